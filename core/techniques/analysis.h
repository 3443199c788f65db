// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Analysis: what every technique finder reads, computed once per findStep() from a Board —
// each cell's effective candidates, and the same facts turned around: for each digit the
// cells that may take it, for each unit and digit the places left. Inside core/ only.
//
// A plain value of about 1.1 KB built on the stack; the finders only read it, so none of
// them allocates until it has a step to report.

#include "board.h"
#include "cellset.h"
#include "step.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>

namespace sudoku::techniques {


// positionInUnit[cell][k]: the index of `cell` in cellsOfUnit[unitsOfCell[cell][k]].
inline constexpr auto positionInUnit = [] {
    std::array<std::array<std::uint8_t, 3>, CellCount> table{};
    for (std::size_t unit = 0; unit < UnitCount; ++unit) {
        for (std::size_t i = 0; i < UnitSize; ++i) {
            const std::size_t cell = cellsOfUnit[unit][i];
            const int kind = static_cast<int>(unitKind(static_cast<int>(unit)));
            table[cell][static_cast<std::size_t>(kind)] = static_cast<std::uint8_t>(i);
        }
    }
    return table;
}();

// The unit of a kind with the given number (0..8): unitOf(UnitKind::Column, 2) is column 3.
constexpr int unitOf(UnitKind kind, int number) { return 9 * static_cast<int>(kind) + number; }
// The unit of a kind that holds the cell.
constexpr int unitHolding(int cell, UnitKind kind)
{
    return unitsOfCell[idx(cell)][static_cast<std::size_t>(kind)];
}
static_assert(unitOf(UnitKind::Box, 0) == boxUnit(0) && unitOf(UnitKind::Column, 8) == columnUnit(8));

// The units of three kinds, each kind's in index order: unitsInOrder({Box, Row, Column}) is
// boxes 1-9, rows 1-9, columns 1-9.
constexpr std::array<int, UnitCount> unitsInOrder(std::array<UnitKind, 3> kinds)
{
    std::array<int, UnitCount> order{};
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        for (int i = 0; i < 9; ++i)
            order[9 * k + idx(i)] = unitOf(kinds[k], i);
    }
    return order;
}
// The orders units are searched in, Sudoku Explainer's: a box is where players look first.
// Boxes, then rows, then columns (unique loops, BUG, W-Wing) ...
inline constexpr auto unitSearchOrder = unitsInOrder({UnitKind::Box, UnitKind::Row, UnitKind::Column});
// ... or boxes, then columns, then rows (singles, subsets).
inline constexpr auto boxesColumnsRows = unitsInOrder({UnitKind::Box, UnitKind::Column, UnitKind::Row});
static_assert(boxesColumnsRows[9] == columnUnit(0) && unitSearchOrder[9] == rowUnit(0));

// A difficulty Sudoku Explainer computes as a double (its sorts compare those, 4.5 + 0.1 + 0.1
// before 4.5 + 0.2), in tenths as it prints it.
constexpr int tenthsOf(double difficulty) { return static_cast<int>((difficulty + 0.05) * 10); }

// A set of positions in a unit: bit i stands for cellsOfUnit[unit][i].
using Places = std::uint16_t;

// The bits set in a 9-bit mask (Candidates, Places): bitsSet (cellset.h) on a small word.
constexpr int countOf(unsigned nineBits) { return bitsSet(nineBits); }
constexpr int countOf(Candidates candidates) { return bitsSet(candidates.bits()); }

// Clears the lowest set bit, to walk a mask's bits: for (b = m; b; b = withoutLowestBit(b)).
constexpr unsigned withoutLowestBit(unsigned bits) { return bits & (bits - 1); }

struct Analysis {
    Analysis(const Board &board, bool assumeUnique);

    Candidates candidatesOf(int cell) const { return candidates[idx(cell)]; }
    // The empty cells where `digit` is a candidate.
    CellSet cellsWith(int digit) const { return digitCells[idx(digit - 1)]; }
    // Where `digit` may go in `unit`.
    Places placesOf(int unit, int digit) const { return places[idx(unit)][idx(digit - 1)]; }

    Grid grid; // the board's digits, and which are givens (avoidable rectangles need both)
    std::array<Candidates, CellCount> candidates{}; // effective; none for a filled cell
    std::array<CellSet, DigitCount> digitCells{};
    std::array<std::array<Places, DigitCount>, UnitCount> places{};
    std::array<Candidates, UnitCount> placed{}; // the digits each unit holds
    std::array<int, UnitCount> emptyCount{};    // the empty cells of each unit
    std::array<int, DigitCount> placedCount{};  // the cells holding each digit
    CellSet emptyCells;
    CellSet bivalueCells; // empty cells with exactly two candidates
    bool assumeUnique = false; // the board has exactly one solution: uniqueness may be used
    // Set by the caller to stop a long search (the forcing chains look at it); may be null.
    const std::atomic<bool> *cancel = nullptr;
};

// Combinations as Sudoku Explainer enumerates them: every k-subset of {0..n-1} as a bit mask,
// in increasing order of the mask (so by the largest member first, then the next: {0,1},
// {0,2}, {1,2}, {0,3} ...). subsetsOfNine[k] lists the k-subsets of {0..8} in that order; the
// k-subsets of {0..n-1} are the first subsetCount(k, n) of them, the masks below 2^n.
struct Subsets {
    std::array<std::uint16_t, 126> masks{}; // C(9, 4) = C(9, 5) = 126, the most
    int count = 0;
};
inline constexpr auto subsetsOfNine = [] {
    std::array<Subsets, 10> table{};
    for (unsigned mask = 0; mask < 512; ++mask) {
        Subsets &subsets = table[idx(bitsSet(mask))];
        subsets.masks[idx(subsets.count++)] = static_cast<std::uint16_t>(mask);
    }
    return table;
}();

// How many k-subsets of {0..n-1} Sudoku Explainer enumerates (n <= 9): C(n, k), except that
// it finds none at all in an empty set, not even the empty one.
constexpr int subsetCount(int k, int n)
{
    if (n == 0 || k < 0 || k > n)
        return 0;
    int count = 1; // C(n, k), built up as C(n - k + i, i)
    for (int i = 1; i <= k; ++i)
        count = count * (n - k + i) / i;
    return count;
}
static_assert(subsetCount(4, 9) == 126 && subsetCount(0, 3) == 1 && subsetCount(0, 0) == 0);

// Calls visit(mask) for each k-subset of {0..n-1} in Sudoku Explainer's order (above) until
// it returns true; returns whether it did.
template <typename Visit>
bool forEachSubset(int k, int n, Visit visit)
{
    const Subsets &subsets = subsetsOfNine[idx(k)];
    const int count = subsetCount(k, n);
    for (int i = 0; i < count; ++i) {
        if (visit(static_cast<unsigned>(subsets.masks[idx(i)])))
            return true;
    }
    return false;
}

// The first step that stepOf(mask) gives (a std::optional<Step>) over the k-subsets of
// {0..n-1} in Sudoku Explainer's order, or nothing.
template <typename StepOf>
std::optional<Step> firstStepOfSubsets(int k, int n, StepOf stepOf)
{
    std::optional<Step> found;
    forEachSubset(k, n, [&](unsigned mask) {
        found = stepOf(mask);
        return found.has_value();
    });
    return found;
}

// The cells of a unit at the given places.
CellSet cellsAt(int unit, Places places);

// The first unit, in index order (rows, columns, boxes), holding every one of `cells`; -1
// when none does or the set is empty: where a link between cells or groups runs.
int unitHolding(CellSet cells);

// The cells of a set, in increasing order.
std::vector<int> cellList(CellSet cells);

// Adds `digit` in every cell of `cells` to `list` (eliminations or pattern candidates).
void addCellDigits(std::vector<CellDigit> &list, CellSet cells, int digit);
// Adds every candidate of `cell` to `list` (a pattern's candidates).
void addCandidatesOf(const Analysis &analysis, int cell, std::vector<CellDigit> &list);

// A chain of alternating inferences through single candidates, as chain steps hold it
// (step.h): nodes[0] off ("is not"), then on and off in turn. Each node's reason follows from
// the one before: in the same cell, the cell's other digit (on when the cell is bivalue);
// else the same digit in a unit both share — for an on node, a unit where the digit has only
// those two places. Precondition: consecutive nodes share a cell or a unit and the on links
// are strong on `analysis`.
Chain alternatingChain(const Analysis &analysis, const std::vector<CellDigit> &nodes);

// The step's pattern digits in one cell (its `candidates` there).
Candidates candidatesIn(const Step &step, int cell);

// Puts a finished step's lists in reading order (cell, then digit), so that a step reads the
// same however its finder collected it.
void sortLists(Step &step);

} // namespace sudoku::techniques
