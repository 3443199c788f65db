// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// MainWindow: the player's window — layout, menus and actions. The board and number pad with
// the hint column beside them, the solver panel docked on the right, the status bar with the
// clock. The game lives in a PlaySession and the animated solve in a SolveSession; the window
// shows what they publish (the board on show, the state of every action, the texts), forwards
// the player's input to them, and asks the player what must be asked (FileFlows: which puzzle
// of a file, whether to replace a game in progress, where to save). WindowFit sizes and places
// the window and its solver panel. Lives in the GUI thread.

#include "clock.h"
#include "fileflows.h"
#include "playsession.h"

#include <QMainWindow>

#include <array>
#include <memory>

class QAction;
class QActionGroup;
class QMenu;
class QDockWidget;
class QLabel;
class QTimer;
class QWidget;

namespace sudoku {

class BoardLayout;

class BoardWidget;
class HintPanel;
class CompareDialog;
class TechniquesDialog;
class NumberPad;
class SolveSession;
class WatchPanel;
class WindowFit;
struct TraceResult;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Every action of the menus, with its shortcuts (its objectName is the member's name).
    struct Actions {
        QAction *newGame, *newEasy, *newMedium, *newHard, *enterPuzzle, *open, *save, *saveAs, *restart,
            *pause, *bestTimes, *practice, *print, *exportPdf, *quit;
        QAction *undo, *redo, *copyPuzzle, *copyState, *paste, *pencilMode, *fillPencilMarks;
        // Edit › Colours: the pens (0: none, then one per colour), clearing colours.
        std::array<QAction *, ColourCount + 1> colourPens;
        QAction *clearCellColours, *clearAllColours;
        QAction *showMistakes, *autoRemove, *showWatchPanel, *nativeDigits;
        QAction *lettersAboveNine, *numbersAboveNine; // View › Digits Above 9
        QActionGroup *language; // View › Language: "" for the system's, else a code
        QActionGroup *theme;    // View › Theme: themeSystem, themeLight, themeDark
        QAction *hint, *step, *cancelHint, *closeHint, *previousBranch, *nextBranch;
        QAction *watchPlay, *watchStep, *watchStop, *compare;
        QAction *hintTechniques; // Settings › Hints…
        QAction *howToPlay, *techniques, *shortcuts, *about;
    };

    // Resumes the autosaved game, or starts on the first bundled puzzle.
    // The game's time and the animation's pace come from `clock`.
    explicit MainWindow(QWidget *parent = nullptr, const Clock &clock = steadyClock());
    ~MainWindow() override;

    // The very first start (no game resumed, never welcomed): asks the level and size of a
    // first puzzle and says how hints work (NewGameDialog::setWelcome); never again once
    // answered or dismissed. Nothing on any later start. The application calls it once the
    // window is shown.
    void welcomeOnFirstStart();
    // Help › How to Play.
    void openHelp();
    // Game › Practice: the practice dialog, modal, on `technique` (None: as the player
    // chooses).
    void openPractice(Technique technique = Technique::None);
    // Help › Techniques, on the page of `technique` (the one shown last, or the first, for
    // None). One dialog, not modal: the hint panel's and the log's links open it again.
    void openTechniques(Technique technique = Technique::None);
    // The techniques' dialog, once opened.
    TechniquesDialog *techniquesDialog() const { return m_techniques; }

    PlaySession *play() const { return m_play; }
    SolveSession *solve() const { return m_solve; }
    const Actions &actions() const { return m_actions; }

    // Whether to ask before a game in progress is replaced (the menus, paste and drop ask).
    using Ask = FileFlows::Ask;
    // Opens a file or a text (FileFlows::openFile, openText); the menus, paste and drop pass
    // Ask::IfInProgress.
    bool openFile(const QString &path, Ask ask = Ask::No);
    bool openText(const QString &text, const QString &source, Ask ask = Ask::No);

    BoardWidget *board() const { return m_board; }
    NumberPad *numberPad() const { return m_pad; }
    WatchPanel *watchPanel() const { return m_watch; }
    QDockWidget *watchDock() const { return m_watchDock; }
    // The comparison dialog, once opened.
    CompareDialog *compareDialog() const { return m_compare; }
    // What the hint panel, the status line and the clock say.
    QString hintText() const;
    QString statusText() const;
    QString statusToolTip() const;
    QString clockText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void moveEvent(QMoveEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The colour pens' icons, in the theme's colours.
    void drawPenIcons();
    // The number pad and the hint panel, beside the board.
    QWidget *createSideColumn();
    // The hint's text in proportion to the board, and the column as wide as its lines.
    void fitSideColumn();
    void createActions();
    void createMenus();
    QMenu *createLanguageMenu();
    void writeMenuNumbers();
    void fillFilterMenu();
    QMenu *createThemeMenu();
    void chooseLanguage(const QString &code);
    void setNativeDigits(bool on);
    void setLettersAboveNine(bool letters);
    void connectSessions();
    // Shows what the sessions publish: the board, the pad, the actions, the texts.
    void refresh();
    void refreshBoard();
    // A status message and the Not saved mark; a dialog the first time in a row.
    void onAutosaveFailed(const QString &path, const QString &reason);
    void copyPuzzle();
    void copyState();
    void newBundled(const QString &level);
    void startEditing();
    void startEditingShape(Shape shape);
    void onEntryChecked(const PuzzleCheck &check);
    void onSolveFinished(const TraceResult &result);
    void openNewGame();
    // Game › Print… and Export PDF…: the print dialog on the puzzle in play.
    void openPrint(bool pdf);
    void showWatchPanel();
    void compareAlgorithms();

    PlaySession *m_play;
    std::unique_ptr<FileFlows> m_files; // open, paste, drop, save: what they ask and tell
    SolveSession *m_solve;
    Actions m_actions{};
    bool m_resumed = false; // the autosave was resumed at start
    BoardWidget *m_board = nullptr;
    NumberPad *m_pad = nullptr;
    HintPanel *m_hintPanel = nullptr;
    QWidget *m_sideColumn = nullptr; // the pad and the hint panel
    BoardLayout *m_content = nullptr; // the board and its column
    WatchPanel *m_watch = nullptr;
    QDockWidget *m_watchDock = nullptr;
    CompareDialog *m_compare = nullptr;
    TechniquesDialog *m_techniques = nullptr; // Help › Techniques, once opened
    const Clock &m_clock; // the game's, the animation's and practice's time
    int m_shownSize = 0; // the side of the board the pad and window were last fitted to (a samurai's 21)
    QWidget *m_editBanner = nullptr;
    QMenu *m_enterSizeMenu = nullptr;
    QMenu *m_filterMenu = nullptr;
    QActionGroup *m_filterGroup = nullptr; // its items, made again with the board's size
    QMenu *m_aboveNineMenu = nullptr; // View › Digits Above 9
    QLabel *m_sourceLabel = nullptr;
    QLabel *m_saveWarning = nullptr; // shown while autosaves fail
    QLabel *m_modeLabel = nullptr;
    QLabel *m_clockLabel = nullptr;
    QTimer *m_clockTimer = nullptr;
    bool m_pausedByMinimize = false;
    std::unique_ptr<WindowFit> m_fit; // the window's size and place, the solver panel's place
};

} // namespace sudoku
