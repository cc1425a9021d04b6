// irqatlas-cli trial --host against the private OpenSSH server on 127.0.0.1
// (tests/support/sshd.h): an A/A dry run read over SSH, its JSON, and what
// --out DIR keeps. The remote clock is /proc/uptime (10 ms steps, and it may
// give the same time twice), so nothing here depends on how long anything
// took: only shapes and invariants.

#include "faketree.h"
#include "sshd.h"
#include "testdata.h"
#include "trialshape.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace irqatlas::test;

namespace {

const QString kCli = QStringLiteral(IRQATLAS_CLI_PATH);

// Three intervals a phase: enough for a verdict, short on a busy machine.
QStringList quick()
{
    return {QStringLiteral("--before"), QStringLiteral("0.6"),        QStringLiteral("--after"),
            QStringLiteral("0.6"),      QStringLiteral("--interval"), QStringLiteral("0.2")};
}

// The non-empty lines of a recording, parsed; an unparsable one fails.
QList<QJsonObject> jsonLines(const QByteArray &bytes)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : bytes.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(line, &e);
        if (e.error != QJsonParseError::NoError || !d.isObject())
            return {};
        lines.append(d.object());
    }
    return lines;
}

} // namespace

class TestTrialHost : public QObject
{
    Q_OBJECT

    SshdFixture m_sshd;
    QTemporaryDir m_dir;
    QString m_plan;

    QStringList remote() const
    {
        return {QStringLiteral("--host"), m_sshd.target(), QStringLiteral("--ssh-config"),
                m_sshd.clientConfig()};
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo(kCli).isExecutable())
            QSKIP("irqatlas-cli is not built");
        if (!m_sshd.start())
            QSKIP(qPrintable(QStringLiteral("no private sshd: ") + m_sshd.skipReason()));
        // The CLI's control masters go where the fixture stops them.
        qputenv("IRQATLAS_SSH_CONTROL_DIR", QFile::encodeName(m_sshd.controlDir()));
        // A plan for the remote host's own IRQs, made over the same SSH.
        m_plan = m_dir.filePath(QStringLiteral("plan.json"));
        const ProgramRun made =
            runCli(QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"),
                               QStringLiteral("policy-all"), QStringLiteral("--irqs"),
                               QStringLiteral("all"), QStringLiteral("--out"), m_plan} +
                   remote());
        if (made.code != 0 || !QFile::exists(m_plan))
            QSKIP(qPrintable(QStringLiteral("no plan can be made for this host: ") +
                             QString::fromUtf8(made.err)));
    }

    void cleanupTestCase() { m_sshd.stop(); }

    // An A/A trial read over SSH: the documented JSON, nothing applied, and
    // --out DIR with both recordings, the plan and the report.
    void dryRunOverSsh()
    {
        const QString out = m_dir.filePath(QStringLiteral("out"));
        const ProgramRun r =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--dry-run"),
                               QStringLiteral("--format"), QStringLiteral("json"),
                               QStringLiteral("--out"), out} +
                   quick() + remote());
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonParseError e;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, r.out.constData());
        checkTrialShape(o);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-trial"));
        QCOMPARE(o.value(QStringLiteral("kept")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("applied")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("dry_run")).toBool(), true);
        QVERIFY(!o.contains(QStringLiteral("error")));
        QVERIFY2(o.value(QStringLiteral("source")).toString().contains(m_sshd.host()),
                 qPrintable(o.value(QStringLiteral("source")).toString()));
        QCOMPARE(o.value(QStringLiteral("plan_file")).toString(), m_plan);

        for (const char *name : {"before", "after"}) {
            const QJsonObject phase = o.value(QLatin1String(name)).toObject();
            // round(0.6 / 0.2) intervals, none lost.
            QCOMPARE(phase.value(QStringLiteral("intervals")).toInt(), 3);
            QCOMPARE(phase.value(QStringLiteral("gaps")).toInt(), 0);
            QVERIFY2(phase.value(QStringLiteral("seconds")).toDouble() > 0, name);
            QVERIFY(phase.value(QStringLiteral("last_wall_ms")).toDouble() >=
                    phase.value(QStringLiteral("first_wall_ms")).toDouble());
            QCOMPARE(phase.value(QStringLiteral("recording")).toString(),
                     QLatin1String(name) + QStringLiteral(".jsonl"));
            // Every mean is a finite number or null, never NaN written as
            // something else.
            const QJsonObject means = phase.value(QStringLiteral("means")).toObject();
            QVERIFY(!means.isEmpty());
            for (auto it = means.begin(); it != means.end(); ++it)
                QVERIFY2(it.value().isNull() ||
                             (it.value().isDouble() && std::isfinite(it.value().toDouble())),
                         qPrintable(it.key()));
        }
        // Percentages are shares of the CPU time the phase had.
        const QJsonArray verdict = o.value(QStringLiteral("verdict")).toArray();
        for (const auto &v : verdict) {
            const QJsonObject m = v.toObject();
            const QString metric = m.value(QStringLiteral("metric")).toString();
            for (const char *side : {"before", "after"}) {
                const QJsonValue x = m.value(QLatin1String(side));
                QVERIFY2(x.isNull() || std::isfinite(x.toDouble()), qPrintable(metric));
                if (metric.endsWith(QLatin1String("_pct")) && !x.isNull())
                    QVERIFY2(x.toDouble() >= 0 && x.toDouble() <= 100.0001, qPrintable(metric));
                if (metric.startsWith(QLatin1String("irqs_per_sec")) && !x.isNull())
                    QVERIFY2(x.toDouble() >= 0, qPrintable(metric));
            }
            if (!m.value(QStringLiteral("before")).isNull() &&
                !m.value(QStringLiteral("after")).isNull())
                QVERIFY2(std::abs(m.value(QStringLiteral("change")).toDouble() -
                                  (m.value(QStringLiteral("after")).toDouble() -
                                   m.value(QStringLiteral("before")).toDouble())) < 1e-6,
                         qPrintable(metric));
        }

        // --out DIR: both recordings, the plan as given and the report.
        const QStringList files = QDir(out).entryList(QDir::Files, QDir::Name);
        for (const char *f : {"before.jsonl", "after.jsonl", "plan.json", "report.json"})
            QVERIFY2(files.contains(QLatin1String(f)), f);
        // A dry run has no helper: no output of its, no journal.
        QVERIFY(!files.contains(QStringLiteral("helper.jsonl")));
        QVERIFY(!files.contains(QStringLiteral("journal.json")));
        QCOMPARE(fileBytes(out + QStringLiteral("/plan.json")), fileBytes(m_plan));
        QCOMPARE(QJsonDocument::fromJson(fileBytes(out + QStringLiteral("/report.json"))).object(),
                 o);
        for (const char *name : {"before", "after"}) {
            const QString rec =
                out + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".jsonl");
            // One sample more than the phase has intervals.
            const QList<QJsonObject> lines = jsonLines(fileBytes(rec));
            QVERIFY2(lines.size() >= 2, name);
            // The recordings replay (as watch --record's do), one line per
            // interval of the phase.
            const ProgramRun replay =
                runCli({QStringLiteral("watch"), QStringLiteral("--replay"), rec,
                        QStringLiteral("--format"), QStringLiteral("json")});
            QVERIFY2(replay.code == 0, replay.err.constData());
            QCOMPARE(
                replay.out.trimmed().split('\n').size(),
                o.value(QLatin1String(name)).toObject().value(QStringLiteral("intervals")).toInt());
        }
        // The report command takes the directory as it is, for the same host.
        const QString html = m_dir.filePath(QStringLiteral("trial.html"));
        const ProgramRun report =
            runCli(QStringList{QStringLiteral("report"), QStringLiteral("--trial"), out,
                               QStringLiteral("--out"), html} +
                   remote());
        QVERIFY2(report.code == 0, report.err.constData());
        QVERIFY(fileBytes(html).contains("<svg"));
    }

    // The table format over SSH, and a --metric run on this side.
    void tableAndMetricOverSsh()
    {
        const ProgramRun r =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--dry-run"),
                               QStringLiteral("--metric"), QStringLiteral("echo 7.5 units")} +
                   quick() + remote());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("hardirq"), r.out.constData());
        QVERIFY2(r.err.contains("dry run"), r.err.constData());
    }

    // A --out that is not empty is refused before anything is read.
    void outNotEmptyRefused()
    {
        const QString out = m_dir.filePath(QStringLiteral("busy"));
        QVERIFY(QDir().mkpath(out));
        QFile f(out + QStringLiteral("/x"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const ProgramRun r =
            runCli(QStringList{QStringLiteral("trial"), m_plan, QStringLiteral("--dry-run"),
                               QStringLiteral("--out"), out} +
                   quick() + remote());
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("not empty"), r.err.constData());
        QCOMPARE(QDir(out).entryList(QDir::Files), QStringList{QStringLiteral("x")});
    }
};

QTEST_GUILESS_MAIN(TestTrialHost)
#include "tst_trialhost.moc"
