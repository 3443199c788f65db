// SPDX-License-Identifier: GPL-3.0-or-later
// Grouped alternating inference chains and nice loops: chains of strong and weak inferences
// whose nodes may be groups — a digit's places in a box-line intersection, two or three
// cells of which one holds the digit when the group is "on", none when it is "off".
//
//   strong   a unit's places of a digit split into two nodes (cells or groups): if one has
//            none of them, the other has one; and the two digits of a bivalue cell
//   weak     two nodes of one digit that see each other (every cell of one sees every cell
//            of the other): not both; and two digits of one cell
//
// An AIC from "not A" to "E" proves A or E: what clashes with both goes. A loop that closes
// on itself makes every weak link of it strong: the digit leaves the rest of each weak
// link's unit, or a cell of a weak link in one cell keeps only the loop's two digits.
//
// Chains of single candidates alone are the forcing chains' (chaining.h, which find them as
// Sudoku Explainer does); this search finds only chains with at least one group, which
// Sudoku Explainer cannot see and would take a forcing chain for — a Nishio forcing chain
// for one on a single digit, a multiple forcing chain for one on several — and it is rated
// as that chain would be: 7.5 or 8.0, plus length.
//
// Asked for AlsAlternatingInferenceChain, it searches again with almost locked sets (als.h)
// as links too: a set of N cells holding N + 1 digits lacks at most one of them, so for any
// two of its digits x and y, if none of its cells holding x is x, one of those holding y is
// y — a strong link between two groups of the set. Only chains through a set count then,
// each set's cells beyond the first adding to the length.

#include "als.h"
#include "techniques.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace sudoku::techniques {
namespace {

// A candidate's index on a board of `size`: cell * size + digit - 1 (candidateOf on 9×9).
constexpr int candidateIndex(int cell, int digit, int size) { return cell * size + digit - 1; }

template <typename Layout>
struct Node {
    typename Layout::CellSet cells;
    int digit = 0;
    bool group = false;
    int unit = -1; // a group's line (its box is the line's crossing box)
};

struct Edge {
    int to;
    std::int16_t unit;    // the unit of a link between cells; -1 inside a cell
    std::int16_t set = -1; // a strong link an almost locked set makes: its index in Graph::sets
};

template <typename Layout>
struct Graph {
    explicit Graph(const Layout &l) : layout(l), candidateNode(idx(l.cellCount() * l.size()), -1) {}

    int candidateNodeOf(int cell, int digit) const
    {
        return candidateNode[idx(candidateIndex(cell, digit, layout.size()))];
    }

    Layout layout;
    std::vector<Node<Layout>> nodes;
    std::vector<std::vector<Edge>> strong;
    std::vector<std::vector<Edge>> weak;
    std::vector<int> candidateNode; // by candidateIndex; -1 for none
    std::vector<typename Layout::CellSet> sets; // the almost locked sets linking nodes (withSets)
};

// The nodes of each digit (Graph::nodes indexes).
using NodesByDigit = std::array<std::vector<int>, MaxSize>;

// The biggest almost locked set a chain goes through: a person follows a chain through a set
// of two or three cells; bigger sets multiply the nodes and the search's time.
constexpr int MaxChainSetSize = 3;

// The node covering exactly `cells` of `digit`, if the cells are one node: a candidate or a
// group (two or three cells of one box-line intersection).
template <typename Layout>
int nodeOf(const Graph<Layout> &graph, typename Layout::CellSet cells, int digit, const NodesByDigit &groupsOfDigit)
{
    if (cells.isSingle())
        return graph.candidateNodeOf(cells.first(), digit);
    for (const int g : groupsOfDigit[idx(digit - 1)]) {
        if (graph.nodes[idx(g)].cells == cells)
            return g;
    }
    return -1;
}

// The nodes of each digit lying in each unit, by unit * size + digit - 1, in increasing order.
using NodesInUnits = std::vector<std::vector<int>>;

// Adds the graph's nodes from index `from` on to `inUnit`.
template <typename Layout>
void addToUnits(const Graph<Layout> &graph, int size, std::size_t from, NodesInUnits &inUnit)
{
    const Layout &layout = graph.layout;
    inUnit.resize(idx(layout.unitCount() * size));
    for (std::size_t n = from; n < graph.nodes.size(); ++n) {
        const Node<Layout> &node = graph.nodes[n];
        for (const std::uint8_t unit : layout.unitsOf(node.cells.first())) {
            if (node.cells.isSubsetOf(layout.unitSet(unit)))
                inUnit[idx(unit * size + node.digit - 1)].push_back(static_cast<int>(n));
        }
    }
}

template <typename Layout>
void addSetLinks(const Analysis<Layout> &analysis, Graph<Layout> &graph, NodesByDigit &groupsOfDigit,
                 NodesInUnits &inUnit);

// The graph of candidates and box-line groups, and with `withSets` the almost locked sets'
// groups and links after them (so that the nodes and links without sets come first, in the
// same order, either way).
template <typename Layout>
Graph<Layout> graphOf(const Analysis<Layout> &analysis, bool withSets)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    const int size = analysis.size();
    Graph<Layout> graph(layout);
    NodesByDigit groupsOfDigit{};
    for (const int cell : analysis.emptyCells) {
        for (const int digit : analysis.candidatesOf(cell)) {
            graph.candidateNode[idx(candidateIndex(cell, digit, size))] = static_cast<int>(graph.nodes.size());
            graph.nodes.push_back({CellSet::of(cell), digit, false, -1});
        }
    }
    // Each line (row or column) with each box, in unit order: on a square board rows and
    // columns are units 0 .. 2 size - 1, boxes the size after them; a samurai's are numbered
    // grid by grid (geometry.h), so the kinds are asked.
    std::vector<int> lines;
    std::vector<int> boxes;
    for (int unit = 0; unit < layout.unitCount(); ++unit) {
        const UnitKind kind = layout.kindOf(unit);
        if (kind == UnitKind::Row || kind == UnitKind::Column)
            lines.push_back(unit);
        else if (kind == UnitKind::Box)
            boxes.push_back(unit);
    }
    for (int digit = 1; digit <= size; ++digit) {
        const CellSet cells = analysis.cellsWith(digit);
        for (const int line : lines) {
            for (const int box : boxes) {
                const CellSet group = cells & layout.unitSet(line) & layout.unitSet(box);
                if (group.count() < 2)
                    continue;
                groupsOfDigit[idx(digit - 1)].push_back(static_cast<int>(graph.nodes.size()));
                graph.nodes.push_back({group, digit, true, line});
            }
        }
    }
    graph.strong.resize(graph.nodes.size());
    graph.weak.resize(graph.nodes.size());
    // Strong links of a digit in a unit: its places split into two nodes.
    for (int digit = 1; digit <= size; ++digit) {
        for (int unit = 0; unit < layout.unitCount(); ++unit) {
            const CellSet places = analysis.cellsWith(digit) & layout.unitSet(unit);
            if (places.count() < 2 || places.count() > 6)
                continue;
            // Every way to split the places in two, each side a node.
            const std::vector<int> list = cellList(places);
            const unsigned n = static_cast<unsigned>(list.size());
            for (unsigned mask = 1; mask + 1 < (1u << n); ++mask) {
                if ((mask & 1u) == 0)
                    continue; // each split once: the first place on the first side
                CellSet a;
                for (unsigned i = 0; i < n; ++i) {
                    if (mask & (1u << i))
                        a.add(list[i]);
                }
                const CellSet b = places - a;
                const int na = nodeOf(graph, a, digit, groupsOfDigit);
                const int nb = nodeOf(graph, b, digit, groupsOfDigit);
                if (na < 0 || nb < 0)
                    continue;
                graph.strong[idx(na)].push_back({nb, static_cast<std::int16_t>(unit)});
                graph.strong[idx(nb)].push_back({na, static_cast<std::int16_t>(unit)});
            }
        }
    }
    for (const int cell : analysis.bivalueCells) {
        const Candidates pair = analysis.candidatesOf(cell);
        const int a = graph.candidateNodeOf(cell, pair.first());
        Candidates rest = pair;
        rest.remove(pair.first());
        const int b = graph.candidateNodeOf(cell, rest.first());
        graph.strong[idx(a)].push_back({b, -1});
        graph.strong[idx(b)].push_back({a, -1});
    }
    // Weak links: nodes of one digit that see each other, in the first unit they share, each
    // node's in increasing order of the other's index (found through the units holding it);
    // the digits of one cell.
    NodesInUnits inUnit;
    addToUnits(graph, size, 0, inUnit);
    std::vector<Edge> partners;
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const Node<Layout> &a = graph.nodes[i];
        partners.clear();
        for (const std::uint8_t unit : layout.unitsOf(a.cells.first())) {
            if (!a.cells.isSubsetOf(layout.unitSet(unit)))
                continue;
            for (const int j : inUnit[idx(unit * size + a.digit - 1)]) {
                if (idx(j) > i && !a.cells.intersects(graph.nodes[idx(j)].cells))
                    partners.push_back({j, static_cast<std::int16_t>(unit)});
            }
        }
        // The first unit they share: the lowest (rows, then columns, then boxes).
        std::sort(partners.begin(), partners.end(),
                  [](const Edge &l, const Edge &r) { return l.to != r.to ? l.to < r.to : l.unit < r.unit; });
        for (std::size_t k = 0; k < partners.size(); ++k) {
            if (k > 0 && partners[k].to == partners[k - 1].to)
                continue;
            graph.weak[i].push_back(partners[k]);
            graph.weak[idx(partners[k].to)].push_back({static_cast<int>(i), partners[k].unit});
        }
    }
    for (const int cell : analysis.emptyCells) {
        for (const int x : analysis.candidatesOf(cell)) {
            for (const int y : analysis.candidatesOf(cell)) {
                if (x != y)
                    graph.weak[idx(graph.candidateNodeOf(cell, x))].push_back({graph.candidateNodeOf(cell, y), -1});
            }
        }
    }
    if (withSets)
        addSetLinks(analysis, graph, groupsOfDigit, inUnit);
    return graph;
}

// The almost locked sets of two or more cells: for each digit, the set's cells holding it as
// a node (a candidate, a box-line group, or a new group), strong links between every two of
// them, and weak links from the new groups to the nodes of their digit that share a unit.
template <typename Layout>
void addSetLinks(const Analysis<Layout> &analysis, Graph<Layout> &graph, NodesByDigit &groupsOfDigit,
                 NodesInUnits &inUnit)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    const AlsGraph<Layout> sets(analysis);
    const std::size_t firstNew = graph.nodes.size();
    struct SetLink {
        int a;
        int b;
        int set;
    };
    std::vector<SetLink> links;
    for (int i = 0; i < sets.count(); ++i) {
        const auto &s = sets.set(i);
        if (s.size < 2 || s.size > MaxChainSetSize)
            continue;
        if (graph.sets.size() > INT16_MAX)
            break; // (Edge::set's range; far more sets than a 25×25 board has been seen to hold)
        const int set = static_cast<int>(graph.sets.size());
        graph.sets.push_back(s.cells);
        std::array<int, MaxSize> nodes{};
        int count = 0;
        for (const int digit : s.digits) {
            const CellSet cells = sets.cellsWith(i, digit);
            int node = nodeOf(graph, cells, digit, groupsOfDigit);
            if (node < 0) {
                node = static_cast<int>(graph.nodes.size());
                groupsOfDigit[idx(digit - 1)].push_back(node);
                graph.nodes.push_back({cells, digit, true, s.unit});
            }
            for (int k = 0; k < count; ++k)
                links.push_back({nodes[idx(k)], node, set});
            nodes[idx(count++)] = node;
        }
    }
    graph.strong.resize(graph.nodes.size());
    graph.weak.resize(graph.nodes.size());
    for (const SetLink &link : links) {
        const auto unit = static_cast<std::int16_t>(unitHolding(layout, graph.sets[idx(link.set)]));
        graph.strong[idx(link.a)].push_back({link.b, unit, static_cast<std::int16_t>(link.set)});
        graph.strong[idx(link.b)].push_back({link.a, unit, static_cast<std::int16_t>(link.set)});
    }
    // Weak links of the new groups: the nodes of their digit in a unit holding them, each pair
    // once, in the first unit they share.
    const int size = analysis.size();
    addToUnits(graph, size, firstNew, inUnit);
    for (std::size_t a = firstNew; a < graph.nodes.size(); ++a) {
        const Node<Layout> &node = graph.nodes[a];
        for (const std::uint8_t unit : layout.unitsOf(node.cells.first())) {
            if (!node.cells.isSubsetOf(layout.unitSet(unit)))
                continue;
            for (const int b : inUnit[idx(unit * size + node.digit - 1)]) {
                const Node<Layout> &other = graph.nodes[idx(b)];
                if (node.cells.intersects(other.cells) || (idx(b) >= firstNew && idx(b) <= a)
                    || unitHolding(layout, node.cells | other.cells) != unit)
                    continue;
                graph.weak[a].push_back({b, static_cast<std::int16_t>(unit)});
                graph.weak[idx(b)].push_back({static_cast<int>(a), static_cast<std::int16_t>(unit)});
            }
        }
    }
}

// The candidates that clash with a node being true (the digit in one of its cells): in a
// single cell's node, the cell's other digits; and the digit wherever it sees every cell of
// the node. Worked out for a node when first asked.
template <typename Layout>
struct Clash {
    typename Layout::CellSet seeing; // the cells of `digit` that see every cell of the node
    int digit = 0;
    int cell = -1;      // a single cell's node: the cell, whose `others` clash
    Candidates others;
};

template <typename Layout>
class Clashes {
public:
    Clashes(const Analysis<Layout> &analysis, const Graph<Layout> &graph)
        : m_analysis(analysis), m_graph(graph), m_clashes(graph.nodes.size()), m_ready(graph.nodes.size())
    {
    }

    // The candidates that clash with both nodes, by cell, then digit.
    void both(int a, int b, std::vector<CellDigit> &out)
    {
        out.clear();
        const Clash<Layout> &x = of(a);
        const Clash<Layout> &y = of(b);
        if (x.digit == y.digit)
            addCellDigits(out, x.seeing & y.seeing, x.digit);
        const auto across = [&out](const Clash<Layout> &single, const Clash<Layout> &other) {
            if (single.cell >= 0 && single.others.contains(other.digit) && other.seeing.contains(single.cell))
                out.push_back({single.cell, other.digit});
        };
        across(x, y);
        across(y, x);
        if (x.cell >= 0 && x.cell == y.cell) {
            for (const int digit : x.others & y.others)
                out.push_back({x.cell, digit});
        }
        std::sort(out.begin(), out.end(),
                  [](CellDigit l, CellDigit r) { return l.cell != r.cell ? l.cell < r.cell : l.digit < r.digit; });
    }

private:
    const Clash<Layout> &of(int n)
    {
        Clash<Layout> &clash = m_clashes[idx(n)];
        if (m_ready[idx(n)])
            return clash;
        m_ready[idx(n)] = true;
        const Node<Layout> &node = m_graph.nodes[idx(n)];
        clash.digit = node.digit;
        if (node.cells.isSingle()) {
            clash.cell = node.cells.first();
            clash.others = m_analysis.candidatesOf(clash.cell);
            clash.others.remove(node.digit);
        }
        clash.seeing = m_analysis.cellsWith(node.digit) - node.cells;
        for (const int cell : node.cells)
            clash.seeing &= m_analysis.layout.peerSet(cell);
        return clash;
    }

    const Analysis<Layout> &m_analysis;
    const Graph<Layout> &m_graph;
    std::vector<Clash<Layout>> m_clashes;
    std::vector<bool> m_ready;
};

struct Found {
    int difficulty = INT_MAX;
    Step step;
};

template <typename Layout>
ChainNode chainNodeOf(const Graph<Layout> &graph, int node, bool on, int unit, int parent, int set = -1)
{
    ChainNode out;
    out.cells = cellList(graph.nodes[idx(node)].cells);
    out.digit = graph.nodes[idx(node)].digit;
    out.on = on;
    if (parent >= 0) {
        out.parents = {parent};
        out.unit = unit;
        const bool inCell = unit < 0;
        out.reason = on ? (inCell ? Reason::LastCandidate : Reason::LastPlace)
                        : (inCell ? Reason::SameCell : Reason::SameUnit);
        if (set >= 0) {
            out.reason = Reason::LockedSet;
            out.set = cellList(graph.sets[idx(set)]);
        }
    }
    return out;
}

// The chain through `states` (node * 2 + on), each reached through viaUnit[state] (-1: in a
// cell) and viaSet[state] (-1: not through an almost locked set), each the parent of the next.
template <typename Layout, typename States>
Chain chainThrough(const Graph<Layout> &graph, const States &states, const std::vector<std::int16_t> &viaUnit,
                   const std::vector<std::int16_t> &viaSet)
{
    Chain chain;
    for (std::size_t i = 0; i < states.size(); ++i) {
        const int state = states[i];
        chain.nodes.push_back(chainNodeOf(graph, state / 2, state % 2 == 1, viaUnit[idx(state)],
                                          i == 0 ? -1 : static_cast<int>(i) - 1, i == 0 ? -1 : viaSet[idx(state)]));
    }
    return chain;
}

} // namespace

template <typename Layout>
std::optional<Step> findGroupedChain(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    const bool withSets = technique == Technique::AlsAlternatingInferenceChain;
    // What a step may be of: a loop through sets would lock them, and is not looked for.
    const bool loops = !withSets && analysis.allows(Technique::GroupedNiceLoop);
    const bool chains = analysis.allows(withSets ? Technique::AlsAlternatingInferenceChain
                                                 : Technique::GroupedAlternatingInferenceChain);
    const Graph<Layout> graph = graphOf(analysis, withSets);
    Clashes<Layout> clash(analysis, graph);
    std::vector<CellDigit> clashing; // with both ends of a chain
    const int count = static_cast<int>(graph.nodes.size());
    Found best;
    constexpr int Base = 75;         // on one digit
    constexpr int GroupPenalty = 0;  // several digits add MultiDigit
    constexpr int MultiDigit = 5;
    // Breadth first from each node assumed false; states (node, on), each reached once.
    std::vector<int> parent(2 * static_cast<std::size_t>(count));
    std::vector<int> depth(2 * static_cast<std::size_t>(count));
    std::vector<std::int16_t> viaUnit(2 * static_cast<std::size_t>(count));
    std::vector<std::int16_t> viaSet(2 * static_cast<std::size_t>(count), -1);
    std::vector<int> layer;
    std::vector<int> next;
    // A continuous loop: the chain from "not start" back to "not start" through a weak link.
    // Every weak link of it is strong too: the digit leaves the rest of its unit (a link in
    // a cell: the cell keeps only the two digits).
    int loopStart = -1;
    const auto closeLoop = [&](int last, std::int16_t closingUnit) {
        if (!loops)
            return;
        std::vector<int> states;
        bool grouped = false;
        for (int s = last; s >= 0; s = parent[idx(s)]) {
            states.push_back(s);
            grouped = grouped || graph.nodes[idx(s / 2)].group;
        }
        if (!grouped)
            return;
        std::reverse(states.begin(), states.end());
        bool oneDigit = true;
        for (const int st : states)
            oneDigit = oneDigit && graph.nodes[idx(st / 2)].digit == graph.nodes[idx(loopStart)].digit;
        const int difficulty = Base + lengthDifficulty(static_cast<int>(states.size())) + GroupPenalty
                             + (oneDigit ? 0 : MultiDigit);
        if (difficulty >= best.difficulty)
            return;
        // The weak links: each "on" node to the next (and the last back to the start).
        CellSet loopCells;
        for (const int st : states)
            loopCells |= graph.nodes[idx(st / 2)].cells;
        std::vector<CellDigit> struck;
        const auto strikeAround = [&](int from, int to, int unit) {
            const Node<Layout> &u = graph.nodes[idx(from)];
            const Node<Layout> &v = graph.nodes[idx(to)];
            if (unit < 0) {
                const int cell = u.cells.first();
                for (const int d : analysis.candidatesOf(cell)) {
                    if (d != u.digit && d != v.digit)
                        struck.push_back({cell, d});
                }
                return;
            }
            for (const int cell : (analysis.cellsWith(u.digit) & analysis.layout.unitSet(unit)) - u.cells - v.cells)
                struck.push_back({cell, u.digit});
        };
        for (std::size_t i = 1; i + 1 < states.size(); i += 2)
            strikeAround(states[i] / 2, states[i + 1] / 2, viaUnit[idx(states[i + 1])]);
        strikeAround(last / 2, loopStart, closingUnit);
        std::sort(struck.begin(), struck.end(),
                  [](CellDigit x, CellDigit y) { return x.cell != y.cell ? x.cell < y.cell : x.digit < y.digit; });
        struck.erase(std::unique(struck.begin(), struck.end()), struck.end());
        if (struck.empty())
            return;
        Step step = newStep(analysis, Technique::GroupedNiceLoop);
        step.difficulty = difficulty;
        step.eliminations = std::move(struck);
        Chain chain = chainThrough(graph, states, viaUnit, viaSet);
        chain.nodes.push_back(chainNodeOf(graph, loopStart, false, closingUnit,
                                          static_cast<int>(chain.nodes.size()) - 1));
        step.chains = {std::move(chain)};
        best = {difficulty, std::move(step)};
    };
    for (int start = 0; start < count; ++start) {
        loopStart = start;
        std::fill(depth.begin(), depth.end(), -1);
        const int root = 2 * start; // state: node * 2 + on
        depth[idx(root)] = 0;
        parent[idx(root)] = -1;
        layer = {root};
        for (int d = 0; !layer.empty(); ++d) {
            // A chain ending here has d + 1 nodes; the forcing chain from an eliminated
            // candidate two more.
            if (Base + lengthDifficulty(d + 3) + GroupPenalty >= best.difficulty)
                break;
            next.clear();
            for (const int state : layer) {
                const int node = state / 2;
                const bool on = state % 2 == 1;
                const auto &edges = on ? graph.weak[idx(node)] : graph.strong[idx(node)];
                for (const Edge &edge : edges) {
                    const int reached = 2 * edge.to + (on ? 0 : 1);
                    if (reached == root && d >= 3)
                        closeLoop(state, edge.unit);
                    if (depth[idx(reached)] >= 0)
                        continue;
                    depth[idx(reached)] = d + 1;
                    parent[idx(reached)] = state;
                    viaUnit[idx(reached)] = edge.unit;
                    viaSet[idx(reached)] = edge.set;
                    next.push_back(reached);
                }
            }
            // Chains ending "on" in this layer: what clashes with both ends goes.
            for (const int state : next) {
                if (state % 2 == 0 || !chains)
                    continue;
                // What clashes with both ends goes: something must.
                clash.both(start, state / 2, clashing);
                if (clashing.empty())
                    continue;
                // The chain's states, root first; it must hold a group (with sets: go through
                // a set, each set's cells beyond the first adding to its length).
                std::vector<int> states;
                bool grouped = false;
                int setCells = 0;
                for (int s = state; s >= 0; s = parent[idx(s)]) {
                    states.push_back(s);
                    grouped = grouped || graph.nodes[idx(s / 2)].group;
                    if (s != root && viaSet[idx(s)] >= 0)
                        setCells += graph.sets[idx(viaSet[idx(s)])].count() - 1;
                }
                if (withSets ? setCells == 0 : !grouped)
                    continue;
                std::reverse(states.begin(), states.end());
                const Node<Layout> &a = graph.nodes[idx(start)];
                bool oneDigit = true;
                for (const int st : states)
                    oneDigit = oneDigit && graph.nodes[idx(st / 2)].digit == a.digit;
                const int difficulty = Base + lengthDifficulty(static_cast<int>(states.size()) + 2 + setCells)
                                     + GroupPenalty + (oneDigit ? 0 : MultiDigit);
                if (difficulty >= best.difficulty)
                    continue;
                Step step = newStep(analysis, withSets ? Technique::AlsAlternatingInferenceChain
                                                       : Technique::GroupedAlternatingInferenceChain);
                step.difficulty = difficulty;
                step.eliminations = clashing;
                step.chains = {chainThrough(graph, states, viaUnit, viaSet)};
                best = {difficulty, std::move(step)};
            }
            std::swap(layer, next);
        }
    }
    if (best.difficulty == INT_MAX)
        return std::nullopt;
    Step step = std::move(best.step);
    const auto addCell = [&step](int cell) {
        if (std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end())
            step.cells.push_back(cell);
    };
    for (const ChainNode &node : step.chains.front().nodes) {
        for (const int cell : node.cells) {
            addCell(cell);
            step.candidates.push_back({cell, node.digit});
            step.digits.add(node.digit);
        }
        // An almost locked set shows whole: its cells and all their candidates.
        for (const int cell : node.set) {
            addCell(cell);
            addCandidatesOf(analysis, cell, step.candidates);
        }
    }
    std::sort(step.candidates.begin(), step.candidates.end(),
              [](CellDigit x, CellDigit y) { return x.cell != y.cell ? x.cell < y.cell : x.digit < y.digit; });
    step.candidates.erase(std::unique(step.candidates.begin(), step.candidates.end()), step.candidates.end());
    sortLists(step);
    return step;
}

SUDOKU_FINDER_ON_LAYOUTS(findGroupedChain);

} // namespace sudoku::techniques
