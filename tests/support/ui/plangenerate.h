#pragma once

// Generating a plan through the Plan dock, as the plan, report and Try Plan
// tests do. Widgets, so apart from the QtCore-only test support.

#include <QString>
#include <optional>

namespace irqatlas {
class PlanPanel;
}

namespace irqatlas::test {

// Sets the algorithm, the IRQ selection and (when given) the node, generates,
// and waits for the worker to finish; true when it made a plan of that
// algorithm (false at once when the planner refused: the panel says why).
bool generateWith(PlanPanel &panel, const QString &algorithm, const QString &irqs,
                  const std::optional<QString> &node = std::nullopt);

} // namespace irqatlas::test
