#include "helperrunner.h"

#include "command.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <poll.h>
#include <unistd.h>

namespace irqatlas::cli {
namespace {


const QString kInstalledHelper = QStringLiteral("/usr/libexec/irqatlas/irqatlas-helper");

QString nextToUs(const QString &name)
{
    const QString p = QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
    return QFileInfo(p).isExecutable() ? p : QString();
}

QString shellQuote(const QString &s)
{
    if (!s.isEmpty() && s.indexOf(QRegularExpression(QStringLiteral("[^A-Za-z0-9_./:=@%+,-]"))) < 0)
        return s;
    QString q = s;
    q.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

} // namespace

HelperCommand findHelper(const QString &root, const QStringList &helperArgs)
{
    HelperCommand c;
    c.helperArgs = helperArgs;
    if (!root.isEmpty()) {
        // Test trees never go through pkexec and never use the installed helper.
        c.helper = nextToUs(QStringLiteral("irqatlas-helper-testroot"));
        if (c.helper.isEmpty()) {
            c.problem = QCoreApplication::translate("irqatlas-cli", "--root needs the test build irqatlas-helper-testroot next to irqatlas-cli "
                           "(cmake --build BUILD --target irqatlas-helper-testroot)");
            return c;
        }
        c.program = c.helper;
        c.args = helperArgs + QStringList{QStringLiteral("--root"), root};
        return c;
    }
    const bool installed = QFileInfo(kInstalledHelper).isExecutable();
    c.helper = installed ? kInstalledHelper : nextToUs(QStringLiteral("irqatlas-helper"));
    if (c.helper.isEmpty()) {
        c.problem = QCoreApplication::translate("irqatlas-cli", "irqatlas-helper not found (%1, or next to irqatlas-cli)").arg(kInstalledHelper);
        return c;
    }
    if (::geteuid() == 0) {
        c.program = c.helper;
        c.args = helperArgs;
        return c;
    }
    const QString pkexec = QStandardPaths::findExecutable(QStringLiteral("pkexec"));
    if (pkexec.isEmpty() || !installed) {
        c.problem = pkexec.isEmpty() ? QCoreApplication::translate("irqatlas-cli", "pkexec is not installed")
                                     : QCoreApplication::translate("irqatlas-cli", "the helper is not installed in %1, so polkit has no rule for it")
                                           .arg(kInstalledHelper);
        return c;
    }
    c.program = pkexec;
    c.args = QStringList{c.helper} + helperArgs;
    c.viaPkexec = true;
    return c;
}

QString sudoEquivalent(const HelperCommand &cmd, const QString &stdinFile)
{
    QStringList parts{QStringLiteral("sudo"), shellQuote(cmd.helper)};
    for (const QString &a : cmd.helperArgs)
        parts << shellQuote(a);
    QString s = parts.join(QLatin1Char(' '));
    if (!stdinFile.isEmpty())
        s += QStringLiteral(" < ") + shellQuote(stdinFile);
    return s;
}

HelperRun runHelper(const HelperCommand &cmd, const QByteArray &input, bool forwardStdin)
{
    HelperRun r;
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(cmd.program, cmd.args);
    if (!p.waitForStarted(10000)) {
        r.error = QCoreApplication::translate("irqatlas-cli", "cannot start %1: %2").arg(cmd.program, p.errorString());
        return r;
    }
    r.started = true;
    p.write(input);
    if (!forwardStdin)
        p.closeWriteChannel();
    bool stdinOpen = forwardStdin;
    while (!p.waitForFinished(100)) {
        r.stdoutBytes += p.readAllStandardOutput();
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
    r.stdoutBytes += p.readAllStandardOutput();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    if (p.exitStatus() != QProcess::NormalExit)
        r.error = QCoreApplication::translate("irqatlas-cli", "%1 crashed").arg(cmd.program);
    return r;
}

int reportHelperResult(const HelperRun &run, bool json, const QString &what)
{
    if (json) {
        out(std::string_view(run.stdoutBytes.constData(), std::size_t(run.stdoutBytes.size())));
    } else {
        TextTable table({"IRQ", "PREVIOUS", "REQUESTED", "WRITTEN", "NOW", "EFFECTIVE", "RESTORED", "NOTE"});
        table.alignRight({0});
        QString summary;
        int rows = 0;
        for (const QByteArray &line : run.stdoutBytes.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.isEmpty())
                continue;
            if (o.contains(QStringLiteral("summary"))) {
                const QJsonObject s = o.value(QStringLiteral("summary")).toObject();
                summary = s.value(QStringLiteral("result")).toString() + QStringLiteral(": ") +
                          s.value(QStringLiteral("message")).toString();
                continue;
            }
            if (o.contains(QStringLiteral("confirmed"))) {
                summary += QCoreApplication::translate("irqatlas-cli", " (confirmed)");
                continue;
            }
            auto str = [&](const char *k) {
                const QJsonValue v = o.value(QLatin1String(k));
                return v.isString() && !v.toString().isEmpty() ? v.toString().toStdString() : std::string("-");
            };
            std::string note;
            if (o.value(QStringLiteral("effective_mismatch")).toBool())
                note = "MISMATCH: effective outside requested";
            if (o.value(QStringLiteral("error")).isString())
                note += (note.empty() ? "" : "; ") + o.value(QStringLiteral("error")).toString().toStdString();
            table.add({std::to_string(o.value(QStringLiteral("irq")).toInt()), str("previous"), str("requested"),
                       o.value(QStringLiteral("written")).toBool() ? "yes" : "no", str("smp_affinity_list"),
                       str("effective_affinity_list"), o.value(QStringLiteral("restored")).toBool() ? "yes" : "no",
                       note});
            ++rows;
        }
        if (rows)
            out(table.render());
        if (!summary.isEmpty())
            out(summary + QLatin1Char('\n'));
    }
    if (!run.error.isEmpty())
        return fail(run.error);
    if (run.exitCode != 0)
        return fail(QCoreApplication::translate("irqatlas-cli", "%1 failed (helper exit status %2, see `irqatlas-helper --help`)").arg(what).arg(run.exitCode));
    return ExitOk;
}

} // namespace irqatlas::cli
