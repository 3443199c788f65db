// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis.h"

#include <algorithm>
#include <bit>

namespace sudoku::techniques {

Analysis::Analysis(const Board &board, bool unique)
    : grid(board.grid), assumeUnique(unique)
{
    const CellValues<Candidates> effective = board.allEffectiveCandidates();
    std::copy_n(effective.begin(), CellCount, candidates.begin());
    for (int cell = 0; cell < CellCount; ++cell) {
        if (const int digit = board.grid.digit(cell)) {
            for (const std::uint8_t unit : unitsOfCell[idx(cell)])
                placed[unit].add(digit);
            ++placedCount[idx(digit - 1)];
            continue;
        }
        emptyCells.add(cell);
        for (const std::uint8_t unit : unitsOfCell[idx(cell)])
            ++emptyCount[unit];
        const Candidates here = candidates[idx(cell)];
        if (countOf(here) == 2)
            bivalueCells.add(cell);
        const auto &units = unitsOfCell[idx(cell)];
        const auto &positions = positionInUnit[idx(cell)];
        for (const int digit : here) {
            digitCells[idx(digit - 1)].add(cell);
            for (std::size_t k = 0; k < 3; ++k) {
                Places &where = places[units[k]][idx(digit - 1)];
                where = static_cast<Places>(where | (1u << positions[k]));
            }
        }
    }
}

CellSet cellsAt(int unit, Places places)
{
    CellSet cells;
    for (unsigned rest = places; rest != 0; rest = withoutLowestBit(rest))
        cells.add(cellsOfUnit[idx(unit)][idx(std::countr_zero(rest))]);
    return cells;
}

int unitHolding(CellSet cells)
{
    if (cells.isEmpty())
        return -1;
    for (const std::uint8_t unit : unitsOfCell[idx(cells.first())]) {
        if (cells.isSubsetOf(unitSet[unit]))
            return unit;
    }
    return -1;
}

std::vector<int> cellList(CellSet cells)
{
    std::vector<int> list;
    list.reserve(static_cast<std::size_t>(cells.count()));
    for (const int cell : cells)
        list.push_back(cell);
    return list;
}

void addCellDigits(std::vector<CellDigit> &list, CellSet cells, int digit)
{
    for (const int cell : cells)
        list.push_back({cell, digit});
}

void addCandidatesOf(const Analysis &analysis, int cell, std::vector<CellDigit> &list)
{
    for (const int digit : analysis.candidatesOf(cell))
        list.push_back({cell, digit});
}

Chain alternatingChain(const Analysis &analysis, const std::vector<CellDigit> &nodes)
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
                for (const std::uint8_t unit : unitsOfCell[idx(from.cell)]) {
                    if (!unitSet[unit].contains(nodes[i].cell))
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
