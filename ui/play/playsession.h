// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PlaySession: the game in play, without widgets. It owns the Game, the graduated hints with a
// solver thread of their own (HintSession, SolverController), the rating of each puzzle and
// the check of an entered one (background jobs), the game file it came from, the autosave,
// the player's options and best times in the settings. The window shows what it publishes —
// view(), the board; actions(), what may be done now; the status, clock and title texts —
// and asks the player whatever must be asked (which puzzle of a file, whether to replace a
// game in progress) before it calls in.
//
//   puzzles in    loadPuzzle, startBundled; readFile / readText, then open() one of them;
//                 resumeAutosave at start
//   files out     save, saveAs, writeTo; autosave two seconds after a change, every 30 s
//                 and when the window closes
//   entering      startEditing, checkEntered (entryChecked answers), acceptEntered
//   help          hints(); takeSolution, the end of an animated solve
//
// While an animated solve has the board (setAnimating), nothing of play may be done: no
// entry, no hint, no pause. Lives in the GUI thread.

#include "boardview.h"
#include "clock.h"
#include "format.h"
#include "gamestate.h"
#include "generator.h"
#include "hint.h"
#include "puzzlefile.h"
#include "rating.h"
#include "tracer.h"

#include <QObject>
#include <QString>

#include <bitset>
#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace sudoku {

class BackgroundJob;
class Countdown;
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

    // A puzzle file larger than this is not read whole: its puzzles are listed as a pass finds
    // them (PuzzleFile) and each is read when chosen. A pasted or dropped text larger than
    // this is not read at all (a file of any size can be opened).
    static constexpr qint64 LargeFileBytes = qint64{8} << 20;

    // What a file or a text holds, read but not yet in play.
    struct Opened {
        QString name;                       // the file's name, or what the text is called
        QString source;                     // the games' source when not the name: a key
                                            // (pastedSource(), droppedSource()), shown in
                                            // the window's language by sourceText()
        QString path;                       // a game file's or a large file's absolute path
        std::optional<SavedGame> game;      // a game file's game
        std::shared_ptr<const PuzzleText> puzzles; // else its puzzles, readable or not
        QString error;                      // why nothing could be read; empty when read
        bool isGameFile = false;
        bool isLargeFile = false;           // a puzzle file over LargeFileBytes, not read yet
        bool ok() const { return error.isEmpty(); }
        std::size_t puzzleCount() const { return puzzles ? puzzles->size() : 0; }
    };
    // Only a regular file is read (a device, a FIFO or a socket is refused, without waiting
    // on it); at most LargeFileBytes of it, or GameFileBytes of a game file.
    static Opened readFile(const QString &path);
    static Opened readText(const QString &text, const QString &name);
    // Why what was read cannot be put in play (its game, or its puzzle `index`): nothing could
    // be read, or the puzzle is unreadable ("Line 3, column 12: ..."); empty when it can.
    static QString problem(const Opened &opened, std::size_t index = 0);
    // Puts what was read in play: its game, or its puzzle `index`. An empty string when it is
    // in play, else why not (problem()).
    QString open(const Opened &opened, std::size_t index = 0);
    // Puts a puzzle read from `source` ("top95.txt #3") in play; why not when it is unreadable.
    QString openRecord(const PuzzleRecord &record, const QString &source);
    // The source of puzzle `index` (from 0) of a file of several: "top95.txt #3".
    static QString numberedSource(const QString &fileName, std::size_t index);
    // Sources kept without words ("bundled:easy:3", "generated:42"), and how one reads in the
    // window's language now ("Easy puzzle 3 (bundled)", its number in the window's digits);
    // other sources read as they are.
    static QString bundledSource(const QString &level, int index);
    static QString generatedSource(quint64 seed);
    // A puzzle pasted or dropped as text: kept as a key ("pasted:", "pasted:3" for the third
    // of several), so that it reads "Pasted puzzle" in the language of whoever opens it.
    static QString pastedSource();
    static QString droppedSource();
    static QString sourceText(const QString &source);

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

    // --- Autosave. A change is saved at most AutosaveDelayMs after the first change not yet
    // saved, however steady the play; the game is saved every 30 s and on quit too.
    static constexpr int AutosaveDelayMs = 2000;
    static QString autosavePath();
    // Saves the game now; false when that failed: autosaveError() says why, and
    // autosaveFailed() told the window. A puzzle being entered is not saved (true).
    bool autosave();
    // Replaces the countdown from the first unsaved change to its autosave (a TimerCountdown of
    // AutosaveDelayMs at first); the session takes ownership. For tests, which end it by hand.
    void setAutosaveCountdown(Countdown *countdown);
    Countdown *autosaveCountdown() const { return m_autosaveDue; }
    // Why the last autosave failed ("Is a directory"); empty once one has succeeded.
    const QString &autosaveError() const { return m_autosaveError; }
    // Resumes the autosaved game, with the game file it belonged to; false when there is
    // none, or it is damaged: then it is kept aside under a name with its date (older ones
    // stay) and damagedAutosave() says where and why.
    bool resumeAutosave();
    // What resumeAutosave found damaged.
    struct DamagedAutosave {
        QString reason;  // why it could not be read
        QString keptAs;  // where it is kept; the autosave's own path when it could not be moved
        QString moveError; // why it could not be moved aside; empty when it was
    };
    const std::optional<DamagedAutosave> &damagedAutosave() const { return m_damagedAutosave; }

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
    // An autosave failed: the game is not safe on disk until one succeeds.
    void autosaveFailed(const QString &path, const QString &reason);
    // An autosave succeeded after one had failed.
    void autosaveRecovered();
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
    Countdown *m_autosaveDue = nullptr; // from the first change not saved (owned, a child)
    QTimer *m_autosaveTimer;
    QString m_filePath;
    std::optional<Rating> m_rating;     // of the puzzle in play
    std::optional<Rating> m_nextRating; // known already for the puzzle about to start
    std::bitset<MaxCellCount> m_flagged;   // cells the check of an entered puzzle points at
    struct FileLink {
        QString filePath;
        bool modified = false;
    };
    FileLink m_beforeEditing; // the game's file while a puzzle is entered, back on cancel
    QString m_autosaveError;  // why the last autosave failed
    std::optional<DamagedAutosave> m_damagedAutosave;
    bool m_animating = false;
};

} // namespace sudoku
