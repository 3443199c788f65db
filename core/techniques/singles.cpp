// SPDX-License-Identifier: GPL-3.0-or-later
// Singles: a unit with one empty cell, a cell with one candidate, a digit with one place.

#include "techniques.h"

#include <bit>

namespace sudoku::techniques {

namespace {

// Sudoku Explainer's hidden singles: units boxes, columns, rows, digits 1-n in each, the first
// digit with one place left — among the units with one empty cell (full houses, all found
// before any other single) or among the others.
template <typename Layout>
std::optional<Step> firstUnitSingle(const Analysis<Layout> &analysis, Technique technique, bool fullHouse)
{
    const Layout &layout = analysis.layout;
    for (const int unit : layout.boxesColumnsRows()) {
        if ((analysis.emptyCount[idx(unit)] == 1) != fullHouse)
            continue;
        for (int digit = 1; digit <= layout.size(); ++digit) {
            const auto places = analysis.placesOf(unit, digit);
            if (std::has_single_bit(places)) {
                const int cell = layout.cellsOf(unit)[idx(std::countr_zero(places))];
                return singleStepOn(analysis.grid, technique, cell, digit, unit);
            }
        }
    }
    return std::nullopt;
}

} // namespace

Step singleStepOn(const Grid &grid, Technique technique, int cell, int digit, int unit)
{
    Step step = singleStep(technique, cell, digit, unit, grid.shape());
    if (!grid.variant())
        return step;
    setVariant(step, grid.variant());
    // A diagonal is a line: a hidden single there is as hard to see as in a row (singleStep).
    // A samurai's units are numbered apart from the shape's: its rows and columns are lines,
    // its boxes boxes, whatever their numbers.
    if (technique == Technique::HiddenSingle && unit >= 0) {
        const UnitKind kind = grid.geometry().unitKind(unit);
        const bool line = kind == UnitKind::Row || kind == UnitKind::Column || kind == UnitKind::Diagonal;
        step.difficulty = singleStep(technique, cell, digit, line ? 0 : 2 * grid.size(), grid.shape()).difficulty;
    }
    return step;
}

template <typename Layout>
std::optional<Step> findFullHouse(const Analysis<Layout> &analysis, Technique technique)
{
    return firstUnitSingle(analysis, technique, true);
}

template <typename Layout>
std::optional<Step> findHiddenSingle(const Analysis<Layout> &analysis, Technique technique)
{
    return firstUnitSingle(analysis, technique, false);
}

template <typename Layout>
std::optional<Step> findNakedSingle(const Analysis<Layout> &analysis, Technique technique)
{
    for (const int cell : analysis.emptyCells) {
        const Candidates candidates = analysis.candidatesOf(cell);
        if (candidates.isSingle())
            return singleStepOn(analysis.grid, technique, cell, candidates.first(), -1);
    }
    return std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findFullHouse);
SUDOKU_FINDER_ON_LAYOUTS(findHiddenSingle);
SUDOKU_FINDER_ON_LAYOUTS(findNakedSingle);

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
    default:
        break;
    }
    return {};
}

} // namespace sudoku::techniques
