#include "plangenerate.h"

#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"

#include <QTest>

namespace irqatlas::test {

bool generateWith(PlanPanel &panel, const QString &algorithm, const QString &irqs,
                  const std::optional<QString> &node)
{
    if (!panel.form()->setAlgorithm(algorithm))
        return false;
    panel.form()->setSelection(irqs);
    if (node)
        panel.form()->setNode(*node);
    if (!panel.generate())
        return false;
    // Waits until the worker is done either way: a planner that fails says
    // so at once, and the caller reads the panel's message.
    const bool done =
        QTest::qWaitFor([&] { return !panel.isRunning() && panel.workersRunning() == 0; }, 60000);
    return done && panel.current() && panel.current()->algorithm == algorithm;
}

} // namespace irqatlas::test
