// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How the player's colours (Colouring) are drawn, on the board, on the pad's pens and in the
// menu's icons: each colour has a shape of its own as well as its hue (1 circle, 2 square,
// 3 diamond, 4 triangle, 5 upside-down triangle, 6 plus sign; Explain::colourShape names
// them), so that players who cannot tell the hues apart tell the shapes apart.
//   a painted cell        its tint, with the colour's shape outlined large behind its digit
//                         or pencil marks
//   a painted candidate   the colour's shape filled behind the digit, edged in the ink

#include "boardcolors.h"

#include <QPainterPath>
#include <QRectF>

class QFont;
class QIcon;
class QPainter;

namespace sudoku::colourpaint {

// Colour `colour`'s shape (1..ColourCount) filling a square box.
QPainterPath shape(int colour, const QRectF &box);
// A painted cell's tint and outline over `cell` (before its digit or marks are drawn).
void paintCell(QPainter &painter, const QRectF &cell, const BoardColors &colors, int colour);
// A painted candidate in its spot: the shape, then the digit in `font`.
void paintCandidate(QPainter &painter, const QRectF &spot, const QFont &font, const BoardColors &colors,
                    int colour, const QString &digit);
// The pen of `colour` as a square icon: a painted cell holding a painted candidate; colour 0:
// an empty cell with a slash, for no pen.
QIcon penIcon(const BoardColors &colors, int colour, int side);

} // namespace sudoku::colourpaint
