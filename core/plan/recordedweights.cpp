#include "plan/recordedweights.h"

#include "live/rates.h"
#include "live/recording.h"
#include "plan/irqweights.h"

#include <QCoreApplication>
#include <QFile>
#include <QLoggingCategory>
#include <cmath>
#include <map>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace irqatlas {
namespace {

Q_LOGGING_CATEGORY(lcRecordedWeights, "irqatlas.recordedweights", QtWarningMsg)

using RowKey = std::pair<std::string_view, int>;

// Marks the rows of the table that a sample holds, by key and occurrence.
class Presence
{
public:
    explicit Presence(const IrqTable &table) : m_present(table.irqs.size(), 0)
    {
        std::unordered_map<std::string_view, int> seen;
        for (std::size_t i = 0; i < table.irqs.size(); ++i) {
            const Irq &q = table.irqs[i];
            m_rows.emplace(RowKey(q.key, seen[q.key]++), i);
        }
        m_missing = table.irqs.size();
    }

    void mark(const IrqTable &sample)
    {
        if (m_missing == 0)
            return;
        std::unordered_map<std::string_view, int> seen;
        for (const Irq &q : sample.irqs) {
            auto it = m_rows.find(RowKey(q.key, seen[q.key]++));
            if (it != m_rows.end() && !m_present[it->second]) {
                m_present[it->second] = 1;
                --m_missing;
            }
        }
    }

    bool present(std::size_t row) const { return m_present[row] != 0; }

private:
    std::map<RowKey, std::size_t> m_rows;
    std::vector<char> m_present;
    std::size_t m_missing = 0;
};

QString secondsText(double s)
{
    return QString::number(s, 'f', 1);
}

bool parseSeconds(const QString &text, std::optional<double> &out)
{
    if (text.isEmpty())
        return true;
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0)
        return false;
    out = v;
    return true;
}

} // namespace

QString RatesWindow::text() const
{
    const auto num = [](const std::optional<double> &v) {
        return v ? QString::number(*v, 'g', 12) : QString();
    };
    return num(from) + QStringLiteral("..") + num(to);
}

Result<RatesWindow> RatesWindow::parse(const QString &text)
{
    const qsizetype dots = text.indexOf(QLatin1String(".."));
    RatesWindow w;
    if (dots < 0 || !parseSeconds(text.left(dots).trimmed(), w.from) ||
        !parseSeconds(text.mid(dots + 2).trimmed(), w.to) || !w.isSet())
        return Error{QCoreApplication::translate("RecordedWeights",
                                                 "\"%1\": expected seconds A..B, A.. or ..B (from "
                                                 "the first sample of the recording)")
                         .arg(text)};
    if (w.from && w.to && *w.from >= *w.to)
        return Error{QCoreApplication::translate("RecordedWeights",
                                                 "\"%1\": the window ends before it starts")
                         .arg(text)};
    return w;
}

QString RecordedWeights::description() const
{
    QString text = QCoreApplication::translate(
                       "RecordedWeights", "recorded rates over %1 s (mean of %n interval(s) of %2)",
                       nullptr, intervals)
                       .arg(secondsText(seconds), file);
    if (window.isSet())
        text +=
            QLatin1Char(' ') +
            QCoreApplication::translate("RecordedWeights", "in the window %1 s").arg(window.text());
    return text;
}

QStringList RecordedWeights::remarks() const
{
    QStringList out;
    if (matchedIrqs < tableIrqs)
        out << QCoreApplication::translate("RecordedWeights",
                                           "%1 of the %2 numbered IRQs of this machine are in "
                                           "recording %3; the others weigh 0")
                   .arg(matchedIrqs)
                   .arg(tableIrqs)
                   .arg(file);
    if (failed > 0)
        out << QCoreApplication::translate(
                   "RecordedWeights", "%n sample(s) of recording %1 had failed and were skipped",
                   nullptr, failed)
                   .arg(file);
    return out;
}

Result<RecordedWeights> recordedWeights(const QString &path, const IrqTable &table,
                                        const RatesWindow &window)
{
    {
        // The CSV of watch sums over the IRQs: say so rather than "not a recording".
        QFile f(path);
        if (f.open(QIODevice::ReadOnly) && f.readLine(64).startsWith("time,interval,cpu,"))
            return Error{QCoreApplication::translate(
                             "RecordedWeights",
                             "%1:1: a CSV of watch --format csv holds per-CPU rates "
                             "only, no rate per IRQ; record with watch --record FILE")
                             .arg(path)};
    }
    auto rec = RecordingSource::open(path);
    if (!rec)
        return rec.error();

    RecordedWeights w;
    w.file = path;
    w.recordedSource = (*rec)->recordedSource();
    w.window = window;
    const std::size_t n = table.irqs.size();
    std::vector<double> count(n, 0.0), knownSeconds(n, 0.0);
    Presence presence(table);

    std::optional<Sample> prev;
    std::optional<std::int64_t> origin;
    while (std::optional<Sample> s = (*rec)->next()) {
        if (!(*rec)->malformed().isEmpty())
            return Error{(*rec)->malformed()};
        if (!origin)
            origin = s->monotonicNs;
        // Timestamps come from the file: subtracted in floating point, never
        // an overflowing 64-bit difference.
        const double t = (double(s->monotonicNs) - double(*origin)) / 1e9;
        if (window.from && t < *window.from)
            continue;
        if (window.to && t > *window.to)
            break; // samples are in time order
        if (!s->ok()) {
            ++w.failed;
            continue;
        }
        ++w.samples;
        presence.mark(s->parsed->irqs);
        if (prev) {
            const std::optional<IrqWeights> iw = irqWeights(table, computeRates(*prev, *s));
            if (iw) {
                ++w.intervals;
                w.seconds += iw->interval;
                std::size_t u = 0;
                for (std::size_t i = 0; i < n; ++i) {
                    if (u < iw->unknownRows.size() && iw->unknownRows[u] == i) {
                        ++u;
                        continue;
                    }
                    count[i] += iw->perRow[i] * iw->interval;
                    knownSeconds[i] += iw->interval;
                }
            } else {
                qCDebug(lcRecordedWeights) << path << "interval ending at" << t << "s has no rates";
            }
            (*rec)->recycle(std::move(prev->parsed));
        }
        prev = std::move(s);
    }

    const QString where =
        window.isSet()
            ? QCoreApplication::translate("RecordedWeights", "recording %1 in the window %2 s")
                  .arg(path, window.text())
            : QCoreApplication::translate("RecordedWeights", "recording %1").arg(path);
    if (w.samples < 2)
        return Error{QCoreApplication::translate(
                         "RecordedWeights", "%1 holds %n good sample(s); rates need at least 2",
                         nullptr, w.samples)
                         .arg(where)};
    for (std::size_t i = 0; i < n; ++i) {
        if (table.irqs[i].symbolic())
            continue;
        ++w.tableIrqs;
        if (presence.present(i))
            ++w.matchedIrqs;
    }
    if (w.tableIrqs > 0 && w.matchedIrqs == 0)
        return Error{QCoreApplication::translate("RecordedWeights",
                                                 "%1 holds none of the %2 numbered IRQs of this "
                                                 "machine: a recording of another machine?")
                         .arg(where)
                         .arg(w.tableIrqs)};
    if (w.intervals == 0)
        return Error{
            QCoreApplication::translate("RecordedWeights",
                                        "%1 has no interval with rates (timestamps not increasing)")
                .arg(where)};
    w.perRow.assign(n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        if (knownSeconds[i] > 0)
            w.perRow[i] = count[i] / knownSeconds[i];
    return w;
}

} // namespace irqatlas
