#include "remote/remotecost.h"

#include "cost/tracereader.h"
#include "procfs/interrupts.h"
#include "procfs/lineparse.h"
#include "procfs/procstat.h"
#include "remote/remotecollect.h"
#include "remote/sshsession.h"

#include <QCoreApplication>
#include <cmath>
#include <map>

namespace irqatlas {
namespace {

// The x86 vector events the local measurement enables (cost/traceinstance.cpp).
constexpr const char *kVectorEvents =
    "local_timer reschedule call_function call_function_single irq_work x86_platform_ipi "
    "thermal_apic error_apic spurious_apic";

// Everything between "<boundary> NAME\n" lines, by NAME, after "<boundary> start".
Result<std::map<std::string, std::string_view>>
sections(const QByteArray &output, const QByteArray &boundary, const QString &origin)
{
    const QByteArray start = boundary + " start\n";
    qsizetype at = output.startsWith(start) ? 0 : output.indexOf(QByteArray("\n" + start));
    if (at < 0)
        return Error{QCoreApplication::translate(
                         "RemoteCost",
                         "%1: the remote measurement printed no start line: it did not run "
                         "(ssh or sudo said why on stderr)")
                         .arg(origin)};
    at += output.startsWith(start) ? start.size() : start.size() + 1;
    std::map<std::string, std::string_view> out;
    const QByteArray mark = QByteArray("\n" + boundary + " ");
    std::string name = "start";
    qsizetype from = at;
    for (;;) {
        // The newline that ends the previous line starts the mark.
        const qsizetype next = output.indexOf(mark, from - 1);
        const qsizetype end = next < 0 ? output.size() : next + 1;
        if (!out.emplace(name, std::string_view(output.constData() + from,
                                                std::size_t(std::max<qsizetype>(0, end - from))))
                 .second)
            return Error{
                QCoreApplication::translate(
                    "RemoteCost", "%1: the remote measurement sent the section \"%2\" twice")
                    .arg(origin, QString::fromStdString(name))};
        if (next < 0)
            break;
        const qsizetype nameStart = next + mark.size();
        const qsizetype nameEnd = output.indexOf('\n', nameStart);
        if (nameEnd < 0)
            break;
        // "<boundary> error WORDS": the words are the section.
        const qsizetype space = output.indexOf(' ', nameStart);
        const bool hasWords = space >= 0 && space < nameEnd;
        const qsizetype wordEnd = hasWords ? space : nameEnd;
        name = output.mid(nameStart, std::min<qsizetype>(wordEnd - nameStart, 64)).toStdString();
        from = hasWords ? space + 1 : nameEnd + 1;
    }
    return out;
}

Result<std::string_view> section(const std::map<std::string, std::string_view> &s, const char *name,
                                 const QString &origin)
{
    const auto it = s.find(name);
    if (it == s.end())
        return Error{QCoreApplication::translate(
                         "RemoteCost",
                         "%1: the remote measurement ended before its \"%2\" section (the "
                         "connection was lost, or a cap was reached)")
                         .arg(origin, QLatin1String(name))};
    return it->second;
}

// "12345.67 890.12": the first field, seconds since boot.
bool uptime(std::string_view text, double &out)
{
    const std::string field(lineparse::trim(text.substr(0, text.find(' '))));
    char *end = nullptr;
    out = std::strtod(field.c_str(), &end);
    return !field.empty() && end == field.c_str() + field.size() && std::isfinite(out) && out >= 0;
}

std::uint64_t lostCounts(std::string_view text)
{
    std::uint64_t lost = 0;
    lineparse::LineReader lines{text};
    std::string_view line;
    while (lines.next(line)) {
        const std::size_t colon = line.find(':');
        std::uint64_t v = 0;
        if (colon != std::string_view::npos &&
            lineparse::toU64(lineparse::trim(line.substr(colon + 1)), v))
            lost += v;
    }
    return lost;
}

Status readProc(const std::map<std::string, std::string_view> &s, const char *when,
                const QString &origin, CostWindow &w)
{
    const std::string interruptsName = std::string("interrupts-") + when;
    const std::string statName = std::string("stat-") + when;
    auto it = section(s, interruptsName.c_str(), origin);
    auto st = section(s, statName.c_str(), origin);
    if (!it.ok())
        return it.error();
    if (!st.ok())
        return st.error();
    auto interrupts = parseInterrupts(*it, origin + QStringLiteral(":/proc/interrupts"));
    if (!interrupts.ok())
        return interrupts.error();
    auto stat = parseProcStat(*st, origin + QStringLiteral(":/proc/stat"));
    if (!stat.ok())
        return stat.error();
    const bool before = when[0] == 'b';
    (before ? w.interruptsBefore : w.interruptsAfter) = std::move(*interrupts);
    (before ? w.statBefore : w.statAfter) = std::move(*stat);
    return Ok{};
}

} // namespace

QByteArray remoteCostScript(double seconds, const QByteArray &boundary)
{
    QByteArray s;
    s += "B=" + boundary + "\nS=" + QByteArray::number(seconds, 'f', 3) +
         "\nC=" + QByteArray::number(kMaxRemoteTraceBytes) + "\n";
    s += "V='" + QByteArray(kVectorEvents) + "'\n";
    s += R"SH(LC_ALL=C; export LC_ALL
T=/sys/kernel/tracing
fail() { echo "$B start"; echo "$B error $*"; exit 0; }
[ -d "$T/instances" ] || mount -t tracefs nodev "$T" 2>/dev/null
[ -d "$T/instances" ] || fail "this host has no tracefs at $T"
for d in "$T"/instances/irqatlas-ssh-*; do
  [ -d "$d" ] || continue
  p=${d##*-}
  case $p in ''|*[!0-9]*) continue ;; esac
  kill -0 "$p" 2>/dev/null || rmdir "$d" 2>/dev/null
done
I=$T/instances/irqatlas-ssh-$$
mkdir "$I" 2>/dev/null || fail "cannot make the trace instance $I (not root?)"
trap 'echo 0 > "$I/tracing_on" 2>/dev/null; rmdir "$I" 2>/dev/null' EXIT
trap 'exit 4' INT TERM HUP
echo 0 > "$I/tracing_on"
n=$(getconf _NPROCESSORS_CONF 2>/dev/null || echo 1)
k=$((65536 / n)); [ "$k" -gt 4096 ] && k=4096; [ "$k" -lt 256 ] && k=256
echo "$k" > "$I/buffer_size_kb" 2>/dev/null
for e in irq/irq_handler_entry irq/irq_handler_exit irq/softirq_entry irq/softirq_exit; do
  [ -f "$I/events/$e/enable" ] || fail "this kernel has no tracepoint $e"
  echo 1 > "$I/events/$e/enable" || fail "cannot enable $e"
done
for v in $V; do for x in entry exit; do
  f=$I/events/irq_vectors/${v}_$x/enable
  [ -f "$f" ] && echo 1 > "$f" 2>/dev/null
done; done
echo "$B start"
echo "$B stat-before"; cat /proc/stat
echo "$B interrupts-before"; cat /proc/interrupts
echo 1 > "$I/tracing_on"
u0=$(cat /proc/uptime)
echo "$B trace"
timeout "$S" cat "$I/trace_pipe" | head -c "$C"
echo 0 > "$I/tracing_on"
u1=$(cat /proc/uptime)
echo
echo "$B interrupts-after"; cat /proc/interrupts
echo "$B stat-after"; cat /proc/stat
echo "$B uptime-before"; echo "$u0"
echo "$B uptime-after"; echo "$u1"
echo "$B lost"; cat "$I"/per_cpu/cpu*/stats 2>/dev/null | grep -E '^(overrun|dropped events):'
echo "$B end"
)SH";
    return s;
}

QString remoteCostCommand()
{
    return QStringLiteral("exec /bin/sh -c 'if [ \"$(id -u)\" = 0 ]; then exec /bin/sh -s; "
                          "else exec sudo -n /bin/sh -s; fi'");
}

Result<CostReport> parseRemoteCost(const QByteArray &output, const QByteArray &boundary,
                                   const QString &origin, double requestedSeconds)
{
    auto s = sections(output, boundary, origin);
    if (!s.ok())
        return s.error();
    if (const auto e = s->find("error"); e != s->end()) {
        // Remote words, cut and made printable by the caller's printer.
        const std::string_view why = lineparse::trim(e->second.substr(0, 300));
        return Error{QCoreApplication::translate("RemoteCost", "%1: cannot measure there: %2")
                         .arg(origin, QString::fromUtf8(why.data(), qsizetype(why.size())))};
    }
    for (const char *name : {"trace", "uptime-before", "uptime-after", "lost", "end"})
        if (auto sec = section(*s, name, origin); !sec.ok())
            return sec.error();
    CostWindow w;
    w.requestedSeconds = requestedSeconds;
    if (Status st = readProc(*s, "before", origin, w); !st.ok())
        return st.error();
    if (Status st = readProc(*s, "after", origin, w); !st.ok())
        return st.error();
    double u0 = 0, u1 = 0;
    if (!uptime(s->at("uptime-before"), u0) || !uptime(s->at("uptime-after"), u1) || !(u1 > u0))
        return Error{QCoreApplication::translate(
                         "RemoteCost", "%1: the remote measurement's /proc/uptime gives no window")
                         .arg(origin)};
    w.seconds = u1 - u0;
    w.statsLost = lostCounts(s->at("lost"));
    const std::string_view trace = s->at("trace");
    if (qint64(trace.size()) >= kMaxRemoteTraceBytes)
        w.stoppedEarly =
            QCoreApplication::translate(
                "RemoteCost", "the trace text reached the cap of %1 MiB: the times are of the "
                              "first part of the window only")
                .arg(kMaxRemoteTraceBytes >> 20);
    CostAggregator agg;
    TraceReader reader(origin + QStringLiteral(":trace_pipe"), agg);
    if (Status st = reader.feed(trace); !st.ok())
        return st.error();
    if (Status st = reader.finish(); !st.ok())
        return st.error();
    return buildCostReport(agg.finish(), w);
}

Result<CostReport> measureRemoteCost(SshSession &session, double seconds)
{
    const QByteArray boundary = newBoundary();
    ChannelLimits limits;
    limits.stdoutBytes = kMaxRemoteTraceBytes + (qint64(64) << 20);
    const int timeoutMs = int(seconds * 1000) + 120000;
    auto out =
        session.run(remoteCostCommand(), remoteCostScript(seconds, boundary), timeoutMs, limits);
    if (!out.ok())
        return out.error();
    return parseRemoteCost(*out, boundary, session.displayName(), seconds);
}

} // namespace irqatlas
