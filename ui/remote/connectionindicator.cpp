#include "ui/remote/connectionindicator.h"

#include "live/rates.h"
#include "ui/common/machineloader.h"
#include "ui/live/livemonitor.h"

#include <QTime>

namespace irqatlas {

ConnectionIndicator::ConnectionIndicator(MachineLoader *loader, LiveMonitor *monitor,
                                         QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("connectionIndicator"));
    setTextFormat(Qt::PlainText);
    setMaximumWidth(460);
    hide();
    connect(loader, &MachineLoader::starting, this, &ConnectionIndicator::onStarting);
    connect(loader, &MachineLoader::loaded, this,
            [this](const MachineData &, const MachineSource &source) {
                if (source.kind == MachineSource::Ssh)
                    setState(Connected, tr("Connected to %1").arg(source.displayName()));
                else
                    setState(NotRemote, {});
            });
    connect(loader, &MachineLoader::failed, this, [this](const QString &message) {
        if (m_state == Collecting)
            setState(Failed, message);
    });
    connect(loader, &MachineLoader::finished, this, [this] {
        // Cancelled while collecting: no longer connecting to anything.
        if (m_state == Collecting)
            setState(NotRemote, {});
    });
    connect(monitor, &LiveMonitor::ratesReady, this, &ConnectionIndicator::onRates);
}

void ConnectionIndicator::onStarting(const MachineSource &source)
{
    if (source.kind != MachineSource::Ssh) {
        // The machine on show stays until the new one arrives; so does its state.
        return;
    }
    m_host = source.displayName();
    setState(Collecting, tr("Collecting from %1…").arg(m_host));
}

void ConnectionIndicator::onRates(const Rates &rates)
{
    if (m_state == NotRemote || m_state == Collecting || m_state == Failed)
        return;
    if (rates.isGap())
        setState(Disconnected, tr("Disconnected: %1").arg(rates.gapReason));
    else if (m_state == Disconnected)
        setState(Reconnected,
                 tr("Reconnected to %1 at %2")
                     .arg(m_host, QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)));
}

void ConnectionIndicator::setState(State state, const QString &message)
{
    const bool changed = state != m_state || message != m_message;
    m_state = state;
    m_message = message;
    setVisible(state != NotRemote);
    // The end of a long message says when the next attempt comes: keep it.
    setText(fontMetrics().elidedText(message, Qt::ElideMiddle, maximumWidth()));
    setToolTip(message);
    const char *colour = state == Disconnected || state == Failed ? "#c0392b"
                         : state == Collecting                    ? "#b7950b"
                                                                  : "#1e8449";
    setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(QLatin1String(colour)));
    if (changed)
        emit stateChanged(state, message);
}

} // namespace irqatlas
