#pragma once
// HintSession: the graduated hint and the Step command for the game in play.
//
//   Hint, first press   names the technique and the region: "Look for a hidden single in
//                       box 6." (the region tinted on the board)
//   second press        the full explanation, with the step's cells and candidates highlighted
//   third press         applies the step (one undoable action)
//
// Before any step the hint checks the player's board against the solution: a wrong digit, or
// a pencil mark that lost the solution's digit, is pointed at first (and corrected, undoably,
// on the next press). A puzzle with no or several solutions, a full board, or a position no
// technique solves get a plain message instead.
//
// Step asks for the next step and applies it at once, explaining it as the second hint press
// would. The worker does every search (SolverController); the session holds what the panel
// says and what the board highlights, and forgets it when the board changes.
//
// Lives in the GUI thread; the Game and the controller must outlive it.

#include "highlight.h"
#include "solvercontroller.h"

#include <QObject>
#include <QString>

namespace sudoku {

class Game;

class HintSession : public QObject {
    Q_OBJECT

public:
    HintSession(Game *game, SolverController *controller, QObject *parent = nullptr);

    // One press of Hint: asks, then explains, then applies.
    void hint();
    // Finds the next step and applies it.
    void step();
    // Forgets the hint (the board changed, a new puzzle started).
    void reset();

    // 0: nothing shown yet; 1: the nudge; 2: the explanation (Step kinds) or the mistakes.
    int level() const { return m_level; }
    // A request is with the worker.
    bool isWaiting() const { return m_waiting; }
    // What the hint panel says now; empty when there is nothing to say.
    const QString &text() const { return m_text; }
    // What the board highlights now.
    const Highlight &highlight() const { return m_highlight; }
    // What the next press of Hint will do, for the button: "Hint", "Show Me", "Apply", …
    QString nextAction() const;
    // The last result from the worker (for tests and the panel).
    const HintResult &result() const { return m_result; }

signals:
    // The text, highlight or level changed.
    void changed();

private:
    void request(bool apply);
    void onResult(int runId, const HintResult &result);
    void show(int level);
    void applyResult();
    void onGameChanged();
    QString mistakesText() const;
    QString plainMessage() const;

    Game *m_game;
    SolverController *m_controller;
    HintResult m_result;
    BoardState m_board; // the board the result is about
    int m_run = 0;
    int m_level = 0;
    bool m_waiting = false;
    bool m_applying = false; // our own change of the board: keep what we show
    QString m_text;
    Highlight m_highlight;
};

} // namespace sudoku
