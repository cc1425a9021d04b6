#include "machine/machinesource.h"

#include "remote/sshsession.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>
#include <iterator>

namespace irqatlas {
namespace {

const char *const kKindNames[] = {"local",      "root", "xml",       "json",
                                  "interrupts", "ssh",  "prometheus"};
constexpr int kKinds = int(std::size(kKindNames));

// The query items of a source's setting, each value percent-encoded.
void addEncoded(QUrlQuery &q, const char *key, const QString &value)
{
    if (!value.isEmpty())
        q.addQueryItem(QLatin1String(key), QString::fromLatin1(QUrl::toPercentEncoding(value)));
}

QString decoded(const QUrlQuery &q, const char *key)
{
    return q.queryItemValue(QLatin1String(key), QUrl::FullyDecoded);
}

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
    case Prometheus:
        return QCoreApplication::translate("MachineLoader", "%1 (Prometheus)").arg(promInstance);
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

MachineSource MachineSource::prometheus(QString url, QString instance, QString user,
                                        QString passwordFile, QString passwordEnv)
{
    MachineSource m(Prometheus, std::move(url));
    m.promInstance = std::move(instance);
    m.promUser = std::move(user);
    m.promPasswordFile = std::move(passwordFile);
    m.promPasswordEnv = std::move(passwordEnv);
    return m;
}

QString MachineSource::toSetting() const
{
    QString s = QLatin1String(kKindNames[kind]) + QLatin1Char(':') + path;
    // A target and a Prometheus URL (promServerUrl) never hold '?', so the
    // query part is unambiguous.
    QUrlQuery q;
    if (kind == Ssh) {
        addEncoded(q, "config", sshConfig);
        addEncoded(q, "identity", identityFile);
    } else if (kind == Prometheus) {
        addEncoded(q, "instance", promInstance);
        addEncoded(q, "user", promUser);
        addEncoded(q, "passwordFile", promPasswordFile);
        addEncoded(q, "passwordEnv", promPasswordEnv);
    }
    if (!q.isEmpty())
        s += QLatin1Char('?') + q.query(QUrl::FullyEncoded);
    return s;
}

MachineSource MachineSource::fromSetting(const QString &s)
{
    const qsizetype colon = s.indexOf(QLatin1Char(':'));
    for (int k = 0; k < kKinds && colon > 0; ++k) {
        if (s.left(colon) != QLatin1String(kKindNames[k]))
            continue;
        if (Kind(k) != Ssh && Kind(k) != Prometheus)
            return {Kind(k), s.mid(colon + 1)};
        const QString rest = s.mid(colon + 1);
        const qsizetype mark = rest.indexOf(QLatin1Char('?'));
        const QString where = mark < 0 ? rest : rest.left(mark);
        const QUrlQuery q(mark < 0 ? QString() : rest.mid(mark + 1));
        if (Kind(k) == Prometheus)
            return decoded(q, "instance").isEmpty()
                       ? MachineSource{}
                       : prometheus(where, decoded(q, "instance"), decoded(q, "user"),
                                    decoded(q, "passwordFile"), decoded(q, "passwordEnv"));
        if (!SshTarget::parse(where).ok())
            return {};
        return ssh(where, decoded(q, "config"), decoded(q, "identity"));
    }
    return {};
}

} // namespace irqatlas
