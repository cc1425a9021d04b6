// The workspace's tabs across runs: what quitting remembers, what the next
// start reopens (a file that went away and a host that cannot be reached
// included), a source on the command line opening alone, --screenshot never
// restoring, and New Tab offering every kind of source File → Open offers.

#include "faketree.h"
#include "sshd.h"
#include "testdata.h"
#include "ui/common/machineloader.h"
#include "ui/filedialogs.h"
#include "ui/graph/topologyview.h"
#include "ui/live/livemonitor.h"
#include "ui/remote/connectdialog.h"
#include "ui/remote/connectionindicator.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/recentsources.h"
#include "ui/shell/savedtabs.h"
#include "ui/shell/workspacewindow.h"
#include "ui/whenmodal.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHostAddress>
#include <QImage>
#include <QLabel>
#include <QLoggingCategory>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUrl>
#include <functional>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

QString pciXml()
{
    return dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml"));
}

QString zen4Xml()
{
    return dataPath(QStringLiteral("ui/hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml"));
}

QString eightCpuInterrupts()
{
    return dataPath(QStringLiteral("ui/pcp-interrupts-8cpu-x86_64.txt"));
}

QAction *actionNamed(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions())
        if (a->text() == text)
            return a;
    return nullptr;
}

QMenu *fileMenu(MainWindow *page)
{
    QAction *a = page->menuBar()->actions().value(0);
    return a ? a->menu() : nullptr;
}

} // namespace

class TestUiWorkspace : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    SshdFixture m_sshd;
    bool m_up = false;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-workspace"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_workspace"));
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QVERIFY(m_tmp.isValid());
        m_up = m_sshd.start();
        if (m_up)
            qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
        else
            qWarning("no private sshd (%s): the reconnecting SSH tab test skips",
                     qPrintable(m_sshd.skipReason()));
    }

    void init() { QSettings().clear(); }

    // The heat's unit (IRQ time % or interrupts/s) is a setting like the theme.
    void heatUnitRemembered()
    {
        {
            MainWindow w;
            QCOMPARE(w.heatMode(), HeatMode::IrqPercent);
            QVERIFY(w.findChild<QAction *>(QStringLiteral("heatPercent"))->isChecked());
            w.findChild<QAction *>(QStringLiteral("heatRate"))->trigger();
            QCOMPARE(w.heatMode(), HeatMode::IrqRate);
            QVERIFY(w.close());
        }
        QCOMPARE(QSettings().value(QStringLiteral("view/heat")).toString(), QStringLiteral("rate"));
        {
            MainWindow w;
            QCOMPARE(w.heatMode(), HeatMode::IrqRate);
            QVERIFY(w.findChild<QAction *>(QStringLiteral("heatRate"))->isChecked());
            QVERIFY(!w.findChild<QAction *>(QStringLiteral("heatPercent"))->isChecked());
        }
    }

    void cleanupTestCase()
    {
        if (m_up)
            m_sshd.stop();
    }

    // The settings format itself: order, the tab in front, a paired
    // interrupts file, an ssh host with its files, and an entry of a kind
    // this version does not know left out without moving the front tab.
    void savedTabsFormat()
    {
        SavedTabs tabs;
        MachineSource paired(MachineSource::HwlocXml, QStringLiteral("/data/a?b.xml"));
        paired.interrupts = QStringLiteral("/data/interrupts?x");
        tabs.sources = {MachineSource{}, paired,
                        MachineSource::ssh(QStringLiteral("ops@db7:2222"),
                                           QStringLiteral("/home/ops/my cfg"),
                                           QStringLiteral("/home/ops/.ssh/id_ed25519"))};
        tabs.current = 2;
        tabs.write();
        SavedTabs back = SavedTabs::read();
        QCOMPARE(back.sources, tabs.sources);
        QCOMPARE(back.current, 2);
        QVERIFY(back.unreadable.isEmpty());

        QSettings s;
        s.beginWriteArray(QStringLiteral("workspace/tabs"), 3);
        s.setArrayIndex(0);
        s.setValue(QStringLiteral("source"), QStringLiteral("gopher:/x"));
        s.endArray();
        back = SavedTabs::read();
        QCOMPARE(back.unreadable, QStringList{QStringLiteral("gopher:/x")});
        QCOMPARE(back.sources, tabs.sources.mid(1));
        QCOMPARE(back.current, 1); // still the ssh tab

        // A shorter list leaves nothing of the longer one behind.
        SavedTabs one;
        one.sources = {MachineSource{}};
        one.write();
        QCOMPARE(SavedTabs::read().sources, one.sources);
        QCOMPARE(SavedTabs::read().current, 0);
    }

    // A damaged or hand-edited settings file: a tab count of thirty million
    // (the window never appeared), an entry of 1 MB and one with an escape
    // sequence. At most SavedTabs::kMaxTabs entries are read, with a logged
    // warning; the long and the unknown entries are left out, reported
    // shortened and printable.
    void hostileSavedTabs()
    {
        {
            QSettings s;
            s.beginWriteArray(QStringLiteral("workspace/tabs"), 3);
            s.setArrayIndex(0);
            s.setValue(QStringLiteral("source"), MachineSource{}.toSetting());
            s.setArrayIndex(1);
            s.setValue(QStringLiteral("source"),
                       QString(QStringLiteral("xml:/") + QString(1 << 20, QLatin1Char('a'))));
            s.setArrayIndex(2);
            s.setValue(QStringLiteral("source"), QStringLiteral("gopher:\x1b]52;c;eA==\x07"));
            s.endArray();
            s.setValue(QStringLiteral("workspace/tabs/size"), 30000000);
            s.setValue(QStringLiteral("workspace/currentTab"), QStringLiteral("-999999999999"));
        }
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("30000000 remembered tabs")));
        const SavedTabs back = SavedTabs::read();
        QCOMPARE(back.sources, QList<MachineSource>{MachineSource{}});
        QCOMPARE(back.current, 0);
        QCOMPARE(back.dropped, 30000000 - SavedTabs::kMaxTabs);
        // Entries 3 to 63 do not exist and read as unknown.
        QCOMPARE(back.unreadable.size(), SavedTabs::kMaxTabs - 1);
        QVERIFY(back.unreadable[0].size() < 200);
        QVERIFY(back.unreadable[0].endsWith(QStringLiteral("…")));
        QVERIFY(!back.unreadable[1].contains(QChar(0x1b)));

        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("30000000 remembered tabs")));
        // The 63 entries left out are logged one by one; not this test's point.
        QLoggingCategory::setFilterRules(QStringLiteral("irqatlas.ui.workspace.warning=false"));
        WorkspaceWindow ws;
        ws.start(std::nullopt);
        QLoggingCategory::setFilterRules(QString());
        QCOMPARE(ws.count(), 1);
    }

    // Hand-edited or damaged Prometheus tabs: a URL of another scheme, with
    // a port past 65535, with a password in it; an instance with an escape
    // sequence, one of 5000 characters, none; a user with a line break; a
    // password variable no environment can hold; an entry of the wrong type.
    // Each is left out before the window shows, reported naming the entry
    // (shortened, printable) with why in the log; nothing connects to the
    // server they name, nothing crashes, and the tab in front stays the one
    // it was.
    void hostilePrometheusTab()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const QString url = QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort());
        auto entry = [&](const QString &where, const QString &instance,
                         const QString &more = {}) -> QString {
            return QStringLiteral("prometheus:") + where + QStringLiteral("?instance=") +
                   QString::fromLatin1(QUrl::toPercentEncoding(instance)) + more;
        };
        const QStringList hostile = {
            entry(QStringLiteral("gopher://127.0.0.1:70"), QStringLiteral("db7")),
            entry(QStringLiteral("http://127.0.0.1:99999"), QStringLiteral("db7")),
            entry(QStringLiteral("http://ops:secret@127.0.0.1:9090"), QStringLiteral("db7")),
            entry(url, QStringLiteral("db7\x1b]52;c;eA==\x07")),
            entry(url, QString(5000, QLatin1Char('i'))),
            QStringLiteral("prometheus:") + url + QStringLiteral("?user=ops"),
            entry(url, QStringLiteral("db7"), QStringLiteral("&user=ops%0Aroot")),
            entry(url, QStringLiteral("db7"), QStringLiteral("&passwordEnv=PW%3Dx")),
        };
        {
            QSettings s;
            s.beginWriteArray(QStringLiteral("workspace/tabs"), int(hostile.size()) + 2);
            s.setArrayIndex(0);
            s.setValue(QStringLiteral("source"), MachineSource{}.toSetting());
            for (int i = 0; i < hostile.size(); ++i) {
                s.setArrayIndex(i + 1);
                s.setValue(QStringLiteral("source"), hostile[i]);
            }
            s.setArrayIndex(int(hostile.size()) + 1);
            s.setValue(QStringLiteral("source"), QStringList{entry(url, QStringLiteral("db7")),
                                                             entry(url, QStringLiteral("db8"))});
            s.endArray();
            s.setValue(QStringLiteral("workspace/currentTab"), 3);
        }
        // Why, in the log: each field by its name.
        const QStringList why = {QStringLiteral("scheme"),
                                 QStringLiteral("not a URL"),
                                 QStringLiteral("password"),
                                 QStringLiteral("instance holds a control character"),
                                 QStringLiteral("instance longer than"),
                                 QStringLiteral("user holds a control character"),
                                 QStringLiteral("passwordEnv")};
        for (const QString &w : why)
            QTest::ignoreMessage(
                QtWarningMsg,
                QRegularExpression(QStringLiteral("left out a remembered "
                                                  "Prometheus tab: prometheus:.* - .*") +
                                   QRegularExpression::escape(w)));
        const SavedTabs back = SavedTabs::read();
        QCOMPARE(back.sources, QList<MachineSource>{MachineSource{}});
        QCOMPARE(back.current, 0);
        // Every hostile entry with why (in the order of the settings), and the
        // list, which is not a string.
        const QString reasons = back.invalid.join(QLatin1Char('\n'));
        for (const QString &w : why)
            QVERIFY2(reasons.contains(w), qPrintable(w + QStringLiteral(" in ") + reasons));
        // The entry without an instance names no source at all.
        QCOMPARE(back.unreadable.size(), 2);
        QCOMPARE(back.invalid.size(), hostile.size() - 1);
        for (int i = 0; i < back.invalid.size(); ++i) {
            const QString &r = back.invalid[i];
            QVERIFY2(r.startsWith(QStringLiteral("prometheus:")), qPrintable(r));
            QVERIFY2(r.size() < 400, qPrintable(r));
            QVERIFY2(!r.contains(QChar(0x1b)) && !r.contains(QLatin1Char('\n')), qPrintable(r));
        }

        QLoggingCategory::setFilterRules(QStringLiteral("irqatlas.ui.workspace.warning=false\n"
                                                        "irqatlas.ui.savedtabs.warning=false"));
        WorkspaceWindow ws;
        MainWindow *front = ws.start(std::nullopt);
        QLoggingCategory::setFilterRules(QString());
        QCOMPARE(ws.count(), 1);
        const QString shown = front->statusBar()->currentMessage();
        QVERIFY2(shown.contains(QStringLiteral("Left out 7 remembered Prometheus tab(s) whose "
                                               "settings are not valid: prometheus:gopher://"
                                               "127.0.0.1:70")),
                 qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Left out 2 remembered tab(s) of a kind")),
                 qPrintable(shown));
        QVERIFY2(!shown.contains(QChar(0x1b)), qPrintable(shown));
        ws.show();
        QTRY_VERIFY_WITH_TIMEOUT(!front->machine().topology.pus.empty(), 60000);
        QCoreApplication::processEvents();
        QVERIFY(!server.hasPendingConnections());
        QVERIFY(!server.waitForNewConnection(200));
    }

    // Open Recent and the Connect dialog's history read the settings as
    // hostile too: a list of thousands, escape sequences, an entry longer
    // than any source, kinds this version does not know, a Prometheus
    // source that is not valid. Only sources that open are offered, at most
    // ten and twenty, their text printable; '&' is not an accelerator.
    void hostileRecentSources()
    {
        QStringList hostile = {
            QStringLiteral("prometheus:gopher://127.0.0.1:70?instance=db7"),
            QStringLiteral("ssh:db\x1b]52;c;eA==\x07:22"),
            QStringLiteral("root:") + QString(20000, QLatin1Char('x')),
            QStringLiteral("teleport:db7"),
            QStringLiteral("root:/srv/a&b"),
            QStringLiteral("ssh:root@db7:22"),
        };
        for (int i = 0; i < 5000; ++i)
            hostile << QStringLiteral("ssh:db%1").arg(i);
        QSettings().setValue(QStringLiteral("source/recent"), hostile);
        QSettings().setValue(QStringLiteral("ssh/history"), hostile);
        QLoggingCategory::setFilterRules(QStringLiteral("irqatlas.ui.recent.warning=false"));
        QMenu menu;
        RecentSources recent(&menu, nullptr);
        QLoggingCategory::setFilterRules(QString());
        const QList<QAction *> actions = menu.actions();
        QCOMPARE(actions.size(), 10);
        QCOMPARE(actions.at(0)->text(), QStringLiteral("/srv/a&&b"));
        QCOMPARE(actions.at(1)->text(), QStringLiteral("root@db7:22"));
        QCOMPARE(actions.at(2)->text(), QStringLiteral("db0"));
        QSignalSpy picked(&recent, &RecentSources::picked);
        actions.at(1)->trigger();
        QCOMPARE(picked.size(), 1);
        QCOMPARE(picked.at(0).at(0).value<MachineSource>().path, QStringLiteral("root@db7:22"));

        ConnectDialog dialog;
        const QList<QComboBox *> boxes = dialog.findChildren<QComboBox *>();
        QVERIFY(!boxes.isEmpty());
        QComboBox *host = boxes.first();
        QCOMPARE(host->count(), ConnectDialog::kMaxHistory);
        QCOMPARE(host->itemText(0), QStringLiteral("root@db7:22"));
        for (int i = 0; i < host->count(); ++i)
            QVERIFY(!host->itemText(i).contains(QChar(0x1b)));
        QSettings().remove(QStringLiteral("source/recent"));
        QSettings().remove(QStringLiteral("ssh/history"));
    }

    // Four tabs go, four come back in their order with the same one in front:
    // a snapshot directory and a topology paired with its interrupts load,
    // a file deleted in between and a host nobody answers for show the error
    // that names them, in their tab, without a message box, and stay
    // remembered for the next run.
    void roundTripWithMissingFileAndHost()
    {
        FakeTree tree;
        QVERIFY(tree.isValid());
        QFile irqs(eightCpuInterrupts());
        QVERIFY(irqs.open(QIODevice::ReadOnly));
        tree.write(QStringLiteral("/proc/interrupts"), irqs.readAll());
        const QString doomed = m_tmp.filePath(QStringLiteral("doomed.xml"));
        QFile::remove(doomed);
        QVERIFY(QFile::copy(zen4Xml(), doomed));
        const QString sshConfig = m_tmp.filePath(QStringLiteral("ssh_config_nobody"));
        {
            QFile f(sshConfig);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("Host *\n  BatchMode yes\n  ConnectTimeout 5\n");
        }

        MachineSource paired(MachineSource::HwlocXml, pciXml());
        paired.interrupts = eightCpuInterrupts();
        // Port 1 on loopback: nothing listens, ssh is refused at once.
        const MachineSource nobody =
            MachineSource::ssh(QStringLiteral("root@127.0.0.1:1"), sshConfig);
        const QList<MachineSource> sources = {{MachineSource::RootDir, tree.root()},
                                              paired,
                                              {MachineSource::HwlocXml, doomed},
                                              nobody};
        {
            WorkspaceWindow ws;
            ws.start(std::nullopt);
            ws.show();
            QVERIFY(ws.remembersTabs());
            // Nothing remembered yet: this machine, which the test replaces.
            QCOMPARE(ws.count(), 1);
            QCOMPARE(ws.tabsToRemember().sources, QList<MachineSource>{MachineSource{}});
            for (const MachineSource &s : sources)
                ws.openInNewTab(s);
            QVERIFY(ws.closeTab(0));
            QCOMPARE(ws.count(), 4);
            ws.tabs()->setCurrentIndex(2);
            ws.close();
        }
        SavedTabs saved = SavedTabs::read();
        QCOMPARE(saved.sources, sources);
        QCOMPARE(saved.current, 2);

        QVERIFY(QFile::remove(doomed));
        WorkspaceWindow ws;
        MainWindow *front = ws.start(std::nullopt);
        QCOMPARE(ws.count(), 4);
        QCOMPARE(ws.tabs()->currentIndex(), 2);
        QCOMPARE(front, ws.page(2));
        QCOMPARE(ws.tabsToRemember().sources, sources);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(ws.tabs()->tabText(i), sources[i].displayName());
        QCOMPARE(ws.tabs()->tabToolTip(2), doomed); // the whole path before anything is read
        // Nothing is read before the window shows (ssh could not ask anyone).
        for (int i = 0; i < 4; ++i) {
            QVERIFY(!ws.page(i)->loader()->busy());
            QCOMPARE(ws.page(i)->findChild<ConnectionIndicator *>()->state(),
                     ConnectionIndicator::NotRemote);
        }
        // Whatever the start-up queued runs now; none of it may read yet.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY(!ws.page(3)->loader()->busy());

        ws.show();
        QTRY_VERIFY_WITH_TIMEOUT(!ws.page(0)->machine().topology.pus.empty(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!ws.page(1)->machine().topology.pus.empty(), 60000);
        QCOMPARE(ws.page(0)->machine().irqs.cpus.size(), std::size_t(8));
        QCOMPARE(ws.page(1)->source(), paired);
        QVERIFY(ws.page(1)->machine().hasIrqs);
        QCOMPARE(ws.page(1)->machine().topology.pus.size(), std::size_t(24));

        MainWindow *gone = ws.page(2);
        QTRY_VERIFY_WITH_TIMEOUT(!gone->loadError().isEmpty(), 60000);
        QVERIFY2(gone->loadError().contains(doomed), qPrintable(gone->loadError()));
        QVERIFY(gone->machine().topology.pus.empty());
        QCOMPARE(gone->source(), sources[2]);
        QVERIFY(gone->topologyView()->placeholderText().contains(doomed));
        auto *placeholder =
            gone->topologyView()->findChild<QLabel *>(QStringLiteral("placeholder"));
        QVERIFY(placeholder && placeholder->isVisible());
        QVERIFY(ws.tabs()->tabBar()->tabTextColor(2).isValid());
        QVERIFY(ws.tabs()->tabToolTip(2).contains(doomed));
        QVERIFY(!ws.tabs()->tabBar()->tabTextColor(0).isValid());
        QVERIFY(!ws.tabs()->tabBar()->tabTextColor(1).isValid());

        MainWindow *host = ws.page(3);
        auto *indicator = host->findChild<ConnectionIndicator *>();
        QTRY_COMPARE_WITH_TIMEOUT(indicator->state(), ConnectionIndicator::Failed, 60000);
        QVERIFY2(host->loadError().contains(QStringLiteral("127.0.0.1")),
                 qPrintable(host->loadError()));
        QVERIFY(host->topologyView()->placeholderText().contains(QStringLiteral("127.0.0.1")));
        QVERIFY(ws.tabs()->tabBar()->tabTextColor(3).isValid());
        QCOMPARE(ws.tabs()->tabText(3), nobody.displayName());
        QVERIFY(QApplication::activeModalWidget() == nullptr); // no message box stacked up

        // Reload retries the source the tab stands for, not this machine.
        QVERIFY(QFile::copy(zen4Xml(), doomed));
        ws.tabs()->setCurrentIndex(2);
        QAction *reload = actionNamed(fileMenu(gone), QStringLiteral("&Reload"));
        QVERIFY(reload);
        reload->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!gone->machine().topology.pus.empty(), 60000);
        QCOMPARE(gone->source(), sources[2]);
        QVERIFY(gone->loadError().isEmpty());
        QVERIFY(!placeholder->isVisible());
        QVERIFY(!ws.tabs()->tabBar()->tabTextColor(2).isValid());
        QVERIFY(QFile::remove(doomed));

        const QString dir = qEnvironmentVariable("IRQATLAS_WORKSPACE_SCREENSHOTS");
        if (!dir.isEmpty()) {
            ws.resize(1400, 820);
            ws.tabs()->setCurrentIndex(3);
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            QVERIFY(ws.grab().save(dir + QStringLiteral("/workspace-restored-failed-host.png")));
            ws.tabs()->setCurrentIndex(1);
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            QVERIFY(ws.grab().save(dir + QStringLiteral("/workspace-restored.png")));
        }

        // Quitting again keeps all four, the failed ones included: they are
        // the user's to close, not the start-up's to drop.
        ws.tabs()->tabBar()->moveTab(3, 0);
        ws.tabs()->setCurrentIndex(0);
        ws.close();
        saved = SavedTabs::read();
        QCOMPARE(saved.sources,
                 (QList<MachineSource>{sources[3], sources[0], sources[1], sources[2]}));
        QCOMPARE(saved.current, 0);
    }

    // Nothing remembered: this machine, as before tabs were remembered. The
    // last tab closed closes the window and is remembered as nothing open.
    void emptyStartOpensThisMachine()
    {
        WorkspaceWindow ws;
        MainWindow *front = ws.start(std::nullopt);
        QCOMPARE(ws.count(), 1);
        QCOMPARE(ws.tabsToRemember().sources, QList<MachineSource>{MachineSource{}});
        ws.show();
        QTRY_VERIFY_WITH_TIMEOUT(!front->machine().topology.pus.empty(), 60000);
        QVERIFY(ws.closeTab(0));
        QVERIFY(!ws.isVisible());
        QVERIFY(SavedTabs::read().sources.isEmpty());
    }

    // A source from the command line opens alone and leaves the remembered
    // tabs for the next plain start.
    void commandLineSourceWins()
    {
        SavedTabs remembered;
        remembered.sources = {{MachineSource::HwlocXml, pciXml()},
                              {MachineSource::HwlocXml, zen4Xml()}};
        remembered.current = 1;
        remembered.write();

        const MachineSource given(MachineSource::InterruptsFile, eightCpuInterrupts());
        WorkspaceWindow ws;
        MainWindow *front = ws.start(given);
        QVERIFY(!ws.remembersTabs());
        QCOMPARE(ws.count(), 1);
        QCOMPARE(ws.tabs()->tabText(0), given.displayName());
        ws.show();
        QTRY_VERIFY_WITH_TIMEOUT(!front->machine().topology.pus.empty(), 60000);
        QCOMPARE(front->source(), given);
        ws.openInNewTab({MachineSource::HwlocXml, pciXml()});
        ws.close();
        const SavedTabs after = SavedTabs::read();
        QCOMPARE(after.sources, remembered.sources);
        QCOMPARE(after.current, 1);
    }

    // --screenshot renders one window from the command line's source: the
    // same picture whether or not tabs are remembered, which stay untouched.
    void screenshotDoesNotRestore()
    {
        const QString gui = QStringLiteral(IRQATLAS_GUI_PATH);
        if (!QFile::exists(gui))
            QSKIP("the irqatlas executable is not built (build target 'irqatlas' first)");
        QTemporaryDir withTabs, without;
        QVERIFY(withTabs.isValid() && without.isValid());
        // The GUI's own settings file under its XDG config home.
        const QString conf = withTabs.filePath(QStringLiteral("irqatlas/irqatlas.conf"));
        {
            QSettings s(conf, QSettings::IniFormat);
            s.beginWriteArray(QStringLiteral("workspace/tabs"));
            const QStringList entries = {
                MachineSource(MachineSource::HwlocXml, zen4Xml()).toSetting(),
                QStringLiteral("xml:/nonexistent/gone.xml"),
                QStringLiteral("ssh:root@127.0.0.1:1")};
            for (int i = 0; i < entries.size(); ++i) {
                s.setArrayIndex(i);
                s.setValue(QStringLiteral("source"), entries[i]);
            }
            s.endArray();
            s.setValue(QStringLiteral("workspace/currentTab"), 1);
        }
        // Only the remembered tabs: the screenshot's source joins Open Recent.
        auto rememberedIn = [&conf] {
            QSettings s(conf, QSettings::IniFormat);
            QStringList out;
            const int n = s.beginReadArray(QStringLiteral("workspace/tabs"));
            for (int i = 0; i < n; ++i) {
                s.setArrayIndex(i);
                out << s.value(QStringLiteral("source")).toString();
            }
            s.endArray();
            out << s.value(QStringLiteral("workspace/currentTab")).toString();
            return out;
        };
        const QStringList before = rememberedIn();
        QCOMPARE(before.size(), 4);

        auto shoot = [&](const QString &configHome, const QString &png) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
            p.setProcessEnvironment(env);
            p.start(gui, {QStringLiteral("--screenshot"), png, QStringLiteral("--xml"), pciXml(),
                          QStringLiteral("--size"), QStringLiteral("900x600"),
                          QStringLiteral("--lang"), QStringLiteral("en")});
            return p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit &&
                   p.exitCode() == 0;
        };
        const QString a = m_tmp.filePath(QStringLiteral("with-tabs.png"));
        const QString b = m_tmp.filePath(QStringLiteral("without.png"));
        QVERIFY(shoot(withTabs.path(), a));
        QVERIFY(shoot(without.path(), b));
        const QImage withImage(a), withoutImage(b);
        QVERIFY(!withImage.isNull());
        QCOMPARE(withImage.size(), QSize(900, 600));
        QVERIFY(withImage == withoutImage);
        QCOMPARE(rememberedIn(), before);
    }

    // New Tab offers what File → Open offers, through the same dialogs, in
    // every tab's File menu and behind the tab bar's "+".
    void newTabOffersEverySource()
    {
        WorkspaceWindow ws;
        ws.show();
        MainWindow *first = ws.openInNewTab({MachineSource::HwlocXml, pciXml()});
        QMenu *menu = ws.newTabMenu();
        QVERIFY(menu);
        QVERIFY(fileMenu(first)->actions().contains(menu->menuAction()));
        auto *plus = ws.tabs()->findChild<QToolButton *>(QStringLiteral("newTabButton"));
        QVERIFY(plus);
        QCOMPARE(plus->menu(), menu);
        QCOMPARE(ws.tabs()->cornerWidget(Qt::TopRightCorner), plus);

        QStringList texts;
        for (QAction *a : menu->actions())
            if (!a->isSeparator())
                texts << a->text();
        QCOMPARE(texts,
                 (QStringList{
                     QStringLiteral("&This Machine"), QStringLiteral("&Snapshot Directory…"),
                     QStringLiteral("Snapshot &Archive…"), QStringLiteral("hwloc &XML…"),
                     QStringLiteral("Topology &JSON…"), QStringLiteral("/proc/&interrupts File…"),
                     QStringLiteral("Connect to &Host…")}));
        QAction *local = actionNamed(menu, QStringLiteral("&This Machine"));
        QCOMPARE(local->shortcut(), QKeySequence(QKeySequence::AddTab));
        // The same Connect action as the File menu's, not a copy.
        QVERIFY(fileMenu(first)->actions().contains(
            actionNamed(menu, QStringLiteral("Connect to &Host…"))));

        // A file through File → Open's own dialog, in a tab of its own.
        {
            FileDialogAnswerer answer(eightCpuInterrupts());
            actionNamed(menu, QStringLiteral("/proc/&interrupts File…"))->trigger();
            QVERIFY(answer.answered());
            QVERIFY2(answer.strays().isEmpty(), qPrintable(answer.strays().join(u'\n')));
            QCOMPARE(answer.title(), QStringLiteral("Open /proc/interrupts File"));
            QCOMPARE(answer.mode(), QFileDialog::ExistingFile);
        }
        QCOMPARE(ws.count(), 2);
        MainWindow *second = ws.page(1);
        QCOMPARE(ws.currentPage(), second);
        QTRY_VERIFY_WITH_TIMEOUT(!second->machine().topology.pus.empty(), 60000);
        QCOMPARE(second->source(),
                 MachineSource(MachineSource::InterruptsFile, eightCpuInterrupts()));
        QCOMPARE(first->source(), MachineSource(MachineSource::HwlocXml, pciXml()));

        // A snapshot directory, same dialog as File → Open Snapshot Directory….
        FakeTree tree;
        QFile irqs(eightCpuInterrupts());
        QVERIFY(irqs.open(QIODevice::ReadOnly));
        tree.write(QStringLiteral("/proc/interrupts"), irqs.readAll());
        {
            FileDialogAnswerer answer(tree.root());
            actionNamed(menu, QStringLiteral("&Snapshot Directory…"))->trigger();
            QVERIFY(answer.answered());
            QVERIFY2(answer.strays().isEmpty(), qPrintable(answer.strays().join(u'\n')));
            QCOMPARE(answer.title(), QStringLiteral("Open Snapshot Directory"));
            QCOMPARE(answer.mode(), QFileDialog::Directory);
        }
        QCOMPARE(ws.count(), 3);
        QTRY_VERIFY2_WITH_TIMEOUT(
            !ws.page(2)->machine().topology.pus.empty(),
            qPrintable(ws.page(2)->source().path + QLatin1Char(' ') + ws.page(2)->loadError()),
            60000);
        QCOMPARE(ws.page(2)->source(), MachineSource(MachineSource::RootDir, tree.root()));

        // A snapshot archive: File → Open Snapshot Archive…'s file dialog.
        const QString tarball = m_tmp.filePath(QStringLiteral("snap.tar.gz"));
        QFile::remove(tarball);
        QByteArray out, err;
        QCOMPARE(runProgram(QStringLiteral("tar"),
                            {QStringLiteral("-czf"), tarball, QStringLiteral("-C"), tree.root(),
                             QStringLiteral("proc")},
                            &out, &err),
                 0);
        bool archiveAsked = false;
        whenModal<QFileDialog>([&archiveAsked](QFileDialog *d) {
            archiveAsked = d->windowTitle() == QStringLiteral("Open Snapshot Archive") &&
                           d->fileMode() == QFileDialog::ExistingFile;
            d->reject();
        });
        actionNamed(menu, QStringLiteral("Snapshot &Archive…"))->trigger();
        QVERIFY(archiveAsked);
        QCOMPARE(ws.count(), 3);
        ws.openInNewTab({MachineSource::RootDir, tarball}); // what the dialog's answer opens
        QCOMPARE(ws.count(), 4);
        QTRY_VERIFY2_WITH_TIMEOUT(!ws.page(3)->machine().topology.pus.empty(),
                                  qPrintable(ws.page(3)->loadError()), 60000);
        QCOMPARE(ws.page(3)->machine().irqs.cpus.size(), std::size_t(8));

        // Cancelled: no tab.
        whenModal<QFileDialog>([](QFileDialog *d) { d->reject(); });
        actionNamed(menu, QStringLiteral("hwloc &XML…"))->trigger();
        QCOMPARE(ws.count(), 4);

        // A host: the connect dialog; cancelled, no tab.
        bool asked = false;
        whenModal<ConnectDialog>([&asked](ConnectDialog *d) {
            asked = true;
            d->reject();
        });
        actionNamed(menu, QStringLiteral("Connect to &Host…"))->trigger();
        QVERIFY(asked);
        QCOMPARE(ws.count(), 4);

        // This machine at once.
        local->trigger();
        QCOMPARE(ws.count(), 5);
        QCOMPARE(ws.tabs()->tabText(4), MachineSource{}.displayName());
        QTRY_VERIFY_WITH_TIMEOUT(!ws.page(4)->machine().topology.pus.empty(), 60000);
        QCOMPARE(ws.page(4)->source(), MachineSource{});

        const QString dir = qEnvironmentVariable("IRQATLAS_WORKSPACE_SCREENSHOTS");
        if (!dir.isEmpty()) {
            menu->popup(plus->mapToGlobal(QPoint(0, plus->height())));
            QCoreApplication::processEvents();
            QVERIFY(menu->grab().save(dir + QStringLiteral("/new-tab-menu.png")));
            menu->hide();
        }
    }

    // A remembered host comes back once the window shows and lives on as a
    // tab connected like any other (its live monitor reconnects with backoff).
    void restoresSshTab()
    {
        if (!m_up)
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        const MachineSource remote = MachineSource::ssh(m_sshd.target(), m_sshd.clientConfig());
        SavedTabs remembered;
        remembered.sources = {{MachineSource::HwlocXml, pciXml()}, remote};
        remembered.current = 1;
        remembered.write();

        WorkspaceWindow ws;
        MainWindow *page = ws.start(std::nullopt);
        QCOMPARE(ws.count(), 2);
        QCOMPARE(ws.page(1), page);
        auto *indicator = page->findChild<ConnectionIndicator *>();
        QCOMPARE(indicator->state(), ConnectionIndicator::NotRemote);
        // Every state it passes through: Collecting may last less than a poll.
        QSignalSpy changes(indicator, &ConnectionIndicator::stateChanged);
        QVERIFY(changes.isValid());
        ws.show();
        QTRY_COMPARE_WITH_TIMEOUT(indicator->state(), ConnectionIndicator::Connected, 120000);
        QList<ConnectionIndicator::State> states;
        for (const QList<QVariant> &args : std::as_const(changes))
            states << args.at(0).value<ConnectionIndicator::State>();
        QVERIFY(states.contains(ConnectionIndicator::Collecting));
        QVERIFY(states.indexOf(ConnectionIndicator::Collecting) <
                states.indexOf(ConnectionIndicator::Connected));
        QCOMPARE(page->source(), remote);
        QCOMPARE(ws.tabs()->tabText(1), m_sshd.target());
        QTRY_VERIFY_WITH_TIMEOUT(page->liveMonitor()->isRunning(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!ws.page(0)->machine().topology.pus.empty(), 60000);
        ws.close();
        QCOMPARE(SavedTabs::read().sources, remembered.sources);
        QCOMPARE(SavedTabs::read().current, 1);
    }
};

QTEST_MAIN(TestUiWorkspace)
#include "tst_ui_workspace.moc"
