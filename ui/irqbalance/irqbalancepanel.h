#pragma once

#include "applyclient/helperclient.h"
#include "model/topology.h"
#include "procfs/irqbalancesocket.h"

#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace irqatlas {

class IrqbalanceRead;

// View → irqbalance: what the irqbalance running on this machine is doing,
// in its own words (its control socket): its tree of nodes, packages, cache
// domains and CPUs with their load and the IRQs it placed there by class,
// its banned IRQs and CPUs; and each of its cache domains beside the cache
// of ours with the same CPUs, so a domain it balances over that the graph
// does not draw stands out. Asked on request only: a user is asked for the
// administrator's password (the root helper's irqbalance verb).
class IrqbalancePanel : public QWidget
{
    Q_OBJECT
public:
    explicit IrqbalancePanel(QWidget *parent = nullptr);

    // The machine on show. Only this machine's irqbalance can be asked;
    // unavailable says why not (a saved machine, a remote host).
    void setMachine(const Topology &topology, const QString &unavailable, bool running);
    void setHelperLocation(const HelperLocation &where) { m_where = where; }
    // Asks irqbalance (root: in a worker thread; a user: through the helper).
    void read();
    void showAnswers(const IrqbalanceAnswers &answers);

    QLabel *statusLabel() const { return m_status; }
    QPushButton *readButton() const { return m_read; }
    QTreeWidget *tree() const { return m_tree; }
    QTableWidget *domains() const { return m_domains; }
    bool reading() const;

signals:
    // A read ended: shown, or dropped when the machine changed meanwhile.
    void answered();

private:
    void onRead();
    void fillTree(const IrqbalanceView &view);
    void fillDomains(const IrqbalanceView &view);
    void clearAnswers();

    Topology m_topology;
    HelperLocation m_where;
    QString m_unavailable;
    bool m_running = false;
    // Bumped by setMachine: a read that ends under another generation is dropped.
    quint64 m_generation = 0;
    quint64 m_readGeneration = 0;
    IrqbalanceRead *m_reader = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_read = nullptr;
    QTreeWidget *m_tree = nullptr;
    QTableWidget *m_domains = nullptr;
};

} // namespace irqatlas
