// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepfinder.h"

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

// The finder of a plan's entry on the analysed board: the table row's, for the layout.
std::optional<Step> run(Technique asked, const ClassicAnalysis &analysis)
{
    const TechniqueRow &row = techniqueRow(asked);
    if (!allowed(row, analysis.assumeUnique))
        return std::nullopt;
    return run(row.find.classic, asked, analysis);
}

std::optional<Step> run(Technique asked, const Analysis<GeneralLayout> &analysis)
{
    const TechniqueRow &row = techniqueRow(asked);
    if (!allowed(row, analysis.assumeUnique))
        return std::nullopt;
    return run(row.find.general, asked, analysis);
}

// The techniques whose finders hold on a variant's board. None that needs uniqueness: an
// extra unit holding one corner of a deadly pattern forbids its swap, so the pattern proves
// nothing. On irregular boxes (a jigsaw's regions) none whose finder reads the boxes by the
// shape's arithmetic: the finned fish's fin boxes, the single-digit patterns' box groups.
TechniqueSet soundOn(const Variant &variant)
{
    TechniqueSet sound = allTechniques();
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        if (techniqueInfo(technique).needsUniqueness)
            sound.reset(static_cast<std::size_t>(technique));
    }
    // The single-digit patterns and the finned fish read boxes, bands and stacks by the shape's
    // arithmetic: not a jigsaw's regions, nor a samurai's frame.
    if (variant.geometry().hasIrregularBoxes() || !variant.geometry().isSquare()) {
        sound &= ~techniquesOf(Family::SingleDigit);
        for (const Technique finned : {Technique::FinnedXWing, Technique::FinnedSwordfish, Technique::FinnedJellyfish})
            sound.reset(static_cast<std::size_t>(finned));
    }
    return sound;
}

// Whether a step of `technique` answers for `grid`'s rules: the shape's own, or a variant's
// with the technique sound there.
bool holdsOn(const Grid &grid, Technique technique)
{
    return !grid.variant() || holds(soundOn(*grid.variant()), technique);
}

// The step of the plan's entry `asked` on `board`, with the layout its shape takes: the
// classic one on 9×9, the general one on every other and on a variant's board.
std::optional<Step> runOn(const Board &board, Technique asked, Uniqueness uniqueness)
{
    if (!holdsOn(board.grid, asked))
        return std::nullopt;
    if (!board.grid.variant() && board.grid.shape().isClassic())
        return run(asked, ClassicAnalysis(board, uniqueness == Uniqueness::Assumed));
    std::optional<Step> step = run(asked, Analysis<GeneralLayout>(board, uniqueness == Uniqueness::Assumed));
    if (step && !holdsOn(board.grid, step->technique))
        return std::nullopt; // another technique of the family, one the rules break
    if (step && board.grid.variant())
        setVariant(*step, board.grid.variant());
    return step;
}

// What findStep allows whatever it is asked: the singles (and None's bit, which no step has).
TechniqueSet alwaysAllowed()
{
    TechniqueSet set = techniquesOf(Family::Single);
    set.set(static_cast<std::size_t>(Technique::None));
    return set;
}

// The plan's entries whose finder finds an allowed technique.
TechniqueSet askedForAny(const TechniqueSet &allowed)
{
    TechniqueSet asked;
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        if (holds(allowed, technique))
            asked.set(static_cast<std::size_t>(askedFor(technique)));
    }
    return asked;
}

} // namespace

bool leavesOutTechniques(const TechniqueSet &allowed)
{
    return !allowed.all() && !(allowed | alwaysAllowed()).all();
}

std::optional<Step> findStep(const Board &board, Uniqueness uniqueness, const std::atomic<bool> *cancel,
                             Level ceiling, const TechniqueSet &allowed)
{
    // Everything allowed (the rating, the generator, hints by default): the plan as it is.
    // Else an entry is asked only when its finder finds an allowed technique, and a step of
    // one left out (from a finder that does not choose by the analysis's `allowed`) is passed
    // over for the next entry's.
    const TechniqueSet sound = board.grid.variant() ? allowed & soundOn(*board.grid.variant()) : allowed;
    const bool restricted = leavesOutTechniques(sound);
    const TechniqueSet usable = restricted ? sound | alwaysAllowed() : allTechniques();
    const TechniqueSet asked = restricted ? askedForAny(usable) : allTechniques();
    const auto walkPlan = [&](auto &&ask) -> std::optional<Step> {
        for (const Technique entry : searchOrder()) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return std::nullopt;
            if (techniqueInfo(entry).level > ceiling || !holds(asked, entry))
                continue;
            std::optional<Step> step = ask(entry);
            if (step && (!restricted || holds(usable, step->technique)))
                return step;
        }
        return std::nullopt;
    };
    const auto search = [&](auto &analysis) {
        analysis.cancel = cancel;
        analysis.allowed = usable;
        return walkPlan([&analysis](Technique entry) { return run(entry, analysis); });
    };
    if (board.grid.variant() || !board.grid.shape().isClassic()) {
        Analysis<GeneralLayout> analysis(board, uniqueness == Uniqueness::Assumed);
        std::optional<Step> step = search(analysis);
        if (step && board.grid.variant())
            setVariant(*step, board.grid.variant()); // its inner steps' too
        return step;
    }
    ClassicAnalysis analysis(board, uniqueness == Uniqueness::Assumed);
    return search(analysis);
}

std::optional<Step> findStepWith(const Board &board, Technique technique, Uniqueness uniqueness)
{
    if (technique == Technique::None)
        return std::nullopt;
    return runOn(board, askedFor(technique), uniqueness);
}

std::optional<Step> findStepOf(const Board &board, Technique technique, Uniqueness uniqueness)
{
    if (technique == Technique::None)
        return std::nullopt;
    std::optional<Step> step = runOn(board, askedFor(technique), uniqueness);
    if (step && step->technique != technique)
        return std::nullopt; // the family's easiest step is of another of its techniques
    return step;
}

std::optional<Step> stepStartedBy(const Event &event, const Board *before, const Grid &puzzle)
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
        return techniques::singleStepOn(puzzle, event.technique, event.cell, event.digit, event.unit());
    }
    if (!before)
        return std::nullopt;
    return findStepOf(*before, event.technique);
}

} // namespace sudoku
