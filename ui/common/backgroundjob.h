#pragma once
// BackgroundJob: one-shot searches off the GUI thread — rate a puzzle, generate one, check an
// entered one, compare the algorithms. The work runs on Qt's global thread pool
// (QtConcurrent), so no dialog starts a thread of its own; its answer comes back on the
// GUI thread. A job runs one piece of work at a time: starting another, or cancel(), makes
// the one under way stale, and nothing of a stale run reaches the GUI.
//
// The interactive searches that take requests while they run (hints, the animation's
// traces) have a thread of their own instead: SolverController.
//
// Lives in the GUI thread. Destroying it cancels the work under way and waits for it (the
// core's searches read their cancel flag within milliseconds; a rating does not read one
// and runs to its end, a second at worst).

#include <QFuture>
#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>
#include <type_traits>
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

private:
    using CancelFlag = std::shared_ptr<std::atomic<bool>>;
    // The flag of a new run, the previous one cancelled.
    CancelFlag beginRun();
    // True when `run`'s result may be handed over: it is current and was not cancelled.
    bool takeResult(int run);

    int m_run = 0;
    bool m_running = false;
    CancelFlag m_cancel;
    QList<QFuture<void>> m_unfinished; // waited for by the destructor
};

template <typename Work, typename Done>
void BackgroundJob::start(Work work, Done done)
{
    const CancelFlag cancel = beginRun();
    const int run = m_run;
    const Progress progress(this, run);
    using Result = std::invoke_result_t<Work &, const std::atomic<bool> &, const Progress &>;
    QFuture<Result> future = QtConcurrent::run([work = std::move(work), cancel, progress]() mutable {
        return work(std::as_const(*cancel), progress);
    });
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, run, done = std::move(done)]() mutable {
        watcher->deleteLater();
        m_unfinished.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
        if (takeResult(run))
            done(watcher->result());
    });
    watcher->setFuture(future);
    m_unfinished.append(QFuture<void>(future));
}

} // namespace sudoku
