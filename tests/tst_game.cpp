// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"
#include "gamefile.h"
#include "manualclock.h"
#include "testgrids.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

#include <string>
#include <string_view>

using namespace sudoku;

namespace {

constexpr const char *Puzzle = test::Top95First;
constexpr const char *Solution = test::Top95FirstSolution;

using test::gridFromLine;

using test::top95FirstSolutionDigit;
constexpr auto solutionDigit = top95FirstSolutionDigit;

// A puzzle of tests/data/nxn_golden.txt (box:puzzle:count:solution) and its solution.
struct GoldenPuzzle {
    Shape shape;
    QByteArray puzzle;
    QByteArray solution;
};

// The first puzzle of the golden file with that box and exactly one solution.
GoldenPuzzle firstUniqueGolden(const QByteArray &box)
{
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/nxn_golden.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    while (!file.atEnd()) {
        const QList<QByteArray> fields = file.readLine().trimmed().split(':');
        if (fields.size() == 4 && fields[0] == box && fields[2] == "1") {
            const std::optional<Shape> shape = Shape::fromBoxName(box.toStdString());
            return {shape.value_or(Shape{}), fields[1], fields[3]};
        }
    }
    return {};
}

// The digit of a line's character: 1-9, then A = 10 ... P = 25.
int digitOfSymbol(char c)
{
    return c >= '1' && c <= '9' ? c - '0' : c - 'A' + 10;
}

// A game file of version 2 written by hand, for the rejected ones.
QByteArray fileV2(const QByteArray &size, const QByteArray &box, const QByteArray &givens,
                  const QByteArray &digits, const QByteArray &extra = {})
{
    return "{\"format\":\"sudoku-studio-game\",\"version\":2,\"size\":" + size + ",\"box\":\"" + box
         + "\",\"givens\":\"" + givens + "\",\"digits\":\"" + digits + "\"" + extra + "}";
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void init();
    void givensCannotBeChanged();
    void solutionIsSearchedOffTheGuiThread();
    void placementAndUndoRedo();
    void pencilModeTogglesMarks();
    void placementRemovesPeersMarksInOneStep();
    void autoRemovalCanBeSwitchedOff();
    void clearCellClearsDigitThenMarks();
    void fillPencilMarksUsesCandidates();
    void eliminationStepShowsEveryCandidate();
    void placementStepLeavesMarksAlone();
    void restartIsUndoable();
    void colouringIsUndoable();
    void coloursGoWithTheirMarks();
    void coloursAreSavedAsVersion3();
    void conflicts_data();
    void conflicts();
    void mistakesNeedTheSolution();
    void completionStopsClockAndInput();
    void pauseStopsClockAndInput();
    void saveAndRestoreRoundTrip();
    void everySizeSavesAndRestores_data();
    void everySizeSavesAndRestores();
    void versionOneFileIsNineByNine();
    void digitsAboveTheSizeAreIgnored_data();
    void digitsAboveTheSizeAreIgnored();
    void enteredPuzzleIsChecked_data();
    void enteredPuzzleIsChecked();
    void editingStartsPlayOrCancels();
    void corruptFilesAreRejected_data();
    void corruptFilesAreRejected();

private:
    test::ManualClock m_clock;
    Game *m_game = nullptr;
    std::unique_ptr<Game> m_owner;
};

void TestGame::init()
{
    m_owner = std::make_unique<Game>(nullptr, m_clock);
    m_game = m_owner.get();
    m_game->startPuzzle(gridFromLine(Puzzle), QStringLiteral("test"));
}

void TestGame::givensCannotBeChanged()
{
    m_game->setDigit(0, 5);
    m_game->clearCell(0);
    m_game->togglePencilMark(0, 3);
    QCOMPARE(m_game->grid().digit(0), 4);
    QVERIFY(m_game->pencilMarks(0).isEmpty());
    QCOMPARE(m_game->undoStack()->count(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(m_game->isSolutionKnown(), 60000); // found on the thread pool
    QCOMPARE(m_game->solutionCount(), 1);
}

void TestGame::solutionIsSearchedOffTheGuiThread()
{
    // init() started the puzzle: its solution comes back through the event loop, which has
    // not run since, and play goes on meanwhile (no digit counts as a mistake yet).
    QVERIFY(!m_game->isSolutionKnown());
    QCOMPARE(m_game->solutionCount(), -1);
    const int empty = static_cast<int>(std::string_view(Puzzle).find('.'));
    const int wrong = solutionDigit(empty) == 9 ? 8 : 9;
    m_game->setDigit(empty, wrong);
    QCOMPARE(m_game->grid().digit(empty), wrong);
    QVERIFY(!m_game->isMistake(empty));

    // Another puzzle before that answer came: only the new puzzle's solution is taken.
    QSignalSpy found(m_game, &Game::solutionFound);
    QByteArray twoSolutions = Solution;
    for (const int cell : {1, 3, 10, 12}) // a deadly pattern: r1c2 and r1c4 swap
        twoSolutions[cell] = '.';
    m_game->startPuzzle(gridFromLine(twoSolutions.constData()), QStringLiteral("two solutions"));
    QVERIFY(!m_game->isSolutionKnown());
    QVERIFY(found.wait(60000));
    QCOMPARE(found.count(), 1);
    QCOMPARE(m_game->solutionCount(), 2);

    // Entering a puzzle searches nothing: the entry's check does.
    m_game->startEditing();
    QVERIFY(!m_game->isSolutionKnown());
}

void TestGame::placementAndUndoRedo()
{
    QSignalSpy changed(m_game, &Game::changed);
    m_game->setDigit(1, 1);
    m_game->setDigit(1, 1); // the same digit again changes nothing
    QCOMPARE(m_game->grid().digit(1), 1);
    QCOMPARE(m_game->undoStack()->count(), 1);
    QCOMPARE(m_game->undoStack()->undoText(), QStringLiteral("Place 1 in r1c2"));
    m_game->setDigit(1, 7);
    m_game->undoStack()->undo();
    QCOMPARE(m_game->grid().digit(1), 1);
    m_game->undoStack()->undo();
    QCOMPARE(m_game->grid().digit(1), 0);
    m_game->undoStack()->redo();
    m_game->undoStack()->redo();
    QCOMPARE(m_game->grid().digit(1), 7);
    QCOMPARE(changed.count(), 6);
}

void TestGame::pencilModeTogglesMarks()
{
    m_game->setPencilMode(true);
    m_game->enterDigit(1, 3);
    m_game->enterDigit(1, 6);
    m_game->enterDigit(1, 3);
    QCOMPARE(m_game->pencilMarks(1), Candidates::single(6));
    QCOMPARE(m_game->grid().digit(1), 0);
    m_game->setPencilMode(false);
    m_game->enterDigit(1, 2);
    QCOMPARE(m_game->grid().digit(1), 2);
    // Marks stay under a digit and come back when it is cleared.
    m_game->clearCell(1);
    QCOMPARE(m_game->pencilMarks(1), Candidates::single(6));
    // No marks in a filled cell.
    m_game->togglePencilMark(0, 1);
    QVERIFY(m_game->pencilMarks(0).isEmpty());
}

void TestGame::placementRemovesPeersMarksInOneStep()
{
    // r1c2 (1), r1c3 (2) share row 1 with r1c4; r5c4 (40-4=36+3) shares column 4; r9c9 is no peer.
    const int target = cellAt(0, 3);
    const QList<int> peers{cellAt(0, 1), cellAt(0, 2), cellAt(4, 3), cellAt(1, 4)};
    const int stranger = cellAt(8, 8);
    for (const int cell : peers)
        m_game->togglePencilMark(cell, 3);
    m_game->togglePencilMark(stranger, 3);
    m_game->togglePencilMark(target, 3);
    const int before = m_game->undoStack()->count();

    m_game->setDigit(target, 3);
    QCOMPARE(m_game->undoStack()->count(), before + 1);
    for (const int cell : peers)
        QVERIFY(!m_game->pencilMarks(cell).contains(3));
    QVERIFY(m_game->pencilMarks(stranger).contains(3));

    m_game->undoStack()->undo();
    QCOMPARE(m_game->grid().digit(target), 0);
    for (const int cell : peers)
        QVERIFY(m_game->pencilMarks(cell).contains(3));
    QVERIFY(m_game->pencilMarks(target).contains(3));
}

void TestGame::autoRemovalCanBeSwitchedOff()
{
    m_game->setAutoRemovePencilMarks(false);
    m_game->togglePencilMark(cellAt(0, 1), 3);
    m_game->setDigit(cellAt(0, 3), 3);
    QVERIFY(m_game->pencilMarks(cellAt(0, 1)).contains(3));
}

void TestGame::clearCellClearsDigitThenMarks()
{
    m_game->togglePencilMark(1, 5);
    m_game->setDigit(1, 9);
    m_game->clearCell(1);
    QCOMPARE(m_game->grid().digit(1), 0);
    QCOMPARE(m_game->pencilMarks(1), Candidates::single(5));
    m_game->clearCell(1);
    QVERIFY(m_game->pencilMarks(1).isEmpty());
}

void TestGame::fillPencilMarksUsesCandidates()
{
    m_game->setDigit(1, 1);
    m_game->fillPencilMarks();
    for (int cell = 0; cell < CellCount; ++cell)
        QCOMPARE(m_game->pencilMarks(cell), m_game->grid().candidates(cell));
    m_game->undoStack()->undo();
    QVERIFY(m_game->pencilMarks(2).isEmpty());
}

// Struck out on a board with few pencil marks, a candidate leaves every empty cell showing
// its candidates (the cells the hint reasoned with), the player's own marks kept: one undo.
void TestGame::eliminationStepShowsEveryCandidate()
{
    m_game->togglePencilMark(2, 7); // the player's own mark, kept as it is
    const int struck = 3;
    const int digit = m_game->grid().candidates(struck).first();
    Step step;
    step.eliminations = {{struck, digit}};
    m_game->applyStep(step, QStringLiteral("a step"));
    for (int cell = 0; cell < CellCount; ++cell) {
        Candidates expected = m_game->grid().isEmpty(cell) ? m_game->grid().candidates(cell) : Candidates::none();
        if (cell == 2)
            expected = Candidates::single(7);
        if (cell == struck)
            expected.remove(digit);
        QCOMPARE(m_game->pencilMarks(cell), expected);
    }
    QCOMPARE(m_game->hintsUsed(), 1);
    m_game->undoStack()->undo();
    QCOMPARE(m_game->pencilMarks(2), Candidates::single(7));
    QVERIFY(m_game->pencilMarks(struck).isEmpty());
}

// A step that only places a digit writes no pencil marks.
void TestGame::placementStepLeavesMarksAlone()
{
    Step step;
    step.placements = {{1, solutionDigit(1)}};
    m_game->applyStep(step, QStringLiteral("a step"));
    QCOMPARE(m_game->grid().digit(1), solutionDigit(1));
    for (int cell = 0; cell < CellCount; ++cell)
        QVERIFY(m_game->pencilMarks(cell).isEmpty());
}

void TestGame::restartIsUndoable()
{
    m_game->setDigit(1, 1);
    m_game->togglePencilMark(2, 7);
    m_game->restart();
    QCOMPARE(m_game->grid(), gridFromLine(Puzzle));
    QVERIFY(m_game->pencilMarks(2).isEmpty());
    m_game->undoStack()->undo();
    QCOMPARE(m_game->grid().digit(1), 1);
    QVERIFY(m_game->pencilMarks(2).contains(7));
}

void TestGame::conflicts_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("digit");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("no conflict") << cellAt(0, 1) << 1 << QList<int>{};
    QTest::newRow("row with given 4") << cellAt(0, 1) << 4 << QList<int>{0, 1};
    QTest::newRow("column with given 3") << cellAt(0, 1) << 3 << QList<int>{1, 10};
    QTest::newRow("box with given 7") << cellAt(4, 3) << 8 << QList<int>{cellAt(4, 3), cellAt(4, 4)};
}

void TestGame::conflicts()
{
    QFETCH(int, cell);
    QFETCH(int, digit);
    QFETCH(QList<int>, expected);
    m_game->setDigit(cell, digit);
    QList<int> found;
    const auto cells = m_game->conflictCells();
    for (int c = 0; c < CellCount; ++c) {
        if (cells.test(static_cast<std::size_t>(c)))
            found << c;
    }
    QCOMPARE(found, expected);
}

void TestGame::mistakesNeedTheSolution()
{
    m_game->setDigit(1, solutionDigit(1));
    m_game->setDigit(2, solutionDigit(2) == 9 ? 8 : 9);
    QVERIFY(!m_game->isMistake(2)); // not before the solution is known
    QTRY_VERIFY_WITH_TIMEOUT(m_game->isSolutionKnown(), 60000);
    QVERIFY(!m_game->isMistake(1));
    QVERIFY(m_game->isMistake(2));
    QVERIFY(!m_game->isMistake(0)); // a given

    Game empty;
    empty.startPuzzle(Grid{}, QStringLiteral("empty"));
    QTRY_VERIFY_WITH_TIMEOUT(empty.isSolutionKnown(), 60000);
    QCOMPARE(empty.solutionCount(), 2);

    // With two solutions there is no one solution to differ from: a digit of either is
    // no mistake. The deadly pattern of enteredPuzzleIsChecked: r1c2 and r1c4 swap.
    QByteArray twoSolutions = Solution;
    for (const int cell : {1, 3, 10, 12})
        twoSolutions[cell] = '.';
    Game ambiguous;
    ambiguous.startPuzzle(gridFromLine(twoSolutions.constData()), QStringLiteral("two solutions"));
    QTRY_VERIFY_WITH_TIMEOUT(ambiguous.isSolutionKnown(), 60000);
    QCOMPARE(ambiguous.solutionCount(), 2);
    const int first = ambiguous.solution().digit(1);
    const int other = first == Solution[1] - '0' ? Solution[3] - '0' : Solution[1] - '0';
    ambiguous.setDigit(1, first);
    QVERIFY(!ambiguous.isMistake(1));
    ambiguous.setDigit(1, other);
    QVERIFY(!ambiguous.isMistake(1));
}

void TestGame::completionStopsClockAndInput()
{
    QSignalSpy completed(m_game, &Game::completedGame);
    int last = -1;
    for (int cell = 0; cell < CellCount; ++cell) {
        if (m_game->grid().isEmpty(cell))
            last = cell;
    }
    for (int cell = 0; cell < CellCount; ++cell) {
        if (m_game->grid().isEmpty(cell) && cell != last)
            m_game->setDigit(cell, solutionDigit(cell));
    }
    QVERIFY(!m_game->isCompleted());
    QCOMPARE(completed.count(), 0);
    m_game->setDigit(last, solutionDigit(last));
    QVERIFY(m_game->isCompleted());
    QCOMPARE(completed.count(), 1);

    const qint64 stopped = m_game->elapsedMs();
    m_clock.advance(30'000);
    QCOMPARE(m_game->elapsedMs(), stopped);
    m_game->clearCell(last);
    QCOMPARE(m_game->grid().digit(last), solutionDigit(last));
    QTRY_VERIFY(!m_game->undoStack()->canUndo());
    m_game->undoStack()->undo();
    QCOMPARE(m_game->grid().digit(last), solutionDigit(last));

    // Restart after completion begins a fresh game.
    m_game->restart();
    QVERIFY(!m_game->isCompleted());
    QCOMPARE(m_game->grid(), gridFromLine(Puzzle));
}

void TestGame::pauseStopsClockAndInput()
{
    QSignalSpy paused(m_game, &Game::pausedChanged);
    m_game->setPaused(true);
    QCOMPARE(paused.count(), 1);
    const qint64 stopped = m_game->elapsedMs();
    m_clock.advance(30'000);
    QCOMPARE(m_game->elapsedMs(), stopped);
    m_game->setDigit(1, 1);
    QCOMPARE(m_game->grid().digit(1), 0);
    m_game->setPaused(false);
    QCOMPARE(m_game->elapsedMs(), stopped);
    m_clock.advance(1'500);
    QCOMPARE(m_game->elapsedMs(), stopped + 1'500);
}

void TestGame::saveAndRestoreRoundTrip()
{
    m_game->setDigit(1, 1);
    m_game->setDigit(2, 9);
    m_game->togglePencilMark(3, 2);
    m_game->togglePencilMark(3, 6);
    m_game->setShowMistakes(true);
    SavedGame saved = m_game->saved();
    saved.elapsedMs = 83'000;

    const GameFileResult read = readGameFile(writeGameFile(saved));
    QVERIFY2(read.game.has_value(), qPrintable(read.error));
    QCOMPARE(read.game->board, saved.board);
    QCOMPARE(read.game->elapsedMs, 83'000);
    QCOMPARE(read.game->source, QStringLiteral("test"));
    QVERIFY(read.game->options.showMistakes);

    Game resumed;
    resumed.restore(*read.game);
    QCOMPARE(resumed.board(), m_game->board());
    QVERIFY(resumed.elapsedMs() >= 83'000);
    QVERIFY(resumed.grid().isGiven(0));
    QVERIFY(!resumed.grid().isGiven(1));
}

// Cells and candidates take colours, each one undoable step; the colour a cell or candidate
// has already clears it; nothing is painted while paused, while entering a puzzle, or on a
// filled cell's candidates.
void TestGame::colouringIsUndoable()
{
    QUndoStack *undo = m_game->undoStack();
    const int steps = undo->count();
    m_game->colourCell(1, 2);
    m_game->colourCell(6, 5); // a given's cell takes a colour too
    m_game->colourCandidate(2, 7, 3);
    QCOMPARE(m_game->colouring().cell(1), 2);
    QCOMPARE(m_game->colouring().cell(6), 5);
    QCOMPARE(m_game->colouring().candidate(2, 7), 3);
    // Pencilled in with its colour, with the cell's other candidates: 7 alone would say the
    // cell can take nothing else.
    QCOMPARE(m_game->pencilMarks(2), m_game->grid().candidates(2));
    QCOMPARE(undo->count(), steps + 3);
    QCOMPARE(undo->text(undo->index() - 1), QStringLiteral("Colour 7 in r1c3 green"));

    m_game->colourCell(1, 2); // the same colour again: cleared
    QCOMPARE(m_game->colouring().cell(1), 0);
    m_game->colourCell(1, 4);
    QCOMPARE(m_game->colouring().cell(1), 4);
    undo->undo();
    undo->undo();
    QCOMPARE(m_game->colouring().cell(1), 2);
    undo->undo();
    QCOMPARE(m_game->colouring().candidate(2, 7), 0);
    QVERIFY(!m_game->pencilMarks(2).contains(7));
    undo->redo();
    QCOMPARE(m_game->colouring().candidate(2, 7), 3);

    m_game->clearColours(2);
    QCOMPARE(m_game->colouring().candidate(2, 7), 0);
    QVERIFY(m_game->pencilMarks(2).contains(7)); // the mark stays
    m_game->clearAllColours();
    QVERIFY(m_game->colouring().isEmpty());
    undo->undo();
    QCOMPARE(m_game->colouring().cell(6), 5);

    // Nothing out of range, on a filled cell's candidates, while paused or entering.
    const int before = undo->count();
    m_game->colourCell(1, 0);
    m_game->colourCell(1, ColourCount + 1);
    m_game->colourCell(-1, 1);
    m_game->colourCandidate(0, 3, 1);  // r1c1 holds a given
    m_game->colourCandidate(2, 10, 1); // no 10 on a 9×9 board
    m_game->setPaused(true);
    m_game->colourCell(3, 1);
    m_game->setPaused(false);
    QCOMPARE(undo->count(), before);
    m_game->startEditing();
    m_game->colourCell(3, 1);
    QVERIFY(m_game->colouring().isEmpty());
    m_game->cancelEditing();
    QCOMPARE(m_game->colouring().cell(6), 5); // the game resumed with its colours

    // Restart clears the colours with the rest; undoing it brings them back.
    m_game->restart();
    QVERIFY(m_game->colouring().isEmpty());
    undo->undo();
    QCOMPARE(m_game->colouring().cell(6), 5);
}

// A candidate's colour goes with its pencil mark: erased, struck out by a placement in a
// peer, or by filling the cell; undo brings both back.
void TestGame::coloursGoWithTheirMarks()
{
    m_game->colourCandidate(1, 1, 1); // r1c2
    const Candidates r1c2 = m_game->grid().candidates(1);
    QVERIFY(!r1c2.contains(2));
    m_game->colourCandidate(1, 2, 2); // marks there already: only 2 is added
    QCOMPARE(m_game->pencilMarks(1), r1c2 | Candidates::single(2));
    m_game->colourCandidate(2, 1, 3); // r1c3
    m_game->colourCell(1, 4);
    m_game->togglePencilMark(1, 2); // erased: its colour goes
    QCOMPARE(m_game->colouring().candidate(1, 2), 0);
    QCOMPARE(m_game->colouring().candidate(1, 1), 1);
    m_game->setDigit(3, 1); // r1c4 = 1 strikes 1 from r1c2 and r1c3
    QCOMPARE(m_game->colouring().candidate(1, 1), 0);
    QCOMPARE(m_game->colouring().candidate(2, 1), 0);
    QCOMPARE(m_game->colouring().cell(1), 4); // the cell keeps its own
    m_game->undoStack()->undo();
    QCOMPARE(m_game->colouring().candidate(1, 1), 1);
    QCOMPARE(m_game->colouring().candidate(2, 1), 3);
    m_game->setDigit(1, 6); // r1c2 filled: its candidates' colours go
    QCOMPARE(m_game->colouring().candidate(1, 1), 0);
    QCOMPARE(m_game->colouring().candidate(2, 1), 3);
}

// A game with colours is written as version 3 and read back whole; one without as version 2,
// which a Sudoku Studio from before colours reads.
void TestGame::coloursAreSavedAsVersion3()
{
    const auto versionOf = [](const QByteArray &file) {
        return QJsonDocument::fromJson(file).object().value(QStringLiteral("version")).toInt();
    };
    QCOMPARE(versionOf(writeGameFile(m_game->saved())), 2);
    m_game->colourCell(1, 2);
    m_game->colourCell(80, 6);
    m_game->colourCandidate(2, 7, 3);
    m_game->colourCandidate(2, 9, 1);
    const QByteArray file = writeGameFile(m_game->saved());
    QCOMPARE(versionOf(file), 3);
    const QJsonObject root = QJsonDocument::fromJson(file).object();
    QCOMPARE(root.value(QStringLiteral("cellColours")).toObject(),
             (QJsonObject{{QStringLiteral("r1c2"), 2}, {QStringLiteral("r9c9"), 6}}));
    QCOMPARE(root.value(QStringLiteral("candidateColours")).toObject(),
             (QJsonObject{{QStringLiteral("r1c3"), QJsonObject{{QStringLiteral("7"), 3}, {QStringLiteral("9"), 1}}}}));
    const GameFileResult read = readGameFile(file);
    QVERIFY2(read.game.has_value(), qPrintable(read.error));
    QCOMPARE(read.game->colouring, m_game->colouring());
    Game resumed;
    resumed.restore(*read.game);
    QCOMPARE(resumed.colouring().candidate(2, 9), 1);
    resumed.undoStack()->undo(); // nothing to undo into: the resumed game starts there
    QCOMPARE(resumed.colouring().cell(80), 6);

    // 16×16: a candidate above 9 is keyed by its letter.
    const GoldenPuzzle golden = firstUniqueGolden("4x4");
    QVERIFY(!golden.puzzle.isEmpty());
    Game large;
    large.startPuzzle(gridFromLine(golden.puzzle.toStdString(), golden.shape), QStringLiteral("16"));
    const int empty = static_cast<int>(golden.puzzle.indexOf('.'));
    large.colourCandidate(empty, 16, 6);
    const GameFileResult readLarge = readGameFile(writeGameFile(large.saved()));
    QVERIFY2(readLarge.game.has_value(), qPrintable(readLarge.error));
    QCOMPARE(readLarge.game->colouring.candidate(empty, 16), 6);
}

void TestGame::everySizeSavesAndRestores_data()
{
    QTest::addColumn<QByteArray>("box");
    QTest::addColumn<QByteArray>("marks"); // the file's marks of {1, 10, n} (of {1, n} up to 9)
    QTest::newRow("4x4") << QByteArray("2x2") << QByteArray("14");
    QTest::newRow("6x6, boxes 3x2") << QByteArray("3x2") << QByteArray("16");
    QTest::newRow("6x6, boxes 2x3") << QByteArray("2x3") << QByteArray("16");
    QTest::newRow("16x16") << QByteArray("4x4") << QByteArray("1AG");
    QTest::newRow("25x25") << QByteArray("5x5") << QByteArray("1AP");
}

// A game of any size written and read back: the box, the player's digits above 9 and the
// pencil marks written with letters, exactly as they were.
void TestGame::everySizeSavesAndRestores()
{
    QFETCH(QByteArray, box);
    QFETCH(QByteArray, marks);
    const GoldenPuzzle golden = firstUniqueGolden(box);
    QVERIFY2(!golden.puzzle.isEmpty(), box.constData());
    const Shape shape = golden.shape;
    const int n = shape.size();
    // The golden file's digits are the letters the game file writes too.
    const QByteArray symbols = QByteArray("123456789ABCDEFGHIJKLMNOP").left(n);

    Game game(nullptr, m_clock);
    game.startPuzzle(gridFromLine(golden.puzzle.toStdString(), shape), QStringLiteral("golden %1").arg(box));
    QCOMPARE(game.grid().shape(), shape);
    // The player places the solution's largest digit and, above 9, its 10, where each is first
    // missing; then marks 1, (10) and n in another empty cell.
    QByteArray digits = golden.puzzle;
    QList<int> placed;
    for (const int wanted : {n, 10}) {
        if (wanted > n)
            continue;
        for (int cell = 0; cell < shape.cellCount(); ++cell) {
            if (digits[cell] == '.' && digitOfSymbol(golden.solution[cell]) == wanted) {
                game.setDigit(cell, wanted);
                digits[cell] = golden.solution[cell];
                placed << cell;
                break;
            }
        }
    }
    QCOMPARE(placed.size(), n > 9 ? 2 : 1);
    const int marked = static_cast<int>(digits.indexOf('.'));
    QVERIFY(marked >= 0);
    Candidates expectedMarks;
    for (const char c : marks) {
        game.togglePencilMark(marked, digitOfSymbol(c));
        expectedMarks.add(digitOfSymbol(c));
    }
    QCOMPARE(game.pencilMarks(marked), expectedMarks);
    game.setShowMistakes(true);
    SavedGame saved = game.saved();
    saved.elapsedMs = 61'000;

    // What the file holds: its size and box, the lines, the marks in the file's letters.
    const QByteArray data = writeGameFile(saved);
    const QJsonObject root = QJsonDocument::fromJson(data).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 2);
    QCOMPARE(root.value(QStringLiteral("size")).toInt(), n);
    QCOMPARE(root.value(QStringLiteral("box")).toString(), QString::fromLatin1(box));
    QCOMPARE(root.value(QStringLiteral("givens")).toString(), QString::fromLatin1(golden.puzzle));
    QCOMPARE(root.value(QStringLiteral("digits")).toString(), QString::fromLatin1(digits));
    const QJsonObject fileMarks = root.value(QStringLiteral("pencilMarks")).toObject();
    QCOMPARE(fileMarks.size(), 1);
    QCOMPARE(fileMarks.value(QString::fromStdString(cellName(marked, n))).toString(), QString::fromLatin1(marks));
    for (const int cell : placed)
        QVERIFY(symbols.contains(digits[cell]));

    const GameFileResult read = readGameFile(data);
    QVERIFY2(read.game.has_value(), qPrintable(read.error));
    QCOMPARE(read.game->board.grid.shape(), shape); // the box survives, not only the size
    QCOMPARE(read.game->board, saved.board);
    QCOMPARE(read.game->elapsedMs, 61'000);
    QCOMPARE(read.game->source, QStringLiteral("golden %1").arg(box));
    QVERIFY(read.game->options.showMistakes);

    Game resumed(nullptr, m_clock);
    resumed.restore(*read.game);
    QCOMPARE(resumed.board(), game.board());
    QCOMPARE(resumed.grid().shape(), shape);
    QCOMPARE(resumed.pencilMarks(marked), expectedMarks);
    QCOMPARE(resumed.elapsedMs(), 61'000);
    QTRY_VERIFY_WITH_TIMEOUT(resumed.isSolutionKnown(), 60000);
    QCOMPARE(resumed.solutionCount(), 1);
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        QCOMPARE(resumed.solution().digit(cell), digitOfSymbol(golden.solution[cell]));
        QCOMPARE(resumed.grid().isGiven(cell), golden.puzzle[cell] != '.');
        QCOMPARE(resumed.grid().digit(cell), digits[cell] == '.' ? 0 : digitOfSymbol(digits[cell]));
    }
    // The same game writes the same file again.
    QCOMPARE(writeGameFile(resumed.saved()), data);
}

// A file of version 1, before "size" and "box", is a classic game as it always was.
void TestGame::versionOneFileIsNineByNine()
{
    QByteArray digits = Puzzle;
    digits[1] = '1';
    const QByteArray data = QByteArray("{\"format\":\"sudoku-studio-game\",\"version\":1,\"givens\":\"") + Puzzle
                          + "\",\"digits\":\"" + digits
                          + "\",\"pencilMarks\":{\"r9c9\":\"39\"},\"elapsedMs\":5000,\"source\":\"old\"}";
    const GameFileResult read = readGameFile(data);
    QVERIFY2(read.game.has_value(), qPrintable(read.error));
    QCOMPARE(read.game->board.grid.shape(), Shape::classic());
    QCOMPARE(read.game->board.grid.cellCount(), CellCount);
    Grid expected = gridFromLine(Puzzle);
    expected.setDigit(1, 1);
    QCOMPARE(read.game->board.grid, expected);
    Candidates marks;
    marks.add(3);
    marks.add(9);
    QCOMPARE(read.game->board.candidates[80], marks);
    QCOMPARE(read.game->elapsedMs, 5000);

    // Written again, it is a version 2 file of a 9×9 board with 3x3 boxes.
    const QJsonObject root = QJsonDocument::fromJson(writeGameFile(*read.game)).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 2);
    QCOMPARE(root.value(QStringLiteral("size")).toInt(), 9);
    QCOMPARE(root.value(QStringLiteral("box")).toString(), QStringLiteral("3x3"));
    QCOMPARE(root.value(QStringLiteral("digits")).toString(), QString::fromLatin1(digits));
}

void TestGame::digitsAboveTheSizeAreIgnored_data()
{
    QTest::addColumn<QByteArray>("box");
    QTest::newRow("4x4") << QByteArray("2x2");
    QTest::newRow("6x6, boxes 3x2") << QByteArray("3x2");
    QTest::newRow("8x8") << QByteArray("2x4");
    QTest::newRow("16x16") << QByteArray("4x4");
}

// A digit the board does not have (9 on a 4×4 board, typed on the keyboard) is no move: the
// grid keeps digits 1..n only, as its precondition says.
void TestGame::digitsAboveTheSizeAreIgnored()
{
    QFETCH(QByteArray, box);
    const Shape shape = *Shape::fromBoxName(box.toStdString());
    const int n = shape.size();
    Game game(nullptr, m_clock);
    game.startPuzzle(Grid(shape), QStringLiteral("empty"));
    for (const int digit : {n + 1, 9, 25}) {
        if (digit <= n)
            continue;
        game.setDigit(1, digit);
        game.togglePencilMark(2, digit);
        game.enterDigit(3, digit);
    }
    QCOMPARE(game.grid().filledCount(), 0);
    QVERIFY(game.pencilMarks(2).isEmpty());
    QCOMPARE(game.undoStack()->count(), 0);
    // Nor while a puzzle is entered.
    game.startEditing(shape);
    game.setDigit(1, n + 1);
    QCOMPARE(game.grid().filledCount(), 0);
    // The board's own digits still go in.
    game.setDigit(1, n);
    QCOMPARE(game.grid().digit(1), n);
    QVERIFY(game.grid().isGiven(1));
}

void TestGame::corruptFilesAreRejected_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("error");
    const QByteArray givens = Puzzle;
    const auto file = [&](const QByteArray &digits, const QByteArray &extra = {}) {
        return "{\"format\":\"sudoku-studio-game\",\"version\":1,\"givens\":\"" + givens
             + "\",\"digits\":\"" + digits + "\"" + extra + "}";
    };
    QTest::newRow("not json") << QByteArray("{\n  \"format\": oops\n}")
                              << "not a Sudoku Studio game file: line 2, column 13: illegal number";
    QTest::newRow("foreign json") << QByteArray("{\"name\": \"x\"}")
                                  << "not a Sudoku Studio game file (no \"format\": \"sudoku-studio-game\")";
    QTest::newRow("newer version")
        << QByteArray("{\"format\":\"sudoku-studio-game\",\"version\":7}")
        << "the file is version 7, made by a newer Sudoku Studio; this one reads version 4";
    QTest::newRow("short digits") << file("4....") << "\"digits\" has 5 cells, expected 81";
    QTest::newRow("bad digit") << file(QByteArray(Puzzle).replace(1, 1, "x"))
                               << "\"digits\", r1c2: expected a digit 1-9 or '.', found 'x'";
    QTest::newRow("given changed") << file(QByteArray(Puzzle).replace(0, 1, "5"))
                                   << "\"digits\": r1c1 changes the given 4";
    QTest::newRow("bad mark cell") << file(Puzzle, ",\"pencilMarks\":{\"r0c1\":\"12\"}")
                                   << "\"pencilMarks\": \"r0c1\" is not a cell name like r1c1 of a 9×9 board";
    QTest::newRow("bad mark digit") << file(Puzzle, ",\"pencilMarks\":{\"r1c2\":\"1a\"}")
                                    << "\"pencilMarks\", r1c2: expected digits 1-9, found 'a'";
    QTest::newRow("negative time") << file(Puzzle, ",\"elapsedMs\":-5")
                                   << "\"elapsedMs\" must be a number of milliseconds, 0 or more";
    QTest::newRow("huge time") << file(Puzzle, ",\"elapsedMs\":1e300")
                               << "\"elapsedMs\" is too large for a time played";
    QTest::newRow("false completion") << file(Puzzle, ",\"completed\":true")
                                      << "\"completed\" is true but the digits do not solve the puzzle";

    // Version 2: the board's size and box, and every size's lines and marks.
    const QByteArray empty4(16, '.');
    const QByteArray empty16(256, '.');
    const QByteArray empty25(625, '.');
    const QString sizes = QStringLiteral("\"size\" must be a board's size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25");
    QTest::newRow("v2 size 7, a prime") << fileV2("7", "1x7", QByteArray(49, '.'), QByteArray(49, '.')) << sizes;
    QTest::newRow("v2 size 36, too large") << fileV2("36", "6x6", QByteArray(1296, '.'), QByteArray(1296, '.'))
                                           << sizes;
    QTest::newRow("v2 size as a string") << fileV2("\"16\"", "4x4", empty16, empty16) << sizes;
    QTest::newRow("v2 without a size")
        << QByteArray("{\"format\":\"sudoku-studio-game\",\"version\":2,\"box\":\"3x3\",\"givens\":\"")
               + Puzzle + "\",\"digits\":\"" + Puzzle + "\"}"
        << sizes;
    QTest::newRow("v2 box of another size") << fileV2("16", "3x3", empty16, empty16)
                                            << "\"box\" must be the box of a 16×16 board, rows x columns such as 4x4";
    QTest::newRow("v2 6x6 with a 2x2 box") << fileV2("6", "2x2", QByteArray(36, '.'), QByteArray(36, '.'))
                                           << "\"box\" must be the box of a 6×6 board, rows x columns such as 2x3";
    QTest::newRow("v2 box not a box") << fileV2("9", "nine", Puzzle, Puzzle)
                                      << "\"box\" must be the box of a 9×9 board, rows x columns such as 3x3";
    QTest::newRow("v2 16x16 givens of 81 cells") << fileV2("16", "4x4", Puzzle, empty16)
                                                << "\"givens\" has 81 cells, expected 256";
    QTest::newRow("v2 4x4 digits of 81 cells") << fileV2("4", "2x2", empty4, Puzzle)
                                              << "\"digits\" has 81 cells, expected 16";
    QTest::newRow("v2 25x25 digits of 256 cells") << fileV2("25", "5x5", empty25, empty16)
                                                 << "\"digits\" has 256 cells, expected 625";
    QTest::newRow("v2 16x16 letter H")
        << fileV2("16", "4x4", empty16, QByteArray(empty16).replace(17, 1, "H"))
        << "\"digits\", r2c2: expected a digit 1-9, a letter A-G or '.', found 'H'";
    QTest::newRow("v2 25x25 letter Q")
        << fileV2("25", "5x5", QByteArray(empty25).replace(624, 1, "Q"), empty25)
        << "\"givens\", r25c25: expected a digit 1-9, a letter A-P or '.', found 'Q'";
    QTest::newRow("v2 4x4 digit 5") << fileV2("4", "2x2", empty4, QByteArray(empty4).replace(5, 1, "5"))
                                    << "\"digits\", r2c2: expected a digit 1-4 or '.', found '5'";
    QTest::newRow("v2 4x4 letter A") << fileV2("4", "2x2", empty4, QByteArray(empty4).replace(0, 1, "A"))
                                     << "\"digits\", r1c1: expected a digit 1-4 or '.', found 'A'";
    QTest::newRow("v2 9x9 letter A") << fileV2("9", "3x3", Puzzle, QByteArray(Puzzle).replace(1, 1, "A"))
                                     << "\"digits\", r1c2: expected a digit 1-9 or '.', found 'A'";
    QTest::newRow("v2 16x16 given changed")
        << fileV2("16", "4x4", QByteArray(empty16).replace(0, 1, "G"), QByteArray(empty16).replace(0, 1, "F"))
        << "\"digits\": r1c1 changes the given G";
    QTest::newRow("v2 4x4 mark cell r5c1") << fileV2("4", "2x2", empty4, empty4, ",\"pencilMarks\":{\"r5c1\":\"12\"}")
                                           << "\"pencilMarks\": \"r5c1\" is not a cell name like r1c1 of a 4×4 board";
    QTest::newRow("v2 16x16 mark cell r1c17")
        << fileV2("16", "4x4", empty16, empty16, ",\"pencilMarks\":{\"r1c17\":\"A\"}")
        << "\"pencilMarks\": \"r1c17\" is not a cell name like r1c1 of a 16×16 board";
    QTest::newRow("v1 mark cell r10c10, of a 16x16 board")
        << file(Puzzle, ",\"pencilMarks\":{\"r10c10\":\"1\"}")
        << "\"pencilMarks\": \"r10c10\" is not a cell name like r1c1 of a 9×9 board";
    QTest::newRow("v2 16x16 mark letter H")
        << fileV2("16", "4x4", empty16, empty16, ",\"pencilMarks\":{\"r16c16\":\"1AGH\"}")
        << "\"pencilMarks\", r16c16: expected digits 1-9 or letters A-G, found 'H'";
    QTest::newRow("v2 6x6 mark digit 7")
        << fileV2("6", "3x2", QByteArray(36, '.'), QByteArray(36, '.'), ",\"pencilMarks\":{\"r6c6\":\"67\"}")
        << "\"pencilMarks\", r6c6: expected digits 1-6, found '7'";
    // Version 3: the player's colours.
    const auto fileV3 = [&](const QByteArray &colours) {
        return "{\"format\":\"sudoku-studio-game\",\"version\":3,\"size\":9,\"box\":\"3x3\",\"givens\":\"" + givens
             + "\",\"digits\":\"" + givens + "\",\"pencilMarks\":{\"r1c2\":\"16\"}" + colours + "}";
    };
    QTest::newRow("v3 colours not an object") << fileV3(",\"cellColours\":[1]") << "\"cellColours\" is not an object";
    QTest::newRow("v3 colour cell r10c1") << fileV3(",\"cellColours\":{\"r10c1\":1}")
                                          << "\"cellColours\": \"r10c1\" is not a cell name like r1c1 of a 9×9 board";
    QTest::newRow("v3 colour 0") << fileV3(",\"cellColours\":{\"r1c2\":0}")
                                 << "\"cellColours\", r1c2: expected a colour number 1-6";
    QTest::newRow("v3 colour 7") << fileV3(",\"cellColours\":{\"r1c2\":7}")
                                 << "\"cellColours\", r1c2: expected a colour number 1-6";
    QTest::newRow("v3 colour 1.5") << fileV3(",\"cellColours\":{\"r1c2\":1.5}")
                                   << "\"cellColours\", r1c2: expected a colour number 1-6";
    QTest::newRow("v3 colour as a string") << fileV3(",\"cellColours\":{\"r1c2\":\"2\"}")
                                           << "\"cellColours\", r1c2: expected a colour number 1-6";
    QTest::newRow("v3 candidate colours not by digit") << fileV3(",\"candidateColours\":{\"r1c2\":3}")
                                                        << "\"candidateColours\", r1c2: expected an object of digits and colours";
    QTest::newRow("v3 candidate x") << fileV3(",\"candidateColours\":{\"r1c2\":{\"x\":1}}")
                                    << "\"candidateColours\", r1c2: expected digits 1-9, found \"x\"";
    QTest::newRow("v3 candidate 10 on 9x9") << fileV3(",\"candidateColours\":{\"r1c2\":{\"A\":1}}")
                                            << "\"candidateColours\", r1c2: expected digits 1-9, found \"A\"";
    QTest::newRow("v3 candidate colour 9") << fileV3(",\"candidateColours\":{\"r1c2\":{\"6\":9}}")
                                           << "\"candidateColours\", r1c2 6: expected a colour number 1-6";
    QTest::newRow("v3 6x6 candidate 7")
        << QByteArray("{\"format\":\"sudoku-studio-game\",\"version\":3,\"size\":6,\"box\":\"2x3\",\"givens\":\"")
               + QByteArray(36, '.') + "\",\"digits\":\"" + QByteArray(36, '.')
               + "\",\"pencilMarks\":{\"r1c1\":\"16\"},\"candidateColours\":{\"r1c1\":{\"7\":1}}}"
        << "\"candidateColours\", r1c1: expected digits 1-6, found \"7\"";
    QTest::newRow("v3 candidate not pencilled in") << fileV3(",\"candidateColours\":{\"r1c2\":{\"5\":1}}")
                                                   << "\"candidateColours\", r1c2: 5 is not pencilled in there";
    QTest::newRow("v3 candidate of a given") << fileV3(",\"candidateColours\":{\"r1c1\":{\"4\":1}}")
                                             << "\"candidateColours\", r1c1: 4 is not pencilled in there";
    // Version 1 is 9×9 whatever else the file says: its lines are 81 cells.
    QTest::newRow("v1 with a 16x16 board")
        << QByteArray("{\"format\":\"sudoku-studio-game\",\"version\":1,\"size\":16,\"box\":\"4x4\",\"givens\":\"")
               + empty16 + "\",\"digits\":\"" + empty16 + "\"}"
        << "\"givens\" has 256 cells, expected 81";
}

void TestGame::corruptFilesAreRejected()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, error);
    const GameFileResult read = readGameFile(data);
    QVERIFY(!read.game.has_value());
    QCOMPARE(read.error, error);
}

void TestGame::enteredPuzzleIsChecked_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("solutions");
    QTest::addColumn<QList<int>>("cells");
    QByteArray noCandidate(CellCount, '.');
    noCandidate.replace(0, 8, "12345678");
    noCandidate[44] = '9'; // r5c9: r1c9 has no candidate left
    QByteArray nowhere(CellCount, '.');
    nowhere[3] = '1';  // r1c4
    nowhere[15] = '1'; // r2c7
    nowhere[18] = '2'; // r3c1
    nowhere[19] = '3'; // r3c2
    nowhere[38] = '1'; // r5c3: 1 fits nowhere in box 1
    QByteArray conflict(CellCount, '.');
    conflict[0] = '5';
    conflict[80] = '5';
    conflict[8] = '5';
    QByteArray ambiguous = Solution;
    // A deadly pattern: r1c2, r1c4, r2c2, r2c4 of the solution hold 1 3 / 3 1 in two
    // boxes; emptied, the two digits can swap.
    for (const int cell : {1, 3, 10, 12})
        ambiguous[cell] = '.';
    QTest::newRow("unique") << QByteArray(Puzzle) << 1 << QList<int>{};
    QTest::newRow("conflicts") << conflict << 0 << QList<int>{0, 8, 80};
    QTest::newRow("cell without candidate") << noCandidate << 0 << QList<int>{8};
    // 1 fits nowhere in box 1, nor in row 3: the first unit found, row 3, is named.
    QTest::newRow("digit fits nowhere") << nowhere << 0 << QList<int>{18, 19, 20, 21, 22, 23, 24, 25, 26};
    QTest::newRow("deadly pattern") << ambiguous << 2 << QList<int>{1, 3, 10, 12};
}

void TestGame::enteredPuzzleIsChecked()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(int, solutions);
    QFETCH(QList<int>, cells);
    m_game->startEditing();
    for (int cell = 0; cell < CellCount; ++cell) {
        const char c = puzzle.at(cell);
        if (c >= '1' && c <= '9')
            m_game->setDigit(cell, c - '0');
    }
    const PuzzleCheck check = checkPuzzle(m_game->grid());
    QCOMPARE(check.solutionCount, solutions);
    QCOMPARE(QList<int>(check.cells.begin(), check.cells.end()), cells);
}

void TestGame::editingStartsPlayOrCancels()
{
    m_game->setDigit(1, 1);
    m_game->startEditing();
    QVERIFY(m_game->isEditing());
    QCOMPARE(m_game->grid().filledCount(), 0);
    m_game->setDigit(0, 5);
    m_game->setDigit(0, 6); // givens can be changed while editing
    QVERIFY(m_game->grid().isGiven(0));
    m_game->togglePencilMark(1, 2);
    QVERIFY(m_game->pencilMarks(1).isEmpty());
    m_game->setPencilMode(true);
    QVERIFY(!m_game->pencilMode());
    m_game->undoStack()->undo();
    QCOMPARE(m_game->grid().digit(0), 5);

    // Back to the game in play, exactly.
    m_game->cancelEditing();
    QVERIFY(!m_game->isEditing());
    QCOMPARE(m_game->grid().digit(1), 1);

    // A puzzle with no solution stays in editing; a good one starts play.
    m_game->startEditing();
    m_game->setDigit(0, 5);
    m_game->setDigit(1, 5);
    QVERIFY(!m_game->finishEditing(checkPuzzle(m_game->grid())));
    QVERIFY(m_game->isEditing());
    m_game->clearCell(1);
    QVERIFY(m_game->finishEditing(checkPuzzle(m_game->grid())));
    QVERIFY(!m_game->isEditing());
    QVERIFY(m_game->grid().isGiven(0));
    QTRY_VERIFY_WITH_TIMEOUT(m_game->isSolutionKnown(), 60000);
    QCOMPARE(m_game->solutionCount(), 2);
    m_game->setDigit(0, 7); // a given again
    QCOMPARE(m_game->grid().digit(0), 5);
}

QTEST_MAIN(TestGame)
#include "tst_game.moc"
