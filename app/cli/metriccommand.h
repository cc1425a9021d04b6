#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace irqatlas::cli {

// The figure of a trial phase from the user's own command (a throughput
// test, a latency probe).
struct MetricFigure
{
    std::optional<double> value; // the last number the command printed
    QByteArray tail;             // the last kMaxMetricTail bytes of its stdout
    bool truncated = false;      // it printed more than that
    QString error;               // non-empty: no figure (names the command)
};

inline constexpr qsizetype kMaxMetricTail = 64 * 1024;

// Runs command exactly as typed with /bin/sh -c (the user's own shell
// syntax, no quoting added or removed), stdin from /dev/null, stderr to ours.
// Its stdout is read to the end but only the last kMaxMetricTail bytes are
// kept; the figure is the last decimal number in them ("99.2 Gbits/sec"
// gives 99.2). A command that cannot start, exits non-zero, is killed or
// prints no number is an error naming it.
MetricFigure runMetricCommand(const QString &command);

// The last decimal number in text (sign, digits, fraction, exponent), or
// nullopt. Digits glued to letters count ("eth0" gives 0).
std::optional<double> lastNumber(const QByteArray &text);

} // namespace irqatlas::cli
