// SPDX-License-Identifier: GPL-3.0-or-later
// Hint, Step, the animated solve and the comparison through the real main window: keys and
// buttons as a player presses them, the board's highlight, the game's undo stack, and the
// window staying responsive while plain backtracking grinds through forum_hardest_1106 #1.

#include "boardwidget.h"
#include "chainboards.h"
#include "comparedialog.h"
#include "explain.h"
#include "game.h"
#include "hintpanel.h"
#include "hintsession.h"
#include "mainwindow.h"
#include "playsession.h"
#include "solvesession.h"
#include "techniquesdialog.h"
#include "manualcountdown.h"
#include "solvercontroller.h"
#include "eventplayer.h"
#include "testgrids.h"
#include "tracelog.h"
#include "watchpanel.h"

#include <QAbstractButton>
#include <QToolButton>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace sudoku;
using test::gridFromLine;

namespace {

constexpr const char *EasyPuzzle = test::WikipediaEasy;
constexpr const char *EasySolution = test::WikipediaEasySolution;
// The first step on EasyPuzzle, in Sudoku Explainer's order (hidden singles first, boxes
// first): r1c6 = 8, the one place for 8 in box 2.
constexpr int FirstStepCell = 5; // r1c6
constexpr int FirstStepDigit = 8;
constexpr const char *HardestPuzzle = test::ForumHardestFirst;
// tarek's tough 16×16 #1 (tests/data/nxn_golden.txt): plain backtracking runs practically for
// ever on it (the search alone makes millions of guesses).
constexpr const char *ToughSixteen = ".A729.BC.....3.16..B3....D..A.2........5.3..C8..1.9...86..4.............B..92..8D.....E....2.........3..5....B7..4.3...D...71...9B1...A2.......74.6.....1.......5.........G8..34..27.9.1.4....65...C......2A...6....65..C7....A......423.1..859......8.....64.B2";

// Counts the paint events a widget receives.
class PaintCounter : public QObject {
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TestWatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void hintEscalatesInThreeSteps();
    void hintPointsAtAWrongDigitFirst();
    void hintNamesARemovedCandidate();
    void hintNeverNamesWhereAWrongDigitStruckMarks();
    void hintOnAPuzzleWithSeveralSolutions();
    void stepAppliesAndExplains();
    void hintForgetsWhenTheBoardChanges();
    void longHintThinksAndStops_data();
    void longHintThinksAndStops();
    void hintPagesThroughBranches();
    void hintFoldsAnInnerStepsLines();
    void hintLineAndItsLinksPointAtEachOther();
    void stepPagesThroughBranches();
    void chainHintDrawsLinksOnTheBoard();
    void logPagesThroughBranches();

    void animatedSolveIsOneUndoStep();
    void pausedAnimationStepsOneEvent();
    void logStepHighlightsOnTheBoard();
    void logAndHintLinkToTechniquePages();
    void windowStaysResponsiveDuringBacktracking_data();
    void windowStaysResponsiveDuringBacktracking();
    void stopFreesTheSolverThread();
    void closingMidSolveIsClean();
    void newPuzzleStopsTheAnimation();

    void compareFillsTheTable();
    void compareStopsAtTheCap();

private:
    void makeWindow();
    void load(const char *puzzle);
    // Restores the game at the board just before the first step of `technique`; that step.
    Step restoreBefore(const char *puzzle, Technique technique);
    QPushButton *button(const char *name) const;
    // Watches the human-logic solver solve the game's puzzle at full pace, to the end.
    void solveWithLogic();
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    HintSession *hints() const { return m_window->play()->hints(); }

    std::unique_ptr<MainWindow> m_window;
};

void TestWatch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_watch"));
}

void TestWatch::init()
{
    // The warnings of a cross-thread mistake fail the test (offscreen's own notes do not).
    QTest::failOnWarning(QRegularExpression(QStringLiteral("Cannot queue|cannot be stopped from another thread|"
                                                           "Cannot send events|QObject::")));
    QSettings().clear();
    QFile::remove(Autosave::path());
    makeWindow();
}

void TestWatch::cleanup()
{
    m_window.reset();
}

void TestWatch::makeWindow()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->activateWindow();
    m_window->board()->setFocus();
}

void TestWatch::load(const char *puzzle)
{
    m_window->play()->loadPuzzle(gridFromLine(puzzle), QStringLiteral("test puzzle"));
}

Step TestWatch::restoreBefore(const char *puzzle, Technique technique)
{
    const auto found = test::boardBefore(puzzle, technique);
    if (!found)
        return {};
    m_window->play()->game()->restore(test::savedGameAt(found->first));
    return found->second;
}

void TestWatch::solveWithLogic()
{
    m_window->solve()->setAlgorithm(Algorithm::Logic);
    m_window->solve()->setSpeed(EventPlayer::MaxSpeed);
    QSignalSpy finished(m_window->solve()->player(), &EventPlayer::finished);
    press(Qt::Key_F5);
    QVERIFY(finished.wait(120000));
}

QPushButton *TestWatch::button(const char *name) const
{
    return m_window->findChild<QPushButton *>(QLatin1String(name));
}

void TestWatch::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_window->board(), key, modifiers);
}

void TestWatch::hintEscalatesInThreeSteps()
{
    load(EasyPuzzle);
    QUndoStack *undo = m_window->play()->game()->undoStack();
    QCOMPARE(undo->count(), 0);

    // First press: the technique and the region, the region tinted.
    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 1);
    QCOMPARE(m_window->hintText(), QStringLiteral("Look for a hidden single in box 2."));
    const Highlight nudge = m_window->board()->highlight();
    for (const std::uint8_t cell : cellsOfUnit[static_cast<std::size_t>(boxUnit(1))])
        QCOMPARE(nudge.cue(cell), CellCue::Region);
    QVERIFY(nudge.marks.empty());
    QCOMPARE(m_window->findChild<QPushButton *>(QStringLiteral("hintButton"))->text(), QStringLiteral("Show Me"));

    // Second: the full explanation, the cell and its candidate.
    press(Qt::Key_H);
    QCOMPARE(hints()->level(), 2);
    QVERIFY2(m_window->hintText().startsWith(QStringLiteral("r1c6 = 8: hidden single")), qPrintable(m_window->hintText()));
    const Highlight shown = m_window->board()->highlight();
    QCOMPARE(shown.cue(FirstStepCell), CellCue::Pattern);
    QVERIFY(std::find(shown.marks.begin(), shown.marks.end(),
                      CandidateMark{FirstStepCell, FirstStepDigit, MarkCue::Place}) != shown.marks.end());
    QCOMPARE(m_window->play()->game()->grid().digit(FirstStepCell), 0);
    QCOMPARE(undo->count(), 0);

    // Third, by the button this time: applied, as one undoable step.
    QTest::mouseClick(m_window->findChild<QPushButton *>(QStringLiteral("hintButton")), Qt::LeftButton);
    QCOMPARE(m_window->play()->game()->grid().digit(FirstStepCell), FirstStepDigit);
    QCOMPARE(undo->count(), 1);
    QVERIFY2(m_window->hintText().contains(QStringLiteral("Placed 8 in r1c6")), qPrintable(m_window->hintText()));
    QCOMPARE(hints()->level(), 0);
    undo->undo();
    QCOMPARE(m_window->play()->game()->grid().digit(FirstStepCell), 0);
    // Undo changed the board: the hint is forgotten.
    QVERIFY(m_window->board()->highlight().isEmpty());
}

void TestWatch::hintPointsAtAWrongDigitFirst()
{
    load(EasyPuzzle);
    // r1c3 is 4 in the solution; the player wrote 1. No conflict shows it.
    QTest::mouseClick(m_window->board(), Qt::LeftButton, Qt::NoModifier, m_window->board()->cellRect(2).center());
    press(Qt::Key_1);
    QCOMPARE(m_window->play()->game()->grid().digit(2), 1);
    QVERIFY(m_window->play()->game()->conflictCells().none());

    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 1);
    QCOMPARE(hints()->result().kind, HintKind::Mistakes);
    QVERIFY2(m_window->hintText().startsWith(QStringLiteral("The 1 in r1c3 is wrong.")), qPrintable(m_window->hintText()));
    QCOMPARE(m_window->board()->highlight().cue(2), CellCue::Mistake);
    // The answer stays hidden: nothing says 4.
    QVERIFY(!m_window->hintText().contains(QLatin1Char('4')));

    // The next press corrects it, undoably.
    press(Qt::Key_H);
    QCOMPARE(m_window->play()->game()->grid().digit(2), 0);
    m_window->play()->game()->undoStack()->undo();
    QCOMPARE(m_window->play()->game()->grid().digit(2), 1);
}

void TestWatch::hintNeverNamesWhereAWrongDigitStruckMarks()
{
    // A wrong digit strikes its digit from its peers' pencil marks: among them the cell where
    // that digit belongs. Naming the cells that lost their digit told the player where it goes.
    load(EasyPuzzle);
    Game *game = m_window->play()->game();
    game->fillPencilMarks();
    const Grid solution = test::gridFromLine(EasySolution);
    const Grid &grid = game->grid();
    int belongs = 0;
    while (!grid.isEmpty(belongs))
        ++belongs;
    const int digit = solution.digit(belongs);
    int wrong = -1;
    for (const int peer : grid.geometry().peersOfCell(belongs)) {
        if (grid.isEmpty(peer) && game->pencilMarks(peer).contains(digit)) {
            wrong = peer;
            break;
        }
    }
    QVERIFY(wrong >= 0);
    std::vector<int> hadDigit; // the peers whose marks the wrong digit strikes
    for (const int peer : grid.geometry().peersOfCell(wrong)) {
        if (grid.isEmpty(peer) && game->pencilMarks(peer).contains(digit))
            hadDigit.push_back(peer);
    }
    game->setDigit(wrong, digit);
    QVERIFY(!game->pencilMarks(belongs).contains(digit));

    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 1);
    QCOMPARE(hints()->result().kind, HintKind::Mistakes);
    const QString text = m_window->hintText();
    QVERIFY2(text.startsWith(QStringLiteral("The %1 in %2 is wrong. Correcting it also puts back the pencil marks it "
                                            "struck out.")
                                 .arg(digit)
                                 .arg(QString::fromStdString(cellName(wrong)))),
             qPrintable(text));
    QVERIFY2(!text.contains(QString::fromStdString(cellName(belongs))), qPrintable(text));
    QCOMPARE(m_window->board()->highlight().cue(wrong), CellCue::Mistake);
    QVERIFY(m_window->board()->highlight().cue(belongs) != CellCue::Mistake);

    // Corrected: the digit goes, and comes back to every peer it was struck from.
    press(Qt::Key_H);
    QCOMPARE(grid.digit(wrong), 0);
    for (const int peer : hadDigit)
        QVERIFY2(game->pencilMarks(peer).contains(digit), cellName(peer).c_str());
    QVERIFY2(!m_window->hintText().contains(QString::fromStdString(cellName(belongs))), qPrintable(m_window->hintText()));
}

void TestWatch::hintNamesARemovedCandidate()
{
    load(EasyPuzzle);
    Game *game = m_window->play()->game();
    game->fillPencilMarks();
    // r1c3's candidates are 1, 2, 4; the solution's 4 goes.
    QVERIFY(game->pencilMarks(2).contains(4));
    game->togglePencilMark(2, 4);
    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 1);
    QCOMPARE(hints()->result().kind, HintKind::Mistakes);
    QVERIFY2(m_window->hintText().contains(QStringLiteral("pencil marks of r1c3")), qPrintable(m_window->hintText()));
    press(Qt::Key_H);
    QVERIFY(game->pencilMarks(2).contains(4));
}

void TestWatch::hintOnAPuzzleWithSeveralSolutions()
{
    // Two givens fewer than a unique puzzle: an unavoidable rectangle stays open.
    load("....6.8256.2......95.....168..4....9.....6....4...2.58.8..4.5...73..1.8.1..87..9.");
    QTRY_VERIFY_WITH_TIMEOUT(m_window->play()->game()->isSolutionKnown(), 60000);
    QCOMPARE(m_window->play()->game()->solutionCount(), 2);
    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 1);
    QCOMPARE(hints()->result().kind, HintKind::SeveralSolutions);
    QVERIFY(m_window->hintText().contains(QStringLiteral("more than one solution")));
    int marked = 0;
    for (int cell = 0; cell < CellCount; ++cell)
        marked += m_window->board()->highlight().cue(cell) == CellCue::Region ? 1 : 0;
    QVERIFY(marked >= 4);
}

void TestWatch::stepAppliesAndExplains()
{
    load(EasyPuzzle);
    press(Qt::Key_S);
    QTRY_COMPARE(m_window->play()->game()->grid().digit(FirstStepCell), FirstStepDigit);
    QVERIFY2(m_window->hintText().startsWith(QStringLiteral("r1c6 = 8: hidden single")), qPrintable(m_window->hintText()));
    QCOMPARE(m_window->board()->highlight().cue(FirstStepCell), CellCue::Pattern);
    QCOMPARE(m_window->play()->game()->undoStack()->count(), 1);
    // Step after step solves a singles puzzle; each is one undoable action.
    for (int i = 0; i < 5; ++i) {
        const int filled = m_window->play()->game()->grid().filledCount();
        QTest::mouseClick(m_window->findChild<QPushButton *>(QStringLiteral("stepButton")), Qt::LeftButton);
        QTRY_COMPARE(m_window->play()->game()->grid().filledCount(), filled + 1);
    }
    QCOMPARE(m_window->play()->game()->undoStack()->count(), 6);
    for (int cell = 0; cell < CellCount; ++cell) {
        const int digit = m_window->play()->game()->grid().digit(cell);
        QVERIFY(digit == 0 || digit == EasySolution[cell] - '0');
    }
}

void TestWatch::hintForgetsWhenTheBoardChanges()
{
    load(EasyPuzzle);
    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 1);
    QTest::mouseClick(m_window->board(), Qt::LeftButton, Qt::NoModifier, m_window->board()->cellRect(2).center());
    press(Qt::Key_4);
    QCOMPARE(hints()->level(), 0);
    QVERIFY(m_window->board()->highlight().isEmpty());
    QCOMPARE(m_window->findChild<QPushButton *>(QStringLiteral("hintButton"))->text(), QStringLiteral("Hint"));
}

void TestWatch::longHintThinksAndStops_data()
{
    QTest::addColumn<bool>("byButton");
    QTest::newRow("Esc") << false;
    QTest::newRow("Cancel button") << true;
}

void TestWatch::longHintThinksAndStops()
{
    QFETCH(bool, byButton);
    QCOMPARE(restoreBefore(HardestPuzzle, Technique::NestedForcingChain).technique, Technique::NestedForcingChain);
    auto *countdown = new test::ManualCountdown;
    hints()->setThinkingCountdown(countdown);
    const Board before = m_window->play()->game()->board();
    QWidget *thinking = m_window->findChild<QWidget *>(QStringLiteral("thinking"));
    QVERIFY(thinking);
    QVERIFY(!thinking->isVisible());

    // No event loop runs between the press and the countdown's end: the answer cannot come first.
    press(Qt::Key_H);
    QVERIFY(hints()->isWaiting());
    QVERIFY(!thinking->isVisible()); // not within the first moments: no flicker
    QCOMPARE(button("hintButton")->text(), QStringLiteral("Hint"));
    QVERIFY(!button("hintButton")->isEnabled());
    countdown->expire();
    QVERIFY(thinking->isVisible());
    QCOMPARE(m_window->hintText(), QStringLiteral("Thinking…"));
    QCOMPARE(button("hintButton")->text(), QStringLiteral("Thinking…"));
    QVERIFY(button("cancelHintButton")->isVisible());
    QVERIFY(m_window->actions().cancelHint->isEnabled());
    QVERIFY(!m_window->actions().hint->isEnabled());

    QSignalSpy answers(hints()->controller(), &SolverController::hintReady);
    if (byButton)
        QTest::mouseClick(button("cancelHintButton"), Qt::LeftButton);
    else
        press(Qt::Key_Escape);
    QVERIFY(hints()->controller()->isCancelRequested());
    QVERIFY(!thinking->isVisible());
    QCOMPARE(m_window->hintText(), QStringLiteral("Hint stopped. Nothing on the board has changed."));
    QCOMPARE(button("hintButton")->text(), QStringLiteral("Hint"));
    QVERIFY(button("hintButton")->isEnabled());
    QVERIFY(!m_window->actions().cancelHint->isEnabled());
    QVERIFY(m_window->board()->highlight().isEmpty());

    // What the worker still sends changes nothing.
    QVERIFY(answers.wait(120000));
    QCOMPARE(m_window->hintText(), QStringLiteral("Hint stopped. Nothing on the board has changed."));
    QVERIFY(m_window->board()->highlight().isEmpty());
    QCOMPARE(m_window->play()->game()->board(), before);
    QCOMPARE(m_window->play()->game()->undoStack()->count(), 0);
    QCOMPARE(m_window->board()->grid(), before.grid);
}

// A nested forcing chain's inner chains hang under the lines that use them, folded: the line
// ends in ▸, and a click opens the next level.
void TestWatch::hintFoldsAnInnerStepsLines()
{
    const Step expected = restoreBefore(test::ForumHardestFirst, Technique::NestedForcingChain);
    QVERIFY(!expected.nested.empty());
    press(Qt::Key_H);
    // A generous limit for the sanitizer builds on a loaded machine, not a latency bound.
    QTRY_COMPARE_WITH_TIMEOUT(hints()->level(), 1, 300000);
    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 2);
    const auto *panel = m_window->findChild<HintPanel *>();
    QVERIFY(panel);
    // The whole text holds the inner lines, indented; the text shown does not.
    const QString whole = panel->text();
    QVERIFY2(whole.contains(QStringLiteral("\n    ")), qPrintable(whole));
    const QString folded = panel->shownText();
    QVERIFY2(!folded.contains(QStringLiteral("\n    ")), qPrintable(folded));
    // The first line with lines under it ends in ▸; opened, it shows the next level (ending in
    // ▾), and its inner chain's own inner lines stay folded.
    int line = 0;
    for (const QString &paragraph : folded.split(QLatin1Char('\n'))) {
        if (paragraph.endsWith(QStringLiteral(" \u25B8")) && HintPanel::lineNumberOf(paragraph) > 0) {
            line = HintPanel::lineNumberOf(paragraph);
            break;
        }
    }
    QVERIFY2(line > 0, qPrintable(folded));
    auto *ownPanel = const_cast<HintPanel *>(panel);
    QVERIFY(ownPanel->unfold(line));
    const QString opened = panel->shownText();
    QVERIFY(opened.split(QLatin1Char('\n')).size() > folded.split(QLatin1Char('\n')).size());
    QVERIFY(opened.contains(QStringLiteral("\n    ")));
    QVERIFY(!opened.contains(QStringLiteral("\n        ")));
    QVERIFY(opened.contains(QStringLiteral(" \u25BE")));
    QVERIFY(!ownPanel->unfold(line)); // already open
    // The words are those of the whole text, marks aside.
    QCOMPARE(panel->text(), whole);
}

// The pointer on a forcing chain's link shades its line in the text, and a line chosen in
// the text makes its links stand out on the board.
void TestWatch::hintLineAndItsLinksPointAtEachOther()
{
    restoreBefore(test::ForcingPuzzle, Technique::UnitForcingChain);
    press(Qt::Key_H);
    // A generous limit for the sanitizer builds on a loaded machine, not a latency bound.
    QTRY_COMPARE_WITH_TIMEOUT(hints()->level(), 1, 300000);
    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 2);
    auto *panel = m_window->findChild<HintPanel *>();
    QVERIFY(panel);
    BoardWidget *board = m_window->board();
    const std::vector<BoardWidget::LinkShape> shapes = board->linkShapes();
    QVERIFY(!shapes.empty());
    const BoardWidget::LinkShape &shape = shapes.back();
    QVERIFY(shape.number > 1);
    QTest::mouseMove(board, shape.line.pointAtPercent(0.5).toPoint());
    QTRY_COMPARE(panel->emphasisedLine(), shape.number);
    QCOMPARE(board->emphasisedLine(), shape.number);
    // From the text's side: the board follows the panel's choice.
    emit panel->lineEmphasised(2);
    QCOMPARE(board->emphasisedLine(), 2);
    emit panel->lineEmphasised(0);
    QCOMPARE(board->emphasisedLine(), 0);
}

void TestWatch::hintPagesThroughBranches()
{
    const Step expected = restoreBefore(test::ForcingPuzzle, Technique::UnitForcingChain);
    QCOMPARE(expected.chains.size(), std::size_t{3});
    QWidget *branches = m_window->findChild<QWidget *>(QStringLiteral("branches"));
    QVERIFY(branches);
    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 1);
    QVERIFY(!branches->isVisible()); // the nudge has no branches to page
    press(Qt::Key_H);
    QCOMPARE(hints()->level(), 2);
    QVERIFY(branches->isVisible());
    QVERIFY(!button("previousBranchButton")->isEnabled());
    QVERIFY(button("nextBranchButton")->isEnabled());
    QVERIFY2(m_window->hintText().contains(QStringLiteral("\nBranch 1 of 3:\n1. r6c2 is 2 (supposed)\n")),
             qPrintable(m_window->hintText()));
    QCOMPARE(m_window->board()->highlight(), Highlight::ofStep(expected, 0));

    // Page Down, the Next button: the text and the board follow.
    press(Qt::Key_PageDown);
    QVERIFY2(m_window->hintText().contains(QStringLiteral("\nBranch 2 of 3:\n1. r6c4 is 2 (supposed)\n")),
             qPrintable(m_window->hintText()));
    QCOMPARE(m_window->board()->highlight(), Highlight::ofStep(expected, 1));
    QVERIFY(button("previousBranchButton")->isEnabled());
    QTest::mouseClick(button("nextBranchButton"), Qt::LeftButton);
    QVERIFY(m_window->hintText().contains(QStringLiteral("\nBranch 3 of 3:\n1. r6c5 is 2 (supposed)")));
    QCOMPARE(m_window->board()->highlight(), Highlight::ofStep(expected, 2));
    // The last: Next stops here.
    QVERIFY(!button("nextBranchButton")->isEnabled());
    QVERIFY(!m_window->actions().nextBranch->isEnabled());
    press(Qt::Key_PageDown);
    QVERIFY(m_window->hintText().contains(QStringLiteral("Branch 3 of 3")));
    // Back with the Previous button and Page Up, to the first, where Previous stops.
    QTest::mouseClick(button("previousBranchButton"), Qt::LeftButton);
    QVERIFY(m_window->hintText().contains(QStringLiteral("Branch 2 of 3")));
    press(Qt::Key_PageUp);
    press(Qt::Key_PageUp);
    QVERIFY(m_window->hintText().contains(QStringLiteral("Branch 1 of 3")));
    QCOMPARE(m_window->board()->highlight(), Highlight::ofStep(expected, 0));

    // The third press applies, branches or not.
    press(Qt::Key_H);
    QCOMPARE(m_window->play()->game()->undoStack()->count(), 1);
    QVERIFY(!branches->isVisible());
    for (const CellDigit elimination : expected.eliminations)
        QVERIFY(!m_window->play()->game()->pencilMarks(elimination.cell).contains(elimination.digit));
}

void TestWatch::stepPagesThroughBranches()
{
    const Step expected = restoreBefore(test::ForcingPuzzle, Technique::UnitForcingChain);
    press(Qt::Key_S);
    QTRY_COMPARE(m_window->play()->game()->undoStack()->count(), 1);
    QVERIFY(m_window->findChild<QWidget *>(QStringLiteral("branches"))->isVisible());
    QCOMPARE(m_window->hintText(), Explain::step(expected, 0));
    press(Qt::Key_PageDown);
    QCOMPARE(m_window->hintText(), Explain::step(expected, 1));
    QCOMPARE(m_window->board()->highlight(), Highlight::ofStep(expected, 1));
}

void TestWatch::chainHintDrawsLinksOnTheBoard()
{
    const Step expected = restoreBefore(test::AicPuzzle, Technique::AlternatingInferenceChain);
    QCOMPARE(expected.technique, Technique::AlternatingInferenceChain);
    press(Qt::Key_H);
    QTRY_COMPARE(hints()->level(), 1);
    QVERIFY(m_window->board()->highlight().links.empty());
    press(Qt::Key_H);
    const std::vector<LinkCue> &links = m_window->board()->highlight().links;
    QVERIFY(!links.empty());
    QCOMPARE(links, Highlight::ofStep(expected).links);
    QCOMPARE(m_window->board()->linkShapes().size(), links.size());
    QVERIFY(!m_window->findChild<QWidget *>(QStringLiteral("branches"))->isVisible());
}

void TestWatch::logPagesThroughBranches()
{
    load(test::ForcingPuzzle);
    solveWithLogic();
    WatchPanel *panel = m_window->watchPanel();
    // The log's first forcing step of several branches.
    TraceLog *model = m_window->solve()->log();
    int row = 0;
    std::optional<Step> step;
    for (; row < model->rowCount(); ++row) {
        if (!model->index(row).data(TraceLog::IsStepRole).toBool())
            continue;
        step = model->stepAt(row);
        if (step && branchCount(*step) > 1)
            break;
    }
    QVERIFY(row < model->rowCount());
    QListView *log = panel->logView();
    log->scrollTo(model->index(row));
    QVERIFY(!panel->nextBranchButton()->isVisible());
    QTest::mouseClick(log->viewport(), Qt::LeftButton, Qt::NoModifier, log->visualRect(model->index(row)).center());
    QCOMPARE(panel->explanation(), Explain::step(*step, 0));
    QCOMPARE(m_window->board()->highlight(), Highlight::ofStep(*step, 0));
    QVERIFY(panel->nextBranchButton()->isVisible());
    QVERIFY(!panel->previousBranchButton()->isEnabled());
    QTest::mouseClick(panel->nextBranchButton(), Qt::LeftButton);
    QCOMPARE(panel->explanation(), Explain::step(*step, 1));
    QCOMPARE(m_window->board()->highlight(), Highlight::ofStep(*step, 1));
    QCOMPARE(m_window->solve()->branch(), std::size_t{1});
    QTest::mouseClick(panel->previousBranchButton(), Qt::LeftButton);
    QCOMPARE(m_window->board()->highlight(), Highlight::ofStep(*step, 0));
}

void TestWatch::animatedSolveIsOneUndoStep()
{
    load(EasyPuzzle);
    Game *game = m_window->play()->game();
    QTest::mouseClick(m_window->board(), Qt::LeftButton, Qt::NoModifier, m_window->board()->cellRect(2).center());
    press(Qt::Key_4);
    QCOMPARE(game->undoStack()->count(), 1);

    WatchPanel *panel = m_window->watchPanel();
    m_window->solve()->setAlgorithm(Algorithm::Propagation);
    m_window->solve()->setSpeed(EventPlayer::MaxSpeed);
    QSignalSpy finished(m_window->solve()->player(), &EventPlayer::finished);
    press(Qt::Key_F5);
    QVERIFY(m_window->watchDock()->isVisible());
    QVERIFY(m_window->solve()->isAnimating());
    // While it plays the board shows the animation and takes no digits.
    QVERIFY(!m_window->board()->isInputEnabled());
    QVERIFY(!m_window->board()->isSelectionVisible());
    QVERIFY(finished.wait(30000));

    QVERIFY(!m_window->solve()->isAnimating());
    QVERIFY(game->grid().isSolutionOf(game->puzzle()));
    QVERIFY(game->isCompleted());
    QVERIFY(game->isSolvedBySolver());
    QCOMPARE(game->undoStack()->count(), 2);
    QVERIFY(panel->statusText().startsWith(QStringLiteral("Solved")));
    QCOMPARE(panel->counterText(QStringLiteral("events")),
             QLocale().toString(static_cast<qulonglong>(m_window->solve()->player()->result().counts.events)));
    // One undo takes the whole solve back, to the game as the player left it, in play again.
    game->undoStack()->undo();
    QCOMPARE(game->grid().digit(2), 4);
    QCOMPARE(game->grid().filledCount(), gridFromLine(EasyPuzzle).givenCount() + 1);
    QVERIFY(!game->isCompleted());
    QVERIFY(game->acceptsInput());
    QVERIFY(m_window->board()->isInputEnabled());
    // The panel no longer says the solution is on the board; Redo puts it back, not the text.
    QVERIFY2(!panel->statusText().startsWith(QStringLiteral("Solved")), qPrintable(panel->statusText()));
    QVERIFY2(panel->statusText().startsWith(QStringLiteral("Press Play")), qPrintable(panel->statusText()));
}

void TestWatch::pausedAnimationStepsOneEvent()
{
    load(EasyPuzzle);
    WatchPanel *panel = m_window->watchPanel();
    m_window->solve()->setAlgorithm(Algorithm::Logic);
    // F6 with nothing playing starts paused at the first event.
    press(Qt::Key_F6);
    EventPlayer *player = m_window->solve()->player();
    QTRY_COMPARE(player->counts().events, std::uint64_t{1});
    QCOMPARE(player->state(), EventPlayer::State::Paused);
    // The logic solver's first step, on the board: r1c6 = 8, framed as a placement.
    QCOMPARE(m_window->board()->grid().digit(FirstStepCell), FirstStepDigit);
    QCOMPARE(m_window->board()->highlight().cue(FirstStepCell), CellCue::Place);
    QVERIFY2(panel->explanation().startsWith(QStringLiteral("r1c6 = 8: hidden single")), qPrintable(panel->explanation()));
    // The game itself is untouched until the solve ends.
    QCOMPARE(m_window->play()->game()->grid().digit(FirstStepCell), 0);
    // Its two eliminations (8 from r1c7 and r1c9) follow, before the next step places.
    for (std::uint64_t n = 2; n <= 3; ++n) {
        QTest::mouseClick(panel->stepButton(), Qt::LeftButton);
        QTRY_COMPARE(player->counts().events, n);
    }
    // Eliminations follow the placement: a struck-out candidate, the placement still framed.
    const Highlight shown = m_window->board()->highlight();
    QCOMPARE(shown.marks.size(), std::size_t{1});
    QCOMPARE(shown.marks.front().cue, MarkCue::Eliminate);
    QCOMPARE(shown.marks.front().digit, FirstStepDigit);
    QCOMPARE(shown.cue(FirstStepCell), CellCue::Place);
    QCOMPARE(shown.marks.front().cell, 8); // r1c9
    QCOMPARE(panel->counterText(QStringLiteral("events")), QStringLiteral("3"));
    QCOMPARE(panel->counterText(QStringLiteral("placements")), QStringLiteral("1"));

    // Stop: back to the game as it was.
    QTest::mouseClick(panel->stopButton(), Qt::LeftButton);
    QCOMPARE(player->state(), EventPlayer::State::Idle);
    QCOMPARE(m_window->board()->grid(), m_window->play()->game()->grid());
    QVERIFY(m_window->board()->highlight().isEmpty());
    QVERIFY(m_window->board()->isInputEnabled());
}

void TestWatch::logStepHighlightsOnTheBoard()
{
    load(EasyPuzzle);
    solveWithLogic();
    WatchPanel *panel = m_window->watchPanel();
    QListView *log = panel->logView();
    TraceLog *model = m_window->solve()->log();
    QVERIFY(model->rowCount() > 0);
    int stepRow = -1;
    // The last step: its cell's row, column or box shows why.
    for (int row = model->rowCount() - 1; row >= 0 && stepRow < 0; --row) {
        if (model->index(row).data(TraceLog::IsStepRole).toBool())
            stepRow = row;
    }
    QVERIFY(stepRow >= 0);
    const std::optional<Step> step = model->stepAt(stepRow);
    QVERIFY(step);
    log->scrollTo(model->index(stepRow));
    QTest::mouseClick(log->viewport(), Qt::LeftButton, Qt::NoModifier, log->visualRect(model->index(stepRow)).center());
    const Highlight shown = m_window->board()->highlight();
    QCOMPARE(shown, Highlight::ofStep(*step));
    QCOMPARE(shown.cue(step->cells.front()), CellCue::Pattern);
    QCOMPARE(panel->explanation(), Explain::step(*step));
}

// Every technique name links to its page in Help › Techniques: a step's row of the log (a
// double-click), and the hint panel's "What is …?" under a hint, from the nudge on.
void TestWatch::logAndHintLinkToTechniquePages()
{
    load(EasyPuzzle);
    solveWithLogic();
    TraceLog *model = m_window->solve()->log();
    QListView *log = m_window->watchPanel()->logView();
    int stepRow = -1;
    for (int row = model->rowCount() - 1; row >= 0 && stepRow < 0; --row) {
        if (model->index(row).data(TraceLog::IsStepRole).toBool())
            stepRow = row;
    }
    QVERIFY(stepRow >= 0);
    const Technique logged = model->stepAt(stepRow)->technique;
    QCOMPARE(model->index(stepRow).data(TraceLog::TechniqueRole).toInt(), static_cast<int>(logged));
    QVERIFY(model->index(stepRow).data(Qt::ToolTipRole).toString().contains(Explain::techniqueWithArticle(logged)));
    QVERIFY(!m_window->techniquesDialog());
    log->scrollTo(model->index(stepRow));
    const QPoint on = log->visualRect(model->index(stepRow)).center();
    QTest::mouseClick(log->viewport(), Qt::LeftButton, Qt::NoModifier, on); // a double-click's first
    QTest::mouseDClick(log->viewport(), Qt::LeftButton, Qt::NoModifier, on);
    QVERIFY(m_window->techniquesDialog());
    QVERIFY(m_window->techniquesDialog()->isVisible());
    QCOMPARE(m_window->techniquesDialog()->technique(), logged);
    m_window->techniquesDialog()->hide();

    // A hint: hidden before, shown with the nudge, following the link opens the page again.
    load(test::ForcingPuzzle);
    auto *panel = m_window->findChild<HintPanel *>();
    QVERIFY(panel->aboutLink()->isHidden());
    HintSession *hints = m_window->play()->hints();
    m_window->actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(hints->level() == 1 && !hints->isWaiting(), 60000);
    const Technique hinted = hints->result().step.technique;
    QCOMPARE(hints->shownTechnique(), hinted);
    QVERIFY(panel->aboutLink()->isVisible());
    QVERIFY(panel->aboutLink()->text().contains(Explain::techniqueWithArticle(hinted).toHtmlEscaped()));
    emit panel->aboutLink()->linkActivated(QStringLiteral("technique:%1").arg(QString::fromLatin1(techniqueName(hinted))));
    QVERIFY(m_window->techniquesDialog()->isVisible());
    QCOMPARE(m_window->techniquesDialog()->technique(), hinted);
}

void TestWatch::windowStaysResponsiveDuringBacktracking_data()
{
    QTest::addColumn<int>("speed");
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("box");
    // The GUI thread replays and logs every event, 333 a frame...
    QTest::newRow("paced, 20,000 events/s") << EventPlayer::MaxSpeed << QString::fromLatin1(HardestPuzzle)
                                            << QStringLiteral("3x3");
    // ... or the worker runs all 32 million flat out (about a quarter of a second here).
    QTest::newRow("instant") << EventPlayer::InstantSpeed << QString::fromLatin1(HardestPuzzle) << QStringLiteral("3x3");
    // On 16×16 the same search has no end in sight: Stop still ends it at once.
    QTest::newRow("16x16, paced") << EventPlayer::MaxSpeed << QString::fromLatin1(ToughSixteen) << QStringLiteral("4x4");
    QTest::newRow("16x16, instant") << EventPlayer::InstantSpeed << QString::fromLatin1(ToughSixteen)
                                    << QStringLiteral("4x4");
}

void TestWatch::windowStaysResponsiveDuringBacktracking()
{
    QFETCH(int, speed);
    QFETCH(QString, puzzle);
    QFETCH(QString, box);
    const Shape shape = *Shape::fromBoxName(box.toStdString());
    m_window->play()->loadPuzzle(gridFromLine(puzzle.toStdString(), shape), QStringLiteral("test puzzle"));
    QCOMPARE(m_window->board()->grid().shape(), shape);
    m_window->solve()->setAlgorithm(Algorithm::Backtracking);
    m_window->solve()->setSpeed(speed);
    PaintCounter counter;
    m_window->board()->installEventFilter(&counter);

    press(Qt::Key_F5);
    QVERIFY(m_window->solve()->isAnimating());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->solve()->player()->counts().events > 0 || !m_window->solve()->isAnimating(), 60000);
    // The window takes input while the search runs: the panel hides and shows again...
    press(Qt::Key_F9);
    QVERIFY(!m_window->watchDock()->isVisible());
    press(Qt::Key_F9);
    QVERIFY(m_window->watchDock()->isVisible());
    // ... and the board keeps repainting with the search (paced), or the panel's counters keep
    // rising (instant: the board waits for the end, which a 16×16 search may never reach). How
    // many frames a second the window keeps meanwhile is a figure of bench_latency.
    if (speed == EventPlayer::InstantSpeed) {
        const quint64 seen = m_window->solve()->player()->counts().events;
        QTRY_VERIFY_WITH_TIMEOUT(m_window->solve()->player()->counts().events > seen
                                     || !m_window->solve()->isAnimating(),
                                 60000);
    } else {
        QTRY_VERIFY_WITH_TIMEOUT(counter.paints >= 3 || !m_window->solve()->isAnimating(), 60000);
    }
    m_window->board()->removeEventFilter(&counter);
    press(Qt::Key_Escape);
    QVERIFY(!m_window->solve()->isAnimating());
}

void TestWatch::stopFreesTheSolverThread()
{
    load(test::AntiBacktracking);
    m_window->solve()->setAlgorithm(Algorithm::Backtracking);
    m_window->solve()->setSpeed(EventPlayer::InstantSpeed);
    press(Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->solve()->player()->counts().events > 0, 60000); // seconds to go
    QCOMPARE(m_window->solve()->player()->state(), EventPlayer::State::Instant);

    // Stop: the board is the game's at once, and the solver thread takes the next request
    // (how soon: bench_latency) — a hint comes back.
    press(Qt::Key_Escape);
    QCOMPARE(m_window->solve()->player()->state(), EventPlayer::State::Idle);
    QCOMPARE(m_window->board()->grid(), m_window->play()->game()->grid());
    QSignalSpy answered(m_window->play()->hints(), &HintSession::changed);
    press(Qt::Key_H);
    while (hints()->level() != 1 && answered.wait(60000)) {
    }
    QCOMPARE(hints()->level(), 1);
}

void TestWatch::closingMidSolveIsClean()
{
    load(test::AntiBacktracking);
    m_window->solve()->setAlgorithm(Algorithm::Backtracking);
    m_window->solve()->setSpeed(EventPlayer::InstantSpeed);
    press(Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->solve()->player()->counts().events > 0, 60000);
    QVERIFY(m_window->solve()->isAnimating());
    // Closing stops the search and joins the solver thread (how soon: bench_latency).
    QVERIFY(m_window->close());
    m_window.reset();
}

void TestWatch::newPuzzleStopsTheAnimation()
{
    load(HardestPuzzle);
    m_window->solve()->setAlgorithm(Algorithm::Backtracking);
    m_window->solve()->setSpeed(1000);
    press(Qt::Key_F5);
    QTRY_VERIFY(m_window->solve()->player()->counts().events > 10);
    load(EasyPuzzle);
    QVERIFY(!m_window->solve()->isAnimating());
    QCOMPARE(m_window->solve()->log()->rowCount(), 0);
    QCOMPARE(m_window->board()->grid(), m_window->play()->game()->grid());
}

void TestWatch::compareFillsTheTable()
{
    load(EasyPuzzle);
    press(Qt::Key_F7);
    CompareDialog *dialog = m_window->compareDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QSignalSpy done(dialog, &CompareDialog::finished);
    QVERIFY(done.wait(60000));
    QTableWidget *table = dialog->table();
    QCOMPARE(table->rowCount(), AlgorithmCount);
    for (int row = 0; row < AlgorithmCount; ++row) {
        QCOMPARE(table->item(row, 1)->text(), QStringLiteral("solved"));
        QVERIFY(QLocale().toULongLong(table->item(row, 2)->text()) > 0);
        // Every empty cell gets its digit at least once.
        QVERIFY(QLocale().toULongLong(table->item(row, 3)->text()) >= 51);
    }
    // Singles solve it: the human logic never guesses.
    QCOMPARE(table->item(0, 4)->text(), QStringLiteral("0"));
    QVERIFY(!dialog->isRunning());
}

void TestWatch::compareStopsAtTheCap()
{
    load(HardestPuzzle);
    QTest::keyClick(m_window->board(), Qt::Key_F7);
    CompareDialog *dialog = m_window->compareDialog();
    QSignalSpy done(dialog, &CompareDialog::finished);
    // At once again, with a cap plain backtracking cannot meet: the first run is replaced.
    dialog->compare(gridFromLine(HardestPuzzle), QStringLiteral("forum hardest #1"), std::chrono::milliseconds(20));
    QVERIFY(done.wait(30000));
    const QString backtracking = dialog->table()->item(1, 1)->text();
    QVERIFY2(backtracking.startsWith(QStringLiteral("stopped after ")), qPrintable(backtracking));
    // Stop mid-run: the dialog says so and can run again.
    dialog->compare(gridFromLine(HardestPuzzle), QStringLiteral("forum hardest #1"), std::chrono::seconds(30));
    const qsizetype before = done.count();
    dialog->stop(); // ends the run at once: its rows still on their way are dropped
    QCOMPARE(done.count(), before + 1);
    QVERIFY(!dialog->isRunning());
    QVERIFY(dialog->statusText().startsWith(QStringLiteral("Stopped")));
    QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("runAgain"))->isEnabled());
}

QTEST_MAIN(TestWatch)
#include "tst_watch.moc"
