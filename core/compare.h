// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every watchable algorithm run on one puzzle in turn, each up to a time cap: what Compare
// Algorithms shows. Plain values and a callback, so a GUI job or a CLI can drive it.
//
// Thread safety: keeps its state on the stack; call it from any thread.

#include "tracer.h"

#include <atomic>
#include <chrono>
#include <functional>

namespace sudoku {

// One algorithm of a comparison.
struct CompareRow {
    Algorithm algorithm = Algorithm::Logic;
    TraceStatus status = TraceStatus::Running; // Running when stopped at the time cap
    TraceCounts counts;
    double elapsedMs = 0;
    bool stoppedAtCap = false; // "stopped after counts.events events"
};

// Runs each of allAlgorithms on `puzzle` in order, for at most `capPerAlgorithm` each
// (looked at every few thousand events, or every few when each takes long: about half a
// millisecond apart, or one event's time; the time to make the tracer counts too), and hands
// each algorithm's row to `onRow` as it ends. Any shape and variant. `cancel` (may be null) stops the
// comparison at once, even inside one event: the algorithm it stops has no row. Returns true
// when cancelled.
bool compareAlgorithms(const Grid &puzzle, std::chrono::milliseconds capPerAlgorithm,
                       const std::atomic<bool> *cancel, const std::function<void(const CompareRow &)> &onRow);

} // namespace sudoku
