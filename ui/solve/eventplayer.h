// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// EventPlayer: paces an animated solve in the GUI thread (docs/architecture.md, Data flow). It asks the
// SolverController for a trace of one algorithm, pulls its events in batches as the animation
// needs them, and shows them at the chosen speed by replaying them onto a Board (event.h):
// a QTimer ticks at the display's pace and each tick shows the events due since the last.
//
// Memory stays flat however long the trace: the player holds only the events pulled and not
// yet shown (about half a second's worth, two pulls at most in flight); it passes each shown
// event to whoever listens and forgets it.
//
// Instant (speed 0): the worker runs the rest of the trace at full speed and reports only
// counts and its most recent events; the board jumps to the solution at the end.
//
// Lives in the GUI thread. The controller is the player's alone (SolveSession gives it one):
// another request would replace the player's run. The player does nothing once the
// controller is gone.

#include "clock.h"
#include "solvercontroller.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <deque>
#include <optional>

namespace sudoku {

class EventPlayer : public QObject {
    Q_OBJECT

public:
    enum class State {
        Idle,     // nothing started, or stopped: the board is the puzzle
        Playing,  // showing events at the chosen speed
        Paused,   // waiting; stepForward() shows one event
        Instant,  // the worker runs to the end at full speed
        Finished, // the trace ended: solved or no solution (result())
    };
    Q_ENUM(State)

    // Speeds in events per second; 0 is Instant.
    static constexpr int InstantSpeed = 0;
    static constexpr int MaxSpeed = 20000;
    // How often the board is redrawn while playing: the display's pace.
    static constexpr int FrameMs = 16;

    // The pace is measured on `clock` (a test's moves only when the test moves it).
    explicit EventPlayer(SolverController *controller, QObject *parent = nullptr,
                        const Clock &clock = steadyClock());
    ~EventPlayer() override;

    // Starts a trace of `algorithm` on `puzzle` (its digits fixed), playing or paused at
    // the first event; anything playing before is stopped.
    void start(const Grid &puzzle, Algorithm algorithm, bool paused = false);
    void play();
    void pause();
    // While paused: shows the next event (as soon as it has arrived).
    void stepForward();
    // Cancels the trace; back to Idle.
    void stop();
    // Stops, and forgets the last run too (its counts, solver time and result): for another
    // puzzle. A plain stop() keeps them on show for the puzzle they belong to.
    void forget();

    // Events per second, 1..MaxSpeed, or InstantSpeed. Switching a running trace to Instant
    // runs the rest at full speed; there is no way back for that trace.
    void setSpeed(int eventsPerSecond);
    int speed() const { return m_speed; }

    State state() const { return m_state; }
    bool isActive() const { return m_state != State::Idle && m_state != State::Finished; }
    Algorithm algorithm() const { return m_algorithm; }
    const Grid &puzzle() const { return m_puzzle; }

    // The position the animation shows: the replayed board (the solution once an instant
    // trace has finished).
    const Board &board() const;
    // The event shown last; nothing before the first.
    const std::optional<Event> &lastEvent() const { return m_lastEvent; }
    // The placement or guess the events since follow from (the eliminations it implies);
    // nothing after a dead end or a backtrack.
    const std::optional<Event> &cause() const { return m_cause; }
    // The logic step the events shown last belong to (a logic trace's or the singles of
    // propagation), rebuilt with its pattern so the board can show why; nothing between steps.
    // Rebuilt when asked (once a frame at most), not for every step shown.
    const std::optional<Step> &currentStep() const;
    // What has been shown so far (an Instant trace: what the tracer did).
    const TraceCounts &counts() const { return m_counts; }
    // Time the worker spent in the tracer so far.
    double solverMs() const { return m_solverMs; }
    // Events pulled and not yet shown: what the player holds.
    std::size_t bufferedEvents() const { return m_buffer.size(); }
    // How the trace ended; meaningful once Finished.
    const TraceResult &result() const { return m_result; }

signals:
    void stateChanged(sudoku::EventPlayer::State state);
    // Events were shown (at most once a frame): repaint the board and counters.
    void advanced();
    // One shown event, in order, with the board just before it (null for the events of an
    // Instant trace, which cannot be replayed). Direct connections only: the board is the
    // player's own and changes right after.
    void eventShown(const sudoku::Event &event, quint64 index, const sudoku::Board *before);
    // Emitted once the trace has ended, after the last event was shown (not after stop()).
    void finished(const sudoku::TraceResult &result);

private:
    void setState(State state);
    void runInstantly();
    void onBatch(int runId, const TraceBatch &batch);
    void onFinished(int runId, const TraceResult &result);
    void tick();
    // Shows up to `count` buffered events; returns how many.
    std::size_t show(std::size_t count);
    void requestMore();
    // Keeps track of the step the event about to be shown on `before` belongs to.
    void noteStep(const Event &event, const Board &before);
    void finishIfDone();
    std::size_t wantedBuffer() const;

    QPointer<SolverController> m_controller; // may go first when both are a window's children
    QTimer m_timer;
    const Clock &m_clock;
    qint64 m_lastTickMs = 0; // m_clock's time at the last frame
    int m_run = 0;
    State m_state = State::Idle;
    int m_speed = 10;
    double m_credit = 0; // events due but not yet shown
    int m_pendingSteps = 0; // stepForward() calls waiting for events to arrive
    Algorithm m_algorithm = Algorithm::Logic;
    Grid m_puzzle;
    std::optional<Replay> m_replay;
    Board m_finalBoard; // an Instant trace's solution
    bool m_showFinal = false;
    std::deque<Event> m_buffer; // pulled, not yet shown
    std::size_t m_inFlight = 0; // events asked for and not yet received
    int m_pullsInFlight = 0;
    bool m_traceDone = false;   // the last batch has arrived
    std::optional<TraceResult> m_pendingResult; // arrived while events were still to show
    std::optional<Event> m_lastEvent;
    std::optional<Event> m_cause;
    std::optional<Event> m_stepStart; // the event that started the current step
    Board m_stepBoard;                // the board just before it
    mutable std::optional<std::optional<Step>> m_currentStep; // currentStep(), once rebuilt
    TraceCounts m_counts;
    std::uint64_t m_shown = 0;
    double m_solverMs = 0;
    TraceResult m_result;
};

} // namespace sudoku
