// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli trace: what a watchable algorithm does on every puzzle — its counts, and with
// --events every event — so the algorithms can be compared from a terminal.

#include "commands.h"
#include "input.h"

#include "tracer.h"

#include <chrono>
#include <cmath>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace sudoku::cli {
namespace {

using Clock = std::chrono::steady_clock;

// Events pulled per call: big enough that the call costs nothing, small enough to stay in cache.
constexpr std::size_t BatchSize = 4096;

struct TraceOptions {
    bool events = false;
    bool explain = false;
    std::uint64_t maxEvents = 0; // 0: no limit
};

// "3.2": milliseconds to one decimal.
std::string milliseconds(Clock::duration elapsed)
{
    const double ms = std::chrono::duration<double, std::milli>(elapsed).count();
    const long long tenths = std::llround(ms * 10);
    return std::to_string(tenths / 10) + '.' + std::to_string(tenths % 10);
}

// "1 guess", "2 guesses": a count and its noun.
std::string counted(std::uint64_t count, std::string_view noun)
{
    std::string text = std::to_string(count) + ' ' + std::string(noun);
    if (count != 1)
        text += noun.ends_with('s') ? "es" : "s";
    return text;
}

// Runs one algorithm on the puzzle, printing its events (if asked) and its counts line.
// Cancelled (the output is gone: context.stop), it prints no counts and says so.
TraceStatus traceOne(Context &context, Algorithm algorithm, const Grid &puzzle, const TraceOptions &options)
{
    std::ostream &out = context.out;
    const std::unique_ptr<Tracer> tracer = makeTracer(algorithm, puzzle, &context.stop);
    std::vector<Event> batch;
    batch.reserve(BatchSize);
    Clock::duration elapsed{};
    while (!tracer->isFinished()) {
        std::uint64_t room = BatchSize;
        if (options.maxEvents > 0) {
            room = std::min(room, options.maxEvents - tracer->counts().events);
            if (room == 0)
                break;
        }
        batch.clear();
        const auto start = Clock::now();
        tracer->next(batch, room);
        elapsed += Clock::now() - start;
        if (!options.events)
            continue;
        // Cells and units named on the puzzle's board: r12c16, box 16 on 16×16; a variant's
        // diagonals and windows as it names them.
        const Geometry &geometry = puzzle.geometry();
        for (const Event &event : batch)
            out << (options.explain ? describe(event, geometry) : toString(event, geometry)) << '\n';
        // A batch takes well under a millisecond: the events go to the reader as they come, and
        // a failed write (SIGPIPE ignored) stops the trace here, not at the end of a puzzle
        // that may never end.
        handOver(context);
        if (outputFailed(context))
            break;
    }
    if (tracer->status() == TraceStatus::Cancelled || outputFailed(context)) {
        stopRequested(context);
        return TraceStatus::Cancelled;
    }
    const TraceCounts &counts = tracer->counts();
    out << algorithmName(algorithm) << ": " << counted(counts.events, "event") << ", "
        << counted(counts.placements, "placement") << ", " << counted(counts.guesses, "guess")
        << ", " << counted(counts.backtracks, "backtrack") << ", " << milliseconds(elapsed)
        << " ms";
    if (tracer->status() == TraceStatus::NoSolution)
        out << ", no solution";
    else if (!tracer->isFinished())
        out << ", stopped after " << counts.events << " events";
    out << '\n';
    return tracer->status();
}

} // namespace

int runTrace(const Arguments &arguments, Context &context)
{
    TraceOptions options;
    options.explain = arguments.flag("--explain");
    options.events = options.explain || arguments.flag("--events");
    options.maxEvents = static_cast<std::uint64_t>(arguments.number("--max-events"));
    const std::string_view choice = arguments.choice("--algorithm");
    std::vector<Algorithm> algorithms(allAlgorithms.begin(), allAlgorithms.end());
    if (choice != AllAlgorithms)
        algorithms = {*algorithmFromName(choice)}; // the option parser checked the name
    // Results of several lines are told apart by a blank line between them.
    const bool multiLine = options.events || algorithms.size() > 1;
    bool first = true;
    Status status;

    auto traceAll = [&](std::string_view source, const PuzzleRecord &record) {
        if (multiLine && !first)
            context.out << '\n';
        first = false;
        if (answeredUnreadable(context, source, record, status))
            return;
        bool noSolution = false;
        for (const Algorithm algorithm : algorithms) {
            const TraceStatus result = traceOne(context, algorithm, *record.grid, options);
            if (result == TraceStatus::Cancelled)
                return;
            if (result == TraceStatus::Running) {
                report(context, source, record.line,
                       std::string(algorithmName(algorithm)) + ": stopped after "
                           + std::to_string(options.maxEvents) + " events");
            }
            noSolution = noSolution || result == TraceStatus::NoSolution;
            if (result != TraceStatus::Solved)
                status.raise(ExitPuzzleProblem);
        }
        if (noSolution)
            report(context, source, record.line, "no solution");
    };
    status.raise(readPuzzlesOf(context, arguments.files, traceAll));
    return status.code();
}

} // namespace sudoku::cli
