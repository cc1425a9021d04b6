// Measure IRQ Cost in the Live dock: the route (this process as root, the
// root helper's cost verb, the remote host's session), and the measurement
// shown on the graph's heat, in the IRQ table and on the softirq bars.
#include "cost/costreport.h"
#include "hold/costrun.h"
#include "live/rates.h"
#include "model/printable.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/irqtablemodel.h"
#include "ui/live/costbar.h"
#include "ui/live/liveplots.h"
#include "ui/live/softirqbars.h"
#include "ui/plan/planpanel.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <algorithm>
#include <unistd.h>

namespace irqatlas {
namespace {

// /proc/stat without hard-IRQ time on any CPU (rates say "not accounted"
// by leaving every hard share empty while the CPUs have other figures).
bool hardIrqUnaccounted(const Rates &rates)
{
    if (rates.isGap() || rates.cpus.empty())
        return false;
    const bool anyHard = std::any_of(rates.cpus.begin(), rates.cpus.end(),
                                     [](const CpuRate &c) { return c.hardirqPct.has_value(); });
    const bool anyOther = std::any_of(rates.cpus.begin(), rates.cpus.end(), [](const CpuRate &c) {
        return c.softirqPct.has_value() || c.irqsPerSec.has_value();
    });
    return !anyHard && anyOther;
}

} // namespace

void MainWindow::connectCost()
{
    CostBar *bar = m_plots->costBar();
    connect(bar, &CostBar::measureRequested, this, [this](double seconds) {
        if (Status s = measureCost(seconds); !s.ok())
            m_plots->costBar()->setResult(s.errorString());
    });
    connect(bar, &CostBar::cancelRequested, this, [this] {
        if (m_costRun)
            m_costRun->cancel();
    });
    connect(bar, &CostBar::softirqTimeToggled, m_plots->softirqBars(), &SoftirqBars::setShowTime);
    updateCostBar();
}

QString MainWindow::costUnavailableReason() const
{
    if (m_replay)
        return tr("A recording cannot be measured: measure this machine or a remote host.");
    if (!m_hasSource)
        return tr("Nothing to measure: open this machine or a remote host.");
    switch (m_source.kind) {
    case MachineSource::LocalMachine:
        return {};
    case MachineSource::Ssh:
        return m_machine.session
                   ? QString()
                   : tr("Not connected to %1: reload the host first.").arg(m_source.displayName());
    case MachineSource::Prometheus:
        return tr("A Prometheus instance cannot be measured: its series hold counts only.");
    default:
        return tr("A saved machine cannot be measured: open this machine or a remote host.");
    }
}

void MainWindow::updateCostBar()
{
    m_plots->costBar()->setUnavailable(costUnavailableReason());
}

Status MainWindow::measureCost(double seconds)
{
    if (const QString why = costUnavailableReason(); !why.isEmpty())
        return Error{why};
    if (m_costRun && m_costRun->running())
        return Error{tr("A measurement is running already.")};
    if (!m_costRun) {
        m_costRun = new CostRun(this);
        connect(m_costRun, &CostRun::finished, this, &MainWindow::onCostMeasured);
    }
    m_costSource = m_source;
    if (m_source.kind == MachineSource::Ssh)
        m_costRun->startRemote(m_machine.session, seconds);
    else if (::geteuid() == 0)
        m_costRun->startLocal(seconds);
    else
        m_costRun->startHelper(CostRun::helperCommand(m_applyWhere, seconds));
    m_plots->costBar()->setRunning(true);
    m_plots->costBar()->setResult(
        tr("Tracing %1 for %2 s…").arg(hostName(), QString::number(seconds, 'g', 3)));
    return Ok{};
}

void MainWindow::onCostMeasured()
{
    CostBar *bar = m_plots->costBar();
    bar->setRunning(false);
    const Result<CostReport> &r = *m_costRun->result();
    if (!r.ok()) {
        bar->setResult(tr("Not measured: %1").arg(printableText(r.errorString())));
        return;
    }
    // Another machine was opened meanwhile: the figures are not of it.
    if (!(m_costSource == m_source)) {
        bar->setResult(tr("The measurement was of %1, which is no longer on show: not shown.")
                           .arg(m_costSource.displayName()));
        return;
    }
    showCost(std::make_shared<const CostReport>(*r));
}

QString MainWindow::costSummary(const CostReport &cost) const
{
    const CostCpuRow *busiest = nullptr;
    double top = -1;
    for (const CostCpuRow &c : cost.cpus) {
        const double v = c.hardirqPct.value_or(0) + c.softirqPct.value_or(0);
        if (v > top) {
            top = v;
            busiest = &c;
        }
    }
    QString t = tr("Measured over %1 s: %n IRQ(s) timed", nullptr, int(cost.irqs.size()))
                    .arg(QString::number(cost.seconds, 'f', 1));
    if (busiest)
        t += QStringLiteral("; ") +
             tr("busiest CPU %1 with %2 % hard and %3 % soft IRQ time")
                 .arg(busiest->cpu)
                 .arg(QString::number(busiest->hardirqPct.value_or(0), 'f', 1),
                      QString::number(busiest->softirqPct.value_or(0), 'f', 1));
    if (cost.lostEvents > 0)
        t += QStringLiteral("; ") +
             tr("%1 events lost: counts and times are too low").arg(qulonglong(cost.lostEvents));
    if (!cost.stoppedEarly.isEmpty())
        t += QStringLiteral("; ") + printableText(cost.stoppedEarly);
    return t + QLatin1Char('.');
}

void MainWindow::showCost(std::shared_ptr<const CostReport> cost)
{
    m_cost = std::move(cost);
    CostBar *bar = m_plots->costBar();
    m_irqs->model()->setCost(m_cost);
    m_planPanel->setCost(m_cost);
    m_irqs->showCostColumns(m_cost != nullptr);
    m_plots->softirqBars()->setMeasuredTime(m_cost.get());
    bar->setHasMeasurement(m_cost != nullptr);
    QAction *heat = findChild<QAction *>(QStringLiteral("heatMeasured"));
    if (heat)
        heat->setEnabled(m_cost != nullptr);
    if (!m_cost) {
        bar->setResult({});
        if (m_heatMode == HeatMode::MeasuredTime) {
            if (QAction *a = findChild<QAction *>(QStringLiteral("heatPercent")))
                a->setChecked(true);
            setHeatMode(HeatMode::IrqPercent);
        }
        return;
    }
    bar->setResult(costSummary(*m_cost));
    bar->setSoftirqTime(true);
    if (heat)
        heat->setChecked(true);
    setHeatMode(HeatMode::MeasuredTime);
}

void MainWindow::noteIrqAccounting(const Rates &rates)
{
    if (!m_replay)
        m_plots->costBar()->setUnaccounted(hardIrqUnaccounted(rates));
}

} // namespace irqatlas
