// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PlaySession: the game in play, without widgets. It owns the Game, the graduated hints with a
// solver thread of their own (HintSession, SolverController), the rating of each puzzle and
// the check of an entered one (background jobs), the game file it came from, and its parts:
// the autosave (Autosave) and the player's options and best times in the settings
// (PlaySettings). The window shows what it publishes — view(), the board; actions(), what may
// be done now; the status, clock and title texts — and asks the player whatever must be asked
// (which puzzle of a file, whether to replace a game in progress) before it calls in.
//
//   puzzles in    loadPuzzle, startBundled; open() what OpenedFile read from a file or a
//                 text; resumeAutosave at start
//   files out     save, saveAs, writeTo; the autosave (autosaver()) two seconds after a
//                 change, every 30 s, as a game starts or is solved, as the window closes
//   entering      startEditing, checkEntered (entryChecked answers), acceptEntered
//   help          hints(); takeSolution, the end of an animated solve
//
// While an animated solve has the board (setAnimating), nothing of play may be done: no
// entry, no hint, no pause. Lives in the GUI thread.

#include "autosave.h"
#include "boardview.h"
#include "clock.h"
#include "format.h"
#include "gamestate.h"
#include "generator.h"
#include "hint.h"
#include "openedfile.h"
#include "rating.h"
#include "tracer.h"

#include <QObject>
#include <QString>

#include <bitset>
#include <optional>

namespace sudoku {

class BackgroundJob;
class Game;
class HintSession;
class SolverController;

// What may be done now, for the window's actions and buttons.
struct PlayActions {
    bool playing = false;       // a game, not a puzzle being entered: save, copy the state
    bool canEnter = false;      // digits, pencil marks and their mode
    bool canPause = false;
    bool paused = false;
    bool pencilMode = false;
    bool showMistakes = false;
    bool autoRemovePencilMarks = false;
    bool canRestart = false;
    bool canHint = false;       // Hint and Step
    bool hintWaiting = false;   // a hint is with the solver: it can be cancelled
    bool hintShown = false;     // a hint's words or marks are shown: they can be closed
    bool thinking = false;      // ... for longer than a moment: say so
    bool showsBranches = false; // a forcing step's branches are paged
    bool hasPreviousBranch = false;
    bool hasNextBranch = false;
    bool canWatch = false;      // start an animated solve of the puzzle
    bool canCompare = false;
    bool editing = false;       // a puzzle is being entered: the banner shows
    QString hintButton;         // what the next press of Hint does: "Hint", "Show Me", ...
    bool operator==(const PlayActions &) const = default;
};

class PlaySession : public QObject {
    Q_OBJECT

public:
    // The game's time comes from `clock`. Reads the options from the settings; starts with
    // no puzzle (resumeAutosave or loadPuzzle gives one).
    explicit PlaySession(QObject *parent = nullptr, const Clock &clock = steadyClock());
    ~PlaySession() override;

    Game *game() const { return m_game; }
    HintSession *hints() const { return m_hints; }
    SolverController *hintController() const { return m_hintController; }

    // --- Puzzles in.
    // A new game on `puzzle`; `source` says where it came from ("top95.txt #3"). `rating`,
    // when the generator rated it already; else it is rated in the background.
    void loadPuzzle(const Grid &puzzle, const QString &source, std::optional<Rating> rating = std::nullopt);
    // The next bundled puzzle of `level` ("easy", "medium", "hard"), going round each level's
    // puzzles in order across runs.
    void startBundled(const QString &level);

    // Puts what was read (OpenedFile::readFile, readText) in play: its game, or its puzzle
    // `index`. An empty string when it is in play, else why not (OpenedFile::problem()).
    QString open(const OpenedFile &opened, std::size_t index = 0);
    // Puts a puzzle read from `source` ("top95.txt #3") in play; why not when it is unreadable.
    QString openRecord(const PuzzleRecord &record, const QString &source);

    // --- Files out. The game file this game came from or was saved to; empty when none.
    const QString &filePath() const { return m_filePath; }
    // Writes the game to its file (filePath() must not be empty), then to `path`, which it
    // then belongs to. False and `error` set on failure.
    bool save(QString *error);
    bool saveAs(const QString &path, QString *error);
    // Writes the game to `path` through QSaveFile, nothing else.
    bool writeTo(const QString &path, QString *error) const;
    // Unsaved changes against the game file (none without one).
    bool isModified() const;

    // --- Autosave: the game and its game file, saved at most Autosave::DelayMs after the
    // first change not yet saved, every 30 s, and as a game starts or is solved; the window
    // saves it on quit (autosaver()->save()) and hears of failures from it.
    Autosave *autosaver() const { return m_autosave; }
    // Resumes the autosaved game, with the game file it belonged to; false when there is
    // none, or it is damaged: then autosaver()->damaged() says where it is kept and why.
    bool resumeAutosave();

    // --- The player's input: the board's keys and clicks, the pad, the menu. All of it goes
    // to the game through here, and none while an animated solve has the board; the game
    // takes what its rules allow (Game: nothing on a given, while paused or once completed).
    void enterDigit(int cell, int digit); // a placement, or a pencil mark in pencil mode
    void togglePencilMark(int cell, int digit);
    void clearCell(int cell);
    void fillPencilMarks();
    // Colours (Game::colourCell and the rest).
    void colourCell(int cell, int colour);
    void colourCandidate(int cell, int digit, int colour);
    void clearColours(int cell);
    void clearAllColours();
    void setPencilMode(bool on);
    void togglePencilMode();
    void setPaused(bool paused);
    void restart();

    // --- Entering a puzzle of one's own.
    // On an empty board of `shape`. Cancelling goes back to the game before, with its game
    // file and unsaved changes.
    void startEditing(Shape shape = Shape::classic());
    void cancelEditing();
    // Checks the entered puzzle off the GUI thread: entryChecked answers, unless the board
    // changed meanwhile. The cells it names are flagged on the board until the next change.
    void checkEntered();
    // Starts play on the entered puzzle as checked.
    void acceptEntered(const PuzzleCheck &check);
    // The puzzle in play, for an animated solve; nothing while a puzzle is entered.
    std::optional<Grid> solvablePuzzle() const;

    // --- Help.
    // The end of an animated solve by `algorithm`: its solution, as one undoable action.
    void takeSolution(Algorithm algorithm, const Grid &solution);
    // An animated solve has the board: play waits (no entry, hints or pause).
    void setAnimating(bool on);

    // --- Options, kept in the settings.
    void setShowMistakes(bool on);
    void setAutoRemovePencilMarks(bool on);
    // Hints write chains in Eureka notation (HintSession::setNotation) rather than words.
    void setEurekaNotation(bool on);
    bool eurekaNotation() const;
    // The techniques hints and Step may use (HintSession::setAllowedTechniques), kept in the
    // settings (PlaySettings::hintTechniques): Settings › Hints.
    void setHintTechniques(const TechniqueSet &allowed);
    TechniqueSet hintTechniques() const;
    // The New Game dialog's last choice and the best times are PlaySettings' (playsettings.h).

    // --- What is shown.
    // The rating of the puzzle in play, once known.
    const std::optional<Rating> &rating() const { return m_rating; }
    BoardView view() const;
    PlayActions actions() const;
    // The hint panel's text: the hint, or an invitation to ask for one.
    QString hintText() const;
    // The status line: level and rating, source, clues, hints used, how it stands.
    QString statusText() const;
    // The rating's breakdown, for the status line's tooltip.
    QString statusToolTip() const;
    // "4:05"; empty while a puzzle is entered.
    QString clockText() const;
    // The window's title, with Qt's [*] for the modified mark.
    QString title() const;

    // "4:05", or "1:02:03" past an hour.
    static QString formatTime(qint64 ms);

signals:
    // The board, the actions or a text changed: show them again.
    void changed();
    // The player solved the puzzle in `elapsedMs`; `record` says how it stands against the
    // best time of its level (empty when the puzzle has no rating).
    void completed(qint64 elapsedMs, const QString &record);
    // The check of an entered puzzle, for the board as it still is.
    void entryChecked(const sudoku::PuzzleCheck &check);
    // Another puzzle is in play (or being entered): what an animated solve would start from,
    // nothing while a puzzle is entered.
    void puzzleChanged(const std::optional<sudoku::Grid> &solvable);

private:
    void onPuzzleStarted();
    void onCompleted(qint64 elapsedMs);

    Game *m_game;
    SolverController *m_hintController; // the hints' own solver thread
    HintSession *m_hints;
    BackgroundJob *m_rater;   // rates each puzzle as it starts
    BackgroundJob *m_checker; // checks an entered puzzle
    Autosave *m_autosave;
    QString m_filePath;
    std::optional<Rating> m_rating;     // of the puzzle in play
    std::optional<Rating> m_nextRating; // known already for the puzzle about to start
    std::bitset<MaxCellCount> m_flagged;   // cells the check of an entered puzzle points at
    struct FileLink {
        QString filePath;
        bool modified = false;
    };
    FileLink m_beforeEditing; // the game's file while a puzzle is entered, back on cancel
    bool m_animating = false;
};

} // namespace sudoku
