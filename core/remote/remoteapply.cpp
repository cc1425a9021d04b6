#include "remote/remoteapply.h"

#include "applyclient/helperclient.h"
#include "model/planfile.h"
#include "plan/planexport.h"
#include "remote/remotecollect.h"
#include "remote/sshsession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QProcess>

Q_LOGGING_CATEGORY(lcRemoteApply, "irqatlas.remoteapply", QtWarningMsg)

namespace irqatlas {
namespace {

// Probe answers start with this, so login shell noise cannot pass for one.
constexpr QByteArrayView kProbeMarker = "irqatlas-probe ";

// Every remote command goes through /bin/sh whatever the login shell is.
// The variables the script would honour are dropped (only the test build
// passes a root, as an argument), and HUP/PIPE are ignored before exec so a
// dropped connection cannot kill the helper or the script before it reverts.
// LC_ALL=C keeps sudo's messages in the words runOnce() looks for.
QString throughSh(const QByteArray &inner)
{
    return QStringLiteral("exec /bin/sh -c ") +
           QString::fromLatin1(shellQuote("unset IRQATLAS_ROOT IRQATLAS_JOURNAL; LC_ALL=C; "
                                          "export LC_ALL; trap '' HUP PIPE; " +
                                          inner));
}

QByteArray nonce()
{
    return newBoundary().mid(int(qstrlen("IRQATLAS-END-")));
}

} // namespace

RemoteApply::RemoteApply(SshSession &session) : m_session(session) {}

RemoteApply::RemoteApply(SshSession &session, RemoteTestRoot testRoot)
    : m_session(session), m_test(std::move(testRoot))
{
}

QString RemoteApply::helperPath() const
{
    return m_test ? m_test->helperPath : QString::fromLatin1(kRemoteHelperPath);
}

Result<RemoteProbe> RemoteApply::probe()
{
    const QByteArray inner =
        "LC_ALL=C; export LC_ALL; h=" + shellQuote(QFile::encodeName(helperPath())) +
        "; if [ -n \"$h\" ] && [ -f \"$h\" ] && [ -x \"$h\" ]; then echo irqatlas-probe helper=1; "
        "else echo irqatlas-probe helper=0; fi; u=$(id -u); echo irqatlas-probe uid=$u; "
        "if [ \"$u\" != 0 ]; then "
        "if ! command -v sudo >/dev/null 2>&1; then echo irqatlas-probe sudo=missing; "
        "elif m=$(sudo -n true 2>&1); then echo irqatlas-probe sudo=nopasswd; "
        "else case $m in *password*) echo irqatlas-probe sudo=password ;; "
        "*) echo irqatlas-probe sudo=denied ;; esac; fi; fi";
    // A few lines; a login shell may add some.
    auto out = m_session.run(throughSh(inner), {}, 120000,
                             ChannelLimits{qint64(1) << 20, qint64(1) << 20});
    if (!out.ok())
        return out.error();
    RemoteProbe p;
    bool sawHelper = false, sawUid = false;
    for (const QByteArray &raw : out->split('\n')) {
        const QByteArray line = raw.trimmed();
        if (!line.startsWith(kProbeMarker))
            continue;
        const QByteArray kv = line.mid(kProbeMarker.size());
        if (kv.startsWith("helper=")) {
            p.helper = kv == "helper=1";
            sawHelper = true;
        } else if (kv.startsWith("uid=")) {
            p.root = kv == "uid=0";
            sawUid = true;
        } else if (kv == "sudo=nopasswd") {
            p.sudo = RemoteProbe::Sudo::NoPassword;
        } else if (kv == "sudo=password") {
            p.sudo = RemoteProbe::Sudo::NeedsPassword;
        } else if (kv == "sudo=denied") {
            p.sudo = RemoteProbe::Sudo::Denied;
        }
    }
    if (!sawHelper || !sawUid)
        return Error{QCoreApplication::translate(
                         "RemoteApply",
                         "%1: the remote check printed no answer (is /bin/sh a POSIX shell there?)")
                         .arg(m_session.displayName())};
    if (p.root)
        p.sudo = RemoteProbe::Sudo::NotNeeded;
    qCDebug(lcRemoteApply) << m_session.displayName() << "helper" << p.helper << "root" << p.root
                           << "sudo" << int(p.sudo);
    return p;
}

Result<bool> RemoteApply::chooseHelper(const RemoteProbe &probe, RemoteMethod method) const
{
    switch (method) {
    case RemoteMethod::Auto:
        return probe.helper;
    case RemoteMethod::Script:
        return false;
    case RemoteMethod::Helper:
        if (!probe.helper)
            return Error{QCoreApplication::translate(
                             "RemoteApply", "%1: irqatlas-helper is not installed there (%2)")
                             .arg(m_session.displayName(), helperPath())};
        return true;
    }
    return false;
}

Result<RemoteInvocation> RemoteApply::invocation(const RemoteProbe &probe, bool viaHelper,
                                                 const QStringList &args, SudoStep step) const
{
    RemoteInvocation inv;
    inv.viaHelper = viaHelper;
    QByteArray cmd;
    QStringList shown;
    auto add = [&cmd, &shown](const QString &arg) {
        if (!cmd.isEmpty())
            cmd += ' ';
        cmd += shellQuote(QFile::encodeName(arg));
        shown << arg;
    };
    add(viaHelper ? helperPath() : QStringLiteral("/bin/sh"));
    if (!viaHelper) {
        add(QStringLiteral("-s"));
        add(QStringLiteral("--"));
    }
    for (const QString &a : args)
        add(a);
    if (m_test) {
        if (viaHelper) {
            add(QStringLiteral("--root"));
            add(m_test->root);
            for (const QString &a : m_test->helperArgs)
                add(a);
        } else {
            add(m_test->root);
        }
    }
    inv.shown = shownCommand(shown.join(QLatin1Char(' ')));
    const QString who = m_session.displayName();
    switch (probe.sudo) {
    case RemoteProbe::Sudo::NotNeeded:
        cmd = "exec " + cmd;
        break;
    case RemoteProbe::Sudo::NoPassword:
    case RemoteProbe::Sudo::NeedsPassword:
        // The same COMMAND either way, so what sudo -n said about it holds
        // for the password step; sudo -n never reads stdin.
        inv.sudo = true;
        if (step == SudoStep::NonInteractive) {
            cmd = "exec sudo -n -- " + cmd;
            break;
        }
        // -k: a cached login must not make sudo skip the prompt (the
        // password would then wait on stdin for the next reader). The
        // second sudo finds the record the first made (same parent, no tty).
        inv.sudoPrompt = "[irqatlas-sudo-" + nonce() + "]";
        inv.sudoReady = "irqatlas-sudo-ready-" + nonce();
        cmd = "sudo -k -S -p " + shellQuote(inv.sudoPrompt) + " -v && printf '%s\\n' " +
              shellQuote(inv.sudoReady) + " >&2 && sudo -n -- " + cmd;
        break;
    case RemoteProbe::Sudo::Denied:
        return Error{QCoreApplication::translate(
                         "RemoteApply", "%1: the login user is not root and sudo refuses it")
                         .arg(who)};
    case RemoteProbe::Sudo::Missing:
        return Error{QCoreApplication::translate(
                         "RemoteApply",
                         "%1: the login user is not root and sudo is not installed there; log in "
                         "as root (--host root@HOST) or install sudo")
                         .arg(who)};
    }
    inv.command = throughSh(cmd);
    return inv;
}

Result<QString> RemoteApply::journalArgument(const QString &given, bool viaHelper, bool testRoot,
                                             const QString &host)
{
    if (given.isEmpty())
        return given;
    if (viaHelper)
        return helperJournalArg(given, testRoot);
    if (!QDir::isAbsolutePath(given))
        return Error{QCoreApplication::translate("RemoteApply",
                                                 "--journal: \"%1\" is not an absolute path on %2")
                         .arg(given, host)};
    return given;
}

RemoteResult RemoteApply::apply(const Plan &plan, const RemoteApplyOptions &options,
                                const RemoteApplyHooks &hooks)
{
    RemoteResult out;
    auto pr = probe();
    if (!pr.ok()) {
        out.error = pr.errorString();
        return out;
    }
    auto helper = chooseHelper(*pr, options.method);
    if (!helper.ok()) {
        out.error = helper.errorString();
        return out;
    }
    const auto journal =
        journalArgument(options.journalPath, *helper, m_test.has_value(), m_session.displayName());
    if (!journal.ok()) {
        out.error = journal.errorString();
        return out;
    }
    const bool confirm = options.confirmTimeoutSec > 0 && !options.dryRun;
    QStringList args;
    QByteArray payload;
    if (*helper) {
        args << QStringLiteral("apply");
        if (options.dryRun)
            args << QStringLiteral("--dry-run");
        payload = writePlan(plan);
        if (confirm)
            payload += "\n.\n"; // end of plan; confirmation lines follow
    } else {
        args << (options.dryRun ? QStringLiteral("--dry-run") : QStringLiteral("apply"))
             << QStringLiteral("--records");
        auto script = planShellScript(plan, false);
        if (!script.ok()) {
            out.error = script.errorString();
            return out;
        }
        payload = *script;
    }
    if (!journal->isEmpty())
        args << QStringLiteral("--journal") << *journal;
    if (confirm)
        args << QStringLiteral("--confirm-timeout") << QString::number(options.confirmTimeoutSec);
    RunSpec spec;
    spec.args = args;
    spec.viaHelper = *helper;
    spec.payload = payload;
    spec.confirmTimeoutSec = confirm ? options.confirmTimeoutSec : 0;
    spec.dryRun = options.dryRun;
    return run(*pr, spec, hooks);
}

RemoteResult RemoteApply::rollback(const QString &journalPath, RemoteMethod method,
                                   const RemoteApplyHooks &hooks)
{
    return journalCommand(QStringLiteral("rollback"), journalPath, method, hooks);
}

RemoteResult RemoteApply::confirm(const QString &journalPath, RemoteMethod method,
                                  const RemoteApplyHooks &hooks)
{
    return journalCommand(QStringLiteral("confirm"), journalPath, method, hooks);
}

RemoteResult RemoteApply::journalCommand(const QString &command, const QString &journalPath,
                                         RemoteMethod method, const RemoteApplyHooks &hooks)
{
    const bool rollback = command == QLatin1String("rollback");
    RemoteResult out;
    auto pr = probe();
    if (!pr.ok()) {
        out.error = pr.errorString();
        return out;
    }
    auto helper = chooseHelper(*pr, method);
    if (!helper.ok()) {
        out.error = helper.errorString();
        return out;
    }
    const auto journal =
        journalArgument(journalPath, *helper, m_test.has_value(), m_session.displayName());
    if (!journal.ok()) {
        out.error = journal.errorString();
        return out;
    }
    RunSpec spec;
    spec.viaHelper = *helper;
    spec.rollbackMode = rollback;
    spec.args << command;
    if (!*helper) {
        if (rollback)
            spec.args << QStringLiteral("--records");
        auto script = planShellScript(Plan{}, false);
        if (!script.ok()) {
            out.error = script.errorString();
            return out;
        }
        spec.payload = *script;
    }
    if (!journal->isEmpty())
        spec.args << QStringLiteral("--journal") << *journal;
    return run(*pr, spec, hooks);
}

RemoteResult RemoteApply::helperQuery(const QStringList &args, const RemoteApplyHooks &hooks)
{
    RemoteResult out;
    auto pr = probe();
    if (!pr.ok()) {
        out.error = pr.errorString();
        return out;
    }
    if (auto helper = chooseHelper(*pr, RemoteMethod::Helper); !helper.ok()) {
        out.error = helper.errorString();
        return out;
    }
    RunSpec spec;
    spec.viaHelper = true;
    spec.args = args;
    return run(*pr, spec, hooks);
}

RemoteResult RemoteApply::run(const RemoteProbe &probe, const RunSpec &spec,
                              const RemoteApplyHooks &hooks)
{
    RemoteResult out;
    out.viaHelper = spec.viaHelper;
    const QString who = m_session.displayName();
    auto inv = invocation(probe, spec.viaHelper, spec.args, SudoStep::NonInteractive);
    if (!inv.ok()) {
        out.error = inv.errorString();
        return out;
    }
    bool passwordNeeded = false;
    out = runOnce(*inv, spec, hooks, {}, passwordNeeded);
    if (!passwordNeeded)
        return out;

    // sudo -n refused this very command for want of a password; nothing ran.
    out = RemoteResult{};
    out.viaHelper = spec.viaHelper;
    if (!hooks.password) {
        out.error =
            QCoreApplication::translate(
                "RemoteApply", "%1: sudo needs a password and there is no way to ask for one")
                .arg(who);
        return out;
    }
    std::optional<QByteArray> password = hooks.password(
        QCoreApplication::translate("RemoteApply", "sudo password for %1: ").arg(who));
    if (!password) {
        out.error = QCoreApplication::translate("RemoteApply",
                                                "%1: no sudo password given, nothing applied")
                        .arg(who);
        return out;
    }
    if (password->contains('\n') || password->contains('\r')) {
        wipeSecret(*password);
        out.error = QCoreApplication::translate(
                        "RemoteApply", "%1: a password with a line break cannot be given to sudo")
                        .arg(who);
        return out;
    }
    inv = invocation(probe, spec.viaHelper, spec.args, SudoStep::WithPassword);
    if (!inv.ok()) {
        wipeSecret(*password);
        out.error = inv.errorString();
        return out;
    }
    out = runOnce(*inv, spec, hooks, *password + '\n', passwordNeeded);
    wipeSecret(*password);
    if (passwordNeeded)
        out.error = QCoreApplication::translate(
                        "RemoteApply", "%1: sudo accepted the password but asks for it again for "
                                       "the command (timestamp_timeout=0?); nothing applied")
                        .arg(who);
    return out;
}

} // namespace irqatlas
