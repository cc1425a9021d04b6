// "Never show what it does not know": sources that disagree are named in a
// banner, assumed NUMA distances say so, and blank cells say why they are blank.
#include "testdata.h"
#include "topology/topologyloader.h"
#include "ui/common/machineloader.h"
#include "ui/common/sourcebanner.h"
#include "ui/graph/topologyview.h"
#include "ui/shell/mainwindow.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;

class TestUiSourceTruth : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void mismatchBanner();

private:
    QTemporaryDir m_dir;
    QString m_interrupts1152;
};

void TestUiSourceTruth::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_interrupts1152 = m_dir.filePath(QStringLiteral("interrupts-1152"));
    QFile f(m_interrupts1152);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(test::readData(QStringLiteral("ui/pcp-interrupts-1152cpu-x86_64.txt.bz2")));
}

void TestUiSourceTruth::mismatchBanner()
{
    // The case: the 24-PU XML opened with a 1152-CPU /proc/interrupts.
    MachineSource src(MachineSource::HwlocXml,
                      test::dataPath(QStringLiteral("ui/hwloc-xml-24em64t-2n6c2t-pci.xml")),
                      m_interrupts1152);
    auto m = loadMachine(src);
    QVERIFY(m.ok());
    QCOMPARE(int(m->differences.size()), 1);
    MainWindow w;
    w.setMachine(*m, src);
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    SourceBanner *banner = w.sourceBanner();
    QVERIFY(banner->isVisible());
    // Names the file, the CPUs and how many counts it cannot show.
    QVERIFY2(banner->text().contains(QLatin1String("/proc/interrupts has 1128 CPU(s) the topology lacks (24-1151)")),
             qPrintable(banner->text()));
    QVERIFY(banner->text().contains(QString::number(m->differences[0].droppedCounts)));
    QVERIFY(m->differences[0].droppedCounts > 0);
    // It sits above the graph, not over it.
    QVERIFY(banner->geometry().bottom() <= w.topologyView()->mapTo(w.centralWidget(), QPoint(0, 0)).y());
    const QString shots = qEnvironmentVariable("IRQATLAS_SHOTS");
    if (!shots.isEmpty())
        QVERIFY(w.grab().save(shots + QStringLiteral("/mismatch-banner.png")));

    // Agreeing sources: the 1152-PU topology with the same table. The banner goes.
    MachineSource same(MachineSource::HwlocXml,
                       test::dataPath(QStringLiteral("ui/synthetic-1152pu-8pack-16numa.xml")),
                       m_interrupts1152);
    auto agree = loadMachine(same);
    QVERIFY(agree.ok());
    QVERIFY(agree->differences.empty());
    w.setMachine(*agree, same);
    QVERIFY(!banner->isVisible());
    QVERIFY(banner->text().isEmpty());

    // A lone /proc/interrupts has no topology to disagree with.
    MachineSource lone(MachineSource::InterruptsFile, m_interrupts1152);
    auto l = loadMachine(lone);
    QVERIFY(l.ok());
    QVERIFY(l->differences.empty());
}

QTEST_MAIN(TestUiSourceTruth)
#include "tst_ui_sourcetruth.moc"
