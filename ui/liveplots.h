#pragma once

#include "cpuset.h"
#include "rates.h"

#include <QWidget>

#include <deque>
#include <map>
#include <string>
#include <vector>

class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QToolButton;

namespace irqatlas {

// The "Live" dock: stacked hard/soft IRQ time of the selected CPUs (all when
// none is selected) and the rates of the busiest IRQs over time, with pause
// and interval controls that the monitor listens to.
class LivePlots : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kTopIrqs = 5;
    static constexpr std::size_t kMaxTicks = 600;

    explicit LivePlots(QWidget *parent = nullptr);

    void addRates(const Rates &rates);
    void clear();
    // Recomputes the CPU plot over the kept history for these CPUs.
    void setCpus(const CpuSet &cpus);
    void setInterval(double seconds);
    void setPaused(bool paused);
    void setStatus(const QString &text);

    QCustomPlot *cpuPlot() const { return m_cpuPlot; }
    QCustomPlot *irqPlot() const { return m_irqPlot; }

signals:
    void pauseRequested(bool paused);
    void intervalRequested(double seconds);

private:
    struct Tick
    {
        double t; // seconds since the first tick
        std::vector<float> hard, soft; // per CPU id, NaN: no figure
    };
    void replotCpus();
    void addCpuPoint(const Tick &tick);

    QCustomPlot *m_cpuPlot;
    QCustomPlot *m_irqPlot;
    QToolButton *m_pause;
    QDoubleSpinBox *m_interval;
    QLabel *m_status;
    CpuSet m_cpus;
    std::deque<Tick> m_ticks;
    std::map<std::string, int> m_irqGraph; // IRQ key -> graph index of m_irqPlot
    std::int64_t m_t0 = -1;
};

} // namespace irqatlas
