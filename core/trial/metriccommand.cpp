#include "trial/metriccommand.h"

#include <QProcess>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>

namespace irqatlas {

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

namespace {

void setUp(QProcess &p, const QString &command)
{
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setStandardInputFile(QProcess::nullDevice());
    p.setProgram(QStringLiteral("/bin/sh"));
    p.setArguments({QStringLiteral("-c"), command});
}

void takeOutput(QProcess &p, MetricFigure &f)
{
    f.tail += p.readAllStandardOutput();
    if (f.tail.size() > kMaxMetricTail) {
        f.tail.remove(0, f.tail.size() - kMaxMetricTail);
        f.truncated = true;
    }
}

void concludeFigure(const QProcess &p, MetricFigure &f)
{
    if (p.exitStatus() != QProcess::NormalExit) {
        f.problem = MetricFigure::Problem::Killed;
        return;
    }
    if (p.exitCode() != 0) {
        f.problem = MetricFigure::Problem::ExitStatus;
        f.exitCode = p.exitCode();
        return;
    }
    f.value = lastNumber(f.tail);
    if (!f.value)
        f.problem = MetricFigure::Problem::NoNumber;
}

} // namespace

MetricFigure runMetricCommand(const QString &command)
{
    MetricFigure f;
    QProcess p;
    setUp(p, command);
    p.start();
    if (!p.waitForStarted(10000)) {
        f.problem = MetricFigure::Problem::CannotStart;
        f.startError = p.errorString();
        return f;
    }
    // No time limit: a throughput test takes as long as it takes, and the
    // user can stop it (and with it the trial) with Ctrl-C.
    while (!p.waitForFinished(100))
        takeOutput(p, f);
    takeOutput(p, f);
    concludeFigure(p, f);
    return f;
}

MetricRun::MetricRun(QObject *parent) : QObject(parent) {}

MetricRun::~MetricRun()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

void MetricRun::start(const QString &command)
{
    if (m_process)
        return;
    m_process = new QProcess(this);
    setUp(*m_process, command);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &MetricRun::take);
    connect(m_process, &QProcess::finished, this, &MetricRun::conclude);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || m_done)
            return;
        m_done = true;
        m_figure.problem = MetricFigure::Problem::CannotStart;
        m_figure.startError = m_process->errorString();
        emit finished();
    });
    m_process->start();
}

bool MetricRun::isRunning() const
{
    return m_process && !m_done;
}

void MetricRun::take()
{
    takeOutput(*m_process, m_figure);
}

void MetricRun::conclude()
{
    if (m_done)
        return;
    m_done = true;
    take();
    concludeFigure(*m_process, m_figure);
    emit finished();
}

} // namespace irqatlas
