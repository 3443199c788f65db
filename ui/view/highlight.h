// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Highlight: what the board draws over a position to explain it — a hint's step, the event an
// animation just showed, the mistakes a hint points at. A plain value the window builds and
// hands to BoardWidget::setHighlight; it knows no colours (BoardColors does) and no rules.
//
//   cell cues     a background tint or frame per cell: the unit a step lives in, the
//                 pattern's cells, the cell an event touched (try, place, guess, ...)
//   mark cues     one candidate of a cell: part of the pattern, the digit placed, a digit
//                 struck out. Drawn whether or not the player pencilled the candidate in.
//   link cues     a chain's inferences, drawn over the board from one node's candidates to
//                 the next's: strong links solid, weak links dashed, each with an arrow the
//                 way the inference runs; a group node as one shape around its candidates.
//
// Every cue has a shape as well as a colour (frames solid or dashed, a cross, a strike-out,
// a disc, solid or dashed arrows), so no cue rests on colour alone.
//
// A forcing step (several chains, its branches) is shown one branch at a time: ofStep's
// `branch` picks the chain drawn; branchCount says how many there are.

#include "board.h"
#include "event.h"
#include "step.h"

#include <array>
#include <optional>
#include <cstdint>
#include <vector>

namespace sudoku {

enum class CellCue : std::uint8_t {
    None,
    Cover,         // where a pattern's eliminations fall, when apart from its region
    Region,        // the unit(s) a step or event speaks of: a light tint
    Pattern,       // a cell of the step's pattern: a stronger tint
    Mistake,       // a cell a hint says is wrong: the flagged tint
    Try,           // the search considers a digit here: a thin frame
    Place,         // a digit was written here: a solid frame
    Guess,         // a digit was guessed here: a dashed frame
    Backtrack,     // a guess or placement was taken back here: a dotted frame
    Contradiction, // a dead end: a cross over the cell
};
inline constexpr int CellCueCount = 10;

enum class MarkCue : std::uint8_t {
    Pattern,   // the candidate belongs to the pattern: ringed
    Place,     // the candidate becomes the cell's digit: a disc behind it
    Eliminate, // the candidate is struck out
};
inline constexpr int MarkCueCount = 3;

struct CandidateMark {
    int cell = 0;
    int digit = 0;
    MarkCue cue = MarkCue::Pattern;
    bool operator==(const CandidateMark &) const = default;
};

// A chain's node as the board draws it: a digit in one cell, or in a group of cells of one
// unit (one shape around all their candidates).
struct LinkEnd {
    std::vector<int> cells; // one cell, or a group's cells in increasing order
    int digit = 0;
    bool operator==(const LinkEnd &) const = default;
};

// One inference of a chain: an arrow from the node it follows from to the node it concludes.
// Strong when it concludes that a digit is there (a solid line), weak when it concludes that
// it is not (a dashed line).
struct LinkCue {
    LinkEnd from;
    LinkEnd to; // the arrow's head
    bool strong = false;
    int line = 0; // the number of the text's line that tells it (chainLines), 0 for none
    bool operator==(const LinkCue &) const = default;
};

// How many branches a step shows one at a time: its chains when it has several (a forcing
// step: one per candidate of a cell, per place in a unit, ...), else 1.
std::size_t branchCount(const Step &step);

struct Highlight {
    Shape shape; // the board's: what a unit's cells are (the classic 9×9 unless set)
    std::shared_ptr<const Variant> variant; // the board's variant, whose units those are; or null

    // The board's tables: the variant's, else the shape's.
    const Geometry &geometry() const { return variant ? variant->geometry() : geometryOf(shape); }
    std::array<CellCue, MaxCellCount> cells{};
    std::vector<CandidateMark> marks;
    std::vector<LinkCue> links; // in the chain's order

    bool isEmpty() const;
    CellCue cue(int cell) const { return cells[static_cast<std::size_t>(cell)]; }
    // Sets a cell's cue unless it already has a stronger one (a later CellCue value wins).
    void raise(int cell, CellCue cue);
    void raiseUnit(int unit, CellCue cue);

    bool operator==(const Highlight &) const = default;

    // A step: its units as regions, its cover units as cover, its cells as pattern cells,
    // its pattern candidates ringed, its placements as discs and its eliminations struck out.
    // A chain step's chain, or branch `branch` (0 .. branchCount - 1) of a forcing step, as
    // links, its nodes' cells as pattern cells and their candidates ringed; the other
    // branches are left out, the conclusion they share is shown with every branch.
    static Highlight ofStep(const Step &step, std::size_t branch = 0);
    // The event an animation shows on `board` (the board after the event). A logic placement
    // also shows its step's unit; a rejected digit tints the peers that hold it. `cause`, the
    // placement or guess an elimination follows from, is framed with it.
    static Highlight ofEvent(const Event &event, const Board &board,
                             const std::optional<Event> &cause = std::nullopt);
    // The cells a hint about mistakes points at, with the digit each is missing or wrong by
    // kept out of sight: pointing is the hint, not the answer.
    static Highlight ofMistakes(const std::vector<Mistake> &mistakes, Shape shape = Shape::classic(),
                                std::shared_ptr<const Variant> variant = nullptr);
    // Adds another highlight's cues (the stronger cue of a cell wins), marks and links.
    void merge(const Highlight &other);

    // Cells to draw the eye to, for example where two solutions differ.
    static Highlight ofCells(const std::vector<int> &cells, CellCue cue, Shape shape = Shape::classic(),
                             std::shared_ptr<const Variant> variant = nullptr);
};

} // namespace sudoku
