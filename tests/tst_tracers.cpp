// The tracers (tracer.h) and their events (event.h): on a golden set, every algorithm's
// trace replays to its solution — the fast solver's, for a unique puzzle — and its counts
// agree with the events; batches of any size give the same events; a cancel stops a pull;
// memory stays bounded on a trace of millions of events. Speed is for benchmarks, not here.

#include "compare.h"
#include "event.h"
#include "format.h"
#include "solver.h"
#include "testgrids.h"
#include "tracer.h"
#include "tracetest.h"

#include <QtTest>

#include <chrono>
#include <thread>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Algorithm)
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

QByteArray lineOf(const Grid &grid)
{
    return QByteArray::fromStdString(toLine(grid));
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

// A hard puzzle's tracer, with a cancel token.
std::unique_ptr<Tracer> cancellableTracer(Algorithm algorithm, const std::atomic<bool> &token)
{
    return makeTracer(algorithm, gridFromLine(ForumHardest1), &token);
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
    void cancelBeforeAPull_data();
    void cancelBeforeAPull();
    void cancelStopsAPull();
    void memoryStaysBounded_data();
    void memoryStaysBounded();
    void eventText_data();
    void eventText();
    void replayFollowsTheSemantics();
    void replayRejectsEventsThatDoNotFit_data();
    void replayRejectsEventsThatDoNotFit();
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

// tests/data/tracer_golden.txt, every puzzle with every algorithm.
void TestTracers::golden_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("count");
    QTest::addColumn<QByteArray>("solution");

    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile("tracer_golden.txt");
    QVERIFY(puzzles.size() >= 30);
    for (const test::PuzzleLine &puzzle : puzzles) {
        // Human logic needs nested forcing chains on the hardest of them (seconds a puzzle,
        // minutes under the sanitizers; tst_techniques checks those chains on quick ones),
        // so it replays the others.
        const bool nested = puzzle.label.startsWith("forum hardest") || puzzle.label.startsWith("Norvig hardest");
        for (const Algorithm algorithm : allAlgorithms) {
            if (algorithm == Algorithm::Logic && nested)
                continue;
            QTest::addRow("line %d, %s: %s", puzzle.line, algorithmName(algorithm).data(),
                          puzzle.label.constData())
                << algorithm << puzzle.puzzle << puzzle.count << puzzle.solution;
        }
    }
}

void TestTracers::golden()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);
    QFETCH(int, count);
    QFETCH(QByteArray, solution);

    const Grid grid = gridFromLine(puzzle.toStdString());
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
            for (int digit = event.digit + 1; digit <= DigitCount; ++digit) {
                bool clash = false;
                for (const std::uint8_t peer : peersOfCell[static_cast<std::size_t>(event.cell)])
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
    QVERIFY(run.maxStackDepth <= CellCount - grid.filledCount());
    if (count == 0) {
        QCOMPARE(run.status, TraceStatus::NoSolution);
        if (grid.hasConflicts())
            QCOMPARE(run.counts.events, std::uint64_t{0});
        return;
    }
    QCOMPARE(run.status, TraceStatus::Solved);
    QCOMPARE(run.replayed.grid, run.solution);
    QVERIFY(run.solution.isSolutionOf(grid));
    if (count == 1) {
        QCOMPARE(lineOf(run.solution), solution);
        QCOMPARE(run.solution, solve(grid, 1).solution); // given flags too
    }
}

void TestTracers::batchSizeDoesNotMatter_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");

    // One puzzle of each kind in the golden file: the first under each new label word.
    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile("tracer_golden.txt");
    QSet<QByteArray> kinds;
    for (const test::PuzzleLine &puzzle : puzzles) {
        const QByteArray kind = puzzle.label.split(' ').first();
        if (kinds.contains(kind))
            continue;
        kinds.insert(kind);
        const bool nested = kind == "forum" || kind == "Norvig"; // as in golden_data
        for (const Algorithm algorithm : allAlgorithms) {
            if (algorithm == Algorithm::Logic && nested)
                continue;
            QTest::addRow("line %d, %s", puzzle.line, algorithmName(algorithm).data())
                << algorithm << puzzle.puzzle;
        }
    }
    QVERIFY(kinds.size() >= 8);
}

void TestTracers::batchSizeDoesNotMatter()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);

    const Grid grid = gridFromLine(puzzle.toStdString());
    const std::vector<Event> byThousand = eventsOf(algorithm, grid, 1000);
    QCOMPARE(eventsOf(algorithm, grid, 1), byThousand);
    QCOMPARE(eventsOf(algorithm, grid, 7), byThousand);
}

void TestTracers::cancelBeforeAPull_data()
{
    addAlgorithmRows();
}

void TestTracers::cancelBeforeAPull()
{
    QFETCH(Algorithm, algorithm);
    std::vector<Event> events;

    const std::atomic<bool> cancelled{true};
    const std::unique_ptr<Tracer> never = cancellableTracer(algorithm, cancelled);
    QCOMPARE(never->next(events, 1000), std::size_t{0});
    QCOMPARE(never->status(), TraceStatus::Cancelled);
    QVERIFY(never->isFinished());

    std::atomic<bool> token{false};
    const std::unique_ptr<Tracer> tracer = cancellableTracer(algorithm, token);
    QCOMPARE(tracer->next(events, 10), std::size_t{10});
    token = true;
    QCOMPARE(tracer->next(events, 1000), std::size_t{0});
    QCOMPARE(tracer->status(), TraceStatus::Cancelled);
    QCOMPARE(tracer->next(events, 1000), std::size_t{0});
    QCOMPARE(tracer->counts().events, std::uint64_t{10});
    QCOMPARE(events.size(), std::size_t{10});
}

// Pulls of a million events on a trace without end: only a cancel from another thread, set
// whenever that thread runs, ends one early, and with it the trace.
void TestTracers::cancelStopsAPull()
{
    std::atomic<bool> token{false};
    const std::unique_ptr<Tracer> tracer =
        makeTracer(Algorithm::Backtracking, gridFromLine(Endless), &token);
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
    QTest::addColumn<Event>("event");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("sentence");

    const int r1c1 = 0, r1c2 = 1, r1c5 = 4, r3c4 = 21, r4c7 = 33, r5c5 = 40;
    QTest::newRow("try") << Event::tryDigit(r1c1, 1) << "try r1c1=1" << "try 1 in r1c1";
    QTest::newRow("reject") << Event::reject(r1c1, 1) << "reject r1c1=1"
                            << "1 clashes with a peer of r1c1";
    QTest::newRow("place") << Event::place(r1c2, 7) << "place r1c2=7" << "place 7 in r1c2";
    QTest::newRow("tentative place") << Event::tentativePlace(r1c2, 7) << "place r1c2=7 tentative"
                                     << "guess 7 in r1c2 (other digits left to try)";
    QTest::newRow("naked single")
        << Event::placeByStep(r1c2, 7, Technique::NakedSingle) << "place r1c2=7 naked-single"
        << "r1c2 = 7: naked single — 7 is the only candidate left in r1c2";
    QTest::newRow("hidden single")
        << Event::placeByStep(r4c7, 3, Technique::HiddenSingle, boxUnit(5))
        << "place r4c7=3 hidden-single box 6"
        << "r4c7 = 3: hidden single — 3 fits nowhere else in box 6";
    QTest::newRow("full house")
        << Event::placeByStep(r4c7, 3, Technique::FullHouse, rowUnit(3))
        << "place r4c7=3 full-house row 4"
        << "r4c7 = 3: full house — the last empty cell of row 4";
    QTest::newRow("eliminate") << Event::eliminate(r1c5, 7) << "eliminate r1c5-7"
                               << "remove 7 from r1c5";
    QTest::newRow("eliminate by a technique")
        << Event::eliminate(r1c5, 7, Technique::HiddenSingle)
        << "eliminate r1c5-7 hidden-single" << "remove 7 from r1c5 (hidden single)";
    QTest::newRow("guess") << Event::guess(r3c4, 1, 2) << "guess r3c4=1 depth 2"
                           << "guess 1 in r3c4 (depth 2)";
    QTest::newRow("cell contradiction") << Event::cellContradiction(r5c5) << "contradiction r5c5"
                                        << "r5c5 has no candidate left";
    QTest::newRow("unit contradiction")
        << Event::unitContradiction(boxUnit(2), 7) << "contradiction 7 in box 3"
        << "7 has no place left in box 3";
    QTest::newRow("backtrack") << Event::backtrack(r3c4) << "backtrack r3c4" << "take back r3c4";
    QTest::newRow("backtrack a guess") << Event::backtrack(r3c4, 2) << "backtrack r3c4 depth 2"
                                       << "undo the guess in r3c4 (depth 2)";
}

void TestTracers::eventText()
{
    QFETCH(Event, event);
    QFETCH(QString, line);
    QFETCH(QString, sentence);
    QCOMPARE(QString::fromStdString(toString(event)), line);
    QCOMPARE(QString::fromStdString(describe(event)), sentence);
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

// top95 #19: every algorithm has to search.
constexpr const char *SearchPuzzle = ".237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......";

void TestTracers::compareGivesOneRowPerAlgorithm()
{
    std::vector<CompareRow> rows;
    const bool cancelled = compareAlgorithms(gridFromLine(SearchPuzzle), std::chrono::seconds(60), nullptr,
                                             [&rows](const CompareRow &row) { rows.push_back(row); });
    QVERIFY(!cancelled);
    QCOMPARE(rows.size(), allAlgorithms.size());
    const Grid solution = solve(gridFromLine(SearchPuzzle), 1).solution;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].algorithm, allAlgorithms[i]);
        QCOMPARE(rows[i].status, TraceStatus::Solved);
        QVERIFY(!rows[i].stoppedAtCap);
        QVERIFY(rows[i].counts.placements > 0);
        // The counts are the tracer's own: the same as a trace run to its end.
        const std::unique_ptr<Tracer> tracer = makeTracer(allAlgorithms[i], gridFromLine(SearchPuzzle));
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
