#include "metriccommand.h"

#include <QCoreApplication>
#include <QProcess>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>

namespace irqatlas::cli {

std::optional<double> lastNumber(const QByteArray &text)
{
    const char *d = text.constData();
    qsizetype end = text.size();
    // Find the last digit, then the number it ends.
    while (end > 0 && !std::isdigit(static_cast<unsigned char>(d[end - 1])))
        --end;
    if (end == 0)
        return std::nullopt;
    qsizetype begin = end;
    auto digitAt = [&](qsizetype i) {
        return i >= 0 && std::isdigit(static_cast<unsigned char>(d[i]));
    };
    while (digitAt(begin - 1))
        --begin;
    // An exponent: "1.5e+09" ends in the exponent's digits.
    if (begin >= 2 && (d[begin - 1] == '+' || d[begin - 1] == '-') &&
        (d[begin - 2] == 'e' || d[begin - 2] == 'E') && digitAt(begin - 3)) {
        begin -= 2;
        while (digitAt(begin - 1))
            --begin;
    } else if (begin >= 1 && (d[begin - 1] == 'e' || d[begin - 1] == 'E') && digitAt(begin - 2)) {
        begin -= 1;
        while (digitAt(begin - 1))
            --begin;
    }
    if (begin >= 2 && d[begin - 1] == '.' && digitAt(begin - 2)) {
        begin -= 1;
        while (digitAt(begin - 1))
            --begin;
    } else if (begin >= 1 && d[begin - 1] == '.') {
        begin -= 1;
    }
    if (begin >= 1 && (d[begin - 1] == '-' || d[begin - 1] == '+'))
        begin -= 1;
    const std::string s(d + begin, std::size_t(end - begin));
    char *stop = nullptr;
    const double v = std::strtod(s.c_str(), &stop);
    if (stop == s.c_str() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

MetricFigure runMetricCommand(const QString &command)
{
    MetricFigure f;
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
    if (!p.waitForStarted(10000)) {
        f.error =
            QCoreApplication::translate("irqatlas-cli", "--metric command \"%1\" cannot start: %2")
                .arg(command, p.errorString());
        return f;
    }
    auto take = [&] {
        f.tail += p.readAllStandardOutput();
        if (f.tail.size() > kMaxMetricTail) {
            f.tail.remove(0, f.tail.size() - kMaxMetricTail);
            f.truncated = true;
        }
    };
    // No time limit: a throughput test takes as long as it takes, and the
    // user can stop it (and with it the trial) with Ctrl-C.
    while (!p.waitForFinished(100))
        take();
    take();
    if (p.exitStatus() != QProcess::NormalExit) {
        f.error = QCoreApplication::translate("irqatlas-cli", "--metric command \"%1\" was killed")
                      .arg(command);
        return f;
    }
    if (p.exitCode() != 0) {
        f.error = QCoreApplication::translate("irqatlas-cli",
                                              "--metric command \"%1\" failed with exit status %2")
                      .arg(command, QString::number(p.exitCode()));
        return f;
    }
    f.value = lastNumber(f.tail);
    if (!f.value)
        f.error =
            QCoreApplication::translate("irqatlas-cli", "--metric command \"%1\" printed no number")
                .arg(command);
    return f;
}

} // namespace irqatlas::cli
