// sudoku-cli solve: the solution of every puzzle, in input order; with --steps, the moves
// that lead a person there first.

#include "commands.h"
#include "input.h"

#include "rating.h"
#include "solver.h"

#include <chrono>
#include <ostream>
#include <string>

namespace sudoku::cli {
namespace {

// One move of the rating's solve as a sentence: a step as describe() tells it, a guess
// (technique None) in the same shape as a single's.
std::string describeMove(const Step &move, const Grid &puzzle)
{
    if (move.technique != Technique::None)
        return describe(move);
    const CellDigit guess = move.placements.front();
    const std::string digit = guess.digit <= 9 ? std::to_string(guess.digit) : std::string(1, digitSymbol(guess.digit));
    return cellName(guess.cell, puzzle.size()) + " = " + digit + ": guess \u2014 no technique applies; " + digit
         + " is the solution's digit there";
}

} // namespace

int runSolve(const Arguments &arguments, Context &context)
{
    const bool pretty = arguments.flag("--pretty");
    const bool candidates = arguments.flag("--candidates");
    const bool stats = arguments.flag("--stats");
    const bool steps = arguments.flag("--steps");
    // Results of several lines are told apart by a blank line between them.
    const bool multiLine = pretty || candidates || steps;
    bool first = true;
    Status status;

    auto solveOne = [&](std::string_view source, const PuzzleRecord &record) {
        std::ostream &out = context.out;
        if (multiLine && !first)
            out << '\n';
        first = false;
        if (answeredUnreadable(context, source, record, status))
            return;
        const Grid &puzzle = *record.grid;
        if (candidates)
            out << toCandidateGrid(puzzle, context.puzzles.symbols);

        const auto start = std::chrono::steady_clock::now();
        const SolveResult result = solve(puzzle, 2, &context.stop);
        const auto elapsed = std::chrono::steady_clock::now() - start;
        if (result.stats.cancelled)
            return; // the reader has gone: what was found so far is no answer

        if (steps && result.count == 1) {
            const std::vector<Step> moves = ratingSteps(puzzle, &context.stop);
            if (stopRequested(context))
                return; // the moves may stop short
            for (const Step &move : moves)
                out << describeMove(move, puzzle) << '\n';
        }
        if (result.count == 0) {
            out << "no solution\n";
        } else if (pretty) {
            out << toBoxedGrid(result.solution, context.puzzles.symbols);
        } else {
            out << toLine(result.solution, context.puzzles.symbols) << '\n';
        }
        if (result.count != 1) {
            report(context, source, record.line,
                   result.count == 0 ? "no solution" : "multiple solutions");
            status.raise(ExitPuzzleProblem);
        }
        if (stats) {
            using std::chrono::microseconds;
            const auto micros = std::chrono::duration_cast<microseconds>(elapsed).count();
            const std::uint64_t guesses = result.stats.guesses;
            report(context, source, record.line,
                   std::to_string(guesses) + (guesses == 1 ? " guess, " : " guesses, ")
                       + std::to_string(micros) + " us");
        }
    };
    status.raise(readPuzzlesOf(context, arguments.files, solveOne));
    return status.code();
}

} // namespace sudoku::cli
