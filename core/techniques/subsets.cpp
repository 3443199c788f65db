// SPDX-License-Identifier: GPL-3.0-or-later
// Naked and hidden subsets: N cells of a unit holding only N digits between them, or N digits
// of a unit with only N cells between them. Written once for every size N (2, 3, 4). The
// direct hidden pair and triple (Sudoku Explainer's singles aid) place the digit a hidden
// subset leaves with one place in its unit, and strike nothing.

#include "techniques.h"

#include <bit>

namespace sudoku::techniques {
namespace {

int subsetSize(Technique technique)
{
    switch (technique) {
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::DirectHiddenPair:
        return 2;
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::DirectHiddenTriple:
        return 3;
    default:
        return 4;
    }
}

// The direct step of a hidden subset `digits` at `places` of `unit`: another digit left one
// place in the unit goes there; nothing when there is none.
template <typename Layout>
std::optional<Step> directHiddenStep(const Analysis<Layout> &analysis, Technique technique, int unit,
                                     Candidates digits, typename Layout::Places places)
{
    const Layout &layout = analysis.layout;
    for (int digit = 1; digit <= layout.size(); ++digit) {
        const unsigned left = analysis.placesOf(unit, digit);
        const unsigned elsewhere = left & ~unsigned{places};
        if (digits.contains(digit) || countOf(left) < 2 || countOf(elsewhere) != 1)
            continue;
        const int cell = layout.cellsOf(unit)[idx(std::countr_zero(elsewhere))];
        Step step = newStep(analysis, technique);
        step.placements = {{cell, digit}};
        step.units = {unit};
        const auto cells = cellsAt(layout, unit, places);
        step.cells = cellList(cells);
        step.cells.push_back(cell);
        for (const int subsetCell : cells) {
            for (const int subsetDigit : analysis.candidatesOf(subsetCell) & digits)
                step.candidates.push_back({subsetCell, subsetDigit});
        }
        step.candidates.push_back({cell, digit});
        step.digits = digits;
        sortLists(step);
        return step;
    }
    return std::nullopt;
}

} // namespace

// Sudoku Explainer's naked sets: units boxes, columns, rows with at least 2N empty cells; the
// N-cell combinations in its order (forEachSubset); each cell holding 2..N candidates, N
// between them. The eliminations fall in the unit searched only.
template <typename Layout>
std::optional<Step> findNakedSubset(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    const int size = subsetSize(technique);
    for (const int unit : layout.boxesColumnsRows()) {
        if (analysis.emptyCount[idx(unit)] < 2 * size)
            continue;
        const auto &cells = layout.cellsOf(unit);
        unsigned fitting = 0; // the positions whose cell holds 2..size candidates
        for (int i = 0; i < layout.size(); ++i) {
            const int n = countOf(analysis.candidatesOf(cells[idx(i)]));
            if (n >= 2 && n <= size)
                fitting |= 1u << i;
        }
        const auto stepOf = [&](unsigned places) -> std::optional<Step> {
            const CellSet subset = cellsAt(layout, unit, static_cast<typename Layout::Places>(places));
            Candidates digits;
            for (const int cell : subset)
                digits |= analysis.candidatesOf(cell);
            if (countOf(digits) != size)
                return std::nullopt;
            const CellSet rest = layout.unitSet(unit) - subset;
            Step step = newStep(analysis, technique);
            for (const int digit : digits)
                addCellDigits(step.eliminations, analysis.cellsWith(digit) & rest, digit);
            if (step.eliminations.empty())
                return std::nullopt;
            step.technique = technique;
            step.units = {unit};
            step.cells = cellList(subset);
            for (const int cell : subset)
                addCandidatesOf(analysis, cell, step.candidates);
            step.digits = digits;
            sortLists(step);
            return step;
        };
        if (auto step = firstStepOfSubsetsWithin(size, fitting, stepOf))
            return step;
    }
    return std::nullopt;
}

// Sudoku Explainer's hidden sets: units boxes, columns, rows with more than 2N empty cells
// (more than N for the direct forms); the N-digit combinations in its order; each digit with
// 2..N places, N between them.
template <typename Layout>
std::optional<Step> findHiddenSubset(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    const int size = subsetSize(technique);
    const bool direct = technique == Technique::DirectHiddenPair || technique == Technique::DirectHiddenTriple;
    for (const int unit : layout.boxesColumnsRows()) {
        if (analysis.emptyCount[idx(unit)] <= (direct ? size : 2 * size))
            continue;
        unsigned fitting = 0; // the digits (bit d - 1) with 2..size places
        for (int digit = 1; digit <= layout.size(); ++digit) {
            const int n = countOf(analysis.placesOf(unit, digit));
            if (n >= 2 && n <= size)
                fitting |= 1u << (digit - 1);
        }
        const auto stepOf = [&](unsigned mask) -> std::optional<Step> {
            const Candidates subset = Candidates::fromBits(mask); // bit d - 1: digit d
            unsigned places = 0;
            for (const int digit : subset)
                places |= analysis.placesOf(unit, digit);
            if (countOf(places) != size)
                return std::nullopt;
            if (direct)
                return directHiddenStep(analysis, technique, unit, subset, static_cast<typename Layout::Places>(places));
            const CellSet cells = cellsAt(layout, unit, static_cast<typename Layout::Places>(places));
            Step step = newStep(analysis, technique);
            for (const int cell : cells) {
                for (const int digit : analysis.candidatesOf(cell) & ~subset)
                    step.eliminations.push_back({cell, digit});
                for (const int digit : analysis.candidatesOf(cell) & subset)
                    step.candidates.push_back({cell, digit});
            }
            if (step.eliminations.empty())
                return std::nullopt;
            step.technique = technique;
            step.units = {unit};
            step.cells = cellList(cells);
            step.digits = subset;
            return step;
        };
        if (auto step = firstStepOfSubsetsWithin(size, fitting, stepOf))
            return step;
    }
    return std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findNakedSubset);
SUDOKU_FINDER_ON_LAYOUTS(findHiddenSubset);

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

Phrase whyDirectHiddenSubset(const Step &step)
{
    if (step.units.size() != 1 || step.placements.size() != 1 || step.cells.size() < 2)
        return {};
    const CellDigit placed = step.placements.front();
    const std::vector<int> subset(step.cells.begin(), step.cells.end() - 1);
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 fit only in %2 in %3, so %4 fits only in %5"),
                  {arg::digits(step.digits), arg::cells(subset), arg::unit(step.units[0]),
                   arg::digit(placed.digit), arg::cell(placed.cell)});
}

} // namespace sudoku::techniques
