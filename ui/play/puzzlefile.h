// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the puzzle chooser lists (PuzzleSource): the records of a text held in memory
// (PuzzleText), or the puzzles of a file too big to hold (PuzzleFile). Either keeps a place of
// 16 bytes a record, not the record: a record is read again, from the text or the file, when
// it is shown or chosen. So memory follows the records listed, whatever they hold, and a
// hostile text of millions of tiny bad records (`z\n\n` over and over) costs 16 bytes each,
// not the kilobyte its error would.
//
// PuzzleFile: a file of up to millions of puzzles. One pass on the thread pool finds where each
// record starts and hands the places over in batches as it goes, so the first rows can be
// shown at once and the pass stopped at any time. It lists at most MostListed records and
// says so when a file holds more. Lives in the GUI thread.

#include "format.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <cstdint>
#include <deque>
#include <memory>
#include <vector>

class QFile;

namespace sudoku {

// How the window reads puzzles: a "# variant:" line names the variant of the puzzles after it
// (variantformat.h); a record is read again from its place under the variant it was read as
// (PuzzlePlace::variant), so that it reads as it did at first.
inline ReadOptions windowReadOptions(std::optional<VariantKind> variant = std::nullopt)
{
    ReadOptions options;
    options.variant = variant;
    return options;
}

class BackgroundJob;

// Where a record starts (its byte and its line), the variant it was read as, and whether it
// could be read: what is kept of each record listed.
class PuzzlePlace {
public:
    PuzzlePlace(std::int64_t offset, std::int64_t line, bool readable, VariantKind variant = VariantKind::Classic)
        : m_offsetAndVariant(offset | (std::int64_t{static_cast<std::uint8_t>(variant)} << VariantShift)),
          m_signedLine(readable ? line : -line)
    {
    }
    explicit PuzzlePlace(const PuzzleRecord &record)
        : PuzzlePlace(record.offset, record.line, record.ok(), record.variant)
    {
    }

    std::int64_t offset() const { return m_offsetAndVariant & ((std::int64_t{1} << VariantShift) - 1); }
    std::int64_t line() const { return m_signedLine < 0 ? -m_signedLine : m_signedLine; }
    bool readable() const { return m_signedLine > 0; }
    VariantKind variant() const { return static_cast<VariantKind>(m_offsetAndVariant >> VariantShift); }

private:
    // The variant sits above the offset's bits: no file the window reads comes near 2^56 bytes.
    static constexpr int VariantShift = 56;
    std::int64_t m_offsetAndVariant;
    std::int64_t m_signedLine; // the line (from 1), negated when the record is unreadable
};
static_assert(sizeof(PuzzlePlace) == 16);

class PuzzleSource {
public:
    virtual ~PuzzleSource() = default;
    // The records listed so far.
    virtual std::size_t size() const = 0;
    // Where record `i` starts, and whether it could be read, without reading it again.
    virtual std::int64_t line(std::size_t i) const = 0;
    virtual bool readable(std::size_t i) const = 0;
    // Record `i` whole.
    virtual PuzzleRecord record(std::size_t i) const = 0;
    // How many of the records listed can be read.
    virtual std::size_t readableCount() const = 0;
};

// The records of a text held in memory (a small file, the clipboard): the text and the
// records' places. Immutable once read; copies share the text.
class PuzzleText : public PuzzleSource {
public:
    PuzzleText() = default;
    // Lists the records of `text`.
    explicit PuzzleText(QByteArray text);

    std::size_t size() const override { return m_places.size(); }
    bool empty() const { return m_places.empty(); }
    std::int64_t line(std::size_t i) const override { return m_places[i].line(); }
    bool readable(std::size_t i) const override { return m_places[i].readable(); }
    PuzzleRecord record(std::size_t i) const override;
    std::size_t readableCount() const override { return m_readable; }
    // The bytes held: the text and the places (for the tests that bound them).
    std::size_t heldBytes() const;

private:
    QByteArray m_text;
    std::vector<PuzzlePlace> m_places;
    std::size_t m_readable = 0;
};

class PuzzleFile : public QObject, public PuzzleSource {
    Q_OBJECT

public:
    // The most records a file lists: 160 MB of places. A file with more (the largest
    // collections known hold some ten million puzzles) lists its first MostListed and says so.
    static constexpr std::size_t MostListed = 10'000'000;

    // `mostListed`: MostListed, or fewer for a test.
    explicit PuzzleFile(const QString &path, QObject *parent = nullptr, std::size_t mostListed = MostListed);
    ~PuzzleFile() override;

    const QString &path() const { return m_path; }
    // Starts the pass over the file: `found` as places arrive, `finished` at the end.
    void index();
    // Stops the pass; the places found so far stay listed.
    void stop();
    bool isIndexing() const;
    // How far the pass has read, of the file's size, in bytes.
    std::int64_t bytesRead() const { return m_bytesRead; }
    std::int64_t fileSize() const { return m_fileSize; }
    std::size_t readableCount() const override { return m_readable; }
    // The pass stopped at MostListed records: the file holds more.
    bool isTruncated() const { return m_truncated; }

    std::size_t size() const override { return m_places.size(); }
    std::int64_t line(std::size_t i) const override { return m_places[i].line(); }
    bool readable(std::size_t i) const override { return m_places[i].readable(); }
    // Read again from the file; an error record (naming the line) when the file can no longer
    // be read there.
    PuzzleRecord record(std::size_t i) const override;

signals:
    // Places [first, first + count) were added.
    void found(std::size_t first, std::size_t count);
    // The pass ended: the whole file read (`complete`), stopped (by stop() or at MostListed
    // records: isTruncated), or failed (`error`, e.g. the file vanished).
    void finished(bool complete, const QString &error);

private:
    void addPlaces(std::vector<PuzzlePlace> places, std::int64_t bytesRead);

    QString m_path;
    // In blocks, not one array: growing never copies the places found so far, nor needs twice
    // their memory at once.
    std::deque<PuzzlePlace> m_places;
    std::int64_t m_bytesRead = 0;
    std::int64_t m_fileSize = 0;
    std::size_t m_readable = 0;
    bool m_truncated = false;
    std::size_t m_mostListed;
    BackgroundJob *m_job;
    mutable std::unique_ptr<QFile> m_file; // opened on the first record() read
};

} // namespace sudoku
