// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// SolveSession: the animated solve, without widgets. It owns its own solver thread
// (SolverController), the EventPlayer that paces a trace on it and the TraceLog the player
// feeds as it shows events; the solver panel (WatchPanel) only shows and forwards. No other
// user shares the controller: the hints have one of their own (PlaySession).
//
//   setPuzzle       the givens of the game in play: the puzzle every solve starts from
//   playOrPause     starts a solve (from the first event) or pauses and resumes it
//   stepForward     one event at a time, starting a paused solve when none is on
//   stop            back to the game; a solve that ends by itself emits finished()
//
// What it publishes: view(), the animation's board; shown(play), the board as the window
// shows it (the animation while one is on, else the game with the step chosen in the log);
// the panel's state — counters, status, the step explained and its branch.
//
// The explained step is the latest logic step shown, or one chosen in the log (chooseLogRow).
// A forcing step is explained one branch at a time (nextBranch, previousBranch), but not while
// the animation plays: the explanation changes under the reader then. A step chosen in the
// log, or paged through, is drawn on the board while the animation is paused or over.
//
// The algorithm and the speed are kept in the settings. Lives in the GUI thread.

#include "boardview.h"
#include "clock.h"
#include "eventplayer.h"

#include <QObject>
#include <QString>

#include <array>
#include <optional>

namespace sudoku {

class SolverController;
class TraceLog;

class SolveSession : public QObject {
    Q_OBJECT

public:
    // The speeds offered, slowest first; the last is Instant.
    static constexpr std::array<int, 15> Speeds = {1,   2,    5,    10,   20,    50,    100, 200,
                                                   500, 1000, 2000, 5000, 10000, 20000, EventPlayer::InstantSpeed};
    static constexpr int DefaultSpeed = 10;

    // The animation's pace comes from `clock`. Reads the algorithm and speed last chosen.
    explicit SolveSession(QObject *parent = nullptr, const Clock &clock = steadyClock());
    ~SolveSession() override;

    EventPlayer *player() const { return m_player; }
    TraceLog *log() const { return m_log; }
    SolverController *controller() const { return m_controller; }

    // The puzzle solves start from; nothing when there is none to solve (a puzzle being
    // entered). Another puzzle stops the solve shown and clears the log and the explanation.
    void setPuzzle(const std::optional<Grid> &puzzle);
    const std::optional<Grid> &puzzle() const { return m_puzzle; }

    Algorithm algorithm() const { return m_algorithm; }
    // Another algorithm is another solve: one of the old algorithm stops, and its figures and
    // log go. Remembered.
    void setAlgorithm(Algorithm algorithm);
    // Events per second (one of Speeds; the nearest is taken), or EventPlayer::InstantSpeed.
    // Remembered.
    int speed() const { return m_speed; }
    void setSpeed(int eventsPerSecond);

    // A solve can start: there is a puzzle (every algorithm plays by every variant's rules).
    bool canStart() const { return m_puzzle.has_value(); }
    // A solve is on the board: playing, paused or running instantly.
    bool isAnimating() const { return m_player->isActive(); }
    void playOrPause();
    void stepForward();
    void stop();
    // The game's board changed (a move, an Undo): a finished solve whose solution is no
    // longer on the board is forgotten, so the panel no longer says it is on the board.
    void followGame(const Grid &grid);

    // The animation's board: its position, the event shown last with its cue (and the pattern
    // of an eliminating step while its events play), no selection, no input.
    BoardView view() const;
    // The board as the window shows it: the animation while one is on; else `play`, the game,
    // with the step chosen in the log drawn on it unless the game highlights something itself.
    BoardView shown(const BoardView &play) const;

    // The panel's sentence on where the solve stands ("Paused: Next shows the next event.").
    QString statusText() const;
    // The explanation: the step explained (a forcing step, its branch) or the event of a step
    // that could not be rebuilt; empty before the first step.
    QString explanation() const;
    const std::optional<Step> &explainedStep() const { return m_explained; }
    std::size_t branch() const { return m_branch; }
    // The explained step has several branches and may be paged now.
    bool showsBranches() const;
    bool hasPreviousBranch() const { return showsBranches() && m_branch > 0; }
    bool hasNextBranch() const;
    void nextBranch();
    void previousBranch();
    // A row of the log was chosen: a logic step's row explains that step (and draws it).
    void chooseLogRow(int row);

signals:
    // A solve started: the game leaves its pause and forgets its hint.
    void started();
    // The state, the algorithm, the speed or the explanation changed: show them again.
    void changed();
    // Events were shown (at most once a frame): the board, the counters and the log moved on.
    void advanced();
    // A solve ended by itself (not by stop()): its solution goes to the game.
    void finished(const sudoku::TraceResult &result);

private:
    void begin(bool paused);
    // Stops the solve shown and clears its figures, log and explanation.
    void forgetRun();
    void onEventShown(const Event &event, quint64 index, const Board *before);
    void onAdvanced();
    void explain(const std::optional<Step> &step, const QString &fallback = {});
    void saveSettings() const;

    SolverController *m_controller;
    EventPlayer *m_player;
    TraceLog *m_log;
    std::optional<Grid> m_puzzle;
    Algorithm m_algorithm = Algorithm::Logic;
    int m_speed = DefaultSpeed;
    std::optional<Step> m_explained; // the step the explanation is about
    QString m_fallback;              // the explanation when there is no step to explain
    std::size_t m_branch = 0;
    bool m_drawExplained = false;     // chosen in the log or paged: drawn on the board
    std::optional<Event> m_latestStep; // the newest logic step shown since the last frame
};

} // namespace sudoku
