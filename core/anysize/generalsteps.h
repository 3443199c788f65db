// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The general step finder: the next logical step on a board of any shape but 9×9 (which keeps
// the tuned engine of core/techniques/), behind findStep() and findStepOf() (stepfinder.h).
// Inside core/ only.
//
// The techniques that generalise, in Sudoku Explainer's order (the technique table's search
// plan, leaving out what only 9×9 has) and with the table's titles, levels, difficulties and
// explainers:
//   singles           full house, hidden single (boxes, columns, rows), naked single
//   intersections     pointing (boxes of any shape), claiming
//   subsets           naked and hidden pairs, triples, quads
//   fish              X-Wing, swordfish, jellyfish
//   strong links      skyscraper, 2-string kite, turbot fish; 3- and 4-link X-chains
//   wings             XY-Wing, XYZ-Wing, W-Wing
//   chains            alternating chains, the shortest from each candidate: X-chains,
//                     XY-chains, remote pairs, alternating inference chains
//   forcing chains    Nishio; cell and unit (static); contradiction, double, cell and unit
//                     (dynamic); dynamic with the simple techniques (+); nested, to any depth
// The nested forcing chains find a step on every board with exactly one solution, so a
// solve of a unique puzzle never guesses (anysize/chains.cpp says how).
//
// Pure functions of their arguments: call them from any thread. `cancel` is read between
// techniques and often inside the forcing chains.

#include "board.h"
#include "marks.h"
#include "step.h"
#include "stepfinder.h"

#include <atomic>
#include <optional>
#include <span>

namespace sudoku::anysize {

// As sudoku::findStep, on any shape (9×9 too, for comparison in tests).
std::optional<Step> findStep(const Board &board, Uniqueness uniqueness, const std::atomic<bool> *cancel,
                             Level ceiling);
// As sudoku::findStepOf: the technique's family's first step, when it is of that technique.
std::optional<Step> findStepOf(const Board &board, Technique technique, Uniqueness uniqueness);
// The techniques it asks for, in order (each may give others of its family).
std::span<const Technique> searchOrder();

// Asks the finder of its plan row for `asked` on a board (the same as findStep's own search
// there); nothing when the step finder has no row for it. For the step finder of
// stepfinder.cpp, which asks this finder for the techniques not yet written over a layout
// (core/techniques/layout.h). `marks` is the board's, made once per search by the caller.
std::optional<Step> findAsked(const Marks &marks, Technique asked, Uniqueness uniqueness,
                              const std::atomic<bool> *cancel);

} // namespace sudoku::anysize
