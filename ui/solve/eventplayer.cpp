// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventplayer.h"

#include "stepfinder.h"

#include <algorithm>
#include <cmath>

namespace sudoku {
namespace {

// Half a second of events buffered ahead, and never fewer than this: enough that a pull's
// round trip never leaves the animation waiting.
constexpr std::size_t LeastBuffer = 256;
constexpr int MaxPullsInFlight = 2;

} // namespace

EventPlayer::EventPlayer(SolverController *controller, QObject *parent, const Clock &clock)
    : QObject(parent), m_controller(controller), m_clock(clock)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(FrameMs);
    connect(&m_timer, &QTimer::timeout, this, &EventPlayer::tick);
    connect(controller, &SolverController::traceBatch, this, &EventPlayer::onBatch);
    connect(controller, &SolverController::traceFinished, this, &EventPlayer::onFinished);
}

EventPlayer::~EventPlayer()
{
    if (isActive() && m_controller && m_controller->currentRun() == m_run)
        m_controller->cancel();
}

const Board &EventPlayer::board() const
{
    static const Board empty;
    if (m_showFinal)
        return m_finalBoard;
    return m_replay ? m_replay->board() : empty;
}

void EventPlayer::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    if (state == State::Playing) {
        m_lastTickMs = m_clock.nowMs();
        m_timer.start();
    } else {
        m_timer.stop();
    }
    emit stateChanged(state);
}

void EventPlayer::start(const Grid &puzzle, Algorithm algorithm, bool paused)
{
    if (isActive())
        stop();
    m_algorithm = algorithm;
    m_puzzle = puzzle;
    m_replay.emplace(puzzle);
    m_showFinal = false;
    m_buffer.clear();
    m_inFlight = 0;
    m_pullsInFlight = 0;
    m_traceDone = false;
    m_pendingResult.reset();
    m_pendingSteps = 0;
    m_lastEvent.reset();
    m_cause.reset();
    m_stepStart.reset();
    m_currentStep.reset();
    m_counts = {};
    m_shown = 0;
    m_solverMs = 0;
    m_credit = 0;
    m_result = {};
    m_result.algorithm = algorithm;
    if (!m_controller)
        return;
    const bool instant = m_speed == InstantSpeed && !paused;
    m_run = m_controller->requestTrace(puzzle, algorithm, instant ? TraceMode::Instant : TraceMode::Paced);
    if (instant) {
        setState(State::Instant);
    } else {
        setState(paused ? State::Paused : State::Playing);
        requestMore();
    }
    emit advanced();
}

void EventPlayer::play()
{
    if (m_state != State::Paused)
        return;
    m_pendingSteps = 0;
    if (m_speed == InstantSpeed) {
        runInstantly();
        return;
    }
    m_credit = 0;
    setState(State::Playing);
}

void EventPlayer::pause()
{
    if (m_state == State::Playing)
        setState(State::Paused);
}

void EventPlayer::stepForward()
{
    if (m_state != State::Paused)
        return;
    if (show(1) == 0) {
        m_pendingSteps = 1; // shown when the next batch arrives
        requestMore();
    } else {
        emit advanced();
        requestMore();
        finishIfDone();
    }
}

void EventPlayer::stop()
{
    if (!isActive()) {
        if (m_state == State::Finished)
            setState(State::Idle);
        return;
    }
    if (m_controller && m_controller->currentRun() == m_run)
        m_controller->cancel();
    m_run = 0; // whatever of it is still on its way is not ours any more
    m_buffer.clear();
    m_replay.emplace(m_puzzle);
    m_showFinal = false;
    m_lastEvent.reset();
    m_cause.reset();
    m_stepStart.reset();
    m_currentStep.reset();
    setState(State::Idle);
    emit advanced();
}

void EventPlayer::forget()
{
    const bool active = isActive();
    m_counts = {};
    m_solverMs = 0;
    m_result = {};
    m_result.algorithm = m_algorithm;
    stop(); // tells of the change when a run was on
    if (!active)
        emit advanced();
}

void EventPlayer::setSpeed(int eventsPerSecond)
{
    m_speed = eventsPerSecond == InstantSpeed ? InstantSpeed : std::clamp(eventsPerSecond, 1, MaxSpeed);
    // Paused, the trace waits for play() to run the rest instantly.
    if (m_speed == InstantSpeed && m_state == State::Playing)
        runInstantly();
    m_credit = std::min(m_credit, 1.0);
}

void EventPlayer::runInstantly()
{
    if (!m_controller)
        return;
    m_pendingSteps = 0;
    if (m_traceDone) {
        // Every event is here already: show the rest at once, replayed as ever.
        show(m_buffer.size());
        emit advanced();
        finishIfDone();
        return;
    }
    m_buffer.clear();
    // From here on events are not replayed: no step can be rebuilt from them.
    m_stepStart.reset();
    m_currentStep.reset();
    m_controller->requestRunToEnd(m_run);
    setState(State::Instant);
}

std::size_t EventPlayer::wantedBuffer() const
{
    return std::max<std::size_t>(LeastBuffer, static_cast<std::size_t>(m_speed) / 2);
}

void EventPlayer::requestMore()
{
    if (m_traceDone || m_state == State::Instant || !m_controller)
        return;
    const std::size_t wanted = wantedBuffer();
    while (m_pullsInFlight < MaxPullsInFlight && m_buffer.size() + m_inFlight < wanted) {
        const std::size_t pull = std::min<std::size_t>(wanted, SolverWorker::MaxBatchEvents);
        m_controller->requestMoreEvents(m_run, static_cast<int>(pull));
        m_inFlight += pull;
        ++m_pullsInFlight;
    }
}

void EventPlayer::onBatch(int runId, const TraceBatch &batch)
{
    if (runId != m_run || runId == 0)
        return;
    m_solverMs = batch.elapsedMs;
    if (m_state == State::Instant) {
        // Counts and the most recent events: not replayable, shown as they are.
        m_counts = batch.counts;
        const std::uint64_t first = batch.firstEvent;
        for (std::size_t i = 0; i < batch.events.size(); ++i)
            emit eventShown(batch.events[i], first + i, nullptr);
        if (!batch.events.empty())
            m_lastEvent = batch.events.back();
        emit advanced();
        return;
    }
    m_pullsInFlight = std::max(0, m_pullsInFlight - 1);
    m_inFlight = m_inFlight > batch.events.size() ? m_inFlight - batch.events.size() : 0;
    if (batch.status != TraceStatus::Running) {
        m_traceDone = true;
        m_inFlight = 0;
    }
    m_buffer.insert(m_buffer.end(), batch.events.begin(), batch.events.end());
    if (m_pendingSteps > 0 && m_state == State::Paused) {
        m_pendingSteps = 0;
        if (show(1) > 0)
            emit advanced();
    }
    requestMore();
    finishIfDone();
}

void EventPlayer::onFinished(int runId, const TraceResult &result)
{
    if (runId != m_run || runId == 0)
        return;
    m_traceDone = true;
    m_pendingResult = result;
    m_solverMs = result.elapsedMs;
    if (m_state == State::Instant) {
        m_counts = result.counts;
        if (result.status == TraceStatus::Solved) {
            m_finalBoard = Board::fromGrid(result.solution);
            m_showFinal = true;
        }
    }
    finishIfDone();
}

void EventPlayer::finishIfDone()
{
    if (!m_pendingResult || !m_buffer.empty())
        return;
    if (m_state == State::Idle || m_state == State::Finished)
        return;
    m_result = *m_pendingResult;
    m_pendingResult.reset();
    if (m_result.status == TraceStatus::Cancelled) {
        // Cancelled from elsewhere (the window closing, another request): as stop().
        m_run = 0;
        setState(State::Idle);
        emit advanced();
        return;
    }
    setState(State::Finished);
    emit advanced();
    emit finished(m_result);
}

void EventPlayer::tick()
{
    const qint64 now = m_clock.nowMs();
    const double seconds = static_cast<double>(now - m_lastTickMs) / 1000.0;
    m_lastTickMs = now;
    m_credit += seconds * m_speed;
    const auto due = static_cast<std::size_t>(std::floor(m_credit));
    const std::size_t shown = show(due);
    m_credit -= static_cast<double>(shown);
    // Waiting for events must not bank time: resume at the chosen pace, not in a burst.
    m_credit = std::min(m_credit, 1.0 + m_speed * 0.05);
    if (shown > 0)
        emit advanced();
    requestMore();
    finishIfDone();
}

void EventPlayer::noteStep(const Event &event, const Board &before)
{
    if (event.stepStart && event.technique != Technique::None) {
        m_stepStart = event;
        if (event.kind != EventKind::Place)
            m_stepBoard = before; // an eliminating step is found again on it, if asked for
        m_currentStep.reset();
    } else if (event.kind != EventKind::Eliminate) {
        m_stepStart.reset(); // a search's own move: no step to explain
        m_currentStep.reset();
    }
}

const std::optional<Step> &EventPlayer::currentStep() const
{
    if (!m_currentStep)
        m_currentStep = m_stepStart ? stepStartedBy(*m_stepStart, &m_stepBoard, m_puzzle) : std::nullopt;
    return *m_currentStep;
}

std::size_t EventPlayer::show(std::size_t count)
{
    std::size_t shown = 0;
    while (shown < count && !m_buffer.empty()) {
        const Event event = m_buffer.front();
        m_buffer.pop_front();
        noteStep(event, m_replay->board());
        emit eventShown(event, m_shown, &m_replay->board());
        if (!m_replay->apply(event))
            qCWarning(lcSolver) << "event" << m_shown << "does not fit the replayed board";
        ++m_shown;
        ++m_counts.events;
        m_counts.count(event);
        m_lastEvent = event;
        if (event.kind == EventKind::Place || event.kind == EventKind::Guess)
            m_cause = event;
        else if (event.kind == EventKind::Backtrack || event.kind == EventKind::Contradiction)
            m_cause.reset();
        ++shown;
    }
    return shown;
}

} // namespace sudoku
