#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace irqatlas {

// What a report was made from, as irqatlas-cli flags: the same recipe from
// the CLI (its parsed options) and from the GUI's Export Report (the machine
// on show, the pending changes, the recording and trial folder it was given).
struct ReportRecipe
{
    // Lines the shell ignores ("# ..."), before the commands: what the CLI
    // cannot name by itself (a plan that exists only in the GUI, say).
    QStringList notes;
    QStringList sourceArgs; // e.g. {"--root", DIR} or {"--host", H, "--ssh-config", F}; unquoted
    QStringList plans;      // plan files, each as --plan FILE
    QString recording;      // --recording FILE
    QString trialDir;       // --trial DIR
    QString cost;           // --cost FILE
    QString out;            // --out FILE.html
};

// The commands that make the report again, each quoted for a POSIX shell:
// the notes, then the trial's command when a trial's report.json is given
// (its plan, phases and metric as it ran; --out DIR stands for a new
// folder), then `irqatlas-cli report ...`.
QStringList reproduceCommands(const ReportRecipe &recipe, const QJsonObject &trialReport = {});

// `irqatlas-cli trial ...` as the trial in report.json ran.
QString trialCommand(const QJsonObject &trialReport);

} // namespace irqatlas
