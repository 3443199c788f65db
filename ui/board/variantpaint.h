// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a board draws a variant's rules (variant.h), for the window's board and the printed page
// alike: the cells of X's diagonals and windoku's windows shaded, a jigsaw's regions edged with
// box lines, a killer's cages outlined with a dashed line inside their cells and their sums in
// the top left corner of their first cells. Painting alone: the caller says where each cell
// falls (its interior, between the lines) and which colours to use.

#include "grid.h"

#include <QColor>
#include <QFont>
#include <QRectF>

#include <functional>

class QPainter;

namespace sudoku {

// Where a cell's interior falls, in the painter's coordinates.
using CellRectOf = std::function<QRectF(int cell)>;

// Whether the grid's rules have cages (a killer's): its pencil marks keep clear of them.
bool hasCages(const Grid &grid);

// Whether `cell` lies in one of the units a variant adds to the shape's: a diagonal or a
// window, drawn shaded.
bool inExtraUnit(const Grid &grid, int cell);

// The box lines of a jigsaw's regions: a line of `width` centred on each cell edge between two
// regions. The board's outer edge is the caller's.
void paintRegionBorders(QPainter &painter, const Grid &grid, const CellRectOf &cellRect, qreal width,
                        const QColor &color);

// A killer's cages: each outlined by a dashed line of `ink` inset from its cells' edges, and
// its sum in `font` in the top left corner of its first cell, where the outline starts past it.
void paintCages(QPainter &painter, const Grid &grid, const CellRectOf &cellRect, const QFont &font, const QColor &ink);

// Where a cage's sum is written in its first cell `rect`, and the font size for it: the corner
// a pencil mark layout leaves least used.
QRectF cageSumRect(const QRectF &rect);
qreal cageSumPixels(qreal cellSide);

} // namespace sudoku
