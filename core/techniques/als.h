// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Almost locked sets: the machinery behind ALS-XZ, the ALS-XY-Wing, ALS chains and the death
// blossom (als.cpp). Inside core/ only.
//
//   almost locked set (ALS)   N empty cells of one unit holding N + 1 digits between them
//                             (N = 1: a bivalue cell). Its cells take N different digits,
//                             so it lacks exactly one of its digits: lacking one, it holds
//                             every other.
//   restricted common (RCC)   a digit x of two disjoint sets whose cells holding x all see
//                             each other: at most one of the two holds x, so at least one
//                             lacks it and holds all its other digits.
//
// An AlsGraph is every ALS of a board up to MaxAlsSize cells, found once per search, with
// what each set's cells holding a digit see and every pair of sets linked by an RCC. About
// a thousand sets on a board where these techniques are tried; its few vectors are
// allocated once, when it is built.

#include "analysis.h"

#include <cstdint>
#include <span>
#include <vector>

namespace sudoku::techniques {

// The largest ALS looked for. Five cells (six digits) is where the sets a person can still
// take in end: an ALS of N cells in a unit of M empty cells is the complement of M - N cells
// holding the unit's other digits but one, so the big ones only mirror small patterns seen
// from the other side; and each size up multiplies the sets (up to C(9, N) a unit) and the
// pairs to link, for eliminations that the smaller sets found anyway on the puzzles measured
// (see als.cpp).
inline constexpr int MaxAlsSize = 5;

template <typename Layout>
struct AlmostLockedSet {
    typename Layout::CellSet cells;
    Candidates digits;      // size + 1 of them
    Candidates aims;        // its digits that some cell outside holds and sees in all its
                            // cells holding them: the digits it could help strike
    std::int16_t unit = -1; // the first unit holding all its cells: box, row, then column
    std::int8_t size = 0;   // its cells
    std::int32_t seesFrom = 0; // where its digits' seeing sets start in AlsGraph
};

// A restricted common link from one set to another: the digits both hold whose places in the
// two sets all see each other.
struct AlsLink {
    int other = 0;
    Candidates restricted;
};

template <typename Layout>
class AlsGraph {
public:
    using CellSet = typename Layout::CellSet;
    using Set = AlmostLockedSet<Layout>;

    // Every ALS of the board, smallest first (then by unit, boxes before rows before columns,
    // then cells in increasing order), and their links.
    explicit AlsGraph(const Analysis<Layout> &analysis);

    int count() const { return static_cast<int>(m_sets.size()); }
    const Set &set(int i) const { return m_sets[idx(i)]; }
    // The set's cells holding `digit`.
    CellSet cellsWith(int i, int digit) const { return set(i).cells & m_analysis.cellsWith(digit); }
    // The cells holding `digit` that see every cell of the set holding it: were the set sure
    // to hold `digit`, they could not. Empty for a digit the set lacks.
    CellSet seeing(int i, int digit) const
    {
        const Set &s = set(i);
        if (!s.digits.contains(digit))
            return {};
        // The digit's place among the set's digits, lowest first: how many of them are below it.
        const unsigned below = (1u << (digit - 1)) - 1u;
        return m_seeing[idx(s.seesFrom + countOf(s.digits.bits() & below))];
    }
    // The sets linked to set i, in increasing order, each with its restricted commons.
    std::span<const AlsLink> links(int i) const
    {
        return std::span<const AlsLink>(m_links).subspan(m_linksFrom[idx(i)],
                                                         m_linksFrom[idx(i) + 1] - m_linksFrom[idx(i)]);
    }
    // The sets holding `digit` whose first cell holding it is `cell`.
    std::span<const int> byFirstCell(int digit, int cell) const
    {
        const std::size_t key = idx((digit - 1) * m_analysis.layout.cellCount() + cell);
        return std::span<const int>(m_byFirst).subspan(m_byFirstFrom[key], m_byFirstFrom[key + 1] - m_byFirstFrom[key]);
    }
    // Whether set b holds `digit` only in cells that see every cell of set a holding it.
    bool seesAll(int a, int b, int digit) const { return cellsWith(b, digit).isSubsetOf(seeing(a, digit)); }
    const Analysis<Layout> &analysis() const { return m_analysis; }

private:
    void index();
    void link();

    const Analysis<Layout> &m_analysis;
    std::vector<Set> m_sets;
    std::vector<CellSet> m_seeing;          // per set, per digit it holds (increasing)
    std::vector<int> m_byFirst;             // set indexes by (digit, first cell holding it)
    std::vector<std::size_t> m_byFirstFrom; // digits × cells + 1
    std::vector<AlsLink> m_links;
    std::vector<std::size_t> m_linksFrom;
};

} // namespace sudoku::techniques
