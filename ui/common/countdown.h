// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Countdown: a one-shot wait that reports when it runs out. The hint waits on one before it
// says it is thinking; the window's runs on a QTimer, a test's is ended by hand, so no test
// waits on the clock (style.md: time comes from an injectable clock). Lives in the GUI thread.

#include <QObject>
#include <QTimer>

#include <chrono>

namespace sudoku {

class Countdown : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Starts the wait again from the beginning.
    virtual void start() = 0;
    // Stops it: no `expired` until the next start().
    virtual void stop() = 0;
    virtual bool isRunning() const = 0;

    // Puts `replacement` in the place of `current` (deleted; null at first): a child of
    // `owner`, running if `current` was. The owners' setters use it, so that a test can put in
    // a countdown it ends by hand.
    static void replace(Countdown *&current, Countdown *replacement, QObject *owner);

signals:
    // The wait ran out (once per start()).
    void expired();
};

// A Countdown of `duration` on a single-shot QTimer.
class TimerCountdown : public Countdown {
    Q_OBJECT

public:
    explicit TimerCountdown(std::chrono::milliseconds duration, QObject *parent = nullptr);

    void start() override { m_timer.start(); }
    void stop() override { m_timer.stop(); }
    bool isRunning() const override { return m_timer.isActive(); }

private:
    QTimer m_timer;
};

} // namespace sudoku
