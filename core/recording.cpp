#include "recording.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

namespace irqatlas {
namespace {

Q_LOGGING_CATEGORY(lcRecording, "irqatlas.recording", QtWarningMsg)


const QLatin1String kFormat("irqatlas-recording");
constexpr int kVersion = 1;

void appendJsonString(QByteArray &out, const QString &s)
{
    // QJsonDocument escapes correctly; a one-value array keeps it simple.
    const QByteArray doc = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    out.append(doc.constData() + 1, doc.size() - 2);
}

} // namespace

QByteArray recordLine(const Sample &s)
{
    QByteArray line;
    line.reserve(64 + (s.interruptsText.size() + s.statText.size() + s.softirqsText.size()) * 4 / 3);
    line += "{\"mono_ns\": " + QByteArray::number(qint64(s.monotonicNs)) +
            ", \"wall_ms\": " + QByteArray::number(qint64(s.wallMs));
    if (!s.error.isEmpty() && s.interruptsText.isEmpty()) {
        line += ", \"error\": ";
        appendJsonString(line, s.error);
    } else {
        line += ", \"interrupts\": \"" + s.interruptsText.toBase64() + "\", \"stat\": \"" +
                s.statText.toBase64() + "\", \"softirqs\": \"" + s.softirqsText.toBase64() + '"';
    }
    line += "}\n";
    return line;
}

Result<std::unique_ptr<RecordingWriter>> RecordingWriter::create(const QString &path,
                                                                  const QString &sourceName)
{
    std::unique_ptr<RecordingWriter> w(new RecordingWriter(path));
    if (!w->m_file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return Error{QCoreApplication::translate("Recording", "cannot write recording %1: %2").arg(path, w->m_file.errorString())};
    QByteArray head = "{\"format\": \"irqatlas-recording\", \"version\": 1, \"source\": ";
    appendJsonString(head, sourceName);
    head += "}\n";
    if (w->m_file.write(head) != head.size() || !w->m_file.flush())
        return Error{QCoreApplication::translate("Recording", "cannot write recording %1: %2").arg(path, w->m_file.errorString())};
    return w;
}

Status RecordingWriter::write(const Sample &s)
{
    const QByteArray line = recordLine(s);
    if (m_file.write(line) != line.size() || !m_file.flush())
        return Error{QCoreApplication::translate("Recording", "cannot write recording %1: %2").arg(m_file.fileName(), m_file.errorString())};
    return Ok{};
}

Result<Sample> sampleFromRecordLine(const QByteArray &line, const QString &fileName, int lineNo)
{
    const QString where = QStringLiteral("%1:%2").arg(fileName).arg(lineNo);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return Error{QCoreApplication::translate("Recording", "%1: not a recorded sample (%2 at byte %3)")
                         .arg(where, pe.errorString())
                         .arg(pe.offset + 1)};
    const QJsonObject o = doc.object();
    const QJsonValue mono = o.value(QLatin1String("mono_ns"));
    const QJsonValue wall = o.value(QLatin1String("wall_ms"));
    if (!mono.isDouble() || !wall.isDouble())
        return Error{QCoreApplication::translate("Recording", "%1: a recorded sample needs numbers \"mono_ns\" and \"wall_ms\"").arg(where)};
    Sample s;
    // Doubles hold integers exactly up to 2^53 ns (104 days of uptime);
    // read the digits themselves so longer uptimes stay exact.
    s.monotonicNs = o.value(QLatin1String("mono_ns")).toInteger();
    s.wallMs = o.value(QLatin1String("wall_ms")).toInteger();
    if (o.contains(QLatin1String("error"))) {
        s.error = o.value(QLatin1String("error")).toString();
        if (s.error.isEmpty())
            s.error = QCoreApplication::translate("Recording", "%1: recorded as failed").arg(where);
        return s;
    }
    auto bytes = [&](const char *key, QByteArray &out) -> bool {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isString())
            return false;
        auto d = QByteArray::fromBase64Encoding(v.toString().toLatin1(),
                                                QByteArray::AbortOnBase64DecodingErrors);
        if (!d)
            return false;
        out = std::move(*d);
        return true;
    };
    if (!bytes("interrupts", s.interruptsText) || !bytes("stat", s.statText) ||
        !bytes("softirqs", s.softirqsText))
        return Error{QCoreApplication::translate("Recording", "%1: \"interrupts\", \"stat\" and \"softirqs\" must be base64 strings").arg(where)};
    parseSample(s, where);
    return s;
}

Result<std::unique_ptr<RecordingSource>> RecordingSource::open(const QString &path)
{
    std::unique_ptr<RecordingSource> r(new RecordingSource(path));
    if (!r->m_file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("Recording", "cannot open recording %1: %2").arg(path, r->m_file.errorString())};
    const QByteArray head = r->m_file.readLine();
    r->m_line = 1;
    const QJsonObject o = QJsonDocument::fromJson(head).object();
    if (o.value(QLatin1String("format")).toString() != kFormat)
        return Error{QCoreApplication::translate("Recording", "%1:1: not an irqatlas recording (no \"format\": \"irqatlas-recording\" header)").arg(path)};
    const int version = o.value(QLatin1String("version")).toInt(-1);
    if (version < 1 || version > kVersion)
        return Error{QCoreApplication::translate("Recording", "%1:1: recording version %2 is not supported (this build reads version %3)")
                         .arg(path)
                         .arg(version)
                         .arg(kVersion)};
    r->m_recordedSource = o.value(QLatin1String("source")).toString();
    return r;
}

QString RecordingSource::displayName() const
{
    return QCoreApplication::translate("Recording", "recording %1").arg(m_file.fileName());
}

std::optional<Sample> RecordingSource::next()
{
    while (!m_done) {
        if (m_file.atEnd()) {
            m_done = true;
            break;
        }
        QByteArray line = m_file.readLine();
        ++m_line;
        if (line.trimmed().isEmpty())
            continue;
        auto s = sampleFromRecordLine(line, m_file.fileName(), m_line);
        if (!s.ok()) {
            qCWarning(lcRecording) << s.errorString();
            m_done = true;
            m_malformed = s.errorString();
            Sample bad;
            bad.error = s.errorString();
            return bad;
        }
        return std::move(s).value();
    }
    return std::nullopt;
}

} // namespace irqatlas
