// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "techniques/techniques.h"
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

// A strong-link chain as the strong-link techniques hold it (step.h): nodes[0] off, then on
// and off in turn, each node a cell or a group of cells; an on node follows through its
// strong link's unit, an off node through the weak link's (`units`, from nodes[1] on).
Chain strongChain(int digit, std::initializer_list<std::vector<int>> nodes, std::initializer_list<int> units)
{
    Chain chain;
    const std::vector<int> through(units);
    for (const std::vector<int> &cells : nodes) {
        ChainNode node;
        const std::size_t i = chain.nodes.size();
        node.cells = cells;
        node.digit = digit;
        node.on = i % 2 == 1;
        if (i > 0) {
            node.parents = {static_cast<int>(i - 1)};
            node.unit = through[i - 1];
            node.reason = node.on ? Reason::LastPlace : Reason::SameUnit;
        }
        chain.nodes.push_back(node);
    }
    return chain;
}

// A chain node as a step holds it (step.h): its cells, digit, whether on, why, the unit of
// that reason (-1: none) and the nodes it follows from.
ChainNode chainNode(std::vector<int> cells, int digit, bool on, Reason reason, int unit,
                    std::vector<int> parents)
{
    ChainNode node;
    node.cells = std::move(cells);
    node.digit = digit;
    node.on = on;
    node.reason = reason;
    node.unit = unit;
    node.parents = std::move(parents);
    return node;
}

// A board met while solving a puzzle: its digits (81 characters) and the candidates then left
// in its empty cells (9 characters a cell, digit d or '.' at place d).
Board marked(const char *digits, const char *marks)
{
    Board board = Board::fromGrid(gridFromLine(digits));
    for (int cell = 0; cell < CellCount; ++cell) {
        if (!board.grid.isEmpty(cell))
            continue;
        Candidates candidates;
        for (int digit = 1; digit <= DigitCount; ++digit) {
            if (marks[9 * cell + digit - 1] != '.')
                candidates.add(digit);
        }
        board.candidates[static_cast<std::size_t>(cell)] = candidates;
    }
    return board;
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

// Whether the board's candidates can be filled in to a whole grid that takes `candidate`: a
// plain search, the cell with fewest candidates first, each placement striking the digit from
// its peers. A constructed step's eliminations are sound when none of them can (the board may
// have many solutions: the search is asked only whether one of them takes the candidate).
// `budget` bounds the cells tried; the search says nothing once it is spent.
struct Filling {
    std::array<Candidates, CellCount> cells{};
    std::array<bool, CellCount> placed{};
};

bool placeInFilling(Filling &filling, int cell, int digit)
{
    const auto at = static_cast<std::size_t>(cell);
    if (!filling.cells[at].contains(digit))
        return false;
    filling.cells[at] = Candidates::single(digit);
    filling.placed[at] = true;
    for (const std::uint8_t peer : peersOfCell[at]) {
        if (filling.placed[peer]) {
            if (filling.cells[peer] == Candidates::single(digit))
                return false;
            continue;
        }
        filling.cells[peer].remove(digit);
        if (filling.cells[peer].count() == 0)
            return false;
    }
    return true;
}

bool fillsIn(const Filling &filling, long &budget)
{
    if (--budget < 0)
        return false;
    // Branch where there are fewest ways on: a cell's candidates, or a digit's places in a
    // unit (so that fish and chains of one digit fail as fast as subsets do).
    int bestCount = DigitCount + 1;
    std::vector<std::pair<int, int>> ways; // cell, digit
    for (int cell = 0; cell < CellCount; ++cell) {
        const auto at = static_cast<std::size_t>(cell);
        if (filling.placed[at] || filling.cells[at].count() >= bestCount)
            continue;
        bestCount = filling.cells[at].count();
        ways.clear();
        for (const int digit : filling.cells[at])
            ways.push_back({cell, digit});
    }
    if (bestCount > DigitCount)
        return true; // every cell placed
    for (const auto &unit : cellsOfUnit) {
        for (int digit = 1; digit <= DigitCount; ++digit) {
            int places = 0;
            bool held = false;
            for (const std::uint8_t cell : unit) {
                if (filling.cells[cell].contains(digit)) {
                    held = held || filling.placed[cell];
                    ++places;
                }
            }
            if (places == 0)
                return false; // no place left for the digit in the unit
            if (held || places >= bestCount)
                continue;
            bestCount = places;
            ways.clear();
            for (const std::uint8_t cell : unit) {
                if (filling.cells[cell].contains(digit))
                    ways.push_back({cell, digit});
            }
        }
    }
    for (const auto &[cell, digit] : ways) {
        Filling next = filling;
        if (placeInFilling(next, cell, digit) && fillsIn(next, budget))
            return true;
    }
    return false;
}

// Nothing when no filling of the board takes the candidate; else what the search found (a
// filling that takes it, or a spent budget).
std::optional<std::string> fillingWith(const Board &board, CellDigit candidate)
{
    Filling filling;
    for (int cell = 0; cell < CellCount; ++cell)
        filling.cells[static_cast<std::size_t>(cell)] =
            board.grid.isEmpty(cell) ? board.effectiveCandidates(cell)
                                     : Candidates::single(board.grid.digit(cell));
    for (int cell = 0; cell < CellCount; ++cell) {
        if (!board.grid.isEmpty(cell) && !placeInFilling(filling, cell, board.grid.digit(cell)))
            return std::nullopt;
    }
    long budget = 200000;
    const bool fills = placeInFilling(filling, candidate.cell, candidate.digit) && fillsIn(filling, budget);
    if (budget < 0)
        return "the search gave up on " + cellName(candidate.cell) + " = " + std::to_string(candidate.digit);
    if (fills)
        return "a filling takes " + cellName(candidate.cell) + " = " + std::to_string(candidate.digit);
    return std::nullopt;
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
            const CellValues<Candidates> candidates = board.allEffectiveCandidates();
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
    void directClaimingAfterDirectPointing();
    void realPositions_data();
    void realPositions();
    void uniquenessOnlyWhenAssumed_data();
    void uniquenessOnlyWhenAssumed();
    void neverWrong();
    void cageTechniquesNeverWrong();
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
        {"direct-pointing", "direct pointing"},
        {"direct-claiming", "direct claiming"},
        {"direct-hidden-pair", "direct hidden pair"},
        {"direct-hidden-triple", "direct hidden triple"},
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
        {"finned-x-wing", "finned X-Wing"},
        {"finned-swordfish", "finned swordfish"},
        {"finned-jellyfish", "finned jellyfish"},
        {"skyscraper", "skyscraper"},
        {"two-string-kite", "2-string kite"},
        {"turbot-fish", "turbot fish"},
        {"empty-rectangle", "empty rectangle"},
        {"grouped-turbot-fish", "grouped turbot fish"},
        {"three-link-x-chain", "3-link X-chain"},
        {"four-link-x-chain", "4-link X-chain"},
        {"simple-colouring", "simple colouring"},
        {"multi-colouring", "multi-colouring"},
        {"xy-wing", "XY-Wing"},
        {"xyz-wing", "XYZ-Wing"},
        {"w-wing", "W-Wing"},
        {"wxyz-wing", "WXYZ-Wing"},
        {"vwxyz-wing", "VWXYZ-Wing"},
        {"uvwxyz-wing", "UVWXYZ-Wing"},
        {"tuvwxyz-wing", "TUVWXYZ-Wing"},
        {"unique-rectangle-type-1", "unique rectangle (type 1)"},
        {"unique-rectangle-type-2", "unique rectangle (type 2)"},
        {"unique-rectangle-type-3", "unique rectangle (type 3)"},
        {"unique-rectangle-type-4", "unique rectangle (type 4)"},
        {"unique-rectangle-type-5", "unique rectangle (type 5)"},
        {"unique-loop-type-1", "unique loop (type 1)"},
        {"unique-loop-type-2", "unique loop (type 2)"},
        {"unique-loop-type-3", "unique loop (type 3)"},
        {"unique-loop-type-4", "unique loop (type 4)"},
        {"hidden-rectangle", "hidden rectangle"},
        {"avoidable-rectangle-type-1", "avoidable rectangle (type 1)"},
        {"avoidable-rectangle-type-2", "avoidable rectangle (type 2)"},
        {"bug-type-1", "BUG (type 1)"},
        {"bug-type-2", "BUG (type 2)"},
        {"bug-type-3", "BUG (type 3)"},
        {"bug-type-4", "BUG (type 4)"},
        {"aligned-pair-exclusion", "aligned pair exclusion"},
        {"aligned-triple-exclusion", "aligned triple exclusion"},
        {"x-chain", "X-chain"},
        {"x-cycle", "X-cycle"},
        {"xy-chain", "XY-chain"},
        {"remote-pair", "remote pair"},
        {"xy-cycle", "XY-cycle"},
        {"aic", "alternating inference chain"},
        {"nice-loop", "continuous nice loop"},
        {"grouped-aic", "grouped alternating inference chain"},
        {"grouped-nice-loop", "grouped nice loop"},
        {"als-aic", "alternating inference chain with almost locked sets"},
        {"sue-de-coq", "Sue de Coq"},
        {"als-xz", "ALS-XZ"},
        {"als-xy-wing", "ALS-XY-Wing"},
        {"als-chain", "ALS chain"},
        {"death-blossom", "death blossom"},
        {"nishio", "Nishio forcing chain"},
        {"cell-forcing-chain", "cell forcing chain"},
        {"unit-forcing-chain", "unit forcing chain"},
        {"contradiction-chain", "contradiction chain"},
        {"double-forcing-chain", "double forcing chain"},
        {"dynamic-cell-forcing-chain", "dynamic cell forcing chain"},
        {"dynamic-unit-forcing-chain", "dynamic unit forcing chain"},
        {"dynamic-forcing-chain-plus", "dynamic forcing chain (+)"},
        {"nested-forcing-chain", "nested forcing chain"},
        {"cage-combination", "cage combination"},
        {"innies-outies", "45 rule (innies and outies)"},
        {"cage-unit-interaction", "cage-unit interaction"},
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
    // Found by a finder: its own, asked for it in the plan, or the one it is found with.
    const techniques::TechniqueRow &tableRow = techniques::techniqueRow(technique);
    const Technique asked = tableRow.foundWith == Technique::None ? technique : tableRow.foundWith;
    QVERIFY(techniques::techniqueRow(asked).find.classic != nullptr);
    const auto plan = techniques::searchOrder();
    QCOMPARE(std::count(plan.begin(), plan.end(), asked), std::ptrdiff_t{1});
}

void TestTechniques::constructed_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<Step>("expected");
    QTest::addColumn<QString>("text");

    {
        // Box 4 holds 5 only in row 6; box 5 holds it in row 6 and in r4c4.
        Board board = open();
        keepOnly(board, 5, box(4), {rc(6, 1), rc(6, 2), rc(6, 3)});
        keepOnly(board, 5, box(5), {rc(4, 4), rc(6, 5)});
        Step step;
        step.technique = Technique::DirectPointing;
        step.difficulty = 17;
        step.placements = each({rc(4, 4)}, {5});
        step.units = {box(4), box(5)};
        step.coverUnits = {row(6)};
        step.cells = {rc(6, 1), rc(6, 2), rc(6, 3), rc(4, 4)};
        step.candidates = each({rc(4, 4), rc(6, 1), rc(6, 2), rc(6, 3)}, {5});
        step.digits = digitSet({5});
        QTest::newRow("direct pointing")
            << board << step
            << "r4c4 = 5: direct pointing — 5 in box 4 lies only in row 6, so in box 5 it fits only in "
               "r4c4";
    }
    {
        // In row 1, 1 and 2 fit only in r1c1 and r1c2, and 3 only there and in r1c5.
        Board board = open();
        keepOnly(board, 1, row(1), {rc(1, 1), rc(1, 2)});
        keepOnly(board, 2, row(1), {rc(1, 1), rc(1, 2)});
        keepOnly(board, 3, row(1), {rc(1, 1), rc(1, 5)});
        Step step;
        step.technique = Technique::DirectHiddenPair;
        step.difficulty = 20;
        step.placements = each({rc(1, 5)}, {3});
        step.units = {row(1)};
        step.cells = {rc(1, 1), rc(1, 2), rc(1, 5)};
        step.candidates = {{rc(1, 1), 1}, {rc(1, 1), 2}, {rc(1, 2), 1}, {rc(1, 2), 2}, {rc(1, 5), 3}};
        step.digits = digitSet({1, 2});
        QTest::newRow("direct hidden pair")
            << board << step
            << "r1c5 = 3: direct hidden pair — 1 and 2 fit only in r1c1 and r1c2 in row 1, so 3 fits only "
               "in r1c5";
    }
    {
        Board board = open();
        for (const int digit : {1, 2, 3})
            keepOnly(board, digit, row(5), {rc(5, 1), rc(5, 4), rc(5, 7)});
        keepOnly(board, 4, row(5), {rc(5, 1), rc(5, 9)});
        Step step;
        step.technique = Technique::DirectHiddenTriple;
        step.difficulty = 25;
        step.placements = each({rc(5, 9)}, {4});
        step.units = {row(5)};
        step.cells = {rc(5, 1), rc(5, 4), rc(5, 7), rc(5, 9)};
        step.candidates = {{rc(5, 1), 1}, {rc(5, 1), 2}, {rc(5, 1), 3}, {rc(5, 4), 1}, {rc(5, 4), 2},
                           {rc(5, 4), 3}, {rc(5, 7), 1}, {rc(5, 7), 2}, {rc(5, 7), 3}, {rc(5, 9), 4}};
        step.digits = digitSet({1, 2, 3});
        QTest::newRow("direct hidden triple")
            << board << step
            << "r5c9 = 4: direct hidden triple — 1, 2 and 3 fit only in r5c1, r5c4 and r5c7 in row 5, so 4 "
               "fits only in r5c9";
    }
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
        step.difficulty = 30;
        step.eliminations =
            each({rc(1, 3), rc(2, 1), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)}, {4, 8});
        step.units = {box(1)};
        step.cells = {rc(1, 1), rc(1, 2)};
        step.candidates = each({rc(1, 1), rc(1, 2)}, {4, 8});
        step.digits = digitSet({4, 8});
        QTest::newRow("naked pair in a box and a row: the box first, striking only there")
            << board << step
            << "naked pair: r1c1 and r1c2 hold only 4 and 8 in box 1, so r1c3 - 4, r1c3 - 8, r2c1 - 4, "
               "r2c1 - 8, r2c2 - 4, r2c2 - 8, r2c3 - 4, r2c3 - 8, r3c1 - 4, r3c1 - 8, r3c2 - 4, r3c2 - 8, "
               "r3c3 - 4, r3c3 - 8";
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
        // 5 in rows 1, 4 and 7 lies in columns 2, 5 and 8, and in r4c9: no strong link anywhere
        // (three places a row), so only the fish with its fin sees that r5c8 and r6c8 lose 5.
        Board board = open();
        keepOnly(board, 5, row(1), {rc(1, 2), rc(1, 5), rc(1, 8)});
        keepOnly(board, 5, row(4), {rc(4, 2), rc(4, 5), rc(4, 8), rc(4, 9)});
        keepOnly(board, 5, row(7), {rc(7, 2), rc(7, 5), rc(7, 8)});
        Step step;
        step.technique = Technique::FinnedSwordfish;
        step.difficulty = 76; // the Nishio forcing chain (7.5 and up) Sudoku Explainer needs
        step.eliminations = each({rc(5, 8), rc(6, 8)}, {5});
        step.units = {row(1), row(4), row(7)};
        step.coverUnits = {column(2), column(5), column(8)};
        step.cells = {rc(1, 2), rc(1, 5), rc(1, 8), rc(4, 2), rc(4, 5), rc(4, 8), rc(4, 9), rc(7, 2), rc(7, 5), rc(7, 8)};
        step.candidates = each({rc(1, 2), rc(1, 5), rc(1, 8), rc(4, 2), rc(4, 5), rc(4, 8), rc(4, 9), rc(7, 2),
                                rc(7, 5), rc(7, 8)},
                               {5});
        step.digits = digitSet({5});
        QTest::newRow("finned swordfish") << board << step
            << "finned swordfish: 5 in rows 1, 4 and 7 lies only in columns 2, 5 and 8 and in the fins r4c9, "
               "in box 6: if a fin holds 5, nothing else in box 6 does; if not, columns 2, 5 and 8 hold it "
               "in rows 1, 4 and 7, so r5c8 - 5, r6c8 - 5";
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
            << "skyscraper: if r1c7 is not 6, r1c3 is 6, so r5c3 is not 6, so r5c8 is 6: either r1c7 "
               "is 6 or r5c8 is 6, so r2c8 - 6, r3c8 - 6, r4c7 - 6, r6c7 - 6";
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
            << "2-string kite: if r2c8 is not 2, r2c2 is 2, so r3c3 is not 2, so r8c3 is 2: either r2c8 "
               "is 2 or r8c3 is 2, so r8c8 - 2";
    }
    {
        // A strong link in box 1, one in column 7, joined in row 1.
        Board board = open();
        keepOnly(board, 4, box(1), {rc(1, 2), rc(3, 1)});
        keepOnly(board, 4, column(7), {rc(1, 7), rc(6, 7)});
        Step step;
        step.technique = Technique::TurbotFish;
        step.difficulty = 41;
        step.eliminations = each({rc(6, 1)}, {4});
        step.units = {box(1), column(7)};
        step.coverUnits = {row(1)};
        step.cells = {rc(3, 1), rc(1, 2), rc(1, 7), rc(6, 7)};
        step.candidates = each({rc(1, 2), rc(1, 7), rc(3, 1), rc(6, 7)}, {4});
        step.digits = digitSet({4});
        step.chains = {
            strongChain(4, {{rc(3, 1)}, {rc(1, 2)}, {rc(1, 7)}, {rc(6, 7)}}, {box(1), row(1), column(7)})};
        QTest::newRow("turbot fish")
            << board << step
            << "turbot fish: if r3c1 is not 4, r1c2 is 4, so r1c7 is not 4, so r6c7 is 4: either r3c1 is 4 "
               "or r6c7 is 4, so r6c1 - 4";
    }
    {
        // Box 5 holds 3 only in row 5 and column 5; row 2 only in r2c5 and r2c9.
        Board board = open();
        keepOnly(board, 3, box(5), {rc(4, 5), rc(5, 4), rc(5, 5), rc(5, 6), rc(6, 5)});
        keepOnly(board, 3, row(2), {rc(2, 5), rc(2, 9)});
        Step step;
        step.technique = Technique::EmptyRectangle;
        step.difficulty = 43;
        step.eliminations = each({rc(5, 9)}, {3});
        step.units = {box(5), row(2)};
        step.coverUnits = {column(5)};
        step.cells = {rc(5, 4), rc(5, 5), rc(5, 6), rc(4, 5), rc(6, 5), rc(2, 5), rc(2, 9)};
        step.candidates = each({rc(2, 5), rc(2, 9), rc(4, 5), rc(5, 4), rc(5, 5), rc(5, 6), rc(6, 5)}, {3});
        step.digits = digitSet({3});
        step.chains = {strongChain(
            3, {{rc(5, 4), rc(5, 5), rc(5, 6)}, {rc(4, 5), rc(5, 5), rc(6, 5)}, {rc(2, 5)}, {rc(2, 9)}},
            {box(5), column(5), row(2)})};
        QTest::newRow("empty rectangle")
            << board << step
            << "empty rectangle: if none of r5c4, r5c5 and r5c6 is 3, one of r4c5, r5c5 and r6c5 is 3, so "
               "r2c5 is not 3, so r2c9 is 3: either one of r5c4, r5c5 and r5c6 is 3 or r2c9 is 3, so r5c9 "
               "- 3";
    }
    {
        // Row 1 holds 8 in box 1 (r1c1) or in box 3 (r1c7, r1c8): a grouped strong link.
        Board board = open();
        keepOnly(board, 8, row(1), {rc(1, 1), rc(1, 7), rc(1, 8)});
        keepOnly(board, 8, row(5), {rc(5, 1), rc(5, 9)});
        Step step;
        step.technique = Technique::GroupedTurbotFish;
        step.difficulty = 43;
        step.eliminations = each({rc(2, 9), rc(3, 9)}, {8});
        step.units = {row(1), row(5)};
        step.coverUnits = {column(1)};
        step.cells = {rc(1, 7), rc(1, 8), rc(1, 1), rc(5, 1), rc(5, 9)};
        step.candidates = each({rc(1, 1), rc(1, 7), rc(1, 8), rc(5, 1), rc(5, 9)}, {8});
        step.digits = digitSet({8});
        step.chains = {strongChain(8, {{rc(1, 7), rc(1, 8)}, {rc(1, 1)}, {rc(5, 1)}, {rc(5, 9)}},
                                   {row(1), column(1), row(5)})};
        QTest::newRow("grouped turbot fish")
            << board << step
            << "grouped turbot fish: if none of r1c7 and r1c8 is 8, r1c1 is 8, so r5c1 is not 8, so r5c9 "
               "is 8: either one of r1c7 and r1c8 is 8 or r5c9 is 8, so r2c9 - 8, r3c9 - 8";
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
        step.difficulty = 70; // the six-node chain Sudoku Explainer would need
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
        step.difficulty = 45;
        step.eliminations = each({rc(3, 4)}, {2, 7});
        step.units = {box(1), row(3), box(2), row(1)};
        step.cells = {rc(1, 1), rc(3, 1), rc(3, 4), rc(1, 4)};
        step.candidates = {{rc(1, 1), 2}, {rc(1, 1), 7}, {rc(1, 4), 2}, {rc(1, 4), 7}, {rc(3, 1), 2},
                           {rc(3, 1), 7}, {rc(3, 4), 1}, {rc(3, 4), 2}, {rc(3, 4), 3}, {rc(3, 4), 4},
                           {rc(3, 4), 5}, {rc(3, 4), 6}, {rc(3, 4), 7}, {rc(3, 4), 8}, {rc(3, 4), 9}};
        step.digits = digitSet({2, 7});
        QTest::newRow("unique rectangle type 1")
            << board << step
            << "unique rectangle (type 1): r1c1, r3c1 and r1c4 hold only 2 and 7; if r3c4 did too, 2 and 7 "
               "could swap for a second solution, so r3c4 - 2, r3c4 - 7";
    }
    {
        // The corners in row 3 both hold 5 besides 2 and 7 (row 1 holds 2 and 7 nowhere else, so
        // that the pair there strikes nothing).
        Board board = open();
        setCandidates(board, rc(1, 1), {2, 7});
        setCandidates(board, rc(1, 4), {2, 7});
        setCandidates(board, rc(3, 1), {2, 5, 7});
        setCandidates(board, rc(3, 4), {2, 5, 7});
        for (const int digit : {2, 7})
            keepOnly(board, digit, row(1), {rc(1, 1), rc(1, 4)});
        Step step;
        step.technique = Technique::UniqueRectangleType2;
        step.difficulty = 45;
        step.eliminations = each({rc(3, 2), rc(3, 3), rc(3, 5), rc(3, 6), rc(3, 7), rc(3, 8), rc(3, 9)}, {5});
        step.units = {box(1), row(3), box(2), row(1)};
        step.cells = {rc(1, 1), rc(3, 1), rc(3, 4), rc(1, 4)};
        step.candidates = {{rc(1, 1), 2}, {rc(1, 1), 7}, {rc(1, 4), 2}, {rc(1, 4), 7}, {rc(3, 1), 2},
                           {rc(3, 1), 5}, {rc(3, 1), 7}, {rc(3, 4), 2}, {rc(3, 4), 5}, {rc(3, 4), 7}};
        step.digits = digitSet({2, 7});
        QTest::newRow("unique rectangle type 2")
            << board << step
            << "unique rectangle (type 2): r1c1, r3c1, r3c4 and r1c4 make a loop on 2 and 7, and r3c1 and "
               "r3c4 also hold 5: were none of them 5, 2 and 7 could swap round the loop for a second "
               "solution, so r3c2 - 5, r3c3 - 5, r3c5 - 5, r3c6 - 5, r3c7 - 5, r3c8 - 5, r3c9 - 5";
    }
    {
        // The corners in row 3 hold 8 and 9 besides, as r3c7 does: a naked pair with it.
        Board board = open();
        setCandidates(board, rc(1, 1), {2, 7});
        setCandidates(board, rc(1, 4), {2, 7});
        setCandidates(board, rc(3, 1), {2, 7, 8});
        setCandidates(board, rc(3, 4), {2, 7, 9});
        setCandidates(board, rc(3, 7), {8, 9});
        for (const int digit : {2, 7})
            keepOnly(board, digit, row(1), {rc(1, 1), rc(1, 4)});
        Step step;
        step.technique = Technique::UniqueRectangleType3;
        step.difficulty = 46;
        step.eliminations = each({rc(3, 2), rc(3, 3), rc(3, 5), rc(3, 6), rc(3, 8), rc(3, 9)}, {8, 9});
        step.units = {box(1), row(3), box(2), row(1)};
        step.coverUnits = {row(3)};
        step.cells = {rc(1, 1), rc(3, 1), rc(3, 4), rc(1, 4), rc(3, 7)};
        step.candidates = {{rc(1, 1), 2}, {rc(1, 1), 7}, {rc(1, 4), 2}, {rc(1, 4), 7},
                           {rc(3, 1), 2}, {rc(3, 1), 7}, {rc(3, 1), 8}, {rc(3, 4), 2},
                           {rc(3, 4), 7}, {rc(3, 4), 9}, {rc(3, 7), 8}, {rc(3, 7), 9}};
        step.digits = digitSet({2, 7});
        QTest::newRow("unique rectangle type 3, naked")
            << board << step
            << "unique rectangle (type 3): r1c1, r3c1, r3c4 and r1c4 make a loop on 2 and 7, and r3c1 and "
               "r3c4 also hold 8 and 9: one of them holds one of 8 and 9, or 2 and 7 could swap round the "
               "loop for a second solution; so r3c1 and r3c4, as one cell, and r3c7 hold only 8 and 9 in "
               "row 3, so r3c2 - 8, r3c2 - 9, r3c3 - 8, r3c3 - 9, r3c5 - 8, r3c5 - 9, r3c6 - 8, r3c6 - 9, "
               "r3c8 - 8, r3c8 - 9, r3c9 - 8, r3c9 - 9";
    }
    {
        // Row 3 holds 2 and 7 only in the corners and r3c7: a hidden pair with one of them.
        Board board = open();
        setCandidates(board, rc(1, 1), {2, 7});
        setCandidates(board, rc(1, 4), {2, 7});
        setCandidates(board, rc(3, 1), {2, 7, 8});
        setCandidates(board, rc(3, 4), {2, 7, 9});
        for (const int digit : {2, 7}) {
            keepOnly(board, digit, row(1), {rc(1, 1), rc(1, 4)});
            keepOnly(board, digit, row(3), {rc(3, 1), rc(3, 4), rc(3, 7)});
        }
        Step step;
        step.technique = Technique::UniqueRectangleType3;
        step.difficulty = 45;
        step.eliminations = each({rc(3, 7)}, {1, 3, 4, 5, 6, 8, 9});
        step.units = {box(1), row(3), box(2), row(1)};
        step.coverUnits = {row(3)};
        step.cells = {rc(1, 1), rc(3, 1), rc(3, 4), rc(1, 4), rc(3, 7)};
        step.candidates = {{rc(1, 1), 2}, {rc(1, 1), 7}, {rc(1, 4), 2}, {rc(1, 4), 7},
                           {rc(3, 1), 2}, {rc(3, 1), 7}, {rc(3, 1), 8}, {rc(3, 4), 2},
                           {rc(3, 4), 7}, {rc(3, 4), 9}, {rc(3, 7), 2}, {rc(3, 7), 7}};
        step.digits = digitSet({2, 7});
        QTest::newRow("unique rectangle type 3, hidden")
            << board << step
            << "unique rectangle (type 3): r1c1, r3c1, r3c4 and r1c4 make a loop on 2 and 7, and r3c1 and "
               "r3c4 also hold 8 and 9: one of them holds one of 8 and 9, or 2 and 7 could swap round the "
               "loop for a second solution; so 2 and 7 fit only in the other one and r3c7 in row 3, so "
               "r3c7 - 1, r3c7 - 3, r3c7 - 4, r3c7 - 5, r3c7 - 6, r3c7 - 8, r3c7 - 9";
    }
    {
        // Row 3 holds 2 only in its two corners; 2 is struck around the rectangle so that no fish,
        // locked candidates or strong links strike anything first.
        Board board = open();
        setCandidates(board, rc(1, 1), {2, 7});
        setCandidates(board, rc(1, 4), {2, 7});
        setCandidates(board, rc(3, 1), {2, 7, 8});
        setCandidates(board, rc(3, 4), {2, 7, 9});
        for (const int digit : {2, 7})
            keepOnly(board, digit, row(1), {rc(1, 1), rc(1, 4)});
        keepOnly(board, 2, row(3), {rc(3, 1), rc(3, 4)});
        keepOnly(board, 2, row(2), {rc(2, 7), rc(2, 8), rc(2, 9)});
        keepOnly(board, 2, column(1), {rc(1, 1), rc(3, 1)});
        keepOnly(board, 2, column(4), {rc(1, 4), rc(3, 4)});
        Step step;
        step.technique = Technique::UniqueRectangleType4;
        step.difficulty = 45;
        step.eliminations = each({rc(3, 1), rc(3, 4)}, {7});
        step.units = {box(1), row(3), box(2), row(1)};
        step.coverUnits = {row(3)};
        step.cells = {rc(1, 1), rc(3, 1), rc(3, 4), rc(1, 4)};
        step.candidates = {{rc(1, 1), 2}, {rc(1, 1), 7}, {rc(1, 4), 2}, {rc(1, 4), 7}, {rc(3, 1), 2},
                           {rc(3, 1), 7}, {rc(3, 1), 8}, {rc(3, 4), 2}, {rc(3, 4), 7}, {rc(3, 4), 9}};
        step.digits = digitSet({2, 7});
        QTest::newRow("unique rectangle type 4")
            << board << step
            << "unique rectangle (type 4): r1c1, r3c1, r3c4 and r1c4 make a loop on 2 and 7, and r3c1 and "
               "r3c4 also hold 8 and 9; in row 3, 2 lies only in r3c1 and r3c4, so one of them is 2, and "
               "were the other 7, 2 and 7 could swap round the loop for a second solution, so r3c1 - 7, "
               "r3c4 - 7";
    }
    {
        // The corners holding 5 besides 2 and 7 are diagonal, sharing no unit: type 5.
        Board board = open();
        setCandidates(board, rc(1, 1), {2, 7});
        setCandidates(board, rc(3, 4), {2, 7});
        setCandidates(board, rc(1, 4), {2, 5, 7});
        setCandidates(board, rc(3, 1), {2, 5, 7});
        Step step;
        step.technique = Technique::UniqueRectangleType5;
        step.difficulty = 45;
        step.eliminations = each({rc(1, 2), rc(1, 3), rc(3, 5), rc(3, 6)}, {5});
        step.units = {box(1), row(3), box(2), row(1)};
        step.cells = {rc(1, 1), rc(3, 1), rc(3, 4), rc(1, 4)};
        step.candidates = {{rc(1, 1), 2}, {rc(1, 1), 7}, {rc(1, 4), 2}, {rc(1, 4), 5}, {rc(1, 4), 7},
                           {rc(3, 1), 2}, {rc(3, 1), 5}, {rc(3, 1), 7}, {rc(3, 4), 2}, {rc(3, 4), 7}};
        step.digits = digitSet({2, 7});
        QTest::newRow("unique rectangle type 5")
            << board << step
            << "unique rectangle (type 5): r1c1, r3c1, r3c4 and r1c4 make a loop on 2 and 7, and r3c1 and "
               "r1c4 also hold 5: were none of them 5, 2 and 7 could swap round the loop for a second "
               "solution, so r1c2 - 5, r1c3 - 5, r3c5 - 5, r3c6 - 5";
    }
    {
        // r1c1 holds only 2 and 7; 2 lies only in the rectangle in row 3 and in column 4 (and in
        // box 2, so that no locked candidates come first).
        Board board = open();
        setCandidates(board, rc(1, 1), {2, 7});
        keepOnly(board, 2, row(3), {rc(3, 1), rc(3, 4)});
        keepOnly(board, 2, column(4), {rc(1, 4), rc(3, 4)});
        keepOnly(board, 2, box(2), {rc(1, 4), rc(3, 4)});
        Step step;
        step.technique = Technique::HiddenRectangle;
        step.difficulty = 45;
        step.eliminations = {{rc(3, 4), 7}};
        step.units = {row(3), column(4)};
        step.cells = {rc(1, 1), rc(1, 4), rc(3, 1), rc(3, 4)};
        step.candidates = each({rc(1, 1), rc(1, 4), rc(3, 1), rc(3, 4)}, {2, 7});
        step.digits = digitSet({2, 7});
        QTest::newRow("hidden rectangle")
            << board << step
            << "hidden rectangle: r1c1 holds only 2 and 7, and r1c4, r3c1 and r3c4 hold both; in row 3 and "
               "in column 4, 2 lies only in the rectangle's corners, so were r3c4 7, r1c4 and r3c1 would be "
               "2, r1c1 would be 7, and 2 and 7 could swap round the rectangle for a second solution, so "
               "r3c4 - 7";
    }
    {
        // Three corners solved by the player as 2, 7 and 7 (none a given).
        Board board = open();
        board.grid.setDigit(rc(1, 1), 2);
        board.grid.setDigit(rc(1, 4), 7);
        board.grid.setDigit(rc(3, 1), 7);
        Step step;
        step.technique = Technique::AvoidableRectangleType1;
        step.difficulty = 45;
        step.eliminations = {{rc(3, 4), 2}};
        step.cells = {rc(1, 1), rc(1, 4), rc(3, 1), rc(3, 4)};
        step.candidates = {{rc(3, 4), 2}};
        step.digits = digitSet({2, 7});
        QTest::newRow("avoidable rectangle type 1")
            << board << step
            << "avoidable rectangle (type 1): r1c1 is 2 and r1c4 and r3c1 are 7, none of them a given; were "
               "r3c4 2, the four cells could swap 2 and 7 for a second solution, so r3c4 - 2";
    }
    {
        // Two corners of row 1 solved by the player as 2 and 7; across from them, r3c1 holds 7
        // and r3c4 holds 2, each with 5 besides.
        Board board = open();
        board.grid.setDigit(rc(1, 1), 2);
        board.grid.setDigit(rc(1, 4), 7);
        setCandidates(board, rc(3, 1), {5, 7});
        setCandidates(board, rc(3, 4), {2, 5});
        Step step;
        step.technique = Technique::AvoidableRectangleType2;
        step.difficulty = 45;
        step.eliminations = each({rc(3, 2), rc(3, 3), rc(3, 5), rc(3, 6), rc(3, 7), rc(3, 8), rc(3, 9)}, {5});
        step.cells = {rc(1, 1), rc(1, 4), rc(3, 1), rc(3, 4)};
        step.candidates = {{rc(3, 1), 5}, {rc(3, 1), 7}, {rc(3, 4), 2}, {rc(3, 4), 5}};
        step.digits = digitSet({2, 7});
        QTest::newRow("avoidable rectangle type 2")
            << board << step
            << "avoidable rectangle (type 2): r1c1 is 2 and r1c4 is 7, neither a given; were neither r3c1 "
               "nor r3c4 5, they would be 7 and 2, and the four cells could swap 2 and 7 for a second "
               "solution: one of them is 5, so r3c2 - 5, r3c3 - 5, r3c5 - 5, r3c6 - 5, r3c7 - 5, r3c8 - 5, "
               "r3c9 - 5";
    }
    {
        // Met while solving a Sudoku Exchange puzzle (its digits alone): a loop of six cells.
        const Board board = Board::fromGrid(gridFromLine(
            ".5192..7697.16.2.5632785941.26.91..731547269879..36.12.69247..3.836.97242473.8.69"));
        Step step;
        step.technique = Technique::UniqueLoopType1;
        step.difficulty = 46;
        step.eliminations = each({rc(7, 7)}, {1, 5});
        step.units = {box(7), row(8), box(8), row(9), box(9), row(7)};
        step.cells = {rc(7, 1), rc(8, 1), rc(8, 5), rc(9, 5), rc(9, 7), rc(7, 7)};
        step.candidates = {{rc(7, 1), 1}, {rc(7, 1), 5}, {rc(7, 7), 1}, {rc(7, 7), 5}, {rc(7, 7), 8},
                           {rc(8, 1), 1}, {rc(8, 1), 5}, {rc(8, 5), 1}, {rc(8, 5), 5}, {rc(9, 5), 1},
                           {rc(9, 5), 5}, {rc(9, 7), 1}, {rc(9, 7), 5}};
        step.digits = digitSet({1, 5});
        QTest::newRow("unique loop type 1")
            << board << step
            << "unique loop (type 1): r7c1, r8c1, r8c5, r9c5 and r9c7 hold only 1 and 5; if r7c7 did too, "
               "1 and 5 could swap for a second solution, so r7c7 - 1, r7c7 - 5";
    }
    {
        // Met while solving a Sudoku Exchange puzzle (its digits alone).
        const Board board = Board::fromGrid(gridFromLine(
            "2.1.567.95.87192.37.9.4..15613974..29546..3718721354963865971244.5..1..71.746...8"));
        Step step;
        step.technique = Technique::UniqueLoopType2;
        step.difficulty = 46;
        step.eliminations = each({rc(1, 4)}, {3});
        step.units = {box(5), column(6), box(2), column(4), box(8), column(5)};
        step.cells = {rc(5, 5), rc(5, 6), rc(3, 6), rc(3, 4), rc(8, 4), rc(8, 5)};
        step.candidates = {{rc(3, 4), 2}, {rc(3, 4), 3}, {rc(3, 4), 8}, {rc(3, 6), 2}, {rc(3, 6), 3},
                           {rc(3, 6), 8}, {rc(5, 5), 2}, {rc(5, 5), 8}, {rc(5, 6), 2}, {rc(5, 6), 8},
                           {rc(8, 4), 2}, {rc(8, 4), 3}, {rc(8, 4), 8}, {rc(8, 5), 2}, {rc(8, 5), 8}};
        step.digits = digitSet({2, 8});
        QTest::newRow("unique loop type 2")
            << board << step
            << "unique loop (type 2): r5c5, r5c6, r3c6, r3c4, r8c4 and r8c5 make a loop on 2 and 8, and "
               "r3c6, r3c4 and r8c4 also hold 3: were none of them 3, 2 and 8 could swap round the loop "
               "for a second solution, so r1c4 - 3";
    }
    {
        // Met while solving a Sudoku Exchange puzzle (its digits alone).
        const Board board = Board::fromGrid(gridFromLine(
            "6.1.9..4.3.24.159.4.9.2.17.835..9.14196.54.3.247318965923186457.14.32689.6894.321"));
        Step step;
        step.technique = Technique::UniqueLoopType3;
        step.difficulty = 46;
        step.eliminations = each({rc(1, 2)}, {8});
        step.units = {box(7), row(9), column(6), box(2), column(4), row(8)};
        step.coverUnits = {row(1)};
        step.cells = {rc(8, 1), rc(9, 1), rc(9, 6), rc(1, 6), rc(1, 4), rc(8, 4), rc(1, 2)};
        step.candidates = {{rc(1, 2), 5}, {rc(1, 2), 7}, {rc(1, 4), 5}, {rc(1, 4), 7},
                           {rc(1, 4), 8}, {rc(1, 6), 3}, {rc(1, 6), 5}, {rc(1, 6), 7},
                           {rc(8, 1), 5}, {rc(8, 1), 7}, {rc(8, 4), 5}, {rc(8, 4), 7},
                           {rc(9, 1), 5}, {rc(9, 1), 7}, {rc(9, 6), 5}, {rc(9, 6), 7}};
        step.digits = digitSet({5, 7});
        QTest::newRow("unique loop type 3, hidden")
            << board << step
            << "unique loop (type 3): r8c1, r9c1, r9c6, r1c6, r1c4 and r8c4 make a loop on 5 and 7, and "
               "r1c6 and r1c4 also hold 3 and 8: one of them holds one of 3 and 8, or 5 and 7 could swap "
               "round the loop for a second solution; so 5 and 7 fit only in the other one and r1c2 in row "
               "1, so r1c2 - 8";
    }
    {
        // Met while solving a Sudoku Exchange puzzle: its digits and the candidates left then.
        const Board board =
            marked("169...37578253149634597618267382.5..21.6.5.3....31726.42716..53.317..6..8.6..3...",
                   "............................2.4........4...8..2.4...8............................"
                   "................................................................................."
                   "................................................................................."
                   "................................................4....9.........1..4.....1.......9"
                   ".....................4...8.............4....9...............78................7.9"
                   "....5...9....5...9...4...8.................................................4...8."
                   "....................................................89.......89.................."
                   "....5...9..............................45..89.2.....89..........2.4........4...8."
                   ".............5...9..........2.4........45...9...............7.912.4.....1.....7..");
        Step step;
        step.technique = Technique::UniqueLoopType4;
        step.difficulty = 46;
        step.eliminations = each({rc(8, 5), rc(9, 5)}, {9});
        step.units = {box(4), column(2), row(9), box(8), row(8), column(1)};
        step.coverUnits = {column(5)};
        step.cells = {rc(6, 1), rc(6, 2), rc(9, 2), rc(9, 5), rc(8, 5), rc(8, 1)};
        step.candidates = {{rc(6, 1), 5}, {rc(6, 1), 9}, {rc(6, 2), 5}, {rc(6, 2), 9}, {rc(8, 1), 5},
                           {rc(8, 1), 9}, {rc(8, 5), 4}, {rc(8, 5), 5}, {rc(8, 5), 8}, {rc(8, 5), 9},
                           {rc(9, 2), 5}, {rc(9, 2), 9}, {rc(9, 5), 4}, {rc(9, 5), 5}, {rc(9, 5), 9}};
        step.digits = digitSet({5, 9});
        QTest::newRow("unique loop type 4")
            << board << step
            << "unique loop (type 4): r6c1, r6c2, r9c2, r9c5, r8c5 and r8c1 make a loop on 5 and 9, and "
               "r9c5 and r8c5 also hold 4 and 8; in column 5, 5 lies only in r9c5 and r8c5, so one of them "
               "is 5, and were the other 9, 5 and 9 could swap round the loop for a second solution, so "
               "r8c5 - 9, r9c5 - 9";
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
        // On 5: strong links in row 1, column 6 and column 9, joined by weak links in box 2 and
        // row 7. r7c1 lacks 5, so the shorter chains within it strike nothing.
        Board board = open();
        keepOnly(board, 5, row(1), {rc(1, 1), rc(1, 5)});
        keepOnly(board, 5, column(6), {rc(2, 6), rc(7, 6)});
        keepOnly(board, 5, column(9), {rc(5, 9), rc(7, 9)});
        board.candidates[rc(7, 1)].remove(5);
        Step step;
        step.technique = Technique::ThreeLinkXChain;
        step.difficulty = 55;
        step.eliminations = each({rc(5, 1)}, {5});
        step.units = {row(1), column(6), column(9)};
        step.coverUnits = {box(2), row(7)};
        step.cells = {rc(1, 1), rc(1, 5), rc(2, 6), rc(7, 6), rc(7, 9), rc(5, 9)};
        step.candidates = each({rc(1, 1), rc(1, 5), rc(2, 6), rc(5, 9), rc(7, 6), rc(7, 9)}, {5});
        step.digits = digitSet({5});
        step.chains = {strongChain(5,
                                   {{rc(1, 1)}, {rc(1, 5)}, {rc(2, 6)}, {rc(7, 6)}, {rc(7, 9)}, {rc(5, 9)}},
                                   {row(1), box(2), column(6), row(7), column(9)})};
        QTest::newRow("3-link X-chain")
            << board << step
            << "3-link X-chain: if r1c1 is not 5, r1c5 is 5, so r2c6 is not 5, so r7c6 is 5, so r7c9 is "
               "not 5, so r5c9 is 5: either r1c1 is 5 or r5c9 is 5, so r5c1 - 5";
    }
    {
        // r5c1, r5c2 and r5c3 hold 1-4 between them; r8c1 holds 1 and 4 and sees the only 1 there.
        Board board = open();
        setCandidates(board, rc(5, 1), {1, 2});
        setCandidates(board, rc(5, 2), {2, 3});
        setCandidates(board, rc(5, 3), {3, 4});
        setCandidates(board, rc(8, 1), {1, 4});
        Step step;
        step.technique = Technique::WXYZWing;
        step.difficulty = 55;
        step.eliminations = each({rc(4, 1), rc(6, 1), rc(7, 3), rc(8, 3), rc(9, 3)}, {4});
        step.cells = {rc(8, 1), rc(5, 1), rc(5, 2), rc(5, 3)};
        step.candidates = {{rc(5, 1), 1}, {rc(5, 1), 2}, {rc(5, 2), 2}, {rc(5, 2), 3},
                           {rc(5, 3), 3}, {rc(5, 3), 4}, {rc(8, 1), 1}, {rc(8, 1), 4}};
        step.digits = digitSet({1, 2, 3, 4});
        QTest::newRow("WXYZ-Wing")
            << board << step
            << "WXYZ-Wing: r5c1, r5c2 and r5c3 hold only 1, 2, 3 and 4, one digit more than cells; r8c1 "
               "holds only 1 and 4 and sees every one of them holding 1: whichever r8c1 is, 4 is in r8c1 "
               "or among them, so r4c1 - 4, r6c1 - 4, r7c3 - 4, r8c3 - 4, r9c3 - 4";
    }
    {
        // Met while solving a Sudoku Exchange puzzle (its digits alone).
        const Board board = Board::fromGrid(gridFromLine(
            "156349287472815963983762451.9.....166......94741936825..7.8.5498145976325.9.2.178"));
        Step step;
        step.technique = Technique::BugType1;
        step.difficulty = 56;
        step.eliminations = each({rc(7, 2)}, {2, 6});
        step.cells = {rc(7, 2)};
        step.candidates = each({rc(7, 2)}, {3});
        step.digits = digitSet({3});
        QTest::newRow("BUG type 1")
            << board << step
            << "BUG (type 1): r7c2 must be 3, or every empty cell would hold two candidates and every "
               "digit two places in each unit, a board that never has exactly one solution, so r7c2 - 2, "
               "r7c2 - 6";
    }
    {
        // Met while solving a Sudoku Exchange puzzle (its digits alone).
        const Board board = Board::fromGrid(gridFromLine(
            "...4817599..3271861876952345.127..68763814925...56..17.1.738592279156843...942671"));
        Step step;
        step.technique = Technique::BugType2;
        step.difficulty = 57;
        step.eliminations = each({rc(4, 2), rc(6, 1), rc(6, 7)}, {4});
        step.cells = {rc(6, 2), rc(6, 3)};
        step.candidates = each({rc(6, 2), rc(6, 3)}, {4});
        step.digits = digitSet({4});
        QTest::newRow("BUG type 2")
            << board << step
            << "BUG (type 2): one of r6c2 and r6c3 must be 4, or every empty cell would hold two "
               "candidates and every digit two places in each unit, a board that never has exactly one "
               "solution, so r4c2 - 4, r6c1 - 4, r6c7 - 4";
    }
    {
        // Met while solving a Sudoku Exchange puzzle (its digits alone).
        const Board board = Board::fromGrid(gridFromLine(
            "6.73.92..42816793593.2.47..564823197289716...173945628....9..7..9657.41.7.2.318.9"));
        Step step;
        step.technique = Technique::BugType3;
        step.difficulty = 58;
        step.eliminations = {{rc(7, 1), 3}, {rc(7, 3), 5}};
        step.units = {row(7)};
        step.cells = {rc(7, 2), rc(7, 9), rc(7, 7)};
        step.candidates = {{rc(7, 2), 5}, {rc(7, 7), 3}, {rc(7, 7), 5}, {rc(7, 9), 3}};
        step.digits = digitSet({3, 5});
        QTest::newRow("BUG type 3")
            << board << step
            << "BUG (type 3): one of 5 in r7c2 and 3 in r7c9 must be true, or every empty cell would hold "
               "two candidates and every digit two places in each unit, a board that never has exactly one "
               "solution; so r7c2 and r7c9, as one cell, and r7c7 hold only 3 and 5 in row 7, so r7c1 - 3, "
               "r7c3 - 5";
    }
    {
        // Met while solving a Sudoku Exchange puzzle (its digits alone).
        const Board board = Board::fromGrid(gridFromLine(
            ".31..8....5.3.4.1.6...713..5276194833864571929142835671738426592..13.874...79.231"));
        Step step;
        step.technique = Technique::BugType4;
        step.difficulty = 57;
        step.eliminations = {{rc(2, 3), 9}, {rc(3, 3), 8}};
        step.units = {box(1)};
        step.cells = {rc(2, 3), rc(3, 3)};
        step.candidates = {{rc(2, 3), 2}, {rc(2, 3), 8}, {rc(3, 3), 2}, {rc(3, 3), 9}};
        step.digits = digitSet({2});
        QTest::newRow("BUG type 4")
            << board << step
            << "BUG (type 4): one of 8 in r2c3 and 9 in r3c3 must be true, or every empty cell would hold "
               "two candidates and every digit two places in each unit, a board that never has exactly one "
               "solution; in box 1, 2 lies only in r2c3 and r3c3, so each of them is 2 or its extra digit, "
               "so r2c3 - 9, r3c3 - 8";
    }
    {
        // Met while solving a Sudoku Exchange puzzle: its digits and the candidates left then.
        const Board board =
            marked("6.....1.4..1.5.3...8..1..6.81.9.4..7........1.4.175.3.5....1..21.48.29...2.5.7.1.",
                   "...........3.5.7.9.23.5.7.9.23...7...23....8...3....89..........2..5.789........."
                   ".2.4..7.9......7.9..........2.4.67................6.89..........2....789.......89"
                   ".234..7.9..........23.5.7.9.234..7.............3.....9.2..5.7...............5...9"
                   "...................23.56.............23..6.............2..56....2..5............."
                   ".23...7.9..3.567.9.23.567.9.23..6....23..6.8...3..6.8..2.456....2.45...9........."
                   ".2......9..........2...6..9............................2...6.8...............6.89"
                   "...........3..67.9......789..3..6......4....9............4.678....4..78.........."
                   "...........3..67......................3..6.........................5.7....3.56..."
                   "..3.....9...........3..6.89............4....9............4.6.8............3..6.8.");
        Step step;
        step.technique = Technique::FourLinkXChain;
        step.difficulty = 61;
        step.eliminations = each({rc(7, 7)}, {6});
        step.units = {box(8), box(5), box(4), row(9)};
        step.coverUnits = {column(5), row(5), column(3)};
        step.cells = {rc(7, 4), rc(8, 5), rc(4, 5), rc(5, 4), rc(5, 5), rc(5, 6), rc(5, 2),
                      rc(4, 3), rc(5, 3), rc(6, 3), rc(9, 3), rc(9, 7), rc(9, 9)};
        step.candidates = each({rc(4, 3), rc(4, 5), rc(5, 2), rc(5, 3), rc(5, 4), rc(5, 5), rc(5, 6),
                                rc(6, 3), rc(7, 4), rc(8, 5), rc(9, 3), rc(9, 7), rc(9, 9)},
                               {6});
        step.digits = digitSet({6});
        step.chains = {strongChain(6,
                                   {{rc(7, 4)},
                                    {rc(8, 5)},
                                    {rc(4, 5)},
                                    {rc(5, 4), rc(5, 5), rc(5, 6)},
                                    {rc(5, 2)},
                                    {rc(4, 3), rc(5, 3), rc(6, 3)},
                                    {rc(9, 3)},
                                    {rc(9, 7), rc(9, 9)}},
                                   {box(8), column(5), box(5), row(5), box(4), column(3), row(9)})};
        QTest::newRow("4-link X-chain")
            << board << step
            << "4-link X-chain: if r7c4 is not 6, r8c5 is 6, so r4c5 is not 6, so one of r5c4, r5c5 and "
               "r5c6 is 6, so r5c2 is not 6, so one of r4c3, r5c3 and r6c3 is 6, so r9c3 is not 6, so one "
               "of r9c7 and r9c9 is 6: either r7c4 is 6 or one of r9c7 and r9c9 is 6, so r7c7 - 6";
    }
    {
        // Met while solving a Sudoku Exchange puzzle: its digits and the candidates left then.
        // r7c6 and r7c7 hold only 3, 4 and 7: an almost locked set.
        const Board board =
            marked("24...1.9...6.3....1.....7.4....462...6.9.2....2851....6591....8....5.6...7.6...15",
                   "....................3.5.7........78......678..............5..8............3..6..."
                   "....5.7.........89............4..78.............45.7891...5..8..2..5..8.12......."
                   "................89..3.5.....2.....8..2...6.89....5...9...........3..6............"
                   "....5.7.91.3......1...5.7....3...78................................5.78.1.....7.9"
                   "..345.7...........1..4..7.................78..........1...5..8...345.78.1.3...7.."
                   "..34..7.9......................................3...7....34....9..34.67....3..67.."
                   ".....................................2....7....34..7....34......234..7..........."
                   "...4...8.1.3......12.4......234..7..............4..789..........2.4..7...2....7.9"
                   "..34...8...........2.4...............2.....89..34...89..34....9..................");
        Step step;
        step.technique = Technique::AlsAlternatingInferenceChain;
        step.difficulty = 82;
        step.eliminations = {{rc(6, 7), 3}};
        step.cells = {rc(6, 6), rc(7, 6), rc(7, 7), rc(7, 8), rc(9, 7)};
        step.candidates = {{rc(6, 6), 3}, {rc(6, 6), 7}, {rc(7, 6), 3}, {rc(7, 6), 4}, {rc(7, 6), 7},
                           {rc(7, 7), 3}, {rc(7, 7), 4}, {rc(7, 8), 3}, {rc(9, 7), 3}};
        step.digits = digitSet({3, 7});
        ChainNode locked = chainNode({rc(7, 6), rc(7, 7)}, 3, true, Reason::LockedSet, row(7), {2});
        locked.set = {rc(7, 6), rc(7, 7)};
        step.chains = {Chain{{chainNode({rc(6, 6)}, 3, false, Reason::Assumption, -1, {}),
                              chainNode({rc(6, 6)}, 7, true, Reason::LastCandidate, -1, {0}),
                              chainNode({rc(7, 6)}, 7, false, Reason::SameUnit, column(6), {1}), locked,
                              chainNode({rc(7, 8)}, 3, false, Reason::SameUnit, row(7), {3}),
                              chainNode({rc(7, 7), rc(9, 7)}, 3, true, Reason::LastPlace, box(9), {4})}}};
        QTest::newRow("alternating inference chain with almost locked sets")
            << board << step
            << "alternating inference chain with almost locked sets: if r6c6 is not 3, r6c6 is 7, so r7c6 is "
               "not 7, so the almost locked set r7c6 and r7c7 lacks 7, so one of r7c6 and r7c7 is 3, so r7c8 "
               "is not 3, so one of r7c7 and r9c7 is 3: either r6c6 is 3 or one of r7c7 and r9c7 is 3, so "
               "r6c7 - 3";
    }
    {
        Board board = open();
        setCandidates(board, rc(5, 1), {1, 2});
        setCandidates(board, rc(5, 2), {2, 3});
        setCandidates(board, rc(5, 3), {3, 4});
        setCandidates(board, rc(5, 4), {4, 5});
        setCandidates(board, rc(8, 1), {1, 5});
        Step step;
        step.technique = Technique::VWXYZWing;
        step.difficulty = 63;
        step.eliminations = each({rc(8, 4)}, {5});
        step.cells = {rc(8, 1), rc(5, 1), rc(5, 2), rc(5, 3), rc(5, 4)};
        step.candidates = {{rc(5, 1), 1}, {rc(5, 1), 2}, {rc(5, 2), 2}, {rc(5, 2), 3}, {rc(5, 3), 3},
                           {rc(5, 3), 4}, {rc(5, 4), 4}, {rc(5, 4), 5}, {rc(8, 1), 1}, {rc(8, 1), 5}};
        step.digits = digitSet({1, 2, 3, 4, 5});
        QTest::newRow("VWXYZ-Wing")
            << board << step
            << "VWXYZ-Wing: r5c1, r5c2, r5c3 and r5c4 hold only 1, 2, 3, 4 and 5, one digit more than "
               "cells; r8c1 holds only 1 and 5 and sees every one of them holding 1: whichever r8c1 is, 5 "
               "is in r8c1 or among them, so r8c4 - 5";
    }
    {
        // Met while solving a Sudoku Exchange puzzle: its digits and the candidates left then.
        const Board board =
            marked(".....36....17..2..8.96..47.2...94.....4...5......2...4.4...13.8..6..814.18543....",
                   "...45.7...2..5.7...2....7..12..5..891..45..8...................1...5..891...5...9"
                   "..3456.....3.56........................45..8.....5...9...........3.5..89..3.5...9"
                   "..........23.5......................1...5.....2..5......................1.3.5...."
                   ".........1...567....3....8.1.3.5............................78.1.3..6...1.3..67.."
                   ".....67.91....67.9.........1.3....8.1....678......67...........123..6..9123..67.9"
                   "....567.91...567.9..3....8.1.3.5.................567........7891.3..6..9........."
                   "......7.9..........2....7...2..5...9....56.........................56..9........."
                   "..3.....9.23.....9..........2..5...9....5.7..............................2..5.7.9"
                   "..............................................2...67.9......7.9.2...6..9.2...67.9");
        Step step;
        step.technique = Technique::AlignedPairExclusion;
        step.difficulty = 62;
        step.eliminations = each({rc(1, 5)}, {5});
        step.cells = {rc(1, 5), rc(9, 6), rc(2, 6), rc(3, 6), rc(7, 5), rc(8, 5)};
        step.candidates = {{rc(1, 5), 1}, {rc(1, 5), 4}, {rc(1, 5), 5}, {rc(1, 5), 8},
                           {rc(2, 6), 5}, {rc(2, 6), 9}, {rc(3, 6), 2}, {rc(3, 6), 5},
                           {rc(7, 5), 5}, {rc(7, 5), 6}, {rc(8, 5), 5}, {rc(8, 5), 7},
                           {rc(9, 6), 2}, {rc(9, 6), 6}, {rc(9, 6), 7}, {rc(9, 6), 9}};
        step.digits = digitSet({1, 2, 4, 5, 6, 7, 8, 9});
        QTest::newRow("aligned pair exclusion")
            << board << step
            << "aligned pair exclusion: no way to fill r1c5 and r9c6 that repeats no digit in a unit and "
               "leaves each of r2c6, r3c6, r7c5 and r8c5 (cells that see them all) a candidate uses the "
               "candidates struck out, so r1c5 - 5";
    }
    {
        Board board = open();
        setCandidates(board, rc(5, 1), {1, 2});
        setCandidates(board, rc(5, 2), {2, 3});
        setCandidates(board, rc(5, 3), {3, 4});
        setCandidates(board, rc(5, 4), {4, 5});
        setCandidates(board, rc(5, 5), {5, 6});
        setCandidates(board, rc(8, 1), {1, 6});
        Step step;
        step.technique = Technique::UVWXYZWing;
        step.difficulty = 66;
        step.eliminations = each({rc(8, 5)}, {6});
        step.cells = {rc(8, 1), rc(5, 1), rc(5, 2), rc(5, 3), rc(5, 4), rc(5, 5)};
        step.candidates = {{rc(5, 1), 1}, {rc(5, 1), 2}, {rc(5, 2), 2}, {rc(5, 2), 3},
                           {rc(5, 3), 3}, {rc(5, 3), 4}, {rc(5, 4), 4}, {rc(5, 4), 5},
                           {rc(5, 5), 5}, {rc(5, 5), 6}, {rc(8, 1), 1}, {rc(8, 1), 6}};
        step.digits = digitSet({1, 2, 3, 4, 5, 6});
        QTest::newRow("UVWXYZ-Wing")
            << board << step
            << "UVWXYZ-Wing: r5c1, r5c2, r5c3, r5c4 and r5c5 hold only 1, 2, 3, 4, 5 and 6, one digit more "
               "than cells; r8c1 holds only 1 and 6 and sees every one of them holding 1: whichever r8c1 "
               "is, 6 is in r8c1 or among them, so r8c5 - 6";
    }
    {
        // Six cells of row 5 hold 1-7 between them; 8 and 9 are left in box 6 only in row 5, so
        // that claiming strikes nothing, and no chain applies before it.
        Board board = open();
        setCandidates(board, rc(5, 1), {1, 2});
        setCandidates(board, rc(5, 2), {2, 3, 4});
        setCandidates(board, rc(5, 3), {3, 4, 5});
        setCandidates(board, rc(5, 4), {4, 5, 6});
        setCandidates(board, rc(5, 5), {2, 5, 6});
        setCandidates(board, rc(5, 6), {6, 7});
        setCandidates(board, rc(8, 1), {1, 7});
        for (const int digit : {8, 9})
            keepOnly(board, digit, box(6), {rc(5, 7), rc(5, 8), rc(5, 9)});
        Step step;
        step.technique = Technique::TUVWXYZWing;
        step.difficulty = 75;
        step.eliminations = each({rc(8, 6)}, {7});
        step.cells = {rc(8, 1), rc(5, 1), rc(5, 2), rc(5, 3), rc(5, 4), rc(5, 5), rc(5, 6)};
        step.candidates = {{rc(5, 1), 1}, {rc(5, 1), 2}, {rc(5, 2), 2}, {rc(5, 2), 3}, {rc(5, 2), 4},
                           {rc(5, 3), 3}, {rc(5, 3), 4}, {rc(5, 3), 5}, {rc(5, 4), 4}, {rc(5, 4), 5},
                           {rc(5, 4), 6}, {rc(5, 5), 2}, {rc(5, 5), 5}, {rc(5, 5), 6}, {rc(5, 6), 6},
                           {rc(5, 6), 7}, {rc(8, 1), 1}, {rc(8, 1), 7}};
        step.digits = digitSet({1, 2, 3, 4, 5, 6, 7});
        QTest::newRow("TUVWXYZ-Wing")
            << board << step
            << "TUVWXYZ-Wing: r5c1, r5c2, r5c3, r5c4, r5c5 and r5c6 hold only 1, 2, 3, 4, 5, 6 and 7, one "
               "digit more than cells; r8c1 holds only 1 and 7 and sees every one of them holding 1: "
               "whichever r8c1 is, 7 is in r8c1 or among them, so r8c6 - 7";
    }
    {
        // Met while solving a Sudoku Exchange puzzle: its digits and the candidates left then.
        const Board board =
            marked("7..5..64.126.3.75.5486.731...19564.7657.4...34..7.3165.7436.5.1.15.7.836.6...5.74",
                   "...........3.....9..3.....9.........12.......12.....8....................2.....8."
                   "..............................4...8.............4...89.........................89"
                   ".....................................2......9............................2......9"
                   ".23........3....8...............................................2.....8.........."
                   "...........................12.....8..........12........2......9.......89........."
                   "................89.2......9..........2.....8....................................."
                   ".2.....8......................................2.....89..........2......9........."
                   ".2......9...................2.4...............2.4....9..........................."
                   "..3....89..........23......1......8.1......89..........2......9..................");
        Step step;
        step.technique = Technique::AlignedTripleExclusion;
        step.difficulty = 75;
        step.eliminations = each({rc(1, 6)}, {8});
        step.cells = {rc(1, 6), rc(8, 4), rc(2, 6), rc(2, 4), rc(7, 6), rc(8, 6)};
        step.candidates = {{rc(1, 6), 1}, {rc(1, 6), 2}, {rc(1, 6), 8}, {rc(2, 4), 4},
                           {rc(2, 4), 8}, {rc(2, 6), 4}, {rc(2, 6), 8}, {rc(2, 6), 9},
                           {rc(7, 6), 2}, {rc(7, 6), 8}, {rc(7, 6), 9}, {rc(8, 4), 2},
                           {rc(8, 4), 4}, {rc(8, 6), 2}, {rc(8, 6), 4}, {rc(8, 6), 9}};
        step.digits = digitSet({1, 2, 4, 8, 9});
        QTest::newRow("aligned triple exclusion")
            << board << step
            << "aligned triple exclusion: no way to fill r1c6, r8c4 and r2c6 that repeats no digit in a "
               "unit and leaves each of r2c4, r7c6 and r8c6 (cells that see them all) a candidate uses the "
               "candidates struck out, so r1c6 - 8";
    }
    {
        // ALS-XZ singly linked: A = r1c1, r2c1, r3c1 {1,3,4,5} in box 1, B = r4c1, r5c2, r6c2
        // {1,3,6,7} in box 4; 1 is a restricted common (only r3c1 and r4c1 hold it), 3 is not.
        Board board = open();
        setCandidates(board, rc(1, 1), {3, 4, 5});
        setCandidates(board, rc(2, 1), {3, 4, 5});
        setCandidates(board, rc(3, 1), {1, 3, 4, 5});
        setCandidates(board, rc(4, 1), {1, 3, 6, 7});
        setCandidates(board, rc(5, 2), {3, 6, 7});
        setCandidates(board, rc(6, 2), {3, 6, 7});
        Step step;
        step.technique = Technique::AlsXZ;
        step.difficulty = 74;
        step.eliminations = {{rc(5, 1), 3}, {rc(6, 1), 3}};
        step.units = {box(1), box(4)};
        step.cells = {rc(1, 1), rc(2, 1), rc(3, 1), rc(4, 1), rc(5, 2), rc(6, 2)};
        step.candidates = {{rc(1, 1), 3}, {rc(1, 1), 4}, {rc(1, 1), 5}, {rc(2, 1), 3}, {rc(2, 1), 4},
                           {rc(2, 1), 5}, {rc(3, 1), 1}, {rc(3, 1), 3}, {rc(3, 1), 4}, {rc(3, 1), 5},
                           {rc(4, 1), 1}, {rc(4, 1), 3}, {rc(4, 1), 6}, {rc(4, 1), 7}, {rc(5, 2), 3},
                           {rc(5, 2), 6}, {rc(5, 2), 7}, {rc(6, 2), 3}, {rc(6, 2), 6}, {rc(6, 2), 7}};
        step.digits = digitSet({1, 3});
        step.chains = {
            Chain{{
                chainNode({rc(1, 1), rc(2, 1), rc(3, 1)}, 3, false, Reason::Assumption, -1, {}),
                chainNode({rc(3, 1)}, 1, true, Reason::LockedSet, box(1), {0}),
                chainNode({rc(4, 1)}, 1, false, Reason::SameUnit, column(1), {1}),
                chainNode({rc(4, 1), rc(5, 2), rc(6, 2)}, 3, true, Reason::LockedSet, box(4), {2})
            }}
        };
        QTest::newRow("ALS-XZ, singly linked")
            << board << step
            << "ALS-XZ: almost locked sets r1c1, r2c1 and r3c1 in box 1 {1, 3, 4, 5} and r4c1, r5c2 and r6c2"
               " in box 4 {1, 3, 6, 7}: if none of r1c1, r2c1 and r3c1 is 3, r3c1 is 1, so r4c1 is not 1, so"
               " one of r4c1, r5c2 and r6c2 is 3: either one of r1c1, r2c1 and r3c1 is 3 or one of r4c1, "
               "r5c2 and r6c2 is 3, so r5c1 - 3, r6c1 - 3";
    }
    {
        // r3c1 and r3c2 (row 3 and box 1 cross) hold 1, 2, 5, 6; r3c8 and r3c9 in row 3 hold 5, 6, 7
        // and r1c1 and r1c2 in box 1 hold 1, 2, 4: six cells, six digits.
        Board board = open();
        setCandidates(board, rc(3, 1), {1, 2, 5});
        setCandidates(board, rc(3, 2), {1, 2, 6});
        setCandidates(board, rc(3, 8), {5, 6, 7});
        setCandidates(board, rc(3, 9), {5, 6, 7});
        setCandidates(board, rc(1, 1), {1, 2, 4});
        setCandidates(board, rc(1, 2), {1, 2, 4});
        Step step;
        step.technique = Technique::SueDeCoq;
        step.difficulty = 72;
        step.eliminations = {{rc(1, 3), 1}, {rc(1, 3), 2}, {rc(1, 3), 4}, {rc(2, 1), 1}, {rc(2, 1), 2},
                             {rc(2, 1), 4}, {rc(2, 2), 1}, {rc(2, 2), 2}, {rc(2, 2), 4}, {rc(2, 3), 1},
                             {rc(2, 3), 2}, {rc(2, 3), 4}, {rc(3, 3), 1}, {rc(3, 3), 2}, {rc(3, 3), 4},
                             {rc(3, 3), 5}, {rc(3, 3), 6}, {rc(3, 3), 7}, {rc(3, 4), 5}, {rc(3, 4), 6},
                             {rc(3, 4), 7}, {rc(3, 5), 5}, {rc(3, 5), 6}, {rc(3, 5), 7}, {rc(3, 6), 5},
                             {rc(3, 6), 6}, {rc(3, 6), 7}, {rc(3, 7), 5}, {rc(3, 7), 6}, {rc(3, 7), 7}};
        step.units = {row(3), box(1)};
        step.cells = {rc(3, 1), rc(3, 2), rc(3, 8), rc(3, 9), rc(1, 1), rc(1, 2)};
        step.candidates = {{rc(1, 1), 1}, {rc(1, 1), 2}, {rc(1, 1), 4}, {rc(1, 2), 1}, {rc(1, 2), 2},
                           {rc(1, 2), 4}, {rc(3, 1), 1}, {rc(3, 1), 2}, {rc(3, 1), 5}, {rc(3, 2), 1},
                           {rc(3, 2), 2}, {rc(3, 2), 6}, {rc(3, 8), 5}, {rc(3, 8), 6}, {rc(3, 8), 7},
                           {rc(3, 9), 5}, {rc(3, 9), 6}, {rc(3, 9), 7}};
        step.digits = digitSet({1, 2, 4, 5, 6, 7});
        QTest::newRow("Sue de Coq")
            << board << step
            << "Sue de Coq: r3c1 and r3c2, where row 3 and box 1 cross, hold 1, 2, 5 and 6; with r3c8 and r3c9"
               " {5, 6, 7} in row 3 and r1c1 and r1c2 {1, 2, 4} in box 1, these 6 cells hold 6 digits, each "
               "once: 5, 6 and 7 cannot be elsewhere in row 3, nor 1, 2 and 4 elsewhere in box 1, so r1c3 - 1,"
               " r1c3 - 2, r1c3 - 4, r2c1 - 1, r2c1 - 2, r2c1 - 4, r2c2 - 1, r2c2 - 2, r2c2 - 4, r2c3 - 1, "
               "r2c3 - 2, r2c3 - 4, r3c3 - 1, r3c3 - 2, r3c3 - 4, r3c3 - 5, r3c3 - 6, r3c3 - 7, r3c4 - 5, "
               "r3c4 - 6, r3c4 - 7, r3c5 - 5, r3c5 - 6, r3c5 - 7, r3c6 - 5, r3c6 - 6, r3c6 - 7, r3c7 - 5, "
               "r3c7 - 6, r3c7 - 7";
    }
    {
        // A = r1c1, r1c2, r2c1, r2c2 {1-5} in box 1, B = r1c4, r1c5, r2c4, r2c5 {1, 2, 6, 7, 8} in box
        // 2: 1 and 2 lie only in row 1 in both, so one set lacks 1 and the other 2, and both are
        // locked. No cell holds two candidates, so no wing or chain comes first.
        Board board = open();
        setCandidates(board, rc(1, 1), {1, 2, 3});
        setCandidates(board, rc(1, 2), {1, 2, 4});
        setCandidates(board, rc(2, 1), {3, 4, 5});
        setCandidates(board, rc(2, 2), {3, 4, 5});
        setCandidates(board, rc(1, 4), {1, 2, 6});
        setCandidates(board, rc(1, 5), {1, 2, 7});
        setCandidates(board, rc(2, 4), {6, 7, 8});
        setCandidates(board, rc(2, 5), {6, 7, 8});
        Step step;
        step.technique = Technique::AlsXZ;
        step.difficulty = 76;
        step.eliminations = {{rc(1, 3), 1}, {rc(1, 3), 2}, {rc(1, 3), 3}, {rc(1, 3), 4}, {rc(1, 3), 5},
                             {rc(1, 6), 1}, {rc(1, 6), 2}, {rc(1, 6), 6}, {rc(1, 6), 7}, {rc(1, 6), 8},
                             {rc(1, 7), 1}, {rc(1, 7), 2}, {rc(1, 8), 1}, {rc(1, 8), 2}, {rc(1, 9), 1},
                             {rc(1, 9), 2}, {rc(2, 3), 3}, {rc(2, 3), 4}, {rc(2, 3), 5}, {rc(2, 3), 8},
                             {rc(2, 6), 5}, {rc(2, 6), 6}, {rc(2, 6), 7}, {rc(2, 6), 8}, {rc(2, 7), 5},
                             {rc(2, 7), 8}, {rc(2, 8), 5}, {rc(2, 8), 8}, {rc(2, 9), 5}, {rc(2, 9), 8},
                             {rc(3, 1), 3}, {rc(3, 1), 4}, {rc(3, 1), 5}, {rc(3, 2), 3}, {rc(3, 2), 4},
                             {rc(3, 2), 5}, {rc(3, 3), 3}, {rc(3, 3), 4}, {rc(3, 3), 5}, {rc(3, 4), 6},
                             {rc(3, 4), 7}, {rc(3, 4), 8}, {rc(3, 5), 6}, {rc(3, 5), 7}, {rc(3, 5), 8},
                             {rc(3, 6), 6}, {rc(3, 6), 7}, {rc(3, 6), 8}};
        step.units = {box(1), box(2)};
        step.cells = {rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2), rc(1, 4), rc(1, 5), rc(2, 4), rc(2, 5)};
        step.candidates = {{rc(1, 1), 1}, {rc(1, 1), 2}, {rc(1, 1), 3}, {rc(1, 2), 1}, {rc(1, 2), 2},
                           {rc(1, 2), 4}, {rc(1, 4), 1}, {rc(1, 4), 2}, {rc(1, 4), 6}, {rc(1, 5), 1},
                           {rc(1, 5), 2}, {rc(1, 5), 7}, {rc(2, 1), 3}, {rc(2, 1), 4}, {rc(2, 1), 5},
                           {rc(2, 2), 3}, {rc(2, 2), 4}, {rc(2, 2), 5}, {rc(2, 4), 6}, {rc(2, 4), 7},
                           {rc(2, 4), 8}, {rc(2, 5), 6}, {rc(2, 5), 7}, {rc(2, 5), 8}};
        step.digits = digitSet({1, 2});
        step.chains = {
            Chain{{
                chainNode({rc(1, 1), rc(1, 2)}, 1, true, Reason::Assumption, -1, {}),
                chainNode({rc(1, 4), rc(1, 5)}, 1, false, Reason::SameUnit, row(1), {0}),
                chainNode({rc(1, 4), rc(1, 5)}, 2, true, Reason::LockedSet, box(2), {1}),
                chainNode({rc(1, 1), rc(1, 2)}, 2, false, Reason::SameUnit, row(1), {2}),
                chainNode({rc(1, 1), rc(1, 2)}, 1, true, Reason::LockedSet, box(1), {3})
            }}
        };
        QTest::newRow("ALS-XZ, doubly linked")
            << board << step
            << "ALS-XZ: almost locked sets r1c1, r1c2, r2c1 and r2c2 in box 1 {1, 2, 3, 4, 5} and r1c4, r1c5, "
               "r2c4 and r2c5 in box 2 {1, 2, 6, 7, 8}; their cells with 1 all see each other, and so do their"
               " cells with 2: one set lacks 1 and the other 2, so each holds all its other digits, so "
               "r1c3 - 1, r1c3 - 2, r1c3 - 3, r1c3 - 4, r1c3 - 5, r1c6 - 1, r1c6 - 2, r1c6 - 6, r1c6 - 7, "
               "r1c6 - 8, r1c7 - 1, r1c7 - 2, r1c8 - 1, r1c8 - 2, r1c9 - 1, r1c9 - 2, r2c3 - 3, r2c3 - 4, "
               "r2c3 - 5, r2c3 - 8, r2c6 - 5, r2c6 - 6, r2c6 - 7, r2c6 - 8, r2c7 - 5, r2c7 - 8, r2c8 - 5, "
               "r2c8 - 8, r2c9 - 5, r2c9 - 8, r3c1 - 3, r3c1 - 4, r3c1 - 5, r3c2 - 3, r3c2 - 4, r3c2 - 5, "
               "r3c3 - 3, r3c3 - 4, r3c3 - 5, r3c4 - 6, r3c4 - 7, r3c4 - 8, r3c5 - 6, r3c5 - 7, r3c5 - 8, "
               "r3c6 - 6, r3c6 - 7, r3c6 - 8";
    }
    {
        // The pivot r5c5 {1, 2} sees A's 1 (r1c5, A = r1c1 and r1c5 {1, 3, 9}) and B's 2 (r5c9, B =
        // r5c9 and r9c9 {2, 4, 9}); A and B share 9, whose cells r1c9 sees in both.
        Board board = open();
        setCandidates(board, rc(5, 5), {1, 2});
        setCandidates(board, rc(1, 5), {1, 3, 9});
        setCandidates(board, rc(1, 1), {3, 9});
        setCandidates(board, rc(5, 9), {2, 4, 9});
        setCandidates(board, rc(9, 9), {4, 9});
        Step step;
        step.technique = Technique::AlsXYWing;
        step.difficulty = 75;
        step.eliminations = {{rc(1, 9), 9}};
        step.units = {row(1), column(9)};
        step.cells = {rc(1, 1), rc(1, 5), rc(5, 5), rc(5, 9), rc(9, 9)};
        step.candidates = {{rc(1, 1), 3}, {rc(1, 1), 9}, {rc(1, 5), 1}, {rc(1, 5), 3}, {rc(1, 5), 9},
                           {rc(5, 5), 1}, {rc(5, 5), 2}, {rc(5, 9), 2}, {rc(5, 9), 4}, {rc(5, 9), 9},
                           {rc(9, 9), 4}, {rc(9, 9), 9}};
        step.digits = digitSet({1, 2, 9});
        step.chains = {
            Chain{{
                chainNode({rc(1, 1), rc(1, 5)}, 9, false, Reason::Assumption, -1, {}),
                chainNode({rc(1, 5)}, 1, true, Reason::LockedSet, row(1), {0}),
                chainNode({rc(5, 5)}, 1, false, Reason::SameUnit, column(5), {1}),
                chainNode({rc(5, 5)}, 2, true, Reason::LastCandidate, -1, {2}),
                chainNode({rc(5, 9)}, 2, false, Reason::SameUnit, row(5), {3}),
                chainNode({rc(5, 9), rc(9, 9)}, 9, true, Reason::LockedSet, column(9), {4})
            }}
        };
        QTest::newRow("ALS-XY-Wing")
            << board << step
            << "ALS-XY-Wing: almost locked sets r1c1 and r1c5 in row 1 {1, 3, 9}, r5c5 {1, 2} and r5c9 and "
               "r9c9 in column 9 {2, 4, 9}: if none of r1c1 and r1c5 is 9, r1c5 is 1, so r5c5 is not 1, so "
               "r5c5 is 2, so r5c9 is not 2, so one of r5c9 and r9c9 is 9: either one of r1c1 and r1c5 is 9 "
               "or one of r5c9 and r9c9 is 9, so r1c9 - 9";
    }
    {
        // r9c9 {4, 9} -4- column 7's r5c7, r8c7, r9c7 {2, 4, 5, 6} -2- r5c5 {1, 2} -1- r1c1, r1c5
        // {1, 3, 9}: no two of these sets share a digit but their link, so only the chain of four
        // strikes 9 from r1c9.
        Board board = open();
        setCandidates(board, rc(1, 5), {1, 3, 9});
        setCandidates(board, rc(1, 1), {3, 9});
        setCandidates(board, rc(5, 5), {1, 2});
        setCandidates(board, rc(5, 7), {2, 5, 6});
        setCandidates(board, rc(8, 7), {5, 6});
        setCandidates(board, rc(9, 7), {4, 6});
        setCandidates(board, rc(9, 9), {4, 9});
        Step step;
        step.technique = Technique::AlsChain;
        step.difficulty = 76;
        step.eliminations = {{rc(1, 9), 9}};
        step.units = {column(7), row(1)};
        step.cells = {rc(9, 9), rc(5, 7), rc(8, 7), rc(9, 7), rc(5, 5), rc(1, 1), rc(1, 5)};
        step.candidates = {{rc(1, 1), 3}, {rc(1, 1), 9}, {rc(1, 5), 1}, {rc(1, 5), 3}, {rc(1, 5), 9},
                           {rc(5, 5), 1}, {rc(5, 5), 2}, {rc(5, 7), 2}, {rc(5, 7), 5}, {rc(5, 7), 6},
                           {rc(8, 7), 5}, {rc(8, 7), 6}, {rc(9, 7), 4}, {rc(9, 7), 6}, {rc(9, 9), 4},
                           {rc(9, 9), 9}};
        step.digits = digitSet({1, 2, 4, 9});
        step.chains = {
            Chain{{
                chainNode({rc(9, 9)}, 9, false, Reason::Assumption, -1, {}),
                chainNode({rc(9, 9)}, 4, true, Reason::LastCandidate, -1, {0}),
                chainNode({rc(9, 7)}, 4, false, Reason::SameUnit, row(9), {1}),
                chainNode({rc(5, 7)}, 2, true, Reason::LockedSet, column(7), {2}),
                chainNode({rc(5, 5)}, 2, false, Reason::SameUnit, row(5), {3}),
                chainNode({rc(5, 5)}, 1, true, Reason::LastCandidate, -1, {4}),
                chainNode({rc(1, 5)}, 1, false, Reason::SameUnit, column(5), {5}),
                chainNode({rc(1, 1), rc(1, 5)}, 9, true, Reason::LockedSet, row(1), {6})
            }}
        };
        QTest::newRow("ALS chain")
            << board << step
            << "ALS chain: almost locked sets r9c9 {4, 9}, r5c7, r8c7 and r9c7 in column 7 {2, 4, 5, 6}, "
               "r5c5 {1, 2} and r1c1 and r1c5 in row 1 {1, 3, 9}: if r9c9 is not 9, r9c9 is 4, so r9c7 is "
               "not 4, so r5c7 is 2, so r5c5 is not 2, so r5c5 is 1, so r1c5 is not 1, so one of r1c1 and "
               "r1c5 is 9: either r9c9 is 9 or one of r1c1 and r1c5 is 9, so r1c9 - 9";
    }
    {
        // The stem r5c5 {1, 2, 3}; each of its digits has a petal holding 9: r5c9, r9c9 {1, 7, 9};
        // r9c5, r9c2 {2, 8, 9}; r6c6, r9c6 {3, 6, 9}. Their 9s lie in row 9.
        Board board = open();
        setCandidates(board, rc(5, 5), {1, 2, 3});
        setCandidates(board, rc(5, 9), {1, 7});
        setCandidates(board, rc(9, 9), {7, 9});
        setCandidates(board, rc(9, 5), {2, 8});
        setCandidates(board, rc(9, 2), {8, 9});
        setCandidates(board, rc(6, 6), {3, 6});
        setCandidates(board, rc(9, 6), {6, 9});
        Step step;
        step.technique = Technique::DeathBlossom;
        step.difficulty = 77;
        step.eliminations = {{rc(9, 1), 9}, {rc(9, 3), 9}, {rc(9, 4), 9}, {rc(9, 7), 9}, {rc(9, 8), 9}};
        step.units = {column(9), row(9), column(6)};
        step.cells = {rc(5, 5), rc(5, 9), rc(9, 9), rc(9, 2), rc(9, 5), rc(6, 6), rc(9, 6)};
        step.candidates = {{rc(5, 5), 1}, {rc(5, 5), 2}, {rc(5, 5), 3}, {rc(5, 9), 1}, {rc(5, 9), 7},
                           {rc(6, 6), 3}, {rc(6, 6), 6}, {rc(9, 2), 8}, {rc(9, 2), 9}, {rc(9, 5), 2},
                           {rc(9, 5), 8}, {rc(9, 6), 6}, {rc(9, 6), 9}, {rc(9, 9), 7}, {rc(9, 9), 9}};
        step.digits = digitSet({1, 2, 3, 9});
        step.chains = {
            Chain{{
                chainNode({rc(5, 5)}, 1, true, Reason::Assumption, -1, {}),
                chainNode({rc(5, 9)}, 1, false, Reason::SameUnit, row(5), {0}),
                chainNode({rc(9, 9)}, 9, true, Reason::LockedSet, column(9), {1})
            }},
            Chain{{
                chainNode({rc(5, 5)}, 2, true, Reason::Assumption, -1, {}),
                chainNode({rc(9, 5)}, 2, false, Reason::SameUnit, column(5), {0}),
                chainNode({rc(9, 2)}, 9, true, Reason::LockedSet, row(9), {1})
            }},
            Chain{{
                chainNode({rc(5, 5)}, 3, true, Reason::Assumption, -1, {}),
                chainNode({rc(6, 6)}, 3, false, Reason::SameUnit, box(5), {0}),
                chainNode({rc(9, 6)}, 9, true, Reason::LockedSet, column(6), {1})
            }}
        };
        QTest::newRow("death blossom")
            << board << step
            << "death blossom: r5c5 holds only 1, 2 and 3; petals r5c9 and r9c9 in column 9 {1, 7, 9}, r9c2 "
               "and r9c5 in row 9 {2, 8, 9} and r6c6 and r9c6 in column 6 {3, 6, 9}: if r5c5 is 1, r5c9 is not"
               " 1, so r9c9 is 9; if r5c5 is 2, r9c5 is not 2, so r9c2 is 9; if r5c5 is 3, r6c6 is not 3, so "
               "r9c6 is 9 — in every case one of r9c2, r9c6 and r9c9 is 9, so r9c1 - 9, r9c3 - 9, r9c4 - 9, "
               "r9c7 - 9, r9c8 - 9";
    }
    {
        // A cluster of ten 1s joined by nine conjugate pairs, r4c4 - r5c5 - ... - r1c6; r1c4 sees
        // its two ends, of opposite colours. The 1s that would let a shorter chain of strong links
        // strike something are struck, so that the colouring is the first step.
        Board board = open();
        keepOnly(board, 1, box(5), {rc(4, 4), rc(5, 5)});
        keepOnly(board, 1, row(5), {rc(5, 5), rc(5, 8)});
        keepOnly(board, 1, column(8), {rc(5, 8), rc(3, 8)});
        keepOnly(board, 1, box(3), {rc(3, 8), rc(2, 9)});
        keepOnly(board, 1, row(2), {rc(2, 9), rc(2, 1)});
        keepOnly(board, 1, column(1), {rc(2, 1), rc(7, 1)});
        keepOnly(board, 1, box(7), {rc(7, 1), rc(9, 3)});
        keepOnly(board, 1, row(9), {rc(9, 3), rc(9, 6)});
        keepOnly(board, 1, column(6), {rc(9, 6), rc(1, 6)});
        for (const int cell : {rc(3, 4), rc(4, 3), rc(7, 5), rc(8, 5)})
            board.candidates[static_cast<std::size_t>(cell)].remove(1);
        Step step;
        step.technique = Technique::SimpleColouring;
        step.difficulty = 69;
        step.eliminations = {{rc(1, 4), 1}};
        step.cells = {rc(1, 6), rc(2, 1), rc(2, 9), rc(3, 8), rc(4, 4), rc(5, 5), rc(5, 8), rc(7, 1),
                      rc(9, 3), rc(9, 6)};
        step.candidates = {{rc(1, 6), 1}, {rc(2, 1), 1}, {rc(2, 9), 1}, {rc(3, 8), 1}, {rc(4, 4), 1},
                           {rc(5, 5), 1}, {rc(5, 8), 1}, {rc(7, 1), 1}, {rc(9, 3), 1}, {rc(9, 6), 1}};
        step.digits = digitSet({1});
        step.chains = {
            Chain{{
                chainNode({rc(1, 6)}, 1, true, Reason::Assumption, -1, {}),
                chainNode({rc(9, 6)}, 1, false, Reason::SameUnit, column(6), {0}),
                chainNode({rc(9, 3)}, 1, true, Reason::LastPlace, row(9), {1}),
                chainNode({rc(7, 1)}, 1, false, Reason::SameUnit, box(7), {2}),
                chainNode({rc(2, 1)}, 1, true, Reason::LastPlace, column(1), {3}),
                chainNode({rc(2, 9)}, 1, false, Reason::SameUnit, row(2), {4}),
                chainNode({rc(3, 8)}, 1, true, Reason::LastPlace, box(3), {5}),
                chainNode({rc(5, 8)}, 1, false, Reason::SameUnit, column(8), {6}),
                chainNode({rc(5, 5)}, 1, true, Reason::LastPlace, row(5), {7}),
                chainNode({rc(4, 4)}, 1, false, Reason::SameUnit, box(5), {8})
            }}
        };
        QTest::newRow("simple colouring, trap")
            << board << step
            << "simple colouring: the conjugate pairs of 1 colour r1c6, r2c1, r3c8, r5c5 and r9c3 against "
               "r2c9, r4c4, r5c8, r7c1 and r9c6: one colour holds the 1s, and each struck cell sees both "
               "colours, so r1c4 - 1";
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

    // Sound: no filling of the candidates takes an elimination, or misses a placement (the
    // uniqueness techniques reason about the solution count, and are checked over whole
    // puzzles in neverWrong()).
    if (!techniqueInfo(expected.technique).needsUniqueness) {
        for (const CellDigit elimination : expected.eliminations) {
            const std::optional<std::string> filling = fillingWith(board, elimination);
            QVERIFY2(!filling, filling ? filling->c_str() : "");
        }
        for (const CellDigit placement : expected.placements) {
            for (const int digit : board.effectiveCandidates(placement.cell)) {
                if (digit == placement.digit)
                    continue;
                const std::optional<std::string> filling = fillingWith(board, {placement.cell, digit});
                QVERIFY2(!filling, filling ? filling->c_str() : "");
            }
        }
    }
}

// Direct claiming is Sudoku Explainer's too, tried after direct pointing: wherever it applies,
// a hidden single or a direct pointing does as well and comes first (Sudoku Explainer never
// reports one). Its finder still finds it alone.
void TestTechniques::directClaimingAfterDirectPointing()
{
    // Row 2 holds 7 only in box 3; row 1 holds it in box 3 and in r1c2. Box 2 is then left
    // with 7 only in row 3, a direct pointing into box 1 (placing 7 in r1c2 as well).
    Board board = open();
    keepOnly(board, 7, row(2), {rc(2, 7), rc(2, 8), rc(2, 9)});
    keepOnly(board, 7, row(1), {rc(1, 2), rc(1, 8)});
    Step expected;
    expected.technique = Technique::DirectClaiming;
    expected.difficulty = 19; // Sudoku Explainer's 1.9
    expected.placements = {{rc(1, 2), 7}};
    expected.units = {row(2), row(1)};
    expected.coverUnits = {box(3)};
    expected.cells = {rc(2, 7), rc(2, 8), rc(2, 9), rc(1, 2)};
    expected.candidates = each({rc(1, 2), rc(2, 7), rc(2, 8), rc(2, 9)}, {7});
    expected.digits = digitSet({7});
    const std::optional<Step> alone = findStepOf(board, Technique::DirectClaiming);
    QVERIFY(alone);
    QCOMPARE(*alone, expected);
    QCOMPARE(QString::fromStdString(describe(*alone)),
             QStringLiteral("r1c2 = 7: direct claiming — 7 in row 2 lies only in box 3, so in row 1 it fits only "
                            "in r1c2"));

    const std::optional<Step> first = findStep(board);
    QVERIFY(first);
    QCOMPARE(first->technique, Technique::DirectPointing);
    QCOMPARE(QString::fromStdString(describe(*first)),
             QStringLiteral("r1c2 = 7: direct pointing — 7 in box 2 lies only in row 3, so in box 1 it fits only "
                            "in r1c2"));
}

void TestTechniques::realPositions_data()
{
    QTest::addColumn<QByteArray>("grid");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("puzzle");

    // Boards met while solving Sudoku Exchange puzzles, each the digits alone (candidates
    // computed): the step findStep() took there. An avoidable rectangle needs to know which
    // digits were given: its boards come with their puzzle, the other digits solved since. The Sudoku Exchange set has no such board
    // for direct claiming (never the first step, see above), the hidden quad, the 4-link
    // X-chain, unique loop type 4, the TUVWXYZ-Wing or aligned exclusion: where they are
    // taken, earlier steps' eliminations are needed (constructed() has boards of theirs).
    struct Position {
        const char *name;
        const char *grid;
        const char *text;
        const char *puzzle = ""; // the givens, when not every digit of the grid is one
    };
    const Position positions[] = {
        {"direct-pointing",
         ".1..2.6..2....63..763..9258..7.9.426..6254...142.6....3286.51.94.193.86.6.9.8..3.",
         "r4c1 = 5: direct pointing — 5 in box 7 lies only in column 2, so in box 4 it fits only "
         "in r4c1"},
        {"direct-hidden-pair",
         "57..681.3.3..15.6.691..7....53.....112..8.3..94...127.31.8.64.2.8.1...3.26..43819",
         "r7c8 = 5: direct hidden pair — 6 and 7 fit only in r8c7 and r8c9 in box 9, so 5 fits "
         "only in r7c8"},
        {"direct-hidden-triple",
         "57..681.3.3..15.6.691..75...53.....112..8.3..94...127.31.8.6452.8.1...3.26..43819",
         "r8c1 = 4: direct hidden triple — 2, 5 and 9 fit only in r8c3, r8c5 and r8c6 in row 8, so "
         "4 fits only in r8c1"},
        {"locked-candidates-pointing",
         "6...53..7.3.7......8.4.92.3.153.......8..53..3....759.8.95.1.3.....3..8.2.3.7...4",
         "locked candidates (pointing): 2 in box 9 lies only in column 9, so r4c9 - 2, r5c9 - 2, "
         "r6c9 - 2"},
        {"locked-candidates-claiming",
         ".34..257..86...42.52.....68.63...28.29517863484.326.95.52.1.84..19....52478235916",
         "locked candidates (claiming): 9 in row 3 lies only in box 2, so r1c4 - 9, r1c5 - 9, r2c4 "
         "- 9, r2c5 - 9, r2c6 - 9"},
        {"naked-pair",
         "...453......296....6478139..4536981....528......147...453672981.9.814563186935..4",
         "naked pair: r4c1 and r8c1 hold only 2 and 7 in column 1, so r1c1 - 2, r1c1 - 7, r2c1 - "
         "7, r3c1 - 2, r5c1 - 7, r6c1 - 2"},
        {"naked-triple",
         ".13.9246.8..36..25....4....235984671978216543.6.735.9..894.371....1.9......678...",
         "naked triple: r1c1, r3c1 and r7c1 hold only 5, 6 and 7 in column 1, so r8c1 - 5, r8c1 - "
         "6, r8c1 - 7, r9c1 - 5"},
        {"naked-quad",
         "256.73...1....8.....86.....537864291984...6536215394....2..53.....2....44..38.72.",
         "naked quad: r1c7, r1c9, r2c7 and r3c7 hold only 1, 5, 8 and 9 in box 3, so r1c8 - 1, r1c8 - "
         "8, r2c9 - 5, r2c9 - 9, r3c8 - 1, r3c9 - 5, r3c9 - 9"},
        {"hidden-pair",
         "9..8..42.1.2.4..8...62..3.72..16....3.94..1.2....29..46.5..29...9..5.2.3.2...4...",
         "hidden pair: 4 and 8 fit only in r3c1 and r3c2 in box 1, so r3c1 - 5, r3c2 - 5"},
        {"hidden-triple",
         ".26.815.75.7.62.81841957362...8.3...463529178.8.7.6.3...927485.254638719..8195.2.",
         "hidden triple: 2, 5 and 6 fit only in r4c3, r4c7 and r4c9 in row 4, so r4c7 - 4, r4c7 - "
         "9, r4c9 - 4"},
        {"x-wing",
         "67.185.49.48...1..5914.2.8782.51.473.1.7.48..7543289161852.3.9446.85..31.37.415.8",
         "X-Wing: 6 in columns 4 and 8 lies only in rows 2 and 9, so r2c5 - 6, r2c6 - 6"},
        {"swordfish",
         ".94.1583.1..3.84.53587.41.2......94.4..98...1.194...8.5.6.79314941536..8.73.4.659",
         "swordfish: 6 in columns 1, 4 and 9 lies only in rows 1, 4 and 6, so r4c2 - 6, r4c5 - 6, "
         "r6c5 - 6"},
        {"jellyfish",
         "..7324685623758...485.6.273.498.35.6.512.693..365..7...784.53625.46328.7362.87.5.",
         "jellyfish: 1 in columns 4, 6, 7 and 9 lies only in rows 2, 3, 6 and 9, so r2c8 - 1, r6c5 "
         "- 1, r6c8 - 1"},
        {"skyscraper",
         "2739..586861523974954786132.382..769.97..84211...793583..1.5897715892643.89..7215",
         "skyscraper: if r4c1 is not 4, r9c1 is 4, so r9c4 is not 4, so r6c4 is 4: either r4c1 is "
         "4 or r6c4 is 4, so r4c5 - 4, r4c6 - 4, r6c2 - 4"},
        {"two-string-kite",
         "...281375728......531..782.1..7.4..8.87.2....3..1.8..7894372651673815492215946783",
         "2-string kite: if r3c9 is not 9, r3c5 is 9, so r2c6 is not 9, so r5c6 is 9: either r3c9 "
         "is 9 or r5c6 is 9, so r5c9 - 9"},
        {"turbot-fish",
         "67491.82...8762..42.94.86.7.81.4976296.27.4817426813598.7..42.61.6827.4.42...6.78",
         "turbot fish: if r4c4 is not 3, r5c6 is 3, so r5c3 is not 3, so r9c3 is 3: either r4c4 is "
         "3 or r9c3 is 3, so r9c4 - 3"},
        {"empty-rectangle",
         "7..43.....8296.3.7.3.278...57869.1.461485.97.32971458624.18976...7.4621.....27..9",
         "empty rectangle: if r1c2 is not 5, one of r1c3 and r3c3 is 5, so r7c3 is not 5, so r7c9 "
         "is 5: either r1c2 is 5 or r7c9 is 5, so r1c9 - 5"},
        {"grouped-turbot-fish",
         "2.7..4.568.6.....4.4562....5.248....18..6...5764.953.8.5..46.7262......347......1",
         "grouped turbot fish: if none of r1c4 and r1c5 is 3, r1c2 is 3, so r4c2 is not 3, so r4c6 "
         "is 3: either one of r1c4 and r1c5 is 3 or r4c6 is 3, so r2c6 - 3, r3c6 - 3"},
        {"three-link-x-chain",
         ".7358421.54.3218.7218796534.314.8.2582715964345..3..81385.1.4..7629431581948.53.2",
         "3-link X-chain: if r1c9 is not 6, r1c1 is 6, so r4c1 is not 6, so r4c5 is 6, so r9c5 is "
         "not 6, so r9c8 is 6: either r1c9 is 6 or r9c8 is 6, so r2c8 - 6, r7c9 - 6"},
        {"xy-wing",
         "596..234142.6..78578.4.5269964..15.83..94812621856.9.48.23..6171.9..6.5363.1...92",
         "XY-Wing: r9c3 holds 5 and 7, r7c2 holds 4 and 5, r9c6 holds 4 and 7: whichever r9c3 is, "
         "r7c2 or r9c6 is 4, so r7c6 - 4"},
        {"xyz-wing",
         "9546..2816128947537..215694.96..2.17.75.6.9..32178946554.92...61.9..65..267..8.49",
         "XYZ-Wing: r5c4 holds 1, 3 and 4, r5c6 holds 1 and 3, r8c4 holds 3 and 4: one of the "
         "three is 3, so r4c4 - 3"},
        {"w-wing",
         "6.3..21.454793182612.6.473.2..5684.33651479824..2936...34.265.1756319248.124.536.",
         "W-Wing: r4c2 and r7c8 hold only 7 and 9; in row 1, 9 lies only in r1c2 and r1c8: r4c2 or "
         "r7c8 is 7, so r4c8 - 7"},
        {"wxyz-wing",
         "671243598.8967541....981..7465127839713598246.9.3647511..73.98..2.419.7.93785.1.4",
         "WXYZ-Wing: r2c1, r6c1 and r8c1 hold only 2, 3, 5 and 8, one digit more than cells; r8c9 "
         "holds only 5 and 3 and sees every one of them holding 5: whichever r8c9 is, 3 is in r8c9 "
         "or among them, so r2c9 - 3"},
        {"vwxyz-wing",
         "7.....1.8.23.41.96..16..3..684179235237456981159328........48.331....4794.8.....2",
         "VWXYZ-Wing: r3c1, r3c2, r3c5 and r3c9 hold only 4, 5, 7, 8 and 9, one digit more than "
         "cells; r2c7 holds only 7 and 5 and sees every one of them holding 7: whichever r2c7 is, "
         "5 is in r2c7 or among them, so r2c1 - 5, r3c8 - 5"},
        {"uvwxyz-wing",
         "463.298..7....3.62...5.6...986451273132..7594547392681....14...6149357283.92.814.",
         "UVWXYZ-Wing: r3c1, r3c2, r3c3, r3c7 and r3c8 hold only 1, 2, 3, 4, 8 and 9, one digit "
         "more than cells; r2c7 holds only 4 and 9 and sees every one of them holding 4: whichever "
         "r2c7 is, 9 is in r2c7 or among them, so r3c9 - 9"},
        {"unique-rectangle-type-1",
         ".7.253.4.321496875.4.187.3.917638524453912786286574913.3..61.9.162.4935..9.325.6.",
         "unique rectangle (type 1): r7c4, r8c4 and r8c9 hold only 7 and 8; if r7c9 did too, 7 and "
         "8 could swap for a second solution, so r7c9 - 7, r7c9 - 8"},
        {"unique-rectangle-type-2",
         "834956271...3.85.6.5.7.2.385..26.8.332..8..65..8.35..2...873159783591624195624387",
         "unique rectangle (type 2): r4c6, r5c6, r5c3 and r4c3 make a loop on 7 and 9, and r5c3 "
         "and r4c3 also hold 1: were none of them 1, 7 and 9 could swap round the loop for a "
         "second solution, so r2c3 - 1, r3c3 - 1, r4c2 - 1, r6c2 - 1"},
        {"unique-rectangle-type-3",
         "983..1..7.7498..1..21.3.8.9896...12.4351..678712....94347.1.9..2596437811685..432",
         "unique rectangle (type 3): r2c1, r3c1, r3c6 and r2c6 make a loop on 5 and 6, and r3c6 "
         "and r2c6 also hold 2, 4 and 7: one of them holds one of 2, 4 and 7, or 5 and 6 could "
         "swap round the loop for a second solution; so 5 and 6 fit only in the other one and r1c5 "
         "in box 2, so r1c5 - 2"},
        {"unique-rectangle-type-4",
         "..71825..5..673..1.1645987.762534918...8217..841796325.7.9681..6..315..71.32476.9",
         "unique rectangle (type 4): r5c8, r5c9, r1c9 and r1c8 make a loop on 4 and 6, and r1c9 "
         "and r1c8 also hold 3 and 9; in row 1, 6 lies only in r1c9 and r1c8, so one of them is 6, "
         "and were the other 4, 4 and 6 could swap round the loop for a second solution, so r1c8 - "
         "4, r1c9 - 4"},
        {"unique-loop-type-1",
         ".5192..7697.16.2.5632785941.26.91..731547269879..36.12.69247..3.836.97242473.8.69",
         "unique loop (type 1): r7c1, r8c1, r8c5, r9c5 and r9c7 hold only 1 and 5; if r7c7 did "
         "too, 1 and 5 could swap for a second solution, so r7c7 - 1, r7c7 - 5"},
        {"unique-loop-type-2",
         "2.1.567.95.87192.37.9.4..15613974..29546..3718721354963865971244.5..1..71.746...8",
         "unique loop (type 2): r5c5, r5c6, r3c6, r3c4, r8c4 and r8c5 make a loop on 2 and 8, and "
         "r3c6, r3c4 and r8c4 also hold 3: were none of them 3, 2 and 8 could swap round the loop "
         "for a second solution, so r1c4 - 3"},
        {"unique-loop-type-3",
         "6.1.9..4.3.24.159.4.9.2.17.835..9.14196.54.3.247318965923186457.14.32689.6894.321",
         "unique loop (type 3): r8c1, r9c1, r9c6, r1c6, r1c4 and r8c4 make a loop on 5 and 7, and "
         "r1c6 and r1c4 also hold 3 and 8: one of them holds one of 3 and 8, or 5 and 7 could swap "
         "round the loop for a second solution; so 5 and 7 fit only in the other one and r1c2 in "
         "row 1, so r1c2 - 8"},
        {"hidden-rectangle",
         "82.1...37493...15.17.....29..1.6.24.2.7341.95..4...71.519478362638512974742...581",
         "hidden rectangle: r1c7 holds only 4 and 6, and r1c6, r3c7 and r3c6 hold both; in row 3 and in "
         "column 6, 4 lies only in the rectangle's corners, so were r3c6 6, r1c6 and r3c7 would be 4, "
         "r1c7 would be 6, and 4 and 6 could swap round the rectangle for a second solution, so r3c6 - 6"},
        {"avoidable-rectangle-type-1",
         ".8.25..1..2.9.8.6..7..4.82.837465192619.2.584542891673763589241491632758258..4936",
         "avoidable rectangle (type 1): r8c4 is 6 and r1c4 and r8c6 are 2, none of them a given; were "
         "r1c6 6, the four cells could swap 6 and 2 for a second solution, so r1c6 - 6",
         "....5.....2.9.8.6..7..4..2.8..465..2..9...5...4.....7...3...2....1.3.7..2.8...9.6"},
        {"bug-type-1",
         "156349287472815963983762451.9.....166......94741936825..7.8.5498145976325.9.2.178",
         "BUG (type 1): r7c2 must be 3, or every empty cell would hold two candidates and every "
         "digit two places in each unit, a board that never has exactly one solution, so r7c2 - 2, "
         "r7c2 - 6"},
        {"bug-type-2",
         "...4817599..3271861876952345.127..68763814925...56..17.1.738592279156843...942671",
         "BUG (type 2): one of r6c2 and r6c3 must be 4, or every empty cell would hold two "
         "candidates and every digit two places in each unit, a board that never has exactly one "
         "solution, so r4c2 - 4, r6c1 - 4, r6c7 - 4"},
        {"bug-type-3",
         "6.73.92..42816793593.2.47..564823197289716...173945628....9..7..9657.41.7.2.318.9",
         "BUG (type 3): one of 5 in r7c2 and 3 in r7c9 must be true, or every empty cell would "
         "hold two candidates and every digit two places in each unit, a board that never has "
         "exactly one solution; so r7c2 and r7c9, as one cell, and r7c7 hold only 3 and 5 in row "
         "7, so r7c1 - 3, r7c3 - 5"},
        {"bug-type-4",
         ".31..8....5.3.4.1.6...713..5276194833864571929142835671738426592..13.874...79.231",
         "BUG (type 4): one of 8 in r2c3 and 9 in r3c3 must be true, or every empty cell would "
         "hold two candidates and every digit two places in each unit, a board that never has "
         "exactly one solution; in box 1, 2 lies only in r2c3 and r3c3, so each of them is 2 or "
         "its extra digit, so r2c3 - 9, r3c3 - 8"},
    };
    for (const Position &position : positions)
        QTest::newRow(position.name) << QByteArray(position.grid) << QString(position.text)
                                     << QByteArray(position.puzzle);
}

void TestTechniques::realPositions()
{
    QFETCH(QByteArray, grid);
    QFETCH(QString, text);
    QFETCH(QByteArray, puzzle);
    Grid digits = gridFromLine(puzzle.isEmpty() ? grid.toStdString() : puzzle.toStdString());
    for (int cell = 0; cell < CellCount; ++cell) {
        const char c = grid.at(cell);
        if (digits.isEmpty(cell) && c >= '1' && c <= '9')
            digits.setDigit(cell, c - '0');
    }
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
    QTest::addRow("BUG") << QByteArray(".457986...79.364583865.49..451873269963..28..7286.9"
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
// solution's digit, every step does something, and every technique is needed somewhere — but
// those the step finder's order pre-empts on real puzzles: direct claiming (a direct pointing
// or hidden single always comes first), colouring and the X-chain and X-cycle (the strong-link
// techniques of up to four links, and colouring before the chains, find what they would), and
// the remote pair (its pairs are naked pairs, or conjugate pairs an X-chain takes first), and
// the finned X-Wing (a grouped turbot fish, two strong links one of them grouped, finds the
// same first; none on 466 of the Sudoku Exchange rated sample). None of the others is taken on
// any puzzle of the shared Sudoku Exchange, forum hardest, top95 or 17-clue sets;
// constructed() shows the step finder taking colouring and a finned fish where nothing simpler
// applies.
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
        if (technique == Technique::DirectClaiming || technique == Technique::SimpleColouring
            || technique == Technique::MultiColouring || technique == Technique::XChain
            || technique == Technique::XCycle || technique == Technique::RemotePair
            || technique == Technique::FinnedXWing
            || techniqueInfo(technique).family == Family::Cage)
            continue; // never the step taken on real puzzles (above); a killer's (below)
        QVERIFY2(result.uses[static_cast<std::size_t>(t)] > 0,
                 std::string(techniqueName(technique)).c_str());
    }
}

// Over killer puzzles — the published ones (variants/killer.txt) and killer_techniques.txt's,
// made for this test, which take a cage-unit interaction or need forcing chains whose branches
// add up cages: no guess, no step the solution contradicts, every step does something, and each
// cage technique is taken, as is a forcing chain that reasons on sums.
void TestTechniques::cageTechniquesNeverWrong()
{
    Audit result;
    for (const char *name : {"/variants/killer.txt", "/killer_techniques.txt"}) {
        QFile file(QStringLiteral(SUDOKU_TEST_DATA) + QLatin1String(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        ReadOptions options;
        options.variant = VariantKind::Killer;
        const QByteArray text = file.readAll();
        for (const PuzzleRecord &record : readPuzzles(std::string_view(text.constData(), std::size_t(text.size())), options)) {
            QVERIFY2(record.ok(), record.error.toString().c_str());
            const SolveResult solved = solve(*record.grid, 2);
            QCOMPARE(solved.count, 1);
            audit(*record.grid, solved.solution, result);
        }
    }
    QCOMPARE(result.puzzles, 7);
    QVERIFY2(result.wrongSteps == 0, result.firstWrong.c_str());
    QCOMPARE(result.emptySteps, 0);
    QCOMPARE(result.guesses, 0);
    for (const Technique technique : {Technique::CageCombination, Technique::InniesOuties,
                                      Technique::CageUnitInteraction, Technique::DynamicForcingChainPlus})
        QVERIFY2(result.uses[static_cast<std::size_t>(technique)] > 0, std::string(techniqueName(technique)).c_str());
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
