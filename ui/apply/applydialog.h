#pragma once

#include "ui/apply/applybackend.h"
#include "ui/apply/applyreview.h"

#include <QDialog>
#include <QHash>
#include <QMap>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QWidget;

namespace irqatlas {

// Apply…: review (diff, lint, irqbalance, command) -> applying -> "Keep these
// settings?" with a countdown -> the result per IRQ (requested, written,
// effective; mismatches flagged) and per kernel thread and queue file
// (written, read back, restored, gone, error), with the sudo command when
// pkexec is missing or refused. Closing the dialog while it counts down reverts.
class ApplyDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Page
    {
        Review,
        Applying,
        Confirm,
        Result
    };

    // The backend (this machine's helper or a remote host) is configured by
    // the caller (helper, host, timeout) and owned by the dialog from here on.
    ApplyDialog(ApplyReviewInput input, ApplyBackend *controller, QWidget *parent = nullptr);

    Page page() const;
    ApplyBackend *controller() const { return m_ctl; }
    ApplyReview *review() const { return m_review; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *keepButton() const { return m_keep; }
    QPushButton *revertButton() const { return m_revertNow; }
    QPushButton *closeButton() const { return m_close; }
    QPushButton *copyButton() const { return m_copy; }
    QPlainTextEdit *sudoText() const { return m_sudo; }
    QTableWidget *resultTable() const { return m_results; }
    // Kernel threads, then queue files, as the helper reported them.
    QTableWidget *steeringTable() const { return m_steer; }
    QTabWidget *resultTabs() const { return m_resultTabs; }
    QLabel *resultTitle() const { return m_resultTitle; }
    QLabel *countdownLabel() const { return m_countdown; }
    QLabel *blockLabel() const { return m_block; }

    void startApply();
    // Escape and the close button: while it counts down, this reverts.
    void reject() override;

signals:
    void applyFinished(const irqatlas::ApplyResult &result);

private:
    void setPage(Page p);
    void updateApplyButton();
    void addResult(const HelperIrqLine &line);
    void markReverted(const HelperIrqLine &line);
    void fitResultColumns();
    QTableWidget *buildSteeringTable();
    void addSteering(const HelperOutput &out);
    void markSteeringReverted(const HelperOutput &out);
    QString steeringCounts(const HelperOutput &out) const;
    void showResult(const ApplyResult &r);
    void showCountdown(int secondsLeft);
    QWidget *buildApplyingPage();
    QWidget *buildConfirmPage();
    QWidget *buildResultPage();

    Plan m_plan;
    QMap<int, QString> m_names; // IRQ -> action names
    QHash<int, int> m_rowOfIrq; // IRQ -> row of the result table
    // "t:PID" / "q:IF/QUEUE/FILE" -> row of the steering table
    QHash<QString, int> m_rowOfSteer;
    ApplyBackend *m_ctl;
    ApplyReview *m_review;
    QStackedWidget *m_pages;
    QTableWidget *m_results;
    QTableWidget *m_steer;
    QTabWidget *m_resultTabs;
    QLabel *m_block;
    QPushButton *m_apply;
    QPushButton *m_cancel;
    QPushButton *m_keep;
    QPushButton *m_revertNow;
    QPushButton *m_close;
    QLabel *m_countdown = nullptr;
    QProgressBar *m_countdownBar = nullptr;
    QLabel *m_resultTitle = nullptr;
    QLabel *m_resultText = nullptr;
    QWidget *m_sudoBox = nullptr;
    QLabel *m_sudoIntro = nullptr;
    QPlainTextEdit *m_sudo = nullptr;
    QPushButton *m_copy = nullptr;
};

} // namespace irqatlas
