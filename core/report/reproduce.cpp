#include "report/reproduce.h"

#include "plan/shelltext.h"

#include <QJsonValue>

namespace irqatlas {

QString trialCommand(const QJsonObject &j)
{
    const double interval = j.value(QStringLiteral("interval")).toDouble();
    auto phase = [&](const char *name) {
        const int intervals =
            j.value(QLatin1String(name)).toObject().value(QStringLiteral("intervals")).toInt();
        return QString::number(intervals * interval);
    };
    QStringList trial{QStringLiteral("irqatlas-cli trial"),
                      shellQuote(j.value(QStringLiteral("plan_file")).toString()),
                      QStringLiteral("--interval"),
                      QString::number(interval),
                      QStringLiteral("--before"),
                      phase("before"),
                      QStringLiteral("--after"),
                      phase("after")};
    if (j.contains(QStringLiteral("metric_command")))
        trial << QStringLiteral("--metric")
              << shellQuote(j.value(QStringLiteral("metric_command")).toString());
    if (j.value(QStringLiteral("dry_run")).toBool())
        trial << QStringLiteral("--dry-run");
    trial << QStringLiteral("--out") << QStringLiteral("DIR");
    return trial.join(QLatin1Char(' '));
}

QStringList reproduceCommands(const ReportRecipe &r, const QJsonObject &trialReport)
{
    QStringList lines;
    for (const QString &note : r.notes) {
        // One comment line per line of the note: a newline in a path must
        // not start a command.
        for (const QString &part : note.split(QLatin1Char('\n')))
            lines << QString(QStringLiteral("# ") + part);
    }
    if (!trialReport.isEmpty())
        lines << trialCommand(trialReport);
    QStringList report{QStringLiteral("irqatlas-cli report")};
    for (const QString &a : r.sourceArgs)
        report << shellQuote(a);
    for (const QString &p : r.plans)
        report << QStringLiteral("--plan") << shellQuote(p);
    if (!r.recording.isEmpty())
        report << QStringLiteral("--recording") << shellQuote(r.recording);
    if (!r.trialDir.isEmpty())
        report << QStringLiteral("--trial") << shellQuote(r.trialDir);
    if (!r.cost.isEmpty())
        report << QStringLiteral("--cost") << shellQuote(r.cost);
    if (!r.out.isEmpty())
        report << QStringLiteral("--out") << shellQuote(r.out);
    lines << report.join(QLatin1Char(' '));
    return lines;
}

} // namespace irqatlas
