#include "sourcedialog.h"

#include <QCoreApplication>
#include <QFileDialog>

namespace irqatlas {

// The strings keep the MainWindow context they were translated in.
std::optional<MachineSource> askForSource(QWidget *parent, MachineSource::Kind kind)
{
    QString path;
    switch (kind) {
    case MachineSource::RootDir:
        path = QFileDialog::getExistingDirectory(
            parent, QCoreApplication::translate("MainWindow", "Open Snapshot Directory"));
        break;
    case MachineSource::HwlocXml:
        path = QFileDialog::getOpenFileName(
            parent, QCoreApplication::translate("MainWindow", "Open hwloc XML"), {},
            QCoreApplication::translate("MainWindow", "hwloc XML (*.xml);;All files (*)"));
        break;
    case MachineSource::TopologyJson:
        path = QFileDialog::getOpenFileName(
            parent, QCoreApplication::translate("MainWindow", "Open Topology JSON"), {},
            QCoreApplication::translate("MainWindow", "JSON (*.json);;All files (*)"));
        break;
    case MachineSource::InterruptsFile:
        path = QFileDialog::getOpenFileName(
            parent, QCoreApplication::translate("MainWindow", "Open /proc/interrupts File"));
        break;
    case MachineSource::LocalMachine:
    case MachineSource::Ssh:
        break;
    }
    if (path.isEmpty())
        return std::nullopt;
    return MachineSource{kind, path};
}

} // namespace irqatlas
