#include "countdown.h"

namespace sudoku {

TimerCountdown::TimerCountdown(std::chrono::milliseconds duration, QObject *parent) : Countdown(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(duration);
    connect(&m_timer, &QTimer::timeout, this, &Countdown::expired);
}

} // namespace sudoku
