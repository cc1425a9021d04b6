#pragma once

#include <QWidget>

namespace irqatlas {

// A horizontal slider with two handles that pick a range low .. high of
// minimum .. maximum (both ends included). The handle nearer to a click
// follows the mouse; with the keyboard, Left/Right move the low handle and
// Shift+Left/Right the high one.
class RangeSlider : public QWidget
{
    Q_OBJECT
public:
    explicit RangeSlider(QWidget *parent = nullptr);

    void setBounds(int minimum, int maximum);
    // Clamped to the bounds, low <= high.
    void setRange(int low, int high);
    int minimum() const { return m_min; }
    int maximum() const { return m_max; }
    int low() const { return m_low; }
    int high() const { return m_high; }
    void setColor(const QColor &color);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The x of a value's handle centre (tests click there).
    int xOf(int value) const;

signals:
    void rangeChanged(int low, int high);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    int valueAt(int x) const;
    void moveHandle(bool high, int value);

    int m_min = 1;
    int m_max = 1;
    int m_low = 1;
    int m_high = 1;
    bool m_dragHigh = false;
    QColor m_color;
};

} // namespace irqatlas
