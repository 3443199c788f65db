// SPDX-License-Identifier: GPL-3.0-or-later
// Killer cages: what their sums allow. A sum over cells — a cage's, or one the 45 rule finds —
// lets each cell keep only the digits some filling of the cells uses: digits from their
// candidates, different wherever two cells see each other, adding up to the sum. The finders
// strike the rest:
//   cage combination       a cage's open cells, adding up to its sum less the digits placed
//   45 rule                a group of units (a row, a column, a box, two or three lines side by
//                          side) holds 1 + 2 + … + 9 in each; the cages wholly inside it take
//                          their sums, so the cells they leave (innies) add up to the rest; the
//                          cages reaching out of it add up to their sums, so their cells
//                          outside (outies) add up to what the cells inside do not
//   cage–unit interaction  a digit every filling of a cage holds goes in one of the cage's
//                          cells that can take it: no cell seeing them all holds it
// Only on a killer's board (the grid's variant has cages); nothing elsewhere.

#include "techniques.h"

#include "variant.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <span>

namespace sudoku::techniques {
namespace {

// Killers are 9×9 (variantformat.h): digit sets fit in nine bits.
constexpr int KillerSize = 9;
constexpr int SetCount = 1 << KillerSize;
// The most open cells of a sum whose cells do not all see each other (the 45 rule's innies
// and outies across lines): enough for what a player adds up, few enough to enumerate.
constexpr std::size_t MostLooseCells = 5;

// The sum of each digit set (bit d−1 for digit d).
constexpr std::array<std::uint8_t, SetCount> SetSums = [] {
    std::array<std::uint8_t, SetCount> sums{};
    for (unsigned set = 0; set < SetCount; ++set) {
        for (int digit = 1; digit <= KillerSize; ++digit)
            sums[set] = static_cast<std::uint8_t>(sums[set] + (((set >> (digit - 1)) & 1U) != 0 ? digit : 0));
    }
    return sums;
}();

} // namespace

SumFillings fillingsOf(const std::vector<Candidates> &candidates, int sum)
{
    // Different digits in every cell: the digit set written so far says everything about a
    // partial filling (its sum too). reached[i]: the sets the first i cells can hold on the
    // way to the sum (the other cells, holding different digits, can still make up the rest);
    // finishing[i]: those of them that the other cells can complete to it. Only the sets
    // reached are visited: a few dozen, where there are 512.
    SumFillings fillings;
    const std::size_t count = candidates.size();
    fillings.used.assign(count, Candidates());
    if (count == 0 || count > static_cast<std::size_t>(KillerSize))
        return fillings;
    // On the stack (a cage has up to nine cells; i of nine digits make at most 126 sets).
    constexpr std::size_t MostSets = 126;
    std::array<std::array<std::uint16_t, MostSets>, KillerSize + 1> reached;
    std::array<std::size_t, KillerSize + 1> reachedCount{};
    std::array<std::bitset<SetCount>, KillerSize + 1> isReached{};
    const auto setsAt = [&](std::size_t i) { return std::span(reached[i]).first(reachedCount[i]); };
    reached[0][0] = 0;
    reachedCount[0] = 1;
    isReached[0].set(0);
    for (std::size_t i = 0; i < count; ++i) {
        // What the cells after this one add at least and at most, with different digits.
        const auto rest = static_cast<int>(count - i - 1);
        const int least = smallestCageSum(rest);
        const int most = largestCageSum(rest);
        for (const std::uint16_t set : setsAt(i)) {
            for (const int digit : candidates[i]) {
                const unsigned bit = 1U << (digit - 1);
                if (digit > KillerSize || (set & bit) != 0)
                    continue;
                const unsigned next = set | bit;
                const int partial = SetSums[next];
                if (partial + least > sum || partial + most < sum || isReached[i + 1].test(next))
                    continue;
                isReached[i + 1].set(next);
                reached[i + 1][reachedCount[i + 1]++] = static_cast<std::uint16_t>(next);
            }
        }
    }
    std::array<std::bitset<SetCount>, KillerSize + 1> finishing{};
    std::ranges::sort(setsAt(count));
    for (const std::uint16_t set : setsAt(count)) {
        if (SetSums[set] == sum) {
            finishing[count].set(set);
            fillings.sets.push_back(set);
        }
    }
    for (std::size_t i = count; i-- > 0;) {
        for (const std::uint16_t set : setsAt(i)) {
            for (const int digit : candidates[i]) {
                const unsigned bit = 1U << (digit - 1);
                if (digit <= KillerSize && (set & bit) == 0 && finishing[i + 1].test(set | bit)) {
                    finishing[i].set(set);
                    fillings.used[i].add(digit);
                }
            }
        }
    }
    return fillings;
}

namespace {

// The fillings of cells that need not all see each other (two digits alike only where the
// cells do not): every digit some filling puts in each cell. Nothing used when none adds up.
template <typename Layout>
std::vector<Candidates> looseFillings(const Analysis<Layout> &analysis, const std::vector<int> &cells, int sum)
{
    std::vector<Candidates> used(cells.size());
    std::vector<int> digits(cells.size(), 0);
    const auto fill = [&](auto &&self, std::size_t i, int rest) -> void {
        const auto left = static_cast<int>(cells.size() - i);
        if (rest < left || rest > KillerSize * left)
            return;
        if (left == 0) {
            for (std::size_t k = 0; k < cells.size(); ++k)
                used[k].add(digits[k]);
            return;
        }
        for (const int digit : analysis.candidatesOf(cells[i])) {
            bool clash = false;
            for (std::size_t k = 0; k < i && !clash; ++k)
                clash = digits[k] == digit && analysis.layout.peerSet(cells[i]).contains(cells[k]);
            if (clash)
                continue;
            digits[i] = digit;
            self(self, i + 1, rest - digit);
        }
    };
    fill(fill, 0, sum);
    return used;
}

// Cells adding up to a sum, their open ones apart.
struct SumCells {
    std::vector<int> open; // in reading order
    int sum = 0;           // what the open cells add up to: the sum less the digits placed
};

template <typename Layout>
SumCells openPart(const Analysis<Layout> &analysis, const std::vector<int> &cells, int sum)
{
    SumCells part;
    part.sum = sum;
    for (const int cell : cells) {
        if (analysis.grid.isEmpty(cell))
            part.open.push_back(cell);
        else
            part.sum -= analysis.grid.digit(cell);
    }
    return part;
}

template <typename Layout>
bool allSeeEachOther(const Analysis<Layout> &analysis, const std::vector<int> &cells)
{
    for (std::size_t i = 0; i < cells.size(); ++i) {
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
            if (!analysis.layout.peerSet(cells[i]).contains(cells[j]))
                return false;
        }
    }
    return true;
}

std::vector<int> cageCells(const Cage &cage)
{
    return {cage.cells.begin(), cage.cells.end()};
}

// The step striking what no filling of `part` uses: its open cells and their candidates, the
// sum they add up to; with `placeOne`, one open cell left is given its digit instead. Nothing
// when every candidate is used, or when no filling adds up (a board gone wrong: no step is
// given).
template <typename Layout>
std::optional<Step> sumStep(const Analysis<Layout> &analysis, Technique technique, const SumCells &part, bool seeEachOther,
                            bool placeOne)
{
    std::vector<Candidates> candidates;
    for (const int cell : part.open)
        candidates.push_back(analysis.candidatesOf(cell));
    const std::vector<Candidates> used =
        seeEachOther ? fillingsOf(candidates, part.sum).used : looseFillings(analysis, part.open, part.sum);
    if (std::any_of(used.begin(), used.end(), [](Candidates digits) { return digits.isEmpty(); }))
        return std::nullopt;
    Step step = newStep(analysis, technique);
    fillSumStep(step, part.open, candidates, used, part.sum);
    if (step.eliminations.empty())
        return std::nullopt;
    if (placeOne && part.open.size() == 1) { // the 45 rule names the digit: it is placed
        step.placements = {{part.open.front(), used.front().first()}};
        step.eliminations.clear();
    }
    return step;
}

const std::vector<Cage> *cagesOf(const Grid &grid)
{
    const auto &variant = grid.variant();
    if (!variant || variant->cages().empty() || grid.size() != KillerSize)
        return nullptr;
    return &variant->cages();
}

// The groups of units the 45 rule reads, in order: each row, column and box, then two rows
// side by side, two columns, three rows, three columns.
std::vector<std::vector<int>> unitGroups()
{
    std::vector<std::vector<int>> groups;
    for (int unit = 0; unit < 3 * KillerSize; ++unit)
        groups.push_back({unit});
    for (int width = 2; width <= 3; ++width) {
        for (const int kind : {0, 1}) {
            for (int first = 0; first + width <= KillerSize; ++first) {
                std::vector<int> group;
                for (int k = 0; k < width; ++k)
                    group.push_back(kind * KillerSize + first + k);
                groups.push_back(std::move(group));
            }
        }
    }
    return groups;
}

} // namespace

void fillSumStep(Step &step, const std::vector<int> &cells, const std::vector<Candidates> &candidates,
                 const std::vector<Candidates> &used, int sum)
{
    step.cells = cells;
    step.sum = sum;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        step.digits |= used[i];
        for (const int digit : candidates[i]) {
            step.candidates.push_back({cells[i], digit});
            if (!used[i].contains(digit))
                step.eliminations.push_back({cells[i], digit});
        }
    }
    sortLists(step);
}

std::vector<int> cellsOfUnits(const Geometry &geometry, const std::vector<int> &units)
{
    std::vector<bool> in(static_cast<std::size_t>(geometry.cellCount()), false);
    for (const int unit : units) {
        for (const int cell : geometry.cellsOfUnit(unit))
            in[idx(cell)] = true;
    }
    std::vector<int> cells;
    for (int cell = 0; cell < geometry.cellCount(); ++cell) {
        if (in[idx(cell)])
            cells.push_back(cell);
    }
    return cells;
}

CageSplit splitCages(const Variant &variant, const std::vector<int> &units)
{
    const Geometry &geometry = variant.geometry();
    const std::vector<int> group = cellsOfUnits(geometry, units);
    std::vector<bool> inGroup(static_cast<std::size_t>(geometry.cellCount()), false);
    for (const int cell : group)
        inGroup[idx(cell)] = true;
    const int size = geometry.size();
    CageSplit split;
    split.total = static_cast<int>(units.size()) * size * (size + 1) / 2;
    for (const Cage &cage : variant.cages()) {
        const auto inside = std::count_if(cage.cells.begin(), cage.cells.end(),
                                          [&](std::uint16_t cell) { return inGroup[cell]; });
        if (inside == 0)
            continue;
        if (inside == static_cast<std::ptrdiff_t>(cage.cells.size())) {
            split.insideSum += cage.sum;
            continue;
        }
        split.crossingSum += cage.sum;
        for (const std::uint16_t cell : cage.cells) {
            if (!inGroup[cell])
                split.outies.push_back(static_cast<int>(cell));
        }
    }
    // Innies: the cells no cage wholly inside covers; all of them in crossing cages or not.
    split.inniesInCrossingCages = true;
    for (const int cell : group) {
        const int cage = variant.cageOf(cell);
        const bool wholeInside = cage >= 0 && std::all_of(variant.cages()[idx(cage)].cells.begin(),
                                                          variant.cages()[idx(cage)].cells.end(),
                                                          [&](std::uint16_t c) { return inGroup[c]; });
        if (wholeInside)
            continue;
        split.innies.push_back(cell);
        split.inniesInCrossingCages = split.inniesInCrossingCages && cage >= 0;
    }
    std::sort(split.outies.begin(), split.outies.end());
    return split;
}

template <typename Layout>
std::optional<Step> findCageCombination(const Analysis<Layout> &analysis, Technique technique)
{
    const std::vector<Cage> *cages = cagesOf(analysis.grid);
    if (!cages)
        return std::nullopt;
    for (const Cage &cage : *cages) {
        const SumCells part = openPart(analysis, cageCells(cage), cage.sum);
        if (part.open.empty())
            continue;
        if (auto step = sumStep(analysis, technique, part, true, false))
            return step;
    }
    return std::nullopt;
}

template <typename Layout>
std::optional<Step> findInniesOuties(const Analysis<Layout> &analysis, Technique technique)
{
    const std::vector<Cage> *cages = cagesOf(analysis.grid);
    if (!cages)
        return std::nullopt;
    const Variant &variant = *analysis.grid.variant();
    static const std::vector<std::vector<int>> groups = unitGroups();
    for (const std::vector<int> &units : groups) {
        const CageSplit split = splitCages(variant, units);
        // Innies, then outies: each a sum no cage states.
        const std::pair<const std::vector<int> *, int> sums[] = {
            {&split.innies, split.total - split.insideSum},
            {&split.outies, split.crossingSum - (split.total - split.insideSum)},
        };
        for (std::size_t k = 0; k < 2; ++k) {
            const std::vector<int> &cells = *sums[k].first;
            if (cells.empty() || (k == 1 && !split.inniesInCrossingCages))
                continue;
            const SumCells part = openPart(analysis, cells, sums[k].second);
            if (part.open.empty())
                continue;
            const bool seeEachOther = allSeeEachOther(analysis, part.open);
            if (!seeEachOther && part.open.size() > MostLooseCells)
                continue;
            if (auto step = sumStep(analysis, technique, part, seeEachOther, true)) {
                step->units = units;
                step->difficulty = techniqueInfo(technique).difficulty + 2 * static_cast<int>(units.size() - 1);
                return step;
            }
        }
    }
    return std::nullopt;
}

template <typename Layout>
std::optional<Step> findCageUnitInteraction(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    const std::vector<Cage> *cages = cagesOf(analysis.grid);
    if (!cages)
        return std::nullopt;
    for (const Cage &cage : *cages) {
        const SumCells part = openPart(analysis, cageCells(cage), cage.sum);
        if (part.open.size() < 2)
            continue;
        std::vector<Candidates> candidates;
        for (const int cell : part.open)
            candidates.push_back(analysis.candidatesOf(cell));
        const SumFillings fillings = fillingsOf(candidates, part.sum);
        if (fillings.sets.empty())
            continue;
        unsigned always = Candidates::ClassicBits;
        for (const unsigned set : fillings.sets)
            always &= set;
        for (const int digit : Candidates::fromBits(always)) {
            CellSet places;
            CellSet seeing;
            bool first = true;
            for (std::size_t i = 0; i < part.open.size(); ++i) {
                if (!fillings.used[i].contains(digit))
                    continue;
                places.add(part.open[i]);
                seeing = first ? analysis.layout.peerSet(part.open[i]) : seeing & analysis.layout.peerSet(part.open[i]);
                first = false;
            }
            const CellSet struck = (seeing & analysis.cellsWith(digit)) - places;
            if (struck.isEmpty())
                continue;
            Step step = newStep(analysis, technique);
            for (const int cell : struck)
                step.eliminations.push_back({cell, digit});
            step.cells = part.open;
            for (const int cell : places)
                step.candidates.push_back({cell, digit});
            step.digits = Candidates::single(digit);
            step.sum = part.sum;
            // The units holding every place: where the digit is locked, for the board.
            for (const int unit : analysis.layout.unitsOf(places.first())) {
                if ((places - analysis.layout.unitSet(unit)).isEmpty())
                    step.units.push_back(unit);
            }
            sortLists(step);
            return step;
        }
    }
    return std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findCageCombination);
SUDOKU_FINDER_ON_LAYOUTS(findInniesOuties);
SUDOKU_FINDER_ON_LAYOUTS(findCageUnitInteraction);

namespace {

// The candidates of each of `cells` in the step's pattern.
std::vector<Candidates> candidatesOfCells(const Step &step, const std::vector<int> &cells)
{
    std::vector<Candidates> candidates;
    for (const int cell : cells)
        candidates.push_back(candidatesIn(step, cell));
    return candidates;
}

} // namespace

Phrase whyCageCombination(const Step &step)
{
    if (step.cells.empty() || step.sum == 0)
        return {};
    const SumFillings fillings = fillingsOf(candidatesOfCells(step, step.cells), step.sum);
    if (fillings.sets.empty())
        return {};
    std::vector<Phrase> sets;
    for (const unsigned set : fillings.sets)
        sets.push_back(phrase("%1", {arg::digitSet(Candidates::fromBits(set))}));
    // Every set that makes the sum fits (the sum alone says it), or the candidates rule some out.
    const auto count = static_cast<int>(step.cells.size());
    const bool everySet = cageCombinations(count, step.sum).size() == sets.size();
    const char *text =
        everySet && sets.size() == 1
            ? SUDOKU_TRANSLATE_NOOP("Explain", "the open cells of the cage, %1, add up to %2, and %4 is the only set of "
                                               "%3 different digits that does")
        : everySet ? SUDOKU_TRANSLATE_NOOP("Explain", "the open cells of the cage, %1, add up to %2, and only %4 make "
                                                      "that with %3 different digits")
        : sets.size() == 1
            ? SUDOKU_TRANSLATE_NOOP("Explain", "the open cells of the cage, %1, add up to %2: of the sets of %3 different "
                                               "digits that do, only %4 fits their candidates")
            : SUDOKU_TRANSLATE_NOOP("Explain", "the open cells of the cage, %1, add up to %2: of the sets of %3 different "
                                               "digits that do, only %4 fit their candidates");
    return phrase(text, {arg::cells(step.cells), arg::number(step.sum), arg::number(count), arg::phrases(std::move(sets))});
}

Phrase whyInniesOuties(const Step &step)
{
    if (!step.variant || step.units.empty() || step.cells.empty())
        return {};
    const CageSplit split = splitCages(*step.variant, step.units);
    const std::vector<int> group = cellsOfUnits(step.variant->geometry(), step.units);
    const bool innies = std::includes(group.begin(), group.end(), step.cells.begin(), step.cells.end());
    if (innies) {
        const int left = split.total - split.insideSum;
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the digits of %1 add up to %2 and the cages wholly inside to %3, "
                                                       "so the cells those cages leave add up to %4, and their open "
                                                       "ones, %5, to %6"),
                      {arg::units(step.units), arg::number(split.total), arg::number(split.insideSum), arg::number(left),
                       arg::cells(step.cells), arg::number(step.sum)});
    }
    const int inside = split.total - split.insideSum;
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the cages reaching out of %1 add up to %2, and their cells inside to "
                                                   "%3 (%4 less %5 for the cages wholly inside), so their cells outside "
                                                   "add up to %6, and their open ones, %7, to %8"),
                  {arg::units(step.units), arg::number(split.crossingSum), arg::number(inside), arg::number(split.total),
                   arg::number(split.insideSum), arg::number(split.crossingSum - inside), arg::cells(step.cells),
                   arg::number(step.sum)});
}

Phrase whyCageUnitInteraction(const Step &step)
{
    if (step.cells.empty() || step.candidates.empty() || !step.digits.isSingle())
        return {};
    std::vector<int> places;
    for (const CellDigit &c : step.candidates)
        places.push_back(c.cell);
    const int digit = step.digits.first();
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "every set of different digits that fits the candidates of the "
                                                   "cage's open cells, %1, and adds up to %2 holds %3, and %3 fits only "
                                                   "%4 there"),
                  {arg::cells(step.cells), arg::number(step.sum), arg::digit(digit), arg::cells(places)});
}

} // namespace sudoku::techniques
