#include "ui/common/machineloader.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcLoader, "irqatlas.ui.loader", QtWarningMsg)

namespace irqatlas {

MachineLoader::MachineLoader(QObject *parent) : QObject(parent), m_worker(new LatestWorker(this)) {}

MachineLoader::~MachineLoader() = default;

void MachineLoader::start(const MachineSource &source)
{
    m_worker->run<Result<MachineData>>([source] { return loadMachine(source); },
                                       [this, source](Result<MachineData> &&r) {
                                           if (r)
                                               emit loaded(r.value(), source);
                                           else
                                               emit failed(r.errorString());
                                           emit finished();
                                       });
    // After the load is under way, as busy() says; its result arrives
    // through the event loop, so always after these.
    emit starting(source);
    emit started(source.displayName());
    qCDebug(lcLoader) << "loading" << source.toSetting();
}

void MachineLoader::cancel()
{
    if (m_worker->cancel())
        emit finished();
}

} // namespace irqatlas
