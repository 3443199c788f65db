// SPDX-License-Identifier: GPL-3.0-or-later
// Variants (variant.h, variantformat.h): their units and peers, their lines read and written,
// the errors of a bad one, and the published puzzles of tests/data/variants solved and
// counted. The counts are checked independently too, by CaDiCaL on a CNF of each puzzle
// (check_variant_counts.py, the variant_counts test).
#include "compare.h"
#include "format.h"
#include "generalsolver.h"
#include "generator.h"
#include "hint.h"
#include "rating.h"
#include "solver.h"
#include "stepfinder.h"
#include "sweep.h"
#include "testgrids.h"
#include "tracetest.h"
#include "variantformat.h"

#include <QtTest>

#include <algorithm>
#include <bit>

using namespace sudoku;
using test::Nonomino;
using test::WikipediaKiller;

Q_DECLARE_METATYPE(sudoku::VariantKind)
Q_DECLARE_METATYPE(sudoku::Algorithm)
Q_DECLARE_METATYPE(sudoku::Technique)
Q_DECLARE_METATYPE(sudoku::Level)
Q_DECLARE_METATYPE(sudoku::Symmetry)

namespace {

// The puzzles of a file of tests/data/variants, '#' lines and blank lines left out.
QList<QByteArray> puzzlesOf(const QString &name)
{
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/variants/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test data %s", qPrintable(file.fileName()));
    QList<QByteArray> lines;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.trimmed().isEmpty() && !line.startsWith('#'))
            lines.append(line);
    }
    return lines;
}

// Rows (kind, line) of the puzzles generate() makes of `kind` at `level` from seeds 1 to
// `seeds`.
void addGeneratedRows(VariantKind kind, Level level, std::uint64_t seeds)
{
    const std::string name(variantName(kind));
    GenerateOptions options;
    options.variant = kind;
    options.level = level;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        options.seed = seed;
        const GenerateResult generated = generate(options);
        QVERIFY(generated.ok);
        QTest::addRow("%s, generated seed %llu", name.c_str(), static_cast<unsigned long long>(seed))
            << kind << QByteArray::fromStdString(toVariantLine(generated.puzzle));
    }
}

// The samurai puzzles of tests/data/variants/samurai.txt: each one's 21 lines of text (trailing
// spaces dropped) and its grid.
struct SamuraiText {
    std::string frame;
    Grid grid;
};
std::vector<SamuraiText> samuraiTexts()
{
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/variants/samurai.txt"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test data %s", qPrintable(file.fileName()));
    const std::string text = file.readAll().toStdString();
    ReadOptions options;
    options.variant = VariantKind::Samurai;
    std::vector<SamuraiText> puzzles;
    std::vector<std::string> lines;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        lines.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    for (const PuzzleRecord &record : readPuzzles(text, options)) {
        if (!record.ok())
            qFatal("samurai.txt:%lld: %s", static_cast<long long>(record.line), record.error.toString().c_str());
        std::string frame;
        for (std::size_t i = 0; i < idx(SamuraiSide); ++i) {
            std::string line = lines[static_cast<std::size_t>(record.line - 1) + i];
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            frame += line + "\n";
        }
        puzzles.push_back({frame, *record.grid});
    }
    return puzzles;
}

// A frame's text with its lines' trailing spaces dropped.
std::string trimmedLines(const std::string &text)
{
    std::string trimmed;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = text.find('\n', at);
        std::string line = text.substr(at, end - at);
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        trimmed += line + "\n";
        at = end + 1;
    }
    return trimmed;
}

PuzzleRecord readAs(std::string_view text, VariantKind kind)
{
    ReadOptions options;
    options.variant = kind;
    return readPuzzle(text, options);
}

// Whether a full grid keeps every cage's sum.
bool keepsCageSums(const Grid &grid)
{
    if (!grid.variant())
        return true;
    for (const Cage &cage : grid.variant()->cages()) {
        int sum = 0;
        for (const std::uint16_t cell : cage.cells)
            sum += grid.digit(cell);
        if (sum != cage.sum)
            return false;
    }
    return true;
}

} // namespace

class TestVariant : public QObject {
    Q_OBJECT

private slots:
    // A killer's board is reasoned on by its sums: the step finder's first step on the
    // Wikipedia killer is a cage combination, explained; the hint gives it (and still finds a
    // wrong digit); every algorithm plays a killer, human logic too, in Compare.
    void killerStepsAddUpCages()
    {
        const Grid killer = test::variantGrid(WikipediaKiller, VariantKind::Killer);
        QVERIFY(killer.variant());
        const Board board = Board::fromGrid(killer);
        const std::optional<Step> step = findStep(board);
        QVERIFY(step);
        QCOMPARE(step->technique, Technique::CageCombination);
        QCOMPARE(step->variant, killer.variant());
        QCOMPARE(QString::fromStdString(describe(*step)),
                 QStringLiteral("cage combination: the open cells of the cage, r1c1 and r1c2, add up to 3, and "
                                "{1, 2} is the only set of 2 different digits that does, so r1c1 - 3, "
                                "r1c1 - 4, r1c1 - 5, r1c1 - 6, r1c1 - 7, r1c1 - 8, r1c1 - 9, r1c2 - 3, r1c2 - 4, "
                                "r1c2 - 5, r1c2 - 6, r1c2 - 7, r1c2 - 8, r1c2 - 9"));
        const HintResult hint = findHint(board);
        QCOMPARE(hint.kind, HintKind::Step);
        QCOMPARE(hint.step, *step);
        QVERIFY(hint.solution.isSolutionOf(killer));
        Board wrong = board;
        wrong.grid.setDigit(0, hint.solution.digit(0) % 9 + 1);
        QCOMPARE(findHint(wrong).kind, HintKind::Mistakes);

        std::vector<CompareRow> rows;
        QVERIFY(!compareAlgorithms(killer, std::chrono::minutes(10), nullptr,
                                   [&rows](const CompareRow &row) { rows.push_back(row); }));
        QCOMPARE(rows.size(), allAlgorithms.size());
        for (const CompareRow &row : rows)
            QCOMPARE(row.status, TraceStatus::Solved);
    }

    // The step finder on every variant: each published puzzle of tests/data/variants and five
    // generated ones (two under the sanitizers, where making an extreme or expert puzzle takes
    // ten times as long) rated by findStep()'s steps alone, with no guess, every step true of
    // the solution and never of a technique the variant's rules break (stepfinder.h).
    void stepsHoldOnVariants_data()
    {
        QTest::addColumn<VariantKind>("kind");
        QTest::addColumn<QByteArray>("line");
        for (const VariantKind kind : {VariantKind::X, VariantKind::Windoku, VariantKind::Jigsaw, VariantKind::Killer}) {
            const std::string name(variantName(kind));
            const QList<QByteArray> lines = puzzlesOf(QString::fromStdString(name + ".txt"));
            for (qsizetype i = 0; i < lines.size(); ++i) {
                // x.txt's fifth, from the forum's hardest puzzles, takes nested forcing chains:
                // two minutes in a release build, far more under the sanitizers.
                if (test::SweepStride > 1 && kind == VariantKind::X && i == 4)
                    continue;
                QTest::addRow("%s, published %lld", name.c_str(), static_cast<long long>(i + 1)) << kind << lines[i];
            }
            addGeneratedRows(kind, kind == VariantKind::Killer ? Level::Expert : Level::Extreme, test::SweepStride > 1 ? 2 : 5);
        }
        const std::vector<SamuraiText> samurai = samuraiTexts();
        for (std::size_t i = 0; i < samurai.size(); ++i)
            QTest::addRow("samurai, published %zu", i + 1) << VariantKind::Samurai << QByteArray::fromStdString(toLine(samurai[i].grid));
        addGeneratedRows(VariantKind::Samurai, Level::Extreme, test::SweepStride > 1 ? 1 : 3);
    }
    void stepsHoldOnVariants()
    {
        QFETCH(VariantKind, kind);
        QFETCH(QByteArray, line);
        const Grid puzzle = test::variantGrid(line.toStdString(), kind);
        const SolveResult solved = solve(puzzle, 2);
        QCOMPARE(solved.count, 1);
        const bool irregular = kind == VariantKind::Jigsaw || kind == VariantKind::Samurai;
        RatingDetails details;
        details.keepMoves = true;
        const Rating rating = rate(puzzle, Level::Nightmare, details);
        QCOMPARE(rating.solutionCount, 1);
        QCOMPARE(rating.guesses, 0);
        Board board = Board::fromGrid(puzzle);
        for (const Step &step : details.moves) {
            const std::string told = describe(step);
            QVERIFY2(step.variant == puzzle.variant(), told.c_str());
            const TechniqueInfo &info = techniqueInfo(step.technique);
            QVERIFY2(!info.needsUniqueness, told.c_str());
            QVERIFY2(!irregular || (info.family != Family::SingleDigit && step.technique != Technique::FinnedXWing
                                    && step.technique != Technique::FinnedSwordfish
                                    && step.technique != Technique::FinnedJellyfish),
                     told.c_str());
            for (const CellDigit placement : step.placements)
                QVERIFY2(solved.solution.digit(placement.cell) == placement.digit, told.c_str());
            for (const CellDigit elimination : step.eliminations)
                QVERIFY2(solved.solution.digit(elimination.cell) != elimination.digit, told.c_str());
            QVERIFY2(!step.placements.empty() || !step.eliminations.empty(), told.c_str());
            applyStep(board, step);
        }
        QCOMPARE(board.grid, solved.solution);
    }

    // A single replayed from a logic trace's event (Watch's panel and log) keeps the puzzle's
    // rules: named and highlighted by the variant's units, as hard as the finder rates it.
    void tracedSinglesKeepTheVariant()
    {
        const Grid x = test::variantGrid(puzzlesOf(QStringLiteral("x.txt")).front().toStdString(), VariantKind::X);
        Event event = Event::placeByStep(cellAt(8, 8), 5, Technique::HiddenSingle, 27);
        event.stepStart = true;
        const std::optional<Step> step = stepStartedBy(event, nullptr, x);
        QVERIFY(step);
        QCOMPARE(step->variant, x.variant());
        QCOMPARE(step->difficulty, 15); // a diagonal is a line, as a row
        QCOMPARE(QString::fromStdString(describe(*step)),
                 QStringLiteral("r9c9 = 5: hidden single — 5 fits nowhere else in the diagonal"));
        const Grid jigsaw = test::variantGrid(Nonomino, VariantKind::Jigsaw);
        event = Event::placeByStep(0, 3, Technique::HiddenSingle, 18);
        event.stepStart = true;
        QCOMPARE(QString::fromStdString(describe(*stepStartedBy(event, nullptr, jigsaw))),
                 QStringLiteral("r1c1 = 3: hidden single — 3 fits nowhere else in region 1"));
    }

    // A variant's units in steps: a hidden single on the diagonal and locked candidates from
    // a window are found there, named as the variant names them, and their units hold the
    // variant's cells (Step::variant).
    void stepsUseTheExtraUnits_data()
    {
        QTest::addColumn<VariantKind>("kind");
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<Technique>("technique");
        QTest::addColumn<QString>("told");
        // The diagonal r1c1..r9c9 holds 1-8: 9 goes in r9c9, the last place on it, though
        // neither row 9, column 9 nor box 9 is full.
        QTest::newRow("full house on the diagonal")
            << VariantKind::X << QByteArray("1.........2.........3.........4.........5.........6.........7.........8..........")
            << Technique::FullHouse << QStringLiteral("r9c9 = 9: full house — the last empty cell of the diagonal");
        // In window 1 (r2-4 c2-4), 1 goes only in row 2: the 1s of r3c9 and r4c8 rule out
        // rows 3 and 4 there. So 1 leaves the rest of row 2, r2c1 and r2c5 (window 2 and
        // column 9 rule out the others).
        QTest::newRow("pointing from a window")
            << VariantKind::Windoku
            << QByteArray("..........................1.......1..............................................")
            << Technique::LockedCandidatesPointing
            << QStringLiteral("locked candidates (pointing): 1 in window 1 lies only in row 2, so r2c1 - 1, r2c5 - 1");
    }
    void stepsUseTheExtraUnits()
    {
        QFETCH(VariantKind, kind);
        QFETCH(QByteArray, line);
        QFETCH(Technique, technique);
        QFETCH(QString, told);
        const Grid puzzle = test::variantGrid(line.toStdString(), kind);
        const std::optional<Step> step = findStepOf(Board::fromGrid(puzzle), technique, Uniqueness::Unknown);
        QVERIFY(step);
        QCOMPARE(step->variant, puzzle.variant());
        QVERIFY(!step->units.empty());
        const int extra = 3 * puzzle.size();
        const bool inExtraUnit = std::any_of(step->units.begin(), step->units.end(), [extra](int u) { return u >= extra; })
                              || std::any_of(step->coverUnits.begin(), step->coverUnits.end(), [extra](int u) { return u >= extra; });
        QVERIFY2(inExtraUnit, describe(*step).c_str());
        QCOMPARE(QString::fromStdString(describe(*step)), told);
    }

    // generate() on a variant: X, windoku and jigsaw at every level up to extreme, a killer up
    // to expert (its extreme puzzles take seconds to tens of seconds), rated so by rate()
    // itself, with the symmetry asked for. Each puzzle
    // has one solution under its rules (the CNF check of variant_counts counts them apart from
    // the engine), reads back from its line, and comes again from the same seed.
    void generatesEachVariant_data()
    {
        QTest::addColumn<VariantKind>("kind");
        QTest::addColumn<Level>("level");
        QTest::addColumn<Symmetry>("symmetry");
        for (const VariantKind kind : {VariantKind::X, VariantKind::Windoku, VariantKind::Jigsaw}) {
            const std::string name(variantName(kind));
            for (const Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Expert, Level::Extreme})
                QTest::addRow("%s, %s", name.c_str(), levelName(level).data()) << kind << level << Symmetry::None;
            QTest::addRow("%s, hard, rotational", name.c_str()) << kind << Level::Hard << Symmetry::Rotational;
        }
        for (const Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Expert})
            QTest::addRow("killer, %s", levelName(level).data()) << VariantKind::Killer << level << Symmetry::None;
        QTest::newRow("killer, medium, rotational") << VariantKind::Killer << Level::Medium << Symmetry::Rotational;
    }
    void generatesEachVariant()
    {
        QFETCH(VariantKind, kind);
        QFETCH(Level, level);
        QFETCH(Symmetry, symmetry);
        const bool killer = kind == VariantKind::Killer;
        GenerateOptions options;
        options.variant = kind;
        options.level = level;
        options.symmetry = symmetry;
        // Three seeds a row; one under the sanitizers, where a rating takes ten times as long.
        const std::uint64_t seeds = test::SweepStride > 1 ? 1 : 3;
        for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
            options.seed = seed;
            const GenerateResult result = generate(options);
            QVERIFY(result.ok);
            QCOMPARE(result.puzzle.variantKind(), kind);
            const SolveResult solved = solve(result.puzzle, 2);
            QCOMPARE(solved.count, 1);
            QCOMPARE(toLine(solved.solution), toLine(result.solution));
            QVERIFY(result.solution.isSolutionOf(result.puzzle));
            QVERIFY(keepsCageSums(result.solution));
            QCOMPARE(result.rating.level, level);
            const Rating again = rate(result.puzzle);
            QCOMPARE(again.level, level);
            QCOMPARE(again.guesses, 0);
            if (killer) // its sums do most of the work: few givens, often none (0-7 measured)
                QVERIFY2(result.puzzle.givenCount() <= 10, qPrintable(QString::number(result.puzzle.givenCount())));
            else if (level == Level::Easy)
                QVERIFY(result.puzzle.givenCount() >= 30 && result.puzzle.givenCount() <= 36);
            for (int cell = 0; cell < 81 && symmetry == Symmetry::Rotational; ++cell)
                QCOMPARE(result.puzzle.isEmpty(cell), result.puzzle.isEmpty(80 - cell));
            // Read back from its line as it was written.
            const PuzzleRecord read = readAs(toVariantLine(result.puzzle), kind);
            QVERIFY(read.ok());
            QCOMPARE(*read.grid, result.puzzle);
            if (seed == 1)
                QCOMPARE(generate(options).puzzle, result.puzzle);
        }
    }

    // Asked for what it does not make, the generator refuses at once: a variant at nightmare
    // (whose puzzles are classic ones in a new guise) or on another size.
    void refusesVariantsItDoesNotMake()
    {
        GenerateOptions options;
        options.variant = VariantKind::X;
        options.level = Level::Nightmare;
        QVERIFY(!generate(options).ok);
        options.level = Level::Easy;
        options.shape = *Shape::forSize(6);
        QVERIFY(!generate(options).ok);
    }

    // The digits a killer's cage leaves a cell: those of the sets that make its sum and hold
    // its placed digits (what Fill Pencil Marks writes).
    void cageAllowsItsSetsDigits()
    {
        Grid killer = test::variantGrid(WikipediaKiller, VariantKind::Killer);
        const auto digits = [](Candidates c) {
            std::vector<int> list;
            for (const int d : c)
                list.push_back(d);
            return list;
        };
        QCOMPARE(digits(killer.cageAllows(0)), (std::vector<int>{1, 2}));       // a: 2 cells, 3
        QCOMPARE(digits(killer.cageAllows(2)), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9})); // b: 3 cells, 15
        killer.setDigit(3, 9);
        QCOMPARE(digits(killer.cageAllows(2)), (std::vector<int>{1, 2, 4, 5})); // 1 5 9, 2 4 9
        QCOMPARE(digits(test::gridFromLine(test::Top95First).cageAllows(1)), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9}));
    }

    void names()
    {
        for (const VariantKind kind : AllVariants)
            QCOMPARE(variantFromName(variantName(kind)), std::optional(kind));
        QCOMPARE(variantFromName("Killer"), std::optional(VariantKind::Killer));
        QCOMPARE(variantFromName("Samurai"), std::optional(VariantKind::Samurai));
        QCOMPARE(variantFromName("hyper"), std::nullopt);
        const auto named = [](std::optional<VariantKind> kind, std::size_t nameAt) {
            return std::optional(VariantHeader{kind, nameAt});
        };
        QVERIFY(variantHeader("# variant: windoku") == named(VariantKind::Windoku, 11));
        QVERIFY(variantHeader("#Variant jigsaw  ") == named(VariantKind::Jigsaw, 9));
        // With the colon, a header whatever follows: what is not one variant's name is an error.
        QVERIFY(variantHeader("# variant: x killer") == named(std::nullopt, 11));
        QVERIFY(variantHeader("# variant: klller") == named(std::nullopt, 11));
        QVERIFY(variantHeader("# variant:") == named(std::nullopt, 10));
        // Without it, a comment.
        QVERIFY(variantHeader("# variants are fun") == std::nullopt);
        QVERIFY(variantHeader("# variant of a puzzle by Tarek") == std::nullopt);
        QVERIFY(variantHeader("x variant: killer") == std::nullopt);
    }

    void xUnits()
    {
        const Geometry &g = Variant::x()->geometry();
        QCOMPARE(g.unitCount(), 29);
        QVERIFY(!g.isPlain());
        QCOMPARE(g.unitName(27), std::string("the diagonal"));
        QCOMPARE(g.unitName(28), std::string("the anti-diagonal"));
        QVERIFY(std::ranges::equal(g.cellsOfUnit(27), std::vector<int>{0, 10, 20, 30, 40, 50, 60, 70, 80}));
        QVERIFY(std::ranges::equal(g.cellsOfUnit(28), std::vector<int>{8, 16, 24, 32, 40, 48, 56, 64, 72}));
        // The centre lies on both diagonals: its 20 classic peers and 6 more on each (the two
        // cells of each diagonal in box 5 were peers already).
        QCOMPARE(int(g.allUnitsOfCell(40).size()), 5);
        QCOMPARE(int(g.peersOfCell(40).size()), 32);
        QVERIFY(g.arePeers(0, 80) && !g.arePeers(1, 80));
        QCOMPARE(int(g.peersOfCell(1).size()), 20);
    }

    void windokuUnits()
    {
        const Geometry &g = Variant::windoku()->geometry();
        QCOMPARE(g.unitCount(), 31);
        // Window 1: rows 2-4, columns 2-4.
        QVERIFY(std::ranges::equal(g.cellsOfUnit(27), std::vector<int>{10, 11, 12, 19, 20, 21, 28, 29, 30}));
        QCOMPARE(g.unitName(30), std::string("window 4"));
        QVERIFY(g.arePeers(cellAt(1, 1), cellAt(3, 3)));  // window 1, boxes 1 and 5
        QVERIFY(!g.arePeers(cellAt(1, 1), cellAt(5, 5))); // windows 1 and 4
    }

    void jigsawUnits()
    {
        const PuzzleRecord record = readAs(Nonomino, VariantKind::Jigsaw);
        QVERIFY2(record.ok(), record.error.toString().c_str());
        const Geometry &g = record.grid->geometry();
        QVERIFY(g.hasIrregularBoxes());
        QCOMPARE(g.unitCount(), 27);
        QCOMPARE(g.unitName(18), std::string("region 1"));
        // Region 1: r1c1-r1c3, r2c1-r2c3, r3c1, r4c1, r4c2.
        QVERIFY(std::ranges::equal(g.cellsOfUnit(18), std::vector<int>{0, 1, 2, 9, 10, 11, 18, 27, 28}));
        QVERIFY(g.arePeers(0, 28) && !g.arePeers(0, 30));
    }

    void killerPeers()
    {
        const PuzzleRecord record = readAs(WikipediaKiller, VariantKind::Killer);
        QVERIFY2(record.ok(), record.error.toString().c_str());
        const Variant &variant = *record.grid->variant();
        QCOMPARE(int(variant.cages().size()), 29);
        QCOMPARE(variant.cages().front(), (Cage{{0, 1}, 3}));
        QCOMPARE(variant.cageOf(1), 0);
        QCOMPARE(variant.cageSets(0), std::vector<std::uint32_t>{0b11}); // 3 = 1 + 2
        // Cage i (r3c3, r3c4, r4c4) crosses from box 1 into boxes 2 and 5: r3c3 now sees r4c4.
        const Geometry &g = variant.geometry();
        QCOMPARE(variant.cageOf(cellAt(2, 2)), variant.cageOf(cellAt(3, 3)));
        QVERIFY(g.arePeers(cellAt(2, 2), cellAt(3, 3)));
        QVERIFY(!g.arePeers(cellAt(2, 2), cellAt(3, 4)));
    }

    void cageCombinations_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("sum");
        QTest::addColumn<std::vector<std::uint32_t>>("sets");
        QTest::newRow("two cells, 3") << 2 << 3 << std::vector<std::uint32_t>{0b11};
        QTest::newRow("two cells, 17") << 2 << 17 << std::vector<std::uint32_t>{0b110000000};
        QTest::newRow("two cells, 10") << 2 << 10
                                       << std::vector<std::uint32_t>{0b100000001, 0b010000010, 0b001000100, 0b000101000};
        QTest::newRow("three cells, 6") << 3 << 6 << std::vector<std::uint32_t>{0b111};
        QTest::newRow("nine cells, 45") << 9 << 45 << std::vector<std::uint32_t>{0b111111111};
        QTest::newRow("three cells, 5") << 3 << 5 << std::vector<std::uint32_t>{};
        QTest::newRow("one cell, 10") << 1 << 10 << std::vector<std::uint32_t>{};
    }
    void cageCombinations()
    {
        QFETCH(int, count);
        QFETCH(int, sum);
        QFETCH(std::vector<std::uint32_t>, sets);
        std::vector<std::uint32_t> found = sudoku::cageCombinations(count, sum);
        std::sort(found.begin(), found.end());
        std::sort(sets.begin(), sets.end());
        QCOMPARE(found, sets);
    }

    // Every published puzzle of a file: read, written back the same, one solution that keeps
    // every rule (its units, its cages' sums), and the solution's digits are no solution of a
    // classic puzzle's rules alone when the variant adds a unit (the variant is in force).
    void publishedPuzzles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<VariantKind>("kind");
        QTest::newRow("x") << "x.txt" << VariantKind::X;
        QTest::newRow("windoku") << "windoku.txt" << VariantKind::Windoku;
        QTest::newRow("jigsaw") << "jigsaw.txt" << VariantKind::Jigsaw;
        QTest::newRow("killer") << "killer.txt" << VariantKind::Killer;
    }
    void publishedPuzzles()
    {
        QFETCH(QString, file);
        QFETCH(VariantKind, kind);
        const QList<QByteArray> lines = puzzlesOf(file);
        QVERIFY(lines.size() >= 4);
        for (const QByteArray &line : lines) {
            const PuzzleRecord record = readAs(line.toStdString(), kind);
            QVERIFY2(record.ok(), (line.toStdString() + ": " + record.error.toString()).c_str());
            const Grid &puzzle = *record.grid;
            QCOMPARE(puzzle.variantKind(), kind);
            QCOMPARE(toVariantLine(puzzle), line.trimmed().toStdString());
            const SolveResult result = solve(puzzle, 2);
            QCOMPARE(result.count, 1);
            QVERIFY(result.solution.isSolutionOf(puzzle));
            QCOMPARE(result.solution.variantKind(), kind);
            QVERIFY(keepsCageSums(result.solution));
            QCOMPARE(countSolutions(puzzle, 2).count, 1);
            // Without the variant's rules, the givens of the X, windoku and killer puzzles
            // leave more than one way (the jigsaw's have another solution, or none, in boxes).
            Grid classic = puzzle;
            classic.setVariant(nullptr);
            if (kind != VariantKind::Jigsaw)
                QCOMPARE(solve(classic, 2).count, 2);
        }
    }

    // X-Sudoku and windoku go to the classic board's bitboards (solver.h), which keep their
    // extra units: solve() and countSolutions() must agree with the general engine on each
    // published and generated puzzle, on each with givens taken out (several solutions),
    // and on one whose givens break an extra unit (none); every solution keeps the rules.
    void bitboardsAgreeWithTheGeneralEngine_data()
    {
        QTest::addColumn<VariantKind>("kind");
        QTest::addColumn<QByteArray>("line");
        for (const VariantKind kind : {VariantKind::X, VariantKind::Windoku}) {
            const std::string name(variantName(kind));
            const QList<QByteArray> lines = puzzlesOf(QString::fromStdString(name + ".txt"));
            for (qsizetype i = 0; i < lines.size(); ++i)
                QTest::addRow("%s, published %lld", name.c_str(), static_cast<long long>(i + 1)) << kind << lines[i];
            addGeneratedRows(kind, Level::Hard, 3);
        }
        // Two 5s on the main diagonal (r1c1, r9c9), nowhere else in each other's way.
        QTest::newRow("x, broken diagonal") << VariantKind::X << QByteArray("5" + QByteArray(79, '.') + "5");
        // 5s at r1c2, r4c5 and r7c8 leave the main diagonal no cell for a 5, though none is on
        // it: found by the extra units' hidden singles (a digit with no cell left).
        QByteArray shutOut(81, '.');
        shutOut[1] = shutOut[31] = shutOut[61] = '5';
        QTest::newRow("x, diagonal shut out") << VariantKind::X << shutOut;
        // Two 5s in window 1 (r2c2, r4c4), in different rows, columns and boxes.
        QTest::newRow("windoku, broken window")
            << VariantKind::Windoku << QByteArray(10, '.') + "5" + QByteArray(19, '.') + "5" + QByteArray(50, '.');
    }
    void bitboardsAgreeWithTheGeneralEngine()
    {
        QFETCH(VariantKind, kind);
        QFETCH(QByteArray, line);
        const Grid puzzle = test::variantGrid(line.toStdString(), kind);
        std::vector<int> givens;
        for (int cell = 0; cell < 81; ++cell) {
            if (!puzzle.isEmpty(cell))
                givens.push_back(cell);
        }
        // The puzzle, then with its first 1, 3 and 6 givens out.
        for (const std::size_t out : {std::size_t{0}, std::size_t{1}, std::size_t{3}, std::size_t{6}}) {
            if (out > givens.size())
                break;
            Grid fewer = puzzle;
            for (std::size_t i = 0; i < out; ++i)
                fewer.setGiven(givens[i], 0);
            const SolveResult fast = solve(fewer, 2);
            const SolveResult general = solveGeneral(fewer, 2);
            const QByteArray what = QByteArray::number(static_cast<qulonglong>(out)) + " givens out";
            QVERIFY2(fast.count == general.count, what.constData());
            QVERIFY2(countSolutions(fewer, 2).count == general.count, what.constData());
            if (fast.count >= 1)
                QVERIFY2(fast.solution.isSolutionOf(fewer), what.constData());
            if (fast.count == 2) {
                QVERIFY2(fast.secondSolution.isSolutionOf(fewer), what.constData());
                QVERIFY2(fast.secondSolution != fast.solution, what.constData());
            }
        }
    }

    // The header names the variant of the puzzles after it; the options' variant wins.
    void header()
    {
        const std::string x = std::string(puzzlesOf("x.txt").front().constData());
        const std::vector<PuzzleRecord> records = readPuzzles("# variant: x\n" + x + "\n");
        QCOMPARE(records.size(), std::size_t(1));
        QVERIFY(records.front().ok());
        QCOMPARE(records.front().grid->variantKind(), VariantKind::X);
        ReadOptions classic;
        classic.variant = VariantKind::Classic;
        QCOMPARE(readPuzzles("# variant: x\n" + x + "\n", classic).front().grid->variantKind(), VariantKind::Classic);
    }

    // A block grid or a list takes X and windoku; a jigsaw's and a killer's need their line.
    void gridsTakeVariants()
    {
        std::string rows;
        const std::string x = std::string(puzzlesOf("x.txt").front().constData());
        for (int row = 0; row < 9; ++row)
            rows += x.substr(idx(row * 9), 9) + "\n";
        QCOMPARE(readAs(rows, VariantKind::X).grid->variantKind(), VariantKind::X);
        const PuzzleRecord jigsaw = readAs(rows, VariantKind::Jigsaw);
        QVERIFY(!jigsaw.ok());
        QCOMPARE(jigsaw.error.toString(), std::string("line 1: a jigsaw puzzle is read from one line: its cells, then its regions"));
    }

    // Each error names where it shows and what is wrong. A digit twice in a unit of the
    // variant (a diagonal, a window, a cage) is a contradiction named as on classic boards.
    void badFields_data()
    {
        QTest::addColumn<VariantKind>("kind");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");

        const QByteArray empty(81, '.');
        QTest::newRow("diagonal") << VariantKind::X << QByteArray(empty).replace(0, 1, "5").replace(80, 1, "5")
                                  << "line 1, column 81: r1c1 and r9c9 both hold 5";
        QTest::newRow("window") << VariantKind::Windoku << QByteArray(empty).replace(10, 1, "5").replace(30, 1, "5")
                                << "line 1, column 31: r2c2 and r4c4 both hold 5";
        // Cage i: r3c3, r3c4, r4c4; r3c3 and r4c4 share no row, column or box.
        QTest::newRow("cage") << VariantKind::Killer
                              << QByteArray(WikipediaKiller.data(), qsizetype(WikipediaKiller.size()))
                                     .replace(20, 1, "4")
                                     .replace(30, 1, "4")
                              << "line 1, column 31: r3c3 and r4c4 both hold 4";
        // Cage a (r1c1, r1c2) sums to 3: a 5 in it is too much.
        QTest::newRow("cage sum broken") << VariantKind::Killer
                                         << QByteArray(WikipediaKiller.data(), qsizetype(WikipediaKiller.size()))
                                                .replace(1, 1, "5")
                                         << "line 1, column 2: the givens of the cage at r1c1 cannot add up to its sum, 3";
        QTest::newRow("x on 4x4") << VariantKind::X << QByteArray("1...............")
                                  << "line 1, column 1: x puzzles are 9×9, not 4×4";
        QTest::newRow("killer on 4x4") << VariantKind::Killer << QByteArray("................ aabbccddeeffgghh a=3")
                                       << "line 1, column 1: killer puzzles are 9×9, not 4×4";
        QTest::newRow("window, block grid") << VariantKind::Windoku
                                            << QByteArray(".........\n.5.......\n.........\n...5.....\n.........\n"
                                                          ".........\n.........\n.........\n.........\n")
                                            << "line 1: r2c2 and r4c4 both hold 5";
        const QByteArray jigsaw(Nonomino.data(), qsizetype(Nonomino.size()));
        const QByteArray killer(WikipediaKiller.data(), qsizetype(WikipediaKiller.size()));
        const QByteArray cells = jigsaw.left(81);
        QTest::newRow("no regions") << VariantKind::Jigsaw << cells
                                    << "line 1, column 82: expected a space and each cell's region, found end of line";
        // Glued on, the regions read as cells too many.
        QTest::newRow("regions glued on") << VariantKind::Jigsaw << cells + "1112"
                                          << "line 1, column 82: puzzle has 85 cells, expected 81";
        QTest::newRow("a region named 0") << VariantKind::Jigsaw << QByteArray(jigsaw).replace(83, 1, "0")
                                          << "line 1, column 84: expected a region 1-9 or a-i, found '0'";
        QTest::newRow("regions short") << VariantKind::Jigsaw << jigsaw.left(160)
                                       << "line 1, column 161: the regions name 78 cells, expected 81";
        // r1c4 (region 2) and r1c5 (region 3) swapped: each keeps nine cells, but r1c4 is cut
        // off from the rest of region 3 (r1c6 the first of them), which it now starts.
        QTest::newRow("region cut") << VariantKind::Jigsaw << QByteArray(jigsaw).replace(85, 2, "32")
                                    << "line 1, column 88: region 3 is not connected: r1c6 is cut off from r1c4";
        QTest::newRow("region of ten") << VariantKind::Jigsaw << QByteArray(jigsaw).replace(85, 1, "1")
                                       << "line 1, column 83: region 1 has 10 cells, expected 9";
        QTest::newRow("no cages") << VariantKind::Killer << killer.left(81)
                                  << "line 1, column 82: expected a space and each cell's cage, found end of line";
        QTest::newRow("cage named '!'") << VariantKind::Killer << QByteArray(killer).replace(83, 1, "!")
                                        << "line 1, column 84: expected a cage's name (a letter or a digit) or '.', found '!'";
        QTest::newRow("no sums") << VariantKind::Killer << killer.left(163)
                                 << "line 1, column 164: expected a space and the cages' sums (a=12,b=7,…), found end of line";
        QTest::newRow("sum without '='") << VariantKind::Killer << QByteArray(killer).replace(165, 1, ":")
                                         << "line 1, column 166: expected a cage's name, '=' and its sum, found ':'";
        QTest::newRow("sum of no cage") << VariantKind::Killer << killer + ",D=4"
                                        << "line 1, column 302: no cell is in cage 'D'";
        QTest::newRow("two sums") << VariantKind::Killer << killer + ",a=4"
                                  << "line 1, column 302: cage 'a' has a second sum";
        QTest::newRow("cage without a sum") << VariantKind::Killer << QByteArray(killer).replace(164, 4, "")
                                            << "line 1, column 83: cage 'a' has no sum";
        QTest::newRow("sum too small") << VariantKind::Killer << QByteArray(killer).replace(166, 1, "2")
                                       << "line 1, column 167: cage 'a' cannot add up to 2: 2 different digits make 3 to 17";
        QTest::newRow("sums off") << VariantKind::Killer << QByteArray(killer).replace(170, 2, "16")
                                  << "line 1, column 165: the cages' sums add up to 406, expected 405";
        // r1c1's cage a moved to r1c3: a falls apart.
        QTest::newRow("cage cut") << VariantKind::Killer << QByteArray(killer).replace(83, 2, "ba")
                                  << "line 1, column 85: cage 'a' is not connected: r1c3 is cut off from r1c1";
    }
    void badFields()
    {
        QFETCH(VariantKind, kind);
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const PuzzleRecord record = readAs(text.toStdString(), kind);
        QVERIFY(!record.ok());
        QCOMPARE(QString::fromStdString(record.error.toString()), error);
    }

    // A board's candidates keep the variant's rules: a digit on a diagonal, in a window or a
    // cage leaves the cells that see it there, and only those.
    void boardCandidates_data()
    {
        QTest::addColumn<VariantKind>("kind");
        QTest::addColumn<int>("given");   // a 5 here
        QTest::addColumn<int>("sees");    // a cell that sees it only through the variant
        QTest::addColumn<int>("blind");   // a cell that does not see it
        QTest::newRow("diagonal") << VariantKind::X << cellAt(0, 0) << cellAt(8, 8) << cellAt(8, 7);
        QTest::newRow("window") << VariantKind::Windoku << cellAt(1, 1) << cellAt(3, 3) << cellAt(5, 5);
        QTest::newRow("cage") << VariantKind::Killer << cellAt(2, 2) << cellAt(3, 3) << cellAt(3, 4);
    }
    void boardCandidates()
    {
        QFETCH(VariantKind, kind);
        QFETCH(int, given);
        QFETCH(int, sees);
        QFETCH(int, blind);
        const std::string text = kind == VariantKind::Killer ? std::string(WikipediaKiller) : std::string(81, '.');
        Grid grid = *readAs(text, kind).grid;
        grid.setGiven(given, 5);
        // Every digit pencilled in, as a player may leave them: the 5 is a stale mark in `sees`.
        Board board = Board::fromGrid(grid);
        for (Candidates &marks : board.candidates)
            marks = Candidates::all(9);
        const CellValues<Candidates> effective = board.allEffectiveCandidates();
        QVERIFY(!effective[idx(sees)].contains(5));
        QVERIFY(!board.effectiveCandidates(sees).contains(5));
        QVERIFY(effective[idx(blind)].contains(5));
    }

    // A samurai's tables: five 9×9 grids on a 21×21 frame, 369 cells, 45 rows and 45 columns (9
    // a grid) and 41 boxes (the four shared ones once); a cell of a shared box is in two rows,
    // two columns and one box, its row, column and box first; peers are the cells of its units.
    void samuraiUnits()
    {
        const Geometry &g = Variant::samurai()->geometry();
        QCOMPARE(g.cellCount(), 369);
        QCOMPARE(g.unitCount(), 131);
        QCOMPARE(g.frameSide(), 21);
        QVERIFY(!g.isSquare());
        QCOMPARE(g.firstExtraUnit(), 0);
        std::array<int, 3> kinds{};
        for (int unit = 0; unit < g.unitCount(); ++unit) {
            const auto cells = g.cellsOfUnit(unit);
            QVERIFY(std::is_sorted(cells.begin(), cells.end()));
            QVERIFY(std::adjacent_find(cells.begin(), cells.end()) == cells.end());
            ++kinds[static_cast<std::size_t>(g.unitKind(unit))];
            QCOMPARE(g.unitOf(g.unitKind(unit), g.unitNumber(unit)), unit);
        }
        QCOMPARE(kinds, (std::array<int, 3>{45, 45, 41}));
        QCOMPARE(g.cellAt(9, 0), -1);  // r10c1: outside every grid
        QCOMPARE(g.cellAt(0, 10), -1); // r1c11
        QCOMPARE(g.cellAt(0, 12), 9);  // r1c13: the top-right grid's first cell
        QCOMPARE(g.cellAt(20, 20), 368);
        const int shared = g.cellAt(6, 6); // r7c7: the top-left grid's box 9, the middle grid's box 1
        QCOMPARE(g.cellName(shared), std::string("r7c7"));
        QCOMPARE(g.rowOf(shared), 6);
        QCOMPARE(g.columnOf(shared), 6);
        const auto units = g.allUnitsOfCell(shared);
        QCOMPARE(units.size(), std::size_t{5});
        QVERIFY(std::equal(g.unitsOfCell(shared).begin(), g.unitsOfCell(shared).end(), units.begin()));
        QStringList names;
        for (const int unit : units)
            names << QString::fromStdString(g.unitName(unit));
        QCOMPARE(names, (QStringList{"row 7 of the top-left grid", "column 7 of the top-left grid",
                                     "box 9 of the top-left grid", "row 1 of the middle grid",
                                     "column 1 of the middle grid"}));
        for (const int cell : {0, shared, g.cellAt(10, 10), g.cellAt(14, 6), 368}) {
            std::vector<std::uint16_t> expected;
            for (const int unit : g.allUnitsOfCell(cell)) {
                for (const std::uint16_t other : g.cellsOfUnit(unit)) {
                    if (other != cell)
                        expected.push_back(other);
                }
            }
            std::sort(expected.begin(), expected.end());
            expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
            const auto peers = g.peersOfCell(cell);
            QVERIFY(std::equal(peers.begin(), peers.end(), expected.begin(), expected.end()));
        }
        QCOMPARE(g.peersOfCell(0).size(), std::size_t{20});
        QCOMPARE(g.peersOfCell(shared).size(), std::size_t{32}); // 8 in its box, 6 more in each line
    }

    // A samurai's last units, 128 to 130 (the bottom-right grid's boxes 7 to 9), are past what a
    // signed byte holds: an event and a step on box 9 keep it, name it and highlight its cells.
    void samuraiUnitsPastAByte()
    {
        const Grid puzzle = samuraiTexts()[1].grid;
        const Geometry &g = puzzle.geometry();
        const int box = g.unitCount() - 1;
        QCOMPARE(g.unitKind(box), UnitKind::Box);
        QCOMPARE(g.unitName(box), std::string("box 9 of the bottom-right grid"));
        const int cell = g.cellsOfUnit(box)[0]; // r19c19
        Event event = Event::placeByStep(cell, 3, Technique::HiddenSingle, box);
        QCOMPARE(event.unit(), box);
        QCOMPARE(describe(event, g), std::string("place 3 in r19c19 (hidden single in box 9 of the bottom-right grid)"));
        QCOMPARE(toString(event, g), std::string("place r19c19=3 hidden-single box 9 of the bottom-right grid"));
        QCOMPARE(Event::unitContradiction(box, 4).unit(), box);
        QCOMPARE(toString(Event::unitContradiction(box, 4), g), std::string("contradiction 4 in box 9 of the bottom-right grid"));
        event.stepStart = true;
        const std::optional<Step> step = stepStartedBy(event, nullptr, puzzle);
        QVERIFY(step);
        QCOMPARE(step->units, std::vector<int>{box});
        QCOMPARE(step->difficulty, 12); // a box's hidden single
        QCOMPARE(describe(*step), std::string("r19c19 = 3: hidden single \u2014 3 fits nowhere else in box 9 of the "
                                              "bottom-right grid"));
        // A hidden single in one of its rows is a line's, however its unit is numbered.
        const int row = g.unitsOfCell(cell)[0];
        Event inRow = Event::placeByStep(cell, 3, Technique::HiddenSingle, row);
        inRow.stepStart = true;
        QCOMPARE(stepStartedBy(inRow, nullptr, puzzle)->difficulty, 15);
        // A naked single's nudge points at the cell's box, a samurai's numbered apart.
        Step single = singleStep(Technique::NakedSingle, cell, 3, -1);
        setVariant(single, puzzle.variant());
        QCOMPARE(hintUnit(single), box);
        QCOMPARE(toEnglish(nudge(single)), std::string("Look for a naked single in box 9 of the bottom-right grid."));
    }

    // The published samurai puzzles read from their 21 lines, are written back the same (the
    // frame and the one-line form, which reads again), and have one solution, which keeps every
    // grid's rules; the second's is the one its source publishes.
    void samuraiPuzzles()
    {
        const std::vector<SamuraiText> puzzles = samuraiTexts();
        QCOMPARE(puzzles.size(), std::size_t{4});
        for (const SamuraiText &puzzle : puzzles) {
            QCOMPARE(puzzle.grid.variantKind(), VariantKind::Samurai);
            QCOMPARE(puzzle.grid.cellCount(), 369);
            QCOMPARE(trimmedLines(toBoxedGrid(puzzle.grid)), puzzle.frame);
            const std::string line = toLine(puzzle.grid);
            QCOMPARE(line.size(), std::size_t{369});
            QCOMPARE(toVariantLine(puzzle.grid), line);
            const PuzzleRecord again = readAs(line, VariantKind::Samurai);
            QVERIFY2(again.ok(), again.error.toString().c_str());
            QCOMPARE(*again.grid, puzzle.grid);
            const SolveResult solved = solve(puzzle.grid, 2);
            QCOMPARE(solved.count, 1);
            QVERIFY(solved.solution.isSolutionOf(puzzle.grid));
            QVERIFY(solved.solution.isSolved());
            QCOMPARE(countSolutions(puzzle.grid, 2).count, 1);
        }
        // samurai-sudoku.com's solution, as the puzzle's source quotes it.
        const std::string published = "493715268   946835217\n527468931   137492586\n861293574   852716934\n"
                                      "954631827   524187693\n318927645   719643852\n276854319   683529741\n"
                                      "182379456713298371465\n645182793852461258379\n739546182964375964128\n"
                                      "      648591723\n      319287654\n      275346189\n"
                                      "178936524178936287451\n243581967435812945376\n659427831629547163829\n"
                                      "892143675   678531294\n465792183   153492687\n317658492   429876513\n"
                                      "581279346   761328945\n924365718   295614738\n736814259   384759162\n";
        QCOMPARE(trimmedLines(toBoxedGrid(solve(puzzles[1].grid, 1).solution)), published);
        // One line of the frame, two grids: r7c1's 1 is the top-left grid's, r7c11 the middle
        // grid's, so a 1 there breaks no rule.
        std::string twoGrids = puzzles[1].frame;
        twoGrids[idx(6 * 22 + 10)] = '1';
        QVERIFY(readAs(twoGrids, VariantKind::Samurai).ok());
    }

    // A samurai's text: each error where it shows, the frame's squares named r1c1 to r21c21.
    void samuraiBadText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        const std::vector<SamuraiText> puzzles = samuraiTexts();
        const std::string frame = puzzles[1].frame;
        const std::string line = toLine(puzzles[1].grid);
        std::string outside = frame;
        outside[outside.find("      ...5.1...")] = '5'; // r10c1
        QTest::newRow("a digit outside the grids")
            << QByteArray::fromStdString(outside)
            << "line 10, column 1: expected a space (r10c1 is outside the five grids), found '5'";
        std::string letter = frame;
        letter[2] = 'y';
        QTest::newRow("a letter in a grid") << QByteArray::fromStdString(letter)
                                            << "line 1, column 3: expected a digit 1-9 or '.', found 'y'";
        QTest::newRow("twenty rows") << QByteArray::fromStdString(frame.substr(0, frame.rfind('\n', frame.size() - 2) + 1))
                                     << "line 1: a samurai has 21 rows, this one ends after 20";
        std::string longer = frame;
        longer.insert(longer.find('\n'), "  7");
        QTest::newRow("a row too long") << QByteArray::fromStdString(longer)
                                        << "line 1, column 24: expected the end of the row (21 squares), found '7'";
        std::string shorter = frame;
        shorter.erase(shorter.find('\n') - 3, 3);
        QTest::newRow("a row too short") << QByteArray::fromStdString(shorter)
                                         << "line 1, column 19: expected a digit 1-9 or '.', found end of line";
        std::string twice = frame;
        twice[4] = '3'; // r1c5, with the 3 of r1c3
        QTest::newRow("a digit twice in a row") << QByteArray::fromStdString(twice)
                                                << "line 1, column 5: r1c3 and r1c5 both hold 3";
        std::string shared = frame;
        shared[idx(6 * 22 + 14)] = '5'; // r7c15: the middle grid's row 1, the top-right grid's row 7
        QTest::newRow("a digit twice in a corner grid's row")
            << QByteArray::fromStdString(shared) << "line 7, column 21: r7c15 and r7c21 both hold 5";
        QTest::newRow("one line short") << QByteArray::fromStdString(line.substr(0, 368))
                                        << "line 1, column 369: puzzle has 368 cells, expected 369";
        QTest::newRow("one line long") << QByteArray::fromStdString(line + "5")
                                       << "line 1, column 370: puzzle has 370 cells, expected 369";
    }
    void samuraiBadText()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const PuzzleRecord record = readAs(text.toStdString(), VariantKind::Samurai);
        QVERIFY(!record.ok());
        QCOMPARE(QString::fromStdString(record.error.toString()), error);
    }

    // The watchable algorithms but human logic on each variant's first published puzzle:
    // every event fits the board as it replays, and the trace ends at the puzzle's one
    // solution, its cages' sums kept.
    void tracersSolve_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<VariantKind>("kind");
        QTest::addColumn<Algorithm>("algorithm");
        const std::pair<const char *, VariantKind> files[] = {{"x.txt", VariantKind::X},
                                                             {"windoku.txt", VariantKind::Windoku},
                                                             {"jigsaw.txt", VariantKind::Jigsaw},
                                                             {"killer.txt", VariantKind::Killer},
                                                             {"samurai.txt", VariantKind::Samurai}};
        for (const auto &[file, kind] : files) {
            for (const Algorithm algorithm : allAlgorithms) {
                if (algorithm != Algorithm::Logic)
                    QTest::addRow("%s, %s", file, std::string(algorithmName(algorithm)).c_str())
                        << QString::fromLatin1(file) << kind << algorithm;
            }
        }
    }
    void tracersSolve()
    {
        QFETCH(QString, file);
        QFETCH(VariantKind, kind);
        QFETCH(Algorithm, algorithm);
        // A samurai's third: the plain backtracking takes millions of events on the first two.
        const Grid puzzle = kind == VariantKind::Samurai ? samuraiTexts()[2].grid
                                                         : *readAs(puzzlesOf(file).front().toStdString(), kind).grid;
        const test::TraceRun run = test::runTrace(algorithm, puzzle, 4096);
        QCOMPARE(run.status, TraceStatus::Solved);
        QVERIFY(run.replayFitted);
        QCOMPARE(toLine(run.solution), toLine(solve(puzzle, 1).solution));
        QVERIFY(run.solution.isSolutionOf(puzzle));
        QVERIFY(keepsCageSums(run.solution));
    }

    // A classic grid and a variant's are different puzzles, however alike their digits.
    void rulesCompare()
    {
        Grid classic;
        Grid x(Variant::x());
        QVERIFY(!(classic == x));
        QVERIFY(x == Grid(Variant::x()));
        const PuzzleRecord a = readAs(Nonomino, VariantKind::Jigsaw);
        const PuzzleRecord b = readAs(Nonomino, VariantKind::Jigsaw);
        QVERIFY(a.grid->variant() != b.grid->variant()); // built twice
        QVERIFY(*a.grid == *b.grid);                       // the same rules
    }
};

QTEST_APPLESS_MAIN(TestVariant)
#include "tst_variant.moc"
