#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <memory>
#include <sys/types.h>

namespace irqatlas {

class ReplacingFile;

// Permissions of a file irqatlas makes; the umask applies.
inline constexpr mode_t kPlainFileMode = 0666;
inline constexpr mode_t kExecutableFileMode = 0777;

// A folder the user named, held open as a descriptor: every file irqatlas
// makes in it is made relative to that descriptor, never by a path, with
// O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC. Whoever else can write to the
// folder (its owner, when that is not the user; anyone in /tmp) may plant a
// link or a FIFO at a name irqatlas is about to use, at any moment; such a
// name then fails to be created and nothing is written through it, so root
// running irqatlas never overwrites a file the link points at.
class OutputDir
{
public:
    enum class Missing
    {
        Refuse,
        Create, // made with its parents first
    };

    OutputDir() = default;
    ~OutputDir();
    OutputDir(OutputDir &&other) noexcept;
    OutputDir &operator=(OutputDir &&other) noexcept;
    OutputDir(const OutputDir &) = delete;
    OutputDir &operator=(const OutputDir &) = delete;

    // The path is the user's own choice: links in it are followed. Anything
    // but a folder there is an error naming it.
    static Result<OutputDir> open(const QString &dir, Missing missing = Missing::Refuse);
    // The folder of a file the user named, for replace(); name is set to the
    // file's own name.
    static Result<OutputDir> openFolderOf(const QString &filePath, QString &name);

    const QString &path() const { return m_path; }
    QString filePath(const QString &name) const;
    // Nothing in it, hidden entries included; read through the descriptor.
    Result<bool> isEmpty() const;
    // Anything at name (a link, dangling or not, a FIFO, a folder), not followed.
    bool holds(const QString &name) const;

    // Makes name and opens file on it for writing. Anything already there is
    // an error naming the file, and is neither followed nor changed.
    Status createNew(QFile &file, const QString &name, mode_t mode = kPlainFileMode) const;
    // createNew, the bytes, close.
    Status writeNew(const QString &name, const QByteArray &bytes,
                    mode_t mode = kPlainFileMode) const;
    // For a file the user named as a target to overwrite (a Save dialog, an
    // --out FILE): the bytes go into a new temporary file in the folder
    // (createNew), are synced, and the temporary is renamed over name. A
    // link at name is replaced itself, never followed; a folder there is an
    // error; a failure leaves name as it was.
    Status replace(const QString &name, const QByteArray &bytes,
                   mode_t mode = kPlainFileMode) const;
    // Moves from (a path relative to this folder: what was made in a private
    // temporary folder inside it) to name with renameat2(RENAME_NOREPLACE):
    // anything already at name, a link too, is an error, never replaced or
    // followed.
    Status moveNew(const QString &from, const QString &name) const;
    // replace for a file written in pieces: write to its file(), then
    // commit(). A recording commits at once and goes on writing, so that an
    // interrupted one keeps what it has.
    Result<std::unique_ptr<ReplacingFile>> beginReplace(const QString &name,
                                                        mode_t mode = kPlainFileMode) const;

private:
    int m_fd = -1;
    QString m_path;
};

// A new temporary file in a folder that takes the place of a name on
// commit(); without commit() it is removed.
class ReplacingFile
{
public:
    ~ReplacingFile();
    ReplacingFile(const ReplacingFile &) = delete;
    ReplacingFile &operator=(const ReplacingFile &) = delete;

    QFile &file() { return m_file; }
    // Flushes and syncs the file, then renames it over the name: a link
    // there is replaced itself, never followed; a folder there is an error.
    // The file stays open.
    Status commit();

private:
    friend class OutputDir;
    ReplacingFile() = default;

    int m_dirFd = -1; // a descriptor of its own of the folder
    QString m_tmpName, m_name, m_path;
    QFile m_file;
    bool m_committed = false;
};

// OutputDir::beginReplace for the file at path (the folder in the path is
// the user's choice; the last component is never followed).
Result<std::unique_ptr<ReplacingFile>> beginReplaceFile(const QString &path,
                                                        mode_t mode = kPlainFileMode);

// OutputDir::replace for the file at path (the folder in the path is the
// user's choice; the last component is never followed).
Status replaceFile(const QString &path, const QByteArray &bytes, mode_t mode = kPlainFileMode);

// How a file to read is opened.
enum class ReadName
{
    // A path the user gave: links are followed and pipes are read, as the
    // user asked (`--topology <(ssh db7 cat t.json)`).
    UserGiven,
    // A name irqatlas chose itself in a folder the user named (a trial
    // folder's report.json and recordings): openRegularFile.
    FixedName,
};

// Opens path for reading with O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
// and fstat: only a regular file is opened. A link at the last component, a
// FIFO, a device, a socket or a folder is an error naming path; a FIFO
// without a writer cannot block the open, and is never read.
Status openRegularFile(QFile &file, const QString &path);
// openRegularFile or a plain open, as how says; the error names path.
Status openForReading(QFile &file, const QString &path, ReadName how);

} // namespace irqatlas
