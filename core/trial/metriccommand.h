#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <optional>

class QProcess;

namespace irqatlas {

// The figure of a trial phase from the user's own command (a throughput
// test, a latency probe): `trial --metric CMD` and Try Plan's metric command.
struct MetricFigure
{
    enum class Problem
    {
        None,
        CannotStart, // startError says why
        Killed,
        ExitStatus, // exitCode
        NoNumber,
    };
    std::optional<double> value; // the last number the command printed
    QByteArray tail;             // the last kMaxMetricTail bytes of its stdout
    bool truncated = false;      // it printed more than that
    Problem problem = Problem::None;
    int exitCode = 0;
    QString startError;

    bool ok() const { return problem == Problem::None && value.has_value(); }
};

inline constexpr qsizetype kMaxMetricTail = 64 * 1024;

// Runs command exactly as typed with /bin/sh -c (the user's own shell
// syntax, no quoting added or removed), stdin from /dev/null, stderr to ours.
// Its stdout is read to the end but only the last kMaxMetricTail bytes are
// kept; the figure is the last decimal number in them ("99.2 Gbits/sec"
// gives 99.2). A command that cannot start, exits non-zero, is killed or
// prints no number has a problem and no value. Blocks until it ends.
MetricFigure runMetricCommand(const QString &command);

// The same without blocking, for an event loop that must go on (the GUI):
// finished() comes once, also when the command cannot start. Destroying it
// kills a command still running.
class MetricRun : public QObject
{
    Q_OBJECT
public:
    explicit MetricRun(QObject *parent = nullptr);
    ~MetricRun() override;

    void start(const QString &command);
    bool isRunning() const;
    const MetricFigure &figure() const { return m_figure; }

signals:
    void finished();

private:
    void take();
    void conclude();

    QProcess *m_process = nullptr;
    MetricFigure m_figure;
    bool m_done = false;
};

// The last decimal number in text (sign, digits, fraction, exponent), or
// nullopt. Digits glued to letters count ("eth0" gives 0).
std::optional<double> lastNumber(const QByteArray &text);

} // namespace irqatlas
