#include "live/recording.h"

#include "live/base64.h"
#include "live/flatjson.h"
#include "model/inputlimits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <algorithm>
#include <charconv>
#include <cstring>
#include <optional>
#include <vector>

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

bool integer(QByteArrayView digits, std::int64_t &out)
{
    const auto r = std::from_chars(digits.data(), digits.data() + digits.size(), out);
    return r.ec == std::errc() && r.ptr == digits.data() + digits.size();
}

// The usual sample line (numbers and base64, no "error") without
// QJsonDocument; nullopt for anything else, which the full parse then reads.
// kthreads: the decoded "kthreads" member, nullopt when the line has none.
std::optional<Sample> fastSample(const QByteArray &line, std::optional<QByteArray> &kthreads)
{
    std::vector<FlatJsonField> fields;
    if (!scanFlatJsonObject(QByteArrayView(line), fields))
        return std::nullopt;
    Sample s;
    const FlatJsonField *mono = nullptr, *wall = nullptr, *irqs = nullptr, *stat = nullptr,
                        *soft = nullptr, *threads = nullptr;
    for (const FlatJsonField &f : fields) {
        if (f.key == "mono_ns")
            mono = &f;
        else if (f.key == "wall_ms")
            wall = &f;
        else if (f.key == "interrupts")
            irqs = &f;
        else if (f.key == "stat")
            stat = &f;
        else if (f.key == "softirqs")
            soft = &f;
        else if (f.key == "kthreads")
            threads = &f;
        else if (f.key == "error")
            return std::nullopt;
    }
    if (!mono || !wall || mono->isString || wall->isString ||
        !integer(mono->value, s.monotonicNs) || !integer(wall->value, s.wallMs))
        return std::nullopt;
    auto bytes = [](const FlatJsonField *f, QByteArray &out) {
        if (!f || !f->isString)
            return false;
        if (auto fast = decodeCanonicalBase64(QByteArrayView(f->value.data(), f->value.size()))) {
            out = std::move(*fast);
            return true;
        }
        auto d = QByteArray::fromBase64Encoding(
            QByteArray::fromRawData(f->value.data(), f->value.size()),
            QByteArray::AbortOnBase64DecodingErrors);
        if (!d)
            return false;
        out = std::move(*d);
        return true;
    };
    if (!bytes(irqs, s.interruptsText) || !bytes(stat, s.statText) || !bytes(soft, s.softirqsText))
        return std::nullopt;
    if (threads) {
        QByteArray text;
        if (!bytes(threads, text))
            return std::nullopt;
        kthreads = std::move(text);
    }
    return s;
}

// The kernel thread times of a recorded sample, when it has them.
Status takeThreadTimes(Sample &s, const std::optional<QByteArray> &kthreads, const QString &where)
{
    if (!kthreads)
        return Ok{};
    auto t = parseThreadTimesText(bytesView(*kthreads), where);
    if (!t.ok())
        return t.error();
    s.threads = std::make_shared<const ThreadTimes>(std::move(t).value());
    return Ok{};
}

} // namespace

QByteArray recordLine(const Sample &s)
{
    QByteArray line;
    line.reserve(64 +
                 (s.interruptsText.size() + s.statText.size() + s.softirqsText.size()) * 4 / 3);
    line += "{\"mono_ns\": " + QByteArray::number(qint64(s.monotonicNs)) +
            ", \"wall_ms\": " + QByteArray::number(qint64(s.wallMs));
    if (!s.error.isEmpty() && s.interruptsText.isEmpty()) {
        line += ", \"error\": ";
        appendJsonString(line, s.error);
    } else {
        line += ", \"interrupts\": \"" + s.interruptsText.toBase64() + "\", \"stat\": \"" +
                s.statText.toBase64() + "\", \"softirqs\": \"" + s.softirqsText.toBase64() + '"';
        // Optional: readers before it ignore the key, recordings before it
        // replay with thread_pct unknown.
        if (s.threads)
            line += ", \"kthreads\": \"" +
                    QByteArray::fromStdString(threadTimesText(*s.threads)).toBase64() + '"';
    }
    line += "}\n";
    return line;
}

Result<std::unique_ptr<RecordingWriter>> RecordingWriter::create(const QString &path,
                                                                 const QString &sourceName)
{
    std::unique_ptr<RecordingWriter> w(new RecordingWriter(path));
    auto replaced = beginReplaceFile(path);
    Status s = replaced.ok() ? (*replaced)->commit() : Status(replaced.error());
    if (!s.ok())
        return Error{QCoreApplication::translate("Recording", "cannot write recording %1: %2")
                         .arg(path, s.errorString())};
    w->m_replaced = std::move(replaced).value();
    w->m_file = &w->m_replaced->file();
    if (Status h = w->writeHeader(sourceName); !h.ok())
        return h.error();
    return w;
}

Result<std::unique_ptr<RecordingWriter>>
RecordingWriter::createNew(const OutputDir &dir, const QString &name, const QString &sourceName)
{
    std::unique_ptr<RecordingWriter> w(new RecordingWriter(dir.filePath(name)));
    if (Status s = dir.createNew(w->m_new, name); !s.ok())
        return s.error();
    if (Status h = w->writeHeader(sourceName); !h.ok())
        return h.error();
    return w;
}

Status RecordingWriter::writeHeader(const QString &sourceName)
{
    QByteArray head = "{\"format\": \"irqatlas-recording\", \"version\": 1, \"source\": ";
    appendJsonString(head, sourceName);
    head += "}\n";
    if (m_file->write(head) != head.size() || !m_file->flush())
        return Error{QCoreApplication::translate("Recording", "cannot write recording %1: %2")
                         .arg(m_path, m_file->errorString())};
    return Ok{};
}

Status RecordingWriter::write(const Sample &s)
{
    const QByteArray line = recordLine(s);
    if (m_file->write(line) != line.size() || !m_file->flush())
        return Error{QCoreApplication::translate("Recording", "cannot write recording %1: %2")
                         .arg(m_path, m_file->errorString())};
    return Ok{};
}

Result<Sample> sampleFromRecordLine(const QByteArray &line, const QString &fileName, int lineNo,
                                    const Sample *previous,
                                    std::shared_ptr<const ParsedSample> recycle)
{
    const QString where = QStringLiteral("%1:%2").arg(fileName).arg(lineNo);
    std::optional<QByteArray> kthreads;
    if (std::optional<Sample> fast = fastSample(line, kthreads)) {
        if (Status t = takeThreadTimes(*fast, kthreads, where); !t.ok())
            return t.error();
        parseSample(*fast, where, std::move(recycle), previous);
        return std::move(*fast);
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return Error{
            QCoreApplication::translate("Recording", "%1: not a recorded sample (%2 at byte %3)")
                .arg(where, pe.errorString())
                .arg(pe.offset + 1)};
    const QJsonObject o = doc.object();
    const QJsonValue mono = o.value(QLatin1String("mono_ns"));
    const QJsonValue wall = o.value(QLatin1String("wall_ms"));
    if (!mono.isDouble() || !wall.isDouble())
        return Error{
            QCoreApplication::translate(
                "Recording", "%1: a recorded sample needs numbers \"mono_ns\" and \"wall_ms\"")
                .arg(where)};
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
        return Error{
            QCoreApplication::translate(
                "Recording", "%1: \"interrupts\", \"stat\" and \"softirqs\" must be base64 strings")
                .arg(where)};
    if (o.contains(QLatin1String("kthreads"))) {
        kthreads = QByteArray();
        if (!bytes("kthreads", *kthreads))
            return Error{
                QCoreApplication::translate("Recording", "%1: \"kthreads\" must be a base64 string")
                    .arg(where)};
    }
    if (Status t = takeThreadTimes(s, kthreads, where); !t.ok())
        return t.error();
    parseSample(s, where, std::move(recycle), previous);
    return s;
}

Result<std::unique_ptr<RecordingSource>> RecordingSource::open(const QString &path, ReadName how)
{
    std::unique_ptr<RecordingSource> r(new RecordingSource(path));
    if (how == ReadName::FixedName) {
        if (Status s = openRegularFile(r->m_file, path); !s.ok())
            return s.error();
    } else if (!openForReading(r->m_file, path, how).ok()) {
        return Error{QCoreApplication::translate("Recording", "cannot open recording %1: %2")
                         .arg(path, r->m_file.errorString())};
    }
    // A header is a short line: a large file without one (a binary, the
    // wrong path) is refused without reading it whole.
    const QByteArray head = r->m_file.readLine(64 * 1024);
    r->m_line = 1;
    const QJsonObject o = QJsonDocument::fromJson(head).object();
    if (o.value(QLatin1String("format")).toString() != kFormat)
        return Error{
            QCoreApplication::translate(
                "Recording",
                "%1:1: not an irqatlas recording (no \"format\": \"irqatlas-recording\" header)")
                .arg(path)};
    const int version = o.value(QLatin1String("version")).toInt(-1);
    if (version < 1 || version > kVersion)
        return Error{
            QCoreApplication::translate(
                "Recording",
                "%1:1: recording version %2 is not supported (this build reads version %3)")
                .arg(path)
                .arg(version)
                .arg(kVersion)};
    r->m_recordedSource = o.value(QLatin1String("source")).toString();
    return r;
}

QString RecordingSource::displayName() const
{
    return QCoreApplication::translate("Recording", "recording %1").arg(m_path);
}

RecordingSource::LineRead RecordingSource::readLine(QByteArray &line)
{
    constexpr qsizetype kChunk = 4 * 1024 * 1024;
    constexpr qsizetype kMax = qsizetype(limits::kMaxRecordingLineBytes);
    line.resize(0); // keeps the capacity of the last long line
    if (m_pos < m_buffer.size()) {
        const char *from = m_buffer.constData() + m_pos;
        const qsizetype left = m_buffer.size() - m_pos;
        if (const void *nl = std::memchr(from, '\n', std::size_t(left))) {
            const qsizetype len = static_cast<const char *>(nl) - from;
            line.append(from, len);
            m_pos += len + 1;
            return LineRead::Line;
        }
        line.append(from, left);
    }
    m_buffer.resize(0);
    m_pos = 0;
    // A long line is read straight into `line`; only what follows its
    // newline is kept back for the next call. A line over the cap is refused
    // as soon as it passes it, so it never costs more than the cap.
    for (;;) {
        const qsizetype have = line.size();
        if (have > kMax)
            return LineRead::TooLong;
        if (line.capacity() < have + kChunk)
            line.reserve(std::min(std::max(2 * have, have + kChunk), kMax + kChunk));
        line.resize(have + kChunk);
        const qint64 got = m_file.read(line.data() + have, kChunk);
        line.resize(have + qsizetype(std::max<qint64>(got, 0)));
        if (got <= 0)
            return line.isEmpty() ? LineRead::End
                                  : LineRead::Line; // the last line may lack its newline
        if (const void *nl = std::memchr(line.constData() + have, '\n', std::size_t(got))) {
            const qsizetype at = static_cast<const char *>(nl) - line.constData();
            m_buffer.append(line.constData() + at + 1, line.size() - at - 1);
            line.resize(at);
            return at > kMax ? LineRead::TooLong : LineRead::Line;
        }
    }
}

Sample RecordingSource::endMalformed(const QString &message)
{
    qCWarning(lcRecording) << message;
    m_done = true;
    m_malformed = message;
    Sample bad;
    bad.error = message;
    return bad;
}

std::optional<Sample> RecordingSource::next()
{
    QByteArray &line = m_lineBuffer;
    while (!m_done) {
        const LineRead read = readLine(line);
        if (read == LineRead::End) {
            m_done = true;
            break;
        }
        ++m_line;
        if (read == LineRead::TooLong) {
            line = QByteArray(); // gives the memory back at once
            return endMalformed(
                QCoreApplication::translate(
                    "Recording", "%1:%2: line is longer than the supported maximum of %3 bytes")
                    .arg(m_path)
                    .arg(m_line)
                    .arg(qulonglong(limits::kMaxRecordingLineBytes)));
        }
        if (line.trimmed().isEmpty())
            continue;
        auto s = sampleFromRecordLine(line, m_path, m_line, &m_last, std::move(m_spare));
        if (!s.ok())
            return endMalformed(s.errorString());
        if (s->ok())
            m_last = *s;
        return std::move(s).value();
    }
    return std::nullopt;
}

} // namespace irqatlas
