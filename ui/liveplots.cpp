#include "liveplots.h"

#include "sampler.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace irqatlas {

namespace {

QCustomPlot *makePlot(QWidget *parent, const QString &yLabel)
{
    auto *plot = new QCustomPlot(parent);
    plot->setMinimumHeight(140);
    plot->xAxis->setLabel(QCoreApplication::translate("LivePlots", "seconds"));
    plot->yAxis->setLabel(yLabel);
    plot->legend->setVisible(true);
    plot->legend->setFont(QFont(plot->font().family(), 8));
    // See-through, so the curves under the legend stay visible.
    plot->legend->setBrush(QColor(255, 255, 255, 170));
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    return plot;
}

const QColor kIrqColors[] = {QColor(0x25, 0x63, 0xeb), QColor(0xdc, 0x26, 0x26), QColor(0x16, 0xa3, 0x4a),
                             QColor(0xd9, 0x77, 0x06), QColor(0x7c, 0x3a, 0xed), QColor(0x0e, 0x74, 0x90),
                             QColor(0xdb, 0x27, 0x77), QColor(0x4b, 0x55, 0x63)};

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
    m_interval->setDecimals(1);
    m_interval->setSingleStep(0.5);
    m_interval->setValue(Sampler::kDefaultInterval);
    m_interval->setSuffix(tr(" s"));
    m_interval->setToolTip(tr("Sampling interval (0.1 to 60 seconds)"));
    m_status = new QLabel(this);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_pause);
    controls->addWidget(new QLabel(tr("Interval:"), this));
    controls->addWidget(m_interval);
    controls->addWidget(m_status, 1);

    m_cpuPlot = makePlot(this, tr("IRQ time %"));
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
    m_irqPlot = makePlot(this, tr("IRQs/s"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_cpuPlot, 1);
    layout->addWidget(m_irqPlot, 1);

    connect(m_pause, &QToolButton::toggled, this, [this](bool on) {
        m_pause->setText(on ? tr("Resume") : tr("Pause"));
        emit pauseRequested(on);
    });
    connect(m_interval, &QDoubleSpinBox::valueChanged, this, &LivePlots::intervalRequested);
    clear();
}

void LivePlots::clear()
{
    m_ticks.clear();
    m_t0 = -1;
    m_cpuPlot->graph(0)->data()->clear();
    m_cpuPlot->graph(1)->data()->clear();
    m_irqPlot->clearGraphs();
    m_irqGraph.clear();
    m_cpuPlot->replot();
    m_irqPlot->replot();
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

void LivePlots::setStatus(const QString &text) { m_status->setText(text); }

void LivePlots::setCpus(const CpuSet &cpus)
{
    m_cpus = cpus;
    replotCpus();
}

void LivePlots::addCpuPoint(const Tick &tick)
{
    // The mean over the chosen CPUs that have a figure; none: a gap (NaN
    // breaks the line in QCustomPlot rather than drawing a false 0).
    double hard = 0, soft = 0;
    int nHard = 0, nSoft = 0;
    for (std::size_t c = 0; c < tick.hard.size(); ++c) {
        if (!m_cpus.empty() && !m_cpus.test(int(c)))
            continue;
        if (!std::isnan(tick.hard[c]))
            hard += double(tick.hard[c]), ++nHard;
        if (!std::isnan(tick.soft[c]))
            soft += double(tick.soft[c]), ++nSoft;
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double h = nHard ? hard / nHard : nan;
    const double s = nSoft ? soft / nSoft : nan;
    m_cpuPlot->graph(0)->addData(tick.t, nHard ? h : (nSoft ? 0 : nan));
    m_cpuPlot->graph(1)->addData(tick.t, nSoft ? (nHard ? h : 0) + s : (nHard ? h : nan));
}

void LivePlots::replotCpus()
{
    m_cpuPlot->graph(0)->data()->clear();
    m_cpuPlot->graph(1)->data()->clear();
    for (const Tick &t : m_ticks)
        addCpuPoint(t);
    m_cpuPlot->rescaleAxes();
    m_cpuPlot->yAxis->setRangeLower(0);
    m_cpuPlot->replot();
}

void LivePlots::addRates(const Rates &rates)
{
    if (m_t0 < 0)
        m_t0 = rates.monotonicNs;
    Tick tick;
    tick.t = double(rates.monotonicNs - m_t0) / 1e9;
    const float nan = std::numeric_limits<float>::quiet_NaN();
    int n = 0;
    for (const CpuRate &c : rates.cpus)
        n = std::max(n, c.cpu + 1);
    tick.hard.assign(std::size_t(n), nan);
    tick.soft.assign(std::size_t(n), nan);
    for (const CpuRate &c : rates.cpus) {
        if (c.cpu < 0)
            continue;
        if (c.hardirqPct)
            tick.hard[std::size_t(c.cpu)] = float(*c.hardirqPct);
        if (c.softirqPct)
            tick.soft[std::size_t(c.cpu)] = float(*c.softirqPct);
    }
    addCpuPoint(tick);
    m_ticks.push_back(std::move(tick));
    if (m_ticks.size() > kMaxTicks) {
        m_ticks.pop_front();
        m_cpuPlot->graph(0)->data()->removeBefore(m_ticks.front().t);
        m_cpuPlot->graph(1)->data()->removeBefore(m_ticks.front().t);
    }
    const double t = m_ticks.back().t;

    // The busiest IRQs of this interval get a curve; curves that exist keep
    // going (at 0 when the IRQ was quiet) so a line never jumps.
    if (!rates.isGap()) {
        std::vector<const IrqRate *> top;
        for (const IrqRate &r : rates.irqs)
            if (r.perSec)
                top.push_back(&r);
        const std::size_t k = std::min<std::size_t>(top.size(), kTopIrqs);
        std::partial_sort(top.begin(), top.begin() + std::ptrdiff_t(k), top.end(),
                          [](const IrqRate *a, const IrqRate *b) { return *a->perSec > *b->perSec; });
        top.resize(k);
        for (const IrqRate *r : top) {
            const std::string key = r->key + (r->occurrence ? "#" + std::to_string(r->occurrence) : std::string());
            if (m_irqGraph.count(key) || m_irqGraph.size() >= std::size(kIrqColors))
                continue;
            QCPGraph *g = m_irqPlot->addGraph();
            g->setName(QString::fromStdString(r->key) + QStringLiteral(" ") + QString::fromStdString(r->name).left(24));
            g->setPen(QPen(kIrqColors[m_irqGraph.size()], 1.5));
            m_irqGraph[key] = m_irqPlot->graphCount() - 1;
        }
        std::map<std::string, double> now;
        for (const IrqRate &r : rates.irqs)
            if (r.perSec)
                now[r.key + (r.occurrence ? "#" + std::to_string(r.occurrence) : std::string())] = *r.perSec;
        for (const auto &[key, index] : m_irqGraph) {
            auto it = now.find(key);
            QCPGraph *g = m_irqPlot->graph(index);
            g->addData(t, it != now.end() ? it->second : 0.0);
            g->data()->removeBefore(m_ticks.front().t);
        }
    }
    m_cpuPlot->rescaleAxes();
    m_cpuPlot->yAxis->setRangeLower(0);
    m_irqPlot->rescaleAxes();
    m_irqPlot->yAxis->setRangeLower(0);
    m_cpuPlot->replot(QCustomPlot::rpQueuedReplot);
    m_irqPlot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace irqatlas
