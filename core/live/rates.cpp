#include "live/rates.h"

#include "live/threadtimes.h"

#include <QCoreApplication>
#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_map>

namespace irqatlas {
namespace {

using F = CpuTimes::Field;

// A counter's change per second. The callers only pass intervals that
// elapsedSeconds() gave, but a division by an interval checks it where it
// divides: no interval, no rate, never inf or NaN.
std::optional<double> perSecond(std::uint64_t delta, double interval)
{
    if (!(interval > 0) || !std::isfinite(interval))
        return std::nullopt;
    return double(delta) / interval;
}

std::uint64_t val(const CpuTimes &c, F f)
{
    return c.has(f) ? c.values[std::size_t(f)] : 0;
}

// What mpstat adds up as a CPU's time (see statFieldPercent).
std::uint64_t mpstatTotal(const CpuTimes &c, std::uint64_t idle, std::uint64_t iowait)
{
    return val(c, F::User) + val(c, F::Nice) + val(c, F::System) + iowait + idle +
           val(c, F::Steal) + val(c, F::Irq) + val(c, F::SoftIrq);
}

// Maps CPU ids (small non-negative integers, with gaps) to an index, with
// O(1) lookups: the joins below run over every column of a 1152-CPU table.
class IdIndex
{
public:
    template <typename Ids> explicit IdIndex(const Ids &ids)
    {
        int maxId = -1;
        for (int id : ids)
            maxId = std::max(maxId, id);
        m_index.assign(maxId < 0 ? 0 : std::size_t(maxId) + 1, -1);
        int i = 0;
        for (int id : ids) {
            if (id >= 0 && m_index[std::size_t(id)] < 0)
                m_index[std::size_t(id)] = i;
            ++i;
        }
    }
    int operator()(int id) const
    {
        return id >= 0 && std::size_t(id) < m_index.size() ? m_index[std::size_t(id)] : -1;
    }

private:
    std::vector<int> m_index;
};

std::vector<int> statIds(const ProcStat &s)
{
    std::vector<int> ids;
    ids.reserve(s.cpus.size());
    for (const CpuTimes &c : s.cpus)
        ids.push_back(c.cpu);
    return ids;
}

// For every row of cur, the row of prev with the same key and the same
// occurrence of that key, or -1; and each cur row's occurrence.
void joinRows(const IrqTable &prev, const IrqTable &cur, std::vector<int> &prevRow,
              std::vector<int> &occurrence)
{
    const std::size_t n = cur.irqs.size();
    prevRow.assign(n, -1);
    occurrence.assign(n, 0);
    std::unordered_map<std::string_view, int> seen;
    seen.reserve(n * 2);
    for (std::size_t i = 0; i < n; ++i)
        occurrence[i] = seen[cur.irqs[i].key]++;

    // Usual case: the same rows in the same order.
    bool same = prev.irqs.size() == n;
    for (std::size_t i = 0; same && i < n; ++i)
        same = prev.irqs[i].key == cur.irqs[i].key;
    if (same) {
        for (std::size_t i = 0; i < n; ++i)
            prevRow[i] = int(i);
        return;
    }
    std::unordered_map<std::string_view, std::vector<int>> rows;
    rows.reserve(prev.irqs.size() * 2);
    for (std::size_t i = 0; i < prev.irqs.size(); ++i)
        rows[prev.irqs[i].key].push_back(int(i));
    for (std::size_t i = 0; i < n; ++i) {
        auto it = rows.find(cur.irqs[i].key);
        if (it != rows.end() && std::size_t(occurrence[i]) < it->second.size())
            prevRow[i] = it->second[std::size_t(occurrence[i])];
    }
}

void computeIrqRates(const IrqTable &P, const IrqTable &C, double interval, const IdIndex &cpuIndex,
                     std::size_t cpuCount, Rates &r)
{
    // Column joins by CPU id.
    const IdIndex prevCol(P.cpus);
    std::vector<int> prevColOf(C.cpus.size());
    std::vector<int> rateIndexOf(C.cpus.size());
    for (std::size_t c = 0; c < C.cpus.size(); ++c) {
        prevColOf[c] = prevCol(C.cpus[c]);
        rateIndexOf[c] = cpuIndex(C.cpus[c]);
    }
    std::vector<double> sum(cpuCount, 0.0);
    // A CPU's total is known only when it has a column in both samples.
    std::vector<char> known(cpuCount, 0);
    for (std::size_t c = 0; c < C.cpus.size(); ++c) {
        if (prevColOf[c] >= 0 && rateIndexOf[c] >= 0)
            known[std::size_t(rateIndexOf[c])] = 1;
    }

    std::vector<int> prevRow, occurrence;
    joinRows(P, C, prevRow, occurrence);
    std::vector<char> matched(P.irqs.size(), 0);
    r.irqRows = int(C.irqs.size());

    for (std::size_t i = 0; i < C.irqs.size(); ++i) {
        const Irq &cur = C.irqs[i];
        IrqRate rate;
        if (prevRow[i] < 0) {
            ++r.newIrqs;
            rate.key = cur.key;
            rate.occurrence = occurrence[i];
            rate.name = cur.symbolic() ? cur.description : cur.name;
            r.irqs.push_back(std::move(rate));
            continue;
        }
        const Irq &prev = P.irqs[std::size_t(prevRow[i])];
        matched[std::size_t(prevRow[i])] = 1;
        double total = 0;
        bool reset = false;
        if (cur.counts.empty()) {
            // Machine-wide rows (ERR, MIS) have a single total.
            const auto d = counterDelta(prev.total, cur.total);
            const auto rowRate = d ? perSecond(*d, interval) : std::nullopt;
            if (rowRate)
                total = *rowRate;
            else
                reset = true;
        }
        for (std::size_t c = 0; c < cur.counts.size(); ++c) {
            const int pc = prevColOf[c];
            const int ri = rateIndexOf[c];
            if (pc < 0 || std::size_t(pc) >= prev.counts.size()) {
                rate.partial = true;
                rate.gapCpus.push_back(C.cpus[c]);
                continue;
            }
            const std::uint64_t a = prev.counts[std::size_t(pc)];
            const std::uint64_t b = cur.counts[c];
            if (a == b)
                continue;
            const auto d = counterDelta(a, b);
            const auto cellRate = d ? perSecond(*d, interval) : std::nullopt;
            if (!cellRate) {
                reset = true;
                rate.gapCpus.push_back(C.cpus[c]);
                if (ri >= 0)
                    known[std::size_t(ri)] = 0;
                continue;
            }
            const double perSec = *cellRate;
            total += perSec;
            rate.cpus.push_back({C.cpus[c], perSec});
            if (ri >= 0)
                sum[std::size_t(ri)] += perSec;
        }
        if (!reset && !rate.partial && total == 0)
            continue;
        rate.key = cur.key;
        rate.occurrence = occurrence[i];
        rate.name = cur.symbolic() ? cur.description : cur.name;
        if (!reset)
            rate.perSec = total;
        // Columns are not always in id order (joined tables); cells are.
        std::sort(rate.cpus.begin(), rate.cpus.end(),
                  [](const IrqRate::Cell &x, const IrqRate::Cell &y) { return x.cpu < y.cpu; });
        std::sort(rate.gapCpus.begin(), rate.gapCpus.end());
        r.irqs.push_back(std::move(rate));
    }
    r.vanishedIrqs = int(std::count(matched.begin(), matched.end(), char(0)));

    double machine = 0;
    bool machineKnown = true;
    for (std::size_t i = 0; i < cpuCount; ++i) {
        if (known[i]) {
            r.cpus[i].irqsPerSec = sum[i];
            machine += sum[i];
        } else {
            machineKnown = false;
        }
    }
    if (machineKnown)
        r.machine.irqsPerSec = machine;
}

void computeSoftirqRates(const SoftirqTable &P, const SoftirqTable &C, double interval, Rates &r)
{
    const std::size_t types = C.rows.size();
    const std::size_t n = r.cpus.size();
    r.softirqNames.reserve(types);
    for (const auto &row : C.rows)
        r.softirqNames.push_back(row.name);
    constexpr float nan = std::numeric_limits<float>::quiet_NaN();
    r.softirqPerSec.assign(n * types, nan);

    const IdIndex curCol(C.cpus), prevCol(P.cpus);
    std::vector<double> sum(n, 0.0);
    std::vector<char> known(n, 1);
    for (std::size_t t = 0; t < types; ++t) {
        const auto &cur = C.rows[t];
        const SoftirqTable::Row *prev = P.row(cur.name);
        for (std::size_t i = 0; i < n; ++i) {
            const int id = r.cpus[i].cpu;
            const int cc = curCol(id), pc = prevCol(id);
            std::optional<double> rate;
            if (prev && cc >= 0 && pc >= 0 && std::size_t(cc) < cur.counts.size() &&
                std::size_t(pc) < prev->counts.size())
                if (const auto d =
                        counterDelta(prev->counts[std::size_t(pc)], cur.counts[std::size_t(cc)]))
                    rate = perSecond(*d, interval);
            if (!rate) {
                known[i] = 0;
                continue;
            }
            const double perSec = *rate;
            r.softirqPerSec[i * types + t] = float(perSec);
            sum[i] += perSec;
        }
    }
    double machine = 0;
    bool machineKnown = n > 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (known[i] && types > 0) {
            r.cpus[i].softirqsPerSec = sum[i];
            machine += sum[i];
        } else {
            machineKnown = false;
        }
    }
    if (machineKnown)
        r.machine.softirqsPerSec = machine;
}

} // namespace

std::optional<double> elapsedSeconds(std::int64_t fromNs, std::int64_t toNs)
{
    std::int64_t ns = 0;
    if (__builtin_sub_overflow(toNs, fromNs, &ns) || ns <= 0)
        return std::nullopt;
    return double(ns) / 1e9;
}

std::optional<std::uint64_t> counterDelta(std::uint64_t prev, std::uint64_t cur)
{
    if (cur >= prev)
        return cur - prev;
    constexpr std::uint64_t wrap = std::uint64_t(1) << 32;
    if (prev < wrap)
        return cur + wrap - prev;
    return std::nullopt;
}

std::optional<double> statFieldPercent(const CpuTimes &prev, const CpuTimes &cur, CpuTimes::Field f)
{
    if (!cur.has(f) || !prev.has(f))
        return std::nullopt;
    const std::uint64_t curTotal = mpstatTotal(cur, val(cur, F::Idle), val(cur, F::IoWait));
    if (curTotal == 0)
        return std::nullopt; // offline: the kernel prints zeros
    if (mpstatTotal(prev, val(prev, F::Idle), val(prev, F::IoWait)) == 0)
        return std::nullopt; // came online since: no previous times
    // idle and iowait restart from zero when a CPU comes back online; mpstat
    // then counts them from zero unless the old value was about to overflow.
    std::uint64_t prevIdle = val(prev, F::Idle);
    std::uint64_t prevIoWait = val(prev, F::IoWait);
    if (val(cur, F::Idle) < prevIdle && prevIdle < ULLONG_MAX - 0x7ffff)
        prevIdle = 0;
    if (val(cur, F::IoWait) < prevIoWait && prevIoWait < ULLONG_MAX - 0x7ffff)
        prevIoWait = 0;
    // guest is read apart from user, so user - guest can shrink a little.
    std::uint64_t shift = 0;
    const std::uint64_t curUser = val(cur, F::User) - val(cur, F::Guest);
    const std::uint64_t prevUser = val(prev, F::User) - val(prev, F::Guest);
    if (curUser < prevUser)
        shift += prevUser - curUser;
    const std::uint64_t curNice = val(cur, F::Nice) - val(cur, F::GuestNice);
    const std::uint64_t prevNice = val(prev, F::Nice) - val(prev, F::GuestNice);
    if (curNice < prevNice)
        shift += prevNice - curNice;
    const std::uint64_t prevTotal = mpstatTotal(prev, prevIdle, prevIoWait);
    if (prevTotal > curTotal + shift)
        return std::nullopt; // counters went back: a reset, not a negative time
    const std::uint64_t total = curTotal + shift - prevTotal;
    if (total == 0)
        return 0.0; // no tick elapsed (static files, a tickless CPU): mpstat shows 0.00 too
    const auto d = counterDelta(val(prev, f), val(cur, f));
    if (!d)
        return std::nullopt;
    return double(*d) / double(total) * 100.0;
}

bool statFieldAccounted(const CpuTimes &machine, CpuTimes::Field f)
{
    return machine.has(f) && machine.values[std::size_t(f)] != 0;
}

std::optional<double> Rates::softirqRate(std::size_t cpuIndex, std::size_t type) const
{
    const std::size_t types = softirqNames.size();
    if (type >= types || cpuIndex >= cpus.size())
        return std::nullopt;
    const float v = softirqPerSec[cpuIndex * types + type];
    if (std::isnan(v))
        return std::nullopt;
    return double(v);
}

const CpuRate *Rates::cpu(int id) const
{
    auto it = std::lower_bound(cpus.begin(), cpus.end(), id,
                               [](const CpuRate &c, int v) { return c.cpu < v; });
    return it != cpus.end() && it->cpu == id ? &*it : nullptr;
}

Rates gapRates(const Sample &cur, const QString &reason)
{
    Rates r;
    r.wallMs = cur.wallMs;
    r.monotonicNs = cur.monotonicNs;
    r.gapReason = reason;
    return r;
}

Rates computeRates(const Sample &prev, const Sample &cur)
{
    if (!cur.ok())
        return gapRates(cur, cur.error.isEmpty() ? QCoreApplication::translate(
                                                       "Rates", "the sample could not be read")
                                                 : cur.error);
    if (!prev.ok())
        return gapRates(cur,
                        QCoreApplication::translate("Rates", "no previous sample to compare with"));
    const std::optional<double> interval = elapsedSeconds(prev.monotonicNs, cur.monotonicNs);
    if (!interval)
        return gapRates(cur, QCoreApplication::translate(
                                 "Rates", "the interval between the samples is %1 s, not positive")
                                 .arg((double(cur.monotonicNs) - double(prev.monotonicNs)) / 1e9));
    Rates r = gapRates(cur, QString());
    r.interval = *interval;
    const ParsedSample &P = *prev.parsed;
    const ParsedSample &C = *cur.parsed;

    // The CPUs of the newer sample: online CPUs have a /proc/stat line and a
    // /proc/interrupts column; take both in case one of them lacks some.
    std::vector<int> ids = statIds(C.stat);
    ids.insert(ids.end(), C.irqs.cpus.begin(), C.irqs.cpus.end());
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    ids.erase(ids.begin(), std::lower_bound(ids.begin(), ids.end(), 0));
    r.cpus.resize(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i)
        r.cpus[i].cpu = ids[i];
    const IdIndex cpuIndex(ids);

    const bool hardAccounted = statFieldAccounted(C.stat.total, F::Irq);
    const bool softAccounted = statFieldAccounted(C.stat.total, F::SoftIrq);
    const IdIndex prevStat(statIds(P.stat)), curStat(statIds(C.stat));
    for (CpuRate &cr : r.cpus) {
        const int pi = prevStat(cr.cpu), ci = curStat(cr.cpu);
        if (pi < 0 || ci < 0)
            continue;
        const CpuTimes &p = P.stat.cpus[std::size_t(pi)];
        const CpuTimes &c = C.stat.cpus[std::size_t(ci)];
        if (hardAccounted)
            cr.hardirqPct = statFieldPercent(p, c, F::Irq);
        if (softAccounted)
            cr.softirqPct = statFieldPercent(p, c, F::SoftIrq);
    }
    if (hardAccounted)
        r.machine.hardirqPct = statFieldPercent(P.stat.total, C.stat.total, F::Irq);
    if (softAccounted)
        r.machine.softirqPct = statFieldPercent(P.stat.total, C.stat.total, F::SoftIrq);

    if (prev.threads && cur.threads && !r.cpus.empty()) {
        addThreadPercent(*prev.threads, *cur.threads, r.interval, r.cpus);
        double sum = 0;
        for (const CpuRate &c : r.cpus)
            sum += c.threadPct.value_or(0.0);
        r.machine.threadPct = sum / double(r.cpus.size());
    }
    computeIrqRates(P.irqs, C.irqs, r.interval, cpuIndex, ids.size(), r);
    if (P.hasSoftirqs && C.hasSoftirqs)
        computeSoftirqRates(P.softirqs, C.softirqs, r.interval, r);
    return r;
}

} // namespace irqatlas
