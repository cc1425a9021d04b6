// Remote hosts in the GUI: the connect dialog (validation, history), tabs of
// machines read over ssh from a private sshd on 127.0.0.1, the connection
// state when sshd dies and comes back, and the askpass dialog and wiring.

#include "model/planfile.h"
#include "remote/sshsession.h"
#include "sshd.h"
#include "testdata.h"
#include "ui/common/machineloader.h"
#include "ui/common/pendingchanges.h"
#include "ui/graph/graphexport.h"
#include "ui/graph/topologyview.h"
#include "ui/live/livemonitor.h"
#include "ui/live/liveplots.h"
#include "ui/remote/askpassdialog.h"
#include "ui/remote/connectdialog.h"
#include "ui/remote/connectionindicator.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/workspacewindow.h"
#include "ui/whenmodal.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>
#include <qcustomplot.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

bool writeExecutable(const QString &path, const QByteArray &text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return false;
    f.close();
    return f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

// The fixture's client config without "BatchMode yes", so ssh may ask.
QString interactiveCopy(const QString &config, const QString &dir)
{
    QFile in(config);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = in.readAll();
    text.replace("  BatchMode yes\n", "");
    QString out = dir + QStringLiteral("/ssh_config_interactive");
    QFile f(out);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return out;
}

} // namespace

class TestUiRemote : public QObject
{
    Q_OBJECT

private:
    SshdFixture m_sshd;
    bool m_up = false;
    QTemporaryDir m_tmp;

    MachineSource remote() const
    {
        return MachineSource::ssh(m_sshd.target(), m_sshd.clientConfig());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-remote"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_remote"));
        QSettings().clear();
        QVERIFY(m_tmp.isValid());
        m_up = m_sshd.start();
        if (m_up)
            qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
        else
            qWarning("no private sshd (%s): the connection tests skip",
                     qPrintable(m_sshd.skipReason()));
    }

    void cleanupTestCase()
    {
        if (m_up)
            m_sshd.stop();
    }

    void settingRoundTrip()
    {
        const MachineSource src = MachineSource::ssh(QStringLiteral("ops@[fe80::1%eth0]:2222"),
                                                     QStringLiteral("/tmp/my cfg?&=x"),
                                                     QStringLiteral("/home/ops/.ssh/id_ed25519"));
        const QString setting = src.toSetting();
        QVERIFY(setting.startsWith(QStringLiteral("ssh:ops@[fe80::1%eth0]:2222?")));
        QCOMPARE(MachineSource::fromSetting(setting), src);
        QCOMPARE(MachineSource::fromSetting(QStringLiteral("ssh:db7")),
                 MachineSource::ssh(QStringLiteral("db7")));
        // A hand-edited setting is parsed as strictly as typed input.
        QCOMPARE(MachineSource::fromSetting(QStringLiteral("ssh:db7;reboot")).kind,
                 MachineSource::LocalMachine);
        QCOMPARE(MachineSource::fromSetting(QStringLiteral("ssh:-oProxyCommand=sh")).kind,
                 MachineSource::LocalMachine);
    }

    // The files of a source reach ssh as -F and -i; a missing one is refused
    // by name; asking through askpass never loosens host key checking.
    void sshOptionsOfASource()
    {
        QFile key(m_tmp.filePath(QStringLiteral("id_test")));
        QVERIFY(key.open(QIODevice::WriteOnly));
        key.close();
        const QString missing = m_tmp.filePath(QStringLiteral("no-such-config"));
        auto bad = sshOptionsFor(MachineSource::ssh(QStringLiteral("db7"), missing));
        QVERIFY(!bad.ok());
        QVERIFY(bad.errorString().contains(missing));
        auto badLoad = loadMachine(MachineSource::ssh(QStringLiteral("db7"), {}, missing));
        QVERIFY(!badLoad.ok());
        QVERIFY(badLoad.errorString().contains(missing));

        SshOptions defaults;
        defaults.askpass = QStringLiteral("/usr/bin/irqatlas");
        defaults.askpassEnvironment = {QStringLiteral("IRQATLAS_ASKPASS=1")};
        setSshDefaults(defaults);
        auto o = sshOptionsFor(MachineSource::ssh(QStringLiteral("db7"), {}, key.fileName()));
        setSshDefaults({});
        QVERIFY(o.ok());
        QCOMPARE(o->askpass, defaults.askpass);
        const QStringList args =
            SshSession(SshTarget::parse(QStringLiteral("db7")).value(), *o).commonArguments();
        QVERIFY(args.indexOf(QStringLiteral("-i")) >= 0);
        QCOMPARE(args.value(args.indexOf(QStringLiteral("-i")) + 1), key.fileName());
        QVERIFY(!args.contains(QStringLiteral("BatchMode=yes"))); // ssh may ask
        for (const QString &a : args) {
            QVERIFY2(!a.startsWith(QStringLiteral("StrictHostKeyChecking")), qPrintable(a));
            QVERIFY2(!a.startsWith(QStringLiteral("UserKnownHostsFile")), qPrintable(a));
        }
    }

    void dialogRefusesInjection_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("user");
        QTest::newRow("semicolon") << "db7;touch /tmp/pwned"
                                   << "";
        QTest::newRow("option as host") << "-oProxyCommand=sh"
                                        << "";
        QTest::newRow("command substitution") << "$(reboot)"
                                              << "";
        QTest::newRow("backquote") << "db7`id`"
                                   << "";
        QTest::newRow("space") << "db7 -v"
                               << "";
        QTest::newRow("option as user in host") << "-oX=y@db7"
                                                << "";
        QTest::newRow("option as user") << "db7"
                                        << "-oProxyCommand=sh";
        QTest::newRow("user with space") << "db7"
                                         << "ops x";
        QTest::newRow("port 0") << "db7:0"
                                << "";
        QTest::newRow("port too big") << "db7:70000"
                                      << "";
        QTest::newRow("open bracket") << "[::1"
                                      << "";
        QTest::newRow("newline") << "db7\nProxyCommand sh"
                                 << "";
    }

    void dialogRefusesInjection()
    {
        QFETCH(QString, host);
        QFETCH(QString, user);
        ConnectDialog d;
        d.hostEdit()->setEditText(host);
        d.userEdit()->setText(user);
        QVERIFY(!d.canConnect());
        QVERIFY(!d.source().ok());
        QVERIFY(!d.errorText().isEmpty());
        // The message names what was refused.
        QVERIFY2(d.errorText().contains(user.isEmpty() ? host : user), qPrintable(d.errorText()));
    }

    void dialogComposesTarget()
    {
        ConnectDialog d;
        QVERIFY(!d.canConnect());
        QVERIFY(d.errorText().isEmpty()); // empty is not an error, only not enough
        d.hostEdit()->setEditText(QStringLiteral("db7.example.com"));
        d.userEdit()->setText(QStringLiteral("ops"));
        d.portEdit()->setValue(2222);
        QVERIFY(d.canConnect());
        QCOMPARE(d.source().value().path, QStringLiteral("ops@db7.example.com:2222"));
        d.hostEdit()->setEditText(QStringLiteral("::1"));
        QCOMPARE(d.source().value().path, QStringLiteral("ops@[::1]:2222"));

        d.hostEdit()->setEditText(QStringLiteral("root@db7"));
        QVERIFY(!d.canConnect());
        QVERIFY2(d.errorText().contains(QStringLiteral("root")), qPrintable(d.errorText()));
        d.userEdit()->clear();
        d.hostEdit()->setEditText(QStringLiteral("db7:22"));
        QVERIFY(!d.canConnect()); // 22 in the host, 2222 in Port
        d.portEdit()->setValue(0);
        QVERIFY(d.canConnect());

        const QString missing = m_tmp.filePath(QStringLiteral("no-such-key"));
        d.identityEdit()->setText(missing);
        QVERIFY(!d.canConnect());
        QVERIFY(d.errorText().contains(missing));
        d.identityEdit()->clear();
        d.configEdit()->setText(m_tmp.filePath(QStringLiteral("no-such-config")));
        QVERIFY(!d.canConnect());
        d.configEdit()->clear();
        QVERIFY(d.canConnect());
    }

    void historyMostRecentFirst()
    {
        QSettings().remove(QStringLiteral("ssh/history"));
        QFile key(m_tmp.filePath(QStringLiteral("key")));
        QVERIFY(key.open(QIODevice::WriteOnly));
        key.close();
        for (int i = 0; i < 25; ++i)
            ConnectDialog::remember(MachineSource::ssh(QStringLiteral("host%1").arg(i)));
        ConnectDialog::remember(MachineSource::ssh(QStringLiteral("host10"), {}, key.fileName()));
        const QStringList h = ConnectDialog::history();
        QCOMPARE(h.size(), ConnectDialog::kMaxHistory);
        QCOMPARE(MachineSource::fromSetting(h[0]).path, QStringLiteral("host10"));
        QCOMPARE(MachineSource::fromSetting(h[1]).path, QStringLiteral("host24"));
        QCOMPARE(h.filter(QStringLiteral("host10")).size(), 1);
        QCOMPARE(MachineSource::fromSetting(h.last()).path, QStringLiteral("host5"));

        ConnectDialog d;
        QCOMPARE(d.hostEdit()->count(), ConnectDialog::kMaxHistory);
        QCOMPARE(d.hostEdit()->itemText(0), QStringLiteral("host10"));
        QCOMPARE(d.hostEdit()->itemText(1), QStringLiteral("host24"));
        // Picking an entry brings back the files used with it.
        d.hostEdit()->setCurrentIndex(0);
        emit d.hostEdit()->activated(0);
        QCOMPARE(d.identityEdit()->text(), key.fileName());
        QVERIFY(d.canConnect());

        // Accepting puts the host first.
        d.hostEdit()->setEditText(QStringLiteral("host3"));
        d.identityEdit()->clear();
        d.accept();
        QCOMPARE(MachineSource::fromSetting(ConnectDialog::history().value(0)).path,
                 QStringLiteral("host3"));
    }

    void askpassPrintsTypedAnswer()
    {
        QByteArray bytes;
        QTextStream out(&bytes);
        whenModal<AskpassDialog>([](AskpassDialog *d) {
            QCOMPARE(d->mode(), AskpassDialog::Secret);
            QCOMPARE(d->edit()->echoMode(), QLineEdit::Password);
            QTest::keyClicks(d->edit(), QStringLiteral("s3cret pass"));
            QTest::keyClick(d->edit(), Qt::Key_Return);
        });
        QCOMPARE(runAskpass(QStringLiteral("root@db7's password: "), {}, out), 0);
        QCOMPARE(bytes, QByteArray("s3cret pass\n"));

        QByteArray cancelled;
        QTextStream cancelledOut(&cancelled);
        whenModal<AskpassDialog>([](AskpassDialog *d) { d->reject(); });
        QCOMPARE(runAskpass(QStringLiteral("Enter passphrase for key '/root/.ssh/id_ed25519': "),
                            {}, cancelledOut),
                 1);
        QVERIFY(cancelled.isEmpty());
    }

    void askpassHostKeyQuestion()
    {
        const QString prompt = QStringLiteral(
            "The authenticity of host '[127.0.0.1]:2222 ([127.0.0.1]:2222)' can't be established.\n"
            "ED25519 key fingerprint is SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU.\n"
            "This key is not known by any other names.\n"
            "Are you sure you want to continue connecting (yes/no/[fingerprint])? ");
        QCOMPARE(AskpassDialog::modeFor(prompt, {}), AskpassDialog::HostKey);
        QCOMPARE(
            AskpassDialog::modeFor(QStringLiteral("Allow use of key?"), QStringLiteral("confirm")),
            AskpassDialog::Confirm);
        QByteArray bytes;
        QTextStream out(&bytes);
        whenModal<AskpassDialog>([](AskpassDialog *d) {
            // The fingerprint is on show; Enter alone does not accept a key.
            const QList<QLabel *> labels = d->findChildren<QLabel *>();
            QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel *l) {
                return l->text().contains(QStringLiteral("SHA256:47DEQpj8"));
            }));
            const QString dir = qEnvironmentVariable("IRQATLAS_REMOTE_SCREENSHOTS");
            if (!dir.isEmpty())
                QVERIFY(d->grab().save(dir + QStringLiteral("/askpass-host-key.png")));
            auto *box = d->findChild<QDialogButtonBox *>();
            for (QAbstractButton *b : box->buttons())
                QCOMPARE(static_cast<QPushButton *>(b)->isDefault(),
                         box->buttonRole(b) == QDialogButtonBox::RejectRole);
            for (QAbstractButton *b : box->buttons())
                if (box->buttonRole(b) == QDialogButtonBox::AcceptRole)
                    b->click();
        });
        QCOMPARE(runAskpass(prompt, {}, out), 0);
        QCOMPARE(bytes, QByteArray("yes\n"));

        // A pasted fingerprint goes to ssh, which compares it with the key.
        QByteArray pasted;
        QTextStream pastedOut(&pasted);
        whenModal<AskpassDialog>([](AskpassDialog *d) {
            QTest::keyClicks(d->edit(),
                             QStringLiteral("SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU"));
            d->accept();
        });
        QCOMPARE(runAskpass(prompt, {}, pastedOut), 0);
        QCOMPARE(pasted, QByteArray("SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU\n"));
    }

    // ssh really asks the askpass program about an unknown host key, with the
    // fingerprint in the question; the answer decides; a changed key is
    // refused by ssh without asking.
    void askpassAnswersHostKey()
    {
        if (!m_up)
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        const QString asked = m_tmp.filePath(QStringLiteral("asked"));
        const QString yes = m_tmp.filePath(QStringLiteral("askpass-yes"));
        const QString no = m_tmp.filePath(QStringLiteral("askpass-no"));
        const QByteArray record = "#!/bin/sh\nprintf '%s|%s\\n' \"$IRQATLAS_ASKPASS\" \"$1\" >> " +
                                  QFile::encodeName(asked) + "\n";
        QVERIFY(writeExecutable(yes, record + "echo yes\n"));
        QVERIFY(writeExecutable(no, record + "echo no\n"));

        SshOptions o;
        o.controlDir = m_sshd.controlDir();
        o.askpassEnvironment = {QStringLiteral("IRQATLAS_ASKPASS=1")};
        auto target = SshTarget::parse(m_sshd.target()).value();

        o.configFile = interactiveCopy(m_sshd.configWithUnknownHostKey(), m_tmp.path());
        QVERIFY(!o.configFile.isEmpty());
        o.askpass = no;
        SshSession refused(target, o);
        const Status r = refused.connect();
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().contains(QStringLiteral("not accepted")),
                 qPrintable(r.errorString()));
        QFile log(asked);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QString question = QString::fromUtf8(log.readAll());
        log.close();
        QVERIFY2(question.startsWith(QStringLiteral("1|")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("SHA256:")), qPrintable(question));
        QVERIFY(question.contains(QStringLiteral("(yes/no")));
        QCOMPARE(AskpassDialog::modeFor(question, {}), AskpassDialog::HostKey);

        o.askpass = yes;
        SshSession accepted(target, o);
        const Status a = accepted.connect();
        QVERIFY2(a.ok(), qPrintable(a.ok() ? QString() : a.errorString()));
        accepted.stopMaster();

        QVERIFY(QFile::remove(asked));
        o.configFile = interactiveCopy(m_sshd.configWithWrongHostKey(), m_tmp.path());
        SshSession changed(target, o);
        const Status c = changed.connect();
        QVERIFY(!c.ok());
        QVERIFY2(c.errorString().contains(QStringLiteral("CHANGED")), qPrintable(c.errorString()));
        QVERIFY(!QFile::exists(asked)); // nothing to decide: ssh refuses a changed key itself
    }

    // A tab for the loopback host: the same machine as this one, named after the host.
    void connectShowsHostInTab()
    {
        if (!m_up)
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        auto local = loadMachine(MachineSource{});
        QVERIFY2(local.ok(), qPrintable(local.ok() ? QString() : local.errorString()));

        WorkspaceWindow ws;
        ws.resize(1300, 800);
        ws.show();
        MainWindow *page = ws.openInNewTab(remote());
        auto *indicator = page->findChild<ConnectionIndicator *>();
        QVERIFY(indicator);
        QCOMPARE(indicator->state(), ConnectionIndicator::Collecting);
        QTRY_VERIFY_WITH_TIMEOUT(!page->machine().topology.pus.empty(), 120000);
        QCOMPARE(page->machine().irqs.irqs.size(), local->irqs.irqs.size());
        QCOMPARE(page->machine().topology.pus.size(), local->topology.pus.size());
        QCOMPARE(indicator->state(), ConnectionIndicator::Connected);
        QCOMPARE(ws.tabs()->tabText(0), m_sshd.target());
        QVERIFY(ws.tabs()->tabText(0).contains(m_sshd.host()));
        QVERIFY2(ws.windowTitle().contains(m_sshd.target()), qPrintable(ws.windowTitle()));
        QVERIFY(page->hostName().contains(m_sshd.target()));
        // The host travels into exports and plan files.
        const QString png = m_tmp.filePath(QStringLiteral("graph.png"));
        QVERIFY(exportGraph(png, page->topologyView()->topology(), page->topologyView()->layout(),
                            page->topologyView()->state(), QSize(400, 300), page->hostName())
                    .ok());
        QVERIFY2(QImage(png).text(QStringLiteral("Title")).contains(m_sshd.target()),
                 qPrintable(QImage(png).text(QStringLiteral("Title"))));
        const QString plotPng = m_tmp.filePath(QStringLiteral("plot.png"));
        QVERIFY(
            page->livePlots()->exportPlot(LivePlots::Plot::IrqTime, plotPng, QSize(400, 200)).ok());
        QVERIFY2(QImage(plotPng).text(QStringLiteral("Title")).contains(m_sshd.target()),
                 qPrintable(QImage(plotPng).text(QStringLiteral("Title"))));
        const Irq *movable = nullptr;
        for (const Irq &irq : page->machine().irqs.irqs)
            if (!movable && PendingChanges::refusal(page->machine().irqs, irq.number).isEmpty())
                movable = &irq;
        if (movable) {
            QVERIFY(page->pending()
                        ->propose(page->undoStack(), page->machine().irqs, {movable->number},
                                  CpuSet{0}, QStringLiteral("CPU 0"))
                        .ok());
            const QString planPath = m_tmp.filePath(QStringLiteral("plan.json"));
            QVERIFY(page->savePlanTo(planPath).ok());
            QFile planFile(planPath);
            QVERIFY(planFile.open(QIODevice::ReadOnly));
            auto plan = readPlan(planFile.readAll(), planPath);
            QVERIFY(plan.ok());
            QVERIFY(!plan->host.hostname.isEmpty());
            QCOMPARE(plan->host.hostname, page->machine().topology.hostname);
            page->undoStack()->undo();
        }
        // The snapshot's session is the live monitor's: samples arrive.
        QTRY_VERIFY_WITH_TIMEOUT(page->liveMonitor()->isRunning(), 60000);

        // A second tab of this machine; both stay.
        MainWindow *second = ws.openInNewTab(MachineSource{});
        QTRY_VERIFY_WITH_TIMEOUT(!second->machine().topology.pus.empty(), 60000);
        QCOMPARE(ws.count(), 2);
        QCOMPARE(ws.tabs()->tabText(1), MachineSource{}.displayName());
        QVERIFY(!ws.windowTitle().contains(m_sshd.target()));
        ws.tabs()->setCurrentIndex(0);
        QVERIFY(ws.windowTitle().contains(m_sshd.target()));

        const QString dir = qEnvironmentVariable("IRQATLAS_REMOTE_SCREENSHOTS");
        if (!dir.isEmpty()) {
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            page->topologyView()->fitToWindow();
            QCoreApplication::processEvents();
            QVERIFY(ws.grab().save(dir + QStringLiteral("/workspace-two-tabs.png")));
            ConnectDialog d;
            d.setSource(remote());
            d.show();
            QCoreApplication::processEvents();
            QVERIFY(d.grab().save(dir + QStringLiteral("/connect-dialog.png")));
            d.hostEdit()->setEditText(QStringLiteral("db7;touch /tmp/x"));
            QCoreApplication::processEvents();
            QVERIFY(d.grab().save(dir + QStringLiteral("/connect-dialog-refused.png")));
        }
        QVERIFY(ws.closeTab(1));
        QCOMPARE(ws.count(), 1);
        QVERIFY(ws.isVisible());
        // The menus live in the tabs: the last one takes the window with it.
        QVERIFY(ws.closeTab(0));
        QCOMPARE(ws.count(), 0);
        QVERIFY(!ws.isVisible());
    }

    // sshd dies: the tab says disconnected and when it retries; sshd comes
    // back: the same tab reconnects by itself.
    void disconnectShowsAndReconnects()
    {
        if (!m_up)
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        WorkspaceWindow ws;
        ws.show();
        ws.openInNewTab(MachineSource{});
        MainWindow *page = ws.openInNewTab(remote());
        auto *indicator = page->findChild<ConnectionIndicator *>();
        QTRY_COMPARE_WITH_TIMEOUT(indicator->state(), ConnectionIndicator::Connected, 120000);
        QTRY_VERIFY_WITH_TIMEOUT(page->liveMonitor()->isRunning(), 60000);
        // A few good intervals first, so the gap shows between figures.
        QTRY_VERIFY_WITH_TIMEOUT(page->livePlots()->cpuPlot()->graph(0)->dataCount() >= 3, 60000);
        const int tab = ws.tabs()->indexOf(page);

        m_sshd.kill();
        QTRY_COMPARE_WITH_TIMEOUT(indicator->state(), ConnectionIndicator::Disconnected, 60000);
        QVERIFY2(indicator->message().contains(QStringLiteral("disconnected")),
                 qPrintable(indicator->message()));
        QVERIFY(indicator->message().contains(m_sshd.target()));
        QTRY_VERIFY_WITH_TIMEOUT(indicator->message().contains(QStringLiteral("reconnecting in")),
                                 30000);
        QVERIFY(indicator->isVisible());
        QVERIFY(ws.tabs()->tabBar()->tabTextColor(tab).isValid()); // marked while disconnected
        QVERIFY(!ws.tabs()->tabBar()->tabTextColor(0).isValid());  // this machine is fine
        QVERIFY(ws.tabs()->tabToolTip(tab).contains(QStringLiteral("reconnecting in")));
        const QString dir = qEnvironmentVariable("IRQATLAS_REMOTE_SCREENSHOTS");
        if (!dir.isEmpty()) {
            // The gap in the Live plots, the red tab and the reason in the status bar.
            if (auto *dock = page->findChild<QDockWidget *>(QStringLiteral("liveDock")))
                dock->raise();
            ws.resize(1400, 820);
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            page->topologyView()->fitToWindow();
            QCoreApplication::processEvents();
            QVERIFY(ws.grab().save(dir + QStringLiteral("/workspace-disconnected.png")));
        }

        QVERIFY(m_sshd.restart());
        QTRY_COMPARE_WITH_TIMEOUT(indicator->state(), ConnectionIndicator::Reconnected, 120000);
        QVERIFY(indicator->message().contains(m_sshd.target()));
        QVERIFY(!ws.tabs()->tabBar()->tabTextColor(tab).isValid());
    }
};

QTEST_MAIN(TestUiRemote)
#include "tst_ui_remote.moc"
