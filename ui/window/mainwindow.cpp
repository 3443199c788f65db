// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "boardlayout.h"
#include "boardwidget.h"
#include "colourpaint.h"
#include "comparedialog.h"
#include "explain.h"
#include "fileflows.h"
#include "game.h"
#include "helpdialog.h"
#include "hintpanel.h"
#include "hintsession.h"
#include "hinttechniquesdialog.h"
#include "language.h"
#include "messages.h"
#include "newgamedialog.h"
#include "numberpad.h"
#include "playsettings.h"
#include "practicedialog.h"
#include "printdialog.h"
#include "shortcutsdialog.h"
#include "techniquesdialog.h"
#include "solvesession.h"
#include "theme.h"
#include "tracelog.h"
#include "watchpanel.h"
#include "windowfit.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace sudoku {
namespace {

constexpr int BoardMargin = 12;

} // namespace

MainWindow::MainWindow(QWidget *parent, const Clock &clock)
    : QMainWindow(parent)
    , m_play(new PlaySession(this, clock))
    , m_files(std::make_unique<FileFlows>(this, m_play))
    , m_solve(new SolveSession(this, clock))
    , m_board(new BoardWidget)
    , m_pad(new NumberPad)
    , m_hintPanel(new HintPanel(m_play))
    , m_clock(clock)
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
    for (QPushButton *button : {startButton, cancelButton}) {
        button->setFocusPolicy(Qt::NoFocus); // the keys stay with the board
        button->setObjectName(button == startButton ? QStringLiteral("startButton") : QStringLiteral("cancelButton"));
    }
    bannerLayout->addWidget(bannerText, 1);
    bannerLayout->addWidget(startButton);
    bannerLayout->addWidget(cancelButton);
    connect(startButton, &QPushButton::clicked, m_play, &PlaySession::checkEntered);
    connect(cancelButton, &QPushButton::clicked, m_play, &PlaySession::cancelEditing);
    m_editBanner->hide();

    auto *content = new BoardLayout(m_board, createSideColumn());
    m_content = content;
    // The board grows with the window, and the hint's text with the board (fitSideColumn).
    m_board->installEventFilter(this);
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

    // Plain text, every label: the source names a file, and a file's name or a game's source
    // may look like markup ("<img src=…>", "<h1>") that a label would otherwise render.
    m_sourceLabel = new QLabel;
    m_sourceLabel->setTextFormat(Qt::PlainText);
    m_modeLabel = new QLabel;
    m_modeLabel->setTextFormat(Qt::PlainText);
    m_clockLabel = new QLabel;
    m_clockLabel->setTextFormat(Qt::PlainText);
    m_clockLabel->setMinimumWidth(m_clockLabel->fontMetrics().horizontalAdvance(QStringLiteral("00:00:00")));
    m_clockLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // While autosaves fail: a warning that stays until one succeeds.
    m_saveWarning = new QLabel;
    m_saveWarning->setObjectName(QStringLiteral("saveWarning"));
    m_saveWarning->setTextFormat(Qt::PlainText);
    m_saveWarning->setForegroundRole(QPalette::BrightText);
    m_saveWarning->setAutoFillBackground(true);
    m_saveWarning->setBackgroundRole(QPalette::Highlight);
    m_saveWarning->hide();
    statusBar()->addWidget(m_sourceLabel, 1);
    statusBar()->addPermanentWidget(m_saveWarning);
    statusBar()->addPermanentWidget(m_modeLabel);
    statusBar()->addPermanentWidget(m_clockLabel);
    m_clockTimer = new QTimer(this);
    m_clockTimer->setInterval(250);
    connect(m_clockTimer, &QTimer::timeout, this, [this] { m_clockLabel->setText(language::digits(m_play->clockText())); });
    m_clockTimer->start();

    // The animated solve's panel, docked beside the board; shown when a solve is watched.
    m_watch = new WatchPanel(m_solve);
    connect(m_watch, &WatchPanel::techniqueRequested, this, &MainWindow::openTechniques);
    m_watchDock = new QDockWidget(tr("Watch the Solver"), this);
    m_watchDock->setObjectName(QStringLiteral("watchDock"));
    // On a short screen (or at 200 %) the panel scrolls rather than crush its legend and log.
    auto *watchScroll = new QScrollArea;
    watchScroll->setWidget(m_watch);
    watchScroll->setWidgetResizable(true);
    watchScroll->setFrameShape(QFrame::NoFrame);
    watchScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    watchScroll->setMinimumWidth(m_watch->minimumSizeHint().width() + watchScroll->verticalScrollBar()->sizeHint().width());
    m_watchDock->setWidget(watchScroll);
    m_watchDock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    // Beside the board, on the side away from it: the board is on the right in Persian and Hebrew.
    addDockWidget(isRightToLeft() ? Qt::LeftDockWidgetArea : Qt::RightDockWidgetArea, m_watchDock);
    m_watchDock->hide();
    m_fit = std::make_unique<WindowFit>(WindowFit::Parts{this, m_board, m_content, m_editBanner, m_watch, m_watchDock});
    connect(m_watchDock, &QDockWidget::dockLocationChanged, this, [this] { m_fit->arrangeWatchPanel(); });
    connect(m_watchDock, &QDockWidget::topLevelChanged, this, [this] { m_fit->arrangeWatchPanel(); });

    createActions();
    createMenus();
    connectSessions();

    m_fit->restore();
    m_resumed = m_play->resumeAutosave();
    if (!m_resumed) {
        m_play->startBundled(QStringLiteral("easy"));
        // Told once the window is up: the game that was in play is gone, but not its file.
        if (const auto &damaged = m_play->autosaver()->damaged()) {
            QTimer::singleShot(0, this, [this, damaged = *damaged] {
                Messages::damagedAutosave(this, damaged.reason, damaged.keptAs, damaged.moveError);
            });
        }
    }
    refresh();
    m_board->setFocus();
}

MainWindow::~MainWindow()
{
    // The sessions are children, destroyed after this object has stopped being a MainWindow:
    // nothing they signal on the way out may reach our slots.
    m_solve->stop();
    m_solve->disconnect(this);
    m_play->disconnect(this);
    m_play->game()->undoStack()->disconnect(this);
    m_play->autosaver()->disconnect(this);
    m_watchDock->disconnect(this); // its moves go to m_fit, destroyed before the dock
    m_board->disconnect(m_hintPanel);
    m_hintPanel->disconnect(m_board);
}

QWidget *MainWindow::createSideColumn()
{
    m_sideColumn = new QWidget;
    auto *layout = new QVBoxLayout(m_sideColumn);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pad, 0, Qt::AlignLeading);
    layout->addSpacing(BoardMargin);
    layout->addWidget(m_hintPanel, 1);
    // A line of a forcing step's text and its links on the board point at each other.
    connect(m_board, &BoardWidget::linkHovered, m_hintPanel, &HintPanel::setEmphasisedLine);
    connect(m_hintPanel, &HintPanel::techniqueRequested, this, &MainWindow::openTechniques, Qt::UniqueConnection);
    connect(m_hintPanel, &HintPanel::lineEmphasised, m_board, &BoardWidget::setEmphasisedLine);
    fitSideColumn();
    return m_sideColumn;
}

void MainWindow::fitSideColumn()
{
    m_hintPanel->fitTextToBoard(m_board->height());
    // On a wide window the hint panel grows, to some 48 characters a line; the pad does not.
    m_sideColumn->setMaximumWidth(std::max(m_pad->sizeHint().width(), m_hintPanel->textWidth(48)));
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_board && event->type() == QEvent::Resize)
        fitSideColumn();
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::createActions()
{
    const auto make = [this](const char *name, const QString &text, auto slot, const QList<QKeySequence> &keys = {}) {
        auto *action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        action->setShortcuts(keys);
        connect(action, &QAction::triggered, this, slot);
        addAction(action); // shortcuts work while the menus are closed
        return action;
    };
    const auto checkable = [](QAction *action) {
        action->setCheckable(true);
        return action;
    };
    Actions &a = m_actions;
    Game *game = m_play->game();
    HintSession *hints = m_play->hints();

    a.newEasy = make("newEasy", tr("&Easy"), [this] { newBundled(QStringLiteral("easy")); });
    a.newMedium = make("newMedium", tr("&Medium"), [this] { newBundled(QStringLiteral("medium")); });
    a.newHard = make("newHard", tr("&Hard"), [this] { newBundled(QStringLiteral("hard")); });
    a.newEasy->setToolTip(tr("New easy puzzle"));
    a.newMedium->setToolTip(tr("New medium puzzle"));
    a.newHard->setToolTip(tr("New hard puzzle"));
    a.newGame = make("newGame", tr("&New Game…"), &MainWindow::openNewGame, {QKeySequence::New});
    a.newGame->setToolTip(tr("A new puzzle of the level you choose"));
    a.bestTimes = make("bestTimes", tr("&Best Times"), [this] { Messages::bestTimes(this); });
    a.practice = make("practice", tr("Pra&ctice…"), [this] { openPractice(); });
    a.practice->setToolTip(tr("Practise one technique on positions where it is the next step"));
    a.open = make("open", tr("&Open…"), [this] { m_files->chooseFile(); }, {QKeySequence::Open});
    a.save = make("save", tr("&Save"), [this] { m_files->save(); }, {QKeySequence::Save});
    // Some platforms bind no key to Save As: Ctrl+Shift+S everywhere.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(tr("Ctrl+Shift+S"))))
        saveAsKeys << QKeySequence(tr("Ctrl+Shift+S"));
    a.saveAs = make("saveAs", tr("Save &As…"), [this] { m_files->saveAs(); }, saveAsKeys);
    a.enterPuzzle = make("enterPuzzle", tr("&Enter a Puzzle…"), &MainWindow::startEditing, {QKeySequence(tr("Ctrl+E"))});
    a.restart = make("restart", tr("&Restart"), [this] { m_play->restart(); }, {QKeySequence(tr("Ctrl+R"))});
    a.pause = checkable(make("pause", tr("&Pause"), [this](bool on) { m_play->setPaused(on); },
                             {QKeySequence(Qt::Key_P), QKeySequence(Qt::Key_Pause)}));
    a.print = make("print", tr("Pr&int…"), [this] { openPrint(false); }, {QKeySequence::Print});
    a.print->setToolTip(tr("Print this puzzle, or a booklet of new ones"));
    a.exportPdf = make("exportPdf", tr("E&xport PDF…"), [this] { openPrint(true); });
    a.quit = make("quit", tr("&Quit"), &QWidget::close, {QKeySequence::Quit});
    a.quit->setMenuRole(QAction::QuitRole);

    a.undo = game->undoStack()->createUndoAction(this, tr("&Undo"));
    a.undo->setObjectName(QStringLiteral("undo"));
    a.undo->setShortcuts(QKeySequence::Undo);
    a.redo = game->undoStack()->createRedoAction(this, tr("&Redo"));
    a.redo->setObjectName(QStringLiteral("redo"));
    // Ctrl+Shift+Z and Ctrl+Y on every platform, whatever its own redo key.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key : {QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))}) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    a.redo->setShortcuts(redoKeys);
    addAction(a.undo);
    addAction(a.redo);
    a.copyPuzzle = make("copyPuzzle", tr("&Copy Puzzle"), &MainWindow::copyPuzzle, {QKeySequence::Copy});
    a.copyState = make("copyState", tr("Copy Current &State"), &MainWindow::copyState, {QKeySequence(tr("Ctrl+Shift+C"))});
    a.paste = make("paste", tr("&Paste Puzzle"), [this] { m_files->paste(); }, {QKeySequence::Paste});
    a.fillPencilMarks = make("fillPencilMarks", tr("&Fill Pencil Marks"), [this] { m_play->fillPencilMarks(); },
                             {QKeySequence(tr("Ctrl+M"))});
    // Space and N are the board's keys for this; the menu item shows them.
    a.pencilMode = checkable(make("pencilMode", tr("Pe&ncil Mode"), [this](bool on) { m_play->setPencilMode(on); },
                                  {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_N)}));
    // Edit › Colours. The pen's key again puts it down, as a click on its pad button does.
    auto *pens = new QActionGroup(this);
    for (int colour = 0; colour <= ColourCount; ++colour) {
        const QString text = colour == 0 ? tr("&No Pen")
                                         : tr("&%1 %2 (%3)").arg(colour).arg(Explain::colour(colour), Explain::colourShape(colour));
        QAction *pen = checkable(make("colourPen", text, [this, colour] {
            m_board->setColourPen(colour == m_board->colourPen() ? 0 : colour);
        }, {QKeySequence(QKeyCombination(Qt::ControlModifier | Qt::AltModifier, static_cast<Qt::Key>(Qt::Key_0 + colour)))}));
        pen->setObjectName(QStringLiteral("colourPen%1").arg(colour));
        pen->setToolTip(colour == 0 ? tr("Put the colour pen down: clicks select cells")
                                    : tr("Take up the %1 pen (again: put it down)").arg(Explain::colour(colour)));
        pens->addAction(pen);
        a.colourPens[static_cast<std::size_t>(colour)] = pen;
    }
    a.colourPens[0]->setChecked(true);
    a.clearCellColours = make("clearCellColours", tr("Clear the Cell's &Colours"), [this] {
        if (const int cell = m_board->selectedCell(); cell >= 0)
            m_play->clearColours(cell);
    });
    a.clearAllColours = make("clearAllColours", tr("Clear &All Colours"), [this] { m_play->clearAllColours(); });
    drawPenIcons();
    a.showMistakes = checkable(make("showMistakes", tr("Show &Mistakes"), [this](bool on) { m_play->setShowMistakes(on); }));
    a.autoRemove = checkable(make("autoRemove", tr("&Remove Pencil Marks Automatically"),
                                  [this](bool on) { m_play->setAutoRemovePencilMarks(on); }));
    a.nativeDigits = checkable(make("nativeDigits", tr("Persian &Digits"), &MainWindow::setNativeDigits));
    a.nativeDigits->setToolTip(tr("Write digits as ۱۲۳ instead of 123; typing accepts both"));
    a.nativeDigits->setVisible(language::hasNativeDigits());
    a.nativeDigits->setChecked(language::nativeDigits());
    // Boards above 9×9: A = 10 … P = 25, or the numbers themselves.
    a.lettersAboveNine = checkable(make("lettersAboveNine", tr("&Letters (A–P)"), [this](bool on) {
        if (on)
            setLettersAboveNine(true);
    }));
    // Its numbers written as the window writes digits (writeMenuNumbers).
    a.numbersAboveNine = checkable(make("numbersAboveNine", QString(), [this](bool on) {
        if (on)
            setLettersAboveNine(false);
    }));
    auto *aboveNine = new QActionGroup(this);
    aboveNine->addAction(a.lettersAboveNine);
    aboveNine->addAction(a.numbersAboveNine);
    (language::lettersAboveNine() ? a.lettersAboveNine : a.numbersAboveNine)->setChecked(true);
    a.showWatchPanel = m_watchDock->toggleViewAction();
    a.showWatchPanel->setObjectName(QStringLiteral("showWatchPanel"));
    a.showWatchPanel->setText(tr("&Solver Panel"));
    a.showWatchPanel->setShortcut(QKeySequence(Qt::Key_F9));
    addAction(a.showWatchPanel);
    connect(a.showWatchPanel, &QAction::triggered, this, [this](bool shown) {
        if (shown)
            m_fit->placeWatchPanel();
    });

    // Ctrl+H too: on a 25×25 board H is a digit (17) while the board has the focus.
    a.hint = make("hint", tr("&Hint"), [hints] { hints->hint(); }, {QKeySequence(Qt::Key_H), QKeySequence(tr("Ctrl+H"))});
    a.hint->setToolTip(tr("First where to look, then why, then apply it"));
    a.step = make("step", tr("&Step"), [hints] { hints->step(); }, {QKeySequence(Qt::Key_S)});
    a.step->setToolTip(tr("Apply the next logical step and explain it"));
    // Esc is Stop Solve's too: the two are never enabled at once (no hint while a solve plays).
    a.cancelHint = make("cancelHint", tr("Stop Thin&king"), [hints] { hints->cancel(); }, {QKeySequence(Qt::Key_Escape)});
    a.cancelHint->setToolTip(tr("Stop looking for a hint or step"));
    // Esc again: never enabled with Stop Thinking (a hint still looked for) or Stop Solve.
    a.closeHint = make("closeHint", tr("C&lose Hint"), [hints] { hints->reset(); }, {QKeySequence(Qt::Key_Escape)});
    a.closeHint->setToolTip(tr("Take the hint's words and marks off the board"));
    a.previousBranch = make("previousBranch", tr("&Previous Branch"), [hints] { hints->previousBranch(); },
                            {QKeySequence(Qt::Key_PageUp)});
    a.previousBranch->setToolTip(tr("The previous branch of a forcing chain"));
    a.nextBranch = make("nextBranch", tr("&Next Branch"), [hints] { hints->nextBranch(); }, {QKeySequence(Qt::Key_PageDown)});
    a.nextBranch->setToolTip(tr("The next branch of a forcing chain"));
    a.watchPlay = make("watchPlay", tr("&Watch Solve / Pause"), [this] {
        showWatchPanel();
        m_solve->playOrPause();
    }, {QKeySequence(Qt::Key_F5)});
    a.watchStep = make("watchStep", tr("Step &Forward"), [this] {
        showWatchPanel();
        m_solve->stepForward();
    }, {QKeySequence(Qt::Key_F6)});
    a.watchStop = make("watchStop", tr("S&top Solve"), [this] { m_solve->stop(); },
                       {QKeySequence(Qt::SHIFT | Qt::Key_F5), QKeySequence(Qt::Key_Escape)});
    a.compare = make("compare", tr("&Compare Algorithms…"), &MainWindow::compareAlgorithms, {QKeySequence(Qt::Key_F7)});

    a.hintTechniques = make("hintTechniques", tr("&Hints…"), [this] {
        if (const auto allowed = HintTechniquesDialog::choose(m_play->hintTechniques(), this))
            m_play->setHintTechniques(*allowed);
    });
    a.hintTechniques->setToolTip(tr("The techniques hints and Step may use"));
    a.howToPlay = make("howToPlay", tr("&How to Play"), &MainWindow::openHelp, {QKeySequence::HelpContents});
    a.howToPlay->setToolTip(tr("The rules, and how to play, take hints and watch the solver"));
    a.techniques = make("techniques", tr("&Techniques"), [this] { openTechniques(); });
    a.techniques->setToolTip(tr("What every technique of the hints is, how to spot it, and an example of each"));
    a.shortcuts = make("shortcuts", tr("&Keyboard Shortcuts"), [this] { ShortcutsDialog(this).exec(); },
                       {QKeySequence(Qt::SHIFT | Qt::Key_F1)});
    a.about = make("about", tr("&About Sudoku Studio"), [this] { Messages::about(this); });
    a.about->setMenuRole(QAction::AboutRole);
}

void MainWindow::createMenus()
{
    const auto fill = [](QMenu *menu, std::initializer_list<QAction *> actions) {
        for (QAction *action : actions) {
            if (action)
                menu->addAction(action);
            else
                menu->addSeparator();
        }
    };
    const Actions &a = m_actions;
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(a.newGame);
    fill(game->addMenu(tr("B&undled Puzzle")), {a.newEasy, a.newMedium, a.newHard});
    game->addAction(a.enterPuzzle);
    // Enter a Puzzle keeps the board's size; this submenu starts an empty board of another.
    QMenu *enterSized = game->addMenu(tr("Enter a Puzzle of Si&ze"));
    enterSized->setObjectName(QStringLiteral("enterSizeMenu"));
    m_enterSizeMenu = enterSized;
    for (const Shape shape : PlaySettings::playableShapes()) {
        QAction *action = enterSized->addAction(Explain::shape(shape));
        action->setData(QString::fromStdString(boxName(shape)));
        connect(action, &QAction::triggered, this, [this, shape] { startEditingShape(shape); });
    }
    fill(game, {nullptr, a.open, a.save, a.saveAs, nullptr, a.print, a.exportPdf, nullptr, a.restart,
                a.pause, nullptr, a.practice, a.bestTimes, nullptr, a.quit});
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    fill(edit, {a.undo, a.redo, nullptr, a.copyPuzzle, a.copyState, a.paste, nullptr, a.pencilMode, a.fillPencilMarks});
    QMenu *colours = edit->addMenu(tr("C&olours"));
    colours->setObjectName(QStringLiteral("coloursMenu"));
    for (QAction *pen : a.colourPens)
        colours->addAction(pen);
    fill(colours, {nullptr, a.clearCellColours, a.clearAllColours});
    fill(menuBar()->addMenu(tr("&Solve")), {a.hint, a.step, a.cancelHint, a.closeHint, a.previousBranch, a.nextBranch, nullptr,
                                            a.watchPlay, a.watchStep, a.watchStop, nullptr, a.compare});
    QMenu *view = menuBar()->addMenu(tr("&View"));
    fill(view, {a.showMistakes, a.autoRemove, nullptr});
    m_filterMenu = view->addMenu(tr("&Filter"));
    m_filterMenu->setObjectName(QStringLiteral("filterMenu"));
    fill(view, {a.showWatchPanel, nullptr});
    view->addMenu(createThemeMenu());
    view->addMenu(createLanguageMenu());
    view->addAction(a.nativeDigits);
    m_aboveNineMenu = view->addMenu(QString());
    fill(m_aboveNineMenu, {a.lettersAboveNine, a.numbersAboveNine});
    writeMenuNumbers();
    menuBar()->addMenu(tr("Se&ttings"))->addAction(a.hintTechniques);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    fill(help, {a.howToPlay, a.techniques, a.shortcuts, nullptr, a.about});
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

// View › Filter: the cells where a digit can go (Alt+1 … Alt+9; any digit from here or by the
// pad's right click), the cells with two candidates (Alt+0); the filter shown, chosen again,
// turns off. One item a digit of the board in play.
void MainWindow::fillFilterMenu()
{
    m_filterMenu->clear();
    delete m_filterGroup; // the menu deletes its actions, not their group
    auto *group = m_filterGroup = new QActionGroup(m_filterMenu);
    group->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    const auto add = [&](const QString &text, const BoardFilter &filter, const QKeySequence &key) {
        QAction *action = m_filterMenu->addAction(text);
        action->setCheckable(true);
        action->setChecked(m_board->filter() == filter);
        action->setShortcut(key);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, filter](bool on) { m_board->setFilter(on ? filter : BoardFilter{}); });
        connect(m_board, &BoardWidget::filterChanged, action,
                [action, filter](const BoardFilter &shown) { action->setChecked(shown == filter); });
    };
    add(tr("Cells with &Two Candidates"), BoardFilter::bivalue(), QKeySequence(Qt::ALT | Qt::Key_0));
    m_filterMenu->addSeparator();
    for (int digit = 1; digit <= m_board->grid().size(); ++digit) {
        add(tr("Where %1 Can Go").arg(language::sudokuDigit(digit)), BoardFilter::forDigit(digit),
            digit <= 9 ? QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_0 + digit)) : QKeySequence());
    }
}

void MainWindow::writeMenuNumbers()
{
    // The menus' numbers as the window writes digits: Persian ones in Persian, unless the
    // player turned them off.
    m_aboveNineMenu->setTitle(language::digits(tr("Digits &Above 9")));
    m_aboveNineMenu->setToolTip(language::digits(tr("How 16×16 and 25×25 boards write 10 and up")));
    m_actions.numbersAboveNine->setText(language::digits(tr("&Numbers (10–25)")));
    fillFilterMenu(); // its digits
}

QMenu *MainWindow::createLanguageMenu()
{
    auto *menu = new QMenu(tr("&Language"), this);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    m_actions.language = group;
    const QString saved = language::saved();
    const auto add = [&](const QString &code, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setData(code);
        action->setCheckable(true);
        action->setChecked(code == saved || (code.isEmpty() && !language::isAvailable(saved)));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
    };
    add(QString(), tr("&System Default"));
    menu->addSeparator();
    for (const LanguageInfo &info : language::available())
        add(info.code, info.nativeName); // each in its own language, as its speakers look for it
    return menu;
}

void MainWindow::openPrint(bool pdf)
{
    const Game &game = *m_play->game();
    // The one solution, or an empty grid when the puzzle has none, several, or none known yet.
    const auto printableSolution = [&game] {
        if (game.solutionCount() == 1)
            return game.solution();
        // Drawn with the puzzle's cages and regions (a samurai's cells).
        return game.grid().variant() ? Grid(game.grid().variant()) : Grid(game.grid().shape());
    };
    PrintedPuzzle current;
    current.grid = game.grid();
    current.marks = game.board().candidates;
    current.solution = printableSolution();
    if (const std::optional<Rating> &rating = m_play->rating(); rating && rating->level != Level::NotUnique)
        current.heading = tr("%1 · %2").arg(Explain::level(rating->level), Explain::difficulty(rating->difficulty));
    else
        current.heading = tr("Sudoku");
    current.details = language::isolated(sourceText(game.source()));
    PrintDialog dialog(current, this);
    if (pdf)
        dialog.setWindowTitle(tr("Export PDF"));
    if (!game.isSolutionKnown()) {
        // A large board just opened: its solution is still being searched for.
        dialog.setSolutionPending();
        connect(&game, &Game::solutionFound, &dialog,
                [&dialog, printableSolution] { dialog.solutionKnown(printableSolution()); });
    }
    dialog.exec();
}

QMenu *MainWindow::createThemeMenu()
{
    auto *menu = new QMenu(tr("&Theme"), this);
    menu->setObjectName(QStringLiteral("themeMenu"));
    auto *group = new QActionGroup(menu);
    m_actions.theme = group;
    const auto add = [&](theme::Theme which, const QString &text, const char *name) {
        QAction *action = menu->addAction(text);
        action->setObjectName(QLatin1String(name));
        action->setCheckable(true);
        action->setChecked(theme::current() == which);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [which] {
            theme::apply(which);
            theme::save(which);
        });
    };
    add(theme::Theme::System, tr("&System"), "themeSystem");
    add(theme::Theme::Light, tr("&Light"), "themeLight");
    add(theme::Theme::Dark, tr("&Dark"), "themeDark");
    return menu;
}

void MainWindow::chooseLanguage(const QString &code)
{
    if (code == language::saved())
        return;
    language::save(code);
    const QString next = language::choose();
    if (next == language::current())
        return;
    Messages::languageChanged(this);
}

void MainWindow::setLettersAboveNine(bool letters)
{
    if (letters == language::lettersAboveNine())
        return;
    language::setLettersAboveNine(letters);
    m_pad->refreshDigits();
    m_board->update(); // its view is the same: only how digits are written changed
    m_solve->log()->refreshTexts();
    fillFilterMenu();
    refresh();
}

void MainWindow::setNativeDigits(bool on)
{
    language::setNativeDigits(on);
    writeMenuNumbers();
    m_pad->refreshDigits();
    m_board->update(); // its view is the same: only how digits are written changed
    m_solve->log()->refreshTexts();
    refresh();
}

void MainWindow::connectSessions()
{
    // The board's and the pad's input goes to the play session (and on to the game), at the
    // cell selected.
    const auto atSelection = [this](auto act) {
        return [this, act](auto... args) {
            if (const int cell = m_board->selectedCell(); cell >= 0)
                (m_play->*act)(cell, args...);
        };
    };
    connect(m_board, &BoardWidget::digitEntered, m_play, &PlaySession::enterDigit);
    connect(m_board, &BoardWidget::pencilMarkToggled, m_play, &PlaySession::togglePencilMark);
    connect(m_board, &BoardWidget::clearRequested, m_play, &PlaySession::clearCell);
    connect(m_board, &BoardWidget::pencilModeToggleRequested, m_play, &PlaySession::togglePencilMode);
    connect(m_board, &BoardWidget::selectionChanged, this, &MainWindow::refresh);
    connect(m_board, &BoardWidget::resumeRequested, this, [this] { m_play->setPaused(false); });
    connect(m_pad, &NumberPad::digitClicked, this, atSelection(&PlaySession::enterDigit));
    connect(m_pad, &NumberPad::filterRequested, this, [this](int digit) {
        const BoardFilter filter = BoardFilter::forDigit(digit);
        m_board->setFilter(m_board->filter() == filter ? BoardFilter{} : filter);
    });
    connect(m_board, &BoardWidget::filterChanged, m_pad, [this](const BoardFilter &filter) {
        m_pad->setFilteredDigit(filter.kind == BoardFilter::Kind::Digit ? filter.digit : 0);
    });
    connect(m_pad, &NumberPad::eraseClicked, this, atSelection(&PlaySession::clearCell));
    connect(m_board, &BoardWidget::cellColoured, m_play, &PlaySession::colourCell);
    connect(m_board, &BoardWidget::candidateColoured, m_play, &PlaySession::colourCandidate);
    connect(m_board, &BoardWidget::coloursCleared, m_play, &PlaySession::clearColours);
    connect(m_pad, &NumberPad::colourPenChosen, m_board, &BoardWidget::setColourPen);
    connect(m_board, &BoardWidget::colourPenChanged, this, [this](int colour) {
        m_pad->setColourPen(colour);
        m_actions.colourPens[static_cast<std::size_t>(colour)]->setChecked(true);
        refresh();
    });
    connect(m_pad, &NumberPad::pencilModeToggled, m_play, &PlaySession::setPencilMode);

    connect(m_play, &PlaySession::changed, this, &MainWindow::refresh);
    connect(m_play->autosaver(), &Autosave::failed, this, [this](const QString &path, const QString &reason) {
        if (!isVisible()) {
            // The first save, as the window is made: said once it is on the screen (a status
            // message before then would be drawn over the status line).
            QTimer::singleShot(0, this, [this, path, reason] { onAutosaveFailed(path, reason); });
            return;
        }
        onAutosaveFailed(path, reason);
    });
    connect(m_play->autosaver(), &Autosave::recovered, this, [this] {
        m_saveWarning->hide();
        statusBar()->showMessage(tr("Saved again."), 5000);
    });
    connect(m_play, &PlaySession::completed, this,
            [this](qint64 elapsedMs, const QString &record) { Messages::solved(this, elapsedMs, record); });
    connect(m_play, &PlaySession::entryChecked, this, &MainWindow::onEntryChecked);
    // Undo takes a solver's solution back: the solve panel forgets the solve it told of.
    connect(m_play->game()->undoStack(), &QUndoStack::indexChanged, this,
            [this] { m_solve->followGame(m_play->game()->grid()); });
    connect(m_play, &PlaySession::puzzleChanged, this, [this](const std::optional<Grid> &solvable) {
        m_board->setSelectedCell(-1);
        m_solve->setPuzzle(solvable);
    });

    // A solve has the board while it is on; it starts from the game's givens.
    connect(m_solve, &SolveSession::started, this, [this] {
        m_play->game()->setPaused(false);
        m_play->hints()->reset();
        showWatchPanel();
    });
    connect(m_solve, &SolveSession::changed, this, [this] {
        m_play->setAnimating(m_solve->isAnimating());
        refresh();
    });
    connect(m_solve, &SolveSession::advanced, this, &MainWindow::refreshBoard);
    connect(m_solve, &SolveSession::finished, this, &MainWindow::onSolveFinished);
    connect(m_watch, &WatchPanel::compareRequested, this, &MainWindow::compareAlgorithms);
}

QString MainWindow::hintText() const
{
    return m_hintPanel->text();
}

QString MainWindow::statusText() const
{
    return m_sourceLabel->text();
}

QString MainWindow::statusToolTip() const
{
    return m_sourceLabel->toolTip();
}

QString MainWindow::clockText() const
{
    return language::digits(m_play->clockText()); // what the label shows at its next tick
}

void MainWindow::refreshBoard()
{
    m_board->setView(m_solve->shown(m_play->view()));
}

void MainWindow::refresh()
{
    refreshBoard();
    const Game &game = *m_play->game();
    const PlayActions state = m_play->actions();
    const bool animating = m_solve->isAnimating();

    // The board's side: n, or a samurai's 21 (whose board asks for more room).
    const int n = game.grid().size();
    if (const int side = game.grid().geometry().frameSide(); side != m_shownSize) {
        m_shownSize = side;
        m_pad->setShape(game.grid().shape());
        fillFilterMenu();
        m_fit->growForBoard();
    }
    // Each digit fills a cell of every row: n times, a samurai's 41.
    const int each = game.grid().cellCount() / n;
    std::vector<int> remaining(static_cast<std::size_t>(n));
    for (int digit = 1; digit <= n; ++digit)
        remaining[static_cast<std::size_t>(digit - 1)] = each - game.placedCount(digit);
    m_pad->setRemaining(remaining);
    m_pad->setInputEnabled(state.canEnter);
    m_pad->setPencilAvailable(state.playing);
    m_pad->setPencilMode(state.pencilMode);
    // Givens take no colours: a puzzle being entered puts the pen down.
    const bool colouring = state.playing && state.canEnter;
    m_pad->setColoursAvailable(state.playing);
    if (!state.playing && m_board->colourPen() != 0)
        m_board->setColourPen(0); // refreshes again, through colourPenChanged

    const Actions &a = m_actions;
    for (const auto &[action, on] : {std::pair{a.pause, state.paused}, std::pair{a.pencilMode, state.pencilMode},
                                     std::pair{a.showMistakes, state.showMistakes},
                                     std::pair{a.autoRemove, state.autoRemovePencilMarks}}) {
        const QSignalBlocker blocker(action);
        action->setChecked(on);
    }
    for (QAction *action : {a.save, a.saveAs, a.copyState})
        action->setEnabled(state.playing);
    a.pause->setEnabled(state.canPause);
    a.pencilMode->setEnabled(state.playing && state.canEnter);
    a.fillPencilMarks->setEnabled(state.playing && state.canEnter);
    for (QAction *action : a.colourPens)
        action->setEnabled(colouring);
    a.clearCellColours->setEnabled(colouring && m_board->selectedCell() >= 0
                                   && game.colouring().touches(m_board->selectedCell()));
    a.clearAllColours->setEnabled(colouring && !game.colouring().isEmpty());
    a.restart->setEnabled(state.canRestart);
    m_editBanner->setVisible(state.editing);
    // One puzzle is entered at a time: Start or Cancel on the banner ends it first.
    a.enterPuzzle->setEnabled(!state.editing);
    m_enterSizeMenu->setEnabled(!state.editing);

    for (QAction *action : {a.hint, a.step})
        action->setEnabled(state.canHint);
    a.cancelHint->setEnabled(state.hintWaiting);
    a.closeHint->setEnabled(state.hintShown);
    a.previousBranch->setEnabled(state.hasPreviousBranch);
    a.nextBranch->setEnabled(state.hasNextBranch);
    a.watchPlay->setEnabled(state.canWatch);
    a.watchStep->setEnabled(state.canWatch);
    a.watchStop->setEnabled(animating);
    a.compare->setEnabled(state.canCompare);

    m_sourceLabel->setText(language::shown(m_play->statusText()));
    m_sourceLabel->setToolTip(m_play->statusToolTip()); // our own words only
    const int pen = m_board->colourPen();
    m_modeLabel->setText(game.isPaused()       ? tr("Paused")
                         : pen != 0            ? tr("%1 pen").arg(Explain::colour(pen))
                         : game.pencilMode()   ? tr("Pencil")
                                               : QString());
    m_clockLabel->setText(language::digits(m_play->clockText()));
    setWindowTitle(m_play->title());
    setWindowModified(m_play->isModified());
}

// --- Puzzles in and out -------------------------------------------------------------

void MainWindow::onAutosaveFailed(const QString &path, const QString &reason)
{
    const bool first = m_saveWarning->isHidden(); // the first failure since a save worked
    m_saveWarning->setText(tr("Not saved"));
    m_saveWarning->setToolTip(
        language::toolTip(tr("The game could not be saved to “%1”: %2").arg(QDir::toNativeSeparators(path), reason)));
    m_saveWarning->show();
    statusBar()->showMessage(tr("Autosave failed: %1").arg(reason), 10000);
    if (first)
        Messages::autosaveFailed(this, path, reason);
}

void MainWindow::copyPuzzle()
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(toLine(m_play->game()->puzzle())));
    statusBar()->showMessage(tr("Puzzle copied as a line"), 3000);
}

void MainWindow::copyState()
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(toLine(m_play->game()->grid())));
    statusBar()->showMessage(tr("Current state copied as a line"), 3000);
}

bool MainWindow::openFile(const QString &path, Ask ask)
{
    return m_files->openFile(path, ask);
}

bool MainWindow::openText(const QString &text, const QString &source, Ask ask)
{
    return m_files->openText(text, source, ask);
}

void MainWindow::newBundled(const QString &level)
{
    if (m_files->confirmDiscard(Ask::IfInProgress))
        m_play->startBundled(level);
}

// --- Entering a puzzle of one's own ---------------------------------------------------

// Enter a Puzzle asks the size, the board's own first (Ctrl+E from a 16×16 game entered a
// 16×16 puzzle without a word).
void MainWindow::startEditing()
{
    const std::vector<Shape> &shapes = PlaySettings::playableShapes();
    const Shape current = m_play->game()->grid().shape();
    QStringList names;
    for (const Shape shape : shapes)
        names << Explain::shape(shape);
    const auto at = std::find(shapes.begin(), shapes.end(), current);
    bool chosen = false;
    const QString name = QInputDialog::getItem(this, tr("Enter a Puzzle"), tr("The size of the board:"), names,
                                               at == shapes.end() ? 0 : static_cast<int>(at - shapes.begin()),
                                               false, &chosen);
    const qsizetype index = names.indexOf(name);
    if (chosen && index >= 0)
        startEditingShape(shapes[static_cast<std::size_t>(index)]);
}

void MainWindow::startEditingShape(Shape shape)
{
    m_play->startEditing(shape);
    m_board->setSelectedCell(0);
    m_board->setFocus();
}

void MainWindow::onEntryChecked(const PuzzleCheck &check)
{
    if (!Messages::acceptEntered(this, check, m_play->game()->conflictCells().any(),
                                  m_play->game()->grid().size()))
        return;
    if (check.solutionCount == 1)
        statusBar()->showMessage(tr("Your puzzle has exactly one solution. Enjoy!"), 5000);
    m_play->acceptEntered(check);
}

// --- Window events -------------------------------------------------------------------

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // A 16×16 or 25×25 game restored or opened at start: laid out once the window shows.
    QTimer::singleShot(0, this, [this] { m_fit->growForBoard(); });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_play->game()->isEditing())
        m_play->cancelEditing();
    m_solve->stop();
    if (m_compare)
        m_compare->stop();
    if (!m_play->autosaver()->save()) {
        // The game would be lost with the window: the player decides.
        switch (Messages::quitUnsaved(this, Autosave::path(), m_play->autosaver()->error())) {
        case Messages::QuitChoice::SaveAs:
            if (m_files->saveAs())
                break;
            [[fallthrough]];
        case Messages::QuitChoice::Cancel:
            event->ignore();
            return;
        case Messages::QuitChoice::QuitAnyway:
            break;
        }
    }
    m_fit->save();
    event->accept();
}

void MainWindow::moveEvent(QMoveEvent *event)
{
    QMainWindow::moveEvent(event);
    m_fit->moved();
}

void MainWindow::drawPenIcons()
{
    const BoardColors colors = m_board->colors();
    for (std::size_t colour = 0; colour < m_actions.colourPens.size(); ++colour)
        m_actions.colourPens[colour]->setIcon(colourpaint::penIcon(colors, static_cast<int>(colour), 32));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && m_actions.colourPens[0])
        drawPenIcons();
    if (event->type() == QEvent::WindowStateChange) {
        Game *game = m_play->game();
        if (isMinimized() && !game->isPaused()) {
            game->setPaused(true);
            m_pausedByMinimize = true;
        } else if (!isMinimized() && m_pausedByMinimize) {
            m_pausedByMinimize = false;
            game->setPaused(false);
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
        m_files->openFile(mime->urls().constFirst().toLocalFile(), Ask::IfInProgress);
    else if (mime->hasText())
        m_files->openText(mime->text(), droppedSource(), Ask::IfInProgress);
    event->acceptProposedAction();
}

// --- New games and their levels -------------------------------------------------------

void MainWindow::openHelp()
{
    HelpDialog dialog(this);
    connect(&dialog, &HelpDialog::shortcutsRequested, &dialog, [this] { ShortcutsDialog(this).exec(); });
    connect(&dialog, &HelpDialog::techniquesRequested, &dialog, [this, &dialog] {
        dialog.accept();
        openTechniques();
    });
    dialog.exec();
}

void MainWindow::openPractice(Technique technique)
{
    PracticeDialog dialog(m_clock, this);
    dialog.choose(technique);
    dialog.exec();
}

void MainWindow::openTechniques(Technique technique)
{
    if (!m_techniques)
        m_techniques = new TechniquesDialog(this);
    if (technique != Technique::None)
        m_techniques->showTechnique(technique);
    m_techniques->show();
    m_techniques->raise();
    m_techniques->activateWindow();
}

void MainWindow::welcomeOnFirstStart()
{
    // A player from before the welcome existed, who chose a New Game then, is no newcomer.
    if (m_resumed || PlaySettings::welcomed() || PlaySettings::newGameLevel())
        return;
    PlaySettings::setWelcomed();
    NewGameDialog dialog(this);
    dialog.setWelcome();
    dialog.setLevel(Level::Easy);
    dialog.setShape(Shape::classic());
    if (dialog.exec() != QDialog::Accepted)
        return;
    PlaySettings::rememberNewGame(dialog.level(), dialog.symmetry(), dialog.shape());
    m_play->loadPuzzle(dialog.result().puzzle, dialog.sourceName(), dialog.rating());
}

void MainWindow::openNewGame()
{
    // The question about the game in progress comes once there is a new one to replace it.
    NewGameDialog dialog(this);
    const std::optional<Rating> &rating = m_play->rating();
    dialog.setLevel(PlaySettings::newGameLevel().value_or(rating && rating->level != Level::NotUnique ? rating->level
                                                                                                      : Level::Medium));
    dialog.setSymmetry(PlaySettings::newGameSymmetry());
    dialog.setShape(PlaySettings::newGameShape());
    dialog.setVariant(PlaySettings::newGameVariant());
    if (dialog.exec() != QDialog::Accepted)
        return;
    PlaySettings::rememberNewGame(dialog.level(), dialog.symmetry(), dialog.shape(), dialog.variant());
    if (!m_files->confirmDiscard(Ask::IfInProgress))
        return;
    m_play->loadPuzzle(dialog.result().puzzle, dialog.sourceName(), dialog.rating());
}

// --- Watching the solver ----------------------------------------------------------------

void MainWindow::showWatchPanel()
{
    if (m_watchDock->isVisible())
        return;
    m_watchDock->show();
    m_fit->placeWatchPanel();
}

void MainWindow::onSolveFinished(const TraceResult &result)
{
    const QString algorithm = Explain::algorithm(result.algorithm);
    if (result.status == TraceStatus::Solved) {
        m_play->takeSolution(result.algorithm, result.solution);
        statusBar()->showMessage(tr("%1 solved it in %2 events. Undo takes the solution back.")
                                     .arg(algorithm, QLocale().toString(static_cast<qulonglong>(result.counts.events))),
                                 8000);
    } else {
        statusBar()->showMessage(tr("%1 found no solution.").arg(algorithm), 8000);
    }
    refresh();
}

void MainWindow::compareAlgorithms()
{
    const std::optional<Grid> puzzle = m_play->solvablePuzzle();
    if (!puzzle)
        return;
    if (!m_compare) {
        m_compare = new CompareDialog(this);
        m_compare->setModal(false);
    }
    m_compare->compare(*puzzle, sourceText(m_play->game()->source()));
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
}

} // namespace sudoku
