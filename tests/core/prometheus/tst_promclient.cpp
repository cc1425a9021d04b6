// The Prometheus client against a server of the test's own (a QTcpServer on
// 127.0.0.1): a good answer, basic auth, Prometheus' own error, and hostile
// answers (garbage, too large, too slow, HTTP errors) that must end in a
// clear error naming the URL. The parser's checks on answers as bytes.

#include "fleet/promfleet.h"
#include "prometheus/promclient.h"
#include "prometheus/promhost.h"

#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace irqatlas;

namespace {

const QByteArray kUp = R"({"status":"success","data":{"resultType":"vector","result":[
{"metric":{"__name__":"up","instance":"a:9100","job":"node"},"value":[1764495600.5,"1"]},
{"metric":{"__name__":"up","instance":"b:9100","job":"node"},"value":[1764495600.5,"0"]}]}})";

// Answers every request with what reply() returns for it; an empty answer
// keeps the connection open without a word.
class FakeServer : public QObject
{
public:
    std::function<QByteArray(const QByteArray &request)> reply;
    QByteArray lastRequest;

    FakeServer()
    {
        QVERIFY(m_server.listen(QHostAddress::LocalHost, 0));
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection())
                connect(s, &QTcpSocket::readyRead, this, [this, s] { serve(s); });
        });
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()); }

private:
    void serve(QTcpSocket *s)
    {
        m_pending[s] += s->readAll();
        if (!m_pending[s].contains("\r\n\r\n"))
            return;
        lastRequest = m_pending.take(s);
        const QByteArray answer = reply(lastRequest);
        if (answer.isEmpty())
            return;
        s->write(answer);
        s->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_pending;
};

QByteArray http(int status, const QByteArray &body, bool withLength = true)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + " X\r\nConnection: close\r\n" +
                      "Content-Type: application/json\r\n";
    if (withLength)
        head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    return head + "\r\n" + body;
}

// What Prometheus answers to a query_range request: one point a step from
// start to end of series {a="1"} (its value the time) and, from time 20000
// on, {a="2"}; past 11,000 points a series, Prometheus' own refusal.
QByteArray rangeAnswer(const QByteArray &request)
{
    const QUrlQuery q(QUrl(QString::fromLatin1(request.split(' ').value(1))).query());
    const double start = q.queryItemValue(QStringLiteral("start")).toDouble();
    const double end = q.queryItemValue(QStringLiteral("end")).toDouble();
    const double step = q.queryItemValue(QStringLiteral("step")).toDouble();
    if ((end - start) / step > 11000)
        return http(400, R"({"status":"error","errorType":"bad_data","error":"exceeded maximum )"
                         R"(resolution of 11,000 points per timeseries"})");
    QByteArray one, two;
    for (double t = start; t <= end; t += step) {
        const QByteArray point =
            '[' + QByteArray::number(t, 'f', 3) + ",\"" + QByteArray::number(t, 'f', 0) + "\"]";
        one += (one.isEmpty() ? "" : ",") + point;
        if (t >= 20000)
            two += (two.isEmpty() ? "" : ",") + point;
    }
    QByteArray result = R"({"metric":{"a":"1"},"values":[)" + one + "]}";
    if (!two.isEmpty())
        result += R"(,{"metric":{"a":"2"},"values":[)" + two + "]}";
    return http(200,
                R"({"status":"success","data":{"resultType":"matrix","result":[)" + result + "]}}");
}

PromServer serverAt(const FakeServer &fake)
{
    PromServer s;
    s.url = *promServerUrl(fake.url());
    s.timeoutMs = 30000; // a loaded machine; only the silent server waits it out
    return s;
}

} // namespace

class TestPromClient : public QObject
{
    Q_OBJECT

private slots:
    void parsesAVector()
    {
        auto r = parsePromResponse(kUp, QStringLiteral("u"));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QCOMPARE(r->type, PromResult::Type::Vector);
        QCOMPARE(r->series.size(), std::size_t(2));
        QCOMPARE(r->series[1].label(u"instance"), QStringLiteral("b:9100"));
        QCOMPARE(r->series[0].samples.at(0).value, 1.0);
        QCOMPARE(r->series[0].samples.at(0).time, 1764495600.5);
    }

    void refusesBadAnswers_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("error");
        QTest::newRow("not json") << QByteArray("<html>") << "u: the answer is not a JSON object";
        QTest::newRow("status") << QByteArray(R"({"status":"ok"})") << "u: status: ";
        QTest::newRow("error")
            << QByteArray(R"({"status":"error","errorType":"bad_data","error":"parse error"})")
            << "u: the server says: parse error (bad_data)";
        QTest::newRow("type")
            << QByteArray(R"({"status":"success","data":{"resultType":"streams","result":[]}})")
            << "u: data.resultType: ";
        QTest::newRow("nan")
            << QByteArray(
                   R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{},"value":[1,"NaN"]}]}})")
            << "u: data.result[0].value: the value \"NaN\" is not a finite number";
        QTest::newRow("number value")
            << QByteArray(
                   R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{},"value":[1,2]}]}})")
            << "u: data.result[0].value: the value \"2\"";
        QTest::newRow("label")
            << QByteArray(
                   R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{"a-b":"x"},"value":[1,"2"]}]}})")
            << "u: data.result[0].metric: \"a-b\" is not a label name";
        QTest::newRow("label value")
            << QByteArray(
                   R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{"a":1},"value":[1,"2"]}]}})")
            << "u: data.result[0].metric.a: not a string";
        QTest::newRow("time")
            << QByteArray(
                   R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{},"values":[[1,"2"],[-1,"2"]]}]}})")
            << "u: data.result[0].values[1]: the time";
        QTest::newRow("order")
            << QByteArray(
                   R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{},"values":[[2,"2"],[1,"2"]]}]}})")
            << "u: data.result[0].values[1]: timestamps do not increase";
    }

    void refusesBadAnswers()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, error);
        auto r = parsePromResponse(body, QStringLiteral("u"));
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().startsWith(error), qPrintable(r.errorString()));
    }

    void capsSeriesAndSamples()
    {
        auto r = parsePromResponse(kUp, QStringLiteral("u"), {1 << 20, 1, 100});
        QVERIFY(!r.ok());
        QCOMPARE(r.errorString(), QStringLiteral("u: data.result: more than 1 series"));
        const QByteArray m =
            R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{},"values":[[1,"1"],[2,"1"],[3,"1"]]}]}})";
        auto s = parsePromResponse(m, QStringLiteral("u"), {1 << 20, 10, 2});
        QVERIFY(!s.ok());
        QCOMPARE(s.errorString(),
                 QStringLiteral("u: data.result[0]: more than 2 samples in one answer"));
    }

    void rangePastElevenThousandSteps()
    {
        FakeServer fake;
        int requests = 0;
        fake.reply = [&](const QByteArray &request) {
            ++requests;
            return rangeAnswer(request);
        };
        const PromServer server = serverAt(fake);
        // What one request of the whole range gets: Prometheus' refusal.
        auto whole = promGet(server, QStringLiteral("/api/v1/query_range"),
                             {{QStringLiteral("query"), QStringLiteral("x")},
                              {QStringLiteral("start"), QStringLiteral("0")},
                              {QStringLiteral("end"), QStringLiteral("25000")},
                              {QStringLiteral("step"), QStringLiteral("1")}});
        QVERIFY(!whole.ok());
        QVERIFY2(whole.errorString().contains(QStringLiteral("11,000 points")),
                 qPrintable(whole.errorString()));
        requests = 0;
        auto r = promQueryRange(server, QStringLiteral("x"), 0, 25000, 1);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.errorString()));
        QCOMPARE(requests, 3);
        QCOMPARE(r->series.size(), std::size_t(2));
        const std::vector<PromSample> &one = r->series[0].samples;
        QCOMPARE(one.size(), std::size_t(25001));
        for (std::size_t i = 0; i < one.size(); ++i)
            if (one[i].time != double(i) || one[i].value != double(i))
                QFAIL(qPrintable(QStringLiteral("point %1 is at %2").arg(i).arg(one[i].time)));
        // A series first seen in a later piece starts where it started.
        QCOMPARE(r->series[1].label(u"a"), QStringLiteral("2"));
        QCOMPARE(r->series[1].samples.size(), std::size_t(5001));
        QCOMPARE(r->series[1].samples.front().time, 20000.0);
        // The caps hold for the whole range, not one piece.
        PromServer capped = server;
        capped.limits.maxSamples = 30000;
        auto over = promQueryRange(capped, QStringLiteral("x"), 0, 25000, 1);
        QVERIFY(!over.ok());
        QVERIFY2(
            over.errorString().startsWith(fake.url() + QStringLiteral("/api/v1/query_range: ")),
            qPrintable(over.errorString()));
        // No request for a range that cannot be asked.
        requests = 0;
        QVERIFY(!promQueryRange(server, QStringLiteral("x"), 0, 10, 0).ok());
        QVERIFY(!promQueryRange(server, QStringLiteral("x"), 10, 0, 1).ok());
        QVERIFY(!promQueryRange(capped, QStringLiteral("x"), 0, 40000, 1).ok());
        QCOMPARE(requests, 0);
    }

    void refusesWhatNoReaderCanTake()
    {
        // A series without a point: every reader takes a series' first.
        const QByteArray empty =
            R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{},"values":[]}]}})";
        auto e = parsePromResponse(empty, QStringLiteral("u"));
        QVERIFY(!e.ok());
        QCOMPARE(e.errorString(), QStringLiteral("u: data.result[0].values: no samples"));
        // An instant query answered with a matrix is not Prometheus speaking.
        FakeServer fake;
        fake.reply = [](const QByteArray &) {
            return http(200, R"({"status":"success","data":{"resultType":"matrix","result":[)"
                             R"({"metric":{},"values":[[1,"1"]]}]}})");
        };
        auto m = promQuery(serverAt(fake), QStringLiteral("up"));
        QVERIFY(!m.ok());
        QCOMPARE(m.errorString(),
                 fake.url() + QStringLiteral("/api/v1/query: an answer of the wrong result type"));
        // 4000 row types on CPU 0 and one type on 4000 CPUs: 8000 series
        // asking for 16 million cells, past /proc/interrupts' size.
        std::vector<PromSeries> counts;
        for (int i = 0; i < 4000; ++i) {
            counts.push_back({{{QStringLiteral("cpu"), QStringLiteral("0")},
                               {QStringLiteral("type"), QString::number(i)}},
                              {{1, 1}}});
            counts.push_back({{{QStringLiteral("cpu"), QString::number(i)},
                               {QStringLiteral("type"), QStringLiteral("0")}},
                              {{1, 1}}});
        }
        auto table = interruptsText(counts, {}, QStringLiteral("u"));
        QVERIFY(!table.ok());
        QCOMPARE(table.errorString(), QStringLiteral("u: node_interrupts_total makes a table past "
                                                     "the size of the kernel's file"));
        // A count with a fraction is no count.
        auto half = interruptsText({{{{QStringLiteral("cpu"), QStringLiteral("0")},
                                      {QStringLiteral("type"), QStringLiteral("1")}},
                                     {{1, 0.5}}}},
                                   {}, QStringLiteral("u"));
        QVERIFY(!half.ok());
    }

    void passwordOffTheCommandLine()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("pw"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write("s3cret\r\nsecond line\n") > 0);
        f.close();
        auto fromFile = promPasswordFrom(file, QByteArrayLiteral("IRQATLAS_TEST_PW"));
        QVERIFY(fromFile.ok() && *fromFile);
        QCOMPARE(**fromFile, QByteArray("s3cret"));
        const QString missing = dir.filePath(QStringLiteral("none"));
        auto noFile = promPasswordFrom(missing, {});
        QVERIFY(!noFile.ok());
        QVERIFY2(noFile.errorString().contains(missing), qPrintable(noFile.errorString()));
        qputenv("IRQATLAS_TEST_PW", "from-env");
        auto fromEnv = promPasswordFrom({}, QByteArrayLiteral("IRQATLAS_TEST_PW"));
        qunsetenv("IRQATLAS_TEST_PW");
        QVERIFY(fromEnv.ok() && *fromEnv);
        QCOMPARE(**fromEnv, QByteArray("from-env"));
        auto none = promPasswordFrom({}, QByteArrayLiteral("IRQATLAS_TEST_PW"));
        QVERIFY(none.ok() && !*none);
        // A file past 4 KiB is no password file.
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(QByteArray(5000, 'x')) == 5000);
        f.close();
        QVERIFY(!promPasswordFrom(file, {}).ok());
    }

    void checksTheUrl()
    {
        QVERIFY(promServerUrl(QStringLiteral("https://m.example/prom")).ok());
        for (const char *bad : {"ftp://m/", "http://u:p@m/", "m:9090", "http://m/?x=1"}) {
            auto r = promServerUrl(QString::fromLatin1(bad));
            QVERIFY2(!r.ok(), bad);
            QVERIFY2(r.errorString().startsWith(QString::fromLatin1(bad)),
                     qPrintable(r.errorString()));
        }
    }

    void queriesWithBasicAuth()
    {
        FakeServer fake;
        fake.reply = [](const QByteArray &) { return http(200, kUp); };
        PromServer s = serverAt(fake);
        s.user = QStringLiteral("alice");
        s.password = "s3cret";
        auto r = promQuery(s, QStringLiteral("sum by (instance) (rate(x{mode=~\"a|b\"}[5s])) + 1"));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
        QCOMPARE(r->series.size(), std::size_t(2));
        QVERIFY(fake.lastRequest.startsWith("GET /api/v1/query?query=sum%20by%20%28instance%29"));
        // "+" percent-encoded: a bare one would reach Prometheus as a space.
        QVERIFY2(fake.lastRequest.contains("%20%2B%201 HTTP/1.1"), fake.lastRequest.constData());
        const QByteArray auth = "Authorization: Basic " + QByteArray("alice:s3cret").toBase64();
        QVERIFY(fake.lastRequest.contains(auth));
    }

    void hostileServers_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<QString>("error");
        QTest::newRow("garbage") << QByteArray("\x01\x02 not http at all\r\n\r\n") << "";
        QTest::newRow("json garbage")
            << http(200, "{\"status\":") << "the answer is not a JSON object";
        QTest::newRow("huge, announced")
            << http(200, QByteArray(2 << 20, ' '))
            << "the answer is larger than the supported maximum of 1048576 bytes";
        QTest::newRow("huge, unannounced")
            << http(200, QByteArray(2 << 20, ' '), false)
            << "the answer is larger than the supported maximum of 1048576 bytes";
        QTest::newRow("unauthorized") << http(401, "Unauthorized\n") << "HTTP status 401";
        QTest::newRow("prometheus error")
            << http(400, R"({"status":"error","errorType":"bad_data","error":"parse error"})")
            << "the server says: parse error (bad_data)";
        QTest::newRow("silent") << QByteArray() << "no complete answer within 0.5 s";
    }

    void hostileServers()
    {
        QFETCH(QByteArray, answer);
        QFETCH(QString, error);
        FakeServer fake;
        fake.reply = [&](const QByteArray &) { return answer; };
        PromServer s = serverAt(fake);
        // Only the silent server waits out its deadline; the others answer
        // at once and get one long enough for a loaded machine.
        s.timeoutMs = answer.isEmpty() ? 500 : 30000;
        s.limits.maxBytes = 1 << 20;
        auto r = promQuery(s, QStringLiteral("up"));
        QVERIFY(!r.ok());
        const QString prefix = fake.url() + QStringLiteral("/api/v1/query: ");
        QVERIFY2(r.errorString().startsWith(prefix), qPrintable(r.errorString()));
        QVERIFY2(r.errorString().contains(error), qPrintable(r.errorString()));
    }

    void fleetOfNobody()
    {
        FakeServer fake;
        fake.reply = [](const QByteArray &) {
            return http(200, R"({"status":"success","data":{"resultType":"vector","result":[]}})");
        };
        auto fleet = readPromFleet(serverAt(fake), 60);
        QVERIFY(!fleet.ok());
        QCOMPARE(fleet.errorString(),
                 fake.url() + QStringLiteral("/api/v1/query: no node_exporter targets (no job "
                                             "with node_cpu_seconds_total and instance labels)"));
    }

    void refusedConnection()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        PromServer s;
        s.url = *promServerUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
        auto r = promQuery(s, QStringLiteral("up"));
        QVERIFY(!r.ok());
        QVERIFY2(r.errorString().startsWith(
                     QStringLiteral("http://127.0.0.1:%1/api/v1/query: ").arg(port)),
                 qPrintable(r.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestPromClient)
#include "tst_promclient.moc"
