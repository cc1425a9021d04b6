#include "ui/shell/workspacewindow.h"

#include "ui/fleet/fleetopendialog.h"
#include "ui/fleet/fleetwindow.h"
#include "ui/fleet/promfleetdialog.h"
#include "ui/remote/connectdialog.h"
#include "ui/remote/connectionindicator.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/screenfit.h"
#include "ui/shell/sourcedialog.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QLoggingCategory>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>

Q_LOGGING_CATEGORY(lcWorkspace, "irqatlas.ui.workspace", QtWarningMsg)

namespace irqatlas {

WorkspaceWindow::WorkspaceWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("WorkspaceWindow"));
    m_tabs = new QTabWidget(this);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);

    m_connect = new QAction(tr("Connect to &Host…"), this);
    m_connect->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_connect->setStatusTip(tr("Read a remote machine over ssh, in a new tab"));
    m_openFleet = new QAction(tr("Open &Fleet…"), this);
    m_openFleet->setStatusTip(
        tr("Read many hosts over ssh, from an Ansible inventory or a host list, grouped by "
           "machine class"));
    m_connectProm = new QAction(tr("Connect to &Prometheus…"), this);
    m_connectProm->setStatusTip(tr("The fleet as a Prometheus server's node_exporter targets"));
    connect(m_openFleet, &QAction::triggered, this, &WorkspaceWindow::openFleet);
    connect(m_connectProm, &QAction::triggered, this, &WorkspaceWindow::connectToPrometheus);
    m_closeTab = new QAction(tr("Close &Tab"), this);
    m_closeTab->setShortcut(QKeySequence::Close);
    m_closeTab->setStatusTip(tr("Close the current tab"));
    connect(m_connect, &QAction::triggered, this, &WorkspaceWindow::connectToHost);
    connect(m_closeTab, &QAction::triggered, this, [this] { closeTab(m_tabs->currentIndex()); });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &WorkspaceWindow::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, &WorkspaceWindow::updateTitle);
    createNewTabMenu();

    QSettings s;
    // The first window fits the screen it opens on; a remembered one that
    // no longer fits (a smaller screen now) is brought back inside it.
    const QRect available = ScreenFit::availableFor(this);
    if (!restoreGeometry(s.value(QStringLiteral("workspace/geometry")).toByteArray()))
        resize(ScreenFit::windowSize(available));
    else if (!available.isEmpty() && !available.contains(frameGeometry()))
        resize(size().boundedTo(ScreenFit::windowSize(available)));
    updateTitle();
}

WorkspaceWindow::~WorkspaceWindow() = default;

// The same kinds as File → Open, each through the same dialog; the tips are
// File → Open's own.
void WorkspaceWindow::createNewTabMenu()
{
    m_newTabMenu = new QMenu(tr("&New Tab"), this);
    m_newTabMenu->setObjectName(QStringLiteral("newTabMenu"));
    auto add = [this](const QString &text, const QString &tip, SourceFile file) {
        QAction *a = m_newTabMenu->addAction(text);
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, [this, file] { newTabFrom(file); });
        return a;
    };
    QAction *local = m_newTabMenu->addAction(tr("&This Machine"));
    local->setStatusTip(QCoreApplication::translate("irqatlas::MainWindow",
                                                    "Read this machine's topology and interrupts"));
    local->setShortcut(QKeySequence::AddTab);
    connect(local, &QAction::triggered, this, [this] { openInNewTab(MachineSource{}); });
    add(tr("&Snapshot Directory…"),
        QCoreApplication::translate(
            "irqatlas::MainWindow",
            "A directory saved by 'irqatlas-cli snapshot' (or any copy of /proc and /sys)"),
        SourceFile::SnapshotDirectory);
    add(tr("Snapshot &Archive…"),
        QCoreApplication::translate(
            "irqatlas::MainWindow",
            "A .tar.gz (or .tar) written by 'irqatlas-cli snapshot --out FILE.tar.gz'"),
        SourceFile::SnapshotArchive);
    add(tr("hwloc &XML…"),
        QCoreApplication::translate("irqatlas::MainWindow",
                                    "A topology written by 'lstopo --of xml'"),
        SourceFile::HwlocXml);
    add(tr("Topology &JSON…"),
        QCoreApplication::translate("irqatlas::MainWindow",
                                    "A topology written by 'irqatlas-cli topology --format json'"),
        SourceFile::TopologyJson);
    add(tr("/proc/&interrupts File…"),
        QCoreApplication::translate("irqatlas::MainWindow",
                                    "A lone copy of /proc/interrupts, e.g. from a bug report"),
        SourceFile::InterruptsFile);
    m_newTabMenu->addSeparator();
    m_newTabMenu->addAction(m_connect);

    // The same menu at the end of the tab bar, where a new tab appears.
    auto *plus = new QToolButton(m_tabs);
    plus->setObjectName(QStringLiteral("newTabButton"));
    plus->setText(QStringLiteral("+"));
    plus->setToolTip(tr("New tab: this machine, a saved machine or a remote host"));
    plus->setAutoRaise(true);
    plus->setPopupMode(QToolButton::InstantPopup);
    plus->setMenu(m_newTabMenu);
    m_tabs->setCornerWidget(plus, Qt::TopRightCorner);
}

MainWindow *WorkspaceWindow::start(const std::optional<MachineSource> &commandLine)
{
    m_remember = !commandLine;
    if (commandLine)
        openWhenShown(addTab(commandLine->displayName()), *commandLine);
    else
        restoreTabs();
    return currentPage();
}

void WorkspaceWindow::restoreTabs()
{
    const SavedTabs saved = SavedTabs::read();
    for (const QString &entry : saved.unreadable)
        qCWarning(lcWorkspace) << "left out a remembered tab of an unknown kind:" << entry;
    const QList<MachineSource> sources =
        saved.sources.isEmpty() ? QList<MachineSource>{MachineSource{}} : saved.sources;
    for (const MachineSource &source : sources)
        openWhenShown(addTab(source.displayName()), source);
    m_tabs->setCurrentIndex(saved.current);
    QStringList left;
    if (!saved.unreadable.isEmpty())
        left << tr("Left out %n remembered tab(s) of a kind this version does not know: %1",
                   nullptr, int(saved.unreadable.size()))
                    .arg(saved.unreadable.join(QStringLiteral(", ")));
    if (!saved.invalid.isEmpty())
        left << tr("Left out %n remembered Prometheus tab(s) whose settings are not valid: %1",
                   nullptr, int(saved.invalid.size()))
                    .arg(saved.invalid.join(QStringLiteral(", ")));
    if (!left.isEmpty())
        currentPage()->statusBar()->showMessage(left.join(QStringLiteral(" · ")));
}

// Before the window shows, ssh could put a password prompt in front of
// nothing: the reading waits for the first show.
void WorkspaceWindow::openWhenShown(MainWindow *page, const MachineSource &source)
{
    if (isVisible()) {
        page->open(source);
        return;
    }
    m_deferred.push_back({page, source});
    // The tab stands for its source (tooltip, remembering) before it is read.
    updateTab(page);
}

void WorkspaceWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_deferred.isEmpty())
        QTimer::singleShot(0, this, &WorkspaceWindow::openDeferred);
}

void WorkspaceWindow::openDeferred()
{
    const auto deferred = std::exchange(m_deferred, {});
    for (const auto &[page, source] : deferred)
        if (page)
            page->open(source);
}

SavedTabs WorkspaceWindow::tabsToRemember() const
{
    SavedTabs saved;
    for (int i = 0; i < count(); ++i) {
        const MainWindow *p = page(i);
        std::optional<MachineSource> source;
        if (p->hasSource())
            source = p->source();
        for (const auto &[deferredPage, deferredSource] : m_deferred)
            if (deferredPage == p)
                source = deferredSource;
        if (!source)
            continue;
        if (i == m_tabs->currentIndex())
            saved.current = int(saved.sources.size());
        saved.sources << *source;
    }
    return saved;
}

MainWindow *WorkspaceWindow::addTab(const QString &title)
{
    auto *page = new MainWindow(m_tabs);
    // A child QMainWindow: menus and docks stay inside its tab.
    page->setWindowFlags(Qt::Widget);
    if (QAction *fileMenuAction = page->menuBar()->actions().value(0))
        if (QMenu *file = fileMenuAction->menu()) {
            QAction *first = file->actions().value(0);
            file->insertActions(first, {m_connect, m_openFleet, m_connectProm,
                                        m_newTabMenu->menuAction(), m_closeTab});
            file->insertSeparator(first);
        }
    connect(page, &QWidget::windowTitleChanged, this, [this, page] { updateTab(page); });
    if (auto *indicator = page->findChild<ConnectionIndicator *>())
        connect(indicator, &ConnectionIndicator::stateChanged, this,
                [this, page] { updateTab(page); });
    connect(page->loader(), &MachineLoader::finished, this, [this, page] { updateTab(page); });
    connect(page->loader(), &MachineLoader::started, this, [this, page] { updateTab(page); });
    const int index = m_tabs->addTab(page, title);
    m_tabs->setCurrentIndex(index);
    return page;
}

MainWindow *WorkspaceWindow::openInNewTab(const MachineSource &source)
{
    MainWindow *page = addTab(source.displayName());
    page->open(source);
    return page;
}

void WorkspaceWindow::newTabFrom(SourceFile file)
{
    if (auto source = askForSource(this, file))
        openInNewTab(*source);
}

void WorkspaceWindow::connectToHost()
{
    ConnectDialog dialog(this);
    if (MainWindow *current = currentPage())
        dialog.setSource(current->source());
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (auto source = dialog.source())
        openInNewTab(source.value());
}

void WorkspaceWindow::openFleet()
{
    FleetOpenDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (auto request = dialog.request())
        showFleet(request.value());
}

void WorkspaceWindow::connectToPrometheus()
{
    PromFleetDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (auto request = dialog.request())
        showFleet(request.value());
}

FleetWindow *WorkspaceWindow::showFleet(const FleetRequest &request)
{
    auto *fleet = new FleetWindow(request, this);
    // A window of its own, not a widget inside this one.
    fleet->setWindowFlag(Qt::Window);
    fleet->setAttribute(Qt::WA_DeleteOnClose);
    connect(fleet, &FleetWindow::openHostRequested, this, [this](const MachineSource &source) {
        ConnectDialog::remember(source);
        openInNewTab(source);
        raise();
        activateWindow();
    });
    fleet->show();
    fleet->refresh();
    return fleet;
}

bool WorkspaceWindow::closeTab(int index)
{
    MainWindow *p = page(index);
    if (!p || !p->close())
        return false;
    m_tabs->removeTab(m_tabs->indexOf(p));
    p->deleteLater();
    updateTitle();
    if (m_tabs->count() == 0 && !m_closing)
        close();
    return true;
}

int WorkspaceWindow::count() const
{
    return m_tabs->count();
}

MainWindow *WorkspaceWindow::page(int index) const
{
    return qobject_cast<MainWindow *>(m_tabs->widget(index));
}

MainWindow *WorkspaceWindow::currentPage() const
{
    return page(m_tabs->currentIndex());
}

void WorkspaceWindow::updateTab(MainWindow *page)
{
    const int index = m_tabs->indexOf(page);
    if (index < 0)
        return;
    const MachineSource &src = page->source();
    const bool shown = !page->machine().topology.pus.empty();
    // A tab names the source it shows or is reading: a failed tab used to
    // open another file takes that file's name (and loses the old error).
    if (shown || page->hasSource())
        m_tabs->setTabText(index, page->tabText());
    QString tip = page->windowTitle();
    QColor colour;
    if (!shown) {
        // The whole path or target, which the tab text shortens.
        std::optional<MachineSource> wanted;
        if (page->hasSource())
            wanted = src;
        for (const auto &[deferredPage, deferredSource] : m_deferred)
            if (deferredPage == page)
                wanted = deferredSource;
        if (wanted)
            tip = wanted->path.isEmpty() ? wanted->displayName() : wanted->path;
    }
    if (auto *indicator = page->findChild<ConnectionIndicator *>()) {
        if (indicator->state() != ConnectionIndicator::NotRemote)
            tip += QLatin1Char('\n') + indicator->message();
        if (indicator->state() == ConnectionIndicator::Disconnected ||
            indicator->state() == ConnectionIndicator::Failed)
            colour = QColor(0xc0, 0x39, 0x2b);
    }
    if (!shown && !page->loadError().isEmpty()) {
        if (!tip.contains(page->loadError()))
            tip += QLatin1Char('\n') + page->loadError();
        colour = QColor(0xc0, 0x39, 0x2b);
    }
    m_tabs->setTabToolTip(index, tip);
    m_tabs->tabBar()->setTabTextColor(index, colour);
    if (index == m_tabs->currentIndex())
        updateTitle();
}

void WorkspaceWindow::updateTitle()
{
    MainWindow *p = currentPage();
    setWindowTitle(p ? p->windowTitle() : tr("irqatlas"));
}

void WorkspaceWindow::closeEvent(QCloseEvent *event)
{
    // What is open now, before the tabs go one by one.
    const SavedTabs open = tabsToRemember();
    // Every tab gets its say (pending changes); a refusal keeps the window
    // and the tabs not closed yet.
    m_closing = true;
    while (m_tabs->count() > 0) {
        if (!closeTab(m_tabs->count() - 1)) {
            m_closing = false;
            event->ignore();
            return;
        }
    }
    m_closing = false;
    QSettings().setValue(QStringLiteral("workspace/geometry"), saveGeometry());
    // Closing the last tab closes the window too: nothing open is remembered
    // as this machine next time, like a first start.
    if (m_remember)
        open.write();
    event->accept();
}

} // namespace irqatlas
