#include "ui/apply/applydialog.h"

#include "model/planfile.h"
#include "ui/apply/steeringtext.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace irqatlas {
namespace {

enum ResultColumn
{
    RcIrq,
    RcName,
    RcRequested,
    RcWritten,
    RcEffective,
    RcNote,
    RcCount
};

const QColor kMismatch(0xfd, 0xe6, 0x8a);
const QColor kError(0xb9, 0x1c, 0x1c);

QLabel *wrapped(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    l->setWordWrap(true);
    return l;
}

} // namespace

ApplyDialog::ApplyDialog(ApplyReviewInput input, ApplyBackend *controller, QWidget *parent)
    : QDialog(parent), m_plan(input.plan), m_ctl(controller)
{
    setObjectName(QStringLiteral("ApplyDialog"));
    setWindowTitle(tr("Apply Pending Changes"));
    m_ctl->setParent(this);
    for (const PlanAssignment &a : m_plan.assignments)
        if (const Irq *irq = input.table.find(a.irq))
            m_names[a.irq] =
                QString::fromStdString(irq->name.empty() ? irq->description : irq->name);

    m_review = new ApplyReview(std::move(input), this);
    m_review->setDescription(m_ctl->description());
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_review);
    m_pages->addWidget(buildApplyingPage());
    m_pages->addWidget(buildConfirmPage());
    m_pages->addWidget(buildResultPage());

    m_results = new QTableWidget(0, RcCount, this);
    m_results->setObjectName(QStringLiteral("applyResults"));
    m_results->setHorizontalHeaderLabels(
        {tr("IRQ"), tr("Name"), tr("Requested"), tr("Written"), tr("Effective"), tr("Result")});
    m_results->horizontalHeaderItem(RcWritten)->setToolTip(
        tr("smp_affinity_list read back after the write"));
    m_results->horizontalHeaderItem(RcEffective)
        ->setToolTip(tr("effective_affinity_list: the CPUs the kernel really delivers the IRQ to"));
    m_results->verticalHeader()->hide();
    // Sized once per fill: ResizeToContents measures every row on each change.
    m_results->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_results->horizontalHeader()->setSectionResizeMode(RcNote, QHeaderView::Stretch);
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_steer = buildSteeringTable();
    m_resultTabs = new QTabWidget(this);
    m_resultTabs->setObjectName(QStringLiteral("applyResultTabs"));
    m_resultTabs->setDocumentMode(true);
    m_resultTabs->addTab(m_results, tr("IRQs"));
    m_resultTabs->addTab(m_steer, tr("Threads and queues"));
    m_resultTabs->setTabEnabled(1, false);

    m_block = wrapped(QString(), this);
    m_block->setObjectName(QStringLiteral("applyBlockReason"));
    m_apply = new QPushButton(tr("&Apply"), this);
    m_apply->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_keep = new QPushButton(tr("&Keep"), this);
    m_revertNow = new QPushButton(tr("&Revert Now"), this);
    m_close = new QPushButton(tr("Close"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_block, 1);
    buttons->addStretch(0);
    for (QPushButton *b : {m_apply, m_cancel, m_keep, m_revertNow, m_close}) {
        b->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
        buttons->addWidget(b);
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 3);
    layout->addWidget(m_resultTabs, 2);
    layout->addLayout(buttons);

    connect(m_review, &ApplyReview::readyChanged, this, &ApplyDialog::updateApplyButton);
    connect(m_ctl, &ApplyBackend::descriptionChanged, this,
            [this] { m_review->setDescription(m_ctl->description()); });
    connect(m_apply, &QPushButton::clicked, this, &ApplyDialog::startApply);
    connect(m_cancel, &QPushButton::clicked, this, &ApplyDialog::reject);
    connect(m_keep, &QPushButton::clicked, this, [this] {
        m_keep->setEnabled(false);
        m_revertNow->setEnabled(false);
        m_countdown->setText(tr("Keeping the new placement…"));
        m_ctl->confirm();
    });
    connect(m_revertNow, &QPushButton::clicked, this, [this] {
        m_keep->setEnabled(false);
        m_revertNow->setEnabled(false);
        m_countdown->setText(tr("Restoring the previous placement…"));
        m_ctl->revert();
    });
    connect(m_close, &QPushButton::clicked, this, [this] {
        m_ctl->result().outcome == ApplyOutcome::Kept ? accept() : QDialog::reject();
    });
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_sudo->toPlainText()); });
    connect(m_ctl, &ApplyBackend::irqReported, this, &ApplyDialog::addResult);
    connect(m_ctl, &ApplyBackend::awaitingConfirm, this, [this](int seconds) {
        m_countdownBar->setRange(0, seconds);
        // The threads and queue files are written before the wait begins.
        addSteering(m_ctl->held()->result().output);
        fitResultColumns();
        setPage(Page::Confirm);
        showCountdown(seconds);
    });
    connect(m_ctl, &ApplyBackend::countdown, this, &ApplyDialog::showCountdown);
    connect(m_ctl, &ApplyBackend::finished, this, &ApplyDialog::showResult);

    setPage(Page::Review);
    updateApplyButton();
    resize(820, 640);
    m_ctl->prepare();
}

QWidget *ApplyDialog::buildApplyingPage()
{
    auto *page = new QWidget(this);
    auto *l = new QVBoxLayout(page);
    l->addWidget(wrapped(m_ctl->applyingText(), page));
    auto *busy = new QProgressBar(page);
    busy->setRange(0, 0);
    l->addWidget(busy);
    l->addStretch(1);
    return page;
}

QWidget *ApplyDialog::buildConfirmPage()
{
    auto *page = new QWidget(this);
    auto *l = new QVBoxLayout(page);
    auto *title = new QLabel(tr("<h2>Keep these settings?</h2>"), page);
    l->addWidget(title);
    m_countdown = wrapped(QString(), page);
    m_countdown->setObjectName(QStringLiteral("applyCountdown"));
    l->addWidget(m_countdown);
    m_countdownBar = new QProgressBar(page);
    m_countdownBar->setTextVisible(false);
    l->addWidget(m_countdownBar);
    l->addWidget(
        wrapped(tr("Check that the machine still works as it should (network, storage, a remote "
                   "session). Nothing needs to be done to go back: without an answer every IRQ is "
                   "restored by itself, also when the connection to a remote host drops."),
                page));
    l->addStretch(1);
    return page;
}

QWidget *ApplyDialog::buildResultPage()
{
    auto *page = new QWidget(this);
    auto *l = new QVBoxLayout(page);
    m_resultTitle = new QLabel(page);
    m_resultTitle->setObjectName(QStringLiteral("applyResultTitle"));
    l->addWidget(m_resultTitle);
    m_resultText = wrapped(QString(), page);
    m_resultText->setObjectName(QStringLiteral("applyResultText"));
    m_resultText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->addWidget(m_resultText);
    m_sudoBox = new QWidget(page);
    auto *sl = new QVBoxLayout(m_sudoBox);
    sl->setContentsMargins(0, 0, 0, 0);
    m_sudoIntro = wrapped(QString(), m_sudoBox);
    sl->addWidget(m_sudoIntro);
    auto *row = new QHBoxLayout;
    m_sudo = new QPlainTextEdit(m_sudoBox);
    m_sudo->setObjectName(QStringLiteral("applySudoCommand"));
    m_sudo->setReadOnly(true);
    m_sudo->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_sudo->setMaximumHeight(fontMetrics().height() * 5);
    row->addWidget(m_sudo, 1);
    m_copy = new QPushButton(tr("&Copy"), m_sudoBox);
    row->addWidget(m_copy, 0, Qt::AlignTop);
    sl->addLayout(row);
    l->addWidget(m_sudoBox);
    l->addStretch(1);
    return page;
}

ApplyDialog::Page ApplyDialog::page() const
{
    return Page(m_pages->currentIndex());
}

void ApplyDialog::setPage(Page p)
{
    m_pages->setCurrentIndex(int(p));
    const bool results = p != Page::Review && (p != Page::Result || m_results->rowCount() > 0 ||
                                               m_steer->rowCount() > 0);
    m_resultTabs->setVisible(results);
    // The per-IRQ table, when shown, gets the room.
    m_pages->setMaximumHeight(results ? m_pages->currentWidget()->sizeHint().height()
                                      : QWIDGETSIZE_MAX);
    m_block->setVisible(p == Page::Review);
    m_apply->setVisible(p == Page::Review);
    m_cancel->setVisible(p == Page::Review || p == Page::Applying);
    m_cancel->setEnabled(p == Page::Review);
    m_keep->setVisible(p == Page::Confirm);
    m_revertNow->setVisible(p == Page::Confirm);
    m_close->setVisible(p == Page::Result);
    if (p == Page::Confirm) {
        m_keep->setEnabled(true);
        m_revertNow->setEnabled(true);
        m_keep->setDefault(true);
        m_keep->setFocus();
    } else if (p == Page::Result) {
        m_close->setDefault(true);
        m_close->setFocus();
    } else if (p == Page::Review) {
        (m_apply->isEnabled() ? m_apply : m_cancel)->setFocus();
    }
}

void ApplyDialog::updateApplyButton()
{
    const QString why = m_review->blockReason();
    m_apply->setEnabled(why.isEmpty());
    m_block->setText(why);
}

void ApplyDialog::startApply()
{
    if (page() != Page::Review || !m_review->blockReason().isEmpty())
        return;
    m_results->setRowCount(0);
    m_rowOfIrq.clear();
    m_steer->setRowCount(0);
    m_rowOfSteer.clear();
    setPage(Page::Applying);
    m_ctl->start(m_plan);
}

void ApplyDialog::reject()
{
    switch (page()) {
    case Page::Review:
    case Page::Result:
        QDialog::reject();
        break;
    case Page::Applying:
        break; // cannot be stopped halfway; the helper finishes or rolls back
    case Page::Confirm:
        if (m_revertNow->isEnabled())
            m_revertNow->click();
        break;
    }
}

void ApplyDialog::showCountdown(int secondsLeft)
{
    m_countdownBar->setValue(secondsLeft);
    if (!m_keep->isEnabled())
        return; // answered already
    m_countdown->setText(
        secondsLeft > 0
            ? tr("The new placement is active. It is undone in %n second(s) unless you keep it.",
                 nullptr, secondsLeft)
            : tr("No answer in time: restoring the previous placement…"));
    if (secondsLeft == 0) {
        m_keep->setEnabled(false);
        m_revertNow->setEnabled(false);
    }
}

void ApplyDialog::addResult(const HelperIrqLine &line)
{
    int row = m_rowOfIrq.value(line.irq, -1);
    if (row < 0) {
        row = m_results->rowCount();
        m_results->insertRow(row);
        m_rowOfIrq.insert(line.irq, row);
    }
    auto set = [&](int col, const QString &text) {
        return setTableCell(m_results, row, col, text);
    };
    QTableWidgetItem *irq = set(RcIrq, QString::number(line.irq));
    irq->setData(Qt::UserRole, line.irq);
    irq->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    set(RcName, m_names.value(line.irq));
    set(RcRequested, line.requested);
    set(RcWritten, line.written ? line.readBack : tr("no"));
    QTableWidgetItem *eff = set(RcEffective, line.effective);
    QStringList notes;
    if (!line.error.isEmpty())
        notes << line.error;
    if (line.restored)
        notes << tr("restored to %1").arg(line.previous);
    else if (line.effectiveMismatch)
        notes << tr("effective affinity outside the request");
    else if (line.written)
        notes << tr("ok");
    else if (line.error.isEmpty())
        notes << tr("not written");
    QTableWidgetItem *note = set(RcNote, notes.join(QStringLiteral("; ")));
    if (line.effectiveMismatch && !line.restored) {
        eff->setBackground(kMismatch);
        note->setBackground(kMismatch);
        eff->setToolTip(tr("The kernel delivers IRQ %1 to CPUs %2, not within the requested %3")
                            .arg(line.irq)
                            .arg(line.effective, line.requested));
    }
    if (!line.error.isEmpty())
        note->setForeground(kError);
    note->setToolTip(note->text());
}

void ApplyDialog::fitResultColumns()
{
    for (int c = 0; c < RcNote; ++c)
        m_results->resizeColumnToContents(c);
}

void ApplyDialog::markReverted(const HelperIrqLine &line)
{
    if (const int row = m_rowOfIrq.value(line.irq, -1); row >= 0) {
        QTableWidgetItem *eff = m_results->item(row, RcEffective);
        QTableWidgetItem *note = m_results->item(row, RcNote);
        eff->setText(line.effective.isEmpty() ? QStringLiteral("–") : line.effective);
        eff->setBackground(QBrush());
        eff->setToolTip(QString());
        note->setBackground(QBrush());
        note->setText(
            line.restored
                ? tr("reverted to %1").arg(line.readBack.isEmpty() ? line.previous : line.readBack)
                : tr("not restored: %1").arg(line.error));
        note->setForeground(line.restored ? QBrush() : QBrush(kError));
        note->setToolTip(note->text());
    }
}

void ApplyDialog::showResult(const ApplyResult &r)
{
    for (const HelperIrqLine &l : r.output.irqs)
        addResult(l);
    // After a revert the rollback's own lines say where each IRQ is now.
    for (const HelperIrqLine &l : r.output.reverted)
        markReverted(l);
    addSteering(r.output);
    markSteeringReverted(r.output);
    m_resultTabs->setTabText(0, tr("IRQs (%1)").arg(m_results->rowCount()));
    // A plan of queues alone has nothing in the IRQ tab.
    if (m_results->rowCount() == 0 && m_steer->rowCount() > 0)
        m_resultTabs->setCurrentIndex(1);
    fitResultColumns();
    const bool good = r.outcome == ApplyOutcome::Kept;
    const bool undone = r.outcome == ApplyOutcome::Reverted;
    const QString color = good     ? QStringLiteral("#15803d")
                          : undone ? QStringLiteral("#a16207")
                                   : QStringLiteral("#b91c1c");
    QString title;
    switch (r.outcome) {
    case ApplyOutcome::Kept:
        title = tr("Applied");
        break;
    case ApplyOutcome::Reverted:
        title = tr("Reverted");
        break;
    case ApplyOutcome::DryRun:
        title = tr("Checked (dry run)");
        break;
    case ApplyOutcome::RolledBack:
        title = tr("Rolled back");
        break;
    case ApplyOutcome::RollbackIncomplete:
        title = tr("Rollback incomplete");
        break;
    case ApplyOutcome::Refused:
        title = tr("Refused");
        break;
    case ApplyOutcome::NotRun:
    case ApplyOutcome::PkexecRefused:
        title = tr("Not applied");
        break;
    case ApplyOutcome::Failed:
        title = tr("Failed");
        break;
    }
    m_resultTitle->setText(
        QStringLiteral("<h2 style=\"color:%1\">%2</h2>").arg(color, title.toHtmlEscaped()));
    QString text = r.message;
    int mismatches = 0;
    for (const HelperIrqLine &l : r.output.irqs)
        mismatches += l.effectiveMismatch ? 1 : 0;
    if (good && mismatches)
        text += QLatin1Char('\n') +
                tr("%n IRQ(s) are delivered outside the requested CPUs (highlighted): the "
                   "interrupt controller picks one CPU of the set, or the device cannot "
                   "follow the request.",
                   nullptr, mismatches);
    if (const QString counts = steeringCounts(r.output); !counts.isEmpty())
        text += QLatin1Char('\n') + counts;
    const QString errors = r.errorText.trimmed();
    if (!errors.isEmpty() && !good && !r.output.lastSummary()) // a summary already says it
        text += QLatin1Char('\n') + errors;
    m_resultText->setText(text);
    m_sudoBox->setVisible(!r.sudoCommand.isEmpty());
    m_sudo->setPlainText(r.sudoCommand);
    m_sudoIntro->setText(m_ctl->confirmTimeout() > 0
                             ? tr("Run this in a terminal instead. The first command applies the "
                                  "plan and undoes it after "
                                  "%n second(s) unless the second one confirms it in time.",
                                  nullptr, m_ctl->confirmTimeout())
                             : tr("Run this in a terminal instead:"));
    setPage(Page::Result);
    emit applyFinished(r);
}

} // namespace irqatlas
