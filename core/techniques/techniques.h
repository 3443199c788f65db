// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The technique finders behind findStep() (stepfinder.h), one family to a file. Inside core/
// only.
//
// Each finder takes the technique it looks for (a family's finder serves every size or kind
// of it) and returns that technique's first step in the finder's fixed search order, or
// nothing. A step always places or eliminates at least one candidate, and follows step.h's
// table of fields. Finders read the Analysis alone: the same board always gives the same step.

#include "analysis.h"
#include "chaining.h"

#include <optional>
#include <span>

namespace sudoku::techniques {

// A finder over a layout (layout.h): every family's finder is a function template compiled
// for both (SUDOKU_FINDER_ON_LAYOUTS), so that every technique runs on every shape.
template <typename Layout>
using FinderOn = std::optional<Step> (*)(const Analysis<Layout> &analysis, Technique technique);
using Finder = FinderOn<ClassicLayout>;
struct Finders {
    FinderOn<ClassicLayout> classic = nullptr;
    FinderOn<GeneralLayout> general = nullptr;
};
// A family's finder on both layouts, for its row in the table.
#define SUDOKU_FINDERS(finder)                                                                     \
    ::sudoku::techniques::Finders                                                                  \
    {                                                                                              \
        &::sudoku::techniques::finder<::sudoku::techniques::ClassicLayout>,                        \
            &::sudoku::techniques::finder<::sudoku::techniques::GeneralLayout>                     \
    }

// Why a step holds, in words, without its conclusion ("4 in rows 2 and 6 lies only in columns
// 3 and 7"); an empty phrase when the step lacks its technique's shape (step.h's table).
using Explainer = Phrase (*)(const Step &step);

// A technique's row in the one table (technique.cpp): its facts, its sentences and how it is
// found. A family's finder asked for one technique may give a step of another (asked for a
// skyscraper, a 2-string kite): that one has no finder of its own and names the technique
// whose finder finds it.
struct TechniqueRow {
    TechniqueInfo info;
    Explainer why = nullptr;
    Finders find;                          // asked for this technique: its first step, or nothing
    Technique foundWith = Technique::None; // without a finder: found by that technique's
};
const TechniqueRow &techniqueRow(Technique technique);

// The techniques with a finder, in the order findStep() asks for them (technique.cpp).
std::span<const Technique> searchOrder();

// singles.cpp: FullHouse, HiddenSingle, NakedSingle; why a single places.
Phrase whySingle(const Step &step);
// The step of a single on `grid`'s rules: singleStep with the grid's shape and variant, a
// hidden single on a variant's diagonal as hard as one in a row (a line's).
Step singleStepOn(const Grid &grid, Technique technique, int cell, int digit, int unit);
template <typename Layout>
std::optional<Step> findFullHouse(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findNakedSingle(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findHiddenSingle(const Analysis<Layout> &analysis, Technique technique);
// intersections.cpp: DirectPointing, DirectClaiming, LockedCandidatesPointing,
// LockedCandidatesClaiming.
template <typename Layout>
std::optional<Step> findLockedCandidates(const Analysis<Layout> &analysis, Technique technique);
Phrase whyLockedCandidates(const Step &step);
Phrase whyDirectLocking(const Step &step);
// subsets.cpp: NakedPair, NakedTriple, NakedQuad; HiddenPair, HiddenTriple, HiddenQuad,
// DirectHiddenPair, DirectHiddenTriple.
template <typename Layout>
std::optional<Step> findNakedSubset(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findHiddenSubset(const Analysis<Layout> &analysis, Technique technique);
Phrase whyNakedSubset(const Step &step);
Phrase whyHiddenSubset(const Step &step);
Phrase whyDirectHiddenSubset(const Step &step);
// fish.cpp: XWing, Swordfish, Jellyfish.
template <typename Layout>
std::optional<Step> findFish(const Analysis<Layout> &analysis, Technique technique);
Phrase whyFish(const Step &step);
// fish.cpp: FinnedXWing, FinnedSwordfish, FinnedJellyfish (sashimi ones too).
template <typename Layout>
std::optional<Step> findFinnedFish(const Analysis<Layout> &analysis, Technique technique);
Phrase whyFinnedFish(const Step &step);
// singledigit.cpp: strong links. Skyscraper (asked for two links: it may give TwoStringKite,
// TurbotFish, EmptyRectangle, GroupedTurbotFish), ThreeLinkXChain, FourLinkXChain.
template <typename Layout>
std::optional<Step> findStrongLinks(const Analysis<Layout> &analysis, Technique technique);
Phrase whyStrongLinks(const Step &step);
// groupedchains.cpp: GroupedAlternatingInferenceChain, GroupedNiceLoop.
template <typename Layout>
std::optional<Step> findGroupedChain(const Analysis<Layout> &analysis, Technique technique);
// colouring.cpp: SimpleColouring, MultiColouring.
template <typename Layout>
std::optional<Step> findSimpleColouring(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findMultiColouring(const Analysis<Layout> &analysis, Technique technique);
Phrase whyColouring(const Step &step);
// wings.cpp: XYWing, XYZWing, WWing; WXYZWing, VWXYZWing, UVWXYZWing, TUVWXYZWing.
template <typename Layout>
std::optional<Step> findXYWing(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findWWing(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findAlsWing(const Analysis<Layout> &analysis, Technique technique);
Phrase whyXYWing(const Step &step);
Phrase whyWWing(const Step &step);
Phrase whyAlsWing(const Step &step);
// exclusion.cpp: AlignedPairExclusion, AlignedTripleExclusion.
template <typename Layout>
std::optional<Step> findAlignedExclusion(const Analysis<Layout> &analysis, Technique technique);
Phrase whyAlignedExclusion(const Step &step);
// chainwords.cpp: chains in words. Why a chain step holds: its chain walked from the
// assumption to the end ("if r1c1 is not 5, r1c5 is 5, ...: either r1c1 is 5 or r5c9 is 5").
Phrase whyChain(const Step &step);
// Why a loop step holds: the loop walked, every weak link of it strong too.
Phrase whyLoop(const Step &step);
// Why a forcing step holds: each branch walked to the same conclusion, or to a contradiction.
Phrase whyForcing(const Step &step);
Phrase nodePhrase(const ChainNode &node);
Phrase nodePhrase(const std::vector<int> &cells, int digit, bool on);
Phrase chainWalk(const Chain &chain);
// uniqueness.cpp (only when analysis.assumeUnique): unique rectangles types 1-5 and loops
// types 1-4 (any of them, asked for UniqueRectangleType1); BUG types 1-4 (asked for BugType1).
template <typename Layout>
std::optional<Step> findUniqueLoop(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findBug(const Analysis<Layout> &analysis, Technique technique);
Phrase whyUniqueLoop(const Step &step);
Phrase whyBug(const Step &step);
// rectangles.cpp (only when analysis.assumeUnique): HiddenRectangle; AvoidableRectangleType1
// and AvoidableRectangleType2 (either, asked for AvoidableRectangleType1), which read the
// grid's givens.
template <typename Layout>
std::optional<Step> findHiddenRectangle(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findAvoidableRectangle(const Analysis<Layout> &analysis, Technique technique);
Phrase whyHiddenRectangle(const Step &step);
Phrase whyAvoidableRectangle(const Step &step);
// als.cpp: AlsXZ, AlsXYWing, AlsChain, DeathBlossom — one search over the board's almost
// locked sets (als.h), trying them in that order.
template <typename Layout>
std::optional<Step> findAlmostLockedSets(const Analysis<Layout> &analysis, Technique technique);
Phrase whyAlmostLockedSets(const Step &step);
Phrase whyDeathBlossom(const Step &step);
// cages.cpp (a killer's board only): CageCombination, InniesOuties, CageUnitInteraction.
template <typename Layout>
std::optional<Step> findCageCombination(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findInniesOuties(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findCageUnitInteraction(const Analysis<Layout> &analysis, Technique technique);
Phrase whyCageCombination(const Step &step);
Phrase whyInniesOuties(const Step &step);
Phrase whyCageUnitInteraction(const Step &step);
// The fillings of cells that all see each other with different digits from their candidates
// adding up to `sum`: the digit sets they can hold (bit d−1 for d, in increasing order), and
// for each cell the digits some filling puts there. Digits 1..9.
struct SumFillings {
    std::vector<std::uint32_t> sets;
    std::vector<Candidates> used;
};
SumFillings fillingsOf(const std::vector<Candidates> &candidates, int sum);
// Fills a sum step's lists (step.h): the cells, their candidates, the digits some filling
// uses (`used`, by cell) and what it strikes: the rest; `sum` what the cells add up to.
void fillSumStep(Step &step, const std::vector<int> &cells, const std::vector<Candidates> &candidates,
                 const std::vector<Candidates> &used, int sum);
// The cells of `units`, in reading order.
std::vector<int> cellsOfUnits(const Geometry &geometry, const std::vector<int> &units);
// How a killer's cages fall on a group of units (the 45 rule): what the units hold in all,
// the sums of the cages wholly inside and of those reaching out, the cells no cage wholly
// inside covers (innies, in reading order) and the cells of the reaching cages outside
// (outies, in reading order).
struct CageSplit {
    int total = 0;
    int insideSum = 0;
    int crossingSum = 0;
    std::vector<int> innies;
    std::vector<int> outies;
    bool inniesInCrossingCages = true; // every innie is in a cage (one reaching out)
};
CageSplit splitCages(const Variant &variant, const std::vector<int> &units);
// suedecoq.cpp: SueDeCoq.
template <typename Layout>
std::optional<Step> findSueDeCoq(const Analysis<Layout> &analysis, Technique technique);
Phrase whySueDeCoq(const Step &step);

} // namespace sudoku::techniques
