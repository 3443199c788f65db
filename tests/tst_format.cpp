// SPDX-License-Identifier: GPL-3.0-or-later
#include "format.h"

#include <QtTest>

#include <sstream>

using namespace sudoku;

namespace {

// Norvig's "hard1"; the files in data/format/ hold it in every format.
const QByteArray Hard1 =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const QByteArray Top95Second =
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";
const QByteArray Solved =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const QByteArray Empty(CellCount, '.');

QByteArray dataFile(const QString &name)
{
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/format/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test data %s", qPrintable(file.fileName()));
    return file.readAll();
}

std::string text(const QByteArray &bytes) { return bytes.toStdString(); }

// An 81-character line cut into rows, nine characters each by default: a block grid as
// .sdk writes it.
QList<QByteArray> rowsOf(const QByteArray &line, int width = 9)
{
    QList<QByteArray> rows;
    for (int start = 0; start < line.size(); start += width)
        rows.append(line.mid(start, width));
    return rows;
}

QByteArray joined(const QList<QByteArray> &lines) { return lines.join('\n') + '\n'; }

QByteArray withCell(QByteArray line, int cell, const QByteArray &replacement)
{
    return line.replace(cell, 1, replacement);
}

// A grid whose digits are all givens, from an 81-character line of digits and '.', built
// without the reader under test.
Grid gridOf(const QByteArray &line)
{
    Grid grid;
    for (int cell = 0; cell < CellCount; ++cell)
        grid.setGiven(cell, line.at(cell) == '.' ? 0 : line.at(cell) - '0');
    return grid;
}

// "7: 4.....8.5..." for a puzzle read, "22: error line 22: ..." for one that was not.
QString summary(const PuzzleRecord &record)
{
    const QString start = QString::number(record.line) + QStringLiteral(": ");
    if (record.ok())
        return start + QString::fromStdString(toLine(*record.grid));
    return start + QStringLiteral("error ") + QString::fromStdString(record.error.toString());
}

QStringList summaries(const std::vector<PuzzleRecord> &records)
{
    QStringList list;
    for (const PuzzleRecord &record : records)
        list.append(summary(record));
    return list;
}

// The entries of a candidate grid in reading order; `aligned` tells whether every line has
// the same width.
QList<QByteArray> candidateEntries(const std::string &written, bool &aligned)
{
    const QList<QByteArray> lines = QByteArray::fromStdString(written).chopped(1).split('\n');
    QList<QByteArray> entries;
    aligned = lines.size() == 13;
    for (const QByteArray &line : lines) {
        aligned = aligned && line.size() == lines.front().size();
        if (line.startsWith('|'))
            entries += line.simplified().replace("| ", "").replace(" |", "").split(' ');
    }
    return entries;
}

// Puzzles of other sizes, written with letters above 9 (format.h), '.' for empty cells.
const QByteArray Four = "....4......31..2";
const QByteArray Six = ".6.....4...35...2.4....1........1.6.";
const QByteArray Twelve = ".38..9.....6.C..A..39.....9...7.C..A.........B84BA53.74.....C.7...6.....2..7.6...4...B.51...."
                          "2......4B....5C496...1..A......3..9.....2..5.....7.";
const QByteArray Sixteen =
    "D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G...."
    "..F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F.....D"
    ".B.E13.6.D........7A...8BC3....954.";
// A 25×25 line: every cell of row r, column c holds the value of a valid grid's pattern
// where (r + c) % 3 == 0, else empty.
QByteArray twentyFive()
{
    QByteArray line;
    for (int r = 0; r < 25; ++r) {
        for (int c = 0; c < 25; ++c) {
            const int value = (r % 5 * 5 + r / 5 + c) % 25 + 1;
            line += (r + c) % 3 == 0 ? (value <= 9 ? char('0' + value) : char('A' + value - 10)) : '.';
        }
    }
    return line;
}

// A puzzle of any shape as a line, letters above 9: the pattern of twentyFive() for its box,
// a valid grid's digits where (r + c) % 3 == 0.
QByteArray patternLine(Shape shape)
{
    const int n = shape.size();
    QByteArray line;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int value = (r % shape.boxRows * shape.boxColumns + r / shape.boxRows + c) % n + 1;
            line += (r + c) % 3 == 0 ? (value <= 9 ? char('0' + value) : char('A' + value - 10)) : '.';
        }
    }
    return line;
}

// A grid of any shape from a line written with letters above 9, built without the reader.
Grid gridOf(const QByteArray &line, Shape shape)
{
    Grid grid(shape);
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        const char c = line.at(cell);
        grid.setGiven(cell, c == '.' ? 0 : c <= '9' ? c - '0' : c - 'A' + 10);
    }
    return grid;
}

// The line with digits above 9 written zero-based: 0 = 1 ... F = 16.
QByteArray zeroBased(const QByteArray &line)
{
    QByteArray written;
    for (const char c : line) {
        const int value = c == '.' ? 0 : c <= '9' ? c - '0' : c - 'A' + 10;
        written += value == 0 ? '.' : value <= 10 ? char('0' + value - 1) : char('A' + value - 11);
    }
    return written;
}

// A line cut into rows of `width`, each row's cells separated by spaces and '|' between
// boxes `boxWidth` wide, digits above 9 written as numbers: "13 9 2 . | . . . . | ...".
QByteArray spacedRows(const QByteArray &line, int width, int boxWidth)
{
    QList<QByteArray> rows;
    for (int start = 0; start < line.size(); start += width) {
        QByteArrayList cells;
        for (int i = 0; i < width; ++i) {
            const char c = line.at(start + i);
            if (i > 0 && i % boxWidth == 0)
                cells += "|";
            cells += c == '.' ? QByteArray(".") : c <= '9' ? QByteArray(1, c) : QByteArray::number(c - 'A' + 10);
        }
        rows += cells.join(' ');
    }
    return joined(rows);
}

// A line cut into rows of `width` characters, '|' around boxes `boxWidth` wide: "|D92.|....|".
QByteArray barredRows(const QByteArray &line, int width, int boxWidth)
{
    QList<QByteArray> rows;
    for (const QByteArray &row : rowsOf(line, width)) {
        QByteArray barred = "|";
        for (const QByteArray &box : rowsOf(row, boxWidth))
            barred += box + "|";
        rows += barred;
    }
    return joined(rows);
}

QString ok(LineNumber line, const QByteArray &puzzle)
{
    return QString::number(line) + QStringLiteral(": ") + QString::fromLatin1(puzzle);
}
QString failed(LineNumber line, const QString &error)
{
    return QString::number(line) + QStringLiteral(": error ") + error;
}

} // namespace

class TestFormat : public QObject {
    Q_OBJECT

private slots:
    void readsFormatFiles_data();
    void readsFormatFiles();
    void readsLineVariants_data();
    void readsLineVariants();
    void reportsErrors_data();
    void reportsErrors();
    void errorToString_data();
    void errorToString();
    void findContradictionNamesBothCells_data();
    void findContradictionNamesBothCells();
    void readPuzzleWantsExactlyOne_data();
    void readPuzzleWantsExactlyOne();
    void readsStreams_data();
    void readsStreams();
    void thousandPuzzlesWithOneBad();
    void readerStopsAtEndOfStream();
    void linesPast32Bits_data();
    void linesPast32Bits();
    void readPuzzleAtPast32Bits();
    void roundTrips_data();
    void roundTrips();
    void boxedGridLayout();
    void candidateGridGolden();
    void candidateGridShowsDeadEnds();

    // Every size.
    void readsEverySize_data();
    void readsEverySize();
    void reportsErrorsOfEverySize_data();
    void reportsErrorsOfEverySize();
    void roundTripsEverySize_data();
    void roundTripsEverySize();
    void boxedGridOfOtherShapes();
    void symbolNames();
};

void TestFormat::readsFormatFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");

    QTest::newRow("sdk with metadata lines") << "hard1.sdk" << 6;
    QTest::newRow("ss with star borders") << "hard1.ss" << 1;
    QTest::newRow("ss without outer borders") << "hard1_plain.ss" << 1;
    QTest::newRow("block grid with spaces and bars") << "hard1_spaced.txt" << 1;
    QTest::newRow("boxed grid") << "hard1_boxed.txt" << 1;
    QTest::newRow("coordinate list") << "hard1_coordinates.txt" << 1;
}

void TestFormat::readsFormatFiles()
{
    QFETCH(QString, file);
    QFETCH(int, line);

    const PuzzleRecord record = readPuzzle(text(dataFile(file)));
    QVERIFY2(record.ok(), record.error.toString().c_str());
    QCOMPARE(record.line, line);
    QCOMPARE(QByteArray::fromStdString(toLine(*record.grid)), Hard1);
    QCOMPARE(record.grid->givenCount(), 17);
    QCOMPARE(*record.grid, gridOf(Hard1)); // every digit read is a given
}

void TestFormat::readsLineVariants_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");
    QTest::addColumn<QByteArray>("expected");

    QByteArray placeholders = Hard1;
    const QByteArray others = "0_-*xX?";
    for (int cell = 0, k = 0; cell < CellCount; ++cell) {
        if (placeholders[cell] == '.')
            placeholders[cell] = others[k++ % others.size()];
    }

    QTest::newRow("dots") << Hard1 + "\n" << 1 << Hard1;
    QTest::newRow("no final newline") << Hard1 << 1 << Hard1;
    QTest::newRow("zeros") << QByteArray(Hard1).replace('.', '0') + "\n" << 1 << Hard1;
    QTest::newRow("every placeholder") << placeholders + "\n" << 1 << Hard1;
    QTest::newRow("rating after a space") << Hard1 + " 2.5\n" << 1 << Hard1;
    QTest::newRow("note after a tab") << Hard1 + "\t# hard1, Norvig\n" << 1 << Hard1;
    QTest::newRow("golden-file line") << Hard1 + ":1:" + Solved + "\n" << 1 << Hard1;
    QTest::newRow("CSV puzzle,solution") << Hard1 + "," + Solved + "\n" << 1 << Hard1;
    QTest::newRow("comment glued to the cells") << Hard1 + "#hard1\n" << 1 << Hard1;
    QTest::newRow("indented") << "   " + Hard1 + "   \n" << 1 << Hard1;
    QTest::newRow("comments and blank lines first") << "# one\n\n   \n# two\n" + Hard1 + "\n\n" << 5 << Hard1;
    QTest::newRow("CRLF") << "# crlf\r\n\r\n" + Hard1 + "\r\n" << 3 << Hard1;
    QTest::newRow("BOM") << "\xEF\xBB\xBF" + Hard1 + "\n" << 1 << Hard1;
    QTest::newRow("BOM before a comment") << "\xEF\xBB\xBF# c\r\n" + Hard1 + "\r\n" << 2 << Hard1;
    QTest::newRow("empty puzzle") << Empty << 1 << Empty;
    QTest::newRow("solved grid") << Solved << 1 << Solved;
    QTest::newRow("grid of bare rows with zeros")
        << joined(rowsOf(QByteArray(Hard1).replace('.', '0'))) << 1 << Hard1;
    QTest::newRow("grid with underscores, CRLF and BOM")
        << "\xEF\xBB\xBF" + joined(rowsOf(QByteArray(Hard1).replace('.', '_'))).replace("\n", "\r\n") << 1 << Hard1;
    QTest::newRow("grid of 27 rows of 3") << joined(rowsOf(Hard1, 3)) << 1 << Hard1;
    QTest::newRow("grid starting at its top border after a comment")
        << "# boxed\n" + dataFile("hard1_boxed.txt") << 2 << Hard1;
    QTest::newRow("grid with a comment inside") << joined(rowsOf(Hard1)).replace("\n.2.", "\n# half way\n.2.")
                                                << 1 << Hard1;
    QTest::newRow("hodoku style borders")
        << ".-----------.\n" + joined(rowsOf(Hard1)).replace("\n.2.", "\n:---+---+---:\n.2.") + "'-----------'\n"
        << 1 << Hard1;
    QTest::newRow("coordinate list without givens") << QByteArray("9\n0\n") << 1 << Empty;
    QTest::newRow("coordinate list, spaces and comments") << QByteArray("  9 \n# count\n 2\n1 1 4\n# e\n\t9  9\t3\n")
                                                          << 1 << "4" + Empty.mid(1, 79) + "3";
}

void TestFormat::readsLineVariants()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    QFETCH(QByteArray, expected);

    const PuzzleRecord record = readPuzzle(text(input));
    QVERIFY2(record.ok(), record.error.toString().c_str());
    QCOMPARE(record.line, line);
    QCOMPARE(QByteArray::fromStdString(toLine(*record.grid)), expected);
    QCOMPARE(record.grid->givenCount(), record.grid->filledCount());
}

void TestFormat::reportsErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("records");     // how many records the whole input yields
    QTest::addColumn<int>("recordLine");  // the first record's line
    QTest::addColumn<int>("errorLine");
    QTest::addColumn<int>("errorColumn");
    QTest::addColumn<QString>("message");

    const QString badCell = QStringLiteral("expected a digit 1-9 or '.', found ");

    // The 81-character line.
    QTest::newRow("line with 80 cells after comments")
        << "# title\n\n# comment\n" + Hard1.left(80) + "\n" << 1 << 4 << 4 << 81
        << "puzzle has 80 cells, expected 81";
    QTest::newRow("line with 10 cells")
        << Hard1.left(10) << 1 << 1 << 1 << 11 << "puzzle has 10 cells, expected 16 (4×4) or 81 (9×9)";
    QTest::newRow("line with 30 cells") << Hard1.left(30) << 1 << 1 << 1 << 31
                                        << "puzzle has 30 cells, expected 36 (6×6) or 81 (9×9)";
    QTest::newRow("indented line with 80 cells and a rating")
        << "  " + Hard1.left(80) + " 2.5\n" << 1 << 1 << 1 << 83 << "puzzle has 80 cells, expected 81";
    QTest::newRow("line with 82 cells") << Hard1 + "7\n" << 1 << 1 << 1 << 82 << "puzzle has 82 cells, expected 81";
    QTest::newRow("line with 90 cells and a rating")
        << Hard1 + "123456789 2.5\n" << 1 << 1 << 1 << 82 << "puzzle has 90 cells, expected 81";
    QTest::newRow("line with two more cells before a note")
        << Hard1 + "1x:1:\n" << 1 << 1 << 1 << 82 << "puzzle has 83 cells, expected 81";
    QTest::newRow("line with a letter") << withCell(Hard1, 40, "a") << 1 << 1 << 1 << 41 << badCell + "'a'";
    QTest::newRow("line indented with a plus")
        << "\t  " + withCell(Hard1, 11, "+") << 1 << 1 << 1 << 15 << badCell + "'+'";
    QTest::newRow("line with a non-ASCII character")
        << withCell(Hard1, 20, "\xC3\xA9") << 1 << 1 << 1 << 21 << badCell + QString::fromUtf8("'\xC3\xA9'");
    QTest::newRow("line with a control character")
        << withCell(Hard1, 5, QByteArray(1, '\x01')) << 1 << 1 << 1 << 6 << badCell + "'\\x01'";
    QTest::newRow("line of prose") << QByteArray("Solution:\n") << 1 << 1 << 1 << 1 << badCell + "'S'";
    // Old Mac line ends: three puzzles on what reads as one line, not one and a comment.
    QTest::newRow("lines ended by CR alone") << Hard1 + "\r" + Solved + "\r" + Hard1 + "\r" << 1 << 1 << 1 << 82
                                             << "a carriage return (CR) inside the line: lines that end with CR alone "
                                                "are not read; end them with LF";

    // The block grid.
    QList<QByteArray> rows = rowsOf(Hard1);
    rows[2] = ". . . | 7 x . | . . .";
    QTest::newRow("grid with a letter") << joined(rows) << 1 << 1 << 3 << 11 << badCell + "'x'";
    rows = rowsOf(Hard1);
    rows[0] = QByteArray("4\xC2\xB7\xC2\xB7|...|8.5");
    QTest::newRow("grid with a middle dot") << joined(rows) << 1 << 1 << 1 << 2 << badCell + QString::fromUtf8("'\xC2\xB7'");
    QTest::newRow("grid ending at a blank line")
        << joined(rowsOf(Hard1).mid(0, 8)) + "\n" + Hard1 << 2 << 1 << 1 << 0 << "puzzle has 72 cells, expected 81";
    rows = rowsOf(Hard1);
    rows[4] = "....8.4.";
    // A typo in the first row does not make the grid 8×8 and its last row a puzzle of its own.
    rows = rowsOf(Hard1);
    rows[0] = "4.....8.";
    // Prose of 15 letters is no row of a 15×15 grid: its first letter is the error, as on 9×9.
    QTest::newRow("a sentence pasted")
        << QByteArray("not a puzzle at all") << 1 << 1 << 1 << 1 << badCell + "'n'";
    QTest::newRow("grid whose first row is one cell short")
        << joined(rows) + "\n" + Hard1 << 2 << 1 << 1 << 0 << "puzzle has 80 cells, expected 81";
    QTest::newRow("grid ending at end of input, one row short of a cell")
        << "# short\n" + joined(rows) << 1 << 2 << 2 << 0 << "puzzle has 80 cells, expected 81";
    QTest::newRow("grid ending at an 81-character line")
        << joined(rowsOf(Hard1).mid(0, 3)) + Hard1 << 2 << 1 << 1 << 0 << "puzzle has 27 cells, expected 81";
    QTest::newRow("grid ending early starts at its top border")
        << QByteArray("# one row\n+---+---+---+\n|4..|...|8.5|\n\n") << 1 << 2 << 2 << 0
        << "puzzle has 9 cells, expected 81";
    rows = rowsOf(Hard1);
    rows[1] = ". 3 . . . . . . . .";
    QTest::newRow("grid row of 10 cells") << joined(rows) << 1 << 1 << 2 << 19 << "a grid row has more than 9 cells";
    rows = rowsOf(Hard1);
    rows[1] = ".3......";
    rows.append("123456789");
    QTest::newRow("grid of more than 81 cells") << joined(rows) << 1 << 1 << 10 << 2 << "puzzle has more than 81 cells";

    // The size-first coordinate list.
    const QString sizes = QStringLiteral("a size is 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25");
    QTest::newRow("list of size 7") << QByteArray("7\n2\n1 1 1\n1 2 2\n") << 1 << 1 << 1 << 1
                                    << "unsupported size 7: " + sizes;
    QTest::newRow("list of size 36, indented") << QByteArray("  36\n1\n1 1 1\n") << 1 << 1 << 1 << 3
                                               << "unsupported size 36: " + sizes;
    QTest::newRow("list without a count") << QByteArray("9\n") << 1 << 1 << 1 << 0
                                          << "expected the number of givens on the line after the size";
    QTest::newRow("list with a letter for the count") << QByteArray("9\nx\n") << 1 << 1 << 2 << 1
                                                      << "expected the number of givens 0-81, found 'x'";
    QTest::newRow("list with a count of 82") << QByteArray("9\n 82\n") << 1 << 1 << 2 << 2
                                             << "expected the number of givens 0-81, found '82'";
    QTest::newRow("list with text after the count") << QByteArray("9\n1 2\n1 1 1\n") << 1 << 1 << 2 << 3
                                                    << "expected end of line, found '2'";
    QTest::newRow("list with row 0") << QByteArray("9\n1\n0 1 1\n") << 1 << 1 << 3 << 1
                                     << "expected a row 1-9, found '0'";
    QTest::newRow("list with column 10") << QByteArray("9\n1\n1 10 1\n") << 1 << 1 << 3 << 3
                                         << "expected a column 1-9, found '10'";
    QTest::newRow("list with a letter for a value") << QByteArray("9\n1\n1 1 a\n") << 1 << 1 << 3 << 5
                                                    << "expected a value 1-9, found 'a'";
    QTest::newRow("list with a long token") << QByteArray("9\n1\n1 1 12345678901234567890\n") << 1 << 1 << 3 << 5
                                            << "expected a value 1-9, found '1234567890123456...'";
    QTest::newRow("list ended by an 81-character count") << "9\n" + Hard1 << 2 << 1 << 1 << 0
                                                         << "expected the number of givens on the line after the size";
    QTest::newRow("list without a value") << QByteArray("9\n1\n1 1\n") << 1 << 1 << 3 << 4
                                          << "expected a value 1-9, found end of line";
    QTest::newRow("list with a fourth field") << QByteArray("9\n1\n1 1 1 1\n") << 1 << 1 << 3 << 7
                                              << "expected end of line, found '1'";
    QTest::newRow("list giving a cell twice") << QByteArray("9\n3\n1 1 4\n2 2 2\n1 1 5\n") << 1 << 1 << 5 << 1
                                              << "r1c1 is already given on line 3";
    QTest::newRow("list shorter than its count") << QByteArray("9\n3\n1 1 1\n2 2 2\n") << 1 << 1 << 1 << 0
                                                 << "expected 3 givens, found 2";
    QTest::newRow("list ended by a blank line") << "9\n3\n1 1 1\n2 2 2\n\n" + Hard1 << 2 << 1 << 1 << 0
                                                << "expected 3 givens, found 2";
    QTest::newRow("list ended by an 81-character line") << "# list\n9\n3\n1 1 1\n" + Hard1 << 2 << 2 << 2 << 0
                                                        << "expected 3 givens, found 1";

    // Contradicting givens.
    QByteArray twoFives = withCell(withCell(Empty, 27, "5"), 72, "5");
    // The error stands at the later of the two cells read.
    QTest::newRow("line with a column contradiction") << twoFives << 1 << 1 << 1 << 73 << "r4c1 and r9c1 both hold 5";
    QTest::newRow("indented line with a column contradiction")
        << "\t  " + twoFives + " 9.1\n" << 1 << 1 << 1 << 76 << "r4c1 and r9c1 both hold 5";
    rows = rowsOf(Empty);
    rows[0] = "3........";
    rows[1] = ".3.......";
    QTest::newRow("grid with a box contradiction") << "# c\n" + joined(rows) << 1 << 2 << 3 << 2
                                                   << "r1c1 and r2c2 both hold 3";
    rows = rowsOf(Empty);
    rows[0] = "4 . . | . . . | . . 4";
    QTest::newRow("spaced grid with a row contradiction")
        << "+-------+-------+-------+\n" + joined(rows) << 1 << 1 << 2 << 21 << "r1c1 and r1c9 both hold 4";
    rows = rowsOf(Empty);
    rows[1] = ". . .|. 6 .|. . .";
    rows[8] = rows[1];
    QTest::newRow("grid with a column contradiction")
        << joined(rows) << 1 << 1 << 9 << 9 << "r2c5 and r9c5 both hold 6";
    QTest::newRow("list with a row contradiction") << QByteArray("9\n3\n2 9 7\n1 1 1\n2 5 7\n") << 1 << 1 << 5 << 1
                                                   << "r2c5 and r2c9 both hold 7";
    QTest::newRow("indented list, the cell first in reading order read last")
        << QByteArray("9\n2\n 9 9 1\n  1 9 1\n") << 1 << 1 << 4 << 3 << "r1c9 and r9c9 both hold 1";
    QTest::newRow("solved grid with one digit changed") << withCell(Solved, 80, "8") << 1 << 1 << 1 << 81
                                                        << "r2c9 and r9c9 both hold 8";
}

void TestFormat::reportsErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(int, records);
    QFETCH(int, recordLine);
    QFETCH(int, errorLine);
    QFETCH(int, errorColumn);
    QFETCH(QString, message);

    const std::vector<PuzzleRecord> read = readPuzzles(text(input));
    QCOMPARE(int(read.size()), records);
    const PuzzleRecord &record = read.front();
    QVERIFY(!record.ok());
    QCOMPARE(record.line, recordLine);
    QCOMPARE(QString::fromStdString(toEnglish(record.error.message)), message);
    QCOMPARE(record.error.line, errorLine);
    QCOMPARE(record.error.column, errorColumn);
    // Whatever follows the bad puzzle is read as it would be alone.
    for (std::size_t i = 1; i < read.size(); ++i)
        QVERIFY2(read[i].ok(), read[i].error.toString().c_str());
}

void TestFormat::errorToString_data()
{
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");

    QTest::newRow("line and column") << 3 << 12 << "line 3, column 12: expected a digit 1-9 or '.', found 'x'";
    QTest::newRow("line only") << 3 << 0 << "line 3: expected a digit 1-9 or '.', found 'x'";
    QTest::newRow("column only") << 0 << 12 << "column 12: expected a digit 1-9 or '.', found 'x'";
    QTest::newRow("neither") << 0 << 0 << "expected a digit 1-9 or '.', found 'x'";
}

void TestFormat::errorToString()
{
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, expected);

    const ParseError error{line, column,
                           phrase("expected %1, found %2",
                                  {arg::phrase(phrase("a digit %1-%2 or '.'", {arg::number(1), arg::number(9)})),
                                   arg::verbatim("'x'")})};
    QCOMPARE(QString::fromStdString(error.toString()), expected);
}

void TestFormat::findContradictionNamesBothCells_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<QString>("expected"); // empty: no contradiction

    QTest::newRow("hard1") << Hard1 << QString();
    QTest::newRow("solved") << Solved << QString();
    QTest::newRow("empty") << Empty << QString();
    QTest::newRow("row") << withCell(withCell(Empty, 3, "9"), 8, "9") << "r1c4 and r1c9 both hold 9";
    QTest::newRow("column") << withCell(withCell(Empty, 27, "5"), 72, "5") << "r4c1 and r9c1 both hold 5";
    QTest::newRow("box") << withCell(withCell(Empty, 40, "2"), 50, "2") << "r5c5 and r6c6 both hold 2";
    QTest::newRow("first of two") << withCell(withCell(Hard1, 1, "4"), 79, "1")
                                  << "r1c1 and r1c2 both hold 4";
}

void TestFormat::findContradictionNamesBothCells()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(QString, expected);

    const std::optional<ParseError> error = findContradiction(gridOf(puzzle));
    QCOMPARE(error.has_value(), !expected.isEmpty());
    if (error) {
        QCOMPARE(QString::fromStdString(toEnglish(error->message)), expected);
        QCOMPARE(error->line, 0);
        QCOMPARE(error->column, 0);
    }
}

void TestFormat::readPuzzleWantsExactlyOne_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected"); // summary() of the record

    QTest::newRow("one line") << "\n" + Hard1 + "\n\n" << ok(2, Hard1);
    QTest::newRow("one grid with trailing comments") << dataFile("hard1.ss") + "# end\n\n" << ok(1, Hard1);
    QTest::newRow("empty text") << QByteArray() << failed(0, "no puzzle found");
    QTest::newRow("only comments and blank lines") << QByteArray("# a\n\n#b\r\n  \n") << failed(0, "no puzzle found");
    QTest::newRow("two puzzles") << Hard1 + "\n# next\n" + Top95Second + "\n"
                                 << failed(3, "line 3: expected one puzzle, found a second one here");
    QTest::newRow("puzzle followed by prose") << dataFile("hard1_boxed.txt") + "Solved in 3 ms\n"
                                              << failed(14, "line 14, column 1: expected a digit 1-9 or '.', found 'S'");
    QTest::newRow("bad puzzle followed by a good one") << Hard1.left(80) + "\n" + Hard1
                                                       << failed(1, "line 1, column 81: puzzle has 80 cells, expected 81");
}

void TestFormat::readPuzzleWantsExactlyOne()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);

    QCOMPARE(summary(readPuzzle(text(input))), expected);
}

void TestFormat::readsStreams_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected"); // summary() of each record, in order

    const QByteArray seventeen =
        ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...";
    const QByteArray fourth =
        "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....";
    QTest::newRow("mixed formats with comments and bad puzzles") << dataFile("stream.txt") << QStringList{
        ok(4, Top95Second),
        ok(5, "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1...."),
        ok(7, Hard1),
        failed(22, "line 22, column 81: puzzle has 80 cells, expected 81"),
        ok(24, seventeen),
        ok(34, withCell(withCell(withCell(Empty, 0, "4"), 40, "8"), 80, "3")),
        ok(39, Hard1),
        failed(54, "line 59, column 11: expected a digit 1-9 or '.', found 'o'"),
        ok(66, fourth),
    };

    QList<QByteArray> rows = rowsOf(Hard1);
    rows[2] = "...7x....";
    QTest::newRow("resumes after a bad grid") << joined(rows) + Top95Second
                                              << QStringList{failed(1, "line 3, column 5: expected a digit 1-9 or '.', found 'x'"),
                                                             ok(10, Top95Second)};
    QTest::newRow("resumes after a bad list entry")
        << "9\n3\n1 1 1\nx 2 2\n3 3 3\n" + Top95Second
        << QStringList{failed(1, "line 4, column 1: expected a row 1-9, found 'x'"), ok(6, Top95Second)};
    QTest::newRow("resumes after a list of the wrong size")
        << "7\n2\n1 1 1\n7 7 7\n" + Top95Second
        << QStringList{failed(1, "line 1, column 1: unsupported size 7: a size is 4, 6, 8, 9, 10, 12, 14, 15, 16, "
                                 "18, 20, 21, 22, 24 or 25"),
                       ok(5, Top95Second)};
    QTest::newRow("resumes after a bad count") << "9\nmany\n1 1 1\n2 2 2\n" + Top95Second
                                               << QStringList{failed(1, "line 2, column 1: expected the number of "
                                                                        "givens 0-81, found 'many'"),
                                                              ok(5, Top95Second)};
    QTest::newRow("ss grids back to back") << dataFile("hard1.ss") + dataFile("hard1.ss")
                                           << QStringList{ok(1, Hard1), ok(14, Hard1)};
    QTest::newRow("boxed grids back to back")
        << dataFile("hard1_boxed.txt") + dataFile("hard1_boxed.txt")
        << QStringList{ok(1, Hard1), ok(14, Hard1)};
    QTest::newRow("bare grids back to back") << joined(rowsOf(Hard1)) + joined(rowsOf(Top95Second))
                                             << QStringList{ok(1, Hard1), ok(10, Top95Second)};
    QTest::newRow("lists back to back") << QByteArray("9\n1\n1 1 1\n9\n1\n9 9 9\n")
                                        << QStringList{ok(1, withCell(Empty, 0, "1")), ok(4, withCell(Empty, 80, "9"))};
    QTest::newRow("CRLF lines and a BOM")
        << "\xEF\xBB\xBF# c\r\n" + Hard1 + "\r\n\r\n" + joined(rowsOf(Top95Second)).replace("\n", "\r\n")
        << QStringList{ok(2, Hard1), ok(4, Top95Second)};
    QTest::newRow("two bad lines in a row")
        << Hard1.left(79) + "\n" + Hard1 + "?x\n" + Hard1
        << QStringList{failed(1, "line 1, column 80: puzzle has 79 cells, expected 81"),
                       failed(2, "line 2, column 82: puzzle has 83 cells, expected 81"), ok(3, Hard1)};
    QTest::newRow("nothing but comments") << QByteArray("# a\n#b\n\n") << QStringList{};
    QTest::newRow("nothing") << QByteArray() << QStringList{};

    // Lines of 1 MiB at most; a longer one is an error of its own, then reading goes on.
    constexpr int MiB = 1 << 20;
    const QString tooLong = QStringLiteral("line 1: longer than 1 MiB");
    QTest::newRow("a line of exactly 1 MiB")
        << QByteArray(MiB, '5') + '\n' + Hard1
        << QStringList{failed(1, QStringLiteral("line 1, column 626: puzzle has %1 cells, expected 625 (25×25) or 81 "
                                                "(9×9)").arg(MiB)),
                       ok(2, Hard1)};
    QTest::newRow("a line one byte over")
        << QByteArray(MiB + 1, '5') + '\n' + Hard1 << QStringList{failed(1, tooLong), ok(2, Hard1)};
    QTest::newRow("a line of 3 MiB") << QByteArray(3 * MiB, 'x') + '\n' + Hard1 << QStringList{failed(1, tooLong), ok(2, Hard1)};
    QTest::newRow("a line over, ending the input") << QByteArray(MiB + 5000, ' ') << QStringList{failed(1, tooLong)};
    QTest::newRow("a line over inside a grid")
        << rowsOf(Hard1)[0] + '\n' + QByteArray(2 * MiB, '\0') + '\n' + Hard1
        << QStringList{failed(1, "line 1: puzzle has 9 cells, expected 81"),
                       failed(2, "line 2: longer than 1 MiB"), ok(3, Hard1)};
    QTest::newRow("a line over inside a list")
        << "9\n2\n1 1 1\n" + QByteArray(MiB + 1, '1') + '\n' + Hard1
        << QStringList{failed(1, "line 1: expected 2 givens, found 1"),
                       failed(4, "line 4: longer than 1 MiB"), ok(5, Hard1)};
}

void TestFormat::readsStreams()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);

    const std::vector<PuzzleRecord> records = readPuzzles(text(input));
    QCOMPARE(summaries(records), expected);
    // Each record's place: the byte where its first line starts, from which it reads again
    // the same.
    std::vector<std::int64_t> lineStarts = {0};
    for (qsizetype at = input.indexOf('\n'); at >= 0; at = input.indexOf('\n', at + 1))
        lineStarts.push_back(at + 1);
    for (const PuzzleRecord &record : records) {
        QCOMPARE(record.offset, lineStarts[static_cast<std::size_t>(record.line - 1)]);
        const PuzzleRecord again = readPuzzleAt(text(input).substr(static_cast<std::size_t>(record.offset)),
                                                record.line, record.offset);
        QCOMPARE(summary(again), summary(record));
        QCOMPARE(again.offset, record.offset);
    }
}

void TestFormat::thousandPuzzlesWithOneBad()
{
    // Every tenth puzzle has a comment line above it, so line numbers drift from indexes.
    constexpr int Puzzles = 1000;
    constexpr int Bad = 517;
    std::string input;
    std::vector<int> lines;
    int line = 0;
    for (int i = 0; i < Puzzles; ++i) {
        if (i % 10 == 0) {
            input += "# group " + std::to_string(i / 10) + "\n";
            ++line;
        }
        // Each puzzle differs: hard1 with cell i % 81 cleared.
        QByteArray puzzle = withCell(Hard1, i % CellCount, ".");
        if (i == Bad)
            puzzle.chop(1);
        input += puzzle.toStdString() + " " + std::to_string(i) + "\n";
        lines.push_back(++line);
    }

    const std::vector<PuzzleRecord> records = readPuzzles(input);
    QCOMPARE(int(records.size()), Puzzles);
    int good = 0;
    for (int i = 0; i < Puzzles; ++i) {
        const PuzzleRecord &record = records[static_cast<std::size_t>(i)];
        QCOMPARE(record.line, lines[static_cast<std::size_t>(i)]);
        if (i == Bad) {
            QVERIFY(!record.ok());
            QCOMPARE(QString::fromStdString(record.error.toString()),
                     QStringLiteral("line %1, column 81: puzzle has 80 cells, expected 81").arg(record.line));
            continue;
        }
        QVERIFY2(record.ok(), record.error.toString().c_str());
        QCOMPARE(QByteArray::fromStdString(toLine(*record.grid)), withCell(Hard1, i % CellCount, "."));
        ++good;
    }
    QCOMPARE(good, Puzzles - 1);
}

void TestFormat::readerStopsAtEndOfStream()
{
    std::istringstream input("# two puzzles\n" + text(Hard1) + "\n\n" + text(dataFile("hard1.sdk")));
    PuzzleReader reader(input);

    std::optional<PuzzleRecord> first = reader.next();
    QVERIFY(first && first->ok());
    QCOMPARE(first->line, 2);
    std::optional<PuzzleRecord> second = reader.next();
    QVERIFY(second && second->ok());
    QCOMPARE(second->line, 9);
    QCOMPARE(*second->grid, *first->grid);
    QVERIFY(!reader.next());
    QVERIFY(!reader.next());
}

// A reader started past line 2³¹ − 1, as one reading a file of a few GB comes to: its records
// and errors keep their 64-bit line numbers (an int wrapped to -2147483648), in every message.
void TestFormat::linesPast32Bits_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected"); // summary() of each record, the first line 2³¹

    QTest::newRow("a line, then one a cell short")
        << "# comment\n" + Hard1 + '\n' + Hard1.left(80) + '\n'
        << QStringList{ok(2147483649, Hard1),
                       failed(2147483650, "line 2147483650, column 81: puzzle has 80 cells, expected 81")};
    QTest::newRow("a grid ending early") << joined(rowsOf(Hard1).mid(0, 8)) + '\n' + Hard1
                                         << QStringList{failed(2147483648, "line 2147483648: puzzle has 72 cells, expected 81"),
                                                        ok(2147483657, Hard1)};
    QTest::newRow("a list naming a cell twice")
        << QByteArray("9\n2\n1 1 5\n1 1 6\n")
        << QStringList{failed(2147483648, "line 2147483651, column 1: r1c1 is already given on line 2147483650")};
    QTest::newRow("a contradiction") << withCell(Hard1, 1, "4")
                                     << QStringList{failed(2147483648, "line 2147483648, column 2: r1c1 and r1c2 both hold 4")};
}

void TestFormat::linesPast32Bits()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);

    constexpr LineNumber First = LineNumber{1} << 31;
    std::istringstream stream(text(input));
    PuzzleReader reader(stream, First, 0);
    std::vector<PuzzleRecord> records;
    while (std::optional<PuzzleRecord> record = reader.next())
        records.push_back(std::move(*record));
    QCOMPARE(summaries(records), expected);
}

// A record read again at its place past line 2³² keeps its line, and so does the error of a
// place that holds no puzzle.
void TestFormat::readPuzzleAtPast32Bits()
{
    constexpr LineNumber Line = (LineNumber{1} << 32) + 7;
    const PuzzleRecord record = readPuzzleAt(text(Hard1), Line, 123456789012);
    QCOMPARE(summary(record), ok(Line, Hard1));
    QCOMPARE(record.offset, std::int64_t{123456789012});
    const PuzzleRecord none = readPuzzleAt("# nothing\n", Line, 0);
    QCOMPARE(summary(none), failed(Line, "line 4294967303: no puzzle found"));
}

void TestFormat::roundTrips_data()
{
    QTest::addColumn<QByteArray>("puzzle");

    QTest::newRow("hard1") << Hard1;
    QTest::newRow("top95 second") << Top95Second;
    QTest::newRow("solved") << Solved;
    QTest::newRow("empty") << Empty;
    QTest::newRow("one given") << withCell(Empty, 44, "6");
}

void TestFormat::roundTrips()
{
    QFETCH(QByteArray, puzzle);
    const Grid grid = gridOf(puzzle);

    const std::string line = toLine(grid);
    QCOMPARE(QByteArray::fromStdString(line), puzzle);
    const PuzzleRecord fromLine = readPuzzle(line);
    QVERIFY2(fromLine.ok(), fromLine.error.toString().c_str());
    QCOMPARE(*fromLine.grid, grid);

    const std::string boxed = toBoxedGrid(grid);
    QCOMPARE(int(std::count(boxed.begin(), boxed.end(), '\n')), 13);
    const PuzzleRecord fromBoxed = readPuzzle(boxed);
    QVERIFY2(fromBoxed.ok(), fromBoxed.error.toString().c_str());
    QCOMPARE(fromBoxed.line, 1);
    QCOMPARE(*fromBoxed.grid, grid);

    // Player digits are written like givens, and read back as givens.
    Grid played;
    for (int cell = 0; cell < CellCount; ++cell)
        played.setDigit(cell, grid.digit(cell));
    QCOMPARE(QString::fromStdString(toLine(played)), QString::fromStdString(line));
    QCOMPARE(QString::fromStdString(toBoxedGrid(played)), QString::fromStdString(boxed));
}

void TestFormat::boxedGridLayout()
{
    QCOMPARE(QByteArray::fromStdString(toBoxedGrid(gridOf(Hard1))), dataFile("hard1_boxed.txt"));
}

void TestFormat::candidateGridGolden()
{
    const Grid grid = gridOf(Hard1);
    const std::string written = toCandidateGrid(grid);
    QCOMPARE(QByteArray::fromStdString(written), dataFile("hard1_candidates.txt"));

    // What the golden file says: 13 lines of one width; each cell's entry its digit or
    // its candidates, in reading order.
    bool aligned = false;
    const QList<QByteArray> entries = candidateEntries(written, aligned);
    QVERIFY(aligned);
    QCOMPARE(entries.size(), CellCount);
    for (int cell = 0; cell < CellCount; ++cell) {
        QByteArray expected;
        for (const int digit : grid.candidates(cell))
            expected += char('0' + digit);
        if (!grid.isEmpty(cell))
            expected = QByteArray::number(grid.digit(cell));
        QCOMPARE(entries[cell], expected);
    }
}

void TestFormat::candidateGridShowsDeadEnds()
{
    // r1c1 sees 1-8 in its row and 9 in its column: no candidate left.
    Grid grid = gridOf(withCell(Empty, cellAt(8, 0), "9"));
    for (int column = 1; column < 9; ++column)
        grid.setGiven(cellAt(0, column), column);
    bool aligned = false;
    const QList<QByteArray> entries = candidateEntries(toCandidateGrid(grid), aligned);
    QVERIFY(aligned);
    QCOMPARE(entries.size(), CellCount);
    QCOMPARE(entries.mid(0, 9), QByteArrayList({"-", "1", "2", "3", "4", "5", "6", "7", "8"}));
    QCOMPARE(entries[cellAt(1, 0)], QByteArray("345678")); // 1 and 2 are in its box

    // A full grid is the boxed grid spaced out.
    QCOMPARE(QString::fromStdString(toCandidateGrid(gridOf(Solved)).substr(0, 52)),
             QStringLiteral("+-------+-------+-------+\n| 5 3 4 | 6 7 8 | 9 1 2 |\n"));
}

void TestFormat::readsEverySize_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("size");     // ReadOptions::size, 0 for none
    QTest::addColumn<QString>("box");  // ReadOptions::box, empty for none
    QTest::addColumn<bool>("zeroBased");
    QTest::addColumn<QByteArray>("expected"); // the puzzle's line, letters above 9
    QTest::addColumn<QString>("shape");       // the box it was read with

    const QByteArray one = "1" + QByteArray(15, '.');
    QTest::newRow("4x4 line") << Four + "\n" << 0 << "" << false << Four << "2x2";
    QTest::newRow("4x4 line with a rating") << Four + " 1.2\n" << 0 << "" << false << Four << "2x2";
    QTest::newRow("4x4 golden-file line") << Four + ":1:1234341221434321\n" << 0 << "" << false << Four << "2x2";
    QTest::newRow("6x6 line: the wider box") << Six << 0 << "" << false << Six << "2x3";
    QTest::newRow("6x6 line with box 3x2") << Six << 0 << "3x2" << false << Six << "3x2";
    QTest::newRow("box of another size ignored") << Six << 0 << "4x4" << false << Six << "2x3";
    QTest::newRow("12x12 line") << Twelve << 0 << "" << false << Twelve << "3x4";
    QTest::newRow("16x16 line") << Sixteen << 0 << "" << false << Sixteen << "4x4";
    QTest::newRow("16x16 line, lower case") << Sixteen.toLower() << 0 << "" << false << Sixteen << "4x4";
    QTest::newRow("16x16 line, zero-based") << zeroBased(Sixteen) << 0 << "" << true << Sixteen << "4x4";
    QTest::newRow("25x25 line") << twentyFive() << 0 << "" << false << twentyFive() << "5x5";
    QTest::newRow("4x4 block grid") << QByteArray("..|..\n4.|..\n--+--\n..|.3\n1.|.2\n") << 0 << "" << false << Four
                                    << "2x2";
    QTest::newRow("4x4 boxed grid whose boxes read as numbers")
        << QByteArray("+--+--+\n|12|34|\n|34|12|\n+--+--+\n|21|43|\n|43|21|\n+--+--+\n") << 0 << "" << false
        << QByteArray("1234341221434321") << "2x2";
    QTest::newRow("6x6 boxed grid")
        << QByteArray("+---+---+\n|.6.|...|\n|.4.|..3|\n+---+---+\n|5..|.2.|\n|4..|..1|\n+---+---+\n|...|...|\n|.1.|6.|\n")
               .replace("|6.|", "|6..|")
               .replace(".1.|6..|", "..1|.6.|")
        << 0 << "" << false << Six << "2x3";
    QTest::newRow("16x16 grid of numbers") << spacedRows(Sixteen, 16, 4) << 0 << "" << false << Sixteen << "4x4";
    QTest::newRow("16x16 grid of letters with bars")
        << barredRows(Sixteen, 16, 4) << 0 << "" << false << Sixteen << "4x4";
    QTest::newRow("16x16 bare rows, the size named") << joined(rowsOf(Sixteen, 16)) << 16 << "" << false << Sixteen
                                                     << "4x4";
    QTest::newRow("25x25 grid of numbers") << spacedRows(twentyFive(), 25, 5) << 0 << "" << false << twentyFive()
                                           << "5x5";
    QTest::newRow("coordinate list of size 16")
        << QByteArray("16\n2\n1 1 1\n16 16 16\n") << 0 << "" << false << one + QByteArray(239, '.') + "G" << "4x4";
    QTest::newRow("coordinate list of size 4") << QByteArray("4\n1\n1 1 1\n") << 0 << "" << false << one << "2x2";
    QTest::newRow("coordinate list of size 6, box 3x2")
        << QByteArray("6\n1\n6 6 6\n") << 0 << "3x2" << false << QByteArray(35, '.') + "6" << "3x2";
}

void TestFormat::readsEverySize()
{
    QFETCH(QByteArray, input);
    QFETCH(int, size);
    QFETCH(QString, box);
    QFETCH(bool, zeroBased);
    QFETCH(QByteArray, expected);
    QFETCH(QString, shape);

    ReadOptions options;
    options.size = size;
    if (!box.isEmpty())
        options.box = Shape::fromBoxName(box.toStdString());
    options.symbols = zeroBased ? Symbols::ZeroBased : Symbols::Letters;
    const PuzzleRecord record = readPuzzle(text(input), options);
    QVERIFY2(record.ok(), record.error.toString().c_str());
    QCOMPARE(QString::fromStdString(boxName(record.grid->shape())), shape);
    QCOMPARE(QByteArray::fromStdString(toLine(*record.grid)), expected);
    QCOMPARE(*record.grid, gridOf(expected, record.grid->shape()));
}

void TestFormat::reportsErrorsOfEverySize_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("zeroBased");
    QTest::addColumn<QString>("error");

    QTest::newRow("16x16 line with H") << withCell(Sixteen, 40, "H") << 0 << false
                                       << "line 1, column 41: value 17 is out of range for 16×16";
    QTest::newRow("16x16 line with h") << withCell(Sixteen, 40, "h") << 0 << false
                                       << "line 1, column 41: value 17 is out of range for 16×16";
    QTest::newRow("16x16 line with a bang") << withCell(Sixteen, 3, "!") << 0 << false
                                            << "line 1, column 4: expected a digit 1-9, a letter A-G or '.', found '!'";
    QTest::newRow("zero-based 16x16 line with G") << withCell(zeroBased(Sixteen), 0, "G") << 0 << true
                                                  << "line 1, column 1: value 17 is out of range for 16×16";
    QTest::newRow("zero-based 16x16 line with a bang")
        << withCell(zeroBased(Sixteen), 1, "!") << 0 << true
        << "line 1, column 2: expected a digit 0-9, a letter A-F or '.', found '!'";
    QTest::newRow("4x4 line with 5") << withCell(Four, 0, "5") << 0 << false
                                     << "line 1, column 1: value 5 is out of range for 4×4";
    QTest::newRow("4x4 line with a letter") << withCell(Four, 2, "A") << 0 << false
                                            << "line 1, column 3: expected a digit 1-4 or '.', found 'A'";
    QTest::newRow("6x6 line with 7") << withCell(Six, 35, "7") << 0 << false
                                     << "line 1, column 36: value 7 is out of range for 6×6";
    QTest::newRow("16x16 line one short") << Sixteen.left(255) << 16 << false
                                          << "line 1, column 256: puzzle has 255 cells, expected 256";
    QTest::newRow("81 cells when 16 is named") << Hard1 << 16 << false
                                               << "line 1, column 82: puzzle has 81 cells, expected 256";
    // The count first, not the first digit above 4 ("value 8 is out of range for 4×4").
    QTest::newRow("81 cells when 4 is named") << Hard1 << 4 << false
                                              << "line 1, column 17: puzzle has 81 cells, expected 16";
    QTest::newRow("16x16 contradiction") << withCell(Sixteen, 15, "D") << 0 << false
                                         << "line 1, column 16: r1c1 and r1c16 both hold D";
    QTest::newRow("16x16 grid with a 17") << spacedRows(Sixteen, 16, 4).replace("13 9 2", "13 9 17") << 0 << false
                                          << "line 1, column 6: value 17 is out of range for 16×16";
    QTest::newRow("16x16 grid row of 17 cells") << spacedRows(Sixteen, 16, 4).replace("9 13 . 2", "9 13 . . 2") << 0 << false
                                                << "line 2, column 43: a grid row has more than 16 cells";
    QTest::newRow("16x16 grid ending early")
        << joined(spacedRows(Sixteen, 16, 4).split('\n').mid(0, 15)) << 0 << false
        << "line 1: puzzle has 240 cells, expected 256";
    QTest::newRow("list of size 16 with value 17") << QByteArray("16\n1\n1 1 17\n") << 0 << false
                                                   << "line 3, column 5: expected a value 1-16, found '17'";
    QTest::newRow("list of size 16 with row 17") << QByteArray("16\n1\n17 1 1\n") << 0 << false
                                                 << "line 3, column 1: expected a row 1-16, found '17'";
    QTest::newRow("list of size 4 with 17 givens") << QByteArray("4\n17\n") << 0 << false
                                                   << "line 2, column 1: expected the number of givens 0-16, found '17'";
    QTest::newRow("list of size 16 when 9 is named") << QByteArray("16\n0\n") << 9 << false
                                                     << "line 1, column 1: a puzzle of size 16, expected 9";
}

void TestFormat::reportsErrorsOfEverySize()
{
    QFETCH(QByteArray, input);
    QFETCH(int, size);
    QFETCH(bool, zeroBased);
    QFETCH(QString, error);
    ReadOptions options;
    options.size = size;
    options.symbols = zeroBased ? Symbols::ZeroBased : Symbols::Letters;
    const PuzzleRecord record = readPuzzle(text(input), options);
    QVERIFY(!record.ok());
    QCOMPARE(QString::fromStdString(record.error.toString()), error);
}

void TestFormat::roundTripsEverySize_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<QString>("box");
    QTest::newRow("4x4") << Four << "2x2";
    QTest::newRow("6x6 2x3") << Six << "2x3";
    QTest::newRow("6x6 3x2") << Six << "3x2";
    QTest::newRow("12x12") << Twelve << "3x4";
    QTest::newRow("16x16") << Sixteen << "4x4";
    QTest::newRow("25x25") << twentyFive() << "5x5";
    // Every other size, its default box: each is told from its line's length as format.h
    // says (10×10 and 20×20 read as 9×9 with "puzzle has 100 cells, expected 81").
    for (const int size : {8, 10, 14, 15, 18, 20, 21, 22, 24}) {
        const Shape shape = *Shape::forSize(size);
        QTest::addRow("%dx%d", size, size) << patternLine(shape) << QString::fromStdString(boxName(shape));
    }
}

void TestFormat::roundTripsEverySize()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(QString, box);
    const Shape shape = *Shape::fromBoxName(box.toStdString());
    const Grid grid = gridOf(puzzle, shape);
    // Its size's default box: the line reads back with nothing named, as sudoku-cli reads
    // what `generate --size N` writes.
    if (shape == *Shape::forSize(shape.size())) {
        const PuzzleRecord told = readPuzzle(toLine(grid));
        QVERIFY2(told.ok(), told.error.toString().c_str());
        QCOMPARE(*told.grid, grid);
    }
    ReadOptions options;
    options.box = shape;
    for (const Symbols symbols : {Symbols::Letters, Symbols::ZeroBased}) {
        options.symbols = symbols;
        const std::string line = toLine(grid, symbols);
        QCOMPARE(QByteArray::fromStdString(line), symbols == Symbols::Letters ? puzzle : zeroBased(puzzle));
        const PuzzleRecord fromLine = readPuzzle(line, options);
        QVERIFY2(fromLine.ok(), fromLine.error.toString().c_str());
        QCOMPARE(*fromLine.grid, grid);
        const std::string boxed = toBoxedGrid(grid, symbols);
        QCOMPARE(int(std::count(boxed.begin(), boxed.end(), '\n')), shape.size() + shape.size() / shape.boxRows + 1);
        const PuzzleRecord fromBoxed = readPuzzle(boxed, options);
        QVERIFY2(fromBoxed.ok(), fromBoxed.error.toString().c_str());
        QCOMPARE(*fromBoxed.grid, grid);
    }
}

void TestFormat::boxedGridOfOtherShapes()
{
    QCOMPARE(QString::fromStdString(toBoxedGrid(gridOf(Six, {2, 3}))),
             QStringLiteral("+---+---+\n|.6.|...|\n|.4.|..3|\n+---+---+\n|5..|.2.|\n|4..|..1|\n"
                            "+---+---+\n|...|...|\n|..1|.6.|\n+---+---+\n"));
    QCOMPARE(QString::fromStdString(toBoxedGrid(gridOf(Six, {3, 2}))),
             QStringLiteral("+--+--+--+\n|.6|..|..|\n|.4|..|.3|\n|5.|..|2.|\n+--+--+--+\n|4.|..|.1|\n"
                            "|..|..|..|\n|..|1.|6.|\n+--+--+--+\n"));
    QCOMPARE(QString::fromStdString(toCandidateGrid(gridOf(Four, {2, 2}))),
             QStringLiteral("+--------+---------+\n| 23 123 | 1234 14 |\n| 4  123 | 123  1  |\n"
                            "+--------+---------+\n| 2  24  | 14   3  |\n| 1  34  | 4    2  |\n"
                            "+--------+---------+\n"));
}

void TestFormat::symbolNames()
{
    QCOMPARE(symbolsFromName("1-9A-P"), std::optional(Symbols::Letters));
    QCOMPARE(symbolsFromName("0-F"), std::optional(Symbols::ZeroBased));
    QCOMPARE(symbolsFromName("0-9"), std::nullopt);
    QCOMPARE(digitSymbol(10), 'A');
    QCOMPARE(digitSymbol(25), 'P');
    QCOMPARE(digitSymbol(1, Symbols::ZeroBased), '0');
    QCOMPARE(digitSymbol(16, Symbols::ZeroBased), 'F');
}

QTEST_APPLESS_MAIN(TestFormat)
#include "tst_format.moc"
