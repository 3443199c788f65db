// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BackgroundJob: one-shot searches off the GUI thread — solve a puzzle, rate it, generate one,
// check an entered one, compare the algorithms. The work runs on one thread pool shared by
// every job (pool()), so no dialog starts a thread of its own; its answer comes back on the
// GUI thread. A job runs one piece of work at a time: starting another, or cancel(), makes
// the one under way stale, and nothing of a stale run reaches the GUI.
//
// The interactive searches that take requests while they run (hints, the animation's
// traces) have a thread of their own instead: SolverController.
//
// Lives in the GUI thread. Destroying it cancels the work under way and waits for it: every
// core search the work runs must be given the run's cancel flag (solve, count, rate,
// generate, checkPuzzle, findHint read it within milliseconds on every size; bench_latency
// measures how soon), or closing the window waits for the search to end.

#include "handoff.h"

#include <QObject>
#include <QRunnable>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <future>
#include <memory>
#include <vector>
#include <utility>

namespace sudoku {

class BackgroundJob : public QObject {
    Q_OBJECT

public:
    // What the work may call, from its thread, to show progress: `update` runs on the GUI
    // thread, later, if the run is still current then.
    class Progress {
    public:
        void operator()(std::function<void()> update) const;

    private:
        friend class BackgroundJob;
        Progress(BackgroundJob *job, int run) : m_job(job), m_run(run) {}
        BackgroundJob *m_job;
        int m_run;
    };

    explicit BackgroundJob(QObject *parent = nullptr);
    ~BackgroundJob() override;

    // Runs `work(cancel, progress)` on the thread pool, where `cancel` is this run's flag
    // (const std::atomic<bool> &) and `progress` a Progress; then, on the GUI thread,
    // `done(result)` with what it returned — unless the run was cancelled or replaced by then.
    template <typename Work, typename Done>
    void start(Work work, Done done);

    // Makes the run under way stale and sets its cancel flag; its result is dropped.
    void cancel();
    // A run has started and its result has not been handed over (nor dropped).
    bool isRunning() const { return m_running; }
    // Every run started has ended and its end reached the GUI thread (handed over or dropped).
    bool isSettled() const { return m_unhandled == 0; }

    // The pool every job's work runs on: a thread for each job at once (MaxJobsAtOnce, or
    // the cores when more), so a run never waits behind another job's. Not Qt's global pool, which
    // Qt's own painting uses (the raster engine hands strokes and image conversions to it and
    // waits for them): searches that filled it froze the window until they ended.
    static QThreadPool &pool();
    static constexpr int MaxJobsAtOnce = 8;

private:
    // A run's work on the pool thread, made and queued by the GUI thread under the HandOff
    // lock; the pool deletes it when it has run.
    class Task final : public QRunnable {
    public:
        explicit Task(std::function<void()> work) : m_work(std::move(work)) {}
        void run() override;

    private:
        std::function<void()> m_work;
    };

    using CancelFlag = std::shared_ptr<std::atomic<bool>>;
    // The flag of a new run, the previous one cancelled.
    CancelFlag beginRun();
    // True when `run`'s result may be handed over: it is current and was not cancelled.
    bool takeResult(int run);

    int m_run = 0;
    bool m_running = false;
    CancelFlag m_cancel;
    std::vector<std::future<void>> m_unfinished; // runs still working: waited for by the destructor
    int m_unhandled = 0; // runs whose end has not reached the GUI thread yet
};

template <typename Work, typename Done>
void BackgroundJob::start(Work work, Done done)
{
    const CancelFlag cancel = beginRun();
    const int run = m_run;
    const Progress progress(this, run);
    auto ended = std::make_shared<std::promise<void>>();
    m_unfinished.push_back(ended->get_future());
    ++m_unhandled;
    // Everything crosses under the HandOff lock (handoff.h): the work to the pool thread, its
    // result back.
    auto task = std::make_unique<Task>([this, run, cancel, progress, ended, work = std::move(work),
                                        done = std::move(done)]() mutable {
        HandOff::post(this, [this, run, result = work(std::as_const(*cancel), progress),
                             done = std::move(done)]() mutable {
            --m_unhandled;
            if (takeResult(run))
                done(std::move(result));
        });
        ended->set_value(); // the destructor may go on: nothing of the job is touched after
    });
    HandOff::send([&] { pool().start(task.release()); });
}

} // namespace sudoku
