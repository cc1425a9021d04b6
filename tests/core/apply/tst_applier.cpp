// The core applier against a fake /proc tree: writes, read-back, injected
// kernel failures, rollback byte for byte.

#include "apply/applier.h"
#include "apply/irqwriter.h"
#include "apply/journal.h"
#include "apply/statedir.h"
#include "applytree.h"
#include "model/planfile.h"
#include "testdata.h"

#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <unistd.h>

using namespace irqatlas;
using namespace irqatlas::test;

class TestApplier : public QObject
{
    Q_OBJECT

private:
    Plan virtioPlan()
    {
        auto p = readPlan(readData(QStringLiteral("apply/plan-virtio.json")),
                          QStringLiteral("plan-virtio.json"));
        if (!p.ok())
            qFatal("plan-virtio.json: %s", qPrintable(p.errorString()));
        return *p;
    }

private slots:
    void applyWritesEveryIrq()
    {
        QTemporaryDir dir;
        QVERIFY(makeVirtioTree(dir.path()));
        RootIrqWriter w(dir.path());
        QVERIFY(w.open().ok());
        ApplyOptions opt;
        auto sd = StateDir::openPath(dir.path(), ::geteuid());
        QVERIFY(sd.ok());
        opt.stateDir = &*sd;
        opt.journalName = QStringLiteral("journal.json");
        const ApplyReport r = applyPlan(virtioPlan(), w, opt);
        QCOMPARE(r.status, ApplyStatus::Applied);
        QCOMPARE(r.irqs.size(), std::size_t(4));
        QCOMPARE(treeFile(dir.path(), QStringLiteral("/proc/irq/25/smp_affinity_list")),
                 QByteArray("1\n"));
        QCOMPARE(treeFile(dir.path(), QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QCOMPARE(treeFile(dir.path(), QStringLiteral("/proc/irq/27/smp_affinity_list")),
                 QByteArray("0,2\n"));
        QCOMPARE(treeFile(dir.path(), QStringLiteral("/proc/irq/28/smp_affinity_list")),
                 QByteArray("3\n"));
        // Untouched neighbours stay as they were.
        QCOMPARE(treeFile(dir.path(), QStringLiteral("/proc/irq/24/smp_affinity_list")),
                 QByteArray("0-3\n"));
        // The fake effective affinity stays on CPU 0: outside 1, 2-3 and 3, inside 0,2.
        QCOMPARE(r.irqs[0].effectiveMismatch, true);
        QCOMPARE(r.irqs[1].effectiveMismatch, true);
        QCOMPARE(r.irqs[2].effectiveMismatch, false);
        QCOMPARE(r.irqs[3].effectiveMismatch, true);
        QCOMPARE(r.irqs[0].previous, std::string("0-3\n"));
        auto j = loadJournal(*sd, opt.journalName);
        QVERIFY(j.ok());
        QCOMPARE(j->state, Journal::State::Applied);
        QCOMPARE(j->entries.size(), std::size_t(4));
        QCOMPARE(j->entries[1].previous, std::string("0-3\n"));
        QCOMPARE(j->entries[1].requested, std::string("2-3\n"));
    }

    void failedWriteRollsBack_data()
    {
        QTest::addColumn<int>("nth");
        QTest::addColumn<int>("err");
        QTest::newRow("third write EIO (managed IRQ)") << 3 << EIO;
        QTest::newRow("third write EINVAL") << 3 << EINVAL;
        QTest::newRow("third write ENOSPC (out of vectors)") << 3 << ENOSPC;
        QTest::newRow("first write EIO") << 1 << EIO;
        QTest::newRow("last write ENOSPC") << 4 << ENOSPC;
    }
    void failedWriteRollsBack()
    {
        QFETCH(int, nth);
        QFETCH(int, err);
        QTemporaryDir dir;
        QVERIFY(makeVirtioTree(dir.path()));
        const auto before = treeFiles(dir.path());
        RootIrqWriter real(dir.path());
        QVERIFY(real.open().ok());
        FaultyIrqWriter w(real);
        w.failWrite(nth, err);
        ApplyOptions opt;
        auto sd = StateDir::openPath(dir.path(), ::geteuid());
        QVERIFY(sd.ok());
        opt.stateDir = &*sd;
        opt.journalName = QStringLiteral("journal.json");
        const ApplyReport r = applyPlan(virtioPlan(), w, opt);
        QCOMPARE(r.status, ApplyStatus::RolledBack);
        QCOMPARE(r.irqs[std::size_t(nth - 1)].err, err);
        QVERIFY(r.irqs[std::size_t(nth - 1)].error.contains(errnoName(err)));
        for (int i = 0; i < nth - 1; ++i) {
            QVERIFY(r.irqs[std::size_t(i)].written);
            QVERIFY(r.irqs[std::size_t(i)].restored);
        }
        // nth-1 writes, one refused write, nth-1 restores.
        QCOMPARE(w.writes(), 2 * (nth - 1) + 1);
        QCOMPARE(treeFiles(dir.path()), before);
        auto j = loadJournal(*sd, opt.journalName);
        QVERIFY(j.ok());
        QCOMPARE(j->state, Journal::State::RolledBack);
    }

    void readBackMismatchRollsBack()
    {
        QTemporaryDir dir;
        QVERIFY(makeVirtioTree(dir.path()));
        const auto before = treeFiles(dir.path());
        RootIrqWriter real(dir.path());
        QVERIFY(real.open().ok());
        FaultyIrqWriter w(real);
        w.fakeReadBack(27, "0-3\n"); // the kernel kept the old value
        ApplyOptions opt;
        auto sd = StateDir::openPath(dir.path(), ::geteuid());
        QVERIFY(sd.ok());
        opt.stateDir = &*sd;
        opt.journalName = QStringLiteral("journal.json");
        const ApplyReport r = applyPlan(virtioPlan(), w, opt);
        QCOMPARE(r.status, ApplyStatus::RolledBack);
        QVERIFY2(
            r.irqs[2].error.contains(QStringLiteral("read back \"0-3\" after writing \"0,2\"")),
            qPrintable(r.irqs[2].error));
        QVERIFY(r.irqs[2].restored);
        QVERIFY(!r.irqs[3].written);
        QCOMPARE(treeFiles(dir.path()), before);
    }

    void rollbackJournalIsByteExactAndOnce()
    {
        QTemporaryDir dir;
        QVERIFY(makeVirtioTree(dir.path()));
        // Odd but valid previous content must come back byte for byte.
        QVERIFY(writeTreeFile(dir.filePath(QStringLiteral("proc/irq/26/smp_affinity_list")),
                              "0-1,3\n"));
        const auto before = treeFiles(dir.path());
        RootIrqWriter w(dir.path());
        QVERIFY(w.open().ok());
        ApplyOptions opt;
        auto sd = StateDir::openPath(dir.path(), ::geteuid());
        QVERIFY(sd.ok());
        opt.stateDir = &*sd;
        opt.journalName = QStringLiteral("journal.json");
        QCOMPARE(applyPlan(virtioPlan(), w, opt).status, ApplyStatus::Applied);
        QVERIFY(treeFiles(dir.path()) != before);
        const ApplyReport back = rollbackJournalFile(*sd, opt.journalName, w);
        QCOMPARE(back.status, ApplyStatus::Reverted);
        QCOMPARE(back.irqs.size(), std::size_t(4));
        QCOMPARE(back.irqs.front().irq, 28); // newest first
        QCOMPARE(treeFiles(dir.path()), before);
        const ApplyReport again = rollbackJournalFile(*sd, opt.journalName, w);
        QCOMPARE(again.status, ApplyStatus::NothingToRollBack);
        QVERIFY(again.message.contains(QStringLiteral("already rolled back")));
        QCOMPARE(treeFiles(dir.path()), before);
        const ApplyReport none = rollbackJournalFile(*sd, QStringLiteral("nope.json"), w);
        QCOMPARE(none.status, ApplyStatus::NothingToRollBack);
        QVERIFY(none.message.contains(QStringLiteral("no journal")));
    }

    void failedRestoreKeepsJournalForRetry()
    {
        QTemporaryDir dir;
        QVERIFY(makeVirtioTree(dir.path()));
        const auto before = treeFiles(dir.path());
        RootIrqWriter real(dir.path());
        QVERIFY(real.open().ok());
        ApplyOptions opt;
        auto sd = StateDir::openPath(dir.path(), ::geteuid());
        QVERIFY(sd.ok());
        opt.stateDir = &*sd;
        opt.journalName = QStringLiteral("journal.json");
        QCOMPARE(applyPlan(virtioPlan(), real, opt).status, ApplyStatus::Applied);
        FaultyIrqWriter w(real);
        w.failIrq(26, EIO);
        const ApplyReport r = rollbackJournalFile(*sd, opt.journalName, w);
        QCOMPARE(r.status, ApplyStatus::RollbackIncomplete);
        QCOMPARE(treeFile(dir.path(), QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        auto j = loadJournal(*sd, opt.journalName);
        QVERIFY(j.ok());
        QCOMPARE(j->state, Journal::State::RollbackIncomplete);
        // A later rollback with a healthy kernel finishes the job.
        QCOMPARE(rollbackJournalFile(*sd, opt.journalName, real).status, ApplyStatus::Reverted);
        QCOMPARE(treeFiles(dir.path()), before);
    }

    void dryRunWritesNothing()
    {
        QTemporaryDir dir;
        QVERIFY(makeVirtioTree(dir.path()));
        const auto before = treeFiles(dir.path());
        RootIrqWriter w(dir.path());
        QVERIFY(w.open().ok());
        ApplyOptions opt;
        opt.dryRun = true;
        auto sd = StateDir::openPath(dir.path(), ::geteuid());
        QVERIFY(sd.ok());
        opt.stateDir = &*sd;
        opt.journalName = QStringLiteral("journal.json");
        const ApplyReport r = applyPlan(virtioPlan(), w, opt);
        QCOMPARE(r.status, ApplyStatus::DryRun);
        QCOMPARE(treeFiles(dir.path()), before);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("journal.json"))));
    }

    void validationRefusesBeforeWriting_data()
    {
        QTest::addColumn<int>("irq");
        QTest::addColumn<QString>("cpus");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing IRQ")
            << 99 << QStringLiteral("1") << QStringLiteral("/proc/irq/99: no such interrupt");
        QTest::newRow("offline CPU")
            << 26 << QStringLiteral("2-5") << QStringLiteral("CPU 4-5 not online (online: 0-3)");
        QTest::newRow("symlinked IRQ dir")
            << 77 << QStringLiteral("1") << QStringLiteral("symlinks are not followed");
    }
    void validationRefusesBeforeWriting()
    {
        QFETCH(int, irq);
        QFETCH(QString, cpus);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(makeVirtioTree(dir.path()));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("proc/irq/25")),
                            dir.filePath(QStringLiteral("proc/irq/77"))));
        const auto before = treeFiles(dir.path());
        Plan plan = virtioPlan();
        PlanAssignment a;
        a.irq = irq;
        a.cpus = *CpuSet::parseList(cpus.toStdString());
        plan.assignments.push_back(a); // the good entries come first: still nothing may be written
        RootIrqWriter w(dir.path());
        QVERIFY(w.open().ok());
        ApplyOptions opt;
        auto sd = StateDir::openPath(dir.path(), ::geteuid());
        QVERIFY(sd.ok());
        opt.stateDir = &*sd;
        opt.journalName = QStringLiteral("journal.json");
        const ApplyReport r = applyPlan(plan, w, opt);
        QCOMPARE(r.status, ApplyStatus::PlanDoesNotFit);
        QCOMPARE(r.errors.size(), 1);
        QVERIFY2(r.errors.first().contains(expected), qPrintable(r.errors.first()));
        QVERIFY(r.errors.first().startsWith(QStringLiteral("assignment 4 (irq %1)").arg(irq)));
        QCOMPARE(treeFiles(dir.path()), before);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("journal.json"))));
    }

    void journalRoundTrip()
    {
        Journal j;
        j.state = Journal::State::AwaitingConfirm;
        j.entries.push_back({142, "0-3\n", "6-7\n", JournalEntry::State::Written});
        j.entries.push_back({143, "0-3\n", "6\n", JournalEntry::State::Writing});
        auto back = parseJournal(writeJournalJson(j), QStringLiteral("j"));
        QVERIFY(back.ok());
        QCOMPARE(back->state, Journal::State::AwaitingConfirm);
        QCOMPARE(back->entries.size(), std::size_t(2));
        QCOMPARE(back->entries[1].state, JournalEntry::State::Writing);
        QVERIFY(back->entries[1].touched());
        QCOMPARE(back->entries[0].previous, std::string("0-3\n"));
        auto bad =
            parseJournal("{\"format\": \"x\"}", QStringLiteral("/var/lib/irqatlas/journal.json"));
        QVERIFY(!bad.ok());
        QVERIFY(bad.errorString().startsWith(
            QStringLiteral("/var/lib/irqatlas/journal.json: not an irqatlas journal")));
    }
};

QTEST_GUILESS_MAIN(TestApplier)
#include "tst_applier.moc"
