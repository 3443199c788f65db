// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The clause-learning search: the general engine's answer to puzzles that defeat a search
// by backtracking (16×16 puzzles made to be hard for it take millions of guesses; minimal
// 25×25 puzzles more). It is a SAT solver of the conflict-driven kind (as MiniSat and
// CaDiCaL are) built for Sudoku's rules, so they need no clauses of their own:
//
//   variable   a candidate: digit d in cell c, index c * n + d - 1
//   group      the candidates of which exactly one holds: a cell's n digits, or a digit's
//              n places in a unit — 4n² groups, each variable in four (its cell, its row,
//              its column, its box)
//   clause     learnt from a conflict: at least one of its candidates is true (or false)
//
// A candidate set true makes the others of its four groups false (the peers' and the cell's
// eliminations); a group left with one candidate not false makes it true (naked and hidden
// singles); a group left with none is a conflict. Each conflict is analysed back to its
// first unique implication point and the clause that explains it is learnt (shortened as
// MiniSat does, dropping what its other literals imply, and as CaDiCaL does, each earlier
// level's literals replaced by one that implies them), so the search never makes the same
// mistake twice. A decision places a digit: the candidate most involved in recent conflicts
// (VSIDS) is set true — placing, not striking out, which needs about half the conflicts on
// minimal 25×25 puzzles. The search alternates, as CaDiCaL does, between a focused mode that
// restarts when its clauses' glue worsens (Glucose) and a stable one that restarts on the
// Luby sequence, each mode twice as long as the last; learnt clauses are halved, the
// precious ones (glue 2 or less) kept, when they grow too many. The candidates the givens
// rule out are dropped from the groups once, so that their loops visit only the live ones,
// and a clause's literals lie beside its size (binary clauses are never visited). To count
// solutions, each one found is excluded by a clause and the search goes on.
//
// Thread safety: all state lives in the call; call it from any thread.

#include "solver.h"

#include <atomic>

namespace sudoku {

// As solve(): counts `puzzle`'s solutions up to `limit` and gives the first (and second)
// found; `stats.guesses` counts decisions. Any valid shape. `cancel` (may be null) stops it
// (stats.cancelled set, count what was found so far). `known` (may be null) is a solution
// of `puzzle` found before: counted first, and excluded from the search from the start, so
// that a uniqueness check need not find it again (a generator knows the solution it dug).
SolveResult searchWithClauses(const Grid &puzzle, int limit, const std::atomic<bool> *cancel = nullptr,
                              const Grid *known = nullptr);

} // namespace sudoku
