#pragma once

#include "live/samplesource.h"
#include "model/plan.h"
#include "trial/verdict.h"
#include "ui/apply/applybackend.h"

#include <QDialog>
#include <memory>
#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace irqatlas {

class Sampler;

// Plan > Try Plan…: the trial of `irqatlas-cli trial` in a dialog. A
// baseline, the apply through the backend with its confirmation wait armed,
// one interval to settle, the after phase, then the verdict; Keep confirms,
// Revert (or closing the dialog) undoes the plan at once, and without an
// answer the helper undoes it by itself when its time runs out. A dry run
// applies nothing (an A/A trial).
class TryPlanDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Stage
    {
        Setup,
        Before,
        Applying,
        Settle,
        After,
        Deciding,
        Done
    };

    // backend: owned (reparented); source: the machine's live samples.
    TryPlanDialog(Plan plan, TrialScope scope, std::unique_ptr<SampleSource> source,
                  ApplyBackend *backend, QWidget *parent = nullptr);
    ~TryPlanDialog() override;

    void setDurations(double beforeSeconds, double afterSeconds, double intervalSeconds);
    void setDryRun(bool dry);
    // The Start button.
    void start();
    Stage stage() const { return m_stage; }
    // Set once the after phase is measured.
    const std::optional<Verdict> &verdict() const { return m_verdict; }
    QString statusText() const;
    QPushButton *keepButton() const { return m_keep; }
    QPushButton *revertButton() const { return m_revert; }
    QTableWidget *verdictTable() const { return m_table; }

signals:
    // The trial ended: kept is true only when the plan was confirmed.
    void trialFinished(bool kept, const QString &message);

protected:
    void reject() override;

private:
    void onSample(const Sample &s);
    void feed(TrialPhase &phase, const Sample &s);
    void beginAfterWait();
    void showVerdict();
    void end(bool kept, const QString &message);
    void setStatus(const QString &text);

    Plan m_plan;
    TrialScope m_scope;
    std::unique_ptr<SampleSource> m_source;
    ApplyBackend *m_backend;
    std::unique_ptr<Sampler> m_sampler;
    TrialPhase m_before;
    TrialPhase m_after;
    std::optional<Sample> m_last;
    std::optional<Verdict> m_verdict;
    Stage m_stage = Stage::Setup;
    bool m_settleBaseline = false;
    std::int64_t m_resumedNs = 0;
    int m_beforeIntervals = 10;
    int m_afterIntervals = 10;

    QDoubleSpinBox *m_beforeBox;
    QDoubleSpinBox *m_afterBox;
    QDoubleSpinBox *m_intervalBox;
    QCheckBox *m_dry;
    QPushButton *m_start;
    QPushButton *m_keep;
    QPushButton *m_revert;
    QLabel *m_status;
    QTableWidget *m_table;
};

} // namespace irqatlas
