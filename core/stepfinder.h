#pragma once
// The step finder: the next logical step on a board, by the simplest technique that applies.
//
// Techniques are tried in this order, and within each in a fixed order, so the same board
// always gives the same step:
//   1. full house     units: boxes 1-9, then rows 1-9, then columns 1-9
//   2. naked single   cells in reading order
//   3. hidden single  units: boxes 1-9, then rows 1-9, then columns 1-9; digits 1-9 in each
// A step's unit is the first unit in that order that shows it.
//
// The finder reads effective candidates (Board::effectiveCandidates): a pencil mark for a
// digit a peer holds is ignored. It does not look for contradictions (board.h has
// findContradiction): on a board with one, a step may still be found and then be wrong.
//
// Pure functions of their argument: call them from any thread.

#include "board.h"
#include "step.h"

#include <optional>

namespace sudoku {

// The next step, or nothing when no technique applies (the board is full, stuck, or broken).
std::optional<Step> findStep(const Board &board);

} // namespace sudoku
