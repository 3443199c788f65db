// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracer.h"

#include "stepfinder.h"
#include "tracers/tracers.h"

#include <algorithm>
#include <limits>

namespace sudoku {
namespace {

// The token of a tracer nobody can cancel: one load per event, no null check.
const std::atomic<bool> neverCancelled{false};

} // namespace

std::string_view algorithmName(Algorithm algorithm)
{
    return algorithmNames[static_cast<std::size_t>(algorithm)];
}

std::optional<Algorithm> algorithmFromName(std::string_view name)
{
    const auto found = std::find(algorithmNames.begin(), algorithmNames.end(), name);
    if (found == algorithmNames.end())
        return std::nullopt;
    return allAlgorithms[static_cast<std::size_t>(found - algorithmNames.begin())];
}

Tracer::Tracer(Algorithm algorithm, const Grid &puzzle, const std::atomic<bool> *cancel)
    : m_algorithm(algorithm), m_cancel(cancel ? cancel : &neverCancelled), m_puzzle(puzzle)
{
    if (puzzle.hasConflicts()) {
        m_status = TraceStatus::NoSolution;
    } else if (puzzle.isFull()) {
        m_status = TraceStatus::Solved;
        m_solution = puzzle;
    }
}

std::size_t Tracer::next(std::vector<Event> &out, std::size_t maxEvents)
{
    if (isFinished() || maxEvents == 0)
        return 0;
    const std::size_t before = out.size();
    const std::size_t room = std::numeric_limits<std::size_t>::max() - before;
    produce(out, before + std::min(maxEvents, room));
    const std::size_t appended = out.size() - before;
    m_counts.events += appended;
    return appended;
}

void Tracer::finish(TraceStatus status, const std::uint8_t *digits)
{
    m_status = status;
    if (status != TraceStatus::Solved || !digits)
        return;
    m_solution = m_puzzle;
    for (int cell = 0; cell < m_puzzle.cellCount(); ++cell) {
        if (m_puzzle.isEmpty(cell))
            m_solution.setDigit(cell, digits[cell]);
    }
}

namespace {

// In the order of the Algorithm enum.
constexpr std::array<TracerFactory, AlgorithmCount> factories = {
    makeLogicTracer, makeBacktrackingTracer,  makeBitmaskTracer,
    makeMrvTracer,   makePropagationTracer,   makeForwardCheckingTracer,
};

} // namespace

std::unique_ptr<Tracer> makeTracer(Algorithm algorithm, const Grid &puzzle,
                                   const std::atomic<bool> *cancel)
{
    return factories[static_cast<std::size_t>(algorithm)](puzzle, cancel, tracing::LayoutChoice::ForShape);
}

std::unique_ptr<Tracer> tracing::makeGeneralTracer(Algorithm algorithm, const Grid &puzzle,
                                                   const std::atomic<bool> *cancel)
{
    return factories[static_cast<std::size_t>(algorithm)](puzzle, cancel, tracing::LayoutChoice::General);
}

} // namespace sudoku
