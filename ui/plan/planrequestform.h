#pragma once

#include "model/result.h"
#include "plan/planrequest.h"

#include <QString>
#include <QWidget>
#include <map>
#include <memory>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace irqatlas {

struct CostReport;

struct PlanMachine;
struct Rates;

// What a plan is asked for: the algorithm with its parameters, the IRQ
// selection (the CLI's --irqs syntax) and the request's node / cpus / exclude,
// plus what the CLI takes from the machine: isolcpus and nohz_full. With live
// rates the IRQs are weighed by them (unless unticked), else by their counts.
// Mistakes are shown next to the field and keep request() from succeeding.
class PlanRequestForm : public QWidget
{
    Q_OBJECT
public:
    explicit PlanRequestForm(QWidget *parent = nullptr);

    // The IRQ table the selection is checked against as it is typed. Drops
    // the live rates (they belong to the previous machine).
    void setMachine(std::shared_ptr<const PlanMachine> machine);
    // The latest interval of the live monitor; gaps keep the previous rates.
    void setLiveRates(std::shared_ptr<const Rates> rates);
    bool hasLiveRates() const { return m_rates != nullptr; }
    void setUseLiveRates(bool on);
    // The last cost measurement of this machine (Measure IRQ Cost): when on,
    // IRQs weigh by their measured handler time, as `plan --weights-from`
    // weighs them; null forgets it.
    void setCost(std::shared_ptr<const CostReport> cost);
    QCheckBox *costBox() const { return m_useCost; }

    QString algorithm() const;
    bool setAlgorithm(const QString &name);
    void setSelection(const QString &text);
    void setParam(const QString &key, const QString &value); // for the current algorithm
    void setNode(const QString &text);
    void setCpus(const QString &text);
    void setExclude(const QString &text);

    // The request, or the first mistake naming its field (also shown inline).
    Result<PlanRequest> request();
    QString selectionError() const;
    // Translated: the weights request() gives ("live rates over 2.0 s",
    // "IRQ time measured over 5.0 s", "interrupt counts since boot").
    QString weightsText() const;

    QComboBox *algorithmBox() const { return m_algorithm; }
    QLineEdit *selectionEdit() const { return m_irqs; }
    QLineEdit *paramEdit(const QString &key) const;
    QLineEdit *cpusEdit() const { return m_cpus; }
    QCheckBox *liveRatesBox() const { return m_useRates; }
    // The mistakes the form shows (the IRQ selection's, then the request's).
    // Not part of the form's own layout: the owner puts it below the button
    // that runs the request, so a message that appears never moves it.
    QWidget *hintArea() const { return m_hints; }

signals:
    void changed();

private:
    void rebuildParams();
    void checkSelection();
    void showError(const QString &message);
    void updateWeights();
    void updateCpusHint();
    bool usesCost() const;

    std::shared_ptr<const PlanMachine> m_machine;
    QComboBox *m_algorithm;
    QLineEdit *m_irqs;
    QLabel *m_irqsError;
    QLineEdit *m_node;
    QLineEdit *m_cpus;
    QLineEdit *m_exclude;
    QCheckBox *m_useRates;
    QCheckBox *m_useCost;
    std::shared_ptr<const CostReport> m_cost;
    QLabel *m_weights;
    std::shared_ptr<const Rates> m_rates;
    QWidget *m_paramBox;
    QFormLayout *m_paramForm;
    QLabel *m_noParams;
    std::map<QString, QLineEdit *> m_params;    // a choice's edit is its combo box's
    std::map<QString, QWidget *> m_paramFields; // what the form row holds
    std::map<QString, QString> m_paramValues;   // typed values survive switching algorithms
    QLabel *m_error;
    QWidget *m_hints;
};

} // namespace irqatlas
