#pragma once

#include "model/cpuset.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace irqatlas {

// Where an IRQ's kernel threads go: its threaded handlers ("irq/N-name")
// and the NAPI threads whose NAPI instance the kernel ties to the IRQ.
// JSON "thread_cpus": absent (follow), "keep", or a CPU list.
enum class ThreadPlacement
{
    FollowIrq, // the IRQ's CPUs (the default: the kernel's NAPI documentation
               // pins a NAPI thread to the CPU that services its interrupt)
    Keep,      // left where they are (unpinned by the user)
    Cpus,      // threadCpus
};

// One line of a plan: where one interrupt should go.
struct PlanAssignment
{
    PlanAssignment() = default;
    // Where the kernel threads follow the IRQ, as in a plan without thread_cpus.
    PlanAssignment(int irqNumber, std::string matchKey, CpuSet irqCpus)
        : irq(irqNumber), match(std::move(matchKey)), cpus(std::move(irqCpus))
    {
    }

    int irq = -1;      // the IRQ number when the plan was written
    std::string match; // Irq::matchKey(): survives renumbering across reboots
    CpuSet cpus;       // never empty in a valid plan
    ThreadPlacement threads = ThreadPlacement::FollowIrq;
    CpuSet threadCpus; // Cpus only; never empty then
};

// One network queue's steering in a plan ("queues": [...]): only the
// fields present are written. rx queues take rps_* and napi_cpus, tx queues
// xps_*. An empty rps_cpus/xps_cpus/xps_rxqs turns that steering off.
struct PlanQueue
{
    std::string interface; // validInterfaceName()
    bool rx = true;
    int index = 0; // "rx-3": 3
    std::optional<CpuSet> rpsCpus;
    std::optional<std::uint64_t> rpsFlowCnt;
    std::optional<CpuSet> xpsCpus;
    std::optional<CpuSet> xpsRxqs;  // receive queue numbers, not CPUs
    std::optional<CpuSet> napiCpus; // rx: where the queue's NAPI thread runs; never empty

    std::string name() const { return (rx ? "rx-" : "tx-") + std::to_string(index); }
};

// The machine a plan was written for; informative only (a plan is resolved
// against whatever machine it is applied to).
struct PlanHost
{
    QString hostname;
    QString kernel;
    int cpus = 0;     // possible CPUs of that machine
    QString topology; // Topology::fingerprint(), "sha256:<hex>"
};

// What should go where (ARCHITECTURE.md, plan file). Notes are what a planner
// wants the user to know (fallbacks, IRQs left alone); they travel in the file
// as an optional "notes" array.
struct Plan
{
    static constexpr int kFormatVersion = 1;

    PlanHost host;
    QString algorithm;
    QJsonObject params;
    QString created; // ISO 8601 UTC, "2026-11-30T10:00:00Z"
    std::vector<PlanAssignment> assignments;
    std::vector<PlanQueue> queues; // optional "queues": one entry per interface and queue
    QStringList notes;

    const PlanAssignment *find(int irq) const;
    const PlanQueue *findQueue(const std::string &interface, bool rx, int index) const;
};

} // namespace irqatlas
