// SPDX-License-Identifier: GPL-3.0-or-later
#include "readerwatch.h"

#include <cerrno>
#include <system_error>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace sudoku::cli {

ReaderWatch::ReaderWatch(int fd, std::atomic<bool> &gone) : m_fd(fd), m_gone(gone)
{
    if (pipe2(m_wake, O_CLOEXEC) != 0) {
        m_wake[0] = m_wake[1] = -1;
        return;
    }
    try {
        m_thread = std::thread(&ReaderWatch::watch, this);
    } catch (const std::system_error &) {
        // No thread to spare: the run goes on without the watch.
    }
}

ReaderWatch::~ReaderWatch()
{
    if (m_thread.joinable()) {
        const char stop = 0;
        while (write(m_wake[1], &stop, 1) < 0 && errno == EINTR) {
        }
        m_thread.join();
    }
    for (const int end : m_wake) {
        if (end >= 0)
            close(end);
    }
}

void ReaderWatch::watch()
{
    // Asking for no event at all on the output: poll() reports only POLLERR, POLLHUP and
    // POLLNVAL there, which it always reports, and so sleeps until the reader goes.
    pollfd watched[2] = {{m_fd, 0, 0}, {m_wake[0], POLLIN, 0}};
    for (;;) {
        if (poll(watched, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            return; // cannot watch: failed writes still stop the run
        }
        if (watched[1].revents != 0)
            return;
        if (watched[0].revents != 0) {
            m_gone.store(true, std::memory_order_relaxed);
            return;
        }
    }
}

} // namespace sudoku::cli
