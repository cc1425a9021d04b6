// The writer's network queue and kernel thread side (irqwriter.h): the only
// place that opens files under /sys/class/net for writing or moves a thread.

#include "apply/irqwriter.h"
#include "apply/steering.h"
#include "model/inputlimits.h"
#include "model/syserror.h"
#include "procfs/hostsource.h"
#include "procfs/netqueues.h"

#include <QCoreApplication>
#include <cerrno>
#include <fcntl.h>
#include <sched.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

namespace irqatlas {
namespace {

constexpr long kSysfsMagic = 0x62656572; // SYSFS_MAGIC, include/uapi/linux/magic.h

bool onSysfs(int fd)
{
    struct statfs sf;
    return ::fstatfs(fd, &sf) == 0 && long(sf.f_type) == kSysfsMagic;
}

QString notHere(const QString &what)
{
    return QCoreApplication::translate("IrqWriter", "%1: not available on this source").arg(what);
}

// A dynamically sized cpu_set_t: a machine may have more CPUs than the
// 1024 bits of the fixed one.
class CpuMask
{
public:
    explicit CpuMask(int cpus) : m_cpus(std::max(cpus, 64)), m_set(CPU_ALLOC(m_cpus))
    {
        if (m_set)
            CPU_ZERO_S(bytes(), m_set);
    }
    ~CpuMask() { CPU_FREE(m_set); }
    CpuMask(const CpuMask &) = delete;
    CpuMask &operator=(const CpuMask &) = delete;
    cpu_set_t *get() const { return m_set; }
    std::size_t bytes() const { return CPU_ALLOC_SIZE(m_cpus); }
    int cpus() const { return m_cpus; }

private:
    int m_cpus;
    cpu_set_t *m_set;
};

} // namespace

IrqWriter::Io IrqWriter::readQueueFile(const std::string &iface, const std::string &queue,
                                       const std::string &file)
{
    return writerFailure(
        ENOTSUP, notHere(QStringLiteral("/sys/class/net/%1/queues/%2/%3")
                             .arg(QString::fromStdString(iface), QString::fromStdString(queue),
                                  QString::fromStdString(file))));
}
IrqWriter::Io IrqWriter::writeQueueFile(const std::string &iface, const std::string &queue,
                                        const std::string &file, const std::string &)
{
    return readQueueFile(iface, queue, file);
}
IrqWriter::Io IrqWriter::readInterfaceIndex(const std::string &iface)
{
    return writerFailure(
        ENOTSUP,
        notHere(QStringLiteral("/sys/class/net/%1/ifindex").arg(QString::fromStdString(iface))));
}
IrqWriter::Io IrqWriter::readThreadStat(int pid)
{
    return writerFailure(ENOTSUP, notHere(QStringLiteral("/proc/%1/stat").arg(pid)));
}
IrqWriter::Io IrqWriter::readThreadAffinity(int pid)
{
    return writerFailure(
        ENOTSUP,
        notHere(QCoreApplication::translate("IrqWriter", "affinity of thread %1").arg(pid)));
}
IrqWriter::Io IrqWriter::writeThreadAffinity(int pid, const CpuSet &)
{
    return readThreadAffinity(pid);
}
Result<std::vector<KernelThread>> IrqWriter::kernelThreads()
{
    return std::vector<KernelThread>{};
}
std::optional<NetdevQueueInfo> IrqWriter::netdevInfo()
{
    return std::nullopt;
}

QString RootIrqWriter::queuePath(const std::string &iface, const std::string &queue,
                                 const std::string &file) const
{
    const QString base = isLiveRoot() ? QString() : m_root;
    QString p = base + QStringLiteral("/sys/class/net/") + QString::fromStdString(iface);
    if (!queue.empty())
        p += QStringLiteral("/queues/") + QString::fromStdString(queue);
    if (!file.empty())
        p += QLatin1Char('/') + QString::fromStdString(file);
    return p;
}

int RootIrqWriter::openInterfaceDir(const std::string &iface, Io &io) const
{
    const QString classPath =
        (isLiveRoot() ? QString() : m_root) + QStringLiteral("/sys/class/net");
    if (!validInterfaceName(iface)) {
        io = writerFailure(
            EINVAL, QCoreApplication::translate("IrqWriter", "\"%1\": not a valid interface name")
                        .arg(QString::fromStdString(iface)));
        return -1;
    }
    const QByteArray cp = classPath.toLocal8Bit();
    const int classDir = ::open(cp.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (classDir < 0) {
        io = writerFailure(errno, QCoreApplication::translate("IrqWriter", "%1: cannot open: %2")
                                      .arg(classPath, errnoText(errno)));
        return -1;
    }
    // The entries of /sys/class/net are links the kernel makes into
    // /sys/devices: the one link followed, and only on sysfs, where no user
    // can make one. Anywhere else (a test tree) nothing is followed.
    const bool sysfs = onSysfs(classDir);
    const int flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (sysfs ? 0 : O_NOFOLLOW);
    const int dir = ::openat(classDir, iface.c_str(), flags);
    const int e = errno;
    ::close(classDir);
    if (dir < 0) {
        io = writerFailure(e, QCoreApplication::translate("IrqWriter", "%1: %2")
                                  .arg(queuePath(iface, {}, {}), errnoText(e)));
        return -1;
    }
    if (sysfs && !onSysfs(dir)) {
        ::close(dir);
        io = writerFailure(EXDEV, QCoreApplication::translate("IrqWriter", "%1: not on sysfs")
                                      .arg(queuePath(iface, {}, {})));
        return -1;
    }
    return dir;
}

int RootIrqWriter::openQueueDir(const std::string &iface, const std::string &queue, Io &io) const
{
    if (!isQueueDirName(queue)) {
        io = writerFailure(EINVAL, QCoreApplication::translate(
                                       "IrqWriter", "\"%1\": not a queue name (rx-N or tx-N)")
                                       .arg(QString::fromStdString(queue)));
        return -1;
    }
    const int ifDir = openInterfaceDir(iface, io);
    if (ifDir < 0)
        return -1;
    const int queues = ::openat(ifDir, "queues", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    int e = errno;
    ::close(ifDir);
    const int dir = queues < 0 ? -1
                               : ::openat(queues, queue.c_str(),
                                          O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (queues >= 0) {
        e = errno;
        ::close(queues);
    }
    if (dir < 0)
        io = writerFailure(e, QCoreApplication::translate("IrqWriter", "%1: %2")
                                  .arg(queuePath(iface, queue, {}), errnoText(e)));
    return dir;
}

IrqWriter::Io RootIrqWriter::readQueueFile(const std::string &iface, const std::string &queue,
                                           const std::string &file)
{
    Io io;
    if (!isSteeringFile(file))
        return writerFailure(
            EINVAL, QCoreApplication::translate("IrqWriter", "%1: not a queue steering file")
                        .arg(queuePath(iface, queue, file)));
    const int dir = openQueueDir(iface, queue, io);
    if (dir < 0)
        return io;
    const int fd = ::openat(dir, file.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    const int oe = errno;
    ::close(dir);
    if (fd < 0)
        return writerFailure(oe, QCoreApplication::translate("IrqWriter", "%1: %2")
                                     .arg(queuePath(iface, queue, file), errnoText(oe)));
    return readOneValue(fd, queuePath(iface, queue, file));
}

IrqWriter::Io RootIrqWriter::writeQueueFile(const std::string &iface, const std::string &queue,
                                            const std::string &file, const std::string &bytes)
{
    const QString path = queuePath(iface, queue, file);
    Io io;
    if (!isSteeringFile(file))
        return writerFailure(
            EINVAL,
            QCoreApplication::translate("IrqWriter", "%1: not a queue steering file").arg(path));
    const int dir = openQueueDir(iface, queue, io);
    if (dir < 0)
        return io;
    // No O_CREAT: a file the kernel did not make is never made. O_TRUNC
    // matters only for test trees (sysfs ignores it).
    const int fd = ::openat(dir, file.c_str(), O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);
    const int oe = errno;
    ::close(dir);
    if (fd < 0)
        return writerFailure(
            oe, QCoreApplication::translate("IrqWriter", "%1: cannot open for writing: %2")
                    .arg(path, errnoText(oe)));
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return writerFailure(
            EINVAL, QCoreApplication::translate("IrqWriter", "%1: not a regular file").arg(path));
    }
    return writeOneValue(fd, bytes, path);
}

IrqWriter::Io RootIrqWriter::readInterfaceIndex(const std::string &iface)
{
    Io io;
    const int dir = openInterfaceDir(iface, io);
    if (dir < 0)
        return io;
    const int fd = ::openat(dir, "ifindex", O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    const int oe = errno;
    ::close(dir);
    if (fd < 0)
        return writerFailure(oe, QCoreApplication::translate("IrqWriter", "%1: %2")
                                     .arg(queuePath(iface, {}, "ifindex"), errnoText(oe)));
    return readOneValue(fd, queuePath(iface, {}, "ifindex"));
}

IrqWriter::Io RootIrqWriter::readThreadStat(int pid)
{
    const QString path =
        (isLiveRoot() ? QString() : m_root) + QStringLiteral("/proc/%1/stat").arg(pid);
    if (pid <= 0)
        return writerFailure(EINVAL,
                             QCoreApplication::translate("IrqWriter", "%1: not a pid").arg(path));
    const QByteArray p = path.toLocal8Bit();
    const int fd = ::open(p.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return writerFailure(
            errno, QCoreApplication::translate("IrqWriter", "%1: %2").arg(path, errnoText(errno)));
    return readOneValue(fd, path);
}

IrqWriter::Io RootIrqWriter::readThreadAffinity(int pid)
{
    if (!isLiveRoot())
        return IrqWriter::readThreadAffinity(pid);
    // Grown until the kernel's cpumask fits (EINVAL while it does not).
    for (int cpus = 1024; cpus <= limits::kMaxCpus; cpus *= 2) {
        CpuMask mask(cpus);
        if (!mask.get())
            return writerFailure(ENOMEM, errnoText(ENOMEM));
        if (::sched_getaffinity(pid_t(pid), mask.bytes(), mask.get()) != 0) {
            if (errno == EINVAL)
                continue;
            return writerFailure(
                errno, QCoreApplication::translate("IrqWriter", "thread %1: sched_getaffinity: %2")
                           .arg(pid)
                           .arg(errnoText(errno)));
        }
        CpuSet set;
        for (int c = 0; c < mask.cpus(); ++c)
            if (CPU_ISSET_S(std::size_t(c), mask.bytes(), mask.get()))
                set.set(c);
        Io io;
        io.bytes = set.toList();
        return io;
    }
    return writerFailure(EINVAL, QCoreApplication::translate(
                                     "IrqWriter", "thread %1: more than %2 CPUs in its affinity")
                                     .arg(pid)
                                     .arg(limits::kMaxCpus));
}

IrqWriter::Io RootIrqWriter::writeThreadAffinity(int pid, const CpuSet &cpus)
{
    if (!isLiveRoot())
        return IrqWriter::writeThreadAffinity(pid, cpus);
    CpuMask mask(cpus.last() + 1);
    if (!mask.get())
        return writerFailure(ENOMEM, errnoText(ENOMEM));
    for (int c : cpus)
        CPU_SET_S(std::size_t(c), mask.bytes(), mask.get());
    if (::sched_setaffinity(pid_t(pid), mask.bytes(), mask.get()) != 0) {
        const int e = errno;
        return writerFailure(
            e, QCoreApplication::translate("IrqWriter",
                                           "thread %1: sched_setaffinity to %2 failed: %3 (%4)")
                   .arg(pid)
                   .arg(cpus.toListString(), errnoText(e), errnoName(e)));
    }
    return {};
}

Result<std::vector<KernelThread>> RootIrqWriter::kernelThreads()
{
    const DirHostSource host(m_root);
    return readKernelThreads(host, std::max(1L, ::sysconf(_SC_CLK_TCK)));
}

std::optional<NetdevQueueInfo> RootIrqWriter::netdevInfo()
{
    if (!isLiveRoot())
        return std::nullopt;
    return readNetdevNetlink();
}

IrqWriter::Io FaultyIrqWriter::writeQueueFile(const std::string &iface, const std::string &queue,
                                              const std::string &file, const std::string &bytes)
{
    if (const int err = nextWrite())
        return writerFailure(
            err,
            QCoreApplication::translate("IrqWriter", "/sys/class/net/%1/queues/%2/%3: write of "
                                                     "\"%4\" failed: %5 (%6, injected)")
                .arg(QString::fromStdString(iface), QString::fromStdString(queue),
                     QString::fromStdString(file), QString::fromStdString(bytes).trimmed(),
                     errnoText(err), errnoName(err)));
    return m_inner.writeQueueFile(iface, queue, file, bytes);
}

IrqWriter::Io FaultyIrqWriter::writeThreadAffinity(int pid, const CpuSet &cpus)
{
    if (const int err = nextWrite())
        return writerFailure(
            err, QCoreApplication::translate("IrqWriter",
                                             "thread %1: affinity %2 failed: %3 (%4, injected)")
                     .arg(pid)
                     .arg(cpus.toListString(), errnoText(err), errnoName(err)));
    return m_inner.writeThreadAffinity(pid, cpus);
}

} // namespace irqatlas
