#include "procfs/irqbalancesocket.h"

#include "model/syserror.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace irqatlas {
namespace {

constexpr qsizetype kMaxAnswer = qsizetype(1) << 20;

// A connected socket, closed with this object.
class Fd
{
public:
    explicit Fd(int fd) : m_fd(fd) {}
    ~Fd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

// The file socket first, then the abstract one irqbalance falls back to
// when /run/irqbalance is not writable.
int connectTo(int pid, QString &name)
{
    const QByteArray base = "irqbalance" + QByteArray::number(pid) + ".sock";
    for (bool abstract : {false, true}) {
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        const QByteArray path = abstract ? base : "/run/irqbalance/" + base;
        std::memcpy(addr.sun_path + (abstract ? 1 : 0), path.constData(), std::size_t(path.size()));
        const auto len = socklen_t(offsetof(sockaddr_un, sun_path) + (abstract ? 1 : 0) +
                                   std::size_t(path.size()) + (abstract ? 0 : 1));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0)
            return -1;
        name =
            abstract ? QStringLiteral("@") + QString::fromLatin1(base) : QString::fromLatin1(path);
        if (::connect(fd, reinterpret_cast<const sockaddr *>(&addr), len) == 0)
            return fd;
        ::close(fd);
    }
    return -1;
}

// The command with SCM_CREDENTIALS: irqbalance reads them to answer root only.
bool sendWithCredentials(int fd, const QByteArray &command)
{
    iovec iov{const_cast<char *>(command.constData()), std::size_t(command.size())};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(ucred))] = {};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    cmsghdr *c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_CREDENTIALS;
    c->cmsg_len = CMSG_LEN(sizeof(ucred));
    const ucred cred{::getpid(), ::getuid(), ::getgid()};
    std::memcpy(CMSG_DATA(c), &cred, sizeof cred);
    return ::sendmsg(fd, &msg, MSG_NOSIGNAL) == command.size();
}

// Whoever listens on the name must be the daemon that was asked for.
Status checkOwner(int fd, int pid, const QString &name)
{
    ucred peer{};
    socklen_t len = sizeof peer;
    if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &len) != 0)
        return Error{
            QCoreApplication::translate("IrqbalanceSocket", "%1: %2").arg(name, errnoText(errno))};
    if (peer.pid != pid || (::geteuid() == 0 && peer.uid != 0))
        return Error{QCoreApplication::translate(
                         "IrqbalanceSocket",
                         "%1 belongs to pid %2 (uid %3), not to irqbalance (pid %4): nothing sent")
                         .arg(name)
                         .arg(peer.pid)
                         .arg(peer.uid)
                         .arg(pid)};
    return Ok{};
}

// Whether /proc/PID/status says the process's real uid (the first field of
// "Uid:") is 0. Anyone may name a process irqbalance and bind its socket
// name; only root's daemon can move an IRQ, and only it answers the helper.
bool runsAsRoot(const HostSource &host, const QString &pid)
{
    const auto status = host.tryRead(QStringLiteral("/proc/") + pid + QStringLiteral("/status"));
    if (!status)
        return false;
    for (const QByteArray &line : status->split('\n'))
        if (line.startsWith("Uid:")) {
            const QList<QByteArray> ids = line.mid(4).simplified().split(' ');
            return ids.value(0) == "0";
        }
    return false;
}

} // namespace

std::vector<int> irqbalancePids(const HostSource &host)
{
    std::vector<int> pids;
    auto entries = host.listDir(QStringLiteral("/proc"));
    if (!entries.ok())
        return pids;
    for (const QString &e : *entries) {
        bool numeric = false;
        const int pid = e.toInt(&numeric);
        if (!numeric || pid <= 0)
            continue;
        if (auto comm = host.tryRead(QStringLiteral("/proc/") + e + QStringLiteral("/comm")))
            if (comm->trimmed() == "irqbalance" && runsAsRoot(host, e))
                pids.push_back(pid);
    }
    std::sort(pids.begin(), pids.end());
    return pids;
}

Result<QByteArray> askIrqbalance(int pid, const QByteArray &command, int timeoutMs,
                                 bool *unreachable)
{
    QString name;
    Fd fd(connectTo(pid, name));
    if (unreachable)
        *unreachable = fd.get() < 0;
    if (fd.get() < 0)
        return Error{QCoreApplication::translate(
                         "IrqbalanceSocket",
                         "cannot reach irqbalance (pid %1) at %2: %3 (it answers root only; "
                         "irqbalance before 1.8 has no socket)")
                         .arg(pid)
                         .arg(name, errnoText(errno))};
    if (Status owner = checkOwner(fd.get(), pid, name); !owner.ok())
        return owner.error();
    if (!sendWithCredentials(fd.get(), command))
        return Error{QCoreApplication::translate("IrqbalanceSocket", "%1: cannot send %2: %3")
                         .arg(name, QString::fromLatin1(command), errnoText(errno))};
    QByteArray answer;
    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        pollfd p{fd.get(), POLLIN, 0};
        const int n = ::poll(&p, 1, int(std::max<qint64>(deadline.remainingTime(), 0)));
        if (n == 0)
            return Error{
                QCoreApplication::translate("IrqbalanceSocket", "%1: no answer to %2 within %3 s")
                    .arg(name, QString::fromLatin1(command))
                    .arg(timeoutMs / 1000.0)};
        if (n < 0 && errno == EINTR)
            continue;
        char buf[65536];
        const ssize_t got = n < 0 ? -1 : ::read(fd.get(), buf, sizeof buf);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return Error{QCoreApplication::translate("IrqbalanceSocket", "%1: %2")
                             .arg(name, errnoText(errno))};
        if (got == 0)
            return answer;
        if (answer.size() + got > kMaxAnswer)
            return Error{QCoreApplication::translate("IrqbalanceSocket",
                                                     "%1: more than %2 bytes in answer to %3")
                             .arg(name)
                             .arg(kMaxAnswer)
                             .arg(QString::fromLatin1(command))};
        answer.append(buf, got);
    }
}

Result<IrqbalanceView> parseIrqbalanceAnswers(int pid, const QByteArray &stats,
                                              const QByteArray &setup)
{
    const QString source = QStringLiteral("irqbalance[%1]").arg(pid);
    IrqbalanceView view;
    auto tree = parseIrqbalanceStats(std::string_view(stats.constData(), std::size_t(stats.size())),
                                     source + QStringLiteral(" stats"));
    if (!tree.ok())
        return tree.error();
    view.nodes = std::move(tree).value();
    if (Status s =
            parseIrqbalanceSetup(std::string_view(setup.constData(), std::size_t(setup.size())),
                                 source + QStringLiteral(" setup"), view);
        !s.ok())
        return s.error();
    return view;
}

Result<IrqbalanceView> readIrqbalanceView(int pid, int timeoutMs)
{
    auto stats = askIrqbalance(pid, "stats", timeoutMs);
    if (!stats.ok())
        return stats.error();
    auto setup = askIrqbalance(pid, "setup", timeoutMs);
    if (!setup.ok())
        return setup.error();
    return parseIrqbalanceAnswers(pid, *stats, *setup);
}

QByteArray irqbalanceAnswersJson(int pid, const QByteArray &stats, const QByteArray &setup)
{
    const QJsonObject o{{QStringLiteral("format"), QStringLiteral("irqatlas-irqbalance-answers")},
                        {QStringLiteral("version"), 1},
                        {QStringLiteral("pid"), pid},
                        {QStringLiteral("stats"), QString::fromLatin1(stats)},
                        {QStringLiteral("setup"), QString::fromLatin1(setup)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Result<IrqbalanceAnswers> readIrqbalanceAnswersJson(const QByteArray &bytes, const QString &origin)
{
    auto fail = [&](const QString &what) {
        return Error{QStringLiteral("%1: %2").arg(origin, what)};
    };
    // Two answers of at most 1 MiB each, escaped.
    constexpr qsizetype kMax = qsizetype(4) << 20;
    if (bytes.size() > kMax)
        return fail(
            QCoreApplication::translate("IrqbalanceSocket", "more than %1 bytes").arg(kMax));
    QJsonParseError pe;
    const QJsonObject o = QJsonDocument::fromJson(bytes, &pe).object();
    if (pe.error != QJsonParseError::NoError ||
        o.value(QStringLiteral("format")).toString() !=
            QLatin1String("irqatlas-irqbalance-answers") ||
        o.value(QStringLiteral("version")).toInt() != 1)
        return fail(QCoreApplication::translate(
            "IrqbalanceSocket", "not irqbalance's answers from irqatlas-helper (format, version "
                                "or JSON)"));
    const double pid = o.value(QStringLiteral("pid")).toDouble(-1);
    if (pid < 1 || pid > (1 << 22) || pid != std::floor(pid))
        return fail(QCoreApplication::translate("IrqbalanceSocket", "\"pid\" is not a process id"));
    const QJsonValue stats = o.value(QStringLiteral("stats"));
    const QJsonValue setup = o.value(QStringLiteral("setup"));
    if (!stats.isString() || !setup.isString())
        return fail(QCoreApplication::translate("IrqbalanceSocket",
                                                "\"stats\" and \"setup\" must be strings"));
    auto view =
        parseIrqbalanceAnswers(int(pid), stats.toString().toLatin1(), setup.toString().toLatin1());
    if (!view.ok())
        return fail(view.errorString());
    return IrqbalanceAnswers{int(pid), std::move(view).value()};
}

} // namespace irqatlas
