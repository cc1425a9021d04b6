#pragma once

#include "model/cpuset.h"

#include <optional>
#include <qcustomplot.h>
#include <string>
#include <vector>

namespace irqatlas {

struct Rates;
struct CostReport;

// Softirqs per second of the last interval as one bar per CPU, stacked by
// softirq type (NET_RX, TIMER, RCU, ...). Shows the selected CPUs, or the
// busiest CPUs when none is selected; at most kMaxCpus bars so the labels
// stay readable (the busiest of a larger selection).
class SoftirqBars : public QCustomPlot
{
    Q_OBJECT
public:
    static constexpr int kBusiest = 8;
    static constexpr int kMaxCpus = 32;

    explicit SoftirqBars(QWidget *parent = nullptr);

    // Keeps the figures of the interval; a gap clears the bars.
    void setRates(const Rates &rates);
    // The softirq time per CPU and type of a cost measurement (null forgets
    // it), shown instead of the live rates while setShowTime(true).
    void setMeasuredTime(const CostReport *cost);
    void setShowTime(bool on);
    bool showsTime() const { return m_showTime; }
    void setCpus(const CpuSet &cpus);
    void clearData();

    // CPU ids of the bars, left to right (ascending id).
    const std::vector<int> &shownCpus() const { return m_shown; }
    // The bars of one softirq type ("NET_RX"); nullptr when the kernel has none.
    QCPBars *bars(const QString &type) const;
    // softirq/s of a type on a bar's CPU as plotted; nullopt when not shown.
    std::optional<double> plotted(const QString &type, int cpu) const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void setTypes(const std::vector<std::string> &names);
    void rebuild();

    CpuSet m_cpus;
    std::vector<std::string> m_types;
    std::vector<QCPBars *> m_bars; // per type, stacked in /proc/softirqs order
    // The latest interval: CPU ids and softirq/s per CPU and type (NaN: gap).
    std::vector<int> m_cpuIds;
    std::vector<float> m_perSec;
    std::vector<std::string> m_liveTypes;
    // The measurement: CPU ids ascending, % of the window per CPU and type.
    std::vector<int> m_timeIds;
    std::vector<float> m_timePct;
    std::vector<std::string> m_timeTypes;
    bool m_showTime = false;
    std::vector<int> m_shown;
    bool m_dirty = false; // figures changed while the plot was hidden
};

} // namespace irqatlas
