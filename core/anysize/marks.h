// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Marks: the candidates of a board of any shape as the general step finder reads them (every
// size but 9×9, which keeps its own engine, core/techniques/) — each empty cell's digits and,
// turned around, each digit's places in each unit, kept in step. Inside core/ only.
//
//   cell mask    bit d-1: digit d is a candidate of the cell     (Candidates' own layout)
//   place mask   bit i:   the unit's i-th cell may take the digit (Geometry::cellsOfUnit order)
//
//   a box's places, boxRows × boxColumns (here 2×3):   0 1 2    a row of the box: 3 bits side
//                                                       3 4 5    by side; a column: every
//                                                                boxColumns-th bit
//
// A plain value; a chain copies it at every branch (1 KB on 6×6, 4 KB on 16×16, 10 KB on
// 25×25). Nothing in it points into shared state but the geometry, which lives for ever.

#include "board.h"
#include "geometry.h"

#include <bit>
#include <cstdint>
#include <vector>

namespace sudoku::anysize {

// A set of up to 25 digits (bit d-1) or of places in a unit (bit i).
using Mask = std::uint32_t;

constexpr int countOf(Mask mask) { return std::popcount(mask); }
// The index of the lowest bit: a single place's position, a single digit minus one.
constexpr int lowestOf(Mask mask) { return std::countr_zero(mask); }
constexpr Mask withoutLowest(Mask mask) { return mask & (mask - 1); }
constexpr bool isSingle(Mask mask) { return mask != 0 && withoutLowest(mask) == 0; }
constexpr Mask digitBit(int digit) { return Mask{1} << (digit - 1); }

// A mask's members in increasing order: for (const int i : bitsOf(mask)).
class BitsOf {
public:
    constexpr explicit BitsOf(Mask mask) : m_mask(mask) {}
    class Iterator {
    public:
        constexpr explicit Iterator(Mask rest) : m_rest(rest) {}
        constexpr int operator*() const { return lowestOf(m_rest); }
        constexpr Iterator &operator++()
        {
            m_rest = withoutLowest(m_rest);
            return *this;
        }
        constexpr bool operator==(const Iterator &) const = default;

    private:
        Mask m_rest;
    };
    constexpr Iterator begin() const { return Iterator(m_mask); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    Mask m_mask;
};
constexpr BitsOf bitsOf(Mask mask) { return BitsOf(mask); }

class Marks {
public:
    // The board's effective candidates (Board::allEffectiveCandidates). Precondition: a valid shape.
    static Marks of(const Board &board);

    Shape shape() const { return m_shape; }
    const Geometry &geometry() const { return *m_geometry; }
    int size() const { return m_size; }
    int cellCount() const { return m_size * m_size; }
    int unitCount() const { return 3 * m_size; }
    // Every digit of the board: bits 0..n-1.
    Mask allDigits() const { return (Mask{1} << m_size) - 1; }

    int digit(int cell) const { return m_digits[idx(cell)]; }
    bool isEmpty(int cell) const { return m_digits[idx(cell)] == 0; }
    // None for a filled cell.
    Mask candidatesOf(int cell) const { return m_cells[idx(cell)]; }
    bool has(int cell, int digit) const { return (m_cells[idx(cell)] & digitBit(digit)) != 0; }
    // Where `digit` may go in `unit` (bit i: cellsOfUnit(unit)[i]).
    Mask placesOf(int unit, int digit) const { return m_places[idx(unit * m_size + digit - 1)]; }
    // The cell at a place of a unit.
    int cellAt(int unit, int position) const { return m_geometry->cellsOfUnit(unit)[idx(position)]; }
    // A cell's place in one of its units (kind 0 row, 1 column, 2 box).
    int positionIn(int cell, UnitKind kind) const;
    // The empty cells of a unit, as places.
    Mask emptyPlaces(int unit) const { return m_empty[idx(unit)]; }
    // The cells at the places of a unit, in increasing order.
    std::vector<int> cellsAt(int unit, Mask places) const;

    // Strikes a candidate out (nothing when it is not one).
    void remove(int cell, int digit);

    bool operator==(const Marks &) const = default;

private:
    Shape m_shape;
    int m_size = 0;
    const Geometry *m_geometry = nullptr;
    std::vector<std::uint8_t> m_digits; // a cell's digit, 0 when empty
    std::vector<Mask> m_cells;          // a cell's candidates
    std::vector<Mask> m_places;         // unit * n + digit - 1: the digit's places in the unit
    std::vector<Mask> m_empty;          // a unit's empty places
};

// The unit of a kind holding a cell.
inline int unitOfKind(const Geometry &geometry, int cell, UnitKind kind)
{
    return geometry.unitsOfCell(cell)[static_cast<std::size_t>(kind)];
}

// The first unit in index order (rows, columns, boxes) holding both cells; -1 when none.
int sharedUnit(const Geometry &geometry, int a, int b);

} // namespace sudoku::anysize
