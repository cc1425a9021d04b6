#include "ui/common/machineloader.h"

#include "host/snapshot.h"
#include "host/sshhostsource.h"
#include "live/backoffsource.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "procfs/hostsource.h"
#include "procfs/interrupts.h"
#include "procfs/irqbalance.h"
#include "procfs/irqfiles.h"
#include "procfs/procstat.h"
#include "procfs/softirqs.h"
#include "topology/hosttopology.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QMutex>
#include <QPointer>
#include <QThread>
#include <QUrl>
#include <QUrlQuery>

Q_LOGGING_CATEGORY(lcLoader, "irqatlas.ui.loader", QtWarningMsg)

namespace irqatlas {

namespace {

// A file the user named, read up to its cap (model/inputlimits.h): past it
// is an error naming the file, never a truncated read.
Result<QByteArray> readAll(const QString &path, std::size_t cap)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("MachineLoader", "Cannot read %1: %2")
                         .arg(path, f.errorString())};
    return readCapped(f, cap, path);
}

Status readIrqs(const HostSource &host, MachineData &m)
{
    auto bytes = host.readFile(QStringLiteral("/proc/interrupts"));
    if (!bytes)
        return bytes.error();
    auto table = parseInterrupts(std::string_view(bytes->constData(), std::size_t(bytes->size())),
                                 host.displayName() + QStringLiteral("/proc/interrupts"));
    if (!table)
        return table.error();
    m.irqs = std::move(table.value());
    m.hasIrqs = true;
    // Affinity, effective CPU, device and node come from the per-IRQ files;
    // a saved tree may lack them (counts only), and a garbled one is reported
    // without losing the counts.
    QStringList warnings;
    if (Status s = readIrqDetails(host, m.irqs, m.hasTopology ? &m.topology : nullptr, &warnings);
        !s)
        m.warnings << s.errorString();
    m.warnings << warnings;
    return Ok{};
}

// What the source's other tables say about its CPUs and name, for the check
// against the topology (compareSources). A garbled file is left out here: the
// live monitor reports it when it reads it.
struct HostTables
{
    std::optional<ProcStat> stat;
    std::optional<SoftirqTable> softirqs;
    QString hostname;
    std::optional<QString> topologyHost; // the topology's own name, when the title took another
};

void checkSources(MachineData &m, const HostTables &tables)
{
    if (!m.hasTopology)
        return;
    const QString shown = m.topology.hostname;
    if (tables.topologyHost)
        m.topology.hostname = *tables.topologyHost;
    m.differences = compareSources(
        m.topology, {m.hasIrqs ? &m.irqs : nullptr, tables.stat ? &*tables.stat : nullptr,
                     tables.softirqs ? &*tables.softirqs : nullptr, tables.hostname});
    m.topology.hostname = shown;
}

// isolcpus, nohz_full and irqbalance: the CLI's Snapshot reads the same files.
// A garbled list is a warning; the machine still opens.
void readHostState(const HostSource &host, MachineData &m, HostTables &tables)
{
    if (auto b = host.tryRead(QStringLiteral("/proc/stat")))
        if (auto st = parseProcStat(bytesView(*b), shownPath(host, QStringLiteral("/proc/stat"))))
            tables.stat = std::move(st).value();
    if (auto b = host.tryRead(QStringLiteral("/proc/softirqs")))
        if (auto si =
                parseSoftirqs(bytesView(*b), shownPath(host, QStringLiteral("/proc/softirqs"))))
            tables.softirqs = std::move(si).value();
    if (auto h = host.tryRead(QStringLiteral("/proc/sys/kernel/hostname")))
        tables.hostname = QString::fromUtf8(h->trimmed());
    for (const auto &[path, target] :
         {std::pair{QStringLiteral("/sys/devices/system/cpu/isolated"), &m.isolated},
          std::pair{QStringLiteral("/sys/devices/system/cpu/nohz_full"), &m.nohzFull}}) {
        if (auto b = host.tryRead(path)) {
            auto set = parseCpuListFile(bytesView(*b), shownPath(host, path));
            if (set)
                *target = std::move(set).value();
            else
                m.warnings << set.errorString();
        }
    }
    m.irqbalanceRunning = irqbalanceRunning(host);
}

QMutex g_sshMutex;
SshOptions g_sshDefaults;

const char *const kKindNames[] = {"local", "root", "xml", "json", "interrupts", "ssh"};
constexpr int kKinds = int(std::size(kKindNames));

// The remote host's own topology: its lstopo's XML when it has one, else the
// sysfs subset read back through hwloc. Named after the host, not the copy.
Status loadRemote(SshHostSource &host, MachineData &m, HostTables &tables)
{
    const QString name = host.displayName();
    Result<Topology> topo = loadHostTopology(host);
    if (topo) {
        m.topology = std::move(topo.value());
        m.hasTopology = true;
    } else {
        m.warnings << topo.errorString();
    }
    m.topology.source = name;
    if (Status s = readIrqs(host, m); !s) {
        if (!m.hasTopology)
            return s;
        m.warnings << s.errorString();
    }
    readHostState(host, m, tables);
    // The remote kernel's name for itself, for the title, exports and plans;
    // the check still compares it with what the topology called the host.
    tables.topologyHost = m.topology.hostname;
    if (!tables.hostname.isEmpty())
        m.topology.hostname = tables.hostname;
    return Ok{};
}

// When there is no topology, invent the flattest one the IRQ columns allow.
void fillTopology(MachineData &m, const QString &source)
{
    if (m.hasTopology)
        return;
    m.topology = cpuOnlyTopology(m.irqs.cpus, source);
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

void setSshDefaults(const SshOptions &options)
{
    QMutexLocker lock(&g_sshMutex);
    g_sshDefaults = options;
}

SshOptions sshDefaults()
{
    QMutexLocker lock(&g_sshMutex);
    return g_sshDefaults;
}

Result<SshOptions> sshOptionsFor(const MachineSource &source)
{
    SshOptions o = sshDefaults();
    if (!source.sshConfig.isEmpty()) {
        if (!QFileInfo(source.sshConfig).isFile())
            return Error{
                QCoreApplication::translate("MachineLoader", "ssh config file %1: no such file")
                    .arg(source.sshConfig)};
        o.configFile = source.sshConfig;
    }
    if (!source.identityFile.isEmpty()) {
        if (!QFileInfo(source.identityFile).isFile())
            return Error{
                QCoreApplication::translate("MachineLoader", "identity file %1: no such file")
                    .arg(source.identityFile)};
        o.identityFile = source.identityFile;
    }
    return o;
}

Topology cpuOnlyTopology(const std::vector<int> &cpus, const QString &source)
{
    Topology t;
    for (int c : cpus) {
        Pu p;
        p.id = c;
        p.core = c;
        t.pus.push_back(p);
    }
    std::sort(t.pus.begin(), t.pus.end(), [](const Pu &a, const Pu &b) { return a.id < b.id; });
    t.source = source;
    t.rebuildIndex();
    return t;
}

Result<MachineData> loadMachine(const MachineSource &source)
{
    MachineData m;
    HostTables tables;
    m.title = source.displayName();
    switch (source.kind) {
    case MachineSource::LocalMachine: {
        auto topo = loadLocalTopology();
        if (topo) {
            m.topology = std::move(topo.value());
            m.hasTopology = true;
        } else {
            m.warnings << topo.errorString();
        }
        auto host = openLocalHost();
        if (Status s = readIrqs(*host, m); !s)
            m.warnings << s.errorString();
        readHostState(*host, m, tables);
        if (m.topology.source.isEmpty())
            m.topology.source = QCoreApplication::translate("MachineLoader", "this machine");
        break;
    }
    case MachineSource::RootDir: {
        auto host = openRootDir(source.path);
        if (!host)
            return host.error();
        auto topo = loadTopologyForRoot(host.value()->localRoot());
        if (topo) {
            m.topology = std::move(topo.value());
            m.hasTopology = true;
        } else {
            m.warnings << topo.errorString();
        }
        if (Status s = readIrqs(*host.value(), m); !s)
            m.warnings << s.errorString();
        readHostState(*host.value(), m, tables);
        if (!m.hasTopology && !m.hasIrqs)
            return Error{QCoreApplication::translate(
                             "MachineLoader", "%1 holds neither a topology nor /proc/interrupts")
                             .arg(source.path)};
        break;
    }
    case MachineSource::HwlocXml: {
        auto topo = loadTopologyXml(source.path);
        if (!topo)
            return topo.error();
        m.topology = std::move(topo.value());
        m.hasTopology = true;
        break;
    }
    case MachineSource::TopologyJson: {
        auto bytes = readAll(source.path, limits::kMaxTopologyJsonBytes);
        if (!bytes)
            return bytes.error();
        auto topo = topologyFromJson(bytes.value(), source.path);
        if (!topo)
            return topo.error();
        m.topology = std::move(topo.value());
        m.hasTopology = true;
        break;
    }
    case MachineSource::Ssh: {
        auto target = SshTarget::parse(source.path);
        if (!target)
            return target.error();
        auto options = sshOptionsFor(source);
        if (!options)
            return options.error();
        auto session =
            std::make_shared<SshSession>(std::move(target).value(), std::move(options).value());
        auto host = SshHostSource::open(session);
        if (!host)
            return host.error();
        if (Status s = loadRemote(*host.value(), m, tables); !s)
            return s.error();
        m.session = std::move(session);
        break;
    }
    case MachineSource::InterruptsFile: {
        auto bytes = readAll(source.path, limits::kMaxInterruptsBytes);
        if (!bytes)
            return bytes.error();
        auto table = parseInterrupts(
            std::string_view(bytes->constData(), std::size_t(bytes->size())), source.path);
        if (!table)
            return table.error();
        m.irqs = std::move(table.value());
        m.hasIrqs = true;
        break;
    }
    }
    if (!source.interrupts.isEmpty() && source.kind != MachineSource::InterruptsFile) {
        auto bytes = readAll(source.interrupts, limits::kMaxInterruptsBytes);
        if (!bytes)
            return bytes.error();
        auto table = parseInterrupts(
            std::string_view(bytes->constData(), std::size_t(bytes->size())), source.interrupts);
        if (!table)
            return table.error();
        m.irqs = std::move(table.value());
        m.hasIrqs = true;
    }
    if (m.topology.source.isEmpty())
        m.topology.source = source.path;
    checkSources(m, tables);
    fillTopology(m, source.path);
    if (m.topology.pus.empty())
        return Error{QCoreApplication::translate("MachineLoader", "%1 describes no CPU")
                         .arg(source.kind == MachineSource::LocalMachine
                                  ? QCoreApplication::translate("MachineLoader", "this machine")
                                  : source.path)};
    return m;
}

std::unique_ptr<SampleSource> liveSourceFor(const MachineData &machine, const MachineSource &source)
{
    if (source.kind == MachineSource::LocalMachine)
        return std::make_unique<HostSampleSource>(
            std::make_shared<DirHostSource>(QStringLiteral("/")));
    if (source.kind == MachineSource::Ssh && machine.session)
        return std::make_unique<BackoffSampleSource>(
            std::make_unique<SshSampleSource>(machine.session));
    return nullptr;
}

MachineLoader::MachineLoader(QObject *parent)
    : QObject(parent), m_generation(std::make_shared<std::atomic<int>>(0))
{
}

MachineLoader::~MachineLoader()
{
    // Orphaned workers finish on their own and find the generation moved on.
    ++*m_generation;
}

void MachineLoader::start(const MachineSource &source)
{
    const int gen = ++*m_generation;
    auto generation = m_generation;
    QPointer<MachineLoader> self(this);
    m_active = true;
    ++m_running;
    emit starting(source);
    emit started(source.displayName());
    QThread *thread = QThread::create([source, gen, generation, self] {
        Result<MachineData> r = loadMachine(source);
        if (generation->load() != gen)
            return; // superseded or cancelled
        QMetaObject::invokeMethod(
            qApp,
            [r = std::move(r), source, gen, generation, self]() mutable {
                if (!self || generation->load() != gen)
                    return;
                self->m_active = false;
                if (r)
                    emit self->loaded(r.value(), source);
                else
                    emit self->failed(r.errorString());
                emit self->finished();
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    connect(thread, &QThread::finished, this, [this] { --m_running; });
    thread->start();
    qCDebug(lcLoader) << "loading" << source.toSetting();
}

void MachineLoader::cancel()
{
    ++*m_generation;
    if (m_active) {
        m_active = false;
        emit finished();
    }
}

} // namespace irqatlas
