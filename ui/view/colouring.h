// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Colouring: the colours a player paints on cells and on candidates, to follow a colouring or
// a chain by hand as HoDoKu's players do. ColourCount colours; the board draws each with a
// pattern (cells) or a shape (candidates) of its own as well as its hue, so no colour rests on
// hue alone (BoardColors, BoardWidget). A plain, sparse value (a game colours a few dozen
// cells at most): Game keeps it beside the board in every undo snapshot, the game file
// writes it.

#include <cstdint>
#include <map>
#include <vector>

namespace sudoku {

struct Board;

inline constexpr int ColourCount = 6;

// A candidate's colour: `digit` in `cell` painted `colour` (1..ColourCount).
struct ColouredCandidate {
    int cell = 0;
    int digit = 0;
    int colour = 0;
    bool operator==(const ColouredCandidate &) const = default;
};

class Colouring {
public:
    // A cell's or a candidate's colour, 1..ColourCount; 0 for none.
    int cell(int cell) const;
    int candidate(int cell, int digit) const;
    // Paints (0: clears) a cell or one of its candidates. Preconditions: 0 <= colour <=
    // ColourCount, 1 <= digit <= 25.
    void setCell(int cell, int colour);
    void setCandidate(int cell, int digit, int colour);
    // Clears the cell's colour and its candidates'.
    void clearCell(int cell);
    // Keeps the colours of candidates still pencilled in on an empty cell, and drops the rest:
    // a candidate's colour goes with its pencil mark. Cells keep their colour.
    void keepPencilled(const Board &board);
    bool isEmpty() const { return m_cells.empty() && m_candidates.empty(); }
    // Whether the cell or any of its candidates is coloured.
    bool touches(int cell) const;

    // Every coloured cell as (cell, colour), and every coloured candidate, in reading order.
    std::vector<std::pair<int, int>> cells() const;
    std::vector<ColouredCandidate> candidates() const;

    bool operator==(const Colouring &) const = default;

private:
    static int key(int cell, int digit) { return cell * 32 + digit; }
    std::map<int, std::uint8_t> m_cells;      // cell → colour
    std::map<int, std::uint8_t> m_candidates; // key(cell, digit) → colour
};

} // namespace sudoku
