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

namespace sudoku::techniques {
namespace {

// 0.1 on the base difficulty for every two cells beyond the four of the smallest pattern.
constexpr int SmallestCells = 4;
constexpr int CellsPerBonus = 2;

// The cells of a line or a box outside the crossing, as many as six: subsets by bit masks,
// fewest cells first so that the smallest pattern is found first.
constexpr int RestSize = 6;
constexpr auto subsetsBySize = [] {
    std::array<std::uint8_t, (1u << RestSize) - 1> masks{};
    std::size_t n = 0;
    for (int size = 1; size <= RestSize; ++size) {
        for (unsigned mask = 1; mask < (1u << RestSize); ++mask) {
            if (bitsSet(mask) == size)
                masks[n++] = static_cast<std::uint8_t>(mask);
        }
    }
    return masks;
}();

// A choice of cells from the rest of a line or box, and what it brings: its digits, and how
// many more cells than digits the crossing lacks it has (cells - digits outside the crossing).
struct Side {
    CellSet cells;
    Candidates digits;
    int absorbs = 0;
};

struct Crossing {
    int line = 0;
    int box = 0;
    CellSet cells;     // the crossing's empty cells taking part
    Candidates digits; // theirs
};

// The sides of `rest` (the empty cells of a unit outside the crossing) that take at least one
// of the crossing's digits and leave it some to account for.
int sidesOf(const ClassicAnalysis &analysis, const std::array<int, RestSize> &rest, int restCount, const Crossing &crossing,
            std::array<Side, subsetsBySize.size()> &sides)
{
    const int spare = countOf(crossing.digits) - crossing.cells.count();
    int count = 0;
    for (const std::uint8_t mask : subsetsBySize) {
        if (mask >> restCount)
            continue;
        Side side;
        for (unsigned bits = mask; bits != 0; bits = withoutLowestBit(bits)) {
            const int cell = rest[idx(std::countr_zero(bits))];
            side.cells.add(cell);
            side.digits |= analysis.candidatesOf(cell);
        }
        side.absorbs = side.cells.count() - countOf(side.digits & ~crossing.digits);
        if ((side.digits & crossing.digits).isEmpty() || side.absorbs < 1 || side.absorbs >= spare)
            continue;
        sides[idx(count++)] = side;
    }
    return count;
}

// The empty cells of `unit` outside `crossing`, in increasing order.
int restOf(const ClassicAnalysis &analysis, int unit, CellSet crossing, std::array<int, RestSize> &rest)
{
    int count = 0;
    for (const int cell : (analysis.emptyCells & unitSet[idx(unit)]) - crossing)
        rest[idx(count++)] = cell;
    return count;
}

std::optional<Step> sueDeCoqStep(const ClassicAnalysis &analysis, const Crossing &crossing, const Side &inLine,
                                 const Side &inBox)
{
    const Candidates onlyCrossing = crossing.digits & ~inLine.digits & ~inBox.digits;
    const CellSet pattern = crossing.cells | inLine.cells | inBox.cells;
    const CellSet lineRest = unitSet[idx(crossing.line)] - pattern;
    const CellSet boxRest = unitSet[idx(crossing.box)] - pattern;
    Step step;
    for (int digit = 1; digit <= DigitCount; ++digit) {
        CellSet area;
        if (inLine.digits.contains(digit) || onlyCrossing.contains(digit))
            area |= lineRest;
        if (inBox.digits.contains(digit) || onlyCrossing.contains(digit))
            area |= boxRest;
        addCellDigits(step.eliminations, area & analysis.cellsWith(digit), digit);
    }
    if (step.eliminations.empty())
        return std::nullopt;
    step.technique = Technique::SueDeCoq;
    step.units = {crossing.line, crossing.box};
    for (const CellSet part : {crossing.cells, inLine.cells, inBox.cells}) {
        for (const int cell : part) {
            step.cells.push_back(cell);
            for (const int digit : analysis.candidatesOf(cell))
                step.candidates.push_back({cell, digit});
        }
    }
    step.digits = crossing.digits | inLine.digits | inBox.digits;
    const int cells = pattern.count();
    step.difficulty = techniqueInfo(step.technique).difficulty
                    + std::max(0, cells - SmallestCells) / CellsPerBonus;
    sortLists(step);
    return step;
}

// The first Sue de Coq on this crossing's cells: a side in the line and one in the box,
// their digits apart, accounting together for the crossing's spare digits.
std::optional<Step> onCrossing(const ClassicAnalysis &analysis, const Crossing &crossing)
{
    const CellSet whole = unitSet[idx(crossing.line)] & unitSet[idx(crossing.box)];
    std::array<int, RestSize> lineRest{};
    std::array<int, RestSize> boxRest{};
    const int lineCount = restOf(analysis, crossing.line, whole, lineRest);
    const int boxCount = restOf(analysis, crossing.box, whole, boxRest);
    std::array<Side, subsetsBySize.size()> lineSides{};
    std::array<Side, subsetsBySize.size()> boxSides{};
    const int lines = sidesOf(analysis, lineRest, lineCount, crossing, lineSides);
    const int boxes = sidesOf(analysis, boxRest, boxCount, crossing, boxSides);
    const int spare = countOf(crossing.digits) - crossing.cells.count();
    for (int i = 0; i < lines; ++i) {
        for (int j = 0; j < boxes; ++j) {
            const Side &inLine = lineSides[idx(i)];
            const Side &inBox = boxSides[idx(j)];
            if (inLine.absorbs + inBox.absorbs != spare || !(inLine.digits & inBox.digits).isEmpty())
                continue;
            if (std::optional<Step> step = sueDeCoqStep(analysis, crossing, inLine, inBox))
                return step;
        }
    }
    return std::nullopt;
}

} // namespace

// Boxes 1-9; each box's rows, then its columns; the crossing's pairs of empty cells, then all
// three.
std::optional<Step> findSueDeCoq(const ClassicAnalysis &analysis, Technique)
{
    for (int box = 0; box < 9; ++box) {
        const int boxUnitIndex = boxUnit(box);
        const int firstCell = cellsOfUnit[idx(boxUnitIndex)][0];
        const std::array<int, 6> lines = {rowUnit(rowOf(firstCell)),         rowUnit(rowOf(firstCell) + 1),
                                          rowUnit(rowOf(firstCell) + 2),     columnUnit(columnOf(firstCell)),
                                          columnUnit(columnOf(firstCell) + 1), columnUnit(columnOf(firstCell) + 2)};
        for (const int line : lines) {
            const CellSet empty = analysis.emptyCells & unitSet[idx(line)] & unitSet[idx(boxUnitIndex)];
            if (empty.count() < 2)
                continue;
            const std::vector<int> cells = cellList(empty);
            const int n = static_cast<int>(cells.size());
            for (int size = 2; size <= n; ++size) {
                const auto stepOf = [&](unsigned mask) -> std::optional<Step> {
                    Crossing crossing{line, boxUnitIndex, {}, {}};
                    for (int k = 0; k < n; ++k) {
                        if ((mask >> k & 1U) == 0)
                            continue;
                        crossing.cells.add(cells[idx(k)]);
                        crossing.digits |= analysis.candidatesOf(cells[idx(k)]);
                    }
                    if (countOf(crossing.digits) < size + 2)
                        return std::nullopt;
                    return onCrossing(analysis, crossing);
                };
                if (std::optional<Step> step = firstStepOfSubsets(size, n, stepOf))
                    return step;
            }
        }
    }
    return std::nullopt;
}

// "r1c1 and r1c2, where row 1 and box 1 cross, hold 1, 2, 3 and 4; with r1c7 {1, 2} in row 1
// and r3c3 {3, 4} in box 1, these 4 cells hold 4 digits, each once: 1 and 2 cannot be
// elsewhere in row 1, nor 3 and 4 elsewhere in box 1".
Phrase whySueDeCoq(const Step &step)
{
    if (step.units.size() != 2 || step.cells.empty())
        return {};
    const CellSet line = unitSet[idx(step.units[0])];
    const CellSet box = unitSet[idx(step.units[1])];
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
