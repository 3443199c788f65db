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
     techniques::whySingle},
    {{Technique::HiddenSingle, "hidden-single", T("hidden single"), T("a hidden single"), F::Single,
      L::Easy, 12, false},
     techniques::whySingle},
    {{Technique::NakedSingle, "naked-single", T("naked single"), T("a naked single"), F::Single, L::Easy,
      23, false},
     techniques::whySingle},
    {{Technique::DirectPointing, "direct-pointing", T("direct pointing"), T("direct pointing"),
      F::Intersection, L::Easy, 17, false},
     techniques::whyDirectLocking},
    {{Technique::DirectClaiming, "direct-claiming", T("direct claiming"), T("direct claiming"),
      F::Intersection, L::Easy, 19, false},
     techniques::whyDirectLocking},
    {{Technique::DirectHiddenPair, "direct-hidden-pair", T("direct hidden pair"), T("a direct hidden pair"),
      F::Subset, L::Easy, 20, false},
     techniques::whyDirectHiddenSubset},
    {{Technique::DirectHiddenTriple, "direct-hidden-triple", T("direct hidden triple"),
      T("a direct hidden triple"), F::Subset, L::Easy, 25, false},
     techniques::whyDirectHiddenSubset},
    {{Technique::LockedCandidatesPointing, "locked-candidates-pointing", T("locked candidates (pointing)"),
      T("locked candidates (pointing)"), F::Intersection, L::Medium, 26, false},
     techniques::whyLockedCandidates},
    {{Technique::LockedCandidatesClaiming, "locked-candidates-claiming", T("locked candidates (claiming)"),
      T("locked candidates (claiming)"), F::Intersection, L::Medium, 28, false},
     techniques::whyLockedCandidates},
    {{Technique::NakedPair, "naked-pair", T("naked pair"), T("a naked pair"), F::Subset, L::Medium, 30, false},
     techniques::whyNakedSubset},
    {{Technique::NakedTriple, "naked-triple", T("naked triple"), T("a naked triple"), F::Subset, L::Medium,
      36, false},
     techniques::whyNakedSubset},
    {{Technique::NakedQuad, "naked-quad", T("naked quad"), T("a naked quad"), F::Subset, L::Hard, 50, false},
     techniques::whyNakedSubset},
    {{Technique::HiddenPair, "hidden-pair", T("hidden pair"), T("a hidden pair"), F::Subset, L::Medium, 34,
      false},
     techniques::whyHiddenSubset},
    {{Technique::HiddenTriple, "hidden-triple", T("hidden triple"), T("a hidden triple"), F::Subset,
      L::Medium, 40, false},
     techniques::whyHiddenSubset},
    {{Technique::HiddenQuad, "hidden-quad", T("hidden quad"), T("a hidden quad"), F::Subset, L::Hard, 54,
      false},
     techniques::whyHiddenSubset},
    {{Technique::XWing, "x-wing", T("X-Wing"), T("an X-Wing"), F::Fish, L::Hard, 32, false},
     techniques::whyFish},
    {{Technique::Swordfish, "swordfish", T("swordfish"), T("a swordfish"), F::Fish, L::Hard, 38, false},
     techniques::whyFish},
    {{Technique::Jellyfish, "jellyfish", T("jellyfish"), T("a jellyfish"), F::Fish, L::Hard, 52, false},
     techniques::whyFish},
    {{Technique::FinnedXWing, "finned-x-wing", T("finned X-Wing"), T("a finned X-Wing"), F::Fish, L::Expert, 75,
      false},
     techniques::whyFinnedFish},
    {{Technique::FinnedSwordfish, "finned-swordfish", T("finned swordfish"), T("a finned swordfish"), F::Fish,
      L::Expert, 76, false},
     techniques::whyFinnedFish},
    {{Technique::FinnedJellyfish, "finned-jellyfish", T("finned jellyfish"), T("a finned jellyfish"), F::Fish,
      L::Expert, 77, false},
     techniques::whyFinnedFish},
    {{Technique::Skyscraper, "skyscraper", T("skyscraper"), T("a skyscraper"), F::SingleDigit, L::Hard, 40,
      false},
     techniques::whyStrongLinks},
    {{Technique::TwoStringKite, "two-string-kite", T("2-string kite"), T("a 2-string kite"), F::SingleDigit,
      L::Hard, 41, false},
     techniques::whyStrongLinks},
    {{Technique::TurbotFish, "turbot-fish", T("turbot fish"), T("a turbot fish"), F::SingleDigit, L::Hard, 41,
      false},
     techniques::whyStrongLinks},
    {{Technique::EmptyRectangle, "empty-rectangle", T("empty rectangle"), T("an empty rectangle"),
      F::SingleDigit, L::Hard, 43, false},
     techniques::whyStrongLinks},
    {{Technique::GroupedTurbotFish, "grouped-turbot-fish", T("grouped turbot fish"),
      T("a grouped turbot fish"), F::SingleDigit, L::Hard, 43, false},
     techniques::whyStrongLinks},
    {{Technique::ThreeLinkXChain, "three-link-x-chain", T("3-link X-chain"), T("a 3-link X-chain"),
      F::SingleDigit, L::Expert, 54, false},
     techniques::whyStrongLinks},
    {{Technique::FourLinkXChain, "four-link-x-chain", T("4-link X-chain"), T("a 4-link X-chain"),
      F::SingleDigit, L::Expert, 58, false},
     techniques::whyStrongLinks},
    {{Technique::SimpleColouring, "simple-colouring", T("simple colouring"), T("simple colouring"),
      F::SingleDigit, L::Expert, 66, false},
     techniques::whyColouring},
    {{Technique::MultiColouring, "multi-colouring", T("multi-colouring"), T("multi-colouring"), F::SingleDigit,
      L::Expert, 66, false},
     techniques::whyColouring},
    {{Technique::XYWing, "xy-wing", T("XY-Wing"), T("an XY-Wing"), F::Wing, L::Hard, 42, false},
     techniques::whyXYWing},
    {{Technique::XYZWing, "xyz-wing", T("XYZ-Wing"), T("an XYZ-Wing"), F::Wing, L::Hard, 44, false},
     techniques::whyXYWing},
    {{Technique::WWing, "w-wing", T("W-Wing"), T("a W-Wing"), F::Wing, L::Expert, 70, false},
     techniques::whyWWing},
    {{Technique::WXYZWing, "wxyz-wing", T("WXYZ-Wing"), T("a WXYZ-Wing"), F::Wing, L::Hard, 55, false},
     techniques::whyAlsWing},
    {{Technique::VWXYZWing, "vwxyz-wing", T("VWXYZ-Wing"), T("a VWXYZ-Wing"), F::Wing, L::Expert, 62, false},
     techniques::whyAlsWing},
    {{Technique::UVWXYZWing, "uvwxyz-wing", T("UVWXYZ-Wing"), T("a UVWXYZ-Wing"), F::Wing, L::Expert, 66,
      false},
     techniques::whyAlsWing},
    {{Technique::TUVWXYZWing, "tuvwxyz-wing", T("TUVWXYZ-Wing"), T("a TUVWXYZ-Wing"), F::Wing, L::Expert, 75,
      false},
     techniques::whyAlsWing},
    {{Technique::UniqueRectangleType1, "unique-rectangle-type-1", T("unique rectangle (type 1)"),
      T("a unique rectangle (type 1)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop},
    {{Technique::UniqueRectangleType2, "unique-rectangle-type-2", T("unique rectangle (type 2)"),
      T("a unique rectangle (type 2)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop},
    {{Technique::UniqueRectangleType3, "unique-rectangle-type-3", T("unique rectangle (type 3)"),
      T("a unique rectangle (type 3)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop},
    {{Technique::UniqueRectangleType4, "unique-rectangle-type-4", T("unique rectangle (type 4)"),
      T("a unique rectangle (type 4)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop},
    {{Technique::UniqueRectangleType5, "unique-rectangle-type-5", T("unique rectangle (type 5)"),
      T("a unique rectangle (type 5)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyUniqueLoop},
    {{Technique::UniqueLoopType1, "unique-loop-type-1", T("unique loop (type 1)"), T("a unique loop (type 1)"),
      F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop},
    {{Technique::UniqueLoopType2, "unique-loop-type-2", T("unique loop (type 2)"), T("a unique loop (type 2)"),
      F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop},
    {{Technique::UniqueLoopType3, "unique-loop-type-3", T("unique loop (type 3)"), T("a unique loop (type 3)"),
      F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop},
    {{Technique::UniqueLoopType4, "unique-loop-type-4", T("unique loop (type 4)"), T("a unique loop (type 4)"),
      F::Uniqueness, L::Expert, 46, true},
     techniques::whyUniqueLoop},
    {{Technique::HiddenRectangle, "hidden-rectangle", T("hidden rectangle"), T("a hidden rectangle"),
      F::Uniqueness, L::Expert, 45, true},
     techniques::whyHiddenRectangle},
    {{Technique::AvoidableRectangleType1, "avoidable-rectangle-type-1", T("avoidable rectangle (type 1)"),
      T("an avoidable rectangle (type 1)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyAvoidableRectangle},
    {{Technique::AvoidableRectangleType2, "avoidable-rectangle-type-2", T("avoidable rectangle (type 2)"),
      T("an avoidable rectangle (type 2)"), F::Uniqueness, L::Expert, 45, true},
     techniques::whyAvoidableRectangle},
    {{Technique::BugType1, "bug-type-1", T("BUG (type 1)"), T("a BUG (type 1)"), F::Uniqueness, L::Expert, 56,
      true},
     techniques::whyBug},
    {{Technique::BugType2, "bug-type-2", T("BUG (type 2)"), T("a BUG (type 2)"), F::Uniqueness, L::Expert, 57,
      true},
     techniques::whyBug},
    {{Technique::BugType3, "bug-type-3", T("BUG (type 3)"), T("a BUG (type 3)"), F::Uniqueness, L::Expert, 58,
      true},
     techniques::whyBug},
    {{Technique::BugType4, "bug-type-4", T("BUG (type 4)"), T("a BUG (type 4)"), F::Uniqueness, L::Expert, 57,
      true},
     techniques::whyBug},
    {{Technique::AlignedPairExclusion, "aligned-pair-exclusion", T("aligned pair exclusion"),
      T("an aligned pair exclusion"), F::Exclusion, L::Expert, 62, false},
     techniques::whyAlignedExclusion},
    {{Technique::AlignedTripleExclusion, "aligned-triple-exclusion", T("aligned triple exclusion"),
      T("an aligned triple exclusion"), F::Exclusion, L::Expert, 75, false},
     techniques::whyAlignedExclusion},
    {{Technique::XChain, "x-chain", T("X-chain"), T("an X-chain"), F::Chain, L::Expert, 66, false},
     techniques::whyChain},
    {{Technique::XCycle, "x-cycle", T("X-cycle"), T("an X-cycle"), F::Chain, L::Expert, 65, false},
     techniques::whyLoop},
    {{Technique::XYChain, "xy-chain", T("XY-chain"), T("an XY-chain"), F::Chain, L::Expert, 70, false},
     techniques::whyChain},
    {{Technique::RemotePair, "remote-pair", T("remote pair"), T("a remote pair"), F::Chain, L::Expert, 70,
      false},
     techniques::whyChain},
    {{Technique::XYCycle, "xy-cycle", T("XY-cycle"), T("an XY-cycle"), F::Chain, L::Expert, 65, false},
     techniques::whyLoop},
    {{Technique::AlternatingInferenceChain, "aic", T("alternating inference chain"),
      T("an alternating inference chain"), F::Chain, L::Expert, 70, false},
     techniques::whyChain},
    {{Technique::ContinuousNiceLoop, "nice-loop", T("continuous nice loop"), T("a continuous nice loop"),
      F::Chain, L::Expert, 70, false},
     techniques::whyLoop},
    {{Technique::GroupedAlternatingInferenceChain, "grouped-aic", T("grouped alternating inference chain"),
      T("a grouped alternating inference chain"), F::Chain, L::Expert, 71, false},
     techniques::whyChain},
    {{Technique::GroupedNiceLoop, "grouped-nice-loop", T("grouped nice loop"), T("a grouped nice loop"),
      F::Chain, L::Expert, 71, false},
     techniques::whyLoop},
    {{Technique::AlsAlternatingInferenceChain, "als-aic", T("alternating inference chain with almost locked sets"),
      T("an alternating inference chain with almost locked sets"), F::Chain, L::Expert, 80, false},
     techniques::whyChain},
    {{Technique::SueDeCoq, "sue-de-coq", T("Sue de Coq"), T("a Sue de Coq"), F::AlmostLockedSet, L::Expert, 71,
      false},
     techniques::whySueDeCoq},
    {{Technique::AlsXZ, "als-xz", T("ALS-XZ"), T("an ALS-XZ"), F::AlmostLockedSet, L::Expert, 73, false},
     techniques::whyAlmostLockedSets},
    {{Technique::AlsXYWing, "als-xy-wing", T("ALS-XY-Wing"), T("an ALS-XY-Wing"), F::AlmostLockedSet, L::Expert,
      75, false},
     techniques::whyAlmostLockedSets},
    {{Technique::AlsChain, "als-chain", T("ALS chain"), T("an ALS chain"), F::AlmostLockedSet, L::Expert, 76,
      false},
     techniques::whyAlmostLockedSets},
    {{Technique::DeathBlossom, "death-blossom", T("death blossom"), T("a death blossom"), F::AlmostLockedSet,
      L::Expert, 77, false},
     techniques::whyDeathBlossom},
    {{Technique::NishioForcingChain, "nishio", T("Nishio forcing chain"), T("a Nishio forcing chain"),
      F::ForcingChain, L::Extreme, 75, false},
     techniques::whyForcing},
    {{Technique::CellForcingChain, "cell-forcing-chain", T("cell forcing chain"), T("a cell forcing chain"),
      F::ForcingChain, L::Extreme, 80, false},
     techniques::whyForcing},
    {{Technique::UnitForcingChain, "unit-forcing-chain", T("unit forcing chain"), T("a unit forcing chain"),
      F::ForcingChain, L::Extreme, 80, false},
     techniques::whyForcing},
    {{Technique::DynamicContradictionChain, "contradiction-chain", T("contradiction chain"),
      T("a contradiction chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing},
    {{Technique::DoubleForcingChain, "double-forcing-chain", T("double forcing chain"),
      T("a double forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing},
    {{Technique::DynamicCellForcingChain, "dynamic-cell-forcing-chain", T("dynamic cell forcing chain"),
      T("a dynamic cell forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing},
    {{Technique::DynamicUnitForcingChain, "dynamic-unit-forcing-chain", T("dynamic unit forcing chain"),
      T("a dynamic unit forcing chain"), F::ForcingChain, L::Extreme, 85, false},
     techniques::whyForcing},
    {{Technique::DynamicForcingChainPlus, "dynamic-forcing-chain-plus", T("dynamic forcing chain (+)"),
      T("a dynamic forcing chain (+)"), F::ForcingChain, L::Extreme, 90, false},
     techniques::whyForcing},
    {{Technique::NestedForcingChain, "nested-forcing-chain", T("nested forcing chain"),
      T("a nested forcing chain"), F::ForcingChain, L::Nightmare, 95, false},
     techniques::whyForcing},
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
