// SPDX-License-Identifier: GPL-3.0-or-later
#include "printlayout.h"

#include "boardmetrics.h"
#include "geometry.h"
#include "language.h"
#include "variantpaint.h"

#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QtMath>

#include <algorithm>

namespace sudoku {

namespace {

// The printed page's messages, in their own translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Print)
};

const QColor Ink(0, 0, 0);
const QColor PlayerInk(80, 80, 80);
const QColor MarkInk(96, 96, 96);
// A variant's diagonals and windows: a grey every ink reads on, in print and in a copy of it.
const QColor ExtraUnitShade(224, 224, 224);

QFont fontOfPixels(qreal pixels, bool bold = false)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, qRound(pixels)));
    font.setBold(bold);
    return font;
}

// One grid of any shape: cell lines, box lines, the digits and, in empty cells, the pencil
// marks in a mini-grid of the box's columns and rows (3×3 on 9×9, 4×4 on 16×16).
void paintGrid(QPainter &painter, const QRectF &rect, const Grid &grid, const CellValues<Candidates> &marks,
               qreal thin, qreal thick)
{
    const Shape shape = grid.shape();
    const int size = shape.size();
    const Geometry &g = grid.geometry();
    const int side = g.frameSide(); // n, or a samurai's 21
    const qreal cell = rect.width() / side;
    const auto cellRect = [&rect, cell, &g](int c) {
        return QRectF(rect.left() + g.columnOf(c) * cell, rect.top() + g.rowOf(c) * cell, cell, cell);
    };
    painter.fillRect(rect, Qt::white);
    for (int c = 0; c < grid.cellCount(); ++c) {
        if (inExtraUnit(grid, c))
            painter.fillRect(cellRect(c), ExtraUnitShade);
    }
    const bool cages = hasCages(grid);
    paintCages(painter, grid, cellRect, fontOfPixels(cageSumPixels(cell)), MarkInk);
    const qreal digitScale = size > 9 ? 0.5 : 0.62; // two characters (or a letter) above 9
    const QFont given = fontOfPixels(cell * digitScale, true);
    const QFont player = fontOfPixels(cell * digitScale);
    const int markColumns = shape.boxColumns;
    const int markRows = shape.boxRows;
    const QRectF markArea = pencilArea(cellRect(0), cages);
    const qreal markWidth = markArea.width() / markColumns;
    const qreal markHeight = markArea.height() / markRows;
    const QFont mark = fontOfPixels(std::min(markWidth, markHeight) * (size > 9 ? 0.62 : 0.72));
    for (int c = 0; c < grid.cellCount(); ++c) {
        const QRectF box = cellRect(c);
        const QRectF area = pencilArea(box, cages);
        if (const int digit = grid.digit(c)) {
            painter.setFont(grid.isGiven(c) ? given : player);
            painter.setPen(grid.isGiven(c) ? Ink : PlayerInk);
            painter.drawText(box, Qt::AlignCenter, language::sudokuDigit(digit));
            continue;
        }
        // Marks of another board (PrintedPuzzle's default, a classic board's 81) are none.
        const Candidates candidates = marks.size() == grid.cellCount() ? marks[static_cast<std::size_t>(c)] : Candidates{};
        if (candidates.isEmpty())
            continue;
        painter.setFont(mark);
        painter.setPen(MarkInk);
        for (int digit = 1; digit <= size; ++digit) {
            if (!candidates.contains(digit))
                continue;
            const QRectF spot(area.left() + ((digit - 1) % markColumns) * markWidth,
                              area.top() + ((digit - 1) / markColumns) * markHeight, markWidth, markHeight);
            painter.drawText(spot, Qt::AlignCenter, language::sudokuDigit(digit));
        }
    }
    // A jigsaw's regions stand for the boxes: thick lines at its regions' edges instead.
    const bool boxes = !grid.geometry().hasIrregularBoxes();
    const auto lineWidth = [&](int i, int perBox) { return i % size == 0 || (boxes && i % perBox == 0) ? thick : thin; };
    painter.setBrush(Qt::NoBrush);
    // A samurai's lines run across each of its grids alone.
    for (const auto &[top, left] : g.gridCorners()) {
        const QRectF area(rect.left() + left * cell, rect.top() + top * cell, size * cell, size * cell);
        for (int i = 0; i <= size; ++i) {
            const qreal x = area.left() + i * cell;
            const qreal y = area.top() + i * cell;
            painter.setPen(QPen(Ink, lineWidth(i, shape.boxColumns), Qt::SolidLine, Qt::SquareCap));
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
            painter.setPen(QPen(Ink, lineWidth(i, shape.boxRows), Qt::SolidLine, Qt::SquareCap));
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        }
    }
    paintRegionBorders(painter, grid, cellRect, thick, Ink);
}

void paintText(QPainter &painter, const QRectF &rect, const QString &text, qreal pixels, bool bold,
               Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    if (text.isEmpty())
        return;
    painter.setFont(fontOfPixels(pixels, bold));
    painter.setPen(Ink);
    const QString shown = painter.fontMetrics().elidedText(language::digits(text), Qt::ElideRight,
                                                           qFloor(rect.width()));
    painter.drawText(rect, static_cast<int>(alignment.toInt()), shown);
}

} // namespace

bool PrintedPuzzle::hasSolution() const
{
    return solution.isFull();
}

PageGeometry::PageGeometry(const QRectF &area, int resolution) : m_paint(area), m_resolution(resolution)
{
}

QRectF PageGeometry::printableArea(const QPageLayout &layout, int resolution)
{
    const QRectF paint = layout.paintRectPixels(resolution);
    // A millimetre more for the half of a grid's outer line that lies outside its rectangle.
    const qreal margin = (MinimumMarginMm + 1) / 25.4 * resolution;
    const QRectF paper = layout.fullRectPixels(resolution);
    return paint.intersected(paper.adjusted(margin, margin, -margin, -margin)).translated(-paint.topLeft());
}

int PageGeometry::columns(int perPage)
{
    return perPage >= 4 ? 2 : 1;
}

int PageGeometry::rows(int perPage)
{
    switch (perPage) {
    case 2:
    case 4:
        return 2;
    case 6:
        return 3;
    default:
        return 1;
    }
}

int PageGeometry::solutionsPerPage(int perPage, int count)
{
    return count == 1 ? 1 : std::max(perPage, 4);
}

QRectF PageGeometry::titleRect() const
{
    return {m_paint.left(), m_paint.top(), m_paint.width(), points(20)};
}

QRectF PageGeometry::footerRect() const
{
    return {m_paint.left(), m_paint.bottom() - points(14), m_paint.width(), points(14)};
}

QRectF PageGeometry::slotRect(int slot, int perPage) const
{
    const QRectF content(m_paint.left(), titleRect().bottom() + points(6), m_paint.width(),
                         footerRect().top() - points(6) - (titleRect().bottom() + points(6)));
    const int cols = columns(perPage);
    const int rowCount = rows(perPage);
    const qreal gap = points(18);
    const qreal width = (content.width() - gap * (cols - 1)) / cols;
    const qreal height = (content.height() - gap * (rowCount - 1)) / rowCount;
    const int column = slot % cols;
    const int row = slot / cols;
    return {content.left() + column * (width + gap), content.top() + row * (height + gap), width, height};
}

QRectF PageGeometry::headingRect(int slot, int perPage) const
{
    const QRectF area = slotRect(slot, perPage);
    return {area.left(), area.top(), area.width(), points(perPage == 1 ? 20 : 14)};
}

QRectF PageGeometry::detailsRect(int slot, int perPage) const
{
    const QRectF heading = headingRect(slot, perPage);
    return {heading.left(), heading.bottom(), heading.width(), points(perPage == 1 ? 15 : 11)};
}

QRectF PageGeometry::gridRect(int slot, int perPage) const
{
    const QRectF area = slotRect(slot, perPage);
    const qreal top = detailsRect(slot, perPage).bottom() + points(6);
    const qreal side = std::max(0.0, std::min(area.width(), area.bottom() - top));
    return {area.left() + (area.width() - side) / 2, top, side, side};
}

int pageCount(int count, const PrintLayout &layout)
{
    const auto pagesOf = [count](int perPage) { return (count + perPage - 1) / perPage; };
    return std::max(1, pagesOf(layout.perPage)) + (layout.solutions ? pagesOf(PageGeometry::solutionsPerPage(layout.perPage, count)) : 0);
}

bool printPuzzles(QPagedPaintDevice &device, const std::vector<PrintedPuzzle> &puzzles, const PrintLayout &layout)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing, true);
    const int resolution = device.logicalDpiX();
    const PageGeometry page(PageGeometry::printableArea(device.pageLayout(), resolution), resolution);
    const int count = static_cast<int>(puzzles.size());
    const int pages = pageCount(count, layout);
    int pageNumber = 0;
    const auto startPage = [&] {
        if (pageNumber > 0)
            device.newPage();
        ++pageNumber;
        paintText(painter, page.titleRect(), layout.title, page.points(13), true, Qt::AlignHCenter | Qt::AlignTop);
        paintText(painter, page.footerRect(), Text::tr("Page %1 of %2").arg(pageNumber).arg(pages), page.points(9),
                  false, Qt::AlignHCenter | Qt::AlignBottom);
    };
    const auto paintAll = [&](int perPage, bool solutions) {
        for (int i = 0; i < count; ++i) {
            const int slot = i % perPage;
            if (slot == 0)
                startPage();
            const PrintedPuzzle &puzzle = puzzles[static_cast<std::size_t>(i)];
            const bool large = perPage == 1;
            const QString heading = solutions ? Text::tr("Solution: %1").arg(puzzle.heading) : puzzle.heading;
            paintText(painter, page.headingRect(slot, perPage), heading, page.points(large ? 15 : 11), true);
            paintText(painter, page.detailsRect(slot, perPage), puzzle.details, page.points(large ? 10 : 8), false);
            paintGrid(painter, page.gridRect(slot, perPage), solutions ? puzzle.solution : puzzle.grid,
                      solutions ? CellValues<Candidates>(puzzle.grid.cellCount()) : puzzle.marks,
                      page.points(large ? 0.7 : 0.5), page.points(large ? 2.4 : 1.6));
        }
    };
    if (count == 0)
        startPage();
    paintAll(layout.perPage, false);
    if (layout.solutions)
        paintAll(PageGeometry::solutionsPerPage(layout.perPage, count), true);
    return painter.end();
}

} // namespace sudoku
