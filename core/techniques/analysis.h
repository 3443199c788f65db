#pragma once
// Analysis: what every technique finder reads, computed once per findStep() from a Board —
// each cell's effective candidates, and the same facts turned around: for each digit the
// cells that may take it, for each unit and digit the places left. Inside core/ only.
//
// A plain value of about 1 KB built on the stack; the finders only read it, so none of
// them allocates until it has a step to report.

#include "board.h"
#include "cellset.h"
#include "step.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>

namespace sudoku::techniques {

constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

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

// The order units are searched in: boxes, then rows, then columns (a box is where players
// look first).
inline constexpr std::array<int, UnitCount> unitSearchOrder = [] {
    std::array<int, UnitCount> order{};
    for (int i = 0; i < 9; ++i) {
        order[idx(i)] = boxUnit(i);
        order[idx(9 + i)] = rowUnit(i);
        order[idx(18 + i)] = columnUnit(i);
    }
    return order;
}();

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

    std::array<Candidates, CellCount> candidates{}; // effective; none for a filled cell
    std::array<CellSet, DigitCount> digitCells{};
    std::array<std::array<Places, DigitCount>, UnitCount> places{};
    std::array<Candidates, UnitCount> placed{}; // the digits each unit holds
    CellSet emptyCells;
    CellSet bivalueCells; // empty cells with exactly two candidates
    bool assumeUnique = false; // the board has exactly one solution: uniqueness may be used
    // Set by the caller to stop a long search (the forcing chains look at it); may be null.
    const std::atomic<bool> *cancel = nullptr;
};

// The largest pattern any finder looks for: quads, jellyfish.
inline constexpr int MaxPatternSize = 4;
using Choice = std::array<int, MaxPatternSize>;

// Calls visit(choice) for each way of choosing `size` of `count` items — choice[0..size)
// their increasing indices — in lexicographic order, until visit returns true; returns
// whether it did. Precondition: size <= MaxPatternSize.
template <typename Visit>
bool forEachChoice(int count, int size, Visit visit)
{
    if (size < 1 || size > count)
        return false;
    Choice choice{};
    for (int i = 0; i < size; ++i)
        choice[idx(i)] = i;
    for (;;) {
        if (visit(static_cast<const Choice &>(choice)))
            return true;
        // The last index that can still move right moves one, and those after it follow.
        int i = size - 1;
        while (i >= 0 && choice[idx(i)] == count - size + i)
            --i;
        if (i < 0)
            return false;
        ++choice[idx(i)];
        for (int j = i + 1; j < size; ++j)
            choice[idx(j)] = choice[idx(j - 1)] + 1;
    }
}

// The first step that stepOf(choice) gives — a std::optional<Step> — over the choices in
// forEachChoice's order, or nothing.
template <typename StepOf>
std::optional<Step> firstStepOfChoices(int count, int size, StepOf stepOf)
{
    std::optional<Step> found;
    forEachChoice(count, size, [&](const Choice &choice) {
        found = stepOf(choice);
        return found.has_value();
    });
    return found;
}

// The cells of a unit at the given places.
CellSet cellsAt(int unit, Places places);

// The cells of a set, in increasing order.
std::vector<int> cellList(CellSet cells);

// Adds `digit` in every cell of `cells` to `list` (eliminations or pattern candidates).
void addCellDigits(std::vector<CellDigit> &list, CellSet cells, int digit);

// A chain of alternating inferences through single candidates, as chain steps hold it
// (step.h): nodes[0] off ("is not"), then on and off in turn. Each node's reason follows from
// the one before: in the same cell, the cell's other digit (on when the cell is bivalue);
// else the same digit in a unit both share — for an on node, a unit where the digit has only
// those two places. Precondition: consecutive nodes share a cell or a unit and the on links
// are strong on `analysis`.
Chain alternatingChain(const Analysis &analysis, const std::vector<CellDigit> &nodes);

// Puts a finished step's lists in reading order (cell, then digit), so that a step reads the
// same however its finder collected it.
void sortLists(Step &step);

} // namespace sudoku::techniques
