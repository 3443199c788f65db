// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a hint finds on a player's board, and the checks behind it: how many solutions a
// puzzle has and, when it is not one, which cells show why. The GUI's Hint and Step, and
// the puzzle editor's check, all ask these.
//
// Thread safety: pure functions of their arguments; call them from any thread. Each runs the
// fast solver once; findHint also the step finder, which on the hardest boards (forcing
// chains) can take a second or more.

#include "board.h"
#include "grid.h"
#include "step.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace sudoku {

// The cells where two grids hold different digits, in reading order.
std::vector<int> differingCells(const Grid &a, const Grid &b);

// A puzzle's digits checked with the solver.
struct PuzzleCheck {
    int solutionCount = 0;  // 0, 1, or 2 for two or more
    bool cancelled = false; // stopped by the cancel token: the rest means nothing
    std::vector<int> cells; // why, in reading order: for 0, the cells whose digits clash,
                            // else the empty cells without a candidate, else the cells of a
                            // unit where a missing digit fits nowhere; for 2, the cells where
                            // two solutions differ; none for 1
};
// `cancel` (may be null) stops the search.
PuzzleCheck checkPuzzle(const Grid &puzzle, const std::atomic<bool> *cancel = nullptr);

// What a hint (or a Step) found on the player's board, checked in this order.
enum class HintKind : std::uint8_t {
    NoSolution,       // the givens have no solution
    SeveralSolutions, // the givens have two or more: `differingCells` shows where
    Mistakes,         // the player's board departs from the solution: `mistakes`
    Solved,           // the board is full and right: nothing to hint
    Step,             // the next logical step: `step`
    NoStep,           // no technique the step finder knows (and may use) applies
    Cancelled,        // the search (for the solution or the step) was stopped before it ended
};

struct HintResult {
    HintKind kind = HintKind::NoStep;
    Step step;                       // kind Step
    std::vector<Mistake> mistakes;   // kind Mistakes, in reading order
    std::vector<int> differingCells; // kind SeveralSolutions: cells where two solutions differ
    Grid solution; // the unique solution (kinds Mistakes, Solved, Step, NoStep)
};

// The hint for a player's board — its digits and, as candidates, the player's pencil marks:
// solves the givens, then looks for the player's mistakes (wrong digits, a pencil mark that
// lost the solution's digit), then for the next step. An empty cell the player has not
// pencilled in counts as holding every candidate its peers allow. `cancel` (may be null)
// stops the search for the solution or the step, and the result is then Cancelled.
// `allowed`: the techniques the step may be of, as findStep takes them (the singles always);
// with some left out, NoStep may mean only that none of the allowed ones applies.
HintResult findHint(const Board &player, const std::atomic<bool> *cancel = nullptr,
                    const TechniqueSet &allowed = allTechniques());

} // namespace sudoku
