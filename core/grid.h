// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Grid: the digits of a board of any shape (0 = empty), which of them are givens, and the
// rules they play by: the shape's, or a variant's (variant.h). A plain copyable value, a byte
// a cell (in place up to 81 cells: about 120 bytes for 9×9); the only thing copies share is
// the variant, which never changes, so it crosses threads as is.

#include "candidates.h"
#include "cellvalues.h"
#include "geometry.h"
#include "variant.h"

#include <array>
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
    // An empty classic 9×9 grid.
    Grid() = default;
    // An empty grid of that shape. Precondition: shape.isValid().
    explicit Grid(Shape shape) : m_shape(shape), m_cells(shape.cellCount()) {}
    // An empty grid of a variant's shape and rules; a null variant is the classic 9×9.
    explicit Grid(std::shared_ptr<const Variant> variant)
        : m_shape(variant ? variant->shape() : Shape::classic()),
          m_cells(variant ? variant->geometry().cellCount() : m_shape.cellCount()), m_variant(std::move(variant))
    {
    }

    Shape shape() const { return m_shape; }
    int size() const { return m_shape.size(); }
    // n², or a samurai's 369.
    int cellCount() const { return m_cells.size(); }
    // The tables of the grid's rules: its variant's, else its shape's.
    const Geometry &geometry() const { return m_variant ? m_variant->geometry() : geometryOf(m_shape); }
    // The variant it plays by; null for the shape's own rules.
    const std::shared_ptr<const Variant> &variant() const { return m_variant; }
    VariantKind variantKind() const { return m_variant ? m_variant->kind() : VariantKind::Classic; }
    // The same digits under another variant's rules (null: the shape's own). Precondition: of
    // the grid's shape and cell count (a samurai's grid is made with its variant).
    void setVariant(std::shared_ptr<const Variant> variant) { m_variant = std::move(variant); }
    // Classic Sudoku: 9×9 under the shape's own rules, what the step finder's fixed 9×9 layout
    // takes (the fast solver takes X-Sudoku and windoku too: solver.h).
    bool isClassic() const { return m_shape.isClassic() && !m_variant; }

    // Preconditions for every cell argument: 0 <= cell < cellCount(); for digits:
    // 0 <= digit <= size().
    int digit(int cell) const { return m_cells[static_cast<std::size_t>(cell)] & DigitBits; }
    bool isEmpty(int cell) const { return digit(cell) == 0; }
    bool isGiven(int cell) const { return (m_cells[static_cast<std::size_t>(cell)] & GivenBit) != 0; }

    // Sets a player's digit (0 clears); the cell stops being a given.
    void setDigit(int cell, int digit);
    // Sets a given (digit 0 clears the cell and its given flag).
    void setGiven(int cell, int digit);
    // Empties every cell that is not a given.
    void clearNonGivens();

    int givenCount() const;
    int filledCount() const;
    bool isFull() const { return filledCount() == cellCount(); }

    // Digits not yet held by any peer; empty for a filled cell.
    Candidates candidates(int cell) const;
    // Every pair of cells sharing a unit and a digit, sorted by (first, second).
    std::vector<Conflict> conflicts() const;
    bool hasConflicts() const;
    // The first killer cage whose digits can no longer add up to its sum: more than it
    // already, or too little for its empty cells to make up with different digits. -1 when
    // none (and on every other variant).
    int brokenCage() const;
    // Every such cage, in order.
    std::vector<int> brokenCages() const;
    // The digits `cell` may hold as far as its killer cage goes: those of the cage's digit sets
    // (Variant::cageSets) that hold every digit placed in it, less the digits placed. Every
    // digit when the cell is in no cage (and on every other variant).
    Candidates cageAllows(int cell) const;
    // Full, without conflicts, every cage's sum kept.
    bool isSolved() const { return isFull() && !hasConflicts() && brokenCage() < 0; }
    // Full, without conflicts, and holding every digit that `puzzle` holds.
    bool isSolutionOf(const Grid &puzzle) const;

    // The puzzle alone: givens kept, every other cell empty.
    Grid givensOnly() const;

    // The same digits, givens and rules.
    bool operator==(const Grid &other) const
    {
        return m_shape == other.m_shape && m_cells == other.m_cells && sameRules(m_variant, other.m_variant);
    }

private:
    // A cell's byte: its digit, and whether it is a given.
    //   bit:  7      6 5   4 3 2 1 0
    //         given  -     digit 0..25
    static constexpr std::uint8_t DigitBits = 0x1F;
    static constexpr std::uint8_t GivenBit = 0x80;

    Shape m_shape;
    CellValues<std::uint8_t> m_cells;
    std::shared_ptr<const Variant> m_variant;
};

} // namespace sudoku
