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
    return QTest::qWaitFor(
        [&] {
            return !panel.isRunning() && panel.workersRunning() == 0 && panel.current() &&
                   panel.current()->algorithm == algorithm;
        },
        60000);
}

} // namespace irqatlas::test
