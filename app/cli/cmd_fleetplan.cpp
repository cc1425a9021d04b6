// irqatlas-cli fleet plan: one plan per machine class of a fleet, checked
// against every host of the class, written with a manifest (and, with
// --format ansible, a rollout play per class).

#include "ansibleoptions.h"
#include "command.h"
#include "fleet/fleetplan.h"
#include "fleetoptions.h"
#include "model/planfile.h"
#include "model/printable.h"
#include "model/safefile.h"
#include "plan/irqselector.h"
#include "planoptions.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>

namespace irqatlas::cli {
namespace {

void addFleetPlanOptions(QCommandLineParser &p)
{
    addFleetHostOptions(p);
    p.addOption({QStringLiteral("algorithm"),
                 QCoreApplication::translate("irqatlas-cli", "Planner: %1.")
                     .arg(plannerNames().join(QStringLiteral(", "))),
                 QCoreApplication::translate("irqatlas-cli", "NAME")});
    addPlanRequestOptions(p);
    p.addOption({QStringLiteral("out"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Write class-ID.json per machine class and manifest.json "
                                     "here (made when missing; nothing in it is overwritten)."),
                 QCoreApplication::translate("irqatlas-cli", "DIR")});
    p.addOption({QStringLiteral("format"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "table, json (the manifest) or ansible (the table, and an "
                                     "Ansible play per class in DIR/class-ID/)."),
                 QCoreApplication::translate("irqatlas-cli", "FORMAT"), QStringLiteral("table")});
    addAnsibleOptions(p, false);
}

struct FleetPlanArgs
{
    FleetReadOptions read;
    FleetPlanRequest plan;
    QString outDir;
    bool json = false;
    bool ansible = false;
    AnsiblePlayOptions play;
};

// --inventory or --hosts, as `fleet` takes them.
bool fleetPlanHostArgs(const QCommandLineParser &p, FleetPlanArgs &a)
{
    const bool inventory = p.isSet(QStringLiteral("inventory"));
    if (inventory == p.isSet(QStringLiteral("hosts"))) {
        usageError(QCoreApplication::translate(
            "irqatlas-cli", "fleet plan needs one of --inventory FILE and --hosts FILE"));
        return false;
    }
    if (p.isSet(QStringLiteral("limit")) && !inventory) {
        usageError(QCoreApplication::translate("irqatlas-cli", "--limit needs --inventory"));
        return false;
    }
    return fleetReadOptions(p, a.read);
}

// --algorithm, --irqs and the request flags of `plan`, checked before any
// host is read: what can be wrong without a machine is said at once.
bool fleetPlanPlannerArgs(const QCommandLineParser &p, FleetPlanArgs &a, int &code)
{
    code = ExitUsage;
    const QString names = plannerNames().join(QStringLiteral(", "));
    if (!p.isSet(QStringLiteral("algorithm"))) {
        usageError(
            QCoreApplication::translate("irqatlas-cli", "--algorithm NAME is required (one of: %1)")
                .arg(names));
        return false;
    }
    a.plan.planner = findPlanner(p.value(QStringLiteral("algorithm")));
    if (!a.plan.planner) {
        usageError(
            QCoreApplication::translate("irqatlas-cli", "unknown algorithm \"%1\" (one of: %2)")
                .arg(p.value(QStringLiteral("algorithm")), names));
        return false;
    }
    if (!planRequestFrom(p, a.plan.request, code))
        return false;
    code = ExitUsage;
    if (auto selector = IrqSelector::parse(a.plan.request.irqs); !selector) {
        usageError(QStringLiteral("--irqs: %1").arg(selector.errorString()));
        return false;
    }
    const QStringList keys = a.plan.planner->params();
    for (auto it = a.plan.request.params.cbegin(); it != a.plan.request.params.cend(); ++it) {
        if (keys.contains(it.key()))
            continue;
        usageError(QCoreApplication::translate(
                       "irqatlas-cli", "--param %1: algorithm %2 takes no such parameter (%3)")
                       .arg(it.key(), a.plan.planner->name(),
                            keys.isEmpty() ? QCoreApplication::translate("irqatlas-cli", "none")
                                           : keys.join(QStringLiteral(", "))));
        return false;
    }
    return true;
}

// --out, --format and the play's --serial and --check-command.
bool fleetPlanOutputArgs(const QCommandLineParser &p, FleetPlanArgs &a)
{
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("table") && format != QLatin1String("json") &&
        format != QLatin1String("ansible")) {
        usageError(QCoreApplication::translate(
                       "irqatlas-cli", "unknown --format \"%1\" (expected table, json or ansible)")
                       .arg(format));
        return false;
    }
    a.json = format == QLatin1String("json");
    a.ansible = format == QLatin1String("ansible");
    if (!p.isSet(QStringLiteral("out"))) {
        usageError(QCoreApplication::translate("irqatlas-cli", "fleet plan needs --out DIR"));
        return false;
    }
    a.outDir = p.value(QStringLiteral("out"));
    int code = 0;
    return ansibleOptionsFrom(p, a.ansible, false, a.play, code);
}

// Everything this run would write into DIR: refused as a whole when any name
// is taken, before anything is written.
Status refuseTaken(const OutputDir &dir, const FleetPlan &fp, bool ansible)
{
    QStringList names{QStringLiteral("manifest.json")};
    for (const ClassPlan &c : fp.classes) {
        if (!c.plan)
            continue;
        names << c.file;
        if (ansible)
            names << classPlanFolder(c.classId);
    }
    for (const QString &name : names)
        if (dir.holds(name))
            return Error{QCoreApplication::translate(
                             "irqatlas-cli", "%1 already exists; fleet plan --out writes only new "
                                             "files (nothing was written)")
                             .arg(dir.filePath(name))};
    return Ok{};
}

// A class's play: written in a private folder inside DIR, then moved to
// DIR/class-ID as a whole, never through anything planted at that name.
Status writeClassPlay(const OutputDir &dir, const QString &folder,
                      const std::vector<ExportFile> &files)
{
    QTemporaryDir tmp(dir.path() + QStringLiteral("/.irqatlas-fleetplan-XXXXXX"));
    if (!tmp.isValid())
        return Error{
            QCoreApplication::translate("irqatlas-cli", "cannot create a temporary folder in %1")
                .arg(dir.path())};
    auto staging = OutputDir::open(tmp.filePath(folder), OutputDir::Missing::Create);
    if (!staging)
        return staging.error();
    for (const ExportFile &f : files)
        if (Status s = staging->writeNew(f.name, f.bytes,
                                         f.executable ? kExecutableFileMode : kPlainFileMode);
            !s)
            return s;
    return dir.moveNew(QFileInfo(tmp.path()).fileName() + QLatin1Char('/') + folder, folder);
}

// The plans, the plays (made first: one that cannot be made stops the run
// before anything is written) and the manifest, last.
Status writeFleetPlan(const OutputDir &dir, const FleetPlan &fp, const FleetPlanArgs &a)
{
    std::vector<std::pair<QString, std::vector<ExportFile>>> plays;
    for (const ClassPlan &c : fp.classes) {
        if (!c.plan || !a.ansible)
            continue;
        auto files = classAnsiblePlay(c, a.play);
        if (!files)
            return Error{QCoreApplication::translate("irqatlas-cli", "class %1: %2")
                             .arg(c.classId, files.errorString())};
        plays.emplace_back(classPlanFolder(c.classId), std::move(files).value());
    }
    if (Status s = refuseTaken(dir, fp, a.ansible); !s)
        return s;
    for (const ClassPlan &c : fp.classes)
        if (c.plan)
            if (Status s = dir.writeNew(c.file, writePlan(*c.plan)); !s)
                return s;
    for (const auto &[folder, files] : plays)
        if (Status s = writeClassPlay(dir, folder, files); !s)
            return s;
    return dir.writeNew(QStringLiteral("manifest.json"), fleetPlanManifest(fp, a.ansible));
}

// One row per class, then what keeps the run from being complete, host by
// host, and what was not checked.
QString fleetPlanTable(const FleetPlan &fp)
{
    TextTable t({"CLASS", "PLAN", "REPRESENTATIVE", "HOSTS", "RESOLVES", "ASSIGNMENTS"});
    t.alignRight({3, 4, 5});
    for (const ClassPlan &c : fp.classes)
        t.add({c.classId.toStdString(), c.plan ? c.file.toStdString() : std::string("-"),
               c.representative.toStdString(), std::to_string(c.hosts.size()),
               c.plan ? std::to_string(c.resolves.size()) : std::string("-"),
               c.plan ? std::to_string(c.plan->assignments.size()) : std::string("-")});
    QString text = QString::fromStdString(t.render());
    for (const ClassPlan &c : fp.classes) {
        if (!c.plan)
            text += QCoreApplication::translate("irqatlas-cli", "class %1: no plan on %2: %3")
                        .arg(c.classId, printableText(c.representative), printableText(c.error)) +
                    QLatin1Char('\n');
        for (const FleetPlanMiss &m : c.unresolved)
            for (const QString &problem : m.problems)
                text += QCoreApplication::translate("irqatlas-cli", "%1: %2 does not resolve: %3")
                            .arg(printableText(m.host), c.file, printableText(problem)) +
                        QLatin1Char('\n');
        for (const FleetPlanNotes &n : c.notes)
            for (const QString &note : n.notes)
                text += QCoreApplication::translate("irqatlas-cli", "%1: %2: note: %3")
                            .arg(printableText(n.host), c.file, printableText(note)) +
                        QLatin1Char('\n');
    }
    for (const FleetPlanHost &h : fp.hosts)
        if (h.status != FleetReading::Status::Ok)
            text += QCoreApplication::translate("irqatlas-cli", "%1: %2, no plan: %3")
                        .arg(printableText(h.name), statusName(h.status), printableText(h.error)) +
                    QLatin1Char('\n');
    return text;
}

// Parses and checks every flag; false with code set (0 after --help).
bool fleetPlanArgs(const QStringList &args, QCommandLineParser &p, FleetPlanArgs &a, int &code)
{
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "Read a fleet as fleet does, make one plan per machine class on its first host by name, "
        "and check it against every host of the class."));
    addFleetPlanOptions(p);
    if (!parseArgs(p, args, code))
        return false;
    code = ExitUsage;
    if (!p.positionalArguments().isEmpty()) {
        usageError(
            QCoreApplication::translate("irqatlas-cli", "fleet plan takes no arguments, got \"%1\"")
                .arg(p.positionalArguments().constFirst()));
        return false;
    }
    return fleetPlanHostArgs(p, a) && fleetPlanPlannerArgs(p, a, code) && fleetPlanOutputArgs(p, a);
}

} // namespace

int runFleetPlan(const QStringList &args)
{
    QCommandLineParser p;
    FleetPlanArgs a;
    int code = 0;
    if (!fleetPlanArgs(args, p, a, code))
        return code;
    auto hosts = fleetHosts(p);
    if (!hosts)
        return fail(hosts.errorString());
    // The folder is made, and a manifest already there refused, before any
    // host is read.
    auto dir = OutputDir::open(a.outDir, OutputDir::Missing::Create);
    if (!dir)
        return fail(dir.errorString());
    if (dir->holds(QStringLiteral("manifest.json")))
        return fail(QCoreApplication::translate("irqatlas-cli", "%1 exists already")
                        .arg(dir->filePath(QStringLiteral("manifest.json"))));
    // irqbalance plans from the host's own files: the collected copy is kept.
    a.read.keepHosts = a.plan.planner->name() == QLatin1String("irqbalance");
    const std::vector<FleetReading> readings = readFleet(*hosts, a.read, fleetProgressLine());
    const FleetPlan fp = planFleet(readings, makeFleetReport(readings), a.plan);
    if (Status s = writeFleetPlan(*dir, fp, a); !s)
        return fail(s.errorString());
    if (a.json) {
        const QByteArray manifest = fleetPlanManifest(fp, a.ansible);
        out(std::string_view(manifest.constData(), std::size_t(manifest.size())));
    } else {
        out(fleetPlanTable(fp));
    }
    return fp.complete() ? ExitOk : ExitFailure;
}

} // namespace irqatlas::cli
