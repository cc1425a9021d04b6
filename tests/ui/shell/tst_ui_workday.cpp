// A working day with the window: the Plan dock leaves the graph the larger
// part of the window in English and German, at 1366x768 and at the default
// size; the first window and its docks follow the screen.
#include "layout/topologylayout.h"
#include "live/rates.h"
#include "machine/loadmachine.h"
#include "model/irqexport.h"
#include "testdata.h"
#include "ui/common/elidedcombobox.h"
#include "ui/common/pendingchanges.h"
#include "ui/graph/boxdescription.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/graphlegend.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"
#include "ui/remote/connectdialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/screenfit.h"
#include "ui/shell/workspacewindow.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QProcess>
#include <QProcessEnvironment>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>
#include <cmath>
#include <memory>

using namespace irqatlas;

namespace {

// The lone /proc/interrupts of intel-stats-collect-genoa0.txt at 1366x768, shown.
bool showLoneInterrupts(MainWindow &w)
{
    if (!w.openBlocking(
            {MachineSource::InterruptsFile,
             test::dataPath(QStringLiteral("proc-interrupts/intel-stats-collect-genoa0.txt"))}))
        return false;
    w.resize(1366, 768);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

const QString k24Pu = QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml");

// The project's catalogue for lang compiled with lrelease and installed for
// as long as it lives; empty skip and error when installed.
struct Catalogue
{
    QTemporaryDir dir;
    QTranslator translator;
    QString skip;
    bool installed = false;

    explicit Catalogue(const QString &lang)
    {
        const QString lrelease = QDir(QLibraryInfo::path(QLibraryInfo::BinariesPath))
                                     .filePath(QStringLiteral("lrelease"));
        if (!QFileInfo(lrelease).isExecutable()) {
            skip = lrelease + QStringLiteral(" is missing (Debian: qt6-l10n-tools)");
            return;
        }
        const QString ts = QDir(test::dataPath(QString()))
                               .absoluteFilePath(QStringLiteral("../../translations/irqatlas_") +
                                                 lang + QStringLiteral(".ts"));
        const QString qm = dir.filePath(QStringLiteral("irqatlas.qm"));
        QProcess p;
        p.start(lrelease, {ts, QStringLiteral("-qm"), qm});
        if (!p.waitForFinished(60000) || p.exitCode() != 0 || !translator.load(qm)) {
            skip = QStringLiteral("lrelease could not compile ") + ts;
            return;
        }
        installed = QCoreApplication::installTranslator(&translator);
    }
    ~Catalogue()
    {
        if (installed)
            QCoreApplication::removeTranslator(&translator);
    }
    Catalogue(const Catalogue &) = delete;
    Catalogue &operator=(const Catalogue &) = delete;
};

// An interval in which every CPU of 24 spent pct % in IRQs, CPU 0 busy%.
Rates idleRates(double pct, double busy)
{
    Rates r;
    r.interval = 1;
    for (int c = 0; c < 24; ++c) {
        CpuRate cr;
        cr.cpu = c;
        cr.hardirqPct = 0.0;
        cr.softirqPct = c == 0 ? busy : pct;
        cr.irqsPerSec = 10.0;
        r.cpus.push_back(cr);
    }
    return r;
}

// IRQATLAS_WORKDAY_SHOT=DIR: the window as DIR/NAME.png, to look at.
void saveShot(QWidget &w, QString name)
{
    if (const QString dir = qEnvironmentVariable("IRQATLAS_WORKDAY_SHOT"); !dir.isEmpty())
        w.grab().save(QDir(dir).filePath(name.replace(QLatin1Char(' '), QLatin1Char('-')) +
                                         QStringLiteral(".png")));
}

// The hue of a colour in degrees, -1 for a grey.
int hueOf(const QColor &c)
{
    return c.toHsv().hsvHue();
}

int hueDistance(int a, int b)
{
    const int d = std::abs(a - b) % 360;
    return std::min(d, 360 - d);
}

} // namespace

class TestUiWorkday : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-workday"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_workday"));
    }
    void init() { QSettings().clear(); }

    void planDockKeepsTheGraph_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        for (const char *lang : {"en", "de"}) {
            QTest::addRow("%s 1366x768", lang) << QString::fromLatin1(lang) << QSize(1366, 768);
            QTest::addRow("%s default", lang)
                << QString::fromLatin1(lang) << ScreenFit::windowSize(QRect(0, 0, 1920, 1080));
        }
    }

    // The algorithm box sized itself to its longest entry and the dock took
    // ~720 px: the graph the dock previews on was a thumbnail.
    void planDockKeepsTheGraph()
    {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        std::unique_ptr<Catalogue> catalogue;
        if (lang != QLatin1String("en")) {
            catalogue = std::make_unique<Catalogue>(lang);
            if (!catalogue->skip.isEmpty())
                QSKIP(qPrintable(catalogue->skip));
        }
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k24Pu)}));
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *plan = w.findChild<QAction *>(QStringLiteral("generatePlanAction"));
        QVERIFY(plan);
        plan->trigger();
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("planDock"));
        QTRY_VERIFY(dock->isVisible());
        // The legend shares the left side with the plan: open it as well.
        w.findChild<QDockWidget *>(QStringLiteral("legendDock"))->show();
        auto *irqDock = w.findChild<QDockWidget *>(QStringLiteral("irqDock"));
        auto *legendDock = w.findChild<QDockWidget *>(QStringLiteral("legendDock"));
        const auto graphKeepsItsShare = [&] {
            return w.topologyView()->width() >= w.width() * 55 / 100;
        };
        (void)QTest::qWaitFor(graphKeepsItsShare, 30000);
        saveShot(w, QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY2(graphKeepsItsShare(),
                 qPrintable(QStringLiteral("graph %1 of %2; plan %3 (min %4), legend %5 (min %6), "
                                           "interrupts %7 (min %8)")
                                .arg(w.topologyView()->width())
                                .arg(w.width())
                                .arg(dock->width())
                                .arg(dock->minimumSizeHint().width())
                                .arg(legendDock->width())
                                .arg(legendDock->minimumSizeHint().width())
                                .arg(irqDock->width())
                                .arg(irqDock->minimumSizeHint().width())));
        // Every dock keeps a usable width, too.
        QVERIFY(dock->width() >= 240);
        // Nor does the window grow past the screen to make room for them.
        QCOMPARE(w.size(), size);
        QVERIFY(irqDock->width() >= 280);

        // The box does not grow to its longest entry: it elides, and the
        // tooltip names what the entry stands for.
        auto *algo = w.findChild<ElidedComboBox *>(QStringLiteral("planAlgorithm"));
        QVERIFY(algo);
        int longest = 0;
        for (int i = 0; i < algo->count(); ++i)
            longest = std::max(longest, algo->fontMetrics().horizontalAdvance(algo->itemText(i)));
        QVERIFY2(algo->sizeHint().width() < longest + 40,
                 qPrintable(QStringLiteral("%1 vs %2").arg(algo->sizeHint().width()).arg(longest)));
        QVERIFY(!algo->toolTip().isEmpty());
        algo->resize(algo->minimumSizeHint().width(), algo->height());
        for (int i = 0; i < algo->count(); ++i) {
            algo->setCurrentIndex(i);
            const QString shown = algo->displayedText();
            QVERIFY(shown == algo->itemText(i) || shown.endsWith(QChar(0x2026)));
        }
    }

    // The first window follows the screen: 1400x900 where it fits, never
    // past a 1366x768 screen's available area (its panel taken off).
    void firstWindowFitsTheScreen()
    {
        QCOMPARE(ScreenFit::windowSize(QRect(0, 0, 1920, 1050)), QSize(1400, 900));
        const QRect small(0, 27, 1366, 741);
        const QSize fitted = ScreenFit::windowSize(small);
        QVERIFY(fitted.width() <= small.width() && fitted.height() <= small.height());
        QVERIFY(fitted.width() >= 1300 && fitted.height() >= 680);
        // The docks take shares of the window, not fixed widths.
        QVERIFY(ScreenFit::irqDockWidth(1366, true) + ScreenFit::planDockWidth(1366) <=
                1366 * 45 / 100);
        QCOMPARE(ScreenFit::irqDockWidth(1920), 480);

        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        WorkspaceWindow workspace;
        QCOMPARE(workspace.size(), ScreenFit::windowSize(available));
        QVERIFY(workspace.width() <= available.width() && workspace.height() <= available.height());
        MainWindow w;
        QCOMPARE(w.size(), ScreenFit::windowSize(available));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The Interrupts dock got its share of the window it is in.
        auto *irqDock = w.findChild<QDockWidget *>(QStringLiteral("irqDock"));
        QTRY_VERIFY(std::abs(irqDock->width() - ScreenFit::irqDockWidth(w.width())) <= 12);
    }

    // A lone /proc/interrupts at 1366x768: the names readable, Total and
    // IRQ/s in view without scrolling, no column that every row leaves empty.
    void irqColumnsFit()
    {
        MainWindow w;
        QVERIFY(showLoneInterrupts(w));
        QTableView *view = w.irqPanel()->view();
        IrqTableModel *model = w.irqPanel()->model();
        QVERIFY(model->rowCount() > 10);
        for (int column : {int(IrqTableModel::ColNode), int(IrqTableModel::ColAffinity),
                           int(IrqTableModel::ColEffective)})
            QVERIFY2(view->isColumnHidden(column), qPrintable(QString::number(column)));
        const auto rightEdge = [view](int column) {
            return view->columnViewportPosition(column) + view->columnWidth(column);
        };
        QTRY_VERIFY(rightEdge(IrqTableModel::ColRate) <= view->viewport()->width());
        QVERIFY(rightEdge(IrqTableModel::ColTotal) <= view->viewport()->width());
        // Name: wider than its header, as wide as a queue's name or the room left.
        const int em = view->fontMetrics().horizontalAdvance(QLatin1Char('M'));
        QVERIFY(view->columnWidth(IrqTableModel::ColName) >= 7 * em);
        QVERIFY(view->columnWidth(IrqTableModel::ColName) >
                view->horizontalHeader()->sectionSizeHint(IrqTableModel::ColName));
        saveShot(w, QStringLiteral("irq-columns"));
    }

    // A lone /proc/interrupts shows what irqatlas-cli irqs prints: the
    // device from the chip name and the CPUs each IRQ fired on.
    void loneInterruptsAsTheCliShowsThem()
    {
        const QString file =
            test::dataPath(QStringLiteral("proc-interrupts/intel-stats-collect-genoa0.txt"));
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::InterruptsFile, file}));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        IrqTableModel *model = w.irqPanel()->model();
        const IrqTable &table = model->irqTable();
        int pme = -1, serial = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (table.irqs[std::size_t(r)].number == 51)
                pme = r;
            if (table.irqs[std::size_t(r)].number == 4)
                serial = r;
        }
        QVERIFY(pme >= 0 && serial >= 0);
        // "IR-PCI-MSI-0000:00:00.3": the device, and its column is shown.
        QCOMPARE(model->index(pme, IrqTableModel::ColDevice).data().toString(),
                 QStringLiteral("0000:00:00.3"));
        QVERIFY(!w.irqPanel()->view()->isColumnHidden(IrqTableModel::ColDevice));
        const Irq &irq = table.irqs[std::size_t(serial)];
        QCOMPARE(model->index(serial, IrqTableModel::ColFired).data().toString(),
                 activeCpus(irq, table.cpus).toListString());
        QVERIFY(!model->index(serial, IrqTableModel::ColFired).data().toString().isEmpty());
    }

    // 1152 CPUs at 1366x768 (tiles without ids): a selected IRQ's CPUs get
    // a flag with their id.
    void selectedIrqFlagsItsCpus()
    {
        MachineSource source{
            MachineSource::HwlocXml,
            test::dataPath(QStringLiteral("machines/synthetic-1152pu-8pack-16numa.xml"))};
        source.interrupts =
            test::dataPath(QStringLiteral("proc-interrupts/intel-stats-collect-genoa0.txt"));
        MainWindow w;
        QVERIFY(w.openBlocking(source));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.topologyView()->fitToWindow();
        // An IRQ that fired on a few CPUs.
        int chosen = -1;
        const IrqTable &table = w.machine().irqs;
        for (const Irq &irq : table.irqs) {
            const int n = irq.symbolic() ? 0 : activeCpus(irq, table.cpus).count();
            if (n >= 1 && n <= 4) {
                chosen = irq.number;
                break;
            }
        }
        QVERIFY(chosen >= 0);
        w.selectIrq(chosen);
        const GraphState &st = w.topologyView()->state();
        const CpuSet targets = st.effective.empty() ? st.affinity : st.effective;
        QVERIFY(!targets.empty() && targets.count() <= 16);
        TopologyView *v = w.topologyView();
        QVERIFY(v->layout().puSize.height() * v->transform().m11() < 14); // compact
        const QImage img = v->viewport()->grab().toImage();
        const QColor ring =
            (v->state().dark ? GraphColors::dark() : GraphColors::light()).effective;
        for (const LayoutBox &b : v->layout().boxes) {
            if (b.kind != BoxKind::Pu || !targets.test(b.id))
                continue;
            const QPoint top = v->mapFromScene(b.rect.center().x(), b.rect.top());
            int inked = 0;
            for (int y = top.y() - 20; y < top.y(); ++y)
                for (int x = top.x() - 12; x <= top.x() + 12; ++x)
                    if (img.rect().contains(x, y)) {
                        const QColor px = img.pixelColor(x, y);
                        inked += std::abs(px.red() - ring.red()) +
                                     std::abs(px.green() - ring.green()) +
                                     std::abs(px.blue() - ring.blue()) <
                                 60;
                    }
            QVERIFY2(inked > 10, qPrintable(QStringLiteral("CPU %1: %2").arg(b.id).arg(inked)));
        }
        saveShot(w, QStringLiteral("flags-1152"));
    }

    // The legend says what a tile's number counts (the effective CPU first),
    // and a device the kernel gives no node says so, not "NUMA node 0".
    void legendAndNoNodeSayTheTruth()
    {
        const MachineSource source{MachineSource::HwlocXml, test::dataPath(k24Pu)};
        auto m = loadMachine(source);
        QVERIFY(m);
        MachineData machine = m.value();
        QVERIFY(!machine.topology.devices.empty());
        machine.topology.devices[0].node = -1;
        machine.topology.devices[0].noNode = true;
        IrqTable irqs;
        irqs.cpus = {0, 1};
        Irq irq;
        irq.number = 30;
        irq.key = "30";
        irq.counts = {5, 0};
        irqs.irqs.push_back(irq);
        machine.irqs = irqs;
        machine.hasIrqs = true;
        MainWindow w;
        w.setMachine(machine, source);
        const QString number = w.graphLegend()->rowText(QStringLiteral("legend-number"));
        QVERIFY2(number.contains(QStringLiteral("effective CPU")), qPrintable(number));
        QVERIFY(!number.contains(QStringLiteral("whose affinity includes")));
        const TopologyView *v = w.topologyView();
        int box = -1;
        for (std::size_t i = 0; i < v->layout().boxes.size(); ++i)
            if (v->layout().boxes[i].kind == BoxKind::Device && v->layout().boxes[i].id == 0)
                box = int(i);
        QVERIFY(box >= 0);
        const QString tip = describeBox(v->topology(), v->layout(), v->state(), box);
        QVERIFY2(tip.contains(QStringLiteral("No NUMA node")), qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("NUMA node 0")), qPrintable(tip));
    }

    // Generate a Plan… takes the IRQs selected in the table, and says so.
    void generateUsesTheSelectedIrqs()
    {
        MainWindow w;
        QVERIFY(showLoneInterrupts(w));
        w.irqPanel()->selectIrq(4);
        QTableView *view = w.irqPanel()->view();
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QModelIndex i = view->model()->index(r, 0);
            if (i.data(IrqTableModel::IrqNumberRole).toInt() == 8)
                view->selectionModel()->select(i, QItemSelectionModel::Select |
                                                      QItemSelectionModel::Rows);
        }
        QCOMPARE(w.irqPanel()->selectedIrqs(), (QList<int>{4, 8}));
        w.findChild<QAction *>(QStringLiteral("generatePlanAction"))->trigger();
        QCOMPARE(w.planPanel()->form()->selectionEdit()->text(), QStringLiteral("4,8"));
        QVERIFY2(w.planPanel()->message().contains(QStringLiteral("2 IRQ(s) selected")),
                 qPrintable(w.planPanel()->message()));
    }

    // Paper cuts: a failed source does not call itself a topology alone; a
    // pre-filled host is selected; a move that changes nothing is no undo
    // step; --help needs no display; --screenshot leaves Open Recent alone.
    void paperCuts()
    {
        MainWindow failed;
        failed.open({MachineSource::InterruptsFile, QStringLiteral("/nonexistent/interrupts")});
        QTRY_VERIFY_WITH_TIMEOUT(!failed.loadError().isEmpty(), 30000);
        QVERIFY2(!failed.irqPanel()->emptyText().contains(QStringLiteral("topology alone")),
                 qPrintable(failed.irqPanel()->emptyText()));

        ConnectDialog dialog;
        dialog.setSource(MachineSource::ssh(QStringLiteral("ops@db7")));
        auto *host = dialog.findChild<QComboBox *>();
        QVERIFY(host && host->lineEdit());
        QCOMPARE(host->lineEdit()->selectedText(), QStringLiteral("ops@db7"));

        IrqTable table;
        table.cpus = {0, 1, 2, 3};
        Irq irq;
        irq.number = 30;
        irq.key = "30";
        irq.counts = {1, 1, 0, 0};
        irq.affinity = CpuSet::fromVector({0, 1});
        table.irqs.push_back(irq);
        PendingChanges pending;
        QUndoStack stack;
        QVERIFY(!pending.propose(&stack, table, {30}, CpuSet::fromVector({0, 1}),
                                 QStringLiteral("CPUs 0-1")));
        QCOMPARE(stack.count(), 0);
        QVERIFY(
            pending.propose(&stack, table, {30}, CpuSet::fromVector({2}), QStringLiteral("CPU 2")));
        QCOMPARE(stack.count(), 1);
        QVERIFY(!pending.propose(&stack, table, {30}, CpuSet::fromVector({2}),
                                 QStringLiteral("CPU 2")));
        QCOMPARE(stack.count(), 1);

        const QString gui = QStringLiteral(IRQATLAS_GUI_PATH);
        if (!QFileInfo(gui).isExecutable())
            QSKIP("irqatlas is not built");
        QTemporaryDir config;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        QProcess help;
        help.setProcessEnvironment(env);
        help.start(gui, {QStringLiteral("--help")});
        QVERIFY(help.waitForFinished(60000));
        QCOMPARE(help.exitStatus(), QProcess::NormalExit);
        QCOMPARE(help.exitCode(), 0);
        QVERIFY(help.readAllStandardOutput().contains("--screenshot"));

        QProcess shot;
        shot.setProcessEnvironment(env);
        const QString xml = test::dataPath(k24Pu);
        shot.start(gui, {QStringLiteral("--xml"), xml, QStringLiteral("--screenshot"),
                         config.filePath(QStringLiteral("x.png"))});
        QVERIFY(shot.waitForFinished(60000));
        QCOMPARE(shot.exitCode(), 0);
        QFile conf(config.filePath(QStringLiteral("irqatlas/irqatlas.conf")));
        if (conf.open(QIODevice::ReadOnly))
            QVERIFY(!conf.readAll().contains("hwloc-xml-24em64t"));
    }

    // An idle machine at 0.5 % is near-cold on the default scale, the range
    // is in the legend, and View → Heat fits or pins it.
    void heatOnAFixedScale()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k24Pu)}));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const bool dark = w.topologyView()->state().dark;
        w.showRates(idleRates(0.5, 0.5));
        HeatLegend *legend = w.heatLegend();
        QCOMPARE(legend->scaleMax(), 50.0);
        QVERIFY2(legend->caption().contains(QStringLiteral("0–50.0 %")),
                 qPrintable(legend->caption()));
        QVERIFY(legend->caption().contains(QStringLiteral("fixed")));
        QVERIFY(legend->isVisible());
        // Near the cold end: closer to the 0 % colour than to a quarter of the way.
        const QColor idle = heatColor(std::sqrt(0.5 / 50.0), dark);
        const QColor cold = heatColor(0, dark), quarter = heatColor(0.25, dark);
        const auto dist = [](const QColor &a, const QColor &b) {
            return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                   std::abs(a.blue() - b.blue());
        };
        QVERIFY(dist(idle, cold) < dist(idle, quarter));
        QCOMPARE(w.topologyView()->state().heat.scaleMax, 50.0);
        w.showRates(idleRates(0.5, 30));
        saveShot(w, QStringLiteral("heat-fixed"));
        w.showRates(idleRates(0.5, 0.5));

        // Fit to Data: the busiest CPU (with the 1 % floor) is the top.
        auto *fit = w.findChild<QAction *>(QStringLiteral("heatScaleFit"));
        auto *pin = w.findChild<QAction *>(QStringLiteral("heatScalePin"));
        auto *fixed = w.findChild<QAction *>(QStringLiteral("heatScaleFixed"));
        QVERIFY(fit && pin && fixed);
        QVERIFY(fixed->isChecked());
        fit->trigger();
        QCOMPARE(legend->scaleMax(), 1.0);
        QVERIFY(legend->caption().contains(QStringLiteral("fit to data")));
        w.showRates(idleRates(0.5, 8));
        QCOMPARE(legend->scaleMax(), 8.0);
        // Pinned: the range on show stays whatever comes next.
        pin->trigger();
        QVERIFY(pin->isChecked());
        w.showRates(idleRates(0.5, 30));
        QCOMPARE(legend->scaleMax(), 8.0);
        QVERIFY2(legend->caption().contains(QStringLiteral("0–8.0 %")),
                 qPrintable(legend->caption()));
        QVERIFY(legend->caption().contains(QStringLiteral("pinned")));
        fixed->trigger();
        QCOMPARE(legend->scaleMax(), 50.0);
    }

    // The heat ramp's hue is one that no border, ring or selection uses.
    void heatHueIsItsOwn()
    {
        for (bool dark : {false, true}) {
            const GraphColors c = dark ? GraphColors::dark() : GraphColors::light();
            for (int i = 25; i <= 100; i += 5) {
                const QColor heat = heatColor(i / 100.0, dark);
                for (const QColor &mark :
                     {c.effective, c.affinity, c.selection, c.refused, c.pending, c.preview}) {
                    QVERIFY2(
                        hueDistance(hueOf(heat), hueOf(mark)) >= 25,
                        qPrintable(QStringLiteral("%1 against %2").arg(heat.name(), mark.name())));
                }
            }
        }
    }
};

QTEST_MAIN(TestUiWorkday)
#include "tst_ui_workday.moc"
