#pragma once

#include <string>
#include <vector>

namespace irqatlas::cli {

// A plain aligned text table for the `table` format. The last column is
// never padded, so long names do not create trailing blanks.
class TextTable
{
public:
    explicit TextTable(std::vector<std::string> header) { m_rows.push_back(std::move(header)); }
    void add(std::vector<std::string> row) { m_rows.push_back(std::move(row)); }
    // Columns listed here are right-aligned (numbers).
    void alignRight(std::vector<std::size_t> columns) { m_right = std::move(columns); }
    std::string render() const;

private:
    std::vector<std::vector<std::string>> m_rows;
    std::vector<std::size_t> m_right;
};

} // namespace irqatlas::cli
