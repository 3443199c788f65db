// SPDX-License-Identifier: GPL-3.0-or-later
#include "solverworker.h"

#include "handoff.h"

#include "solver.h"
#include "stepfinder.h"

#include <QElapsedTimer>

#include <algorithm>

Q_LOGGING_CATEGORY(lcSolver, "sudoku.ui.solver", QtInfoMsg) // debug only when QT_LOGGING_RULES asks

namespace sudoku {
namespace {

double msSince(const QElapsedTimer &clock)
{
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}

QString nameOf(Algorithm algorithm)
{
    const std::string_view name = algorithmName(algorithm);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

bool isSet(const std::atomic<bool> &cancel)
{
    return cancel.load(std::memory_order_relaxed);
}

// Where a trace stands: the worker stops pulling as soon as the flag is set, even before the
// tracer itself has seen it.
TraceStatus statusOf(const Tracer &tracer, const std::atomic<bool> &cancel)
{
    if (tracer.isFinished())
        return tracer.status();
    return isSet(cancel) ? TraceStatus::Cancelled : TraceStatus::Running;
}

// Pulls the trace a chunk at a time while `more()` allows, showing each chunk to `onChunk`,
// until it finishes or is cancelled. One buffer for the whole run: memory stays flat.
template <typename More, typename OnChunk>
void pullChunks(Tracer &tracer, const std::atomic<bool> &cancel, More more, OnChunk onChunk)
{
    std::vector<Event> chunk;
    chunk.reserve(SolverWorker::ChunkEvents);
    while (!tracer.isFinished() && !isSet(cancel) && more()) {
        chunk.clear();
        tracer.next(chunk, SolverWorker::ChunkEvents);
        onChunk(chunk);
    }
}

// Keeps the last TailEvents events seen, `chunk` being the newest.
void keepTail(std::vector<Event> &tail, const std::vector<Event> &chunk)
{
    const std::size_t take = std::min(chunk.size(), SolverWorker::TailEvents);
    tail.insert(tail.end(), chunk.end() - static_cast<std::ptrdiff_t>(take), chunk.end());
    if (tail.size() > SolverWorker::TailEvents)
        tail.erase(tail.begin(), tail.end() - static_cast<std::ptrdiff_t>(SolverWorker::TailEvents));
}

} // namespace

struct SolverWorker::ActiveTrace {
    int runId = 0;
    CancelToken cancel; // before the tracer, which points at it: destroyed after it
    std::unique_ptr<Tracer> tracer;
    double elapsedMs = 0; // time spent inside the tracer

    TraceStatus status() const { return statusOf(*tracer, *cancel); }
};

SolverWorker::SolverWorker(QObject *parent) : QObject(parent) {}

SolverWorker::~SolverWorker()
{
    HandOff::receive(); // after its controller let go of it (~SolverController)
}

bool SolverWorker::isCurrentTrace(int runId) const
{
    if (m_trace && m_trace->runId == runId)
        return true;
    qCDebug(lcSolver) << "run" << runId << "has no trace waiting: request ignored";
    return false;
}

void SolverWorker::findHintFor(int runId, const CancelToken &cancel, const Board &board, bool apply,
                               const TechniqueSet &allowed)
{
    m_trace.reset();
    const HintResult result = findHint(board, cancel.get(), allowed);
    qCDebug(lcSolver) << "run" << runId << (apply ? "step" : "hint") << "kind"
                      << static_cast<int>(result.kind);
    emit hintFound(runId, result, apply);
}

void SolverWorker::startTrace(int runId, const CancelToken &cancel, const Grid &puzzle,
                              Algorithm algorithm, TraceMode mode)
{
    qCDebug(lcSolver) << "run" << runId << "traces" << nameOf(algorithm)
                      << (mode == TraceMode::Instant ? "instantly" : "paced");
    m_trace = std::make_unique<ActiveTrace>(
        ActiveTrace{runId, cancel, makeTracer(algorithm, puzzle, cancel.get())});
    if (mode == TraceMode::Instant)
        runToEnd(runId);
    else if (m_trace->status() != TraceStatus::Running)
        finishTrace(); // nothing to pull: clashing givens, a full grid
}

void SolverWorker::pullEvents(int runId, std::size_t maxEvents)
{
    if (!isCurrentTrace(runId))
        return;
    std::vector<Event> events;
    if (m_trace->status() == TraceStatus::Running) {
        const std::size_t count = std::clamp<std::size_t>(maxEvents, 1, MaxBatchEvents);
        events.reserve(count);
        QElapsedTimer clock;
        clock.start();
        m_trace->tracer->next(events, count);
        m_trace->elapsedMs += msSince(clock);
    }
    emitBatch(std::move(events));
    if (m_trace->status() != TraceStatus::Running)
        finishTrace();
}

void SolverWorker::runToEnd(int runId)
{
    if (!isCurrentTrace(runId))
        return;
    ActiveTrace &trace = *m_trace;
    const double before = trace.elapsedMs;
    std::vector<Event> tail;
    tail.reserve(2 * TailEvents);
    QElapsedTimer clock;
    clock.start();
    QElapsedTimer sinceReport;
    sinceReport.start();
    pullChunks(*trace.tracer, *trace.cancel, [] { return true; }, [&](const std::vector<Event> &chunk) {
        keepTail(tail, chunk);
        if (sinceReport.elapsed() >= ProgressIntervalMs) {
            trace.elapsedMs = before + msSince(clock);
            emitBatch(tail);
            sinceReport.restart();
        }
    });
    trace.elapsedMs = before + msSince(clock);
    emitBatch(std::move(tail));
    finishTrace();
}

void SolverWorker::stopTrace(int runId)
{
    if (!m_trace || m_trace->runId != runId)
        return; // already finished: its traceFinished is on its way
    finishTrace();
}

void SolverWorker::emitBatch(std::vector<Event> events)
{
    TraceBatch batch;
    batch.counts = m_trace->tracer->counts();
    batch.firstEvent = batch.counts.events - events.size();
    batch.events = std::move(events);
    batch.status = m_trace->status();
    batch.elapsedMs = m_trace->elapsedMs;
    emit traceBatch(m_trace->runId, batch);
}

void SolverWorker::finishTrace()
{
    const ActiveTrace &trace = *m_trace;
    TraceResult result;
    result.algorithm = trace.tracer->algorithm();
    result.status = trace.status();
    if (result.status == TraceStatus::Running)
        result.status = TraceStatus::Cancelled; // stopped while waiting for a pull
    result.counts = trace.tracer->counts();
    if (result.status == TraceStatus::Solved)
        result.solution = trace.tracer->solution();
    result.elapsedMs = trace.elapsedMs;
    const int runId = trace.runId;
    m_trace.reset();
    qCDebug(lcSolver) << "run" << runId << "finished:" << result.counts.events << "events in"
                      << result.elapsedMs << "ms, status" << static_cast<int>(result.status);
    emit traceFinished(runId, result);
}

} // namespace sudoku
