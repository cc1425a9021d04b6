#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("irqatlas"));
    QApplication::setOrganizationName(QStringLiteral("irqatlas"));
    irqatlas::MainWindow w;
    w.show();
    return QApplication::exec();
}
