#include "model/printable.h"

#include <QByteArray>

namespace irqatlas {
namespace {

void escapeByte(QString &out, unsigned char b)
{
    out += QStringLiteral("\\x%1").arg(uint(b), 2, 16, QLatin1Char('0'));
}

// Plain ASCII that needs nothing: the common case of every table and log.
bool plainByte(unsigned char c)
{
    return (c >= 0x20 && c < 0x7f) || c == '\n' || c == '\t';
}

} // namespace

bool isHiddenCodePoint(char32_t cp)
{
    if (cp == U'\n' || cp == U'\t')
        return false;
    if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f))
        return true;
    // Marks and overrides that change the order text is shown in, and line
    // separators a terminal or a label may honour.
    return cp == 0x061c || cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) ||
           (cp >= 0x2066 && cp <= 0x2069) || cp == 0x2028 || cp == 0x2029;
}

int decodeUtf8(std::string_view s, std::size_t i, char32_t &cp)
{
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
    const unsigned char c = b(0);
    int len = 0;
    char32_t min = 0;
    if (c < 0x80) {
        cp = c;
        return 1;
    } else if ((c & 0xe0) == 0xc0) {
        len = 2, cp = c & 0x1f, min = 0x80;
    } else if ((c & 0xf0) == 0xe0) {
        len = 3, cp = c & 0x0f, min = 0x800;
    } else if ((c & 0xf8) == 0xf0) {
        len = 4, cp = c & 0x07, min = 0x10000;
    } else {
        return 0;
    }
    if (i + std::size_t(len) > s.size())
        return 0;
    for (int k = 1; k < len; ++k) {
        if ((b(std::size_t(k)) & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (b(std::size_t(k)) & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return len;
}

QString printableText(QByteArrayView bytes)
{
    const std::string_view s(bytes.data(), std::size_t(bytes.size()));
    QString out;
    out.reserve(bytes.size());
    for (std::size_t i = 0; i < s.size();) {
        char32_t cp = 0;
        const int len = decodeUtf8(s, i, cp);
        if (len == 0) {
            escapeByte(out, static_cast<unsigned char>(s[i]));
            ++i;
            continue;
        }
        i += std::size_t(len);
        if (!isHiddenCodePoint(cp)) {
            const char32_t one[1] = {cp};
            out += QString::fromUcs4(one, 1);
        } else if (cp < 0x80) {
            escapeByte(out, static_cast<unsigned char>(cp));
        } else {
            out += QStringLiteral("\\u%1").arg(uint(cp), 4, 16, QLatin1Char('0'));
        }
    }
    return out;
}

QString printableText(const QString &text)
{
    // A lone surrogate cannot come from valid UTF-8; toUtf8 writes it as "?".
    return printableText(QByteArrayView(text.toUtf8()));
}

bool isPrintableText(std::string_view bytes)
{
    for (std::size_t i = 0; i < bytes.size();) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (plainByte(c)) {
            ++i;
            continue;
        }
        char32_t cp = 0;
        const int len = decodeUtf8(bytes, i, cp);
        if (len == 0 || isHiddenCodePoint(cp))
            return false;
        i += std::size_t(len);
    }
    return true;
}

std::string printableBytes(std::string_view bytes)
{
    return printableBytes(bytes, Spelling::Text);
}

std::string printableBytes(std::string_view bytes, Spelling spelling)
{
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size();) {
        char32_t cp = 0;
        const int len = decodeUtf8(bytes, i, cp);
        if (len == 0 || (cp < 0x80 && isHiddenCodePoint(cp) && spelling == Spelling::Text)) {
            const auto b = static_cast<unsigned char>(bytes[i]);
            out += "\\x";
            out.push_back(hex[b >> 4]);
            out.push_back(hex[b & 15]);
            ++i;
            continue;
        }
        if (isHiddenCodePoint(cp)) {
            out += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4)
                out.push_back(hex[(cp >> shift) & 15]);
        } else {
            out.append(bytes.substr(i, std::size_t(len)));
        }
        i += std::size_t(len);
    }
    return out;
}

} // namespace irqatlas
