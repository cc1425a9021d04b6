#include "trialoutput.h"

#include "live/ratesexport.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace irqatlas::cli {
namespace {

std::string fixed(const QJsonValue &v)
{
    if (!v.isDouble())
        return "-";
    std::string s;
    appendFixed(s, v.toDouble());
    return s;
}

std::string signedFixed(const QJsonValue &v)
{
    std::string s = fixed(v);
    if (v.isDouble() && v.toDouble() > 0)
        s.insert(0, "+");
    return s;
}

} // namespace

std::string renderTrialTable(const QJsonObject &report, const Verdict &verdict, std::size_t cpuRows)
{
    std::string out;
    TextTable machine({"METRIC", "UNIT", "BEFORE", "AFTER", "CHANGE", "NOISE", "JUDGEMENT"});
    machine.alignRight({2, 3, 4, 5});
    std::vector<std::string> notes;
    const QJsonArray verdictItems = report.value(QStringLiteral("verdict")).toArray();
    for (const auto &v : verdictItems) {
        const QJsonObject m = v.toObject();
        machine.add({m.value(QStringLiteral("metric")).toString().toStdString(),
                     m.value(QStringLiteral("unit")).toString().toStdString(),
                     fixed(m.value(QStringLiteral("before"))),
                     fixed(m.value(QStringLiteral("after"))),
                     signedFixed(m.value(QStringLiteral("change"))),
                     fixed(m.value(QStringLiteral("noise"))),
                     m.value(QStringLiteral("judgement")).toString().toStdString()});
        if (m.contains(QStringLiteral("note")))
            notes.push_back(m.value(QStringLiteral("metric")).toString().toStdString() + ": " +
                            m.value(QStringLiteral("note")).toString().toStdString());
    }
    out += machine.render();
    for (const std::string &n : notes)
        out += "  " + n + "\n";

    // CPUs with a change, the largest relative change of IRQ time first.
    std::vector<const CpuVerdict *> changed;
    for (const CpuVerdict &c : verdict.cpus) {
        if (c.changed())
            changed.push_back(&c);
    }
    auto weight = [](const CpuVerdict *c) {
        double w = 0;
        for (const MetricVerdict &m : c->metrics) {
            if (m.comparison.judgement != Judgement::WithinNoise && m.comparison.threshold > 0)
                w = std::max(w, std::fabs(m.comparison.change) / m.comparison.threshold);
        }
        return w;
    };
    std::stable_sort(changed.begin(), changed.end(), [&](const CpuVerdict *a, const CpuVerdict *b) {
        return weight(a) > weight(b);
    });
    if (changed.empty()) {
        out += QCoreApplication::translate("irqatlas-cli", "no CPU changed beyond its noise\n")
                   .toStdString();
    } else {
        TextTable cpus({"CPU", "METRIC", "BEFORE", "AFTER", "CHANGE", "JUDGEMENT"});
        cpus.alignRight({0, 2, 3, 4});
        const std::size_t shown = cpuRows > 0 ? std::min(cpuRows, changed.size()) : changed.size();
        for (std::size_t i = 0; i < shown; ++i) {
            for (const MetricVerdict &m : changed[i]->metrics) {
                if (m.comparison.judgement == Judgement::WithinNoise)
                    continue;
                std::string b, a, d;
                appendFixed(b, m.comparison.before.mean);
                appendFixed(a, m.comparison.after.mean);
                appendFixed(d, m.comparison.change);
                if (m.comparison.change > 0)
                    d.insert(0, "+");
                cpus.add({std::to_string(changed[i]->cpu), m.metric, b, a, d,
                          judgementName(m.comparison.judgement)});
            }
        }
        out += "\n" + cpus.render();
        if (shown < changed.size())
            out += QCoreApplication::translate(
                       "irqatlas-cli", "(%1 more CPUs changed; --format json lists every CPU)\n")
                       .arg(changed.size() - shown)
                       .toStdString();
    }

    std::string moved;
    for (const SoftirqMove &m : verdict.softirqs) {
        if (!m.moved)
            continue;
        char buf[160];
        std::snprintf(
            buf, sizeof buf,
            "  %s: %.0f%% of its work on other CPUs (noise %.0f%%), busiest CPU %d -> %d\n",
            m.type.c_str(), 100 * m.distance, 100 * m.noise, m.busiestBefore, m.busiestAfter);
        moved += buf;
    }
    out +=
        moved.empty()
            ? QCoreApplication::translate("irqatlas-cli", "no softirq type moved\n").toStdString()
            : "\n" +
                  QCoreApplication::translate("irqatlas-cli", "softirq types that moved:\n")
                      .toStdString() +
                  moved;
    return out;
}

} // namespace irqatlas::cli
