// The Apply dialog end to end with irqatlas-helper-testroot on a fake tree:
// keep, revert by timeout and by button (byte-exact), lint and irqbalance
// gating, a failing write rolled back, pkexec missing or refusing (the sudo
// command), and the main window's reload that flags mismatches.

#include "applytree.h"
#include "model/planfile.h"
#include "ui/apply/applycontroller.h"
#include "ui/apply/applydialog.h"
#include "ui/common/machineloader.h"
#include "ui/common/pendingchanges.h"
#include "ui/dialogtesting.h"
#include "ui/irqs/irqpanel.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace irqatlas;
using namespace irqatlas::test;

class TestUiApply : public QObject
{
    Q_OBJECT

    QString m_helper;
    QTemporaryDir m_dir;
    QString m_shots;
    QString m_root;
    MachineData m_machine;
    Plan m_plan;

    QString journal() const { return m_root + QStringLiteral("/var/lib/irqatlas/journal.json"); }

    HelperLocation location() const
    {
        HelperLocation w;
        w.via = HelperLocation::Via::Direct;
        w.helper = m_helper;
        w.root = m_root;
        return w;
    }

    ApplyReviewInput input() const
    {
        ApplyReviewInput in;
        in.plan = m_plan;
        in.table = m_machine.irqs;
        return in;
    }

    // The dialog, owned by the caller; timeout 0 means no confirmation wait.
    std::unique_ptr<ApplyDialog> dialog(ApplyReviewInput in, int timeout,
                                        const HelperLocation &where)
    {
        auto *ctl = new ApplyController;
        ctl->setLocation(where);
        ctl->setConfirmTimeout(timeout);
        auto d = std::make_unique<ApplyDialog>(std::move(in), ctl);
        d->show();
        return d;
    }

    void shot(QWidget *w, const char *name) { saveShot(w, m_shots, QLatin1String(name)); }

private slots:
    void initTestCase()
    {
        m_helper = testRootHelper();
        if (m_helper.isEmpty())
            QSKIP(kNoTestRootHelper);
        m_shots = makeShotsDir(m_dir);
        QVERIFY(!m_shots.isEmpty());
        auto plan = readPlan(readData(QStringLiteral("apply/plan-virtio.json")),
                             QStringLiteral("plan-virtio.json"));
        QVERIFY(plan.ok());
        m_plan = *plan;
    }

    void init()
    {
        m_root = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
        QVERIFY(makeVirtioTree(m_root));
        auto m = loadMachine(MachineSource(MachineSource::RootDir, m_root));
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : m.errorString()));
        m_machine = *m;
    }

    void applyAndKeep()
    {
        // A window no loaded machine outlasts between the Confirm page and the click.
        auto d = dialog(input(), 300, location());
        QCOMPARE(d->page(), ApplyDialog::Page::Review);
        const QAbstractItemModel *diff = d->review()->diffTable()->model();
        QCOMPARE(diff->rowCount(), 4);
        QCOMPARE(diff->index(1, 0).data().toString(), QStringLiteral("26"));
        QCOMPARE(diff->index(1, 2).data().toString(), QStringLiteral("0-3"));
        QCOMPARE(diff->index(1, 3).data().toString(), QStringLiteral("2-3"));
        QVERIFY(
            d->review()->commandLabel()->text().contains(QStringLiteral("--confirm-timeout 300")));
        QVERIFY2(d->applyButton()->isEnabled(), qPrintable(d->blockLabel()->text()));
        shot(d.get(), "apply-review.png");

        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Confirm));
        // Written already, waiting for the answer.
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QCOMPARE(journalState(journal()), QStringLiteral("awaiting-confirm"));
        QVERIFY(d->countdownLabel()->text().contains(QStringLiteral("second")));
        shot(d.get(), "apply-confirm.png");

        d->keepButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        QCOMPARE(d->controller()->result().outcome, ApplyOutcome::Kept);
        QVERIFY(d->controller()->result().output.confirmed);
        QCOMPARE(treeFile(m_root, QStringLiteral("/proc/irq/28/smp_affinity_list")),
                 QByteArray("3\n"));
        QCOMPARE(journalState(journal()), QStringLiteral("confirmed"));
        // IRQ 25 asked for CPU 1; the fake kernel still delivers it to CPU 0.
        QTableWidget *t = d->resultTable();
        const int row = resultRow(t, 25);
        QVERIFY(row >= 0);
        QCOMPARE(t->item(row, 3)->text(), QStringLiteral("1"));
        QCOMPARE(t->item(row, 4)->text(), QStringLiteral("0"));
        QVERIFY(t->item(row, 5)->text().contains(QStringLiteral("outside the request")));
        QVERIFY(t->item(row, 4)->background().style() != Qt::NoBrush);
        QCOMPARE(t->item(resultRow(t, 26), 5)->text(),
                 QStringLiteral("effective affinity outside the request"));
        shot(d.get(), "apply-result-kept.png");
    }

    void noAnswerRevertsByteExact()
    {
        const auto before = treeFiles(m_root);
        auto d = dialog(input(), 1, location());
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        QCOMPARE(d->controller()->result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(d->controller()->result().exitCode, 8);
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(journal()), QStringLiteral("rolled-back"));
        QTableWidget *t = d->resultTable();
        QCOMPARE(t->rowCount(), 4);
        QCOMPARE(t->item(resultRow(t, 26), 5)->text(), QStringLiteral("reverted to 0-3"));
        shot(d.get(), "apply-result-reverted.png");
    }

    void revertNowRevertsByteExact()
    {
        const auto before = treeFiles(m_root);
        auto d = dialog(input(), 60, location());
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Confirm));
        QVERIFY(!(treeFiles(m_root) == before));
        d->revertButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        QCOMPARE(d->controller()->result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(journal()), QStringLiteral("rolled-back"));
    }

    void closingWhileWaitingReverts()
    {
        const auto before = treeFiles(m_root);
        auto d = dialog(input(), 60, location());
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Confirm));
        d->reject(); // Escape or the window's close button
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        QCOMPARE(d->controller()->result().outcome, ApplyOutcome::Reverted);
        QCOMPARE(treeFiles(m_root), before);
    }

    void destroyedWhileWaitingReverts()
    {
        const auto before = treeFiles(m_root);
        auto d = dialog(input(), 600, location());
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Confirm));
        QVERIFY(!(treeFiles(m_root) == before));
        d.reset(); // the window goes away mid-countdown: the helper is told to revert
        QCOMPARE(treeFiles(m_root), before);
        QCOMPARE(journalState(journal()), QStringLiteral("rolled-back"));
    }

    void lintErrorBlocksApply()
    {
        ApplyReviewInput in = input();
        for (Irq &irq : in.table.irqs)
            if (irq.number == 26) {
                irq.immovable = true;
                irq.immovableReason = "kernel-managed affinity";
            }
        auto d = dialog(std::move(in), 30, location());
        QCOMPARE(d->review()->lintErrors(), 1);
        QVERIFY(!d->applyButton()->isEnabled());
        QVERIFY(d->blockLabel()->text().contains(QStringLiteral("lint error")));
        QVERIFY(!d->review()->warningsBox()->isVisible());
        bool listed = false;
        for (int i = 0; i < d->review()->lintList()->count(); ++i)
            listed |= d->review()->lintList()->item(i)->data(Qt::UserRole).toString() ==
                      QLatin1String("immovable");
        QVERIFY(listed);
        shot(d.get(), "apply-review-lint-error.png");
        d->startApply(); // refused without the button too
        QCOMPARE(d->page(), ApplyDialog::Page::Review);
        QVERIFY(!QFileInfo::exists(journal()));
    }

    void warningNeedsCheckbox()
    {
        ApplyReviewInput in = input();
        in.isolated = CpuSet{3}; // IRQs 26 and 28 are planned onto CPU 3
        auto d = dialog(std::move(in), 30, location());
        QCOMPARE(d->review()->lintErrors(), 0);
        QVERIFY(d->review()->lintWarnings() >= 1);
        QVERIFY(d->review()->warningsBox()->isVisible());
        QVERIFY(!d->applyButton()->isEnabled());
        QVERIFY(d->blockLabel()->text().contains(QStringLiteral("Apply despite warnings")));
        shot(d.get(), "apply-review-warning.png");
        d->review()->warningsBox()->setChecked(true);
        QVERIFY(d->applyButton()->isEnabled());
        d->review()->warningsBox()->setChecked(false);
        QVERIFY(!d->applyButton()->isEnabled());
    }

    void irqbalanceChoices()
    {
        ApplyReviewInput in = input();
        in.irqbalance.process = true;
        bool stopped = false;
        in.recheckIrqbalance = [&stopped] {
            IrqbalanceState s;
            s.process = !stopped;
            return s;
        };
        auto d = dialog(std::move(in), 30, location());
        ApplyReview *r = d->review();
        QVERIFY(r->irqbalanceBox()->isVisible());
        QVERIFY(!d->applyButton()->isEnabled());
        QVERIFY(d->blockLabel()->text().contains(QStringLiteral("irqbalance")));

        r->irqbalanceButton(ApplyReview::IrqbalanceChoice::Ban)->click();
        QVERIFY(d->applyButton()->isEnabled());
        auto *detail = r->irqbalanceBox()->findChild<QPlainTextEdit *>();
        QVERIFY(detail->toPlainText().contains(QStringLiteral("--banirq=25")));
        shot(d.get(), "apply-review-irqbalance.png");

        r->irqbalanceButton(ApplyReview::IrqbalanceChoice::Stop)->click();
        QVERIFY(!d->applyButton()->isEnabled());
        QVERIFY(detail->toPlainText().contains(QStringLiteral("pkill -x irqbalance")));
        r->recheckButton()->click(); // still running
        QVERIFY(!d->applyButton()->isEnabled());
        stopped = true;
        r->recheckButton()->click();
        QVERIFY2(d->applyButton()->isEnabled(), qPrintable(d->blockLabel()->text()));

        r->irqbalanceButton(ApplyReview::IrqbalanceChoice::GoOn)->click();
        QVERIFY(d->applyButton()->isEnabled());
    }

    // This machine's helper bans the plan's IRQs in a daemon with a control
    // socket: nothing to choose, nothing blocks.
    void irqbalanceBannedByHelper()
    {
        ApplyReviewInput in = input();
        in.irqbalance.process = true;
        in.irqbalance.pids = {812};
        in.irqbalance.everyDaemonHasSocket = true;
        in.thisMachine = true;
        auto d = dialog(std::move(in), 30, location());
        ApplyReview *r = d->review();
        QVERIFY(r->helperBansIrqbalance());
        QVERIFY(r->irqbalanceBox()->isVisible());
        QVERIFY(
            r->irqbalanceBox()->findChild<QLabel *>()->text().contains(QStringLiteral("pid 812")));
        QVERIFY(!r->irqbalanceButton(ApplyReview::IrqbalanceChoice::Ban)->isVisible());
        QVERIFY2(d->applyButton()->isEnabled(), qPrintable(d->blockLabel()->text()));
        shot(d.get(), "apply-review-irqbalance-banned.png");
    }

    void failingWriteShowsRollback()
    {
        const auto before = treeFiles(m_root);
        HelperLocation w = location();
        w.extraArgs = QStringList{QStringLiteral("--test-fail-irq"), QStringLiteral("26:ENOSPC"),
                                  QStringLiteral("--test-slow-write"), QStringLiteral("200")};
        auto d = dialog(input(), 30, w);
        d->applyButton()->click();
        QCOMPARE(d->page(), ApplyDialog::Page::Applying);
        QVERIFY(!d->cancelButton()->isEnabled()); // a running apply finishes or rolls back
        d->reject();
        shot(d.get(), "apply-applying.png");
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        const ApplyResult &res = d->controller()->result();
        QCOMPARE(res.outcome, ApplyOutcome::RolledBack);
        QCOMPARE(res.exitCode, 6);
        QCOMPARE(treeFiles(m_root), before);
        QTableWidget *t = d->resultTable();
        QVERIFY(t->item(resultRow(t, 25), 5)->text().contains(QStringLiteral("restored to 0-3")));
        QVERIFY2(t->item(resultRow(t, 26), 5)->text().contains(QStringLiteral("ENOSPC")),
                 qPrintable(t->item(resultRow(t, 26), 5)->text()));
        QVERIFY(d->resultTitle()->text().contains(QStringLiteral("Rolled back")));
        QVERIFY(!d->sudoText()->isVisible());
        shot(d.get(), "apply-result-rolled-back.png");
    }

    void pkexecMissingShowsSudo()
    {
        const auto before = treeFiles(m_root);
        HelperLocation w = location();
        w.via = HelperLocation::Via::Pkexec;
        w.pkexec = m_dir.filePath(QStringLiteral("no-such-dir/pkexec"));
        auto d = dialog(input(), 20, w);
        QVERIFY(d->review()->commandLabel()->text().contains(
            QStringLiteral("pkexec is not installed")));
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        QCOMPARE(d->controller()->result().outcome, ApplyOutcome::NotRun);
        const QString sudo = d->sudoText()->toPlainText();
        const QString first = sudo.section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(first.startsWith(QStringLiteral("sudo ") + m_helper +
                                  QStringLiteral(" apply --confirm-timeout 20 --root ")),
                 qPrintable(sudo));
        QVERIFY(sudo.section(QLatin1Char('\n'), 1, 1).contains(QStringLiteral(" confirm --root ")));
        // The file named after "<" holds the plan the helper would have read.
        const QString file = first.section(QStringLiteral(" < "), 1);
        QFile plan(file);
        QVERIFY2(plan.open(QIODevice::ReadOnly), qPrintable(file));
        QCOMPARE(plan.readAll(), writePlan(m_plan));
        plan.remove();
        QVERIFY(d->sudoText()->isReadOnly());
        d->copyButton()->click();
        QCOMPARE(QApplication::clipboard()->text(), sudo);
        QCOMPARE(treeFiles(m_root), before);
        shot(d.get(), "apply-result-sudo.png");
    }

    void pkexecRefusalShowsSudo()
    {
        const QString fake = m_dir.filePath(QStringLiteral("pkexec"));
        QVERIFY(writeTreeFile(fake, "#!/bin/sh\nexit 126\n"));
        QVERIFY(QFile::setPermissions(fake, QFile::ReadOwner | QFile::ExeOwner));
        const auto before = treeFiles(m_root);
        HelperLocation w = location();
        w.via = HelperLocation::Via::Pkexec;
        w.pkexec = fake;
        auto d = dialog(input(), 20, w);
        QVERIFY(d->review()->commandLabel()->text().contains(fake));
        d->applyButton()->click();
        QVERIFY(waitPage(d.get(), ApplyDialog::Page::Result));
        QCOMPARE(d->controller()->result().outcome, ApplyOutcome::PkexecRefused);
        QCOMPARE(d->controller()->result().exitCode, 126);
        QVERIFY(d->sudoText()->toPlainText().startsWith(QStringLiteral("sudo ") + m_helper));
        QVERIFY(d->sudoText()->isVisible());
        QFile::remove(d->sudoText()
                          ->toPlainText()
                          .section(QLatin1Char('\n'), 0, 0)
                          .section(QStringLiteral(" < "), 1));
        QCOMPARE(treeFiles(m_root), before);
    }

    void otherSourceIsNotApplied()
    {
        MainWindow w;
        w.setApplyLocation(location());
        // A snapshot copy of the tree is another machine: never applied to.
        const QString copy = m_dir.filePath(QStringLiteral("copy"));
        QVERIFY(makeVirtioTree(copy));
        QVERIFY(w.openBlocking(MachineSource(MachineSource::RootDir, copy)).ok());
        QVERIFY(
            w.pending()
                ->propose(w.undoStack(), w.machine().irqs, {25}, CpuSet{1}, QStringLiteral("CPU 1"))
                .ok());
        QVERIFY(w.applyAction()->isEnabled());
        const auto before = treeFiles(copy);
        QVERIFY(!w.applyPending());
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("applyElsewhere"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("irqatlas-cli apply")));
        // Beside the explanation, the two ways to carry the changes there.
        QVERIFY(box->findChild<QAbstractButton *>(QStringLiteral("savePlanButton")));
        QVERIFY(box->findChild<QAbstractButton *>(QStringLiteral("exportScriptButton")));
        box->close();
        const QString script = m_dir.filePath(QStringLiteral("pending.sh"));
        QVERIFY(w.exportScriptTo(script));
        QFile sh(script);
        QVERIFY(sh.open(QIODevice::ReadOnly));
        const QByteArray text = sh.readAll();
        QVERIFY(text.startsWith("#!"));
        QVERIFY(text.contains("smp_affinity"));
        QCOMPARE(treeFiles(copy), before);
        QVERIFY(!w.findChild<ApplyDialog *>());
    }

    void mainWindowAppliesAndFlagsMismatches()
    {
        MainWindow w;
        w.setApplyLocation(location());
        QVERIFY(w.openBlocking(MachineSource(MachineSource::RootDir, m_root)).ok());
        QVERIFY(!w.applyAction()->isEnabled());
        QVERIFY(w.pending()
                    ->propose(w.undoStack(), w.machine().irqs, {25, 26}, CpuSet{1},
                              QStringLiteral("CPU 1"))
                    .ok());
        QVERIFY(w.applyAction()->isEnabled());
        QCOMPARE(w.applyAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Return));
        w.show();
        ApplyDialog *d = w.applyPending();
        QVERIFY(d);
        QCOMPARE(d->review()->diffTable()->model()->rowCount(), 2);
        if (d->review()->warningsBox()->isVisible())
            d->review()->warningsBox()->setChecked(true);
        QVERIFY2(d->applyButton()->isEnabled(), qPrintable(d->blockLabel()->text()));
        d->applyButton()->click();
        QVERIFY(waitPage(d, ApplyDialog::Page::Confirm));
        d->keepButton()->click();
        QVERIFY(waitPage(d, ApplyDialog::Page::Result));
        // The window reads the tree again: the list shows the new affinity
        // and flags both IRQs, whose effective CPU 0 is outside CPU 1.
        IrqTableModel *model = w.irqPanel()->model();
        auto rowOf = [&](int irq) {
            for (int r = 0; r < model->rowCount(); ++r)
                if (model->irqAt(r)->number == irq)
                    return r;
            return -1;
        };
        QVERIFY(QTest::qWaitFor(
            [&] {
                return model->data(model->index(rowOf(25), 0), IrqTableModel::MismatchRole)
                    .toBool();
            },
            60000));
        QCOMPARE(model->data(model->index(rowOf(25), IrqTableModel::ColAffinity)).toString(),
                 QStringLiteral("1"));
        QVERIFY(model->data(model->index(rowOf(26), 0), IrqTableModel::MismatchRole).toBool());
        QVERIFY(!model->data(model->index(rowOf(27), 0), IrqTableModel::MismatchRole).toBool());
        QVERIFY(model->data(model->index(rowOf(25), IrqTableModel::ColEffective), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Applied CPUs 1")));
        QVERIFY(w.pending()->isEmpty());
        QVERIFY(!w.applyAction()->isEnabled());
        d->closeButton()->click();
        shot(&w, "apply-mainwindow-after.png");
    }
};

QTEST_MAIN(TestUiApply)
#include "tst_ui_apply.moc"
