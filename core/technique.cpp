// SPDX-License-Identifier: GPL-3.0-or-later
#include "technique.h"

#include "techniques/techniques.h"

#include <algorithm>
#include <array>

namespace sudoku {
namespace {


using F = Family;
using L = Level;

// The one table: every technique in enum order. Difficulties follow Sudoku Explainer's scale
// (its own values where it has the technique; where it has not, the value it gives the
// pattern the technique is an instance of).
constexpr std::array<techniques::TechniqueRow, TechniqueCount> rows = {{
    {{Technique::None, "", "", "", F::None, L::Easy, 0, false}, nullptr, {}},
    {{Technique::FullHouse, "full-house", SUDOKU_TRANSLATE_NOOP("Explain", "full house"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a full house"), F::Single, L::Easy, 10, false},
     techniques::whySingle, SUDOKU_FINDERS(findFullHouse)},
    {{Technique::HiddenSingle, "hidden-single", SUDOKU_TRANSLATE_NOOP("Explain", "hidden single"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a hidden single"), F::Single, L::Easy, 12, false},
     techniques::whySingle, SUDOKU_FINDERS(findHiddenSingle)},
    {{Technique::NakedSingle, "naked-single", SUDOKU_TRANSLATE_NOOP("Explain", "naked single"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a naked single"), F::Single, L::Easy, 23, false},
     techniques::whySingle, SUDOKU_FINDERS(findNakedSingle)},
    {{Technique::DirectPointing, "direct-pointing", SUDOKU_TRANSLATE_NOOP("Explain", "direct pointing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "direct pointing"), F::Intersection, L::Easy, 17, false},
     techniques::whyDirectLocking, SUDOKU_FINDERS(findLockedCandidates)},
    {{Technique::DirectClaiming, "direct-claiming", SUDOKU_TRANSLATE_NOOP("Explain", "direct claiming"),
      SUDOKU_TRANSLATE_NOOP("Explain", "direct claiming"), F::Intersection, L::Easy, 19, false},
     techniques::whyDirectLocking, SUDOKU_FINDERS(findLockedCandidates)},
    {{Technique::DirectHiddenPair, "direct-hidden-pair", SUDOKU_TRANSLATE_NOOP("Explain", "direct hidden pair"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a direct hidden pair"), F::Subset, L::Easy, 20, false},
     techniques::whyDirectHiddenSubset, SUDOKU_FINDERS(findHiddenSubset)},
    {{Technique::DirectHiddenTriple, "direct-hidden-triple",
      SUDOKU_TRANSLATE_NOOP("Explain", "direct hidden triple"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a direct hidden triple"), F::Subset, L::Easy, 25, false},
     techniques::whyDirectHiddenSubset, SUDOKU_FINDERS(findHiddenSubset)},
    {{Technique::LockedCandidatesPointing, "locked-candidates-pointing",
      SUDOKU_TRANSLATE_NOOP("Explain", "locked candidates (pointing)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "locked candidates (pointing)"), F::Intersection, L::Medium, 26, false},
     techniques::whyLockedCandidates, SUDOKU_FINDERS(findLockedCandidates)},
    {{Technique::LockedCandidatesClaiming, "locked-candidates-claiming",
      SUDOKU_TRANSLATE_NOOP("Explain", "locked candidates (claiming)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "locked candidates (claiming)"), F::Intersection, L::Medium, 28, false},
     techniques::whyLockedCandidates, SUDOKU_FINDERS(findLockedCandidates)},
    {{Technique::NakedPair, "naked-pair", SUDOKU_TRANSLATE_NOOP("Explain", "naked pair"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a naked pair"), F::Subset, L::Medium, 30, false},
     techniques::whyNakedSubset, SUDOKU_FINDERS(findNakedSubset)},
    {{Technique::NakedTriple, "naked-triple", SUDOKU_TRANSLATE_NOOP("Explain", "naked triple"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a naked triple"), F::Subset, L::Medium, 36, false},
     techniques::whyNakedSubset, SUDOKU_FINDERS(findNakedSubset)},
    {{Technique::NakedQuad, "naked-quad", SUDOKU_TRANSLATE_NOOP("Explain", "naked quad"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a naked quad"), F::Subset, L::Hard, 50, false},
     techniques::whyNakedSubset, SUDOKU_FINDERS(findNakedSubset)},
    {{Technique::HiddenPair, "hidden-pair", SUDOKU_TRANSLATE_NOOP("Explain", "hidden pair"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a hidden pair"), F::Subset, L::Medium, 34, false},
     techniques::whyHiddenSubset, SUDOKU_FINDERS(findHiddenSubset)},
    {{Technique::HiddenTriple, "hidden-triple", SUDOKU_TRANSLATE_NOOP("Explain", "hidden triple"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a hidden triple"), F::Subset, L::Medium, 40, false},
     techniques::whyHiddenSubset, SUDOKU_FINDERS(findHiddenSubset)},
    {{Technique::HiddenQuad, "hidden-quad", SUDOKU_TRANSLATE_NOOP("Explain", "hidden quad"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a hidden quad"), F::Subset, L::Hard, 54, false},
     techniques::whyHiddenSubset, SUDOKU_FINDERS(findHiddenSubset)},
    {{Technique::XWing, "x-wing", SUDOKU_TRANSLATE_NOOP("Explain", "X-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an X-Wing"), F::Fish, L::Hard, 32, false},
     techniques::whyFish, SUDOKU_FINDERS(findFish)},
    {{Technique::Swordfish, "swordfish", SUDOKU_TRANSLATE_NOOP("Explain", "swordfish"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a swordfish"), F::Fish, L::Hard, 38, false},
     techniques::whyFish, SUDOKU_FINDERS(findFish)},
    {{Technique::Jellyfish, "jellyfish", SUDOKU_TRANSLATE_NOOP("Explain", "jellyfish"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a jellyfish"), F::Fish, L::Hard, 52, false},
     techniques::whyFish, SUDOKU_FINDERS(findFish)},
    {{Technique::FinnedXWing, "finned-x-wing", SUDOKU_TRANSLATE_NOOP("Explain", "finned X-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a finned X-Wing"), F::Fish, L::Expert, 75, false},
     techniques::whyFinnedFish, SUDOKU_FINDERS(findFinnedFish)},
    {{Technique::FinnedSwordfish, "finned-swordfish", SUDOKU_TRANSLATE_NOOP("Explain", "finned swordfish"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a finned swordfish"), F::Fish, L::Expert, 76, false},
     techniques::whyFinnedFish, SUDOKU_FINDERS(findFinnedFish)},
    {{Technique::FinnedJellyfish, "finned-jellyfish", SUDOKU_TRANSLATE_NOOP("Explain", "finned jellyfish"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a finned jellyfish"), F::Fish, L::Expert, 77, false},
     techniques::whyFinnedFish, SUDOKU_FINDERS(findFinnedFish)},
    {{Technique::Skyscraper, "skyscraper", SUDOKU_TRANSLATE_NOOP("Explain", "skyscraper"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a skyscraper"), F::SingleDigit, L::Hard, 40, false},
     techniques::whyStrongLinks, SUDOKU_FINDERS(findStrongLinks)},
    {{Technique::TwoStringKite, "two-string-kite", SUDOKU_TRANSLATE_NOOP("Explain", "2-string kite"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a 2-string kite"), F::SingleDigit, L::Hard, 41, false},
     techniques::whyStrongLinks, {}, Technique::Skyscraper},
    {{Technique::TurbotFish, "turbot-fish", SUDOKU_TRANSLATE_NOOP("Explain", "turbot fish"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a turbot fish"), F::SingleDigit, L::Hard, 41, false},
     techniques::whyStrongLinks, {}, Technique::Skyscraper},
    {{Technique::EmptyRectangle, "empty-rectangle", SUDOKU_TRANSLATE_NOOP("Explain", "empty rectangle"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an empty rectangle"), F::SingleDigit, L::Hard, 43, false},
     techniques::whyStrongLinks, {}, Technique::Skyscraper},
    {{Technique::GroupedTurbotFish, "grouped-turbot-fish", SUDOKU_TRANSLATE_NOOP("Explain", "grouped turbot fish"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a grouped turbot fish"), F::SingleDigit, L::Hard, 43, false},
     techniques::whyStrongLinks, {}, Technique::Skyscraper},
    {{Technique::ThreeLinkXChain, "three-link-x-chain", SUDOKU_TRANSLATE_NOOP("Explain", "3-link X-chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a 3-link X-chain"), F::SingleDigit, L::Expert, 54, false},
     techniques::whyStrongLinks, SUDOKU_FINDERS(findStrongLinks)},
    {{Technique::FourLinkXChain, "four-link-x-chain", SUDOKU_TRANSLATE_NOOP("Explain", "4-link X-chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a 4-link X-chain"), F::SingleDigit, L::Expert, 58, false},
     techniques::whyStrongLinks, SUDOKU_FINDERS(findStrongLinks)},
    {{Technique::SimpleColouring, "simple-colouring", SUDOKU_TRANSLATE_NOOP("Explain", "simple colouring"),
      SUDOKU_TRANSLATE_NOOP("Explain", "simple colouring"), F::SingleDigit, L::Expert, 66, false},
     techniques::whyColouring, SUDOKU_FINDERS(findSimpleColouring)},
    {{Technique::MultiColouring, "multi-colouring", SUDOKU_TRANSLATE_NOOP("Explain", "multi-colouring"),
      SUDOKU_TRANSLATE_NOOP("Explain", "multi-colouring"), F::SingleDigit, L::Expert, 66, false},
     techniques::whyColouring, SUDOKU_FINDERS(findMultiColouring)},
    {{Technique::XYWing, "xy-wing", SUDOKU_TRANSLATE_NOOP("Explain", "XY-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an XY-Wing"), F::Wing, L::Hard, 42, false},
     techniques::whyXYWing, SUDOKU_FINDERS(findXYWing)},
    {{Technique::XYZWing, "xyz-wing", SUDOKU_TRANSLATE_NOOP("Explain", "XYZ-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an XYZ-Wing"), F::Wing, L::Hard, 44, false},
     techniques::whyXYWing, SUDOKU_FINDERS(findXYWing)},
    {{Technique::WWing, "w-wing", SUDOKU_TRANSLATE_NOOP("Explain", "W-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a W-Wing"), F::Wing, L::Expert, 70, false},
     techniques::whyWWing, SUDOKU_FINDERS(findWWing)},
    {{Technique::WXYZWing, "wxyz-wing", SUDOKU_TRANSLATE_NOOP("Explain", "WXYZ-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a WXYZ-Wing"), F::Wing, L::Hard, 55, false},
     techniques::whyAlsWing, SUDOKU_FINDERS(findAlsWing)},
    {{Technique::VWXYZWing, "vwxyz-wing", SUDOKU_TRANSLATE_NOOP("Explain", "VWXYZ-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a VWXYZ-Wing"), F::Wing, L::Expert, 62, false},
     techniques::whyAlsWing, SUDOKU_FINDERS(findAlsWing)},
    {{Technique::UVWXYZWing, "uvwxyz-wing", SUDOKU_TRANSLATE_NOOP("Explain", "UVWXYZ-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a UVWXYZ-Wing"), F::Wing, L::Expert, 66, false},
     techniques::whyAlsWing, SUDOKU_FINDERS(findAlsWing)},
    {{Technique::TUVWXYZWing, "tuvwxyz-wing", SUDOKU_TRANSLATE_NOOP("Explain", "TUVWXYZ-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a TUVWXYZ-Wing"), F::Wing, L::Expert, 75, false},
     techniques::whyAlsWing, SUDOKU_FINDERS(findAlsWing)},
    {{Technique::UniqueRectangleType1, "unique-rectangle-type-1",
      SUDOKU_TRANSLATE_NOOP("Explain", "unique rectangle (type 1)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique rectangle (type 1)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, SUDOKU_FINDERS(findUniqueLoop)},
    {{Technique::UniqueRectangleType2, "unique-rectangle-type-2",
      SUDOKU_TRANSLATE_NOOP("Explain", "unique rectangle (type 2)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique rectangle (type 2)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, {}, Technique::UniqueRectangleType1},
    {{Technique::UniqueRectangleType3, "unique-rectangle-type-3",
      SUDOKU_TRANSLATE_NOOP("Explain", "unique rectangle (type 3)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique rectangle (type 3)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, {}, Technique::UniqueRectangleType1},
    {{Technique::UniqueRectangleType4, "unique-rectangle-type-4",
      SUDOKU_TRANSLATE_NOOP("Explain", "unique rectangle (type 4)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique rectangle (type 4)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, {}, Technique::UniqueRectangleType1},
    {{Technique::UniqueRectangleType5, "unique-rectangle-type-5",
      SUDOKU_TRANSLATE_NOOP("Explain", "unique rectangle (type 5)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique rectangle (type 5)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, {}, Technique::UniqueRectangleType1},
    {{Technique::UniqueLoopType1, "unique-loop-type-1", SUDOKU_TRANSLATE_NOOP("Explain", "unique loop (type 1)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique loop (type 1)"), F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop, {}, Technique::UniqueRectangleType1},
    {{Technique::UniqueLoopType2, "unique-loop-type-2", SUDOKU_TRANSLATE_NOOP("Explain", "unique loop (type 2)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique loop (type 2)"), F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop, {}, Technique::UniqueRectangleType1},
    {{Technique::UniqueLoopType3, "unique-loop-type-3", SUDOKU_TRANSLATE_NOOP("Explain", "unique loop (type 3)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique loop (type 3)"), F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop, {}, Technique::UniqueRectangleType1},
    {{Technique::UniqueLoopType4, "unique-loop-type-4", SUDOKU_TRANSLATE_NOOP("Explain", "unique loop (type 4)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unique loop (type 4)"), F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop, {}, Technique::UniqueRectangleType1},
    {{Technique::HiddenRectangle, "hidden-rectangle", SUDOKU_TRANSLATE_NOOP("Explain", "hidden rectangle"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a hidden rectangle"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyHiddenRectangle, SUDOKU_FINDERS(findHiddenRectangle)},
    {{Technique::AvoidableRectangleType1, "avoidable-rectangle-type-1",
      SUDOKU_TRANSLATE_NOOP("Explain", "avoidable rectangle (type 1)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an avoidable rectangle (type 1)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyAvoidableRectangle, SUDOKU_FINDERS(findAvoidableRectangle)},
    {{Technique::AvoidableRectangleType2, "avoidable-rectangle-type-2",
      SUDOKU_TRANSLATE_NOOP("Explain", "avoidable rectangle (type 2)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an avoidable rectangle (type 2)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyAvoidableRectangle, {}, Technique::AvoidableRectangleType1},
    {{Technique::BugType1, "bug-type-1", SUDOKU_TRANSLATE_NOOP("Explain", "BUG (type 1)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a BUG (type 1)"), F::Uniqueness, L::Expert, 56, true},
     techniques::whyBug, SUDOKU_FINDERS(findBug)},
    {{Technique::BugType2, "bug-type-2", SUDOKU_TRANSLATE_NOOP("Explain", "BUG (type 2)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a BUG (type 2)"), F::Uniqueness, L::Expert, 57, true},
     techniques::whyBug, {}, Technique::BugType1},
    {{Technique::BugType3, "bug-type-3", SUDOKU_TRANSLATE_NOOP("Explain", "BUG (type 3)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a BUG (type 3)"), F::Uniqueness, L::Expert, 58, true},
     techniques::whyBug, {}, Technique::BugType1},
    {{Technique::BugType4, "bug-type-4", SUDOKU_TRANSLATE_NOOP("Explain", "BUG (type 4)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a BUG (type 4)"), F::Uniqueness, L::Expert, 57, true},
     techniques::whyBug, {}, Technique::BugType1},
    {{Technique::AlignedPairExclusion, "aligned-pair-exclusion",
      SUDOKU_TRANSLATE_NOOP("Explain", "aligned pair exclusion"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an aligned pair exclusion"), F::Exclusion, L::Expert, 62, false},
     techniques::whyAlignedExclusion, SUDOKU_FINDERS(findAlignedExclusion)},
    {{Technique::AlignedTripleExclusion, "aligned-triple-exclusion",
      SUDOKU_TRANSLATE_NOOP("Explain", "aligned triple exclusion"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an aligned triple exclusion"), F::Exclusion, L::Expert, 75, false},
     techniques::whyAlignedExclusion, SUDOKU_FINDERS(findAlignedExclusion)},
    {{Technique::XChain, "x-chain", SUDOKU_TRANSLATE_NOOP("Explain", "X-chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an X-chain"), F::Chain, L::Expert, 66, false},
     techniques::whyChain, SUDOKU_FINDERS(findChainsAndCycles)},
    {{Technique::XCycle, "x-cycle", SUDOKU_TRANSLATE_NOOP("Explain", "X-cycle"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an X-cycle"), F::Chain, L::Expert, 65, false},
     techniques::whyLoop, {}, Technique::XChain},
    {{Technique::XYChain, "xy-chain", SUDOKU_TRANSLATE_NOOP("Explain", "XY-chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an XY-chain"), F::Chain, L::Expert, 70, false},
     techniques::whyChain, {}, Technique::XChain},
    {{Technique::RemotePair, "remote-pair", SUDOKU_TRANSLATE_NOOP("Explain", "remote pair"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a remote pair"), F::Chain, L::Expert, 70, false},
     techniques::whyChain, {}, Technique::XChain},
    {{Technique::XYCycle, "xy-cycle", SUDOKU_TRANSLATE_NOOP("Explain", "XY-cycle"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an XY-cycle"), F::Chain, L::Expert, 65, false},
     techniques::whyLoop, {}, Technique::XChain},
    {{Technique::AlternatingInferenceChain, "aic", SUDOKU_TRANSLATE_NOOP("Explain", "alternating inference chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an alternating inference chain"), F::Chain, L::Expert, 70, false},
     techniques::whyChain, {}, Technique::XChain},
    {{Technique::ContinuousNiceLoop, "nice-loop", SUDOKU_TRANSLATE_NOOP("Explain", "continuous nice loop"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a continuous nice loop"), F::Chain, L::Expert, 70, false},
     techniques::whyLoop, {}, Technique::XChain},
    {{Technique::GroupedAlternatingInferenceChain, "grouped-aic",
      SUDOKU_TRANSLATE_NOOP("Explain", "grouped alternating inference chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a grouped alternating inference chain"), F::Chain, L::Expert, 71, false},
     techniques::whyChain, SUDOKU_FINDERS(findGroupedChain)},
    {{Technique::GroupedNiceLoop, "grouped-nice-loop", SUDOKU_TRANSLATE_NOOP("Explain", "grouped nice loop"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a grouped nice loop"), F::Chain, L::Expert, 71, false},
     techniques::whyLoop, {}, Technique::GroupedAlternatingInferenceChain},
    {{Technique::AlsAlternatingInferenceChain, "als-aic",
      SUDOKU_TRANSLATE_NOOP("Explain", "alternating inference chain with almost locked sets"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an alternating inference chain with almost locked sets"), F::Chain,
      L::Expert, 80, false},
     techniques::whyChain, SUDOKU_FINDERS(findGroupedChain)},
    {{Technique::SueDeCoq, "sue-de-coq", SUDOKU_TRANSLATE_NOOP("Explain", "Sue de Coq"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a Sue de Coq"), F::AlmostLockedSet, L::Expert, 71, false},
     techniques::whySueDeCoq, SUDOKU_FINDERS(findSueDeCoq)},
    {{Technique::AlsXZ, "als-xz", SUDOKU_TRANSLATE_NOOP("Explain", "ALS-XZ"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an ALS-XZ"), F::AlmostLockedSet, L::Expert, 73, false},
     techniques::whyAlmostLockedSets, SUDOKU_FINDERS(findAlmostLockedSets)},
    {{Technique::AlsXYWing, "als-xy-wing", SUDOKU_TRANSLATE_NOOP("Explain", "ALS-XY-Wing"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an ALS-XY-Wing"), F::AlmostLockedSet, L::Expert, 75, false},
     techniques::whyAlmostLockedSets, {}, Technique::AlsXZ},
    {{Technique::AlsChain, "als-chain", SUDOKU_TRANSLATE_NOOP("Explain", "ALS chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "an ALS chain"), F::AlmostLockedSet, L::Expert, 76, false},
     techniques::whyAlmostLockedSets, {}, Technique::AlsXZ},
    {{Technique::DeathBlossom, "death-blossom", SUDOKU_TRANSLATE_NOOP("Explain", "death blossom"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a death blossom"), F::AlmostLockedSet, L::Expert, 77, false},
     techniques::whyDeathBlossom, {}, Technique::AlsXZ},
    {{Technique::NishioForcingChain, "nishio", SUDOKU_TRANSLATE_NOOP("Explain", "Nishio forcing chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a Nishio forcing chain"), F::ForcingChain, L::Extreme, 75, false},
     techniques::whyForcing, SUDOKU_FINDERS(findNishio)},
    {{Technique::CellForcingChain, "cell-forcing-chain", SUDOKU_TRANSLATE_NOOP("Explain", "cell forcing chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a cell forcing chain"), F::ForcingChain, L::Extreme, 80, false},
     techniques::whyForcing, SUDOKU_FINDERS(findMultipleForcingChain)},
    {{Technique::UnitForcingChain, "unit-forcing-chain", SUDOKU_TRANSLATE_NOOP("Explain", "unit forcing chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a unit forcing chain"), F::ForcingChain, L::Extreme, 80, false},
     techniques::whyForcing, {}, Technique::CellForcingChain},
    {{Technique::DynamicContradictionChain, "contradiction-chain",
      SUDOKU_TRANSLATE_NOOP("Explain", "contradiction chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a contradiction chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing, SUDOKU_FINDERS(findDynamicForcingChain)},
    {{Technique::DoubleForcingChain, "double-forcing-chain",
      SUDOKU_TRANSLATE_NOOP("Explain", "double forcing chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a double forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing, {}, Technique::DynamicContradictionChain},
    {{Technique::DynamicCellForcingChain, "dynamic-cell-forcing-chain",
      SUDOKU_TRANSLATE_NOOP("Explain", "dynamic cell forcing chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a dynamic cell forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing, {}, Technique::DynamicContradictionChain},
    {{Technique::DynamicUnitForcingChain, "dynamic-unit-forcing-chain",
      SUDOKU_TRANSLATE_NOOP("Explain", "dynamic unit forcing chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a dynamic unit forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing, {}, Technique::DynamicContradictionChain},
    {{Technique::DynamicForcingChainPlus, "dynamic-forcing-chain-plus",
      SUDOKU_TRANSLATE_NOOP("Explain", "dynamic forcing chain (+)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a dynamic forcing chain (+)"), F::ForcingChain, L::Extreme, 90, false},
     techniques::whyForcing, SUDOKU_FINDERS(findDynamicForcingChain)},
    {{Technique::NestedForcingChain, "nested-forcing-chain",
      SUDOKU_TRANSLATE_NOOP("Explain", "nested forcing chain"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a nested forcing chain"), F::ForcingChain, L::Nightmare, 95, false},
     techniques::whyForcing, SUDOKU_FINDERS(findDynamicForcingChain)},
    // A killer's sums, which Sudoku Explainer does not know: a cage combination is rated as a
    // direct hidden pair (the first step a killer player takes, as a single is on a classic
    // board), the 45 rule on one unit as pointing, 0.2 more for each further line, and a
    // cage-unit interaction as claiming: both reason as locked candidates do.
    {{Technique::CageCombination, "cage-combination", SUDOKU_TRANSLATE_NOOP("Explain", "cage combination"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a cage combination"), F::Cage, L::Easy, 20, false},
     techniques::whyCageCombination, SUDOKU_FINDERS(findCageCombination)},
    {{Technique::InniesOuties, "innies-outies", SUDOKU_TRANSLATE_NOOP("Explain", "45 rule (innies and outies)"),
      SUDOKU_TRANSLATE_NOOP("Explain", "the 45 rule (innies and outies)"), F::Cage, L::Medium, 26, false},
     techniques::whyInniesOuties, SUDOKU_FINDERS(findInniesOuties)},
    {{Technique::CageUnitInteraction, "cage-unit-interaction", SUDOKU_TRANSLATE_NOOP("Explain", "cage-unit interaction"),
      SUDOKU_TRANSLATE_NOOP("Explain", "a cage-unit interaction"), F::Cage, L::Medium, 28, false},
     techniques::whyCageUnitInteraction, SUDOKU_FINDERS(findCageUnitInteraction)},
}};


constexpr bool rowsFollowEnum()
{
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (static_cast<std::size_t>(rows[i].info.technique) != i)
            return false;
    }
    return true;
}
static_assert(rowsFollowEnum(), "technique.cpp: one row per technique, in enum order");

using K = Technique;

// The search plan: the techniques asked of their finders in the order findStep() tries them,
// Sudoku Explainer's order (its producers 1-35, W-Wing ours): not by difficulty — a producer
// earlier in the list wins even with a harder step (a grouped turbot fish, 4.3, before an
// XY-Wing, 4.2). The first that finds a step gives the step; a family's finder may give a
// step of a technique found with it (foundWith), as the skyscraper's gives a 2-string kite.
constexpr std::array searchPlan = {
    K::FullHouse,
    K::HiddenSingle,
    K::DirectPointing,
    K::DirectClaiming,
    K::DirectHiddenPair,
    K::NakedSingle,
    K::DirectHiddenTriple,
    // A killer's sums (nothing on another board): the cages, then the 45 rule, before the
    // locked candidates; the cage-unit interaction after them, as claiming.
    K::CageCombination,
    K::InniesOuties,
    K::LockedCandidatesPointing,
    K::LockedCandidatesClaiming,
    K::CageUnitInteraction,
    K::NakedPair,
    K::XWing,
    K::HiddenPair,
    K::NakedTriple,
    K::Swordfish,
    K::HiddenTriple,
    K::Skyscraper, // and the 2-string kite, turbot fish, empty rectangle, grouped turbot fish
    K::XYWing,
    K::XYZWing,
    K::UniqueRectangleType1, // any unique rectangle or loop
    // Rectangles Sudoku Explainer does not look for, rated as its unique rectangles.
    K::HiddenRectangle,
    K::AvoidableRectangleType1, // either type
    K::NakedQuad,
    K::Jellyfish,
    K::HiddenQuad,
    K::ThreeLinkXChain,
    K::WXYZWing,
    K::BugType1, // any type
    K::FourLinkXChain,
    K::VWXYZWing,
    K::AlignedPairExclusion,
    K::UVWXYZWing,
    // Colouring is an X-chain through a cluster of conjugate pairs, and a W-Wing an alternating
    // inference chain of six nodes, which Sudoku Explainer does not name: each is rated as the
    // chain it is, and tried first so that a player sees the pattern by its name (the whole
    // cluster and every cell it traps; the two pairs and their link). Where a cheaper chain or
    // cycle is there too, the rating takes that one, as Sudoku Explainer would (rating.cpp).
    K::WWing,
    K::SimpleColouring,
    K::MultiColouring,
    K::XChain, // any chain or cycle without groups
    K::TUVWXYZWing,
    K::AlignedTripleExclusion,
    K::SueDeCoq,
    K::AlsXZ, // and the other almost locked set techniques
    // A finned fish is a grouped X-chain (the fins a group), which Sudoku Explainer takes a
    // Nishio forcing chain for: rated so, and tried just before it.
    K::FinnedXWing,
    K::FinnedSwordfish,
    K::FinnedJellyfish,
    K::NishioForcingChain,
    // Chains with groups, which Sudoku Explainer cannot see: it takes a Nishio forcing chain
    // for one on one digit, a multiple forcing chain for one on several; so do they.
    K::GroupedAlternatingInferenceChain, // or a grouped nice loop
    // The same chains through almost locked sets, rated as the multiple forcing chain Sudoku
    // Explainer would need: tried only when no chain without them does.
    K::AlsAlternatingInferenceChain,
    K::CellForcingChain, // or a unit forcing chain
    K::DynamicContradictionChain, // or a double, dynamic cell or dynamic unit forcing chain
    K::DynamicForcingChainPlus,
    K::NestedForcingChain,
};

// Every technique is found in the plan once: by its own finder, asked for it at one place of
// the plan, or by the finder of a technique it is found with. (A row found with no other has
// a finder: tst_techniques checks it, as comparing a function's address with null is not a
// constant expression under the sanitizers.)
constexpr bool planFindsEveryTechnique()
{
    std::array<int, TechniqueCount> asked{};
    for (const Technique technique : searchPlan)
        ++asked[static_cast<std::size_t>(technique)];
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const Technique foundWith = rows[i].foundWith;
        const bool byOwnFinder = foundWith == Technique::None && asked[i] == 1;
        const bool byAnother = foundWith != Technique::None && asked[i] == 0
                            && rows[static_cast<std::size_t>(foundWith)].foundWith == Technique::None
                            && asked[static_cast<std::size_t>(foundWith)] == 1;
        if (!byOwnFinder && !byAnother)
            return false;
    }
    return asked[0] == 0;
}
static_assert(planFindsEveryTechnique(), "technique.cpp: every technique found once in the plan");

struct LevelRow {
    Level level;
    std::string_view name;
};
constexpr std::array<LevelRow, LevelCount> levelRows = {{
    {Level::Easy, "easy"},
    {Level::Medium, "medium"},
    {Level::Hard, "hard"},
    {Level::Expert, "expert"},
    {Level::Extreme, "extreme"},
    {Level::Nightmare, "nightmare"},
    {Level::NotUnique, "not-unique"},
}};

} // namespace

namespace techniques {
const TechniqueRow &techniqueRow(Technique technique)
{
    return rows[static_cast<std::size_t>(technique)];
}

std::span<const Technique> searchOrder()
{
    return searchPlan;
}
} // namespace techniques

const TechniqueInfo &techniqueInfo(Technique technique)
{
    return techniques::techniqueRow(technique).info;
}

TechniqueSet techniquesOf(Family family)
{
    TechniqueSet set;
    for (const techniques::TechniqueRow &row : rows) {
        if (row.info.family == family)
            set.set(static_cast<std::size_t>(row.info.technique));
    }
    return set;
}

std::vector<FamilyTechniques> familiesByDifficulty()
{
    std::vector<FamilyTechniques> families;
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        const Family family = techniqueInfo(technique).family;
        auto found = std::find_if(families.begin(), families.end(),
                                  [family](const FamilyTechniques &f) { return f.family == family; });
        if (found == families.end())
            found = families.insert(families.end(), FamilyTechniques{family, {}});
        found->techniques.push_back(technique);
    }
    const auto difficulty = [](Technique technique) { return techniqueInfo(technique).difficulty; };
    for (FamilyTechniques &family : families) {
        std::stable_sort(family.techniques.begin(), family.techniques.end(),
                         [&](Technique a, Technique b) { return difficulty(a) < difficulty(b); });
    }
    std::stable_sort(families.begin(), families.end(), [&](const FamilyTechniques &a, const FamilyTechniques &b) {
        return difficulty(a.techniques.front()) < difficulty(b.techniques.front());
    });
    return families;
}

std::string_view techniqueName(Technique technique)
{
    return techniqueInfo(technique).name;
}

std::string_view techniqueTitle(Technique technique)
{
    return techniqueInfo(technique).title;
}

std::optional<Technique> techniqueFromName(std::string_view name)
{
    const auto named = [name](const techniques::TechniqueRow &row) { return row.info.name == name; };
    const auto found = std::find_if(rows.begin() + 1, rows.end(), named);
    if (found == rows.end())
        return std::nullopt;
    return found->info.technique;
}

std::string difficultyText(int tenths)
{
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

std::string_view levelName(Level level)
{
    return levelRows[static_cast<std::size_t>(level)].name;
}

std::optional<Level> levelFromName(std::string_view name)
{
    for (const LevelRow &row : levelRows) {
        if (row.name == name)
            return row.level;
    }
    return std::nullopt;
}

} // namespace sudoku
