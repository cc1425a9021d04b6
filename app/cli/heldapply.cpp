#include "heldapply.h"

#include "command.h"
#include "remoterun.h"

#include <QCoreApplication>
#include <QProcess>

namespace irqatlas::cli {

HeldApply::~HeldApply()
{
    if (m_thread.joinable()) {
        decide(false);
        m_thread.join();
    }
}

void HeldApply::startLocal(const HelperCommand &cmd, const QByteArray &planBytes)
{
    m_thread = std::thread(&HeldApply::runLocal, this, cmd, helperApplyInput(planBytes, true));
}

void HeldApply::startRemote(std::shared_ptr<SshSession> session, const Plan &resolved,
                            RemoteApplyOptions options)
{
    m_thread =
        std::thread(&HeldApply::runRemote, this, std::move(session), resolved, std::move(options));
}

void HeldApply::decide(bool keep)
{
    int none = 0;
    m_decision.compare_exchange_strong(none, keep ? 1 : 2);
}

HelperRun HeldApply::result() const
{
    std::lock_guard lock(m_mutex);
    return m_run;
}

HelperOutput HeldApply::output() const
{
    std::lock_guard lock(m_mutex);
    return m_output;
}

void HeldApply::seeLine(const QByteArray &line)
{
    std::lock_guard lock(m_mutex);
    m_run.stdoutBytes += line + '\n';
    m_output.addLine(line);
    // The first summary is the apply's; "applied" with a wait armed means the
    // plan is in place until the decision.
    if (m_output.summary && !m_output.revertSummary && !m_output.confirmed &&
        m_output.summary->result == QLatin1String("applied"))
        m_applied = true;
}

void HeldApply::runLocal(const HelperCommand &cmd, const QByteArray &input)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(cmd.program, cmd.args);
    if (!p.waitForStarted(10000)) {
        std::lock_guard lock(m_mutex);
        m_run.error = QCoreApplication::translate("irqatlas-cli", "cannot start %1: %2")
                          .arg(cmd.program, p.errorString());
        m_finished = true;
        return;
    }
    {
        std::lock_guard lock(m_mutex);
        m_run.started = true;
    }
    p.write(input);
    HelperOutputReader reader;
    bool sent = false;
    auto take = [&] {
        QList<QByteArray> lines;
        reader.feed(p.readAllStandardOutput(), lines);
        for (const QByteArray &l : lines)
            seeLine(l);
        if (!reader.error().isEmpty() && !sent) {
            // Not the helper speaking: send it nothing more, so it rolls back.
            sent = true;
            p.closeWriteChannel();
        }
    };
    while (!p.waitForFinished(50)) {
        take();
        const int d = m_decision.load();
        if (d != 0 && !sent) {
            sent = true;
            p.write(d == 1 ? "confirm\n" : "revert\n");
            p.waitForBytesWritten(1000);
        }
    }
    take();
    if (const QByteArray rest = reader.takeRest(); !rest.isEmpty())
        seeLine(rest);
    std::lock_guard lock(m_mutex);
    m_run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    if (p.exitStatus() != QProcess::NormalExit)
        m_run.error = QCoreApplication::translate("irqatlas-cli", "%1 crashed").arg(cmd.program);
    else if (!reader.error().isEmpty())
        m_run.error = reader.error();
    m_finished = true;
}

void HeldApply::runRemote(std::shared_ptr<SshSession> session, const Plan &resolved,
                          const RemoteApplyOptions &options)
{
    RemoteApplyHooks hooks;
    hooks.output = [this](const QByteArray &line) { seeLine(line); };
    hooks.message = [](const QString &line) { err(line); };
    hooks.confirm = [this] { return m_decision.load() == 1; };
    hooks.revert = [this] { return m_decision.load() == 2; };
    // sudo's password, when it wants one, from the terminal: the trial
    // prints nothing while the plan is being applied.
    hooks.password = terminalHooks().password;
    RemoteApply remote(*session);
    const RemoteResult r = remote.apply(resolved, options, hooks);
    bool seen = false;
    {
        std::lock_guard lock(m_mutex);
        seen = !m_run.stdoutBytes.isEmpty();
    }
    if (!seen) {
        for (const QByteArray &line : r.jsonLines.split('\n')) {
            if (!line.isEmpty())
                seeLine(line);
        }
    }
    std::lock_guard lock(m_mutex);
    m_run.started = r.ran;
    m_run.exitCode = r.exitCode;
    m_run.error = r.error;
    m_finished = true;
}

} // namespace irqatlas::cli
