// The fast base64 decoder of recorded samples accepts only canonical input
// and then decodes exactly as QByteArray::fromBase64Encoding does; anything
// else is left to Qt (nullopt), so what a recording accepts never changes.

#include "live/base64.h"

#include <QRandomGenerator>
#include <QTest>

using namespace irqatlas;

class TestBase64 : public QObject
{
    Q_OBJECT

private slots:
    // Every length around the padding boundaries, random bytes (fixed seed).
    void matchesQtOnCanonicalInput()
    {
        QRandomGenerator rng(15);
        for (int len = 0; len < 300; ++len) {
            for (int round = 0; round < 4; ++round) {
                QByteArray bytes(len, Qt::Uninitialized);
                for (char &c : bytes)
                    c = char(rng.bounded(256));
                const QByteArray text = bytes.toBase64();
                const auto fast = decodeCanonicalBase64(text);
                QVERIFY2(fast.has_value(), text.constData());
                QCOMPARE(*fast, bytes);
            }
        }
    }

    void leavesTheRestToQt_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("unpadded") << QByteArray("QUJD"
                                                "QQ");
        QTest::newRow("one short") << QByteArray("QUJ");
        QTest::newRow("url alphabet") << QByteArray("ab-_");
        QTest::newRow("space") << QByteArray("QU J");
        QTest::newRow("newline") << QByteArray("QUJD\nQUJD");
        QTest::newRow("padding inside") << QByteArray("QQ==QUJD");
        QTest::newRow("three pads") << QByteArray("Q===");
        QTest::newRow("four pads") << QByteArray("====");
        QTest::newRow("pad then letter") << QByteArray("QU=D");
        QTest::newRow("trailing bits") << QByteArray("QR==");
        QTest::newRow("trailing bits, one pad") << QByteArray("QUJ=");
        QTest::newRow("high byte") << QByteArray("QUJ\xc3");
        QTest::newRow("nul") << QByteArray("QU\0D", 4);
    }
    void leavesTheRestToQt()
    {
        QFETCH(QByteArray, text);
        QVERIFY(!decodeCanonicalBase64(text).has_value());
    }
};

QTEST_GUILESS_MAIN(TestBase64)
#include "tst_base64.moc"
