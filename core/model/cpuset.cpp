#include "model/cpuset.h"

#include "model/inputlimits.h"

#include <QCoreApplication>
#include <algorithm>
#include <bit>
#include <charconv>

namespace irqatlas {
namespace {

using limits::kMaxCpuId;

// The input as shown in a message: a hostile list can be megabytes long.
QString shownText(std::string_view text)
{
    constexpr std::size_t maxShown = 64;
    QString t = QString::fromUtf8(text.data(), qsizetype(std::min(text.size(), maxShown)));
    if (text.size() > maxShown)
        t += QStringLiteral("…");
    return t;
}

Error parseError(std::string_view text, std::size_t pos, const QString &what)
{
    // Without the file's trailing newline; leading blanks stay, so the
    // position still counts from the first character shown.
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ' ||
                             text.back() == '\t'))
        text.remove_suffix(1);
    return Error{QCoreApplication::translate("CpuSet", "invalid CPU list \"%1\" at position %2: %3")
                     .arg(shownText(text))
                     .arg(pos + 1)
                     .arg(what)};
}

Error parseError(std::string_view text, std::size_t pos, const char *what)
{
    return parseError(text, pos, QCoreApplication::translate("CpuSet", what));
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

CpuSet::CpuSet(std::initializer_list<int> cpus)
{
    for (int c : cpus)
        set(c);
}

CpuSet CpuSet::range(int first, int last)
{
    CpuSet s;
    if (first < 0 || last < first)
        return s;
    s.m_base = std::size_t(first / 64);
    s.m_words.assign(std::size_t(last / 64) - s.m_base + 1, 0);
    for (int w = first / 64; w <= last / 64; ++w) {
        std::uint64_t m = ~std::uint64_t(0);
        if (w == first / 64)
            m &= ~std::uint64_t(0) << (first % 64);
        if (w == last / 64 && last % 64 != 63)
            m &= (std::uint64_t(1) << (last % 64 + 1)) - 1;
        s.m_words[std::size_t(w) - s.m_base] |= m;
    }
    return s;
}

CpuSet CpuSet::fromVector(const std::vector<int> &cpus)
{
    CpuSet s;
    for (int c : cpus)
        s.set(c);
    return s;
}

Result<CpuSet> CpuSet::parseList(std::string_view text)
{
    CpuSet out;
    const std::string_view body = trimmed(text);
    const std::size_t offset = std::size_t(body.data() - text.data());
    if (body.empty())
        return out;
    std::size_t i = 0;
    // Digits only (from_chars would accept a sign), of any length, so that a
    // number too big for an int is reported as too big rather than garbage.
    // Nothing is sized by a number before it is known to be <= kMaxCpuId.
    enum class Num
    {
        Ok,
        Missing,
        TooBig
    };
    std::size_t numberAt = 0;
    std::string_view digits;
    auto number = [&](int &v) -> Num {
        numberAt = i;
        while (i < body.size() && body[i] >= '0' && body[i] <= '9')
            ++i;
        digits = body.substr(numberAt, i - numberAt);
        if (digits.empty())
            return Num::Missing;
        std::uint64_t x = 0;
        for (char c : digits) {
            x = x * 10 + std::uint64_t(c - '0');
            if (x > std::uint64_t(kMaxCpuId))
                return Num::TooBig;
        }
        v = int(x);
        return Num::Ok;
    };
    auto tooBig = [&] {
        return parseError(
            text, offset + numberAt,
            QCoreApplication::translate("CpuSet", "CPU %1 is above the supported maximum %2")
                .arg(shownText(digits))
                .arg(kMaxCpuId));
    };
    while (true) {
        int a = 0;
        if (Num n = number(a); n != Num::Ok)
            return n == Num::TooBig
                       ? tooBig()
                       : parseError(text, offset + i,
                                    QT_TRANSLATE_NOOP("CpuSet", "expected a CPU number"));
        int b = a;
        int used = 1, group = 1;
        if (i < body.size() && body[i] == '-') {
            ++i;
            if (Num n = number(b); n != Num::Ok)
                return n == Num::TooBig
                           ? tooBig()
                           : parseError(text, offset + i,
                                        QT_TRANSLATE_NOOP("CpuSet", "expected the end of a range"));
            if (b < a)
                return parseError(text, offset + i - 1,
                                  QT_TRANSLATE_NOOP("CpuSet", "range end is below its start"));
            // bitmap_parselist's "a-b:used/group" form.
            if (i < body.size() && body[i] == ':') {
                ++i;
                if (number(used) != Num::Ok || i >= body.size() || body[i] != '/')
                    return parseError(
                        text, offset + i,
                        QT_TRANSLATE_NOOP("CpuSet", "expected \"used/group\" after ':'"));
                ++i;
                if (number(group) != Num::Ok || used <= 0 || group <= 0 || used > group)
                    return parseError(text, offset + i,
                                      QT_TRANSLATE_NOOP("CpuSet", "invalid \"used/group\" stride"));
            }
        }
        if (used == group) {
            out |= range(a, b);
        } else {
            for (int base = a; base <= b; base += group)
                for (int k = 0; k < used && base + k <= b; ++k)
                    out.set(base + k);
        }
        if (i == body.size())
            break;
        if (body[i] != ',')
            return parseError(text, offset + i, QT_TRANSLATE_NOOP("CpuSet", "expected ',' or '-'"));
        ++i;
        if (i == body.size())
            return parseError(text, offset + i, QT_TRANSLATE_NOOP("CpuSet", "list ends with ','"));
    }
    return out;
}

Result<CpuSet> CpuSet::parseMask(std::string_view text)
{
    const std::string_view body = trimmed(text);
    const std::size_t offset = std::size_t(body.data() - text.data());
    if (body.empty())
        return parseError(text, offset, QT_TRANSLATE_NOOP("CpuSet", "empty mask"));
    // Refused before anything is stored: the kernel prints nr_cpu_ids bits,
    // never more than limits::kMaxCpus.
    auto tooWide = [&] {
        return parseError(text, offset,
                          QCoreApplication::translate(
                              "CpuSet", "mask is wider than the supported maximum of %1 CPUs")
                              .arg(limits::kMaxCpus));
    };
    if (body.size() > limits::kMaxMaskChars)
        return tooWide();
    // Split into comma-separated groups of up to 8 hex digits, most
    // significant group first.
    std::vector<std::uint32_t> groups;
    std::size_t start = 0;
    while (start <= body.size()) {
        std::size_t end = body.find(',', start);
        if (end == std::string_view::npos)
            end = body.size();
        const std::size_t len = end - start;
        if (len == 0)
            return parseError(text, offset + start, QT_TRANSLATE_NOOP("CpuSet", "empty hex group"));
        if (len > 8)
            return parseError(text, offset + start + 8,
                              QT_TRANSLATE_NOOP("CpuSet", "hex group longer than 8 digits"));
        std::uint32_t v = 0;
        for (std::size_t k = start; k < end; ++k) {
            const int h = hexValue(body[k]);
            if (h < 0)
                return parseError(text, offset + k, QT_TRANSLATE_NOOP("CpuSet", "not a hex digit"));
            v = (v << 4) | std::uint32_t(h);
        }
        if (groups.size() == limits::kMaxMaskGroups)
            return tooWide();
        groups.push_back(v);
        if (end == body.size())
            break;
        start = end + 1;
    }
    CpuSet out;
    out.m_words.assign((groups.size() + 1) / 2, 0);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const std::size_t bitGroup = groups.size() - 1 - g; // index of this 32-bit word
        out.m_words[bitGroup / 2] |= std::uint64_t(groups[g]) << (32 * (bitGroup % 2));
    }
    out.normalize();
    return out;
}

std::string CpuSet::toList() const
{
    std::string out;
    char buf[32];
    int c = first();
    while (c >= 0) {
        int e = c;
        int n = next(e);
        while (n == e + 1) {
            e = n;
            n = next(e);
        }
        if (!out.empty())
            out.push_back(',');
        auto r = std::to_chars(buf, buf + sizeof buf, c);
        out.append(buf, r.ptr);
        if (e != c) {
            out.push_back('-');
            r = std::to_chars(buf, buf + sizeof buf, e);
            out.append(buf, r.ptr);
        }
        c = n;
    }
    return out;
}

std::string CpuSet::toMask(int nbits) const
{
    const int hi = last();
    int groups = std::max(1, (std::max(nbits, hi + 1) + 31) / 32);
    static constexpr char digits[] = "0123456789abcdef";
    std::string out;
    out.reserve(std::size_t(groups) * 9);
    for (int g = groups - 1; g >= 0; --g) {
        const std::uint32_t v = std::uint32_t(wordAt(std::size_t(g / 2)) >> (32 * (g % 2)));
        for (int d = 7; d >= 0; --d)
            out.push_back(digits[(v >> (4 * d)) & 0xf]);
        if (g)
            out.push_back(',');
    }
    return out;
}

bool CpuSet::test(int cpu) const
{
    if (cpu < 0)
        return false;
    return (wordAt(std::size_t(cpu) / 64) >> (cpu % 64)) & 1u;
}

void CpuSet::set(int cpu)
{
    if (cpu < 0)
        return;
    const std::size_t w = std::size_t(cpu) / 64;
    if (m_words.empty()) {
        m_base = w;
        m_words.assign(1, 0);
    } else if (w < m_base) {
        m_words.insert(m_words.begin(), m_base - w, 0);
        m_base = w;
    } else if (w >= endWord()) {
        m_words.resize(w - m_base + 1, 0);
    }
    m_words[w - m_base] |= std::uint64_t(1) << (cpu % 64);
}

void CpuSet::reset(int cpu)
{
    if (cpu < 0)
        return;
    const std::size_t w = std::size_t(cpu) / 64;
    if (w >= m_base && w < endWord()) {
        m_words[w - m_base] &= ~(std::uint64_t(1) << (cpu % 64));
        normalize();
    }
}

int CpuSet::count() const
{
    int n = 0;
    for (auto w : m_words)
        n += std::popcount(w);
    return n;
}

bool CpuSet::empty() const
{
    return std::all_of(m_words.begin(), m_words.end(), [](auto w) { return w == 0; });
}

int CpuSet::first() const
{
    return next(-1);
}

int CpuSet::next(int after) const
{
    if (m_words.empty())
        return -1;
    int start = after + 1;
    if (start < 0)
        start = 0;
    std::size_t w = std::size_t(start) / 64;
    std::uint64_t bits;
    if (w < m_base) {
        w = m_base;
        bits = m_words[0];
    } else if (w >= endWord()) {
        return -1;
    } else {
        bits = m_words[w - m_base] & (~std::uint64_t(0) << (start % 64));
    }
    while (true) {
        if (bits)
            return int(w * 64) + std::countr_zero(bits);
        if (++w >= endWord())
            return -1;
        bits = m_words[w - m_base];
    }
}

int CpuSet::last() const
{
    for (std::size_t i = m_words.size(); i-- > 0;)
        if (m_words[i])
            return int((m_base + i) * 64) + 63 - std::countl_zero(m_words[i]);
    return -1;
}

int CpuSet::nth(int n) const
{
    if (n < 0)
        return -1;
    for (std::size_t i = 0; i < m_words.size(); ++i) {
        std::uint64_t bits = m_words[i];
        const int pc = std::popcount(bits);
        if (n >= pc) {
            n -= pc;
            continue;
        }
        while (n-- > 0)
            bits &= bits - 1;
        return int((m_base + i) * 64) + std::countr_zero(bits);
    }
    return -1;
}

std::vector<int> CpuSet::toVector() const
{
    std::vector<int> v;
    v.reserve(std::size_t(count()));
    for (int c : *this)
        v.push_back(c);
    return v;
}

bool CpuSet::intersects(const CpuSet &o) const
{
    const std::size_t lo = std::max(m_base, o.m_base);
    const std::size_t hi = std::min(endWord(), o.endWord());
    for (std::size_t w = lo; w < hi; ++w)
        if (m_words[w - m_base] & o.m_words[w - o.m_base])
            return true;
    return false;
}

bool CpuSet::isSubsetOf(const CpuSet &o) const
{
    for (std::size_t i = 0; i < m_words.size(); ++i)
        if (m_words[i] & ~o.wordAt(m_base + i))
            return false;
    return true;
}

CpuSet &CpuSet::operator|=(const CpuSet &o)
{
    if (o.m_words.empty())
        return *this;
    if (m_words.empty()) {
        m_base = o.m_base;
        m_words = o.m_words;
        return *this;
    }
    if (o.m_base < m_base) {
        m_words.insert(m_words.begin(), m_base - o.m_base, 0);
        m_base = o.m_base;
    }
    if (o.endWord() > endWord())
        m_words.resize(o.endWord() - m_base, 0);
    for (std::size_t i = 0; i < o.m_words.size(); ++i)
        m_words[o.m_base + i - m_base] |= o.m_words[i];
    return *this;
}

CpuSet &CpuSet::operator&=(const CpuSet &o)
{
    for (std::size_t i = 0; i < m_words.size(); ++i)
        m_words[i] &= o.wordAt(m_base + i);
    normalize();
    return *this;
}

CpuSet &CpuSet::operator-=(const CpuSet &o)
{
    const std::size_t lo = std::max(m_base, o.m_base);
    const std::size_t hi = std::min(endWord(), o.endWord());
    for (std::size_t w = lo; w < hi; ++w)
        m_words[w - m_base] &= ~o.m_words[w - o.m_base];
    normalize();
    return *this;
}

bool CpuSet::operator==(const CpuSet &o) const
{
    // Both sides are normalized: equal sets store the same span.
    return m_base == o.m_base && m_words == o.m_words;
}

bool CpuSet::operator<(const CpuSet &o) const
{
    int a = first(), b = o.first();
    while (a >= 0 && b >= 0) {
        if (a != b)
            return a < b;
        a = next(a);
        b = o.next(b);
    }
    return a < 0 && b >= 0;
}

void CpuSet::normalize()
{
    while (!m_words.empty() && m_words.back() == 0)
        m_words.pop_back();
    std::size_t lead = 0;
    while (lead < m_words.size() && m_words[lead] == 0)
        ++lead;
    if (lead) {
        m_words.erase(m_words.begin(), m_words.begin() + std::ptrdiff_t(lead));
        m_base += lead;
    }
    if (m_words.empty())
        m_base = 0;
}

} // namespace irqatlas
