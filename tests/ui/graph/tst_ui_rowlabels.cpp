// Any screen size: with 1152 PUs in a 1366x768 window the tiles are too small
// for their ids, and every row of tiles is labelled with the CPUs it holds
// ("CPUs 0–7"); a tile's id stays in its tooltip.
#include "layout/compactlabels.h"
#include "layout/topologylayout.h"
#include "testdata.h"
#include "ui/common/machineloader.h"
#include "ui/graph/rowlabelpaint.h"
#include "ui/graph/topologypainter.h"
#include "ui/graph/topologyview.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QHelpEvent>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <algorithm>
#include <map>

using namespace irqatlas;

namespace {

const QString k1152Xml = QStringLiteral("ui/synthetic-1152pu-8pack-16numa.xml");
const QString k1152Irqs = QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2");

// A paint device that keeps the text painted on it and where (device
// coordinates of each line's baseline start), and draws nothing else.
class TextRecorder : public QPaintDevice
{
public:
    struct Line
    {
        QPointF at;
        QString text;
    };

    QPaintEngine *paintEngine() const override { return &m_engine; }
    const std::vector<Line> &lines() const { return m_engine.lines; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
        case PdmHeight:
            return 20000;
        case PdmWidthMM:
        case PdmHeightMM:
            return 5000;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return 0;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        default:
            return 0;
        }
    }

private:
    class Engine : public QPaintEngine
    {
    public:
        Engine() : QPaintEngine(QPaintEngine::AllFeatures) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &s) override
        {
            if (s.state() & QPaintEngine::DirtyTransform)
                transform = s.transform();
        }
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawTextItem(const QPointF &p, const QTextItem &ti) override
        {
            lines.push_back({transform.map(p), ti.text()});
        }
        Type type() const override { return QPaintEngine::User; }

        QTransform transform;
        std::vector<Line> lines;
    };
    mutable Engine m_engine;
};

// "CPUs 0–7, 576–583" for a set, written out here rather than taken from
// the code under test.
QString expectedText(const CpuSet &cpus)
{
    QStringList runs;
    int first = -1, last = -2;
    auto flush = [&] {
        if (first >= 0)
            runs << (first == last ? QString::number(first)
                                   : QStringLiteral("%1\u2013%2").arg(first).arg(last));
    };
    for (int cpu : cpus) {
        if (cpu != last + 1) {
            flush();
            first = cpu;
        }
        last = cpu;
    }
    flush();
    return QStringLiteral("CPUs ") + runs.join(QStringLiteral(", "));
}

struct ExpectedRow
{
    int nodeBox;
    double top, bottom; // of the row's tiles
    double tilesLeft;
    CpuSet cpus;
};

// The rows as the eye finds them: within a node block, tiles whose heights
// overlap belong to one row.
std::vector<ExpectedRow> rowsOf(const TopologyLayout &layout)
{
    std::map<int, std::vector<const LayoutBox *>> tilesByNode;
    for (const LayoutBox &b : layout.boxes) {
        if (b.kind != BoxKind::Pu)
            continue;
        int node = b.parent;
        while (layout.box(node) && layout.box(node)->kind != BoxKind::Node)
            node = layout.box(node)->parent;
        tilesByNode[node].push_back(&b);
    }
    std::vector<ExpectedRow> rows;
    for (auto &[node, tiles] : tilesByNode) {
        std::sort(tiles.begin(), tiles.end(), [](const LayoutBox *a, const LayoutBox *b) {
            return a->rect.top() < b->rect.top();
        });
        for (const LayoutBox *t : tiles) {
            if (rows.empty() || rows.back().nodeBox != node || t->rect.top() >= rows.back().bottom)
                rows.push_back({node, t->rect.top(), t->rect.bottom(), t->rect.left(), {}});
            ExpectedRow &r = rows.back();
            r.bottom = std::max(r.bottom, t->rect.bottom());
            r.tilesLeft = std::min(r.tilesLeft, t->rect.left());
            r.cpus.set(t->id);
        }
    }
    return rows;
}

// The words painted in each row label's strip, in the order of rowLabels.
QStringList paintedLabels(const TopologyView *v, double lod)
{
    TextRecorder rec;
    {
        QPainter p(&rec);
        paintTopology(&p, v->topology(), v->layout(), v->state(), QRectF(), lod);
    }
    QStringList out;
    for (const RowLabel &label : v->layout().rowLabels) {
        QStringList words;
        for (const TextRecorder::Line &line : rec.lines())
            if (label.rect.adjusted(-1, -1, 1, 1).contains(line.at))
                words << QString(line.text).remove(QChar(0x2060));
        out << words.join(QLatin1Char(' ')).simplified();
    }
    return out;
}

QString tooltipAt(TopologyView *v, const QPointF &scenePoint)
{
    const QPoint pos = v->mapFromScene(scenePoint);
    QHelpEvent help(QEvent::ToolTip, pos, v->viewport()->mapToGlobal(pos));
    QApplication::sendEvent(v->viewport(), &help);
    return QToolTip::text();
}

} // namespace

class TestUiRowLabels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-rowlabels"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_rowlabels"));
        QSettings().clear();
    }

    // The 1152-PU machine with its interrupt counts in a 1366x768 window, as
    // `irqatlas --screenshot --size 1366x768` draws it.
    void rowsLabelledIn1366x768()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString irqFile = dir.filePath(QStringLiteral("interrupts"));
        {
            QFile f(irqFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray text = test::readData(k1152Irqs);
            QVERIFY(!text.isEmpty());
            QCOMPARE(f.write(text), text.size());
        }
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::HwlocXml, test::dataPath(k1152Xml), irqFile}));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TopologyView *v = w.topologyView();
        QTRY_VERIFY(v->viewport()->width() > 200);
        const TopologyLayout &layout = v->layout();
        QCOMPARE(int(v->topology().pus.size()), 1152);
        QVERIFY(v->state().hasIrqs);

        // The compact form: fitted, the tiles are too small for their ids.
        QTRY_VERIFY(v->mapFromScene(layout.bounds).boundingRect().width() <=
                    v->viewport()->width() + 1);
        const double lod = v->transform().m11();
        QVERIFY2(layout.puSize.height() * lod < idMinPixels(v->state().hasIrqs),
                 qPrintable(QStringLiteral("tile %1 px").arg(layout.puSize.height() * lod)));

        // One label per row of tiles, holding that row's CPUs, every CPU in one.
        const std::vector<ExpectedRow> rows = rowsOf(layout);
        QCOMPARE(layout.rowLabels.size(), rows.size());
        CpuSet labelled;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const ExpectedRow &want = rows[i];
            const auto it = std::find_if(layout.rowLabels.begin(), layout.rowLabels.end(),
                                         [&](const RowLabel &l) { return l.cpus == want.cpus; });
            QVERIFY2(
                it != layout.rowLabels.end(),
                qPrintable(QStringLiteral("no label for row %1").arg(want.cpus.toListString())));
            const RowLabel &label = *it;
            QCOMPARE(label.nodeBox, want.nodeBox);
            QVERIFY((labelled & label.cpus).empty());
            labelled |= label.cpus;
            // Beside its row: level with it, left of its tiles, inside its node block.
            QVERIFY(label.rect.top() <= want.top && label.rect.bottom() >= want.bottom);
            QVERIFY(label.rect.right() <= want.tilesLeft);
            QVERIFY(layout.boxes[std::size_t(want.nodeBox)].rect.contains(label.rect));
            QCOMPARE(rowLabelText(label), expectedText(want.cpus));
        }
        QCOMPARE(labelled.count(), 1152);
        // More rows than node blocks: the labels say more than the titles.
        QVERIFY(rows.size() > v->topology().nodes.size());

        // Painted at the view's scale, each strip carries its label's run
        // in full, with the word "CPUs" where it fits (never below the
        // readable type): every row here is one run of CPUs.
        const QStringList painted = paintedLabels(v, lod);
        for (std::size_t i = 0; i < layout.rowLabels.size(); ++i) {
            const QString full = rowLabelText(layout.rowLabels[i]);
            QVERIFY2(painted[qsizetype(i)] == full ||
                         QStringLiteral("CPUs ") + painted[qsizetype(i)] == full,
                     qPrintable(painted[qsizetype(i)] + QStringLiteral(" / ") + full));
        }

        // On screen: ink in every strip that is in view.
        const QImage shot = v->viewport()->grab().toImage();
        const double dpr = shot.devicePixelRatio();
        int inView = 0;
        for (const RowLabel &label : layout.rowLabels) {
            const QRect r = v->mapFromScene(label.rect).boundingRect();
            if (!v->viewport()->rect().contains(r))
                continue;
            ++inView;
            const QColor ground =
                shot.pixelColor(int((r.left() + 1) * dpr), int((r.top() + 1) * dpr));
            int ink = 0;
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x) {
                    const QColor c = shot.pixelColor(int(x * dpr), int(y * dpr));
                    ink += std::abs(c.lightness() - ground.lightness()) > 60 ? 1 : 0;
                }
            QVERIFY2(ink >= 4, qPrintable(rowLabelText(label)));
        }
        QCOMPARE(inView, int(layout.rowLabels.size())); // fitted: all of them

        // Ids stay on hover; a strip's tooltip gives its label in full.
        const int lastPu = layout.puBox[1151];
        QVERIFY(lastPu >= 0);
        QVERIFY(tooltipAt(v, layout.boxes[std::size_t(lastPu)].rect.center())
                    .startsWith(QStringLiteral("CPU 1151")));
        const RowLabel &last = layout.rowLabels.back();
        QCOMPARE(tooltipAt(v, last.rect.center()), rowLabelText(last));
    }

    // Rows that gather several runs of CPUs (tiles of side-by-side L3 boxes,
    // SMT siblings numbered far apart) are shortened with an ellipsis, never
    // spilled over the tiles or cut mid-number; the tooltip has them all.
    void longRowsShortenedHonestly()
    {
        MainWindow w;
        QVERIFY(w.openBlocking(
            {MachineSource::HwlocXml,
             test::dataPath(QStringLiteral("ui/synthetic-1152pu-8pack-16numa-96l3.xml"))}));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TopologyView *v = w.topologyView();
        QTRY_VERIFY(v->mapFromScene(v->layout().bounds).boundingRect().width() <=
                    v->viewport()->width() + 1);
        const TopologyLayout &layout = v->layout();
        QVERIFY(!layout.rowLabels.empty());
        const QStringList painted = paintedLabels(v, v->transform().m11());
        int shortened = -1;
        for (std::size_t i = 0; i < layout.rowLabels.size(); ++i) {
            const QString full = rowLabelText(layout.rowLabels[i]);
            const QString &shown = painted[qsizetype(i)];
            // No room for even one run in readable type: left out (the
            // tooltip and the node's title say it).
            if (shown == full || shown.isEmpty())
                continue;
            const QString ellipsis = QStringLiteral(", \u2026");
            QVERIFY2(shown.endsWith(ellipsis), qPrintable(shown));
            // Whole runs of the full label (the first, then its SMT
            // siblings'), with or without the word "CPUs".
            const QString prefix = QStringLiteral("CPUs ");
            const QString body = shown.startsWith(prefix) ? shown.mid(prefix.size()) : shown;
            const QStringList runs = full.mid(prefix.size()).split(QStringLiteral(", "));
            const QStringList shownRuns = body.chopped(ellipsis.size()).split(QStringLiteral(", "));
            QCOMPARE(shownRuns.front(), runs.front());
            for (const QString &run : shownRuns)
                QVERIFY2(runs.contains(run), qPrintable(shown + QStringLiteral(" / ") + full));
            shortened = int(i);
        }
        QVERIFY(shortened >= 0);
        const RowLabel &row = layout.rowLabels[std::size_t(shortened)];
        QCOMPARE(tooltipAt(v, row.rect.center()), rowLabelText(row));
    }

    // Small machines keep their ids on the tiles and need no strip.
    void noStripWhenIdsFit()
    {
        MainWindow w;
        QVERIFY(w.openBlocking(
            {MachineSource::HwlocXml,
             test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml"))}));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TopologyView *v = w.topologyView();
        QVERIFY(v->layout().rowLabels.empty());
        QVERIFY(v->layout().puSize.height() * v->transform().m11() >=
                idMinPixels(v->state().hasIrqs));
    }
};

QTEST_MAIN(TestUiRowLabels)
#include "tst_ui_rowlabels.moc"
