// SPDX-License-Identifier: GPL-3.0-or-later
#include "outputbuffer.h"

#include <cerrno>
#include <system_error>

#include <unistd.h>

namespace sudoku::cli {

OutputBuffer::OutputBuffer(std::ostream &stream, int fd) : m_stream(stream), m_previous(stream.rdbuf()), m_fd(fd)
{
    setp(m_area.data(), m_area.data() + m_area.size());
    m_stream.rdbuf(this);
    try {
        m_writer = std::thread(&OutputBuffer::writeWhenDue, this);
    } catch (const std::system_error &) {
        // No thread to spare: handOver() writes at once.
    }
}

OutputBuffer::~OutputBuffer()
{
    {
        const std::lock_guard lock(m_mutex);
        m_ending = true;
    }
    m_handed.notify_one();
    if (m_writer.joinable())
        m_writer.join();
    sync();
    m_stream.rdbuf(m_previous);
}

bool OutputBuffer::handOver()
{
    std::unique_lock lock(m_mutex);
    if (m_error != 0)
        return failed();
    const bool wasEmpty = m_pending.empty();
    takePutArea();
    if (m_pending.empty())
        return true;
    // Large already, or no thread to write it later: now.
    if (m_pending.size() >= m_area.size() || !m_writer.joinable())
        return writePending() || failed();
    if (wasEmpty) {
        m_handedAt = Clock::now();
        lock.unlock();
        m_handed.notify_one();
    }
    return true;
}

OutputBuffer::int_type OutputBuffer::overflow(int_type c)
{
    const std::lock_guard lock(m_mutex);
    if (m_error != 0) {
        failed();
        return traits_type::eof();
    }
    takePutArea();
    if (!traits_type::eq_int_type(c, traits_type::eof()))
        m_pending += traits_type::to_char_type(c);
    if (!writePending()) {
        failed();
        return traits_type::eof();
    }
    return traits_type::not_eof(c);
}

int OutputBuffer::sync()
{
    const std::lock_guard lock(m_mutex);
    if (m_error != 0) {
        failed();
        return -1;
    }
    takePutArea();
    if (writePending())
        return 0;
    failed();
    return -1;
}

void OutputBuffer::takePutArea()
{
    m_pending.append(pbase(), static_cast<std::size_t>(pptr() - pbase()));
    setp(m_area.data(), m_area.data() + m_area.size());
}

bool OutputBuffer::writePending()
{
    std::size_t written = 0;
    while (written < m_pending.size()) {
        const ssize_t n = write(m_fd, m_pending.data() + written, m_pending.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            m_error = n < 0 ? errno : EIO;
            m_pending.clear();
            return false;
        }
        written += static_cast<std::size_t>(n);
    }
    m_pending.clear();
    return true;
}

void OutputBuffer::writeWhenDue()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_handed.wait(lock, [this] { return m_ending || !m_pending.empty(); });
        if (m_ending)
            return; // the destructor writes what is left
        // A flush in the meantime may write them first: then there is nothing left to do.
        m_handed.wait_until(lock, m_handedAt + FlushInterval, [this] { return m_ending || m_pending.empty(); });
        if (m_ending)
            return;
        if (!m_pending.empty() && m_error == 0)
            writePending();
    }
}

bool OutputBuffer::failed() const
{
    errno = m_error;
    return false;
}

} // namespace sudoku::cli
