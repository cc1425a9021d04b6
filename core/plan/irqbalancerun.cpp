#include "plan/irqbalancerun.h"

#include "procfs/hostsource.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcIrqbalanceRun, "irqatlas.irqbalance", QtWarningMsg)

namespace irqatlas {
namespace {

constexpr qsizetype kMaxOutputBytes = 4 << 20;
constexpr uid_t kNobody = 65534;
// What irqbalance reads and writes under /proc/irq/N.
constexpr const char *kIrqFiles[] = {"smp_affinity",       "smp_affinity_list",
                                     "affinity_hint",      "node",
                                     "effective_affinity", "effective_affinity_list"};

Result<QString> resolveBinary(const QString &given)
{
    const QStringList sbin = {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")};
    QString path;
    if (given.contains(QLatin1Char('/'))) {
        if (!QDir::isAbsolutePath(given))
            return Error{QCoreApplication::translate(
                             "IrqbalanceRun", "irqbalance=%1: give an absolute path or a name")
                             .arg(given)};
        path = given;
    } else {
        const QString name = given.isEmpty() ? QStringLiteral("irqbalance") : given;
        path = QStandardPaths::findExecutable(name);
        if (path.isEmpty())
            path = QStandardPaths::findExecutable(name, sbin);
    }
    const QFileInfo fi(path);
    if (path.isEmpty() || !fi.isFile() || !fi.isExecutable())
        return Error{
            QCoreApplication::translate("IrqbalanceRun",
                                        "no irqbalance program%1 (Debian: apt install irqbalance)")
                .arg(given.isEmpty() ? QString() : QStringLiteral(" at ") + given)};
    return fi.canonicalFilePath();
}

Status writeCopy(const QString &path, const QByteArray &bytes, uid_t owner)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        return Error{QCoreApplication::translate("IrqbalanceRun", "%1: cannot write the copy: %2")
                         .arg(path, f.errorString())};
    f.close();
    if (owner != ::geteuid() && ::chown(QFile::encodeName(path).constData(), owner, owner) != 0)
        return Error{QCoreApplication::translate("IrqbalanceRun", "%1: cannot hand it to uid %2")
                         .arg(path)
                         .arg(owner)};
    return Ok{};
}

Status makeDir(const QString &path, uid_t owner)
{
    if (!QDir().mkpath(path))
        return Error{
            QCoreApplication::translate("IrqbalanceRun", "%1: cannot make the copy").arg(path)};
    if (owner != ::geteuid() && ::chown(QFile::encodeName(path).constData(), owner, owner) != 0)
        return Error{QCoreApplication::translate("IrqbalanceRun", "%1: cannot hand it to uid %2")
                         .arg(path)
                         .arg(owner)};
    return Ok{};
}

// The machine's /proc/irq as files irqbalance may write, under dir/irq; a
// saved machine's /proc/interrupts and /proc/stat beside it.
Status copyMachine(const HostSource &host, const QString &dir, uid_t owner, bool saved)
{
    if (Status s = makeDir(dir + QStringLiteral("/irq"), owner); !s.ok())
        return s;
    auto entries = host.listDir(QStringLiteral("/proc/irq"));
    if (!entries.ok())
        return entries.error();
    if (auto d = host.readFile(QStringLiteral("/proc/irq/default_smp_affinity")); d.ok())
        if (Status s = writeCopy(dir + QStringLiteral("/irq/default_smp_affinity"), *d, owner);
            !s.ok())
            return s;
    for (const QString &name : *entries) {
        bool numeric = false;
        const int irq = name.toInt(&numeric);
        if (!numeric || irq < 0 || name != QString::number(irq))
            continue;
        const QString to = dir + QStringLiteral("/irq/") + name;
        if (Status s = makeDir(to, owner); !s.ok())
            return s;
        for (const char *file : kIrqFiles) {
            auto bytes =
                host.readFile(QStringLiteral("/proc/irq/%1/%2").arg(name, QLatin1String(file)));
            if (!bytes.ok())
                continue; // not every kernel or IRQ has every file
            if (Status s = writeCopy(to + QLatin1Char('/') + QLatin1String(file), *bytes, owner);
                !s.ok())
                return s;
        }
    }
    if (!saved)
        return Ok{};
    for (const char *file : {"interrupts", "stat"}) {
        auto bytes = host.readFile(QStringLiteral("/proc/") + QLatin1String(file));
        if (!bytes.ok())
            return bytes.error();
        if (Status s = writeCopy(dir + QLatin1Char('/') + QLatin1String(file), *bytes, owner);
            !s.ok())
            return s;
    }
    return Ok{};
}

// Everything the child needs, as bytes made before the fork: between fork
// and exec only system calls run.
struct ChildSetup
{
    bool asRoot = false;
    QByteArray irq, interrupts, stat, sys;
    QByteArray uidMap, gidMap;
};

void childFail(const char *what)
{
    const char prefix[] = "irqatlas: cannot set up irqbalance's namespace: ";
    [[maybe_unused]] ssize_t n = ::write(2, prefix, sizeof prefix - 1);
    n = ::write(2, what, std::strlen(what));
    n = ::write(2, "\n", 1);
    ::_exit(120);
}

void childWrite(const char *path, const QByteArray &bytes, bool optional)
{
    const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
        if (optional && errno == ENOENT)
            return;
        childFail(path);
    }
    if (::write(fd, bytes.constData(), std::size_t(bytes.size())) != bytes.size())
        childFail(path);
    ::close(fd);
}

void childBind(const QByteArray &from, const char *to, unsigned long flags = 0)
{
    if (!from.isEmpty() && ::mount(from.constData(), to, nullptr, MS_BIND | flags, nullptr) != 0)
        childFail(to);
}

void setUpChild(const ChildSetup &c)
{
    // A network namespace of its own as well: irqbalance binds a control
    // socket, and two runs at once (or a running daemon) must not collide.
    if (c.asRoot) {
        if (::unshare(CLONE_NEWNS | CLONE_NEWNET) != 0)
            childFail("unshare");
    } else {
        if (::unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET) != 0)
            childFail("unshare (user namespaces may be off: kernel.unprivileged_userns_clone)");
        childWrite("/proc/self/setgroups", QByteArrayLiteral("deny"), true);
        childWrite("/proc/self/uid_map", c.uidMap, false);
        childWrite("/proc/self/gid_map", c.gidMap, false);
    }
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        childFail("private mounts");
    childBind(c.irq, "/proc/irq");
    childBind(c.interrupts, "/proc/interrupts");
    childBind(c.stat, "/proc/stat");
    childBind(c.sys, "/sys", MS_REC);
    if (c.asRoot) {
        if (::setgroups(0, nullptr) != 0 || ::setresgid(kNobody, kNobody, kNobody) != 0 ||
            ::setresuid(kNobody, kNobody, kNobody) != 0)
            childFail("dropping root");
    }
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        childFail("no_new_privs");
}

Result<QByteArray> runChild(const QString &program, const ChildSetup &setup, int timeoutMs)
{
    QProcess p;
    p.setProcessEnvironment(QProcessEnvironment());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.setWorkingDirectory(QStringLiteral("/"));
    p.setChildProcessModifier([setup] { setUpChild(setup); });
    // Its one pass comes after one interval: a second, not its default ten.
    p.start(program, {QStringLiteral("--oneshot"), QStringLiteral("--debug"),
                      QStringLiteral("--interval=1")});
    if (!p.waitForStarted(timeoutMs))
        return Error{QCoreApplication::translate("IrqbalanceRun", "%1 could not be started: %2")
                         .arg(program, p.errorString())};
    QByteArray out;
    const QDeadlineTimer deadline(timeoutMs);
    while (p.state() != QProcess::NotRunning) {
        if (deadline.hasExpired() || out.size() > kMaxOutputBytes) {
            p.kill();
            p.waitForFinished(5000);
            return Error{
                deadline.hasExpired()
                    ? QCoreApplication::translate("IrqbalanceRun", "%1 did not finish within %2 s")
                          .arg(program)
                          .arg(timeoutMs / 1000)
                    : QCoreApplication::translate("IrqbalanceRun", "%1 printed more than %2 MiB")
                          .arg(program)
                          .arg(kMaxOutputBytes >> 20)};
        }
        p.waitForReadyRead(int(std::min<qint64>(deadline.remainingTime(), 1000)));
        out += p.readAll();
    }
    out += p.readAll();
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        const QString said = QString::fromUtf8(out.right(2000)).trimmed();
        return Error{QCoreApplication::translate("IrqbalanceRun", "%1 failed (exit status %2): %3")
                         .arg(program)
                         .arg(p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1)
                         .arg(said.section(QLatin1Char('\n'), -3))};
    }
    return out;
}

// "   Interrupt 37 node_num is -1 (ethernet/0:0)": the IRQs irqbalance placed.
std::vector<int> placedIrqs(std::string_view tree)
{
    std::vector<int> irqs;
    while (!tree.empty()) {
        const std::size_t nl = tree.find('\n');
        std::string_view line = lineparse::trim(tree.substr(0, nl));
        tree.remove_prefix(nl == std::string_view::npos ? tree.size() : nl + 1);
        constexpr std::string_view key = "Interrupt ";
        if (line.substr(0, key.size()) != key)
            continue;
        line.remove_prefix(key.size());
        std::uint64_t irq = 0;
        if (lineparse::toU64(line.substr(0, line.find(' ')), irq) && irq <= (1u << 24))
            irqs.push_back(int(irq));
    }
    return irqs;
}

} // namespace

Result<IrqbalanceRun> runIrqbalance(const IrqbalanceRunOptions &options)
{
    auto program = resolveBinary(options.binary);
    if (!program.ok())
        return program.error();
    const bool saved = options.root != QLatin1String("/");
    const bool asRoot = ::geteuid() == 0;
    std::unique_ptr<HostSource> host =
        saved ? std::make_unique<DirHostSource>(options.root) : openLocalHost();
    QTemporaryDir dir;
    if (!dir.isValid())
        return Error{QCoreApplication::translate(
            "IrqbalanceRun", "cannot make a private directory for irqbalance's copy of /proc/irq")};
    const uid_t owner = asRoot ? kNobody : ::geteuid();
    if (Status s = copyMachine(*host, dir.path(), owner, saved); !s.ok())
        return s.error();
    ChildSetup setup;
    setup.asRoot = asRoot;
    setup.irq = QFile::encodeName(dir.path() + QStringLiteral("/irq"));
    if (saved) {
        setup.interrupts = QFile::encodeName(dir.path() + QStringLiteral("/interrupts"));
        setup.stat = QFile::encodeName(dir.path() + QStringLiteral("/stat"));
        setup.sys = QFile::encodeName(options.root + QStringLiteral("/sys"));
    }
    setup.uidMap = "0 " + QByteArray::number(::geteuid()) + " 1";
    setup.gidMap = "0 " + QByteArray::number(::getegid()) + " 1";
    auto out = runChild(*program, setup, options.timeoutMs);
    if (!out.ok())
        return out.error();
    IrqbalanceRun run;
    run.program = *program;
    run.tree = QString::fromUtf8(*out);
    for (int irq : placedIrqs(std::string_view(out->constData(), std::size_t(out->size())))) {
        QFile f(dir.path() + QStringLiteral("/irq/%1/smp_affinity").arg(irq));
        if (!f.open(QIODevice::ReadOnly))
            continue; // an IRQ of its tree that /proc/irq does not have
        const QByteArray mask = f.read(4096).trimmed();
        auto cpus = CpuSet::parseMask(std::string_view(mask.constData(), std::size_t(mask.size())));
        if (!cpus.ok())
            return Error{QCoreApplication::translate("IrqbalanceRun",
                                                     "irqbalance wrote IRQ %1's mask as \"%2\": %3")
                             .arg(irq)
                             .arg(QString::fromLatin1(mask.left(80)), cpus.errorString())};
        run.masks[irq] = *cpus;
    }
    qCDebug(lcIrqbalanceRun) << "irqbalance placed" << run.masks.size() << "IRQs";
    return run;
}

} // namespace irqatlas
