#include "live/ratesexport.h"

#include "model/irqexport.h"

#include <algorithm>
#include <cstdio>

namespace irqatlas {
namespace {

void appendOpt(std::string &out, const std::optional<double> &v)
{
    if (v)
        appendFixed(out, *v);
    else
        out += "null";
}

void appendTime(std::string &out, std::int64_t wallMs)
{
    char buf[40];
    std::snprintf(buf, sizeof buf, "%lld.%03lld", static_cast<long long>(wallMs / 1000),
                  static_cast<long long>(wallMs % 1000));
    // Drop trailing zeros of the milliseconds but keep one decimal.
    std::string s(buf);
    while (s.size() > 2 && s.back() == '0' && s[s.size() - 2] != '.')
        s.pop_back();
    out += s;
}

void appendCpuFields(std::string &out, const CpuRate &c)
{
    out += "\"hardirq_pct\": ";
    appendOpt(out, c.hardirqPct);
    out += ", \"softirq_pct\": ";
    appendOpt(out, c.softirqPct);
    out += ", \"irqs_per_s\": ";
    appendOpt(out, c.irqsPerSec);
    out += ", \"softirqs_per_s\": ";
    appendOpt(out, c.softirqsPerSec);
    out += ", \"thread_pct\": ";
    appendOpt(out, c.threadPct);
}

void appendCsvOpt(std::string &out, const std::optional<double> &v)
{
    out += ',';
    if (v)
        appendFixed(out, *v);
}

} // namespace

void appendFixed(std::string &out, double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string s(buf);
    if (s == "-0.00")
        s = "0.00";
    if (s.size() > 1 && s.back() == '0')
        s.pop_back();
    out += s;
}

std::vector<const IrqRate *> topIrqs(const Rates &r, std::size_t count)
{
    std::vector<const IrqRate *> v;
    for (const IrqRate &i : r.irqs) {
        if (i.perSec && *i.perSec > 0)
            v.push_back(&i);
    }
    std::stable_sort(v.begin(), v.end(),
                     [](const IrqRate *a, const IrqRate *b) { return *a->perSec > *b->perSec; });
    if (v.size() > count)
        v.resize(count);
    return v;
}

void appendRatesJson(std::string &out, const Rates &r, std::size_t topCount)
{
    out += "{\"time\": ";
    appendTime(out, r.wallMs);
    if (r.isGap()) {
        out += ", \"interval\": null, \"gap\": ";
        appendJsonString(out, r.gapReason.toStdString());
        out += ", \"cpus\": [], \"top\": []}\n";
        return;
    }
    out += ", \"interval\": ";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", r.interval);
    out += buf;
    if (r.irqTimeTraced)
        out += ", \"irq_time\": \"tracepoints\"";
    out += ", \"all\": {";
    appendCpuFields(out, r.machine);
    out += "}, \"cpus\": [";
    for (std::size_t i = 0; i < r.cpus.size(); ++i) {
        if (i)
            out += ", ";
        out += "{\"cpu\": ";
        appendInt(out, r.cpus[i].cpu);
        out += ", ";
        appendCpuFields(out, r.cpus[i]);
        out += '}';
    }
    out += "], \"top\": [";
    bool first = true;
    for (const IrqRate *irq : topIrqs(r, topCount)) {
        if (!first)
            out += ", ";
        first = false;
        out += "{\"irq\": ";
        appendJsonString(out, irq->key);
        if (irq->occurrence > 0) {
            out += ", \"occurrence\": ";
            appendInt(out, irq->occurrence);
        }
        out += ", \"name\": ";
        appendJsonString(out, irq->name);
        out += ", \"per_s\": ";
        appendFixed(out, *irq->perSec);
        if (irq->partial)
            out += ", \"partial\": true";
        out += ", \"cpus\": {";
        for (std::size_t c = 0; c < irq->cpus.size(); ++c) {
            if (c)
                out += ", ";
            out += '"';
            appendInt(out, irq->cpus[c].cpu);
            out += "\": ";
            appendFixed(out, irq->cpus[c].perSec);
        }
        out += "}}";
    }
    out += "]}\n";
}

void appendRatesCsvHeader(std::string &out)
{
    out += "time,interval,cpu,hardirq_pct,softirq_pct,irqs_per_s,softirqs_per_s,thread_pct\n";
}

void appendRatesCsv(std::string &out, const Rates &r)
{
    std::string head;
    appendTime(head, r.wallMs);
    head += ',';
    if (!r.isGap()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3f", r.interval);
        head += buf;
    }
    auto row = [&](const std::string &cpu, const CpuRate &c) {
        out += head;
        out += ',';
        out += cpu;
        appendCsvOpt(out, c.hardirqPct);
        appendCsvOpt(out, c.softirqPct);
        appendCsvOpt(out, c.irqsPerSec);
        appendCsvOpt(out, c.softirqsPerSec);
        appendCsvOpt(out, c.threadPct);
        out += '\n';
    };
    row("all", r.machine);
    for (const CpuRate &c : r.cpus)
        row(std::to_string(c.cpu), c);
}

} // namespace irqatlas
