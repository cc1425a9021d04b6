#pragma once

#include "model/result.h"
#include "prometheus/promresponse.h"

#include <QByteArray>
#include <QString>
#include <QUrl>
#include <optional>

namespace irqatlas {

// Where a Prometheus server is and how to talk to it. The password comes from
// an environment variable or a file (docs/SECURITY.md), never from a URL or an
// argument.
struct PromServer
{
    QUrl url; // http or https, with any path prefix of a proxy ("https://m/prom")
    QString user;
    QByteArray password;   // basic auth when user is set
    int timeoutMs = 15000; // the whole request, connect to last byte
    PromLimits limits = defaultPromLimits();
};

// A password kept off every command line: the first line of file (read up
// to 4 KiB; a password file holds one line) when file is given, else the
// environment variable env when it is set; nullopt when neither gives one.
// A file that cannot be read is an error naming it.
Result<std::optional<QByteArray>> promPasswordFrom(const QString &file, const QByteArray &env);

// Checks a URL given by the user: http or https, a host, no user or password
// in it, no query or fragment. The error names the URL.
Result<QUrl> promServerUrl(const QString &text);

// The URL of an API path under the server's prefix ("…/api/v1/query"), as
// errors name it (no query string).
QString promApiUrl(const PromServer &server, const QString &apiPath);

// GET apiPath with query, waited for in a local event loop (a
// QCoreApplication must exist). The answer is read as it arrives and the
// request aborted once it passes limits.maxBytes; a timeout, a TLS or HTTP
// error and an answer past the cap are errors naming the URL. An HTTP error
// whose body is Prometheus' JSON error gives Prometheus' words.
Result<PromResult> promGet(const PromServer &server, const QString &apiPath,
                           const QList<std::pair<QString, QString>> &query);

// /api/v1/query?query=expr at the server's now, or at time (seconds since
// the epoch) when given.
Result<PromResult> promQuery(const PromServer &server, const QString &expr,
                             std::optional<double> time = std::nullopt);

// Prometheus' own limit on the points of one series in a range query.
inline constexpr int kMaxPromRangePoints = 11000;

// /api/v1/query_range?query=expr&start&end&step (seconds since the epoch,
// step above 0). A range of more than kMaxPromRangePoints steps is asked
// for in consecutive pieces and each series put together in time order,
// under the caps of server.limits for the whole.
Result<PromResult> promQueryRange(const PromServer &server, const QString &expr, double start,
                                  double end, double step);

} // namespace irqatlas
