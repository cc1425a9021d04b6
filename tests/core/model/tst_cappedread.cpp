#include "model/cappedread.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;

// readCapped, the one reader of files the user names (plans, topologies,
// /proc/interrupts copies): at most cap + 1 bytes are held, past the cap is an
// error naming the input, up to it the bytes come back whole.
class TestCappedRead : public QObject
{
    Q_OBJECT
private slots:
    void upToTheCap();
    void pastTheCap();
    void streamOfUnknownSize();
    void missingFile();
};

void TestCappedRead::upToTheCap()
{
    QByteArray data(3 * 1024 * 1024 + 7, 'x'); // more than one read chunk
    data[0] = 'a';
    data[data.size() - 1] = 'z';
    QBuffer b(&data);
    QVERIFY(b.open(QIODevice::ReadOnly));
    auto r = readCapped(b, std::size_t(data.size()), QStringLiteral("plan.json"));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(*r, data);

    QByteArray empty;
    QBuffer e(&empty);
    QVERIFY(e.open(QIODevice::ReadOnly));
    auto none = readCapped(e, 10, QStringLiteral("empty"));
    QVERIFY(none.ok());
    QVERIFY(none->isEmpty());
}

void TestCappedRead::pastTheCap()
{
    QByteArray data(101, 'x');
    QBuffer b(&data);
    QVERIFY(b.open(QIODevice::ReadOnly));
    auto r = readCapped(b, 100, QStringLiteral("plan.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(),
             QStringLiteral("plan.json is larger than the supported maximum of 100 bytes"));

    // A file that says its size is refused before it is read (sparse here).
    QTemporaryDir dir;
    const QString path = dir.path() + QStringLiteral("/big.xml");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(1) << 40));
    }
    auto big = readFileCapped(path, 1 << 20);
    QVERIFY(!big.ok());
    QCOMPARE(big.errorString(),
             path + QStringLiteral(" is larger than the supported maximum of 1048576 bytes"));
}

void TestCappedRead::streamOfUnknownSize()
{
    // /dev/zero never ends and reports no size: cut off at the cap.
    auto r = readFileCapped(QStringLiteral("/dev/zero"), 3 << 20);
    QVERIFY(!r.ok());
    QCOMPARE(r.errorString(),
             QStringLiteral("/dev/zero is larger than the supported maximum of 3145728 bytes"));
}

void TestCappedRead::missingFile()
{
    auto r = readFileCapped(QStringLiteral("/nonexistent/plan.json"), 100);
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(QStringLiteral("cannot read /nonexistent/plan.json: ")),
             qPrintable(r.errorString()));
}

QTEST_GUILESS_MAIN(TestCappedRead)
#include "tst_cappedread.moc"
