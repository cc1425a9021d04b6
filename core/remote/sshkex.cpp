#include "remote/sshkex.h"

#include <QLoggingCategory>
#include <QMutex>
#include <QProcess>
#include <map>

namespace irqatlas {
namespace {

Q_LOGGING_CATEGORY(lcSshKex, "irqatlas.ssh.kex", QtWarningMsg)

constexpr int kConfigWaitMs = 5000;
constexpr qint64 kMaxConfigBytes = 1 << 20; // ssh -G prints a few KiB

// The "kexalgorithms" line of `ssh -G`: the list ssh would offer.
QString effectiveKex(const QString &program, const QStringList &args)
{
    QProcess proc;
    proc.setProgram(program);
    proc.setArguments(args);
    proc.setStandardInputFile(QProcess::nullDevice());
    proc.setStandardErrorFile(QProcess::nullDevice());
    proc.start();
    if (!proc.waitForStarted(kConfigWaitMs) || !proc.waitForFinished(kConfigWaitMs) ||
        proc.exitStatus() != QProcess::NormalExit || proc.exitCode() != 0)
        return {};
    const QByteArray out = proc.read(kMaxConfigBytes);
    for (const QByteArray &line : out.split('\n'))
        if (line.startsWith("kexalgorithms "))
            return QString::fromLatin1(line.mid(14).trimmed());
    return {};
}

QString defaultKex(const QString &program)
{
    static QMutex lock;
    static std::map<QString, QString> known;
    const QMutexLocker locker(&lock);
    auto it = known.find(program);
    if (it == known.end())
        it = known
                 .emplace(program,
                          effectiveKex(program, {QStringLiteral("-G"), QStringLiteral("-F"),
                                                 QStringLiteral("/dev/null"), QStringLiteral("--"),
                                                 QStringLiteral("localhost")}))
                 .first;
    return it->second;
}

} // namespace

QString curve25519First(const QString &defaults)
{
    const QStringList names = defaults.split(QLatin1Char(','), Qt::SkipEmptyParts);
    QStringList first;
    QStringList rest;
    for (const QString &n : names)
        (n.startsWith(QLatin1String("curve25519-")) ? first : rest) << n;
    if (first.isEmpty() || names.mid(0, first.size()) == first)
        return {};
    return (first + rest).join(QLatin1Char(','));
}

QString preferredKexAlgorithms(const QString &sshProgram, const QStringList &args,
                               const QString &host)
{
    const QString defaults = defaultKex(sshProgram);
    if (defaults.isEmpty())
        return {};
    const QString effective = effectiveKex(sshProgram, QStringList{QStringLiteral("-G")}
                                                           << args << QStringLiteral("--") << host);
    if (effective != defaults) {
        qCDebug(lcSshKex) << host << "keeps the configured key exchange" << effective;
        return {};
    }
    return curve25519First(defaults);
}

} // namespace irqatlas
