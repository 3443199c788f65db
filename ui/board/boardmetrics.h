// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BoardMetrics: where the board's lines, cells and pencil marks fall in a widget of a given
// size. Geometry is computed in device pixels so every line and cell edge falls on a whole
// pixel at any device pixel ratio:
//
//   ┃cell│cell│cell┃cell│ … ┃      ┃ box line (thick)   │ cell line (thin)
//
// The board is the largest such square that fits, centred in it. Also the sizes and text
// helpers that the board's painting and its link geometry (linkgeometry.h) share. Geometry
// alone: no widget.

#include "boardview.h"
#include "geometry.h"

#include <QFont>
#include <QPoint>
#include <QRect>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QtGlobal>

#include <array>
#include <cstdint>

class QPainter;

namespace sudoku {

// Text sizes as fractions of the cell's side.
inline constexpr qreal DigitScale = 0.62;
inline constexpr qreal PencilScale = 0.26;
// Pencil marks keep this fraction of the cell's side clear of the cell's lines.
inline constexpr qreal PencilInset = 0.05;
// Pencil marks sit in a layout of the box's shape: 3×3 on 9×9, 4×4 on 16×16, 2 rows of 3 on
// a 6×6 board of 2x3 boxes. A mark's text takes this fraction of its spot's side (with 3 spots
// a side, PencilScale of the cell).
inline constexpr qreal SpotTextScale = 0.78;
// A marked candidate's disc or ring, as a fraction of its spot's side.
inline constexpr qreal MarkDiscScale = 0.92;

// A killer board (variantpaint.h) outlines each cage this fraction of a cell's side inside its
// cells, and writes its sum in the top left corner of its first cell, this fraction tall.
inline constexpr qreal CageInset = 0.07;
inline constexpr qreal CageSumScale = 0.22;

// The highlight's marks by cell and digit: 0 for none, else 1 + the MarkCue.
using MarkTable = std::array<std::array<std::uint8_t, MaxSize>, MaxCellCount>;
// The candidates drawn in an empty cell: its pencil marks and its marked candidates.
Candidates shownCandidates(const BoardView &view, const MarkTable &marks, int cell);

// The board's lines along one side, in device pixels: n cells, a thick line before every
// box's first cell and after the last, thin ones between. Rows and columns have the same
// cells and lines, but boxes of 2x3 put a thick line every 2 rows and every 3 columns.
struct BoardAxis {
    int count = 9;    // cells along the side
    int perBox = 3;   // cells of a box along it
    int cell = 1;     // side of a cell's interior
    int cellLine = 1; // width of a thin line
    int boxLine = 2;  // width of a thick line

    int lineWidth(int line) const { return line % perBox == 0 ? boxLine : cellLine; }
    // Offset of line 0..count from the origin: line i follows i cells and the i lines before it.
    int lineStart(int line) const
    {
        const int boxLines = (line + perBox - 1) / perBox;
        return line * cell + boxLines * boxLine + (line - boxLines) * cellLine;
    }
    int cellStart(int index) const { return lineStart(index) + lineWidth(index); }
    int side() const { return lineStart(count) + boxLine; }

    // The row or column at an offset from the origin, -1 outside the box lines; a line belongs
    // half to the cell on each side.
    int indexAt(int offset) const;
};

// The board's geometry in device pixels, and where its cells and marks fall in logical ones.
struct BoardMetrics {
    qreal ratio = 1;   // device pixels per logical pixel
    QPoint origin;     // outer corner of the board
    BoardAxis columns; // across: a thick line every boxColumns
    BoardAxis rows;    // down: a thick line every boxRows
    int cell = 1;      // side of a cell's interior
    int cellLine = 1;
    int boxLine = 2;
    Shape shape = Shape::classic();
    bool cages = false; // a killer board: pencil marks stay clear of the cages' lines and sums
    // A samurai's geometry, whose cells stand at their squares of its 21×21 frame (the axes'
    // count); null for a board whose cells fill the square, cell = row × n + column.
    const Geometry *frame = nullptr;

    // The largest board of `shape` that fits a widget of `logical` size, centred in it.
    // Without `boxLines` (a jigsaw's regions, drawn apart), thin lines alone inside the edge.
    // With `frame` (a samurai's), the frame's squares, box lines every 3.
    static BoardMetrics fitting(QSize logical, qreal ratio, Shape shape, bool boxLines = true,
                                const Geometry *frame = nullptr);

    QSize size() const { return {columns.side(), rows.side()}; }
    // The frame's row and column of a cell.
    int rowOf(int cellIndex) const { return frame ? frame->rowOf(cellIndex) : cellIndex / columns.count; }
    int columnOf(int cellIndex) const { return frame ? frame->columnOf(cellIndex) : cellIndex % columns.count; }
    // The cell at a square; −1 outside a samurai's grids.
    int cellAt(int row, int column) const { return frame ? frame->cellAt(row, column) : row * columns.count + column; }
    QRect deviceCell(int cellIndex) const
    {
        return {origin.x() + columns.cellStart(columnOf(cellIndex)), origin.y() + rows.cellStart(rowOf(cellIndex)), cell,
                cell};
    }
    // A cell's side, a cell's interior and the board's outer edge in logical pixels.
    qreal cellSide() const { return cell / ratio; }
    QRectF cellRect(int cellIndex) const;
    QRectF boardRect() const;
    // Where a cell's pencil marks are laid out (pencilArea).
    QRectF marksRect(int cellIndex) const;
    // Where digit's candidate is drawn in a cell: its spot of the marks' layout.
    QRectF candidateRect(int cellIndex, int digit) const;
    // The radius of a marked candidate's ring.
    qreal markRadius() const;
};

// A device-pixel rectangle in the painter's logical coordinates; exact, so an aliased fill
// covers whole device pixels.
QRectF toLogical(const QRect &device, qreal ratio);
// The whole logical pixels inside a device-pixel rectangle.
QRect toLogicalInside(const QRect &device, qreal ratio);
// The part of a cell's interior its pencil marks are laid out in: the whole of it, or on a
// board with `cages` the part inside a cage's outline and below its sum.
QRectF pencilArea(const QRectF &cell, bool cages);
// A digit's spot in a cell's layout of pencil marks (the box's shape: boxRows rows of
// boxColumns spots), clear of the cell's lines.
QRectF spotOf(QRectF cell, int digit, Shape shape);
// The pixel size of a pencil mark's text in a cell of `side` pixels: its spot's, and smaller
// when two-figure numbers (10–25) must fit a spot's width.
qreal pencilTextSize(qreal side, Shape shape);
QFont sizedFont(QFont font, qreal pixels, QFont::Weight weight);
// Draws a digit centred in `rect` by its ink: digits have no descenders, so AlignCenter
// would set them visibly high. Every digit stands on the same baseline (digits are as tall
// as capitals), so a row of pencil marks lines up.
void drawCentred(QPainter &painter, const QRectF &rect, const QString &text);
// The ink of `text` drawn centred in `rect` as drawCentred draws it.
QRectF inkRect(const QFont &font, const QRectF &rect, const QString &text);

} // namespace sudoku
