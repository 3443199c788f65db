// SPDX-License-Identifier: GPL-3.0-or-later
// The board as assistive technology sees it through QAccessible (what Qt's AT-SPI bridge
// serves to Orca): a 9×9 table of named cells, the focus on the selected one, and names that
// follow every change. The events that announce changes need the bridge, which the offscreen
// platform has not: tests/atspi_board.py checks them through AT-SPI with a real client.
#include "boardaccessible.h"
#include "boardwidget.h"
#include "language.h"
#include "testgrids.h"

#include <QAccessible>
#include <QAccessibleTableInterface>
#include <QtTest>

#include <memory>

Q_DECLARE_METATYPE(sudoku::Grid)

using namespace sudoku;

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void boardIsATableOfCells();
    void cellNames_data();
    void cellNames();
    void variantCellNames_data();
    void variantCellNames();
    void focusFollowsTheSelection();
    void typedDigitChangesTheCellName();
    void tableFollowsTheBoardsSize();

private:
    std::unique_ptr<BoardWidget> m_board;
};

void TestAccessibility::init()
{
    m_board = std::make_unique<BoardWidget>();
    m_board->resize(540, 540);
    m_board->setGrid(test::gridFromLine(test::Top95First));
    m_board->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_board.get()));
}

void TestAccessibility::cleanup()
{
    m_board.reset();
}

void TestAccessibility::boardIsATableOfCells()
{
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_board.get());
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::Table);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Sudoku board"));
    QCOMPARE(board->childCount(), 81);
    QAccessibleTableInterface *table = board->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 9);
    QCOMPARE(table->columnCount(), 9);
    QAccessibleInterface *cell = table->cellAt(2, 3);
    QVERIFY(cell);
    QCOMPARE(cell->role(), QAccessible::Cell);
    QCOMPARE(cell->parent(), board);
    QCOMPARE(board->indexOfChild(cell), 21);
    QCOMPARE(board->child(21), cell);
    QAccessibleTableCellInterface *place = cell->tableCellInterface();
    QVERIFY(place);
    QCOMPARE(place->rowIndex(), 2);
    QCOMPARE(place->columnIndex(), 3);
    // Where it is on screen: the board's cell.
    const QRect rect = m_board->cellRect(21);
    QCOMPARE(cell->rect(), QRect(m_board->mapToGlobal(rect.topLeft()), rect.size()));
    const QPoint centre = cell->rect().center();
    QCOMPARE(board->childAt(centre.x(), centre.y()), cell);
}

void TestAccessibility::cellNames_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<QString>("name");
    // Top95First: 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
    QTest::newRow("a given") << 0 << QStringLiteral("row 1, column 1: 4, given");
    QTest::newRow("empty") << 1 << QStringLiteral("row 1, column 2: empty");
    QTest::newRow("a given in r3c4") << 21 << QStringLiteral("row 3, column 4: 7, given");
}

void TestAccessibility::cellNames()
{
    QFETCH(int, cell);
    QFETCH(QString, name);
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_board.get());
    QCOMPARE(board->child(cell)->text(QAccessible::Name), name);
    QCOMPARE(accessibleCellName(*m_board, cell), name);
}

void TestAccessibility::variantCellNames_data()
{
    QTest::addColumn<Grid>("grid");
    QTest::addColumn<int>("cell");
    QTest::addColumn<QString>("name");
    const Grid x = test::variantGrid(std::string(81, '.'), VariantKind::X);
    QTest::newRow("X, a corner") << x << 0 << QStringLiteral("row 1, column 1: empty, on the diagonal");
    QTest::newRow("X, the other corner") << x << 8 << QStringLiteral("row 1, column 9: empty, on the anti-diagonal");
    QTest::newRow("X, the centre") << x << 40
                                   << QStringLiteral("row 5, column 5: empty, on the diagonal, on the anti-diagonal");
    QTest::newRow("X, off the diagonals") << x << 1 << QStringLiteral("row 1, column 2: empty");
    const Grid windoku = test::variantGrid(std::string(81, '.'), VariantKind::Windoku);
    QTest::newRow("windoku, r2c2") << windoku << 10 << QStringLiteral("row 2, column 2: empty, in window 1");
    QTest::newRow("windoku, r8c8") << windoku << 70 << QStringLiteral("row 8, column 8: empty, in window 4");
    const Grid jigsaw = test::variantGrid(test::Nonomino, VariantKind::Jigsaw);
    QTest::newRow("jigsaw, a given") << jigsaw << 0 << QStringLiteral("row 1, column 1: 3, given, region 1");
    QTest::newRow("jigsaw, r9c9") << jigsaw << 80 << QStringLiteral("row 9, column 9: 7, given, region 8");
    const Grid killer = test::variantGrid(test::WikipediaKiller, VariantKind::Killer);
    QTest::newRow("killer, two cells") << killer << 1 << QStringLiteral("row 1, column 2: empty, cage of 2 cells, sum 3");
    QTest::newRow("killer, three cells") << killer << 2 << QStringLiteral("row 1, column 3: empty, cage of 3 cells, sum 15");
}

// A screen reader hears the rules a cell is under: its cage and sum, its region, its diagonals
// and windows.
void TestAccessibility::variantCellNames()
{
    QFETCH(Grid, grid);
    QFETCH(int, cell);
    QFETCH(QString, name);
    QVERIFY(grid.variant());
    QVERIFY(language::install(*qApp, QStringLiteral("en"))); // "cage of 2 cells": English plurals
    m_board->setGrid(grid);
    QCOMPARE(accessibleCellName(*m_board, cell), name);
}

void TestAccessibility::focusFollowsTheSelection()
{
    m_board->setFocus();
    m_board->setSelectedCell(40);
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_board.get());
    QTRY_VERIFY(m_board->hasFocus());
    QCOMPARE(board->focusChild(), board->child(40));
    QVERIFY(board->child(40)->state().selected);
    QVERIFY(board->child(40)->state().focused);
    QVERIFY(!board->child(41)->state().selected);
    QCOMPARE(board->tableInterface()->selectedCellCount(), 1);
}

// Pencil marks, a player's digit, a conflict and a mistake are all said.
void TestAccessibility::typedDigitChangesTheCellName()
{
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_board.get());
    BoardView view = m_board->view();
    view.marks[1] = Candidates::fromBits(0b001010010); // 2, 5, 7
    m_board->setView(view);
    QCOMPARE(board->child(1)->text(QAccessible::Name), QStringLiteral("row 1, column 2: empty, pencil marks 2 5 7"));

    view.grid.setDigit(1, 4);
    view.conflicts.set(1);
    view.conflicts.set(0);
    m_board->setView(view);
    QCOMPARE(board->child(1)->text(QAccessible::Name), QStringLiteral("row 1, column 2: 4, conflict"));
    QCOMPARE(board->child(0)->text(QAccessible::Name), QStringLiteral("row 1, column 1: 4, given, conflict"));

    view.conflicts.reset();
    view.mistakes.set(1);
    m_board->setView(view);
    QCOMPARE(board->child(1)->text(QAccessible::Name), QStringLiteral("row 1, column 2: 4, mistake"));
}

QTEST_MAIN(TestAccessibility)
// A 16×16 board is a 16×16 table; when a 9×9 board takes its place, a cell a screen reader
// still holds from the larger board (r10c10, index 153) stands for nothing and reads nothing.
void TestAccessibility::tableFollowsTheBoardsSize()
{
    m_board->setGrid(test::gridFromLine(std::string(256, '.'), Shape{4, 4}));
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_board.get());
    QVERIFY(board);
    QCOMPARE(board->childCount(), 256);
    QAccessibleTableInterface *table = board->tableInterface();
    QCOMPARE(table->rowCount(), 16);
    QCOMPARE(table->columnCount(), 16);
    QAccessibleInterface *far = table->cellAt(9, 9);
    QVERIFY(far && far->isValid());
    QCOMPARE(board->indexOfChild(far), 153);

    m_board->setGrid(test::gridFromLine(test::Top95First));
    QCOMPARE(board->childCount(), 81);
    QCOMPARE(table->rowCount(), 9);
    QVERIFY(!far->isValid());
    QCOMPARE(far->text(QAccessible::Value), QString());
    QCOMPARE(far->text(QAccessible::Name), QString());
    QCOMPARE(far->rect(), QRect());
    QVERIFY(!far->tableCellInterface()->isSelected());
    QVERIFY(table->cellAt(8, 8)->isValid());
}

#include "tst_accessibility.moc"
