// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HandOff: one process-wide mutex held while values are handed to another thread through Qt's
// event queue (a queued call or a queued signal), and taken by the receiving thread before it
// reads them. The queue already orders the two; but Debian's Qt is not built for
// ThreadSanitizer, whose view of that order stops at Qt's own locks, so it would report every
// hand-off as a race. With this std::mutex, which it does see, it tells real races from
// hand-offs. One mutex for all, so that a receiver finds it without reading anything handed
// over; it costs an uncontended lock a message. Any thread.

#include <QMetaObject>
#include <QObject>

#include <mutex>
#include <utility>

namespace sudoku {

class HandOff {
public:
    // Runs `post` — what queues the call or emits the signal — under the lock.
    template <typename Post>
    static void send(Post &&post)
    {
        const std::lock_guard lock(mutex());
        post();
    }
    // Queues `call` to run on `receiver`'s thread, from its event loop, after the calls queued
    // there before it: sent and received under the lock. Dropped if the receiver is gone by
    // then (whoever destroys it takes the lock first, see receive()).
    template <typename Call>
    static void post(QObject *receiver, Call call)
    {
        send([&] {
            QMetaObject::invokeMethod(receiver, [call = std::move(call)]() mutable {
                receive();
                call();
            }, Qt::QueuedConnection);
        });
    }

    // The receiver's first move, before it reads what was handed over. Call it from a plain
    // function or a lambda that captures no `this` (as post()'s does): clang reads a captured
    // `this` as the lambda starts, before this call, and ThreadSanitizer rightly reports it.
    static void receive();

private:
    static std::mutex &mutex();
};

} // namespace sudoku
