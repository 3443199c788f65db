// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Standard output's buffer: results reach the reader within FlushInterval of being handed
// over, in one write call for many of them, however long the search after them takes.
//
// A filter that writes millions of short lines must not make a system call for each (the
// reader wakes for each too: that doubles the time of `solve` on easy puzzles), yet a result
// must not wait in a buffer while the next puzzle takes minutes (`| head -1` would see
// nothing). So a command writes into the buffer as into any stream and hands its results over
// at each puzzle's end (handOver(): a lock and a copy, no system call); a thread of the
// buffer's own writes what was handed over once it has waited FlushInterval, or sooner when
// it grows large. flush() (std::flush, the flush before standard error is written, through
// its tie, or before standard input is read) still writes everything at once in the caller,
// so that standard error's lines and standard output's keep their order.
//
// A failed write (EPIPE once the reader has gone and SIGPIPE is ignored, ENOSPC) is kept:
// every later call fails with errno set to it, so the stream goes bad and outputFailed()
// (input.h) names the error. With SIGPIPE at its default, the write that finds the reader gone
// ends the process, whichever thread makes it, as any filter's.

#include <array>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>

namespace sudoku::cli {

class OutputBuffer : public std::streambuf {
public:
    // The longest a result handed over waits before it is written.
    static constexpr auto FlushInterval = std::chrono::milliseconds(10);

    // Becomes `stream`'s buffer, writing to `fd`. Without a thread for the timed writes,
    // handOver() writes at once.
    OutputBuffer(std::ostream &stream, int fd);
    // Writes what is left (no one learns of a failure now: flush first to know) and gives
    // `stream` its buffer back.
    ~OutputBuffer() override;
    OutputBuffer(const OutputBuffer &) = delete;
    OutputBuffer &operator=(const OutputBuffer &) = delete;

    // Hands what was written so far over to be written within FlushInterval. False once a
    // write has failed, errno then set to its error. Call it from the thread that writes to
    // the stream.
    bool handOver();

protected:
    int_type overflow(int_type c) override; // the buffer is full: writes everything now
    int sync() override;                    // writes everything now

private:
    using Clock = std::chrono::steady_clock;

    // Moves the put area's bytes to m_pending. Needs m_mutex.
    void takePutArea();
    // Writes m_pending to the descriptor; false (and m_error set) when a write fails. Needs m_mutex.
    bool writePending();
    // The timed writer: waits for bytes handed over, then FlushInterval, then writes them.
    void writeWhenDue();
    // errno = m_error; false.
    bool failed() const;

    std::ostream &m_stream;
    std::streambuf *m_previous; // the stream's own buffer, given back at the end
    int m_fd;
    std::array<char, 64 * 1024> m_area{}; // the put area: what the writing thread wrote since
                                           // its last hand-over
    std::mutex m_mutex;                    // guards the members below
    std::condition_variable m_handed;      // bytes handed over, or the end
    std::string m_pending;                 // handed over, not yet written
    Clock::time_point m_handedAt;          // when m_pending stopped being empty
    int m_error = 0;                       // the errno of the write that failed, 0 while none has
    bool m_ending = false;
    std::thread m_writer;
};

} // namespace sudoku::cli
