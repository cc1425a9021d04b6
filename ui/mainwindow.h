#pragma once

#include <QMainWindow>

namespace irqatlas {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace irqatlas
