// SPDX-License-Identifier: GPL-3.0-or-later
// The ThreadSanitizer run's canary (scripts/test.sh --tsan): project data written on two
// threads with only Qt's event queue between them — a queued call into a QThread, then one
// back to the main thread — and none of ui/common/handoff.h's locking. ThreadSanitizer cannot
// see Qt's queue, so it must report the second write; the test passes when it does, naming
// raceOnProjectData. If tests/tsan.supp ever hid such reports in project code, it fails.

#include <QCoreApplication>
#include <QMetaObject>
#include <QThread>

#include <cstdio>

namespace {

int sharedCount = 0; // written by both threads without any lock: the race

[[gnu::noinline]] void raceOnProjectData() { ++sharedCount; }

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QThread worker;
    worker.start();
    QObject inWorker;
    inWorker.moveToThread(&worker);
    // The worker writes in a queued call, as the solver's thread is reached, then queues the
    // main thread's write, as results come back.
    QObject *mainObject = &app;
    QMetaObject::invokeMethod(&inWorker, [mainObject, &worker] {
        raceOnProjectData();
        QMetaObject::invokeMethod(mainObject, [&worker] {
            raceOnProjectData();
            worker.quit();
            worker.wait();
            QCoreApplication::quit();
        }, Qt::QueuedConnection);
    }, Qt::QueuedConnection);
    app.exec();
    std::printf("sharedCount=%d\n", sharedCount);
    return 0;
}
