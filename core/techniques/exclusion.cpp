// SPDX-License-Identifier: GPL-3.0-or-later
// Aligned exclusion: two (or three) cells can only take digits that leave every cell seeing all
// of them a candidate — a cell of two candidates {a,b} seeing both forbids a in one and b in the
// other — and that do not repeat a digit in a unit. A digit of theirs that no allowed
// combination uses goes. Sudoku Explainer's aligned pair and triplet exclusion, in its order.

#include "techniques.h"

#include <bit>

namespace sudoku::techniques {
namespace {

// The cells Sudoku Explainer aligns: two candidates or more, no peer with a single candidate,
// and at least one peer of 2..`largest` candidates (an excluder), in reading order.
template <typename Layout>
struct AlignedCells {
    using CellSet = typename Layout::CellSet;
    std::array<int, Layout::MaxCells> cells{};
    int count = 0;
    CellSet set;
    std::array<CellSet, Layout::MaxCells> excluders{}; // by cell
};

template <typename Layout>
AlignedCells<Layout> alignedCells(const Analysis<Layout> &analysis, int largest)
{
    using CellSet = typename Layout::CellSet;
    CellSet singles;
    CellSet small; // 2..largest candidates
    for (const int cell : analysis.emptyCells) {
        const int count = countOf(analysis.candidatesOf(cell));
        if (count == 1)
            singles.add(cell);
        else if (count <= largest)
            small.add(cell);
    }
    AlignedCells<Layout> aligned;
    for (const int cell : analysis.emptyCells) {
        const CellSet excluders = analysis.layout.peerSet(cell) & small;
        if (countOf(analysis.candidatesOf(cell)) < 2 || analysis.layout.peerSet(cell).intersects(singles) || excluders.isEmpty())
            continue;
        aligned.cells[idx(aligned.count++)] = cell;
        aligned.set.add(cell);
        aligned.excluders[idx(cell)] = excluders;
    }
    return aligned;
}

constexpr int MaxAligned = 3;

// The step striking from `cells` every digit that no allowed combination of digits puts there:
// combinations that repeat no digit in two of the cells that see each other and leave each
// excluder a candidate. Nothing when every digit is used.
template <typename Layout>
std::optional<Step> exclusionStep(const Analysis<Layout> &analysis, Technique technique,
                                  const std::array<int, MaxAligned> &cells, int size,
                                  typename Layout::CellSet excluders)
{
    std::array<Candidates, MaxAligned> candidates{};
    for (int i = 0; i < size; ++i)
        candidates[idx(i)] = analysis.candidatesOf(cells[idx(i)]);
    std::array<unsigned, MaxPeerCount> excluderDigits{};
    int excluderCount = 0;
    for (const int excluder : excluders)
        excluderDigits[idx(excluderCount++)] = analysis.candidatesOf(excluder).bits();
    std::array<Candidates, MaxAligned> used{};
    // Whether a combination, digits[i] in cell i, repeats no digit in two cells that see each
    // other and leaves each excluder a candidate.
    const auto allowed = [&](const std::array<int, MaxAligned> &digits) {
        Candidates combination;
        for (int i = 0; i < size; ++i) {
            for (int j = i + 1; j < size; ++j) {
                if (digits[idx(i)] == digits[idx(j)] && analysis.layout.peerSet(cells[idx(i)]).contains(cells[idx(j)]))
                    return false;
            }
            combination.add(digits[idx(i)]);
        }
        for (int e = 0; e < excluderCount; ++e) {
            if ((excluderDigits[idx(e)] & ~unsigned{combination.bits()}) == 0)
                return false;
        }
        return true;
    };
    // A pair runs the third loop once, over a stand-in digit it never reads.
    const Candidates thirds = size == 3 ? candidates[2] : Candidates::single(1);
    for (const int d0 : candidates[0]) {
        for (const int d1 : candidates[1]) {
            for (const int d2 : thirds) {
                const std::array<int, MaxAligned> digits = {d0, d1, d2};
                if (!allowed(digits))
                    continue;
                for (int k = 0; k < size; ++k)
                    used[idx(k)].add(digits[idx(k)]);
            }
        }
    }
    Step step = newStep(analysis, technique);
    for (int i = 0; i < size; ++i) {
        for (const int digit : candidates[idx(i)] & ~used[idx(i)])
            step.eliminations.push_back({cells[idx(i)], digit});
    }
    if (step.eliminations.empty())
        return std::nullopt;
    step.technique = technique;
    step.cells.assign(cells.begin(), cells.begin() + size);
    for (const int excluder : excluders)
        step.cells.push_back(excluder);
    for (const int cell : step.cells) {
        addCandidatesOf(analysis, cell, step.candidates);
        step.digits |= analysis.candidatesOf(cell);
    }
    sortLists(step);
    return step;
}

} // namespace

// Sudoku Explainer's order: pairs of aligned cells (a, b), b in reading order, then a before
// it (the two need not see each other); for a triple, the third cell from the excluders of the
// first, then of the second, among the aligned cells.
template <typename Layout>
std::optional<Step> findAlignedExclusion(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    const int size = technique == Technique::AlignedPairExclusion ? 2 : 3;
    const AlignedCells<Layout> aligned = alignedCells(analysis, size);
    if (aligned.count < size)
        return std::nullopt;
    for (int b = 1; b < aligned.count; ++b) {
        for (int a = 0; a < b; ++a) {
            const int c0 = aligned.cells[idx(a)];
            const int c1 = aligned.cells[idx(b)];
            const CellSet both = aligned.excluders[idx(c0)] & aligned.excluders[idx(c1)];
            if (size == 2) {
                if (both.count() < 2)
                    continue;
                if (auto step = exclusionStep(analysis, technique, {c0, c1, -1}, 2, both))
                    return step;
                continue;
            }
            const CellSet pair = CellSet::of(c0) | CellSet::of(c1);
            const CellSet first = (aligned.excluders[idx(c0)] & aligned.set) - pair;
            const CellSet second = ((aligned.excluders[idx(c1)] - aligned.excluders[idx(c0)]) & aligned.set) - pair;
            for (const CellSet &thirds : {first, second}) {
                for (const int c2 : thirds) {
                    const CellSet all = both & aligned.excluders[idx(c2)];
                    if (all.count() < 2)
                        continue;
                    if (auto step = exclusionStep(analysis, technique, {c0, c1, c2}, 3, all))
                        return step;
                }
            }
        }
    }
    return std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findAlignedExclusion);

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyAlignedExclusion(const Step &step)
{
    const std::size_t size = step.technique == Technique::AlignedPairExclusion ? 2 : 3;
    if (step.cells.size() < size + 2 || step.eliminations.empty())
        return {};
    const std::vector<int> cells(step.cells.begin(), step.cells.begin() + static_cast<std::ptrdiff_t>(size));
    const std::vector<int> excluders(step.cells.begin() + static_cast<std::ptrdiff_t>(size), step.cells.end());
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "no way to fill %1 that repeats no digit in a unit and leaves "
                                                   "each of %2 (cells that see them all) a candidate uses the "
                                                   "candidates struck out"),
                  {arg::cells(cells), arg::cells(excluders)});
}

} // namespace sudoku::techniques
