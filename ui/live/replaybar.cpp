#include "ui/live/replaybar.h"

#include "ui/live/replaytimeline.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

namespace irqatlas {

ReplayBar::ReplayBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("replayBar"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(6, 2, 6, 2);
    auto button = [this](QStyle::StandardPixmap icon, const QString &text, const QString &tip,
                         const QKeySequence &keys) {
        auto *b = new QToolButton(this);
        b->setIcon(style()->standardIcon(icon));
        b->setText(text);
        b->setAccessibleName(text);
        b->setToolTip(
            keys.isEmpty() ? tip : tr("%1 (%2)").arg(tip, keys.toString(QKeySequence::NativeText)));
        b->setShortcut(keys);
        b->setAutoRaise(true);
        return b;
    };
    m_back = button(QStyle::SP_MediaSeekBackward, tr("Step back"),
                    tr("Show the interval before this one"), QKeySequence(Qt::ALT | Qt::Key_Left));
    m_play =
        button(QStyle::SP_MediaPlay, tr("Play"), tr("Play or pause the replay"), QKeySequence());
    m_forward =
        button(QStyle::SP_MediaSeekForward, tr("Step forward"),
               tr("Show the interval after this one"), QKeySequence(Qt::ALT | Qt::Key_Right));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setAccessibleName(tr("Replay position"));
    m_slider->setToolTip(tr("Jump to a time of the recording"));
    m_slider->setMinimum(1);
    m_speed = new QComboBox(this);
    m_speed->setAccessibleName(tr("Replay speed"));
    m_speed->setToolTip(tr("How fast the recording plays, against the time it was recorded in"));
    for (double f : {0.25, 0.5, 1.0, 2.0, 4.0, 10.0})
        m_speed->addItem(tr("%1×").arg(f), f);
    m_speed->setCurrentIndex(2);
    m_loop = new QCheckBox(tr("Loop"), this);
    m_loop->setToolTip(tr("Start again from the beginning at the end of the recording"));
    m_label = new QLabel(this);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close = new QToolButton(this);
    m_close->setText(tr("Stop Replay"));
    m_close->setToolTip(tr("Leave the replay and show this tab's machine again"));
    m_close->setAutoRaise(true);
    row->addWidget(new QLabel(tr("Replay:"), this));
    row->addWidget(m_back);
    row->addWidget(m_play);
    row->addWidget(m_forward);
    row->addWidget(m_slider, 1);
    row->addWidget(m_label);
    row->addWidget(m_speed);
    row->addWidget(m_loop);
    row->addWidget(m_close);

    connect(m_play, &QToolButton::clicked, this, [this] {
        if (m_timeline)
            m_timeline->setPlaying(!m_timeline->isPlaying());
    });
    connect(m_back, &QToolButton::clicked, this, [this] {
        if (m_timeline)
            m_timeline->stepBack();
    });
    connect(m_forward, &QToolButton::clicked, this, [this] {
        if (m_timeline)
            m_timeline->stepForward();
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int k) {
        if (m_timeline && k != m_timeline->position()) {
            m_timeline->pause();
            (void)m_timeline->seek(k);
        }
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        if (m_timeline)
            m_timeline->setSpeed(m_speed->currentData().toDouble());
    });
    connect(m_loop, &QCheckBox::toggled, this, [this](bool on) {
        if (m_timeline)
            m_timeline->setLoop(on);
    });
    connect(m_close, &QToolButton::clicked, this, &ReplayBar::closeRequested);
    setTimeline(nullptr);
}

void ReplayBar::setTimeline(ReplayTimeline *timeline)
{
    if (m_timeline)
        disconnect(m_timeline, nullptr, this, nullptr);
    m_timeline = timeline;
    setVisible(timeline != nullptr);
    if (!timeline)
        return;
    timeline->setSpeed(m_speed->currentData().toDouble());
    timeline->setLoop(m_loop->isChecked());
    {
        const QSignalBlocker block(m_slider);
        m_slider->setMaximum(std::max(1, timeline->intervalCount()));
    }
    connect(timeline, &ReplayTimeline::positionChanged, this, &ReplayBar::showPosition);
    connect(timeline, &ReplayTimeline::playingChanged, this, &ReplayBar::showPlaying);
    connect(timeline, &QObject::destroyed, this, [this] { setTimeline(nullptr); });
    showPosition(timeline->position());
    showPlaying(timeline->isPlaying());
}

void ReplayBar::showPosition(int k)
{
    if (!m_timeline)
        return;
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(std::max(1, k));
    }
    const int n = m_timeline->intervalCount();
    m_back->setEnabled(k > 1);
    m_forward->setEnabled(k < n);
    QString at = tr("%1 s of %2 s, interval %3 of %4")
                     .arg(m_timeline->secondsAt(k), 0, 'f', 1)
                     .arg(m_timeline->secondsAt(n), 0, 'f', 1)
                     .arg(k)
                     .arg(n);
    if (const qint64 wall = m_timeline->wallMsAt(k); wall > 0)
        at += QStringLiteral(" (%1)").arg(QDateTime::fromMSecsSinceEpoch(wall).toString(
            QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")));
    m_label->setText(at);
    m_label->setToolTip(tr("Recorded every %1 s").arg(m_timeline->recordedInterval(), 0, 'g', 3));
}

void ReplayBar::showPlaying(bool playing)
{
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setAccessibleName(m_play->text());
}

} // namespace irqatlas
