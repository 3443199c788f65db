// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The step finder: the next logical step on a board, by the simplest technique that applies.
//
// Techniques are tried in Sudoku Explainer's order (the search plan beside the technique table, technique.cpp), each with its own
// fixed search order, so the same board always gives the same step — the step Sudoku Explainer
// takes there (up to its chains; W-Wing is ours, tried after the XYZ-Wing):
//   singles          full houses first, then hidden singles: units boxes, columns, rows (1-9
//                    each), digits 1-9; naked single: cells in reading order
//   direct           pointing, claiming, hidden pair and triple that leave a hidden single:
//                    they place it (the pattern's order as below)
//   locked           box with columns, box with rows (pointing); column with boxes, row with
//   candidates       boxes (claiming); each digit 1-9, then the base unit 1-9
//   subsets          units boxes, columns, rows; combinations of positions (naked) or digits
//                    (hidden) in Sudoku Explainer's order (by the largest member first)
//   fish             columns as base lines, then rows; combinations of lines, then digits
//   strong links     every chain of 2, 3, 4 links found, the easiest taken (then the one
//                    striking most, then Sudoku Explainer's shape name, then the first)
//   wings            pivots in reading order, pincers among its peers in increasing order;
//                    ALS wings: every one found, the easiest taken as for strong links
//   uniqueness       unique loops: every one from every bivalue cell, the easiest taken;
//                    BUG: units boxes, rows, columns
//   exclusion        pairs (triples) of cells in reading order
//   chains           the chaining engine's order (chaining.h)
//
// The finder reads effective candidates (Board::effectiveCandidates): a pencil mark for a
// digit a peer holds is ignored, and extra pencil marks never make a step wrong (every
// technique only needs the true digit to be among the candidates). It does not look for
// contradictions (board.h has findContradiction): on a board with one, a step may be found
// and then be wrong.
//
// Pure functions of their arguments: call them from any thread. A search allocates little
// or nothing until it has found its step.

#include "board.h"
#include "event.h"
#include "step.h"

#include <atomic>
#include <optional>

namespace sudoku {

// Whether the board is known to have exactly one solution. The uniqueness techniques (unique,
// hidden and avoidable rectangles, unique loops, BUG) reason that a pattern would allow a
// second solution, so they hold only then: on a board with several solutions they can strike
// every one of them. Avoidable rectangles also take the digits that are not givens for the
// puzzle's own: Assumed says its givens alone have that one solution too. The forcing
// chains hold on any board, but on one with several solutions they cannot finish it and
// only make the search for a step take long before a guess: they are left out too.
enum class Uniqueness : std::uint8_t {
    Assumed, // the board has exactly one solution: every technique may be used
    Unknown, // it may have none or several: the uniqueness techniques and forcing chains
             // are left out
};
// (Assumed on a board with thousands of solutions is not wrong, but the forcing chains may
// search it for minutes before they find that nothing follows.)

// The next step, or nothing when no technique applies (the board is full, stuck, or broken)
// or when `cancel` is set while it searches (the forcing chains can take a while on the
// hardest puzzles: a window shows that it is thinking and lets the player stop it).
// Techniques of a level above `ceiling` are not tried (the generator, asking for an expert
// puzzle, needs to know only that a puzzle needs more than expert, not what).
//
// `allowed`: the techniques the step may be of (the player's choice for hints; the rating
// always uses them all). The singles (Family::Single) are allowed whatever it says, so that
// a hint can always place a digit. A step of another technique is never returned. Where a
// family's finder chooses among its techniques (the strong links, unique rectangles and
// loops, BUG, avoidable rectangles, the chains and cycles, grouped chains, almost locked
// sets) it takes the easiest allowed one — a 2-string kite where skyscrapers are left out, a
// remote pair where X-chains are; the forcing chains give one step, which is dropped when it
// is of a technique left out, and the plan goes on. With every technique
// allowed the step is the same as without the argument, found as fast.
//
// On a variant's board (variant.h) the finders reason on its units: a jigsaw's regions as its
// boxes, the diagonals and windows as units of their own. The techniques whose patterns its
// rules would make wrong are left out (stepfinder.cpp, soundOn): those needing uniqueness on
// every variant, and on a jigsaw those whose finders read boxes by the shape's arithmetic. On a
// killer's board the cage techniques (techniques/cages.cpp) add what its sums allow, and the
// dynamic chains add up cages inside their branches. A step found there carries the variant
// (Step::variant).
std::optional<Step> findStep(const Board &board, Uniqueness uniqueness = Uniqueness::Assumed,
                             const std::atomic<bool> *cancel = nullptr, Level ceiling = Level::Nightmare,
                             const TechniqueSet &allowed = allTechniques());
// Whether `allowed` leaves out a technique findStep would otherwise use (a single never).
bool leavesOutTechniques(const TechniqueSet &allowed);

// The first step of one technique alone, in that technique's search order, or nothing (also
// for Technique::None, and for a uniqueness technique unless uniqueness is Assumed).
std::optional<Step> findStepOf(const Board &board, Technique technique,
                               Uniqueness uniqueness = Uniqueness::Assumed);
// The easiest step the finder of `technique` finds, of whichever technique found with it
// (asked for XChain: any chain or cycle without groups), or nothing.
std::optional<Step> findStepWith(const Board &board, Technique technique, Uniqueness uniqueness = Uniqueness::Assumed);

// The logic step a trace's event starts (event.h: stepStart set, a technique named), rebuilt
// with its pattern: a single's placement from the event alone (singleStep), any other step
// found again on `before`, the board just before the event — a direct technique's placement
// too, when `before` gives that placement (else the placement alone, as for a single).
// Nothing for an event that starts no step, or for an eliminating step without its board.
// `puzzle`: the grid the events are of, whose shape and variant name a single's cell and unit.
std::optional<Step> stepStartedBy(const Event &event, const Board *before, const Grid &puzzle);

} // namespace sudoku
