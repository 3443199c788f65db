// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare.h"

#include <algorithm>
#include <vector>

namespace sudoku {
namespace {

// Events pulled between two looks at the clock and the cancel flag: at most ChunkEvents,
// fewer while a chunk takes longer than ChunkTime (a logic step on a large board can take
// milliseconds, and the cap should not be overrun by thousands of them).
constexpr std::size_t ChunkEvents = 4096;
constexpr std::chrono::microseconds ChunkTime{500};

bool isSet(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace

bool compareAlgorithms(const Grid &puzzle, std::chrono::milliseconds capPerAlgorithm,
                       const std::atomic<bool> *cancel, const std::function<void(const CompareRow &)> &onRow)
{
    using Clock = std::chrono::steady_clock;
    std::vector<Event> chunk;
    chunk.reserve(ChunkEvents);
    for (const Algorithm algorithm : allAlgorithms) {
        // Timed from before the tracer is made: the logic tracer counts the puzzle's
        // solutions first, which takes a while on a hard puzzle of 25×25.
        const Clock::time_point start = Clock::now();
        const std::unique_ptr<Tracer> tracer = makeTracer(algorithm, puzzle, cancel);
        std::size_t chunkEvents = 64; // doubled while chunks come quickly
        Clock::time_point now = start;
        while (!tracer->isFinished() && !isSet(cancel) && now - start < capPerAlgorithm) {
            chunk.clear();
            tracer->next(chunk, chunkEvents);
            const Clock::time_point before = now;
            now = Clock::now();
            chunkEvents = now - before > ChunkTime ? std::max<std::size_t>(chunkEvents / 2, 1)
                                                   : std::min(chunkEvents * 2, ChunkEvents);
        }
        if (isSet(cancel))
            return true;
        CompareRow row;
        row.algorithm = algorithm;
        row.status = tracer->status();
        row.counts = tracer->counts();
        row.elapsedMs = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        row.stoppedAtCap = row.status == TraceStatus::Running;
        onRow(row);
    }
    return false;
}

} // namespace sudoku
