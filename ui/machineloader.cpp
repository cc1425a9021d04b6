#include "machineloader.h"

#include "hostsource.h"
#include "interrupts.h"
#include "snapshot.h"
#include "topologyjson.h"
#include "topologyloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QPointer>
#include <QThread>

Q_LOGGING_CATEGORY(lcLoader, "irqatlas.ui.loader", QtWarningMsg)

namespace irqatlas {

namespace {

Result<QByteArray> readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("MachineLoader", "Cannot read %1: %2").arg(path, f.errorString())};
    return f.readAll();
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
    case LocalMachine: return QCoreApplication::translate("MachineLoader", "this machine");
    case RootDir:
    case HwlocXml:
    case TopologyJson:
    case InterruptsFile: return QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName();
    }
    return path;
}

QString MachineSource::toSetting() const
{
    static const char *names[] = {"local", "root", "xml", "json", "interrupts"};
    return QLatin1String(names[kind]) + QLatin1Char(':') + path;
}

MachineSource MachineSource::fromSetting(const QString &s)
{
    static const char *names[] = {"local", "root", "xml", "json", "interrupts"};
    const qsizetype colon = s.indexOf(QLatin1Char(':'));
    for (int k = 0; k < 5 && colon > 0; ++k)
        if (s.left(colon) == QLatin1String(names[k]))
            return {Kind(k), s.mid(colon + 1)};
    return {};
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
        if (!m.hasTopology && !m.hasIrqs)
            return Error{QCoreApplication::translate("MachineLoader", "%1 holds neither a topology nor /proc/interrupts").arg(source.path)};
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
        auto bytes = readAll(source.path);
        if (!bytes)
            return bytes.error();
        auto topo = topologyFromJson(bytes.value(), source.path);
        if (!topo)
            return topo.error();
        m.topology = std::move(topo.value());
        m.hasTopology = true;
        break;
    }
    case MachineSource::InterruptsFile: {
        auto bytes = readAll(source.path);
        if (!bytes)
            return bytes.error();
        auto table = parseInterrupts(std::string_view(bytes->constData(), std::size_t(bytes->size())),
                                     source.path);
        if (!table)
            return table.error();
        m.irqs = std::move(table.value());
        m.hasIrqs = true;
        break;
    }
    }
    if (!source.interrupts.isEmpty() && source.kind != MachineSource::InterruptsFile) {
        auto bytes = readAll(source.interrupts);
        if (!bytes)
            return bytes.error();
        auto table = parseInterrupts(std::string_view(bytes->constData(), std::size_t(bytes->size())),
                                     source.interrupts);
        if (!table)
            return table.error();
        m.irqs = std::move(table.value());
        m.hasIrqs = true;
    }
    if (m.topology.source.isEmpty())
        m.topology.source = source.path;
    fillTopology(m, source.path);
    if (m.topology.pus.empty())
        return Error{QCoreApplication::translate("MachineLoader", "%1 describes no CPU").arg(source.kind == MachineSource::LocalMachine
                                                       ? QCoreApplication::translate("MachineLoader", "this machine")
                                                       : source.path)};
    return m;
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
