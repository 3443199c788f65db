#include "stepfinder.h"

#include "techniques/techniques.h"

#include <algorithm>
#include <array>

namespace sudoku {
namespace {

using namespace techniques;

// A step of the search plan: a finder, the technique it is asked for, and every technique its
// steps may be of (a family's finder serves several).
struct FinderRow {
    Finder find;
    Technique technique;
    std::array<Technique, 10> yields{};
};

constexpr FinderRow row(Finder find, Technique technique)
{
    return {find, technique, {technique}};
}

using T = Technique;

// The search plan: every finder in the order findStep() tries them, Sudoku Explainer's order
// (its producers 1-35, W-Wing ours): not by difficulty — a producer earlier in the list wins
// even with a harder step (a grouped turbot fish, 4.3, before an XY-Wing, 4.2). The first that
// finds a step gives the step.
constexpr std::array plan = {
    row(findFullHouse, T::FullHouse),
    row(findHiddenSingle, T::HiddenSingle),
    row(findLockedCandidates, T::DirectPointing),
    row(findLockedCandidates, T::DirectClaiming),
    row(findHiddenSubset, T::DirectHiddenPair),
    row(findNakedSingle, T::NakedSingle),
    row(findHiddenSubset, T::DirectHiddenTriple),
    row(findLockedCandidates, T::LockedCandidatesPointing),
    row(findLockedCandidates, T::LockedCandidatesClaiming),
    row(findNakedSubset, T::NakedPair),
    row(findFish, T::XWing),
    row(findHiddenSubset, T::HiddenPair),
    row(findNakedSubset, T::NakedTriple),
    row(findFish, T::Swordfish),
    row(findHiddenSubset, T::HiddenTriple),
    FinderRow{findStrongLinks, T::Skyscraper,
              {T::Skyscraper, T::TwoStringKite, T::TurbotFish, T::EmptyRectangle, T::GroupedTurbotFish}},
    row(findXYWing, T::XYWing),
    row(findXYWing, T::XYZWing),
    FinderRow{findUniqueLoop, T::UniqueRectangleType1,
              {T::UniqueRectangleType1, T::UniqueRectangleType2, T::UniqueRectangleType3, T::UniqueRectangleType4,
               T::UniqueRectangleType5, T::UniqueLoopType1, T::UniqueLoopType2, T::UniqueLoopType3,
               T::UniqueLoopType4}},
    // Rectangles Sudoku Explainer does not look for, rated as its unique rectangles.
    row(findHiddenRectangle, T::HiddenRectangle),
    FinderRow{findAvoidableRectangle, T::AvoidableRectangleType1,
              {T::AvoidableRectangleType1, T::AvoidableRectangleType2}},
    row(findNakedSubset, T::NakedQuad),
    row(findFish, T::Jellyfish),
    row(findHiddenSubset, T::HiddenQuad),
    row(findStrongLinks, T::ThreeLinkXChain),
    row(findAlsWing, T::WXYZWing),
    FinderRow{findBug, T::BugType1, {T::BugType1, T::BugType2, T::BugType3, T::BugType4}},
    row(findStrongLinks, T::FourLinkXChain),
    row(findAlsWing, T::VWXYZWing),
    row(findAlignedExclusion, T::AlignedPairExclusion),
    row(findAlsWing, T::UVWXYZWing),
    // Colouring is an X-chain through a cluster of conjugate pairs, and a W-Wing an alternating
    // inference chain of six nodes, which Sudoku Explainer does not name: each is rated as the
    // chain it is, and tried first so that a player sees the pattern by its name (the whole
    // cluster and every cell it traps; the two pairs and their link).
    row(findWWing, T::WWing),
    row(findSimpleColouring, T::SimpleColouring),
    row(findMultiColouring, T::MultiColouring),
    FinderRow{findChainsAndCycles, T::XChain,
              {T::XChain, T::XCycle, T::XYChain, T::RemotePair, T::XYCycle, T::AlternatingInferenceChain,
               T::ContinuousNiceLoop}},
    row(findAlsWing, T::TUVWXYZWing),
    row(findAlignedExclusion, T::AlignedTripleExclusion),
    row(findSueDeCoq, T::SueDeCoq),
    FinderRow{findAlmostLockedSets, T::AlsXZ, {T::AlsXZ, T::AlsXYWing, T::AlsChain, T::DeathBlossom}},
    // A finned fish is a grouped X-chain (the fins a group), which Sudoku Explainer takes a
    // Nishio forcing chain for: rated so, and tried just before it.
    row(findFinnedFish, T::FinnedXWing),
    row(findFinnedFish, T::FinnedSwordfish),
    row(findFinnedFish, T::FinnedJellyfish),
    row(findNishio, T::NishioForcingChain),
    // Chains with groups, which Sudoku Explainer cannot see: it takes a Nishio forcing chain
    // for one on one digit, a multiple forcing chain for one on several; so do they.
    FinderRow{findGroupedChain, T::GroupedAlternatingInferenceChain,
              {T::GroupedAlternatingInferenceChain, T::GroupedNiceLoop}},
    // The same chains through almost locked sets, rated as the multiple forcing chain Sudoku
    // Explainer would need: tried only when no chain without them does.
    row(findGroupedChain, T::AlsAlternatingInferenceChain),
    FinderRow{findMultipleForcingChain, T::CellForcingChain, {T::CellForcingChain, T::UnitForcingChain}},
    FinderRow{findDynamicForcingChain, T::DynamicContradictionChain,
              {T::DynamicContradictionChain, T::DoubleForcingChain, T::DynamicCellForcingChain,
               T::DynamicUnitForcingChain}},
    row(findDynamicForcingChain, T::DynamicForcingChainPlus),
    row(findDynamicForcingChain, T::NestedForcingChain),
};

bool yields(const FinderRow &row, Technique technique)
{
    return std::find(row.yields.begin(), row.yields.end(), technique) != row.yields.end();
}

// Every technique has its place in the plan, once.
constexpr bool planCoversEveryTechnique()
{
    std::array<int, TechniqueCount> seen{};
    for (const FinderRow &row : plan) {
        for (const Technique t : row.yields)
            ++seen[static_cast<std::size_t>(t)];
    }
    for (std::size_t i = 1; i < seen.size(); ++i) {
        if (seen[i] != 1)
            return false;
    }
    return true;
}
static_assert(planCoversEveryTechnique(), "stepfinder.cpp: every technique once in the plan");

const FinderRow *rowOf(Technique technique)
{
    for (const FinderRow &row : plan) {
        if (technique != Technique::None && yields(row, technique))
            return &row;
    }
    return nullptr;
}

std::optional<Step> run(const FinderRow &row, const Analysis &analysis)
{
    const TechniqueInfo &info = techniqueInfo(row.technique);
    if (!analysis.assumeUnique && (info.needsUniqueness || info.family == Family::ForcingChain))
        return std::nullopt;
    std::optional<Step> step = row.find(analysis, row.technique);
    if (step && step->difficulty == 0)
        step->difficulty = techniqueInfo(step->technique).difficulty;
    return step;
}

} // namespace

std::optional<Step> findStep(const Board &board, Uniqueness uniqueness, const std::atomic<bool> *cancel,
                             Level ceiling)
{
    Analysis analysis(board, uniqueness == Uniqueness::Assumed);
    analysis.cancel = cancel;
    for (const FinderRow &row : plan) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        if (techniqueInfo(row.technique).level > ceiling)
            continue;
        if (auto step = run(row, analysis))
            return step;
    }
    return std::nullopt;
}

std::optional<Step> findStepOf(const Board &board, Technique technique, Uniqueness uniqueness)
{
    const FinderRow *row = rowOf(technique);
    if (!row)
        return std::nullopt;
    std::optional<Step> step = run(*row, Analysis(board, uniqueness == Uniqueness::Assumed));
    if (step && step->technique != technique)
        return std::nullopt; // the family's easiest step is of another of its techniques
    return step;
}

std::optional<Step> stepStartedBy(const Event &event, const Board *before)
{
    if (!event.stepStart || event.technique == Technique::None)
        return std::nullopt;
    if (event.kind == EventKind::Place) {
        // A direct technique's pattern is found again when the board is at hand and gives
        // the same placement; else, like a single, the step is its placement.
        if (before && techniqueInfo(event.technique).family != Family::Single) {
            std::optional<Step> step = findStepOf(*before, event.technique);
            if (step && step->placements == std::vector<CellDigit>{{event.cell, event.digit}})
                return step;
        }
        return singleStep(event.technique, event.cell, event.digit, event.unit);
    }
    if (!before)
        return std::nullopt;
    return findStepOf(*before, event.technique);
}

} // namespace sudoku
