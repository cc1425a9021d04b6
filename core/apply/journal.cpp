#include "apply/journal.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace irqatlas {
namespace {

QString sysError(int err) { return QString::fromLocal8Bit(std::strerror(err)); }

constexpr std::size_t kMaxJournal = 16 * 1024 * 1024;

struct Name
{
    int v;
    const char *n;
};
constexpr Name kStates[] = {{int(Journal::State::Applying), "applying"},
                            {int(Journal::State::Applied), "applied"},
                            {int(Journal::State::AwaitingConfirm), "awaiting-confirm"},
                            {int(Journal::State::Confirmed), "confirmed"},
                            {int(Journal::State::RolledBack), "rolled-back"},
                            {int(Journal::State::RollbackIncomplete), "rollback-incomplete"}};
constexpr Name kEntryStates[] = {{int(JournalEntry::State::Pending), "pending"},
                                 {int(JournalEntry::State::Writing), "writing"},
                                 {int(JournalEntry::State::Written), "written"},
                                 {int(JournalEntry::State::Restored), "restored"},
                                 {int(JournalEntry::State::RestoreFailed), "restore-failed"}};

template <std::size_t N>
int lookup(const Name (&table)[N], const QString &s)
{
    for (const auto &e : table)
        if (s == QLatin1String(e.n))
            return e.v;
    return -1;
}

int writeAllFd(int fd, const QByteArray &b)
{
    qsizetype off = 0;
    while (off < b.size()) {
        const ssize_t n = ::write(fd, b.constData() + off, std::size_t(b.size() - off));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        off += n;
    }
    return 0;
}

} // namespace

QString journalStateName(Journal::State s)
{
    for (const auto &e : kStates)
        if (e.v == int(s))
            return QLatin1String(e.n);
    return {};
}

QString journalEntryStateName(JournalEntry::State s)
{
    for (const auto &e : kEntryStates)
        if (e.v == int(s))
            return QLatin1String(e.n);
    return {};
}

QByteArray writeJournalJson(const Journal &j)
{
    QJsonArray entries;
    for (const auto &e : j.entries) {
        QJsonObject o;
        o.insert(QStringLiteral("irq"), e.irq);
        o.insert(QStringLiteral("previous"), QString::fromStdString(e.previous));
        o.insert(QStringLiteral("requested"), QString::fromStdString(e.requested));
        o.insert(QStringLiteral("state"), journalEntryStateName(e.state));
        entries.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("irqatlas-journal"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("state"), journalStateName(j.state));
    root.insert(QStringLiteral("created"), j.created);
    root.insert(QStringLiteral("updated"), j.updated);
    root.insert(QStringLiteral("entries"), entries);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<Journal> parseJournal(const QByteArray &bytes, const QString &origin)
{
    auto fail = [&](const QString &what) { return Error{QStringLiteral("%1: %2").arg(origin, what)}; };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("Journal", "not valid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("irqatlas-journal"))
        return fail(QCoreApplication::translate("Journal", "not an irqatlas journal (\"format\" is not \"irqatlas-journal\")"));
    if (root.value(QStringLiteral("version")).toInt() != 1)
        return fail(QCoreApplication::translate("Journal", "unsupported journal version %1").arg(root.value(QStringLiteral("version")).toInt()));
    Journal j;
    const int st = lookup(kStates, root.value(QStringLiteral("state")).toString());
    if (st < 0)
        return fail(QCoreApplication::translate("Journal", "unknown journal state \"%1\"").arg(root.value(QStringLiteral("state")).toString()));
    j.state = Journal::State(st);
    j.created = root.value(QStringLiteral("created")).toString();
    j.updated = root.value(QStringLiteral("updated")).toString();
    const QJsonArray arr = root.value(QStringLiteral("entries")).toArray();
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QJsonObject o = arr.at(i).toObject();
        JournalEntry e;
        const QJsonValue irq = o.value(QStringLiteral("irq"));
        if (!irq.isDouble() || irq.toInt(-1) < 0)
            return fail(QCoreApplication::translate("Journal", "entry %1: \"irq\" must be a non-negative integer").arg(i));
        e.irq = irq.toInt();
        if (!o.value(QStringLiteral("previous")).isString())
            return fail(QCoreApplication::translate("Journal", "entry %1 (irq %2): missing \"previous\"").arg(i).arg(e.irq));
        e.previous = o.value(QStringLiteral("previous")).toString().toStdString();
        e.requested = o.value(QStringLiteral("requested")).toString().toStdString();
        const int es = lookup(kEntryStates, o.value(QStringLiteral("state")).toString());
        if (es < 0)
            return fail(QCoreApplication::translate("Journal", "entry %1 (irq %2): unknown state \"%3\"")
                            .arg(i)
                            .arg(e.irq)
                            .arg(o.value(QStringLiteral("state")).toString()));
        e.state = JournalEntry::State(es);
        j.entries.push_back(std::move(e));
    }
    return j;
}

Status saveJournal(const QString &path, Journal &journal)
{
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (journal.created.isEmpty())
        journal.created = now;
    journal.updated = now;
    const QByteArray bytes = writeJournalJson(journal);

    const QString tmp = path + QStringLiteral(".tmp");
    const QByteArray tmpPath = tmp.toLocal8Bit();
    const QByteArray finalPath = path.toLocal8Bit();
    const int fd = ::open(tmpPath.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return Error{QCoreApplication::translate("Journal", "%1: cannot write the journal: %2").arg(tmp, sysError(errno))};
    int e = writeAllFd(fd, bytes);
    if (e == 0 && ::fsync(fd) != 0)
        e = errno;
    if (::close(fd) != 0 && e == 0)
        e = errno;
    if (e) {
        ::unlink(tmpPath.constData());
        return Error{QCoreApplication::translate("Journal", "%1: cannot write the journal: %2").arg(tmp, sysError(e))};
    }
    if (::rename(tmpPath.constData(), finalPath.constData()) != 0) {
        e = errno;
        ::unlink(tmpPath.constData());
        return Error{QCoreApplication::translate("Journal", "%1: cannot replace the journal: %2").arg(path, sysError(e))};
    }
    // The rename is durable only once the directory entry is on disk.
    const QByteArray dir = QFileInfo(path).absolutePath().toLocal8Bit();
    const int dfd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd < 0)
        return Error{QCoreApplication::translate("Journal", "%1: cannot open the journal directory: %2").arg(QString::fromLocal8Bit(dir), sysError(errno))};
    e = ::fsync(dfd) != 0 ? errno : 0;
    ::close(dfd);
    if (e)
        return Error{QCoreApplication::translate("Journal", "%1: cannot sync the journal directory: %2").arg(QString::fromLocal8Bit(dir), sysError(e))};
    return Ok{};
}

Result<Journal> loadJournal(const QString &path, bool *notFound)
{
    if (notFound)
        *notFound = false;
    const QByteArray p = path.toLocal8Bit();
    const int fd = ::open(p.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        const int e = errno;
        if (notFound && e == ENOENT)
            *notFound = true;
        return Error{QCoreApplication::translate("Journal", "%1: cannot read the journal: %2").arg(path, sysError(e))};
    }
    QByteArray bytes;
    char buf[8192];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        bytes.append(buf, n);
        if (std::size_t(bytes.size()) > kMaxJournal)
            break;
    }
    ::close(fd);
    if (std::size_t(bytes.size()) > kMaxJournal)
        return Error{QCoreApplication::translate("Journal", "%1: journal larger than %2 bytes").arg(path).arg(kMaxJournal)};
    return parseJournal(bytes, path);
}

QString confirmFilePath(const QString &journalPath) { return journalPath + QStringLiteral(".confirm"); }

} // namespace irqatlas
