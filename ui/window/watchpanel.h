#pragma once
// WatchPanel: the controls of the animated solve, beside the board — the algorithm, Play /
// Pause, Step, Stop, the speed (1 event a second to thousands, and Instant), live counters,
// the legend of the board's cues and the log of what happened. It drives the EventPlayer and
// shows its TraceLog; which puzzle to solve and what to do with the solution are the
// window's business (startRequested, EventPlayer::finished). Lives in the GUI thread.

#include "step.h"
#include "eventplayer.h"

#include <QWidget>

#include <array>
#include <optional>

class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QSlider;
class QToolButton;

namespace sudoku {

class Legend;
class TraceLog;

class WatchPanel : public QWidget {
    Q_OBJECT

public:
    // The speeds the slider offers, slowest first; the last is Instant.
    static constexpr std::array<int, 15> Speeds = {1,   2,    5,    10,   20,    50,    100, 200,
                                                   500, 1000, 2000, 5000, 10000, 20000, EventPlayer::InstantSpeed};

    WatchPanel(EventPlayer *player, TraceLog *log, QWidget *parent = nullptr);

    Algorithm algorithm() const;
    void setAlgorithm(Algorithm algorithm);
    int speed() const;
    // Picks the slider position of the speed nearest `eventsPerSecond`.
    void setSpeed(int eventsPerSecond);

    // The explanation under the counters: the latest logic step, or a step chosen in the log;
    // a forcing step one branch at a time (Explain::step(step, branch)).
    QString explanation() const;
    // The branch of `step` shown: the one paged to while the panel explains that step, else 0.
    std::size_t branchOf(const Step &step) const;
    // Pages through the branches of the step explained (the buttons under the explanation,
    // shown when it has several; not while the animation plays); stops at either end.
    void nextBranch();
    void previousBranch();

    // Play, or Pause while playing; starts a new trace when nothing plays.
    void playOrPause();
    // Shows one more event; starts a new trace, paused at its first event, when nothing plays.
    void stepForward();
    void stop();

    QComboBox *algorithmBox() const { return m_algorithm; }
    QToolButton *playButton() const { return m_play; }
    QToolButton *stepButton() const { return m_step; }
    QToolButton *stopButton() const { return m_stop; }
    QToolButton *previousBranchButton() const { return m_previousBranch; }
    QToolButton *nextBranchButton() const { return m_nextBranch; }
    QSlider *speedSlider() const { return m_speed; }
    QListView *logView() const { return m_log; }
    QString counterText(const QString &name) const;
    QString statusText() const;

signals:
    // The window starts the player on its puzzle with this algorithm.
    void startRequested(sudoku::Algorithm algorithm, bool paused);
    // A logic step was chosen in the log, or another branch of the step explained: highlight
    // that branch of it on the board.
    void stepSelected(const sudoku::Step &step, std::size_t branch);
    void compareRequested();

private:
    // A new trace from the start: a clean log, then the window starts the player.
    void beginTrace(bool paused);
    void updateControls();
    void updateCounters();
    void updateSpeedLabel();
    void onEventShown(const Event &event, quint64 index, const Board *before);
    void onAdvanced();
    void onLogClicked(const QModelIndex &index);
    // Explains `step` from its first branch (nothing: `fallback` alone, no step to page).
    void explain(const std::optional<Step> &step, const QString &fallback = {});
    void showBranch();
    void updateBranchButtons();

    EventPlayer *m_player;
    TraceLog *m_logModel;
    QComboBox *m_algorithm = nullptr;
    QLabel *m_idea = nullptr;
    QToolButton *m_play = nullptr;
    QToolButton *m_step = nullptr;
    QToolButton *m_stop = nullptr;
    QSlider *m_speed = nullptr;
    QLabel *m_speedLabel = nullptr;
    QLabel *m_status = nullptr;
    std::array<QLabel *, 5> m_counters{}; // events, placements, guesses, backtracks, time
    QLabel *m_explanation = nullptr;
    QWidget *m_branchRow = nullptr;
    QToolButton *m_previousBranch = nullptr;
    QToolButton *m_nextBranch = nullptr;
    std::optional<Step> m_explained; // the step the explanation is about
    std::size_t m_branch = 0;
    Legend *m_legend = nullptr;
    QListView *m_log = nullptr;
    QPushButton *m_compare = nullptr;
    bool m_followLog = true;
    std::optional<Event> m_latestStep; // the newest logic step shown since the last frame
};

} // namespace sudoku
