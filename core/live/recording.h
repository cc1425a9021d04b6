#pragma once

#include "live/sample.h"
#include "live/samplesource.h"
#include "model/result.h"
#include "model/safefile.h"

#include <QFile>
#include <QString>
#include <memory>
#include <optional>

namespace irqatlas {

// A recording is JSON lines: a header object, then one object per sample
// holding the raw bytes of the three /proc files (base64, so any byte
// survives) and both timestamps. Replaying parses the same bytes with the
// same timestamps, so it recomputes exactly the rates of the live run.
//
//   {"format": "irqatlas-recording", "version": 1, "source": "this machine"}
//   {"mono_ns": 81234567890, "wall_ms": 1764495600250,
//    "interrupts": "<base64>", "stat": "<base64>", "softirqs": "<base64>",
//    "kthreads": "<base64>"}   (optional: live/threadtimes.h's text)
//   {"mono_ns": 82234567890, "wall_ms": 1764495601250, "error": "cannot read ..."}
//
// Each line is flushed as it is written, so an interrupted recording keeps
// every complete sample.
class RecordingWriter
{
public:
    // A file the user named (watch --record FILE): replaced at once
    // (OutputDir::beginReplace), so a link there is never followed.
    static Result<std::unique_ptr<RecordingWriter>> create(const QString &path,
                                                           const QString &sourceName);
    // A new file in a folder (a trial's before.jsonl): OutputDir::createNew,
    // so anything already at name, a link too, is an error.
    static Result<std::unique_ptr<RecordingWriter>>
    createNew(const OutputDir &dir, const QString &name, const QString &sourceName);

    Status write(const Sample &s);
    QString path() const { return m_path; }

private:
    explicit RecordingWriter(const QString &path) : m_path(path) {}
    Status writeHeader(const QString &sourceName);
    QString m_path;
    std::unique_ptr<ReplacingFile> m_replaced; // create()
    QFile m_new;                               // createNew()
    QFile *m_file = &m_new;
};

// One recorded line as a Sample (parsed), or an Error naming file and line.
// `previous` and `recycle` speed up the parse as in parseSample.
Result<Sample> sampleFromRecordLine(const QByteArray &line, const QString &fileName, int lineNo,
                                    const Sample *previous = nullptr,
                                    std::shared_ptr<const ParsedSample> recycle = {});
// A Sample as one recording line (with the trailing newline).
QByteArray recordLine(const Sample &s);

// Plays a recording back, sample by sample, in file order.
class RecordingSource : public SampleSource
{
public:
    // Checks the header; the samples are read as next() asks for them.
    // FixedName: path is a name irqatlas chose (a trial folder's
    // before.jsonl), opened with openRegularFile.
    static Result<std::unique_ptr<RecordingSource>> open(const QString &path,
                                                         ReadName how = ReadName::UserGiven);

    QString displayName() const override;
    bool isLive() const override { return false; }
    // A malformed line ends the replay: it comes back as a Sample whose error
    // names the file and line, and the next call returns nullopt. So does a
    // line longer than limits::kMaxRecordingLineBytes; the files inside a
    // line are held to their own caps by parseSample.
    std::optional<Sample> next() override;
    void recycle(std::shared_ptr<const ParsedSample> tables) override
    {
        m_spare = std::move(tables);
    }

    QString recordedSource() const { return m_recordedSource; }
    // The file's size (0 for a pipe).
    qint64 size() const { return m_file.size(); }
    // The error of the malformed line that ended the replay (file and line
    // named); empty while the replay is fine. A sample recorded as failed is
    // not malformed: it is a gap and the replay goes on.
    QString malformed() const { return m_malformed; }

private:
    explicit RecordingSource(const QString &path) : m_path(path) {}
    // The next line without its newline, End at the end of the file, TooLong
    // for a line over limits::kMaxRecordingLineBytes (read no further).
    // QIODevice::readLine grows its result 16 KiB at a time, which made
    // reading an 18 MB sample line cost more than parsing it.
    enum class LineRead
    {
        Line,
        End,
        TooLong
    };
    LineRead readLine(QByteArray &line);
    // Ends the replay on a malformed line: the gap Sample that reports it.
    Sample endMalformed(const QString &message);

    QString m_path;
    QFile m_file;
    QByteArray m_buffer; // read ahead, from m_pos
    qsizetype m_pos = 0;
    QByteArray m_lineBuffer;
    QString m_recordedSource;
    QString m_malformed;
    Sample m_last; // the last good sample: its unchanged rows are copied
    std::shared_ptr<const ParsedSample> m_spare;
    int m_line = 0;
    bool m_done = false;
};

} // namespace irqatlas
