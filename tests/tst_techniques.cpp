// The solving techniques beyond singles (stepfinder.h, core/techniques/): each on a position
// built for it, with the exact step expected — eliminations, pattern fields, sentence — and
// found by findStep() itself, nothing simpler applying; each on a position met while solving
// a real puzzle; the uniqueness techniques only when uniqueness is assumed; and, over a few
// hundred puzzles (and, on request, every puzzle of two public sets), that no step is wrong.

#include "board.h"
#include "format.h"
#include "solver.h"
#include "step.h"
#include "stepfinder.h"
#include "testgrids.h"
#include "tracetest.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <initializer_list>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Board)
Q_DECLARE_METATYPE(sudoku::Step)
Q_DECLARE_METATYPE(sudoku::Technique)

namespace {

using test::gridFromLine;

// Cells and units as people name them, 1-based: rc(6, 7) is r6c7.
constexpr int rc(int row, int column) { return cellAt(row - 1, column - 1); }
constexpr int row(int n) { return rowUnit(n - 1); }
constexpr int column(int n) { return columnUnit(n - 1); }
constexpr int box(int n) { return boxUnit(n - 1); }

Candidates digitSet(std::initializer_list<int> digits)
{
    Candidates set;
    for (const int digit : digits)
        set.add(digit);
    return set;
}

// Every digit in every cell, in reading order (cell, then digit): a step's candidates or
// eliminations.
std::vector<CellDigit> each(std::initializer_list<int> cells, std::initializer_list<int> digits)
{
    std::vector<CellDigit> list;
    for (const int cell : cells) {
        for (const int digit : digits)
            list.push_back({cell, digit});
    }
    std::sort(list.begin(), list.end(), [](CellDigit a, CellDigit b) {
        return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
    });
    return list;
}

// An alternating chain as chain steps hold it (step.h): nodes[0] off, then on and off in
// turn, each following from the one before — in the same cell when `units` says -1, else
// through that unit.
Chain aic(std::initializer_list<CellDigit> nodes, std::initializer_list<int> units)
{
    Chain chain;
    const std::vector<CellDigit> list(nodes);
    const std::vector<int> through(units);
    for (std::size_t i = 0; i < list.size(); ++i) {
        ChainNode node;
        node.cells = {list[i].cell};
        node.digit = list[i].digit;
        node.on = i % 2 == 1;
        if (i > 0) {
            node.parents = {static_cast<int>(i - 1)};
            node.unit = through[i - 1];
            if (node.unit < 0)
                node.reason = node.on ? Reason::LastCandidate : Reason::SameCell;
            else
                node.reason = node.on ? Reason::LastPlace : Reason::SameUnit;
        }
        chain.nodes.push_back(node);
    }
    return chain;
}

// The empty grid with every candidate in every cell: no technique applies anywhere, until a
// test strikes candidates to build its pattern.
Board open()
{
    Board board;
    board.candidates.fill(Candidates::all());
    return board;
}

// Strikes `digit` from every cell of the unit but `keep`.
void keepOnly(Board &board, int digit, int unit, std::initializer_list<int> keep)
{
    for (const int cell : cellsOfUnit[static_cast<std::size_t>(unit)]) {
        if (std::find(keep.begin(), keep.end(), cell) == keep.end())
            board.candidates[static_cast<std::size_t>(cell)].remove(digit);
    }
}

void setCandidates(Board &board, int cell, std::initializer_list<int> digits)
{
    board.candidates[static_cast<std::size_t>(cell)] = digitSet(digits);
}

std::string cellsText(const std::vector<int> &cells)
{
    std::string text;
    for (const int cell : cells)
        text += cellName(cell) + " ";
    return text;
}

// What a solve over a set of puzzles showed: wrong steps, and how often each technique ran.
struct Audit {
    int puzzles = 0;
    int wrongSteps = 0;
    int emptySteps = 0;
    int guesses = 0;
    std::array<int, TechniqueCount> uses{};
    std::string firstWrong;
};

// Solves the puzzle with findStep() alone, writing the solution's digit at a dead end (the
// empty cell with fewest candidates), checking every step against the solution.
void audit(const Grid &puzzle, const Grid &solution, Audit &result)
{
    ++result.puzzles;
    Board board = Board::fromGrid(puzzle);
    while (!board.grid.isFull()) {
        const std::optional<Step> step = findStep(board);
        if (!step) {
            const std::array<Candidates, CellCount> candidates = board.allEffectiveCandidates();
            int cell = -1;
            for (int c = 0; c < CellCount; ++c) {
                const auto i = static_cast<std::size_t>(c);
                if (board.grid.isEmpty(c)
                    && (cell < 0 || candidates[i].count()
                                        < candidates[static_cast<std::size_t>(cell)].count()))
                    cell = c;
            }
            board.place(cell, solution.digit(cell));
            ++result.guesses;
            continue;
        }
        ++result.uses[static_cast<std::size_t>(step->technique)];
        bool wrong = false;
        for (const CellDigit placement : step->placements)
            wrong = wrong || solution.digit(placement.cell) != placement.digit;
        for (const CellDigit elimination : step->eliminations)
            wrong = wrong || solution.digit(elimination.cell) == elimination.digit;
        if (step->placements.empty() && step->eliminations.empty())
            ++result.emptySteps;
        if (wrong && result.wrongSteps++ == 0)
            result.firstWrong = toLine(puzzle) + ": " + describe(*step);
        applyStep(board, *step);
    }
}

} // namespace

class TestTechniques : public QObject {
    Q_OBJECT

private slots:
    void names_data();
    void names();
    void constructed_data();
    void constructed();
    void realPositions_data();
    void realPositions();
    void uniquenessOnlyWhenAssumed_data();
    void uniquenessOnlyWhenAssumed();
    void neverWrong();
    void neverWrongOverSharedData();
};

void TestTechniques::names_data()
{
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("title");

    const std::pair<const char *, const char *> expected[] = {
        {"full-house", "full house"},
        {"hidden-single", "hidden single"},
        {"naked-single", "naked single"},
        {"locked-candidates-pointing", "locked candidates (pointing)"},
        {"locked-candidates-claiming", "locked candidates (claiming)"},
        {"naked-pair", "naked pair"},
        {"naked-triple", "naked triple"},
        {"naked-quad", "naked quad"},
        {"hidden-pair", "hidden pair"},
        {"hidden-triple", "hidden triple"},
        {"hidden-quad", "hidden quad"},
        {"x-wing", "X-Wing"},
        {"swordfish", "swordfish"},
        {"jellyfish", "jellyfish"},
        {"skyscraper", "skyscraper"},
        {"two-string-kite", "2-string kite"},
        {"xy-wing", "XY-Wing"},
        {"xyz-wing", "XYZ-Wing"},
        {"w-wing", "W-Wing"},
        {"unique-rectangle-type-1", "unique rectangle (type 1)"},
        {"bug-plus-one", "BUG+1"},
        {"x-chain", "X-chain"},
    };
    QCOMPARE(std::size(expected), std::size_t(TechniqueCount - 1));
    for (int i = 1; i < TechniqueCount; ++i) {
        const auto [name, title] = expected[i - 1];
        QTest::newRow(name) << static_cast<Technique>(i) << QString(name) << QString(title);
    }
}

void TestTechniques::names()
{
    QFETCH(Technique, technique);
    QFETCH(QString, name);
    QFETCH(QString, title);
    QCOMPARE(QString::fromUtf8(techniqueName(technique)), name);
    QCOMPARE(QString::fromUtf8(techniqueTitle(technique)), title);
    QCOMPARE(techniqueFromName(name.toStdString()), std::optional<Technique>(technique));
}

void TestTechniques::constructed_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<Step>("expected");
    QTest::addColumn<QString>("text");

    {
        Board board = open();
        keepOnly(board, 5, box(4), {rc(6, 1), rc(6, 2), rc(6, 3)});
        Step step;
        step.technique = Technique::LockedCandidatesPointing;
        step.difficulty = 26; // Sudoku Explainer's 2.6
        step.eliminations = each({rc(6, 4), rc(6, 5), rc(6, 6), rc(6, 7), rc(6, 8), rc(6, 9)}, {5});
        step.units = {box(4)};
        step.coverUnits = {row(6)};
        step.cells = {rc(6, 1), rc(6, 2), rc(6, 3)};
        step.candidates = each({rc(6, 1), rc(6, 2), rc(6, 3)}, {5});
        step.digits = digitSet({5});
        QTest::newRow("pointing into a row") << board << step
            << "locked candidates (pointing): 5 in box 4 lies only in row 6, so r6c4 - 5, "
               "r6c5 - 5, r6c6 - 5, r6c7 - 5, r6c8 - 5, r6c9 - 5";
    }
    {
        Board board = open();
        keepOnly(board, 3, box(9), {rc(7, 8), rc(9, 8)});
        Step step;
        step.technique = Technique::LockedCandidatesPointing;
        step.difficulty = 26; // Sudoku Explainer's 2.6
        step.eliminations = each({rc(1, 8), rc(2, 8), rc(3, 8), rc(4, 8), rc(5, 8), rc(6, 8)}, {3});
        step.units = {box(9)};
        step.coverUnits = {column(8)};
        step.cells = {rc(7, 8), rc(9, 8)};
        step.candidates = each({rc(7, 8), rc(9, 8)}, {3});
        step.digits = digitSet({3});
        QTest::newRow("pointing into a column") << board << step
            << "locked candidates (pointing): 3 in box 9 lies only in column 8, so r1c8 - 3, "
               "r2c8 - 3, r3c8 - 3, r4c8 - 3, r5c8 - 3, r6c8 - 3";
    }
    {
        Board board = open();
        keepOnly(board, 7, row(2), {rc(2, 7), rc(2, 8), rc(2, 9)});
        Step step;
        step.technique = Technique::LockedCandidatesClaiming;
        step.difficulty = 28; // Sudoku Explainer's 2.8
        step.eliminations = each({rc(1, 7), rc(1, 8), rc(1, 9), rc(3, 7), rc(3, 8), rc(3, 9)}, {7});
        step.units = {row(2)};
        step.coverUnits = {box(3)};
        step.cells = {rc(2, 7), rc(2, 8), rc(2, 9)};
        step.candidates = each({rc(2, 7), rc(2, 8), rc(2, 9)}, {7});
        step.digits = digitSet({7});
        QTest::newRow("claiming from a row") << board << step
            << "locked candidates (claiming): 7 in row 2 lies only in box 3, so r1c7 - 7, "
               "r1c8 - 7, r1c9 - 7, r3c7 - 7, r3c8 - 7, r3c9 - 7";
    }
    {
        Board board = open();
        keepOnly(board, 1, column(5), {rc(4, 5), rc(6, 5)});
        Step step;
        step.technique = Technique::LockedCandidatesClaiming;
        step.difficulty = 28; // Sudoku Explainer's 2.8
        step.eliminations = each({rc(4, 4), rc(4, 6), rc(5, 4), rc(5, 6), rc(6, 4), rc(6, 6)}, {1});
        step.units = {column(5)};
        step.coverUnits = {box(5)};
        step.cells = {rc(4, 5), rc(6, 5)};
        step.candidates = each({rc(4, 5), rc(6, 5)}, {1});
        step.digits = digitSet({1});
        QTest::newRow("claiming from a column") << board << step
            << "locked candidates (claiming): 1 in column 5 lies only in box 5, so r4c4 - 1, "
               "r4c6 - 1, r5c4 - 1, r5c6 - 1, r6c4 - 1, r6c6 - 1";
    }
    {
        Board board = open();
        setCandidates(board, rc(1, 2), {3, 7});
        setCandidates(board, rc(1, 5), {3, 7});
        Step step;
        step.technique = Technique::NakedPair;
        step.difficulty = 30; // Sudoku Explainer's 3.0
        step.eliminations = each({rc(1, 1), rc(1, 3), rc(1, 4), rc(1, 6), rc(1, 7), rc(1, 8),
                              rc(1, 9)}, {3, 7});
        step.units = {row(1)};
        step.cells = {rc(1, 2), rc(1, 5)};
        step.candidates = each({rc(1, 2), rc(1, 5)}, {3, 7});
        step.digits = digitSet({3, 7});
        QTest::newRow("naked pair in a row") << board << step
            << "naked pair: r1c2 and r1c5 hold only 3 and 7 in row 1, so r1c1 - 3, r1c1 - 7, "
               "r1c3 - 3, r1c3 - 7, r1c4 - 3, r1c4 - 7, r1c6 - 3, r1c6 - 7, r1c7 - 3, r1c7 - 7, "
               "r1c8 - 3, r1c8 - 7, r1c9 - 3, r1c9 - 7";
    }
    {
        Board board = open();
        setCandidates(board, rc(1, 1), {4, 8});
        setCandidates(board, rc(1, 2), {4, 8});
        Step step;
        step.technique = Technique::NakedPair;
        step.difficulty = 30; // Sudoku Explainer's 3.0
        step.eliminations = each({rc(1, 3), rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7), rc(1, 8),
                              rc(1, 9), rc(2, 1), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2),
                              rc(3, 3)}, {4, 8});
        step.units = {box(1), row(1)};
        step.cells = {rc(1, 1), rc(1, 2)};
        step.candidates = each({rc(1, 1), rc(1, 2)}, {4, 8});
        step.digits = digitSet({4, 8});
        QTest::newRow("naked pair in a box and a row, each candidate struck once")
            << board << step
            << "naked pair: r1c1 and r1c2 hold only 4 and 8 in box 1 and row 1, so r1c3 - 4, "
               "r1c3 - 8, r1c4 - 4, r1c4 - 8, r1c5 - 4, r1c5 - 8, r1c6 - 4, r1c6 - 8, r1c7 - 4, "
               "r1c7 - 8, r1c8 - 4, r1c8 - 8, r1c9 - 4, r1c9 - 8, r2c1 - 4, r2c1 - 8, r2c2 - 4, "
               "r2c2 - 8, r2c3 - 4, r2c3 - 8, r3c1 - 4, r3c1 - 8, r3c2 - 4, r3c2 - 8, r3c3 - 4, "
               "r3c3 - 8";
    }
    {
        Board board = open();
        keepOnly(board, 2, box(9), {rc(7, 7), rc(9, 9)});
        keepOnly(board, 6, box(9), {rc(7, 7), rc(9, 9)});
        Step step;
        step.technique = Technique::HiddenPair;
        step.difficulty = 34; // Sudoku Explainer's 3.4
        step.eliminations = each({rc(7, 7), rc(9, 9)}, {1, 3, 4, 5, 7, 8, 9});
        step.units = {box(9)};
        step.cells = {rc(7, 7), rc(9, 9)};
        step.candidates = each({rc(7, 7), rc(9, 9)}, {2, 6});
        step.digits = digitSet({2, 6});
        QTest::newRow("hidden pair") << board << step
            << "hidden pair: 2 and 6 fit only in r7c7 and r9c9 in box 9, so r7c7 - 1, r7c7 - 3, "
               "r7c7 - 4, r7c7 - 5, r7c7 - 7, r7c7 - 8, r7c7 - 9, r9c9 - 1, r9c9 - 3, r9c9 - 4, "
               "r9c9 - 5, r9c9 - 7, r9c9 - 8, r9c9 - 9";
    }
    {
        Board board = open();
        setCandidates(board, rc(5, 1), {1, 2});
        setCandidates(board, rc(5, 5), {2, 3});
        setCandidates(board, rc(5, 9), {1, 3});
        Step step;
        step.technique = Technique::NakedTriple;
        step.difficulty = 36; // Sudoku Explainer's 3.6
        step.eliminations = each({rc(5, 2), rc(5, 3), rc(5, 4), rc(5, 6), rc(5, 7), rc(5, 8)},
                             {1, 2, 3});
        step.units = {row(5)};
        step.cells = {rc(5, 1), rc(5, 5), rc(5, 9)};
        step.candidates = {{rc(5, 1), 1}, {rc(5, 1), 2}, {rc(5, 5), 2}, {rc(5, 5), 3},
                       {rc(5, 9), 1}, {rc(5, 9), 3}};
        step.digits = digitSet({1, 2, 3});
        QTest::newRow("naked triple of three pairs, before the XY-Wing they also make")
            << board << step
            << "naked triple: r5c1, r5c5 and r5c9 hold only 1, 2 and 3 in row 5, so r5c2 - 1, "
               "r5c2 - 2, r5c2 - 3, r5c3 - 1, r5c3 - 2, r5c3 - 3, r5c4 - 1, r5c4 - 2, r5c4 - 3, "
               "r5c6 - 1, r5c6 - 2, r5c6 - 3, r5c7 - 1, r5c7 - 2, r5c7 - 3, r5c8 - 1, r5c8 - 2, "
               "r5c8 - 3";
    }
    {
        Board board = open();
        for (const int digit : {4, 5, 9})
            keepOnly(board, digit, column(4), {rc(1, 4), rc(4, 4), rc(8, 4)});
        Step step;
        step.technique = Technique::HiddenTriple;
        step.difficulty = 40; // Sudoku Explainer's 4.0
        step.eliminations = each({rc(1, 4), rc(4, 4), rc(8, 4)}, {1, 2, 3, 6, 7, 8});
        step.units = {column(4)};
        step.cells = {rc(1, 4), rc(4, 4), rc(8, 4)};
        step.candidates = each({rc(1, 4), rc(4, 4), rc(8, 4)}, {4, 5, 9});
        step.digits = digitSet({4, 5, 9});
        QTest::newRow("hidden triple") << board << step
            << "hidden triple: 4, 5 and 9 fit only in r1c4, r4c4 and r8c4 in column 4, so "
               "r1c4 - 1, r1c4 - 2, r1c4 - 3, r1c4 - 6, r1c4 - 7, r1c4 - 8, r4c4 - 1, r4c4 - 2, "
               "r4c4 - 3, r4c4 - 6, r4c4 - 7, r4c4 - 8, r8c4 - 1, r8c4 - 2, r8c4 - 3, r8c4 - 6, "
               "r8c4 - 7, r8c4 - 8";
    }
    {
        Board board = open();
        keepOnly(board, 4, row(2), {rc(2, 3), rc(2, 7)});
        keepOnly(board, 4, row(6), {rc(6, 3), rc(6, 7)});
        Step step;
        step.technique = Technique::XWing;
        step.difficulty = 32; // Sudoku Explainer's 3.2
        step.eliminations = each({rc(1, 3), rc(3, 3), rc(4, 3), rc(5, 3), rc(7, 3), rc(8, 3),
                              rc(9, 3), rc(1, 7), rc(3, 7), rc(4, 7), rc(5, 7), rc(7, 7),
                              rc(8, 7), rc(9, 7)}, {4});
        step.units = {row(2), row(6)};
        step.coverUnits = {column(3), column(7)};
        step.cells = {rc(2, 3), rc(2, 7), rc(6, 3), rc(6, 7)};
        step.candidates = each({rc(2, 3), rc(2, 7), rc(6, 3), rc(6, 7)}, {4});
        step.digits = digitSet({4});
        QTest::newRow("X-Wing on rows") << board << step
            << "X-Wing: 4 in rows 2 and 6 lies only in columns 3 and 7, so r1c3 - 4, r1c7 - 4, "
               "r3c3 - 4, r3c7 - 4, r4c3 - 4, r4c7 - 4, r5c3 - 4, r5c7 - 4, r7c3 - 4, r7c7 - 4, "
               "r8c3 - 4, r8c7 - 4, r9c3 - 4, r9c7 - 4";
    }
    {
        Board board = open();
        keepOnly(board, 9, column(1), {rc(1, 1), rc(5, 1)});
        keepOnly(board, 9, column(9), {rc(1, 9), rc(5, 9)});
        Step step;
        step.technique = Technique::XWing;
        step.difficulty = 32; // Sudoku Explainer's 3.2
        step.eliminations = each({rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7),
                              rc(1, 8), rc(5, 2), rc(5, 3), rc(5, 4), rc(5, 5), rc(5, 6),
                              rc(5, 7), rc(5, 8)}, {9});
        step.units = {column(1), column(9)};
        step.coverUnits = {row(1), row(5)};
        step.cells = {rc(1, 1), rc(1, 9), rc(5, 1), rc(5, 9)};
        step.candidates = each({rc(1, 1), rc(1, 9), rc(5, 1), rc(5, 9)}, {9});
        step.digits = digitSet({9});
        QTest::newRow("X-Wing on columns") << board << step
            << "X-Wing: 9 in columns 1 and 9 lies only in rows 1 and 5, so r1c2 - 9, r1c3 - 9, "
               "r1c4 - 9, r1c5 - 9, r1c6 - 9, r1c7 - 9, r1c8 - 9, r5c2 - 9, r5c3 - 9, r5c4 - 9, "
               "r5c5 - 9, r5c6 - 9, r5c7 - 9, r5c8 - 9";
    }
    {
        Board board = open();
        keepOnly(board, 8, row(1), {rc(1, 2), rc(1, 5)});
        keepOnly(board, 8, row(5), {rc(5, 5), rc(5, 8)});
        keepOnly(board, 8, row(9), {rc(9, 2), rc(9, 8)});
        Step step;
        step.technique = Technique::Swordfish;
        step.difficulty = 38; // Sudoku Explainer's 3.8
        step.eliminations = each({rc(2, 2), rc(2, 5), rc(2, 8), rc(3, 2), rc(3, 5), rc(3, 8),
                              rc(4, 2), rc(4, 5), rc(4, 8), rc(6, 2), rc(6, 5), rc(6, 8),
                              rc(7, 2), rc(7, 5), rc(7, 8), rc(8, 2), rc(8, 5), rc(8, 8)},
                             {8});
        step.units = {row(1), row(5), row(9)};
        step.coverUnits = {column(2), column(5), column(8)};
        step.cells = {rc(1, 2), rc(1, 5), rc(5, 5), rc(5, 8), rc(9, 2), rc(9, 8)};
        step.candidates = each({rc(1, 2), rc(1, 5), rc(5, 5), rc(5, 8), rc(9, 2), rc(9, 8)}, {8});
        step.digits = digitSet({8});
        QTest::newRow("swordfish, two places a row") << board << step
            << "swordfish: 8 in rows 1, 5 and 9 lies only in columns 2, 5 and 8, so r2c2 - 8, "
               "r2c5 - 8, r2c8 - 8, r3c2 - 8, r3c5 - 8, r3c8 - 8, r4c2 - 8, r4c5 - 8, r4c8 - 8, "
               "r6c2 - 8, r6c5 - 8, r6c8 - 8, r7c2 - 8, r7c5 - 8, r7c8 - 8, r8c2 - 8, r8c5 - 8, "
               "r8c8 - 8";
    }
    {
        Board board = open();
        keepOnly(board, 6, row(1), {rc(1, 3), rc(1, 7)});
        keepOnly(board, 6, row(5), {rc(5, 3), rc(5, 8)});
        Step step;
        step.technique = Technique::Skyscraper;
        step.difficulty = 40; // Sudoku Explainer's 4.0
        step.eliminations = each({rc(2, 8), rc(3, 8), rc(4, 7), rc(6, 7)}, {6});
        step.units = {row(1), row(5)};
        step.coverUnits = {column(3)};
        step.cells = {rc(1, 7), rc(1, 3), rc(5, 3), rc(5, 8)};
        step.candidates = each({rc(1, 3), rc(1, 7), rc(5, 3), rc(5, 8)}, {6});
        step.chains = {aic({{rc(1, 7), 6}, {rc(1, 3), 6}, {rc(5, 3), 6}, {rc(5, 8), 6}},
                           {row(1), column(3), row(5)})};
        step.digits = digitSet({6});
        QTest::newRow("skyscraper") << board << step
            << "skyscraper: in row 1, 6 lies only in r1c7 and r1c3; in row 5, only in r5c3 and "
               "r5c8; r1c3 and r5c3 share column 3: r1c7 or r5c8 is 6, so r2c8 - 6, r3c8 - 6, "
               "r4c7 - 6, r6c7 - 6";
    }
    {
        Board board = open();
        keepOnly(board, 2, row(2), {rc(2, 2), rc(2, 8)});
        keepOnly(board, 2, column(3), {rc(3, 3), rc(8, 3)});
        Step step;
        step.technique = Technique::TwoStringKite;
        step.difficulty = 41; // Sudoku Explainer's 4.1
        step.eliminations = each({rc(8, 8)}, {2});
        step.units = {row(2), column(3)};
        step.coverUnits = {box(1)};
        step.cells = {rc(2, 8), rc(2, 2), rc(3, 3), rc(8, 3)};
        step.candidates = each({rc(2, 2), rc(2, 8), rc(3, 3), rc(8, 3)}, {2});
        step.chains = {aic({{rc(2, 8), 2}, {rc(2, 2), 2}, {rc(3, 3), 2}, {rc(8, 3), 2}},
                           {row(2), box(1), column(3)})};
        step.digits = digitSet({2});
        QTest::newRow("2-string kite") << board << step
            << "2-string kite: in row 2, 2 lies only in r2c8 and r2c2; in column 3, only in "
               "r3c3 and r8c3; r2c2 and r3c3 share box 1: r2c8 or r8c3 is 2, so r8c8 - 2";
    }
    {
        Board board = open();
        setCandidates(board, rc(5, 5), {1, 2});
        setCandidates(board, rc(2, 5), {2, 3});
        setCandidates(board, rc(5, 1), {1, 3});
        Step step;
        step.technique = Technique::XYWing;
        step.difficulty = 42; // Sudoku Explainer's 4.2
        step.eliminations = each({rc(2, 1)}, {3});
        step.cells = {rc(5, 5), rc(2, 5), rc(5, 1)};
        step.candidates = {{rc(2, 5), 2}, {rc(2, 5), 3}, {rc(5, 1), 1}, {rc(5, 1), 3},
                       {rc(5, 5), 1}, {rc(5, 5), 2}};
        step.chains = {aic({{rc(2, 5), 3}, {rc(2, 5), 2}, {rc(5, 5), 2}, {rc(5, 5), 1}, {rc(5, 1), 1},
                            {rc(5, 1), 3}},
                           {-1, column(5), -1, row(5), -1})};
        step.digits = digitSet({1, 2, 3});
        QTest::newRow("XY-Wing") << board << step
            << "XY-Wing: r5c5 holds 1 and 2, r2c5 holds 2 and 3, r5c1 holds 1 and 3: whichever "
               "r5c5 is, r2c5 or r5c1 is 3, so r2c1 - 3";
    }
    {
        Board board = open();
        setCandidates(board, rc(5, 5), {1, 2, 3});
        setCandidates(board, rc(5, 2), {1, 3});
        setCandidates(board, rc(4, 6), {2, 3});
        Step step;
        step.technique = Technique::XYZWing;
        step.difficulty = 44; // Sudoku Explainer's 4.4
        step.eliminations = each({rc(5, 4), rc(5, 6)}, {3});
        step.cells = {rc(5, 5), rc(4, 6), rc(5, 2)};
        step.candidates = {{rc(4, 6), 2}, {rc(4, 6), 3}, {rc(5, 2), 1}, {rc(5, 2), 3},
                       {rc(5, 5), 1}, {rc(5, 5), 2}, {rc(5, 5), 3}};
        step.digits = digitSet({1, 2, 3});
        QTest::newRow("XYZ-Wing") << board << step
            << "XYZ-Wing: r5c5 holds 1, 2 and 3, r4c6 holds 2 and 3, r5c2 holds 1 and 3: one of "
               "the three is 3, so r5c4 - 3, r5c6 - 3";
    }
    {
        Board board = open();
        setCandidates(board, rc(1, 1), {4, 8});
        setCandidates(board, rc(5, 6), {4, 8});
        keepOnly(board, 8, row(3), {rc(3, 2), rc(3, 6)});
        Step step;
        step.technique = Technique::WWing;
        step.difficulty = 44; // Sudoku Explainer's 4.4
        step.eliminations = each({rc(1, 6), rc(5, 1)}, {4});
        step.units = {row(3)};
        step.cells = {rc(1, 1), rc(3, 2), rc(3, 6), rc(5, 6)};
        step.candidates = {{rc(1, 1), 4}, {rc(1, 1), 8}, {rc(3, 2), 8}, {rc(3, 6), 8},
                       {rc(5, 6), 4}, {rc(5, 6), 8}};
        step.chains = {aic({{rc(1, 1), 4}, {rc(1, 1), 8}, {rc(3, 2), 8}, {rc(3, 6), 8}, {rc(5, 6), 8},
                            {rc(5, 6), 4}},
                           {-1, box(1), row(3), column(6), -1})};
        step.digits = digitSet({4, 8});
        QTest::newRow("W-Wing") << board << step
            << "W-Wing: r1c1 and r5c6 hold only 4 and 8; in row 3, 8 lies only in r3c2 and "
               "r3c6: r1c1 or r5c6 is 4, so r1c6 - 4, r5c1 - 4";
    }
    {
        Board board = open();
        setCandidates(board, rc(9, 1), {1, 2});
        setCandidates(board, rc(9, 3), {2, 3});
        setCandidates(board, rc(9, 5), {3, 4});
        setCandidates(board, rc(9, 7), {1, 4});
        Step step;
        step.technique = Technique::NakedQuad;
        step.difficulty = 50; // Sudoku Explainer's 5.0
        step.eliminations = each({rc(9, 2), rc(9, 4), rc(9, 6), rc(9, 8), rc(9, 9)}, {1, 2, 3, 4});
        step.units = {row(9)};
        step.cells = {rc(9, 1), rc(9, 3), rc(9, 5), rc(9, 7)};
        step.candidates = {{rc(9, 1), 1}, {rc(9, 1), 2}, {rc(9, 3), 2}, {rc(9, 3), 3},
                       {rc(9, 5), 3}, {rc(9, 5), 4}, {rc(9, 7), 1}, {rc(9, 7), 4}};
        step.digits = digitSet({1, 2, 3, 4});
        QTest::newRow("naked quad of four pairs") << board << step
            << "naked quad: r9c1, r9c3, r9c5 and r9c7 hold only 1, 2, 3 and 4 in row 9, so "
               "r9c2 - 1, r9c2 - 2, r9c2 - 3, r9c2 - 4, r9c4 - 1, r9c4 - 2, r9c4 - 3, r9c4 - 4, "
               "r9c6 - 1, r9c6 - 2, r9c6 - 3, r9c6 - 4, r9c8 - 1, r9c8 - 2, r9c8 - 3, r9c8 - 4, "
               "r9c9 - 1, r9c9 - 2, r9c9 - 3, r9c9 - 4";
    }
    {
        Board board = open();
        // Three places a row: no row is a strong link, so no skyscraper or kite comes first
        // (a ring of two-place rows over three stacks always holds one).
        keepOnly(board, 9, row(1), {rc(1, 1), rc(1, 4), rc(1, 7)});
        keepOnly(board, 9, row(2), {rc(2, 4), rc(2, 7), rc(2, 9)});
        keepOnly(board, 9, row(5), {rc(5, 1), rc(5, 7), rc(5, 9)});
        keepOnly(board, 9, row(8), {rc(8, 1), rc(8, 4), rc(8, 9)});
        const std::initializer_list<int> pattern = {rc(1, 1), rc(1, 4), rc(1, 7), rc(2, 4),
                                                    rc(2, 7), rc(2, 9), rc(5, 1), rc(5, 7),
                                                    rc(5, 9), rc(8, 1), rc(8, 4), rc(8, 9)};
        Step step;
        step.technique = Technique::Jellyfish;
        step.difficulty = 52; // Sudoku Explainer's 5.2
        step.eliminations = each({rc(3, 1), rc(3, 4), rc(3, 7), rc(3, 9), rc(4, 1), rc(4, 4),
                                  rc(4, 7), rc(4, 9), rc(6, 1), rc(6, 4), rc(6, 7), rc(6, 9),
                                  rc(7, 1), rc(7, 4), rc(7, 7), rc(7, 9), rc(9, 1), rc(9, 4),
                                  rc(9, 7), rc(9, 9)}, {9});
        step.units = {row(1), row(2), row(5), row(8)};
        step.coverUnits = {column(1), column(4), column(7), column(9)};
        step.cells = pattern;
        step.candidates = each(pattern, {9});
        step.digits = digitSet({9});
        QTest::newRow("jellyfish") << board << step
            << "jellyfish: 9 in rows 1, 2, 5 and 8 lies only in columns 1, 4, 7 and 9, so "
               "r3c1 - 9, r3c4 - 9, r3c7 - 9, r3c9 - 9, r4c1 - 9, r4c4 - 9, r4c7 - 9, r4c9 - 9, "
               "r6c1 - 9, r6c4 - 9, r6c7 - 9, r6c9 - 9, r7c1 - 9, r7c4 - 9, r7c7 - 9, r7c9 - 9, "
               "r9c1 - 9, r9c4 - 9, r9c7 - 9, r9c9 - 9";
    }
    {
        Board board = open();
        for (const int digit : {1, 5, 6, 7})
            keepOnly(board, digit, column(8), {rc(2, 8), rc(4, 8), rc(6, 8), rc(9, 8)});
        Step step;
        step.technique = Technique::HiddenQuad;
        step.difficulty = 54; // Sudoku Explainer's 5.4
        step.eliminations = each({rc(2, 8), rc(4, 8), rc(6, 8), rc(9, 8)}, {2, 3, 4, 8, 9});
        step.units = {column(8)};
        step.cells = {rc(2, 8), rc(4, 8), rc(6, 8), rc(9, 8)};
        step.candidates = each({rc(2, 8), rc(4, 8), rc(6, 8), rc(9, 8)}, {1, 5, 6, 7});
        step.digits = digitSet({1, 5, 6, 7});
        QTest::newRow("hidden quad") << board << step
            << "hidden quad: 1, 5, 6 and 7 fit only in r2c8, r4c8, r6c8 and r9c8 in column 8, so "
               "r2c8 - 2, r2c8 - 3, r2c8 - 4, r2c8 - 8, r2c8 - 9, r4c8 - 2, r4c8 - 3, r4c8 - 4, "
               "r4c8 - 8, r4c8 - 9, r6c8 - 2, r6c8 - 3, r6c8 - 4, r6c8 - 8, r6c8 - 9, r9c8 - 2, "
               "r9c8 - 3, r9c8 - 4, r9c8 - 8, r9c8 - 9";
    }
    {
        // Three corners hold only 2 and 7; 2 and 7 are struck from the rest of their row, column
        // and box, so that the pairs they form strike nothing and the rectangle is the step.
        Board board = open();
        for (const int cell : {rc(1, 1), rc(1, 4), rc(3, 1)})
            setCandidates(board, cell, {2, 7});
        for (const int digit : {2, 7}) {
            keepOnly(board, digit, row(1), {rc(1, 1), rc(1, 4)});
            keepOnly(board, digit, column(1), {rc(1, 1), rc(3, 1)});
            keepOnly(board, digit, box(1), {rc(1, 1), rc(3, 1)});
        }
        Step step;
        step.technique = Technique::UniqueRectangleType1;
        step.difficulty = 45; // Sudoku Explainer's 4.5
        step.eliminations = each({rc(3, 4)}, {2, 7});
        step.units = {row(1), row(3), column(1), column(4)};
        step.cells = {rc(1, 1), rc(1, 4), rc(3, 1), rc(3, 4)};
        step.candidates = each({rc(1, 1), rc(1, 4), rc(3, 1), rc(3, 4)}, {2, 7});
        step.digits = digitSet({2, 7});
        QTest::newRow("unique rectangle type 1") << board << step
            << "unique rectangle (type 1): r1c1, r1c4 and r3c1 hold only 2 and 7; if r3c4 did "
               "too, 2 and 7 could swap for a second solution, so r3c4 - 2, r3c4 - 7";
    }
    {
        // Met while solving a Sudoku Exchange puzzle: every empty cell holds two candidates
        // but r5c5, which holds 4 thrice over in its row, column and box.
        const Board board = Board::fromGrid(gridFromLine(
            ".457986...79.364583865.49..451873269963..28..7286.91..817..5396692387514534961782"));
        QTest::newRow("BUG+1") << board << singleStep(Technique::BugPlusOne, rc(5, 5), 4, -1)
            << "r5c5 = 4: BUG+1 — every other empty cell has two candidates; without 4 in r5c5 "
               "each digit would have two places in every unit, and such a board never has "
               "exactly one solution";
    }
    {
        // On 5: strong links in row 1, column 6 and column 9, joined by weak links in box 2 and
        // row 7. r7c1 lacks 5, so the shorter chains within it strike nothing.
        Board board = open();
        keepOnly(board, 5, row(1), {rc(1, 1), rc(1, 5)});
        keepOnly(board, 5, column(6), {rc(2, 6), rc(7, 6)});
        keepOnly(board, 5, column(9), {rc(5, 9), rc(7, 9)});
        board.candidates[rc(7, 1)].remove(5);
        Step step;
        step.technique = Technique::XChain;
        step.difficulty = 66; // Sudoku Explainer's 6.6
        step.eliminations = each({rc(5, 1)}, {5});
        step.cells = {rc(1, 1), rc(1, 5), rc(2, 6), rc(7, 6), rc(7, 9), rc(5, 9)};
        step.candidates = each({rc(1, 1), rc(1, 5), rc(2, 6), rc(7, 6), rc(7, 9), rc(5, 9)}, {5});
        step.chains = {aic({{rc(1, 1), 5}, {rc(1, 5), 5}, {rc(2, 6), 5}, {rc(7, 6), 5}, {rc(7, 9), 5},
                            {rc(5, 9), 5}},
                           {row(1), box(2), column(6), row(7), column(9)})};
        step.digits = digitSet({5});
        QTest::newRow("X-chain of five links") << board << step
            << "X-chain: if r1c1 is not 5, r1c5 is 5, so r2c6 is not 5, so r7c6 is 5, so r7c9 is "
               "not 5, so r5c9 is 5: either r1c1 is 5 or r5c9 is 5, so r5c1 - 5";
    }
}

// The technique's finder gives exactly the expected step, and so does findStep(): nothing
// simpler applies. Every expected elimination is a candidate of the board, and the sentence
// reads as written.
void TestTechniques::constructed()
{
    QFETCH(Board, board);
    QFETCH(Step, expected);
    QFETCH(QString, text);

    const std::optional<Step> alone = findStepOf(board, expected.technique);
    QVERIFY(alone);
    QCOMPARE(alone->eliminations, expected.eliminations);
    QCOMPARE(alone->placements, expected.placements);
    QCOMPARE(alone->units, expected.units);
    QCOMPARE(alone->coverUnits, expected.coverUnits);
    QVERIFY2(alone->cells == expected.cells, cellsText(alone->cells).c_str());
    QCOMPARE(alone->candidates, expected.candidates);
    QCOMPARE(alone->chains, expected.chains);
    QCOMPARE(alone->digits, expected.digits);
    QCOMPARE(*alone, expected);

    const std::optional<Step> first = findStep(board);
    QVERIFY(first);
    QCOMPARE(QString::fromUtf8(techniqueName(first->technique)),
             QString::fromUtf8(techniqueName(expected.technique)));
    QCOMPARE(*first, expected);

    for (const CellDigit elimination : expected.eliminations)
        QVERIFY(board.effectiveCandidates(elimination.cell).contains(elimination.digit));
    QCOMPARE(QString::fromStdString(describe(*first)), text);
}

void TestTechniques::realPositions_data()
{
    QTest::addColumn<QByteArray>("grid");
    QTest::addColumn<QString>("text");

    // Boards met while solving Sudoku Exchange puzzles, each the digits alone (candidates
    // computed): the step findStep() took there.
    struct Position {
        const char *name;
        const char *grid;
        const char *text;
    };
    const Position positions[] = {
        {"locked-candidates-pointing",
         "57..681.3.3..15.6.691..75...53.....112..8.3..94...127.31.8.6452.8.1...3.26..43819",
         "locked candidates (pointing): 8 in box 1 lies only in row 2, so r2c9 - 8"},
        {"locked-candidates-claiming",
         "281.6.375439578612765213948..8...23.3.6.2.1.4.42...7..527186493614..5827893742561",
         "locked candidates (claiming): 9 in row 5 lies only in box 5, so r4c4 - 9, r4c5 - 9, "
         "r4c6 - 9, r6c4 - 9, r6c5 - 9, r6c6 - 9"},
        {"naked-pair",
         "..5..8.92..9.2..85832....16341785269287396541596...8739.38.4127.24...9581.8...634",
         "naked pair: r9c2 and r9c5 hold only 5 and 7 in row 9, so r9c4 - 5, r9c6 - 7"},
        {"hidden-pair",
         "8.23..9744792.831.1...4..82.2.....63..84..12991.6...57.9..3..48.4.8.5291.81..4.3.",
         "hidden pair: 7 and 9 fit only in r3c4 and r3c6 in box 2, so r3c4 - 5, r3c6 - 6"},
        {"naked-triple",
         "527891643394526178168734259852479361439165782...382495....4..2.2...5..14.4.218.3.",
         "naked triple: r7c1, r7c4 and r7c9 hold only 6, 7 and 9 in row 7, so r7c2 - 7, "
         "r7c3 - 6, r7c6 - 7, r7c7 - 9"},
        {"hidden-triple",
         ".26.815.75.7.62.81841957362...8.3...463529178.8.7.6.3...927485.254638719..8195.2.",
         "hidden triple: 2, 5 and 6 fit only in r4c3, r4c7 and r4c9 in row 4, so r4c7 - 4, "
         "r4c7 - 9, r4c9 - 4"},
        {"x-wing",
         "67.185.49.48...1..5914.2.8782.51.473.1.7.48..7543289161852.3.9446.85..31.37.415.8",
         "X-Wing: 6 in rows 3 and 7 lies only in columns 5 and 7, so r2c5 - 6, r5c5 - 6"},
        {"swordfish",
         ".94.1583.1..3.84.53587.41.2......94.4..98...1.194...8.5.6.79314941536..8.73.4.659",
         "swordfish: 6 in rows 2, 3 and 5 lies only in columns 2, 5 and 8, so r4c2 - 6, "
         "r4c5 - 6, r6c5 - 6"},
        {"skyscraper",
         "2739..586861523974954786132.382..769.97..84211...793583..1.5897715892643.89..7215",
         "skyscraper: in row 6, 4 lies only in r6c4 and r6c2; in row 7, only in r7c2 and r7c5; "
         "r6c2 and r7c2 share column 2: r6c4 or r7c5 is 4, so r4c5 - 4, r9c4 - 4"},
        {"two-string-kite",
         "...281375728......531..782.1..7.4..8.87.2....3..1.8..7894372651673815492215946783",
         "2-string kite: in row 3, 9 lies only in r3c9 and r3c5; in column 6, only in r2c6 and "
         "r5c6; r3c5 and r2c6 share box 2: r3c9 or r5c6 is 9, so r5c9 - 9"},
        {"xy-wing",
         "596..234142.6..78578.4.5269964..15.83..94812621856.9.48.23..6171.9..6.5363.1...92",
         "XY-Wing: r9c3 holds 5 and 7, r7c2 holds 4 and 5, r9c6 holds 4 and 7: whichever r9c3 "
         "is, r7c2 or r9c6 is 4, so r7c6 - 4"},
        {"xyz-wing",
         "....8..7.734..268..9.6734...67...5..9...2.7.6..176.89..1.257.48485931267.7.846...",
         "XYZ-Wing: r4c1 holds 2, 3 and 8, r5c3 holds 3 and 8, r9c1 holds 2 and 3: one of the "
         "three is 3, so r6c1 - 3"},
        {"w-wing",
         "..13..8928394216..527869314.95.46.38.18..394.3.4.9852.1.69824.3..263..8..83.1426.",
         "W-Wing: r2c9 and r8c6 hold only 5 and 7; in row 9, 5 lies only in r9c9 and r9c4: "
         "r2c9 or r8c6 is 7, so r8c9 - 7"},
        {"naked-quad",
         "82.1...37493...15.17.....29..1.6.24.2.7341.95..4...71.519478362638512974742...581",
         "naked quad: r2c4, r2c5, r2c6 and r3c4 hold only 2, 6, 7 and 8 in box 2, so r1c6 - 6, "
         "r3c5 - 8, r3c6 - 6"},
        {"jellyfish",
         "..7324685623758...485.6.273.498.35.6.512.693..365..7...784.53625.46328.7362.87.5.",
         "jellyfish: 1 in rows 1, 4, 7 and 8 lies only in columns 1, 2, 5 and 8, so r2c8 - 1, "
         "r6c5 - 1, r6c8 - 1"},
        {"unique-rectangle-type-1",
         ".7.253.4.321496875.4.187.3.917638524453912786286574913.3..61.9.162.4935..9.325.6.",
         "unique rectangle (type 1): r7c4, r8c4 and r8c9 hold only 7 and 8; if r7c9 did too, 7 "
         "and 8 could swap for a second solution, so r7c9 - 7, r7c9 - 8"},
        {"bug-plus-one",
         "7128945633.926.87.8.63.729.5.1.8.43..38.4.95.497532186.75....489.34.8.151846...29",
         "r7c6 = 1: BUG+1 — every other empty cell has two candidates; without 1 in r7c6 each "
         "digit would have two places in every unit, and such a board never has exactly one "
         "solution"},
        {"x-chain",
         "285.9.1644695183271..264958.2698.4159481.56..5.14.6..9.526497.1.14..259..9..51.4.",
         "X-chain: if r6c2 is not 3, r4c1 is 3, so r7c1 is not 3, so r7c8 is 3: either r6c2 is 3 or "
         "r7c8 is 3, so r6c8 - 3"},
    };
    for (const Position &position : positions)
        QTest::newRow(position.name) << QByteArray(position.grid) << QString(position.text);
}

void TestTechniques::realPositions()
{
    QFETCH(QByteArray, grid);
    QFETCH(QString, text);
    const Grid digits = gridFromLine(grid.toStdString());
    const std::optional<Step> step = findStep(Board::fromGrid(digits));
    QVERIFY(step);
    QCOMPARE(QString::fromUtf8(techniqueName(step->technique)),
             QString::fromUtf8(QTest::currentDataTag()));
    QCOMPARE(QString::fromStdString(describe(*step)), text);

    // Sound there too: the grid's digits are the solution's.
    const SolveResult solved = solve(digits, 2);
    QCOMPARE(solved.count, 1);
    for (const CellDigit placement : step->placements)
        QCOMPARE(placement.digit, solved.solution.digit(placement.cell));
    for (const CellDigit elimination : step->eliminations)
        QVERIFY(elimination.digit != solved.solution.digit(elimination.cell));
}

void TestTechniques::uniquenessOnlyWhenAssumed_data()
{
    QTest::addColumn<QByteArray>("grid");
    QTest::addRow("unique rectangle") << QByteArray(".7.253.4.321496875.4.187.3.91763852445391"
                                                    "2786286574913.3..61.9.162.4935..9.325.6.");
    QTest::addRow("BUG+1") << QByteArray(".457986...79.364583865.49..451873269963..28..7286.9"
                                         "1..817..5396692387514534961782");
}

// Without uniqueness assumed, the uniqueness techniques are left out (the logic tracer's way
// on puzzles that may have several solutions).
void TestTechniques::uniquenessOnlyWhenAssumed()
{
    QFETCH(QByteArray, grid);
    const Board board = Board::fromGrid(gridFromLine(grid.toStdString()));
    const std::optional<Step> assumed = findStep(board, Uniqueness::Assumed);
    QVERIFY(assumed);
    QVERIFY(findStepOf(board, assumed->technique, Uniqueness::Assumed));
    QVERIFY(!findStepOf(board, assumed->technique, Uniqueness::Unknown));
    const std::optional<Step> unknown = findStep(board, Uniqueness::Unknown);
    QVERIFY(!unknown || unknown->technique != assumed->technique);
}

// Over technique_puzzles.txt: no step places a digit the solution lacks or strikes out the
// solution's digit, every step does something, and every technique is needed somewhere.
void TestTechniques::neverWrong()
{
    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile("technique_puzzles.txt");
    QVERIFY(puzzles.size() >= 300);
    Audit result;
    for (const test::PuzzleLine &line : puzzles) {
        const Grid puzzle = gridFromLine(line.puzzle.toStdString());
        const SolveResult solved = solve(puzzle, 2);
        QCOMPARE(solved.count, 1);
        audit(puzzle, solved.solution, result);
    }
    QVERIFY2(result.wrongSteps == 0, result.firstWrong.c_str());
    QCOMPARE(result.emptySteps, 0);
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        QVERIFY2(result.uses[static_cast<std::size_t>(t)] > 0,
                 std::string(techniqueName(technique)).c_str());
    }
}

// Opt-in, for every puzzle of two public sets (seconds in a release build, two minutes under
// the sanitizers): set SUDOKU_SHARED_DATA to the folder holding se_rated_sudokuexchange.txt
// and forum_hardest_1106.txt (the project's shared data folder).
void TestTechniques::neverWrongOverSharedData()
{
    const QString folder = qEnvironmentVariable("SUDOKU_SHARED_DATA");
    if (folder.isEmpty())
        QSKIP("set SUDOKU_SHARED_DATA to the shared data folder to check every puzzle of "
              "se_rated_sudokuexchange.txt and forum_hardest_1106.txt");
    for (const char *name : {"se_rated_sudokuexchange.txt", "forum_hardest_1106.txt"}) {
        QFile file(folder + "/" + name);
        if (!file.open(QIODevice::ReadOnly))
            QSKIP(qPrintable("cannot read " + file.fileName()));
        Audit result;
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (line.size() < CellCount)
                continue;
            const Grid puzzle = gridFromLine(line.left(CellCount).toStdString());
            const SolveResult solved = solve(puzzle, 2);
            QCOMPARE(solved.count, 1);
            audit(puzzle, solved.solution, result);
        }
        qInfo("%s: %d puzzles, %d guesses, %d wrong steps", name, result.puzzles,
              result.guesses, result.wrongSteps);
        QVERIFY2(result.wrongSteps == 0, result.firstWrong.c_str());
        QCOMPARE(result.emptySteps, 0);
        QVERIFY(result.puzzles > 0);
    }
}

QTEST_APPLESS_MAIN(TestTechniques)
#include "tst_techniques.moc"
