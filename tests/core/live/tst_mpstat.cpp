// %irq and %soft agree with sysstat's mpstat on this machine: /proc/stat is
// read, `mpstat -P ALL 1 1` runs, /proc/stat is read again, and the shares
// computed from our two reads (which enclose mpstat's) must match mpstat's
// within one point for every CPU and for "all".

#include "live/rates.h"
#include "live/sample.h"
#include "procfs/hostsource.h"
#include "procfs/procstat.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <unistd.h>

using namespace irqatlas;

namespace {

// The seconds of CPU time a CPU line advanced by between two reads: every
// field mpstat counts (guest time is inside user already).
double windowSeconds(const irqatlas::CpuTimes &a, const irqatlas::CpuTimes &b)
{
    std::uint64_t ticks = 0;
    for (int f = irqatlas::CpuTimes::User; f <= irqatlas::CpuTimes::Steal; ++f) {
        const auto fa = a.field(irqatlas::CpuTimes::Field(f)),
                   fb = b.field(irqatlas::CpuTimes::Field(f));
        if (fa && fb && *fb > *fa)
            ticks += *fb - *fa;
    }
    return double(ticks) / double(::sysconf(_SC_CLK_TCK));
}

} // namespace

class TestMpstat : public QObject
{
    Q_OBJECT
private slots:
    void matchesMpstat()
    {
        const QString mpstat = QStandardPaths::findExecutable(QStringLiteral("mpstat"));
        if (mpstat.isEmpty())
            QSKIP("mpstat (sysstat) is not installed");
        if (!QFile::exists(QStringLiteral("/proc/stat")))
            QSKIP("no /proc/stat on this system");
        auto host = openLocalHost();

        const Sample before = readSample(*host);
        QVERIFY2(before.ok(), qPrintable(before.error));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        env.insert(QStringLiteral("S_TIME_FORMAT"), QStringLiteral("ISO"));
        p.setProcessEnvironment(env);
        p.start(mpstat, {QStringLiteral("-P"), QStringLiteral("ALL"), QStringLiteral("-o"),
                         QStringLiteral("JSON"), QStringLiteral("1"), QStringLiteral("1")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const Sample after = readSample(*host);
        QVERIFY2(after.ok(), qPrintable(after.error));

        const QJsonObject host0 = QJsonDocument::fromJson(p.readAllStandardOutput())
                                      .object()[QLatin1String("sysstat")]
                                      .toObject()[QLatin1String("hosts")]
                                      .toArray()
                                      .at(0)
                                      .toObject();
        const QJsonArray load = host0[QLatin1String("statistics")]
                                    .toArray()
                                    .at(0)
                                    .toObject()[QLatin1String("cpu-load")]
                                    .toArray();
        QVERIFY2(!load.isEmpty(), "no cpu-load in mpstat's JSON output");

        const ProcStat &a = before.parsed->stat;
        const ProcStat &b = after.parsed->stat;
        const Rates rates = computeRates(before, after);
        QVERIFY(!rates.isGap());
        int compared = 0;
        for (const auto &v : load) {
            const QJsonObject o = v.toObject();
            const QString cpu = o[QLatin1String("cpu")].toString();
            const CpuTimes *pa = cpu == QLatin1String("all") ? &a.total : a.cpu(cpu.toInt());
            const CpuTimes *pb = cpu == QLatin1String("all") ? &b.total : b.cpu(cpu.toInt());
            const CpuRate *rate =
                cpu == QLatin1String("all") ? &rates.machine : rates.cpu(cpu.toInt());
            if (!pa || !pb || !rate)
                continue; // offline CPUs: mpstat prints them, /proc/stat does not
            const double irq = o[QLatin1String("irq")].toDouble();
            const double soft = o[QLatin1String("soft")].toDouble();
            const auto ourIrq = statFieldPercent(*pa, *pb, CpuTimes::Irq);
            const auto ourSoft = statFieldPercent(*pa, *pb, CpuTimes::SoftIrq);
            QVERIFY(ourIrq && ourSoft);
            qInfo("cpu %s: %%irq mpstat %.2f ours %.2f, %%soft mpstat %.2f ours %.2f",
                  qPrintable(cpu), irq, *ourIrq, soft, *ourSoft);
            // Our window encloses mpstat's 1 s one and is longer by the time
            // mpstat takes to start and stop; what happens in that extra time
            // moves a share by at most extra/window of 100 points (a busy
            // machine makes it long). Plus one point for tick granularity.
            const double window = windowSeconds(*pa, *pb) /
                                  (cpu == QLatin1String("all") ? double(b.cpus.size()) : 1.0);
            const double slack = 1.0 + (window > 1.0 ? 100.0 * (window - 1.0) / window : 0.0);
            QVERIFY2(std::abs(*ourIrq - irq) <= slack,
                     qPrintable(cpu + QStringLiteral(" window %1 s").arg(window)));
            QVERIFY2(std::abs(*ourSoft - soft) <= slack,
                     qPrintable(cpu + QStringLiteral(" window %1 s").arg(window)));
            // The rates show the same figure, or "not accounted" exactly when
            // the kernel never charged the field: then mpstat can only show 0.
            if (rate->hardirqPct)
                QCOMPARE(*rate->hardirqPct, *ourIrq);
            else
                QCOMPARE(irq, 0.0);
            if (rate->softirqPct)
                QCOMPARE(*rate->softirqPct, *ourSoft);
            else
                QCOMPARE(soft, 0.0);
            ++compared;
        }
        QVERIFY(compared >= 2); // "all" and at least one CPU
    }
};

QTEST_GUILESS_MAIN(TestMpstat)
#include "tst_mpstat.moc"
