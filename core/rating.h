// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rating: how hard a puzzle is for a person, on Sudoku Explainer's scale — from solving it with
// the step finder (stepfinder.h) to the end, every technique allowed, the simplest that
// applies each time, as Sudoku Explainer does.
//
//   difficulty  the hardest step's difficulty (technique.h: the technique's base plus what its
//               size or length adds), in tenths: 72 is Sudoku Explainer's 7.2. Singles 1.0-2.3,
//               locked candidates 2.6-2.8, subsets 3.0-5.4, fish 3.2-5.2 (finned more), wings
//               and single-digit patterns 4.0-7.5, chains 6.5 and up, forcing chains 7.5-9.5,
//               nested forcing chains 9.5 and up.
//   level       the highest level among the techniques used (technique.h: easy ... nightmare)
//   steps       how often each technique was used
//
// A puzzle the step finder cannot finish (it never happens on one with exactly one solution)
// is solved on by writing the solution's digit in the empty cell with fewest candidates at
// each dead end; such a puzzle is rated as Sudoku Explainer rates one beyond its techniques:
// 20.0, and its level is nightmare. The fast solver counts the solutions first: a puzzle with
// none or several is not rated.
//
// Pure functions: call them from any thread. `cancel` (may be null) may be set from any
// thread: the solution count, each step search (the forcing chains can take seconds on the
// hardest puzzles) and the loop between steps read it, and a cancelled rating returns at once
// with `cancelled` set.

#include "grid.h"
#include "step.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

// Sudoku Explainer's rating of a puzzle it cannot solve by logic.
inline constexpr int BeyondLogic = 200;

struct Rating {
    Level level = Level::NotUnique;
    int difficulty = 0;                     // tenths; 0 when not unique or already solved
    Technique hardest = Technique::None;    // the hardest technique used; None when no step was
    std::array<int, TechniqueCount> steps{}; // steps[technique]: how many steps used it
    int guesses = 0;                        // dead ends, each passed by writing a solution digit
    int solutionCount = 0;                  // 0, 1 or 2 (two or more), from the fast solver
    bool bounded = false;                   // stopped at rate()'s ceiling: harder than it
    bool cancelled = false;                 // stopped by the cancel token: the rest means nothing

    bool guessed() const { return guesses > 0; }
    int stepsOf(Technique technique) const { return steps[static_cast<std::size_t>(technique)]; }
};

// Rates the puzzle made of `puzzle`'s digits (givens and player digits alike). With a
// `ceiling` below nightmare, techniques above it are not tried and a puzzle that needs one
// stops there: its level is the one above the ceiling and `bounded` is set (its difficulty
// and steps are those of the solve so far). What the generator needs, at a fraction of the
// cost of rating the hardest puzzles in full.
Rating rate(const Grid &puzzle, Level ceiling = Level::Nightmare, const std::atomic<bool> *cancel = nullptr);

// What a benchmark or a check wants to know of a rating's solve besides the rating.
struct RatingDetails {
    bool timeSteps = false;  // fill stepMilliseconds
    bool keepMoves = false;  // fill moves
    std::vector<double> stepMilliseconds; // per move: how long the step finder took there,
                                          // the latency a hint would have at that point
    std::vector<Step> moves;              // ratingSteps()'s moves
};
Rating rate(const Grid &puzzle, Level ceiling, RatingDetails &details, const std::atomic<bool> *cancel = nullptr);

// The solve that rate() counts, move by move: each step of the step finder in turn, and at
// each dead end a guess — a Step of Technique::None whose one placement (also in `cells` and
// `candidates`) writes the solution's digit in the empty cell with fewest candidates, the
// first in reading order on a tie. Applying them in order (applyStep) solves the puzzle.
// Empty unless the puzzle has exactly one solution. What `sudoku-cli solve --steps` prints.
// Cancelled (`cancel` set while it works), the moves stop short: the caller that set it knows.
std::vector<Step> ratingSteps(const Grid &puzzle, const std::atomic<bool> *cancel = nullptr);

// One line, as `sudoku-cli rate` prints it: the level, the rating (er=, as Sudoku Explainer
// writes it), the hardest technique ("none" when no step was needed), the guesses of a puzzle
// the techniques could not finish, and the steps of each technique used, simplest first:
//   "hard er=3.2 hardest=x-wing steps=full-house:20,hidden-single:27,naked-single:4,
//    naked-pair:1,x-wing:1"                                    (one line; broken here)
//   "not-unique solutions=0"       "not-unique solutions=2+"
std::string toString(const Rating &rating);

} // namespace sudoku
