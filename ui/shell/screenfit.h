#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace irqatlas {

// The first size of a window and the widths of its side docks, from the
// screen's available area: a fixed 1400x900 ran off a 1366x768 screen, and
// fixed dock widths left the graph a thumbnail on a small one.
struct ScreenFit
{
    // 1400x900 where it fits, else what the screen leaves (panels excluded).
    static QSize windowSize(const QRect &available);
    // The Interrupts dock: a quarter of the window, 300 to 560 px; beside an
    // open Plan dock 22 %, so the graph keeps more than half the window.
    static int irqDockWidth(int windowWidth, bool planOpen = false);
    // The Plan dock: a fifth of the window, 260 to 420 px.
    static int planDockWidth(int windowWidth);
    // The available area of the screen the widget is on (the primary screen
    // before it is shown); empty without a screen.
    static QRect availableFor(const QWidget *widget);
};

} // namespace irqatlas
