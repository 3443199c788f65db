// SPDX-License-Identifier: GPL-3.0-or-later
// Strong links on one digit, Sudoku Explainer's way: N strong links (units where the digit has
// two places, or its places fall in two groups) joined end to end by weak links (the end of
// one and the start of the next share a unit) make a chain, one of whose two ends holds the
// digit — if the first end is false its link's other end is true, so the next link's start is
// false, and so on — so no cell seeing both ends can. When the ends share a unit too, the
// chain is a loop and every weak link of it holds both ways.
//
// Two links are a skyscraper (two parallel lines), a 2-string kite (a row and a column), a
// turbot fish (a box among them), an empty rectangle (a box whose places lie in one row and one
// column) or a grouped turbot fish (other groups); three and four links, an X-chain of that
// many strong links. Sudoku Explainer collects every chain of N links and takes the easiest,
// then the one striking most, then the one with the smallest shape name (`suffix`), then the
// first found; so does this finder.

#include "techniques.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <span>
#include <vector>

namespace sudoku::techniques {
namespace {

// Sudoku Explainer's kinds of unit, in the order its link shapes are written: 0 box, 1 row,
// 2 column. A chain's shape name spells the kinds of its links in these digits.
constexpr std::array<UnitKind, 3> seKinds = {UnitKind::Box, UnitKind::Row, UnitKind::Column};
constexpr int SeBox = 0;
constexpr int SeRow = 1;

constexpr int MaxLinks = 4;

// The kinds of N links, in the order Sudoku Explainer tries them: every non-decreasing
// sequence over {0, 1, 2}, by its last kind, then the one before ... (00 01 11 02 12 22).
struct LinkKinds {
    std::array<std::array<std::int8_t, MaxLinks>, 15> kinds{}; // 15 sequences of four, the most
    int count = 0;
};

constexpr LinkKinds linkKindsOf(int links)
{
    LinkKinds result;
    int codes = 1;
    for (int i = 0; i < links; ++i)
        codes *= 3;
    // Counting with kind[0] as the lowest ternary digit visits the sequences by their last
    // kind first.
    for (int code = 0; code < codes; ++code) {
        std::array<std::int8_t, MaxLinks> kinds{};
        bool rising = true;
        for (int i = 0, rest = code; i < links; ++i, rest /= 3) {
            kinds[idx(i)] = static_cast<std::int8_t>(rest % 3);
            rising = rising && (i == 0 || kinds[idx(i - 1)] <= kinds[idx(i)]);
        }
        if (rising)
            result.kinds[idx(result.count++)] = kinds;
    }
    return result;
}

// The orders to walk N links in: Sudoku Explainer's permutations (QuickPerm, counting down),
// each kept once with its reverse — the one that reads no greater than its reverse.
struct Orders {
    std::array<std::array<std::int8_t, MaxLinks>, 12> orders{}; // 4! / 2, the most
    int count = 0;
};

constexpr bool readsUpward(const std::array<std::int8_t, MaxLinks> &order, int links)
{
    for (int i = 0; i < links; ++i) {
        const int back = links - 1 - i;
        if (order[idx(i)] != order[idx(back)])
            return order[idx(i)] < order[idx(back)];
    }
    return true;
}

constexpr Orders ordersOf(int links)
{
    Orders result;
    std::array<std::int8_t, MaxLinks> order{};
    std::array<int, MaxLinks + 1> countdown{};
    for (int i = 0; i < links; ++i)
        order[idx(i)] = static_cast<std::int8_t>(i);
    for (int i = 0; i <= links; ++i)
        countdown[idx(i)] = i;
    const auto visit = [&] {
        if (readsUpward(order, links))
            result.orders[idx(result.count++)] = order;
    };
    visit();
    int s = 1;
    while (s < links) {
        --countdown[idx(s)];
        const int t = s % 2 == 1 ? countdown[idx(s)] : 0;
        std::swap(order[idx(t)], order[idx(s)]);
        visit();
        s = 1;
        while (countdown[idx(s)] == 0) {
            countdown[idx(s)] = s;
            ++s;
        }
    }
    return result;
}

inline constexpr std::array<LinkKinds, MaxLinks + 1> linkKinds = {
    LinkKinds{}, linkKindsOf(1), linkKindsOf(2), linkKindsOf(3), linkKindsOf(4)};
inline constexpr std::array<Orders, MaxLinks + 1> orders = {Orders{}, ordersOf(1), ordersOf(2), ordersOf(3),
                                                            ordersOf(4)};
static_assert(linkKinds[3].count == 10 && linkKinds[4].count == 15 && orders[4].count == 12);
static_assert(orders[3].orders[1][0] == 1 && orders[3].orders[2][1] == 2); // 012 102 021

// A group of places: how a box's or a line's places for the digit split into two groups.
//
//   box positions   0 1 2      a box "cross" around heart h: nothing off the heart's row and
//   (3×3 here)      3 4 5      column; blade 1 the rest of its column, blade 2 the rest of
//                   6 7 8      its row (an empty rectangle); or two parallel mini-lines
//
// The first shape (in this order) with no place in its empty area decides the link. Places
// are a unit's positions (bit i: cellsOf(unit)[i]); a box's are its cells in reading order.
struct GroupShape {
    unsigned empty = 0;
    unsigned blade1 = 0;
    unsigned blade2 = 0;
};

// The group shapes of a board's boxes and lines, Sudoku Explainer's on 9×9 in its order. Built
// once per shape (derivedTables).
struct GroupShapes {
    explicit GroupShapes(const Geometry &geometry);

    std::vector<GroupShape> box;      // the hearts first (one a position), then the mini-lines
    int hearts = 0;                   // box[0..hearts-1] have a heart, the cell at that position
    std::array<std::vector<GroupShape>, 2> line; // a row's, a column's (UnitKind order)
    int most = 0;                     // the most places a grouped link may have
};

// The mini-lines of a box or the segments of a line (`count` groups of positions, `of(i)`
// the group of position i): every pair of groups, the others empty, in lexicographic order.
template <typename GroupOf>
std::vector<GroupShape> pairsOfGroups(int positions, int count, GroupOf of)
{
    std::vector<GroupShape> shapes;
    for (int a = 0; a < count; ++a) {
        for (int b = a + 1; b < count; ++b) {
            GroupShape shape;
            for (int i = 0; i < positions; ++i) {
                const unsigned bit = 1U << i;
                const int group = of(i);
                if (group == a)
                    shape.blade1 |= bit;
                else if (group == b)
                    shape.blade2 |= bit;
                else
                    shape.empty |= bit;
            }
            shapes.push_back(shape);
        }
    }
    return shapes;
}

GroupShapes::GroupShapes(const Geometry &geometry)
{
    const int rows = geometry.shape().boxRows;
    const int columns = geometry.shape().boxColumns;
    const int n = geometry.size();
    GroupShapes &shapes = *this;
    shapes.hearts = rows * columns;
    for (int heart = 0; heart < shapes.hearts; ++heart) {
        GroupShape shape;
        for (int i = 0; i < shapes.hearts; ++i) {
            const unsigned bit = 1U << i;
            const bool inRow = i / columns == heart / columns;
            const bool inColumn = i % columns == heart % columns;
            if (!inRow && !inColumn)
                shape.empty |= bit;
            else if (inColumn && !inRow)
                shape.blade1 |= bit;
            else if (inRow && !inColumn)
                shape.blade2 |= bit;
        }
        shapes.box.push_back(shape);
    }
    for (const auto &pairs : {pairsOfGroups(shapes.hearts, rows, [columns](int i) { return i / columns; }),
                              pairsOfGroups(shapes.hearts, columns, [columns](int i) { return i % columns; })})
        shapes.box.insert(shapes.box.end(), pairs.begin(), pairs.end());
    // A line's segments, one a box: read with the empty one first (on 9×9, Sudoku
    // Explainer's order: the places in segments 2 and 3, then 1 and 3, then 1 and 2).
    const auto segments = [n](int width) {
        std::vector<GroupShape> pairs = pairsOfGroups(n, n / width, [width](int i) { return i / width; });
        std::reverse(pairs.begin(), pairs.end());
        return pairs;
    };
    shapes.line[static_cast<std::size_t>(UnitKind::Row)] = segments(columns);
    shapes.line[static_cast<std::size_t>(UnitKind::Column)] = segments(rows);
    shapes.most = 2 * std::max(rows, columns);
}

// One end of a strong link: a cell, or a group of cells, where the digit may be.
template <typename Layout>
struct Node {
    using CellSet = typename Layout::CellSet;
    CellSet cells;              // Sudoku Explainer's; may hold a box's heart without the digit
    CellSet seen;               // the cells that see every cell of it
    std::array<int, 3> units{}; // the row, column and box holding all of it (UnitKind order), or -1
};

template <typename Layout>
Node<Layout> nodeOf(const Layout &layout, typename Layout::CellSet cells)
{
    Node<Layout> node;
    node.cells = cells;
    node.seen = layout.peerSet(cells.first());
    for (const int cell : cells)
        node.seen &= layout.peerSet(cell);
    for (std::size_t kind = 0; kind < 3; ++kind) {
        const int unit = layout.unitsOf(cells.first())[kind];
        node.units[kind] = cells.isSubsetOf(layout.unitSet(unit)) ? unit : -1;
    }
    return node;
}

// The unit a weak link between two nodes runs through: the first of column, row and box
// holding both, or -1.
template <typename Layout>
int sharedUnit(const Node<Layout> &a, const Node<Layout> &b)
{
    for (const UnitKind kind : {UnitKind::Column, UnitKind::Row, UnitKind::Box}) {
        const auto k = static_cast<std::size_t>(kind);
        if (a.units[k] >= 0 && a.units[k] == b.units[k])
            return a.units[k];
    }
    return -1;
}

// A strong link: the digit is in node A or in node B, all its places in `unit` being in them.
template <typename Layout>
struct Link {
    int unit = -1;
    int seKind = 0;
    bool grouped = false;
    bool aroundHeart = false;          // a box's places in one row and one column: an empty rectangle
    typename Layout::CellSet places;   // every place of the digit in the unit
    std::array<Node<Layout>, 2> nodes;
};

template <typename Layout>
struct UnitLinks {
    std::array<Link<Layout>, 2> links;
    int count = 0;
};

// The two cells of a set of two, or the first of a larger one, in increasing order.
template <int Words>
int nthCell(BasicCellSet<Words> cells, int n)
{
    for (const int cell : cells) {
        if (n-- == 0)
            return cell;
    }
    return -1;
}

template <typename Layout>
void addLink(const Layout &layout, UnitLinks<Layout> &out, const Link<Layout> &shape, typename Layout::CellSet a,
             typename Layout::CellSet b)
{
    Link<Layout> link = shape;
    link.nodes = {nodeOf(layout, a), nodeOf(layout, b)};
    out.links[idx(out.count++)] = link;
}

// The strong links of `digit` in `unit`: none, one, or (a box's 2 + 2 places at the corners of
// a rectangle) two, in Sudoku Explainer's order.
template <typename Layout>
UnitLinks<Layout> linksOf(const Analysis<Layout> &analysis, const GroupShapes &groups, int unit, int seKind,
                          int digit)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    UnitLinks<Layout> out;
    const unsigned places = analysis.placesOf(unit, digit);
    const int count = countOf(places);
    if (count < 2 || count > groups.most)
        return out;
    Link<Layout> shape;
    shape.unit = unit;
    shape.seKind = seKind;
    shape.places = cellsAt(layout, unit, static_cast<typename Layout::Places>(places));
    const bool box = seKind == SeBox;
    const auto inLine = [&layout](int x, int y) {
        return layout.rowOf(x) == layout.rowOf(y) || layout.columnOf(x) == layout.columnOf(y);
    };
    if (count == 2) {
        const int a = shape.places.first();
        const int b = nthCell(shape.places, 1);
        // Two places of a box in one line: that line's link.
        if (box && inLine(a, b))
            return out;
        addLink(layout, out, shape, CellSet::of(a), CellSet::of(b));
        return out;
    }
    const std::vector<GroupShape> &shapes =
        box ? groups.box : groups.line[static_cast<std::size_t>(layout.kindOf(unit))];
    int found = -1;
    for (int e = 0; e < static_cast<int>(shapes.size()); ++e) {
        if (box && e >= groups.hearts && count < 4)
            continue;
        if ((places & shapes[idx(e)].empty) == 0) {
            found = e;
            break;
        }
    }
    if (found < 0)
        return out;
    const GroupShape &group = shapes[idx(found)];
    const auto cellsAtPlaces = [&](unsigned at) {
        return cellsAt(layout, unit, static_cast<typename Layout::Places>(at));
    };
    const CellSet blade1 = cellsAtPlaces(places & group.blade1);
    const CellSet blade2 = cellsAtPlaces(places & group.blade2);
    if (blade1.isEmpty() || blade2.isEmpty())
        return out;
    shape.grouped = true;
    shape.aroundHeart = box && found < groups.hearts;
    // A box's heart belongs to a group with one blade, whether or not it holds the digit.
    const CellSet heart = shape.aroundHeart ? CellSet::of(layout.cellsOf(unit)[idx(found)]) : CellSet{};
    const int size1 = blade1.count();
    const int size2 = blade2.count();
    if (size1 == 1 && size2 == 1) {
        addLink(layout, out, shape, blade2, blade1 | heart);
    } else if (size1 == 1) {
        addLink(layout, out, shape, blade1, blade2 | heart);
    } else if (size2 == 1) {
        addLink(layout, out, shape, blade2, blade1 | heart);
    } else if (box && !shape.aroundHeart && count == 4) {
        const int a0 = blade1.first(), a1 = nthCell(blade1, 1);
        const int b0 = blade2.first(), b1 = nthCell(blade2, 1);
        addLink(layout, out, shape, blade1, blade2);
        // Four places at a rectangle's corners link across the other way too.
        if (inLine(a0, b0) && inLine(a1, b1))
            addLink(layout, out, shape, CellSet::of(a0) | CellSet::of(b0), CellSet::of(a1) | CellSet::of(b1));
    } else {
        // A heart holding the digit is in both groups.
        const CellSet shared = (heart & shape.places).isEmpty() ? CellSet{} : heart;
        addLink(layout, out, shape, blade1 | shared, blade2 | shared);
    }
    return out;
}

// Sudoku Explainer's shape name of a chain, the number its suffix spells: the kinds of the
// links along the chain, read the way that gives the smallest, with rows and columns swapped
// when that gives a smaller one; a chain of boxes and columns spells its columns as rows.
int shapeCode(const std::array<int, MaxLinks> &kinds, int links)
{
    const auto code = [links](const std::array<int, MaxLinks> &k, bool backward) {
        int value = 0;
        for (int i = 0; i < links; ++i)
            value = value * 10 + k[idx(backward ? links - 1 - i : i)];
        return value;
    };
    std::array<int, MaxLinks> shape = kinds;
    if (code(kinds, true) < code(kinds, false)) {
        for (int i = 0; i < links; ++i)
            shape[idx(i)] = kinds[idx(links - 1 - i)];
    }
    bool hasRow = false;
    for (int i = 0; i < links; ++i)
        hasRow = hasRow || shape[idx(i)] == SeRow;
    std::array<int, MaxLinks> swapped{};
    for (int i = 0; i < links; ++i)
        swapped[idx(i)] = shape[idx(i)] == SeBox ? SeBox : 3 - shape[idx(i)]; // row <-> column
    if (!hasRow)
        return code(swapped, false);
    return std::min(code(shape, false), std::min(code(swapped, false), code(swapped, true)));
}

// The chain found best so far, its links oriented along it (nodes[0] entered, nodes[1] left).
template <typename Layout>
struct Chain4 {
    int difficulty = 0; // tenths
    int struckCount = 0;
    int suffix = 0;
    int links = 0;
    int digit = 0;
    std::array<Link<Layout>, MaxLinks> chain;
    std::array<int, MaxLinks> weakUnits{}; // between link i and i + 1; the last closes a loop
    bool loop = false;
    typename Layout::CellSet struck;

    // Sudoku Explainer's sort: easiest, then striking most, then the smallest suffix.
    bool beats(const Chain4 &other) const
    {
        if (difficulty != other.difficulty)
            return difficulty < other.difficulty;
        if (struckCount != other.struckCount)
            return struckCount > other.struckCount;
        return suffix < other.suffix;
    }
};

// The technique a chain found is (below).
template <typename Layout>
Technique techniqueOf(const Chain4<Layout> &found);

template <typename Layout>
class LinkSearch {
    using CellSet = typename Layout::CellSet;
    using Found = Chain4<Layout>;

public:
    LinkSearch(const Analysis<Layout> &analysis, int links)
        : m_analysis(analysis), m_layout(analysis.layout), m_links(links), m_groups(derivedTables<GroupShapes>(m_layout.shape())),
          m_unitLinks(idx(m_layout.size() * m_layout.unitCount()))
    {
    }

    std::optional<Found> run()
    {
        for (UnitLinks<Layout> &links : m_unitLinks)
            links.count = -1; // not yet worked out
        const LinkKinds &sets = linkKinds[idx(m_links)];
        for (int set = 0; set < sets.count; ++set) {
            m_kinds = sets.kinds[idx(set)];
            for (m_digit = 1; m_digit <= m_layout.size(); ++m_digit)
                search(0, 0, CellSet{});
        }
        return m_best;
    }

private:
    const UnitLinks<Layout> &unitLinks(int unit, int seKind)
    {
        UnitLinks<Layout> &links = m_unitLinks[idx((m_digit - 1) * m_layout.unitCount() + unit)];
        if (links.count < 0)
            links = linksOf(m_analysis, m_groups, unit, seKind, m_digit);
        return links;
    }

    // Picks link `depth` (two links of one kind in increasing unit order), its places apart
    // from every link picked before, and works out its weak links to those.
    void search(int depth, int previous, CellSet used)
    {
        const int seKind = m_kinds[idx(depth)];
        const int first = depth > 0 && m_kinds[idx(depth - 1)] == seKind ? previous + 1 : 0;
        for (int number = first; number < m_layout.size(); ++number) {
            const int unit = m_layout.unitOf(seKinds[idx(seKind)], number);
            const UnitLinks<Layout> &links = unitLinks(unit, seKind);
            for (int i = 0; i < links.count; ++i) {
                const Link<Layout> &link = links.links[idx(i)];
                if (link.places.intersects(used))
                    continue;
                m_chosen[idx(depth)] = &link;
                joinTo(depth);
                if (depth + 1 < m_links)
                    search(depth + 1, number, used | link.places);
                else
                    evaluate();
            }
        }
    }

    // The weak links between chosen link k's nodes and those of the links chosen before it.
    void joinTo(int k)
    {
        for (int j = 0; j < k; ++j) {
            bool joined = false;
            for (int a = 0; a < 2; ++a) {
                for (int b = 0; b < 2; ++b) {
                    const int unit = sharedUnit(m_chosen[idx(k)]->nodes[idx(a)], m_chosen[idx(j)]->nodes[idx(b)]);
                    m_weak[idx(k)][idx(a)][idx(j)][idx(b)] = unit;
                    m_weak[idx(j)][idx(b)][idx(k)][idx(a)] = unit;
                    joined = joined || unit >= 0;
                }
            }
            const unsigned bits = (1u << (4 * k + j)) | (1u << (4 * j + k));
            m_joined = joined ? m_joined | bits : m_joined & ~bits;
        }
    }

    // Every chain of the chosen links: each order in which each link is joined to the next,
    // each way through each link.
    void evaluate()
    {
        CellSet base;
        int grouped = 0;
        int lowestUnit = INT_MAX;
        for (int i = 0; i < m_links; ++i) {
            const Link<Layout> &link = *m_chosen[idx(i)];
            base |= m_layout.unitSet(link.unit);
            grouped += link.grouped ? 1 : 0;
            lowestUnit = std::min(lowestUnit, fullNumber(link));
        }
        const Orders &walks = orders[idx(m_links)];
        for (int w = 0; w < walks.count; ++w) {
            const auto &order = walks.orders[idx(w)];
            bool chained = true;
            for (int i = 0; i + 1 < m_links; ++i)
                chained = chained && (m_joined >> (4 * order[idx(i)] + order[idx(i + 1)]) & 1u) != 0;
            if (!chained)
                continue;
            for (unsigned sides = 0; sides < (1u << m_links); ++sides)
                evaluate(order, sides, base, grouped, lowestUnit);
        }
    }

    // Sudoku Explainer's number for a unit, to pick one way round a loop: box b is b + 1,
    // row r 101 + r, column c 201 + c (11 + r and 21 + c on 9×9: the same order).
    int fullNumber(const Link<Layout> &link) const { return link.seKind * 100 + m_layout.numberOf(link.unit) + 1; }

    // The chain walking the links in `order`, link i entered at node `sides` bit (links-1-i).
    void evaluate(const std::array<std::int8_t, MaxLinks> &order, unsigned sides, CellSet base, int grouped,
                  int lowestUnit)
    {
        std::array<int, MaxLinks> side{};
        for (int i = 0; i < m_links; ++i)
            side[idx(i)] = static_cast<int>((sides >> (m_links - 1 - i)) & 1u);
        // The weak link from link i's exit to link i + 1's entry.
        std::array<int, MaxLinks> weak{};
        for (int i = 0; i + 1 < m_links; ++i) {
            weak[idx(i)] = m_weak[idx(order[idx(i)])][idx(1 - side[idx(i)])][idx(order[idx(i + 1)])]
                                 [idx(side[idx(i + 1)])];
            if (weak[idx(i)] < 0)
                return;
        }
        const auto nodeAt = [&](int i, int s) -> const Node<Layout> & {
            return m_chosen[idx(order[idx(i)])]->nodes[idx(s)];
        };
        const Node<Layout> &start = nodeAt(0, side[0]);
        const Node<Layout> &end = nodeAt(m_links - 1, 1 - side[idx(m_links - 1)]);
        const int closing = m_links > 1 ? m_weak[idx(order[0])][idx(side[0])][idx(order[idx(m_links - 1)])]
                                                [idx(1 - side[idx(m_links - 1)])]
                                        : -1;
        const CellSet digitCells = m_analysis.cellsWith(m_digit);
        CellSet struck;
        int struckCount = 0;
        if (closing >= 0) {
            // A loop: walked once, from its lowest unit, entering at node A.
            if (fullNumber(*m_chosen[idx(order[0])]) != lowestUnit || side[0] != 0)
                return;
            const auto strike = [&](const Node<Layout> &a, const Node<Layout> &b) {
                const CellSet here = (a.seen & b.seen & digitCells) - base;
                struckCount += here.count(); // a cell counts once per weak link that strikes it
                struck |= here;
            };
            strike(start, end);
            for (int i = 0; i + 1 < m_links; ++i)
                strike(nodeAt(i, 1 - side[idx(i)]), nodeAt(i + 1, side[idx(i + 1)]));
        } else {
            struck = (start.seen & end.seen & digitCells) - base;
            for (int i = 0; i + 1 < m_links; ++i)
                struck -= m_layout.unitSet(weak[idx(i)]);
            struckCount = struck.count();
        }
        if (struck.isEmpty())
            return;
        std::array<int, MaxLinks> kinds{};
        for (int i = 0; i < m_links; ++i)
            kinds[idx(i)] = m_chosen[idx(order[idx(i)])]->seKind;
        const int shape = shapeCode(kinds, m_links);
        Found found;
        found.suffix = grouped * pow10(m_links) + shape;
        found.difficulty = difficultyOf(shape, grouped);
        found.struckCount = struckCount;
        if (m_best && !found.beats(*m_best))
            return;
        found.links = m_links;
        found.digit = m_digit;
        found.struck = struck;
        found.loop = closing >= 0;
        for (int i = 0; i < m_links; ++i) {
            found.chain[idx(i)] = *m_chosen[idx(order[idx(i)])];
            found.chain[idx(i)].nodes = {nodeAt(i, side[idx(i)]), nodeAt(i, 1 - side[idx(i)])};
            found.weakUnits[idx(i)] = i + 1 < m_links ? weak[idx(i)] : closing;
        }
        // The easiest of the techniques a step may be of: a kite where skyscrapers may not be.
        if (!m_analysis.allows(techniqueOf(found)))
            return;
        m_best = found;
    }

    static int pow10(int n)
    {
        int value = 1;
        while (n-- > 0)
            value *= 10;
        return value;
    }

    // Sudoku Explainer's difficulty: 4.0, 5.4, 5.8 for 2, 3, 4 links; +0.3 with a group; else
    // +0 for rows only or columns only, +0.2 for boxes, rows and columns, +0.1 for the rest.
    int difficultyOf(int shape, int grouped) const
    {
        const int base = m_links == 2 ? 40 : m_links == 3 ? 54 : 58;
        if (grouped > 0)
            return base + 3;
        bool hasBox = false;
        bool hasColumn = false;
        for (int rest = shape, i = 0; i < m_links; ++i, rest /= 10) {
            hasBox = hasBox || rest % 10 == SeBox;
            hasColumn = hasColumn || rest % 10 == 2;
        }
        if (!hasBox && !hasColumn)
            return base;
        return hasBox && hasColumn ? base + 2 : base + 1;
    }

    const Analysis<Layout> &m_analysis;
    const Layout &m_layout;
    const int m_links;
    const GroupShapes &m_groups;
    int m_digit = 0;
    std::array<std::int8_t, MaxLinks> m_kinds{};
    std::vector<UnitLinks<Layout>> m_unitLinks; // digit by digit, unit by unit; worked out when needed
    std::array<const Link<Layout> *, MaxLinks> m_chosen{};
    // m_weak[i][a][j][b]: the unit of a weak link from node a of chosen link i to node b of
    // chosen link j, or -1.
    std::array<std::array<std::array<std::array<int, 2>, MaxLinks>, 2>, MaxLinks> m_weak{};
    unsigned m_joined = 0; // bit 4i + j: some node of chosen link i shares a unit with one of j
    std::optional<Found> m_best;
};

template <typename Layout>
Technique techniqueOf(const Chain4<Layout> &found)
{
    if (found.links == 3)
        return Technique::ThreeLinkXChain;
    if (found.links == 4)
        return Technique::FourLinkXChain;
    bool grouped = false;
    bool emptyRectangle = false;
    bool box = false;
    for (int i = 0; i < found.links; ++i) {
        const Link<Layout> &link = found.chain[idx(i)];
        grouped = grouped || link.grouped;
        emptyRectangle = emptyRectangle || (link.grouped && link.aroundHeart);
        box = box || link.seKind == SeBox;
    }
    if (emptyRectangle)
        return Technique::EmptyRectangle;
    if (grouped)
        return Technique::GroupedTurbotFish;
    if (box)
        return Technique::TurbotFish;
    return found.chain[0].seKind == found.chain[1].seKind ? Technique::Skyscraper : Technique::TwoStringKite;
}

// The chain as chain steps hold it (step.h): from "the first end is not d" to "the last end
// is d", each node the cells of a Sudoku Explainer node that hold the digit; a loop comes back
// to its first node.
template <typename Layout>
Chain chainOf(const Chain4<Layout> &found, typename Layout::CellSet digitCells)
{
    Chain chain;
    const auto add = [&](const Node<Layout> &node, bool on, Reason reason, int unit) {
        ChainNode chainNode;
        chainNode.cells = cellList(node.cells & digitCells);
        chainNode.digit = found.digit;
        chainNode.on = on;
        chainNode.reason = reason;
        chainNode.unit = unit;
        if (!chain.nodes.empty())
            chainNode.parents = {static_cast<int>(chain.nodes.size()) - 1};
        chain.nodes.push_back(std::move(chainNode));
    };
    for (int i = 0; i < found.links; ++i) {
        const Link<Layout> &link = found.chain[idx(i)];
        if (i == 0)
            add(link.nodes[0], false, Reason::Assumption, -1);
        else
            add(link.nodes[0], false, Reason::SameUnit, found.weakUnits[idx(i - 1)]);
        add(link.nodes[1], true, Reason::LastPlace, link.unit);
    }
    if (found.loop)
        add(found.chain[0].nodes[0], false, Reason::SameUnit, found.weakUnits[idx(found.links - 1)]);
    return chain;
}

template <typename Layout>
Step stepOf(const Analysis<Layout> &analysis, const Chain4<Layout> &found)
{
    using CellSet = typename Layout::CellSet;
    const CellSet digitCells = analysis.cellsWith(found.digit);
    Step step = newStep(analysis, techniqueOf(found));
    step.difficulty = found.difficulty;
    addCellDigits(step.eliminations, found.struck, found.digit);
    step.chains = {chainOf(found, digitCells)};
    for (int i = 0; i < found.links; ++i) {
        step.units.push_back(found.chain[idx(i)].unit);
        if (i + 1 < found.links || found.loop)
            step.coverUnits.push_back(found.weakUnits[idx(i)]);
    }
    CellSet pattern;
    for (const ChainNode &node : step.chains.front().nodes) {
        for (const int cell : node.cells) {
            if (!pattern.contains(cell))
                step.cells.push_back(cell);
            pattern.add(cell);
        }
    }
    addCellDigits(step.candidates, pattern, found.digit);
    step.digits = Candidates::single(found.digit);
    return step;
}

int linkCount(Technique technique)
{
    switch (technique) {
    case Technique::ThreeLinkXChain:
        return 3;
    case Technique::FourLinkXChain:
        return 4;
    default:
        return 2;
    }
}

} // namespace

template <typename Layout>
std::optional<Step> findStrongLinks(const Analysis<Layout> &analysis, Technique technique)
{
    LinkSearch<Layout> search(analysis, linkCount(technique));
    const auto found = search.run();
    if (!found)
        return std::nullopt;
    return stepOf(analysis, *found);
}

SUDOKU_FINDER_ON_LAYOUTS(findStrongLinks);

} // namespace sudoku::techniques

namespace sudoku::techniques {

Phrase whyStrongLinks(const Step &step)
{
    if (step.chains.size() != 1 || step.chains.front().nodes.size() < 2)
        return {};
    const Chain &chain = step.chains.front();
    const ChainNode &first = chain.nodes.front();
    const ChainNode &last = chain.nodes.back();
    const bool loop = !last.on && last.cells == first.cells && chain.nodes.size() > 2;
    return loop ? whyLoop(step) : whyChain(step);
}

} // namespace sudoku::techniques
