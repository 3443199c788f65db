// SPDX-License-Identifier: GPL-3.0-or-later
#include "step.h"

#include "techniques/techniques.h"

namespace sudoku {
namespace {

bool placesOneDigit(const Step &step)
{
    switch (step.technique) {
    case Technique::FullHouse:
    case Technique::HiddenSingle:
    case Technique::NakedSingle:
    case Technique::DirectPointing:
    case Technique::DirectClaiming:
    case Technique::DirectHiddenPair:
    case Technique::DirectHiddenTriple:
        return step.placements.size() == 1 && step.eliminations.empty();
    default:
        return false;
    }
}

// Is the step about one digit, so that a first hint may name it?
bool isSingleDigit(Technique technique)
{
    switch (techniqueInfo(technique).family) {
    case Family::Fish:
    case Family::SingleDigit:
        return true;
    default:
        return technique == Technique::XChain;
    }
}

bool isBug(Technique technique)
{
    switch (technique) {
    case Technique::BugType1:
    case Technique::BugType2:
    case Technique::BugType3:
    case Technique::BugType4:
        return true;
    default:
        return false;
    }
}

} // namespace

std::vector<Link> linksOf(const Chain &chain)
{
    std::vector<Link> links;
    for (const ChainNode &node : chain.nodes) {
        for (const int parent : node.parents)
            links.push_back({chain.nodes[static_cast<std::size_t>(parent)], node, node.on});
    }
    return links;
}

Step singleStep(Technique technique, int cell, int digit, int unit, Shape shape)
{
    Step step;
    step.technique = technique;
    step.shape = shape;
    step.difficulty = techniqueInfo(technique).difficulty;
    // Sudoku Explainer: a hidden single in a row or column is harder to see than in a box.
    if (technique == Technique::HiddenSingle && unit >= 0 && unit < 2 * shape.size())
        step.difficulty = 15;
    step.placements = {{cell, digit}};
    if (unit >= 0)
        step.units = {unit};
    step.cells = {cell};
    step.candidates = {{cell, digit}};
    step.digits = Candidates::single(digit);
    return step;
}

const Geometry &geometryOf(const Step &step)
{
    return step.variant ? step.variant->geometry() : geometryOf(step.shape);
}

void setVariant(Step &step, const std::shared_ptr<const Variant> &variant)
{
    step.variant = variant;
    for (Step &inner : step.nested)
        setVariant(inner, variant);
}

int hintUnit(const Step &step)
{
    if (!step.units.empty())
        return step.units.front();
    if (!step.cells.empty()) {
        const Geometry &g = geometryOf(step);
        return g.unitsOfCell(step.cells.front())[2]; // its box (a samurai's numbered apart)
    }
    return -1;
}

namespace {

// The phrase, naming cells and digits as the step's board does.
Phrase onBoardOf(Phrase phrase, const Step &step)
{
    phrase.size = step.shape.size();
    phrase.variant = step.variant;
    return phrase;
}

} // namespace

namespace {

Phrase nudgeOf(const Step &step)
{
    const Technique technique = step.technique;
    const PhraseArg what = arg::techniqueWithArticle(technique);
    if (isSingleDigit(technique) && !step.digits.isEmpty())
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "Look for %1 on the digit %2."),
                      {what, arg::digit(step.digits.first())});
    switch (techniqueInfo(technique).family) {
    case Family::Wing:
    case Family::AlmostLockedSet:
        if (!step.cells.empty())
            return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "Look for %1 around %2."),
                          {what, arg::cell(step.cells.front())});
        break;
    case Family::Uniqueness:
        if (isBug(technique))
            return phrase(
                SUDOKU_TRANSLATE_NOOP("Explain", "Look for %1: nearly every empty cell has two candidates."), {what});
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "Look for %1 on %2."), {what, arg::digits(step.digits)});
    default:
        break;
    }
    const int where = hintUnit(step);
    if (where < 0)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "Look for %1."), {what});
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "Look for %1 in %2."), {what, arg::unit(where)});
}

Phrase explanationOf(const Step &step)
{
    const techniques::Explainer why = techniques::techniqueRow(step.technique).why;
    const Phrase reason = why ? why(step) : Phrase{};
    if (placesOneDigit(step) && !reason.isEmpty())
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: %2 \u2014 %3"),
                      {arg::placements(step.placements), arg::technique(step.technique), arg::phrase(reason)});
    if (step.placements.empty() && !step.eliminations.empty() && !reason.isEmpty())
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: %2, so %3"),
                      {arg::technique(step.technique), arg::phrase(reason), arg::eliminations(step.eliminations)});
    // A step that does not fit its technique's shape: what it writes and strikes out.
    if (step.placements.empty())
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: %2"),
                      {arg::technique(step.technique), arg::eliminations(step.eliminations)});
    if (step.eliminations.empty())
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: %2"),
                      {arg::technique(step.technique), arg::placements(step.placements)});
    return phrase(
        SUDOKU_TRANSLATE_NOOP("Explain", "%1: %2, %3"),
        {arg::technique(step.technique), arg::placements(step.placements), arg::eliminations(step.eliminations)});
}

} // namespace

Phrase nudge(const Step &step)
{
    return onBoardOf(nudgeOf(step), step);
}

Phrase singleExplanation(Technique technique, int cell, int digit, int unit, Shape shape)
{
    return explanation(singleStep(technique, cell, digit, unit, shape));
}

Phrase explanation(const Step &step)
{
    return onBoardOf(explanationOf(step), step);
}

Phrase chainExplanation(const Step &step, std::size_t chain)
{
    if (chain >= step.chains.size() || step.chains[chain].nodes.empty())
        return {};
    return onBoardOf(techniques::chainWalk(step.chains[chain]), step);
}

std::string describe(const Step &step)
{
    return toEnglish(explanation(step));
}

std::string describeSingle(Technique technique, int cell, int digit, int unit, Shape shape)
{
    return toEnglish(singleExplanation(technique, cell, digit, unit, shape));
}

void applyStep(Board &board, const Step &step)
{
    for (const CellDigit placement : step.placements)
        board.place(placement.cell, placement.digit);
    for (const CellDigit elimination : step.eliminations)
        board.candidates[static_cast<std::size_t>(elimination.cell)].remove(elimination.digit);
}

} // namespace sudoku
