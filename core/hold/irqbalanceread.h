#pragma once

#include "applyclient/helperclient.h"
#include "model/result.h"
#include "procfs/irqbalancesocket.h"

#include <QObject>
#include <optional>

namespace irqatlas {

class HelperProcess;

// What the running irqbalance says over its control socket, read without
// blocking the thread this object lives on: in a worker thread when this
// process is root, else through the root helper's `irqbalance` verb
// (pkexec), whose answer is checked again (readIrqbalanceAnswersJson).
class IrqbalanceRead : public QObject
{
    Q_OBJECT
public:
    explicit IrqbalanceRead(QObject *parent = nullptr);
    ~IrqbalanceRead() override;

    // irqatlas-helper irqbalance [--pid PID] (pid 0: the lowest), found at where.
    static HelperCommand helperCommand(const HelperLocation &where, int pid);

    void startLocal(int pid);
    void startHelper(const HelperCommand &cmd);

    bool running() const { return m_running; }
    const std::optional<Result<IrqbalanceAnswers>> &result() const { return m_result; }

signals:
    void finished();

private:
    bool begin();
    void finish(Result<IrqbalanceAnswers> r);

    bool m_running = false;
    std::optional<Result<IrqbalanceAnswers>> m_result;
    HelperProcess *m_helper;
    int m_generation = 0; // a late answer of an earlier read is dropped
};

} // namespace irqatlas
