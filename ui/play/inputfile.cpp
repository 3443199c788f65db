// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputfile.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sudoku {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(InputFile)
};

// What a file that is not a regular one is, for the player.
QString notRegular(mode_t mode)
{
    if (S_ISDIR(mode))
        return Text::tr("It is a folder, not a file.");
    if (S_ISFIFO(mode))
        return Text::tr("It is a pipe (a FIFO), not a file: Sudoku Studio reads puzzles only from files.");
    if (S_ISSOCK(mode))
        return Text::tr("It is a socket, not a file: Sudoku Studio reads puzzles only from files.");
    return Text::tr("It is a device, not a file: Sudoku Studio reads puzzles only from files.");
}

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

} // namespace

RegularFile openRegularFile(const QString &path)
{
    RegularFile opened;
    const QByteArray name = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait until something writes.
    const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        opened.error = systemError(errno);
        return opened;
    }
    struct stat status {};
    if (::fstat(fd, &status) != 0)
        opened.error = systemError(errno);
    else if (!S_ISREG(status.st_mode))
        opened.error = notRegular(status.st_mode);
    if (!opened.error.isEmpty()) {
        ::close(fd);
        return opened;
    }
    // A regular file: reads block as for any file from here on.
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    opened.file = std::make_unique<QFile>();
    if (!opened.file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        opened.error = opened.file->errorString();
        opened.file.reset();
        ::close(fd);
        return opened;
    }
    opened.size = static_cast<qint64>(status.st_size);
    return opened;
}

DeviceStreamBuffer::int_type DeviceStreamBuffer::underflow()
{
    if (gptr() < egptr())
        return traits_type::to_int_type(*gptr());
    const qint64 read = m_device.read(m_buffer.data(), static_cast<qint64>(m_buffer.size()));
    if (read <= 0) {
        m_failed = m_failed || read < 0;
        return traits_type::eof();
    }
    setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + read);
    return traits_type::to_int_type(*gptr());
}

} // namespace sudoku
