// SPDX-License-Identifier: GPL-3.0-or-later
#include "generalsteps.h"

#include "finders.h"

#include <array>

namespace sudoku::anysize {
namespace {

struct PlanRow {
    Technique asked;
    Finder find;
};

// The plan: the technique table's search plan (technique.cpp) with the techniques this finder
// has, in the same order (tst_generalsteps checks it is a subsequence of it).
constexpr std::array plan = {
    PlanRow{Technique::FullHouse, findSingle},
    PlanRow{Technique::HiddenSingle, findSingle},
    PlanRow{Technique::NakedSingle, findSingle},
    PlanRow{Technique::LockedCandidatesPointing, findLockedCandidates},
    PlanRow{Technique::LockedCandidatesClaiming, findLockedCandidates},
    PlanRow{Technique::NakedPair, findNakedSubset},
    PlanRow{Technique::XWing, findFish},
    PlanRow{Technique::HiddenPair, findHiddenSubset},
    PlanRow{Technique::NakedTriple, findNakedSubset},
    PlanRow{Technique::Swordfish, findFish},
    PlanRow{Technique::HiddenTriple, findHiddenSubset},
    PlanRow{Technique::Skyscraper, findStrongLinks}, // or a 2-string kite, a turbot fish
    PlanRow{Technique::XYWing, findXYWing},
    PlanRow{Technique::XYZWing, findXYWing},
    PlanRow{Technique::NakedQuad, findNakedSubset},
    PlanRow{Technique::Jellyfish, findFish},
    PlanRow{Technique::HiddenQuad, findHiddenSubset},
    PlanRow{Technique::ThreeLinkXChain, findStrongLinks},
    PlanRow{Technique::FourLinkXChain, findStrongLinks},
    PlanRow{Technique::WWing, findWWing},
    PlanRow{Technique::XChain, findChain}, // or an XY-chain, a remote pair, an AIC
    PlanRow{Technique::NishioForcingChain, findForcingChain},
    PlanRow{Technique::CellForcingChain, findForcingChain}, // or a unit forcing chain
    PlanRow{Technique::DynamicContradictionChain, findForcingChain}, // or double, cell, unit
    PlanRow{Technique::DynamicForcingChainPlus, findForcingChain},
    PlanRow{Technique::NestedForcingChain, findForcingChain},
};

constexpr auto planOrder = [] {
    std::array<Technique, plan.size()> order{};
    for (std::size_t i = 0; i < plan.size(); ++i)
        order[i] = plan[i].asked;
    return order;
}();

// The plan row whose finder finds a technique: its own, or the one its family is asked by.
const PlanRow *rowFinding(Technique technique)
{
    for (const PlanRow &row : plan) {
        if (row.asked == technique)
            return &row;
    }
    switch (technique) {
    case Technique::TwoStringKite:
    case Technique::TurbotFish:
        return rowFinding(Technique::Skyscraper);
    case Technique::XYChain:
    case Technique::RemotePair:
    case Technique::AlternatingInferenceChain:
        return rowFinding(Technique::XChain);
    case Technique::UnitForcingChain:
        return rowFinding(Technique::CellForcingChain);
    case Technique::DoubleForcingChain:
    case Technique::DynamicCellForcingChain:
    case Technique::DynamicUnitForcingChain:
        return rowFinding(Technique::DynamicContradictionChain);
    default:
        return nullptr;
    }
}

std::optional<Step> run(const PlanRow &row, const Search &search, Uniqueness uniqueness)
{
    const TechniqueInfo &info = techniqueInfo(row.asked);
    // As on 9×9: on a board that may have several solutions the forcing chains only search
    // long before a guess.
    if (uniqueness != Uniqueness::Assumed && (info.needsUniqueness || info.family == Family::ForcingChain))
        return std::nullopt;
    return row.find(search, row.asked);
}

} // namespace

std::optional<Step> findStep(const Board &board, Uniqueness uniqueness, const std::atomic<bool> *cancel,
                             Level ceiling)
{
    const Marks marks = Marks::of(board);
    const Search search{marks, cancel};
    for (const PlanRow &row : plan) {
        if (search.cancelled())
            return std::nullopt;
        if (techniqueInfo(row.asked).level > ceiling)
            continue;
        if (std::optional<Step> step = run(row, search, uniqueness))
            return step;
    }
    return std::nullopt;
}

std::optional<Step> findStepOf(const Board &board, Technique technique, Uniqueness uniqueness)
{
    const PlanRow *row = rowFinding(technique);
    if (!row)
        return std::nullopt;
    const Marks marks = Marks::of(board);
    std::optional<Step> step = run(*row, Search{marks, nullptr}, uniqueness);
    if (step && step->technique != technique)
        return std::nullopt;
    return step;
}

std::span<const Technique> searchOrder()
{
    return planOrder;
}

std::optional<Step> findAsked(const Marks &marks, Technique asked, Uniqueness uniqueness,
                              const std::atomic<bool> *cancel)
{
    for (const PlanRow &row : plan) {
        if (row.asked == asked)
            return run(row, Search{marks, cancel}, uniqueness);
    }
    return std::nullopt;
}

} // namespace sudoku::anysize
