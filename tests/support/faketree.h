#pragma once

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>

namespace irqatlas::test {

// A throw-away directory laid out like a live system (proc/..., sys/...),
// for readers that take a root.
class FakeTree
{
public:
    FakeTree();
    bool isValid() const { return m_dir.isValid(); }
    QString root() const { return m_dir.path(); }
    // path is absolute as on a live system: "/proc/irq/30/smp_affinity_list".
    void write(const QString &path, const QByteArray &content);
    void mkdir(const QString &path);
    void symlink(const QString &path, const QString &target);

private:
    QTemporaryDir m_dir;
};

// What a program gave back; code -1 when it did not start, crashed or was
// killed after the timeout.
struct ProgramRun
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

// Runs a program with input on its stdin, then closed.
ProgramRun runWithInput(const QString &program, const QStringList &args,
                        const QByteArray &input = {}, int timeoutMs = 120000);

// Runs the irqatlas-cli of this build with args, stdin closed.
ProgramRun runCli(const QStringList &args);

// Runs a program, returns exit code; stdout/stderr into the given buffers.
int runProgram(const QString &program, const QStringList &args, QByteArray *out,
               QByteArray *err = nullptr, int timeoutMs = 120000);

} // namespace irqatlas::test
