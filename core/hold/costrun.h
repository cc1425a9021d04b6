#pragma once

#include "applyclient/helperclient.h"
#include "cost/costreport.h"
#include "model/result.h"

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

namespace irqatlas {

class HelperProcess;
class SshSession;

// One measurement of interrupt cost (cost/tracesession.h) for every front
// end, by the route the caller can take: in this process when it is root,
// through the root helper's `cost` verb (pkexec) when it is not, or on a
// remote host over an SSH session. Nothing blocks the thread this object
// lives on; the end comes as finished() there. The helper's answer is read
// back through the cost file reader, under its checks and caps, like any
// measurement from outside.
class CostRun : public QObject
{
    Q_OBJECT
public:
    explicit CostRun(QObject *parent = nullptr);
    // A measurement still running is told to stop; the helper and the
    // local session remove their trace instance on the way out.
    ~CostRun() override;

    // irqatlas-helper cost --seconds S, found at where.
    static HelperCommand helperCommand(const HelperLocation &where, double seconds);

    void startHelper(const HelperCommand &cmd);
    void startLocal(double seconds);
    void startRemote(std::shared_ptr<SshSession> session, double seconds);
    // Ends a running measurement early: finished() comes with an error.
    void cancel();

    bool running() const { return m_running; }
    // Set once finished() came.
    const std::optional<Result<CostReport>> &result() const { return m_result; }

signals:
    void finished();

private:
    struct Shared;
    bool begin();
    void finish(Result<CostReport> r);

    bool m_running = false;
    std::optional<Result<CostReport>> m_result;
    HelperProcess *m_helper;
    std::shared_ptr<Shared> m_shared;
};

} // namespace irqatlas
