// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Chaining: the engine behind every chain and forcing-chain technique. Inside core/ only.
//
// A chain reasons over potentials — a digit in a cell, assumed or proved to be there ("on") or
// not ("off") — with four rules, as Sudoku Explainer's engine does:
//
//   on  -> off   a digit in a cell rules out the cell's other digits          (cell rule, "Y")
//                and the digit in the cell's peers                             (unit rule)
//   off -> on    a cell's last candidate is on                                 (cell rule, "Y")
//                a digit's last place in a unit is on                          (unit rule, "X")
//
// Static chains read the board as it is (a cell is "bivalue" only if it has two candidates on
// the board); dynamic chains apply every "off" to a copy of the board as they go, so a cell
// left with one candidate after several offs counts too — and its on then has every one of
// those offs as parents. Nested chains (levels 1 and up) also apply techniques to that copy
// when the rules run dry.
//
// How hard a chain step is follows Sudoku Explainer: its complexity is the number of distinct
// potentials the conclusion rests on (summed over the branches of a forcing chain, nested
// chains included), and its difficulty the technique's base plus 0.1 for each step of length
// over 4 in the series 4, 6, 8, 12, 16, 24, 32, 48 ... (lengthDifficulty). Among the steps one
// search finds, the easiest is taken — the lowest difficulty, then complexity, then kind —
// so the search must see them all; it prunes only what cannot win.
//
// Everything lives in one search object on the caller's stack or heap; nothing is shared.

#include "analysis.h"

#include <array>
#include <atomic>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace sudoku::techniques {

// 0.1 per step of the chain's length (complexity - 2) beyond 4, 6, 8, 12, 16, 24, ... .
int lengthDifficulty(int complexity);

// A potential's candidate on a layout: cell * MaxDigits + digit - 1 (0..728 on 9×9; the
// general layout's stride is 25 on every size, so that the engine's tables are fixed arrays).
template <typename Layout>
constexpr int candidateOf(int cell, int digit)
{
    return cell * Layout::MaxDigits + digit - 1;
}
template <typename Layout>
constexpr int cellOfCandidate(int candidate)
{
    return candidate / Layout::MaxDigits;
}
template <typename Layout>
constexpr int digitOfCandidate(int candidate)
{
    return candidate % Layout::MaxDigits + 1;
}
template <typename Layout>
inline constexpr int CandidateCount = Layout::MaxCells * Layout::MaxDigits;

// The candidates chains reason over: each empty cell's and each digit's, kept in step, and
// the board's layout.
template <typename Layout>
struct CandidateGrid {
    using CellSet = typename Layout::CellSet;
    std::array<Candidates, Layout::MaxCells> cells{};
    std::array<CellSet, Layout::MaxDigits> digits{};
    Layout layout;

    static CandidateGrid of(const Analysis<Layout> &analysis)
    {
        CandidateGrid grid;
        grid.cells = analysis.candidates;
        grid.digits = analysis.digitCells;
        grid.layout = analysis.layout;
        return grid;
    }
    int size() const { return layout.size(); }
    bool has(int cell, int digit) const { return cells[idx(cell)].contains(digit); }
    void remove(int cell, int digit)
    {
        cells[idx(cell)].remove(digit);
        digits[idx(digit - 1)].remove(cell);
    }
};

// What a chaining search may use.
struct ChainingRules {
    bool cellRule = true;  // Y: a cell's digits against each other (off for Nishio)
    bool unitRule = true;  // X: a digit's places in a unit
    bool dynamic = false;  // apply offs to the board as the chain goes
    int level = 0;         // 1 and up: techniques applied along the way (Sudoku Explainer's
                           // "+"), 2 and up with forcing chains nested inside
};

// Why a potential of a propagation holds.
enum class Cause : std::uint8_t {
    Assumption,    // no parents
    SameCell,      // off: the cell holds another digit (parent on)
    SameUnit,      // off: a peer holds the digit (parent on); `unit` the shared unit
    LastCandidate, // on: the cell's other candidates are off (parents)
    LastPlace,     // on: the digit's other places in `unit` are off (parents)
    Pattern,       // off: a technique applied to the board as the chain left it
};

struct PropagationNode {
    std::int16_t candidate = 0;
    bool on = false;
    Cause cause = Cause::Assumption;
    std::int16_t unit = -1;
    std::int16_t nested = -1; // Pattern: index in Propagation::patterns
    std::uint32_t firstParent = 0;
    std::uint16_t parentCount = 0;
};

template <typename Layout>
class ChainingEngine;

// A step a search inside an outer chain found, with the outer chain's offs it rests on.
struct CollectedStep {
    std::vector<int> struck;   // candidates
    std::vector<int> premises; // candidates off in the outer chain
    int complexity = 0;
    // Shared: the same finding serves many propagations. Null when the search did not
    // build it (ChainingEngine::m_buildFindings): it is built again when a step shows it.
    std::shared_ptr<const Step> step;
};

// Everything the chains inside an outer chain found on one board it stalled on.
template <typename Layout>
struct InnerFinding {
    int level = 0;
    CandidateGrid<Layout> grid;
    std::vector<CollectedStep> found;
};

// A technique a nested propagation applied: its step, or where to find it again.
template <typename Layout>
struct PatternRef {
    std::shared_ptr<const Step> step;
    std::shared_ptr<const InnerFinding<Layout>> finding; // when `step` is null: found[index] there
    int index = -1;
};

// One propagation: everything that follows from some assumptions, with the parents of each
// conclusion, in Sudoku Explainer's order (every pending "on" first, then one "off" at a
// time), stopping at the first potential found both on and off.
template <typename Layout>
class Propagation {
public:
    using CellSet = typename Layout::CellSet;
    using Grid = CandidateGrid<Layout>;
    using Engine = ChainingEngine<Layout>;

    void start(const Grid &source);
    // Adds an assumption; returns its node.
    int assume(int candidate, bool on);
    // Runs to the end or to a contradiction; false at a contradiction (conflictOn/Off set).
    bool run(Engine &engine, const ChainingRules &rules);

    int nodeOf(int candidate, bool on) const
    {
        return (on ? m_onIndex : m_offIndex)[static_cast<std::size_t>(candidate)];
    }
    const PropagationNode &node(int index) const { return m_nodes[static_cast<std::size_t>(index)]; }
    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    const std::uint16_t *parentsOf(const PropagationNode &node) const
    {
        return m_parents.data() + node.firstParent;
    }
    // The on or off potentials of a digit, as cells.
    CellSet cellsOf(bool on, int digit) const { return (on ? m_on : m_off)[idx(digit - 1)]; }
    const Grid &grid() const { return m_grid; }
    const Grid &source() const { return m_source; }

    // The distinct potentials a node rests on, itself included.
    int ancestorCount(int node) const;
    // Sudoku Explainer's complexity of the branch ending in a node: its potentials, plus the
    // complexity of every chain a nested propagation applied on the way.
    int complexity(int node) const;
    // Those nodes, in increasing order (parents before children).
    std::vector<int> ancestors(int node) const;

    int conflictOn = -1;  // after a contradiction: the on node and the off node that clash
    int conflictOff = -1;

    // The techniques a nested propagation applied (Cause::Pattern nodes point here), and
    // the complexity of the chains among them.
    std::vector<PatternRef<Layout>> patterns;
    std::vector<int> patternComplexity;

private:
    friend class ChainingEngine<Layout>;
    int addNode(int candidate, bool on, Cause cause, int unit, int parent);
    void addParent(int parent) { m_parents.push_back(static_cast<std::uint16_t>(parent)); ++m_nodes.back().parentCount; }
    bool processOn(int index, const ChainingRules &rules);
    bool processOff(int index, const ChainingRules &rules);
    bool applyPatterns(Engine &engine, const ChainingRules &rules);
    bool offFrom(int cell, int digit, int parent, Cause cause, int unit);
    // The offs a technique applied to the board makes: each candidate of `struck` not off
    // yet, with the offs among `premises` as parents; the first records the technique
    // (`pattern()` gives it) and the complexity of its chains.
    template <typename MakePattern>
    void addPatternOffs(const std::vector<int> &struck, const std::vector<int> &premises, int complexity,
                        MakePattern &&pattern);

    Grid m_source;
    Grid m_grid;
    std::vector<PropagationNode> m_nodes;
    std::vector<std::uint16_t> m_parents;
    std::array<std::int16_t, CandidateCount<Layout>> m_onIndex{};
    std::array<std::int16_t, CandidateCount<Layout>> m_offIndex{};
    std::array<CellSet, Layout::MaxDigits> m_on{};
    std::array<CellSet, Layout::MaxDigits> m_off{};
    std::vector<int> m_onQueue;
    std::vector<int> m_offQueue;
    std::size_t m_onHead = 0;
    std::size_t m_offHead = 0;
    bool m_indexesReady = false;
    mutable std::vector<std::uint32_t> m_marks;
    mutable std::uint32_t m_mark = 0;
};

// In the header: both the patterns (chainpatterns.cpp) and the nested chains (forcingchains.cpp)
// add pattern offs.
template <typename Layout>
template <typename MakePattern>
void Propagation<Layout>::addPatternOffs(const std::vector<int> &struck, const std::vector<int> &premises, int complexity,
                                 MakePattern &&pattern)
{
    int nested = -1;
    for (const int candidate : struck) {
        if (m_offIndex[idx(candidate)] >= 0)
            continue;
        if (nested < 0) {
            nested = static_cast<int>(patterns.size());
            patterns.push_back(pattern());
            patternComplexity.push_back(complexity);
        }
        const int node = addNode(candidate, false, Cause::Pattern, -1, -1);
        m_nodes.back().nested = static_cast<std::int16_t>(nested);
        for (const int premise : premises) {
            const int parent = m_offIndex[idx(premise)];
            if (parent >= 0)
                addParent(parent);
        }
        m_offIndex[idx(candidate)] = static_cast<std::int16_t>(node);
        m_off[idx(digitOfCandidate<Layout>(candidate) - 1)].add(cellOfCandidate<Layout>(candidate));
        m_offQueue.push_back(node);
    }
}

// The chain and forcing-chain searches, each returning the easiest step it finds (or
// nothing). One engine per findStep(); it reuses its buffers from search to search.
// What assuming each candidate of a board on, and off, turns off, per digit: worked out once
// per board (ChainingEngine::fillOffTable), with room for the board's candidates alone (on
// 25×25, 2 KB a potential).
template <typename Layout>
class OffTable {
public:
    using Offs = std::array<typename Layout::CellSet, Layout::MaxDigits>;

    // Whether it has been worked out (begun).
    bool filled() const { return !m_slot.empty(); }
    void begin() { m_slot.assign(2 * CandidateCount<Layout>, -1); }
    // Room for the potential's offs. Precondition: begun.
    Offs &add(int candidate, bool on)
    {
        m_slot[idx(2 * candidate + (on ? 1 : 0))] = static_cast<std::int32_t>(m_offs.size());
        return m_offs.emplace_back();
    }
    // Its offs; none for a potential not worked out. Precondition: begun.
    const Offs &of(int candidate, bool on) const
    {
        const std::int32_t slot = m_slot[idx(2 * candidate + (on ? 1 : 0))];
        return slot < 0 ? m_none : m_offs[idx(slot)];
    }

private:
    std::vector<std::int32_t> m_slot; // by 2 * candidate + on: the index in m_offs, or -1
    std::vector<Offs> m_offs;
    Offs m_none{};
};

template <typename Layout>
struct ForcingBuffers;
template <typename Layout>
struct ForcingSearch;

// A killer's cage as the chains' cage rule reads it (chainpatterns.cpp): its index, and its
// open cells' candidates, nine bits each, in order (a cage has up to nine cells, a board
// fewer than 128 cages):
//
//   low   bits 0-6 the cage | 7-15 cell 1 | 16-24 cell 2 | ... | 52-60 cell 6
//   high  bits 0-8 cell 7   | 9-17 cell 8 | 18-26 cell 9
struct CageCandidates {
    static constexpr int CageBits = 7;
    static constexpr int CellBits = 9;
    static constexpr int CellsInLow = 6;
    static_assert(CageBits + CellBits * CellsInLow <= 64 && CellBits * (9 - CellsInLow) <= 64);
    static_assert(81 < (1 << CageBits)); // a cage per cell at most

    std::uint64_t low = 0;
    std::uint64_t high = 0;

    // Adds the candidates `bits` (nine bits) of the cage's open cell number `i`, from 0.
    void addCell(std::size_t i, std::uint64_t bits)
    {
        if (i < CellsInLow)
            low |= bits << (CageBits + CellBits * i);
        else
            high |= bits << (CellBits * (i - CellsInLow));
    }
    bool operator==(const CageCandidates &) const = default;
};
struct CageCandidatesHash {
    std::size_t operator()(const CageCandidates &key) const
    {
        return std::hash<std::uint64_t>()((key.low * 0x9E3779B97F4A7C15ULL) ^ key.high);
    }
};
// The digits some filling of the cage puts in each open cell (fillingsOf), by what it read.
using CageFillings = std::unordered_map<CageCandidates, std::vector<Candidates>, CageCandidatesHash>;

template <typename Layout>
class ChainingEngine {
public:
    using CellSet = typename Layout::CellSet;
    using Grid = CandidateGrid<Layout>;
    using Offs = std::array<CellSet, Layout::MaxDigits>;

    explicit ChainingEngine(const Analysis<Layout> &analysis, const std::atomic<bool> *cancel = nullptr);
    ~ChainingEngine();
    ChainingEngine(const ChainingEngine &) = delete;
    ChainingEngine &operator=(const ChainingEngine &) = delete;

    // Sudoku Explainer's "forcing chains and cycles": X-cycles and forcing X-chains on one
    // digit (6.5, 6.6), cycles of bivalue cells (6.5), and cycles and forcing chains with
    // both kinds of links (7.0), plus length.
    std::optional<Step> chainsAndCycles();
    // Nishio (7.5): dynamic chains on one digit's places alone that end in a contradiction.
    std::optional<Step> nishio();
    // Multiple forcing chains (8.0): every digit of a cell, or every place of a digit in a
    // unit, leads to the same conclusion (static chains).
    std::optional<Step> multiple();
    // Dynamic forcing chains (8.5 + 0.5 per level): contradictions, both states of a
    // candidate, cells and units, with dynamic chains of `level`.
    std::optional<Step> dynamic(int level);

    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    const Analysis<Layout> &analysis() const { return m_analysis; }
    const Grid &grid() const { return m_grid; }

    // The techniques a nested propagation of `level` applies to its board copy when its rules
    // run dry: Sudoku Explainer's locked candidates, hidden and naked pairs and X-Wings, then
    // (level 2) forcing chains and cycles, (3) multiple forcing chains, (4 and up) dynamic
    // ones. Adds the offs of the first that applies, every one whose premises the chain
    // removed; false when none does.
    bool applyPatterns(Propagation<Layout> &propagation, const ChainingRules &rules);

private:
    friend struct ForcingSearch<Layout>;
    // Nested levels: what chains inside find on a propagation's board, as pattern offs —
    // static forcing chains (levels 2 and 3), static multiple ones (3), dynamic ones of
    // level - 4 (4 and up).
    bool applyInnerChains(Propagation<Layout> &propagation, int level);
    // What the chains inside find on `grid`, a board a propagation from `source` stalled on;
    // `build`: with their steps.
    std::shared_ptr<const InnerFinding<Layout>> searchInside(const Grid &grid, const Grid &source, int level,
                                                             bool build);
    // The steps a finding's search did not build, built by searching its board again.
    std::shared_ptr<const InnerFinding<Layout>> rebuilt(const InnerFinding<Layout> &finding);
    void staticContradictions(const Grid &grid, const Grid &source, const Analysis<Layout> &analysis,
                              ChainingEngine &engine, bool build, std::vector<CollectedStep> &found);
    void staticEntries(const Grid &grid, const Grid &source, Offs &entries);
    void fillOffTable(OffTable<Layout> &table, const ChainingRules &rules);

    const Analysis<Layout> &m_analysis;
    const std::atomic<bool> *m_cancel;
    Grid m_grid;
    // For the static chains inside (levels 2 and 3): what every potential's static
    // propagation on this board turns off (index candidate * 2 + on), worked out once.
    OffTable<Layout> m_staticOffs;
    // Likewise for plain dynamic chains inside (level 4).
    OffTable<Layout> m_dynamicOffs;
    // Buffers kept from search to search: for this engine's searches, for the searches it
    // runs inside its chains, and a propagation to work in.
    ForcingBuffers<Layout> &buffers(bool inner);
    Propagation<Layout> &scratch()
    {
        if (!m_scratch)
            m_scratch = std::make_unique<Propagation<Layout>>();
        return *m_scratch;
    }
    std::unique_ptr<ForcingBuffers<Layout>> m_buffers;
    std::unique_ptr<ForcingBuffers<Layout>> m_innerBuffers;
    std::unique_ptr<Propagation<Layout>> m_scratch;
    // What the chains inside found on each board a propagation stalled on, by level: the
    // same board recurs (a bivalue cell's "a on" and "b off" reach the same boards; a unit
    // chain's branches are run twice), and what is found depends on the board alone.
    std::unordered_multimap<std::uint64_t, std::shared_ptr<const InnerFinding<Layout>>> m_innerFindings;
    std::size_t m_innerFindingSteps = 0;
    // A killer's cage fillings, worked out once for each cage and candidates this engine's
    // chains leave it: the same recur from chain to chain (its board's digits are fixed, so
    // the cage and its candidates say everything).
    CageFillings m_cageFillings;
    // Whether the chains inside build the steps they find. Most are never shown: the
    // outermost search leaves them unbuilt and builds those its step shows at the end.
    bool m_buildFindings = false;
};

// What kind of alternating chain (loop when it closes) a chain is: on one digit, through cells
// of two candidates only (remote pairs when all hold the same two), or mixed.
Technique chainShape(const Chain &chain, bool loop);

// --- Shared by the engine's files (chaining.cpp, chaincycles.cpp, forcingchains.cpp,
// chainpatterns.cpp).

// The order Sudoku Explainer looks at a cell's units in.
inline constexpr std::array<UnitKind, 3> RegionOrder = {UnitKind::Box, UnitKind::Row, UnitKind::Column};

// Marks every candidate of an index pair "no node" (-1): all of them the first time, then only
// those the last search's nodes set (a few dozen, mostly).
template <typename Index, typename Node>
void clearIndexes(Index &on, Index &off, const std::vector<Node> &nodes, bool &ready)
{
    if (!ready) {
        on.fill(-1);
        off.fill(-1);
        ready = true;
        return;
    }
    for (const Node &node : nodes) {
        on[idx(node.candidate)] = -1;
        off[idx(node.candidate)] = -1;
    }
}

// ---------------------------------------------------------------------------------------
// Ranking: Sudoku Explainer sorts a search's steps by difficulty, then complexity, then a
// key for the kind of step, then the order they were found in; the first wins.

struct Rank {
    int difficulty = INT_MAX;
    int complexity = INT_MAX;
    int kind = INT_MAX;
    std::uint64_t order = ~std::uint64_t{0};

    bool operator<(const Rank &other) const
    {
        return std::tie(difficulty, complexity, kind, order)
             < std::tie(other.difficulty, other.complexity, other.kind, other.order);
    }
};

// Sudoku Explainer's sort keys for the kinds of chaining step.
namespace kind {
inline constexpr int Double = 1;
inline constexpr int XChain = 2;
inline constexpr int YChain = 3;
inline constexpr int XYChain = 4;
inline constexpr int Cell = 5;
inline constexpr int Region = 6;
inline constexpr int Contradiction = 7;
} // namespace kind

struct Best {
    Rank rank;
    std::optional<Step> step;
    // The techniques a step may be of (findStep's `allowed`), when some are left out: a step
    // of another is passed over rather than kept, so a harder allowed one can still win.
    // Null when every one is allowed (the usual search, unchanged).
    const TechniqueSet *allowed = nullptr;

    // Could a step of this base difficulty and complexity still win?
    bool mayWin(int base, int complexity, int kindKey) const
    {
        Rank r{base + lengthDifficulty(complexity), complexity, kindKey, 0};
        return r < rank;
    }
    template <typename Build>
    void offer(const Rank &r, Build &&build)
    {
        if (r < rank) {
            Step built = build();
            if (allowed && !holds(*allowed, built.technique))
                return;
            rank = r;
            step = std::move(built);
            step->difficulty = r.difficulty;
        }
    }
};

inline Reason reasonOf(Cause cause)
{
    switch (cause) {
    case Cause::Assumption:
        return Reason::Assumption;
    case Cause::SameCell:
        return Reason::SameCell;
    case Cause::SameUnit:
        return Reason::SameUnit;
    case Cause::LastCandidate:
        return Reason::LastCandidate;
    case Cause::LastPlace:
        return Reason::LastPlace;
    case Cause::Pattern:
        break;
    }
    return Reason::Pattern;
}

// A chain's node for a propagation's or a unary chain's node: its candidate, on or off, and why.
template <typename Layout, typename Node>
ChainNode chainNodeOf(const Node &node)
{
    ChainNode out;
    out.cells = {cellOfCandidate<Layout>(node.candidate)};
    out.digit = digitOfCandidate<Layout>(node.candidate);
    out.on = node.on;
    out.reason = reasonOf(node.cause);
    out.unit = node.unit;
    return out;
}

// A finder for each chaining technique family (the search plan in technique.cpp names them).
// Written over a layout (layout.h): instantiated for both in chainsteps.cpp.
template <typename Layout>
std::optional<Step> findChainsAndCycles(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findNishio(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findMultipleForcingChain(const Analysis<Layout> &analysis, Technique technique);
template <typename Layout>
std::optional<Step> findDynamicForcingChain(const Analysis<Layout> &analysis, Technique technique);

} // namespace sudoku::techniques
