#pragma once
// The step finder: the next logical step on a board, by the simplest technique that applies.
//
// Techniques are tried in the order of enum Technique (step.h), simplest first, each with its
// own fixed search order, so the same board always gives the same step:
//   singles          full house and hidden single: units boxes 1-9, rows 1-9, columns 1-9
//                    (digits 1-9 in each); naked single: cells in reading order. A step's
//                    unit is the first unit in that order that shows it.
//   locked           pointing: boxes 1-9, digits, then the box's rows and columns;
//   candidates       claiming: rows 1-9, columns 1-9, digits, then the line's boxes
//   subsets          units boxes, rows, columns; then cells (naked) or digits (hidden) in
//                    increasing order, the first combination that eliminates
//   fish             digits 1-9; rows as base lines, then columns; lines in increasing order
//   skyscraper,      digits 1-9; the first link's unit, then the second's, in index order
//   2-string kite
//   wings            pivots (XY-, XYZ-Wing) or first cells (W-Wing) in reading order
//   unique rect.     rows, then columns of the rectangle in increasing order
//   X-chain          the shortest chain over digits 1-9 and start cells in reading order
//
// The finder reads effective candidates (Board::effectiveCandidates): a pencil mark for a
// digit a peer holds is ignored, and extra pencil marks never make a step wrong (every
// technique only needs the true digit to be among the candidates). It does not look for
// contradictions (board.h has findContradiction): on a board with one, a step may be found
// and then be wrong.
//
// Pure functions of their arguments: call them from any thread. A search allocates nothing
// until it has found its step.

#include "board.h"
#include "event.h"
#include "step.h"

#include <atomic>
#include <optional>

namespace sudoku {

// Whether the board is known to have exactly one solution. The uniqueness techniques (unique
// rectangle, BUG+1) reason that a pattern would allow a second solution, so they hold only
// then: on a board with several solutions they can strike every one of them. The forcing
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
std::optional<Step> findStep(const Board &board, Uniqueness uniqueness = Uniqueness::Assumed,
                             const std::atomic<bool> *cancel = nullptr, Level ceiling = Level::Nightmare);

// The first step of one technique alone, in that technique's search order, or nothing (also
// for Technique::None, and for a uniqueness technique unless uniqueness is Assumed).
std::optional<Step> findStepOf(const Board &board, Technique technique,
                               Uniqueness uniqueness = Uniqueness::Assumed);

// The logic step a trace's event starts (event.h: stepStart set, a technique named), rebuilt
// with its pattern: a placement from the event alone (singleStep), any other step found again
// on `before`, the board just before the event. Nothing for an event that starts no step, or
// for an eliminating step without its board.
std::optional<Step> stepStartedBy(const Event &event, const Board *before);

} // namespace sudoku
