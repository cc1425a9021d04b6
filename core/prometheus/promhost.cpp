#include "prometheus/promhost.h"

#include "model/inputlimits.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <set>

namespace irqatlas {
namespace {

const QString kInterrupts = QStringLiteral("/proc/interrupts");
const QString kStat = QStringLiteral("/proc/stat");
const QString kSoftirqs = QStringLiteral("/proc/softirqs");
const QString kHostname = QStringLiteral("/proc/sys/kernel/hostname");
const QString kOsRelease = QStringLiteral("/proc/sys/kernel/osrelease");
// Counters are doubles in Prometheus: whole numbers are exact up to 2^53.
constexpr double kMaxExact = 9007199254740992.0;
// /proc/stat's order of node_exporter's modes (guest and guest_nice are
// counted in user and nice by the kernel and left out by the exporter).
const char *const kModes[] = {"user",   "nice", "system",  "idle",
                              "iowait", "irq",  "softirq", "steal"};

Error notFound(const QString &name, const QString &path)
{
    return Error{
        QStringLiteral("%1%2: %3")
            .arg(name, path, QCoreApplication::translate("Prometheus", "not kept by Prometheus"))};
}

// A label value bound for a line of text: control characters would end the
// line or forge another.
bool lineSafe(const QString &s)
{
    return std::none_of(s.begin(), s.end(),
                        [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; });
}

Error badSeries(const QString &url, const QString &what)
{
    return Error{QStringLiteral("%1: %2").arg(url, what)};
}

// A CPU label ("0" … "16383") as a number, else nullopt.
std::optional<int> cpuOf(const PromSeries &s)
{
    bool ok = false;
    const int cpu = s.label(u"cpu").toInt(&ok);
    if (!ok || cpu < 0 || cpu > limits::kMaxCpuId)
        return std::nullopt;
    return cpu;
}

// A count as the kernel prints it: a whole number Prometheus holds exactly.
std::optional<std::uint64_t> counter(double v)
{
    if (!(v >= 0) || v > kMaxExact || v != std::floor(v))
        return std::nullopt;
    return std::uint64_t(v);
}

// CPU seconds in USER_HZ ticks: fractions of a tick are rounded.
std::optional<std::uint64_t> ticksOf(double seconds)
{
    const double t = seconds * 100.0;
    if (!(t >= 0) || t > kMaxExact)
        return std::nullopt;
    return std::uint64_t(std::llround(t));
}

// The text a table of rows × CPUs makes: past its file's cap it is refused
// before it is made, however few series asked for it.
bool tableFits(std::size_t rows, std::size_t cpus, std::size_t maxRows, std::size_t maxBytes)
{
    constexpr std::size_t kCellBytes = 11;
    return rows <= maxRows && cpus <= std::size_t(limits::kMaxCpus) &&
           rows * cpus <= maxBytes / kCellBytes;
}

Error tooLarge(const QString &url, const char *metric)
{
    return badSeries(url, QCoreApplication::translate(
                              "Prometheus", "%1 makes a table past the size of the kernel's file")
                              .arg(QLatin1String(metric)));
}

// Rows in the kernel's order as far as it can be known: numbered IRQs
// ascending, then the symbolic ones by name.
bool rowBefore(const QString &a, const QString &b)
{
    bool na = false, nb = false;
    const long long ia = a.toLongLong(&na), ib = b.toLongLong(&nb);
    if (na != nb)
        return na;
    return na ? ia < ib : a < b;
}

} // namespace

QString promString(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (QChar c : text) {
        if (c == u'\\' || c == u'"')
            out += QLatin1Char('\\') + QString(c);
        else if (c == u'\n')
            out += QStringLiteral("\\n");
        else
            out += c;
    }
    return out + QLatin1Char('"');
}

PromHostSource::PromHostSource(PromServer server, QString instance)
    : m_server(std::move(server)), m_instance(std::move(instance))
{
}

QString PromHostSource::displayName() const
{
    return m_instance;
}

QString PromHostSource::selector() const
{
    return QStringLiteral("{instance=%1}").arg(promString(m_instance));
}

QString PromHostSource::interruptsCollectorNote()
{
    return QCoreApplication::translate(
        "Prometheus", "the exporter has no node_interrupts_total series: start node_exporter with "
                      "--collector.interrupts for IRQ rows");
}

Result<QByteArray> PromHostSource::readFile(const QString &path) const
{
    if (path == kInterrupts)
        return interrupts();
    if (path == kStat)
        return stat();
    if (path == kSoftirqs) {
        auto soft = softirqsIfAny();
        if (!soft)
            return soft.error();
        if (!*soft)
            return Error{QStringLiteral("%1: %2").arg(m_instance, softirqsCollectorNote())};
        return std::move(**soft);
    }
    if (path == kHostname)
        return uname("nodename");
    if (path == kOsRelease)
        return uname("release");
    return notFound(m_instance, path);
}

Result<QStringList> PromHostSource::listDir(const QString &path) const
{
    return notFound(m_instance, path);
}

bool PromHostSource::exists(const QString &path) const
{
    return path == kInterrupts || path == kStat || path == kHostname || path == kOsRelease;
}

Result<QByteArray> PromHostSource::interrupts() const
{
    const QString url = promApiUrl(m_server, QStringLiteral("/api/v1/query"));
    auto counts = promQuery(m_server, interruptCountsQuery(selector()), m_time);
    if (!counts)
        return counts.error();
    if (counts->series.empty())
        return noInterrupts();
    auto rows = promQuery(
        m_server,
        QStringLiteral("group by (type, info, devices) (node_interrupts_total%1)").arg(selector()),
        m_time);
    if (!rows)
        return rows.error();
    return interruptsText(counts->series, rows->series, url);
}

QString interruptCountsQuery(const QString &selector)
{
    return QStringLiteral("sum by (type, cpu) (node_interrupts_total%1)").arg(selector);
}

QString softirqsQuery(const QString &selector)
{
    return QStringLiteral("sum by (type, cpu) (node_softirqs_functions_total%1)").arg(selector);
}

QString PromHostSource::softirqsCollectorNote()
{
    return QCoreApplication::translate(
        "Prometheus", "the exporter has no node_softirqs_functions_total series (node_exporter 1.6 "
                      "or later with --collector.softirqs): no softirq types");
}

Result<std::optional<QByteArray>> PromHostSource::softirqsIfAny() const
{
    auto counts = promQuery(m_server, softirqsQuery(selector()), m_time);
    if (!counts)
        return counts.error();
    if (counts->series.empty())
        return std::optional<QByteArray>();
    auto text = softirqsText(counts->series, promApiUrl(m_server, QStringLiteral("/api/v1/query")));
    if (!text)
        return text.error();
    return std::optional<QByteArray>(std::move(text).value());
}

Result<QByteArray> softirqsText(const std::vector<PromSeries> &counts, const QString &url)
{
    // The kernel's order (include/linux/interrupt.h); a type it adds later
    // comes after them.
    static const QStringList kernelOrder{QStringLiteral("HI"),      QStringLiteral("TIMER"),
                                         QStringLiteral("NET_TX"),  QStringLiteral("NET_RX"),
                                         QStringLiteral("BLOCK"),   QStringLiteral("IRQ_POLL"),
                                         QStringLiteral("TASKLET"), QStringLiteral("SCHED"),
                                         QStringLiteral("HRTIMER"), QStringLiteral("RCU")};
    const auto before = [](const QString &a, const QString &b) {
        const qsizetype ia = kernelOrder.indexOf(a), ib = kernelOrder.indexOf(b);
        if ((ia < 0) != (ib < 0))
            return ia >= 0;
        return ia >= 0 ? ia < ib : a < b;
    };
    std::set<int> cpus;
    std::map<QString, std::map<int, std::uint64_t>, decltype(before)> table(before);
    for (const PromSeries &s : counts) {
        const auto cpu = cpuOf(s);
        const auto n = counter(s.samples.front().value);
        const QString type = s.label(u"type");
        if (!cpu || !n || type.isEmpty() || type.size() > 64 || !lineSafe(type) ||
            type.contains(QLatin1Char(' ')) || type.contains(QLatin1Char(':')))
            return badSeries(url, QCoreApplication::translate(
                                      "Prometheus", "node_softirqs_functions_total has a series "
                                                    "that is not a type, a CPU and a count"));
        cpus.insert(*cpu);
        table[type][*cpu] = *n;
    }
    if (!tableFits(table.size(), cpus.size(), std::size_t(limits::kMaxSoftirqRows),
                   limits::kMaxSoftirqsBytes))
        return tooLarge(url, "node_softirqs_functions_total");
    QByteArray out = "           ";
    for (int cpu : cpus)
        out += QByteArray("       CPU") + QByteArray::number(cpu);
    out += '\n';
    for (const auto &[type, perCpu] : table) {
        out += QStringLiteral("%1:").arg(type, 12).toUtf8();
        for (int cpu : cpus) {
            const auto it = perCpu.find(cpu);
            out += ' ' + QByteArray::number(it == perCpu.end() ? 0 : it->second).rightJustified(10);
        }
        out += '\n';
    }
    return out;
}

QString cpuSecondsQuery(const QString &selector)
{
    return QStringLiteral("sum by (cpu, mode) (node_cpu_seconds_total%1)").arg(selector);
}

Result<QByteArray> interruptsText(const std::vector<PromSeries> &counts,
                                  const std::vector<PromSeries> &rows, const QString &url)
{
    std::set<int> cpus;
    std::map<QString, std::map<int, std::uint64_t>, decltype(&rowBefore)> table(&rowBefore);
    for (const PromSeries &s : counts) {
        const auto cpu = cpuOf(s);
        const auto n = counter(s.samples.front().value);
        const QString type = s.label(u"type");
        if (!cpu || !n || type.isEmpty() || !lineSafe(type) || type.contains(QLatin1Char(' ')))
            return badSeries(url, QCoreApplication::translate(
                                      "Prometheus", "node_interrupts_total has a series that is "
                                                    "not a row, a CPU and a count"));
        cpus.insert(*cpu);
        table[type][*cpu] = *n;
    }
    if (!tableFits(table.size(), cpus.size(), std::size_t(limits::kMaxIrqRows),
                   limits::kMaxInterruptsBytes))
        return tooLarge(url, "node_interrupts_total");
    std::map<QString, QString> text; // type -> "info  devices"

    for (const PromSeries &s : rows) {
        const QString info = s.label(u"info"), devices = s.label(u"devices");
        if (!lineSafe(info) || !lineSafe(devices))
            return badSeries(url, QCoreApplication::translate(
                                      "Prometheus", "a label of node_interrupts_total holds a "
                                                    "control character"));
        // node_exporter took the first word after the counts as the chip
        // (info) and the rest as devices; two blanks after the chip are what
        // the kernel prints and the row parser takes the chip's end from.
        text.emplace(s.label(u"type"),
                     devices.isEmpty() ? info : info + QStringLiteral("  ") + devices);
    }
    QByteArray out = "     ";
    for (int cpu : cpus)
        out += QByteArray("      CPU") + QByteArray::number(cpu);
    out += '\n';
    for (const auto &[type, perCpu] : table) {
        out += QStringLiteral("%1:").arg(type, 4).toUtf8();
        for (int cpu : cpus) {
            const auto it = perCpu.find(cpu);
            out += ' ' + QByteArray::number(it == perCpu.end() ? 0 : it->second).rightJustified(10);
        }
        out += "  " + text[type].toUtf8() + '\n';
    }
    return out;
}

Error PromHostSource::noInterrupts() const
{
    // An instance Prometheus does not scrape is a typo, not a collector.
    auto up = promQuery(m_server, QStringLiteral("up%1").arg(selector()), m_time);
    if (up && up->series.empty())
        return Error{QCoreApplication::translate("Prometheus",
                                                 "%1: Prometheus has no target with this "
                                                 "instance label")
                         .arg(m_instance)};
    return Error{QStringLiteral("%1: %2").arg(m_instance, interruptsCollectorNote())};
}

Result<double> PromHostSource::lastScrape() const
{
    auto up = promQuery(m_server, QStringLiteral("timestamp(up%1)").arg(selector()));
    if (!up)
        return up.error();
    if (up->series.empty())
        return Error{QCoreApplication::translate("Prometheus",
                                                 "%1: Prometheus has no target with this "
                                                 "instance label")
                         .arg(m_instance)};
    return up->series.front().samples.front().value;
}

Result<QByteArray> PromHostSource::interruptsOrHeader(const QByteArray &statText,
                                                      bool &noRows) const
{
    noRows = false;
    auto table = interrupts();
    if (table || !table.errorString().endsWith(interruptsCollectorNote()))
        return table;
    noRows = true;
    return interruptsHeaderFor(statText);
}

QByteArray interruptsHeaderFor(const QByteArray &statText)
{
    QByteArray header = "     ";
    for (const QByteArray &line : statText.split('\n'))
        if (line.startsWith("cpu") && line.size() > 3 && line.at(3) != ' ')
            header += "      CPU" + line.mid(3, line.indexOf(' ') - 3);
    return QByteArray(header + '\n');
}

Result<QByteArray> PromHostSource::stat() const
{
    const QString url = promApiUrl(m_server, QStringLiteral("/api/v1/query"));
    auto r = promQuery(m_server, cpuSecondsQuery(selector()), m_time);
    if (!r)
        return r.error();
    if (r->series.empty())
        return Error{QStringLiteral("%1: %2").arg(
            m_instance, QCoreApplication::translate(
                            "Prometheus", "the exporter has no node_cpu_seconds_total series"))};
    return statText(r->series, url);
}

Result<QByteArray> statText(const std::vector<PromSeries> &seconds, const QString &url)
{
    constexpr int kModeCount = int(std::size(kModes));
    std::map<int, std::array<std::uint64_t, kModeCount>> cpus;
    for (const PromSeries &s : seconds) {
        const auto cpu = cpuOf(s);
        // Seconds to USER_HZ ticks, as the kernel prints them.
        const auto ticks = ticksOf(s.samples.front().value);
        if (!cpu || !ticks)
            return badSeries(url, QCoreApplication::translate(
                                      "Prometheus", "node_cpu_seconds_total has a series that is "
                                                    "not a CPU and a time"));
        const QString mode = s.label(u"mode");
        for (int m = 0; m < kModeCount; ++m)
            if (mode == QLatin1String(kModes[m]))
                cpus[*cpu][std::size_t(m)] = *ticks;
    }
    std::array<std::uint64_t, kModeCount> all{};
    QByteArray lines;
    for (const auto &[cpu, modes] : cpus) {
        lines += "cpu" + QByteArray::number(cpu);
        for (int m = 0; m < kModeCount; ++m) {
            lines += ' ' + QByteArray::number(modes[std::size_t(m)]);
            // Each CPU's ticks are below 2^53, but 16384 such CPUs would
            // wrap 64 bits: the sum is held at the top instead.
            std::uint64_t &sum = all[std::size_t(m)];
            sum = sum > std::numeric_limits<std::uint64_t>::max() - modes[std::size_t(m)]
                      ? std::numeric_limits<std::uint64_t>::max()
                      : sum + modes[std::size_t(m)];
        }
        lines += " 0 0\n";
    }
    QByteArray head = "cpu ";
    for (std::uint64_t v : all)
        head += ' ' + QByteArray::number(v);
    return QByteArray(head + " 0 0\n" + lines);
}

Result<QByteArray> PromHostSource::uname(const char *label) const
{
    auto r = promQuery(m_server, QStringLiteral("node_uname_info%1").arg(selector()), m_time);
    if (!r)
        return r.error();
    if (r->series.empty())
        return notFound(m_instance, QString::fromLatin1(label));
    const QString value = r->series.front().label(QString::fromLatin1(label));
    if (!lineSafe(value))
        return badSeries(
            promApiUrl(m_server, QStringLiteral("/api/v1/query")),
            QCoreApplication::translate("Prometheus", "node_uname_info holds a control character"));
    return QByteArray(value.toUtf8() + '\n');
}

} // namespace irqatlas
