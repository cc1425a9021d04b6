// A picked device box is drawn as selected (the selection's colour on its
// frame, and the accessible "selected" state), the legend names every colour
// the graph paints with a meaning (the amber node highlight included), the
// rings of a CPU tile are drawn above its id, and the live plots follow the
// dark theme instead of staying white.
#include "layout/topologylayout.h"
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/graphstate.h"
#include "ui/common/theme.h"
#include "ui/graph/graphcolors.h"
#include "ui/graph/graphlegend.h"
#include "ui/graph/topologypainter.h"
#include "ui/live/timeplot.h"

#include <QImage>
#include <QPainter>
#include <QTest>
#include <memory>
#include <qcustomplot.h>

using namespace irqatlas;

namespace {

const QString k24Pu = QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml");

int colourDistance(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
}

QImage paint(const Topology &t, const TopologyLayout &l, const GraphState &st)
{
    QImage img(l.bounds.size().toSize(), QImage::Format_ARGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.translate(-l.bounds.topLeft());
    paintTopology(&p, t, l, st, QRectF(), 1.0);
    p.end();
    return img;
}

// IRQATLAS_DEVICESELECT_SHOT=DIR: what the checks look at, as DIR/NAME.png.
void saveShot(const QImage &img, const QString &name)
{
    if (const QString dir = qEnvironmentVariable("IRQATLAS_DEVICESELECT_SHOT"); !dir.isEmpty())
        img.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

bool holdsColour(const QImage &img, const QColor &c)
{
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (img.pixelColor(x, y).rgb() == c.rgb())
                return true;
    return false;
}

} // namespace

class TestUiDeviceSelect : public QObject
{
    Q_OBJECT
private slots:
    void selectedDeviceIsDrawnSelected()
    {
        auto t = loadTopologyXml(test::dataPath(k24Pu));
        QVERIFY2(t.ok(), t.ok() ? "" : qPrintable(t.errorString()));
        const TopologyLayout l = computeLayout(*t);
        const LayoutBox *device = nullptr;
        for (const LayoutBox &b : l.boxes)
            if (b.kind == BoxKind::Device && !device)
                device = &b;
        QVERIFY(device);
        GraphState st = GraphState::compute(*t, nullptr, {});
        const QImage before = paint(*t, l, st);
        st.selectDevice(*t, nullptr, t->devices[std::size_t(device->id)]);
        QCOMPARE(st.selectedDevice, device->id);
        const QImage after = paint(*t, l, st);
        saveShot(after, QStringLiteral("device-selected"));
        const GraphColors c = GraphColors::light();
        // The frame's left edge, half way down: the selection's blue once picked.
        const QRectF r = device->rect.translated(-l.bounds.topLeft());
        const QPoint edge = QPointF(r.left(), r.center().y()).toPoint();
        QVERIFY2(colourDistance(after.pixelColor(edge), c.selection) <
                     colourDistance(before.pixelColor(edge), c.selection),
                 qPrintable(after.pixelColor(edge).name()));
        QVERIFY(colourDistance(after.pixelColor(edge), c.selection) < 60);
    }

    void legendNamesEveryColour()
    {
        for (bool dark : {false, true}) {
            GraphLegend legend;
            legend.setMode(true, false, HeatMode::IrqPercent, dark);
            legend.resize(360, 1400);
            for (const char *row : {"deviceSelected", "deviceLocal", "deviceDelivered", "distance",
                                    "drop", "refused", "device"})
                QVERIFY2(!legend.rowText(QStringLiteral("legend-") + QLatin1String(row)).isEmpty(),
                         row);
            const QImage shown = legend.grab().toImage();
            saveShot(shown, dark ? QStringLiteral("legend-dark") : QStringLiteral("legend-light"));
            const GraphColors c = dark ? GraphColors::dark() : GraphColors::light();
            // The amber node highlight, the device fill and the hop tints.
            for (const QColor &colour : {c.nodeHighlight, c.device, distanceHopColor(0, dark)})
                QVERIFY2(holdsColour(shown, colour), qPrintable(colour.name()));
        }
    }

    // The border of a picked CPU is drawn after its labels: the patch that
    // keeps the CPU id legible over the inner rings never cuts it.
    void selectionRingAboveTheId()
    {
        auto t = loadTopologyXml(test::dataPath(k24Pu));
        QVERIFY(t.ok());
        const TopologyLayout l = computeLayout(*t);
        GraphState st = GraphState::compute(*t, nullptr, {});
        st.hasIrqs = true;
        st.irqCount.assign(64, 1);
        st.pendingCount = st.irqCount;
        st.maxIrqCount = 1;
        st.affinity = CpuSet{0};
        st.effective = CpuSet{0};
        st.selectedCpus = CpuSet{0};
        const QImage img = paint(*t, l, st);
        saveShot(img, QStringLiteral("rings"));
        const LayoutBox *pu = nullptr;
        for (const LayoutBox &b : l.boxes)
            if (b.kind == BoxKind::Pu && b.id == 0)
                pu = &b;
        QVERIFY(pu);
        const QRectF tile = pu->rect.adjusted(0.5, 0.5, -0.5, -0.5).translated(-l.bounds.topLeft());
        const double w = std::max(l.puSize.height() * 0.07, 1.5);
        const GraphColors c = GraphColors::light();
        // Along the top and the left edge, past the id's corner: unbroken.
        for (double f : {0.1, 0.15, 0.2, 0.3}) {
            const QPoint top =
                QPointF(tile.left() + tile.width() * f, tile.top() - 0.3 * w).toPoint();
            const QPoint left =
                QPointF(tile.left() - 0.3 * w, tile.top() + tile.height() * f).toPoint();
            QVERIFY2(colourDistance(img.pixelColor(top), c.selection) < 40,
                     qPrintable(img.pixelColor(top).name()));
            QVERIFY2(colourDistance(img.pixelColor(left), c.selection) < 40,
                     qPrintable(img.pixelColor(left).name()));
        }
    }

    void plotsFollowTheTheme()
    {
        applyTheme(Theme::Dark);
        std::unique_ptr<QCustomPlot> plot(makeTimePlot(nullptr, QStringLiteral("%")));
        plot->resize(320, 200);
        const auto corner = [&] {
            plot->replot();
            return plot->toPixmap(320, 200).toImage().pixelColor(3, 3);
        };
        QVERIFY2(corner().lightnessF() < 0.3, qPrintable(corner().name()));
        QCOMPARE(plot->xAxis->tickLabelColor(), plot->palette().color(QPalette::Text));
        // And back when the theme changes under it.
        applyTheme(Theme::Light);
        QTRY_VERIFY_WITH_TIMEOUT(corner().lightnessF() > 0.7, 30000);
    }
};

QTEST_MAIN(TestUiDeviceSelect)
#include "tst_ui_deviceselect.moc"
