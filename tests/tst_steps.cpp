// SPDX-License-Identifier: GPL-3.0-or-later
// The step finder (stepfinder.h) and the board it reads (board.h): each technique on
// positions built for it, the simplest-first order, the sentences, and — over a few hundred
// puzzles, against the fast solver — that no step is ever wrong.

#include "board.h"
#include "solver.h"
#include "step.h"
#include "stepfinder.h"
#include "testgrids.h"
#include "tracetest.h"

#include <QtTest>

#include <initializer_list>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Board)
Q_DECLARE_METATYPE(sudoku::Step)

// The step a board should give: a single, or none (technique None).
struct Expected {
    sudoku::Technique technique = sudoku::Technique::None;
    int cell = 0;
    int digit = 0;
    int unit = -1; // the full house's or hidden single's
};
Q_DECLARE_METATYPE(Expected)

namespace {

using test::gridFromLine;

// Boards here are cut out of top95 #1's solution.
constexpr std::string_view Solution = test::Top95FirstSolution;

constexpr int r4c7 = cellAt(3, 6);

// The solution with the cells emptied, candidates computed.
Board solutionWithout(std::initializer_list<int> cells)
{
    Grid grid = gridFromLine(Solution);
    for (const int cell : cells)
        grid.setGiven(cell, 0);
    return Board::fromGrid(grid);
}

// The empty grid with every candidate in every cell: no step anywhere.
Board everyCandidate()
{
    Board board;
    board.candidates.fill(Candidates::all());
    return board;
}

// Strikes `digit` from every cell of the unit except `keep`: a hidden single there.
Board &strikeExcept(Board &board, int unit, int digit, int keep)
{
    for (const int cell : cellsOfUnit[static_cast<std::size_t>(unit)]) {
        if (cell != keep)
            board.candidates[static_cast<std::size_t>(cell)].remove(digit);
    }
    return board;
}

// The event a logic trace starts a step with: its first placement (a single or a direct
// technique's), else its first elimination (logic.cpp's queueStep).
Event firstEventOf(const Step &step)
{
    if (!step.placements.empty()) {
        const CellDigit placement = step.placements.front();
        return Event::placeByStep(placement.cell, placement.digit, step.technique,
                                  step.units.empty() ? -1 : step.units.front());
    }
    const CellDigit elimination = step.eliminations.front();
    Event event = Event::eliminate(elimination.cell, elimination.digit, step.technique);
    event.stepStart = true;
    return event;
}

} // namespace

class TestSteps : public QObject {
    Q_OBJECT

private slots:
    void techniqueNames();
    void findsTheSimplestStep_data();
    void findsTheSimplestStep();
    void describesSteps_data();
    void describesSteps();
    void hintNamesARegion();
    void applyingAStepPlacesAndStrikes();
    void contradictions_data();
    void contradictions();
    void mistakes();
    void logicNeverErrs_data();
    void logicNeverErrs();
    void stepsAloneSolveEasyPuzzles_data();
    void stepsAloneSolveEasyPuzzles();
};

void TestSteps::techniqueNames()
{
    const Technique techniques[] = {Technique::FullHouse, Technique::NakedSingle,
                                    Technique::HiddenSingle};
    const char *names[] = {"full-house", "naked-single", "hidden-single"};
    const char *titles[] = {"full house", "naked single", "hidden single"};
    for (std::size_t i = 0; i < std::size(techniques); ++i) {
        QCOMPARE(techniqueName(techniques[i]), std::string_view(names[i]));
        QCOMPARE(techniqueTitle(techniques[i]), std::string_view(titles[i]));
        QCOMPARE(techniqueFromName(names[i]), std::optional<Technique>(techniques[i]));
    }
    QCOMPARE(techniqueName(Technique::None), std::string_view());
    QCOMPARE(techniqueFromName(""), std::nullopt);
    QCOMPARE(techniqueFromName("mutant-fish"), std::nullopt); // not a technique here
}

void TestSteps::findsTheSimplestStep_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<Expected>("expected"); // technique None: no step

    const int r1c1 = 0, r1c2 = 1, r2c1 = 9, r2c2 = 10, r5c5 = 40, r5c6 = 41, r9c9 = 80;
    QTest::newRow("full house: the only empty cell, named by its box")
        << solutionWithout({r1c1}) << Expected{Technique::FullHouse, r1c1, 4, boxUnit(0)};
    QTest::newRow("full house: a column before a row (Sudoku Explainer's order)")
        << solutionWithout({r1c1, r2c2}) << Expected{Technique::FullHouse, r1c1, 4, columnUnit(0)};
    QTest::newRow("full house in a row")
        << solutionWithout({r1c1, r2c1}) << Expected{Technique::FullHouse, r1c1, 4, rowUnit(0)};
    QTest::newRow("full house in a column")
        << solutionWithout({r1c1, r1c2}) << Expected{Technique::FullHouse, r1c1, 4, columnUnit(0)};
    QTest::newRow("full house before an earlier naked single")
        << solutionWithout({r1c1, r1c2, r2c1, r2c2, r9c9})
        << Expected{Technique::FullHouse, r9c9, 3, boxUnit(8)};
    QTest::newRow("hidden single before a naked single (Sudoku Explainer's order)")
        << solutionWithout({r1c1, r1c2, r2c1, r2c2})
        << Expected{Technique::HiddenSingle, r1c2, 1, boxUnit(0)};

    Board naked = everyCandidate();
    naked.candidates[r5c5] = Candidates::single(3);
    QTest::newRow("naked single where no digit has one place")
        << naked << Expected{Technique::NakedSingle, r5c5, 3, -1};

    Board staleMark = everyCandidate();
    staleMark.grid.setDigit(r5c6, 7); // a peer holds 7: r5c5's mark for 7 is stale
    staleMark.candidates[r5c5] = Candidates::single(3);
    staleMark.candidates[r5c5].add(7);
    QTest::newRow("naked single despite a stale pencil mark")
        << staleMark << Expected{Technique::NakedSingle, r5c5, 3, -1};

    Board inBox = everyCandidate();
    QTest::newRow("hidden single in a box")
        << strikeExcept(inBox, boxUnit(5), 3, r4c7)
        << Expected{Technique::HiddenSingle, r4c7, 3, boxUnit(5)};
    Board inRow = everyCandidate();
    QTest::newRow("hidden single in a row")
        << strikeExcept(inRow, rowUnit(3), 3, r4c7)
        << Expected{Technique::HiddenSingle, r4c7, 3, rowUnit(3)};
    Board inColumn = everyCandidate();
    QTest::newRow("hidden single in a column")
        << strikeExcept(inColumn, columnUnit(6), 3, r4c7)
        << Expected{Technique::HiddenSingle, r4c7, 3, columnUnit(6)};

    Board boxFirst = everyCandidate();
    strikeExcept(boxFirst, rowUnit(0), 2, 0);
    QTest::newRow("hidden single: a box before a row")
        << strikeExcept(boxFirst, boxUnit(8), 9, r9c9)
        << Expected{Technique::HiddenSingle, r9c9, 9, boxUnit(8)};
    Board columnFirst = everyCandidate();
    strikeExcept(columnFirst, columnUnit(0), 2, 0);
    QTest::newRow("hidden single: a column before a row (Sudoku Explainer's order)")
        << strikeExcept(columnFirst, rowUnit(8), 9, r9c9)
        << Expected{Technique::HiddenSingle, 0, 2, columnUnit(0)};
    Board lowDigitFirst = everyCandidate();
    strikeExcept(lowDigitFirst, boxUnit(0), 8, r2c2);
    QTest::newRow("hidden single: digits in increasing order")
        << strikeExcept(lowDigitFirst, boxUnit(0), 5, r1c2)
        << Expected{Technique::HiddenSingle, r1c2, 5, boxUnit(0)};

    Board hiddenFirst = everyCandidate();
    strikeExcept(hiddenFirst, boxUnit(8), 5, r9c9);
    hiddenFirst.candidates[r1c1] = Candidates::single(8);
    QTest::newRow("hidden single before an earlier naked single")
        << hiddenFirst << Expected{Technique::HiddenSingle, r9c9, 5, boxUnit(8)};

    Board removedTruth = solutionWithout({r1c1});
    removedTruth.candidates[r1c1] = Candidates::single(1);
    QTest::newRow("no full house when the cell lacks the missing digit")
        << removedTruth << Expected{};
    QTest::newRow("no step: every candidate everywhere") << everyCandidate() << Expected{};
    QTest::newRow("no step: solved") << solutionWithout({}) << Expected{};
}

void TestSteps::findsTheSimplestStep()
{
    QFETCH(Board, board);
    QFETCH(Expected, expected);

    // As the hint and the logic tracer ask: uniqueness assumed only when the board's digits
    // have exactly one solution (a board with every candidate everywhere has thousands, and
    // forcing chains on it would search long for nothing).
    const Uniqueness uniqueness = solve(board.grid, 2).count == 1 ? Uniqueness::Assumed : Uniqueness::Unknown;
    const std::optional<Step> step = findStep(board, uniqueness);
    if (expected.technique == Technique::None) {
        QVERIFY2(!step, step ? describe(*step).c_str() : "");
        return;
    }
    QVERIFY(step);
    const int cell = expected.cell;
    const int digit = expected.digit;
    QCOMPARE(step->technique, expected.technique);
    QCOMPARE(step->placements, (std::vector<CellDigit>{{cell, digit}}));
    const std::vector<int> units =
        expected.unit >= 0 ? std::vector<int>{expected.unit} : std::vector<int>{};
    QCOMPARE(step->units, units);
    QVERIFY(step->eliminations.empty());
    QVERIFY(step->coverUnits.empty());
    QVERIFY(step->chains.empty());
    QCOMPARE(step->cells, std::vector<int>{cell});
    QCOMPARE(step->candidates, (std::vector<CellDigit>{{cell, digit}}));
    QCOMPARE(step->digits, Candidates::single(digit));
    // What a logic trace's place event rebuilds.
    QCOMPARE(singleStep(expected.technique, cell, digit, expected.unit), *step);
}

void TestSteps::describesSteps_data()
{
    QTest::addColumn<Step>("step");
    QTest::addColumn<QString>("text");

    QTest::newRow("full house") << singleStep(Technique::FullHouse, r4c7, 3, boxUnit(5))
                                << QString("r4c7 = 3: full house — the last empty cell of box 6");
    QTest::newRow("naked single")
        << singleStep(Technique::NakedSingle, r4c7, 3, -1)
        << QString("r4c7 = 3: naked single — 3 is the only candidate left in r4c7");
    QTest::newRow("hidden single in a box")
        << singleStep(Technique::HiddenSingle, r4c7, 3, boxUnit(5))
        << QString("r4c7 = 3: hidden single — 3 fits nowhere else in box 6");
    QTest::newRow("hidden single in a column")
        << singleStep(Technique::HiddenSingle, cellAt(8, 0), 9, columnUnit(0))
        << QString("r9c1 = 9: hidden single — 9 fits nowhere else in column 1");
    Step eliminating;
    eliminating.technique = Technique::NakedSingle;
    eliminating.eliminations = {{cellAt(0, 4), 7}, {cellAt(1, 4), 7}};
    QTest::newRow("a step without a sentence of its own lists what it does")
        << eliminating << QString("naked single: r1c5 - 7, r2c5 - 7");
    // Other sizes name their cells and units on their own board, digits above 9 as letters.
    const Shape sixteen{4, 4};
    const int r12c15 = 11 * 16 + 14;
    QTest::newRow("16x16 hidden single in box 12")
        << singleStep(Technique::HiddenSingle, r12c15, 12, 2 * 16 + 11, sixteen)
        << QString("r12c15 = C: hidden single — C fits nowhere else in box 12");
    QTest::newRow("16x16 hidden single in column 15")
        << singleStep(Technique::HiddenSingle, r12c15, 16, 16 + 14, sixteen)
        << QString("r12c15 = G: hidden single — G fits nowhere else in column 15");
    QTest::newRow("6x6 naked single")
        << singleStep(Technique::NakedSingle, 35, 6, -1, Shape{2, 3})
        << QString("r6c6 = 6: naked single — 6 is the only candidate left in r6c6");
}

void TestSteps::describesSteps()
{
    QFETCH(Step, step);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(describe(step)), text);
}

void TestSteps::hintNamesARegion()
{
    QCOMPARE(hintUnit(singleStep(Technique::HiddenSingle, r4c7, 3, rowUnit(3))), rowUnit(3));
    QCOMPARE(hintUnit(singleStep(Technique::NakedSingle, r4c7, 3, -1)), boxUnit(5));
    QCOMPARE(hintUnit(Step()), -1);
    // On 6×6 with 2x3 boxes, r6c6 lies in box 6 (unit 17); with 3x2 boxes too.
    QCOMPARE(hintUnit(singleStep(Technique::NakedSingle, 35, 6, -1, Shape{2, 3})), 2 * 6 + 5);
    QCOMPARE(hintUnit(singleStep(Technique::NakedSingle, 2, 6, -1, Shape{2, 3})), 2 * 6 + 0);
    QCOMPARE(hintUnit(singleStep(Technique::NakedSingle, 2, 6, -1, Shape{3, 2})), 2 * 6 + 1);
}

void TestSteps::applyingAStepPlacesAndStrikes()
{
    Board board = everyCandidate();
    board.grid.setGiven(cellAt(3, 0), 5); // r4c1, a filled peer of r4c7: its marks stay
    board.candidates[cellAt(3, 0)] = Candidates::all();
    Step step = singleStep(Technique::HiddenSingle, r4c7, 3, rowUnit(3));
    step.eliminations = {{cellAt(8, 8), 1}};
    applyStep(board, step);

    QCOMPARE(board.grid.digit(r4c7), 3);
    QVERIFY(!board.grid.isGiven(r4c7));
    for (const std::uint8_t peer : peersOfCell[r4c7])
        QCOMPARE(board.candidates[peer].contains(3), peer == cellAt(3, 0));
    QVERIFY(!board.candidates[cellAt(8, 8)].contains(1));
    QCOMPARE(board.candidates[cellAt(8, 8)].count(), 8);
    QCOMPARE(board.candidates[cellAt(8, 7)], Candidates::all());
}

void TestSteps::contradictions_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("digit");

    QTest::newRow("none on a consistent board") << solutionWithout({0, 1, 40}) << -1 << -1 << 0;
    QTest::newRow("none on a solved board") << solutionWithout({}) << -1 << -1 << 0;
    // tst_cli's no_solution.txt: r1c1 sees every digit.
    QTest::newRow("an empty cell without candidates")
        << Board::fromGrid(gridFromLine(".2345.....1.........9......6........7........8......."
                                        "............................"))
        << 0 << -1 << 0;
    Board stale = solutionWithout({0, 1});
    stale.candidates[0] = Candidates::single(7); // r1c3 holds 7
    QTest::newRow("only a stale mark left") << stale << 0 << -1 << 0;
    Board noPlace = everyCandidate();
    strikeExcept(noPlace, columnUnit(4), 6, -1);
    QTest::newRow("a digit with no place in a unit") << noPlace << -1 << columnUnit(4) << 6;
}

void TestSteps::contradictions()
{
    QFETCH(Board, board);
    QFETCH(int, cell);
    QFETCH(int, unit);
    QFETCH(int, digit);

    const std::optional<BoardContradiction> found = findContradiction(board);
    if (cell < 0 && unit < 0) {
        QVERIFY(!found);
        return;
    }
    QVERIFY(found);
    QCOMPARE(found->cell, cell);
    QCOMPARE(found->unit, unit);
    QCOMPARE(found->digit, digit);
}

void TestSteps::mistakes()
{
    const Grid solution = gridFromLine(Solution);
    Board board = Board::fromGrid(solution.givensOnly());
    for (const int cell : {0, 1, 2, 3})
        board.grid.setGiven(cell, 0);
    board.grid.setDigit(0, 4);                    // right
    board.grid.setDigit(1, 2);                    // wrong: 1
    board.candidates[2] = Candidates::single(5); // the truth, 7, removed
    board.candidates[3] = Candidates::none();    // not pencilled in yet
    const std::vector<Mistake> expected = {{MistakeKind::WrongDigit, 1, 2},
                                           {MistakeKind::RemovedCandidate, 2, 7}};
    QCOMPARE(findMistakes(board, solution), expected);
    QVERIFY(findMistakes(Board::fromGrid(solution), solution).empty());

    // A wrong 7 in r1c2, a peer: the 7 struck from r1c3 is put down to it, by which the hint
    // knows not to name r1c3 (that would tell where 7 goes).
    board.grid.setDigit(1, 7);
    const std::vector<Mistake> struck = {{MistakeKind::WrongDigit, 1, 7},
                                         {MistakeKind::RemovedCandidate, 2, 7, 1}};
    QCOMPARE(findMistakes(board, solution), struck);
}

// Over a few hundred puzzles: the logic tracer's steps, of every technique, outside guesses,
// never place a digit the solution lacks or strike out its digit; each step's first event
// (guesses or not) is what findStep() finds on the board replayed up to it; and the trace
// ends in the solver's solution.
void TestSteps::logicNeverErrs_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile("logic_puzzles.txt");
    QVERIFY(puzzles.size() >= 300);
    for (const test::PuzzleLine &puzzle : puzzles)
        QTest::addRow("line %d", puzzle.line) << puzzle.puzzle;
}

void TestSteps::logicNeverErrs()
{
    QFETCH(QByteArray, puzzle);
    const Grid grid = gridFromLine(puzzle.toStdString());
    const SolveResult oracle = solve(grid, 2);
    QCOMPARE(oracle.count, 1);
    const Grid &solution = oracle.solution;

    int wrong = 0;
    int stepsChecked = 0;
    int mismatched = 0;
    const auto check = [&](const Event &event, const Replay &replay) {
        // Below a guess, steps follow from a wrong digit, or may.
        const bool sure = replay.depth() == 0;
        if (sure && event.kind == EventKind::Place && event.digit != solution.digit(event.cell))
            ++wrong;
        if (sure && event.kind == EventKind::Eliminate && event.digit == solution.digit(event.cell))
            ++wrong;
        if (event.stepStart) {
            ++stepsChecked;
            const std::optional<Step> step = findStep(replay.board());
            mismatched += step && firstEventOf(*step) == event ? 0 : 1;
        }
    };
    const test::TraceRun run = test::runTrace(Algorithm::Logic, grid, 1000, check);
    QCOMPARE(wrong, 0);
    QCOMPARE(mismatched, 0);
    QVERIFY(stepsChecked > 0);
    QVERIFY(run.replayFitted);
    QCOMPARE(run.status, TraceStatus::Solved);
    QCOMPARE(run.solution, solution);
}

void TestSteps::stepsAloneSolveEasyPuzzles_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    // The first puzzles of logic_puzzles.txt, from resources/puzzles/easy.txt.
    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile("logic_puzzles.txt");
    QVERIFY(puzzles.size() >= 4);
    for (std::size_t i = 0; i < 4; ++i)
        QTest::addRow("line %d", puzzles[i].line) << puzzles[i].puzzle;
}

// A singles-only puzzle: findStep() alone solves it, every step right, and the logic
// tracer never guesses on it.
void TestSteps::stepsAloneSolveEasyPuzzles()
{
    QFETCH(QByteArray, puzzle);
    const Grid grid = gridFromLine(puzzle.toStdString());
    const Grid solution = solve(grid, 1).solution;

    Board board = Board::fromGrid(grid);
    int steps = 0;
    while (const std::optional<Step> step = findStep(board)) {
        QCOMPARE(step->placements.size(), std::size_t{1});
        const CellDigit placement = step->placements.front();
        QVERIFY2(placement.digit == solution.digit(placement.cell), describe(*step).c_str());
        applyStep(board, *step);
        ++steps;
    }
    QCOMPARE(board.grid, solution);
    QCOMPARE(steps, CellCount - grid.givenCount());

    const test::TraceRun run = test::runTrace(Algorithm::Logic, grid, 64);
    QCOMPARE(run.status, TraceStatus::Solved);
    QCOMPARE(run.counts.guesses, std::uint64_t{0});
    QCOMPARE(run.counts.backtracks, std::uint64_t{0});
    QCOMPARE(run.counts.placements, std::uint64_t(steps));
}

QTEST_APPLESS_MAIN(TestSteps)
#include "tst_steps.moc"
