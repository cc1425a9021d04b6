#include "command.h"
#include "sources.h"
#include "spread/spreader.h"
#include "texttable.h"

#include <QCoreApplication>

namespace irqatlas::cli {
namespace {

// The core names a parameter at the start of its message ("node: ..."); on
// the command line the user knows it as a flag.
QString asFlagMessage(const QString &message)
{
    static const char *const params[] = {"node", "count",          "len",       "nvec", "groups",
                                         "sort", "skip-first-cpu", "candidates"};
    for (const char *p : params) {
        const QString prefix = QLatin1String(p) + QLatin1Char(':');
        if (message.startsWith(prefix))
            return QStringLiteral("--") + message;
    }
    return message;
}

// An integer flag; unset keeps def. On a bad value prints the error naming the flag.
bool intFlag(const QCommandLineParser &p, const char *flag, int def, int &out)
{
    const QString name = QLatin1String(flag);
    if (!p.isSet(name)) {
        out = def;
        return true;
    }
    bool ok = false;
    const QString v = p.value(name);
    out = v.toInt(&ok);
    if (!ok) {
        err(QCoreApplication::translate("irqatlas-cli",
                                        "irqatlas-cli: --%1: \"%2\" is not an integer")
                .arg(name, v));
        return false;
    }
    return true;
}

std::string cpuListJson(const CpuSet &s)
{
    std::string o = "[";
    bool first = true;
    for (int c : s) {
        if (!first)
            o += ',';
        o += std::to_string(c);
        first = false;
    }
    o += ']';
    return o;
}

std::string renderJson(const Spreader &s, const SpreadResult &r)
{
    std::string o = "{\"algorithm\":\"" + s.name().toStdString() + "\",\"assignments\":[";
    for (std::size_t i = 0; i < r.assignments.size(); ++i) {
        if (i)
            o += ',';
        o += r.assignments[i] ? cpuListJson(*r.assignments[i]) : std::string("null");
    }
    o += "]}\n";
    return o;
}

std::string renderRows(const Spreader &s, const SpreadResult &r, bool csv)
{
    const QString n = s.name();
    const char *what = n == QLatin1String("hop-masks")               ? "HOP"
                       : n == QLatin1String("group-evenly")          ? "GROUP"
                       : n.startsWith(QLatin1String("local-spread")) ? "INDEX"
                                                                     : "IRQ";
    if (csv) {
        std::string o = std::string(what) + ",CPUS\n";
        for (std::size_t i = 0; i < r.assignments.size(); ++i)
            o += std::to_string(i) + ",\"" +
                 (r.assignments[i] ? r.assignments[i]->toList() : std::string()) + "\"\n";
        return o;
    }
    TextTable t({what, "CPUS"});
    t.alignRight({0});
    for (std::size_t i = 0; i < r.assignments.size(); ++i) {
        const auto &a = r.assignments[i];
        t.add({std::to_string(i),
               !a ? QCoreApplication::translate("irqatlas-cli", "(default affinity)").toStdString()
               : a->empty() ? "-"
                            : a->toList()});
    }
    return t.render();
}

int runSpread(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "The raw output of one kernel spreading algorithm (docs/ALGORITHMS.md) on the "
        "machine's topology. --count, --len, --nvec and --groups default to the number of "
        "online CPUs."));
    addSourceOptions(p);
    addFormatOption(p);
    p.addOption({QStringLiteral("algorithm"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "local-spread-v41, local-spread-2019, local-spread, hop-masks, mana, mana-v1, "
                     "mana-driver or group-evenly (the test vectors' names work too)."),
                 QCoreApplication::translate("irqatlas-cli", "NAME")});
    p.addOption(
        {QStringLiteral("node"),
         QCoreApplication::translate("irqatlas-cli", "Origin NUMA node, -1 = none (default)."),
         QCoreApplication::translate("irqatlas-cli", "N")});
    p.addOption(
        {QStringLiteral("count"),
         QCoreApplication::translate("irqatlas-cli", "local-spread variants: indices 0..K-1."),
         QCoreApplication::translate("irqatlas-cli", "K")});
    p.addOption({QStringLiteral("len"),
                 QCoreApplication::translate("irqatlas-cli", "mana, mana-v1: number of IRQs."),
                 QCoreApplication::translate("irqatlas-cli", "L")});
    p.addOption({QStringLiteral("nvec"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "mana-driver: MSI-X vectors incl. the HWC vector."),
                 QCoreApplication::translate("irqatlas-cli", "V")});
    p.addOption({QStringLiteral("groups"),
                 QCoreApplication::translate("irqatlas-cli", "group-evenly: number of groups."),
                 QCoreApplication::translate("irqatlas-cli", "G")});
    p.addOption({QStringLiteral("sort"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "group-evenly: kernel heapsort, classic (before 2024) or modern (default)."),
                 QCoreApplication::translate("irqatlas-cli", "classic|modern")});
    p.addOption({QStringLiteral("skip-first-cpu"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "mana: leave the first core slot free (2025); mana-driver: the 2025 dynamic "
                     "MSI-X path.")});
    p.addOption({QStringLiteral("candidates"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "local-spread variants: candidate CPUs instead of the online ones (the "
                     "housekeeping mask of ~v5.9 kernels)."),
                 QCoreApplication::translate("irqatlas-cli", "CPULIST")});
    int code = 0;
    Format fmt;
    if (!parseCommand(p, args, fmt, code))
        return code;
    if (!p.isSet(QStringLiteral("algorithm")))
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "spread needs --algorithm NAME"));

    const QString algorithm = p.value(QStringLiteral("algorithm"));
    const Spreader *spreader = spreaderByName(algorithm);
    if (!spreader) {
        QStringList names;
        for (const Spreader *s : allSpreaders())
            names << s->name();
        return fail(QCoreApplication::translate("irqatlas-cli",
                                                "--algorithm: unknown algorithm \"%1\" (known: %2)")
                        .arg(algorithm, names.join(QStringLiteral(", "))));
    }
    SpreadParams sp;
    if (p.isSet(QStringLiteral("sort"))) {
        const auto v = parseSortVariant(p.value(QStringLiteral("sort")));
        if (!v)
            return fail(asFlagMessage(v.errorString()));
        sp.sort = *v;
    }
    if (!intFlag(p, "node", -1, sp.node))
        return ExitFailure;
    if (p.isSet(QStringLiteral("candidates"))) {
        const QByteArray b = p.value(QStringLiteral("candidates")).toUtf8();
        auto c = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
        if (!c)
            return fail(QCoreApplication::translate("irqatlas-cli", "--candidates: %1")
                            .arg(c.errorString()));
        sp.candidates = *c;
    }
    sp.skipFirstCpu = p.isSet(QStringLiteral("skip-first-cpu"));

    auto topo = loadTopology(p);
    if (!topo.ok())
        return fail(topo.errorString());
    const int online = topo->onlineCpus().count();
    if (!intFlag(p, "count", online, sp.count) || !intFlag(p, "len", online, sp.len) ||
        !intFlag(p, "nvec", online, sp.nvec) || !intFlag(p, "groups", online, sp.groups))
        return ExitFailure;

    auto r = spreader->spread(*topo, sp);
    if (!r.ok())
        return fail(asFlagMessage(r.errorString()));
    for (const QString &w : r->warnings)
        err(QCoreApplication::translate("irqatlas-cli", "irqatlas-cli: warning: %1")
                .arg(asFlagMessage(w)));
    switch (fmt) {
    case Format::Json:
        out(renderJson(*spreader, *r));
        break;
    case Format::Csv:
        out(renderRows(*spreader, *r, true));
        break;
    case Format::Table:
        out(renderRows(*spreader, *r, false));
        break;
    }
    return ExitOk;
}

const Command cmdSpread("spread",
                        QT_TRANSLATE_NOOP("irqatlas-cli",
                                          "the raw output of one spreading algorithm"),
                        runSpread);

} // namespace
} // namespace irqatlas::cli
