// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// CellSet: a set of cells as an 81-bit mask, the currency of the technique finders — "the
// cells of row 4 where 7 is a candidate" is one AND, "the cells that see both r1c1 and
// r5c5" another. Inside core/ only.
//
//   word:  m_low                          m_high
//   bit:   63 62 ...  1  0                16 15 ...  1  0
//   cell:  63 62 ...  1  0                80 79 ... 65 64      (bit i = cell i, then 64 + i)
//
// A plain value of 16 bytes; the tables below are constexpr, safe from any thread.

#include "geometry.h"

#include <array>
#include <bit>
#include <cstdint>

namespace sudoku {

// The number of bits set in a word, by adding neighbouring bit fields in parallel (the SWAR
// population count): the baseline x86-64 target has no popcount instruction, and there
// std::popcount is a library call that dominated the finders' time.
constexpr int bitsSet(std::uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555u;                                // 2-bit sums
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);    // 4-bit sums
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;                           // byte sums
    return static_cast<int>((x * 0x0101010101010101u) >> 56);           // all bytes, in the top one
}

class CellSet {
public:
    constexpr CellSet() = default;
    static constexpr CellSet of(int cell)
    {
        CellSet set;
        set.add(cell);
        return set;
    }

    constexpr bool contains(int cell) const
    {
        return cell < 64 ? (m_low >> cell) & 1u : (m_high >> (cell - 64)) & 1u;
    }
    constexpr void add(int cell)
    {
        if (cell < 64)
            m_low |= std::uint64_t{1} << cell;
        else
            m_high |= std::uint64_t{1} << (cell - 64);
    }
    constexpr void remove(int cell)
    {
        if (cell < 64)
            m_low &= ~(std::uint64_t{1} << cell);
        else
            m_high &= ~(std::uint64_t{1} << (cell - 64));
    }

    constexpr bool isEmpty() const { return (m_low | m_high) == 0; }
    // Exactly one cell: cheaper than count() == 1, which the chains ask all the time.
    constexpr bool isSingle() const
    {
        return m_low != 0 ? (m_low & (m_low - 1)) == 0 && m_high == 0
                          : m_high != 0 && (m_high & (m_high - 1)) == 0;
    }
    // At most one cell.
    constexpr bool hasAtMostOne() const { return isEmpty() || isSingle(); }
    constexpr int count() const { return bitsSet(m_low) + bitsSet(m_high); }
    // The lowest cell; -1 when empty.
    constexpr int first() const
    {
        if (m_low != 0)
            return std::countr_zero(m_low);
        return m_high != 0 ? 64 + std::countr_zero(m_high) : -1;
    }
    constexpr bool isSubsetOf(CellSet other) const { return (*this - other).isEmpty(); }
    constexpr bool intersects(CellSet other) const { return !(*this & other).isEmpty(); }

    constexpr CellSet operator&(CellSet o) const
    {
        return make(m_low & o.m_low, m_high & o.m_high);
    }
    constexpr CellSet operator|(CellSet o) const
    {
        return make(m_low | o.m_low, m_high | o.m_high);
    }
    // Set difference: the cells of this set that `o` lacks.
    constexpr CellSet operator-(CellSet o) const
    {
        return make(m_low & ~o.m_low, m_high & ~o.m_high);
    }
    constexpr CellSet &operator&=(CellSet o) { return *this = *this & o; }
    constexpr CellSet &operator|=(CellSet o) { return *this = *this | o; }
    constexpr CellSet &operator-=(CellSet o) { return *this = *this - o; }
    constexpr bool operator==(const CellSet &) const = default;
    // The cells as one number, for hashing: cells 0-63 and 64-80 folded together.
    constexpr std::uint64_t fingerprint() const { return m_low ^ (m_high * 0x9E3779B97F4A7C15u); }

    // Iterates the cells in increasing order: for (int cell : set) ...
    class Iterator {
    public:
        constexpr Iterator(std::uint64_t low, std::uint64_t high) : m_low(low), m_high(high) {}
        constexpr int operator*() const
        {
            return m_low != 0 ? std::countr_zero(m_low) : 64 + std::countr_zero(m_high);
        }
        constexpr Iterator &operator++()
        {
            if (m_low != 0)
                m_low &= m_low - 1; // clear the lowest bit
            else
                m_high &= m_high - 1;
            return *this;
        }
        constexpr bool operator==(const Iterator &) const = default;

    private:
        std::uint64_t m_low;
        std::uint64_t m_high;
    };
    constexpr Iterator begin() const { return {m_low, m_high}; }
    constexpr Iterator end() const { return {0, 0}; }

private:
    static constexpr CellSet make(std::uint64_t low, std::uint64_t high)
    {
        CellSet set;
        set.m_low = low;
        set.m_high = high;
        return set;
    }

    std::uint64_t m_low = 0;
    std::uint64_t m_high = 0;
};

namespace detail {

constexpr std::array<CellSet, UnitCount> makeUnitSets()
{
    std::array<CellSet, UnitCount> table{};
    for (std::size_t unit = 0; unit < table.size(); ++unit) {
        for (const std::uint8_t cell : cellsOfUnit[unit])
            table[unit].add(cell);
    }
    return table;
}

constexpr std::array<CellSet, CellCount> makePeerSets()
{
    std::array<CellSet, CellCount> table{};
    for (std::size_t cell = 0; cell < table.size(); ++cell) {
        for (const std::uint8_t peer : peersOfCell[cell])
            table[cell].add(peer);
    }
    return table;
}

} // namespace detail

// unitSet[unit]: the 9 cells of a unit.
inline constexpr auto unitSet = detail::makeUnitSets();
// peerSet[cell]: the 20 peers of a cell (not the cell itself).
inline constexpr auto peerSet = detail::makePeerSets();

} // namespace sudoku
