#include "ui/common/sourcebanner.h"

#include "model/printable.h"
#include "ui/common/theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace irqatlas {

SourceBanner::SourceBanner(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("sourceBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close = new QToolButton(this);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Hide this note for the machine on show"));
    m_close->setAccessibleName(tr("Hide the note on disagreeing sources"));
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(24, 24));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    hide();
}

void SourceBanner::setDifferences(const std::vector<SourceDifference> &differences)
{
    if (differences.empty()) {
        m_text.clear();
        m_label->clear();
        hide();
        return;
    }
    QStringList lines{tr("The source's files do not describe the same machine as its topology; "
                         "what the topology has no place for is not shown:")};
    for (const QString &l : describeDifferences(differences))
        lines << QStringLiteral("• ") + l;
    // A difference names what the source's files say (CPU ids, IRQ names).
    m_text = printableText(lines.join(QLatin1Char('\n')));
    m_label->setText(m_text);
    // Amber in both themes, with text that reads on it.
    QPalette p = palette();
    const bool dark = paletteIsDark();
    p.setColor(QPalette::Window, dark ? QColor(0x5a, 0x47, 0x14) : QColor(0xfe, 0xf3, 0xc7));
    p.setColor(QPalette::WindowText, dark ? QColor(0xfd, 0xe6, 0x8a) : QColor(0x78, 0x35, 0x0f));
    setPalette(p);
    setAccessibleName(tr("Sources disagree"));
    setAccessibleDescription(m_text);
    show();
}

} // namespace irqatlas
