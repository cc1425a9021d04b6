#pragma once

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QToolButton;

namespace irqatlas {

// The Live dock's row for measuring interrupt cost from the kernel's
// tracepoints: a duration, one button that measures (and cancels while it
// runs), where /proc/stat does not account IRQ time a note that says so and
// offers the measurement, the last result in a line, and whether the
// softirq bars show its time.
class CostBar : public QWidget
{
    Q_OBJECT
public:
    explicit CostBar(QWidget *parent = nullptr);

    double seconds() const;
    void setSeconds(double seconds);
    // While it runs the button cancels.
    void setRunning(bool running);
    bool running() const { return m_running; }
    // The source's /proc/stat has no hard-IRQ time (no
    // CONFIG_IRQ_TIME_ACCOUNTING): the note offers the measurement.
    void setUnaccounted(bool unaccounted);
    // A source that cannot be measured (a saved tree, a file, a replay):
    // the row hides, the button is disabled and its tooltip says why;
    // empty shows and enables it.
    void setUnavailable(const QString &why);
    void setResult(const QString &text);
    // The softirq bars show the measurement's time (enabled once there is one).
    void setHasMeasurement(bool has);
    bool softirqTime() const;
    void setSoftirqTime(bool on);
    QToolButton *button() const { return m_button; }

signals:
    void measureRequested(double seconds);
    void cancelRequested();
    void softirqTimeToggled(bool on);

private:
    void updateButton();

    QDoubleSpinBox *m_seconds;
    QToolButton *m_button;
    QLabel *m_note;
    QLabel *m_result;
    QCheckBox *m_softirqTime;
    QString m_unavailable;
    bool m_running = false;
};

} // namespace irqatlas
