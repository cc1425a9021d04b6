#include "ansibleoptions.h"
#include "command.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "model/planfile.h"
#include "model/safefile.h"
#include "plan/ansibleplay.h"
#include "plan/planexport.h"

#include <QCoreApplication>
#include <QFile>

namespace irqatlas::cli {
namespace {

int runExport(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "The plan as a self-checking POSIX shell script (sh), a boot-time systemd unit and its "
        "script (systemd), irqbalance ban lines and policy script (irqbalance), the normalized "
        "plan (json), or an Ansible play that rolls it out host by host (ansible)."));
    p.addPositionalArgument(QStringLiteral("PLAN"),
                            QCoreApplication::translate("irqatlas-cli", "The plan file."));
    p.addOption(
        {QStringLiteral("format"),
         QCoreApplication::translate("irqatlas-cli", "sh, systemd, irqbalance, json or ansible."),
         QCoreApplication::translate("irqatlas-cli", "FORMAT")});
    p.addOption({QStringLiteral("out"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Write the file(s) into DIR instead of printing them."),
                 QCoreApplication::translate("irqatlas-cli", "DIR")});
    addAnsibleOptions(p, true);
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (p.positionalArguments().size() != 1)
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "export takes one plan file"));
    if (!p.isSet(QStringLiteral("format")))
        return usageError(QCoreApplication::translate(
            "irqatlas-cli", "export needs --format sh|systemd|irqbalance|json|ansible"));
    const bool ansible = p.value(QStringLiteral("format")) == QLatin1String("ansible");
    auto fmt = ansible ? Result<ExportFormat>(ExportFormat::Json)
                       : exportFormatFromName(p.value(QStringLiteral("format")));
    if (!fmt.ok())
        return usageError(fmt.errorString());
    AnsiblePlayOptions play;
    if (!ansibleOptionsFrom(p, ansible, true, play, code))
        return code;
    if (ansible && !p.isSet(QStringLiteral("out")))
        return usageError(QCoreApplication::translate(
            "irqatlas-cli", "--format ansible writes a folder: it needs --out DIR"));

    const QString path = p.positionalArguments().constFirst();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(
            QCoreApplication::translate("irqatlas-cli", "%1: %2").arg(path, file.errorString()));
    // A plan past the cap is refused by name, never cut short into bad JSON.
    auto bytes = readCapped(file, limits::kMaxPlanBytes, path);
    if (!bytes.ok())
        return fail(bytes.errorString());
    auto plan = readPlan(*bytes, path);
    if (!plan.ok())
        return fail(plan.errorString());
    auto files = ansible ? exportAnsiblePlay(*plan, play) : exportPlan(*plan, *fmt);
    if (!files.ok())
        return fail(files.errorString());

    if (p.isSet(QStringLiteral("out"))) {
        // Every file is made new in the folder's descriptor: a link or file
        // already at one of the names (planted by whoever else can write
        // there) is refused before anything is written, and never written
        // through nor given +x.
        auto dir = OutputDir::open(p.value(QStringLiteral("out")), OutputDir::Missing::Create);
        if (!dir.ok())
            return fail(dir.errorString());
        for (const ExportFile &f : *files)
            if (dir->holds(f.name))
                return fail(QCoreApplication::translate(
                                "irqatlas-cli", "%1 already exists; export --out writes only new "
                                                "files (nothing was written)")
                                .arg(dir->filePath(f.name)));
        for (const ExportFile &f : *files) {
            if (Status s = dir->writeNew(f.name, f.bytes,
                                         f.executable ? kExecutableFileMode : kPlainFileMode);
                !s.ok())
                return fail(s.errorString());
            err(QCoreApplication::translate("irqatlas-cli", "wrote %1").arg(dir->filePath(f.name)));
        }
        return ExitOk;
    }
    // On stdout, one file alone is printed as is (so `> plan.sh` works);
    // several are separated by a comment naming each.
    for (const ExportFile &f : *files) {
        if (files->size() > 1)
            out(QStringLiteral("# ---- %1 ----\n").arg(f.name));
        out(std::string_view(f.bytes.constData(), std::size_t(f.bytes.size())));
    }
    return ExitOk;
}

const Command
    cmdExport("export",
              QT_TRANSLATE_NOOP("irqatlas-cli",
                                "a plan as a shell script, systemd unit, irqbalance bans or JSON"),
              runExport);

} // namespace
} // namespace irqatlas::cli
