// SPDX-License-Identifier: GPL-3.0-or-later
// PlaySession without a window: what it publishes (view(), actions(), the status, clock and
// title texts) while a game is played, paused, animated, completed or entered; files in (one
// puzzle, several, unreadable ones, damaged game files) and out (save, save as, write); the
// autosave resumed by a fresh session, or set aside when damaged; the rating, the entry check
// and the best times; the options kept in the settings. Time is a test::ManualClock.

#include "backgroundjob.h"
#include "explain.h"
#include "format.h"
#include "game.h"
#include "hint.h"
#include "hintsession.h"
#include "gamefile.h"
#include "manualclock.h"
#include "manualcountdown.h"
#include "playsession.h"
#include "playsettings.h"
#include "rating.h"
#include "solver.h"
#include "testgrids.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QUndoStack>
#include <QtTest>

#include <sys/stat.h>

#include <memory>

Q_DECLARE_METATYPE(sudoku::VariantKind)

using namespace sudoku;
using test::gridFromLine;

namespace sudoku {

// What a failed QCOMPARE of two PlayActions prints: the flags that are set, and the button.
char *toString(const PlayActions &actions)
{
    const std::pair<const char *, bool> flags[] = {
        {"playing", actions.playing},
        {"canEnter", actions.canEnter},
        {"canPause", actions.canPause},
        {"paused", actions.paused},
        {"pencilMode", actions.pencilMode},
        {"showMistakes", actions.showMistakes},
        {"autoRemovePencilMarks", actions.autoRemovePencilMarks},
        {"canRestart", actions.canRestart},
        {"canHint", actions.canHint},
        {"hintWaiting", actions.hintWaiting},
        {"thinking", actions.thinking},
        {"showsBranches", actions.showsBranches},
        {"hasPreviousBranch", actions.hasPreviousBranch},
        {"hasNextBranch", actions.hasNextBranch},
        {"canWatch", actions.canWatch},
        {"canCompare", actions.canCompare},
        {"editing", actions.editing},
    };
    QStringList set;
    for (const auto &[name, on] : flags) {
        if (on)
            set << QLatin1String(name);
    }
    return QTest::toString(QStringLiteral("{%1} \"%2\"").arg(set.join(QLatin1Char(' ')), actions.hintButton));
}

} // namespace sudoku

Q_DECLARE_METATYPE(sudoku::PlayActions)
Q_DECLARE_METATYPE(sudoku::Level)

namespace {

constexpr const char *EasyPuzzle = test::WikipediaEasy;
constexpr const char *EasySolution = test::WikipediaEasySolution;
// EasySolution without r4c6, r4c9, r5c6 and r5c9: 1 and 3 go there either way round, so it
// has exactly two solutions, which differ in those four cells.
constexpr const char *TwoSolutions =
    "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179";
const QList<int> TwoSolutionsCells{32, 35, 41, 44};
// No solution, but no digit clashes: r1c1 has no candidate left.
constexpr const char *NoSolution =
    ".2345.....1.........9......6........7........8...................................";
// Two 5s in row 1: the givens clash.
constexpr const char *ClashingFives =
    "55...............................................................................";

// A file of three puzzles, the second of them unreadable (too short, read as a block grid's row).
const QByteArray ThreePuzzles = QByteArray("# three puzzles, the second unreadable\n") + EasyPuzzle + "\n12345\n"
                              + TwoSolutions + "\n";

// Long enough for a background job on a slow, loaded machine.
constexpr int JobTimeoutMs = 60000;

const QString Invitation = QStringLiteral("Stuck? Hint shows where to look, then why.");

std::bitset<MaxCellCount> cellSet(const QList<int> &cells)
{
    std::bitset<MaxCellCount> set;
    for (const int cell : cells)
        set.set(static_cast<std::size_t>(cell));
    return set;
}

// `actions` with `flags` turned on or off.
PlayActions with(PlayActions actions, std::initializer_list<bool PlayActions::*> flags, bool on)
{
    for (bool PlayActions::*flag : flags)
        actions.*flag = on;
    return actions;
}

// What may be done while a game is simply in play.
PlayActions inPlay()
{
    using A = PlayActions;
    PlayActions actions = with({}, {&A::playing, &A::canEnter, &A::canPause, &A::autoRemovePencilMarks, &A::canRestart,
                                    &A::canHint, &A::canWatch, &A::canCompare},
                               true);
    actions.hintButton = QStringLiteral("Hint");
    return actions;
}

// The states a game can be in, for the table of what may be done in each.
enum class Situation { Playing, PencilMode, Paused, Animating, Completed, SolvedBySolver, Editing };

// Where what is read comes from: a file written with the content, a file that is not there,
// the content pasted, or something in the file system that is not a regular file.
enum class Input { File, MissingFile, Text, Fifo, Device, Folder };

// A game file of the easy puzzle with `fields` added ("\"source\": \"…\"").
QByteArray gameFileWith(const QByteArray &fields)
{
    return QByteArray(R"({"format": "sudoku-studio-game", "version": 2, "size": 9, "box": "3x3", "givens": ")")
         + EasyPuzzle + R"(", "digits": ")" + EasyPuzzle + "\", " + fields + "}";
}

// A version 4 game file of a variant: `fields` ("\"variant\": \"x\"", …), and `corners` as
// the givens of the top left corner and the bottom right one (both read from r1c1 on).
QByteArray variantGameFile(const QByteArray &fields, const QByteArray &corners = {})
{
    QByteArray givens(81, '.');
    if (!corners.isEmpty()) {
        givens[0] = corners.front();
        givens[80] = corners.back();
    }
    return QByteArray(R"({"format": "sudoku-studio-game", "version": 4, "size": 9, "box": "3x3", "givens": ")") + givens
         + R"(", "digits": ")" + givens + "\", " + fields + "}";
}

// The boxes of 9×9 as a jigsaw's regions.
constexpr char Boxes[] = "111222333111222333111222333444555666444555666444555666777888999777888999777888999";

bool writeBytes(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

bool setModified(const QString &path, const QDateTime &time)
{
    QFile file(path);
    return file.open(QIODevice::ReadWrite) && file.setFileTime(time, QFileDevice::FileModificationTime);
}

// A puzzle of one box and its solution: tests/data/nxn_golden.txt's first with one solution
// (box:puzzle:count:solution), or EasyPuzzle on 9×9.
struct SizedPuzzle {
    Shape shape;
    Grid puzzle;
    Grid solution;
};

SizedPuzzle sizedPuzzle(const QByteArray &box)
{
    const Shape shape = Shape::fromBoxName(box.toStdString()).value_or(Shape::classic());
    if (shape.isClassic())
        return {shape, gridFromLine(EasyPuzzle), gridFromLine(EasySolution)};
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/nxn_golden.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    while (!file.atEnd()) {
        const QList<QByteArray> fields = file.readLine().trimmed().split(':');
        if (fields.size() == 4 && fields[0] == box && fields[2] == "1")
            return {shape, gridFromLine(fields[1].toStdString(), shape), gridFromLine(fields[3].toStdString(), shape)};
    }
    return {};
}

// The damaged autosaves kept beside the autosave.
QStringList damagedCopies()
{
    const QDir folder = QFileInfo(Autosave::path()).dir();
    QStringList copies = folder.entryList({QStringLiteral("autosave-damaged-*.sudoku")}, QDir::Files, QDir::Name);
    for (QString &copy : copies)
        copy = folder.filePath(copy);
    return copies;
}

} // namespace

Q_DECLARE_METATYPE(Situation)
Q_DECLARE_METATYPE(Input)

class TestPlaySession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void loadPuzzlePublishesTheBoard();
    void whatMayBeDone_data();
    void whatMayBeDone();
    void entryChangesTheView_data();
    void entryChangesTheView();
    void inputWaitsForAnAnimation();

    void readsWhatAFileHolds_data();
    void readsWhatAFileHolds();
    void unreadableInputLeavesTheGameAlone_data();
    void unreadableInputLeavesTheGameAlone();
    void saveAsThenOpenRestoresTheGame();
    void variantsArePlayedByTheirRules_data();
    void variantsArePlayedByTheirRules();
    void gameFileAfterAByteOrderMarkOpens();
    void hostileTextIsHeldInLittleMemory();
    void failedSaveKeepsTheGameFile();

    void autosaveResumesInAFreshSession_data();
    void autosaveResumesInAFreshSession();
    void nothingToResume();
    void damagedAutosaveIsSetAside_data();
    void damagedAutosaveIsSetAside();
    void autosaveComesAtMostTwoSecondsAfterTheFirstChange();
    void failedAutosaveSaysWhy();

    void statusNamesCluesThenLevel_data();
    void statusNamesCluesThenLevel();
    void checkEnteredFlagsCells_data();
    void checkEnteredFlagsCells();
    void checkOfAnOlderBoardIsDropped();
    void completionRecordsTheBestTime_data();
    void completionRecordsTheBestTime();
    void bestTimesAreKeptPerSize_data();
    void bestTimesAreKeptPerSize();
    void bestTimesAreKeptPerVariant();
    void puzzleChangedFollowsThePuzzleInPlay();
    void cancelledEntryKeepsTheGameFile();

    void optionsAreKeptInTheSettings_data();
    void optionsAreKeptInTheSettings();
    void newGameChoiceIsKept();
    void bundledPuzzlesGoRound();
    void pauseHidesTheHint();
    void bundledPuzzlesAreOfTheirLevel_data();
    void bundledPuzzlesAreOfTheirLevel();

private:
    // A fresh session, as at the start of the program; the old one goes first.
    void makeSession();
    void loadEasy(std::optional<Rating> rating = std::nullopt);
    // Fills every empty cell with the solution's digit: the player completes the puzzle.
    void solveByHand();
    // Plays `puzzle`, rated `level`, to its end in `ms` of the clock; what completion said of
    // the best time.
    QString playToTheEnd(const SizedPuzzle &puzzle, Level level, qint64 ms);
    QString writeFile(const QString &name, const QByteArray &content);
    Game *game() const { return m_session->game(); }

    test::ManualClock m_clock; // outlives every session
    std::unique_ptr<PlaySession> m_session;
    QTemporaryDir m_dir;
};

void TestPlaySession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_playsession"));
    QVERIFY(m_dir.isValid());
}

void TestPlaySession::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    QSettings().clear();
    QFile::remove(Autosave::path());
    for (const QString &copy : damagedCopies())
        QFile::remove(copy);
    makeSession();
}

void TestPlaySession::cleanup()
{
    m_session.reset();
}

void TestPlaySession::makeSession()
{
    m_session.reset();
    m_session = std::make_unique<PlaySession>(nullptr, m_clock);
}

void TestPlaySession::loadEasy(std::optional<Rating> rating)
{
    m_session->loadPuzzle(gridFromLine(EasyPuzzle), QStringLiteral("easy"), std::move(rating));
}

void TestPlaySession::solveByHand()
{
    for (int cell = 0; cell < CellCount; ++cell) {
        if (game()->grid().isEmpty(cell))
            game()->setDigit(cell, EasySolution[cell] - '0');
    }
    QVERIFY(game()->isCompleted());
}

QString TestPlaySession::playToTheEnd(const SizedPuzzle &puzzle, Level level, qint64 ms)
{
    Rating rating;
    rating.level = level;
    rating.solutionCount = 1;
    QSignalSpy completed(m_session.get(), &PlaySession::completed);
    m_session->loadPuzzle(puzzle.puzzle, QStringLiteral("sized"), rating);
    m_clock.advance(ms);
    for (int cell = 0; cell < puzzle.puzzle.cellCount(); ++cell) {
        if (game()->grid().isEmpty(cell))
            game()->setDigit(cell, puzzle.solution.digit(cell));
    }
    if (!game()->isCompleted() || completed.count() != 1 || completed.at(0).at(0).toLongLong() != ms)
        return QStringLiteral("(not completed in %1 ms)").arg(ms);
    return completed.at(0).at(1).toString();
}

QString TestPlaySession::writeFile(const QString &name, const QByteArray &content)
{
    const QString path = m_dir.filePath(name);
    return writeBytes(path, content) ? path : QString();
}

void TestPlaySession::loadPuzzlePublishesTheBoard()
{
    QSignalSpy changed(m_session.get(), &PlaySession::changed);
    loadEasy();
    QVERIFY(!changed.isEmpty());

    BoardView expected;
    expected.grid = gridFromLine(EasyPuzzle);
    QCOMPARE(m_session->view(), expected);
    QCOMPARE(m_session->actions(), inPlay());
    QCOMPARE(m_session->solvablePuzzle(), std::optional<Grid>(gridFromLine(EasyPuzzle)));
    QCOMPARE(m_session->hintText(), Invitation);
    QCOMPARE(m_session->clockText(), QStringLiteral("0:00"));
    QCOMPARE(m_session->title(), QStringLiteral("easy[*] — Sudoku Studio"));
    QVERIFY(m_session->filePath().isEmpty());
    QVERIFY(!m_session->isModified());

    // The clock runs from the start of the game.
    m_clock.advance(83'000);
    QCOMPARE(m_session->clockText(), QStringLiteral("1:23"));
    m_clock.advance(3'600'000);
    QCOMPARE(m_session->clockText(), QStringLiteral("1:01:23"));
}

void TestPlaySession::whatMayBeDone_data()
{
    QTest::addColumn<Situation>("situation");
    QTest::addColumn<PlayActions>("expected");
    QTest::addColumn<bool>("inputEnabled");
    QTest::addColumn<QString>("hintText");

    using A = PlayActions;
    QTest::newRow("playing") << Situation::Playing << inPlay() << true << Invitation;
    QTest::newRow("pencil mode") << Situation::PencilMode << with(inPlay(), {&A::pencilMode}, true) << true << Invitation;
    // Only Resume makes sense.
    const PlayActions paused =
        with(with(inPlay(), {&A::paused}, true), {&A::canEnter, &A::canRestart, &A::canHint, &A::canWatch}, false);
    QTest::newRow("paused") << Situation::Paused << paused << false << QString();
    // An animated solve has the board: no entry, no hint, no pause.
    QTest::newRow("animating") << Situation::Animating
                               << with(inPlay(), {&A::canEnter, &A::canPause, &A::canRestart, &A::canHint}, false) << true
                               << QString();
    // A finished game: nothing to enter, hint or pause; it restarts from scratch.
    const PlayActions completed = with(inPlay(), {&A::canEnter, &A::canPause, &A::canHint}, false);
    QTest::newRow("completed by the player") << Situation::Completed << completed << false << QString();
    QTest::newRow("solved by the solver") << Situation::SolvedBySolver << completed << false << QString();
    // Entering a puzzle: digits only.
    const PlayActions editing =
        with(with(inPlay(), {&A::editing}, true),
             {&A::playing, &A::canPause, &A::canRestart, &A::canHint, &A::canWatch, &A::canCompare}, false);
    QTest::newRow("entering a puzzle") << Situation::Editing << editing << true << QString();
}

void TestPlaySession::whatMayBeDone()
{
    QFETCH(Situation, situation);
    QFETCH(PlayActions, expected);
    QFETCH(bool, inputEnabled);
    QFETCH(QString, hintText);
    loadEasy();
    QSignalSpy changed(m_session.get(), &PlaySession::changed);
    switch (situation) {
    case Situation::Playing:
        break;
    case Situation::PencilMode:
        game()->setPencilMode(true);
        break;
    case Situation::Paused:
        game()->setPaused(true);
        break;
    case Situation::Animating:
        m_session->setAnimating(true);
        break;
    case Situation::Completed:
        solveByHand();
        break;
    case Situation::SolvedBySolver:
        m_session->takeSolution(Algorithm::Logic, gridFromLine(EasySolution));
        QVERIFY(game()->isSolvedBySolver());
        break;
    case Situation::Editing:
        m_session->startEditing();
        break;
    }
    QCOMPARE(changed.isEmpty(), situation == Situation::Playing);
    QCOMPARE(m_session->actions(), expected);
    QCOMPARE(m_session->view().inputEnabled, inputEnabled);
    QCOMPARE(m_session->view().paused, situation == Situation::Paused);
    QCOMPARE(m_session->hintText(), hintText);
    // No clock while a puzzle is entered.
    QCOMPARE(m_session->clockText().isEmpty(), situation == Situation::Editing);

    if (situation == Situation::Animating) {
        // Said once; the end of the animation gives play back.
        changed.clear();
        m_session->setAnimating(true);
        QVERIFY(changed.isEmpty());
        m_session->setAnimating(false);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m_session->actions(), inPlay());
        QCOMPARE(m_session->hintText(), Invitation);
    }
}

void TestPlaySession::entryChangesTheView_data()
{
    QTest::addColumn<bool>("pencil");
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("digit");
    QTest::addColumn<bool>("showMistakes");
    QTest::addColumn<QList<int>>("conflicts");
    QTest::addColumn<QList<int>>("mistakes");
    // r1c3 (cell 2) is 4 in the solution; 1 fits there but is wrong; 5 clashes with r1c1.
    QTest::newRow("right digit, mistakes shown") << false << 2 << 4 << true << QList<int>{} << QList<int>{};
    QTest::newRow("wrong digit, mistakes hidden") << false << 2 << 1 << false << QList<int>{} << QList<int>{};
    QTest::newRow("wrong digit, mistakes shown") << false << 2 << 1 << true << QList<int>{} << QList<int>{2};
    QTest::newRow("clashing digit, mistakes hidden") << false << 2 << 5 << false << QList<int>{0, 2} << QList<int>{};
    QTest::newRow("clashing digit, mistakes shown") << false << 2 << 5 << true << QList<int>{0, 2} << QList<int>{2};
    QTest::newRow("pencil mark") << true << 2 << 1 << true << QList<int>{} << QList<int>{};
}

void TestPlaySession::inputWaitsForAnAnimation()
{
    loadEasy();
    int empty = 0;
    while (!game()->grid().isEmpty(empty))
        ++empty;
    // An animated solve has the board: the player's input is refused, whatever it is.
    m_session->setAnimating(true);
    m_session->enterDigit(empty, 5);
    m_session->togglePencilMark(empty, 5);
    m_session->togglePencilMode();
    m_session->fillPencilMarks();
    m_session->setPaused(true);
    m_session->restart();
    QCOMPARE(game()->grid().digit(empty), 0);
    QVERIFY(game()->pencilMarks(empty).isEmpty());
    QVERIFY(!game()->pencilMode());
    QVERIFY(!game()->isPaused());
    QCOMPARE(game()->undoStack()->count(), 0);

    // Once it ends, the same input reaches the game.
    m_session->setAnimating(false);
    m_session->togglePencilMark(empty, 5);
    QVERIFY(game()->pencilMarks(empty).contains(5));
    m_session->enterDigit(empty, 5);
    QCOMPARE(game()->grid().digit(empty), 5);
    m_session->clearCell(empty);
    QCOMPARE(game()->grid().digit(empty), 0);
    m_session->togglePencilMode();
    QVERIFY(game()->pencilMode());
    m_session->enterDigit(empty, 7);
    QVERIFY(game()->pencilMarks(empty).contains(7));
    m_session->setPaused(true);
    QVERIFY(game()->isPaused());
    m_session->setPaused(false);
    m_session->restart();
    QVERIFY(game()->pencilMarks(empty).isEmpty());
    m_session->fillPencilMarks();
    QCOMPARE(game()->pencilMarks(empty), game()->grid().candidates(empty));
}

void TestPlaySession::entryChangesTheView()
{
    QFETCH(bool, pencil);
    QFETCH(int, cell);
    QFETCH(int, digit);
    QFETCH(bool, showMistakes);
    QFETCH(QList<int>, conflicts);
    QFETCH(QList<int>, mistakes);
    loadEasy();
    QTRY_VERIFY_WITH_TIMEOUT(game()->isSolutionKnown(), JobTimeoutMs); // mistakes need it
    m_session->setShowMistakes(showMistakes);
    QCOMPARE(m_session->actions().showMistakes, showMistakes);
    game()->setPencilMode(pencil);

    QSignalSpy changed(m_session.get(), &PlaySession::changed);
    game()->enterDigit(cell, digit);
    QVERIFY(!changed.isEmpty());
    BoardView expected;
    expected.grid = gridFromLine(EasyPuzzle);
    if (pencil)
        expected.marks[static_cast<std::size_t>(cell)] = Candidates::single(digit);
    else
        expected.grid.setDigit(cell, digit);
    expected.conflicts = cellSet(conflicts);
    expected.mistakes = cellSet(mistakes);
    QCOMPARE(m_session->view(), expected);

    // Hiding the mistakes again clears them from the board, and nothing else.
    m_session->setShowMistakes(false);
    expected.mistakes.reset();
    QCOMPARE(m_session->view(), expected);
    QCOMPARE(m_session->actions().showMistakes, false);
}

void TestPlaySession::readsWhatAFileHolds_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("viaText");
    QTest::addColumn<int>("records");
    QTest::addColumn<int>("index");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<QString>("source");

    const QByteArray easy(EasyPuzzle);
    QTest::newRow("one puzzle") << "one.txt" << easy + "\n" << false << 1 << 0 << easy << "one.txt";
    QTest::newRow("first of three") << "three.txt" << ThreePuzzles << false << 3 << 0 << easy << "three.txt #1";
    QTest::newRow("third of three") << "three.txt" << ThreePuzzles << false << 3 << 2 << QByteArray(TwoSolutions)
                                    << "three.txt #3";
    QTest::newRow("pasted boxed grid") << "pasted" << QByteArray::fromStdString(toBoxedGrid(gridFromLine(EasyPuzzle)))
                                       << true << 1 << 0 << easy << "pasted";
}

void TestPlaySession::readsWhatAFileHolds()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(bool, viaText);
    QFETCH(int, records);
    QFETCH(int, index);
    QFETCH(QByteArray, puzzle);
    QFETCH(QString, source);
    const OpenedFile opened =
        viaText ? OpenedFile::readText(QString::fromUtf8(content), name) : OpenedFile::readFile(writeFile(name, content));
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    QVERIFY(!opened.isGameFile);
    QVERIFY(!opened.game);
    QVERIFY(opened.path.isEmpty());
    QCOMPARE(opened.name, name);
    QCOMPARE(opened.puzzleCount(), static_cast<std::size_t>(records));
    QCOMPARE(opened.problem(static_cast<std::size_t>(index)), QString());

    QSignalSpy puzzleChanged(m_session.get(), &PlaySession::puzzleChanged);
    QCOMPARE(m_session->open(opened, static_cast<std::size_t>(index)), QString());
    const Grid expected = gridFromLine(puzzle.constData());
    QCOMPARE(game()->grid(), expected);
    QCOMPARE(game()->source(), source);
    QCOMPARE(m_session->view().grid, expected);
    QCOMPARE(puzzleChanged.count(), 1);
    QCOMPARE(qvariant_cast<std::optional<Grid>>(puzzleChanged.at(0).at(0)), std::optional<Grid>(expected));
    // A file of puzzles is no game file: Save has nowhere to write yet.
    QVERIFY(m_session->filePath().isEmpty());
    QVERIFY(!m_session->isModified());
}

void TestPlaySession::unreadableInputLeavesTheGameAlone_data()
{
    QTest::addColumn<Input>("input");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("readable"); // Opened::ok(): something could be read
    QTest::addColumn<bool>("isGameFile");
    QTest::addColumn<QString>("problem");

    const QByteArray easy(EasyPuzzle);
    const QByteArray badCharacter = easy.left(17) + "k" + easy.mid(18) + "\n";
    QTest::newRow("unreadable puzzle of three")
        << Input::File << ThreePuzzles << 1 << true << false
        << QStringLiteral("Line 3: puzzle has 5 cells, expected 81");
    QTest::newRow("past the last of three") << Input::File << ThreePuzzles << 3 << true << false
                                            << QStringLiteral("It holds no puzzle.");
    QTest::newRow("bad puzzle character")
        << Input::File << badCharacter << 0 << true << false
        << QStringLiteral("Line 1, column 18: expected a digit 1-9 or '.', found 'k'");
    QTest::newRow("short puzzle") << Input::File << QByteArray("53..7....6..195\n") << 0 << true << false
                                  << QStringLiteral("Line 1, column 16: puzzle has 15 cells, expected 16 (4×4) or 81 (9×9)");
    QTest::newRow("clashing givens")
        << Input::File << QByteArray("\n\n") + ClashingFives + "\n" << 0 << true << false
        << QStringLiteral("Line 3, column 2: r1c1 and r1c2 both hold 5");
    QTest::newRow("no puzzle") << Input::File << QByteArray("# nothing\n") << 0 << false << false
                               << QStringLiteral("It holds no puzzle.");
    QTest::newRow("missing file") << Input::MissingFile << QByteArray() << 0 << false << false
                                  << QStringLiteral("No such file or directory");
    QTest::newRow("pasted text, no puzzle") << Input::Text << QByteArray("not a puzzle at all") << 0 << true << false
                                            << QStringLiteral("Line 1, column 1: expected a digit 1-9 or '.', found 'n'");
    QTest::newRow("pasted text, empty") << Input::Text << QByteArray() << 0 << false << false
                                        << QStringLiteral("It holds no puzzle.");
    QTest::newRow("classic named") << Input::File << QByteArray("# variant: classic\n") + badCharacter << 0 << true << false
                                   << QStringLiteral("Line 2, column 18: expected a digit 1-9 or '.', found 'k'");

    // Pasting or dropping more than a file may hold whole is refused: it would be read whole.
    QTest::newRow("pasted text of 8.5 MB")
        << Input::Text << QByteArray("z\n\n").repeated((LargeFileBytes + (1 << 19)) / 3) << 0 << false
        << false
        << QStringLiteral("The text is too long to read as puzzles: 8.5 MB, where 8 MB is the most. Save it in a file "
                          "and open the file: a file of any size can be opened.");
    // Only regular files are read: a FIFO would block the window until something writes, a
    // device such as /dev/zero never ends.
    QTest::newRow("a FIFO") << Input::Fifo << QByteArray() << 0 << false << false
                            << QStringLiteral("It is a pipe (a FIFO), not a file: Sudoku Studio reads puzzles only from files.");
    QTest::newRow("a device") << Input::Device << QByteArray("/dev/zero") << 0 << false << false
                              << QStringLiteral("It is a device, not a file: Sudoku Studio reads puzzles only from files.");
    QTest::newRow("a folder") << Input::Folder << QByteArray() << 0 << false << false
                              << QStringLiteral("It is a folder, not a file.");

    // Damaged game files: rejected whole, with what is wrong and where.
    QTest::newRow("game file, broken json")
        << Input::File << QByteArray("{\n  \"format\": ") << 0 << false << true
        << QStringLiteral("not a Sudoku Studio game file: line 2, column 13: unterminated object");
    QTest::newRow("game file, foreign json")
        << Input::File << QByteArray("{\"hello\": 1}") << 0 << false << true
        << QStringLiteral("not a Sudoku Studio game file (no \"format\": \"sudoku-studio-game\")");
    QTest::newRow("game file, newer version")
        << Input::File << QByteArray(R"({"format": "sudoku-studio-game", "version": 5})") << 0 << false << true
        << QStringLiteral("the file is version 5, made by a newer Sudoku Studio; this one reads version 4");
    QTest::newRow("game file, a version past int's range")
        << Input::File << QByteArray(R"({"format": "sudoku-studio-game", "version": 3000000000})") << 0 << false << true
        << QStringLiteral("the file is version 3000000000, made by a newer Sudoku Studio; this one reads version 4");
    QTest::newRow("game file, no version")
        << Input::File << QByteArray(R"({"format": "sudoku-studio-game"})") << 0 << false << true
        << QStringLiteral("\"version\" is missing");
    QTest::newRow("game file, a version not whole")
        << Input::File << QByteArray(R"({"format": "sudoku-studio-game", "version": 1.5})") << 0 << false << true
        << QStringLiteral("\"version\" must be a whole number, 1 or more");
    // What a game file may hold is bounded: a file or a source of megabytes slowed every
    // start once autosaved.
    QTest::newRow("game file over 1 MB")
        << Input::File << gameFileWith("\"source\": \"" + QByteArray(GameFileBytes, 's') + '"') << 0 << false << true
        << QStringLiteral("the file is larger than a game file can be (1 MB at most)");
    QTest::newRow("game file, a source of 1001 characters")
        << Input::File << gameFileWith("\"source\": \"" + QByteArray(SourceLength + 1, 's') + '"') << 0 << false
        << true << QStringLiteral("\"source\" is longer than 1000 characters");
    QTest::newRow("game file, pencil marks of ten digits")
        << Input::File << gameFileWith(R"("pencilMarks": {"r1c3": "1234567891"})") << 0 << false << true
        << QStringLiteral("\"pencilMarks\", r1c3: more than 9 digits");
    QTest::newRow("game file, a long cell name is cut short")
        << Input::File << gameFileWith("\"pencilMarks\": {\"" + QByteArray(5000, 'x') + "\": \"1\"}") << 0 << false
        << true
        << QStringLiteral("\"pencilMarks\": \"%1…\" is not a cell name like r1c1 of a 9×9 board").arg(QString(40, u'x'));
    QByteArray changedGiven = easy;
    changedGiven[0] = '6';
    QTest::newRow("game file, digit over a given")
        << Input::File
        << QByteArray(R"({"format": "sudoku-studio-game", "version": 1, "givens": ")") + easy
               + R"(", "digits": ")" + changedGiven + R"("})"
        << 0 << false << true << QStringLiteral("\"digits\": r1c1 changes the given 5");
    // A variant's game (version 4): its rules are read with the errors of a puzzle line's.
    QTest::newRow("game file, an unknown variant")
        << Input::File << variantGameFile("\"variant\": \"hyper\"") << 0 << false << true
        << QStringLiteral("\"variant\" must be one of classic, x, windoku, jigsaw, killer, samurai");
    // A samurai's cells are 369: a line of 81 is no samurai's.
    QTest::newRow("game file, a samurai of 81 cells")
        << Input::File << variantGameFile("\"variant\": \"samurai\"") << 0 << false << true
        << QStringLiteral("\"givens\" has 81 cells, expected 369");
    QTest::newRow("game file, a layout not a string")
        << Input::File << variantGameFile(R"("variant": "jigsaw", "layout": 12)") << 0 << false << true
        << QStringLiteral("\"layout\" is not a string");
    QTest::newRow("game file, a jigsaw without regions")
        << Input::File << variantGameFile(R"("variant": "jigsaw")") << 0 << false << true
        << QStringLiteral("\"layout\": expected a space and each cell's region, found end of line");
    QTest::newRow("game file, a region cut in two")
        << Input::File << variantGameFile(R"("variant": "jigsaw", "layout": ")" + QByteArray(Boxes).replace(3, 1, "2")
                                          .replace(1, 1, "2") + "\"")
        << 0 << false << true << QStringLiteral("\"layout\", character 1: region 1 has 8 cells, expected 9");
    QTest::newRow("game file, a killer sum no digits make")
        << Input::File << variantGameFile(R"("variant": "killer", "layout": "aa)" + QByteArray(79, '.') + R"( a=1")")
        << 0 << false << true << QStringLiteral("\"layout\", character 85: cage 'a' cannot add up to 1: 2 different digits make 3 to 17");
    QTest::newRow("game file, a layout beside x")
        << Input::File << variantGameFile(R"("variant": "x", "layout": "111")") << 0 << false << true
        << QStringLiteral("\"layout\" belongs to jigsaw and killer games alone, not to x");
    QTest::newRow("game file, x on 4×4")
        << Input::File
        << QByteArray(R"({"format": "sudoku-studio-game", "version": 4, "size": 4, "box": "2x2", "givens": ")"
                      R"(................", "digits": "................", "variant": "x"})")
        << 0 << false << true << QStringLiteral("\"variant\": x puzzles are 9×9, not 4×4");
    QTest::newRow("game file, givens over an X diagonal")
        << Input::File << variantGameFile(R"("variant": "x")", "1.......1") << 0 << false << true
        << QStringLiteral("\"givens\": r1c1 and r9c9 both hold 1");
}

void TestPlaySession::unreadableInputLeavesTheGameAlone()
{
    QFETCH(Input, input);
    QFETCH(QByteArray, content);
    QFETCH(int, index);
    QFETCH(bool, readable);
    QFETCH(bool, isGameFile);
    QFETCH(QString, problem);
    loadEasy();
    game()->setDigit(2, 4);
    const Board before = game()->board();
    const int undoCount = game()->undoStack()->count();

    OpenedFile opened;
    switch (input) {
    case Input::File:
        opened = OpenedFile::readFile(writeFile(QStringLiteral("input.txt"), content));
        break;
    case Input::MissingFile:
        opened = OpenedFile::readFile(m_dir.filePath(QStringLiteral("missing.txt")));
        break;
    case Input::Text:
        opened = OpenedFile::readText(QString::fromUtf8(content), QStringLiteral("pasted"));
        break;
    case Input::Fifo: {
        const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
        QFile::remove(fifo);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        opened = OpenedFile::readFile(fifo); // must not wait for a writer
        break;
    }
    case Input::Device:
        opened = OpenedFile::readFile(QString::fromUtf8(content));
        break;
    case Input::Folder:
        opened = OpenedFile::readFile(m_dir.path());
        break;
    }
    QCOMPARE(opened.ok(), readable);
    QCOMPARE(opened.isGameFile, isGameFile);
    QVERIFY(!opened.game);
    QCOMPARE(opened.problem(static_cast<std::size_t>(index)), problem);

    QSignalSpy puzzleChanged(m_session.get(), &PlaySession::puzzleChanged);
    QCOMPARE(m_session->open(opened, static_cast<std::size_t>(index)), problem);
    QCOMPARE(game()->board(), before);
    QCOMPARE(game()->undoStack()->count(), undoCount);
    QCOMPARE(game()->source(), QStringLiteral("easy"));
    QVERIFY(m_session->filePath().isEmpty());
    QVERIFY(puzzleChanged.isEmpty());
}

void TestPlaySession::gameFileAfterAByteOrderMarkOpens()
{
    // Editors on some systems put a byte order mark first: it opened as unreadable puzzles.
    loadEasy();
    game()->setDigit(2, 4);
    const QString path = writeFile(QStringLiteral("marked.sudoku"), "\xEF\xBB\xBF" + writeGameFile(game()->saved()));
    const OpenedFile opened = OpenedFile::readFile(path);
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    QVERIFY(opened.isGameFile);
    QVERIFY(opened.game);
    QCOMPARE(opened.game->board, game()->board());
}

void TestPlaySession::hostileTextIsHeldInLittleMemory()
{
    // 4 MB of three-byte unreadable records: each was held as a record with its error, some
    // 490 times the file in all (1.98 GB); now a place of 16 bytes each, beside the text.
    const QByteArray hostile = QByteArray("z\n\n").repeated((4 << 20) / 3);
    const OpenedFile opened = OpenedFile::readFile(writeFile(QStringLiteral("hostile.txt"), hostile));
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    const std::size_t records = static_cast<std::size_t>(hostile.size() / 3);
    QCOMPARE(opened.puzzleCount(), records);
    QCOMPARE(opened.puzzles->readableCount(), std::size_t{0});
    QVERIFY2(opened.puzzles->heldBytes() <= static_cast<std::size_t>(hostile.size()) + records * sizeof(PuzzlePlace),
             qPrintable(QString::number(opened.puzzles->heldBytes())));
    // Each record is read again when asked for: the same error as reading the text whole.
    QCOMPARE(opened.problem(records - 1),
             QStringLiteral("Line %1, column 1: expected a digit 1-9 or '.', found 'z'").arg(2 * records - 1));
}

void TestPlaySession::variantsArePlayedByTheirRules_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<VariantKind>("kind");
    QTest::addColumn<QString>("status");
    for (const VariantKind kind :
         {VariantKind::X, VariantKind::Windoku, VariantKind::Jigsaw, VariantKind::Killer, VariantKind::Samurai}) {
        const QString name = QString::fromLatin1(variantName(kind).data(), static_cast<qsizetype>(variantName(kind).size()));
        QTest::newRow(qPrintable(name)) << name << kind << Explain::variant(kind);
    }
}

// A file of a variant's puzzles, its "# variant:" line first, plays by the variant's rules: the
// record chosen is read again as that variant, a conflict on its extra units (or a cage whose
// digits break its sum) shows, the status names the variant, it is rated and hinted by its
// rules, and Save As keeps the rules. A samurai's file holds its puzzles' 21 lines each, one
// after the other.
void TestPlaySession::variantsArePlayedByTheirRules()
{
    QFETCH(QString, name);
    QFETCH(VariantKind, kind);
    QFETCH(QString, status);
    QFile data(QStringLiteral(SUDOKU_TEST_DATA "/variants/") + name + QStringLiteral(".txt"));
    QVERIFY(data.open(QIODevice::ReadOnly));
    QByteArray content = "# variant: " + name.toLatin1() + "\n";
    for (const QByteArray &line : data.readAll().split('\n')) {
        if (!line.startsWith('#') && !line.trimmed().isEmpty())
            content += line + "\n";
    }
    const OpenedFile opened = OpenedFile::readFile(writeFile(name + QStringLiteral(".txt"), content));
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    QVERIFY(opened.puzzleCount() >= 2);
    QCOMPARE(opened.problem(1), QString());
    QCOMPARE(m_session->open(opened, 1), QString());
    const Grid puzzle = game()->grid();
    QCOMPARE(puzzle.variantKind(), kind);
    QCOMPARE(game()->puzzle(), puzzle);
    QTRY_VERIFY_WITH_TIMEOUT(game()->isSolutionKnown(), JobTimeoutMs);
    QCOMPARE(game()->solutionCount(), 1);
    QVERIFY(game()->solution().isSolutionOf(puzzle));
    QVERIFY2(m_session->statusText().startsWith(status + QStringLiteral(" · ")), qPrintable(m_session->statusText()));
    // Rated by the variant's rules (a killer's by its sums), with no guess.
    QTRY_VERIFY_WITH_TIMEOUT(m_session->rating(), JobTimeoutMs);
    QCOMPARE(m_session->rating()->solutionCount, 1);
    QCOMPARE(m_session->rating()->guesses, 0);

    // Two cells that only the variant makes peers (a diagonal, a window, a region that is no
    // box, a cage), given one digit: both show as a conflict.
    const Geometry &classic = geometryOf(puzzle.shape());
    const Geometry &rules = puzzle.geometry();
    int first = -1;
    int second = -1;
    // (On a samurai, cells past the first 81 are no classic board's.)
    for (int a = 0; a < puzzle.cellCount() && first < 0; ++a) {
        for (int b = a + 1; b < puzzle.cellCount() && first < 0; ++b) {
            if (puzzle.isEmpty(a) && puzzle.isEmpty(b) && rules.arePeers(a, b) && (b >= 81 || !classic.arePeers(a, b))) {
                first = a;
                second = b;
            }
        }
    }
    QVERIFY(first >= 0);
    const int digit = game()->solution().digit(first);
    game()->setDigit(first, digit);
    QVERIFY(!game()->conflictCells().test(static_cast<std::size_t>(first)));
    game()->setDigit(second, digit);
    QVERIFY(game()->conflictCells().test(static_cast<std::size_t>(first)));
    QVERIFY(game()->conflictCells().test(static_cast<std::size_t>(second)));
    game()->setDigit(second, 0);
    QVERIFY(game()->conflictCells().none());

    // A killer cage full of different digits that do not make its sum is a conflict too.
    if (kind == VariantKind::Killer) {
        const Cage &cage = puzzle.variant()->cages()[static_cast<std::size_t>(puzzle.variant()->cageOf(first))];
        for (const std::uint16_t cell : cage.cells)
            game()->setDigit(cell, game()->solution().digit(cell));
        QVERIFY(game()->conflictCells().none());
        // Its last cell given a digit the cage lacks: different digits, another sum.
        const int last = cage.cells.back();
        int wrong = 0;
        for (int candidate = 1; candidate <= 9 && wrong == 0; ++candidate) {
            bool held = false;
            for (const std::uint16_t cell : cage.cells)
                held = held || game()->grid().digit(cell) == candidate;
            wrong = held ? 0 : candidate;
        }
        QVERIFY(wrong != 0); // its cages have fewer than nine cells
        game()->setDigit(last, wrong);
        for (const std::uint16_t cell : cage.cells)
            QVERIFY(game()->conflictCells().test(cell));
    }

    // Fill Pencil Marks writes what the rules allow: a killer's cage sums among them.
    game()->undoStack()->setIndex(0);
    game()->fillPencilMarks();
    int narrowed = 0;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (!puzzle.isEmpty(cell))
            continue;
        const Candidates peersAllow = puzzle.candidates(cell);
        QCOMPARE(game()->pencilMarks(cell), peersAllow & puzzle.cageAllows(cell));
        QVERIFY(game()->pencilMarks(cell).contains(game()->solution().digit(cell)));
        narrowed += game()->pencilMarks(cell) != peersAllow ? 1 : 0;
    }
    QCOMPARE(narrowed > 0, kind == VariantKind::Killer);

    // A hint gives a step by the variant's rules (a killer's sums too).
    QSignalSpy changed(m_session->hints(), &HintSession::changed);
    game()->undoStack()->setIndex(0);
    m_session->hints()->hint();
    QTRY_VERIFY_WITH_TIMEOUT(!m_session->hints()->isWaiting(), JobTimeoutMs);
    QCOMPARE(m_session->hints()->result().kind, HintKind::Step);
    const Step &step = m_session->hints()->result().step;
    QCOMPARE(step.variant, puzzle.variant());
    QCOMPARE(techniqueInfo(step.technique).family == Family::Cage, kind == VariantKind::Killer);
    for (const CellDigit placement : step.placements)
        QCOMPARE(game()->solution().digit(placement.cell), placement.digit);
    for (const CellDigit elimination : step.eliminations)
        QVERIFY(game()->solution().digit(elimination.cell) != elimination.digit);

    // Saved and opened again, the game keeps its rules.
    game()->setDigit(first, digit);
    QString error;
    const QString path = m_dir.filePath(name + QStringLiteral(".sudoku"));
    QVERIFY2(m_session->saveAs(path, &error), qPrintable(error));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("\"variant\": \"" + name.toLatin1() + '"'));
    const OpenedFile reopened = OpenedFile::readFile(path);
    QVERIFY2(reopened.ok(), qPrintable(reopened.error));
    QCOMPARE(reopened.game->board.grid.variantKind(), kind);
    QVERIFY(sameRules(reopened.game->board.grid.variant(), puzzle.variant()));
    QCOMPARE(reopened.game->board, game()->board());
}

void TestPlaySession::saveAsThenOpenRestoresTheGame()
{
    loadEasy();
    game()->setDigit(2, 4);
    game()->togglePencilMark(3, 6);
    m_clock.advance(42'000);

    // Save As adds the game file's suffix; the game belongs to that file now.
    QString error;
    QVERIFY2(m_session->saveAs(m_dir.filePath(QStringLiteral("round")), &error), qPrintable(error));
    const QString path = QFileInfo(m_dir.filePath(QStringLiteral("round.sudoku"))).absoluteFilePath();
    QVERIFY(QFile::exists(path));
    QCOMPARE(m_session->filePath(), path);
    QVERIFY(!m_session->isModified());
    QCOMPARE(m_session->title(), QStringLiteral("round.sudoku[*] — Sudoku Studio"));

    // A change the file lacks; Save writes it there.
    game()->setDigit(5, 8);
    QVERIFY(m_session->isModified());
    QVERIFY2(m_session->save(&error), qPrintable(error));
    QVERIFY(!m_session->isModified());
    const SavedGame saved = game()->saved();

    // writeTo writes a copy and nothing else: the game stays with its file, changes unsaved.
    game()->setDigit(6, 9);
    const QString copy = m_dir.filePath(QStringLiteral("copy.sudoku"));
    QVERIFY2(m_session->writeTo(copy, &error), qPrintable(error));
    QCOMPARE(m_session->filePath(), path);
    QVERIFY(m_session->isModified());
    const OpenedFile copied = OpenedFile::readFile(copy);
    QVERIFY2(copied.ok(), qPrintable(copied.error));
    QCOMPARE(copied.game->board, game()->board());

    // Another puzzle has no file; opening the saved one brings back the game as saved.
    m_session->loadPuzzle(gridFromLine(TwoSolutions), QStringLiteral("other"));
    QVERIFY(m_session->filePath().isEmpty());
    QVERIFY(!m_session->isModified());
    const OpenedFile opened = OpenedFile::readFile(path);
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    QVERIFY(opened.isGameFile);
    QCOMPARE(opened.path, path);
    QCOMPARE(opened.name, QStringLiteral("round.sudoku"));
    QCOMPARE(opened.puzzleCount(), std::size_t{0});
    QCOMPARE(opened.problem(), QString());
    QCOMPARE(m_session->open(opened), QString());
    QCOMPARE(game()->board(), saved.board);
    QCOMPARE(game()->elapsedMs(), qint64{42'000});
    QCOMPARE(game()->source(), QStringLiteral("easy"));
    QCOMPARE(m_session->filePath(), path);
    QVERIFY(!m_session->isModified());
    QCOMPARE(m_session->view().marks[3], Candidates::single(6));
}

void TestPlaySession::failedSaveKeepsTheGameFile()
{
    loadEasy();
    QString error;
    const QString path = QFileInfo(m_dir.filePath(QStringLiteral("kept.sudoku"))).absoluteFilePath();
    QVERIFY2(m_session->saveAs(path, &error), qPrintable(error));
    game()->setDigit(2, 4);

    // A folder that does not exist: nothing is written, the game keeps its file.
    const QString nowhere = m_dir.filePath(QStringLiteral("no/such/folder/lost.sudoku"));
    QVERIFY(!m_session->saveAs(nowhere, &error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!m_session->writeTo(nowhere, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(nowhere));
    QCOMPARE(m_session->filePath(), path);
    QVERIFY(m_session->isModified());
}

void TestPlaySession::cancelledEntryKeepsTheGameFile()
{
    loadEasy();
    QString error;
    const QString path = QFileInfo(m_dir.filePath(QStringLiteral("kept.sudoku"))).absoluteFilePath();
    QVERIFY2(m_session->saveAs(path, &error), qPrintable(error));
    game()->setDigit(2, 4);
    QVERIFY(m_session->isModified());
    const QString title = m_session->title();

    m_session->startEditing();
    QVERIFY(m_session->filePath().isEmpty()); // the entered puzzle is no game of that file
    game()->setDigit(0, 5);
    m_session->cancelEditing();
    QCOMPARE(m_session->filePath(), path);
    QVERIFY(m_session->isModified());
    QCOMPARE(m_session->title(), title);
    QCOMPARE(game()->grid().digit(2), 4);
    // The autosave links the game to its file again, changes and all.
    m_session->autosaver()->save();
    makeSession();
    QVERIFY(m_session->resumeAutosave());
    QCOMPARE(m_session->filePath(), path);
    QVERIFY(m_session->isModified());
}

void TestPlaySession::autosaveResumesInAFreshSession_data()
{
    QTest::addColumn<bool>("saveAs");
    QTest::addColumn<bool>("changeAfterSaving");
    QTest::addColumn<bool>("removeFile");
    QTest::addColumn<bool>("belongsToFile");
    QTest::addColumn<bool>("modified");
    QTest::newRow("no game file") << false << false << false << false << false;
    QTest::newRow("saved game file") << true << false << false << true << false;
    QTest::newRow("saved, then changed") << true << true << false << true << true;
    QTest::newRow("game file gone since") << true << true << true << false << false;
}

void TestPlaySession::autosaveResumesInAFreshSession()
{
    QFETCH(bool, saveAs);
    QFETCH(bool, changeAfterSaving);
    QFETCH(bool, removeFile);
    QFETCH(bool, belongsToFile);
    QFETCH(bool, modified);
    loadEasy();
    game()->setDigit(2, 4);
    game()->togglePencilMark(3, 6);
    const QString path = QFileInfo(m_dir.filePath(QStringLiteral("resumed.sudoku"))).absoluteFilePath();
    QString error;
    if (saveAs)
        QVERIFY2(m_session->saveAs(path, &error), qPrintable(error));
    if (changeAfterSaving)
        game()->setDigit(5, 8);
    m_clock.advance(61'000);
    m_session->autosaver()->save();
    const SavedGame before = game()->saved();
    if (removeFile)
        QVERIFY(QFile::remove(path));

    makeSession();
    QSignalSpy puzzleChanged(m_session.get(), &PlaySession::puzzleChanged);
    QVERIFY(m_session->resumeAutosave());
    QCOMPARE(game()->board(), before.board);
    QCOMPARE(game()->source(), QStringLiteral("easy"));
    QCOMPARE(game()->elapsedMs(), qint64{61'000});
    QCOMPARE(m_session->clockText(), QStringLiteral("1:01"));
    QCOMPARE(m_session->view().grid, before.board.grid);
    QCOMPARE(m_session->filePath(), belongsToFile ? path : QString());
    QCOMPARE(m_session->isModified(), modified);
    QCOMPARE(puzzleChanged.count(), 1);
    QCOMPARE(qvariant_cast<std::optional<Grid>>(puzzleChanged.at(0).at(0)),
             std::optional<Grid>(gridFromLine(EasyPuzzle)));
    // And the clock runs on from there.
    m_clock.advance(2'000);
    QCOMPARE(m_session->clockText(), QStringLiteral("1:03"));
}

void TestPlaySession::nothingToResume()
{
    QVERIFY(!m_session->resumeAutosave());
    QCOMPARE(m_session->view().grid, Grid{});
    QVERIFY(damagedCopies().isEmpty());
    QVERIFY(!m_session->autosaver()->damaged());
}

void TestPlaySession::damagedAutosaveIsSetAside_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason"); // how the reason starts
    QTest::addColumn<bool>("olderDamaged"); // one set aside before stays
    QTest::newRow("broken json") << QByteArray("{ damaged") << QStringLiteral("not a Sudoku Studio game file") << false;
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("not a Sudoku Studio game file") << false;
    QTest::newRow("foreign json, an older one there")
        << QByteArray("{\"hello\": 1}") << QStringLiteral("not a Sudoku Studio game file") << true;
    // Saved by an older version that took any source: it took 8 s to start with a 10 MB one.
    QTest::newRow("a source of 10 MB") << gameFileWith("\"source\": \"" + QByteArray(10 << 20, 's') + '"')
                                       << QStringLiteral("the file is larger than a game file can be") << false;
    QTest::newRow("a source of 2000 characters") << gameFileWith("\"source\": \"" + QByteArray(2000, 's') + '"')
                                                 << QStringLiteral("\"source\" is longer than 1000 characters") << false;
}

void TestPlaySession::damagedAutosaveIsSetAside()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QFETCH(bool, olderDamaged);
    const QString path = Autosave::path();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    const QDateTime written = QDateTime(QDate(2026, 11, 24), QTime(21, 5, 7));
    QVERIFY(writeBytes(path, content));
    QVERIFY(setModified(path, written));
    // An older copy from the same second: kept, the new one named apart.
    const QString older = QFileInfo(path).dir().filePath(QStringLiteral("autosave-damaged-2026-11-24-210507.sudoku"));
    if (olderDamaged)
        QVERIFY(writeBytes(older, "older"));

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^autosave .* unreadable: .*; kept as ")));
    QSignalSpy puzzleChanged(m_session.get(), &PlaySession::puzzleChanged);
    QVERIFY(!m_session->resumeAutosave());
    QVERIFY(!QFile::exists(path));
    // Kept under the date it was written, beside the autosave.
    const QString expected = olderDamaged ? QFileInfo(path).dir().filePath(QStringLiteral("autosave-damaged-2026-11-24-210507-2.sudoku"))
                                          : older;
    const std::optional<Autosave::Damaged> &damaged = m_session->autosaver()->damaged();
    QVERIFY(damaged);
    QCOMPARE(damaged->keptAs, expected);
    QVERIFY(damaged->moveError.isEmpty());
    QVERIFY2(damaged->reason.startsWith(reason), qPrintable(damaged->reason));
    QFile kept(expected);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), content);
    if (olderDamaged) {
        QFile old(older);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("older"));
    }
    QCOMPARE(damagedCopies().size(), olderDamaged ? 2 : 1);
    QVERIFY(puzzleChanged.isEmpty());
    QCOMPARE(m_session->view().grid, Grid{});
}

void TestPlaySession::autosaveComesAtMostTwoSecondsAfterTheFirstChange()
{
    auto *due = new test::ManualCountdown;
    m_session->autosaver()->setCountdown(due);
    loadEasy(); // saved as it starts
    QVERIFY(!due->isRunning());
    const auto savedDigit = [](int cell) {
        QFile file(Autosave::path());
        if (!file.open(QIODevice::ReadOnly))
            return -1;
        const GameFileResult read = readGameFile(file.readAll());
        return read.game ? read.game->board.grid.digit(cell) : -1;
    };
    const int starts = due->starts();
    // Steady play: the countdown runs from the first change and is not put off by the next.
    game()->setDigit(2, 4);
    QVERIFY(due->isRunning());
    QCOMPARE(due->starts(), starts + 1);
    game()->setDigit(3, 6);
    game()->togglePencilMark(6, 1);
    QCOMPARE(due->starts(), starts + 1);
    QCOMPARE(savedDigit(2), 0);
    due->expire();
    QCOMPARE(savedDigit(2), 4);
    QCOMPARE(savedDigit(3), 6);
    // The next change starts it again; a save meanwhile (quit, 30 s) stops it.
    game()->setDigit(5, 8);
    QCOMPARE(due->starts(), starts + 2);
    QVERIFY(m_session->autosaver()->save());
    QVERIFY(!due->isRunning());
    QCOMPARE(savedDigit(5), 8);
}

void TestPlaySession::failedAutosaveSaysWhy()
{
    loadEasy();
    const QString path = Autosave::path();
    // A folder where the file goes: saving fails, even as root.
    QVERIFY(QFile::remove(path));
    QVERIFY(QDir().mkpath(path));
    QSignalSpy failed(m_session->autosaver(), &Autosave::failed);
    QSignalSpy recovered(m_session->autosaver(), &Autosave::recovered);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^autosave to .* failed: ")));
    QVERIFY(!m_session->autosaver()->save());
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).toString(), path);
    QVERIFY(!failed.at(0).at(1).toString().isEmpty());
    QCOMPARE(m_session->autosaver()->error(), failed.at(0).at(1).toString());
    QVERIFY(recovered.isEmpty());
    // Once it works again, it says so once.
    QVERIFY(QDir(path).removeRecursively());
    QVERIFY(m_session->autosaver()->save());
    QVERIFY(m_session->autosaver()->save());
    QCOMPARE(recovered.count(), 1);
    QVERIFY(m_session->autosaver()->error().isEmpty());
}

void TestPlaySession::statusNamesCluesThenLevel_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<bool>("rateFirst"); // rated already, as a generated puzzle is
    QTest::addColumn<QString>("unrated");
    QTest::addColumn<bool>("showsLevel");
    QTest::addColumn<Level>("level");
    QTest::newRow("one solution") << QByteArray(EasyPuzzle) << false << QStringLiteral("test · 30 clues") << true
                                  << Level::Easy;
    QTest::newRow("one solution, rated already")
        << QByteArray(EasyPuzzle) << true << QStringLiteral("test · 30 clues") << true << Level::Easy;
    QTest::newRow("two solutions") << QByteArray(TwoSolutions) << false
                                   << QStringLiteral("test · 77 clues · More than one solution") << false
                                   << Level::NotUnique;
    QTest::newRow("no solution") << QByteArray(NoSolution) << false << QStringLiteral("test · 9 clues · No solution")
                                 << false << Level::NotUnique;
}

void TestPlaySession::statusNamesCluesThenLevel()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(bool, rateFirst);
    QFETCH(QString, unrated);
    QFETCH(bool, showsLevel);
    QFETCH(Level, level);
    const Grid grid = gridFromLine(puzzle.constData());
    const Rating rating = rate(grid);
    QCOMPARE(rating.level, level);
    m_session->loadPuzzle(grid, QStringLiteral("test"), rateFirst ? std::optional(rating) : std::nullopt);
    // The solution and (unless given) the rating are found in the background: until they
    // come, the clues alone; then whether it has one solution, and the level.
    const QString clues = QStringLiteral("test · %1 clues · Looking for the solution…").arg(grid.givenCount());
    QCOMPARE(m_session->statusText(), rateFirst && showsLevel ? QStringLiteral("%1 · %2 · %3")
                                               .arg(Explain::level(level), Explain::difficulty(rating.difficulty), clues)
                                         : clues);
    if (!rateFirst) {
        QVERIFY(!m_session->rating());
        QVERIFY(m_session->statusToolTip().isEmpty());
    }
    QSignalSpy changed(m_session.get(), &PlaySession::changed);
    while (!game()->isSolutionKnown() && changed.wait(JobTimeoutMs)) {
    }
    QVERIFY(game()->isSolutionKnown());
    if (!m_session->rating())
        QCOMPARE(m_session->statusText(), unrated); // the solution known, the level not yet
    while (!m_session->rating() && changed.wait(JobTimeoutMs)) {
    }
    QVERIFY(m_session->rating());
    QCOMPARE(m_session->rating()->level, level);
    QCOMPARE(m_session->rating()->difficulty, rating.difficulty);
    const QString rated = showsLevel ? QStringLiteral("%1 · %2 · %3")
                                           .arg(Explain::level(level), Explain::difficulty(rating.difficulty), unrated)
                                     : unrated;
    QCOMPARE(m_session->statusText(), rated);
    QCOMPARE(m_session->statusToolTip(), Explain::rating(rating));
}

void TestPlaySession::checkEnteredFlagsCells_data()
{
    QTest::addColumn<QByteArray>("entered");
    QTest::addColumn<int>("solutionCount");
    QTest::addColumn<QList<int>>("cells");
    QTest::newRow("no solution: two 5s in row 1") << QByteArray(ClashingFives) << 0 << QList<int>{0, 1};
    QTest::newRow("several solutions") << QByteArray(TwoSolutions) << 2 << TwoSolutionsCells;
    QTest::newRow("one solution") << QByteArray(EasyPuzzle) << 1 << QList<int>{};
}

void TestPlaySession::checkEnteredFlagsCells()
{
    QFETCH(QByteArray, entered);
    QFETCH(int, solutionCount);
    QFETCH(QList<int>, cells);
    m_session->loadPuzzle(gridFromLine(NoSolution), QStringLiteral("before"));
    m_session->startEditing();
    QVERIFY(m_session->actions().editing);
    QVERIFY(!m_session->solvablePuzzle());
    const Grid puzzle = gridFromLine(entered.constData());
    for (int cell = 0; cell < CellCount; ++cell) {
        if (!puzzle.isEmpty(cell))
            game()->setDigit(cell, puzzle.digit(cell));
    }
    QCOMPARE(game()->grid(), puzzle);
    QVERIFY(m_session->view().flagged.none());

    QSignalSpy checked(m_session.get(), &PlaySession::entryChecked);
    m_session->checkEntered();
    QVERIFY(checked.wait(JobTimeoutMs));
    QCOMPARE(checked.count(), 1);
    const auto check = qvariant_cast<PuzzleCheck>(checked.at(0).at(0));
    QCOMPARE(check.solutionCount, solutionCount);
    QCOMPARE(QList<int>(check.cells.begin(), check.cells.end()), cells);
    QCOMPARE(m_session->view().flagged, cellSet(cells));

    QSignalSpy puzzleChanged(m_session.get(), &PlaySession::puzzleChanged);
    m_session->acceptEntered(check);
    if (solutionCount == 0) {
        // No solution: still entering, the cells still flagged until the next change.
        QVERIFY(game()->isEditing());
        QVERIFY(puzzleChanged.isEmpty());
        QCOMPARE(m_session->view().flagged, cellSet(cells));
        game()->setDigit(1, 0);
        QVERIFY(m_session->view().flagged.none());
        return;
    }
    // Play starts on the entered puzzle, its digits given.
    QVERIFY(!game()->isEditing());
    QCOMPARE(m_session->actions().playing, true);
    QCOMPARE(game()->grid(), puzzle);
    QCOMPARE(game()->grid().givenCount(), puzzle.givenCount());
    QCOMPARE(game()->source(), QStringLiteral("Your puzzle"));
    QTRY_VERIFY_WITH_TIMEOUT(game()->isSolutionKnown(), JobTimeoutMs);
    QCOMPARE(game()->solutionCount(), solutionCount);
    QVERIFY(m_session->view().flagged.none());
    QCOMPARE(puzzleChanged.count(), 1);
    QCOMPARE(qvariant_cast<std::optional<Grid>>(puzzleChanged.at(0).at(0)), std::optional<Grid>(puzzle));
}

void TestPlaySession::checkOfAnOlderBoardIsDropped()
{
    m_session->startEditing();
    game()->setDigit(0, 5);
    game()->setDigit(1, 5);
    QSignalSpy checked(m_session.get(), &PlaySession::entryChecked);
    m_session->checkEntered();
    // The board changes before the answer comes: it is about another board.
    game()->setDigit(1, 0);
    BackgroundJob::pool().waitForDone();
    QCoreApplication::sendPostedEvents();
    QVERIFY(checked.isEmpty());
    QVERIFY(m_session->view().flagged.none());

    // Asked again, it answers for the board as it is: one 5, many solutions.
    m_session->checkEntered();
    QVERIFY(checked.wait(JobTimeoutMs));
    QCOMPARE(qvariant_cast<PuzzleCheck>(checked.at(0).at(0)).solutionCount, 2);
}

void TestPlaySession::completionRecordsTheBestTime_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<bool>("rated");
    QTest::addColumn<qint64>("previousBest"); // -1: none
    QTest::addColumn<bool>("hint");
    QTest::addColumn<QString>("record");
    QTest::addColumn<qint64>("best"); // -1: none
    const QByteArray easy(EasyPuzzle);
    QTest::newRow("first") << easy << true << qint64{-1} << false
                           << QStringLiteral("Your first best time for easy 9×9 puzzles.") << qint64{75'000};
    QTest::newRow("faster") << easy << true << qint64{3'600'000} << false
                            << QStringLiteral("A new best time for easy 9×9 puzzles (it was 1:00:00)!") << qint64{75'000};
    QTest::newRow("slower") << easy << true << qint64{60'000} << false
                            << QStringLiteral("Your best for easy 9×9 puzzles: 1:00.") << qint64{60'000};
    QTest::newRow("with a hint") << easy << true << qint64{-1} << true
                                 << QStringLiteral("With help from hints it does not count as a best time for easy 9×9 puzzles.")
                                 << qint64{-1};
    QTest::newRow("not rated yet") << easy << false << qint64{-1} << false << QString() << qint64{-1};
    QTest::newRow("two solutions") << QByteArray(TwoSolutions) << true << qint64{-1} << false << QString() << qint64{-1};
}

void TestPlaySession::completionRecordsTheBestTime()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(bool, rated);
    QFETCH(qint64, previousBest);
    QFETCH(bool, hint);
    QFETCH(QString, record);
    QFETCH(qint64, best);
    const Grid grid = gridFromLine(puzzle.constData());
    const Rating rating = rate(grid);
    QSignalSpy completed(m_session.get(), &PlaySession::completed);
    if (previousBest >= 0) {
        // An earlier game of the level set the best time.
        loadEasy(rate(gridFromLine(EasyPuzzle)));
        m_clock.advance(previousBest);
        solveByHand();
        QCOMPARE(PlaySettings::bestTime(Level::Easy), std::optional<qint64>(previousBest));
        completed.clear();
    }

    // Rated or not: nothing reaches the session's rating until the event loop runs.
    m_session->loadPuzzle(grid, QStringLiteral("test"), rated ? std::optional(rating) : std::nullopt);
    if (hint) {
        game()->applyStep(ratingSteps(grid).front(), QStringLiteral("a step"));
        QCOMPARE(game()->hintsUsed(), 1);
        QVERIFY(m_session->statusText().contains(QStringLiteral(" · 1 hint")));
    }
    m_clock.advance(75'000);
    solveByHand();
    QCOMPARE(completed.count(), 1);
    QCOMPARE(completed.at(0).at(0).toLongLong(), qint64{75'000});
    QCOMPARE(completed.at(0).at(1).toString(), record);
    QCOMPARE(PlaySettings::bestTime(Level::Easy), best >= 0 ? std::optional<qint64>(best) : std::nullopt);
    QVERIFY(m_session->statusText().endsWith(QStringLiteral(" · Solved")));
    QCOMPARE(m_session->clockText(), QStringLiteral("1:15"));

    // The solver's solution is no best time: no completion to record.
    PlaySettings::resetBestTimes();
    QVERIFY(!PlaySettings::bestTime(Level::Easy));
    loadEasy(rate(gridFromLine(EasyPuzzle)));
    completed.clear();
    m_session->takeSolution(Algorithm::Propagation, gridFromLine(EasySolution));
    QVERIFY(game()->isSolvedBySolver());
    QVERIFY(completed.isEmpty());
    QVERIFY(!PlaySettings::bestTime(Level::Easy));
    QVERIFY(m_session->statusText().endsWith(QStringLiteral(" · Solved by the solver")));
}

void TestPlaySession::bestTimesAreKeptPerSize_data()
{
    QTest::addColumn<QByteArray>("firstBox");
    QTest::addColumn<Level>("firstLevel");
    QTest::addColumn<QByteArray>("secondBox");
    QTest::addColumn<Level>("secondLevel");
    QTest::addColumn<QString>("record");  // what the second game's completion says
    QTest::addColumn<qint64>("firstBest"); // the first key's best time after both games
    QTest::addColumn<qint64>("secondBest");
    // The first game takes 1:40, the second 3:20: a best time of another key is no record.
    // Each message names the level and the size (%1: the second game's, "9×9").
    const QString first = QStringLiteral("Your first best time for easy %1 puzzles.");
    const QString firstMedium = QStringLiteral("Your first best time for medium %1 puzzles.");
    const QString slower = QStringLiteral("Your best for easy %1 puzzles: 1:40.");
    QTest::newRow("16x16 easy, then 9x9 easy: apart")
        << QByteArray("4x4") << Level::Easy << QByteArray("3x3") << Level::Easy << first << qint64{100'000} << qint64{200'000};
    QTest::newRow("9x9 easy, then 16x16 easy: apart")
        << QByteArray("3x3") << Level::Easy << QByteArray("4x4") << Level::Easy << first << qint64{100'000} << qint64{200'000};
    QTest::newRow("4x4 easy, then 16x16 easy: apart")
        << QByteArray("2x2") << Level::Easy << QByteArray("4x4") << Level::Easy << first << qint64{100'000} << qint64{200'000};
    QTest::newRow("6x6 easy, then 9x9 easy: apart")
        << QByteArray("2x3") << Level::Easy << QByteArray("3x3") << Level::Easy << first << qint64{100'000} << qint64{200'000};
    QTest::newRow("16x16 easy, then 16x16 medium: apart")
        << QByteArray("4x4") << Level::Easy << QByteArray("4x4") << Level::Medium << firstMedium << qint64{100'000}
        << qint64{200'000};
    QTest::newRow("16x16 easy twice: one time")
        << QByteArray("4x4") << Level::Easy << QByteArray("4x4") << Level::Easy << slower << qint64{100'000} << qint64{100'000};
    // Boards of one size share their times, whichever way their boxes stand.
    QTest::newRow("6x6 boxes 2x3, then 3x2: shared")
        << QByteArray("2x3") << Level::Easy << QByteArray("3x2") << Level::Easy << slower << qint64{100'000} << qint64{100'000};
    QTest::newRow("6x6 boxes 3x2, then 2x3: shared")
        << QByteArray("3x2") << Level::Easy << QByteArray("2x3") << Level::Easy << slower << qint64{100'000} << qint64{100'000};
    QTest::newRow("12x12 boxes 3x4, then 4x3: shared")
        << QByteArray("3x4") << Level::Easy << QByteArray("4x3") << Level::Easy << slower << qint64{100'000} << qint64{100'000};
}

// Best times are kept for each size and level: a 16×16 easy time is no 9×9 easy time, while
// 6×6 boards with 2×3 and 3×2 boxes share theirs.
void TestPlaySession::bestTimesAreKeptPerSize()
{
    QFETCH(QByteArray, firstBox);
    QFETCH(Level, firstLevel);
    QFETCH(QByteArray, secondBox);
    QFETCH(Level, secondLevel);
    QFETCH(QString, record);
    QFETCH(qint64, firstBest);
    QFETCH(qint64, secondBest);
    const SizedPuzzle firstPuzzle = sizedPuzzle(firstBox);
    const SizedPuzzle secondPuzzle = sizedPuzzle(secondBox);
    QVERIFY(firstPuzzle.solution.isFull());
    QVERIFY(secondPuzzle.solution.isFull());
    QCOMPARE(firstPuzzle.puzzle.shape(), *Shape::fromBoxName(firstBox.toStdString()));
    QCOMPARE(secondPuzzle.puzzle.shape(), *Shape::fromBoxName(secondBox.toStdString()));
    const Shape firstShape = firstPuzzle.shape;
    const Shape secondShape = secondPuzzle.shape;

    QCOMPARE(playToTheEnd(firstPuzzle, firstLevel, 100'000),
             QStringLiteral("Your first best time for %1 %2 puzzles.")
                 .arg(QLatin1String(firstLevel == Level::Easy ? "easy" : "medium"), Explain::boardSize(firstShape)));
    QCOMPARE(PlaySettings::bestTime(firstLevel, firstShape), std::optional<qint64>(100'000));
    if (firstShape.size() != secondShape.size() || firstLevel != secondLevel)
        QVERIFY(!PlaySettings::bestTime(secondLevel, secondShape));

    QCOMPARE(playToTheEnd(secondPuzzle, secondLevel, 200'000), record.arg(Explain::boardSize(secondShape)));
    QCOMPARE(PlaySettings::bestTime(firstLevel, firstShape), std::optional<qint64>(firstBest));
    QCOMPARE(PlaySettings::bestTime(secondLevel, secondShape), std::optional<qint64>(secondBest));
    // Nothing leaks to a size or level not played.
    for (const Shape other : PlaySettings::playableShapes()) {
        for (const Level level : {Level::Easy, Level::Medium, Level::Hard}) {
            const bool played = (other.size() == firstShape.size() && level == firstLevel)
                             || (other.size() == secondShape.size() && level == secondLevel);
            if (!played)
                QVERIFY2(!PlaySettings::bestTime(level, other),
                         qPrintable(QString::fromStdString(boxName(other))));
        }
    }
    // A fresh session reads them back; Reset clears every size.
    makeSession();
    QCOMPARE(PlaySettings::bestTime(firstLevel, firstShape), std::optional<qint64>(firstBest));
    PlaySettings::resetBestTimes();
    QVERIFY(!PlaySettings::bestTime(firstLevel, firstShape));
    QVERIFY(!PlaySettings::bestTime(secondLevel, secondShape));
}

// A variant's best times are kept per variant and level (a killer's too, now rated by its
// sums); apart from classic's and from each other's, and Reset clears them too.
void TestPlaySession::bestTimesAreKeptPerVariant()
{
    const auto play = [this](VariantKind kind, std::string_view line, qint64 ms) {
        const Grid puzzle = test::variantGrid(line, kind);
        const Grid solution = solve(puzzle, 1).solution;
        QSignalSpy completed(m_session.get(), &PlaySession::completed);
        m_session->loadPuzzle(puzzle, QStringLiteral("variant"));
        // A variant's best time counts once its one solution is known, and a rated variant's
        // once it is rated.
        if (!QTest::qWaitFor([this] { return game()->isSolutionKnown(); }, JobTimeoutMs))
            return QStringLiteral("(no solution found)");
        if (!QTest::qWaitFor([this] { return m_session->rating().has_value(); }, JobTimeoutMs))
            return QStringLiteral("(not rated)");
        m_clock.advance(ms);
        for (int cell = 0; cell < 81; ++cell) {
            if (game()->grid().isEmpty(cell))
                game()->setDigit(cell, solution.digit(cell));
        }
        return game()->isCompleted() && completed.count() == 1 ? completed.at(0).at(1).toString() : QStringLiteral("(not completed)");
    };
    const Level killer = rate(test::variantGrid(test::WikipediaKiller, VariantKind::Killer)).level;
    QCOMPARE(killer, Level::Medium);
    QCOMPARE(play(VariantKind::Killer, test::WikipediaKiller, 300'000),
             QStringLiteral("Your first best time for medium Killer Sudoku puzzles."));
    const Level nonomino = rate(test::variantGrid(test::Nonomino, VariantKind::Jigsaw)).level;
    QCOMPARE(play(VariantKind::Jigsaw, test::Nonomino, 200'000),
             QStringLiteral("Your first best time for %1 Jigsaw Sudoku puzzles.").arg(Explain::level(nonomino).toLower()));
    QCOMPARE(play(VariantKind::Killer, test::WikipediaKiller, 250'000),
             QStringLiteral("A new best time for medium Killer Sudoku puzzles (it was 5:00)!"));
    QCOMPARE(play(VariantKind::Killer, test::WikipediaKiller, 400'000),
             QStringLiteral("Your best for medium Killer Sudoku puzzles: 4:10."));
    QCOMPARE(PlaySettings::variantBestTime(VariantKind::Killer, killer), std::optional<qint64>(250'000));
    QCOMPARE(PlaySettings::variantBestTime(VariantKind::Jigsaw, nonomino), std::optional<qint64>(200'000));
    QVERIFY(!PlaySettings::variantBestTime(VariantKind::Jigsaw)); // not as an unrated one
    QVERIFY(!PlaySettings::variantBestTime(VariantKind::Killer));
    QVERIFY(!PlaySettings::variantBestTime(VariantKind::Killer, Level::Hard));
    QVERIFY(!PlaySettings::variantBestTime(VariantKind::X));
    for (const Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Expert, Level::Extreme, Level::Nightmare})
        QVERIFY(!PlaySettings::bestTime(level, Shape::classic()));
    PlaySettings::resetBestTimes();
    QVERIFY(!PlaySettings::variantBestTime(VariantKind::Killer, killer));
    QVERIFY(!PlaySettings::variantBestTime(VariantKind::Jigsaw, nonomino));
}

void TestPlaySession::puzzleChangedFollowsThePuzzleInPlay()
{
    using Solvable = std::optional<Grid>;
    QSignalSpy puzzleChanged(m_session.get(), &PlaySession::puzzleChanged);
    const auto takeOnly = [&puzzleChanged]() -> Solvable {
        if (puzzleChanged.count() != 1)
            return Grid{}; // never a puzzle here: the comparison fails
        return qvariant_cast<Solvable>(puzzleChanged.takeFirst().at(0));
    };
    const Grid easy = gridFromLine(EasyPuzzle);
    loadEasy();
    QCOMPARE(takeOnly(), Solvable(easy));

    // Entering a puzzle: nothing to solve, said once, and no rating of the blank board.
    m_session->startEditing();
    QCOMPARE(takeOnly(), Solvable());
    QVERIFY(!m_session->solvablePuzzle());
    QVERIFY(!m_session->rating());
    // Nothing while a puzzle is entered.
    game()->setDigit(0, 5);
    game()->setDigit(0, 0);
    QVERIFY(puzzleChanged.isEmpty());
    // Back to the game that was in play.
    m_session->cancelEditing();
    QCOMPARE(takeOnly(), Solvable(easy));
    QCOMPARE(m_session->solvablePuzzle(), Solvable(easy));

    // Moves within a game are no other puzzle.
    game()->setDigit(2, 4);
    game()->setPaused(true);
    game()->setPaused(false);
    game()->restart();
    QVERIFY(puzzleChanged.isEmpty());

    const Grid two = gridFromLine(TwoSolutions);
    m_session->loadPuzzle(two, QStringLiteral("two"));
    QCOMPARE(takeOnly(), Solvable(two));
    const QString path = m_dir.filePath(QStringLiteral("changed.sudoku"));
    QString error;
    QVERIFY2(m_session->writeTo(path, &error), qPrintable(error));
    loadEasy();
    puzzleChanged.clear();
    QCOMPARE(m_session->open(OpenedFile::readFile(path)), QString());
    QCOMPARE(takeOnly(), Solvable(two));
}

void TestPlaySession::optionsAreKeptInTheSettings_data()
{
    QTest::addColumn<bool>("showMistakes");
    QTest::addColumn<bool>("autoRemove");
    QTest::newRow("defaults") << false << true;
    QTest::newRow("both on") << true << true;
    QTest::newRow("both off") << false << false;
    QTest::newRow("mistakes only") << true << false;
}

void TestPlaySession::optionsAreKeptInTheSettings()
{
    QFETCH(bool, showMistakes);
    QFETCH(bool, autoRemove);
    // With nothing in the settings: mistakes hidden, pencil marks removed.
    QCOMPARE(m_session->actions().showMistakes, false);
    QCOMPARE(m_session->actions().autoRemovePencilMarks, true);
    m_session->setShowMistakes(showMistakes);
    m_session->setAutoRemovePencilMarks(autoRemove);

    makeSession();
    QCOMPARE(m_session->actions().showMistakes, showMistakes);
    QCOMPARE(m_session->actions().autoRemovePencilMarks, autoRemove);
    // A new game is played with them.
    loadEasy();
    QTRY_VERIFY_WITH_TIMEOUT(game()->isSolutionKnown(), JobTimeoutMs); // mistakes need it
    QCOMPARE(game()->options(), (GameOptions{autoRemove, showMistakes}));
    // r1c4 is 6 in the solution, r1c6 is 8.
    game()->togglePencilMark(2, 6);
    game()->setDigit(3, 6);
    game()->setDigit(5, 1);
    QCOMPARE(m_session->view().marks[2], autoRemove ? Candidates::none() : Candidates::single(6));
    QCOMPARE(m_session->view().mistakes, showMistakes ? cellSet({5}) : std::bitset<MaxCellCount>());
}

void TestPlaySession::newGameChoiceIsKept()
{
    QVERIFY(!PlaySettings::newGameLevel());
    QCOMPARE(PlaySettings::newGameSymmetry(), Symmetry::None);
    PlaySettings::rememberNewGame(Level::Hard, Symmetry::Rotational);
    QCOMPARE(PlaySettings::newGameLevel(), std::optional(Level::Hard));
    QCOMPARE(PlaySettings::newGameSymmetry(), Symmetry::Rotational);
    PlaySettings::rememberNewGame(Level::Easy, Symmetry::Mirror);
    QCOMPARE(PlaySettings::newGameLevel(), std::optional(Level::Easy));
    QCOMPARE(PlaySettings::newGameSymmetry(), Symmetry::Mirror);
    QCOMPARE(PlaySettings::newGameShape(), Shape::classic());
    // The size is kept with its box: 6×6 with 3×2 boxes stays 3×2.
    for (const Shape shape : PlaySettings::playableShapes()) {
        PlaySettings::rememberNewGame(Level::Medium, Symmetry::None, shape);
        QCOMPARE(PlaySettings::newGameShape(), shape);
    }
    // A shape no one can choose (10×10 with 2×5 boxes) is not kept: 9×9.
    PlaySettings::rememberNewGame(Level::Medium, Symmetry::None, Shape{2, 5});
    QCOMPARE(PlaySettings::newGameShape(), Shape::classic());
    // A variant's game keeps its rules, level and symmetry; the size stays classic Sudoku's.
    PlaySettings::rememberNewGame(Level::Medium, Symmetry::None, *Shape::forSize(6));
    PlaySettings::rememberNewGame(Level::Expert, Symmetry::Diagonal, Shape::classic(), VariantKind::Killer);
    QCOMPARE(PlaySettings::newGameVariant(), VariantKind::Killer);
    QCOMPARE(PlaySettings::newGameLevel(), std::optional(Level::Expert));
    QCOMPARE(PlaySettings::newGameSymmetry(), Symmetry::Diagonal);
    QCOMPARE(PlaySettings::newGameShape(), *Shape::forSize(6));
}

// The source is kept without words, and reads in the language of the day.
void TestPlaySession::bundledPuzzlesGoRound()
{
    m_session->startBundled(QStringLiteral("easy"));
    QCOMPARE(game()->source(), QStringLiteral("bundled:easy:1"));
    QCOMPARE(sourceText(game()->source()), QStringLiteral("Easy puzzle 1 (bundled)"));
    const Grid first = game()->puzzle();
    QTRY_VERIFY_WITH_TIMEOUT(game()->isSolutionKnown(), JobTimeoutMs);
    QCOMPARE(game()->solutionCount(), 1);
    m_session->startBundled(QStringLiteral("easy"));
    QCOMPARE(sourceText(game()->source()), QStringLiteral("Easy puzzle 2 (bundled)"));
    QVERIFY(game()->puzzle() != first);
    // Across runs: a new session goes on where the last one stopped.
    makeSession();
    m_session->startBundled(QStringLiteral("easy"));
    QCOMPARE(sourceText(game()->source()), QStringLiteral("Easy puzzle 3 (bundled)"));
    m_session->startBundled(QStringLiteral("hard"));
    QCOMPARE(sourceText(game()->source()), QStringLiteral("Hard puzzle 1 (bundled)"));
}

// The pause hides the board, and the hint's words about it with it, until play resumes.
void TestPlaySession::pauseHidesTheHint()
{
    loadEasy();
    m_session->hints()->hint();
    QTRY_VERIFY(!m_session->hints()->isWaiting());
    const QString nudge = m_session->hintText();
    QVERIFY(nudge.startsWith(QStringLiteral("Look for")));
    game()->setPaused(true);
    QCOMPARE(m_session->hintText(), QString());
    game()->setPaused(false);
    QCOMPARE(m_session->hintText(), nudge);
}

void TestPlaySession::bundledPuzzlesAreOfTheirLevel_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<Level>("expected");
    QTest::newRow("easy") << QStringLiteral("easy") << Level::Easy;
    QTest::newRow("medium") << QStringLiteral("medium") << Level::Medium;
    QTest::newRow("hard") << QStringLiteral("hard") << Level::Hard;
}

// Game › Bundled Puzzle › Hard gives a puzzle the rating calls hard (it gave medium ones).
void TestPlaySession::bundledPuzzlesAreOfTheirLevel()
{
    QFETCH(QString, level);
    QFETCH(Level, expected);
    QFile file(QStringLiteral(":/puzzles/%1.txt").arg(level));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const std::vector<PuzzleRecord> records = readPuzzles(std::string_view(text.constData(), std::size_t(text.size())));
    QCOMPARE(records.size(), std::size_t{4});
    for (const PuzzleRecord &record : records) {
        QVERIFY2(record.ok(), record.error.toString().c_str());
        QCOMPARE(rate(*record.grid).level, expected);
    }
}

QTEST_MAIN(TestPlaySession)
#include "tst_playsession.moc"
