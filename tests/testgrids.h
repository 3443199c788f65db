#pragma once
// Grids for tests, built straight from an 81-character line without the format reader's
// checks, so tests can make contradictory grids on purpose.

#include "grid.h"

#include <string_view>

namespace sudoku::test {

enum class DigitKind { Given, Player };

// '1'..'9' become digits of the given kind; anything else leaves the cell empty.
inline Grid gridFromLine(std::string_view line, DigitKind kind = DigitKind::Given)
{
    Grid grid;
    for (int cell = 0; cell < CellCount && cell < static_cast<int>(line.size()); ++cell) {
        const char c = line[static_cast<std::size_t>(cell)];
        if (c < '1' || c > '9')
            continue;
        if (kind == DigitKind::Given)
            grid.setGiven(cell, c - '0');
        else
            grid.setDigit(cell, c - '0');
    }
    return grid;
}

} // namespace sudoku::test
