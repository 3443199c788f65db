// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Colouring: the colours a player paints on cells and on candidates, to follow a colouring or
// a chain by hand as HoDoKu's players do. ColourCount colours (ColourStyles); the board draws
// each with its shape as well as its hue, outlined large in a painted cell and filled behind
// a painted candidate, so no colour rests on hue alone (colourpaint.h). A plain, sparse value
// (a game colours a few dozen cells at most): Game keeps it beside the board in every undo
// snapshot, the game file writes it.

#include <QtGlobal>

#include <array>
#include <cstdint>
#include <map>
#include <vector>

namespace sudoku {

struct Board;

inline constexpr int ColourCount = 6;

// What each colour is, in the order of its number (1 first): its hue, from the Okabe–Ito
// palette that every kind of colour vision tells apart, and its shape (colourpaint::shape
// draws them in this order), both named for the player (Explain::colour, colourShape).
struct ColourStyle {
    std::uint32_t rgb;
    const char *name;  // a translation key, context Explain
    const char *shape; // likewise
};
inline constexpr std::array<ColourStyle, ColourCount> ColourStyles = {{
    {0xE69F00, QT_TRANSLATE_NOOP("Explain", "orange"), QT_TRANSLATE_NOOP("Explain", "circle")},
    {0x56B4E9, QT_TRANSLATE_NOOP("Explain", "sky blue"), QT_TRANSLATE_NOOP("Explain", "square")},
    {0x009E73, QT_TRANSLATE_NOOP("Explain", "green"), QT_TRANSLATE_NOOP("Explain", "diamond")},
    {0xF0E442, QT_TRANSLATE_NOOP("Explain", "yellow"), QT_TRANSLATE_NOOP("Explain", "triangle")},
    {0xCC79A7, QT_TRANSLATE_NOOP("Explain", "purple"), QT_TRANSLATE_NOOP("Explain", "upside-down triangle")},
    {0x0072B2, QT_TRANSLATE_NOOP("Explain", "blue"), QT_TRANSLATE_NOOP("Explain", "plus sign")},
}};

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
    // A candidate's key: its cell above five bits of digit (1..25),
    //   key = cell · 32 + digit   ┃ cell … ┃ digit (5 bits) ┃
    // so that a cell's candidates are one run of keys, key(cell, 0) up to key(cell + 1, 0).
    static constexpr int DigitBits = 5;
    static int key(int cell, int digit) { return (cell << DigitBits) | digit; }
    static int cellOf(int key) { return key >> DigitBits; }
    static int digitOf(int key) { return key & ((1 << DigitBits) - 1); }
    std::map<int, std::uint8_t> m_cells;      // cell → colour
    std::map<int, std::uint8_t> m_candidates; // key(cell, digit) → colour
};

} // namespace sudoku
