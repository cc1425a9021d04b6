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

using namespace irqatlas;

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
            const CpuRate *rate = cpu == QLatin1String("all") ? &rates.machine : rates.cpu(cpu.toInt());
            if (!pa || !pb || !rate)
                continue; // offline CPUs: mpstat prints them, /proc/stat does not
            const double irq = o[QLatin1String("irq")].toDouble();
            const double soft = o[QLatin1String("soft")].toDouble();
            const auto ourIrq = statFieldPercent(*pa, *pb, CpuTimes::Irq);
            const auto ourSoft = statFieldPercent(*pa, *pb, CpuTimes::SoftIrq);
            QVERIFY(ourIrq && ourSoft);
            qInfo("cpu %s: %%irq mpstat %.2f ours %.2f, %%soft mpstat %.2f ours %.2f", qPrintable(cpu), irq,
                  *ourIrq, soft, *ourSoft);
            QVERIFY2(std::abs(*ourIrq - irq) <= 1.0, qPrintable(cpu));
            QVERIFY2(std::abs(*ourSoft - soft) <= 1.0, qPrintable(cpu));
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
