#include "game.h"
#include "gamefile.h"
#include "manualclock.h"
#include "testgrids.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace sudoku;

namespace {

constexpr const char *Puzzle = test::Top95First;
constexpr const char *Solution = test::Top95FirstSolution;

using test::gridFromLine;

using test::top95FirstSolutionDigit;
constexpr auto solutionDigit = top95FirstSolutionDigit;

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void init();
    void givensCannotBeChanged();
    void placementAndUndoRedo();
    void pencilModeTogglesMarks();
    void placementRemovesPeersMarksInOneStep();
    void autoRemovalCanBeSwitchedOff();
    void clearCellClearsDigitThenMarks();
    void fillPencilMarksUsesCandidates();
    void restartIsUndoable();
    void conflicts_data();
    void conflicts();
    void mistakesNeedTheSolution();
    void completionStopsClockAndInput();
    void pauseStopsClockAndInput();
    void saveAndRestoreRoundTrip();
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
    QCOMPARE(m_game->solutionCount(), 1);
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
    QVERIFY(!m_game->isMistake(1));
    QVERIFY(m_game->isMistake(2));
    QVERIFY(!m_game->isMistake(0)); // a given

    Game empty;
    empty.startPuzzle(Grid{}, QStringLiteral("empty"));
    QCOMPARE(empty.solutionCount(), 2);

    // With two solutions there is no one solution to differ from: a digit of either is
    // no mistake. The deadly pattern of enteredPuzzleIsChecked: r1c2 and r1c4 swap.
    QByteArray twoSolutions = Solution;
    for (const int cell : {1, 3, 10, 12})
        twoSolutions[cell] = '.';
    Game ambiguous;
    ambiguous.startPuzzle(gridFromLine(twoSolutions.constData()), QStringLiteral("two solutions"));
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
        << "the file is version 7, made by a newer Sudoku Studio; this one reads version 2";
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
    QCOMPARE(m_game->solutionCount(), 2);
    m_game->setDigit(0, 7); // a given again
    QCOMPARE(m_game->grid().digit(0), 5);
}

QTEST_MAIN(TestGame)
#include "tst_game.moc"
