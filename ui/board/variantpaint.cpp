// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantpaint.h"

#include "boardmetrics.h"
#include "language.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPen>

#include <vector>

namespace sudoku {
namespace {

// A cage's dashed line is this fraction of a cell's side wide.
constexpr qreal CagePenScale = 0.025;

// A step on the board: up, right, down or left.
struct Direction {
    int rows;
    int columns;
    Direction reversed() const { return {-rows, -columns}; }
    // +1 towards the bottom or the right, −1 towards the top or the left.
    int sign() const { return rows + columns; }
    bool across() const { return columns != 0; } // left or right: a coordinate in x
};
constexpr Direction Up{-1, 0};
constexpr Direction Right{0, 1};
constexpr Direction Down{1, 0};
constexpr Direction Left{0, -1};

// The cell one step from `cell`, or −1 past the board's edge.
int stepFrom(int cell, Direction direction, int n)
{
    const int row = cell / n + direction.rows;
    const int column = cell % n + direction.columns;
    return row < 0 || row >= n || column < 0 || column >= n ? -1 : row * n + column;
}

// The edge of `rect` that faces `direction`: its x for left and right, its y for up and down.
qreal edgeOf(const QRectF &rect, Direction direction)
{
    if (direction.across())
        return direction.columns > 0 ? rect.right() : rect.left();
    return direction.rows > 0 ? rect.bottom() : rect.top();
}

} // namespace

bool hasCages(const Grid &grid)
{
    return grid.variant() && !grid.variant()->cages().empty();
}

bool inExtraUnit(const Grid &grid, int cell)
{
    const Geometry &geometry = grid.geometry();
    for (const std::uint8_t unit : geometry.allUnitsOfCell(cell)) {
        const UnitKind kind = geometry.unitKind(unit);
        if (kind == UnitKind::Diagonal || kind == UnitKind::Window)
            return true;
    }
    return false;
}

void paintRegionBorders(QPainter &painter, const Grid &grid, const CellRectOf &cellRect, qreal width,
                        const QColor &color)
{
    if (!grid.variant() || grid.variant()->regions().empty())
        return;
    const std::vector<std::uint8_t> &regions = grid.variant()->regions();
    const int n = grid.size();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const QRectF here = cellRect(cell);
        for (const Direction direction : {Right, Down}) {
            const int next = stepFrom(cell, direction, n);
            if (next < 0 || regions[static_cast<std::size_t>(next)] == regions[static_cast<std::size_t>(cell)])
                continue;
            // Centred in the gap between the two cells, long enough to close the corners.
            const QRectF there = cellRect(next);
            const qreal middle = (edgeOf(here, direction) + edgeOf(there, direction.reversed())) / 2;
            const qreal gap = edgeOf(there, direction.reversed()) - edgeOf(here, direction);
            const qreal reach = gap / 2 + width / 2;
            const QRectF line = direction.across()
                                    ? QRectF(middle - width / 2, here.top() - reach, width, here.height() + 2 * reach)
                                    : QRectF(here.left() - reach, middle - width / 2, here.width() + 2 * reach, width);
            painter.fillRect(line, color);
        }
    }
    painter.restore();
}

void paintCages(QPainter &painter, const Grid &grid, const CellRectOf &cellRect, const QFont &font, const QColor &ink)
{
    if (!hasCages(grid))
        return;
    const Variant &variant = *grid.variant();
    const int n = grid.size();
    const qreal side = cellRect(0).width();
    const qreal inset = side * CageInset;
    const auto inCage = [&](int cell, int cage) { return cell >= 0 && variant.cageOf(cell) == cage; };
    // Where each cage's sum stands in its first cell: its lines start past it.
    const QFontMetricsF metrics(font);
    std::vector<QRectF> labels;
    for (const Cage &cage : variant.cages()) {
        const QRectF spot = cageSumRect(cellRect(cage.cells.front()));
        labels.emplace_back(spot.topLeft(), QSizeF(metrics.horizontalAdvance(language::number(cage.sum)) + inset / 2,
                                                   spot.height()));
    }

    // Each side of a cell on its cage's edge is a line `inset` inside it. At either end the
    // line turns a corner inside the cell (the next cell along is not in the cage), runs on to
    // meet the next cell's line (it is, and the cell across the edge from it is not), or
    // reaches into the next cell to meet the line that turns there (both are: a corner cut in).
    std::vector<QLineF> lines;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const int cage = variant.cageOf(cell);
        if (cage < 0)
            continue;
        const QRectF rect = cellRect(cell);
        for (const Direction outward : {Up, Right, Down, Left}) {
            if (inCage(stepFrom(cell, outward, n), cage))
                continue;
            const qreal level = edgeOf(rect, outward) - outward.sign() * inset;
            const Direction along = outward.across() ? Up : Left;
            qreal ends[2];
            for (int end = 0; end < 2; ++end) {
                const Direction towards = end == 0 ? along : along.reversed();
                const int next = stepFrom(cell, towards, n);
                const int beyond = next < 0 ? -1 : stepFrom(next, outward, n);
                if (!inCage(next, cage))
                    ends[end] = edgeOf(rect, towards) - towards.sign() * inset;
                else if (!inCage(beyond, cage))
                    ends[end] = (edgeOf(rect, towards) + edgeOf(cellRect(next), towards.reversed())) / 2;
                else
                    ends[end] = edgeOf(cellRect(next), towards.reversed()) + towards.sign() * inset;
            }
            // A cage's first cell: its top and left lines start past the sum (a corner turns
            // there, so its dashes begin afresh rather than show a stub beside the number).
            if (const QRectF &label = labels[idx(cage)]; cell == variant.cages()[idx(cage)].cells.front()) {
                if (outward.rows < 0)
                    ends[0] = std::max(ends[0], label.right() + inset / 2);
                else if (outward.columns < 0)
                    ends[0] = std::max(ends[0], label.bottom() + inset / 2);
            }
            lines.push_back(outward.across() ? QLineF(level, ends[0], level, ends[1])
                                             : QLineF(ends[0], level, ends[1], level));
        }
    }

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QPen pen(ink, std::max<qreal>(1.0, side * CagePenScale));
    pen.setDashPattern({3, 2});
    pen.setCapStyle(Qt::FlatCap);
    painter.setPen(pen);
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));

    // The sums, clear of the lines.
    painter.setFont(font);
    painter.setPen(ink);
    for (std::size_t cage = 0; cage < labels.size(); ++cage)
        painter.drawText(labels[cage], Qt::AlignCenter, language::number(variant.cages()[cage].sum));
    painter.restore();
}

QRectF cageSumRect(const QRectF &rect)
{
    const qreal side = rect.width();
    const qreal offset = side * CageInset / 2;
    return {rect.left() + offset, rect.top() + offset, side / 2, side * CageSumScale * 1.25};
}

qreal cageSumPixels(qreal cellSide)
{
    return cellSide * CageSumScale;
}

} // namespace sudoku
