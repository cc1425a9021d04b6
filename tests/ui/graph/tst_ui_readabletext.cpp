// 1152 CPUs at 1366x768: no text of the graph is painted below the readable
// floor on screen (what has no room is left out), the graph keeps most of
// the window's width, and zooming in brings the CPU ids onto the tiles.
#include "layout/topologylayout.h"
#include "machine/loadmachine.h"
#include "testdata.h"
#include "ui/graph/paintbits.h"
#include "ui/graph/rowlabelpaint.h"
#include "ui/graph/topologypainter.h"
#include "ui/graph/topologyview.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QStandardPaths>
#include <QTest>
#include <cmath>

using namespace irqatlas;

namespace {

const QString k1152 = QStringLiteral("machines/synthetic-1152pu-8pack-16numa.xml");

// A paint device that draws nothing and keeps every text the painter hands
// it, with its type's height on screen (the font's pixel size times the
// painter's scale).
class TextRecorder : public QPaintDevice
{
public:
    struct Text
    {
        QString text;
        double screenPx;
    };
    std::vector<Text> texts;

    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
        case PdmHeight:
            return 4000;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return INT_MAX;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        default:
            return 0;
        }
    }

private:
    class Engine : public QPaintEngine
    {
    public:
        explicit Engine(TextRecorder *owner) : QPaintEngine(AllFeatures), m_owner(owner) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawPath(const QPainterPath &) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override
        {
            const double scale = painter()->worldTransform().m22();
            m_owner->texts.push_back({item.text(), item.font().pixelSize() * scale});
        }
        Type type() const override { return User; }

    private:
        TextRecorder *m_owner;
    };
    mutable Engine m_engine{this};
};

// What the graph on show paints, at the scale it is shown at.
std::vector<TextRecorder::Text> paintedTexts(const TopologyView &v)
{
    TextRecorder device;
    QPainter p(&device);
    const double lod = v.transform().m11();
    p.scale(lod, lod);
    paintTopology(&p, v.topology(), v.layout(), v.state(), QRectF(), lod);
    p.end();
    return device.texts;
}

} // namespace

class TestUiReadableText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("irqatlas-test-readabletext"));
    }

    void readableAt1366()
    {
        MachineSource source{MachineSource::HwlocXml, test::dataPath(k1152)};
        source.interrupts =
            test::dataPath(QStringLiteral("proc-interrupts/intel-stats-collect-genoa0.txt"));
        MainWindow w;
        QVERIFY(w.openBlocking(source));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TopologyView *v = w.topologyView();
        v->fitToWindow();

        // The graph keeps most of the width; the docks follow the screen.
        QVERIFY2(v->width() >= w.width() * 55 / 100,
                 qPrintable(QStringLiteral("graph %1 of %2").arg(v->width()).arg(w.width())));

        // Fitted: every text painted reads, and there is text (titles).
        const auto fitted = paintedTexts(*v);
        QVERIFY(!fitted.empty());
        double smallest = 1e9;
        for (const auto &t : fitted)
            smallest = std::min(smallest, t.screenPx);
        QVERIFY2(smallest >= kMinTextPx - 1e-6, qPrintable(QStringLiteral("%1 px").arg(smallest)));
        // The tiles are too small for their ids here: none is painted.
        QVERIFY(v->layout().puSize.height() * v->transform().m11() < idMinPixels(true));

        // Zoomed in, the ids come onto the tiles (in the corner they share
        // with the count, once that reads at the floor), still readable.
        for (int i = 0;
             i < 40 && v->layout().puSize.height() * v->transform().m11() < kMinTextPx / 0.27 + 4;
             ++i)
            v->zoomIn();
        const auto zoomed = paintedTexts(*v);
        bool id = false;
        smallest = 1e9;
        for (const auto &t : zoomed) {
            smallest = std::min(smallest, t.screenPx);
            id = id || t.text == QStringLiteral("1151");
        }
        QVERIFY(id);
        QVERIFY2(smallest >= kMinTextPx - 1e-6, qPrintable(QStringLiteral("%1 px").arg(smallest)));

        // With the Plan dock open beside the Interrupts dock, the graph
        // still keeps most of the width.
        auto *plan = w.findChild<QAction *>(QStringLiteral("generatePlanAction"));
        QVERIFY(plan);
        plan->trigger();
        auto *planDock = w.findChild<QDockWidget *>(QStringLiteral("planDock"));
        QTRY_VERIFY(planDock->isVisible());
        const auto share = [&] { return v->width() >= w.width() * 55 / 100; };
        (void)QTest::qWaitFor(share, 10000);
        QVERIFY2(share(), qPrintable(QStringLiteral("graph %1 of %2, plan %3")
                                         .arg(v->width())
                                         .arg(w.width())
                                         .arg(planDock->width())));
    }
};

QTEST_MAIN(TestUiReadableText)
#include "tst_ui_readabletext.moc"
