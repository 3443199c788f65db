// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Countdown a test ends by hand: time passes only when the test says so.

#include "countdown.h"

namespace sudoku::test {

class ManualCountdown : public Countdown {
public:
    void start() override
    {
        m_running = true;
        ++m_starts;
    }
    void stop() override { m_running = false; }
    bool isRunning() const override { return m_running; }

    // The wait runs out now, as the clock would have it (nothing when it is not running).
    void expire()
    {
        if (!m_running)
            return;
        m_running = false;
        emit expired();
    }
    int starts() const { return m_starts; }

private:
    bool m_running = false;
    int m_starts = 0;
};

} // namespace sudoku::test
