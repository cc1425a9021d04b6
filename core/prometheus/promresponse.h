#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <utility>
#include <vector>

namespace irqatlas {

// One point of a series: seconds since the epoch and a finite value.
struct PromSample
{
    double time = 0;
    double value = 0;
};

// One series of a query's answer: its labels (sorted by name, as Prometheus
// sends them unique) and its samples in time order (one for an instant
// vector or a scalar).
using PromLabels = std::vector<std::pair<QString, QString>>;

struct PromSeries
{
    PromLabels labels;
    std::vector<PromSample> samples;

    // The value of label name, or an empty string when the series has none
    // (Prometheus does not tell an empty label from a missing one either).
    QString label(QStringView name) const;
};

struct PromResult
{
    enum class Type
    {
        Vector,
        Matrix,
        Scalar,
    };
    Type type = Type::Vector;
    std::vector<PromSeries> series;
    std::size_t bytes = 0; // the answer's size, for docs/PERFORMANCE.md
};

// The caps a response is read under (model/inputlimits.h has the defaults).
struct PromLimits
{
    std::size_t maxBytes;
    std::size_t maxSeries;
    std::size_t maxSamples; // over all series
};
PromLimits defaultPromLimits();

// Parses the JSON of /api/v1/query or /api/v1/query_range. Every field is
// checked: "status" is "success" (else Prometheus' own errorType and error,
// made printable), "resultType" is vector, matrix or scalar, labels are
// strings, timestamps and values are finite numbers (values are the strings
// Prometheus writes). Errors name url and the place ("data.result[3].values[7]").
Result<PromResult> parsePromResponse(const QByteArray &bytes, const QString &url,
                                     const PromLimits &limits = defaultPromLimits());

} // namespace irqatlas
