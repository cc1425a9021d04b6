#include "ui/live/liveplots.h"

#include "live/ratesexport.h"
#include "live/sampler.h"
#include "model/printable.h"
#include "ui/live/costbar.h"
#include "ui/live/plotexport.h"
#include "ui/live/softirqbars.h"
#include "ui/live/timeplot.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <qcustomplot.h>

namespace irqatlas {

namespace {

const QColor kIrqColors[] = {QColor(0x25, 0x63, 0xeb), QColor(0xdc, 0x26, 0x26),
                             QColor(0x16, 0xa3, 0x4a), QColor(0xd9, 0x77, 0x06),
                             QColor(0x7c, 0x3a, 0xed), QColor(0x0e, 0x74, 0x90),
                             QColor(0xdb, 0x27, 0x77), QColor(0x4b, 0x55, 0x63)};

std::string irqKey(const IrqRate &r)
{
    return r.occurrence ? r.key + "#" + std::to_string(r.occurrence) : r.key;
}

} // namespace

LivePlots::LivePlots(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("livePlots"));
    m_pause = new QToolButton(this);
    m_pause->setText(tr("Pause"));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("Stop sampling; resuming starts a fresh interval"));
    m_interval = new QDoubleSpinBox(this);
    m_interval->setRange(Sampler::kMinInterval, Sampler::kMaxInterval);
    m_interval->setDecimals(2);
    m_interval->setSingleStep(0.5);
    m_interval->setValue(Sampler::kDefaultInterval);
    m_interval->setSuffix(tr(" s"));
    m_interval->setToolTip(tr("Sampling interval (0.1 to 60 seconds)"));
    m_windowBox = new QComboBox(this);
    m_windowBox->setObjectName(QStringLiteral("timeWindow"));
    m_windowBox->addItem(tr("1 min"), 60.0);
    m_windowBox->addItem(tr("5 min"), 300.0);
    m_windowBox->addItem(tr("10 min"), 600.0);
    m_windowBox->addItem(tr("All kept"), 0.0);
    m_windowBox->setCurrentIndex(0);
    m_windowBox->setToolTip(
        tr("Time the plots show; up to %n samples are kept", nullptr, int(kMaxTicks)));
    m_export = new QToolButton(this);
    m_export->setObjectName(QStringLiteral("liveExport"));
    m_export->setText(tr("Export"));
    m_export->setToolTip(tr("Save a plot as PNG or PDF, or the samples as CSV"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_export);
    menu->addAction(tr("IRQ &Time Plot…"), this, [this] { exportDialog(Plot::IrqTime); });
    menu->addAction(tr("IRQ &Rates Plot…"), this, [this] { exportDialog(Plot::IrqRates); });
    menu->addAction(tr("&Softirq Bars…"), this, [this] { exportDialog(Plot::Softirqs); });
    menu->addSeparator();
    menu->addAction(tr("Samples as &CSV…"), this, [this] { exportCsvDialog(); });
    m_export->setMenu(menu);
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    // On a row of its own and wrapped: beside the controls a long host name
    // made the dock (and every dock in its column) 500 px wide at least.
    m_status->setWordWrap(true);
    // Two short rows, not one long one: the dock shares its column with the
    // Interrupts dock, which must be able to give way to the graph.
    auto *controls = new QGridLayout;
    controls->addWidget(m_pause, 0, 0);
    controls->addWidget(new QLabel(tr("Interval:"), this), 0, 1);
    controls->addWidget(m_interval, 0, 2);
    controls->addWidget(m_export, 1, 0);
    controls->addWidget(new QLabel(tr("Show:"), this), 1, 1);
    controls->addWidget(m_windowBox, 1, 2);
    controls->setColumnStretch(3, 1);

    m_cpuPlot = makeTimePlot(this, tr("IRQ time %"));
    m_cpuPlot->setObjectName(QStringLiteral("irqTimePlot"));
    QCPGraph *hard = m_cpuPlot->addGraph();
    hard->setName(tr("hard IRQ %"));
    hard->setPen(QPen(QColor(0xdc, 0x26, 0x26)));
    hard->setBrush(QColor(0xdc, 0x26, 0x26, 90));
    QCPGraph *soft = m_cpuPlot->addGraph();
    // Stacked: the soft curve is drawn at hard+soft and filled down to hard.
    soft->setName(tr("soft IRQ % (stacked)"));
    soft->setPen(QPen(QColor(0xd9, 0x77, 0x06)));
    soft->setBrush(QColor(0xfb, 0xbf, 0x24, 90));
    soft->setChannelFillGraph(hard);
    // The irq/, napi/ and ksoftirqd/ threads' time on top: a threaded
    // setup does its interrupt work there, and without this curve it looked
    // idle. Its name says when the source has no thread times.
    QCPGraph *threads = m_cpuPlot->addGraph();
    threads->setPen(QPen(QColor(0x7c, 0x3a, 0xed)));
    threads->setBrush(QColor(0xa7, 0x8b, 0xfa, 90));
    threads->setChannelFillGraph(soft);
    setThreadCurveName(false);
    m_cpuPlot->setToolTip(
        tr("Mean over the selected CPUs (all when none is selected): hard IRQ, soft IRQ and the "
           "CPU time of the irq/, napi/ and ksoftirqd/ kernel threads, stacked. Thread times "
           "come only where the host's files are local (this machine)."));
    m_irqPlot = makeTimePlot(this, tr("IRQs/s"));
    m_irqPlot->setObjectName(QStringLiteral("irqRatePlot"));
    m_bars = new SoftirqBars(this);

    // The dock shares its height with other docks: two time plots on one
    // tab, the bars on another.
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    auto *overTime = new QWidget(m_tabs);
    auto *timeLayout = new QVBoxLayout(overTime);
    timeLayout->setContentsMargins(0, 0, 0, 0);
    timeLayout->addWidget(m_cpuPlot, 1);
    timeLayout->addWidget(m_irqPlot, 1);
    m_tabs->addTab(overTime, tr("Over time"));
    m_tabs->addTab(m_bars, tr("Softirqs per CPU"));

    m_costBar = new CostBar(this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_status);
    layout->addWidget(m_costBar);
    layout->addWidget(m_tabs, 1);

    for (QCustomPlot *p : {m_cpuPlot, m_irqPlot})
        p->installEventFilter(this);
    createMarks(m_cpuPlot, m_cpuMarks);
    createMarks(m_irqPlot, m_irqMarks);
    connect(m_pause, &QToolButton::toggled, this, [this](bool on) {
        m_pause->setText(on ? tr("Resume") : tr("Pause"));
        emit pauseRequested(on);
    });
    connect(m_interval, &QDoubleSpinBox::valueChanged, this, &LivePlots::intervalRequested);
    connect(m_windowBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { setTimeWindow(m_windowBox->itemData(i).toDouble()); });
    clear();
}

QCustomPlot *LivePlots::plot(Plot which) const
{
    switch (which) {
    case Plot::IrqTime:
        return m_cpuPlot;
    case Plot::IrqRates:
        return m_irqPlot;
    case Plot::Softirqs:
        return m_bars;
    }
    return nullptr;
}

void LivePlots::showPlot(Plot which)
{
    m_tabs->setCurrentIndex(which == Plot::Softirqs ? 1 : 0);
}

bool LivePlots::eventFilter(QObject *watched, QEvent *event)
{
    // A plot that was hidden while ticks arrived draws once when shown.
    if (event->type() == QEvent::Show)
        if (auto *p = qobject_cast<QCustomPlot *>(watched); p && p->property("stale").toBool()) {
            p->setProperty("stale", false);
            p->replot(QCustomPlot::rpQueuedReplot);
        }
    return QWidget::eventFilter(watched, event);
}

void LivePlots::redraw(QCustomPlot *plot)
{
    if (plot->isVisible())
        plot->replot(QCustomPlot::rpQueuedReplot);
    else
        plot->setProperty("stale", true);
}

void LivePlots::clear()
{
    m_history.clear();
    m_t0 = -1;
    for (int g = 0; g < kCpuGraphs; ++g)
        m_cpuPlot->graph(g)->data()->clear();
    m_hasThreadTime = false;
    setThreadCurveName(false);
    m_cpuPlot->setToolTip(
        tr("Mean over the selected CPUs (all when none is selected): hard IRQ, soft IRQ and the "
           "CPU time of the irq/, napi/ and ksoftirqd/ kernel threads, stacked. Thread times "
           "come only where the host's files are local (this machine)."));
    m_irqPlot->clearGraphs();
    m_irqGraph.clear();
    m_bars->clearData();
    applyWindow();
    placeMarks();
    redraw(m_cpuPlot);
    redraw(m_irqPlot);
}

void LivePlots::createMarks(QCustomPlot *plot, Marks &marks)
{
    auto span = [plot](const QColor &fill) {
        auto *r = new QCPItemRect(plot);
        r->setLayer(QStringLiteral("background"));
        r->setPen(Qt::NoPen);
        r->setBrush(fill);
        r->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        r->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
        r->setClipToAxisRect(true);
        r->setVisible(false);
        return r;
    };
    marks.a = span(QColor(0x25, 0x63, 0xeb, 40));
    marks.b = span(QColor(0xdb, 0x27, 0x77, 40));
    marks.playhead = new QCPItemStraightLine(plot);
    marks.playhead->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
    marks.playhead->setVisible(false);
}

void LivePlots::placeMarks()
{
    const bool head = m_replayMode && m_playheadNs && m_t0 >= 0;
    const double x = head ? timeOf(*m_playheadNs) : 0;
    for (Marks *m : {&m_cpuMarks, &m_irqMarks}) {
        m->playhead->setVisible(head);
        m->playhead->point1->setCoords(x, 0);
        m->playhead->point2->setCoords(x, 1);
        for (auto [rect, span] : {std::pair{m->a, &m_spanA}, std::pair{m->b, &m_spanB}}) {
            const bool on = m_replayMode && *span && m_t0 >= 0;
            rect->setVisible(on);
            if (on) {
                rect->topLeft->setCoords(timeOf((*span)->fromNs), 0);
                rect->bottomRight->setCoords(timeOf((*span)->toNs), 1);
            }
        }
    }
}

void LivePlots::setReplayMode(bool on)
{
    m_replayMode = on;
    m_pause->setVisible(!on);
    m_interval->setEnabled(!on);
    m_interval->setToolTip(on ? tr("The interval the recording was taken at")
                              : tr("Sampling interval (0.1 to 60 seconds)"));
    if (on)
        setTimeWindow(0);
    m_playheadNs.reset();
    m_spanA.reset();
    m_spanB.reset();
    placeMarks();
    redraw(m_cpuPlot);
    redraw(m_irqPlot);
}

void LivePlots::setPlayhead(std::int64_t monotonicNs)
{
    m_playheadNs = monotonicNs;
    placeMarks();
    redraw(m_cpuPlot);
    redraw(m_irqPlot);
}

double LivePlots::playheadTime() const
{
    return m_replayMode && m_playheadNs && m_t0 >= 0 ? timeOf(*m_playheadNs)
                                                     : std::numeric_limits<double>::quiet_NaN();
}

void LivePlots::setCompareSpans(const std::optional<TimeSpan> &a, const std::optional<TimeSpan> &b)
{
    m_spanA = a;
    m_spanB = b;
    placeMarks();
    redraw(m_cpuPlot);
    redraw(m_irqPlot);
}

void LivePlots::setInterval(double seconds)
{
    const QSignalBlocker block(m_interval);
    m_interval->setValue(seconds);
}

void LivePlots::setPaused(bool paused)
{
    const QSignalBlocker block(m_pause);
    m_pause->setChecked(paused);
    m_pause->setText(paused ? tr("Resume") : tr("Pause"));
}

void LivePlots::setStatus(const QString &text)
{
    // Gap reasons quote what a remote host or a recording said.
    m_status->setText(printableText(text));
}

void LivePlots::setTimeWindow(double seconds)
{
    m_window = std::max(seconds, 0.0);
    const int i = m_windowBox->findData(m_window);
    if (i >= 0 && i != m_windowBox->currentIndex()) {
        const QSignalBlocker block(m_windowBox);
        m_windowBox->setCurrentIndex(i);
    }
    applyWindow();
    redraw(m_cpuPlot);
    redraw(m_irqPlot);
}

void LivePlots::setCpus(const CpuSet &cpus)
{
    m_cpus = cpus;
    m_bars->setCpus(cpus);
    replotCpus();
}

double LivePlots::timeOf(std::int64_t monotonicNs) const
{
    // Replayed timestamps are outside input: a difference past 64 bits is
    // computed in floating point instead of overflowing.
    std::int64_t ns = 0;
    if (__builtin_sub_overflow(monotonicNs, m_t0, &ns))
        return (double(monotonicNs) - double(m_t0)) / 1e9;
    return double(ns) / 1e9;
}

void LivePlots::setThreadCurveName(bool has)
{
    // Short: the legend sits beside the plot and takes its width from the
    // longest name; the plot's tooltip says which threads.
    m_cpuPlot->graph(2)->setName(has ? tr("IRQ threads % (stacked)")
                                     : tr("IRQ threads: no thread times"));
}

void LivePlots::addCpuPoint(const Rates &rates)
{
    // The mean over the chosen CPUs that have a figure; none: a gap (NaN
    // breaks the line in QCustomPlot rather than drawing a false 0).
    double hard = 0, soft = 0, thread = 0;
    int nHard = 0, nSoft = 0, nThread = 0;
    for (const CpuRate &c : rates.cpus) {
        if (!m_cpus.empty() && !m_cpus.test(c.cpu))
            continue;
        if (c.hardirqPct)
            hard += *c.hardirqPct, ++nHard;
        if (c.softirqPct)
            soft += *c.softirqPct, ++nSoft;
        if (c.threadPct)
            thread += *c.threadPct, ++nThread;
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double h = nHard ? hard / nHard : nan;
    const double s = nSoft ? soft / nSoft : nan;
    const double t = timeOf(rates.monotonicNs);
    const double below = nHard || nSoft ? (nHard ? h : 0) + (nSoft ? s : 0) : nan;
    m_cpuPlot->graph(0)->addData(t, nHard ? h : (nSoft ? 0 : nan));
    m_cpuPlot->graph(1)->addData(t, nSoft ? (nHard ? h : 0) + s : (nHard ? h : nan));
    // Stacked on hard + soft; a source without thread times draws no curve.
    m_cpuPlot->graph(2)->addData(t, nThread ? (std::isnan(below) ? 0 : below) + thread / nThread
                                            : nan);
    if (nThread && !m_hasThreadTime) {
        m_hasThreadTime = true;
        setThreadCurveName(true);
    }
}

void LivePlots::replotCpus()
{
    for (int g = 0; g < kCpuGraphs; ++g)
        m_cpuPlot->graph(g)->data()->clear();
    // From the figures as the CSV prints them (two decimals): within 0.01
    // points of the curve drawn live, far below a pixel.
    Rates r;
    for (std::size_t i = 0; i < m_history.size(); ++i) {
        m_history.rates(i, r);
        addCpuPoint(r);
    }
    applyWindow();
    redraw(m_cpuPlot);
}

void LivePlots::applyWindow()
{
    double lo = 0, hi = m_window > 0 ? m_window : 60;
    if (!m_history.isEmpty()) {
        const double first = timeOf(m_history.monotonicNs(0)),
                     last = timeOf(m_history.monotonicNs(m_history.size() - 1));
        lo = m_window > 0 ? std::max(first, last - m_window) : first;
        hi = m_window > 0 ? lo + m_window : std::max(last, first + 1);
    }
    const QCPRange keys(lo, hi);
    m_cpuPlot->xAxis->setRange(keys);
    m_irqPlot->xAxis->setRange(keys);
    fitValueAxis(m_cpuPlot, keys, 1);
    fitValueAxis(m_irqPlot, keys, 1);
}

void LivePlots::addRates(const Rates &rates)
{
    if (m_t0 < 0)
        m_t0 = rates.monotonicNs;
    m_history.append(rates);
    addCpuPoint(rates);
    const double oldest = timeOf(m_history.monotonicNs(0));
    for (int g = 0; g < kCpuGraphs; ++g)
        m_cpuPlot->graph(g)->data()->removeBefore(oldest);
    addIrqPoints(rates, timeOf(rates.monotonicNs));
    m_bars->setRates(rates);
    applyWindow();
    placeMarks();
    redraw(m_cpuPlot);
    redraw(m_irqPlot);
}

void LivePlots::addIrqPoints(const Rates &rates, double t)
{
    // The busiest IRQs of this interval get a curve; curves that exist keep
    // going (at 0 when the IRQ was quiet) so a line never jumps.
    if (rates.isGap())
        return;
    for (const IrqRate *r : topIrqs(rates, kTopIrqs)) {
        const std::string key = irqKey(*r);
        if (m_irqGraph.count(key) || m_irqGraph.size() >= std::size(kIrqColors))
            continue;
        QCPGraph *g = m_irqPlot->addGraph();
        g->setName(QString::fromStdString(r->key) + QStringLiteral(" ") +
                   QString::fromStdString(r->name).left(24));
        g->setPen(QPen(kIrqColors[m_irqGraph.size()], 1));
        m_irqGraph[key] = m_irqPlot->graphCount() - 1;
    }
    // One figure per curve, not a map of every row that moved.
    std::array<double, std::size(kIrqColors)> now{};
    for (const IrqRate &r : rates.irqs)
        if (r.perSec)
            if (auto it = m_irqGraph.find(irqKey(r)); it != m_irqGraph.end())
                now[std::size_t(it->second)] = *r.perSec;
    const double oldest = timeOf(m_history.monotonicNs(0));
    for (int index = 0; index < m_irqPlot->graphCount(); ++index) {
        QCPGraph *g = m_irqPlot->graph(index);
        g->addData(t, now[std::size_t(index)]);
        g->data()->removeBefore(oldest);
    }
}

std::size_t LivePlots::historyBytes() const
{
    std::size_t n = m_history.bytes();
    for (QCustomPlot *p : {m_cpuPlot, m_irqPlot})
        for (int g = 0; g < p->graphCount(); ++g)
            n += std::size_t(p->graph(g)->dataCount()) * sizeof(QCPGraphData);
    return n;
}

Status LivePlots::exportPlot(Plot which, const QString &path, QSize size)
{
    QCustomPlot *p = plot(which);
    if (size.isEmpty())
        size = p->width() >= 200 && p->height() >= 100 ? p->size() : QSize(800, 400);
    const QString title =
        m_host.isEmpty() ? tr("irqatlas live plot") : tr("irqatlas live plot of %1").arg(m_host);
    return savePlot(p, path, size, title);
}

Status LivePlots::exportCsv(const QString &path) const
{
    return saveRatesCsv(
        m_history.size(), [this](std::size_t i, Rates &out) { m_history.rates(i, out); }, path);
}

void LivePlots::exportDialog(Plot which)
{
    QString filter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Plot"),
        m_host.isEmpty() ? QString() : m_host + QStringLiteral("-plot.png"),
        tr("PNG image (*.png);;PDF document (*.pdf)"), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path +=
            filter.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf") : QStringLiteral(".png");
    const Status s = exportPlot(which, path);
    setStatus(s ? tr("Saved %1").arg(path) : s.errorString());
}

void LivePlots::exportCsvDialog()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Samples"),
        m_host.isEmpty() ? QString() : m_host + QStringLiteral("-samples.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    const Status s = exportCsv(path);
    setStatus(s ? tr("Saved %1").arg(path) : s.errorString());
}

} // namespace irqatlas
