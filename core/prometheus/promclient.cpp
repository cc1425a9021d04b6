#include "prometheus/promclient.h"

#include "model/cappedread.h"
#include "model/printable.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <cmath>
#include <map>

namespace irqatlas {
namespace {

Q_LOGGING_CATEGORY(lcProm, "irqatlas.prometheus", QtWarningMsg)

QString number(double d)
{
    return QString::number(d, 'f', 3);
}

// What came back: the body read so far, and why it stopped if not at its end.
struct Fetched
{
    QByteArray body;
    int httpStatus = 0;
    QString failure;
};

class Fetch
{
public:
    Fetch(const PromServer &server, const QString &url) : m_server(server), m_url(url) {}

    Fetched run(const QNetworkRequest &request)
    {
        QNetworkAccessManager nam;
        QEventLoop loop;
        QNetworkReply *reply = nam.get(request);
        QTimer deadline;
        deadline.setSingleShot(true);
        QObject::connect(&deadline, &QTimer::timeout, &loop, [this, reply] {
            m_out.failure =
                QCoreApplication::translate("Prometheus", "no complete answer within %1 s")
                    .arg(m_server.timeoutMs / 1000.0);
            reply->abort();
        });
        QObject::connect(reply, &QNetworkReply::readyRead, &loop, [this, reply] { take(reply); });
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        deadline.start(m_server.timeoutMs);
        if (!reply->isFinished())
            loop.exec(QEventLoop::ExcludeUserInputEvents);
        deadline.stop();
        take(reply);
        m_out.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        // An HTTP error's body may be Prometheus' JSON error: promGet reads it.
        if (m_out.failure.isEmpty() && reply->error() != QNetworkReply::NoError &&
            m_out.httpStatus < 400)
            m_out.failure = printableText(reply->errorString());
        reply->deleteLater();
        return m_out;
    }

private:
    // Reads what arrived, up to one byte past the cap; past it the request
    // is aborted rather than read on.
    void take(QNetworkReply *reply)
    {
        if (!m_out.failure.isEmpty())
            return;
        const qint64 room = qint64(m_server.limits.maxBytes) + 1 - m_out.body.size();
        const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        if (length > qint64(m_server.limits.maxBytes) || reply->bytesAvailable() > room) {
            m_out.failure = QCoreApplication::translate(
                                "Prometheus", "the answer is larger than the supported maximum "
                                              "of %1 bytes")
                                .arg(m_server.limits.maxBytes);
            reply->abort();
            return;
        }
        m_out.body += reply->readAll();
    }

    const PromServer &m_server;
    QString m_url;
    Fetched m_out;
};

} // namespace

Result<QUrl> promServerUrl(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    QString why;
    if (!url.isValid() || url.host().isEmpty())
        why = QCoreApplication::translate("Prometheus", "not a URL with a host");
    else if (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))
        why = QCoreApplication::translate("Prometheus", "the scheme is neither http nor https");
    else if (!url.userInfo().isEmpty())
        why = QCoreApplication::translate(
            "Prometheus",
            "a user or password in the URL (the password never goes on a command line)");
    else if (url.hasQuery() || url.hasFragment())
        why = QCoreApplication::translate("Prometheus", "a query or fragment in the URL");
    if (!why.isEmpty())
        return Error{QStringLiteral("%1: %2").arg(printableText(text.left(512)), why)};
    return url;
}

Result<std::optional<QByteArray>> promPasswordFrom(const QString &file, const QByteArray &env)
{
    constexpr std::size_t kMaxPasswordFileBytes = 4096;
    if (!file.isEmpty()) {
        auto bytes = readFileCapped(file, kMaxPasswordFileBytes);
        if (!bytes)
            return bytes.error();
        QByteArray line = *bytes;
        if (const qsizetype nl = line.indexOf('\n'); nl >= 0)
            line.truncate(nl);
        if (line.endsWith('\r'))
            line.chop(1);
        return std::optional<QByteArray>(line);
    }
    if (!env.isEmpty() && qEnvironmentVariableIsSet(env.constData()))
        return std::optional<QByteArray>(qgetenv(env.constData()));
    return std::optional<QByteArray>();
}

QString promApiUrl(const PromServer &server, const QString &apiPath)
{
    QUrl u = server.url;
    QString path = u.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    u.setPath(path + apiPath);
    return printableText(u.toString(QUrl::RemoveUserInfo));
}

Result<PromResult> promGet(const PromServer &server, const QString &apiPath,
                           const QList<std::pair<QString, QString>> &query)
{
    const QString url = promApiUrl(server, apiPath);
    QUrl u = server.url;
    QString path = u.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    u.setPath(path + apiPath);
    // Every byte but the unreserved ones percent-encoded: PromQL's "+" would
    // otherwise reach the server as a space.
    QByteArray encoded;
    for (const auto &[key, value] : query) {
        if (!encoded.isEmpty())
            encoded += '&';
        encoded += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    u.setQuery(QString::fromLatin1(encoded), QUrl::StrictMode);
    QNetworkRequest request(u);
    // Credentials stay with the server they were given for.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::SameOriginRedirectPolicy);
    request.setRawHeader("Accept", "application/json");
    if (!server.user.isEmpty())
        request.setRawHeader(
            "Authorization",
            "Basic " + QByteArray(server.user.toUtf8() + ':' + server.password).toBase64());
    qCDebug(lcProm) << "GET" << url << query;
    const Fetched f = Fetch(server, url).run(request);
    if (!f.failure.isEmpty())
        return Error{QStringLiteral("%1: %2").arg(url, f.failure)};
    auto parsed = parsePromResponse(f.body, url, server.limits);
    if (f.httpStatus >= 400 && (parsed.ok() || !f.body.startsWith('{')))
        return Error{QStringLiteral("%1: %2").arg(
            url, QCoreApplication::translate("Prometheus", "HTTP status %1").arg(f.httpStatus))};
    return parsed;
}

namespace {

// An instant query answers a vector or a scalar, a range query a matrix:
// any other answer is not Prometheus speaking.
Error wrongType(const PromServer &server, const QString &apiPath)
{
    return Error{QStringLiteral("%1: %2").arg(
        promApiUrl(server, apiPath),
        QCoreApplication::translate("Prometheus", "an answer of the wrong result type"))};
}

} // namespace

Result<PromResult> promQuery(const PromServer &server, const QString &expr,
                             std::optional<double> time)
{
    QList<std::pair<QString, QString>> query{{QStringLiteral("query"), expr}};
    if (time)
        query.append({QStringLiteral("time"), number(*time)});
    auto r = promGet(server, QStringLiteral("/api/v1/query"), query);
    if (r && r->type == PromResult::Type::Matrix)
        return wrongType(server, QStringLiteral("/api/v1/query"));
    return r;
}

namespace {

// Adds a chunk's series to merged, each after its earlier samples (chunks
// come in time order and do not overlap), under the caps of the whole.
Status mergeChunk(PromResult &merged, PromResult chunk, std::map<PromLabels, std::size_t> &index,
                  std::size_t &samples, const PromLimits &limits, const QString &url)
{
    merged.bytes += chunk.bytes;
    for (PromSeries &s : chunk.series) {
        samples += s.samples.size();
        auto [it, added] = index.try_emplace(s.labels, merged.series.size());
        if (added)
            merged.series.push_back(std::move(s));
        else {
            std::vector<PromSample> &into = merged.series[it->second].samples;
            into.insert(into.end(), s.samples.begin(), s.samples.end());
        }
    }
    if (merged.series.size() > limits.maxSeries || samples > limits.maxSamples)
        return Error{QStringLiteral("%1: %2").arg(
            url, QCoreApplication::translate(
                     "Prometheus", "the range holds more than %1 series or %2 samples in all; "
                                   "take a longer step or a shorter range")
                     .arg(limits.maxSeries)
                     .arg(limits.maxSamples))};
    return Ok{};
}

} // namespace

Result<PromResult> promQueryRange(const PromServer &server, const QString &expr, double start,
                                  double end, double step)
{
    const QString url = promApiUrl(server, QStringLiteral("/api/v1/query_range"));
    if (!(step > 0) || !(start <= end) || !std::isfinite(start) || !std::isfinite(end))
        return Error{QStringLiteral("%1: %2").arg(
            url, QCoreApplication::translate("Prometheus",
                                             "a range needs a start before its end and a step "
                                             "above 0"))};
    // Prometheus answers at most kMaxPromRangePoints points a series: a
    // longer range is asked for in consecutive pieces and put together. A
    // range whose one series alone would pass the sample cap is not asked.
    const double points = std::floor((end - start) / step) + 1;
    if (points > double(server.limits.maxSamples))
        return Error{QStringLiteral("%1: %2").arg(
            url, QCoreApplication::translate("Prometheus",
                                             "the range has more than %1 steps; take a longer "
                                             "step or a shorter range")
                     .arg(server.limits.maxSamples))};
    const double span = double(kMaxPromRangePoints - 1) * step;
    const auto pieces = qint64(std::ceil(points / double(kMaxPromRangePoints)));
    PromResult merged;
    merged.type = PromResult::Type::Matrix;
    std::map<PromLabels, std::size_t> index;
    std::size_t samples = 0;
    for (qint64 i = 0; i < pieces; ++i) {
        const double from = start + double(i) * (span + step);
        const double to = std::min(end, from + span);
        auto chunk = promGet(server, QStringLiteral("/api/v1/query_range"),
                             {{QStringLiteral("query"), expr},
                              {QStringLiteral("start"), number(from)},
                              {QStringLiteral("end"), number(to)},
                              {QStringLiteral("step"), number(step)}});
        if (!chunk)
            return chunk.error();
        if (chunk->type != PromResult::Type::Matrix)
            return wrongType(server, QStringLiteral("/api/v1/query_range"));
        if (pieces == 1)
            return chunk; // as Prometheus answered
        if (Status s =
                mergeChunk(merged, std::move(chunk).value(), index, samples, server.limits, url);
            !s)
            return s.error();
    }
    return merged;
}

} // namespace irqatlas
