#include "apply/journal.h"

#include "apply/steering.h"
#include "model/cpuset.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <set>
#include <utility>

namespace irqatlas {
namespace {

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

template <std::size_t N> int lookup(const Name (&table)[N], const QString &s)
{
    for (const auto &e : table)
        if (s == QLatin1String(e.n))
            return e.v;
    return -1;
}

// Optional: journals written before irqatlas banned IRQs in irqbalance
// have none. A handful of daemons at most, each once.
Status parseBans(const QJsonValue &v, Journal &j)
{
    if (v.isUndefined())
        return Ok{};
    if (!v.isArray() || v.toArray().size() > 16)
        return Error{QCoreApplication::translate(
            "Journal", "\"irqbalance\" must be an array of at most 16 objects")};
    std::set<int> pids;
    const QJsonArray arr = v.toArray();
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString where = QStringLiteral("irqbalance[%1]").arg(i);
        if (!arr.at(i).isObject())
            return Error{QCoreApplication::translate("Journal", "%1: not an object").arg(where)};
        auto ban = parseIrqbalanceBan(arr.at(i).toObject(), where);
        if (!ban.ok())
            return ban.error();
        if (!pids.insert(ban->pid).second)
            return Error{QCoreApplication::translate("Journal", "%1: pid %2 twice")
                             .arg(where)
                             .arg(ban->pid)};
        j.irqbalance.push_back(std::move(ban).value());
    }
    return Ok{};
}

QString entryState(const QJsonObject &o, JournalEntry::State &out)
{
    const int es = lookup(kEntryStates, o.value(QStringLiteral("state")).toString());
    if (es < 0)
        return QCoreApplication::translate("Journal", "unknown state \"%1\"")
            .arg(o.value(QStringLiteral("state")).toString());
    out = JournalEntry::State(es);
    return {};
}

// A string of at most 8 KiB (a 16384-CPU mask with commas is 4.6 KiB).
QString shortString(const QJsonObject &o, const char *key, std::string &out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isString() || v.toString().size() > 8192)
        return QCoreApplication::translate("Journal", "\"%1\" must be a string of at most 8 KiB")
            .arg(QLatin1String(key));
    out = v.toString().toStdString();
    return {};
}

QString parseThreadEntry(const QJsonObject &o, JournalThreadEntry &e)
{
    const QJsonValue pid = o.value(QStringLiteral("pid"));
    const double d = pid.toDouble(-1);
    if (!pid.isDouble() || d < 1 || d > kMaxJournalPid || d != std::floor(d))
        return QCoreApplication::translate("Journal", "\"pid\" must be an integer from 1 to %1")
            .arg(kMaxJournalPid);
    e.pid = int(d);
    // Ticks since boot: a decimal string, as a double would round it.
    const QString start = o.value(QStringLiteral("start_time")).toString();
    bool ok = false;
    e.startTime = start.toULongLong(&ok);
    if (!ok || start.size() > 20)
        return QCoreApplication::translate("Journal", "\"start_time\" must be a decimal string");
    if (QString p = shortString(o, "comm", e.comm); !p.isEmpty())
        return p;
    if (e.comm.size() > 15 || !classifyThreadName(e.comm))
        return QCoreApplication::translate(
            "Journal", "\"comm\" is not an irq/, napi/ or ksoftirqd/ kernel thread");
    for (const auto &[key, out] :
         {std::pair{"previous", &e.previous}, std::pair{"requested", &e.requested}}) {
        if (QString p = shortString(o, key, *out); !p.isEmpty())
            return p;
        auto cpus = CpuSet::parseList(*out);
        if (!cpus.ok() || cpus->empty())
            return QCoreApplication::translate("Journal", "\"%1\" is not a CPU list")
                .arg(QLatin1String(key));
    }
    return entryState(o, e.state);
}

QString parseQueueEntry(const QJsonObject &o, JournalQueueEntry &e)
{
    for (const auto &[key, out] :
         {std::pair{"interface", &e.interface}, std::pair{"queue", &e.queue},
          std::pair{"file", &e.file}, std::pair{"previous", &e.previous},
          std::pair{"requested", &e.requested}})
        if (QString p = shortString(o, key, *out); !p.isEmpty())
            return p;
    if (!validInterfaceName(e.interface) || !isQueueDirName(e.queue) || !isSteeringFile(e.file))
        return QCoreApplication::translate("Journal",
                                           "not a valid interface, queue or queue file name");
    for (const std::string *v : {&e.previous, &e.requested}) {
        QString problem;
        if (!parseQueueFileValue(e.file, *v, QString::fromStdString(e.file), &problem))
            return problem;
    }
    return entryState(o, e.state);
}

// Optional arrays: journals written before queue steering have neither.
template <typename Entry, typename Parse, typename Key>
Status parseSteeringArray(const QJsonValue &v, const char *name, std::vector<Entry> &out,
                          Parse parse, Key key)
{
    if (v.isUndefined())
        return Ok{};
    if (!v.isArray() || v.toArray().size() > kMaxJournalSteering)
        return Error{
            QCoreApplication::translate("Journal", "\"%1\" must be an array of at most %2 objects")
                .arg(QLatin1String(name))
                .arg(kMaxJournalSteering)};
    const QJsonArray arr = v.toArray();
    std::set<std::string> seen;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        Entry e;
        QString p = arr.at(i).isObject() ? parse(arr.at(i).toObject(), e)
                                         : QCoreApplication::translate("Journal", "not an object");
        if (p.isEmpty() && !seen.insert(key(e)).second)
            p = QCoreApplication::translate("Journal", "twice");
        if (!p.isEmpty())
            return Error{QStringLiteral("%1[%2]: %3").arg(QLatin1String(name)).arg(i).arg(p)};
        out.push_back(std::move(e));
    }
    return Ok{};
}

// The optional "threads" and "queue_files" arrays.
Status parseSteering(const QJsonObject &root, Journal &j)
{
    if (Status s = parseSteeringArray(
            root.value(QStringLiteral("threads")), "threads", j.threads, parseThreadEntry,
            [](const JournalThreadEntry &e) { return std::to_string(e.pid); });
        !s.ok())
        return s;
    if (Status s = parseSteeringArray(
            root.value(QStringLiteral("queue_files")), "queue_files", j.queueFiles, parseQueueEntry,
            [](const JournalQueueEntry &e) { return e.interface + '/' + e.queue + '/' + e.file; });
        !s.ok())
        return s;
    return Ok{};
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

namespace {

// The fields every kind of entry ends with: what was there, what was asked,
// and how far it got.
QJsonObject withOutcome(QJsonObject o, const std::string &previous, const std::string &requested,
                        JournalEntry::State state)
{
    o.insert(QStringLiteral("previous"), QString::fromStdString(previous));
    o.insert(QStringLiteral("requested"), QString::fromStdString(requested));
    o.insert(QStringLiteral("state"), journalEntryStateName(state));
    return o;
}

QJsonObject entryJson(const JournalEntry &e)
{
    return withOutcome({{QStringLiteral("irq"), e.irq}}, e.previous, e.requested, e.state);
}

QJsonObject threadJson(const JournalThreadEntry &t)
{
    return withOutcome({{QStringLiteral("pid"), t.pid},
                        {QStringLiteral("start_time"), QString::number(t.startTime)},
                        {QStringLiteral("comm"), QString::fromStdString(t.comm)}},
                       t.previous, t.requested, t.state);
}

QJsonObject queueFileJson(const JournalQueueEntry &q)
{
    return withOutcome({{QStringLiteral("interface"), QString::fromStdString(q.interface)},
                        {QStringLiteral("queue"), QString::fromStdString(q.queue)},
                        {QStringLiteral("file"), QString::fromStdString(q.file)}},
                       q.previous, q.requested, q.state);
}

template <typename Item, typename ToJson>
QJsonArray jsonArray(const std::vector<Item> &items, ToJson toJson)
{
    QJsonArray a;
    for (const Item &i : items)
        a.append(toJson(i));
    return a;
}

} // namespace

QByteArray writeJournalJson(const Journal &j)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("irqatlas-journal"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("state"), journalStateName(j.state));
    root.insert(QStringLiteral("created"), j.created);
    root.insert(QStringLiteral("updated"), j.updated);
    root.insert(QStringLiteral("entries"), jsonArray(j.entries, entryJson));
    // The optional arrays are left out when empty (the parser takes them as
    // optional).
    if (!j.threads.empty())
        root.insert(QStringLiteral("threads"), jsonArray(j.threads, threadJson));
    if (!j.queueFiles.empty())
        root.insert(QStringLiteral("queue_files"), jsonArray(j.queueFiles, queueFileJson));
    if (!j.irqbalance.empty())
        root.insert(QStringLiteral("irqbalance"), jsonArray(j.irqbalance, irqbalanceBanJson));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<Journal> parseJournal(const QByteArray &bytes, const QString &origin)
{
    auto fail = [&](const QString &what) {
        return Error{QStringLiteral("%1: %2").arg(origin, what)};
    };
    if (bytes.size() > kMaxJournalBytes)
        return fail(QCoreApplication::translate("Journal", "larger than %1 bytes, refused")
                        .arg(kMaxJournalBytes));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("Journal", "not valid JSON at offset %1: %2")
                        .arg(pe.offset)
                        .arg(pe.errorString()));
    if (!doc.isObject())
        return fail(
            QCoreApplication::translate("Journal", "not an irqatlas journal (not a JSON object)"));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("irqatlas-journal"))
        return fail(QCoreApplication::translate(
            "Journal", "not an irqatlas journal (\"format\" is not \"irqatlas-journal\")"));
    if (root.value(QStringLiteral("version")).toInt() != 1)
        return fail(QCoreApplication::translate("Journal", "unsupported journal version %1")
                        .arg(root.value(QStringLiteral("version")).toInt()));
    Journal j;
    const int st = lookup(kStates, root.value(QStringLiteral("state")).toString());
    if (st < 0)
        return fail(QCoreApplication::translate("Journal", "unknown journal state \"%1\"")
                        .arg(root.value(QStringLiteral("state")).toString()));
    j.state = Journal::State(st);
    j.created = root.value(QStringLiteral("created")).toString();
    j.updated = root.value(QStringLiteral("updated")).toString();
    if (!root.value(QStringLiteral("entries")).isArray())
        return fail(QCoreApplication::translate("Journal", "\"entries\" must be an array"));
    const QJsonArray arr = root.value(QStringLiteral("entries")).toArray();
    std::set<int> seen;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        if (!arr.at(i).isObject())
            return fail(QCoreApplication::translate("Journal", "entry %1: not an object").arg(i));
        const QJsonObject o = arr.at(i).toObject();
        JournalEntry e;
        // An IRQ number names a directory under /proc/irq: only a plain
        // integer in range is one ("25", "25.5", "-1", "1e9" are not).
        const QJsonValue irq = o.value(QStringLiteral("irq"));
        const double d = irq.toDouble(-1);
        if (!irq.isDouble() || d < 0 || d > kMaxJournalIrq || d != std::floor(d))
            return fail(QCoreApplication::translate(
                            "Journal", "entry %1: \"irq\" must be an integer from 0 to %2")
                            .arg(i)
                            .arg(kMaxJournalIrq));
        e.irq = int(d);
        if (!seen.insert(e.irq).second)
            return fail(QCoreApplication::translate("Journal", "entry %1 (irq %2): duplicate IRQ")
                            .arg(i)
                            .arg(e.irq));
        for (const auto &[key, out] :
             {std::pair{"previous", &e.previous}, std::pair{"requested", &e.requested}}) {
            const QJsonValue v = o.value(QLatin1String(key));
            if (!v.isString())
                return fail(
                    QCoreApplication::translate("Journal", "entry %1 (irq %2): missing \"%3\"")
                        .arg(i)
                        .arg(e.irq)
                        .arg(QLatin1String(key)));
            *out = v.toString().toStdString();
            auto cpus = CpuSet::parseList(*out);
            if (!cpus.ok())
                return fail(QCoreApplication::translate(
                                "Journal", "entry %1 (irq %2): \"%3\" is not a CPU list: %4")
                                .arg(i)
                                .arg(e.irq)
                                .arg(QLatin1String(key), cpus.errorString()));
        }
        const int es = lookup(kEntryStates, o.value(QStringLiteral("state")).toString());
        if (es < 0)
            return fail(
                QCoreApplication::translate("Journal", "entry %1 (irq %2): unknown state \"%3\"")
                    .arg(i)
                    .arg(e.irq)
                    .arg(o.value(QStringLiteral("state")).toString()));
        e.state = JournalEntry::State(es);
        j.entries.push_back(std::move(e));
    }
    if (Status s = parseBans(root.value(QStringLiteral("irqbalance")), j); !s.ok())
        return fail(s.errorString());
    if (Status s = parseSteering(root, j); !s.ok())
        return fail(s.errorString());
    return j;
}

Status saveJournal(const StateDir &dir, const QString &name, Journal &journal)
{
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (journal.created.isEmpty())
        journal.created = now;
    journal.updated = now;
    if (Status s = dir.replace(name, writeJournalJson(journal)); !s.ok())
        return Error{QCoreApplication::translate("Journal", "cannot write the journal: %1")
                         .arg(s.errorString())};
    return Ok{};
}

Result<Journal> loadJournal(const StateDir &dir, const QString &name, bool *notFound)
{
    auto bytes = dir.read(name, kMaxJournalBytes, notFound);
    if (!bytes.ok())
        return Error{QCoreApplication::translate("Journal", "cannot read the journal: %1")
                         .arg(bytes.errorString())};
    return parseJournal(*bytes, dir.pathOf(name));
}

QString confirmMarkerName(const QString &journalName)
{
    return QLatin1Char('.') + journalName + QStringLiteral(".confirm");
}

} // namespace irqatlas
