// SPDX-License-Identifier: GPL-3.0-or-later
#include "clausesearch.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace sudoku {
namespace {

// A literal: a candidate (variable) said true or false.
//   literal = 2 × variable + (1 when it says "false")
using Lit = int;
constexpr Lit positive(int variable) { return 2 * variable; }
constexpr Lit negative(int variable) { return 2 * variable + 1; }
constexpr int variableOf(Lit lit) { return lit >> 1; }
constexpr Lit negation(Lit lit) { return lit ^ 1; }
constexpr bool isPositive(Lit lit) { return (lit & 1) == 0; }

// The exactly-one groups of a shape, and the four groups of every candidate. Built once per
// shape and never changed after.
//
//   group g < n²            cell g's candidates: variables g·n .. g·n + n - 1
//   group n² + u·n + d - 1  digit d's places in unit u: variable c·n + d - 1 for its cells c
struct Groups {
    explicit Groups(const Geometry &g) : n(g.size()), variables(g.cellCount() * g.size()), count(4 * g.cellCount())
    {
        members.resize(idx(count * n));
        ofVariable.resize(idx(variables));
        for (int cell = 0; cell < g.cellCount(); ++cell) {
            for (int d = 0; d < n; ++d) {
                const int variable = cell * n + d;
                members[idx(cell * n + d)] = variable;
                const auto &units = g.unitsOfCell(cell);
                ofVariable[idx(variable)] = {cell, g.cellCount() + units[0] * n + d, g.cellCount() + units[1] * n + d,
                                             g.cellCount() + units[2] * n + d};
            }
        }
        for (int unit = 0; unit < g.unitCount(); ++unit) {
            const auto cells = g.cellsOfUnit(unit);
            for (int d = 0; d < n; ++d) {
                const int group = g.cellCount() + unit * n + d;
                for (int k = 0; k < n; ++k)
                    members[idx(group * n + k)] = cells[idx(k)] * n + d;
            }
        }
    }

    int n;
    int variables;
    int count;
    std::vector<int> members;                   // group by group, n variables each
    std::vector<std::array<int, 4>> ofVariable; // a candidate's cell, row, column, box groups
};

// The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...: restart intervals, in units.
double luby(int i)
{
    int size = 1;
    int sequence = 0;
    while (size < i + 1) {
        ++sequence;
        size = 2 * size + 1;
    }
    while (size - 1 != i) {
        size = (size - 1) >> 1;
        --sequence;
        i = i % size;
    }
    return static_cast<double>(1 << sequence);
}

class ClauseSearch {
public:
    ClauseSearch(const Grid &puzzle, int limit, const std::atomic<bool> *cancel, const Grid *known)
        : m_puzzle(puzzle), m_groups(derivedTables<Groups>(puzzle.shape())), m_n(m_groups.n), m_limit(limit), m_cancel(cancel),
          m_known(known),
          m_value(idx(2 * m_groups.variables), 0), m_level(idx(m_groups.variables), 0),
          m_reason(idx(m_groups.variables)),
          m_seen(idx(m_groups.variables), 0), m_activity(idx(m_groups.variables), 0.0),
          m_heapIndex(idx(m_groups.variables), -1), m_trailIndex(idx(m_groups.variables), 0), m_open(idx(m_groups.count), m_n),
          m_shrinking(idx(m_groups.variables), 0),
          m_watches(idx(2 * m_groups.variables))
    {
        m_trail.reserve(idx(m_groups.variables));
        for (int variable = 0; variable < m_groups.variables; ++variable)
            heapInsert(variable);
        m_members = m_groups.members;
        m_start.resize(idx(m_groups.count));
        m_size.assign(idx(m_groups.count), m_n);
        for (int group = 0; group < m_groups.count; ++group)
            m_start[idx(group)] = group * m_n;
    }

    SolveResult run()
    {
        SolveResult result;
        for (int cell = 0; cell < m_puzzle.cellCount(); ++cell) {
            if (const int digit = m_puzzle.digit(cell)) {
                const Lit given = positive(cell * m_n + digit - 1);
                if (valueOf(given) < 0)
                    return result; // a peer's given took it
                if (valueOf(given) == 0)
                    assign(given, {});
            }
        }
        if (m_known && !startBeyond(*m_known, result))
            return result;
        for (std::uint64_t steps = 1;; ++steps) {
            if ((steps & 1023) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed)) {
                result.stats.cancelled = true;
                break;
            }
            if (!propagate()) {
                if (decisionLevel() == 0)
                    break; // no (further) solution
                learnFromConflict();
                if (timeToRestart())
                    backtrack(0);
                if (m_learnt.size() >= m_maxLearnt)
                    reduceLearnt();
                continue;
            }
            if (decisionLevel() == 0 && m_trail.size() > m_compactedAt)
                compactGroups();
            if (static_cast<int>(m_trail.size()) == m_groups.variables) {
                record(result);
                if (result.count >= m_limit || !excludeSolution())
                    break;
                continue;
            }
            const int variable = nextDecision();
            ++result.stats.guesses;
            m_trailLimits.push_back(static_cast<int>(m_trail.size()));
            assign(positive(variable), {});
        }
        return result;
    }

private:
    enum class Why : std::uint8_t {
        Decision, // a decision, or a fact of level 0
        Excluded, // false: `index` is a true candidate of one of its groups
        LastLeft, // true: the only candidate of group `index` not false
        Learnt,   // implied by learnt clause `index`
    };
    struct Reason {
        Why why = Why::Decision;
        int index = -1;
    };
    // A clause's literals lie in m_literals after its id and size: [id, size, lit, lit, ...],
    // the first two literals watched; propagation reads one stretch of memory per clause.
    struct Clause {
        int start = 0; // its first literal's index in m_literals
        double activity = 0;
        int glue = 0; // distinct decision levels when learnt (LBD): low is precious
        bool deleted = false;
    };
    // A binary clause's watcher holds the clause's other literal as its blocker, and is never
    // visited: `start` is then -1 - the clause's start.
    struct Watcher {
        int start = 0;   // the clause's start in m_literals
        Lit blocker = 0; // a literal of the clause: when true, the clause needs no visit
    };
    // What lies before a clause's first literal (at `start`): its size and its id.
    int sizeAt(int start) const { return m_literals[idx(start - 1)]; }
    int idAt(int start) const { return m_literals[idx(start - 2)]; }
    int sizeOf(const Clause &clause) const { return sizeAt(clause.start); }

    int decisionLevel() const { return static_cast<int>(m_trailLimits.size()); }
    // 1 true, -1 false, 0 unassigned.
    int valueOf(Lit lit) const { return m_value[idx(lit)]; }
    // The value of candidate `variable`: 1 true, -1 false, 0 unassigned.
    int valueOfVariable(int variable) const { return m_value[idx(positive(variable))]; }

    void assign(Lit lit, Reason reason)
    {
        const int variable = variableOf(lit);
        m_trailIndex[idx(variable)] = static_cast<int>(m_trail.size());
        m_value[idx(lit)] = 1;
        m_value[idx(negation(lit))] = -1;
        m_level[idx(variable)] = decisionLevel();
        m_reason[idx(variable)] = reason;
        m_trail.push_back(lit);
        if (!isPositive(lit)) {
            for (const int group : m_groups.ofVariable[idx(variable)])
                --m_open[idx(group)];
        }
    }

    void backtrack(int level)
    {
        if (decisionLevel() <= level)
            return;
        const int keep = m_trailLimits[idx(level)];
        for (int i = static_cast<int>(m_trail.size()) - 1; i >= keep; --i) {
            const Lit lit = m_trail[idx(i)];
            const int variable = variableOf(lit);
            m_value[idx(lit)] = 0;
            m_value[idx(negation(lit))] = 0;
            if (!isPositive(lit)) {
                for (const int group : m_groups.ofVariable[idx(variable)])
                    ++m_open[idx(group)];
            }
            if (m_heapIndex[idx(variable)] < 0)
                heapInsert(variable);
        }
        m_trail.resize(idx(keep));
        m_trailLimits.resize(idx(level));
        m_propagated = std::min(m_propagated, keep);
    }

    // Drops from every group the candidates false at level 0, which stay false: the puzzle's
    // givens leave a minimal 25×25 puzzle about one candidate in seven, and the groups'
    // loops (propagation, conflict analysis) then visit a few members instead of n.
    void compactGroups()
    {
        std::size_t end = 0;
        for (int group = 0; group < m_groups.count; ++group) {
            const int start = m_start[idx(group)];
            const int size = m_size[idx(group)];
            m_start[idx(group)] = static_cast<int>(end);
            for (int k = 0; k < size; ++k) {
                const int member = m_members[idx(start + k)];
                if (valueOfVariable(member) >= 0)
                    m_members[end++] = member;
            }
            m_size[idx(group)] = static_cast<int>(end) - m_start[idx(group)];
        }
        m_members.resize(end);
        m_compactedAt = m_trail.size();
    }

    // Unit propagation over the groups and the learnt clauses. False on a conflict, whose
    // literals (all false) are then in m_conflict.
    bool propagate()
    {
        while (m_propagated < static_cast<int>(m_trail.size())) {
            const Lit lit = m_trail[idx(m_propagated++)];
            const int variable = variableOf(lit);
            if (isPositive(lit)) {
                // The other candidates of its groups are false.
                for (const int group : m_groups.ofVariable[idx(variable)]) {
                    const int *members = &m_members[idx(m_start[idx(group)])];
                    const int size = m_size[idx(group)];
                    for (int k = 0; k < size; ++k) {
                        const int other = members[k];
                        if (other == variable)
                            continue;
                        const int v = valueOfVariable(other);
                        if (v > 0) {
                            m_conflict = {negative(variable), negative(other)};
                            return false;
                        }
                        if (v == 0)
                            assign(negative(other), {Why::Excluded, variable});
                    }
                }
            } else {
                // A group left with one candidate makes it true; with none, a conflict.
                for (const int group : m_groups.ofVariable[idx(variable)]) {
                    const int open = m_open[idx(group)];
                    if (open > 1)
                        continue;
                    const int *members = &m_members[idx(m_start[idx(group)])];
                    const int size = m_size[idx(group)];
                    if (open == 0) {
                        m_conflict.clear();
                        for (int k = 0; k < size; ++k)
                            m_conflict.push_back(positive(members[k]));
                        return false;
                    }
                    for (int k = 0; k < size; ++k) {
                        const int other = members[k];
                        if (valueOfVariable(other) >= 0) {
                            if (valueOfVariable(other) == 0)
                                assign(positive(other), {Why::LastLeft, group});
                            break;
                        }
                    }
                }
            }
            if (!propagateClauses(negation(lit)))
                return false;
        }
        return true;
    }

    // The learnt clauses watching `falsified`, which has just become false.
    bool propagateClauses(Lit falsified)
    {
        std::vector<Watcher> &watchers = m_watches[idx(falsified)];
        std::size_t kept = 0;
        bool ok = true;
        std::size_t i = 0;
        for (; i < watchers.size(); ++i) {
            const Watcher watcher = watchers[i];
            if (valueOf(watcher.blocker) > 0) {
                watchers[kept++] = watcher;
                continue;
            }
            if (watcher.start < 0) {
                watchers[kept++] = watcher;
                if (valueOf(watcher.blocker) < 0) {
                    m_conflict = {watcher.blocker, falsified};
                    ok = false;
                    ++i;
                    break;
                }
                assign(watcher.blocker, {Why::Learnt, idAt(-1 - watcher.start)});
                continue;
            }
            Lit *lits = &m_literals[idx(watcher.start)];
            const int size = sizeAt(watcher.start);
            if (lits[0] == falsified)
                std::swap(lits[0], lits[1]);
            const Watcher updated{watcher.start, lits[0]};
            if (valueOf(lits[0]) > 0) {
                watchers[kept++] = updated;
                continue;
            }
            bool moved = false;
            for (int k = 2; k < size; ++k) {
                if (valueOf(lits[k]) >= 0) {
                    std::swap(lits[1], lits[k]);
                    m_watches[idx(lits[1])].push_back(updated);
                    moved = true;
                    break;
                }
            }
            if (moved)
                continue;
            watchers[kept++] = updated;
            if (valueOf(lits[0]) < 0) {
                m_conflict.assign(lits, lits + size);
                ok = false;
                ++i;
                break;
            }
            assign(lits[0], {Why::Learnt, idAt(watcher.start)});
        }
        for (; i < watchers.size(); ++i)
            watchers[kept++] = watchers[i];
        watchers.resize(kept);
        return ok;
    }

    // Calls visit(literal) for every literal of the reason of `variable`'s value other than
    // its own: all false.
    // A learnt reason met on the way is bumped when `bump` is set (conflict analysis, not
    // minimisation).
    template <typename Visit>
    void forEachAntecedent(int variable, bool bump, Visit &&visit)
    {
        const Reason &reason = m_reason[idx(variable)];
        switch (reason.why) {
        case Why::Decision:
            break;
        case Why::Excluded:
            visit(negative(reason.index));
            break;
        case Why::LastLeft: {
            const int *members = &m_members[idx(m_start[idx(reason.index)])];
            const int size = m_size[idx(reason.index)];
            for (int k = 0; k < size; ++k) {
                if (members[k] != variable)
                    visit(positive(members[k]));
            }
            break;
        }
        case Why::Learnt: {
            Clause &clause = m_clauses[idx(reason.index)];
            if (bump)
                bumpClause(clause);
            const int size = sizeOf(clause);
            for (int k = 0; k < size; ++k) {
                const Lit lit = m_literals[idx(clause.start + k)];
                if (variableOf(lit) != variable)
                    visit(lit);
            }
            break;
        }
        }
    }

    // First-UIP analysis of m_conflict: learns its clause, jumps back and asserts it.
    void learnFromConflict()
    {
        std::vector<Lit> &learnt = m_scratch;
        learnt.assign(1, 0); // the asserting literal goes first
        int pending = 0;     // literals of the conflict level still to resolve
        const int level = decisionLevel();
        const auto visit = [&](Lit lit) {
            const int variable = variableOf(lit);
            if (m_seen[idx(variable)] || m_level[idx(variable)] == 0)
                return;
            m_seen[idx(variable)] = InClause;
            bumpVariable(variable);
            if (m_level[idx(variable)] >= level)
                ++pending;
            else
                learnt.push_back(lit);
        };
        for (const Lit lit : m_conflict)
            visit(lit);
        int index = static_cast<int>(m_trail.size()) - 1;
        Lit uip = 0;
        for (;;) {
            while (!m_seen[idx(variableOf(m_trail[idx(index)]))])
                --index;
            uip = m_trail[idx(index--)];
            m_seen[idx(variableOf(uip))] = Unseen;
            if (--pending == 0)
                break;
            forEachAntecedent(variableOf(uip), true, visit);
        }
        learnt[0] = negation(uip);

        // Drop literals the others imply: those whose reasons lead, however far back, only to
        // literals of the clause or of level 0 (MiniSat's recursive minimisation).
        m_marked.clear();
        unsigned levels = 0;
        for (std::size_t i = 1; i < learnt.size(); ++i) {
            m_marked.push_back(variableOf(learnt[i]));
            levels |= levelBit(variableOf(learnt[i]));
        }
        std::size_t kept = 1;
        for (std::size_t i = 1; i < learnt.size(); ++i) {
            const int variable = variableOf(learnt[i]);
            if (m_reason[idx(variable)].why == Why::Decision || !isRedundant(variable, levels))
                learnt[kept++] = learnt[i];
        }
        learnt.resize(kept);
        shrink(learnt, levels);
        for (const int variable : m_marked)
            m_seen[idx(variable)] = Unseen;

        // Jump back to the highest level among the others, which goes second (watched).
        int back = 0;
        for (std::size_t i = 1; i < learnt.size(); ++i) {
            if (m_level[idx(variableOf(learnt[i]))] > back) {
                back = m_level[idx(variableOf(learnt[i]))];
                std::swap(learnt[1], learnt[i]);
            }
        }
        backtrack(back);
        if (learnt.size() == 1) {
            assign(learnt[0], {});
        } else {
            const int clause = addClause(learnt);
            m_clauses[idx(clause)].glue = glueOf(learnt);
            const double glue = m_clauses[idx(clause)].glue;
            m_fastGlue += (glue - m_fastGlue) / FastGlueWindow;
            m_slowGlue += (glue - m_slowGlue) / std::min(static_cast<double>(m_conflicts + 1), SlowGlueWindow);
            m_learnt.push_back(clause);
            assign(learnt[0], {Why::Learnt, clause});
        }
        m_variableIncrement /= VariableDecay;
        m_clauseIncrement /= ClauseDecay;
    }

    // Shrinks the learnt clause as CaDiCaL does: the literals of one decision level give way
    // to a single one, the level's first implication point for them all, when their reasons at
    // that level lead back to it touching nothing below the level but the clause's literals
    // (or literals those imply). Measured on minimal 25×25 puzzles: clauses half as long,
    // a quarter fewer conflicts, 1.6 times as fast.
    void shrink(std::vector<Lit> &learnt, unsigned levels)
    {
        if (learnt.size() < 3)
            return;
        // Latest on the trail first: by level, from the highest.
        std::sort(learnt.begin() + 1, learnt.end(), [this](Lit a, Lit b) {
            return m_trailIndex[idx(variableOf(a))] > m_trailIndex[idx(variableOf(b))];
        });
        std::size_t kept = 1;
        for (std::size_t i = 1; i < learnt.size();) {
            const int level = m_level[idx(variableOf(learnt[i]))];
            std::size_t end = i + 1;
            while (end < learnt.size() && m_level[idx(variableOf(learnt[end]))] == level)
                ++end;
            const Lit uip = end - i >= 2 ? implicationPoint(learnt, i, end, level, levels) : NoLiteral;
            if (uip != NoLiteral) {
                learnt[kept++] = negation(uip);
                i = end;
            } else {
                while (i < end)
                    learnt[kept++] = learnt[i++];
            }
        }
        learnt.resize(kept);
    }

    static constexpr Lit NoLiteral = -1;

    // The literal of the trail that implies the clause's literals learnt[begin, end), all of
    // `level`, through reasons of that level and literals below it that the clause holds or
    // implies; NoLiteral when there is none.
    Lit implicationPoint(const std::vector<Lit> &learnt, std::size_t begin, std::size_t end, int level, unsigned levels)
    {
        m_shrunk.clear();
        for (std::size_t k = begin; k < end; ++k) {
            m_shrinking[idx(variableOf(learnt[k]))] = 1;
            m_shrunk.push_back(variableOf(learnt[k]));
        }
        int pending = static_cast<int>(end - begin);
        int index = m_trailIndex[idx(variableOf(learnt[begin]))];
        Lit uip = NoLiteral;
        bool failed = false;
        while (!failed) {
            while (!m_shrinking[idx(variableOf(m_trail[idx(index)]))])
                --index;
            const Lit lit = m_trail[idx(index--)];
            if (--pending == 0) {
                uip = lit;
                break;
            }
            // Not the last pending, so not the level's decision (first on its level).
            forEachAntecedent(variableOf(lit), false, [&](Lit antecedent) {
                const int variable = variableOf(antecedent);
                if (failed || m_level[idx(variable)] == 0 || m_shrinking[idx(variable)])
                    return;
                if (m_level[idx(variable)] == level) {
                    m_shrinking[idx(variable)] = 1;
                    m_shrunk.push_back(variable);
                    ++pending;
                    return;
                }
                if (m_seen[idx(variable)] != Unseen)
                    return; // in the clause, or implied by it
                if (m_reason[idx(variable)].why == Why::Decision || !(levels & levelBit(variable))
                    || !isRedundant(variable, levels)) {
                    failed = true;
                    return;
                }
                m_seen[idx(variable)] = Redundant;
                m_marked.push_back(variable);
            });
        }
        for (const int variable : m_shrunk)
            m_shrinking[idx(variable)] = 0;
        return failed ? NoLiteral : uip;
    }

    // A bit standing for the variable's level, to tell quickly that a level has no literal in
    // the clause.
    unsigned levelBit(int variable) const { return 1u << (m_level[idx(variable)] & 31); }

    // Whether the literal of `variable` (in the learnt clause, implied) follows from the
    // clause's other literals and level 0. Marks what it proves redundant, for later calls.
    bool isRedundant(int variable, unsigned levels)
    {
        m_stack.assign(1, variable);
        const std::size_t firstMarked = m_marked.size();
        while (!m_stack.empty()) {
            const int current = m_stack.back();
            m_stack.pop_back();
            bool failed = false;
            forEachAntecedent(current, false, [&](Lit lit) {
                const int other = variableOf(lit);
                if (failed || m_level[idx(other)] == 0 || m_seen[idx(other)] != Unseen)
                    return;
                if (m_reason[idx(other)].why == Why::Decision || !(levels & levelBit(other))) {
                    failed = true;
                    return;
                }
                m_seen[idx(other)] = Redundant;
                m_marked.push_back(other);
                m_stack.push_back(other);
            });
            if (failed) {
                for (std::size_t i = firstMarked; i < m_marked.size(); ++i)
                    m_seen[idx(m_marked[i])] = Unseen;
                m_marked.resize(firstMarked);
                return false;
            }
        }
        return true;
    }

    int glueOf(const std::vector<Lit> &lits)
    {
        ++m_glueStamp;
        int glue = 0;
        for (const Lit lit : lits) {
            const int level = m_level[idx(variableOf(lit))];
            if (idx(level) >= m_levelStamp.size())
                m_levelStamp.resize(idx(level + 1), 0);
            if (m_levelStamp[idx(level)] != m_glueStamp) {
                m_levelStamp[idx(level)] = m_glueStamp;
                ++glue;
            }
        }
        return glue;
    }

    int addClause(const std::vector<Lit> &lits)
    {
        const int id = static_cast<int>(m_clauses.size());
        m_literals.push_back(id);
        m_literals.push_back(static_cast<int>(lits.size()));
        m_clauses.push_back({static_cast<int>(m_literals.size()), m_clauseIncrement, 0, false});
        m_literals.insert(m_literals.end(), lits.begin(), lits.end());
        watch(m_clauses.back());
        return id;
    }

    void watch(const Clause &clause)
    {
        const Lit *lits = &m_literals[idx(clause.start)];
        const int start = sizeOf(clause) == 2 ? -1 - clause.start : clause.start;
        m_watches[idx(lits[0])].push_back({start, lits[1]});
        m_watches[idx(lits[1])].push_back({start, lits[0]});
    }

    // Halves the learnt clauses, keeping the precious (glue 2 or less), the recently useful and
    // those that are the reason of a value now.
    void reduceLearnt()
    {
        std::sort(m_learnt.begin(), m_learnt.end(), [this](int a, int b) {
            const Clause &x = m_clauses[idx(a)];
            const Clause &y = m_clauses[idx(b)];
            return x.glue != y.glue ? x.glue > y.glue : x.activity < y.activity;
        });
        std::vector<int> kept;
        const std::size_t drop = m_learnt.size() / 2;
        for (std::size_t i = 0; i < m_learnt.size(); ++i) {
            const int id = m_learnt[i];
            Clause &clause = m_clauses[idx(id)];
            const int first = variableOf(m_literals[idx(clause.start)]);
            const bool locked = valueOfVariable(first) != 0 && m_reason[idx(first)].why == Why::Learnt
                             && m_reason[idx(first)].index == id;
            if (i < drop && clause.glue > 2 && !locked) {
                clause.deleted = true;
            } else {
                kept.push_back(id);
            }
        }
        m_learnt = std::move(kept);
        m_maxLearnt += m_maxLearnt / 10;
        // Every live clause moved together, in clause order, and watched again.
        std::vector<Lit> compacted;
        compacted.reserve(m_literals.size() / 2);
        for (Clause &clause : m_clauses) {
            if (clause.deleted)
                continue;
            const int size = sizeOf(clause);
            compacted.insert(compacted.end(), m_literals.begin() + clause.start - 2,
                             m_literals.begin() + clause.start + size);
            clause.start = static_cast<int>(compacted.size()) - size;
        }
        m_literals = std::move(compacted);
        for (std::vector<Watcher> &watchers : m_watches)
            watchers.clear();
        for (const Clause &clause : m_clauses) {
            if (!clause.deleted)
                watch(clause);
        }
    }

    void record(SolveResult &result) const
    {
        const int index = result.count++;
        if (index >= 2)
            return;
        Grid &solution = index == 0 ? result.solution : result.secondSolution;
        solution = solutionOf(m_puzzle, [this](int cell) {
            int digit = 1;
            while (valueOfVariable(cell * m_n + digit - 1) <= 0)
                ++digit;
            return digit;
        });
    }

    // Counts `known`, a solution of the puzzle, as the first one found and excludes it from
    // the search: one of the digits it puts in the empty cells is wrong. False when nothing is
    // left to search for (the limit reached, or no empty cell).
    bool startBeyond(const Grid &known, SolveResult &result)
    {
        result.count = 1;
        result.solution = solutionOf(m_puzzle, [&known](int cell) { return known.digit(cell); });
        if (m_limit <= 1)
            return false;
        std::vector<Lit> clause;
        for (int cell = 0; cell < m_puzzle.cellCount(); ++cell) {
            if (m_puzzle.digit(cell) == 0)
                clause.push_back(negative(cell * m_n + known.digit(cell) - 1));
        }
        return learnAtLevelZero(clause);
    }

    // Learns that the solution just found is not the next one: one of its candidates decided
    // above level 0 is false. False when it has none (no other solution can exist).
    bool excludeSolution()
    {
        std::vector<Lit> clause;
        for (const Lit lit : m_trail) {
            if (isPositive(lit) && m_level[idx(variableOf(lit))] > 0)
                clause.push_back(negation(lit));
        }
        backtrack(0);
        return learnAtLevelZero(clause);
    }

    // Adds a clause at level 0 whose literals are all unassigned (a unit is assigned at
    // once). False when it is empty: nothing is left to search for.
    bool learnAtLevelZero(const std::vector<Lit> &clause)
    {
        if (clause.empty())
            return false;
        if (clause.size() == 1)
            assign(clause[0], {});
        else
            addClause(clause);
        return true;
    }

    // After a conflict: whether to go back to level 0. The search alternates between two
    // modes, as CaDiCaL does, each twice as long as the one before (1000 conflicts focused,
    // 2000 stable, 4000 focused, ...). Focused, it restarts when the clauses it learns get
    // worse: the glue of the last 32 a quarter above the long-run average (Glucose's rule),
    // at least 50 conflicts apart. Stable, it restarts rarely, on the Luby sequence in units
    // of 1000 conflicts, and searches deep.
    bool timeToRestart()
    {
        ++m_conflicts;
        ++m_sinceRestart;
        bool restart = false;
        if (m_conflicts >= m_modeEnds) {
            m_stable = !m_stable;
            m_modeLength *= 2;
            m_modeEnds = m_conflicts + m_modeLength;
            m_restarts = 0;
            m_stableToRestart = nextStableInterval();
            restart = true;
        } else if (m_stable) {
            restart = --m_stableToRestart == 0;
            if (restart)
                m_stableToRestart = nextStableInterval();
        } else {
            restart = m_sinceRestart >= FocusedMinimumInterval && m_fastGlue > FocusedMargin * m_slowGlue;
        }
        if (restart)
            m_sinceRestart = 0;
        return restart;
    }

    std::uint64_t nextStableInterval() { return static_cast<std::uint64_t>(luby(m_restarts++) * StableRestartUnit); }

    // The unassigned candidate most involved in recent conflicts.
    int nextDecision()
    {
        for (;;) {
            const int variable = heapPop();
            if (valueOfVariable(variable) == 0)
                return variable;
        }
    }

    void bumpVariable(int variable)
    {
        double &activity = m_activity[idx(variable)];
        activity += m_variableIncrement;
        if (activity > 1e100) {
            for (double &a : m_activity)
                a *= 1e-100;
            m_variableIncrement *= 1e-100;
        }
        if (m_heapIndex[idx(variable)] >= 0)
            heapUp(m_heapIndex[idx(variable)]);
    }

    void bumpClause(Clause &clause)
    {
        clause.activity += m_clauseIncrement;
        if (clause.activity > 1e20) {
            for (const int id : m_learnt)
                m_clauses[idx(id)].activity *= 1e-20;
            m_clauseIncrement *= 1e-20;
        }
    }

    // A binary max-heap of variables by activity.
    bool before(int a, int b) const { return m_activity[idx(a)] > m_activity[idx(b)]; }
    void heapInsert(int variable)
    {
        m_heapIndex[idx(variable)] = static_cast<int>(m_heap.size());
        m_heap.push_back(variable);
        heapUp(m_heapIndex[idx(variable)]);
    }
    int heapPop()
    {
        const int top = m_heap.front();
        const int last = m_heap.back();
        m_heap.pop_back();
        m_heapIndex[idx(top)] = -1;
        if (!m_heap.empty()) {
            m_heap[0] = last;
            m_heapIndex[idx(last)] = 0;
            heapDown(0);
        }
        return top;
    }
    void heapUp(int i)
    {
        const int variable = m_heap[idx(i)];
        while (i > 0) {
            const int parent = (i - 1) / 2;
            if (!before(variable, m_heap[idx(parent)]))
                break;
            m_heap[idx(i)] = m_heap[idx(parent)];
            m_heapIndex[idx(m_heap[idx(i)])] = i;
            i = parent;
        }
        m_heap[idx(i)] = variable;
        m_heapIndex[idx(variable)] = i;
    }
    void heapDown(int i)
    {
        const int variable = m_heap[idx(i)];
        const int size = static_cast<int>(m_heap.size());
        for (;;) {
            int child = 2 * i + 1;
            if (child >= size)
                break;
            if (child + 1 < size && before(m_heap[idx(child + 1)], m_heap[idx(child)]))
                ++child;
            if (!before(m_heap[idx(child)], variable))
                break;
            m_heap[idx(i)] = m_heap[idx(child)];
            m_heapIndex[idx(m_heap[idx(i)])] = i;
            i = child;
        }
        m_heap[idx(i)] = variable;
        m_heapIndex[idx(variable)] = i;
    }

    // Measured on minimal 25×25 puzzles: a slow decay (0.98 against MiniSat's 0.95) needs a
    // quarter fewer conflicts there.
    static constexpr double VariableDecay = 0.98;
    static constexpr double ClauseDecay = 0.999;
    // Restarts (timeToRestart). Measured on minimal 25×25 puzzles: alternating the modes
    // needs a fifth fewer conflicts than restarting every 100 × Luby conflicts throughout;
    // a margin of 1.1 or a stable unit of 300 are no better.
    static constexpr double FastGlueWindow = 32;
    static constexpr double SlowGlueWindow = 5000;
    static constexpr double FocusedMargin = 1.25;
    static constexpr std::uint64_t FocusedMinimumInterval = 50;
    static constexpr double StableRestartUnit = 1000;
    static constexpr std::uint64_t FirstModeLength = 1000;

    const Grid &m_puzzle;
    const Groups &m_groups;
    int m_n;
    int m_limit;
    const std::atomic<bool> *m_cancel;
    const Grid *m_known; // a solution found before, or null

    // Per literal, so that reading one needs no sign: 1 true, -1 false, 0 unassigned.
    std::vector<std::int8_t> m_value;
    std::vector<int> m_level;
    std::vector<Reason> m_reason;
    // Conflict analysis's marks on variables.
    enum Mark : std::uint8_t { Unseen, InClause, Redundant };
    std::vector<std::uint8_t> m_seen;
    std::vector<double> m_activity;
    std::vector<int> m_heap;
    std::vector<int> m_heapIndex; // -1 when not in the heap
    std::vector<int> m_trailIndex; // per assigned variable: where it is on the trail
    std::vector<int> m_open;      // per group: candidates not false
    // Each group's members not false at level 0 (compactGroups): m_members[m_start[g], + m_size[g]).
    std::vector<int> m_members;
    std::vector<int> m_start;
    std::vector<int> m_size;
    std::size_t m_compactedAt = 0; // the trail's length at level 0 when last compacted
    std::vector<Lit> m_trail;
    std::vector<int> m_trailLimits; // where each decision level starts on the trail
    int m_propagated = 0;           // the trail's literals propagated so far
    std::vector<Lit> m_conflict;
    std::vector<Lit> m_scratch;
    std::vector<int> m_marked; // variables marked in m_seen by the analysis, to clear after
    std::vector<int> m_stack;
    std::vector<std::uint8_t> m_shrinking; // shrink's marks on the variables of one level
    std::vector<int> m_shrunk;             // the variables so marked, to clear after
    std::vector<Clause> m_clauses;
    std::vector<Lit> m_literals; // every clause's, one after another
    std::vector<std::vector<Watcher>> m_watches; // per literal: clauses to visit when it turns false
    std::vector<int> m_learnt;
    std::size_t m_maxLearnt = 4000;
    double m_variableIncrement = 1;
    double m_clauseIncrement = 1;
    int m_restarts = 0;
    bool m_stable = false; // the mode: stable, or focused
    std::uint64_t m_modeLength = FirstModeLength;
    std::uint64_t m_modeEnds = FirstModeLength; // the conflict count at which the mode changes
    std::uint64_t m_stableToRestart = 0;
    std::uint64_t m_conflicts = 0;
    std::uint64_t m_sinceRestart = 0;
    double m_fastGlue = 0; // learnt clauses' glue: the last few's average, and the long run's
    double m_slowGlue = 0;
    std::vector<int> m_levelStamp;
    int m_glueStamp = 0;
};

} // namespace

SolveResult searchWithClauses(const Grid &puzzle, int limit, const std::atomic<bool> *cancel, const Grid *known)
{
    return ClauseSearch(puzzle, limit < 1 ? 1 : limit, cancel, known).run();
}

} // namespace sudoku
