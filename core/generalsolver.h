// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The general engine: solves and counts puzzles of every shape but 9×9, and 9×9 jigsaw and
// killer puzzles (the fast solver, solver.cpp, is tuned for the classic board, X-Sudoku and
// windoku alone). solve() (solver.h) calls it for them;
// it is declared here for the benchmarks and tests that want it on 9×9 too.
//
// How, in two stages:
//   1. A search by propagation: a candidate mask per cell (25 bits at most), propagated to a
//      fixed point by naked singles, hidden singles (a bit-parallel count over each unit)
//      and locked candidates (pointing and claiming, from the masks of each row and column
//      segment of a box); then a branch on the most constrained choice — the cell with
//      fewest candidates, or the places of a digit in a unit with fewest places, whichever
//      has fewer ways — each way tried in turn. It backtracks by copying the state (at most
//      3 KB) onto an explicit stack: no recursion, so a 25×25 search needs no deep stack.
//      Most puzzles end here, after a few guesses or none.
//   2. A puzzle that takes it more than a few dozen guesses goes to the clause-learning
//      search (clausesearch.h), which learns from each dead end what caused it: the 16×16
//      puzzles made to defeat backtracking (millions of guesses) take it milliseconds.
// Thread safety: all state lives in the call; call it from any thread.

#include "solver.h"

#include <atomic>
#include <cstdint>

namespace sudoku {

// As solve(): counts `puzzle`'s solutions up to `limit` and gives the first (and second) one
// found. Any valid shape. `cancel` (may be null) stops the search (count then is what was
// found so far, and `SolveStats::cancelled` is set). `known` (may be null): a solution of
// `puzzle` found before, which the clause-learning search then counts without searching for
// it again (searchWithClauses()).
SolveResult solveGeneral(const Grid &puzzle, int limit, const std::atomic<bool> *cancel = nullptr,
                         const Grid *known = nullptr);

// As solveGeneral, by the search by propagation alone, giving up after `guesses` guesses: then
// `SolveStats::cancelled` is set and the count is what was found so far. For a caller that
// would sooner try another puzzle than wait on a hard one (the generator's jigsaw layouts).
SolveResult solveWithinGuesses(const Grid &puzzle, int limit, std::uint64_t guesses,
                               const std::atomic<bool> *cancel = nullptr);

} // namespace sudoku
