#include "command.h"
#include "hold/irqbalanceread.h"
#include "procfs/irqbalancesocket.h"
#include "remoterun.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <unistd.h>

namespace irqatlas::cli {
namespace {

QJsonArray irqsJson(const std::vector<IrqbalanceIrq> &irqs)
{
    QJsonArray a;
    for (const IrqbalanceIrq &i : irqs)
        a.append(QJsonObject{{QStringLiteral("irq"), i.irq},
                             {QStringLiteral("load"), qint64(i.load)},
                             {QStringLiteral("diff"), qint64(i.diff)},
                             {QStringLiteral("class"), i.className()}});
    return a;
}

QJsonObject objectJson(const IrqbalanceObject &o)
{
    QJsonArray children;
    for (const IrqbalanceObject &c : o.children)
        children.append(objectJson(c));
    return {{QStringLiteral("type"), o.typeName()},     {QStringLiteral("number"), o.number},
            {QStringLiteral("load"), qint64(o.load)},   {QStringLiteral("power_save"), o.powerSave},
            {QStringLiteral("irqs"), irqsJson(o.irqs)}, {QStringLiteral("children"), children}};
}

QByteArray viewJson(int pid, const IrqbalanceView &v)
{
    QJsonArray tree;
    for (const IrqbalanceObject &n : v.nodes)
        tree.append(objectJson(n));
    QJsonObject o{{QStringLiteral("format"), QStringLiteral("irqatlas-irqbalance")},
                  {QStringLiteral("version"), 1},
                  {QStringLiteral("pid"), pid},
                  {QStringLiteral("banned_irqs"), irqsJson(v.bannedIrqs)},
                  {QStringLiteral("tree"), tree}};
    o.insert(QStringLiteral("interval"),
             v.sleepSeconds ? QJsonValue(*v.sleepSeconds) : QJsonValue());
    o.insert(QStringLiteral("banned_cpus"),
             v.bannedCpus ? QJsonValue(v.bannedCpus->toListString()) : QJsonValue());
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

void addRows(TextTable &t, const IrqbalanceObject &o, int depth)
{
    std::string irqs;
    for (const IrqbalanceIrq &i : o.irqs)
        irqs += (irqs.empty() ? "" : " ") + std::to_string(i.irq) + "(" +
                i.className().toStdString() + ")";
    t.add({std::string(std::size_t(depth) * 2, ' ') + o.typeName().toStdString() + " " +
               (o.number < 0 ? std::string("-") : std::to_string(o.number)),
           std::to_string(o.load), irqs.empty() ? std::string("-") : irqs});
    for (const IrqbalanceObject &c : o.children)
        addRows(t, c, depth + 1);
}

std::string renderTable(int pid, const IrqbalanceView &v)
{
    std::string buf =
        "# " +
        QCoreApplication::translate("irqatlas-cli",
                                    "irqbalance (pid %1): interval %2 s, banned "
                                    "CPUs %3, %n banned IRQ(s)",
                                    nullptr, int(v.bannedIrqs.size()))
            .arg(QString::number(pid),
                 v.sleepSeconds ? QString::number(*v.sleepSeconds) : QStringLiteral("-"),
                 v.bannedCpus && !v.bannedCpus->empty() ? v.bannedCpus->toListString()
                                                        : QStringLiteral("-"))
            .toStdString() +
        "\n";
    TextTable t({"OBJECT", "LOAD", "IRQS (CLASS)"});
    t.alignRight({1});
    for (const IrqbalanceObject &n : v.nodes)
        addRows(t, n, 0);
    buf += t.render();
    for (const IrqbalanceIrq &i : v.bannedIrqs)
        buf += QCoreApplication::translate("irqatlas-cli", "banned: IRQ %1 (%2)")
                   .arg(i.irq)
                   .arg(i.className())
                   .toStdString() +
               "\n";
    return buf;
}

// The helper says which daemon answered: another one than asked for is
// refused rather than shown as the one the user named.
Status checkAnswerPid(const IrqbalanceAnswers &answers, int asked, const QString &what)
{
    if (answers.pid == asked)
        return Ok{};
    return Error{QCoreApplication::translate(
                     "irqatlas-cli",
                     "%1 answered for irqbalance pid %2, not for the pid asked (%3): refused")
                     .arg(what)
                     .arg(answers.pid)
                     .arg(asked)};
}

// irqbalance answers root alone: a user asks the root helper (pkexec),
// whose answer is checked again here.
Result<IrqbalanceView> viewThroughHelper(int pid)
{
    // Read as the GUI reads it: the helper's one line under its 4 MiB cap.
    IrqbalanceRead read;
    QEventLoop loop;
    QObject::connect(&read, &IrqbalanceRead::finished, &loop, &QEventLoop::quit);
    read.startHelper(IrqbalanceRead::helperCommand(HelperLocation{}, pid));
    if (read.running())
        loop.exec();
    if (!read.result())
        return Error{QCoreApplication::translate("irqatlas-cli",
                                                 "irqatlas-helper irqbalance did not answer")};
    if (!read.result()->ok())
        return read.result()->error();
    const IrqbalanceAnswers &answers = **read.result();
    if (Status s = checkAnswerPid(answers, pid, QStringLiteral("irqatlas-helper irqbalance"));
        !s.ok())
        return s.error();
    return answers.view;
}

// irqbalance on a remote host: its installed helper's irqbalance verb,
// under sudo when the login user is not root.
Result<IrqbalanceAnswers> remoteAnswers(const QCommandLineParser &p)
{
    QStringList helperArgs{QStringLiteral("irqbalance")};
    if (p.isSet(QStringLiteral("pid")))
        helperArgs << QStringLiteral("--pid") << p.value(QStringLiteral("pid"));
    auto session = openSshSession(p);
    if (!session.ok())
        return session.error();
    RemoteApply remote(**session);
    const RemoteResult r = remote.helperQuery(helperArgs, terminalHooks());
    const QString what =
        QStringLiteral("%1: irqatlas-helper irqbalance").arg((*session)->displayName());
    if (!r.error.isEmpty())
        return Error{r.error};
    if (r.exitCode != 0)
        return Error{QCoreApplication::translate("irqatlas-cli", "%1 ended with status %2%3")
                         .arg(what)
                         .arg(r.exitCode)
                         .arg(r.exitCode == 9
                                  ? QCoreApplication::translate("irqatlas-cli",
                                                                ": irqbalance is not running there")
                                  : QString())};
    // The answer is the helper's last line; a login shell may print before it.
    const QList<QByteArray> lines = r.jsonLines.trimmed().split('\n');
    auto answers = readIrqbalanceAnswersJson(lines.isEmpty() ? QByteArray() : lines.last(), what);
    if (answers.ok() && p.isSet(QStringLiteral("pid")))
        if (Status s = checkAnswerPid(*answers, p.value(QStringLiteral("pid")).toInt(), what);
            !s.ok())
            return s.error();
    return answers;
}

Result<IrqbalanceAnswers> localAnswers(const QCommandLineParser &p)
{
    const std::vector<int> pids = irqbalancePids(*openLocalHost());
    int pid = pids.empty() ? -1 : pids.front();
    if (p.isSet(QStringLiteral("pid"))) {
        bool ok = false;
        pid = p.value(QStringLiteral("pid")).toInt(&ok);
        if (!ok || std::find(pids.begin(), pids.end(), pid) == pids.end())
            return Error{QCoreApplication::translate("irqatlas-cli",
                                                     "--pid %1: no irqbalance runs with that pid")
                             .arg(p.value(QStringLiteral("pid")))};
    }
    if (pid < 0)
        return Error{QCoreApplication::translate("irqatlas-cli",
                                                 "irqbalance is not running on this machine")};
    auto view = ::geteuid() == 0 ? readIrqbalanceView(pid) : viewThroughHelper(pid);
    if (!view.ok())
        return view.error();
    return IrqbalanceAnswers{pid, std::move(view).value()};
}

int runIrqbalance(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "What the irqbalance running on this machine or a remote host is doing, from its own "
        "control socket (which answers root only: a user is asked for the administrator's "
        "password through pkexec, a remote host's helper runs under sudo): its tree of NUMA "
        "nodes, packages, cache domains and CPUs with their load, the IRQs it placed on each "
        "with their class and load, its banned IRQs and CPUs, and its interval."));
    addFormatOption(p);
    p.addOption(
        {QStringLiteral("pid"),
         QCoreApplication::translate("irqatlas-cli", "The irqbalance to ask when several run."),
         QCoreApplication::translate("irqatlas-cli", "PID")});
    addHostOptions(p);
    int code = 0;
    Format fmt;
    if (!parseTableOrJsonCommand(p, args, fmt, code))
        return code;
    if (p.isSet(QStringLiteral("ssh-config")) && !p.isSet(QStringLiteral("host")))
        return usageError(QCoreApplication::translate("irqatlas-cli", "--ssh-config needs --host"));
    auto answers = p.isSet(QStringLiteral("host")) ? remoteAnswers(p) : localAnswers(p);
    if (!answers.ok())
        return fail(answers.errorString());
    if (fmt == Format::Json) {
        const QByteArray j = viewJson(answers->pid, answers->view);
        out(std::string_view(j.constData(), std::size_t(j.size())));
    } else {
        out(renderTable(answers->pid, answers->view));
    }
    return ExitOk;
}

const Command cmdIrqbalance("irqbalance",
                            QT_TRANSLATE_NOOP("irqatlas-cli",
                                              "what the running irqbalance is doing (its tree, "
                                              "loads, classes and bans)"),
                            runIrqbalance);

} // namespace
} // namespace irqatlas::cli
