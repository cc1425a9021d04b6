#include "command.h"
#include "snapshot/snapshotwriter.h"
#include "sources.h"

#include <QCoreApplication>

namespace irqatlas::cli {
namespace {

int runSnapshot(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli", "Save everything the other commands read, for a later --root."));
    addSourceOptions(p);
    p.addOption({QStringLiteral("out"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Target directory or FILE.tar.gz (must not exist)."),
                 QCoreApplication::translate("irqatlas-cli", "DIR|FILE.tar.gz")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.isSet(QStringLiteral("out")))
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "snapshot needs --out DIR|FILE.tar.gz"));
    if (p.isSet(QStringLiteral("topology")) || p.isSet(QStringLiteral("xml")))
        return usageError(QCoreApplication::translate(
            "irqatlas-cli",
            "snapshot saves the machine's own topology; --topology/--xml do not apply"));
    auto host = openHost(p);
    if (!host.ok())
        return fail(host.errorString());
    const QString target = p.value(QStringLiteral("out"));
    auto n = writeSnapshot(**host, target);
    if (!n.ok())
        return fail(n.errorString());
    err(QCoreApplication::translate("irqatlas-cli", "wrote %1 files to %2").arg(*n).arg(target));
    return ExitOk;
}

const Command cmdSnapshot("snapshot",
                          QT_TRANSLATE_NOOP("irqatlas-cli", "save this machine for a later --root"),
                          runSnapshot);

} // namespace
} // namespace irqatlas::cli
