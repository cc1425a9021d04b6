#include "texttable.h"

#include "model/printable.h"

#include <QString>
#include <algorithm>

namespace irqatlas::cli {
namespace {
// Display width of UTF-8 text: count code points, not bytes.
std::size_t width(const std::string &s)
{
    std::size_t n = 0;
    for (unsigned char c : s)
        if ((c & 0xC0) != 0x80)
            ++n;
    return n;
}
bool plainAscii(const std::string &s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
}

std::string printableCell(const std::string &s)
{
    if (plainAscii(s))
        return s;
    QString text = printableText(QByteArrayView(s.data(), qsizetype(s.size())));
    text.replace(QLatin1Char('\n'), QLatin1String("\\n"))
        .replace(QLatin1Char('\t'), QLatin1String("\\t"));
    return text.toStdString();
}
} // namespace

void TextTable::add(std::vector<std::string> row)
{
    for (std::string &cell : row)
        if (!plainAscii(cell))
            cell = printableCell(cell);
    m_rows.push_back(std::move(row));
}

std::string TextTable::render() const
{
    std::vector<std::size_t> w;
    for (const auto &row : m_rows) {
        if (row.size() > w.size())
            w.resize(row.size(), 0);
        for (std::size_t i = 0; i < row.size(); ++i)
            w[i] = std::max(w[i], width(row[i]));
    }
    std::string out;
    for (const auto &row : m_rows) {
        std::string line;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const bool last = i + 1 == row.size();
            const std::size_t pad = w[i] - width(row[i]);
            const bool right = std::find(m_right.begin(), m_right.end(), i) != m_right.end();
            if (right)
                line.append(pad, ' ');
            line += row[i];
            if (!right && !last)
                line.append(pad, ' ');
            if (!last)
                line += "  ";
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line;
        out.push_back('\n');
    }
    return out;
}

} // namespace irqatlas::cli
