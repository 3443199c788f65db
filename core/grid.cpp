// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid.h"

#include <algorithm>

namespace sudoku {

void Grid::setDigit(int cell, int digit)
{
    m_cells[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
}

void Grid::setGiven(int cell, int digit)
{
    m_cells[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit == 0 ? 0 : digit | GivenBit);
}

void Grid::clearNonGivens()
{
    for (std::uint8_t &value : m_cells) {
        if (!(value & GivenBit))
            value = 0;
    }
}

int Grid::givenCount() const
{
    return static_cast<int>(std::count_if(m_cells.begin(), m_cells.end(), [](std::uint8_t v) { return (v & GivenBit) != 0; }));
}

int Grid::filledCount() const
{
    return static_cast<int>(std::count_if(m_cells.begin(), m_cells.end(), [](std::uint8_t v) { return v != 0; }));
}

Candidates Grid::candidates(int cell) const
{
    if (!isEmpty(cell))
        return Candidates::none();
    Candidates result = Candidates::all(size());
    const auto remove = [&](const auto &peers) {
        for (const int peer : peers) {
            if (const int d = digit(peer))
                result.remove(d);
        }
    };
    if (isClassic())
        remove(peersOfCell[static_cast<std::size_t>(cell)]);
    else
        remove(geometry().peersOfCell(cell));
    return result;
}

std::vector<Conflict> Grid::conflicts() const
{
    std::vector<Conflict> found;
    const Geometry &tables = geometry();
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int d = digit(cell);
        if (d == 0)
            continue;
        // Peers are sorted, so each pair is reported once, from its first cell.
        for (const int peer : tables.peersOfCell(cell)) {
            if (peer > cell && digit(peer) == d)
                found.push_back({cell, peer, d});
        }
    }
    return found;
}

bool Grid::hasConflicts() const
{
    return !conflicts().empty();
}

namespace {

// Whether the digits of `cage` in `grid` can still add up to its sum.
bool keepsSum(const Grid &grid, const Cage &cage)
{
    int placed = 0;
    int open = 0;
    for (const std::uint16_t cell : cage.cells) {
        placed += grid.digit(cell);
        open += grid.isEmpty(cell) ? 1 : 0;
    }
    const int rest = cage.sum - placed;
    return rest >= smallestCageSum(open) && rest <= largestCageSum(open, grid.size());
}

} // namespace

int Grid::brokenCage() const
{
    if (!m_variant)
        return -1;
    const std::vector<Cage> &cages = m_variant->cages();
    for (std::size_t i = 0; i < cages.size(); ++i) {
        if (!keepsSum(*this, cages[i]))
            return static_cast<int>(i);
    }
    return -1;
}

std::vector<int> Grid::brokenCages() const
{
    std::vector<int> broken;
    if (!m_variant)
        return broken;
    const std::vector<Cage> &cages = m_variant->cages();
    for (std::size_t i = 0; i < cages.size(); ++i) {
        if (!keepsSum(*this, cages[i]))
            broken.push_back(static_cast<int>(i));
    }
    return broken;
}

Candidates Grid::cageAllows(int cell) const
{
    const int cage = m_variant ? m_variant->cageOf(cell) : -1;
    if (cage < 0)
        return Candidates::all(size());
    Candidates placed;
    for (const std::uint16_t other : m_variant->cages()[idx(cage)].cells) {
        if (const int d = digit(other))
            placed.add(d);
    }
    Candidates allowed;
    for (const std::uint32_t bits : m_variant->cageSets(cage)) {
        const Candidates set = Candidates::fromBits(bits); // bit d-1 for digit d, as Candidates
        if ((set & placed) == placed) // the set holds every digit placed
            allowed = allowed | set;
    }
    return allowed & ~placed;
}

bool Grid::isSolutionOf(const Grid &puzzle) const
{
    if (puzzle.shape() != shape() || !isSolved())
        return false;
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (puzzle.digit(cell) != 0 && puzzle.digit(cell) != digit(cell))
            return false;
    }
    return true;
}

Grid Grid::givensOnly() const
{
    Grid puzzle = *this;
    puzzle.clearNonGivens();
    return puzzle;
}

} // namespace sudoku
