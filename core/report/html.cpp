#include "report/html.h"

#include <cmath>
#include <cstdio>

namespace irqatlas::html {
namespace {

bool forbidden(char32_t c)
{
    if (c == '\t' || c == '\n')
        return false;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
        return true;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e ||
        c == 0x200f || c == 0x061c)
        return true;
    if (c >= 0xd800 && c <= 0xdfff)
        return true;
    return c == 0xfffe || c == 0xffff;
}

} // namespace

void escape(std::string &out, QStringView text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        char32_t c = ch.unicode();
        if (ch.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(ch, text[i + 1]);
            ++i;
        }
        if (forbidden(c))
            c = 0xfffd;
        switch (c) {
        case '&':
            out += "&amp;";
            continue;
        case '<':
            out += "&lt;";
            continue;
        case '>':
            out += "&gt;";
            continue;
        case '"':
            out += "&quot;";
            continue;
        case '\'':
            out += "&#39;";
            continue;
        default:
            break;
        }
        if (c < 0x80) {
            out += char(c);
        } else if (c < 0x800) {
            out += char(0xc0 | (c >> 6));
            out += char(0x80 | (c & 0x3f));
        } else if (c < 0x10000) {
            out += char(0xe0 | (c >> 12));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        } else {
            out += char(0xf0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3f));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        }
    }
}

void escape(std::string &out, std::string_view utf8)
{
    escape(out, QString::fromUtf8(utf8.data(), qsizetype(utf8.size())));
}

std::string escaped(QStringView text)
{
    std::string s;
    escape(s, text);
    return s;
}

std::string escaped(std::string_view utf8)
{
    std::string s;
    escape(s, utf8);
    return s;
}

std::string num(double v, int decimals)
{
    if (!std::isfinite(v))
        return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    std::string s = buf;
    if (s == "-0" || s.rfind("-0.", 0) == 0) {
        bool zero = true;
        for (char c : s)
            zero = zero && (c == '-' || c == '0' || c == '.');
        if (zero)
            s.erase(0, 1);
    }
    return s;
}

void element(std::string &out, std::string_view tag, QStringView text, std::string_view cls)
{
    out += '<';
    out += tag;
    if (!cls.empty()) {
        out += " class=\"";
        out += cls;
        out += '"';
    }
    out += '>';
    escape(out, text);
    out += "</";
    out += tag;
    out += '>';
}

} // namespace irqatlas::html
