// SPDX-License-Identifier: GPL-3.0-or-later
// The chaining engine (chaining.h): the unary chains and cycles — X-, XY- and
// alternating inference chains and loops — ranked as Sudoku Explainer ranks them.

#include "chaining.h"

#include "techniques.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <functional>
#include <memory>
#include <tuple>

namespace sudoku::techniques {
namespace {

// ---------------------------------------------------------------------------------------
// Unary chains: Sudoku Explainer's cycles and forcing chains from one potential, by layers.

struct UnaryNode {
    std::int16_t candidate = 0;
    bool on = false;
    Cause cause = Cause::Assumption;
    std::int16_t unit = -1;
    std::int32_t parent = -1;
    std::int16_t depth = 0;
};

template <typename Layout>
class UnaryChains {
public:
    using CellSet = typename Layout::CellSet;

    explicit UnaryChains(const CandidateGrid<Layout> &grid) : m_grid(grid), layout(grid.layout) {}

    // The cycles back to `source` (on): each found end node to `found`. Stops expanding
    // below `maxDepth`.
    template <typename Found>
    void cycles(int source, bool y, bool x, int maxDepth, Found &&found)
    {
        reset();
        const int root = add(source, true, Cause::Assumption, -1, -1);
        m_toOn[idx(source)] = static_cast<std::int16_t>(root);
        // The offs that make the source on again.
        struct Closing {
            std::array<int, 4> candidates{};
            int count = 0;
            bool contains(int c) const { return std::find(candidates.begin(), candidates.begin() + count, c) != candidates.begin() + count; }
        } closing;
        {
            UnaryNode probe;
            probe.candidate = static_cast<std::int16_t>(source);
            const int cell = cellOfCandidate<Layout>(source);
            const int digit = digitOfCandidate<Layout>(source);
            if (y && countOf(m_grid.cells[idx(cell)]) == 2) {
                Candidates other = m_grid.cells[idx(cell)];
                other.remove(digit);
                closing.candidates[idx(closing.count++)] = candidateOf<Layout>(cell, other.first());
            }
            if (x) {
                for (const UnitKind kind : RegionOrder) {
                    const CellSet others = (m_grid.digits[idx(digit - 1)] & layout.unitSet(layout.unitHolding(cell, kind)))
                                         - CellSet::of(cell);
                    if (others.isSingle() && !closing.contains(candidateOf<Layout>(others.first(), digit)))
                        closing.candidates[idx(closing.count++)] = candidateOf<Layout>(others.first(), digit);
                }
            }
        }
        std::vector<int> &pendingOn = m_layer;
        std::vector<int> &pendingOff = m_next;
        pendingOn.assign(1, root);
        pendingOff.clear();
        int length = 0;
        while (!pendingOn.empty() || !pendingOff.empty()) {
            ++length;
            for (const int p : pendingOn) {
                if (m_nodes[idx(p)].depth >= maxDepth) {
                    truncated = true;
                    continue;
                }
                forEachOff(p, y, [&](int candidate, Cause cause, int unit) {
                    // A second "off" of a potential leads nowhere new unless it can close the
                    // loop: its "on"s are taken already (Sudoku Explainer keeps them all).
                    // A potential never reached cannot be an ancestor: only a repeat needs the walk.
                    if (m_toOff[idx(candidate)] >= 0
                        && (!closing.contains(candidate) || isAncestor(p, candidate, false)))
                        return;
                    const int n = add(candidate, false, cause, unit, p);
                    pendingOff.push_back(n);
                    if (m_toOff[idx(candidate)] < 0)
                        m_toOff[idx(candidate)] = static_cast<std::int16_t>(n);
                });
            }
            pendingOn.clear();
            ++length;
            for (const int p : pendingOff) {
                if (m_nodes[idx(p)].depth >= maxDepth) {
                    truncated = true;
                    continue;
                }
                forEachOn(p, y, x, [&](int candidate, Cause cause, int unit) {
                    const bool closes = length >= 4 && candidate == source;
                    const bool fresh = m_toOn[idx(candidate)] < 0;
                    if (!closes && !fresh)
                        return;
                    const int n = add(candidate, true, cause, unit, p);
                    if (closes)
                        found(n);
                    if (fresh) {
                        m_toOn[idx(candidate)] = static_cast<std::int16_t>(n);
                        pendingOn.push_back(n);
                    }
                });
            }
            pendingOff.clear();
        }
    }

    // The shortest forcing chain from `source` (on or off) to its opposite, no longer than
    // `maxLength` links: its length, and its two halves (see below); 0 when there is none.
    //
    // The links are symmetric: a -> b holds exactly when not-b -> not-a does (a weak link read
    // backwards is a weak link, a strong one a strong one). So a chain of 2k+1 links from s
    // to not-s is, at its middle link u -> v, two paths of at most k links from s: to u, and
    // to not-v (the second half read backwards). A breadth-first search from s to depth k
    // that watches for two reached potentials u, w with u -> not-w finds the shortest chain —
    // the one Sudoku Explainer's search to depth 2k+1 finds — at half the depth.
    struct Meeting {
        int length = 0;
        int near = -1; // u: the end of the first half
        int far = -1;  // w: the end of the second half read backwards
    };
    Meeting forcing(int source, bool sourceOn, bool y, int maxLength)
    {
        reset();
        const int root = add(source, sourceOn, Cause::Assumption, -1, -1);
        mark(root);
        Meeting best;
        best.length = maxLength + 1;
        std::vector<int> &layer = m_layer;
        layer.assign(1, root);
        check(root, y, best);
        for (int depth = 0; !layer.empty() && 2 * depth + 1 < best.length; ++depth) {
            std::vector<int> &next = m_next;
            next.clear();
            for (const int p : layer) {
                const auto reach = [&](int candidate, Cause cause, int unit) {
                    if ((m_nodes[idx(p)].on ? m_toOff : m_toOn)[idx(candidate)] >= 0)
                        return;
                    const int n = add(candidate, !m_nodes[idx(p)].on, cause, unit, p);
                    mark(n);
                    next.push_back(n);
                    check(n, y, best);
                };
                if (m_nodes[idx(p)].on)
                    forEachOff(p, y, reach);
                else
                    forEachOn(p, y, true, reach);
            }
            std::swap(layer, next);
        }
        truncated = truncated || !layer.empty();
        if (best.length > maxLength)
            return {};
        return best;
    }

    // The chain of a meeting, from the source to its opposite: the first half as found, the
    // middle link, then the second half read backwards, each potential turned round.
    Chain meetingChain(const Meeting &meeting, bool y) const
    {
        Chain chain;
        const std::vector<int> first = path(meeting.near);
        for (std::size_t i = 0; i < first.size(); ++i) {
            const UnaryNode &node = m_nodes[idx(first[i])];
            chain.nodes.push_back(chainNode(node.candidate, node.on, node.cause, node.unit, static_cast<int>(i) - 1));
        }
        const std::vector<int> second = path(meeting.far);
        // The middle link u -> not-w.
        const UnaryNode &u = m_nodes[idx(meeting.near)];
        const UnaryNode &w = m_nodes[idx(meeting.far)];
        const auto [cause, unit] = linkBetween(u.candidate, w.candidate, !u.on, y);
        chain.nodes.push_back(chainNode(w.candidate, !w.on, cause, unit, static_cast<int>(chain.nodes.size()) - 1));
        // Then back along w's path: the link y(i) -> y(i+1) read as not-y(i+1) -> not-y(i).
        for (std::size_t i = second.size() - 1; i > 0; --i) {
            const UnaryNode &later = m_nodes[idx(second[i])];
            const UnaryNode &earlier = m_nodes[idx(second[i - 1])];
            chain.nodes.push_back(chainNode(earlier.candidate, !earlier.on, later.cause, later.unit,
                                            static_cast<int>(chain.nodes.size()) - 1));
        }
        return chain;
    }

    const UnaryNode &node(int index) const { return m_nodes[idx(index)]; }

    // Whether a search since the flag was last cleared stopped short of the end because of
    // its depth limit: only then can a deeper search find more.
    bool truncated = false;

    // The path from the root to `end`, root first.
    std::vector<int> path(int end) const
    {
        std::vector<int> nodes;
        for (int n = end; n >= 0; n = m_nodes[idx(n)].parent)
            nodes.push_back(n);
        std::reverse(nodes.begin(), nodes.end());
        return nodes;
    }

    // Sudoku Explainer's complexity of the chain ending at `end`: its distinct potentials.
    int complexity(int end) const
    {
        const std::vector<int> nodes = path(end);
        int count = 0;
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            const UnaryNode &a = m_nodes[idx(nodes[i])];
            bool seen = false;
            for (std::size_t j = 0; j < i && !seen; ++j) {
                const UnaryNode &b = m_nodes[idx(nodes[j])];
                seen = a.candidate == b.candidate && a.on == b.on;
            }
            count += seen ? 0 : 1;
        }
        return count;
    }

private:
    void reset()
    {
        clearIndexes(m_toOn, m_toOff, m_nodes, m_ready);
        m_nodes.clear();
        m_onCells = {};
        m_offCells = {};
    }

    void mark(int node)
    {
        const UnaryNode &n = m_nodes[idx(node)];
        (n.on ? m_toOn : m_toOff)[idx(n.candidate)] = static_cast<std::int16_t>(node);
        (n.on ? m_onCells : m_offCells)[idx(digitOfCandidate<Layout>(n.candidate) - 1)].add(cellOfCandidate<Layout>(n.candidate));
    }

    // A node just reached: does it meet an earlier one across a link? Keeps the shortest.
    void check(int node, bool y, Meeting &best) const
    {
        const UnaryNode &n = m_nodes[idx(node)];
        const int cell = cellOfCandidate<Layout>(n.candidate);
        const int digit = digitOfCandidate<Layout>(n.candidate);
        const auto meet = [&](int other) {
            if (other < 0)
                return;
            const int length = n.depth + m_nodes[idx(other)].depth + 1;
            if (length < best.length)
                best = {length, node, other};
        };
        if (n.on) {
            // u on -> not-w off: w on, clashing with u.
            if (y) {
                for (const int d : m_grid.cells[idx(cell)]) {
                    if (d != digit)
                        meet(m_toOn[idx(candidateOf<Layout>(cell, d))]);
                }
            }
            for (const int peer : m_onCells[idx(digit - 1)] & layout.peerSet(cell))
                meet(m_toOn[idx(candidateOf<Layout>(peer, digit))]);
            return;
        }
        // u off -> not-w on: w off, the other half of a strong link with u.
        if (y) {
            const Candidates here = m_grid.cells[idx(cell)];
            if (countOf(here) == 2) {
                Candidates other = here;
                other.remove(digit);
                meet(m_toOff[idx(candidateOf<Layout>(cell, other.first()))]);
            }
        }
        for (const UnitKind kind : RegionOrder) {
            const CellSet others = (m_grid.digits[idx(digit - 1)] & layout.unitSet(layout.unitHolding(cell, kind))) - CellSet::of(cell);
            if (others.isSingle())
                meet(m_toOff[idx(candidateOf<Layout>(others.first(), digit))]);
        }
    }

    // Why `to` (on when `toOn`) follows from `from` (the other state), as the rules find it.
    std::pair<Cause, int> linkBetween(int from, int to, bool toOn, bool) const
    {
        const int a = cellOfCandidate<Layout>(from);
        const int b = cellOfCandidate<Layout>(to);
        if (a == b)
            return {toOn ? Cause::LastCandidate : Cause::SameCell, -1};
        const int digit = digitOfCandidate<Layout>(to);
        for (const UnitKind kind : RegionOrder) {
            const int unit = layout.unitHolding(a, kind);
            if (!layout.unitSet(unit).contains(b))
                continue;
            if (toOn && (m_grid.digits[idx(digit - 1)] & layout.unitSet(unit)).count() != 2)
                continue;
            return {toOn ? Cause::LastPlace : Cause::SameUnit, unit};
        }
        return {toOn ? Cause::LastPlace : Cause::SameUnit, -1};
    }

    static ChainNode chainNode(int candidate, bool on, Cause cause, int unit, int parent)
    {
        ChainNode node;
        node.cells = {cellOfCandidate<Layout>(candidate)};
        node.digit = digitOfCandidate<Layout>(candidate);
        node.on = on;
        node.reason = reasonOf(cause);
        node.unit = parent < 0 ? -1 : unit;
        if (parent < 0)
            node.reason = Reason::Assumption;
        else
            node.parents = {parent};
        return node;
    }

    int add(int candidate, bool on, Cause cause, int unit, int parent)
    {
        UnaryNode node;
        node.candidate = static_cast<std::int16_t>(candidate);
        node.on = on;
        node.cause = cause;
        node.unit = static_cast<std::int16_t>(unit);
        node.parent = parent;
        node.depth = static_cast<std::int16_t>(parent >= 0 ? m_nodes[idx(parent)].depth + 1 : 0);
        m_nodes.push_back(node);
        return static_cast<int>(m_nodes.size()) - 1;
    }

    // Is (candidate, on) the node or one of its ancestors?
    bool isAncestor(int node, int candidate, bool on) const
    {
        for (int n = node; n >= 0; n = m_nodes[idx(n)].parent) {
            if (m_nodes[idx(n)].candidate == candidate && m_nodes[idx(n)].on == on)
                return true;
        }
        return false;
    }

    template <typename Visit>
    void forEachOff(int index, bool y, Visit &&visit) const
    {
        const int candidate = m_nodes[idx(index)].candidate;
        const int cell = cellOfCandidate<Layout>(candidate);
        const int digit = digitOfCandidate<Layout>(candidate);
        if (y) {
            for (const int other : m_grid.cells[idx(cell)]) {
                if (other != digit)
                    visit(candidateOf<Layout>(cell, other), Cause::SameCell, -1);
            }
        }
        const CellSet places = m_grid.digits[idx(digit - 1)] - CellSet::of(cell);
        CellSet done;
        for (const UnitKind kind : RegionOrder) {
            const int unit = layout.unitHolding(cell, kind);
            const CellSet here = (places & layout.unitSet(unit)) - done;
            for (const int peer : here)
                visit(candidateOf<Layout>(peer, digit), Cause::SameUnit, unit);
            done |= here;
        }
    }

    template <typename Visit>
    void forEachOn(int index, bool y, bool x, Visit &&visit) const
    {
        const int candidate = m_nodes[idx(index)].candidate;
        const int cell = cellOfCandidate<Layout>(candidate);
        const int digit = digitOfCandidate<Layout>(candidate);
        std::array<int, 4> made{};
        int count = 0;
        const auto emit = [&](int c, Cause cause, int unit) {
            for (int i = 0; i < count; ++i) {
                if (made[idx(i)] == c)
                    return;
            }
            made[idx(count++)] = c;
            visit(c, cause, unit);
        };
        if (y) {
            const Candidates here = m_grid.cells[idx(cell)];
            if (countOf(here) == 2) {
                Candidates other = here;
                other.remove(digit);
                emit(candidateOf<Layout>(cell, other.first()), Cause::LastCandidate, -1);
            }
        }
        if (x) {
            for (const UnitKind kind : RegionOrder) {
                const int unit = layout.unitHolding(cell, kind);
                const CellSet others = (m_grid.digits[idx(digit - 1)] & layout.unitSet(unit)) - CellSet::of(cell);
                if (others.isSingle())
                    emit(candidateOf<Layout>(others.first(), digit), Cause::LastPlace, unit);
            }
        }
    }

    const CandidateGrid<Layout> &m_grid;
    Layout layout;
    std::vector<UnaryNode> m_nodes;
    std::array<std::int16_t, CandidateCount<Layout>> m_toOn{};
    std::array<std::int16_t, CandidateCount<Layout>> m_toOff{};
    std::array<CellSet, Layout::MaxDigits> m_onCells{};
    std::array<CellSet, Layout::MaxDigits> m_offCells{};
    std::vector<int> m_layer; // the searches' queues, kept to save their allocations
    std::vector<int> m_next;
    bool m_ready = false;
};

// A unary chain as an alternating chain of the step: its nodes in order.
template <typename Layout>
Chain unaryChain(const UnaryChains<Layout> &chains, const std::vector<int> &path)
{
    Chain chain;
    for (std::size_t i = 0; i < path.size(); ++i) {
        ChainNode out = chainNodeOf<Layout>(chains.node(path[i]));
        if (i > 0)
            out.parents = {static_cast<int>(i) - 1};
        chain.nodes.push_back(std::move(out));
    }
    return chain;
}

} // namespace

Technique chainShape(const Chain &chain, bool loop)
{
    bool oneDigit = true;
    bool cellLinksOnly = true;
    Candidates pair;
    bool samePair = true;
    for (const ChainNode &node : chain.nodes) {
        oneDigit = oneDigit && node.digit == chain.nodes.front().digit;
        if (node.on && node.reason == Reason::LastPlace)
            cellLinksOnly = false;
        if (node.reason == Reason::LastCandidate) {
            const ChainNode &from = chain.nodes[idx(node.parents.front())];
            Candidates here = Candidates::single(node.digit);
            here.add(from.digit);
            if (pair.isEmpty())
                pair = here;
            samePair = samePair && pair == here;
        }
    }
    if (oneDigit)
        return loop ? Technique::XCycle : Technique::XChain;
    if (cellLinksOnly)
        return loop ? Technique::XYCycle : (samePair ? Technique::RemotePair : Technique::XYChain);
    return loop ? Technique::ContinuousNiceLoop : Technique::AlternatingInferenceChain;
}

// ---------------------------------------------------------------------------------------
// The engine

template <typename Layout>
std::optional<Step> ChainingEngine<Layout>::chainsAndCycles()
{
    const Layout &layout = m_grid.layout;
    Best best;
    if (!m_analysis.allowed.all())
        best.allowed = &m_analysis.allowed;
    UnaryChains<Layout> chains(m_grid);
    struct Mode {
        bool y;
        bool x;
        int kindKey;
        int cycleBase;
        int chainBase;
    };
    // Sudoku Explainer's three passes: links on one digit, links in bivalue cells, both.
    constexpr std::array<Mode, 3> modes = {{{false, true, kind::XChain, 65, 66},
                                            {true, false, kind::YChain, 65, 66},
                                            {true, true, kind::XYChain, 70, 70}}};
    // The most links a chain of `base` may have and still win: worked out again only when a
    // better step turns up.
    struct Limit {
        Rank seen;
        int base = -1;
        int kindKey = -1;
        int length = 0;
    };
    std::array<Limit, 4> limits{};
    const auto lengthLimit = [&](int base, int kindKey) {
        for (Limit &limit : limits) {
            if (limit.base == base && limit.kindKey == kindKey && !(limit.seen < best.rank)
                && !(best.rank < limit.seen))
                return limit.length;
        }
        int length = 0;
        while (length < 400 && best.mayWin(base, length + 2, kindKey))
            ++length;
        limits[idx((base + kindKey) % 4)] = {best.rank, base, kindKey, length};
        return length;
    };
    // Every source: an empty cell's candidate (of a bivalue cell only, for the pass with the
    // cells' links alone).
    const auto forEachSource = [&](const Mode &mode, auto &&visit) {
        for (const int cell : m_analysis.emptyCells) {
            const Candidates here = m_grid.cells[idx(cell)];
            const int cardinality = countOf(here);
            if (cardinality < 2 || (!mode.x && cardinality > 2))
                continue;
            for (const int digit : here)
                visit(cell, digit, here);
        }
    };
    for (std::size_t m = 0; m < modes.size(); ++m) {
        const Mode &mode = modes[m];
        if (cancelled())
            return std::nullopt;
        const auto orderBase = [m](int cell, int digit) {
            return ((m * Layout::MaxCells + static_cast<std::uint64_t>(cell)) * (Layout::MaxDigits + 1)
                    + static_cast<std::uint64_t>(digit))
                 * 4;
        };
        // Forcing chains from each source to its opposite (none of bivalue cells alone in
        // Sudoku Explainer), each search no longer than what may still win: once one source
        // has a short chain, the others' searches stop short too (chains.forcing goes half
        // the length deep).
        if (mode.x) {
            forEachSource(mode, [&](int cell, int digit, Candidates here) {
                const int source = candidateOf<Layout>(cell, digit);
                for (const bool sourceOn : {true, false}) {
                    const int maxLength = lengthLimit(mode.chainBase, mode.kindKey);
                    if (maxLength < 3)
                        return;
                    const auto meeting = chains.forcing(source, sourceOn, mode.y, maxLength);
                    if (meeting.length == 0)
                        continue;
                    const int complexity = meeting.length + 1; // its potentials, all distinct
                    const Rank rank{mode.chainBase + lengthDifficulty(complexity), complexity, mode.kindKey,
                                    (orderBase(cell, digit) + (sourceOn ? 1 : 2)) * 64};
                    best.offer(rank, [&] {
                        Step step;
                        step.chains = {chains.meetingChain(meeting, mode.y)};
                        step.technique = chainShape(step.chains.front(), false);
                        if (sourceOn) {
                            step.eliminations = {{cell, digit}};
                        } else {
                            for (const int other : here) {
                                if (other != digit)
                                    step.eliminations.push_back({cell, other});
                            }
                        }
                        return step;
                    });
                }
            });
        }
        // Cycles through each source, as long as they may still win.
        const int cycleDepth = lengthLimit(mode.cycleBase, mode.kindKey) + 1;
        if (cycleDepth < 4)
            continue; // the shortest loop has four links
        forEachSource(mode, [&](int cell, int digit, Candidates) {
            const int source = candidateOf<Layout>(cell, digit);
            int found = 0;
            chains.cycles(source, mode.y, mode.x, std::min(cycleDepth, lengthLimit(mode.cycleBase, mode.kindKey) + 1),
                          [&](int end) {
                const int complexity = chains.complexity(end);
                if (!best.mayWin(mode.cycleBase, complexity, mode.kindKey))
                    return;
                // Eliminations: what sees an "on" and an "off" of its digit in the loop.
                const std::vector<int> path = chains.path(end);
                CellSet loopCells;
                for (std::size_t i = 1; i < path.size(); ++i)
                    loopCells.add(cellOfCandidate<Layout>(chains.node(path[i]).candidate));
                std::array<CellSet, Layout::MaxDigits> forward{};
                std::array<CellSet, Layout::MaxDigits> backward{};
                for (std::size_t i = 1; i < path.size(); ++i) {
                    const UnaryNode &node = chains.node(path[i]);
                    const int c = cellOfCandidate<Layout>(node.candidate);
                    const int d = digitOfCandidate<Layout>(node.candidate);
                    const CellSet seen = (layout.peerSet(c) & m_grid.digits[idx(d - 1)]) - loopCells;
                    (node.on ? forward : backward)[idx(d - 1)] |= seen;
                }
                std::vector<CellDigit> struck;
                for (int d = 1; d <= layout.size(); ++d) {
                    for (const int c : forward[idx(d - 1)] & backward[idx(d - 1)])
                        struck.push_back({c, d});
                }
                if (struck.empty())
                    return;
                const Rank rank{mode.cycleBase + lengthDifficulty(complexity), complexity, mode.kindKey,
                                orderBase(cell, digit) * 64 + static_cast<std::uint64_t>(found++)};
                best.offer(rank, [&] {
                    Step step;
                    step.chains = {unaryChain(chains, path)};
                    step.technique = chainShape(step.chains.front(), true);
                    step.eliminations = std::move(struck);
                    return step;
                });
            });
        });
    }
    return best.step;
}

template std::optional<Step> ChainingEngine<ClassicLayout>::chainsAndCycles();
template std::optional<Step> ChainingEngine<GeneralLayout>::chainsAndCycles();

} // namespace sudoku::techniques
