#include "ui/shell/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <algorithm>

namespace irqatlas {

namespace {

constexpr QSize kPreferred(1400, 900);

} // namespace

QSize ScreenFit::windowSize(const QRect &available)
{
    if (available.isEmpty())
        return kPreferred;
    // The frame the window manager adds is not in the available area: keep
    // a margin for it so the title bar and the bottom edge stay on screen.
    const int w = std::min(kPreferred.width(), available.width() - 16);
    const int h = std::min(kPreferred.height(), available.height() - 40);
    return {std::max(w, 640), std::max(h, 480)};
}

int ScreenFit::irqDockWidth(int windowWidth, bool planOpen)
{
    return std::clamp(planOpen ? windowWidth * 22 / 100 : windowWidth / 4, 280, 560);
}

int ScreenFit::planDockWidth(int windowWidth)
{
    return std::clamp(windowWidth / 5, 260, 420);
}

QRect ScreenFit::availableFor(const QWidget *widget)
{
    const QScreen *screen = widget ? widget->screen() : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

} // namespace irqatlas
