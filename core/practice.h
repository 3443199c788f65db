// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Practice by technique: the player is shown a position of a technique (position.h,
// serveExample) and marks what they take its step to do — the digit it places, the
// candidates it strikes out — and the answer is judged against the step the hint finds there:
//   right         exactly the step's placements and eliminations;
//   partly right  nothing false, and not exactly the step: some of it (a placement without
//                 the rest, two of three eliminations), or true deductions of another pattern;
//   wrong         a digit that is not the solution's, a candidate struck that is the
//                 solution's digit, or nothing marked.
// Pure functions of their arguments: call them from any thread.

#include "board.h"
#include "step.h"

#include <cstdint>
#include <vector>

namespace sudoku {

struct PracticeAnswer {
    std::vector<CellDigit> placements;   // digits the player says the step places
    std::vector<CellDigit> eliminations; // candidates the player says it strikes out

    bool isEmpty() const { return placements.empty() && eliminations.empty(); }
    bool operator==(const PracticeAnswer &) const = default;
};

enum class Verdict : std::uint8_t { Right, PartlyRight, Wrong };

struct Judgement {
    Verdict verdict = Verdict::Wrong;
    PracticeAnswer found;  // the marks that are the step's
    PracticeAnswer missed; // the step's placements and eliminations not marked
    PracticeAnswer wrong;  // the marks the solution contradicts
    PracticeAnswer other;  // the marks that are true but not the step's
};

// The answer judged against `step` on a puzzle whose one solution is `solution`. A mark given
// twice counts once.
Judgement judge(const Step &step, const Grid &solution, const PracticeAnswer &answer);

} // namespace sudoku
