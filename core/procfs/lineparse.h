#pragma once

// Byte-level helpers shared by the /proc and /sys parsers. They work on raw
// pointers into a std::string_view so the hot loops stay free of bounds
// objects and allocations; every function takes the end pointer and never
// reads past it.

#include "model/result.h"

#include <QCoreApplication>
#include <QString>
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace irqatlas::lineparse {

inline bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

inline bool isDigit(char c)
{
    return static_cast<unsigned char>(c - '0') < 10;
}

// Skips spaces and tabs (not newlines). /proc/interrupts pads every count to
// ten columns, so most of a 13 MB file is runs of spaces: test eight bytes at
// a time before falling back to single bytes.
inline const char *skipBlanks(const char *p, const char *end)
{
    if constexpr (std::endian::native == std::endian::little) {
        constexpr std::uint64_t spaces = 0x2020202020202020ULL;
        while (end - p >= 8) {
            std::uint64_t w;
            std::memcpy(&w, p, 8);
            const std::uint64_t x = w ^ spaces;
            if (x != 0) {
                p += std::countr_zero(x) / 8;
                break;
            }
            p += 8;
        }
    }
    while (p < end && isBlank(*p))
        ++p;
    return p;
}

inline const char *skipNonBlanks(const char *p, const char *end)
{
    while (p < end && !isBlank(*p) && *p != '\n')
        ++p;
    return p;
}

// Parses decimal digits at p into out, advancing p. Returns false on overflow
// of 64 bits or when p does not start with a digit.
inline bool parseU64(const char *&p, const char *end, std::uint64_t &out)
{
    if (p >= end || !isDigit(*p))
        return false;
    const char *start = p;
    std::uint64_t v = 0;
    while (p < end && isDigit(*p)) {
        v = v * 10 + std::uint64_t(*p - '0');
        ++p;
    }
    // Up to 19 digits always fit; only longer runs need the careful check.
    if (p - start > 19) {
        std::uint64_t w = 0;
        for (const char *q = start; q < p; ++q) {
            if (__builtin_mul_overflow(w, 10u, &w) ||
                __builtin_add_overflow(w, std::uint64_t(*q - '0'), &w))
                return false;
        }
        v = w;
    }
    out = v;
    return true;
}

inline std::string_view trim(std::string_view s)
{
    std::size_t b = 0, e = s.size();
    while (b < e && (isBlank(s[b]) || s[b] == '\n'))
        ++b;
    while (e > b && (isBlank(s[e - 1]) || s[e - 1] == '\n'))
        --e;
    return s.substr(b, e - b);
}

// Whole-string unsigned decimal, no sign, no blanks.
inline bool toU64(std::string_view s, std::uint64_t &out)
{
    const char *p = s.data();
    const char *end = p + s.size();
    return parseU64(p, end, out) && p == end;
}

// Iterates over lines; the returned view excludes the '\n'. lineNo is 1-based.
class LineReader
{
public:
    explicit LineReader(std::string_view text) : m_p(text.data()), m_end(text.data() + text.size())
    {
    }
    bool next(std::string_view &line)
    {
        if (m_p >= m_end)
            return false;
        const void *nl = std::memchr(m_p, '\n', std::size_t(m_end - m_p));
        const char *e = nl ? static_cast<const char *>(nl) : m_end;
        line = std::string_view(m_p, std::size_t(e - m_p));
        m_lastHadNewline = nl != nullptr;
        m_p = nl ? e + 1 : m_end;
        ++m_line;
        return true;
    }
    int lineNo() const { return m_line; }
    // False when the line just returned was cut off before its newline.
    bool lastHadNewline() const { return m_lastHadNewline; }
    bool atEnd() const { return m_p >= m_end; }

private:
    const char *m_p;
    const char *m_end;
    int m_line = 0;
    bool m_lastHadNewline = true;
};

inline bool allDigits(std::string_view s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), isDigit);
}

// A field of the input as an error message shows it: quoted, and cut with an
// ellipsis past maxShown bytes so a hostile line cannot flood the message.
inline QString quotedField(std::string_view s, std::size_t maxShown = 40)
{
    QString t = QString::fromUtf8(s.data(), qsizetype(std::min(s.size(), maxShown)));
    if (s.size() > maxShown)
        t += QStringLiteral("…");
    return QLatin1Char('"') + t + QLatin1Char('"');
}

// "source:line: what", the one shape every parser's errors take.
inline Error lineError(const QString &source, int line, const QString &what)
{
    return Error{QCoreApplication::translate("irqatlas::lineparse", "%1:%2: %3")
                     .arg(source)
                     .arg(line)
                     .arg(what)};
}

// The errors of the caps in model/inputlimits.h, the same for every file.
inline Error inputTooLarge(const QString &source, std::size_t size, std::size_t cap)
{
    return Error{QCoreApplication::translate("irqatlas::lineparse",
                                             "%1: %2 bytes, more than the supported maximum of %3")
                     .arg(source)
                     .arg(qulonglong(size))
                     .arg(qulonglong(cap))};
}

inline Error lineTooLong(const QString &source, int line, std::size_t cap)
{
    return lineError(
        source, line,
        QCoreApplication::translate("irqatlas::lineparse",
                                    "line is longer than the supported maximum of %1 bytes")
            .arg(qulonglong(cap)));
}

inline Error tooManyRows(const QString &source, int line, int cap)
{
    return lineError(source, line,
                     QCoreApplication::translate("irqatlas::lineparse",
                                                 "more than %1 rows, the supported maximum")
                         .arg(cap));
}

// A "CPU<n>" header column (/proc/interrupts, /proc/softirqs) or a "cpu<n>"
// label (/proc/stat): the digits after the prefix, of any length.
enum class CpuIdParse
{
    Ok,
    NotCpu,
    TooBig
};
inline CpuIdParse parseCpuId(std::string_view digits, int maxId, int &id)
{
    if (digits.empty())
        return CpuIdParse::NotCpu;
    std::uint64_t v = 0;
    bool big = false;
    for (char c : digits) {
        if (!isDigit(c))
            return CpuIdParse::NotCpu;
        if (!big) {
            v = v * 10 + std::uint64_t(c - '0');
            big = v > std::uint64_t(maxId);
        }
    }
    if (big)
        return CpuIdParse::TooBig;
    id = int(v);
    return CpuIdParse::Ok;
}

// "CPU id 2147483647 is above the supported maximum 16383" (digits shown
// shortened: a hostile id can be any length).
inline QString cpuIdTooBig(std::string_view digits, int maxId)
{
    constexpr std::size_t maxShown = 24;
    QString d = QString::fromLatin1(digits.data(), qsizetype(std::min(digits.size(), maxShown)));
    if (digits.size() > maxShown)
        d += QStringLiteral("…");
    return QCoreApplication::translate("irqatlas::lineparse",
                                       "CPU id %1 is above the supported maximum %2")
        .arg(d)
        .arg(maxId);
}

// "header column 3: CPU0 repeats or goes backwards (after CPU0)": per-CPU
// tables are joined with each other by CPU id, so an id may appear once, and
// the kernel prints them ascending. column 0 leaves the column out (a
// /proc/stat "cpuN" line).
inline QString cpuIdNotAscending(std::size_t column, const char *prefix, int id, int previous)
{
    const QString p = QLatin1String(prefix);
    const QString what = QCoreApplication::translate("irqatlas::lineparse",
                                                     "%1 repeats or goes backwards (after %2)")
                             .arg(p + QString::number(id), p + QString::number(previous));
    if (column == 0)
        return what;
    return QCoreApplication::translate("irqatlas::lineparse", "header column %1: %2")
        .arg(column)
        .arg(what);
}

} // namespace irqatlas::lineparse
