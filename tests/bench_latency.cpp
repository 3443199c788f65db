// SPDX-License-Identifier: GPL-3.0-or-later
// Latency benchmark of the solver thread and the window: how soon a cancel lands, how far a
// comparison runs past its cap, how often a 60 Hz timer of the GUI thread fires while the
// worker searches flat out, how long closing the window mid-solve takes. These are figures,
// not pass/fail limits: the unit tests check that each thing happens, this prints how fast.
// Each figure is the median and the worst of several rounds, also as a share of one 60 Hz
// frame (16.7 ms), the budget a player notices.
//
//   build/tests/bench_latency            (QT_QPA_PLATFORM=offscreen without a display)

#include "backgroundjob.h"
#include "boardwidget.h"
#include "compare.h"
#include "hintsession.h"
#include "mainwindow.h"
#include "playsession.h"
#include "solvesession.h"
#include "solvercontroller.h"
#include "eventplayer.h"
#include "testgrids.h"
#include "watchpanel.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <vector>

using namespace sudoku;
using sudoku::test::gridFromLine;

namespace {

constexpr int Rounds = 5;
constexpr double FrameMs = 1000.0 / 60.0;

double msSince(const QElapsedTimer &clock)
{
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}

// Prints the median and the worst of `samples` (milliseconds).
void report(const char *what, std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    const double median = samples[samples.size() / 2];
    const double worst = samples.back();
    qInfo("%-44s median %8.2f ms (%5.2f frames), worst %8.2f ms (%5.2f frames), %zu samples", what, median,
          median / FrameMs, worst, worst / FrameMs, samples.size());
}

// Waits until the spy has seen a signal: the first one, or one more than it had.
bool waitFor(QSignalSpy &spy, qsizetype had = 0)
{
    while (spy.count() <= had) {
        if (!spy.wait(60000))
            return false;
    }
    return true;
}

} // namespace

class BenchLatency : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cancelATrace();
    void cancelACompare();
    void compareCapOvershoot();
    void timerTicksDuringAnInstantTrace();
    void destroyTheControllerMidRun();
    void windowStopToTheNextHint();
    void windowCloseMidSolve();
};

void BenchLatency::initTestCase()
{
    // The window's settings and autosave go to a test location, never the player's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_latency"));
    QLoggingCategory::setFilterRules(QStringLiteral("sudoku.*.debug=false")); // the figures only
}

void BenchLatency::cancelATrace()
{
    std::vector<double> samples;
    for (int round = 0; round < Rounds; ++round) {
        SolverController controller;
        QSignalSpy batches(&controller, &SolverController::traceBatch);
        QSignalSpy finished(&controller, &SolverController::traceFinished);
        controller.requestTrace(gridFromLine(test::ForumHardestFirst), Algorithm::Backtracking,
                                TraceMode::Instant);
        QVERIFY(waitFor(batches));
        QElapsedTimer clock;
        clock.start();
        controller.cancel();
        QVERIFY(waitFor(finished));
        samples.push_back(msSince(clock));
    }
    report("cancel a trace to traceFinished", samples);
}

void BenchLatency::cancelACompare()
{
    std::vector<double> samples;
    for (int round = 0; round < Rounds; ++round) {
        auto job = std::make_unique<BackgroundJob>();
        int rows = 0;
        job->start(
            [&rows](const std::atomic<bool> &cancel, const BackgroundJob::Progress &progress) {
                return compareAlgorithms(gridFromLine(test::AntiBacktracking), std::chrono::seconds(60), &cancel,
                                         [&](const CompareRow &) { progress([&rows] { ++rows; }); });
            },
            [](bool) {});
        // Logic's row is in; backtracking has seconds to go.
        QTRY_VERIFY_WITH_TIMEOUT(rows > 0, 60000);
        QElapsedTimer clock;
        clock.start();
        job.reset(); // cancels, and waits for the pool thread to leave the search
        samples.push_back(msSince(clock));
    }
    report("cancel a comparison: its pool thread free", samples);
}

void BenchLatency::compareCapOvershoot()
{
    constexpr int CapMs = 5;
    std::vector<double> samples;
    for (int round = 0; round < Rounds; ++round) {
        compareAlgorithms(gridFromLine(test::AntiBacktracking), std::chrono::milliseconds(CapMs), nullptr,
                          [&samples](const CompareRow &row) {
                              if (row.stoppedAtCap)
                                  samples.push_back(row.elapsedMs - CapMs);
                          });
    }
    QVERIFY(!samples.empty());
    report("comparison: time past a 5 ms cap", samples);
}

void BenchLatency::timerTicksDuringAnInstantTrace()
{
    constexpr int WindowMs = 500;
    std::vector<double> gaps; // the longest wait between two ticks, per round
    std::vector<double> shares;
    for (int round = 0; round < Rounds; ++round) {
        SolverController controller;
        QSignalSpy finished(&controller, &SolverController::traceFinished);
        QTimer frame;
        frame.setTimerType(Qt::PreciseTimer);
        frame.setInterval(1000 / 60);
        QElapsedTimer clock;
        double last = 0;
        double longest = 0;
        int ticks = 0;
        connect(&frame, &QTimer::timeout, this, [&] {
            const double now = msSince(clock);
            longest = std::max(longest, now - last);
            last = now;
            ++ticks;
        });
        controller.requestTrace(gridFromLine(test::AntiBacktracking), Algorithm::Backtracking,
                                TraceMode::Instant);
        clock.start();
        frame.start();
        QTest::qWait(WindowMs); // the measurement window itself, not a wait for something
        frame.stop();
        const double elapsed = msSince(clock);
        QVERIFY2(finished.isEmpty(), "the trace should still be running");
        gaps.push_back(longest);
        shares.push_back(ticks * FrameMs / elapsed);
        controller.cancel();
        QVERIFY(waitFor(finished));
    }
    report("60 Hz timer during a trace: longest gap", gaps);
    std::sort(shares.begin(), shares.end());
    qInfo("%-44s median %.2f of the ticks due, lowest %.2f", "60 Hz timer during a trace: ticks",
          shares[shares.size() / 2], shares.front());
}

void BenchLatency::destroyTheControllerMidRun()
{
    std::vector<double> samples;
    for (int round = 0; round < Rounds; ++round) {
        auto controller = std::make_unique<SolverController>();
        QSignalSpy batches(controller.get(), &SolverController::traceBatch);
        controller->requestTrace(gridFromLine(test::AntiBacktracking), Algorithm::Backtracking,
                                 TraceMode::Instant);
        QVERIFY(waitFor(batches));
        QElapsedTimer clock;
        clock.start();
        controller.reset();
        samples.push_back(msSince(clock));
    }
    report("destroy the controller mid-run", samples);
}

void BenchLatency::windowStopToTheNextHint()
{
    std::vector<double> samples;
    for (int round = 0; round < Rounds; ++round) {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.play()->loadPuzzle(gridFromLine(test::AntiBacktracking), QStringLiteral("bench"));
        window.solve()->setAlgorithm(Algorithm::Backtracking);
        window.solve()->setSpeed(EventPlayer::InstantSpeed);
        QTest::keyClick(window.board(), Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(window.solve()->player()->counts().events > 0, 60000);
        QSignalSpy answered(window.play()->hints(), &HintSession::changed);
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(window.board(), Qt::Key_Escape);
        QTest::keyClick(window.board(), Qt::Key_H);
        while (window.play()->hints()->level() != 1)
            QVERIFY(answered.wait(60000));
        samples.push_back(msSince(clock));
    }
    report("window: stop a solve to the next hint shown", samples);
}

void BenchLatency::windowCloseMidSolve()
{
    std::vector<double> samples;
    for (int round = 0; round < Rounds; ++round) {
        auto window = std::make_unique<MainWindow>();
        window->resize(1000, 700);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->play()->loadPuzzle(gridFromLine(test::AntiBacktracking), QStringLiteral("bench"));
        window->solve()->setAlgorithm(Algorithm::Backtracking);
        window->solve()->setSpeed(EventPlayer::InstantSpeed);
        QTest::keyClick(window->board(), Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(window->solve()->player()->counts().events > 0, 60000);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(window->close());
        window.reset();
        samples.push_back(msSince(clock));
    }
    report("window: close mid-solve", samples);
}

QTEST_MAIN(BenchLatency)
#include "bench_latency.moc"
