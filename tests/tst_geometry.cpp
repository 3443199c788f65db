#include "candidates.h"
#include "geometry.h"
#include "grid.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace sudoku;

class TestGeometry : public QObject {
    Q_OBJECT

private slots:
    void everyUnitHoldsNineDistinctCells();
    void everyCellLiesInThreeUnitsOfEachKind();
    void peersAreTheUnionOfUnitsMinusTheCell();
    void cellIndexing_data();
    void cellIndexing();
    void unitNames_data();
    void unitNames();
    void candidateOperations_data();
    void candidateOperations();
    void candidateIteration();
    void gridCandidatesFollowPeers();
    void gridConflicts_data();
    void gridConflicts();
    void solutionMustKeepPuzzleDigits();
};

void TestGeometry::everyUnitHoldsNineDistinctCells()
{
    QCOMPARE(int(cellsOfUnit.size()), UnitCount);
    std::array<int, CellCount> seen{};
    for (const auto &unit : cellsOfUnit) {
        const std::set<int> cells(unit.begin(), unit.end());
        QCOMPARE(int(cells.size()), UnitSize);
        QVERIFY(std::is_sorted(unit.begin(), unit.end()));
        for (const int cell : unit)
            ++seen[static_cast<std::size_t>(cell)];
    }
    for (const int count : seen)
        QCOMPARE(count, 3);
}

void TestGeometry::everyCellLiesInThreeUnitsOfEachKind()
{
    for (int cell = 0; cell < CellCount; ++cell) {
        const auto &units = unitsOfCell[static_cast<std::size_t>(cell)];
        QCOMPARE(unitKind(units[0]), UnitKind::Row);
        QCOMPARE(unitKind(units[1]), UnitKind::Column);
        QCOMPARE(unitKind(units[2]), UnitKind::Box);
        for (const int unit : units) {
            const auto &cells = cellsOfUnit[static_cast<std::size_t>(unit)];
            QVERIFY(std::find(cells.begin(), cells.end(), cell) != cells.end());
        }
    }
}

void TestGeometry::peersAreTheUnionOfUnitsMinusTheCell()
{
    for (int cell = 0; cell < CellCount; ++cell) {
        std::set<int> expected;
        for (const int unit : unitsOfCell[static_cast<std::size_t>(cell)])
            for (const int other : cellsOfUnit[static_cast<std::size_t>(unit)])
                expected.insert(other);
        expected.erase(cell);
        const auto &peers = peersOfCell[static_cast<std::size_t>(cell)];
        QCOMPARE(int(expected.size()), PeerCount);
        QCOMPARE(std::set<int>(peers.begin(), peers.end()), expected);
        QVERIFY(std::is_sorted(peers.begin(), peers.end()));
        for (const int peer : peers) {
            QVERIFY(arePeers(cell, peer));
            QVERIFY(arePeers(peer, cell));
        }
        QVERIFY(!arePeers(cell, cell));
    }
}

void TestGeometry::cellIndexing_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("box");
    QTest::addColumn<QString>("name");
    QTest::newRow("first") << 0 << 0 << 0 << 0 << "r1c1";
    QTest::newRow("end of row 1") << 8 << 0 << 8 << 2 << "r1c9";
    QTest::newRow("centre") << 40 << 4 << 4 << 4 << "r5c5";
    QTest::newRow("r4c7") << 33 << 3 << 6 << 5 << "r4c7";
    QTest::newRow("r7c3") << 56 << 6 << 2 << 6 << "r7c3";
    QTest::newRow("last") << 80 << 8 << 8 << 8 << "r9c9";
}

void TestGeometry::cellIndexing()
{
    QFETCH(int, cell);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(int, box);
    QFETCH(QString, name);
    QCOMPARE(rowOf(cell), row);
    QCOMPARE(columnOf(cell), column);
    QCOMPARE(boxOf(cell), box);
    QCOMPARE(cellAt(row, column), cell);
    QCOMPARE(QString::fromStdString(cellName(cell)), name);
}

void TestGeometry::unitNames_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<QString>("name");
    QTest::newRow("row 1") << 0 << "row 1";
    QTest::newRow("row 9") << 8 << "row 9";
    QTest::newRow("column 1") << 9 << "column 1";
    QTest::newRow("column 9") << 17 << "column 9";
    QTest::newRow("box 1") << 18 << "box 1";
    QTest::newRow("box 6") << 23 << "box 6";
    QTest::newRow("box 9") << 26 << "box 9";
}

void TestGeometry::unitNames()
{
    QFETCH(int, unit);
    QFETCH(QString, name);
    QCOMPARE(QString::fromStdString(unitName(unit)), name);
}

void TestGeometry::candidateOperations_data()
{
    QTest::addColumn<unsigned>("bits");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("single");
    QTest::addColumn<int>("first");
    QTest::newRow("none") << 0u << 0 << false << 0;
    QTest::newRow("only 1") << 0x001u << 1 << true << 1;
    QTest::newRow("only 9") << 0x100u << 1 << true << 9;
    QTest::newRow("3 and 7") << 0x044u << 2 << false << 3;
    QTest::newRow("all") << 0x1FFu << 9 << false << 1;
    QTest::newRow("bits above 9 dropped") << 0xFE00u << 0 << false << 0;
}

void TestGeometry::candidateOperations()
{
    QFETCH(unsigned, bits);
    QFETCH(int, count);
    QFETCH(bool, single);
    QFETCH(int, first);
    const Candidates c = Candidates::fromBits(bits);
    QCOMPARE(c.count(), count);
    QCOMPARE(c.isSingle(), single);
    QCOMPARE(c.first(), first);
    QCOMPARE(c.isEmpty(), count == 0);
    QCOMPARE((c | ~c), Candidates::all());
    QCOMPARE((c & ~c), Candidates::none());
}

void TestGeometry::candidateIteration()
{
    Candidates c;
    c.add(9);
    c.add(2);
    c.add(5);
    c.toggle(5);
    c.toggle(4);
    QList<int> digits;
    for (const int d : c)
        digits << d;
    QCOMPARE(digits, (QList<int>{2, 4, 9}));
    c.remove(2);
    QVERIFY(!c.contains(2));
    QVERIFY(c.contains(9));
    QCOMPARE(Candidates::single(6).first(), 6);
}

void TestGeometry::gridCandidatesFollowPeers()
{
    Grid grid;
    grid.setGiven(cellAt(0, 0), 1); // peer by row of r1c5
    grid.setDigit(cellAt(8, 4), 2); // peer by column
    grid.setGiven(cellAt(1, 3), 3); // peer by box
    grid.setGiven(cellAt(5, 5), 4); // not a peer
    Candidates expected = Candidates::all();
    expected.remove(1);
    expected.remove(2);
    expected.remove(3);
    QCOMPARE(grid.candidates(cellAt(0, 4)), expected);
    QCOMPARE(grid.candidates(cellAt(0, 0)), Candidates::none());
    QCOMPARE(grid.givenCount(), 3);
    QCOMPARE(grid.filledCount(), 4);
    QVERIFY(!grid.isGiven(cellAt(8, 4)));
    const Grid puzzle = grid.givensOnly();
    QCOMPARE(puzzle.digit(cellAt(8, 4)), 0);
    QCOMPARE(puzzle.digit(cellAt(0, 0)), 1);
}

void TestGeometry::gridConflicts_data()
{
    QTest::addColumn<QList<int>>("placements"); // cell, digit, cell, digit, ...
    QTest::addColumn<QList<int>>("conflicts");  // first, second, digit, ...
    QTest::newRow("none") << QList<int>{0, 1, 1, 2, 80, 1} << QList<int>{};
    QTest::newRow("row") << QList<int>{0, 5, 8, 5} << QList<int>{0, 8, 5};
    QTest::newRow("column") << QList<int>{27, 5, 72, 5} << QList<int>{27, 72, 5};
    QTest::newRow("box") << QList<int>{0, 7, 20, 7} << QList<int>{0, 20, 7};
    QTest::newRow("three in a row") << QList<int>{0, 4, 3, 4, 6, 4}
                                    << QList<int>{0, 3, 4, 0, 6, 4, 3, 6, 4};
}

void TestGeometry::gridConflicts()
{
    QFETCH(QList<int>, placements);
    QFETCH(QList<int>, conflicts);
    Grid grid;
    for (qsizetype i = 0; i + 1 < placements.size(); i += 2)
        grid.setGiven(placements[i], placements[i + 1]);
    QList<int> found;
    for (const Conflict &c : grid.conflicts())
        found << c.first << c.second << c.digit;
    QCOMPARE(found, conflicts);
    QCOMPARE(grid.hasConflicts(), !conflicts.isEmpty());
}

void TestGeometry::solutionMustKeepPuzzleDigits()
{
    const char *solved =
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    Grid full;
    for (int cell = 0; cell < CellCount; ++cell)
        full.setDigit(cell, solved[cell] - '0');
    QVERIFY(full.isSolved());
    Grid puzzle;
    puzzle.setGiven(0, 1);
    QVERIFY(full.isSolutionOf(puzzle));
    puzzle.setGiven(0, 2);
    QVERIFY(!full.isSolutionOf(puzzle));
    full.setDigit(80, 0);
    QVERIFY(!full.isSolved());
}

QTEST_APPLESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
