// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Clock a test moves by hand: time passes only when the test says so.

#include "clock.h"

namespace sudoku::test {

class ManualClock : public Clock {
public:
    qint64 nowMs() const override { return m_now; }
    void advance(qint64 ms) { m_now += ms; }

private:
    qint64 m_now = 1'000'000; // any fixed point
};

} // namespace sudoku::test
