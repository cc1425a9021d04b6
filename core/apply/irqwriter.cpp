#include "apply/irqwriter.h"

#include "model/syserror.h"
#include "procfs/irqfiles.h"

#include <QCoreApplication>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace irqatlas {

RootIrqWriter::RootIrqWriter(QString root) : m_root(std::move(root))
{
    while (m_root.size() > 1 && m_root.endsWith(QLatin1Char('/')))
        m_root.chop(1);
}

RootIrqWriter::~RootIrqWriter()
{
    if (m_irqDir >= 0)
        ::close(m_irqDir);
}

QString RootIrqWriter::pathOf(int irq, const char *file) const
{
    const QString base = m_root == QLatin1String("/") ? QString() : m_root;
    QString p = base + QStringLiteral("/proc/irq/%1").arg(irq);
    if (file)
        p += QLatin1Char('/') + QLatin1String(file);
    return p;
}

Status RootIrqWriter::open()
{
    const QString base = m_root == QLatin1String("/") ? QString() : m_root;
    const QString path = base + QStringLiteral("/proc/irq");
    const QByteArray p = path.toLocal8Bit();
    m_irqDir = ::open(p.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (m_irqDir < 0)
        return Error{QCoreApplication::translate("IrqWriter", "%1: cannot open: %2")
                         .arg(path, errnoText(errno))};
    return Ok{};
}

IrqWriter::Io RootIrqWriter::probe(int irq)
{
    if (m_irqDir < 0)
        return writerFailure(
            EBADF,
            QCoreApplication::translate("IrqWriter", "%1: not opened").arg(pathOf(irq, nullptr)));
    if (irq < 0)
        return writerFailure(
            EINVAL, QCoreApplication::translate("IrqWriter", "IRQ %1: not a valid interrupt number")
                        .arg(irq));
    const QByteArray name = QByteArray::number(irq); // digits only, by construction
    const int dir =
        ::openat(m_irqDir, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir < 0) {
        const int e = errno;
        if (e == ELOOP || e == ENOTDIR)
            return writerFailure(
                e, QCoreApplication::translate("IrqWriter",
                                               "%1: not a directory (symlinks are not followed)")
                       .arg(pathOf(irq, nullptr)));
        return writerFailure(e,
                             QCoreApplication::translate("IrqWriter", "%1: no such interrupt (%2)")
                                 .arg(pathOf(irq, nullptr), errnoText(e)));
    }
    struct stat st;
    const int r = ::fstatat(dir, "smp_affinity_list", &st, AT_SYMLINK_NOFOLLOW);
    const int e = errno;
    ::close(dir);
    if (r != 0)
        return writerFailure(e, QCoreApplication::translate("IrqWriter", "%1: %2")
                                    .arg(pathOf(irq, "smp_affinity_list"), errnoText(e)));
    if (!S_ISREG(st.st_mode))
        return writerFailure(EINVAL,
                             QCoreApplication::translate("IrqWriter", "%1: not a regular file")
                                 .arg(pathOf(irq, "smp_affinity_list")));
    return {};
}

IrqWriter::Io RootIrqWriter::readIn(int irq, const char *file)
{
    if (m_irqDir < 0 || irq < 0)
        return writerFailure(
            EBADF,
            QCoreApplication::translate("IrqWriter", "%1: not opened").arg(pathOf(irq, file)));
    const QByteArray name = QByteArray::number(irq);
    const int dir =
        ::openat(m_irqDir, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir < 0)
        return writerFailure(errno, QCoreApplication::translate("IrqWriter", "%1: %2")
                                        .arg(pathOf(irq, nullptr), errnoText(errno)));
    const int fd = ::openat(dir, file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    const int oe = errno;
    ::close(dir);
    if (fd < 0)
        return writerFailure(oe, QCoreApplication::translate("IrqWriter", "%1: %2")
                                     .arg(pathOf(irq, file), errnoText(oe)));
    return readOneValue(fd, pathOf(irq, file));
}

IrqWriter::Io RootIrqWriter::readAffinityList(int irq)
{
    return readIn(irq, "smp_affinity_list");
}
IrqWriter::Io RootIrqWriter::readEffectiveList(int irq)
{
    return readIn(irq, "effective_affinity_list");
}

IrqWriter::Io RootIrqWriter::writeAffinityList(int irq, const std::string &bytes)
{
    const QString path = pathOf(irq, "smp_affinity_list");
    if (m_irqDir < 0 || irq < 0)
        return writerFailure(EBADF,
                             QCoreApplication::translate("IrqWriter", "%1: not opened").arg(path));
    const QByteArray name = QByteArray::number(irq);
    const int dir =
        ::openat(m_irqDir, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir < 0)
        return writerFailure(errno, QCoreApplication::translate("IrqWriter", "%1: %2")
                                        .arg(pathOf(irq, nullptr), errnoText(errno)));
    // No O_CREAT: a file that is not there is never made. O_TRUNC matters
    // only for test trees (procfs ignores it).
    const int fd = ::openat(dir, "smp_affinity_list", O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);
    const int oe = errno;
    ::close(dir);
    if (fd < 0)
        return writerFailure(
            oe, QCoreApplication::translate("IrqWriter", "%1: cannot open for writing: %2")
                    .arg(path, errnoText(oe)));
    return writeOneValue(fd, bytes, path);
}

Result<CpuSet> RootIrqWriter::onlineCpus()
{
    const QString base = m_root == QLatin1String("/") ? QString() : m_root;
    const QString path = base + QStringLiteral("/sys/devices/system/cpu/online");
    const QByteArray p = path.toLocal8Bit();
    const int fd = ::open(p.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return Error{QCoreApplication::translate("IrqWriter", "%1: cannot open: %2")
                         .arg(path, errnoText(errno))};
    const Io in = readOneValue(fd, path);
    if (!in.ok())
        return Error{in.message};
    auto set = parseIrqCpuList(in.bytes, path);
    if (set.ok() && set->empty())
        return Error{QCoreApplication::translate("IrqWriter", "%1: no CPU is online").arg(path)};
    return set;
}

IrqWriter::Io FaultyIrqWriter::readAffinityList(int irq)
{
    if (irq == m_fakeIrq && m_fakeArmed) {
        Io io;
        io.bytes = m_fakeBytes;
        return io;
    }
    return m_inner.readAffinityList(irq);
}

int FaultyIrqWriter::nextWrite()
{
    if (m_sleepMs > 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(m_sleepMs));
    if (m_stopAt > 0 && m_writes + 1 == m_stopAt)
        ::raise(SIGSTOP);
    ++m_writes;
    return m_writes == m_failAt ? m_failErr : 0;
}

IrqWriter::Io FaultyIrqWriter::writeAffinityList(int irq, const std::string &bytes)
{
    int err = nextWrite();
    if (irq == m_failIrq)
        err = m_failIrqErr;
    if (err)
        return writerFailure(
            err, QCoreApplication::translate(
                     "IrqWriter",
                     "/proc/irq/%1/smp_affinity_list: write of \"%2\" failed: %3 (%4, injected)")
                     .arg(irq)
                     .arg(QString::fromStdString(bytes).trimmed(), errnoText(err), errnoName(err)));
    Io io = m_inner.writeAffinityList(irq, bytes);
    if (io.ok() && irq == m_fakeIrq)
        m_fakeArmed = true;
    return io;
}

namespace {
struct ErrName
{
    int err;
    const char *name;
};
constexpr ErrName kErrNames[] = {{EIO, "EIO"},         {EINVAL, "EINVAL"}, {ENOSPC, "ENOSPC"},
                                 {EPERM, "EPERM"},     {EACCES, "EACCES"}, {ENOENT, "ENOENT"},
                                 {EBUSY, "EBUSY"},     {ENOMEM, "ENOMEM"}, {ELOOP, "ELOOP"},
                                 {ENOTDIR, "ENOTDIR"}, {EROFS, "EROFS"}};
} // namespace

int errnoFromName(const QString &name)
{
    for (const auto &e : kErrNames)
        if (name == QLatin1String(e.name))
            return e.err;
    return 0;
}

QString errnoName(int err)
{
    for (const auto &e : kErrNames)
        if (e.err == err)
            return QLatin1String(e.name);
    return QStringLiteral("errno %1").arg(err);
}

IrqWriter::Io writerFailure(int err, const QString &what)
{
    IrqWriter::Io io;
    io.err = err;
    io.message = what;
    return io;
}

namespace {
int readSmallFile(int fd, std::string &out)
{
    constexpr std::size_t kMaxFile = 64 * 1024;
    char buf[4096];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return 0;
        out.append(buf, std::size_t(n));
        if (out.size() > kMaxFile)
            return EFBIG;
    }
}
} // namespace

IrqWriter::Io readOneValue(int fd, const QString &path)
{
    IrqWriter::Io io;
    io.err = readSmallFile(fd, io.bytes);
    ::close(fd);
    if (io.err)
        io.message =
            QCoreApplication::translate("IrqWriter", "%1: %2").arg(path, errnoText(io.err));
    return io;
}

IrqWriter::Io writeOneValue(int fd, const std::string &bytes, const QString &path)
{
    ssize_t n;
    do {
        n = ::write(fd, bytes.data(), bytes.size());
    } while (n < 0 && errno == EINTR);
    int we = n < 0 ? errno : (std::size_t(n) != bytes.size() ? EIO : 0);
    if (::close(fd) != 0 && we == 0)
        we = errno;
    if (we)
        return writerFailure(
            we,
            QCoreApplication::translate("IrqWriter", "%1: write of \"%2\" failed: %3 (%4)")
                .arg(path, QString::fromStdString(bytes).trimmed(), errnoText(we), errnoName(we)));
    return {};
}

} // namespace irqatlas
