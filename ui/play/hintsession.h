// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HintSession: the graduated hint and the Step command for the game in play.
//
//   Hint, first press   names the technique and the region: "Look for a hidden single in
//                       box 6." (the region tinted on the board)
//   second press        the full explanation, with the step's cells and candidates highlighted
//                       and a chain's links drawn; a forcing step one branch at a time
//   third press         applies the step (one undoable action)
//
// Before any step the hint checks the player's board against the solution: a wrong digit, or
// a pencil mark that lost the solution's digit, is pointed at first (and corrected, undoably,
// on the next press). A puzzle with no or several solutions, a full board, or a position no
// technique solves get a plain message instead.
//
// Step asks for the next step and applies it at once, explaining it as the second hint press
// would. Both use only the techniques the player allows (setAllowedTechniques, Settings ›
// Hints); a position none of them solves says so and where to allow more. The worker does every search (SolverController); the session holds what the panel
// says and what the board highlights, and forgets it when the board changes.
//
// Branches. A forcing step has several branches (branchCount, highlight.h): one per
// candidate of a cell, per place of a digit in a unit, ... all leading to the same end. Its
// explanation shows one of them (text and highlight alike); nextBranch and previousBranch page
// through them, stopping at the first and the last.
//
// Thinking. The forcing chains can take a second or more on the hardest boards. A request
// still unanswered when the thinking countdown (ThinkingDelay) runs out makes the session
// think (isThinking): the window shows so and offers cancel(), which sets the run's cancel
// flag (the step finder reads it), drops whatever the worker still sends and says the hint
// was stopped; the board is left as it was.
//
// Lives in the GUI thread; the Game and the controller must outlive it. The controller is
// the session's alone (PlaySession gives it one): another user's request would cancel a hint.

#include "explain.h"
#include "highlight.h"
#include "solvercontroller.h"

#include <QObject>
#include <QString>

#include <chrono>

namespace sudoku {

class Countdown;
class Game;

class HintSession : public QObject {
    Q_OBJECT

public:
    // How long a request may take before the session says it is thinking.
    static constexpr std::chrono::milliseconds ThinkingDelay{200};

    HintSession(Game *game, SolverController *controller, QObject *parent = nullptr);

    // One press of Hint: asks, then explains, then applies.
    void hint();
    // Finds the next step and applies it.
    void step();
    // Stops the request in flight (nothing happens when there is none): see Thinking above.
    void cancel();
    // Forgets the hint (the board changed, a new puzzle started).
    void reset();

    // 0: nothing shown yet; 1: the nudge; 2: the explanation (Step kinds) or the mistakes.
    int level() const { return m_level; }
    // A request is with the worker.
    bool isWaiting() const { return m_waiting; }
    // A request has been with the worker longer than the thinking countdown.
    bool isThinking() const { return m_thinking; }
    // What the hint panel says now; empty when there is nothing to say.
    const QString &text() const { return m_text; }
    // What the board highlights now.
    const Highlight &highlight() const { return m_highlight; }
    // The technique the text names (a step's, from the nudge on, and after Step applied one):
    // the hint panel links it to its page in Help › Techniques. None when the text names none.
    Technique shownTechnique() const;
    // What the next press of Hint will do, for the button: "Hint", "Show Me", "Apply", …
    QString nextAction() const;
    // The last result from the worker (for tests and the panel).
    const HintResult &result() const { return m_result; }
    // The controller whose worker searches (for tests: what arrives after a cancel).
    SolverController *controller() const { return m_controller; }

    // The branch shown (0-based) of how many; showsBranches() while an explanation of a step
    // with several branches is shown.
    std::size_t branch() const { return m_branch; }
    std::size_t branchCount() const;
    // Not while the game is paused: the board and the hint's text are hidden then.
    bool showsBranches() const;
    bool hasPreviousBranch() const { return showsBranches() && m_branch > 0; }
    bool hasNextBranch() const { return showsBranches() && m_branch + 1 < branchCount(); }
    void nextBranch();
    void previousBranch();

    // How the hint writes chains (Explain::Notation); a step shown now is written again.
    void setNotation(Explain::Notation notation);
    Explain::Notation notation() const { return m_notation; }

    // The techniques a hint or a Step may use (findHint's `allowed`; the singles always);
    // every one at first. A change forgets the hint shown, which may be of one left out.
    void setAllowedTechniques(const TechniqueSet &allowed);
    const TechniqueSet &allowedTechniques() const { return m_allowed; }

    // Replaces the thinking countdown (a TimerCountdown of ThinkingDelay at first); the
    // session takes ownership. For tests, which end it by hand.
    void setThinkingCountdown(Countdown *countdown);
    Countdown *thinkingCountdown() const { return m_countdown; }

signals:
    // The text, highlight, level, branch or thinking changed.
    void changed();

private:
    void request(bool apply);
    // Sets the cancel flag of the request in flight and stops the countdown.
    void stopRequest();
    void onResult(int runId, const HintResult &result);
    void onCountdownExpired();
    void show(int level);
    void showBranch();
    void applyResult();
    void onGameChanged();
    // The mistakes the hint names and marks: not the pencil marks a wrong digit struck out.
    std::vector<Mistake> shownMistakes() const;
    QString mistakesText() const;
    QString plainMessage() const;

    Game *m_game;
    SolverController *m_controller;
    Countdown *m_countdown = nullptr; // owned (a child)
    HintResult m_result;
    Board m_board; // the board the result is about
    int m_run = 0;
    int m_level = 0;
    bool m_waiting = false;
    bool m_thinking = false;
    bool m_stepRequested = false; // the request in flight is a Step's
    bool m_applying = false; // our own change of the board: keep what we show
    bool m_showsBranches = false;
    std::size_t m_branch = 0;
    Explain::Notation m_notation = Explain::Notation::Words;
    TechniqueSet m_allowed = allTechniques();
    QString m_text;
    Highlight m_highlight;
};

} // namespace sudoku
