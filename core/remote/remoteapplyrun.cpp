#include "applyclient/scriptreport.h"
#include "model/printable.h"
#include "remote/remoteapply.h"
#include "remote/sshsession.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

// One ssh run of a remote apply or rollback: the sudo handshake, the
// payload, the confirmation, and the output turned into the helper's JSON
// lines (see docs/HELPER.md "Remote hosts").

namespace irqatlas {
namespace {

QString lastSudoLine(const QByteArray &stderrBytes)
{
    const QList<QByteArray> lines = stderrBytes.split('\n');
    for (auto it = lines.rbegin(); it != lines.rend(); ++it)
        if (it->trimmed().startsWith("sudo:"))
            return printableText(QByteArrayView(it->trimmed()));
    return {};
}

// sudo -n's answer when the command needs a password (sudo 1.8 and 1.9,
// under LC_ALL=C).
bool sudoWantsPassword(const QByteArray &stderrBytes)
{
    for (const QByteArray &l : stderrBytes.split('\n'))
        if (l.trimmed() == "sudo: a password is required")
            return true;
    return false;
}

// The complete lines in buf, taken out of it; all: the unfinished last
// line too (the process has ended, nothing more will come for it).
QList<QByteArray> takeLines(QByteArray &buf, bool all)
{
    QList<QByteArray> lines;
    qsizetype nl;
    while ((nl = buf.indexOf('\n')) >= 0) {
        lines << buf.left(nl);
        buf.remove(0, nl + 1);
    }
    if (all && !buf.isEmpty()) {
        lines << buf;
        buf.clear();
    }
    return lines;
}

// Added to the error when the connection ends during the confirmation wait:
// the plan stays applied until the remote side's timeout undoes it, and the
// message says when.
QString rollsBackByItself(const QString &who, int confirmTimeoutSec)
{
    return QCoreApplication::translate(
               "RemoteApply", "; the connection ended while %1 waited for confirmation, so it "
                              "rolls back by itself within %2 s")
        .arg(who)
        .arg(confirmTimeoutSec);
}

// The "result" of the last summary line among jsonLines.
QString lastSummaryResult(const QByteArray &jsonLines)
{
    QString result;
    for (const QByteArray &line : jsonLines.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QStringLiteral("summary")))
            result = o.value(QStringLiteral("summary"))
                         .toObject()
                         .value(QStringLiteral("result"))
                         .toString();
    }
    return result;
}

} // namespace

// What one run sends on stdin and when, and what it makes of what comes
// back. Stdin is the one channel the remote sudo, shell and helper all read,
// so each thing goes only once its reader waits for it: the password once
// sudo's nonce prompt shows, the payload once sudo's ready line does (at
// once without the password step), "confirm" or "revert" once the remote
// side waits for it.
class RemoteApply::RunExchange
{
public:
    RunExchange(QProcess &proc, CappedChannels &channels, const RemoteInvocation &inv,
                const RunSpec &spec, const RemoteApplyHooks &hooks, QByteArray &password)
        : m_proc(proc), m_channels(channels), m_inv(inv), m_spec(spec), m_hooks(hooks),
          m_password(password), m_report(spec.rollbackMode, spec.dryRun)
    {
        m_out.viaHelper = spec.viaHelper;
    }

    void begin();
    void drain(bool all);
    void answerConfirmation();
    RemoteResult finish(const SshSession &session, const QString &who, bool &passwordNeeded);

private:
    enum class Stage
    {
        Prompt,
        Ready,
        Running
    };
    bool waitsForConfirm() const { return m_spec.confirmTimeoutSec > 0; }
    void sendPayload();
    void stepSudo();
    void addScriptLine(const QByteArray &line);
    void addHelperLine(const QByteArray &line);
    void showMessage(QByteArray line);
    void sendAnswer(const char *line);

    QProcess &m_proc;
    CappedChannels &m_channels;
    const RemoteInvocation &m_inv;
    const RunSpec &m_spec;
    const RemoteApplyHooks &m_hooks;
    QByteArray &m_password; // wiped once written
    RemoteResult m_out;
    ScriptReport m_report;
    Stage m_stage = Stage::Running;
    bool m_refused = false;        // sudo asked for the password again
    QByteArray m_outBuf, m_errBuf; // not yet a whole line
    QByteArray m_errAll;           // all of stderr, for sudo's and ssh's messages
    bool m_awaiting = false, m_confirmSent = false;
};

// With a password: the password once sudo prompts, the payload once sudo
// said it accepted it. Without: sudo -n never reads stdin, so the
// payload goes at once (and is dropped when sudo refuses).
void RemoteApply::RunExchange::begin()
{
    if (m_inv.sudoPrompt.isEmpty())
        sendPayload();
    else
        m_stage = Stage::Prompt;
}

// stdin stays open when a confirmation may follow.
void RemoteApply::RunExchange::sendPayload()
{
    m_proc.write(m_spec.payload);
    if (!waitsForConfirm())
        m_proc.closeWriteChannel();
}

// One step of the password handshake, decided by what sudo printed on
// stderr so far.
void RemoteApply::RunExchange::stepSudo()
{
    if (m_stage == Stage::Prompt && m_errAll.contains(m_inv.sudoReady)) {
        m_stage = Stage::Running; // sudo -v asked nothing (cached or NOPASSWD)
        sendPayload();
    } else if (m_stage == Stage::Prompt && m_errAll.contains(m_inv.sudoPrompt)) {
        m_proc.write(m_password);
        wipeSecret(m_password);
        m_stage = Stage::Ready;
    } else if (m_stage == Stage::Ready && m_errAll.contains(m_inv.sudoReady)) {
        m_stage = Stage::Running;
        sendPayload();
    } else if (m_stage == Stage::Ready && m_errAll.count(m_inv.sudoPrompt) > 1) {
        // A wrong password: sudo asks again; nothing more goes on stdin.
        m_refused = true;
        m_proc.closeWriteChannel();
        m_proc.kill();
    }
}

// Takes what arrived on both channels; all: the process has ended.
void RemoteApply::RunExchange::drain(bool all)
{
    m_outBuf += m_channels.takeStdout();
    const QByteArray err = m_channels.takeStderr();
    m_errBuf += err;
    m_errAll += err;
    if (m_stage != Stage::Running)
        stepSudo();
    for (const QByteArray &line : takeLines(m_outBuf, all)) {
        if (m_spec.viaHelper)
            addHelperLine(line);
        else
            addScriptLine(line);
    }
    for (QByteArray line : takeLines(m_errBuf, all))
        showMessage(std::move(line));
}

// The plan script's records, turned into the helper's JSON lines.
void RemoteApply::RunExchange::addScriptLine(const QByteArray &line)
{
    const QByteArray json = m_report.addLine(line);
    m_out.jsonLines += json;
    if (m_hooks.output)
        for (const QByteArray &j : json.split('\n'))
            if (!j.isEmpty())
                m_hooks.output(j);
    m_awaiting = m_report.awaiting();
}

// The helper's JSON lines as they are; an "applied" summary with a
// confirmation timeout means it now waits for the answer.
void RemoteApply::RunExchange::addHelperLine(const QByteArray &line)
{
    if (!line.startsWith('{'))
        return; // login shell noise
    m_out.jsonLines += line + '\n';
    if (m_hooks.output)
        m_hooks.output(line);
    const QJsonObject summary =
        QJsonDocument::fromJson(line).object().value(QStringLiteral("summary")).toObject();
    if (waitsForConfirm() &&
        summary.value(QStringLiteral("result")).toString() == QLatin1String("applied"))
        m_awaiting = true;
}

// A stderr line for the user, without the password step's nonce lines.
void RemoteApply::RunExchange::showMessage(QByteArray line)
{
    if (!m_inv.sudoPrompt.isEmpty()) {
        line.replace(m_inv.sudoPrompt, QByteArray());
        if (line.trimmed() == m_inv.sudoReady)
            return;
    }
    if (m_hooks.message && !line.trimmed().isEmpty())
        m_hooks.message(printableText(QByteArrayView(line)));
}

// Only a fixed line is ever sent, and only once the remote side
// waits: with sh -s, early bytes could reach the shell's parser.
void RemoteApply::RunExchange::answerConfirmation()
{
    if (!m_awaiting || m_confirmSent)
        return;
    if (m_hooks.confirm && m_hooks.confirm())
        sendAnswer("confirm\n");
    else if (m_hooks.revert && m_hooks.revert())
        sendAnswer("revert\n");
}

// The one answer the remote side gets; stdin ends with it.
void RemoteApply::RunExchange::sendAnswer(const char *line)
{
    m_proc.write(line);
    m_proc.closeWriteChannel();
    m_confirmSent = true;
}

// What the ended run came to. Failures of the channel, of sudo's password
// and of ssh come first: only when none of them happened, and sudo did not
// refuse the command, did the helper or the script answer.
RemoteResult RemoteApply::RunExchange::finish(const SshSession &session, const QString &who,
                                              bool &passwordNeeded)
{
    const bool normal = m_proc.exitStatus() == QProcess::NormalExit;
    const int code = normal ? m_proc.exitCode() : 255;
    if (m_channels.exceeded()) {
        m_out.error = m_channels.error(who, m_inv.shown).message;
        if (m_awaiting && !m_confirmSent)
            m_out.error += rollsBackByItself(who, m_spec.confirmTimeoutSec);
        return m_out;
    }
    if (m_refused) {
        m_out.error = QCoreApplication::translate(
                          "RemoteApply", "%1: sudo did not accept the password, nothing applied")
                          .arg(who);
        return m_out;
    }
    if (code == 255) {
        m_out.error = session.errorFor(255, m_errAll).message;
        if (!normal)
            m_out.error =
                QCoreApplication::translate("RemoteApply", "%1: the ssh client was stopped")
                    .arg(who);
        if (m_awaiting && !m_report.confirmed())
            m_out.error += rollsBackByItself(who, m_spec.confirmTimeoutSec);
        return m_out;
    }
    if (m_inv.sudo && code == 1 && m_out.jsonLines.isEmpty() && m_stage == Stage::Running &&
        sudoWantsPassword(m_errAll)) {
        passwordNeeded = true;
        return m_out;
    }
    if (const QString sudo = lastSudoLine(m_errAll);
        code == 1 && !sudo.isEmpty() && m_out.jsonLines.isEmpty()) {
        m_out.error =
            QCoreApplication::translate("RemoteApply", "%1: sudo failed, nothing applied: %2")
                .arg(who, sudo);
        return m_out;
    }
    m_out.ran = true;
    m_out.exitCode = code;
    if (!m_spec.viaHelper)
        m_out.jsonLines += m_report.finish(code);
    m_out.result = lastSummaryResult(m_out.jsonLines);
    return m_out;
}

RemoteResult RemoteApply::runOnce(const RemoteInvocation &inv, const RunSpec &spec,
                                  const RemoteApplyHooks &hooks, QByteArray password,
                                  bool &passwordNeeded)
{
    passwordNeeded = false;
    const QString who = m_session.displayName();
    auto started = m_session.start(inv.command);
    if (!started.ok()) {
        wipeSecret(password);
        RemoteResult out;
        out.viaHelper = spec.viaHelper;
        out.error = started.errorString();
        return out;
    }
    std::unique_ptr<QProcess> proc = std::move(started).value();
    CappedChannels channels(*proc, kRemoteApplyLimits);
    if (hooks.started)
        hooks.started(proc->processId());
    RunExchange exchange(*proc, channels, inv, spec, hooks, password);
    exchange.begin();
    while (!proc->waitForFinished(100)) {
        if (proc->state() == QProcess::NotRunning)
            break;
        exchange.drain(false);
        exchange.answerConfirmation();
    }
    exchange.drain(true);
    wipeSecret(password);
    return exchange.finish(m_session, who, passwordNeeded);
}

} // namespace irqatlas
