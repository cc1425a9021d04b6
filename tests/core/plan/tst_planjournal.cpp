// The plan script's journal is read back by a rollback that runs as root, and
// the journal may sit where others can write (--journal /tmp/...). A journal
// that lies (IRQ fields that are paths or commands, values that are not CPU
// lists, a symlink, a file of someone else) is refused before the first
// write, and nothing anywhere changes: the whole test directory is compared
// byte for byte, symlinks included. Links planted at the journal's path or
// next to it are never written through. Every case runs under the system sh
// (dash on Debian) and under busybox sh when it is installed.

#include "applytree.h"
#include "faketree.h"
#include "plan/planexport.h"

#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// Every entry under dir: files by content, symlinks by target, directories.
QMap<QString, QByteArray> everything(const QString &dir)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString p = it.next();
        const QFileInfo fi(p);
        const QString rel = p.mid(dir.size());
        if (fi.isSymLink())
            out.insert(rel, "link -> " + QFile::encodeName(fi.symLinkTarget()));
        else if (fi.isDir())
            out.insert(rel, "dir");
        else
            out.insert(rel, treeFile(p, QString()));
    }
    return out;
}

// A tree with IRQs 0-3 (previous values 0-3, 1, 2, 3), the plan script that
// moves them, a directory "outside" with a victim file, and the journal path.
struct Setup
{
    QTemporaryDir dir;
    QString root, script, journal, outside, victim, marker;

    bool make()
    {
        root = dir.filePath(QStringLiteral("t"));
        outside = dir.filePath(QStringLiteral("outside"));
        victim = outside + QStringLiteral("/smp_affinity_list");
        marker = dir.filePath(QStringLiteral("marker"));
        journal = root + QStringLiteral("/var/lib/irqatlas/journal.sh");
        Plan plan;
        const char *const previous[] = {"0-3\n", "1\n", "2\n", "3\n"};
        if (!makeNamedIrqTree(
                root, 4, [&](int i) { return QByteArray(previous[i]); },
                [](int) { return std::string("0"); }, plan) ||
            !writeTreeFile(victim, "victim\n"))
            return false;
        auto s = planShellScript(plan, false);
        script = dir.filePath(QStringLiteral("plan.sh"));
        return s.ok() && writeTreeFile(script, *s) &&
               QDir().mkpath(QFileInfo(journal).absolutePath());
    }
};

bool makeLink(const QString &target, const QString &link)
{
    return QFile::link(target, link);
}

} // namespace

class TestPlanJournal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
            QSKIP("no sh on this machine");
    }

    void init()
    {
        if (QTest::currentDataTag() && shell().isEmpty())
            QSKIP("busybox is not installed");
    }

    void rollbackRefusesLyingJournal_data()
    {
        QTest::addColumn<QStringList>("sh");
        QTest::addColumn<QByteArray>("lines"); // after the header; M = the marker path
        const QList<std::pair<const char *, QByteArray>> cases = {
            {"IRQ ../../evil", "writing\t../../evil\t0-1\napplied\n"},
            {"IRQ ../../outside", "writing\t../../../outside\t0-1\napplied\n"},
            {"IRQ 1;touch", "writing\t1;touch M\t0\napplied\n"},
            {"IRQ $(touch)", "writing\t$(touch M)\t0\napplied\n"},
            {"IRQ with a leading zero", "writing\t01\t0\napplied\n"},
            {"IRQ of 9 digits", "writing\t123456789\t0\napplied\n"},
            {"IRQ empty", "writing\t\t0\napplied\n"},
            {"value not a cpulist", "writing\t1\tabc\napplied\n"},
            {"value with a command", "writing\t1\t0$(touch M)\napplied\n"},
            {"value reversed range", "writing\t1\t3-1\napplied\n"},
            {"value empty", "writing\t1\t\napplied\n"},
            {"value a path", "writing\t1\t../../outside\napplied\n"},
            {"extra field", "writing\t1\t0\t../../evil\napplied\n"},
            {"good entry then a bad one", "writing\t1\t0-3\nwriting\t2\t../../evil\napplied\n"},
            {"IRQ twice", "writing\t1\t0-3\nwriting\t1\t2\napplied\n"},
            {"unknown line", "writing\t1\t0-3\ntouch M\napplied\n"},
            {"refused with a path", "writing\t1\t0-3\nrefused\t../1\napplied\n"},
            {"no header", ""},
            // Thread and queue lines: version 2 only ("2:" below), each field checked.
            {"thread line in a version 1 journal", "thread\t100\t5\tirq/1-x\t0\napplied\n"},
            {"queue line in a version 1 journal", "queue\teth0\trx-0\trps_cpus\t1\napplied\n"},
            {"thread pid a path", "2:thread\t../1\t5\tirq/1-x\t0\napplied\n"},
            {"thread pid 0", "2:thread\t0\t5\tirq/1-x\t0\napplied\n"},
            {"thread pid too big", "2:thread\t4194305\t5\tirq/1-x\t0\napplied\n"},
            {"thread start a command", "2:thread\t100\t5$(touch M)\tirq/1-x\t0\napplied\n"},
            {"thread not a handler", "2:thread\t100\t5\tbash\t0\napplied\n"},
            {"thread name with a control", "2:thread\t100\t5\tirq/1-\033[2J\t0\napplied\n"},
            {"thread value a command", "2:thread\t100\t5\tirq/1-x\t0$(touch M)\napplied\n"},
            {"thread missing a field", "2:thread\t100\tirq/1-x\t0\napplied\n"},
            {"thread twice", "2:thread\t100\t5\tirq/1-x\t0\nthread\t100\t5\tirq/1-x\t1\n"},
            {"interface a path", "2:queue\t../../evil\trx-0\trps_cpus\t1\napplied\n"},
            {"interface ..", "2:queue\t..\trx-0\trps_cpus\t1\napplied\n"},
            {"interface with a colon", "2:queue\teth0:1\trx-0\trps_cpus\t1\napplied\n"},
            {"interface too long", "2:queue\teth0123456789abc\trx-0\trps_cpus\t1\napplied\n"},
            {"queue a path", "2:queue\teth0\trx-0/../..\trps_cpus\t1\napplied\n"},
            {"queue with a leading zero", "2:queue\teth0\trx-01\trps_cpus\t1\napplied\n"},
            {"queue file another file", "2:queue\teth0\trx-0\tsmp_affinity\t1\napplied\n"},
            {"queue file a path",
             "2:queue\teth0\trx-0\t../../../../../outside/smp_affinity_list\t1\napplied\n"},
            {"mask a command", "2:queue\teth0\trx-0\trps_cpus\t1$(touch M)\napplied\n"},
            {"mask upper case", "2:queue\teth0\trx-0\trps_cpus\tFF\napplied\n"},
            {"count in hex", "2:queue\teth0\trx-0\trps_flow_cnt\t0x10\napplied\n"},
            {"queue file twice",
             "2:queue\teth0\trx-0\trps_cpus\t1\nqueue\teth0\trx-0\trps_cpus\t2\n"},
            {"refused thread not in it", "2:thread\t100\t5\tirq/1-x\t0\nrefused-thread\t101\n"},
            {"refused queue file not in it",
             "2:queue\teth0\trx-0\trps_cpus\t1\nrefused-queue\teth0\trx-0\txps_cpus\n"},
            {"good IRQ then a bad queue", "2:writing\t1\t0-3\nqueue\t.\trx-0\trps_cpus\t1\n"},
        };
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        for (const auto &[tag, lines] : cases) {
            QTest::addRow("sh: %s", tag)
                << QStringList{QStandardPaths::findExecutable(QStringLiteral("sh"))} << lines;
            QTest::addRow("busybox sh: %s", tag)
                << (busybox.isEmpty() ? QStringList{} : QStringList{busybox, QStringLiteral("sh")})
                << lines;
        }
    }
    void rollbackRefusesLyingJournal()
    {
        QFETCH(QByteArray, lines);
        Setup s;
        QVERIFY(s.make());
        // ../../evil from /proc/irq is ROOT/evil: a link to the victim's directory.
        QVERIFY(makeLink(s.outside, s.root + QStringLiteral("/evil")));
        QVERIFY(QDir().mkpath(s.root + QStringLiteral("/proc/irq/01")));
        QVERIFY(writeTreeFile(s.root + QStringLiteral("/proc/irq/01/smp_affinity_list"), "1\n"));
        lines.replace("M", QFile::encodeName(s.marker));
        QByteArray header = lines.isEmpty() ? QByteArray("writing\t1\t0-3\n")
                                            : QByteArray("irqatlas-journal-sh\t1\n");
        if (lines.startsWith("2:")) {
            header = "irqatlas-journal-sh\t2\n";
            lines.remove(0, 2);
        }
        // A queue folder the bad names could reach.
        QVERIFY(writeTreeFile(s.root + QStringLiteral("/sys/class/net/eth0/queues/rx-0/rps_cpus"),
                              "00000000\n"));
        QVERIFY(writeTreeFile(s.journal, header + lines));
        const auto before = everything(s.dir.path());

        const ProgramRun r =
            runWithInput(shell().constFirst(),
                         shell().mid(1) + QStringList{s.script, QStringLiteral("rollback"),
                                                      QStringLiteral("--records"), s.root});
        QVERIFY2(r.code == 5, r.err.constData());
        QVERIFY2(r.err.contains("refused, nothing restored"), r.err.constData());
        QVERIFY(r.out.contains("IRQATLAS-APPLY\tfatal\t5\t"));
        QVERIFY(!r.out.contains("\trestored\t"));
        QVERIFY(!QFileInfo::exists(s.marker));
        QCOMPARE(everything(s.dir.path()), before);
    }

    // The journal itself: a symlink (even to a good journal), a directory, a
    // file of another user.
    void rollbackRefusesJournalFile_data() { addShells(); }
    void rollbackRefusesJournalFile()
    {
        Setup s;
        QVERIFY(s.make());
        const QByteArray good = "irqatlas-journal-sh\t1\nwriting\t1\t0-3\napplied\n";
        const QString elsewhere = s.outside + QStringLiteral("/journal.sh");
        QVERIFY(writeTreeFile(elsewhere, good));
        auto rollback = [&] {
            return runWithInput(shell().constFirst(),
                                shell().mid(1) +
                                    QStringList{s.script, QStringLiteral("rollback"), s.root});
        };

        QVERIFY(makeLink(elsewhere, s.journal));
        auto before = everything(s.dir.path());
        ProgramRun r = rollback();
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains("is a symlink; refused, nothing restored"), r.err.constData());
        QCOMPARE(everything(s.dir.path()), before);

        QVERIFY(QFile::remove(s.journal));
        QVERIFY(QDir().mkpath(s.journal));
        before = everything(s.dir.path());
        r = rollback();
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains("not a regular file owned by the user running this script"),
                 r.err.constData());
        QCOMPARE(everything(s.dir.path()), before);
        QVERIFY(QDir(s.journal).removeRecursively());

        if (::geteuid() != 0)
            return; // only root can give a file to another user
        QVERIFY(writeTreeFile(s.journal, good));
        QCOMPARE(::chown(QFile::encodeName(s.journal).constData(), 65534, 65534), 0);
        before = everything(s.dir.path());
        r = rollback();
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains("not a regular file owned by the user running this script"),
                 r.err.constData());
        QCOMPARE(everything(s.dir.path()), before);
    }

    // A good journal, but the files it names are links: a rollback writes
    // only to a regular ROOT/proc/irq/<digits>/smp_affinity_list.
    void rollbackWritesNoLinks_data() { addShells(); }
    void rollbackWritesNoLinks()
    {
        Setup s;
        QVERIFY(s.make());
        const QString irq1 = s.root + QStringLiteral("/proc/irq/1/smp_affinity_list");
        QVERIFY(QFile::remove(irq1));
        QVERIFY(makeLink(s.victim, irq1));
        const QString irq2 = s.root + QStringLiteral("/proc/irq/2");
        QVERIFY(QDir(irq2).removeRecursively());
        QVERIFY(makeLink(s.outside, irq2));
        QVERIFY(QDir(s.root + QStringLiteral("/proc/irq/3")).removeRecursively());
        QVERIFY(writeTreeFile(
            s.journal, "irqatlas-journal-sh\t1\nwriting\t0\t0-1\nwriting\t1\t0-3\nwriting\t2\t0-3\n"
                       "writing\t3\t0-3\napplied\n"));
        const ProgramRun r =
            runWithInput(shell().constFirst(),
                         shell().mid(1) + QStringList{s.script, QStringLiteral("rollback"),
                                                      QStringLiteral("--records"), s.root});
        QCOMPARE(r.code, 7);
        QVERIFY(r.out.contains("IRQATLAS-APPLY\trestored\t0\t0-1\t0-1\t0\n"));
        QVERIFY(r.out.contains("IRQATLAS-APPLY\trestore-failed\t1\t0-3\n"));
        QVERIFY(r.out.contains("IRQATLAS-APPLY\trestore-failed\t2\t0-3\n"));
        QVERIFY(r.out.contains("IRQATLAS-APPLY\trestore-failed\t3\t0-3\n"));
        QCOMPARE(treeFile(s.victim, QString()), QByteArray("victim\n"));
        QVERIFY(!QFileInfo::exists(s.root + QStringLiteral("/proc/irq/3")));
        QCOMPARE(journalState(s.journal), QStringLiteral("applied")); // kept for another try
    }

    // The same for queue files: the queues folder, a queue's folder or the
    // file itself a link is a failed restore, never written through; the
    // interface's own entry may be a link (it is one on sysfs).
    void rollbackWritesNoQueueLinks_data() { addShells(); }
    void rollbackWritesNoQueueLinks()
    {
        Setup s;
        QVERIFY(s.make());
        const QString net = s.root + QStringLiteral("/sys/class/net/");
        const QString devices = s.root + QStringLiteral("/sys/devices/");
        // eth0: a link to its device, as sysfs has it; a good target.
        QVERIFY(writeTreeFile(devices + QStringLiteral("eth0/queues/rx-0/rps_cpus"), "0\n"));
        QVERIFY(QDir().mkpath(net));
        QVERIFY(makeLink(devices + QStringLiteral("eth0"), net + QStringLiteral("eth0")));
        // eth1's queues folder, eth2's rx-0 and eth3's rps_cpus lead outside.
        QVERIFY(writeTreeFile(s.outside + QStringLiteral("/rx-0/rps_cpus"), "victim\n"));
        QVERIFY(QDir().mkpath(net + QStringLiteral("eth1")));
        QVERIFY(makeLink(s.outside, net + QStringLiteral("eth1/queues")));
        QVERIFY(QDir().mkpath(net + QStringLiteral("eth2/queues")));
        QVERIFY(makeLink(s.outside + QStringLiteral("/rx-0"),
                         net + QStringLiteral("eth2/queues/rx-0")));
        QVERIFY(QDir().mkpath(net + QStringLiteral("eth3/queues/rx-0")));
        QVERIFY(makeLink(s.victim, net + QStringLiteral("eth3/queues/rx-0/rps_cpus")));
        QVERIFY(writeTreeFile(s.journal, "irqatlas-journal-sh\t2\n"
                                         "queue\teth0\trx-0\trps_cpus\t00000003\n"
                                         "queue\teth1\trx-0\trps_cpus\t00000003\n"
                                         "queue\teth2\trx-0\trps_cpus\t00000003\n"
                                         "queue\teth3\trx-0\trps_cpus\t00000003\n"
                                         "applied\n"));
        const ProgramRun r =
            runWithInput(shell().constFirst(),
                         shell().mid(1) + QStringList{s.script, QStringLiteral("rollback"),
                                                      QStringLiteral("--records"), s.root});
        QCOMPARE(r.code, 7);
        QVERIFY2(r.out.contains("IRQATLAS-APPLY\tqueue-restored\teth0\trx-0\trps_cpus\t00000003\t"
                                "00000003\n"),
                 r.out.constData());
        for (const char *dev : {"eth1", "eth2", "eth3"})
            QVERIFY(r.out.contains(QByteArray(QByteArray("IRQATLAS-APPLY\tqueue-restore-failed\t") +
                                              dev + "\trx-0\trps_cpus\t00000003\n")));
        QCOMPARE(treeFile(s.outside, QStringLiteral("/rx-0/rps_cpus")), QByteArray("victim\n"));
        QCOMPARE(treeFile(s.victim, QString()), QByteArray("victim\n"));
        QCOMPARE(journalState(s.journal), QStringLiteral("applied"));
    }

    // `SCRIPT confirm` creates JOURNAL.confirm; a link planted there is not
    // followed (it used to truncate its target as root).
    void confirmWritesNoLink_data() { addShells(); }
    void confirmWritesNoLink()
    {
        Setup s;
        QVERIFY(s.make());
        QVERIFY(writeTreeFile(s.journal,
                              "irqatlas-journal-sh\t1\nwriting\t1\t0-3\nawaiting-confirm\n"));
        QVERIFY(makeLink(s.victim, s.journal + QStringLiteral(".confirm")));
        const ProgramRun r =
            runWithInput(shell().constFirst(),
                         shell().mid(1) + QStringList{s.script, QStringLiteral("confirm"), s.root});
        QCOMPARE(r.code, 5);
        QCOMPARE(treeFile(s.victim, QString()), QByteArray("victim\n"));
        QVERIFY(QFile::remove(s.journal + QStringLiteral(".confirm")));
        const ProgramRun ok =
            runWithInput(shell().constFirst(),
                         shell().mid(1) + QStringList{s.script, QStringLiteral("confirm"), s.root});
        QVERIFY2(ok.code == 0, ok.err.constData());
        QVERIFY(QFileInfo(s.journal + QStringLiteral(".confirm")).isFile());
    }

    // The journal path is swapped for a link while the apply waits for its
    // confirmation: the automatic rollback still restores every IRQ from its
    // own journal, and writes nothing through the link.
    void journalSwappedWhileWaiting_data() { addShells(); }
    void journalSwappedWhileWaiting()
    {
        Setup s;
        QVERIFY(s.make());
        const auto before = treeFiles(s.root);
        QProcess p;
        p.start(shell().constFirst(),
                shell().mid(1) + QStringList{s.script, QStringLiteral("apply"),
                                             QStringLiteral("--confirm-timeout"),
                                             QStringLiteral("120"), s.root});
        QVERIFY(p.waitForStarted());
        QVERIFY(QTest::qWaitFor(
            [&] { return journalState(s.journal) == QLatin1String("awaiting-confirm"); }, 60000));
        QCOMPARE(treeFile(s.root, QStringLiteral("/proc/irq/3/smp_affinity_list")),
                 QByteArray("0\n"));
        QVERIFY(QFile::remove(s.journal));
        QVERIFY(makeLink(s.victim, s.journal));
        p.write("revert\n");
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 8, p.readAllStandardError().constData());
        QCOMPARE(treeFiles(s.root), before);
        QCOMPARE(treeFile(s.victim, QString()), QByteArray("victim\n"));
        // Nothing left next to the journal but the link.
        QCOMPARE(
            QDir(QFileInfo(s.journal).absolutePath())
                .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
            QStringList{QStringLiteral("journal.sh")});
    }

    // The shell's messages of a failed write used to go to JOURNAL.err: a
    // link planted there is neither followed nor a reason to stop.
    void errFileLinkIgnored_data() { addShells(); }
    void errFileLinkIgnored()
    {
        Setup s;
        QVERIFY(s.make());
        const auto before = treeFiles(s.root);
        QVERIFY(makeLink(s.victim, s.journal + QStringLiteral(".err")));
        const Immutable locked(s.root + QStringLiteral("/proc/irq/2/smp_affinity_list"));
        if (!locked.on)
            QSKIP("chattr +i does not work here");
        const ProgramRun r =
            runWithInput(shell().constFirst(), shell().mid(1) + QStringList{s.script, s.root});
        QVERIFY2(r.code == 6, r.err.constData());
        QVERIFY(r.err.contains("IRQ 2: writing 0 failed: "));
        QCOMPARE(treeFiles(s.root), before);
        QCOMPARE(treeFile(s.victim, QString()), QByteArray("victim\n"));
        QCOMPARE(journalState(s.journal), QStringLiteral("rolled-back"));
    }

private:
    QStringList shell() const
    {
        QFETCH(QStringList, sh);
        return sh;
    }

    void addShells()
    {
        QTest::addColumn<QStringList>("sh");
        QTest::newRow("sh") << QStringList{QStandardPaths::findExecutable(QStringLiteral("sh"))};
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        QTest::newRow("busybox sh")
            << (busybox.isEmpty() ? QStringList{} : QStringList{busybox, QStringLiteral("sh")});
    }
};

QTEST_GUILESS_MAIN(TestPlanJournal)
#include "tst_planjournal.moc"
