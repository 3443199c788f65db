// SPDX-License-Identifier: GPL-3.0-or-later
#include "hint.h"

#include "geometry.h"
#include "solver.h"
#include "stepfinder.h"

namespace sudoku {
namespace {

// The board the step finder reads: the player's pencil marks, and for an empty cell the
// player has not pencilled in yet, every candidate its peers allow.
Board hintBoard(const Board &player)
{
    Board board = player;
    for (int cell = 0; cell < player.grid.cellCount(); ++cell) {
        Candidates &marks = board.candidates[idx(cell)];
        if (player.grid.isEmpty(cell) && marks.isEmpty())
            marks = player.grid.candidates(cell);
    }
    return board;
}

template <typename IsInvolved>
std::vector<int> cellsWhere(int cellCount, IsInvolved isInvolved)
{
    std::vector<int> cells;
    for (int cell = 0; cell < cellCount; ++cell) {
        if (isInvolved(cell))
            cells.push_back(cell);
    }
    return cells;
}

} // namespace

std::vector<int> differingCells(const Grid &a, const Grid &b)
{
    return cellsWhere(a.cellCount(), [&](int cell) { return a.digit(cell) != b.digit(cell); });
}

PuzzleCheck checkPuzzle(const Grid &puzzle, const std::atomic<bool> *cancel)
{
    PuzzleCheck check;
    std::vector<bool> clashing(idx(puzzle.cellCount()), false);
    for (const Conflict &conflict : puzzle.conflicts()) {
        clashing[idx(conflict.first)] = true;
        clashing[idx(conflict.second)] = true;
    }
    check.cells = cellsWhere(puzzle.cellCount(), [&](int cell) { return clashing[idx(cell)]; });
    if (!check.cells.empty())
        return check;

    const SolveResult result = solve(puzzle, 2, cancel);
    check.solutionCount = result.count;
    check.cancelled = result.stats.cancelled;
    if (check.cancelled)
        return check;
    if (result.count == 2) {
        check.cells = differingCells(result.solution, result.secondSolution);
    } else if (result.count == 0) {
        check.cells = cellsWhere(puzzle.cellCount(),
                                 [&](int cell) { return puzzle.isEmpty(cell) && puzzle.candidates(cell).isEmpty(); });
        if (check.cells.empty()) {
            if (const auto dead = findContradiction(Board::fromGrid(puzzle)); dead && dead->unit >= 0) {
                const auto unit = puzzle.geometry().cellsOfUnit(dead->unit);
                check.cells.assign(unit.begin(), unit.end());
            }
        }
    }
    return check;
}

HintResult findHint(const Board &player, const std::atomic<bool> *cancel, const TechniqueSet &allowed)
{
    HintResult result;
    const SolveResult solved = solve(player.grid.givensOnly(), 2, cancel);
    if (solved.stats.cancelled) {
        result.kind = HintKind::Cancelled;
        return result;
    }
    if (solved.count == 0) {
        result.kind = HintKind::NoSolution;
        return result;
    }
    if (solved.count > 1) {
        result.kind = HintKind::SeveralSolutions;
        result.differingCells = differingCells(solved.solution, solved.secondSolution);
        return result;
    }
    result.solution = solved.solution;
    result.mistakes = findMistakes(player, solved.solution);
    if (!result.mistakes.empty()) {
        result.kind = HintKind::Mistakes;
    } else if (player.grid.isFull()) {
        result.kind = HintKind::Solved;
    } else if (std::optional<Step> step = findStep(hintBoard(player), Uniqueness::Assumed, cancel, Level::Nightmare, allowed)) {
        result.kind = HintKind::Step;
        result.step = std::move(*step);
    } else {
        // findStep answers nothing when cancelled: that is no verdict on the board.
        result.kind = cancel && cancel->load(std::memory_order_relaxed) ? HintKind::Cancelled : HintKind::NoStep;
    }
    return result;
}

} // namespace sudoku
