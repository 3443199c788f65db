// Basic fish: a digit whose places in N rows all lie in N columns must take those columns'
// places in the rows, so leaves the rest of the columns — and the same with rows and columns
// swapped. Written once over a base kind of line and its crossing kind, for N = 2, 3, 4.

#include "techniques.h"

#include <bit>

namespace sudoku::techniques {
namespace {

int fishSize(Technique technique)
{
    switch (technique) {
    case Technique::XWing:
        return 2;
    case Technique::Swordfish:
        return 3;
    default:
        return 4;
    }
}

// The fish on `digit` with base lines `lines` (bit i: line i of the base kind), when the
// digit's places there lie in as many cover lines and some of the covers' other places go.
std::optional<Step> fishStep(const Analysis &analysis, Technique technique, int digit, UnitKind baseKind,
                             unsigned lines)
{
    const UnitKind coverKind = baseKind == UnitKind::Row ? UnitKind::Column : UnitKind::Row;
    unsigned places = 0; // a line's place i lies in crossing line i
    CellSet base;
    for (unsigned rest = lines; rest != 0; rest = withoutLowestBit(rest)) {
        const int line = unitOf(baseKind, std::countr_zero(rest));
        const Places here = analysis.placesOf(line, digit);
        if (countOf(here) < 2)
            return std::nullopt;
        places |= here;
        base |= unitSet[idx(line)];
    }
    const int size = countOf(lines);
    if (countOf(places) != size)
        return std::nullopt;
    CellSet cover;
    for (unsigned rest = places; rest != 0; rest = withoutLowestBit(rest))
        cover |= unitSet[idx(unitOf(coverKind, std::countr_zero(rest)))];
    const CellSet struck = (analysis.cellsWith(digit) & cover) - base;
    if (struck.isEmpty())
        return std::nullopt;
    Step step;
    step.technique = technique;
    addCellDigits(step.eliminations, struck, digit);
    for (unsigned rest = lines; rest != 0; rest = withoutLowestBit(rest))
        step.units.push_back(unitOf(baseKind, std::countr_zero(rest)));
    for (unsigned rest = places; rest != 0; rest = withoutLowestBit(rest))
        step.coverUnits.push_back(unitOf(coverKind, std::countr_zero(rest)));
    const CellSet cells = analysis.cellsWith(digit) & base;
    step.cells = cellList(cells);
    addCellDigits(step.candidates, cells, digit);
    step.digits = Candidates::single(digit);
    return step;
}

} // namespace

// Sudoku Explainer's fish: columns as base lines, then rows; the combinations of N lines in
// its order (subsetsOfNine), digits 1-9 for each — leaving out a digit placed so often that
// fewer than 2N of its places are left in each kind of line.
std::optional<Step> findFish(const Analysis &analysis, Technique technique)
{
    const int size = fishSize(technique);
    for (const UnitKind baseKind : {UnitKind::Column, UnitKind::Row}) {
        const auto stepOf = [&](unsigned lines) -> std::optional<Step> {
            for (int digit = 1; digit <= DigitCount; ++digit) {
                if (analysis.placedCount[idx(digit - 1)] + 2 * size > 9)
                    continue;
                if (auto step = fishStep(analysis, technique, digit, baseKind, lines))
                    return step;
            }
            return std::nullopt;
        };
        if (auto step = firstStepOfSubsets(size, 9, stepOf))
            return step;
    }
    return std::nullopt;
}

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyFish(const Step &step)
{
    if (step.units.empty() || step.coverUnits.empty())
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2 lies only in %3"),
                  {arg::digit(step.digits.first()), arg::units(step.units), arg::units(step.coverUnits)});
}

} // namespace sudoku::techniques
