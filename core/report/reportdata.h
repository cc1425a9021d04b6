#pragma once

#include "cost/costreport.h"
#include "model/plan.h"
#include "model/result.h"
#include "model/safefile.h"
#include "plan/lint.h"
#include "plan/plandiff.h"
#include "plan/planscore.h"
#include "report/cpuinfo.h"
#include "snapshot/snapshot.h"
#include "trial/phase.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace irqatlas {

// A recording's load as the report shows it.
struct RecordingLoad
{
    QString path;
    QString source;                         // recorded source name
    std::vector<IntervalFigures> intervals; // machine-wide, in time order
    std::map<int, double> cpuIrqPct;        // mean hard+soft % per CPU
    std::map<std::string, double> softirqs; // mean softirq/s per type, machine-wide
    int samples = 0;                        // samples in the file (counted) or read
    int usedSamples = 0;                    // samples the figures come from
    int gaps = 0;
    bool sparse = false; // the file was larger than the budget: evenly spaced samples
    // Where the time went (bench_report): finding and reading the lines,
    // decoding and parsing them, rates and figures. Thread CPU time, ms.
    struct Cost
    {
        double readMs = 0, parseMs = 0, ratesMs = 0;
    } cost;
};

// Every recorded sample when the file is at most byteBudget bytes; above
// that, about byteBudget worth of lines at even byte offsets, the rates taken
// between consecutive chosen samples (the counters are cumulative, so each
// span's rates are its exact means). A malformed line is an Error naming the
// file and the line or byte offset. FixedName: a trial folder's own
// recording, opened only as a regular file (openRegularFile).
Result<RecordingLoad> loadRecording(const QString &path, const TrialScope &scope,
                                    qint64 byteBudget = qint64(256) << 20,
                                    ReadName how = ReadName::UserGiven);

// A plan and how it fares on the machine.
struct PlanSection
{
    QString path;
    Plan plan;
    PlanDiff diff;
    std::vector<LintFinding> lint;
    PlanScore score;
    bool scored = false; // scores need a topology
};

Result<PlanSection> loadPlanSection(const QString &path, const Snapshot &snapshot,
                                    bool irqbalanceRunning);
// The same for a plan in memory (the GUI's pending changes); name stands for the path.
PlanSection planSection(Plan plan, const QString &name, const Snapshot &snapshot,
                        bool irqbalanceRunning);

// A trial directory (irqatlas-cli trial --out): its report.json and both
// recordings, by their fixed names. Each is opened only as a regular file
// (model/safefile.h, openRegularFile): a link, a FIFO or a device there is an
// error naming it, never followed, waited on or read.
struct TrialData
{
    QString dir;
    QJsonObject report;
    RecordingLoad before;
    RecordingLoad after;
};

Result<TrialData> loadTrial(const QString &dir);

// A cost measurement (irqatlas-cli cost --format json) as the report shows it.
struct CostSection
{
    QString path;
    CostReport report;
    std::map<int, double> cpuIrqPct; // measured hard + soft % per CPU
    int fileIrqs = 0;                // numbered IRQs in the file
    int matchedIrqs = 0;             // of those, the ones on the report's machine
};

// The file read by readCostFile (every field checked, errors naming it),
// joined with the machine's IRQ table by key.
Result<CostSection> loadCostSection(const QString &path, const IrqTable &table);

// The plans' scores as a front end showed them (the GUI's Plan dock and
// compare view): the report prints this table as it is, so it carries the
// same figures, units and columns and cannot score a plan differently.
struct ShownScores
{
    QStringList columns; // "current", then one per plan ("A · balance")
    struct Row
    {
        QString label;          // with its unit: "CPUs used [CPUs, delivered]"
        QStringList values;     // one per column, "–" where there is no value
        std::vector<bool> best; // per column: the best value of the row
    };
    std::vector<Row> rows;
    QString note; // what "current" is, how best is marked
};

// Everything one report shows.
struct ReportInput
{
    Snapshot snapshot;
    QString cpuModel;                      // the first model /proc/cpuinfo names
    std::map<int, QString> cpuModels;      // per CPU id, when its blocks say (report/cpuinfo.h)
    std::optional<bool> irqbalanceRunning; // nullopt: unknown
    QString irqbalanceDetail;
    std::vector<PlanSection> plans;
    std::optional<ShownScores> shownScores; // set: in place of the plans' own score table
    std::optional<RecordingLoad> recording;
    std::optional<TrialData> trial;
    std::optional<CostSection> cost;
    QStringList commands; // to reproduce the report, as typed
    QString generated;    // ISO 8601 UTC
};

} // namespace irqatlas
