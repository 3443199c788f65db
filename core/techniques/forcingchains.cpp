// SPDX-License-Identifier: GPL-3.0-or-later
// The chaining engine (chaining.h): the multiple and dynamic forcing chains (Nishio,
// cell, unit, contradiction, double, dynamic, nested), ranked as Sudoku Explainer ranks them;
// and inside a propagation, the patterns a dynamic chain applies between its steps
// (locked candidates, subsets, fish, ...) and the forcing chains nested in a chain.

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

// A nested step a branch shows that its search did not build: Step::nested[index] is to be
// the step `ref` points at.
struct PendingPattern {
    std::size_t index = 0;
    PatternRef ref;
};

// The branch of a propagation that leads to `ends`: every potential they rest on, parents
// first. Pattern nodes point at steps appended to `nested`; those not built yet are
// placeholders listed in `pending` (which a search with unbuilt findings must give).
Chain branchOf(const Propagation &propagation, std::initializer_list<int> ends, std::vector<Step> &nested,
               std::vector<PendingPattern> *pending = nullptr)
{
    std::vector<int> nodes;
    for (const int end : ends) {
        for (const int n : propagation.ancestors(end))
            nodes.push_back(n);
    }
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    std::vector<int> position(static_cast<std::size_t>(propagation.nodeCount()), -1);
    Chain chain;
    for (const int n : nodes) {
        const PropagationNode &node = propagation.node(n);
        position[idx(n)] = static_cast<int>(chain.nodes.size());
        ChainNode out = chainNodeOf(node);
        const std::uint16_t *parents = propagation.parentsOf(node);
        for (int i = 0; i < node.parentCount; ++i)
            out.parents.push_back(position[idx(parents[i])]);
        if (node.cause == Cause::Pattern && node.nested >= 0) {
            out.nested = static_cast<int>(nested.size());
            const PatternRef &ref = propagation.patterns[idx(node.nested)];
            if (ref.step) {
                nested.push_back(*ref.step);
            } else if (pending) {
                pending->push_back({nested.size(), ref});
                nested.emplace_back();
            }
        }
        chain.nodes.push_back(std::move(out));
    }
    return chain;
}

// The offs (relative to `source`) that a chain's conclusions rest on, when the chain ran on
// `grid`, a board left by an outer chain: the candidates gone from each cell or unit whose
// last candidate or place it used (Sudoku Explainer's rule parents of a chain).
void addPremises(const Propagation &q, int end, const CandidateGrid &source, const CandidateGrid &grid,
                 std::vector<int> &premises)
{
    const auto add = [&](int cell, int digit) {
        if (source.has(cell, digit) && !grid.has(cell, digit)) {
            const int c = candidateOf(cell, digit);
            if (std::find(premises.begin(), premises.end(), c) == premises.end())
                premises.push_back(c);
        }
    };
    for (const int n : q.ancestors(end)) {
        const PropagationNode &node = q.node(n);
        if (!node.on)
            continue;
        const int cell = cellOfCandidate(node.candidate);
        const int digit = digitOfCandidate(node.candidate);
        if (node.cause == Cause::LastCandidate) {
            for (int d = 1; d <= DigitCount; ++d)
                add(cell, d);
        } else if (node.cause == Cause::LastPlace && node.unit >= 0) {
            for (const std::uint8_t c : cellsOfUnit[idx(node.unit)])
                add(c, digit);
        }
    }
}

// What an "on" assumption led to, kept for the unit forcing chains that need it again.
struct Outcome {
    std::uint32_t known = 0; // the search (ForcingBuffers::generation) that recorded it
    std::array<CellSet, DigitCount> on{};
    std::array<CellSet, DigitCount> off{};
};

void record(const Propagation &propagation, Outcome &outcome, std::uint32_t generation)
{
    outcome.known = generation;
    for (int d = 1; d <= DigitCount; ++d) {
        outcome.on[idx(d - 1)] = propagation.cellsOf(true, d);
        outcome.off[idx(d - 1)] = propagation.cellsOf(false, d);
    }
}

// The candidates a conclusion strikes out: for "on", the target cell's other candidates; for
// "off", the target itself.
std::vector<CellDigit> struckBy(const CandidateGrid &grid, int candidate, bool on)
{
    const int cell = cellOfCandidate(candidate);
    const int digit = digitOfCandidate(candidate);
    std::vector<CellDigit> struck;
    if (!on) {
        struck.push_back({cell, digit});
        return struck;
    }
    for (const int other : grid.cells[idx(cell)]) {
        if (other != digit)
            struck.push_back({cell, other});
    }
    return struck;
}

// Sudoku Explainer's order of the steps one cell gives, for ties.
std::uint64_t orderOf(int cell, int value, int phase, int unitKind, int index)
{
    return (((static_cast<std::uint64_t>(cell) * 16 + static_cast<std::uint64_t>(value)) * 8
             + static_cast<std::uint64_t>(phase)) * 4 + static_cast<std::uint64_t>(unitKind)) * 65536
         + static_cast<std::uint64_t>(index);
}

} // namespace

// What a forcing search works in, kept by an engine from search to search: the branches'
// propagations and the outcomes of "on" assumptions (a few hundred kilobytes, which a search
// run thousands of times inside outer chains must not allocate and clear each time).
struct ForcingBuffers {
    std::vector<Outcome> outcomes = std::vector<Outcome>(CandidateCount);
    std::uint32_t generation = 0;
    std::array<Propagation, DigitCount> values; // the branches of the cell's digits
    std::array<Propagation, DigitCount> places; // the branches of a unit's places
    Propagation offBranch;
};

ChainingEngine::ChainingEngine(const ClassicAnalysis &analysis, const std::atomic<bool> *cancel)
    : m_analysis(analysis), m_cancel(cancel), m_grid(CandidateGrid::of(analysis))
{
}


ChainingEngine::~ChainingEngine() = default;

ForcingBuffers &ChainingEngine::buffers(bool inner)
{
    std::unique_ptr<ForcingBuffers> &slot = inner ? m_innerBuffers : m_buffers;
    if (!slot)
        slot = std::make_unique<ForcingBuffers>();
    ++slot->generation;
    return *slot;
}

struct ForcingSearch {
    // A constructor, not aggregate initialisation in make_unique: clang 14 lacks the
    // parenthesised form.
    ForcingSearch(ChainingEngine &owner, const CandidateGrid &board, ChainingRules chainRules, ForcingBuffers &scratch)
        : engine(owner), grid(board), rules(chainRules), buffers(scratch)
    {
    }

    ChainingEngine &engine;
    const CandidateGrid &grid;
    ChainingRules rules;
    ForcingBuffers &buffers;
    bool multiple = false; // several branches: cells with three or more candidates, units
    bool nishio = false;
    int base = 0;
    std::array<Technique, 4> techniques{}; // contradiction, double, cell, unit

    std::vector<Outcome> &outcomes = buffers.outcomes;
    std::array<Propagation, DigitCount> &values = buffers.values;
    std::array<Propagation, DigitCount> &places = buffers.places;
    Propagation &offBranch = buffers.offBranch;
    Best best;

    // Inside an outer chain: every step is collected, with its premises relative to the
    // outer chain's board, instead of the easiest being kept.
    using Collected = CollectedStep;
    std::vector<Collected> *collected = nullptr;
    const CandidateGrid *outerSource = nullptr;
    bool buildCollected = true; // else only what ranks and applies them

    // The nested steps of the step being built that are still to be built, and of the
    // best step (built when the search ends: a better one may come).
    std::vector<PendingPattern> pending;
    std::vector<PendingPattern> bestPending;

    Chain branch(const Propagation &propagation, std::initializer_list<int> ends, std::vector<Step> &nested)
    {
        return branchOf(propagation, ends, nested, &pending);
    }

    // Builds the pending nested steps into `step`, searching each board once more.
    void buildPending(Step &step)
    {
        std::vector<std::pair<const InnerFinding *, std::shared_ptr<const InnerFinding>>> done;
        for (const PendingPattern &p : pending) {
            const auto seen = std::find_if(done.begin(), done.end(),
                                           [&](const auto &d) { return d.first == p.ref.finding.get(); });
            const std::shared_ptr<const InnerFinding> built =
                seen != done.end() ? seen->second : engine.rebuilt(*p.ref.finding);
            if (seen == done.end())
                done.push_back({p.ref.finding.get(), built});
            if (idx(p.ref.index) < built->found.size() && built->found[idx(p.ref.index)].step)
                step.nested[p.index] = *built->found[idx(p.ref.index)].step;
        }
        pending.clear();
    }

    // A step found: rank it, or collect it. `ends` are the branches' conclusions (and a
    // contradiction's two halves), `extra` cells or a unit's places whose gone candidates
    // are premises too (the assumption of a cell or unit forcing chain).
    template <typename Build>
    void offer(const Rank &rank, const std::vector<std::pair<const Propagation *, int>> &ends,
               CellSet extraCells, int extraDigit, const std::vector<CellDigit> &struck, Build &&build)
    {
        if (!collected) {
            best.offer(rank, [&] {
                pending.clear();
                Step step = build();
                bestPending = std::move(pending);
                return step;
            });
            return;
        }
        Collected c;
        for (const auto &[branch, end] : ends)
            addPremises(*branch, end, *outerSource, grid, c.premises);
        for (const int cell : extraCells) {
            for (int d = 1; d <= DigitCount; ++d) {
                if ((extraDigit == 0 || d == extraDigit) && outerSource->has(cell, d) && !grid.has(cell, d)) {
                    const int candidate = candidateOf(cell, d);
                    if (std::find(c.premises.begin(), c.premises.end(), candidate) == c.premises.end())
                        c.premises.push_back(candidate);
                }
            }
        }
        if (c.premises.empty())
            return; // true before the outer chain began: no part of it
        for (const CellDigit e : struck)
            c.struck.push_back(candidateOf(e.cell, e.digit));
        c.complexity = rank.complexity;
        if (buildCollected) {
            pending.clear();
            Step step = build();
            buildPending(step);
            step.difficulty = rank.difficulty;
            c.step = std::make_shared<const Step>(std::move(step));
        }
        collected->push_back(std::move(c));
    }

    const Outcome &outcomeOf(int candidate)
    {
        Outcome &outcome = outcomes[idx(candidate)];
        if (outcome.known != buffers.generation) {
            Propagation &p = places[0];
            p.start(grid);
            p.assume(candidate, true);
            p.run(engine, rules);
            record(p, outcome, buffers.generation);
        }
        return outcome;
    }

    Step forcingStep(Technique technique, std::vector<CellDigit> struck)
    {
        Step step;
        step.technique = technique;
        step.eliminations = std::move(struck);
        return step;
    }

    void contradiction(const Propagation &p, int cell, int digit, bool sourceOn, int index)
    {
        const int complexity = p.complexity(p.conflictOn) + p.complexity(p.conflictOff);
        const Rank rank{base + lengthDifficulty(complexity), complexity, kind::Contradiction,
                        orderOf(cell, digit, sourceOn ? 0 : 1, 0, index)};
        const std::vector<CellDigit> struck = struckBy(grid, candidateOf(cell, digit), !sourceOn);
        offer(rank, {{&p, p.conflictOn}, {&p, p.conflictOff}}, CellSet(), 0, struck, [&] {
            Step step = forcingStep(techniques[0], struck);
            step.chains = {branch(p, {p.conflictOn, p.conflictOff}, step.nested)};
            step.cells = {cell};
            return step;
        });
    }

    // Both states of (cell, digit) lead to the same conclusions.
    void doubles(const Propagation &on, const Propagation &off, int cell, int digit)
    {
        int index = 0;
        for (int n = 0; n < on.nodeCount(); ++n) {
            const PropagationNode &node = on.node(n);
            if (on.nodeOf(node.candidate, node.on) != n)
                continue; // a clash's half, not a conclusion
            const int other = off.nodeOf(node.candidate, node.on);
            if (other < 0)
                continue;
            std::vector<CellDigit> struck = struckBy(grid, node.candidate, node.on);
            if (struck.empty())
                continue;
            const int complexity = on.complexity(n) + off.complexity(other);
            const Rank rank{base + lengthDifficulty(complexity), complexity, kind::Double,
                            orderOf(cell, digit, node.on ? 2 : 3, 0, index++)};
            offer(rank, {{&on, n}, {&off, other}}, CellSet(), 0, struck, [&] {
                Step step = forcingStep(techniques[1], struck);
                step.chains = {branch(on, {n}, step.nested), branch(off, {other}, step.nested)};
                step.cells = {cell};
                return step;
            });
        }
    }

    // Every branch leads to the conclusions in `on`/`off`: offer each. `branches` are the
    // propagations, the first one's order ranks the conclusions.
    template <typename Make>
    void reductions(const std::vector<const Propagation *> &branches, const std::array<CellSet, DigitCount> &onAll,
                    const std::array<CellSet, DigitCount> &offAll, int kindKey, int cell, int value, int phaseOn,
                    int unitKind, CellSet assumed, int assumedDigit, Make &&make)
    {
        const Propagation &first = *branches.front();
        int index = 0;
        for (int n = 0; n < first.nodeCount(); ++n) {
            const PropagationNode &node = first.node(n);
            if (first.nodeOf(node.candidate, node.on) != n)
                continue;
            const int c = cellOfCandidate(node.candidate);
            const int d = digitOfCandidate(node.candidate);
            if (!(node.on ? onAll : offAll)[idx(d - 1)].contains(c))
                continue;
            std::vector<CellDigit> struck = struckBy(grid, node.candidate, node.on);
            if (struck.empty())
                continue;
            int complexity = 0;
            std::vector<int> ends;
            std::vector<std::pair<const Propagation *, int>> branchEnds;
            for (const Propagation *b : branches) {
                const int end = b->nodeOf(node.candidate, node.on);
                ends.push_back(end);
                branchEnds.push_back({b, end});
                complexity += b->complexity(end);
            }
            const Rank rank{base + lengthDifficulty(complexity), complexity, kindKey,
                            orderOf(cell, value, phaseOn + (node.on ? 0 : 1), unitKind, index++)};
            offer(rank, branchEnds, assumed, assumedDigit, struck, [&] {
                Step step = make(struck);
                for (std::size_t i = 0; i < branches.size(); ++i)
                    step.chains.push_back(branch(*branches[i], {ends[i]}, step.nested));
                return step;
            });
        }
    }

    void unitChains(int cell, int digit, const Propagation &own)
    {
        for (const UnitKind kindOfUnit : RegionOrder) {
            const int unit = unitOf(cell, kindOfUnit);
            const CellSet positions = grid.digits[idx(digit - 1)] & unitSet[idx(unit)];
            const int count = positions.count();
            if (!(count == 2 || (multiple && count > 2)) || positions.first() != cell)
                continue;
            std::array<CellSet, DigitCount> onAll{};
            std::array<CellSet, DigitCount> offAll{};
            for (int d = 1; d <= DigitCount; ++d) {
                onAll[idx(d - 1)] = own.cellsOf(true, d);
                offAll[idx(d - 1)] = own.cellsOf(false, d);
            }
            bool any = true;
            for (const int position : positions - CellSet::of(cell)) {
                const Outcome &outcome = outcomeOf(candidateOf(position, digit));
                bool left = false;
                for (int d = 0; d < DigitCount; ++d) {
                    onAll[idx(d)] &= outcome.on[idx(d)];
                    offAll[idx(d)] &= outcome.off[idx(d)];
                    left = left || !onAll[idx(d)].isEmpty() || !offAll[idx(d)].isEmpty();
                }
                if (!left) {
                    any = false;
                    break;
                }
            }
            if (!any)
                continue;
            // Rebuild every branch with its parents to weigh the conclusions.
            std::vector<const Propagation *> branches = {&own};
            std::size_t next = 1; // places[0] is outcomeOf's scratch
            for (const int position : positions - CellSet::of(cell)) {
                Propagation &p = places[next++];
                p.start(grid);
                p.assume(candidateOf(position, digit), true);
                p.run(engine, rules);
                branches.push_back(&p);
            }
            reductions(branches, onAll, offAll, kind::Region, cell, digit, 4, static_cast<int>(kindOfUnit),
                       unitSet[idx(unit)], digit, [&](std::vector<CellDigit> struck) {
                           Step step = forcingStep(techniques[3], std::move(struck));
                           step.units = {unit};
                           step.cells = cellList(positions);
                           step.digits = Candidates::single(digit);
                           return step;
                       });
        }
    }

    // Stop at the first cell that gives a step instead of looking at every cell for the
    // easiest (the deepest nesting levels, where looking at all takes too long).
    bool firstFound = false;
    // Inside an outer chain, whether the propagation of a potential may conclude anything it
    // would not on the outer board (null: all may); a cell none of whose candidates may,
    // and which starts no unit chain that may, can give no new step.
    const std::function<bool(int candidate, bool on)> *mayDiverge = nullptr;

    bool cellMayGiveNew(int cell, Candidates here)
    {
        if (!mayDiverge)
            return true;
        for (const int digit : here) {
            const int candidate = candidateOf(cell, digit);
            if ((*mayDiverge)(candidate, true) || (*mayDiverge)(candidate, false))
                return true;
            for (const UnitKind kindOfUnit : RegionOrder) {
                const CellSet positions = grid.digits[idx(digit - 1)] & unitSet[idx(unitOf(cell, kindOfUnit))];
                if (positions.first() != cell)
                    continue;
                for (const int position : positions) {
                    if ((*mayDiverge)(candidateOf(position, digit), true))
                        return true;
                }
            }
        }
        return false;
    }

    std::optional<Step> run()
    {
        for (const int cell : engine.analysis().emptyCells) {
            if (engine.cancelled())
                return std::nullopt;
            if (firstFound && best.step)
                break;
            const Candidates here = grid.cells[idx(cell)];
            const int cardinality = countOf(here);
            if (!(cardinality > 2 || (cardinality > 1 && rules.dynamic)))
                continue;
            if (!cellMayGiveNew(cell, here))
                continue;
            const bool doDouble = cardinality >= 3 && !nishio && rules.dynamic;
            const bool doContradiction = rules.dynamic || nishio;
            std::array<CellSet, DigitCount> cellOn{};
            std::array<CellSet, DigitCount> cellOff{};
            std::vector<const Propagation *> branches;
            std::size_t k = 0;
            for (const int digit : here) {
                const int candidate = candidateOf(cell, digit);
                Propagation &on = values[k++];
                on.start(grid);
                on.assume(candidate, true);
                const bool fine = on.run(engine, rules);
                record(on, outcomes[idx(candidate)], buffers.generation);
                if (doContradiction && !fine)
                    contradiction(on, cell, digit, true, 0);
                if (doDouble || doContradiction) {
                    offBranch.start(grid);
                    offBranch.assume(candidate, false);
                    const bool offFine = offBranch.run(engine, rules);
                    if (doContradiction && !offFine)
                        contradiction(offBranch, cell, digit, false, 0);
                    if (doDouble)
                        doubles(on, offBranch, cell, digit);
                }
                if (!nishio)
                    unitChains(cell, digit, on);
                for (int d = 1; d <= DigitCount; ++d) {
                    cellOn[idx(d - 1)] = branches.empty() ? on.cellsOf(true, d) : cellOn[idx(d - 1)] & on.cellsOf(true, d);
                    cellOff[idx(d - 1)] = branches.empty() ? on.cellsOf(false, d) : cellOff[idx(d - 1)] & on.cellsOf(false, d);
                }
                branches.push_back(&on);
            }
            if (!nishio && (cardinality == 2 || (multiple && cardinality > 2))) {
                reductions(branches, cellOn, cellOff, kind::Cell, cell, 10, 6, 0, CellSet::of(cell), 0,
                           [&](std::vector<CellDigit> struck) {
                    Step step = forcingStep(techniques[2], std::move(struck));
                    step.cells = {cell};
                    step.digits = here;
                    return step;
                });
            }
        }
        if (best.step && !bestPending.empty() && !engine.cancelled()) {
            pending = std::move(bestPending);
            buildPending(*best.step);
        }
        return best.step;
    }
};

// The searches hold a few dozen propagations: on the heap, not the caller's stack.
std::optional<Step> ChainingEngine::nishio()
{
    auto search = std::make_unique<ForcingSearch>(*this, m_grid, ChainingRules{false, true, true, 0}, buffers(false));
    search->nishio = true;
    search->base = 75;
    search->techniques.fill(Technique::NishioForcingChain);
    return search->run();
}

std::optional<Step> ChainingEngine::multiple()
{
    auto search = std::make_unique<ForcingSearch>(*this, m_grid, ChainingRules{true, true, false, 0}, buffers(false));
    search->multiple = true;
    search->base = 80;
    search->techniques = {Technique::CellForcingChain, Technique::CellForcingChain, Technique::CellForcingChain,
                          Technique::UnitForcingChain};
    return search->run();
}

std::optional<Step> ChainingEngine::dynamic(int level)
{
    auto search = std::make_unique<ForcingSearch>(*this, m_grid, ChainingRules{true, true, true, level}, buffers(false));
    search->multiple = true;
    search->base = 85 + 5 * level;
    if (level == 0)
        search->techniques = {Technique::DynamicContradictionChain, Technique::DoubleForcingChain,
                              Technique::DynamicCellForcingChain, Technique::DynamicUnitForcingChain};
    else
        search->techniques.fill(level == 1 ? Technique::DynamicForcingChainPlus : Technique::NestedForcingChain);
    // From dynamic chains inside on, looking at every cell takes many seconds: the first
    // cell that gives a step gives it (its rating is then an upper bound of Sudoku
    // Explainer's, which takes the easiest of all).
    search->firstFound = level >= 4;
    return search->run();
}

// ---------------------------------------------------------------------------------------
// Inside a propagation: the patterns a dynamic chain applies between its steps and the chains
// nested in a chain.

template <typename MakePattern>
void Propagation::addPatternOffs(const std::vector<int> &struck, const std::vector<int> &premises, int complexity,
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
        m_off[idx(digitOfCandidate(candidate) - 1)].add(cellOfCandidate(candidate));
        m_offQueue.push_back(node);
    }
}

namespace {

// Sudoku Explainer's order of the pairs of a set of nine: by highest element, then the lower
// one (0-1, 0-2, 1-2, 0-3, ...; Gosper's enumeration of two-bit masks).
template <typename Visit>
void forEachPair(Visit &&visit)
{
    for (int high = 1; high < 9; ++high) {
        for (int low = 0; low < high; ++low)
            visit(low, high);
    }
}

// The offs of a pattern found on a propagation's board: what it strikes out, resting on the
// offs (relative to where the propagation began) that made the pattern.
struct PatternOffs {
    std::vector<int> struck;  // candidates
    std::vector<int> parents; // candidates that are off in the propagation
    Step step;                // the pattern, for the explanation
};

Step patternStep(Technique technique, const std::vector<int> &struck, std::vector<int> units,
                 std::vector<int> cells, Candidates digits)
{
    Step step;
    step.technique = technique;
    step.difficulty = techniqueInfo(technique).difficulty;
    for (const int candidate : struck)
        step.eliminations.push_back({cellOfCandidate(candidate), digitOfCandidate(candidate)});
    step.units = std::move(units);
    step.cells = std::move(cells);
    step.digits = digits;
    for (const int cell : step.cells) {
        for (const int digit : digits)
            step.candidates.push_back({cell, digit});
    }
    sortLists(step);
    return step;
}

// Sudoku Explainer's "Locking": pointing and claiming, every one that applies.
void lockingPatterns(const CandidateGrid &grid, const CandidateGrid &source, std::vector<PatternOffs> &found)
{
    constexpr std::array<std::pair<UnitKind, UnitKind>, 4> kinds = {{{UnitKind::Box, UnitKind::Column},
                                                                     {UnitKind::Box, UnitKind::Row},
                                                                     {UnitKind::Column, UnitKind::Box},
                                                                     {UnitKind::Row, UnitKind::Box}}};
    for (const auto &[baseKind, coverKind] : kinds) {
        for (int digit = 1; digit <= DigitCount; ++digit) {
            const CellSet cells = grid.digits[idx(digit - 1)];
            const CellSet gone = source.digits[idx(digit - 1)] - cells;
            for (int i = 0; i < 9; ++i) {
                const int base = 9 * static_cast<int>(baseKind) + i;
                // Its premises are the digit's places the chain removed from the base.
                if (!gone.intersects(unitSet[idx(base)]))
                    continue;
                const CellSet places = cells & unitSet[idx(base)];
                if (places.hasAtMostOne())
                    continue;
                for (int j = 0; j < 9; ++j) {
                    const int cover = 9 * static_cast<int>(coverKind) + j;
                    if ((unitSet[idx(base)] & unitSet[idx(cover)]).isEmpty() || !places.isSubsetOf(unitSet[idx(cover)]))
                        continue;
                    const CellSet struck = (cells & unitSet[idx(cover)]) - unitSet[idx(base)];
                    if (struck.isEmpty())
                        continue;
                    PatternOffs offs;
                    for (const int c : struck)
                        offs.struck.push_back(candidateOf(c, digit));
                    for (const int c : (gone & unitSet[idx(base)]) - unitSet[idx(cover)])
                        offs.parents.push_back(candidateOf(c, digit));
                    if (offs.parents.empty())
                        continue;
                    offs.step = patternStep(baseKind == UnitKind::Box ? Technique::LockedCandidatesPointing
                                                                      : Technique::LockedCandidatesClaiming,
                                            offs.struck, {base}, cellList(places), Candidates::single(digit));
                    offs.step.coverUnits = {cover};
                    found.push_back(std::move(offs));
                }
            }
        }
    }
}

constexpr std::array<UnitKind, 3> subsetOrder = {UnitKind::Box, UnitKind::Column, UnitKind::Row};

// Hidden pairs (in units with more than four empty cells), every one that applies.
void hiddenPairPatterns(const CandidateGrid &grid, const CandidateGrid &source, CellSet empty,
                        std::vector<PatternOffs> &found)
{
    for (const UnitKind kind : subsetOrder) {
        for (int i = 0; i < 9; ++i) {
            const int unit = 9 * static_cast<int>(kind) + i;
            if ((empty & unitSet[idx(unit)]).count() <= 4)
                continue;
            // Its premises are the two digits' places the chain removed from the unit.
            Candidates goneDigits;
            for (int d = 1; d <= DigitCount; ++d) {
                if ((source.digits[idx(d - 1)] - grid.digits[idx(d - 1)]).intersects(unitSet[idx(unit)]))
                    goneDigits.add(d);
            }
            if (goneDigits.isEmpty())
                continue;
            // A hidden pair's two digits each have exactly two places, the same two.
            Candidates twoPlaces;
            for (int d = 1; d <= DigitCount; ++d) {
                if ((grid.digits[idx(d - 1)] & unitSet[idx(unit)]).count() == 2)
                    twoPlaces.add(d);
            }
            if (countOf(twoPlaces) < 2)
                continue;
            forEachPair([&](int low, int high) {
                const int d1 = low + 1;
                const int d2 = high + 1;
                if (!twoPlaces.contains(d1) || !twoPlaces.contains(d2))
                    return;
                if (!goneDigits.contains(d1) && !goneDigits.contains(d2))
                    return;
                const CellSet p1 = grid.digits[idx(d1 - 1)] & unitSet[idx(unit)];
                const CellSet p2 = grid.digits[idx(d2 - 1)] & unitSet[idx(unit)];
                if (p1 != p2)
                    return;
                PatternOffs offs;
                for (const int c : p1 | p2) {
                    for (const int d : grid.cells[idx(c)]) {
                        if (d != d1 && d != d2)
                            offs.struck.push_back(candidateOf(c, d));
                    }
                }
                if (offs.struck.empty())
                    return;
                for (const int c : unitSet[idx(unit)] - (p1 | p2)) {
                    for (const int d : {d1, d2}) {
                        if (source.has(c, d))
                            offs.parents.push_back(candidateOf(c, d));
                    }
                }
                if (offs.parents.empty())
                    return;
                Candidates digits = Candidates::single(d1);
                digits.add(d2);
                offs.step = patternStep(Technique::HiddenPair, offs.struck, {unit}, cellList(p1 | p2), digits);
                found.push_back(std::move(offs));
            });
        }
    }
}

// Naked pairs (in units with at least four empty cells), every one that applies.
void nakedPairPatterns(const CandidateGrid &grid, const CandidateGrid &source, CellSet empty,
                       std::vector<PatternOffs> &found)
{
    // A pair needs a premise: a cell the chain took candidates from.
    CellSet changed;
    for (int d = 0; d < DigitCount; ++d)
        changed |= source.digits[idx(d)] - grid.digits[idx(d)];
    for (const UnitKind kind : subsetOrder) {
        for (int i = 0; i < 9; ++i) {
            const int unit = 9 * static_cast<int>(kind) + i;
            if ((empty & unitSet[idx(unit)]).count() < 4 || !changed.intersects(unitSet[idx(unit)]))
                continue;
            // A naked pair's two cells each have exactly two candidates, the same two.
            unsigned twoCandidates = 0;
            for (int k = 0; k < 9; ++k) {
                if (countOf(grid.cells[idx(cellsOfUnit[idx(unit)][idx(k)])]) == 2)
                    twoCandidates |= 1u << k;
            }
            if (std::popcount(twoCandidates) < 2)
                continue;
            forEachPair([&](int low, int high) {
                if (!((twoCandidates >> low) & (twoCandidates >> high) & 1u))
                    return;
                const int c1 = cellsOfUnit[idx(unit)][idx(low)];
                const int c2 = cellsOfUnit[idx(unit)][idx(high)];
                const Candidates a = grid.cells[idx(c1)];
                const Candidates b = grid.cells[idx(c2)];
                // Its premises are candidates the chain removed from the two cells.
                if (a == source.cells[idx(c1)] && b == source.cells[idx(c2)])
                    return;
                if (a != b)
                    return;
                PatternOffs offs;
                for (const int c : unitSet[idx(unit)]) {
                    if (c == c1 || c == c2)
                        continue;
                    for (const int d : grid.cells[idx(c)] & (a | b))
                        offs.struck.push_back(candidateOf(c, d));
                }
                if (offs.struck.empty())
                    return;
                for (const int c : {c1, c2}) {
                    for (const int d : source.cells[idx(c)] & ~(a | b))
                        offs.parents.push_back(candidateOf(c, d));
                }
                if (offs.parents.empty())
                    return;
                offs.step = patternStep(Technique::NakedPair, offs.struck, {unit}, {c1, c2}, a | b);
                found.push_back(std::move(offs));
            });
        }
    }
}

// X-Wings, columns then rows as base lines, every one that applies.
void xWingPatterns(const CandidateGrid &grid, const CandidateGrid &source, const ClassicAnalysis &analysis,
                   std::vector<PatternOffs> &found)
{
    // Only digits with four places or more left in the rows can make one.
    Candidates open;
    for (int digit = 1; digit <= DigitCount; ++digit) {
        int placed = 0;
        for (int u = 0; u < 9; ++u)
            placed += analysis.placed[idx(rowUnit(u))].contains(digit) ? 1 : 0;
        if (placed + 4 <= 9 && !(source.digits[idx(digit - 1)] - grid.digits[idx(digit - 1)]).isEmpty())
            open.add(digit);
    }
    if (open.isEmpty())
        return;
    for (const UnitKind baseKind : {UnitKind::Column, UnitKind::Row}) {
        const int firstBase = 9 * static_cast<int>(baseKind);
        const int firstCover = baseKind == UnitKind::Column ? rowUnit(0) : columnUnit(0);
        forEachPair([&](int low, int high) {
            for (const int digit : open) {
                const int b1 = firstBase + low;
                const int b2 = firstBase + high;
                const CellSet cells = grid.digits[idx(digit - 1)];
                // Its premises are places the chain removed from the base lines.
                if (!(source.digits[idx(digit - 1)] - cells).intersects(unitSet[idx(b1)] | unitSet[idx(b2)]))
                    continue;
                const CellSet p1 = cells & unitSet[idx(b1)];
                const CellSet p2 = cells & unitSet[idx(b2)];
                if (p1.count() < 2 || p2.count() < 2)
                    continue;
                // The cover lines: those crossing the places.
                CellSet cover;
                int covers = 0;
                for (int u = 0; u < 9; ++u) {
                    const CellSet line = unitSet[idx(firstCover + u)];
                    if ((p1 | p2).intersects(line)) {
                        cover |= line;
                        ++covers;
                    }
                }
                if (covers != 2)
                    continue;
                const CellSet base = unitSet[idx(b1)] | unitSet[idx(b2)];
                const CellSet struck = (cells & cover) - base;
                if (struck.isEmpty())
                    continue;
                PatternOffs offs;
                for (const int c : struck)
                    offs.struck.push_back(candidateOf(c, digit));
                for (const int c : ((source.digits[idx(digit - 1)] - cells) & base) - cover)
                    offs.parents.push_back(candidateOf(c, digit));
                if (offs.parents.empty())
                    continue;
                offs.step = patternStep(Technique::XWing, offs.struck, {b1, b2}, cellList(p1 | p2),
                                        Candidates::single(digit));
                for (int u = 0; u < 9; ++u) {
                    if ((p1 | p2).intersects(unitSet[idx(firstCover + u)]))
                        offs.step.coverUnits.push_back(firstCover + u);
                }
                found.push_back(std::move(offs));
            }
        });
    }
}

} // namespace

bool ChainingEngine::applyPatterns(Propagation &propagation, const ChainingRules &rules)
{
    if (rules.level < 1)
        return false;
    const CandidateGrid &grid = propagation.m_grid;
    const CandidateGrid &source = propagation.m_source;
    std::vector<PatternOffs> found;
    // Sudoku Explainer's rules in order; the first that applies with a premise the chain made.
    for (int rule = 0; rule < 4; ++rule) {
        found.clear();
        switch (rule) {
        case 0:
            lockingPatterns(grid, source, found);
            break;
        case 1:
            hiddenPairPatterns(grid, source, m_analysis.emptyCells, found);
            break;
        case 2:
            nakedPairPatterns(grid, source, m_analysis.emptyCells, found);
            break;
        default:
            xWingPatterns(grid, source, m_analysis, found);
            break;
        }
        // Only patterns with a premise the chain made (the others were on the board before
        // it: no part of the chain) were kept.
        const bool any = !found.empty();
        for (PatternOffs &offs : found) {
            propagation.addPatternOffs(offs.struck, offs.parents, 0, [&] {
                return PatternRef{std::make_shared<const Step>(std::move(offs.step)), nullptr, -1};
            });
        }
        if (any)
            return propagation.m_offHead < propagation.m_offQueue.size();
    }
    if (rules.level < 2)
        return false;
    // Then chains inside the chain.
    return applyInnerChains(propagation, rules.level);
}

namespace {

// The analysis of a propagation's board: the base board's digits, the chain's candidates.
ClassicAnalysis analysisWith(const ClassicAnalysis &base, const CandidateGrid &grid)
{
    ClassicAnalysis analysis = base;
    analysis.candidates = grid.cells;
    analysis.digitCells = grid.digits;
    analysis.bivalueCells = CellSet();
    for (auto &unit : analysis.places)
        unit.fill(0);
    for (const int cell : analysis.emptyCells) {
        const Candidates here = grid.cells[idx(cell)];
        if (countOf(here) == 2)
            analysis.bivalueCells.add(cell);
        const auto &units = unitsOfCell[idx(cell)];
        const auto &positions = positionInUnit[idx(cell)];
        for (const int digit : here) {
            for (std::size_t k = 0; k < 3; ++k) {
                Places &where = analysis.places[units[k]][idx(digit - 1)];
                where = static_cast<Places>(where | (1u << positions[k]));
            }
        }
    }
    return analysis;
}

} // namespace

// What the chains inside find on a propagation's board, as pattern offs: static forcing
// chains (levels 2 and 3), static multiple ones (3), dynamic ones of level - 4 (4 and up).
std::shared_ptr<const InnerFinding> ChainingEngine::searchInside(const CandidateGrid &grid,
                                                                 const CandidateGrid &source, int level, bool build)
{
    auto finding = std::make_shared<InnerFinding>();
    finding->level = level;
    finding->grid = grid;
    std::vector<CollectedStep> &found = finding->found;
    const ClassicAnalysis analysis = analysisWith(m_analysis, grid);
    ChainingEngine engine(analysis, m_cancel);
    engine.m_buildFindings = build;
    if (level <= 3)
        staticContradictions(grid, source, analysis, engine, build, found);
    if (found.empty() && level >= 3) {
        // Sudoku Explainer's multiple forcing chains inside (level 3), dynamic forcing chains
        // of level - 4 (4 and up): every step they find on the chain's board.
        const ChainingRules inner{true, true, level >= 4, std::max(0, level - 4)};
        auto search = std::make_unique<ForcingSearch>(engine, engine.m_grid, inner, buffers(true));
        search->multiple = true;
        search->base = level >= 4 ? 85 + 5 * inner.level : 80;
        search->techniques = level >= 4
                                 ? std::array<Technique, 4>{Technique::DynamicContradictionChain,
                                                            Technique::DoubleForcingChain,
                                                            Technique::DynamicCellForcingChain,
                                                            Technique::DynamicUnitForcingChain}
                                 : std::array<Technique, 4>{Technique::CellForcingChain, Technique::CellForcingChain,
                                                            Technique::CellForcingChain, Technique::UnitForcingChain};
        search->collected = &found;
        search->outerSource = &source;
        search->buildCollected = build;
        // Plain dynamic chains inside (level 4): a chain from a potential can only conclude
        // something new on this board if the offs the outer chain made leave a cell or a
        // unit's digit with one candidate or place where the same chain on the search's
        // board did not — the first new conclusion needs that, and the search's board had
        // no dynamic forcing chain at all (the plan tried them first).
        std::function<bool(int, bool)> diverges;
        std::array<CellSet, DigitCount> entries{};
        if (level == 3 && source.cells == m_grid.cells) {
            // Static chains inside (level 3): as for the static contradictions, a branch can
            // only conclude something new through a strong link the outer chain made.
            staticEntries(grid, source, entries);
            diverges = [this, &entries](int candidate, bool on) {
                const auto &offs = m_staticOffs[idx(2 * candidate + (on ? 1 : 0))];
                for (int d = 0; d < DigitCount; ++d) {
                    if (offs[idx(d)].intersects(entries[idx(d)]))
                        return true;
                }
                return false;
            };
            search->mayDiverge = &diverges;
        }
        if (level == 4 && source.cells == m_grid.cells) {
            const ChainingRules plain{true, true, true, 0};
            fillOffTable(m_dynamicOffs, plain);
            std::array<CellSet, DigitCount> removed{};
            for (int d = 0; d < DigitCount; ++d)
                removed[idx(d)] = source.digits[idx(d)] - grid.digits[idx(d)];
            diverges = [this, &source, removed](int candidate, bool on) {
                const auto &offs = m_dynamicOffs[idx(2 * candidate + (on ? 1 : 0))];
                std::array<CellSet, DigitCount> left{};
                std::array<CellSet, DigitCount> fresh{};
                CellSet freshCells;
                for (int d = 0; d < DigitCount; ++d) {
                    left[idx(d)] = source.digits[idx(d)] - offs[idx(d)] - removed[idx(d)];
                    fresh[idx(d)] = removed[idx(d)] - offs[idx(d)];
                    freshCells |= fresh[idx(d)];
                }
                if (freshCells.isEmpty())
                    return false;
                // Cells with at most one candidate left (bit-sliced count over the digits).
                CellSet once;
                CellSet twice;
                for (int d = 0; d < DigitCount; ++d) {
                    twice |= once & left[idx(d)];
                    once |= left[idx(d)];
                }
                if (freshCells.intersects(m_analysis.emptyCells - twice))
                    return true;
                for (int d = 0; d < DigitCount; ++d) {
                    if (fresh[idx(d)].isEmpty())
                        continue;
                    for (int unit = 0; unit < UnitCount; ++unit) {
                        if (fresh[idx(d)].intersects(unitSet[idx(unit)])
                            && (left[idx(d)] & unitSet[idx(unit)]).count() <= 1)
                            return true;
                    }
                }
                return false;
            };
            search->mayDiverge = &diverges;
        }
        search->run();
    }
    return finding;
}

namespace {

std::uint64_t fingerprintOf(int level, const std::array<CellSet, DigitCount> &digits)
{
    std::uint64_t hash = static_cast<std::uint64_t>(level);
    for (const CellSet &cells : digits)
        hash = (hash ^ cells.fingerprint()) * 0x100000001B3u + (hash >> 29);
    return hash;
}

// Findings kept at most (about 100 bytes each, steps unbuilt): a search's repeats fall well
// within, and memory stays a few tens of MB.
constexpr std::size_t innerFindingStepLimit = 100000;

} // namespace

bool ChainingEngine::applyInnerChains(Propagation &propagation, int level)
{
    const CandidateGrid &grid = propagation.m_grid;
    std::shared_ptr<const InnerFinding> finding;
    // Findings are kept for propagations from this engine's board only (their premises are
    // the offs from it); the others are built at once.
    const bool keep = propagation.m_source.digits == m_grid.digits;
    const std::uint64_t key = keep ? fingerprintOf(level, grid.digits) : 0;
    if (keep) {
        const auto [first, last] = m_innerFindings.equal_range(key);
        const auto kept = std::find_if(first, last, [&](const auto &entry) {
            return entry.second->level == level && entry.second->grid.digits == grid.digits;
        });
        if (kept != last)
            finding = kept->second;
    }
    if (!finding) {
        finding = searchInside(grid, propagation.m_source, level, m_buildFindings || !keep);
        if (keep && !cancelled()) {
            if (m_innerFindingSteps + finding->found.size() > innerFindingStepLimit) {
                m_innerFindings.clear();
                m_innerFindingSteps = 0;
            }
            m_innerFindingSteps += finding->found.size() + 1;
            m_innerFindings.emplace(key, finding);
        }
    }
    const std::vector<CollectedStep> &found = finding->found;
    if (found.empty())
        return false;
    for (std::size_t i = 0; i < found.size(); ++i) {
        const CollectedStep &f = found[i];
        propagation.addPatternOffs(f.struck, f.premises, f.complexity, [&] {
            return PatternRef{f.step, f.step ? nullptr : finding, static_cast<int>(i)};
        });
    }
    return propagation.m_offHead < propagation.m_offQueue.size();
}

std::shared_ptr<const InnerFinding> ChainingEngine::rebuilt(const InnerFinding &finding)
{
    return searchInside(finding.grid, m_grid, finding.level, true);
}

// What assuming each candidate of the board on, and off, turns off under `rules`, per digit:
// worked out once per board (an empty table) and kept, as each search's filters read it.
void ChainingEngine::fillOffTable(std::vector<std::array<CellSet, DigitCount>> &table, const ChainingRules &rules)
{
    if (!table.empty())
        return;
    Propagation *q = &scratch();
    table.assign(2 * CandidateCount, {});
    for (const int cell : m_analysis.emptyCells) {
        for (const int digit : m_grid.cells[idx(cell)]) {
            for (const bool on : {true, false}) {
                q->start(m_grid);
                q->assume(candidateOf(cell, digit), on);
                q->run(*this, rules);
                auto &offs = table[idx(2 * candidateOf(cell, digit) + (on ? 1 : 0))];
                for (int d = 1; d <= DigitCount; ++d)
                    offs[idx(d - 1)] = q->cellsOf(false, d);
            }
        }
    }
}

// The "off" ends of the strong links a propagation made on the search's board — cells and
// units left with two candidates or places — and, worked out once, what every potential's
// static propagation on the board turns off (staticContradictions says why they matter).
void ChainingEngine::staticEntries(const CandidateGrid &grid, const CandidateGrid &source,
                                   std::array<CellSet, DigitCount> &entries)
{
    fillOffTable(m_staticOffs, ChainingRules{true, true, false, 0});
    for (const int cell : m_analysis.emptyCells) {
        const Candidates here = grid.cells[idx(cell)];
        if (countOf(here) == 2 && countOf(source.cells[idx(cell)]) > 2) {
            for (const int d : here)
                entries[idx(d - 1)].add(cell);
        }
    }
    for (int unit = 0; unit < UnitCount; ++unit) {
        for (int d = 1; d <= DigitCount; ++d) {
            const CellSet now = grid.digits[idx(d - 1)] & unitSet[idx(unit)];
            if (now.count() == 2 && (source.digits[idx(d - 1)] & unitSet[idx(unit)]).count() > 2)
                entries[idx(d - 1)] |= now;
        }
    }
}

// Sudoku Explainer's forcing chains and cycles inside (levels 2 and 3): a static chain on
// the chain's board from a candidate, or its absence, to a contradiction.
void ChainingEngine::staticContradictions(const CandidateGrid &grid, const CandidateGrid &source,
                                          const ClassicAnalysis &analysis, ChainingEngine &engine, bool build,
                                          std::vector<CollectedStep> &found)
{
    const ChainingRules inner{true, true, false, 0};
    Propagation *q = &scratch();
    // A static chain on the propagation's board that ends in a contradiction would be a
    // forcing chain on the search's board too (which the plan tried before) unless it uses a
    // strong link the propagation made: a cell or unit left with two candidates or places.
    // It reaches that link's "off" end along links the board had, so only a potential whose
    // static propagation on the board turns one of those ends off need be tried.
    std::array<CellSet, DigitCount> entries{};
    const bool filter = source.cells == m_grid.cells;
    if (filter)
        staticEntries(grid, source, entries);
    const auto mayClash = [&](int candidate, bool on) {
        if (!filter)
            return true;
        const auto &offs = m_staticOffs[idx(2 * candidate + (on ? 1 : 0))];
        for (int d = 0; d < DigitCount; ++d) {
            if (offs[idx(d)].intersects(entries[idx(d)]))
                return true;
        }
        return false;
    };
    for (const int cell : analysis.emptyCells) {
        const Candidates here = grid.cells[idx(cell)];
        if (countOf(here) < 2)
            continue;
        if (cancelled())
            return;
        for (const int digit : here) {
            for (const bool on : {true, false}) {
                if (!mayClash(candidateOf(cell, digit), on))
                    continue;
                q->start(grid);
                q->assume(candidateOf(cell, digit), on);
                if (q->run(engine, inner))
                    continue;
                CollectedStep f;
                addPremises(*q, q->conflictOn, source, grid, f.premises);
                addPremises(*q, q->conflictOff, source, grid, f.premises);
                if (f.premises.empty())
                    continue; // true on the board before the chain began: no part of it
                if (on) {
                    f.struck = {candidateOf(cell, digit)};
                } else {
                    for (const int other : here) {
                        if (other != digit)
                            f.struck.push_back(candidateOf(cell, other));
                    }
                }
                f.complexity = q->complexity(q->conflictOn) + q->complexity(q->conflictOff);
                if (!build) {
                    found.push_back(std::move(f));
                    continue;
                }
                Step step;
                step.technique = Technique::AlternatingInferenceChain;
                step.difficulty = 70 + lengthDifficulty(f.complexity);
                for (const int c : f.struck)
                    step.eliminations.push_back({cellOfCandidate(c), digitOfCandidate(c)});
                step.chains = {branchOf(*q, {q->conflictOn, q->conflictOff}, step.nested)};
                step.cells = {cell};
                f.step = std::make_shared<const Step>(std::move(step));
                found.push_back(std::move(f));
            }
        }
    }
}

} // namespace sudoku::techniques
