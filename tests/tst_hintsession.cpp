// SPDX-License-Identifier: GPL-3.0-or-later
// HintSession: a forcing step's branches paged one at a time (text and highlight), a chain's
// links in the highlight, and the long search: thinking once the countdown runs out, cancel
// setting the run's flag, dropping what the worker still sends and leaving the board alone.
// The countdown is ended by hand: no test waits on the clock.

#include "chainboards.h"
#include "countdown.h"
#include "explain.h"
#include "game.h"
#include "hintsession.h"
#include "manualcountdown.h"
#include "solvercontroller.h"
#include "testgrids.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace sudoku;

namespace {

// Long enough for a nested forcing chain on a slow, loaded machine.
constexpr int AnswerTimeoutMs = 120000;

} // namespace

class TestHintSession : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void fastAnswerNeverThinks();
    void slowAnswerThinksOnceTheCountdownRunsOut_data();
    void slowAnswerThinksOnceTheCountdownRunsOut();
    void cancelStopsTheSearchAndKeepsTheBoard_data();
    void cancelStopsTheSearchAndKeepsTheBoard();
    void cancelWithNothingInFlightDoesNothing();
    void nudgeShowsTheUnitOfTheBoardsShape_data();
    void nudgeShowsTheUnitOfTheBoardsShape();

    void branchesPageOneAtATime_data();
    void branchesPageOneAtATime();
    void chainStepShowsItsLinksWithoutBranches();
    void boardChangeForgetsTheBranches();

private:
    // Restores the board just before the first step of `technique` in `puzzle`'s solve.
    Step restoreBefore(const char *puzzle, Technique technique);
    void waitForAnswer();

    std::unique_ptr<Game> m_game;
    std::unique_ptr<SolverController> m_controller;
    std::unique_ptr<HintSession> m_session;
    test::ManualCountdown *m_countdown = nullptr; // owned by the session
};

void TestHintSession::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    m_game = std::make_unique<Game>();
    m_controller = std::make_unique<SolverController>();
    m_session = std::make_unique<HintSession>(m_game.get(), m_controller.get());
    m_countdown = new test::ManualCountdown;
    m_session->setThinkingCountdown(m_countdown);
    QCOMPARE(m_session->thinkingCountdown(), m_countdown);
}

void TestHintSession::cleanup()
{
    m_session.reset();
    m_controller.reset();
    m_game.reset();
}

Step TestHintSession::restoreBefore(const char *puzzle, Technique technique)
{
    const auto found = test::boardBefore(puzzle, technique);
    if (!found)
        return {};
    m_game->restore(test::savedGameAt(found->first));
    return found->second;
}

void TestHintSession::waitForAnswer()
{
    QSignalSpy changed(m_session.get(), &HintSession::changed);
    while (m_session->isWaiting() && changed.wait(AnswerTimeoutMs)) {
    }
    QVERIFY(!m_session->isWaiting());
}

void TestHintSession::fastAnswerNeverThinks()
{
    m_game->startPuzzle(test::gridFromLine(test::WikipediaEasy), QStringLiteral("easy"));
    bool thought = false;
    connect(m_session.get(), &HintSession::changed, this, [&] { thought = thought || m_session->isThinking(); });
    m_session->hint();
    QVERIFY(m_session->isWaiting());
    QVERIFY(m_countdown->isRunning());
    QCOMPARE(m_session->nextAction(), QStringLiteral("Hint"));
    waitForAnswer();
    // The answer stopped the countdown before it ran out.
    QVERIFY(!m_countdown->isRunning());
    QVERIFY(!thought);
    QCOMPARE(m_session->level(), 1);
    QCOMPARE(m_session->text(), QStringLiteral("Look for a hidden single in box 2."));
}

void TestHintSession::nudgeShowsTheUnitOfTheBoardsShape_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<int>("boxRows");
    QTest::addColumn<int>("boxColumns");
    QTest::newRow("4x4") << QStringLiteral("....4......31..2") << 2 << 2;
    QTest::newRow("6x6, boxes 2x3") << QStringLiteral(".6.....4...35...2.4....1........1.6.") << 2 << 3;
    QTest::newRow("6x6, boxes 3x2") << QStringLiteral("..54..64.........1........2..6.3.1..") << 3 << 2;
    QTest::newRow("9x9") << QString::fromLatin1(test::WikipediaEasy) << 3 << 3;
}

// The first press names a unit and shades exactly its cells, on the board's own geometry (a
// 4×4 box 3 is the lower left one, not the cells 9×9 numbering would give).
void TestHintSession::nudgeShowsTheUnitOfTheBoardsShape()
{
    QFETCH(QString, puzzle);
    QFETCH(int, boxRows);
    QFETCH(int, boxColumns);
    const Shape shape{static_cast<std::uint8_t>(boxRows), static_cast<std::uint8_t>(boxColumns)};
    m_game->startPuzzle(test::gridFromLine(puzzle.toStdString(), shape), QStringLiteral("nxn"));
    m_session->hint();
    waitForAnswer();
    QCOMPARE(m_session->result().kind, HintKind::Step);
    QCOMPARE(m_session->level(), 1);
    const Step &step = m_session->result().step;
    QCOMPARE(step.shape, shape);
    QCOMPARE(m_session->text(), Explain::nudge(step));
    const int unit = hintUnit(step);
    QVERIFY(unit >= 0 && unit < shape.unitCount());
    const auto unitCells = geometryOf(shape).cellsOfUnit(unit);
    const Highlight &highlight = m_session->highlight();
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        const bool inUnit = std::find(unitCells.begin(), unitCells.end(), cell) != unitCells.end();
        QCOMPARE(highlight.cue(cell) == CellCue::Region, inUnit);
    }
}

void TestHintSession::slowAnswerThinksOnceTheCountdownRunsOut_data()
{
    QTest::addColumn<bool>("step");
    QTest::newRow("hint") << false;
    QTest::newRow("step") << true;
}

void TestHintSession::slowAnswerThinksOnceTheCountdownRunsOut()
{
    QFETCH(bool, step);
    const Step expected = restoreBefore(test::ForumHardestFirst, Technique::NestedForcingChain);
    QCOMPARE(expected.technique, Technique::NestedForcingChain);
    QSignalSpy changed(m_session.get(), &HintSession::changed);
    step ? m_session->step() : m_session->hint();
    QCOMPARE(changed.count(), 1);
    QVERIFY(m_session->isWaiting());
    QVERIFY(!m_session->isThinking());

    // The answer cannot arrive while the test holds the event loop: the countdown runs out first.
    m_countdown->expire();
    QVERIFY(m_session->isThinking());
    QCOMPARE(changed.count(), 2);
    QCOMPARE(m_session->text(), QStringLiteral("Thinking…"));
    QCOMPARE(m_session->nextAction(), QStringLiteral("Thinking…"));
    m_countdown->expire(); // once only
    QCOMPARE(changed.count(), 2);

    waitForAnswer();
    QVERIFY(!m_session->isThinking());
    QCOMPARE(m_session->result().kind, HintKind::Step);
    QCOMPARE(m_session->result().step, expected);
    QVERIFY(m_session->text() != QStringLiteral("Thinking…"));
    if (step) {
        QCOMPARE(m_game->undoStack()->count(), 1);
        QCOMPARE(m_session->text(), Explain::step(expected, 0));
    } else {
        QCOMPARE(m_session->level(), 1);
        QCOMPARE(m_session->text(), Explain::nudge(expected));
    }
}

void TestHintSession::cancelStopsTheSearchAndKeepsTheBoard_data()
{
    QTest::addColumn<bool>("step");
    QTest::addColumn<QString>("stopped");
    QTest::newRow("hint") << false << QStringLiteral("Hint stopped. Nothing on the board has changed.");
    QTest::newRow("step") << true << QStringLiteral("Step stopped. Nothing on the board has changed.");
}

void TestHintSession::cancelStopsTheSearchAndKeepsTheBoard()
{
    QFETCH(bool, step);
    QFETCH(QString, stopped);
    QCOMPARE(restoreBefore(test::ForumHardestFirst, Technique::NestedForcingChain).technique,
             Technique::NestedForcingChain);
    const Board before = m_game->board();
    QSignalSpy answers(m_controller.get(), step ? &SolverController::stepReady : &SolverController::hintReady);
    step ? m_session->step() : m_session->hint();
    m_countdown->expire();
    QVERIFY(m_session->isThinking());
    QVERIFY(!m_controller->isCancelRequested());

    QSignalSpy changed(m_session.get(), &HintSession::changed);
    m_session->cancel();
    // The run's flag is set: the step finder reads it and gives up.
    QVERIFY(m_controller->isCancelRequested());
    QCOMPARE(changed.count(), 1);
    QVERIFY(!m_session->isWaiting());
    QVERIFY(!m_session->isThinking());
    QVERIFY(!m_countdown->isRunning());
    QCOMPARE(m_session->text(), stopped);
    QCOMPARE(m_session->level(), 0);
    QVERIFY(m_session->highlight().isEmpty());
    QCOMPARE(m_session->nextAction(), QStringLiteral("Hint"));

    // Whatever the worker still sends (the step, if it ended first, or a cancelled search)
    // is dropped: the panel keeps saying it stopped and the board is the player's.
    QVERIFY(answers.wait(AnswerTimeoutMs));
    const auto sent = qvariant_cast<HintResult>(answers.takeFirst().at(1));
    QVERIFY2(sent.kind == HintKind::Cancelled || sent.kind == HintKind::Step,
             qPrintable(QString::number(static_cast<int>(sent.kind))));
    qInfo("the worker sent %s", sent.kind == HintKind::Cancelled ? "a cancelled search" : "the step, done first");
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_session->text(), stopped);
    QVERIFY(m_session->highlight().isEmpty());
    QCOMPARE(m_game->board(), before);
    QCOMPARE(m_game->undoStack()->count(), 0);
    QCOMPARE(m_game->hintsUsed(), 0);

    // And the next hint asks afresh.
    m_session->hint();
    QVERIFY(m_session->isWaiting());
    QVERIFY(!m_controller->isCancelRequested());
    m_session->cancel();
}

void TestHintSession::cancelWithNothingInFlightDoesNothing()
{
    m_game->startPuzzle(test::gridFromLine(test::WikipediaEasy), QStringLiteral("easy"));
    QSignalSpy changed(m_session.get(), &HintSession::changed);
    m_session->cancel();
    QCOMPARE(changed.count(), 0);
    QVERIFY(m_session->text().isEmpty());
    m_session->hint();
    waitForAnswer();
    const QString nudge = m_session->text();
    m_session->cancel(); // the answer is in: nothing to stop
    QCOMPARE(m_session->text(), nudge);
    QCOMPARE(m_session->level(), 1);
}

void TestHintSession::branchesPageOneAtATime_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<bool>("step");
    QTest::newRow("hint, cell forcing chain")
        << QByteArray(test::CellForcingPuzzle) << Technique::CellForcingChain << false;
    QTest::newRow("hint, unit forcing chain") << QByteArray(test::ForcingPuzzle) << Technique::UnitForcingChain << false;
    QTest::newRow("step, unit forcing chain") << QByteArray(test::ForcingPuzzle) << Technique::UnitForcingChain << true;
    QTest::newRow("hint, dynamic cell forcing chain")
        << QByteArray(test::ForcingPuzzle) << Technique::DynamicCellForcingChain << false;
}

void TestHintSession::branchesPageOneAtATime()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(Technique, technique);
    QFETCH(bool, step);
    const Step expected = restoreBefore(puzzle.constData(), technique);
    QCOMPARE(expected.technique, technique);
    const std::size_t branches = expected.chains.size();
    QVERIFY(branches > 1);

    if (step) {
        m_session->step();
        waitForAnswer();
        QCOMPARE(m_game->undoStack()->count(), 1);
    } else {
        m_session->hint();
        waitForAnswer();
        // The nudge: no branches yet.
        QCOMPARE(m_session->level(), 1);
        QVERIFY(!m_session->showsBranches());
        QVERIFY(m_session->highlight().links.empty());
        m_session->hint();
        QCOMPARE(m_session->level(), 2);
        QCOMPARE(m_game->undoStack()->count(), 0);
    }
    QCOMPARE(m_session->result().step, expected);
    QVERIFY(m_session->showsBranches());
    QCOMPARE(m_session->branchCount(), branches);
    // Paused, nothing of the hint shows, its paging neither.
    m_game->setPaused(true);
    QVERIFY(!m_session->showsBranches());
    QVERIFY(!m_session->hasNextBranch());
    m_game->setPaused(false);
    QVERIFY(m_session->showsBranches());

    QSignalSpy changed(m_session.get(), &HintSession::changed);
    const QString summary = Explain::step(expected, 0).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(summary.contains(QStringLiteral("each of its %1 branches leads to").arg(branches)), qPrintable(summary));
    for (std::size_t branch = 0; branch < branches; ++branch) {
        if (branch > 0) {
            m_session->nextBranch();
            QCOMPARE(changed.count(), 1);
        }
        QCOMPARE(m_session->branch(), branch);
        const QString text = m_session->text();
        QVERIFY2(text.startsWith(summary + QLatin1Char('\n')), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Branch %1 of %2:\n1. ").arg(branch + 1).arg(branches)), qPrintable(text));
        QCOMPARE(text, Explain::step(expected, branch));
        // In Eureka notation, the same lines as claims: "1. r6c2=2".
        m_session->setNotation(Explain::Notation::Eureka);
        const QString claims = m_session->text();
        QCOMPARE(claims, Explain::step(expected, branch, Explain::Notation::Eureka));
        const ChainNode &start = expected.chains[branch].nodes.front();
        QVERIFY2(claims.contains(QStringLiteral("\n1. %1=%2\n").arg(Explain::cell(start.cells.front())).arg(start.digit)),
                 qPrintable(claims));
        m_session->setNotation(Explain::Notation::Words);
        changed.clear();
        QCOMPARE(m_session->highlight(), Highlight::ofStep(expected, branch));
        QCOMPARE(m_session->hasPreviousBranch(), branch > 0);
        QCOMPARE(m_session->hasNextBranch(), branch + 1 < branches);
    }
    // The last branch: Next stops there, as Previous does at the first.
    const QString last = m_session->text();
    m_session->nextBranch();
    QCOMPARE(m_session->branch(), branches - 1);
    QCOMPARE(m_session->text(), last);
    const qsizetype pages = changed.count();
    for (std::size_t branch = branches - 1; branch > 0; --branch)
        m_session->previousBranch();
    QCOMPARE(changed.count(), pages + static_cast<qsizetype>(branches) - 1);
    QCOMPARE(m_session->branch(), std::size_t{0});
    m_session->previousBranch();
    QCOMPARE(changed.count(), pages + static_cast<qsizetype>(branches) - 1);
    QCOMPARE(m_session->highlight(), Highlight::ofStep(expected, 0));

    if (!step) {
        // Paging is no press of Hint: the third press still applies, the branch shown stays.
        m_session->nextBranch();
        m_session->hint();
        QCOMPARE(m_game->undoStack()->count(), 1);
        QVERIFY(!m_session->showsBranches());
        QCOMPARE(m_session->highlight(), Highlight::ofStep(expected, 1));
    }
}

void TestHintSession::chainStepShowsItsLinksWithoutBranches()
{
    const Step expected = restoreBefore(test::AicPuzzle, Technique::AlternatingInferenceChain);
    QCOMPARE(expected.technique, Technique::AlternatingInferenceChain);
    m_session->hint();
    waitForAnswer();
    m_session->hint();
    QCOMPARE(m_session->level(), 2);
    QCOMPARE(m_session->branchCount(), std::size_t{1});
    QVERIFY(!m_session->showsBranches());
    QCOMPARE(m_session->text(), Explain::step(expected));
    QVERIFY(!m_session->highlight().links.empty());
    QCOMPARE(m_session->highlight().links, Highlight::ofStep(expected).links);
    QSignalSpy changed(m_session.get(), &HintSession::changed);
    m_session->nextBranch();
    m_session->previousBranch();
    QCOMPARE(changed.count(), 0);

    // In Eureka notation the chain on show is written again: its nodes, strong links '=',
    // weak ones '-', and what it strikes.
    m_session->setNotation(Explain::Notation::Eureka);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_session->text(), Explain::eureka(expected));
    const std::string eureka = eurekaChain(expected, 0);
    QVERIFY2(m_session->text().contains(QString::fromStdString(eureka)), qPrintable(m_session->text()));
    QCOMPARE(std::count(eureka.begin(), eureka.end(), '('), static_cast<std::ptrdiff_t>(expected.chains.front().nodes.size()));
    QVERIFY(eureka.find('=') != std::string::npos && eureka.find(")r") != std::string::npos);
    for (const CellDigit elimination : expected.eliminations)
        QVERIFY(m_session->text().contains(QStringLiteral("%1<>%2").arg(Explain::cell(elimination.cell)).arg(elimination.digit)));
    m_session->setNotation(Explain::Notation::Words);
    QCOMPARE(m_session->text(), Explain::step(expected));
}

void TestHintSession::boardChangeForgetsTheBranches()
{
    const Step expected = restoreBefore(test::ForcingPuzzle, Technique::UnitForcingChain);
    m_session->hint();
    waitForAnswer();
    m_session->hint();
    m_session->nextBranch();
    QCOMPARE(m_session->branch(), std::size_t{1});
    // The player writes a digit: what the hint said is about another board.
    int empty = 0;
    while (!m_game->grid().isEmpty(empty))
        ++empty;
    QTRY_VERIFY_WITH_TIMEOUT(m_game->isSolutionKnown(), 60000);
    m_game->setDigit(empty, m_game->solution().digit(empty));
    QVERIFY(!m_session->showsBranches());
    QCOMPARE(m_session->branch(), std::size_t{0});
    QVERIFY(m_session->text().isEmpty());
    QVERIFY(m_session->highlight().isEmpty());
    QCOMPARE(expected.technique, Technique::UnitForcingChain);
}

QTEST_MAIN(TestHintSession)
#include "tst_hintsession.moc"
