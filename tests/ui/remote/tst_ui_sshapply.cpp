// The Apply dialog for a remote host, against the private sshd on 127.0.0.1
// (tests/support/sshd.h) and a fake /proc/irq tree there: the review names the
// host and the method after a probe, keep, no answer and "Revert now" (both
// byte-exact), and a failing write rolled back, through irqatlas-helper-testroot
// and through the plan script.

#include "applytree.h"
#include "remoteapplyfixture.h"
#include "ui/apply/applydialog.h"
#include "ui/apply/applyreview.h"
#include "ui/common/machineloader.h"
#include "ui/dialogtesting.h"
#include "ui/remote/remoteapplybackend.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

class TestUiSshApply : public QObject
{
    Q_OBJECT

    RemoteApplyFixture m_fx;
    QTemporaryDir m_dir;
    QString m_shots;
    QString m_root;
    MachineData m_machine;
    Plan m_plan;

    std::unique_ptr<ApplyDialog> dialog(bool helper, int timeout, const QStringList &hooks = {})
    {
        auto *b = new RemoteApplyBackend(m_fx.target(), m_fx.sshOptions());
        b->setTestRoot(m_fx.testRoot(m_root, helper, hooks));
        b->setConfirmTimeout(timeout);
        b->setPasswordPrompt([](const QString &) { return std::nullopt; }); // root: never asked
        ApplyReviewInput in;
        in.plan = m_plan;
        in.table = m_machine.irqs;
        auto d = std::make_unique<ApplyDialog>(std::move(in), b);
        d->show();
        return d;
    }

    static RemoteApplyBackend *backend(ApplyDialog *d)
    {
        return qobject_cast<RemoteApplyBackend *>(d->controller());
    }

    void shot(QWidget *w, const QString &name) { saveShot(w, m_shots, name); }

    static bool waitProbe(ApplyDialog *d)
    {
        return QTest::qWaitFor(
            [&] { return backend(d)->probe() || !backend(d)->probeError().isEmpty(); }, 30000);
    }

private slots:
    void initTestCase()
    {
        if (!m_fx.start())
            QSKIP(qPrintable(m_fx.skipReason()));
        m_shots = makeShotsDir(m_dir);
        QVERIFY(!m_shots.isEmpty());
        auto plan = readVirtioPlan();
        QVERIFY(plan.ok());
        m_plan = *plan;
    }

    void cleanupTestCase() { m_fx.stop(); }

    void init()
    {
        m_root = m_fx.makeTree();
        QVERIFY(!m_root.isEmpty());
        auto m = loadMachine(MachineSource(MachineSource::RootDir, m_root));
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : m.errorString()));
        m_machine = *m;
    }

    void applyAndKeep_data() { RemoteApplyFixture::addPathRows(); }
    void applyAndKeep()
    {
        QFETCH(bool, helper);
        auto d = dialog(helper, 60);
        QVERIFY(waitProbe(d.get()));
        QVERIFY2(backend(d.get())->probeError().isEmpty(),
                 qPrintable(backend(d.get())->probeError()));
        QCOMPARE(backend(d.get())->viaHelper(), helper);
        const QString says = d->review()->commandLabel()->text();
        QVERIFY2(says.contains(m_fx.sshd().target()), qPrintable(says));
        QVERIFY2(says.contains(helper ? QStringLiteral("installed irqatlas-helper")
                                      : QStringLiteral("plan script")),
                 qPrintable(says));
        QVERIFY(says.contains(QStringLiteral("as root")));
        QVERIFY2(d->applyButton()->isEnabled(), qPrintable(d->blockLabel()->text()));
        shot(d.get(),
             QStringLiteral("sshapply-review-%1.png").arg(QLatin1String(QTest::currentDataTag())));

        d->applyButton()->click();
        QCOMPARE(d->page(), ApplyDialog::Page::Applying); // the window never waited
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Confirm));
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QCOMPARE(journalState(m_root, helper), QStringLiteral("awaiting-confirm"));
        QCOMPARE(d->resultTable()->rowCount(), 4); // the lines came before the answer
        shot(d.get(),
             QStringLiteral("sshapply-confirm-%1.png").arg(QLatin1String(QTest::currentDataTag())));

        d->keepButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        const ApplyResult &r = d->controller()->result();
        QVERIFY2(r.outcome == ApplyOutcome::Kept, qPrintable(r.message + r.errorText));
        QVERIFY(r.output.confirmed);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/28/smp_affinity_list")),
                 QByteArray("3\n"));
        QCOMPARE(journalState(m_root, helper), QStringLiteral("confirmed"));
        QTableWidget *t = d->resultTable();
        const int row = resultRow(t, 25);
        QVERIFY(row >= 0);
        QCOMPARE(t->item(row, 3)->text(), QStringLiteral("1"));
        QCOMPARE(t->item(row, 4)->text(), QStringLiteral("0"));
        QVERIFY(t->item(row, 5)->text().contains(QStringLiteral("outside the request")));
        shot(d.get(),
             QStringLiteral("sshapply-kept-%1.png").arg(QLatin1String(QTest::currentDataTag())));
    }

    void noAnswerRevertsByteExact_data() { RemoteApplyFixture::addPathRows(); }
    void noAnswerRevertsByteExact()
    {
        QFETCH(bool, helper);
        const auto before = treeFiles(m_root);
        auto d = dialog(helper, 2);
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Confirm));
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        const ApplyResult &r = d->controller()->result();
        QVERIFY2(r.outcome == ApplyOutcome::Reverted, qPrintable(r.message + r.errorText));
        QCOMPARE(r.exitCode, 8);
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_root, helper), QStringLiteral("rolled-back"));
        QTableWidget *t = d->resultTable();
        QCOMPARE(t->rowCount(), 4);
        QVERIFY(d->resultTitle()->text().contains(QStringLiteral("Reverted")));
    }

    void revertNowRevertsByteExact_data() { RemoteApplyFixture::addPathRows(); }
    void revertNowRevertsByteExact()
    {
        QFETCH(bool, helper);
        const auto before = treeFiles(m_root);
        // Far longer than the test may take: only "Revert now" can end it in time.
        auto d = dialog(helper, 600);
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Confirm));
        QVERIFY(!(treeFiles(m_root) == before));
        d->revertButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        const ApplyResult &r = d->controller()->result();
        QVERIFY2(r.outcome == ApplyOutcome::Reverted, qPrintable(r.message + r.errorText));
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(m_root, helper), QStringLiteral("rolled-back"));
    }

    void failingWriteShowsRollback()
    {
        const auto before = treeFiles(m_root);
        auto d = dialog(true, 30, {QStringLiteral("--test-fail-write"), QStringLiteral("3:EIO")});
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        const ApplyResult &r = d->controller()->result();
        QVERIFY2(r.outcome == ApplyOutcome::RolledBack, qPrintable(r.message + r.errorText));
        QCOMPARE(r.exitCode, 6);
        QCOMPARE(treeFiles(m_root), before);
        QTableWidget *t = d->resultTable();
        QCOMPARE(t->rowCount(), 4);
        QVERIFY(t->item(resultRow(t, 25), 5)->text().contains(QStringLiteral("restored to 0-3")));
        QVERIFY2(t->item(resultRow(t, 27), 5)->text().contains(QStringLiteral("EIO")),
                 qPrintable(t->item(resultRow(t, 27), 5)->text()));
        QVERIFY(d->resultTitle()->text().contains(QStringLiteral("Rolled back")));
        shot(d.get(), QStringLiteral("sshapply-rolledback.png"));
    }

    void destroyedWhileWaitingReverts()
    {
        const auto before = treeFiles(m_root);
        auto d = dialog(true, 600);
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Confirm));
        d.reset(); // the window closes under the countdown: the host is told to revert
        QVERIFY(QTest::qWaitFor([&] { return treeFiles(m_root) == before; }, 30000));
        QCOMPARE(journalState(m_root, true), QStringLiteral("rolled-back"));
    }
};

QTEST_MAIN(TestUiSshApply)
#include "tst_ui_sshapply.moc"
