#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace irqatlas {

// What one host of an Ansible rollout left on the controller
// (`export --format ansible`, results/<host>-<hash>.json), read back under checks.
struct RolloutResult
{
    QString file;  // the file's name in the folder, printable
    QString error; // non-empty: the file was refused (why, naming it); nothing below is set
    QString host;
    QString journal; // empty when the run did not get as far as naming it
    bool applied = false;
    QString check; // "passed", "failed", "not-run"
    bool confirmed = false;
    bool reverted = false;
    QString endedBy;      // the helper's "ended" line; empty when the apply did not end
    QString journalState; // likewise
};

// Caps of a results folder: a result is a few hundred bytes.
inline constexpr qint64 kMaxRolloutResultBytes = 64 * 1024;
inline constexpr int kMaxRolloutResults = 100000;

// Every *.json in dir, by name. A file that is not a regular file (a link,
// a FIFO), larger than the cap or not a result is listed with its error;
// the whole read fails only when dir cannot be listed, holds no result file
// or more than kMaxRolloutResults of them.
Result<std::vector<RolloutResult>> readRolloutResults(const QString &dir);

// One result from its bytes; origin names it in errors.
RolloutResult parseRolloutResult(const QByteArray &bytes, const QString &origin);

// The JSON of `fleet --results` (docs/CLI.md).
QByteArray rolloutResultsJson(const QString &dir, const std::vector<RolloutResult> &results);

} // namespace irqatlas
