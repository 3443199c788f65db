// SPDX-License-Identifier: GPL-3.0-or-later
// Chains in words: a node as a claim ("r1c2 is 5", "r1c2 is not 5", "one of r1c2 and r1c3 is
// 5"), a chain as the walk from its assumption to its end ("if r1c1 is not 5, r1c5 is 5, so
// r2c6 is not 5, so r7c6 is 5"), shared by every chain and forcing-chain technique; and a
// forcing chain as numbered lines, each naming what it follows from and why (chainLines):
// there a node may follow from several earlier ones, or from a step inside the chain, and a
// "so" from the line before would not be true.

#include "techniques.h"

#include "format.h"

#include <algorithm>

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

namespace {

// Why a node holds, from its parents: the rule, in words.
Phrase reasonPhrase(const Chain &chain, const ChainNode &node, const Step &step)
{
    const auto parent = [&]() -> const ChainNode & { return chain.nodes[static_cast<std::size_t>(node.parents.front())]; };
    switch (node.reason) {
    case Reason::Assumption:
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "supposed"));
    case Reason::SameCell:
        if (node.parents.empty())
            break;
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 holds %2"),
                      {arg::cell(node.cells.front()), arg::digit(parent().digit)});
    case Reason::SameUnit:
        if (node.unit < 0)
            break;
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 is already in %2"), {arg::digit(node.digit), arg::unit(node.unit)});
    case Reason::LastCandidate:
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the only candidate left in %1"), {arg::cell(node.cells.front())});
    case Reason::LastPlace:
        if (node.unit < 0)
            break;
        return node.cells.size() == 1
                 ? phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the only place left for %1 in %2"),
                          {arg::digit(node.digit), arg::unit(node.unit)})
                 : phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the only places left for %1 in %2"),
                          {arg::digit(node.digit), arg::unit(node.unit)});
    case Reason::LockedSet: {
        std::vector<int> set = lockedSetOf(step, node);
        if (set.empty() || node.parents.empty())
            break;
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the almost locked set %1 lacks %2"),
                      {arg::cells(std::move(set)), arg::digit(parent().digit)});
    }
    case Reason::Pattern:
        if (node.nested < 0 || static_cast<std::size_t>(node.nested) >= step.nested.size())
            break;
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "by %1:"),
                      {arg::techniqueWithArticle(step.nested[static_cast<std::size_t>(node.nested)].technique)});
    }
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "it follows"));
}

void addInnerLines(const Step &inner, int depth, std::vector<ChainLine> &lines);

void addChainLines(const Step &step, const Chain &chain, int depth, std::vector<ChainLine> &lines)
{
    for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
        const ChainNode &node = chain.nodes[i];
        ChainLine line;
        line.depth = depth;
        line.number = static_cast<int>(i) + 1;
        line.node = static_cast<int>(i);
        const bool fromTheLineBefore = node.parents.size() == 1 && node.parents.front() == static_cast<int>(i) - 1;
        if (!node.parents.empty() && !fromTheLineBefore) {
            for (const int parent : node.parents)
                line.from.push_back(parent + 1);
        }
        const Phrase claim = nodePhrase(node);
        const Phrase reason = reasonPhrase(chain, node, step);
        line.text = line.from.empty()
                      ? phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1. %2 (%3)"),
                               {arg::number(line.number), arg::phrase(claim), arg::phrase(reason)})
                      : phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1. from %2: %3 (%4)"),
                               {arg::number(line.number), arg::numbers(line.from), arg::phrase(claim),
                                arg::phrase(reason)});
        line.text.size = step.shape.size();
        line.text.variant = step.variant;
        line.eureka = std::to_string(line.number) + ". ";
        if (!line.from.empty()) {
            line.eureka += "from ";
            for (std::size_t f = 0; f < line.from.size(); ++f)
                line.eureka += (f > 0 ? ", " : "") + std::to_string(line.from[f]);
            line.eureka += ": ";
        }
        line.eureka += eurekaClaim(node, geometryOf(step));
        lines.push_back(std::move(line));
        if (node.reason == Reason::Pattern && node.nested >= 0
            && static_cast<std::size_t>(node.nested) < step.nested.size())
            addInnerLines(step.nested[static_cast<std::size_t>(node.nested)], depth + 1, lines);
    }
}

// An inner step beneath the line citing it: in one sentence, and a forcing step's branches
// as lines of their own.
void addInnerLines(const Step &inner, int depth, std::vector<ChainLine> &lines)
{
    ChainLine summary;
    summary.depth = depth;
    summary.text = explanation(inner);
    summary.text.size = inner.shape.size();
    summary.text.variant = inner.variant;
    summary.eureka = describeEureka(inner);
    lines.push_back(std::move(summary));
    if (!readsAsLines(inner))
        return;
    for (std::size_t b = 0; b < inner.chains.size(); ++b) {
        if (inner.chains.size() > 1) {
            ChainLine header;
            header.depth = depth;
            header.text = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "branch %1 of %2:"),
                                 {arg::number(static_cast<std::int64_t>(b) + 1),
                                  arg::number(static_cast<std::int64_t>(inner.chains.size()))});
            header.eureka = toEnglish(header.text);
            lines.push_back(std::move(header));
        }
        addChainLines(inner, inner.chains[b], depth + 1, lines);
    }
}

} // namespace

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
    for (const Chain &chain : step.chains) {
        if (chain.nodes.empty())
            return {};
    }
    // The branches themselves are told as lines (chainLines): here, what they start from and
    // where they all lead.
    const ChainNode &start = step.chains.front().nodes.front();
    if (step.chains.size() == 1)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "if %1, a contradiction follows"), {arg::phrase(nodePhrase(start))});
    const ChainNode &end = step.chains.front().nodes.back();
    const Phrase conclusion = nodePhrase(end);
    if (step.units.size() == 1)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "in %1, %2 lies only in %3, and in every case %4"),
                      {arg::unit(step.units.front()), arg::digit(start.digit), arg::cells(step.cells),
                       arg::phrase(conclusion)});
    if (step.chains.size() == 2 && step.chains[0].nodes.front().cells == step.chains[1].nodes.front().cells
        && step.chains[0].nodes.front().digit == step.chains[1].nodes.front().digit)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 is %2 or it is not, and either way %3"),
                      {arg::cell(start.cells.front()), arg::digit(start.digit), arg::phrase(conclusion)});
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 holds only %2, and in every case %3"),
                  {arg::cell(start.cells.front()), arg::digits(step.digits), arg::phrase(conclusion)});
}

} // namespace sudoku::techniques

namespace sudoku {

bool readsAsLines(const Step &step)
{
    return techniqueInfo(step.technique).family == Family::ForcingChain && !step.chains.empty();
}

namespace {

std::string digitText(int digit)
{
    return digit <= 9 ? std::to_string(digit) : std::string(1, digitSymbol(digit));
}

// "r7c8"; a group of one row "r7c89", of one column "r78c9" (on boards above 9×9, a samurai's
// too, where rows and columns take two digits, the cells' names joined by commas).
std::string cellsText(const std::vector<int> &cells, const Geometry &g)
{
    if (cells.size() == 1 || g.frameSide() > 9) {
        std::string text;
        for (std::size_t i = 0; i < cells.size(); ++i)
            text += (i > 0 ? "," : "") + g.cellName(cells[i]);
        return text;
    }
    const auto rowOf = [&g](int cell) { return g.rowOf(cell) + 1; };
    const auto columnOf = [&g](int cell) { return g.columnOf(cell) + 1; };
    const bool oneRow = std::all_of(cells.begin(), cells.end(), [&](int c) { return rowOf(c) == rowOf(cells[0]); });
    const bool oneColumn =
        std::all_of(cells.begin(), cells.end(), [&](int c) { return columnOf(c) == columnOf(cells[0]); });
    std::string rows;
    std::string columns;
    for (const int cell : cells) {
        if (!oneRow || rows.empty())
            rows += std::to_string(rowOf(cell));
        if (!oneColumn || columns.empty())
            columns += std::to_string(columnOf(cell));
    }
    if (oneRow || oneColumn)
        return 'r' + rows + 'c' + columns;
    std::string text; // a box group of both rows and columns: each cell named
    for (std::size_t i = 0; i < cells.size(); ++i)
        text += (i > 0 ? "," : "") + g.cellName(cells[i]);
    return text;
}

std::string candidatesText(const std::vector<CellDigit> &candidates, std::string_view relation, const Geometry &g)
{
    std::string text;
    for (std::size_t i = 0; i < candidates.size(); ++i)
        text += (i > 0 ? ", " : "") + g.cellName(candidates[i].cell) + std::string(relation)
              + digitText(candidates[i].digit);
    return text;
}

} // namespace

std::string eurekaNode(const ChainNode &node, const Geometry &g)
{
    return '(' + digitText(node.digit) + ')' + cellsText(node.cells, g);
}

std::string eurekaClaim(const ChainNode &node, const Geometry &g)
{
    return cellsText(node.cells, g) + (node.on ? "=" : "<>") + digitText(node.digit);
}

std::string eurekaChain(const Step &step, std::size_t chain)
{
    if (chain >= step.chains.size())
        return {};
    const Geometry &g = geometryOf(step);
    std::string text;
    for (const ChainNode &node : step.chains[chain].nodes)
        text += (text.empty() ? "" : node.on ? "=" : "-") + eurekaNode(node, g);
    return text;
}

std::string describeEureka(const Step &step)
{
    if (step.chains.size() != 1 || readsAsLines(step) || step.technique == Technique::None)
        return describe(step);
    const Geometry &g = geometryOf(step);
    std::string done = candidatesText(step.placements, "=", g);
    const std::string struck = candidatesText(step.eliminations, "<>", g);
    done += (done.empty() || struck.empty() ? "" : ", ") + struck;
    return std::string(techniqueTitle(step.technique)) + ": " + eurekaChain(step, 0) + " => " + done;
}

std::vector<ChainLine> chainLines(const Step &step, std::size_t chain)
{
    std::vector<ChainLine> lines;
    if (chain < step.chains.size())
        techniques::addChainLines(step, step.chains[chain], 0, lines);
    return lines;
}

} // namespace sudoku
