// SPDX-License-Identifier: GPL-3.0-or-later
// The tracers (tracer.h) and their events (event.h): on golden sets of every shape, every
// algorithm's trace replays to its solution — the solver's, for a unique puzzle — and its
// counts agree with the events; on 9×9 the general layout gives the classic one's events;
// batches of any size give the same events; a cancel stops a pull, on 25×25 too; memory
// stays bounded on a trace of millions of events. Speed is for benchmarks, not here.

#include "compare.h"
#include "event.h"
#include "format.h"
#include "solver.h"
#include "testgrids.h"
#include "tracer.h"
#include "tracers/tracers.h"
#include "tracetest.h"

#include <QtTest>

#include <chrono>
#include <thread>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Algorithm)
Q_DECLARE_METATYPE(sudoku::Shape)
Q_DECLARE_METATYPE(sudoku::Grid)
Q_DECLARE_METATYPE(sudoku::Event)
Q_DECLARE_METATYPE(QList<sudoku::Event>)

namespace {

using test::gridFromLine;

// forum_hardest_1106's first puzzle: long for plain backtracking (32 million events; bitmask
// 3.4 million, the other algorithms under 100,000).
constexpr std::string_view ForumHardest1 =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
// No solution, found out only at the last cell — r9c9 needs the 9 that r1c9 holds — so plain
// backtracking first walks every filling of rows 1 to 8: a trace without end, in practice.
const std::string Endless = "........9" + std::string(63, '.') + "12345678.";

// The same on a board of any shape: n in the last cell of row 1, 1 .. n-1 in the last row.
Grid endless(Shape shape)
{
    const int n = shape.size();
    Grid grid(shape);
    grid.setGiven(n - 1, n);
    for (int column = 0; column + 1 < n; ++column)
        grid.setGiven((n - 1) * n + column, column + 1);
    return grid;
}

QByteArray lineOf(const Grid &grid)
{
    return QByteArray::fromStdString(toLine(grid));
}

// A shape by its box name, "4x4", for rows.
Shape shapeNamed(const char *box)
{
    return *Shape::fromBoxName(box);
}

std::uint32_t bitOf(EventKind kind)
{
    return 1u << static_cast<unsigned>(kind);
}

// The kinds of event each algorithm may emit (tracer.h's table).
std::uint32_t kindsOf(Algorithm algorithm)
{
    const std::uint32_t place = bitOf(EventKind::Place);
    const std::uint32_t backtrack = bitOf(EventKind::Backtrack);
    const std::uint32_t guessing = place | bitOf(EventKind::Eliminate) | bitOf(EventKind::Guess)
                                 | bitOf(EventKind::Contradiction) | backtrack;
    switch (algorithm) {
    case Algorithm::Logic:
    case Algorithm::Propagation:
        return guessing;
    case Algorithm::Backtracking:
        return bitOf(EventKind::Try) | bitOf(EventKind::Reject) | place | backtrack;
    case Algorithm::Bitmask:
    case Algorithm::Mrv:
        return place | backtrack;
    case Algorithm::ForwardChecking:
        return place | bitOf(EventKind::Contradiction) | backtrack;
    }
    return 0;
}

// The whole trace, pulled in batches of `batchSize`.
std::vector<Event> eventsOf(Algorithm algorithm, const Grid &puzzle, std::size_t batchSize)
{
    const std::unique_ptr<Tracer> tracer = makeTracer(algorithm, puzzle);
    std::vector<Event> events;
    while (tracer->next(events, batchSize) > 0) {
    }
    return events;
}

// One row per algorithm, named after it.
void addAlgorithmRows()
{
    QTest::addColumn<Algorithm>("algorithm");
    for (const Algorithm algorithm : allAlgorithms)
        QTest::addRow("%s", algorithmName(algorithm).data()) << algorithm;
}

// The puzzles of a golden file, with the algorithms to replay on each: the golden rows.
void addGoldenRows(const char *file)
{
    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile(file);
    QVERIFY(puzzles.size() >= 15);
    for (const test::PuzzleLine &puzzle : puzzles) {
        // Human logic needs nested forcing chains on the hardest of them (seconds a puzzle,
        // minutes under the sanitizers; tst_techniques checks those chains on quick ones),
        // so it replays the others.
        const bool nested = puzzle.label.startsWith("forum hardest") || puzzle.label.startsWith("Norvig hardest");
        for (const Algorithm algorithm : allAlgorithms) {
            if (algorithm == Algorithm::Logic && nested)
                continue;
            QTest::addRow("%s line %d, %s: %s", file, puzzle.line, algorithmName(algorithm).data(),
                          puzzle.label.constData())
                << algorithm << puzzle.shape << puzzle.puzzle << puzzle.count << puzzle.solution;
        }
    }
}

} // namespace

class TestTracers : public QObject {
    Q_OBJECT

private slots:
    void algorithmNames();
    void golden_data();
    void golden();
    void batchSizeDoesNotMatter_data();
    void batchSizeDoesNotMatter();
    void generalLayoutMatchesClassic_data();
    void generalLayoutMatchesClassic();
    void cancelBeforeAPull_data();
    void cancelBeforeAPull();
    void cancelStopsAPull_data();
    void cancelStopsAPull();
    void memoryStaysBounded_data();
    void memoryStaysBounded();
    void eventText_data();
    void eventText();
    void replayFollowsTheSemantics();
    void replayRejectsEventsThatDoNotFit_data();
    void replayRejectsEventsThatDoNotFit();
    void replayFitsTheBoardsShape_data();
    void replayFitsTheBoardsShape();
    void compareGivesOneRowPerAlgorithm_data();
    void compareGivesOneRowPerAlgorithm();
    void compareStopsAnAlgorithmAtTheCap();
    void cancelStopsACompare();
};

void TestTracers::algorithmNames()
{
    QCOMPARE(sudoku::algorithmNames.size(), allAlgorithms.size());
    for (std::size_t i = 0; i < allAlgorithms.size(); ++i) {
        QCOMPARE(algorithmName(allAlgorithms[i]), sudoku::algorithmNames[i]);
        QCOMPARE(algorithmFromName(sudoku::algorithmNames[i]), std::optional(allAlgorithms[i]));
        QCOMPARE(makeTracer(allAlgorithms[i], Grid())->algorithm(), allAlgorithms[i]);
    }
    QCOMPARE(algorithmName(Algorithm::ForwardChecking), std::string_view("forward-checking"));
    QCOMPARE(algorithmFromName("fast"), std::nullopt);
    QCOMPARE(algorithmFromName("all"), std::nullopt);
}

// tests/data/tracer_golden.txt (9×9) and tracer_golden_nxn.txt (every other shape), every
// puzzle with every algorithm.
void TestTracers::golden_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("count");
    QTest::addColumn<QByteArray>("solution");

    addGoldenRows("tracer_golden.txt");
    addGoldenRows("tracer_golden_nxn.txt");
}

void TestTracers::golden()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(Shape, shape);
    QFETCH(QByteArray, puzzle);
    QFETCH(int, count);
    QFETCH(QByteArray, solution);

    const Grid grid = gridFromLine(puzzle.toStdString(), shape);
    const Geometry &geometry = grid.geometry();
    std::uint32_t kinds = 0;
    // The searches that take digits in increasing order: a placement is tentative exactly
    // when a higher digit is still free in its cell (free of its peers' digits), so that every
    // placement the search may come back to counts as a guess.
    const bool ascending = algorithm == Algorithm::Backtracking || algorithm == Algorithm::Bitmask
                        || algorithm == Algorithm::Mrv;
    std::uint64_t wrongTentative = 0;
    const test::TraceRun run = test::runTrace(algorithm, grid, 1000,
        [&](const Event &event, const Replay &replay) {
            kinds |= bitOf(event.kind);
            if (!ascending || event.kind != EventKind::Place)
                return;
            bool higherFree = false;
            for (int digit = event.digit + 1; digit <= grid.size(); ++digit) {
                bool clash = false;
                for (const int peer : geometry.peersOfCell(event.cell))
                    clash = clash || replay.board().grid.digit(peer) == digit;
                higherFree = higherFree || !clash;
            }
            wrongTentative += higherFree != event.tentative;
        });
    QCOMPARE(wrongTentative, std::uint64_t{0});
    // Only a guess can be taken back into another choice: a solve that backed up guessed.
    if (run.status == TraceStatus::Solved && run.counts.backtracks > 0)
        QVERIFY(run.counts.guesses > 0);
    QVERIFY(run.counts.guesses <= run.counts.placements);

    QVERIFY(run.replayFitted);
    QCOMPARE(run.counts, run.countedHere);
    QCOMPARE(kinds & ~kindsOf(algorithm), 0u);
    QVERIFY(run.maxStackDepth <= grid.cellCount() - grid.filledCount());
    if (count == 0) {
        QCOMPARE(run.status, TraceStatus::NoSolution);
        if (grid.hasConflicts())
            QCOMPARE(run.counts.events, std::uint64_t{0});
        return;
    }
    QCOMPARE(run.status, TraceStatus::Solved);
    QCOMPARE(run.solution.shape(), shape);
    QCOMPARE(run.replayed.grid, run.solution);
    QVERIFY(run.solution.isSolutionOf(grid)); // the givens kept
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        QCOMPARE(run.solution.isGiven(cell), grid.isGiven(cell));
    if (count == 1) {
        QCOMPARE(lineOf(run.solution), solution);
        QCOMPARE(run.solution, solve(grid, 1).solution); // given flags too
    }
}

void TestTracers::batchSizeDoesNotMatter_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QByteArray>("puzzle");

    // One puzzle of each kind in the golden files: the first under each new label word, and
    // the first of each shape.
    QSet<QByteArray> kinds;
    for (const char *file : {"tracer_golden.txt", "tracer_golden_nxn.txt"}) {
        for (const test::PuzzleLine &puzzle : test::readPuzzleFile(file)) {
            const QByteArray kind = puzzle.shape.isClassic()
                                        ? puzzle.label.split(' ').first()
                                        : QByteArray::fromStdString(boxName(puzzle.shape));
            if (kinds.contains(kind))
                continue;
            kinds.insert(kind);
            const bool nested = kind == "forum" || kind == "Norvig"; // as in addGoldenRows
            for (const Algorithm algorithm : allAlgorithms) {
                if (algorithm == Algorithm::Logic && nested)
                    continue;
                QTest::addRow("%s line %d, %s", file, puzzle.line, algorithmName(algorithm).data())
                    << algorithm << puzzle.shape << puzzle.puzzle;
            }
        }
    }
    QVERIFY(kinds.size() >= 16);
}

void TestTracers::batchSizeDoesNotMatter()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(Shape, shape);
    QFETCH(QByteArray, puzzle);

    const Grid grid = gridFromLine(puzzle.toStdString(), shape);
    const std::vector<Event> byThousand = eventsOf(algorithm, grid, 1000);
    QCOMPARE(eventsOf(algorithm, grid, 1), byThousand);
    QCOMPARE(eventsOf(algorithm, grid, 7), byThousand);
}

// On 9×9 the tracers run on the classic layout (tracers.h); the general one, which every other
// shape runs on, must make the very same moves there: the same events, counts and solution.
void TestTracers::generalLayoutMatchesClassic_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");

    for (const test::PuzzleLine &puzzle : test::readPuzzleFile("tracer_golden.txt")) {
        for (const Algorithm algorithm : allAlgorithms) {
            if (algorithm == Algorithm::Logic)
                continue; // one layout: the board's geometry
            QTest::addRow("line %d, %s: %s", puzzle.line, algorithmName(algorithm).data(),
                          puzzle.label.constData())
                << algorithm << puzzle.puzzle;
        }
    }
}

void TestTracers::generalLayoutMatchesClassic()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);

    const Grid grid = gridFromLine(puzzle.toStdString());
    const std::unique_ptr<Tracer> classic = makeTracer(algorithm, grid);
    const std::unique_ptr<Tracer> general = tracing::makeGeneralTracer(algorithm, grid);
    std::vector<Event> classicEvents;
    std::vector<Event> generalEvents;
    while (classic->next(classicEvents, 4096) > 0) {
    }
    while (general->next(generalEvents, 4096) > 0) {
    }
    QCOMPARE(generalEvents.size(), classicEvents.size());
    QVERIFY(generalEvents == classicEvents);
    QCOMPARE(general->status(), classic->status());
    QCOMPARE(general->counts(), classic->counts());
    QCOMPARE(general->solution(), classic->solution());
}

void TestTracers::cancelBeforeAPull_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<Grid>("puzzle");
    // Puzzles on which every algorithm has more than ten events to make.
    for (const Algorithm algorithm : allAlgorithms) {
        const char *name = algorithmName(algorithm).data();
        QTest::addRow("%s, 9x9 forum hardest", name) << algorithm << gridFromLine(ForumHardest1);
        QTest::addRow("%s, 16x16 empty", name) << algorithm << Grid(shapeNamed("4x4"));
        QTest::addRow("%s, 25x25 empty", name) << algorithm << Grid(shapeNamed("5x5"));
    }
}

void TestTracers::cancelBeforeAPull()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(Grid, puzzle);
    std::vector<Event> events;

    const std::atomic<bool> cancelled{true};
    const std::unique_ptr<Tracer> never = makeTracer(algorithm, puzzle, &cancelled);
    QCOMPARE(never->next(events, 1000), std::size_t{0});
    QCOMPARE(never->status(), TraceStatus::Cancelled);
    QVERIFY(never->isFinished());

    std::atomic<bool> token{false};
    const std::unique_ptr<Tracer> tracer = makeTracer(algorithm, puzzle, &token);
    QCOMPARE(tracer->next(events, 10), std::size_t{10});
    token = true;
    QCOMPARE(tracer->next(events, 1000), std::size_t{0});
    QCOMPARE(tracer->status(), TraceStatus::Cancelled);
    QCOMPARE(tracer->next(events, 1000), std::size_t{0});
    QCOMPARE(tracer->counts().events, std::uint64_t{10});
    QCOMPARE(events.size(), std::size_t{10});
}

void TestTracers::cancelStopsAPull_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<Grid>("puzzle");
    QTest::newRow("backtracking, 9x9") << Algorithm::Backtracking << gridFromLine(Endless);
    QTest::newRow("backtracking, 16x16") << Algorithm::Backtracking << endless(shapeNamed("4x4"));
    QTest::newRow("backtracking, 25x25") << Algorithm::Backtracking << endless(shapeNamed("5x5"));
    QTest::newRow("bitmask, 25x25") << Algorithm::Bitmask << endless(shapeNamed("5x5"));
}

// Pulls of a million events on a trace without end: only a cancel from another thread, set
// whenever that thread runs, ends one early, and with it the trace.
void TestTracers::cancelStopsAPull()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(Grid, puzzle);
    QCOMPARE(gridFromLine(Endless), endless(Shape::classic()));

    std::atomic<bool> token{false};
    const std::unique_ptr<Tracer> tracer = makeTracer(algorithm, puzzle, &token);
    std::thread canceller([&token] { token = true; });
    std::vector<Event> events;
    constexpr std::size_t room = 1'000'000;
    std::uint64_t pulled = 0;
    std::size_t last = room;
    while (last == room) {
        events.clear();
        last = tracer->next(events, room);
        pulled += last;
    }
    canceller.join();
    QVERIFY(last < room);
    QCOMPARE(tracer->status(), TraceStatus::Cancelled);
    QCOMPARE(tracer->counts().events, pulled);
    QCOMPARE(tracer->next(events, room), std::size_t{0});
}

void TestTracers::memoryStaysBounded_data()
{
    addAlgorithmRows();
}

// Three million events (or the whole trace, if shorter) of a hard puzzle, pulled as the
// worker will: one vector reused, the stack never deeper than the puzzle's empty cells, and
// the replay still fitting.
void TestTracers::memoryStaysBounded()
{
    QFETCH(Algorithm, algorithm);
    const Grid grid = gridFromLine(ForumHardest1);
    const int emptyCells = CellCount - grid.filledCount();
    const std::unique_ptr<Tracer> tracer = makeTracer(algorithm, grid);
    Replay replay(grid);
    constexpr std::size_t BatchSize = 10'000;
    std::vector<Event> batch;
    batch.reserve(BatchSize);
    const std::size_t capacity = batch.capacity();
    bool fitted = true;
    while (!tracer->isFinished() && tracer->counts().events < 3'000'000) {
        batch.clear();
        tracer->next(batch, BatchSize);
        QVERIFY(tracer->stackDepth() <= emptyCells);
        QCOMPARE(batch.capacity(), capacity);
        for (const Event &event : batch)
            fitted = replay.apply(event) && fitted;
    }
    QVERIFY(fitted);
    QVERIFY(replay.depth() <= emptyCells);
    if (algorithm == Algorithm::Backtracking || algorithm == Algorithm::Bitmask)
        QCOMPARE(tracer->counts().events, std::uint64_t{3'000'000}); // far from finished
    if (tracer->isFinished())
        QCOMPARE(replay.board().grid, tracer->solution());
}

void TestTracers::eventText_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<Event>("event");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("sentence");

    // On a board of another size, cells and units named on it, digits above 9 as letters.
    const int r12c16 = 11 * 16 + 15, r25c25 = 624, r2c3 = 1 * 4 + 2;
    QTest::newRow("16x16 tentative place") << 16 << Event::tentativePlace(r12c16, 16)
                                           << "place r12c16=G tentative"
                                           << "guess G in r12c16 (other digits left to try)";
    QTest::newRow("16x16 guess") << 16 << Event::guess(r12c16, 10, 3) << "guess r12c16=A depth 3"
                                 << "guess A in r12c16 (depth 3)";
    QTest::newRow("16x16 unit contradiction")
        << 16 << Event::unitContradiction(2 * 16 + 15, 11) << "contradiction B in box 16"
        << "B has no place left in box 16";
    QTest::newRow("25x25 eliminate") << 25 << Event::eliminate(r25c25, 25) << "eliminate r25c25-P"
                                     << "remove P from r25c25";
    QTest::newRow("25x25 backtrack") << 25 << Event::backtrack(r25c25, 16383)
                                     << "backtrack r25c25 depth 16383"
                                     << "undo the guess in r25c25 (depth 16383)";
    QTest::newRow("4x4 reject") << 4 << Event::reject(r2c3, 4) << "reject r2c3=4"
                                << "4 clashes with a peer of r2c3";
    QTest::newRow("4x4 hidden single")
        << 4 << Event::placeByStep(r2c3, 4, Technique::HiddenSingle, 4 + 2)
        << "place r2c3=4 hidden-single column 3"
        << "r2c3 = 4: hidden single — 4 fits nowhere else in column 3";

    const int r1c1 = 0, r1c2 = 1, r1c5 = 4, r3c4 = 21, r4c7 = 33, r5c5 = 40;
    QTest::newRow("try") << 9 << Event::tryDigit(r1c1, 1) << "try r1c1=1" << "try 1 in r1c1";
    QTest::newRow("reject") << 9 << Event::reject(r1c1, 1) << "reject r1c1=1"
                            << "1 clashes with a peer of r1c1";
    QTest::newRow("place") << 9 << Event::place(r1c2, 7) << "place r1c2=7" << "place 7 in r1c2";
    QTest::newRow("tentative place") << 9 << Event::tentativePlace(r1c2, 7) << "place r1c2=7 tentative"
                                     << "guess 7 in r1c2 (other digits left to try)";
    QTest::newRow("naked single")
        << 9 << Event::placeByStep(r1c2, 7, Technique::NakedSingle) << "place r1c2=7 naked-single"
        << "r1c2 = 7: naked single — 7 is the only candidate left in r1c2";
    QTest::newRow("hidden single")
        << 9 << Event::placeByStep(r4c7, 3, Technique::HiddenSingle, boxUnit(5))
        << "place r4c7=3 hidden-single box 6"
        << "r4c7 = 3: hidden single — 3 fits nowhere else in box 6";
    QTest::newRow("full house")
        << 9 << Event::placeByStep(r4c7, 3, Technique::FullHouse, rowUnit(3))
        << "place r4c7=3 full-house row 4"
        << "r4c7 = 3: full house — the last empty cell of row 4";
    QTest::newRow("eliminate") << 9 << Event::eliminate(r1c5, 7) << "eliminate r1c5-7"
                               << "remove 7 from r1c5";
    QTest::newRow("eliminate by a technique")
        << 9 << Event::eliminate(r1c5, 7, Technique::HiddenSingle)
        << "eliminate r1c5-7 hidden-single" << "remove 7 from r1c5 (hidden single)";
    QTest::newRow("guess") << 9 << Event::guess(r3c4, 1, 2) << "guess r3c4=1 depth 2"
                           << "guess 1 in r3c4 (depth 2)";
    QTest::newRow("cell contradiction") << 9 << Event::cellContradiction(r5c5) << "contradiction r5c5"
                                        << "r5c5 has no candidate left";
    QTest::newRow("unit contradiction")
        << 9 << Event::unitContradiction(boxUnit(2), 7) << "contradiction 7 in box 3"
        << "7 has no place left in box 3";
    QTest::newRow("backtrack") << 9 << Event::backtrack(r3c4) << "backtrack r3c4" << "take back r3c4";
    QTest::newRow("backtrack a guess") << 9 << Event::backtrack(r3c4, 2) << "backtrack r3c4 depth 2"
                                       << "undo the guess in r3c4 (depth 2)";
}

void TestTracers::eventText()
{
    QFETCH(int, size);
    QFETCH(Event, event);
    QFETCH(QString, line);
    QFETCH(QString, sentence);
    QCOMPARE(QString::fromStdString(toString(event, size)), line);
    QCOMPARE(QString::fromStdString(describe(event, size)), sentence);
    if (size == 9) {
        QCOMPARE(QString::fromStdString(toString(event)), line);
        QCOMPARE(QString::fromStdString(describe(event)), sentence);
    }
}

// The semantics of event.h, event by event, on the board of a puzzle with r1c1 = 4.
void TestTracers::replayFollowsTheSemantics()
{
    const Grid puzzle = gridFromLine("4");
    const Board start = Board::fromGrid(puzzle);
    Replay replay(puzzle);
    QCOMPARE(replay.board(), start);

    QVERIFY(replay.apply(Event::tryDigit(1, 4)));
    QVERIFY(replay.apply(Event::reject(1, 4)));
    QVERIFY(replay.apply(Event::cellContradiction(1)));
    QVERIFY(replay.apply(Event::unitContradiction(rowUnit(0), 5)));
    QCOMPARE(replay.board(), start);

    QVERIFY(replay.apply(Event::place(1, 5)));
    QCOMPARE(replay.board().grid.digit(1), 5);
    QVERIFY(!replay.board().grid.isGiven(1));
    QCOMPARE(replay.board().candidates, start.candidates); // a place leaves candidates alone
    QVERIFY(replay.apply(Event::backtrack(1)));
    QCOMPARE(replay.board(), start);

    QVERIFY(replay.apply(Event::eliminate(2, 9)));
    QVERIFY(!replay.board().candidates[2].contains(9));
    const Board beforeGuesses = replay.board();
    QVERIFY(replay.apply(Event::guess(3, 1, 1)));
    QVERIFY(replay.apply(Event::eliminate(4, 1)));
    const Board afterFirstGuess = replay.board();
    QVERIFY(replay.apply(Event::guess(5, 2, 2)));
    QVERIFY(replay.apply(Event::eliminate(6, 2)));
    QVERIFY(replay.apply(Event::placeByStep(7, 3, Technique::NakedSingle)));
    QCOMPARE(replay.depth(), 2);
    QVERIFY(replay.apply(Event::backtrack(5, 2)));
    QCOMPARE(replay.board(), afterFirstGuess);
    QCOMPARE(replay.depth(), 1);
    QVERIFY(replay.apply(Event::backtrack(3, 1)));
    QCOMPARE(replay.board(), beforeGuesses);
    QCOMPARE(replay.depth(), 0);
}

void TestTracers::replayRejectsEventsThatDoNotFit_data()
{
    QTest::addColumn<QList<Event>>("events"); // the last one does not fit; the others do

    const int r1c1 = 0, r1c2 = 1, r1c3 = 2; // r1c1 holds the given 4
    QTest::newRow("try in a filled cell") << QList<Event>{Event::tryDigit(r1c1, 1)};
    QTest::newRow("place in a filled cell") << QList<Event>{Event::place(r1c1, 1)};
    QTest::newRow("place digit 0") << QList<Event>{Event::place(r1c2, 0)};
    QTest::newRow("guess in a filled cell") << QList<Event>{Event::guess(r1c1, 1, 1)};
    QTest::newRow("eliminate a candidate the cell lacks")
        << QList<Event>{Event::eliminate(r1c2, 4)};
    QTest::newRow("eliminate twice")
        << QList<Event>{Event::eliminate(r1c2, 5), Event::eliminate(r1c2, 5)};
    QTest::newRow("eliminate in a filled cell") << QList<Event>{Event::eliminate(r1c1, 5)};
    QTest::newRow("guess skipping a depth") << QList<Event>{Event::guess(r1c2, 1, 2)};
    QTest::newRow("backtrack an empty cell") << QList<Event>{Event::backtrack(r1c2)};
    QTest::newRow("backtrack a given") << QList<Event>{Event::backtrack(r1c1)};
    QTest::newRow("backtrack a guess not open")
        << QList<Event>{Event::guess(r1c2, 1, 1), Event::backtrack(r1c2, 2)};
    QTest::newRow("backtrack a guess in another cell")
        << QList<Event>{Event::guess(r1c2, 1, 1), Event::backtrack(r1c3, 1)};
    QTest::newRow("contradiction nowhere")
        << QList<Event>{Event::unitContradiction(-1, 5)};
}

void TestTracers::replayRejectsEventsThatDoNotFit()
{
    QFETCH(QList<Event>, events);
    Replay replay(gridFromLine("4"));
    for (qsizetype i = 0; i + 1 < events.size(); ++i)
        QVERIFY(replay.apply(events[i]));
    const Board before = replay.board();
    QVERIFY(!replay.apply(events.last()));
    QCOMPARE(replay.board(), before);
}

void TestTracers::replayFitsTheBoardsShape_data()
{
    QTest::addColumn<Shape>("shape");
    for (const char *box : {"2x2", "2x3", "3x2", "2x4", "4x2", "3x3", "3x4", "4x3", "4x4", "5x5"})
        QTest::newRow(box) << shapeNamed(box);
}

// A cell, digit or unit past the board's shape does not fit; its last ones do.
void TestTracers::replayFitsTheBoardsShape()
{
    QFETCH(Shape, shape);
    const int n = shape.size();
    const int last = shape.cellCount() - 1;
    const Board start = Board::fromGrid(Grid(shape));
    Replay replay{Grid(shape)};
    QVERIFY(!replay.apply(Event::place(0, n + 1)));
    QVERIFY(!replay.apply(Event::tryDigit(last + 1, 1)));
    QVERIFY(!replay.apply(Event::guess(last + 1, 1, 1)));
    QVERIFY(!replay.apply(Event::cellContradiction(last + 1)));
    QVERIFY(!replay.apply(Event::unitContradiction(shape.unitCount(), 1)));
    QVERIFY(!replay.apply(Event::unitContradiction(0, n + 1)));
    QCOMPARE(replay.board(), start);

    QVERIFY(replay.apply(Event::cellContradiction(last)));
    QVERIFY(replay.apply(Event::unitContradiction(shape.unitCount() - 1, n)));
    QVERIFY(replay.apply(Event::eliminate(last, n)));
    const Board eliminated = replay.board();
    QVERIFY(replay.apply(Event::guess(last, 1, 1)));
    QVERIFY(replay.apply(Event::place(0, n)));
    QCOMPARE(replay.board().grid.digit(0), n);
    QVERIFY(replay.apply(Event::backtrack(0)));
    QVERIFY(replay.apply(Event::backtrack(last, 1)));
    QCOMPARE(replay.board(), eliminated);
    QVERIFY(!replay.board().candidates[static_cast<std::size_t>(last)].contains(n));
}

// top95 #19: every algorithm has to search.
constexpr const char *SearchPuzzle = ".237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......";

void TestTracers::compareGivesOneRowPerAlgorithm_data()
{
    QTest::addColumn<Grid>("puzzle");
    QTest::newRow("9x9 top95 #19") << gridFromLine(SearchPuzzle);
    // The first puzzle of these shapes in the golden file.
    QSet<QByteArray> boxes = {"2x2", "3x2", "4x3", "4x4", "5x5"};
    for (const test::PuzzleLine &puzzle : test::readPuzzleFile("tracer_golden_nxn.txt")) {
        const QByteArray box = QByteArray::fromStdString(boxName(puzzle.shape));
        if (puzzle.count == 1 && boxes.remove(box))
            QTest::addRow("%s line %d", box.constData(), puzzle.line) << puzzle.grid();
    }
    QVERIFY(boxes.isEmpty());
}

void TestTracers::compareGivesOneRowPerAlgorithm()
{
    QFETCH(Grid, puzzle);
    std::vector<CompareRow> rows;
    const bool cancelled = compareAlgorithms(puzzle, std::chrono::seconds(60), nullptr,
                                             [&rows](const CompareRow &row) { rows.push_back(row); });
    QVERIFY(!cancelled);
    QCOMPARE(rows.size(), allAlgorithms.size());
    const Grid solution = solve(puzzle, 1).solution;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].algorithm, allAlgorithms[i]);
        QCOMPARE(rows[i].status, TraceStatus::Solved);
        QVERIFY(!rows[i].stoppedAtCap);
        QVERIFY(rows[i].counts.placements > 0);
        // The counts are the tracer's own: the same as a trace run to its end.
        const std::unique_ptr<Tracer> tracer = makeTracer(allAlgorithms[i], puzzle);
        std::vector<Event> events;
        while (!tracer->isFinished())
            tracer->next(events, std::size_t{1} << 16);
        QCOMPARE(rows[i].counts, tracer->counts());
        QCOMPARE(tracer->solution(), solution);
    }
}

void TestTracers::compareStopsAnAlgorithmAtTheCap()
{
    // With no time at all, every algorithm stops before its first events.
    std::vector<CompareRow> rows;
    const bool cancelled = compareAlgorithms(gridFromLine(test::AntiBacktracking), std::chrono::milliseconds(0),
                                             nullptr, [&rows](const CompareRow &row) { rows.push_back(row); });
    QVERIFY(!cancelled);
    QCOMPARE(rows.size(), allAlgorithms.size());
    for (const CompareRow &row : rows) {
        QVERIFY(row.stoppedAtCap);
        QCOMPARE(row.status, TraceStatus::Running);
        QCOMPARE(row.counts.events, std::uint64_t{0}); // "stopped after 0 events"
    }
}

void TestTracers::cancelStopsACompare()
{
    // Cancelled once the first row is in: the comparison ends without another row.
    std::atomic<bool> cancel = false;
    std::vector<CompareRow> rows;
    const bool cancelled = compareAlgorithms(gridFromLine(test::AntiBacktracking), std::chrono::seconds(60), &cancel,
                                             [&](const CompareRow &row) {
                                                 rows.push_back(row);
                                                 cancel = true;
                                             });
    QVERIFY(cancelled);
    QCOMPARE(rows.size(), std::size_t{1});
    QCOMPARE(rows[0].algorithm, Algorithm::Logic);
}

QTEST_APPLESS_MAIN(TestTracers)
#include "tst_tracers.moc"
