// SPDX-License-Identifier: GPL-3.0-or-later
// The chaining engine (chaining.h): the multiple and dynamic forcing chains (Nishio,
// cell, unit, contradiction, double, dynamic, nested), ranked as Sudoku Explainer ranks them;
// and inside a propagation, the forcing chains nested in a chain.

#include "chaining.h"

#include "techniques.h"

#include <algorithm>
#include <bit>
#include <deque>
#include <climits>
#include <functional>
#include <memory>
#include <tuple>

namespace sudoku::techniques {
namespace {

// A nested step a branch shows that its search did not build: Step::nested[index] is to be
// the step `ref` points at.
template <typename Layout>
struct PendingPattern {
    std::size_t index = 0;
    PatternRef<Layout> ref;
};

// The branch of a propagation that leads to `ends`: every potential they rest on, parents
// first. Pattern nodes point at steps appended to `nested`; those not built yet are
// placeholders listed in `pending` (which a search with unbuilt findings must give).
template <typename Layout>
Chain branchOf(const Propagation<Layout> &propagation, std::initializer_list<int> ends, std::vector<Step> &nested,
               std::vector<PendingPattern<Layout>> *pending = nullptr)
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
        ChainNode out = chainNodeOf<Layout>(node);
        const std::uint16_t *parents = propagation.parentsOf(node);
        for (int i = 0; i < node.parentCount; ++i)
            out.parents.push_back(position[idx(parents[i])]);
        if (node.cause == Cause::Pattern && node.nested >= 0) {
            out.nested = static_cast<int>(nested.size());
            const PatternRef<Layout> &ref = propagation.patterns[idx(node.nested)];
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
template <typename Layout>
void addPremises(const Propagation<Layout> &q, int end, const CandidateGrid<Layout> &source,
                 const CandidateGrid<Layout> &grid, std::vector<int> &premises)
{
    const Layout &layout = grid.layout;
    const auto add = [&](int cell, int digit) {
        if (source.has(cell, digit) && !grid.has(cell, digit)) {
            const int c = candidateOf<Layout>(cell, digit);
            if (std::find(premises.begin(), premises.end(), c) == premises.end())
                premises.push_back(c);
        }
    };
    for (const int n : q.ancestors(end)) {
        const PropagationNode &node = q.node(n);
        if (!node.on)
            continue;
        const int cell = cellOfCandidate<Layout>(node.candidate);
        const int digit = digitOfCandidate<Layout>(node.candidate);
        if (node.cause == Cause::LastCandidate) {
            for (int d = 1; d <= layout.size(); ++d)
                add(cell, d);
        } else if (node.cause == Cause::LastPlace && node.unit >= 0) {
            for (const int c : layout.cellsOf(node.unit))
                add(c, digit);
        }
    }
}

// What an "on" assumption led to, kept for the unit forcing chains that need it again.
template <typename Layout>
struct Outcome {
    std::array<typename Layout::CellSet, Layout::MaxDigits> on{};
    std::array<typename Layout::CellSet, Layout::MaxDigits> off{};
};

// The outcomes of one search (a generation), by candidate: only those a search records take
// room (the general layout's outcome is 4 KB; a 25×25 board has 15,625 candidates).
template <typename Layout>
class Outcomes {
public:
    // Forgets every outcome: a new search begins.
    void clear()
    {
        if (++m_generation == 0) {
            std::fill(m_generationOf.begin(), m_generationOf.end(), 0);
            m_generation = 1;
        }
        m_used = 0;
    }
    // The outcome of `candidate`, or null when this search has not recorded it.
    const Outcome<Layout> *find(int candidate) const
    {
        return m_generationOf[idx(candidate)] == m_generation ? &m_pool[m_slotOf[idx(candidate)]] : nullptr;
    }
    // Room for the outcome of `candidate` (the same room when it was recorded before).
    Outcome<Layout> &slot(int candidate)
    {
        if (m_generationOf[idx(candidate)] == m_generation)
            return m_pool[m_slotOf[idx(candidate)]];
        if (m_used == m_pool.size())
            m_pool.emplace_back();
        m_generationOf[idx(candidate)] = m_generation;
        m_slotOf[idx(candidate)] = static_cast<std::uint32_t>(m_used);
        return m_pool[m_used++];
    }

private:
    std::vector<std::uint32_t> m_generationOf = std::vector<std::uint32_t>(CandidateCount<Layout>, 0);
    std::vector<std::uint32_t> m_slotOf = std::vector<std::uint32_t>(CandidateCount<Layout>, 0);
    std::deque<Outcome<Layout>> m_pool; // references stay valid as it grows
    std::size_t m_used = 0;
    std::uint32_t m_generation = 0;
};

template <typename Layout>
void record(const Propagation<Layout> &propagation, Outcome<Layout> &outcome, int size)
{
    for (int d = 1; d <= size; ++d) {
        outcome.on[idx(d - 1)] = propagation.cellsOf(true, d);
        outcome.off[idx(d - 1)] = propagation.cellsOf(false, d);
    }
}

// The candidates a conclusion strikes out: for "on", the target cell's other candidates; for
// "off", the target itself.
template <typename Layout>
std::vector<CellDigit> struckBy(const CandidateGrid<Layout> &grid, int candidate, bool on)
{
    const int cell = cellOfCandidate<Layout>(candidate);
    const int digit = digitOfCandidate<Layout>(candidate);
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

// Sudoku Explainer's order of the steps one cell gives, for ties (value: a digit, or one above
// the largest for the cell's own chains).
std::uint64_t orderOf(int cell, int value, int phase, int unitKind, int index)
{
    return (((static_cast<std::uint64_t>(cell) * 32 + static_cast<std::uint64_t>(value)) * 8
             + static_cast<std::uint64_t>(phase)) * 4 + static_cast<std::uint64_t>(unitKind)) * 65536
         + static_cast<std::uint64_t>(index);
}

} // namespace

// What a forcing search works in, kept by an engine from search to search: the branches'
// propagations and the outcomes of "on" assumptions (a few hundred kilobytes, which a search
// run thousands of times inside outer chains must not allocate and clear each time).
template <typename Layout>
struct ForcingBuffers {
    Outcomes<Layout> outcomes;
    std::array<Propagation<Layout>, Layout::MaxDigits> values; // the branches of the cell's digits
    std::array<Propagation<Layout>, Layout::MaxDigits> places; // the branches of a unit's places
    Propagation<Layout> offBranch;
};

template <typename Layout>
ChainingEngine<Layout>::ChainingEngine(const Analysis<Layout> &analysis, const std::atomic<bool> *cancel)
    : m_analysis(analysis), m_cancel(cancel), m_grid(CandidateGrid<Layout>::of(analysis))
{
}

template <typename Layout>
ChainingEngine<Layout>::~ChainingEngine() = default;

template <typename Layout>
ForcingBuffers<Layout> &ChainingEngine<Layout>::buffers(bool inner)
{
    std::unique_ptr<ForcingBuffers<Layout>> &slot = inner ? m_innerBuffers : m_buffers;
    if (!slot)
        slot = std::make_unique<ForcingBuffers<Layout>>();
    slot->outcomes.clear();
    return *slot;
}

template <typename Layout>
struct ForcingSearch {
    using CellSet = typename Layout::CellSet;
    using Propagation = techniques::Propagation<Layout>;
    using PendingPattern = techniques::PendingPattern<Layout>;
    using Offs = std::array<CellSet, Layout::MaxDigits>;

    // A constructor, not aggregate initialisation in make_unique: clang 14 lacks the
    // parenthesised form.
    ForcingSearch(ChainingEngine<Layout> &owner, const CandidateGrid<Layout> &board, ChainingRules chainRules,
                  ForcingBuffers<Layout> &scratch)
        : engine(owner), grid(board), layout(board.layout), rules(chainRules), buffers(scratch)
    {
    }

    ChainingEngine<Layout> &engine;
    const CandidateGrid<Layout> &grid;
    Layout layout;
    ChainingRules rules;
    ForcingBuffers<Layout> &buffers;
    bool multiple = false; // several branches: cells with three or more candidates, units
    bool nishio = false;
    int base = 0;
    std::array<Technique, 4> techniques{}; // contradiction, double, cell, unit

    Outcomes<Layout> &outcomes = buffers.outcomes;
    std::array<Propagation, Layout::MaxDigits> &values = buffers.values;
    std::array<Propagation, Layout::MaxDigits> &places = buffers.places;
    Propagation &offBranch = buffers.offBranch;
    Best best;

    // Inside an outer chain: every step is collected, with its premises relative to the
    // outer chain's board, instead of the easiest being kept.
    using Collected = CollectedStep;
    std::vector<Collected> *collected = nullptr;
    const CandidateGrid<Layout> *outerSource = nullptr;
    bool buildCollected = true; // else only what ranks and applies them

    // The nested steps of the step being built that are still to be built, and of the
    // best step (built when the search ends: a better one may come).
    std::vector<PendingPattern> pending;
    std::vector<PendingPattern> bestPending;

    // The outermost search's steps are of the techniques findStep allows: a step of one left
    // out is passed over, so that a harder allowed one of the same search can still win.
    void keepTo(const TechniqueSet &allowed)
    {
        if (!allowed.all())
            best.allowed = &allowed;
    }

    Chain branch(const Propagation &propagation, std::initializer_list<int> ends, std::vector<Step> &nested)
    {
        return branchOf(propagation, ends, nested, &pending);
    }

    // Builds the pending nested steps into `step`, searching each board once more.
    void buildPending(Step &step)
    {
        std::vector<std::pair<const InnerFinding<Layout> *, std::shared_ptr<const InnerFinding<Layout>>>> done;
        for (const PendingPattern &p : pending) {
            const auto seen = std::find_if(done.begin(), done.end(),
                                           [&](const auto &d) { return d.first == p.ref.finding.get(); });
            const std::shared_ptr<const InnerFinding<Layout>> built =
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
            for (int d = 1; d <= layout.size(); ++d) {
                if ((extraDigit == 0 || d == extraDigit) && outerSource->has(cell, d) && !grid.has(cell, d)) {
                    const int candidate = candidateOf<Layout>(cell, d);
                    if (std::find(c.premises.begin(), c.premises.end(), candidate) == c.premises.end())
                        c.premises.push_back(candidate);
                }
            }
        }
        if (c.premises.empty())
            return; // true before the outer chain began: no part of it
        for (const CellDigit e : struck)
            c.struck.push_back(candidateOf<Layout>(e.cell, e.digit));
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

    const Outcome<Layout> &outcomeOf(int candidate)
    {
        if (const Outcome<Layout> *known = outcomes.find(candidate))
            return *known;
        Propagation &p = places[0];
        p.start(grid);
        p.assume(candidate, true);
        p.run(engine, rules);
        Outcome<Layout> &outcome = outcomes.slot(candidate);
        record(p, outcome, layout.size());
        return outcome;
    }

    Step forcingStep(Technique technique, std::vector<CellDigit> struck)
    {
        Step step;
        step.technique = technique;
        step.shape = layout.shape();
        step.eliminations = std::move(struck);
        return step;
    }

    void contradiction(const Propagation &p, int cell, int digit, bool sourceOn, int index)
    {
        const int complexity = p.complexity(p.conflictOn) + p.complexity(p.conflictOff);
        const Rank rank{base + lengthDifficulty(complexity), complexity, kind::Contradiction,
                        orderOf(cell, digit, sourceOn ? 0 : 1, 0, index)};
        const std::vector<CellDigit> struck = struckBy(grid, candidateOf<Layout>(cell, digit), !sourceOn);
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
    void reductions(const std::vector<const Propagation *> &branches, const std::array<CellSet, Layout::MaxDigits> &onAll,
                    const std::array<CellSet, Layout::MaxDigits> &offAll, int kindKey, int cell, int value, int phaseOn,
                    int unitKind, CellSet assumed, int assumedDigit, Make &&make)
    {
        const Propagation &first = *branches.front();
        int index = 0;
        for (int n = 0; n < first.nodeCount(); ++n) {
            const PropagationNode &node = first.node(n);
            if (first.nodeOf(node.candidate, node.on) != n)
                continue;
            const int c = cellOfCandidate<Layout>(node.candidate);
            const int d = digitOfCandidate<Layout>(node.candidate);
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
            const int unit = layout.unitHolding(cell, kindOfUnit);
            const CellSet positions = grid.digits[idx(digit - 1)] & layout.unitSet(unit);
            const int count = positions.count();
            if (!(count == 2 || (multiple && count > 2)) || positions.first() != cell)
                continue;
            std::array<CellSet, Layout::MaxDigits> onAll{};
            std::array<CellSet, Layout::MaxDigits> offAll{};
            for (int d = 1; d <= layout.size(); ++d) {
                onAll[idx(d - 1)] = own.cellsOf(true, d);
                offAll[idx(d - 1)] = own.cellsOf(false, d);
            }
            bool any = true;
            for (const int position : positions - CellSet::of(cell)) {
                const Outcome<Layout> &outcome = outcomeOf(candidateOf<Layout>(position, digit));
                bool left = false;
                for (int d = 0; d < layout.size(); ++d) {
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
                p.assume(candidateOf<Layout>(position, digit), true);
                p.run(engine, rules);
                branches.push_back(&p);
            }
            reductions(branches, onAll, offAll, kind::Region, cell, digit, 4, static_cast<int>(kindOfUnit),
                       layout.unitSet(unit), digit, [&](std::vector<CellDigit> struck) {
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
            const int candidate = candidateOf<Layout>(cell, digit);
            if ((*mayDiverge)(candidate, true) || (*mayDiverge)(candidate, false))
                return true;
            for (const UnitKind kindOfUnit : RegionOrder) {
                const CellSet positions = grid.digits[idx(digit - 1)] & layout.unitSet(layout.unitHolding(cell, kindOfUnit));
                if (positions.first() != cell)
                    continue;
                for (const int position : positions) {
                    if ((*mayDiverge)(candidateOf<Layout>(position, digit), true))
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
            std::array<CellSet, Layout::MaxDigits> cellOn{};
            std::array<CellSet, Layout::MaxDigits> cellOff{};
            std::vector<const Propagation *> branches;
            std::size_t k = 0;
            for (const int digit : here) {
                const int candidate = candidateOf<Layout>(cell, digit);
                Propagation &on = values[k++];
                on.start(grid);
                on.assume(candidate, true);
                const bool fine = on.run(engine, rules);
                record(on, outcomes.slot(candidate), layout.size());
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
                for (int d = 1; d <= layout.size(); ++d) {
                    cellOn[idx(d - 1)] = branches.empty() ? on.cellsOf(true, d) : cellOn[idx(d - 1)] & on.cellsOf(true, d);
                    cellOff[idx(d - 1)] = branches.empty() ? on.cellsOf(false, d) : cellOff[idx(d - 1)] & on.cellsOf(false, d);
                }
                branches.push_back(&on);
            }
            if (!nishio && (cardinality == 2 || (multiple && cardinality > 2))) {
                reductions(branches, cellOn, cellOff, kind::Cell, cell, Layout::MaxDigits + 1, 6, 0, CellSet::of(cell), 0,
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
template <typename Layout>
std::optional<Step> ChainingEngine<Layout>::nishio()
{
    auto search = std::make_unique<ForcingSearch<Layout>>(*this, m_grid, ChainingRules{false, true, true, 0}, buffers(false));
    search->nishio = true;
    search->keepTo(m_analysis.allowed);
    search->base = 75;
    search->techniques.fill(Technique::NishioForcingChain);
    return search->run();
}

template <typename Layout>
std::optional<Step> ChainingEngine<Layout>::multiple()
{
    auto search = std::make_unique<ForcingSearch<Layout>>(*this, m_grid, ChainingRules{true, true, false, 0}, buffers(false));
    search->multiple = true;
    search->base = 80;
    search->keepTo(m_analysis.allowed);
    search->techniques = {Technique::CellForcingChain, Technique::CellForcingChain, Technique::CellForcingChain,
                          Technique::UnitForcingChain};
    return search->run();
}

template <typename Layout>
std::optional<Step> ChainingEngine<Layout>::dynamic(int level)
{
    auto search = std::make_unique<ForcingSearch<Layout>>(*this, m_grid, ChainingRules{true, true, true, level}, buffers(false));
    search->multiple = true;
    search->base = 85 + 5 * level;
    search->keepTo(m_analysis.allowed);
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
// Inside a propagation: the chains nested in a chain (the patterns a dynamic chain applies
// between its steps are chainpatterns.cpp's).

namespace {

// The analysis of a propagation's board: the base board's digits, the chain's candidates.
template <typename Layout>
Analysis<Layout> analysisWith(const Analysis<Layout> &base, const CandidateGrid<Layout> &grid)
{
    using Places = typename Layout::Places;
    const Layout &layout = grid.layout;
    Analysis<Layout> analysis = base;
    analysis.candidates = grid.cells;
    analysis.digitCells = grid.digits;
    analysis.bivalueCells = {};
    for (int unit = 0; unit < layout.unitCount(); ++unit) // the board's units; the rest stay empty
        analysis.places[idx(unit)].fill(0);
    for (const int cell : analysis.emptyCells) {
        const Candidates here = grid.cells[idx(cell)];
        if (countOf(here) == 2)
            analysis.bivalueCells.add(cell);
        const auto &units = layout.unitsOf(cell);
        for (const int digit : here) {
            for (std::size_t k = 0; k < 3 && layout.firstExtraUnit() > 0; ++k) { // a samurai's: below
                Places &where = analysis.places[units[k]][idx(digit - 1)];
                where = static_cast<Places>(where | (Places{1} << layout.positionIn(cell, static_cast<UnitKind>(k))));
            }
        }
    }
    // A variant's extra units (none classic), by their cells; a samurai's every unit.
    for (int unit = layout.firstExtraUnit(); unit < layout.unitCount(); ++unit) {
        const auto cells = layout.cellsOf(unit);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (!analysis.emptyCells.contains(cells[i]))
                continue;
            for (const int digit : grid.cells[idx(cells[i])]) {
                Places &where = analysis.places[idx(unit)][idx(digit - 1)];
                where = static_cast<Places>(where | (Places{1} << i));
            }
        }
    }
    return analysis;
}

} // namespace

// What the chains inside find on a propagation's board, as pattern offs: static forcing
// chains (levels 2 and 3), static multiple ones (3), dynamic ones of level - 4 (4 and up).
template <typename Layout>
std::shared_ptr<const InnerFinding<Layout>> ChainingEngine<Layout>::searchInside(const CandidateGrid<Layout> &grid,
                                                                 const CandidateGrid<Layout> &source, int level, bool build)
{
    auto finding = std::make_shared<InnerFinding<Layout>>();
    finding->level = level;
    finding->grid = grid;
    std::vector<CollectedStep> &found = finding->found;
    const Analysis<Layout> analysis = analysisWith(m_analysis, grid);
    ChainingEngine engine(analysis, m_cancel);
    engine.m_buildFindings = build;
    if (level <= 3)
        staticContradictions(grid, source, analysis, engine, build, found);
    if (found.empty() && level >= 3) {
        // Sudoku Explainer's multiple forcing chains inside (level 3), dynamic forcing chains
        // of level - 4 (4 and up): every step they find on the chain's board.
        const ChainingRules inner{true, true, level >= 4, std::max(0, level - 4)};
        auto search = std::make_unique<ForcingSearch<Layout>>(engine, engine.m_grid, inner, buffers(true));
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
        Offs entries{};
        if (level == 3 && source.cells == m_grid.cells) {
            // Static chains inside (level 3): as for the static contradictions, a branch can
            // only conclude something new through a strong link the outer chain made.
            staticEntries(grid, source, entries);
            diverges = [this, &entries](int candidate, bool on) {
                const auto &offs = m_staticOffs.of(candidate, on);
                for (int d = 0; d < m_grid.layout.size(); ++d) {
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
            Offs removed{};
            for (int d = 0; d < m_grid.layout.size(); ++d)
                removed[idx(d)] = source.digits[idx(d)] - grid.digits[idx(d)];
            diverges = [this, &source, removed](int candidate, bool on) {
                const auto &offs = m_dynamicOffs.of(candidate, on);
                Offs left{};
                Offs fresh{};
                CellSet freshCells;
                for (int d = 0; d < m_grid.layout.size(); ++d) {
                    left[idx(d)] = source.digits[idx(d)] - offs[idx(d)] - removed[idx(d)];
                    fresh[idx(d)] = removed[idx(d)] - offs[idx(d)];
                    freshCells |= fresh[idx(d)];
                }
                if (freshCells.isEmpty())
                    return false;
                // Cells with at most one candidate left (bit-sliced count over the digits).
                CellSet once;
                CellSet twice;
                for (int d = 0; d < m_grid.layout.size(); ++d) {
                    twice |= once & left[idx(d)];
                    once |= left[idx(d)];
                }
                if (freshCells.intersects(m_analysis.emptyCells - twice))
                    return true;
                for (int d = 0; d < m_grid.layout.size(); ++d) {
                    if (fresh[idx(d)].isEmpty())
                        continue;
                    for (int unit = 0; unit < m_grid.layout.unitCount(); ++unit) {
                        if (fresh[idx(d)].intersects(m_grid.layout.unitSet(unit))
                            && (left[idx(d)] & m_grid.layout.unitSet(unit)).count() <= 1)
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

template <typename Digits>
std::uint64_t fingerprintOf(int level, const Digits &digits)
{
    std::uint64_t hash = static_cast<std::uint64_t>(level);
    for (const auto &cells : digits)
        hash = (hash ^ cells.fingerprint()) * 0x100000001B3u + (hash >> 29);
    return hash;
}

// Findings kept at most (about 100 bytes each, steps unbuilt): a search's repeats fall well
// within, and memory stays a few tens of MB.
constexpr std::size_t innerFindingStepLimit = 100000;

} // namespace

template <typename Layout>
bool ChainingEngine<Layout>::applyInnerChains(Propagation<Layout> &propagation, int level)
{
    const CandidateGrid<Layout> &grid = propagation.m_grid;
    std::shared_ptr<const InnerFinding<Layout>> finding;
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
            return PatternRef<Layout>{f.step, f.step ? nullptr : finding, static_cast<int>(i)};
        });
    }
    return propagation.m_offHead < propagation.m_offQueue.size();
}

template <typename Layout>
std::shared_ptr<const InnerFinding<Layout>> ChainingEngine<Layout>::rebuilt(const InnerFinding<Layout> &finding)
{
    return searchInside(finding.grid, m_grid, finding.level, true);
}

// What assuming each candidate of the board on, and off, turns off under `rules`, per digit:
// worked out once per board (an empty table) and kept, as each search's filters read it.
template <typename Layout>
void ChainingEngine<Layout>::fillOffTable(OffTable<Layout> &table, const ChainingRules &rules)
{
    if (table.filled())
        return;
    const Layout &layout = m_grid.layout;
    Propagation<Layout> *q = &scratch();
    table.begin();
    for (const int cell : m_analysis.emptyCells) {
        for (const int digit : m_grid.cells[idx(cell)]) {
            for (const bool on : {true, false}) {
                q->start(m_grid);
                q->assume(candidateOf<Layout>(cell, digit), on);
                q->run(*this, rules);
                auto &offs = table.add(candidateOf<Layout>(cell, digit), on);
                for (int d = 1; d <= layout.size(); ++d)
                    offs[idx(d - 1)] = q->cellsOf(false, d);
            }
        }
    }
}

// The "off" ends of the strong links a propagation made on the search's board — cells and
// units left with two candidates or places — and, worked out once, what every potential's
// static propagation on the board turns off (staticContradictions says why they matter).
template <typename Layout>
void ChainingEngine<Layout>::staticEntries(const CandidateGrid<Layout> &grid, const CandidateGrid<Layout> &source,
                                           Offs &entries)
{
    const Layout &layout = m_grid.layout;
    fillOffTable(m_staticOffs, ChainingRules{true, true, false, 0});
    for (const int cell : m_analysis.emptyCells) {
        const Candidates here = grid.cells[idx(cell)];
        if (countOf(here) == 2 && countOf(source.cells[idx(cell)]) > 2) {
            for (const int d : here)
                entries[idx(d - 1)].add(cell);
        }
    }
    for (int unit = 0; unit < layout.unitCount(); ++unit) {
        for (int d = 1; d <= layout.size(); ++d) {
            const CellSet now = grid.digits[idx(d - 1)] & layout.unitSet(unit);
            if (now.count() == 2 && (source.digits[idx(d - 1)] & layout.unitSet(unit)).count() > 2)
                entries[idx(d - 1)] |= now;
        }
    }
}

// Sudoku Explainer's forcing chains and cycles inside (levels 2 and 3): a static chain on
// the chain's board from a candidate, or its absence, to a contradiction.
template <typename Layout>
void ChainingEngine<Layout>::staticContradictions(const CandidateGrid<Layout> &grid, const CandidateGrid<Layout> &source,
                                          const Analysis<Layout> &analysis, ChainingEngine &engine, bool build,
                                          std::vector<CollectedStep> &found)
{
    const ChainingRules inner{true, true, false, 0};
    const Layout &layout = m_grid.layout;
    Propagation<Layout> *q = &scratch();
    // A static chain on the propagation's board that ends in a contradiction would be a
    // forcing chain on the search's board too (which the plan tried before) unless it uses a
    // strong link the propagation made: a cell or unit left with two candidates or places.
    // It reaches that link's "off" end along links the board had, so only a potential whose
    // static propagation on the board turns one of those ends off need be tried.
    std::array<CellSet, Layout::MaxDigits> entries{};
    const bool filter = source.cells == m_grid.cells;
    if (filter)
        staticEntries(grid, source, entries);
    const auto mayClash = [&](int candidate, bool on) {
        if (!filter)
            return true;
        const auto &offs = m_staticOffs.of(candidate, on);
        for (int d = 0; d < layout.size(); ++d) {
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
                if (!mayClash(candidateOf<Layout>(cell, digit), on))
                    continue;
                q->start(grid);
                q->assume(candidateOf<Layout>(cell, digit), on);
                if (q->run(engine, inner))
                    continue;
                CollectedStep f;
                addPremises(*q, q->conflictOn, source, grid, f.premises);
                addPremises(*q, q->conflictOff, source, grid, f.premises);
                if (f.premises.empty())
                    continue; // true on the board before the chain began: no part of it
                if (on) {
                    f.struck = {candidateOf<Layout>(cell, digit)};
                } else {
                    for (const int other : here) {
                        if (other != digit)
                            f.struck.push_back(candidateOf<Layout>(cell, other));
                    }
                }
                f.complexity = q->complexity(q->conflictOn) + q->complexity(q->conflictOff);
                if (!build) {
                    found.push_back(std::move(f));
                    continue;
                }
                Step step;
                step.technique = Technique::AlternatingInferenceChain;
                step.shape = layout.shape();
                step.difficulty = 70 + lengthDifficulty(f.complexity);
                for (const int c : f.struck)
                    step.eliminations.push_back({cellOfCandidate<Layout>(c), digitOfCandidate<Layout>(c)});
                step.chains = {branchOf(*q, {q->conflictOn, q->conflictOff}, step.nested)};
                step.cells = {cell};
                f.step = std::make_shared<const Step>(std::move(step));
                found.push_back(std::move(f));
            }
        }
    }
}

template class ChainingEngine<ClassicLayout>;
template class ChainingEngine<GeneralLayout>;

} // namespace sudoku::techniques
