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

// Runs a program, returns exit code; stdout/stderr into the given buffers.
int runProgram(const QString &program, const QStringList &args, QByteArray *out,
               QByteArray *err = nullptr, int timeoutMs = 120000);

} // namespace irqatlas::test
