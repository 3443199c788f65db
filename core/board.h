// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Board: what a solver reasons about — the digits of a Grid plus a candidate set per cell.
// The candidates are either the player's pencil marks or computed from the digits
// (Board::fromGrid). A filled cell's candidates are ignored everywhere, so pencil marks kept
// under a placed digit (as the game keeps them) do no harm.
//
// A plain copyable value (in place up to 81 cells: about 440 bytes for 9×9; CellValues) with
// no pointer shared between copies: it crosses threads as is, and searches that back up by
// copying copy it whole.

#include "candidates.h"
#include "grid.h"

#include <array>
#include <optional>
#include <vector>

namespace sudoku {

// One candidate: a digit in a cell. Also a placement ("r1c2 = 7") or an elimination
// ("r1c5 - 7"), depending on where it is listed.
struct CellDigit {
    int cell = 0;  // 0..80 (0..n²-1 on a board of size n)
    int digit = 0; // 1..9 (1..n)
    bool operator==(const CellDigit &) const = default;
};

struct Board {
    Grid grid;
    CellValues<Candidates> candidates; // one per cell of the grid (Board::fromGrid sizes it)

    // The digits of `grid`, every empty cell holding the candidates its peers allow
    // (Grid::candidates).
    static Board fromGrid(const Grid &grid);

    // The candidates of an empty cell as a solver reads them: its own, minus any digit a
    // peer holds (a stale pencil mark is not a candidate). None for a filled cell.
    Candidates effectiveCandidates(int cell) const;
    // Every cell's effective candidates at once: what solvers read, faster than a call a cell.
    CellValues<Candidates> allEffectiveCandidates() const;

    // Writes a player's digit and removes it from the candidates of the cell's empty peers
    // (the automatic pencil-mark removal every placement of a step implies; marks kept under
    // placed digits are left alone).
    // Preconditions: 0 <= cell < grid.cellCount(), 1 <= digit <= grid.size().
    void place(int cell, int digit);

    bool operator==(const Board &) const = default;
};

// A dead end on a board: an empty cell with no candidate left, or a digit missing from a
// unit with no cell of the unit left to take it.
struct BoardContradiction {
    int cell = -1;  // the empty cell without candidates; -1 for a unit contradiction
    int unit = -1;  // the unit missing a place for `digit`; -1 for a cell contradiction
    int digit = 0;  // the digit without a place; 0 for a cell contradiction
    bool operator==(const BoardContradiction &) const = default;
};

// The first dead end on the board, reading effective candidates: empty cells in reading
// order first, then units in index order (rows, columns, boxes) and digits 1..n. Nothing
// when every empty cell and every missing digit still has somewhere to go.
std::optional<BoardContradiction> findContradiction(const Board &board);

// How a player's board departs from the solution.
enum class MistakeKind : std::uint8_t {
    WrongDigit,       // the player's digit in `cell` is not the solution's
    RemovedCandidate, // the empty cell's pencil marks lack the solution's `digit`
};

struct Mistake {
    MistakeKind kind = MistakeKind::WrongDigit;
    int cell = 0;
    int digit = 0; // WrongDigit: the player's digit; RemovedCandidate: the solution's digit
    // RemovedCandidate: a peer holding that digit wrongly, whose entry struck it out (the
    // first in reading order); -1 when no wrong digit explains it. Naming such a cell would
    // tell the player what belongs there: the digit just struck out.
    int struckBy = -1;
    bool operator==(const Mistake &) const = default;
};

// Every mistake on the board, in reading order. An empty cell without any pencil mark counts
// as not yet pencilled in, not as a removed candidate. Givens are never mistakes.
// Precondition: `solution` is a full grid solving the board's puzzle.
std::vector<Mistake> findMistakes(const Board &board, const Grid &solution);

} // namespace sudoku
