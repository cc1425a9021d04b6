#include "ui/fleet/fleetfilefield.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace irqatlas {

FleetFileField::FleetFileField(const QString &dialogTitle, QWidget *parent)
    : QWidget(parent), m_title(dialogTitle), m_edit(new QLineEdit(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *browse = new QPushButton(tr("Browse…"), this);
    layout->addWidget(m_edit, 1);
    layout->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, &FleetFileField::browse);
    connect(m_edit, &QLineEdit::textChanged, this, &FleetFileField::changed);
}

QString FleetFileField::path() const
{
    return m_edit->text().trimmed();
}

void FleetFileField::setPath(const QString &path)
{
    m_edit->setText(path);
}

void FleetFileField::browse()
{
    const QString start = path().isEmpty() ? QDir::homePath() : QFileInfo(path()).absolutePath();
    const QString picked = QFileDialog::getOpenFileName(this, m_title, start);
    if (!picked.isEmpty())
        m_edit->setText(picked);
}

} // namespace irqatlas
