#pragma once
// What the puzzle chooser lists (PuzzleSource): the records of a text held in memory, or the
// puzzles of a file too big to hold (PuzzleFile).
//
// PuzzleFile: a file of up to millions of puzzles. One pass on the thread pool finds where each
// record starts — its place, 24 bytes a puzzle instead of the puzzle itself — and hands them
// over in batches as it goes, so the first rows can be shown at once and the pass stopped at
// any time; each puzzle is read again from the file when it is shown or chosen
// (readPuzzleAt). Lives in the GUI thread.

#include "format.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

class QFile;

namespace sudoku {

class BackgroundJob;

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
};

// Records read already, all held.
class PuzzleRecords : public PuzzleSource {
public:
    explicit PuzzleRecords(std::vector<PuzzleRecord> records) : m_records(std::move(records)) {}
    std::size_t size() const override { return m_records.size(); }
    std::int64_t line(std::size_t i) const override { return m_records[i].line; }
    bool readable(std::size_t i) const override { return m_records[i].ok(); }
    PuzzleRecord record(std::size_t i) const override { return m_records[i]; }

private:
    std::vector<PuzzleRecord> m_records;
};

class PuzzleFile : public QObject, public PuzzleSource {
    Q_OBJECT

public:
    // Where a record starts and whether it could be read: what the pass keeps of each.
    struct Place {
        std::int64_t offset = 0;
        std::int64_t line = 0;
        bool readable = false;
    };

    explicit PuzzleFile(const QString &path, QObject *parent = nullptr);
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
    int readableCount() const { return m_readable; }

    std::size_t size() const override { return m_places.size(); }
    std::int64_t line(std::size_t i) const override { return m_places[i].line; }
    bool readable(std::size_t i) const override { return m_places[i].readable; }
    // Read again from the file; an error record (naming the line) when the file can no longer
    // be read there.
    PuzzleRecord record(std::size_t i) const override;

signals:
    // Places [first, first + count) were added.
    void found(std::size_t first, std::size_t count);
    // The pass ended: the whole file read (`complete`), stopped, or failed (`error`, e.g. the
    // file vanished).
    void finished(bool complete, const QString &error);

private:
    void addPlaces(std::vector<Place> places, std::int64_t bytesRead);

    QString m_path;
    std::vector<Place> m_places;
    std::int64_t m_bytesRead = 0;
    std::int64_t m_fileSize = 0;
    int m_readable = 0;
    BackgroundJob *m_job;
    mutable std::unique_ptr<QFile> m_file; // opened on the first record() read
};

} // namespace sudoku
