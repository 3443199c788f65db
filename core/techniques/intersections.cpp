// SPDX-License-Identifier: GPL-3.0-or-later
// Locked candidates: where a box and a line cross, a digit confined to the crossing in one of
// them is confined to it in the other too. One rule over a base unit and a cover unit:
// pointing takes a box as the base and a line as the cover, claiming the other way round.
//
// The direct forms (Sudoku Explainer's singles aid) look one step further: with the digit gone
// from the rest of the cover, another base unit crossing the cover may have one place left for
// it. They place that digit and strike nothing, as Sudoku Explainer applies them.
//
// A variant's extra units cross the others too (a diagonal a box, a window a row or a box):
// after the box-line crossings, the same rule over every pair of units one of which is extra,
// pointing from a box or window, claiming from a line or diagonal.

#include "techniques.h"

#include <array>
#include <cstddef>
#include <span>
#include <utility>

namespace sudoku::techniques {
namespace {

struct Crossing {
    UnitKind base;
    UnitKind cover;
};

// Sudoku Explainer's order: a box with the columns, then with the rows (pointing); a column
// with the boxes, then a row with the boxes (claiming).
constexpr Crossing pointing[] = {{UnitKind::Box, UnitKind::Column}, {UnitKind::Box, UnitKind::Row}};
constexpr Crossing claiming[] = {{UnitKind::Column, UnitKind::Box}, {UnitKind::Row, UnitKind::Box}};

// The pattern of a locked digit: in `base`, `digit` lies only in `locked`, all in `cover`.
template <typename Layout>
Step lockedStep(const Analysis<Layout> &analysis, Technique technique, int digit, int base, int cover,
                typename Layout::CellSet locked)
{
    Step step = newStep(analysis, technique);
    step.units = {base};
    step.coverUnits = {cover};
    step.cells = cellList(locked);
    addCellDigits(step.candidates, locked, digit);
    step.digits = Candidates::single(digit);
    return step;
}

// The step striking `digit` from the cover outside `base`; nothing when it is nowhere there.
template <typename Layout>
std::optional<Step> eliminationStep(const Analysis<Layout> &analysis, Technique technique, int digit, int base,
                                    int cover, typename Layout::CellSet locked)
{
    const Layout &layout = analysis.layout;
    const typename Layout::CellSet struck = (analysis.cellsWith(digit) & layout.unitSet(cover)) - layout.unitSet(base);
    if (struck.isEmpty())
        return std::nullopt;
    Step step = lockedStep(analysis, technique, digit, base, cover, locked);
    addCellDigits(step.eliminations, struck, digit);
    return step;
}

// The direct step: the digit, gone from the cover outside `base`, has one place left in
// `other`, a unit of the base's kind crossing the cover; it goes there.
template <typename Layout>
std::optional<Step> directStep(const Analysis<Layout> &analysis, Technique technique, int digit, int base,
                               int cover, typename Layout::CellSet locked)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    const UnitKind kind = layout.kindOf(base);
    for (int number = 0; number < layout.size(); ++number) {
        const int other = layout.unitOf(kind, number);
        if (other == base || !layout.unitSet(other).intersects(layout.unitSet(cover)))
            continue;
        const CellSet places = analysis.cellsWith(digit) & layout.unitSet(other);
        const CellSet left = places - layout.unitSet(cover);
        if (places.count() < 2 || left.count() != 1)
            continue;
        const int cell = left.first();
        Step step = lockedStep(analysis, technique, digit, base, cover, locked);
        step.placements = {{cell, digit}};
        step.units.push_back(other);
        step.cells.push_back(cell);
        step.candidates.push_back({cell, digit});
        sortLists(step);
        return step;
    }
    return std::nullopt;
}

// Whether a unit of this kind points (a box's shape) rather than claims (a line's).
constexpr bool points(UnitKind kind) { return kind == UnitKind::Box || kind == UnitKind::Window; }

// The locked candidates where a variant's extra unit is the base or the cover (none in a
// shape's layout): bases of the technique's kind, in unit order, each with every cover.
template <typename Layout>
std::optional<Step> findLockedInExtraUnits(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    const int firstExtra = layout.firstExtraUnit();
    if (layout.unitCount() == firstExtra)
        return std::nullopt;
    const bool fromBox = technique == Technique::LockedCandidatesPointing;
    for (int digit = 1; digit <= layout.size(); ++digit) {
        for (int base = 0; base < layout.unitCount(); ++base) {
            if (points(layout.kindOf(base)) != fromBox)
                continue;
            const CellSet locked = analysis.cellsWith(digit) & layout.unitSet(base);
            if (locked.count() < 2)
                continue;
            // A cover holds every locked cell, so it is one of the first one's units (at most
            // five, a samurai's): those, in unit order.
            const int first = locked.first();
            std::array<int, 8> covers{};
            std::size_t coverCount = 0;
            for (const int unit : layout.unitsOf(first))
                covers[coverCount++] = unit;
            for (const int unit : layout.extraUnitsOf(first)) {
                if (coverCount < covers.size())
                    covers[coverCount++] = unit;
            }
            for (std::size_t i = 1; i < coverCount; ++i) { // a handful: sorted in place
                for (std::size_t j = i; j > 0 && covers[j - 1] > covers[j]; --j)
                    std::swap(covers[j - 1], covers[j]);
            }
            for (std::size_t i = 0; i < coverCount; ++i) {
                const int cover = covers[i];
                if (cover == base || (base < firstExtra && cover < firstExtra)
                    || !locked.isSubsetOf(layout.unitSet(cover)))
                    continue;
                if (auto step = eliminationStep(analysis, technique, digit, base, cover, locked))
                    return step;
            }
        }
    }
    return std::nullopt;
}

template <typename Layout>
std::optional<Step> findLocked(const Analysis<Layout> &analysis, Technique technique,
                               std::span<const Crossing> crossings, bool direct)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    for (const Crossing crossing : crossings) {
        for (int digit = 1; digit <= layout.size(); ++digit) {
            for (int number = 0; number < layout.size(); ++number) {
                const int base = layout.unitOf(crossing.base, number);
                const CellSet locked = analysis.cellsWith(digit) & layout.unitSet(base);
                if (locked.count() < 2) // none, or a hidden single's
                    continue;
                const int cover = layout.unitHolding(locked.first(), crossing.cover);
                if (!locked.isSubsetOf(layout.unitSet(cover)))
                    continue;
                if (direct) {
                    if (auto step = directStep(analysis, technique, digit, base, cover, locked))
                        return step;
                    continue;
                }
                if (auto step = eliminationStep(analysis, technique, digit, base, cover, locked))
                    return step;
            }
        }
    }
    return direct ? std::nullopt : findLockedInExtraUnits(analysis, technique);
}

} // namespace

template <typename Layout>
std::optional<Step> findLockedCandidates(const Analysis<Layout> &analysis, Technique technique)
{
    switch (technique) {
    case Technique::DirectPointing:
        return findLocked(analysis, technique, pointing, true);
    case Technique::DirectClaiming:
        return findLocked(analysis, technique, claiming, true);
    case Technique::LockedCandidatesPointing:
        return findLocked(analysis, technique, pointing, false);
    default:
        return findLocked(analysis, technique, claiming, false);
    }
}

SUDOKU_FINDER_ON_LAYOUTS(findLockedCandidates);

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyLockedCandidates(const Step &step)
{
    if (step.units.size() != 1 || step.coverUnits.size() != 1)
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2 lies only in %3"),
                  {arg::digit(step.digits.first()), arg::unit(step.units[0]), arg::unit(step.coverUnits[0])});
}

Phrase whyDirectLocking(const Step &step)
{
    if (step.units.size() != 2 || step.coverUnits.size() != 1 || step.placements.size() != 1)
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2 lies only in %3, so in %4 it fits only in %5"),
                  {arg::digit(step.digits.first()), arg::unit(step.units[0]), arg::unit(step.coverUnits[0]),
                   arg::unit(step.units[1]), arg::cell(step.placements.front().cell)});
}

} // namespace sudoku::techniques
