// SPDX-License-Identifier: GPL-3.0-or-later
#include "solvesession.h"

#include "explain.h"
#include "solvercontroller.h"
#include "tracelog.h"

#include <QSettings>

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace sudoku {
namespace {

// QSettings keys.
constexpr auto AlgorithmKey = "watch/algorithm";
constexpr auto SpeedKey = "watch/speed";

// The offered speed nearest `eventsPerSecond`: Instant only when asked for exactly.
int nearestSpeed(int eventsPerSecond)
{
    int best = SolveSession::Speeds.front();
    for (const int speed : SolveSession::Speeds) {
        if (speed == eventsPerSecond)
            return speed;
        if (speed != EventPlayer::InstantSpeed && std::abs(speed - eventsPerSecond) < std::abs(best - eventsPerSecond))
            best = speed;
    }
    return best;
}

} // namespace

SolveSession::SolveSession(QObject *parent, const Clock &clock)
    : QObject(parent)
    , m_controller(new SolverController(this))
    , m_player(new EventPlayer(m_controller, this, clock))
    , m_log(new TraceLog(this))
{
    const QSettings settings;
    if (const std::optional<Algorithm> algorithm =
            algorithmFromName(settings.value(AlgorithmKey).toString().toStdString()))
        m_algorithm = *algorithm;
    m_speed = nearestSpeed(settings.value(SpeedKey, DefaultSpeed).toInt());
    m_player->setSpeed(m_speed);

    // The log is fed by the player, event by event, and handed to its view once a frame.
    connect(m_player, &EventPlayer::eventShown, this, &SolveSession::onEventShown, Qt::DirectConnection);
    connect(m_player, &EventPlayer::advanced, this, &SolveSession::onAdvanced);
    connect(m_player, &EventPlayer::stateChanged, this, &SolveSession::changed);
    connect(m_player, &EventPlayer::finished, this, &SolveSession::finished);
}

SolveSession::~SolveSession()
{
    // The animation lets go of the solver thread before the controller goes.
    m_player->stop();
}

void SolveSession::setPuzzle(const std::optional<Grid> &puzzle)
{
    m_puzzle = puzzle;
    forgetRun();
    emit changed();
}

void SolveSession::followGame(const Grid &grid)
{
    if (m_player->state() != EventPlayer::State::Finished || m_player->result().status != TraceStatus::Solved
        || grid == m_player->result().solution)
        return;
    forgetRun();
    emit changed();
}

void SolveSession::forgetRun()
{
    m_player->forget();
    m_log->clear();
    m_latestStep.reset();
    explain(std::nullopt);
}

void SolveSession::setAlgorithm(Algorithm algorithm)
{
    if (algorithm == m_algorithm)
        return;
    m_algorithm = algorithm;
    // The figures and the log of a solve by another algorithm would pass for this one's.
    if (m_player->algorithm() != algorithm)
        forgetRun();
    saveSettings();
    emit changed();
}

void SolveSession::setSpeed(int eventsPerSecond)
{
    m_speed = nearestSpeed(eventsPerSecond);
    m_player->setSpeed(m_speed);
    saveSettings();
    emit changed();
}

void SolveSession::saveSettings() const
{
    QSettings settings;
    const std::string_view algorithm = algorithmName(m_algorithm);
    settings.setValue(AlgorithmKey, QString::fromLatin1(algorithm.data(), static_cast<qsizetype>(algorithm.size())));
    settings.setValue(SpeedKey, m_speed);
}

void SolveSession::begin(bool paused)
{
    m_log->clear();
    m_log->setBoard(*m_puzzle);
    m_latestStep.reset();
    explain(std::nullopt);
    emit started();
    m_player->start(*m_puzzle, m_algorithm, paused);
}

void SolveSession::playOrPause()
{
    switch (m_player->state()) {
    case EventPlayer::State::Idle:
    case EventPlayer::State::Finished:
        if (canStart())
            begin(false);
        break;
    case EventPlayer::State::Playing:
        m_player->pause();
        break;
    case EventPlayer::State::Paused:
        m_player->play();
        break;
    case EventPlayer::State::Instant:
        break;
    }
}

void SolveSession::stepForward()
{
    switch (m_player->state()) {
    case EventPlayer::State::Idle:
    case EventPlayer::State::Finished:
        if (!canStart())
            break;
        begin(true);
        m_player->stepForward();
        break;
    case EventPlayer::State::Playing:
        m_player->pause();
        break;
    case EventPlayer::State::Paused:
        m_player->stepForward();
        break;
    case EventPlayer::State::Instant:
        break;
    }
}

void SolveSession::stop()
{
    m_player->stop();
}

void SolveSession::onEventShown(const Event &event, quint64 index, const Board *before)
{
    m_log->append(event, index, before);
    if (event.stepStart && event.technique != Technique::None)
        m_latestStep = event; // explained once a frame, in onAdvanced
}

void SolveSession::onAdvanced()
{
    m_drawExplained = false; // the board follows the animation again
    if (m_latestStep) {
        // The player has the step behind it, pattern and all, when it could rebuild it.
        explain(m_player->currentStep(), Explain::event(*m_latestStep, m_puzzle ? m_puzzle->size() : 9,
                                                               m_puzzle ? m_puzzle->variant().get() : nullptr));
        m_latestStep.reset();
    }
    m_log->flush();
    emit advanced();
}

void SolveSession::explain(const std::optional<Step> &step, const QString &fallback)
{
    m_explained = step;
    m_fallback = fallback;
    m_branch = 0;
    m_drawExplained = false;
}

QString SolveSession::explanation() const
{
    return m_explained ? Explain::step(*m_explained, m_branch) : m_fallback;
}

bool SolveSession::showsBranches() const
{
    // While it plays the explanation changes under the reader: no paging then.
    const EventPlayer::State state = m_player->state();
    return m_explained && branchCount(*m_explained) > 1 && state != EventPlayer::State::Playing
        && state != EventPlayer::State::Instant;
}

bool SolveSession::hasNextBranch() const
{
    return showsBranches() && m_branch + 1 < branchCount(*m_explained);
}

void SolveSession::nextBranch()
{
    if (!hasNextBranch())
        return;
    ++m_branch;
    m_drawExplained = true;
    emit changed();
}

void SolveSession::previousBranch()
{
    if (!hasPreviousBranch())
        return;
    --m_branch;
    m_drawExplained = true;
    emit changed();
}

void SolveSession::chooseLogRow(int row)
{
    const std::optional<Step> step = m_log->stepAt(row);
    if (!step)
        return;
    explain(step);
    m_drawExplained = true;
    emit changed();
}

QString SolveSession::statusText() const
{
    switch (m_player->state()) {
    case EventPlayer::State::Idle:
        // A stopped solve's figures and log stay on show: say they are of a solve that stopped
        // (stop() is the one way to Idle with events shown; another puzzle or algorithm forgets
        // them).
        if (const std::uint64_t events = m_player->counts().events; events > 0)
            return tr("%1 stopped after %n event(s). Press Play to watch it again from the start.", nullptr,
                      static_cast<int>(std::min<std::uint64_t>(events, INT_MAX)))
                .arg(Explain::algorithm(m_algorithm));
        return tr("Press Play to watch %1 solve this puzzle.").arg(Explain::algorithm(m_algorithm));
    case EventPlayer::State::Playing:
        return tr("Playing…");
    case EventPlayer::State::Paused:
        return tr("Paused: Next shows the next event.");
    case EventPlayer::State::Instant:
        return tr("Solving at full speed…");
    case EventPlayer::State::Finished:
        break;
    }
    return m_player->result().status == TraceStatus::Solved
               ? tr("Solved. The solution is on the board; Undo takes it back.")
               : tr("No solution: the search ran out of possibilities.");
}

BoardView SolveSession::view() const
{
    const Board &shown = m_player->board();
    BoardView view;
    view.grid = shown.grid;
    // Only the searches that keep candidates show them.
    if (m_player->algorithm() == Algorithm::Logic || m_player->algorithm() == Algorithm::Propagation)
        view.marks = shown.candidates;
    view.selectionVisible = false;
    view.inputEnabled = false;
    const EventPlayer::State state = m_player->state();
    if (m_drawExplained && m_explained && state == EventPlayer::State::Paused) {
        view.highlight = Highlight::ofStep(*m_explained, m_branch);
    } else if (const std::optional<Event> &event = m_player->lastEvent(); event && state != EventPlayer::State::Instant) {
        view.highlight = Highlight::ofEvent(*event, shown, m_player->cause());
        // A step that only eliminates shows its whole pattern while its events play.
        if (const std::optional<Step> &step = m_player->currentStep(); step && step->placements.empty())
            view.highlight.merge(Highlight::ofStep(*step, m_explained && *m_explained == *step ? m_branch : 0));
    }
    return view;
}

BoardView SolveSession::shown(const BoardView &play) const
{
    if (isAnimating())
        return view();
    BoardView shown = play;
    if (m_drawExplained && m_explained && shown.highlight.isEmpty())
        shown.highlight = Highlight::ofStep(*m_explained, m_branch);
    return shown;
}

} // namespace sudoku
