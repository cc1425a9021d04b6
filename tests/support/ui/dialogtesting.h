#pragma once

// What the Apply dialog tests share: waiting for a page, an IRQ's row in the
// result table, and screenshots. Widgets, so apart from the QtCore-only
// test support.

#include "ui/apply/applydialog.h"

#include <QString>

class QTableWidget;
class QTemporaryDir;
class QWidget;

namespace irqatlas::test {

// Up to 60 s for the dialog to reach page p.
bool waitPage(ApplyDialog *d, ApplyDialog::Page p);

// The result table row of IRQ irq, or -1.
int resultRow(const QTableWidget *t, int irq);

// $IRQATLAS_SHOTS, else "shots" in fallback; created, empty when it cannot be.
QString makeShotsDir(const QTemporaryDir &fallback);

// Renders w into dir/name; a failed render or save fails the running test.
void saveShot(QWidget *w, const QString &dir, const QString &name);

} // namespace irqatlas::test
