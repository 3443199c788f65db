// sudoku-cli bench: the fast solver's speed over each file, its answers checked first.

#include "commands.h"
#include "input.h"

#include "solver.h"

#include <chrono>
#include <cmath>
#include <cstdint>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace sudoku::cli {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto MinimumRunTime = std::chrono::seconds(1);

struct BenchPuzzle {
    int line = 0;
    Grid grid;
};

// What is wrong with the solver's answer for `puzzle`, or nothing. A puzzle without a
// solution or with several is no fault of the solver: benchFile() counts those.
std::optional<std::string> checkResult(const Grid &puzzle, const SolveResult &result)
{
    if (result.count > 0 && !result.solution.isSolutionOf(puzzle))
        return "the solution found is not a solution of the puzzle: " + toLine(result.solution);
    if (result.count > 1 && !result.secondSolution.isSolutionOf(puzzle))
        return "the second solution found is not a solution of the puzzle: "
             + toLine(result.secondSolution);
    return std::nullopt;
}

// "1 puzzle has", "3 puzzles have"
std::string puzzlesHave(int count)
{
    return std::to_string(count) + (count == 1 ? " puzzle has" : " puzzles have");
}

struct Timing {
    std::uint64_t solves = 0;
    std::uint64_t guesses = 0;
    Clock::duration elapsed{};
};

// Solves the whole list again and again until MinimumRunTime has passed.
Timing timeSolves(const std::vector<BenchPuzzle> &puzzles, int limit)
{
    Timing timing;
    const auto start = Clock::now();
    do {
        for (const BenchPuzzle &puzzle : puzzles)
            timing.guesses += solve(puzzle.grid, limit).stats.guesses;
        timing.solves += puzzles.size();
        timing.elapsed = Clock::now() - start;
    } while (timing.elapsed < MinimumRunTime);
    return timing;
}

int benchFile(Context &context, const std::string &name, int limit)
{
    Status status;
    std::vector<BenchPuzzle> puzzles;
    auto keep = [&](std::string_view source, const PuzzleRecord &record) {
        if (record.ok()) {
            puzzles.push_back({record.line, *record.grid});
        } else {
            reportUnreadable(context, source, record);
            status.raise(ExitPuzzleProblem);
        }
    };
    status.raise(readPuzzlesOf(context, name, keep));
    if (status.code() == ExitUsageOrIo)
        return status.code();
    if (puzzles.empty()) {
        context.err << name + ": no puzzles to bench\n";
        status.raise(ExitPuzzleProblem);
        return status.code();
    }

    int unsolvable = 0;
    int ambiguous = 0;
    for (const BenchPuzzle &puzzle : puzzles) {
        const SolveResult result = solve(puzzle.grid, limit);
        unsolvable += result.count == 0 ? 1 : 0;
        ambiguous += result.count > 1 ? 1 : 0;
        if (const auto problem = checkResult(puzzle.grid, result)) {
            report(context, name, puzzle.line, "SOLVER CHECK FAILED: " + *problem);
            status.raise(ExitPuzzleProblem);
        }
    }
    if (unsolvable > 0)
        context.err << name << ": " << puzzlesHave(unsolvable) << " no solution\n";
    if (ambiguous > 0)
        context.err << name << ": " << puzzlesHave(ambiguous) << " more than one solution\n";

    const Timing timing = timeSolves(puzzles, limit);
    const double seconds = std::chrono::duration<double>(timing.elapsed).count();
    const auto solves = static_cast<double>(timing.solves);
    std::ostringstream line;
    line << name << ": " << puzzles.size() << " puzzles, " << std::llround(solves / seconds)
         << " puzzles/s, " << std::fixed << std::setprecision(1) << seconds * 1e6 / solves
         << " us/puzzle, " << static_cast<double>(timing.guesses) / solves << " guesses/puzzle\n";
    context.out << line.str() << std::flush; // each file can take seconds: show it now
    return status.code();
}

} // namespace

int runBench(const Arguments &arguments, Context &context)
{
    const int limit = arguments.number("--limit");
    Status status;
    for (const std::string &name : arguments.files)
        status.raise(benchFile(context, name, limit));
    return status.code();
}

} // namespace sudoku::cli
