// The hint an empty item view shows: its text when the model has no rows,
// nothing once it has some, drawn on the viewport; and a view that is
// destroyed (or loses its viewport) with a hint on it does not make the
// hint reach into a half-destroyed view (UBSan reported that, under the
// asan preset, from every window that closed with an empty list).

#include "ui/common/emptyhint.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QImage>
#include <QPointer>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace irqatlas;

namespace {

// Whether the hint is drawn: the viewport looks different with the hint's
// text than with an empty text (which paints nothing).
bool drawsHint(QAbstractItemView &view, QString &text)
{
    const QString saved = text;
    const QImage with = view.viewport()->grab().toImage();
    text.clear();
    const QImage without = view.viewport()->grab().toImage();
    text = saved;
    return with != without;
}

} // namespace

class TestUiEmptyHint : public QObject
{
    Q_OBJECT
private slots:
    void showsTextOnlyWhenEmpty()
    {
        QStandardItemModel model(0, 2);
        QTableView view;
        view.setModel(&model);
        view.resize(400, 200);
        QString text = QStringLiteral("No IRQs match the filter");
        auto *hint = new EmptyHint(&view, [&text] { return text; });
        QCOMPARE(hint->shownText(), text);
        QVERIFY(drawsHint(view, text));

        model.appendRow(
            {new QStandardItem(QStringLiteral("a")), new QStandardItem(QStringLiteral("b"))});
        QVERIFY(hint->shownText().isEmpty());
        QVERIFY(!drawsHint(view, text));

        model.removeRows(0, 1);
        QCOMPARE(hint->shownText(), text);
        QVERIFY(drawsHint(view, text));
    }

    // The viewport sends events while its view is being destroyed; the
    // hint, a child of the view, is destroyed in the same pass.
    void viewDestroyedWithHint_data()
    {
        QTest::addColumn<bool>("shown");
        QTest::newRow("never shown") << false;
        QTest::newRow("shown") << true;
    }
    void viewDestroyedWithHint()
    {
        QFETCH(bool, shown);
        QStandardItemModel model(0, 1);
        auto *view = new QTableView;
        view->setModel(&model);
        QString text = QStringLiteral("empty");
        QPointer<EmptyHint> hint = new EmptyHint(view, [&text] { return text; });
        if (shown) {
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view));
            QVERIFY(drawsHint(*view, text));
        }
        delete view;
        QVERIFY(hint.isNull());
    }

    // The hint can go first, and a replaced viewport leaves it harmless.
    void hintOrViewportGoesFirst()
    {
        QStandardItemModel model(0, 1);
        QTableView view;
        view.setModel(&model);
        view.resize(300, 150);
        QString text = QStringLiteral("empty");
        auto *hint = new EmptyHint(&view, [&text] { return text; });
        QVERIFY(drawsHint(view, text));
        delete hint;
        QVERIFY(!drawsHint(view, text));

        auto *again = new EmptyHint(&view, [] { return QStringLiteral("empty"); });
        view.setViewport(new QWidget); // deletes the viewport the hint watched
        QCOMPARE(again->shownText(), QStringLiteral("empty"));
        view.viewport()->grab(); // paints the new viewport: nothing reaches the old one
    }
};

QTEST_MAIN(TestUiEmptyHint)
#include "tst_ui_emptyhint.moc"
