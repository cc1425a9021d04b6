#include "fleet/fleethosts.h"

#include "model/cappedread.h"
#include "model/printable.h"
#include "remote/sshsession.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>

namespace irqatlas {

Result<std::vector<FleetHost>> parseHostsFile(const QByteArray &bytes, const QString &file)
{
    std::vector<FleetHost> hosts;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QString text = QString::fromUtf8(line);
        auto target = SshTarget::parse(text);
        if (!target)
            return Error{QCoreApplication::translate("Fleet", "%1:%2: %3")
                             .arg(file)
                             .arg(i + 1)
                             .arg(target.errorString())};
        if (hosts.size() >= std::size_t(kMaxFleetHosts))
            return Error{QCoreApplication::translate("Fleet", "%1:%2: more than %3 hosts")
                             .arg(file)
                             .arg(i + 1)
                             .arg(kMaxFleetHosts)};
        hosts.push_back(FleetHost{text, text});
    }
    return hosts;
}

Result<std::vector<FleetHost>> readHostsFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{
            QCoreApplication::translate("Fleet", "Cannot read %1: %2").arg(path, f.errorString())};
    auto bytes = readCapped(f, std::size_t(kMaxHostsFileBytes), path);
    if (!bytes)
        return bytes.error();
    return parseHostsFile(*bytes, path);
}

QString fleetTarget(const QString &user, const QString &address, int port)
{
    QString host = address;
    if (port > 0 && address.contains(QLatin1Char(':')))
        host = QLatin1Char('[') + address + QLatin1Char(']');
    QString t = user.isEmpty() ? host : user + QLatin1Char('@') + host;
    if (port > 0)
        t += QLatin1Char(':') + QString::number(port);
    return t;
}

namespace {

// Why name cannot be a file name, or an empty string.
QString nameProblem(const QString &name)
{
    const QByteArray utf8 = name.toUtf8();
    if (utf8.isEmpty() || utf8.size() > 255)
        return QCoreApplication::translate("Fleet", "a host name has 1 to 255 bytes");
    if (name == QLatin1String(".") || name == QLatin1String(".."))
        return QCoreApplication::translate("Fleet", "\".\" and \"..\" are not host names");
    if (name.contains(QLatin1Char('/')))
        return QCoreApplication::translate("Fleet", "a host name holds no '/'");
    if (!isPrintableText(std::string_view(utf8.constData(), std::size_t(utf8.size()))) ||
        printableText(name) != name)
        return QCoreApplication::translate("Fleet",
                                           "a host name holds no control or invisible character");
    return {};
}

} // namespace

Status checkFleetHosts(const std::vector<FleetHost> &hosts, const QString &origin)
{
    if (hosts.empty())
        return Error{QCoreApplication::translate("Fleet", "%1: no hosts").arg(origin)};
    if (hosts.size() > std::size_t(kMaxFleetHosts))
        return Error{QCoreApplication::translate("Fleet", "%1: more than %2 hosts")
                         .arg(origin)
                         .arg(kMaxFleetHosts)};
    QSet<QString> seen;
    seen.reserve(qsizetype(hosts.size()));
    for (const FleetHost &h : hosts) {
        if (const QString why = nameProblem(h.name); !why.isEmpty())
            return Error{QCoreApplication::translate("Fleet", "%1: host \"%2\": %3")
                             .arg(origin, printableText(h.name), why)};
        if (seen.contains(h.name))
            return Error{QCoreApplication::translate("Fleet", "%1: host \"%2\" is listed twice")
                             .arg(origin, h.name)};
        seen.insert(h.name);
        if (auto t = SshTarget::parse(h.target); !t)
            return Error{QCoreApplication::translate("Fleet", "%1: host \"%2\": %3")
                             .arg(origin, h.name, t.errorString())};
    }
    return Ok{};
}

} // namespace irqatlas
