#include "remote/remotetext.h"

#include <QByteArray>

namespace irqatlas {
namespace {

bool hidden(char32_t cp)
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

void escapeByte(QString &out, unsigned char b)
{
    out += QStringLiteral("\\x%1").arg(uint(b), 2, 16, QLatin1Char('0'));
}

// The code point of the UTF-8 sequence at s[i] and its length, or 0 bytes
// when it is not valid UTF-8 (overlong forms, surrogates and values past
// U+10FFFF included).
int decode(QByteArrayView s, qsizetype i, char32_t &cp)
{
    const auto b = [&](qsizetype k) { return static_cast<unsigned char>(s[i + k]); };
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
    if (i + len > s.size())
        return 0;
    for (int k = 1; k < len; ++k) {
        if ((b(k) & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (b(k) & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return len;
}

} // namespace

QString printableRemoteText(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (qsizetype i = 0; i < bytes.size();) {
        char32_t cp = 0;
        const int len = decode(bytes, i, cp);
        if (len == 0) {
            escapeByte(out, static_cast<unsigned char>(bytes[i]));
            ++i;
            continue;
        }
        i += len;
        if (!hidden(cp)) {
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

QString printableRemoteText(const QString &text)
{
    return printableRemoteText(QByteArrayView(text.toUtf8()));
}

} // namespace irqatlas
