#include "command.h"
#include "snapshotwriter.h"
#include "sources.h"

#include <QCoreApplication>

namespace irqatlas::cli {
namespace {

QString tr(const char *s) { return QCoreApplication::translate("irqatlas-cli", s); }

int run(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Save everything the other commands read, for a later --root."));
    addSourceOptions(p);
    p.addOption({QStringLiteral("out"), tr("Target directory or FILE.tar.gz (must not exist)."),
                 tr("DIR|FILE.tar.gz")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.isSet(QStringLiteral("out")))
        return usageError(tr("snapshot needs --out DIR|FILE.tar.gz"));
    if (p.isSet(QStringLiteral("topology")) || p.isSet(QStringLiteral("xml")))
        return usageError(tr("snapshot saves the machine's own topology; --topology/--xml do not apply"));
    auto host = openHost(p);
    if (!host.ok())
        return fail(host.errorString());
    const QString target = p.value(QStringLiteral("out"));
    auto n = writeSnapshot(**host, target);
    if (!n.ok())
        return fail(n.errorString());
    err(tr("wrote %1 files to %2").arg(*n).arg(target));
    return ExitOk;
}

const Command cmd("snapshot", QT_TRANSLATE_NOOP("irqatlas-cli", "save this machine for a later --root"), run);

} // namespace
} // namespace irqatlas::cli
