#include "prometheus/promresponse.h"

#include "model/inputlimits.h"
#include "model/printable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <cmath>
#include <string>

namespace irqatlas {
namespace {

// A timestamp past this is not a time Prometheus keeps (the year 5138).
constexpr double kMaxTime = 1e11;
// What an error quotes of a server's own message.
constexpr qsizetype kMaxQuotedChars = 512;

bool isLabelName(const QString &s)
{
    if (s.isEmpty() || s.size() > 1024)
        return false;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t c = s.at(i).unicode();
        const bool letter = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
        if (!letter && !(i > 0 && c >= u'0' && c <= u'9'))
            return false;
    }
    return true;
}

QString quoted(const QString &s)
{
    return printableText(s.left(kMaxQuotedChars));
}

class Parser
{
public:
    Parser(const QString &url, const PromLimits &limits) : m_url(url), m_limits(limits) {}

    Error error(const QString &where, const QString &what) const
    {
        return Error{where.isEmpty() ? QStringLiteral("%1: %2").arg(m_url, what)
                                     : QStringLiteral("%1: %2: %3").arg(m_url, where, what)};
    }

    Result<PromResult> parse(const QByteArray &bytes);

private:
    Result<PromResult> failure(const QJsonObject &o) const;
    bool series(const QJsonValue &v, const QString &where, PromResult::Type type, PromSeries &out);
    bool labels(const QJsonValue &v, const QString &where, PromSeries &out);
    bool sample(const QJsonValue &v, const QString &where, PromSample &out);

    QString m_url;
    PromLimits m_limits;
    std::size_t m_samples = 0;
    Error m_error;
};

Result<PromResult> Parser::failure(const QJsonObject &o) const
{
    const QString type = o.value(QLatin1String("errorType")).toString();
    const QString what = o.value(QLatin1String("error")).toString();
    if (what.isEmpty())
        return error({}, QCoreApplication::translate("Prometheus",
                                                     "the server answered \"status\": \"error\""));
    return error({}, QCoreApplication::translate("Prometheus", "the server says: %1 (%2)")
                         .arg(quoted(what), quoted(type)));
}

Result<PromResult> Parser::parse(const QByteArray &bytes)
{
    if (std::size_t(bytes.size()) > m_limits.maxBytes)
        return error({}, QCoreApplication::translate(
                             "Prometheus", "the answer is larger than the supported maximum of "
                                           "%1 bytes")
                             .arg(m_limits.maxBytes));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return error({}, QCoreApplication::translate("Prometheus",
                                                     "the answer is not a JSON object (at byte %1)")
                             .arg(pe.error != QJsonParseError::NoError ? pe.offset : 0));
    const QJsonObject o = doc.object();
    const QString status = o.value(QLatin1String("status")).toString();
    if (status == QLatin1String("error"))
        return failure(o);
    if (status != QLatin1String("success"))
        return error(
            QStringLiteral("status"),
            QCoreApplication::translate("Prometheus", "neither \"success\" nor \"error\""));
    const QJsonValue data = o.value(QLatin1String("data"));
    if (!data.isObject())
        return error(QStringLiteral("data"),
                     QCoreApplication::translate("Prometheus", "missing or not an object"));
    const QString rt = data.toObject().value(QLatin1String("resultType")).toString();
    PromResult r;
    if (rt == QLatin1String("vector"))
        r.type = PromResult::Type::Vector;
    else if (rt == QLatin1String("matrix"))
        r.type = PromResult::Type::Matrix;
    else if (rt == QLatin1String("scalar"))
        r.type = PromResult::Type::Scalar;
    else
        return error(QStringLiteral("data.resultType"),
                     QCoreApplication::translate("Prometheus", "not vector, matrix or scalar"));
    const QJsonValue result = data.toObject().value(QLatin1String("result"));
    if (r.type == PromResult::Type::Scalar) {
        PromSeries s;
        s.samples.emplace_back();
        if (!sample(result, QStringLiteral("data.result"), s.samples.back()))
            return m_error;
        r.series.push_back(std::move(s));
        return r;
    }
    if (!result.isArray())
        return error(QStringLiteral("data.result"),
                     QCoreApplication::translate("Prometheus", "missing or not an array"));
    const QJsonArray list = result.toArray();
    if (std::size_t(list.size()) > m_limits.maxSeries)
        return error(QStringLiteral("data.result"),
                     QCoreApplication::translate("Prometheus", "more than %1 series")
                         .arg(m_limits.maxSeries));
    r.series.resize(std::size_t(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i)
        if (!series(list.at(i), QStringLiteral("data.result[%1]").arg(i), r.type,
                    r.series[std::size_t(i)]))
            return m_error;
    return r;
}

bool Parser::series(const QJsonValue &v, const QString &where, PromResult::Type type,
                    PromSeries &out)
{
    if (!v.isObject()) {
        m_error = error(where, QCoreApplication::translate("Prometheus", "not an object"));
        return false;
    }
    const QJsonObject o = v.toObject();
    if (!labels(o.value(QLatin1String("metric")), where + QStringLiteral(".metric"), out))
        return false;
    if (type == PromResult::Type::Vector) {
        out.samples.emplace_back();
        ++m_samples;
        return sample(o.value(QLatin1String("value")), where + QStringLiteral(".value"),
                      out.samples.back());
    }
    const QJsonValue values = o.value(QLatin1String("values"));
    if (!values.isArray()) {
        m_error = error(where + QStringLiteral(".values"),
                        QCoreApplication::translate("Prometheus", "missing or not an array"));
        return false;
    }
    const QJsonArray list = values.toArray();
    // Prometheus never sends a series without a point; every reader takes
    // a series' first point.
    if (list.isEmpty()) {
        m_error = error(where + QStringLiteral(".values"),
                        QCoreApplication::translate("Prometheus", "no samples"));
        return false;
    }
    m_samples += std::size_t(list.size());
    if (m_samples > m_limits.maxSamples) {
        m_error = error(
            where, QCoreApplication::translate("Prometheus", "more than %1 samples in one answer")
                       .arg(m_limits.maxSamples));
        return false;
    }
    out.samples.resize(std::size_t(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("%1.values[%2]").arg(where).arg(i);
        PromSample &s = out.samples[std::size_t(i)];
        if (!sample(list.at(i), at, s))
            return false;
        if (i > 0 && !(s.time > out.samples[std::size_t(i - 1)].time)) {
            m_error =
                error(at, QCoreApplication::translate("Prometheus", "timestamps do not increase"));
            return false;
        }
    }
    return true;
}

bool Parser::labels(const QJsonValue &v, const QString &where, PromSeries &out)
{
    if (!v.isObject()) {
        m_error =
            error(where, QCoreApplication::translate("Prometheus", "missing or not an object"));
        return false;
    }
    const QJsonObject o = v.toObject();
    if (o.size() > limits::kMaxPromLabels) {
        m_error = error(where, QCoreApplication::translate("Prometheus", "more than %1 labels")
                                   .arg(limits::kMaxPromLabels));
        return false;
    }
    out.labels.reserve(std::size_t(o.size()));
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString name = it.key();
        if (!isLabelName(name)) {
            m_error =
                error(where, QCoreApplication::translate("Prometheus", "\"%1\" is not a label name")
                                 .arg(quoted(name)));
            return false;
        }
        const QJsonValue value = it.value();
        if (!value.isString() || value.toString().size() > limits::kMaxPromLabelChars) {
            m_error = error(
                where + QLatin1Char('.') + name,
                QCoreApplication::translate("Prometheus", "not a string of at most %1 characters")
                    .arg(limits::kMaxPromLabelChars));
            return false;
        }
        out.labels.emplace_back(name, value.toString());
    }
    return true;
}

bool Parser::sample(const QJsonValue &v, const QString &where, PromSample &out)
{
    const QJsonArray pair = v.toArray();
    if (!v.isArray() || pair.size() != 2) {
        m_error = error(
            where, QCoreApplication::translate("Prometheus", "not a pair of a time and a value"));
        return false;
    }
    const QJsonValue t = pair.at(0);
    if (!t.isDouble() || !std::isfinite(t.toDouble()) || t.toDouble() < 0 ||
        t.toDouble() > kMaxTime) {
        m_error = error(where, QCoreApplication::translate(
                                   "Prometheus", "the time is not a number of seconds since 1970"));
        return false;
    }
    // Prometheus writes values as strings ("0.25", "NaN", "+Inf"); irqatlas'
    // figures are rates and counts, so anything but a finite number is an error.
    const QString text = pair.at(1).toString();
    bool ok = pair.at(1).isString() && text.size() <= 64;
    const double value = ok ? text.toDouble(&ok) : 0;
    if (!ok || !std::isfinite(value)) {
        m_error = error(where, QCoreApplication::translate(
                                   "Prometheus", "the value \"%1\" is not a finite number")
                                   .arg(quoted(pair.at(1).toVariant().toString())));
        return false;
    }
    out.time = t.toDouble();
    out.value = value;
    return true;
}

} // namespace

QString PromSeries::label(QStringView name) const
{
    for (const auto &[k, v] : labels)
        if (k == name)
            return v;
    return {};
}

PromLimits defaultPromLimits()
{
    return {limits::kMaxPromResponseBytes, limits::kMaxPromSeries, limits::kMaxPromSamples};
}

Result<PromResult> parsePromResponse(const QByteArray &bytes, const QString &url,
                                     const PromLimits &limits)
{
    auto r = Parser(url, limits).parse(bytes);
    if (r)
        r->bytes = std::size_t(bytes.size());
    return r;
}

} // namespace irqatlas
