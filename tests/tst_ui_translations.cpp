// The shipped translations are complete: every message of every context has
// a finished translation (all plural forms for %n messages).
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

class TestUiTranslations : public QObject
{
    Q_OBJECT
private slots:
    void complete_data();
    void complete();
};

void TestUiTranslations::complete_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("plurals"); // numerus forms the language has
    const QString dir = QDir(irqatlas::test::dataPath(QString())).absoluteFilePath(QStringLiteral("../../translations"));
    QTest::newRow("de") << QDir(dir).filePath(QStringLiteral("irqatlas_de.ts")) << "de_DE" << 2;
    QTest::newRow("zh_CN") << QDir(dir).filePath(QStringLiteral("irqatlas_zh_CN.ts")) << "zh_CN" << 1;
}

void TestUiTranslations::complete()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(int, plurals);
    QFile f(file);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
    QXmlStreamReader xml(&f);
    int messages = 0, unfinished = 0, empty = 0;
    QString lang, context, source;
    QStringList problems;
    QStringList contexts;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("TS")) {
            lang = xml.attributes().value(QLatin1String("language")).toString();
        } else if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
            contexts << context;
        } else if (xml.name() == QLatin1String("message")) {
            ++messages;
            const bool numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (!(xml.isEndElement() && xml.name() == QLatin1String("message")) && !xml.atEnd()) {
                xml.readNext();
                if (!xml.isStartElement())
                    continue;
                if (xml.name() == QLatin1String("source")) {
                    source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    const QString type = xml.attributes().value(QLatin1String("type")).toString();
                    if (type == QLatin1String("unfinished")) {
                        ++unfinished;
                        problems << context + QStringLiteral(": ") + source;
                    }
                    if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                        continue;
                    if (numerus) {
                        int forms = 0;
                        while (xml.readNextStartElement()) {
                            if (xml.name() == QLatin1String("numerusform")) {
                                if (!xml.readElementText().isEmpty())
                                    ++forms;
                            } else {
                                xml.skipCurrentElement();
                            }
                        }
                        if (forms < plurals) {
                            ++empty;
                            problems << context + QStringLiteral(" (plural forms): ") + source;
                        }
                    } else if (xml.readElementText().isEmpty()) {
                        ++empty;
                        problems << context + QStringLiteral(" (empty): ") + source;
                    }
                }
            }
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(lang, language);
    // The GUI, core and CLI contexts are all there.
    for (const char *c : {"irqatlas::MainWindow", "TopologyPainter", "irqatlas::IrqTableModel", "irqatlas::PendingChanges"})
        QVERIFY2(contexts.contains(QLatin1String(c)), c);
    QVERIFY(messages > 100);
    QVERIFY2(unfinished == 0 && empty == 0,
             qPrintable(QStringLiteral("%1 unfinished, %2 empty, e.g.\n").arg(unfinished).arg(empty) +
                        problems.mid(0, 15).join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestUiTranslations)
#include "tst_ui_translations.moc"
