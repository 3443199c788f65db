// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Notices at once when standard output's reader has gone, even while nothing is written.
//
// A filter learns that its reader left only when it next writes: a command deep in a long
// search (a 25×25 puzzle, a backtracking trace of millions of events) would go on for minutes
// after `| head -1` has exited. A thread of its own waits in poll() on the output's descriptor
// and sets the run's stop flag the moment the kernel reports the output gone: a pipe whose
// reader closed (POLLERR on Linux), a terminal hung up or a socket shut (POLLHUP), a
// descriptor that is not open (POLLNVAL). Every one of these makes the next write fail, so
// the searches that read the flag stop, and the write that follows ends the run as a failed
// write does: SIGPIPE, or EPIPE and exit status 2 when SIGPIPE is ignored.
//
// A regular file or a device never reports these: the thread then waits, costing nothing,
// until the watch ends.

#include <atomic>
#include <thread>

namespace sudoku::cli {

class ReaderWatch {
public:
    // Starts watching `fd`; sets `gone` when its reader has gone. When the thread or its wake-up
    // pipe cannot be had, nothing is watched: failed writes still stop the run, later.
    ReaderWatch(int fd, std::atomic<bool> &gone);
    // Stops the thread and waits for it.
    ~ReaderWatch();
    ReaderWatch(const ReaderWatch &) = delete;
    ReaderWatch &operator=(const ReaderWatch &) = delete;

private:
    void watch();

    int m_fd;
    std::atomic<bool> &m_gone;
    int m_wake[2] = {-1, -1}; // a pipe: a byte written to [1] ends the watch
    std::thread m_thread;
};

} // namespace sudoku::cli
