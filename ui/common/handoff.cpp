// SPDX-License-Identifier: GPL-3.0-or-later
#include "handoff.h"

namespace sudoku {

void HandOff::receive()
{
    const std::lock_guard lock(mutex());
}

std::mutex &HandOff::mutex()
{
    static std::mutex theMutex;
    return theMutex;
}

} // namespace sudoku
