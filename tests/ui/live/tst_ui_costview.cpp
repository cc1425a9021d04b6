// Measure IRQ Cost in the Live dock: a measurement reaches the heat (View →
// Heat → Measured IRQ Time), the IRQ table's CPU time and Per run columns,
// the softirq bars and the planner's weights with the figures it holds; a
// saved machine cannot be measured and says why; as root a real measurement
// of this machine lands.
#include "cost/costreport.h"
#include "hold/costrun.h"
#include "testdata.h"
#include "ui/graph/heatlegend.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/irqtablemodel.h"
#include "ui/live/costbar.h"
#include "ui/live/liveplots.h"
#include "ui/live/softirqbars.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <unistd.h>

using namespace irqatlas;

namespace {

MachineSource savedMachine()
{
    return {MachineSource::HwlocXml,
            test::dataPath(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml")),
            test::dataPath(QStringLiteral("proc-interrupts/pcp-interrupts-8cpu-x86_64.txt"))};
}

int rowOf(const IrqTableModel &m, const std::string &key)
{
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.irqAt(r)->key == key)
            return r;
    return -1;
}

} // namespace

class TestUiCostView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void measurementReachesEveryView()
    {
        MainWindow w;
        QVERIFY(w.openBlocking(savedMachine()).ok());
        IrqTableModel *model = w.irqPanel()->model();
        QVERIFY(model->rowCount() > 0);
        const std::string key = model->irqAt(0)->key;
        auto *table = w.irqPanel()->findChild<QTableView *>();
        QVERIFY(table);
        QVERIFY(table->isColumnHidden(IrqTableModel::ColCpuTime));

        auto cost = std::make_shared<CostReport>();
        cost->seconds = 2;
        cost->requestedSeconds = 2;
        CostCpuRow cpu;
        cpu.cpu = 1;
        cpu.hardirqPct = 5;
        cpu.softirqPct = 10;
        cost->cpus.push_back(cpu);
        CostIrqRow irq;
        irq.cost.irq = key;
        irq.cost.count = 100;
        irq.cost.paired = 100;
        irq.cost.ns = 2'000'000; // 1 ms per second: 1000 µs/s
        irq.cost.cpuNs[1] = 2'000'000;
        irq.nsPerRun = 20'000;
        cost->irqs.push_back(irq);
        cost->softirqs.push_back({"NET_RX", 1, 50, 200'000'000}); // 10 % of 2 s
        w.showCost(cost);

        const int row = rowOf(*model, key);
        QVERIFY(row >= 0);
        QVERIFY(!table->isColumnHidden(IrqTableModel::ColCpuTime));
        QVERIFY(!table->isColumnHidden(IrqTableModel::ColPerRun));
        QCOMPARE(model->index(row, IrqTableModel::ColCpuTime).data().toString(),
                 QStringLiteral("1000 µs/s"));
        QCOMPARE(model->index(row, IrqTableModel::ColPerRun).data().toString(),
                 QStringLiteral("20.0 µs"));
        // A row the measurement did not see has no figure, never 0.
        for (int r = 0; r < model->rowCount(); ++r)
            if (r != row)
                QVERIFY(model->index(r, IrqTableModel::ColCpuTime).data().toString().isEmpty());

        QCOMPARE(w.heatMode(), HeatMode::MeasuredTime);
        QAction *heat = w.findChild<QAction *>(QStringLiteral("heatMeasured"));
        QVERIFY(heat && heat->isEnabled() && heat->isChecked());
        QVERIFY(w.heatLegend()->caption().contains(QStringLiteral("measured")));

        SoftirqBars *bars = w.livePlots()->softirqBars();
        QVERIFY(bars->showsTime());
        QCOMPARE(bars->plotted(QStringLiteral("NET_RX"), 1).value_or(-1), 10.0);
        CostBar *bar = w.livePlots()->costBar();
        QVERIFY(bar->findChild<QLabel *>(QStringLiteral("costResult"))
                    ->text()
                    .contains(QStringLiteral("2.0 s")));

        // The planner weighs by it: the measured IRQ 2 ms, every other row 0.
        PlanRequestForm *form = w.planPanel()->form();
        QVERIFY(form->costBox()->isChecked());
        QVERIFY(form->weightsText().contains(QStringLiteral("measured over 2.0 s")));
        form->setSelection(QStringLiteral("all"));
        auto request = form->request();
        QVERIFY2(request.ok(), qPrintable(request.ok() ? QString() : request.errorString()));
        QVERIFY(request->rates);
        QVERIFY(request->ratesAreCost);
        QCOMPARE(request->rates->size(), std::size_t(model->rowCount()));
        QCOMPARE((*request->rates)[std::size_t(row)], 1e6); // ns per second
        form->costBox()->setChecked(false);
        QVERIFY(!form->weightsText().contains(QStringLiteral("measured")));

        // Back to the live rates, and a cleared measurement gives the heat back.
        bar->setSoftirqTime(false);
        QVERIFY(!bars->showsTime());
        w.showCost(nullptr);
        QCOMPARE(w.heatMode(), HeatMode::IrqPercent);
        QVERIFY(!heat->isEnabled());
        QVERIFY(table->isColumnHidden(IrqTableModel::ColCpuTime));
        QVERIFY(!form->costBox()->isChecked());
    }

    void savedMachineSaysWhy()
    {
        MainWindow w;
        QVERIFY(w.openBlocking(savedMachine()).ok());
        const Status s = w.measureCost(1);
        QVERIFY(!s.ok());
        QVERIFY2(s.errorString().contains(QStringLiteral("saved machine")),
                 qPrintable(s.errorString()));
        QToolButton *button = w.livePlots()->costBar()->button();
        QVERIFY(!button->isEnabled());
        QVERIFY(button->toolTip().contains(QStringLiteral("saved machine")));
    }

    void measuresThisMachine()
    {
        if (::geteuid() != 0)
            QSKIP("tracing needs root");
        if (!QFileInfo::exists(QStringLiteral("/sys/kernel/tracing/events/irq/irq_handler_entry")))
            QSKIP("no irq tracepoints in /sys/kernel/tracing");
        MainWindow w;
        w.setRemembersSources(false);
        QVERIFY(w.openBlocking({MachineSource::LocalMachine, QString()}).ok());
        QVERIFY(w.livePlots()->costBar()->button()->isEnabled());
        QVERIFY(w.measureCost(0.5).ok());
        QVERIFY(w.costRun() && w.costRun()->running());
        QVERIFY(w.livePlots()->costBar()->running());
        QSignalSpy done(w.costRun(), &CostRun::finished);
        QVERIFY(done.wait(120000));
        const auto &r = *w.costRun()->result();
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QVERIFY(w.cost());
        QVERIFY(!w.cost()->cpus.empty());
        QCOMPARE(w.heatMode(), HeatMode::MeasuredTime);
        QVERIFY(!w.livePlots()->costBar()->running());
    }
};

QTEST_MAIN(TestUiCostView)
#include "tst_ui_costview.moc"
