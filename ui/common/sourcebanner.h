#pragma once

#include "procfs/sourcecheck.h"

#include <QFrame>
#include <vector>

class QLabel;
class QToolButton;

namespace irqatlas {

// A strip above the graph that says where the files of a source disagree
// with its topology (another machine's /proc/interrupts, another host name),
// and how many counts the window cannot show because of it. Hidden when the
// sources agree; the user may close it for the machine on show.
class SourceBanner : public QFrame
{
    Q_OBJECT
public:
    explicit SourceBanner(QWidget *parent = nullptr);

    // Replaces what the banner says; an empty list hides it.
    void setDifferences(const std::vector<SourceDifference> &differences);
    // The banner's text as shown (plain), empty when it has nothing to say.
    QString text() const { return m_text; }

private:
    QLabel *m_label;
    QToolButton *m_close;
    QString m_text;
};

} // namespace irqatlas
