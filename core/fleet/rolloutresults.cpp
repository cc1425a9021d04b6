#include "fleet/rolloutresults.h"

#include "model/cappedread.h"
#include "model/printable.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace irqatlas {
namespace {

constexpr qsizetype kMaxHostName = 255;

// A string field: absent or null gives empty when nullable, else an error.
bool stringField(const QJsonObject &o, const char *key, qsizetype max, bool nullable,
                 QString &value, QString &error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (nullable && (v.isNull() || v.isUndefined()))
        return true;
    if (!v.isString() || v.toString().size() > max || (!nullable && v.toString().isEmpty())) {
        error = QCoreApplication::translate("RolloutResults",
                                            "%1 is not a string of 1 to %2 characters")
                    .arg(QLatin1String(key))
                    .arg(max);
        return false;
    }
    value = printableText(v.toString());
    return true;
}

bool boolField(const QJsonObject &o, const char *key, bool &value, QString &error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isBool()) {
        error = QCoreApplication::translate("RolloutResults", "%1 is not true or false")
                    .arg(QLatin1String(key));
        return false;
    }
    value = v.toBool();
    return true;
}

// A word from a fixed list (or empty when nullable and absent).
bool wordField(const QJsonObject &o, const char *key, const QStringList &words, bool nullable,
               QString &value, QString &error)
{
    QString w;
    if (!stringField(o, key, 64, nullable, w, error))
        return false;
    if ((w.isEmpty() && nullable) || words.contains(w)) {
        value = w;
        return true;
    }
    error = QCoreApplication::translate("RolloutResults", "%1 is not one of %2")
                .arg(QLatin1String(key), words.join(QLatin1String(", ")));
    return false;
}

} // namespace

RolloutResult parseRolloutResult(const QByteArray &bytes, const QString &origin)
{
    RolloutResult r;
    r.file = printableText(origin);
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    const QJsonObject o = doc.object();
    QString why;
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        why = QCoreApplication::translate("RolloutResults", "not a JSON object");
    else if (o.value(QLatin1String("format")).toString() != QLatin1String("irqatlas-rollout"))
        why = QCoreApplication::translate("RolloutResults", "format is not irqatlas-rollout");
    else if (o.value(QLatin1String("version")) != QJsonValue(1))
        why = QCoreApplication::translate("RolloutResults", "version is not 1");
    if (why.isEmpty()) {
        const QStringList checks{QStringLiteral("passed"), QStringLiteral("failed"),
                                 QStringLiteral("not-run")};
        const QStringList causes{QStringLiteral("confirm"), QStringLiteral("revert"),
                                 QStringLiteral("timeout"), QStringLiteral("signal"),
                                 QStringLiteral("watchdog")};
        const QStringList states{
            QStringLiteral("applying"),         QStringLiteral("applied"),
            QStringLiteral("awaiting-confirm"), QStringLiteral("confirmed"),
            QStringLiteral("rolled-back"),      QStringLiteral("rollback-incomplete")};
        const bool ok = stringField(o, "host", kMaxHostName, false, r.host, why) &&
                        stringField(o, "journal", kMaxHostName, true, r.journal, why) &&
                        boolField(o, "applied", r.applied, why) &&
                        wordField(o, "check", checks, false, r.check, why) &&
                        boolField(o, "confirmed", r.confirmed, why) &&
                        boolField(o, "reverted", r.reverted, why) &&
                        wordField(o, "ended_by", causes, true, r.endedBy, why) &&
                        wordField(o, "journal_state", states, true, r.journalState, why);
        if (ok)
            return r;
    }
    RolloutResult bad;
    bad.file = r.file;
    bad.error = QCoreApplication::translate("RolloutResults", "%1: %2").arg(r.file, why);
    return bad;
}

Result<std::vector<RolloutResult>> readRolloutResults(const QString &dir)
{
    const QDir d(dir);
    if (!QFileInfo(dir).isDir())
        return Error{QCoreApplication::translate("RolloutResults", "%1: not a folder")
                         .arg(printableText(dir))};
    const QStringList names = d.entryList({QStringLiteral("*.json")},
                                          QDir::Files | QDir::System | QDir::Hidden, QDir::Name);
    if (names.isEmpty())
        return Error{QCoreApplication::translate("RolloutResults",
                                                 "%1: no result files (*.json) of a rollout")
                         .arg(printableText(dir))};
    if (names.size() > kMaxRolloutResults)
        return Error{
            QCoreApplication::translate("RolloutResults", "%1: more than %2 result files, refused")
                .arg(printableText(dir))
                .arg(kMaxRolloutResults)};
    std::vector<RolloutResult> out;
    out.reserve(std::size_t(names.size()));
    for (const QString &name : names) {
        auto bytes = readRegularFileCapped(d.filePath(name), std::size_t(kMaxRolloutResultBytes));
        if (!bytes.ok()) {
            RolloutResult bad;
            bad.file = printableText(name);
            bad.error = printableText(bytes.errorString());
            out.push_back(bad);
            continue;
        }
        out.push_back(parseRolloutResult(*bytes, name));
    }
    return out;
}

QByteArray rolloutResultsJson(const QString &dir, const std::vector<RolloutResult> &results)
{
    auto orNull = [](const QString &s) { return s.isEmpty() ? QJsonValue() : QJsonValue(s); };
    QJsonArray hosts;
    int applied = 0, confirmed = 0, reverted = 0, unreadable = 0;
    for (const RolloutResult &r : results) {
        QJsonObject o;
        o.insert(QStringLiteral("file"), r.file);
        o.insert(QStringLiteral("status"),
                 r.error.isEmpty() ? QStringLiteral("ok") : QStringLiteral("error"));
        o.insert(QStringLiteral("error"), orNull(r.error));
        const bool ok = r.error.isEmpty();
        o.insert(QStringLiteral("host"), ok ? QJsonValue(r.host) : QJsonValue());
        o.insert(QStringLiteral("applied"), ok ? QJsonValue(r.applied) : QJsonValue());
        o.insert(QStringLiteral("check"), ok ? QJsonValue(r.check) : QJsonValue());
        o.insert(QStringLiteral("confirmed"), ok ? QJsonValue(r.confirmed) : QJsonValue());
        o.insert(QStringLiteral("reverted"), ok ? QJsonValue(r.reverted) : QJsonValue());
        o.insert(QStringLiteral("ended_by"), orNull(r.endedBy));
        o.insert(QStringLiteral("journal_state"), orNull(r.journalState));
        o.insert(QStringLiteral("journal"), orNull(r.journal));
        hosts.append(o);
        applied += ok && r.applied;
        confirmed += ok && r.confirmed;
        reverted += ok && r.reverted;
        unreadable += !ok;
    }
    QJsonObject summary;
    summary.insert(QStringLiteral("files"), int(results.size()));
    summary.insert(QStringLiteral("applied"), applied);
    summary.insert(QStringLiteral("confirmed"), confirmed);
    summary.insert(QStringLiteral("reverted"), reverted);
    summary.insert(QStringLiteral("unreadable"), unreadable);
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("irqatlas-rollout-results"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("results"), printableText(dir));
    root.insert(QStringLiteral("hosts"), hosts);
    root.insert(QStringLiteral("summary"), summary);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace irqatlas
