#include "ui/common/latestworker.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

namespace irqatlas {

LatestWorker::LatestWorker(QObject *parent) : QObject(parent) {}

LatestWorker::~LatestWorker()
{
    ++*m_generation;
}

void LatestWorker::launch(std::function<std::function<void()>()> job)
{
    const int gen = ++*m_generation;
    auto generation = m_generation;
    QPointer<LatestWorker> self(this);
    m_active = true;
    ++m_running;
    QThread *thread = QThread::create([job = std::move(job), gen, generation, self] {
        std::function<void()> deliver = job();
        if (generation->load() != gen)
            return; // superseded or cancelled
        QMetaObject::invokeMethod(
            qApp,
            [deliver = std::move(deliver), gen, generation, self] {
                if (!self || generation->load() != gen)
                    return;
                self->m_active = false;
                deliver();
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    connect(thread, &QThread::finished, this, [this] { --m_running; });
    thread->start();
}

bool LatestWorker::cancel()
{
    ++*m_generation;
    const bool wasActive = m_active;
    m_active = false;
    return wasActive;
}

} // namespace irqatlas
