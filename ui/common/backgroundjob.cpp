#include "backgroundjob.h"

#include <QMetaObject>

namespace sudoku {

void BackgroundJob::Progress::operator()(std::function<void()> update) const
{
    // The job outlives every run's work (its destructor waits), so the pointer is good here;
    // a call still queued when the job goes is dropped with it.
    BackgroundJob *job = m_job;
    const int run = m_run;
    QMetaObject::invokeMethod(
        job,
        [job, run, update = std::move(update)] {
            if (run == job->m_run && job->m_running)
                update();
        },
        Qt::QueuedConnection);
}

BackgroundJob::BackgroundJob(QObject *parent) : QObject(parent) {}

BackgroundJob::~BackgroundJob()
{
    cancel();
    for (QFuture<void> &future : m_unfinished)
        future.waitForFinished();
}

BackgroundJob::CancelFlag BackgroundJob::beginRun()
{
    cancel();
    ++m_run;
    m_running = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    return m_cancel;
}

void BackgroundJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true, std::memory_order_relaxed);
    m_cancel.reset();
    m_running = false;
    ++m_run; // whatever is still on its way is stale
}

bool BackgroundJob::takeResult(int run)
{
    if (run != m_run || !m_running)
        return false;
    m_running = false;
    m_cancel.reset();
    return true;
}

} // namespace sudoku
