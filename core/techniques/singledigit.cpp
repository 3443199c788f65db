// Skyscraper and 2-string kite: two strong links on one digit (units where it has exactly
// two places), one end of each joined by a third unit. Then one of the two far ends holds
// the digit — if one end is false its partner is true, so the partner's joined neighbour is
// false, so that one's partner is true — and no cell seeing both far ends can.
// One rule over a table of shapes: which kinds of unit hold the links, which joins them.

#include "techniques.h"

#include <bit>
#include <span>

namespace sudoku::techniques {
namespace {

struct Shape {
    UnitKind first;  // the kind of the first link's unit
    UnitKind second; // of the second link's
    UnitKind join;   // of the unit that holds both joined ends
};

// A skyscraper's links lie in parallel lines joined by a crossing line; a kite's in a row and
// a column joined by a box.
constexpr Shape skyscraperShapes[] = {{UnitKind::Row, UnitKind::Row, UnitKind::Column},
                                      {UnitKind::Column, UnitKind::Column, UnitKind::Row}};
constexpr Shape kiteShapes[] = {{UnitKind::Row, UnitKind::Column, UnitKind::Box}};

constexpr int firstUnitOf(UnitKind kind) { return 9 * static_cast<int>(kind); }
constexpr int unitOfKind(int cell, UnitKind kind)
{
    return unitsOfCell[idx(cell)][static_cast<std::size_t>(kind)];
}

// The two cells of `digit` in `unit`, when it has exactly two places there.
std::optional<std::array<int, 2>> strongLink(const Analysis &analysis, int unit, int digit)
{
    const unsigned places = analysis.placesOf(unit, digit);
    if (countOf(places) != 2)
        return std::nullopt;
    const auto &cells = cellsOfUnit[idx(unit)];
    return std::array<int, 2>{cells[idx(std::countr_zero(places))],
                              cells[idx(std::countr_zero(withoutLowestBit(places)))]};
}

// The step of links end1=base1 in unit1, base2=end2 in unit2, bases joined in `join`; nothing
// when it eliminates nothing or is not the shape's (its far ends joined too: a fish's job).
std::optional<Step> joinedLinks(const Analysis &analysis, Technique technique, int digit,
                                std::array<int, 4> cells, std::array<int, 3> units)
{
    const auto [end1, base1, base2, end2] = cells;
    const int join = units[2];
    const UnitKind joinKind = unitKind(join);
    if (unitOfKind(end1, joinKind) == unitOfKind(end2, joinKind)
        || (joinKind == UnitKind::Box && (unitOfKind(end1, joinKind) == join
                                          || unitOfKind(end2, joinKind) == join)))
        return std::nullopt;
    CellSet pattern;
    for (const int cell : cells)
        pattern.add(cell);
    const CellSet struck =
        (analysis.cellsWith(digit) & peerSet[idx(end1)] & peerSet[idx(end2)]) - pattern;
    if (struck.isEmpty())
        return std::nullopt;
    Step step;
    step.technique = technique;
    addCellDigits(step.eliminations, struck, digit);
    step.units = {units[0], units[1]};
    step.coverUnits = {join};
    step.cells = {end1, base1, base2, end2};
    addCellDigits(step.candidates, pattern, digit);
    step.chains = {alternatingChain(analysis, {{end1, digit}, {base1, digit}, {base2, digit}, {end2, digit}})};
    step.digits = Candidates::single(digit);
    return step;
}

} // namespace

std::optional<Step> findJoinedStrongLinks(const Analysis &analysis, Technique technique)
{
    const bool kite = technique == Technique::TwoStringKite;
    const std::span<const Shape> shapes = kite ? std::span<const Shape>(kiteShapes)
                                               : std::span<const Shape>(skyscraperShapes);
    for (int digit = 1; digit <= DigitCount; ++digit) {
        for (const Shape &shape : shapes) {
            const int first = firstUnitOf(shape.first);
            const int second = firstUnitOf(shape.second);
            for (int unit1 = first; unit1 < first + 9; ++unit1) {
                const auto link1 = strongLink(analysis, unit1, digit);
                if (!link1)
                    continue;
                // Two links of one kind: each pair once.
                for (int unit2 = shape.first == shape.second ? unit1 + 1 : second;
                     unit2 < second + 9; ++unit2) {
                    const auto link2 = strongLink(analysis, unit2, digit);
                    if (!link2)
                        continue;
                    // Either end of each link may be the joined one (its base).
                    for (int i = 0; i < 4; ++i) {
                        const int base1 = (*link1)[idx(i / 2)];
                        const int end1 = (*link1)[idx(1 - i / 2)];
                        const int base2 = (*link2)[idx(i % 2)];
                        const int end2 = (*link2)[idx(1 - i % 2)];
                        const int join = unitOfKind(base1, shape.join);
                        if (join != unitOfKind(base2, shape.join) || base1 == base2
                            || end1 == end2 || base1 == end2 || base2 == end1)
                            continue;
                        if (auto step = joinedLinks(analysis, technique, digit,
                                                    {end1, base1, base2, end2},
                                                    {unit1, unit2, join}))
                            return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyJoinedStrongLinks(const Step &step)
{
    const auto &cells = step.cells;
    if (step.units.size() != 2 || step.coverUnits.size() != 1 || cells.size() != 4)
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "in %1, %2 lies only in %3; in %4, only in %5; %6 share %7: "
                                                   "%8 or %9 is %2"),
                  {arg::unit(step.units[0]), arg::digit(step.digits.first()), arg::cells({cells[0], cells[1]}),
                   arg::unit(step.units[1]), arg::cells({cells[2], cells[3]}), arg::cells({cells[1], cells[2]}),
                   arg::unit(step.coverUnits[0]), arg::cell(cells[0]), arg::cell(cells[3])});
}

} // namespace sudoku::techniques
