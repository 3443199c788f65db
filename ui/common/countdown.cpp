// SPDX-License-Identifier: GPL-3.0-or-later
#include "countdown.h"

namespace sudoku {

TimerCountdown::TimerCountdown(std::chrono::milliseconds duration, QObject *parent) : Countdown(parent)
{
    m_timer.setSingleShot(true);
    // A coarse timer may run 5 % late: two seconds would be 2.1 for the autosave's promise.
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(duration);
    connect(&m_timer, &QTimer::timeout, this, &Countdown::expired);
}

void Countdown::replace(Countdown *&current, Countdown *replacement, QObject *owner)
{
    const bool running = current && current->isRunning();
    delete current;
    current = replacement;
    current->setParent(owner);
    if (running)
        current->start();
}

} // namespace sudoku
