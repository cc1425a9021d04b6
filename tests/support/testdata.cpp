#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

namespace irqatlas::test {

QString dataPath(const QString &relative)
{
    return QStringLiteral(IRQATLAS_TEST_DATA "/") + relative;
}

QByteArray readData(const QString &relative)
{
    const QString path = dataPath(relative);
    if (path.endsWith(QLatin1String(".bz2"))) {
        QProcess p;
        p.start(QStringLiteral("bzip2"), {QStringLiteral("-dc"), path});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            qFatal("cannot decompress %s", qPrintable(path));
        return p.readAllStandardOutput();
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(path));
    return f.readAll();
}

QString caseFolder(const QString &base)
{
    return base + QLatin1Char('/') + QString::fromLatin1(QTest::currentTestFunction()) +
           QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
}

bool writeFileMakingDirs(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace irqatlas::test
