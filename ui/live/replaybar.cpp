#include "ui/live/replaybar.h"

#include "ui/live/rangeslider.h"
#include "ui/live/replaytimeline.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace irqatlas {

ReplayBar::ReplayBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("replayBar"));
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(6, 2, 6, 2);
    rows->setSpacing(2);
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
    m_compare = new QToolButton(this);
    m_compare->setObjectName(QStringLiteral("compareRanges"));
    m_compare->setText(tr("Compare Ranges"));
    m_compare->setCheckable(true);
    m_compare->setAutoRaise(true);
    m_compare->setToolTip(tr("Paint on the graph how each CPU's IRQ time changed between two "
                             "ranges of the recording"));
    m_rangeA = new RangeSlider(this);
    m_rangeA->setObjectName(QStringLiteral("rangeA"));
    m_rangeA->setAccessibleName(tr("Range A"));
    m_rangeA->setToolTip(tr("Range A: the intervals compared against"));
    m_rangeA->setColor(QColor(0x25, 0x63, 0xeb));
    m_rangeB = new RangeSlider(this);
    m_rangeB->setObjectName(QStringLiteral("rangeB"));
    m_rangeB->setAccessibleName(tr("Range B"));
    m_rangeB->setToolTip(tr("Range B: the intervals whose change against A is painted"));
    m_rangeB->setColor(QColor(0xdb, 0x27, 0x77));
    m_rangeLabel = new QLabel(this);

    // The slider has a row of its own: beside the position text, the speed
    // and the buttons it shrank to its handle at the default window width.
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Replay:"), this));
    top->addWidget(m_back);
    top->addWidget(m_play);
    top->addWidget(m_forward);
    top->addWidget(m_slider, 1);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_label, 1);
    middle->addWidget(m_speed);
    middle->addWidget(m_loop);
    middle->addWidget(m_compare);
    middle->addWidget(m_close);
    m_compareRow = new QWidget(this);
    auto *bottom = new QHBoxLayout(m_compareRow);
    bottom->setContentsMargins(0, 0, 0, 0);
    bottom->addWidget(new QLabel(tr("A:"), m_compareRow));
    bottom->addWidget(m_rangeA, 1);
    bottom->addWidget(new QLabel(tr("B:"), m_compareRow));
    bottom->addWidget(m_rangeB, 1);
    bottom->addWidget(m_rangeLabel);
    m_compareRow->hide();
    rows->addLayout(top);
    rows->addLayout(middle);
    rows->addWidget(m_compareRow);

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
    connect(m_compare, &QToolButton::toggled, this, [this](bool on) {
        m_compareRow->setVisible(on);
        showRanges();
        emit compareChanged();
    });
    for (RangeSlider *r : {m_rangeA, m_rangeB})
        connect(r, &RangeSlider::rangeChanged, this, [this] {
            showRanges();
            if (isComparing())
                emit compareChanged();
        });
    setTimeline(nullptr);
}

void ReplayBar::setTimeline(ReplayTimeline *timeline)
{
    if (m_timeline)
        disconnect(m_timeline, nullptr, this, nullptr);
    m_timeline = timeline;
    setVisible(timeline != nullptr);
    if (!timeline) {
        m_compare->setChecked(false);
        return;
    }
    // A fresh pair of ranges: the first half against the second.
    const int n = std::max(1, timeline->intervalCount());
    for (RangeSlider *r : {m_rangeA, m_rangeB}) {
        const QSignalBlocker block(r);
        r->setBounds(1, n);
    }
    {
        const QSignalBlocker blockA(m_rangeA), blockB(m_rangeB);
        m_rangeA->setRange(1, std::max(1, n / 2));
        m_rangeB->setRange(std::min(n, n / 2 + 1), n);
    }
    showRanges();
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

bool ReplayBar::isComparing() const
{
    return m_timeline && m_compare->isChecked();
}

IntervalRange ReplayBar::compareA() const
{
    return {m_rangeA->low(), m_rangeA->high()};
}

IntervalRange ReplayBar::compareB() const
{
    return {m_rangeB->low(), m_rangeB->high()};
}

void ReplayBar::showRanges()
{
    if (!m_timeline)
        return;
    auto span = [this](const RangeSlider *r) {
        return tr("%1–%2 s")
            .arg(m_timeline->secondsAt(r->low() - 1), 0, 'f', 1)
            .arg(m_timeline->secondsAt(r->high()), 0, 'f', 1);
    };
    m_rangeLabel->setText(tr("A %1, B %2").arg(span(m_rangeA), span(m_rangeB)));
}

void ReplayBar::showPlaying(bool playing)
{
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setAccessibleName(m_play->text());
}

} // namespace irqatlas
