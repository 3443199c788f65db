// Chains in words: a node as a claim ("r1c2 is 5", "r1c2 is not 5", "one of r1c2 and r1c3 is
// 5"), a chain as the walk from its assumption to its end ("if r1c1 is not 5, r1c5 is 5, so
// r2c6 is not 5, so r7c6 is 5"), shared by every chain and forcing-chain technique.

#include "techniques.h"

namespace sudoku::techniques {

Phrase nodePhrase(const std::vector<int> &cells, int digit, bool on)
{
    if (cells.size() == 1)
        return on
            ? phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 is %2"), {arg::cell(cells.front()), arg::digit(digit)})
            : phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 is not %2"), {arg::cell(cells.front()), arg::digit(digit)});
    return on ? phrase(SUDOKU_TRANSLATE_NOOP("Explain", "one of %1 is %2"), {arg::cells(cells), arg::digit(digit)})
              : phrase(SUDOKU_TRANSLATE_NOOP("Explain", "none of %1 is %2"), {arg::cells(cells), arg::digit(digit)});
}

Phrase nodePhrase(const ChainNode &node)
{
    return nodePhrase(node.cells, node.digit, node.on);
}

// A node in a walk: its claim, and for a node an almost locked set makes true, the set too.
Phrase walkedNode(const Chain &chain, const ChainNode &node)
{
    const Phrase claim = nodePhrase(node);
    if (node.reason != Reason::LockedSet || node.set.empty() || node.parents.size() != 1)
        return claim;
    const ChainNode &parent = chain.nodes[static_cast<std::size_t>(node.parents.front())];
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the almost locked set %1 lacks %2, so %3"),
                  {arg::cells(node.set), arg::digit(parent.digit), arg::phrase(claim)});
}

Phrase chainWalk(const Chain &chain)
{
    std::vector<Phrase> parts;
    for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
        const Phrase claim = walkedNode(chain, chain.nodes[i]);
        if (i == 0)
            parts.push_back(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "if %1"), {arg::phrase(claim)}));
        else if (i == 1)
            parts.push_back(claim);
        else
            parts.push_back(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "so %1"), {arg::phrase(claim)}));
    }
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1"), {arg::sequence(std::move(parts))});
}

Phrase whyChain(const Step &step)
{
    if (step.chains.size() != 1 || step.chains.front().nodes.size() < 2)
        return {};
    const Chain &chain = step.chains.front();
    const ChainNode &first = chain.nodes.front();
    const ChainNode &last = chain.nodes.back();
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: either %2 or %3"),
                  {arg::phrase(chainWalk(chain)), arg::phrase(nodePhrase(first.cells, first.digit, !first.on)),
                   arg::phrase(nodePhrase(last))});
}

Phrase whyLoop(const Step &step)
{
    if (step.chains.size() != 1 || step.chains.front().nodes.size() < 4)
        return {};
    return phrase(SUDOKU_TRANSLATE_NOOP(
                      "Explain", "%1 \u2014 back where it began: a loop, so each of its weak links holds both ways"),
                  {arg::phrase(chainWalk(step.chains.front()))});
}

Phrase whyForcing(const Step &step)
{
    if (step.chains.empty())
        return {};
    std::vector<Phrase> walks;
    for (const Chain &chain : step.chains) {
        if (chain.nodes.empty())
            return {};
        walks.push_back(chainWalk(chain));
    }
    if (step.chains.size() == 1)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 \u2014 a contradiction"), {arg::phrase(walks.front())});
    const ChainNode &end = step.chains.front().nodes.back();
    const Phrase conclusion = nodePhrase(end);
    const ChainNode &start = step.chains.front().nodes.front();
    if (step.units.size() == 1)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "in %1, %2 lies only in %3: %4 \u2014 in every case %5"),
                      {arg::unit(step.units.front()), arg::digit(start.digit), arg::cells(step.cells),
                       arg::cases(std::move(walks)), arg::phrase(conclusion)});
    if (step.chains.size() == 2 && step.chains[0].nodes.front().cells == step.chains[1].nodes.front().cells
        && step.chains[0].nodes.front().digit == step.chains[1].nodes.front().digit)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 is %2 or it is not: %3 \u2014 either way %4"),
                      {arg::cell(start.cells.front()), arg::digit(start.digit), arg::cases(std::move(walks)),
                       arg::phrase(conclusion)});
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 holds only %2: %3 \u2014 in every case %4"),
                  {arg::cell(start.cells.front()), arg::digits(step.digits), arg::cases(std::move(walks)),
                   arg::phrase(conclusion)});
}

} // namespace sudoku::techniques
