#include "apply/irqbalanceban.h"

#include "apply/journal.h"
#include "procfs/irqbalancesocket.h"
#include "procfs/kthreads.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <set>

Q_LOGGING_CATEGORY(lcIrqbalanceBan, "irqatlas.apply.irqbalance")

namespace irqatlas {
namespace {

// irqbalance receives a command in one 16 KiB read and drops one that fills it.
constexpr qsizetype kMaxCommand = 16383;

struct BanStateName
{
    IrqbalanceBan::State v;
    const char *n;
};
constexpr BanStateName kBanStates[] = {{IrqbalanceBan::State::Pending, "pending"},
                                       {IrqbalanceBan::State::Sending, "sending"},
                                       {IrqbalanceBan::State::Banned, "banned"},
                                       {IrqbalanceBan::State::Restored, "restored"},
                                       {IrqbalanceBan::State::RestoreFailed, "restore-failed"},
                                       {IrqbalanceBan::State::Unreachable, "unreachable"}};

QByteArray readSmall(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(4096);
}

// The daemon's start time, 0 when pid is not an irqbalance now.
quint64 irqbalanceStarted(int pid)
{
    const QString dir = QStringLiteral("/proc/%1/").arg(pid);
    if (readSmall(dir + QStringLiteral("comm")).trimmed() != "irqbalance")
        return 0;
    const QByteArray stat = readSmall(dir + QStringLiteral("stat"));
    auto st = parseThreadStat(std::string_view(stat.constData(), std::size_t(stat.size())),
                              dir + QStringLiteral("stat"));
    return st.ok() ? st->startTime : 0;
}

QString joinIrqs(const std::vector<int> &irqs)
{
    QStringList words;
    for (int i : irqs)
        words << QString::number(i);
    return words.join(QLatin1Char(' '));
}

Result<std::vector<int>> currentBans(int pid, int timeoutMs, bool *unreachable)
{
    auto setup = askIrqbalance(pid, "setup", timeoutMs, unreachable);
    if (!setup.ok())
        return setup.error();
    IrqbalanceView view;
    if (Status s =
            parseIrqbalanceSetup(std::string_view(setup->constData(), std::size_t(setup->size())),
                                 QStringLiteral("irqbalance[%1] setup").arg(pid), view);
        !s.ok())
        return s.error();
    std::set<int> irqs;
    for (const IrqbalanceIrq &i : view.bannedIrqs)
        irqs.insert(i.irq);
    return std::vector<int>(irqs.begin(), irqs.end());
}

// Sends the list and reads it back: irqbalance answers no "settings"
// command, so the read-back is the only proof it took the list.
Status sendBans(int pid, const std::vector<int> &irqs, int timeoutMs)
{
    auto command = irqbalanceBanCommand(irqs);
    if (!command.ok())
        return command.error();
    if (auto sent = askIrqbalance(pid, *command, timeoutMs); !sent.ok())
        return sent.error();
    auto now = currentBans(pid, timeoutMs, nullptr);
    if (!now.ok())
        return now.error();
    if (*now != irqs)
        return Error{
            QCoreApplication::translate(
                "IrqbalanceBan", "irqbalance (pid %1) bans IRQs \"%2\" after it was sent \"%3\"")
                .arg(pid)
                .arg(joinIrqs(*now), joinIrqs(irqs))};
    return Ok{};
}

// The daemon's list now less the IRQs this apply added (banned, not in previous).
std::vector<int> bansWithout(const std::vector<int> &now, const IrqbalanceBan &ban)
{
    const std::set<int> before(ban.previous.begin(), ban.previous.end());
    std::set<int> added;
    for (int irq : ban.banned)
        if (!before.contains(irq))
            added.insert(irq);
    std::vector<int> out;
    for (int irq : now)
        if (!added.contains(irq))
            out.push_back(irq);
    return out;
}

} // namespace

QString irqbalanceBanStateName(IrqbalanceBan::State s)
{
    for (const auto &e : kBanStates)
        if (e.v == s)
            return QLatin1String(e.n);
    return {};
}

Result<QByteArray> irqbalanceBanCommand(const std::vector<int> &irqs)
{
    std::vector<int> sorted = irqs;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    QByteArray out = "settings ban irqs ";
    if (sorted.empty())
        return QByteArray(out + "NONE");
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        if (sorted[i] < 0 || sorted[i] > kMaxJournalIrq)
            return Error{QCoreApplication::translate("IrqbalanceBan", "IRQ %1 is not an IRQ number")
                             .arg(sorted[i])};
        out += (i ? " " : "") + QByteArray::number(sorted[i]);
    }
    if (out.size() > kMaxCommand)
        return Error{QCoreApplication::translate(
            "IrqbalanceBan", "%n IRQ(s) to ban do not fit irqbalance's 16 KiB command", nullptr,
            int(sorted.size()))};
    return out;
}

Status banIrqsInIrqbalance(IrqbalanceBan &ban, const std::vector<int> &irqs,
                           const std::function<Status()> &save, bool *unreachable, int timeoutMs)
{
    ban.started = irqbalanceStarted(ban.pid);
    auto previous = currentBans(ban.pid, timeoutMs, unreachable);
    if (!previous.ok())
        return previous.error();
    ban.previous = *previous;
    std::set<int> all(ban.previous.begin(), ban.previous.end());
    all.insert(irqs.begin(), irqs.end());
    ban.banned.assign(all.begin(), all.end());
    if (auto command = irqbalanceBanCommand(ban.banned); !command.ok())
        return command.error();
    ban.state = IrqbalanceBan::State::Sending;
    if (Status s = save(); !s.ok())
        return s;
    if (Status s = sendBans(ban.pid, ban.banned, timeoutMs); !s.ok())
        return s;
    ban.state = IrqbalanceBan::State::Banned;
    qCDebug(lcIrqbalanceBan) << "irqbalance" << ban.pid << "bans" << ban.banned;
    return Ok{};
}

Status restoreIrqbalanceBan(IrqbalanceBan &ban, int timeoutMs)
{
    if (ban.state == IrqbalanceBan::State::Pending || ban.state == IrqbalanceBan::State::Restored)
        return Ok{};
    const quint64 started = irqbalanceStarted(ban.pid);
    if (started == 0 || (ban.started != 0 && started != ban.started)) {
        // Its bans from the socket live in its memory only.
        ban.state = IrqbalanceBan::State::Restored;
        ban.note =
            QCoreApplication::translate(
                "IrqbalanceBan", "irqbalance (pid %1) has ended since; its bans ended with it")
                .arg(ban.pid);
        return Ok{};
    }
    // Only what this apply added goes: another apply still held may have
    // banned more since, and the daemon's list is all of them at once.
    auto now = currentBans(ban.pid, timeoutMs, nullptr);
    Status s =
        now.ok() ? sendBans(ban.pid, bansWithout(*now, ban), timeoutMs) : Status(now.error());
    if (!s.ok()) {
        ban.state = IrqbalanceBan::State::RestoreFailed;
        ban.note = s.errorString();
        return s;
    }
    ban.state = IrqbalanceBan::State::Restored;
    ban.note.clear();
    return Ok{};
}

QJsonObject irqbalanceBanJson(const IrqbalanceBan &ban)
{
    auto list = [](const std::vector<int> &v) {
        QJsonArray a;
        for (int i : v)
            a.append(i);
        return a;
    };
    QJsonObject o;
    o.insert(QStringLiteral("pid"), ban.pid);
    o.insert(QStringLiteral("started"), QString::number(ban.started));
    o.insert(QStringLiteral("previous"), list(ban.previous));
    o.insert(QStringLiteral("banned"), list(ban.banned));
    o.insert(QStringLiteral("state"), irqbalanceBanStateName(ban.state));
    if (!ban.note.isEmpty())
        o.insert(QStringLiteral("note"), ban.note);
    return o;
}

namespace {

Result<std::vector<int>> irqList(const QJsonValue &v, const QString &where)
{
    if (!v.isArray() || v.toArray().size() > kMaxBanListIrqs)
        return Error{QCoreApplication::translate("IrqbalanceBan",
                                                 "%1: must be an array of at most %2 IRQ numbers")
                         .arg(where)
                         .arg(kMaxBanListIrqs)};
    std::set<int> seen;
    const QJsonArray items = v.toArray();
    for (const auto &e : items) {
        const double d = e.toDouble(-1);
        if (!e.isDouble() || d < 0 || d > kMaxJournalIrq || d != std::floor(d) ||
            !seen.insert(int(d)).second)
            return Error{
                QCoreApplication::translate(
                    "IrqbalanceBan", "%1: every IRQ must be an integer from 0 to %2, each once")
                    .arg(where)
                    .arg(kMaxJournalIrq)};
    }
    return std::vector<int>(seen.begin(), seen.end());
}

} // namespace

Result<IrqbalanceBan> parseIrqbalanceBan(const QJsonObject &o, const QString &where)
{
    IrqbalanceBan ban;
    const double pid = o.value(QStringLiteral("pid")).toDouble(-1);
    if (!o.value(QStringLiteral("pid")).isDouble() || pid < 1 || pid > (1 << 22) ||
        pid != std::floor(pid))
        return Error{
            QCoreApplication::translate("IrqbalanceBan", "%1: \"pid\" must be a process id")
                .arg(where)};
    ban.pid = int(pid);
    bool ok = false;
    ban.started = o.value(QStringLiteral("started")).toString().toULongLong(&ok);
    if (!ok)
        return Error{QCoreApplication::translate("IrqbalanceBan",
                                                 "%1: \"started\" must be a number in a string")
                         .arg(where)};
    for (const auto &[key, out] :
         {std::pair{"previous", &ban.previous}, std::pair{"banned", &ban.banned}}) {
        auto list = irqList(o.value(QLatin1String(key)),
                            QStringLiteral("%1: \"%2\"").arg(where, QLatin1String(key)));
        if (!list.ok())
            return list.error();
        *out = std::move(list).value();
    }
    const QString state = o.value(QStringLiteral("state")).toString();
    auto it = std::find_if(std::begin(kBanStates), std::end(kBanStates),
                           [&](const BanStateName &n) { return state == QLatin1String(n.n); });
    if (it == std::end(kBanStates) || it->v == IrqbalanceBan::State::Unreachable)
        return Error{QCoreApplication::translate("IrqbalanceBan", "%1: unknown state \"%2\"")
                         .arg(where, state)};
    ban.state = it->v;
    // "note" is for people reading the file; nothing reads it back.
    return ban;
}

} // namespace irqatlas
