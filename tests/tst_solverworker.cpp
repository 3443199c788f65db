// SPDX-License-Identifier: GPL-3.0-or-later
// SolverController and SolverWorker: hints, steps, traces, cancellation and
// stale runs through the controller's signals, with the worker on its own thread.

#include "solvercontroller.h"
#include "testgrids.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace sudoku;
using sudoku::test::gridFromLine;

namespace {

constexpr const char *easyPuzzle = test::WikipediaEasy;
constexpr const char *easySolution = test::WikipediaEasySolution;
// top95 #19: every algorithm has to search.
constexpr const char *searchPuzzle =
    ".237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......";
constexpr const char *hardestPuzzle = test::ForumHardestFirst;
constexpr const char *antiBacktrackingPuzzle = test::AntiBacktracking;

template <typename T>
T argument(const QSignalSpy &spy, qsizetype index, int position)
{
    return qvariant_cast<T>(spy.at(index).at(position));
}

Board stateOf(const char *puzzle)
{
    return Board{gridFromLine(puzzle), {}};
}

// A controller with a spy on each of its signals.
struct Spied {
    SolverController controller;
    QSignalSpy hints{&controller, &SolverController::hintReady};
    QSignalSpy steps{&controller, &SolverController::stepReady};
    QSignalSpy batches{&controller, &SolverController::traceBatch};
    QSignalSpy finished{&controller, &SolverController::traceFinished};

    // Every answer to a request made before this one has arrived once it returns: the worker
    // takes requests in order on one thread, and its queued signals arrive in order. A hint
    // is the request; its answer is left in `hints`.
    bool roundTrip()
    {
        const int runId = controller.requestHint(Board{gridFromLine(test::WikipediaEasy), {}});
        while (hints.isEmpty() || hints.constLast().at(0).toInt() != runId) {
            if (!hints.wait(60000))
                return false;
        }
        return true;
    }
};

// The only hintReady of the spy, checked to belong to runId.
HintResult onlyResult(const QSignalSpy &spy, int runId)
{
    if (spy.count() != 1 || argument<int>(spy, 0, 0) != runId)
        return {};
    return argument<HintResult>(spy, 0, 1);
}

// The run ids a spy saw.
QList<int> runIds(const QSignalSpy &spy)
{
    QList<int> ids;
    for (const QList<QVariant> &arguments : spy)
        ids.append(arguments.at(0).toInt());
    return ids;
}

} // namespace

class TestSolverWorker : public QObject {
    Q_OBJECT

private slots:
    void init();

    void hintFindsTheNextStep();
    void hintReportsAWrongDigitFirst();
    void hintReportsARemovedCandidate();
    void hintOnAPuzzleWithoutOneSolution_data();
    void hintOnAPuzzleWithoutOneSolution();
    void hintOnASolvedBoard();
    void stepIsMeantToBeApplied();
    void cancelledHintSaysSo_data();
    void cancelledHintSaysSo();
    void cancelSetsTheHintRunsFlag();

    void pacedTraceReplaysToTheSolution_data();
    void pacedTraceReplaysToTheSolution();
    void instantTraceSendsCountsAndABoundedTail();
    void pacedTraceCanFinishInstantly();
    void traceOfClashingGivensFinishesAtOnce();

    void cancelStopsATrace();
    void cancelEndsAPacedTraceWaitingForPulls();
    void staleRunsAreDropped();
    void instantTraceReportsAtTheInterval();
    void destroyingMidRunIsClean();
};

void TestSolverWorker::init()
{
    // "Cannot queue arguments", "QObject::killTimer: timers cannot be stopped from another
    // thread" and their kind: any warning fails the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
}

void TestSolverWorker::hintFindsTheNextStep()
{
    Spied s;
    const int runId = s.controller.requestHint(stateOf(easyPuzzle));
    QVERIFY(s.hints.wait(5000));
    const HintResult result = onlyResult(s.hints, runId);
    QCOMPARE(result.kind, HintKind::Step);
    QCOMPARE(s.steps.count(), 0); // a hint, not a step to apply
    // Sudoku Explainer's order: hidden singles first, boxes first. The first is r1c6 = 8, the
    // one place for 8 in box 2 (row 3 and column 4 hold 8s).
    QCOMPARE(result.step.technique, Technique::HiddenSingle);
    QCOMPARE(result.step.placements, (std::vector<CellDigit>{{5, 8}}));
    QCOMPARE(result.step.units, (std::vector<int>{boxUnit(1)}));
    QVERIFY(result.solution.isSolutionOf(gridFromLine(easyPuzzle)));
    QCOMPARE(result.solution.digit(5), 8);
    QVERIFY(!s.controller.isBusy());
}

void TestSolverWorker::hintReportsAWrongDigitFirst()
{
    Board state = stateOf(easyPuzzle);
    state.grid.setDigit(2, 1);           // r1c3 is 4
    state.candidates[3] = Candidates::single(2); // r1c4 is 6: a removed candidate, later
    Spied s;
    const int runId = s.controller.requestHint(state);
    QVERIFY(s.hints.wait(5000));
    const HintResult result = onlyResult(s.hints, runId);
    QCOMPARE(result.kind, HintKind::Mistakes);
    QCOMPARE(result.mistakes.size(), std::size_t{2});
    QCOMPARE(result.mistakes[0], (Mistake{MistakeKind::WrongDigit, 2, 1}));
}

void TestSolverWorker::hintReportsARemovedCandidate()
{
    Board state = stateOf(easyPuzzle);
    state.candidates[3] = Candidates::single(2); // r1c4 is 6
    Spied s;
    const int runId = s.controller.requestHint(state);
    QVERIFY(s.hints.wait(5000));
    const HintResult result = onlyResult(s.hints, runId);
    QCOMPARE(result.kind, HintKind::Mistakes);
    QCOMPARE(result.mistakes, (std::vector<Mistake>{{MistakeKind::RemovedCandidate, 3, 6}}));
}

void TestSolverWorker::hintOnAPuzzleWithoutOneSolution_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<HintKind>("kind");
    QTest::newRow("several: unavoidable rectangle")
        << QByteArray("....6.8256.2......95.....168..4....9.....6....4...2.58.8..4.5...73..1.8.1..87..9.")
        << HintKind::SeveralSolutions;
    QTest::newRow("several: empty grid") << QByteArray(81, '.') << HintKind::SeveralSolutions;
    QTest::newRow("none: top95 with a wrong digit")
        << QByteArray("4237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......")
        << HintKind::NoSolution;
}

void TestSolverWorker::hintOnAPuzzleWithoutOneSolution()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(HintKind, kind);
    Spied s;
    const int runId = s.controller.requestHint(stateOf(puzzle.constData()));
    QVERIFY(s.hints.wait(5000));
    const HintResult result = onlyResult(s.hints, runId);
    QCOMPARE(result.kind, kind);
    QCOMPARE(result.differingCells.empty(), kind != HintKind::SeveralSolutions);
}

void TestSolverWorker::hintOnASolvedBoard()
{
    Spied s;
    Board state = stateOf(easyPuzzle);
    const Grid solution = gridFromLine(easySolution);
    for (int cell = 0; cell < CellCount; ++cell) {
        if (state.grid.isEmpty(cell))
            state.grid.setDigit(cell, solution.digit(cell));
    }
    const int runId = s.controller.requestHint(state);
    QVERIFY(s.hints.wait(5000));
    QCOMPARE(onlyResult(s.hints, runId).kind, HintKind::Solved);
}

void TestSolverWorker::stepIsMeantToBeApplied()
{
    Spied s;
    const int runId = s.controller.requestStep(stateOf(easyPuzzle));
    QVERIFY(s.steps.wait(5000));
    const HintResult result = onlyResult(s.steps, runId);
    QCOMPARE(result.kind, HintKind::Step);
    QCOMPARE(s.hints.count(), 0);

    Board board = Board::fromGrid(gridFromLine(easyPuzzle));
    applyStep(board, result.step);
    QCOMPARE(board.grid.digit(5), 8);
    QVERIFY(findMistakes(board, result.solution).empty());
}

void TestSolverWorker::cancelledHintSaysSo_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<bool>("cancelled");
    QTest::addColumn<HintKind>("kind");
    QTest::newRow("singles, running") << QByteArray(easyPuzzle) << false << HintKind::Step;
    QTest::newRow("singles, cancelled") << QByteArray(easyPuzzle) << true << HintKind::Cancelled;
    QTest::newRow("nested forcing chains, cancelled") << QByteArray(hardestPuzzle) << true << HintKind::Cancelled;
    // The flag stops the step search only: the checks before it still answer.
    QTest::newRow("several solutions, cancelled")
        << QByteArray("....6.8256.2......95.....168..4....9.....6....4...2.58.8..4.5...73..1.8.1..87..9.") << true
        << HintKind::SeveralSolutions;
}

void TestSolverWorker::cancelledHintSaysSo()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(bool, cancelled);
    QFETCH(HintKind, kind);
    const std::atomic<bool> cancel{cancelled};
    const HintResult result = findHint(stateOf(puzzle.constData()), &cancel);
    QCOMPARE(result.kind, kind);
    if (kind == HintKind::Cancelled)
        QCOMPARE(result.step, Step{}); // no step, not "no technique applies"
}

void TestSolverWorker::cancelSetsTheHintRunsFlag()
{
    Spied s;
    const int runId = s.controller.requestHint(stateOf(hardestPuzzle));
    QVERIFY(!s.controller.isCancelRequested());
    s.controller.cancel();
    QVERIFY(s.controller.isCancelRequested());
    // The run still ends with its one signal: the step, if the search ended first.
    QVERIFY(s.hints.wait(60000));
    const HintKind kind = onlyResult(s.hints, runId).kind;
    QVERIFY(kind == HintKind::Cancelled || kind == HintKind::Step);
    QVERIFY(!s.controller.isBusy());
    // A new request has a flag of its own.
    s.controller.requestHint(stateOf(easyPuzzle));
    QVERIFY(!s.controller.isCancelRequested());
    QVERIFY(s.hints.wait(5000));
}

void TestSolverWorker::pacedTraceReplaysToTheSolution_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<QByteArray>("solution");
    for (const Algorithm algorithm : allAlgorithms) {
        const std::string name(algorithmName(algorithm));
        QTest::addRow("%s easy", name.c_str()) << algorithm << QByteArray(easyPuzzle) << QByteArray(easySolution);
        QTest::addRow("%s top95 #19", name.c_str())
            << algorithm << QByteArray(searchPuzzle)
            << QByteArray("123759486874261593965384721216543978357896142498127365532478619641932857789615234");
    }
}

void TestSolverWorker::pacedTraceReplaysToTheSolution()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);
    QFETCH(QByteArray, solution);
    constexpr int BatchEvents = 997;
    const Grid grid = gridFromLine(puzzle.constData());

    Spied s;
    Replay replay(grid);
    std::uint64_t nextEvent = 0;
    bool fitted = true;
    bool contiguous = true;
    int batchCount = 0;
    TraceBatch last;
    const int runId = s.controller.requestTrace(grid, algorithm, TraceMode::Paced);
    connect(&s.controller, &SolverController::traceBatch, this, [&](int id, const TraceBatch &batch) {
        ++batchCount;
        contiguous = contiguous && id == runId && batch.firstEvent == nextEvent
            && batch.events.size() <= std::size_t{BatchEvents}
            && (batch.status != TraceStatus::Running || batch.events.size() == std::size_t{BatchEvents});
        nextEvent += batch.events.size();
        for (const Event &event : batch.events)
            fitted = replay.apply(event) && fitted;
        last = batch;
        if (batch.status == TraceStatus::Running)
            s.controller.requestMoreEvents(runId, BatchEvents);
    });
    // Two pulls in flight, as an animation keeps them.
    s.controller.requestMoreEvents(runId, BatchEvents);
    s.controller.requestMoreEvents(runId, BatchEvents);
    QTRY_COMPARE_WITH_TIMEOUT(s.finished.count(), 1, 60000);

    const TraceResult result = argument<TraceResult>(s.finished, 0, 1);
    QCOMPARE(argument<int>(s.finished, 0, 0), runId);
    QCOMPARE(result.algorithm, algorithm);
    QCOMPARE(result.status, TraceStatus::Solved);
    QVERIFY(contiguous);
    QVERIFY(fitted);
    QCOMPARE(last.status, TraceStatus::Solved);
    QCOMPARE(nextEvent, result.counts.events);
    QCOMPARE(last.counts, result.counts);
    QVERIFY(batchCount >= static_cast<int>(result.counts.events / BatchEvents));
    QCOMPARE(replay.board().grid, result.solution);
    for (int cell = 0; cell < CellCount; ++cell)
        QCOMPARE(result.solution.digit(cell), solution.at(cell) - '0');
    QVERIFY(!s.controller.isBusy());
}

void TestSolverWorker::instantTraceSendsCountsAndABoundedTail()
{
    Spied s;
    const Grid puzzle = gridFromLine(hardestPuzzle);
    const int runId = s.controller.requestTrace(puzzle, Algorithm::Backtracking, TraceMode::Instant);
    QTRY_COMPARE_WITH_TIMEOUT(s.finished.count(), 1, 120000);

    const TraceResult result = argument<TraceResult>(s.finished, 0, 1);
    QCOMPARE(result.status, TraceStatus::Solved);
    QVERIFY(result.solution.isSolutionOf(puzzle));
    // As `sudoku-cli trace --algorithm backtracking` counts it.
    QCOMPARE(result.counts.events, std::uint64_t{32041174});
    QCOMPARE(result.counts.backtracks, std::uint64_t{1686346});

    // A progress batch per interval and a last one: never the millions of events.
    QVERIFY(s.batches.count() >= 1);
    QVERIFY2(s.batches.count() <= static_cast<int>(result.elapsedMs) / SolverWorker::ProgressIntervalMs + 2,
             qPrintable(QStringLiteral("%1 batches in %2 ms").arg(s.batches.count()).arg(result.elapsedMs)));
    for (qsizetype i = 0; i < s.batches.count(); ++i) {
        QCOMPARE(argument<int>(s.batches, i, 0), runId);
        const TraceBatch batch = argument<TraceBatch>(s.batches, i, 1);
        QVERIFY(batch.events.size() <= SolverWorker::TailEvents);
        QCOMPARE(batch.firstEvent + batch.events.size(), batch.counts.events);
    }
    const TraceBatch last = argument<TraceBatch>(s.batches, s.batches.count() - 1, 1);
    QCOMPARE(last.status, TraceStatus::Solved);
    QCOMPARE(last.counts, result.counts);
    QCOMPARE(last.events.size(), SolverWorker::TailEvents);
    // The tail ends where the search did: replaying it is not possible alone, but its last
    // event places the last digit of the solution.
    const Event &final = last.events.back();
    QCOMPARE(final.kind, EventKind::Place);
    QCOMPARE(static_cast<int>(final.digit), result.solution.digit(final.cell));
}

void TestSolverWorker::pacedTraceCanFinishInstantly()
{
    Spied s;
    const Grid puzzle = gridFromLine(searchPuzzle);
    const int runId = s.controller.requestTrace(puzzle, Algorithm::Mrv, TraceMode::Paced);
    s.controller.requestMoreEvents(runId, 10);
    QVERIFY(s.batches.wait(5000));
    QCOMPARE(argument<TraceBatch>(s.batches, 0, 1).events.size(), std::size_t{10});
    s.controller.requestRunToEnd(runId);
    QTRY_COMPARE_WITH_TIMEOUT(s.finished.count(), 1, 60000);
    const TraceResult result = argument<TraceResult>(s.finished, 0, 1);
    QCOMPARE(result.status, TraceStatus::Solved);
    QVERIFY(result.solution.isSolutionOf(puzzle));
    QCOMPARE(argument<TraceBatch>(s.batches, s.batches.count() - 1, 1).counts, result.counts);
}

void TestSolverWorker::traceOfClashingGivensFinishesAtOnce()
{
    Spied s;
    // Two 5s in row 1.
    const int runId = s.controller.requestTrace(
        gridFromLine("535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
        Algorithm::Propagation, TraceMode::Paced);
    QVERIFY(s.finished.wait(5000));
    QCOMPARE(argument<int>(s.finished, 0, 0), runId);
    const TraceResult result = argument<TraceResult>(s.finished, 0, 1);
    QCOMPARE(result.status, TraceStatus::NoSolution);
    QCOMPARE(result.counts.events, std::uint64_t{0});
}

void TestSolverWorker::cancelStopsATrace()
{
    Spied s;
    s.controller.requestTrace(gridFromLine(hardestPuzzle), Algorithm::Backtracking, TraceMode::Instant);
    QVERIFY(s.batches.wait(60000)); // the first progress: well inside tens of millions of events
    QCOMPARE(s.finished.count(), 0);

    // How soon the answer comes is a figure for bench_latency, not an assertion here.
    s.controller.cancel();
    QVERIFY(s.finished.wait(60000));
    const TraceResult result = argument<TraceResult>(s.finished, 0, 1);
    QCOMPARE(result.status, TraceStatus::Cancelled);
    QVERIFY(result.counts.events > 0);
    QVERIFY(!s.controller.isBusy());

    // The thread takes the next request as if nothing happened.
    const int runId = s.controller.requestHint(stateOf(easyPuzzle));
    QVERIFY(s.hints.wait(5000));
    QCOMPARE(onlyResult(s.hints, runId).kind, HintKind::Step);
}

void TestSolverWorker::cancelEndsAPacedTraceWaitingForPulls()
{
    Spied s;
    const int runId = s.controller.requestTrace(gridFromLine(hardestPuzzle), Algorithm::Backtracking,
                                              TraceMode::Paced);
    s.controller.requestMoreEvents(runId, 100);
    QVERIFY(s.batches.wait(5000));
    QVERIFY(s.controller.isBusy());
    s.controller.cancel();
    QVERIFY(s.finished.wait(5000));
    const TraceResult result = argument<TraceResult>(s.finished, 0, 1);
    QCOMPARE(result.status, TraceStatus::Cancelled);
    QCOMPARE(result.counts.events, std::uint64_t{100});
    // A pull after the end is ignored: nothing more comes.
    s.controller.requestMoreEvents(runId, 100);
    QVERIFY(s.roundTrip());
    QCOMPARE(s.batches.count(), 1);
}

void TestSolverWorker::staleRunsAreDropped()
{
    Spied s;
    const Grid puzzle = gridFromLine(hardestPuzzle);

    // Run A produces a batch, then is replaced while its next pull and a whole instant
    // trace of run A2 are still queued: the worker answers them, the controller drops them.
    const int runA = s.controller.requestTrace(puzzle, Algorithm::Backtracking, TraceMode::Paced);
    s.controller.requestMoreEvents(runA, 1000);
    QVERIFY(s.batches.wait(5000));
    s.batches.clear();
    s.controller.requestMoreEvents(runA, 1000);
    const int runA2 = s.controller.requestTrace(gridFromLine(easyPuzzle), Algorithm::Logic, TraceMode::Instant);
    const int runB = s.controller.requestHint(stateOf(easyPuzzle));
    QVERIFY(runA < runA2 && runA2 < runB);
    QCOMPARE(s.controller.currentRun(), runB);

    QVERIFY(s.hints.wait(5000));
    QCOMPARE(onlyResult(s.hints, runB).kind, HintKind::Step);
    QVERIFY(s.roundTrip()); // anything of A still on its way has arrived by now
    QCOMPARE(s.batches.count(), 0);
    QCOMPARE(s.finished.count(), 0);
    // A's batch (and its end, when the pull came after the cancel), A2's last batch and end.
    QVERIFY(s.controller.droppedResults() >= 3);
    // A pull for the stale run does not reach the worker.
    s.controller.requestMoreEvents(runA, 1000);
    QVERIFY(s.roundTrip());
    QCOMPARE(s.batches.count(), 0);
    QCOMPARE(s.hints.count(), 3); // runB's and the two round trips'
    QCOMPARE(runIds(s.hints).first(), runB);
}

void TestSolverWorker::instantTraceReportsAtTheInterval()
{
    Spied s;
    s.controller.requestTrace(gridFromLine(antiBacktrackingPuzzle), Algorithm::Backtracking,
                            TraceMode::Instant);
    // Seconds of backtracking: progress comes at the report interval, never a flood of
    // events. (How often a 60 Hz timer of the GUI thread fires meanwhile is measured by
    // bench_latency.)
    while (s.batches.count() < 4)
        QVERIFY(s.batches.wait(60000));
    QVERIFY2(s.finished.isEmpty(), "the trace should still be running");
    const TraceBatch last = argument<TraceBatch>(s.batches, s.batches.count() - 1, 1);
    QVERIFY2(s.batches.count() <= static_cast<int>(last.elapsedMs) / SolverWorker::ProgressIntervalMs + 2,
             qPrintable(QStringLiteral("%1 batches in %2 ms").arg(s.batches.count()).arg(last.elapsedMs)));
    for (const QList<QVariant> &arguments : s.batches)
        QVERIFY(qvariant_cast<TraceBatch>(arguments.at(1)).events.size() <= SolverWorker::TailEvents);

    s.controller.cancel();
    QVERIFY(s.finished.wait(5000));
    QCOMPARE(argument<TraceResult>(s.finished, 0, 1).status, TraceStatus::Cancelled);
}

void TestSolverWorker::destroyingMidRunIsClean()
{
    auto controller = std::make_unique<SolverController>();
    QSignalSpy batches(controller.get(), &SolverController::traceBatch);
    controller->requestTrace(gridFromLine(antiBacktrackingPuzzle), Algorithm::Backtracking,
                             TraceMode::Instant);
    QVERIFY(batches.wait(5000)); // the search is under way
    // Requests still queued behind it are dropped with the thread.
    const int paced = controller->requestTrace(gridFromLine(hardestPuzzle), Algorithm::Bitmask, TraceMode::Paced);
    controller->requestMoreEvents(paced, 1000);

    controller.reset(); // stops the search, joins the thread; how long it takes: bench_latency
}

QTEST_MAIN(TestSolverWorker)
#include "tst_solverworker.moc"
