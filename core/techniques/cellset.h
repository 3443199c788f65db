// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// CellSet: a set of cells as a bit mask, the currency of the technique finders — "the cells
// of row 4 where 7 is a candidate" is one AND, "the cells that see both r1c1 and r5c5"
// another. Inside core/ only.
//
//   word:  0                              1                 ...
//   bit:   63 62 ...  1  0                63 ...  1  0
//   cell:  63 62 ...  1  0               127 ... 65 64           (bit i of word w: cell 64w + i)
//
// The classic board's CellSet is two words (16 bytes); the general layout's (layout.h) ten,
// for the 625 cells of 25×25. Plain values; the tables below are constexpr, safe from any
// thread.

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

// A set of cells of a board of up to 64 × Words cells: bit i of word w is cell 64w + i. The
// classic board's CellSet has two words; the general layout's (layout.h) ten, for 25×25.
template <int Words>
class BasicCellSet {
public:
    static constexpr int Capacity = 64 * Words;
    static constexpr std::size_t WordCount = Words;

    constexpr BasicCellSet() = default;
    static constexpr BasicCellSet of(int cell)
    {
        BasicCellSet set;
        set.add(cell);
        return set;
    }

    constexpr bool contains(int cell) const { return (m_words[word(cell)] >> bit(cell)) & 1u; }
    constexpr void add(int cell) { m_words[word(cell)] |= std::uint64_t{1} << bit(cell); }
    constexpr void remove(int cell) { m_words[word(cell)] &= ~(std::uint64_t{1} << bit(cell)); }

    constexpr bool isEmpty() const
    {
        std::uint64_t any = 0;
        for (const std::uint64_t w : m_words)
            any |= w;
        return any == 0;
    }
    // Exactly one cell: cheaper than count() == 1, which the chains ask all the time.
    constexpr bool isSingle() const
    {
        bool seen = false;
        for (const std::uint64_t w : m_words) {
            if (w == 0)
                continue;
            if (seen || (w & (w - 1)) != 0)
                return false;
            seen = true;
        }
        return seen;
    }
    // At most one cell.
    constexpr bool hasAtMostOne() const { return isEmpty() || isSingle(); }
    constexpr int count() const
    {
        int n = 0;
        for (const std::uint64_t w : m_words)
            n += bitsSet(w);
        return n;
    }
    // The lowest cell; -1 when empty.
    constexpr int first() const
    {
        for (std::size_t i = 0; i < WordCount; ++i) {
            if (m_words[i] != 0)
                return static_cast<int>(64 * i) + std::countr_zero(m_words[i]);
        }
        return -1;
    }
    constexpr bool isSubsetOf(BasicCellSet other) const { return (*this - other).isEmpty(); }
    constexpr bool intersects(BasicCellSet other) const { return !(*this & other).isEmpty(); }

    constexpr BasicCellSet operator&(BasicCellSet o) const { return o &= *this; }
    constexpr BasicCellSet operator|(BasicCellSet o) const { return o |= *this; }
    // Set difference: the cells of this set that `o` lacks.
    constexpr BasicCellSet operator-(BasicCellSet o) const
    {
        BasicCellSet set = *this;
        return set -= o;
    }
    constexpr BasicCellSet &operator&=(BasicCellSet o)
    {
        for (std::size_t i = 0; i < WordCount; ++i)
            m_words[i] &= o.m_words[i];
        return *this;
    }
    constexpr BasicCellSet &operator|=(BasicCellSet o)
    {
        for (std::size_t i = 0; i < WordCount; ++i)
            m_words[i] |= o.m_words[i];
        return *this;
    }
    constexpr BasicCellSet &operator-=(BasicCellSet o)
    {
        for (std::size_t i = 0; i < WordCount; ++i)
            m_words[i] &= ~o.m_words[i];
        return *this;
    }
    constexpr bool operator==(const BasicCellSet &) const = default;
    // The cells as one number, for hashing: the words folded together.
    constexpr std::uint64_t fingerprint() const
    {
        std::uint64_t hash = m_words[0];
        for (std::size_t i = 1; i < WordCount; ++i)
            hash ^= m_words[i] * (0x9E3779B97F4A7C15u + 2 * (i - 1));
        return hash;
    }

    // Iterates the cells in increasing order: for (int cell : set) ...
    class Iterator {
    public:
        constexpr Iterator(const BasicCellSet *set, std::size_t index) : m_set(set), m_index(index)
        {
            if (m_set)
                m_rest = m_set->m_words[0];
            skipEmptyWords();
        }
        constexpr int operator*() const { return static_cast<int>(64 * m_index) + std::countr_zero(m_rest); }
        constexpr Iterator &operator++()
        {
            m_rest &= m_rest - 1; // clear the lowest bit
            skipEmptyWords();
            return *this;
        }
        constexpr bool operator==(const Iterator &o) const { return m_index == o.m_index && m_rest == o.m_rest; }

    private:
        constexpr void skipEmptyWords()
        {
            while (m_rest == 0 && m_index < WordCount) {
                if (++m_index < WordCount)
                    m_rest = m_set->m_words[m_index];
            }
        }

        const BasicCellSet *m_set;
        std::size_t m_index;
        std::uint64_t m_rest = 0;
    };
    constexpr Iterator begin() const { return {this, 0}; }
    constexpr Iterator end() const { return {nullptr, WordCount}; }

private:
    static constexpr std::size_t word(int cell) { return static_cast<std::size_t>(cell) / 64; }
    static constexpr int bit(int cell) { return cell % 64; }

    std::array<std::uint64_t, WordCount> m_words{};
};

// The classic board's cells, 0..80 in two words.
using CellSet = BasicCellSet<2>;

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
