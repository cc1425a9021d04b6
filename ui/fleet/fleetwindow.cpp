#include "ui/fleet/fleetwindow.h"

#include "ui/common/latestworker.h"
#include "ui/fleet/fleetheatdelegate.h"
#include "ui/fleet/fleetmodel.h"

#include <QAction>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLoggingCategory>
#include <QPointer>
#include <QProgressBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTime>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

Q_LOGGING_CATEGORY(lcFleetWindow, "irqatlas.ui.fleet", QtWarningMsg)

namespace irqatlas {
namespace {

constexpr int kFleetMaxColumnWidth = 320;

} // namespace

FleetWindow::FleetWindow(const FleetRequest &request, QWidget *parent)
    : QMainWindow(parent), m_request(request), m_model(new FleetModel(this)),
      m_view(new QTreeView(this)), m_banner(new QLabel(this)), m_status(new QLabel(this)),
      m_progress(new QProgressBar(this)), m_liveTimer(new QTimer(this)),
      m_worker(new LatestWorker(this))
{
    setObjectName(QStringLiteral("FleetWindow"));
    setWindowTitle(tr("Fleet — %1").arg(request.displayName()));
    m_view->setObjectName(QStringLiteral("fleetView"));
    m_view->setModel(m_model);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setItemDelegateForColumn(FleetModel::HeatColumn, new FleetHeatDelegate(m_view));
    m_view->header()->setStretchLastSection(true);
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(QStringLiteral("color: #c0392b; padding: 6px"));
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->hide();
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(m_view, 1);
    setCentralWidget(central);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    createActions();
    // activated: a double-click, Enter, or a click where the platform opens
    // items on one click.
    connect(m_view, &QTreeView::activated, this, &FleetWindow::openHost);
    resize(1100, 600);
}

FleetWindow::~FleetWindow() = default;

void FleetWindow::createActions()
{
    m_refresh = new QAction(tr("&Refresh"), this);
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_refresh->setStatusTip(m_request.isSsh() ? tr("Read every host of the fleet again")
                                              : tr("Ask the Prometheus server again"));
    connect(m_refresh, &QAction::triggered, this, &FleetWindow::refresh);
    auto *close = new QAction(tr("&Close"), this);
    close->setShortcut(QKeySequence::Close);
    connect(close, &QAction::triggered, this, &QWidget::close);
    m_live = new QAction(tr("&Live"), this);
    m_live->setCheckable(true);
    m_live->setStatusTip(tr("Read the fleet again every interval after the last read, until "
                            "turned off"));
    m_interval = new QSpinBox(this);
    m_interval->setRange(1, 86400);
    m_interval->setValue(m_request.isSsh() ? 300 : 30);
    m_interval->setPrefix(tr("every "));
    m_interval->setSuffix(tr(" s"));
    m_liveTimer->setSingleShot(true);
    connect(m_liveTimer, &QTimer::timeout, this, &FleetWindow::refresh);
    connect(m_live, &QAction::toggled, this, [this](bool on) {
        if (!on)
            m_liveTimer->stop();
        else if (!reading())
            m_liveTimer->start(m_interval->value() * 1000);
    });
    auto *bar = addToolBar(tr("Fleet"));
    bar->setObjectName(QStringLiteral("fleetToolBar"));
    bar->setMovable(false);
    bar->addAction(m_refresh);
    bar->addSeparator();
    bar->addAction(m_live);
    bar->addWidget(m_interval);
    addAction(close);
    createClassPlanAction();
}

bool FleetWindow::reading() const
{
    return m_worker->active();
}

QString FleetWindow::progressText() const
{
    return m_status->text();
}

void FleetWindow::refresh()
{
    if (reading())
        return;
    m_refresh->setEnabled(false);
    m_status->setText(m_request.isSsh() ? tr("Listing hosts…")
                                        : tr("Asking %1…").arg(m_request.url));
    m_progress->setRange(0, 0);
    m_progress->show();
    qCDebug(lcFleetWindow) << "reading" << m_request.displayName();
    // Progress comes from the threads reading hosts; it is shown on this
    // thread, and only while this read is the window's latest.
    const int id = ++*m_readId;
    const std::shared_ptr<int> readId = m_readId;
    QPointer<FleetWindow> self(this);
    auto progress = [self, id, readId](int done, int total) {
        QMetaObject::invokeMethod(
            qApp,
            [self, id, readId, done, total] {
                if (self && *readId == id && self->reading())
                    self->showProgress(done, total);
            },
            Qt::QueuedConnection);
    };
    const FleetRequest request = m_request;
    // The machines read, kept for class plans: filled on the worker thread,
    // handed over with the report.
    auto readings = std::make_shared<std::vector<FleetReading>>();
    m_worker->run<Result<FleetReport>>(
        [request, progress, readings] {
            return readFleetRequest(request, progress, readings.get());
        },
        [this, readings](Result<FleetReport> &&r) {
            m_readings = r && !readings->empty() ? readings : nullptr;
            finishRead(std::move(r));
        });
}

void FleetWindow::showProgress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    m_status->setText(tr("%1/%2 hosts…").arg(done).arg(total));
    emit progressChanged(done, total);
}

void FleetWindow::finishRead(Result<FleetReport> &&report)
{
    m_progress->hide();
    m_refresh->setEnabled(true);
    if (m_live->isChecked())
        m_liveTimer->start(m_interval->value() * 1000);
    if (!report) {
        m_readError = report.errorString();
        qCWarning(lcFleetWindow) << "fleet not read:" << m_readError;
        m_banner->setText(tr("The fleet could not be read: %1").arg(m_readError));
        m_banner->show();
        m_status->setText(tr("Not read"));
        emit readFinished(false);
        return;
    }
    m_readError.clear();
    m_banner->hide();
    m_model->setReport(std::move(report).value());
    m_view->expandAll();
    // A class row's description spans the row: it is longer than a name.
    for (int r = 0; r < m_model->rowCount(); ++r)
        m_view->setFirstColumnSpanned(r, {}, true);
    for (int c = 0; c < FleetModel::FindingsColumn; ++c)
        m_view->resizeColumnToContents(c);
    // Widest first column (the class rows span it) and differences are capped:
    // the findings and errors after them stay in sight.
    for (int c : {int(FleetModel::NameColumn), int(FleetModel::DiffersColumn)})
        m_view->setColumnWidth(c, std::min(m_view->columnWidth(c), kFleetMaxColumnWidth));
    m_status->setText(summary());
    updateClassPlanAction();
    emit readFinished(true);
}

QString FleetWindow::summary() const
{
    int ok = 0, failed = 0;
    for (const FleetRow &h : m_model->report().hosts)
        (h.status == FleetReading::Status::Ok ? ok : failed)++;
    const QString when = QLocale().toString(QTime::currentTime(), QLocale::ShortFormat);
    return tr("%n host(s): %1 read, %2 not read, %3 class(es) — at %4", nullptr,
              int(m_model->report().hosts.size()))
        .arg(ok)
        .arg(failed)
        .arg(m_model->report().classes.size())
        .arg(when);
}

std::optional<MachineSource> FleetWindow::sourceFor(const QModelIndex &index) const
{
    const FleetRow *h = m_model->host(index);
    if (!h)
        return std::nullopt;
    // An instance opens from the same server, its password read as the
    // fleet's is (a file or an environment variable, never kept).
    if (!m_request.isSsh())
        return MachineSource::prometheus(m_request.url, h->name, m_request.user,
                                         m_request.passwordFile, m_request.passwordEnv);
    if (h->target.isEmpty())
        return std::nullopt;
    return MachineSource::ssh(h->target, m_request.sshConfig);
}

void FleetWindow::openHost(const QModelIndex &index)
{
    const FleetRow *h = m_model->host(index);
    if (!h)
        return;
    if (const auto source = sourceFor(index)) {
        qCDebug(lcFleetWindow) << "opening" << h->name << source->toSetting();
        emit openHostRequested(*source);
    }
}

} // namespace irqatlas
