#include "dialogtesting.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace irqatlas::test {

bool waitPage(ApplyDialog *d, ApplyDialog::Page p)
{
    return QTest::qWaitFor([&] { return d->page() == p; }, 60000);
}

int resultRow(const QTableWidget *t, int irq)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0) && t->item(r, 0)->data(Qt::UserRole).toInt() == irq)
            return r;
    return -1;
}

QString makeShotsDir(const QTemporaryDir &fallback)
{
    const QString dir =
        qEnvironmentVariable("IRQATLAS_SHOTS", fallback.filePath(QStringLiteral("shots")));
    return QDir().mkpath(dir) ? dir : QString();
}

void saveShot(QWidget *w, const QString &dir, const QString &name)
{
    QApplication::processEvents();
    const QImage img = w->grab().toImage();
    QVERIFY(!img.isNull());
    QVERIFY(img.save(dir + QLatin1Char('/') + name));
}

} // namespace irqatlas::test
