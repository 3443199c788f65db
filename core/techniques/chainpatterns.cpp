// SPDX-License-Identifier: GPL-3.0-or-later
// The chaining engine (chaining.h): inside a dynamic chain's propagation, the patterns it
// applies between its steps as Sudoku Explainer does — locked candidates, hidden and naked
// pairs, X-Wings — each looked for only where the chain can have made one.

#include "chaining.h"

#include "techniques.h"
#include "variant.h"

#include <bit>
#include <array>
#include <memory>
#include <utility>

namespace sudoku::techniques {
namespace {

// Sudoku Explainer's order of the pairs of a set of n: by highest element, then the lower
// one (0-1, 0-2, 1-2, 0-3, ...; Gosper's enumeration of two-bit masks).
template <typename Visit>
void forEachPair(int n, Visit &&visit)
{
    for (int high = 1; high < n; ++high) {
        for (int low = 0; low < high; ++low)
            visit(low, high);
    }
}

// The offs of a pattern found on a propagation's board: what it strikes out, resting on the
// offs (relative to where the propagation began) that made the pattern.
struct PatternOffs {
    std::vector<int> struck;  // candidates
    std::vector<int> parents; // candidates that are off in the propagation
    Step step;                // the pattern, for the explanation
};

template <typename Layout>
Step patternStep(const Layout &layout, Technique technique, const std::vector<int> &struck, std::vector<int> units,
                 std::vector<int> cells, Candidates digits)
{
    Step step;
    step.technique = technique;
    step.shape = layout.shape();
    step.difficulty = techniqueInfo(technique).difficulty;
    for (const int candidate : struck)
        step.eliminations.push_back({cellOfCandidate<Layout>(candidate), digitOfCandidate<Layout>(candidate)});
    step.units = std::move(units);
    step.cells = std::move(cells);
    step.digits = digits;
    for (const int cell : step.cells) {
        for (const int digit : digits)
            step.candidates.push_back({cell, digit});
    }
    sortLists(step);
    return step;
}

// Sudoku Explainer's "Locking": pointing and claiming, every one that applies.
template <typename Layout>
void lockingPatterns(const CandidateGrid<Layout> &grid, const CandidateGrid<Layout> &source,
                     std::vector<PatternOffs> &found)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = grid.layout;
    const int size = layout.size();
    constexpr std::array<std::pair<UnitKind, UnitKind>, 4> kinds = {{{UnitKind::Box, UnitKind::Column},
                                                                     {UnitKind::Box, UnitKind::Row},
                                                                     {UnitKind::Column, UnitKind::Box},
                                                                     {UnitKind::Row, UnitKind::Box}}};
    for (const auto &[baseKind, coverKind] : kinds) {
        for (int digit = 1; digit <= layout.size(); ++digit) {
            const CellSet cells = grid.digits[idx(digit - 1)];
            const CellSet gone = source.digits[idx(digit - 1)] - cells;
            if (gone.isEmpty())
                continue;
            for (int i = 0; i < size; ++i) {
                const int base = layout.unitOf(baseKind, i);
                // Its premises are the digit's places the chain removed from the base.
                if (!gone.intersects(layout.unitSet(base)))
                    continue;
                const CellSet places = cells & layout.unitSet(base);
                if (places.hasAtMostOne())
                    continue;
                // Two places or more lie in one unit of the cover's kind at most: the first's.
                const int cover = layout.unitHolding(places.first(), coverKind);
                if (!places.isSubsetOf(layout.unitSet(cover)))
                    continue;
                const CellSet struck = (cells & layout.unitSet(cover)) - layout.unitSet(base);
                if (struck.isEmpty())
                    continue;
                PatternOffs offs;
                for (const int c : struck)
                    offs.struck.push_back(candidateOf<Layout>(c, digit));
                for (const int c : (gone & layout.unitSet(base)) - layout.unitSet(cover))
                    offs.parents.push_back(candidateOf<Layout>(c, digit));
                if (offs.parents.empty())
                    continue;
                offs.step = patternStep(layout, baseKind == UnitKind::Box ? Technique::LockedCandidatesPointing
                                                                  : Technique::LockedCandidatesClaiming,
                                        offs.struck, {base}, cellList(places), Candidates::single(digit));
                offs.step.coverUnits = {cover};
                found.push_back(std::move(offs));
            }
        }
    }
}

constexpr std::array<UnitKind, 3> subsetOrder = {UnitKind::Box, UnitKind::Column, UnitKind::Row};

// Hidden pairs (in units with more than four empty cells), every one that applies.
template <typename Layout>
void hiddenPairPatterns(const CandidateGrid<Layout> &grid, const CandidateGrid<Layout> &source,
                        typename Layout::CellSet empty, std::vector<PatternOffs> &found)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = grid.layout;
    const int size = layout.size();
    // The places the chain removed, by digit, and the cells they were in.
    std::array<CellSet, Layout::MaxDigits> gone{};
    CellSet anyGone;
    for (int d = 0; d < size; ++d) {
        gone[idx(d)] = source.digits[idx(d)] - grid.digits[idx(d)];
        anyGone |= gone[idx(d)];
    }
    for (const UnitKind kind : subsetOrder) {
        for (int i = 0; i < size; ++i) {
            const int unit = layout.unitOf(kind, i);
            if (!anyGone.intersects(layout.unitSet(unit)) || (empty & layout.unitSet(unit)).count() <= 4)
                continue;
            // Its premises are the two digits' places the chain removed from the unit.
            Candidates goneDigits;
            for (int d = 1; d <= size; ++d) {
                if (gone[idx(d - 1)].intersects(layout.unitSet(unit)))
                    goneDigits.add(d);
            }
            if (goneDigits.isEmpty())
                continue;
            // A hidden pair's two digits each have exactly two places, the same two.
            Candidates twoPlaces;
            for (int d = 1; d <= layout.size(); ++d) {
                if ((grid.digits[idx(d - 1)] & layout.unitSet(unit)).count() == 2)
                    twoPlaces.add(d);
            }
            if (countOf(twoPlaces) < 2)
                continue;
            forEachPair(size, [&](int low, int high) {
                const int d1 = low + 1;
                const int d2 = high + 1;
                if (!twoPlaces.contains(d1) || !twoPlaces.contains(d2))
                    return;
                if (!goneDigits.contains(d1) && !goneDigits.contains(d2))
                    return;
                const CellSet p1 = grid.digits[idx(d1 - 1)] & layout.unitSet(unit);
                const CellSet p2 = grid.digits[idx(d2 - 1)] & layout.unitSet(unit);
                if (p1 != p2)
                    return;
                PatternOffs offs;
                for (const int c : p1 | p2) {
                    for (const int d : grid.cells[idx(c)]) {
                        if (d != d1 && d != d2)
                            offs.struck.push_back(candidateOf<Layout>(c, d));
                    }
                }
                if (offs.struck.empty())
                    return;
                for (const int c : layout.unitSet(unit) - (p1 | p2)) {
                    for (const int d : {d1, d2}) {
                        if (source.has(c, d))
                            offs.parents.push_back(candidateOf<Layout>(c, d));
                    }
                }
                if (offs.parents.empty())
                    return;
                Candidates digits = Candidates::single(d1);
                digits.add(d2);
                offs.step = patternStep(layout, Technique::HiddenPair, offs.struck, {unit}, cellList(p1 | p2), digits);
                found.push_back(std::move(offs));
            });
        }
    }
}

// Naked pairs (in units with at least four empty cells), every one that applies.
template <typename Layout>
void nakedPairPatterns(const CandidateGrid<Layout> &grid, const CandidateGrid<Layout> &source,
                       typename Layout::CellSet empty, std::vector<PatternOffs> &found)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = grid.layout;
    const int size = layout.size();
    // A pair needs a premise: a cell the chain took candidates from.
    CellSet changed;
    for (int d = 0; d < layout.size(); ++d)
        changed |= source.digits[idx(d)] - grid.digits[idx(d)];
    for (const UnitKind kind : subsetOrder) {
        for (int i = 0; i < size; ++i) {
            const int unit = layout.unitOf(kind, i);
            if ((empty & layout.unitSet(unit)).count() < 4 || !changed.intersects(layout.unitSet(unit)))
                continue;
            // A naked pair's two cells each have exactly two candidates, the same two.
            unsigned twoCandidates = 0;
            for (int k = 0; k < size; ++k) {
                if (countOf(grid.cells[idx(layout.cellsOf(unit)[idx(k)])]) == 2)
                    twoCandidates |= 1u << k;
            }
            if (std::popcount(twoCandidates) < 2)
                continue;
            forEachPair(size, [&](int low, int high) {
                if (!((twoCandidates >> low) & (twoCandidates >> high) & 1u))
                    return;
                const int c1 = layout.cellsOf(unit)[idx(low)];
                const int c2 = layout.cellsOf(unit)[idx(high)];
                const Candidates a = grid.cells[idx(c1)];
                const Candidates b = grid.cells[idx(c2)];
                // Its premises are candidates the chain removed from the two cells.
                if (a == source.cells[idx(c1)] && b == source.cells[idx(c2)])
                    return;
                if (a != b)
                    return;
                PatternOffs offs;
                for (const int c : layout.unitSet(unit)) {
                    if (c == c1 || c == c2)
                        continue;
                    for (const int d : grid.cells[idx(c)] & (a | b))
                        offs.struck.push_back(candidateOf<Layout>(c, d));
                }
                if (offs.struck.empty())
                    return;
                for (const int c : {c1, c2}) {
                    for (const int d : source.cells[idx(c)] & ~(a | b))
                        offs.parents.push_back(candidateOf<Layout>(c, d));
                }
                if (offs.parents.empty())
                    return;
                offs.step = patternStep(layout, Technique::NakedPair, offs.struck, {unit}, {c1, c2}, a | b);
                found.push_back(std::move(offs));
            });
        }
    }
}

// X-Wings, columns then rows as base lines, every one that applies.
template <typename Layout>
void xWingPatterns(const CandidateGrid<Layout> &grid, const CandidateGrid<Layout> &source,
                   const Analysis<Layout> &analysis, std::vector<PatternOffs> &found)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = grid.layout;
    const int size = layout.size();
    // Only digits with four places or more left in the rows can make one.
    Candidates open;
    for (int digit = 1; digit <= size; ++digit) {
        int placed = 0;
        for (int u = 0; u < size; ++u)
            placed += analysis.placed[idx(layout.unitOf(UnitKind::Row, u))].contains(digit) ? 1 : 0;
        if (placed + 4 <= size && !(source.digits[idx(digit - 1)] - grid.digits[idx(digit - 1)]).isEmpty())
            open.add(digit);
    }
    if (open.isEmpty())
        return;
    for (const UnitKind baseKind : {UnitKind::Column, UnitKind::Row}) {
        const int firstBase = layout.unitOf(baseKind, 0);
        const UnitKind coverKind = baseKind == UnitKind::Column ? UnitKind::Row : UnitKind::Column;
        // For each digit, the base lines where it has exactly two places (both lines of an
        // X-Wing have: two cover lines hold all four) and those it has lost places from.
        std::array<std::uint32_t, Layout::MaxDigits> twoPlaces{};
        std::array<std::uint32_t, Layout::MaxDigits> lostPlaces{};
        for (const int digit : open) {
            const CellSet cells = grid.digits[idx(digit - 1)];
            const CellSet gone = source.digits[idx(digit - 1)] - cells;
            for (int i = 0; i < size; ++i) {
                const CellSet line = layout.unitSet(firstBase + i);
                if ((cells & line).count() == 2)
                    twoPlaces[idx(digit - 1)] |= std::uint32_t{1} << i;
                if (gone.intersects(line))
                    lostPlaces[idx(digit - 1)] |= std::uint32_t{1} << i;
            }
        }
        forEachPair(size, [&](int low, int high) {
            for (const int digit : open) {
                const std::uint32_t two = twoPlaces[idx(digit - 1)];
                const std::uint32_t lost = lostPlaces[idx(digit - 1)];
                // Its premises are places the chain removed from the base lines.
                if (((two >> low) & (two >> high) & 1u) == 0 || (((lost >> low) | (lost >> high)) & 1u) == 0)
                    continue;
                const int b1 = firstBase + low;
                const int b2 = firstBase + high;
                const CellSet cells = grid.digits[idx(digit - 1)];
                const CellSet p1 = cells & layout.unitSet(b1);
                const CellSet p2 = cells & layout.unitSet(b2);
                // The cover lines: those crossing the places, two of them, in index order.
                std::array<int, 2> covers{-1, -1};
                int coverCount = 0;
                for (const int c : p1 | p2) {
                    const int line = layout.unitHolding(c, coverKind);
                    if (line == covers[0] || line == covers[1])
                        continue;
                    if (coverCount == 2) {
                        coverCount = 3;
                        break;
                    }
                    covers[idx(coverCount++)] = line;
                }
                if (coverCount != 2)
                    continue;
                if (covers[0] > covers[1])
                    std::swap(covers[0], covers[1]);
                const CellSet cover = layout.unitSet(covers[0]) | layout.unitSet(covers[1]);
                const CellSet base = layout.unitSet(b1) | layout.unitSet(b2);
                const CellSet struck = (cells & cover) - base;
                if (struck.isEmpty())
                    continue;
                PatternOffs offs;
                for (const int c : struck)
                    offs.struck.push_back(candidateOf<Layout>(c, digit));
                for (const int c : ((source.digits[idx(digit - 1)] - cells) & base) - cover)
                    offs.parents.push_back(candidateOf<Layout>(c, digit));
                if (offs.parents.empty())
                    continue;
                offs.step = patternStep(layout, Technique::XWing, offs.struck, {b1, b2}, cellList(p1 | p2),
                                        Candidates::single(digit));
                offs.step.coverUnits = {covers[0], covers[1]};
                found.push_back(std::move(offs));
            }
        });
    }
}

// A killer's cages (cages.cpp): a cage whose cells lost candidates in the chain keeps, in
// each open cell, only the digits some filling of it from what is left uses. `known`: the
// fillings worked out before on the same board (analysis.grid), by cage and candidates.
template <typename Layout>
void cagePatterns(const CandidateGrid<Layout> &grid, const CandidateGrid<Layout> &source, const Analysis<Layout> &analysis,
                  CageFillings &known, std::vector<PatternOffs> &found)
{
    const auto &variant = analysis.grid.variant();
    if (!variant || variant->cages().empty() || analysis.grid.size() != 9) // killers are 9×9 (fillingsOf)
        return;
    // Enough for the searches of one step on the hardest killers; a bound all the same.
    constexpr std::size_t MostKnown = std::size_t{1} << 16;
    if (known.size() > MostKnown)
        known.clear();
    const auto &cages = variant->cages();
    for (std::size_t index = 0; index < cages.size(); ++index) {
        std::vector<int> open;
        std::vector<Candidates> candidates;
        int sum = cages[index].sum;
        bool lost = false;
        CageCandidates key{index, 0};
        for (const std::uint16_t c : cages[index].cells) {
            const int cell = c;
            if (!analysis.grid.isEmpty(cell)) {
                sum -= analysis.grid.digit(cell);
                continue;
            }
            key.addCell(open.size(), grid.cells[idx(cell)].bits());
            open.push_back(cell);
            candidates.push_back(grid.cells[idx(cell)]);
            lost = lost || grid.cells[idx(cell)] != source.cells[idx(cell)];
        }
        if (!lost || open.empty())
            continue;
        auto entry = known.find(key);
        if (entry == known.end())
            entry = known.emplace(key, fillingsOf(candidates, sum).used).first;
        const std::vector<Candidates> &used = entry->second;
        PatternOffs offs;
        for (std::size_t i = 0; i < open.size(); ++i) {
            for (const int digit : candidates[i] & ~used[i])
                offs.struck.push_back(candidateOf<Layout>(open[i], digit));
            for (const int digit : source.cells[idx(open[i])] & ~candidates[i])
                offs.parents.push_back(candidateOf<Layout>(open[i], digit));
        }
        if (offs.struck.empty())
            continue;
        Step step = newStep(analysis, Technique::CageCombination);
        step.difficulty = techniqueInfo(Technique::CageCombination).difficulty;
        fillSumStep(step, open, candidates, used, sum);
        offs.step = std::move(step);
        found.push_back(std::move(offs));
    }
}

} // namespace

template <typename Layout>
bool ChainingEngine<Layout>::applyPatterns(Propagation<Layout> &propagation, const ChainingRules &rules)
{
    if (rules.level < 1)
        return false;
    const CandidateGrid<Layout> &grid = propagation.m_grid;
    const CandidateGrid<Layout> &source = propagation.m_source;
    std::vector<PatternOffs> found;
    // Sudoku Explainer's rules in order; the first that applies with a premise the chain made.
    // A killer's cages after them (ours, not Sudoku Explainer's).
    for (int rule = 0; rule < 5; ++rule) {
        found.clear();
        switch (rule) {
        case 0:
            lockingPatterns(grid, source, found);
            break;
        case 1:
            hiddenPairPatterns(grid, source, m_analysis.emptyCells, found);
            break;
        case 2:
            nakedPairPatterns(grid, source, m_analysis.emptyCells, found);
            break;
        case 3:
            xWingPatterns(grid, source, m_analysis, found);
            break;
        default:
            cagePatterns(grid, source, m_analysis, m_cageFillings, found);
            break;
        }
        // Only patterns with a premise the chain made (the others were on the board before
        // it: no part of the chain) were kept.
        const bool any = !found.empty();
        for (PatternOffs &offs : found) {
            propagation.addPatternOffs(offs.struck, offs.parents, 0, [&] {
                return PatternRef<Layout>{std::make_shared<const Step>(std::move(offs.step)), nullptr, -1};
            });
        }
        if (any)
            return propagation.m_offHead < propagation.m_offQueue.size();
    }
    if (rules.level < 2)
        return false;
    // Then chains inside the chain.
    return applyInnerChains(propagation, rules.level);
}

template bool ChainingEngine<ClassicLayout>::applyPatterns(Propagation<ClassicLayout> &, const ChainingRules &);
template bool ChainingEngine<GeneralLayout>::applyPatterns(Propagation<GeneralLayout> &, const ChainingRules &);

} // namespace sudoku::techniques
