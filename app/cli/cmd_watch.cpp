#include "command.h"
#include "cost/costtracer.h"
#include "live/ratesexport.h"
#include "live/recording.h"
#include "live/sampler.h"
#include "prometheus/promhistory.h"
#include "prometheus/promsamplesource.h"
#include "promoptions.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QSocketNotifier>
#include <QTimer>
#include <algorithm>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace irqatlas::cli {
namespace {

// SIGINT/SIGTERM end the watch cleanly: the handler only writes a byte to a
// socket the event loop watches (the one thing a handler may safely do).
int g_signalFd[2] = {-1, -1};

void onSignal(int)
{
    const char b = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_signalFd[0], &b, 1);
}

std::string fixed(const std::optional<double> &v)
{
    if (!v)
        return "-";
    std::string s;
    appendFixed(s, *v);
    return s;
}

double busyness(const CpuRate &c)
{
    return c.hardirqPct.value_or(0) + c.softirqPct.value_or(0) + c.threadPct.value_or(0);
}

// The busiest interrupts, each with the CPUs that took most of it.
std::string topIrqTable(const Rates &r, std::size_t topCount)
{
    const auto top = topIrqs(r, topCount);
    if (top.empty())
        return QCoreApplication::translate("irqatlas-cli", "no interrupt fired in this interval\n")
            .toStdString();
    TextTable irqs({"IRQ", "IRQ/s", "CPUS", "NAME"});
    irqs.alignRight({0, 1});
    for (const IrqRate *i : top) {
        // The CPUs that took most of it, busiest first.
        std::vector<IrqRate::Cell> cells = i->cpus;
        std::stable_sort(
            cells.begin(), cells.end(),
            [](const IrqRate::Cell &a, const IrqRate::Cell &b) { return a.perSec > b.perSec; });
        std::string where;
        for (std::size_t k = 0; k < cells.size() && k < 4; ++k) {
            if (k)
                where += ' ';
            where += std::to_string(cells[k].cpu) + "=" + fixed(cells[k].perSec);
        }
        if (cells.size() > 4)
            where += " (+" + std::to_string(cells.size() - 4) + ")";
        if (where.empty())
            where = "-";
        std::string key = i->key;
        if (i->occurrence > 0)
            key += "#" + std::to_string(i->occurrence + 1);
        irqs.add({key, fixed(i->perSec), where, i->name});
    }
    return irqs.render();
}

std::string renderTable(const Rates &r, const QString &source, std::size_t topCount,
                        std::size_t cpuRows)
{
    const QString when =
        QDateTime::fromMSecsSinceEpoch(r.wallMs).toString(QStringLiteral("HH:mm:ss.zzz"));
    std::string out = "\n" + when.toStdString();
    if (r.isGap())
        return out + "  " +
               QCoreApplication::translate("irqatlas-cli", "gap: %1")
                   .arg(r.gapReason)
                   .toStdString() +
               "\n";
    char buf[64];
    std::snprintf(buf, sizeof buf, "  interval %.3f s  ", r.interval);
    out += buf + source.toStdString() + "  " +
           QCoreApplication::translate("irqatlas-cli", "%1 CPUs").arg(r.cpus.size()).toStdString() +
           "\n";

    // At 1152 CPUs a row per CPU scrolls away: show the busiest ones (hard +
    // soft IRQ time, then IRQ/s) and say how many are hidden.
    std::vector<const CpuRate *> shown;
    for (const CpuRate &c : r.cpus)
        shown.push_back(&c);
    std::stable_sort(shown.begin(), shown.end(), [](const CpuRate *a, const CpuRate *b) {
        if (busyness(*a) != busyness(*b))
            return busyness(*a) > busyness(*b);
        return a->irqsPerSec.value_or(0) > b->irqsPerSec.value_or(0);
    });
    const std::size_t hidden = cpuRows > 0 && shown.size() > cpuRows ? shown.size() - cpuRows : 0;
    shown.resize(shown.size() - hidden);

    TextTable cpus({"CPU", "HARD%", "SOFT%", "THREAD%", "IRQ/s", "SOFTIRQ/s"});
    cpus.alignRight({0, 1, 2, 3, 4, 5});
    auto add = [&](const std::string &name, const CpuRate &c) {
        cpus.add({name, fixed(c.hardirqPct), fixed(c.softirqPct), fixed(c.threadPct),
                  fixed(c.irqsPerSec), fixed(c.softirqsPerSec)});
    };
    add("all", r.machine);
    for (const CpuRate *c : shown)
        add(std::to_string(c->cpu), *c);
    out += cpus.render();
    if (hidden > 0)
        out += QCoreApplication::translate(
                   "irqatlas-cli",
                   "(%1 of %2 CPUs hidden; the %3 busiest are shown, --cpus 0 shows all)\n")
                   .arg(hidden)
                   .arg(r.cpus.size())
                   .arg(shown.size())
                   .toStdString();
    if (r.irqTimeTraced)
        out += QCoreApplication::translate("irqatlas-cli",
                                           "(HARD% and SOFT% from the kernel's irq tracepoints)\n")
                   .toStdString();
    else if (!r.machine.hardirqPct || !r.machine.softirqPct)
        out += QCoreApplication::translate(
                   "irqatlas-cli",
                   "(\"-\": the kernel does not account that time, or no previous value)\n")
                   .toStdString();

    return out + topIrqTable(r, topCount);
}

// The seconds a request to a Prometheus server may take.
constexpr int kPromTimeoutMs = 30000;

// --from/--to: seconds since the epoch, or an ISO 8601 date and time (UTC
// unless it names its offset).
std::optional<double> promTime(const QString &text)
{
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (ok)
        return seconds >= 0 && seconds < 1e11 ? std::optional(seconds) : std::nullopt;
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!t.isValid())
        return std::nullopt;
    if (t.timeSpec() == Qt::LocalTime)
        t.setTimeSpec(Qt::UTC);
    return double(t.toMSecsSinceEpoch()) / 1000.0;
}

// watch --prometheus … --from T1 --to T2: the range as samples, step
// --interval, for --record (or printed as a replay is).
Result<std::unique_ptr<SampleSource>>
openPromHistory(const QCommandLineParser &p, const PromServer &server, const QString &instance)
{
    const auto from = promTime(p.value(QStringLiteral("from")));
    const auto to = promTime(p.value(QStringLiteral("to")));
    const double step = p.value(QStringLiteral("interval")).toDouble();
    if (!from || !to || !(*from < *to))
        return Error{QCoreApplication::translate(
            "irqatlas-cli", "--from and --to take two times, the first earlier (seconds since "
                            "1970 or ISO 8601)")};
    auto h = PromHistorySource::open(server, instance, *from, *to, step);
    if (!h)
        return h.error();
    if ((*h)->noInterrupts())
        err(QStringLiteral("irqatlas-cli: %1: %2")
                .arg(instance, PromHostSource::interruptsCollectorNote()));
    if ((*h)->noSoftirqs())
        err(QStringLiteral("irqatlas-cli: %1: %2")
                .arg(instance, PromHostSource::softirqsCollectorNote()));
    return std::unique_ptr<SampleSource>(std::move(h).value());
}

// watch --prometheus URL --instance NAME: every sample one scrape of that
// instance. Without the exporter's interrupts collector the per-CPU figures
// remain, without its softirq types the softirq rates are null, and stderr
// says once what is missing.
Result<std::unique_ptr<SampleSource>> openPromSource(const QCommandLineParser &p)
{
    const Status alone =
        promExcludes(p, {QStringLiteral("root"), QStringLiteral("host"), QStringLiteral("xml"),
                         QStringLiteral("topology"), QStringLiteral("ssh-config"),
                         QStringLiteral("replay"), QStringLiteral("cost")});
    if (!alone)
        return alone.error();
    auto server = prometheusFrom(p, kPromTimeoutMs);
    if (!server)
        return server.error();
    auto instance = promInstance(p);
    if (!instance)
        return instance.error();
    if (p.isSet(QStringLiteral("from")) || p.isSet(QStringLiteral("to")))
        return openPromHistory(p, **server, *instance);
    const PromHostSource probe(**server, *instance);
    if (auto table = probe.readFile(QStringLiteral("/proc/interrupts")); !table) {
        if (!table.errorString().endsWith(PromHostSource::interruptsCollectorNote()))
            return table.error();
        err(QStringLiteral("irqatlas-cli: ") + table.errorString());
    }
    const auto soft = probe.softirqsIfAny();
    if (!soft)
        return soft.error();
    if (!*soft)
        err(QStringLiteral("irqatlas-cli: %1: %2")
                .arg(*instance, PromHostSource::softirqsCollectorNote()));
    return std::unique_ptr<SampleSource>(
        std::make_unique<PromSampleSource>(std::move(**server), *instance));
}

Result<std::unique_ptr<SampleSource>> openSource(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("prometheus")))
        return openPromSource(p);
    if (p.isSet(QStringLiteral("instance")) || p.isSet(QStringLiteral("from")) ||
        p.isSet(QStringLiteral("to")))
        return Error{QCoreApplication::translate("irqatlas-cli",
                                                 "--instance, --from and --to need --prometheus")};
    if (auto none = prometheusFrom(p, kPromTimeoutMs); !none)
        return none.error();
    if (p.isSet(QStringLiteral("replay"))) {
        auto rec = RecordingSource::open(p.value(QStringLiteral("replay")));
        if (!rec.ok())
            return rec.error();
        return std::unique_ptr<SampleSource>(std::move(rec).value());
    }
    // A live source: this machine, a saved tree, or one streaming loop on a
    // remote host (a one-time SSH copy would only ever give zero rates).
    return openLiveSource(p);
}

void addWatchOptions(QCommandLineParser &p)
{
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "Live per-CPU hard-IRQ %, soft-IRQ % (as mpstat computes %irq and %soft), IRQ/s, and "
        "the busiest interrupts with their CPUs."));
    addSourceOptions(p);
    addPrometheusOptions(p, true);
    p.addOption({QStringLiteral("from"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "With a Prometheus server: the start of a past range."),
                 QCoreApplication::translate("irqatlas-cli", "TIME")});
    p.addOption({QStringLiteral("to"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "With a Prometheus server: the end of that range."),
                 QCoreApplication::translate("irqatlas-cli", "TIME")});
    addFormatOption(p);
    p.addOption({QStringLiteral("interval"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Seconds between samples, 0.1 to 60 (default 1)."),
                 QCoreApplication::translate("irqatlas-cli", "S"), QStringLiteral("1")});
    p.addOption({QStringLiteral("count"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Stop after N intervals (default: until interrupted)."),
                 QCoreApplication::translate("irqatlas-cli", "N")});
    p.addOption(
        {QStringLiteral("top"),
         QCoreApplication::translate("irqatlas-cli", "Busiest interrupts to show (default 5)."),
         QCoreApplication::translate("irqatlas-cli", "N"), QStringLiteral("5")});
    p.addOption({QStringLiteral("cpus"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Table: busiest CPUs to show (default 16, 0 = all)."),
                 QCoreApplication::translate("irqatlas-cli", "N"), QStringLiteral("16")});
    p.addOption({QStringLiteral("record"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Also record the raw samples to FILE (JSON lines)."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption({QStringLiteral("cost"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "Hard- and soft-IRQ % measured by the kernel's irq tracepoints instead of "
                     "taken from /proc/stat, which may not account them (this machine, root "
                     "only).")});
    p.addOption({QStringLiteral("replay"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Play a recording instead of reading a machine."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
}

struct WatchOptions
{
    double interval = 1;
    long long maxLines = -1; // -1: until interrupted
    long long top = 5;
    long long cpuRows = 16;
    bool cost = false;
};

// --interval, --count, --top and --cpus checked. False: return code (the
// usage error is printed).
bool watchOptionsFrom(const QCommandLineParser &p, WatchOptions &o, int &code)
{
    bool ok = false;
    o.interval = p.value(QStringLiteral("interval")).toDouble(&ok);
    if (!ok) {
        code = usageError(QCoreApplication::translate(
                              "irqatlas-cli", "--interval \"%1\" is not a number of seconds")
                              .arg(p.value(QStringLiteral("interval"))));
        return false;
    }
    if (Status s = Sampler::checkInterval(o.interval); !s.ok()) {
        code = usageError(
            QCoreApplication::translate("irqatlas-cli", "--interval: %1").arg(s.errorString()));
        return false;
    }
    auto count = [&](const char *name, long long minimum, long long &outValue) {
        const QString v = p.value(QString::fromLatin1(name));
        bool good = false;
        outValue = v.toLongLong(&good);
        return good && outValue >= minimum;
    };
    if (p.isSet(QStringLiteral("count")) && !count("count", 1, o.maxLines)) {
        code = usageError(
            QCoreApplication::translate("irqatlas-cli", "--count \"%1\" must be a positive integer")
                .arg(p.value(QStringLiteral("count"))));
        return false;
    }
    if (!count("top", 0, o.top)) {
        code = usageError(
            QCoreApplication::translate("irqatlas-cli", "--top \"%1\" must be an integer >= 0")
                .arg(p.value(QStringLiteral("top"))));
        return false;
    }
    if (!count("cpus", 0, o.cpuRows)) {
        code = usageError(
            QCoreApplication::translate("irqatlas-cli", "--cpus \"%1\" must be an integer >= 0")
                .arg(p.value(QStringLiteral("cpus"))));
        return false;
    }
    o.cost = p.isSet(QStringLiteral("cost"));
    for (const char *other : {"replay", "root", "host", "xml", "topology"}) {
        if (o.cost && p.isSet(QLatin1String(other))) {
            code = usageError(QCoreApplication::translate("irqatlas-cli",
                                                          "--cost traces this machine: it does not "
                                                          "go with --%1")
                                  .arg(QLatin1String(other)));
            return false;
        }
    }
    return true;
}

// Traced shares in place of /proc/stat's, the tracer drained every 100 ms.
class TracedRates
{
public:
    explicit TracedRates(CostTracer *tracer) : m_tracer(tracer)
    {
        if (!m_tracer)
            return;
        m_timer.setInterval(100);
        // The timer is the context: it dies with this object, before the tracer.
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { m_tracer->drain(); });
        m_timer.start();
    }

    Rates apply(const Rates &r)
    {
        if (!m_tracer)
            return r;
        Rates traced = r;
        const TracedInterval t = m_tracer->take();
        if (!t.stoppedEarly.isEmpty() && !m_told) {
            m_told = true;
            m_timer.stop();
            err(QCoreApplication::translate(
                    "irqatlas-cli", "irqatlas-cli: %1; HARD% and SOFT% come from /proc/stat "
                                    "from now on")
                    .arg(t.stoppedEarly));
        }
        if (t.lostEvents > 0)
            err(QCoreApplication::translate("irqatlas-cli",
                                            "irqatlas-cli: the kernel lost %1 trace events in this "
                                            "interval: its IRQ time is too low")
                    .arg(qulonglong(t.lostEvents)));
        applyTracedTimes(traced, t);
        return traced;
    }

private:
    CostTracer *m_tracer;
    QTimer m_timer;
    bool m_told = false;
};

// The handlers of SIGINT and SIGTERM before the watch, put back after it.
struct SavedHandlers
{
    struct sigaction onInt = {};
    struct sigaction onTerm = {};
};

void catchStopSignals(SavedHandlers &saved)
{
    struct sigaction sa = {};
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    ::sigaction(SIGINT, &sa, &saved.onInt);
    ::sigaction(SIGTERM, &sa, &saved.onTerm);
}

void restoreStopSignals(const SavedHandlers &saved)
{
    ::sigaction(SIGINT, &saved.onInt, nullptr);
    ::sigaction(SIGTERM, &saved.onTerm, nullptr);
    ::close(g_signalFd[0]);
    ::close(g_signalFd[1]);
}

// One interval's rates in the chosen format.
std::string renderRates(const Rates &r, Format fmt, const WatchOptions &o,
                        const QString &sourceName)
{
    std::string buf;
    switch (fmt) {
    case Format::Json:
        appendRatesJson(buf, r, std::size_t(o.top));
        break;
    case Format::Csv:
        appendRatesCsv(buf, r);
        break;
    case Format::Table:
        buf = renderTable(r, sourceName, std::size_t(o.top), std::size_t(o.cpuRows));
        break;
    }
    return buf;
}

// Samples until the count is reached, the source ends, a stop signal arrives
// (notifier) or the first read fails; returns the exit status.
int watchLoop(std::unique_ptr<SampleSource> source, const QString &sourceName,
              const WatchOptions &o, Format fmt, RecordingWriter *recorder,
              QSocketNotifier &notifier, CostTracer *tracer)
{
    QEventLoop loop;
    TracedRates traced(tracer);
    int exitCode = ExitOk;
    long long lines = 0;
    bool sawGood = false;
    Sampler sampler(std::move(source));
    sampler.setInterval(o.interval);
    QObject::connect(&notifier, &QSocketNotifier::activated, &loop, [&] { loop.quit(); });
    QObject::connect(&sampler, &Sampler::finished, &loop, [&] { loop.quit(); });
    QObject::connect(&sampler, &Sampler::sampleReady, &loop, [&](const Sample &s) {
        if (recorder) {
            if (Status w = recorder->write(s); !w.ok()) {
                err(w.errorString());
                exitCode = ExitFailure;
                loop.quit();
                return;
            }
        }
        if (s.ok()) {
            sawGood = true;
        } else if (!sawGood) {
            // Nothing to watch when the very first read fails (no such root,
            // no /proc/interrupts): report it instead of printing gaps forever.
            err(QStringLiteral("irqatlas-cli: ") + s.error);
            exitCode = ExitFailure;
            loop.quit();
        }
    });
    QObject::connect(&sampler, &Sampler::failed, &loop, [&](const QString &message) {
        if (sawGood)
            err(QCoreApplication::translate("irqatlas-cli", "irqatlas-cli: gap: %1").arg(message));
    });
    if (fmt == Format::Csv) {
        std::string head;
        appendRatesCsvHeader(head);
        out(head);
    }
    QObject::connect(&sampler, &Sampler::ratesReady, &loop, [&](const Rates &r) {
        if (exitCode != ExitOk || o.maxLines == 0)
            return;
        out(renderRates(traced.apply(r), fmt, o, sourceName));
        std::fflush(stdout);
        if (o.maxLines > 0 && ++lines >= o.maxLines)
            loop.quit();
    });
    sampler.start();
    loop.exec();
    sampler.stop();
    return exitCode;
}

int runWatch(const QStringList &args)
{
    QCommandLineParser p;
    addWatchOptions(p);
    int code = 0;
    Format fmt;
    if (!parseCommand(p, args, fmt, code))
        return code;
    WatchOptions o;
    if (!watchOptionsFrom(p, o, code))
        return code;

    auto source = openSource(p);
    if (!source.ok())
        return fail(source.errorString());
    const QString sourceName = source.value()->displayName();
    std::unique_ptr<RecordingWriter> recorder;
    if (p.isSet(QStringLiteral("record"))) {
        auto w = RecordingWriter::create(p.value(QStringLiteral("record")), sourceName);
        if (!w.ok())
            return fail(w.errorString());
        recorder = std::move(w).value();
    }

    std::unique_ptr<CostTracer> tracer;
    if (o.cost) {
        if (::geteuid() != 0)
            return fail(QCoreApplication::translate(
                "irqatlas-cli", "watch --cost needs root: the kernel's irq tracepoints are "
                                "readable by root only; run it with sudo"));
        auto t = CostTracer::start({});
        if (!t.ok())
            return fail(t.errorString());
        tracer = std::move(t).value();
        if (recorder)
            err(QCoreApplication::translate(
                "irqatlas-cli", "irqatlas-cli: the recording keeps the /proc files; the traced "
                                "IRQ time is not in it"));
    }
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_signalFd) != 0)
        return fail(QCoreApplication::translate("irqatlas-cli", "cannot set up signal handling"));
    QSocketNotifier notifier(g_signalFd[1], QSocketNotifier::Read);
    SavedHandlers saved;
    catchStopSignals(saved);
    const int exitCode = watchLoop(std::move(source).value(), sourceName, o, fmt, recorder.get(),
                                   notifier, tracer.get());
    restoreStopSignals(saved);
    std::fflush(stdout);
    return exitCode;
}

const Command
    cmdWatch("watch",
             QT_TRANSLATE_NOOP("irqatlas-cli",
                               "live per-CPU hard/soft IRQ %, IRQ/s and the busiest interrupts"),
             runWatch);

} // namespace
} // namespace irqatlas::cli
