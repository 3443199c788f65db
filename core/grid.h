#pragma once
// Grid: 81 digits (0 = empty) and which of them are givens. A plain copyable value
// (82 bytes plus a bitset); no pointers, so it crosses threads as is.

#include "candidates.h"
#include "geometry.h"

#include <array>
#include <bitset>
#include <cstdint>
#include <vector>

namespace sudoku {

// Two cells of one unit that hold the same digit. first < second.
struct Conflict {
    int first = 0;
    int second = 0;
    int digit = 0;
    bool operator==(const Conflict &) const = default;
};

class Grid {
public:
    Grid() = default;

    // Preconditions for every cell argument: 0 <= cell < 81; for digits: 0 <= digit <= 9.
    int digit(int cell) const { return m_digits[static_cast<std::size_t>(cell)]; }
    bool isEmpty(int cell) const { return digit(cell) == 0; }
    bool isGiven(int cell) const { return m_givens.test(static_cast<std::size_t>(cell)); }

    // Sets a player's digit (0 clears); the cell stops being a given.
    void setDigit(int cell, int digit);
    // Sets a given (digit 0 clears the cell and its given flag).
    void setGiven(int cell, int digit);
    // Empties every cell that is not a given.
    void clearNonGivens();

    int givenCount() const { return static_cast<int>(m_givens.count()); }
    int filledCount() const;
    bool isFull() const { return filledCount() == CellCount; }

    // Digits not yet held by any peer; empty for a filled cell.
    Candidates candidates(int cell) const;
    // Every pair of cells sharing a unit and a digit, sorted by (first, second).
    std::vector<Conflict> conflicts() const;
    bool hasConflicts() const;
    // Full, without conflicts.
    bool isSolved() const { return isFull() && !hasConflicts(); }
    // Full, without conflicts, and holding every digit that `puzzle` holds.
    bool isSolutionOf(const Grid &puzzle) const;

    // The puzzle alone: givens kept, every other cell empty.
    Grid givensOnly() const;

    bool operator==(const Grid &) const = default;

private:
    std::array<std::uint8_t, CellCount> m_digits{};
    std::bitset<CellCount> m_givens;
};

} // namespace sudoku
