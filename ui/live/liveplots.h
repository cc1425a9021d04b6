#pragma once

#include "live/cpufigurehistory.h"
#include "live/rates.h"
#include "model/cpuset.h"
#include "model/result.h"

#include <QSize>
#include <QWidget>
#include <map>
#include <optional>
#include <string>

class QComboBox;
class QCustomPlot;
class QCPItemRect;
class QCPItemStraightLine;
class QDoubleSpinBox;
class QLabel;
class QTabWidget;
class QToolButton;

namespace irqatlas {

class CostBar;
class SoftirqBars;

// The "Live" dock: stacked hard/soft IRQ and IRQ thread time of the selected CPUs (all when
// none is selected) and the rates of the busiest IRQs over time, softirqs per
// CPU as stacked bars, with pause, interval and time-window controls and
// exports. Plots that are not on screen keep their data current and draw
// when they are shown again.
class LivePlots : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kTopIrqs = 5;
    static constexpr std::size_t kMaxTicks = 600;
    // Curves of the IRQ time plot: hard, soft (stacked), IRQ threads (stacked).
    static constexpr int kCpuGraphs = 3;

    enum class Plot
    {
        IrqTime,
        IrqRates,
        Softirqs
    };

    explicit LivePlots(QWidget *parent = nullptr);

    void addRates(const Rates &rates);
    void clear();
    // Whether a kept interval has the IRQ threads' CPU time (the host's
    // files are local); else the thread curve's name says there is none.
    bool hasThreadTime() const { return m_hasThreadTime; }
    // Recomputes the CPU plot over the kept history for these CPUs.
    void setCpus(const CpuSet &cpus);
    void setInterval(double seconds);
    void setPaused(bool paused);
    void setStatus(const QString &text);
    // The machine the plots are of: named in exported files (PNG text and
    // PDF title) and in the file names the export dialogs suggest.
    void setHost(const QString &host) { m_host = host; }
    // Seconds of history the time plots show; 0: all that is kept.
    void setTimeWindow(double seconds);
    double timeWindow() const { return m_window; }

    // A replay: the timeline's bar is the one play control (Pause and the
    // interval box hide), the plots hold the whole recording and a
    // playhead marks the interval on show.
    void setReplayMode(bool on);
    bool replayMode() const { return m_replayMode; }
    // Where the time axis starts (a replay: its first sample, so the axis
    // reads as the timeline's seconds); cleared by clear().
    void setTimeOrigin(std::int64_t monotonicNs) { m_t0 = monotonicNs; }
    // The playhead at the end of the interval that ends at this sample time.
    void setPlayhead(std::int64_t monotonicNs);
    // Seconds from the first point to the playhead; NaN when there is none.
    double playheadTime() const;
    // Ranges A and B of a replay's comparison shaded on the time plots, by
    // the sample times their intervals end at; an empty pair hides them.
    struct TimeSpan
    {
        std::int64_t fromNs = 0;
        std::int64_t toNs = 0;
    };
    void setCompareSpans(const std::optional<TimeSpan> &a, const std::optional<TimeSpan> &b);

    // PNG or PDF by the file's suffix; an empty size keeps the plot's size on
    // screen. The error names the file.
    Status exportPlot(Plot which, const QString &path, QSize size = {});
    // The kept samples in the CSV shape of 'irqatlas-cli watch --format csv'.
    Status exportCsv(const QString &path) const;
    // Intervals kept: the newest kMaxTicks. They bound "All kept" too.
    std::size_t sampleCount() const { return m_history.size(); }
    // Bytes the kept history holds (container capacity x element size,
    // including the plots' curves): what grows with the machine's size.
    std::size_t historyBytes() const;

    QCustomPlot *cpuPlot() const { return m_cpuPlot; }
    QCustomPlot *irqPlot() const { return m_irqPlot; }
    SoftirqBars *softirqBars() const { return m_bars; }
    // Measure IRQ Cost: the duration, the button and the last result.
    CostBar *costBar() const { return m_costBar; }
    QCustomPlot *plot(Plot which) const;
    // Brings the tab holding a plot to the front.
    void showPlot(Plot which);

signals:
    void pauseRequested(bool paused);
    void intervalRequested(double seconds);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void replotCpus();
    void addCpuPoint(const Rates &rates);
    void setThreadCurveName(bool has);
    void addIrqPoints(const Rates &rates, double t);
    void applyWindow();
    void redraw(QCustomPlot *plot);
    double timeOf(std::int64_t monotonicNs) const;
    void exportDialog(Plot which);
    void exportCsvDialog();

    QTabWidget *m_tabs;
    QCustomPlot *m_cpuPlot;
    QCustomPlot *m_irqPlot;
    SoftirqBars *m_bars;
    CostBar *m_costBar;
    QToolButton *m_pause;
    QDoubleSpinBox *m_interval;
    QComboBox *m_windowBox;
    QToolButton *m_export;
    QLabel *m_status;
    CpuSet m_cpus;
    double m_window = 60;
    bool m_hasThreadTime = false;
    // Per-CPU figures of the kept intervals, as the CSV prints them: the CPU
    // curve is recomputed from them when the selection changes, and they are
    // what the CSV export writes. IRQ rows and softirq types are not kept:
    // the rate curves hold their totals, the bars only the latest interval.
    CpuFigureHistory m_history{kMaxTicks};
    std::map<std::string, int> m_irqGraph; // IRQ key -> graph index of m_irqPlot
    std::int64_t m_t0 = -1;
    QString m_host;
    bool m_replayMode = false;
    std::optional<std::int64_t> m_playheadNs;
    // Per time plot: the playhead line and the shaded ranges A and B.
    struct Marks
    {
        QCPItemStraightLine *playhead = nullptr;
        QCPItemRect *a = nullptr;
        QCPItemRect *b = nullptr;
    };
    Marks m_cpuMarks, m_irqMarks;
    void createMarks(QCustomPlot *plot, Marks &marks);
    void placeMarks();
    std::optional<TimeSpan> m_spanA, m_spanB;
};

} // namespace irqatlas
