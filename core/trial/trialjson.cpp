#include "trial/trialjson.h"

#include <QCoreApplication>
#include <cmath>

namespace irqatlas {
namespace {

QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject metricJson(const MetricVerdict &m)
{
    const Comparison &c = m.comparison;
    QJsonObject o;
    o.insert(QStringLiteral("metric"), QString::fromStdString(m.metric));
    o.insert(QStringLiteral("before"), c.before.n > 0 ? number(c.before.mean) : QJsonValue());
    o.insert(QStringLiteral("after"), c.after.n > 0 ? number(c.after.mean) : QJsonValue());
    o.insert(QStringLiteral("change"),
             c.before.n > 0 && c.after.n > 0 ? number(c.change) : QJsonValue());
    o.insert(QStringLiteral("judgement"), QLatin1String(judgementName(c.judgement)));
    o.insert(QStringLiteral("unit"), QLatin1String(metricUnit(m.metric)));
    o.insert(QStringLiteral("relative_change"), c.relative ? number(*c.relative) : QJsonValue());
    o.insert(QStringLiteral("noise"), number(c.threshold));
    o.insert(QStringLiteral("intervals_before"), c.before.n);
    o.insert(QStringLiteral("intervals_after"), c.after.n);
    o.insert(QStringLiteral("sd_before"), number(c.before.sd));
    o.insert(QStringLiteral("sd_after"), number(c.after.sd));
    const char *better = m.direction == Direction::LowerIsBetter    ? "lower"
                         : m.direction == Direction::HigherIsBetter ? "higher"
                                                                    : "none";
    o.insert(QStringLiteral("better"), QLatin1String(better));
    if (!c.note.isEmpty())
        o.insert(QStringLiteral("note"), c.note);
    return o;
}

QJsonArray machineVerdictJson(const Verdict &v)
{
    QJsonArray a;
    for (const MetricVerdict &m : v.machine)
        a.append(metricJson(m));
    return a;
}

QJsonArray cpuVerdictJson(const Verdict &v)
{
    QJsonArray a;
    for (const CpuVerdict &c : v.cpus) {
        QJsonArray metrics;
        for (const MetricVerdict &m : c.metrics)
            metrics.append(metricJson(m));
        a.append(QJsonObject{{QStringLiteral("cpu"), c.cpu}, {QStringLiteral("metrics"), metrics}});
    }
    return a;
}

QJsonArray softirqMovesJson(const Verdict &v)
{
    QJsonArray a;
    for (const SoftirqMove &m : v.softirqs) {
        QJsonObject o;
        o.insert(QStringLiteral("type"), QString::fromStdString(m.type));
        o.insert(QStringLiteral("before_per_sec"), number(m.beforePerSec));
        o.insert(QStringLiteral("after_per_sec"), number(m.afterPerSec));
        o.insert(QStringLiteral("distance"), number(m.distance));
        o.insert(QStringLiteral("noise"), number(m.noise));
        o.insert(QStringLiteral("busiest_cpu_before"), m.busiestBefore);
        o.insert(QStringLiteral("busiest_cpu_after"), m.busiestAfter);
        o.insert(QStringLiteral("moved"), m.moved);
        a.append(o);
    }
    return a;
}

QJsonObject phaseJson(const TrialPhase &p)
{
    QJsonObject o;
    o.insert(QStringLiteral("intervals"), int(p.intervals().size()));
    o.insert(QStringLiteral("gaps"), p.gaps());
    o.insert(QStringLiteral("seconds"), number(p.seconds()));
    // The means of the machine-wide figures, as the verdict has them.
    TrialScope none;
    TrialPhase empty(none);
    const Verdict v = computeVerdict(p, empty);
    QJsonObject means;
    for (const MetricVerdict &m : v.machine)
        means.insert(QString::fromStdString(m.metric),
                     m.comparison.before.n > 0 ? number(m.comparison.before.mean) : QJsonValue());
    o.insert(QStringLiteral("means"), means);
    if (!p.intervals().empty()) {
        o.insert(QStringLiteral("first_wall_ms"), double(p.intervals().front().wallMs));
        o.insert(QStringLiteral("last_wall_ms"), double(p.intervals().back().wallMs));
    }
    return o;
}

MetricVerdict figureVerdict(std::optional<double> before, std::optional<double> after)
{
    MetricVerdict m;
    m.metric = "metric";
    m.direction = Direction::Neither;
    std::vector<double> b, a;
    if (before)
        b.push_back(*before);
    if (after)
        a.push_back(*after);
    m.comparison = compareSeries(b, a, Direction::Neither, {});
    m.comparison.note = QCoreApplication::translate(
        "irqatlas-trial", "one figure per phase has no spread: the change is shown, not judged");
    return m;
}

} // namespace irqatlas
