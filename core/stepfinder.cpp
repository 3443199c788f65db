// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepfinder.h"

#include "anysize/generalsteps.h"
#include "techniques/techniques.h"


namespace sudoku {
namespace {

using namespace techniques;

// The technique whose finder finds `technique`: itself, or the one it is found with.
Technique askedFor(Technique technique)
{
    const TechniqueRow &row = techniqueRow(technique);
    return row.find ? technique : row.foundWith;
}

std::optional<Step> run(Technique asked, const Analysis &analysis)
{
    const TechniqueRow &row = techniqueRow(asked);
    if (!analysis.assumeUnique && (row.info.needsUniqueness || row.info.family == Family::ForcingChain))
        return std::nullopt;
    std::optional<Step> step = row.find(analysis, asked);
    if (step && step->difficulty == 0)
        step->difficulty = techniqueInfo(step->technique).difficulty;
    return step;
}

} // namespace

std::optional<Step> findStep(const Board &board, Uniqueness uniqueness, const std::atomic<bool> *cancel,
                             Level ceiling)
{
    if (!board.grid.shape().isClassic())
        return anysize::findStep(board, uniqueness, cancel, ceiling);
    Analysis analysis(board, uniqueness == Uniqueness::Assumed);
    analysis.cancel = cancel;
    for (const Technique asked : searchOrder()) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        if (techniqueInfo(asked).level > ceiling)
            continue;
        if (auto step = run(asked, analysis))
            return step;
    }
    return std::nullopt;
}

std::optional<Step> findStepWith(const Board &board, Technique technique, Uniqueness uniqueness)
{
    if (technique == Technique::None || !board.grid.shape().isClassic())
        return std::nullopt;
    return run(askedFor(technique), Analysis(board, uniqueness == Uniqueness::Assumed));
}

std::optional<Step> findStepOf(const Board &board, Technique technique, Uniqueness uniqueness)
{
    if (technique == Technique::None)
        return std::nullopt;
    if (!board.grid.shape().isClassic())
        return anysize::findStepOf(board, technique, uniqueness);
    std::optional<Step> step = run(askedFor(technique), Analysis(board, uniqueness == Uniqueness::Assumed));
    if (step && step->technique != technique)
        return std::nullopt; // the family's easiest step is of another of its techniques
    return step;
}

std::optional<Step> stepStartedBy(const Event &event, const Board *before)
{
    if (!event.stepStart || event.technique == Technique::None)
        return std::nullopt;
    if (event.kind == EventKind::Place) {
        // A direct technique's pattern is found again when the board is at hand and gives
        // the same placement; else, like a single, the step is its placement.
        if (before && techniqueInfo(event.technique).family != Family::Single) {
            std::optional<Step> step = findStepOf(*before, event.technique);
            if (step && step->placements == std::vector<CellDigit>{{event.cell, event.digit}})
                return step;
        }
        return singleStep(event.technique, event.cell, event.digit, event.unit,
                          before ? before->grid.shape() : Shape::classic());
    }
    if (!before)
        return std::nullopt;
    return findStepOf(*before, event.technique);
}

} // namespace sudoku
