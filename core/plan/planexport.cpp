#include "plan/planexport.h"

#include "model/planfile.h"
#include "model/plantext.h"
#include "plan/planscriptbody.h"
#include "plan/shelltext.h"
#include "procfs/irqbalance.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace irqatlas {

QByteArray describePlan(const Plan &plan)
{
    QByteArray out;
    auto line = [&](const char *label, const QString &value) {
        if (!value.isEmpty())
            out += inertCommentLine(QByteArray(QByteArray(label) + value.toUtf8()));
    };
    line("Plan for host: ", plan.host.hostname);
    line("Kernel: ", plan.host.kernel);
    if (plan.host.cpus > 0)
        line("Possible CPUs: ", QString::number(plan.host.cpus));
    line("Topology: ", plan.host.topology);
    line("Generator: ", plan.algorithm);
    if (!plan.params.isEmpty())
        line("Parameters: ",
             QString::fromUtf8(QJsonDocument(plan.params).toJson(QJsonDocument::Compact)));
    line("Created: ", plan.created);
    for (const QString &n : plan.notes)
        line("Note: ", n);
    return out;
}

namespace {

// After the first line (a "#!" line stays first).
QByteArray withDescription(const QByteArray &file, const QByteArray &description)
{
    const qsizetype eol = file.indexOf('\n');
    if (eol < 0 || !file.startsWith("#!"))
        return description + file;
    return file.left(eol + 1) + description + file.mid(eol + 1);
}

} // namespace

namespace {

// The plan's queue files as the script writes them, in plan order. napi_cpus
// is not a file: the script cannot find the queue's NAPI thread.
QByteArray planQueueLines(const Plan &plan)
{
    QByteArray out;
    for (const PlanQueue &q : plan.queues) {
        const QByteArray head =
            QByteArray::fromStdString(q.interface) + '\t' + QByteArray::fromStdString(q.name());
        auto put = [&](const char *file, const std::optional<CpuSet> &set) {
            if (set)
                out += head + '\t' + file + '\t' + QByteArray::fromStdString(set->toMask()) + '\n';
        };
        put("rps_cpus", q.rx ? q.rpsCpus : std::nullopt);
        if (q.rx && q.rpsFlowCnt)
            out += head + "\trps_flow_cnt\t" + QByteArray::number(qulonglong(*q.rpsFlowCnt)) + '\n';
        put("xps_cpus", q.rx ? std::nullopt : q.xpsCpus);
        put("xps_rxqs", q.rx ? std::nullopt : q.xpsRxqs);
    }
    return out;
}

} // namespace

Result<ExportFormat> exportFormatFromName(const QString &name)
{
    if (name == QLatin1String("sh"))
        return ExportFormat::Shell;
    if (name == QLatin1String("systemd"))
        return ExportFormat::Systemd;
    if (name == QLatin1String("irqbalance"))
        return ExportFormat::Irqbalance;
    if (name == QLatin1String("json"))
        return ExportFormat::Json;
    return Error{QCoreApplication::translate(
                     "PlanExport", "unknown export format \"%1\" (sh, systemd, irqbalance, json)")
                     .arg(name)};
}

Result<QByteArray> planShellScript(const Plan &plan, bool keyOnly)
{
    // Also the remote apply's entry point: the plan may not have been read
    // from a file (a GUI plan holds the keys of a remote host's table).
    if (Status text = checkPlanText(plan); !text.ok())
        return text.error();
    QByteArray planText;
    for (const PlanAssignment &a : plan.assignments) {
        planText += QByteArray::number(a.irq) + '\t' + QByteArray::fromStdString(a.cpus.toList()) +
                    '\t' + QByteArray::fromStdString(a.match);
        // A fourth field only where the threads go elsewhere than the IRQ.
        if (a.threads == ThreadPlacement::Cpus)
            planText += '\t' + QByteArray::fromStdString(a.threadCpus.toList());
        planText += '\n';
    }
    QByteArray s =
        "#!/bin/sh\n"
        "# irqatlas plan: applies the interrupt affinities below with the checks of\n"
        "# irqatlas-helper: everything is validated before the first write, each\n"
        "# replaced value goes into a journal first, a failed write restores\n"
        "# everything already written.\n"
        "#\n"
        "# Usage: sh SCRIPT [apply|--dry-run|rollback|confirm] [--confirm-timeout S]\n"
        "#                  [--journal PATH] [--records] [ROOT]\n"
        "#   --confirm-timeout S: after applying, wait S seconds for a line \"confirm\"\n"
        "#     on stdin (or `sh SCRIPT confirm`), else roll back by itself.\n"
        "#   --records: machine-readable result lines on stdout (irqatlas-cli).\n"
        "#   ROOT (or $IRQATLAS_ROOT) prefixes /proc and /sys, for test trees.\n"
        "#   Journal: --journal, $IRQATLAS_JOURNAL, default ROOT/var/lib/irqatlas/journal.sh\n"
        "# Exit: 0 done, 1 system error, 2 usage, 4 plan does not fit (nothing written),\n"
        "#   5 journal not writable or refused, 6 a write failed (all restored),\n"
        "#   7 restore failed, 8 rolled back because no confirmation came,\n"
        "#   9 nothing to roll back\n"
        "# After the IRQs, threaded handlers with their own CPUs (irq/N-*, kernel\n"
        "# threads only) are moved with taskset, then the network queues (QUEUES)\n"
        "# written; both are journaled, read back and rolled back like the IRQs.\n"
        "# NAPI threads are left alone: which one serves a queue only the kernel's\n"
        "# netlink family says (irqatlas-cli apply).\n"
        "#\n";
    s += describePlan(plan);
    s += "\n"
         "set -u\n"
         "PATH=/usr/sbin:/usr/bin:/sbin:/bin\n"
         "export PATH\n"
         "umask 077\n";
    s += "KEY_ONLY=" + QByteArray(keyOnly ? "1" : "0") + "\n";
    s += "# IRQ<TAB>CPUs<TAB>match key\n";
    s += "PLAN=" + shellSingleQuote(planText) + "\n";
    s += "# INTERFACE<TAB>QUEUE<TAB>FILE<TAB>VALUE (sysfs's hex masks for the CPU lists)\n";
    s += "QUEUES=" + shellSingleQuote(planQueueLines(plan)) + "\n";
    s += planScriptBody();
    return s;
}

Result<std::vector<ExportFile>> exportPlan(const Plan &plan, ExportFormat format)
{
    // One rule for every format; a plan that breaks it is refused, naming
    // the field, before any file exists.
    if (Status text = checkPlanText(plan); !text.ok())
        return text.error();
    std::vector<int> irqs;
    for (const auto &a : plan.assignments)
        irqs.push_back(a.irq);
    const QByteArray description = describePlan(plan);
    std::vector<ExportFile> files;
    switch (format) {
    case ExportFormat::Json:
        files.push_back({QStringLiteral("plan.json"), writePlan(plan), false});
        break;
    case ExportFormat::Irqbalance:
        files.push_back({QStringLiteral("irqbalance.default"),
                         withDescription(irqbalanceBanLines(irqs), description), false});
        files.push_back({QStringLiteral("irqbalance-policy.sh"),
                         withDescription(irqbalancePolicyScript(irqs), description), true});
        break;
    case ExportFormat::Shell: {
        auto s = planShellScript(plan, false);
        if (!s.ok())
            return s.error();
        files.push_back({QStringLiteral("irqatlas-plan.sh"), *s, true});
        break;
    }
    case ExportFormat::Systemd: {
        auto s = planShellScript(plan, true);
        if (!s.ok())
            return s.error();
        QByteArray unit = "# irqatlas: re-applies an interrupt affinity plan at boot.\n"
                          "# Install the script as " +
                          QByteArray(kSystemdScriptPath) +
                          ",\n"
                          "# this file as /etc/systemd/system/irqatlas-plan.service, then\n"
                          "# systemctl daemon-reload && systemctl enable irqatlas-plan.service\n" +
                          description +
                          "[Unit]\n"
                          "Description=irqatlas interrupt affinity plan\n"
                          "After=systemd-udev-settle.service irqbalance.service\n"
                          "Wants=systemd-udev-settle.service\n"
                          "\n"
                          "[Service]\n"
                          "Type=oneshot\n"
                          "RemainAfterExit=yes\n"
                          "ExecStart=/bin/sh " +
                          QByteArray(kSystemdScriptPath) +
                          " apply\n"
                          "\n"
                          "[Install]\n"
                          "WantedBy=multi-user.target\n";
        files.push_back({QStringLiteral("irqatlas-plan.service"), unit, false});
        files.push_back({QStringLiteral("irqatlas-plan.sh"), *s, true});
        break;
    }
    }
    return files;
}

} // namespace irqatlas
