// SPDX-License-Identifier: GPL-3.0-or-later
#include "colouring.h"

#include "board.h"

namespace sudoku {

namespace {

int lookUp(const std::map<int, std::uint8_t> &colours, int key)
{
    const auto found = colours.find(key);
    return found == colours.end() ? 0 : found->second;
}

void store(std::map<int, std::uint8_t> &colours, int key, int colour)
{
    if (colour == 0)
        colours.erase(key);
    else
        colours[key] = static_cast<std::uint8_t>(colour);
}

} // namespace

int Colouring::cell(int cell) const
{
    return lookUp(m_cells, cell);
}

int Colouring::candidate(int cell, int digit) const
{
    return lookUp(m_candidates, key(cell, digit));
}

void Colouring::setCell(int cell, int colour)
{
    store(m_cells, cell, colour);
}

void Colouring::setCandidate(int cell, int digit, int colour)
{
    store(m_candidates, key(cell, digit), colour);
}

void Colouring::clearCell(int cell)
{
    m_cells.erase(cell);
    m_candidates.erase(m_candidates.lower_bound(key(cell, 0)), m_candidates.lower_bound(key(cell + 1, 0)));
}

void Colouring::keepPencilled(const Board &board)
{
    std::erase_if(m_candidates, [&board](const auto &entry) {
        const int cell = cellOf(entry.first);
        const int digit = digitOf(entry.first);
        return cell >= board.grid.cellCount() || !board.grid.isEmpty(cell)
            || !board.candidates[static_cast<std::size_t>(cell)].contains(digit);
    });
}

bool Colouring::touches(int cell) const
{
    return m_cells.contains(cell)
        || m_candidates.lower_bound(key(cell, 0)) != m_candidates.lower_bound(key(cell + 1, 0));
}

std::vector<std::pair<int, int>> Colouring::cells() const
{
    std::vector<std::pair<int, int>> result;
    for (const auto &[cell, colour] : m_cells)
        result.emplace_back(cell, colour);
    return result;
}

std::vector<ColouredCandidate> Colouring::candidates() const
{
    std::vector<ColouredCandidate> result;
    for (const auto &[key, colour] : m_candidates)
        result.push_back({cellOf(key), digitOf(key), colour});
    return result;
}

} // namespace sudoku
