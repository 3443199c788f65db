// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// SolverController: the GUI thread's handle on a solver thread for the interactive searches —
// hints and steps, or the animation's traces, which take requests while they run. It owns a
// QThread running one SolverWorker and turns requests into queued calls on it. Each has one
// user (the PlaySession's hints, the SolveSession's player), since a request cancels the run
// before it. One-shot jobs (rate, generate, check, compare) run on the thread pool instead:
// BackgroundJob.
//
// Runs. Every request starts a run and returns its id (> 0); starting one cancels the run
// before it. Results travel back by queued signal with their run id; the controller drops
// every result of a run that is not the current one, so its own signals only ever carry
// currentRun(). Each run ends with exactly one signal — hintReady, stepReady or
// traceFinished — unless a newer request replaced it first.
//
// Traces (requestTrace). Paced: nothing is produced until asked; each
// requestMoreEvents(run, n) answers with one traceBatch of at most n events (fewer only at
// the end), the batches following each other without gaps. Keep one or two pulls in flight
// to never run dry; the worker holds no events of its own between pulls. Instant (or
// requestRunToEnd from a paced run): the worker runs to the end at full speed and emits a
// traceBatch every SolverWorker::ProgressIntervalMs with the counts and the most recent
// events only. Either way the trace's last batch has a status other than Running, then
// traceFinished follows.
//
// cancel() stops the current run within a few milliseconds: a trace ends with traceFinished
// (status Cancelled), a hint or step with its result of kind Cancelled (or the step, when the
// search ended first).
//
// Destroying the controller cancels, stops the thread and waits for it: a search in flight
// ends between two events.

#include "handoff.h"
#include "solverworker.h"

#include <QObject>
#include <QThread>

namespace sudoku {

class SolverController : public QObject {
    Q_OBJECT

public:
    explicit SolverController(QObject *parent = nullptr);
    ~SolverController() override;

    // The hint for the player's board (see findHint), of the techniques `allowed`: hintReady.
    int requestHint(const Board &board, const TechniqueSet &allowed = allTechniques());
    // The same, meant to be applied (Game applies result.step): stepReady.
    int requestStep(const Board &board, const TechniqueSet &allowed = allTechniques());
    // A trace of `algorithm` on `puzzle`, whose digits are all fixed (pass Game::puzzle()
    // to solve from the givens).
    int requestTrace(const Grid &puzzle, Algorithm algorithm, TraceMode mode);
    // Paced traces: the next at most maxEvents (1 .. SolverWorker::MaxBatchEvents) events.
    // Ignored unless runId is the current run.
    void requestMoreEvents(int runId, int maxEvents);
    // Paced traces: run the rest at full speed, as TraceMode::Instant does.
    void requestRunToEnd(int runId);
    void cancel();

    // The run whose results get through; 0 before the first request.
    int currentRun() const { return m_run; }
    // The current run has not sent its last signal yet.
    bool isBusy() const { return m_busy; }
    // The current run was told to stop: its cancel flag, as the worker and the core read it.
    bool isCancelRequested() const { return m_cancel->load(); }
    // Results of stale runs dropped so far.
    int droppedResults() const { return m_dropped; }

signals:
    void hintReady(int runId, const sudoku::HintResult &result);
    void stepReady(int runId, const sudoku::HintResult &result);
    void traceBatch(int runId, const sudoku::TraceBatch &batch);
    void traceFinished(int runId, const sudoku::TraceResult &result);

private:
    // Cancels the current run and starts the next: its id, with m_cancel its fresh flag.
    int beginRun();
    // Whether a worker result of `runId` gets through; counts and logs the ones that do not.
    bool isCurrent(int runId);
    // requestHint and requestStep.
    int requestHintFor(const Board &board, const TechniqueSet &allowed, bool apply);
    // Connects a worker signal to the controller's own, letting only the current run's
    // results through; `last` marks the run's last signal.
    template <typename... Args>
    void forward(void (SolverWorker::*from)(int, Args...), void (SolverController::*to)(int, Args...),
                 bool last);

    QThread m_thread;
    SolverWorker *m_worker = nullptr; // lives on m_thread, deleted when it finishes
    CancelToken m_cancel;
    int m_run = 0;
    bool m_busy = false;
    int m_dropped = 0;
};

} // namespace sudoku
