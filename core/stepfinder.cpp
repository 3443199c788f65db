#include "stepfinder.h"

#include "techniques/techniques.h"

#include <array>

namespace sudoku {
namespace {

using namespace techniques;

struct FinderRow {
    Technique technique;
    Finder find;
};

// Every technique's finder, in the order of the enum: the order findStep() tries them.
constexpr std::array<FinderRow, TechniqueCount - 1> finders = {{
    {Technique::FullHouse, findFullHouse},
    {Technique::NakedSingle, findNakedSingle},
    {Technique::HiddenSingle, findHiddenSingle},
    {Technique::LockedCandidatesPointing, findLockedCandidates},
    {Technique::LockedCandidatesClaiming, findLockedCandidates},
    {Technique::NakedPair, findNakedSubset},
    {Technique::HiddenPair, findHiddenSubset},
    {Technique::NakedTriple, findNakedSubset},
    {Technique::HiddenTriple, findHiddenSubset},
    {Technique::XWing, findFish},
    {Technique::Swordfish, findFish},
    {Technique::Skyscraper, findJoinedStrongLinks},
    {Technique::TwoStringKite, findJoinedStrongLinks},
    {Technique::XYWing, findXYWing},
    {Technique::XYZWing, findXYZWing},
    {Technique::WWing, findWWing},
    {Technique::NakedQuad, findNakedSubset},
    {Technique::Jellyfish, findFish},
    {Technique::HiddenQuad, findHiddenSubset},
    {Technique::UniqueRectangleType1, findUniqueRectangle},
    {Technique::BugPlusOne, findBugPlusOne},
    {Technique::XChain, findXChain},
}};

constexpr bool finderRowsFollowEnum()
{
    for (std::size_t i = 0; i < finders.size(); ++i) {
        if (static_cast<std::size_t>(finders[i].technique) != i + 1)
            return false;
    }
    return true;
}
static_assert(finderRowsFollowEnum());

} // namespace

std::optional<Step> findStep(const Board &board, Uniqueness uniqueness)
{
    const Analysis analysis(board, uniqueness == Uniqueness::Assumed);
    for (const FinderRow &row : finders) {
        if (auto step = row.find(analysis, row.technique))
            return step;
    }
    return std::nullopt;
}

std::optional<Step> findStepOf(const Board &board, Technique technique, Uniqueness uniqueness)
{
    if (technique == Technique::None)
        return std::nullopt;
    const FinderRow &row = finders[static_cast<std::size_t>(technique) - 1];
    return row.find(Analysis(board, uniqueness == Uniqueness::Assumed), technique);
}

std::optional<Step> stepStartedBy(const Event &event, const Board *before)
{
    if (!event.stepStart || event.technique == Technique::None)
        return std::nullopt;
    if (event.kind == EventKind::Place)
        return singleStep(event.technique, event.cell, event.digit, event.unit);
    if (!before)
        return std::nullopt;
    return findStepOf(*before, event.technique);
}

} // namespace sudoku
