#include "applyclient/helperclient.h"

#include "apply/journal.h"
#include "apply/statedir.h"
#include "helperinstall.h"
#include "plan/shelltext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <unistd.h>
#include <utility>

namespace irqatlas {
namespace {

QString binDir(const HelperLocation &where)
{
    return where.besideDir.isEmpty() ? QCoreApplication::applicationDirPath() : where.besideDir;
}

QString besideUs(const HelperLocation &where, const QString &name)
{
    return binDir(where) + QLatin1Char('/') + name;
}

bool executable(const QString &path)
{
    return !path.isEmpty() && QFileInfo(path).isExecutable();
}

QString stringOrEmpty(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isString() ? v.toString() : QString();
}

HelperIrqLine irqLine(const QJsonObject &o)
{
    HelperIrqLine l;
    l.irq = o.value(QStringLiteral("irq")).toInt(-1);
    l.previous = stringOrEmpty(o, "previous");
    l.requested = stringOrEmpty(o, "requested");
    l.written = o.value(QStringLiteral("written")).toBool();
    l.readBack = stringOrEmpty(o, "smp_affinity_list");
    l.effective = stringOrEmpty(o, "effective_affinity_list");
    l.effectiveMismatch = o.value(QStringLiteral("effective_mismatch")).toBool();
    l.restored = o.value(QStringLiteral("restored")).toBool();
    l.errnoName = stringOrEmpty(o, "errno");
    l.error = stringOrEmpty(o, "error");
    return l;
}

// The fields a thread's and a queue file's line share (docs/HELPER.md).
template <typename Line>
void readSteeringOutcome(Line &l, const QJsonObject &o, const char *readBackKey)
{
    l.previous = stringOrEmpty(o, "previous");
    l.requested = stringOrEmpty(o, "requested");
    l.written = o.value(QStringLiteral("written")).toBool();
    l.readBack = stringOrEmpty(o, readBackKey);
    l.restored = o.value(QStringLiteral("restored")).toBool();
    l.gone = o.value(QStringLiteral("gone")).toBool();
    l.errnoName = stringOrEmpty(o, "errno");
    l.error = stringOrEmpty(o, "error");
}

HelperThreadLine threadLine(const QJsonObject &o)
{
    HelperThreadLine l;
    l.pid = o.value(QStringLiteral("pid")).toInt();
    l.comm = stringOrEmpty(o, "comm");
    l.placedBy = stringOrEmpty(o, "placed_by");
    readSteeringOutcome(l, o, "cpus_allowed_list");
    return l;
}

HelperQueueFileLine queueFileLine(const QJsonObject &o)
{
    HelperQueueFileLine l;
    l.interface = stringOrEmpty(o, "interface");
    l.queue = stringOrEmpty(o, "queue");
    l.file = stringOrEmpty(o, "file");
    readSteeringOutcome(l, o, "read_back");
    return l;
}

HelperSummary summary(const QJsonObject &s)
{
    HelperSummary r;
    r.result = stringOrEmpty(s, "result");
    r.irqs = s.value(QStringLiteral("irqs")).toInt();
    r.written = s.value(QStringLiteral("written")).toInt();
    r.restored = s.value(QStringLiteral("restored")).toInt();
    r.failed = s.value(QStringLiteral("failed")).toInt();
    r.effectiveMismatches = s.value(QStringLiteral("effective_mismatches")).toInt();
    r.threads = s.value(QStringLiteral("threads")).toInt();
    r.threadsWritten = s.value(QStringLiteral("threads_written")).toInt();
    r.threadsRestored = s.value(QStringLiteral("threads_restored")).toInt();
    r.threadsGone = s.value(QStringLiteral("threads_gone")).toInt();
    r.queueFiles = s.value(QStringLiteral("queue_files")).toInt();
    r.queueFilesWritten = s.value(QStringLiteral("queue_files_written")).toInt();
    r.queueFilesRestored = s.value(QStringLiteral("queue_files_restored")).toInt();
    r.steeringFailed = s.value(QStringLiteral("steering_failed")).toInt();
    r.journal = stringOrEmpty(s, "journal");
    const QJsonArray errors = s.value(QStringLiteral("errors")).toArray();
    for (const auto &e : errors)
        r.errors << e.toString();
    r.message = stringOrEmpty(s, "message");
    const QJsonArray bans = s.value(QStringLiteral("irqbalance")).toArray();
    for (const auto &b : bans)
        if (b.toObject().value(QStringLiteral("state")).toString() == QLatin1String("unreachable"))
            r.unreachableIrqbalance.push_back(b.toObject().value(QStringLiteral("pid")).toInt());
    return r;
}

} // namespace

QString installedHelperPath()
{
    return QStringLiteral(IRQATLAS_INSTALLED_HELPER);
}

QString relocatedHelperPath(const QString &dir)
{
    return QDir::cleanPath(dir +
                           QStringLiteral("/" IRQATLAS_HELPER_FROM_BINDIR "/irqatlas-helper"));
}

HelperLocation testTreeLocation(const QString &root, const QString &besideDir)
{
    HelperLocation w;
    w.via = HelperLocation::Via::Direct;
    w.besideDir = besideDir;
    w.helper = besideUs(w, QStringLiteral("irqatlas-helper-testroot"));
    w.root = root;
    return w;
}

HelperCommand findHelper(const HelperLocation &where, const QStringList &helperArgs)
{
    HelperCommand c;
    c.helperArgs = helperArgs;
    if (!where.root.isEmpty())
        c.helperArgs << QStringLiteral("--root") << where.root;
    c.helperArgs += where.extraArgs;

    const QString installed = installedHelperPath();
    const QString relocated = relocatedHelperPath(binDir(where));
    c.helper = !where.helper.isEmpty() ? where.helper
               : executable(installed) ? installed
               : executable(relocated) ? relocated
                                       : besideUs(where, QStringLiteral("irqatlas-helper"));
    if (!executable(c.helper)) {
        c.problem =
            !where.root.isEmpty()
                ? QCoreApplication::translate(
                      "HelperClient",
                      "--root needs the test build irqatlas-helper-testroot next to "
                      "irqatlas-cli (cmake --build BUILD --target irqatlas-helper-testroot)")
            : where.helper.isEmpty()
                ? QCoreApplication::translate("HelperClient",
                                              "irqatlas-helper not found (%1, or next to %2)")
                      .arg(installed, QCoreApplication::applicationName())
                : QCoreApplication::translate("HelperClient", "%1 is not an executable program")
                      .arg(c.helper);
        c.helper.clear();
        return c;
    }
    const bool direct = where.via == HelperLocation::Via::Direct ||
                        (where.via == HelperLocation::Via::Auto && ::geteuid() == 0);
    if (direct) {
        c.program = c.helper;
        c.args = c.helperArgs;
        return c;
    }
    const QString pkexec = where.pkexec.isEmpty()
                               ? QStandardPaths::findExecutable(QStringLiteral("pkexec"))
                               : where.pkexec;
    if (!executable(pkexec)) {
        c.problem =
            where.pkexec.isEmpty()
                ? QCoreApplication::translate("HelperClient", "pkexec is not installed")
                : QCoreApplication::translate("HelperClient", "pkexec is not installed (%1)")
                      .arg(pkexec);
        return c;
    }
    // The polkit rule names the installed path; any other helper would be refused.
    if (where.via == HelperLocation::Via::Auto && c.helper != installed) {
        c.problem =
            QCoreApplication::translate(
                "HelperClient", "the helper is not installed in %1, so polkit has no rule for it")
                .arg(installed);
        return c;
    }
    c.program = pkexec;
    c.args = QStringList{c.helper} + c.helperArgs;
    c.viaPkexec = true;
    return c;
}

QString commandLine(const HelperCommand &cmd)
{
    QStringList parts{shellQuote(cmd.program)};
    for (const QString &a : cmd.args)
        parts << shellQuote(a);
    return parts.join(QLatin1Char(' '));
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

bool pkexecRefused(const HelperCommand &cmd, int exitCode)
{
    return cmd.viaPkexec && (exitCode == 126 || exitCode == 127);
}

QString savePlanForSudo(const QByteArray &plan)
{
    QTemporaryFile f(QDir::tempPath() + QStringLiteral("/irqatlas-plan-XXXXXX.json"));
    f.setAutoRemove(false);
    if (!f.open() || f.write(plan) != plan.size())
        return {};
    return f.fileName();
}

QByteArray helperApplyInput(const QByteArray &plan, bool awaitConfirm)
{
    return awaitConfirm ? plan + "\n.\n" : plan;
}

Result<QString> helperJournalArg(const QString &given, bool testRoot)
{
    if (isJournalName(given))
        return given;
    const QString stateDir = QLatin1String(kStateDirPath) + QLatin1Char('/');
    if (given.startsWith(stateDir) && isJournalName(given.mid(stateDir.size())))
        return given.mid(stateDir.size());
    if (testRoot && !given.isEmpty() && !given.endsWith(QLatin1Char('/')))
        return QFileInfo(given).absoluteFilePath();
    return Error{QCoreApplication::translate(
                     "HelperClient",
                     "journal \"%1\": irqatlas-helper keeps its journals in %2 and takes only a "
                     "name there (letters, digits, \".\", \"_\", \"-\", at most 64, not "
                     "starting with \".\"), not a path")
                     .arg(given, QLatin1String(kStateDirPath))};
}

void HelperOutputReader::feed(const QByteArray &chunk, QList<QByteArray> &lines)
{
    if (!m_error.isEmpty())
        return;
    m_total += chunk.size();
    if (m_total > kMaxHelperOutputBytes) {
        m_error =
            QCoreApplication::translate(
                "HelperClient", "irqatlas-helper printed more than %1 bytes; the rest was not read")
                .arg(kMaxHelperOutputBytes);
        m_pending.clear();
        return;
    }
    m_pending += chunk;
    qsizetype start = 0;
    for (qsizetype nl = m_pending.indexOf('\n'); nl >= 0; nl = m_pending.indexOf('\n', start)) {
        lines << m_pending.mid(start, nl - start);
        start = nl + 1;
    }
    m_pending.remove(0, start);
    if (m_pending.size() > kMaxHelperLineBytes) {
        m_error = QCoreApplication::translate(
                      "HelperClient",
                      "irqatlas-helper printed a line longer than %1 bytes; the rest was not read")
                      .arg(kMaxHelperLineBytes);
        m_pending.clear();
    }
}

QByteArray HelperOutputReader::takeRest()
{
    return std::exchange(m_pending, QByteArray());
}

bool HelperOutput::addLine(const QByteArray &line)
{
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    if (o.isEmpty())
        return false;
    const bool afterApply = summary.has_value();
    if (o.contains(QStringLiteral("summary"))) {
        (afterApply ? revertSummary : summary) =
            irqatlas::summary(o.value(QStringLiteral("summary")).toObject());
        return true;
    }
    if (o.contains(QStringLiteral("watchdog"))) {
        watchdogPid = o.value(QStringLiteral("watchdog")).toInteger();
        return true;
    }
    if (o.value(QStringLiteral("ended")).isObject()) {
        const QJsonObject e = o.value(QStringLiteral("ended")).toObject();
        endedBy = stringOrEmpty(e, "by");
        journalState = stringOrEmpty(e, "journal_state");
        return true;
    }
    if (o.contains(QStringLiteral("confirmed"))) {
        confirmed = o.value(QStringLiteral("confirmed")).toBool();
        return true;
    }
    // Kernel threads and queue files come after the IRQs (docs/HELPER.md).
    if (o.value(QStringLiteral("thread")).isObject()) {
        (afterApply ? revertedThreads : threads)
            .push_back(threadLine(o.value(QStringLiteral("thread")).toObject()));
        return true;
    }
    if (o.value(QStringLiteral("queue_file")).isObject()) {
        (afterApply ? revertedQueueFiles : queueFiles)
            .push_back(queueFileLine(o.value(QStringLiteral("queue_file")).toObject()));
        return true;
    }
    if (!o.contains(QStringLiteral("irq")))
        return false;
    (afterApply ? reverted : irqs).push_back(irqLine(o));
    return true;
}

const HelperSummary *HelperOutput::lastSummary() const
{
    return revertSummary ? &*revertSummary : summary ? &*summary : nullptr;
}

HelperOutput parseHelperOutput(const QByteArray &bytes)
{
    HelperOutput out;
    for (const QByteArray &line : bytes.split('\n'))
        out.addLine(line);
    return out;
}

QString readJournalState(const HelperCommand &cmd)
{
    QString root = QStringLiteral("/");
    QString journal = QLatin1String(kDefaultJournalName);
    const QStringList &args = cmd.helperArgs;
    for (qsizetype i = 0; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--root"))
            root = args.at(i + 1);
        else if (args.at(i) == QLatin1String("--journal"))
            journal = args.at(i + 1);
    }
    const QString path =
        journal.contains(QLatin1Char('/'))
            ? journal
            : QDir(root).filePath(QLatin1String(kStateDirPath).mid(1)) + QLatin1Char('/') + journal;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const auto j = parseJournal(f.read(kMaxJournalBytes + 1), path);
    return j.ok() ? journalStateName(j->state) : QString();
}

} // namespace irqatlas
