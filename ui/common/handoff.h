#pragma once
// HandOff: one process-wide mutex held while values are handed to another thread through Qt's
// event queue (a queued call or a queued signal), and taken by the receiving thread before it
// reads them. The queue already orders the two; but Debian's Qt is not built for
// ThreadSanitizer, whose view of that order stops at Qt's own locks, so it would report every
// hand-off as a race. With this std::mutex, which it does see, it tells real races from
// hand-offs. One mutex for all, so that a receiver finds it without reading anything handed
// over; it costs an uncontended lock a message. Any thread.

#include <mutex>

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
    // The receiver's first move, before it reads what was handed over. A lambda that calls it
    // must not capture `this` (name the object instead): clang reads a captured `this` as the
    // lambda starts, before this call, and ThreadSanitizer rightly reports that read.
    static void receive();

private:
    static std::mutex &mutex();
};

} // namespace sudoku
