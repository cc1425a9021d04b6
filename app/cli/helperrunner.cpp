#include "helperrunner.h"

#include "command.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <cerrno>
#include <poll.h>
#include <unistd.h>

namespace irqatlas::cli {

HelperLocation helperLocation(const QString &root)
{
    return root.isEmpty() ? HelperLocation{} : testTreeLocation(root);
}

HelperCommand findHelper(const QString &root, const QStringList &helperArgs)
{
    return irqatlas::findHelper(helperLocation(root), helperArgs);
}

std::optional<HelperRun> runJournalVerb(const QString &root, const QString &verb,
                                        const std::optional<QString> &journal, int &exitCode)
{
    QStringList helperArgs{verb};
    if (journal) {
        auto arg = helperJournalArg(*journal, !root.isEmpty());
        if (!arg.ok()) {
            exitCode = usageError(arg.errorString());
            return std::nullopt;
        }
        helperArgs << QStringLiteral("--journal") << *arg;
    }
    const HelperCommand hc = findHelper(root, helperArgs);
    if (!hc.problem.isEmpty()) {
        exitCode = fail(hc.helper.isEmpty()
                            ? hc.problem
                            : QCoreApplication::translate(
                                  "irqatlas-cli", "%1; run the equivalent command as root:\n  %2")
                                  .arg(hc.problem, sudoEquivalent(hc, {})));
        return std::nullopt;
    }
    HelperRun r = runHelper(hc, {}, 0, false);
    if (pkexecRefused(hc, r.exitCode)) {
        exitCode = fail(QCoreApplication::translate("irqatlas-cli",
                                                    "pkexec refused or could not authenticate; "
                                                    "run the equivalent command as root:\n  %1")
                            .arg(sudoEquivalent(hc, {})));
        return std::nullopt;
    }
    return r;
}

HelperRun helperRunOf(const ApplyResult &result)
{
    HelperRun r;
    r.started = result.ran;
    r.exitCode = result.ran ? result.exitCode : -1;
    r.stdoutBytes = result.outputLines;
    r.error = result.error;
    return r;
}

namespace {

// Reads what is typed on stdin without blocking; answers held once a whole
// line is "confirm" or "revert". Lines typed before it waits count then.
class StdinAnswers
{
public:
    explicit StdinAnswers(HeldApply &held) : m_held(held) {}

    void poll()
    {
        bool ended = false;
        while (m_open) {
            pollfd pfd{STDIN_FILENO, POLLIN, 0};
            if (::poll(&pfd, 1, 0) <= 0)
                break;
            char buf[256];
            const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
            if (n > 0) {
                m_pending.append(buf, n);
            } else if (n == 0 || errno != EINTR) {
                m_open = false;
                ended = true;
            }
        }
        for (qsizetype nl; (nl = m_pending.indexOf('\n')) >= 0;) {
            const QByteArray line = m_pending.left(nl).trimmed();
            m_pending.remove(0, nl + 1);
            if (line == "confirm")
                m_held.confirm();
            else if (line == "revert")
                m_held.revert();
        }
        if (ended)
            m_held.hangUp(); // after the lines that came before the end
    }

private:
    HeldApply &m_held;
    QByteArray m_pending;
    bool m_open = true;
};

// The plan was written beside a daemon that took no ban: it may move the
// IRQs back at its next pass, which the user must hear of.
void warnUnbannedIrqbalance(const HelperOutput &output)
{
    if (!output.summary || output.summary->unreachableIrqbalance.empty())
        return;
    QStringList pids;
    for (int pid : output.summary->unreachableIrqbalance)
        pids << QString::number(pid);
    err(QCoreApplication::translate(
            "irqatlas-cli",
            "warning: the helper could not reach irqbalance (pid %1) to ban the plan's IRQs: it "
            "may move them back within seconds (stop it, or irqatlas-cli export PLAN --format "
            "irqbalance for a permanent ban)")
            .arg(pids.join(QStringLiteral(", "))));
}

} // namespace

HelperRun waitForHeld(HeldApply &held, bool answerFromStdin)
{
    QEventLoop loop;
    QObject::connect(&held, &HeldApply::finished, &loop, &QEventLoop::quit);
    StdinAnswers answers(held);
    QTimer stdinPoll;
    stdinPoll.setInterval(100);
    QObject::connect(&stdinPoll, &QTimer::timeout, &loop, [&answers] { answers.poll(); });
    if (answerFromStdin)
        stdinPoll.start();
    if (held.running())
        loop.exec();
    return helperRunOf(held.result());
}

HelperRun runHelper(const HelperCommand &cmd, const QByteArray &plan, int confirmTimeout,
                    bool answerFromStdin)
{
    HeldApply held;
    HoldOptions options;
    options.confirmTimeout = confirmTimeout;
    options.forwardStderr = true;
    held.start(cmd, plan, options);
    return waitForHeld(held, answerFromStdin);
}

int reportHelperResult(const HelperRun &run, bool json, const QString &what)
{
    if (json) {
        out(std::string_view(run.stdoutBytes.constData(), std::size_t(run.stdoutBytes.size())));
    } else {
        TextTable table(
            {"IRQ", "PREVIOUS", "REQUESTED", "WRITTEN", "NOW", "EFFECTIVE", "RESTORED", "NOTE"});
        table.alignRight({0});
        const HelperOutput output = parseHelperOutput(run.stdoutBytes);
        int rows = 0;
        for (const auto *lines : {&output.irqs, &output.reverted}) {
            for (const HelperIrqLine &l : *lines) {
                auto str = [](const QString &v) {
                    return v.isEmpty() ? std::string("-") : v.toStdString();
                };
                std::string note;
                if (l.effectiveMismatch)
                    note = "MISMATCH: effective outside requested";
                if (!l.error.isEmpty())
                    note += (note.empty() ? "" : "; ") + l.error.toStdString();
                table.add({std::to_string(l.irq), str(l.previous), str(l.requested),
                           l.written ? "yes" : "no", str(l.readBack), str(l.effective),
                           l.restored ? "yes" : "no", note});
                ++rows;
            }
        }
        QString summary;
        if (const HelperSummary *s = output.lastSummary())
            summary = s->result + QStringLiteral(": ") + s->message;
        if (output.confirmed)
            summary += QCoreApplication::translate("irqatlas-cli", " (confirmed)");
        if (rows)
            out(table.render());
        if (!summary.isEmpty())
            out(summary + QLatin1Char('\n'));
    }
    warnUnbannedIrqbalance(parseHelperOutput(run.stdoutBytes));
    if (!run.error.isEmpty())
        return fail(run.error);
    if (run.exitCode != 0)
        return fail(
            QCoreApplication::translate(
                "irqatlas-cli", "%1 failed (helper exit status %2, see `irqatlas-helper --help`)")
                .arg(what)
                .arg(run.exitCode));
    return ExitOk;
}

} // namespace irqatlas::cli
