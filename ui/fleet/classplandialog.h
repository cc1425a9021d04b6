#pragma once

#include "fleet/fleetplan.h"
#include "fleet/fleetread.h"
#include "fleet/machineclass.h"

#include <QDialog>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace irqatlas {

class LatestWorker;

// Plan for this Class: one plan for a machine class of the Fleet window, made
// as irqatlas-cli fleet plan makes it (on the class's first host by name, on
// a worker thread) from the algorithm, the IRQ selector and the parameters
// asked for here. Shows the plan's size, the hosts it resolves on and those
// it does not, with why; saves the plan file, or exports the Ansible play
// that rolls it out to exactly the class's hosts.
class ClassPlanDialog : public QDialog
{
    Q_OBJECT
public:
    ClassPlanDialog(std::shared_ptr<const std::vector<FleetReading>> readings,
                    const MachineClass &machineClass, QWidget *parent = nullptr);
    ~ClassPlanDialog() override;

    QString classId() const { return m_class.id; }
    QComboBox *algorithmBox() const { return m_algorithm; }
    QLineEdit *irqsEdit() const { return m_irqs; }
    QLineEdit *paramsEdit() const { return m_params; }
    QLineEdit *serialEdit() const { return m_serial; }
    QLineEdit *checkCommandEdit() const { return m_check; }
    QPushButton *planButton() const { return m_planButton; }
    QPushButton *saveButton() const { return m_saveButton; }
    QPushButton *exportButton() const { return m_exportButton; }
    QListWidget *resolvesList() const { return m_resolves; }
    QListWidget *unresolvedList() const { return m_unresolved; }
    bool planning() const;
    // The last plan made, or nullptr.
    const ClassPlan *classPlan() const { return m_result ? &*m_result : nullptr; }
    // The message shown: the last mistake, or what was made or written.
    QString messageText() const;
    bool messageIsError() const { return m_messageIsError; }

    // The plan file at path; the Export button's folder, as it writes it.
    // Both show what came of it and return it.
    Status savePlanTo(const QString &path);
    Result<QStringList> exportPlayTo(const QString &dir);

public slots:
    // Starts planning; a mistake in the form is shown and nothing runs.
    void runPlan();

signals:
    // After every plan: ok when the class has a plan.
    void planFinished(bool ok);

private:
    QWidget *createForm();
    QWidget *createResult();
    void finishPlan(ClassPlan &&plan);
    void showResult();
    void showMessage(const QString &text, bool error);
    void askSavePath();
    void askExportDir();

    std::shared_ptr<const std::vector<FleetReading>> m_readings;
    MachineClass m_class;
    QComboBox *m_algorithm = nullptr;
    QLineEdit *m_irqs = nullptr;
    QLineEdit *m_params = nullptr;
    QLineEdit *m_serial = nullptr;
    QLineEdit *m_check = nullptr;
    QPushButton *m_planButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_message = nullptr;
    QListWidget *m_resolves = nullptr;
    QListWidget *m_unresolved = nullptr;
    LatestWorker *m_worker;
    std::optional<ClassPlan> m_result;
    bool m_messageIsError = false;
};

} // namespace irqatlas
