// Export Report… from the window says what the window showed: a balance
// plan generated in the Plan dock, kept and accepted, appears under its
// algorithm's name with the dock's and the compare view's scores, units and
// "current" column, beside the kept plan; and a saved machine's irqbalance is
// "unknown", never "not running".
#include "applytree.h"
#include "testdata.h"
#include "ui/plan/plancompare.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrequestform.h"
#include "ui/plangenerate.h"
#include "ui/shell/mainwindow.h"

#include <QFile>
#include <QHeaderView>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

QString unescape(QString s)
{
    s.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    s.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    s.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    s.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    s.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return s;
}

// The cells of every row of the first <table id="id">, header row first.
QList<QStringList> tableRows(const QString &page, const QString &id)
{
    const qsizetype start = page.indexOf(QStringLiteral("<table id=\"%1\">").arg(id));
    if (start < 0)
        return {};
    const qsizetype end = page.indexOf(QStringLiteral("</table>"), start);
    const QString table = page.mid(start, end - start);
    static const QRegularExpression rowRe(QStringLiteral("<tr>(.*?)</tr>"));
    static const QRegularExpression cellRe(QStringLiteral("<t[hd][^>]*>(.*?)</t[hd]>"));
    QList<QStringList> rows;
    for (auto r = rowRe.globalMatch(table); r.hasNext();) {
        const QString row = r.next().captured(1);
        QStringList cells;
        for (auto c = cellRe.globalMatch(row); c.hasNext();)
            cells << unescape(c.next().captured(1));
        rows << cells;
    }
    return rows;
}

} // namespace

class TestUiReportFacts : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_root = m_dir.filePath(QStringLiteral("root"));
        QVERIFY(makeVirtioTree(m_root));
        QVERIFY(addStaticLoad(m_root));
    }

    void acceptedBalancePlanKeepsItsFacts()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        PlanPanel *panel = w.planPanel();
        QVERIFY2(generateWith(*panel, QStringLiteral("balance"), QStringLiteral("25-29")),
                 qPrintable(panel->message()));
        QVERIFY(panel->keepCurrent().ok());
        QVERIFY(panel->acceptCurrent().ok());
        QVERIFY(panel->pendingPlan());
        PlanCompare *compare = panel->showCompare();
        QVERIFY(compare);
        const QTableWidget *shown = compare->scoreTable();
        const QTableWidget *dock = panel->scoreTable();
        QCOMPARE(shown->columnCount(), 2);

        const QString path = m_dir.filePath(QStringLiteral("facts.html"));
        const Status s = w.exportReportTo(path);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.errorString()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(f.readAll());

        // A saved tree cannot say whether irqbalance runs on its machine.
        QVERIFY(page.contains(QStringLiteral("<tr><th>irqbalance</th><td>unknown</td></tr>")));
        QVERIFY(!page.contains(QStringLiteral("not running")));

        const QList<QStringList> rows = tableRows(page, QStringLiteral("scores"));
        QVERIFY(rows.size() > 1);
        // The header names the algorithm of the accepted plan and of the kept one.
        QCOMPARE(rows.first(), (QStringList{QString(), QStringLiteral("current"),
                                            QStringLiteral("pending changes · balance"),
                                            QStringLiteral("A · balance")}));
        QCOMPARE(rows.size() - 1, shown->rowCount());
        for (int r = 0; r < shown->rowCount(); ++r) {
            const QStringList &row = rows[r + 1];
            QCOMPARE(row.size(), 4);
            // The label with its unit, as the compare view's row heading.
            QCOMPARE(row[0], shown->verticalHeaderItem(r)->text());
            QVERIFY2(row[0].contains(QLatin1Char('[')), qPrintable(row[0]));
            // The compare view's current column and kept plan, cell for cell.
            QCOMPARE(row[1], shown->item(r, 0)->text());
            QCOMPARE(row[3], shown->item(r, 1)->text());
            // The accepted plan as the dock scored it, beside its "Current".
            QCOMPARE(row[2], dock->item(r, 2)->text());
            QCOMPARE(row[1], dock->item(r, 1)->text());
        }
        // The scores are figures, not dashes: the plan has IRQs and a topology.
        QCOMPARE(rows[1][2], QString::number(panel->current()->score.irqs));
        QVERIFY(rows[1][2] != QStringLiteral("–"));
        // Both plans have a section of their own, with their moves.
        QVERIFY(page.contains(QStringLiteral("Plan pending changes")));
        QVERIFY(page.contains(QStringLiteral("Plan plan A")));
    }

    // Hand-made changes are the plan "manual", still with a current column.
    void manualChangesAreScoredToo()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        QVERIFY(w.loadPlanFrom(dataPath(QStringLiteral("apply/plan-virtio.json"))).ok());
        const QString path = m_dir.filePath(QStringLiteral("manual.html"));
        QVERIFY(w.exportReportTo(path).ok());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QStringList> rows =
            tableRows(QString::fromUtf8(f.readAll()), QStringLiteral("scores"));
        QVERIFY(rows.size() > 1);
        QCOMPARE(rows.first(), (QStringList{QString(), QStringLiteral("current"),
                                            QStringLiteral("pending changes · manual")}));
        QVERIFY(rows[1][2] != QStringLiteral("–"));
    }
};

QTEST_MAIN(TestUiReportFacts)
#include "tst_ui_reportfacts.moc"
