#pragma once

#include "machineloader.h"

#include <QMainWindow>

class QAction;
class QTabWidget;

namespace irqatlas {

class MainWindow;

// Several machines at once: one tab per machine, each a complete MainWindow
// (graph, docks, menus, its own loader and live monitor), so a slow or lost
// remote host never holds up the others. Adds "Connect to Host…", "New Tab"
// and "Close Tab" to every tab's File menu. The window title follows the
// current tab; a tab's text is its machine and turns red while disconnected.
class WorkspaceWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit WorkspaceWindow(QWidget *parent = nullptr);
    ~WorkspaceWindow() override;

    // A new tab that reads source on a worker thread.
    MainWindow *openInNewTab(const MachineSource &source);
    // A new empty tab.
    MainWindow *addTab(const QString &title);
    // Shows the connect dialog; a new tab for the host when accepted.
    void connectToHost();
    // Asks the tab to close (pending changes may veto); true when it went.
    // The menus live in the tabs, so closing the last one closes the window.
    bool closeTab(int index);

    int count() const;
    MainWindow *page(int index) const;
    MainWindow *currentPage() const;
    QTabWidget *tabs() const { return m_tabs; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void updateTab(MainWindow *page);
    void updateTitle();

    QTabWidget *m_tabs;
    QAction *m_connect;
    QAction *m_newTab;
    QAction *m_closeTab;
    bool m_closing = false;
};

} // namespace irqatlas
