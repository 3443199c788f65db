#pragma once
// Rating: how hard a puzzle is for a person — the level, a score, the hardest technique
// needed and how often each technique was used, from solving it with the step finder
// (stepfinder.h) to the end, every technique allowed, simplest first.
//
// Levels, by the hardest technique a solve needs (step.h lists them in order):
//   easy     singles only
//   medium   locked candidates, naked and hidden pairs and triples
//   hard     X-Wing, swordfish, skyscraper, 2-string kite, XY-, XYZ- and W-Wing, quads,
//            jellyfish
//   expert   unique rectangle, BUG+1, X-chains
//   extreme  no technique applies at some point: the solve needs a guess
//
// Score: the hardest technique's weight plus the effort, kept within the level's range, so
// that a higher level always scores higher:
//   weight   easy 1000-1200, medium 2500-4000, hard 5000-6800, expert 8000-8500 (rating.cpp
//            has the table; it follows the order of enum Technique)
//   effort   every step adds its level's cost: 1 for a single, 10 medium, 20 hard, 40 expert
//   extreme  10000, plus 10 for each candidate beyond two per empty cell when the techniques
//            first run out (how wide open the guess is), plus 100 a guess, plus the effort
// Ranges: easy [1000, 2500), medium [2500, 5000), hard [5000, 8000), expert [8000, 10000),
// extreme [10000, ...). Over the 23,293 puzzles of Sudoku Exchange's rated sample the score
// follows the Sudoku Explainer rating with a Spearman rank correlation of about 0.91
// (tst_rating measures it: on a sample always, on the whole set given SUDOKU_SHARED_DATA).
//
// A guess here is never wrong: rating first solves the puzzle with the fast solver and, at a
// dead end, writes the solution's digit in the empty cell with fewest candidates — the
// rating counts how often a person would have to guess, not how a search would fare.
//
// Pure function: call it from any thread. Typical puzzles rate in well under a millisecond.

#include "grid.h"
#include "step.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

enum class Level : std::uint8_t {
    Easy,
    Medium,
    Hard,
    Expert,
    Extreme,
    NotUnique, // no solution or several: not rated (the uniqueness techniques would mislead)
};
inline constexpr int LevelCount = 6;

// "easy", "medium", "hard", "expert", "extreme", "not-unique": stable, for the command line.
std::string_view levelName(Level level);
// The level of a technique: the level of a puzzle whose hardest step it is. Easy for None.
Level levelOf(Technique technique);

struct Rating {
    Level level = Level::NotUnique;
    int score = 0;                          // 0 when not unique, or when nothing was left to do
    Technique hardest = Technique::None;    // the hardest technique used; None when no step was
    std::array<int, TechniqueCount> steps{}; // steps[technique]: how many steps used it
    int guesses = 0;                        // dead ends, each passed by writing a solution digit
    int solutionCount = 0;                  // 0, 1 or 2 (two or more), from the fast solver

    bool guessed() const { return guesses > 0; }
    int stepsOf(Technique technique) const { return steps[static_cast<std::size_t>(technique)]; }
};

// Rates the puzzle made of `puzzle`'s digits (givens and player digits alike).
Rating rate(const Grid &puzzle);

// The solve that rate() counts, move by move: each step of the step finder in turn, and at
// each dead end a guess — a Step of Technique::None whose one placement (also in `cells` and
// `candidates`) writes the solution's digit in the empty cell with fewest candidates, the
// first in reading order on a tie. Applying them in order (applyStep) solves the puzzle.
// Empty unless the puzzle has exactly one solution. What `sudoku-cli solve --steps` prints.
std::vector<Step> ratingSteps(const Grid &puzzle);

// One line, as `sudoku-cli rate` prints it: the level, the score, the hardest technique
// ("none" when no step was needed), the guesses of an extreme puzzle, and the steps of each
// technique used, simplest first:
//   "hard score=5081 hardest=x-wing steps=full-house:20,naked-single:27,hidden-single:4,
//    naked-pair:1,x-wing:1"                                    (one line; broken here)
//   "extreme score=12033 hardest=xyz-wing guesses=6 steps=full-house:21,..."
//   "not-unique solutions=0"       "not-unique solutions=2+"
std::string toString(const Rating &rating);

} // namespace sudoku
