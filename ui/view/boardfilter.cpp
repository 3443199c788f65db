// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfilter.h"

namespace sudoku {

bool BoardFilter::picksOut(const Grid &grid, const decltype(BoardView::marks) &marks, int cell) const
{
    if (kind == Kind::None)
        return true;
    const int placed = grid.digit(cell);
    if (placed != 0)
        return kind == Kind::Digit && placed == digit;
    const Candidates pencilled = marks[static_cast<std::size_t>(cell)] & Candidates::all(grid.size());
    const Candidates left = grid.candidates(cell);
    const Candidates candidates = pencilled.count() > 0 ? pencilled & left : left;
    return kind == Kind::Digit ? candidates.contains(digit) : candidates.count() == 2;
}

} // namespace sudoku
