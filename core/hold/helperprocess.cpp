#include "helperprocess.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QProcess>

Q_LOGGING_CATEGORY(lcHelperProcess, "irqatlas.helperprocess")

namespace irqatlas {

HelperProcess::HelperProcess(qsizetype maxStdout, QObject *parent)
    : QObject(parent), m_maxStdout(maxStdout)
{
}

HelperProcess::~HelperProcess()
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    m_process->terminate();
    if (!m_process->waitForFinished(5000)) {
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

bool HelperProcess::running() const
{
    return !m_ended;
}

void HelperProcess::terminate()
{
    if (m_process && m_process->state() != QProcess::NotRunning)
        m_process->terminate();
}

void HelperProcess::end(const Result<QByteArray> &r)
{
    if (m_ended)
        return;
    m_ended = true;
    emit answered(r);
}

void HelperProcess::start(const HelperCommand &cmd, const QString &what)
{
    m_cmd = cmd;
    m_what = what;
    m_stdout.clear();
    m_stderr.clear();
    m_overCap = false;
    m_ended = false;
    if (!cmd.problem.isEmpty()) {
        // Always after start() returns, as a run that did start would.
        QMetaObject::invokeMethod(
            this, [this, p = cmd.problem] { end(Error{p}); }, Qt::QueuedConnection);
        return;
    }
    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
    }
    m_process = new QProcess(this);
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        const QByteArray b = m_process->readAllStandardOutput();
        if (m_overCap || m_stdout.size() + b.size() > m_maxStdout) {
            m_overCap = true;
            m_process->terminate();
            return;
        }
        m_stdout += b;
    });
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { appendHelperStderr(m_stderr, m_process->readAllStandardError()); });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        onFinished(code, status == QProcess::NormalExit);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return; // the others end in finished()
        end(Error{QCoreApplication::translate("HelperProcess", "%1 could not be started: %2")
                      .arg(m_cmd.program, m_process->errorString())});
    });
    qCDebug(lcHelperProcess) << "running" << commandLine(m_cmd);
    m_process->start(m_cmd.program, m_cmd.args);
    m_process->closeWriteChannel();
}

void HelperProcess::onFinished(int exitCode, bool normalExit)
{
    if (m_overCap)
        return end(Error{QCoreApplication::translate("HelperProcess", "%1 sent more than %2 MiB")
                             .arg(m_what)
                             .arg(m_maxStdout >> 20)});
    if (pkexecRefused(m_cmd, exitCode))
        return end(Error{QCoreApplication::translate("HelperProcess",
                                                     "%1: authentication was refused or cancelled")
                             .arg(m_what)});
    if (!normalExit || exitCode != 0) {
        const QString said = m_stderr.trimmed();
        return end(
            Error{QCoreApplication::translate("HelperProcess", "%1 failed (exit status %2)%3")
                      .arg(m_what)
                      .arg(normalExit ? exitCode : -1)
                      .arg(said.isEmpty() ? QString() : QStringLiteral(": ") + said.right(2000))});
    }
    end(m_stdout);
}

} // namespace irqatlas
