#include "procfs/interrupts.h"

#include "model/inputlimits.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <array>
#include <climits>

Q_LOGGING_CATEGORY(lcInterrupts, "irqatlas.parse.interrupts", QtWarningMsg)

namespace irqatlas {

using namespace lineparse;

namespace {

bool equalsNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z')
            x = char(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = char(y - 'A' + 'a');
        if (x != y)
            return false;
    }
    return true;
}

void assignLower(std::string &dst, std::string_view src)
{
    dst.assign(src);
    for (char &c : dst) {
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    }
}

bool lowerWord(std::string_view s)
{
    if (s.size() < 3)
        return false;
    for (char c : s) {
        if (!((c >= 'a' && c <= 'z') || c == '_'))
            return false;
    }
    return true;
}

// Flow handler names the kernel appends to the chip name ("IO-APIC-edge")
// in the pre-4.x single-token format and after the hwirq in the x86 format.
bool knownFlow(std::string_view s)
{
    static constexpr std::array<std::string_view, 8> flows = {
        "edge", "level", "fasteoi", "simple", "percpu", "percpu_devid", "bad", "edge_ack"};
    for (std::string_view f : flows) {
        if (s == f)
            return true;
    }
    return false;
}

struct Token
{
    std::size_t begin;
    std::size_t end;
};

} // namespace

void splitDeviceColumns(std::string_view tail, Irq &irq)
{
    irq.chip.clear();
    irq.hwirq.clear();
    irq.trigger.clear();
    irq.name.clear();
    tail = trim(tail);
    if (tail.empty())
        return;

    // The anchor is the hwirq/trigger column; chip names may hold spaces
    // ("SiFive PLIC") and colons ("ARMH0061:00"), action names may hold
    // anything, so everything left of the anchor is the chip and everything
    // right of it the names. Chips are a few words at most: look only at the
    // first tokens, so a 35-name action list costs nothing.
    constexpr int maxTokens = 7;
    std::array<Token, maxTokens> tok{};
    int n = 0;
    for (std::size_t i = 0; i < tail.size() && n < maxTokens;) {
        while (i < tail.size() && isBlank(tail[i]))
            ++i;
        if (i >= tail.size())
            break;
        const std::size_t b = i;
        while (i < tail.size() && !isBlank(tail[i]))
            ++i;
        tok[std::size_t(n++)] = {b, i};
    }
    auto text = [&](int k) {
        return tail.substr(tok[std::size_t(k)].begin,
                           tok[std::size_t(k)].end - tok[std::size_t(k)].begin);
    };
    auto setChipAndName = [&](int anchorFirst, int anchorLast) {
        irq.chip.assign(tail.substr(0, tok[std::size_t(anchorFirst - 1)].end));
        irq.name.assign(trim(tail.substr(tok[std::size_t(anchorLast)].end)));
    };

    for (int k = 1; k < n; ++k) {
        const std::string_view t = text(k);
        // x86 since 4.x: "<hwirq>-<flow>", e.g. "0-edge", "9-fasteoi".
        const std::size_t dash = t.find('-');
        if (dash != std::string_view::npos && dash > 0 && allDigits(t.substr(0, dash)) &&
            lowerWord(t.substr(dash + 1))) {
            irq.hwirq.assign(t.substr(0, dash));
            assignLower(irq.trigger, t.substr(dash + 1));
            setChipAndName(k, k);
            return;
        }
        // GENERIC_IRQ_SHOW_LEVEL (arm64, RISC-V, POWER): "<hwirq> Edge|Level".
        if (allDigits(t) && k + 1 < n &&
            (equalsNoCase(text(k + 1), "edge") || equalsNoCase(text(k + 1), "level"))) {
            irq.hwirq.assign(t);
            assignLower(irq.trigger, text(k + 1));
            setChipAndName(k, k + 1);
            return;
        }
        // No irq domain, so no hwirq: "chip  Edge" or "chip  -edge".
        if (t == "Edge" || t == "Level" ||
            (t.size() > 1 && t[0] == '-' && knownFlow(t.substr(1)))) {
            assignLower(irq.trigger, t[0] == '-' ? t.substr(1) : t);
            setChipAndName(k, k);
            return;
        }
    }

    // No hwirq column: the old single-token "IR-IO-APIC-edge  name", s390's
    // "PCI-MSI  name" or ARM9's bare "name". The chip is printed padded and
    // followed by two spaces; names on ARM9 use single spaces.
    std::size_t gap = std::string_view::npos;
    for (std::size_t i = 0; i + 1 < tail.size(); ++i) {
        if (isBlank(tail[i]) && isBlank(tail[i + 1])) {
            gap = i;
            break;
        }
    }
    std::string_view chip;
    if (gap != std::string_view::npos) {
        chip = tail.substr(0, gap);
        irq.name.assign(trim(tail.substr(gap)));
    } else if (n == 1 && tail.rfind('-') != std::string_view::npos &&
               knownFlow(tail.substr(tail.rfind('-') + 1))) {
        chip = tail;
    } else {
        irq.name.assign(tail);
        return;
    }
    const std::size_t dash = chip.rfind('-');
    if (chip.find(' ') == std::string_view::npos && dash != std::string_view::npos && dash > 0 &&
        lowerWord(chip.substr(dash + 1))) {
        assignLower(irq.trigger, chip.substr(dash + 1));
        chip = chip.substr(0, dash);
    }
    irq.chip.assign(chip);
}

namespace {

void resetIrq(Irq &irq)
{
    irq.key.clear();
    irq.number = -1;
    irq.counts.clear();
    irq.total = 0;
    irq.chip.clear();
    irq.hwirq.clear();
    irq.trigger.clear();
    irq.name.clear();
    irq.description.clear();
    irq.affinity.reset();
    irq.effective.reset();
    irq.affinityHint.reset();
    irq.node.reset();
    irq.wakeup.reset();
    irq.sysType.reset();
    irq.device.clear();
    irq.deviceNode.reset();
    irq.interfaces.clear();
    irq.immovable = false;
    irq.immovableReason.clear();
}

Status parseHeader(std::string_view line, int lineNo, const QString &source, std::vector<int> &cpus)
{
    cpus.clear();
    const char *p = line.data();
    const char *end = p + line.size();
    while (true) {
        p = skipBlanks(p, end);
        if (p >= end)
            break;
        const char *b = p;
        p = skipNonBlanks(p, end);
        const std::string_view t(b, std::size_t(p - b));
        int id = 0;
        const CpuIdParse parsed = t.size() < 4 || t.substr(0, 3) != "CPU"
                                      ? CpuIdParse::NotCpu
                                      : parseCpuId(t.substr(3), limits::kMaxCpuId, id);
        if (parsed == CpuIdParse::NotCpu) {
            if (cpus.empty())
                return lineError(
                    source, lineNo,
                    QCoreApplication::translate(
                        "irqatlas::interrupts",
                        "expected the header line \"CPU0 CPU1 …\", found %1 (header missing?)")
                        .arg(quotedField(line)));
            return lineError(source, lineNo,
                             QCoreApplication::translate("irqatlas::interrupts",
                                                         "header column %1 is %2, not CPU<n>")
                                 .arg(cpus.size() + 1)
                                 .arg(quotedField(t)));
        }
        // Checked before anything is sized by it: the CPU ids index tables
        // (rates join columns by id) and the column count sizes every row.
        if (parsed == CpuIdParse::TooBig)
            return lineError(
                source, lineNo,
                QCoreApplication::translate("irqatlas::interrupts", "header column %1: %2")
                    .arg(cpus.size() + 1)
                    .arg(cpuIdTooBig(t.substr(3), limits::kMaxCpuId)));
        if (cpus.size() == std::size_t(limits::kMaxCpus))
            return lineError(
                source, lineNo,
                QCoreApplication::translate("irqatlas::interrupts",
                                            "more than %1 CPU columns, the supported maximum")
                    .arg(limits::kMaxCpus));
        // Rows are joined with other files by CPU id: a repeated id would
        // give one CPU two columns. The kernel prints ids ascending.
        if (!cpus.empty() && id <= cpus.back())
            return lineError(source, lineNo,
                             cpuIdNotAscending(cpus.size() + 1, "CPU", id, cpus.back()));
        cpus.push_back(id);
    }
    if (cpus.empty())
        return lineError(source, lineNo,
                         QCoreApplication::translate("irqatlas::interrupts", "empty header line"));
    return Ok{};
}

bool hasDigitToken(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isBlank(s[i]))
            ++i;
        const std::size_t b = i;
        while (i < s.size() && !isBlank(s[i]))
            ++i;
        if (i > b && allDigits(s.substr(b, i - b)))
            return true;
    }
    return false;
}

struct CountScan
{
    std::size_t got;  // counts stored
    const char *stop; // where scanning stopped: after the last count, or at the bad token
};

// Reads up to n blank-separated decimal counts into dst. Stops at the first
// token that is not a plain number (description text, garbage, overflow).
CountScan scanCounts(const char *p, const char *end, std::uint64_t *dst, std::size_t n,
                     std::uint64_t &total)
{
    std::uint64_t sum = 0;
    std::size_t c = 0;
    for (; c < n; ++c) {
        p = skipBlanks(p, end);
        const char *tok = p;
        std::uint64_t v = 0;
        if (!parseU64(p, end, v) || (p < end && !isBlank(*p))) {
            total = sum;
            return {c, tok};
        }
        dst[c] = v;
        sum += v;
    }
    total = sum;
    return {c, p};
}

} // namespace

InterruptsParser::InterruptsParser(QString sourceName) : m_source(std::move(sourceName)) {}

Status InterruptsParser::line(std::string_view line, int lineNo, bool hadNewline, Irq &irq,
                              bool &isRow)
{
    isRow = false;
    const QString &source = m_source;
    if (line.size() > limits::kMaxTableLineBytes)
        return lineTooLong(source, lineNo, limits::kMaxTableLineBytes);
    const char *p = line.data();
    const char *end = p + line.size();
    p = skipBlanks(p, end);
    if (p == end)
        return Ok{}; // blank and whitespace-only lines carry nothing
    if (!m_haveHeader) {
        Status h = parseHeader(line, lineNo, source, m_cpus);
        if (!h.ok())
            return h;
        m_haveHeader = true;
        return Ok{};
    }
    const std::size_t ncols = m_cpus.size();
    if (m_rows == limits::kMaxIrqRows)
        return tooManyRows(source, lineNo, limits::kMaxIrqRows);

    const char *keyBegin = p;
    while (p < end && *p != ':' && !isBlank(*p))
        ++p;
    if (p >= end || *p != ':' || p == keyBegin)
        return lineError(source, lineNo,
                         QCoreApplication::translate("irqatlas::interrupts",
                                                     "row does not start with \"<irq>:\": %1")
                             .arg(quotedField(line)));
    const std::string_view key(keyBegin, std::size_t(p - keyBegin));
    ++p;

    resetIrq(irq);
    irq.key.assign(key);
    std::uint64_t num = 0;
    const bool numeric = toU64(key, num);
    if (numeric) {
        if (num > INT_MAX)
            return lineError(
                source, lineNo,
                QCoreApplication::translate("irqatlas::interrupts", "IRQ number %1 out of range")
                    .arg(quotedField(key)));
        irq.number = int(num);
    }
    // n counts take at least 2n - 1 bytes, so a short row never costs a
    // full row of counts: memory follows the bytes, not the header.
    irq.counts.resize(std::min(ncols, (std::size_t(end - p) + 1) / 2));
    std::uint64_t total = 0;
    const CountScan scan = scanCounts(p, end, irq.counts.data(), irq.counts.size(), total);
    irq.counts.resize(scan.got);
    const char *descBegin = scan.stop;
    if (scan.got < ncols) {
        // After the last count the row could hold, scan.stop may sit on a
        // trailing blank: look at the next token, as a scan that ran on does.
        const char *tokBegin = skipBlanks(scan.stop, end);
        const char *tokEnd = skipNonBlanks(tokBegin, end);
        const std::string_view tok(tokBegin, std::size_t(tokEnd - tokBegin));
        if (allDigits(tok))
            return lineError(source, lineNo,
                             QCoreApplication::translate("irqatlas::interrupts",
                                                         "count %1 (%2) does not fit in 64 bits")
                                 .arg(scan.got + 1)
                                 .arg(quotedField(tok)));
        if (numeric) {
            if (tokBegin == end)
                return lineError(
                    source, lineNo,
                    QCoreApplication::translate("irqatlas::interrupts",
                                                "IRQ %1 has %2 of %3 counts (file cut off?)")
                        .arg(quotedField(key), QString::number(scan.got), QString::number(ncols)));
            return lineError(
                source, lineNo,
                QCoreApplication::translate("irqatlas::interrupts",
                                            "count %1 of IRQ %2 is not a number: %3 (column %4)")
                    .arg(QString::number(scan.got + 1), quotedField(key), quotedField(tok),
                         QString::number(tokBegin - line.data() + 1)));
        }
    }
    irq.total = total;
    const std::string_view rest(descBegin, std::size_t(end - descBegin));

    if (numeric) {
        splitDeviceColumns(rest, irq);
    } else {
        const std::string_view desc = trim(rest);
        irq.description.assign(desc);
        const std::size_t got = irq.counts.size();
        if (got < ncols) {
            const bool machineWide = equalsNoCase(key, "ERR") || equalsNoCase(key, "MIS");
            if (got == 0)
                return lineError(
                    source, lineNo,
                    QCoreApplication::translate("irqatlas::interrupts", "row %1 has no counts")
                        .arg(quotedField(key)));
            if (desc.empty()) {
                if (got > 1 || (!machineWide && !hadNewline))
                    return lineError(
                        source, lineNo,
                        QCoreApplication::translate("irqatlas::interrupts",
                                                    "row %1 has %2 of %3 counts (file cut off?)")
                            .arg(quotedField(key), QString::number(got), QString::number(ncols)));
                irq.counts.clear(); // a machine-wide counter, kept in total only
            } else if (isDigit(desc.front()) || hasDigitToken(desc)) {
                // A short row whose "description" holds numbers is a
                // count column that failed to parse, not an IPI line.
                return lineError(
                    source, lineNo,
                    QCoreApplication::translate("irqatlas::interrupts",
                                                "count %1 of row %2 is not a number: %3")
                        .arg(QString::number(got + 1), quotedField(key), quotedField(desc)));
            }
        } else if (ncols == 1 && desc.empty() &&
                   (equalsNoCase(key, "ERR") || equalsNoCase(key, "MIS"))) {
            irq.counts.clear(); // same shape as on bigger machines
        }
    }
    isRow = true;
    ++m_rows;
    return Ok{};
}

Status InterruptsParser::finish() const
{
    if (!m_haveHeader)
        return Error{QCoreApplication::translate("irqatlas::interrupts",
                                                 "%1: no \"CPU0 CPU1 …\" header line (empty file?)")
                         .arg(m_source)};
    return Ok{};
}

InterruptsStream::InterruptsStream(QString sourceName, RowSink onRow)
    : m_parser(std::move(sourceName)), m_onRow(std::move(onRow))
{
}

Status InterruptsStream::take(std::string_view line, bool hadNewline)
{
    bool isRow = false;
    Status s = m_parser.line(line, ++m_lineNo, hadNewline, m_row, isRow);
    if (!s.ok() || !isRow)
        return s;
    return m_onRow(m_row);
}

Status InterruptsStream::feed(std::string_view chunk)
{
    m_bytes += chunk.size();
    if (m_bytes > limits::kMaxInterruptsBytes)
        return inputTooLarge(m_parser.source(), m_bytes, limits::kMaxInterruptsBytes);
    const char *p = chunk.data();
    const char *end = p + chunk.size();
    while (p < end) {
        const void *nl = std::memchr(p, '\n', std::size_t(end - p));
        const char *e = nl ? static_cast<const char *>(nl) : end;
        // The carry holds one line: never more than a line may be long.
        if ((!m_carry.empty() || !nl) &&
            m_carry.size() + std::size_t(e - p) > limits::kMaxTableLineBytes)
            return lineTooLong(m_parser.source(), m_lineNo + 1, limits::kMaxTableLineBytes);
        if (!nl) {
            m_carry.append(p, std::size_t(end - p));
            return Ok{};
        }
        Status s = Ok{};
        if (m_carry.empty()) {
            s = take(std::string_view(p, std::size_t(e - p)), true);
        } else {
            m_carry.append(p, std::size_t(e - p));
            s = take(m_carry, true);
            m_carry.clear();
        }
        if (!s.ok())
            return s;
        p = e + 1;
    }
    return Ok{};
}

Status InterruptsStream::finish()
{
    if (!m_carry.empty()) {
        Status s = take(m_carry, false);
        m_carry.clear();
        if (!s.ok())
            return s;
    }
    return m_parser.finish();
}

Status parseInterruptsInto(std::string_view text, const QString &source, IrqTable &out)
{
    if (text.size() > limits::kMaxInterruptsBytes)
        return inputTooLarge(source, text.size(), limits::kMaxInterruptsBytes);
    InterruptsParser parser(source);
    std::size_t used = 0;
    LineReader lines(text);
    std::string_view line;
    while (lines.next(line)) {
        if (used == out.irqs.size())
            out.irqs.emplace_back();
        bool isRow = false;
        Status s = parser.line(line, lines.lineNo(), lines.lastHadNewline(), out.irqs[used], isRow);
        if (!s.ok())
            return s;
        if (isRow)
            ++used;
    }
    if (Status s = parser.finish(); !s.ok())
        return s;
    out.cpus.assign(parser.cpus().begin(), parser.cpus().end());
    out.irqs.resize(used);
    qCDebug(lcInterrupts) << source << "rows" << used << "cpus" << out.cpus.size();
    return Ok{};
}

Result<IrqTable> parseInterrupts(std::string_view text, const QString &sourceName)
{
    IrqTable t;
    Status s = parseInterruptsInto(text, sourceName, t);
    if (!s.ok())
        return s.error();
    return t;
}

} // namespace irqatlas
