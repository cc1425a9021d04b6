#include "mainwindow.h"

#include <QLabel>

namespace irqatlas {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("irqatlas"));
    auto *label = new QLabel(tr("irqatlas: CPU topology and interrupt affinity"), this);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(1280, 800);
}

} // namespace irqatlas
