// SPDX-License-Identifier: GPL-3.0-or-later
// SolveSession without a window: a solve on its own solver thread, paced by a
// test::ManualClock (nothing is due until the test moves the clock), started, paused, stepped
// and stopped; the board it publishes while animating, and the play board it passes through
// otherwise with a step chosen in the log drawn on it; the log fed by the player; the
// algorithm and the speed remembered in the settings.

#include "eventplayer.h"
#include "explain.h"
#include "manualclock.h"
#include "solvercontroller.h"
#include "solvesession.h"
#include "testgrids.h"
#include "tracelog.h"

#include <QDeadlineTimer>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace sudoku;
using test::gridFromLine;

Q_DECLARE_METATYPE(sudoku::Algorithm)
Q_DECLARE_METATYPE(sudoku::TraceStatus)

namespace {

// Solved by singles: 107 events for human logic, its first step r1c6 = 8 (a hidden single in
// box 2), then the two eliminations of 8 that placement implies.
constexpr const char *EasyPuzzle = test::WikipediaEasy;
constexpr int FirstStepCell = 5; // r1c6
constexpr int FirstStepDigit = 8;
constexpr const char *HardestPuzzle = test::ForumHardestFirst;
// No solution, but no digit clashes: r1c1 has no candidate left.
constexpr const char *NoSolution =
    ".2345.....1.........9......6........7........8...................................";

// Long enough for a solve of the easy puzzle on a slow, loaded machine.
constexpr int FinishTimeoutMs = 60000;

QString idleText(Algorithm algorithm)
{
    return QStringLiteral("Press Play to watch %1 solve this puzzle.").arg(Explain::algorithm(algorithm));
}

// After a stop, with more than one event shown.
QString stoppedText(Algorithm algorithm, std::uint64_t events)
{
    return QStringLiteral("%1 stopped after %2 events. Press Play to watch it again from the start.")
        .arg(Explain::algorithm(algorithm))
        .arg(events);
}

// The game as the window would hand it over: a digit of the player's, no highlight.
BoardView playView()
{
    BoardView play;
    play.grid = gridFromLine(EasyPuzzle);
    play.grid.setDigit(2, 4);
    return play;
}

} // namespace

class TestSolveSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void playFollowsTheClock();
    void stepForwardStartsPaused();
    void stopGoesBackWithoutFinishing_data();
    void stopGoesBackWithoutFinishing();
    void newPuzzleForgetsTheLastSolve();
    void finishedCarriesTheResult_data();
    void finishedCarriesTheResult();
    void instantSolveExplainsTheLastStepByItsEvent_data();
    void instantSolveExplainsTheLastStepByItsEvent();
    void viewIsTheAnimationOnlyWhileItIsOn();
    void stepChosenInTheLogIsDrawn();
    void setAlgorithmStopsASolveOfAnother_data();
    void setAlgorithmStopsASolveOfAnother();
    void anotherAlgorithmForgetsAStoppedSolve();
    void setPuzzleStopsAndForgets_data();
    void setPuzzleStopsAndForgets();
    void speedSnapsToAnOfferedOne_data();
    void speedSnapsToAnOfferedOne();
    void algorithmIsRemembered_data();
    void algorithmIsRemembered();

private:
    void makeSession();
    EventPlayer *player() const { return m_session->player(); }
    // Waits until the player has shown `events` events in all.
    void waitForEvents(std::uint64_t events);
    // Human logic on the easy puzzle, stopped after its first three events.
    void stopEasySolveAfterThreeEvents();
    // Moves the clock on a second at a time, letting the frames show what is due, until the
    // solve ends by itself; false when it did not within FinishTimeoutMs.
    bool playToTheEnd(QSignalSpy &finished);

    test::ManualClock m_clock; // outlives every session
    std::unique_ptr<SolveSession> m_session;
};

void TestSolveSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_solvesession"));
}

void TestSolveSession::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    QSettings().clear();
    makeSession();
}

void TestSolveSession::cleanup()
{
    m_session.reset();
}

void TestSolveSession::makeSession()
{
    m_session.reset();
    m_session = std::make_unique<SolveSession>(nullptr, m_clock);
}

void TestSolveSession::waitForEvents(std::uint64_t events)
{
    QTRY_COMPARE(player()->counts().events, events);
}

bool TestSolveSession::playToTheEnd(QSignalSpy &finished)
{
    const QDeadlineTimer deadline(FinishTimeoutMs);
    while (finished.isEmpty() && !deadline.hasExpired()) {
        m_clock.advance(1000);
        finished.wait(4 * EventPlayer::FrameMs);
    }
    return !finished.isEmpty();
}

void TestSolveSession::playFollowsTheClock()
{
    const Grid puzzle = gridFromLine(EasyPuzzle);
    m_session->setPuzzle(puzzle);
    m_session->setSpeed(10);
    QVERIFY(m_session->canStart());
    QVERIFY(!m_session->isAnimating());
    QCOMPARE(m_session->statusText(), idleText(Algorithm::Logic));
    QVERIFY(m_session->explanation().isEmpty());

    QSignalSpy started(m_session.get(), &SolveSession::started);
    QSignalSpy finished(m_session.get(), &SolveSession::finished);
    m_session->playOrPause();
    QCOMPARE(started.count(), 1);
    QCOMPARE(player()->state(), EventPlayer::State::Playing);
    QCOMPARE(player()->algorithm(), Algorithm::Logic);
    QVERIFY(m_session->isAnimating());
    QCOMPARE(m_session->statusText(), QStringLiteral("Playing…"));

    // The events arrive, but while the clock stands still none is due.
    QTRY_VERIFY(player()->bufferedEvents() > 0);
    QCOMPARE(player()->counts().events, std::uint64_t{0});
    BoardView atStart;
    atStart.grid = puzzle;
    atStart.marks = Board::fromGrid(puzzle).candidates; // human logic keeps candidates
    atStart.selectionVisible = false;
    atStart.inputEnabled = false;
    QCOMPARE(m_session->view(), atStart);

    // A tenth of a second at ten a second: the first step, on the board and explained.
    m_clock.advance(100);
    waitForEvents(1);
    QCOMPARE(m_session->view().grid.digit(FirstStepCell), FirstStepDigit);
    QCOMPARE(m_session->view().highlight.cue(FirstStepCell), CellCue::Place);
    QVERIFY(m_session->explainedStep());
    QCOMPARE(m_session->explainedStep()->technique, Technique::HiddenSingle);
    QVERIFY2(m_session->explanation().startsWith(QStringLiteral("r1c6 = 8: hidden single")),
             qPrintable(m_session->explanation()));
    m_clock.advance(200);
    waitForEvents(3);

    // Paused: the clock moves on, the board does not; Next shows one event.
    m_session->playOrPause();
    QCOMPARE(player()->state(), EventPlayer::State::Paused);
    QCOMPARE(m_session->statusText(), QStringLiteral("Paused: Next shows the next event."));
    m_clock.advance(10'000);
    QCoreApplication::processEvents();
    QCOMPARE(player()->counts().events, std::uint64_t{3});
    m_session->stepForward();
    waitForEvents(4);
    QCOMPARE(player()->state(), EventPlayer::State::Paused);

    // Play again: on at the same pace.
    m_session->playOrPause();
    QCOMPARE(player()->state(), EventPlayer::State::Playing);
    m_clock.advance(100);
    waitForEvents(5);
    QCOMPARE(started.count(), 1);
    QVERIFY(finished.isEmpty());
}

void TestSolveSession::stepForwardStartsPaused()
{
    m_session->setPuzzle(gridFromLine(EasyPuzzle));
    QSignalSpy started(m_session.get(), &SolveSession::started);
    m_session->stepForward();
    QCOMPARE(started.count(), 1);
    QCOMPARE(player()->state(), EventPlayer::State::Paused);
    QVERIFY(m_session->isAnimating());
    // The first event, as soon as it has arrived, and no more however the clock moves.
    waitForEvents(1);
    m_clock.advance(10'000);
    QCoreApplication::processEvents();
    QCOMPARE(player()->counts().events, std::uint64_t{1});
    QCOMPARE(m_session->view().grid.digit(FirstStepCell), FirstStepDigit);
    // Next again is one more event of the same solve.
    m_session->stepForward();
    waitForEvents(2);
    QCOMPARE(started.count(), 1);
}

void TestSolveSession::stopGoesBackWithoutFinishing_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<Algorithm>("algorithm");
    // A short trace, all with the player already; and one of millions, mostly still to come.
    QTest::newRow("human logic, easy") << QByteArray(EasyPuzzle) << Algorithm::Logic;
    QTest::newRow("backtracking, forum hardest #1") << QByteArray(HardestPuzzle) << Algorithm::Backtracking;
}

void TestSolveSession::stopGoesBackWithoutFinishing()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(Algorithm, algorithm);
    const Grid grid = gridFromLine(puzzle.constData());
    m_session->setPuzzle(grid);
    m_session->setAlgorithm(algorithm);
    m_session->setSpeed(10);
    QSignalSpy finished(m_session.get(), &SolveSession::finished);
    QSignalSpy traceEnded(m_session->controller(), &SolverController::traceFinished);
    m_session->playOrPause();
    // Three due at once: they must have arrived by then, or the frame that finds them due
    // keeps only a moment's worth (the player banks no time while it waits).
    QTRY_VERIFY(player()->bufferedEvents() >= 3);
    m_clock.advance(300);
    waitForEvents(3);

    m_session->stop();
    QCOMPARE(player()->state(), EventPlayer::State::Idle);
    QVERIFY(!m_session->isAnimating());
    // Its figures stay, said to be a stopped solve's.
    QVERIFY(player()->counts().events >= 3);
    QCOMPARE(m_session->statusText(), stoppedText(algorithm, player()->counts().events));
    QCOMPARE(player()->board(), Board::fromGrid(grid));
    // The worker's end of the trace comes (done, or cancelled), and still nothing finished.
    QTRY_VERIFY_WITH_TIMEOUT(!traceEnded.isEmpty(), FinishTimeoutMs);
    m_clock.advance(10'000);
    QCoreApplication::processEvents();
    QVERIFY(finished.isEmpty());
    QCOMPARE(player()->state(), EventPlayer::State::Idle);
    QVERIFY(!m_session->controller()->isBusy());
}

void TestSolveSession::finishedCarriesTheResult_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("speed");
    QTest::addColumn<TraceStatus>("status");
    QTest::addColumn<QString>("statusText");
    const QByteArray easy(EasyPuzzle);
    const QString solved = QStringLiteral("Solved. The solution is on the board; Undo takes it back.");
    for (const Algorithm algorithm : allAlgorithms) {
        QTest::addRow("%s, paced", std::string(algorithmName(algorithm)).c_str())
            << easy << algorithm << EventPlayer::MaxSpeed << TraceStatus::Solved << solved;
    }
    QTest::newRow("backtracking, instant") << easy << Algorithm::Backtracking << EventPlayer::InstantSpeed
                                           << TraceStatus::Solved << solved;
    QTest::newRow("logic, no solution") << QByteArray(NoSolution) << Algorithm::Logic << EventPlayer::MaxSpeed
                                        << TraceStatus::NoSolution
                                        << QStringLiteral("No solution: the search ran out of possibilities.");
}

void TestSolveSession::finishedCarriesTheResult()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(Algorithm, algorithm);
    QFETCH(int, speed);
    QFETCH(TraceStatus, status);
    QFETCH(QString, statusText);
    const Grid grid = gridFromLine(puzzle.constData());
    m_session->setPuzzle(grid);
    m_session->setAlgorithm(algorithm);
    m_session->setSpeed(speed);
    QSignalSpy started(m_session.get(), &SolveSession::started);
    QSignalSpy finished(m_session.get(), &SolveSession::finished);
    m_session->playOrPause();
    QCOMPARE(player()->state(), speed == EventPlayer::InstantSpeed ? EventPlayer::State::Instant
                                                                   : EventPlayer::State::Playing);
    QVERIFY(playToTheEnd(finished));

    QCOMPARE(started.count(), 1);
    QCOMPARE(finished.count(), 1);
    const auto result = qvariant_cast<TraceResult>(finished.at(0).at(0));
    QCOMPARE(result.status, status);
    QCOMPARE(result.algorithm, algorithm);
    QCOMPARE(result.counts, player()->counts());
    QCOMPARE(player()->state(), EventPlayer::State::Finished);
    QVERIFY(!m_session->isAnimating());
    QCOMPARE(m_session->statusText(), statusText);
    if (status == TraceStatus::Solved) {
        QVERIFY(result.solution.isSolutionOf(grid));
        QCOMPARE(m_session->view().grid, result.solution);
    }
    // The log was fed without any view: every event of a paced solve went through it.
    QVERIFY(m_session->log()->rowCount() > 0);
    if (speed != EventPlayer::InstantSpeed)
        QCOMPARE(m_session->log()->eventCount(), result.counts.events);
    // Play again: another solve from the first event, with a log of its own.
    m_session->playOrPause();
    QCOMPARE(started.count(), 2);
    QVERIFY(m_session->isAnimating());
    QCOMPARE(m_session->log()->rowCount(), 0);
    QCOMPARE(m_session->log()->eventCount(), quint64{0});
    QVERIFY(m_session->explanation().isEmpty());
    m_session->stop();
}

void TestSolveSession::instantSolveExplainsTheLastStepByItsEvent_data()
{
    QTest::addColumn<bool>("switched"); // played at 10 a second first, then switched to Instant
    QTest::newRow("instant from the start") << false;
    QTest::newRow("switched to instant after a step") << true;
}

void TestSolveSession::instantSolveExplainsTheLastStepByItsEvent()
{
    QFETCH(bool, switched);
    // Propagation marks the singles it finds as steps; on forum hardest #1 the worker runs
    // 30,566 events and hands over only the last few, which cannot be replayed.
    m_session->setPuzzle(gridFromLine(HardestPuzzle));
    m_session->setAlgorithm(Algorithm::Propagation);
    m_session->setSpeed(switched ? 10 : EventPlayer::InstantSpeed);
    QSignalSpy finished(m_session.get(), &SolveSession::finished);
    m_session->playOrPause();
    if (switched) {
        // The first event is a step, explained as ever; then the rest at full speed.
        m_clock.advance(100);
        waitForEvents(1);
        QVERIFY(m_session->explainedStep());
        QVERIFY2(m_session->explanation().startsWith(QStringLiteral("r2c9 = 2: hidden single")),
                 qPrintable(m_session->explanation()));
        m_session->setSpeed(EventPlayer::InstantSpeed);
    }
    QCOMPARE(player()->state(), EventPlayer::State::Instant);
    QCOMPARE(m_session->statusText(), QStringLiteral("Solving at full speed…"));
    QVERIFY(finished.wait(FinishTimeoutMs));
    QCOMPARE(qvariant_cast<TraceResult>(finished.at(0).at(0)).counts.events, std::uint64_t{30566});
    // No step to rebuild: its event says what it was.
    QVERIFY(!m_session->explainedStep());
    QCOMPARE(m_session->explanation(), QStringLiteral("r6c9 = 4: naked single"));
    QVERIFY(!m_session->showsBranches());
    TraceLog *log = m_session->log();
    QCOMPARE(log->index(log->rowCount() - 1).data().toString(),
             QLocale().toString(30566) + QStringLiteral("  r6c9 = 4: naked single"));
    // The board jumps to the solution.
    QCOMPARE(m_session->view().grid, player()->result().solution);
}

void TestSolveSession::viewIsTheAnimationOnlyWhileItIsOn()
{
    const BoardView play = playView();
    m_session->setPuzzle(gridFromLine(EasyPuzzle));
    QCOMPARE(m_session->shown(play), play);

    m_session->stepForward();
    waitForEvents(1);
    // On: the animation's board, with no selection and no input, whatever the game shows.
    const BoardView animation = m_session->view();
    QCOMPARE(m_session->shown(play), animation);
    QVERIFY(!animation.selectionVisible);
    QVERIFY(!animation.inputEnabled);
    QCOMPARE(animation.grid.digit(FirstStepCell), FirstStepDigit);
    QCOMPARE(animation.grid.digit(2), 0); // not the player's digit

    // Off again: the game as it is.
    m_session->stop();
    QCOMPARE(m_session->shown(play), play);
}

void TestSolveSession::stepChosenInTheLogIsDrawn()
{
    m_session->setPuzzle(gridFromLine(EasyPuzzle));
    m_session->stepForward();
    waitForEvents(1);
    for (std::uint64_t events = 2; events <= 4; ++events) {
        m_session->stepForward();
        waitForEvents(events);
    }
    // Rows: the first step, its two eliminations, the second step.
    TraceLog *log = m_session->log();
    QCOMPARE(log->rowCount(), 4);
    QVERIFY(log->stepAt(0));
    QVERIFY(!log->stepAt(1));
    QVERIFY(log->stepAt(3));
    const Step first = *log->stepAt(0);
    const Step second = *log->stepAt(3);
    QCOMPARE(first.placements.front(), (CellDigit{FirstStepCell, FirstStepDigit}));
    QCOMPARE(*m_session->explainedStep(), second);

    // Paused: the chosen step is explained and drawn on the animation's board.
    QSignalSpy changed(m_session.get(), &SolveSession::changed);
    m_session->chooseLogRow(0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(*m_session->explainedStep(), first);
    QCOMPARE(m_session->explanation(), Explain::step(first));
    QCOMPARE(m_session->view().highlight, Highlight::ofStep(first));
    QCOMPARE(m_session->shown(playView()), m_session->view());
    // A row that is no step changes nothing.
    m_session->chooseLogRow(1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(*m_session->explainedStep(), first);

    // The solve over, the chosen step is drawn on the game, unless the game highlights
    // something itself (a hint).
    m_session->setSpeed(EventPlayer::MaxSpeed);
    QSignalSpy finished(m_session.get(), &SolveSession::finished);
    m_session->playOrPause();
    QVERIFY(playToTheEnd(finished));
    QVERIFY(!m_session->isAnimating());
    BoardView play = playView();
    QCOMPARE(m_session->shown(play), play);
    m_session->chooseLogRow(0);
    BoardView drawn = play;
    drawn.highlight = Highlight::ofStep(first);
    QCOMPARE(m_session->shown(play), drawn);
    play.highlight = Highlight::ofStep(second);
    QCOMPARE(m_session->shown(play), play);
}

void TestSolveSession::setAlgorithmStopsASolveOfAnother_data()
{
    QTest::addColumn<bool>("paused");
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<bool>("stops");
    QTest::newRow("same algorithm, playing") << false << Algorithm::Logic << false;
    QTest::newRow("another algorithm, playing") << false << Algorithm::Backtracking << true;
    QTest::newRow("another algorithm, paused") << true << Algorithm::Propagation << true;
}

void TestSolveSession::setAlgorithmStopsASolveOfAnother()
{
    QFETCH(bool, paused);
    QFETCH(Algorithm, algorithm);
    QFETCH(bool, stops);
    m_session->setPuzzle(gridFromLine(EasyPuzzle));
    m_session->setSpeed(10);
    paused ? m_session->stepForward() : m_session->playOrPause();
    const EventPlayer::State state = player()->state();
    m_clock.advance(100);
    waitForEvents(1);

    QSignalSpy changed(m_session.get(), &SolveSession::changed);
    QSignalSpy finished(m_session.get(), &SolveSession::finished);
    m_session->setAlgorithm(algorithm);
    QCOMPARE(m_session->algorithm(), algorithm);
    QCOMPARE(changed.isEmpty(), !stops);
    QCOMPARE(player()->state(), stops ? EventPlayer::State::Idle : state);
    QCOMPARE(m_session->isAnimating(), !stops);
    QVERIFY(finished.isEmpty());
    if (!stops)
        return;
    // Its figures and log go with it: they would pass for the new algorithm's.
    QCOMPARE(player()->counts().events, std::uint64_t{0});
    QCOMPARE(m_session->log()->rowCount(), 0);
    // The next solve is the new algorithm's.
    QCOMPARE(m_session->statusText(), idleText(algorithm));
    m_session->playOrPause();
    QCOMPARE(player()->algorithm(), algorithm);
}

void TestSolveSession::setPuzzleStopsAndForgets_data()
{
    QTest::addColumn<bool>("another"); // another puzzle, else none
    QTest::newRow("no puzzle") << false;
    QTest::newRow("another puzzle") << true;
}

void TestSolveSession::setPuzzleStopsAndForgets()
{
    QFETCH(bool, another);
    m_session->setPuzzle(gridFromLine(EasyPuzzle));
    m_session->stepForward();
    waitForEvents(1);
    QVERIFY(m_session->log()->rowCount() > 0);
    QVERIFY(m_session->explainedStep());

    const std::optional<Grid> next = another ? std::optional(gridFromLine(HardestPuzzle)) : std::nullopt;
    QSignalSpy changed(m_session.get(), &SolveSession::changed);
    QSignalSpy started(m_session.get(), &SolveSession::started);
    QSignalSpy finished(m_session.get(), &SolveSession::finished);
    m_session->setPuzzle(next);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(m_session->puzzle(), next);
    QCOMPARE(m_session->canStart(), another);
    QCOMPARE(player()->state(), EventPlayer::State::Idle);
    QCOMPARE(m_session->log()->rowCount(), 0);
    QVERIFY(!m_session->explainedStep());
    QVERIFY(m_session->explanation().isEmpty());
    QVERIFY(finished.isEmpty());

    // With no puzzle, Play and Next do nothing; with another, they solve that one.
    m_session->playOrPause();
    QCOMPARE(started.count(), another ? 1 : 0);
    QCOMPARE(m_session->isAnimating(), another);
    m_session->stop();
    m_session->stepForward();
    QCOMPARE(started.count(), another ? 2 : 0);
    QCOMPARE(player()->state(), another ? EventPlayer::State::Paused : EventPlayer::State::Idle);
    if (another)
        QCOMPARE(player()->puzzle(), *next);
}

void TestSolveSession::speedSnapsToAnOfferedOne_data()
{
    QTest::addColumn<int>("asked");
    QTest::addColumn<int>("speed");
    QTest::newRow("offered") << 50 << 50;
    QTest::newRow("near a slower one") << 12 << 10;
    QTest::newRow("near a faster one") << 17 << 20;
    QTest::newRow("halfway: the slower") << 750 << 500;
    QTest::newRow("slowest") << 1 << 1;
    QTest::newRow("below the slowest") << -5 << 1;
    QTest::newRow("above the fastest") << 30000 << 20000;
    QTest::newRow("instant") << EventPlayer::InstantSpeed << EventPlayer::InstantSpeed;
}

void TestSolveSession::speedSnapsToAnOfferedOne()
{
    QFETCH(int, asked);
    QFETCH(int, speed);
    QCOMPARE(m_session->speed(), SolveSession::DefaultSpeed);
    QCOMPARE(player()->speed(), SolveSession::DefaultSpeed);
    QSignalSpy changed(m_session.get(), &SolveSession::changed);
    m_session->setSpeed(asked);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_session->speed(), speed);
    QCOMPARE(player()->speed(), speed);
    QVERIFY(std::find(SolveSession::Speeds.begin(), SolveSession::Speeds.end(), speed) != SolveSession::Speeds.end());

    makeSession();
    QCOMPARE(m_session->speed(), speed);
    QCOMPARE(player()->speed(), speed);
}

void TestSolveSession::algorithmIsRemembered_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    for (const Algorithm algorithm : allAlgorithms)
        QTest::newRow(std::string(algorithmName(algorithm)).c_str()) << algorithm;
}

void TestSolveSession::algorithmIsRemembered()
{
    QFETCH(Algorithm, algorithm);
    QCOMPARE(m_session->algorithm(), Algorithm::Logic);
    // Through another one, so that each choice is one the settings must keep.
    m_session->setAlgorithm(algorithm == Algorithm::Mrv ? Algorithm::Bitmask : Algorithm::Mrv);
    m_session->setAlgorithm(algorithm);
    m_session->setSpeed(200);

    makeSession();
    QCOMPARE(m_session->algorithm(), algorithm);
    QCOMPARE(m_session->speed(), 200);
    QCOMPARE(m_session->statusText(), idleText(algorithm));
}

void TestSolveSession::stopEasySolveAfterThreeEvents()
{
    m_session->setPuzzle(gridFromLine(EasyPuzzle));
    m_session->setSpeed(10);
    m_session->playOrPause();
    m_clock.advance(300);
    waitForEvents(3);
    m_session->stop();
}

// A stopped solve's counts stay on show for its puzzle; another puzzle starts from nothing.
void TestSolveSession::newPuzzleForgetsTheLastSolve()
{
    stopEasySolveAfterThreeEvents();
    QCOMPARE(player()->counts().events, std::uint64_t{3});
    QCOMPARE(m_session->statusText(), stoppedText(Algorithm::Logic, 3));
    QVERIFY(m_session->log()->rowCount() > 0);

    m_session->setPuzzle(gridFromLine(HardestPuzzle));
    QCOMPARE(player()->counts().events, std::uint64_t{0});
    QCOMPARE(player()->solverMs(), 0.0);
    QCOMPARE(m_session->statusText(), idleText(Algorithm::Logic));
}

// A stopped solve's figures are its algorithm's: choosing another one clears them.
void TestSolveSession::anotherAlgorithmForgetsAStoppedSolve()
{
    stopEasySolveAfterThreeEvents();
    QVERIFY(m_session->log()->rowCount() > 0);

    m_session->setAlgorithm(Algorithm::Backtracking);
    QCOMPARE(player()->counts().events, std::uint64_t{0});
    QCOMPARE(m_session->log()->rowCount(), 0);
    QVERIFY(m_session->explanation().isEmpty());
    QCOMPARE(m_session->statusText(), idleText(Algorithm::Backtracking));
}

QTEST_MAIN(TestSolveSession)
#include "tst_solvesession.moc"
