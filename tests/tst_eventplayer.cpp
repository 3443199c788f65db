// SPDX-License-Identifier: GPL-3.0-or-later
// EventPlayer and TraceLog: the animation's pacing and its log, with a real SolverController
// on its own thread. Every shown event replays to the solution; paused, Next shows exactly
// one event; Instant jumps to the end; Stop goes back to the puzzle; the buffer and the log
// stay bounded however long the trace.

#include "manualclock.h"
#include "solvercontroller.h"
#include "eventplayer.h"
#include "testgrids.h"
#include "tracelog.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace sudoku;
using sudoku::test::gridFromLine;

Q_DECLARE_METATYPE(sudoku::Algorithm)

namespace {

constexpr const char *EasyPuzzle = test::WikipediaEasy;
constexpr const char *EasySolution = test::WikipediaEasySolution;
constexpr const char *HardestPuzzle = test::ForumHardestFirst;
// No solution, but no digit clashes: r1c1 has no candidate left (row 1 holds 2-5, column 1
// holds 6-9, box 1 holds 1).
constexpr const char *NoSolution =
    ".2345.....1.........9......6........7........8...................................";

// A player with its controller, and every event it showed, replayed.
struct Watched {
    SolverController controller;
    EventPlayer player;
    std::vector<Event> shown;
    std::vector<quint64> indices;
    bool boardsMatch = true; // each event came with the board just before it
    std::optional<Replay> replay;

    // The pace follows `clock`: the steady clock, or a test's that moves only when told.
    explicit Watched(const Grid &puzzle, const Clock &clock = steadyClock())
        : player(&controller, nullptr, clock), replay(std::in_place, puzzle)
    {
        QObject::connect(&player, &EventPlayer::eventShown, &player,
                         [this](const Event &event, quint64 index, const Board *before) {
                             if (before)
                                 boardsMatch = boardsMatch && *before == replay->board();
                             replay->apply(event);
                             shown.push_back(event);
                             indices.push_back(index);
                         });
    }
};

} // namespace

class TestEventPlayer : public QObject {
    Q_OBJECT

private slots:
    void init();

    void playsEveryEventInOrder_data();
    void playsEveryEventInOrder();
    void pausedNextShowsOneEventAtATime();
    void instantJumpsToTheSolution();
    void switchingToInstantRunsTheRest_data();
    void switchingToInstantRunsTheRest();
    void stopGoesBackToThePuzzle();
    void slowSpeedKeepsItsPace();
    void bufferStaysBounded();
    void noSolutionFinishes();

    void logKeepsStepsAndRecentEvents();
    void logCapsItsRows();
    void logGivesBackSteps();
};

void TestEventPlayer::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
}

void TestEventPlayer::playsEveryEventInOrder_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    for (const Algorithm algorithm : allAlgorithms)
        QTest::newRow(std::string(algorithmName(algorithm)).c_str()) << algorithm;
}

void TestEventPlayer::playsEveryEventInOrder()
{
    QFETCH(Algorithm, algorithm);
    const Grid puzzle = gridFromLine(EasyPuzzle);
    Watched w(puzzle);
    QSignalSpy finished(&w.player, &EventPlayer::finished);
    w.player.setSpeed(EventPlayer::MaxSpeed);
    w.player.start(puzzle, algorithm);
    QCOMPARE(w.player.state(), EventPlayer::State::Playing);
    QVERIFY(finished.wait(30000));

    QCOMPARE(w.player.state(), EventPlayer::State::Finished);
    const TraceResult &result = w.player.result();
    QCOMPARE(result.status, TraceStatus::Solved);
    QCOMPARE(result.algorithm, algorithm);
    // Every event of the trace, once, in order, each with the board it applies to.
    QCOMPARE(static_cast<std::uint64_t>(w.shown.size()), result.counts.events);
    for (std::size_t i = 0; i < w.indices.size(); ++i)
        QCOMPARE(w.indices[i], static_cast<quint64>(i));
    QVERIFY(w.boardsMatch);
    QCOMPARE(w.player.counts(), result.counts);
    QCOMPARE(w.replay->board().grid, result.solution);
    QCOMPARE(w.player.board().grid, result.solution);
    QVERIFY(result.solution.isSolutionOf(puzzle));
    for (int cell = 0; cell < CellCount; ++cell)
        QCOMPARE(result.solution.digit(cell), EasySolution[cell] - '0');
}

void TestEventPlayer::pausedNextShowsOneEventAtATime()
{
    const Grid puzzle = gridFromLine(HardestPuzzle);
    test::ManualClock clock;
    Watched w(puzzle, clock);
    QSignalSpy advanced(&w.player, &EventPlayer::advanced);
    w.player.start(puzzle, Algorithm::Backtracking, true);
    QCOMPARE(w.player.state(), EventPlayer::State::Paused);
    for (std::size_t n = 1; n <= 3; ++n) {
        w.player.stepForward();
        QTRY_COMPARE(w.shown.size(), n);
        clock.advance(10'000); // nothing more comes on its own while paused
        QCoreApplication::processEvents();
        QCOMPARE(w.shown.size(), n);
        QCOMPARE(w.player.counts().events, n);
        QVERIFY(*w.player.lastEvent() == w.shown.back());
    }
    // Reading order, 1 first: try 1 in r1c1, and 1 fits there, other digits still to try.
    QVERIFY2(w.shown[0] == Event::tryDigit(0, 1), toString(w.shown[0]).c_str());
    QVERIFY2(w.shown[1] == Event::tentativePlace(0, 1), toString(w.shown[1]).c_str());
    QCOMPARE(w.player.board().grid.digit(0), 1);
    QCOMPARE(w.player.state(), EventPlayer::State::Paused);
    QVERIFY(advanced.count() >= 3);
    w.player.stop();
}

void TestEventPlayer::instantJumpsToTheSolution()
{
    const Grid puzzle = gridFromLine(HardestPuzzle);
    Watched w(puzzle);
    QSignalSpy finished(&w.player, &EventPlayer::finished);
    w.player.setSpeed(EventPlayer::InstantSpeed);
    w.player.start(puzzle, Algorithm::Bitmask);
    QCOMPARE(w.player.state(), EventPlayer::State::Instant);
    QVERIFY(finished.wait(60000));
    const TraceResult &result = w.player.result();
    QCOMPARE(result.status, TraceStatus::Solved);
    QVERIFY(result.solution.isSolutionOf(puzzle));
    QCOMPARE(w.player.board().grid, result.solution);
    QCOMPARE(w.player.counts(), result.counts);
    // Millions of events, of which only the most recent few were handed on.
    QVERIFY(result.counts.events > 1000000);
    QVERIFY(w.shown.size() < 100 * SolverWorker::TailEvents);
    QVERIFY(w.player.lastEvent().has_value());
}

void TestEventPlayer::switchingToInstantRunsTheRest_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<bool>("whollyPulled");
    // Millions of events to go: the worker runs the rest.
    QTest::newRow("backtracking, forum hardest #1") << QByteArray(HardestPuzzle) << Algorithm::Backtracking << false;
    // The whole trace is with the player already: it shows the rest at once.
    QTest::newRow("propagation, easy") << QByteArray(EasyPuzzle) << Algorithm::Propagation << true;
}

void TestEventPlayer::switchingToInstantRunsTheRest()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(Algorithm, algorithm);
    QFETCH(bool, whollyPulled);
    const Grid grid = gridFromLine(puzzle.constData());
    Watched w(grid);
    QSignalSpy finished(&w.player, &EventPlayer::finished);
    QSignalSpy traceEnded(&w.controller, &SolverController::traceFinished);
    w.player.setSpeed(50);
    w.player.start(grid, algorithm);
    QTRY_VERIFY(!w.shown.empty());
    if (whollyPulled) // the worker's end of the trace comes after every event it sent
        QVERIFY(!traceEnded.isEmpty() || traceEnded.wait(60000));
    w.player.setSpeed(EventPlayer::InstantSpeed);
    if (whollyPulled) {
        QCOMPARE(w.player.state(), EventPlayer::State::Finished);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(w.replay->board().grid, w.player.result().solution);
    } else {
        QCOMPARE(w.player.state(), EventPlayer::State::Instant);
        QVERIFY(finished.wait(60000));
    }
    QCOMPARE(w.player.result().status, TraceStatus::Solved);
    QCOMPARE(w.player.board().grid, w.player.result().solution);
    QCOMPARE(w.player.counts(), w.player.result().counts);
}

void TestEventPlayer::stopGoesBackToThePuzzle()
{
    const Grid puzzle = gridFromLine(HardestPuzzle);
    Watched w(puzzle);
    QSignalSpy finished(&w.player, &EventPlayer::finished);
    QSignalSpy traceEnded(&w.controller, &SolverController::traceFinished);
    w.player.setSpeed(EventPlayer::MaxSpeed);
    w.player.start(puzzle, Algorithm::Backtracking);
    QTRY_VERIFY(w.shown.size() > 1000);

    w.player.stop();
    QCOMPARE(w.player.state(), EventPlayer::State::Idle);
    QCOMPARE(w.player.board(), Board::fromGrid(puzzle));
    QVERIFY(!w.player.lastEvent());
    QVERIFY(traceEnded.wait(60000));
    QCOMPARE(qvariant_cast<TraceResult>(traceEnded.at(0).at(1)).status, TraceStatus::Cancelled);
    // Nothing more is shown (the worker's batches all came before its end), and a stopped
    // trace does not report as finished.
    const std::size_t shown = w.shown.size();
    QCoreApplication::processEvents();
    QCOMPARE(w.shown.size(), shown);
    QCOMPARE(finished.count(), 0);
    QVERIFY(!w.controller.isBusy());
}

void TestEventPlayer::slowSpeedKeepsItsPace()
{
    const Grid puzzle = gridFromLine(HardestPuzzle);
    test::ManualClock clock;
    Watched w(puzzle, clock);
    w.player.setSpeed(20);
    w.player.start(puzzle, Algorithm::Backtracking);
    // While the clock stands still, events arrive but none is due.
    QTRY_VERIFY(w.player.bufferedEvents() >= 100);
    const std::size_t first = w.shown.size();
    QVERIFY(first <= 1);
    // Each 50 ms on the clock makes exactly one event due at 20 a second; a frame shows it.
    for (std::size_t n = 1; n <= 6; ++n) {
        clock.advance(50);
        QTRY_COMPARE(w.shown.size(), first + n);
    }
    // Two and a half seconds: fifty more.
    clock.advance(2'500);
    QTRY_COMPARE(w.shown.size(), first + 56);
    w.player.stop();
}

void TestEventPlayer::bufferStaysBounded()
{
    const Grid puzzle = gridFromLine(HardestPuzzle);
    SolverController controller;
    EventPlayer player(&controller);
    std::size_t most = 0;
    connect(&player, &EventPlayer::advanced, this, [&] { most = std::max(most, player.bufferedEvents()); });
    player.setSpeed(EventPlayer::MaxSpeed);
    player.start(puzzle, Algorithm::Backtracking);
    QTRY_VERIFY_WITH_TIMEOUT(player.counts().events > 5000, 60000);
    // Half a second's worth and two pulls: what the player holds, however long the trace.
    QVERIFY2(most <= 2 * static_cast<std::size_t>(EventPlayer::MaxSpeed),
             qPrintable(QString::number(most)));
    player.stop();
}

void TestEventPlayer::noSolutionFinishes()
{
    const Grid puzzle = gridFromLine(NoSolution);
    Watched w(puzzle);
    QSignalSpy finished(&w.player, &EventPlayer::finished);
    w.player.setSpeed(EventPlayer::MaxSpeed);
    w.player.start(puzzle, Algorithm::Logic);
    QVERIFY(finished.wait(10000));
    QCOMPARE(w.player.state(), EventPlayer::State::Finished);
    QCOMPARE(w.player.result().status, TraceStatus::NoSolution);
    QVERIFY(!w.shown.empty());
    QCOMPARE(w.shown.back().kind, EventKind::Contradiction);
}

void TestEventPlayer::logKeepsStepsAndRecentEvents()
{
    TraceLog log;
    constexpr quint64 Events = 1000000;
    constexpr quint64 GuessEvery = 50000;
    quint64 guesses = 0;
    for (quint64 i = 0; i < Events; ++i) {
        const bool guess = i % GuessEvery == GuessEvery - 1;
        guesses += guess ? 1 : 0;
        log.append(guess ? Event::guess(10, 3, 1) : Event::tryDigit(static_cast<int>(i % 81), 1 + static_cast<int>(i % 9)),
                   i, nullptr);
        if (i % 997 == 0)
            log.flush();
    }
    log.flush();
    QCOMPARE(log.eventCount(), Events);
    // Each run of ordinary events keeps its last RecentEvents behind one row that counts the
    // rest; every guess stays.
    const quint64 runs = guesses + 1;
    QVERIFY2(static_cast<quint64>(log.rowCount()) <= runs * (TraceLog::RecentEvents + 1) + guesses,
             qPrintable(QStringLiteral("%1 rows for %2 guesses").arg(log.rowCount()).arg(guesses)));
    quint64 listedGuesses = 0;
    quint64 accounted = 0;
    for (int row = 0; row < log.rowCount(); ++row) {
        const QModelIndex index = log.index(row);
        const quint64 skipped = index.data(TraceLog::SkippedRole).toULongLong();
        accounted += skipped > 0 ? skipped : 1;
        if (skipped == 0 && index.data().toString().contains(QStringLiteral("Guess")))
            ++listedGuesses;
    }
    QCOMPARE(listedGuesses, guesses);
    QCOMPARE(accounted, Events);
    // The newest event is the last row.
    QVERIFY(log.index(log.rowCount() - 1).data().toString().startsWith(QLocale().toString(Events)));
}

void TestEventPlayer::logCapsItsRows()
{
    TraceLog log;
    const int milestones = TraceLog::MaxRows + 500;
    for (int i = 0; i < milestones; ++i)
        log.append(Event::guess(i % 81, 1, 1), static_cast<quint64>(i), nullptr);
    log.flush();
    QCOMPARE(log.rowCount(), TraceLog::MaxRows);
    QCOMPARE(log.droppedRows(), quint64{500});
    QCOMPARE(log.index(0).data(TraceLog::EventIndexRole).toULongLong(), quint64{500});
    log.clear();
    QCOMPARE(log.rowCount(), 0);
}

void TestEventPlayer::logGivesBackSteps()
{
    const Grid puzzle = gridFromLine(EasyPuzzle);
    Watched w(puzzle);
    TraceLog log;
    connect(&w.player, &EventPlayer::eventShown, &log, &TraceLog::append);
    QSignalSpy finished(&w.player, &EventPlayer::finished);
    w.player.setSpeed(EventPlayer::MaxSpeed);
    w.player.start(puzzle, Algorithm::Logic);
    QVERIFY(finished.wait(30000));
    log.flush();
    int steps = 0;
    for (int row = 0; row < log.rowCount(); ++row) {
        const std::optional<Step> step = log.stepAt(row);
        QCOMPARE(step.has_value(), log.index(row).data(TraceLog::IsStepRole).toBool());
        if (!step)
            continue;
        ++steps;
        // A single: its placement is the solution's digit and its row says so.
        QCOMPARE(step->placements.size(), std::size_t{1});
        const CellDigit placement = step->placements.front();
        QCOMPARE(placement.digit, EasySolution[placement.cell] - '0');
        QVERIFY(log.index(row).data().toString().contains(
            QStringLiteral("r%1c%2 = %3").arg(rowOf(placement.cell) + 1).arg(columnOf(placement.cell) + 1).arg(placement.digit)));
    }
    // One logic step for each empty cell of a singles-only puzzle.
    QCOMPARE(steps, CellCount - puzzle.givenCount());
}

QTEST_MAIN(TestEventPlayer)
#include "tst_eventplayer.moc"
