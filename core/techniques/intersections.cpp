// Locked candidates: where a box and a line cross, a digit confined to the crossing in one of
// them is confined to it in the other too. One rule over a base unit and a cover unit:
// pointing takes a box as the base and a line as the cover, claiming the other way round.

#include "techniques.h"

namespace sudoku::techniques {
namespace {

// crossings[unit]: the units that share exactly three cells with it — a box's three rows and
// three columns, a line's three boxes — in index order.
constexpr auto crossings = [] {
    std::array<std::array<std::uint8_t, 6>, UnitCount> table{};
    for (std::size_t unit = 0; unit < UnitCount; ++unit) {
        std::size_t n = 0;
        for (std::size_t other = 0; other < UnitCount; ++other) {
            if ((unitSet[unit] & unitSet[other]).count() == 3)
                table[unit][n++] = static_cast<std::uint8_t>(other);
        }
    }
    return table;
}();

constexpr int crossingCount(int unit) { return unitKind(unit) == UnitKind::Box ? 6 : 3; }

} // namespace

std::optional<Step> findLockedCandidates(const Analysis &analysis, Technique technique)
{
    const bool pointing = technique == Technique::LockedCandidatesPointing;
    // Pointing: boxes 1-9; claiming: rows 1-9, then columns 1-9.
    const int firstBase = pointing ? boxUnit(0) : rowUnit(0);
    const int baseCount = pointing ? 9 : 18;
    for (int base = firstBase; base < firstBase + baseCount; ++base) {
        for (int digit = 1; digit <= DigitCount; ++digit) {
            const CellSet inBase = analysis.cellsWith(digit) & unitSet[idx(base)];
            if (inBase.count() < 2) // none, or a hidden single's
                continue;
            for (int k = 0; k < crossingCount(base); ++k) {
                const int cover = crossings[idx(base)][idx(k)];
                if (!inBase.isSubsetOf(unitSet[idx(cover)]))
                    continue;
                const CellSet struck =
                    (analysis.cellsWith(digit) & unitSet[idx(cover)]) - unitSet[idx(base)];
                if (struck.isEmpty())
                    continue;
                Step step;
                step.technique = technique;
                addCellDigits(step.eliminations, struck, digit);
                step.units = {base};
                step.coverUnits = {cover};
                step.cells = cellList(inBase);
                addCellDigits(step.candidates, inBase, digit);
                step.digits = Candidates::single(digit);
                return step;
            }
        }
    }
    return std::nullopt;
}

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyLockedCandidates(const Step &step)
{
    if (step.units.size() != 1 || step.coverUnits.size() != 1)
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2 lies only in %3"),
                  {arg::digit(step.digits.first()), arg::unit(step.units[0]), arg::unit(step.coverUnits[0])});
}

} // namespace sudoku::techniques
