#pragma once

#include <QComboBox>

namespace irqatlas {

// A combo box that takes a field's width, not its longest entry's, and
// elides the current entry to fit (QComboBox clips it); the whole entry is
// in the drop-down list and the tooltip.
class ElidedComboBox : public QComboBox
{
    Q_OBJECT
public:
    explicit ElidedComboBox(int minimumChars, QWidget *parent = nullptr);
    // The current entry as painted: elided when the box is narrower than it.
    QString displayedText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace irqatlas
