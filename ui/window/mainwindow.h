#pragma once
// MainWindow: the player's window. The board and number pad, menus for puzzles in and out,
// the clock in the status bar; it wires the widgets' input to the Game and the Game's
// state back to the widgets, and keeps the game safe: autosave on changes, every 30 s and
// on quit, resumed on the next start. Lives in the GUI thread.

#include "clock.h"
#include "format.h"
#include "gamestate.h"
#include "highlight.h"
#include "rating.h"

#include <QMainWindow>

#include <bitset>
#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QPushButton;
class QTimer;
class QWidget;

namespace sudoku {

class BoardWidget;
class CompareDialog;
class Game;
struct PuzzleCheck;
class HintSession;
class NumberPad;
class BackgroundJob;
class SolverController;
class EventPlayer;
class TraceLog;
class WatchPanel;
struct Step;
enum class Algorithm : std::uint8_t;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Resumes the autosaved game, or starts on the first bundled puzzle.
    // The game's time and the animation's pace come from `clock`.
    explicit MainWindow(QWidget *parent = nullptr, const Clock &clock = steadyClock());
    ~MainWindow() override;

    // Starts a new game on `puzzle`; `source` says where it came from ("top95.txt #3").
    void loadPuzzle(const Grid &puzzle, const QString &source);
    // Whether to ask before a game in progress is replaced (the menus, paste and drop ask).
    enum class Ask { No, IfInProgress };
    // Opens a puzzle file in any format the core reads (a chooser when it holds several)
    // or a saved game. On failure tells the player why and keeps the current game.
    bool openFile(const QString &path, Ask ask = Ask::No);
    // Reads puzzles from text (the clipboard); as openFile for several or bad ones.
    bool openText(const QString &text, const QString &sourceName, Ask ask = Ask::No);
    // Writes the game to `path` through QSaveFile; false (and a message) on failure.
    bool saveTo(const QString &path);
    // Where the game is autosaved.
    static QString autosavePath();
    // Autosaves now (also done on changes, every 30 s and on quit).
    void autosave();

    Game *game() const { return m_game; }
    BoardWidget *board() const { return m_board; }
    NumberPad *numberPad() const { return m_pad; }
    HintSession *hints() const { return m_hints; }
    EventPlayer *player() const { return m_player; }
    TraceLog *traceLog() const { return m_log; }
    WatchPanel *watchPanel() const { return m_watch; }
    QDockWidget *watchDock() const { return m_watchDock; }
    // The comparison dialog, once opened.
    CompareDialog *compareDialog() const { return m_compare; }
    // What the hint panel says.
    QString hintText() const;
    // The rating of the puzzle in play, once the solver thread has it.
    const std::optional<Rating> &rating() const { return m_rating; }
    // The best time for a level, from the settings; nothing before the first.
    static std::optional<qint64> bestTime(Level level);
    // An animated solve is on the board (playing, paused or running instantly).
    bool isAnimating() const;
    QAction *action(const QString &objectName) const;
    QString statusText() const;
    // The status bar's tooltip: the rating's breakdown.
    QString statusToolTip() const;
    QString clockText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void connectGame();
    void refresh();
    void refreshBoard();
    void updateClock();
    void updateTitle();
    void enterDigit(int digit);
    void togglePencilMark(int digit);
    void clearSelected();
    void onCompleted(qint64 elapsedMs);
    void chooseFile();
    void save();
    void saveAs();
    void copyPuzzle();
    void copyState();
    void paste();
    void newBundled(const QString &level, Ask ask = Ask::No);
    // True when nothing of the player's would be lost, or the player agrees to lose it.
    bool confirmDiscard(Ask ask);
    void startEditing();
    void startEnteredPuzzle();
    void onEnteredPuzzleChecked(const PuzzleCheck &check);
    void openNewGame();
    void showBestTimes();
    void onRated(const Rating &rating);
    void startWatching(Algorithm algorithm, bool paused);
    void showWatchPanel();
    void onSolveFinished();
    void showStep(const Step &step, std::size_t branch);
    void compareAlgorithms();
    void showShortcuts();
    void showAbout();
    bool resumeAutosave();
    bool openRecords(std::vector<PuzzleRecord> records, const QString &sourceName, Ask ask);
    void showOpenError(const QString &sourceName, const QString &why, bool gameFile = false);
    void saveSettings() const;

    Game *m_game = nullptr;
    SolverController *m_solver = nullptr; // hints, steps and the animation's traces
    HintSession *m_hints = nullptr;
    EventPlayer *m_player = nullptr;
    TraceLog *m_log = nullptr;
    BackgroundJob *m_rater = nullptr;   // rates each puzzle as it starts
    BackgroundJob *m_checker = nullptr; // checks an entered puzzle on Start
    BoardWidget *m_board = nullptr;
    NumberPad *m_pad = nullptr;
    QLabel *m_hintLabel = nullptr;
    QPushButton *m_hintButton = nullptr;
    QPushButton *m_stepButton = nullptr;
    QWidget *m_thinkingRow = nullptr; // busy bar and Cancel, while a hint takes long
    QPushButton *m_cancelHintButton = nullptr;
    QWidget *m_branchRow = nullptr; // Previous and Next, for a forcing step's branches
    QPushButton *m_previousBranchButton = nullptr;
    QPushButton *m_nextBranchButton = nullptr;
    WatchPanel *m_watch = nullptr;
    QDockWidget *m_watchDock = nullptr;
    CompareDialog *m_compare = nullptr;
    std::optional<Rating> m_rating;           // of the puzzle in play
    std::optional<Rating> m_nextRating;       // known already for the puzzle about to start
    Highlight m_logHighlight; // a step chosen in the solve log
    QWidget *m_editBanner = nullptr;
    QLabel *m_sourceLabel = nullptr;
    QLabel *m_modeLabel = nullptr;
    QLabel *m_clockLabel = nullptr;
    QTimer *m_clockTimer = nullptr;
    QTimer *m_autosaveDebounce = nullptr;
    QTimer *m_autosaveTimer = nullptr;
    QString m_filePath; // the game file this game was opened from or saved to
    bool m_pausedByMinimize = false;
    std::bitset<CellCount> m_flagged; // cells a check of an entered puzzle points at
};

} // namespace sudoku
