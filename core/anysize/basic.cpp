// SPDX-License-Identifier: GPL-3.0-or-later
// The techniques that read the board as it is, on any shape: singles, locked candidates,
// naked and hidden subsets, fish, wings and strong links. Each rule is written once over units
// (a unit's places as a mask), never once for rows, once for columns and once for boxes.

#include "finders.h"

#include <algorithm>
#include <array>

namespace sudoku::anysize {

Step newStep(const Marks &marks, Technique technique)
{
    Step step;
    step.technique = technique;
    step.shape = marks.shape();
    step.difficulty = techniqueInfo(technique).difficulty;
    return step;
}

void sortLists(Step &step)
{
    const auto readingOrder = [](CellDigit a, CellDigit b) {
        return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
    };
    std::sort(step.eliminations.begin(), step.eliminations.end(), readingOrder);
    std::sort(step.candidates.begin(), step.candidates.end(), readingOrder);
}

Chain alternatingChain(const Marks &marks, const std::vector<CellDigit> &nodes)
{
    const Geometry &g = marks.geometry();
    Chain chain;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        ChainNode node;
        node.cells = {nodes[i].cell};
        node.digit = nodes[i].digit;
        node.on = i % 2 == 1;
        if (i > 0) {
            const CellDigit from = nodes[i - 1];
            node.parents = {static_cast<int>(i - 1)};
            if (from.cell == nodes[i].cell) {
                node.reason = node.on ? Reason::LastCandidate : Reason::SameCell;
            } else {
                node.reason = node.on ? Reason::LastPlace : Reason::SameUnit;
                for (const std::uint8_t unit : g.unitsOfCell(from.cell)) {
                    const auto cells = g.cellsOfUnit(unit);
                    if (std::find(cells.begin(), cells.end(), nodes[i].cell) == cells.end())
                        continue;
                    if (node.on && countOf(marks.placesOf(unit, node.digit)) != 2)
                        continue;
                    node.unit = unit;
                    break;
                }
            }
        }
        chain.nodes.push_back(std::move(node));
    }
    return chain;
}

namespace {

// The units of a kind, in index order.
std::vector<int> unitsOfKind(const Geometry &g, UnitKind kind)
{
    std::vector<int> units;
    for (int i = 0; i < g.size(); ++i)
        units.push_back(kind == UnitKind::Row ? g.rowUnit(i) : kind == UnitKind::Column ? g.columnUnit(i) : g.boxUnit(i));
    return units;
}

// Sudoku Explainer's order for singles and subsets: boxes, then columns, then rows.
std::vector<int> boxesColumnsRows(const Geometry &g)
{
    std::vector<int> units = unitsOfKind(g, UnitKind::Box);
    for (const UnitKind kind : {UnitKind::Column, UnitKind::Row}) {
        const std::vector<int> more = unitsOfKind(g, kind);
        units.insert(units.end(), more.begin(), more.end());
    }
    return units;
}

// Calls visit(mask) for every k-subset of `pool` in increasing order of the mask (by the
// largest member first, then the next: Sudoku Explainer's order of combinations) until it
// returns true; returns whether it did. Gosper's hack walks the subsets of the pool's
// members as a compact mask, each then spread back over the pool's bits.
template <typename Visit>
bool forEachCombination(Mask pool, int k, Visit &&visit)
{
    std::array<int, 32> members{};
    int count = 0;
    for (const int i : bitsOf(pool))
        members[idx(count++)] = i;
    if (k <= 0 || k > count)
        return false;
    const std::uint64_t end = std::uint64_t{1} << count;
    for (std::uint64_t compact = (std::uint64_t{1} << k) - 1; compact < end;) {
        Mask spread = 0;
        for (std::uint64_t rest = compact; rest != 0; rest &= rest - 1)
            spread |= Mask{1} << members[idx(std::countr_zero(rest))];
        if (visit(spread))
            return true;
        // Gosper's hack: the next larger number with as many bits set.
        const std::uint64_t lowest = compact & (~compact + 1);
        const std::uint64_t ripple = compact + lowest;
        compact = (((ripple ^ compact) >> 2) / lowest) | ripple;
    }
    return false;
}

// --- Singles ------------------------------------------------------------------------------

std::optional<Step> unitSingle(const Marks &marks, Technique technique, bool fullHouse)
{
    const Geometry &g = marks.geometry();
    for (const int unit : boxesColumnsRows(g)) {
        if ((countOf(marks.emptyPlaces(unit)) == 1) != fullHouse)
            continue;
        for (int digit = 1; digit <= marks.size(); ++digit) {
            const Mask places = marks.placesOf(unit, digit);
            if (isSingle(places))
                return singleStep(technique, marks.cellAt(unit, lowestOf(places)), digit, unit, marks.shape());
        }
    }
    return std::nullopt;
}

// --- Locked candidates --------------------------------------------------------------------

// The places of a box that lie in the box's row `r` (0..boxRows-1) or column `c`.
Mask boxRowPlaces(Shape shape, int r) { return ((Mask{1} << shape.boxColumns) - 1) << (r * shape.boxColumns); }
Mask boxColumnPlaces(Shape shape, int c)
{
    Mask mask = 0;
    for (int r = 0; r < shape.boxRows; ++r)
        mask |= Mask{1} << (r * shape.boxColumns + c);
    return mask;
}
// The places of a line that lie in a box it crosses: a row's columns in the box, a column's rows.
Mask linePlacesInBox(const Geometry &g, int line, int box)
{
    const Shape shape = g.shape();
    if (g.unitKind(line) == UnitKind::Row)
        return ((Mask{1} << shape.boxColumns) - 1) << ((box % (g.size() / shape.boxColumns)) * shape.boxColumns);
    return ((Mask{1} << shape.boxRows) - 1) << ((box / (g.size() / shape.boxColumns)) * shape.boxRows);
}

Step lockedStep(const Marks &marks, Technique technique, int digit, int base, int cover, Mask locked,
                const std::vector<int> &struck)
{
    Step step = newStep(marks, technique);
    for (const int cell : struck)
        step.eliminations.push_back({cell, digit});
    step.units = {base};
    step.coverUnits = {cover};
    step.cells = marks.cellsAt(base, locked);
    for (const int cell : step.cells)
        step.candidates.push_back({cell, digit});
    step.digits = Candidates::single(digit);
    sortLists(step);
    return step;
}

std::optional<Step> pointing(const Marks &marks, Technique technique, UnitKind lineKind)
{
    const Geometry &g = marks.geometry();
    const Shape shape = marks.shape();
    for (int digit = 1; digit <= marks.size(); ++digit) {
        for (int box = 0; box < marks.size(); ++box) {
            const int base = g.boxUnit(box);
            const Mask locked = marks.placesOf(base, digit);
            if (countOf(locked) < 2)
                continue;
            const int first = lowestOf(locked);
            const Mask line = lineKind == UnitKind::Row ? boxRowPlaces(shape, first / shape.boxColumns)
                                                        : boxColumnPlaces(shape, first % shape.boxColumns);
            if ((locked & ~line) != 0)
                continue;
            const int cover = unitOfKind(g, marks.cellAt(base, first), lineKind);
            const Mask struck = marks.placesOf(cover, digit) & ~linePlacesInBox(g, cover, box);
            if (struck == 0)
                continue;
            return lockedStep(marks, technique, digit, base, cover, locked, marks.cellsAt(cover, struck));
        }
    }
    return std::nullopt;
}

std::optional<Step> claiming(const Marks &marks, Technique technique, UnitKind lineKind)
{
    const Geometry &g = marks.geometry();
    for (int digit = 1; digit <= marks.size(); ++digit) {
        for (const int base : unitsOfKind(g, lineKind)) {
            const Mask locked = marks.placesOf(base, digit);
            if (countOf(locked) < 2)
                continue;
            const int box = g.boxOf(marks.cellAt(base, lowestOf(locked)));
            const Mask inBox = linePlacesInBox(g, base, box);
            if ((locked & ~inBox) != 0)
                continue;
            const int cover = g.boxUnit(box);
            std::vector<int> struck;
            for (const int i : bitsOf(marks.placesOf(cover, digit))) {
                const int cell = marks.cellAt(cover, i);
                if (unitOfKind(g, cell, lineKind) != base)
                    struck.push_back(cell);
            }
            if (struck.empty())
                continue;
            return lockedStep(marks, technique, digit, base, cover, locked, struck);
        }
    }
    return std::nullopt;
}

int subsetSize(Technique technique)
{
    switch (technique) {
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::XWing:
        return 2;
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::Swordfish:
        return 3;
    default:
        return 4;
    }
}

} // namespace

std::optional<Step> findSingle(const Search &search, Technique technique)
{
    const Marks &marks = search.marks;
    if (technique != Technique::NakedSingle)
        return unitSingle(marks, technique, technique == Technique::FullHouse);
    for (int cell = 0; cell < marks.cellCount(); ++cell) {
        const Mask here = marks.candidatesOf(cell);
        if (isSingle(here))
            return singleStep(technique, cell, lowestOf(here) + 1, -1, marks.shape());
    }
    return std::nullopt;
}

std::optional<Step> findLockedCandidates(const Search &search, Technique technique)
{
    const Marks &marks = search.marks;
    if (technique == Technique::LockedCandidatesPointing) {
        for (const UnitKind line : {UnitKind::Column, UnitKind::Row}) {
            if (auto step = pointing(marks, technique, line))
                return step;
        }
        return std::nullopt;
    }
    for (const UnitKind line : {UnitKind::Column, UnitKind::Row}) {
        if (auto step = claiming(marks, technique, line))
            return step;
    }
    return std::nullopt;
}

// Sudoku Explainer's naked sets: units with at least 2N empty cells; N cells each holding 2..N
// candidates, N between them; the eliminations fall in the unit searched only.
std::optional<Step> findNakedSubset(const Search &search, Technique technique)
{
    const Marks &marks = search.marks;
    const int size = subsetSize(technique);
    for (const int unit : boxesColumnsRows(marks.geometry())) {
        if (countOf(marks.emptyPlaces(unit)) < 2 * size)
            continue;
        Mask fitting = 0;
        for (const int i : bitsOf(marks.emptyPlaces(unit))) {
            const int n = countOf(marks.candidatesOf(marks.cellAt(unit, i)));
            if (n >= 2 && n <= size)
                fitting |= Mask{1} << i;
        }
        std::optional<Step> found;
        forEachCombination(fitting, size, [&](Mask places) {
            Mask digits = 0;
            for (const int i : bitsOf(places))
                digits |= marks.candidatesOf(marks.cellAt(unit, i));
            if (countOf(digits) != size)
                return false;
            Step step = newStep(marks, technique);
            for (const int d : bitsOf(digits)) {
                for (const int i : bitsOf(marks.placesOf(unit, d + 1) & ~places))
                    step.eliminations.push_back({marks.cellAt(unit, i), d + 1});
            }
            if (step.eliminations.empty())
                return false;
            step.units = {unit};
            step.cells = marks.cellsAt(unit, places);
            for (const int cell : step.cells) {
                for (const int d : bitsOf(marks.candidatesOf(cell)))
                    step.candidates.push_back({cell, d + 1});
            }
            step.digits = Candidates::fromBits(digits);
            sortLists(step);
            found = std::move(step);
            return true;
        });
        if (found)
            return found;
    }
    return std::nullopt;
}

// Sudoku Explainer's hidden sets: units with more than 2N empty cells; N digits each with
// 2..N places, N between them.
std::optional<Step> findHiddenSubset(const Search &search, Technique technique)
{
    const Marks &marks = search.marks;
    const int size = subsetSize(technique);
    for (const int unit : boxesColumnsRows(marks.geometry())) {
        if (countOf(marks.emptyPlaces(unit)) <= 2 * size)
            continue;
        Mask fitting = 0;
        for (int digit = 1; digit <= marks.size(); ++digit) {
            const int n = countOf(marks.placesOf(unit, digit));
            if (n >= 2 && n <= size)
                fitting |= digitBit(digit);
        }
        std::optional<Step> found;
        forEachCombination(fitting, size, [&](Mask digits) {
            Mask places = 0;
            for (const int d : bitsOf(digits))
                places |= marks.placesOf(unit, d + 1);
            if (countOf(places) != size)
                return false;
            Step step = newStep(marks, technique);
            step.cells = marks.cellsAt(unit, places);
            for (const int cell : step.cells) {
                for (const int d : bitsOf(marks.candidatesOf(cell)))
                    ((digits & digitBit(d + 1)) ? step.candidates : step.eliminations).push_back({cell, d + 1});
            }
            if (step.eliminations.empty())
                return false;
            step.units = {unit};
            step.digits = Candidates::fromBits(digits);
            found = std::move(step);
            return true;
        });
        if (found)
            return found;
    }
    return std::nullopt;
}

// Sudoku Explainer's fish: columns as base lines, then rows; the combinations of N lines in
// increasing order, digits 1..n for each — leaving out a digit placed so often that fewer
// than 2N of its places are left.
std::optional<Step> findFish(const Search &search, Technique technique)
{
    const Marks &marks = search.marks;
    const Geometry &g = marks.geometry();
    const int n = marks.size();
    const int size = subsetSize(technique);
    std::vector<int> placed(idx(n + 1), 0);
    for (int cell = 0; cell < marks.cellCount(); ++cell)
        ++placed[idx(marks.digit(cell))];
    for (const UnitKind baseKind : {UnitKind::Column, UnitKind::Row}) {
        const UnitKind coverKind = baseKind == UnitKind::Row ? UnitKind::Column : UnitKind::Row;
        const std::vector<int> bases = unitsOfKind(g, baseKind);
        const std::vector<int> covers = unitsOfKind(g, coverKind);
        // The lines where each digit has 2..N places: the only ones a fish may use.
        std::vector<Mask> eligible(idx(n + 1), 0);
        Mask anyEligible = 0;
        for (int digit = 1; digit <= n; ++digit) {
            if (placed[idx(digit)] + 2 * size > n)
                continue;
            for (int line = 0; line < n; ++line) {
                const int count = countOf(marks.placesOf(bases[idx(line)], digit));
                if (count >= 2 && count <= size)
                    eligible[idx(digit)] |= Mask{1} << line;
            }
            anyEligible |= eligible[idx(digit)];
        }
        std::optional<Step> found;
        forEachCombination(anyEligible, size, [&](Mask lines) {
            for (int digit = 1; digit <= n; ++digit) {
                if ((lines & ~eligible[idx(digit)]) != 0)
                    continue;
                Mask coverLines = 0;
                for (const int line : bitsOf(lines))
                    coverLines |= marks.placesOf(bases[idx(line)], digit);
                if (countOf(coverLines) != size)
                    continue;
                Step step = newStep(marks, technique);
                for (const int cover : bitsOf(coverLines)) {
                    for (const int i : bitsOf(marks.placesOf(covers[idx(cover)], digit) & ~lines))
                        step.eliminations.push_back({marks.cellAt(covers[idx(cover)], i), digit});
                }
                if (step.eliminations.empty())
                    continue;
                for (const int line : bitsOf(lines)) {
                    step.units.push_back(bases[idx(line)]);
                    for (const int cell : marks.cellsAt(bases[idx(line)], marks.placesOf(bases[idx(line)], digit)))
                        step.cells.push_back(cell);
                }
                for (const int cover : bitsOf(coverLines))
                    step.coverUnits.push_back(covers[idx(cover)]);
                std::sort(step.cells.begin(), step.cells.end());
                for (const int cell : step.cells)
                    step.candidates.push_back({cell, digit});
                step.digits = Candidates::single(digit);
                sortLists(step);
                found = std::move(step);
                return true;
            }
            return false;
        });
        if (found)
            return found;
    }
    return std::nullopt;
}

namespace {

// The cells holding `digit` that see every one of `cells` (none of them itself).
std::vector<int> seeingAll(const Marks &marks, int digit, std::initializer_list<int> cells)
{
    const Geometry &g = marks.geometry();
    std::vector<int> seeing;
    const int first = *cells.begin();
    for (const int peer : g.peersOfCell(first)) {
        if (!marks.has(peer, digit))
            continue;
        const bool all = std::all_of(cells.begin(), cells.end(), [&](int cell) { return g.arePeers(peer, cell); });
        if (all)
            seeing.push_back(peer);
    }
    return seeing;
}

Step wingStep(const Marks &marks, Technique technique, std::vector<int> cells, int digit,
              const std::vector<int> &struck)
{
    Step step = newStep(marks, technique);
    for (const int cell : struck)
        step.eliminations.push_back({cell, digit});
    step.cells = std::move(cells);
    Mask digits = 0;
    for (const int cell : step.cells) {
        for (const int d : bitsOf(marks.candidatesOf(cell)))
            step.candidates.push_back({cell, d + 1});
        digits |= marks.candidatesOf(cell);
    }
    step.digits = Candidates::fromBits(digits);
    sortLists(step);
    return step;
}

} // namespace

// XY-Wing: pivot {x,y}, pincers {x,z} and {y,z} among its peers; whichever digit the pivot
// takes, one pincer is left with z. XYZ-Wing: pivot {x,y,z}, pincers {x,z} and {y,z}; one of
// the three holds z.
std::optional<Step> findXYWing(const Search &search, Technique technique)
{
    const Marks &marks = search.marks;
    const Geometry &g = marks.geometry();
    const bool xyz = technique == Technique::XYZWing;
    for (int pivot = 0; pivot < marks.cellCount(); ++pivot) {
        const Mask digits = marks.candidatesOf(pivot);
        if (countOf(digits) != (xyz ? 3 : 2))
            continue;
        for (const int pincer1 : g.peersOfCell(pivot)) {
            const Mask xz = marks.candidatesOf(pincer1);
            if (countOf(xz) != 2 || countOf(digits & ~xz) != 1)
                continue;
            for (const int pincer2 : g.peersOfCell(pivot)) {
                const Mask yz = marks.candidatesOf(pincer2);
                if (countOf(yz) != 2 || countOf(digits | xz | yz) != 3
                    || countOf(digits & xz & yz) != (xyz ? 1 : 0))
                    continue;
                const int z = lowestOf(xz & yz) + 1;
                std::vector<int> struck = xyz ? seeingAll(marks, z, {pincer1, pincer2, pivot})
                                              : seeingAll(marks, z, {pincer1, pincer2});
                struck.erase(std::remove(struck.begin(), struck.end(), pivot), struck.end());
                if (struck.empty())
                    continue;
                Step step = wingStep(marks, technique, {pivot, pincer1, pincer2}, z, struck);
                if (!xyz) {
                    const int x = lowestOf(digits & xz) + 1;
                    const int y = lowestOf(digits & yz) + 1;
                    step.chains = {alternatingChain(marks, {{pincer1, z}, {pincer1, x}, {pivot, x}, {pivot, y},
                                                            {pincer2, y}, {pincer2, z}})};
                }
                return step;
            }
        }
    }
    return std::nullopt;
}

// W-Wing: two cells that hold only {x,y} and do not see each other, and a strong link on x
// whose ends see one cell each: one of the cells holds y.
std::optional<Step> findWWing(const Search &search, Technique technique)
{
    const Marks &marks = search.marks;
    const Geometry &g = marks.geometry();
    std::vector<int> units = unitsOfKind(g, UnitKind::Box);
    for (const UnitKind kind : {UnitKind::Row, UnitKind::Column}) {
        const std::vector<int> more = unitsOfKind(g, kind);
        units.insert(units.end(), more.begin(), more.end());
    }
    for (int cell1 = 0; cell1 < marks.cellCount(); ++cell1) {
        const Mask pair = marks.candidatesOf(cell1);
        if (countOf(pair) != 2)
            continue;
        for (int cell2 = cell1 + 1; cell2 < marks.cellCount(); ++cell2) {
            if (marks.candidatesOf(cell2) != pair || g.arePeers(cell1, cell2))
                continue;
            for (const int xBit : bitsOf(pair)) {
                const int x = xBit + 1;
                const int y = lowestOf(pair & ~digitBit(x)) + 1;
                const std::vector<int> struck = seeingAll(marks, y, {cell1, cell2});
                if (struck.empty())
                    continue;
                for (const int unit : units) {
                    const Mask link = marks.placesOf(unit, x);
                    if (countOf(link) != 2)
                        continue;
                    int end1 = marks.cellAt(unit, lowestOf(link));
                    int end2 = marks.cellAt(unit, lowestOf(withoutLowest(link)));
                    if (end1 == cell1 || end1 == cell2 || end2 == cell1 || end2 == cell2)
                        continue;
                    const auto joins = [&](int a, int b) { return g.arePeers(a, cell1) && g.arePeers(b, cell2); };
                    if (!joins(end1, end2))
                        std::swap(end1, end2);
                    if (!joins(end1, end2))
                        continue;
                    Step step = newStep(marks, technique);
                    for (const int cell : struck)
                        step.eliminations.push_back({cell, y});
                    step.units = {unit};
                    step.cells = {cell1, end1, end2, cell2};
                    step.candidates = {{cell1, x}, {cell1, y}, {end1, x}, {end2, x}, {cell2, x}, {cell2, y}};
                    sortLists(step);
                    step.chains = {alternatingChain(marks, {{cell1, y}, {cell1, x}, {end1, x}, {end2, x},
                                                            {cell2, x}, {cell2, y}})};
                    step.digits = Candidates::fromBits(pair);
                    return step;
                }
            }
        }
    }
    return std::nullopt;
}

namespace {

// A strong link of one digit: a unit where it has exactly two places.
struct StrongLink {
    int unit = 0;
    int a = 0;
    int b = 0;
};

constexpr int MaxLinks = 4;

// Every chain of N strong links of one digit between single cells, ends joined by weak links
// (a shared unit): one of the two ends of the chain holds the digit. The easiest is kept
// (Sudoku Explainer's difficulty: 4.0, 5.4, 5.8 for 2, 3, 4 links, +0 with rows only, +0.2 with
// boxes and columns, +0.1 otherwise), then the one striking most, then the first found.
class StrongLinkSearch {
public:
    StrongLinkSearch(const Marks &marks, int links) : m_marks(marks), m_g(marks.geometry()), m_links(links) {}

    std::optional<Step> run()
    {
        for (int digit = 1; digit <= m_marks.size(); ++digit) {
            m_digit = digit;
            collectLinks();
            for (std::size_t i = 0; i < m_all.size(); ++i) {
                for (const bool reversed : {false, true}) {
                    m_chain[0] = i;
                    m_reversed[0] = reversed;
                    extend(1);
                }
            }
        }
        return std::move(m_best);
    }

private:
    void collectLinks()
    {
        m_all.clear();
        // Boxes first, then rows, then columns; a pair of cells once.
        std::vector<int> order;
        for (int i = 0; i < m_marks.size(); ++i)
            order.push_back(m_g.boxUnit(i));
        for (int i = 0; i < m_marks.size(); ++i)
            order.push_back(m_g.rowUnit(i));
        for (int i = 0; i < m_marks.size(); ++i)
            order.push_back(m_g.columnUnit(i));
        for (const int unit : order) {
            const Mask places = m_marks.placesOf(unit, m_digit);
            if (countOf(places) != 2)
                continue;
            const int a = m_marks.cellAt(unit, lowestOf(places));
            const int b = m_marks.cellAt(unit, lowestOf(withoutLowest(places)));
            const bool known = std::any_of(m_all.begin(), m_all.end(),
                                           [&](const StrongLink &link) { return link.a == a && link.b == b; });
            if (!known)
                m_all.push_back({unit, a, b});
        }
    }

    int startOf(int k) const
    {
        const StrongLink &link = m_all[m_chain[idx(k)]];
        return m_reversed[idx(k)] ? link.b : link.a;
    }
    int endOf(int k) const
    {
        const StrongLink &link = m_all[m_chain[idx(k)]];
        return m_reversed[idx(k)] ? link.a : link.b;
    }

    bool usesCell(int k, int cell) const
    {
        for (int i = 0; i < k; ++i) {
            if (startOf(i) == cell || endOf(i) == cell)
                return true;
        }
        return false;
    }

    void extend(int k)
    {
        if (k == m_links) {
            consider();
            return;
        }
        const int from = endOf(k - 1);
        for (std::size_t i = 0; i < m_all.size(); ++i) {
            for (const bool reversed : {false, true}) {
                m_chain[idx(k)] = i;
                m_reversed[idx(k)] = reversed;
                const int start = startOf(k);
                if (usesCell(k, start) || usesCell(k, endOf(k)) || !m_g.arePeers(from, start))
                    continue;
                extend(k + 1);
            }
        }
    }

    int difficulty() const
    {
        const int base = m_links == 2 ? 40 : m_links == 3 ? 54 : 58;
        bool hasBox = false;
        bool hasColumn = false;
        bool hasRow = false;
        for (int i = 0; i < m_links; ++i) {
            const UnitKind kind = m_g.unitKind(m_all[m_chain[idx(i)]].unit);
            hasBox = hasBox || kind == UnitKind::Box;
            hasColumn = hasColumn || kind == UnitKind::Column;
            hasRow = hasRow || kind == UnitKind::Row;
        }
        if (!hasBox && !hasColumn)
            return base;
        return hasBox && hasColumn ? base + 2 : base + 1;
    }

    Technique technique() const
    {
        if (m_links == 3)
            return Technique::ThreeLinkXChain;
        if (m_links == 4)
            return Technique::FourLinkXChain;
        const UnitKind first = m_g.unitKind(m_all[m_chain[0]].unit);
        const UnitKind second = m_g.unitKind(m_all[m_chain[1]].unit);
        if (first == UnitKind::Box || second == UnitKind::Box)
            return Technique::TurbotFish;
        return first == second ? Technique::Skyscraper : Technique::TwoStringKite;
    }

    void consider()
    {
        const int first = startOf(0);
        const int last = endOf(m_links - 1);
        std::vector<int> struck;
        for (const int peer : m_g.peersOfCell(first)) {
            if (m_marks.has(peer, m_digit) && m_g.arePeers(peer, last) && !usesCell(m_links, peer))
                struck.push_back(peer);
        }
        if (struck.empty())
            return;
        const int difficulty = this->difficulty();
        if (m_best && (m_best->difficulty < difficulty
                       || (m_best->difficulty == difficulty && m_best->eliminations.size() >= struck.size())))
            return;
        Step step = newStep(m_marks, technique());
        step.difficulty = difficulty;
        for (const int cell : struck)
            step.eliminations.push_back({cell, m_digit});
        Chain chain;
        for (int i = 0; i < m_links; ++i) {
            const int unit = m_all[m_chain[idx(i)]].unit;
            ChainNode off;
            off.cells = {startOf(i)};
            off.digit = m_digit;
            if (i > 0) {
                off.reason = Reason::SameUnit;
                off.unit = sharedUnit(m_g, endOf(i - 1), startOf(i));
                off.parents = {static_cast<int>(chain.nodes.size()) - 1};
                step.coverUnits.push_back(off.unit);
            }
            chain.nodes.push_back(off);
            ChainNode on;
            on.cells = {endOf(i)};
            on.digit = m_digit;
            on.on = true;
            on.reason = Reason::LastPlace;
            on.unit = unit;
            on.parents = {static_cast<int>(chain.nodes.size()) - 1};
            chain.nodes.push_back(on);
            step.units.push_back(unit);
            step.cells.push_back(startOf(i));
            step.cells.push_back(endOf(i));
        }
        for (const int cell : step.cells)
            step.candidates.push_back({cell, m_digit});
        step.chains = {std::move(chain)};
        step.digits = Candidates::single(m_digit);
        sortLists(step);
        m_best = std::move(step);
    }

    const Marks &m_marks;
    const Geometry &m_g;
    const int m_links;
    int m_digit = 1;
    std::vector<StrongLink> m_all;
    std::array<std::size_t, MaxLinks> m_chain{};
    std::array<bool, MaxLinks> m_reversed{};
    std::optional<Step> m_best;
};

} // namespace

std::optional<Step> findStrongLinks(const Search &search, Technique technique)
{
    const int links = technique == Technique::ThreeLinkXChain ? 3 : technique == Technique::FourLinkXChain ? 4 : 2;
    return StrongLinkSearch(search.marks, links).run();
}

} // namespace sudoku::anysize
