// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlefile.h"

#include "backgroundjob.h"
#include "inputfile.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>

#include <chrono>
#include <istream>

namespace sudoku {
namespace {

// Places handed over at once: the first ones quickly, then at most every BatchInterval.
constexpr std::size_t FirstBatch = 256;
constexpr std::size_t LargestBatch = 65536;
constexpr auto BatchInterval = std::chrono::milliseconds(40);
// The most read again for one record: a line over 1 MiB is a record of its own.
constexpr std::int64_t MostRecordBytes = std::int64_t{2} << 20;

struct Pass {
    bool complete = false;
    bool truncated = false; // stopped at MostListed records
    QString error;
    std::vector<PuzzlePlace> rest; // found after the last batch
};

PuzzleRecord lostRecord(const PuzzlePlace &place)
{
    PuzzleRecord lost;
    lost.line = place.line();
    lost.offset = place.offset();
    lost.error = {lost.line, 0, phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the file can no longer be read here"))};
    return lost;
}

} // namespace

// --- PuzzleText ----------------------------------------------------------------------------

PuzzleText::PuzzleText(QByteArray text) : m_text(std::move(text))
{
    QBuffer device;
    device.setData(m_text); // shares the bytes
    device.open(QIODevice::ReadOnly);
    DeviceStreamBuffer buffer(device);
    std::istream input(&buffer);
    PuzzleReader reader(input, windowReadOptions());
    while (std::optional<PuzzleRecord> record = reader.next()) {
        m_places.emplace_back(*record);
        m_readable += record->ok() ? 1U : 0U;
    }
    m_places.shrink_to_fit();
}

// A record is read again from its place up to the end of the line where the next one starts:
// reading may look at that line (a grid's first row takes its width from the row below) and
// leave it to the next record.
PuzzleRecord PuzzleText::record(std::size_t i) const
{
    const PuzzlePlace &place = m_places[i];
    std::int64_t end = m_text.size();
    if (i + 1 < m_places.size()) {
        const qsizetype newline = m_text.indexOf('\n', m_places[i + 1].offset());
        end = newline < 0 ? m_text.size() : newline + 1;
    }
    const std::string_view rest(m_text.constData() + place.offset(), static_cast<std::size_t>(end - place.offset()));
    return readPuzzleAt(rest, place.line(), place.offset(), windowReadOptions(place.variant()));
}

std::size_t PuzzleText::heldBytes() const
{
    return static_cast<std::size_t>(m_text.capacity()) + m_places.capacity() * sizeof(PuzzlePlace);
}

// --- PuzzleFile ----------------------------------------------------------------------------

PuzzleFile::PuzzleFile(const QString &path, QObject *parent, std::size_t mostListed)
    : QObject(parent), m_path(path), m_fileSize(QFileInfo(path).size()), m_mostListed(mostListed),
      m_job(new BackgroundJob(this))
{
}

PuzzleFile::~PuzzleFile() = default;

bool PuzzleFile::isIndexing() const
{
    return m_job->isRunning();
}

void PuzzleFile::index()
{
    m_places.clear();
    m_readable = 0;
    m_bytesRead = 0;
    m_truncated = false;
    m_file.reset();
    m_job->start([this, path = m_path, mostListed = m_mostListed](const std::atomic<bool> &cancel,
                                                                  const BackgroundJob::Progress &progress) {
        Pass pass;
        // Checked again here: the file may have been replaced by a FIFO since it was chosen.
        const RegularFile file = openRegularFile(path);
        if (!file.file) {
            pass.error = file.error;
            return pass;
        }
        DeviceStreamBuffer buffer(*file.file);
        std::istream input(&buffer);
        PuzzleReader reader(input, windowReadOptions());
        auto batch = std::make_shared<std::vector<PuzzlePlace>>();
        std::size_t wanted = FirstBatch;
        std::size_t listed = 0;
        auto sent = std::chrono::steady_clock::now();
        while (std::optional<PuzzleRecord> record = reader.next()) {
            if (listed++ == mostListed) {
                pass.truncated = true;
                break;
            }
            batch->emplace_back(*record);
            if (batch->size() < wanted)
                continue;
            if (cancel.load())
                return pass;
            const auto now = std::chrono::steady_clock::now();
            if (batch->size() < LargestBatch && now - sent < BatchInterval) {
                wanted += FirstBatch; // look at the clock again a little later
                continue;
            }
            // The next record starts at least this far in: how far the pass has come.
            const std::int64_t reached = record->offset;
            progress([this, batch, reached] { addPlaces(std::move(*batch), reached); });
            batch = std::make_shared<std::vector<PuzzlePlace>>();
            wanted = FirstBatch;
            sent = now;
        }
        pass.complete = !buffer.failed() && !pass.truncated;
        if (buffer.failed())
            pass.error = tr("The file could not be read to its end.");
        pass.rest = std::move(*batch);
        return pass;
    }, [this](Pass pass) {
        m_truncated = pass.truncated;
        addPlaces(std::move(pass.rest), pass.complete ? m_fileSize : m_bytesRead);
        emit finished(pass.complete, pass.error);
    });
}

void PuzzleFile::stop()
{
    if (!m_job->isRunning())
        return;
    m_job->cancel();
    emit finished(false, QString());
}

void PuzzleFile::addPlaces(std::vector<PuzzlePlace> places, std::int64_t bytesRead)
{
    m_bytesRead = std::max(m_bytesRead, bytesRead);
    if (places.empty())
        return;
    const std::size_t first = m_places.size();
    for (const PuzzlePlace &place : places)
        m_readable += place.readable() ? 1U : 0U;
    m_places.insert(m_places.end(), places.begin(), places.end());
    emit found(first, places.size());
}

PuzzleRecord PuzzleFile::record(std::size_t i) const
{
    const PuzzlePlace &place = m_places[i];
    const bool last = i + 1 == m_places.size();
    const std::int64_t end = last ? place.offset() + MostRecordBytes : m_places[i + 1].offset();
    if (!m_file) {
        // Opened once, as a regular file: never blocks the window's thread on a FIFO.
        m_file = openRegularFile(m_path).file;
        if (!m_file)
            m_file = std::make_unique<QFile>();
    }
    QByteArray bytes;
    if (m_file->isOpen() && m_file->seek(place.offset()))
        bytes = m_file->read(std::min(end - place.offset(), MostRecordBytes));
    if (!last && bytes.size() == end - place.offset()) // and the line the next one starts with (PuzzleText::record)
        bytes += m_file->readLine(MostRecordBytes);
    if (bytes.isEmpty())
        return lostRecord(place);
    return readPuzzleAt(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                        place.line(), place.offset(), windowReadOptions(place.variant()));
}

} // namespace sudoku
