// SPDX-License-Identifier: GPL-3.0-or-later
// The chain and forcing-chain finders: the chaining engine's searches (chaining.h), their
// steps shaped for people — a forcing chain that ends where it began read as the alternating
// chain between its inner ends, the pattern's cells and candidates filled in.

#include "techniques.h"

#include <algorithm>

namespace sudoku::techniques {
namespace {

// Would (cell, digit) being true rule out `other`?
template <typename Layout>
bool conflicts(const Layout &layout, CellDigit a, CellDigit b)
{
    if (a.cell == b.cell)
        return a.digit != b.digit;
    return a.digit == b.digit && layout.peerSet(a.cell).contains(b.cell);
}

// A forcing chain "if E, ..., so not E" whose first and last links only leave E through a
// peer or its cell is the alternating chain between its inner ends A and B: one of them is
// true, so everything that clashes with both goes, E among them.
template <typename Layout>
void readAsAlternatingChain(const Analysis<Layout> &analysis, Step &step)
{
    if (step.chains.size() != 1)
        return;
    Chain &chain = step.chains.front();
    const std::size_t n = chain.nodes.size();
    if (n < 4 || !chain.nodes.front().on || chain.nodes.back().on)
        return;
    const ChainNode &first = chain.nodes.front();
    const ChainNode &last = chain.nodes.back();
    if (first.cells != last.cells || first.digit != last.digit)
        return;
    const auto weak = [](const ChainNode &node) {
        return node.reason == Reason::SameCell || node.reason == Reason::SameUnit;
    };
    if (!weak(chain.nodes[1]) || !weak(last))
        return;
    Chain inner;
    inner.nodes.assign(chain.nodes.begin() + 1, chain.nodes.end() - 1);
    for (std::size_t i = 0; i < inner.nodes.size(); ++i)
        inner.nodes[i].parents = i == 0 ? std::vector<int>{} : std::vector<int>{static_cast<int>(i) - 1};
    inner.nodes.front().reason = Reason::Assumption;
    inner.nodes.front().unit = -1;
    const CellDigit a{inner.nodes.front().cells.front(), inner.nodes.front().digit};
    const CellDigit b{inner.nodes.back().cells.front(), inner.nodes.back().digit};
    std::vector<CellDigit> struck;
    for (const int cell : analysis.emptyCells) {
        for (const int digit : analysis.candidatesOf(cell)) {
            const CellDigit x{cell, digit};
            if (conflicts(analysis.layout, x, a) && conflicts(analysis.layout, x, b))
                struck.push_back(x);
        }
    }
    step.chains = {std::move(inner)};
    step.eliminations = std::move(struck);
}

// Fills what a chain step's highlight and nudge need and its lists' order: the chain's cells
// in order and candidates, when the search left them empty.
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
    if (step.candidates.empty()) {
        const Chain *first = step.chains.empty() ? nullptr : &step.chains.front();
        if (first) {
            for (const ChainNode &node : first->nodes) {
                for (const int cell : node.cells) {
                    const CellDigit candidate{cell, node.digit};
                    if (std::find(step.candidates.begin(), step.candidates.end(), candidate)
                        == step.candidates.end())
                        step.candidates.push_back(candidate);
                }
            }
        }
    }
    if (step.digits.isEmpty()) {
        for (const CellDigit candidate : step.candidates)
            step.digits.add(candidate.digit);
    }
    sortLists(step);
}

// The step of a search on `analysis`'s board: finished, and its cells named as that board's.
template <typename Layout>
std::optional<Step> finished(const Analysis<Layout> &analysis, std::optional<Step> step)
{
    if (step) {
        step->shape = analysis.layout.shape();
        finish(*step);
    }
    return step;
}

} // namespace

template <typename Layout>
std::optional<Step> findChainsAndCycles(const Analysis<Layout> &analysis, Technique)
{
    ChainingEngine<Layout> engine(analysis, analysis.cancel);
    std::optional<Step> step = engine.chainsAndCycles();
    if (step) {
        const bool loop = step->technique == Technique::XCycle || step->technique == Technique::XYCycle
                       || step->technique == Technique::ContinuousNiceLoop;
        if (!loop) {
            readAsAlternatingChain(analysis, *step);
            // The chain between the inner ends may have a simpler shape than the one with E.
            step->technique = chainShape(step->chains.front(), false);
        }
    }
    return finished(analysis, std::move(step));
}

template <typename Layout>
std::optional<Step> findNishio(const Analysis<Layout> &analysis, Technique)
{
    ChainingEngine<Layout> engine(analysis, analysis.cancel);
    return finished(analysis, engine.nishio());
}

template <typename Layout>
std::optional<Step> findMultipleForcingChain(const Analysis<Layout> &analysis, Technique)
{
    ChainingEngine<Layout> engine(analysis, analysis.cancel);
    return finished(analysis, engine.multiple());
}

template <typename Layout>
std::optional<Step> findDynamicForcingChain(const Analysis<Layout> &analysis, Technique technique)
{
    ChainingEngine<Layout> engine(analysis, analysis.cancel);
    if (technique != Technique::NestedForcingChain) {
        const int level = technique == Technique::DynamicForcingChainPlus ? 1 : 0;
        return finished(analysis, engine.dynamic(level));
    }
    // Chains inside chains, as deep as it takes: forcing chains (level 2), multiple forcing
    // chains (3), dynamic ones (4), dynamic ones with chains inside them (5, 6).
    for (const int level : {2, 3, 4, 5, 6}) {
        if (std::optional<Step> step = engine.dynamic(level))
            return finished(analysis, std::move(step));
    }
    return std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findChainsAndCycles);
SUDOKU_FINDER_ON_LAYOUTS(findNishio);
SUDOKU_FINDER_ON_LAYOUTS(findMultipleForcingChain);
SUDOKU_FINDER_ON_LAYOUTS(findDynamicForcingChain);

} // namespace sudoku::techniques
