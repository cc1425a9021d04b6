// The shipped translations are complete: every message of every context has
// a finished translation (all plural forms for %n messages), and every string
// in today's sources is in them. English keeps the source strings and ships
// a catalogue of its plural forms only.
#include "layout/devicetitle.h"
#include "model/pciclass.h"
#include "testdata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

class TestUiTranslations : public QObject
{
    Q_OBJECT
private slots:
    void complete_data();
    void complete();
    void coversSources_data();
    void coversSources();
    void pciClassTitles_data();
    void pciClassTitles();
    void englishPlurals();
};

namespace {

void addCatalogues(bool withEnglish)
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("plurals"); // numerus forms the language has
    // English keeps the source strings and only needs its plural forms.
    QTest::addColumn<bool>("pluralOnly");
    const QString dir = QDir(irqatlas::test::dataPath(QString()))
                            .absoluteFilePath(QStringLiteral("../../translations"));
    QTest::newRow("de") << QDir(dir).filePath(QStringLiteral("irqatlas_de.ts")) << "de_DE" << 2
                        << false;
    QTest::newRow("zh_CN") << QDir(dir).filePath(QStringLiteral("irqatlas_zh_CN.ts")) << "zh_CN"
                           << 1 << false;
    if (withEnglish)
        QTest::newRow("en") << QDir(dir).filePath(QStringLiteral("irqatlas_en.ts")) << "en" << 2
                            << true;
}

} // namespace

void TestUiTranslations::complete_data()
{
    addCatalogues(true);
}

namespace {

struct Scan
{
    int messages = 0, numerus = 0, unfinished = 0, empty = 0;
    QString lang, error;
    QStringList contexts, problems;
};

Scan scanTs(const QString &file, int plurals)
{
    Scan r;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        r.error = file + QStringLiteral(": ") + f.errorString();
        return r;
    }
    QXmlStreamReader xml(&f);
    QString context, source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("TS")) {
            r.lang = xml.attributes().value(QLatin1String("language")).toString();
        } else if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
            r.contexts << context;
        } else if (xml.name() == QLatin1String("message")) {
            ++r.messages;
            const bool numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            r.numerus += numerus ? 1 : 0;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("message")) &&
                   !xml.atEnd()) {
                xml.readNext();
                if (!xml.isStartElement())
                    continue;
                if (xml.name() == QLatin1String("source")) {
                    source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    const QString type = xml.attributes().value(QLatin1String("type")).toString();
                    if (type == QLatin1String("unfinished")) {
                        ++r.unfinished;
                        r.problems << context + QStringLiteral(": ") + source;
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
                            ++r.empty;
                            r.problems << context + QStringLiteral(" (plural forms): ") + source;
                        }
                    } else if (xml.readElementText().isEmpty()) {
                        ++r.empty;
                        r.problems << context + QStringLiteral(" (empty): ") + source;
                    }
                }
            }
        }
    }
    if (xml.hasError())
        r.error = file + QStringLiteral(": ") + xml.errorString();
    return r;
}

QString summary(const Scan &r)
{
    return QStringLiteral("%1 unfinished, %2 empty, e.g.\n").arg(r.unfinished).arg(r.empty) +
           r.problems.mid(0, 15).join(QLatin1Char('\n'));
}

// A Qt tool (lupdate, lrelease) of the Qt the tests are built with.
QString qtTool(const QString &name)
{
    return QDir(QLibraryInfo::path(QLibraryInfo::BinariesPath)).filePath(name);
}

QString sourceRoot()
{
    return QDir(irqatlas::test::dataPath(QString())).absoluteFilePath(QStringLiteral("../.."));
}

} // namespace

void TestUiTranslations::complete()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(int, plurals);
    QFETCH(bool, pluralOnly);
    const Scan r = scanTs(file, plurals);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.lang, language);
    if (pluralOnly) {
        QCOMPARE(r.numerus, r.messages);
        QVERIFY(r.contexts.contains(QLatin1String("TopologyPainter")));
        QVERIFY(r.messages > 20);
    } else {
        // The GUI, core and CLI contexts are all there.
        for (const char *c : {"irqatlas::MainWindow", "TopologyPainter", "irqatlas::IrqTableModel",
                              "irqatlas::PendingChanges"})
            QVERIFY2(r.contexts.contains(QLatin1String(c)), c);
        QVERIFY(r.messages > 100);
    }
    QVERIFY2(r.unfinished == 0 && r.empty == 0, qPrintable(summary(r)));
}

void TestUiTranslations::coversSources_data()
{
    complete_data();
}

// A string added to the code but never run through lupdate would be
// English in a translated UI while the catalogue still looks complete:
// update a copy of the catalogue from today's sources and check it again.
void TestUiTranslations::coversSources()
{
    QFETCH(QString, file);
    QFETCH(int, plurals);
    QFETCH(bool, pluralOnly);
    const QString lupdate = qtTool(QStringLiteral("lupdate"));
    if (!QFileInfo(lupdate).isExecutable())
        QSKIP(qPrintable(lupdate + QStringLiteral(" is missing (Debian: qt6-l10n-tools)")));
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString copy = tmp.filePath(QFileInfo(file).fileName());
    QVERIFY(QFile::copy(file, copy));
    QProcess p;
    p.setWorkingDirectory(sourceRoot());
    p.setProcessChannelMode(QProcess::MergedChannels);
    // Includes name their folder ("ui/plan/planpanel.h", "spread/mana.h"):
    // lupdate finds the classes' namespaces only with both roots.
    QStringList args{
        QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
        QStringLiteral("-I"),           QStringLiteral("."),          QStringLiteral("-I"),
        QStringLiteral("core"),         QStringLiteral("ui"),         QStringLiteral("app"),
        QStringLiteral("core"),         QStringLiteral("-ts"),        copy};
    if (pluralOnly)
        args.prepend(QStringLiteral("-pluralonly"));
    p.start(lupdate, args);
    // lupdate's parser has been seen to loop on a %n translation whose count
    // argument is a call with a comma; a hang is a failure, not a wait.
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        QFAIL("lupdate did not finish in 120 s (a %n translation with a call as its count?)");
    }
    QVERIFY2(p.exitCode() == 0, p.readAll().constData());
    const Scan r = scanTs(copy, plurals);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY2(r.unfinished == 0 && r.empty == 0,
             qPrintable(QStringLiteral("strings in the sources that the catalogue lacks: ") +
                        summary(r)));
}

void TestUiTranslations::pciClassTitles_data()
{
    addCatalogues(false); // English shows the source strings
}

namespace {

// A catalogue compiled with lrelease and installed for as long as it lives,
// so a failed check never leaves it translating the tests after it.
struct InstalledCatalogue
{
    QTemporaryDir dir;
    QTranslator translator;
    QString skip;  // lrelease is not installed
    QString error; // it is, and failed
    bool installed = false;

    explicit InstalledCatalogue(const QString &ts)
    {
        const QString lrelease = qtTool(QStringLiteral("lrelease"));
        if (!QFileInfo(lrelease).isExecutable()) {
            skip = lrelease + QStringLiteral(" is missing (Debian: qt6-l10n-tools)");
            return;
        }
        const QString qm = dir.filePath(QFileInfo(ts).completeBaseName() + QStringLiteral(".qm"));
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(lrelease, {ts, QStringLiteral("-qm"), qm});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            error = ts + QStringLiteral(": ") + QString::fromLocal8Bit(p.readAll());
        else if (!translator.load(qm))
            error = qm + QStringLiteral(": not a catalogue");
        else
            installed = QCoreApplication::installTranslator(&translator);
    }
    ~InstalledCatalogue()
    {
        if (installed)
            QCoreApplication::removeTranslator(&translator);
    }
    InstalledCatalogue(const InstalledCatalogue &) = delete;
    InstalledCatalogue &operator=(const InstalledCatalogue &) = delete;
};

} // namespace

// Device boxes without a name show their PCI class. The class keywords are
// data and stay English; what is drawn must be the translated title, for
// every keyword the topology loader can produce.
void TestUiTranslations::pciClassTitles()
{
    QFETCH(QString, file);
    QStringList english;
    for (const QString &k : irqatlas::pciClassKeywords()) {
        const QString title = irqatlas::pciClassTitle(k);
        QVERIFY2(!title.isEmpty(), qPrintable(k));
        english << title;
    }
    // "other" is not a word to show; every keyword has its own title.
    QVERIFY(!english.contains(QStringLiteral("other")));
    QCOMPARE(QSet<QString>(english.begin(), english.end()).size(), english.size());

    const InstalledCatalogue catalogue(file);
    if (!catalogue.skip.isEmpty())
        QSKIP(qPrintable(catalogue.skip));
    QVERIFY2(catalogue.installed, qPrintable(catalogue.error));
    const QStringList &keywords = irqatlas::pciClassKeywords();
    for (qsizetype i = 0; i < keywords.size(); ++i) {
        const QString shown = irqatlas::pciClassTitle(keywords[i]);
        QVERIFY2(shown != english[i] && !shown.isEmpty(),
                 qPrintable(keywords[i] + QStringLiteral(" is drawn untranslated: ") + shown));
    }
    // A keyword from a newer topology JSON is shown as written.
    QCOMPARE(irqatlas::pciClassTitle(QStringLiteral("quantum")), QStringLiteral("quantum"));
}

// Without a catalogue English would say "1 NUMA nodes" on every one-node
// machine: the plural-only catalogue gives the singular.
void TestUiTranslations::englishPlurals()
{
    const InstalledCatalogue catalogue(
        QDir(sourceRoot()).filePath(QStringLiteral("translations/irqatlas_en.ts")));
    if (!catalogue.skip.isEmpty())
        QSKIP(qPrintable(catalogue.skip));
    QVERIFY2(catalogue.installed, qPrintable(catalogue.error));
    const auto painter = [](const char *text, int n) {
        return QCoreApplication::translate("TopologyPainter", text, nullptr, n);
    };
    QCOMPARE(painter("%n NUMA nodes", 1), QStringLiteral("1 NUMA node"));
    QCOMPARE(painter("%n NUMA nodes", 2), QStringLiteral("2 NUMA nodes"));
    QCOMPARE(painter("%n CPUs", 1), QStringLiteral("1 CPU"));
    QCOMPARE(painter("%n IRQs target this CPU", 1), QStringLiteral("1 IRQ targets this CPU"));
    QCOMPARE(painter("%n IRQs", 0), QStringLiteral("0 IRQs"));
    QCOMPARE(QCoreApplication::translate("irqatlas::PlanPanel", "%n move(s)", nullptr, 1),
             QStringLiteral("1 move"));
    QCOMPARE(QCoreApplication::translate("irqatlas::PlanPanel", "%n move(s)", nullptr, 3),
             QStringLiteral("3 moves"));
}

QTEST_GUILESS_MAIN(TestUiTranslations)
#include "tst_ui_translations.moc"
