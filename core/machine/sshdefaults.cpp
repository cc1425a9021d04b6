#include "machine/sshdefaults.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMutex>

namespace irqatlas {
namespace {

QMutex g_sshMutex;
SshOptions g_sshDefaults;

} // namespace

void setSshDefaults(const SshOptions &options)
{
    QMutexLocker lock(&g_sshMutex);
    g_sshDefaults = options;
}

SshOptions sshDefaults()
{
    QMutexLocker lock(&g_sshMutex);
    return g_sshDefaults;
}

Result<SshOptions> sshOptionsFor(const MachineSource &source)
{
    SshOptions o = sshDefaults();
    if (!source.sshConfig.isEmpty()) {
        if (!QFileInfo(source.sshConfig).isFile())
            return Error{
                QCoreApplication::translate("MachineLoader", "ssh config file %1: no such file")
                    .arg(source.sshConfig)};
        o.configFile = source.sshConfig;
    }
    if (!source.identityFile.isEmpty()) {
        if (!QFileInfo(source.identityFile).isFile())
            return Error{
                QCoreApplication::translate("MachineLoader", "identity file %1: no such file")
                    .arg(source.identityFile)};
        o.identityFile = source.identityFile;
    }
    return o;
}

Result<std::shared_ptr<SshSession>> sshSessionFor(const MachineSource &source)
{
    auto target = SshTarget::parse(source.path);
    if (!target)
        return target.error();
    auto options = sshOptionsFor(source);
    if (!options)
        return options.error();
    return std::make_shared<SshSession>(std::move(target).value(), std::move(options).value());
}

} // namespace irqatlas
