#include "grid.h"

#include <algorithm>

namespace sudoku {

void Grid::setDigit(int cell, int digit)
{
    m_digits[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
    m_givens.reset(static_cast<std::size_t>(cell));
}

void Grid::setGiven(int cell, int digit)
{
    m_digits[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
    m_givens.set(static_cast<std::size_t>(cell), digit != 0);
}

void Grid::clearNonGivens()
{
    for (int cell = 0; cell < CellCount; ++cell) {
        if (!isGiven(cell))
            m_digits[static_cast<std::size_t>(cell)] = 0;
    }
}

int Grid::filledCount() const
{
    return static_cast<int>(std::count_if(m_digits.begin(), m_digits.end(),
                                          [](std::uint8_t d) { return d != 0; }));
}

Candidates Grid::candidates(int cell) const
{
    if (!isEmpty(cell))
        return Candidates::none();
    Candidates result = Candidates::all();
    for (const int peer : peersOfCell[static_cast<std::size_t>(cell)]) {
        if (const int d = digit(peer))
            result.remove(d);
    }
    return result;
}

std::vector<Conflict> Grid::conflicts() const
{
    std::vector<Conflict> found;
    for (int cell = 0; cell < CellCount; ++cell) {
        const int d = digit(cell);
        if (d == 0)
            continue;
        // Peers are sorted, so each pair is reported once, from its first cell.
        for (const int peer : peersOfCell[static_cast<std::size_t>(cell)]) {
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

bool Grid::isSolutionOf(const Grid &puzzle) const
{
    if (!isSolved())
        return false;
    for (int cell = 0; cell < CellCount; ++cell) {
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
