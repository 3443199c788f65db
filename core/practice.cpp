// SPDX-License-Identifier: GPL-3.0-or-later
#include "practice.h"

#include <algorithm>

namespace sudoku {
namespace {

bool contains(const std::vector<CellDigit> &list, const CellDigit &item)
{
    return std::find(list.begin(), list.end(), item) != list.end();
}

std::vector<CellDigit> distinct(const std::vector<CellDigit> &list)
{
    std::vector<CellDigit> unique;
    for (const CellDigit &item : list) {
        if (!contains(unique, item))
            unique.push_back(item);
    }
    return unique;
}

// Sorts one kind of mark (placements or eliminations) into the judgement's lists.
// A placement is false when it is not the solution's digit, an elimination when it is.
void sortMarks(const std::vector<CellDigit> &marked, const std::vector<CellDigit> &stepMarks, bool placing,
               const Grid &solution, Judgement &judgement, std::vector<CellDigit> PracticeAnswer::*kind)
{
    const std::vector<CellDigit> marks = distinct(marked);
    for (const CellDigit &mark : marks) {
        const bool solutionDigit = solution.digit(mark.cell) == mark.digit;
        if (contains(stepMarks, mark))
            (judgement.found.*kind).push_back(mark);
        else if (solutionDigit != placing)
            (judgement.wrong.*kind).push_back(mark);
        else
            (judgement.other.*kind).push_back(mark);
    }
    for (const CellDigit &mark : stepMarks) {
        if (!contains(marks, mark))
            (judgement.missed.*kind).push_back(mark);
    }
}

} // namespace

Judgement judge(const Step &step, const Grid &solution, const PracticeAnswer &answer)
{
    Judgement judgement;
    sortMarks(answer.placements, step.placements, true, solution, judgement, &PracticeAnswer::placements);
    sortMarks(answer.eliminations, step.eliminations, false, solution, judgement,
              &PracticeAnswer::eliminations);
    if (answer.isEmpty() || !judgement.wrong.isEmpty())
        judgement.verdict = Verdict::Wrong;
    else if (judgement.missed.isEmpty() && judgement.other.isEmpty())
        judgement.verdict = Verdict::Right;
    else
        judgement.verdict = Verdict::PartlyRight;
    return judgement;
}

} // namespace sudoku
