#include "ui/fleet/classplan.h"

#include "model/planfile.h"
#include "model/safefile.h"
#include "plan/irqselector.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace irqatlas {
namespace {

QString cpTr(const char *text)
{
    return QCoreApplication::translate("irqatlas::ClassPlanDialog", text);
}

// --param KEY=VALUE, once per blank-separated word; keys the planner takes.
Status classPlanParams(const QString &text, const Planner &planner, PlanRequest &request)
{
    const QStringList keys = planner.params();
    static const QRegularExpression blanks(QStringLiteral("\\s+"));
    const QStringList words = text.split(blanks, Qt::SkipEmptyParts);
    for (const QString &word : words) {
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return Error{cpTr("Parameter \"%1\": expected KEY=VALUE").arg(word)};
        const QString key = word.left(eq);
        if (!keys.contains(key))
            return Error{cpTr("Parameter %1: algorithm %2 takes no such parameter (%3)")
                             .arg(key, planner.name(),
                                  keys.isEmpty() ? cpTr("none") : keys.join(QStringLiteral(", ")))};
        request.params.insert(key, word.mid(eq + 1));
    }
    return Ok{};
}

} // namespace

Result<FleetPlanRequest> classPlanRequest(const ClassPlanForm &form)
{
    FleetPlanRequest r;
    r.planner = findPlanner(form.algorithm.trimmed());
    if (!r.planner)
        return Error{cpTr("Unknown algorithm \"%1\" (one of: %2)")
                         .arg(form.algorithm, plannerNames().join(QStringLiteral(", ")))};
    r.request.irqs = form.irqs.trimmed();
    if (r.request.irqs.isEmpty())
        return Error{cpTr("Enter the IRQs to plan, e.g. name:eth0 or all")};
    if (auto selector = IrqSelector::parse(r.request.irqs); !selector)
        return Error{cpTr("IRQs: %1").arg(selector.errorString())};
    if (Status s = classPlanParams(form.params, *r.planner, r.request); !s)
        return s.error();
    return r;
}

ClassPlan planForClass(const std::vector<FleetReading> &readings, const MachineClass &machineClass,
                       const FleetPlanRequest &request)
{
    FleetReport one;
    one.classes.push_back(machineClass);
    FleetPlan fp = planFleet(readings, one, request);
    if (fp.classes.empty()) {
        ClassPlan none;
        none.classId = machineClass.id;
        none.error = cpTr("No algorithm to plan with");
        return none;
    }
    return std::move(fp.classes.front());
}

Status saveClassPlan(const ClassPlan &plan, const QString &path)
{
    if (!plan.plan)
        return Error{cpTr("Class %1 has no plan to save").arg(plan.classId)};
    return replaceFile(path, writePlan(*plan.plan));
}

Result<QStringList> exportClassPlay(const ClassPlan &plan, const AnsiblePlayOptions &options,
                                    const QString &dir)
{
    if (Status s = checkAnsibleSerial(options.serial); !s)
        return Error{cpTr("Serial: %1").arg(s.errorString())};
    if (!options.checkCommand.isEmpty())
        if (Status s = checkAnsibleCheckCommand(options.checkCommand); !s)
            return Error{cpTr("Check command: %1").arg(s.errorString())};
    auto files = classAnsiblePlay(plan, options);
    if (!files)
        return files.error();
    auto out = OutputDir::open(dir, OutputDir::Missing::Create);
    if (!out)
        return out.error();
    for (const ExportFile &f : *files)
        if (out->holds(f.name))
            return Error{cpTr("%1 already exists; the play is written only as new files "
                              "(nothing was written)")
                             .arg(out->filePath(f.name))};
    QStringList written;
    for (const ExportFile &f : *files) {
        if (Status s =
                out->writeNew(f.name, f.bytes, f.executable ? kExecutableFileMode : kPlainFileMode);
            !s)
            return s.error();
        written << out->filePath(f.name);
    }
    return written;
}

} // namespace irqatlas
