#pragma once

#include "ui/common/machineloader.h"
#include "ui/shell/savedtabs.h"
#include "ui/shell/sourcedialog.h"

#include <QMainWindow>
#include <QPointer>
#include <optional>

class QAction;
class QMenu;
class QTabWidget;

namespace irqatlas {

class FleetWindow;
struct FleetRequest;
class MainWindow;

// Several machines at once: one tab per machine, each a complete MainWindow
// (graph, docks, menus, its own loader and live monitor), so a slow or lost
// remote host never holds up the others. Adds "Connect to Host…", "New Tab"
// (this machine, a saved machine through File → Open's own file dialogs, or a
// host through the connect dialog) and "Close Tab" to every tab's File menu.
// The window title follows the current tab; a tab's text is its machine and
// turns red while disconnected or when its source could not be read.
class WorkspaceWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit WorkspaceWindow(QWidget *parent = nullptr);
    ~WorkspaceWindow() override;

    // Start-up. A source from the command line opens alone, and the tabs
    // remembered from an earlier run stay as they were for the next one.
    // Without one, the remembered tabs come back in their order with the
    // same tab in front (this machine when none are), and quitting remembers
    // the tabs open then. A tab whose source fails stays, showing the error
    // that names it. Sources are read only once the window shows, so ssh can
    // ask for a password only in front of it. Returns the tab in front.
    MainWindow *start(const std::optional<MachineSource> &commandLine);
    // Whether quitting writes the open tabs to the settings; start() decides.
    bool remembersTabs() const { return m_remember; }
    // What quitting now would remember: tabs that never had a source (a
    // replay alone) are left out.
    SavedTabs tabsToRemember() const;

    // A new tab that reads source on a worker thread.
    MainWindow *openInNewTab(const MachineSource &source);
    // A new empty tab.
    MainWindow *addTab(const QString &title);
    // New Tab → a snapshot or file: File → Open's own file dialog, then a
    // new tab for it; nothing when cancelled. (This machine opens at once,
    // hosts go through connectToHost.)
    void newTabFrom(SourceFile file);
    // Shows the connect dialog; a new tab for the host when accepted.
    void connectToHost();
    // File → Open Fleet… and File → Connect to Prometheus…: the dialog,
    // then a Fleet window reading what it asked for.
    void openFleet();
    void connectToPrometheus();
    // A Fleet window of its own (closed with this window) that starts reading
    // request; a double-click on one of its hosts opens it in a new tab here.
    FleetWindow *showFleet(const FleetRequest &request);
    // Asks the tab to close (pending changes may veto); true when it went.
    // The menus live in the tabs, so closing the last one closes the window.
    bool closeTab(int index);

    int count() const;
    MainWindow *page(int index) const;
    MainWindow *currentPage() const;
    QTabWidget *tabs() const { return m_tabs; }
    QMenu *newTabMenu() const { return m_newTabMenu; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createNewTabMenu();
    void restoreTabs();
    void openWhenShown(MainWindow *page, const MachineSource &source);
    void openDeferred();
    void updateTab(MainWindow *page);
    void updateTitle();

    QTabWidget *m_tabs;
    QAction *m_connect;
    QAction *m_openFleet;
    QAction *m_connectProm;
    QMenu *m_newTabMenu = nullptr;
    QAction *m_closeTab;
    bool m_closing = false;
    bool m_remember = false;
    QList<std::pair<QPointer<MainWindow>, MachineSource>> m_deferred;
};

} // namespace irqatlas
