// Network queues (procfs/netqueues.h): rx/tx queues of /sys/class/net with
// RPS/XPS masks as CPU sets, each queue's IRQ from /proc/interrupts' action
// names, threaded NAPI; hostile files refused naming the file.
#include "faketree.h"
#include "procfs/hostsource.h"
#include "procfs/kthreads.h"
#include "procfs/netdevnetlink.h"
#include "procfs/netqueues.h"
#include "remote/frameunpack.h"
#include "remote/remotecollect.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QString kEth0 = QStringLiteral("/sys/devices/pci0000:00/0000:3b:00.0/net/eth0");
const QString kVirtio = QStringLiteral("/sys/devices/pci0000:00/0000:00:03.0/virtio2/net/ens3");

// A 40-CPU machine with eth0 (3 rx, 2 tx queues, names like ixgbe's) and a
// virtio interface, plus lo and bonding_masters, which are not listed.
void writeMachine(FakeTree &t)
{
    t.write(QStringLiteral("/sys/devices/system/cpu/possible"), "0-39\n");
    t.write(QStringLiteral("/proc/interrupts"),
            "            CPU0       CPU1\n"
            " 41:          1          0   PCI-MSIX-0000:3b:00.0   0-edge      eth0-TxRx-0\n"
            " 42:          1          0   PCI-MSIX-0000:3b:00.0   1-edge      eth0-TxRx-1\n"
            " 43:          1          0   PCI-MSIX-0000:3b:00.0   2-edge      eth0-rx-10\n"
            " 50:          1          0   PCI-MSIX-0000:00:03.0   1-edge      virtio2-input.0\n"
            " 51:          1          0   PCI-MSIX-0000:00:03.0   2-edge      virtio2-output.0\n"
            "LOC:         10         10   Local timer interrupts\n");
    t.symlink(QStringLiteral("/sys/class/net/eth0"),
              QStringLiteral("../../devices/pci0000:00/0000:3b:00.0/net/eth0"));
    t.symlink(QStringLiteral("/sys/class/net/ens3"),
              QStringLiteral("../../devices/pci0000:00/0000:00:03.0/virtio2/net/ens3"));
    t.symlink(QStringLiteral("/sys/class/net/lo"), QStringLiteral("../../devices/virtual/net/lo"));
    t.write(QStringLiteral("/sys/devices/virtual/net/lo/queues/rx-0/rps_cpus"), "0\n");
    t.write(QStringLiteral("/sys/class/net/bonding_masters"), "\n");
    t.write(kEth0 + QStringLiteral("/threaded"), "1\n");
    for (const char *q : {"rx-0", "rx-1", "rx-10"}) {
        const QString d = kEth0 + QStringLiteral("/queues/") + QLatin1String(q);
        t.write(d + QStringLiteral("/rps_cpus"), "00000000,0000010f\n");
        t.write(d + QStringLiteral("/rps_flow_cnt"), "4096\n");
    }
    t.write(kEth0 + QStringLiteral("/queues/rx-0/rps_cpus"), "00000000,00000000\n");
    t.write(kEth0 + QStringLiteral("/queues/tx-0/xps_cpus"), "00000001,00000008\n");
    t.write(kEth0 + QStringLiteral("/queues/tx-0/xps_rxqs"), "3\n");
    // tx-1 has no xps_cpus (a kernel that refuses the read: ENOENT).
    t.write(kEth0 + QStringLiteral("/queues/tx-1/xps_rxqs"), "0\n");
    t.mkdir(kEth0 + QStringLiteral("/queues/rx-0/virtio_net"));
    t.write(kVirtio + QStringLiteral("/queues/rx-0/rps_cpus"), "0\n");
    t.write(kVirtio + QStringLiteral("/queues/rx-0/rps_flow_cnt"), "0\n");
    t.write(kVirtio + QStringLiteral("/queues/tx-0/xps_rxqs"), "0\n");
}

// A kernel thread's /proc files, as Linux 6.1 prints them.
void writeTask(FakeTree &t, int pid, const QByteArray &comm)
{
    const QString dir = QStringLiteral("/proc/%1").arg(pid);
    t.write(dir + QStringLiteral("/comm"), comm + "\n");
    t.write(dir + QStringLiteral("/stat"),
            QByteArray::number(pid) + " (" + comm +
                ") S 2 0 0 0 -1 2129984 0 0 0 0 150 50 0 0 -51 0 1 0 17 0 0 "
                "18446744073709551615 0 0 0 0 0 0 0 2147483647 0 0 0 0 17 1 50 1 0 0 0 0 0 0 0 "
                "0 0 0 0\n");
    t.write(dir + QStringLiteral("/status"), "Name:\t" + comm + "\nCpus_allowed_list:\t0-3\n");
}

QString describe(const NetQueue &q);

QStringList strings(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromUtf8(s);
    return out;
}

QJsonObject jsonObject(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

// queues JSON without the "*_reason" texts, which name where a file was
// looked for.
QJsonDocument withoutReasons(const QByteArray &json)
{
    QJsonObject top = QJsonDocument::fromJson(json).object();
    QJsonArray ifaces = top.value(QStringLiteral("interfaces")).toArray();
    for (qsizetype i = 0; i < ifaces.size(); ++i) {
        QJsonObject iface = ifaces.at(i).toObject();
        QJsonArray queues = iface.value(QStringLiteral("queues")).toArray();
        for (qsizetype k = 0; k < queues.size(); ++k) {
            QJsonObject q = queues.at(k).toObject();
            for (const QString &key : q.keys())
                if (key.endsWith(QLatin1String("_reason")))
                    q.remove(key);
            queues.replace(k, q);
        }
        iface.insert(QStringLiteral("queues"), queues);
        ifaces.replace(i, iface);
    }
    if (top.contains(QStringLiteral("interfaces")))
        top.insert(QStringLiteral("interfaces"), ifaces);
    return QJsonDocument(top);
}

QStringList describeAll(const std::vector<NetInterface> &ifaces)
{
    QStringList rows;
    for (const NetInterface &i : ifaces) {
        rows << QString::fromStdString(i.name) + QStringLiteral(" threaded ") +
                    (i.threaded ? QString::number(*i.threaded) : QStringLiteral("null"));
        for (const NetQueue &q : i.queues)
            rows << describe(q);
    }
    return rows;
}

QString describe(const NetQueue &q)
{
    auto list = [](const QueueValue<CpuSet> &v) {
        return v.value ? QString::fromStdString(v.value->toList()) : QStringLiteral("null");
    };
    QString s = QString::fromStdString(q.name()) + QLatin1Char(' ') +
                (q.irq.empty() ? QStringLiteral("-") : QString::fromStdString(q.irq)) +
                QLatin1Char(' ');
    if (q.rx)
        return s + list(q.rpsCpus) + QLatin1Char(' ') +
               (q.rpsFlowCnt.value ? QString::number(*q.rpsFlowCnt.value) : QStringLiteral("null"));
    return s + list(q.xpsCpus) + QLatin1Char(' ') + list(q.xpsRxqs);
}

} // namespace

class TestNetQueues : public QObject
{
    Q_OBJECT
private slots:
    void readsWhatTheFilesSay()
    {
        FakeTree t;
        writeMachine(t);
        DirHostSource host(t.root());
        auto ifaces = readNetQueues(host);
        QVERIFY2(ifaces.ok(), qPrintable(ifaces.ok() ? QString() : ifaces.errorString()));
        QCOMPARE(ifaces->size(), std::size_t(2));
        const NetInterface &ens3 = ifaces->at(0);
        QCOMPARE(ens3.name, std::string("ens3"));
        QVERIFY(!ens3.threaded);
        QStringList rows;
        for (const NetQueue &q : ens3.queues)
            rows << describe(q);
        QCOMPARE(rows, strings({"rx-0 50  0", "tx-0 51 null "}));
        const NetInterface &eth0 = ifaces->at(1);
        QCOMPARE(eth0.name, std::string("eth0"));
        QCOMPARE(eth0.threaded, std::optional<bool>(true));
        rows.clear();
        for (const NetQueue &q : eth0.queues)
            rows << describe(q);
        // Sorted rx then tx, numerically; rx-0's mask is empty (RPS off).
        QCOMPARE(rows, strings({"rx-0 41  4096", "rx-1 42 0-3,8 4096", "rx-10 43 0-3,8 4096",
                                "tx-0 41 3,32 0-1", "tx-1 42 null "}));
        QVERIFY(eth0.queues.at(4).xpsCpus.reason.contains(QLatin1String("xps_cpus")));
        QCOMPARE(eth0.queues.at(0).irqSource, QueueIrqSource::Name);
        QVERIFY(!eth0.queues.at(0).napiId);
    }

    void masks_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("bits");
        QTest::addColumn<QString>("list"); // "error" when refused
        QTest::newRow("zero") << QByteArray("0\n") << 2 << "";
        QTest::newRow("two words") << QByteArray("00000001,00000008") << 64 << "3,32";
        QTest::newRow("not hex") << QByteArray("0000000g") << 64 << "error";
        QTest::newRow("too many words") << QByteArray("0,0,0") << 64 << "error";
        QTest::newRow("past the machine") << QByteArray("10") << 4 << "error";
        QTest::newRow("empty") << QByteArray("") << 4 << "error";
        QTest::newRow("blank word") << QByteArray("1,,1") << 96 << "error";
    }
    void masks()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, bits);
        QFETCH(QString, list);
        auto set = parseQueueMask(std::string_view(text.constData(), std::size_t(text.size())),
                                  bits, QStringLiteral("/x/rps_cpus"));
        if (list == QLatin1String("error")) {
            QVERIFY(!set.ok());
            QVERIFY2(set.errorString().startsWith(QLatin1String("/x/rps_cpus: ")),
                     qPrintable(set.errorString()));
        } else {
            QVERIFY2(set.ok(), qPrintable(set.ok() ? QString() : set.errorString()));
            QCOMPARE(QString::fromStdString(set->toList()), list);
        }
    }

    void interfaceNames_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("eth0") << QByteArray("eth0") << true;
        QTest::newRow("15 bytes") << QByteArray("enp59s0f0np0abc") << true;
        QTest::newRow("16 bytes") << QByteArray("enp59s0f0np0abcd") << false;
        QTest::newRow("empty") << QByteArray("") << false;
        QTest::newRow("dot") << QByteArray(".") << false;
        QTest::newRow("dotdot") << QByteArray("..") << false;
        QTest::newRow("slash") << QByteArray("a/b") << false;
        QTest::newRow("blank") << QByteArray("a b") << false;
        QTest::newRow("newline") << QByteArray("a\nb") << false;
        QTest::newRow("colon") << QByteArray("eth0:1") << false;
    }
    void interfaceNames()
    {
        QFETCH(QByteArray, name);
        QFETCH(bool, valid);
        QCOMPARE(validInterfaceName(std::string_view(name.constData(), std::size_t(name.size()))),
                 valid);
    }

    // A saved tree's hostile files: each is an error naming the file.
    void hostileFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("named");
        auto at = [](const QString &dir, const char *file) -> QString {
            return dir + QLatin1String(file);
        };
        const QString rx = kEth0 + QStringLiteral("/queues/rx-1/");
        const QString tx = kEth0 + QStringLiteral("/queues/tx-0/");
        QTest::newRow("rps not hex") << at(rx, "rps_cpus") << QByteArray("zz\n") << "rx-1/rps_cpus";
        QTest::newRow("rps too many words")
            << at(rx, "rps_cpus") << QByteArray("0,0,0,0\n") << "rx-1/rps_cpus";
        QTest::newRow("rps CPU past possible")
            << at(rx, "rps_cpus") << QByteArray("00000100,00000000\n") << "rx-1/rps_cpus";
        QTest::newRow("rps oversized")
            << at(rx, "rps_cpus") << QByteArray(9000, '0') << "rx-1/rps_cpus";
        QTest::newRow("flow count")
            << at(rx, "rps_flow_cnt") << QByteArray("-1\n") << "rx-1/rps_flow_cnt";
        QTest::newRow("xps rxqs past rx queues")
            << at(tx, "xps_rxqs") << QByteArray("8\n") << "tx-0/xps_rxqs";
        QTest::newRow("threaded") << at(kEth0, "/threaded") << QByteArray("yes\n")
                                  << "eth0/threaded";
        QTest::newRow("queue name")
            << at(kEth0, "/queues/rx-x/rps_cpus") << QByteArray("0\n") << "eth0/queues";
        QTest::newRow("interface name")
            << QStringLiteral("/sys/class/net/enp59s0f0np0abcd/threaded") << QByteArray("0\n")
            << "sys/class/net";
    }
    void hostileFiles()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, content);
        QFETCH(QString, named);
        FakeTree t;
        writeMachine(t);
        t.write(path, content);
        DirHostSource host(t.root());
        auto ifaces = readNetQueues(host);
        QVERIFY(!ifaces.ok());
        QVERIFY2(ifaces.errorString().contains(named), qPrintable(ifaces.errorString()));
    }

    // A link out of the tree, or a FIFO where a mask should be, is never read
    // from this machine.
    void linksStayInTheTree()
    {
        FakeTree t;
        writeMachine(t);
        QFile::remove(t.root() + kEth0 + QStringLiteral("/queues/rx-1/rps_cpus"));
        t.symlink(kEth0 + QStringLiteral("/queues/rx-1/rps_cpus"),
                  QStringLiteral("/sys/class/net/eth0/queues/rx-0/rps_cpus"));
        DirHostSource host(t.root());
        auto ifaces = readNetQueues(host);
        QVERIFY2(ifaces.ok(), qPrintable(ifaces.ok() ? QString() : ifaces.errorString()));
        // The absolute link resolves inside the tree: rx-0's empty mask.
        QCOMPARE(ifaces->at(1).queues.at(1).rpsCpus.value, std::optional<CpuSet>(CpuSet{}));
    }

    // The JSON of docs/CLI.md, exactly; the table names every queue.
    void cliJsonAndTable()
    {
        FakeTree t;
        writeMachine(t);
        const ProgramRun json =
            runCli({QStringLiteral("queues"), QStringLiteral("--root"), t.root(),
                    QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.code == 0, json.err.constData());
        const QJsonArray ifaces = QJsonDocument::fromJson(json.out)
                                      .object()
                                      .value(QStringLiteral("interfaces"))
                                      .toArray();
        QCOMPARE(ifaces.size(), 2);
        const QJsonObject eth0 = ifaces.at(1).toObject();
        QCOMPARE(eth0.value(QStringLiteral("interface")).toString(), QStringLiteral("eth0"));
        QCOMPARE(eth0.value(QStringLiteral("threaded")), QJsonValue(true));
        QVERIFY(ifaces.at(0).toObject().value(QStringLiteral("threaded")).isNull());
        const QJsonArray queues = eth0.value(QStringLiteral("queues")).toArray();
        QCOMPARE(queues.size(), 5);
        const QJsonObject rx1 = queues.at(1).toObject();
        QCOMPARE(rx1, jsonObject(R"({"queue": "rx-1", "irq": "42", "irq_source": "name",
                                     "napi_id": null, "rps_cpus": "0-3,8", "rps_flow_cnt": 4096})"));
        const QJsonObject tx0 = queues.at(3).toObject();
        QCOMPARE(tx0, jsonObject(R"({"queue": "tx-0", "irq": "41", "irq_source": "name",
                                     "napi_id": null, "xps_cpus": "3,32", "xps_rxqs": "0-1"})"));
        const QJsonObject tx1 = queues.at(4).toObject();
        QVERIFY(tx1.value(QStringLiteral("xps_cpus")).isNull());
        QVERIFY(tx1.value(QStringLiteral("xps_cpus_reason"))
                    .toString()
                    .contains(QLatin1String("xps_cpus")));
        const ProgramRun table =
            runCli({QStringLiteral("queues"), QStringLiteral("--root"), t.root()});
        QVERIFY2(table.code == 0, table.err.constData());
        QVERIFY2(table.out.contains("rx-10") && table.out.contains("0-3,8"), table.out.constData());
        const ProgramRun csv = runCli({QStringLiteral("queues"), QStringLiteral("--root"), t.root(),
                                       QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(csv.code, 2);
    }

    // A snapshot (folder and archive) keeps the queue files, threaded and the
    // kernel threads' files: queues and threads read the same from it.
    void snapshotCarriesQueues_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("folder") << "snap";
        QTest::newRow("archive") << "snap.tar.gz";
    }
    void snapshotCarriesQueues()
    {
        QFETCH(QString, name);
        FakeTree t;
        writeMachine(t);
        writeTask(t, 50, "napi/eth0-8193");
        writeTask(t, 51, "kworker/0:1");
        QTemporaryDir out;
        const QString snap = out.path() + QLatin1Char('/') + name;
        const ProgramRun made = runCli({QStringLiteral("snapshot"), QStringLiteral("--root"),
                                        t.root(), QStringLiteral("--out"), snap});
        QVERIFY2(made.code == 0, made.err.constData());
        for (const char *cmd : {"queues", "threads"}) {
            const ProgramRun a = runCli({QLatin1String(cmd), QStringLiteral("--root"), t.root(),
                                         QStringLiteral("--format"), QStringLiteral("json")});
            const ProgramRun b = runCli({QLatin1String(cmd), QStringLiteral("--root"), snap,
                                         QStringLiteral("--format"), QStringLiteral("json")});
            QVERIFY2(a.code == 0 && b.code == 0, QByteArray(a.err + b.err).constData());
            // Reasons name the file where it was looked for: left out.
            QCOMPARE(withoutReasons(b.out), withoutReasons(a.out));
            if (QLatin1String(cmd) == QLatin1String("queues"))
                QVERIFY(b.out.contains("\"rps_cpus\": \"0-3,8\""));
            else
                QVERIFY(b.out.contains("napi/eth0-8193") && !b.out.contains("kworker"));
        }
        if (name == QLatin1String("snap")) // only the threads of interrupt work
            QVERIFY(!QFileInfo::exists(snap + QStringLiteral("/proc/51")));
    }

    // The remote collection script (run here by sh on the fake tree, as the
    // remote host runs it) brings what queues and threads read.
    void remoteCollectionCarriesQueues()
    {
        FakeTree t;
        writeMachine(t);
        writeTask(t, 50, "napi/eth0-8193");
        writeTask(t, 52, "irq/41-eth0-TxR");
        CollectOptions c;
        c.testRoot = t.root();
        c.topology = false;
        const QByteArray boundary = newBoundary();
        const ProgramRun run = runWithInput(QStringLiteral("/bin/sh"), {QStringLiteral("-s")},
                                            collectScript(c, boundary));
        QVERIFY2(run.code == 0, run.err.constData());
        QTemporaryDir dir;
        auto stats = unpackFrames(run.out, boundary, dir.path(), QStringLiteral("test"));
        QVERIFY2(stats.ok(), qPrintable(stats.ok() ? QString() : stats.errorString()));
        auto remote = readNetQueues(DirHostSource(dir.path()));
        auto direct = readNetQueues(DirHostSource(t.root()));
        QVERIFY2(remote.ok(), qPrintable(remote.ok() ? QString() : remote.errorString()));
        QVERIFY(direct.ok());
        QCOMPARE(describeAll(*remote), describeAll(*direct));
        auto threads = readKernelThreads(DirHostSource(dir.path()));
        QVERIFY2(threads.ok(), qPrintable(threads.ok() ? QString() : threads.errorString()));
        QCOMPARE(threads->size(), std::size_t(2));
        QCOMPARE(threads->at(0).comm, std::string("napi/eth0-8193"));
        QCOMPARE(threads->at(1).cpus.toList(), std::string("0-3"));
    }

    // As root: a veth pair of 4 queues in a private network and mount
    // namespace, RPS/XPS written there and read back as CPU lists, threaded
    // NAPI on with its napi/ threads listed. Nothing of this machine's own
    // network is touched.
    void liveNamespace()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for a network namespace");
        for (const char *tool : {"unshare", "ip", "ethtool", "mount"})
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty() &&
                QStandardPaths::findExecutable(
                    QLatin1String(tool), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")})
                    .isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String(tool))));
        const QString script =
            QStringLiteral("PATH=$PATH:/usr/sbin:/sbin\n"
                           "mount -t sysfs sysfs /sys || exit 77\n"
                           "ip link add v0 numrxqueues 4 numtxqueues 4 type veth peer name v1 "
                           "numrxqueues 4 numtxqueues 4 || exit 77\n"
                           "ip link set v0 up && ip link set v1 up || exit 1\n"
                           "ethtool -K v0 gro on >/dev/null || exit 1\n"
                           "echo 1 > /sys/class/net/v0/threaded 2>/dev/null\n"
                           "echo 1 > /sys/class/net/v0/queues/rx-1/rps_cpus || exit 1\n"
                           "echo 2048 > /sys/class/net/v0/queues/rx-1/rps_flow_cnt || exit 1\n"
                           "echo 1 > /sys/class/net/v0/queues/tx-2/xps_cpus || exit 1\n"
                           "echo 2 > /sys/class/net/v0/queues/tx-3/xps_rxqs || exit 1\n"
                           "\"$1\" queues --format json || exit 1\n"
                           "echo IRQATLAS-TEST-SPLIT\n"
                           "\"$1\" threads --format json || exit 1\n");
        QProcess p;
        p.start(QStringLiteral("unshare"),
                {QStringLiteral("-n"), QStringLiteral("-m"), QStringLiteral("sh"),
                 QStringLiteral("-c"), script, QStringLiteral("sh"),
                 QStringLiteral(IRQATLAS_CLI_PATH)});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray err = p.readAllStandardError();
        if (p.exitCode() == 77)
            QSKIP(qPrintable(QStringLiteral("no veth or sysfs in a namespace here: ") +
                             QString::fromLocal8Bit(err)));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, err.constData());
        const QList<QByteArray> parts = p.readAllStandardOutput().split('\n');
        QByteArray queuesJson, threadsJson;
        bool second = false;
        for (const QByteArray &line : parts) {
            if (line == "IRQATLAS-TEST-SPLIT")
                second = true;
            else
                (second ? threadsJson : queuesJson) += line + '\n';
        }
        const QJsonArray ifaces = QJsonDocument::fromJson(queuesJson)
                                      .object()
                                      .value(QStringLiteral("interfaces"))
                                      .toArray();
        QCOMPARE(ifaces.size(), 2); // v0, v1: lo is left out
        const QJsonObject v0 = ifaces.at(0).toObject();
        QCOMPARE(v0.value(QStringLiteral("interface")).toString(), QStringLiteral("v0"));
        const QJsonArray q = v0.value(QStringLiteral("queues")).toArray();
        QCOMPARE(q.size(), 8);
        QStringList names;
        for (const auto &v : q)
            names << v.toObject().value(QStringLiteral("queue")).toString();
        QCOMPARE(names, strings({"rx-0", "rx-1", "rx-2", "rx-3", "tx-0", "tx-1", "tx-2", "tx-3"}));
        QCOMPARE(q.at(1).toObject().value(QStringLiteral("rps_cpus")).toString(),
                 QStringLiteral("0"));
        QCOMPARE(q.at(1).toObject().value(QStringLiteral("rps_flow_cnt")).toInt(), 2048);
        QCOMPARE(q.at(0).toObject().value(QStringLiteral("rps_cpus")).toString(), QString());
        QCOMPARE(q.at(6).toObject().value(QStringLiteral("xps_cpus")).toString(),
                 QStringLiteral("0"));
        QCOMPARE(q.at(7).toObject().value(QStringLiteral("xps_rxqs")).toString(),
                 QStringLiteral("1"));
        // The netdev netlink family (6.8+) names each receive queue's NAPI
        // instance; a veth's has no IRQ.
        QSet<qint64> queueNapis;
        for (int i = 0; i < 4; ++i) {
            const QJsonObject rx = q.at(i).toObject();
            QVERIFY(rx.value(QStringLiteral("irq")).isNull());
            if (!rx.value(QStringLiteral("napi_id")).isNull())
                queueNapis.insert(rx.value(QStringLiteral("napi_id")).toInteger());
        }
        if (v0.value(QStringLiteral("threaded")) != QJsonValue(true))
            QSKIP("this kernel does not take threaded NAPI on a veth; the queues were checked");
        // Threaded NAPI on: the kernel made a napi/v0-ID thread per NAPI
        // instance, the same ids the queues name.
        QSet<qint64> threadNapis;
        const QJsonArray threads = QJsonDocument::fromJson(threadsJson)
                                       .object()
                                       .value(QStringLiteral("threads"))
                                       .toArray();
        for (const auto &v : threads) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("kind")).toString() == QLatin1String("napi") &&
                o.value(QStringLiteral("interface")).toString() == QLatin1String("v0"))
                threadNapis.insert(o.value(QStringLiteral("napi_id")).toInteger());
        }
        QVERIFY2(!threadNapis.isEmpty(), threadsJson.constData());
        if (!queueNapis.isEmpty())
            QCOMPARE(queueNapis, threadNapis);
    }

    // Attributes of a netlink answer: lengths are checked against the
    // buffer before anything is read.
    void netlinkAttributes()
    {
        std::vector<std::pair<std::uint16_t, std::string_view>> out;
        // type 2, 4 bytes of payload; then type 3 (nested flag set), 1 byte padded.
        const QByteArray good = QByteArray::fromHex("080002002a000000"
                                                    "0500038007000000");
        QVERIFY(parseNetlinkAttributes(std::string_view(good.constData(), std::size_t(good.size())),
                                       out));
        QCOMPARE(out.size(), std::size_t(2));
        QCOMPARE(out[0].first, std::uint16_t(2));
        QCOMPARE(out[0].second.size(), std::size_t(4));
        QCOMPARE(out[1].first, std::uint16_t(3));
        QCOMPARE(out[1].second, std::string_view("\x07", 1));
        for (const char *bad : {"0900020000000000", "0200020000000000", "0800", "ffff020000"}) {
            const QByteArray b = QByteArray::fromHex(bad);
            out.clear();
            QVERIFY2(!parseNetlinkAttributes(std::string_view(b.constData(), std::size_t(b.size())),
                                             out),
                     bad);
        }
    }

    void thisMachine()
    {
        auto host = openLocalHost();
        auto ifaces = readNetQueues(*host);
        QVERIFY2(ifaces.ok(), qPrintable(ifaces.ok() ? QString() : ifaces.errorString()));
        for (const NetInterface &i : *ifaces) {
            QVERIFY(i.name != "lo");
            for (std::size_t k = 1; k < i.queues.size(); ++k) {
                const NetQueue &a = i.queues[k - 1], &b = i.queues[k];
                QVERIFY(a.rx != b.rx ? a.rx : a.index < b.index);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestNetQueues)
#include "tst_netqueues.moc"
