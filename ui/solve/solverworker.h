// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// SolverWorker: the object that runs the searches of one solver thread — a hint's or the
// animation's (docs/architecture.md, Threads). It lives on the QThread a SolverController
// owns and is driven only by the controller's queued calls; it reads plain core values and
// hands back plain values by queued signals, each tagged with the run id of the request
// that produced it. It never touches a widget or the Game.
//
// The values below cross threads by queued signal (registered with Q_DECLARE_METATYPE here
// and qRegisterMetaType in the controller).

#include "board.h"
#include "event.h"
#include "hint.h"
#include "tracer.h"

#include <QLoggingCategory>
#include <QMetaType>
#include <QObject>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

Q_DECLARE_LOGGING_CATEGORY(lcSolver)

namespace sudoku {

// One run's cancel flag: the controller sets it, the worker and the core read it. Shared,
// so a flag outlives both the run's tracer (which holds a raw pointer to it) and the
// controller's interest in the run.
using CancelToken = std::shared_ptr<std::atomic<bool>>;

// How a trace is delivered.
enum class TraceMode : std::uint8_t {
    // Pull: the worker produces a batch only when asked (requestMoreEvents), so the
    // consumer holds at most what it asked for. Batches are contiguous.
    Paced,
    // Run to the end at full speed: every ProgressIntervalMs a batch with the counts and
    // the last (at most TailEvents) events, then a last such batch and traceFinished.
    Instant,
};

// Events of a trace, with the counts so far.
struct TraceBatch {
    std::vector<Event> events;
    std::uint64_t firstEvent = 0; // index in the trace of events.front() (or where it would
                                  // be): consecutive batches leave a gap when events were
                                  // skipped (Instant mode)
    TraceCounts counts;           // everything the tracer emitted up to the batch's end
    TraceStatus status = TraceStatus::Running; // not Running: the trace's last batch
    double elapsedMs = 0;         // time spent in the tracer so far
};

// How a trace ended: always the run's last signal.
struct TraceResult {
    Algorithm algorithm = Algorithm::Logic;
    TraceStatus status = TraceStatus::Cancelled;
    TraceCounts counts;
    Grid solution; // when status is Solved
    double elapsedMs = 0;
};

class SolverWorker : public QObject {
    Q_OBJECT

public:
    // The largest batch a pull gets: 64 Ki events, half a megabyte.
    static constexpr std::size_t MaxBatchEvents = std::size_t{1} << 16;
    // Events pulled from the tracer between two looks at the clock and the cancel flag
    // when running to the end: tens of microseconds of work.
    static constexpr std::size_t ChunkEvents = 4096;
    // The events an Instant batch carries: the most recent ones.
    static constexpr std::size_t TailEvents = 256;
    // How often an Instant trace reports.
    static constexpr int ProgressIntervalMs = 50;

    explicit SolverWorker(QObject *parent = nullptr);
    ~SolverWorker() override;

    // Requests, called on the worker's thread (the controller queues them). Starting a run
    // abandons the previous trace, if any, without a signal: its run is stale.
    void findHintFor(int runId, const CancelToken &cancel, const Board &board, bool apply,
                     const TechniqueSet &allowed = allTechniques());
    void startTrace(int runId, const CancelToken &cancel, const Grid &puzzle, Algorithm algorithm,
                    TraceMode mode);
    // The next at most maxEvents events of the run's trace as one traceBatch; ignored when
    // the run is not the current trace.
    void pullEvents(int runId, std::size_t maxEvents);
    // Switches the run's trace to Instant from where it stands.
    void runToEnd(int runId);
    // Ends the run's trace as Cancelled if it is still waiting for pulls.
    void stopTrace(int runId);

signals:
    void hintFound(int runId, const sudoku::HintResult &result, bool apply);
    void traceBatch(int runId, const sudoku::TraceBatch &batch);
    void traceFinished(int runId, const sudoku::TraceResult &result);

private:
    struct ActiveTrace;
    bool isCurrentTrace(int runId) const;
    void emitBatch(std::vector<Event> events);
    void finishTrace();

    std::unique_ptr<ActiveTrace> m_trace;
};

} // namespace sudoku

Q_DECLARE_METATYPE(sudoku::HintResult)
Q_DECLARE_METATYPE(sudoku::TraceBatch)
Q_DECLARE_METATYPE(sudoku::TraceResult)
