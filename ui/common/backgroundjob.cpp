// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundjob.h"

#include <QCoreApplication>
#include <QThread>

#include <algorithm>

#include <chrono>

namespace sudoku {

void BackgroundJob::Progress::operator()(std::function<void()> update) const
{
    // The job outlives every run's work (its destructor waits), so the pointer is good here;
    // a call still queued when the job goes is dropped with it.
    BackgroundJob *job = m_job;
    HandOff::post(job, [job, run = m_run, update = std::move(update)] {
        if (run == job->m_run && job->m_running)
            update();
    });
}

void BackgroundJob::Task::run()
{
    HandOff::receive();
    m_work();
}

QThreadPool &BackgroundJob::pool()
{
    // Owned by the application, so its threads are joined before the application goes.
    // Threads enough for every job at once (the game's solution, the rating, the entry check,
    // a dialog's generator or booklet, Compare, a file's listing): a run queued behind two long
    // 25×25 searches would keep its job's destructor waiting, and the window with it, until
    // one of them ended. Each job has one live run, and a stale one returns at its cancel.
    static QThreadPool *const searches = [] {
        Q_ASSERT(QCoreApplication::instance());
        auto *threads = new QThreadPool(QCoreApplication::instance());
        threads->setObjectName(QStringLiteral("searches"));
        threads->setMaxThreadCount(std::max(MaxJobsAtOnce, QThread::idealThreadCount()));
        return threads;
    }();
    return *searches;
}

BackgroundJob::BackgroundJob(QObject *parent) : QObject(parent) {}

BackgroundJob::~BackgroundJob()
{
    cancel();
    for (std::future<void> &ended : m_unfinished)
        ended.wait();
    // Results and progress still queued for us are dropped with us (see ~SolverController).
    HandOff::receive();
}

BackgroundJob::CancelFlag BackgroundJob::beginRun()
{
    cancel();
    // Runs that have ended need no waiting for.
    std::erase_if(m_unfinished, [](const std::future<void> &ended) {
        return ended.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
    });
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
