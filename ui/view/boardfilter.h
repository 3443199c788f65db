// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BoardFilter: what a strong player asks the board to pick out — the cells where a digit can
// still go, or the empty cells left with two candidates — while the board dims the rest
// (BoardWidget::setFilter). A cell's candidates are its pencil marks where it has any (the
// player's own eliminations count), else the digits its row, column and box leave it. A plain
// value, no Qt.

#include "boardview.h"

#include <cstdint>

namespace sudoku {

struct BoardFilter {
    enum class Kind : std::uint8_t { None, Digit, Bivalue };
    Kind kind = Kind::None;
    int digit = 0; // Digit: 1 … n

    static BoardFilter forDigit(int digit) { return {Kind::Digit, digit}; }
    static BoardFilter bivalue() { return {Kind::Bivalue, 0}; }
    bool isActive() const { return kind != Kind::None; }

    // Whether the board keeps `cell` bright: for a digit, an empty cell where it can go, or a
    // cell that holds it; for bivalue, an empty cell with two candidates.
    bool picksOut(const Grid &grid, const decltype(BoardView::marks) &marks, int cell) const;

    bool operator==(const BoardFilter &) const = default;
};

} // namespace sudoku
