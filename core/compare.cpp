#include "compare.h"

#include <vector>

namespace sudoku {
namespace {

// Events pulled between two looks at the clock and the cancel flag.
constexpr std::size_t ChunkEvents = 4096;

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
        const std::unique_ptr<Tracer> tracer = makeTracer(algorithm, puzzle, cancel);
        const Clock::time_point start = Clock::now();
        while (!tracer->isFinished() && !isSet(cancel) && Clock::now() - start < capPerAlgorithm) {
            chunk.clear();
            tracer->next(chunk, ChunkEvents);
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
