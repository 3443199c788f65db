// Uniqueness: patterns that would give a puzzle two solutions, so cannot stand on a board
// with exactly one (Analysis::assumeUnique). On any other board these steps may be wrong,
// which is why the step finder leaves them out there.

#include "techniques.h"

#include <bit>

namespace sudoku::techniques {

// Unique rectangle type 1: four empty cells at the corners of a rectangle over two rows, two
// columns and exactly two boxes. Were all four left with only {x,y}, the x's and y's could
// swap places and the puzzle would have a second solution; so when three hold only {x,y},
// the fourth takes another digit and loses x and y.
std::optional<Step> findUniqueRectangle(const Analysis &analysis, Technique technique)
{
    if (!analysis.assumeUnique)
        return std::nullopt;
    for (int row1 = 0; row1 < 9; ++row1) {
        for (int row2 = row1 + 1; row2 < 9; ++row2) {
            for (int column1 = 0; column1 < 9; ++column1) {
                for (int column2 = column1 + 1; column2 < 9; ++column2) {
                    // Two boxes: the rows share a band or the columns share a stack, not both.
                    if ((row1 / 3 == row2 / 3) == (column1 / 3 == column2 / 3))
                        continue;
                    const std::array<int, 4> corners = {
                        cellAt(row1, column1), cellAt(row1, column2),
                        cellAt(row2, column1), cellAt(row2, column2)};
                    // The corner that is not bivalue, if exactly one is not.
                    int roof = -1;
                    Candidates pair;
                    int bivalues = 0;
                    for (const int cell : corners) {
                        if (analysis.bivalueCells.contains(cell)) {
                            ++bivalues;
                            if (pair.isEmpty())
                                pair = analysis.candidatesOf(cell);
                            else if (pair != analysis.candidatesOf(cell))
                                bivalues = -4;
                        } else {
                            roof = cell;
                        }
                    }
                    if (bivalues != 3 || !analysis.emptyCells.contains(roof)
                        || (analysis.candidatesOf(roof) & pair) != pair)
                        continue;
                    Step step;
                    step.technique = technique;
                    for (const int digit : pair)
                        step.eliminations.push_back({roof, digit});
                    step.units = {rowUnit(row1), rowUnit(row2), columnUnit(column1),
                                  columnUnit(column2)};
                    for (const int cell : corners) {
                        if (cell != roof)
                            step.cells.push_back(cell);
                        for (const int digit : pair)
                            step.candidates.push_back({cell, digit});
                    }
                    step.cells.push_back(roof);
                    step.digits = pair;
                    return step;
                }
            }
        }
    }
    return std::nullopt;
}

// BUG+1 (bivalue universal grave plus one): every empty cell but one holds two candidates,
// that one holds three, and every digit has 0 or 2 places in every unit — save one digit of
// the odd cell, with 3 places in each of its units. Without that digit in the odd cell the
// board would be a BUG, which has no solution or several; so the digit goes there.
std::optional<Step> findBugPlusOne(const Analysis &analysis, Technique technique)
{
    if (!analysis.assumeUnique)
        return std::nullopt;
    int odd = -1;
    for (const int cell : analysis.emptyCells - analysis.bivalueCells) {
        if (odd >= 0 || countOf(analysis.candidatesOf(cell)) != 3)
            return std::nullopt;
        odd = cell;
    }
    if (odd < 0)
        return std::nullopt;
    // The digit with three places in each of the odd cell's units.
    Candidates thrice = analysis.candidatesOf(odd);
    for (const std::uint8_t unit : unitsOfCell[idx(odd)]) {
        for (const int digit : analysis.candidatesOf(odd)) {
            if (countOf(analysis.placesOf(unit, digit)) != 3)
                thrice.remove(digit);
        }
    }
    if (!thrice.isSingle())
        return std::nullopt;
    for (int unit = 0; unit < UnitCount; ++unit) {
        const bool oddUnit = unitSet[idx(unit)].contains(odd);
        for (int digit = 1; digit <= DigitCount; ++digit) {
            const int places = countOf(analysis.placesOf(unit, digit));
            const bool third = oddUnit && digit == thrice.first();
            if (third ? places != 3 : places != 0 && places != 2)
                return std::nullopt;
        }
    }
    return singleStep(technique, odd, thrice.first(), -1);
}

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyUniqueRectangle(const Step &step)
{
    const auto &cells = step.cells;
    if (cells.size() != 4)
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 hold only %2; if %3 did too, %2 could swap for a "
                                                   "second solution"),
                  {arg::cells({cells[0], cells[1], cells[2]}), arg::digits(step.digits), arg::cell(cells[3])});
}

} // namespace sudoku::techniques
