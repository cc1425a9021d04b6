#pragma once

#include <string>
#include <vector>

namespace irqatlas::cli {

// A plain aligned text table for the `table` format. The last column is
// never padded, so long names do not create trailing blanks.
class TextTable
{
public:
    explicit TextTable(std::vector<std::string> header) { add(std::move(header)); }
    // Cells come from files and hosts irqatlas does not trust (IRQ names in a
    // saved or remote /proc/interrupts): control characters, line breaks and
    // bidirectional overrides are written out ("\x1b", "\n") so that a cell
    // can neither drive the terminal nor break the table.
    void add(std::vector<std::string> row);
    // Columns listed here are right-aligned (numbers).
    void alignRight(std::vector<std::size_t> columns) { m_right = std::move(columns); }
    std::string render() const;

private:
    std::vector<std::vector<std::string>> m_rows;
    std::vector<std::size_t> m_right;
};

} // namespace irqatlas::cli
