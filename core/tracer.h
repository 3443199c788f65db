// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tracers: the algorithms a learner can watch, each solving one puzzle as a
// resumable search that hands out its events (event.h) in batches.
//
//   name              idea                                           events
//   logic             the step finder, simplest technique first;     place (with technique),
//                     never a guess with one solution (with          eliminate, guess,
//                     several, on a fewest-candidates cell)          contradiction, backtrack
//   backtracking      reading order, digits 1-n, peers scanned       try, reject, place,
//                                                                    backtrack
//   bitmask           the same search, row/column/box bitmasks       place, backtrack
//                     give the free digits: nothing to reject
//   mrv               fill the cell with fewest candidates,          place, backtrack
//                     roll back on dead ends                         (the rollback)
//   propagation       Norvig: assign/eliminate with both single      place (assign, single
//                     rules, search on fewest candidates             found), eliminate, guess,
//                                                                    contradiction, backtrack
//   forward-checking  MRV cell, least-constraining value first,      place, contradiction (a
//                     forward check of the peers' domains            forward-check failure),
//                                                                    backtrack
//
// Every search keeps its own explicit stack (no recursion), so it stops after any event and
// resumes there: memory stays bounded however long the trace (a plain backtracking trace
// runs to millions of events). Each tracer counts what it emitted and, once finished,
// gives the solution.
//
// Every shape, 4×4 to 25×25, with the same algorithms and events; the stacks are sized by
// the board (at most one level a cell). On 9×9 each search is compiled from geometry.h's
// constexpr tables, on the others from the shape's Geometry (tracers/tracers.h). Logic asks
// the step finder, which reasons on every shape, and guesses only where it finds nothing. From 16×16 up,
// plain backtracking (and bitmask) can run practically forever: the cancel token ends it.
//
// Several solutions: a tracer stops at the first one it finds and reports it as solved (which
// solution depends on the algorithm). No solution, or digits that already clash: status
// NoSolution (the clash with no event at all).
//
// Thread safety: a tracer is used by one thread at a time (it may be created in one thread
// and pulled in another). The cancel token may be set from any thread; the tracer reads it
// before every event (and logic's step search and uniqueness count read it as they work).

#include "event.h"
#include "grid.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace sudoku {

enum class Algorithm : std::uint8_t {
    Logic, Backtracking, Bitmask, Mrv, Propagation, ForwardChecking,
};
inline constexpr int AlgorithmCount = 6;

// Every algorithm, in the order sudoku-cli and the compare table list them.
inline constexpr std::array<Algorithm, AlgorithmCount> allAlgorithms = {
    Algorithm::Logic, Algorithm::Backtracking, Algorithm::Bitmask,
    Algorithm::Mrv,   Algorithm::Propagation,  Algorithm::ForwardChecking,
};
// Their stable names, in the same order: "logic", "backtracking", "bitmask", "mrv",
// "propagation", "forward-checking".
inline constexpr std::array<std::string_view, AlgorithmCount> algorithmNames = {
    "logic", "backtracking", "bitmask", "mrv", "propagation", "forward-checking",
};

std::string_view algorithmName(Algorithm algorithm);
std::optional<Algorithm> algorithmFromName(std::string_view name);

enum class TraceStatus : std::uint8_t {
    Running,    // more events to come
    Solved,     // finished: solution() holds the first solution found
    NoSolution, // finished: the search space is exhausted
    Cancelled,  // stopped by the cancel token; pulling again gives nothing
};

// What a tracer emitted so far.
struct TraceCounts {
    std::uint64_t events = 0;
    std::uint64_t placements = 0; // place and guess events: every digit written
    // Placements made on speculation: guess events, and tentative place events (a digit
    // written with another still to try in its cell). The fast solver counts the same way
    // (solver.h): a cell with one digit left is no guess.
    std::uint64_t guesses = 0;
    std::uint64_t backtracks = 0; // backtrack events
    bool operator==(const TraceCounts &) const = default;

    // Counts the placements, guesses and backtracks of an event (not the event itself: a
    // tracer counts those per batch). Inlined, it folds to an increment or two, so even the
    // fastest tracer uses it.
    constexpr void count(const Event &event)
    {
        switch (event.kind) {
        case EventKind::Guess:
        case EventKind::Place:
            ++placements;
            guesses += event.isGuess() ? 1u : 0u;
            break;
        case EventKind::Backtrack:
            ++backtracks;
            break;
        default:
            break;
        }
    }
};

class Tracer {
public:
    virtual ~Tracer() = default;
    Tracer(const Tracer &) = delete;
    Tracer &operator=(const Tracer &) = delete;

    Algorithm algorithm() const { return m_algorithm; }

    // Appends the next events to `out` (keeping what it holds), at most maxEvents, and
    // returns how many. Fewer than maxEvents only when the trace finished or was cancelled
    // in this call; 0 once it has. Nothing is allocated per event beyond `out`'s growth:
    // reuse one vector (clear() keeps its capacity).
    std::size_t next(std::vector<Event> &out, std::size_t maxEvents);

    TraceStatus status() const { return m_status; }
    bool isFinished() const { return m_status != TraceStatus::Running; }
    const TraceCounts &counts() const { return m_counts; }
    // The solution: the puzzle's digits keep their given flags, the others are player
    // digits (as solve() gives it). Meaningful only when status() is Solved.
    const Grid &solution() const { return m_solution; }

    // Levels on the search's explicit stack right now: at most the puzzle's empty cells.
    virtual int stackDepth() const = 0;

protected:
    Tracer(Algorithm algorithm, const Grid &puzzle, const std::atomic<bool> *cancel);

    // Appends events to `out` until it holds `end` of them or the search finishes (call
    // finish()). Called only while Running; checks cancelled() before every event.
    virtual void produce(std::vector<Event> &out, std::size_t end) = 0;

    bool cancelled() const { return m_cancel->load(std::memory_order_relaxed); }
    // The token itself, for a long computation inside one move (a step search) to watch too.
    const std::atomic<bool> *cancelToken() const { return m_cancel; }
    // Ends the search; `digits` (one a cell of the puzzle) is the solution when status is Solved.
    void finish(TraceStatus status, const std::uint8_t *digits = nullptr);
    void stopCancelled() { m_status = TraceStatus::Cancelled; }
    // Appends one event and counts it.
    void record(std::vector<Event> &out, const Event &event)
    {
        out.push_back(event);
        m_counts.count(event);
    }

private:
    TraceCounts m_counts; // record() counts placements, guesses and backtracks; next() events
    Algorithm m_algorithm;
    TraceStatus m_status = TraceStatus::Running;
    const std::atomic<bool> *m_cancel;
    Grid m_puzzle;
    Grid m_solution;
};

// A tracer for `puzzle` (its digits, givens or not, are fixed). `cancel`, when not null,
// must outlive the tracer; setting it stops the trace before its next event.
std::unique_ptr<Tracer> makeTracer(Algorithm algorithm, const Grid &puzzle,
                                   const std::atomic<bool> *cancel = nullptr);

} // namespace sudoku
