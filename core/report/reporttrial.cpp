#include "report/html.h"
#include "report/reportsections.h"
#include "report/svgplot.h"
#include "trial/verdict.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <limits>

namespace irqatlas::reportpart {

using html::escape;
using html::num;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double value(const std::optional<double> &v)
{
    return v ? *v : kNaN;
}

// Hard and soft % over time, x in seconds from `origin` (wall clock ms).
void sharesOverTime(std::vector<svg::Series> &series, const std::vector<IntervalFigures> &intervals,
                    std::int64_t origin)
{
    if (series.empty()) {
        series.push_back({QCoreApplication::translate("irqatlas-report", "hard-IRQ %"), {}, 1});
        series.push_back({QCoreApplication::translate("irqatlas-report", "soft-IRQ %"), {}, 2});
    }
    // A break between phases: a NaN point ends the line.
    if (!series[0].points.empty()) {
        series[0].points.emplace_back(kNaN, kNaN);
        series[1].points.emplace_back(kNaN, kNaN);
    }
    for (const IntervalFigures &f : intervals) {
        const double x = double(f.wallMs - origin) / 1000.0;
        series[0].points.emplace_back(x, value(f.hardirqPct));
        series[1].points.emplace_back(x, value(f.softirqPct));
    }
}

double maxLoad(const std::map<int, double> &a, const std::map<int, double> &b = {})
{
    double m = 0;
    for (const auto *map : {&a, &b}) {
        for (const auto &[cpu, v] : *map)
            m = std::max(m, v);
    }
    return m;
}

QString jsonText(const QJsonValue &v)
{
    if (v.isDouble())
        return QString::fromStdString(num(v.toDouble(), 2));
    if (v.isBool())
        return v.toBool() ? QCoreApplication::translate("irqatlas-report", "yes")
                          : QCoreApplication::translate("irqatlas-report", "no");
    if (v.isString())
        return v.toString();
    return QStringLiteral("-");
}

const char *judgementClass(const QString &j)
{
    if (j == QLatin1String("better"))
        return "better";
    if (j == QLatin1String("worse"))
        return "worse";
    if (j == QLatin1String("changed"))
        return "changed";
    return "muted";
}

QString judgementText(const QString &j)
{
    if (j == QLatin1String("better"))
        return QCoreApplication::translate("irqatlas-report", "better");
    if (j == QLatin1String("worse"))
        return QCoreApplication::translate("irqatlas-report", "worse");
    if (j == QLatin1String("changed"))
        return QCoreApplication::translate("irqatlas-report", "changed");
    if (j == QLatin1String("within-noise"))
        return QCoreApplication::translate("irqatlas-report", "within noise");
    return j;
}

void softirqTable(std::string &out, const std::map<std::string, double> &rates)
{
    out += "<table><tr><th>";
    escape(out, QCoreApplication::translate("irqatlas-report", "softirq"));
    out += "</th><th>";
    escape(out, QCoreApplication::translate("irqatlas-report", "per second (all CPUs)"));
    out += "</th></tr>";
    for (const auto &[type, r] : rates) {
        out += "<tr><td>";
        escape(out, type);
        out += "</td><td class=\"n\">" + num(r, 0) + "</td></tr>";
    }
    out += "</table>";
}

} // namespace

void recording(std::string &out, const ReportInput &in)
{
    if (!in.recording)
        return;
    const RecordingLoad &r = *in.recording;
    out += "<section id=\"recording\">";
    heading(out, 2, QCoreApplication::translate("irqatlas-report", "Recorded load"));
    out += "<p>";
    escape(out, QCoreApplication::translate("irqatlas-report",
                                            "%1 (recorded from %2): %3 intervals, %4 gaps.")
                    .arg(r.path, r.source, QString::number(r.intervals.size()),
                         QString::number(r.gaps)));
    if (r.sparse) {
        out += " ";
        escape(out,
               QCoreApplication::translate(
                   "irqatlas-report", "The file is large: %1 of about %2 samples were read at even "
                                      "offsets; each point is the exact mean over its span.")
                   .arg(r.usedSamples)
                   .arg(r.samples));
    }
    out += "</p>";
    if (!r.intervals.empty()) {
        std::vector<svg::Series> series;
        sharesOverTime(series, r.intervals,
                       r.intervals.front().wallMs -
                           std::int64_t(r.intervals.front().interval * 1000));
        svg::linePlot(out,
                      QCoreApplication::translate("irqatlas-report",
                                                  "Hard- and soft-IRQ time, whole machine"),
                      QCoreApplication::translate("irqatlas-report", "seconds"),
                      QStringLiteral("%"), series, {});
    }
    // With a topology the per-CPU load colours the machine's graph (one
    // picture of where the work sits); without one, the grid of CPUs.
    if (!in.snapshot.topology.pus.empty() && !in.cost) {
        out += "<p class=\"muted\">";
        escape(out, QCoreApplication::translate(
                        "irqatlas-report",
                        "IRQ time per CPU (hard + soft %) colours the topology graph above."));
        out += "</p>";
    } else {
        heat(out, in,
             QCoreApplication::translate("irqatlas-report",
                                         "IRQ time per CPU (hard + soft %), by node"),
             r.cpuIrqPct, maxLoad(r.cpuIrqPct));
    }
    softirqTable(out, r.softirqs);
    out += "</section>";
}

namespace {

// What was tried, on what and how it ended.
void trialFacts(std::string &out, const QJsonObject &j)
{
    out += "<table class=\"kv\">";
    row(out, QCoreApplication::translate("irqatlas-report", "Plan"),
        jsonText(j.value(QStringLiteral("plan_file"))));
    row(out, QCoreApplication::translate("irqatlas-report", "Source"),
        jsonText(j.value(QStringLiteral("source"))));
    row(out, QCoreApplication::translate("irqatlas-report", "Started"),
        jsonText(j.value(QStringLiteral("started"))));
    row(out, QCoreApplication::translate("irqatlas-report", "Interval (s)"),
        jsonText(j.value(QStringLiteral("interval"))));
    row(out, QCoreApplication::translate("irqatlas-report", "Dry run (A/A)"),
        jsonText(j.value(QStringLiteral("dry_run"))));
    row(out, QCoreApplication::translate("irqatlas-report", "Applied"),
        jsonText(j.value(QStringLiteral("applied"))));
    row(out, QCoreApplication::translate("irqatlas-report", "Kept"),
        jsonText(j.value(QStringLiteral("kept"))));
    if (j.contains(QStringLiteral("metric_command")))
        row(out, QCoreApplication::translate("irqatlas-report", "--metric command"),
            jsonText(j.value(QStringLiteral("metric_command"))));
    if (j.contains(QStringLiteral("error")))
        row(out, QCoreApplication::translate("irqatlas-report", "Error"),
            jsonText(j.value(QStringLiteral("error"))));
    out += "</table>";
}

void trialVerdict(std::string &out, const QJsonObject &j)
{
    heading(out, 3, QCoreApplication::translate("irqatlas-report", "Verdict"));
    out += "<table>";
    headRow(out, {QCoreApplication::translate("irqatlas-report", "figure"),
                  QCoreApplication::translate("irqatlas-report", "unit"),
                  QCoreApplication::translate("irqatlas-report", "before"),
                  QCoreApplication::translate("irqatlas-report", "after"),
                  QCoreApplication::translate("irqatlas-report", "change"),
                  QCoreApplication::translate("irqatlas-report", "noise"),
                  QCoreApplication::translate("irqatlas-report", "judgement"),
                  QCoreApplication::translate("irqatlas-report", "note")});
    const QJsonArray verdictItems = j.value(QStringLiteral("verdict")).toArray();
    for (const auto &v : verdictItems) {
        const QJsonObject m = v.toObject();
        const QString judgement = m.value(QStringLiteral("judgement")).toString();
        out += "<tr><td>";
        escape(out, metricLabel(m.value(QStringLiteral("metric")).toString().toStdString()));
        out += "</td><td>";
        escape(out, m.value(QStringLiteral("unit")).toString());
        out += "</td>";
        for (const char *k : {"before", "after", "change", "noise"}) {
            out += "<td class=\"n\">";
            escape(out, jsonText(m.value(QLatin1String(k))));
            out += "</td>";
        }
        out += std::string("<td class=\"") + judgementClass(judgement) + "\">";
        escape(out, judgementText(judgement));
        out += "</td><td>";
        escape(out, m.value(QStringLiteral("note")).toString());
        out += "</td></tr>";
    }
    out += "</table>";
}

void trialPhases(std::string &out, const ReportInput &in, const TrialData &t)
{
    // Time series of both phases on one clock, the apply marked.
    if (!t.before.intervals.empty()) {
        const std::int64_t origin = t.before.intervals.front().wallMs -
                                    std::int64_t(t.before.intervals.front().interval * 1000);
        std::vector<svg::Series> series;
        sharesOverTime(series, t.before.intervals, origin);
        std::vector<svg::Marker> markers;
        if (!t.after.intervals.empty()) {
            sharesOverTime(series, t.after.intervals, origin);
            markers.push_back({double(t.after.intervals.front().wallMs - origin) / 1000.0 -
                                   t.after.intervals.front().interval,
                               QCoreApplication::translate("irqatlas-report", "after phase")});
        }
        svg::linePlot(out,
                      QCoreApplication::translate("irqatlas-report",
                                                  "Hard- and soft-IRQ time before and after"),
                      QCoreApplication::translate("irqatlas-report", "seconds"),
                      QStringLiteral("%"), series, markers);
    }
    const double most = maxLoad(t.before.cpuIrqPct, t.after.cpuIrqPct);
    out += "<div class=\"pair\">";
    heat(out, in,
         QCoreApplication::translate("irqatlas-report", "IRQ time per CPU before (hard + soft %)"),
         t.before.cpuIrqPct, most);
    heat(out, in,
         QCoreApplication::translate("irqatlas-report", "IRQ time per CPU after (hard + soft %)"),
         t.after.cpuIrqPct, most);
    out += "</div>";
}

void trialSoftirqBars(std::string &out, const TrialData &t)
{
    std::vector<svg::BarPair> bars;
    for (const auto &[type, r] : t.before.softirqs) {
        const auto a = t.after.softirqs.find(type);
        bars.push_back(
            {QString::fromStdString(type), r, a == t.after.softirqs.end() ? 0 : a->second});
    }
    for (const auto &[type, r] : t.after.softirqs) {
        if (!t.before.softirqs.count(type))
            bars.push_back({QString::fromStdString(type), 0, r});
    }
    if (!bars.empty())
        svg::barPairs(
            out,
            QCoreApplication::translate("irqatlas-report", "Softirqs per second, whole machine"),
            QCoreApplication::translate("irqatlas-report", "before"),
            QCoreApplication::translate("irqatlas-report", "after"), bars, QStringLiteral("/s"));
}

void trialMovedSoftirqs(std::string &out, const QJsonObject &j)
{
    std::string moved;
    const QJsonArray softirqItems = j.value(QStringLiteral("softirqs")).toArray();
    for (const auto &v : softirqItems) {
        const QJsonObject m = v.toObject();
        if (!m.value(QStringLiteral("moved")).toBool())
            continue;
        moved += "<li>";
        escape(moved,
               QCoreApplication::translate(
                   "irqatlas-report",
                   "%1: %2 % of its work moved to other CPUs (noise %3 %); busiest CPU %4 → %5")
                   .arg(m.value(QStringLiteral("type")).toString(),
                        QString::fromStdString(
                            num(100 * m.value(QStringLiteral("distance")).toDouble(), 0)),
                        QString::fromStdString(
                            num(100 * m.value(QStringLiteral("noise")).toDouble(), 0)),
                        QString::number(m.value(QStringLiteral("busiest_cpu_before")).toInt()),
                        QString::number(m.value(QStringLiteral("busiest_cpu_after")).toInt())));
        moved += "</li>";
    }
    heading(out, 3, QCoreApplication::translate("irqatlas-report", "Softirq types that moved"));
    if (moved.empty()) {
        out += "<p class=\"muted\">";
        escape(out, QCoreApplication::translate("irqatlas-report", "None beyond the noise."));
        out += "</p>";
    } else {
        out += "<ul>" + moved + "</ul>";
    }
}

void trialChangedCpus(std::string &out, const QJsonObject &j)
{
    // The CPUs whose figures changed beyond their noise.
    std::string cpus;
    int shown = 0, changed = 0;
    const QJsonArray cpuItems = j.value(QStringLiteral("per_cpu")).toArray();
    for (const auto &c : cpuItems) {
        const QJsonObject o = c.toObject();
        const QJsonArray metricItems = o.value(QStringLiteral("metrics")).toArray();
        for (const auto &mv : metricItems) {
            const QJsonObject m = mv.toObject();
            const QString judgement = m.value(QStringLiteral("judgement")).toString();
            if (judgement == QLatin1String("within-noise"))
                continue;
            ++changed;
            if (++shown > 64)
                continue;
            cpus += "<tr><td class=\"n\">" +
                    std::to_string(o.value(QStringLiteral("cpu")).toInt()) + "</td><td>";
            escape(cpus, metricLabel(m.value(QStringLiteral("metric")).toString().toStdString()));
            cpus += "</td>";
            for (const char *k : {"before", "after", "change"}) {
                cpus += "<td class=\"n\">";
                escape(cpus, jsonText(m.value(QLatin1String(k))));
                cpus += "</td>";
            }
            cpus += std::string("<td class=\"") + judgementClass(judgement) + "\">";
            escape(cpus, judgementText(judgement));
            cpus += "</td></tr>";
        }
    }
    heading(out, 3, QCoreApplication::translate("irqatlas-report", "CPUs that changed"));
    if (cpus.empty()) {
        out += "<p class=\"muted\">";
        escape(out, QCoreApplication::translate("irqatlas-report", "None beyond the noise."));
        out += "</p>";
    } else {
        out += "<table>";
        headRow(out, {QCoreApplication::translate("irqatlas-report", "CPU"),
                      QCoreApplication::translate("irqatlas-report", "figure"),
                      QCoreApplication::translate("irqatlas-report", "before"),
                      QCoreApplication::translate("irqatlas-report", "after"),
                      QCoreApplication::translate("irqatlas-report", "change"),
                      QCoreApplication::translate("irqatlas-report", "judgement")});
        out += cpus + "</table>";
        if (changed > 64) {
            out += "<p class=\"muted\">";
            escape(out, QCoreApplication::translate("irqatlas-report", "%1 more in report.json.")
                            .arg(changed - 64));
            out += "</p>";
        }
    }
}

} // namespace

void trial(std::string &out, const ReportInput &in)
{
    if (!in.trial)
        return;
    const TrialData &t = *in.trial;
    const QJsonObject &j = t.report;
    out += "<section id=\"trial\">";
    heading(out, 2, QCoreApplication::translate("irqatlas-report", "Trial"));
    trialFacts(out, j);
    trialVerdict(out, j);
    trialPhases(out, in, t);
    trialSoftirqBars(out, t);
    trialMovedSoftirqs(out, j);
    trialChangedCpus(out, j);
    out += "</section>";
}

} // namespace irqatlas::reportpart
