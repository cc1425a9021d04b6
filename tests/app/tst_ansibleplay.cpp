// export --format ansible: the play's options refused by name, plan text and
// the check command kept inert, and the play run by the real ansible-playbook
// (-c local) over three hosts, each a test tree of its own (the test build
// of the helper, never this machine's /proc): --check changes nothing, a
// good run keeps the plan everywhere, a failing check on the second host
// rolls it back there and leaves the third untouched.

#include "applytree.h"
#include "faketree.h"
#include "testdata.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace irqatlas::test;

namespace {

const QStringList kHosts{QStringLiteral("h1"), QStringLiteral("h2"), QStringLiteral("h3")};

QJsonObject jsonFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class TestAnsiblePlay : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_cli;
    QString m_playbook;

    QString folder(const QString &name) const
    {
        return m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + QLatin1Char('-') +
                              name);
    }

    // Three hosts on this machine, each with its own test tree (and any
    // YAML lines of host variables hostVars gives it).
    QString inventory(const QString &base, const QMap<QString, QByteArray> &hostVars = {})
    {
        QByteArray yml = "all:\n  hosts:\n";
        for (const QString &h : kHosts) {
            const QString root = base + QLatin1Char('/') + h;
            if (!makeVirtioTree(root))
                return {};
            const QByteArray r = QFile::encodeName(root);
            yml += "    " + h.toLatin1() +
                   ":\n      ansible_connection: local\n"
                   "      ansible_python_interpreter: /usr/bin/python3\n"
                   "      irqatlas_cli_args: [\"--root\", \"" +
                   r + "\"]\n      irqatlas_state_dir: \"" + r + "/var/lib/irqatlas\"\n";
            if (hostVars.contains(h))
                yml += "      " + hostVars.value(h) + '\n';
        }
        const QString path = base + QStringLiteral("/inventory.yml");
        return writeTreeFile(path, yml) ? path : QString();
    }

    // ansible-playbook with everything it keeps in a home of the test's own.
    ProgramRun playbook(const QString &base, const QStringList &args, bool cliOnPath = true)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString home = base + QStringLiteral("/home");
        QDir().mkpath(home);
        env.insert(QStringLiteral("HOME"), home);
        if (cliOnPath)
            env.insert(QStringLiteral("PATH"), QFileInfo(m_cli).absolutePath() + QLatin1Char(':') +
                                                   env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("ANSIBLE_NOCOLOR"), QStringLiteral("1"));
        env.insert(QStringLiteral("ANSIBLE_RETRY_FILES_ENABLED"), QStringLiteral("0"));
        env.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), home + QStringLiteral("/tmp"));
        env.insert(QStringLiteral("ANSIBLE_ASYNC_DIR"), home + QStringLiteral("/async"));
        // Where the hosts' tempfile tasks stage the plan: looked at afterwards.
        QDir().mkpath(stageDir(base));
        env.insert(QStringLiteral("TMPDIR"), stageDir(base));
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setWorkingDirectory(base); // where a payload's relative "touch" would land
        p.start(m_playbook, args);
        ProgramRun r;
        if (!p.waitForStarted(60000))
            return r;
        p.closeWriteChannel();
        if (!p.waitForFinished(300000)) {
            p.kill();
            p.waitForFinished();
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        return r;
    }

    static QString stageDir(const QString &base) { return base + QStringLiteral("/stage"); }

    // The plans staged on the hosts and not removed.
    static QStringList stagedLeft(const QString &base)
    {
        return QDir(stageDir(base)).entryList({QStringLiteral("*.irqatlas")}, QDir::Dirs);
    }

    // results/<host>-<8 hex digits of the host name's SHA-1>.json
    static QString resultFile(const QString &base, const QString &host)
    {
        const QByteArray hash =
            QCryptographicHash::hash(host.toUtf8(), QCryptographicHash::Sha1).toHex().left(8);
        return base + QStringLiteral("/play/results/") + host + QLatin1Char('-') +
               QString::fromLatin1(hash) + QStringLiteral(".json");
    }

    QString exportPlay(const QString &out, const QStringList &extra = {})
    {
        const ProgramRun r =
            runWithInput(m_cli,
                         QStringList{QStringLiteral("export"),
                                     dataPath(QStringLiteral("apply/plan-virtio.json")),
                                     QStringLiteral("--format"), QStringLiteral("ansible"),
                                     QStringLiteral("--out"), out} +
                             extra,
                         {});
        return r.code == 0 ? out + QStringLiteral("/rollout.yml") : QString();
    }

    QJsonObject fleetResults(const QString &dir, int expectedCode)
    {
        const ProgramRun r = runWithInput(m_cli,
                                          {QStringLiteral("fleet"), QStringLiteral("--results"),
                                           dir, QStringLiteral("--format"), QStringLiteral("json")},
                                          {});
        if (r.code != expectedCode)
            return {};
        return QJsonDocument::fromJson(r.out).object();
    }

private slots:
    void initTestCase()
    {
        m_cli = QStringLiteral(IRQATLAS_CLI_PATH);
        if (!QFileInfo(m_cli).isExecutable())
            QSKIP("irqatlas-cli is not built");
        m_playbook = QStandardPaths::findExecutable(QStringLiteral("ansible-playbook"));
    }

    void badOptionsNamed_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("serial 0") << QStringList{QStringLiteral("--serial"), QStringLiteral("0")}
                                  << QStringLiteral("--serial");
        QTest::newRow("serial 101%")
            << QStringList{QStringLiteral("--serial"), QStringLiteral("101%")}
            << QStringLiteral("--serial");
        QTest::newRow("serial text")
            << QStringList{QStringLiteral("--serial"), QStringLiteral("1\n- hosts: all")}
            << QStringLiteral("--serial");
        QTest::newRow("hosts blank")
            << QStringList{QStringLiteral("--hosts"), QStringLiteral("web db")}
            << QStringLiteral("--hosts");
        QTest::newRow("hosts jinja")
            << QStringList{QStringLiteral("--hosts"), QStringLiteral("{{ lookup('pipe','id') }}")}
            << QStringLiteral("--hosts");
        QTest::newRow("hosts quote")
            << QStringList{QStringLiteral("--hosts"), QStringLiteral("a\"")}
            << QStringLiteral("--hosts");
        QTest::newRow("hosts empty")
            << QStringList{QStringLiteral("--hosts"), QString()} << QStringLiteral("--hosts");
        QTest::newRow("check line break")
            << QStringList{QStringLiteral("--check-command"), QStringLiteral("true\nrm -rf /")}
            << QStringLiteral("--check-command");
        QTest::newRow("check empty") << QStringList{QStringLiteral("--check-command"), QString()}
                                     << QStringLiteral("--check-command");
    }

    void badOptionsNamed()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const QString out = folder(QStringLiteral("out"));
        const ProgramRun r =
            runWithInput(m_cli,
                         QStringList{QStringLiteral("export"),
                                     dataPath(QStringLiteral("apply/plan-virtio.json")),
                                     QStringLiteral("--format"), QStringLiteral("ansible"),
                                     QStringLiteral("--out"), out} +
                             args,
                         {});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QByteArray(named.toUtf8() + ':')), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    void flagsNeedAnsible()
    {
        const ProgramRun r = runWithInput(m_cli,
                                          {QStringLiteral("export"),
                                           dataPath(QStringLiteral("apply/plan-virtio.json")),
                                           QStringLiteral("--format"), QStringLiteral("sh"),
                                           QStringLiteral("--serial"), QStringLiteral("2")},
                                          {});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--serial goes with --format ansible"), r.err.constData());
        const ProgramRun noOut = runWithInput(
            m_cli,
            {QStringLiteral("export"), dataPath(QStringLiteral("apply/plan-virtio.json")),
             QStringLiteral("--format"), QStringLiteral("ansible")},
            {});
        QCOMPARE(noOut.code, 2);
    }

    // Plan text and the check command reach the play as inert text: comment
    // lines, and a string Ansible never templates.
    void hostileTextStaysInert()
    {
        QByteArray plan = readData(QStringLiteral("apply/plan-virtio.json"));
        plan.replace("\"created\"",
                     "\"notes\": [\"{{ lookup('pipe', 'touch PWNED') }} @CHECK@ @HOSTS@\"], "
                     "\"created\"");
        const QString planPath = folder(QStringLiteral("plan.json"));
        QVERIFY(writeTreeFile(planPath, plan));
        const QString out = folder(QStringLiteral("out"));
        const QString check = QStringLiteral("test \"@DESCRIPTION@\" = '{{ 7 * 7 }}' # \\\"");
        const ProgramRun r = runWithInput(
            m_cli,
            {QStringLiteral("export"), planPath, QStringLiteral("--format"),
             QStringLiteral("ansible"), QStringLiteral("--out"), out, QStringLiteral("--hosts"),
             QStringLiteral("db:&prod:!db7"), QStringLiteral("--serial"), QStringLiteral("25%"),
             QStringLiteral("--check-command"), check},
            {});
        QCOMPARE(r.code, 0);
        const QByteArray yml = fileBytes(out + QStringLiteral("/rollout.yml"));
        for (const QByteArray &line : yml.split('\n'))
            if (line.contains("PWNED"))
                QVERIFY2(line.startsWith("# Note: "), line.constData());
        QVERIFY(yml.contains(
            "irqatlas_check: !unsafe \"test \\\"@DESCRIPTION@\\\" = '{{ 7 * 7 }}' # \\\\\\\"\"\n"));
        QVERIFY(yml.contains("  hosts: \"db:&prod:!db7\"\n"));
        QVERIFY(yml.contains("  serial: \"25%\"\n"));
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/README.md")));
        QCOMPARE(fileBytes(out + QStringLiteral("/plan.json")).contains("PWNED"), true);
        // A second export into the same folder writes nothing.
        const ProgramRun again =
            runWithInput(m_cli,
                         {QStringLiteral("export"), planPath, QStringLiteral("--format"),
                          QStringLiteral("ansible"), QStringLiteral("--out"), out},
                         {});
        QCOMPARE(again.code, 1);
        if (m_playbook.isEmpty())
            QSKIP("ansible-playbook is missing (Debian package ansible-core)");
        const ProgramRun syntax =
            playbook(folder(QStringLiteral("run")),
                     {QStringLiteral("--syntax-check"), QStringLiteral("-i"),
                      QStringLiteral("localhost,"), out + QStringLiteral("/rollout.yml")});
        QVERIFY2(syntax.code == 0, syntax.out.constData());
        // The notes reach the dry run's stdin through a file lookup, and the
        // check command's text is never evaluated.
        const QString base = folder(QStringLiteral("check"));
        const QString inv = inventory(base);
        QVERIFY(!inv.isEmpty());
        const QString allHosts = base + QStringLiteral("/play");
        QVERIFY(runWithInput(m_cli,
                             {QStringLiteral("export"), planPath, QStringLiteral("--format"),
                              QStringLiteral("ansible"), QStringLiteral("--out"), allHosts},
                             {})
                    .code == 0);
        const ProgramRun run =
            playbook(base, {QStringLiteral("-i"), inv, allHosts + QStringLiteral("/rollout.yml"),
                            QStringLiteral("--check")});
        QVERIFY2(run.code == 0 && run.out.contains("h3 "), run.out.constData());
        QVERIFY(!QFileInfo::exists(base + QStringLiteral("/PWNED")));
    }

    void checkModeChangesNothing()
    {
        if (m_playbook.isEmpty())
            QSKIP("ansible-playbook is missing (Debian package ansible-core)");
        const QString base = folder(QStringLiteral("run"));
        const QString inv = inventory(base);
        QVERIFY(!inv.isEmpty());
        QMap<QString, QMap<QString, QByteArray>> before;
        for (const QString &h : kHosts)
            before.insert(h, treeFiles(base + QLatin1Char('/') + h));
        const QString play = exportPlay(base + QStringLiteral("/play"));
        QVERIFY(!play.isEmpty());
        const ProgramRun r =
            playbook(base, {QStringLiteral("-i"), inv, play, QStringLiteral("--check")});
        QVERIFY2(r.code == 0, r.out.constData());
        QVERIFY2(r.out.contains("h3 ") && r.out.contains("failed=0"), r.out.constData());
        for (const QString &h : kHosts) {
            const QString root = base + QLatin1Char('/') + h;
            QVERIFY(!QFileInfo::exists(root + QStringLiteral("/var/lib/irqatlas")));
            QCOMPARE(treeFiles(root), before.value(h));
        }
        QVERIFY(!QFileInfo::exists(base + QStringLiteral("/play/results")));
    }

    void missingCliSaysSo()
    {
        if (m_playbook.isEmpty())
            QSKIP("ansible-playbook is missing (Debian package ansible-core)");
        if (!QStandardPaths::findExecutable(QStringLiteral("irqatlas-cli")).isEmpty())
            QSKIP("an irqatlas-cli is installed on this machine's PATH");
        const QString base = folder(QStringLiteral("run"));
        const QString inv = inventory(base);
        QVERIFY(!inv.isEmpty());
        const QString play = exportPlay(base + QStringLiteral("/play"));
        QVERIFY(!play.isEmpty());
        const ProgramRun r = playbook(base, {QStringLiteral("-i"), inv, play}, false);
        QVERIFY2(r.code != 0, r.out.constData());
        QVERIFY2(r.out.contains("irqatlas-cli is not on the PATH of h1: install irqatlas there"),
                 r.out.constData());
        QCOMPARE(treeFile(base + QStringLiteral("/h1"),
                          QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("0-3\n"));
        QVERIFY(!QFileInfo::exists(base + QStringLiteral("/play/results")));
    }

    void goodRunKeepsThePlanEverywhere()
    {
        if (m_playbook.isEmpty())
            QSKIP("ansible-playbook is missing (Debian package ansible-core)");
        const QString base = folder(QStringLiteral("run"));
        const QString inv = inventory(base);
        QVERIFY(!inv.isEmpty());
        const QString play = exportPlay(base + QStringLiteral("/play"));
        QVERIFY(!play.isEmpty());
        const ProgramRun r = playbook(base, {QStringLiteral("-i"), inv, play, QStringLiteral("-e"),
                                             QStringLiteral("irqatlas_confirm_timeout=60")});
        QVERIFY2(r.code == 0, r.out.constData());
        for (const QString &h : kHosts) {
            const QString root = base + QLatin1Char('/') + h;
            QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/25/smp_affinity_list")),
                     QByteArray("1\n"));
            QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                     QByteArray("2-3\n"));
            const QJsonObject res = jsonFile(resultFile(base, h));
            QCOMPARE(res.value(QStringLiteral("format")).toString(),
                     QStringLiteral("irqatlas-rollout"));
            QCOMPARE(res.value(QStringLiteral("host")).toString(), h);
            QCOMPARE(res.value(QStringLiteral("applied")).toBool(), true);
            QCOMPARE(res.value(QStringLiteral("held")).toBool(), true);
            QCOMPARE(res.value(QStringLiteral("check")).toString(), QStringLiteral("passed"));
            QCOMPARE(res.value(QStringLiteral("confirmed")).toBool(), true);
            QCOMPARE(res.value(QStringLiteral("reverted")).toBool(), false);
            QCOMPARE(journalState(root + QStringLiteral("/var/lib/irqatlas/") +
                                  res.value(QStringLiteral("journal")).toString()),
                     QStringLiteral("confirmed"));
        }
        const QJsonObject back = fleetResults(base + QStringLiteral("/play/results"), 0);
        const QJsonObject summary = back.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("files")).toInt(), 3);
        QCOMPARE(summary.value(QStringLiteral("confirmed")).toInt(), 3);
        QCOMPARE(summary.value(QStringLiteral("reverted")).toInt(), 0);
        QVERIFY2(stagedLeft(base).isEmpty(), qPrintable(stagedLeft(base).join(QLatin1Char(' '))));
    }

    void failingCheckStopsAtTheSecondHost()
    {
        if (m_playbook.isEmpty())
            QSKIP("ansible-playbook is missing (Debian package ansible-core)");
        const QString base = folder(QStringLiteral("run"));
        // The first host has time for its check and confirmation on a busy
        // machine; only the second waits out its deadline before it rolls back.
        const QString inv =
            inventory(base, {{QStringLiteral("h1"), QByteArray("irqatlas_confirm_timeout: 60")},
                             {QStringLiteral("h2"), QByteArray("irqatlas_confirm_timeout: 15")}});
        QVERIFY(!inv.isEmpty());
        const QString third = base + QStringLiteral("/h3");
        const auto thirdBefore = treeFiles(third);
        const QString play = exportPlay(
            base + QStringLiteral("/play"),
            {QStringLiteral("--check-command"),
             QStringLiteral("test \"$IRQATLAS_HOST\" != h2 && test -s \"$IRQATLAS_PLAN\"")});
        QVERIFY(!play.isEmpty());
        const ProgramRun r = playbook(base, {QStringLiteral("-i"), inv, play});
        QVERIFY2(r.code != 0, r.out.constData());
        QVERIFY2(r.out.contains("h2 did not keep the plan"), r.out.constData());
        QCOMPARE(treeFile(base + QStringLiteral("/h1"),
                          QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("1\n"));
        QCOMPARE(treeFile(base + QStringLiteral("/h2"),
                          QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("0-3\n"));
        const QJsonObject second = jsonFile(resultFile(base, QStringLiteral("h2")));
        QCOMPARE(second.value(QStringLiteral("applied")).toBool(), true);
        QCOMPARE(second.value(QStringLiteral("check")).toString(), QStringLiteral("failed"));
        QCOMPARE(second.value(QStringLiteral("confirmed")).toBool(), false);
        QCOMPARE(second.value(QStringLiteral("reverted")).toBool(), true);
        QCOMPARE(jsonFile(resultFile(base, QStringLiteral("h1")))
                     .value(QStringLiteral("confirmed"))
                     .toBool(),
                 true);
        QVERIFY(!QFileInfo::exists(resultFile(base, QStringLiteral("h3"))));
        // fleet --results: the first kept, the second reverted; exit 1.
        const QJsonObject back = fleetResults(base + QStringLiteral("/play/results"), 1);
        const QJsonArray hosts = back.value(QStringLiteral("hosts")).toArray();
        QCOMPARE(hosts.size(), 2);
        QCOMPARE(hosts.at(0).toObject().value(QStringLiteral("confirmed")).toBool(), true);
        QCOMPARE(hosts.at(1).toObject().value(QStringLiteral("host")).toString(),
                 QStringLiteral("h2"));
        QCOMPARE(hosts.at(1).toObject().value(QStringLiteral("reverted")).toBool(), true);
        const ProgramRun table = runWithInput(m_cli,
                                              {QStringLiteral("fleet"), QStringLiteral("--results"),
                                               base + QStringLiteral("/play/results")},
                                              {});
        QCOMPARE(table.code, 1);
        QVERIFY2(table.out.contains("h2    yes      failed  no         yes       timeout"),
                 table.out.constData());
        QCOMPARE(treeFiles(third), thirdBefore);
        QVERIFY(!QFileInfo::exists(third + QStringLiteral("/var/lib/irqatlas")));
    }

    // The journal never says the plan is held (the play looks in the wrong
    // state folder): no check runs, nothing is confirmed, the plan goes back
    // at its deadline, the host fails and its result says it was never held.
    void neverHeldGetsNoCheck()
    {
        if (m_playbook.isEmpty())
            QSKIP("ansible-playbook is missing (Debian package ansible-core)");
        const QString base = folder(QStringLiteral("run"));
        const QString inv = inventory(base);
        QVERIFY(!inv.isEmpty());
        const QString marker = base + QStringLiteral("/checked");
        const QString play =
            exportPlay(base + QStringLiteral("/play"), {QStringLiteral("--check-command"),
                                                        QStringLiteral("touch '%1'").arg(marker)});
        QVERIFY(!play.isEmpty());
        const ProgramRun r = playbook(
            base, {QStringLiteral("-i"), inv, play, QStringLiteral("-e"),
                   QStringLiteral("irqatlas_confirm_timeout=5"), QStringLiteral("-e"),
                   QStringLiteral("irqatlas_state_dir=") + base + QStringLiteral("/nowhere")});
        QVERIFY2(r.code != 0, r.out.constData());
        QVERIFY2(r.out.contains("h1 did not keep the plan (never seen held in"), r.out.constData());
        QVERIFY2(!QFileInfo::exists(marker), r.out.constData());
        QCOMPARE(treeFile(base + QStringLiteral("/h1"),
                          QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("0-3\n"));
        const QJsonObject first = jsonFile(resultFile(base, QStringLiteral("h1")));
        QCOMPARE(first.value(QStringLiteral("held")).toBool(true), false);
        QCOMPARE(first.value(QStringLiteral("check")).toString(), QStringLiteral("not-run"));
        QCOMPARE(first.value(QStringLiteral("confirmed")).toBool(true), false);
        QCOMPARE(first.value(QStringLiteral("reverted")).toBool(), true);
        QVERIFY(!QFileInfo::exists(resultFile(base, QStringLiteral("h2"))));
        QVERIFY2(stagedLeft(base).isEmpty(), qPrintable(stagedLeft(base).join(QLatin1Char(' '))));
    }

    // Result files are outside input: links, FIFOs, oversized and malformed
    // files are listed with their error (never followed, read or waited
    // on), text is made printable, the exit status says not every host kept
    // the plan.
    void resultsReadBackHostile()
    {
        const QString dir = folder(QStringLiteral("results"));
        const QByteArray good = "{\"format\": \"irqatlas-rollout\", \"version\": 1, "
                                "\"host\": \"db\\u001b[2Jx\", \"journal\": null, "
                                "\"applied\": true, \"check\": \"passed\", "
                                "\"confirmed\": true, \"reverted\": false, "
                                "\"ended_by\": \"confirm\", \"journal_state\": \"confirmed\"}";
        QVERIFY(writeTreeFile(dir + QStringLiteral("/a.json"), good));
        QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), dir + QStringLiteral("/b.json")));
        QVERIFY(::mkfifo(QFile::encodeName(dir + QStringLiteral("/c.json")).constData(), 0600) ==
                0);
        QVERIFY(writeTreeFile(dir + QStringLiteral("/d.json"), QByteArray(70000, ' ') + good));
        QByteArray wrongCheck = good;
        wrongCheck.replace("\"passed\"", "\"maybe\"");
        QVERIFY(writeTreeFile(dir + QStringLiteral("/e.json"), wrongCheck));
        QByteArray stringBool = good;
        stringBool.replace("\"applied\": true", "\"applied\": \"True\"");
        QVERIFY(writeTreeFile(dir + QStringLiteral("/f.json"), stringBool));
        QVERIFY(writeTreeFile(dir + QStringLiteral("/notes.txt"), "not a result"));
        const ProgramRun r = runWithInput(m_cli,
                                          {QStringLiteral("fleet"), QStringLiteral("--results"),
                                           dir, QStringLiteral("--format"), QStringLiteral("json")},
                                          {}, 60000);
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.out.contains('\x1b'), r.out.constData());
        const QJsonArray hosts =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("hosts")).toArray();
        QCOMPARE(hosts.size(), 6);
        QCOMPARE(hosts.at(0).toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("ok"));
        QCOMPARE(hosts.at(0).toObject().value(QStringLiteral("host")).toString(),
                 QStringLiteral("db\\x1b[2Jx"));
        for (int i = 1; i < 6; ++i) {
            const QJsonObject h = hosts.at(i).toObject();
            QCOMPARE(h.value(QStringLiteral("status")).toString(), QStringLiteral("error"));
            QVERIFY(h.value(QStringLiteral("error"))
                        .toString()
                        .contains(h.value(QStringLiteral("file")).toString()));
        }
        QVERIFY(hosts.at(4)
                    .toObject()
                    .value(QStringLiteral("error"))
                    .toString()
                    .contains(QStringLiteral("check")));
        // No result file at all, and flags of the other mode.
        const QString empty = folder(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(empty));
        QCOMPARE(
            runWithInput(m_cli, {QStringLiteral("fleet"), QStringLiteral("--results"), empty}, {})
                .code,
            1);
        QCOMPARE(runWithInput(m_cli,
                              {QStringLiteral("fleet"), QStringLiteral("--results"), dir,
                               QStringLiteral("--inventory"), QStringLiteral("x")},
                              {})
                     .code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestAnsiblePlay)
#include "tst_ansibleplay.moc"
