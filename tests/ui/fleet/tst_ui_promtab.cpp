// A Prometheus instance as a tab of the main window, against a real
// Prometheus scraping a real node_exporter (tests/support/promstack.h) whose
// counters a ticker raises by known amounts: opened by the Fleet window's
// double-click, its IRQ table from the series (no topology, no placement),
// live heat from the scrapes with CPU 2 at exactly 20 % hard IRQ, and File →
// Prometheus History… replaying a range the server kept with one interval
// per step. Waits on signals only.

#include "machine/promsource.h"
#include "promstack.h"
#include "testdata.h"
#include "ui/fleet/fleetmodel.h"
#include "ui/fleet/fleetwindow.h"
#include "ui/irqs/irqpanel.h"
#include "ui/live/livemonitor.h"
#include "ui/live/replaytimeline.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/promhistorydialog.h"
#include "ui/shell/workspacewindow.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QDateTimeEdit>
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <memory>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

void saveShot(QWidget &w, const QString &name)
{
    const QByteArray dir = qgetenv("IRQATLAS_SHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(QString::fromLocal8Bit(dir));
    w.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
}

// A result's error for a failure message; empty when it is none.
template <typename R> QByteArray why(const R &r)
{
    return r ? QByteArray() : r.errorString().toUtf8();
}

QDateTime utc(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC);
}

} // namespace

class TestUiPromTab : public QObject
{
    Q_OBJECT

    std::unique_ptr<PromStack> m_stack;
    QTimer m_ticker;
    int m_tick = 0;

    void tick()
    {
        m_stack->writeTreeFile(QStringLiteral("proc/stat"), PromStack::tickingStat(++m_tick));
    }

    // The tab of the instance, opened as a double-click on its row opens it.
    MainWindow *openFromFleet(WorkspaceWindow &ws)
    {
        FleetRequest request;
        request.kind = FleetRequest::Kind::Prometheus;
        request.url = m_stack->url();
        request.windowSeconds = 5;
        FleetWindow *fleet = ws.showFleet(request);
        QSignalSpy finished(fleet, &FleetWindow::readFinished);
        if (!finished.wait(120000) || !finished.at(0).at(0).toBool())
            return nullptr;
        const QModelIndex row = fleet->model()->hostIndex(m_stack->exporterInstance());
        const int before = ws.count();
        fleet->openHost(row);
        fleet->close();
        return ws.count() == before + 1 ? ws.page(ws.count() - 1) : nullptr;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-promtab"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_promtab"));
        QSettings().clear();
        if (const QString m = PromStack::missing(); !m.isEmpty())
            QSKIP(qPrintable(QStringLiteral("not installed: ") + m));
        m_stack = std::make_unique<PromStack>();
        QVERIFY(m_stack->writeTreeFile(QStringLiteral("proc/stat"), PromStack::tickingStat(0)));
        QVERIFY(m_stack->writeTreeFile(
            QStringLiteral("proc/interrupts"),
            readData(QStringLiteral("proc-interrupts/node_exporter-interrupts-x86_64.txt"))));
        QVERIFY2(m_stack->start(0), qPrintable(m_stack->error()));
        // The counters move all the time, as on a busy host.
        connect(&m_ticker, &QTimer::timeout, this, [this] { tick(); });
        m_ticker.start(100);
        QVERIFY2(m_stack->waitFor(QStringLiteral("count(node_cpu_seconds_total)"),
                                  [](const PromResult &r) { return !r.series.empty(); }),
                 qPrintable(m_stack->error()));
    }

    void cleanupTestCase()
    {
        m_ticker.stop();
        m_stack.reset();
    }

    // A source names where the password is, never the password.
    void sourceSetting()
    {
        const MachineSource s = MachineSource::prometheus(
            QStringLiteral("https://m.example/prom"), QStringLiteral("db7:9100"),
            QStringLiteral("ops"), QStringLiteral("/run/pw"), QStringLiteral("PROM_PW"));
        QCOMPARE(MachineSource::fromSetting(s.toSetting()), s);
        QVERIFY(!s.toSetting().contains(QStringLiteral("secret")));
        qputenv("PROM_PW", "secret");
        MachineSource env = s;
        env.promPasswordFile.clear();
        const auto server = promServerFor(env);
        QVERIFY2(server, why(server).constData());
        QCOMPARE(server->password, QByteArray("secret"));
        QCOMPARE(server->user, QStringLiteral("ops"));
        env.promPasswordEnv = QStringLiteral("PROM_PW_UNSET");
        QVERIFY(!promServerFor(env));
    }

    void historyDialogDefaults()
    {
        PromHistoryDialog d(QStringLiteral("db7:9100"));
        QCOMPARE(d.fromEdit()->timeSpec(), Qt::UTC);
        QCOMPARE(d.from().secsTo(d.to()), 3600);
        QCOMPARE(d.stepSeconds(), 15);
        d.fromEdit()->setDateTime(d.to().addSecs(10));
        QVERIFY(!d.errorText().isEmpty());
    }

    void liveTab()
    {
        WorkspaceWindow ws;
        ws.show();
        MainWindow *page = openFromFleet(ws);
        QVERIFY(page);
        QCOMPARE(page->source().kind, MachineSource::Prometheus);
        QCOMPARE(page->source().promInstance, m_stack->exporterInstance());
        QTRY_VERIFY_WITH_TIMEOUT(
            !page->machine().topology.pus.empty() || !page->loadError().isEmpty(), 60000);
        QVERIFY2(page->loadError().isEmpty(), qPrintable(page->loadError()));
        const MachineData &m = page->machine();
        // The table is the exporter's, one box per CPU it counts, no placement.
        QVERIFY(!m.hasTopology);
        QCOMPARE(int(m.topology.pus.size()), 4);
        const Irq *irq42 = m.irqs.find(42);
        QVERIFY(irq42);
        QCOMPARE(irq42->counts, (std::vector<std::uint64_t>{378324, 1734637, 440240, 2434308}));
        QVERIFY(!irq42->affinity);
        QVERIFY(m.warnings.contains(promNoPlacementNote()));
        QVERIFY(page->irqPanel()->model()->rowCount() > 0);
        QVERIFY(ws.tabs()->tabText(0).contains(QStringLiteral("(Prometheus)")));
        QVERIFY(page->promHistoryAction()->isEnabled());

        // Live heat: every interval between two scrapes, exactly the ticker's shares.
        QVERIFY(page->liveMonitor()->isRunning());
        // CPU 2, CPU 0 of every interval; shared, so the slot never
        // outlives what it fills.
        const auto hard = std::make_shared<std::vector<std::pair<double, double>>>();
        const auto conn =
            connect(page->liveMonitor(), &LiveMonitor::ratesReady, this, [hard](const Rates &r) {
                if (r.cpus.size() == 4 && r.cpus[2].hardirqPct)
                    hard->emplace_back(*r.cpus[2].hardirqPct, r.cpus[0].hardirqPct.value_or(-1));
            });
        QTRY_VERIFY_WITH_TIMEOUT(hard->size() >= 2, 120000);
        disconnect(conn);
        for (const auto &[cpu2, cpu0] : *hard) {
            QCOMPARE(cpu2, 20.0);
            QCOMPARE(cpu0, 5.0);
        }
        saveShot(ws, QStringLiteral("promtab-live.png"));
        ws.close();
    }

    // File → Prometheus History…: five steps of a range the server kept,
    // replayed as four intervals, timed by the steps.
    void historyReplay()
    {
        QVERIFY2(m_stack->waitFor(QStringLiteral("count_over_time(node_cpu_seconds_total{cpu=\"2\","
                                                 "mode=\"irq\"}[1m]) >= 6"),
                                  [](const PromResult &r) { return r.series.size() == 1; }),
                 qPrintable(m_stack->error()));
        double last = 0;
        QVERIFY2(m_stack->waitFor(QStringLiteral("timestamp(up)"),
                                  [&](const PromResult &r) {
                                      last = r.series.empty() ? 0 : r.series[0].samples[0].value;
                                      return last > 0;
                                  }),
                 qPrintable(m_stack->error()));
        const qint64 to = qint64(last), from = to - 4;
        WorkspaceWindow ws;
        ws.show();
        MainWindow *page =
            ws.openInNewTab(MachineSource::prometheus(m_stack->url(), m_stack->exporterInstance()));
        QTRY_VERIFY_WITH_TIMEOUT(!page->machine().topology.pus.empty(), 60000);
        QSignalSpy done(page, &MainWindow::promHistoryFinished);
        // A range past what the client holds is an error said, never a throw.
        const Status far = page->startPromHistory(utc(to - 10LL * 86400 * 365), utc(to), 1);
        QVERIFY2(far, why(far).constData());
        QVERIFY(done.wait(120000));
        QCOMPARE(done.at(0).at(0).toBool(), false);
        QVERIFY(!done.at(0).at(1).toString().isEmpty());
        QVERIFY(!page->replay());
        // The end before the start is refused at once.
        QVERIFY(!page->startPromHistory(utc(to), utc(from), 1));

        const Status s = page->startPromHistory(utc(from), utc(to), 1);
        QVERIFY2(s, why(s).constData());
        QVERIFY(done.wait(120000));
        QVERIFY2(done.at(1).at(0).toBool(), qPrintable(done.at(1).at(1).toString()));
        ReplayTimeline *replay = page->replay();
        QVERIFY(replay);
        QCOMPARE(replay->intervalCount(), 4);
        QCOMPARE(replay->wallMsAt(0), from * 1000);
        QCOMPARE(replay->wallMsAt(4), to * 1000);
        // Paced at the recorded speed, it plays to its last interval.
        QTRY_VERIFY_WITH_TIMEOUT(!replay->isPlaying(), 60000);
        QCOMPARE(replay->position(), 4);
        QCOMPARE(page->source().kind, MachineSource::Prometheus);
        QVERIFY(page->tabText().contains(QStringLiteral("replay")));
        saveShot(ws, QStringLiteral("promtab-history.png"));
        ws.close();
    }
};

QTEST_MAIN(TestUiPromTab)
#include "tst_ui_promtab.moc"
