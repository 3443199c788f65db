// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// WatchPanel: the solver panel beside the board — the algorithm, Play / Pause, Next, Stop, the
// speed (1 event a second to thousands, and Instant), live counters, the explanation of the
// latest step, the legend of the board's cues and the log. A view of the SolveSession: it
// shows the session's state and forwards the player's choices to it; it keeps nothing but
// where the log is scrolled. Lives in the GUI thread.

#include "solvesession.h"

#include "technique.h"

#include <QWidget>

#include <array>

class QBoxLayout;
class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QSlider;
class QToolButton;
class QVBoxLayout;

namespace sudoku {

class Legend;

class WatchPanel : public QWidget {
    Q_OBJECT

public:
    explicit WatchPanel(SolveSession *session, QWidget *parent = nullptr);

    // Vertical: one column, beside the board or floating (the default). Horizontal: the
    // controls, the counters, the legend and the log side by side, for a panel below the board.
    void setArrangement(Qt::Orientation orientation);
    Qt::Orientation arrangement() const;

    // What the panel shows, for tests: the explanation, a counter by name ("events",
    // "placements", "guesses", "backtracks", "time") and the status line.
    QString explanation() const;
    QString counterText(const QString &name) const;
    QString statusText() const;

    QComboBox *algorithmBox() const { return m_algorithm; }
    QToolButton *playButton() const { return m_play; }
    QToolButton *stepButton() const { return m_step; }
    QToolButton *stopButton() const { return m_stop; }
    QToolButton *previousBranchButton() const { return m_previousBranch; }
    QToolButton *nextBranchButton() const { return m_nextBranch; }
    QSlider *speedSlider() const { return m_speed; }
    QListView *logView() const { return m_log; }

signals:
    void compareRequested();
    // A logic step's row of the log was double-clicked, or its menu asked for the page of its
    // technique: Help › Techniques.
    void techniqueRequested(Technique technique);

private:
    // Shows the session's state: controls, counters, explanation, branches.
    void refresh();
    void updateSpeedLabel();

    SolveSession *m_session;
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
    Legend *m_legend = nullptr;
    QListView *m_log = nullptr;
    QPushButton *m_compare = nullptr;
    QBoxLayout *m_layout = nullptr;
    QVBoxLayout *m_progress = nullptr; // the counters (and, one under the other, the explanation)
    QVBoxLayout *m_logGroup = nullptr; // the log (and, side by side, the explanation)
    QLabel *m_logTitle = nullptr;
    bool m_followLog = true; // the log was scrolled to its end: keep it there
};

} // namespace sudoku
