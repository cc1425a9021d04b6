#include "ui/shell/sourcedialog.h"

#include <QCoreApplication>
#include <QFileDialog>

namespace irqatlas {

// The strings keep File → Open's context (irqatlas::MainWindow), where they
// are translated already.
std::optional<MachineSource> askForSource(QWidget *parent, SourceFile file)
{
    QString path;
    MachineSource::Kind kind = MachineSource::RootDir;
    switch (file) {
    case SourceFile::SnapshotDirectory:
        path = QFileDialog::getExistingDirectory(
            parent, QCoreApplication::translate("irqatlas::MainWindow", "Open Snapshot Directory"));
        break;
    case SourceFile::SnapshotArchive:
        path = QFileDialog::getOpenFileName(
            parent, QCoreApplication::translate("irqatlas::MainWindow", "Open Snapshot Archive"),
            {},
            QCoreApplication::translate("irqatlas::MainWindow",
                                        "Snapshot archive (*.tar.gz *.tgz *.tar);;All files (*)"));
        break;
    case SourceFile::HwlocXml:
        kind = MachineSource::HwlocXml;
        path = QFileDialog::getOpenFileName(
            parent, QCoreApplication::translate("irqatlas::MainWindow", "Open hwloc XML"), {},
            QCoreApplication::translate("irqatlas::MainWindow",
                                        "hwloc XML (*.xml);;All files (*)"));
        break;
    case SourceFile::TopologyJson:
        kind = MachineSource::TopologyJson;
        path = QFileDialog::getOpenFileName(
            parent, QCoreApplication::translate("irqatlas::MainWindow", "Open Topology JSON"), {},
            QCoreApplication::translate("irqatlas::MainWindow", "JSON (*.json);;All files (*)"));
        break;
    case SourceFile::InterruptsFile:
        kind = MachineSource::InterruptsFile;
        path = QFileDialog::getOpenFileName(
            parent,
            QCoreApplication::translate("irqatlas::MainWindow", "Open /proc/interrupts File"));
        break;
    }
    if (path.isEmpty())
        return std::nullopt;
    return MachineSource{kind, path};
}

} // namespace irqatlas
