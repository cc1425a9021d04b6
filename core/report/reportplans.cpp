#include "report/html.h"
#include "report/reportsections.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace irqatlas::reportpart {

using html::escape;
using html::num;

namespace {

void cell(std::string &out, const QString &text, const char *cls = nullptr)
{
    out += cls ? std::string("<td class=\"") + cls + "\">" : std::string("<td>");
    escape(out, text);
    out += "</td>";
}

// The table a front end showed, cell for cell.
void shownScores(std::string &out, const ShownScores &shown)
{
    out += "<table id=\"scores\"><tr><th></th>";
    for (const QString &c : shown.columns) {
        out += "<th>";
        escape(out, c);
        out += "</th>";
    }
    out += "</tr>";
    for (const ShownScores::Row &r : shown.rows) {
        out += "<tr><th>";
        escape(out, r.label);
        out += "</th>";
        for (qsizetype c = 0; c < r.values.size(); ++c) {
            const bool best = std::size_t(c) < r.best.size() && r.best[std::size_t(c)];
            out += best ? "<td class=\"n best\">" : "<td class=\"n\">";
            escape(out, r.values[c]);
            out += "</td>";
        }
        out += "</tr>";
    }
    out += "</table>";
    if (!shown.note.isEmpty()) {
        out += "<p class=\"muted\">";
        escape(out, shown.note);
        out += "</p>";
    }
}

// Scores side by side, one column per plan, as the CLI scores them.
void scoreTable(std::string &out, const ReportInput &in)
{
    out += "<table><tr><th></th>";
    for (const PlanSection &p : in.plans) {
        out += "<th>";
        escape(out, QFileInfo(p.path).fileName());
        out += "<br/><span class=\"muted\">";
        escape(out, p.plan.algorithm);
        out += "</span></th>";
    }
    out += "</tr>";
    auto scoreRow = [&](const QString &label, auto value, bool needsScore = true) {
        out += "<tr><th>";
        escape(out, label);
        out += "</th>";
        for (const PlanSection &p : in.plans)
            out += "<td class=\"n\">" + (p.scored || !needsScore ? value(p) : std::string("-")) +
                   "</td>";
        out += "</tr>";
    };
    scoreRow(QCoreApplication::translate("irqatlas-report", "IRQs planned"),
             [](const PlanSection &p) { return std::to_string(p.score.irqs); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "not on this machine"),
             [](const PlanSection &p) { return std::to_string(p.score.unresolved); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "mean NUMA distance"),
             [](const PlanSection &p) { return num(p.score.meanDistance, 2); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "max NUMA distance"),
             [](const PlanSection &p) { return std::to_string(p.score.maxDistance); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "max IRQs per CPU"),
             [](const PlanSection &p) { return std::to_string(p.score.maxIrqsPerCpu); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "max IRQs per core"),
             [](const PlanSection &p) { return std::to_string(p.score.maxIrqsPerCore); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "IRQ pairs on SMT siblings"),
             [](const PlanSection &p) { return std::to_string(p.score.siblingPairs); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "CPUs used"),
             [](const PlanSection &p) { return std::to_string(p.score.cpusUsed); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "load imbalance (max/mean)"),
             [](const PlanSection &p) {
                 return p.score.imbalance ? num(*p.score.imbalance, 2) : std::string("-");
             });
    scoreRow(QCoreApplication::translate("irqatlas-report", "on isolated CPUs"),
             [](const PlanSection &p) { return std::to_string(p.score.onIsolated); });
    scoreRow(QCoreApplication::translate("irqatlas-report", "immovable"),
             [](const PlanSection &p) { return std::to_string(p.score.immovable); });
    scoreRow(
        QCoreApplication::translate("irqatlas-report", "lint errors / warnings"),
        [](const PlanSection &p) {
            int e = 0, w = 0;
            for (const LintFinding &f : p.lint) {
                e += f.severity == LintFinding::Severity::Error;
                w += f.severity == LintFinding::Severity::Warning;
            }
            return std::to_string(e) + " / " + std::to_string(w);
        },
        false);
    scoreRow(
        QCoreApplication::translate("irqatlas-report", "changed"),
        [](const PlanSection &p) {
            return std::to_string(p.diff.count(PlanDiffEntry::Kind::Changed));
        },
        false);
    out += "</table>";
}

} // namespace

void plans(std::string &out, const ReportInput &in)
{
    if (in.plans.empty() && !in.shownScores)
        return;
    out += "<section id=\"plans\">";
    heading(out, 2, QCoreApplication::translate("irqatlas-report", "Plans"));
    if (in.shownScores)
        shownScores(out, *in.shownScores);
    else
        scoreTable(out, in);

    for (const PlanSection &p : in.plans) {
        heading(out, 3, QCoreApplication::translate("irqatlas-report", "Plan %1").arg(p.path));
        if (!p.lint.empty()) {
            out += "<ul>";
            for (const LintFinding &f : p.lint) {
                out += std::string("<li class=\"") +
                       (f.severity == LintFinding::Severity::Error     ? "error"
                        : f.severity == LintFinding::Severity::Warning ? "warning"
                                                                       : "muted") +
                       "\">";
                escape(out, QString(severityName(f.severity) + QStringLiteral(" [") + f.rule +
                                    QStringLiteral("] ") + f.message));
                out += "</li>";
            }
            out += "</ul>";
        }
        out += "<table>";
        headRow(out, {QCoreApplication::translate("irqatlas-report", "IRQ"),
                      QCoreApplication::translate("irqatlas-report", "name"),
                      QCoreApplication::translate("irqatlas-report", "now"),
                      QCoreApplication::translate("irqatlas-report", "plan"),
                      QCoreApplication::translate("irqatlas-report", "status"),
                      QCoreApplication::translate("irqatlas-report", "note")});
        for (const PlanDiffEntry &e : p.diff.entries) {
            out += "<tr><td class=\"n\">" + std::to_string(e.irq) + "</td>";
            cell(out, QString::fromStdString(e.name));
            cell(out, e.from ? e.from->toListString() : QStringLiteral("-"));
            cell(out, e.to.toListString());
            cell(out, kindName(e.kind),
                 e.kind == PlanDiffEntry::Kind::Changed ? "changed" : nullptr);
            cell(out, e.note);
            out += "</tr>";
        }
        out += "</table>";
    }
    out += "</section>";
}

} // namespace irqatlas::reportpart
