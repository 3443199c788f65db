// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli solve: the solution of every puzzle, in input order; with --steps, the moves
// that lead a person there first.

#include "commands.h"
#include "input.h"

#include "rating.h"
#include "solver.h"
#include "stepjson.h"

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
    return puzzle.geometry().cellName(guess.cell) + " = " + digit + ": guess \u2014 no technique applies; " + digit
         + " is the solution's digit there";
}

// A move as --steps prints it: its rating on Sudoku Explainer's scale first ("er=7.2", "guess"
// for a guess), the sentence, and for a forcing step each branch's numbered lines beneath,
// indented, an inner step's lines deeper still.
// With `eureka`, chains are written in Eureka notation (describeEureka, ChainLine::eureka).
void writeMove(std::ostream &out, const Step &move, const Grid &puzzle, bool eureka)
{
    out << (move.technique == Technique::None ? std::string("guess") : "er=" + difficultyText(move.difficulty)) << ' '
        << (eureka && move.technique != Technique::None ? describeEureka(move) : describeMove(move, puzzle)) << '\n';
    if (!readsAsLines(move))
        return;
    for (std::size_t chain = 0; chain < move.chains.size(); ++chain) {
        if (move.chains.size() > 1)
            out << "  branch " << chain + 1 << " of " << move.chains.size() << ":\n";
        for (const ChainLine &line : chainLines(move, chain))
            out << std::string(4 + 4 * static_cast<std::size_t>(line.depth), ' ')
                << (eureka ? line.eureka : toEnglish(line.text)) << '\n';
    }
}

} // namespace

int runSolve(const Arguments &arguments, Context &context)
{
    const bool pretty = arguments.flag("--pretty");
    const bool candidates = arguments.flag("--candidates");
    const bool stats = arguments.flag("--stats");
    const bool json = arguments.flag("--json");
    const bool eureka = arguments.choice("--notation") == "eureka";
    const bool steps = arguments.flag("--steps") || json;
    // Results of several lines are told apart by a blank line between them; --json writes
    // one line a puzzle.
    const bool multiLine = (pretty || candidates || steps) && !json;
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

        if (json) {
            RatingDetails details;
            details.keepMoves = true;
            const Rating rating = rate(puzzle, Level::Nightmare, details, &context.stop);
            if (stopRequested(context))
                return; // the moves may stop short
            out << puzzleJson(puzzle, source, record.line, rating,
                              result.count == 1 ? std::optional<Grid>(result.solution) : std::nullopt, details.moves)
                << '\n';
        } else if (steps && result.count == 1) {
            const std::vector<Step> moves = ratingSteps(puzzle, &context.stop);
            if (stopRequested(context))
                return; // the moves may stop short
            for (const Step &move : moves)
                writeMove(out, move, puzzle, eureka);
        }
        if (!json) {
            if (result.count == 0)
                out << "no solution\n";
            else if (pretty)
                out << toBoxedGrid(result.solution, context.puzzles.symbols);
            else
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
