#include "helperrunner.h"

#include "command.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QProcess>
#include <poll.h>
#include <unistd.h>

namespace irqatlas::cli {

HelperCommand findHelper(const QString &root, const QStringList &helperArgs)
{
    return irqatlas::findHelper(root.isEmpty() ? HelperLocation{} : testTreeLocation(root),
                                helperArgs);
}

HelperRun runHelper(const HelperCommand &cmd, const QByteArray &input, bool forwardStdin)
{
    HelperRun r;
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(cmd.program, cmd.args);
    if (!p.waitForStarted(10000)) {
        r.error = QCoreApplication::translate("irqatlas-cli", "cannot start %1: %2")
                      .arg(cmd.program, p.errorString());
        return r;
    }
    r.started = true;
    p.write(input);
    if (!forwardStdin)
        p.closeWriteChannel();
    bool stdinOpen = forwardStdin;
    HelperOutputReader reader;
    auto take = [&] {
        QList<QByteArray> lines;
        const bool fine = reader.error().isEmpty();
        reader.feed(p.readAllStandardOutput(), lines);
        for (const QByteArray &l : lines)
            r.stdoutBytes += l + '\n';
        if (fine && !reader.error().isEmpty() && stdinOpen) {
            // Not the helper speaking: no confirmation goes to it any more,
            // so a waiting apply rolls back by itself.
            stdinOpen = false;
            p.closeWriteChannel();
        }
    };
    while (!p.waitForFinished(100)) {
        take();
        if (!stdinOpen)
            continue;
        pollfd pfd{STDIN_FILENO, POLLIN, 0};
        if (::poll(&pfd, 1, 0) > 0) {
            char buf[256];
            const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
            if (n > 0) {
                p.write(buf, n);
            } else {
                stdinOpen = false;
                p.closeWriteChannel();
            }
        }
    }
    take();
    r.stdoutBytes += reader.takeRest();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    if (p.exitStatus() != QProcess::NormalExit)
        r.error = QCoreApplication::translate("irqatlas-cli", "%1 crashed").arg(cmd.program);
    else if (!reader.error().isEmpty())
        r.error = reader.error();
    return r;
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
