#include "procfs/irqfiles.h"

#include "model/inputlimits.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <climits>
#include <optional>

namespace irqatlas {

using namespace lineparse;

namespace {

Error fileError(const QString &source, const QString &what)
{
    return Error{QCoreApplication::translate("irqatlas::irqfiles", "%1: %2").arg(source, what)};
}

// Every per-IRQ file is small on a real machine (model/inputlimits.h).
bool tooLarge(std::string_view text)
{
    return text.size() > limits::kMaxIrqFileBytes;
}

Error tooLargeError(std::string_view text, const QString &source)
{
    return inputTooLarge(source, text.size(), limits::kMaxIrqFileBytes);
}

// Names from these files (chip, actions, type, hwirq) are shown in tables,
// written to CSV and JSON exports and to plans' match text, which end up in
// terminals and root's shell scripts: one line, no control characters (C0,
// DEL, C1 as UTF-8), as model/plantext.h asks of plan text. Spaces inside a
// name (a chip "SiFive PLIC") stay; a tab or CR inside is refused. t is the
// trimmed text, at offset `at` of the file (byte positions are the file's).
std::optional<Error> nameProblem(std::string_view t, std::size_t at, const QString &source)
{
    if (t.find('\n') != std::string_view::npos)
        return fileError(source, QCoreApplication::translate("irqatlas::irqfiles",
                                                             "expected one line, found several"));
    for (std::size_t i = 0; i < t.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(t[i]);
        unsigned code = 0;
        if (c < 0x20 || c == 0x7f)
            code = c;
        else if (c == 0xc2 && i + 1 < t.size() && static_cast<unsigned char>(t[i + 1]) >= 0x80 &&
                 static_cast<unsigned char>(t[i + 1]) <= 0x9f)
            code = static_cast<unsigned char>(t[i + 1]);
        else
            continue;
        return fileError(
            source,
            QCoreApplication::translate("irqatlas::irqfiles", "the control character %1 at byte %2")
                .arg(QStringLiteral("U+%1").arg(code, 4, 16, QLatin1Char('0')).toUpper())
                .arg(at + i + 1));
    }
    return std::nullopt;
}

} // namespace

Result<CpuSet> parseIrqMask(std::string_view text, const QString &source)
{
    if (tooLarge(text))
        return tooLargeError(text, source);
    auto r = CpuSet::parseMask(text);
    if (!r.ok())
        return fileError(source, r.errorString());
    return r;
}

Result<CpuSet> parseIrqCpuList(std::string_view text, const QString &source)
{
    if (tooLarge(text))
        return tooLargeError(text, source);
    auto r = CpuSet::parseList(text);
    if (!r.ok())
        return fileError(source, r.errorString());
    return r;
}

Result<int> parseIrqNode(std::string_view text, const QString &source)
{
    if (tooLarge(text))
        return tooLargeError(text, source);
    std::string_view t = trim(text);
    bool negative = false;
    if (!t.empty() && t.front() == '-') {
        negative = true;
        t.remove_prefix(1);
    }
    std::uint64_t v = 0;
    if (!toU64(t, v) || v > std::uint64_t(INT_MAX))
        return fileError(source, QCoreApplication::translate(
                                     "irqatlas::irqfiles", "expected a NUMA node number, found %1")
                                     .arg(quotedField(trim(text))));
    if (negative && v != 1)
        return fileError(
            source, QCoreApplication::translate("irqatlas::irqfiles", "NUMA node %1 is negative")
                        .arg(quotedField(trim(text))));
    if (!negative && v >= std::uint64_t(limits::kMaxNumaNodes))
        return fileError(
            source, QCoreApplication::translate("irqatlas::irqfiles",
                                                "NUMA node %1 is above the supported maximum %2")
                        .arg(v)
                        .arg(limits::kMaxNumaNodes - 1));
    return negative ? -1 : int(v);
}

Result<std::vector<std::string>> parseIrqActions(std::string_view text, const QString &source)
{
    if (tooLarge(text))
        return tooLargeError(text, source);
    std::vector<std::string> out;
    const std::string_view t = trim(text);
    if (t.empty())
        return out;
    // The kernel prints one line; a second would put '\n' into a name.
    if (auto problem = nameProblem(t, std::size_t(t.data() - text.data()), source))
        return *problem;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = t.find(',', start);
        const std::string_view part = trim(
            t.substr(start, comma == std::string_view::npos ? t.size() - start : comma - start));
        if (part.empty())
            return fileError(source, QCoreApplication::translate("irqatlas::irqfiles",
                                                                 "empty action name at position %1")
                                         .arg(start + 1));
        if (out.size() == std::size_t(limits::kMaxIrqActions))
            return fileError(source,
                             QCoreApplication::translate(
                                 "irqatlas::irqfiles",
                                 "more than %1 action names, the supported maximum (position %2)")
                                 .arg(limits::kMaxIrqActions)
                                 .arg(start + 1));
        out.emplace_back(part);
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    return out;
}

Result<std::string> parseIrqText(std::string_view text, const QString &source)
{
    if (tooLarge(text))
        return tooLargeError(text, source);
    const std::string_view t = trim(text);
    if (auto problem = nameProblem(t, std::size_t(t.data() - text.data()), source))
        return *problem;
    return std::string(t);
}

Result<std::uint64_t> parseIrqHwirq(std::string_view text, const QString &source)
{
    if (tooLarge(text))
        return tooLargeError(text, source);
    std::uint64_t v = 0;
    if (!toU64(trim(text), v))
        return fileError(source,
                         QCoreApplication::translate("irqatlas::irqfiles",
                                                     "expected a hardware IRQ number, found %1")
                             .arg(quotedField(trim(text))));
    return v;
}

Result<std::vector<std::uint64_t>> parseIrqPerCpuCount(std::string_view text, const QString &source)
{
    if (tooLarge(text))
        return tooLargeError(text, source);
    std::vector<std::uint64_t> out;
    const std::string_view t = trim(text);
    if (t.empty())
        return fileError(source, QCoreApplication::translate("irqatlas::irqfiles", "no counts"));
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = t.find(',', start);
        const std::string_view part =
            t.substr(start, comma == std::string_view::npos ? t.size() - start : comma - start);
        std::uint64_t v = 0;
        if (!toU64(part, v))
            return fileError(
                source, QCoreApplication::translate("irqatlas::irqfiles",
                                                    "count %1 is not a number: %2 (position %3)")
                            .arg(QString::number(out.size() + 1), quotedField(part),
                                 QString::number(start + 1)));
        if (out.size() == std::size_t(limits::kMaxCpus))
            return fileError(
                source, QCoreApplication::translate(
                            "irqatlas::irqfiles",
                            "more than %1 counts, one per CPU, the supported maximum (position %2)")
                            .arg(limits::kMaxCpus)
                            .arg(start + 1));
        out.push_back(v);
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    return out;
}

Result<CpuSet> parseCpuListFile(std::string_view text, const QString &source)
{
    if (trim(text) == "(null)")
        return CpuSet{};
    return parseIrqCpuList(text, source);
}

} // namespace irqatlas
