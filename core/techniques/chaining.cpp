// SPDX-License-Identifier: GPL-3.0-or-later
// The chaining engine (chaining.h), its propagation: what assuming a candidate on or off
// implies, step by step, as Sudoku Explainer follows it. The engine's searches are in
// chaincycles.cpp (unary chains and cycles) and forcingchains.cpp (multiple, dynamic and
// nested forcing chains); the patterns a dynamic chain applies inside a propagation are in
// chainpatterns.cpp.

#include "chaining.h"

#include "techniques.h"

#include <cassert>

#include <algorithm>
#include <bit>
#include <climits>
#include <functional>
#include <memory>
#include <tuple>

namespace sudoku::techniques {

namespace {

// The lengths at which a chain's difficulty rises by 0.1: 4, 6, 8, 12, 16, 24, 32, ... (each
// alternately half and a third again as long as the one before).
constexpr auto lengthSteps = [] {
    std::array<int, 40> steps{};
    int ceiling = 4;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        steps[i] = ceiling;
        ceiling = i % 2 == 1 ? ceiling * 4 / 3 : ceiling * 3 / 2;
        if (ceiling > 1 << 28)
            ceiling = 1 << 28;
    }
    return steps;
}();

} // namespace

int lengthDifficulty(int complexity)
{
    const int length = complexity - 2;
    int added = 0;
    while (added < static_cast<int>(lengthSteps.size()) && length > lengthSteps[idx(added)])
        ++added;
    return added;
}

// ---------------------------------------------------------------------------------------
// Propagation

template <typename Layout>
void Propagation<Layout>::start(const Grid &source)
{
    m_source = source;
    m_grid = source;
    clearIndexes(m_onIndex, m_offIndex, m_nodes, m_indexesReady);
    m_nodes.clear();
    m_parents.clear();
    m_on = {};
    m_off = {};
    m_onQueue.clear();
    m_offQueue.clear();
    m_onHead = 0;
    m_offHead = 0;
    conflictOn = -1;
    conflictOff = -1;
    patterns.clear();
    patternComplexity.clear();
}

template <typename Layout>
int Propagation<Layout>::addNode(int candidate, bool on, Cause cause, int unit, int parent)
{
    PropagationNode node;
    node.candidate = static_cast<std::int16_t>(candidate);
    node.on = on;
    node.cause = cause;
    node.unit = static_cast<std::int16_t>(unit);
    node.firstParent = static_cast<std::uint32_t>(m_parents.size());
    m_nodes.push_back(node);
    if (parent >= 0)
        addParent(parent);
    return static_cast<int>(m_nodes.size()) - 1;
}

template <typename Layout>
int Propagation<Layout>::assume(int candidate, bool on)
{
    const int index = addNode(candidate, on, Cause::Assumption, -1, -1);
    const int cell = cellOfCandidate<Layout>(candidate);
    const int digit = digitOfCandidate<Layout>(candidate);
    if (on) {
        m_onIndex[idx(candidate)] = static_cast<std::int16_t>(index);
        m_on[idx(digit - 1)].add(cell);
        m_onQueue.push_back(index);
    } else {
        m_offIndex[idx(candidate)] = static_cast<std::int16_t>(index);
        m_off[idx(digit - 1)].add(cell);
        m_offQueue.push_back(index);
    }
    return index;
}

// An "off" that an "on" implies: a clash when the candidate is on, else new unless known.
template <typename Layout>
bool Propagation<Layout>::offFrom(int cell, int digit, int parent, Cause cause, int unit)
{
    const int candidate = candidateOf<Layout>(cell, digit);
    if (m_onIndex[idx(candidate)] >= 0) {
        conflictOn = m_onIndex[idx(candidate)];
        conflictOff = addNode(candidate, false, cause, unit, parent);
        return false;
    }
    if (m_offIndex[idx(candidate)] < 0) {
        const int index = addNode(candidate, false, cause, unit, parent);
        m_offIndex[idx(candidate)] = static_cast<std::int16_t>(index);
        m_off[idx(digit - 1)].add(cell);
        m_offQueue.push_back(index);
    }
    return true;
}

template <typename Layout>
bool Propagation<Layout>::processOn(int index, const ChainingRules &rules)
{
    const Layout &layout = m_grid.layout;
    const int candidate = m_nodes[idx(index)].candidate;
    const int cell = cellOfCandidate<Layout>(candidate);
    const int digit = digitOfCandidate<Layout>(candidate);
    // Sudoku Explainer's order: the cell's other digits, then the digit's places in the box,
    // the row and the column, each cell once.
    if (rules.cellRule) {
        for (const int other : m_grid.cells[idx(cell)]) {
            if (other != digit && !offFrom(cell, other, index, Cause::SameCell, -1))
                return false;
        }
    }
    const CellSet places = m_grid.digits[idx(digit - 1)] - CellSet::of(cell);
    CellSet done;
    for (const UnitKind kind : RegionOrder) {
        const int unit = layout.unitHolding(cell, kind);
        const CellSet here = (places & layout.unitSet(unit)) - done;
        for (const int peer : here) {
            if (!offFrom(peer, digit, index, Cause::SameUnit, unit))
                return false;
        }
        done |= here;
    }
    // Then a variant's extra units holding the cell (a diagonal, a window).
    for (const int unit : layout.extraUnitsOf(cell)) {
        const CellSet here = (places & layout.unitSet(unit)) - done;
        for (const int peer : here) {
            if (!offFrom(peer, digit, index, Cause::SameUnit, unit))
                return false;
        }
        done |= here;
    }
    return true;
}

template <typename Layout>
bool Propagation<Layout>::processOff(int index, const ChainingRules &rules)
{
    const Layout &layout = m_grid.layout;
    const int candidate = m_nodes[idx(index)].candidate;
    const int cell = cellOfCandidate<Layout>(candidate);
    const int digit = digitOfCandidate<Layout>(candidate);
    // What this off makes on, read on the board before it is applied: at most one from the
    // cell and one from each of its units.
    struct Made {
        int candidate;
        Cause cause;
        int unit;
    };
    // The cell, its row, column and box, and a variant's extra units holding it: two at most
    // (X-Sudoku's centre lies on both diagonals; windoku's windows do not overlap).
    constexpr std::size_t MostExtraUnits = 2;
    std::array<Made, 1 + 3 + MostExtraUnits> made{};
    int count = 0;
    const auto addMade = [&](int c, Cause cause, int unit) {
        assert(count < static_cast<int>(made.size()));
        for (int i = 0; i < count; ++i) {
            if (made[idx(i)].candidate == c)
                return;
        }
        made[idx(count++)] = {c, cause, unit};
    };
    if (rules.cellRule) {
        const Candidates here = m_grid.cells[idx(cell)];
        if (countOf(here) == 2 && here.contains(digit)) {
            Candidates other = here;
            other.remove(digit);
            addMade(candidateOf<Layout>(cell, other.first()), Cause::LastCandidate, -1);
        }
    }
    if (rules.unitRule) {
        for (const UnitKind kind : RegionOrder) {
            const int unit = layout.unitHolding(cell, kind);
            const CellSet others = (m_grid.digits[idx(digit - 1)] & layout.unitSet(unit)) - CellSet::of(cell);
            if (others.isSingle())
                addMade(candidateOf<Layout>(others.first(), digit), Cause::LastPlace, unit);
        }
        for (const int unit : layout.extraUnitsOf(cell)) {
            const CellSet others = (m_grid.digits[idx(digit - 1)] & layout.unitSet(unit)) - CellSet::of(cell);
            if (others.isSingle())
                addMade(candidateOf<Layout>(others.first(), digit), Cause::LastPlace, unit);
        }
    }
    if (rules.dynamic)
        m_grid.remove(cell, digit);
    for (int i = 0; i < count; ++i) {
        const Made &m = made[idx(i)];
        const int onCell = cellOfCandidate<Layout>(m.candidate);
        const int onDigit = digitOfCandidate<Layout>(m.candidate);
        const bool clash = m_offIndex[idx(m.candidate)] >= 0;
        if (!clash && m_onIndex[idx(m.candidate)] >= 0)
            continue;
        const int node = addNode(m.candidate, true, m.cause, m.unit, index);
        // The other offs that left the cell or the unit with this one place (dynamic chains).
        if (m.cause == Cause::LastCandidate) {
            for (int d = 1; d <= layout.size(); ++d) {
                if (m_source.has(onCell, d) && !m_grid.has(onCell, d) && d != digit) {
                    const int parent = m_offIndex[idx(candidateOf<Layout>(onCell, d))];
                    if (parent >= 0)
                        addParent(parent);
                }
            }
        } else {
            const CellSet removed = (m_source.digits[idx(onDigit - 1)] - m_grid.digits[idx(onDigit - 1)])
                                  & layout.unitSet(m.unit);
            for (const int c : removed) {
                if (c == cell)
                    continue;
                const int parent = m_offIndex[idx(candidateOf<Layout>(c, onDigit))];
                if (parent >= 0)
                    addParent(parent);
            }
        }
        if (clash) {
            conflictOn = node;
            conflictOff = m_offIndex[idx(m.candidate)];
            return false;
        }
        m_onIndex[idx(m.candidate)] = static_cast<std::int16_t>(node);
        m_on[idx(onDigit - 1)].add(onCell);
        m_onQueue.push_back(node);
    }
    return true;
}

template <typename Layout>
bool Propagation<Layout>::run(Engine &engine, const ChainingRules &rules)
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
        if (rules.level > 0 && engine.applyPatterns(*this, rules))
            continue;
        return true;
    }
}

template <typename Layout>
int Propagation<Layout>::ancestorCount(int node) const
{
    if (m_marks.size() < m_nodes.size())
        m_marks.assign(m_nodes.size() + 256, 0);
    if (++m_mark == 0) {
        std::fill(m_marks.begin(), m_marks.end(), 0);
        m_mark = 1;
    }
    // Potentials are unique within a propagation but for a clash's two halves, which are
    // different potentials: counting nodes counts potentials.
    std::vector<int> stack = {node};
    m_marks[idx(node)] = m_mark;
    int count = 0;
    while (!stack.empty()) {
        const int n = stack.back();
        stack.pop_back();
        ++count;
        const PropagationNode &current = m_nodes[idx(n)];
        const std::uint16_t *parents = parentsOf(current);
        for (int i = 0; i < current.parentCount; ++i) {
            const int p = parents[i];
            if (m_marks[idx(p)] != m_mark) {
                m_marks[idx(p)] = m_mark;
                stack.push_back(p);
            }
        }
    }
    return count;
}

template <typename Layout>
int Propagation<Layout>::complexity(int node) const
{
    const int count = ancestorCount(node);
    if (patternComplexity.empty())
        return count;
    int nested = 0;
    std::vector<bool> counted(patternComplexity.size(), false);
    for (int n = 0; n <= node; ++n) {
        const PropagationNode &current = m_nodes[idx(n)];
        if (m_marks[idx(n)] == m_mark && current.cause == Cause::Pattern && current.nested >= 0
            && !counted[idx(current.nested)]) {
            counted[idx(current.nested)] = true;
            nested += patternComplexity[idx(current.nested)];
        }
    }
    return count + nested;
}

template <typename Layout>
std::vector<int> Propagation<Layout>::ancestors(int node) const
{
    ancestorCount(node); // marks them
    std::vector<int> list;
    for (int n = 0; n <= node; ++n) {
        if (m_marks[idx(n)] == m_mark)
            list.push_back(n);
    }
    // A clash's "off" half may have been made after nodes it does not rest on: only marked
    // nodes are listed, so the order stays parents first.
    return list;
}

template <typename Layout>
bool Propagation<Layout>::applyPatterns(Engine &engine, const ChainingRules &rules)
{
    return engine.applyPatterns(*this, rules);
}

template class Propagation<ClassicLayout>;
template class Propagation<GeneralLayout>;

} // namespace sudoku::techniques
