#pragma once

#include <QApplication>
#include <QObject>
#include <QTimer>
#include <functional>

namespace irqatlas::test {

// Runs `act` on the next modal dialog of type D once it is up. A dialog `act`
// left open (a failed check returns early) is rejected, so a failure never
// leaves the test waiting.
template <typename D> void whenModal(std::function<void(D *)> act)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        if (auto *d = qobject_cast<D *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            act(d);
            if (d->isVisible())
                d->reject();
        }
    });
    timer->start();
}

} // namespace irqatlas::test
