// SPDX-License-Identifier: GPL-3.0-or-later
#include "clausesearch.h"
#include "format.h"
#include "generalsolver.h"
#include "solver.h"
#include "testgrids.h"

#include <QFile>
#include <QtTest>

#include <atomic>
#include <limits>

using namespace sudoku;

namespace {

using test::gridFromLine;

QByteArray lineOf(const Grid &grid)
{
    return QByteArray::fromStdString(toLine(grid));
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void limitCapsTheCount_data();
    void limitCapsTheCount();
    void playerDigitsConstrainTheSearch();
    void singlesOnlyPuzzleNeedsNoGuess();
    void solutionKeepsGivenFlags();

    // Every other size: the general engine and its clause-learning search.
    void everySizeGolden_data();
    void everySizeGolden();
    void everySizeLimitCapsTheCount_data();
    void everySizeLimitCapsTheCount();
    void clauseSearchAgreesOnClassicPuzzles();
    void generalEngineStopsWhenCancelled();
    void solveAndCountStopWhenCancelled_data();
    void solveAndCountStopWhenCancelled();
};

// tests/data/solver_golden.txt: puzzle:solutionCount:solution, see the file's header.
void TestSolver::golden_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("count");
    QTest::addColumn<QByteArray>("solution");

    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/solver_golden.txt"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    int lineNumber = 0;
    int rows = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++lineNumber;
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> fields = line.split(':');
        QCOMPARE(fields.size(), 3);
        QCOMPARE(fields[0].size(), CellCount);
        QTest::addRow("line %d", lineNumber) << fields[0] << fields[1].toInt() << fields[2];
        ++rows;
    }
    QVERIFY(rows > 1900);
}

void TestSolver::golden()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(int, count);
    QFETCH(QByteArray, solution);

    const Grid grid = gridFromLine(puzzle.toStdString());
    const SolveResult result = solve(grid, 2);
    QCOMPARE(result.count, count);
    if (count > 0)
        QVERIFY(result.solution.isSolutionOf(grid));
    if (count == 1)
        QCOMPARE(lineOf(result.solution), solution);
    if (count == 2) {
        QVERIFY(result.secondSolution.isSolutionOf(grid));
        QVERIFY(result.secondSolution != result.solution);
    }

    // Asking for one solution finds one whenever there is any.
    QCOMPARE(solve(grid, 1).count, count > 0 ? 1 : 0);

    // Counting alone runs the same search.
    const SolutionCount counted = countSolutions(grid, 2);
    QCOMPARE(counted.count, result.count);
    QCOMPARE(counted.stats.guesses, result.stats.guesses);
}

void TestSolver::limitCapsTheCount_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("count");

    const QByteArray empty(CellCount, '.');
    // Serg's benchmark puzzle: two or more solutions.
    const QByteArray ambiguous = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
    const QByteArray unique = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    QTest::newRow("empty, 1") << empty << 1 << 1;
    QTest::newRow("empty, 10") << empty << 10 << 10;
    QTest::newRow("empty, 1000") << empty << 1000 << 1000;
    QTest::newRow("unique, 1") << unique << 1 << 1;
    QTest::newRow("unique, 100") << unique << 100 << 1;
    QTest::newRow("limit below 1 means 1") << empty << 0 << 1;
    QTest::newRow("ambiguous, 1") << ambiguous << 1 << 1;
}

void TestSolver::limitCapsTheCount()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(int, limit);
    QFETCH(int, count);
    const Grid grid = gridFromLine(puzzle.toStdString());
    const SolveResult result = solve(grid, limit);
    QCOMPARE(result.count, count);
    QVERIFY(result.solution.isSolutionOf(grid));
    QCOMPARE(countSolutions(grid, limit).count, count);
}

void TestSolver::playerDigitsConstrainTheSearch()
{
    // The empty grid with a player's 5 in r1c1: every solution keeps it.
    Grid grid;
    grid.setDigit(0, 5);
    const SolveResult result = solve(grid, 1);
    QCOMPARE(result.count, 1);
    QVERIFY(result.solution.isSolutionOf(grid));
    QCOMPARE(result.solution.digit(0), 5);
    QVERIFY(!result.solution.isGiven(0));
}

void TestSolver::singlesOnlyPuzzleNeedsNoGuess()
{
    // An easy newspaper puzzle: naked and hidden singles solve it.
    const Grid grid = gridFromLine(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    const SolveResult result = solve(grid, 2);
    QCOMPARE(result.count, 1);
    QCOMPARE(result.stats.guesses, std::uint64_t{0});
    QVERIFY(result.solution.isSolutionOf(grid));
}

void TestSolver::solutionKeepsGivenFlags()
{
    const Grid grid = gridFromLine(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    const SolveResult result = solve(grid, 2);
    QCOMPARE(result.count, 1);
    QVERIFY(result.solution.isSolutionOf(grid));
    for (int cell = 0; cell < CellCount; ++cell)
        QCOMPARE(result.solution.isGiven(cell), grid.isGiven(cell));
}

// tests/data/nxn_golden.txt: box:puzzle:solutionCount:solution, see the file's header.
void TestSolver::everySizeGolden_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("count");
    QTest::addColumn<QByteArray>("solution");

    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/nxn_golden.txt"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++lineNumber;
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> fields = line.split(':');
        QCOMPARE(fields.size(), 4);
        QTest::addRow("line %d, %s", lineNumber, fields[0].constData())
            << QString::fromLatin1(fields[0]) << fields[1] << fields[2].toInt() << fields[3];
    }
}

void TestSolver::everySizeGolden()
{
    QFETCH(QString, box);
    QFETCH(QByteArray, puzzle);
    QFETCH(int, count);
    QFETCH(QByteArray, solution);

    const std::optional<Shape> shape = Shape::fromBoxName(box.toStdString());
    QVERIFY(shape);
    QCOMPARE(puzzle.size(), shape->cellCount());
    const Grid grid = gridFromLine(puzzle.toStdString(), *shape);
    // solve() (the general engine, propagation first), and the clause-learning search alone.
    for (const SolveResult &result : {solve(grid, 2), searchWithClauses(grid, 2)}) {
        QCOMPARE(result.count, count);
        QVERIFY(!result.stats.cancelled);
        if (count > 0) {
            QVERIFY(result.solution.isSolutionOf(grid));
            QCOMPARE(result.solution.shape(), *shape);
        }
        if (count == 1)
            QCOMPARE(lineOf(result.solution), solution);
        if (count == 2) {
            QVERIFY(result.secondSolution.isSolutionOf(grid));
            QVERIFY(result.secondSolution != result.solution);
        }
    }
    QCOMPARE(solve(grid, 1).count, count > 0 ? 1 : 0);
    QCOMPARE(countSolutions(grid, 2).count, count);

    // Told a solution found before (as the generator is), the engines count it first and
    // search only for another.
    if (count == 0)
        return;
    // Every cell a given, as the generator's solution grid: the flags come from the puzzle.
    Grid known(grid.shape());
    const Grid found = solve(grid, 1).solution;
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        known.setGiven(cell, found.digit(cell));
    for (const SolveResult &result :
         {searchWithClauses(grid, 2, nullptr, &known), solveGeneral(grid, 2, nullptr, &known)}) {
        QCOMPARE(result.count, count);
        QCOMPARE(lineOf(result.solution), lineOf(known));
        for (int cell = 0; cell < grid.cellCount(); ++cell)
            QCOMPARE(result.solution.isGiven(cell), grid.isGiven(cell));
        if (count == 2) {
            QVERIFY(result.secondSolution.isSolutionOf(grid));
            QVERIFY(result.secondSolution != known);
        }
    }
    QCOMPARE(searchWithClauses(grid, 1, nullptr, &known).count, 1);
}

void TestSolver::everySizeLimitCapsTheCount_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("count");
    // 4×4 has 288 grids; 6×6 (2x3) 28,200,960; 16×16 and 25×25 too many to count.
    QTest::newRow("4x4 all 288") << "2x2" << 1000 << 288;
    QTest::newRow("4x4 limit 10") << "2x2" << 10 << 10;
    QTest::newRow("6x6 limit 50") << "2x3" << 50 << 50;
    QTest::newRow("6x6 3x2 limit 7") << "3x2" << 7 << 7;
    QTest::newRow("16x16 limit 3") << "4x4" << 3 << 3;
    QTest::newRow("25x25 limit 2") << "5x5" << 2 << 2;
}

// Empty grids of each shape: the engines count distinct solutions up to the limit.
void TestSolver::everySizeLimitCapsTheCount()
{
    QFETCH(QString, box);
    QFETCH(int, limit);
    QFETCH(int, count);
    const Grid empty(*Shape::fromBoxName(box.toStdString()));
    for (const SolveResult &result : {solve(empty, limit), searchWithClauses(empty, limit)}) {
        QCOMPARE(result.count, count);
        QVERIFY(result.solution.isSolved());
        QCOMPARE(result.solution.shape(), empty.shape());
        if (count > 1) {
            QVERIFY(result.secondSolution.isSolved());
            QVERIFY(result.secondSolution != result.solution);
        }
    }
}

// The clause-learning search knows no shape of its own: on 9×9 it finds what the fast
// solver finds.
void TestSolver::clauseSearchAgreesOnClassicPuzzles()
{
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/solver_golden.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    int checked = 0;
    for (int lineNumber = 0; !file.atEnd(); ++lineNumber) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#') || lineNumber % 10 != 0)
            continue;
        const QList<QByteArray> fields = line.split(':');
        const Grid grid = gridFromLine(fields[0].toStdString());
        const SolveResult fast = solve(grid, 2);
        const SolveResult learnt = searchWithClauses(grid, 2);
        QCOMPARE(learnt.count, fast.count);
        if (fast.count == 1)
            QCOMPARE(lineOf(learnt.solution), lineOf(fast.solution));
        const SolveResult general = solveGeneral(grid, 2);
        QCOMPARE(general.count, fast.count);
        ++checked;
    }
    QVERIFY(checked > 190);
}

void TestSolver::generalEngineStopsWhenCancelled()
{
    const std::atomic<bool> cancel{true};
    const SolveResult result = solveGeneral(Grid(Shape{5, 5}), 2, &cancel);
    QVERIFY(result.stats.cancelled);
    QVERIFY(result.count < 2);
}

// solve() and countSolutions() take the cancel token of every long search (sudoku-cli's, set
// when its reader goes): a search set to count for ever returns, said cancelled, its count so
// far. The 9×9 solver reads the token every 1024 guesses, the others pass it on.
void TestSolver::solveAndCountStopWhenCancelled_data()
{
    QTest::addColumn<int>("size");
    QTest::newRow("9x9") << 9;
    QTest::newRow("16x16") << 16;
    QTest::newRow("25x25") << 25;
}

void TestSolver::solveAndCountStopWhenCancelled()
{
    QFETCH(int, size);
    const Grid empty(*Shape::forSize(size));
    constexpr int Endless = std::numeric_limits<int>::max();
    const std::atomic<bool> cancel{true};
    const SolveResult solved = solve(empty, Endless, &cancel);
    QVERIFY(solved.stats.cancelled);
    QVERIFY(solved.count < Endless);
    const SolutionCount counted = countSolutions(empty, Endless, &cancel);
    QVERIFY(counted.stats.cancelled);
    QVERIFY(counted.count < Endless);
    // Not set, the token changes nothing.
    const std::atomic<bool> notSet{false};
    const SolveResult unique = solve(gridFromLine(test::Top95First), 2, &notSet);
    QCOMPARE(unique.count, 1);
    QVERIFY(!unique.stats.cancelled);
}

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
