// Naked and hidden subsets: N cells of a unit holding only N digits between them, or N digits
// of a unit with only N cells between them. Written once for every size N (2, 3, 4).

#include "techniques.h"

#include <bit>

namespace sudoku::techniques {
namespace {

int subsetSize(Technique technique)
{
    switch (technique) {
    case Technique::NakedPair:
    case Technique::HiddenPair:
        return 2;
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
        return 3;
    default:
        return 4;
    }
}

// The other unit holding every cell of `cells` besides `unit` (a pair in a row may share a
// box too); -1 when there is none.
int otherUnitHolding(CellSet cells, int unit)
{
    for (const std::uint8_t other : unitsOfCell[idx(cells.first())]) {
        if (other != unit && cells.isSubsetOf(unitSet[other]))
            return other;
    }
    return -1;
}

} // namespace

std::optional<Step> findNakedSubset(const Analysis &analysis, Technique technique)
{
    const int size = subsetSize(technique);
    for (const int unit : unitSearchOrder) {
        // The unit's cells that could belong to a subset: 2..size candidates each.
        std::array<int, UnitSize> cells{};
        int count = 0;
        for (const int cell : analysis.emptyCells & unitSet[idx(unit)]) {
            const int n = countOf(analysis.candidatesOf(cell));
            if (n >= 2 && n <= size)
                cells[idx(count++)] = cell;
        }
        const auto stepOf = [&](const Choice &choice) -> std::optional<Step> {
            Candidates digits;
            CellSet subset;
            for (int i = 0; i < size; ++i) {
                const int cell = cells[idx(choice[idx(i)])];
                digits |= analysis.candidatesOf(cell);
                subset.add(cell);
            }
            if (countOf(digits) != size)
                return std::nullopt;
            const int other = otherUnitHolding(subset, unit);
            const CellSet area = (other < 0 ? unitSet[idx(unit)]
                                            : unitSet[idx(unit)] | unitSet[idx(other)]) - subset;
            bool strikes = false;
            for (const int digit : digits)
                strikes = strikes || analysis.cellsWith(digit).intersects(area);
            if (!strikes)
                return std::nullopt;
            Step step;
            step.technique = technique;
            step.units = {unit};
            if (other >= 0)
                step.units.push_back(other);
            for (const int digit : digits)
                addCellDigits(step.eliminations, analysis.cellsWith(digit) & area, digit);
            step.cells = cellList(subset);
            for (const int cell : subset) {
                for (const int digit : analysis.candidatesOf(cell))
                    step.candidates.push_back({cell, digit});
            }
            step.digits = digits;
            sortLists(step);
            return step;
        };
        if (auto step = firstStepOfChoices(count, size, stepOf))
            return step;
    }
    return std::nullopt;
}

std::optional<Step> findHiddenSubset(const Analysis &analysis, Technique technique)
{
    const int size = subsetSize(technique);
    for (const int unit : unitSearchOrder) {
        // The unit's digits that could belong to a subset: 2..size places each.
        std::array<int, DigitCount> digits{};
        int count = 0;
        for (int digit = 1; digit <= DigitCount; ++digit) {
            const int n = countOf(analysis.placesOf(unit, digit));
            if (n >= 2 && n <= size)
                digits[idx(count++)] = digit;
        }
        const auto stepOf = [&](const Choice &choice) -> std::optional<Step> {
            Candidates subset;
            unsigned places = 0;
            for (int i = 0; i < size; ++i) {
                const int digit = digits[idx(choice[idx(i)])];
                subset.add(digit);
                places |= analysis.placesOf(unit, digit);
            }
            if (countOf(places) != size)
                return std::nullopt;
            const CellSet cells = cellsAt(unit, static_cast<Places>(places));
            bool strikes = false;
            for (const int cell : cells)
                strikes = strikes || !(analysis.candidatesOf(cell) & ~subset).isEmpty();
            if (!strikes)
                return std::nullopt;
            Step step;
            for (const int cell : cells) {
                for (const int digit : analysis.candidatesOf(cell) & ~subset)
                    step.eliminations.push_back({cell, digit});
                for (const int digit : analysis.candidatesOf(cell) & subset)
                    step.candidates.push_back({cell, digit});
            }
            step.technique = technique;
            step.units = {unit};
            step.cells = cellList(cells);
            step.digits = subset;
            return step;
        };
        if (auto step = firstStepOfChoices(count, size, stepOf))
            return step;
    }
    return std::nullopt;
}

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyNakedSubset(const Step &step)
{
    if (step.units.empty())
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 hold only %2 in %3"),
                  {arg::cells(step.cells), arg::digits(step.digits), arg::units(step.units)});
}

Phrase whyHiddenSubset(const Step &step)
{
    if (step.units.size() != 1)
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 fit only in %2 in %3"),
                  {arg::digits(step.digits), arg::cells(step.cells), arg::unit(step.units[0])});
}

} // namespace sudoku::techniques
