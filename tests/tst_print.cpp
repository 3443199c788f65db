// SPDX-License-Identifier: GPL-3.0-or-later
// Printing: PDFs written as a player would get them, rasterised by poppler (pdftoppm) and read
// by pixel — the grid's lines where the layout puts them, the givens' digits in their cells
// and nothing in empty ones, the solution page full, the booklet's grids and page count, and
// the Print dialog's booklet made by the generator and exported.
#include "printdialog.h"
#include "boardmetrics.h"
#include "printlayout.h"
#include "testgrids.h"

#include <QCheckBox>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QPdfWriter>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtMath>

#include <optional>

using namespace sudoku;

namespace {

constexpr int Dpi = 150;

PrintedPuzzle top95()
{
    PrintedPuzzle puzzle;
    puzzle.grid = test::gridFromLine(test::Top95First);
    puzzle.solution = test::gridFromLine(test::Top95FirstSolution);
    puzzle.heading = QStringLiteral("Expert · 7.2");
    puzzle.details = QStringLiteral("top95 #1");
    return puzzle;
}

QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(-1) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pageCountOf(const QString &pdf)
{
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    for (const QString &line : info.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Pages:")))
            return line.mid(6).trimmed().toInt();
    }
    return -1;
}

// Page `page` (from 1) at Dpi, in grey.
QImage rasterise(const QString &pdf, int page)
{
    const QString out = pdf + QStringLiteral("-page");
    run(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QString::number(Dpi), QStringLiteral("-gray"),
                                     QStringLiteral("-png"), QStringLiteral("-f"), QString::number(page),
                                     QStringLiteral("-l"), QString::number(page), QStringLiteral("-singlefile"), pdf,
                                     out});
    return QImage(out + QStringLiteral(".png")).convertToFormat(QImage::Format_Grayscale8);
}

// Where the layout puts slot `slot`'s grid on the rasterised page.
QRectF gridOnPage(QPdfWriter &writer, int slot, int perPage)
{
    const int resolution = writer.resolution();
    const QRectF paint = writer.pageLayout().paintRectPixels(resolution);
    const PageGeometry geometry(PageGeometry::printableArea(writer.pageLayout(), resolution), resolution);
    const QRectF grid = geometry.gridRect(slot, perPage).translated(paint.topLeft());
    const qreal scale = qreal(Dpi) / resolution;
    return {grid.left() * scale, grid.top() * scale, grid.width() * scale, grid.height() * scale};
}

bool isDark(int value)
{
    return value < 110;
}

// The darkest pixel within `radius` of p.
int darkest(const QImage &image, QPointF p, int radius)
{
    int least = 255;
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint at(qRound(p.x()) + dx, qRound(p.y()) + dy);
            if (image.rect().contains(at))
                least = std::min(least, qGray(image.pixel(at)));
        }
    return least;
}

// Dark pixels in the middle 60 % of cell `cell` of the grid at `grid`.
int inkInCell(const QImage &image, const QRectF &grid, int cell)
{
    const qreal side = grid.width() / 9;
    const QRectF box(grid.left() + (cell % 9) * side, grid.top() + (cell / 9) * side, side, side);
    const QRectF inner = box.adjusted(side * 0.2, side * 0.2, -side * 0.2, -side * 0.2);
    int count = 0;
    for (int y = qCeil(inner.top()); y < inner.bottom(); ++y)
        for (int x = qCeil(inner.left()); x < inner.right(); ++x)
            count += isDark(qGray(image.pixel(x, y))) ? 1 : 0;
    return count;
}

// Every one of the ten lines of each direction is dark where the layout puts it.
void verifyGridLines(const QImage &image, const QRectF &grid)
{
    const qreal side = grid.width() / 9;
    for (int i = 0; i <= 9; ++i) {
        const QPointF vertical(grid.left() + i * side, grid.top() + side / 2);
        const QPointF horizontal(grid.left() + side / 2, grid.top() + i * side);
        QVERIFY2(isDark(darkest(image, vertical, 2)), qPrintable(QStringLiteral("vertical line %1").arg(i)));
        QVERIFY2(isDark(darkest(image, horizontal, 2)), qPrintable(QStringLiteral("horizontal line %1").arg(i)));
    }
    // Between the lines, inside a cell's corner, the paper is white.
    QCOMPARE(darkest(image, QPointF(grid.left() + side * 0.12, grid.top() + side * 0.12), 1) > 200, true);
}

// The first puzzle of tests/data/nxn_golden.txt with that box and one solution, and that
// solution (box:puzzle:count:solution).
PrintedPuzzle goldenPuzzle(const QByteArray &box)
{
    PrintedPuzzle puzzle;
    const std::optional<Shape> shape = Shape::fromBoxName(box.toStdString());
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/nxn_golden.txt"));
    if (!shape || !file.open(QIODevice::ReadOnly | QIODevice::Text))
        return puzzle;
    while (!file.atEnd()) {
        const QList<QByteArray> fields = file.readLine().trimmed().split(':');
        if (fields.size() == 4 && fields[0] == box && fields[2] == "1") {
            puzzle.grid = test::gridFromLine(fields[1].toStdString(), *shape);
            puzzle.solution = test::gridFromLine(fields[3].toStdString(), *shape);
            puzzle.heading = QStringLiteral("Easy · 1.2");
            puzzle.details = QStringLiteral("nxn_golden %1").arg(QLatin1String(box));
            break;
        }
    }
    return puzzle;
}

// Dark pixels in the middle 60 % of cell `cell` of an n×n grid at `grid`.
int inkInCell(const QImage &image, const QRectF &grid, int cell, int n)
{
    const qreal side = grid.width() / n;
    const QRectF box(grid.left() + (cell % n) * side, grid.top() + (cell / n) * side, side, side);
    const QRectF inner = box.adjusted(side * 0.2, side * 0.2, -side * 0.2, -side * 0.2);
    int count = 0;
    for (int y = qCeil(inner.top()); y < inner.bottom(); ++y)
        for (int x = qCeil(inner.left()); x < inner.right(); ++x)
            count += isDark(qGray(image.pixel(x, y))) ? 1 : 0;
    return count;
}

// How wide the dark line near `p` is, across it (along x for a vertical line): the run of dark
// pixels through the nearest dark one within 2 pixels of p; 0 when there is none.
int lineWidth(const QImage &image, QPointF p, bool vertical)
{
    const QPoint step = vertical ? QPoint(1, 0) : QPoint(0, 1);
    const QPoint centre(qRound(p.x()), qRound(p.y()));
    const auto dark = [&image](QPoint at) { return image.rect().contains(at) && isDark(qGray(image.pixel(at))); };
    for (const int d : {0, -1, 1, -2, 2}) {
        const QPoint start = centre + d * step;
        if (!dark(start))
            continue;
        int width = 1;
        for (QPoint at = start + step; dark(at); at += step)
            ++width;
        for (QPoint at = start - step; dark(at); at -= step)
            ++width;
        return width;
    }
    return 0;
}

// The n + 1 lines of each direction are dark where the layout puts them, the box lines wider
// than the cell lines: vertical box lines every boxColumns cells, horizontal every boxRows.
void verifyGridLines(const QImage &image, const QRectF &grid, Shape shape)
{
    const int n = shape.size();
    const qreal side = grid.width() / n;
    int thinnestBoxLine = 1000;
    int widestCellLine = 0;
    for (int i = 0; i <= n; ++i) {
        const QPointF vertical(grid.left() + i * side, grid.top() + side * 0.1);
        const QPointF horizontal(grid.left() + side * 0.1, grid.top() + i * side);
        const int verticalWidth = lineWidth(image, vertical, true);
        const int horizontalWidth = lineWidth(image, horizontal, false);
        QVERIFY2(verticalWidth > 0, qPrintable(QStringLiteral("vertical line %1").arg(i)));
        QVERIFY2(horizontalWidth > 0, qPrintable(QStringLiteral("horizontal line %1").arg(i)));
        for (const auto &[width, boxLine] : {std::pair{verticalWidth, i % shape.boxColumns == 0},
                                             std::pair{horizontalWidth, i % shape.boxRows == 0}}) {
            if (boxLine)
                thinnestBoxLine = std::min(thinnestBoxLine, width);
            else
                widestCellLine = std::max(widestCellLine, width);
        }
    }
    QVERIFY2(thinnestBoxLine > widestCellLine,
             qPrintable(QStringLiteral("box lines %1 px, cell lines %2 px").arg(thinnestBoxLine).arg(widestCellLine)));
    // Between the lines, inside a cell's corner, the paper is white.
    QCOMPARE(darkest(image, QPointF(grid.left() + side * 0.15, grid.top() + side * 0.15), 1) > 200, true);
}

} // namespace

class TestPrint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void onePuzzleAndItsSolution();
    void playersDigitsAndMarks();
    void bookletPages_data();
    void bookletPages();
    void dialogMakesABooklet();
    void unwritableFileIsSaid();
    void variantsPrintTheirRules();
    void everySizePrints_data();
    void everySizePrints();
    void dialogPrintsALargeBoard();
    void solutionOfferedWhenFound();

private:
    QTemporaryDir m_dir;
};

void TestPrint::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *tool : {"pdfinfo", "pdftoppm"})
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                 "poppler-utils (pdfinfo, pdftoppm) is needed: scripts/test.sh installs it");
}

void TestPrint::onePuzzleAndItsSolution()
{
    const QString pdf = m_dir.filePath(QStringLiteral("one.pdf"));
    QPdfWriter writer(pdf);
    writer.setPageSize(QPageSize(QPageSize::A4));
    const PrintLayout layout{1, true, QStringLiteral("Sudoku Studio")};
    QVERIFY(printPuzzles(writer, {top95()}, layout));
    const QRectF grid = gridOnPage(writer, 0, 1);
    QCOMPARE(pageCountOf(pdf), 2);
    QCOMPARE(pageCount(1, layout), 2);

    const QImage page = rasterise(pdf, 1);
    QVERIFY(!page.isNull());
    QVERIFY(grid.width() > page.width() * 0.6); // one puzzle large
    verifyGridLines(page, grid);
    const Grid puzzle = test::gridFromLine(test::Top95First);
    for (int cell = 0; cell < 81; ++cell) {
        const int ink = inkInCell(page, grid, cell);
        if (puzzle.digit(cell) != 0)
            QVERIFY2(ink > 20, qPrintable(QStringLiteral("the given in cell %1").arg(cell)));
        else
            QVERIFY2(ink == 0, qPrintable(QStringLiteral("empty cell %1 has ink").arg(cell)));
    }

    const QImage solution = rasterise(pdf, 2);
    verifyGridLines(solution, grid);
    for (int cell = 0; cell < 81; ++cell)
        QVERIFY2(inkInCell(solution, grid, cell) > 20, qPrintable(QStringLiteral("solution cell %1").arg(cell)));
}

// The player's digits print, lighter than the givens, and pencil marks in small print.
void TestPrint::playersDigitsAndMarks()
{
    PrintedPuzzle puzzle = top95();
    puzzle.solution = Grid();
    int first = 0;
    while (puzzle.grid.digit(first) != 0)
        ++first;
    int second = first + 1;
    while (puzzle.grid.digit(second) != 0)
        ++second;
    puzzle.grid.setDigit(first, test::top95FirstSolutionDigit(first));
    puzzle.marks[static_cast<std::size_t>(second)] = Candidates::single(5);
    const QString pdf = m_dir.filePath(QStringLiteral("play.pdf"));
    QPdfWriter writer(pdf);
    QVERIFY(printPuzzles(writer, {puzzle}, PrintLayout{}));
    QCOMPARE(pageCountOf(pdf), 1);
    const QImage page = rasterise(pdf, 1);
    const QRectF grid = gridOnPage(writer, 0, 1);
    QVERIFY(inkInCell(page, grid, first) > 20);
    // A 5 pencilled sits in the middle of its cell, small.
    const int mark = inkInCell(page, grid, second);
    QVERIFY(mark > 0);
    QVERIFY(mark < inkInCell(page, grid, first));
}

void TestPrint::bookletPages_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("pages");
    QTest::newRow("6, 4 a page, solutions 4 a page") << 6 << 4 << 4;
    QTest::newRow("6, 6 a page") << 6 << 6 << 2;
    QTest::newRow("3, 2 a page") << 3 << 2 << 3;
    QTest::newRow("2, 1 a page") << 2 << 1 << 3;
}

void TestPrint::bookletPages()
{
    QFETCH(int, count);
    QFETCH(int, perPage);
    QFETCH(int, pages);
    const std::vector<PrintedPuzzle> puzzles(static_cast<std::size_t>(count), top95());
    const PrintLayout layout{perPage, true, QStringLiteral("Booklet")};
    const QString pdf = m_dir.filePath(QStringLiteral("booklet-%1-%2.pdf").arg(count).arg(perPage));
    QPdfWriter writer(pdf);
    QVERIFY(printPuzzles(writer, puzzles, layout));
    QCOMPARE(pageCount(count, layout), pages);
    QCOMPARE(pageCountOf(pdf), pages);
    // Every grid of the first page is where the layout says, with its lines.
    const QImage page = rasterise(pdf, 1);
    for (int slot = 0; slot < std::min(count, perPage); ++slot)
        verifyGridLines(page, gridOnPage(writer, slot, perPage));
    // Nothing within 10 mm of the paper's edge (QPdfWriter's own margins are 3.2 mm), on a
    // puzzle page and on the last page (solutions).
    for (const QImage &printed : {page, rasterise(pdf, pages)}) {
        const int margin = qFloor(PageGeometry::MinimumMarginMm / 25.4 * Dpi) - 1;
        int inked = 0;
        QPoint first;
        for (int y = 0; y < printed.height(); ++y) {
            for (int x = 0; x < printed.width(); ++x) {
                const bool edge = x < margin || y < margin || x >= printed.width() - margin
                               || y >= printed.height() - margin;
                if (edge && qGray(printed.pixel(x, y)) < 200 && inked++ == 0)
                    first = QPoint(x, y);
            }
        }
        QVERIFY2(inked == 0, qPrintable(QStringLiteral("%1 pixels inked within %2 px of the edge of a %3×%4 page, "
                                                        "the first at (%5, %6)")
                                            .arg(inked).arg(margin).arg(printed.width()).arg(printed.height())
                                            .arg(first.x()).arg(first.y())));
    }
}

// The dialog's booklet: new puzzles from the generator, then the PDF.
void TestPrint::dialogMakesABooklet()
{
    PrintDialog dialog(top95());
    dialog.setWhat(PrintDialog::What::Booklet);
    dialog.setBooklet(Level::Easy, 2, 2, 7);
    QSignalSpy done(&dialog, &PrintDialog::exported);
    const QString pdf = m_dir.filePath(QStringLiteral("dialog.pdf"));
    dialog.exportPdf(pdf);
    QVERIFY(done.wait(60000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    const std::vector<PrintedPuzzle> puzzles = dialog.puzzles();
    QCOMPARE(puzzles.size(), std::size_t{2});
    for (const PrintedPuzzle &puzzle : puzzles) {
        QVERIFY(puzzle.hasSolution());
        QVERIFY(puzzle.grid.givenCount() >= 17);
        QVERIFY(puzzle.heading.contains(QStringLiteral("Easy")));
    }
    QCOMPARE(pageCountOf(pdf), 2); // the two puzzles, then their solutions
    QVERIFY(dialog.statusText().contains(QStringLiteral("dialog.pdf")));
}

void TestPrint::unwritableFileIsSaid()
{
    PrintDialog dialog(top95());
    QSignalSpy done(&dialog, &PrintDialog::exported);
    dialog.exportPdf(m_dir.filePath(QStringLiteral("no/such/folder/out.pdf")));
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.takeFirst().at(0).toBool(), false);
    QVERIFY(dialog.statusText().contains(QStringLiteral("could not be written")));
}

// A variant's rules print as the board shows them: X's diagonals shaded grey, a jigsaw's
// regions edged with box lines (and no box line where its regions run on across the shape's
// boxes), a killer's cages in dashed lines with their sums.
void TestPrint::variantsPrintTheirRules()
{
    const auto printed = [this](const Grid &grid, const QString &name) {
        PrintedPuzzle puzzle;
        puzzle.grid = grid;
        const QString pdf = m_dir.filePath(name + QStringLiteral(".pdf"));
        QPdfWriter writer(pdf);
        writer.setPageSize(QPageSize(QPageSize::A4));
        const bool ok = printPuzzles(writer, {puzzle}, PrintLayout{});
        return std::tuple{ok, rasterise(pdf, 1), gridOnPage(writer, 0, 1)};
    };
    const auto paper = [](const QImage &image, const QRectF &grid, int cell, qreal x, qreal y) {
        const qreal side = grid.width() / 9;
        return qGray(image.pixel(qRound(grid.left() + (cell % 9 + x) * side), qRound(grid.top() + (cell / 9 + y) * side)));
    };

    auto [ok, page, grid] = printed(test::variantGrid(std::string(81, '.'), VariantKind::X), QStringLiteral("x"));
    QVERIFY(ok);
    const int diagonal = paper(page, grid, 10, 0.5, 0.5); // r2c2
    const int off = paper(page, grid, 1, 0.5, 0.5);       // r1c2
    QVERIFY2(diagonal < 240 && diagonal > 180, qPrintable(QString::number(diagonal)));
    QCOMPARE(off, 255);

    const Grid jigsaw = test::variantGrid(test::Nonomino, VariantKind::Jigsaw);
    std::tie(ok, page, grid) = printed(jigsaw, QStringLiteral("jigsaw"));
    QVERIFY(ok);
    const qreal side = grid.width() / 9;
    const std::vector<std::uint8_t> &regions = jigsaw.variant()->regions();
    for (int cell = 0; cell < 81; ++cell) {
        if (cell % 9 == 8 || jigsaw.digit(cell) != 0 || jigsaw.digit(cell + 1) != 0)
            continue;
        const bool apart = regions[static_cast<std::size_t>(cell)] != regions[static_cast<std::size_t>(cell + 1)];
        const QPointF line(grid.left() + (cell % 9 + 1) * side, grid.top() + (cell / 9 + 0.5) * side);
        const int width = lineWidth(page, line, true);
        QVERIFY2(apart ? width >= 4 : width > 0 && width <= 2,
                 qPrintable(QStringLiteral("after cell %1: %2 pixels").arg(cell).arg(width)));
    }

    std::tie(ok, page, grid) = printed(test::variantGrid(test::WikipediaKiller, VariantKind::Killer), QStringLiteral("killer"));
    QVERIFY(ok);
    // r1c1's sum, 3, in its top left corner, and the dashed line inside its left edge.
    int ink = 0;
    for (qreal x = 0.05; x < 0.3; x += 0.02) {
        for (qreal y = 0.05; y < 0.3; y += 0.02)
            ink += isDark(paper(page, grid, 0, x, y)) ? 1 : 0;
    }
    QVERIFY(ink > 0);
    int dashes = 0;
    for (qreal y = 0.3; y < 0.9; y += 0.01)
        dashes += paper(page, grid, 0, CageInset, y) < 200 ? 1 : 0;
    QVERIFY2(dashes > 10 && dashes < 55, qPrintable(QString::number(dashes))); // a dashed line, not a solid one
}

void TestPrint::everySizePrints_data()
{
    QTest::addColumn<QByteArray>("box");
    QTest::addColumn<bool>("marks"); // marks of the board's size in its first empty cell
    QTest::newRow("4x4") << QByteArray("2x2") << false;
    QTest::newRow("6x6, boxes 3x2") << QByteArray("3x2") << false;
    QTest::newRow("6x6, boxes 2x3") << QByteArray("2x3") << false;
    QTest::newRow("12x12, boxes 4x3") << QByteArray("4x3") << false;
    QTest::newRow("16x16") << QByteArray("4x4") << false;
    QTest::newRow("16x16 with marks") << QByteArray("4x4") << true;
    QTest::newRow("25x25") << QByteArray("5x5") << false;
}

// A puzzle of any size and its solution, one large a page: n + 1 lines each way with the
// box's lines thick, the givens' digits (letters above 9) in their cells and nothing in the
// empty ones, every cell of the solution filled. The marks left as PrintedPuzzle has them by
// default (the 81 of a classic board), as the dialog leaves them when play is not printed.
void TestPrint::everySizePrints()
{
    QFETCH(QByteArray, box);
    QFETCH(bool, marks);
    PrintedPuzzle puzzle = goldenPuzzle(box);
    QVERIFY(puzzle.hasSolution());
    const Shape shape = puzzle.grid.shape();
    const int n = shape.size();
    int marked = -1;
    if (marks) {
        marked = 0;
        while (puzzle.grid.digit(marked) != 0)
            ++marked;
        puzzle.marks = CellValues<Candidates>(shape.cellCount());
        Candidates candidates;
        for (const int digit : {1, 10, n})
            candidates.add(digit);
        puzzle.marks[static_cast<std::size_t>(marked)] = candidates;
    }
    const QString pdf = m_dir.filePath(QStringLiteral("size-%1%2.pdf").arg(QLatin1String(box)).arg(QLatin1String(marks ? "-marks" : "")));
    QPdfWriter writer(pdf);
    writer.setPageSize(QPageSize(QPageSize::A4));
    const PrintLayout layout{1, true, QStringLiteral("Sudoku Studio")};
    QVERIFY(printPuzzles(writer, {puzzle}, layout));
    QCOMPARE(pageCountOf(pdf), 2);
    const QRectF grid = gridOnPage(writer, 0, 1);

    const QImage page = rasterise(pdf, 1);
    QVERIFY(!page.isNull());
    verifyGridLines(page, grid, shape);
    if (QTest::currentTestFailed())
        return;
    int leastGivenInk = 1 << 30;
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        const int ink = inkInCell(page, grid, cell, n);
        if (puzzle.grid.digit(cell) != 0) {
            QVERIFY2(ink > 5, qPrintable(QStringLiteral("the given in cell %1").arg(cell)));
            leastGivenInk = std::min(leastGivenInk, ink);
        } else if (cell != marked) {
            QVERIFY2(ink == 0, qPrintable(QStringLiteral("empty cell %1 has ink").arg(cell)));
        }
    }
    if (marks) {
        // Small print: some ink, less than the lightest given's.
        const int ink = inkInCell(page, grid, marked, n);
        QVERIFY(ink > 0);
        QVERIFY2(ink < leastGivenInk, qPrintable(QStringLiteral("%1 against %2").arg(ink).arg(leastGivenInk)));
    }

    const QImage solution = rasterise(pdf, 2);
    verifyGridLines(solution, grid, shape);
    for (int cell = 0; cell < shape.cellCount(); ++cell)
        QVERIFY2(inkInCell(solution, grid, cell, n) > 5, qPrintable(QStringLiteral("solution cell %1").arg(cell)));
}

// Game › Export PDF… on a 16×16 game, without the player's play: the givens alone, the
// solution after (the dialog's marks are then PrintedPuzzle's default, a classic board's).
void TestPrint::dialogPrintsALargeBoard()
{
    PrintedPuzzle current = goldenPuzzle("4x4");
    QVERIFY(current.hasSolution());
    const Shape shape = current.grid.shape();
    int played = 0;
    while (current.grid.digit(played) != 0)
        ++played;
    current.grid.setDigit(played, current.solution.digit(played));
    current.marks = CellValues<Candidates>(shape.cellCount());
    current.marks[static_cast<std::size_t>(played + 1)] = Candidates::single(16);
    PrintDialog dialog(current);
    dialog.setIncludePlay(false);
    dialog.setIncludeSolution(true);
    const std::vector<PrintedPuzzle> puzzles = dialog.puzzles();
    QCOMPARE(puzzles.size(), std::size_t{1});
    QCOMPARE(puzzles.front().grid, current.grid.givensOnly());
    QSignalSpy done(&dialog, &PrintDialog::exported);
    const QString pdf = m_dir.filePath(QStringLiteral("dialog-16.pdf"));
    dialog.exportPdf(pdf);
    QVERIFY(done.count() == 1 || done.wait(60000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    QCOMPARE(pageCountOf(pdf), 2);

    // The dialog's page: the size of the system's country (printdialog.cpp).
    QPdfWriter writer(m_dir.filePath(QStringLiteral("geometry.pdf")));
    writer.setPageSize(QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
                           ? QPageSize(QPageSize::Letter) : QPageSize(QPageSize::A4));
    const QRectF grid = gridOnPage(writer, 0, 1);
    const QImage page = rasterise(pdf, 1);
    verifyGridLines(page, grid, shape);
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        const int ink = inkInCell(page, grid, cell, shape.size());
        if (current.grid.isGiven(cell))
            QVERIFY2(ink > 5, qPrintable(QStringLiteral("the given in cell %1").arg(cell)));
        else
            QVERIFY2(ink == 0, qPrintable(QStringLiteral("cell %1 has ink").arg(cell)));
    }
}

QTEST_MAIN(TestPrint)
// Opened while a large board's solution is still being searched for, the dialog says so under
// the solution choice and offers it once the search gives it; a puzzle without one solution
// says it has none, and never prints a solution page.
void TestPrint::solutionOfferedWhenFound()
{
    const PrintedPuzzle solved = goldenPuzzle("4x4");
    QVERIFY(solved.hasSolution());
    PrintedPuzzle current = solved;
    current.solution = Grid(current.grid.shape());
    PrintDialog dialog(current);
    auto *choice = dialog.findChild<QCheckBox *>(QStringLiteral("includeSolution"));
    QVERIFY(choice);
    QVERIFY(!choice->isEnabled());
    QVERIFY(dialog.solutionNote().contains(QStringLiteral("no single solution")));

    dialog.setSolutionPending();
    QVERIFY(!choice->isEnabled());
    QVERIFY(dialog.solutionNote().contains(QStringLiteral("still being worked out")));
    dialog.setIncludeSolution(true);
    QVERIFY(!dialog.printLayout().solutions);

    dialog.solutionKnown(solved.solution);
    QVERIFY(choice->isEnabled());
    QVERIFY(dialog.solutionNote().isEmpty());
    dialog.setIncludeSolution(true);
    QVERIFY(dialog.printLayout().solutions);
    QCOMPARE(dialog.puzzles().front().solution, solved.solution);

    PrintDialog several(current);
    several.setSolutionPending();
    several.solutionKnown(Grid(current.grid.shape()));
    QVERIFY(!several.findChild<QCheckBox *>(QStringLiteral("includeSolution"))->isEnabled());
    QVERIFY(several.solutionNote().contains(QStringLiteral("no single solution")));
    several.setIncludeSolution(true);
    QVERIFY(!several.printLayout().solutions);
}

#include "tst_print.moc"
