// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis.h"

#include <algorithm>
#include <bit>

namespace sudoku::techniques {

template <typename Layout>
Analysis<Layout>::Analysis(const Board &board, bool unique)
    : layout(layoutOf<Layout>(board.grid)), grid(board.grid), assumeUnique(unique)
{
    const CellValues<Candidates> effective = board.allEffectiveCandidates();
    std::copy_n(effective.begin(), layout.cellCount(), candidates.begin());
    // Each cell's row, column and box through unitsOf; every unit by its cells instead (below)
    // when some cells have more than one of a kind (a samurai's: firstExtraUnit is 0).
    const bool throughUnitsOf = layout.firstExtraUnit() > 0;
    for (int cell = 0; cell < layout.cellCount(); ++cell) {
        const auto &units = layout.unitsOf(cell);
        if (const int digit = board.grid.digit(cell)) {
            if (throughUnitsOf) {
                for (const std::uint8_t unit : units)
                    placed[unit].add(digit);
            }
            ++placedCount[idx(digit - 1)];
            continue;
        }
        emptyCells.add(cell);
        if (throughUnitsOf) {
            for (const std::uint8_t unit : units)
                ++emptyCount[unit];
        }
        const Candidates here = candidates[idx(cell)];
        if (countOf(here) == 2)
            bivalueCells.add(cell);
        for (const int digit : here) {
            digitCells[idx(digit - 1)].add(cell);
            for (std::size_t k = 0; k < 3 && throughUnitsOf; ++k) {
                Places &where = places[units[k]][idx(digit - 1)];
                where = static_cast<Places>(where | (Places{1} << layout.positionIn(cell, static_cast<UnitKind>(k))));
            }
        }
    }
    // A variant's extra units (none in a shape's layout), unit by unit; a samurai's every unit.
    for (int unit = layout.firstExtraUnit(); unit < layout.unitCount(); ++unit) {
        const auto cells = layout.cellsOf(unit);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (const int digit = board.grid.digit(cells[i])) {
                placed[idx(unit)].add(digit);
                continue;
            }
            ++emptyCount[idx(unit)];
            for (const int digit : candidates[idx(cells[i])]) {
                Places &where = places[idx(unit)][idx(digit - 1)];
                where = static_cast<Places>(where | (Places{1} << i));
            }
        }
    }
}

template <typename Layout>
typename Layout::CellSet cellsAt(const Layout &layout, int unit, typename Layout::Places places)
{
    typename Layout::CellSet cells;
    for (unsigned rest = places; rest != 0; rest = withoutLowestBit(rest))
        cells.add(layout.cellsOf(unit)[idx(std::countr_zero(rest))]);
    return cells;
}

template <typename Layout>
int unitHolding(const Layout &layout, typename Layout::CellSet cells)
{
    if (cells.isEmpty())
        return -1;
    for (const std::uint8_t unit : layout.unitsOf(cells.first())) {
        if (cells.isSubsetOf(layout.unitSet(unit)))
            return unit;
    }
    if (layout.firstExtraUnit() == 0) { // a samurai's second row or column
        for (const std::uint8_t unit : layout.extraUnitsOf(cells.first())) {
            if (cells.isSubsetOf(layout.unitSet(unit)))
                return unit;
        }
    }
    return -1;
}

template <typename Layout>
Chain alternatingChain(const Analysis<Layout> &analysis, const std::vector<CellDigit> &nodes)
{
    Chain chain;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        ChainNode node;
        node.cells = {nodes[i].cell};
        node.digit = nodes[i].digit;
        node.on = i % 2 == 1;
        if (i > 0) {
            const CellDigit from = nodes[i - 1];
            node.parents = {static_cast<int>(i - 1)};
            if (from.cell == nodes[i].cell) {
                node.reason = node.on ? Reason::LastCandidate : Reason::SameCell;
            } else {
                node.reason = node.on ? Reason::LastPlace : Reason::SameUnit;
                for (const std::uint8_t unit : analysis.layout.unitsOf(from.cell)) {
                    if (!analysis.layout.unitSet(unit).contains(nodes[i].cell))
                        continue;
                    if (node.on && countOf(analysis.placesOf(unit, node.digit)) != 2)
                        continue;
                    node.unit = unit;
                    break;
                }
            }
        }
        chain.nodes.push_back(std::move(node));
    }
    return chain;
}

// Everything above, for both layouts.
#define SUDOKU_ANALYSIS_ON(Layout)                                                                 \
    template struct Analysis<Layout>;                                                              \
    template Layout::CellSet cellsAt(const Layout &, int, Layout::Places);                        \
    template int unitHolding(const Layout &, Layout::CellSet);                                     \
    template Chain alternatingChain(const Analysis<Layout> &, const std::vector<CellDigit> &)
SUDOKU_ANALYSIS_ON(ClassicLayout);
SUDOKU_ANALYSIS_ON(GeneralLayout);
#undef SUDOKU_ANALYSIS_ON

Candidates candidatesIn(const Step &step, int cell)
{
    Candidates digits;
    for (const CellDigit candidate : step.candidates) {
        if (candidate.cell == cell)
            digits.add(candidate.digit);
    }
    return digits;
}

void sortLists(Step &step)
{
    const auto readingOrder = [](CellDigit a, CellDigit b) {
        return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
    };
    std::sort(step.eliminations.begin(), step.eliminations.end(), readingOrder);
    std::sort(step.candidates.begin(), step.candidates.end(), readingOrder);
}

} // namespace sudoku::techniques
