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

} // namespace

std::optional<Step> findFish(const Analysis &analysis, Technique technique)
{
    const int size = fishSize(technique);
    for (int digit = 1; digit <= DigitCount; ++digit) {
        for (const int firstBase : {rowUnit(0), columnUnit(0)}) {
            // A line's place i lies in crossing line i: a row's place i in column i, and so on.
            const int firstCover = firstBase == rowUnit(0) ? columnUnit(0) : rowUnit(0);
            std::array<int, UnitSize> lines{};
            int count = 0;
            for (int line = firstBase; line < firstBase + 9; ++line) {
                const int n = countOf(analysis.placesOf(line, digit));
                if (n >= 2 && n <= size)
                    lines[idx(count++)] = line;
            }
            const auto stepOf = [&](const Choice &choice) -> std::optional<Step> {
                unsigned places = 0;
                CellSet base;
                for (int i = 0; i < size; ++i) {
                    const int line = lines[idx(choice[idx(i)])];
                    places |= analysis.placesOf(line, digit);
                    base |= unitSet[idx(line)];
                }
                if (countOf(places) != size)
                    return std::nullopt;
                CellSet cover;
                for (unsigned rest = places; rest != 0; rest = withoutLowestBit(rest))
                    cover |= unitSet[idx(firstCover + std::countr_zero(rest))];
                const CellSet struck = (analysis.cellsWith(digit) & cover) - base;
                if (struck.isEmpty())
                    return std::nullopt;
                Step step;
                step.technique = technique;
                addCellDigits(step.eliminations, struck, digit);
                for (int i = 0; i < size; ++i)
                    step.units.push_back(lines[idx(choice[idx(i)])]);
                for (unsigned rest = places; rest != 0; rest = withoutLowestBit(rest))
                    step.coverUnits.push_back(firstCover + std::countr_zero(rest));
                const CellSet cells = analysis.cellsWith(digit) & base;
                step.cells = cellList(cells);
                addCellDigits(step.candidates, cells, digit);
                step.digits = Candidates::single(digit);
                return step;
            };
            if (auto step = firstStepOfChoices(count, size, stepOf))
                return step;
        }
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
