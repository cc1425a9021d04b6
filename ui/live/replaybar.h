#pragma once

#include "live/rangediff.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QToolButton;
class QWidget;

namespace irqatlas {

class RangeSlider;
class ReplayTimeline;

// The timeline of a replay: play/pause, one interval back and forward, a
// slider to jump to any time, the speed and loop, and where the replay is
// ("12.5 s of 60.0 s, interval 25 of 120, recorded every 0.5 s"). Compare
// Ranges shows two range sliders, A and B, whose difference the window
// paints on the graph.
class ReplayBar : public QWidget
{
    Q_OBJECT
public:
    explicit ReplayBar(QWidget *parent = nullptr);

    // Follows and drives this timeline; null detaches (the bar hides).
    void setTimeline(ReplayTimeline *timeline);
    ReplayTimeline *timeline() const { return m_timeline; }

    QToolButton *playButton() const { return m_play; }
    QToolButton *backButton() const { return m_back; }
    QToolButton *forwardButton() const { return m_forward; }
    QSlider *slider() const { return m_slider; }
    QComboBox *speedBox() const { return m_speed; }
    QCheckBox *loopBox() const { return m_loop; }
    QLabel *positionLabel() const { return m_label; }
    QToolButton *compareButton() const { return m_compare; }
    RangeSlider *rangeA() const { return m_rangeA; }
    RangeSlider *rangeB() const { return m_rangeB; }
    bool isComparing() const;
    IntervalRange compareA() const;
    IntervalRange compareB() const;

signals:
    // "Stop replay": back to the window's own machine.
    void closeRequested();
    // Compare Ranges turned on or off, or a range moved while on.
    void compareChanged();

private:
    void showPosition(int k);
    void showPlaying(bool playing);

    ReplayTimeline *m_timeline = nullptr;
    QToolButton *m_play;
    QToolButton *m_back;
    QToolButton *m_forward;
    QSlider *m_slider;
    QComboBox *m_speed;
    QCheckBox *m_loop;
    QLabel *m_label;
    QToolButton *m_close;
    QToolButton *m_compare;
    QWidget *m_compareRow;
    RangeSlider *m_rangeA;
    RangeSlider *m_rangeB;
    QLabel *m_rangeLabel;
    void showRanges();
};

} // namespace irqatlas
