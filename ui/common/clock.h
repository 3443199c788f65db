// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Clock: where the game's time and the animation's pace come from. The window reads the
// steady clock; a test's clock (tests/manualclock.h) moves only when the test moves it, so
// no test waits on real time (style.md: time comes from an injectable clock).

#include <QtGlobal>

namespace sudoku {

class Clock {
public:
    virtual ~Clock() = default;
    // Milliseconds since a fixed point of this clock; never decreases.
    virtual qint64 nowMs() const = 0;
};

// The monotonic clock of the system, shared by everything that is not told otherwise.
const Clock &steadyClock();

} // namespace sudoku
