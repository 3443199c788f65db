#include "mainwindow.h"

#include "newgamedialog.h"

#include "backgroundjob.h"
#include "boardlayout.h"
#include "boardwidget.h"
#include "comparedialog.h"
#include "explain.h"
#include "game.h"
#include "gamefile.h"
#include "hintsession.h"
#include "numberpad.h"
#include "puzzlechooser.h"
#include "shortcutsdialog.h"
#include "solvercontroller.h"
#include "eventplayer.h"
#include "tracelog.h"
#include "watchpanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QLoggingCategory>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <string_view>

Q_LOGGING_CATEGORY(lcMainWindow, "sudoku.ui.mainwindow", QtInfoMsg)

namespace sudoku {

namespace {

constexpr int BoardMargin = 12;
// The first window, before the player has sized one: room for a board of about 600 pixels.
constexpr int DefaultWidth = 900;
constexpr int DefaultHeight = 720;
constexpr int AutosaveDelayMs = 2000;     // after the last change
constexpr int AutosaveIntervalMs = 30000; // and every 30 s while playing
constexpr auto GameFileSuffix = "sudoku";

// QSettings keys.
constexpr auto GeometryKey = "window/geometry";
constexpr auto WindowStateKey = "window/state";
constexpr auto AlgorithmKey = "watch/algorithm";
constexpr auto SpeedKey = "watch/speed";
constexpr auto LastDirectoryKey = "files/lastDirectory";
// The game file the autosaved game belongs to, and whether it has changes that file lacks.
constexpr auto GamePathKey = "files/gamePath";
constexpr auto GameModifiedKey = "files/gameModified";
constexpr auto ShowMistakesKey = "options/showMistakes";
constexpr auto AutoRemoveKey = "options/autoRemovePencilMarks";
constexpr auto BundledIndexKey = "bundled/next/";
constexpr auto BestTimeKey = "bestTimes/"; // + the level's name: milliseconds
constexpr auto NewGameLevelKey = "newGame/level";
constexpr auto NewGameSymmetryKey = "newGame/symmetry";

QString describe(const ParseError &error)
{
    const QString message = QString::fromStdString(error.message);
    if (error.line > 0 && error.column > 0)
        return MainWindow::tr("Line %1, column %2: %3").arg(error.line).arg(error.column).arg(message);
    if (error.line > 0)
        return MainWindow::tr("Line %1: %2").arg(error.line).arg(message);
    return message;
}

std::vector<PuzzleRecord> recordsOf(const QByteArray &text)
{
    return readPuzzles(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

// "r1c1, r1c2" — at most a dozen names, then how many more.
QString cellList(const std::vector<int> &cells)
{
    constexpr std::size_t MaxNamed = 12;
    QStringList names;
    for (std::size_t i = 0; i < cells.size() && i < MaxNamed; ++i)
        names << Explain::cell(cells[i]);
    QString list = names.join(QStringLiteral(", "));
    if (cells.size() > MaxNamed)
        list += MainWindow::tr(" and %1 more").arg(cells.size() - MaxNamed);
    return list;
}

std::bitset<CellCount> cellSet(const std::vector<int> &cells)
{
    std::bitset<CellCount> set;
    for (const int cell : cells)
        set.set(static_cast<std::size_t>(cell));
    return set;
}

// "4:05", or "1:02:03" past an hour.
QString formatTime(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const auto two = [](qint64 n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3").arg(seconds / 3600).arg(two(seconds / 60 % 60), two(seconds % 60));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(two(seconds % 60));
}

bool looksLikeGameFile(const QByteArray &data)
{
    return data.trimmed().startsWith('{');
}

} // namespace

MainWindow::MainWindow(QWidget *parent, const Clock &clock)
    : QMainWindow(parent)
    , m_game(new Game(this, clock))
    , m_solver(new SolverController(this))
    , m_hints(new HintSession(m_game, m_solver, this))
    , m_player(new EventPlayer(m_solver, this, clock))
    , m_log(new TraceLog(this))
    , m_rater(new BackgroundJob(this))
    , m_checker(new BackgroundJob(this))
    , m_board(new BoardWidget)
    , m_pad(new NumberPad)
{
    setAcceptDrops(true);

    // The banner over the board while the player enters a puzzle of their own.
    m_editBanner = new QWidget;
    auto *bannerLayout = new QHBoxLayout(m_editBanner);
    bannerLayout->setContentsMargins(0, 0, 0, 0);
    auto *bannerText = new QLabel(tr("Type the givens of your puzzle, then press Start."));
    bannerText->setWordWrap(true);
    auto *startButton = new QPushButton(tr("&Start"));
    auto *cancelButton = new QPushButton(tr("Cancel"));
    startButton->setObjectName(QStringLiteral("startButton"));
    cancelButton->setObjectName(QStringLiteral("cancelButton"));
    startButton->setFocusPolicy(Qt::NoFocus);
    cancelButton->setFocusPolicy(Qt::NoFocus);
    bannerLayout->addWidget(bannerText, 1);
    bannerLayout->addWidget(startButton);
    bannerLayout->addWidget(cancelButton);
    connect(startButton, &QPushButton::clicked, this, &MainWindow::startEnteredPuzzle);
    connect(cancelButton, &QPushButton::clicked, m_game, &Game::cancelEditing);
    m_editBanner->hide();

    // The hint: what it says, and the buttons that ask for it.
    m_hintLabel = new QLabel;
    m_hintLabel->setObjectName(QStringLiteral("hintText"));
    m_hintLabel->setWordWrap(true);
    m_hintLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_hintLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hintLabel->setFrameShape(QFrame::StyledPanel);
    m_hintLabel->setMargin(6);
    m_hintLabel->setMinimumHeight(4 * m_hintLabel->fontMetrics().lineSpacing());
    // The hint's buttons leave the keys with the board.
    const auto hintPanelButton = [](const QString &text, const char *name, const QString &toolTip) {
        auto *button = new QPushButton(text);
        button->setObjectName(QLatin1String(name));
        button->setToolTip(toolTip);
        button->setFocusPolicy(Qt::NoFocus);
        return button;
    };
    m_hintButton = hintPanelButton(tr("Hint"), "hintButton", tr("First where to look, then why, then apply it (H)"));
    m_stepButton = hintPanelButton(tr("Step"), "stepButton", tr("Apply the next logical step and explain it (S)"));
    auto *hintButtons = new QHBoxLayout;
    hintButtons->addWidget(m_hintButton);
    hintButtons->addWidget(m_stepButton);
    connect(m_hintButton, &QPushButton::clicked, m_hints, &HintSession::hint);
    connect(m_stepButton, &QPushButton::clicked, m_hints, &HintSession::step);

    // While a hint takes long: a busy bar and the way out.
    m_thinkingRow = new QWidget;
    m_thinkingRow->setObjectName(QStringLiteral("thinking"));
    auto *thinkingLayout = new QHBoxLayout(m_thinkingRow);
    thinkingLayout->setContentsMargins(0, 0, 0, 0);
    auto *busy = new QProgressBar;
    busy->setRange(0, 0); // no telling how long a search takes
    busy->setTextVisible(false);
    busy->setAccessibleName(tr("Thinking"));
    m_cancelHintButton = hintPanelButton(tr("Cancel"), "cancelHintButton", tr("Stop looking for the hint (Esc)"));
    thinkingLayout->addWidget(busy, 1);
    thinkingLayout->addWidget(m_cancelHintButton);
    connect(m_cancelHintButton, &QPushButton::clicked, m_hints, &HintSession::cancel);
    m_thinkingRow->hide();

    // A forcing step's branches, one at a time.
    m_branchRow = new QWidget;
    m_branchRow->setObjectName(QStringLiteral("branches"));
    auto *branchLayout = new QHBoxLayout(m_branchRow);
    branchLayout->setContentsMargins(0, 0, 0, 0);
    m_previousBranchButton = hintPanelButton(tr("◀ Previous"), "previousBranchButton",
                                             tr("The previous branch of the forcing chain (Page Up)"));
    m_nextBranchButton = hintPanelButton(tr("Next ▶"), "nextBranchButton",
                                         tr("The next branch of the forcing chain (Page Down)"));
    branchLayout->addWidget(m_previousBranchButton);
    branchLayout->addWidget(m_nextBranchButton);
    connect(m_previousBranchButton, &QPushButton::clicked, m_hints, &HintSession::previousBranch);
    connect(m_nextBranchButton, &QPushButton::clicked, m_hints, &HintSession::nextBranch);
    m_branchRow->hide();

    // A chain's explanation can run long: the text scrolls in the column beside the board.
    auto *hintScroll = new QScrollArea;
    hintScroll->setObjectName(QStringLiteral("hintScroll"));
    hintScroll->setWidget(m_hintLabel);
    hintScroll->setWidgetResizable(true);
    hintScroll->setFrameShape(QFrame::NoFrame);
    hintScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    hintScroll->setMinimumHeight(m_hintLabel->minimumHeight());

    auto *side = new QWidget;
    side->setMaximumWidth(m_pad->sizeHint().width());
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_pad);
    sideLayout->addSpacing(BoardMargin);
    sideLayout->addLayout(hintButtons);
    sideLayout->addWidget(m_thinkingRow);
    sideLayout->addWidget(hintScroll, 1);
    sideLayout->addWidget(m_branchRow);
    auto *content = new BoardLayout(m_board, side);
    content->setSpacing(BoardMargin);
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(BoardMargin, BoardMargin, BoardMargin, BoardMargin);
    layout->addWidget(m_editBanner);
    layout->addLayout(content, 1);
    setCentralWidget(central);
    // Below this the digits stop being legible: the layout, and so the window, keeps it.
    m_board->setMinimumSize(m_board->minimumSizeHint());
    m_pad->setMinimumWidth(m_pad->sizeHint().width());

    m_sourceLabel = new QLabel;
    m_modeLabel = new QLabel;
    m_clockLabel = new QLabel;
    m_clockLabel->setMinimumWidth(m_clockLabel->fontMetrics().horizontalAdvance(QStringLiteral("00:00:00")));
    m_clockLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    statusBar()->addWidget(m_sourceLabel, 1);
    statusBar()->addPermanentWidget(m_modeLabel);
    statusBar()->addPermanentWidget(m_clockLabel);

    m_clockTimer = new QTimer(this);
    m_clockTimer->setInterval(250);
    connect(m_clockTimer, &QTimer::timeout, this, &MainWindow::updateClock);
    m_clockTimer->start();
    m_autosaveDebounce = new QTimer(this);
    m_autosaveDebounce->setSingleShot(true);
    m_autosaveDebounce->setInterval(AutosaveDelayMs);
    connect(m_autosaveDebounce, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(AutosaveIntervalMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer->start();

    // The animated solve's panel, docked beside the board; shown when a solve is watched.
    m_watch = new WatchPanel(m_player, m_log);
    m_watchDock = new QDockWidget(tr("Watch the Solver"), this);
    m_watchDock->setObjectName(QStringLiteral("watchDock"));
    // On a short screen (or at 200 %) the panel scrolls rather than crush its legend and log.
    auto *watchScroll = new QScrollArea;
    watchScroll->setWidget(m_watch);
    watchScroll->setWidgetResizable(true);
    watchScroll->setFrameShape(QFrame::NoFrame);
    watchScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    watchScroll->setMinimumWidth(m_watch->minimumSizeHint().width()
                                 + watchScroll->verticalScrollBar()->sizeHint().width());
    m_watchDock->setWidget(watchScroll);
    m_watchDock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    addDockWidget(Qt::RightDockWidgetArea, m_watchDock);
    m_watchDock->hide();

    createActions();
    createMenus();
    connectGame();

    QSettings settings;
    m_game->setShowMistakes(settings.value(ShowMistakesKey, false).toBool());
    m_game->setAutoRemovePencilMarks(settings.value(AutoRemoveKey, true).toBool());
    if (const std::optional<Algorithm> algorithm =
            algorithmFromName(settings.value(AlgorithmKey).toString().toStdString()))
        m_watch->setAlgorithm(*algorithm);
    m_watch->setSpeed(settings.value(SpeedKey, 10).toInt());
    if (!restoreGeometry(settings.value(GeometryKey).toByteArray()))
        resize(QSize(DefaultWidth, DefaultHeight).boundedTo(screen()->availableGeometry().size()));
    restoreState(settings.value(WindowStateKey).toByteArray());
    if (!resumeAutosave())
        newBundled(QStringLiteral("easy"));
    m_board->setFocus();
}

MainWindow::~MainWindow()
{
    // The animation lets go of the solver thread before the window's children go.
    m_player->stop();
    m_player->disconnect(this);
    // The Game is a child, destroyed after this object has stopped being a MainWindow;
    // its undo stack still signals on the way out, so nothing may reach our slots then.
    m_game->undoStack()->disconnect(this);
    m_game->disconnect(this);
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createActions()
{
    const auto make = [this](const char *name, const QString &text, auto slot,
                             const QList<QKeySequence> &keys = {}) {
        auto *action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        action->setShortcuts(keys);
        connect(action, &QAction::triggered, this, slot);
        addAction(action); // shortcuts work while the menus are closed
        return action;
    };
    for (const auto &[name, level, text] :
         {std::tuple{"newEasy", "easy", tr("&Easy")}, std::tuple{"newMedium", "medium", tr("&Medium")},
          std::tuple{"newHard", "hard", tr("&Hard")}}) {
        const QString levelName = QLatin1String(level);
        QAction *newPuzzle = make(name, text, [this, levelName] { newBundled(levelName, Ask::IfInProgress); });
        newPuzzle->setToolTip(tr("New %1 puzzle").arg(newPuzzle->text().remove(QLatin1Char('&')).toLower()));
    }
    make("newGame", tr("&New Game…"), &MainWindow::openNewGame, {QKeySequence::New})
        ->setToolTip(tr("A new puzzle of the level you choose"));
    make("bestTimes", tr("&Best Times"), &MainWindow::showBestTimes);
    make("open", tr("&Open…"), &MainWindow::chooseFile, {QKeySequence::Open});
    make("save", tr("&Save"), &MainWindow::save, {QKeySequence::Save});
    // Some platforms bind no key to Save As: Ctrl+Shift+S everywhere.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(tr("Ctrl+Shift+S"))))
        saveAsKeys << QKeySequence(tr("Ctrl+Shift+S"));
    make("saveAs", tr("Save &As…"), &MainWindow::saveAs, saveAsKeys);
    make("enterPuzzle", tr("&Enter a Puzzle…"), &MainWindow::startEditing, {QKeySequence(tr("Ctrl+E"))});
    make("restart", tr("&Restart"), [this] { m_game->restart(); }, {QKeySequence(tr("Ctrl+R"))});
    QAction *pause = make("pause", tr("&Pause"), [this](bool on) { m_game->setPaused(on); },
                          {QKeySequence(Qt::Key_P), QKeySequence(Qt::Key_Pause)});
    pause->setCheckable(true);
    QAction *quit = make("quit", tr("&Quit"), &QWidget::close, {QKeySequence::Quit});
    quit->setMenuRole(QAction::QuitRole);

    QAction *undo = m_game->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = m_game->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    // Ctrl+Shift+Z and Ctrl+Y on every platform, whatever its own redo key.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key : {QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))}) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    redo->setShortcuts(redoKeys);
    addAction(undo);
    addAction(redo);
    make("copyPuzzle", tr("&Copy Puzzle"), &MainWindow::copyPuzzle, {QKeySequence::Copy});
    make("copyState", tr("Copy Current &State"), &MainWindow::copyState, {QKeySequence(tr("Ctrl+Shift+C"))});
    make("paste", tr("&Paste Puzzle"), &MainWindow::paste, {QKeySequence::Paste});
    make("fillPencilMarks", tr("&Fill Pencil Marks"), [this] { m_game->fillPencilMarks(); },
         {QKeySequence(tr("Ctrl+M"))});
    // Space and N are the board's keys for this; the menu item shows them.
    QAction *pencil = make("pencilMode", tr("Pe&ncil Mode"), [this](bool on) { m_game->setPencilMode(on); },
                           {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_N)});
    pencil->setCheckable(true);

    QAction *mistakes = make("showMistakes", tr("Show &Mistakes"), [this](bool on) {
        m_game->setShowMistakes(on);
        saveSettings();
    });
    mistakes->setCheckable(true);
    QAction *autoRemove = make("autoRemove", tr("&Remove Pencil Marks Automatically"), [this](bool on) {
        m_game->setAutoRemovePencilMarks(on);
        saveSettings();
    });
    autoRemove->setCheckable(true);

    make("hint", tr("&Hint"), [this] { m_hints->hint(); }, {QKeySequence(Qt::Key_H)})
        ->setToolTip(tr("First where to look, then why, then apply it"));
    make("step", tr("&Step"), [this] { m_hints->step(); }, {QKeySequence(Qt::Key_S)})
        ->setToolTip(tr("Apply the next logical step and explain it"));
    // Esc is Stop Solve's too: the two are never enabled at once (no hint while a solve plays).
    make("cancelHint", tr("Stop &Thinking"), [this] { m_hints->cancel(); }, {QKeySequence(Qt::Key_Escape)})
        ->setToolTip(tr("Stop looking for a hint or step"));
    make("previousBranch", tr("&Previous Branch"), [this] { m_hints->previousBranch(); },
         {QKeySequence(Qt::Key_PageUp)})
        ->setToolTip(tr("The previous branch of a forcing chain"));
    make("nextBranch", tr("&Next Branch"), [this] { m_hints->nextBranch(); }, {QKeySequence(Qt::Key_PageDown)})
        ->setToolTip(tr("The next branch of a forcing chain"));
    make("watchPlay", tr("&Watch Solve / Pause"), [this] {
        showWatchPanel();
        m_watch->playOrPause();
    }, {QKeySequence(Qt::Key_F5)});
    make("watchStep", tr("Step &Forward"), [this] {
        showWatchPanel();
        m_watch->stepForward();
    }, {QKeySequence(Qt::Key_F6)});
    make("watchStop", tr("S&top Solve"), [this] { m_watch->stop(); },
         {QKeySequence(Qt::SHIFT | Qt::Key_F5), QKeySequence(Qt::Key_Escape)});
    make("compare", tr("&Compare Algorithms…"), &MainWindow::compareAlgorithms, {QKeySequence(Qt::Key_F7)});

    make("shortcuts", tr("&Keyboard Shortcuts"), &MainWindow::showShortcuts, {QKeySequence::HelpContents});
    make("about", tr("&About Sudoku Studio"), &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
}

void MainWindow::createMenus()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(action(QStringLiteral("newGame")));
    QMenu *newMenu = game->addMenu(tr("Bundled &Puzzle"));
    newMenu->addAction(action(QStringLiteral("newEasy")));
    newMenu->addAction(action(QStringLiteral("newMedium")));
    newMenu->addAction(action(QStringLiteral("newHard")));
    for (const char *name : {"enterPuzzle", "", "open", "save", "saveAs", "", "restart", "pause", "", "bestTimes", "", "quit"}) {
        if (*name)
            game->addAction(action(QLatin1String(name)));
        else
            game->addSeparator();
    }
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    for (const char *name : {"undo", "redo", "", "copyPuzzle", "copyState", "paste", "", "pencilMode", "fillPencilMarks"}) {
        if (*name)
            edit->addAction(action(QLatin1String(name)));
        else
            edit->addSeparator();
    }
    QMenu *solve = menuBar()->addMenu(tr("&Solve"));
    for (const char *name : {"hint", "step", "cancelHint", "previousBranch", "nextBranch", "", "watchPlay", "watchStep",
                             "watchStop", "", "compare"}) {
        if (*name)
            solve->addAction(action(QLatin1String(name)));
        else
            solve->addSeparator();
    }
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(action(QStringLiteral("showMistakes")));
    view->addAction(action(QStringLiteral("autoRemove")));
    view->addSeparator();
    QAction *panel = m_watchDock->toggleViewAction();
    panel->setObjectName(QStringLiteral("showWatchPanel"));
    panel->setText(tr("&Solver Panel"));
    panel->setShortcut(QKeySequence(Qt::Key_F9));
    addAction(panel);
    view->addAction(panel);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(QStringLiteral("shortcuts")));
    help->addSeparator();
    help->addAction(action(QStringLiteral("about")));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::connectGame()
{
    connect(m_board, &BoardWidget::digitEntered, this, [this](int, int digit) { enterDigit(digit); });
    connect(m_board, &BoardWidget::pencilMarkToggled, this, [this](int, int digit) { togglePencilMark(digit); });
    connect(m_board, &BoardWidget::clearRequested, this, &MainWindow::clearSelected);
    connect(m_board, &BoardWidget::pencilModeToggleRequested, this,
            [this] { m_game->setPencilMode(!m_game->pencilMode()); });
    connect(m_board, &BoardWidget::selectionChanged, this, &MainWindow::refresh);
    connect(m_board, &BoardWidget::resumeRequested, this, [this] { m_game->setPaused(false); });
    connect(m_pad, &NumberPad::digitClicked, this, &MainWindow::enterDigit);
    connect(m_pad, &NumberPad::eraseClicked, this, &MainWindow::clearSelected);
    connect(m_pad, &NumberPad::pencilModeToggled, m_game, &Game::setPencilMode);

    connect(m_game, &Game::changed, this, [this] {
        m_flagged.reset(); // the board changed: what a check flagged may no longer hold
        refresh();
    });
    connect(m_game, &Game::changed, m_autosaveDebounce, qOverload<>(&QTimer::start));
    connect(m_game, &Game::pausedChanged, this, &MainWindow::refresh);
    connect(m_game, &Game::pencilModeChanged, this, &MainWindow::refresh);
    connect(m_game, &Game::completedGame, this, &MainWindow::onCompleted);
    connect(m_game, &Game::puzzleStarted, this, [this] {
        m_board->setSelectedCell(-1);
        // The level in the status bar: known already for a generated puzzle, else rated on
        // a background job (a hard one can take a second).
        m_rating = std::exchange(m_nextRating, std::nullopt);
        m_rater->cancel();
        if (!m_rating && !m_game->isEditing()) {
            m_rater->start([puzzle = m_game->puzzle()](const std::atomic<bool> &, const BackgroundJob::Progress &) { return rate(puzzle); },
                           [this](const Rating &rating) { onRated(rating); });
        }
        // Another puzzle: the solve shown and its log were about the old one.
        m_player->stop();
        m_log->clear();
        m_logHighlight = {};
    });
    connect(m_game->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);

    connect(m_hints, &HintSession::changed, this, &MainWindow::refresh);
    connect(m_watch, &WatchPanel::startRequested, this, &MainWindow::startWatching);
    connect(m_watch, &WatchPanel::stepSelected, this, &MainWindow::showStep);
    connect(m_watch, &WatchPanel::compareRequested, this, &MainWindow::compareAlgorithms);
    connect(m_player, &EventPlayer::advanced, this, &MainWindow::refreshBoard);
    connect(m_player, &EventPlayer::stateChanged, this, &MainWindow::refresh);
    connect(m_player, &EventPlayer::finished, this, &MainWindow::onSolveFinished);
}

bool MainWindow::isAnimating() const
{
    return m_player->isActive();
}

QString MainWindow::hintText() const
{
    return m_hintLabel->text();
}

void MainWindow::refreshBoard()
{
    const Game &game = *m_game;
    if (isAnimating()) {
        // The animation's position, not the player's: no selection, no entry, no cues of play.
        const Board &shown = m_player->board();
        m_board->setGrid(shown.grid);
        const Algorithm algorithm = m_player->algorithm();
        const bool candidatesMatter = algorithm == Algorithm::Logic || algorithm == Algorithm::Propagation;
        m_board->setPencilMarks(candidatesMatter ? shown.candidates : BoardWidget::PencilMarks{});
        m_board->setConflicts({});
        m_board->setMistakes({});
        m_board->setFlaggedCells({});
        const std::optional<Event> &event = m_player->lastEvent();
        Highlight highlight;
        if (event && m_player->state() != EventPlayer::State::Instant) {
            highlight = Highlight::ofEvent(*event, shown, m_player->cause());
            // A step that only eliminates shows its whole pattern while its events play.
            if (const std::optional<Step> &step = m_player->currentStep(); step && step->placements.empty())
                highlight.merge(Highlight::ofStep(*step, m_watch->branchOf(*step)));
        }
        m_board->setHighlight(highlight);
        m_board->setSelectionVisible(false);
        m_board->setPaused(false);
        m_board->setInputEnabled(false);
        return;
    }
    m_board->setGrid(game.grid());
    m_board->setPencilMarks(game.board().candidates);
    m_board->setConflicts(game.conflictCells());
    m_board->setFlaggedCells(m_flagged);
    std::bitset<CellCount> mistakes;
    if (game.options().showMistakes && !game.isEditing()) {
        for (int cell = 0; cell < CellCount; ++cell)
            mistakes.set(static_cast<std::size_t>(cell), game.isMistake(cell));
    }
    m_board->setMistakes(mistakes);
    m_board->setHighlight(!m_hints->highlight().isEmpty() ? m_hints->highlight() : m_logHighlight);
    m_board->setSelectionVisible(true);
    m_board->setPaused(game.isPaused());
    m_board->setInputEnabled(game.acceptsInput());
}

void MainWindow::refresh()
{
    const Game &game = *m_game;
    refreshBoard();

    std::array<int, 9> remaining{};
    for (int digit = 1; digit <= 9; ++digit)
        remaining[static_cast<std::size_t>(digit - 1)] = 9 - game.placedCount(digit);
    m_pad->setRemaining(remaining);
    const bool animating = isAnimating();
    m_pad->setInputEnabled(game.acceptsInput() && !animating);
    m_pad->setPencilAvailable(!game.isEditing());
    m_pad->setPencilMode(game.pencilMode());

    const auto setChecked = [this](const char *name, bool on) {
        QAction *a = action(QLatin1String(name));
        const QSignalBlocker blocker(a);
        a->setChecked(on);
    };
    setChecked("pause", game.isPaused());
    setChecked("pencilMode", game.pencilMode());
    setChecked("showMistakes", game.options().showMistakes);
    setChecked("autoRemove", game.options().autoRemovePencilMarks);
    const bool playing = !game.isEditing();
    for (const char *name : {"save", "saveAs", "restart", "pause", "fillPencilMarks", "pencilMode", "copyState"})
        action(QLatin1String(name))->setEnabled(playing);
    action(QStringLiteral("pause"))->setEnabled(playing && !game.isCompleted() && !animating);
    // While paused only Resume makes sense: no entry, no mode changes.
    for (const char *name : {"pencilMode", "fillPencilMarks"})
        action(QLatin1String(name))->setEnabled(playing && game.acceptsInput() && !animating);
    // A finished game restarts from scratch (Game::restart).
    action(QStringLiteral("restart"))->setEnabled(playing && !game.isPaused() && !animating);
    m_editBanner->setVisible(game.isEditing());

    // Hints are about the player's board in play; the animation has the solver thread.
    const bool canHint = playing && game.acceptsInput() && !animating;
    for (QAction *a : {action(QStringLiteral("hint")), action(QStringLiteral("step"))})
        a->setEnabled(canHint && !m_hints->isWaiting());
    m_hintButton->setEnabled(canHint && !m_hints->isWaiting());
    m_stepButton->setEnabled(canHint && !m_hints->isWaiting());
    m_hintButton->setText(m_hints->nextAction());
    m_thinkingRow->setVisible(m_hints->isThinking());
    action(QStringLiteral("cancelHint"))->setEnabled(m_hints->isWaiting());
    const bool paging = m_hints->showsBranches() && !animating;
    m_branchRow->setVisible(paging);
    m_previousBranchButton->setEnabled(paging && m_hints->hasPreviousBranch());
    m_nextBranchButton->setEnabled(paging && m_hints->hasNextBranch());
    action(QStringLiteral("previousBranch"))->setEnabled(m_previousBranchButton->isEnabled());
    action(QStringLiteral("nextBranch"))->setEnabled(m_nextBranchButton->isEnabled());
    m_hintLabel->setText(m_hints->text().isEmpty()
                             ? (canHint ? tr("Stuck? Hint shows where to look, then why.") : QString())
                             : m_hints->text());
    m_hintLabel->setEnabled(!m_hints->text().isEmpty());
    const bool canWatch = playing && !game.isPaused();
    action(QStringLiteral("watchPlay"))->setEnabled(canWatch);
    action(QStringLiteral("watchStep"))->setEnabled(canWatch);
    action(QStringLiteral("watchStop"))->setEnabled(animating);
    action(QStringLiteral("compare"))->setEnabled(playing);

    QString source = game.source();
    if (!game.isEditing())
        source = tr("%1 · %2 clues").arg(source).arg(game.grid().givenCount());
    if (!game.isEditing() && m_rating && m_rating->level != Level::NotUnique)
        source = tr("%1 · %2 · %3").arg(Explain::level(m_rating->level), Explain::difficulty(m_rating->difficulty), source);
    if (!game.isEditing() && game.hintsUsed() > 0)
        source = game.hintsUsed() == 1 ? tr("%1 · 1 hint").arg(source) : tr("%1 · %2 hints").arg(source).arg(game.hintsUsed());
    if (game.isSolvedBySolver())
        source = tr("%1 · Solved by the solver").arg(source);
    else if (game.isCompleted())
        source = tr("%1 · Solved").arg(source);
    else if (!game.isEditing() && game.solutionCount() == 0)
        source = tr("%1 · No solution").arg(source);
    else if (!game.isEditing() && game.solutionCount() > 1)
        source = tr("%1 · More than one solution").arg(source);
    m_sourceLabel->setText(source);
    m_sourceLabel->setToolTip(m_rating && !game.isEditing() ? Explain::rating(*m_rating) : QString());
    m_modeLabel->setText(game.isPaused() ? tr("Paused") : game.pencilMode() ? tr("Pencil") : QString());
    updateClock();
    updateTitle();
}

void MainWindow::updateClock()
{
    m_clockLabel->setText(clockText());
}

QString MainWindow::clockText() const
{
    return m_game->isEditing() ? QString() : formatTime(m_game->elapsedMs());
}

QString MainWindow::statusText() const
{
    return m_sourceLabel->text();
}

QString MainWindow::statusToolTip() const
{
    return m_sourceLabel->toolTip();
}

void MainWindow::updateTitle()
{
    const QString name = m_filePath.isEmpty() ? m_game->source() : QFileInfo(m_filePath).fileName();
    setWindowTitle(tr("%1[*] — Sudoku Studio").arg(name));
    setWindowModified(!m_filePath.isEmpty() && !m_game->undoStack()->isClean());
}

void MainWindow::enterDigit(int digit)
{
    const int cell = m_board->selectedCell();
    if (cell >= 0)
        m_game->enterDigit(cell, digit);
}

void MainWindow::togglePencilMark(int digit)
{
    const int cell = m_board->selectedCell();
    if (cell >= 0)
        m_game->togglePencilMark(cell, digit);
}

void MainWindow::clearSelected()
{
    const int cell = m_board->selectedCell();
    if (cell >= 0)
        m_game->clearCell(cell);
}

std::optional<qint64> MainWindow::bestTime(Level level)
{
    const QVariant best = QSettings().value(QLatin1String(BestTimeKey) + QLatin1String(levelName(level).data()));
    if (!best.isValid())
        return std::nullopt;
    return best.toLongLong();
}

void MainWindow::onCompleted(qint64 elapsedMs)
{
    autosave();
    QString record;
    if (m_rating && m_rating->level != Level::NotUnique) {
        const QString level = Explain::level(m_rating->level).toLower();
        const std::optional<qint64> best = bestTime(m_rating->level);
        if (m_game->hintsUsed() > 0) {
            record = tr("With help from hints it does not count as a best time for %1 puzzles.").arg(level);
        } else if (!best || elapsedMs < *best) {
            QSettings().setValue(QLatin1String(BestTimeKey) + QLatin1String(levelName(m_rating->level).data()), elapsedMs);
            record = best ? tr("A new best time for %1 puzzles (it was %2)!").arg(level, formatTime(*best))
                          : tr("Your first best time for %1 puzzles.").arg(level);
        } else {
            record = tr("Your best for %1 puzzles: %2.").arg(level, formatTime(*best));
        }
    }
    auto *box = new QMessageBox(QMessageBox::Information, tr("Solved"),
                                tr("You solved it in %1.").arg(formatTime(elapsedMs)), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("completedMessage"));
    box->setInformativeText(record.isEmpty() ? tr("Start a new puzzle from the Game menu.")
                                             : record + QLatin1Char('\n') + tr("Start a new puzzle from the Game menu."));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

// --- Puzzles in and out -------------------------------------------------------------

void MainWindow::loadPuzzle(const Grid &puzzle, const QString &source)
{
    qCDebug(lcMainWindow) << "new game" << source << puzzle.givenCount() << "clues";
    m_filePath.clear();
    m_game->startPuzzle(puzzle, source);
    autosave();
}

void MainWindow::showOpenError(const QString &sourceName, const QString &why, bool gameFile)
{
    QMessageBox box(QMessageBox::Warning, tr("Open Puzzle"),
                    gameFile ? tr("Sudoku Studio cannot open the game “%1”.").arg(sourceName)
                             : tr("Sudoku Studio cannot read a puzzle from “%1”.").arg(sourceName),
                    QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("openError"));
    // The readers' messages start in lower case, to follow "line 3, column 12: ...".
    QString reason = why;
    if (!reason.isEmpty())
        reason[0] = reason[0].toUpper();
    box.setInformativeText(reason + QLatin1Char('\n') + tr("The game in play is unchanged."));
    box.exec();
}

bool MainWindow::confirmDiscard(Ask ask)
{
    if (ask == Ask::No || m_game->isCompleted() || m_game->isEditing() || !m_game->hasPlayerEntries())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Replace the Game?"),
                    tr("The game in progress and your entries in it will be replaced."),
                    QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("discardQuestion"));
    box.setInformativeText(tr("Save it first from the Game menu to come back to it later."));
    box.button(QMessageBox::Discard)->setText(tr("&Replace"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Discard;
}

bool MainWindow::openRecords(std::vector<PuzzleRecord> records, const QString &sourceName, Ask ask)
{
    if (records.empty()) {
        showOpenError(sourceName, tr("It holds no puzzle."));
        return false;
    }
    std::size_t index = 0;
    if (records.size() > 1) {
        PuzzleChooser chooser(records, sourceName, this);
        if (chooser.exec() != QDialog::Accepted || chooser.chosenIndex() < 0)
            return false;
        index = static_cast<std::size_t>(chooser.chosenIndex());
    }
    const PuzzleRecord &record = records[index];
    if (!record.ok()) {
        showOpenError(sourceName, describe(record.error));
        return false;
    }
    if (!confirmDiscard(ask))
        return false;
    loadPuzzle(*record.grid, records.size() > 1 ? tr("%1 #%2").arg(sourceName).arg(index + 1) : sourceName);
    return true;
}

bool MainWindow::openFile(const QString &path, Ask ask)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showOpenError(name, file.errorString());
        return false;
    }
    const QByteArray content = file.readAll();
    if (looksLikeGameFile(content)) {
        const GameFileResult read = readGameFile(content);
        if (!read.game) {
            showOpenError(name, read.error, true);
            return false;
        }
        if (!confirmDiscard(ask))
            return false;
        m_game->restore(*read.game);
        m_filePath = QFileInfo(path).absoluteFilePath();
        m_game->undoStack()->setClean();
        refresh();
        autosave();
        return true;
    }
    return openRecords(recordsOf(content), name, ask);
}

bool MainWindow::openText(const QString &text, const QString &sourceName, Ask ask)
{
    return openRecords(recordsOf(text.toUtf8()), sourceName, ask);
}

void MainWindow::chooseFile()
{
    QSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Puzzle or Game"), settings.value(LastDirectoryKey).toString(),
        tr("Puzzles and games (*.txt *.sdk *.ss *.%1);;All files (*)").arg(QLatin1String(GameFileSuffix)));
    if (path.isEmpty())
        return;
    settings.setValue(LastDirectoryKey, QFileInfo(path).absolutePath());
    openFile(path, Ask::IfInProgress);
}

bool MainWindow::saveTo(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeGameFile(m_game->saved())) < 0 || !file.commit()) {
        QMessageBox::warning(this, tr("Save Game"),
                             tr("Sudoku Studio cannot save to “%1”: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

void MainWindow::save()
{
    if (m_filePath.isEmpty()) {
        saveAs();
        return;
    }
    if (saveTo(m_filePath))
        m_game->undoStack()->setClean();
}

void MainWindow::saveAs()
{
    QSettings settings;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Game"), settings.value(LastDirectoryKey).toString(),
        tr("Sudoku Studio games (*.%1)").arg(QLatin1String(GameFileSuffix)));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + QLatin1String(GameFileSuffix);
    settings.setValue(LastDirectoryKey, QFileInfo(path).absolutePath());
    if (saveTo(path)) {
        m_filePath = QFileInfo(path).absoluteFilePath();
        m_game->undoStack()->setClean();
        updateTitle();
    }
}

void MainWindow::copyPuzzle()
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(toLine(m_game->puzzle())));
    statusBar()->showMessage(tr("Puzzle copied as a line"), 3000);
}

void MainWindow::copyState()
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(toLine(m_game->grid())));
    statusBar()->showMessage(tr("Current state copied as a line"), 3000);
}

void MainWindow::paste()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        showOpenError(tr("the clipboard"), tr("The clipboard holds no text."));
        return;
    }
    openText(text, tr("Pasted puzzle"), Ask::IfInProgress);
}

void MainWindow::newBundled(const QString &level, Ask ask)
{
    QFile file(QStringLiteral(":/puzzles/%1.txt").arg(level));
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcMainWindow) << "bundled puzzles missing:" << file.fileName();
        return;
    }
    std::vector<PuzzleRecord> records = recordsOf(file.readAll());
    std::erase_if(records, [](const PuzzleRecord &record) { return !record.ok(); });
    if (records.empty()) {
        qCWarning(lcMainWindow) << "no readable bundled puzzle in" << file.fileName();
        return;
    }
    if (!confirmDiscard(ask))
        return;
    // Each level goes round its puzzles in order, remembered across runs.
    QSettings settings;
    const QString key = QLatin1String(BundledIndexKey) + level;
    const int index = settings.value(key, 0).toInt() % static_cast<int>(records.size());
    settings.setValue(key, index + 1);
    const QString levelName = level == QLatin1String("easy")     ? tr("Easy")
                            : level == QLatin1String("medium") ? tr("Medium")
                                                                 : tr("Hard");
    loadPuzzle(*records[static_cast<std::size_t>(index)].grid,
               tr("%1 puzzle %2 (bundled)").arg(levelName).arg(index + 1));
}

// --- Entering a puzzle of one's own ---------------------------------------------------

void MainWindow::startEditing()
{
    m_filePath.clear();
    m_game->startEditing();
    m_board->setSelectedCell(0);
    m_board->setFocus();
}

void MainWindow::startEnteredPuzzle()
{
    // The solver checks the puzzle off the GUI thread; its answer is about the board as it was
    // when Start was pressed, so it is taken only if nothing has changed since.
    const Grid entered = m_game->grid();
    m_checker->start([entered](const std::atomic<bool> &, const BackgroundJob::Progress &) { return checkPuzzle(entered); },
                     [this, entered](const PuzzleCheck &check) {
                         if (m_game->isEditing() && m_game->grid() == entered)
                             onEnteredPuzzleChecked(check);
                     });
}

void MainWindow::onEnteredPuzzleChecked(const PuzzleCheck &check)
{
    const std::bitset<CellCount> involved = cellSet(check.cells);
    m_flagged = involved;
    refresh();
    if (check.solutionCount == 0) {
        QMessageBox box(QMessageBox::Warning, tr("Enter a Puzzle"), tr("This puzzle has no solution."),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("checkMessage"));
        box.setInformativeText(m_game->conflictCells().any()
                                   ? tr("These cells repeat a digit in a row, column or box: %1.").arg(cellList(check.cells))
                               : check.cells.empty()
                                   ? tr("Every attempt to complete it runs into a contradiction.")
                                   : tr("No digit can be completed here: %1.").arg(cellList(check.cells)));
        box.exec();
        return;
    }
    if (check.solutionCount > 1) {
        QMessageBox box(QMessageBox::Question, tr("Enter a Puzzle"), tr("This puzzle has more than one solution."),
                        QMessageBox::Yes | QMessageBox::No, this);
        box.setObjectName(QStringLiteral("checkMessage"));
        box.setInformativeText(tr("These cells can be filled in more than one way: %1.\nPlay it anyway?")
                                   .arg(cellList(check.cells)));
        if (box.exec() != QMessageBox::Yes)
            return;
    } else {
        statusBar()->showMessage(tr("Your puzzle has exactly one solution. Enjoy!"), 5000);
    }
    m_game->finishEditing(check);
    autosave();
}

// --- Autosave and settings -------------------------------------------------------------

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
         + QStringLiteral("/autosave.") + QLatin1String(GameFileSuffix);
}

void MainWindow::autosave()
{
    m_autosaveDebounce->stop();
    if (m_game->isEditing())
        return; // an unfinished entry is not a game; the game before it stays saved
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeGameFile(m_game->saved())) < 0 || !file.commit()) {
        qCWarning(lcMainWindow) << "autosave to" << path << "failed:" << file.errorString();
        return;
    }
    QSettings settings;
    settings.setValue(GamePathKey, m_filePath);
    settings.setValue(GameModifiedKey, !m_filePath.isEmpty() && !m_game->undoStack()->isClean());
}

bool MainWindow::resumeAutosave()
{
    const QString path = autosavePath();
    QFile file(path);
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return false;
    const GameFileResult read = readGameFile(file.readAll());
    file.close();
    if (!read.game) {
        // Keep the damaged file for the player to look at; start afresh.
        const QString aside = path + QStringLiteral(".damaged");
        QFile::remove(aside);
        QFile::rename(path, aside);
        qCWarning(lcMainWindow) << "autosave unreadable, moved to" << aside << ":" << read.error;
        return false;
    }
    m_game->restore(*read.game);
    // Save goes on writing to the file the game came from, as it did before the restart.
    QSettings settings;
    const QString gamePath = settings.value(GamePathKey).toString();
    if (!gamePath.isEmpty() && QFileInfo::exists(gamePath)) {
        m_filePath = gamePath;
        if (settings.value(GameModifiedKey, false).toBool())
            m_game->undoStack()->resetClean();
        updateTitle();
    }
    return true;
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(ShowMistakesKey, m_game->options().showMistakes);
    settings.setValue(AutoRemoveKey, m_game->options().autoRemovePencilMarks);
    const std::string_view algorithm = algorithmName(m_watch->algorithm());
    settings.setValue(AlgorithmKey, QString::fromLatin1(algorithm.data(), static_cast<qsizetype>(algorithm.size())));
    settings.setValue(SpeedKey, m_watch->speed());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_game->isEditing())
        m_game->cancelEditing();
    m_player->stop();
    if (m_compare)
        m_compare->stop();
    autosave();
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(WindowStateKey, saveState());
    saveSettings();
    event->accept();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::WindowStateChange) {
        if (isMinimized() && !m_game->isPaused()) {
            m_game->setPaused(true);
            m_pausedByMinimize = true;
        } else if (!isMinimized() && m_pausedByMinimize) {
            m_pausedByMinimize = false;
            m_game->setPaused(false);
        }
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() || event->mimeData()->hasText())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QMimeData *mime = event->mimeData();
    if (mime->hasUrls() && mime->urls().constFirst().isLocalFile())
        openFile(mime->urls().constFirst().toLocalFile(), Ask::IfInProgress);
    else if (mime->hasText())
        openText(mime->text(), tr("Dropped puzzle"), Ask::IfInProgress);
    event->acceptProposedAction();
}

// --- New games and their levels -------------------------------------------------------

void MainWindow::openNewGame()
{
    if (!confirmDiscard(Ask::IfInProgress))
        return;
    NewGameDialog dialog(this);
    QSettings settings;
    const std::optional<Level> lastLevel = [&]() -> std::optional<Level> {
        const QString name = settings.value(NewGameLevelKey).toString();
        for (int i = 0; i < static_cast<int>(Level::NotUnique); ++i) {
            if (name == QLatin1String(levelName(static_cast<Level>(i)).data()))
                return static_cast<Level>(i);
        }
        return std::nullopt;
    }();
    dialog.setLevel(lastLevel.value_or(m_rating && m_rating->level != Level::NotUnique ? m_rating->level : Level::Medium));
    dialog.setSymmetry(symmetryFromName(settings.value(NewGameSymmetryKey).toString().toStdString()).value_or(Symmetry::None));
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings.setValue(NewGameLevelKey, QLatin1String(levelName(dialog.level()).data()));
    settings.setValue(NewGameSymmetryKey, QLatin1String(symmetryName(dialog.symmetry()).data()));
    m_nextRating = dialog.rating();
    loadPuzzle(dialog.result().puzzle, dialog.sourceName());
}

void MainWindow::onRated(const Rating &rating)
{
    m_rating = rating;
    refresh();
}

void MainWindow::showBestTimes()
{
    QString rows;
    for (int i = 0; i < static_cast<int>(Level::NotUnique); ++i) {
        const auto level = static_cast<Level>(i);
        const std::optional<qint64> best = bestTime(level);
        rows += QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;&nbsp;%2</td></tr>")
                    .arg(Explain::level(level), best ? formatTime(*best) : tr("—"));
    }
    QMessageBox box(QMessageBox::Information, tr("Best Times"), tr("<table>%1</table>").arg(rows), QMessageBox::Close, this);
    box.setObjectName(QStringLiteral("bestTimes"));
    box.setInformativeText(tr("Puzzles solved without hints count, by the level of the puzzle."));
    QPushButton *reset = box.addButton(tr("&Reset"), QMessageBox::DestructiveRole);
    box.exec();
    if (box.clickedButton() == reset)
        QSettings().remove(QLatin1String(BestTimeKey).chopped(1));
}

// --- Watching the solver ----------------------------------------------------------------

void MainWindow::showWatchPanel()
{
    if (m_watchDock->isVisible())
        return;
    // Make room for the panel rather than squeeze the board, as far as the screen allows.
    const bool grow = !isMaximized() && !isFullScreen() && !m_watchDock->isFloating();
    const int extra = m_watch->sizeHint().width();
    m_watchDock->show();
    m_watchDock->raise();
    if (grow) {
        const QRect available = screen()->availableGeometry();
        resize(std::min(width() + extra, available.width()), height());
    }
}

void MainWindow::startWatching(Algorithm algorithm, bool paused)
{
    if (m_game->isEditing())
        return;
    if (m_game->isPaused())
        m_game->setPaused(false);
    m_hints->reset();
    m_logHighlight = {};
    showWatchPanel();
    m_player->start(m_game->puzzle(), algorithm, paused);
    refresh();
}

void MainWindow::onSolveFinished()
{
    const TraceResult &result = m_player->result();
    if (result.status == TraceStatus::Solved) {
        m_game->applySolution(result.solution,
                              tr("Solve with %1").arg(Explain::algorithm(result.algorithm)));
        statusBar()->showMessage(tr("%1 solved it in %2 events. Undo takes the solution back.")
                                     .arg(Explain::algorithm(result.algorithm))
                                     .arg(QLocale().toString(static_cast<qulonglong>(result.counts.events))),
                                 8000);
    } else {
        statusBar()->showMessage(tr("%1 found no solution.").arg(Explain::algorithm(result.algorithm)), 8000);
    }
    refresh();
}

void MainWindow::showStep(const Step &step, std::size_t branch)
{
    if (isAnimating() && m_player->state() != EventPlayer::State::Paused)
        return;
    m_logHighlight = Highlight::ofStep(step, branch);
    if (isAnimating())
        m_board->setHighlight(m_logHighlight);
    else
        refreshBoard();
}

void MainWindow::compareAlgorithms()
{
    if (m_game->isEditing())
        return;
    if (!m_compare) {
        m_compare = new CompareDialog(this);
        m_compare->setModal(false);
    }
    m_compare->compare(m_game->puzzle(), m_game->source());
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
}

// --- Help ------------------------------------------------------------------------------

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Sudoku Studio"),
                       tr("<h3>Sudoku Studio %1</h3>"
                          "<p>Play Sudoku with pencil marks, undo and autosave; ask for a hint "
                          "that explains the next logical step; watch six classic algorithms "
                          "solve a puzzle, step by step, and compare them.</p>"
                          "<p><tt>sudoku-cli</tt> solves, counts, rates, generates and "
                          "benchmarks puzzles from the command line.</p>"
                          "<p>Built with Qt %2.</p>")
                           .arg(QApplication::applicationVersion(), QLatin1String(QT_VERSION_STR)));
}

} // namespace sudoku
