// SPDX-License-Identifier: GPL-3.0-or-later
// Sue de Coq: two or three cells where a box and a line cross, holding at least two digits
// more than they are cells, and cells of the line and of the box (outside the crossing) that
// between them account for those digits.
//
// Let C be the crossing's cells, A cells of the rest of the line and B cells of the rest of
// the box, A's and B's digits apart. Any two of these cells share a unit (C with A in the line,
// C with B in the box) or hold no digit in common (A and B), so they take different digits.
// When they are as many as the digits they hold, each of those digits is in exactly one of
// them: a digit of A is in A or C, so nowhere else in the line; a digit of B nowhere else in
// the box; a digit only C holds is in C, so nowhere else in either. That is the extended form:
// A and B may be several cells and hold digits C lacks. (The common form, C with |C| + 2
// digits and A and B a bivalue cell or an almost locked set each, is the smallest case.)

#include "techniques.h"

#include <algorithm>
#include <bit>
#include <bitset>
#include <vector>

namespace sudoku::techniques {
namespace {

// 0.1 on the base difficulty for every two cells beyond the four of the smallest pattern.
constexpr int SmallestCells = 4;
constexpr int CellsPerBonus = 2;

// The most cells a side takes from the rest of its unit. On 9×9 that rest has at most six
// cells, and every choice of them is tried; on bigger boards sides of at most three: a
// 25×25 line's rest of twenty cells has 60,459 choices of up to six, for each of thousands of
// crossings, and nobody finds a Sue de Coq that large by eye.
constexpr int ClassicSideCells = 6;
constexpr int LargeSideCells = 3;
constexpr int maxSideCells(int size) { return size <= 9 ? ClassicSideCells : LargeSideCells; }

// A choice of cells from the rest of a line or box, and what it brings: its digits, and how
// many more cells than digits the crossing lacks it has (cells - digits outside the crossing).
template <typename Layout>
struct Side {
    typename Layout::CellSet cells;
    Candidates digits;
    int absorbs = 0;
};

template <typename Layout>
struct Crossing {
    int line = 0;
    int box = 0;
    typename Layout::CellSet cells; // the crossing's empty cells taking part
    Candidates digits;              // theirs
};

// The sides of `rest` (the empty cells of a unit outside the crossing, in increasing order)
// that take at least one of the crossing's digits and leave it some to account for: fewest
// cells first, so that the smallest pattern is found first, then by the mask of their places
// in `rest`.
template <typename Layout>
void sidesOf(const Analysis<Layout> &analysis, const std::vector<int> &rest, const Crossing<Layout> &crossing,
             std::vector<Side<Layout>> &sides)
{
    sides.clear();
    const int spare = countOf(crossing.digits) - crossing.cells.count();
    const int restCount = static_cast<int>(rest.size());
    for (int size = 1; size <= std::min(restCount, maxSideCells(analysis.size())); ++size) {
        forEachSubset(size, restCount, [&](unsigned mask) {
            Side<Layout> side;
            for (unsigned bits = mask; bits != 0; bits = withoutLowestBit(bits)) {
                const int cell = rest[idx(std::countr_zero(bits))];
                side.cells.add(cell);
                side.digits |= analysis.candidatesOf(cell);
            }
            side.absorbs = side.cells.count() - countOf(side.digits & ~crossing.digits);
            if (!(side.digits & crossing.digits).isEmpty() && side.absorbs >= 1 && side.absorbs < spare)
                sides.push_back(side);
            return false;
        });
    }
}

// The empty cells of `unit` outside `crossing`, in increasing order.
template <typename Layout>
void restOf(const Analysis<Layout> &analysis, int unit, typename Layout::CellSet crossing, std::vector<int> &rest)
{
    rest.clear();
    for (const int cell : (analysis.emptyCells & analysis.layout.unitSet(unit)) - crossing)
        rest.push_back(cell);
}

template <typename Layout>
std::optional<Step> sueDeCoqStep(const Analysis<Layout> &analysis, const Crossing<Layout> &crossing,
                                 const Side<Layout> &inLine, const Side<Layout> &inBox)
{
    using CellSet = typename Layout::CellSet;
    const Candidates onlyCrossing = crossing.digits & ~inLine.digits & ~inBox.digits;
    const CellSet pattern = crossing.cells | inLine.cells | inBox.cells;
    const CellSet lineRest = analysis.layout.unitSet(crossing.line) - pattern;
    const CellSet boxRest = analysis.layout.unitSet(crossing.box) - pattern;
    Step step = newStep(analysis, Technique::SueDeCoq);
    for (int digit = 1; digit <= analysis.size(); ++digit) {
        CellSet area;
        if (inLine.digits.contains(digit) || onlyCrossing.contains(digit))
            area |= lineRest;
        if (inBox.digits.contains(digit) || onlyCrossing.contains(digit))
            area |= boxRest;
        addCellDigits(step.eliminations, area & analysis.cellsWith(digit), digit);
    }
    if (step.eliminations.empty())
        return std::nullopt;
    step.units = {crossing.line, crossing.box};
    for (const CellSet &part : {crossing.cells, inLine.cells, inBox.cells}) {
        for (const int cell : part) {
            step.cells.push_back(cell);
            addCandidatesOf(analysis, cell, step.candidates);
        }
    }
    step.digits = crossing.digits | inLine.digits | inBox.digits;
    const int cells = pattern.count();
    step.difficulty = techniqueInfo(step.technique).difficulty
                    + std::max(0, cells - SmallestCells) / CellsPerBonus;
    sortLists(step);
    return step;
}

// What one search keeps from crossing to crossing.
template <typename Layout>
struct Buffers {
    std::vector<int> lineRest;
    std::vector<int> boxRest;
    std::vector<Side<Layout>> lineSides;
    std::vector<Side<Layout>> boxSides;
};

// The first Sue de Coq on this crossing's cells: a side in the line and one in the box,
// their digits apart, accounting together for the crossing's spare digits.
template <typename Layout>
std::optional<Step> onCrossing(const Analysis<Layout> &analysis, const Crossing<Layout> &crossing,
                               Buffers<Layout> &buffers)
{
    const typename Layout::CellSet whole =
        analysis.layout.unitSet(crossing.line) & analysis.layout.unitSet(crossing.box);
    restOf(analysis, crossing.line, whole, buffers.lineRest);
    restOf(analysis, crossing.box, whole, buffers.boxRest);
    sidesOf(analysis, buffers.lineRest, crossing, buffers.lineSides);
    if (buffers.lineSides.empty())
        return std::nullopt;
    sidesOf(analysis, buffers.boxRest, crossing, buffers.boxSides);
    const int spare = countOf(crossing.digits) - crossing.cells.count();
    for (const Side<Layout> &inLine : buffers.lineSides) {
        for (const Side<Layout> &inBox : buffers.boxSides) {
            if (inLine.absorbs + inBox.absorbs != spare || !(inLine.digits & inBox.digits).isEmpty())
                continue;
            if (std::optional<Step> step = sueDeCoqStep(analysis, crossing, inLine, inBox))
                return step;
        }
    }
    return std::nullopt;
}

// The lines crossing a box: its rows, then its columns, each in increasing order (rows are
// units 0 .. size - 1, columns the size after them).
template <typename Layout>
std::vector<int> linesThrough(const Layout &layout, int box)
{
    std::bitset<Layout::MaxUnits> crossing;
    for (const int cell : layout.cellsOf(box)) {
        crossing.set(idx(layout.unitHolding(cell, UnitKind::Row)));
        crossing.set(idx(layout.unitHolding(cell, UnitKind::Column)));
    }
    std::vector<int> lines;
    for (int line = 0; line < 2 * layout.size(); ++line) {
        if (crossing.test(idx(line)))
            lines.push_back(line);
    }
    return lines;
}

} // namespace

// Boxes in order; each box's rows, then its columns; the crossing's pairs of empty cells,
// then its triples, and so on.
template <typename Layout>
std::optional<Step> findSueDeCoq(const Analysis<Layout> &analysis, Technique)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    Buffers<Layout> buffers;
    for (int number = 0; number < analysis.size(); ++number) {
        const int box = layout.unitOf(UnitKind::Box, number);
        for (const int line : linesThrough(layout, box)) {
            const CellSet empty = analysis.emptyCells & layout.unitSet(line) & layout.unitSet(box);
            if (empty.count() < 2)
                continue;
            const std::vector<int> cells = cellList(empty);
            const int n = static_cast<int>(cells.size());
            for (int size = 2; size <= n; ++size) {
                const auto stepOf = [&](unsigned mask) -> std::optional<Step> {
                    Crossing<Layout> crossing{line, box, {}, {}};
                    for (unsigned bits = mask; bits != 0; bits = withoutLowestBit(bits)) {
                        const int cell = cells[idx(std::countr_zero(bits))];
                        crossing.cells.add(cell);
                        crossing.digits |= analysis.candidatesOf(cell);
                    }
                    if (countOf(crossing.digits) < size + 2)
                        return std::nullopt;
                    return onCrossing(analysis, crossing, buffers);
                };
                if (std::optional<Step> step = firstStepOfSubsets(size, n, stepOf))
                    return step;
            }
        }
    }
    return std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findSueDeCoq);

// "r1c1 and r1c2, where row 1 and box 1 cross, hold 1, 2, 3 and 4; with r1c7 {1, 2} in row 1
// and r3c3 {3, 4} in box 1, these 4 cells hold 4 digits, each once: 1 and 2 cannot be
// elsewhere in row 1, nor 3 and 4 elsewhere in box 1".
Phrase whySueDeCoq(const Step &step)
{
    if (step.units.size() != 2 || step.cells.empty())
        return {};
    const GeneralLayout layout = GeneralLayout::ofStep(step);
    const GeneralLayout::CellSet line = layout.unitSet(step.units[0]);
    const GeneralLayout::CellSet box = layout.unitSet(step.units[1]);
    std::array<std::vector<int>, 3> parts; // the crossing, the line's side, the box's side
    std::array<Candidates, 3> digits;
    for (const int cell : step.cells) {
        const std::size_t part = line.contains(cell) && box.contains(cell) ? 0 : line.contains(cell) ? 1 : 2;
        parts[part].push_back(cell);
        for (const CellDigit candidate : step.candidates) {
            if (candidate.cell == cell)
                digits[part].add(candidate.digit);
        }
    }
    if (parts[0].empty() || parts[1].empty() || parts[2].empty())
        return {};
    const Candidates onlyCrossing = digits[0] & ~digits[1] & ~digits[2];
    const auto side = [&](std::size_t part) {
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 %2"),
                      {arg::cells(parts[part]), arg::digitSet(digits[part])});
    };
    return phrase(SUDOKU_TRANSLATE_NOOP(
                      "Explain",
                      "%1, where %2 and %3 cross, hold %4; with %5 in %2 and %6 in %3, these %7 cells hold %7 "
                      "digits, each once: %8 cannot be elsewhere in %2, nor %9 elsewhere in %3"),
                  {arg::cells(parts[0]), arg::unit(step.units[0]), arg::unit(step.units[1]), arg::digits(digits[0]),
                   arg::phrase(side(1)), arg::phrase(side(2)), arg::number(static_cast<int>(step.cells.size())),
                   arg::digits(digits[1] | onlyCrossing), arg::digits(digits[2] | onlyCrossing)});
}

} // namespace sudoku::techniques
