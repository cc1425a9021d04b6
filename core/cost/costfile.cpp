#include "cost/costfile.h"

#include "model/cappedread.h"
#include "model/inputlimits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace irqatlas {
namespace {

// JSON numbers are doubles: counts and nanoseconds are exact up to 2^53.
constexpr double kMaxExact = 9007199254740992.0;
// A measurement lasts at most a minute; a day leaves room for files other
// tools convert, and keeps per-second weights finite.
constexpr double kMaxSeconds = 86400;
// Shares of the window: a little above 100 where clocks round, never more.
constexpr double kMaxPct = 1000;
constexpr qsizetype kMaxKeyChars = 32;
constexpr qsizetype kMaxNameChars = 1024;
constexpr qsizetype kMaxNotes = 64;

// Where in the file a check failed, for the message.
class Reader
{
public:
    explicit Reader(QString name) : m_name(std::move(name)) {}

    Error error(const QString &where, const QString &what) const
    {
        return Error{where.isEmpty() ? QStringLiteral("%1: %2").arg(m_name, what)
                                     : QStringLiteral("%1: %2: %3").arg(m_name, where, what)};
    }

    // A whole number of 0 or more; `fallback` when absent.
    bool count(const QJsonObject &o, const char *key, std::uint64_t &out,
               std::optional<std::uint64_t> fallback, const QString &where, Error &err) const
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() && fallback) {
            out = *fallback;
            return true;
        }
        return whole(v, QStringLiteral("\"%1\"").arg(QLatin1String(key)), out, where, err);
    }

    bool whole(const QJsonValue &v, const QString &what, std::uint64_t &out, const QString &where,
               Error &err) const
    {
        const double d = v.toDouble(-1);
        if (!v.isDouble() || !(d >= 0) || d > kMaxExact || std::floor(d) != d) {
            err = error(where, QCoreApplication::translate("CostFile",
                                                           "%1 is not a whole number of 0 or more")
                                   .arg(what));
            return false;
        }
        out = std::uint64_t(d);
        return true;
    }

    bool cpuId(const QJsonValue &v, int &out, const QString &where, Error &err) const
    {
        const double d = v.toDouble(-1);
        if (!v.isDouble() || !(d >= 0) || d > limits::kMaxCpuId || std::floor(d) != d) {
            err = error(where,
                        QCoreApplication::translate("CostFile", "\"cpu\" is not a CPU id (0 to %1)")
                            .arg(limits::kMaxCpuId));
            return false;
        }
        out = int(d);
        return true;
    }

    // null or absent: no value.
    bool pct(const QJsonObject &o, const char *key, std::optional<double> &out,
             const QString &where, Error &err) const
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isNull() || v.isUndefined())
            return true;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || !(d >= 0) || d > kMaxPct) {
            err = error(
                where, QCoreApplication::translate("CostFile", "\"%1\" is not a share of 0 to %2 %")
                           .arg(QLatin1String(key))
                           .arg(kMaxPct));
            return false;
        }
        out = d;
        return true;
    }

    bool key(const QJsonValue &v, const char *field, qsizetype maxChars, std::string &out,
             const QString &where, Error &err) const
    {
        const QString s = v.toString();
        bool ok = v.isString() && !s.isEmpty() && s.size() <= maxChars;
        for (QChar c : s)
            ok = ok && c.unicode() < 128 &&
                 (c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-'));
        if (!ok) {
            err = error(where, QCoreApplication::translate(
                                   "CostFile", "\"%1\" is not 1 to %2 letters, digits, '_' or '-'")
                                   .arg(QLatin1String(field))
                                   .arg(maxChars));
            return false;
        }
        out = s.toStdString();
        return true;
    }

    const QString &name() const { return m_name; }

private:
    QString m_name;
};

bool readIrqCpus(const Reader &rd, const QJsonObject &q, const char *field,
                 std::map<int, std::uint64_t> &out, const QString &where, Error &err)
{
    const QJsonValue v = q.value(QLatin1String(field));
    if (v.isUndefined() || v.isNull())
        return true;
    const QString at = where + QLatin1Char('.') + QLatin1String(field);
    if (!v.isObject()) {
        err = rd.error(
            at, QCoreApplication::translate("CostFile", "not an object of CPU id to number"));
        return false;
    }
    const QJsonObject o = v.toObject();
    if (o.size() > limits::kMaxCpus) {
        err = rd.error(
            at, QCoreApplication::translate("CostFile", "more than %1 CPUs").arg(limits::kMaxCpus));
        return false;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        bool ok = false;
        const int cpu = it.key().toInt(&ok);
        if (!ok || cpu < 0 || cpu > limits::kMaxCpuId) {
            err = rd.error(
                at, QCoreApplication::translate("CostFile", "\"%1\" is not a CPU id (0 to %2)")
                        .arg(it.key().left(kMaxKeyChars))
                        .arg(limits::kMaxCpuId));
            return false;
        }
        std::uint64_t n = 0;
        if (!rd.whole(it.value(), QStringLiteral("CPU %1").arg(cpu), n, at, err))
            return false;
        out[cpu] = n;
    }
    return true;
}

bool readIrq(const Reader &rd, const QJsonValue &v, const QString &where, CostIrqRow &row,
             Error &err)
{
    if (!v.isObject()) {
        err = rd.error(where, QCoreApplication::translate("CostFile", "not an object"));
        return false;
    }
    const QJsonObject q = v.toObject();
    IrqCost &c = row.cost;
    if (!rd.key(q.value(QStringLiteral("irq")), "irq", kMaxKeyChars, c.irq, where, err) ||
        !rd.count(q, "ns", c.ns, std::nullopt, where, err) ||
        !rd.count(q, "count", c.count, 0, where, err) ||
        !rd.count(q, "paired", c.paired, c.count, where, err) ||
        !readIrqCpus(rd, q, "cpus", c.cpuNs, where, err) ||
        !readIrqCpus(rd, q, "cpu_counts", c.cpuCount, where, err))
        return false;
    const QJsonValue name = q.value(QStringLiteral("name"));
    if (!name.isUndefined() && (!name.isString() || name.toString().size() > kMaxNameChars)) {
        err = rd.error(where, QCoreApplication::translate(
                                  "CostFile", "\"name\" is not text of at most %1 characters")
                                  .arg(kMaxNameChars));
        return false;
    }
    c.name = name.toString().toStdString();
    row.nsPerRun = c.paired > 0 ? c.ns / c.paired : 0;
    std::uint64_t proc = 0;
    const QJsonValue pv = q.value(QStringLiteral("proc_interrupts"));
    if (!pv.isUndefined() && !pv.isNull()) {
        if (!rd.count(q, "proc_interrupts", proc, std::nullopt, where, err))
            return false;
        row.procInterrupts = proc;
    }
    return true;
}

bool readCpu(const Reader &rd, const QJsonValue &v, const QString &where, CostCpuRow &row,
             Error &err)
{
    if (!v.isObject()) {
        err = rd.error(where, QCoreApplication::translate("CostFile", "not an object"));
        return false;
    }
    const QJsonObject o = v.toObject();
    return rd.cpuId(o.value(QStringLiteral("cpu")), row.cpu, where, err) &&
           rd.pct(o, "hardirq_pct", row.hardirqPct, where, err) &&
           rd.pct(o, "softirq_pct", row.softirqPct, where, err) &&
           rd.pct(o, "idle_pct", row.idlePct, where, err) &&
           rd.count(o, "hardirq_ns", row.hardirqNs, 0, where, err) &&
           rd.count(o, "softirq_ns", row.softirqNs, 0, where, err);
}

bool readSoftirq(const Reader &rd, const QJsonValue &v, const QString &where, SoftirqCost &s,
                 Error &err)
{
    if (!v.isObject()) {
        err = rd.error(where, QCoreApplication::translate("CostFile", "not an object"));
        return false;
    }
    const QJsonObject o = v.toObject();
    return rd.key(o.value(QStringLiteral("type")), "type", kMaxKeyChars, s.type, where, err) &&
           rd.cpuId(o.value(QStringLiteral("cpu")), s.cpu, where, err) &&
           rd.count(o, "count", s.count, 0, where, err) && rd.count(o, "ns", s.ns, 0, where, err);
}

// Each entry of an optional array through `one`, with at most `cap` entries.
template <typename T, typename F>
bool readArray(const Reader &rd, const QJsonObject &root, const char *field, qsizetype cap,
               std::vector<T> &out, F one, Error &err)
{
    const QJsonValue v = root.value(QLatin1String(field));
    if (v.isUndefined())
        return true;
    if (!v.isArray()) {
        err =
            rd.error(QLatin1String(field), QCoreApplication::translate("CostFile", "not an array"));
        return false;
    }
    const QJsonArray a = v.toArray();
    if (a.size() > cap) {
        err = rd.error(QLatin1String(field),
                       QCoreApplication::translate("CostFile", "more than %1 entries").arg(cap));
        return false;
    }
    out.resize(std::size_t(a.size()));
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!one(rd, a.at(i), QStringLiteral("%1[%2]").arg(QLatin1String(field)).arg(i),
                 out[std::size_t(i)], err))
            return false;
    return true;
}

Result<QJsonObject> costObject(const Reader &rd, const QByteArray &bytes)
{
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return rd.error({}, QCoreApplication::translate("CostFile", "not JSON (offset %1: %2)")
                                .arg(pe.offset)
                                .arg(pe.errorString()));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("irqatlas-cost") ||
        o.value(QStringLiteral("version")).toDouble() != 1)
        return rd.error({}, QCoreApplication::translate(
                                "CostFile", "not a cost measurement of irqatlas-cli cost (format "
                                            "\"irqatlas-cost\", version 1)"));
    return o;
}

} // namespace

Result<CostReport> parseCostJson(const QByteArray &bytes, const QString &name)
{
    const Reader rd(name);
    auto obj = costObject(rd, bytes);
    if (!obj)
        return obj.error();
    CostReport r;
    r.seconds = obj->value(QStringLiteral("seconds")).toDouble();
    if (!(r.seconds > 0) || r.seconds > kMaxSeconds)
        return rd.error(
            QStringLiteral("seconds"),
            QCoreApplication::translate("CostFile", "not a duration above 0 and at most %1 s")
                .arg(kMaxSeconds));
    r.requestedSeconds = obj->value(QStringLiteral("requested_seconds")).toDouble(r.seconds);
    if (!std::isfinite(r.requestedSeconds))
        r.requestedSeconds = r.seconds;
    if (!obj->value(QStringLiteral("irqs")).isArray())
        return rd.error(QStringLiteral("irqs"),
                        QCoreApplication::translate("CostFile", "no array of IRQs"));
    Error err;
    if (!readArray(rd, *obj, "irqs", limits::kMaxIrqRows, r.irqs, readIrq, err) ||
        !readArray(rd, *obj, "cpus", limits::kMaxCpus, r.cpus, readCpu, err) ||
        !readArray(rd, *obj, "softirqs", qsizetype(limits::kMaxCpus) * limits::kMaxSoftirqRows,
                   r.softirqs, readSoftirq, err) ||
        !rd.count(*obj, "lost_events", r.lostEvents, 0, {}, err) ||
        !rd.count(*obj, "unpaired_events", r.unpaired, 0, {}, err) ||
        !rd.count(*obj, "events", r.events, 0, {}, err))
        return err;
    const QJsonValue stopped = obj->value(QStringLiteral("stopped_early"));
    if (stopped.isString())
        r.stoppedEarly = stopped.toString().left(kMaxNameChars);
    // Notes for the reader (the helper's answer carries them to the CLI):
    // a few sentences, kept as text and cut, never interpreted.
    const QJsonArray notes = obj->value(QStringLiteral("disagreements")).toArray();
    for (const auto &d : notes) {
        if (r.disagreements.size() >= kMaxNotes)
            break;
        if (d.isString())
            r.disagreements << d.toString().left(kMaxNameChars);
    }
    return r;
}

Result<CostReport> readCostFile(const QString &path)
{
    auto bytes = readFileCapped(path, limits::kMaxPlanBytes);
    if (!bytes.ok())
        return bytes.error();
    return parseCostJson(*bytes, path);
}

} // namespace irqatlas
