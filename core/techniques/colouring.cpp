// SPDX-License-Identifier: GPL-3.0-or-later
// Colouring: on one digit, the conjugate pairs (units where it has exactly two places) link
// into clusters; colouring each cluster in two colours, one colour holds the digit in every
// cell of it and the other in none.
//   simple colouring, trap   a cell seeing both colours of a cluster cannot hold the digit
//   simple colouring, wrap   two cells of one colour in one unit: that colour is false
//   multi-colouring          a colour of one cluster sees a colour of another: not both are
//                            true, so the other two colours cannot both be false — a cell
//                            seeing both of those loses the digit (and a colour seeing both
//                            colours of another cluster is false)
// Each is an X-chain through the cluster(s), and is rated as Sudoku Explainer rates that
// chain (a forcing X-chain, 6.6 plus length) — the step takes every candidate the shortest
// such chain strikes out, the rest being left to later steps as Sudoku Explainer would.

#include "techniques.h"

#include <algorithm>
#include <climits>

namespace sudoku::techniques {
namespace {

// A cluster of one digit's conjugate pairs, its cells in two colours, with the distance in
// strong links of every cell from the first and the link that reached it (a breadth-first
// tree, for the chain to draw and the walk between two cells).
template <typename Layout>
struct Cluster {
    using CellSet = typename Layout::CellSet;
    int digit = 0;
    std::array<CellSet, 2> colours{};
    std::array<std::int16_t, Layout::MaxCells> parent{};
    std::array<std::int16_t, Layout::MaxCells> depth{};
    std::array<std::int16_t, Layout::MaxCells> linkUnit{}; // the unit of the link to the parent
    int root = -1;
    bool consistent = true; // no two cells of one colour joined by a strong link

    CellSet cells() const { return colours[0] | colours[1]; }
    int colourOf(int cell) const { return colours[1].contains(cell) ? 1 : 0; }
};

// The conjugate pairs of `digit`: for each cell, its partners and through which unit.
template <typename Layout>
struct StrongLinks {
    std::array<typename Layout::CellSet, Layout::MaxCells> partners{};
    // Per row, column and box: the partner through it, or -1 (a link through a variant's extra
    // unit is in `partners` alone: strongUnit finds its unit).
    std::array<std::array<std::int16_t, 3>, Layout::MaxCells> unitTo{};
};

template <typename Layout>
StrongLinks<Layout> strongLinksOf(const Analysis<Layout> &analysis, int digit)
{
    using CellSet = typename Layout::CellSet;
    StrongLinks<Layout> links;
    for (auto &row : links.unitTo)
        row.fill(-1);
    const CellSet cells = analysis.cellsWith(digit);
    for (int unit = 0; unit < analysis.layout.unitCount(); ++unit) {
        const CellSet pair = cells & analysis.layout.unitSet(unit);
        if (pair.count() != 2)
            continue;
        const int a = pair.first();
        const int b = (pair - CellSet::of(a)).first();
        links.partners[idx(a)].add(b);
        links.partners[idx(b)].add(a);
        const auto kind = static_cast<std::size_t>(analysis.layout.kindOf(unit));
        if (kind >= links.unitTo[idx(a)].size())
            continue; // a diagonal or window
        links.unitTo[idx(a)][kind] = static_cast<std::int16_t>(b);
        links.unitTo[idx(b)][kind] = static_cast<std::int16_t>(a);
    }
    return links;
}

// The unit a strong link between two cells runs through (box first, as the chains read it).
template <typename Layout>
int strongUnit(const Layout &layout, const StrongLinks<Layout> &links, int from, int to)
{
    for (const UnitKind kind : {UnitKind::Box, UnitKind::Row, UnitKind::Column}) {
        if (links.unitTo[idx(from)][static_cast<std::size_t>(kind)] == to)
            return layout.unitHolding(from, kind);
    }
    for (const int unit : layout.extraUnitsOf(from)) {
        if (layout.unitSet(unit).contains(to))
            return unit;
    }
    return -1;
}

template <typename Layout>
std::vector<Cluster<Layout>> clustersOf(const Analysis<Layout> &analysis, int digit, const StrongLinks<Layout> &links)
{
    std::vector<Cluster<Layout>> clusters;
    typename Layout::CellSet done;
    for (const int start : analysis.cellsWith(digit)) {
        if (done.contains(start) || links.partners[idx(start)].isEmpty())
            continue;
        Cluster<Layout> cluster;
        cluster.digit = digit;
        cluster.root = start;
        cluster.parent.fill(-1);
        cluster.depth.fill(-1);
        cluster.linkUnit.fill(-1);
        cluster.depth[idx(start)] = 0;
        cluster.colours[0].add(start);
        std::array<int, Layout::MaxCells> queue{};
        std::size_t head = 0;
        std::size_t tail = 0;
        queue[tail++] = start;
        while (head < tail) {
            const int cell = queue[head++];
            const int colour = cluster.colourOf(cell);
            for (const int next : links.partners[idx(cell)]) {
                if (cluster.depth[idx(next)] >= 0) {
                    if (cluster.colourOf(next) == colour)
                        cluster.consistent = false; // an odd loop of strong links: broken board
                    continue;
                }
                cluster.depth[idx(next)] = static_cast<std::int16_t>(cluster.depth[idx(cell)] + 1);
                cluster.parent[idx(next)] = static_cast<std::int16_t>(cell);
                cluster.linkUnit[idx(next)] = static_cast<std::int16_t>(strongUnit(analysis.layout, links, cell, next));
                cluster.colours[idx(1 - colour)].add(next);
                queue[tail++] = next;
            }
        }
        done |= cluster.cells();
        if (cluster.consistent && cluster.cells().count() >= 3)
            clusters.push_back(cluster);
    }
    return clusters;
}

// The strong links between two cells of a cluster, along the tree: how many.
template <typename Layout>
int treeDistance(const Cluster<Layout> &cluster, int a, int b)
{
    int distance = 0;
    while (a != b) {
        if (cluster.depth[idx(a)] >= cluster.depth[idx(b)])
            a = cluster.parent[idx(a)];
        else
            b = cluster.parent[idx(b)];
        ++distance;
    }
    return distance;
}

// The cluster as the step's chain: from the root ("suppose it is the digit") outwards, each
// cell following from its parent through a strong link read as "if not here, then there"
// for the other colour and "so not there" for the same — the colouring's own argument.
template <typename Layout>
Chain clusterChain(const Cluster<Layout> &cluster, const Analysis<Layout> &analysis)
{
    Chain chain;
    std::array<int, Layout::MaxCells> position{};
    position.fill(-1);
    // Breadth-first order: parents before children.
    std::vector<int> order;
    for (int depth = 0; depth < analysis.layout.cellCount(); ++depth) {
        bool any = false;
        for (const int cell : cluster.cells()) {
            if (cluster.depth[idx(cell)] == depth) {
                order.push_back(cell);
                any = true;
            }
        }
        if (!any)
            break;
    }
    for (const int cell : order) {
        ChainNode node;
        node.cells = {cell};
        node.digit = cluster.digit;
        node.on = cluster.colourOf(cell) == cluster.colourOf(cluster.root);
        const int parent = cluster.parent[idx(cell)];
        if (parent >= 0) {
            node.parents = {position[idx(parent)]};
            node.unit = cluster.linkUnit[idx(cell)];
            node.reason = node.on ? Reason::LastPlace : Reason::SameUnit;
        }
        position[idx(cell)] = static_cast<int>(chain.nodes.size());
        chain.nodes.push_back(std::move(node));
    }
    (void)analysis;
    return chain;
}

// Sudoku Explainer's rating of a forcing X-chain of `links` strong links between two cells
// of opposite colours, from an eliminated candidate seeing both: its potentials are the
// candidate twice and the links + 1 cells.
int trapDifficulty(int links)
{
    const int complexity = links + 3;
    return 66 + lengthDifficulty(complexity);
}

template <typename Layout>
void fillPattern(Step &step, const std::vector<const Cluster<Layout> *> &clusters, const Analysis<Layout> &analysis)
{
    for (const Cluster<Layout> *cluster : clusters) {
        step.chains.push_back(clusterChain(*cluster, analysis));
        for (const int cell : cluster->cells()) {
            step.cells.push_back(cell);
            step.candidates.push_back({cell, cluster->digit});
        }
    }
    step.digits = Candidates::single(clusters.front()->digit);
    sortLists(step);
}

} // namespace

template <typename Layout>
std::optional<Step> findSimpleColouring(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    std::optional<Step> best;
    for (int digit = 1; digit <= analysis.size(); ++digit) {
        const StrongLinks<Layout> links = strongLinksOf(analysis, digit);
        const std::vector<Cluster<Layout>> clusters = clustersOf(analysis, digit, links);
        for (const Cluster<Layout> &cluster : clusters) {
            // Wrap: two cells of one colour in one unit — that colour is false.
            for (int colour = 0; colour < 2; ++colour) {
                int shortest = INT_MAX;
                for (const int a : cluster.colours[idx(colour)]) {
                    for (const int b : cluster.colours[idx(colour)] & analysis.layout.peerSet(a)) {
                        if (b > a)
                            shortest = std::min(shortest, treeDistance(cluster, a, b));
                    }
                }
                if (shortest == INT_MAX)
                    continue;
                // A chain from one of them on, along the cluster to the other on, clashing.
                const int difficulty = 66 + lengthDifficulty(shortest + 2);
                if (best && best->difficulty <= difficulty)
                    continue;
                Step step = newStep(analysis, technique);
                step.difficulty = difficulty;
                addCellDigits(step.eliminations, cluster.colours[idx(colour)], digit);
                fillPattern(step, {&cluster}, analysis);
                step.units = {}; // wrap: the eliminations are the colour itself
                best = std::move(step);
            }
            // Trap: cells outside seeing both colours.
            std::vector<std::pair<int, int>> traps; // cell, difficulty
            int easiest = INT_MAX;
            for (const int cell : analysis.cellsWith(digit) - cluster.cells()) {
                const CellSet seenA = cluster.colours[0] & analysis.layout.peerSet(cell);
                const CellSet seenB = cluster.colours[1] & analysis.layout.peerSet(cell);
                if (seenA.isEmpty() || seenB.isEmpty())
                    continue;
                int shortest = INT_MAX;
                for (const int a : seenA) {
                    for (const int b : seenB)
                        shortest = std::min(shortest, treeDistance(cluster, a, b));
                }
                const int difficulty = trapDifficulty(shortest);
                traps.push_back({cell, difficulty});
                easiest = std::min(easiest, difficulty);
            }
            if (traps.empty() || (best && best->difficulty <= easiest))
                continue;
            Step step = newStep(analysis, technique);
            step.difficulty = easiest;
            for (const auto &[cell, difficulty] : traps) {
                if (difficulty == easiest)
                    step.eliminations.push_back({cell, digit});
            }
            fillPattern(step, {&cluster}, analysis);
            best = std::move(step);
        }
    }
    return best;
}

template <typename Layout>
std::optional<Step> findMultiColouring(const Analysis<Layout> &analysis, Technique technique)
{
    using CellSet = typename Layout::CellSet;
    std::optional<Step> best;
    for (int digit = 1; digit <= analysis.size(); ++digit) {
        const StrongLinks<Layout> links = strongLinksOf(analysis, digit);
        const std::vector<Cluster<Layout>> clusters = clustersOf(analysis, digit, links);
        for (std::size_t i = 0; i < clusters.size(); ++i) {
            for (std::size_t j = i + 1; j < clusters.size(); ++j) {
                const Cluster<Layout> &a = clusters[i];
                const Cluster<Layout> &b = clusters[j];
                for (int ca = 0; ca < 2; ++ca) {
                    for (int cb = 0; cb < 2; ++cb) {
                        // A cell of colour ca of a sees a cell of colour cb of b: they are not
                        // both true, so colour 1 - ca of a or colour 1 - cb of b is.
                        bool bridged = false;
                        for (const int x : a.colours[idx(ca)])
                            bridged = bridged || b.colours[idx(cb)].intersects(analysis.layout.peerSet(x));
                        if (!bridged)
                            continue;
                        const CellSet otherA = a.colours[idx(1 - ca)];
                        const CellSet otherB = b.colours[idx(1 - cb)];
                        std::vector<std::pair<int, int>> struck;
                        int easiest = INT_MAX;
                        for (const int cell : analysis.cellsWith(digit) - a.cells() - b.cells()) {
                            const CellSet seenA = otherA & analysis.layout.peerSet(cell);
                            const CellSet seenB = otherB & analysis.layout.peerSet(cell);
                            if (seenA.isEmpty() || seenB.isEmpty())
                                continue;
                            // The chain: seen A cell, along a to a bridge cell, weak link to b,
                            // along b to the seen B cell.
                            int shortest = INT_MAX;
                            for (const int x : a.colours[idx(ca)]) {
                                for (const int y : b.colours[idx(cb)] & analysis.layout.peerSet(x)) {
                                    for (const int p : seenA) {
                                        for (const int q : seenB) {
                                            shortest = std::min(shortest, treeDistance(a, p, x) + 1
                                                                              + treeDistance(b, y, q));
                                        }
                                    }
                                }
                            }
                            const int difficulty = trapDifficulty(shortest);
                            struck.push_back({cell, difficulty});
                            easiest = std::min(easiest, difficulty);
                        }
                        if (struck.empty() || (best && best->difficulty <= easiest))
                            continue;
                        Step step = newStep(analysis, technique);
                        step.difficulty = easiest;
                        for (const auto &[cell, difficulty] : struck) {
                            if (difficulty == easiest)
                                step.eliminations.push_back({cell, digit});
                        }
                        fillPattern(step, {&a, &b}, analysis);
                        best = std::move(step);
                    }
                }
            }
        }
    }
    return best;
}

SUDOKU_FINDER_ON_LAYOUTS(findSimpleColouring);
SUDOKU_FINDER_ON_LAYOUTS(findMultiColouring);

} // namespace sudoku::techniques

namespace sudoku::techniques {
namespace {

// A cluster's two colours as the step's chain holds them: the "on" nodes and the "off" ones.
std::pair<std::vector<int>, std::vector<int>> coloursOf(const Chain &chain)
{
    std::pair<std::vector<int>, std::vector<int>> colours;
    for (const ChainNode &node : chain.nodes)
        (node.on ? colours.first : colours.second).push_back(node.cells.front());
    std::sort(colours.first.begin(), colours.first.end());
    std::sort(colours.second.begin(), colours.second.end());
    return colours;
}

} // namespace

Phrase whyColouring(const Step &step)
{
    if (step.chains.empty() || step.eliminations.empty())
        return {};
    const PhraseArg digit = arg::digit(step.digits.first());
    if (step.technique == Technique::MultiColouring) {
        if (step.chains.size() != 2)
            return {};
        const auto [a1, a2] = coloursOf(step.chains[0]);
        const auto [b1, b2] = coloursOf(step.chains[1]);
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain",
                                            "the conjugate pairs of %1 make two clusters, %2 against %3 and %4 "
                                            "against %5; a cell of one colour of each sees a cell of one colour "
                                            "of the other, so not both of those colours hold the %1 and one of "
                                            "the other two does"),
                      {digit, arg::cells(a1), arg::cells(a2), arg::cells(b1), arg::cells(b2)});
    }
    const auto [first, second] = coloursOf(step.chains.front());
    const bool wrap = std::all_of(step.eliminations.begin(), step.eliminations.end(), [&](CellDigit e) {
        return std::find(step.cells.begin(), step.cells.end(), e.cell) != step.cells.end();
    });
    if (wrap)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain",
                                            "the conjugate pairs of %1 colour %2 against %3: one colour holds "
                                            "the %1s; two cells of one colour share a unit, so that colour is "
                                            "false"),
                      {digit, arg::cells(first), arg::cells(second)});
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain",
                                        "the conjugate pairs of %1 colour %2 against %3: one colour holds the "
                                        "%1s, and each struck cell sees both colours"),
                  {digit, arg::cells(first), arg::cells(second)});
}

} // namespace sudoku::techniques
