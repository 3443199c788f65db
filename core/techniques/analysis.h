// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Analysis: what every technique finder reads, computed once per findStep() from a Board —
// each cell's effective candidates, and the same facts turned around: for each digit the
// cells that may take it, for each unit and digit the places left. Inside core/ only.
//
// A template over the board's layout (layout.h): a plain value of about 1.1 KB on 9×9 (the
// classic layout), 12 KB in the general one, built on the stack; the finders only read it, so
// none of them allocates until it has a step to report.

#include "board.h"
#include "cellset.h"
#include "layout.h"
#include "step.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>

namespace sudoku::techniques {


// The classic layout's tables under their old names, for the finders not yet written over a
// layout (layout.h).
inline constexpr auto &positionInUnit = detail::positionInUnit;

// A difficulty Sudoku Explainer computes as a double (its sorts compare those, 4.5 + 0.1 + 0.1
// before 4.5 + 0.2), in tenths as it prints it.
constexpr int tenthsOf(double difficulty) { return static_cast<int>((difficulty + 0.05) * 10); }

// A set of positions in a unit on 9×9: bit i stands for cellsOfUnit[unit][i] (a layout's
// Places, on any shape).
using Places = ClassicLayout::Places;

// The bits set in a mask of up to 32 bits (Candidates, Places): bitsSet (cellset.h).
constexpr int countOf(unsigned bits) { return bitsSet(bits); }
constexpr int countOf(Candidates candidates) { return bitsSet(candidates.bits()); }

// Clears the lowest set bit, to walk a mask's bits: for (b = m; b; b = withoutLowestBit(b)).
constexpr unsigned withoutLowestBit(unsigned bits) { return bits & (bits - 1); }

template <typename Layout>
struct Analysis {
    using CellSet = typename Layout::CellSet;
    using Places = typename Layout::Places;

    Analysis(const Board &board, bool assumeUnique);

    Candidates candidatesOf(int cell) const { return candidates[idx(cell)]; }
    // The empty cells where `digit` is a candidate.
    CellSet cellsWith(int digit) const { return digitCells[idx(digit - 1)]; }
    // Where `digit` may go in `unit`.
    Places placesOf(int unit, int digit) const { return places[idx(unit)][idx(digit - 1)]; }
    // The board's digits 1..n.
    int size() const { return layout.size(); }
    // Whether a step of `technique` may be given (findStep's `allowed`).
    bool allows(Technique technique) const { return holds(allowed, technique); }

    Layout layout; // the board's shape
    Grid grid; // the board's digits, and which are givens (avoidable rectangles need both)
    std::array<Candidates, Layout::MaxCells> candidates{}; // effective; none for a filled cell
    std::array<CellSet, Layout::MaxDigits> digitCells{};
    std::array<std::array<Places, Layout::MaxDigits>, Layout::MaxUnits> places{};
    std::array<Candidates, Layout::MaxUnits> placed{}; // the digits each unit holds
    std::array<int, Layout::MaxUnits> emptyCount{};    // the empty cells of each unit
    std::array<int, Layout::MaxDigits> placedCount{};  // the cells holding each digit
    CellSet emptyCells;
    CellSet bivalueCells; // empty cells with exactly two candidates
    bool assumeUnique = false; // the board has exactly one solution: uniqueness may be used
    // Set by the caller to stop a long search (the forcing chains look at it); may be null.
    const std::atomic<bool> *cancel = nullptr;
    // The techniques a step may be of, set by the caller (findStep's `allowed`). A finder
    // that chooses among the techniques of its family (the strong links, unique loops, BUG,
    // avoidable rectangles, the chains and forcing chains, grouped chains, almost locked sets)
    // chooses among these alone;
    // the others give what they find, and findStep drops a step it may not give.
    TechniqueSet allowed = allTechniques();
};
using ClassicAnalysis = Analysis<ClassicLayout>;

// Combinations as Sudoku Explainer enumerates them: every k-subset of {0..n-1} as a bit mask,
// in increasing order of the mask (so by the largest member first, then the next: {0,1},
// {0,2}, {1,2}, {0,3} ...).

// How many k-subsets of {0..n-1} Sudoku Explainer enumerates: C(n, k), except that it finds
// none at all in an empty set, not even the empty one.
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

// Calls visit(mask) for each k-subset of {0..n-1} (n <= 25) in Sudoku Explainer's order
// (above) until it returns true; returns whether it did. The next mask of as many bits is
// found with Gosper's hack: carry the lowest run of ones up one place, the rest of the run
// back to the bottom.
template <typename Visit>
bool forEachSubset(int k, int n, Visit visit)
{
    if (subsetCount(k, n) == 0)
        return false;
    if (k == 0)
        return visit(0u);
    const std::uint32_t end = std::uint32_t{1} << n;
    for (std::uint32_t mask = (std::uint32_t{1} << k) - 1; mask < end;) {
        if (visit(static_cast<unsigned>(mask)))
            return true;
        const std::uint32_t lowest = mask & (~mask + 1);
        const std::uint32_t carried = mask + lowest;
        mask = (((carried ^ mask) >> 2) / lowest) | carried;
    }
    return false;
}

// The first step that stepOf(mask) gives (a std::optional<Step>) over the masks a walk visits
// (forEachSubset, forEachSubsetWithin: walk(visit) calls visit(mask) until it returns true).
template <typename Walk, typename StepOf>
std::optional<Step> firstStepOf(Walk walk, StepOf stepOf)
{
    std::optional<Step> found;
    walk([&](unsigned mask) {
        found = stepOf(mask);
        return found.has_value();
    });
    return found;
}

// ... over the k-subsets of {0..n-1} in Sudoku Explainer's order.
template <typename StepOf>
std::optional<Step> firstStepOfSubsets(int k, int n, StepOf stepOf)
{
    return firstStepOf([k, n](auto visit) { return forEachSubset(k, n, visit); }, stepOf);
}

// forEachSubset over the k-subsets of the members of `within` (a mask) alone, each given as
// its mask, still in increasing order of the mask: the k-subsets of its bit positions, each
// mapped to its mask, come in the same order (the largest member decides). Where a search
// rejects every combination holding a member outside `within`, it finds the same, without
// trying the C(25, 4) = 12,650 combinations of a 25×25 unit when a few members qualify.
template <typename Visit>
bool forEachSubsetWithin(int k, unsigned within, Visit visit)
{
    std::array<int, 32> members{};
    int count = 0;
    for (unsigned rest = within; rest != 0; rest = withoutLowestBit(rest))
        members[idx(count++)] = std::countr_zero(rest);
    return forEachSubset(k, count, [&](unsigned chosen) {
        unsigned mask = 0;
        for (unsigned rest = chosen; rest != 0; rest = withoutLowestBit(rest))
            mask |= 1u << members[idx(std::countr_zero(rest))];
        return visit(mask);
    });
}

// firstStepOfSubsets over the k-subsets of the members of `within` alone (above).
template <typename StepOf>
std::optional<Step> firstStepOfSubsetsWithin(int k, unsigned within, StepOf stepOf)
{
    return firstStepOf([k, within](auto visit) { return forEachSubsetWithin(k, within, visit); }, stepOf);
}

// The cells of a unit at the given places.
template <typename Layout>
typename Layout::CellSet cellsAt(const Layout &layout, int unit, typename Layout::Places places);

// The first unit, in index order (rows, columns, boxes), holding every one of `cells`; -1
// when none does or the set is empty: where a link between cells or groups runs.
template <typename Layout>
int unitHolding(const Layout &layout, typename Layout::CellSet cells);
inline int unitHolding(CellSet cells) { return unitHolding(ClassicLayout(Shape::classic()), cells); }

// The cells of a set, in increasing order.
template <int Words>
std::vector<int> cellList(BasicCellSet<Words> cells)
{
    std::vector<int> list;
    list.reserve(static_cast<std::size_t>(cells.count()));
    for (const int cell : cells)
        list.push_back(cell);
    return list;
}

// Adds `digit` in every cell of `cells` to `list` (eliminations or pattern candidates).
template <int Words>
void addCellDigits(std::vector<CellDigit> &list, BasicCellSet<Words> cells, int digit)
{
    for (const int cell : cells)
        list.push_back({cell, digit});
}
// Adds every candidate of `cell` to `list` (a pattern's candidates).
template <typename Layout>
void addCandidatesOf(const Analysis<Layout> &analysis, int cell, std::vector<CellDigit> &list)
{
    for (const int digit : analysis.candidatesOf(cell))
        list.push_back({cell, digit});
}

// A chain of alternating inferences through single candidates, as chain steps hold it
// (step.h): nodes[0] off ("is not"), then on and off in turn. Each node's reason follows from
// the one before: in the same cell, the cell's other digit (on when the cell is bivalue);
// else the same digit in a unit both share — for an on node, a unit where the digit has only
// those two places. Precondition: consecutive nodes share a cell or a unit and the on links
// are strong on `analysis`.
template <typename Layout>
Chain alternatingChain(const Analysis<Layout> &analysis, const std::vector<CellDigit> &nodes);

// A step of the technique on the analysed board: its shape and variant set, so that its cells
// and units are named, and read back, as that board names them.
template <typename Layout>
Step newStep(const Analysis<Layout> &analysis, Technique technique)
{
    Step step;
    step.technique = technique;
    step.shape = analysis.layout.shape();
    step.variant = analysis.grid.variant();
    return step;
}

// The step's pattern digits in one cell (its `candidates` there).
Candidates candidatesIn(const Step &step, int cell);

// Puts a finished step's lists in reading order (cell, then digit), so that a step reads the
// same however its finder collected it.
void sortLists(Step &step);

} // namespace sudoku::techniques
