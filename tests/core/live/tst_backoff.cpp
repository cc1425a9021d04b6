// BackoffSampleSource: the growing wait between reconnection attempts, the
// gaps in between, and the reset after a good read, on a clock the test moves.

#include "live/backoffsource.h"

#include <QtTest>
#include <deque>

using namespace irqatlas;

namespace {

// Answers from a script: true = a good sample, false = a lost connection.
class ScriptedSource : public SampleSource
{
public:
    explicit ScriptedSource(std::deque<bool> script) : m_script(std::move(script)) {}
    QString displayName() const override { return QStringLiteral("db7"); }
    bool isLive() const override { return true; }
    std::optional<Sample> next() override
    {
        ++calls;
        Sample s;
        const bool good = m_script.empty() || m_script.front();
        if (!m_script.empty())
            m_script.pop_front();
        if (good)
            s.parsed = std::make_shared<ParsedSample>();
        else
            s.error =
                QStringLiteral("db7: disconnected: the connection was lost: Connection refused");
        return s;
    }
    int calls = 0;

private:
    std::deque<bool> m_script;
};

constexpr std::int64_t kSec = 1000000000;

} // namespace

class TestBackoff : public QObject
{
    Q_OBJECT
private slots:
    // Ticks every second while the host stays away: attempts after 1, 2, 4,
    // 8, 16, 30, 30 s, and a gap naming the wait on every tick in between.
    void waitsGrowToThirtySeconds()
    {
        std::int64_t now = 0;
        auto *inner = new ScriptedSource(std::deque<bool>(200, false));
        BackoffSampleSource src(std::unique_ptr<SampleSource>(inner), [&now] { return now; });
        QCOMPARE(src.displayName(), QStringLiteral("db7"));
        std::vector<std::int64_t> attempts;
        int lastCalls = 0;
        for (int tick = 0; tick < 130; ++tick, now += kSec) {
            auto s = src.next();
            QVERIFY(s);
            QVERIFY(!s->ok());
            QVERIFY2(s->error.contains(QStringLiteral("disconnected")), qPrintable(s->error));
            QVERIFY2(s->error.contains(QStringLiteral("reconnecting in")), qPrintable(s->error));
            if (inner->calls != lastCalls) {
                attempts.push_back(now / kSec);
                lastCalls = inner->calls;
            }
        }
        const std::vector<std::int64_t> expected = {0, 1, 3, 7, 15, 31, 61, 91, 121};
        QCOMPARE(attempts, expected);
        QCOMPARE(src.currentDelaySec(), BackoffSampleSource::kMaxDelaySec);
    }

    void countdownInTheMessage()
    {
        std::int64_t now = 0;
        BackoffSampleSource src(
            std::make_unique<ScriptedSource>(std::deque<bool>{true, false, false}),
            [&now] { return now; });
        QVERIFY(src.next()->ok());
        now += kSec;
        QVERIFY(src.next()->error.endsWith(QStringLiteral("reconnecting in 1 s")));
        now += kSec; // second attempt fails: 2 s
        QVERIFY(src.next()->error.endsWith(QStringLiteral("reconnecting in 2 s")));
        now += kSec / 2;
        QVERIFY(
            src.next()->error.endsWith(QStringLiteral("reconnecting in 2 s"))); // 1.5 s rounds up
        now += kSec;
        QVERIFY(src.next()->error.endsWith(QStringLiteral("reconnecting in 1 s")));
    }

    // One good read and the next loss starts again at 1 s.
    void goodReadResetsTheWait()
    {
        std::int64_t now = 0;
        auto *inner = new ScriptedSource({false, false, true, false});
        BackoffSampleSource src(std::unique_ptr<SampleSource>(inner), [&now] { return now; });
        QVERIFY(!src.next()->ok()); // t=0, wait 1
        now = 1 * kSec;
        QVERIFY(!src.next()->ok()); // t=1, wait 2
        QCOMPARE(src.currentDelaySec(), 2);
        now = 3 * kSec;
        QVERIFY(src.next()->ok()); // back
        QCOMPARE(src.currentDelaySec(), 0);
        now = 4 * kSec;
        QVERIFY(!src.next()->ok());
        QCOMPARE(src.currentDelaySec(), 1);
        QCOMPARE(inner->calls, 4);
    }
};

QTEST_GUILESS_MAIN(TestBackoff)
#include "tst_backoff.moc"
