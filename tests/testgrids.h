// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Grids for tests, built straight from an 81-character line without the format reader's
// checks, so tests can make contradictory grids on purpose.

#include "format.h"
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

// A grid of any shape from a line of its n² cells: '1'..'9', then letters for 10 and up
// (A = 10 ... P = 25), digits of the given kind; anything else leaves the cell empty.
inline Grid gridFromLine(std::string_view line, Shape shape, DigitKind kind = DigitKind::Given)
{
    Grid grid(shape);
    for (int cell = 0; cell < shape.cellCount() && cell < static_cast<int>(line.size()); ++cell) {
        const char c = line[static_cast<std::size_t>(cell)];
        const int digit = c >= '1' && c <= '9' ? c - '0' : c >= 'A' && c <= 'P' ? c - 'A' + 10 : 0;
        if (digit == 0 || digit > shape.size())
            continue;
        if (kind == DigitKind::Given)
            grid.setGiven(cell, digit);
        else
            grid.setDigit(cell, digit);
    }
    return grid;
}

// top95 #1, a hard puzzle with exactly one solution, and that solution.
inline constexpr const char *Top95First =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
inline constexpr const char *Top95FirstSolution =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

// Wikipedia's example puzzle, solved by singles alone (its first step, in Sudoku Explainer's
// order, is the hidden single r1c6 = 8), and its solution.
inline constexpr const char *WikipediaEasy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr const char *WikipediaEasySolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// The first puzzle of forum_hardest_1106: about 32 million plain backtracking events.
inline constexpr const char *ForumHardestFirst =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

// Built against plain backtracking in reading order: over a billion events, seconds of
// work at full speed, so a search on it is surely still running when a test looks.
inline constexpr const char *AntiBacktracking =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

// The digit of Top95FirstSolution in `cell`.
// The Wikipedia killer (tests/data/variants/killer.txt, its first puzzle).
inline constexpr std::string_view WikipediaKiller =
    "................................................................................. "
    "aabbbcdefgghhccdefggiicjkkflmminjkoflppqnjoorsptqnuvvrsttqwuuxxsyzwwAAxxsyzwBBBCC "
    "a=3,b=15,c=22,d=4,e=16,f=15,g=25,h=17,i=9,j=8,k=20,l=6,m=14,n=17,o=17,p=13,q=20,r=12,s=27,t=6,u=20,v=6,w=10,"
    "x=14,y=8,z=16,A=15,B=13,C=17";

// The nonomino of Wikipedia (tests/data/variants/jigsaw.txt, its first puzzle).
inline constexpr std::string_view Nonomino =
    "3.......4..2.6.1...1.9.8.2...5...6...2.....1...9...8...8.3.4.6...4.1.9..5.......7 "
    "111233333111222333144442223114555522444456666775555688977766668999777888999997888";

// A puzzle line read as `kind`; an empty grid when it cannot be read.
inline Grid variantGrid(std::string_view line, VariantKind kind)
{
    ReadOptions options;
    options.variant = kind;
    const PuzzleRecord record = readPuzzle(line, options);
    return record.ok() ? *record.grid : Grid();
}

inline int top95FirstSolutionDigit(int cell)
{
    return Top95FirstSolution[cell] - '0';
}

} // namespace sudoku::test
