#pragma once

#include <QJsonObject>

namespace irqatlas::test {

// Checks the structure docs/CLI.md promises for trial --format json (and
// report.json): plan, both phases with at least two intervals, every verdict
// entry with metric/before/after/change/judgement, kept a bool. Uses QVERIFY:
// the caller returns when QTest::currentTestFailed().
void checkTrialShape(const QJsonObject &o);

} // namespace irqatlas::test
