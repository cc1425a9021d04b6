// Applying and rolling back on a remote host over SSH, against the private
// sshd on 127.0.0.1 (tests/support/sshd.h) and a fake /proc/irq tree: through
// irqatlas-helper-testroot and through the plan script, failures, the
// confirmation timeout, a killed ssh client, injection attempts, rollback.

#include "applytree.h"
#include "faketree.h"
#include "procfs/irqbalancesocket.h"
#include "remote/remotecollect.h"
#include "remoteapplyfixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

Plan virtioPlan()
{
    auto p = readVirtioPlan();
    if (!p.ok())
        qFatal("%s", qPrintable(p.errorString()));
    return *p;
}

// The per-IRQ JSON lines and the summary's result, in order.
QList<QByteArray> irqLines(const QByteArray &json)
{
    QList<QByteArray> out;
    for (const QByteArray &l : json.split('\n'))
        if (l.startsWith("{\"effective_affinity_list\"") || l.contains("\"irq\":"))
            out << l;
    return out;
}

QStringList results(const QByteArray &json)
{
    QStringList out;
    for (const QByteArray &l : json.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(l).object();
        if (o.contains(QStringLiteral("summary")))
            out << o.value(QStringLiteral("summary"))
                       .toObject()
                       .value(QStringLiteral("result"))
                       .toString();
        if (o.contains(QStringLiteral("confirmed")))
            out << QStringLiteral("confirmed");
    }
    return out;
}

} // namespace

class TestSshApply : public QObject
{
    Q_OBJECT

    RemoteApplyFixture m_fx;

    // One apply of the virtio plan on a fresh tree with a confirmation window
    // of timeoutSec, the hooks answering it: the tree before, and the result.
    struct ConfirmRun
    {
        QString root;
        QMap<QString, QByteArray> before;
        RemoteResult r;
    };
    // False only when the tree could not be written.
    bool applyWithConfirm(bool helper, int timeoutSec, const RemoteApplyHooks &hooks,
                          ConfirmRun &run)
    {
        run.root = m_fx.makeTree();
        if (run.root.isEmpty())
            return false;
        run.before = treeFiles(run.root);
        SshSession s = m_fx.session();
        RemoteApplyOptions opt;
        opt.confirmTimeoutSec = timeoutSec;
        run.r = RemoteApply(s, m_fx.testRoot(run.root, helper)).apply(virtioPlan(), opt, hooks);
        return true;
    }
    // The remote side undid it all: the tree byte-exact, the journal closed.
    static void expectRolledBack(const ConfirmRun &run, bool helper)
    {
        QCOMPARE(treeFiles(run.root), run.before);
        QCOMPARE(journalState(run.root, helper), QStringLiteral("rolled-back"));
    }

private slots:
    void initTestCase()
    {
        if (!m_fx.start())
            QSKIP(qPrintable(m_fx.skipReason()));
    }

    void cleanupTestCase() { m_fx.stop(); }

    // irqatlas-cli irqbalance --host: the host's helper is asked (this
    // sshd's sessions run in a PID namespace of their own, where no
    // irqbalance runs: exit 9), and a login shell's line that looks like an
    // answer is not taken for one.
    void helperQueryAsksIrqbalance()
    {
        auto quiet = qScopeGuard([this] { m_fx.setLoginScript({}); });
        QVERIFY(m_fx.setLoginScript("echo '{\"format\":\"irqatlas-irqbalance-answers\"}'\n"));
        SshSession s = m_fx.session();
        RemoteApply ra(s, m_fx.testRoot(m_fx.makeTree(), true));
        const RemoteResult r = ra.helperQuery({QStringLiteral("irqbalance")});
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.exitCode, 9);
        QVERIFY(!readIrqbalanceAnswersJson(r.jsonLines.trimmed().split('\n').last(),
                                           QStringLiteral("remote"))
                     .ok());

        // Through the CLI, which uses the installed helper: none here.
        if (QFileInfo::exists(QLatin1String(kRemoteHelperPath)))
            return;
        QByteArray out, err;
        QCOMPARE(runProgram(kCli,
                            {QStringLiteral("irqbalance"), QStringLiteral("--host"),
                             m_fx.sshd().target(), QStringLiteral("--ssh-config"),
                             m_fx.sshd().clientConfig()},
                            &out, &err),
                 1);
        QVERIFY2(err.contains("irqatlas-helper is not installed there"), err.constData());
    }

    // The command strings: the same COMMAND under sudo whichever step, the
    // password never on a command line, the prompt and the ready line fresh
    // nonces.
    void invocationQuotesAndKeepsSudoConsistent()
    {
        SshSession s = m_fx.session();
        RemoteApply installed(s);
        RemoteProbe probe;
        probe.helper = true;
        probe.sudo = RemoteProbe::Sudo::NeedsPassword;
        const QStringList args{QStringLiteral("apply"), QStringLiteral("--journal"),
                               QStringLiteral("/tmp/j;touch x")};
        auto first = installed.invocation(probe, true, args, SudoStep::NonInteractive);
        auto second = installed.invocation(probe, true, args, SudoStep::WithPassword);
        QVERIFY(first.ok() && second.ok());
        const QString helper = QStringLiteral(
            "'\\''/usr/libexec/irqatlas/irqatlas-helper'\\'' '\\''apply'\\'' '\\''--journal'\\'' "
            "'\\''/tmp/j;touch x'\\''");
        // Whatever the probe said, the first try is sudo -n for the command itself.
        QVERIFY2(first->command.endsWith(QStringLiteral("exec sudo -n -- ") + helper +
                                         QLatin1Char('\'')),
                 qPrintable(first->command));
        QVERIFY(first->sudoPrompt.isEmpty());
        // The password step asks sudo -v with a nonce prompt, then runs the
        // same command through sudo -n.
        QVERIFY2(
            second->command.endsWith(QStringLiteral("&& sudo -n -- ") + helper + QLatin1Char('\'')),
            qPrintable(second->command));
        QVERIFY(second->sudoPrompt.startsWith("[irqatlas-sudo-"));
        QCOMPARE(second->sudoPrompt.size(), qsizetype(15 + 32 + 1));
        QVERIFY(second->command.contains(QStringLiteral("sudo -k -S -p '\\''") +
                                         QString::fromLatin1(second->sudoPrompt) +
                                         QStringLiteral("'\\'' -v && printf")));
        QVERIFY(second->command.contains(QString::fromLatin1(second->sudoReady)));
        auto again = installed.invocation(probe, true, args, SudoStep::WithPassword);
        QVERIFY(again->sudoPrompt != second->sudoPrompt);
        QVERIFY(again->sudoReady != second->sudoReady);
        QVERIFY(second->shown.contains(QStringLiteral("irqatlas-helper apply --journal")));
        for (const auto *inv : {&*first, &*second}) {
            QVERIFY(inv->command.startsWith(QStringLiteral("exec /bin/sh -c '")));
            QVERIFY(inv->command.contains(QStringLiteral("LC_ALL=C")));
            QVERIFY(!inv->command.contains(QStringLiteral("--root")));
            QVERIFY(inv->sudo);
        }

        probe.sudo = RemoteProbe::Sudo::NoPassword;
        auto script = installed.invocation(probe, false, {QStringLiteral("apply")});
        QVERIFY(script.ok());
        QVERIFY(script->command.contains(
            QStringLiteral("exec sudo -n -- '\\''/bin/sh'\\'' '\\''-s'\\''")));
        probe.sudo = RemoteProbe::Sudo::NotNeeded;
        auto root = installed.invocation(probe, true, {QStringLiteral("apply")});
        QVERIFY(!root->command.contains(QStringLiteral("sudo")));
        QVERIFY(!root->sudo);
        probe.sudo = RemoteProbe::Sudo::Missing;
        auto refused = installed.invocation(probe, true, {QStringLiteral("apply")});
        QVERIFY(!refused.ok());
        QVERIFY(refused.errorString().contains(QStringLiteral("sudo is not installed")));
    }

    // A login user that is not root, with a fake sudo (and id) on the
    // remote PATH that behaves like sudo does: -n never reads stdin and
    // fails with "a password is required" unless the rule is NOPASSWD for
    // the command or a timestamp of the same parent exists; -S prints the
    // prompt on stderr and reads one line. It records every password line
    // it read. The rows: NOPASSWD for the command only (sudo -n true still
    // wants a password), a password rule, a wrong password.
    void sudoSendsThePasswordOnlyWhenAsked_data()
    {
        QTest::addColumn<bool>("helper");
        QTest::addColumn<QString>("rule"); // nopasswd | password | wrong
        for (bool helper : {true, false})
            for (const char *rule : {"nopasswd", "password", "wrong"})
                QTest::addRow("%s, %s", helper ? "helper" : "script", rule)
                    << helper << QString::fromLatin1(rule);
    }
    void sudoSendsThePasswordOnlyWhenAsked()
    {
        QFETCH(bool, helper);
        QFETCH(QString, rule);
        const QString root = m_fx.makeTree();
        QVERIFY(!root.isEmpty());
        const auto before = treeFiles(root);
        const QString dir = m_fx.caseDir() + QStringLiteral("/sudo");
        const QString bin = dir + QStringLiteral("/bin");
        QVERIFY(QDir().mkpath(bin));
        const QByteArray d = QFile::encodeName(dir);
        QVERIFY(writeTreeFile(dir + QStringLiteral("/password"), "s3cret\n"));
        // sudo's lecture, with escape sequences a terminal would obey.
        QVERIFY(writeTreeFile(dir + QStringLiteral("/lecture"),
                              "\x1b]0;owned\x07We trust you have received the usual lecture.\n"));
        const RemoteTestRoot testRoot = m_fx.testRoot(root, helper);
        const QByteArray command =
            QFile::encodeName(helper ? testRoot.helperPath : QStringLiteral("/bin/sh"));
        QVERIFY(writeTreeFile(dir + QStringLiteral("/nopasswd"),
                              rule == QLatin1String("nopasswd") ? command + '\n' : QByteArray()));
        QVERIFY(writeTreeFile(bin + QStringLiteral("/sudo"), R"SH(#!/bin/sh
D=$FAKE_SUDO_DIR
n=0 k=0 v=0 p='Password: '
while [ $# -gt 0 ]; do
	case $1 in
	-n) n=1 ;; -k) k=1 ;; -v) v=1 ;; -S) ;; -p) shift; p=$1 ;;
	--) shift; break ;;
	-*) ;;
	*) break ;;
	esac
	shift
done
cached() { [ $k = 0 ] && [ -f "$D/ts-$PPID" ]; }
ask() {
	if [ $n = 1 ]; then echo "sudo: a password is required" >&2; exit 1; fi
	cat "$D/lecture" >&2
	tries=0
	while [ $tries -lt 3 ]; do
		printf '%s' "$p" >&2
		IFS= read -r pw || { echo "sudo: no password was provided" >&2; exit 1; }
		printf '%s\n' "$pw" >>"$D/read"
		if [ "$pw" = "$(cat "$D/password")" ]; then : >"$D/ts-$PPID"; return 0; fi
		echo "Sorry, try again." >&2
		tries=$((tries + 1))
	done
	echo "sudo: 3 incorrect password attempts" >&2
	exit 1
}
if [ $v = 1 ]; then cached || ask; exit 0; fi
if grep -qxF -- "$1" "$D/nopasswd" || cached; then exec "$@"; fi
ask
exec "$@"
)SH"));
        QVERIFY(writeTreeFile(bin + QStringLiteral("/id"),
                              "#!/bin/sh\n[ \"$1\" = -u ] && { echo 1000; exit 0; }\n"
                              "exec /usr/bin/id \"$@\"\n"));
        for (const char *f : {"/sudo", "/id"})
            QVERIFY(QFile::setPermissions(bin + QLatin1String(f),
                                          QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        auto quiet = qScopeGuard([this] { m_fx.setLoginScript({}); });
        QVERIFY(m_fx.setLoginScript("PATH=" + shellQuote(QFile::encodeName(bin)) +
                                    ":$PATH; export PATH; FAKE_SUDO_DIR=" + shellQuote(d) +
                                    "; export FAKE_SUDO_DIR\n"));

        SshSession s = m_fx.session();
        RemoteApply ra(s, testRoot);
        auto probe = ra.probe();
        QVERIFY2(probe.ok(), qPrintable(probe.ok() ? QString() : probe.errorString()));
        QVERIFY(!probe->root);
        // sudo -n true wants a password in every row.
        QCOMPARE(probe->sudo, RemoteProbe::Sudo::NeedsPassword);

        int asked = 0;
        QStringList messages;
        RemoteApplyHooks hooks;
        hooks.password = [&](const QString &) -> std::optional<QByteArray> {
            ++asked;
            return rule == QLatin1String("wrong") ? QByteArray("guess") : QByteArray("s3cret");
        };
        hooks.message = [&](const QString &m) { messages << m; };
        const RemoteResult r = ra.apply(virtioPlan(), {}, hooks);
        const QByteArray read = treeFile(dir, QStringLiteral("/read"));
        if (rule == QLatin1String("nopasswd")) {
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            QCOMPARE(r.result, QStringLiteral("applied"));
            QCOMPARE(asked, 0);
            QCOMPARE(read, QByteArray());
        } else if (rule == QLatin1String("password")) {
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            QCOMPARE(r.result, QStringLiteral("applied"));
            QCOMPARE(asked, 1);
            // sudo read the password, once, and nothing else.
            QCOMPARE(read, QByteArray("s3cret\n"));
            // Its lecture reached the messages with the escapes written out.
            QVERIFY2(messages.join(QLatin1Char('\n'))
                         .contains(QStringLiteral("\\x1b]0;owned\\x07We trust you")),
                     qPrintable(messages.join(QLatin1Char('\n'))));
        } else {
            QVERIFY(!r.ran);
            QVERIFY2(r.error.contains(QStringLiteral("did not accept the password")),
                     qPrintable(r.error));
            QCOMPARE(asked, 1);
            // One wrong try; the plan never went to sudo as a password.
            QCOMPARE(read, QByteArray("guess\n"));
            QCOMPARE(treeFiles(root), before);
        }
        for (const QString &m : messages)
            QVERIFY2(!m.contains(QChar(0x1b)) && !m.contains(QStringLiteral("irqatlas-sudo")),
                     qPrintable(m));
    }

    void probeOneRoundTrip()
    {
        SshSession s = m_fx.session();
        auto p = RemoteApply(s, m_fx.testRoot(QStringLiteral("/nonexistent"), true)).probe();
        QVERIFY2(p.ok(), qPrintable(p.ok() ? QString() : p.errorString()));
        QVERIFY(p->helper);
        QVERIFY(p->root);
        QCOMPARE(p->sudo, RemoteProbe::Sudo::NotNeeded);
        auto none = RemoteApply(s, m_fx.testRoot(QStringLiteral("/nonexistent"), false)).probe();
        QVERIFY2(none.ok(), qPrintable(none.ok() ? QString() : none.errorString()));
        QVERIFY(!none->helper);
    }

    void applyWritesTheTree_data() { RemoteApplyFixture::addPathRows(); }
    void applyWritesTheTree()
    {
        QFETCH(bool, helper);
        const QString root = m_fx.makeTree();
        QVERIFY(!root.isEmpty());
        SshSession s = m_fx.session();
        RemoteApply ra(s, m_fx.testRoot(root, helper));
        QStringList messages;
        RemoteApplyHooks hooks;
        hooks.message = [&](const QString &m) { messages << m; };
        const RemoteResult r = ra.apply(virtioPlan(), {}, hooks);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY2(r.exitCode == 0, r.jsonLines.constData());
        QCOMPARE(r.viaHelper, helper);
        QCOMPARE(r.result, QStringLiteral("applied"));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("1\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/27/smp_affinity_list")),
                 QByteArray("0,2\n"));
        QCOMPARE(journalState(root, helper),
                 helper ? QStringLiteral("applied") : QStringLiteral("applied"));
        // The same JSON lines whichever way the plan went.
        const QList<QByteArray> lines = irqLines(r.jsonLines);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(
            lines.at(0),
            QByteArray(
                "{\"effective_affinity_list\":\"0\",\"effective_mismatch\":true,\"errno\":null,"
                "\"error\":null,\"irq\":25,\"previous\":\"0-3\",\"requested\":\"1\","
                "\"restored\":false,\"smp_affinity_list\":\"1\",\"written\":true}"));
        QVERIFY(r.jsonLines.contains(
            "\"message\":\"4 IRQ(s) written; 3 with an effective affinity outside the request\""));
        QVERIFY(!messages.isEmpty());
    }

    // Queue files through the helper and through the script: the same
    // queue_file lines, byte for byte.
    void queueFilesReadTheSame()
    {
        QMap<bool, QList<QByteArray>> lines;
        for (const bool helper : {true, false}) {
            const QString root = m_fx.makeTree();
            QVERIFY(!root.isEmpty());
            const QString q = root + QStringLiteral("/sys/class/net/eth0/queues/");
            QVERIFY(writeTreeFile(q + QStringLiteral("rx-0/rps_cpus"), "00000000\n"));
            QVERIFY(writeTreeFile(q + QStringLiteral("rx-0/rps_flow_cnt"), "0\n"));
            QVERIFY(writeTreeFile(q + QStringLiteral("tx-0/xps_cpus"), "00000001\n"));
            Plan plan = virtioPlan();
            PlanQueue rx0;
            rx0.interface = "eth0";
            rx0.rpsCpus = CpuSet{0, 1};
            rx0.rpsFlowCnt = 128;
            PlanQueue tx0;
            tx0.interface = "eth0";
            tx0.rx = false;
            tx0.xpsCpus = CpuSet{2};
            plan.queues = {rx0, tx0};
            SshSession s = m_fx.session();
            const RemoteResult r = RemoteApply(s, m_fx.testRoot(root, helper)).apply(plan, {});
            QVERIFY2(r.exitCode == 0, qPrintable(r.error + QString::fromUtf8(r.jsonLines)));
            QCOMPARE(r.result, QStringLiteral("applied"));
            QCOMPARE(treeFile(root, QStringLiteral("/sys/class/net/eth0/queues/rx-0/rps_cpus")),
                     QByteArray("00000003\n"));
            QCOMPARE(treeFile(root, QStringLiteral("/sys/class/net/eth0/queues/tx-0/xps_cpus")),
                     QByteArray("00000004\n"));
            for (const QByteArray &l : r.jsonLines.split('\n'))
                if (l.startsWith("{\"queue_file\""))
                    lines[helper] << l;
            QVERIFY(r.jsonLines.contains("\"queue_files_written\":3"));
        }
        QCOMPARE(lines.value(false).size(), 3);
        QCOMPARE(lines.value(false), lines.value(true));
    }

    void dryRunWritesNothing_data() { RemoteApplyFixture::addPathRows(); }
    void dryRunWritesNothing()
    {
        QFETCH(bool, helper);
        const QString root = m_fx.makeTree();
        QVERIFY(!root.isEmpty());
        const auto before = treeFiles(root);
        SshSession s = m_fx.session();
        RemoteApplyOptions opt;
        opt.dryRun = true;
        const RemoteResult r = RemoteApply(s, m_fx.testRoot(root, helper)).apply(virtioPlan(), opt);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error + QString::fromUtf8(r.jsonLines)));
        QCOMPARE(r.result, QStringLiteral("dry-run"));
        QCOMPARE(irqLines(r.jsonLines).size(), 4);
        QCOMPARE(treeFiles(root), before);
    }

    void failureOnThirdIrqRollsBack_data() { RemoteApplyFixture::addPathRows(); }
    void failureOnThirdIrqRollsBack()
    {
        QFETCH(bool, helper);
        const QString root = m_fx.makeTree();
        QVERIFY(!root.isEmpty());
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/irq/26/smp_affinity_list"), "0-1,3\n"));
        const auto before = treeFiles(root);
        const QString third = root + QStringLiteral("/proc/irq/27/smp_affinity_list");
        // The script has no fault hooks: an immutable file refuses the write as the kernel would.
        if (!helper && !setImmutable(third, true))
            QSKIP("chattr +i does not work here");
        SshSession s = m_fx.session();
        RemoteApply ra(
            s, m_fx.testRoot(root, helper,
                             {QStringLiteral("--test-fail-write"), QStringLiteral("3:EIO")}));
        const RemoteResult r = ra.apply(virtioPlan(), {});
        if (!helper)
            setImmutable(third, false);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY2(r.exitCode == 6, r.jsonLines.constData());
        QCOMPARE(r.result, QStringLiteral("rolled-back"));
        QCOMPARE(treeFiles(root), before);
        QVERIFY(r.jsonLines.contains("failed at IRQ 27, every IRQ written before was restored"));
        const QList<QByteArray> lines = irqLines(r.jsonLines);
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.at(0).contains("\"restored\":true"));
        QVERIFY(lines.at(2).contains("\"written\":false"));
        QVERIFY(!lines.at(2).contains("\"error\":null"));
        QVERIFY(lines.at(3).contains("\"written\":false"));
    }

    void confirmTimeoutReverts_data() { RemoteApplyFixture::addPathRows(); }
    void confirmTimeoutReverts()
    {
        QFETCH(bool, helper);
        int asked = 0;
        RemoteApplyHooks hooks;
        hooks.confirm = [&] {
            ++asked;
            return false;
        };
        ConfirmRun run;
        // The client asks between polls of the remote side (every 100 ms); a
        // window of a few seconds lets a starved client (two CPU hogs, a
        // sanitizer build) still see it open, so it is always asked.
        QVERIFY(applyWithConfirm(helper, 5, hooks, run));
        const RemoteResult &r = run.r;
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY2(r.exitCode == 8, r.jsonLines.constData());
        QCOMPARE(results(r.jsonLines),
                 (QStringList{QStringLiteral("applied"), QStringLiteral("reverted")}));
        QVERIFY(asked > 0);
        expectRolledBack(run, helper);
    }

    void confirmKeeps_data() { RemoteApplyFixture::addPathRows(); }
    void confirmKeeps()
    {
        QFETCH(bool, helper);
        RemoteApplyHooks hooks;
        hooks.confirm = [] { return true; };
        ConfirmRun run;
        QVERIFY(applyWithConfirm(helper, 600, hooks, run));
        const QString &root = run.root;
        const RemoteResult &r = run.r;
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY2(r.exitCode == 0, r.jsonLines.constData());
        QCOMPARE(results(r.jsonLines),
                 (QStringList{QStringLiteral("applied"), QStringLiteral("confirmed")}));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/28/smp_affinity_list")),
                 QByteArray("3\n"));
        QCOMPARE(journalState(root, helper), QStringLiteral("confirmed"));
    }

    // confirm() on a session of its own keeps what a waiting apply holds
    // (irqatlas-cli confirm --host); then nothing waits any more (exit 9).
    void confirmFromAnotherSessionKeeps_data() { RemoteApplyFixture::addPathRows(); }
    void confirmFromAnotherSessionKeeps()
    {
        QFETCH(bool, helper);
        const QString root = m_fx.makeTree();
        QVERIFY(!root.isEmpty());
        SshSession other = m_fx.session();
        RemoteApply confirmer(other, m_fx.testRoot(root, helper));
        QCOMPARE(confirmer.confirm({}).exitCode, 9);
        std::optional<RemoteResult> sent;
        RemoteApplyHooks hooks;
        // Asked only once the remote side waits: the confirmation comes from
        // the other session, never from this one's stdin.
        hooks.confirm = [&] {
            if (!sent)
                sent = confirmer.confirm({});
            return false;
        };
        SshSession s = m_fx.session();
        RemoteApplyOptions opt;
        opt.confirmTimeoutSec = 600;
        const RemoteResult r =
            RemoteApply(s, m_fx.testRoot(root, helper)).apply(virtioPlan(), opt, hooks);
        QVERIFY(sent.has_value());
        QVERIFY2(sent->error.isEmpty(), qPrintable(sent->error));
        QCOMPARE(sent->exitCode, 0);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error + QString::fromUtf8(r.jsonLines)));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/28/smp_affinity_list")),
                 QByteArray("3\n"));
        QCOMPARE(journalState(root, helper), QStringLiteral("confirmed"));
        QCOMPARE(confirmer.confirm({}).exitCode, 9);
    }

    void killedClientStillReverts_data() { RemoteApplyFixture::addPathRows(); }
    void killedClientStillReverts()
    {
        QFETCH(bool, helper);
        qint64 pid = 0;
        bool killed = false;
        RemoteApplyHooks hooks;
        hooks.started = [&](qint64 p) { pid = p; };
        // Asked only once the remote side waits: the plan is in; the link goes.
        hooks.confirm = [&] {
            if (!killed && pid > 0)
                killed = ::kill(pid_t(pid), SIGKILL) == 0;
            return false;
        };
        ConfirmRun run;
        // Long enough for a starved client to be asked (and killed) while the
        // remote side still waits (see confirmTimeoutReverts).
        QVERIFY(applyWithConfirm(helper, 6, hooks, run));
        const QString &root = run.root;
        const RemoteResult &r = run.r;
        QVERIFY(killed);
        QVERIFY(!r.error.isEmpty());
        QVERIFY2(r.error.contains(QStringLiteral("rolls back by itself")), qPrintable(r.error));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("1\n"));
        // Nothing local is left to undo it: the remote side must do it alone.
        QVERIFY2(
            QTest::qWaitFor(
                [&] { return journalState(root, helper) == QLatin1String("rolled-back"); }, 60000),
            qPrintable(journalState(root, helper)));
        expectRolledBack(run, helper);
    }

    void metacharactersCannotInject_data() { RemoteApplyFixture::addPathRows(); }
    void metacharactersCannotInject()
    {
        QFETCH(bool, helper);
        const QString root = m_fx.makeTree();
        QVERIFY(!root.isEmpty());
        const QString marker = m_fx.caseDir() + QStringLiteral("/pwned");
        Plan plan = virtioPlan();
        const std::string touch = QFile::encodeName(marker).toStdString();
        plan.assignments[0].match = "$(touch " + touch + ")";
        plan.assignments[1].match = "`touch " + touch + "`";
        plan.assignments[2].match = "x; touch " + touch + " #";
        plan.assignments[3].match = "\"; touch " + touch + "; \\";
        SshSession s = m_fx.session();
        RemoteApplyOptions opt;
        opt.journalPath = root + QStringLiteral("/j $(touch ") + marker +
                          QStringLiteral(");`touch ") + marker + QStringLiteral("`");
        QVERIFY(QDir().mkpath(QFileInfo(opt.journalPath).path()));
        const RemoteResult r = RemoteApply(s, m_fx.testRoot(root, helper)).apply(plan, opt);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error + QString::fromUtf8(r.jsonLines)));
        QVERIFY(!QFileInfo::exists(marker));
        QVERIFY(QFileInfo::exists(opt.journalPath)); // the name is taken literally
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/27/smp_affinity_list")),
                 QByteArray("0,2\n"));
    }

    void rollbackRestores_data() { RemoteApplyFixture::addPathRows(); }
    void rollbackRestores()
    {
        QFETCH(bool, helper);
        const QString root = m_fx.makeTree();
        QVERIFY(!root.isEmpty());
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/irq/28/smp_affinity_list"), "1-2\n"));
        const auto before = treeFiles(root);
        SshSession s = m_fx.session();
        RemoteApply ra(s, m_fx.testRoot(root, helper));
        QCOMPARE(ra.apply(virtioPlan(), {}).exitCode, 0);
        QVERIFY(treeFiles(root) != before);
        const RemoteResult r = ra.rollback({});
        QVERIFY2(r.exitCode == 0, qPrintable(r.error + QString::fromUtf8(r.jsonLines)));
        QCOMPARE(r.result, QStringLiteral("reverted"));
        QCOMPARE(treeFiles(root), before);
        const QList<QByteArray> lines = irqLines(r.jsonLines);
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.at(0).contains("\"irq\":28"));
        QVERIFY(lines.at(0).contains("\"previous\":\"1-2\""));
        QVERIFY(lines.at(0).contains("\"restored\":true"));
        // A second rollback has nothing left to do.
        const RemoteResult again = ra.rollback({});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.result, QStringLiteral("nothing-to-roll-back"));
        QCOMPARE(treeFiles(root), before);
    }

    void cliHost()
    {
        // The CLI always means the real /proc: only what writes nothing runs here.
        QFile interrupts(QStringLiteral("/proc/interrupts"));
        QVERIFY(interrupts.open(QIODevice::ReadOnly));
        int irq = -1;
        for (const QByteArray &line : interrupts.readAll().split('\n')) {
            const QByteArray first = line.trimmed().split(':').first();
            bool ok = false;
            const int n = first.toInt(&ok);
            if (ok &&
                QFileInfo(QStringLiteral("/proc/irq/%1/smp_affinity_list").arg(n)).isReadable()) {
                irq = n;
                break;
            }
        }
        if (irq < 0)
            QSKIP("no numbered IRQ with an smp_affinity_list here");
        QTemporaryDir dir;
        const QString planPath = dir.filePath(QStringLiteral("plan.json"));
        QByteArray planBytes =
            R"({"format": "irqatlas-plan", "version": 1, "assignments": [{"irq": )";
        planBytes += QByteArray::number(irq) + R"(, "match": "", "cpus": "0"}]})";
        QVERIFY(writeTreeFile(planPath, planBytes));
        const QStringList host{QStringLiteral("--host"), m_fx.sshd().target(),
                               QStringLiteral("--ssh-config"), m_fx.sshd().clientConfig()};
        QByteArray out, err;
        const int code =
            runProgram(kCli,
                       QStringList{QStringLiteral("apply"), planPath, QStringLiteral("--dry-run"),
                                   QStringLiteral("--force"), QStringLiteral("--format"),
                                   QStringLiteral("json")} +
                           host,
                       &out, &err);
        QVERIFY2(code == 0, err.constData());
        QCOMPARE(results(out), QStringList{QStringLiteral("dry-run")});
        QVERIFY(out.contains(QByteArray("\"irq\":" + QByteArray::number(irq))));

        const QString missing = dir.filePath(QStringLiteral("no-journal"));
        QCOMPARE(
            runProgram(kCli, QStringList{QStringLiteral("rollback"), missing} + host, &out, &err),
            1);
        QVERIFY2(out.contains("nothing-to-roll-back"), out.constData());
        QCOMPARE(
            runProgram(kCli,
                       QStringList{QStringLiteral("rollback"), QStringLiteral("relative/journal")} +
                           host,
                       &out, &err),
            1);
        QVERIFY2(err.contains("not an absolute path"), err.constData());
        QCOMPARE(runProgram(kCli,
                            QStringList{QStringLiteral("apply"), planPath, QStringLiteral("--root"),
                                        dir.path()} +
                                host,
                            &out, &err),
                 1);
        QVERIFY2(err.contains("--host and --root"), err.constData());
    }
};

QTEST_GUILESS_MAIN(TestSshApply)
#include "tst_sshapply.moc"
