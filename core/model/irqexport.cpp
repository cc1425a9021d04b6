#include "model/irqexport.h"

#include "model/printable.h"

#include <charconv>

namespace irqatlas {

void appendUInt(std::string &out, std::uint64_t v)
{
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    // (pointer, length) appends in place; the (first, last) overload goes
    // through a general replace and cost a quarter of a 1152-CPU CSV export.
    out.append(buf, std::size_t(r.ptr - buf));
}

void appendInt(std::string &out, long long v)
{
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, std::size_t(r.ptr - buf));
}

namespace {
// DEL, C1 controls, bidirectional controls and U+2028/9 go out as \uXXXX:
// the parsed string is the same, and the JSON printed on a terminal cannot
// drive it (docs/SECURITY.md). A byte that is not UTF-8 cannot be held by a
// JSON string and becomes U+FFFD. Returns the bytes consumed.
std::size_t appendJsonNonAscii(std::string &out, std::string_view s, std::size_t i)
{
    static constexpr char hex[] = "0123456789abcdef";
    char32_t cp = 0;
    const int len = decodeUtf8(s, i, cp);
    if (len == 0) {
        out += "\\ufffd";
        return 1;
    }
    if (!isHiddenCodePoint(cp)) {
        out.append(s.substr(i, std::size_t(len)));
        return std::size_t(len);
    }
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4)
        out.push_back(hex[(cp >> shift) & 15]);
    return std::size_t(len);
}
} // namespace

void appendJsonString(std::string &out, std::string_view s)
{
    static constexpr char hex[] = "0123456789abcdef";
    out.push_back('"');
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char ch = s[i];
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out.push_back(hex[c >> 4]);
                out.push_back(hex[c & 15]);
            } else if (c < 0x7f) {
                out.push_back(ch);
            } else {
                i += appendJsonNonAscii(out, s, i) - 1;
            }
        }
    }
    out.push_back('"');
}

void appendCsvField(std::string &out, std::string_view s)
{
    if (s.find_first_of(",\"\n\r") == std::string_view::npos) {
        out.append(s);
        return;
    }
    out.push_back('"');
    for (char c : s) {
        if (c == '"')
            out.push_back('"');
        out.push_back(c);
    }
    out.push_back('"');
}

std::optional<int> displayNode(const Irq &irq)
{
    if (irq.deviceNode)
        return irq.deviceNode;
    return irq.node;
}

CpuSet activeCpus(const Irq &irq, const std::vector<int> &cpus)
{
    CpuSet s;
    const std::size_t n = std::min(irq.counts.size(), cpus.size());
    for (std::size_t i = 0; i < n; ++i)
        if (irq.counts[i])
            s.set(cpus[i]);
    return s;
}

namespace {

void jsonOptString(std::string &out, std::string_view s, bool present)
{
    if (present)
        appendJsonString(out, s);
    else
        out += "null";
}

void jsonOptSet(std::string &out, const std::optional<CpuSet> &s)
{
    if (s)
        appendJsonString(out, s->toList());
    else
        out += "null";
}

void jsonOptInt(std::string &out, const std::optional<int> &v)
{
    if (v)
        appendInt(out, *v);
    else
        out += "null";
}

} // namespace

void appendIrqsJson(std::string &out, const IrqTable &table, const IrqJsonExtra &extra)
{
    out.reserve(out.size() + table.irqs.size() * (table.cpus.size() * 4 + 256));
    out += "{\"cpus\": [";
    for (std::size_t i = 0; i < table.cpus.size(); ++i) {
        if (i)
            out += ", ";
        appendInt(out, table.cpus[i]);
    }
    out += "],\n \"default_affinity\": ";
    jsonOptSet(out, table.defaultAffinity);
    out += ",\n \"irqs\": [";
    bool firstRow = true;
    for (const Irq &irq : table.irqs) {
        out += firstRow ? "\n  {" : ",\n  {";
        firstRow = false;
        out += "\"irq\": ";
        appendJsonString(out, irq.key);
        // A symbolic row has no chip/affinity: null, never invented.
        const bool dev = !irq.symbolic();
        out += ", \"chip\": ";
        jsonOptString(out, irq.chip, dev && !irq.chip.empty());
        out += ", \"hwirq\": ";
        jsonOptString(out, irq.hwirq, dev && !irq.hwirq.empty());
        out += ", \"trigger\": ";
        jsonOptString(out, irq.trigger, dev && !irq.trigger.empty());
        out += ", \"name\": ";
        jsonOptString(out, irq.name, !irq.name.empty());
        out += ", \"description\": ";
        jsonOptString(out, irq.description, !irq.description.empty());
        out += ", \"device\": ";
        jsonOptString(out, irq.device, !irq.device.empty());
        out += ", \"node\": ";
        jsonOptInt(out, displayNode(irq));
        out += ", \"irq_node\": ";
        jsonOptInt(out, irq.node);
        out += ", \"device_node\": ";
        jsonOptInt(out, irq.deviceNode);
        out += ", \"interfaces\": [";
        for (std::size_t i = 0; i < irq.interfaces.size(); ++i) {
            if (i)
                out += ", ";
            appendJsonString(out, irq.interfaces[i]);
        }
        out += "], \"affinity\": ";
        jsonOptSet(out, irq.affinity);
        out += ", \"effective\": ";
        jsonOptSet(out, irq.effective);
        // An all-zero affinity_hint means the driver gave none.
        out += ", \"affinity_hint\": ";
        jsonOptSet(out, irq.affinityHint && !irq.affinityHint->empty() ? irq.affinityHint
                                                                       : std::nullopt);
        out += ", \"immovable\": ";
        out += irq.immovable ? "true" : "false";
        out += ", \"immovable_reason\": ";
        jsonOptString(out, irq.immovableReason, irq.immovable);
        out += ", \"match\": ";
        jsonOptString(out, irq.matchKey(), dev);
        out += ", \"total\": ";
        appendUInt(out, irq.total);
        out += ", \"counts\": [";
        for (std::size_t i = 0; i < irq.counts.size(); ++i) {
            if (i)
                out += ", ";
            appendUInt(out, irq.counts[i]);
        }
        out += ']';
        if (extra)
            extra(out, irq);
        out += '}';
    }
    out += "\n ]}\n";
}

void appendIrqsCsvHeader(std::string &out, const std::vector<int> &cpus)
{
    out += "irq,chip,hwirq,trigger,name,device,node,affinity,effective,total";
    for (int c : cpus) {
        out += ",cpu";
        appendInt(out, c);
    }
    out.push_back('\n');
}

void appendIrqCsvRow(std::string &out, const Irq &irq, std::size_t columns)
{
    appendCsvField(out, irq.key);
    out.push_back(',');
    appendCsvField(out, irq.chip);
    out.push_back(',');
    appendCsvField(out, irq.hwirq);
    out.push_back(',');
    appendCsvField(out, irq.trigger);
    out.push_back(',');
    appendCsvField(out, irq.symbolic() ? irq.description : irq.name);
    out.push_back(',');
    appendCsvField(out, irq.device);
    out.push_back(',');
    if (auto n = displayNode(irq))
        appendInt(out, *n);
    out.push_back(',');
    if (irq.affinity)
        appendCsvField(out, irq.affinity->toList());
    out.push_back(',');
    if (irq.effective)
        appendCsvField(out, irq.effective->toList());
    out.push_back(',');
    appendUInt(out, irq.total);
    // Machine-wide rows (ERR, MIS) have no per-CPU counts: empty cells.
    const std::size_t n = std::min(columns, irq.counts.size());
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t v = irq.counts[i];
        // Most cells of a big machine are 0: skip the conversion for them.
        if (v == 0)
            out.append(",0", 2);
        else {
            out.push_back(',');
            appendUInt(out, v);
        }
    }
    out.append(columns - n, ',');
    out.push_back('\n');
}

void appendIrqsCsv(std::string &out, const IrqTable &table,
                   const std::function<void(std::string &)> &flush)
{
    if (!flush)
        out.reserve(out.size() + table.irqs.size() * (table.cpus.size() * 3 + 128));
    appendIrqsCsvHeader(out, table.cpus);
    for (const Irq &irq : table.irqs) {
        appendIrqCsvRow(out, irq, table.cpus.size());
        if (flush && out.size() >= kCsvFlushAt)
            flush(out);
    }
}

} // namespace irqatlas
