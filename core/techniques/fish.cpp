// SPDX-License-Identifier: GPL-3.0-or-later
// Basic fish: a digit whose places in N rows all lie in N columns must take those columns'
// places in the rows, so leaves the rest of the columns — and the same with rows and columns
// swapped. Written once over a base kind of line and its crossing kind, for N = 2, 3, 4.
// Finned fish: the same but for a few places (the fins) in one box: if a fin holds the
// digit, the box's other cells do not; if none does, the fish stands. Either way the digit
// leaves the covers' cells in that box outside the base lines. Sashimi when, without the
// fins, a base line would keep fewer than two places (no fish at all without them).

#include "techniques.h"

#include <algorithm>
#include <bit>

namespace sudoku::techniques {
namespace {

int fishSize(Technique technique)
{
    switch (technique) {
    case Technique::XWing:
        return 2;
    case Technique::Swordfish:
        return 3;
    default:
        return 4;
    }
}

UnitKind crossingKind(UnitKind kind)
{
    return kind == UnitKind::Row ? UnitKind::Column : UnitKind::Row;
}

// The lines of a kind a mask names (bit i: line i), as units and as cells.
template <typename Layout>
std::vector<int> unitsOf(const Layout &layout, UnitKind kind, unsigned mask)
{
    std::vector<int> units;
    for (unsigned rest = mask; rest != 0; rest = withoutLowestBit(rest))
        units.push_back(layout.unitOf(kind, std::countr_zero(rest)));
    return units;
}

template <typename Layout>
typename Layout::CellSet cellsOf(const Layout &layout, UnitKind kind, unsigned mask)
{
    typename Layout::CellSet cells;
    for (unsigned rest = mask; rest != 0; rest = withoutLowestBit(rest))
        cells |= layout.unitSet(layout.unitOf(kind, std::countr_zero(rest)));
    return cells;
}

// The lines of a kind through a box (bit i: line i): its rows or its columns.
template <typename Layout>
unsigned linesThrough(const Layout &layout, int box, UnitKind kind)
{
    const Shape shape = layout.shape();
    const int boxesAcross = layout.size() / shape.boxColumns;
    if (kind == UnitKind::Column)
        return ((1U << shape.boxColumns) - 1) << ((box % boxesAcross) * shape.boxColumns);
    return ((1U << shape.boxRows) - 1) << ((box / boxesAcross) * shape.boxRows);
}

// The places of `digit` in base lines `lines` (as places of a line: bit i in crossing line
// i), or nothing when a line has fewer than `least` of them.
template <typename Layout>
std::optional<unsigned> basePlaces(const Analysis<Layout> &analysis, int digit, UnitKind baseKind, unsigned lines,
                                   int least)
{
    unsigned places = 0;
    for (unsigned rest = lines; rest != 0; rest = withoutLowestBit(rest)) {
        const unsigned here = analysis.placesOf(analysis.layout.unitOf(baseKind, std::countr_zero(rest)), digit);
        if (countOf(here) < least)
            return std::nullopt;
        places |= here;
    }
    return places;
}

// A fish step: base lines, covers (crossing lines), the digit's cells in the base lines and
// what it strikes.
template <typename Layout>
Step fishStep(const Analysis<Layout> &analysis, Technique technique, int digit, UnitKind baseKind, unsigned lines,
              unsigned covers, typename Layout::CellSet fish, typename Layout::CellSet struck)
{
    Step step = newStep(analysis, technique);
    addCellDigits(step.eliminations, struck, digit);
    step.units = unitsOf(analysis.layout, baseKind, lines);
    step.coverUnits = unitsOf(analysis.layout, crossingKind(baseKind), covers);
    step.cells = cellList(fish);
    addCellDigits(step.candidates, fish, digit);
    step.digits = Candidates::single(digit);
    return step;
}

// The fish on `digit` with base lines `lines` (bit i: line i of the base kind), when the
// digit's places there lie in as many cover lines and some of the covers' other places go.
template <typename Layout>
std::optional<Step> basicFishStep(const Analysis<Layout> &analysis, Technique technique, int digit, UnitKind baseKind,
                                  unsigned lines)
{
    using CellSet = typename Layout::CellSet;
    const std::optional<unsigned> places = basePlaces(analysis, digit, baseKind, lines, 2);
    if (!places || countOf(*places) != countOf(lines))
        return std::nullopt;
    const CellSet base = cellsOf(analysis.layout, baseKind, lines);
    const CellSet struck = (analysis.cellsWith(digit) & cellsOf(analysis.layout, crossingKind(baseKind), *places)) - base;
    if (struck.isEmpty())
        return std::nullopt;
    return fishStep(analysis, technique, digit, baseKind, lines, *places, analysis.cellsWith(digit) & base, struck);
}

// The finned fish on `digit` with base lines `lines`: for each box the fins could lie in, the
// covers are the lines outside that box's stack (or band) that the places use, and as many
// of those through the box as make N.
template <typename Layout>
std::optional<Step> finnedFishStep(const Analysis<Layout> &analysis, Technique technique, int size, int digit,
                                   UnitKind baseKind, unsigned lines)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    const UnitKind coverKind = crossingKind(baseKind);
    const std::optional<unsigned> places = basePlaces(analysis, digit, baseKind, lines, 1);
    if (!places || countOf(*places) <= size)
        return std::nullopt; // a basic fish, or none
    const CellSet base = cellsOf(layout, baseKind, lines);
    const CellSet fish = analysis.cellsWith(digit) & base;
    for (int box = 0; box < layout.size(); ++box) {
        const CellSet boxCells = layout.unitSet(layout.unitOf(UnitKind::Box, box));
        // The box's crossing lines, as places of a base line.
        const unsigned through = linesThrough(layout, box, coverKind);
        const unsigned outside = *places & ~through;
        const int needed = size - countOf(outside);
        if (needed < 0 || (fish & boxCells).isEmpty())
            continue;
        const unsigned inside = *places & through;
        // Every choice of `needed` covers among the box's lines the places use.
        for (unsigned chosen = inside;; chosen = (chosen - 1) & inside) {
            if (countOf(chosen) == needed) {
                const unsigned covers = outside | chosen;
                const CellSet cover = cellsOf(layout, coverKind, covers);
                const CellSet fins = fish - cover;
                const CellSet struck = (analysis.cellsWith(digit) & cover & boxCells) - base;
                if (!fins.isEmpty() && (fins - boxCells).isEmpty() && !struck.isEmpty())
                    return fishStep(analysis, technique, digit, baseKind, lines, covers, fish, struck);
            }
            if (chosen == 0)
                break;
        }
    }
    return std::nullopt;
}

} // namespace

// Finned and sashimi fish, on rows as base lines, then columns; rated as the Nishio forcing
// chain Sudoku Explainer, which does not name them, needs for a grouped X-chain: 7.5 for an
// X-Wing, 7.6 for a swordfish, 7.7 for a jellyfish.
template <typename Layout>
std::optional<Step> findFinnedFish(const Analysis<Layout> &analysis, Technique technique)
{
    const int size = technique == Technique::FinnedXWing ? 2 : technique == Technique::FinnedSwordfish ? 3 : 4;
    for (const UnitKind baseKind : {UnitKind::Row, UnitKind::Column}) {
        const auto stepOf = [&](unsigned lines) -> std::optional<Step> {
            for (int digit = 1; digit <= analysis.size(); ++digit) {
                if (auto step = finnedFishStep(analysis, technique, size, digit, baseKind, lines)) {
                    step->difficulty = techniqueInfo(technique).difficulty;
                    return step;
                }
            }
            return std::nullopt;
        };
        if (auto step = firstStepOfSubsets(size, analysis.size(), stepOf))
            return step;
    }
    return std::nullopt;
}

// Sudoku Explainer's fish: columns as base lines, then rows; the combinations of N lines in
// its order (forEachSubset), digits 1-n for each — leaving out a digit placed so often that
// fewer than 2N of its places are left in each kind of line.
template <typename Layout>
std::optional<Step> findFish(const Analysis<Layout> &analysis, Technique technique)
{
    const int size = fishSize(technique);
    const int n = analysis.size();
    for (const UnitKind baseKind : {UnitKind::Column, UnitKind::Row}) {
        const auto stepOf = [&](unsigned lines) -> std::optional<Step> {
            for (int digit = 1; digit <= n; ++digit) {
                if (analysis.placedCount[idx(digit - 1)] + 2 * size > n)
                    continue;
                if (auto step = basicFishStep(analysis, technique, digit, baseKind, lines))
                    return step;
            }
            return std::nullopt;
        };
        if (auto step = firstStepOfSubsets(size, n, stepOf))
            return step;
    }
    return std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findFinnedFish);
SUDOKU_FINDER_ON_LAYOUTS(findFish);

} // namespace sudoku::techniques

namespace sudoku::techniques {

// "5 in rows 2 and 6 lies only in columns 3 and 7 and in the fin r6c8 (box 6): if the fin holds
// 5, nothing else in box 6 does; if not, columns 3 and 7 hold it in rows 2 and 6. Either way
// r4c7 - 5". The fins are the fish's places outside the covers.
Phrase whyFinnedFish(const Step &step)
{
    if (step.units.empty() || step.coverUnits.empty() || step.candidates.empty())
        return {};
    std::vector<int> fins;
    bool sashimi = false;
    for (const int line : step.units) {
        int covered = 0;
        for (const CellDigit &candidate : step.candidates) {
            if (!unitSet[idx(line)].contains(candidate.cell))
                continue;
            const bool inCover = std::any_of(step.coverUnits.begin(), step.coverUnits.end(), [&](int cover) {
                return unitSet[idx(cover)].contains(candidate.cell);
            });
            if (inCover)
                ++covered;
            else
                fins.push_back(candidate.cell);
        }
        sashimi = sashimi || covered < 2;
    }
    if (fins.empty())
        return {};
    const PhraseArg digit = arg::digit(step.digits.first());
    const PhraseArg box = arg::unit(boxUnit(boxOf(fins.front())));
    return phrase(sashimi ? SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2 lies only in %3 and in the fins %4, in %5 "
                                                             "(a sashimi fish: without the fins a line would keep "
                                                             "one place): if a fin holds %1, nothing else in %5 "
                                                             "does; if not, %3 hold it in %2")
                          : SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2 lies only in %3 and in the fins %4, in %5: "
                                                             "if a fin holds %1, nothing else in %5 does; if not, "
                                                             "%3 hold it in %2"),
                  {digit, arg::units(step.units), arg::units(step.coverUnits), arg::cells(fins), box});
}

Phrase whyFish(const Step &step)
{
    if (step.units.empty() || step.coverUnits.empty())
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2 lies only in %3"),
                  {arg::digit(step.digits.first()), arg::units(step.units), arg::units(step.coverUnits)});
}

} // namespace sudoku::techniques
