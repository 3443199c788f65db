// SPDX-License-Identifier: GPL-3.0-or-later
// BackgroundJob: work on the thread pool, its result and progress on the GUI thread, only
// for the run that is current; a new start or cancel() makes a run stale; destroying the job
// waits for its work. No sleeps: the work waits on flags the test sets, and the test waits
// until the job has no watcher left (every finished run handled).

#include "backgroundjob.h"

#include <QThread>
#include <QtTest>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

using namespace sudoku;

namespace {

// Spins until `flag` is set: the test's way to hold work on a pool thread.
void waitFor(const std::atomic<bool> &flag)
{
    while (!flag.load())
        std::this_thread::yield();
}

// Every run the job started has finished and been handled (handed over or dropped).
bool isSettled(const BackgroundJob &job)
{
    return job.isSettled();
}

} // namespace

class TestBackgroundJob : public QObject {
    Q_OBJECT

private slots:
    void resultComesOnTheGuiThread();
    void aNewStartDropsTheRunBefore();
    void cancelDropsTheResultAndSetsTheFlag();
    void progressComesInOrderBeforeTheResult();
    void progressOfACancelledRunIsDropped();
    void destroyingWaitsForTheWork();
    void aJobDoesNotWaitBehindOthers();
};

void TestBackgroundJob::resultComesOnTheGuiThread()
{
    BackgroundJob job;
    QThread *workThread = nullptr;
    QThread *doneThread = nullptr;
    int result = 0;
    job.start(
        [&workThread](const std::atomic<bool> &, const BackgroundJob::Progress &) {
            workThread = QThread::currentThread();
            return 42;
        },
        [&](int value) {
            doneThread = QThread::currentThread();
            result = value;
        });
    QVERIFY(job.isRunning());
    QTRY_COMPARE(result, 42);
    QVERIFY(!job.isRunning());
    QCOMPARE(doneThread, QThread::currentThread());
    QVERIFY(workThread != QThread::currentThread());
}

void TestBackgroundJob::aNewStartDropsTheRunBefore()
{
    BackgroundJob job;
    std::atomic<bool> releaseFirst = false;
    QList<int> results;
    job.start(
        [&releaseFirst](const std::atomic<bool> &, const BackgroundJob::Progress &) {
            waitFor(releaseFirst); // does not look at its cancel flag: it returns a result
            return 1;
        },
        [&results](int value) { results.append(value); });
    job.start([](const std::atomic<bool> &, const BackgroundJob::Progress &) { return 2; },
              [&results](int value) { results.append(value); });
    QTRY_COMPARE(results, QList<int>{2});
    releaseFirst = true;
    QTRY_VERIFY(isSettled(job));
    QCOMPARE(results, QList<int>{2}); // the first run's 1 was dropped
}

void TestBackgroundJob::cancelDropsTheResultAndSetsTheFlag()
{
    BackgroundJob job;
    std::atomic<bool> sawCancel = false;
    bool done = false;
    job.start(
        [&sawCancel](const std::atomic<bool> &cancel, const BackgroundJob::Progress &) {
            waitFor(cancel);
            sawCancel = true;
            return 0;
        },
        [&done](int) { done = true; });
    job.cancel();
    QVERIFY(!job.isRunning());
    QTRY_VERIFY(isSettled(job));
    QVERIFY(sawCancel);
    QVERIFY(!done);
}

void TestBackgroundJob::progressComesInOrderBeforeTheResult()
{
    BackgroundJob job;
    QStringList seen;
    job.start(
        [&seen](const std::atomic<bool> &, const BackgroundJob::Progress &progress) {
            for (int i = 1; i <= 3; ++i)
                progress([&seen, i] { seen.append(QString::number(i)); });
            return QStringLiteral("done");
        },
        [&seen](const QString &value) { seen.append(value); });
    QTRY_COMPARE(seen.size(), 4);
    QCOMPARE(seen, (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("done")}));
}

void TestBackgroundJob::progressOfACancelledRunIsDropped()
{
    BackgroundJob job;
    std::atomic<bool> cancelled = false;
    job.start(
        [&cancelled](const std::atomic<bool> &cancel, const BackgroundJob::Progress &progress) {
            waitFor(cancel);
            progress([] { QFAIL("an update of a cancelled run got through"); });
            cancelled = true;
            return 0;
        },
        [](int) { QFAIL("the result of a cancelled run got through"); });
    job.cancel();
    QTRY_VERIFY(isSettled(job));
    QVERIFY(cancelled);
    QCoreApplication::processEvents(); // anything still posted would run now, and fail
}

void TestBackgroundJob::destroyingWaitsForTheWork()
{
    auto job = std::make_unique<BackgroundJob>();
    std::atomic<bool> returned = false;
    job->start(
        [&returned](const std::atomic<bool> &cancel, const BackgroundJob::Progress &) {
            waitFor(cancel);
            returned = true;
            return 0;
        },
        [](int) {});
    job.reset(); // cancels, then waits: the work has returned when this does
    QVERIFY(returned);
}

// Two jobs whose work holds its thread (as a 25×25 solution and rating do for seconds, on a
// machine of two cores) do not keep a third job's work waiting: it starts, and the third job
// goes at once when destroyed, not once the others end.
void TestBackgroundJob::aJobDoesNotWaitBehindOthers()
{
    std::atomic<bool> release = false;
    struct Release { // however the test ends, the busy work lets go before its jobs are destroyed
        std::atomic<bool> &flag;
        ~Release() { flag = true; }
    };
    std::vector<std::unique_ptr<BackgroundJob>> busy;
    const Release letGo{release};
    for (int i = 0; i < 2; ++i) {
        busy.push_back(std::make_unique<BackgroundJob>());
        busy.back()->start(
            [&release](const std::atomic<bool> &, const BackgroundJob::Progress &) {
                waitFor(release); // deaf to its cancel, as a search of another job may be for a while
                return 0;
            },
            [](int) {});
    }
    std::atomic<bool> started = false;
    auto third = std::make_unique<BackgroundJob>();
    third->start(
        [&started](const std::atomic<bool> &cancel, const BackgroundJob::Progress &) {
            started = true;
            waitFor(cancel);
            return 0;
        },
        [](int) {});
    QTRY_VERIFY_WITH_TIMEOUT(started, 60000); // the work does not wait for a pool thread
    third.reset();
}

QTEST_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
