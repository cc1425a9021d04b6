#pragma once

#include <QObject>
#include <atomic>
#include <functional>
#include <memory>

namespace irqatlas {

// Runs a blocking job (hwloc, ssh, a planner) on a worker thread of its own
// and hands its result to the owner's thread, unless a newer run() or
// cancel() came first: such jobs cannot be interrupted, but the window never
// waits for one and never shows a stale result. The machine loader and the
// plan runner both work this way.
class LatestWorker : public QObject
{
    Q_OBJECT
public:
    explicit LatestWorker(QObject *parent = nullptr);
    ~LatestWorker() override; // orphaned jobs finish on their own, their results dropped

    // job runs on the worker thread; deliver on this object's thread with
    // what job returned, only if this is still the latest run.
    template <typename R> void run(std::function<R()> job, std::function<void(R &&)> deliver)
    {
        launch([job = std::move(job), deliver = std::move(deliver)]() -> std::function<void()> {
            auto result = std::make_shared<R>(job());
            return [result, deliver] { deliver(std::move(*result)); };
        });
    }
    // Drops the result of the run in progress. False when none was wanted.
    bool cancel();
    // A run whose result is still wanted.
    bool active() const { return m_active; }
    // Worker threads still running, dropped ones included.
    int running() const { return m_running; }

private:
    void launch(std::function<std::function<void()>()> job);

    std::shared_ptr<std::atomic<int>> m_generation = std::make_shared<std::atomic<int>>(0);
    int m_running = 0;
    bool m_active = false;
};

} // namespace irqatlas
