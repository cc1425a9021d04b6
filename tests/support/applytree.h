#pragma once

// A fake machine root for the applier, helper and export tests: /proc/irq/N
// for every numeric IRQ of a real /proc/interrupts, plus the online CPU list.

#include "model/planfile.h"
#include "testdata.h"
#include "treefile.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>

namespace irqatlas::test {

// root/proc/interrupts (the fixture), root/proc/irq/N/{smp_affinity_list,
// smp_affinity, effective_affinity_list}, root/sys/devices/system/cpu/online.
inline bool makeIrqTree(const QString &root, const QString &interruptsFixture,
                        const QByteArray &online, const QByteArray &affinityList,
                        const QByteArray &mask, const QByteArray &effective)
{
    const QByteArray interrupts = readData(interruptsFixture);
    if (interrupts.isEmpty() ||
        !writeTreeFile(root + QStringLiteral("/proc/interrupts"), interrupts) ||
        !writeTreeFile(root + QStringLiteral("/sys/devices/system/cpu/online"), online))
        return false;
    static const QRegularExpression row(QStringLiteral("^\\s*(\\d+):"),
                                        QRegularExpression::MultilineOption);
    auto it = row.globalMatch(QString::fromUtf8(interrupts));
    while (it.hasNext()) {
        const QString dir = root + QStringLiteral("/proc/irq/") + it.next().captured(1);
        if (!writeTreeFile(dir + QStringLiteral("/smp_affinity_list"), affinityList) ||
            !writeTreeFile(dir + QStringLiteral("/smp_affinity"), mask) ||
            !writeTreeFile(dir + QStringLiteral("/effective_affinity_list"), effective))
            return false;
    }
    return true;
}

// The 4-CPU KVM guest of tests/data/apply.
inline bool makeVirtioTree(const QString &root)
{
    return makeIrqTree(root, QStringLiteral("apply/prometheus-procfs-fixtures-interrupts.txt"),
                       "0-3\n", "0-3\n", "f\n", "0\n");
}

// A /proc/cpuinfo for that guest: its 4 CPUs in package 0, each named model.
inline bool addVirtioCpuinfo(const QString &root, const QByteArray &model)
{
    QByteArray cpuinfo;
    for (int cpu = 0; cpu < 4; ++cpu)
        cpuinfo += "processor\t: " + QByteArray::number(cpu) + "\nmodel name\t: " + model +
                   "\nphysical id\t: 0\n\n";
    return writeTreeFile(root + QStringLiteral("/proc/cpuinfo"), cpuinfo);
}

// A /proc/stat and /proc/softirqs that never change: every share is 0 and
// every interval alike, so a trial on the guest has an exact A/A verdict.
inline bool addStaticLoad(const QString &root)
{
    return writeTreeFile(
               root + QStringLiteral("/proc/stat"),
               readData(QStringLiteral("proc-stat/prometheus-procfs-fixtures-stat.txt"))) &&
           writeTreeFile(
               root + QStringLiteral("/proc/softirqs"),
               readData(QStringLiteral("proc-softirqs/prometheus-procfs-fixtures-softirqs.txt")));
}

// The plan of tests/data/apply for that guest (IRQs 25-28).
inline Result<Plan> readVirtioPlan()
{
    return readPlan(readData(QStringLiteral("apply/plan-virtio.json")),
                    QStringLiteral("plan-virtio.json"));
}

// Every file under root/proc and root/sys, relative path -> bytes (journals
// elsewhere in the tree are left out on purpose).
inline QMap<QString, QByteArray> treeFiles(const QString &root)
{
    QMap<QString, QByteArray> out;
    for (const char *sub : {"/proc", "/sys"}) {
        QDirIterator it(root + QLatin1String(sub), QDir::Files | QDir::System | QDir::Hidden,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString p = it.next();
            QFile f(p);
            if (f.open(QIODevice::ReadOnly))
                out.insert(p.mid(root.size()), f.readAll());
        }
    }
    return out;
}

inline QByteArray treeFile(const QString &root, const QString &rel)
{
    return fileBytes(root + rel);
}

// The state a journal ends in: the helper's JSON journal says it in "state",
// the plan script's journal (*.sh) on its last line; empty when unreadable.
inline QString journalState(const QString &journalPath)
{
    QFile f(journalPath);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    if (journalPath.endsWith(QLatin1String(".sh")))
        return QString::fromUtf8(bytes.trimmed().split('\n').last());
    return QJsonDocument::fromJson(bytes).object().value(QStringLiteral("state")).toString();
}

// The "summary" object among the helper's JSON lines; empty when none.
inline QJsonObject summaryOf(const QByteArray &out)
{
    for (const QByteArray &line : out.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QStringLiteral("summary")))
            return o.value(QStringLiteral("summary")).toObject();
    }
    return {};
}

// Where the build puts executables (next to irqatlas-cli).
inline QString binPath(const QString &name)
{
    return QFileInfo(QStringLiteral(IRQATLAS_CLI_PATH)).absolutePath() + QLatin1Char('/') + name;
}

// The root helper built to write below a fake root, never this machine's
// /proc; empty when it is not built, and the test is then skipped with this.
inline constexpr char kNoTestRootHelper[] =
    "irqatlas-helper-testroot is not built (cmake --build BUILD --target "
    "irqatlas-helper-testroot)";
inline QString testRootHelper()
{
    const QString path = binPath(QStringLiteral("irqatlas-helper-testroot"));
    return QFileInfo(path).isExecutable() ? path : QString();
}

// chattr +i / -i: a file no write can change, for "the write fails" cases.
// False when chattr is missing or the filesystem refuses.
inline bool setImmutable(const QString &path, bool on)
{
    const QString chattr = QStandardPaths::findExecutable(QStringLiteral("chattr"));
    if (chattr.isEmpty())
        return false;
    QProcess p;
    p.start(chattr, {on ? QStringLiteral("+i") : QStringLiteral("-i"), path});
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// Lifts chattr +i again whatever the test does, or the temporary directory
// could not be removed.
struct Immutable
{
    QString path;
    bool on = false;
    explicit Immutable(const QString &p) : path(p), on(setImmutable(p, true)) {}
    ~Immutable()
    {
        if (on)
            setImmutable(path, false);
    }
    Immutable(const Immutable &) = delete;
    Immutable &operator=(const Immutable &) = delete;
};

} // namespace irqatlas::test
