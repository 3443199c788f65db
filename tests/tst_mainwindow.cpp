// SPDX-License-Identifier: GPL-3.0-or-later
// The play window through its real widgets: keyboard and mouse entry, undo, pencil marks,
// conflicts, completion, files in and out, autosave, the multi-puzzle chooser.
#include "boardwidget.h"
#include "chainboards.h"
#include "explain.h"
#include "game.h"
#include "gamefile.h"
#include "hintpanel.h"
#include "hintsession.h"
#include "hinttechniquesdialog.h"
#include "language.h"
#include "mainwindow.h"
#include "playsession.h"
#include "playsettings.h"
#include "solvesession.h"
#include "manualclock.h"
#include "newgamedialog.h"
#include "numberpad.h"
#include "puzzlechooser.h"
#include "rating.h"
#include "testgrids.h"
#include "testmodal.h"
#include "theme.h"

#include <QAbstractButton>
#include <QPlainTextEdit>
#include <QAccessible>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLineEdit>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QTreeView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProxyStyle>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QTextDocument>
#include <QUndoStack>
#include <QtTest>

#include <functional>
#include <memory>

using namespace sudoku;

namespace {

constexpr const char *Puzzle = test::Top95First;
constexpr const char *Solution = test::Top95FirstSolution;

using test::top95FirstSolutionDigit;
constexpr auto solutionDigit = top95FirstSolutionDigit;

QPointer<QTimer> pendingAnswer; // deleted by cleanup() when no modal came

void answerNextModal(std::function<void(QWidget *)> handle)
{
    pendingAnswer = test::answerNextModal(std::move(handle));
}

void closeMessageBox(QWidget *modal, QString *text = nullptr)
{
    auto *box = qobject_cast<QMessageBox *>(modal);
    QVERIFY(box);
    if (text)
        *text = box->text() + QLatin1Char('\n') + box->informativeText();
    box->done(QMessageBox::Ok);
}

// Whether `label` draws its text as the characters it holds: the same pixels as a plain-text
// label of its font, size and text. A label that rendered markup ("<h1>", "<img src=…>")
// draws a heading or an image instead.
bool drawnAsPlainText(QLabel *label)
{
    QLabel plain;
    plain.setTextFormat(Qt::PlainText);
    plain.setFont(label->font());
    plain.setPalette(label->palette());
    plain.setAlignment(label->alignment());
    plain.setWordWrap(label->wordWrap());
    plain.setMargin(label->margin());
    plain.setIndent(label->indent());
    plain.setContentsMargins(label->contentsMargins());
    plain.setTextInteractionFlags(label->textInteractionFlags());
    plain.setLayoutDirection(label->layoutDirection());
    plain.setText(label->text());
    plain.resize(label->size());
    // A child grabs with an alpha channel, a window without: the pixels are what count.
    const auto pixels = [](QWidget *widget) { return widget->grab().toImage().convertToFormat(QImage::Format_RGB32); };
    return label->textFormat() == Qt::PlainText && pixels(&plain) == pixels(label);
}

// The labels of a message box that hold text; each must show it as plain text.
void verifyPlainTexts(QWidget *modal, const QString &markup)
{
    bool quoted = false;
    for (QLabel *label : modal->findChildren<QLabel *>()) {
        if (label->text().isEmpty() || !label->isVisible())
            continue;
        QVERIFY2(drawnAsPlainText(label), qPrintable(label->objectName() + QLatin1String(": ") + label->text()));
        quoted = quoted || label->text().contains(markup);
    }
    QVERIFY2(quoted, qPrintable(markup));
}

// Where text from outside reaches the window.
enum class Markup { GameSource, FileName, FileContent, Pasted, ChooserToolTip };

// The damaged autosaves kept beside the autosave, oldest name first.
QStringList damagedCopies()
{
    const QFileInfo autosave(Autosave::path());
    QStringList copies = autosave.dir().entryList({QStringLiteral("autosave-damaged-*.sudoku")}, QDir::Files, QDir::Name);
    for (QString &copy : copies)
        copy = autosave.dir().filePath(copy);
    return copies;
}

// Puts a folder where the autosave goes, so that saving there fails (even as root).
bool blockAutosave()
{
    QFile::remove(Autosave::path());
    return QDir().mkpath(Autosave::path());
}

void unblockAutosave()
{
    if (QFileInfo(Autosave::path()).isDir())
        QDir(Autosave::path()).removeRecursively();
}

// The first puzzle of tests/data/nxn_golden.txt with that box and one solution, and that
// solution (box:puzzle:count:solution).
// Rated already, as the generator's puzzles are: no rating of a large board in the background.
Rating easyRating()
{
    Rating rating;
    rating.level = Level::Easy;
    rating.solutionCount = 1;
    return rating;
}

std::pair<Grid, Grid> goldenPuzzle(const QByteArray &box)
{
    const Shape shape = Shape::fromBoxName(box.toStdString()).value_or(Shape::classic());
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/nxn_golden.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    while (!file.atEnd()) {
        const QList<QByteArray> fields = file.readLine().trimmed().split(':');
        if (fields.size() == 4 && fields[0] == box && fields[2] == "1")
            return {test::gridFromLine(fields[1].toStdString(), shape), test::gridFromLine(fields[3].toStdString(), shape)};
    }
    return {};
}

} // namespace

Q_DECLARE_METATYPE(Markup)

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void startsOnBundledPuzzle();
    void slowPuzzleLeavesTheWindowFree();
    void smallestWindowKeepsBoardLegible();
    void wideWindowWidensTheHintPanel();
    void largeBoardEnlargesTheHintText();
    void mouseAndKeyboardEntry();
    void givensIgnoreTyping();
    void numberPadEntersAndCounts();
    void pencilMarksBothWays_data();
    void pencilMarksBothWays();
    void undoRedoShortcuts();
    void autoRemovalUndoneInOneStep();
    void conflictsShownOnBoard();
    void completionStopsTimerAndInput();
    void pauseHidesBoardAndStopsClock();
    void saveOpenRoundTrip();
    void corruptFileLeavesGameUntouched_data();
    void corruptFileLeavesGameUntouched();
    void markupFromOutsideShowsAsText_data();
    void markupFromOutsideShowsAsText();
    void autosaveResumesInFreshWindow();
    void damagedAutosaveIsSetAside();
    void failedAutosaveIsShown();
    void quitAfterAFailedSaveAsks_data();
    void quitAfterAFailedSaveAsks();
    void multiPuzzleFileOpensChooser();
    void largeFileListsAsItIsRead();
    void copyAndPaste();
    void droppedFileOpens();
    void enterOwnPuzzle();
    void replacingAGameInProgressAsksFirst();
    void autosaveRemembersTheGameFile();
    void restartAfterCompletion();
    void themeChangesTheWholeWindow();
    void enterSizeMenuListsEveryShape();
    void enterAPuzzleOfASize_data();
    void enterAPuzzleOfASize();
    void enterPuzzleAsksTheSize();
    void filterByKeysMenuAndPad();
    void colourPensByKeysMenuAndPad();
    void welcomesOnTheFirstStartOnly();
    void saveAsGivesTheSuffixAndShowsWholeDates();
    void enterPuzzleKeepsTheBoardsSize_data();
    void enterPuzzleKeepsTheBoardsSize();
    void digitsAboveNineAsLettersOrNumbers();
    void hintsUseTheTechniquesOfSettings();
    void escapeClosesTheHint();

private:
    void makeWindow();
    void loadTestPuzzle();
    void clickCell(int cell);
    void typeKey(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

    test::ManualClock m_clock;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QVERIFY(m_dir.isValid());
}

void TestMainWindow::init()
{
    QSettings().clear();
    unblockAutosave();
    QFile::remove(Autosave::path());
    for (const QString &copy : damagedCopies())
        QFile::remove(copy);
    makeWindow();
}

void TestMainWindow::cleanup()
{
    delete pendingAnswer;
    unblockAutosave(); // else closing the window would ask what to do with the game
    m_window.reset();
}

void TestMainWindow::makeWindow()
{
    m_window = std::make_unique<MainWindow>(nullptr, m_clock);
    m_window->resize(800, 640);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->activateWindow();
}

void TestMainWindow::loadTestPuzzle()
{
    m_window->play()->loadPuzzle(test::gridFromLine(Puzzle), QStringLiteral("top95 #1"));
}

void TestMainWindow::clickCell(int cell)
{
    BoardWidget *board = m_window->board();
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->cellRect(cell).center());
    QCOMPARE(board->selectedCell(), cell);
}

void TestMainWindow::typeKey(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_window->board(), key, modifiers);
}

void TestMainWindow::startsOnBundledPuzzle()
{
    const Game *game = m_window->play()->game();
    QVERIFY(game->grid().givenCount() >= 17);
    QTRY_VERIFY_WITH_TIMEOUT(game->isSolutionKnown(), 60000); // found on the thread pool
    QCOMPARE(game->solutionCount(), 1);
    QVERIFY(m_window->statusText().contains(QStringLiteral("bundled")));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Sudoku Studio")));
}

void TestMainWindow::slowPuzzleLeavesTheWindowFree()
{
    // A 25×25 whose solution takes the solver over ten seconds (tests/data/README.md): the
    // window opens it at once and plays on while the solution is searched for on the thread
    // pool. Its answer can come only through the event loop, which nothing here runs.
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/hard_25x25.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Grid puzzle = test::gridFromLine(file.readLine().trimmed().toStdString(), Shape{5, 5});
    m_window->play()->loadPuzzle(puzzle, QStringLiteral("slow"));
    const Game *game = m_window->play()->game();
    QCOMPARE(game->grid().shape(), (Shape{5, 5}));
    QVERIFY(!game->isSolutionKnown());
    int empty = 0;
    while (!puzzle.isEmpty(empty))
        ++empty;
    m_window->board()->setFocus();
    m_window->board()->setSelectedCell(empty);
    QTest::keyClick(m_window->board(), Qt::Key_1);
    QCOMPARE(game->grid().digit(empty), 1);
    QVERIFY(!m_window->grab().isNull()); // it paints
    QVERIFY(!game->isSolutionKnown());
    // cleanup() closes the window with the search and the rating under way: both are
    // cancelled and the window goes (bench_latency measures how soon).
}

void TestMainWindow::smallestWindowKeepsBoardLegible()
{
    m_window->resize(100, 100);
    QTRY_VERIFY(m_window->width() >= m_window->minimumSizeHint().width());
    BoardWidget *board = m_window->board();
    QVERIFY(board->boardRect().width() >= 260);
    QVERIFY(board->boardRect().height() >= 260);
    // The number pad sits beside the board, not over it.
    const QRect pad(m_window->numberPad()->mapTo(m_window.get(), QPoint()), m_window->numberPad()->size());
    const QRect boardArea(board->mapTo(m_window.get(), board->boardRect().topLeft()), board->boardRect().size());
    QVERIFY(!pad.intersects(boardArea));
}

// Width a window has to spare beside the board goes to the hint panel, up to some 48
// characters a line, so that a chain's explanation wraps less; the pad keeps its size.
void TestMainWindow::wideWindowWidensTheHintPanel()
{
    const HintPanel *hint = m_window->findChild<HintPanel *>();
    QVERIFY(hint);
    NumberPad *pad = m_window->numberPad();
    m_window->resize(m_window->minimumSizeHint().width(), 700);
    QTRY_COMPARE(m_window->height(), 700);
    const int narrow = hint->width();
    QVERIFY(narrow <= pad->sizeHint().width() + 10);

    m_window->resize(1600, 700);
    QTRY_COMPARE(m_window->width(), 1600);
    QTRY_VERIFY(hint->width() >= 40 * hint->fontMetrics().averageCharWidth());
    QVERIFY(hint->width() <= 48 * hint->fontMetrics().averageCharWidth());
    QCOMPARE(pad->width(), pad->sizeHint().width());
    // Beside the board, not over it.
    BoardWidget *board = m_window->board();
    const QRect boardArea(board->mapTo(m_window.get(), board->boardRect().topLeft()), board->boardRect().size());
    const QRect hintArea(hint->mapTo(m_window.get(), QPoint()), hint->size());
    QVERIFY(!hintArea.intersects(boardArea));
    QVERIFY(hintArea.right() < m_window->width());
}

// On a large board (a maximised window, a projector) the hint's text grows with the board,
// and the column with its lines; a window of the usual size keeps the font's own size.
void TestMainWindow::largeBoardEnlargesTheHintText()
{
    const HintPanel *hint = m_window->findChild<HintPanel *>();
    QVERIFY(hint);
    const auto *text = hint->findChild<QPlainTextEdit *>(QStringLiteral("hintText"));
    QVERIFY(text);
    const int own = QFontInfo(hint->font()).pixelSize();
    m_window->resize(900, 720);
    QTRY_COMPARE(m_window->size(), QSize(900, 720));
    QCOMPARE(QFontInfo(text->font()).pixelSize(), own);

    m_window->resize(2400, 1600);
    QTRY_COMPARE(m_window->size(), QSize(2400, 1600));
    BoardWidget *board = m_window->board();
    QTRY_VERIFY(QFontInfo(text->font()).pixelSize() >= own * board->height() / 720 - 1);
    QVERIFY(QFontInfo(text->font()).pixelSize() >= 2 * own);
    // Wider than 48 characters of the font's own size, still beside the board.
    QTRY_VERIFY(hint->width() > 48 * hint->fontMetrics().averageCharWidth());
    QVERIFY(hint->width() <= 48 * text->fontMetrics().averageCharWidth());
    const QRect boardArea(board->mapTo(m_window.get(), board->boardRect().topLeft()), board->boardRect().size());
    const QRect hintArea(hint->mapTo(m_window.get(), QPoint()), hint->size());
    QVERIFY(!hintArea.intersects(boardArea));
    QVERIFY(hintArea.right() < m_window->width());

    // Back to the usual size, back to the font's own size.
    m_window->resize(900, 720);
    QTRY_COMPARE(QFontInfo(text->font()).pixelSize(), own);
}

void TestMainWindow::mouseAndKeyboardEntry()
{
    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_7);
    QCOMPARE(m_window->play()->game()->grid().digit(1), 7);
    QCOMPARE(m_window->board()->grid().digit(1), 7);
    typeKey(Qt::Key_Right);
    typeKey(Qt::Key_2);
    QCOMPARE(m_window->play()->game()->grid().digit(2), 2);
    typeKey(Qt::Key_Backspace);
    QCOMPARE(m_window->play()->game()->grid().digit(2), 0);
    typeKey(Qt::Key_Left);
    typeKey(Qt::Key_Delete);
    QCOMPARE(m_window->play()->game()->grid().digit(1), 0);
    typeKey(Qt::Key_4);
    typeKey(Qt::Key_0);
    QCOMPARE(m_window->play()->game()->grid().digit(1), 0);
}

void TestMainWindow::givensIgnoreTyping()
{
    loadTestPuzzle();
    clickCell(0);
    typeKey(Qt::Key_9);
    typeKey(Qt::Key_Delete);
    QCOMPARE(m_window->play()->game()->grid().digit(0), 4);
    QCOMPARE(m_window->play()->game()->undoStack()->count(), 0);
}

void TestMainWindow::numberPadEntersAndCounts()
{
    loadTestPuzzle();
    NumberPad *pad = m_window->numberPad();
    // The tooltip's first line (the second tells of the right click's filter).
    auto remaining = [pad](int digit) { return pad->digitButton(digit)->toolTip().section(QLatin1Char('\n'), 0, 0); };
    QCOMPARE(remaining(4), QStringLiteral("Place 4: 6 left")); // three 4s given
    clickCell(1);
    QTest::mouseClick(pad->digitButton(1), Qt::LeftButton);
    QCOMPARE(m_window->play()->game()->grid().digit(1), 1);
    QCOMPARE(remaining(1), QStringLiteral("Place 1: 6 left"));
    QTest::mouseClick(pad->eraseButton(), Qt::LeftButton);
    QCOMPARE(m_window->play()->game()->grid().digit(1), 0);

    // A digit placed nine times disables its button.
    const Grid solved = test::gridFromLine(Solution, test::DigitKind::Player);
    for (int cell = 0; cell < CellCount; ++cell) {
        if (solved.digit(cell) == 3 && m_window->play()->game()->grid().isEmpty(cell))
            m_window->play()->game()->setDigit(cell, 3);
    }
    QVERIFY(!pad->digitButton(3)->isEnabled());
    QVERIFY(pad->digitButton(5)->isEnabled());
}

void TestMainWindow::pencilMarksBothWays_data()
{
    QTest::addColumn<bool>("pencilMode");
    QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
    QTest::newRow("shift digit") << false << Qt::KeyboardModifiers(Qt::ShiftModifier);
    QTest::newRow("ctrl digit") << false << Qt::KeyboardModifiers(Qt::ControlModifier);
    QTest::newRow("pencil mode") << true << Qt::KeyboardModifiers(Qt::NoModifier);
    QTest::newRow("pencil mode, shift digit") << true << Qt::KeyboardModifiers(Qt::ShiftModifier);
}

void TestMainWindow::pencilMarksBothWays()
{
    QFETCH(bool, pencilMode);
    QFETCH(Qt::KeyboardModifiers, modifiers);
    loadTestPuzzle();
    clickCell(1);
    if (pencilMode) {
        typeKey(Qt::Key_Space);
        QVERIFY(m_window->play()->game()->pencilMode());
        QVERIFY(m_window->numberPad()->pencilButton()->isChecked());
    }
    typeKey(Qt::Key_1, modifiers);
    typeKey(Qt::Key_6, modifiers);
    typeKey(Qt::Key_1, modifiers);
    QCOMPARE(m_window->play()->game()->pencilMarks(1), Candidates::single(6));
    QCOMPARE(m_window->board()->pencilMarks()[1], Candidates::single(6));
    QCOMPARE(m_window->play()->game()->grid().digit(1), 0);
    if (pencilMode) {
        typeKey(Qt::Key_N);
        QVERIFY(!m_window->play()->game()->pencilMode());
        typeKey(Qt::Key_9);
        QCOMPARE(m_window->play()->game()->grid().digit(1), 9);
    }
}

void TestMainWindow::undoRedoShortcuts()
{
    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_1);
    typeKey(Qt::Key_Right);
    typeKey(Qt::Key_2);
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_window->play()->game()->grid().digit(2), 0);
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_window->play()->game()->grid().digit(1), 0);
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_window->play()->game()->grid().digit(1), 1);
    QTest::keyClick(m_window.get(), Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(m_window->play()->game()->grid().digit(2), 2);
}

void TestMainWindow::autoRemovalUndoneInOneStep()
{
    loadTestPuzzle();
    const QList<int> peers{cellAt(0, 1), cellAt(0, 2), cellAt(4, 3)};
    for (const int cell : peers) {
        clickCell(cell);
        typeKey(Qt::Key_3, Qt::ShiftModifier);
    }
    clickCell(cellAt(0, 3));
    typeKey(Qt::Key_3);
    for (const int cell : peers)
        QVERIFY(!m_window->board()->pencilMarks()[static_cast<std::size_t>(cell)].contains(3));
    m_window->actions().undo->trigger();
    QCOMPARE(m_window->play()->game()->grid().digit(cellAt(0, 3)), 0);
    for (const int cell : peers)
        QVERIFY(m_window->board()->pencilMarks()[static_cast<std::size_t>(cell)].contains(3));
}

void TestMainWindow::conflictsShownOnBoard()
{
    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_4); // r1c1 holds the given 4
    std::bitset<MaxCellCount> expected;
    expected.set(0);
    expected.set(1);
    QCOMPARE(m_window->board()->conflicts(), expected);
    typeKey(Qt::Key_Delete);
    QVERIFY(m_window->board()->conflicts().none());
}

void TestMainWindow::completionStopsTimerAndInput()
{
    loadTestPuzzle();
    Game *game = m_window->play()->game();
    int last = -1;
    for (int cell = 0; cell < CellCount; ++cell) {
        if (game->grid().isEmpty(cell)) {
            if (last >= 0)
                game->setDigit(last, solutionDigit(last));
            last = cell;
        }
    }
    QSignalSpy completed(game, &Game::completedGame);
    clickCell(last);
    typeKey(static_cast<Qt::Key>(Qt::Key_0 + solutionDigit(last)));
    QCOMPARE(completed.count(), 1);
    QVERIFY(game->isCompleted());
    auto *message = m_window->findChild<QMessageBox *>(QStringLiteral("completedMessage"));
    QVERIFY(message);
    QVERIFY(message->isVisible());
    QVERIFY(!message->isModal());
    QVERIFY(message->text().startsWith(QStringLiteral("You solved it in ")));

    const QString clock = m_window->clockText();
    m_clock.advance(5'000);
    QCOMPARE(m_window->clockText(), clock);
    typeKey(Qt::Key_Delete);
    QCOMPARE(game->grid().digit(last), solutionDigit(last));
    QVERIFY(!game->acceptsInput());
    QVERIFY(!m_window->numberPad()->digitButton(1)->isEnabled());
    QVERIFY(m_window->statusText().contains(QStringLiteral("Solved")));
    message->close();
}

void TestMainWindow::pauseHidesBoardAndStopsClock()
{
    loadTestPuzzle();
    clickCell(1);
    QTest::keyClick(m_window.get(), Qt::Key_P);
    QVERIFY(m_window->play()->game()->isPaused());
    QVERIFY(m_window->board()->isPaused());
    QVERIFY(!m_window->numberPad()->digitButton(5)->isEnabled());
    const qint64 stopped = m_window->play()->game()->elapsedMs();
    typeKey(Qt::Key_5);
    QCOMPARE(m_window->play()->game()->grid().digit(1), 0);
    m_clock.advance(5'000);
    QCOMPARE(m_window->play()->game()->elapsedMs(), stopped);
    typeKey(Qt::Key_Space); // no pencil mode while paused
    QVERIFY(!m_window->play()->game()->pencilMode());
    QTest::keyClick(m_window.get(), Qt::Key_P);
    QVERIFY(!m_window->play()->game()->isPaused());
    QVERIFY(!m_window->board()->isPaused());
    // A click on the paused board resumes too.
    QTest::keyClick(m_window.get(), Qt::Key_P);
    QVERIFY(m_window->play()->game()->isPaused());
    QTest::mouseClick(m_window->board(), Qt::LeftButton, Qt::NoModifier, m_window->board()->cellRect(40).center());
    QVERIFY(!m_window->play()->game()->isPaused());
    QCOMPARE(m_window->board()->selectedCell(), 1);
}

void TestMainWindow::saveOpenRoundTrip()
{
    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_1);
    clickCell(2);
    typeKey(Qt::Key_2, Qt::ShiftModifier);
    typeKey(Qt::Key_7, Qt::ShiftModifier);
    const Board before = m_window->play()->game()->board();
    const QString path = m_dir.filePath(QStringLiteral("round.sudoku"));
    QVERIFY(m_window->play()->writeTo(path, nullptr));

    m_window->play()->loadPuzzle(test::gridFromLine(Solution), QStringLiteral("other"));
    QVERIFY(m_window->play()->game()->board() != before);
    QVERIFY(m_window->openFile(path));
    QCOMPARE(m_window->play()->game()->board(), before);
    QCOMPARE(m_window->play()->game()->source(), QStringLiteral("top95 #1"));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("round.sudoku")));
}

void TestMainWindow::corruptFileLeavesGameUntouched_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("why");
    QTest::newRow("bad json") << QByteArray("{ \"format\": ") << "Not a Sudoku Studio game file: line 1";
    QTest::newRow("foreign json") << QByteArray("{\"hello\": 1}") << "Not a Sudoku Studio game file";
    QTest::newRow("bad puzzle character")
        << QByteArray("4.....8.5.3......k...7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n")
        << "Line 1, column 18";
    QTest::newRow("short puzzle") << QByteArray("4.....8.5.3....\n") << "Line 1";
    QTest::newRow("empty file") << QByteArray("# nothing\n") << "It holds no puzzle.";
}

void TestMainWindow::corruptFileLeavesGameUntouched()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, why);
    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_1);
    const Board before = m_window->play()->game()->board();
    const int undoCount = m_window->play()->game()->undoStack()->count();
    const QString path = m_dir.filePath(QStringLiteral("corrupt.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();

    QString message;
    answerNextModal([&message](QWidget *modal) { closeMessageBox(modal, &message); });
    QVERIFY(!m_window->openFile(path));
    QVERIFY2(message.contains(why), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("corrupt.txt")));
    QCOMPARE(m_window->play()->game()->board(), before);
    QCOMPARE(m_window->play()->game()->undoStack()->count(), undoCount);
}

void TestMainWindow::markupFromOutsideShowsAsText_data()
{
    // What a file may say that a rich-text label would render: a heading, an image of the
    // player's own files, a link.
    QTest::addColumn<Markup>("path");
    QTest::addColumn<QString>("markup");
    QTest::newRow("a game file's source") << Markup::GameSource
                                          << QStringLiteral("<h1>BIG</h1><img src=\"/etc/x.png\"><a href=\"x\">a</a>");
    QTest::newRow("a file's name") << Markup::FileName << QStringLiteral("<h1>BIG.txt");
    QTest::newRow("what a file holds, quoted") << Markup::FileContent << QStringLiteral("<h1>");
    QTest::newRow("pasted text") << Markup::Pasted << QStringLiteral("<h1>");
    QTest::newRow("the chooser's tool tips") << Markup::ChooserToolTip << QStringLiteral("<h1>");
}

void TestMainWindow::markupFromOutsideShowsAsText()
{
    QFETCH(Markup, path);
    QFETCH(QString, markup);
    const auto writeTo = [this](const QString &name, const QByteArray &content) {
        const QString file = m_dir.filePath(name);
        QFile out(file);
        return out.open(QIODevice::WriteOnly) && out.write(content) == content.size() ? file : QString();
    };
    switch (path) {
    case Markup::GameSource: {
        // Shown in the status bar, and again at every start: the game is autosaved.
        loadTestPuzzle();
        SavedGame saved = m_window->play()->game()->saved();
        saved.source = markup;
        const QString file = writeTo(QStringLiteral("source.sudoku"), writeGameFile(saved));
        QVERIFY(m_window->openFile(file));
        for (int start = 0; start < 2; ++start) {
            QLabel *status = nullptr;
            for (QLabel *label : m_window->statusBar()->findChildren<QLabel *>()) {
                if (label->text().contains(markup))
                    status = label;
            }
            QVERIFY(status);
            QVERIFY(drawnAsPlainText(status));
            m_window->close();
            makeWindow();
        }
        break;
    }
    case Markup::FileName:
    case Markup::FileContent: {
        const QString file = path == Markup::FileName ? writeTo(markup, "not a puzzle")
                                                      : writeTo(QStringLiteral("quoted.txt"), "9\n" + markup.toUtf8() + "\n");
        QVERIFY(!file.isEmpty());
        answerNextModal([&](QWidget *modal) {
            verifyPlainTexts(modal, markup);
            closeMessageBox(modal);
        });
        QVERIFY(!m_window->openFile(file));
        break;
    }
    case Markup::Pasted:
        // A coordinate list whose count the reader quotes: "found '<h1>'".
        QGuiApplication::clipboard()->setText(QStringLiteral("9\n") + markup);
        answerNextModal([&](QWidget *modal) {
            verifyPlainTexts(modal, markup);
            closeMessageBox(modal);
        });
        m_window->actions().paste->trigger();
        break;
    case Markup::ChooserToolTip: {
        // Two records, one unreadable: its row's tip quotes it, as text.
        QGuiApplication::clipboard()->setText(QString::fromLatin1(Puzzle) + QStringLiteral("\n\n") + markup
                                              + QStringLiteral("\n"));
        QString tip;
        answerNextModal([&](QWidget *modal) {
            auto *chooser = qobject_cast<PuzzleChooser *>(modal);
            QVERIFY(chooser);
            tip = chooser->view()->model()->index(1, 0).data(Qt::ToolTipRole).toString();
            chooser->reject();
        });
        m_window->actions().paste->trigger();
        // A tip renders what looks like markup: this one is escaped, and reads as the text.
        QTextDocument shown;
        shown.setHtml(tip);
        QVERIFY2(shown.toPlainText().endsWith(QStringLiteral("found '<'")), qPrintable(tip));
        break;
    }
    }
}

void TestMainWindow::autosaveResumesInFreshWindow()
{
    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_1);
    clickCell(2);
    typeKey(Qt::Key_5, Qt::ShiftModifier);
    m_clock.advance(61'000); // some time on the clock
    const Board before = m_window->play()->game()->board();
    const qint64 elapsed = m_window->play()->game()->elapsedMs();
    QCOMPARE(m_window->clockText(), QStringLiteral("1:01"));
    m_window->close(); // autosaves on quit
    m_window.reset();

    makeWindow();
    QCOMPARE(m_window->play()->game()->board(), before);
    QCOMPARE(m_window->play()->game()->source(), QStringLiteral("top95 #1"));
    QCOMPARE(m_window->play()->game()->elapsedMs(), elapsed);
}

void TestMainWindow::damagedAutosaveIsSetAside()
{
    for (const QByteArray &content : {QByteArray("{ damaged"), QByteArray("{ damaged again")}) {
        m_window.reset();
        QFile file(Autosave::path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        const QStringList before = damagedCopies();
        makeWindow();
        QStringList added = damagedCopies();
        for (const QString &old : before)
            added.removeOne(old);
        QCOMPARE(added.size(), 1);
        QVERIFY(m_window->statusText().contains(QStringLiteral("bundled")));
        // The player is told, once the window is up, why and where the file is kept.
        QMessageBox *told = nullptr;
        QTRY_VERIFY((told = m_window->findChild<QMessageBox *>(QStringLiteral("damagedAutosave"))));
        QVERIFY2(told->text().contains(QStringLiteral("unterminated object")), qPrintable(told->text()));
        QVERIFY2(told->informativeText().contains(added.constFirst()), qPrintable(told->informativeText()));
        const QPointer<QMessageBox> closing = told;
        told->close();
        QTRY_VERIFY(!closing);
    }
    // Each kept under a name with its date; the older copy stays.
    const QStringList copies = damagedCopies();
    QCOMPARE(copies.size(), 2);
    const QRegularExpression dated(QStringLiteral("autosave-damaged-\\d{4}-\\d\\d-\\d\\d-\\d{6}(-2)?\\.sudoku$"));
    for (const QString &copy : copies)
        QVERIFY2(dated.match(copy).hasMatch(), qPrintable(copy));
    QStringList contents;
    for (const QString &copy : copies) {
        QFile kept(copy);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        contents << QString::fromUtf8(kept.readAll());
    }
    contents.sort();
    QCOMPARE(contents, (QStringList{QStringLiteral("{ damaged"), QStringLiteral("{ damaged again")}));
}

void TestMainWindow::failedAutosaveIsShown()
{
    loadTestPuzzle();
    QVERIFY(blockAutosave());
    const QLabel *warning = m_window->findChild<QLabel *>(QStringLiteral("saveWarning"));
    QVERIFY(warning);
    QVERIFY(!m_window->play()->autosaver()->save());
    // A dialog the first time, naming the path and the reason; a warning while it lasts.
    QMessageBox *box = m_window->findChild<QMessageBox *>(QStringLiteral("autosaveFailed"));
    QVERIFY(box);
    QVERIFY(box->text().contains(Autosave::path()));
    QVERIFY2(box->text().contains(m_window->play()->autosaver()->error()), qPrintable(box->text()));
    QVERIFY(!m_window->play()->autosaver()->error().isEmpty());
    QVERIFY(warning->isVisible());
    QVERIFY(warning->toolTip().contains(Autosave::path()));
    const QPointer<QMessageBox> closing = box;
    box->close();
    QTRY_VERIFY(!closing);
    QVERIFY(!m_window->play()->autosaver()->save());
    QVERIFY(!m_window->findChild<QMessageBox *>(QStringLiteral("autosaveFailed"))); // not again
    QVERIFY(warning->isVisible());
    // Saving works again: the warning goes.
    unblockAutosave();
    QVERIFY(m_window->play()->autosaver()->save());
    QVERIFY(!warning->isVisible());
    QVERIFY(m_window->play()->autosaver()->error().isEmpty());
}

void TestMainWindow::quitAfterAFailedSaveAsks_data()
{
    QTest::addColumn<QString>("answer"); // the button pressed
    QTest::addColumn<bool>("closed");
    QTest::newRow("cancel") << QStringLiteral("Cancel") << false;
    QTest::newRow("quit anyway") << QStringLiteral("&Quit Anyway") << true;
    QTest::newRow("save as, then cancel the file dialog") << QStringLiteral("Save &As…") << false;
}

void TestMainWindow::quitAfterAFailedSaveAsks()
{
    QFETCH(QString, answer);
    QFETCH(bool, closed);
    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_1);
    QVERIFY(blockAutosave());
    QString asked;
    answerNextModal([answer, &asked](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        QCOMPARE(box->objectName(), QStringLiteral("quitUnsaved"));
        asked = box->text();
        for (QAbstractButton *button : box->buttons()) {
            if (button->text() == answer) {
                if (answer.startsWith(QStringLiteral("Save")))
                    answerNextModal([](QWidget *dialog) { dialog->close(); }); // the file dialog
                button->click();
                return;
            }
        }
        QFAIL("no such button");
    });
    QCOMPARE(m_window->close(), closed);
    QVERIFY2(asked.contains(Autosave::path()), qPrintable(asked));
    QCOMPARE(m_window->isVisible(), !closed);
    if (!closed)
        QCOMPARE(m_window->play()->game()->grid().digit(1), 1); // the game is still in play
}

void TestMainWindow::multiPuzzleFileOpensChooser()
{
    const QString path = m_dir.filePath(QStringLiteral("three.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("# three puzzles, the second unreadable\n");
    file.write(QByteArray(Solution).left(80) + ".\n");
    file.write("12345\n");
    file.write(QByteArray(Puzzle) + "\n");
    file.close();

    int rows = -1;
    int chosenFirst = -1;
    bool secondSelectable = true;
    answerNextModal([&](QWidget *modal) {
        auto *chooser = qobject_cast<PuzzleChooser *>(modal);
        QVERIFY(chooser);
        QTableView *view = chooser->view();
        rows = view->model()->rowCount();
        chosenFirst = chooser->chosenIndex();
        secondSelectable = view->model()->flags(view->model()->index(1, 0)) & Qt::ItemIsSelectable;
        view->selectRow(2);
        chooser->accept();
    });
    QVERIFY(m_window->openFile(path));
    QCOMPARE(rows, 3);
    QCOMPARE(chosenFirst, 0); // the first readable puzzle comes chosen
    QVERIFY(!secondSelectable);
    QCOMPARE(m_window->play()->game()->grid(), test::gridFromLine(Puzzle));
    QCOMPARE(m_window->play()->game()->source(), QStringLiteral("three.txt #3"));
}

// A file too big to read whole: the chooser lists its puzzles as they are found, and the one
// chosen is read from the file.
void TestMainWindow::largeFileListsAsItIsRead()
{
    const QString path = m_dir.filePath(QStringLiteral("large.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray other = QByteArray(Solution).left(80) + ".\n";
    const qint64 lines = LargeFileBytes / other.size() + 1000;
    for (qint64 line = 0; line < lines; ++line)
        file.write(line == 70000 ? QByteArray(Puzzle) + "\n" : other);
    file.close();
    QVERIFY(file.size() > LargeFileBytes);

    int rows = -1;
    QString summary;
    answerNextModal([&](QWidget *modal) {
        auto *chooser = qobject_cast<PuzzleChooser *>(modal);
        QVERIFY(chooser);
        QTableView *view = chooser->view();
        QTRY_VERIFY_WITH_TIMEOUT(!chooser->isListing(), 60000);
        rows = view->model()->rowCount();
        summary = chooser->findChild<QLabel *>(QStringLiteral("chooserSummary"))->text();
        view->selectRow(70000);
        chooser->accept();
    });
    QVERIFY(m_window->openFile(path));
    QCOMPARE(rows, static_cast<int>(lines));
    QCOMPARE(summary, QStringLiteral("large.txt holds %1 puzzles.").arg(QLocale().toString(lines)));
    QCOMPARE(m_window->play()->game()->grid(), test::gridFromLine(Puzzle));
    QCOMPARE(m_window->play()->game()->source(), QStringLiteral("large.txt #70001"));
}

void TestMainWindow::copyAndPaste()
{
    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_1);
    m_window->actions().copyPuzzle->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromLatin1(Puzzle));
    m_window->actions().copyState->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text().left(3), QStringLiteral("41."));

    // A boxed grid pasted from elsewhere, over the game in progress: the player agrees.
    QGuiApplication::clipboard()->setText(QString::fromStdString(toBoxedGrid(test::gridFromLine(Solution))));
    answerNextModal([](QWidget *modal) {
        QCOMPARE(modal->objectName(), QStringLiteral("discardQuestion"));
        qobject_cast<QMessageBox *>(modal)->done(QMessageBox::Discard);
    });
    m_window->actions().paste->trigger();
    QCOMPARE(m_window->play()->game()->grid().givenCount(), 81);
    QVERIFY(m_window->play()->game()->isCompleted() || m_window->play()->game()->grid().isSolved());
    // Kept as a key, so a Persian window (or one opened later in another language) says it in
    // its own words; shown as "Pasted puzzle" here.
    QCOMPARE(m_window->play()->game()->source(), pastedSource());
    QVERIFY2(m_window->statusText().contains(QStringLiteral("Pasted puzzle")), qPrintable(m_window->statusText()));

    QGuiApplication::clipboard()->setText(QStringLiteral("not a puzzle at all"));
    QString message;
    answerNextModal([&message](QWidget *modal) { closeMessageBox(modal, &message); });
    m_window->actions().paste->trigger();
    QVERIFY2(message.contains(QStringLiteral("Line 1")), qPrintable(message));
    QCOMPARE(m_window->play()->game()->grid().givenCount(), 81);
}

void TestMainWindow::droppedFileOpens()
{
    const QString path = m_dir.filePath(QStringLiteral("dropped.sdk"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#Aauthor\n" + QByteArray::fromStdString(toBoxedGrid(test::gridFromLine(Puzzle))));
    file.close();

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPointF centre = QRectF(m_window->rect()).center();
    QDragEnterEvent enter(centre.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    QCOMPARE(m_window->play()->game()->grid(), test::gridFromLine(Puzzle));
    QCOMPARE(m_window->play()->game()->source(), QStringLiteral("dropped.sdk"));
}

// Save As: the file dialog shows a whole date in its Date Modified column (Qt's own size cut
// "28 Nov 2026 09:48:35" to "28 Nov…:48:35"), and a name typed without a suffix is saved with
// the game's.
void TestMainWindow::saveAsGivesTheSuffixAndShowsWholeDates()
{
    loadTestPuzzle();
    QSettings().setValue(QStringLiteral("files/lastDirectory"), m_dir.path());
    QString dateShown;
    pendingAnswer = test::answerNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<QFileDialog *>(modal);
        QVERIFY(dialog);
        auto *view = dialog->findChild<QTreeView *>(QStringLiteral("treeView"));
        QVERIFY(view);
        const QString date =
            QLocale::system().toString(QDateTime(QDate(2026, 11, 28), QTime(9, 48, 35)), QLocale::ShortFormat);
        QVERIFY2(view->header()->sectionSize(3) > view->fontMetrics().horizontalAdvance(date),
                 qPrintable(QStringLiteral("%1 pixels for %2").arg(view->header()->sectionSize(3)).arg(date)));
        // Typed into the name field: selectFile() leaves the field alone once it has the
        // focus, which the dialog may or may not have been given by now.
        QCOMPARE(QDir(dialog->directory()), QDir(m_dir.path()));
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        name->setText(QStringLiteral("monday"));
        QMetaObject::invokeMethod(dialog, &QDialog::accept); // the Save button
    });
    m_window->actions().saveAs->trigger();
    QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("monday.sudoku"))));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("monday"))));
}

// View › Filter: Alt+4 shows where 4 can go and Alt+4 again turns it off; Alt+0 the cells
// with two candidates; a right click on the pad's 7 filters by 7 and presses it in; a 16×16
// board lists its sixteen digits.
void TestMainWindow::filterByKeysMenuAndPad()
{
    loadTestPuzzle();
    BoardWidget *board = m_window->board();
    typeKey(Qt::Key_4, Qt::AltModifier);
    QCOMPARE(board->filter(), BoardFilter::forDigit(4));
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("filterMenu"));
    QVERIFY(menu);
    const auto checked = [menu] {
        QStringList texts;
        for (const QAction *action : menu->actions())
            if (action->isChecked())
                texts << action->text();
        return texts;
    };
    QCOMPARE(checked(), QStringList{QStringLiteral("Where 4 Can Go")});
    typeKey(Qt::Key_4, Qt::AltModifier);
    QCOMPARE(board->filter(), BoardFilter{});
    QVERIFY(checked().isEmpty());
    typeKey(Qt::Key_0, Qt::AltModifier);
    QCOMPARE(board->filter(), BoardFilter::bivalue());

    QAbstractButton *seven = m_window->numberPad()->digitButton(7);
    emit seven->customContextMenuRequested(seven->rect().center()); // its right click
    QCOMPARE(board->filter(), BoardFilter::forDigit(7));
    QCOMPARE(m_window->numberPad()->filteredDigit(), 7);
    emit seven->customContextMenuRequested(seven->rect().center());
    QCOMPARE(board->filter(), BoardFilter{});
    QCOMPARE(m_window->numberPad()->filteredDigit(), 0);

    const auto [puzzle, solution] = goldenPuzzle("4x4");
    m_window->play()->loadPuzzle(puzzle, QStringLiteral("golden"), easyRating());
    QCOMPARE(menu->actions().size(), 2 + 16); // two candidates, a separator, sixteen digits
}

// A colour pen taken up by its key, its menu item or its pad button, shown on all three and
// in the status bar; with it a click paints, undo takes the paint back, Esc puts the pen down.
// Entering a puzzle puts it down too (givens take no colours).
void TestMainWindow::colourPensByKeysMenuAndPad()
{
    loadTestPuzzle();
    BoardWidget *board = m_window->board();
    NumberPad *pad = m_window->numberPad();
    const Game *game = m_window->play()->game();
    const auto penShown = [&](int colour) {
        return board->colourPen() == colour && pad->penButton(colour)->isChecked()
            && m_window->actions().colourPens[static_cast<std::size_t>(colour)]->isChecked();
    };
    typeKey(Qt::Key_2, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(penShown(2));
    bool said = false;
    for (const QLabel *label : m_window->statusBar()->findChildren<QLabel *>())
        said = said || label->text() == QStringLiteral("sky blue pen");
    QVERIFY(said);
    clickCell(1); // r1c2, no pencil marks: the cell
    QCOMPARE(game->colouring().cell(1), 2);
    QCOMPARE(game->grid().digit(1), 0); // nothing placed
    typeKey(Qt::Key_2, Qt::ControlModifier | Qt::AltModifier); // again: down
    QVERIFY(penShown(0));
    clickCell(2);
    QCOMPARE(game->colouring().cell(2), 0);

    m_window->actions().colourPens[5]->trigger();
    QVERIFY(penShown(5));
    typeKey(Qt::Key_7); // r1c3 selected: its candidate 7, pencilled in with it
    QCOMPARE(game->colouring().candidate(2, 7), 5);
    QVERIFY(game->pencilMarks(2).contains(7));
    QVERIFY(m_window->actions().clearAllColours->isEnabled());
    m_window->actions().undo->trigger();
    QCOMPARE(game->colouring().candidate(2, 7), 0);
    QCOMPARE(game->colouring().cell(1), 2);

    QTest::mouseClick(pad->penButton(4), Qt::LeftButton);
    QVERIFY(penShown(4));
    QTest::mouseClick(pad->penButton(4), Qt::LeftButton); // the pen taken: down
    QVERIFY(penShown(0));
    QTest::mouseClick(pad->penButton(1), Qt::LeftButton);
    typeKey(Qt::Key_Escape);
    QVERIFY(penShown(0));

    m_window->actions().clearAllColours->trigger();
    QVERIFY(game->colouring().isEmpty());
    m_window->actions().colourPens[3]->trigger();
    m_window->play()->startEditing(Shape::classic());
    QVERIFY(penShown(0));
    QVERIFY(!pad->penButton(3)->isEnabled());
    QVERIFY(!m_window->actions().colourPens[3]->isEnabled());
    m_window->play()->cancelEditing();
}

// The very first start asks the level and size of a first puzzle, with a word on hints, and
// plays what was chosen; never again, whether answered or skipped; never over a resumed game.
void TestMainWindow::welcomesOnTheFirstStartOnly()
{
    QVERIFY(!PlaySettings::welcomed());
    const QString bundled = m_window->play()->game()->source();
    bool asked = false;
    pendingAnswer = test::answerNextModal([&asked](QWidget *modal) {
        auto *dialog = qobject_cast<NewGameDialog *>(modal);
        QVERIFY(dialog);
        asked = true;
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Welcome to Sudoku Studio"));
        QCOMPARE(dialog->level(), Level::Easy);
        QVERIFY(!dialog->findChild<QWidget *>(QStringLiteral("symmetry"))->isVisible());
        QVERIFY(!dialog->findChild<QWidget *>(QStringLiteral("seed"))->isVisible());
        QStringList texts;
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            if (label->isVisible())
                texts << label->text();
        QVERIFY2(texts.join(u' ').contains(QStringLiteral("never guess")), qPrintable(texts.join(u'|')));
        dialog->setShape(Shape{2, 2});
        QCOMPARE(dialog->generateButton()->text(), QStringLiteral("&Play"));
        dialog->generateButton()->click(); // accepted once the puzzle is made
    });
    m_window->welcomeOnFirstStart();
    QVERIFY(asked);
    QVERIFY(PlaySettings::welcomed());
    QCOMPARE(m_window->play()->game()->grid().size(), 4);
    QVERIFY(m_window->play()->game()->source() != bundled);

    // Whether the welcome comes now (answered, if it does, by Skip).
    const auto welcomes = [this] {
        bool shown = false;
        delete pendingAnswer;
        pendingAnswer = test::answerNextModal([&shown](QWidget *modal) {
            shown = true;
            qobject_cast<QDialog *>(modal)->reject();
        });
        m_window->welcomeOnFirstStart();
        return shown;
    };
    // Not again.
    QVERIFY(!welcomes());

    // A player from before the welcome, who chose a New Game then, is not welcomed.
    QSettings().remove(QStringLiteral("newGame/welcomed"));
    QVERIFY(!welcomes());

    // Skipped: the bundled puzzle stays, and the question is not asked again either.
    QSettings().remove(QStringLiteral("newGame/level"));
    m_window->play()->startBundled(QStringLiteral("easy"));
    const QString kept = m_window->play()->game()->source();
    QVERIFY(welcomes());
    QCOMPARE(m_window->play()->game()->source(), kept);
    QVERIFY(PlaySettings::welcomed());

    // A start that resumes a game never asks, even unwelcomed.
    QSettings().remove(QStringLiteral("newGame/welcomed"));
    QVERIFY(m_window->play()->autosaver()->save());
    m_window.reset();
    makeWindow();
    QVERIFY(!welcomes());
    QVERIFY(!PlaySettings::welcomed());
}

// Enter a Puzzle on another size than the board's: chosen in its question.
void TestMainWindow::enterPuzzleAsksTheSize()
{
    loadTestPuzzle();
    pendingAnswer = test::answerNextModal([](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        QVERIFY(dialog);
        QCOMPARE(dialog->comboBoxItems().size(), static_cast<qsizetype>(PlaySettings::playableShapes().size()));
        dialog->setTextValue(Explain::shape(Shape{4, 4}));
        dialog->accept();
    });
    m_window->actions().enterPuzzle->trigger();
    QVERIFY(m_window->play()->game()->isEditing());
    QCOMPARE(m_window->play()->game()->grid().shape(), (Shape{4, 4}));
    m_window->play()->cancelEditing();

    // Cancelled, nothing changes.
    pendingAnswer = test::answerNextModal([](QWidget *modal) { qobject_cast<QDialog *>(modal)->reject(); });
    m_window->actions().enterPuzzle->trigger();
    QVERIFY(!m_window->play()->game()->isEditing());
    QCOMPARE(m_window->play()->game()->grid(), test::gridFromLine(Puzzle));
}

void TestMainWindow::enterOwnPuzzle()
{
    loadTestPuzzle();
    pendingAnswer = test::answerNextModal([](QWidget *modal) { qobject_cast<QDialog *>(modal)->accept(); });
    m_window->actions().enterPuzzle->trigger();
    QVERIFY(m_window->play()->game()->isEditing());
    // Type the givens of the test puzzle, cell by cell, moving with the arrows.
    clickCell(0);
    for (int cell = 0; cell < CellCount; ++cell) {
        if (Puzzle[cell] != '.')
            typeKey(static_cast<Qt::Key>(Qt::Key_0 + (Puzzle[cell] - '0')));
        if (cell % 9 != 8)
            typeKey(Qt::Key_Right);
        else if (cell != 80) {
            for (int i = 0; i < 8; ++i)
                typeKey(Qt::Key_Left);
            typeKey(Qt::Key_Down);
        }
    }
    QCOMPARE(m_window->play()->game()->grid(), test::gridFromLine(Puzzle));

    // A second 4 in row 1: Start says no solution and names the cells.
    clickCell(8);
    typeKey(Qt::Key_5);
    clickCell(1);
    typeKey(Qt::Key_4);
    QString message;
    answerNextModal([&message](QWidget *modal) { closeMessageBox(modal, &message); });
    auto *start = m_window->findChild<QPushButton *>(QStringLiteral("startButton"));
    QVERIFY(start && start->isVisible());
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_VERIFY(!message.isEmpty()); // the check runs off the GUI thread
    QVERIFY2(message.contains(QStringLiteral("r1c1, r1c2")), qPrintable(message));
    QVERIFY(m_window->play()->game()->isEditing());
    QVERIFY(m_window->board()->flaggedCells().test(0));
    QVERIFY(m_window->board()->flaggedCells().test(1));
    QCOMPARE(m_window->board()->flaggedCells().count(), 2u);

    typeKey(Qt::Key_Delete);
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_VERIFY(!start->isVisible());
    QVERIFY(!m_window->play()->game()->isEditing());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->play()->game()->isSolutionKnown(), 60000);
    QCOMPARE(m_window->play()->game()->solutionCount(), 1);
    QVERIFY(m_window->play()->game()->grid().isGiven(0));
}

void TestMainWindow::replacingAGameInProgressAsksFirst()
{
    loadTestPuzzle();
    QAction *newEasy = m_window->actions().newEasy;
    // Nothing entered yet: a new puzzle comes without a question.
    newEasy->trigger();
    QVERIFY(m_window->statusText().contains(QStringLiteral("bundled")));

    loadTestPuzzle();
    clickCell(1);
    typeKey(Qt::Key_7);
    // The player says no: the game stays as it was.
    QString question;
    answerNextModal([&question](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        QCOMPARE(box->objectName(), QStringLiteral("discardQuestion"));
        question = box->text();
        box->done(QMessageBox::Cancel);
    });
    newEasy->trigger();
    QVERIFY(question.contains(QStringLiteral("replaced")));
    QCOMPARE(m_window->play()->game()->grid().digit(1), 7);
    QCOMPARE(m_window->play()->game()->source(), QStringLiteral("top95 #1"));
    // Yes: the new puzzle replaces it.
    answerNextModal([](QWidget *modal) { qobject_cast<QMessageBox *>(modal)->done(QMessageBox::Discard); });
    newEasy->trigger();
    QVERIFY(m_window->statusText().contains(QStringLiteral("bundled")));
    QVERIFY(!m_window->play()->game()->hasPlayerEntries());

    // Save First: a game with its own file is saved there, then replaced; Save First is what
    // Enter chooses.
    loadTestPuzzle();
    const QString path = m_dir.filePath(QStringLiteral("kept.sudoku"));
    QVERIFY(m_window->play()->writeTo(path, nullptr));
    QVERIFY(m_window->openFile(path));
    clickCell(1);
    typeKey(Qt::Key_7);
    answerNextModal([](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        QCOMPARE(box->defaultButton(), box->button(QMessageBox::Save));
        box->done(QMessageBox::Save);
    });
    newEasy->trigger();
    QVERIFY(m_window->statusText().contains(QStringLiteral("bundled")));
    QVERIFY(m_window->openFile(path));
    QCOMPARE(m_window->play()->game()->grid().digit(1), 7);
}

void TestMainWindow::autosaveRemembersTheGameFile()
{
    loadTestPuzzle();
    const QString path = m_dir.filePath(QStringLiteral("remembered.sudoku"));
    QVERIFY(m_window->play()->writeTo(path, nullptr));
    QVERIFY(m_window->openFile(path));
    clickCell(1);
    typeKey(Qt::Key_1); // a change the file does not have yet
    m_window->close();
    m_window.reset();

    makeWindow();
    QCOMPARE(m_window->play()->game()->grid().digit(1), 1);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("remembered.sudoku")));
    QVERIFY(m_window->isWindowModified());
    // Save writes to that file, with no dialog, and the title is clean again.
    m_window->actions().save->trigger();
    QVERIFY(!m_window->isWindowModified());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const GameFileResult read = readGameFile(file.readAll());
    QVERIFY(read.game);
    QCOMPARE(read.game->board.grid.digit(1), 1);
}

void TestMainWindow::restartAfterCompletion()
{
    loadTestPuzzle();
    Game *game = m_window->play()->game();
    for (int cell = 0; cell < CellCount; ++cell) {
        if (game->grid().isEmpty(cell))
            game->setDigit(cell, solutionDigit(cell));
    }
    QVERIFY(game->isCompleted());
    QAction *restart = m_window->actions().restart;
    QVERIFY(restart->isEnabled());
    restart->trigger();
    QVERIFY(!game->isCompleted());
    QVERIFY(!game->hasPlayerEntries());
    QVERIFY(game->acceptsInput());
    delete m_window->findChild<QMessageBox *>(QStringLiteral("completedMessage"));
}

// View › Theme: Dark turns the application dark at once, board included, and is kept; System
// gives back the look the program started with.
void TestMainWindow::themeChangesTheWholeWindow()
{
    const QPalette system = QApplication::palette();
    // Every theme's style is a proxy (theme.cpp) over the system's or Fusion.
    const auto baseStyle = [] {
        const auto *proxy = qobject_cast<const QProxyStyle *>(QApplication::style());
        return proxy && proxy->baseStyle() ? proxy->baseStyle()->name() : QApplication::style()->name();
    };
    const QString systemStyle = baseStyle();
    const auto choose = [this](const char *name) {
        for (QAction *action : m_window->actions().theme->actions()) {
            if (action->objectName() == QLatin1String(name))
                action->trigger();
        }
    };
    QVERIFY(m_window->actions().theme->checkedAction());
    QCOMPARE(m_window->actions().theme->checkedAction()->objectName(), QStringLiteral("themeSystem"));

    choose("themeDark");
    QCOMPARE(theme::current(), theme::Theme::Dark);
    // Fusion, under the proxy that edges the check boxes (tst_boardwidget controlsStandOut).
    QVERIFY(qobject_cast<const QProxyStyle *>(QApplication::style()));
    QCOMPARE(baseStyle(), QStringLiteral("fusion"));
    QCOMPARE(QApplication::palette().color(QPalette::Window), theme::darkPalette().color(QPalette::Window));
    // Qt hands the new palette to the widgets by event.
    QTRY_COMPARE(m_window->board()->colors().background, theme::darkPalette().color(QPalette::Base));
    QCOMPARE(m_window->palette().color(QPalette::WindowText), theme::darkPalette().color(QPalette::WindowText));
    QCOMPARE(theme::saved(), theme::Theme::Dark);

    choose("themeLight");
    QTRY_COMPARE(m_window->board()->colors().background, theme::lightPalette().color(QPalette::Base));
    QCOMPARE(theme::saved(), theme::Theme::Light);

    choose("themeSystem");
    QCOMPARE(baseStyle(), systemStyle);
    QCOMPARE(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
    QCOMPARE(theme::saved(), theme::Theme::System);
}

// Game › Enter a Puzzle of Size: one action for each playable shape, smallest first, its data
// the box as rows x columns.
void TestMainWindow::enterSizeMenuListsEveryShape()
{
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("enterSizeMenu"));
    QVERIFY(menu);
    QStringList data;
    QStringList texts;
    for (const QAction *action : menu->actions()) {
        data << action->data().toString();
        texts << action->text();
    }
    QCOMPARE(data, (QStringList{"2x2", "2x3", "3x2", "2x4", "3x3", "3x4", "4x3", "4x4", "5x5"}));
    QCOMPARE(texts, (QStringList{"4×4", "6×6, boxes 2×3", "6×6, boxes 3×2", "8×8, boxes 2×4", "9×9",
                                 "12×12, boxes 3×4", "12×12, boxes 4×3", "16×16", "25×25"}));
    QStringList playable;
    for (const Shape shape : PlaySettings::playableShapes())
        playable << QString::fromStdString(boxName(shape));
    QCOMPARE(data, playable);
}

void TestMainWindow::enterAPuzzleOfASize_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<Qt::Key>("key");  // typed in r1c1
    QTest::addColumn<int>("digit");    // the given it makes; 0: none
    QTest::newRow("4x4: 4") << QStringLiteral("2x2") << Qt::Key_4 << 4;
    QTest::newRow("4x4: 5 is no digit of the board") << QStringLiteral("2x2") << Qt::Key_5 << 0;
    QTest::newRow("6x6 3x2: 6") << QStringLiteral("3x2") << Qt::Key_6 << 6;
    QTest::newRow("9x9: 9") << QStringLiteral("3x3") << Qt::Key_9 << 9;
    QTest::newRow("12x12 4x3: C") << QStringLiteral("4x3") << Qt::Key_C << 12;
    QTest::newRow("16x16: G") << QStringLiteral("4x4") << Qt::Key_G << 16;
    QTest::newRow("16x16: H is no digit of the board") << QStringLiteral("4x4") << Qt::Key_H << 0;
    QTest::newRow("25x25: P") << QStringLiteral("5x5") << Qt::Key_P << 25;
}

// Each size's action starts an empty board of its shape to type givens on, from a 9×9 game;
// Cancel gives the game back.
void TestMainWindow::enterAPuzzleOfASize()
{
    QFETCH(QString, box);
    QFETCH(Qt::Key, key);
    QFETCH(int, digit);
    const Shape shape = *Shape::fromBoxName(box.toStdString());
    const int n = shape.size();
    loadTestPuzzle();
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("enterSizeMenu"));
    QVERIFY(menu);
    QAction *chosen = nullptr;
    for (QAction *action : menu->actions()) {
        if (action->data().toString() == box)
            chosen = action;
    }
    QVERIFY(chosen);
    chosen->trigger();

    const Game *game = m_window->play()->game();
    QVERIFY(game->isEditing());
    QCOMPARE(game->grid().size(), n);
    QCOMPARE(game->grid().shape(), shape);
    QCOMPARE(game->grid().filledCount(), 0);
    QCOMPARE(m_window->board()->grid().shape(), shape);
    QCOMPARE(m_window->board()->selectedCell(), 0);
    QVERIFY(m_window->numberPad()->digitButton(n));
    QVERIFY(!m_window->numberPad()->digitButton(n + 1));
    auto *start = m_window->findChild<QPushButton *>(QStringLiteral("startButton"));
    QVERIFY(start && start->isVisible());
    // One puzzle is entered at a time: Start or Cancel ends it before another size or Ctrl+E.
    QVERIFY(!menu->isEnabled());
    QVERIFY(!m_window->actions().enterPuzzle->isEnabled());

    typeKey(key);
    QCOMPARE(game->grid().digit(0), digit);
    QCOMPARE(game->grid().isGiven(0), digit != 0);
    QCOMPARE(game->grid().filledCount(), digit != 0 ? 1 : 0);

    m_window->play()->cancelEditing();
    QVERIFY(!game->isEditing());
    QVERIFY(menu->isEnabled());
    QVERIFY(m_window->actions().enterPuzzle->isEnabled());
    QCOMPARE(game->grid(), test::gridFromLine(Puzzle));
    QVERIFY(m_window->numberPad()->digitButton(9));
    QVERIFY(!m_window->numberPad()->digitButton(10));
}

void TestMainWindow::enterPuzzleKeepsTheBoardsSize_data()
{
    QTest::addColumn<QByteArray>("box");
    QTest::newRow("4x4") << QByteArray("2x2");
    QTest::newRow("6x6 3x2") << QByteArray("3x2");
    QTest::newRow("16x16") << QByteArray("4x4");
}

// Enter a Puzzle (Ctrl+E, typed on the board: Ctrl + a letter stays the window's on 16×16,
// where E is a digit) keeps the shape of the board in play.
void TestMainWindow::enterPuzzleKeepsTheBoardsSize()
{
    QFETCH(QByteArray, box);
    const auto [puzzle, solution] = goldenPuzzle(box);
    QVERIFY(solution.isFull());
    const Shape shape = puzzle.shape();
    m_window->play()->loadPuzzle(puzzle, QStringLiteral("golden"), easyRating());
    QCOMPARE(m_window->play()->game()->grid().shape(), shape);
    clickCell(1);
    QVERIFY(m_window->board()->hasFocus());

    // Asked the size, the board's own chosen first: Enter takes it.
    QString offered;
    pendingAnswer = test::answerNextModal([&offered](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        QVERIFY(dialog);
        offered = dialog->textValue();
        QTest::keyClick(dialog, Qt::Key_Return);
    });
    typeKey(Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(offered, Explain::shape(shape));
    const Game *game = m_window->play()->game();
    QVERIFY(game->isEditing());
    QCOMPARE(game->grid().shape(), shape);
    QCOMPARE(game->grid().size(), shape.size());
    QCOMPARE(game->grid().filledCount(), 0);
    QCOMPARE(m_window->board()->grid().shape(), shape);
    QVERIFY(m_window->numberPad()->digitButton(shape.size()));
    QVERIFY(!m_window->numberPad()->digitButton(shape.size() + 1));

    m_window->play()->cancelEditing();
    QCOMPARE(game->grid(), puzzle);
}

// View › Digits Above 9: letters A-P or the numbers 10-25, on the board (as a screen reader
// reads its cells) and on the number pad; 9×9 boards are the same either way.
void TestMainWindow::digitsAboveNineAsLettersOrNumbers()
{
    QVERIFY(language::lettersAboveNine());
    const auto restoreLetters = qScopeGuard([this] { m_window->actions().lettersAboveNine->trigger(); });
    QVERIFY(m_window->actions().lettersAboveNine->isChecked());
    const auto [puzzle, solution] = goldenPuzzle("4x4");
    QVERIFY(solution.isFull());
    m_window->play()->loadPuzzle(puzzle, QStringLiteral("golden"), easyRating());
    int sixteen = 0; // a given 16
    while (puzzle.digit(sixteen) != 16)
        ++sixteen;
    int empty = 0;
    while (!puzzle.isEmpty(empty))
        ++empty;
    m_window->play()->game()->togglePencilMark(empty, 10);
    m_window->play()->game()->togglePencilMark(empty, 16);
    const auto where = [](int cell) {
        return QStringLiteral("row %1, column %2: ").arg(cell / 16 + 1).arg(cell % 16 + 1);
    };
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_window->board());
    QVERIFY(board);
    NumberPad *pad = m_window->numberPad();

    QCOMPARE(board->child(sixteen)->text(QAccessible::Value), QStringLiteral("G"));
    QCOMPARE(board->child(sixteen)->text(QAccessible::Name), where(sixteen) + QStringLiteral("G, given"));
    QCOMPARE(board->child(empty)->text(QAccessible::Name), where(empty) + QStringLiteral("empty, pencil marks A G"));
    QCOMPARE(pad->digitButton(10)->text(), QStringLiteral("A"));
    QCOMPARE(pad->digitButton(16)->text(), QStringLiteral("G"));
    QCOMPARE(pad->digitButton(9)->text(), QStringLiteral("9"));

    m_window->actions().numbersAboveNine->trigger();
    QVERIFY(!language::lettersAboveNine());
    QVERIFY(m_window->actions().numbersAboveNine->isChecked());
    QVERIFY(!m_window->actions().lettersAboveNine->isChecked());
    QCOMPARE(board->child(sixteen)->text(QAccessible::Value), QStringLiteral("16"));
    QCOMPARE(board->child(sixteen)->text(QAccessible::Name), where(sixteen) + QStringLiteral("16, given"));
    QCOMPARE(board->child(empty)->text(QAccessible::Name), where(empty) + QStringLiteral("empty, pencil marks 10 16"));
    QCOMPARE(pad->digitButton(10)->text(), QStringLiteral("10"));
    QCOMPARE(pad->digitButton(16)->text(), QStringLiteral("16"));
    QCOMPARE(pad->digitButton(9)->text(), QStringLiteral("9"));
    // The letters still type 10 and up: only how they are written changed.
    clickCell(empty);
    typeKey(Qt::Key_A);
    QCOMPARE(m_window->play()->game()->grid().digit(empty), 10);
    QCOMPARE(board->child(empty)->text(QAccessible::Value), QStringLiteral("10"));

    // Kept in the settings for the next run.
    QCOMPARE(QSettings().value(QStringLiteral("lettersAboveNine")).toBool(), false);

    m_window->actions().lettersAboveNine->trigger();
    QVERIFY(language::lettersAboveNine());
    QVERIFY(m_window->actions().lettersAboveNine->isChecked());
    QCOMPARE(QSettings().value(QStringLiteral("lettersAboveNine")).toBool(), true);
    QCOMPARE(board->child(empty)->text(QAccessible::Value), QStringLiteral("A"));
    QCOMPARE(pad->digitButton(10)->text(), QStringLiteral("A"));
}

// Settings › Hints: with the uniqueness family left out, a hint on a position whose next step
// is a unique rectangle gives a step of another technique; with nothing but the singles it
// says so and where to allow more; the choice is kept for the next window; the dialog shows
// the families with the singles fixed, and All allows every technique again.
// Esc closes a hint shown: its words and its marks on the board; a colour pen held is put
// down first, as the pen's own key.
void TestMainWindow::escapeClosesTheHint()
{
    HintSession *hints = m_window->play()->hints();
    QVERIFY(!m_window->actions().closeHint->isEnabled());
    m_window->actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(hints->level() == 1 && !hints->isWaiting(), 60000);
    m_window->actions().hint->trigger(); // the pattern too
    QTRY_VERIFY_WITH_TIMEOUT(hints->level() == 2 && !hints->isWaiting(), 60000);
    QVERIFY(!m_window->hintText().isEmpty());
    QVERIFY(!m_window->board()->highlight().isEmpty());
    QVERIFY(m_window->actions().closeHint->isEnabled());
    QVERIFY(!m_window->actions().cancelHint->isEnabled()); // Esc is the one action's

    m_window->actions().colourPens[1]->trigger();
    QCOMPARE(m_window->board()->colourPen(), 1);
    typeKey(Qt::Key_Escape);
    QCOMPARE(m_window->board()->colourPen(), 0);
    QCOMPARE(hints->level(), 2);

    typeKey(Qt::Key_Escape);
    QCOMPARE(hints->level(), 0);
    QCOMPARE(m_window->hintText(), QStringLiteral("Stuck? Hint shows where to look, then why.")); // as at first
    QVERIFY(m_window->board()->highlight().isEmpty());
    QVERIFY(!m_window->actions().closeHint->isEnabled());
    // The next Hint starts again from the nudge.
    m_window->actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(hints->level() == 1 && !hints->isWaiting(), 60000);
}

void TestMainWindow::hintsUseTheTechniquesOfSettings()
{
    // A unique rectangle (type 1) after a locked candidate (technique_puzzles.txt, SE 4.5).
    const char *puzzle = ".5.6......4.9.3.76....8.....6.2.1.83..9...1..13.7.6.4.....1....68.4.7.2......9.3.";
    const auto found = test::boardBefore(puzzle, [](const Step &step) { return techniqueInfo(step.technique).needsUniqueness; });
    QVERIFY(found);
    QCOMPARE(techniqueInfo(found->second.technique).family, Family::Uniqueness);
    const TechniqueSet noUniqueness = allTechniques() & ~techniquesOf(Family::Uniqueness);
    PlaySession *play = m_window->play();
    HintSession *hints = play->hints();
    const auto hintOn = [&] {
        play->game()->restore(test::savedGameAt(found->first));
        m_window->actions().hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(hints->level() == 1 && !hints->isWaiting(), 60000);
    };
    play->setHintTechniques(noUniqueness);
    hintOn();
    QCOMPARE(hints->result().kind, HintKind::Step);
    QVERIFY2(techniqueInfo(hints->result().step.technique).family != Family::Uniqueness,
             techniqueName(hints->result().step.technique).data());
    // Step keeps to the set too: what it applies is that step, not the unique rectangle.
    const Step allowed = hints->result().step;
    play->game()->restore(test::savedGameAt(found->first));
    m_window->actions().step->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!hints->isWaiting() && play->game()->hintsUsed() == 1, 60000);
    QCOMPARE(hints->result().step.technique, allowed.technique);

    play->setHintTechniques(TechniqueSet()); // the singles alone, which do not apply here
    hintOn();
    QCOMPARE(hints->result().kind, HintKind::NoStep);
    QVERIFY2(m_window->hintText().contains(QStringLiteral("Settings › Hints")), qPrintable(m_window->hintText()));

    play->setHintTechniques(noUniqueness);
    unblockAutosave();
    m_window.reset();
    makeWindow();
    QCOMPARE(m_window->play()->hintTechniques(), noUniqueness);
    QCOMPARE(m_window->play()->hints()->allowedTechniques(), noUniqueness);

    // The dialog: the families, singles first and fixed; the choice as it opened; All.
    bool answered = false;
    answerNextModal([&answered](QWidget *modal) {
        auto *dialog = qobject_cast<HintTechniquesDialog *>(modal);
        QVERIFY(dialog);
        QTreeWidget *tree = dialog->tree();
        QCOMPARE(tree->topLevelItemCount(), 12);
        const QTreeWidgetItem *singles = tree->topLevelItem(0);
        QVERIFY(!(singles->flags() & Qt::ItemIsEnabled));
        QCOMPARE(singles->checkState(0), Qt::Checked);
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *family = tree->topLevelItem(i);
            const auto first = static_cast<Technique>(family->child(0)->data(0, Qt::UserRole).toInt());
            const bool uniqueness = techniqueInfo(first).family == Family::Uniqueness;
            QCOMPARE(family->checkState(0), uniqueness ? Qt::Unchecked : Qt::Checked);
        }
        QCOMPARE(dialog->allowed(), allTechniques() & ~techniquesOf(Family::Uniqueness));
        auto *all = dialog->findChild<QPushButton *>(QStringLiteral("allTechniques"));
        QVERIFY(all);
        all->click();
        QCOMPARE(dialog->allowed(), allTechniques());
        dialog->accept();
        answered = true;
    });
    m_window->actions().hintTechniques->trigger();
    QVERIFY(answered);
    QCOMPARE(m_window->play()->hintTechniques(), allTechniques());
    QCOMPARE(PlaySettings::hintTechniques(), allTechniques());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
