#include "planoptions.h"

#include "command.h"

#include <QCoreApplication>

namespace irqatlas::cli {

void addPlanRequestOptions(QCommandLineParser &p)
{
    p.addOption(
        {QStringLiteral("irqs"),
         QCoreApplication::translate(
             "irqatlas-cli", "Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, "
                             "dev:BDF, if:IFACE, driver:NAME; comma-separated."),
         QCoreApplication::translate("irqatlas-cli", "SELECTOR")});
    p.addOption(
        {QStringLiteral("node"),
         QCoreApplication::translate("irqatlas-cli", "Device node for every IRQ (-1 = none)."),
         QCoreApplication::translate("irqatlas-cli", "N")});
    p.addOption({QStringLiteral("cpus"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Candidate CPUs (default: online, allowed, not isolated)."),
                 QCoreApplication::translate("irqatlas-cli", "LIST")});
    p.addOption({QStringLiteral("exclude"),
                 QCoreApplication::translate("irqatlas-cli", "CPUs never to use."),
                 QCoreApplication::translate("irqatlas-cli", "LIST")});
    p.addOption({QStringLiteral("param"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Algorithm parameter (repeatable); the keys of each algorithm "
                                     "are listed above, or with --algorithm NAME --help."),
                 QCoreApplication::translate("irqatlas-cli", "KEY=VALUE")});
    p.addOption({QStringLiteral("spread-over"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "Policy planners: spread consecutive IRQs over L3 domains first (llc), "
                     "cores before SMT siblings (core, the default) or CPUs in id order (pu); "
                     "the same as --param spread_over=..."),
                 QStringLiteral("llc|core|pu")});
}

namespace {

Result<CpuSet> planListOption(const QCommandLineParser &p, const char *name)
{
    const QByteArray b = p.value(QLatin1String(name)).toUtf8();
    auto s = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    if (!s)
        return Error{QStringLiteral("--%1: %2").arg(QLatin1String(name), s.errorString())};
    return s;
}

} // namespace

bool planRequestFields(const QCommandLineParser &p, PlanRequest &req,
                       QMap<QString, QString> &params, int &code)
{
    req.irqs = p.value(QStringLiteral("irqs"));
    if (p.isSet(QStringLiteral("node"))) {
        bool ok = false;
        req.node = p.value(QStringLiteral("node")).toInt(&ok);
        if (!ok) {
            code = usageError(
                QCoreApplication::translate("irqatlas-cli", "--node: \"%1\" is not a number")
                    .arg(p.value(QStringLiteral("node"))));
            return false;
        }
    }
    for (const char *name : {"cpus", "exclude"}) {
        if (!p.isSet(QLatin1String(name)))
            continue;
        auto s = planListOption(p, name);
        if (!s) {
            code = usageError(s.errorString());
            return false;
        }
        if (name[0] == 'c')
            req.cpus = *s;
        else
            req.exclude = *s;
    }
    for (const QString &kv : p.values(QStringLiteral("param"))) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            code = usageError(
                QCoreApplication::translate("irqatlas-cli", "--param \"%1\": expected KEY=VALUE")
                    .arg(kv));
            return false;
        }
        params.insert(kv.left(eq), kv.mid(eq + 1));
    }
    if (p.isSet(QStringLiteral("spread-over")))
        params.insert(QStringLiteral("spread_over"), p.value(QStringLiteral("spread-over")));
    return true;
}

bool planRequestFrom(const QCommandLineParser &p, PlanRequest &req, int &code)
{
    if (!p.isSet(QStringLiteral("irqs"))) {
        code =
            usageError(QCoreApplication::translate("irqatlas-cli", "--irqs SELECTOR is required"));
        return false;
    }
    return planRequestFields(p, req, req.params, code);
}

} // namespace irqatlas::cli
