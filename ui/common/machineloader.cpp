#include "ui/common/machineloader.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QPointer>
#include <QThread>

Q_LOGGING_CATEGORY(lcLoader, "irqatlas.ui.loader", QtWarningMsg)

namespace irqatlas {

MachineLoader::MachineLoader(QObject *parent)
    : QObject(parent), m_generation(std::make_shared<std::atomic<int>>(0))
{
}

MachineLoader::~MachineLoader()
{
    // Orphaned workers finish on their own and find the generation moved on.
    ++*m_generation;
}

void MachineLoader::start(const MachineSource &source)
{
    const int gen = ++*m_generation;
    auto generation = m_generation;
    QPointer<MachineLoader> self(this);
    m_active = true;
    ++m_running;
    emit starting(source);
    emit started(source.displayName());
    QThread *thread = QThread::create([source, gen, generation, self] {
        Result<MachineData> r = loadMachine(source);
        if (generation->load() != gen)
            return; // superseded or cancelled
        QMetaObject::invokeMethod(
            qApp,
            [r = std::move(r), source, gen, generation, self]() mutable {
                if (!self || generation->load() != gen)
                    return;
                self->m_active = false;
                if (r)
                    emit self->loaded(r.value(), source);
                else
                    emit self->failed(r.errorString());
                emit self->finished();
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    connect(thread, &QThread::finished, this, [this] { --m_running; });
    thread->start();
    qCDebug(lcLoader) << "loading" << source.toSetting();
}

void MachineLoader::cancel()
{
    ++*m_generation;
    if (m_active) {
        m_active = false;
        emit finished();
    }
}

} // namespace irqatlas
