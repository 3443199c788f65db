// SPDX-License-Identifier: GPL-3.0-or-later
#include "candidates.h"
#include "geometry.h"
#include "grid.h"

#include <QtTest>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

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

    // Every shape.
    void shapeTablesHoldTheRules_data();
    void shapeTablesHoldTheRules();
    void classicGeometryMatchesTheConstexprTables();
    void shapeCellIndexing_data();
    void shapeCellIndexing();
    void shapeForSize_data();
    void shapeForSize();
    void boxNames_data();
    void boxNames();
    void gridOfAnyShape();
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
    QTest::newRow("only 16") << 0x8000u << 1 << true << 16;
    QTest::newRow("10 and 25") << 0x1000200u << 2 << false << 10;
    QTest::newRow("all of 25") << 0x1FFFFFFu << 25 << false << 1;
    QTest::newRow("bits above 25 dropped") << 0xFE000000u << 0 << false << 0;
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
    // A complement holds every digit up to 25; a board's size bounds it.
    QCOMPARE((c | ~c), Candidates::fromBits(Candidates::AllBits));
    QCOMPARE((c | ~c) & Candidates::all(), Candidates::all());
    QCOMPARE((c | ~c) & Candidates::all(16), Candidates::all(16));
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

void TestGeometry::shapeTablesHoldTheRules_data()
{
    QTest::addColumn<int>("boxRows");
    QTest::addColumn<int>("boxColumns");
    for (const auto &[rows, columns] : std::vector<std::pair<int, int>>{
             {2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 5}, {2, 5}})
        QTest::addRow("%dx%d", rows, columns) << rows << columns;
}

// Norvig's invariants for every shape: 3n units of n distinct cells, each cell in one unit
// of each kind, peers the union of its units minus itself; a box is boxRows × boxColumns.
void TestGeometry::shapeTablesHoldTheRules()
{
    QFETCH(int, boxRows);
    QFETCH(int, boxColumns);
    const Shape shape{static_cast<std::uint8_t>(boxRows), static_cast<std::uint8_t>(boxColumns)};
    QVERIFY(shape.isValid());
    const Geometry &g = geometryOf(shape);
    const int n = boxRows * boxColumns;
    QCOMPARE(g.size(), n);
    QCOMPARE(g.cellCount(), n * n);
    QCOMPARE(g.unitCount(), 3 * n);
    QCOMPARE(&geometryOf(shape), &g); // built once
    std::vector<int> seen(static_cast<std::size_t>(n * n), 0);
    for (int unit = 0; unit < g.unitCount(); ++unit) {
        const auto cells = g.cellsOfUnit(unit);
        QCOMPARE(int(cells.size()), n);
        QCOMPARE(int(std::set<int>(cells.begin(), cells.end()).size()), n);
        QVERIFY(std::is_sorted(cells.begin(), cells.end()));
        for (const int cell : cells) {
            ++seen[static_cast<std::size_t>(cell)];
            QCOMPARE(int(g.unitsOfCell(cell)[static_cast<std::size_t>(g.unitKind(unit))]), unit);
        }
        if (g.unitKind(unit) == UnitKind::Box) {
            std::set<int> rows, columns;
            for (const int cell : cells) {
                rows.insert(g.rowOf(cell));
                columns.insert(g.columnOf(cell));
            }
            QCOMPARE(int(rows.size()), boxRows);
            QCOMPARE(int(columns.size()), boxColumns);
            QCOMPARE(*rows.begin() % boxRows, 0);
            QCOMPARE(*columns.begin() % boxColumns, 0);
        }
    }
    for (const int count : seen)
        QCOMPARE(count, 3);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        std::set<int> expected;
        for (const int unit : g.unitsOfCell(cell))
            for (const int other : g.cellsOfUnit(unit))
                expected.insert(other);
        expected.erase(cell);
        const auto peers = g.peersOfCell(cell);
        QCOMPARE(int(peers.size()), shape.peerCount());
        QCOMPARE(std::set<int>(peers.begin(), peers.end()), expected);
        for (const int peer : peers)
            QVERIFY(g.arePeers(cell, peer) && g.arePeers(peer, cell));
        QVERIFY(!g.arePeers(cell, cell));
    }
    // Boxes run left to right, then top to bottom.
    QCOMPARE(g.boxOf(boxColumns), 1);
    QCOMPARE(g.boxOf(g.cellAt(boxRows, 0)), n / boxColumns);
}

void TestGeometry::classicGeometryMatchesTheConstexprTables()
{
    const Geometry &g = geometryOf(Shape::classic());
    for (int unit = 0; unit < UnitCount; ++unit) {
        const auto cells = g.cellsOfUnit(unit);
        QVERIFY(std::equal(cells.begin(), cells.end(), cellsOfUnit[static_cast<std::size_t>(unit)].begin()));
    }
    for (int cell = 0; cell < CellCount; ++cell) {
        QCOMPARE(g.unitsOfCell(cell), unitsOfCell[static_cast<std::size_t>(cell)]);
        const auto peers = g.peersOfCell(cell);
        QVERIFY(std::equal(peers.begin(), peers.end(), peersOfCell[static_cast<std::size_t>(cell)].begin()));
        QCOMPARE(g.cellName(cell), cellName(cell));
    }
}

void TestGeometry::shapeCellIndexing_data()
{
    QTest::addColumn<int>("boxRows");
    QTest::addColumn<int>("boxColumns");
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("box");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("boxUnitName");
    QTest::newRow("4x4 last") << 2 << 2 << 15 << 3 << "r4c4" << "box 4";
    QTest::newRow("6x6 2x3 r2c4") << 2 << 3 << 9 << 1 << "r2c4" << "box 2";
    QTest::newRow("6x6 3x2 r2c4") << 3 << 2 << 9 << 1 << "r2c4" << "box 2";
    QTest::newRow("6x6 2x3 r3c1") << 2 << 3 << 12 << 2 << "r3c1" << "box 3";
    QTest::newRow("6x6 3x2 r3c1") << 3 << 2 << 12 << 0 << "r3c1" << "box 1";
    QTest::newRow("12x12 3x4 r12c12") << 3 << 4 << 143 << 11 << "r12c12" << "box 12";
    QTest::newRow("16x16 r12c15") << 4 << 4 << 11 * 16 + 14 << 11 << "r12c15" << "box 12";
    QTest::newRow("25x25 last") << 5 << 5 << 624 << 24 << "r25c25" << "box 25";
}

void TestGeometry::shapeCellIndexing()
{
    QFETCH(int, boxRows);
    QFETCH(int, boxColumns);
    QFETCH(int, cell);
    QFETCH(int, box);
    QFETCH(QString, name);
    QFETCH(QString, boxUnitName);
    const Geometry &g = geometryOf({static_cast<std::uint8_t>(boxRows), static_cast<std::uint8_t>(boxColumns)});
    QCOMPARE(g.boxOf(cell), box);
    QCOMPARE(g.cellAt(g.rowOf(cell), g.columnOf(cell)), cell);
    QCOMPARE(QString::fromStdString(g.cellName(cell)), name);
    QCOMPARE(QString::fromStdString(cellName(cell, g.size())), name);
    QCOMPARE(QString::fromStdString(g.unitName(g.boxUnit(box))), boxUnitName);
    QCOMPARE(QString::fromStdString(unitName(g.boxUnit(box), g.size())), boxUnitName);
}

void TestGeometry::shapeForSize_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("box"); // empty: no shape
    QTest::newRow("4") << 4 << "2x2";
    QTest::newRow("6") << 6 << "2x3";
    QTest::newRow("8") << 8 << "2x4";
    QTest::newRow("9") << 9 << "3x3";
    QTest::newRow("10") << 10 << "2x5";
    QTest::newRow("12") << 12 << "3x4";
    QTest::newRow("16") << 16 << "4x4";
    QTest::newRow("20") << 20 << "4x5";
    QTest::newRow("25") << 25 << "5x5";
    QTest::newRow("1") << 1 << "";
    QTest::newRow("2") << 2 << "";
    QTest::newRow("7 is prime") << 7 << "";
    QTest::newRow("26 is too big") << 26 << "";
    QTest::newRow("36 is too big") << 36 << "";
}

void TestGeometry::shapeForSize()
{
    QFETCH(int, size);
    QFETCH(QString, box);
    const std::optional<Shape> shape = Shape::forSize(size);
    QCOMPARE(shape.has_value(), !box.isEmpty());
    if (shape) {
        QCOMPARE(QString::fromStdString(boxName(*shape)), box);
        QCOMPARE(shape->size(), size);
    }
}

void TestGeometry::boxNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("box"); // as written back; empty: refused
    QTest::newRow("2x3") << "2x3" << "2x3";
    QTest::newRow("3X2") << "3X2" << "3x2";
    QTest::newRow("3×4") << "3×4" << "3x4";
    QTest::newRow("5x5") << "5x5" << "5x5";
    QTest::newRow("1x9") << "1x9" << "";
    QTest::newRow("5x6 too big") << "5x6" << "";
    QTest::newRow("no separator") << "23" << "";
    QTest::newRow("trailing") << "2x3x" << "";
    QTest::newRow("empty") << "" << "";
    QTest::newRow("three digits") << "100x2" << "";
}

void TestGeometry::boxNames()
{
    QFETCH(QString, name);
    QFETCH(QString, box);
    const std::optional<Shape> shape = Shape::fromBoxName(name.toStdString());
    QCOMPARE(shape.has_value(), !box.isEmpty());
    if (shape)
        QCOMPARE(QString::fromStdString(boxName(*shape)), box);
}

void TestGeometry::gridOfAnyShape()
{
    Grid grid(Shape{4, 4});
    QCOMPARE(grid.size(), 16);
    QCOMPARE(grid.cellCount(), 256);
    QCOMPARE(grid.candidates(0), Candidates::all(16));
    grid.setGiven(1, 16);  // row 1
    grid.setGiven(16, 10); // column 1
    grid.setGiven(17, 12); // box 1
    grid.setGiven(200, 3); // elsewhere
    Candidates expected = Candidates::all(16);
    expected.remove(16);
    expected.remove(10);
    expected.remove(12);
    QCOMPARE(grid.candidates(0), expected);
    QVERIFY(!grid.hasConflicts());
    grid.setDigit(255, 16); // row 16, column 16, box 16: no peer holds 16
    QVERIFY(!grid.hasConflicts());
    grid.setDigit(15, 16); // row 1 holds 16 twice
    const std::vector<Conflict> conflicts = grid.conflicts();
    QCOMPARE(int(conflicts.size()), 2); // with r1c2 in the row, with r16c16 in the column
    QCOMPARE(conflicts[0].first, 1);
    QCOMPARE(conflicts[0].second, 15);
    QVERIFY(!grid.isFull());
    QVERIFY(grid != Grid()); // shapes differ
    QCOMPARE(Grid(Shape{2, 3}).cellCount(), 36);
    QVERIFY(Grid(Shape{2, 3}) != Grid(Shape{3, 2}));
}

QTEST_APPLESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
