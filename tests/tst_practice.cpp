// SPDX-License-Identifier: GPL-3.0-or-later
// Game › Practice: an answer judged against the step (right, partly right, wrong, each case of
// the table in practice.h); the session serving positions of the technique chosen, taking
// marks, judging and keeping the record with the time its clock gives; the hardest technique
// found from the record; and the dialog driven as a player drives it — clicks on candidates
// in either mode, Check, Show the Step — with the record drawn in its chart.
#include "boardwidget.h"
#include "explain.h"
#include "manualclock.h"
#include "playsettings.h"
#include "practice.h"
#include "practicedialog.h"
#include "practicesession.h"
#include "solver.h"
#include "testgrids.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::PracticeAnswer)
Q_DECLARE_METATYPE(sudoku::Verdict)

namespace {

using CellDigits = std::vector<CellDigit>;

// Waits until the session has served its position.
bool served(PracticeSession &session)
{
    if (session.state() == PracticeSession::State::Serving) {
        QSignalSpy changed(&session, &PracticeSession::changed);
        while (session.state() == PracticeSession::State::Serving) {
            if (!changed.wait(60000))
                return false;
        }
    }
    return session.state() == PracticeSession::State::Answering;
}

} // namespace

class TestPractice : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void judgesAnswers_data();
    void judgesAnswers();
    void sessionServesJudgesAndRecords();
    void showingTheStepCountsAsTried();
    void hardestComesFromTheRecord();
    void damagedRecordCountsAsNone();
    void dialogTakesClicksInBothModes();
};

void TestPractice::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_practice"));
}

void TestPractice::init()
{
    QSettings().clear();
}

// A step that places r1c1 = 5 and strikes r2c2 − 7, r3c3 − 7 (cells 0, 10, 20), judged on a
// solution with 5 in r1c1, 3 in r2c2 and 7 in r4c4 (cell 30).
void TestPractice::judgesAnswers_data()
{
    QTest::addColumn<PracticeAnswer>("answer");
    QTest::addColumn<Verdict>("verdict");
    QTest::addColumn<int>("found");
    QTest::addColumn<int>("missed");
    QTest::newRow("exactly the step") << PracticeAnswer{{{0, 5}}, {{10, 7}, {20, 7}}} << Verdict::Right << 3 << 0;
    QTest::newRow("in another order, one twice")
        << PracticeAnswer{{{0, 5}}, {{20, 7}, {10, 7}, {20, 7}}} << Verdict::Right << 3 << 0;
    QTest::newRow("some of it") << PracticeAnswer{{}, {{10, 7}}} << Verdict::PartlyRight << 1 << 2;
    QTest::newRow("true but another step's") << PracticeAnswer{{}, {{10, 4}}} << Verdict::PartlyRight << 0 << 3;
    QTest::newRow("the step and more") << PracticeAnswer{{{0, 5}}, {{10, 7}, {20, 7}, {10, 4}}}
                                       << Verdict::PartlyRight << 3 << 0;
    QTest::newRow("strikes the solution's digit") << PracticeAnswer{{}, {{10, 7}, {30, 7}}} << Verdict::Wrong << 1 << 2;
    QTest::newRow("places a wrong digit") << PracticeAnswer{{{0, 6}}, {}} << Verdict::Wrong << 0 << 3;
    QTest::newRow("nothing marked") << PracticeAnswer{} << Verdict::Wrong << 0 << 3;
}

void TestPractice::judgesAnswers()
{
    QFETCH(PracticeAnswer, answer);
    QFETCH(Verdict, verdict);
    QFETCH(int, found);
    QFETCH(int, missed);
    Step step;
    step.placements = {{0, 5}};
    step.eliminations = {{10, 7}, {20, 7}};
    Grid solution;
    solution.setDigit(0, 5);
    solution.setDigit(10, 3);
    solution.setDigit(30, 7);
    const Judgement judgement = judge(step, solution, answer);
    QCOMPARE(judgement.verdict, verdict);
    QCOMPARE(int(judgement.found.placements.size() + judgement.found.eliminations.size()), found);
    QCOMPARE(int(judgement.missed.placements.size() + judgement.missed.eliminations.size()), missed);
}

// An X-Wing: the position served has an X-Wing for its step; its eliminations marked are
// right; the record counts one tried, one right, in the time the clock moved; a second check
// changes nothing; a new position starts afresh.
void TestPractice::sessionServesJudgesAndRecords()
{
    test::ManualClock clock;
    PracticeSession session(clock);
    session.setSeed(7);
    QCOMPARE(session.state(), PracticeSession::State::Idle);
    session.setTechnique(Technique::XWing);
    QVERIFY(served(session));
    const Step step = session.served()->step;
    QCOMPARE(step.technique, Technique::XWing);
    QVERIFY(!step.eliminations.empty());
    QVERIFY(session.prompt().contains(QStringLiteral("an X-Wing")));
    QVERIFY(session.highlight().isEmpty());

    // A mark on a filled cell, or on a digit the cell cannot hold, is ignored.
    const Board &board = session.served()->example.position.board;
    int filled = 0;
    while (board.grid.isEmpty(filled))
        ++filled;
    session.toggleElimination(filled, 1);
    QVERIFY(session.answer().isEmpty());
    session.toggleElimination(step.eliminations.front().cell, step.eliminations.front().digit);
    session.toggleElimination(step.eliminations.front().cell, step.eliminations.front().digit); // back
    QVERIFY(session.answer().isEmpty());
    for (const CellDigit &elimination : step.eliminations)
        session.toggleElimination(elimination.cell, elimination.digit);
    QCOMPARE(session.highlight().marks.size(), step.eliminations.size());
    clock.advance(42'000);
    session.check();
    QCOMPARE(session.state(), PracticeSession::State::Judged);
    QCOMPARE(session.judgement()->verdict, Verdict::Right);
    QVERIFY(session.verdictText().startsWith(QStringLiteral("Right")));
    QCOMPARE(session.highlight(), Highlight::ofStep(step));
    const PlaySettings::PracticeRecord expected{1, 1, 0, 42'000};
    QCOMPARE(PlaySettings::practiceRecord(Technique::XWing), expected);
    session.check();
    QCOMPARE(PlaySettings::practiceRecord(Technique::XWing), expected);

    session.serve();
    QVERIFY(served(session));
    QCOMPARE(session.served()->step.technique, Technique::XWing);
    QVERIFY(session.answer().isEmpty());
    QVERIFY(!session.judgement());
}

// Show the Step before any check: the position counts as tried, not right; the verdict
// text is the step.
void TestPractice::showingTheStepCountsAsTried()
{
    test::ManualClock clock;
    PracticeSession session(clock);
    session.setTechnique(Technique::NakedPair);
    QVERIFY(served(session));
    clock.advance(5'000);
    session.showStep();
    QCOMPARE(session.state(), PracticeSession::State::Shown);
    QVERIFY2(session.verdictText().contains(Explain::step(session.served()->step)), qPrintable(session.verdictText()));
    const PlaySettings::PracticeRecord expected{1, 0, 0, 5'000};
    QCOMPARE(PlaySettings::practiceRecord(Technique::NakedPair), expected);
}

// The hardest: the smallest share right (partly right half), then the longest average time,
// then the harder technique; none before anything was tried.
void TestPractice::hardestComesFromTheRecord()
{
    QCOMPARE(PracticeSession::hardestTechnique(), Technique::None);
    PlaySettings::addPracticeResult(Technique::XWing, Verdict::Right, 10'000);
    PlaySettings::addPracticeResult(Technique::XWing, Verdict::Wrong, 10'000);         // 1/2
    PlaySettings::addPracticeResult(Technique::Skyscraper, Verdict::PartlyRight, 1'000); // 1/2
    PlaySettings::addPracticeResult(Technique::NakedPair, Verdict::Right, 99'000);     // 1
    QCOMPARE(PracticeSession::hardestTechnique(), Technique::XWing); // the share of the skyscraper, longer

    PlaySettings::addPracticeResult(Technique::Skyscraper, std::nullopt, 1'000); // 0.5 of 2
    QCOMPARE(PracticeSession::hardestTechnique(), Technique::Skyscraper);
    PlaySettings::resetPracticeRecords();
    QCOMPARE(PracticeSession::hardestTechnique(), Technique::None);
}

void TestPractice::damagedRecordCountsAsNone()
{
    QSettings().setValue(QStringLiteral("practice/x-wing"), QStringLiteral("3,5,0,100")); // more right than tried
    QCOMPARE(PlaySettings::practiceRecord(Technique::XWing), PlaySettings::PracticeRecord{});
    QSettings().setValue(QStringLiteral("practice/x-wing"), QStringLiteral("seven"));
    QCOMPARE(PlaySettings::practiceRecord(Technique::XWing), PlaySettings::PracticeRecord{});
    PlaySettings::addPracticeResult(Technique::XWing, Verdict::Right, 1'000);
    QCOMPARE(PlaySettings::practiceRecord(Technique::XWing), (PlaySettings::PracticeRecord{1, 1, 0, 1'000}));
}

// The dialog: a hidden single's digit marked by a click on its candidate in Place mode, an
// X-Wing's eliminations by clicks in strike-out mode; Check says right, and the chart lists both.
void TestPractice::dialogTakesClicksInBothModes()
{
    test::ManualClock clock;
    PracticeDialog dialog(clock);
    dialog.resize(1000, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    PracticeSession *session = dialog.session();
    BoardWidget *board = dialog.board();
    const auto click = [board](const CellDigit &candidate) {
        QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier,
                          board->candidateRect(candidate.cell, candidate.digit).center().toPoint());
    };
    auto *check = dialog.findChild<QPushButton *>(QStringLiteral("checkAnswer"));
    QVERIFY(check);

    dialog.choose(Technique::HiddenSingle);
    QVERIFY(served(*session));
    QCOMPARE(dialog.techniqueBox()->currentData().toInt(), static_cast<int>(Technique::HiddenSingle));
    const Step single = session->served()->step;
    QCOMPARE(single.placements.size(), std::size_t(1));
    QVERIFY(!check->isEnabled());
    dialog.setPlaceMode(true);
    click(single.placements.front());
    QCOMPARE(session->answer().placements, single.placements);
    QVERIFY(check->isEnabled());
    QTest::mouseClick(check, Qt::LeftButton);
    QVERIFY2(dialog.verdictLabel()->text().startsWith(QStringLiteral("Right")), qPrintable(dialog.verdictLabel()->text()));

    dialog.choose(Technique::XWing);
    QVERIFY(served(*session));
    const Step wing = session->served()->step;
    dialog.setPlaceMode(false);
    for (const CellDigit &elimination : wing.eliminations)
        click(elimination);
    QCOMPARE(session->answer().eliminations, wing.eliminations);
    QTest::mouseClick(check, Qt::LeftButton);
    QCOMPARE(session->judgement()->verdict, Verdict::Right);
    QCOMPARE(dialog.chart()->techniques(), (std::vector<Technique>{Technique::HiddenSingle, Technique::XWing}));
    QVERIFY(dialog.chart()->accessibleDescription().contains(QStringLiteral("X-Wing: 1 right")));

    // "The ones I find hardest" with both right: the one that took longer (both took no time:
    // then the harder, the X-Wing).
    dialog.choose(Technique::None);
    QVERIFY(served(*session));
    QCOMPARE(session->technique(), Technique::XWing);
}

QTEST_MAIN(TestPractice)
#include "tst_practice.moc"
