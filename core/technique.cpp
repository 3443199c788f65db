#include "technique.h"

#include "techniques/techniques.h"

#include <algorithm>
#include <array>

namespace sudoku {
namespace {

#define T(text) SUDOKU_TRANSLATE_NOOP("Explain", text)

using F = Family;
using L = Level;

// The one table: every technique in enum order. Difficulties follow Sudoku Explainer's scale
// (its own values where it has the technique; where it has not, the value it gives the
// pattern the technique is an instance of).
constexpr std::array<techniques::TechniqueRow, TechniqueCount> rows = {{
    {{Technique::None, "", "", "", F::None, L::Easy, 0, false}, nullptr},
    {{Technique::FullHouse, "full-house", T("full house"), T("a full house"), F::Single, L::Easy, 10, false},
     techniques::whySingle, techniques::findFullHouse},
    {{Technique::HiddenSingle, "hidden-single", T("hidden single"), T("a hidden single"), F::Single,
      L::Easy, 12, false},
     techniques::whySingle, techniques::findHiddenSingle},
    {{Technique::NakedSingle, "naked-single", T("naked single"), T("a naked single"), F::Single, L::Easy,
      23, false},
     techniques::whySingle, techniques::findNakedSingle},
    {{Technique::DirectPointing, "direct-pointing", T("direct pointing"), T("direct pointing"),
      F::Intersection, L::Easy, 17, false},
     techniques::whyDirectLocking, techniques::findLockedCandidates},
    {{Technique::DirectClaiming, "direct-claiming", T("direct claiming"), T("direct claiming"),
      F::Intersection, L::Easy, 19, false},
     techniques::whyDirectLocking, techniques::findLockedCandidates},
    {{Technique::DirectHiddenPair, "direct-hidden-pair", T("direct hidden pair"), T("a direct hidden pair"),
      F::Subset, L::Easy, 20, false},
     techniques::whyDirectHiddenSubset, techniques::findHiddenSubset},
    {{Technique::DirectHiddenTriple, "direct-hidden-triple", T("direct hidden triple"),
      T("a direct hidden triple"), F::Subset, L::Easy, 25, false},
     techniques::whyDirectHiddenSubset, techniques::findHiddenSubset},
    {{Technique::LockedCandidatesPointing, "locked-candidates-pointing", T("locked candidates (pointing)"),
      T("locked candidates (pointing)"), F::Intersection, L::Medium, 26, false},
     techniques::whyLockedCandidates, techniques::findLockedCandidates},
    {{Technique::LockedCandidatesClaiming, "locked-candidates-claiming", T("locked candidates (claiming)"),
      T("locked candidates (claiming)"), F::Intersection, L::Medium, 28, false},
     techniques::whyLockedCandidates, techniques::findLockedCandidates},
    {{Technique::NakedPair, "naked-pair", T("naked pair"), T("a naked pair"), F::Subset, L::Medium, 30, false},
     techniques::whyNakedSubset, techniques::findNakedSubset},
    {{Technique::NakedTriple, "naked-triple", T("naked triple"), T("a naked triple"), F::Subset, L::Medium,
      36, false},
     techniques::whyNakedSubset, techniques::findNakedSubset},
    {{Technique::NakedQuad, "naked-quad", T("naked quad"), T("a naked quad"), F::Subset, L::Hard, 50, false},
     techniques::whyNakedSubset, techniques::findNakedSubset},
    {{Technique::HiddenPair, "hidden-pair", T("hidden pair"), T("a hidden pair"), F::Subset, L::Medium, 34,
      false},
     techniques::whyHiddenSubset, techniques::findHiddenSubset},
    {{Technique::HiddenTriple, "hidden-triple", T("hidden triple"), T("a hidden triple"), F::Subset,
      L::Medium, 40, false},
     techniques::whyHiddenSubset, techniques::findHiddenSubset},
    {{Technique::HiddenQuad, "hidden-quad", T("hidden quad"), T("a hidden quad"), F::Subset, L::Hard, 54,
      false},
     techniques::whyHiddenSubset, techniques::findHiddenSubset},
    {{Technique::XWing, "x-wing", T("X-Wing"), T("an X-Wing"), F::Fish, L::Hard, 32, false},
     techniques::whyFish, techniques::findFish},
    {{Technique::Swordfish, "swordfish", T("swordfish"), T("a swordfish"), F::Fish, L::Hard, 38, false},
     techniques::whyFish, techniques::findFish},
    {{Technique::Jellyfish, "jellyfish", T("jellyfish"), T("a jellyfish"), F::Fish, L::Hard, 52, false},
     techniques::whyFish, techniques::findFish},
    {{Technique::FinnedXWing, "finned-x-wing", T("finned X-Wing"), T("a finned X-Wing"), F::Fish, L::Expert, 75,
      false},
     techniques::whyFinnedFish, techniques::findFinnedFish},
    {{Technique::FinnedSwordfish, "finned-swordfish", T("finned swordfish"), T("a finned swordfish"), F::Fish,
      L::Expert, 76, false},
     techniques::whyFinnedFish, techniques::findFinnedFish},
    {{Technique::FinnedJellyfish, "finned-jellyfish", T("finned jellyfish"), T("a finned jellyfish"), F::Fish,
      L::Expert, 77, false},
     techniques::whyFinnedFish, techniques::findFinnedFish},
    {{Technique::Skyscraper, "skyscraper", T("skyscraper"), T("a skyscraper"), F::SingleDigit, L::Hard, 40,
      false},
     techniques::whyStrongLinks, techniques::findStrongLinks},
    {{Technique::TwoStringKite, "two-string-kite", T("2-string kite"), T("a 2-string kite"), F::SingleDigit,
      L::Hard, 41, false},
     techniques::whyStrongLinks, nullptr, Technique::Skyscraper},
    {{Technique::TurbotFish, "turbot-fish", T("turbot fish"), T("a turbot fish"), F::SingleDigit, L::Hard, 41,
      false},
     techniques::whyStrongLinks, nullptr, Technique::Skyscraper},
    {{Technique::EmptyRectangle, "empty-rectangle", T("empty rectangle"), T("an empty rectangle"),
      F::SingleDigit, L::Hard, 43, false},
     techniques::whyStrongLinks, nullptr, Technique::Skyscraper},
    {{Technique::GroupedTurbotFish, "grouped-turbot-fish", T("grouped turbot fish"),
      T("a grouped turbot fish"), F::SingleDigit, L::Hard, 43, false},
     techniques::whyStrongLinks, nullptr, Technique::Skyscraper},
    {{Technique::ThreeLinkXChain, "three-link-x-chain", T("3-link X-chain"), T("a 3-link X-chain"),
      F::SingleDigit, L::Expert, 54, false},
     techniques::whyStrongLinks, techniques::findStrongLinks},
    {{Technique::FourLinkXChain, "four-link-x-chain", T("4-link X-chain"), T("a 4-link X-chain"),
      F::SingleDigit, L::Expert, 58, false},
     techniques::whyStrongLinks, techniques::findStrongLinks},
    {{Technique::SimpleColouring, "simple-colouring", T("simple colouring"), T("simple colouring"),
      F::SingleDigit, L::Expert, 66, false},
     techniques::whyColouring, techniques::findSimpleColouring},
    {{Technique::MultiColouring, "multi-colouring", T("multi-colouring"), T("multi-colouring"), F::SingleDigit,
      L::Expert, 66, false},
     techniques::whyColouring, techniques::findMultiColouring},
    {{Technique::XYWing, "xy-wing", T("XY-Wing"), T("an XY-Wing"), F::Wing, L::Hard, 42, false},
     techniques::whyXYWing, techniques::findXYWing},
    {{Technique::XYZWing, "xyz-wing", T("XYZ-Wing"), T("an XYZ-Wing"), F::Wing, L::Hard, 44, false},
     techniques::whyXYWing, techniques::findXYWing},
    {{Technique::WWing, "w-wing", T("W-Wing"), T("a W-Wing"), F::Wing, L::Expert, 70, false},
     techniques::whyWWing, techniques::findWWing},
    {{Technique::WXYZWing, "wxyz-wing", T("WXYZ-Wing"), T("a WXYZ-Wing"), F::Wing, L::Hard, 55, false},
     techniques::whyAlsWing, techniques::findAlsWing},
    {{Technique::VWXYZWing, "vwxyz-wing", T("VWXYZ-Wing"), T("a VWXYZ-Wing"), F::Wing, L::Expert, 62, false},
     techniques::whyAlsWing, techniques::findAlsWing},
    {{Technique::UVWXYZWing, "uvwxyz-wing", T("UVWXYZ-Wing"), T("a UVWXYZ-Wing"), F::Wing, L::Expert, 66,
      false},
     techniques::whyAlsWing, techniques::findAlsWing},
    {{Technique::TUVWXYZWing, "tuvwxyz-wing", T("TUVWXYZ-Wing"), T("a TUVWXYZ-Wing"), F::Wing, L::Expert, 75,
      false},
     techniques::whyAlsWing, techniques::findAlsWing},
    {{Technique::UniqueRectangleType1, "unique-rectangle-type-1", T("unique rectangle (type 1)"),
      T("a unique rectangle (type 1)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, techniques::findUniqueLoop},
    {{Technique::UniqueRectangleType2, "unique-rectangle-type-2", T("unique rectangle (type 2)"),
      T("a unique rectangle (type 2)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, nullptr, Technique::UniqueRectangleType1},
    {{Technique::UniqueRectangleType3, "unique-rectangle-type-3", T("unique rectangle (type 3)"),
      T("a unique rectangle (type 3)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, nullptr, Technique::UniqueRectangleType1},
    {{Technique::UniqueRectangleType4, "unique-rectangle-type-4", T("unique rectangle (type 4)"),
      T("a unique rectangle (type 4)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, nullptr, Technique::UniqueRectangleType1},
    {{Technique::UniqueRectangleType5, "unique-rectangle-type-5", T("unique rectangle (type 5)"),
      T("a unique rectangle (type 5)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop, nullptr, Technique::UniqueRectangleType1},
    {{Technique::UniqueLoopType1, "unique-loop-type-1", T("unique loop (type 1)"), T("a unique loop (type 1)"),
      F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop, nullptr, Technique::UniqueRectangleType1},
    {{Technique::UniqueLoopType2, "unique-loop-type-2", T("unique loop (type 2)"), T("a unique loop (type 2)"),
      F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop, nullptr, Technique::UniqueRectangleType1},
    {{Technique::UniqueLoopType3, "unique-loop-type-3", T("unique loop (type 3)"), T("a unique loop (type 3)"),
      F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop, nullptr, Technique::UniqueRectangleType1},
    {{Technique::UniqueLoopType4, "unique-loop-type-4", T("unique loop (type 4)"), T("a unique loop (type 4)"),
      F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop, nullptr, Technique::UniqueRectangleType1},
    {{Technique::HiddenRectangle, "hidden-rectangle", T("hidden rectangle"), T("a hidden rectangle"),
      F::Uniqueness, L::Expert, 45, true},
     techniques::whyHiddenRectangle, techniques::findHiddenRectangle},
    {{Technique::AvoidableRectangleType1, "avoidable-rectangle-type-1", T("avoidable rectangle (type 1)"),
      T("an avoidable rectangle (type 1)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyAvoidableRectangle, techniques::findAvoidableRectangle},
    {{Technique::AvoidableRectangleType2, "avoidable-rectangle-type-2", T("avoidable rectangle (type 2)"),
      T("an avoidable rectangle (type 2)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyAvoidableRectangle, nullptr, Technique::AvoidableRectangleType1},
    {{Technique::BugType1, "bug-type-1", T("BUG (type 1)"), T("a BUG (type 1)"), F::Uniqueness, L::Expert, 56,
      true},
     techniques::whyBug, techniques::findBug},
    {{Technique::BugType2, "bug-type-2", T("BUG (type 2)"), T("a BUG (type 2)"), F::Uniqueness, L::Expert, 57,
      true},
     techniques::whyBug, nullptr, Technique::BugType1},
    {{Technique::BugType3, "bug-type-3", T("BUG (type 3)"), T("a BUG (type 3)"), F::Uniqueness, L::Expert, 58,
      true},
     techniques::whyBug, nullptr, Technique::BugType1},
    {{Technique::BugType4, "bug-type-4", T("BUG (type 4)"), T("a BUG (type 4)"), F::Uniqueness, L::Expert, 57,
      true},
     techniques::whyBug, nullptr, Technique::BugType1},
    {{Technique::AlignedPairExclusion, "aligned-pair-exclusion", T("aligned pair exclusion"),
      T("an aligned pair exclusion"), F::Exclusion, L::Expert, 62, false},
     techniques::whyAlignedExclusion, techniques::findAlignedExclusion},
    {{Technique::AlignedTripleExclusion, "aligned-triple-exclusion", T("aligned triple exclusion"),
      T("an aligned triple exclusion"), F::Exclusion, L::Expert, 75, false},
     techniques::whyAlignedExclusion, techniques::findAlignedExclusion},
    {{Technique::XChain, "x-chain", T("X-chain"), T("an X-chain"), F::Chain, L::Expert, 66, false},
     techniques::whyChain, techniques::findChainsAndCycles},
    {{Technique::XCycle, "x-cycle", T("X-cycle"), T("an X-cycle"), F::Chain, L::Expert, 65, false},
     techniques::whyLoop, nullptr, Technique::XChain},
    {{Technique::XYChain, "xy-chain", T("XY-chain"), T("an XY-chain"), F::Chain, L::Expert, 70, false},
     techniques::whyChain, nullptr, Technique::XChain},
    {{Technique::RemotePair, "remote-pair", T("remote pair"), T("a remote pair"), F::Chain, L::Expert, 70,
      false},
     techniques::whyChain, nullptr, Technique::XChain},
    {{Technique::XYCycle, "xy-cycle", T("XY-cycle"), T("an XY-cycle"), F::Chain, L::Expert, 65, false},
     techniques::whyLoop, nullptr, Technique::XChain},
    {{Technique::AlternatingInferenceChain, "aic", T("alternating inference chain"),
      T("an alternating inference chain"), F::Chain, L::Expert, 70, false},
     techniques::whyChain, nullptr, Technique::XChain},
    {{Technique::ContinuousNiceLoop, "nice-loop", T("continuous nice loop"), T("a continuous nice loop"),
      F::Chain, L::Expert, 70, false},
     techniques::whyLoop, nullptr, Technique::XChain},
    {{Technique::GroupedAlternatingInferenceChain, "grouped-aic", T("grouped alternating inference chain"),
      T("a grouped alternating inference chain"), F::Chain, L::Expert, 71, false},
     techniques::whyChain, techniques::findGroupedChain},
    {{Technique::GroupedNiceLoop, "grouped-nice-loop", T("grouped nice loop"), T("a grouped nice loop"),
      F::Chain, L::Expert, 71, false},
     techniques::whyLoop, nullptr, Technique::GroupedAlternatingInferenceChain},
    {{Technique::AlsAlternatingInferenceChain, "als-aic", T("alternating inference chain with almost locked sets"),
      T("an alternating inference chain with almost locked sets"), F::Chain, L::Expert, 80, false},
     techniques::whyChain, techniques::findGroupedChain},
    {{Technique::SueDeCoq, "sue-de-coq", T("Sue de Coq"), T("a Sue de Coq"), F::AlmostLockedSet, L::Expert, 71,
      false},
     techniques::whySueDeCoq, techniques::findSueDeCoq},
    {{Technique::AlsXZ, "als-xz", T("ALS-XZ"), T("an ALS-XZ"), F::AlmostLockedSet, L::Expert, 73, false},
     techniques::whyAlmostLockedSets, techniques::findAlmostLockedSets},
    {{Technique::AlsXYWing, "als-xy-wing", T("ALS-XY-Wing"), T("an ALS-XY-Wing"), F::AlmostLockedSet, L::Expert,
      75, false},
     techniques::whyAlmostLockedSets, nullptr, Technique::AlsXZ},
    {{Technique::AlsChain, "als-chain", T("ALS chain"), T("an ALS chain"), F::AlmostLockedSet, L::Expert, 76,
      false},
     techniques::whyAlmostLockedSets, nullptr, Technique::AlsXZ},
    {{Technique::DeathBlossom, "death-blossom", T("death blossom"), T("a death blossom"), F::AlmostLockedSet,
      L::Expert, 77, false},
     techniques::whyDeathBlossom, nullptr, Technique::AlsXZ},
    {{Technique::NishioForcingChain, "nishio", T("Nishio forcing chain"), T("a Nishio forcing chain"),
      F::ForcingChain, L::Extreme, 75, false},
     techniques::whyForcing, techniques::findNishio},
    {{Technique::CellForcingChain, "cell-forcing-chain", T("cell forcing chain"), T("a cell forcing chain"),
      F::ForcingChain, L::Extreme, 80, false},
     techniques::whyForcing, techniques::findMultipleForcingChain},
    {{Technique::UnitForcingChain, "unit-forcing-chain", T("unit forcing chain"), T("a unit forcing chain"),
      F::ForcingChain, L::Extreme, 80, false},
     techniques::whyForcing, nullptr, Technique::CellForcingChain},
    {{Technique::DynamicContradictionChain, "contradiction-chain", T("contradiction chain"),
      T("a contradiction chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing, techniques::findDynamicForcingChain},
    {{Technique::DoubleForcingChain, "double-forcing-chain", T("double forcing chain"),
      T("a double forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing, nullptr, Technique::DynamicContradictionChain},
    {{Technique::DynamicCellForcingChain, "dynamic-cell-forcing-chain", T("dynamic cell forcing chain"),
      T("a dynamic cell forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing, nullptr, Technique::DynamicContradictionChain},
    {{Technique::DynamicUnitForcingChain, "dynamic-unit-forcing-chain", T("dynamic unit forcing chain"),
      T("a dynamic unit forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing, nullptr, Technique::DynamicContradictionChain},
    {{Technique::DynamicForcingChainPlus, "dynamic-forcing-chain-plus", T("dynamic forcing chain (+)"),
      T("a dynamic forcing chain (+)"), F::ForcingChain, L::Extreme, 90, false},
     techniques::whyForcing, techniques::findDynamicForcingChain},
    {{Technique::NestedForcingChain, "nested-forcing-chain", T("nested forcing chain"),
      T("a nested forcing chain"), F::ForcingChain, L::Nightmare, 95, false},
     techniques::whyForcing, techniques::findDynamicForcingChain},
}};

#undef T

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
    K::LockedCandidatesPointing,
    K::LockedCandidatesClaiming,
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
    // cluster and every cell it traps; the two pairs and their link).
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
