// SPDX-License-Identifier: GPL-3.0-or-later
// findStep with techniques left out (Settings › Hints): over the 9×9 puzzles of
// technique_puzzles.txt and three 16×16 of nxn_steps.txt, solved step by step with the uniqueness
// family off, the forcing chains off, or the skyscraper alone off, no step is of a technique
// left out and every step is true of the solution; a family's finder gives the easiest of its
// techniques still allowed (a 2-string kite or turbot fish where the full set takes a
// skyscraper); and the full set, however it is written, gives the steps of the default call.
#include "board.h"
#include "solver.h"
#include "stepfinder.h"
#include "nxnsteps.h"
#include "sweep.h"
#include "technique.h"
#include "tracetest.h"

#include <QtTest>

#include <optional>
#include <string>
#include <vector>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::TechniqueSet)

namespace {

using Puzzle = test::NxnPuzzle;

// The 9×9 puzzles of technique_puzzles.txt, every `every`th.
std::vector<Puzzle> classicPuzzles(std::size_t every)
{
    std::vector<Puzzle> puzzles;
    const std::vector<test::PuzzleLine> lines = test::readPuzzleFile(QStringLiteral("technique_puzzles.txt"));
    for (std::size_t i = 0; i < lines.size(); i += every) {
        const Grid grid = lines[i].grid();
        puzzles.push_back({QStringLiteral("technique_puzzles.txt line %1").arg(lines[i].line), grid,
                           solve(grid, 2).solution});
    }
    return puzzles;
}

// 16×16 puzzles of nxn_steps.txt: the krazydad samples (the second takes skyscrapers, a
// unique rectangle, hidden rectangles and AICs) and tarek's tough 16 (skyscrapers, an empty
// rectangle, forcing chains), each solved in half a second.
std::vector<Puzzle> sixteenBySixteen()
{
    std::vector<Puzzle> puzzles = test::readNxnSteps();
    std::erase_if(puzzles, [](const Puzzle &puzzle) {
        return !puzzle.name.startsWith(QLatin1String("16x16 krazydad sample"))
            && !puzzle.name.startsWith(QLatin1String("16x16 tarek tough 16 "));
    });
    return puzzles;
}

TechniqueSet without(const TechniqueSet &leftOut)
{
    return allTechniques() & ~leftOut;
}

TechniqueSet only(Technique technique)
{
    TechniqueSet set;
    set.set(static_cast<std::size_t>(technique));
    return set;
}

// What is wrong with a step under `allowed` on a puzzle of `solution`: "" when nothing is.
std::string fault(const Step &step, const TechniqueSet &allowed, const Grid &solution)
{
    if (!holds(allowed, step.technique) && techniqueInfo(step.technique).family != Family::Single)
        return "a step of " + std::string(techniqueName(step.technique)) + ", which is left out";
    for (const CellDigit &placement : step.placements) {
        if (solution.digit(placement.cell) != placement.digit)
            return std::string(techniqueName(step.technique)) + " places a digit the solution lacks";
    }
    for (const CellDigit &elimination : step.eliminations) {
        if (solution.digit(elimination.cell) == elimination.digit)
            return std::string(techniqueName(step.technique)) + " strikes out the solution's digit";
    }
    if (step.placements.empty() && step.eliminations.empty())
        return std::string(techniqueName(step.technique)) + " does nothing";
    return {};
}

} // namespace

class TestAllowedTechniques : public QObject {
    Q_OBJECT

private slots:
    void stepsKeepToTheSet_data();
    void stepsKeepToTheSet();
    void familyGivesItsEasiestAllowed();
    void forcingSearchGivesItsEasiestAllowed();
    void fullSetGivesTheDefaultSteps();
    void leavesOutTechniquesAsksMoreThanSingles();
};

void TestAllowedTechniques::stepsKeepToTheSet_data()
{
    QTest::addColumn<TechniqueSet>("allowed");
    QTest::addColumn<bool>("sixteen");
    const TechniqueSet noUniqueness = without(techniquesOf(Family::Uniqueness));
    const TechniqueSet noForcing = without(techniquesOf(Family::ForcingChain));
    const TechniqueSet noSkyscraper = without(only(Technique::Skyscraper));
    QTest::newRow("9x9 no uniqueness") << noUniqueness << false;
    QTest::newRow("9x9 no forcing chains") << noForcing << false;
    QTest::newRow("9x9 no skyscraper") << noSkyscraper << false;
    QTest::newRow("16x16 no uniqueness") << noUniqueness << true;
    // The 16×16 puzzles here need no forcing chain, so their row leaves out the chains of
    // both kinds.
    const TechniqueSet noChains = without(techniquesOf(Family::Chain) | techniquesOf(Family::ForcingChain));
    QTest::newRow("16x16 no chains") << noChains << true;
    QTest::newRow("16x16 no skyscraper") << noSkyscraper << true;
}

// Solved step by step under the set: every step allowed and true, until the board is full or
// nothing allowed applies.
void TestAllowedTechniques::stepsKeepToTheSet()
{
    QFETCH(TechniqueSet, allowed);
    QFETCH(bool, sixteen);
    std::vector<Puzzle> puzzles;
    if (sixteen) {
        puzzles = sixteenBySixteen();
        QCOMPARE(puzzles.size(), std::size_t{3});
    } else {
        puzzles = classicPuzzles(std::size_t{3} * test::SweepStride);
        QVERIFY(puzzles.size() >= 100 / test::SweepStride);
    }
    int steps = 0;
    int passedOver = 0; // positions where the full set takes a technique left out
    for (const Puzzle &puzzle : puzzles) {
        QVERIFY2(puzzle.solution.isFull(), qPrintable(puzzle.name));
        Board board = Board::fromGrid(puzzle.puzzle);
        while (const std::optional<Step> step = findStep(board, Uniqueness::Assumed, nullptr, Level::Nightmare, allowed)) {
            if (const std::optional<Step> full = findStep(board); full && !holds(allowed, full->technique))
                ++passedOver;
            const std::string wrong = fault(*step, allowed, puzzle.solution);
            QVERIFY2(wrong.empty(), qPrintable(puzzle.name + QStringLiteral(": ") + QString::fromStdString(wrong)));
            applyStep(board, *step);
            ++steps;
        }
    }
    QVERIFY(steps > 0);
    // Not vacuous: the set did leave out steps the full set would have taken.
    QVERIFY2(passedOver > 0, "no position needed a technique left out");
}

// A family's finder chooses among its techniques still allowed: where the full set takes a
// skyscraper, the set without it takes the 2-string kite or turbot fish of the same finder
// when the board has one, else a step of an entry later in the plan — never the skyscraper.
void TestAllowedTechniques::familyGivesItsEasiestAllowed()
{
    const TechniqueSet noSkyscraper = without(only(Technique::Skyscraper));
    int skyscrapers = 0;
    int kites = 0;
    for (const Puzzle &puzzle : classicPuzzles(1)) {
        Board board = Board::fromGrid(puzzle.puzzle);
        while (const std::optional<Step> step = findStep(board)) {
            if (step->technique == Technique::Skyscraper) {
                ++skyscrapers;
                const std::optional<Step> other = findStep(board, Uniqueness::Assumed, nullptr, Level::Nightmare,
                                                           noSkyscraper);
                QVERIFY2(other, qPrintable(puzzle.name));
                QVERIFY(other->technique != Technique::Skyscraper);
                QVERIFY2(fault(*other, noSkyscraper, puzzle.solution).empty(), qPrintable(puzzle.name));
                if (other->technique == Technique::TwoStringKite || other->technique == Technique::TurbotFish) {
                    ++kites;
                    // As easy as that finder's own easiest of the kind.
                    QVERIFY(other->difficulty <= techniqueInfo(Technique::EmptyRectangle).difficulty);
                }
            }
            applyStep(board, *step);
        }
    }
    qInfo("%d skyscrapers taken; %d times a kite or turbot fish took their place", skyscrapers, kites);
    QVERIFY(skyscrapers > 0);
    QVERIFY(kites > 0);
}

// The forcing chains come from searches that rank several techniques (a dynamic search: a
// contradiction, a double, a cell or a unit forcing chain): with the technique of the full
// set's step left out, the search keeps its easiest step of another, never the one left out.
void TestAllowedTechniques::forcingSearchGivesItsEasiestAllowed()
{
    int forcing = 0;
    int sameFamily = 0;
    for (const Puzzle &puzzle : classicPuzzles(1)) {
        Board board = Board::fromGrid(puzzle.puzzle);
        while (const std::optional<Step> step = findStep(board)) {
            if (techniqueInfo(step->technique).family == Family::ForcingChain) {
                ++forcing;
                const TechniqueSet allowed = without(only(step->technique));
                const std::optional<Step> other = findStep(board, Uniqueness::Assumed, nullptr, Level::Nightmare,
                                                           allowed);
                // Nothing at all may apply where the step left out was the only kind that does
                // (the nested chains, the last resort).
                if (other) {
                    QVERIFY2(fault(*other, allowed, puzzle.solution).empty(), qPrintable(puzzle.name));
                    if (techniqueInfo(other->technique).family == Family::ForcingChain)
                        ++sameFamily;
                }
            }
            applyStep(board, *step);
        }
    }
    qInfo("%d forcing chains taken; %d times another forcing chain took their place", forcing, sameFamily);
    QVERIFY(forcing > 0);
    QVERIFY(sameFamily > 0);
}

// The full set, with None's bit or without, or with a single left out (singles are always
// allowed), asks nothing less: the steps of findStep's default, one by one.
void TestAllowedTechniques::fullSetGivesTheDefaultSteps()
{
    TechniqueSet withoutNone = allTechniques();
    withoutNone.reset(static_cast<std::size_t>(Technique::None));
    const TechniqueSet withoutNakedSingle = without(only(Technique::NakedSingle));
    for (const Puzzle &puzzle : classicPuzzles(5)) {
        Board board = Board::fromGrid(puzzle.puzzle);
        while (const std::optional<Step> step = findStep(board)) {
            for (const TechniqueSet &full : {allTechniques(), withoutNone, withoutNakedSingle}) {
                const std::optional<Step> same = findStep(board, Uniqueness::Assumed, nullptr, Level::Nightmare, full);
                QVERIFY2(same && *same == *step, qPrintable(puzzle.name));
            }
            applyStep(board, *step);
        }
    }
}

void TestAllowedTechniques::leavesOutTechniquesAsksMoreThanSingles()
{
    QVERIFY(!leavesOutTechniques(allTechniques()));
    QVERIFY(!leavesOutTechniques(without(techniquesOf(Family::Single))));
    QVERIFY(leavesOutTechniques(without(only(Technique::BugType4))));
    QVERIFY(leavesOutTechniques(TechniqueSet()));
    // Nothing but the singles: a puzzle needing more gets no step.
    const Grid hard = test::gridFromLine(test::ForumHardestFirst);
    const std::optional<Step> step = findStep(Board::fromGrid(hard), Uniqueness::Assumed, nullptr, Level::Nightmare,
                                              TechniqueSet());
    QVERIFY(!step || techniqueInfo(step->technique).family == Family::Single);
}

QTEST_APPLESS_MAIN(TestAllowedTechniques)
#include "tst_allowedtechniques.moc"
