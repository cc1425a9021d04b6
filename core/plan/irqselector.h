#pragma once

#include "model/irq.h"
#include "model/result.h"

#include <QRegularExpression>
#include <QString>
#include <vector>

namespace irqatlas {

// Which interrupts a plan covers. Grammar (terms separated by commas, the
// selection is the union of the terms):
//
//   selector := term ( "," term )*
//   term     := N | N "-" M            IRQ numbers, inclusive range
//             | "name:" REGEX         any match in the action names (QRegularExpression,
//                                     unanchored; write "\," for a comma inside it)
//             | "dev:" BDF            owning PCI device; "3b:00.0" means domain 0000
//             | "if:" IFNAME          a network interface of the owning device, or an
//                                     action name "IFNAME" / "IFNAME-..." (Intel style)
//             | "driver:" NAME        an action name starting with NAME ("mlx5_comp", "nvme")
//             | "all"                 every numeric interrupt
//
// Symbolic rows (LOC, NMI, IPI0, ...) are never selected. Each term must
// select at least one interrupt: a term that selects nothing is an error that
// names the term, so a typo never silently shrinks a plan.
class IrqSelector
{
public:
    static Result<IrqSelector> parse(const QString &text);

    // Indices into table.irqs in table order (/proc/interrupts order, which is
    // ascending IRQ number), each once.
    Result<std::vector<std::size_t>> select(const IrqTable &table) const;

    const QString &text() const { return m_text; }

private:
    enum class Kind
    {
        Range,
        Name,
        Device,
        Interface,
        Driver,
        All
    };
    struct Term
    {
        Kind kind = Kind::All;
        QString text; // as written, for messages
        int first = 0, last = -1;
        QRegularExpression re;
        std::string value;
    };
    bool matches(const Term &t, const Irq &irq) const;

    QString m_text;
    std::vector<Term> m_terms;
};

} // namespace irqatlas
