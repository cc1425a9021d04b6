#include "ui/common/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace irqatlas {

void applyTheme(Theme theme)
{
    static const QPalette systemPalette = QApplication::palette();
    if (theme == Theme::System) {
        QApplication::setPalette(systemPalette);
        return;
    }
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p;
    if (theme == Theme::Dark) {
        const QColor window(0x23, 0x27, 0x2e), base(0x1b, 0x1f, 0x24), text(0xe4, 0xe8, 0xed);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, QColor(0x26, 0x2b, 0x31));
        p.setColor(QPalette::ToolTipBase, QColor(0x2c, 0x33, 0x3b));
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, window);
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::Highlight, QColor(0x3b, 0x82, 0xf6));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x94, 0xa0));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6b, 0x74, 0x80));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6b, 0x74, 0x80));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6b, 0x74, 0x80));
    } else {
        p = QApplication::style()->standardPalette();
        p.setColor(QPalette::Window, QColor(0xf3, 0xf4, 0xf6));
        p.setColor(QPalette::AlternateBase, QColor(0xf6, 0xf8, 0xfa));
        p.setColor(QPalette::Highlight, QColor(0x25, 0x63, 0xeb));
    }
    QApplication::setPalette(p);
}

bool paletteIsDark()
{
    return QApplication::palette().color(QPalette::Window).lightnessF() < 0.5;
}

} // namespace irqatlas
