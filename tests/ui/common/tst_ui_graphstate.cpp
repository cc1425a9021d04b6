// The graph's counts on a machine known only from its /proc/interrupts.
#include "machine/machinedata.h"
#include "procfs/interrupts.h"
#include "testdata.h"
#include "ui/common/graphstate.h"

#include <QTest>
#include <algorithm>

using namespace irqatlas;

class TestUiGraphState : public QObject
{
    Q_OBJECT
private slots:
    void countsReachEveryTileOf1152Cpus()
    {
        const QByteArray text =
            test::readData(QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2"));
        QVERIFY(!text.isEmpty());
        auto table = parseInterrupts(test::view(text), QStringLiteral("1152cpu"));
        QVERIFY2(table.ok(), qPrintable(table.ok() ? QString() : table.errorString()));
        const Topology topo = cpuOnlyTopology(table->cpus, QStringLiteral("1152cpu"));
        const GraphState st = GraphState::compute(topo, &table.value(), {});
        QCOMPARE(int(st.irqCount.size()), 1152);
        // Some CPU took interrupts, and no count is negative.
        QVERIFY(std::any_of(st.irqCount.begin(), st.irqCount.end(), [](auto c) { return c > 0; }));
        QVERIFY(std::none_of(st.irqCount.begin(), st.irqCount.end(), [](auto c) { return c < 0; }));
    }
};

QTEST_GUILESS_MAIN(TestUiGraphState)
#include "tst_ui_graphstate.moc"
