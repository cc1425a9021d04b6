#include "applyclient/scriptreport.h"
#include "remote/remoteapply.h"
#include "remote/remotetext.h"
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
            return printableRemoteText(QByteArrayView(it->trimmed()));
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

} // namespace

RemoteResult RemoteApply::runOnce(const RemoteInvocation &inv, const RunSpec &spec,
                                  const RemoteApplyHooks &hooks, QByteArray password,
                                  bool &passwordNeeded)
{
    RemoteResult out;
    out.viaHelper = spec.viaHelper;
    passwordNeeded = false;
    const QString who = m_session.displayName();
    auto started = m_session.start(inv.command);
    if (!started.ok()) {
        wipeSecret(password);
        out.error = started.errorString();
        return out;
    }
    std::unique_ptr<QProcess> proc = std::move(started).value();
    CappedChannels channels(*proc, kRemoteApplyLimits);
    if (hooks.started)
        hooks.started(proc->processId());
    const bool waitsForConfirm = spec.confirmTimeoutSec > 0;
    auto sendPayload = [&] {
        proc->write(spec.payload);
        if (!waitsForConfirm)
            proc->closeWriteChannel();
    };
    // With a password: the password once sudo prompts, the payload once sudo
    // said it accepted it. Without: sudo -n never reads stdin, so the
    // payload goes at once (and is dropped when sudo refuses).
    enum class Stage
    {
        Prompt,
        Ready,
        Running
    } stage = Stage::Running;
    if (inv.sudoPrompt.isEmpty())
        sendPayload();
    else
        stage = Stage::Prompt;
    bool refused = false;

    ScriptReport report(spec.rollbackMode, spec.dryRun);
    QByteArray outBuf, errBuf, errAll;
    bool awaiting = false, confirmSent = false;
    auto takeLines = [](QByteArray &buf, bool all) {
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
    };
    auto sudoStage = [&] {
        if (stage == Stage::Prompt && errAll.contains(inv.sudoReady)) {
            stage = Stage::Running; // sudo -v asked nothing (cached or NOPASSWD)
            sendPayload();
        } else if (stage == Stage::Prompt && errAll.contains(inv.sudoPrompt)) {
            proc->write(password);
            wipeSecret(password);
            stage = Stage::Ready;
        } else if (stage == Stage::Ready && errAll.contains(inv.sudoReady)) {
            stage = Stage::Running;
            sendPayload();
        } else if (stage == Stage::Ready && errAll.count(inv.sudoPrompt) > 1) {
            // A wrong password: sudo asks again; nothing more goes on stdin.
            refused = true;
            proc->closeWriteChannel();
            proc->kill();
        }
    };
    auto drain = [&](bool all) {
        outBuf += channels.takeStdout();
        const QByteArray err = channels.takeStderr();
        errBuf += err;
        errAll += err;
        if (stage != Stage::Running)
            sudoStage();
        for (const QByteArray &line : takeLines(outBuf, all)) {
            if (!spec.viaHelper) {
                const QByteArray json = report.addLine(line);
                out.jsonLines += json;
                if (hooks.output)
                    for (const QByteArray &j : json.split('\n'))
                        if (!j.isEmpty())
                            hooks.output(j);
                awaiting = report.awaiting();
                continue;
            }
            if (!line.startsWith('{'))
                continue; // login shell noise
            out.jsonLines += line + '\n';
            if (hooks.output)
                hooks.output(line);
            const QJsonObject summary =
                QJsonDocument::fromJson(line).object().value(QStringLiteral("summary")).toObject();
            if (waitsForConfirm &&
                summary.value(QStringLiteral("result")).toString() == QLatin1String("applied"))
                awaiting = true;
        }
        for (QByteArray line : takeLines(errBuf, all)) {
            if (!inv.sudoPrompt.isEmpty()) {
                line.replace(inv.sudoPrompt, QByteArray());
                if (line.trimmed() == inv.sudoReady)
                    continue;
            }
            if (hooks.message && !line.trimmed().isEmpty())
                hooks.message(printableRemoteText(QByteArrayView(line)));
        }
    };
    while (!proc->waitForFinished(100)) {
        if (proc->state() == QProcess::NotRunning)
            break;
        drain(false);
        // Only a fixed line is ever sent, and only once the remote side
        // waits: with sh -s, early bytes could reach the shell's parser.
        if (awaiting && !confirmSent && hooks.confirm && hooks.confirm()) {
            proc->write("confirm\n");
            proc->closeWriteChannel();
            confirmSent = true;
        } else if (awaiting && !confirmSent && hooks.revert && hooks.revert()) {
            proc->write("revert\n");
            proc->closeWriteChannel();
            confirmSent = true;
        }
    }
    drain(true);
    wipeSecret(password);

    const bool normal = proc->exitStatus() == QProcess::NormalExit;
    const int code = normal ? proc->exitCode() : 255;
    if (channels.exceeded()) {
        out.error = channels.error(who, inv.shown).message;
        if (awaiting && !confirmSent)
            out.error +=
                QCoreApplication::translate(
                    "RemoteApply", "; the connection ended while %1 waited for confirmation, so it "
                                   "rolls back by itself within %2 s")
                    .arg(who)
                    .arg(spec.confirmTimeoutSec);
        return out;
    }
    if (refused) {
        out.error = QCoreApplication::translate(
                        "RemoteApply", "%1: sudo did not accept the password, nothing applied")
                        .arg(who);
        return out;
    }
    if (code == 255) {
        out.error = m_session.errorFor(255, errAll).message;
        if (!normal)
            out.error = QCoreApplication::translate("RemoteApply", "%1: the ssh client was stopped")
                            .arg(who);
        if (awaiting && !report.confirmed())
            out.error +=
                QCoreApplication::translate(
                    "RemoteApply", "; the connection ended while %1 waited for confirmation, so it "
                                   "rolls back by itself within %2 s")
                    .arg(who)
                    .arg(spec.confirmTimeoutSec);
        return out;
    }
    if (inv.sudo && code == 1 && out.jsonLines.isEmpty() && stage == Stage::Running &&
        sudoWantsPassword(errAll)) {
        passwordNeeded = true;
        return out;
    }
    if (const QString sudo = lastSudoLine(errAll);
        code == 1 && !sudo.isEmpty() && out.jsonLines.isEmpty()) {
        out.error =
            QCoreApplication::translate("RemoteApply", "%1: sudo failed, nothing applied: %2")
                .arg(who, sudo);
        return out;
    }
    out.ran = true;
    out.exitCode = code;
    if (!spec.viaHelper)
        out.jsonLines += report.finish(code);
    for (const QByteArray &line : out.jsonLines.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QStringLiteral("summary")))
            out.result = o.value(QStringLiteral("summary"))
                             .toObject()
                             .value(QStringLiteral("result"))
                             .toString();
    }
    return out;
}

} // namespace irqatlas
