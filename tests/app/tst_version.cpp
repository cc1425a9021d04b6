// --version of irqatlas, irqatlas-cli and irqatlas-helper: the project
// version from CMake and, when the tree is a git checkout, a commit that git
// itself knows: HEAD, or one before it when commits came after the build.
#include "faketree.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTest>
#include <optional>

using namespace irqatlas::test;

namespace {

// Runs git in the source tree; nullopt when git fails (no checkout, no git).
std::optional<QByteArray> git(const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(QStringLiteral(IRQATLAS_TEST_SOURCE_DIR));
    p.start(QStringLiteral("git"), args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return std::nullopt;
    return p.readAllStandardOutput().trimmed();
}

} // namespace

class TestVersion : public QObject
{
    Q_OBJECT
private slots:
    void versionLine_data();
    void versionLine();
    void guiVersionNeedsNoDisplay();
    void helpMentionsVersion_data();
    void helpMentionsVersion();
};

void TestVersion::versionLine_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("name");
    QTest::newRow("irqatlas") << QStringLiteral(IRQATLAS_GUI_PATH) << QStringLiteral("irqatlas");
    QTest::newRow("irqatlas-cli") << QStringLiteral(IRQATLAS_CLI_PATH)
                                  << QStringLiteral("irqatlas-cli");
    QTest::newRow("irqatlas-helper")
        << QStringLiteral(IRQATLAS_TEST_HELPER_PATH) << QStringLiteral("irqatlas-helper");
}

void TestVersion::versionLine()
{
    QFETCH(QString, program);
    QFETCH(QString, name);
    QByteArray out, err;
    QCOMPARE(runProgram(program, {QStringLiteral("--version")}, &out, &err), 0);
    QVERIFY2(err.isEmpty(), err.constData());
    // One line: the name, the version, the commit in parentheses when known.
    static const QRegularExpression shape(
        QStringLiteral("^(\\S+) (\\d+\\.\\d+\\.\\d+)(?: \\(git ([0-9a-f]{7,40})\\))?\\n$"));
    const auto m = shape.match(QString::fromUtf8(out));
    QVERIFY2(m.hasMatch(), out.constData());
    QCOMPARE(m.captured(1), name);
    QCOMPARE(m.captured(2), QStringLiteral(IRQATLAS_TEST_PROJECT_VERSION));
    const auto head = git({QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
    if (!head) {
        QVERIFY2(!m.hasCaptured(3), "a commit named outside a git checkout");
        return;
    }
    QVERIFY2(m.hasCaptured(3), "built from git, but no commit named");
    // The commit the build was configured at: HEAD, or one before it when
    // commits were made since the last build (the next build names HEAD).
    const QString commit = m.captured(3);
    const auto full = git({QStringLiteral("rev-parse"), QStringLiteral("--verify"),
                           QStringLiteral("--quiet"), commit + QStringLiteral("^{commit}")});
    QVERIFY2(full && full->startsWith(commit.toLatin1()),
             qPrintable(commit + QStringLiteral(" is no commit of this repository")));
    QVERIFY2(git({QStringLiteral("merge-base"), QStringLiteral("--is-ancestor"), commit,
                  QStringLiteral("HEAD")}),
             qPrintable(QStringLiteral("%1 is neither HEAD %2 nor before it")
                            .arg(commit, QString::fromLatin1(*head))));
}

// irqatlas --version answers on a machine without a display: no platform
// plugin is loaded (one that cannot connect would abort the program).
void TestVersion::guiVersionNeedsNoDisplay()
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(IRQATLAS_GUI_PATH), {QStringLiteral("--version")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(p.readAllStandardOutput().startsWith("irqatlas " IRQATLAS_TEST_PROJECT_VERSION),
             p.readAllStandardError().constData());
}

void TestVersion::helpMentionsVersion_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("irqatlas-cli") << QStringLiteral(IRQATLAS_CLI_PATH);
    QTest::newRow("irqatlas-helper") << QStringLiteral(IRQATLAS_TEST_HELPER_PATH);
}

void TestVersion::helpMentionsVersion()
{
    QFETCH(QString, program);
    QByteArray out;
    QCOMPARE(runProgram(program, {QStringLiteral("--help")}, &out), 0);
    QVERIFY2(out.contains("--version"), out.constData());
}

QTEST_GUILESS_MAIN(TestVersion)
#include "tst_version.moc"
