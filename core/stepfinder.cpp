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
    return row.find.classic ? technique : row.foundWith;
}

// Whether a technique may be tried: the uniqueness techniques and the forcing chains only on a
// board known to have one solution (stepfinder.h, Uniqueness).
bool allowed(const TechniqueRow &row, bool assumeUnique)
{
    return assumeUnique || !(row.info.needsUniqueness || row.info.family == Family::ForcingChain);
}

template <typename Layout>
std::optional<Step> run(FinderOn<Layout> find, Technique asked, const Analysis<Layout> &analysis)
{
    std::optional<Step> step = find(analysis, asked);
    if (step && step->difficulty == 0)
        step->difficulty = techniqueInfo(step->technique).difficulty;
    return step;
}

std::optional<Step> run(Technique asked, const ClassicAnalysis &analysis)
{
    const TechniqueRow &row = techniqueRow(asked);
    if (!allowed(row, analysis.assumeUnique))
        return std::nullopt;
    return run(row.find.classic, asked, analysis);
}

// The step finder on any other shape: the table's finders written over a layout, and the
// general step finder (core/anysize/) for the others, in the one search plan.
class GeneralSearch {
public:
    GeneralSearch(const Board &board, Uniqueness uniqueness, const std::atomic<bool> *cancel)
        : m_board(board), m_uniqueness(uniqueness), m_analysis(board, uniqueness == Uniqueness::Assumed)
    {
        m_analysis.cancel = cancel;
    }

    std::optional<Step> run(Technique asked)
    {
        const TechniqueRow &row = techniqueRow(asked);
        if (!allowed(row, m_analysis.assumeUnique))
            return std::nullopt;
        if (row.find.general)
            return sudoku::run(row.find.general, asked, m_analysis);
        if (!m_marks)
            m_marks = anysize::Marks::of(m_board);
        return anysize::findAsked(*m_marks, asked, m_uniqueness, m_analysis.cancel);
    }

private:
    const Board &m_board;
    Uniqueness m_uniqueness;
    Analysis<GeneralLayout> m_analysis;
    std::optional<anysize::Marks> m_marks; // made when first asked for
};

} // namespace

std::optional<Step> findStep(const Board &board, Uniqueness uniqueness, const std::atomic<bool> *cancel,
                             Level ceiling)
{
    const auto stopped = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    if (!board.grid.shape().isClassic()) {
        GeneralSearch search(board, uniqueness, cancel);
        for (const Technique asked : searchOrder()) {
            if (stopped())
                return std::nullopt;
            if (techniqueInfo(asked).level > ceiling)
                continue;
            if (auto step = search.run(asked))
                return step;
        }
        return std::nullopt;
    }
    ClassicAnalysis analysis(board, uniqueness == Uniqueness::Assumed);
    analysis.cancel = cancel;
    for (const Technique asked : searchOrder()) {
        if (stopped())
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
    return run(askedFor(technique), ClassicAnalysis(board, uniqueness == Uniqueness::Assumed));
}

std::optional<Step> findStepOf(const Board &board, Technique technique, Uniqueness uniqueness)
{
    if (technique == Technique::None)
        return std::nullopt;
    std::optional<Step> step;
    if (board.grid.shape().isClassic())
        step = run(askedFor(technique), ClassicAnalysis(board, uniqueness == Uniqueness::Assumed));
    else if (techniqueRow(askedFor(technique)).find.general)
        step = GeneralSearch(board, uniqueness, nullptr).run(askedFor(technique));
    else
        step = anysize::findStepOf(board, technique, uniqueness);
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
