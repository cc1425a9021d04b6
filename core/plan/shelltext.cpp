#include "plan/shelltext.h"

#include <QRegularExpression>

namespace irqatlas {

QByteArray inertCommentLine(QByteArrayView text)
{
    static constexpr char hex[] = "0123456789abcdef";
    QByteArray out = "# ";
    out.reserve(out.size() + text.size() + 1);
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c < 0x7f && c != '\\') {
            out += ch;
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 0xf];
        }
    }
    out += '\n';
    return out;
}

QByteArray shellSingleQuote(QByteArrayView text)
{
    QByteArray out;
    out.reserve(text.size() + 2);
    out += '\'';
    for (const char ch : text) {
        if (ch == '\'')
            out += "'\\''";
        else
            out += ch;
    }
    out += '\'';
    return out;
}

QString shellQuote(const QString &s)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9_./:=@%+,-]"));
    if (!s.isEmpty() && !s.contains(unsafe))
        return s;
    QString q = s;
    q.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

} // namespace irqatlas
