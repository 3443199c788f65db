// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading what comes from outside without trusting it: a file named on the command line,
// dropped on the window or chosen in a dialog may be a device (/dev/zero never ends), a FIFO
// (opening it waits for a writer: a black window) or a socket. Only regular files are read,
// and the check opens the file without blocking, so nothing here waits on another program.
//
//   openRegularFile   the file open for reading, its size; or why not
//   DeviceStreamBuffer a std::streambuf over a QIODevice, so that core's PuzzleReader streams
//                     a file or a byte array a block at a time, never the whole of it
//
// Any thread; one object per thread.

#include <QFile>
#include <QString>

#include <array>
#include <memory>
#include <streambuf>

class QIODevice;

namespace sudoku {

struct RegularFile {
    std::unique_ptr<QFile> file; // open for reading; null on failure
    qint64 size = 0;             // its size when it was opened
    QString error;               // why it could not be opened; empty when it was
};

// Opens `path` for reading if it is a regular file (a link to one is followed). A device, a
// FIFO, a socket or a folder gets an error that says what it is; opening never blocks.
RegularFile openRegularFile(const QString &path);

// Reads a QIODevice through a buffer of its own; the device must outlive the buffer.
class DeviceStreamBuffer : public std::streambuf {
public:
    explicit DeviceStreamBuffer(QIODevice &device) : m_device(device) {}

    // Whether a read from the device failed (not the end of its data).
    bool failed() const { return m_failed; }

protected:
    int_type underflow() override;

private:
    QIODevice &m_device;
    std::array<char, 64 * 1024> m_buffer{};
    bool m_failed = false;
};

} // namespace sudoku
