// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzleFile: a file's puzzles found by one pass on the thread pool, listed by their places
// and read again on demand — the same records as reading the file whole, in batches as they
// are found, stopped at any batch, and an error record when the file is gone.
#include "format.h"
#include "puzzlefile.h"
#include "testgrids.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace sudoku;

namespace {

// A record as a line a comparison can print.
QString summary(const PuzzleRecord &record)
{
    QString text = QStringLiteral("line %1 at %2: ").arg(record.line).arg(record.offset);
    return text + (record.ok() ? QString::fromStdString(toLine(*record.grid)) : QString::fromStdString(record.error.toString()));
}

} // namespace

class TestPuzzleFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void listsWhatReadingWholeFinds_data();
    void listsWhatReadingWholeFinds();
    void stopKeepsWhatWasFound();
    void aFileGoneGivesAnErrorRecord();
    void listsAtMostItsLimit();
    void readsOnlyRegularFiles();
    void placesTakeSixteenBytes();

private:
    QString write(const QString &name, const QByteArray &content);
    QTemporaryDir m_dir;
};

void TestPuzzleFile::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestPuzzleFile::write(const QString &name, const QByteArray &content)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

void TestPuzzleFile::listsWhatReadingWholeFinds_data()
{
    QTest::addColumn<QByteArray>("content");
    const QByteArray line = QByteArray(test::Top95First) + '\n';
    QByteArray many;
    for (int i = 0; i < 20000; ++i)
        many += i % 997 == 5 ? QByteArray("12345\n") : line; // a bad one now and then
    QTest::newRow("twenty thousand lines, some bad") << many;
    QTest::newRow("every format, comments, a long line")
        << "\xEF\xBB\xBF# top\r\n" + line + "\n9\n2\n1 1 5\n9 9 1\n+---+---+---+\n|4..|...|8.5|\n|.3.|...|...|\n"
               "|...|7..|...|\n+---+---+---+\n|.2.|...|.6.|\n|...|.8.|4..|\n|...|.1.|...|\n+---+---+---+\n"
               "|...|6.3|.7.|\n|5..|2..|...|\n|1.4|...|...|\n+---+---+---+\n"
               + QByteArray((1 << 20) + 10, 'x') + '\n' + line + "bad\n" + line.chopped(1);
    QTest::newRow("empty") << QByteArray();
    // Each record is read again as the variant the "# variant:" line before it names.
    QTest::newRow("variants") << "# variant: jigsaw\n" + QByteArray(test::Nonomino.data(), qsizetype(test::Nonomino.size()))
                                     + "\n# variant: killer\n"
                                     + QByteArray(test::WikipediaKiller.data(), qsizetype(test::WikipediaKiller.size()))
                                     + "\n# variant: classic\n" + line + "# variant: x\n" + line;
    // The first row's width is told by the row below, which is the next record's first line
    // (found by fuzz_open): a record is read again with that line, or it reads as a 9×9 row.
    QTest::newRow("a row sized by the next record's first line")
        << QByteArray("84 . . | . 8 . | 4 . 13...........4..8..6......5...........418.........3..2...87..... 2.5\n"
                      "6..1....\n# a comment\n")
               + line;
}

void TestPuzzleFile::listsWhatReadingWholeFinds()
{
    QFETCH(QByteArray, content);
    const QString path = write(QStringLiteral("whole.txt"), content);
    QVERIFY(!path.isEmpty());
    const std::vector<PuzzleRecord> whole = readPuzzles(std::string_view(content.constData(), static_cast<std::size_t>(content.size())));

    PuzzleFile file(path);
    QSignalSpy found(&file, &PuzzleFile::found);
    QSignalSpy finished(&file, &PuzzleFile::finished);
    file.index();
    QVERIFY(file.isIndexing());
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(finished.at(0).at(1).toString().isEmpty());
    QVERIFY(!file.isIndexing());
    QCOMPARE(file.bytesRead(), qint64(content.size()));
    // The batches follow each other without a gap.
    std::size_t next = 0;
    for (const QList<QVariant> &batch : found) {
        QCOMPARE(batch.at(0).value<std::size_t>(), next);
        next += batch.at(1).value<std::size_t>();
    }
    QCOMPARE(next, whole.size());
    QCOMPARE(file.size(), whole.size());
    int readable = 0;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        QCOMPARE(file.line(i), whole[i].line);
        QCOMPARE(file.readable(i), whole[i].ok());
        QCOMPARE(summary(file.record(i)), summary(whole[i]));
        QCOMPARE(file.record(i).variant, whole[i].variant);
        QCOMPARE(file.record(i).grid, whole[i].grid); // with its rules
        readable += whole[i].ok() ? 1 : 0;
    }
    QCOMPARE(file.readableCount(), readable);

    // The same bytes held in memory, as a pasted text is.
    const PuzzleText text(content);
    QCOMPARE(text.size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        QCOMPARE(summary(text.record(i)), summary(whole[i]));
        QCOMPARE(text.record(i).grid, whole[i].grid);
    }
}

void TestPuzzleFile::stopKeepsWhatWasFound()
{
    QByteArray many;
    for (int i = 0; i < 200000; ++i)
        many += QByteArray(test::Top95First) + '\n';
    const QString path = write(QStringLiteral("many.txt"), many);
    QVERIFY(!path.isEmpty());
    PuzzleFile file(path);
    QSignalSpy finished(&file, &PuzzleFile::finished);
    // Stopped as the first batch arrives: that batch stays, nothing comes after.
    connect(&file, &PuzzleFile::found, &file, &PuzzleFile::stop);
    QSignalSpy found(&file, &PuzzleFile::found);
    file.index();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(found.count(), 1);
    QVERIFY(file.size() > 0);
    QVERIFY(file.size() < 200000);
    QVERIFY(file.bytesRead() < file.fileSize());
    QCOMPARE(file.record(file.size() - 1).grid, std::optional<Grid>(test::gridFromLine(test::Top95First)));
    QVERIFY(!file.isIndexing());
}

void TestPuzzleFile::aFileGoneGivesAnErrorRecord()
{
    const QString path = write(QStringLiteral("gone.txt"), QByteArray(test::Top95First) + "\n" + test::Top95First + "\n");
    PuzzleFile file(path);
    QSignalSpy finished(&file, &PuzzleFile::finished);
    file.index();
    QVERIFY(finished.wait(60000));
    QCOMPARE(file.size(), std::size_t{2});
    QVERIFY(QFile::remove(path));
    const PuzzleRecord lost = file.record(1);
    QVERIFY(!lost.ok());
    QCOMPARE(QString::fromStdString(lost.error.toString()), QStringLiteral("line 2: the file can no longer be read here"));

    // A file that was never there: the pass says why.
    PuzzleFile missing(m_dir.filePath(QStringLiteral("missing.txt")));
    QSignalSpy missed(&missing, &PuzzleFile::finished);
    missing.index();
    QVERIFY(missed.wait(60000));
    QCOMPARE(missed.at(0).at(0).toBool(), false);
    QCOMPARE(missed.at(0).at(1).toString(), QStringLiteral("No such file or directory"));
    QCOMPARE(missing.size(), std::size_t{0});
}

void TestPuzzleFile::listsAtMostItsLimit()
{
    // Places are kept per record, however small: a file of 3-byte records listed without end
    // took 1.18 GB for 100 MB. The pass stops at the limit and says the file holds more.
    const QString path = write(QStringLiteral("tiny.txt"), QByteArray("z\n\n").repeated(1000));
    PuzzleFile file(path, nullptr, 100);
    QSignalSpy finished(&file, &PuzzleFile::finished);
    file.index();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.at(0).at(0).toBool(), false); // not the whole file
    QCOMPARE(finished.at(0).at(1).toString(), QString());
    QCOMPARE(file.size(), std::size_t{100});
    QVERIFY(file.isTruncated());
    QCOMPARE(file.line(99), std::int64_t{199});
    QVERIFY(!file.record(99).ok());
}

void TestPuzzleFile::readsOnlyRegularFiles()
{
    // A FIFO would block the pass until something writes; a device would never end.
    const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString &path : {fifo, QStringLiteral("/dev/zero")}) {
        PuzzleFile file(path);
        QSignalSpy finished(&file, &PuzzleFile::finished);
        file.index();
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY2(finished.at(0).at(1).toString().contains(QStringLiteral("not a file")),
                 qPrintable(finished.at(0).at(1).toString()));
        QCOMPARE(file.size(), std::size_t{0});
    }
}

void TestPuzzleFile::placesTakeSixteenBytes()
{
    // What is kept of each record: its byte, its line and whether it reads, packed.
    const PuzzlePlace readable(123, std::int64_t{1} << 40, true);
    QCOMPARE(readable.offset(), std::int64_t{123});
    QCOMPARE(readable.line(), std::int64_t{1} << 40);
    QVERIFY(readable.readable());
    const PuzzlePlace unreadable(7, 3, false);
    QCOMPARE(unreadable.line(), std::int64_t{3});
    QVERIFY(!unreadable.readable());
    QCOMPARE(sizeof(PuzzlePlace), std::size_t{16});

    // A text's records: 16 bytes each beside the text, read again when asked for.
    const QByteArray text = QByteArray(test::Top95First) + "\n\nz\n";
    const PuzzleText records(text);
    QCOMPARE(records.size(), std::size_t{2});
    QCOMPARE(records.readableCount(), std::size_t{1});
    QCOMPARE(records.record(0).grid, std::optional<Grid>(test::gridFromLine(test::Top95First)));
    QCOMPARE(records.line(1), std::int64_t{3});
    QVERIFY(!records.record(1).ok());
    QCOMPARE(records.heldBytes(), static_cast<std::size_t>(text.capacity()) + 2 * sizeof(PuzzlePlace));
}

QTEST_GUILESS_MAIN(TestPuzzleFile)
#include "tst_puzzlefile.moc"
