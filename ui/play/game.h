// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Game: the rules of play. Owns the board state, the undo stack, the timer and the options;
// widgets read it and forward the player's input to it (style.md: no rules in widgets).
//
// Every change of the board goes through the QUndoStack as one snapshot command, so undo
// restores exactly what the player saw. Lives in the GUI thread; the one search it needs, the
// puzzle's solution, runs on a BackgroundJob (a 25×25 can take seconds, and the window must
// keep painting and taking keys meanwhile).

#include "board.h"
#include "clock.h"
#include "gamestate.h"
#include "hint.h"
#include "step.h"

#include <QObject>

#include <bitset>
#include <optional>
#include <vector>

class QUndoStack;

namespace sudoku {

class BackgroundJob;

class Game : public QObject {
    Q_OBJECT

public:
    // The time played is read from `clock` (the steady clock unless a test gives its own).
    explicit Game(QObject *parent = nullptr, const Clock &clock = steadyClock());
    ~Game() override;

    // A board of `shape` with no digit and no pencil mark.
    // An empty board of the shape, under the variant's rules (null: the shape's own).
    static Board emptyBoard(Shape shape, std::shared_ptr<const Variant> variant = nullptr);

    // Starts a new game on the puzzle's digits (all taken as givens), of the puzzle's shape: no
    // player digits or marks, an empty undo stack, the timer at zero and running.
    void startPuzzle(const Grid &puzzle, const QString &source);
    // Resumes a saved game exactly: digits, marks, time, options.
    void restore(const SavedGame &saved);
    // The game as a save file holds it.
    SavedGame saved() const;

    const Board &board() const { return m_board; }
    const Grid &grid() const { return m_board.grid; }
    Candidates pencilMarks(int cell) const { return m_board.candidates[idx(cell)]; }
    Grid puzzle() const { return m_board.grid.givensOnly(); }
    // The colours the player painted on cells and candidates.
    const Colouring &colouring() const { return m_colouring; }
    const QString &source() const { return m_source; }

    // Solutions of the givens, 0, 1 or 2 (two or more); the first solution when any. Searched
    // off the GUI thread when a game starts or resumes: until solutionFound() the count is
    // -1 and no digit counts as a mistake. Not searched while a puzzle is being entered.
    int solutionCount() const { return m_solutionCount; }
    bool isSolutionKnown() const { return m_solutionCount >= 0; }
    const Grid &solution() const { return m_solution; }

    // --- Entry. Each call is one undoable step; it does nothing on a given, while paused
    // or after completion, and nothing when it would change nothing.
    // A digit typed by the player: a placement, or a pencil mark in pencil mode.
    void enterDigit(int cell, int digit);
    void setDigit(int cell, int digit);
    void togglePencilMark(int cell, int digit);
    // Clears the player's digit; on a cell without one, its pencil marks.
    void clearCell(int cell);
    // Writes every empty cell's current candidates as its pencil marks.
    void fillPencilMarks();
    // Removes every player digit, pencil mark and colour.
    void restart();

    // --- Colouring, to follow a colouring or a chain by hand. Each call is one undoable step,
    // under the same conditions as entry (nothing while editing, either).
    // Paints the cell `colour` (1..ColourCount); the colour it has already clears it.
    void colourCell(int cell, int colour);
    // Paints a candidate of an empty cell `colour`; the colour it has already clears it. A
    // candidate not pencilled in is pencilled in with it (in a cell without marks, with every
    // candidate its peers leave): a colour goes with a pencil mark, and goes when the mark
    // goes (erased, struck out by a placement or a step).
    void colourCandidate(int cell, int digit, int colour);
    // Clears the colours of the cell and its candidates; of every cell.
    void clearColours(int cell);
    void clearAllColours();

    QUndoStack *undoStack() const { return m_undoStack; }

    // --- Help from the solver. Each call is one undoable step, under the same conditions
    // as entry (nothing while paused, editing or after completion).
    // Applies a logical step: its placements (removing the digit from the peers' pencil marks
    // when that option is on, as the player's placement would) and its eliminations (first,
    // every empty cell without pencil marks gets its candidates, as the hint took it to hold,
    // so that the board shows every candidate and not only those this step struck).
    void applyStep(const Step &step, const QString &text);
    // Clears the wrong digits and writes the missing digit back into pencil marks.
    void correctMistakes(const std::vector<Mistake> &mistakes);
    // Fills the board with `solution` (the end of an animated solve). The game counts as
    // completed, by the solver: the clock stops, but unlike the player's own completion it can
    // be undone back into play. Does nothing unless `solution` solves this puzzle.
    void applySolution(const Grid &solution, const QString &text);
    // Completed by applySolution rather than by the player.
    bool isSolvedBySolver() const { return m_completed && m_solvedBySolver; }
    // How often the player took help in this game (applyStep, correctMistakes); undoing one
    // does not give it back.
    int hintsUsed() const { return m_hintsUsed; }

    // --- Entering a puzzle of one's own. While editing, typed digits become givens (and
    // givens can be changed), there are no pencil marks, and the clock stands still.
    // Entries are undoable; finishEditing() starts play on the entered puzzle.
    // On an empty board of `shape`.
    void startEditing(Shape shape = Shape::classic());
    bool isEditing() const { return m_editing; }
    // Starts play on the entered puzzle when it has a solution; false (and still editing)
    // when it has none. `check` is checkPuzzle (hint.h) of the board as it stands, made off
    // the GUI thread.
    bool finishEditing(const PuzzleCheck &check);
    // Leaves editing and resumes the game that was in play before startEditing().
    void cancelEditing();

    // --- What the board shows.
    // Cells whose digit repeats in one of their units (a variant's diagonals, windows and
    // cages among them), and the filled cells of a killer cage that cannot keep its sum.
    std::bitset<MaxCellCount> conflictCells() const;
    // A player's digit that differs from the solution (only for a puzzle with exactly one).
    bool isMistake(int cell) const;
    // How many cells hold the digit (givens and the player's).
    int placedCount(int digit) const;
    bool isCompleted() const { return m_completed; }
    // The player has written something: a digit, a pencil mark or a colour.
    bool hasPlayerEntries() const;
    bool acceptsInput() const { return !m_completed && !m_paused; }

    // --- Time.
    qint64 elapsedMs() const;
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);

    // --- Input mode and options.
    bool pencilMode() const { return m_pencilMode; }
    void setPencilMode(bool on);
    const GameOptions &options() const { return m_options; }
    void setAutoRemovePencilMarks(bool on);
    void setShowMistakes(bool on);

signals:
    // The board, completion or options changed: repaint.
    void changed();
    void puzzleStarted();
    // The search begun by the start of this game has ended: solutionCount() is known.
    void solutionFound();
    void completedGame(qint64 elapsedMs);
    void pausedChanged(bool paused);
    void pencilModeChanged(bool on);

private:
    friend class BoardCommand;
    // "r4c7", named on this game's board (an undo step's text).
    QString cellName(int cell) const;
    // Writes a player's digit (0 clears) into `state`, removing it from the peers' pencil
    // marks when that option is on: what every placement does.
    void place(Board &state, int cell, int digit) const;
    // Who moves the board: completion by the solver stays undoable.
    enum class Mover : std::uint8_t { Player, Solver };
    // What an undo step restores: the board and the colours on it.
    struct Position {
        Board board;
        Colouring colouring;
        bool operator==(const Position &) const = default;
    };
    // Pushes a command that moves the board from its current state to `next`, keeping the
    // colours of what stays pencilled in.
    void pushBoard(const Board &next, const QString &text, Mover mover = Mover::Player);
    // Pushes a command that moves board and colours to `next`.
    void pushPosition(Position next, const QString &text, Mover mover = Mover::Player);
    // Called by commands: sets board and colours and checks for completion (or, undoing the
    // solver's completion, for play resuming).
    void applyPosition(const Position &position, Mover mover);
    // Whether colours may be painted now.
    bool acceptsColours() const { return acceptsInput() && !m_editing; }
    // Starts the search for the puzzle's solutions (the one under way, if any, cancelled).
    void findSolution();
    void resetClock(qint64 elapsedMs, bool running);
    // Starts over on `saved`: a game in play, or (editing) a blank board to enter givens on,
    // the clock standing still. Every listener hears of it with isEditing() already set.
    void reset(const SavedGame &saved, bool editing);

    Board m_board;
    Colouring m_colouring;
    QString m_source;
    Grid m_solution;
    int m_solutionCount = -1;
    QUndoStack *m_undoStack = nullptr;
    BackgroundJob *m_solver = nullptr;
    bool m_completed = false;
    bool m_solvedBySolver = false;
    int m_hintsUsed = 0;
    bool m_paused = false;
    bool m_pencilMode = false;
    bool m_editing = false;
    SavedGame m_beforeEditing; // resumed by cancelEditing()
    GameOptions m_options;
    const Clock &m_clock;
    qint64 m_elapsedBefore = 0; // time played before the clock last started
    qint64 m_startedAt = -1;    // m_clock's time when it last started; -1 while stopped
};

} // namespace sudoku
