// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fast solver: counts solutions up to a limit and returns the first one found.
// Used for solving, proving uniqueness and generating; it reports statistics only (the
// algorithms that can be watched live elsewhere).
//
// Thread safety: solve() and countSolutions() keep all their state on the stack; call them
// from any thread. `cancel` (may be null) may be set from any thread: the search reads it
// every 1024 guesses on 9×9 (about a millisecond) and as often on the other sizes
// (generalsolver.h), and then returns what it found so far with `stats.cancelled` set.

#include "grid.h"

#include <atomic>
#include <cstdint>

namespace sudoku {

struct SolveStats {
    // Speculative choices: each branch point tries one way first (one of a digit's two
    // ways through a band or a stack, or a digit in a cell) and the other once that is done
    // with, which is then forced. 0 when propagation alone solves.
    std::uint64_t guesses = 0;
    bool cancelled = false; // stopped by the cancel token (or, inside the general engine, by
                            // its own budget: generalsolver.h); the count is then a lower bound
};

// A solution as the engines hand it back: digitOf(cell) in every cell, a given where
// `puzzle` has a given and a placed digit elsewhere.
template <typename DigitOf>
Grid solutionOf(const Grid &puzzle, DigitOf &&digitOf)
{
    Grid solution(puzzle.variant() ? Grid(puzzle.variant()) : Grid(puzzle.shape()));
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.isGiven(cell))
            solution.setGiven(cell, digitOf(cell));
        else
            solution.setDigit(cell, digitOf(cell));
    }
    return solution;
}

struct SolveResult {
    int count = 0;      // solutions found, 0 .. limit
    Grid solution;      // the first solution found (every cell a given where the puzzle
                        // had one); meaningful only when count > 0
    Grid secondSolution; // the second one, when count > 1: where the two differ shows why a
                         // puzzle is ambiguous
    SolveStats stats;
};

// Searches `puzzle`'s digits (givens and player digits alike) for solutions, stopping after
// `limit` of them (a limit below 1 counts as 1). Contradictory digits give count 0.
// Every shape: the classic one here, and X-Sudoku and windoku too (their extra units kept by
// clearing a placed digit from them); the others with the general engine (generalsolver.h).
SolveResult solve(const Grid &puzzle, int limit = 2, const std::atomic<bool> *cancel = nullptr);

struct SolutionCount {
    int count = 0; // solutions found, 0 .. limit
    SolveStats stats;
};

// The same search as solve(), counting only: no result grids are built. What `sudoku-cli
// bench` times, as tdoku's benchmark counts solutions without writing them.
SolutionCount countSolutions(const Grid &puzzle, int limit = 2, const std::atomic<bool> *cancel = nullptr);

} // namespace sudoku
