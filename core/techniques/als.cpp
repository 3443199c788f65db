// SPDX-License-Identifier: GPL-3.0-or-later
// Almost locked sets (als.h) and the techniques that link them by restricted commons: ALS-XZ,
// the ALS-XY-Wing, ALS chains and the death blossom.

#include "als.h"
#include "techniques.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>

namespace sudoku::techniques {
namespace {

// The first unit in boxesRowsColumns order holding every cell: a set in a box and a line
// belongs to the box, and is recorded once.
template <typename Layout>
int ownerUnit(const Layout &layout, typename Layout::CellSet cells)
{
    const int cell = cells.first();
    for (const UnitKind kind : {UnitKind::Box, UnitKind::Row, UnitKind::Column}) {
        const int unit = layout.unitHolding(cell, kind);
        if (cells.isSubsetOf(layout.unitSet(unit)))
            return unit;
    }
    return -1;
}

// The sets of one unit: grown from its empty cells in increasing order, a branch dropped once
// its digits are more than any set of at most MaxAlsSize cells holds (adding cells never
// takes digits away).
template <typename Layout>
struct UnitSets {
    const Analysis<Layout> &analysis;
    int unit = 0;
    std::array<int, Layout::MaxDigits> cells{};
    int count = 0;
    std::vector<AlmostLockedSet<Layout>> &found;

    void grow(int from, typename Layout::CellSet chosen, Candidates digits, int size)
    {
        for (int i = from; i < count; ++i) {
            const int cell = cells[idx(i)];
            const Candidates more = digits | analysis.candidatesOf(cell);
            const int digitCount = countOf(more);
            if (digitCount > MaxAlsSize + 1)
                continue;
            typename Layout::CellSet set = chosen;
            set.add(cell);
            if (digitCount == size + 2 && ownerUnit(analysis.layout, set) == unit)
                found.push_back({set, more, {}, static_cast<std::int16_t>(unit), static_cast<std::int8_t>(size + 1), 0});
            if (size + 1 < MaxAlsSize)
                grow(i + 1, set, more, size + 1);
        }
    }
};

} // namespace

template <typename Layout>
AlsGraph<Layout>::AlsGraph(const Analysis<Layout> &analysis) : m_analysis(analysis)
{
    m_sets.reserve(1024);
    for (const int unit : analysis.layout.boxesRowsColumns()) {
        UnitSets<Layout> sets{analysis, unit, {}, 0, m_sets};
        for (const int cell : analysis.emptyCells & analysis.layout.unitSet(unit))
            sets.cells[idx(sets.count++)] = cell;
        sets.grow(0, CellSet(), Candidates(), 0);
    }
    std::stable_sort(m_sets.begin(), m_sets.end(),
                     [](const Set &a, const Set &b) { return a.size < b.size; });
    m_seeing.reserve(m_sets.size() * 4);
    for (Set &set : m_sets) {
        set.seesFrom = static_cast<std::int32_t>(m_seeing.size());
        for (const int digit : set.digits) {
            CellSet seeing = analysis.cellsWith(digit);
            for (const int cell : set.cells & analysis.cellsWith(digit))
                seeing &= analysis.layout.peerSet(cell);
            m_seeing.push_back(seeing);
            if (!seeing.isEmpty())
                set.aims.add(digit);
        }
    }
    index();
    link();
}

// byFirstCell's buckets, by counting: each set once under each of its digits.
template <typename Layout>
void AlsGraph<Layout>::index()
{
    const int cellCount = m_analysis.layout.cellCount();
    const auto keyOf = [this, cellCount](int i, int digit) {
        return idx((digit - 1) * cellCount + cellsWith(i, digit).first());
    };
    m_byFirstFrom.assign(idx(m_analysis.size() * cellCount + 1), 0);
    for (int i = 0; i < count(); ++i) {
        for (const int digit : set(i).digits)
            ++m_byFirstFrom[keyOf(i, digit) + 1];
    }
    for (std::size_t key = 1; key < m_byFirstFrom.size(); ++key)
        m_byFirstFrom[key] += m_byFirstFrom[key - 1];
    m_byFirst.resize(m_byFirstFrom.back());
    std::vector<std::size_t> next(m_byFirstFrom.begin(), m_byFirstFrom.end() - 1);
    for (int i = 0; i < count(); ++i) {
        for (const int digit : set(i).digits)
            m_byFirst[next[keyOf(i, digit)]++] = i;
    }
}

// Every pair of disjoint sets with a restricted common: for each digit x of a set, the later
// sets whose cells holding x all lie among those that see every cell of it holding x — found
// through the first of those cells, so that only candidates are tested. Each pair is found
// once, from its first set, and linked both ways.
template <typename Layout>
void AlsGraph<Layout>::link()
{
    struct Pair {
        int a = 0;
        int b = 0;
        Candidates restricted;
    };
    std::vector<Pair> pairs;
    pairs.reserve(m_sets.size() * 4);
    constexpr std::size_t Unset = ~std::size_t{0};
    std::vector<std::size_t> slot(m_sets.size(), Unset); // where the pair (a, b) is
    std::vector<std::size_t> degree(m_sets.size() + 1, 0);
    for (int a = 0; a < count(); ++a) {
        const std::size_t start = pairs.size();
        for (const int digit : set(a).digits) {
            const CellSet seen = seeing(a, digit);
            for (const int cell : seen) {
                for (const int b : byFirstCell(digit, cell)) {
                    if (b <= a || set(b).cells.intersects(set(a).cells) || !cellsWith(b, digit).isSubsetOf(seen))
                        continue;
                    std::size_t &at = slot[idx(b)];
                    if (at == Unset || at < start) {
                        at = pairs.size();
                        pairs.push_back({a, b, {}});
                        ++degree[idx(a) + 1];
                        ++degree[idx(b) + 1];
                    }
                    pairs[at].restricted.add(digit);
                }
            }
        }
        std::sort(pairs.begin() + static_cast<std::ptrdiff_t>(start), pairs.end(),
                  [](const Pair &l, const Pair &r) { return l.b < r.b; });
    }
    // Each set's links in increasing order: those from earlier sets come first, in the order
    // of the pairs, then its own, sorted above.
    for (std::size_t i = 1; i < degree.size(); ++i)
        degree[i] += degree[i - 1];
    m_linksFrom = degree;
    m_links.resize(degree.back());
    for (const Pair &pair : pairs) {
        m_links[degree[idx(pair.a)]++] = {pair.b, pair.restricted};
        m_links[degree[idx(pair.b)]++] = {pair.a, pair.restricted};
    }
}

template class AlsGraph<ClassicLayout>;
template class AlsGraph<GeneralLayout>;

} // namespace sudoku::techniques

namespace sudoku::techniques {
namespace {

// What a step adds to its technique's base difficulty (technique.cpp), in tenths: bigger sets
// and longer chains are harder to see.
constexpr int DoublyLinkedBonus = 1; // two restricted commons, both sets locked
constexpr int ExtraSetBonus = 1;     // each set of an ALS chain beyond the shortest's four
constexpr int CellsPerBonus = 2;     // 0.1 for every two cells beyond two a set

int sizeBonus(int cells, int sets)
{
    return std::max(0, cells - 2 * sets) / CellsPerBonus;
}

// The longest ALS chain looked for, in sets: each set more multiplies the ways to go on, and
// chains of up to six sets already link most pairs of sets that can be linked at all.
constexpr int MaxChainSets = 6;

// The cells of a step's sets as its fields give them, on a board of any shape.
using StepCells = GeneralLayout::CellSet;

// A chain node on `cells` holding (or not) `digit`.
template <int Words>
ChainNode node(BasicCellSet<Words> cells, int digit, bool on, Reason reason, int unit, int parent)
{
    ChainNode n;
    n.cells = cellList(cells);
    n.digit = digit;
    n.on = on;
    n.reason = reason;
    n.unit = unit;
    if (parent >= 0)
        n.parents = {parent};
    return n;
}

// The "on" node that follows when a set lacks its parent's digit: a bivalue cell's other
// candidate, a bigger set's cells holding one of its other digits.
template <typename Layout>
ChainNode lockedNode(const AlsGraph<Layout> &graph, int set, int digit, int parent)
{
    const auto &s = graph.set(set);
    if (s.size == 1)
        return node(graph.cellsWith(set, digit), digit, true, Reason::LastCandidate, -1, parent);
    return node(graph.cellsWith(set, digit), digit, true, Reason::LockedSet, s.unit, parent);
}

// The "off" node that follows when the cells of `from` holding `digit` see the set's: none of
// the set's cells holding it does.
template <typename Layout>
ChainNode seenNode(const AlsGraph<Layout> &graph, typename Layout::CellSet from, int set, int digit, int parent)
{
    const auto cells = graph.cellsWith(set, digit);
    return node(cells, digit, false, Reason::SameUnit, unitHolding(graph.analysis().layout, from | cells), parent);
}

// The chain of sets linked by restricted commons, as step.h draws it: "the first set lacks z,
// so it holds links[0]; so the second lacks it and holds links[1]; ...; so the last holds z".
template <typename Layout>
Chain setChain(const AlsGraph<Layout> &graph, std::span<const int> sets, std::span<const int> links, int z)
{
    Chain chain;
    chain.nodes.push_back(node(graph.cellsWith(sets[0], z), z, false, Reason::Assumption, -1, -1));
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const int out = i + 1 < sets.size() ? links[i] : z;
        chain.nodes.push_back(lockedNode(graph, sets[i], out, static_cast<int>(chain.nodes.size()) - 1));
        if (i + 1 < sets.size())
            chain.nodes.push_back(seenNode(graph, graph.cellsWith(sets[i], out), sets[i + 1], out,
                                           static_cast<int>(chain.nodes.size()) - 1));
    }
    return chain;
}

// A step's pattern from its sets, in order: their cells and units (step.h's table), every
// candidate of their cells, and the digits.
template <typename Layout>
void addSets(const AlsGraph<Layout> &graph, Step &step, std::span<const int> sets)
{
    for (const int i : sets) {
        const auto &s = graph.set(i);
        for (const int cell : s.cells) {
            step.cells.push_back(cell);
            for (const int digit : graph.analysis().candidatesOf(cell))
                step.candidates.push_back({cell, digit});
        }
        if (s.size > 1)
            step.units.push_back(s.unit);
    }
}

template <typename Layout>
int cellCount(const AlsGraph<Layout> &graph, std::span<const int> sets)
{
    int cells = 0;
    for (const int i : sets)
        cells += graph.set(i).size;
    return cells;
}

// The sets of a step of an ALS technique, read back from its fields (step.h's table): each
// set is the shortest run of `cells` from where the last ended that holds the cells of its
// chain nodes (`anchors`) and one digit more than it has cells — and, for two cells or more,
// lies in the set's unit, the next of `units`. Nothing when the fields do not read so.
std::optional<std::vector<StepCells>> almostLockedSetsOf(const Step &step, std::span<const StepCells> anchors,
                                                        std::size_t from)
{
    const GeneralLayout layout = GeneralLayout::ofStep(step);
    std::vector<StepCells> sets;
    std::size_t unit = 0;
    for (const StepCells &anchor : anchors) {
        StepCells run;
        Candidates digits;
        bool found = false;
        for (std::size_t end = from; end < step.cells.size() && !found; ++end) {
            run.add(step.cells[end]);
            for (const CellDigit candidate : step.candidates) {
                if (candidate.cell == step.cells[end])
                    digits.add(candidate.digit);
            }
            const int size = run.count();
            const bool inUnit = size == 1 || (unit < step.units.size() && run.isSubsetOf(layout.unitSet(step.units[unit])));
            if (!anchor.isSubsetOf(run) || countOf(digits) != size + 1 || !inUnit)
                continue;
            found = true;
            from = end + 1;
            if (size > 1)
                ++unit;
        }
        if (!found)
            return std::nullopt;
        sets.push_back(run);
    }
    if (from != step.cells.size() || unit != step.units.size())
        return std::nullopt;
    return sets;
}

// The cells of every node of a chain in `positions`: the anchors of a set.
StepCells nodeCells(const Chain &chain, std::initializer_list<std::size_t> positions)
{
    StepCells cells;
    for (const std::size_t i : positions) {
        if (i < chain.nodes.size()) {
            for (const int cell : chain.nodes[i].cells)
                cells.add(cell);
        }
    }
    return cells;
}

// Where a step's sets are anchored, by its shape: a chain of sets (two nodes each), a doubly
// linked ALS-XZ's loop, or a death blossom's branches (a petal each, after the stem).
std::vector<StepCells> anchorsOf(const Step &step)
{
    std::vector<StepCells> anchors;
    if (step.chains.empty())
        return anchors;
    const Chain &chain = step.chains.front();
    if (step.technique == Technique::DeathBlossom) {
        for (const Chain &branch : step.chains) {
            if (branch.nodes.size() == 3)
                anchors.push_back(nodeCells(branch, {1, 2}));
        }
    } else if (step.technique == Technique::AlsXZ && chain.nodes.size() == 5) {
        anchors = {nodeCells(chain, {0, 3}), nodeCells(chain, {1, 2})};
    } else {
        for (std::size_t i = 0; i + 1 < chain.nodes.size(); i += 2)
            anchors.push_back(nodeCells(chain, {i, i + 1}));
    }
    return anchors;
}

std::optional<std::vector<StepCells>> setsOfStep(const Step &step)
{
    const std::vector<StepCells> anchors = anchorsOf(step);
    if (anchors.empty())
        return std::nullopt;
    return almostLockedSetsOf(step, anchors, step.technique == Technique::DeathBlossom ? 1 : 0);
}

// A finished step whose fields read back as its own sets (almostLockedSetsOf), so that its
// explanation names them; nothing in the rare case they would read otherwise (a set whose
// first cells already form a set with its chain's cells), and the search goes on.
template <typename Layout>
std::optional<Step> describable(Step step, const AlsGraph<Layout> &graph, std::span<const int> sets)
{
    sortLists(step);
    const std::optional<std::vector<StepCells>> read = setsOfStep(step);
    if (!read || read->size() != sets.size())
        return std::nullopt;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        if (cellList((*read)[i]) != cellList(graph.set(sets[i]).cells))
            return std::nullopt;
    }
    return step;
}

// ALS-XZ singly linked: one restricted common x. One of the two sets lacks x and holds all
// its other digits, so a digit z both hold is in one of them: z leaves every cell that sees
// all their cells holding it.
template <typename Layout>
std::optional<Step> singlyLinked(const AlsGraph<Layout> &graph, int a, int b, int x)
{
    const Candidates common = graph.set(a).aims & graph.set(b).aims;
    for (const int z : common) {
        if (z == x)
            continue;
        const auto struck = graph.seeing(a, z) & graph.seeing(b, z);
        if (struck.isEmpty())
            continue;
        const std::array<int, 2> sets = {a, b};
        const std::array<int, 1> links = {x};
        Step step = newStep(graph.analysis(), Technique::AlsXZ);
        addCellDigits(step.eliminations, struck, z);
        addSets(graph, step, sets);
        step.digits = Candidates::single(x) | Candidates::single(z);
        step.chains = {setChain(graph, sets, links, z)};
        step.difficulty = techniqueInfo(step.technique).difficulty + sizeBonus(cellCount(graph, sets), 2);
        if (std::optional<Step> found = describable(std::move(step), graph, sets))
            return found;
    }
    return std::nullopt;
}

// ALS-XZ doubly linked: two restricted commons x and y. One set lacks x and the other y, so
// both are locked: each set's other digits leave what sees all its cells holding them, and x
// and y, held by one of the two each, leave what sees all their cells in both.
template <typename Layout>
std::optional<Step> doublyLinked(const AlsGraph<Layout> &graph, int a, int b, Candidates restricted)
{
    std::array<typename Layout::CellSet, Layout::MaxDigits> struck{};
    bool strikes = false;
    for (const int set : {a, b}) {
        for (const int digit : graph.set(set).digits) {
            auto seen = graph.seeing(set, digit);
            if (restricted.contains(digit))
                seen &= graph.seeing(set == a ? b : a, digit);
            struck[idx(digit - 1)] |= seen;
            strikes = strikes || !seen.isEmpty();
        }
    }
    if (!strikes)
        return std::nullopt;
    const int x = restricted.first();
    const int y = (restricted & ~Candidates::single(x)).first();
    const std::array<int, 2> sets = {a, b};
    Step step = newStep(graph.analysis(), Technique::AlsXZ);
    for (int digit = 1; digit <= graph.analysis().size(); ++digit)
        addCellDigits(step.eliminations, struck[idx(digit - 1)], digit);
    addSets(graph, step, sets);
    step.digits = restricted;
    // The loop: a holds x, so b lacks it and holds y, so a lacks y and holds x.
    Chain loop;
    loop.nodes.push_back(node(graph.cellsWith(a, x), x, true, Reason::Assumption, -1, -1));
    loop.nodes.push_back(seenNode(graph, graph.cellsWith(a, x), b, x, 0));
    loop.nodes.push_back(lockedNode(graph, b, y, 1));
    loop.nodes.push_back(seenNode(graph, graph.cellsWith(b, y), a, y, 2));
    loop.nodes.push_back(lockedNode(graph, a, x, 3));
    step.chains = {std::move(loop)};
    step.difficulty = techniqueInfo(step.technique).difficulty + DoublyLinkedBonus
                    + sizeBonus(cellCount(graph, sets), 2);
    return describable(std::move(step), graph, sets);
}

// Pairs of linked sets, fewest cells first.
template <typename Layout>
std::optional<Step> findXZ(const AlsGraph<Layout> &graph)
{
    for (int total = 2; total <= 2 * MaxAlsSize; ++total) {
        for (int a = 0; a < graph.count() && graph.set(a).size < total; ++a) {
            for (const AlsLink &link : graph.links(a)) {
                const int b = link.other;
                if (b < a || graph.set(a).size + graph.set(b).size != total)
                    continue;
                std::optional<Step> step;
                if (link.restricted.isSingle())
                    step = singlyLinked(graph, a, b, link.restricted.first());
                else if (countOf(link.restricted) == 2)
                    step = doublyLinked(graph, a, b, link.restricted);
                // (three restricted commons cannot happen on a board with a solution)
                if (step)
                    return step;
            }
        }
    }
    return std::nullopt;
}

// A chain of sets with its eliminations, as a step of `technique`.
template <typename Layout>
std::optional<Step> chainStep(const AlsGraph<Layout> &graph, Technique technique, std::span<const int> sets,
                              std::span<const int> links, int z, typename Layout::CellSet struck)
{
    Step step = newStep(graph.analysis(), technique);
    addCellDigits(step.eliminations, struck, z);
    addSets(graph, step, sets);
    step.digits = Candidates::single(z);
    for (const int link : links)
        step.digits.add(link);
    step.chains = {setChain(graph, sets, links, z)};
    const int setCount = static_cast<int>(sets.size());
    step.difficulty = techniqueInfo(technique).difficulty + sizeBonus(cellCount(graph, sets), setCount);
    if (technique == Technique::AlsChain)
        step.difficulty += ExtraSetBonus * (setCount - 4);
    return describable(std::move(step), graph, sets);
}

// ALS-XY-Wing: a pivot set C linked to A by x and to B by y. C lacks at most one of x and y,
// so A lacks x or B lacks y, and that one holds z, a digit A and B share.
template <typename Layout>
std::optional<Step> findXYWing(const AlsGraph<Layout> &graph)
{
    for (int c = 0; c < graph.count(); ++c) {
        const std::span<const AlsLink> links = graph.links(c);
        for (std::size_t i = 0; i < links.size(); ++i) {
            const int a = links[i].other;
            for (std::size_t j = i + 1; j < links.size(); ++j) {
                const int b = links[j].other;
                if (graph.set(a).cells.intersects(graph.set(b).cells))
                    continue;
                for (const int x : links[i].restricted) {
                    for (const int y : links[j].restricted) {
                        if (x == y)
                            continue;
                        Candidates shared = graph.set(a).aims & graph.set(b).aims;
                        shared.remove(x);
                        shared.remove(y);
                        for (const int z : shared) {
                            const auto struck = graph.seeing(a, z) & graph.seeing(b, z);
                            if (struck.isEmpty())
                                continue;
                            const std::array<int, 3> sets = {a, c, b};
                            const std::array<int, 2> joins = {x, y};
                            if (auto step = chainStep(graph, Technique::AlsXYWing, sets, joins, z, struck))
                                return step;
                        }
                    }
                }
            }
        }
    }
    return std::nullopt;
}

// ALS chains: sets A1 .. Ak (k >= 4) joined by restricted commons, no two in a row the same.
// If A1 lacks z it holds its first link's digit, so A2 lacks that and holds the next, ...,
// so Ak holds z: one of A1 and Ak holds z, a digit different from the first and last links.
//
// Found by a breadth-first search from each set over states "set S lacks digit d", so that
// the shortest chains come first. A chain read backwards is a chain too, so a search from A1
// looks only for ends after it in the graph's order. It enters each set at most twice (a
// second digit it lacks only adds the links on the first one: every other link was taken from
// the first entry, as early or earlier) and keeps one way to each state: so it may miss a
// chain that another way would have made, never report a wrong one. The sets of a chain
// found must not overlap (a person could not tell them apart), else the search goes on.
template <typename Layout>
class ChainSearch {
public:
    explicit ChainSearch(const AlsGraph<Layout> &graph)
        : m_graph(graph), m_digits(graph.analysis().size()), m_cells(graph.analysis().layout.cellCount()),
          m_parent(idx(graph.count() * m_digits), Unvisited), m_firstLink(idx(graph.count() * m_digits), 0),
          m_entries(idx(graph.count()), 0),
          m_firstDigit(idx(graph.count()), 0), m_endDigits(idx(graph.count())),
          m_words((idx(graph.count()) + 63) / 64), m_aiming(idx(m_digits * m_cells) * m_words),
          m_holding(idx(m_cells) * m_words), m_apart(m_words), m_row(m_words), m_linkDigits(idx(graph.count())),
          m_linked(idx(graph.count() * m_digits) * m_words), m_visited(idx(m_digits) * m_words), m_full(m_words)
    {
        m_queue.reserve(m_parent.size());
        fillRows();
    }

    std::optional<Step> find()
    {
        // The shortest chain over every start: one of the shortest length ends the search.
        std::optional<Step> best;
        int bestSets = MaxChainSets + 1;
        for (int a = 0; a < m_graph.count(); ++a) {
            std::optional<Step> step;
            if (markEnds(a))
                step = search(a, bestSets - 1);
            for (const int end : m_ends)
                m_endDigits[idx(end)] = {};
            m_ends.clear();
            if (step) {
                bestSets = static_cast<int>(step->chains.front().nodes.size() / 2);
                best = std::move(step);
                if (bestSets == 4)
                    return best;
            }
        }
        return best;
    }

private:
    static constexpr int Unvisited = -1;
    static constexpr int Start = -2;

    int state(int set, int digit) const { return set * m_digits + digit - 1; }
    int setOf(int state) const { return state / m_digits; }
    int digitOf(int state) const { return state % m_digits + 1; }

    // Marks the sets after a that a chain from it may end in, each with the digits z it may
    // end on: sets apart from a holding z only in cells that see a cell that a's cells
    // holding z all see. Says whether there are any.
    bool markEnds(int a)
    {
        std::fill(m_apart.begin(), m_apart.end(), ~std::uint64_t{0});
        for (const int cell : m_graph.set(a).cells) {
            for (std::size_t w = 0; w < m_words; ++w)
                m_apart[w] &= ~m_holding[idx(cell) * m_words + w];
        }
        // Ends only after a: its chains to sets before it were looked for from them.
        const std::size_t firstWord = idx(a) / 64;
        const std::uint64_t afterA = ~std::uint64_t{0} << (idx(a) % 64) << 1;
        for (const int z : m_graph.set(a).aims) {
            std::fill(m_row.begin(), m_row.end(), 0);
            for (const int target : m_graph.seeing(a, z)) {
                const std::uint64_t *aiming = &m_aiming[aimKey(z, target) * m_words];
                for (std::size_t w = firstWord; w < m_words; ++w)
                    m_row[w] |= aiming[w];
            }
            for (std::size_t w = firstWord; w < m_words; ++w) {
                const std::uint64_t after = w == firstWord ? afterA : ~std::uint64_t{0};
                for (std::uint64_t bits = m_row[w] & m_apart[w] & after; bits != 0; bits &= bits - 1) {
                    const int b = static_cast<int>(w * 64) + std::countr_zero(bits);
                    if (m_endDigits[idx(b)].isEmpty())
                        m_ends.push_back(b);
                    m_endDigits[idx(b)].add(z);
                }
            }
        }
        return !m_ends.empty();
    }

    std::size_t aimKey(int digit, int cell) const { return idx((digit - 1) * m_cells + cell); }

    // The bit rows: for each digit and cell, the sets that aim at the cell on the digit (they
    // hold it only in cells that see it); for each cell, the sets holding the cell.
    void fillRows()
    {
        for (int b = 0; b < m_graph.count(); ++b) {
            const std::uint64_t bit = std::uint64_t{1} << (idx(b) % 64);
            const std::size_t word = idx(b) / 64;
            for (const int z : m_graph.set(b).aims) {
                for (const int target : m_graph.seeing(b, z))
                    m_aiming[aimKey(z, target) * m_words + word] |= bit;
            }
            for (const int cell : m_graph.set(b).cells)
                m_holding[idx(cell) * m_words + word] |= bit;
            for (const AlsLink &link : m_graph.links(b)) {
                m_linkDigits[idx(b)] |= link.restricted;
                for (const int x : link.restricted)
                    m_linked[(idx(b * m_digits) + idx(x - 1)) * m_words + idx(link.other) / 64]
                        |= std::uint64_t{1} << (idx(link.other) % 64);
            }
        }
    }

    // The shortest chain from a of at most maxSets sets that strikes something.
    std::optional<Step> search(int a, int maxSets)
    {
        m_queue.clear();
        std::fill(m_visited.begin(), m_visited.end(), 0);
        std::fill(m_full.begin(), m_full.end(), 0);
        for (const AlsLink &link : m_graph.links(a)) {
            for (const int x : link.restricted)
                enter(state(link.other, x), Start, x);
        }
        std::optional<Step> found;
        std::size_t levelEnd = m_queue.size();
        int sets = 2; // of the chains to the states being taken from the queue
        for (std::size_t head = 0; head < m_queue.size() && !found; ++head) {
            if (head == levelEnd) {
                levelEnd = m_queue.size();
                ++sets;
            }
            if (sets >= maxSets)
                break;
            const int from = m_queue[head];
            const int set = setOf(from);
            const int first = m_firstDigit[idx(set)];
            const Candidates allowed = first == digitOf(from) ? ~Candidates::single(first) : Candidates::single(first);
            for (const int x : allowed & m_linkDigits[idx(set)]) {
                const std::uint64_t *linked = &m_linked[(idx(set * m_digits) + idx(x - 1)) * m_words];
                const std::uint64_t *visited = &m_visited[idx(x - 1) * m_words];
                for (std::size_t w = 0; w < m_words && !found; ++w) {
                    for (std::uint64_t bits = linked[w] & m_apart[w] & ~visited[w] & ~m_full[w]; bits != 0;
                         bits &= bits - 1) {
                        const int to = state(static_cast<int>(w * 64) + std::countr_zero(bits), x);
                        enter(to, from, m_firstLink[idx(from)]);
                        if (sets + 1 >= 4 && (found = reachedEnd(a, to)))
                            break;
                    }
                }
            }
        }
        for (const int s : m_queue)
            m_entries[idx(setOf(s))] = 0;
        return found;
    }

    // A chain when state `to` is in a set a chain may end in, on a digit z that neither its
    // first link nor its last is.
    std::optional<Step> reachedEnd(int a, int to)
    {
        Candidates ends = m_endDigits[idx(setOf(to))];
        ends.remove(digitOf(to));
        ends.remove(m_firstLink[idx(to)]);
        for (const int z : ends) {
            if (std::optional<Step> step = chainTo(a, to, z))
                return step;
        }
        return std::nullopt;
    }

    void enter(int s, int parent, int firstLink)
    {
        const int set = setOf(s);
        const std::uint64_t bit = std::uint64_t{1} << (idx(set) % 64);
        if (m_entries[idx(set)]++ == 0)
            m_firstDigit[idx(set)] = digitOf(s);
        else
            m_full[idx(set) / 64] |= bit;
        m_visited[idx(digitOf(s) - 1) * m_words + idx(set) / 64] |= bit;
        m_parent[idx(s)] = parent;
        m_firstLink[idx(s)] = firstLink;
        m_queue.push_back(s);
    }

    // The chain from a to the set of state `end`, on z, when its sets do not overlap.
    std::optional<Step> chainTo(int a, int end, int z)
    {
        std::array<int, MaxChainSets> sets{};
        std::array<int, MaxChainSets> links{};
        int count = 0;
        typename Layout::CellSet used = m_graph.set(a).cells;
        for (int s = end; s != Start; s = m_parent[idx(s)]) {
            const auto cells = m_graph.set(setOf(s)).cells;
            if (cells.intersects(used))
                return std::nullopt;
            used |= cells;
            sets[idx(count)] = setOf(s);
            links[idx(count)] = digitOf(s); // the digit joining it to the set before
            ++count;
        }
        sets[idx(count++)] = a;
        std::reverse(sets.begin(), sets.begin() + count);
        std::reverse(links.begin(), links.begin() + count - 1);
        const auto struck = m_graph.seeing(a, z) & m_graph.seeing(setOf(end), z);
        return chainStep(m_graph, Technique::AlsChain, std::span<const int>(sets.data(), idx(count)),
                         std::span<const int>(links.data(), idx(count - 1)), z, struck);
    }

    const AlsGraph<Layout> &m_graph;
    int m_digits; // of the board: states are (set, digit)
    int m_cells;
    std::vector<int> m_parent;     // per state: the state it was reached from, Start, or Unvisited
    std::vector<int> m_firstLink;  // per state reached: the digit of its chain's first link
    std::vector<int> m_queue;
    std::vector<int> m_entries;    // per set: how often the search entered it (0, 1, 2)
    std::vector<int> m_firstDigit; // per set entered: the digit it lacked the first time
    std::vector<Candidates> m_endDigits; // per set: the digits z a chain may end on there
    std::vector<int> m_ends;
    std::size_t m_words;                  // in a bit row of sets
    std::vector<std::uint64_t> m_aiming;  // rows by aimKey
    std::vector<std::uint64_t> m_holding; // rows by cell
    std::vector<std::uint64_t> m_apart;   // the sets apart from the start
    std::vector<std::uint64_t> m_row;
    std::vector<Candidates> m_linkDigits; // per set: the digits of its links
    std::vector<std::uint64_t> m_linked;  // rows by set and digit: the sets linked by it
    std::vector<std::uint64_t> m_visited; // rows by digit: the sets the search entered lacking it
    std::vector<std::uint64_t> m_full;    // the sets it entered twice
};

// Death blossom: a stem cell whose every candidate d has a petal, a set holding d only in
// cells that see the stem. Whichever digit the stem takes, that petal lacks it and holds all
// its other digits — z among them, a digit every petal holds. So z leaves what sees all the
// petals' cells holding it. The stem may hold z itself, without a petal for it: then the
// struck cells must see the stem too.
template <typename Layout>
class BlossomSearch {
public:
    using CellSet = typename Layout::CellSet;

    explicit BlossomSearch(const AlsGraph<Layout> &graph) : m_graph(graph) {}

    std::optional<Step> find()
    {
        const Analysis<Layout> &analysis = m_graph.analysis();
        for (const int stem : analysis.emptyCells) {
            const Candidates digits = analysis.candidatesOf(stem);
            if (countOf(digits) < 3)
                continue; // with two, an ALS-XY-Wing or ALS-XZ whose pivot is the stem
            collectPetals(stem, digits);
            for (int z = 1; z <= analysis.size(); ++z) {
                const CellSet aims = digits.contains(z) ? analysis.cellsWith(z) & analysis.layout.peerSet(stem)
                                                        : analysis.cellsWith(z);
                m_stem = stem;
                m_z = z;
                m_needed = digits;
                m_needed.remove(z);
                if (std::optional<Step> step = choose(m_needed.first(), aims, CellSet::of(stem), 0))
                    return step;
            }
        }
        return std::nullopt;
    }

private:
    // The petals a stem could have for each of its digits, smallest sets first.
    void collectPetals(int stem, Candidates digits)
    {
        for (const int d : digits) {
            std::vector<int> &petals = m_petals[idx(d - 1)];
            petals.clear();
            const CellSet peers = m_graph.analysis().layout.peerSet(stem);
            for (const int cell : peers & m_graph.analysis().cellsWith(d)) {
                for (const int set : m_graph.byFirstCell(d, cell)) {
                    if (m_graph.cellsWith(set, d).isSubsetOf(peers))
                        petals.push_back(set);
                }
            }
            std::sort(petals.begin(), petals.end());
        }
    }

    // Petals for `digit` and the digits after it, none overlapping another, each narrowing
    // the aims; a step when every needed digit has its petal and aims are left.
    std::optional<Step> choose(int digit, CellSet aims, CellSet used, int chosen)
    {
        if (digit == 0)
            return blossom(aims, chosen);
        Candidates rest = m_needed;
        for (int d = 1; d <= digit; ++d)
            rest.remove(d);
        for (const int petal : m_petals[idx(digit - 1)]) {
            const auto &set = m_graph.set(petal);
            if (!set.digits.contains(m_z) || set.cells.intersects(used))
                continue;
            const CellSet narrowed = aims & m_graph.seeing(petal, m_z);
            if (narrowed.isEmpty())
                continue;
            m_chosen[idx(chosen)] = petal;
            if (std::optional<Step> step = choose(rest.first(), narrowed, used | set.cells, chosen + 1))
                return step;
        }
        return std::nullopt;
    }

    std::optional<Step> blossom(CellSet struck, int petalCount)
    {
        const Analysis<Layout> &analysis = m_graph.analysis();
        const std::span<const int> petals(m_chosen.data(), idx(petalCount));
        Step step = newStep(m_graph.analysis(), Technique::DeathBlossom);
        addCellDigits(step.eliminations, struck, m_z);
        step.cells.push_back(m_stem);
        for (const int digit : analysis.candidatesOf(m_stem))
            step.candidates.push_back({m_stem, digit});
        addSets(m_graph, step, petals);
        step.digits = analysis.candidatesOf(m_stem) | Candidates::single(m_z);
        // One branch for each digit of the stem: it is d, so its petal lacks d and holds z.
        std::size_t next = 0;
        for (const int d : analysis.candidatesOf(m_stem)) {
            Chain branch;
            branch.nodes.push_back(node(CellSet::of(m_stem), d, true, Reason::Assumption, -1, -1));
            if (d != m_z) {
                const int petal = petals[next++];
                branch.nodes.push_back(seenNode(m_graph, CellSet::of(m_stem), petal, d, 0));
                branch.nodes.push_back(lockedNode(m_graph, petal, m_z, 1));
            }
            step.chains.push_back(std::move(branch));
        }
        step.difficulty = techniqueInfo(step.technique).difficulty
                        + sizeBonus(1 + cellCount(m_graph, petals), petalCount + 1);
        return describable(std::move(step), m_graph, petals);
    }

    const AlsGraph<Layout> &m_graph;
    std::array<std::vector<int>, Layout::MaxDigits> m_petals;
    std::array<int, Layout::MaxDigits> m_chosen{};
    int m_stem = 0;
    int m_z = 0;
    Candidates m_needed;
};

template <typename Layout>
std::optional<Step> findChain(const AlsGraph<Layout> &graph)
{
    return ChainSearch(graph).find();
}

template <typename Layout>
std::optional<Step> findDeathBlossom(const AlsGraph<Layout> &graph)
{
    return BlossomSearch(graph).find();
}

// The searches in the order they are tried, by difficulty (AlsXZ, AlsXYWing, AlsChain,
// DeathBlossom): the first step found is the step.
template <typename Layout>
constexpr std::array<std::optional<Step> (*)(const AlsGraph<Layout> &), 4> alsSearches = {
    findXZ<Layout>, findXYWing<Layout>, findChain<Layout>, findDeathBlossom<Layout>};

} // namespace

template <typename Layout>
std::optional<Step> findAlmostLockedSets(const Analysis<Layout> &analysis, Technique)
{
    const AlsGraph<Layout> graph(analysis);
    for (const auto find : alsSearches<Layout>) {
        std::optional<Step> step = find(graph);
        if (step && analysis.allows(step->technique))
            return step;
    }
    return std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findAlmostLockedSets);

// Sentences. A set: "r5c2 {3, 7}", "r1c1 and r1c2 in box 1 {1, 3, 7}".
namespace {

Phrase setPhrase(const Step &step, StepCells cells, std::size_t &unit)
{
    Candidates digits;
    for (const CellDigit candidate : step.candidates) {
        if (cells.contains(candidate.cell))
            digits.add(candidate.digit);
    }
    if (cells.isSingle())
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 %2"), {arg::cell(cells.first()), arg::digitSet(digits)});
    const int where = unit < step.units.size() ? step.units[unit++] : -1;
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2 %3"),
                  {arg::cells(cellList(cells)), arg::unit(where), arg::digitSet(digits)});
}

std::vector<Phrase> setPhrases(const Step &step, const std::vector<StepCells> &sets)
{
    std::vector<Phrase> phrases;
    std::size_t unit = 0;
    for (const StepCells &set : sets)
        phrases.push_back(setPhrase(step, set, unit));
    return phrases;
}

} // namespace

Phrase whyAlmostLockedSets(const Step &step)
{
    const std::optional<std::vector<StepCells>> sets = setsOfStep(step);
    if (!sets || step.chains.size() != 1)
        return {};
    const Chain &chain = step.chains.front();
    const PhraseArg named = arg::phrases(setPhrases(step, *sets));
    if (step.technique == Technique::AlsXZ && chain.nodes.size() == 5) {
        const int x = chain.nodes[0].digit;
        const int y = chain.nodes[2].digit;
        return phrase(SUDOKU_TRANSLATE_NOOP(
                          "Explain",
                          "almost locked sets %1; their cells with %2 all see each other, and so do their cells "
                          "with %3: one set lacks %2 and the other %3, so each holds all its other digits"),
                      {named, arg::digit(x), arg::digit(y)});
    }
    const ChainNode &first = chain.nodes.front();
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "almost locked sets %1: %2: either %3 or %4"),
                  {named, arg::phrase(chainWalk(chain)), arg::phrase(nodePhrase(first.cells, first.digit, true)),
                   arg::phrase(nodePhrase(chain.nodes.back()))});
}

Phrase whyDeathBlossom(const Step &step)
{
    const std::optional<std::vector<StepCells>> petals = setsOfStep(step);
    if (!petals || step.cells.empty() || step.chains.empty() || step.eliminations.empty())
        return {};
    const int stem = step.cells.front();
    Candidates digits;
    std::vector<Phrase> walks;
    std::vector<int> ends;
    for (const Chain &branch : step.chains) {
        digits.add(branch.nodes.front().digit);
        walks.push_back(chainWalk(branch));
        for (const int cell : branch.nodes.back().cells)
            ends.push_back(cell);
    }
    std::sort(ends.begin(), ends.end());
    return phrase(
        SUDOKU_TRANSLATE_NOOP("Explain", "%1 holds only %2; petals %3: %4 \u2014 in every case one of %5 is %6"),
        {arg::cell(stem), arg::digits(digits), arg::phrases(setPhrases(step, *petals)), arg::cases(std::move(walks)),
         arg::cells(std::move(ends)), arg::digit(step.eliminations.front().digit)});
}

} // namespace sudoku::techniques

namespace sudoku {

std::vector<int> lockedSetOf(const Step &step, const ChainNode &node)
{
    if (node.reason != Reason::LockedSet || !node.set.empty())
        return node.set;
    const std::optional<std::vector<techniques::StepCells>> sets = techniques::setsOfStep(step);
    if (!sets)
        return {};
    techniques::StepCells cells;
    for (const int cell : node.cells)
        cells.add(cell);
    for (const techniques::StepCells &set : *sets) {
        if ((set & cells) == cells)
            return techniques::cellList(set);
    }
    return {};
}

} // namespace sudoku
