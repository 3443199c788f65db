// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BoardView: everything the board shows at one moment, as one plain value — the digits, the
// pencil marks and the player's colours, the cells in conflict, the mistakes, the cells a
// check flagged, the highlight of a hint or an event, and whether the board is paused and
// takes input. Each session
// publishes one (PlaySession: the game in play; SolveSession: the animated solve) and the
// window hands the one on show to BoardWidget::setView. The selection is the widget's own.

#include "colouring.h"
#include "grid.h"
#include "highlight.h"

#include <array>
#include <bitset>

namespace sudoku {

struct BoardView {
    Grid grid;
    // Candidates pencilled into each cell; drawn only in empty cells.
    CellValues<Candidates> marks;
    Colouring colouring; // the player's colours on cells and on pencilled-in candidates
    std::bitset<MaxCellCount> conflicts; // a digit repeated in one of the cell's units
    std::bitset<MaxCellCount> mistakes;  // a digit that differs from the solution (when shown)
    std::bitset<MaxCellCount> flagged;   // cells a puzzle check points at
    Highlight highlight;
    bool selectionVisible = true; // the selection's shading (an animation hides it)
    bool paused = false;          // the board hides everything while the clock stands still
    bool inputEnabled = true;     // entry keys are forwarded

    bool operator==(const BoardView &) const = default;
};

} // namespace sudoku
