#pragma once

#include "machine/loadmachine.h"
#include "machine/sshdefaults.h"
#include "ui/common/latestworker.h"

#include <QObject>
#include <QString>
#include <memory>

namespace irqatlas {

// Runs loadMachine on a worker thread. A newer start() or cancel() makes the
// result of an older load vanish: hwloc cannot be interrupted, but the window
// never waits for it and never shows a stale machine.
class MachineLoader : public QObject
{
    Q_OBJECT
public:
    explicit MachineLoader(QObject *parent = nullptr);
    ~MachineLoader() override;

    void start(const MachineSource &source);
    void cancel();
    bool busy() const { return m_worker->running() > 0 && m_worker->active(); }

signals:
    void starting(const irqatlas::MachineSource &source);
    void started(const QString &what);
    void loaded(const irqatlas::MachineData &data, const irqatlas::MachineSource &source);
    void failed(const QString &message);
    void finished();

private:
    LatestWorker *m_worker;
};

} // namespace irqatlas
