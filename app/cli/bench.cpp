// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli bench: the fast solver's speed over each file, its answers checked first.

#include "commands.h"
#include "input.h"

#include "solver.h"

#include <algorithm>
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
// The puzzles held at once (about 7 MB): a bigger file is read, checked and timed in batches.
constexpr std::size_t BatchPuzzles = 65536;

struct BenchPuzzle {
    LineNumber line = 0;
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

// Solves the list once, or (`repeat`) again and again until MinimumRunTime has passed.
// Timed: the count alone (countSolutions: solve()'s search without building result grids),
// as tdoku's benchmark counts without writing a solution. `stop` ends it, the timing then
// meaning nothing.
void timeSolves(const std::vector<BenchPuzzle> &puzzles, int limit, bool repeat, const std::atomic<bool> &stop,
                Timing &timing)
{
    const auto start = Clock::now();
    do {
        for (const BenchPuzzle &puzzle : puzzles) {
            if (stop.load(std::memory_order_relaxed))
                return;
            timing.guesses += countSolutions(puzzle.grid, limit, &stop).stats.guesses;
        }
        timing.solves += puzzles.size();
    } while (repeat && Clock::now() - start < MinimumRunTime);
    timing.elapsed += Clock::now() - start;
}

// One file's bench: its puzzles read BatchPuzzles at a time, each batch checked, then timed.
class FileBench {
public:
    FileBench(Context &context, const std::string &name, int limit) : m_context(context), m_name(name), m_limit(limit) {}

    int run()
    {
        m_status.raise(readPuzzlesOf(m_context, m_name, [this](std::string_view source, const PuzzleRecord &record) {
            if (!record.ok()) {
                reportUnreadable(m_context, source, record);
                m_status.raise(ExitPuzzleProblem);
                return;
            }
            m_batch.push_back({record.line, *record.grid});
            if (m_batch.size() == BatchPuzzles) {
                m_streamed = true; // more than one batch: each is timed once, as it comes
                benchBatch(false);
            }
        }));
        if (m_status.code() == ExitUsageOrIo)
            return m_status.code();
        if (!m_batch.empty())
            benchBatch(!m_streamed); // the whole file at hand: repeated for a second
        if (stopRequested(m_context))
            return ExitUsageOrIo; // the reader has gone: the figures so far mean nothing
        if (m_puzzles == 0) {
            m_context.err << printable(m_name) + ": no puzzles to bench\n";
            m_status.raise(ExitPuzzleProblem);
            return m_status.code();
        }
        if (m_unsolvable > 0)
            m_context.err << printable(m_name) << ": " << puzzlesHave(m_unsolvable) << " no solution\n";
        if (m_ambiguous > 0)
            m_context.err << printable(m_name) << ": " << puzzlesHave(m_ambiguous) << " more than one solution\n";

        const double seconds = std::chrono::duration<double>(m_timing.elapsed).count();
        const auto solves = static_cast<double>(m_timing.solves);
        std::ostringstream line;
        line << printable(m_name) << ": " << m_puzzles << (m_puzzles == 1 ? " puzzle, " : " puzzles, ") << std::llround(solves / seconds) << " puzzles/s, "
             << std::fixed << std::setprecision(1) << seconds * 1e6 / solves << " us/puzzle, "
             << static_cast<double>(m_timing.guesses) / solves << " guesses/puzzle, median "
             << median(m_checkMicros) << " us, max " << *std::max_element(m_checkMicros.begin(), m_checkMicros.end())
             << " us";
        if (m_streamed)
            line << " (one pass, " << BatchPuzzles << " at a time)";
        m_context.out << line.str() << '\n' << std::flush; // each file can take seconds: show it now
        return m_status.code();
    }

private:
    static double median(std::vector<float> &values)
    {
        const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
        std::nth_element(values.begin(), middle, values.end());
        return *middle;
    }

    // Checks every answer of the batch outside the timing, then times it and lets it go. The
    // check's solve of each puzzle, timed on its own, gives the median and the slowest puzzle
    // (what a set of a few very hard puzzles is about, where the mean hides them).
    void benchBatch(bool repeat)
    {
        for (const BenchPuzzle &puzzle : m_batch) {
            const auto start = Clock::now();
            const SolveResult result = solve(puzzle.grid, m_limit, &m_context.stop);
            if (result.stats.cancelled)
                return;
            m_checkMicros.push_back(std::chrono::duration<float, std::micro>(Clock::now() - start).count());
            m_unsolvable += result.count == 0 ? 1 : 0;
            m_ambiguous += result.count > 1 ? 1 : 0;
            if (const auto problem = checkResult(puzzle.grid, result)) {
                report(m_context, m_name, puzzle.line, "SOLVER CHECK FAILED: " + *problem);
                m_status.raise(ExitPuzzleProblem);
            }
        }
        timeSolves(m_batch, m_limit, repeat, m_context.stop, m_timing);
        m_puzzles += m_batch.size();
        m_batch.clear();
    }

    Context &m_context;
    const std::string &m_name;
    int m_limit;
    Status m_status;
    std::vector<BenchPuzzle> m_batch; // never more than BatchPuzzles
    bool m_streamed = false;
    std::uint64_t m_puzzles = 0;
    int m_unsolvable = 0;
    int m_ambiguous = 0;
    Timing m_timing;
    std::vector<float> m_checkMicros; // each puzzle's solve in the check, in microseconds
};

} // namespace

int runBench(const Arguments &arguments, Context &context)
{
    const int limit = arguments.number("--limit");
    Status status;
    for (const std::string &name : arguments.files) {
        status.raise(FileBench(context, name, limit).run());
        if (outputFailed(context) || stopRequested(context))
            break;
    }
    return status.code();
}

} // namespace sudoku::cli
