// SPDX-License-Identifier: GPL-3.0-or-later
#include "solvercontroller.h"

#include <algorithm>
#include <tuple>
#include <type_traits>

namespace sudoku {

SolverController::SolverController(QObject *parent)
    : QObject(parent), m_worker(new SolverWorker), m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    qRegisterMetaType<HintResult>();
    qRegisterMetaType<TraceBatch>();
    qRegisterMetaType<TraceResult>();

    m_thread.setObjectName(QStringLiteral("solver"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);

    // The worker's signals are taken in its thread and their values delivered to ours.
    connect(m_worker, &SolverWorker::hintFound, this, [this](int runId, const HintResult &result, bool apply) {
        HandOff::post(this, [this, runId, result, apply] {
            if (!isCurrent(runId))
                return;
            m_busy = false;
            if (apply)
                emit stepReady(runId, result);
            else
                emit hintReady(runId, result);
        });
    }, Qt::DirectConnection);
    forward(&SolverWorker::traceBatch, &SolverController::traceBatch, false);
    forward(&SolverWorker::traceFinished, &SolverController::traceFinished, true);

    m_thread.start();
}

SolverController::~SolverController()
{
    // Our slots are let go here, not by the worker's thread as it deletes the worker (which
    // takes the HandOff first: what we touched of it here is then plainly before).
    HandOff::send([this] { m_worker->disconnect(this); });
    m_cancel->store(true);
    m_thread.quit();
    m_thread.wait();
    // Deliveries still queued for us are dropped with us: they were posted under the HandOff
    // lock, and taking it now puts their making before their dropping.
    HandOff::receive();
}

template <typename... Args>
void SolverController::forward(void (SolverWorker::*from)(int, Args...),
                               void (SolverController::*to)(int, Args...), bool last)
{
    connect(m_worker, from, this, [this, to, last](int runId, Args... args) {
        HandOff::post(this, [this, to, last, runId, values = std::make_tuple(std::decay_t<Args>(args)...)] {
            if (!isCurrent(runId))
                return;
            m_busy = m_busy && !last;
            std::apply([&](const auto &...value) { emit(this->*to)(runId, value...); }, values);
        });
    }, Qt::DirectConnection);
}

bool SolverController::isCurrent(int runId)
{
    if (runId == m_run)
        return true;
    ++m_dropped;
    qCDebug(lcSolver) << "dropped a result of stale run" << runId << "(current" << m_run << ")";
    return false;
}

int SolverController::beginRun()
{
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_busy = true;
    return ++m_run;
}

int SolverController::requestHint(const Board &board, const TechniqueSet &allowed)
{
    return requestHintFor(board, allowed, false);
}

int SolverController::requestStep(const Board &board, const TechniqueSet &allowed)
{
    return requestHintFor(board, allowed, true);
}

int SolverController::requestHintFor(const Board &board, const TechniqueSet &allowed, bool apply)
{
    const int runId = beginRun();
    HandOff::post(m_worker, [worker = m_worker, runId, cancel = m_cancel, board, allowed, apply] {
        worker->findHintFor(runId, cancel, board, apply, allowed);
    });
    return runId;
}

int SolverController::requestTrace(const Grid &puzzle, Algorithm algorithm, TraceMode mode)
{
    const int runId = beginRun();
    HandOff::post(m_worker, [worker = m_worker, runId, cancel = m_cancel, puzzle, algorithm, mode] {
        worker->startTrace(runId, cancel, puzzle, algorithm, mode);
    });
    return runId;
}

void SolverController::requestMoreEvents(int runId, int maxEvents)
{
    if (runId != m_run)
        return;
    const auto count = static_cast<std::size_t>(std::max(maxEvents, 1));
    HandOff::post(m_worker, [worker = m_worker, runId, count] { worker->pullEvents(runId, count); });
}

void SolverController::requestRunToEnd(int runId)
{
    if (runId != m_run)
        return;
    HandOff::post(m_worker, [worker = m_worker, runId] { worker->runToEnd(runId); });
}

void SolverController::cancel()
{
    m_cancel->store(true);
    // A paced trace waiting for pulls sees no flag: end it explicitly.
    HandOff::post(m_worker, [worker = m_worker, runId = m_run] { worker->stopTrace(runId); });
}

} // namespace sudoku
