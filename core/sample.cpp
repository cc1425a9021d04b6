#include "sample.h"

#include "interrupts.h"

#include <QCoreApplication>
#include <QDateTime>

#include <chrono>

namespace irqatlas {
namespace {

QString tr(const char *s) { return QCoreApplication::translate("Sample", s); }

std::string_view view(const QByteArray &b) { return {b.constData(), std::size_t(b.size())}; }

const QString kInterrupts = QStringLiteral("/proc/interrupts");
const QString kStat = QStringLiteral("/proc/stat");
const QString kSoftirqs = QStringLiteral("/proc/softirqs");

} // namespace

std::int64_t monotonicNowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::int64_t wallNowMs() { return QDateTime::currentMSecsSinceEpoch(); }

Status parseSample(Sample &s, const QString &origin, std::shared_ptr<const ParsedSample> recycle)
{
    s.parsed.reset();
    auto fail = [&](const QString &message) -> Status {
        s.error = message;
        return Error{message};
    };
    std::shared_ptr<ParsedSample> parsed;
    if (recycle && recycle.use_count() == 1) {
        // Sole owner: nobody can observe the tables change.
        parsed = std::const_pointer_cast<ParsedSample>(std::move(recycle));
        parsed->hasSoftirqs = false;
    } else {
        parsed = std::make_shared<ParsedSample>();
    }
    const QString where = origin.isEmpty() ? QString() : origin + QLatin1Char(':');
    Status irqs = parseInterruptsInto(view(s.interruptsText), where + kInterrupts, parsed->irqs);
    if (!irqs.ok())
        return fail(irqs.errorString());
    auto stat = parseProcStat(view(s.statText), where + kStat);
    if (!stat.ok())
        return fail(stat.errorString());
    parsed->stat = std::move(stat).value();
    if (!s.softirqsText.isEmpty()) {
        auto soft = parseSoftirqs(view(s.softirqsText), where + kSoftirqs);
        if (!soft.ok())
            return fail(soft.errorString());
        parsed->softirqs = std::move(soft).value();
        parsed->hasSoftirqs = true;
    }
    s.error.clear();
    s.parsed = std::move(parsed);
    return Ok{};
}

Sample readSample(const HostSource &source, std::shared_ptr<const ParsedSample> recycle)
{
    Sample s;
    const std::int64_t t0 = monotonicNowNs();
    s.wallMs = wallNowMs();
    // /proc/interrupts first and /proc/stat right after: the IRQ counts and the
    // CPU times are the pair the rates relate, so keep them closest in time.
    auto irqs = source.readFile(kInterrupts);
    auto stat = irqs.ok() ? source.readFile(kStat) : Result<QByteArray>(Error{});
    // Kernels before 2.6.31 have no /proc/softirqs; that is not a failure.
    std::optional<QByteArray> soft = irqs.ok() && stat.ok() ? source.tryRead(kSoftirqs) : std::nullopt;
    const std::int64_t t1 = monotonicNowNs();
    s.monotonicNs = t0 + (t1 - t0) / 2;
    if (!irqs.ok()) {
        s.error = irqs.errorString();
        return s;
    }
    if (!stat.ok()) {
        s.error = stat.errorString();
        return s;
    }
    s.interruptsText = std::move(irqs).value();
    s.statText = std::move(stat).value();
    if (soft)
        s.softirqsText = std::move(*soft);
    if (s.interruptsText.isEmpty()) {
        s.error = tr("%1: %2 is empty").arg(source.displayName(), kInterrupts);
        return s;
    }
    parseSample(s, source.isLocalMachine() ? QString() : source.displayName(), std::move(recycle));
    return s;
}

} // namespace irqatlas
