// SPDX-License-Identifier: GPL-3.0-or-later
// Chains and forcing chains on any shape, reasoned over potentials — a digit in a cell,
// assumed or proved to be there ("on") or not ("off") — with Sudoku Explainer's four rules:
//
//   on  -> off   a digit in a cell rules out the cell's other digits          (cell rule)
//                and the digit in the cell's peers                             (unit rule)
//   off -> on    a cell's last candidate is on                                 (cell rule)
//                a digit's last place in a unit is on                          (unit rule)
//
// Alternating chains (findChain) follow them on the board as it is, from one candidate
// being off to another being on, breadth first: the shortest chain from each candidate.
//
// Forcing chains (findForcingChain) propagate an assumption as far as it goes, every
// conclusion with the nodes it follows from (its parents):
//   static      reads the board as it is: a cell is "last" only if it has two candidates
//   dynamic     applies every off to a copy of the board as it goes, so a cell left with one
//               candidate after several offs counts too, those offs its parents
//   plus (1)    when the rules run dry, applies locked candidates, naked and hidden pairs
//               and X-Wings to the copy (their steps kept for the explanation, Step::nested)
//   nested (2+) then forcing chains one level down on the copy: each candidate of the cells
//               with fewest candidates propagated by the rules of level - 1; one whose
//               propagation ends in a contradiction is off, and what all of a cell's
//               candidates lead to holds. Trying the cell with fewest candidates at every
//               depth refutes any board without a solution at some depth, so on a board with
//               one solution some level finds a step: the step finder never has to guess.
// A contradiction (a potential found on and off) refutes the assumption; conclusions common
// to both states of a candidate, to every candidate of a cell or every place of a digit in a
// unit hold outright. How hard a step is follows Sudoku Explainer: the technique's base plus
// 0.1 for each length step of its complexity (the distinct potentials its conclusion rests
// on, summed over the branches, the chains nested inside included; lengthDifficulty). Of the
// steps one search finds the easiest is taken (difficulty, complexity, kind, order found),
// except in nested searches, which stop at the first cell giving a step.
//
// Everything lives in one Engine per findStep(): the propagations are reused from search to
// search (each holds an index of the potentials, n³ of them, cleared through its nodes).

#include "finders.h"

#include "techniques/chaining.h"

#include <algorithm>
#include <array>
#include <climits>
#include <memory>
#include <span>
#include <tuple>

namespace sudoku::anysize {
namespace {

using techniques::lengthDifficulty;

// The deepest nesting tried: beyond what the puzzles of the data sets need, yet bounded, so
// that a search on a board with no solution ends.
constexpr int MaxNestingLevel = 12;

enum class Cause : std::uint8_t { Assumption, SameCell, SameUnit, LastCandidate, LastPlace, Pattern };

Reason reasonOf(Cause cause)
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

struct Rules {
    bool cellRule = true;
    bool unitRule = true;
    bool dynamic = false;
    int level = 0;
};

// A set of potentials (candidate * 2 + on) as bits.
class Potentials {
public:
    void resize(int candidates) { m_words.assign(idx((2 * candidates + 63) / 64), 0); }
    void add(int candidate, bool on) { set(2 * candidate + (on ? 1 : 0)); }
    bool contains(int candidate, bool on) const { return test(2 * candidate + (on ? 1 : 0)); }
    bool isEmpty() const
    {
        return std::all_of(m_words.begin(), m_words.end(), [](std::uint64_t w) { return w == 0; });
    }
    bool intersects(const Potentials &other) const
    {
        for (std::size_t i = 0; i < m_words.size(); ++i) {
            if ((m_words[i] & other.m_words[i]) != 0)
                return true;
        }
        return false;
    }
    // Keeps what both hold; false when nothing is left.
    bool intersect(const Potentials &other)
    {
        std::uint64_t any = 0;
        for (std::size_t i = 0; i < m_words.size(); ++i)
            any |= (m_words[i] &= other.m_words[i]);
        return any != 0;
    }
    bool known() const { return !m_words.empty(); }

private:
    void set(int bit) { m_words[idx(bit / 64)] |= std::uint64_t{1} << (bit % 64); }
    bool test(int bit) const { return (m_words[idx(bit / 64)] >> (bit % 64)) & 1U; }
    std::vector<std::uint64_t> m_words;
};

struct PNode {
    std::int32_t candidate = 0;
    bool on = false;
    Cause cause = Cause::Assumption;
    std::int16_t unit = -1;
    std::int32_t pattern = -1; // Pattern: index in Propagation::patterns
    std::uint32_t firstParent = 0;
    std::uint32_t parentCount = 0;
};

// A technique a propagation applied to its board: its step, and the complexity of the chains
// in it (a nested forcing chain's).
struct PatternRef {
    std::shared_ptr<const Step> step;
    int complexity = 0;
};

class Engine;

class Propagation {
public:
    void start(const Marks &source, int depth);
    void assume(int candidate, bool on);
    // Runs to the end or to a contradiction; false at a contradiction (conflictOn/Off set).
    bool run(Engine &engine, const Rules &rules);

    int nodeOf(int candidate, bool on) const { return (on ? m_onIndex : m_offIndex)[idx(candidate)]; }
    const PNode &node(int index) const { return m_nodes[idx(index)]; }
    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    std::span<const std::int32_t> parentsOf(const PNode &node) const
    {
        return {m_parents.data() + node.firstParent, node.parentCount};
    }
    const Marks &grid() const { return m_grid; }
    const Marks &source() const { return *m_source; }
    int depth() const { return m_depth; }

    // The distinct potentials a node rests on, itself included, plus the complexity of the
    // patterns among them that carry chains.
    int complexity(int node) const;
    // The nodes a node rests on, itself included, in increasing order (parents first).
    std::vector<int> ancestors(int node) const;
    // Every conclusion (on and off) as a set.
    void outcome(Potentials &set) const;

    // An off a pattern makes (a technique on the board as the propagation left it), with the
    // offs it rests on as parents; false at a clash with an on.
    bool patternOff(int candidate, int pattern, const std::vector<int> &premises);

    int conflictOn = -1;
    int conflictOff = -1;
    std::vector<PatternRef> patterns;

private:
    int addNode(int candidate, bool on, Cause cause, int unit, int parent);
    void addParent(int parent)
    {
        m_parents.push_back(parent);
        ++m_nodes.back().parentCount;
    }
    void addRemovedParents(int cell, int digit, Cause cause, int unit, int except);
    bool offFrom(int cell, int digit, int parent, Cause cause, int unit);
    bool processOn(int index, const Rules &rules);
    bool processOff(int index, const Rules &rules);
    int markAncestors(int node) const;

    const Marks *m_source = nullptr;
    Marks m_grid;
    int m_n = 0;
    int m_depth = 0;
    std::vector<PNode> m_nodes;
    std::vector<std::int32_t> m_parents;
    std::vector<std::int32_t> m_onIndex;
    std::vector<std::int32_t> m_offIndex;
    std::vector<int> m_onQueue;
    std::vector<int> m_offQueue;
    std::size_t m_onHead = 0;
    std::size_t m_offHead = 0;
    mutable std::vector<std::uint32_t> m_marks;
    mutable std::uint32_t m_mark = 0;
    mutable std::vector<int> m_stack;
};

// The candidates a conclusion strikes: an off, itself; an on, the cell's other digits.
std::vector<CellDigit> struckBy(const Marks &board, int candidate, bool on)
{
    const int n = board.size();
    const int cell = candidate / n;
    const int digit = candidate % n + 1;
    std::vector<CellDigit> struck;
    if (!on) {
        if (board.has(cell, digit))
            struck.push_back({cell, digit});
        return struck;
    }
    for (const int d : bitsOf(board.candidatesOf(cell) & ~digitBit(digit)))
        struck.push_back({cell, d + 1});
    return struck;
}

// The branch of a propagation that leads to `ends`: every node they rest on, parents first.
// Pattern nodes point at their steps, appended to `nested`.
Chain branchOf(const Propagation &p, std::initializer_list<int> ends, std::vector<Step> &nested)
{
    const int n = p.source().size();
    std::vector<int> nodes;
    for (const int end : ends) {
        for (const int node : p.ancestors(end))
            nodes.push_back(node);
    }
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    std::vector<int> position(idx(p.nodeCount()), -1);
    std::vector<int> patternAt(p.patterns.size(), -1);
    Chain chain;
    for (const int index : nodes) {
        const PNode &node = p.node(index);
        position[idx(index)] = static_cast<int>(chain.nodes.size());
        ChainNode out;
        out.cells = {node.candidate / n};
        out.digit = node.candidate % n + 1;
        out.on = node.on;
        out.reason = reasonOf(node.cause);
        out.unit = node.unit;
        for (const std::int32_t parent : p.parentsOf(node)) {
            if (position[idx(parent)] >= 0)
                out.parents.push_back(position[idx(parent)]);
        }
        if (node.cause == Cause::Pattern && node.pattern >= 0) {
            int &at = patternAt[idx(node.pattern)];
            if (at < 0) {
                at = static_cast<int>(nested.size());
                nested.push_back(*p.patterns[idx(node.pattern)].step);
            }
            out.nested = at;
        }
        chain.nodes.push_back(std::move(out));
    }
    return chain;
}

// Fills what a chain step's highlight and nudge need: the chains' cells in order, the first
// chain's candidates, the digits; lists in reading order.
void finish(Step &step)
{
    if (step.cells.empty()) {
        for (const Chain &chain : step.chains) {
            for (const ChainNode &node : chain.nodes) {
                for (const int cell : node.cells) {
                    if (std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end())
                        step.cells.push_back(cell);
                }
            }
        }
    }
    if (step.candidates.empty() && !step.chains.empty()) {
        for (const ChainNode &node : step.chains.front().nodes) {
            for (const int cell : node.cells) {
                const CellDigit candidate{cell, node.digit};
                if (std::find(step.candidates.begin(), step.candidates.end(), candidate) == step.candidates.end())
                    step.candidates.push_back(candidate);
            }
        }
    }
    if (step.digits.isEmpty()) {
        for (const CellDigit candidate : step.candidates)
            step.digits.add(candidate.digit);
    }
    sortLists(step);
}

// Sudoku Explainer's sort of a search's steps: difficulty, then complexity, then a key for
// the kind of step, then the order found.
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

namespace kind {
constexpr int Double = 1;
constexpr int Cell = 5;
constexpr int Unit = 6;
constexpr int Contradiction = 7;
} // namespace kind

struct Best {
    Rank rank;
    std::optional<Step> step;

    bool mayWin(int base, int complexity, int kindKey) const
    {
        return Rank{base + lengthDifficulty(complexity), complexity, kindKey, 0} < rank;
    }
    template <typename Build>
    void offer(const Rank &r, Build &&build)
    {
        if (r < rank) {
            rank = r;
            step = build();
            step->difficulty = r.difficulty;
        }
    }
};

// ---------------------------------------------------------------------------------------
// The engine: what one findStep() shares between its searches.

class Engine {
public:
    Engine(const Marks &board, const std::atomic<bool> *cancel) : m_board(board), m_cancel(cancel) {}

    const Marks &board() const { return m_board; }
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    // A propagation to work in at a depth of nesting (0: the outer search's), the i-th.
    Propagation &propagation(int depth, std::size_t i)
    {
        if (m_pool.size() <= idx(depth))
            m_pool.resize(idx(depth + 1));
        auto &pool = m_pool[idx(depth)];
        while (pool.size() <= i)
            pool.push_back(std::make_unique<Propagation>());
        return *pool[i];
    }

    // Level 1 and up: the first of the plus techniques that strikes something on the
    // propagation's board, as pattern offs. False when none does.
    bool applyPatterns(Propagation &p);
    // Level 2 and up: the forcing chains one level down that strike something, likewise.
    bool applyInner(Propagation &p, const Rules &rules);

private:
    const Marks &m_board;
    const std::atomic<bool> *m_cancel;
    std::vector<std::vector<std::unique_ptr<Propagation>>> m_pool;
};

// ---------------------------------------------------------------------------------------
// Propagation

void Propagation::start(const Marks &source, int depth)
{
    m_source = &source;
    m_grid = source;
    m_depth = depth;
    const int n = source.size();
    const int candidates = n * n * n;
    if (m_n != n || m_onIndex.size() != idx(candidates)) {
        m_n = n;
        m_onIndex.assign(idx(candidates), -1);
        m_offIndex.assign(idx(candidates), -1);
    } else {
        for (const PNode &node : m_nodes) {
            m_onIndex[idx(node.candidate)] = -1;
            m_offIndex[idx(node.candidate)] = -1;
        }
    }
    m_nodes.clear();
    m_parents.clear();
    m_onQueue.clear();
    m_offQueue.clear();
    m_onHead = 0;
    m_offHead = 0;
    conflictOn = -1;
    conflictOff = -1;
    patterns.clear();
}

int Propagation::addNode(int candidate, bool on, Cause cause, int unit, int parent)
{
    PNode node;
    node.candidate = candidate;
    node.on = on;
    node.cause = cause;
    node.unit = static_cast<std::int16_t>(unit);
    node.firstParent = static_cast<std::uint32_t>(m_parents.size());
    m_nodes.push_back(node);
    if (parent >= 0)
        addParent(parent);
    return static_cast<int>(m_nodes.size()) - 1;
}

void Propagation::assume(int candidate, bool on)
{
    const int index = addNode(candidate, on, Cause::Assumption, -1, -1);
    (on ? m_onIndex : m_offIndex)[idx(candidate)] = index;
    (on ? m_onQueue : m_offQueue).push_back(index);
}

bool Propagation::offFrom(int cell, int digit, int parent, Cause cause, int unit)
{
    const int candidate = cell * m_n + digit - 1;
    if (m_onIndex[idx(candidate)] >= 0) {
        conflictOn = m_onIndex[idx(candidate)];
        conflictOff = addNode(candidate, false, cause, unit, parent);
        return false;
    }
    if (m_offIndex[idx(candidate)] < 0) {
        const int index = addNode(candidate, false, cause, unit, parent);
        m_offIndex[idx(candidate)] = index;
        m_offQueue.push_back(index);
    }
    return true;
}

bool Propagation::processOn(int index, const Rules &rules)
{
    const Geometry &g = m_grid.geometry();
    const int candidate = m_nodes[idx(index)].candidate;
    const int cell = candidate / m_n;
    const int digit = candidate % m_n + 1;
    if (rules.cellRule) {
        for (const int d : bitsOf(m_grid.candidatesOf(cell) & ~digitBit(digit))) {
            if (!offFrom(cell, d + 1, index, Cause::SameCell, -1))
                return false;
        }
    }
    // Sudoku Explainer's order: the box, then the row and the column, each cell once.
    const int box = g.boxOf(cell);
    for (const UnitKind kind : {UnitKind::Box, UnitKind::Row, UnitKind::Column}) {
        const int unit = unitOfKind(g, cell, kind);
        for (const int i : bitsOf(m_grid.placesOf(unit, digit))) {
            const int peer = m_grid.cellAt(unit, i);
            if (peer == cell || (kind != UnitKind::Box && g.boxOf(peer) == box))
                continue;
            if (!offFrom(peer, digit, index, Cause::SameUnit, unit))
                return false;
        }
    }
    return true;
}

// The offs that left a cell (LastCandidate) or a unit (LastPlace) with one candidate or
// place: the parents of the on it makes, beside the off that made it (`except`).
void Propagation::addRemovedParents(int cell, int digit, Cause cause, int unit, int except)
{
    if (cause == Cause::LastCandidate) {
        for (const int d : bitsOf(m_source->candidatesOf(cell) & ~m_grid.candidatesOf(cell))) {
            const int parent = m_offIndex[idx(cell * m_n + d)];
            if (parent >= 0 && parent != except)
                addParent(parent);
        }
        return;
    }
    for (const int i : bitsOf(m_source->placesOf(unit, digit) & ~m_grid.placesOf(unit, digit))) {
        const int parent = m_offIndex[idx(m_grid.cellAt(unit, i) * m_n + digit - 1)];
        if (parent >= 0 && parent != except)
            addParent(parent);
    }
}

bool Propagation::processOff(int index, const Rules &rules)
{
    const Geometry &g = m_grid.geometry();
    const int candidate = m_nodes[idx(index)].candidate;
    const int cell = candidate / m_n;
    const int digit = candidate % m_n + 1;
    struct Made {
        int candidate;
        Cause cause;
        int unit;
    };
    std::array<Made, 4> made{};
    int count = 0;
    const auto addMade = [&](int c, Cause cause, int unit) {
        for (int i = 0; i < count; ++i) {
            if (made[idx(i)].candidate == c)
                return;
        }
        made[idx(count++)] = {c, cause, unit};
    };
    const Mask here = m_grid.candidatesOf(cell);
    if (rules.cellRule && (here & digitBit(digit)) != 0) {
        if (here == digitBit(digit))
            addMade(candidate, Cause::LastCandidate, -1); // its last candidate: a clash
        else if (countOf(here) == 2)
            addMade(cell * m_n + lowestOf(here & ~digitBit(digit)), Cause::LastCandidate, -1);
    }
    if (rules.unitRule) {
        for (const UnitKind kind : {UnitKind::Box, UnitKind::Row, UnitKind::Column}) {
            const int unit = unitOfKind(g, cell, kind);
            const Mask self = Mask{1} << m_grid.positionIn(cell, kind);
            const Mask places = m_grid.placesOf(unit, digit);
            if ((places & self) == 0)
                continue;
            if (places == self)
                addMade(candidate, Cause::LastPlace, unit); // its last place: a clash
            else if (isSingle(places & ~self))
                addMade(m_grid.cellAt(unit, lowestOf(places & ~self)) * m_n + digit - 1, Cause::LastPlace, unit);
        }
    }
    if (rules.dynamic)
        m_grid.remove(cell, digit);
    for (int i = 0; i < count; ++i) {
        const Made &m = made[idx(i)];
        const bool clash = m_offIndex[idx(m.candidate)] >= 0;
        if (!clash && m_onIndex[idx(m.candidate)] >= 0)
            continue;
        const int node = addNode(m.candidate, true, m.cause, m.unit, index);
        if (rules.dynamic)
            addRemovedParents(m.candidate / m_n, m.candidate % m_n + 1, m.cause, m.unit, index);
        if (clash) {
            conflictOn = node;
            conflictOff = m_offIndex[idx(m.candidate)];
            return false;
        }
        m_onIndex[idx(m.candidate)] = node;
        m_onQueue.push_back(node);
    }
    return true;
}

bool Propagation::run(Engine &engine, const Rules &rules)
{
    for (;;) {
        if (m_onHead < m_onQueue.size()) {
            if (!processOn(m_onQueue[m_onHead++], rules))
                return false;
            continue;
        }
        if (m_offHead < m_offQueue.size()) {
            if (!processOff(m_offQueue[m_offHead++], rules))
                return false;
            continue;
        }
        if (rules.level >= 1 && engine.applyPatterns(*this)) {
            if (conflictOn >= 0)
                return false;
            continue;
        }
        if (rules.level >= 2 && engine.applyInner(*this, rules)) {
            if (conflictOn >= 0)
                return false;
            continue;
        }
        return true;
    }
}

bool Propagation::patternOff(int candidate, int pattern, const std::vector<int> &premises)
{
    if (m_offIndex[idx(candidate)] >= 0)
        return true;
    const int index = addNode(candidate, false, Cause::Pattern, -1, -1);
    m_nodes.back().pattern = pattern;
    for (const int premise : premises) {
        const int parent = m_offIndex[idx(premise)];
        if (parent >= 0)
            addParent(parent);
    }
    // What the pattern rests on here is not told (a forcing chain's premises a level down
    // are not followed further): the branch's assumption stands for it, as it holds only
    // under the assumption.
    if (m_nodes.back().parentCount == 0 && !m_nodes.empty() && m_nodes.front().cause == Cause::Assumption)
        addParent(0);
    if (m_onIndex[idx(candidate)] >= 0) {
        conflictOn = m_onIndex[idx(candidate)];
        conflictOff = index;
        return false;
    }
    m_offIndex[idx(candidate)] = index;
    m_offQueue.push_back(index);
    return true;
}

int Propagation::markAncestors(int node) const
{
    if (m_marks.size() < m_nodes.size())
        m_marks.assign(m_nodes.size() + 256, 0);
    if (++m_mark == 0) {
        std::fill(m_marks.begin(), m_marks.end(), 0);
        m_mark = 1;
    }
    m_stack.assign(1, node);
    m_marks[idx(node)] = m_mark;
    int count = 0;
    while (!m_stack.empty()) {
        const int n = m_stack.back();
        m_stack.pop_back();
        ++count;
        for (const std::int32_t parent : parentsOf(m_nodes[idx(n)])) {
            if (m_marks[idx(parent)] != m_mark) {
                m_marks[idx(parent)] = m_mark;
                m_stack.push_back(parent);
            }
        }
    }
    return count;
}

int Propagation::complexity(int node) const
{
    int count = markAncestors(node);
    if (patterns.empty())
        return count;
    std::vector<bool> counted(patterns.size(), false);
    for (int n = 0; n <= node; ++n) {
        const PNode &current = m_nodes[idx(n)];
        if (m_marks[idx(n)] == m_mark && current.cause == Cause::Pattern && current.pattern >= 0
            && !counted[idx(current.pattern)]) {
            counted[idx(current.pattern)] = true;
            count += patterns[idx(current.pattern)].complexity;
        }
    }
    return count;
}

std::vector<int> Propagation::ancestors(int node) const
{
    markAncestors(node);
    std::vector<int> list;
    for (int n = 0; n < nodeCount(); ++n) {
        if (m_marks[idx(n)] == m_mark)
            list.push_back(n);
    }
    return list;
}

void Propagation::outcome(Potentials &set) const
{
    set.resize(m_n * m_n * m_n);
    for (int n = 0; n < nodeCount(); ++n) {
        const PNode &node = m_nodes[idx(n)];
        if (nodeOf(node.candidate, node.on) == n)
            set.add(node.candidate, node.on);
    }
}

// ---------------------------------------------------------------------------------------
// Patterns (level 1 and up)

// The offs a pattern rests on: the candidates whose absence makes it, gone from the
// propagation's board since it began.
// (Those present on `source` and gone from `grid`, added to `premises` once each.)
void addPatternPremises(const Marks &source, const Marks &grid, const Step &step, std::vector<int> &premises)
{
    const Geometry &g = grid.geometry();
    const int n = grid.size();
    const auto add = [&](int cell, int digit) {
        const int premise = cell * n + digit - 1;
        if (source.has(cell, digit) && !grid.has(cell, digit)
            && std::find(premises.begin(), premises.end(), premise) == premises.end())
            premises.push_back(premise);
    };
    const auto inAny = [&](const std::vector<int> &units, int cell) {
        return std::any_of(units.begin(), units.end(), [&](int unit) {
            const auto &of = g.unitsOfCell(cell);
            return of[0] == unit || of[1] == unit || of[2] == unit;
        });
    };
    switch (techniqueInfo(step.technique).family) {
    case Family::Intersection:
    case Family::Fish: {
        // The digit's places in the base units outside the covers.
        const int digit = step.digits.first();
        for (const int unit : step.units) {
            for (const int cell : g.cellsOfUnit(unit)) {
                if (!inAny(step.coverUnits, cell))
                    add(cell, digit);
            }
        }
        break;
    }
    default: {
        const bool naked = step.technique == Technique::NakedPair || step.technique == Technique::NakedTriple
                        || step.technique == Technique::NakedQuad;
        if (naked) {
            // The cells' other digits.
            for (const int cell : step.cells) {
                for (const int d : bitsOf(source.candidatesOf(cell) & ~step.digits.bits()))
                    add(cell, d + 1);
            }
        } else if (!step.units.empty()) {
            // The digits' other places in the unit.
            for (const int cell : g.cellsOfUnit(step.units.front())) {
                if (std::find(step.cells.begin(), step.cells.end(), cell) != step.cells.end())
                    continue;
                for (const int digit : step.digits)
                    add(cell, digit);
            }
        }
        break;
    }
    }
}

bool Engine::applyPatterns(Propagation &p)
{
    // Sudoku Explainer's techniques of the dynamic forcing chains (+).
    static constexpr std::array<std::pair<Finder, Technique>, 5> plus = {{
        {findLockedCandidates, Technique::LockedCandidatesPointing},
        {findLockedCandidates, Technique::LockedCandidatesClaiming},
        {findNakedSubset, Technique::NakedPair},
        {findHiddenSubset, Technique::HiddenPair},
        {findFish, Technique::XWing},
    }};
    const Search search{p.grid(), nullptr};
    for (const auto &[find, technique] : plus) {
        std::optional<Step> step = find(search, technique);
        if (!step)
            continue;
        const int n = p.grid().size();
        std::vector<int> premises;
        addPatternPremises(p.source(), p.grid(), *step, premises);
        const int pattern = static_cast<int>(p.patterns.size());
        p.patterns.push_back({std::make_shared<const Step>(*step), 0});
        for (const CellDigit e : step->eliminations) {
            if (!p.patternOff(e.cell * n + e.digit - 1, pattern, premises))
                return true;
        }
        return true;
    }
    return false;
}

// ---------------------------------------------------------------------------------------
// Nested chains (level 2 and up)
//
// When a chain of level L runs dry, the cells of its board with fewest candidates are tried
// one level down, each candidate propagated by the rules of level L - 1: a candidate whose
// propagation ends in a contradiction is off, and what every remaining candidate of the cell
// leads to holds (a forcing chain inside the chain). The first cell that gives anything gives
// it. Trying the cell with fewest candidates, at every depth, is a refutation by cases: a
// board with no solution is refuted at some depth, so a false candidate's propagation ends in
// a contradiction at some level, and the outer search then has its step.

// The most cells tried at one dry point, fewest candidates first: enough to find most of what
// a level can, few enough that a chain stays quick; the first alone keeps the search complete.
constexpr int InnerCells = 4;
// The most conclusions of one cell a chain takes (each is a nested step with its chains).
constexpr int InnerConclusions = 8;

Rules innerRules(int level)
{
    return Rules{true, true, true, level - 1};
}

Technique innerTechnique(int innerLevel)
{
    if (innerLevel == 0)
        return Technique::DynamicCellForcingChain;
    return innerLevel == 1 ? Technique::DynamicForcingChainPlus : Technique::NestedForcingChain;
}

// The cells to try inside a chain: fewest candidates first, then in reading order.
std::vector<int> cellsToTry(const Propagation &p)
{
    const Marks &grid = p.grid();
    const int n = grid.size();
    std::vector<int> cells;
    for (int cardinality = 2; cardinality <= n && static_cast<int>(cells.size()) < InnerCells; ++cardinality) {
        for (int cell = 0; cell < grid.cellCount() && static_cast<int>(cells.size()) < InnerCells; ++cell) {
            if (countOf(grid.candidatesOf(cell)) != cardinality)
                continue;
            // A cell the chain has settled (its digit on) has nothing to try.
            bool settled = false;
            for (const int d : bitsOf(grid.candidatesOf(cell)))
                settled = settled || p.nodeOf(cell * n + d, true) >= 0;
            if (!settled)
                cells.push_back(cell);
        }
    }
    return cells;
}

// The offs of the outer chain an inner branch rests on: what it found gone, since the outer
// chain began, from each cell or unit whose last candidate or place it used, and from the
// cell tried.
void addPremises(const Propagation &p, const Propagation &q, int end, int cell, std::vector<int> &premises)
{
    const Marks &grid = p.grid();
    const Marks &source = p.source();
    const int n = grid.size();
    const auto add = [&](int c, int digit) {
        if (source.has(c, digit) && !grid.has(c, digit)) {
            const int premise = c * n + digit - 1;
            if (std::find(premises.begin(), premises.end(), premise) == premises.end())
                premises.push_back(premise);
        }
    };
    for (const int d : bitsOf(source.candidatesOf(cell)))
        add(cell, d + 1);
    for (const int index : q.ancestors(end)) {
        const PNode &node = q.node(index);
        const int c = node.candidate / n;
        const int digit = node.candidate % n + 1;
        if (node.cause == Cause::LastCandidate) {
            for (const int other : bitsOf(source.candidatesOf(c)))
                add(c, other + 1);
        } else if (node.cause == Cause::LastPlace && node.unit >= 0) {
            for (const int i : bitsOf(source.placesOf(node.unit, digit)))
                add(grid.cellAt(node.unit, i), digit);
        } else if (node.cause == Cause::Pattern && node.pattern >= 0) {
            // A pattern inside rests on what its support lacks (a forcing chain's, on its
            // own premises inside: the branch's assumption stands for them, patternOff).
            addPatternPremises(source, grid, *q.patterns[idx(node.pattern)].step, premises);
        }
    }
}

bool Engine::applyInner(Propagation &p, const Rules &rules)
{
    const Marks &grid = p.grid();
    const int n = grid.size();
    const Rules inner = innerRules(rules.level);
    const int depth = p.depth() + 1;
    for (const int cell : cellsToTry(p)) {
        if (cancelled())
            return false;
        // Each candidate of the cell, propagated one level down.
        std::vector<int> digits;
        std::vector<Propagation *> branches;
        std::vector<int> refuted;
        std::size_t k = 0;
        for (const int d : bitsOf(grid.candidatesOf(cell))) {
            Propagation &q = propagation(depth, k++);
            q.start(grid, depth);
            q.assume(cell * n + d, true);
            if (q.run(*this, inner)) {
                digits.push_back(d + 1);
                branches.push_back(&q);
            } else {
                refuted.push_back(static_cast<int>(k) - 1);
            }
            if (cancelled())
                return false;
        }
        const auto addPattern = [&](Step step, int complexity, const std::vector<int> &premises) {
            const int pattern = static_cast<int>(p.patterns.size());
            step.difficulty = techniqueInfo(step.technique).difficulty + lengthDifficulty(complexity);
            finish(step);
            const std::vector<CellDigit> struck = step.eliminations;
            p.patterns.push_back({std::make_shared<const Step>(std::move(step)), complexity});
            for (const CellDigit e : struck) {
                if (!p.patternOff(e.cell * n + e.digit - 1, pattern, premises))
                    return false;
            }
            return true;
        };
        // A candidate refuted: a contradiction inside the chain.
        for (const int i : refuted) {
            const Propagation &q = propagation(depth, idx(i));
            const int candidate = q.node(0).candidate;
            Step step = newStep(grid, innerTechnique(inner.level));
            step.eliminations = {{cell, candidate % n + 1}};
            step.chains = {branchOf(q, {q.conflictOn, q.conflictOff}, step.nested)};
            step.cells = {cell};
            std::vector<int> premises;
            addPremises(p, q, q.conflictOn, cell, premises);
            addPremises(p, q, q.conflictOff, cell, premises);
            if (!addPattern(std::move(step), q.complexity(q.conflictOn) + q.complexity(q.conflictOff), premises))
                return true;
        }
        // What every remaining candidate leads to.
        int conclusions = 0;
        if (!branches.empty()) {
            const Propagation &first = *branches.front();
            for (int index = 0; index < first.nodeCount() && conclusions < InnerConclusions; ++index) {
                const PNode &node = first.node(index);
                if (first.nodeOf(node.candidate, node.on) != index || index == 0)
                    continue;
                std::vector<int> ends;
                for (const Propagation *b : branches) {
                    const int end = b->nodeOf(node.candidate, node.on);
                    if (end < 0)
                        break;
                    ends.push_back(end);
                }
                if (ends.size() != branches.size())
                    continue;
                std::vector<CellDigit> struck;
                for (const CellDigit e : struckBy(grid, node.candidate, node.on)) {
                    if (p.nodeOf(e.cell * n + e.digit - 1, false) < 0)
                        struck.push_back(e);
                }
                if (struck.empty())
                    continue;
                Step step = newStep(grid, innerTechnique(inner.level));
                step.eliminations = struck;
                step.cells = {cell};
                step.digits = Candidates::fromBits(grid.candidatesOf(cell));
                std::vector<int> premises;
                int complexity = 0;
                for (std::size_t b = 0; b < branches.size(); ++b) {
                    step.chains.push_back(branchOf(*branches[b], {ends[b]}, step.nested));
                    addPremises(p, *branches[b], ends[b], cell, premises);
                    complexity += branches[b]->complexity(ends[b]);
                }
                ++conclusions;
                if (!addPattern(std::move(step), complexity, premises))
                    return true;
            }
        }
        if (!refuted.empty() || conclusions > 0)
            return true;
    }
    return false;
}

// ---------------------------------------------------------------------------------------
// Forcing-chain searches

struct Mode {
    Rules rules;
    bool nishio = false;   // contradictions of an on, without the cell rule
    bool multiple = false; // cells and units of more than two candidates and places
    int base = 0;
    std::array<Technique, 4> techniques{}; // contradiction, double, cell, unit
    // Nested: every propagation searches inside, so only each candidate's "on" is followed
    // (to a contradiction, or to what all of a cell's lead to), cells with fewest candidates
    // first, and the first cell that gives a step gives it.
    bool nested = false;
};

class ForcingSearch {
public:
    ForcingSearch(Engine &engine, const Mode &mode) : m_engine(engine), m_board(engine.board()), m_mode(mode) {}

    std::optional<Step> run()
    {
        const int n = m_board.size();
        m_outcomes.assign(idx(n * n * n), Potentials());
        std::vector<int> cells;
        for (int cell = 0; cell < m_board.cellCount(); ++cell)
            cells.push_back(cell);
        if (m_mode.nested) {
            std::stable_sort(cells.begin(), cells.end(), [&](int a, int b) {
                return countOf(m_board.candidatesOf(a)) < countOf(m_board.candidatesOf(b));
            });
        }
        for (const int cell : cells) {
            if (m_engine.cancelled())
                return std::nullopt;
            if (m_mode.nested && m_best.step)
                break;
            const Mask here = m_board.candidatesOf(cell);
            const int cardinality = countOf(here);
            if (!(cardinality > 2 || (cardinality > 1 && m_mode.rules.dynamic)))
                continue;
            const bool doDouble = cardinality >= 3 && !m_mode.nishio && m_mode.rules.dynamic && !m_mode.nested;
            const bool doContradiction = m_mode.rules.dynamic || m_mode.nishio;
            Potentials cellCommon;
            std::vector<Propagation *> branches;
            std::size_t k = 0;
            for (const int d : bitsOf(here)) {
                const int digit = d + 1;
                const int candidate = cell * n + d;
                Propagation &on = m_engine.propagation(0, k++);
                on.start(m_board, 0);
                on.assume(candidate, true);
                const bool fine = on.run(m_engine, m_mode.rules);
                on.outcome(m_outcomes[idx(candidate)]);
                if (doContradiction && !fine)
                    contradiction(on, cell, digit, true);
                if (doDouble || (doContradiction && !m_mode.nested)) {
                    Propagation &off = m_engine.propagation(0, 40);
                    off.start(m_board, 0);
                    off.assume(candidate, false);
                    const bool offFine = off.run(m_engine, m_mode.rules);
                    if (doContradiction && !offFine)
                        contradiction(off, cell, digit, false);
                    if (doDouble && fine && offFine)
                        doubles(on, off, cell);
                }
                if (m_engine.cancelled())
                    return std::nullopt;
                if (!m_mode.nishio && !m_mode.nested)
                    unitChains(cell, digit, on);
                if (branches.empty())
                    cellCommon = m_outcomes[idx(candidate)];
                else
                    cellCommon.intersect(m_outcomes[idx(candidate)]);
                branches.push_back(&on);
            }
            if (!m_mode.nishio && (cardinality == 2 || (m_mode.multiple && cardinality > 2)) && !cellCommon.isEmpty()) {
                reductions(branches, cellCommon, kind::Cell, [&](std::vector<CellDigit> struck) {
                    Step step = forcingStep(m_mode.techniques[2], std::move(struck));
                    step.cells = {cell};
                    step.digits = Candidates::fromBits(here);
                    return step;
                });
            }
        }
        if (m_best.step)
            finish(*m_best.step);
        return std::move(m_best.step);
    }

private:
    Step forcingStep(Technique technique, std::vector<CellDigit> struck) const
    {
        Step step = newStep(m_board, technique);
        step.eliminations = std::move(struck);
        return step;
    }

    std::uint64_t nextOrder() { return m_order++; }

    void contradiction(const Propagation &p, int cell, int digit, bool sourceOn)
    {
        const int n = m_board.size();
        const int complexity = p.complexity(p.conflictOn) + p.complexity(p.conflictOff);
        const Rank rank{m_mode.base + lengthDifficulty(complexity), complexity, kind::Contradiction, nextOrder()};
        std::vector<CellDigit> struck = struckBy(m_board, cell * n + digit - 1, !sourceOn);
        if (struck.empty())
            return;
        m_best.offer(rank, [&] {
            Step step = forcingStep(m_mode.techniques[0], struck);
            step.chains = {branchOf(p, {p.conflictOn, p.conflictOff}, step.nested)};
            step.cells = {cell};
            return step;
        });
    }

    void doubles(const Propagation &on, const Propagation &off, int cell)
    {
        for (int index = 0; index < on.nodeCount(); ++index) {
            const PNode &node = on.node(index);
            if (on.nodeOf(node.candidate, node.on) != index)
                continue;
            const int other = off.nodeOf(node.candidate, node.on);
            if (other < 0)
                continue;
            std::vector<CellDigit> struck = struckBy(m_board, node.candidate, node.on);
            if (struck.empty())
                continue;
            const int complexity = on.complexity(index) + off.complexity(other);
            const Rank rank{m_mode.base + lengthDifficulty(complexity), complexity, kind::Double, nextOrder()};
            m_best.offer(rank, [&] {
                Step step = forcingStep(m_mode.techniques[1], struck);
                step.chains = {branchOf(on, {index}, step.nested), branchOf(off, {other}, step.nested)};
                step.cells = {cell};
                return step;
            });
        }
    }

    // Every branch leads to the conclusions in `common`: offer each that strikes something.
    template <typename Make>
    void reductions(const std::vector<Propagation *> &branches, const Potentials &common, int kindKey, Make &&make)
    {
        const Propagation &first = *branches.front();
        for (int index = 0; index < first.nodeCount(); ++index) {
            const PNode &node = first.node(index);
            if (first.nodeOf(node.candidate, node.on) != index || !common.contains(node.candidate, node.on))
                continue;
            std::vector<CellDigit> struck = struckBy(m_board, node.candidate, node.on);
            if (struck.empty())
                continue;
            int complexity = 0;
            std::vector<int> ends;
            for (const Propagation *b : branches) {
                const int end = b->nodeOf(node.candidate, node.on);
                ends.push_back(end);
                complexity += b->complexity(end);
            }
            const Rank rank{m_mode.base + lengthDifficulty(complexity), complexity, kindKey, nextOrder()};
            m_best.offer(rank, [&] {
                Step step = make(struck);
                for (std::size_t i = 0; i < branches.size(); ++i)
                    step.chains.push_back(branchOf(*branches[i], {ends[i]}, step.nested));
                return step;
            });
        }
    }

    const Potentials &outcomeOf(int candidate)
    {
        Potentials &outcome = m_outcomes[idx(candidate)];
        if (!outcome.known()) {
            Propagation &p = m_engine.propagation(0, 41);
            p.start(m_board, 0);
            p.assume(candidate, true);
            p.run(m_engine, m_mode.rules);
            p.outcome(outcome);
        }
        return outcome;
    }

    void unitChains(int cell, int digit, const Propagation &own)
    {
        const Geometry &g = m_board.geometry();
        const int n = m_board.size();
        for (const UnitKind kindOfUnit : {UnitKind::Box, UnitKind::Row, UnitKind::Column}) {
            const int unit = unitOfKind(g, cell, kindOfUnit);
            const Mask positions = m_board.placesOf(unit, digit);
            const int count = countOf(positions);
            if (!(count == 2 || (m_mode.multiple && count > 2)) || m_board.cellAt(unit, lowestOf(positions)) != cell)
                continue;
            Potentials common = m_outcomes[idx(cell * n + digit - 1)];
            bool any = true;
            for (const int i : bitsOf(withoutLowest(positions))) {
                if (!common.intersect(outcomeOf(m_board.cellAt(unit, i) * n + digit - 1))) {
                    any = false;
                    break;
                }
            }
            if (!any || m_engine.cancelled())
                continue;
            std::vector<Propagation *> branches = {const_cast<Propagation *>(&own)};
            std::size_t next = 42;
            for (const int i : bitsOf(withoutLowest(positions))) {
                Propagation &p = m_engine.propagation(0, next++);
                p.start(m_board, 0);
                p.assume(m_board.cellAt(unit, i) * n + digit - 1, true);
                p.run(m_engine, m_mode.rules);
                branches.push_back(&p);
            }
            reductions(branches, common, kind::Unit, [&](std::vector<CellDigit> struck) {
                Step step = forcingStep(m_mode.techniques[3], std::move(struck));
                step.units = {unit};
                step.cells = m_board.cellsAt(unit, positions);
                step.digits = Candidates::single(digit);
                return step;
            });
        }
    }

    Engine &m_engine;
    const Marks &m_board;
    const Mode m_mode;
    Best m_best;
    std::uint64_t m_order = 0;
    std::vector<Potentials> m_outcomes; // each candidate's on propagation, once run
};

// ---------------------------------------------------------------------------------------
// Alternating chains

struct ChainNodeRef {
    std::int32_t candidate = 0;
    bool on = false;
    Cause cause = Cause::Assumption;
    std::int16_t unit = -1;
    std::int32_t parent = -1;
    std::int32_t depth = 0;
};

// Would (cell, digit) being true rule out `other`?
bool clashes(const Geometry &g, CellDigit a, CellDigit b)
{
    if (a.cell == b.cell)
        return a.digit != b.digit;
    return a.digit == b.digit && g.arePeers(a.cell, b.cell);
}

class ChainSearch {
public:
    explicit ChainSearch(const Search &search) : m_search(search), m_marks(search.marks), m_g(m_marks.geometry())
    {
        const int n = m_marks.size();
        m_onSeen.assign(idx(n * n * n), -1);
        m_offSeen.assign(idx(n * n * n), -1);
    }

    std::optional<Step> run()
    {
        const int n = m_marks.size();
        // Sudoku Explainer's passes: links on one digit (6.6), then links of both kinds (7.0).
        for (const bool cellLinks : {false, true}) {
            const int base = cellLinks ? 70 : 66;
            for (int cell = 0; cell < m_marks.cellCount(); ++cell) {
                if (countOf(m_marks.candidatesOf(cell)) < 2)
                    continue;
                if (m_search.cancelled())
                    return std::nullopt;
                for (const int d : bitsOf(m_marks.candidatesOf(cell)))
                    fromSource(cell * n + d, cellLinks, base);
            }
        }
        if (m_best.step)
            finish(*m_best.step);
        return std::move(m_best.step);
    }

private:
    int add(int candidate, bool on, Cause cause, int unit, int parent)
    {
        ChainNodeRef node;
        node.candidate = candidate;
        node.on = on;
        node.cause = cause;
        node.unit = static_cast<std::int16_t>(unit);
        node.parent = parent;
        node.depth = parent < 0 ? 1 : m_nodes[idx(parent)].depth + 1;
        m_nodes.push_back(node);
        const int index = static_cast<int>(m_nodes.size()) - 1;
        (on ? m_onSeen : m_offSeen)[idx(candidate)] = index;
        return index;
    }

    // Breadth first from "source is off": each on reached is a chain end; the first (shortest)
    // that strikes something is offered.
    void fromSource(int source, bool cellLinks, int base)
    {
        const int n = m_marks.size();
        for (const ChainNodeRef &node : m_nodes) {
            m_onSeen[idx(node.candidate)] = -1;
            m_offSeen[idx(node.candidate)] = -1;
        }
        m_nodes.clear();
        // The longest chain that may still win.
        int maxDepth = 0;
        while (maxDepth < 200 && m_best.mayWin(base, maxDepth + 1 + 2, kind::Contradiction))
            ++maxDepth;
        if (maxDepth < 4)
            return;
        add(source, false, Cause::Assumption, -1, -1);
        const CellDigit a{source / n, source % n + 1};
        // The candidates that clash with the source: its cell's others, its digit's peers.
        m_clashingSource.clear();
        for (const int d : bitsOf(m_marks.candidatesOf(a.cell) & ~digitBit(a.digit)))
            m_clashingSource.push_back({a.cell, d + 1});
        for (const int peer : m_g.peersOfCell(a.cell)) {
            if (m_marks.has(peer, a.digit))
                m_clashingSource.push_back({peer, a.digit});
        }
        for (std::size_t head = 0; head < m_nodes.size(); ++head) {
            const ChainNodeRef node = m_nodes[head];
            if (node.depth >= maxDepth)
                break;
            const int cell = node.candidate / n;
            const int digit = node.candidate % n + 1;
            const int index = static_cast<int>(head);
            if (!node.on) {
                // Strong links: the cell's last other candidate, the digit's last other place.
                const Mask here = m_marks.candidatesOf(cell);
                if (cellLinks && countOf(here) == 2)
                    reach(cell * n + lowestOf(here & ~digitBit(digit)), Cause::LastCandidate, -1, index, a, base);
                for (const UnitKind kind : {UnitKind::Box, UnitKind::Row, UnitKind::Column}) {
                    const int unit = unitOfKind(m_g, cell, kind);
                    const Mask places = m_marks.placesOf(unit, digit);
                    if (countOf(places) != 2)
                        continue;
                    const Mask other = places & ~(Mask{1} << m_marks.positionIn(cell, kind));
                    reach(m_marks.cellAt(unit, lowestOf(other)) * n + digit - 1, Cause::LastPlace, unit, index, a,
                          base);
                }
                continue;
            }
            // Weak links: the cell's other candidates, the digit in the peers.
            if (cellLinks) {
                for (const int d : bitsOf(m_marks.candidatesOf(cell) & ~digitBit(digit))) {
                    if (m_offSeen[idx(cell * n + d)] < 0)
                        add(cell * n + d, false, Cause::SameCell, -1, index);
                }
            }
            const int box = m_g.boxOf(cell);
            for (const UnitKind kind : {UnitKind::Box, UnitKind::Row, UnitKind::Column}) {
                const int unit = unitOfKind(m_g, cell, kind);
                for (const int i : bitsOf(m_marks.placesOf(unit, digit))) {
                    const int peer = m_marks.cellAt(unit, i);
                    if (peer == cell || (kind != UnitKind::Box && m_g.boxOf(peer) == box))
                        continue;
                    if (m_offSeen[idx(peer * n + digit - 1)] < 0)
                        add(peer * n + digit - 1, false, Cause::SameUnit, unit, index);
                }
            }
        }
    }

    void reach(int candidate, Cause cause, int unit, int parent, CellDigit a, int base)
    {
        if (m_onSeen[idx(candidate)] >= 0)
            return;
        const int index = add(candidate, true, cause, unit, parent);
        const int n = m_marks.size();
        const CellDigit z{candidate / n, candidate % n + 1};
        // Either a or z is true: what clashes with both goes.
        std::vector<CellDigit> struck;
        if (a == z) {
            // The source's off made it on: it is on.
            for (const int d : bitsOf(m_marks.candidatesOf(a.cell) & ~digitBit(a.digit)))
                struck.push_back({a.cell, d + 1});
        } else {
            for (const CellDigit x : m_clashingSource) {
                if (x != z && clashes(m_g, x, z))
                    struck.push_back(x);
            }
        }
        std::sort(struck.begin(), struck.end(), [](CellDigit p, CellDigit q) {
            return p.cell != q.cell ? p.cell < q.cell : p.digit < q.digit;
        });
        struck.erase(std::unique(struck.begin(), struck.end()), struck.end());
        if (struck.empty())
            return;
        const int complexity = m_nodes[idx(index)].depth + 2; // with the source on and off
        // The base depends on the chain's shape: one digit throughout is an X-chain.
        std::vector<int> path;
        for (int at = index; at >= 0; at = m_nodes[idx(at)].parent)
            path.push_back(at);
        std::reverse(path.begin(), path.end());
        Chain chain;
        bool oneDigit = true;
        for (std::size_t i = 0; i < path.size(); ++i) {
            const ChainNodeRef &node = m_nodes[idx(path[i])];
            ChainNode out;
            out.cells = {node.candidate / n};
            out.digit = node.candidate % n + 1;
            out.on = node.on;
            out.reason = reasonOf(node.cause);
            out.unit = node.unit;
            if (i > 0)
                out.parents = {static_cast<int>(i) - 1};
            oneDigit = oneDigit && out.digit == a.digit;
            chain.nodes.push_back(std::move(out));
        }
        const int difficulty = (oneDigit ? 66 : base) + lengthDifficulty(complexity);
        m_best.offer(Rank{difficulty, complexity, kind::Contradiction, m_order++}, [&] {
            Step step = newStep(m_marks, techniques::chainShape(chain, false));
            step.eliminations = std::move(struck);
            step.chains = {std::move(chain)};
            return step;
        });
    }

    const Search &m_search;
    const Marks &m_marks;
    const Geometry &m_g;
    std::vector<ChainNodeRef> m_nodes;
    std::vector<CellDigit> m_clashingSource;
    std::vector<std::int32_t> m_onSeen;
    std::vector<std::int32_t> m_offSeen;
    Best m_best;
    std::uint64_t m_order = 0;
};

} // namespace

std::optional<Step> findChain(const Search &search, Technique)
{
    return ChainSearch(search).run();
}

std::optional<Step> findForcingChain(const Search &search, Technique technique)
{
    Engine engine(search.marks, search.cancel);
    Mode mode;
    switch (technique) {
    case Technique::NishioForcingChain:
        mode = Mode{Rules{false, true, true, 0}, true, false, 75, {}, false};
        mode.techniques.fill(Technique::NishioForcingChain);
        return ForcingSearch(engine, mode).run();
    case Technique::CellForcingChain:
        mode = Mode{Rules{true, true, false, 0}, false, true, 80,
                    {Technique::CellForcingChain, Technique::CellForcingChain, Technique::CellForcingChain,
                     Technique::UnitForcingChain},
                    false};
        return ForcingSearch(engine, mode).run();
    case Technique::DynamicContradictionChain:
        mode = Mode{Rules{true, true, true, 0}, false, true, 85,
                    {Technique::DynamicContradictionChain, Technique::DoubleForcingChain,
                     Technique::DynamicCellForcingChain, Technique::DynamicUnitForcingChain},
                    false};
        return ForcingSearch(engine, mode).run();
    case Technique::DynamicForcingChainPlus:
        mode = Mode{Rules{true, true, true, 1}, false, true, 90, {}, false};
        mode.techniques.fill(Technique::DynamicForcingChainPlus);
        return ForcingSearch(engine, mode).run();
    default:
        break;
    }
    // Chains inside chains, as deep as it takes: dynamic chains with the patterns inside
    // (level 2), with nested chains inside (3 and up).
    for (int level = 2; level <= MaxNestingLevel; ++level) {
        if (search.cancelled())
            return std::nullopt;
        mode = Mode{Rules{true, true, true, level}, false, true, 85 + 5 * level, {}, true};
        mode.techniques.fill(Technique::NestedForcingChain);
        if (std::optional<Step> step = ForcingSearch(engine, mode).run())
            return step;
    }
    return std::nullopt;
}

} // namespace sudoku::anysize
