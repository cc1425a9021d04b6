#include "faketree.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace irqatlas::test {

FakeTree::FakeTree() = default;

void FakeTree::write(const QString &path, const QByteArray &content)
{
    const QString local = root() + path;
    QDir().mkpath(QFileInfo(local).absolutePath());
    QFile f(local);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(local));
}

void FakeTree::mkdir(const QString &path)
{
    QDir().mkpath(root() + path);
}

void FakeTree::symlink(const QString &path, const QString &target)
{
    const QString local = root() + path;
    QDir().mkpath(QFileInfo(local).absolutePath());
    if (!QFile::link(target, local))
        qFatal("cannot link %s", qPrintable(local));
}

ProgramRun runWithInput(const QString &program, const QStringList &args, const QByteArray &input,
                        int timeoutMs)
{
    QProcess p;
    p.start(program, args);
    ProgramRun r;
    if (!p.waitForStarted())
        return r;
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

ProgramRun runCli(const QStringList &args)
{
    return runWithInput(QStringLiteral(IRQATLAS_CLI_PATH), args);
}

int runProgram(const QString &program, const QStringList &args, QByteArray *out, QByteArray *err,
               int timeoutMs)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    if (out)
        *out = p.readAllStandardOutput();
    if (err)
        *err = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace irqatlas::test
