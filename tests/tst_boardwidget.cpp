// SPDX-License-Identifier: GPL-3.0-or-later
// BoardWidget: geometry, selection by mouse and keyboard, entry keys, and what it paints.
#include "boardcolors.h"
#include "boardmetrics.h"
#include "boardwidget.h"
#include "colourpaint.h"
#include "format.h"
#include "legend.h"
#include "stepfinder.h"
#include "language.h"
#include "numberpad.h"
#include "testgrids.h"
#include "theme.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QGridLayout>
#include <QPainter>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStyleOption>
#include <QtTest>

#include <set>

#include <cmath>
#include <string_view>

using namespace sudoku;
using sudoku::test::gridFromLine;

namespace {

constexpr std::string_view Puzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr int GivenCell = 0;  // r1c1 holds the given 5
constexpr int EmptyCell = 2;  // r1c3 is empty
constexpr int PlayerCell = 3; // r1c4, empty in the puzzle, gets a player's digit
constexpr int MiddleCell = 40; // r5c5, empty in the puzzle

// Modifiers, short for the rows of key tests.
constexpr Qt::KeyboardModifiers NoMod = Qt::NoModifier;
constexpr Qt::KeyboardModifiers ShiftMod = Qt::ShiftModifier;
constexpr Qt::KeyboardModifiers CtrlMod = Qt::ControlModifier;
constexpr Qt::KeyboardModifiers KeypadMod = Qt::KeypadModifier;

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

// The rows of a test run in a light and in a dark palette, and in the palettes of the
// Light and Dark themes (View › Theme).
void addPaletteRows()
{
    QTest::addColumn<QPalette>("palette");
    QTest::newRow("light palette") << QApplication::palette();
    QTest::newRow("dark palette") << darkPalette();
    QTest::newRow("Light theme") << theme::lightPalette();
    QTest::newRow("Dark theme") << theme::darkPalette();
}

// The puzzle with a player's digit in PlayerCell.
Grid puzzleWithPlayerDigit(int digit)
{
    Grid grid = gridFromLine(Puzzle);
    grid.setDigit(PlayerCell, digit);
    return grid;
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

// The strip of a cell below its digit (digits end above 0.75 of the cell), where the
// mistake underline goes.
QRect belowDigit(const QRect &cell)
{
    const int top = cell.top() + cell.height() * 4 / 5;
    return {cell.left(), top, cell.width(), cell.bottom() - top + 1};
}

// WCAG 2 contrast ratio, written here again so the test does not trust the widget's own.
double contrastRatio(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &color) {
        double sum = 0;
        const std::array<double, 3> weights = {0.2126, 0.7152, 0.0722};
        const std::array<double, 3> channels = {color.redF(), color.greenF(), color.blueF()};
        for (std::size_t i = 0; i < 3; ++i) {
            const double c = channels[i];
            sum += weights[i] * (c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4));
        }
        return sum;
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Colour as a person with a colour-vision deficiency sees it: Machado, Oliveira and Fernandes
// (2009) at full severity, applied in linear RGB; then CIE L*a*b* (D65) to measure how far
// apart two colours look (ΔE 1976: about 2 is just noticeable, over 20 is plainly different).
enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
using Matrix = std::array<std::array<double, 3>, 3>;
constexpr std::array<Matrix, 4> VisionMatrices = {{
    {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
    {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
    {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
    {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}};

std::array<double, 3> labAsSeen(const QColor &color, Vision vision)
{
    const auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const std::array<double, 3> rgb = {linear(color.redF()), linear(color.greenF()), linear(color.blueF())};
    const Matrix &m = VisionMatrices[static_cast<std::size_t>(vision)];
    std::array<double, 3> seen{};
    for (std::size_t i = 0; i < 3; ++i)
        seen[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    const double x = (0.4124 * seen[0] + 0.3576 * seen[1] + 0.1805 * seen[2]) / 0.95047;
    const double y = 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2];
    const double z = (0.0193 * seen[0] + 0.1192 * seen[1] + 0.9505 * seen[2]) / 1.08883;
    const auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double distanceAsSeen(const QColor &a, const QColor &b, Vision vision)
{
    const std::array<double, 3> la = labAsSeen(a, vision);
    const std::array<double, 3> lb = labAsSeen(b, vision);
    return std::hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

// The entry signals a board emitted, as text: "digitEntered(40, 1)".
class EntrySpy {
public:
    explicit EntrySpy(BoardWidget *board)
        : m_digit(board, &BoardWidget::digitEntered)
        , m_mark(board, &BoardWidget::pencilMarkToggled)
        , m_clear(board, &BoardWidget::clearRequested)
        , m_mode(board, &BoardWidget::pencilModeToggleRequested)
    {
    }

    QStringList take()
    {
        QStringList emitted;
        const auto drain = [&emitted](QSignalSpy &spy, const char *name) {
            while (!spy.isEmpty()) {
                QStringList arguments;
                for (const QVariant &argument : spy.takeFirst())
                    arguments << argument.toString();
                emitted << QStringLiteral("%1(%2)").arg(QLatin1String(name),
                                                        arguments.join(QStringLiteral(", ")));
            }
        };
        drain(m_digit, "digitEntered");
        drain(m_mark, "pencilMarkToggled");
        drain(m_clear, "clearRequested");
        drain(m_mode, "pencilModeToggleRequested");
        return emitted;
    }

private:
    QSignalSpy m_digit;
    QSignalSpy m_mark;
    QSignalSpy m_clear;
    QSignalSpy m_mode;
};

// A cell's digit and cues, as they appear in the grabbed board.
struct CellInk {
    int inColour = 0;          // pixels of the colour asked about
    bool cornerMarked = false; // the top-left pixel is the conflict colour
    int belowDigitMistake = 0; // mistake-coloured pixels under the digit
};

} // namespace

Q_DECLARE_METATYPE(Vision)

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void flaggedCellsAreTinted();

    void staysSquareAndCentred_data();
    void staysSquareAndCentred();
    void cellAtAndCellRectAgree();
    void cellAtOutsideTheBoard();
    void boxLinesAreThickerThanCellLines();
    void drawsTheVariantsRules();
    void drawsASamuraisFrame();
    void arrowKeysPassOverASamuraisGaps_data();
    void arrowKeysPassOverASamuraisGaps();
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

    void entryKeysEmitSignals_data();
    void entryKeysEmitSignals();
    void keyEntryUsesScanCodes_data();
    void keyEntryUsesScanCodes();
    void homeAndEndMoveSelection_data();
    void homeAndEndMoveSelection();
    void entryKeysOnEverySize_data();
    void entryKeysOnEverySize();
    void selectionStopsAtTheEdgesOfEverySize_data();
    void selectionStopsAtTheEdgesOfEverySize();
    void numberPadHasTheBoardsDigits_data();
    void numberPadHasTheBoardsDigits();
    void entryKeysWinOverWindowShortcuts();
    void noEntryWhenInputDisabled();
    void nothingWorksWhilePaused();
    void settersStoreState();
    void cueColoursReadInBothPalettes_data();
    void cueColoursReadInBothPalettes();
    void paintsConflictsAndMistakes_data();
    void paintsConflictsAndMistakes();
    void highlightCuesReadOnTheirTints_data();
    void highlightCuesReadOnTheirTints();
    void highlightCuesDifferInEveryColourVision_data();
    void highlightCuesDifferInEveryColourVision();
    void paintsHighlightCues_data();
    void paintsHighlightCues();
    void triedDigitIsDrawnLarge();
    void filterPicksOutCells();
    void paintColoursReadAndDiffer_data();
    void paintColoursReadAndDiffer();
    void paintsColouredCellsAndCandidates();
    void colourPenPaintsByClickAndKeys();
    void controlsStandOut_data();
    void controlsStandOut();
    void highlightHidesSelectionShading();
    void cuesIgnoreEmptyCells();
    void pausedBoardHidesDigitsAndMarks_data();
    void pausedBoardHidesDigitsAndMarks();
    void linkInkDiffersFromEveryCue_data();
    void linkInkDiffersFromEveryCue();
    void paintsChainLinks_data();
    void paintsChainLinks();
    void linksBendAroundMarkedCandidates_data();
    void linksBendAroundMarkedCandidates();
    void linksBetweenNeighbouringCandidatesArcOut();
    void groupNodeIsOneShape();
    void forcingChainLinksCrossNoInk_data();
    void forcingChainLinksCrossNoInk();
    void linkNumbersMatchTheLines();
    void pointingAtALinkNamesItsLine();

private:
    // For tests with addPaletteRows(): gives the board the row's palette; true for dark.
    bool usePaletteOfRow();
    void sendKey(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

    std::unique_ptr<BoardWidget> m_board;
};

bool TestBoardWidget::usePaletteOfRow()
{
    QFETCH(QPalette, palette);
    m_board->setPalette(palette);
    return palette.color(QPalette::Base).lightnessF() < 0.5f;
}

void TestBoardWidget::sendKey(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_board.get(), key, modifiers);
}

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

// A samurai is drawn on its 21×21 frame: each cell at its square, in the frame's reading
// order (cellAt and cellRect agree), the squares between the grids no cell and left blank,
// and the lines of each grid across that grid alone.
void TestBoardWidget::drawsASamuraisFrame()
{
    m_board->resize(900, 900);
    QTRY_COMPARE(m_board->size(), QSize(900, 900));
    const Grid samurai(Variant::samurai());
    m_board->setGrid(samurai);
    const Geometry &g = samurai.geometry();
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const QRect rect = m_board->cellRect(cell);
        QVERIFY(m_board->boardRect().contains(rect));
        QCOMPARE(m_board->cellAt(rect.center()), cell);
        QCOMPARE(m_board->cellAt(rect.topLeft()), cell);
        QCOMPARE(m_board->cellAt(rect.bottomRight()), cell);
    }
    // r1c13, the top-right grid's first cell, stands four squares right of r1c9.
    const QRect r1c9 = m_board->cellRect(g.cellAt(0, 8));
    const QRect r1c13 = m_board->cellRect(g.cellAt(0, 12));
    QCOMPARE(r1c13.top(), r1c9.top());
    QVERIFY(r1c13.left() - r1c9.left() > 3 * r1c9.width() && r1c13.left() - r1c9.left() < 5 * r1c9.width());
    // r1c11 and r10c1 are between the grids: no cell, and blank (the widget's own colour,
    // neither a cell's background nor a line's).
    const QPoint r1c11((r1c9.center().x() + r1c13.center().x()) / 2, r1c9.center().y());
    QCOMPARE(m_board->cellAt(r1c11), -1);
    const QRect r13c1 = m_board->cellRect(g.cellAt(12, 0));
    const QRect r9c1 = m_board->cellRect(g.cellAt(8, 0));
    const QPoint r10c1(r9c1.center().x(), r9c1.center().y() + (r13c1.center().y() - r9c1.center().y()) / 4);
    QCOMPARE(m_board->cellAt(r10c1), -1);
    const QImage image = m_board->grab().toImage();
    const BoardColors colors = m_board->colors();
    QCOMPARE(image.pixelColor(r9c1.center()).rgb(), colors.background.rgb());
    for (const QPoint gap : {r1c11, r10c1}) {
        QVERIFY(image.pixelColor(gap).rgb() != colors.boxLine.rgb());
        QVERIFY(image.pixelColor(gap).rgb() != colors.cellLine.rgb());
    }
    // The top-left grid's right edge is a box line between r1c9 and r1c10, none beyond.
    QCOMPARE(image.pixelColor(r1c9.right() + 2, r1c9.center().y()).rgb(), colors.boxLine.rgb());
}

// The arrows pass over the squares between a samurai's grids to the next cell that way, and
// stay put where there is none; Home and End go to the ends of the frame's row that hold cells.
void TestBoardWidget::arrowKeysPassOverASamuraisGaps_data()
{
    QTest::addColumn<int>("fromRow");
    QTest::addColumn<int>("fromColumn");
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<int>("toRow");
    QTest::addColumn<int>("toColumn");
    QTest::newRow("right across the gap") << 0 << 8 << Qt::Key_Right << 0 << 12;
    QTest::newRow("left across the gap") << 0 << 12 << Qt::Key_Left << 0 << 8;
    QTest::newRow("down across the gap") << 8 << 0 << Qt::Key_Down << 12 << 0;
    QTest::newRow("down into the middle grid") << 8 << 9 << Qt::Key_Down << 9 << 9;
    QTest::newRow("right at the middle grid's edge") << 10 << 14 << Qt::Key_Right << 10 << 14;
    QTest::newRow("home in the middle grid's rows") << 10 << 10 << Qt::Key_Home << 10 << 6;
    QTest::newRow("end in the middle grid's rows") << 10 << 10 << Qt::Key_End << 10 << 14;
    QTest::newRow("end across the gap") << 0 << 0 << Qt::Key_End << 0 << 20;
}

void TestBoardWidget::arrowKeysPassOverASamuraisGaps()
{
    QFETCH(int, fromRow);
    QFETCH(int, fromColumn);
    QFETCH(Qt::Key, key);
    QFETCH(int, toRow);
    QFETCH(int, toColumn);
    const Grid samurai(Variant::samurai());
    m_board->setGrid(samurai);
    const Geometry &g = samurai.geometry();
    m_board->setSelectedCell(g.cellAt(fromRow, fromColumn));
    QTest::keyClick(m_board.get(), key);
    QCOMPARE(m_board->selectedCell(), g.cellAt(toRow, toColumn));
}

// A variant's rules on the board: X's diagonals shaded, a jigsaw's regions in box lines (and
// no box lines where the shape's boxes would have them), a killer's cages outlined inside
// their cells with their sums.
void TestBoardWidget::drawsTheVariantsRules()
{
    const BoardColors colors = m_board->colors();
    const auto centre = [this](const QImage &image, int cell) {
        return image.pixelColor(m_board->cellRect(cell).topLeft() + QPoint(3, 3));
    };

    m_board->setGrid(test::variantGrid(std::string(81, '.'), VariantKind::X));
    QImage image = m_board->grab().toImage();
    QCOMPARE(centre(image, 0).rgb(), colors.extraUnit.rgb());  // r1c1, on the diagonal
    QCOMPARE(centre(image, 8).rgb(), colors.extraUnit.rgb());  // r1c9, on the anti-diagonal
    QCOMPARE(centre(image, 1).rgb(), colors.background.rgb()); // r1c2, on neither
    QVERIFY(contrastRatio(colors.extraUnit, colors.background) > 1.05);
    QVERIFY(contrastRatio(colors.given, colors.extraUnit) >= 4.5);

    // The Nonomino's regions: the line between two cells is thick where their regions differ.
    const Grid jigsaw = test::variantGrid(test::Nonomino, VariantKind::Jigsaw);
    m_board->setGrid(jigsaw);
    image = m_board->grab().toImage();
    const auto lineBetween = [&](int left) {
        const QRect a = m_board->cellRect(left);
        const QRect b = m_board->cellRect(left + 1);
        return image.pixelColor((a.right() + b.left()) / 2, a.center().y());
    };
    const std::vector<std::uint8_t> &regions = jigsaw.variant()->regions();
    int thick = 0;
    int thin = 0;
    for (int cell = 0; cell < 81; ++cell) {
        if (cell % 9 == 8)
            continue;
        // Every gap as wide as the next: no box line stands at the shape's boxes.
        QCOMPARE(m_board->cellRect(cell + 1).left() - m_board->cellRect(cell).right(),
                 m_board->cellRect(1).left() - m_board->cellRect(0).right());
        const bool apart = regions[static_cast<std::size_t>(cell)] != regions[static_cast<std::size_t>(cell + 1)];
        QCOMPARE(lineBetween(cell).rgb(), apart ? colors.boxLine.rgb() : colors.cellLine.rgb());
        (apart ? thick : thin) += 1;
    }
    QVERIFY(thick > 0 && thin > 0);

    // The killer's first cage is r1c1 and r1c2, sum 3: its dashed line runs inside r1c1's left
    // edge and its sum stands in r1c1's corner; a classic board has neither. (Where they fall
    // is measured on each board: a jigsaw's cells are larger than a classic's.)
    const auto inkAt = [&](const QImage &shot, const QRect &rect) {
        return rect.width() * rect.height() - countPixels(shot, rect, colors.background);
    };
    const auto edgeAndCorner = [this] {
        const QRect cell = m_board->cellRect(0);
        const int inset = qRound(cell.width() * CageInset);
        return std::pair{QRect(cell.left() + inset - 1, cell.top() + cell.height() / 3, 3, cell.height() / 3),
                         QRect(cell.left(), cell.top(), cell.width() / 4, cell.height() / 4)};
    };
    m_board->setGrid(Grid(Shape::classic()));
    image = m_board->grab().toImage();
    auto [leftEdge, corner] = edgeAndCorner();
    QCOMPARE(inkAt(image, leftEdge), 0);
    QCOMPARE(inkAt(image, corner), 0);
    m_board->setGrid(test::variantGrid(test::WikipediaKiller, VariantKind::Killer));
    image = m_board->grab().toImage();
    std::tie(leftEdge, corner) = edgeAndCorner();
    QVERIFY(inkAt(image, leftEdge) > 0);
    QVERIFY(inkAt(image, corner) > 0);
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
    addPaletteRows();
}

void TestBoardWidget::paintsDigitsInTheirColours()
{
    usePaletteOfRow();
    QFETCH(QPalette, palette);
    m_board->setGrid(puzzleWithPlayerDigit(4));
    const BoardColors colors = m_board->colors();
    QCOMPARE(colors.background, palette.color(QPalette::Base));
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
    // Just inside the corner: the selected cell's frame covers its very edge.
    const auto background = [&](int cell) {
        return image.pixelColor(m_board->cellRect(cell).topLeft() + QPoint(6, 6)).rgb();
    };

    QCOMPARE(background(GivenCell), colors.selected.rgb());
    // The selected cell is framed too, so it does not rest on shade alone.
    QCOMPARE(image.pixelColor(m_board->cellRect(GivenCell).topLeft()).rgb(), colors.selectedFrame.rgb());
    QCOMPARE(image.pixelColor(m_board->cellRect(EmptyCell).topLeft()).rgb(), colors.peer.rgb());
    QVERIFY(contrastRatio(colors.selectedFrame, colors.selected) >= 3.0);
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

void TestBoardWidget::entryKeysEmitSignals_data()
{
    QTest::addColumn<int>("selected");
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
    QTest::addColumn<QStringList>("emitted");

    const auto row = [](const char *name, int selected, Qt::Key key,
                        Qt::KeyboardModifiers modifiers, const QString &signal) {
        QTest::newRow(name) << selected << key << modifiers
                            << (signal.isEmpty() ? QStringList() : QStringList{signal});
    };
    const int cell = MiddleCell;

    row("1 enters 1", cell, Qt::Key_1, NoMod, "digitEntered(40, 1)");
    row("5 enters 5", cell, Qt::Key_5, NoMod, "digitEntered(40, 5)");
    row("9 enters 9", cell, Qt::Key_9, NoMod, "digitEntered(40, 9)");
    row("1 on a given is still forwarded", GivenCell, Qt::Key_1, NoMod, "digitEntered(0, 1)");
    row("keypad 1 enters 1", cell, Qt::Key_1, KeypadMod, "digitEntered(40, 1)");
    row("keypad 9 enters 9", cell, Qt::Key_9, KeypadMod, "digitEntered(40, 9)");
    row("Shift+1 as !", cell, Qt::Key_Exclam, ShiftMod, "pencilMarkToggled(40, 1)");
    row("Shift+2 as @", cell, Qt::Key_At, ShiftMod, "pencilMarkToggled(40, 2)");
    row("Shift+3 as #", cell, Qt::Key_NumberSign, ShiftMod, "pencilMarkToggled(40, 3)");
    row("Shift+4 as $", cell, Qt::Key_Dollar, ShiftMod, "pencilMarkToggled(40, 4)");
    row("Shift+5 as %", cell, Qt::Key_Percent, ShiftMod, "pencilMarkToggled(40, 5)");
    row("Shift+6 as ^", cell, Qt::Key_AsciiCircum, ShiftMod, "pencilMarkToggled(40, 6)");
    row("Shift+7 as &", cell, Qt::Key_Ampersand, ShiftMod, "pencilMarkToggled(40, 7)");
    row("Shift+8 as *", cell, Qt::Key_Asterisk, ShiftMod, "pencilMarkToggled(40, 8)");
    row("Shift+9 as (", cell, Qt::Key_ParenLeft, ShiftMod, "pencilMarkToggled(40, 9)");
    row("Shift+1 as 1", cell, Qt::Key_1, ShiftMod, "pencilMarkToggled(40, 1)");
    row("Ctrl+1 marks 1", cell, Qt::Key_1, CtrlMod, "pencilMarkToggled(40, 1)");
    row("Ctrl+9 marks 9", cell, Qt::Key_9, CtrlMod, "pencilMarkToggled(40, 9)");
    row("Ctrl+keypad 3 marks 3", cell, Qt::Key_3, CtrlMod | KeypadMod, "pencilMarkToggled(40, 3)");
    row("Delete clears", cell, Qt::Key_Delete, NoMod, "clearRequested(40)");
    row("Backspace clears", cell, Qt::Key_Backspace, NoMod, "clearRequested(40)");
    row("0 clears", cell, Qt::Key_0, NoMod, "clearRequested(40)");
    row("keypad 0 clears", cell, Qt::Key_0, KeypadMod, "clearRequested(40)");
    row("keypad Delete clears", cell, Qt::Key_Delete, KeypadMod, "clearRequested(40)");
    row("Space toggles pencil mode", cell, Qt::Key_Space, NoMod, "pencilModeToggleRequested()");
    row("N toggles pencil mode", cell, Qt::Key_N, NoMod, "pencilModeToggleRequested()");
    row("Space without a selection", -1, Qt::Key_Space, NoMod, "pencilModeToggleRequested()");
    row("N without a selection", -1, Qt::Key_N, NoMod, "pencilModeToggleRequested()");
    row("1 without a selection: nothing", -1, Qt::Key_1, NoMod, "");
    row("Shift+1 without a selection: nothing", -1, Qt::Key_Exclam, ShiftMod, "");
    row("Ctrl+1 without a selection: nothing", -1, Qt::Key_1, CtrlMod, "");
    row("Delete without a selection: nothing", -1, Qt::Key_Delete, NoMod, "");
    row("Backspace without a selection: nothing", -1, Qt::Key_Backspace, NoMod, "");
    row("0 without a selection: nothing", -1, Qt::Key_0, NoMod, "");
    row("Exclam without Shift: nothing", cell, Qt::Key_Exclam, NoMod, "");
    row("Alt+1: nothing", cell, Qt::Key_1, Qt::AltModifier, "");
    row("Meta+1: nothing", cell, Qt::Key_1, Qt::MetaModifier, "");
    row("Ctrl+N: nothing", cell, Qt::Key_N, CtrlMod, "");
    row("Shift+Delete: nothing", cell, Qt::Key_Delete, ShiftMod, "");
    row("Ctrl+Space: nothing", cell, Qt::Key_Space, CtrlMod, "");
    row("P: nothing", cell, Qt::Key_P, NoMod, "");
    row("A: nothing", cell, Qt::Key_A, NoMod, "");
}

void TestBoardWidget::entryKeysEmitSignals()
{
    QFETCH(int, selected);
    QFETCH(Qt::Key, key);
    QFETCH(Qt::KeyboardModifiers, modifiers);
    QFETCH(QStringList, emitted);
    m_board->setSelectedCell(selected);
    const Grid before = m_board->grid();
    EntrySpy spy(m_board.get());
    QSignalSpy changed(m_board.get(), &BoardWidget::selectionChanged);

    sendKey(key, modifiers);
    QCOMPARE(spy.take(), emitted);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_board->selectedCell(), selected);
    QCOMPARE(m_board->grid(), before); // it asks; the Game decides
}

void TestBoardWidget::keyEntryUsesScanCodes_data()
{
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
    QTest::addColumn<quint32>("scanCode");
    QTest::addColumn<bool>("xkb");
    QTest::addColumn<BoardKeys::Action>("action");
    QTest::addColumn<int>("digit");

    using Action = BoardKeys::Action;
    // XKB keycodes: digit row 1..9, 0 = 10..19; KeypadMod 1 = 87, 7 = 79, 0 = 90.
    QTest::newRow("xkb: US Shift+1 (Key_Exclam) marks 1")
        << Qt::Key_Exclam << ShiftMod << 10u << true << Action::PencilMark << 1;
    QTest::newRow("xkb: German Shift+8 gives ( and marks 8, not 9")
        << Qt::Key_ParenLeft << ShiftMod << 17u << true << Action::PencilMark << 8;
    QTest::newRow("xkb: German Shift+3 gives section sign and marks 3")
        << Qt::Key_section << ShiftMod << 12u << true << Action::PencilMark << 3;
    QTest::newRow("xkb: AZERTY & key unshifted enters 1")
        << Qt::Key_Ampersand << NoMod << 10u << true << Action::Digit << 1;
    QTest::newRow("xkb: AZERTY Shift+& key gives 1 and marks 1")
        << Qt::Key_1 << ShiftMod << 10u << true << Action::PencilMark << 1;
    QTest::newRow("xkb: AZERTY a-grave key (0) clears")
        << Qt::Key_Agrave << NoMod << 19u << true << Action::Clear << 0;
    QTest::newRow("xkb: Shift+keypad 1 arrives as End and marks 1")
        << Qt::Key_End << (ShiftMod | KeypadMod) << 87u << true << Action::PencilMark << 1;
    QTest::newRow("xkb: Shift+keypad 7 arrives as Home and marks 7")
        << Qt::Key_Home << (ShiftMod | KeypadMod) << 79u << true << Action::PencilMark << 7;
    QTest::newRow("xkb: keypad End without NumLock stays End")
        << Qt::Key_End << KeypadMod << 87u << true << Action::None << 0;
    QTest::newRow("xkb: Alt+digit row is the window's")
        << Qt::Key_1 << Qt::KeyboardModifiers(Qt::AltModifier) << 10u << true << Action::None << 0;
    QTest::newRow("xkb: a letter key is no digit")
        << Qt::Key_Q << NoMod << 24u << true << Action::None << 0;
    QTest::newRow("no xkb: US Shift+9 (Key_ParenLeft) marks 9")
        << Qt::Key_ParenLeft << ShiftMod << 17u << false << Action::PencilMark << 9;
    QTest::newRow("no xkb: unshifted & is no digit")
        << Qt::Key_Ampersand << NoMod << 10u << false << Action::None << 0;
    QTest::newRow("no xkb: Shift+keypad End is no digit")
        << Qt::Key_End << (ShiftMod | KeypadMod) << 87u << false << Action::None << 0;
}

void TestBoardWidget::keyEntryUsesScanCodes()
{
    QFETCH(Qt::Key, key);
    QFETCH(Qt::KeyboardModifiers, modifiers);
    QFETCH(quint32, scanCode);
    QFETCH(bool, xkb);
    QFETCH(BoardKeys::Action, action);
    QFETCH(int, digit);
    const QKeyEvent event(QEvent::KeyPress, key, modifiers, scanCode, 0, 0);
    const BoardKeys::Entry entry = BoardKeys::entry(event, xkb);
    QCOMPARE(entry.action, action);
    QCOMPARE(entry.digit, digit);
}

void TestBoardWidget::homeAndEndMoveSelection_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
    QTest::addColumn<int>("to");
    QTest::newRow("Home from r5c5 goes to r5c1") << 40 << Qt::Key_Home << NoMod << 36;
    QTest::newRow("End from r5c5 goes to r5c9") << 40 << Qt::Key_End << NoMod << 44;
    QTest::newRow("Ctrl+Home from r5c5 goes to r1c1") << 40 << Qt::Key_Home << CtrlMod << 0;
    QTest::newRow("Ctrl+End from r5c5 goes to r9c9") << 40 << Qt::Key_End << CtrlMod << 80;
    QTest::newRow("Home at r3c1 stays") << 18 << Qt::Key_Home << NoMod << 18;
    QTest::newRow("End without a selection picks r1c1") << -1 << Qt::Key_End << NoMod << 0;
}

void TestBoardWidget::homeAndEndMoveSelection()
{
    QFETCH(int, from);
    QFETCH(Qt::Key, key);
    QFETCH(Qt::KeyboardModifiers, modifiers);
    QFETCH(int, to);
    m_board->setSelectedCell(from);
    EntrySpy spy(m_board.get());
    sendKey(key, modifiers);
    QCOMPARE(m_board->selectedCell(), to);
    QCOMPARE(spy.take(), QStringList());
}

void TestBoardWidget::entryKeysOnEverySize_data()
{
    QTest::addColumn<QByteArray>("box");
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
    QTest::addColumn<QString>("emitted"); // empty: nothing

    // The selected cell is 5 on every board: r2c2 on 4×4, r1c6 on 16×16 and 25×25.
    const auto row = [](const char *name, const char *box, Qt::Key key, Qt::KeyboardModifiers modifiers,
                        const char *signal) {
        QTest::newRow(name) << QByteArray(box) << key << modifiers << QString::fromLatin1(signal);
    };
    // Above 9 the letters are digits, as far as the board goes; digits and their marks work as
    // on 9×9 (entryKeysEmitSignals).
    row("16x16: A enters 10", "4x4", Qt::Key_A, NoMod, "digitEntered(5, 10)");
    row("16x16: B enters 11", "4x4", Qt::Key_B, NoMod, "digitEntered(5, 11)");
    row("16x16: C enters 12", "4x4", Qt::Key_C, NoMod, "digitEntered(5, 12)");
    row("16x16: D enters 13", "4x4", Qt::Key_D, NoMod, "digitEntered(5, 13)");
    row("16x16: E enters 14", "4x4", Qt::Key_E, NoMod, "digitEntered(5, 14)");
    row("16x16: F enters 15", "4x4", Qt::Key_F, NoMod, "digitEntered(5, 15)");
    row("16x16: G enters 16", "4x4", Qt::Key_G, NoMod, "digitEntered(5, 16)");
    row("16x16: H, above the size: nothing", "4x4", Qt::Key_H, NoMod, "");
    row("16x16: P, above the size: nothing", "4x4", Qt::Key_P, NoMod, "");
    row("16x16: Q: nothing", "4x4", Qt::Key_Q, NoMod, "");
    row("16x16: Z: nothing", "4x4", Qt::Key_Z, NoMod, "");
    row("16x16: 1 enters 1", "4x4", Qt::Key_1, NoMod, "digitEntered(5, 1)");
    row("16x16: 9 enters 9", "4x4", Qt::Key_9, NoMod, "digitEntered(5, 9)");
    row("16x16: keypad 7 enters 7", "4x4", Qt::Key_7, KeypadMod, "digitEntered(5, 7)");
    row("16x16: 0 clears", "4x4", Qt::Key_0, NoMod, "clearRequested(5)");
    row("16x16: Delete clears", "4x4", Qt::Key_Delete, NoMod, "clearRequested(5)");
    row("16x16: Shift+A marks 10", "4x4", Qt::Key_A, ShiftMod, "pencilMarkToggled(5, 10)");
    row("16x16: Shift+G marks 16", "4x4", Qt::Key_G, ShiftMod, "pencilMarkToggled(5, 16)");
    row("16x16: Shift+H: nothing", "4x4", Qt::Key_H, ShiftMod, "");
    row("16x16: Shift+1 as ! marks 1", "4x4", Qt::Key_Exclam, ShiftMod, "pencilMarkToggled(5, 1)");
    row("16x16: Shift+9 as ( marks 9", "4x4", Qt::Key_ParenLeft, ShiftMod, "pencilMarkToggled(5, 9)");
    row("16x16: Ctrl+1 marks 1", "4x4", Qt::Key_1, CtrlMod, "pencilMarkToggled(5, 1)");
    // Ctrl + a letter stays the window's shortcut (Ctrl+E, Ctrl+C ...), as Ctrl+N on 9×9.
    row("16x16: Ctrl+A: the window's", "4x4", Qt::Key_A, CtrlMod, "");
    row("16x16: Ctrl+E: the window's", "4x4", Qt::Key_E, CtrlMod, "");
    row("16x16: Alt+A: nothing", "4x4", Qt::Key_A, Qt::AltModifier, "");
    row("16x16: N, above the size, toggles pencil mode", "4x4", Qt::Key_N, NoMod, "pencilModeToggleRequested()");
    row("16x16: Space toggles pencil mode", "4x4", Qt::Key_Space, NoMod, "pencilModeToggleRequested()");
    row("25x25: A enters 10", "5x5", Qt::Key_A, NoMod, "digitEntered(5, 10)");
    row("25x25: N enters 23", "5x5", Qt::Key_N, NoMod, "digitEntered(5, 23)");
    row("25x25: P enters 25", "5x5", Qt::Key_P, NoMod, "digitEntered(5, 25)");
    row("25x25: Q: nothing", "5x5", Qt::Key_Q, NoMod, "");
    row("25x25: Shift+P marks 25", "5x5", Qt::Key_P, ShiftMod, "pencilMarkToggled(5, 25)");
    row("25x25: Shift+N marks 23", "5x5", Qt::Key_N, ShiftMod, "pencilMarkToggled(5, 23)");
    row("25x25: 5 enters 5", "5x5", Qt::Key_5, NoMod, "digitEntered(5, 5)");
    row("25x25: Ctrl+5 marks 5", "5x5", Qt::Key_5, CtrlMod, "pencilMarkToggled(5, 5)");
    row("25x25: Space toggles pencil mode", "5x5", Qt::Key_Space, NoMod, "pencilModeToggleRequested()");
    row("12x12 3x4: C enters 12", "3x4", Qt::Key_C, NoMod, "digitEntered(5, 12)");
    row("12x12 3x4: D: nothing", "3x4", Qt::Key_D, NoMod, "");
    // Below 9 a digit the board does not have is no entry: a 4×4 board has no 5.
    row("4x4: 4 enters 4", "2x2", Qt::Key_4, NoMod, "digitEntered(5, 4)");
    row("4x4: Shift+4 as $ marks 4", "2x2", Qt::Key_Dollar, ShiftMod, "pencilMarkToggled(5, 4)");
    row("4x4: 5: nothing", "2x2", Qt::Key_5, NoMod, "");
    row("4x4: 9: nothing", "2x2", Qt::Key_9, NoMod, "");
    row("4x4: keypad 9: nothing", "2x2", Qt::Key_9, KeypadMod, "");
    row("4x4: Shift+5 as %: nothing", "2x2", Qt::Key_Percent, ShiftMod, "");
    row("4x4: Ctrl+9: nothing", "2x2", Qt::Key_9, CtrlMod, "");
    row("4x4: A: nothing", "2x2", Qt::Key_A, NoMod, "");
    row("4x4: 0 clears", "2x2", Qt::Key_0, NoMod, "clearRequested(5)");
    row("6x6 3x2: 6 enters 6", "3x2", Qt::Key_6, NoMod, "digitEntered(5, 6)");
    row("6x6 3x2: 7: nothing", "3x2", Qt::Key_7, NoMod, "");
    row("8x8: 8 enters 8", "2x4", Qt::Key_8, NoMod, "digitEntered(5, 8)");
    row("8x8: 9: nothing", "2x4", Qt::Key_9, NoMod, "");
}

void TestBoardWidget::entryKeysOnEverySize()
{
    QFETCH(QByteArray, box);
    QFETCH(Qt::Key, key);
    QFETCH(Qt::KeyboardModifiers, modifiers);
    QFETCH(QString, emitted);
    const Shape shape = *Shape::fromBoxName(box.toStdString());
    m_board->setGrid(Grid(shape));
    m_board->setSelectedCell(5);
    EntrySpy spy(m_board.get());
    QSignalSpy changed(m_board.get(), &BoardWidget::selectionChanged);

    sendKey(key, modifiers);
    QCOMPARE(spy.take(), emitted.isEmpty() ? QStringList() : QStringList{emitted});
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_board->selectedCell(), 5);
    QCOMPARE(m_board->grid(), Grid(shape)); // it asks; the Game decides

    // BoardKeys::entry says the same for the board's size.
    const QKeyEvent event(QEvent::KeyPress, key, modifiers);
    const BoardKeys::Entry entry = BoardKeys::entry(event, false, shape.size());
    QCOMPARE(entry.action == BoardKeys::Action::None, emitted.isEmpty());
}

void TestBoardWidget::selectionStopsAtTheEdgesOfEverySize_data()
{
    QTest::addColumn<QByteArray>("box");
    QTest::addColumn<int>("from");
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
    QTest::addColumn<int>("to");

    // As on 9×9 (arrowKeysMoveSelection, homeAndEndMoveSelection): one cell a step, no wrapping
    // at the board's edges, Home and End to the row's ends, with Ctrl to the board's corners.
    const auto row = [](const char *name, const char *box, int from, Qt::Key key, Qt::KeyboardModifiers modifiers,
                        int to) { QTest::newRow(name) << QByteArray(box) << from << key << modifiers << to; };
    const int r8c8 = 7 * 16 + 7;
    row("16x16: none, first key picks r1c1", "4x4", -1, Qt::Key_Up, NoMod, 0);
    row("16x16: r8c8 left", "4x4", r8c8, Qt::Key_Left, NoMod, r8c8 - 1);
    row("16x16: r8c8 right across a box line", "4x4", r8c8, Qt::Key_Right, NoMod, r8c8 + 1);
    row("16x16: r8c8 up", "4x4", r8c8, Qt::Key_Up, NoMod, r8c8 - 16);
    row("16x16: r8c8 down across a box line", "4x4", r8c8, Qt::Key_Down, NoMod, r8c8 + 16);
    row("16x16: r1c1 left stops", "4x4", 0, Qt::Key_Left, NoMod, 0);
    row("16x16: r1c1 up stops", "4x4", 0, Qt::Key_Up, NoMod, 0);
    row("16x16: r1c16 right stops", "4x4", 15, Qt::Key_Right, NoMod, 15);
    row("16x16: r2c1 left stops, no wrap to r1c16", "4x4", 16, Qt::Key_Left, NoMod, 16);
    row("16x16: r1c16 right stops, no wrap to r2c1", "4x4", 15, Qt::Key_Right, NoMod, 15);
    row("16x16: r16c1 down stops", "4x4", 240, Qt::Key_Down, NoMod, 240);
    row("16x16: r16c16 right stops", "4x4", 255, Qt::Key_Right, NoMod, 255);
    row("16x16: r16c16 down stops", "4x4", 255, Qt::Key_Down, NoMod, 255);
    row("16x16: r16c15 right to the last cell", "4x4", 254, Qt::Key_Right, NoMod, 255);
    row("16x16: Home from r8c8 to r8c1", "4x4", r8c8, Qt::Key_Home, NoMod, 7 * 16);
    row("16x16: End from r8c8 to r8c16", "4x4", r8c8, Qt::Key_End, NoMod, 7 * 16 + 15);
    row("16x16: Ctrl+Home to r1c1", "4x4", r8c8, Qt::Key_Home, CtrlMod, 0);
    row("16x16: Ctrl+End to r16c16", "4x4", r8c8, Qt::Key_End, CtrlMod, 255);
    const int r13c13 = 12 * 25 + 12;
    row("25x25: r13c13 down", "5x5", r13c13, Qt::Key_Down, NoMod, r13c13 + 25);
    row("25x25: r13c13 left", "5x5", r13c13, Qt::Key_Left, NoMod, r13c13 - 1);
    row("25x25: r1c25 right stops", "5x5", 24, Qt::Key_Right, NoMod, 24);
    row("25x25: r25c1 down stops", "5x5", 600, Qt::Key_Down, NoMod, 600);
    row("25x25: r25c25 right stops", "5x5", 624, Qt::Key_Right, NoMod, 624);
    row("25x25: r25c25 down stops", "5x5", 624, Qt::Key_Down, NoMod, 624);
    row("25x25: End from r1c1 to r1c25", "5x5", 0, Qt::Key_End, NoMod, 24);
    row("25x25: Ctrl+End to r25c25", "5x5", r13c13, Qt::Key_End, CtrlMod, 624);
    row("4x4: r2c2 right", "2x2", 5, Qt::Key_Right, NoMod, 6);
    row("4x4: r2c2 down", "2x2", 5, Qt::Key_Down, NoMod, 9);
    row("4x4: r1c4 right stops", "2x2", 3, Qt::Key_Right, NoMod, 3);
    row("4x4: r4c4 down stops", "2x2", 15, Qt::Key_Down, NoMod, 15);
    row("4x4: Ctrl+End to r4c4", "2x2", 0, Qt::Key_End, CtrlMod, 15);
    row("6x6 3x2: r6c6 right stops", "3x2", 35, Qt::Key_Right, NoMod, 35);
    row("6x6 3x2: End from r3c1 to r3c6", "3x2", 12, Qt::Key_End, NoMod, 17);
}

void TestBoardWidget::selectionStopsAtTheEdgesOfEverySize()
{
    QFETCH(QByteArray, box);
    QFETCH(int, from);
    QFETCH(Qt::Key, key);
    QFETCH(Qt::KeyboardModifiers, modifiers);
    QFETCH(int, to);
    const Shape shape = *Shape::fromBoxName(box.toStdString());
    m_board->setGrid(Grid(shape));
    m_board->setSelectedCell(from);
    EntrySpy spy(m_board.get());
    QSignalSpy changed(m_board.get(), &BoardWidget::selectionChanged);

    sendKey(key, modifiers);
    QCOMPARE(m_board->selectedCell(), to);
    QCOMPARE(changed.count(), from == to ? 0 : 1);
    if (from != to)
        QCOMPARE(changed.takeFirst().at(0).toInt(), to);
    QCOMPARE(spy.take(), QStringList());
    // The selected cell is where cellAt finds it.
    QCOMPARE(m_board->cellAt(m_board->cellRect(to).center()), to);
}

void TestBoardWidget::numberPadHasTheBoardsDigits_data()
{
    QTest::addColumn<QByteArray>("box");
    QTest::addColumn<QStringList>("lastTexts"); // the last digits' texts, letters above 9
    QTest::newRow("4x4, 2 columns") << QByteArray("2x2") << QStringList{"3", "4"};
    QTest::newRow("6x6 2x3, 3 columns") << QByteArray("2x3") << QStringList{"5", "6"};
    QTest::newRow("6x6 3x2, 2 columns") << QByteArray("3x2") << QStringList{"5", "6"};
    QTest::newRow("8x8 2x4, 4 columns") << QByteArray("2x4") << QStringList{"7", "8"};
    QTest::newRow("9x9, 3 columns") << QByteArray("3x3") << QStringList{"8", "9"};
    QTest::newRow("12x12 3x4, 4 columns") << QByteArray("3x4") << QStringList{"B", "C"};
    QTest::newRow("16x16, 4 columns") << QByteArray("4x4") << QStringList{"F", "G"};
    QTest::newRow("25x25, 5 columns") << QByteArray("5x5") << QStringList{"O", "P"};
}

// The pad holds a button for each of the board's digits, laid out as one of its boxes, and no
// other: digitButton is null past the size.
void TestBoardWidget::numberPadHasTheBoardsDigits()
{
    QFETCH(QByteArray, box);
    QFETCH(QStringList, lastTexts);
    QVERIFY(language::lettersAboveNine());
    const Shape shape = *Shape::fromBoxName(box.toStdString());
    const int n = shape.size();
    QWidget window; // a pad stands in a window, not as a window of its own
    auto &pad = *new NumberPad(&window);
    // From a larger pad, so that the old buttons must go.
    pad.setShape(Shape{5, 5});
    pad.setShape(shape);
    pad.resize(pad.sizeHint());
    window.resize(pad.size());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QVERIFY(!pad.digitButton(0));
    QVERIFY(!pad.digitButton(n + 1));
    QVERIFY(!pad.digitButton(26));
    // The digits, Erase, Pencil, and the pens (none and one per colour).
    QCOMPARE(static_cast<int>(pad.findChildren<QAbstractButton *>().size()), n + 2 + 1 + ColourCount);
    auto *layout = qobject_cast<QGridLayout *>(pad.layout());
    QVERIFY(layout);
    std::set<int> columns;
    std::set<int> rows;
    for (int digit = 1; digit <= n; ++digit) {
        QAbstractButton *button = pad.digitButton(digit);
        QVERIFY(button);
        QVERIFY(button->isVisible());
        int row = -1;
        int column = -1;
        int rowSpan = 0;
        int columnSpan = 0;
        layout->getItemPosition(layout->indexOf(button), &row, &column, &rowSpan, &columnSpan);
        QCOMPARE(row, (digit - 1) / shape.boxColumns);
        QCOMPARE(column, (digit - 1) % shape.boxColumns);
        columns.insert(button->x());
        rows.insert(button->y());
    }
    // On screen too: as many columns as a box is wide, as many rows as it is tall.
    QCOMPARE(static_cast<int>(columns.size()), int{shape.boxColumns});
    QCOMPARE(static_cast<int>(rows.size()), int{shape.boxRows});
    QCOMPARE((QStringList{pad.digitButton(n - 1)->text(), pad.digitButton(n)->text()}), lastTexts);

    QSignalSpy clicked(&pad, &NumberPad::digitClicked);
    QTest::mouseClick(pad.digitButton(n), Qt::LeftButton);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.takeFirst().at(0).toInt(), n);
}

void TestBoardWidget::entryKeysWinOverWindowShortcuts()
{
    // A window action on 1 and on P, as the main window's pause action: the board keeps
    // the keys it forwards and lets the others through.
    QWidget window;
    auto *board = new BoardWidget(&window);
    QAction one(&window);
    one.setShortcut(Qt::Key_1);
    QAction pause(&window);
    pause.setShortcut(Qt::Key_P);
    window.addAction(&one);
    window.addAction(&pause);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    board->setFocus();
    QTRY_VERIFY(board->hasFocus());
    board->setSelectedCell(MiddleCell);
    QSignalSpy oneTriggered(&one, &QAction::triggered);
    QSignalSpy pauseTriggered(&pause, &QAction::triggered);
    EntrySpy spy(board);

    QTest::keyClick(board, Qt::Key_1);
    QCOMPARE(spy.take(), QStringList{QStringLiteral("digitEntered(40, 1)")});
    QCOMPARE(oneTriggered.count(), 0);
    QTest::keyClick(board, Qt::Key_P);
    QCOMPARE(pauseTriggered.count(), 1);

    // Paused, the board forwards nothing, so the window's keys work (P resumes).
    board->setPaused(true);
    QTest::keyClick(board, Qt::Key_1);
    QTest::keyClick(board, Qt::Key_P);
    QCOMPARE(spy.take(), QStringList());
    QCOMPARE(oneTriggered.count(), 1);
    QCOMPARE(pauseTriggered.count(), 2);
}

void TestBoardWidget::noEntryWhenInputDisabled()
{
    m_board->setSelectedCell(MiddleCell);
    m_board->setInputEnabled(false);
    EntrySpy spy(m_board.get());
    QSignalSpy changed(m_board.get(), &BoardWidget::selectionChanged);
    QSignalSpy clicked(m_board.get(), &BoardWidget::cellClicked);

    sendKey(Qt::Key_1);
    sendKey(Qt::Key_Exclam, Qt::ShiftModifier);
    sendKey(Qt::Key_1, Qt::ControlModifier);
    sendKey(Qt::Key_Delete);
    sendKey(Qt::Key_0);
    sendKey(Qt::Key_Space);
    sendKey(Qt::Key_N);
    QCOMPARE(spy.take(), QStringList());

    // The selection still moves, by key and by click.
    sendKey(Qt::Key_Right);
    QCOMPARE(m_board->selectedCell(), MiddleCell + 1);
    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, m_board->cellRect(GivenCell).center());
    QCOMPARE(m_board->selectedCell(), GivenCell);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(clicked.count(), 1);

    m_board->setInputEnabled(true);
    sendKey(Qt::Key_7);
    QCOMPARE(spy.take(), QStringList{QStringLiteral("digitEntered(0, 7)")});
}

void TestBoardWidget::nothingWorksWhilePaused()
{
    m_board->setSelectedCell(MiddleCell);
    m_board->setPaused(true);
    EntrySpy spy(m_board.get());
    QSignalSpy changed(m_board.get(), &BoardWidget::selectionChanged);
    QSignalSpy clicked(m_board.get(), &BoardWidget::cellClicked);

    for (const Qt::Key key : {Qt::Key_1, Qt::Key_Delete, Qt::Key_Backspace, Qt::Key_0,
                              Qt::Key_Space, Qt::Key_N, Qt::Key_Left, Qt::Key_Down,
                              Qt::Key_Home, Qt::Key_End})
        sendKey(key);
    sendKey(Qt::Key_Exclam, Qt::ShiftModifier);
    sendKey(Qt::Key_1, Qt::ControlModifier);
    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, m_board->cellRect(GivenCell).center());

    QCOMPARE(spy.take(), QStringList());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(clicked.count(), 0);
    QCOMPARE(m_board->selectedCell(), MiddleCell);

    m_board->setPaused(false);
    sendKey(Qt::Key_Space);
    QCOMPARE(spy.take(), QStringList{QStringLiteral("pencilModeToggleRequested()")});
}

void TestBoardWidget::settersStoreState()
{
    QVERIFY(!m_board->isPaused());
    QVERIFY(m_board->isInputEnabled());
    QVERIFY(m_board->conflicts().none());
    QVERIFY(m_board->mistakes().none());

    std::bitset<MaxCellCount> cells;
    cells.set(GivenCell).set(80);
    m_board->setConflicts(cells);
    QCOMPARE(m_board->conflicts(), cells);
    cells.set(PlayerCell);
    m_board->setMistakes(cells);
    QCOMPARE(m_board->mistakes(), cells);
    m_board->setPaused(true);
    QVERIFY(m_board->isPaused());
    m_board->setInputEnabled(false);
    QVERIFY(!m_board->isInputEnabled());
}

void TestBoardWidget::cueColoursReadInBothPalettes_data()
{
    addPaletteRows();
}

void TestBoardWidget::cueColoursReadInBothPalettes()
{
    usePaletteOfRow();
    const BoardColors colors = m_board->colors();
    for (const QColor &cue : {colors.conflict, colors.mistake}) {
        const QString name = cue.name();
        // WCAG AA: 4.5:1 for text on a plain cell, 3:1 (large text) on the selected cell.
        QVERIFY2(contrastRatio(cue, colors.background) >= 4.5, qPrintable(name));
        QVERIFY2(contrastRatio(cue, colors.selected) >= 3.0, qPrintable(name));
        QVERIFY(cue != colors.given && cue != colors.player && cue != colors.pencil);
        QVERIFY2(cue.hslSaturationF() > 0.5f, qPrintable(name));
    }
    // A red, and a hue far from it (not orange, which reads as red to most colour-blind
    // players).
    const int red = colors.conflict.hslHue();
    QVERIFY2(red <= 15 || red >= 345, qPrintable(colors.conflict.name()));
    const int apart = std::abs(colors.mistake.hslHue() - red);
    QVERIFY2(std::min(apart, 360 - apart) >= 30, qPrintable(colors.mistake.name()));
    QVERIFY2(std::min(apart, 360 - apart) <= 90, "a magenta, not a blue like the player's");
}

void TestBoardWidget::paintsConflictsAndMistakes_data()
{
    addPaletteRows();
}

void TestBoardWidget::paintsConflictsAndMistakes()
{
    usePaletteOfRow();
    // r1c4 gets the player's 5, which conflicts with the given 5 of r1c1 and is a mistake;
    // r5c5 gets a player's 1, a mistake without a conflict.
    Grid grid = puzzleWithPlayerDigit(5);
    grid.setDigit(MiddleCell, 1);
    m_board->setGrid(grid);
    std::bitset<MaxCellCount> conflicts;
    conflicts.set(GivenCell).set(PlayerCell);
    std::bitset<MaxCellCount> mistakes;
    mistakes.set(PlayerCell).set(MiddleCell);
    m_board->setConflicts(conflicts);
    m_board->setMistakes(mistakes);
    const BoardColors colors = m_board->colors();
    const QImage image = m_board->grab().toImage();

    const auto ink = [&](int cell, const QColor &color) {
        const QRect rect = m_board->cellRect(cell);
        return CellInk{countPixels(image, rect, color),
                       image.pixelColor(rect.topLeft()).rgb() == colors.conflict.rgb(),
                       countPixels(image, belowDigit(rect), colors.mistake)};
    };
    const int side = m_board->cellRect(GivenCell).width();

    // The conflicting given: bold digit in the conflict colour, the corner triangle, no
    // underline, and nothing in the given colour.
    const CellInk given = ink(GivenCell, colors.conflict);
    QVERIFY2(given.inColour > side, "the conflicting given is in the conflict colour");
    QVERIFY(given.cornerMarked);
    QCOMPARE(given.belowDigitMistake, 0);
    QCOMPARE(ink(GivenCell, colors.given).inColour, 0);

    // Conflict and mistake at once: the conflict colour, the triangle and the underline.
    const CellInk both = ink(PlayerCell, colors.conflict);
    QVERIFY(both.inColour > side);
    QVERIFY(both.cornerMarked);
    QVERIFY2(both.belowDigitMistake > 0, "the mistake underline shows under a conflict too");
    QCOMPARE(ink(PlayerCell, colors.player).inColour, 0);

    // The mistake alone: the mistake colour, the underline, no triangle.
    const CellInk mistake = ink(MiddleCell, colors.mistake);
    QVERIFY2(mistake.inColour > side, "the mistake is in the mistake colour");
    QVERIFY(!mistake.cornerMarked);
    QVERIFY2(mistake.belowDigitMistake > side / 4, "a visible underline");
    QCOMPARE(ink(MiddleCell, colors.conflict).inColour, 0);
    QCOMPARE(ink(MiddleCell, colors.player).inColour, 0);

    // An unflagged given keeps its colour and has no cue.
    const CellInk plain = ink(1, colors.given); // r1c2, a given 3
    QVERIFY(plain.inColour > side);
    QVERIFY(!plain.cornerMarked);
    QCOMPARE(plain.belowDigitMistake, 0);
    QCOMPARE(ink(1, colors.conflict).inColour, 0);
    QCOMPARE(ink(1, colors.mistake).inColour, 0);
}

void TestBoardWidget::cuesIgnoreEmptyCells()
{
    std::bitset<MaxCellCount> cells;
    cells.set(EmptyCell);
    m_board->setConflicts(cells);
    m_board->setMistakes(cells);
    const BoardColors colors = m_board->colors();
    const QImage image = m_board->grab().toImage();
    const QRect empty = m_board->cellRect(EmptyCell);
    QCOMPARE(countPixels(image, empty, colors.background), empty.width() * empty.height());
}

void TestBoardWidget::flaggedCellsAreTinted()
{
    std::bitset<MaxCellCount> cells;
    cells.set(EmptyCell);
    m_board->setFlaggedCells(cells);
    const BoardColors colors = m_board->colors();
    QVERIFY(colors.flagged != colors.background);
    const QImage image = m_board->grab().toImage();
    const QRect empty = m_board->cellRect(EmptyCell);
    QCOMPARE(countPixels(image, empty, colors.flagged), empty.width() * empty.height());
    // The selection still shows on a flagged cell.
    m_board->setSelectedCell(EmptyCell);
    QCOMPARE(m_board->grab().toImage().pixelColor(empty.center()).rgb(), colors.selected.rgb());
}

void TestBoardWidget::pausedBoardHidesDigitsAndMarks_data()
{
    addPaletteRows();
}

void TestBoardWidget::pausedBoardHidesDigitsAndMarks()
{
    usePaletteOfRow();
    m_board->setGrid(puzzleWithPlayerDigit(5));
    BoardWidget::PencilMarks marks{};
    marks[EmptyCell] = Candidates::all();
    m_board->setPencilMarks(marks);
    std::bitset<MaxCellCount> flagged;
    flagged.set(GivenCell).set(PlayerCell);
    m_board->setConflicts(flagged);
    m_board->setMistakes(flagged);
    m_board->setSelectedCell(GivenCell);
    m_board->setPaused(true);
    const BoardColors colors = m_board->colors();
    const QImage image = m_board->grab().toImage();

    // The notice sits in the middle; the cells of the outer two rows and columns show
    // nothing but the plain background: no digit, mark, cue or shading.
    for (int cell = 0; cell < CellCount; ++cell) {
        const int row = rowOf(cell);
        const int column = columnOf(cell);
        if (row > 1 && row < 7 && column > 1 && column < 7)
            continue;
        const QRect rect = m_board->cellRect(cell);
        QVERIFY2(countPixels(image, rect, colors.background) == rect.width() * rect.height(),
                 qPrintable(QStringLiteral("cell %1 shows something").arg(cell)));
    }
    // The lines stay.
    const QRect empty = m_board->cellRect(EmptyCell);
    QCOMPARE(image.pixelColor(empty.right() + 1, empty.center().y()).rgb(), colors.boxLine.rgb());
    const QRect given = m_board->cellRect(GivenCell);
    QCOMPARE(image.pixelColor(given.right() + 1, given.center().y()).rgb(), colors.cellLine.rgb());
    // The notice: text in the middle of the board.
    QRect middle = m_board->boardRect();
    middle.setSize(middle.size() / 3);
    middle.moveCenter(m_board->boardRect().center());
    QVERIFY2(countPixels(image, middle, colors.given) > middle.width() / 4, "the notice shows");

    m_board->setPaused(false);
    const QImage resumed = m_board->grab().toImage();
    QVERIFY(countPixels(resumed, given, colors.conflict) > given.width());
    QCOMPARE(resumed.pixelColor(given.bottomRight() - QPoint(6, 6)).rgb(), colors.selected.rgb());
    QCOMPARE(resumed.pixelColor(m_board->cellRect(1).topLeft()).rgb(), colors.peer.rgb());
}

void TestBoardWidget::highlightCuesReadOnTheirTints_data()
{
    addPaletteRows();
}

void TestBoardWidget::highlightCuesReadOnTheirTints()
{
    usePaletteOfRow();
    const BoardColors colors = m_board->colors();
    for (int i = 1; i < CellCueCount; ++i) {
        const auto cue = static_cast<CellCue>(i);
        const QString name = QStringLiteral("cue %1").arg(i);
        // Digits read on every tint; frames and crosses stand out from their own tint.
        QVERIFY2(contrastRatio(colors.given, colors.tint(cue)) >= 4.5, qPrintable(name));
        QVERIFY2(contrastRatio(colors.player, colors.tint(cue)) >= 3.0, qPrintable(name));
        QVERIFY2(contrastRatio(colors.ink(cue), colors.tint(cue)) >= 3.0, qPrintable(name));
        QVERIFY2(colors.tint(cue) != colors.background, qPrintable(name));
    }
    // Candidate marks are small text: the text contrast, on the pattern tint they sit on.
    for (const MarkCue cue : {MarkCue::Pattern, MarkCue::Eliminate})
        QVERIFY(contrastRatio(colors.ink(cue), colors.tint(CellCue::Pattern)) >= 4.5);
    QVERIFY(contrastRatio(colors.markText, colors.ink(MarkCue::Place)) >= 3.0);
    // A chain's links cross every tint a step's highlight lays down: graphics contrast on
    // each, and their halo is the plain background.
    for (const CellCue under : {CellCue::None, CellCue::Cover, CellCue::Region, CellCue::Pattern})
        QVERIFY2(contrastRatio(colors.link, colors.tint(under)) >= 3.0,
                 qPrintable(QStringLiteral("link on cue %1").arg(static_cast<int>(under))));
    QCOMPARE(colors.linkHalo, colors.background);
}

void TestBoardWidget::highlightCuesDifferInEveryColourVision_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<Vision>("vision");
    const std::pair<const char *, QPalette> palettes[] = {{"light", QApplication::palette()},
                                                          {"dark", darkPalette()},
                                                          {"Light theme", theme::lightPalette()},
                                                          {"Dark theme", theme::darkPalette()}};
    for (const auto &[name, palette] : palettes) {
        QTest::addRow("%s, normal vision", name) << palette << Vision::Normal;
        QTest::addRow("%s, protanopia", name) << palette << Vision::Protanopia;
        QTest::addRow("%s, deuteranopia", name) << palette << Vision::Deuteranopia;
        QTest::addRow("%s, tritanopia", name) << palette << Vision::Tritanopia;
    }
}

void TestBoardWidget::highlightCuesDifferInEveryColourVision()
{
    usePaletteOfRow();
    QFETCH(Vision, vision);
    const BoardColors colors = m_board->colors();
    const auto closest = [&](const auto &cues, auto colourOf, QString *pair) {
        double least = 1e9;
        for (std::size_t i = 0; i < cues.size(); ++i) {
            for (std::size_t j = i + 1; j < cues.size(); ++j) {
                const double distance = distanceAsSeen(colourOf(cues[i]), colourOf(cues[j]), vision);
                if (distance < least) {
                    least = distance;
                    *pair = QStringLiteral("cues %1 and %2").arg(static_cast<int>(cues[i])).arg(static_cast<int>(cues[j]));
                }
            }
        }
        return least;
    };
    // The tints that sit side by side on the board: an event's cell beside the unit it
    // speaks of (Highlight::ofEvent), and a hint's pattern among its units (ofStep).
    QString tintPair;
    double closestTints = 1e9;
    const auto compareTints = [&](CellCue a, CellCue b) {
        const double distance = distanceAsSeen(colors.tint(a), colors.tint(b), vision);
        if (distance < closestTints) {
            closestTints = distance;
            tintPair = QStringLiteral("cues %1 and %2").arg(static_cast<int>(a)).arg(static_cast<int>(b));
        }
    };
    for (const CellCue event : {CellCue::Try, CellCue::Place, CellCue::Guess, CellCue::Backtrack, CellCue::Contradiction})
        compareTints(CellCue::Region, event);
    compareTints(CellCue::Cover, CellCue::Region);
    compareTints(CellCue::Cover, CellCue::Pattern);
    compareTints(CellCue::Region, CellCue::Pattern);
    // The inks that tell a placement from a guess, a backtrack or a dead end.
    const std::array<CellCue, 4> inked = {CellCue::Place, CellCue::Guess, CellCue::Backtrack, CellCue::Contradiction};
    QString inkPair;
    const double closestInks = closest(inked, [&](CellCue cue) { return colors.ink(cue); }, &inkPair);
    // A digit placed against a candidate struck out: never red against green alone.
    const double placeAgainstEliminate =
        distanceAsSeen(colors.ink(MarkCue::Place), colors.ink(MarkCue::Eliminate), vision);
    qInfo("closest tints ΔE %.1f (%s), closest inks ΔE %.1f (%s), place/eliminate ΔE %.1f", closestTints,
          qPrintable(tintPair), closestInks, qPrintable(inkPair), placeAgainstEliminate);
    QVERIFY2(closestTints >= 8, qPrintable(QString::number(closestTints)));
    QVERIFY2(closestInks >= 12, qPrintable(QString::number(closestInks)));
    QVERIFY2(placeAgainstEliminate >= 25, qPrintable(QString::number(placeAgainstEliminate)));
}

void TestBoardWidget::paintsHighlightCues_data()
{
    addPaletteRows();
}

void TestBoardWidget::paintsHighlightCues()
{
    usePaletteOfRow();
    const BoardColors colors = m_board->colors();
    Highlight highlight;
    highlight.raiseUnit(boxUnit(4), CellCue::Region);
    highlight.raise(MiddleCell, CellCue::Place);
    highlight.raise(EmptyCell, CellCue::Guess);
    highlight.raise(PlayerCell, CellCue::Contradiction);
    highlight.marks.push_back({MiddleCell, 5, MarkCue::Place});
    highlight.marks.push_back({EmptyCell + 9, 4, MarkCue::Eliminate}); // r2c3: not pencilled in
    m_board->setHighlight(highlight);
    QCOMPARE(m_board->highlight(), highlight);
    const QImage image = m_board->grab().toImage();

    // The region's tint fills box 5's other cells; r4c4 holds nothing else.
    const QRect regionCell = m_board->cellRect(cellAt(3, 3));
    QCOMPARE(image.pixelColor(regionCell.center()).rgb(), colors.tint(CellCue::Region).rgb());
    // A placement: its frame along the cell's edge, and the digit it places drawn large in
    // the placement's ink, though the cell is empty.
    const QRect placed = m_board->cellRect(MiddleCell);
    QVERIFY(countPixels(image, QRect(placed.topLeft(), QSize(placed.width(), 2)), colors.ink(CellCue::Place)) > placed.width() / 2);
    QVERIFY(countPixels(image, placed.adjusted(8, 8, -8, -8), colors.ink(MarkCue::Place)) > 30);
    // A guess: a dashed frame, so only part of the edge is inked.
    const QRect guessed = m_board->cellRect(EmptyCell);
    const int dashes = countPixels(image, QRect(guessed.topLeft(), QSize(guessed.width(), 1)), colors.ink(CellCue::Guess));
    QVERIFY2(dashes > guessed.width() / 5 && dashes < guessed.width() - 4, qPrintable(QString::number(dashes)));
    // A dead end: a cross through the middle of the cell.
    const QRect dead = m_board->cellRect(PlayerCell);
    QVERIFY(countPixels(image, QRect(dead.center() - QPoint(3, 3), QSize(7, 7)), colors.ink(CellCue::Contradiction)) > 5);
    // A struck-out candidate in a cell without pencil marks: drawn at digit 4's spot.
    const QRect struck = spotOf(m_board->cellRect(EmptyCell + 9), 1, 0);
    QVERIFY(countPixels(image, struck, colors.ink(MarkCue::Eliminate)) > 10);
    QCOMPARE(countPixels(image, spotOf(m_board->cellRect(EmptyCell + 9), 0, 0), colors.ink(MarkCue::Eliminate)), 0);

    m_board->setHighlight({});
    const QImage plain = m_board->grab().toImage();
    QCOMPARE(plain.pixelColor(regionCell.center()).rgb(), colors.background.rgb());
    QCOMPARE(countPixels(plain, struck, colors.ink(MarkCue::Eliminate)), 0);
}

// The digit a search tries (backtracking's Try) stands as large as a placed digit, ringed in
// the pattern's ink; the digit it rejects, as large and struck out. A pencil mark's spot alone
// would be a ninth of the cell.
void TestBoardWidget::triedDigitIsDrawnLarge()
{
    const BoardColors colors = m_board->colors();
    for (const MarkCue cue : {MarkCue::Pattern, MarkCue::Eliminate}) {
        Highlight highlight;
        highlight.raise(EmptyCell, CellCue::Try);
        highlight.marks.push_back({EmptyCell, 1, cue});
        m_board->setHighlight(highlight);
        const QImage image = m_board->grab().toImage();
        const QRect cell = m_board->cellRect(EmptyCell);
        const QRect spot = spotOf(cell, 0, 0); // where a pencilled 1 stands
        const int inside = countPixels(image, spot, colors.ink(cue));
        const int all = countPixels(image, cell.adjusted(3, 3, -3, -3), colors.ink(cue));
        QVERIFY2(all > 2 * inside && all > cell.width(),
                 qPrintable(QStringLiteral("cue %1: %2 pixels of its ink in the cell, %3 in the pencil spot")
                                .arg(static_cast<int>(cue)).arg(all).arg(inside)));
    }
}

// A filter tints the empty cells where its digit can go (or that have two candidates) and
// dims the rest: r1c3 can take 4, r4c2 cannot (the 4 of r5c1 shares its box), the given 5 of
// r1c1 fades; pencil marks count where a cell has them.
void TestBoardWidget::filterPicksOutCells()
{
    const BoardColors colors = m_board->colors();
    const auto inside = [this](int cell) { return m_board->cellRect(cell).adjusted(4, 4, -4, -4); };
    const int r4c2 = 3 * 9 + 1;
    QImage image = m_board->grab().toImage();
    const int givenInk = countPixels(image, inside(GivenCell), colors.given);
    QVERIFY(givenInk > 20);

    QSignalSpy changed(m_board.get(), &BoardWidget::filterChanged);
    m_board->setFilter(BoardFilter::forDigit(4));
    QCOMPARE(changed.size(), 1);
    image = m_board->grab().toImage();
    QCOMPARE(image.pixelColor(inside(EmptyCell).topLeft()).rgb(), colors.sameDigit.rgb());
    QCOMPARE(image.pixelColor(inside(r4c2).topLeft()).rgb(), colors.background.rgb());
    QCOMPARE(countPixels(image, inside(GivenCell), colors.given), 0); // washed toward the background

    // The player's pencil marks without 4 rule it out of r1c3; with two marks r1c3 is bivalue.
    BoardWidget::PencilMarks marks{};
    marks[EmptyCell] = Candidates::single(1) | Candidates::single(2);
    m_board->setPencilMarks(marks);
    image = m_board->grab().toImage();
    QCOMPARE(image.pixelColor(inside(EmptyCell).topLeft()).rgb(), colors.background.rgb());
    m_board->setFilter(BoardFilter::bivalue());
    image = m_board->grab().toImage();
    QCOMPARE(image.pixelColor(inside(EmptyCell).topLeft()).rgb(), colors.sameDigit.rgb());

    // A digit the board does not have turns the filter off.
    m_board->setFilter(BoardFilter::forDigit(10));
    QCOMPARE(m_board->filter(), BoardFilter{});
    image = m_board->grab().toImage();
    QCOMPARE(countPixels(image, inside(GivenCell), colors.given), givenInk);
}

void TestBoardWidget::paintColoursReadAndDiffer_data()
{
    addPaletteRows();
}

// The player's colours: digits read on a painted cell (4.5:1 for givens, 3:1 for the player's
// digits) and on a painted candidate's shape; the shape's ink stands 3:1 from the tint. And
// each colour's shape differs from every other's in at least an eighth of its box (a circle
// from the square: 14 %), so that players who see no hue at all still tell the colours apart.
void TestBoardWidget::paintColoursReadAndDiffer()
{
    usePaletteOfRow();
    const BoardColors colors = m_board->colors();
    for (std::size_t colour = 0; colour < ColourCount; ++colour) {
        const QString name = QStringLiteral("colour %1").arg(colour + 1);
        QVERIFY2(contrastRatio(colors.given, colors.paintTint[colour]) >= 4.5, qPrintable(name));
        QVERIFY2(contrastRatio(colors.player, colors.paintTint[colour]) >= 3.0, qPrintable(name));
        QVERIFY2(contrastRatio(colors.paintInk[colour], colors.paintTint[colour]) >= 3.0, qPrintable(name));
        QVERIFY2(contrastRatio(colors.given, colors.paintFill[colour]) >= 4.5, qPrintable(name));
        QVERIFY2(colors.paintTint[colour] != colors.background, qPrintable(name));
    }
    constexpr int Side = 48;
    const auto mask = [](int colour) {
        QImage image(Side, Side, QImage::Format_Grayscale8);
        image.fill(0);
        QPainter painter(&image);
        painter.fillPath(colourpaint::shape(colour, QRectF(0, 0, Side, Side)), Qt::white);
        return image;
    };
    for (int a = 1; a <= ColourCount; ++a) {
        for (int b = a + 1; b <= ColourCount; ++b) {
            const QImage first = mask(a);
            const QImage second = mask(b);
            int differing = 0;
            for (int y = 0; y < Side; ++y)
                for (int x = 0; x < Side; ++x)
                    differing += (qGray(first.pixel(x, y)) > 127) != (qGray(second.pixel(x, y)) > 127) ? 1 : 0;
            QVERIFY2(differing >= Side * Side / 8, qPrintable(QStringLiteral("shapes %1 and %2: %3 pixels differ")
                                                                  .arg(a).arg(b).arg(differing)));
        }
    }
}

// A painted cell is tinted (its corners, clear of the outline and the digit); a painted
// candidate sits on its shape's fill. A highlight speaks alone where it tints a cell or marks
// a candidate, and leaves the other colours be; a paused board hides them, as it hides
// everything.
void TestBoardWidget::paintsColouredCellsAndCandidates()
{
    const BoardColors colors = m_board->colors();
    const auto corner = [this](int cell) { return m_board->cellRect(cell).topLeft() + QPoint(3, 3); };
    BoardWidget::PencilMarks marks{};
    marks[EmptyCell] = Candidates::single(1) | Candidates::single(5);
    m_board->setPencilMarks(marks);
    BoardView view = m_board->view();
    view.colouring.setCell(GivenCell, 2);
    view.colouring.setCell(PlayerCell, 6);
    view.colouring.setCandidate(EmptyCell, 1, 1);
    m_board->setView(view);
    QImage image = m_board->grab().toImage();
    QCOMPARE(image.pixelColor(corner(GivenCell)).rgb(), colors.paintTint[1].rgb());
    QCOMPARE(image.pixelColor(corner(PlayerCell)).rgb(), colors.paintTint[5].rgb());
    const QRect one = m_board->candidateRect(EmptyCell, 1).toAlignedRect();
    const QRect five = m_board->candidateRect(EmptyCell, 5).toAlignedRect();
    QVERIFY(countPixels(image, one, colors.paintFill[0]) > one.width() * one.height() / 3);
    QCOMPARE(countPixels(image, five, colors.paintFill[0]), 0);
    QVERIFY(countPixels(image, m_board->cellRect(GivenCell), colors.paintInk[1]) > 20); // the outline

    Highlight highlight;
    highlight.raise(GivenCell, CellCue::Pattern);
    highlight.marks.push_back({EmptyCell, 1, MarkCue::Eliminate});
    m_board->setHighlight(highlight);
    image = m_board->grab().toImage();
    QCOMPARE(image.pixelColor(corner(GivenCell)).rgb(), colors.tint(CellCue::Pattern).rgb());
    QCOMPARE(countPixels(image, one, colors.paintFill[0]), 0);
    QCOMPARE(image.pixelColor(corner(PlayerCell)).rgb(), colors.paintTint[5].rgb()); // untouched by it
    m_board->setHighlight({});
    m_board->setPaused(true);
    image = m_board->grab().toImage();
    QCOMPARE(image.pixelColor(corner(GivenCell)).rgb(), colors.background.rgb());
    QCOMPARE(countPixels(image, one, colors.paintFill[0]), 0);
}

// With a pen taken up, a click paints the candidate under the pointer, else the cell; a digit
// paints that candidate and Enter the cell, Delete clears the cell's colours; Shift+digit
// still pencils; Esc puts the pen down, and the keys enter digits again.
void TestBoardWidget::colourPenPaintsByClickAndKeys()
{
    BoardWidget::PencilMarks marks{};
    marks[EmptyCell] = Candidates::single(1) | Candidates::single(5);
    m_board->setPencilMarks(marks);
    QSignalSpy pen(m_board.get(), &BoardWidget::colourPenChanged);
    QSignalSpy cells(m_board.get(), &BoardWidget::cellColoured);
    QSignalSpy candidates(m_board.get(), &BoardWidget::candidateColoured);
    QSignalSpy cleared(m_board.get(), &BoardWidget::coloursCleared);
    EntrySpy entries(m_board.get());

    m_board->setColourPen(3);
    QCOMPARE(pen.size(), 1);
    QCOMPARE(m_board->cursor().shape(), Qt::CrossCursor);
    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, m_board->candidateRect(EmptyCell, 5).center().toPoint());
    QCOMPARE(candidates.size(), 1);
    QCOMPARE(candidates.takeFirst(), (QList<QVariant>{EmptyCell, 5, 3}));
    // Where 9 would stand: no such pencil mark, so the cell.
    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, m_board->candidateRect(EmptyCell, 9).center().toPoint());
    QCOMPARE(cells.size(), 1);
    QCOMPARE(cells.takeFirst(), (QList<QVariant>{EmptyCell, 3}));
    QCOMPARE(m_board->selectedCell(), EmptyCell);

    sendKey(Qt::Key_7);
    QCOMPARE(candidates.takeFirst(), (QList<QVariant>{EmptyCell, 7, 3}));
    sendKey(Qt::Key_Return);
    QCOMPARE(cells.takeFirst(), (QList<QVariant>{EmptyCell, 3}));
    sendKey(Qt::Key_Delete);
    QCOMPARE(cleared.takeFirst(), (QList<QVariant>{EmptyCell}));
    sendKey(Qt::Key_3, Qt::ShiftModifier);
    QCOMPARE(entries.take(), QStringList{QStringLiteral("pencilMarkToggled(2, 3)")});

    sendKey(Qt::Key_Escape);
    QCOMPARE(m_board->colourPen(), 0);
    QCOMPARE(pen.size(), 2);
    QCOMPARE(m_board->cursor().shape(), Qt::ArrowCursor);
    sendKey(Qt::Key_7);
    QCOMPARE(entries.take(), QStringList{QStringLiteral("digitEntered(2, 7)")});
    QVERIFY(candidates.isEmpty() && cells.isEmpty());
}

void TestBoardWidget::controlsStandOut_data()
{
    QTest::addColumn<theme::Theme>("theme");
    QTest::newRow("Light theme") << theme::Theme::Light;
    QTest::newRow("Dark theme") << theme::Theme::Dark;
}

// The edge of an unchecked check box and radio button, and of every legend swatch, stands 3:1
// from the window (WCAG's contrast for a control's parts): Fusion's own edge measured 1.1:1 on
// Dark, as did the swatch of a step's unit, a pale tint edged in the board's cell line.
void TestBoardWidget::controlsStandOut()
{
    QFETCH(theme::Theme, theme);
    theme::apply(theme);
    const auto restore = qScopeGuard([] { theme::apply(theme::Theme::System); });
    const QPalette palette = QApplication::palette();
    const QColor window = palette.color(QPalette::Window);
    QVERIFY(contrastRatio(controlEdge(palette), window) >= 3.0);

    // All round the indicator's edge: at the middle of each side (of the box, or of the square
    // round the circle), a pixel within two of the edge that stands 3:1 from the window.
    const auto standsOut = [&](QWidget &control, QStyle::SubElement indicator) {
        control.setPalette(palette);
        control.resize(control.sizeHint());
        const QImage image = control.grab().toImage();
        QStyleOptionButton option;
        option.initFrom(&control);
        const QRect rect = control.style()->subElementRect(indicator, &option, &control);
        const QPoint centre = rect.center();
        const std::array<QPoint, 4> sides = {QPoint(centre.x(), rect.top()), QPoint(centre.x(), rect.bottom()),
                                             QPoint(rect.left(), centre.y()), QPoint(rect.right(), centre.y())};
        QStringList missing;
        for (const QPoint side : sides) {
            const QPoint inward = (centre - side) / std::max(1, (centre - side).manhattanLength());
            bool found = false;
            for (int step = 0; step <= 2 && !found; ++step)
                found = contrastRatio(image.pixelColor(side + step * inward), window) >= 3.0;
            if (!found)
                missing << QStringLiteral("(%1,%2)").arg(side.x()).arg(side.y());
        }
        return missing.join(QLatin1Char(' '));
    };
    QCheckBox box(QStringLiteral("Chains in Eureka notation"));
    const QString boxMissing = standsOut(box, QStyle::SE_CheckBoxIndicator);
    QVERIFY2(boxMissing.isEmpty(), qPrintable(QStringLiteral("check box edge faint at ") + boxMissing));
    QRadioButton radio(QStringLiteral("Easy"));
    const QString radioMissing = standsOut(radio, QStyle::SE_RadioButtonIndicator);
    QVERIFY2(radioMissing.isEmpty(), qPrintable(QStringLiteral("radio button edge faint at ") + radioMissing));

    Legend legend;
    legend.setPalette(palette);
    legend.resize(legend.sizeHint());
    const QImage image = legend.grab().toImage();
    const int side = legend.fontMetrics().height() + 6; // Legend::swatchSide
    const int rowHeight = legend.sizeHint().height() / ((static_cast<int>(legend.labels().size()) + 1) / 2);
    for (int row = 0; row < (static_cast<int>(legend.labels().size()) + 1) / 2; ++row) {
        const QColor edge = image.pixelColor(side / 2, row * rowHeight); // the swatch's top edge
        QVERIFY2(contrastRatio(edge, window) >= 3.0,
                 qPrintable(QStringLiteral("swatch %1: edge %2 on %3").arg(row).arg(edge.name(), window.name())));
    }
}

void TestBoardWidget::highlightHidesSelectionShading()
{
    const BoardColors colors = m_board->colors();
    m_board->setSelectedCell(GivenCell);
    const QRect peer = m_board->cellRect(1); // r1c2, in the selected cell's row
    QCOMPARE(m_board->grab().toImage().pixelColor(peer.center() + QPoint(0, peer.height() / 3)).rgb(), colors.peer.rgb());
    Highlight highlight;
    highlight.raise(MiddleCell, CellCue::Pattern);
    m_board->setHighlight(highlight);
    // The highlight speaks alone: the row is plain again, the highlighted cell tinted.
    const QImage image = m_board->grab().toImage();
    QCOMPARE(image.pixelColor(peer.center() + QPoint(0, peer.height() / 3)).rgb(), colors.background.rgb());
    QCOMPARE(image.pixelColor(m_board->cellRect(MiddleCell).topLeft() + QPoint(3, 3)).rgb(),
             colors.tint(CellCue::Pattern).rgb());
    // Without selection shading (an animation), the selected cell is plain as well.
    m_board->setHighlight({});
    m_board->setSelectionVisible(false);
    QCOMPARE(m_board->grab().toImage().pixelColor(m_board->cellRect(GivenCell).topLeft() + QPoint(3, 3)).rgb(),
             colors.background.rgb());
}

void TestBoardWidget::linkInkDiffersFromEveryCue_data()
{
    highlightCuesDifferInEveryColourVision_data();
}

void TestBoardWidget::linkInkDiffersFromEveryCue()
{
    usePaletteOfRow();
    QFETCH(Vision, vision);
    const BoardColors colors = m_board->colors();
    // Every ink that may sit beside a link: the frames and crosses of the cell cues, the
    // candidate marks, a conflict and a mistake, and the digits themselves.
    QList<QPair<QString, QColor>> inks;
    for (const CellCue cue : {CellCue::Try, CellCue::Place, CellCue::Guess, CellCue::Backtrack, CellCue::Contradiction})
        inks.append({QStringLiteral("cue %1").arg(static_cast<int>(cue)), colors.ink(cue)});
    for (const MarkCue cue : {MarkCue::Pattern, MarkCue::Place, MarkCue::Eliminate})
        inks.append({QStringLiteral("mark %1").arg(static_cast<int>(cue)), colors.ink(cue)});
    inks.append({QStringLiteral("conflict"), colors.conflict});
    inks.append({QStringLiteral("mistake"), colors.mistake});
    inks.append({QStringLiteral("given"), colors.given});
    inks.append({QStringLiteral("player"), colors.player});
    double closest = 1e9;
    QString closestName;
    for (const auto &[name, ink] : inks) {
        const double distance = distanceAsSeen(colors.link, ink, vision);
        if (distance < closest) {
            closest = distance;
            closestName = name;
        }
    }
    qInfo("link ink %s: closest ink ΔE %.1f (%s)", qPrintable(colors.link.name()), closest, qPrintable(closestName));
    QVERIFY2(closest >= 12, qPrintable(QStringLiteral("%1: ΔE %2").arg(closestName).arg(closest)));
}

namespace {

// How far apart two colours are, channel by channel.
int rgbDistance(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// The share of points along a painted line that show the link's ink (nearer it than the
// background, as a smoothed edge may be).
double inkedShare(const QImage &image, const QPainterPath &line, const BoardColors &colors, qreal ratio)
{
    int inked = 0;
    int samples = 0;
    for (qreal t = 0.15; t <= 0.85; t += 0.005) {
        const QPointF point = line.pointAtPercent(t) * ratio;
        const QColor pixel = image.pixelColor(qFloor(point.x()), qFloor(point.y()));
        ++samples;
        if (2 * rgbDistance(pixel, colors.link) < rgbDistance(pixel, colors.background))
            ++inked;
    }
    return static_cast<double>(inked) / samples;
}

double distanceTo(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// An arrow's tip stops short of its node's mark by a gap of 3 % of a cell (a pixel at least).
bool atTipGap(double beyondMark, double cell)
{
    return beyondMark > -0.5 && beyondMark < std::max(1.0, cell * 0.03) + 0.5;
}

} // namespace

void TestBoardWidget::paintsChainLinks_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<int>("side");
    QTest::newRow("light, 540") << QApplication::palette() << 540;
    QTest::newRow("dark, 540") << darkPalette() << 540;
    QTest::newRow("light, 1080 (200 %)") << QApplication::palette() << 1080;
    QTest::newRow("dark, 1080 (200 %)") << darkPalette() << 1080;
    QTest::newRow("light, smallest") << QApplication::palette() << 270;
    QTest::newRow("Dark theme, 540") << theme::darkPalette() << 540;
}

void TestBoardWidget::paintsChainLinks()
{
    usePaletteOfRow();
    QFETCH(int, side);
    m_board->resize(side, side);
    QTRY_COMPARE(m_board->size(), QSize(side, side));
    const BoardColors colors = m_board->colors();
    // r1c3 is 1, so r1c4 is not 1 (weak); r2c3 is not 5, so r2c2 is 5 (strong). Nothing
    // lies between the ends: both straight.
    Highlight highlight;
    highlight.links.push_back({{{EmptyCell}, 1}, {{PlayerCell}, 1}, false});
    highlight.links.push_back({{{11}, 5}, {{10}, 5}, true});
    m_board->setHighlight(highlight);
    QVERIFY(!m_board->highlight().isEmpty());

    const std::vector<BoardWidget::LinkShape> shapes = m_board->linkShapes();
    QCOMPARE(shapes.size(), std::size_t{2});
    QVERIFY(!shapes[0].strong);
    QVERIFY(shapes[1].strong);
    const qreal radius = m_board->markRadius();
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const LinkCue &link = highlight.links[i];
        const BoardWidget::LinkShape &shape = shapes[i];
        QVERIFY(!shape.bent);
        const QPointF from = m_board->candidateRect(link.from.cells.front(), link.from.digit).center();
        const QPointF to = m_board->candidateRect(link.to.cells.front(), link.to.digit).center();
        // From the edge of the first mark to the edge of the second: the tip stops a hair's
        // breadth (tipGap) before it.
        QVERIFY(qAbs(distanceTo(shape.line.pointAtPercent(0), from) - radius) < 1.0);
        QCOMPARE(shape.head.size(), 3);
        const QPointF tip = shape.head.front();
        QVERIFY(atTipGap(distanceTo(tip, to) - radius, m_board->cellRect(0).width()));
        // The arrow points at the node the link concludes.
        const QPointF base = (shape.head[1] + shape.head[2]) / 2;
        QVERIFY(distanceTo(tip, to) < distanceTo(base, to));
        QVERIFY(distanceTo(tip, from) > distanceTo(base, from));
        // The line runs into the head.
        QVERIFY(shape.head.containsPoint(shape.line.pointAtPercent(1), Qt::OddEvenFill)
                || distanceTo(shape.line.pointAtPercent(1), base) < 1.0);
    }

    const QImage image = m_board->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    // Solid: inked all along; dashed: dashes and gaps.
    const double solid = inkedShare(image, shapes[1].line, colors, ratio);
    const double dashed = inkedShare(image, shapes[0].line, colors, ratio);
    QVERIFY2(solid > 0.9, qPrintable(QString::number(solid)));
    QVERIFY2(dashed > 0.3 && dashed < 0.85, qPrintable(QString::number(dashed)));
    // A solid line across: at least two pixels thick, more on a large board.
    const QPointF middle = shapes[1].line.pointAtPercent(0.5);
    int thickness = 0;
    for (int dy = -8; dy <= 8; ++dy) {
        const QColor pixel = image.pixelColor(qFloor(middle.x() * ratio), qFloor(middle.y() * ratio) + dy);
        thickness += 2 * rgbDistance(pixel, colors.link) < rgbDistance(pixel, colors.background) ? 1 : 0;
    }
    QVERIFY2(thickness >= (side >= 1080 ? 3 : 2), qPrintable(QString::number(thickness)));
    // Heads are filled in the link's ink.
    for (const BoardWidget::LinkShape &shape : shapes) {
        const QPointF centre = (shape.head[0] + shape.head[1] + shape.head[2]) / 3 * ratio;
        QVERIFY(rgbDistance(image.pixelColor(qFloor(centre.x()), qFloor(centre.y())), colors.link) < 60);
    }

    // Paused, the board shows nothing of the position: no links either.
    m_board->setPaused(true);
    const QImage paused = m_board->grab().toImage();
    QCOMPARE(inkedShare(paused, shapes[1].line, colors, ratio), 0.0);
}

void TestBoardWidget::linksBendAroundMarkedCandidates_data()
{
    QTest::addColumn<int>("digit");
    // Digit 1 sits on the top row of a cell's marks: in row 1 a link on it can only bend down.
    QTest::newRow("1, at the board's top") << 1;
    QTest::newRow("3, at the board's top") << 3;
    QTest::newRow("7, at the bottom of the cells") << 7;
    QTest::newRow("9, at the bottom of the cells") << 9;
}

void TestBoardWidget::linksBendAroundMarkedCandidates()
{
    QFETCH(int, digit);
    // r1c3 to r1c9 on the digit: the straight line passes r1c4, r1c6, r1c7 and r1c8 (and
    // clears the given 7 of r1c5: the digit's marks are above or below it).
    Highlight highlight;
    highlight.links.push_back({{{EmptyCell}, digit}, {{8}, digit}, true});
    m_board->setHighlight(highlight);
    QVERIFY(!m_board->linkShapes().front().bent);

    // The same digit marked in r1c6 (a node of the chain, say) lies in the way: the link bends
    // around it and stays on the board.
    constexpr int InTheWay = 5; // r1c6
    highlight.marks.push_back({InTheWay, digit, MarkCue::Pattern});
    m_board->setHighlight(highlight);
    const BoardWidget::LinkShape shape = m_board->linkShapes().front();
    QVERIFY(shape.bent);
    const QPointF obstacle = m_board->candidateRect(InTheWay, digit).center();
    const QRectF board = m_board->boardRect();
    for (qreal t = 0; t <= 1.0; t += 0.01) {
        const QPointF point = shape.line.pointAtPercent(t);
        QVERIFY2(distanceTo(point, obstacle) >= m_board->markRadius(),
                 qPrintable(QStringLiteral("t=%1: %2 from the mark").arg(t).arg(distanceTo(point, obstacle))));
        QVERIFY(board.contains(point));
    }
    // The head still ends at the far node's mark.
    const QPointF to = m_board->candidateRect(8, digit).center();
    QVERIFY(atTipGap(distanceTo(shape.head.front(), to) - m_board->markRadius(), m_board->cellRect(0).width()));
}

void TestBoardWidget::linksBetweenNeighbouringCandidatesArcOut()
{
    // r1c3 is not 5, so it is 6: marks side by side, too close for a straight arrow.
    Highlight highlight;
    highlight.links.push_back({{{EmptyCell}, 5}, {{EmptyCell}, 6}, true});
    m_board->setHighlight(highlight);
    const BoardWidget::LinkShape shape = m_board->linkShapes().front();
    QVERIFY(shape.bent);
    QVERIFY(shape.line.length() > m_board->markRadius());
    const QPointF from = m_board->candidateRect(EmptyCell, 5).center();
    const QPointF to = m_board->candidateRect(EmptyCell, 6).center();
    QVERIFY(atTipGap(distanceTo(shape.head.front(), to) - m_board->markRadius(), m_board->cellRect(0).width()));
    QVERIFY(qAbs(distanceTo(shape.line.pointAtPercent(0), from) - m_board->markRadius()) < 1.0);
}

void TestBoardWidget::groupNodeIsOneShape()
{
    // r2c2 or r2c3 is 4 (a group in row 2 and box 1), so r1c3 is not 4.
    Highlight highlight;
    const LinkEnd group{{10, 11}, 4};
    const LinkEnd empty{{EmptyCell}, 4};
    const LinkEnd player{{PlayerCell}, 4};
    highlight.links.push_back({group, empty, false});
    highlight.links.push_back({player, group, true});
    m_board->setHighlight(highlight);
    const std::vector<QRectF> groups = m_board->groupShapes();
    QCOMPARE(groups.size(), std::size_t{1}); // one shape, however many links touch it
    for (const int cell : group.cells) {
        const QRectF mark = m_board->candidateRect(cell, 4);
        QVERIFY(groups.front().contains(mark.center() + QPointF(m_board->markRadius(), 0)));
        QVERIFY(groups.front().contains(mark.center() - QPointF(m_board->markRadius(), 0)));
    }
    // Links start on the shape's edge and end a hair's breadth before it.
    const qreal gap = m_board->cellRect(0).width() * 0.03 + 1;
    const auto onEdge = [&](QPointF point) {
        const QRectF shape = groups.front();
        const qreal fromEdge = std::min({std::abs(point.x() - shape.left()), std::abs(point.x() - shape.right()),
                                         std::abs(point.y() - shape.top()), std::abs(point.y() - shape.bottom())});
        return shape.adjusted(-gap, -gap, gap, gap).contains(point) && fromEdge < gap;
    };
    const std::vector<BoardWidget::LinkShape> shapes = m_board->linkShapes();
    QCOMPARE(shapes.size(), std::size_t{2});
    QVERIFY(onEdge(shapes[0].line.pointAtPercent(0)));
    QVERIFY(onEdge(shapes[1].head.front()));
    // Drawn: the shape's outline is in the link's ink.
    const QImage image = m_board->grab().toImage();
    const QRectF shape = groups.front();
    int inked = 0;
    for (qreal x = shape.left() + shape.width() * 0.3; x < shape.right() - shape.width() * 0.3; x += 1)
        inked += rgbDistance(image.pixelColor(qFloor(x), qFloor(shape.top())), m_board->colors().link) < 120 ? 1 : 0;
    QVERIFY2(inked > shape.width() * 0.2, qPrintable(QString::number(inked)));
}

namespace {

// The board just before the first step of `puzzle` that reads as lines (a forcing step), as
// the hint finds it, and that step; nothing when the puzzle has none.
std::optional<std::pair<Board, Step>> beforeFirstForcingStep(const std::string &puzzle)
{
    const auto read = readPuzzle(puzzle);
    if (!read.grid)
        return std::nullopt;
    Board board = Board::fromGrid(*read.grid);
    while (std::optional<Step> step = findStep(board)) {
        if (readsAsLines(*step))
            return std::pair{board, *step};
        applyStep(board, *step);
    }
    return std::nullopt;
}

void showBoard(BoardWidget &widget, const Board &board)
{
    widget.setGrid(board.grid);
    BoardWidget::PencilMarks marks{};
    for (int cell = 0; cell < board.grid.cellCount(); ++cell)
        marks[static_cast<std::size_t>(cell)] = board.candidates[static_cast<std::size_t>(cell)];
    widget.setPencilMarks(marks);
}

} // namespace

void TestBoardWidget::forcingChainLinksCrossNoInk_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<int>("side");
    // Sudoku Explainer rates these 8.5 and above (tests/data/README.md): their first forcing
    // step, with every candidate pencilled in, at the board of a 900×720 window and a large one.
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/forcing_hints.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    int line = 0;
    while (!file.atEnd()) {
        const QString puzzle = QString::fromLatin1(file.readLine()).trimmed();
        ++line;
        if (puzzle.isEmpty())
            continue;
        for (const int side : {640, 1000})
            QTest::addRow("line %d, %d px", line, side) << puzzle << side;
    }
}

// Links run between the candidates: no line, arrow head or number covers a digit or a
// candidate outside the chain, on every branch of the step.
void TestBoardWidget::forcingChainLinksCrossNoInk()
{
    QFETCH(QString, puzzle);
    QFETCH(int, side);
    const auto found = beforeFirstForcingStep(puzzle.toStdString());
    QVERIFY2(found, "no forcing step");
    const auto &[board, step] = *found;
    m_board->resize(side, side);
    QTRY_COMPARE(m_board->size(), QSize(side, side));
    showBoard(*m_board, board);
    const qreal cell = m_board->cellRect(0).width();
    const qreal pen = std::max(1.5, cell * 0.045);
    int links = 0;
    for (std::size_t branch = 0; branch < branchCount(step); ++branch) {
        m_board->setHighlight(Highlight::ofStep(step, branch));
        std::vector<LinkRouter::Ink> foreign;
        for (const LinkRouter::Ink &ink : m_board->linkObstacles()) {
            if (ink.key < 0)
                foreign.push_back(ink);
        }
        QVERIFY(foreign.size() > 20); // the digits and pencil marks are there
        QPainterPathStroker stroker;
        stroker.setWidth(pen);
        for (const BoardWidget::LinkShape &shape : m_board->linkShapes()) {
            ++links;
            const QPainterPath stroke = stroker.createStroke(shape.line);
            QPainterPath head;
            head.addPolygon(shape.head);
            for (const LinkRouter::Ink &ink : foreign) {
                QVERIFY2(!stroke.intersects(ink.rect) && !head.intersects(ink.rect),
                         qPrintable(QStringLiteral("branch %1, link %2 (its %5) crosses ink at (%3, %4)")
                                        .arg(branch + 1).arg(shape.number)
                                        .arg(ink.rect.center().x()).arg(ink.rect.center().y())
                                        .arg(stroke.intersects(ink.rect) ? QStringLiteral("line") : QStringLiteral("head"))));
            }
        }
    }
    QVERIFY(links > 0);
}

// A forcing step's links carry the numbers of the lines that tell them: the link into a
// node is numbered as its line, and every node after the first has one.
void TestBoardWidget::linkNumbersMatchTheLines()
{
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/forcing_hints.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const auto found = beforeFirstForcingStep(QString::fromLatin1(file.readLine()).trimmed().toStdString());
    QVERIFY(found);
    const Step &step = found->second;
    const Highlight highlight = Highlight::ofStep(step, 0);
    const std::vector<ChainLine> lines = chainLines(step, 0);
    std::set<int> numbered;
    for (const LinkCue &link : highlight.links) {
        QVERIFY(link.line > 0);
        numbered.insert(link.line);
        // The line's node is the link's head.
        const auto line = std::find_if(lines.begin(), lines.end(), [&](const ChainLine &each) {
            return each.depth == 0 && each.number == link.line;
        });
        QVERIFY(line != lines.end());
        const ChainNode &node = step.chains[0].nodes[static_cast<std::size_t>(line->node)];
        QCOMPARE(link.to.cells, node.cells);
        QCOMPARE(link.to.digit, node.digit);
    }
    QCOMPARE(numbered.size(), step.chains[0].nodes.size() - 1);
    // A chain step that reads as one sentence has no numbers.
    Step chain = step;
    chain.technique = Technique::XChain;
    chain.chains.resize(1);
    if (!readsAsLines(chain)) {
        for (const LinkCue &link : Highlight::ofStep(chain, 0).links)
            QCOMPARE(link.line, 0);
    }
}

// The pointer on a link names its line (the hint panel shows it), and a line set from the
// text stands out on the board.
void TestBoardWidget::pointingAtALinkNamesItsLine()
{
    Highlight highlight;
    highlight.links.push_back({{{EmptyCell}, 1}, {{8}, 1}, true, 4});
    m_board->setHighlight(highlight);
    const std::vector<BoardWidget::LinkShape> shapes = m_board->linkShapes();
    QCOMPARE(shapes.size(), std::size_t{1});
    QCOMPARE(shapes.front().number, 4);
    QSignalSpy hovered(m_board.get(), &BoardWidget::linkHovered);
    const QPointF middle = shapes.front().line.pointAtPercent(0.5);
    QCOMPARE(m_board->linkLineAt(middle), 4);
    QTest::mouseMove(m_board.get(), middle.toPoint());
    QTRY_COMPARE(hovered.size(), 1);
    QCOMPARE(hovered.front().front().toInt(), 4);
    QCOMPARE(m_board->emphasisedLine(), 4);
    // Off the link: nothing named.
    const QPoint away = m_board->cellRect(80).center();
    QCOMPARE(m_board->linkLineAt(away), 0);
    QTest::mouseMove(m_board.get(), away);
    QTRY_COMPARE(hovered.size(), 2);
    QCOMPARE(hovered.back().front().toInt(), 0);
    m_board->setEmphasisedLine(4);
    QCOMPARE(m_board->emphasisedLine(), 4);
}

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
