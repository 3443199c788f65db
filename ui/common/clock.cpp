// SPDX-License-Identifier: GPL-3.0-or-later
#include "clock.h"

#include <chrono>

namespace sudoku {

namespace {

class SteadyClock : public Clock {
public:
    qint64 nowMs() const override
    {
        using namespace std::chrono;
        return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
    }
};

} // namespace

const Clock &steadyClock()
{
    static const SteadyClock clock;
    return clock;
}

} // namespace sudoku
