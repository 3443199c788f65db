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
#include <bitset>
#include <climits>

namespace sudoku::techniques {
namespace {

struct Node {
    CellSet cells;
    int digit = 0;
    bool group = false;
    int unit = -1; // a group's line (its box is the line's crossing box)
};

struct Edge {
    int to;
    std::int8_t unit;     // the unit of a link between cells; -1 inside a cell
    std::int16_t set = -1; // a strong link an almost locked set makes: its index in Graph::sets
};

struct Graph {
    std::vector<Node> nodes;
    std::vector<std::vector<Edge>> strong;
    std::vector<std::vector<Edge>> weak;
    std::array<int, CandidateCount> candidateNode{};
    std::vector<CellSet> sets; // the almost locked sets linking nodes (withSets)
};

// The biggest almost locked set a chain goes through: a person follows a chain through a set
// of two or three cells; bigger sets multiply the nodes and the search's time.
constexpr int MaxChainSetSize = 3;

// The node covering exactly `cells` of `digit`, if the cells are one node: a candidate or a
// group (two or three cells of one box-line intersection).
int nodeOf(const Graph &graph, CellSet cells, int digit,
           const std::array<std::vector<int>, DigitCount> &groupsOfDigit)
{
    if (cells.isSingle())
        return graph.candidateNode[idx(candidateOf(cells.first(), digit))];
    for (const int g : groupsOfDigit[idx(digit - 1)]) {
        if (graph.nodes[idx(g)].cells == cells)
            return g;
    }
    return -1;
}

void addSetLinks(const ClassicAnalysis &analysis, Graph &graph, std::array<std::vector<int>, DigitCount> &groupsOfDigit);

// The graph of candidates and box-line groups, and with `withSets` the almost locked sets'
// groups and links after them (so that the nodes and links without sets come first, in the
// same order, either way).
Graph graphOf(const ClassicAnalysis &analysis, bool withSets)
{
    Graph graph;
    graph.candidateNode.fill(-1);
    std::array<std::vector<int>, DigitCount> groupsOfDigit{};
    for (const int cell : analysis.emptyCells) {
        for (const int digit : analysis.candidatesOf(cell)) {
            graph.candidateNode[idx(candidateOf(cell, digit))] = static_cast<int>(graph.nodes.size());
            graph.nodes.push_back({CellSet::of(cell), digit, false, -1});
        }
    }
    for (int digit = 1; digit <= DigitCount; ++digit) {
        const CellSet cells = analysis.cellsWith(digit);
        for (int line = 0; line < 18; ++line) {
            for (int box = 18; box < 27; ++box) {
                const CellSet group = cells & unitSet[idx(line)] & unitSet[idx(box)];
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
    for (int digit = 1; digit <= DigitCount; ++digit) {
        for (int unit = 0; unit < UnitCount; ++unit) {
            const CellSet places = analysis.cellsWith(digit) & unitSet[idx(unit)];
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
                graph.strong[idx(na)].push_back({nb, static_cast<std::int8_t>(unit)});
                graph.strong[idx(nb)].push_back({na, static_cast<std::int8_t>(unit)});
            }
        }
    }
    for (const int cell : analysis.bivalueCells) {
        const Candidates pair = analysis.candidatesOf(cell);
        const int a = graph.candidateNode[idx(candidateOf(cell, pair.first()))];
        Candidates rest = pair;
        rest.remove(pair.first());
        const int b = graph.candidateNode[idx(candidateOf(cell, rest.first()))];
        graph.strong[idx(a)].push_back({b, -1});
        graph.strong[idx(b)].push_back({a, -1});
    }
    // Weak links: nodes of one digit that see each other, in the first unit they share; the
    // digits of one cell.
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const Node &a = graph.nodes[i];
        for (std::size_t j = i + 1; j < graph.nodes.size(); ++j) {
            const Node &b = graph.nodes[j];
            if (a.digit != b.digit || a.cells.intersects(b.cells))
                continue;
            if (const int unit = unitHolding(a.cells | b.cells); unit >= 0) {
                graph.weak[i].push_back({static_cast<int>(j), static_cast<std::int8_t>(unit)});
                graph.weak[j].push_back({static_cast<int>(i), static_cast<std::int8_t>(unit)});
            }
        }
    }
    for (const int cell : analysis.emptyCells) {
        for (const int x : analysis.candidatesOf(cell)) {
            for (const int y : analysis.candidatesOf(cell)) {
                if (x != y)
                    graph.weak[idx(graph.candidateNode[idx(candidateOf(cell, x))])].push_back(
                        {graph.candidateNode[idx(candidateOf(cell, y))], -1});
            }
        }
    }
    if (withSets)
        addSetLinks(analysis, graph, groupsOfDigit);
    return graph;
}

// The almost locked sets of two or more cells: for each digit, the set's cells holding it as
// a node (a candidate, a box-line group, or a new group), strong links between every two of
// them, and weak links from the new groups to the nodes of their digit that share a unit.
void addSetLinks(const ClassicAnalysis &analysis, Graph &graph, std::array<std::vector<int>, DigitCount> &groupsOfDigit)
{
    const AlsGraph<ClassicLayout> sets(analysis);
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
        const int set = static_cast<int>(graph.sets.size());
        graph.sets.push_back(s.cells);
        std::array<int, DigitCount> nodes{};
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
        const auto unit = static_cast<std::int8_t>(unitHolding(graph.sets[idx(link.set)]));
        graph.strong[idx(link.a)].push_back({link.b, unit, static_cast<std::int16_t>(link.set)});
        graph.strong[idx(link.b)].push_back({link.a, unit, static_cast<std::int16_t>(link.set)});
    }
    // Weak links of the new groups: the nodes of their digit in a unit holding them, each pair
    // once, in the first unit they share.
    std::array<std::array<std::vector<int>, DigitCount>, UnitCount> inUnit{};
    for (std::size_t n = 0; n < graph.nodes.size(); ++n) {
        const Node &node = graph.nodes[n];
        for (const std::uint8_t unit : unitsOfCell[idx(node.cells.first())]) {
            if (node.cells.isSubsetOf(unitSet[unit]))
                inUnit[unit][idx(node.digit - 1)].push_back(static_cast<int>(n));
        }
    }
    for (std::size_t a = firstNew; a < graph.nodes.size(); ++a) {
        const Node &node = graph.nodes[a];
        for (const std::uint8_t unit : unitsOfCell[idx(node.cells.first())]) {
            if (!node.cells.isSubsetOf(unitSet[unit]))
                continue;
            for (const int b : inUnit[unit][idx(node.digit - 1)]) {
                const Node &other = graph.nodes[idx(b)];
                if (node.cells.intersects(other.cells) || (idx(b) >= firstNew && idx(b) <= a)
                    || unitHolding(node.cells | other.cells) != unit)
                    continue;
                graph.weak[a].push_back({b, static_cast<std::int8_t>(unit)});
                graph.weak[idx(b)].push_back({static_cast<int>(a), static_cast<std::int8_t>(unit)});
            }
        }
    }
}

// The candidates that clash with a node being true (the digit in one of its cells): in a
// single cell's node, the cell's other digits; and the digit wherever it sees every cell of
// the node. Worked out for a node when first asked, as bits by candidateOf.
class ClashMasks {
public:
    ClashMasks(const ClassicAnalysis &analysis, const Graph &graph)
        : m_analysis(analysis), m_graph(graph), m_masks(graph.nodes.size()), m_ready(graph.nodes.size())
    {
    }

    const std::bitset<CandidateCount> &of(int n)
    {
        std::bitset<CandidateCount> &mask = m_masks[idx(n)];
        if (m_ready[idx(n)])
            return mask;
        m_ready[idx(n)] = true;
        const Node &node = m_graph.nodes[idx(n)];
        if (node.cells.isSingle()) {
            const int cell = node.cells.first();
            for (const int digit : m_analysis.candidatesOf(cell)) {
                if (digit != node.digit)
                    mask.set(idx(candidateOf(cell, digit)));
            }
        }
        CellSet seeing = m_analysis.cellsWith(node.digit) - node.cells;
        for (const int cell : node.cells)
            seeing &= peerSet[idx(cell)];
        for (const int cell : seeing)
            mask.set(idx(candidateOf(cell, node.digit)));
        return mask;
    }

private:
    const ClassicAnalysis &m_analysis;
    const Graph &m_graph;
    std::vector<std::bitset<CandidateCount>> m_masks;
    std::vector<bool> m_ready;
};

struct Found {
    int difficulty = INT_MAX;
    Step step;
};

ChainNode chainNodeOf(const Graph &graph, int node, bool on, int unit, int parent, int set = -1)
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
template <typename States>
Chain chainThrough(const Graph &graph, const States &states, const std::vector<std::int8_t> &viaUnit,
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

std::optional<Step> findGroupedChain(const ClassicAnalysis &analysis, Technique technique)
{
    const bool withSets = technique == Technique::AlsAlternatingInferenceChain;
    const Graph graph = graphOf(analysis, withSets);
    ClashMasks clash(analysis, graph);
    const int count = static_cast<int>(graph.nodes.size());
    Found best;
    constexpr int Base = 75;         // on one digit
    constexpr int GroupPenalty = 0;  // several digits add MultiDigit
    constexpr int MultiDigit = 5;
    // Breadth first from each node assumed false; states (node, on), each reached once.
    std::vector<int> parent(2 * static_cast<std::size_t>(count));
    std::vector<int> depth(2 * static_cast<std::size_t>(count));
    std::vector<std::int8_t> viaUnit(2 * static_cast<std::size_t>(count));
    std::vector<std::int16_t> viaSet(2 * static_cast<std::size_t>(count), -1);
    std::vector<int> layer;
    std::vector<int> next;
    // A continuous loop: the chain from "not start" back to "not start" through a weak link.
    // Every weak link of it is strong too: the digit leaves the rest of its unit (a link in
    // a cell: the cell keeps only the two digits).
    int loopStart = -1;
    const auto closeLoop = [&](int last, std::int8_t closingUnit) {
        if (withSets)
            return; // a loop through sets would lock them: not looked for
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
            const Node &u = graph.nodes[idx(from)];
            const Node &v = graph.nodes[idx(to)];
            if (unit < 0) {
                const int cell = u.cells.first();
                for (const int d : analysis.candidatesOf(cell)) {
                    if (d != u.digit && d != v.digit)
                        struck.push_back({cell, d});
                }
                return;
            }
            for (const int cell : (analysis.cellsWith(u.digit) & unitSet[idx(unit)]) - u.cells - v.cells)
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
        Step step;
        step.technique = Technique::GroupedNiceLoop;
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
                if (state % 2 == 0)
                    continue;
                // What clashes with both ends goes: something must.
                const std::bitset<CandidateCount> both = clash.of(start) & clash.of(state / 2);
                if (both.none())
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
                const Node &a = graph.nodes[idx(start)];
                std::vector<CellDigit> struck;
                for (int c = 0; c < CandidateCount; ++c) {
                    if (both.test(idx(c)))
                        struck.push_back({cellOfCandidate(c), digitOfCandidate(c)});
                }
                bool oneDigit = true;
                for (const int st : states)
                    oneDigit = oneDigit && graph.nodes[idx(st / 2)].digit == a.digit;
                const int difficulty = Base + lengthDifficulty(static_cast<int>(states.size()) + 2 + setCells)
                                     + GroupPenalty + (oneDigit ? 0 : MultiDigit);
                if (difficulty >= best.difficulty)
                    continue;
                Step step;
                step.technique = withSets ? Technique::AlsAlternatingInferenceChain
                                          : Technique::GroupedAlternatingInferenceChain;
                step.difficulty = difficulty;
                step.eliminations = std::move(struck);
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

} // namespace sudoku::techniques
