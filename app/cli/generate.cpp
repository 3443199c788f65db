// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli generate: random puzzles with one solution at a level (generator.h), one per
// line; with --stats, how long each took beside the time to rate and to solve one.

#include "commands.h"
#include "input.h"

#include "format.h"
#include "generator.h"
#include "solver.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace sudoku::cli {
namespace {

using Clock = std::chrono::steady_clock;

double milliseconds(Clock::duration elapsed)
{
    return std::chrono::duration<double, std::milli>(elapsed).count();
}

// "1.234": a number with a fixed number of decimals.
std::string fixed(double value, int decimals)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(decimals) << value;
    return text.str();
}

// The level LevelNames spells `name` as; the option parser let only those through.
Level levelNamed(std::string_view name)
{
    for (int i = 0; i < LevelCount; ++i) {
        if (levelName(static_cast<Level>(i)) == name)
            return static_cast<Level>(i);
    }
    return Level::Medium;
}

// A seed nobody chose: the wall clock in nanoseconds.
std::uint64_t seedFromClock()
{
    using std::chrono::nanoseconds;
    const auto now = std::chrono::system_clock::now().time_since_epoch();
    return static_cast<std::uint64_t>(std::chrono::duration_cast<nanoseconds>(now).count());
}

// What --stats sums up: the generator's times, and on the same puzzles the time to rate one
// and to solve one with the fast solver, for a speed quoted as a ratio measured in one run.
struct Summary {
    std::vector<double> generateMs;
    double rateMs = 0;
    double solveMs = 0;
    std::uint64_t attempts = 0;
    int givens = 0;
    int fewestGivens = MaxCellCount;
    int mostGivens = 0;

    void add(const GenerateResult &result, double ms, const std::atomic<bool> &stop)
    {
        generateMs.push_back(ms);
        attempts += result.attempts;
        const int count = result.puzzle.givenCount();
        givens += count;
        fewestGivens = std::min(fewestGivens, count);
        mostGivens = std::max(mostGivens, count);
        auto start = Clock::now();
        const Rating rating = rate(result.puzzle, Level::Nightmare, &stop);
        rateMs += milliseconds(Clock::now() - start);
        start = Clock::now();
        const SolveResult solved = solve(result.puzzle, 2, &stop);
        solveMs += milliseconds(Clock::now() - start);
        checked += rating.difficulty + solved.count;
    }

    // Adds up what rating and solving returned, so that neither call is optimised away.
    std::int64_t checked = 0;

    std::string report(Level level) const
    {
        std::vector<double> sorted = generateMs;
        std::sort(sorted.begin(), sorted.end());
        const std::size_t n = sorted.size();
        const double median = (sorted[(n - 1) / 2] + sorted[n / 2]) / 2;
        const double puzzles = static_cast<double>(n);
        double total = 0;
        for (const double ms : sorted)
            total += ms;
        const double rateEach = rateMs / puzzles;
        const double solveEach = solveMs / puzzles;
        std::string text = "generate " + std::string(levelName(level)) + ": " + std::to_string(n)
                         + (n == 1 ? " puzzle" : " puzzles") + ", median " + fixed(median, 3)
                         + " ms, mean " + fixed(total / puzzles, 3) + " ms, max "
                         + fixed(sorted.back(), 3) + " ms; per puzzle "
                         + fixed(static_cast<double>(attempts) / puzzles, 1) + " attempts, "
                         + fixed(givens / puzzles, 1) + " givens (" + std::to_string(fewestGivens)
                         + "-" + std::to_string(mostGivens) + ")\n";
        text += "the same puzzles: rate " + fixed(rateEach, 4) + " ms, solve "
              + fixed(solveEach, 4) + " ms per puzzle; the median puzzle took as long as "
              + fixed(median / rateEach, 1) + " ratings, " + fixed(median / solveEach, 0)
              + " solves\n";
        return text;
    }
};

} // namespace

int runGenerate(const Arguments &arguments, Context &context)
{
    GenerateOptions options;
    // --box, else --size's squarest box, else 9×9 (takePuzzleOptions checked they agree).
    const ReadOptions &shape = context.puzzles;
    options.shape = shape.box ? *shape.box : shape.size > 0 ? *Shape::forSize(shape.size) : Shape::classic();
    options.level = levelNamed(arguments.choice("--level"));
    options.symmetry = symmetryFromName(arguments.choice("--symmetry")).value_or(Symmetry::None);
    options.variant = shape.variant.value_or(VariantKind::Classic);
    if (options.variant != VariantKind::Classic) {
        // Every variant is made at a level like classic puzzles, but nightmare, whose puzzles
        // are classic ones in a new guise (generator.h).
        std::string wrong;
        if (!options.shape.isClassic())
            wrong = "variants are generated on 9×9 alone";
        else if (options.level == Level::Nightmare)
            wrong = "--level nightmare takes classic puzzles alone (known ones in a new guise): a variant's go up to extreme";
        if (!wrong.empty()) {
            context.err << "sudoku-cli generate: " << wrong
                        << "\nTry 'sudoku-cli generate --help' for more information.\n";
            return ExitUsageOrIo;
        }
        // The file names its rules, so that it reads back (and opens in the window) as it is.
        context.out << "# variant: " << variantName(options.variant) << '\n';
    }
    if (options.level == Level::Nightmare && options.symmetry != Symmetry::None && options.shape.isClassic()) {
        // They are known puzzles in a new guise (generator.h): their givens keep their shape.
        context.err << "sudoku-cli generate: nightmare puzzles come without symmetry\n"
                       "Try 'sudoku-cli generate --help' for more information.\n";
        return ExitUsageOrIo;
    }
    const int count = arguments.number("-n");
    const bool stats = arguments.flag("--stats");
    std::uint64_t firstSeed = 0;
    if (const std::optional<std::uint64_t> seed = arguments.unsignedNumber("--seed")) {
        firstSeed = *seed;
    } else {
        firstSeed = seedFromClock();
        context.err << "sudoku-cli generate: seed " + std::to_string(firstSeed) + '\n';
    }

    if (!options.shape.isClassic())
        options.maxAttempts = AttemptsOnOtherSizes;

    Summary summary;
    for (int i = 0; i < count && !outputFailed(context) && !stopRequested(context); ++i) {
        options.seed = firstSeed + static_cast<std::uint64_t>(i); // past 2^64-1 it wraps to 0
        const auto start = Clock::now();
        const GenerateResult result = generate(options, &context.stop);
        const double ms = milliseconds(Clock::now() - start);
        if (stopRequested(context))
            break; // the reader has gone: the puzzle was not finished
        if (result.exhausted) {
            context.err << "sudoku-cli generate: no " + std::string(levelName(options.level)) + " "
                               + sizeName(options.shape) + " puzzle turned up in "
                               + std::to_string(result.attempts) + " attempts (seed "
                               + std::to_string(options.seed) + "); try another level\n";
            return ExitPuzzleProblem;
        }
        // Each line as soon as it is made: a run of many puzzles shows its progress.
        context.out << (options.variant != VariantKind::Classic ? toVariantLine(result.puzzle, context.puzzles.symbols)
                                                                : toLine(result.puzzle, context.puzzles.symbols));
        context.out << ' ' << levelName(result.rating.level) << '\n' << std::flush;
        if (stats) {
            context.err << "seed " + std::to_string(options.seed) + ": " + fixed(ms, 3) + " ms, "
                               + std::to_string(result.attempts)
                               + (result.attempts == 1 ? " attempt, " : " attempts, ")
                               + std::to_string(result.puzzle.givenCount()) + " givens\n";
            summary.add(result, ms, context.stop);
        }
    }
    if (stats && !summary.generateMs.empty() && !stopRequested(context))
        context.err << summary.report(options.level);
    return ExitSuccess;
}

} // namespace sudoku::cli
