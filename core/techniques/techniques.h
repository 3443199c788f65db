#pragma once
// The technique finders behind findStep() (stepfinder.h), one family to a file. Inside core/
// only.
//
// Each finder takes the technique it looks for (a family's finder serves every size or kind
// of it) and returns that technique's first step in the finder's fixed search order, or
// nothing. A step always places or eliminates at least one candidate, and follows step.h's
// table of fields. Finders read the Analysis alone: the same board always gives the same step.

#include "analysis.h"

#include <optional>

namespace sudoku::techniques {

using Finder = std::optional<Step> (*)(const Analysis &analysis, Technique technique);

// singles.cpp: FullHouse, NakedSingle, HiddenSingle.
std::optional<Step> findFullHouse(const Analysis &analysis, Technique technique);
std::optional<Step> findNakedSingle(const Analysis &analysis, Technique technique);
std::optional<Step> findHiddenSingle(const Analysis &analysis, Technique technique);
// intersections.cpp: LockedCandidatesPointing, LockedCandidatesClaiming.
std::optional<Step> findLockedCandidates(const Analysis &analysis, Technique technique);
// subsets.cpp: NakedPair, NakedTriple, NakedQuad; HiddenPair, HiddenTriple, HiddenQuad.
std::optional<Step> findNakedSubset(const Analysis &analysis, Technique technique);
std::optional<Step> findHiddenSubset(const Analysis &analysis, Technique technique);
// fish.cpp: XWing, Swordfish, Jellyfish.
std::optional<Step> findFish(const Analysis &analysis, Technique technique);
// singledigit.cpp: Skyscraper, TwoStringKite.
std::optional<Step> findJoinedStrongLinks(const Analysis &analysis, Technique technique);
// wings.cpp: XYWing, XYZWing, WWing.
std::optional<Step> findXYWing(const Analysis &analysis, Technique technique);
std::optional<Step> findXYZWing(const Analysis &analysis, Technique technique);
std::optional<Step> findWWing(const Analysis &analysis, Technique technique);
// chains.cpp: XChain.
std::optional<Step> findXChain(const Analysis &analysis, Technique technique);
// uniqueness.cpp: UniqueRectangleType1, BugPlusOne (only when analysis.assumeUnique).
std::optional<Step> findUniqueRectangle(const Analysis &analysis, Technique technique);
std::optional<Step> findBugPlusOne(const Analysis &analysis, Technique technique);

} // namespace sudoku::techniques
