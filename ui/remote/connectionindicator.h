#pragma once

#include <QLabel>

namespace irqatlas {

class LiveMonitor;
class MachineLoader;
struct MachineSource;
struct Rates;

// The state of a remote machine's connection in the status bar: collecting
// (while the snapshot comes over), connected, disconnected (with ssh's reason
// and when the next attempt comes), reconnected. Hidden for machines that are
// not remote. Follows the window's loader and live monitor by itself.
class ConnectionIndicator : public QLabel
{
    Q_OBJECT
public:
    enum State
    {
        NotRemote,
        Collecting,
        Connected,
        Disconnected,
        Reconnected,
        Failed
    };
    Q_ENUM(State)

    ConnectionIndicator(MachineLoader *loader, LiveMonitor *monitor, QWidget *parent = nullptr);

    State state() const { return m_state; }
    QString host() const { return m_host; }
    // The full text (the label itself may be elided).
    QString message() const { return m_message; }

signals:
    void stateChanged(irqatlas::ConnectionIndicator::State state, const QString &message);

private:
    void onStarting(const MachineSource &source);
    void onRates(const Rates &rates);
    void setState(State state, const QString &message);

    State m_state = NotRemote;
    QString m_host;
    QString m_message;
};

} // namespace irqatlas
