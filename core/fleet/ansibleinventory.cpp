#include "fleet/ansibleinventory.h"

#include "model/printable.h"
#include "remote/cappedchannels.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>

namespace irqatlas {
namespace {

// What Ansible said when it refused: its ERROR lines, then the first
// warning (which says why a plugin could not read the file), shortened.
QString ansibleWords(const QByteArray &err)
{
    QStringList errors, warning;
    bool inFirstWarning = false;
    for (const QByteArray &l : err.split('\n')) {
        const QString t = printableText(QByteArrayView(l.trimmed()));
        if (t.startsWith(QLatin1String("ERROR!"))) {
            errors << t;
            inFirstWarning = false;
        } else if (t.startsWith(QLatin1String("[WARNING]"))) {
            inFirstWarning = warning.isEmpty();
            if (inFirstWarning)
                warning << t;
        } else if (inFirstWarning && !t.isEmpty()) {
            warning << t;
        }
    }
    QString words = (errors + warning).join(QLatin1Char(' ')).simplified();
    if (words.isEmpty())
        words = printableText(QByteArrayView(err.trimmed())).simplified();
    constexpr qsizetype kMaxWords = 1000;
    if (words.size() > kMaxWords)
        words = words.left(kMaxWords) + QStringLiteral("…");
    return words;
}

Result<QByteArray> runAnsible(const InventoryOptions &o, const QString &program,
                              const QStringList &args)
{
    QProcess proc;
    proc.setProgram(program);
    proc.setArguments(args);
    // A file no inventory plugin can read is an error, not an empty
    // inventory with a warning.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ANSIBLE_INVENTORY_UNPARSED_FAILED"), QStringLiteral("True"));
    env.insert(QStringLiteral("ANSIBLE_INVENTORY_ANY_UNPARSED_IS_FAILED"), QStringLiteral("True"));
    env.insert(QStringLiteral("ANSIBLE_NOCOLOR"), QStringLiteral("True"));
    proc.setProcessEnvironment(env);
    proc.setStandardInputFile(QProcess::nullDevice());
    CappedChannels channels(proc, ChannelLimits{kMaxInventoryBytes, qint64(1) << 20});
    proc.start();
    if (!proc.waitForStarted(30000))
        return Error{QCoreApplication::translate(
                         "Fleet", "%1: cannot start %2 (Debian package ansible-core): %3")
                         .arg(o.file, program, proc.errorString())};
    const bool finished = proc.waitForFinished(o.timeoutMs);
    channels.poll();
    if (channels.exceeded()) {
        proc.waitForFinished(2000);
        return channels.error(o.file, program);
    }
    if (!finished) {
        proc.kill();
        proc.waitForFinished(2000);
        return Error{QCoreApplication::translate("Fleet", "%1: %2 gave no answer within %3 s")
                         .arg(o.file, program)
                         .arg(o.timeoutMs / 1000)};
    }
    const QByteArray err = channels.takeStderr();
    if (proc.exitStatus() != QProcess::NormalExit || proc.exitCode() != 0)
        return Error{QCoreApplication::translate("Fleet", "%1: %2 refused it: %3")
                         .arg(o.file, program, ansibleWords(err))};
    return channels.takeStdout();
}

Result<QByteArray> runInventory(const InventoryOptions &o, const QStringList &args)
{
    return runAnsible(o, o.program, QStringList{QStringLiteral("-i"), o.file} + args);
}

// The hosts --limit leaves, as Ansible itself matches the pattern
// (`ansible all --limit PATTERN --list-hosts`: ansible-inventory has no
// --limit before ansible-core 2.16). Its answer: a "hosts (N):" line, then
// one name a line.
Result<QSet<QString>> limitedHosts(const InventoryOptions &o)
{
    auto listed = runAnsible(o, o.adhocProgram,
                             {QStringLiteral("all"), QStringLiteral("-i"), o.file,
                              QStringLiteral("--limit"), o.limit, QStringLiteral("--list-hosts")});
    if (!listed)
        return listed.error();
    QSet<QString> names;
    bool inList = false;
    for (const QByteArray &l : listed->split('\n')) {
        const QByteArray t = l.trimmed();
        if (t.startsWith("hosts (") && t.endsWith("):"))
            inList = true;
        else if (inList && !t.isEmpty())
            names.insert(QString::fromUtf8(t));
    }
    return names;
}

// Hosts below group, depth first, each once (children may repeat hosts).
void collectHosts(const QJsonObject &list, const QString &group, QStringList &out,
                  QSet<QString> &seenHosts, QSet<QString> &seenGroups)
{
    if (seenGroups.contains(group))
        return;
    seenGroups.insert(group);
    const QJsonObject g = list.value(group).toObject();
    const QJsonArray hosts = g.value(QStringLiteral("hosts")).toArray();
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        const QString name = hosts.at(i).toString();
        if (!seenHosts.contains(name)) {
            seenHosts.insert(name);
            out << name;
        }
    }
    const QJsonArray children = g.value(QStringLiteral("children")).toArray();
    for (qsizetype i = 0; i < children.size(); ++i)
        collectHosts(list, children.at(i).toString(), out, seenHosts, seenGroups);
}

Result<QJsonObject> parseObject(const QByteArray &json, const QString &what)
{
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &e);
    if (e.error != QJsonParseError::NoError || !doc.isObject())
        return Error{QCoreApplication::translate("Fleet", "%1: not a JSON object: %2")
                         .arg(what, e.errorString())};
    return doc.object();
}

// ansible_port may be a number or a string of digits.
Result<int> portOf(const QJsonValue &v, const QString &where)
{
    if (v.isUndefined() || v.isNull())
        return 0;
    bool ok = v.isDouble();
    int port = v.toInt();
    if (v.isString())
        port = v.toString().toInt(&ok);
    if (!ok || port < 1 || port > 65535)
        return Error{QCoreApplication::translate("Fleet", "%1: ansible_port is not a port number")
                         .arg(where)};
    return port;
}

} // namespace

Result<std::vector<FleetHost>> hostsFromInventory(const QByteArray &listJson, const QString &origin,
                                                  const HostVarsLookup &lookup)
{
    auto list = parseObject(listJson, origin);
    if (!list)
        return list.error();
    QStringList names;
    QSet<QString> seenHosts, seenGroups;
    collectHosts(*list, QStringLiteral("all"), names, seenHosts, seenGroups);
    if (names.size() > kMaxFleetHosts)
        return Error{QCoreApplication::translate("Fleet", "%1: more than %2 hosts")
                         .arg(origin)
                         .arg(kMaxFleetHosts)};
    const bool hasMeta = list->contains(QStringLiteral("_meta"));
    const QJsonObject hostvars = list->value(QStringLiteral("_meta"))
                                     .toObject()
                                     .value(QStringLiteral("hostvars"))
                                     .toObject();
    std::vector<FleetHost> hosts;
    hosts.reserve(std::size_t(names.size()));
    for (const QString &name : names) {
        const QString where = origin + QStringLiteral(": ") + printableText(name);
        QJsonObject vars = hostvars.value(name).toObject();
        if (!hasMeta) {
            auto bytes = lookup(name);
            if (!bytes)
                return bytes.error();
            auto parsed = parseObject(*bytes, where);
            if (!parsed)
                return parsed.error();
            vars = *parsed;
        }
        auto port = portOf(vars.value(QStringLiteral("ansible_port")), where);
        if (!port)
            return port.error();
        const QString address = vars.value(QStringLiteral("ansible_host")).toString(name);
        const QString user = vars.value(QStringLiteral("ansible_user")).toString();
        hosts.push_back(FleetHost{name, fleetTarget(user, address, *port)});
    }
    return hosts;
}

Result<std::vector<FleetHost>> readInventory(const InventoryOptions &options)
{
    auto list = runInventory(options, {QStringLiteral("--list")});
    if (!list)
        return list.error();
    auto hosts = hostsFromInventory(*list, options.file, [&options](const QString &name) {
        return runInventory(options, {QStringLiteral("--host"), name});
    });
    if (!hosts || options.limit.isEmpty())
        return hosts;
    auto kept = limitedHosts(options);
    if (!kept)
        return kept.error();
    std::vector<FleetHost> limited;
    for (FleetHost &h : *hosts)
        if (kept->contains(h.name))
            limited.push_back(std::move(h));
    return limited;
}

} // namespace irqatlas
