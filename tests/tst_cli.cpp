// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built sudoku-cli on the small files of data/cli and checks its standard output,
// standard error and exit status exactly. Every solution it prints is also checked to be a
// full grid keeping the givens of the puzzle it answers; every move `solve --steps` prints,
// to be the rating's; every puzzle `generate` prints, to have one solution, the level asked
// for (rated again here) and the symmetry asked for.

#include "format.h"
#include "generator.h"
#include "rating.h"
#include "solver.h"
#include "technique.h"

// The percentiles of rate --stats: a header-only value of sudoku-cli's, tested here alone.
#include "../app/cli/histogram.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <QRegularExpression>
#include <QtTest>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace {

const QString DataDir = QStringLiteral(SUDOKU_TEST_DATA "/cli");
constexpr int Unique = 0;  // exit status: every puzzle had exactly one solution
constexpr int Problem = 1; // a puzzle unreadable, unsolvable or ambiguous
constexpr int Usage = 2;   // a usage or I/O error

// The solutions of unique.txt and of bench.txt's three puzzles (top95's first three).
const QByteArray UniqueSolution =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293\n";
const QByteArray MissingFile = "sudoku-cli: cannot open 'missing.txt': No such file or directory\n";
const QByteArray BenchSolutions =
    UniqueSolution
    + "527316489896542731314987562172453896689271354453698217941825673765134928238769145\n"
      "617459823248736915539128467982564371374291586156873294823647159791385642465912738\n";

struct CliRun {
    QByteArray out;
    QByteArray err;
    int exitCode = -1;
};

// Runs sudoku-cli in DataDir (or `directory`), so that file names in its messages are as
// short as given.
CliRun runCli(const QStringList &args, const QByteArray &input = {}, const QString &directory = DataDir)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.start(QStringLiteral(SUDOKU_CLI_PATH), args);
    CliRun run;
    if (!process.waitForStarted()) {
        run.err = "could not start " SUDOKU_CLI_PATH;
        return run;
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit) {
        run.err = "sudoku-cli timed out or crashed";
        return run;
    }
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    run.exitCode = process.exitCode();
    return run;
}

QByteArray readData(const QString &name)
{
    QFile file(DataDir + '/' + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read test data %s", qPrintable(file.fileName()));
    return file.readAll();
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

sudoku::Grid readGrid(const QByteArray &text)
{
    const sudoku::PuzzleRecord record = sudoku::readPuzzle(view(text));
    if (!record.ok())
        qFatal("test data does not hold one puzzle: %s", record.error.toString().c_str());
    return *record.grid;
}

QByteArray solutionLine(const QString &puzzleFile)
{
    const sudoku::SolveResult result = sudoku::solve(readGrid(readData(puzzleFile)), 2);
    return QByteArray::fromStdString(sudoku::toLine(result.solution)) + '\n';
}

// How sudoku-cli reads and writes puzzles for `args`: their --box and --symbols.
sudoku::ReadOptions readOptionsOf(const QStringList &args)
{
    sudoku::ReadOptions options;
    const qsizetype box = args.indexOf("--box");
    if (box >= 0 && box + 1 < args.size())
        options.box = sudoku::Shape::fromBoxName(args[box + 1].toStdString());
    const qsizetype symbols = args.indexOf("--symbols");
    if (symbols >= 0 && symbols + 1 < args.size())
        options.symbols = *sudoku::symbolsFromName(args[symbols + 1].toStdString());
    const qsizetype variant = args.indexOf("--variant");
    if (variant >= 0 && variant + 1 < args.size())
        options.variant = sudoku::variantFromName(args[variant + 1].toStdString());
    return options;
}

// The puzzles sudoku-cli reads for `args`: the files named, else standard input.
std::vector<sudoku::PuzzleRecord> puzzlesRead(const QStringList &args, const QByteArray &input)
{
    QStringList files;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == "--box" || args[i] == "--symbols" || args[i] == "--variant")
            ++i; // and its value
        else if (!args[i].startsWith("--"))
            files << args[i];
    }
    if (files.isEmpty())
        files << "-";
    std::vector<sudoku::PuzzleRecord> puzzles;
    for (const QString &file : files) {
        if (file != "-" && !QFile::exists(DataDir + '/' + file))
            continue; // reported as missing; it holds no puzzle
        const QByteArray text = file == "-" ? input : readData(file);
        for (sudoku::PuzzleRecord &record : sudoku::readPuzzles(view(text), readOptionsOf(args)))
            puzzles.push_back(std::move(record));
    }
    return puzzles;
}

// Checks that `out` holds one result per puzzle and that every solution in it is a full
// grid keeping the puzzle's givens. Results of several lines are separated by a blank line;
// the solution is the last line of a result, or its last 13 with --pretty.
void checkSolutions(const QStringList &args, const QByteArray &input, const QByteArray &out)
{
    const bool pretty = args.contains("--pretty");
    const bool multiLine = pretty || args.contains("--candidates") || args.contains("--steps");
    const std::vector<sudoku::PuzzleRecord> puzzles = puzzlesRead(args, input);
    QVERIFY(out.endsWith('\n'));
    const QByteArray trimmed = out.chopped(1);
    QList<QByteArray> results;
    if (multiLine) {
        for (const QString &block : QString::fromUtf8(trimmed).split("\n\n"))
            results << block.toUtf8();
    } else {
        results = trimmed.split('\n');
    }
    QCOMPARE(static_cast<std::size_t>(results.size()), puzzles.size());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const QList<QByteArray> lines = results[static_cast<qsizetype>(i)].split('\n');
        if (!puzzles[i].ok()) {
            QCOMPARE(lines.last(), QByteArray("invalid"));
            continue;
        }
        if (lines.last() == "no solution" || lines.last() == "unsupported")
            continue; // no solution to check
        const sudoku::Shape shape = puzzles[i].grid->shape();
        // A boxed grid has a line a row, and a border above each band of boxes and below.
        const qsizetype solutionLines = pretty ? shape.size() + shape.size() / shape.boxRows + 1 : 1;
        QVERIFY(lines.size() >= solutionLines);
        const QByteArray solutionText = lines.mid(lines.size() - solutionLines).join('\n');
        const sudoku::PuzzleRecord solution = sudoku::readPuzzle(view(solutionText), readOptionsOf(args));
        QVERIFY2(solution.ok(), solutionText.constData());
        QVERIFY2(solution.grid->isFull(), solutionText.constData());
        QVERIFY2(solution.grid->isSolutionOf(*puzzles[i].grid), solutionText.constData());
    }
}

// The columns of a row that runs sudoku-cli; `out` says what standard output must be.
template <typename Out>
void addRunColumns(const char *out)
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input"); // standard input
    QTest::addColumn<Out>(out);
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<int>("exitCode");
}

// Runs sudoku-cli as the current row says and checks its standard error and exit status.
void runRow(CliRun &run)
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, err);
    QFETCH(int, exitCode);
    run = runCli(args, input);
    QCOMPARE(run.err, err);
    QCOMPARE(run.exitCode, exitCode);
}

// The counts line of `trace`, its time matched as any: "logic: 4 events, ... 0.0 ms".
QString countsLine(const QString &algorithm, const QString &counts, const QString &end = {})
{
    return algorithm + ": " + counts + R"(, \d+\.\d ms)" + QRegularExpression::escape(end) + "\n";
}

// Any counts: each a number and its noun, singular for 1.
QString anyCounts(const QString &algorithm, const QString &end = {})
{
    return countsLine(algorithm,
                      R"(\d+ events?, \d+ placements?, \d+ guess(es)?, \d+ backtracks?)", end);
}

QString literal(const QByteArray &text)
{
    return QRegularExpression::escape(QString::fromUtf8(text));
}

// runRow(), then matches standard output against the row's `outPattern` as a whole.
void runPatternRow(CliRun &run, QRegularExpressionMatch &match)
{
    QFETCH(QString, outPattern);
    runRow(run);
    if (QTest::currentTestFailed())
        return;
    const QRegularExpression format('^' + outPattern + '$');
    match = format.match(QString::fromUtf8(run.out));
    QVERIFY2(match.hasMatch(), run.out.constData());
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void exactOutput_data();
    void exactOutput();
    void usageErrors_data();
    void usageErrors();
    void help_data();
    void help();
    void version();
    void techniquesListTheTable();
    void stats();
    void outputErrors_data();
    void outputErrors();
    void stopsWhenItsReaderGoes_data();
    void stopsWhenItsReaderGoes();
    void stopsAtOnceWhenItsReaderLeaves_data();
    void stopsAtOnceWhenItsReaderLeaves();
    void fileNamesAreEscaped_data();
    void fileNamesAreEscaped();
    void bench_data();
    void bench();
    void trace_data();
    void trace();
    void steps_data();
    void steps();
    void generate_data();
    void generate();
    void generateSeedFromClock();
    void generateSeedsFollowOn();
    void generateStats();
    void rateStats();
    void rateStatsThreads_data();
    void rateStatsThreads();
    void rateWhenThreadsCannotStart_data();
    void rateWhenThreadsCannotStart();
    void statsPercentilesInFixedMemory_data();
    void statsPercentilesInFixedMemory();
    void generateOtherSizes_data();
    void generateOtherSizes();
    void generateLevelThatDoesNotTurnUp();
};

void TestCli::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(SUDOKU_CLI_PATH)), SUDOKU_CLI_PATH);
    QVERIFY2(QDir(DataDir).exists(), qPrintable(DataDir));
}

void TestCli::exactOutput_data()
{
    addRunColumns<QByteArray>("out");

    const QByteArray &uniqueSolution = UniqueSolution;
    const QByteArray unique = readData("unique.txt");
    const QByteArray noSolution = readData("no_solution.txt");

    QTest::newRow("solve file") << QStringList{"solve", "unique.txt"} << QByteArray()
                                << uniqueSolution << QByteArray() << Unique;
    QTest::newRow("solve stdin") << QStringList{"solve"} << unique << uniqueSolution
                                 << QByteArray() << Unique;
    QTest::newRow("solve dash") << QStringList{"solve", "-"} << unique << uniqueSolution
                                << QByteArray() << Unique;
    QTest::newRow("solve pretty") << QStringList{"solve", "--pretty", "unique.txt"} << QByteArray()
                                  << readData("unique.pretty.out") << QByteArray() << Unique;
    QTest::newRow("solve pretty, two results")
        << QStringList{"solve", "--pretty", "unique.txt", "no_solution.txt"} << QByteArray()
        << readData("unique.pretty.out") + "\nno solution\n"
        << QByteArray("no_solution.txt:1: no solution\n") << Problem;
    QTest::newRow("solve candidates") << QStringList{"solve", "--candidates", "unique.txt"}
                                      << QByteArray() << readData("unique.candidates.out")
                                      << QByteArray() << Unique;
    QTest::newRow("solve candidates, cell without candidate")
        << QStringList{"solve", "--candidates", "-"} << noSolution
        << readData("no_solution.candidates.out") << QByteArray("-:1: no solution\n") << Problem;
    QTest::newRow("solve no solution") << QStringList{"solve", "no_solution.txt"} << QByteArray()
                                       << QByteArray("no solution\n")
                                       << QByteArray("no_solution.txt:1: no solution\n") << Problem;
    QTest::newRow("solve contradictory givens")
        << QStringList{"solve", "contradiction.txt"} << QByteArray() << QByteArray("invalid\n")
        << QByteArray("contradiction.txt:1:79: r1c7 and r9c7 both hold 8\n") << Problem;
    QTest::newRow("solve multiple solutions")
        << QStringList{"solve", "multiple.txt"} << QByteArray() << solutionLine("multiple.txt")
        << QByteArray("multiple.txt:1: multiple solutions\n") << Problem;
    QTest::newRow("solve bad character")
        << QStringList{"solve", "bad_char.txt"} << QByteArray() << QByteArray("invalid\n")
        << QByteArray("bad_char.txt:2:10: expected a digit 1-9 or '.', found 'a'\n") << Problem;
    QTest::newRow("solve mixed file in order")
        << QStringList{"solve", "mixed.txt"} << QByteArray()
        << uniqueSolution + BenchSolutions.mid(2 * 82, 82) + "no solution\ninvalid\n"
               + BenchSolutions.mid(82, 82)
        << QByteArray("mixed.txt:18: no solution\n"
                      "mixed.txt:19:42: expected a digit 1-9 or '.', found '!'\n")
        << Problem;
    QTest::newRow("solve files and stdin in order")
        << QStringList{"solve", "no_solution.txt", "-", "bench.txt"} << unique
        << "no solution\n" + uniqueSolution + BenchSolutions
        << QByteArray("no_solution.txt:1: no solution\n") << Problem;
    QTest::newRow("solve missing file")
        << QStringList{"solve", "missing.txt", "unique.txt"} << QByteArray() << uniqueSolution
        << MissingFile << Usage;
    QTest::newRow("solve directory")
        << QStringList{"solve", "."} << QByteArray() << QByteArray()
        << QByteArray("sudoku-cli: cannot open '.': Is a directory\n") << Usage;
    QTest::newRow("solve empty grid")
        << QStringList{"solve", "empty.txt"} << QByteArray() << solutionLine("empty.txt")
        << QByteArray("empty.txt:1: multiple solutions\n") << Problem;
    QTest::newRow("solve full grid") << QStringList{"solve"} << uniqueSolution << uniqueSolution
                                     << QByteArray() << Unique;

    // Other sizes: told from the text, or named; digits above 9 as letters or zero-based.
    QTest::newRow("solve 4x4") << QStringList{"solve"} << QByteArray(".31....32......1\n")
                               << QByteArray("4312124321343421\n") << QByteArray() << Unique;
    QTest::newRow("solve 4x4 pretty") << QStringList{"solve", "--pretty"} << QByteArray(".31....32......1\n")
                                      << QByteArray("+--+--+\n|43|12|\n|12|43|\n+--+--+\n|21|34|\n|34|21|\n+--+--+\n")
                                      << QByteArray() << Unique;
    const QByteArray sixteen = "16F..........EG7..........D3AF8........EB5CG.........G3DA1....C2398.........51BGB......"
                               "...E6F2A....C..9A87B2.....A1E.D6C53.....4FB48........17E3C..........8D4.......1.G3D6"
                               "4.........38F7C5...29G4DB........29F5.......4..7DE6........25CG8E7......2..A19F....38";
    const QByteArray sixteenSolution =
        "16FDCA5B48293EG75CBG9742E6D3AF81732AF81EB5CG4D96E8946G3DA1F7B5C239862FE7D4AC51BGBD5784G319E6F2AC4FGC159A8"
        "7B263DE2A1EBD6C53GF9874FB485CD6G29A17E3CG35A279FE18D46BA279E1BG3D648C5FDE61438F7C5BGA29G4DB7EC86A3129F58"
        "5C3G9F42B7DE61A91AF3625CG8E7B4D67E2DBA19F45CG38\n";
    QTest::newRow("solve 16x16") << QStringList{"solve"} << sixteen + "\n" << sixteenSolution << QByteArray() << Unique;
    // Hexadoku's symbols, read and written: 0 = 1 ... F = 16.
    const auto zeroBased = [](QByteArray line) {
        for (char &c : line) {
            if (c >= '1' && c <= '9')
                c = static_cast<char>(c - 1);
            else if (c == 'A')
                c = '9';
            else if (c >= 'B' && c <= 'G')
                c = static_cast<char>(c - 1);
        }
        return line;
    };
    QTest::newRow("solve 16x16, 0-F") << QStringList{"solve", "--symbols", "0-F"} << zeroBased(sixteen) + "\n"
                                      << zeroBased(sixteenSolution) << QByteArray() << Unique;
    QTest::newRow("solve 16x16, 0-F, with a G") << QStringList{"solve", "--symbols", "0-F"} << sixteen + "\n"
                                                << QByteArray("invalid\n")
                                                << QByteArray("-:1:15: value 17 is out of range for 16×16\n")
                                                << Problem;
    QTest::newRow("count 6x6 with boxes of 3x2")
        << QStringList{"count", "--box", "3x2"} << QByteArray(".......1..2.3..4..5..2......1......6\n")
        << QByteArray("1\n") << QByteArray() << Unique;
    QTest::newRow("count 6x6 with boxes of 2x3")
        << QStringList{"count"} << QByteArray(".......1..2.3..4..5..2......1......6\n")
        << QByteArray("2\n") << QByteArray() << Unique;
    QTest::newRow("solve 6x6 of an out-of-range digit") << QStringList{"solve"}
        << QByteArray(".......1..2.3..4..5..2......1......7\n") << QByteArray("invalid\n")
        << QByteArray("-:1:36: value 7 is out of range for 6×6\n") << Problem;
    QTest::newRow("solve line of 80 cells")
        << QStringList{"solve", "-"} << unique.left(80) + "\n" << QByteArray("invalid\n")
        << QByteArray("-:1:81: puzzle has 80 cells, expected 81\n") << Problem;
    QTest::newRow("solve golden-file line, text after the cells ignored")
        << QStringList{"solve"} << unique.left(81) + ":1:" + uniqueSolution << uniqueSolution
        << QByteArray() << Unique;
    // data/format holds unique.txt's puzzle in every format the reader knows.
    const QStringList formats = {"../format/hard1.sdk", "../format/hard1.ss",
                                 "../format/hard1_plain.ss", "../format/hard1_boxed.txt",
                                 "../format/hard1_spaced.txt", "../format/hard1_coordinates.txt"};
    for (const QString &file : formats) {
        QTest::addRow("solve %s", qPrintable(file.mid(10)))
            << QStringList{"solve", file} << QByteArray() << uniqueSolution << QByteArray()
            << Unique;
    }
    QTest::newRow("solve every format in one run")
        << QStringList{"solve"} + formats << QByteArray() << uniqueSolution.repeated(6)
        << QByteArray() << Unique;
    QTest::newRow("count every format from stdin")
        << QStringList{"count"} << readData("../format/hard1.sdk") + readData("../format/hard1.ss")
                                       + readData("../format/hard1_coordinates.txt")
        << QByteArray("1\n1\n1\n") << QByteArray() << Unique;
    QTest::newRow("solve empty input") << QStringList{"solve"} << QByteArray() << QByteArray()
                                       << QByteArray() << Unique;
    QTest::newRow("solve after --") << QStringList{"solve", "--", "unique.txt"} << QByteArray()
                                    << uniqueSolution << QByteArray() << Unique;

    QTest::newRow("count default limit")
        << QStringList{"count", "unique.txt", "multiple.txt", "empty.txt", "no_solution.txt"}
        << QByteArray() << QByteArray("1\n2\n2\n0\n") << QByteArray() << Unique;
    QTest::newRow("count limit 1")
        << QStringList{"count", "--limit", "1", "multiple.txt", "empty.txt"} << QByteArray()
        << QByteArray("1\n1\n") << QByteArray() << Unique;
    QTest::newRow("count limit 2") << QStringList{"count", "--limit", "2", "empty.txt"}
                                   << QByteArray() << QByteArray("2\n") << QByteArray() << Unique;
    QTest::newRow("count limit 10")
        << QStringList{"count", "--limit", "10", "unique.txt", "multiple.txt", "many.txt",
                       "empty.txt"}
        << QByteArray() << QByteArray("1\n2\n10\n10\n") << QByteArray() << Unique;
    QTest::newRow("count limit=10 stdin")
        << QStringList{"count", "--limit=10"} << readData("empty.txt") << QByteArray("10\n")
        << QByteArray() << Unique;
    QTest::newRow("count invalid")
        << QStringList{"count", "mixed.txt", "contradiction.txt"} << QByteArray()
        << QByteArray("1\n1\n0\ninvalid\n1\ninvalid\n")
        << QByteArray("mixed.txt:19:42: expected a digit 1-9 or '.', found '!'\n"
                      "contradiction.txt:1:79: r1c7 and r9c7 both hold 8\n")
        << Problem;
    QTest::newRow("count missing file")
        << QStringList{"count", "unique.txt", "missing.txt"} << QByteArray() << QByteArray("1\n")
        << MissingFile << Usage;

    // Variants: named by --variant or by a header line; solved and counted under their rules.
    const QByteArray xPuzzle = ".....38......47...6...2....89........23...78........36....3...4...16......78.....\n";
    const QByteArray xSolution = "259613847381947265674528913896371452123456789745289136518732694932164578467895321\n";
    const QByteArray nonomino = "3.......4..2.6.1...1.9.8.2...5...6...2.....1...9...8...8.3.4.6...4.1.9..5.......7 "
                                "111233333111222333144442223114555522444456666775555688977766668999777888999997888\n";
    QTest::newRow("count killer") << QStringList{"count", "--variant", "killer", "../variants/killer.txt"} << QByteArray()
                                  << QByteArray("1\n1\n1\n1\n1\n") << QByteArray() << Unique;
    QTest::newRow("solve x") << QStringList{"solve", "--variant", "x"} << xPuzzle << xSolution << QByteArray() << Unique;
    QTest::newRow("solve x named by a header")
        << QStringList{"solve"} << "# variant: x\n" + xPuzzle << xSolution << QByteArray() << Unique;
    QTest::newRow("count x puzzle as classic") << QStringList{"count"} << xPuzzle << QByteArray("2\n") << QByteArray()
                                               << Unique;
    // A header with the colon that names no variant is an error where the name starts, not a
    // comment passed over: the puzzles after it would be read by the wrong rules unnoticed.
    QTest::newRow("count, a misspelt variant header")
        << QStringList{"count"} << "# variant: X-sudoku\n" + xPuzzle << QByteArray("invalid\n2\n")
        << QByteArray("-:1:12: expected a variant's name (classic, x, windoku, jigsaw, killer or samurai), found 'X-sudoku'\n")
        << Problem;
    QTest::newRow("solve jigsaw, a region cut") << QStringList{"solve", "--variant", "jigsaw"}
                                                << QByteArray(nonomino).replace(85, 2, "32") << QByteArray("invalid\n")
                                                << QByteArray("-:1:88: region 3 is not connected: r1c6 is cut off from r1c4\n")
                                                << Problem;
    QTest::newRow("rate x") << QStringList{"rate", "--variant", "x"} << xPuzzle
                            << QByteArray("hard er=4.3 hardest=empty-rectangle steps=full-house:22,hidden-single:39,"
                                          "locked-candidates-pointing:5,locked-candidates-claiming:1,empty-rectangle:1\n")
                            << QByteArray() << Unique;
    // A killer is rated by its sums: cage combinations and the 45 rule.
    const QByteArray killer = "................................................................................. "
                              "aabbbcdefgghhccdefggiicjkkflmminjkoflppqnjoorsptqnuvvrsttqwuuxxsyzwwAAxxsyzwBBBCC "
                              "a=3,b=15,c=22,d=4,e=16,f=15,g=25,h=17,i=9,j=8,k=20,l=6,m=14,n=17,o=17,p=13,q=20,r=12,"
                              "s=27,t=6,u=20,v=6,w=10,x=14,y=8,z=16,A=15,B=13,C=17\n";
    QTest::newRow("rate killer") << QStringList{"rate", "--variant", "killer"} << killer
                                 << QByteArray("medium er=2.6 hardest=innies-outies steps=full-house:20,hidden-single:46,"
                                               "direct-pointing:1,direct-hidden-pair:2,cage-combination:36,naked-single:12,"
                                               "innies-outies:2\n")
                                 << QByteArray() << Unique;
    // Variants are generated at a level up to extreme, with a symmetry.
    const auto generateRefused = [](const char *why) {
        return QByteArray("sudoku-cli generate: ") + why + "\nTry 'sudoku-cli generate --help' for more information.\n";
    };
    // The same seed gives the same puzzle, after the line that names its rules.
    QTest::newRow("generate x, seed 1")
        << QStringList{"generate", "--variant", "x", "--seed", "1"} << QByteArray()
        << QByteArray("# variant: x\n6..7..48.......2...34..5.....8...5....3.89..74.........5....9.1...69.......5...6. medium\n")
        << QByteArray() << Unique;
    QTest::newRow("generate x, hard, rotational")
        << QStringList{"generate", "--variant", "x", "--level", "hard", "--symmetry", "rotational", "--seed", "1"}
        << QByteArray()
        << QByteArray("# variant: x\n......9.....2.637.73.5.9...21.......................58...9.7.21.961.5.....2...... hard\n")
        << QByteArray() << Unique;
    // A killer's cages come from a random solution; its sums leave it few givens (none here).
    QTest::newRow("generate killer, medium, rotational")
        << QStringList{"generate", "--variant", "killer", "--level", "medium", "--symmetry", "rotational", "--seed", "1"}
        << QByteArray()
        << QByteArray("# variant: killer\n................................................................................. "
                      "abbcddeefbbghddeijkkghhlmmjknggolpqqnnrrllppqsnrrtuuvqwwrxtuuyyzwABBuCyCwwDDDDCCC "
                      "a=1,b=21,c=2,d=16,e=18,f=9,g=17,h=21,i=4,j=11,k=19,l=16,m=3,n=20,o=9,p=19,q=23,r=29,s=5,t=10,"
                      "u=22,v=1,w=20,x=3,y=13,z=9,A=1,B=14,C=24,D=25 medium\n")
        << QByteArray() << Unique;
    QTest::newRow("generate x, nightmare")
        << QStringList{"generate", "--variant", "x", "--level", "nightmare"} << QByteArray() << QByteArray()
        << generateRefused("--level nightmare takes classic puzzles alone (known ones in a new guise): a variant's go "
                           "up to extreme")
        << Usage;
    QTest::newRow("generate jigsaw, 6x6") << QStringList{"generate", "--variant", "jigsaw", "--size", "6"}
                                          << QByteArray() << QByteArray()
                                          << generateRefused("variants are generated on 9×9 alone") << Usage;
    QTest::newRow("unknown variant")
        << QStringList{"count", "--variant", "hyper"} << QByteArray() << QByteArray()
        << QByteArray("sudoku-cli count: option '--variant' needs one of classic, x, windoku, jigsaw, killer or samurai, "
                      "not 'hyper'\nTry 'sudoku-cli count --help' for more information.\n")
        << Usage;

    // rated.rate.out holds the lines tst_rating expects of rated.txt's puzzles.
    const QByteArray rated = readData("rated.rate.out");
    QTest::newRow("rate one puzzle of each level")
        << QStringList{"rate", "rated.txt"} << QByteArray() << rated << QByteArray() << Unique;
    QTest::newRow("rate stdin") << QStringList{"rate"} << readData("rated.txt") << rated
                                << QByteArray() << Unique;
    QTest::newRow("rate not unique and unreadable")
        << QStringList{"rate", "multiple.txt", "empty.txt", "no_solution.txt",
                       "contradiction.txt", "bad_char.txt"}
        << QByteArray()
        << QByteArray("not-unique solutions=2+\nnot-unique solutions=2+\nnot-unique solutions=0\n"
                      "invalid\ninvalid\n")
        << QByteArray("multiple.txt:1: multiple solutions\n"
                      "empty.txt:1: multiple solutions\n"
                      "no_solution.txt:1: no solution\n"
                      "contradiction.txt:1:79: r1c7 and r9c7 both hold 8\n"
                      "bad_char.txt:2:10: expected a digit 1-9 or '.', found 'a'\n")
        << Problem;
    QTest::newRow("rate a full grid") << QStringList{"rate"} << uniqueSolution
                                      << QByteArray("easy er=0.0 hardest=none steps=\n")
                                      << QByteArray() << Unique;
    QTest::newRow("rate missing file")
        << QStringList{"rate", "missing.txt", "rated.txt"} << QByteArray() << rated << MissingFile
        << Usage;

    // The sentences of trace --explain on the same puzzle (trace_data), each with its rating.
    const QByteArray nearSolvedSteps =
        "er=1.2 r1c2 = 1: hidden single \u2014 1 fits nowhere else in box 1\n"
        "er=1.0 r2c2 = 3: full house \u2014 the last empty cell of column 2\n"
        "er=1.0 r1c1 = 4: full house \u2014 the last empty cell of row 1\n"
        "er=1.0 r2c1 = 6: full house \u2014 the last empty cell of box 1\n";
    QTest::newRow("solve steps") << QStringList{"solve", "--steps", "near_solved.txt"}
                                 << QByteArray() << nearSolvedSteps + uniqueSolution
                                 << QByteArray() << Unique;
    QTest::newRow("solve steps, none for a full grid")
        << QStringList{"solve", "--steps"} << uniqueSolution << uniqueSolution << QByteArray()
        << Unique;
    QTest::newRow("solve steps, none without one solution, a blank line between puzzles")
        << QStringList{"solve", "--steps", "near_solved.txt", "multiple.txt", "no_solution.txt",
                       "bad_char.txt"}
        << QByteArray()
        << nearSolvedSteps + uniqueSolution + "\n" + solutionLine("multiple.txt")
               + "\nno solution\n\ninvalid\n"
        << QByteArray("multiple.txt:1: multiple solutions\nno_solution.txt:1: no solution\n"
                      "bad_char.txt:2:10: expected a digit 1-9 or '.', found 'a'\n")
        << Problem;

    // A line of 1.5 MiB is an error of its own, and reading goes on at the next line.
    QTest::newRow("solve a line longer than 1 MiB")
        << QStringList{"solve"} << QByteArray(3 << 19, '5') + '\n' + unique << "invalid\n" + uniqueSolution
        << QByteArray("-:1: longer than 1 MiB\n") << Problem;
    QTest::newRow("solve a long line of zero bytes inside a grid")
        << QStringList{"solve"} << "4.....8.5\n" + QByteArray(3 << 19, '\0') + '\n' + unique
        << "invalid\ninvalid\n" + uniqueSolution
        << QByteArray("-:1: puzzle has 9 cells, expected 81\n-:2: longer than 1 MiB\n") << Problem;
    // Bytes that are not UTF-8 are escaped: stderr stays valid UTF-8.
    QTest::newRow("solve bytes that are not UTF-8")
        << QStringList{"solve"} << QByteArray("\xFF\xFE.....8.5\n9\n1\n1 1 \xE9t\xC3\xA9\n")
        << QByteArray("invalid\ninvalid\n")
        << QByteArray("-:1:1: expected a digit 1-9 or '.', found '\\xFF'\n"
                      "-:4:5: expected a value 1-9, found '\\xE9t\xC3\xA9'\n")
        << Problem;
}

void TestCli::exactOutput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, out);

    CliRun run;
    runRow(run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.out, out);
    if (args.first() == "solve" && !out.isEmpty())
        checkSolutions(args, input, run.out);
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("err");

    const QByteArray hint = "Try 'sudoku-cli --help' for more information.\n";
    auto commandHint = [](const char *command) {
        return QByteArray("Try 'sudoku-cli ") + command + " --help' for more information.\n";
    };
    auto limitError = [&](const char *command, const char *value) {
        return QByteArray("sudoku-cli ") + command
            + ": option '--limit' needs a whole number from 1 to 2147483647, not '" + value + "'\n"
            + commandHint(command);
    };
    QTest::newRow("no command") << QStringList{} << "sudoku-cli: missing command\n" + hint;
    QTest::newRow("unknown command") << QStringList{"frobnicate", "unique.txt"}
                                     << "sudoku-cli: unknown command 'frobnicate'\n" + hint;
    QTest::newRow("unknown option before command")
        << QStringList{"--frob", "solve"} << "sudoku-cli: unknown option '--frob'\n" + hint;
    QTest::newRow("unknown option of solve")
        << QStringList{"solve", "--frob", "unique.txt"}
        << "sudoku-cli solve: unknown option '--frob'\n" + commandHint("solve");
    QTest::newRow("option of another command")
        << QStringList{"solve", "--limit", "3"}
        << "sudoku-cli solve: unknown option '--limit'\n" + commandHint("solve");
    QTest::newRow("short option")
        << QStringList{"count", "-x"}
        << "sudoku-cli count: unknown option '-x'\n" + commandHint("count");
    QTest::newRow("flag with a value")
        << QStringList{"solve", "--pretty=yes"}
        << "sudoku-cli solve: option '--pretty' takes no value\n" + commandHint("solve");
    QTest::newRow("limit not a number")
        << QStringList{"count", "--limit", "abc", "unique.txt"}
        << limitError("count", "abc");
    QTest::newRow("limit zero") << QStringList{"count", "--limit=0"} << limitError("count", "0");
    auto sizeError = [&](const char *value) {
        return "sudoku-cli count: option '--size' needs a size from 4 to 25 that boxes divide (4, 6, 8, 9, 10, "
               "12, 14, 15, 16, 18, 20, 21, 22, 24 or 25), not '"
             + QByteArray(value) + "'\n" + commandHint("count");
    };
    QTest::newRow("size 7") << QStringList{"count", "--size", "7"} << sizeError("7");
    // Not "a whole number from 1 to 2147483647": the sizes, whatever is wrong with the value.
    QTest::newRow("size 0") << QStringList{"count", "--size", "0"} << sizeError("0");
    QTest::newRow("size 26") << QStringList{"count", "--size=26"} << sizeError("26");
    QTest::newRow("size too big") << QStringList{"count", "--size", "99999999999"} << sizeError("99999999999");
    QTest::newRow("size not a number") << QStringList{"count", "--size", "nine"} << sizeError("nine");
    QTest::newRow("box not RxC") << QStringList{"solve", "--box=3by2"}
                                 << "sudoku-cli solve: option '--box' needs ROWSxCOLUMNS, each from 2, at most 25 "
                                    "cells in all (such as 2x3 or 3x4), not '3by2'\n"
                                        + commandHint("solve");
    QTest::newRow("box of another size")
        << QStringList{"rate", "--size", "16", "--box", "2x3"}
        << "sudoku-cli rate: option '--box' 2x3 is a box of a 6×6 board, not of a 16×16 one\n" + commandHint("rate");
    QTest::newRow("unknown symbols") << QStringList{"count", "--symbols", "hex"}
                                     << "sudoku-cli count: option '--symbols' needs one of 1-9A-P or 0-F, not 'hex'\n"
                                            + commandHint("count");
    QTest::newRow("limit negative")
        << QStringList{"bench", "--limit", "-3", "bench.txt"}
        << limitError("bench", "-3");
    QTest::newRow("limit with trailing text")
        << QStringList{"count", "--limit=10x"}
        << limitError("count", "10x");
    QTest::newRow("limit too big")
        << QStringList{"count", "--limit=99999999999"}
        << limitError("count", "99999999999");
    QTest::newRow("limit one past the largest") << QStringList{"count", "--limit", "2147483648"}
                                                << limitError("count", "2147483648");
    QTest::newRow("limit without value")
        << QStringList{"count", "--limit"}
        << "sudoku-cli count: option '--limit' needs a value\n" + commandHint("count");
    QTest::newRow("bench without file")
        << QStringList{"bench"} << "sudoku-cli bench: missing FILE\n" + commandHint("bench");
    QTest::newRow("trace with an unknown algorithm")
        << QStringList{"trace", "--algorithm", "fast", "unique.txt"}
        << "sudoku-cli trace: option '--algorithm' needs one of logic, backtracking, bitmask, "
           "mrv, propagation, forward-checking or all, not 'fast'\n"
               + commandHint("trace");
    QTest::newRow("trace with an algorithm's name in capitals")
        << QStringList{"trace", "--algorithm=Logic"}
        << "sudoku-cli trace: option '--algorithm' needs one of logic, backtracking, bitmask, "
           "mrv, propagation, forward-checking or all, not 'Logic'\n"
               + commandHint("trace");
    QTest::newRow("solve with an unknown notation")
        << QStringList{"solve", "--steps", "--notation", "hodoku", "unique.txt"}
        << "sudoku-cli solve: option '--notation' needs one of words or eureka, not 'hodoku'\n"
               + commandHint("solve");
    QTest::newRow("trace algorithm without value")
        << QStringList{"trace", "--algorithm"}
        << "sudoku-cli trace: option '--algorithm' needs a value\n" + commandHint("trace");
    QTest::newRow("trace max-events zero")
        << QStringList{"trace", "--max-events=0"}
        << "sudoku-cli trace: option '--max-events' needs a whole number from 1 to 2147483647, not '0'\n"
               + commandHint("trace");

    QTest::newRow("rate with an option")
        << QStringList{"rate", "--level"}
        << "sudoku-cli rate: unknown option '--level'\n" + commandHint("rate");
    // At most 256 threads (MaxJobs): 40,000 on 100,000 puzzles held 640,000 of them, then aborted.
    auto jobsError = [&](const char *value) {
        return "sudoku-cli rate: option '--jobs' needs a whole number from 1 to 256, not '" + QByteArray(value)
             + "'\n" + commandHint("rate");
    };
    QTest::newRow("jobs one past the largest") << QStringList{"rate", "--jobs", "257"} << jobsError("257");
    QTest::newRow("jobs 40000") << QStringList{"rate", "--jobs=40000"} << jobsError("40000");
    QTest::newRow("jobs 2147483647") << QStringList{"rate", "--jobs", "2147483647"} << jobsError("2147483647");
    QTest::newRow("jobs zero") << QStringList{"rate", "--jobs", "0"} << jobsError("0");

    // What the command line echoes shows its control characters escaped, as file names are:
    // an ESC reached the terminal.
    QTest::newRow("unknown command with an escape")
        << QStringList{"\x1b[2Jsolve"} << "sudoku-cli: unknown command '\\x1B[2Jsolve'\n" + hint;
    QTest::newRow("unknown option with an escape")
        << QStringList{"solve", "--\x1b[31m"}
        << "sudoku-cli solve: unknown option '--\\x1B[31m'\n" + commandHint("solve");
    QTest::newRow("limit with an escape")
        << QStringList{"count", "--limit", "\x1b[31m"}
        << "sudoku-cli count: option '--limit' needs a whole number from 1 to 2147483647, not '\\x1B[31m'\n"
               + commandHint("count");
    QTest::newRow("generate given a file named with an escape")
        << QStringList{"generate", "red\x1b[31m.txt"}
        << "sudoku-cli generate: takes no FILE, found 'red\\x1B[31m.txt'\n" + commandHint("generate");
    const QByteArray seedNeeds =
        "sudoku-cli generate: option '--seed' needs a whole number from 0 to "
        "18446744073709551615, not '";
    QTest::newRow("generate with an unknown level")
        << QStringList{"generate", "--level", "insane"}
        << "sudoku-cli generate: option '--level' needs one of easy, medium, hard, expert, "
           "extreme or nightmare, not 'insane'\n"
               + commandHint("generate");
    QTest::newRow("generate at the level not-unique")
        << QStringList{"generate", "--level=not-unique"}
        << "sudoku-cli generate: option '--level' needs one of easy, medium, hard, expert, "
           "extreme or nightmare, not 'not-unique'\n"
               + commandHint("generate");
    QTest::newRow("generate with an unknown symmetry")
        << QStringList{"generate", "--symmetry", "spiral"}
        << "sudoku-cli generate: option '--symmetry' needs one of none, rotational, diagonal or "
           "mirror, not 'spiral'\n"
               + commandHint("generate");
    QTest::newRow("generate -n 0")
        << QStringList{"generate", "-n", "0"}
        << "sudoku-cli generate: option '-n' needs a whole number from 1 to 2147483647, not '0'\n"
               + commandHint("generate");
    QTest::newRow("generate -n without value")
        << QStringList{"generate", "-n"}
        << "sudoku-cli generate: option '-n' needs a value\n" + commandHint("generate");
    QTest::newRow("generate negative seed")
        << QStringList{"generate", "--seed", "-1"} << seedNeeds + "-1'\n" + commandHint("generate");
    QTest::newRow("generate seed not a number")
        << QStringList{"generate", "--seed=abc"} << seedNeeds + "abc'\n" + commandHint("generate");
    QTest::newRow("generate seed of 2^64")
        << QStringList{"generate", "--seed", "18446744073709551616"}
        << seedNeeds + "18446744073709551616'\n" + commandHint("generate");
    QTest::newRow("generate seed with a sign")
        << QStringList{"generate", "--seed", "+5"} << seedNeeds + "+5'\n" + commandHint("generate");
    QTest::newRow("generate with a file")
        << QStringList{"generate", "unique.txt"}
        << "sudoku-cli generate: takes no FILE, found 'unique.txt'\n" + commandHint("generate");
    QTest::newRow("generate with a long -n")
        << QStringList{"generate", "--n", "3"}
        << "sudoku-cli generate: unknown option '--n'\n" + commandHint("generate");
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, err);

    const CliRun run = runCli(args, readData("unique.txt"));
    QCOMPARE(run.err, err);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.exitCode, Usage);
}

void TestCli::help_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("usage");    // the first line
    QTest::addColumn<QStringList>("mentions"); // words the text must hold

    const QByteArray overall = "Usage: sudoku-cli COMMAND [OPTION...] [FILE...]\n";
    const QStringList commands = {"\n  solve ", "\n  count ", "\n  bench ", "--help", "--version"};
    QTest::newRow("--help") << QStringList{"--help"} << overall << commands;
    QTest::newRow("-h") << QStringList{"-h"} << overall << commands;
    QTest::newRow("solve --help")
        << QStringList{"solve", "--help"}
        << QByteArray("Usage: sudoku-cli solve [--pretty] [--candidates] [--stats] [--steps] [--json] [--notation NAME] [--size N] "
                      "[--box NAME] [--symbols NAME] [--variant NAME] [FILE...]\n")
        << QStringList{"--pretty ", "--candidates ", "--stats ", "--steps ", ": guess \u2014 ", "--size N ",
                       "--box NAME ", "--symbols NAME ",
                       "--help ", "Exit status"};
    QTest::newRow("count --help after other arguments")
        << QStringList{"count", "--limit", "3", "unique.txt", "--help"}
        << QByteArray("Usage: sudoku-cli count [--limit N] [--size N] [--box NAME] [--symbols NAME] [--variant NAME] [FILE...]\n")
        << QStringList{"--limit N ", "(default 2)", "--help ", "Exit status"};
    QTest::newRow("bench -h") << QStringList{"bench", "-h"}
                              << QByteArray("Usage: sudoku-cli bench [--limit N] [--size N] [--box NAME] [--symbols NAME] [--variant NAME] FILE...\n")
                              << QStringList{"--limit N ", "(default 2)", "--help ", "Exit status"};
    QTest::newRow("--help lists trace") << QStringList{"--help"} << overall
                                        << QStringList{"\n  trace "};
    QTest::newRow("--help lists rate and generate")
        << QStringList{"--help"} << overall << QStringList{"\n  rate ", "\n  generate "};
    QTest::newRow("rate --help")
        << QStringList{"rate", "--help"}
        << QByteArray("Usage: sudoku-cli rate [--jobs N] [--stats] [--check] [--json] [--size N] [--box NAME] [--symbols NAME] "
                      "[--variant NAME] [FILE...]\n")
        << QStringList{"hard er=3.2 hardest=x-wing steps=", "\n  extreme ", "\n  nightmare ",
                       "not-unique", "--jobs N ", "1 to 256", "--stats ", "--check ", "Exit status"};
    QTest::newRow("generate --help")
        << QStringList{"generate", "--help"}
        << QByteArray("Usage: sudoku-cli generate [-n N] [--level NAME] [--symmetry NAME] "
                      "[--seed N] [--stats] [--size N] [--box NAME] [--symbols NAME] [--variant NAME]\n")
        << QStringList{"\n  -n N ", "--level NAME ", "medium (the default)", "--symmetry NAME ",
                       "none (the default)", "--seed N ", "seed S+i", "--stats ", "--size N ",
                       "--box NAME ", "--symbols NAME ", "Exit status"};
    QTest::newRow("techniques --help")
        << QStringList{"techniques", "--help"} << QByteArray("Usage: sudoku-cli techniques [--markdown]\n")
        << QStringList{"NAME LEVEL ER", "--markdown ", "Exit status"};
    QTest::newRow("--help lists techniques") << QStringList{"--help"} << overall << QStringList{"\n  techniques "};
    QTest::newRow("trace --help")
        << QStringList{"trace", "--help"}
        << QByteArray("Usage: sudoku-cli trace [--algorithm NAME] [--events] [--explain] "
                      "[--max-events N] [--size N] [--box NAME] [--symbols NAME] [--variant NAME] [FILE...]\n")
        << QStringList{"--algorithm NAME ", "(default logic)", "\n  forward-checking ",
                       "\n  all ", "--events ", "--explain ", "--max-events N ", "Exit status"};
}

void TestCli::help()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, usage);
    QFETCH(QStringList, mentions);

    const CliRun run = runCli(args);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, Unique);
    QCOMPARE(run.out.left(usage.size()), usage);
    for (const QString &word : mentions)
        QVERIFY2(run.out.contains(word.toUtf8()), qPrintable(word));
}

// Every technique of the table, once, with its level and base difficulty; rate --help names
// each in its level's list.
void TestCli::techniquesListTheTable()
{
    using namespace sudoku;
    const CliRun run = runCli({"techniques"});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, Unique);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), TechniqueCount - 1);
    QSet<QByteArray> seen;
    int lastLevel = 0;
    for (const QByteArray &line : lines) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        QVERIFY2(fields.size() >= 4, line.constData());
        const std::optional<Technique> technique = techniqueFromName(fields[0].toStdString());
        QVERIFY2(technique, line.constData());
        QVERIFY2(!seen.contains(fields[0]), line.constData());
        seen.insert(fields[0]);
        const TechniqueInfo &info = techniqueInfo(*technique);
        QCOMPARE(fields[1].toStdString(), std::string(levelName(info.level)));
        QCOMPARE(fields[2].toStdString(), difficultyText(info.difficulty));
        QCOMPARE(fields[3] == "unique", info.needsUniqueness);
        QVERIFY2(line.endsWith(QByteArray(info.title)), line.constData());
        QVERIFY(static_cast<int>(info.level) >= lastLevel); // easiest level first
        lastLevel = static_cast<int>(info.level);
    }

    // rate --help names each in its level's list: the lines from "  LEVEL " to the next level's.
    const QByteArray help = runCli({"rate", "--help"}).out;
    const QList<QByteArray> helpLines = help.split('\n');
    const auto listOf = [&helpLines](Level level) {
        const QByteArray head = "  " + QByteArray(levelName(level).data()) + "  "; // padded
        QByteArray list;
        bool in = false;
        for (const QByteArray &line : helpLines) {
            if (line.startsWith(head))
                in = true;
            else if (in && !line.startsWith("          "))
                break; // the list's lines after the first are indented further
            if (in)
                list += ' ' + line.simplified();
        }
        return list + ',';
    };
    for (int i = 1; i < TechniqueCount; ++i) {
        const TechniqueInfo &info = techniqueInfo(static_cast<Technique>(i));
        const QByteArray list = listOf(info.level);
        QVERIFY2(list.contains(' ' + QByteArray(info.title) + ','), qPrintable(info.title + QStringLiteral(" in ") + list));
    }
}

void TestCli::version()
{
    const CliRun run = runCli({"--version"});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, Unique);
    static const QRegularExpression format(R"(^sudoku-cli \d+\.\d+\.\d+\n$)");
    QVERIFY2(format.match(QString::fromUtf8(run.out)).hasMatch(), run.out.constData());
}

void TestCli::stats()
{
    const CliRun run = runCli({"solve", "--stats", "unique.txt", "-"}, readData("multiple.txt"));
    QCOMPARE(run.out, UniqueSolution + solutionLine("multiple.txt"));
    checkSolutions({"solve", "unique.txt", "-"}, readData("multiple.txt"), run.out);
    static const QRegularExpression format(R"(^unique\.txt:1: \d+ guess(es)?, \d+ us\n)"
                                           R"(-:1: multiple solutions\n)"
                                           R"(-:1: \d+ guess(es)?, \d+ us\n$)");
    QVERIFY2(format.match(QString::fromUtf8(run.err)).hasMatch(), run.err.constData());
    QCOMPARE(run.exitCode, Problem);
}

void TestCli::outputErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--help") << QStringList{"--help"};
    QTest::newRow("--version") << QStringList{"--version"};
    QTest::newRow("solve --help") << QStringList{"solve", "--help"};
    QTest::newRow("solve") << QStringList{"solve", "unique.txt"};
    QTest::newRow("count") << QStringList{"count", "unique.txt"};
    QTest::newRow("bench") << QStringList{"bench", "unique.txt"};
    QTest::newRow("rate") << QStringList{"rate", "unique.txt"};
    QTest::newRow("solve --steps") << QStringList{"solve", "--steps", "unique.txt"};
    QTest::newRow("generate") << QStringList{"generate", "-n", "3", "--seed", "1"};
}

// Output that cannot be written is an I/O error, whatever was being written.
void TestCli::outputErrors()
{
    QFETCH(QStringList, args);
    const QString full = QStringLiteral("/dev/full");
    if (!QFile::exists(full))
        QSKIP("no /dev/full on this system");
    QProcess process;
    process.setWorkingDirectory(DataDir);
    process.setStandardOutputFile(full);
    process.start(QStringLiteral(SUDOKU_CLI_PATH), args);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.readAllStandardError(),
             QByteArray("sudoku-cli: cannot write standard output: No space left on device\n"));
    QCOMPARE(process.exitCode(), Usage);
}

void TestCli::stopsWhenItsReaderGoes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("solve") << QStringList{"solve"};
    QTest::newRow("count") << QStringList{"count"};
    QTest::newRow("rate") << QStringList{"rate", "--jobs", "1"};
    QTest::newRow("trace") << QStringList{"trace", "--algorithm", "bitmask"};
}

// sudoku-cli ... | head -n 1, with SIGPIPE ignored (as some shells and runners leave it): the
// first write after head has gone fails with EPIPE and sudoku-cli stops there, exit 2 —
// though its input has not ended (this test keeps it open), so it cannot have read on.
void TestCli::stopsWhenItsReaderGoes()
{
    QFETCH(QStringList, args);
    QProcess reader;
    QProcess cli;
    cli.setStandardOutputProcess(&reader);
    cli.setChildProcessModifier([] { std::signal(SIGPIPE, SIG_IGN); });
    reader.setStandardOutputFile(QProcess::nullDevice());
    reader.start(QStringLiteral("head"), {QStringLiteral("-n"), QStringLiteral("1")});
    cli.start(QStringLiteral(SUDOKU_CLI_PATH), args);
    QVERIFY(reader.waitForStarted());
    QVERIFY(cli.waitForStarted());
    // Enough lines to fill any pipe and stream buffer many times over, quick to answer;
    // stdin stays open.
    const QByteArray line = readData("near_solved.txt");
    QByteArray input;
    for (int i = 0; i < 40000; ++i)
        input += line;
    cli.write(input);
    // QProcess writes when asked to wait for it; it stops when sudoku-cli stops reading.
    while (cli.bytesToWrite() > 0 && cli.waitForBytesWritten(60000)) {
    }
    QVERIFY(reader.waitForFinished(60000));
    QVERIFY2(cli.waitForFinished(60000), "sudoku-cli went on after its reader had gone");
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), Usage);
    QCOMPARE(cli.readAllStandardError(), QByteArray("sudoku-cli: cannot write standard output: Broken pipe\n"));
}

void TestCli::stopsAtOnceWhenItsReaderLeaves_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("ignorePipe");
    // Each has its first line out at once, then work for minutes, most of it writing nothing:
    // hard.txt's nightmares take seconds each to rate or step through; slow25.txt's second
    // puzzle no solver settles within hours (13 cells of a row left 12 digits); counting the
    // empty grid's solutions never ends; backtracking16.txt's 16×16 puzzle takes plain
    // backtracking practically for ever.
    const std::pair<const char *, QStringList> runs[] = {
        {"rate, 9x9 nightmares", {"rate", "hard.txt"}},
        {"solve --steps, 9x9 nightmares", {"solve", "--steps", "hard.txt"}},
        {"count, 9x9 without a limit", {"count", "--limit", "2147483647", "unique.txt", "empty.txt"}},
        {"solve, slow 25x25", {"solve", "slow25.txt"}},
        {"count, slow 25x25", {"count", "slow25.txt"}},
        {"rate, slow 25x25", {"rate", "slow25.txt"}},
        {"bench, slow 25x25", {"bench", "unique.txt", "slow25.txt"}},
        {"trace --events, 16x16 backtracking", {"trace", "--events", "--algorithm", "backtracking", "backtracking16.txt"}},
        {"trace, 16x16 backtracking", {"trace", "--algorithm", "backtracking", "backtracking16.txt"}},
        {"generate --size 25", {"generate", "--size", "25", "--seed", "1", "-n", "1000"}},
    };
    for (const auto &[name, args] : runs) {
        QTest::addRow("%s, SIGPIPE default", name) << args << false;
        QTest::addRow("%s, SIGPIPE ignored", name) << args << true;
    }
}

// sudoku-cli ... | head -n 1, where what follows the first line takes minutes: once the reader
// has gone, sudoku-cli ends as a filter does, though it may be writing nothing meanwhile — by
// SIGPIPE, or with SIGPIPE ignored with the failed write's message and exit 2. (A 16x16
// backtracking trace ran 120 s after its reader left; rate, 37 s.) The waits are guards against
// a run that never ends, not measures: how long it took is logged, never checked.
void TestCli::stopsAtOnceWhenItsReaderLeaves()
{
    QFETCH(QStringList, args);
    QFETCH(bool, ignorePipe);
    int ends[2];
    QCOMPARE(pipe2(ends, O_CLOEXEC), 0);
    const int readEnd = ends[0];
    const int writeEnd = ends[1];
    QProcess cli;
    cli.setWorkingDirectory(DataDir);
    cli.setStandardInputFile(QProcess::nullDevice());
    cli.setStandardOutputFile(QProcess::nullDevice()); // the pipe takes its place in the child
    cli.setChildProcessModifier([writeEnd, ignorePipe] {
        dup2(writeEnd, STDOUT_FILENO);
        std::signal(SIGPIPE, ignorePipe ? SIG_IGN : SIG_DFL);
    });
    cli.start(QStringLiteral(SUDOKU_CLI_PATH), args);
    const bool started = cli.waitForStarted();
    close(writeEnd);
    QByteArray first;
    pollfd readable{readEnd, POLLIN, 0};
    while (started && !first.contains('\n') && poll(&readable, 1, 30000) == 1) {
        char bytes[4096];
        const ssize_t got = read(readEnd, bytes, sizeof bytes);
        if (got <= 0)
            break;
        first.append(bytes, got);
    }
    QElapsedTimer sinceClose;
    close(readEnd); // the reader goes
    sinceClose.start();
    QVERIFY(started);
    QVERIFY2(first.contains('\n'), first.constData());
    QVERIFY2(cli.waitForFinished(30000), "sudoku-cli went on after its reader had gone");
    qInfo("exited %lld ms after its reader left", static_cast<long long>(sinceClose.elapsed()));
    if (ignorePipe) {
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.readAllStandardError(), QByteArray("sudoku-cli: cannot write standard output: Broken pipe\n"));
        QCOMPARE(cli.exitCode(), Usage);
    } else {
        QCOMPARE(cli.exitStatus(), QProcess::CrashExit);
        QCOMPARE(cli.exitCode(), SIGPIPE);
        QCOMPARE(cli.readAllStandardError(), QByteArray());
    }
}

void TestCli::fileNamesAreEscaped_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("shown"); // part of what sudoku-cli writes, the name in it

    // The test writes unique.txt under this name; sudoku-cli shows it as printable() does.
    const QString name = QStringLiteral("red\x1b[31m.txt");
    const QByteArray shown = "red\\x1B[31m.txt";
    QTest::newRow("bench's line") << QStringList{"bench", name} << shown + ": 1 puzzle, ";
    QTest::newRow("rate --stats's slowest step") << QStringList{"rate", "--stats", name} << ", " + shown + ":1, step ";
    QTest::newRow("a file that cannot be opened")
        << QStringList{"count", "missing" + name} << "cannot open 'missing" + shown + "'";
    QTest::newRow("bench, a file that cannot be opened")
        << QStringList{"bench", "missing" + name} << "cannot open 'missing" + shown + "'";
    QTest::newRow("solve --stats") << QStringList{"solve", "--stats", name} << shown + ":1: ";
}

// Every place sudoku-cli names a file escapes its control characters (an ESC in a file name
// coloured the terminal): nothing it writes holds a control byte but the line ends.
void TestCli::fileNamesAreEscaped()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, shown);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(QFile::copy(DataDir + "/unique.txt", folder.filePath(QStringLiteral("red\x1b[31m.txt"))));
    const CliRun run = runCli(args, {}, folder.path());
    const QByteArray written = run.out + run.err;
    QVERIFY2(written.contains(shown), written.constData());
    for (const char c : written)
        QVERIFY2(c == '\n' || static_cast<unsigned char>(c) >= 0x20, written.constData());
}

void TestCli::bench_data()
{
    addRunColumns<QString>("outPattern");

    const QString line =
        R"(%1: %2, (\d+) puzzles/s, (\d+\.\d) us/puzzle, (\d+\.\d) guesses/puzzle, median (\d+\.\d) us, max (\d+\.\d) us\n)";
    QTest::newRow("unique puzzles") << QStringList{"bench", "bench.txt"} << QByteArray()
                                    << line.arg(R"(bench\.txt)", "3 puzzles") << QByteArray() << Unique;
    QTest::newRow("stdin, limit 1") << QStringList{"bench", "--limit=1", "-"}
                                    << readData("bench.txt") << line.arg("-", "3 puzzles") << QByteArray()
                                    << Unique;
    QTest::newRow("two files") << QStringList{"bench", "unique.txt", "bench.txt"} << QByteArray()
                               << line.arg(R"(unique\.txt)", "1 puzzle") + line.arg(R"(bench\.txt)", "3 puzzles")
                               << QByteArray() << Unique;
    QTest::newRow("multiple solutions are counted")
        << QStringList{"bench", "multiple.txt"} << QByteArray() << line.arg(R"(multiple\.txt)", "1 puzzle")
        << QByteArray("multiple.txt: 1 puzzle has more than one solution\n") << Unique;
    QTest::newRow("multiple solutions pass with limit 1")
        << QStringList{"bench", "--limit", "1", "multiple.txt"} << QByteArray()
        << line.arg(R"(multiple\.txt)", "1 puzzle") << QByteArray() << Unique;
    QTest::newRow("invalid and unsolvable puzzles")
        << QStringList{"bench", "mixed.txt"} << QByteArray() << line.arg(R"(mixed\.txt)", "4 puzzles")
        << QByteArray("mixed.txt:19:42: expected a digit 1-9 or '.', found '!'\n"
                      "mixed.txt: 1 puzzle has no solution\n")
        << Problem;
    QTest::newRow("missing file")
        << QStringList{"bench", "missing.txt", "unique.txt"} << QByteArray()
        << line.arg(R"(unique\.txt)", "1 puzzle")
        << MissingFile << Usage;
    QTest::newRow("no puzzles") << QStringList{"bench", "-"} << QByteArray("# nothing here\n")
                                << QString() << QByteArray("-: no puzzles to bench\n") << Problem;
    // More than it holds at once: read, checked and timed in batches, in one pass.
    QByteArray many;
    for (int i = 0; i <= 65536; ++i)
        many += "..7369825..2158947958724316825437169791586432346912758289643571573291684164875293\n";
    QTest::newRow("more puzzles than it holds")
        << QStringList{"bench", "-"} << many
        << line.arg("-", "65537 puzzles").chopped(2) + QRegularExpression::escape(" (one pass, 65536 at a time)") + R"(\n)"
        << QByteArray() << Unique;
}

// bench solves for at least a second per file: its numbers are checked for form and for
// agreeing with each other, never for speed.
void TestCli::bench()
{
    QFETCH(QString, outPattern);

    CliRun run;
    QRegularExpressionMatch match;
    runPatternRow(run, match);
    if (QTest::currentTestFailed() || outPattern.isEmpty())
        return;
    // The last file's line: its rate and time per puzzle describe the same run.
    const double perSecond = match.captured(match.lastCapturedIndex() - 4).toDouble();
    const double microseconds = match.captured(match.lastCapturedIndex() - 3).toDouble();
    const double median = match.captured(match.lastCapturedIndex() - 1).toDouble();
    const double slowest = match.captured(match.lastCapturedIndex()).toDouble();
    QVERIFY(perSecond > 0);
    QVERIFY2(median <= slowest, run.out.constData());
    QVERIFY2(qAbs(perSecond * microseconds / 1e6 - 1) < 0.1 || microseconds < 1,
             run.out.constData());
}

void TestCli::trace_data()
{
    addRunColumns<QString>("outPattern");

    const QString nearSolved = "4 events, 4 placements, 0 guesses, 0 backtracks";
    const QString logicEvents = literal("place r1c2=1 hidden-single box 1\n"
                                        "place r2c2=3 full-house column 2\n"
                                        "place r1c1=4 full-house row 1\n"
                                        "place r2c1=6 full-house box 1\n");
    QTest::newRow("events, logic by default")
        << QStringList{"trace", "--events", "near_solved.txt"} << QByteArray()
        << logicEvents + countsLine("logic", nearSolved) << QByteArray() << Unique;
    QTest::newRow("events, backtracking")
        << QStringList{"trace", "--events", "--algorithm", "backtracking", "near_solved.txt"}
        << QByteArray()
        << literal(readData("near_solved.backtracking.out"))
               + countsLine("backtracking", "28 events, 4 placements, 0 guesses, 0 backtracks")
        << QByteArray() << Unique;
    QTest::newRow("events, every single and implied eliminations")
        << QStringList{"trace", "--events", "-"} << readData("singles.txt")
        << literal(readData("singles.events.out"))
               + countsLine("logic", "46 events, 28 placements, 0 guesses, 0 backtracks")
        << QByteArray() << Unique;
    QTest::newRow("explain")
        << QStringList{"trace", "--explain", "--algorithm=logic", "near_solved.txt"} << QByteArray()
        << literal("r1c2 = 1: hidden single — 1 fits nowhere else in box 1\n"
                   "r2c2 = 3: full house — the last empty cell of column 2\n"
                   "r1c1 = 4: full house — the last empty cell of row 1\n"
                   "r2c1 = 6: full house — the last empty cell of box 1\n")
               + countsLine("logic", nearSolved)
        << QByteArray() << Unique;
    QTest::newRow("counts, one line per puzzle")
        << QStringList{"trace", "unique.txt", "bench.txt"} << QByteArray()
        << anyCounts("logic").repeated(4) << QByteArray() << Unique;

    QString everyAlgorithm;
    QString everyAlgorithmFails;
    for (const char *name : {"logic", "backtracking", "bitmask", "mrv", "propagation",
                             "forward-checking"}) {
        everyAlgorithm += anyCounts(name);
        everyAlgorithmFails += anyCounts(name, ", no solution");
    }
    QTest::newRow("all algorithms, a blank line between puzzles")
        << QStringList{"trace", "--algorithm", "all", "near_solved.txt", "multiple.txt"}
        << QByteArray() << everyAlgorithm + "\n" + everyAlgorithm << QByteArray() << Unique;
    QTest::newRow("no solution")
        << QStringList{"trace", "no_solution.txt", "near_solved.txt"} << QByteArray()
        << countsLine("logic", "1 event, 0 placements, 0 guesses, 0 backtracks", ", no solution")
               + countsLine("logic", nearSolved)
        << QByteArray("no_solution.txt:1: no solution\n") << Problem;
    QTest::newRow("no solution, all algorithms reported once")
        << QStringList{"trace", "--algorithm=all", "no_solution.txt"} << QByteArray()
        << everyAlgorithmFails
        << QByteArray("no_solution.txt:1: no solution\n") << Problem;
    QTest::newRow("stopped after N events")
        << QStringList{"trace", "--algorithm", "backtracking", "--max-events", "1000",
                       "unique.txt"}
        << QByteArray()
        << countsLine("backtracking",
                      R"(1000 events, 70 placements, 38 guesses, 32 backtracks)",
                      ", stopped after 1000 events")
        << QByteArray("unique.txt:1: backtracking: stopped after 1000 events\n") << Problem;
    QTest::newRow("several solutions: the first is traced")
        << QStringList{"trace", "multiple.txt"} << QByteArray() << anyCounts("logic")
        << QByteArray() << Unique;
    QTest::newRow("unreadable puzzles, a blank line between")
        << QStringList{"trace", "--events", "bad_char.txt", "contradiction.txt"} << QByteArray()
        << QString("invalid\n\ninvalid\n")
        << QByteArray("bad_char.txt:2:10: expected a digit 1-9 or '.', found 'a'\n"
                      "contradiction.txt:1:79: r1c7 and r9c7 both hold 8\n")
        << Problem;
    QTest::newRow("missing file")
        << QStringList{"trace", "missing.txt", "near_solved.txt"} << QByteArray()
        << countsLine("logic", nearSolved) << MissingFile << Usage;

    // Other sizes: events name the cells, units and digits of the puzzle's board.
    const QByteArray fourByFour = ".31....32......1\n";
    QTest::newRow("4x4 events, propagation")
        << QStringList{"trace", "--events", "--algorithm", "propagation"} << fourByFour
        << literal("place r1c1=4 naked-single\n"
                   "eliminate r1c4-4\n"
                   "place r1c4=2 naked-single\n"
                   "eliminate r2c3-2\n"
                   "place r2c3=4 naked-single\n"
                   "eliminate r2c1-4\n"
                   "place r2c1=1 naked-single\n"
                   "eliminate r2c2-1\n"
                   "place r3c2=1 hidden-single column 2\n"
                   "eliminate r2c2-4\n"
                   "place r2c2=2 naked-single\n"
                   "place r4c2=4 hidden-single column 2\n"
                   "eliminate r3c3-4\n"
                   "place r3c3=3 naked-single\n"
                   "eliminate r4c3-3\n"
                   "place r4c1=3 hidden-single row 4\n"
                   "place r3c4=4 hidden-single row 3\n"
                   "eliminate r4c3-4\n"
                   "place r4c3=2 naked-single\n")
               + countsLine("propagation", "19 events, 11 placements, 0 guesses, 0 backtracks")
        << QByteArray() << Unique;
    QTest::newRow("4x4 explain, bitmask")
        << QStringList{"trace", "--explain", "--algorithm=bitmask"} << fourByFour
        << literal("place 4 in r1c1\n"
                   "place 2 in r1c4\n"
                   "place 1 in r2c1\n"
                   "place 2 in r2c2\n"
                   "place 4 in r2c3\n"
                   "guess 1 in r3c2 (other digits left to try)\n"
                   "place 3 in r3c3\n"
                   "place 4 in r3c4\n"
                   "place 3 in r4c1\n"
                   "place 4 in r4c2\n"
                   "place 2 in r4c3\n")
               + countsLine("bitmask", "11 events, 11 placements, 1 guess, 0 backtracks")
        << QByteArray() << Unique;

    // nxn_golden.txt's 16x16 solution with five cells emptied, r16c16 among them.
    QByteArray nearSolved16 =
        "16FDCA5B48293EG75CBG9742E6D3AF81732AF81EB5CG4D96E8946G3DA1F7B5C239862FE7D4AC51BGBD5784G319E6F2AC4FGC159A8"
        "7B263DE2A1EBD6C53GF9874FB485CD6G29A17E3CG35A279FE18D46BA279E1BG3D648C5FDE61438F7C5BGA29G4DB7EC86A3129F58"
        "5C3G9F42B7DE61A91AF3625CG8E7B4D67E2DBA19F45CG38";
    for (const int cell : {2, 15, 11 * 16 + 15, 15 * 16 + 14, 15 * 16 + 15})
        nearSolved16[cell] = '.';
    QTest::newRow("16x16 explain, propagation")
        << QStringList{"trace", "--explain", "--algorithm", "propagation"} << nearSolved16 + "\n"
        << literal("r1c3 = F: naked single — F is the only candidate left in r1c3\n"
                   "r1c16 = 7: naked single — 7 is the only candidate left in r1c16\n"
                   "r12c16 = 9: naked single — 9 is the only candidate left in r12c16\n"
                   "r16c15 = 3: naked single — 3 is the only candidate left in r16c15\n"
                   "r16c16 = 8: naked single — 8 is the only candidate left in r16c16\n")
               + countsLine("propagation", "5 events, 5 placements, 0 guesses, 0 backtracks")
        << QByteArray() << Unique;
    // nxn_golden.txt's 16x16 janko 1 with a wrong digit.
    const QByteArray noSolution16 =
        "D927....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7......."
        "AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9"
        ".G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954.\n";
    QTest::newRow("16x16 events, mrv, no solution")
        << QStringList{"trace", "--events", "--algorithm", "mrv"} << noSolution16
        << literal("place r2c11=1\n"
                   "place r1c11=E\n"
                   "place r3c1=3\n"
                   "backtrack r3c1\n"
                   "backtrack r1c11\n"
                   "backtrack r2c11\n")
               + countsLine("mrv", "6 events, 3 placements, 0 guesses, 3 backtracks", ", no solution")
        << QByteArray("-:1: no solution\n") << Problem;
    // The 16x16 puzzle solve reads (exactOutput_data): plain backtracking would take practically
    // forever, stopped after 100,000 events as bitmask is; logic guesses while the step finder
    // reasons on 9x9 alone.
    const QByteArray sixteen =
        "16F..........EG7..........D3AF8........EB5CG.........G3DA1....C2398.........51BGB......"
        "...E6F2A....C..9A87B2.....A1E.D6C53.....4FB48........17E3C..........8D4.......1.G3D6"
        "4.........38F7C5...29G4DB........29F5.......4..7DE6........25CG8E7......2..A19F....38\n";
    QTest::newRow("16x16 all algorithms, the plain searches stopped")
        << QStringList{"trace", "--algorithm", "all", "--max-events", "100000"} << sixteen
        << anyCounts("logic")
               + countsLine("backtracking", "100000 events, 3034 placements, 1165 guesses, 3027 backtracks",
                            ", stopped after 100000 events")
               + countsLine("bitmask", "100000 events, 50022 placements, 15040 guesses, 49978 backtracks",
                            ", stopped after 100000 events")
               + countsLine("mrv", "1517 events, 834 placements, 45 guesses, 683 backtracks")
               + countsLine("propagation", "504 events, 151 placements, 0 guesses, 0 backtracks")
               + countsLine("forward-checking", "4751 events, 2341 placements, 230 guesses, 2190 backtracks")
        << QByteArray("-:1: backtracking: stopped after 100000 events\n"
                      "-:1: bitmask: stopped after 100000 events\n")
        << Problem;
}

// trace prints its times: its output is matched as a pattern, standard error exactly.
void TestCli::trace()
{
    CliRun run;
    QRegularExpressionMatch match;
    runPatternRow(run, match);
}

void TestCli::steps_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("eureka"); // --notation eureka
    QTest::newRow("one puzzle of each level, extreme with guesses") << "rated.txt" << false;
    QTest::newRow("top95's first three") << "bench.txt" << false;
    QTest::newRow("one puzzle of each level, in Eureka notation") << "rated.txt" << true;
    QTest::newRow("top95's first three, in Eureka notation") << "bench.txt" << true;
}

// solve --steps prints the rating's solve (rating.h): a step as describe() tells it after its
// rating ("er=7.2 …"), with a forcing step's numbered lines beneath it (chainLines), a guess
// as the solution's digit in the cell the rating guesses on. So its lines count each technique
// as often as `rate` does, and replayed they solve the puzzle.
void TestCli::steps()
{
    QFETCH(QString, file);
    QFETCH(bool, eureka);
    const CliRun run = eureka ? runCli({"solve", "--steps", "--notation", "eureka", file}) : runCli({"solve", "--steps", file});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, Unique);
    const std::vector<sudoku::PuzzleRecord> puzzles = puzzlesRead({"solve", file}, {});
    const QStringList results = QString::fromUtf8(run.out).split("\n\n");
    QCOMPARE(static_cast<std::size_t>(results.size()), puzzles.size());
    static const QRegularExpression guessLine(
        "^guess r(\\d)c(\\d) = (\\d): guess \u2014 no technique applies; \\3 is the solution's digit "
        "there$");

    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const sudoku::Grid &puzzle = *puzzles[i].grid;
        QStringList lines = results[static_cast<qsizetype>(i)].split('\n', Qt::SkipEmptyParts);
        const sudoku::SolveResult solved = sudoku::solve(puzzle, 2);
        QCOMPARE(lines.takeLast().toStdString(), sudoku::toLine(solved.solution));
        // A move's own line, and the indented lines beneath it.
        QStringList own;
        QList<QStringList> beneath;
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1Char(' ')) && !own.isEmpty()) {
                beneath.last() << line;
            } else {
                own << line;
                beneath << QStringList();
            }
        }

        const std::vector<sudoku::Step> moves = sudoku::ratingSteps(puzzle);
        QCOMPARE(static_cast<std::size_t>(own.size()), moves.size());
        std::array<int, sudoku::TechniqueCount> steps{};
        int guesses = 0;
        sudoku::Board board = sudoku::Board::fromGrid(puzzle);
        for (std::size_t j = 0; j < moves.size(); ++j) {
            const sudoku::Step &move = moves[j];
            const QString &line = own[static_cast<qsizetype>(j)];
            if (move.technique == sudoku::Technique::None) {
                const QRegularExpressionMatch match = guessLine.match(line);
                QVERIFY2(match.hasMatch(), qPrintable(line));
                const int row = match.captured(1).toInt() - 1;
                const int cell = row * 9 + match.captured(2).toInt() - 1;
                QCOMPARE(cell, move.placements.front().cell);
                QCOMPARE(match.captured(3).toInt(), solved.solution.digit(cell));
                ++guesses;
            } else {
                QCOMPARE(line.toStdString(), "er=" + sudoku::difficultyText(move.difficulty) + ' '
                                                 + (eureka ? sudoku::describeEureka(move) : sudoku::describe(move)));
                ++steps[static_cast<std::size_t>(move.technique)];
            }
            QStringList expected;
            for (std::size_t chain = 0; sudoku::readsAsLines(move) && chain < move.chains.size(); ++chain) {
                if (move.chains.size() > 1)
                    expected << QStringLiteral("  branch %1 of %2:").arg(chain + 1).arg(move.chains.size());
                for (const sudoku::ChainLine &told : sudoku::chainLines(move, chain))
                    expected << QString(4 + 4 * told.depth, QLatin1Char(' '))
                                    + QString::fromStdString(eureka ? told.eureka : sudoku::toEnglish(told.text));
            }
            QCOMPARE(beneath[static_cast<qsizetype>(j)], expected);
            sudoku::applyStep(board, move);
        }
        QCOMPARE(sudoku::toLine(board.grid), sudoku::toLine(solved.solution));
        const sudoku::Rating rating = sudoku::rate(puzzle);
        QCOMPARE(steps, rating.steps);
        QCOMPARE(guesses, rating.guesses);
    }
}

// The value of option `name` in `args` ("--level hard" or "--level=hard"), or `fallback`.
QString optionValue(const QStringList &args, const QString &name, const QString &fallback)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == name && i + 1 < args.size())
            return args[i + 1];
        if (args[i].startsWith(name + '='))
            return args[i].mid(name.size() + 1);
    }
    return fallback;
}

// The givens' pattern of an 81-character line seen through a symmetry: unchanged when the
// puzzle has it. Rotational reads the line backwards, mirror each row backwards, diagonal
// the columns as rows.
QString symmetryImage(const QString &pattern, const QString &symmetry)
{
    QString image = pattern;
    for (int row = 0; row < 9; ++row) {
        for (int column = 0; column < 9; ++column) {
            const int from = symmetry == "rotational" ? 80 - (row * 9 + column)
                           : symmetry == "mirror"     ? row * 9 + 8 - column
                           : symmetry == "diagonal"   ? column * 9 + row
                                                      : row * 9 + column;
            image[row * 9 + column] = pattern[from];
        }
    }
    return image;
}

void TestCli::generate_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("out");

    // generated.txt: "# sudoku-cli ARGS" lines, each followed by what the command prints.
    const QList<QByteArray> lines = readData("generated.txt").split('\n');
    const QByteArray command = "# sudoku-cli ";
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!lines[i].startsWith(command))
            continue;
        QByteArray out;
        for (qsizetype j = i + 1; j < lines.size() && !lines[j].startsWith('#'); ++j) {
            if (!lines[j].isEmpty())
                out += lines[j] + '\n';
        }
        const QString args = QString::fromUtf8(lines[i].mid(command.size()));
        QTest::newRow(qPrintable(args)) << args.split(' ') << out;
    }
}

// Fixed seeds give the golden puzzles; each one rated again is at the level asked for, has one
// solution, and its givens have the symmetry asked for.
void TestCli::generate()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, out);

    const CliRun run = runCli(args);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, Unique);
    QCOMPARE(run.out, out);

    const QString level = optionValue(args, "--level", "medium");
    const QString symmetry = optionValue(args, "--symmetry", "none");
    const QStringList lines = QString::fromUtf8(run.out).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), optionValue(args, "-n", "1").toInt());
    for (const QString &line : lines) {
        const QStringList fields = line.split(' ');
        QCOMPARE(fields.size(), 2);
        QCOMPARE(fields[1], level);
        const QString &cells = fields[0];
        QCOMPARE(cells.size(), 81);
        const sudoku::Grid puzzle = readGrid(cells.toUtf8());
        QCOMPARE(sudoku::solve(puzzle, 2).count, 1);
        QCOMPARE(QString::fromUtf8(sudoku::levelName(sudoku::rate(puzzle).level).data()), level);
        QString pattern = cells;
        pattern.replace(QRegularExpression("[1-9]"), "x");
        QCOMPARE(symmetryImage(pattern, symmetry), pattern);
    }
}

// Without --seed the seed comes from the clock and standard error names it: given again, it
// makes the same puzzle.
void TestCli::generateSeedFromClock()
{
    const CliRun run = runCli({"generate", "--level", "easy"});
    QCOMPARE(run.exitCode, Unique);
    static const QRegularExpression seedLine(R"(^sudoku-cli generate: seed (\d+)\n$)");
    const QRegularExpressionMatch match = seedLine.match(QString::fromUtf8(run.err));
    QVERIFY2(match.hasMatch(), run.err.constData());
    QCOMPARE(run.out.count('\n'), 1);
    const CliRun again = runCli({"generate", "--level", "easy", "--seed", match.captured(1)});
    QCOMPARE(again.err, QByteArray());
    QCOMPARE(again.out, run.out);
}

// Puzzle i of a run comes from seed S+i, as the help says.
void TestCli::generateSeedsFollowOn()
{
    const CliRun run = runCli({"generate", "-n", "3", "--seed", "41", "--level", "hard"});
    QCOMPARE(run.exitCode, Unique);
    QByteArray oneByOne;
    for (const char *seed : {"41", "42", "43"})
        oneByOne += runCli({"generate", "--seed", seed, "--level", "hard"}).out;
    QCOMPARE(run.out, oneByOne);
}

// --stats reports on standard error and leaves the puzzles as they were; its figures are
// checked for form, never for speed.
void TestCli::generateOtherSizes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("box");
    QTest::addColumn<bool>("zeroBased");
    QTest::newRow("4x4 easy") << QStringList{"generate", "--size", "4", "--level", "easy", "--seed", "1", "-n", "2"}
                              << "2x2" << false;
    QTest::newRow("6x6 3x2 hard") << QStringList{"generate", "--box", "3x2", "--level", "hard", "--seed", "2"}
                                  << "3x2" << false;
    QTest::newRow("6x6 2x3 medium") << QStringList{"generate", "--size", "6", "--level", "medium", "--seed", "5"}
                                    << "2x3" << false;
    QTest::newRow("12x12 medium, rotational")
        << QStringList{"generate", "--size", "12", "--level", "medium", "--symmetry", "rotational", "--seed", "4"}
        << "3x4" << false;
    QTest::newRow("16x16 easy, 0-F") << QStringList{"generate", "--size", "16", "--level", "easy", "--seed", "3",
                                                    "--symbols", "0-F"}
                                     << "4x4" << true;
    // The sizes told from a line's length as format.h says, not only the common ones: 'count' on
    // what --size 10 wrote said "puzzle has 100 cells, expected 81".
    for (const char *size : {"10", "14", "20"}) {
        QTest::addRow("%sx%s easy, read back without --size", size, size)
            << QStringList{"generate", "--size", size, "--level", "easy", "--seed", "7"}
            << QString::fromStdString(sudoku::boxName(*sudoku::Shape::forSize(QByteArray(size).toInt()))) << false;
    }
}

// Every size: lines of n² cells at the level asked for, with exactly one solution, the same
// for the same seed; 0-F written as hexadoku writes it.
void TestCli::generateOtherSizes()
{
    QFETCH(QStringList, args);
    QFETCH(QString, box);
    QFETCH(bool, zeroBased);
    const CliRun run = runCli(args);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, Unique);
    QCOMPARE(runCli(args).out, run.out);
    const sudoku::Shape shape = *sudoku::Shape::fromBoxName(box.toStdString());
    const QString level = optionValue(args, "--level", "medium");
    const QStringList lines = QString::fromUtf8(run.out).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), optionValue(args, "-n", "1").toInt());
    sudoku::ReadOptions options;
    options.box = shape;
    options.symbols = zeroBased ? sudoku::Symbols::ZeroBased : sudoku::Symbols::Letters;
    for (const QString &line : lines) {
        const QStringList fields = line.split(' ');
        QCOMPARE(fields.size(), 2);
        QCOMPARE(fields[1], level);
        QCOMPARE(fields[0].size(), shape.cellCount());
        if (zeroBased)
            QVERIFY(fields[0].contains(QLatin1Char('0')) && !fields[0].contains(QLatin1Char('G')));
        const std::vector<sudoku::PuzzleRecord> records = sudoku::readPuzzles(fields[0].toStdString(), options);
        QCOMPARE(records.size(), std::size_t{1});
        QVERIFY(records.front().ok());
        const sudoku::Grid &puzzle = *records.front().grid;
        QCOMPARE(puzzle.shape(), shape);
        QCOMPARE(sudoku::countSolutions(puzzle, 2).count, 1);
        QCOMPARE(QString::fromUtf8(sudoku::levelName(sudoku::rate(puzzle).level).data()), level);
    }
    // sudoku-cli reads back what it wrote, told only what is not the default: the box and the
    // symbols, never the size.
    QStringList countArgs = {"count"};
    if (shape != *sudoku::Shape::forSize(shape.size()))
        countArgs << "--box" << box;
    if (zeroBased)
        countArgs << "--symbols" << "0-F";
    const CliRun counted = runCli(countArgs, run.out);
    QCOMPARE(counted.err, QByteArray());
    QCOMPARE(counted.out, QByteArray("1\n").repeated(lines.size()));
    QCOMPARE(counted.exitCode, Unique);
}

// A level a size never reaches (a 4×4 puzzle needs nothing beyond singles) ends the run after
// the attempts allowed, with a message that names it, instead of searching for ever.
void TestCli::generateLevelThatDoesNotTurnUp()
{
    const CliRun run = runCli({"generate", "--size", "4", "--level", "medium", "--seed", "1", "-n", "3"});
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, QByteArray("sudoku-cli generate: no medium 4\u00d74 puzzle turned up in 300 attempts (seed 1); "
                                 "try another level\n"));
    QCOMPARE(run.exitCode, Problem);
}

void TestCli::generateStats()
{
    const QStringList args = {"generate", "-n", "2", "--seed", "5", "--level", "extreme"};
    const CliRun plain = runCli(args);
    const CliRun run = runCli(args + QStringList{"--stats"});
    QCOMPARE(run.exitCode, Unique);
    QCOMPARE(run.out, plain.out);
    static const QRegularExpression format(
        R"(^seed 5: \d+\.\d{3} ms, [1-9]\d* attempts?, (\d+) givens\n)"
        R"(seed 6: \d+\.\d{3} ms, [1-9]\d* attempts?, (\d+) givens\n)"
        R"(generate extreme: 2 puzzles, median \d+\.\d{3} ms, mean \d+\.\d{3} ms, )"
        R"(max \d+\.\d{3} ms; per puzzle \d+\.\d attempts, \d+\.\d givens \((\d+)-(\d+)\)\n)"
        R"(the same puzzles: rate \d+\.\d{4} ms, solve \d+\.\d{4} ms per puzzle; )"
        R"(the median puzzle took as long as \d+\.\d ratings, \d+ solves\n$)");
    const QRegularExpressionMatch match = format.match(QString::fromUtf8(run.err));
    QVERIFY2(match.hasMatch(), run.err.constData());
    const QList<QByteArray> lines = run.out.split('\n');
    for (int i = 0; i < 2; ++i) {
        const qsizetype givens = 81 - lines[i].left(81).count('.');
        QCOMPARE(match.captured(i + 1).toLongLong(), givens);
    }
    const int fewer = std::min(match.captured(1).toInt(), match.captured(2).toInt());
    const int more = std::max(match.captured(1).toInt(), match.captured(2).toInt());
    QCOMPARE(match.captured(3).toInt(), fewer);
    QCOMPARE(match.captured(4).toInt(), more);
}

// rate --stats: the same lines on standard output, and on standard error the times, the
// levels, and where the slowest step search was and what it found (to run it again). The
// figures are checked for form, never for speed.
void TestCli::rateStats()
{
    const CliRun plain = runCli({"rate", "rated.txt"});
    const CliRun run = runCli({"rate", "--stats", "--jobs", "2", "rated.txt"});
    QCOMPARE(run.exitCode, Unique);
    QCOMPARE(run.out, plain.out);
    static const QRegularExpression format(
        R"(^rate: 6 puzzles in \d+\.\d\d s on 2 threads; per puzzle median \d+\.\d{3} ms, mean \d+\.\d{3} ms, )"
        R"(max \d+\.\d ms\n)"
        R"(steps: (\d+), each step's search p50 \d+\.\d{4} ms, p90 \d+\.\d{3} ms, p99 \d+\.\d{3} ms, )"
        R"(max (\d+\.\d) ms\n)"
        R"(slowest step: (\d+\.\d) ms, rated\.txt:(\d+), step (\d+) \(([a-z-]+)\)\n)"
        R"(levels: easy 1 medium 1 hard 1 expert 1 extreme 1 nightmare 1; guesses 0\n$)");
    const QRegularExpressionMatch match = format.match(QString::fromUtf8(run.err));
    QVERIFY2(match.hasMatch(), run.err.constData());
    QCOMPARE(match.captured(3), match.captured(2));
    // The slowest step is one of the puzzles' steps, and a step of its puzzle's solve.
    const int line = match.captured(4).toInt();
    QVERIFY(line >= 3 && line <= 8);
    const QList<QByteArray> puzzles = readData("rated.txt").split('\n');
    const sudoku::Grid puzzle = readGrid(puzzles[line - 1]);
    const std::vector<sudoku::Step> moves = sudoku::ratingSteps(puzzle);
    const int step = match.captured(5).toInt();
    QVERIFY(step >= 1 && step <= static_cast<int>(moves.size()));
    QCOMPARE(match.captured(6), QString::fromUtf8(sudoku::techniqueName(moves[static_cast<std::size_t>(step - 1)].technique).data()));
    int steps = 0;
    for (const QByteArray &puzzleLine : puzzles) {
        if (!puzzleLine.isEmpty() && !puzzleLine.startsWith('#'))
            steps += static_cast<int>(sudoku::ratingSteps(readGrid(puzzleLine)).size());
    }
    QCOMPARE(match.captured(1).toInt(), steps);
}

// rate --stats names the threads that ran, never more than there were puzzles to rate.
void TestCli::rateStatsThreads_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("jobs");
    QTest::addColumn<QString>("threads");
    QTest::newRow("one puzzle, four asked") << "unique.txt" << "4" << "on 1 thread;";
    QTest::newRow("twelve puzzles, one asked") << "generated.txt" << "1" << "on 1 thread;";
    QTest::newRow("twelve puzzles, two asked") << "generated.txt" << "2" << "on 2 threads;";
}

void TestCli::rateStatsThreads()
{
    QFETCH(QString, file);
    QFETCH(QString, jobs);
    QFETCH(QString, threads);
    const CliRun run = runCli({"rate", "--stats", "--jobs", jobs, file});
    QCOMPARE(run.exitCode, Unique);
    const QString firstLine = QString::fromUtf8(run.err).section('\n', 0, 0);
    QVERIFY2(firstLine.contains(threads), qPrintable(firstLine));
}

// Threads the system will not start (its address space limited, as a small container's may
// be): rate goes on with those that started, or with none but its own, and says so, where it
// aborted on the exception of the first thread refused.
void TestCli::rateWhenThreadsCannotStart_data()
{
    QTest::addColumn<QString>("addressSpace"); // ulimit -v, in KB
    // Each thread's stack takes 100 MB of it (ulimit -s), and glibc keeps one heap for all
    // (MALLOC_ARENA_MAX=1) where each thread would reserve 64 MB: so the limit falls on the
    // threads alone. 600 MB leaves room for a few threads, 350 MB for hardly any.
    QTest::newRow("room for a few threads") << "600000";
    QTest::newRow("room for hardly any") << "350000";
}

void TestCli::rateWhenThreadsCannotStart()
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    QSKIP("a sanitizer reserves far more address space than the limit leaves");
#endif
    QFETCH(QString, addressSpace);
    QProcess process;
    process.setWorkingDirectory(DataDir);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("MALLOC_ARENA_MAX"), QStringLiteral("1"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral("sh"),
                  {QStringLiteral("-c"), "ulimit -s 100000 && ulimit -v " + addressSpace + R"( && exec "$0" "$@")",
                   QStringLiteral(SUDOKU_CLI_PATH), QStringLiteral("rate"), QStringLiteral("--jobs"),
                   QStringLiteral("256"), QStringLiteral("rated.txt")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.readAllStandardOutput(), readData("rated.rate.out"));
    static const QRegularExpression said(R"(^sudoku-cli rate: (started [1-9]\d* of the 256 threads asked \([^)]+\); )"
                                         R"(rating on those|could not start a thread \([^)]+\); rating one puzzle at a time)\n$)");
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(said.match(err).hasMatch(), qPrintable(err));
    QCOMPARE(process.exitCode(), Unique);
}

// rate --stats's percentiles come from a histogram of fixed size, not from every time kept
// (some 1.1 KB a puzzle: 2.2 GB for 2 million): each within 0.5 % of the exact one, the
// largest and the mean exact.
void TestCli::statsPercentilesInFixedMemory_data()
{
    QTest::addColumn<QList<double>>("times"); // milliseconds

    QList<double> uniform;
    for (int i = 1; i <= 100000; ++i)
        uniform << i / 1000.0; // 1 µs to 100 ms
    QList<double> spread;        // 0.1 µs to 10 s, as evenly on a log scale as a fixed stream of
    std::uint64_t state = 12345; // numbers spreads them
    for (int i = 0; i < 200000; ++i) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        spread << 1e-4 * std::pow(1e8, static_cast<double>(state >> 11) / 9007199254740992.0);
    }
    QList<double> tail; // most steps quick, the forcing chains' few slow: rate's shape
    for (int i = 0; i < 100000; ++i)
        tail << (i % 100 == 0 ? 50.0 + i / 100 : 0.01 + (i % 37) * 0.001);
    QTest::newRow("one time") << QList<double>{3.25};
    QTest::newRow("two times") << QList<double>{0.5, 1000};
    QTest::newRow("all the same") << QList<double>(1000, 0.0123);
    QTest::newRow("uniform") << uniform;
    QTest::newRow("spread over eleven decades") << spread;
    QTest::newRow("a long tail") << tail;
}

void TestCli::statsPercentilesInFixedMemory()
{
    QFETCH(QList<double>, times);
    static_assert(sizeof(sudoku::cli::DurationHistogram) < 32 * 1024, "its memory is its own, whatever it holds");
    sudoku::cli::DurationHistogram histogram;
    for (const double ms : times)
        histogram.add(ms);
    std::vector<double> sorted(times.begin(), times.end());
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (const double ms : sorted)
        sum += ms;
    QCOMPARE(histogram.count(), std::uint64_t{sorted.size()});
    QCOMPARE(histogram.largest(), sorted.back());
    QVERIFY(std::abs(histogram.mean() - sum / static_cast<double>(sorted.size())) <= 1e-9 * sum);
    for (const double p : {0.5, 0.9, 0.99}) {
        const double exact = sorted[static_cast<std::size_t>(std::llround(p * static_cast<double>(sorted.size() - 1)))];
        const double read = histogram.percentile(p);
        QVERIFY2(std::abs(read - exact) <= 0.005 * exact, qPrintable(QStringLiteral("p%1: %2, exactly %3").arg(p * 100).arg(read).arg(exact)));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
