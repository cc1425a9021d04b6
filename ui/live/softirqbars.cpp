#include "ui/live/softirqbars.h"

#include "cost/costreport.h"
#include "live/rates.h"
#include "ui/live/plottheme.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace irqatlas {

namespace {

// Stable colours per type so a bar means the same thing on every machine.
QColor typeColor(const std::string &type, std::size_t index)
{
    static const std::pair<const char *, QColor> known[] = {
        {"HI", QColor(0x4b, 0x55, 0x63)},      {"TIMER", QColor(0x25, 0x63, 0xeb)},
        {"NET_TX", QColor(0x0e, 0x74, 0x90)},  {"NET_RX", QColor(0x16, 0xa3, 0x4a)},
        {"BLOCK", QColor(0xd9, 0x77, 0x06)},   {"IRQ_POLL", QColor(0x92, 0x40, 0x0e)},
        {"TASKLET", QColor(0x7c, 0x3a, 0xed)}, {"SCHED", QColor(0xdc, 0x26, 0x26)},
        {"HRTIMER", QColor(0x38, 0xbd, 0xf8)}, {"RCU", QColor(0xdb, 0x27, 0x77)}};
    for (const auto &[name, colour] : known)
        if (type == name)
            return colour;
    static const QColor other[] = {QColor(0x65, 0xa3, 0x0d), QColor(0xa2, 0x1c, 0xaf),
                                   QColor(0x0f, 0x76, 0x6e), QColor(0xb4, 0x53, 0x09)};
    return other[index % std::size(other)];
}

} // namespace

SoftirqBars::SoftirqBars(QWidget *parent) : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("softirqBars"));
    setMinimumHeight(140);
    xAxis->setLabel(tr("CPU"));
    xAxis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    xAxis->grid()->setVisible(false);
    yAxis->grid()->setPen(QPen(QColor(0xe5, 0xe7, 0xeb), 0)); // solid: see LivePlots
    xAxis->setTickLength(0, 3);
    // Ten types do not fit inside the axis rect: the legend goes above it,
    // in rows of five.
    legend->setVisible(true);
    legend->setFont(QFont(font().family(), 8));
    legend->setBorderPen(Qt::NoPen);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(5);
    axisRect()->insetLayout()->take(legend);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, legend);
    plotLayout()->setRowStretchFactor(0, 0.001);
    legend->setMargins(QMargins(4, 2, 4, 0));
    PlotTheme::follow(this);
    clearData();
}

QCPBars *SoftirqBars::bars(const QString &type) const
{
    for (std::size_t t = 0; t < m_types.size(); ++t)
        if (QString::fromStdString(m_types[t]) == type)
            return m_bars[t];
    return nullptr;
}

std::optional<double> SoftirqBars::plotted(const QString &type, int cpu) const
{
    const QCPBars *b = bars(type);
    auto it = std::find(m_shown.begin(), m_shown.end(), cpu);
    if (!b || it == m_shown.end())
        return std::nullopt;
    const double key = double(it - m_shown.begin());
    auto d = b->data()->findBegin(key, false);
    if (d == b->data()->constEnd() || d->key != key)
        return std::nullopt;
    return d->value;
}

void SoftirqBars::setTypes(const std::vector<std::string> &names)
{
    if (names == m_types)
        return;
    clearPlottables();
    m_bars.clear();
    m_types = names;
    for (std::size_t t = 0; t < names.size(); ++t) {
        auto *b = new QCPBars(xAxis, yAxis);
        b->setName(QString::fromStdString(names[t]));
        const QColor c = typeColor(names[t], t);
        b->setPen(QPen(c.darker(120)));
        b->setBrush(c);
        b->setWidth(0.7);
        b->setAntialiased(false);
        b->setStackingGap(0);
        if (!m_bars.empty())
            b->moveAbove(m_bars.back());
        m_bars.push_back(b);
    }
}

void SoftirqBars::setRates(const Rates &rates)
{
    if (rates.isGap()) {
        m_cpuIds.clear();
        m_perSec.clear();
    } else {
        m_liveTypes = rates.softirqNames;
        m_cpuIds.resize(rates.cpus.size());
        for (std::size_t i = 0; i < rates.cpus.size(); ++i)
            m_cpuIds[i] = rates.cpus[i].cpu;
        m_perSec = rates.softirqPerSec;
        if (m_perSec.size() != m_cpuIds.size() * m_liveTypes.size())
            m_perSec.clear(); // no /proc/softirqs in this interval
    }
    if (!m_showTime) // the measured figures do not change with a tick
        rebuild();
}

void SoftirqBars::setMeasuredTime(const CostReport *cost)
{
    m_timeIds.clear();
    m_timePct.clear();
    m_timeTypes.clear();
    if (cost && cost->seconds > 0) {
        // The kernel's order where the live source gave it, then the rest.
        m_timeTypes = m_liveTypes;
        std::set<int> ids;
        for (const CostCpuRow &c : cost->cpus)
            ids.insert(c.cpu);
        for (const SoftirqCost &sc : cost->softirqs) {
            ids.insert(sc.cpu);
            if (std::find(m_timeTypes.begin(), m_timeTypes.end(), sc.type) == m_timeTypes.end())
                m_timeTypes.push_back(sc.type);
        }
        m_timeIds.assign(ids.begin(), ids.end());
        const std::size_t types = m_timeTypes.size();
        // A traced CPU without a run of a type spent no time in it: a real 0.
        m_timePct.assign(m_timeIds.size() * types, 0.0f);
        for (const SoftirqCost &sc : cost->softirqs) {
            const auto cpu = std::lower_bound(m_timeIds.begin(), m_timeIds.end(), sc.cpu);
            const auto type = std::find(m_timeTypes.begin(), m_timeTypes.end(), sc.type);
            m_timePct[std::size_t(cpu - m_timeIds.begin()) * types +
                      std::size_t(type - m_timeTypes.begin())] =
                float(double(sc.ns) / (cost->seconds * 1e9) * 100.0);
        }
    }
    if (m_timeTypes.empty())
        m_showTime = false;
    rebuild();
}

void SoftirqBars::setShowTime(bool on)
{
    m_showTime = on && !m_timeTypes.empty();
    rebuild();
}

void SoftirqBars::setCpus(const CpuSet &cpus)
{
    m_cpus = cpus;
    rebuild();
}

void SoftirqBars::clearData()
{
    m_cpuIds.clear();
    m_perSec.clear();
    rebuild();
}

void SoftirqBars::rebuild()
{
    setTypes(m_showTime ? m_timeTypes : m_liveTypes);
    const std::vector<int> &ids = m_showTime ? m_timeIds : m_cpuIds;
    const std::vector<float> &figures = m_showTime ? m_timePct : m_perSec;
    yAxis->setLabel(m_showTime ? tr("softirq time %") : tr("softirqs/s"));
    const std::size_t types = m_types.size();
    const bool has = types > 0 && !figures.empty();
    std::vector<std::size_t> rows; // indices into ids
    std::vector<double> total;
    if (has) {
        total.assign(ids.size(), 0.0);
        for (std::size_t i = 0; i < ids.size(); ++i) {
            if (!m_cpus.empty() && !m_cpus.test(ids[i]))
                continue;
            rows.push_back(i);
            for (std::size_t t = 0; t < types; ++t)
                if (const float v = figures[i * types + t]; !std::isnan(v))
                    total[i] += double(v);
        }
    }
    const std::size_t limit = m_cpus.empty() ? kBusiest : kMaxCpus;
    const bool cut = rows.size() > limit;
    if (cut) {
        std::partial_sort(rows.begin(), rows.begin() + std::ptrdiff_t(limit), rows.end(),
                          [&](std::size_t a, std::size_t b) {
                              return total[a] != total[b] ? total[a] > total[b] : a < b;
                          });
        rows.resize(limit);
        std::sort(rows.begin(), rows.end());
    }

    std::vector<int> shown(rows.size());
    for (std::size_t k = 0; k < rows.size(); ++k)
        shown[k] = ids[rows[k]];
    if (shown != m_shown || !has) {
        m_shown = shown;
        auto ticker = qSharedPointerCast<QCPAxisTickerText>(xAxis->ticker());
        ticker->clear();
        for (std::size_t k = 0; k < m_shown.size(); ++k)
            ticker->addTick(double(k), QString::number(m_shown[k]));
        xAxis->setRange(-0.6, std::max<double>(double(m_shown.size()) - 0.4, 0.6));
        xAxis->setLabel(m_cpus.empty() ? tr("CPU (the %n busiest)", nullptr, int(limit))
                        : cut ? tr("CPU (the %n busiest of the selection)", nullptr, int(limit))
                              : tr("CPU (selected)"));
    }

    double top = 0;
    std::vector<double> stack(rows.size(), 0.0);
    QVector<double> keys, values;
    for (std::size_t t = 0; t < types; ++t) {
        keys.clear();
        values.clear();
        for (std::size_t k = 0; k < rows.size(); ++k) {
            const float v = figures[rows[k] * types + t];
            if (std::isnan(v))
                continue; // no figure: no bar, never a made-up 0
            keys.push_back(double(k));
            values.push_back(double(v));
            stack[k] += double(v);
        }
        m_bars[t]->setData(keys, values, true);
    }
    for (double s : stack)
        top = std::max(top, s);
    // Time shares are small: a floor of 1 % would flatten them.
    yAxis->setRange(0, std::max(top * 1.1, m_showTime ? 0.1 : 1.0));

    // Hidden (another tab, a closed dock): the data is current, the pixels
    // wait until the plot is shown.
    if (isVisible())
        replot(rpQueuedReplot);
    else
        m_dirty = true;
}

void SoftirqBars::showEvent(QShowEvent *event)
{
    QCustomPlot::showEvent(event);
    if (m_dirty) {
        m_dirty = false;
        replot(rpQueuedReplot);
    }
}

} // namespace irqatlas
