// Singles: a unit with one empty cell, a cell with one candidate, a digit with one place.

#include "techniques.h"

#include <bit>

namespace sudoku::techniques {

std::optional<Step> findFullHouse(const Analysis &analysis, Technique technique)
{
    for (const int unit : unitSearchOrder) {
        const CellSet empty = analysis.emptyCells & unitSet[idx(unit)];
        const Candidates missing = ~analysis.placed[idx(unit)];
        if (empty.count() != 1 || !missing.isSingle())
            continue;
        const int cell = empty.first();
        // A stale board may lack the missing digit in the last cell: then it is no step.
        if (analysis.candidatesOf(cell).contains(missing.first()))
            return singleStep(technique, cell, missing.first(), unit);
    }
    return std::nullopt;
}

std::optional<Step> findNakedSingle(const Analysis &analysis, Technique technique)
{
    for (const int cell : analysis.emptyCells) {
        const Candidates candidates = analysis.candidatesOf(cell);
        if (candidates.isSingle())
            return singleStep(technique, cell, candidates.first(), -1);
    }
    return std::nullopt;
}

std::optional<Step> findHiddenSingle(const Analysis &analysis, Technique technique)
{
    for (const int unit : unitSearchOrder) {
        for (int digit = 1; digit <= DigitCount; ++digit) {
            const Places places = analysis.placesOf(unit, digit);
            if (std::has_single_bit(places)) {
                const int cell = cellsOfUnit[idx(unit)][idx(std::countr_zero(places))];
                return singleStep(technique, cell, digit, unit);
            }
        }
    }
    return std::nullopt;
}

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whySingle(const Step &step)
{
    if (step.placements.size() != 1)
        return {};
    const CellDigit placed = step.placements.front();
    const int unit = step.units.empty() ? -1 : step.units.front();
    switch (step.technique) {
    case Technique::FullHouse:
        if (unit < 0)
            break;
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the last empty cell of %1"), {arg::unit(unit)});
    case Technique::NakedSingle:
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 is the only candidate left in %2"),
                      {arg::digit(placed.digit), arg::cell(placed.cell)});
    case Technique::HiddenSingle:
        if (unit < 0)
            break;
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 fits nowhere else in %2"),
                      {arg::digit(placed.digit), arg::unit(unit)});
    case Technique::BugPlusOne:
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain",
                                            "every other empty cell has two candidates; without %1 in %2 "
                                            "each digit would have two places in every unit, and such a "
                                            "board never has exactly one solution"),
                      {arg::digit(placed.digit), arg::cell(placed.cell)});
    default:
        break;
    }
    return {};
}

} // namespace sudoku::techniques
