// SPDX-License-Identifier: GPL-3.0-or-later
#include "highlight.h"

#include <algorithm>

namespace sudoku {

std::size_t branchCount(const Step &step)
{
    return step.chains.size() > 1 ? step.chains.size() : 1;
}

bool Highlight::isEmpty() const
{
    return marks.empty() && links.empty()
        && std::all_of(cells.begin(), cells.end(), [](CellCue cue) { return cue == CellCue::None; });
}

void Highlight::raise(int cell, CellCue cue)
{
    if (cell < 0 || cell >= geometry().cellCount())
        return;
    CellCue &current = cells[static_cast<std::size_t>(cell)];
    current = std::max(current, cue);
}

void Highlight::raiseUnit(int unit, CellCue cue)
{
    if (unit < 0 || unit >= geometry().unitCount())
        return;
    for (const int cell : geometry().cellsOfUnit(unit))
        raise(cell, cue);
}

namespace {

void addMark(std::vector<CandidateMark> &marks, const CandidateMark &mark)
{
    if (std::find(marks.begin(), marks.end(), mark) == marks.end())
        marks.push_back(mark);
}

} // namespace

Highlight Highlight::ofStep(const Step &step, std::size_t branch)
{
    Highlight highlight;
    highlight.shape = step.shape;
    highlight.variant = step.variant;
    for (const int unit : step.coverUnits)
        highlight.raiseUnit(unit, CellCue::Cover);
    // A naked single is about everything its cell sees: its row, column and box (and a
    // variant's units holding it).
    if (step.technique == Technique::NakedSingle) {
        for (const int cell : step.cells) {
            for (const std::uint8_t unit : highlight.geometry().allUnitsOfCell(cell))
                highlight.raiseUnit(unit, CellCue::Cover);
        }
    }
    for (const int unit : step.units)
        highlight.raiseUnit(unit, CellCue::Region);
    for (const int cell : step.cells)
        highlight.raise(cell, CellCue::Pattern);
    // A forcing step's candidates are its first branch's: with several branches, each branch
    // rings its own, and every branch's start stays in view.
    if (branchCount(step) > 1) {
        for (const Chain &chain : step.chains) {
            if (chain.nodes.empty())
                continue;
            for (const int cell : chain.nodes.front().cells)
                addMark(highlight.marks, {cell, chain.nodes.front().digit, MarkCue::Pattern});
        }
    } else {
        for (const CellDigit candidate : step.candidates)
            highlight.marks.push_back({candidate.cell, candidate.digit, MarkCue::Pattern});
    }
    if (branch < step.chains.size()) {
        const Chain &chain = step.chains[branch];
        for (const ChainNode &node : chain.nodes) {
            for (const int cell : node.cells) {
                highlight.raise(cell, CellCue::Pattern);
                addMark(highlight.marks, {cell, node.digit, MarkCue::Pattern});
            }
        }
        // A step told in numbered lines numbers its links the same: the link into node i is
        // told by line i + 1 (chainLines).
        const bool numbered = readsAsLines(step);
        for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
            const ChainNode &node = chain.nodes[i];
            for (const int parent : node.parents) {
                const ChainNode &from = chain.nodes[static_cast<std::size_t>(parent)];
                const LinkCue cue{{from.cells, from.digit}, {node.cells, node.digit}, node.on,
                                  numbered ? static_cast<int>(i) + 1 : 0};
                if (std::find(highlight.links.begin(), highlight.links.end(), cue) == highlight.links.end())
                    highlight.links.push_back(cue);
            }
        }
    }
    // A placement's disc replaces the ring of the same candidate.
    for (const CellDigit placement : step.placements) {
        std::erase(highlight.marks, CandidateMark{placement.cell, placement.digit, MarkCue::Pattern});
        highlight.marks.push_back({placement.cell, placement.digit, MarkCue::Place});
    }
    for (const CellDigit elimination : step.eliminations)
        highlight.marks.push_back({elimination.cell, elimination.digit, MarkCue::Eliminate});
    return highlight;
}

Highlight Highlight::ofEvent(const Event &event, const Board &board, const std::optional<Event> &cause)
{
    Highlight highlight;
    highlight.shape = board.grid.shape();
    highlight.variant = board.grid.variant();
    const Geometry &g = board.grid.geometry();
    const int cell = event.cell;
    const int digit = event.digit;
    switch (event.kind) {
    case EventKind::Try:
        highlight.raise(cell, CellCue::Try);
        highlight.marks.push_back({cell, digit, MarkCue::Pattern});
        break;
    case EventKind::Reject:
        for (const int peer : g.peersOfCell(cell)) {
            if (board.grid.digit(peer) == digit)
                highlight.raise(peer, CellCue::Region);
        }
        highlight.raise(cell, CellCue::Try);
        highlight.marks.push_back({cell, digit, MarkCue::Eliminate});
        break;
    case EventKind::Place:
        highlight.raiseUnit(event.unit(), CellCue::Region);
        highlight.raise(cell, event.isGuess() ? CellCue::Guess : CellCue::Place);
        break;
    case EventKind::Eliminate:
        if (cause && event.technique == Technique::None) {
            highlight.raiseUnit(cause->unit(), CellCue::Region);
            highlight.raise(cause->cell, cause->isGuess() ? CellCue::Guess : CellCue::Place);
        }
        highlight.marks.push_back({cell, digit, MarkCue::Eliminate});
        break;
    case EventKind::Guess:
        highlight.raise(cell, CellCue::Guess);
        break;
    case EventKind::Contradiction:
        if (cell >= 0) {
            highlight.raise(cell, CellCue::Contradiction);
        } else {
            // A digit with no place left in a unit: the whole unit is the dead end.
            for (const int member : g.cellsOfUnit(event.unit())) {
                highlight.raise(member, CellCue::Region);
                if (board.grid.isEmpty(member))
                    highlight.raise(member, CellCue::Contradiction);
            }
        }
        break;
    case EventKind::Backtrack:
        highlight.raise(cell, CellCue::Backtrack);
        break;
    }
    return highlight;
}

void Highlight::merge(const Highlight &other)
{
    if (isEmpty()) { // a highlight made without a board takes the other's
        shape = other.shape;
        variant = other.variant;
    }
    for (int cell = 0; cell < other.geometry().cellCount(); ++cell)
        raise(cell, other.cue(cell));
    for (const CandidateMark &mark : other.marks)
        addMark(marks, mark);
    for (const LinkCue &link : other.links) {
        if (std::find(links.begin(), links.end(), link) == links.end())
            links.push_back(link);
    }
}

Highlight Highlight::ofMistakes(const std::vector<Mistake> &mistakes, Shape shape, std::shared_ptr<const Variant> variant)
{
    Highlight highlight;
    highlight.shape = shape;
    highlight.variant = std::move(variant); // a samurai's cells are more than the shape's
    for (const Mistake &mistake : mistakes)
        highlight.raise(mistake.cell, CellCue::Mistake);
    return highlight;
}

Highlight Highlight::ofCells(const std::vector<int> &cells, CellCue cue, Shape shape,
                             std::shared_ptr<const Variant> variant)
{
    Highlight highlight;
    highlight.shape = shape;
    highlight.variant = std::move(variant);
    for (const int cell : cells)
        highlight.raise(cell, cue);
    return highlight;
}

} // namespace sudoku
