// No translation can drop the host from the window title (zh_CN once lost
// its %1), and a device box names its one device by the kind's singular
// noun, however many OS names follow (German "Speichergerät vda").
#include "layout/devicetitle.h"
#include "model/topology.h"
#include "testdata.h"
#include "ui/shell/mainwindow.h"

#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using namespace irqatlas;

namespace {

// A catalogue that loses every placeholder of the window's strings, and
// would say several storage devices if it were asked for a plural.
class CarelessTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation);
        const QLatin1String ctx(context);
        const QString text = QString::fromUtf8(source);
        if (ctx == QLatin1String("irqatlas::MainWindow") && text.contains(QLatin1Char('%')))
            return QStringLiteral("标题");
        // Asked with a count (n >= 0) it would answer in the plural.
        if (ctx == QLatin1String("TopologyPainter") && text == QLatin1String("Storage"))
            return n < 0 ? QStringLiteral("Speichergerät") : QStringLiteral("Speichergeräte");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestUiTitleHost : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void titleKeepsTheHost()
    {
        CarelessTranslator careless;
        QVERIFY(QCoreApplication::installTranslator(&careless));
        MainWindow w;
        const Status s = w.openBlocking(
            {MachineSource::HwlocXml,
             test::dataPath(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"))});
        QCoreApplication::removeTranslator(&careless);
        QVERIFY(s.ok());
        QVERIFY(!w.hostName().isEmpty());
        QVERIFY2(w.windowTitle().startsWith(w.hostName()), qPrintable(w.windowTitle()));
    }

    void oneDeviceIsSingular()
    {
        CarelessTranslator careless;
        QVERIFY(QCoreApplication::installTranslator(&careless));
        PciDevice disk;
        disk.bdf = QStringLiteral("0000:00:05.0");
        disk.className = QStringLiteral("storage");
        disk.osNames = {QStringLiteral("vda")};
        const QString one = deviceLabel(disk);
        disk.osNames << QStringLiteral("vdb");
        const QString two = deviceLabel(disk);
        QCoreApplication::removeTranslator(&careless);
        QCOMPARE(one, QStringLiteral("Speichergerät vda"));
        QCOMPARE(two, QStringLiteral("Speichergerät vda, vdb"));
        // Untranslated, the English label is as it was.
        disk.osNames = {QStringLiteral("vda")};
        QCOMPARE(deviceLabel(disk), QStringLiteral("Storage vda"));
    }
};

QTEST_MAIN(TestUiTitleHost)
#include "tst_ui_titlehost.moc"
