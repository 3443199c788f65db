// SPDX-License-Identifier: GPL-3.0-or-later
// The step finder on every shape but 9×9 (the technique table's finders in the general layout,
// core/techniques/layout.h): each
// technique on a position built for it on a board of another shape (4×4, 6×6 with boxes both
// ways up, 12×12, 16×16) with the exact step expected, found by findStep() itself where
// nothing simpler applies; positions met while solving real puzzles, the chains' structure and
// sentences; and, over puzzles of every shape, that a solve by findStep() alone never guesses
// and never places a wrong digit or strikes a right one.

#include "board.h"
#include "hint.h"
#include "rating.h"
#include "solver.h"
#include "step.h"
#include "stepfinder.h"
#include "techniques/techniques.h"
#include "nxnsteps.h"
#include "sweep.h"
#include "testgrids.h"
#include "tracetest.h"

#include <QtTest>

#include <algorithm>
#include <initializer_list>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Board)
Q_DECLARE_METATYPE(sudoku::Step)
Q_DECLARE_METATYPE(sudoku::Technique)

namespace {

using test::gridFromLine;

// The line of nxn_steps.txt (among its puzzles, from 1) holding tarek's tough 16×16 #1, which
// needs dynamic forcing chains.
constexpr int TarekLine = 22;
constexpr int KrazydadLine = 21;

// A board of a shape with every candidate in every cell, which the positions below strike
// candidates from; cells, rows, columns and boxes named from 1, as people name them.
struct Position {
    Shape shape;
    Board board;

    explicit Position(Shape s) : shape(s), board(Board::fromGrid(Grid(s))) {}

    int n() const { return shape.size(); }
    int rc(int row, int column) const { return (row - 1) * n() + column - 1; }
    int row(int i) const { return i - 1; }
    int column(int i) const { return n() + i - 1; }
    int box(int i) const { return 2 * n() + i - 1; }

    // Strikes `digit` from the cells of a unit but `keep`.
    Position &strikeInUnit(int unit, int digit, std::initializer_list<int> keep)
    {
        for (const int cell : geometryOf(shape).cellsOfUnit(unit)) {
            if (std::find(keep.begin(), keep.end(), cell) == keep.end())
                board.candidates[idx(cell)].remove(digit);
        }
        return *this;
    }
    Position &only(int cell, std::initializer_list<int> digits)
    {
        Candidates set;
        for (const int digit : digits)
            set.add(digit);
        board.candidates[idx(cell)] = set;
        return *this;
    }
};

Candidates digitSet(std::initializer_list<int> digits)
{
    Candidates set;
    for (const int digit : digits)
        set.add(digit);
    return set;
}

std::vector<CellDigit> sorted(std::vector<CellDigit> list)
{
    std::sort(list.begin(), list.end(), [](CellDigit a, CellDigit b) {
        return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
    });
    return list;
}

// `digit` in each of the cells, in reading order.
std::vector<CellDigit> each(const std::vector<int> &cells, int digit)
{
    std::vector<CellDigit> list;
    for (const int cell : cells)
        list.push_back({cell, digit});
    return sorted(list);
}

// Every candidate of `digits` in the cells of a unit that `pattern` leaves out.
std::vector<CellDigit> inUnitBut(const Position &p, int unit, const std::vector<int> &pattern,
                                 std::initializer_list<int> digits)
{
    std::vector<CellDigit> list;
    for (const int cell : geometryOf(p.shape).cellsOfUnit(unit)) {
        if (std::find(pattern.begin(), pattern.end(), cell) != pattern.end())
            continue;
        for (const int digit : digits) {
            if (p.board.candidates[idx(cell)].contains(digit))
                list.push_back({cell, digit});
        }
    }
    return sorted(list);
}

// The step a constructed position must give: the pattern fields that say what it found.
Step expected(Technique technique, Shape shape, std::vector<CellDigit> eliminations, std::vector<int> units,
              std::vector<int> coverUnits, std::vector<int> cells, Candidates digits)
{
    Step step;
    step.technique = technique;
    step.shape = shape;
    step.difficulty = techniqueInfo(technique).difficulty;
    step.eliminations = std::move(eliminations);
    step.units = std::move(units);
    step.coverUnits = std::move(coverUnits);
    step.cells = std::move(cells);
    step.digits = digits;
    return step;
}

using Puzzle = test::NxnPuzzle;

// Is the step true of the solution: every placement its digit, no elimination of its digit?
bool isSound(const Step &step, const Grid &solution)
{
    for (const CellDigit placement : step.placements) {
        if (solution.digit(placement.cell) != placement.digit)
            return false;
    }
    for (const CellDigit elimination : step.eliminations) {
        if (solution.digit(elimination.cell) == elimination.digit)
            return false;
    }
    return !step.placements.empty() || !step.eliminations.empty();
}

// A chain's nodes follow from nodes before them, and a branch starts from an assumption; a
// pattern node points at a nested step.
bool isWellFormed(const Step &step)
{
    for (const Chain &chain : step.chains) {
        if (chain.nodes.empty() || chain.nodes.front().reason != Reason::Assumption)
            return false;
        for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
            const ChainNode &node = chain.nodes[i];
            for (const int parent : node.parents) {
                if (parent < 0 || static_cast<std::size_t>(parent) >= i)
                    return false;
            }
            if (node.reason == Reason::Pattern
                && (node.nested < 0 || static_cast<std::size_t>(node.nested) >= step.nested.size()))
                return false;
            if (node.reason != Reason::Assumption && node.reason != Reason::Pattern && node.parents.empty())
                return false;
        }
    }
    return std::all_of(step.nested.begin(), step.nested.end(), [](const Step &nested) {
        return nested.technique != Technique::None && isWellFormed(nested);
    });
}

// Solves with findStep() from the puzzle, calling visit(board, step) before each step.
template <typename Visit>
bool solveByLogic(const Grid &puzzle, Visit &&visit)
{
    Board board = Board::fromGrid(puzzle);
    while (!board.grid.isFull()) {
        const std::optional<Step> step = findStep(board);
        if (!step)
            return false;
        if (!visit(std::as_const(board), *step))
            return true;
        applyStep(board, *step);
    }
    return true;
}

// Whether the chaining engine (techniques/chaining.h) finds `technique`: the chains without
// groups and the forcing chains.
bool isChainingEngines(Technique technique)
{
    using techniques::ClassicLayout;
    const techniques::TechniqueRow &row = techniques::techniqueRow(technique);
    const auto finder = (row.find.classic ? row : techniques::techniqueRow(row.foundWith)).find.classic;
    return finder == &techniques::findChainsAndCycles<ClassicLayout> || finder == &techniques::findNishio<ClassicLayout>
        || finder == &techniques::findMultipleForcingChain<ClassicLayout>
        || finder == &techniques::findDynamicForcingChain<ClassicLayout>;
}

} // namespace

class TestGeneralSteps : public QObject {
    Q_OBJECT

private slots:
    void everyFinderOnBothLayouts();
    void constructed_data();
    void constructed();
    void sentences_data();
    void sentences();
    void realPositions_data();
    void realPositions();
    void nestedChainsHold();
    void layoutsAgreeOnClassic_data();
    void layoutsAgreeOnClassic();
    void chainsAgreeOnClassic_data();
    void chainsAgreeOnClassic();
    void soundOverEveryShape_data();
    void soundOverEveryShape();
    void cancelledSearchFindsNothing();
    void hintsOnOtherSizes();
};

// Every technique of the table is found on both layouts: a row with a finder has it for both,
// and a row without one names a technique that has.
void TestGeneralSteps::everyFinderOnBothLayouts()
{
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        const techniques::TechniqueRow &row = techniques::techniqueRow(technique);
        const techniques::TechniqueRow &finder = row.find.classic ? row : techniques::techniqueRow(row.foundWith);
        QVERIFY2(finder.find.classic && finder.find.general, techniqueName(technique).data());
    }
}

void TestGeneralSteps::constructed_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<Step>("step");
    QTest::addColumn<bool>("first"); // findStep() gives it too: nothing simpler applies

    {
        Position p(Shape{2, 2});
        Grid grid(p.shape);
        grid.setGiven(p.rc(1, 1), 1);
        grid.setGiven(p.rc(1, 2), 2);
        grid.setGiven(p.rc(1, 3), 3);
        QTest::newRow("4x4 full house") << Board::fromGrid(grid)
                                        << singleStep(Technique::FullHouse, p.rc(1, 4), 4, p.row(1), p.shape) << true;
    }
    {
        Position p(Shape{2, 3});
        p.strikeInUnit(p.box(1), 5, {p.rc(1, 3)});
        QTest::newRow("6x6 2x3 hidden single in a box")
            << p.board << singleStep(Technique::HiddenSingle, p.rc(1, 3), 5, p.box(1), p.shape) << true;
    }
    {
        Position p(Shape{3, 2});
        p.strikeInUnit(p.row(4), 6, {p.rc(4, 5)});
        Step step = singleStep(Technique::HiddenSingle, p.rc(4, 5), 6, p.row(4), p.shape);
        QCOMPARE(step.difficulty, 15); // in a line
        QTest::newRow("6x6 3x2 hidden single in a row") << p.board << step << true;
    }
    {
        Position p(Shape{4, 4});
        p.only(p.rc(5, 9), {11});
        QTest::newRow("16x16 naked single")
            << p.board << singleStep(Technique::NakedSingle, p.rc(5, 9), 11, -1, p.shape) << true;
    }
    {
        // 4 in box 1 (rows 1-2, columns 1-3) lies only in row 1.
        Position p(Shape{2, 3});
        for (const int c : {1, 2, 3})
            p.board.candidates[idx(p.rc(2, c))].remove(4);
        QTest::newRow("6x6 2x3 pointing in a row")
            << p.board
            << expected(Technique::LockedCandidatesPointing, p.shape, each({p.rc(1, 4), p.rc(1, 5), p.rc(1, 6)}, 4),
                        {p.box(1)}, {p.row(1)}, {p.rc(1, 1), p.rc(1, 2), p.rc(1, 3)}, digitSet({4}))
            << true;
    }
    {
        // 2 in box 1 (rows 1-3, columns 1-2) lies only in column 1.
        Position p(Shape{3, 2});
        for (const int r : {1, 2, 3})
            p.board.candidates[idx(p.rc(r, 2))].remove(2);
        QTest::newRow("6x6 3x2 pointing in a column")
            << p.board
            << expected(Technique::LockedCandidatesPointing, p.shape, each({p.rc(4, 1), p.rc(5, 1), p.rc(6, 1)}, 2),
                        {p.box(1)}, {p.column(1)}, {p.rc(1, 1), p.rc(2, 1), p.rc(3, 1)}, digitSet({2}))
            << true;
    }
    {
        // 7 in row 1 lies only in box 1 (rows 1-3, columns 1-4): not in its rows 2 and 3.
        Position p(Shape{3, 4});
        p.strikeInUnit(p.row(1), 7, {p.rc(1, 1), p.rc(1, 2), p.rc(1, 3), p.rc(1, 4)});
        std::vector<int> struck;
        for (const int r : {2, 3}) {
            for (const int c : {1, 2, 3, 4})
                struck.push_back(p.rc(r, c));
        }
        QTest::newRow("12x12 3x4 claiming")
            << p.board
            << expected(Technique::LockedCandidatesClaiming, p.shape, each(struck, 7), {p.row(1)}, {p.box(1)},
                        {p.rc(1, 1), p.rc(1, 2), p.rc(1, 3), p.rc(1, 4)}, digitSet({7}))
            << true;
    }
    {
        // 5 in column 2 lies only in box 5 (rows 5-8, columns 1-3) of 4x3 boxes.
        Position p(Shape{4, 3});
        p.strikeInUnit(p.column(2), 5, {p.rc(5, 2), p.rc(7, 2)});
        std::vector<int> struck;
        for (const int r : {5, 6, 7, 8}) {
            for (const int c : {1, 3})
                struck.push_back(p.rc(r, c));
        }
        QTest::newRow("12x12 4x3 claiming")
            << p.board
            << expected(Technique::LockedCandidatesClaiming, p.shape, each(struck, 5), {p.column(2)}, {p.box(5)},
                        {p.rc(5, 2), p.rc(7, 2)}, digitSet({5}))
            << true;
    }
    {
        // Row 1: r1c1 and r1c2 hold only 1 and 2 (box 1, rows 1-2, columns 1-3).
        Position p(Shape{2, 3});
        p.only(p.rc(1, 1), {1, 2}).only(p.rc(1, 2), {1, 2});
        QTest::newRow("6x6 2x3 naked pair")
            << p.board
            << expected(Technique::NakedPair, p.shape, inUnitBut(p, p.box(1), {p.rc(1, 1), p.rc(1, 2)}, {1, 2}),
                        {p.box(1)}, {}, {p.rc(1, 1), p.rc(1, 2)}, digitSet({1, 2}))
            << false; // the box's other digits point first
    }
    {
        Position p(Shape{4, 4});
        p.only(p.rc(4, 1), {1, 2}).only(p.rc(4, 2), {2, 3}).only(p.rc(4, 3), {1, 3});
        const std::vector<int> triple = {p.rc(4, 1), p.rc(4, 2), p.rc(4, 3)};
        QTest::newRow("16x16 naked triple in box 1")
            << p.board
            << expected(Technique::NakedTriple, p.shape, inUnitBut(p, p.box(1), triple, {1, 2, 3}), {p.box(1)}, {},
                        triple, digitSet({1, 2, 3}))
            << true;
    }
    {
        // 5 and 6 fit only in r1c2 and r1c3 in row 1.
        Position p(Shape{3, 2});
        for (const int digit : {5, 6})
            p.strikeInUnit(p.row(1), digit, {p.rc(1, 2), p.rc(1, 3)});
        std::vector<CellDigit> struck;
        for (const int cell : {p.rc(1, 2), p.rc(1, 3)}) {
            for (const int digit : {1, 2, 3, 4})
                struck.push_back({cell, digit});
        }
        QTest::newRow("6x6 3x2 hidden pair")
            << p.board
            << expected(Technique::HiddenPair, p.shape, sorted(struck), {p.row(1)}, {}, {p.rc(1, 2), p.rc(1, 3)},
                        digitSet({5, 6}))
            << true;
    }
    {
        // 9, 10 and 11 fit only in r2c5, r2c6 and r2c9 in row 2 (in boxes 2 and 3).
        Position p(Shape{3, 4});
        const std::vector<int> cells = {p.rc(2, 5), p.rc(2, 6), p.rc(2, 9)};
        for (const int digit : {9, 10, 11})
            p.strikeInUnit(p.row(2), digit, {p.rc(2, 5), p.rc(2, 6), p.rc(2, 9)});
        std::vector<CellDigit> struck;
        for (const int cell : cells) {
            for (int digit = 1; digit <= 12; ++digit) {
                if (digit < 9 || digit > 11)
                    struck.push_back({cell, digit});
            }
        }
        QTest::newRow("12x12 3x4 hidden triple")
            << p.board
            << expected(Technique::HiddenTriple, p.shape, sorted(struck), {p.row(2)}, {}, cells,
                        digitSet({9, 10, 11}))
            << true;
    }
    {
        // 1 in columns 1 and 6 lies only in rows 3 and 10.
        Position p(Shape{4, 4});
        p.strikeInUnit(p.column(1), 1, {p.rc(3, 1), p.rc(10, 1)});
        p.strikeInUnit(p.column(6), 1, {p.rc(3, 6), p.rc(10, 6)});
        std::vector<int> struck;
        for (const int r : {3, 10}) {
            for (int c = 1; c <= 16; ++c) {
                if (c != 1 && c != 6)
                    struck.push_back(p.rc(r, c));
            }
        }
        QTest::newRow("16x16 X-Wing")
            << p.board
            << expected(Technique::XWing, p.shape, each(struck, 1), {p.column(1), p.column(6)}, {p.row(3), p.row(10)},
                        {p.rc(3, 1), p.rc(3, 6), p.rc(10, 1), p.rc(10, 6)}, digitSet({1}))
            << true;
    }
    {
        // 3 in rows 1, 6 and 11 lies only in columns 2, 7 and 10.
        Position p(Shape{3, 4});
        p.strikeInUnit(p.row(1), 3, {p.rc(1, 2), p.rc(1, 7)});
        p.strikeInUnit(p.row(6), 3, {p.rc(6, 7), p.rc(6, 10)});
        p.strikeInUnit(p.row(11), 3, {p.rc(11, 2), p.rc(11, 10)});
        std::vector<int> struck;
        for (int r = 1; r <= 12; ++r) {
            for (const int c : {2, 7, 10}) {
                if (r != 1 && r != 6 && r != 11)
                    struck.push_back(p.rc(r, c));
            }
        }
        QTest::newRow("12x12 swordfish")
            << p.board
            << expected(Technique::Swordfish, p.shape, each(struck, 3), {p.row(1), p.row(6), p.row(11)},
                        {p.column(2), p.column(7), p.column(10)},
                        {p.rc(1, 2), p.rc(1, 7), p.rc(6, 7), p.rc(6, 10), p.rc(11, 2), p.rc(11, 10)}, digitSet({3}))
            << true;
    }
    {
        // 4 in column 3 lies only in r2c3 and r11c3, in column 10 only in r4c10 and r11c10.
        Position p(Shape{4, 4});
        p.strikeInUnit(p.column(3), 4, {p.rc(2, 3), p.rc(11, 3)});
        p.strikeInUnit(p.column(10), 4, {p.rc(4, 10), p.rc(11, 10)});
        // Either r2c3 or r4c10 is 4: what sees both (boxes 1 and 3 against rows 4 and 2) loses it.
        Step step = expected(Technique::Skyscraper, p.shape,
                             each({p.rc(2, 9), p.rc(2, 11), p.rc(2, 12), p.rc(4, 1), p.rc(4, 2), p.rc(4, 4)}, 4),
                             {p.column(3), p.column(10)}, {p.row(11)},
                             {p.rc(2, 3), p.rc(11, 3), p.rc(11, 10), p.rc(4, 10)}, digitSet({4}));
        step.difficulty = 40; // Sudoku Explainer spells a columns-only chain as rows: 4.0, as on 9×9
        QTest::newRow("16x16 skyscraper") << p.board << step << true;
    }
    {
        // XY-Wing: pivot r1c1 {1,2}, pincers r1c5 {1,3} and r4c1 {2,3}: r4c5 sees both.
        Position p(Shape{2, 3});
        p.only(p.rc(1, 1), {1, 2}).only(p.rc(1, 5), {1, 3}).only(p.rc(4, 1), {2, 3});
        QTest::newRow("6x6 2x3 XY-Wing")
            << p.board
            << expected(Technique::XYWing, p.shape, {{p.rc(4, 5), 3}}, {}, {}, {p.rc(1, 1), p.rc(1, 5), p.rc(4, 1)},
                        digitSet({1, 2, 3}))
            << false;
    }
    {
        // XYZ-Wing in box 1 (rows 1-3, columns 1-4): pivot r1c1 {1,2,3}, pincers r1c2 {1,3} and
        // r2c1 {2,3}: every other cell of the box sees all three.
        Position p(Shape{3, 4});
        p.only(p.rc(1, 1), {1, 2, 3}).only(p.rc(1, 2), {1, 3}).only(p.rc(2, 1), {2, 3});
        QTest::newRow("12x12 XYZ-Wing")
            << p.board
            << expected(Technique::XYZWing, p.shape,
                        inUnitBut(p, p.box(1), {p.rc(1, 1), p.rc(1, 2), p.rc(2, 1)}, {3}), {}, {},
                        {p.rc(1, 1), p.rc(1, 2), p.rc(2, 1)}, digitSet({1, 2, 3}))
            << false;
    }
    {
        // W-Wing: r1c1 and r6c6 hold only {1,2}; 1 in row 11 lies only in r11c1 and r11c6.
        Position p(Shape{4, 4});
        p.only(p.rc(1, 1), {1, 2}).only(p.rc(6, 6), {1, 2});
        p.strikeInUnit(p.row(11), 1, {p.rc(11, 1), p.rc(11, 6)});
        QTest::newRow("16x16 W-Wing")
            << p.board
            << expected(Technique::WWing, p.shape, each({p.rc(1, 6), p.rc(6, 1)}, 2), {p.row(11)}, {},
                        {p.rc(1, 1), p.rc(11, 1), p.rc(11, 6), p.rc(6, 6)}, digitSet({1, 2}))
            << false;
    }
}

// The technique's finder gives exactly the step expected; and findStep() too, when nothing
// simpler applies.
void TestGeneralSteps::constructed()
{
    QFETCH(Board, board);
    QFETCH(Step, step);
    QFETCH(bool, first);
    const std::optional<Step> found = findStepOf(board, step.technique);
    QVERIFY(found);
    QCOMPARE(found->technique, step.technique);
    QCOMPARE(found->shape, step.shape);
    QCOMPARE(found->eliminations, step.eliminations);
    QCOMPARE(found->placements, step.placements);
    QCOMPARE(found->units, step.units);
    QCOMPARE(found->coverUnits, step.coverUnits);
    QCOMPARE(found->cells, step.cells);
    QCOMPARE(found->digits, step.digits);
    QCOMPARE(found->difficulty, step.difficulty);
    QVERIFY(isWellFormed(*found));
    QVERIFY(!describe(*found).empty());
    if (first) {
        const std::optional<Step> simplest = findStep(board);
        QVERIFY(simplest);
        QCOMPARE(simplest->technique, found->technique);
        QCOMPARE(simplest->eliminations, found->eliminations);
        QCOMPARE(simplest->placements, found->placements);
    }
}

void TestGeneralSteps::sentences_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("sentence");

    {
        Position p(Shape{4, 4});
        p.strikeInUnit(p.box(12), 12, {p.rc(12, 15)});
        QTest::newRow("16x16 hidden single")
            << p.board << Technique::HiddenSingle
            << QStringLiteral("r12c15 = C: hidden single \u2014 C fits nowhere else in box 12");
    }
    {
        Position p(Shape{3, 2});
        for (const int r : {1, 2, 3})
            p.board.candidates[idx(p.rc(r, 2))].remove(2);
        QTest::newRow("6x6 3x2 pointing")
            << p.board << Technique::LockedCandidatesPointing
            << QStringLiteral("locked candidates (pointing): 2 in box 1 lies only in column 1, so r4c1 - 2, "
                              "r5c1 - 2, r6c1 - 2");
    }
    {
        Position p(Shape{4, 4});
        p.strikeInUnit(p.column(1), 1, {p.rc(3, 1), p.rc(10, 1)});
        p.strikeInUnit(p.column(6), 1, {p.rc(3, 6), p.rc(10, 6)});
        QTest::newRow("16x16 X-Wing") << p.board << Technique::XWing
                                      << QStringLiteral("X-Wing: 1 in columns 1 and 6 lies only in rows 3 and 10, so "
                                                        "r3c2 - 1, r3c3 - 1, r3c4 - 1, r3c5 - 1, r3c7 - 1, r3c8 - 1, "
                                                        "r3c9 - 1, r3c10 - 1, r3c11 - 1, r3c12 - 1, r3c13 - 1, "
                                                        "r3c14 - 1, r3c15 - 1, r3c16 - 1, r10c2 - 1, r10c3 - 1, "
                                                        "r10c4 - 1, r10c5 - 1, r10c7 - 1, r10c8 - 1, r10c9 - 1, "
                                                        "r10c10 - 1, r10c11 - 1, r10c12 - 1, r10c13 - 1, "
                                                        "r10c14 - 1, r10c15 - 1, r10c16 - 1");
    }
    {
        Position p(Shape{2, 3});
        p.only(p.rc(1, 1), {1, 2}).only(p.rc(1, 5), {1, 3}).only(p.rc(4, 1), {2, 3});
        QTest::newRow("6x6 XY-Wing") << p.board << Technique::XYWing
                                     << QStringLiteral("XY-Wing: r1c1 holds 1 and 2, r1c5 holds 1 and 3, r4c1 holds "
                                                       "2 and 3: whichever r1c1 is, r1c5 or r4c1 is 3, so r4c5 - 3");
    }
}

// What the command line prints for the step, exactly.
void TestGeneralSteps::sentences()
{
    QFETCH(Board, board);
    QFETCH(Technique, technique);
    QFETCH(QString, sentence);
    const std::optional<Step> step = findStepOf(board, technique);
    QVERIFY(step);
    QCOMPARE(QString::fromStdString(describe(*step)), sentence);
}

void TestGeneralSteps::realPositions_data()
{
    QTest::addColumn<int>("line");
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("sentence"); // of the first step of the technique; empty: not checked

    QTest::newRow("6x6 2x3 (Sukaku6x6Explainer example 1): an alternating inference chain")
        << 5 << Technique::AlternatingInferenceChain
        << QStringLiteral("alternating inference chain: if r5c3 is not 2, r5c3 is 1, so r5c1 is not 1, so r1c1 is 1, "
                          "so r1c1 is not 6, so r2c3 is 6: either r5c3 is 2 or r2c3 is 6, so r2c3 - 2");
    QTest::newRow("6x6 2x3 (Sukaku6x6Explainer example 1): an ALS-XY-Wing")
        << 5 << Technique::AlsXYWing
        << QStringLiteral("ALS-XY-Wing: almost locked sets r3c2, r3c3 and r4c3 in box 3 {1, 4, 5, 6}, r3c5 {4, 6} and "
                          "r2c2, r2c5 and r2c6 in row 2 {2, 3, 5, 6}: if r4c3 is not 5, one of r3c2 and r3c3 is 4, so "
                          "r3c5 is not 4, so r3c5 is 6, so r2c5 is not 6, so one of r2c2 and r2c5 is 5: either r4c3 is "
                          "5 or one of r2c2 and r2c5 is 5, so r2c3 - 5");
    QTest::newRow("16x16 krazydad sample: a cell forcing chain")
        << KrazydadLine << Technique::CellForcingChain
        << QStringLiteral("cell forcing chain: r9c12 holds only 1, 8 and G, and in every case r3c2 is not 5, so r3c2 - 5");
    QTest::newRow("12x12 3x4 minimal: an ALS chain") << 16 << Technique::AlsChain << QString();
    QTest::newRow("16x16 krazydad sample: a death blossom") << KrazydadLine << Technique::DeathBlossom << QString();
    QTest::newRow("16x16 krazydad sample: a grouped AIC")
        << KrazydadLine << Technique::GroupedAlternatingInferenceChain << QString();
    QTest::newRow("16x16 krazydad sample: an AIC with almost locked sets")
        << KrazydadLine << Technique::AlsAlternatingInferenceChain << QString();
    QTest::newRow("16x16 tarek tough 28: a grouped nice loop")
        << TarekLine + 4 << Technique::GroupedNiceLoop
        << QStringLiteral("grouped nice loop: if r6c3 is not A, r6c11 is A, so r6c11 is not 1, so r7c11 is 1, so r7c11 is "
                          "not D, so r7c12 is D, so r7c12 is not E, so r15c12 is E, so r15c16 is not E, so one of r14c13, "
                          "r14c14 and r14c16 is E, so r14c8 is not E, so r14c8 is B, so r6c8 is not B, so r6c3 is B, so "
                          "r6c3 is not A \u2014 back where it began: a loop, so each of its weak links holds both ways, so "
                          "r6c3 - 8, r6c3 - F, r6c3 - G, r6c11 - F, r6c11 - G, r7c11 - A, r7c11 - F, r7c11 - G, r7c12 - "
                          "F, r7c12 - G, r14c2 - E, r14c5 - E, r15c9 - E");
    QTest::newRow("16x16 tarek tough 1: a dynamic contradiction chain")
        << TarekLine << Technique::DynamicContradictionChain << QString();
    QTest::newRow("16x16 tarek tough 1: a dynamic forcing chain (+)")
        << TarekLine << Technique::DynamicForcingChainPlus << QString();
    QTest::newRow("16x16 tarek tough 16: Sue de Coq")
        << TarekLine + 2 << Technique::SueDeCoq
        << QStringLiteral("Sue de Coq: r10c12, r11c12 and r12c12, where column 12 and box 11 cross, hold 8, B, D, F and "
                          "G; with r2c12 and r3c12 {1, 8, B} in column 12 and r12c9 {D, F, G} in box 11, these 6 cells "
                          "hold 6 digits, each once: 1, 8 and B cannot be elsewhere in column 12, nor D, F and G "
                          "elsewhere in box 11, so r7c12 - 1, r7c12 - 8, r9c9 - D, r9c9 - F, r9c9 - G, r9c10 - F, "
                          "r9c11 - D, r9c11 - G, r12c11 - D, r12c11 - G");
    QTest::newRow("16x16 tarek tough 24: ALS-XZ") << TarekLine + 3 << Technique::AlsXZ << QString();
}

// Solving a puzzle of the data file by findStep() comes to a step of the technique: sound,
// its chains (if it has any) well formed, its reason in words, read as expected.
void TestGeneralSteps::realPositions()
{
    QFETCH(int, line);
    QFETCH(Technique, technique);
    QFETCH(QString, sentence);
    const std::vector<Puzzle> puzzles = test::readNxnSteps();
    QVERIFY(static_cast<std::size_t>(line) <= puzzles.size());
    const Puzzle &puzzle = puzzles[idx(line - 1)];
    std::optional<Step> met;
    QVERIFY(solveByLogic(puzzle.puzzle, [&](const Board &, const Step &step) {
        if (step.technique != technique)
            return true;
        met = step;
        return false;
    }));
    QVERIFY2(met, qPrintable(puzzle.name));
    QVERIFY(isSound(*met, puzzle.solution));
    QVERIFY(isWellFormed(*met));
    QCOMPARE(met->shape, puzzle.puzzle.shape());
    if (technique != Technique::SueDeCoq) {
        QVERIFY(!met->chains.empty());
        QVERIFY(!toEnglish(chainExplanation(*met, 0)).empty());
    }
    QVERIFY(!techniques::techniqueRow(technique).why(*met).isEmpty());
    QVERIFY(!describe(*met).empty());
    if (!sentence.isEmpty())
        QCOMPARE(QString::fromStdString(describe(*met)), sentence);
}

// Asked for nested forcing chains alone on a 16×16 board where simpler chains would do, the
// finder nests static chains inside dynamic ones: each inner contradiction a step of its own
// (Step::nested), its conclusion a pattern node of the outer chain; the step holds.
void TestGeneralSteps::nestedChainsHold()
{
    const std::vector<Puzzle> puzzles = test::readNxnSteps();
    QVERIFY(puzzles.size() >= TarekLine);
    const Puzzle &puzzle = puzzles[TarekLine - 1];
    std::optional<Step> nested;
    Board before;
    QVERIFY(solveByLogic(puzzle.puzzle, [&](const Board &board, const Step &step) {
        if (techniqueInfo(step.technique).family != Family::ForcingChain)
            return true;
        nested = findStepOf(board, Technique::NestedForcingChain);
        before = board;
        return false;
    }));
    QVERIFY(nested);
    QCOMPARE(nested->technique, Technique::NestedForcingChain);
    QVERIFY(nested->difficulty >= 95);
    QVERIFY(isSound(*nested, puzzle.solution));
    QVERIFY(isWellFormed(*nested));
    // An inner step reasons on its branch's board, which an assumption made (a branch that
    // ends in a contradiction rests on a false one): what it strikes need not be false in the
    // solution, but it is a candidate the board had, and its chains are well formed.
    QVERIFY(!nested->nested.empty());
    for (const Step &inner : nested->nested) {
        QCOMPARE(inner.shape, before.grid.shape());
        for (const CellDigit struck : inner.eliminations)
            QVERIFY(before.candidates[static_cast<std::size_t>(struck.cell)].contains(struck.digit));
    }
}

// A finder written over a layout (core/techniques/layout.h) gives the same step on 9×9 in the
// general layout as in the classic one: every technique with both, at every position of the
// solves of every third puzzle of logic_puzzles.txt (78 of its 233, 2.5 to 9.3), compared
// field by field. The chaining engine's searches (chains and forcing chains, seconds each at
// the deepest levels) are compared where the solve takes their step (chainsAgreeOnClassic).
// Every third puzzle of the file, dealt into parts: a difference in one part does not hide those
// of the others, and each part says how much it compared. (Under the sanitizers it takes every
// fourth of those, test::SweepStride, and still more than Qt Test's limit for one function:
// tests/CMakeLists.txt gives this test a longer one there.)
constexpr int AgreementParts = 4;

void TestGeneralSteps::layoutsAgreeOnClassic_data()
{
    QTest::addColumn<int>("part");
    for (int part = 0; part < AgreementParts; ++part)
        QTest::newRow(qPrintable(QStringLiteral("part %1 of %2").arg(part + 1).arg(AgreementParts))) << part;
}

void TestGeneralSteps::layoutsAgreeOnClassic()
{
    QFETCH(int, part);
    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile("logic_puzzles.txt");
    QVERIFY(puzzles.size() >= 200);
    std::vector<Technique> asked;
    for (const Technique technique : techniques::searchOrder()) {
        if (techniques::techniqueRow(technique).find.general && !isChainingEngines(technique))
            asked.push_back(technique);
    }
    QVERIFY(asked.size() >= 20);
    int positions = 0;
    int found = 0;
    std::string difference;
    for (std::size_t i = 3 * static_cast<std::size_t>(part); i < puzzles.size(); i += 3 * AgreementParts * test::SweepStride) {
        const test::PuzzleLine &puzzle = puzzles[i];
        QVERIFY(solveByLogic(puzzle.grid(), [&](const Board &board, const Step &) {
            const techniques::ClassicAnalysis classic(board, true);
            const techniques::Analysis<techniques::GeneralLayout> general(board, true);
            for (const Technique technique : asked) {
                const techniques::Finders &finders = techniques::techniqueRow(technique).find;
                const std::optional<Step> one = finders.classic(classic, technique);
                const std::optional<Step> other = finders.general(general, technique);
                if (one != other) {
                    difference = "line " + std::to_string(puzzle.line) + ", " + std::string(techniqueName(technique))
                               + ": classic " + (one ? describe(*one) : "none") + "; general "
                               + (other ? describe(*other) : "none");
                    return false;
                }
                found += one ? 1 : 0;
            }
            ++positions;
            return true;
        }));
        QVERIFY2(difference.empty(), difference.c_str());
    }
    qInfo("%d positions, %d steps found by %zu techniques on both layouts", positions, found, asked.size());
    QVERIFY(found > 20000 / test::SweepStride);
}

void TestGeneralSteps::chainsAgreeOnClassic_data()
{
    layoutsAgreeOnClassic_data();
}

// The chaining engine's searches give the same step on 9×9 in both layouts: at every position
// of the solves of every puzzle of logic_puzzles.txt where the step taken is one of theirs, the plan entry that found it is
// asked again in the general layout (with every entry before it finding nothing there too).
void TestGeneralSteps::chainsAgreeOnClassic()
{
    QFETCH(int, part);
    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile("logic_puzzles.txt");
    QVERIFY(puzzles.size() >= 200);
    int compared = 0;
    std::string difference;
    for (std::size_t i = static_cast<std::size_t>(part); i < puzzles.size(); i += AgreementParts * test::SweepStride) {
        const test::PuzzleLine &puzzle = puzzles[i];
        QVERIFY(solveByLogic(puzzle.grid(), [&](const Board &board, const Step &step) {
            if (!isChainingEngines(step.technique))
                return true;
            const techniques::Analysis<techniques::GeneralLayout> general(board, true);
            std::optional<Step> other;
            for (const Technique entry : techniques::searchOrder()) {
                const techniques::TechniqueRow &row = techniques::techniqueRow(entry);
                if (!row.find.general || (!general.assumeUnique && row.info.needsUniqueness))
                    continue;
                other = row.find.general(general, entry);
                if (other)
                    break;
            }
            if (other && other->difficulty == 0)
                other->difficulty = techniqueInfo(other->technique).difficulty;
            if (!other || *other != step) {
                difference = "line " + std::to_string(puzzle.line) + ": classic " + describe(step) + "; general "
                           + (other ? describe(*other) : "none");
                return false;
            }
            ++compared;
            return true;
        }));
        QVERIFY2(difference.empty(), difference.c_str());
    }
    qInfo("%d chaining steps the same on both layouts", compared);
    QVERIFY(compared > 150 / test::SweepStride);
}

void TestGeneralSteps::soundOverEveryShape_data()
{
    QTest::addColumn<int>("index");
    const std::vector<Puzzle> puzzles = test::readNxnSteps();
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        QTest::newRow(qPrintable(puzzles[i].name)) << static_cast<int>(i);
}

// Solved by findStep() alone, every step right, no guess; the rating agrees.
void TestGeneralSteps::soundOverEveryShape()
{
    QFETCH(int, index);
    const Puzzle puzzle = test::readNxnSteps()[idx(index)];
    QVERIFY(puzzle.solution.isSolutionOf(puzzle.puzzle));
    int steps = 0;
    int hardest = 0;
    Board last;
    const bool solved = solveByLogic(puzzle.puzzle, [&](const Board &, const Step &step) {
        ++steps;
        hardest = std::max(hardest, step.difficulty);
        if (!isSound(step, puzzle.solution)) {
            qWarning("%s", describe(step).c_str());
            return false;
        }
        return true;
    });
    QVERIFY2(solved, "findStep() found no step on a board with one solution");
    const Rating rating = rate(puzzle.puzzle);
    QCOMPARE(rating.guesses, 0);
    QCOMPARE(rating.difficulty, hardest);
    QVERIFY(steps > 0);
}

// A search asked with its cancel flag set finds nothing.
void TestGeneralSteps::cancelledSearchFindsNothing()
{
    const std::vector<Puzzle> puzzles = test::readNxnSteps();
    QVERIFY(puzzles.size() >= TarekLine);
    const std::atomic<bool> cancel{true};
    const Board board = Board::fromGrid(puzzles[TarekLine - 1].puzzle);
    QVERIFY(!findStep(board, Uniqueness::Assumed, &cancel));
}

// Hints and the puzzle check read the board's own size: the next step of a 16×16 board, a
// player's wrong digit on it, two solutions of a 4×4 grid, clashing givens.
void TestGeneralSteps::hintsOnOtherSizes()
{
    const std::vector<Puzzle> puzzles = test::readNxnSteps();
    QVERIFY(puzzles.size() >= 18);
    const Puzzle &janko = puzzles[17];
    QCOMPARE(janko.puzzle.size(), 16);
    Board player = Board::fromGrid(janko.puzzle);
    player.candidates.fill(Candidates()); // not pencilled in yet
    const HintResult hint = findHint(player);
    QCOMPARE(hint.kind, HintKind::Step);
    for (int cell = 0; cell < janko.solution.cellCount(); ++cell)
        QCOMPARE(hint.solution.digit(cell), janko.solution.digit(cell));
    QCOMPARE(hint.step, *findStep(Board::fromGrid(janko.puzzle)));
    QCOMPARE(hint.step.shape, janko.puzzle.shape());

    int empty = 0;
    while (!janko.puzzle.isEmpty(empty))
        ++empty;
    Board wrong = Board::fromGrid(janko.puzzle);
    wrong.grid.setDigit(empty, janko.solution.digit(empty) % 16 + 1);
    const HintResult mistakes = findHint(wrong);
    QCOMPARE(mistakes.kind, HintKind::Mistakes);
    QCOMPARE(mistakes.mistakes.size(), std::size_t{1});
    QCOMPARE(mistakes.mistakes.front().cell, empty);

    const PuzzleCheck several = checkPuzzle(Grid(Shape{2, 2}));
    QCOMPARE(several.solutionCount, 2);
    QVERIFY(!several.cells.empty());
    QVERIFY(several.cells.back() < 16);

    Grid clash(Shape{2, 3});
    clash.setGiven(0, 4);
    clash.setGiven(35, 4);
    clash.setGiven(5, 4);
    const PuzzleCheck clashing = checkPuzzle(clash);
    QCOMPARE(clashing.solutionCount, 0);
    QCOMPARE(clashing.cells, (std::vector<int>{0, 5, 35}));
}

QTEST_APPLESS_MAIN(TestGeneralSteps)
#include "tst_generalsteps.moc"
