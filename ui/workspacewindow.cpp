#include "workspacewindow.h"

#include "connectdialog.h"
#include "connectionindicator.h"
#include "mainwindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>

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
    m_newTab = new QAction(tr("&New Tab"), this);
    m_newTab->setShortcut(QKeySequence::AddTab);
    m_newTab->setStatusTip(tr("Open this machine in a new tab; open any other source from there"));
    m_closeTab = new QAction(tr("Close &Tab"), this);
    m_closeTab->setShortcut(QKeySequence::Close);
    m_closeTab->setStatusTip(tr("Close the current tab"));
    connect(m_connect, &QAction::triggered, this, &WorkspaceWindow::connectToHost);
    connect(m_newTab, &QAction::triggered, this, [this] {
        openInNewTab({MachineSource::LocalMachine, {}});
    });
    connect(m_closeTab, &QAction::triggered, this, [this] { closeTab(m_tabs->currentIndex()); });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &WorkspaceWindow::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, &WorkspaceWindow::updateTitle);

    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("workspace/geometry")).toByteArray()))
        resize(1400, 900);
    updateTitle();
}

WorkspaceWindow::~WorkspaceWindow() = default;

MainWindow *WorkspaceWindow::addTab(const QString &title)
{
    auto *page = new MainWindow(m_tabs);
    // A child QMainWindow: menus and docks stay inside its tab.
    page->setWindowFlags(Qt::Widget);
    if (QAction *fileMenuAction = page->menuBar()->actions().value(0))
        if (QMenu *file = fileMenuAction->menu()) {
            QAction *first = file->actions().value(0);
            file->insertActions(first, {m_connect, m_newTab, m_closeTab});
            file->insertSeparator(first);
        }
    connect(page, &QWidget::windowTitleChanged, this, [this, page] { updateTab(page); });
    if (auto *indicator = page->findChild<ConnectionIndicator *>())
        connect(indicator, &ConnectionIndicator::stateChanged, this,
                [this, page] { updateTab(page); });
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
    if (!page->machine().topology.pus.empty())
        m_tabs->setTabText(index, src.displayName());
    QString tip = page->windowTitle();
    QColor colour;
    if (auto *indicator = page->findChild<ConnectionIndicator *>()) {
        if (indicator->state() != ConnectionIndicator::NotRemote)
            tip += QLatin1Char('\n') + indicator->message();
        if (indicator->state() == ConnectionIndicator::Disconnected ||
            indicator->state() == ConnectionIndicator::Failed)
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
    event->accept();
}

} // namespace irqatlas
