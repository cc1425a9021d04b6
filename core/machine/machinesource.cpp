#include "machine/machinesource.h"

#include "remote/sshsession.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>
#include <iterator>

namespace irqatlas {
namespace {

const char *const kKindNames[] = {"local", "root", "xml", "json", "interrupts", "ssh"};
constexpr int kKinds = int(std::size(kKindNames));

} // namespace

QString MachineSource::displayName() const
{
    switch (kind) {
    case LocalMachine:
        return QCoreApplication::translate("MachineLoader", "this machine");
    case RootDir:
    case HwlocXml:
    case TopologyJson:
    case InterruptsFile:
        return QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName();
    case Ssh:
        return path;
    }
    return path;
}

MachineSource MachineSource::ssh(QString target, QString configFile, QString identityFile)
{
    MachineSource m(Ssh, std::move(target));
    m.sshConfig = std::move(configFile);
    m.identityFile = std::move(identityFile);
    return m;
}

QString MachineSource::toSetting() const
{
    QString s = QLatin1String(kKindNames[kind]) + QLatin1Char(':') + path;
    if (kind == Ssh) {
        // A target never holds '?', so the query part is unambiguous.
        QUrlQuery q;
        if (!sshConfig.isEmpty())
            q.addQueryItem(QStringLiteral("config"),
                           QString::fromLatin1(QUrl::toPercentEncoding(sshConfig)));
        if (!identityFile.isEmpty())
            q.addQueryItem(QStringLiteral("identity"),
                           QString::fromLatin1(QUrl::toPercentEncoding(identityFile)));
        if (!q.isEmpty())
            s += QLatin1Char('?') + q.query(QUrl::FullyEncoded);
    }
    return s;
}

MachineSource MachineSource::fromSetting(const QString &s)
{
    const qsizetype colon = s.indexOf(QLatin1Char(':'));
    for (int k = 0; k < kKinds && colon > 0; ++k) {
        if (s.left(colon) != QLatin1String(kKindNames[k]))
            continue;
        if (Kind(k) != Ssh)
            return {Kind(k), s.mid(colon + 1)};
        const QString rest = s.mid(colon + 1);
        const qsizetype mark = rest.indexOf(QLatin1Char('?'));
        const QString target = mark < 0 ? rest : rest.left(mark);
        if (!SshTarget::parse(target).ok())
            return {};
        const QUrlQuery q(mark < 0 ? QString() : rest.mid(mark + 1));
        return ssh(target, q.queryItemValue(QStringLiteral("config"), QUrl::FullyDecoded),
                   q.queryItemValue(QStringLiteral("identity"), QUrl::FullyDecoded));
    }
    return {};
}

} // namespace irqatlas
