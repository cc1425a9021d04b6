#pragma once

#include "hold/trialsequencer.h"
#include "live/samplesource.h"
#include "model/plan.h"
#include "model/result.h"
#include "trial/verdict.h"
#include "ui/apply/applybackend.h"

#include <QDateTime>
#include <QDialog>
#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTemporaryDir;

namespace irqatlas {

class RecordingWriter;

// Plan > Try Plan…: the trial of `irqatlas-cli trial` in a dialog, run by
// the same TrialSequencer (core/hold). A baseline, the apply through the
// backend's held apply, one interval to settle, the after phase, then the
// verdict; Keep confirms,
// Revert (or closing the dialog) undoes the plan at once, and without an
// answer the helper undoes it by itself when its time runs out. A dry run
// applies nothing (an A/A trial). The metric command runs as the CLI's
// --metric does at the end of each phase; Save Results… writes what
// `trial --out DIR` writes.
class TryPlanDialog : public QDialog
{
    Q_OBJECT
public:
    using Stage = TrialSequencer::Stage;

    // backend: owned (reparented); source: the machine's live samples.
    TryPlanDialog(Plan plan, TrialScope scope, std::unique_ptr<SampleSource> source,
                  ApplyBackend *backend, QWidget *parent = nullptr);
    ~TryPlanDialog() override;

    void setDurations(double beforeSeconds, double afterSeconds, double intervalSeconds);
    void setDryRun(bool dry);
    // The metric command (empty: none), as typed in its field.
    void setMetricCommand(const QString &command);
    // The Start button.
    void start();
    Stage stage() const { return m_seq->stage(); }
    // Set once the after phase is measured.
    const std::optional<Verdict> &verdict() const { return m_verdict; }
    QString statusText() const;
    QPushButton *keepButton() const { return m_keep; }
    QPushButton *revertButton() const { return m_revert; }
    QTableWidget *verdictTable() const { return m_table; }
    QPushButton *saveButton() const { return m_save; }
    // The figures of the metric command, once each phase ran it.
    std::optional<double> metricBefore() const { return m_seq->metricBefore(); }
    std::optional<double> metricAfter() const { return m_seq->metricAfter(); }

    // Writes both recordings, the plan, the helper's output and journal (when
    // there are) and report.json into dir (new or empty), as `irqatlas-cli
    // trial --out DIR` does; only once the trial has ended with a verdict.
    // note: why journal.json is left out, when the user should know (a
    // remote host's journal, trialJournal()).
    Status saveResults(const QString &dir, QString *note = nullptr) const;

signals:
    // The trial ended: kept is true only when the plan was confirmed.
    void trialFinished(bool kept, const QString &message);

protected:
    void reject() override;

private:
    void wireTrial();
    void onStage(Stage stage);
    void startApply();
    QString stopText() const;
    void onFinished();
    void showVerdict();
    void end(bool kept, const QString &message);
    void setStatus(const QString &text);
    void chooseAndSave();

    Plan m_plan;
    std::unique_ptr<SampleSource> m_source;
    ApplyBackend *m_backend;
    TrialSequencer *m_seq;
    std::optional<Verdict> m_verdict;
    QString m_sourceName;
    QString m_metricCommand; // as started
    QDateTime m_started;
    std::unique_ptr<QTemporaryDir> m_work; // the recordings until saved
    std::unique_ptr<RecordingWriter> m_beforeRec;
    std::unique_ptr<RecordingWriter> m_afterRec;
    bool m_kept = false;
    QString m_error;

    QDoubleSpinBox *m_beforeBox;
    QDoubleSpinBox *m_afterBox;
    QDoubleSpinBox *m_intervalBox;
    QCheckBox *m_dry;
    QLineEdit *m_metricEdit;
    QPushButton *m_start;
    QPushButton *m_keep;
    QPushButton *m_revert;
    QPushButton *m_save;
    QLabel *m_status;
    QTableWidget *m_table;
};

} // namespace irqatlas
