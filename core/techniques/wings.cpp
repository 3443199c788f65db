// SPDX-License-Identifier: GPL-3.0-or-later
// Wings: a few bivalue cells (and for the W-Wing a strong link) that between them force one
// digit into one of two or three cells, so that no cell seeing them all can hold it.

#include "techniques.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <utility>

namespace sudoku::techniques {
namespace {

// Every candidate of the cells, for a wing's `candidates`.
template <typename Layout>
void addAllCandidates(const Analysis<Layout> &analysis, Step &step)
{
    for (const int cell : step.cells)
        addCandidatesOf(analysis, cell, step.candidates);
}

// The step of a wing striking `digit` from `struck`.
template <typename Layout>
Step wingStep(const Analysis<Layout> &analysis, Technique technique, std::vector<int> cells,
              int digit, typename Layout::CellSet struck)
{
    Step step = newStep(analysis, technique);
    addCellDigits(step.eliminations, struck, digit);
    step.cells = std::move(cells);
    addAllCandidates(analysis, step);
    sortLists(step);
    for (const int cell : step.cells)
        step.digits |= analysis.candidatesOf(cell);
    return step;
}

} // namespace

// XY-Wing: pivot {x,y}, pincers {x,z} and {y,z} among its peers; whichever digit the pivot
// takes, one pincer is left with z. XYZ-Wing: pivot {x,y,z}, pincers {x,z} and {y,z}; one of
// the three holds z. Sudoku Explainer's search: pivots in reading order, then the first pincer
// among the pivot's peers, then the second, each in increasing order (the pincers need not see
// each other).
template <typename Layout>
std::optional<Step> findXYWing(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    const bool xyz = technique == Technique::XYZWing;
    for (const int pivot : analysis.emptyCells) {
        const Candidates digits = analysis.candidatesOf(pivot);
        if (countOf(digits) != (xyz ? 3 : 2))
            continue;
        const CellSet pincers = analysis.bivalueCells & analysis.layout.peerSet(pivot);
        for (const int pincer1 : pincers) {
            const Candidates xz = analysis.candidatesOf(pincer1);
            if (countOf(digits & ~xz) != 1)
                continue;
            for (const int pincer2 : pincers) {
                const Candidates yz = analysis.candidatesOf(pincer2);
                if (countOf(digits | xz | yz) != 3 || countOf(digits & xz & yz) != (xyz ? 1 : 0))
                    continue;
                const int z = (xz & yz).first();
                CellSet struck = analysis.cellsWith(z) & analysis.layout.peerSet(pincer1) & analysis.layout.peerSet(pincer2);
                if (xyz)
                    struck &= analysis.layout.peerSet(pivot);
                struck -= CellSet::of(pivot);
                if (struck.isEmpty())
                    continue;
                Step step = wingStep(analysis, technique, {pivot, pincer1, pincer2}, z, struck);
                if (!xyz) {
                    const int x = (digits & xz).first();
                    const int y = (digits & yz).first();
                    step.chains = {alternatingChain(analysis, {{pincer1, z}, {pincer1, x}, {pivot, x},
                                                               {pivot, y}, {pincer2, y}, {pincer2, z}})};
                }
                return step;
            }
        }
    }
    return std::nullopt;
}

// W-Wing: two cells that hold only {x,y} and do not see each other, and a strong link on x
// whose ends see one cell each. One of the cells holds y: if the first is x, the link's end
// it sees is not, so the other end is x, so the second cell is y.
template <typename Layout>
std::optional<Step> findWWing(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    for (const int cell1 : analysis.bivalueCells) {
        const Candidates pair = analysis.candidatesOf(cell1);
        for (const int cell2 : analysis.bivalueCells - analysis.layout.peerSet(cell1)) {
            if (cell2 <= cell1 || analysis.candidatesOf(cell2) != pair)
                continue;
            for (const int x : pair) {
                const int y = (pair & ~Candidates::single(x)).first();
                const CellSet struck =
                    analysis.cellsWith(y) & analysis.layout.peerSet(cell1) & analysis.layout.peerSet(cell2);
                if (struck.isEmpty())
                    continue;
                for (const int unit : analysis.layout.boxesRowsColumns()) {
                    const CellSet link = analysis.cellsWith(x) & analysis.layout.unitSet(unit);
                    if (link.count() != 2 || link.contains(cell1) || link.contains(cell2))
                        continue;
                    int end1 = link.first();
                    int end2 = (link - CellSet::of(end1)).first();
                    const auto joins = [&](int a, int b) {
                        return analysis.layout.peerSet(a).contains(cell1) && analysis.layout.peerSet(b).contains(cell2);
                    };
                    if (!joins(end1, end2))
                        std::swap(end1, end2);
                    if (!joins(end1, end2))
                        continue;
                    Step step = newStep(analysis, technique);
                    addCellDigits(step.eliminations, struck, y);
                    step.units = {unit};
                    step.cells = {cell1, end1, end2, cell2};
                    step.candidates = {{cell1, x}, {cell1, y}, {end1, x}, {end2, x},
                                       {cell2, x}, {cell2, y}};
                    sortLists(step);
                    step.chains = {alternatingChain(analysis, {{cell1, y}, {cell1, x}, {end1, x}, {end2, x},
                                                               {cell2, x}, {cell2, y}})};
                    step.digits = pair;
                    return step;
                }
            }
        }
    }
    return std::nullopt;
}

namespace {

// Sudoku Explainer's difficulty of an ALS wing as the double it computes (its sort key): the
// WXYZ- and VWXYZ-Wing gain a tenth for each step their largest cell is nearer three
// candidates.
double alsWingDifficulty(int size, int largest)
{
    const int nearThree = std::abs(3 - largest);
    switch (size) {
    case 3:
        return 5.5 + ((4 - 3) - nearThree) * 0.1;
    case 4:
        return 6.2 + ((5 - 3) - nearThree) * 0.1;
    case 5:
        return 6.6;
    default:
        return 7.5;
    }
}

int alsSize(Technique technique)
{
    switch (technique) {
    case Technique::WXYZWing:
        return 3;
    case Technique::VWXYZWing:
        return 4;
    case Technique::UVWXYZWing:
        return 5;
    default:
        return 6;
    }
}

constexpr int MaxAlsSize = 6;

// An ALS wing: N cells that see each other holding N + 1 digits between them (an almost locked
// set), and a pivot holding only x and z that sees every cell of the set holding x. If the
// pivot is x, the set loses x and is left with N digits for N cells, z among them; so z is in
// the pivot or in the set, and no cell seeing the pivot and every z of the set can hold it.
// When every z of the set sees the pivot too, both ways hold and every digit is locked.
template <typename Layout>
struct AlsWing {
    using CellSet = typename Layout::CellSet;

    double difficulty = 0;
    int struckCount = 0;
    std::string suffix; // Sudoku Explainer's: linked both ways (2) or not (1), largest cell, sum
    int pivot = -1;
    std::array<int, MaxAlsSize> cells{};
    std::array<CellSet, Layout::MaxDigits> struck{}; // by digit

    // Sudoku Explainer's sort: easiest, then striking most, then the greatest suffix.
    bool beats(const AlsWing &other) const
    {
        if (difficulty != other.difficulty)
            return difficulty < other.difficulty;
        if (struckCount != other.struckCount)
            return struckCount > other.struckCount;
        return suffix > other.suffix;
    }
};

// Every ALS wing of one size, the best kept, in Sudoku Explainer's order: the set's cells in
// increasing order (each one seeing the cells before it), then the pivots in increasing order.
template <typename Layout>
class AlsWingSearch {
    using CellSet = typename Layout::CellSet;
    using Wing = AlsWing<Layout>;

public:
    AlsWingSearch(const Analysis<Layout> &analysis, int size) : m_analysis(analysis), m_size(size) {}

    std::optional<Wing> run()
    {
        for (const int cell : m_analysis.emptyCells) {
            const Candidates digits = m_analysis.candidatesOf(cell);
            if (countOf(digits) < 2 || countOf(digits) > m_size + 1)
                continue;
            m_cells[0] = cell;
            extend(1, digits, m_analysis.layout.peerSet(cell));
        }
        return m_best;
    }

private:
    // Adds the set's cell k: a later cell among `allowed` (those seeing every cell before).
    void extend(int k, Candidates digits, CellSet allowed)
    {
        const bool last = k + 1 == m_size;
        for (const int cell : allowed) {
            const Candidates here = m_analysis.candidatesOf(cell);
            const Candidates all = digits | here;
            if (cell <= m_cells[idx(k - 1)] || countOf(here) < 2
                || (last ? countOf(all) != m_size + 1 : countOf(all) > m_size + 1))
                continue;
            m_cells[idx(k)] = cell;
            if (last)
                tryPivots(all);
            else
                extend(k + 1, all, allowed & m_analysis.layout.peerSet(cell));
        }
    }

    void tryPivots(Candidates digits)
    {
        CellSet set;
        CellSet seen;
        std::array<CellSet, Layout::MaxDigits> holding{}; // the set's cells holding each digit
        int largest = 0;
        int sum = 0;
        for (int i = 0; i < m_size; ++i) {
            const int cell = m_cells[idx(i)];
            set.add(cell);
            seen |= m_analysis.layout.peerSet(cell);
            const Candidates here = m_analysis.candidatesOf(cell);
            largest = std::max(largest, countOf(here));
            sum += countOf(here);
            for (const int digit : here)
                holding[idx(digit - 1)].add(cell);
        }
        for (const int pivot : (seen - set) & m_analysis.bivalueCells) {
            const Candidates xz = m_analysis.candidatesOf(pivot);
            if ((xz & ~digits) != Candidates{})
                continue;
            const int x = xz.first();
            const int z = (xz & ~Candidates::single(x)).first();
            const auto linked = [&](int digit) { return holding[idx(digit - 1)].isSubsetOf(m_analysis.layout.peerSet(pivot)); };
            if (linked(x))
                consider(pivot, set, holding, digits, x, z, linked(z), largest, sum);
            else if (linked(z))
                consider(pivot, set, holding, digits, z, x, false, largest, sum);
        }
    }

    // The wing with the pivot's digit `linkDigit` seen by the whole set (and `other` too when
    // linked both ways), as Sudoku Explainer builds and names it.
    void consider(int pivot, CellSet set, const std::array<CellSet, Layout::MaxDigits> &holding, Candidates digits,
                  int linkDigit, int other, bool bothWays, int largest, int sum)
    {
        Wing wing;
        const CellSet pattern = set | CellSet::of(pivot);
        // The cells that see every one of `cells` and hold the digit, outside the pattern.
        const auto strike = [&](int digit, CellSet cells) {
            CellSet victims = m_analysis.cellsWith(digit) - pattern;
            for (const int cell : cells)
                victims &= m_analysis.layout.peerSet(cell);
            wing.struck[idx(digit - 1)] |= victims;
            wing.struckCount += victims.count();
            return !victims.isEmpty();
        };
        bool lockedDigits = false;
        bool linkStruck = false;
        if (bothWays) {
            for (const int digit : digits & ~m_analysis.candidatesOf(pivot))
                lockedDigits = strike(digit, holding[idx(digit - 1)]) || lockedDigits;
            linkStruck = strike(linkDigit, holding[idx(linkDigit - 1)] | CellSet::of(pivot));
        }
        const bool otherStruck = strike(other, holding[idx(other - 1)] | CellSet::of(pivot));
        if (wing.struckCount == 0)
            return;
        // Sudoku Explainer names a wing linked both ways only when that strikes more.
        if (bothWays && !lockedDigits && (!otherStruck || !linkStruck))
            bothWays = false;
        wing.difficulty = alsWingDifficulty(m_size, largest);
        wing.suffix = std::to_string(bothWays ? 2 : 1) + std::to_string(largest) + std::to_string(sum);
        wing.pivot = pivot;
        wing.cells = m_cells;
        if (!m_best || wing.beats(*m_best))
            m_best = std::move(wing);
    }

    const Analysis<Layout> &m_analysis;
    const int m_size;
    std::array<int, MaxAlsSize> m_cells{};
    std::optional<Wing> m_best;
};

} // namespace

// WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wing: ALS wings of 3, 4, 5 and 6 cells (AlsWing above).
template <typename Layout>
std::optional<Step> findAlsWing(const Analysis<Layout> &analysis, Technique technique)
{
    const int size = alsSize(technique);
    AlsWingSearch<Layout> search(analysis, size);
    const auto wing = search.run();
    if (!wing)
        return std::nullopt;
    Step step = newStep(analysis, technique);
    step.difficulty = tenthsOf(wing->difficulty);
    for (int digit = 1; digit <= analysis.size(); ++digit)
        addCellDigits(step.eliminations, wing->struck[idx(digit - 1)], digit);
    step.cells = {wing->pivot};
    step.cells.insert(step.cells.end(), wing->cells.begin(), wing->cells.begin() + size);
    addAllCandidates(analysis, step);
    for (const int cell : step.cells)
        step.digits |= analysis.candidatesOf(cell);
    sortLists(step);
    return step;
}

SUDOKU_FINDER_ON_LAYOUTS(findXYWing);
SUDOKU_FINDER_ON_LAYOUTS(findWWing);
SUDOKU_FINDER_ON_LAYOUTS(findAlsWing);

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyXYWing(const Step &step)
{
    const auto &cells = step.cells;
    if (cells.size() != 3 || step.eliminations.empty())
        return {};
    std::vector<Phrase> holds;
    for (const int cell : cells)
        holds.push_back(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 holds %2"),
                               {arg::cell(cell), arg::digits(candidatesIn(step, cell))}));
    const PhraseArg z = arg::digit(step.eliminations.front().digit);
    if (step.technique == Technique::XYZWing)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: one of the three is %2"), {arg::sequence(holds), z});
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: whichever %2 is, %3 or %4 is %5"),
                  {arg::sequence(holds), arg::cell(cells[0]), arg::cell(cells[1]), arg::cell(cells[2]), z});
}

Phrase whyWWing(const Step &step)
{
    const auto &cells = step.cells;
    if (cells.size() != 4 || step.units.size() != 1 || step.eliminations.empty())
        return {};
    const int y = step.eliminations.front().digit;
    Candidates x = step.digits;
    x.remove(y);
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 hold only %2; in %3, %4 lies only in %5: %6 or %7 is %8"),
                  {arg::cells({cells[0], cells[3]}), arg::digits(step.digits), arg::unit(step.units[0]),
                   arg::digits(x), arg::cells({cells[1], cells[2]}), arg::cell(cells[0]), arg::cell(cells[3]),
                   arg::digit(y)});
}

// An ALS wing linked one way strikes only z, the pivot's other digit; linked both ways, it may
// strike any digit of the pattern, every one being locked.
Phrase whyAlsWing(const Step &step)
{
    if (step.cells.size() < 4 || step.eliminations.empty())
        return {};
    const int pivot = step.cells.front();
    const std::vector<int> set(step.cells.begin() + 1, step.cells.end());
    const Candidates xz = candidatesIn(step, pivot);
    Candidates setDigits;
    for (const int cell : set)
        setDigits |= candidatesIn(step, cell);
    const int z = step.eliminations.front().digit;
    const bool oneDigit = std::all_of(step.eliminations.begin(), step.eliminations.end(),
                                      [z](CellDigit elimination) { return elimination.digit == z; });
    if (oneDigit && xz.contains(z)) {
        Candidates x = xz;
        x.remove(z);
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 hold only %2, one digit more than cells; %3 holds only "
                                                       "%4 and %5 and sees every one of them holding %4: whichever "
                                                       "%3 is, %5 is in %3 or among them"),
                      {arg::cells(set), arg::digits(setDigits), arg::cell(pivot), arg::digit(x.first()),
                       arg::digit(z)});
    }
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 hold only %2, one digit more than cells; %3 holds only %4 "
                                                   "and sees every one of them holding either: between them they "
                                                   "hold each digit once, which is in one of its places here"),
                  {arg::cells(set), arg::digits(setDigits), arg::cell(pivot), arg::digits(xz)});
}

} // namespace sudoku::techniques
