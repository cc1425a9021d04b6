// `cmake --install` of this build tree under a fresh prefix: every file the
// issue lists is there, the installed programs run from it, the GUI takes
// its catalogue from PREFIX/share/irqatlas/translations, and the man pages
// and the bash completion name every command and flag the programs' --help
// lists (a flag added without its documentation fails here).
#include "faketree.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <utility>

using namespace irqatlas::test;

namespace {

const QString kHelperRel = QStringLiteral("libexec/irqatlas/irqatlas-helper");

QString manFlag(const QString &flag) // "--ssh-config" as roff writes it: \-\-ssh\-config
{
    QString f = flag;
    return f.replace(QLatin1Char('-'), QStringLiteral("\\-"));
}

// The "--flag" names of a --help text (-h, --help included).
QStringList flagsOf(const QByteArray &help)
{
    static const QRegularExpression flag(QStringLiteral("(?<![\\w-])--([a-z][a-z-]*[a-z])"));
    QSet<QString> seen;
    QStringList flags;
    // Options only: the usage line and descriptions also say "--root" etc.,
    // which are options anyway; a mention of another command's flag in a
    // description must be documented too, so take every one.
    for (auto it = flag.globalMatch(QString::fromUtf8(help)); it.hasNext();) {
        const QString f = it.next().captured(0);
        if (!seen.contains(f)) {
            seen.insert(f);
            flags << f;
        }
    }
    return flags;
}

// The flag in the roff text as a whole word: "\-\-out" does not count for
// "--out" when it is the start of "\-\-outline".
bool mentions(const QString &man, const QString &flag)
{
    const QString needle = manFlag(flag);
    for (qsizetype at = man.indexOf(needle); at >= 0; at = man.indexOf(needle, at + 1)) {
        const QStringView rest = QStringView(man).mid(at + needle.size());
        const bool longer = (!rest.isEmpty() && rest.front().isLower()) ||
                            (rest.startsWith(u"\\-") && rest.size() > 2 && rest.at(2).isLower());
        if (!longer)
            return true;
    }
    return false;
}

// A paragraph heading naming the command: ".B topology", ".BI \"spread ...".
bool hasHeading(const QString &man, const QString &command)
{
    const QStringList lines = man.split(QLatin1Char('\n'));
    return std::any_of(lines.begin(), lines.end(), [&](const QString &line) {
        QStringView v(line);
        if (v.startsWith(u".BI "))
            v = v.mid(4);
        else if (v.startsWith(u".B "))
            v = v.mid(3);
        else
            return false;
        if (v.startsWith(u'"'))
            v = v.mid(1);
        return v.startsWith(command) &&
               (v.size() == command.size() || !v.at(command.size()).isLetterOrNumber());
    });
}

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void layout_data();
    void layout();
    void installedProgramsRun_data();
    void installedProgramsRun();
    void policyNamesTheHelper();
    void cliManPageCoversEveryCommandAndFlag();
    void guiManPageCoversEveryOption();
    void helperManPageCoversCommandsAndExitCodes();
    void completionListsEveryCommandAndFlag();
    void completionCompletes_data();
    void completionCompletes();
    void desktopAndMetainfoValidate();
    void installedCatalogueComesFirst();

private:
    QString path(const QString &rel) const { return m_prefix.filePath(rel); }
    QString manPage(const QString &rel);
    QStringList cliCommands();
    QTemporaryDir m_prefix;
};

void TestInstall::initTestCase()
{
    QVERIFY(m_prefix.isValid());
    QByteArray out, err;
    const int rc = runProgram(QStringLiteral(IRQATLAS_TEST_CMAKE),
                              {QStringLiteral("--install"), QStringLiteral(IRQATLAS_TEST_BUILD_DIR),
                               QStringLiteral("--prefix"), m_prefix.path()},
                              &out, &err);
    QVERIFY2(rc == 0, err.constData());
}

void TestInstall::layout_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("executable");
    for (const char *f : {"bin/irqatlas", "bin/irqatlas-cli", "libexec/irqatlas/irqatlas-helper"})
        QTest::newRow(f) << QString::fromLatin1(f) << true;
    for (const char *f :
         {"share/polkit-1/actions/org.irqatlas.apply.policy",
          "share/irqatlas/translations/irqatlas_de.qm",
          "share/irqatlas/translations/irqatlas_zh_CN.qm",
          "share/irqatlas/translations/irqatlas_en.qm",
          "share/applications/org.irqatlas.irqatlas.desktop",
          "share/metainfo/org.irqatlas.irqatlas.metainfo.xml",
          "share/icons/hicolor/scalable/apps/org.irqatlas.irqatlas.svg",
          "share/man/man1/irqatlas.1.gz", "share/man/man1/irqatlas-cli.1.gz",
          "share/man/man8/irqatlas-helper.8.gz", "share/bash-completion/completions/irqatlas-cli",
          "share/doc/irqatlas/README.md", "share/doc/irqatlas/copyright",
          "share/doc/irqatlas/changelog.gz", "share/doc/irqatlas/docs/CLI.md",
          "share/doc/irqatlas/docs/HELPER.md"})
        QTest::newRow(f) << QString::fromLatin1(f) << false;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256}) {
        const QString f =
            QStringLiteral("share/icons/hicolor/%1x%1/apps/org.irqatlas.irqatlas.png").arg(size);
        QTest::newRow(qPrintable(f)) << f << false;
    }
    // Never installed: the test build of the helper.
}

void TestInstall::layout()
{
    QFETCH(QString, file);
    QFETCH(bool, executable);
    const QFileInfo fi(path(file));
    QVERIFY2(fi.isFile(), qPrintable(fi.filePath()));
    QVERIFY(fi.size() > 0);
    QCOMPARE(fi.isExecutable(), executable);
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("bin/irqatlas-helper-testroot"))));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("bin/irqatlas-helper"))));
}

void TestInstall::installedProgramsRun_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("name");
    QTest::newRow("irqatlas") << QStringLiteral("bin/irqatlas") << QStringLiteral("irqatlas");
    QTest::newRow("irqatlas-cli") << QStringLiteral("bin/irqatlas-cli")
                                  << QStringLiteral("irqatlas-cli");
    QTest::newRow("irqatlas-helper") << kHelperRel << QStringLiteral("irqatlas-helper");
}

void TestInstall::installedProgramsRun()
{
    QFETCH(QString, program);
    QFETCH(QString, name);
    QByteArray out, err;
    QCOMPARE(runProgram(path(program), {QStringLiteral("--version")}, &out, &err), 0);
    QVERIFY2(out.startsWith(QByteArray(name.toUtf8() + ' ' + IRQATLAS_TEST_PROJECT_VERSION)),
             out.constData());
}

// polkit matches by the exact path: the policy names where the helper of
// the configured prefix is, and the installed tree has it at that place
// relative to its prefix.
void TestInstall::policyNamesTheHelper()
{
    QFile f(path(QStringLiteral("share/polkit-1/actions/org.irqatlas.apply.policy")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray policy = f.readAll();
    QVERIFY2(policy.contains(
                 "<annotate "
                 "key=\"org.freedesktop.policykit.exec.path\">" IRQATLAS_TEST_HELPER_INSTALL_PATH
                 "</annotate>"),
             policy.constData());
    QVERIFY(QByteArray(IRQATLAS_TEST_HELPER_INSTALL_PATH)
                .endsWith(QByteArray('/' + kHelperRel.toLatin1())));
    QVERIFY(!policy.contains('@')); // every placeholder configured
}

QString TestInstall::manPage(const QString &rel)
{
    QByteArray out, err;
    if (runProgram(QStringLiteral("gzip"), {QStringLiteral("-dc"), path(rel)}, &out, &err) != 0)
        return {};
    return QString::fromUtf8(out);
}

QStringList TestInstall::cliCommands()
{
    QByteArray out;
    if (runProgram(path(QStringLiteral("bin/irqatlas-cli")), {QStringLiteral("--help")}, &out) != 0)
        return {};
    QStringList commands;
    static const QRegularExpression line(QStringLiteral("^  ([a-z]+) "),
                                         QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(QString::fromUtf8(out)); it.hasNext();)
        commands << it.next().captured(1);
    return commands;
}

void TestInstall::cliManPageCoversEveryCommandAndFlag()
{
    const QString man = manPage(QStringLiteral("share/man/man1/irqatlas-cli.1.gz"));
    QVERIFY(man.contains(QLatin1String(".TH IRQATLAS-CLI 1")));
    static const QRegularExpression placeholder(QStringLiteral("@[A-Z_]+@"));
    QVERIFY(!man.contains(placeholder)); // every placeholder configured
    const QStringList commands = cliCommands();
    QVERIFY2(commands.size() >= 11, qPrintable(commands.join(QLatin1Char(' '))));
    QStringList missing;
    for (const QString &c : commands) {
        if (!hasHeading(man, c))
            missing << c;
        QByteArray help;
        QCOMPARE(runProgram(path(QStringLiteral("bin/irqatlas-cli")), {c, QStringLiteral("--help")},
                            &help),
                 0);
        for (const QString &f : flagsOf(help))
            if (!mentions(man, f))
                missing << c + QLatin1Char(' ') + f;
    }
    for (const char *f : {"--help", "--version"})
        if (!mentions(man, QLatin1String(f)))
            missing << QLatin1String(f);
    // Subcommands: a heading and every flag of their own --help.
    for (const QString &sub : {QStringLiteral("fleet plan")}) {
        if (!hasHeading(man, sub))
            missing << sub;
        QByteArray help;
        QCOMPARE(runProgram(path(QStringLiteral("bin/irqatlas-cli")),
                            sub.split(QLatin1Char(' ')) << QStringLiteral("--help"), &help),
                 0);
        for (const QString &f : flagsOf(help))
            if (!mentions(man, f))
                missing << sub + QLatin1Char(' ') + f;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in irqatlas-cli(1): ") +
                                           missing.join(QStringLiteral(", "))));
}

void TestInstall::guiManPageCoversEveryOption()
{
    const QString man = manPage(QStringLiteral("share/man/man1/irqatlas.1.gz"));
    QVERIFY(man.contains(QLatin1String(".TH IRQATLAS 1")));
    QByteArray help, err;
    QCOMPARE(
        runProgram(path(QStringLiteral("bin/irqatlas")), {QStringLiteral("--help")}, &help, &err),
        0);
    QStringList missing;
    const QStringList flags = flagsOf(help);
    QVERIFY2(flags.size() >= 15, help.constData());
    for (const QString &f : flags)
        if (!mentions(man, f))
            missing << f;
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in irqatlas(1): ") +
                                           missing.join(QStringLiteral(", "))));
}

void TestInstall::helperManPageCoversCommandsAndExitCodes()
{
    const QString man = manPage(QStringLiteral("share/man/man8/irqatlas-helper.8.gz"));
    QVERIFY(man.contains(QLatin1String(".TH IRQATLAS-HELPER 8")));
    QByteArray help;
    QCOMPARE(runProgram(path(kHelperRel), {QStringLiteral("--help")}, &help), 0);
    const QString text = QString::fromUtf8(help);
    QStringList missing;
    for (const QString &f : flagsOf(help))
        if (!mentions(man, f))
            missing << f;
    static const QRegularExpression command(QStringLiteral("^  irqatlas-helper ([a-z]+)"),
                                            QRegularExpression::MultilineOption);
    for (auto it = command.globalMatch(text); it.hasNext();) {
        const QString c = it.next().captured(1);
        if (!man.contains(QStringLiteral("\n.B irqatlas-helper ") + c) ||
            !man.contains(QStringLiteral("\n.B ") + c + QLatin1Char('\n')))
            missing << c;
    }
    // Every exit code of the usage text has its paragraph in EXIT STATUS.
    const QString exitSection =
        man.section(QStringLiteral(".SH EXIT STATUS"), 1).section(QStringLiteral(".SH "), 0, 0);
    static const QRegularExpression code(QStringLiteral("^  (\\d+)  "),
                                         QRegularExpression::MultilineOption);
    int codes = 0;
    for (auto it = code.globalMatch(text); it.hasNext(); ++codes) {
        const QString c = it.next().captured(1);
        if (!exitSection.contains(QStringLiteral(".TP\n.B ") + c + QLatin1Char('\n')))
            missing << QStringLiteral("exit ") + c;
    }
    QCOMPARE(codes, 10);
    for (const char *topic :
         {".SH JOURNAL", ".SH POLKIT", "/var/lib/irqatlas", "org.irqatlas.apply", "pkexec"})
        if (!man.contains(QLatin1String(topic)))
            missing << QLatin1String(topic);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in irqatlas-helper(8): ") +
                                           missing.join(QStringLiteral(", "))));
}

void TestInstall::completionListsEveryCommandAndFlag()
{
    QFile file(path(QStringLiteral("share/bash-completion/completions/irqatlas-cli")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString script = QString::fromUtf8(file.readAll());
    static const QRegularExpression sourcesLine(QStringLiteral("local sources=\"([^\"]*)\""));
    const QString sources = sourcesLine.match(script).captured(1);
    QVERIFY(!sources.isEmpty());
    static const QRegularExpression commandsLine(QStringLiteral("local commands=\"([^\"]*)\""));
    const QStringList listed = commandsLine.match(script).captured(1).split(QLatin1Char(' '));
    // The flags of each command: its case branch `a | b) flags="...";;`.
    QHash<QString, QStringList> flagsOfCommand;
    static const QRegularExpression branch(QStringLiteral("^\\s*([a-z| ]+)\\) flags=\"([^\"]*)\""),
                                           QRegularExpression::MultilineOption);
    for (auto it = branch.globalMatch(script); it.hasNext();) {
        const auto m = it.next();
        QString flags = m.captured(2);
        flags.replace(QLatin1String("$sources"), sources);
        for (const QString &c : m.captured(1).split(QLatin1Char('|')))
            flagsOfCommand[c.trimmed()] = flags.split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                          << QStringLiteral("--help");
    }
    QStringList missing;
    for (const QString &c : cliCommands()) {
        if (!listed.contains(c) || !flagsOfCommand.contains(c)) {
            missing << c;
            continue;
        }
        QByteArray help;
        QCOMPARE(runProgram(path(QStringLiteral("bin/irqatlas-cli")), {c, QStringLiteral("--help")},
                            &help),
                 0);
        // The options block only: descriptions mention other commands' flags.
        const QByteArray options = help.mid(help.indexOf("Options:"));
        static const QRegularExpression option(QStringLiteral("^\\s+(?:-\\w, )?(--[a-z][a-z-]*)"),
                                               QRegularExpression::MultilineOption);
        for (auto it = option.globalMatch(QString::fromUtf8(options)); it.hasNext();) {
            const QString f = it.next().captured(1);
            if (!flagsOfCommand[c].contains(f))
                missing << c + QLatin1Char(' ') + f;
        }
    }
    // Subcommands with flags of their own, and the completion's name for them.
    const QHash<QString, QString> subcommands{
        {QStringLiteral("fleet plan"), QStringLiteral("fleetplan")}};
    for (auto sub = subcommands.cbegin(); sub != subcommands.cend(); ++sub) {
        QByteArray help;
        QCOMPARE(runProgram(path(QStringLiteral("bin/irqatlas-cli")),
                            sub.key().split(QLatin1Char(' ')) << QStringLiteral("--help"), &help),
                 0);
        const QByteArray options = help.mid(help.indexOf("Options:"));
        static const QRegularExpression option(QStringLiteral("^\\s+(?:-\\w, )?(--[a-z][a-z-]*)"),
                                               QRegularExpression::MultilineOption);
        for (auto it = option.globalMatch(QString::fromUtf8(options)); it.hasNext();) {
            const QString f = it.next().captured(1);
            if (!flagsOfCommand.value(sub.value()).contains(f))
                missing << sub.key() + QLatin1Char(' ') + f;
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the completion: ") +
                                           missing.join(QStringLiteral(", "))));
}

void TestInstall::completionCompletes_data()
{
    QTest::addColumn<QStringList>("words"); // the last one is being completed
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("commands") << QStringList{QStringLiteral("ir")}
                              << QStringList{QStringLiteral("irqbalance"), QStringLiteral("irqs")};
    QTest::newRow("flags") << QStringList{QStringLiteral("irqs"), QStringLiteral("--fo")}
                           << QStringList{QStringLiteral("--format")};
    QTest::newRow("format") << QStringList{QStringLiteral("irqs"), QStringLiteral("--format"),
                                           QString()}
                            << QStringList{QStringLiteral("csv"), QStringLiteral("json"),
                                           QStringLiteral("prometheus"), QStringLiteral("table")};
    QTest::newRow("export format")
        << QStringList{QStringLiteral("export"), QStringLiteral("p.json"),
                       QStringLiteral("--format"), QString()}
        << QStringList{QStringLiteral("ansible"), QStringLiteral("irqbalance"),
                       QStringLiteral("json"), QStringLiteral("sh"), QStringLiteral("systemd")};
    QTest::newRow("spread algorithm")
        << QStringList{QStringLiteral("spread"), QStringLiteral("--algorithm"),
                       QStringLiteral("group")}
        << QStringList{QStringLiteral("group-evenly")};
    QTest::newRow("second of algorithms")
        << QStringList{QStringLiteral("compare"), QStringLiteral("--algorithms"),
                       QStringLiteral("balance,iso")}
        << QStringList{QStringLiteral("balance,isolate")};
    QTest::newRow("fleet subcommand") << QStringList{QStringLiteral("fleet"), QStringLiteral("p")}
                                      << QStringList{QStringLiteral("plan")};
    QTest::newRow("fleet plan format")
        << QStringList{QStringLiteral("fleet"), QStringLiteral("plan"), QStringLiteral("--format"),
                       QString()}
        << QStringList{QStringLiteral("ansible"), QStringLiteral("json"), QStringLiteral("table")};
    QTest::newRow("fleet plan flags")
        << QStringList{QStringLiteral("fleet"), QStringLiteral("plan"), QStringLiteral("--alg")}
        << QStringList{QStringLiteral("--algorithm")};
    QTest::newRow("plan file") << QStringList{QStringLiteral("diff"), QStringLiteral("pl")}
                               << QStringList{QStringLiteral("plan.json")};
}

// The completion run by bash itself, with bash-completion's helpers, in a
// directory holding plan.json and notes.txt.
void TestInstall::completionCompletes()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    const QString lib = QStringLiteral("/usr/share/bash-completion/bash_completion");
    if (!QFileInfo::exists(lib))
        QSKIP("bash-completion is not installed");
    QTemporaryDir cwd;
    QVERIFY(cwd.isValid());
    for (const char *name : {"plan.json", "notes.txt"}) {
        QFile f(cwd.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    words.prepend(QStringLiteral("irqatlas-cli"));
    QStringList quoted;
    for (const QString &w : words)
        quoted << QLatin1Char('\'') + w + QLatin1Char('\'');
    const QString script =
        QStringLiteral(
            ". %1; . %2; COMP_WORDS=(%3); COMP_CWORD=%4; COMP_LINE=\"${COMP_WORDS[*]}\"; "
            "COMP_POINT=${#COMP_LINE}; _irqatlas_cli; printf '%s\\n' \"${COMPREPLY[@]}\" | sort")
            .arg(lib, path(QStringLiteral("share/bash-completion/completions/irqatlas-cli")),
                 quoted.join(QLatin1Char(' ')))
            .arg(words.size() - 1);
    QProcess bash;
    bash.setWorkingDirectory(cwd.path());
    bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), script});
    QVERIFY(bash.waitForFinished(60000));
    QCOMPARE(bash.exitCode(), 0);
    const QStringList got = QString::fromUtf8(bash.readAllStandardOutput())
                                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(got, expected);
}

void TestInstall::desktopAndMetainfoValidate()
{
    for (const auto &[tool, args] :
         {std::pair{QStringLiteral("desktop-file-validate"),
                    QStringList{
                        path(QStringLiteral("share/applications/org.irqatlas.irqatlas.desktop"))}},
          std::pair{QStringLiteral("appstreamcli"),
                    QStringList{QStringLiteral("validate"), QStringLiteral("--no-net"),
                                path(QStringLiteral(
                                    "share/metainfo/org.irqatlas.irqatlas.metainfo.xml"))}}}) {
        if (QStandardPaths::findExecutable(tool).isEmpty())
            QSKIP(qPrintable(
                tool +
                QStringLiteral(" is not installed (Debian: desktop-file-utils, appstream)")));
        QByteArray out, err;
        QVERIFY2(runProgram(tool, args, &out, &err) == 0, QByteArray(out + err).constData());
    }
}

// The installed catalogue is looked up before the one built into the
// program: a catalogue put there with a marker translation shows up.
void TestInstall::installedCatalogueComesFirst()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString ts = tmp.filePath(QStringLiteral("marker_de.ts"));
    QFile f(ts);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" "
            "language=\"de\">\n"
            "<context><name>main</name><message><source>CPU topology and interrupt affinity "
            "visualizer and editor.</source>"
            "<translation>MARKER-FROM-THE-INSTALLED-CATALOGUE</translation></message></context>\n</"
            "TS>\n");
    f.close();
    const QString qm = path(QStringLiteral("share/irqatlas/translations/irqatlas_de.qm"));
    QByteArray out, err;
    QCOMPARE(runProgram(QStringLiteral(IRQATLAS_TEST_LRELEASE),
                        {QStringLiteral("-silent"), ts, QStringLiteral("-qm"), qm}, &out, &err),
             0);
    QCOMPARE(runProgram(path(QStringLiteral("bin/irqatlas")),
                        {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")},
                        &out, &err),
             0);
    QVERIFY2(out.contains("MARKER-FROM-THE-INSTALLED-CATALOGUE"), out.constData());
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
