// SPDX-License-Identifier: GPL-3.0-or-later
#include "rating.h"

#include "solver.h"
#include "stepfinder.h"

#include <algorithm>
#include <chrono>
#include <utility>

namespace sudoku {
namespace {


// The empty cell with fewest candidates, the first in reading order on a tie: where a person
// stuck would guess.
int guessCell(const Board &board)
{
    const CellValues<Candidates> candidates = board.allEffectiveCandidates();
    int best = -1;
    for (int cell = 0; cell < board.grid.cellCount(); ++cell) {
        if (board.grid.isEmpty(cell)
            && (best < 0 || candidates[idx(cell)].count() < candidates[idx(best)].count()))
            best = cell;
    }
    return best;
}

// A guess as a move: the solution's digit written in a cell, technique None.
Step guessStep(int cell, int digit)
{
    Step guess;
    guess.placements = {{cell, digit}};
    guess.cells = {cell};
    guess.candidates = guess.placements;
    guess.digits = Candidates::single(digit);
    return guess;
}

// The step the rating takes: Sudoku Explainer's, the easiest it sees. The step finder shows a
// W-Wing or a colouring before the chains they are, so that a player sees the pattern by its
// name (technique.cpp's plan), though a cheaper chain or cycle may be there too (an XY-cycle
// at 6.6 beside a W-Wing at 7.0): the rating takes the cheaper, as Sudoku Explainer would.
std::optional<Step> cheapestStep(const Board &board, std::optional<Step> step)
{
    if (!step
        || (step->technique != Technique::WWing && step->technique != Technique::SimpleColouring
            && step->technique != Technique::MultiColouring))
        return step;
    std::optional<Step> chain = findStepWith(board, Technique::XChain);
    return chain && chain->difficulty < step->difficulty ? chain : step;
}

// How solveAsRated() goes about it, besides the puzzle.
struct RatedSolveOptions {
    Level ceiling = Level::Nightmare;
    const std::atomic<bool> *cancel = nullptr;
    std::vector<double> *stepMilliseconds = nullptr; // when set, each step search's time
};

// How it ended: the solver's count of solutions (0, 1 or 2), and whether it stopped at the
// ceiling or at the cancel token.
struct RatedSolveEnd {
    int solutionCount = 0;
    bool bounded = false;
    bool cancelled = false;
};

bool isSet(const std::atomic<bool> *cancel) { return cancel && cancel->load(std::memory_order_relaxed); }

// The solve rate() counts: calls visit(board, move) with each move on the board it is made
// on, then makes it — the step finder's step, or at a dead end a guess (guessStep). A guess is
// never wrong: the solution comes from the fast solver first. No move is made unless the
// puzzle has exactly one solution. With a ceiling below nightmare, a dead end ends the solve
// (`bounded`) instead; a cancel ends it wherever it is (a step search that comes back empty
// because it was cancelled is no dead end: no guess follows).
template <typename Visit>
RatedSolveEnd solveAsRated(const Grid &puzzle, Visit &&visit, const RatedSolveOptions &options = {})
{
    RatedSolveEnd end;
    const SolveResult solved = solve(puzzle, 2, options.cancel);
    end.solutionCount = solved.count;
    end.cancelled = solved.stats.cancelled;
    if (solved.count != 1 || end.cancelled)
        return end;
    Board board = Board::fromGrid(puzzle);
    while (!board.grid.isFull()) {
        const auto start = std::chrono::steady_clock::now();
        const std::optional<Step> step =
            cheapestStep(board, findStep(board, Uniqueness::Assumed, options.cancel, options.ceiling));
        if (options.stepMilliseconds)
            options.stepMilliseconds->push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        if (isSet(options.cancel)) {
            end.cancelled = true;
            break;
        }
        if (step) {
            visit(std::as_const(board), *step);
            applyStep(board, *step);
            continue;
        }
        if (options.ceiling < Level::Nightmare) {
            end.bounded = true;
            break;
        }
        const int cell = guessCell(board);
        const int digit = solved.solution.digit(cell);
        visit(std::as_const(board), guessStep(cell, digit));
        board.place(cell, digit);
    }
    return end;
}

} // namespace

Rating rate(const Grid &puzzle, Level ceiling, const std::atomic<bool> *cancel)
{
    RatingDetails none;
    return rate(puzzle, ceiling, none, cancel);
}

Rating rate(const Grid &puzzle, Level ceiling, RatingDetails &details, const std::atomic<bool> *cancel)
{
    Rating rating;
    Level level = Level::Easy;
    const RatedSolveEnd end = solveAsRated(puzzle, [&](const Board &, const Step &move) {
        if (details.keepMoves)
            details.moves.push_back(move);
        if (move.technique == Technique::None) {
            ++rating.guesses;
            return;
        }
        ++rating.steps[static_cast<std::size_t>(move.technique)];
        if (move.difficulty > rating.difficulty) {
            rating.difficulty = move.difficulty;
            rating.hardest = move.technique;
        }
        level = std::max(level, techniqueInfo(move.technique).level);
    }, {ceiling, cancel, details.timeSteps ? &details.stepMilliseconds : nullptr});
    rating.solutionCount = end.solutionCount;
    rating.bounded = end.bounded;
    rating.cancelled = end.cancelled;
    if (rating.solutionCount != 1 || rating.cancelled)
        return rating;
    rating.level = rating.bounded ? static_cast<Level>(static_cast<int>(ceiling) + 1) : level;
    if (rating.guessed()) {
        rating.level = Level::Nightmare;
        rating.difficulty = BeyondLogic;
    }
    return rating;
}

std::vector<Step> ratingSteps(const Grid &puzzle, const std::atomic<bool> *cancel)
{
    std::vector<Step> moves;
    RatedSolveOptions options;
    options.cancel = cancel;
    solveAsRated(puzzle, [&moves](const Board &, const Step &move) { moves.push_back(move); }, options);
    return moves;
}

std::string toString(const Rating &rating)
{
    std::string text(levelName(rating.level));
    if (rating.level == Level::NotUnique)
        return text + (rating.solutionCount == 0 ? " solutions=0" : " solutions=2+");
    text += " er=" + difficultyText(rating.difficulty) + " hardest=";
    text += rating.hardest == Technique::None ? "none" : techniqueName(rating.hardest);
    if (rating.guessed())
        text += " guesses=" + std::to_string(rating.guesses);
    text += " steps=";
    // Simplest first: by base difficulty, then in the table's order.
    std::vector<Technique> used;
    for (int t = 1; t < TechniqueCount; ++t) {
        if (rating.stepsOf(static_cast<Technique>(t)) > 0)
            used.push_back(static_cast<Technique>(t));
    }
    std::stable_sort(used.begin(), used.end(), [](Technique a, Technique b) {
        return techniqueInfo(a).difficulty < techniqueInfo(b).difficulty;
    });
    const char *separator = "";
    for (const Technique technique : used) {
        text.append(separator).append(techniqueName(technique)).append(":");
        text += std::to_string(rating.stepsOf(technique));
        separator = ",";
    }
    return text;
}

} // namespace sudoku
