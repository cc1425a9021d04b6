// The client side of the root helper: what the CLI and the GUI hand it as a
// journal, and the caps on what they read back from it.

#include "applyclient/helperclient.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;

namespace {

// An executable stand-in at path (its parents made): findHelper only asks
// whether it is there and executable.
bool plantProgram(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write("#!/bin/sh\nexit 0\n") < 0)
        return false;
    f.close();
    return f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

} // namespace

class TestHelperClient : public QObject
{
    Q_OBJECT

private slots:
    void journalArgTakesNamesOnly_data()
    {
        QTest::addColumn<QString>("given");
        QTest::addColumn<bool>("testRoot");
        QTest::addColumn<QString>("expected"); // empty: refused
        QTest::newRow("name") << QStringLiteral("journal.json") << false
                              << QStringLiteral("journal.json");
        QTest::newRow("name with dash and underscore")
            << QStringLiteral("a-b_c.1") << false << QStringLiteral("a-b_c.1");
        QTest::newRow("old spelling") << QStringLiteral("/var/lib/irqatlas/mine.json") << false
                                      << QStringLiteral("mine.json");
        QTest::newRow("absolute elsewhere") << QStringLiteral("/etc/shadow") << false << QString();
        QTest::newRow("state dir then out")
            << QStringLiteral("/var/lib/irqatlas/../../../etc/shadow") << false << QString();
        QTest::newRow("relative with slash") << QStringLiteral("sub/j") << false << QString();
        QTest::newRow("dot dot") << QStringLiteral("..") << false << QString();
        QTest::newRow("leading dot") << QStringLiteral(".j.confirm") << false << QString();
        QTest::newRow("space") << QStringLiteral("a b") << false << QString();
        QTest::newRow("empty") << QString() << false << QString();
        QTest::newRow("65 characters") << QString(65, QLatin1Char('j')) << false << QString();
        QTest::newRow("non-ASCII letter") << QStringLiteral("journ\u00e4l") << false << QString();
        QTest::newRow("test tree path")
            << QStringLiteral("/tmp/tree/j.json") << true << QStringLiteral("/tmp/tree/j.json");
    }
    void journalArgTakesNamesOnly()
    {
        QFETCH(QString, given);
        QFETCH(bool, testRoot);
        QFETCH(QString, expected);
        const auto r = helperJournalArg(given, testRoot);
        QCOMPARE(r.ok(), !expected.isEmpty());
        if (r.ok())
            QCOMPARE(*r, expected);
        else
            QVERIFY2(r.errorString().contains(QStringLiteral("takes only a name there")),
                     qPrintable(r.errorString()));
    }

    void readerSplitsLinesAcrossChunks()
    {
        HelperOutputReader reader;
        QList<QByteArray> lines;
        reader.feed("{\"irq\":1}\n{\"ir", lines);
        reader.feed("q\":2}\n{\"summ", lines);
        QCOMPARE(lines, (QList<QByteArray>{"{\"irq\":1}", "{\"irq\":2}"}));
        QCOMPARE(reader.takeRest(), QByteArray("{\"summ"));
        QVERIFY(reader.error().isEmpty());
    }

    void readerCapsOneLine()
    {
        HelperOutputReader reader;
        QList<QByteArray> lines;
        reader.feed("{\"irq\":1}\n", lines);
        reader.feed(QByteArray(kMaxHelperLineBytes, 'x'), lines);
        QVERIFY(reader.error().isEmpty()); // exactly the cap is still a line
        reader.feed("x", lines);
        QCOMPARE(
            reader.error(),
            QStringLiteral(
                "irqatlas-helper printed a line longer than 1048576 bytes; the rest was not read"));
        reader.feed("\n{\"irq\":2}\n", lines);
        QCOMPARE(lines, QList<QByteArray>{"{\"irq\":1}"});
        QVERIFY(reader.takeRest().isEmpty());
    }

    void readerCapsTheWhole()
    {
        HelperOutputReader reader;
        QList<QByteArray> lines;
        const QByteArray line = QByteArray(1024 * 1024 - 1, 'x') + '\n';
        for (int i = 0; i < 64; ++i)
            reader.feed(line, lines);
        QVERIFY(reader.error().isEmpty());
        QCOMPARE(lines.size(), 64);
        reader.feed("y\n", lines);
        QCOMPARE(reader.error(),
                 QStringLiteral(
                     "irqatlas-helper printed more than 67108864 bytes; the rest was not read"));
        QCOMPARE(lines.size(), 64);
    }

    // The policy cmake installs names the very path the GUI and the CLI hand
    // to pkexec: polkit matches the action by that exact path.
    void policyNamesTheInstalledHelper()
    {
        QFile f(QStringLiteral(IRQATLAS_TEST_POLICY));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QString policy = QString::fromUtf8(f.readAll());
        static const QRegularExpression exec(QStringLiteral(
            "<annotate key=\"org\\.freedesktop\\.policykit\\.exec\\.path\">([^<]*)</annotate>"));
        const auto m = exec.match(policy);
        QVERIFY2(m.hasMatch(), qPrintable(policy));
        QCOMPARE(m.captured(1), installedHelperPath());
        QVERIFY(QDir::isAbsolutePath(installedHelperPath()));
        QVERIFY(installedHelperPath().endsWith(QLatin1String("/libexec/irqatlas/irqatlas-helper")));
    }

    // Every apply asks for the administrator's password: with
    // auth_admin_keep any process of the user could start the helper without
    // a prompt for five minutes after one apply (docs/SECURITY.md).
    void policyAsksEveryTime()
    {
        QFile f(QStringLiteral(IRQATLAS_TEST_POLICY));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QString policy = QString::fromUtf8(f.readAll());
        QVERIFY2(policy.contains(QLatin1String("<allow_active>auth_admin</allow_active>")),
                 qPrintable(policy));
        QVERIFY2(policy.contains(QLatin1String("<allow_inactive>no</allow_inactive>")),
                 qPrintable(policy));
        QVERIFY2(policy.contains(QLatin1String("<allow_any>no</allow_any>")), qPrintable(policy));
        QVERIFY(!policy.contains(QLatin1String("_keep")));
    }

    // A tree installed under another prefix than the configured one (or
    // staged with DESTDIR) finds its own helper in PREFIX/libexec/irqatlas,
    // before one that merely lies next to the program; with neither, the
    // one next to the program (a build tree) is taken.
    void relocatedTreeFindsItsHelper()
    {
        if (QFileInfo(installedHelperPath()).isExecutable())
            QSKIP("a helper is installed at the configured path, and it comes first");
        QTemporaryDir prefix;
        QVERIFY(prefix.isValid());
        const QString bin = prefix.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        QCOMPARE(relocatedHelperPath(bin),
                 prefix.filePath(QStringLiteral("libexec/irqatlas/irqatlas-helper")));

        HelperLocation where;
        where.via = HelperLocation::Via::Direct;
        where.besideDir = bin;
        HelperCommand c = findHelper(where, {QStringLiteral("status")});
        QVERIFY2(c.helper.isEmpty() && !c.problem.isEmpty(), "found a helper where there is none");

        QVERIFY(plantProgram(bin + QStringLiteral("/irqatlas-helper")));
        c = findHelper(where, {QStringLiteral("status")});
        QCOMPARE(c.helper, bin + QStringLiteral("/irqatlas-helper"));

        QVERIFY(plantProgram(relocatedHelperPath(bin)));
        c = findHelper(where, {QStringLiteral("status")});
        QVERIFY2(c.problem.isEmpty(), qPrintable(c.problem));
        QCOMPARE(c.helper, relocatedHelperPath(bin));
        QCOMPARE(c.program, c.helper);
        QCOMPARE(c.args, QStringList{QStringLiteral("status")});

        // Through pkexec the relocated helper is started by its full path.
        where.via = HelperLocation::Via::Pkexec;
        where.pkexec = bin + QStringLiteral("/irqatlas-helper"); // any executable
        c = findHelper(where, {QStringLiteral("status")});
        QVERIFY(c.viaPkexec);
        QCOMPARE(c.args, (QStringList{relocatedHelperPath(bin), QStringLiteral("status")}));
    }
};

QTEST_GUILESS_MAIN(TestHelperClient)
#include "tst_helperclient.moc"
