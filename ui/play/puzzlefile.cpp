#include "puzzlefile.h"

#include "backgroundjob.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>

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
    QString error;
    std::vector<PuzzleFile::Place> rest; // found after the last batch
};

} // namespace

PuzzleFile::PuzzleFile(const QString &path, QObject *parent)
    : QObject(parent), m_path(path), m_fileSize(QFileInfo(path).size()), m_job(new BackgroundJob(this))
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
    m_file.reset();
    const std::string name = QFile::encodeName(m_path).toStdString();
    m_job->start([this, name](const std::atomic<bool> &cancel, const BackgroundJob::Progress &progress) {
        Pass pass;
        std::ifstream input(name, std::ios::binary);
        if (!input) {
            pass.error = QString::fromLocal8Bit(std::strerror(errno != 0 ? errno : EIO));
            return pass;
        }
        PuzzleReader reader(input);
        auto batch = std::make_shared<std::vector<Place>>();
        std::size_t wanted = FirstBatch;
        auto sent = std::chrono::steady_clock::now();
        while (std::optional<PuzzleRecord> record = reader.next()) {
            batch->push_back({record->offset, record->line, record->ok()});
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
            batch = std::make_shared<std::vector<Place>>();
            wanted = FirstBatch;
            sent = now;
        }
        pass.complete = !input.bad();
        if (!pass.complete)
            pass.error = tr("The file could not be read to its end.");
        pass.rest = std::move(*batch);
        return pass;
    }, [this](Pass pass) {
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

void PuzzleFile::addPlaces(std::vector<Place> places, std::int64_t bytesRead)
{
    m_bytesRead = std::max(m_bytesRead, bytesRead);
    if (places.empty())
        return;
    const std::size_t first = m_places.size();
    for (const Place &place : places)
        m_readable += place.readable ? 1 : 0;
    m_places.insert(m_places.end(), places.begin(), places.end());
    emit found(first, places.size());
}

PuzzleRecord PuzzleFile::record(std::size_t i) const
{
    const Place &place = m_places[i];
    const std::int64_t end = i + 1 < m_places.size() ? m_places[i + 1].offset : place.offset + MostRecordBytes;
    if (!m_file) {
        m_file = std::make_unique<QFile>(m_path);
        if (!m_file->open(QIODevice::ReadOnly))
            m_file->close();
    }
    QByteArray bytes;
    if (m_file->isOpen() && m_file->seek(place.offset))
        bytes = m_file->read(std::min(end - place.offset, MostRecordBytes));
    if (bytes.isEmpty()) {
        PuzzleRecord lost;
        lost.line = place.line;
        lost.offset = place.offset;
        lost.error = {place.line, 0, phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the file can no longer be read here"))};
        return lost;
    }
    return readPuzzleAt(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), place.line,
                        place.offset);
}

} // namespace sudoku
