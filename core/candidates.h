// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Candidates: a set of digits as a bit mask, the currency of every algorithm here.
//
//   bit:    24 ... 9 8 7 6 5 4 3 2 1 0
//   digit:  25 ... 10 9 8 7 6 5 4 3 2 1      (bit d-1 is digit d)
//
// Nine bits on the classic board, up to 25 on the largest (geometry.h, Shape). A plain
// value; copy it freely, across threads too. Every `digit` argument is 1..25. Complements
// (operator~) hold every digit up to 25: intersect them with a set of the board's size.

#include <bit>
#include <cstdint>

namespace sudoku {

class Candidates {
public:
    static constexpr std::uint32_t AllBits = 0x1FFFFFF; // digits 1..25
    static constexpr std::uint32_t ClassicBits = 0x1FF; // digits 1..9

    constexpr Candidates() = default;
    // Digits 1..9: every digit of the classic board.
    static constexpr Candidates all() { return fromBits(ClassicBits); }
    // Digits 1..size: every digit of a board of that size.
    static constexpr Candidates all(int size) { return fromBits((1u << size) - 1u); }
    static constexpr Candidates none() { return {}; }
    static constexpr Candidates single(int digit) { return fromBits(bitOf(digit)); }
    static constexpr Candidates fromBits(unsigned bits)
    {
        Candidates c;
        c.m_bits = bits & AllBits;
        return c;
    }

    constexpr std::uint32_t bits() const { return m_bits; }
    constexpr bool contains(int digit) const { return (m_bits & bitOf(digit)) != 0; }
    constexpr int count() const { return std::popcount(m_bits); }
    constexpr bool isEmpty() const { return m_bits == 0; }
    // True when exactly one digit remains (a naked single).
    constexpr bool isSingle() const { return m_bits != 0 && (m_bits & (m_bits - 1)) == 0; }
    // The lowest digit in the set; 0 when empty. For a single, its only digit.
    constexpr int first() const { return m_bits == 0 ? 0 : std::countr_zero(m_bits) + 1; }

    constexpr void add(int digit) { m_bits |= bitOf(digit); }
    constexpr void remove(int digit) { m_bits &= ~bitOf(digit); }
    constexpr void toggle(int digit) { m_bits ^= bitOf(digit); }

    constexpr Candidates operator&(Candidates o) const { return fromBits(m_bits & o.m_bits); }
    constexpr Candidates operator|(Candidates o) const { return fromBits(m_bits | o.m_bits); }
    constexpr Candidates operator~() const { return fromBits(~static_cast<unsigned>(m_bits)); }
    constexpr Candidates &operator&=(Candidates o) { return *this = *this & o; }
    constexpr Candidates &operator|=(Candidates o) { return *this = *this | o; }
    constexpr bool operator==(const Candidates &) const = default;

    // Iterates the digits in increasing order: for (int d : candidates) ...
    class Iterator {
    public:
        constexpr explicit Iterator(std::uint32_t bits) : m_rest(bits) {}
        constexpr int operator*() const { return std::countr_zero(m_rest) + 1; }
        constexpr Iterator &operator++()
        {
            m_rest &= m_rest - 1; // clear the lowest bit
            return *this;
        }
        constexpr bool operator==(const Iterator &) const = default;

    private:
        std::uint32_t m_rest;
    };
    constexpr Iterator begin() const { return Iterator(m_bits); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    static constexpr std::uint32_t bitOf(int digit) { return 1u << (digit - 1); }

    std::uint32_t m_bits = 0;
};

} // namespace sudoku
