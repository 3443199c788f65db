// BoardWidget: geometry, selection by mouse and keyboard, and what it paints.
#include "boardwidget.h"
#include "testgrids.h"

#include <QtTest>

#include <string_view>

using namespace sudoku;
using sudoku::test::gridFromLine;

namespace {

constexpr std::string_view Puzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr int GivenCell = 0;  // r1c1 holds the given 5
constexpr int EmptyCell = 2;  // r1c3 is empty
constexpr int PlayerCell = 3; // r1c4, empty in the puzzle, gets a player's digit

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(53, 53, 53));
    palette.setColor(QPalette::Base, QColor(35, 35, 35));
    palette.setColor(QPalette::Text, QColor(230, 230, 230));
    palette.setColor(QPalette::Highlight, QColor(42, 130, 218));
    palette.setColor(QPalette::Mid, QColor(90, 90, 90));
    return palette;
}

int countPixels(const QImage &image, const QRect &rect, const QColor &color)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += image.pixelColor(x, y).rgb() == color.rgb() ? 1 : 0;
    return count;
}

// One third of a cell (a pencil mark's spot), row and column 0..2.
QRect spotOf(const QRect &cell, int row, int column)
{
    const int side = cell.width() / 3;
    return {cell.left() + column * side, cell.top() + row * side, side, side};
}

} // namespace

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void staysSquareAndCentred_data();
    void staysSquareAndCentred();
    void cellAtAndCellRectAgree();
    void cellAtOutsideTheBoard();
    void boxLinesAreThickerThanCellLines();
    void clickSelectsCell_data();
    void clickSelectsCell();
    void clickOutsideKeepsSelection();
    void arrowKeysMoveSelection_data();
    void arrowKeysMoveSelection();
    void paintsDigitsInTheirColours_data();
    void paintsDigitsInTheirColours();
    void paintsPencilMarksAtFixedSpots();
    void shadesSelectionPeersAndSameDigit();
    void cellLinesStayVisibleWhenMidIsNearBase();

private:
    std::unique_ptr<BoardWidget> m_board;
};

void TestBoardWidget::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    m_board = std::make_unique<BoardWidget>();
    m_board->setGrid(gridFromLine(Puzzle));
    m_board->resize(540, 540);
    m_board->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_board.get()));
}

void TestBoardWidget::cleanup()
{
    m_board.reset();
}

void TestBoardWidget::staysSquareAndCentred_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("square") << QSize(540, 540);
    QTest::newRow("wide") << QSize(800, 400);
    QTest::newRow("tall") << QSize(350, 900);
    QTest::newRow("odd") << QSize(611, 577);
    QTest::newRow("smallest") << QSize(270, 270);
}

void TestBoardWidget::staysSquareAndCentred()
{
    QFETCH(QSize, size);
    m_board->resize(size);
    QTRY_COMPARE(m_board->size(), size);

    const QRect board = m_board->boardRect();
    QCOMPARE(board.width(), board.height());
    QVERIFY(m_board->rect().contains(board));
    // It fills the shorter side, up to the rounding of nine whole cells.
    QVERIFY2(board.width() > std::min(size.width(), size.height()) - 9,
             qPrintable(QStringLiteral("board side %1").arg(board.width())));
    QVERIFY(qAbs(board.left() - (size.width() - 1 - board.right())) <= 1);
    QVERIFY(qAbs(board.top() - (size.height() - 1 - board.bottom())) <= 1);

    const QRect first = m_board->cellRect(0);
    const QRect last = m_board->cellRect(CellCount - 1);
    QCOMPARE(first.size(), last.size());
    QCOMPARE(first.width(), first.height());
    QCOMPARE(last.right() - first.left(), last.bottom() - first.top());
}

void TestBoardWidget::cellAtAndCellRectAgree()
{
    for (int cell = 0; cell < CellCount; ++cell) {
        const QRect rect = m_board->cellRect(cell);
        QVERIFY(!rect.isEmpty());
        QVERIFY(m_board->boardRect().contains(rect));
        for (const QPoint point : {rect.center(), rect.topLeft(), rect.bottomRight(),
                                   rect.topRight(), rect.bottomLeft()})
            QCOMPARE(m_board->cellAt(point), cell);
        if (columnOf(cell) < UnitSize - 1)
            QVERIFY(rect.right() < m_board->cellRect(cell + 1).left());
        if (rowOf(cell) < UnitSize - 1)
            QVERIFY(rect.bottom() < m_board->cellRect(cell + UnitSize).top());
    }
}

void TestBoardWidget::cellAtOutsideTheBoard()
{
    m_board->resize(700, 500);
    QTRY_COMPARE(m_board->size(), QSize(700, 500));
    const QRect board = m_board->boardRect();
    QCOMPARE(m_board->cellAt(QPoint(board.left() - 1, board.center().y())), -1);
    QCOMPARE(m_board->cellAt(QPoint(board.right() + 1, board.center().y())), -1);
    QCOMPARE(m_board->cellAt(QPoint(board.center().x(), -5)), -1);
    QCOMPARE(m_board->cellAt(QPoint(5, 5)), -1);
    // The outer box line is not a cell; a line between two cells is.
    QCOMPARE(m_board->cellAt(board.topLeft()), -1);
    const QRect first = m_board->cellRect(0);
    QVERIFY(m_board->cellAt(QPoint(first.right() + 1, first.center().y())) >= 0);
}

void TestBoardWidget::boxLinesAreThickerThanCellLines()
{
    const auto gapAfter = [this](int column) {
        return m_board->cellRect(column + 1).left() - m_board->cellRect(column).right() - 1;
    };
    const int cellLine = gapAfter(0);
    const int boxLine = gapAfter(2);
    QVERIFY(cellLine >= 1);
    QVERIFY2(boxLine > cellLine, qPrintable(QStringLiteral("%1 vs %2").arg(boxLine).arg(cellLine)));
    QCOMPARE(gapAfter(1), cellLine);
    QCOMPARE(gapAfter(5), boxLine);
}

void TestBoardWidget::clickSelectsCell_data()
{
    QTest::addColumn<int>("cell");
    QTest::newRow("r1c1") << 0;
    QTest::newRow("r5c5") << 40;
    QTest::newRow("r9c9") << 80;
    QTest::newRow("r3c7") << 24;
}

void TestBoardWidget::clickSelectsCell()
{
    QFETCH(int, cell);
    QSignalSpy clicked(m_board.get(), &BoardWidget::cellClicked);
    QSignalSpy changed(m_board.get(), &BoardWidget::selectionChanged);

    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, m_board->cellRect(cell).center());
    QCOMPARE(m_board->selectedCell(), cell);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.takeFirst().at(0).toInt(), cell);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.takeFirst().at(0).toInt(), cell);

    // A second click on the selected cell is still a click, but no change.
    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, m_board->cellRect(cell).center());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_board->selectedCell(), cell);
}

void TestBoardWidget::clickOutsideKeepsSelection()
{
    m_board->resize(700, 500);
    QTRY_COMPARE(m_board->size(), QSize(700, 500));
    m_board->setSelectedCell(40);
    QSignalSpy clicked(m_board.get(), &BoardWidget::cellClicked);
    QSignalSpy changed(m_board.get(), &BoardWidget::selectionChanged);

    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, QPoint(5, 250));
    QCOMPARE(m_board->selectedCell(), 40);
    QCOMPARE(clicked.count(), 0);
    QCOMPARE(changed.count(), 0);
}

void TestBoardWidget::arrowKeysMoveSelection_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<int>("to");

    QTest::newRow("none, first key picks r1c1") << -1 << Qt::Key_Down << 0;
    QTest::newRow("r5c5 left") << 40 << Qt::Key_Left << 39;
    QTest::newRow("r5c5 right") << 40 << Qt::Key_Right << 41;
    QTest::newRow("r5c5 up") << 40 << Qt::Key_Up << 31;
    QTest::newRow("r5c5 down") << 40 << Qt::Key_Down << 49;
    QTest::newRow("r1c3 right across a box line") << 2 << Qt::Key_Right << 3;
    QTest::newRow("r1c1 left stops") << 0 << Qt::Key_Left << 0;
    QTest::newRow("r1c1 up stops") << 0 << Qt::Key_Up << 0;
    QTest::newRow("r1c9 right stops") << 8 << Qt::Key_Right << 8;
    QTest::newRow("r9c1 down stops") << 72 << Qt::Key_Down << 72;
    QTest::newRow("r9c9 right stops") << 80 << Qt::Key_Right << 80;
    QTest::newRow("r9c9 down stops") << 80 << Qt::Key_Down << 80;
    QTest::newRow("r4c1 left stops") << 27 << Qt::Key_Left << 27;
    QTest::newRow("r1c5 up stops") << 4 << Qt::Key_Up << 4;
}

void TestBoardWidget::arrowKeysMoveSelection()
{
    QFETCH(int, from);
    QFETCH(Qt::Key, key);
    QFETCH(int, to);
    QCOMPARE(m_board->focusPolicy(), Qt::StrongFocus);
    m_board->setSelectedCell(from);
    QSignalSpy changed(m_board.get(), &BoardWidget::selectionChanged);

    QTest::keyClick(m_board.get(), key);
    QCOMPARE(m_board->selectedCell(), to);
    QCOMPARE(changed.count(), from == to ? 0 : 1);
    if (from != to)
        QCOMPARE(changed.takeFirst().at(0).toInt(), to);
}

void TestBoardWidget::paintsDigitsInTheirColours_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

void TestBoardWidget::paintsDigitsInTheirColours()
{
    QFETCH(bool, dark);
    if (dark)
        m_board->setPalette(darkPalette());
    Grid grid = gridFromLine(Puzzle);
    grid.setDigit(PlayerCell, 4);
    m_board->setGrid(grid);
    const BoardColors colors = m_board->colors();
    if (dark)
        QCOMPARE(colors.background, QColor(35, 35, 35));
    QVERIFY(colors.given != colors.player);
    QVERIFY(colors.given != colors.background);

    const QImage image = m_board->grab().toImage();

    const QRect given = m_board->cellRect(GivenCell);
    QVERIFY2(countPixels(image, given, colors.given) > given.width(),
             "the given's digit is painted in the given colour");
    QCOMPARE(image.pixelColor(given.topLeft()).rgb(), colors.background.rgb());
    QCOMPARE(countPixels(image, given, colors.player), 0);

    const QRect player = m_board->cellRect(PlayerCell);
    QVERIFY2(countPixels(image, player, colors.player) > player.width(),
             "the player's digit is painted in the player colour");
    QCOMPARE(countPixels(image, player, colors.given), 0);

    const QRect empty = m_board->cellRect(EmptyCell);
    QCOMPARE(countPixels(image, empty, colors.background), empty.width() * empty.height());

    // Lines: a box line in its colour right of r1c3, a cell line right of r1c1.
    const QPoint boxLine(empty.right() + 1, empty.center().y());
    QCOMPARE(image.pixelColor(boxLine).rgb(), colors.boxLine.rgb());
    const QPoint cellLine(given.right() + 1, given.center().y());
    QCOMPARE(image.pixelColor(cellLine).rgb(), colors.cellLine.rgb());
}

void TestBoardWidget::paintsPencilMarksAtFixedSpots()
{
    BoardWidget::PencilMarks marks{};
    marks[EmptyCell] = Candidates::single(1) | Candidates::single(6);
    marks[GivenCell] = Candidates::all(); // a filled cell shows no marks
    m_board->setPencilMarks(marks);
    const BoardColors colors = m_board->colors();
    const QImage image = m_board->grab().toImage();

    const QRect empty = m_board->cellRect(EmptyCell);
    QVERIFY(countPixels(image, spotOf(empty, 0, 0), colors.pencil) > 0);  // 1: top left
    QVERIFY(countPixels(image, spotOf(empty, 1, 2), colors.pencil) > 0);  // 6: middle right
    QCOMPARE(countPixels(image, spotOf(empty, 1, 0), colors.pencil), 0); // no 4
    QCOMPARE(countPixels(image, spotOf(empty, 1, 1), colors.pencil), 0); // no 5
    QCOMPARE(countPixels(image, spotOf(empty, 2, 2), colors.pencil), 0); // no 9
    QCOMPARE(countPixels(image, m_board->cellRect(GivenCell), colors.pencil), 0);
}

void TestBoardWidget::shadesSelectionPeersAndSameDigit()
{
    m_board->setSelectedCell(GivenCell); // a 5
    const BoardColors colors = m_board->colors();
    const QImage image = m_board->grab().toImage();
    const auto background = [&](int cell) {
        return image.pixelColor(m_board->cellRect(cell).topLeft()).rgb();
    };

    QCOMPARE(background(GivenCell), colors.selected.rgb());
    QCOMPARE(background(EmptyCell), colors.peer.rgb());          // same row and box
    QCOMPARE(background(cellAt(8, 0)), colors.peer.rgb());       // same column
    QCOMPARE(background(cellAt(4, 4)), colors.background.rgb()); // unrelated
    QCOMPARE(background(cellAt(1, 5)), colors.sameDigit.rgb());  // r2c6 holds a 5 too
    QCOMPARE(background(cellAt(7, 8)), colors.sameDigit.rgb());  // r8c9 holds a 5 too
}

void TestBoardWidget::cellLinesStayVisibleWhenMidIsNearBase()
{
    QPalette palette = darkPalette();
    QCOMPARE(BoardColors::fromPalette(palette).cellLine, palette.color(QPalette::Mid));

    palette.setColor(QPalette::Mid, QColor(40, 40, 40)); // next to Base (35, 35, 35)
    const QColor line = BoardColors::fromPalette(palette).cellLine;
    QVERIFY(line != palette.color(QPalette::Mid));
    QVERIFY(line.lightnessF() - palette.color(QPalette::Base).lightnessF() > 0.12f);
}

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
