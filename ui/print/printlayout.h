// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Printing: puzzles laid out on pages for a printer or a PDF (Game › Print…, Export PDF…).
//
// One puzzle large, with its heading (level and rating) and details (seed, source), optionally
// with the player's digits and pencil marks, and its solution on a page of its own; or a
// booklet of puzzles 1, 2, 4 or 6 a page with their solutions at the back, smaller. Black on
// white whatever the window's theme; givens bold, the player's digits lighter, pencil marks
// small in their fixed spots. Digits follow the window's (language::number).
//
// The geometry is a pure function of the page's paint rectangle and resolution (PageGeometry),
// so a test can find the grids on a rasterised PDF. GUI thread only (QPainter, fonts).

#include "candidates.h"
#include "grid.h"

#include <QPageLayout>
#include <QRectF>
#include <QString>

#include <array>
#include <vector>

class QPagedPaintDevice;

namespace sudoku {

struct PrintedPuzzle {
    Grid grid;                                 // the givens, and the player's digits when printed
    CellValues<Candidates> marks; // pencil marks printed in empty cells
    Grid solution;                             // printed on the solution pages; empty: none
    QString heading;                           // "Expert · 7.2"
    QString details;                           // "Generated, seed 42"

    bool hasSolution() const;
};

struct PrintLayout {
    int perPage = 1;        // puzzles a page: 1, 2, 4 or 6
    bool solutions = false; // the solutions on pages of their own after the puzzles
    QString title;          // at the top of every page; may be empty
};

// Where things go on a page: every length in device pixels, within the area given (in the
// painter's coordinates) and at the resolution.
class PageGeometry {
public:
    PageGeometry(const QRectF &area, int resolution);

    // Nothing is printed nearer the paper's edge than this: many printers lose what lies
    // closer, whatever margins the page layout says.
    static constexpr qreal MinimumMarginMm = 10;
    // The page layout's paint rectangle, kept MinimumMarginMm from every edge of the paper; in
    // the painter's coordinates (origin at the paint rectangle's top left).
    static QRectF printableArea(const QPageLayout &layout, int resolution);

    // Slots of a page of `perPage` puzzles: columns × rows (1 → 1×1, 2 → 1×2, 4 → 2×2, 6 → 2×3).
    static int columns(int perPage);
    static int rows(int perPage);
    // The solutions pages of `count` puzzles hold this many a page: one puzzle's solution
    // large; else as many as the puzzle pages, and at least 4.
    static int solutionsPerPage(int perPage, int count);

    QRectF titleRect() const;
    QRectF footerRect() const;
    // The slot's whole area, its heading and details lines, and its square grid.
    QRectF slotRect(int slot, int perPage) const;
    QRectF headingRect(int slot, int perPage) const;
    QRectF detailsRect(int slot, int perPage) const;
    QRectF gridRect(int slot, int perPage) const;

    qreal points(qreal pt) const { return pt * m_resolution / 72.0; }

private:
    QRectF m_paint;
    int m_resolution;
};

// How many pages printPuzzles makes of `count` puzzles.
int pageCount(int count, const PrintLayout &layout);

// Paints the pages on device (a QPrinter or a QPdfWriter): the puzzles, then their solutions
// when asked. False when the device cannot be painted on (a file that cannot be written).
bool printPuzzles(QPagedPaintDevice &device, const std::vector<PrintedPuzzle> &puzzles, const PrintLayout &layout);

} // namespace sudoku
