// Files the GUI reads because the user named them (a /proc/interrupts copy,
// a topology JSON or hwloc XML source, a plan to load) are read up to their
// cap: past it is an error naming the file and the cap, never an unbounded
// read nor a parse of bytes cut short.
#include "model/inputlimits.h"
#include "testdata.h"
#include "ui/common/machineloader.h"
#include "ui/shell/mainwindow.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;

namespace {

// A sparse file: its size counts, not the bytes on disk.
QString sparseFile(const QTemporaryDir &dir, const QString &name, qint64 size)
{
    QString path = dir.path() + QLatin1Char('/') + name;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !f.resize(size))
        qFatal("cannot make %s", qPrintable(path));
    return path;
}

QString tooLarge(const QString &path, std::size_t cap)
{
    return QStringLiteral("%1 is larger than the supported maximum of %2 bytes")
        .arg(path)
        .arg(qulonglong(cap));
}

} // namespace

class TestUiInputCaps : public QObject
{
    Q_OBJECT
private slots:
    void machineSources_data();
    void machineSources();
    void planFile();
};

void TestUiInputCaps::machineSources_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<qint64>("cap");
    QTest::addColumn<bool>("paired"); // the oversized file is the paired --interrupts
    QTest::newRow("interrupts file")
        << int(MachineSource::InterruptsFile) << qint64(limits::kMaxInterruptsBytes) << false;
    QTest::newRow("topology JSON")
        << int(MachineSource::TopologyJson) << qint64(limits::kMaxTopologyJsonBytes) << false;
    QTest::newRow("hwloc XML") << int(MachineSource::HwlocXml) << qint64(limits::kMaxHwlocXmlBytes)
                               << false;
    QTest::newRow("interrupts paired with XML")
        << int(MachineSource::HwlocXml) << qint64(limits::kMaxInterruptsBytes) << true;
}

void TestUiInputCaps::machineSources()
{
    QFETCH(int, kind);
    QFETCH(qint64, cap);
    QFETCH(bool, paired);
    QTemporaryDir dir;
    const QString big = sparseFile(dir, QStringLiteral("big"), cap + 1);
    const MachineSource source =
        paired
            ? MachineSource(
                  MachineSource::HwlocXml,
                  test::dataPath(QStringLiteral("machines/synthetic-1152pu-8pack-16numa.xml")), big)
            : MachineSource(MachineSource::Kind(kind), big);
    auto m = loadMachine(source);
    QVERIFY(!m.ok());
    QVERIFY2(m.errorString().contains(tooLarge(big, std::size_t(cap))),
             qPrintable(m.errorString()));
}

void TestUiInputCaps::planFile()
{
    QTemporaryDir dir;
    const QString big =
        sparseFile(dir, QStringLiteral("plan.json"), qint64(limits::kMaxPlanBytes) + 1);
    MainWindow w;
    Status s = w.loadPlanFrom(big);
    QVERIFY(!s.ok());
    QCOMPARE(s.errorString(), tooLarge(big, limits::kMaxPlanBytes));
}

QTEST_MAIN(TestUiInputCaps)
#include "tst_ui_inputcaps.moc"
