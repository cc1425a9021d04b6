#include "ui/live/rangeslider.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace irqatlas {

namespace {
constexpr int kHandle = 10; // handle width in pixels
} // namespace

RangeSlider::RangeSlider(QWidget *parent) : QWidget(parent), m_color(palette().highlight().color())
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void RangeSlider::setBounds(int minimum, int maximum)
{
    m_min = minimum;
    m_max = std::max(minimum, maximum);
    setRange(m_low, m_high);
    update();
}

void RangeSlider::setRange(int low, int high)
{
    low = std::clamp(low, m_min, m_max);
    high = std::clamp(high, m_min, m_max);
    if (low > high)
        std::swap(low, high);
    if (low == m_low && high == m_high)
        return;
    m_low = low;
    m_high = high;
    update();
    emit rangeChanged(m_low, m_high);
}

void RangeSlider::setColor(const QColor &color)
{
    m_color = color;
    update();
}

QSize RangeSlider::sizeHint() const
{
    return {200, std::max(fontMetrics().height(), 18)};
}

QSize RangeSlider::minimumSizeHint() const
{
    return {80, std::max(fontMetrics().height(), 18)};
}

int RangeSlider::xOf(int value) const
{
    const int span = std::max(1, width() - kHandle);
    const double f = m_max > m_min ? double(value - m_min) / (m_max - m_min) : 0;
    return kHandle / 2 + int(std::lround(f * span));
}

int RangeSlider::valueAt(int x) const
{
    const int span = std::max(1, width() - kHandle);
    const int left = kHandle / 2; // whole pixels: the handle's centre
    const double f = std::clamp(double(x - left) / span, 0.0, 1.0);
    return m_min + int(std::lround(f * (m_max - m_min)));
}

void RangeSlider::moveHandle(bool high, int value)
{
    if (high)
        setRange(std::min(m_low, value), std::max(m_low, value));
    else
        setRange(std::min(value, m_high), std::max(value, m_high));
}

void RangeSlider::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int mid = height() / 2;
    const QColor groove = palette().color(QPalette::Mid);
    p.setPen(Qt::NoPen);
    p.setBrush(groove);
    p.drawRoundedRect(QRectF(kHandle / 2.0, mid - 2, width() - kHandle, 4), 2, 2);
    const int x0 = xOf(m_low), x1 = xOf(m_high);
    p.setBrush(m_color);
    p.drawRect(QRectF(x0, mid - 3, x1 - x0, 6));
    for (int x : {x0, x1}) {
        p.setPen(QPen(hasFocus() ? palette().color(QPalette::Highlight) : groove, 1));
        p.setBrush(palette().color(QPalette::Button));
        p.drawRoundedRect(QRectF(x - kHandle / 2.0, 1, kHandle, height() - 2), 3, 3);
    }
}

void RangeSlider::mousePressEvent(QMouseEvent *event)
{
    const int x = int(event->position().x());
    // The nearer handle; on a tie (both at one value) the one the click is past.
    const int d0 = std::abs(x - xOf(m_low)), d1 = std::abs(x - xOf(m_high));
    m_dragHigh = d1 < d0 || (d1 == d0 && x > xOf(m_high));
    moveHandle(m_dragHigh, valueAt(x));
}

void RangeSlider::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        moveHandle(m_dragHigh, valueAt(int(event->position().x())));
}

void RangeSlider::keyPressEvent(QKeyEvent *event)
{
    const int step = event->key() == Qt::Key_Left ? -1 : event->key() == Qt::Key_Right ? 1 : 0;
    if (!step) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (event->modifiers() & Qt::ShiftModifier)
        setRange(m_low, std::max(m_low, m_high + step));
    else
        setRange(std::min(m_low + step, m_high), m_high);
}

} // namespace irqatlas
