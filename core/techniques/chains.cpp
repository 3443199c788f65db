// X-chain: on one digit, a chain of links alternating strong (a unit with exactly two places
// for the digit: one of them holds it) and weak (two cells that see each other: not both),
// strong first and last. If its first cell lacks the digit, the next has it, the one after
// does not, and so on: the last cell has it. So one of the two ends holds the digit, and no
// cell seeing both ends can.
//
// The search is breadth-first from each start cell over two layers of cells — reached by a
// strong link ("on": holds the digit if the start does not) and by a weak one ("off") — kept
// as cell sets, so the shortest chain is found first. Among all digits and starts, the
// shortest chain that eliminates something is the step (the first found on a tie).

#include "techniques.h"

#include <climits>

namespace sudoku::techniques {
namespace {

// The chain ending at `end` (reached "on"), walked back through the parents to the start;
// empty when it passes a cell twice (a shortest walk may, rarely: it is then no chain).
std::vector<int> walkBack(int end, const std::array<std::int8_t, CellCount> &parentOn,
                          const std::array<std::int8_t, CellCount> &parentOff)
{
    std::vector<int> cells;
    CellSet seen;
    int cell = end;
    bool on = true;
    while (cell >= 0) {
        if (seen.contains(cell))
            return {};
        seen.add(cell);
        cells.push_back(cell);
        cell = on ? parentOn[idx(cell)] : parentOff[idx(cell)];
        on = !on;
    }
    return {cells.rbegin(), cells.rend()};
}

} // namespace

std::optional<Step> findXChain(const Analysis &analysis, Technique technique)
{
    constexpr int Shortest = 3; // one link is a locked candidate's job
    std::optional<Step> best;
    int bestLength = INT_MAX;
    for (int digit = 1; digit <= DigitCount; ++digit) {
        const CellSet cells = analysis.cellsWith(digit);
        // strong[cell]: the cells strongly linked to it.
        std::array<CellSet, CellCount> strong{};
        CellSet linked;
        for (int unit = 0; unit < UnitCount; ++unit) {
            const CellSet pair = cells & unitSet[idx(unit)];
            if (pair.count() != 2)
                continue;
            const int a = pair.first();
            const int b = (pair - CellSet::of(a)).first();
            strong[idx(a)].add(b);
            strong[idx(b)].add(a);
            linked |= pair;
        }
        std::array<std::int8_t, CellCount> parentOn{};
        std::array<std::int8_t, CellCount> parentOff{};
        for (const int start : linked) {
            parentOff[idx(start)] = -1;
            CellSet off = CellSet::of(start); // the newest off layer
            CellSet seenOn;
            CellSet seenOff = off;
            for (int length = 1; length < bestLength && !off.isEmpty(); length += 2) {
                CellSet on;
                for (const int from : off) {
                    for (const int to : strong[idx(from)] - seenOn - on) {
                        parentOn[idx(to)] = static_cast<std::int8_t>(from);
                        on.add(to);
                    }
                }
                seenOn |= on;
                if (length >= Shortest) {
                    for (const int end : on) {
                        const CellSet struck = cells & peerSet[idx(start)] & peerSet[idx(end)];
                        if (struck.isEmpty())
                            continue;
                        const std::vector<int> chain = walkBack(end, parentOn, parentOff);
                        if (chain.empty())
                            continue;
                        Step step;
                        step.technique = technique;
                        addCellDigits(step.eliminations, struck, digit);
                        step.cells = chain;
                        for (std::size_t i = 0; i + 1 < chain.size(); ++i)
                            step.links.push_back({{chain[i], digit}, {chain[i + 1], digit},
                                                  i % 2 == 0});
                        for (const int cell : chain)
                            step.candidates.push_back({cell, digit});
                        sortLists(step);
                        step.digits = Candidates::single(digit);
                        best = std::move(step);
                        bestLength = length;
                        break;
                    }
                    if (bestLength == length)
                        break;
                }
                off = CellSet();
                for (const int from : on) {
                    for (const int to : (cells & peerSet[idx(from)]) - seenOff - off) {
                        parentOff[idx(to)] = static_cast<std::int8_t>(from);
                        off.add(to);
                    }
                }
                seenOff |= off;
            }
        }
    }
    return best;
}

} // namespace sudoku::techniques
