// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Step: one logical deduction — a technique, what it places and eliminates, how hard it was
// and what an explanation needs to point at. The step finder (stepfinder.h) makes them; the
// hint, the Step command, the logic tracer, the rating and `sudoku-cli` use them.
//
// Every technique fits this one shape. Singles place one digit; most others only eliminate.
// A step names its pattern with `units`/`coverUnits`, `cells`, `candidates`, and, for chains
// and forcing chains, `chains` (the table above struct Step says which is which).
// A plain value that owns its lists and points into nothing: copy it across threads freely.

#include "board.h"
#include "phrase.h"
#include "technique.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sudoku {

// Why a chain's node holds, given the nodes it follows from (its parents).
enum class Reason : std::uint8_t {
    Assumption,    // where a branch starts: "suppose r1c2 is 5" (no parents)
    SameCell,      // off: the cell holds another digit (its parent is on in the same cell)
    SameUnit,      // off: a peer in `unit` holds the digit (its parent)
    LastCandidate, // on: every other candidate of the cell is off (the parents)
    LastPlace,     // on: every other place of the digit in `unit` is off (the parents)
    Pattern,       // off: a technique on the board as the branch has left it (Step::nested)
    LockedSet,     // on: the almost locked set in `unit` lacks its parent's digit, so it holds
                   // each of its others: the digit is in one of the node's cells
};

// A claim a chain makes: that `digit` is in the cell ("r1c2 is 5", on) or is not ("r1c2 is
// not 5", off). A group node has several cells of one unit: on, the digit is in one of them;
// off, in none.
struct ChainNode {
    std::vector<int> cells; // one cell, or a group's cells in increasing order
    int digit = 0;
    bool on = false;
    Reason reason = Reason::Assumption;
    int unit = -1;            // the unit of a SameUnit or LastPlace reason; else -1
    std::vector<int> parents; // indexes of earlier nodes of the chain it follows from
    int nested = -1;          // a Pattern reason: the index of its step in Step::nested
    std::vector<int> set;     // a LockedSet reason: the almost locked set's cells, when the
                              // step does not name its sets itself (an ALS chain does)

    bool operator==(const ChainNode &) const = default;
};

// A chain of inferences in order: every node's parents come before it. A chain step's chain
// starts with the assumption that one end is false; a forcing step has one chain per branch,
// each ending in its conclusion (or in the node that clashes with another branch).
struct Chain {
    std::vector<ChainNode> nodes;
    bool operator==(const Chain &) const = default;
};

// A link to draw, from one node to the next: strong (solid) when it concludes that a digit is
// somewhere ("on"), weak (dashed) when it concludes that it is not.
struct Link {
    ChainNode from;
    ChainNode to;
    bool strong = false;
};
// Every parent-to-node link of a chain, in node order.
std::vector<Link> linksOf(const Chain &chain);

// What a step's fields hold, technique by technique (d: the step's digit; "line": a row or
// a column). Eliminations are always in reading order (cell, then digit), and so are
// `candidates`; `cells` follow the pattern's own order where it has one.
//
//   technique        units             coverUnits     cells               candidates     digits
//   full house       its unit          -              the cell            (cell, d)      {d}
//   naked single     -                 -              the cell            (cell, d)      {d}
//   hidden single    its unit          -              the cell            (cell, d)      {d}
//   direct pointing  the box, then the the line       the box's cells     d in them      {d}
//                    box of the cell                  with d, then the
//                    placed                           cell placed
//   direct claiming  the line, then    the box        the line's cells    d in them      {d}
//                    the line of the                  with d, then the
//                    cell placed                      cell placed
//   direct hidden    its unit          -              the 2-3 cells,      the subset's   the 2-3
//   pair, triple                                      then the cell       digits there;  digits
//                                                     placed              (cell, d)
//   pointing         the box           the line       the box's cells     d in them      {d}
//                                                     with d
//   claiming         the line          the box        the line's cells    d in them      {d}
//                                                     with d
//   naked subset     the unit searched -              the 2-4 cells       all their      the 2-4
//   (pair, triple,                                                        candidates     digits
//   quad)
//   hidden subset    its unit          -              the 2-4 cells       the subset's   the 2-4
//   (pair, ...)                                                           digits there   digits
//   fish (X-Wing,    the base lines    the cover      the base lines'     d in them      {d}
//   swordfish,       (all rows or all  lines (the     cells with d
//   jellyfish)       columns)          other kind)
//   strong links     the strong links' the weak       the chain's cells   d in them      {d}
//   (skyscraper,     units, in chain   links' units,  in chain order
//   2-string kite,   order             in order; a
//   turbot fish,                       loop's closing
//   empty rectangle,                   one last
//   grouped turbot
//   fish, 3-, 4-link
//   X-chain)
//   XY-Wing          -                 -              pivot, pincer1,     all their      {x,y,z}
//                                                     pincer2             candidates
//   XYZ-Wing         -                 -              pivot, pincer1,     all their      {x,y,z}
//                                                     pincer2             candidates
//   W-Wing           the strong        -              cell1, end1, end2,  x,y in cell1,  {x,y}
//                    link's unit                      cell2               cell2; x in
//                                                                         end1, end2
//   WXYZ-, VWXYZ-,   -                 -              the pivot {x,z},    all their      all their
//   UVWXYZ-,                                          then the almost     candidates     digits
//   TUVWXYZ-Wing                                      locked set's cells
//   unique           the loop's links: type 3: the    the loop's cells    every          {x,y}
//   rectangle and    units[i] joins    set's unit;    in order; type 3:   candidate of
//   loop, types 1-4  cells i and i+1,  type 4: where  then the set's      the loop's
//   (rectangle 5)    the last back to  x lies only    other cells         cells; type 3:
//                    the first         in the two                         the set's too
//                                      cells holding                      (hidden: its
//                                      more                               digits)
//   hidden           the row, then     -              the corner {x,y},   x and y in     {x,y}
//   rectangle        the column where                 the corners in its  the four
//                    x lies only in                   row, its column,
//                    the rectangle                    the opposite one
//   avoidable        -                 -              type 1: the corner  type 1: x in   {x,y}
//   rectangle,                                        solved x, those     the empty one;
//   types 1-2                                         solved y, the empty type 2: the
//                                                     one; type 2: the    empty ones'
//                                                     two solved x, y,    candidates
//                                                     then across them
//   BUG types 1-4    type 3, 4: the    -              the cells holding   their extra    1, 2: the
//                    unit of the                      extra digits;       digits; type   extra digits;
//                    cells holding                    type 3: then the    3: the naked   3: the naked
//                    extra digits                     naked set's other   cells' all;    set's; 4: {k}
//                                                     cells               type 4: k too
//   aligned pair,    -                 -              the 2 (3) cells,    all their      all their
//   triple exclusion                                  then the cells      candidates     digits
//                                                     seeing them all
//                                                     (the excluders)
//   X-chain          -                 -              the chain's cells   d in them      {d}
//                                                     in chain order
//   grouped AIC,     -                 -              the chain's cells   each node's    the nodes'
//   nice loop; AIC                                    in chain order (an  digit there;   digits
//   with almost                                       almost locked set:  a set's cells:
//   locked sets                                       all its cells)      all theirs
//   cage             -                 -              the cage's open     their          the digits
//   combination                                       cells               candidates     some filling
//                                                                                        uses
//   45 rule          the group of      -              the innies' or      their          the digits
//   (innies and      units (one, or                   outies' open cells  candidates     some filling
//   outies)          two or three                                                        uses
//                    lines side by
//                    side)
//   cage-unit        the units         -              the cage's open     d in the       {d}
//   interaction      holding every                    cells               cells that
//                    place of d                                           can take it
//   (`sum`: what the open cells add up to. A 45 rule step with one open cell places its digit.)
//
// Singles and the direct techniques place one digit and eliminate nothing (the direct ones'
// pattern would eliminate, but Sudoku Explainer only places); every other technique only
// eliminates. The eliminated digit of a wing (z; y for a W-Wing) is the eliminations' digit.
//
// `chains` — for the strong-link techniques, XY-Wing, W-Wing and X-chain — holds the pattern as
// one alternating chain from "the first end is not d" to "the last end is d", strong inference
// first and last: one of the two ends holds its digit, so no candidate that sees both can.
//   strong links      each link's entry off, its exit on, in chain order (on d); a node of a
//                     group holds the group's cells with d. A loop ends with its first node
//                     again, off: every weak link of it holds both ways.
//   XY-Wing           (pincer1,z) off, (pincer1,x) on, (pivot,x) off, (pivot,y) on,
//                     (pincer2,y) off, (pincer2,z) on
//   W-Wing            (cell1,y) off, (cell1,x) on, (end1,x) off, (end2,x) on, (cell2,x) off,
//                     (cell2,y) on
//   X-chain           its cells in order, off and on in turn                    (on d)
//   AIC with almost   as a grouped AIC; where a set lacking the last node's digit makes
//   locked sets       the next node true, that node's reason is LockedSet and its `set`
//                     the set's cells
struct Step {
    Technique technique = Technique::None;
    Shape shape; // the board's: how its cells and units are named (the classic 9×9 unless set)
    // The board's variant (null: the shape's own rules): which cells its units hold — a jigsaw's
    // regions as its boxes, the extra units after them — and how they are named.
    std::shared_ptr<const Variant> variant;
    int difficulty = 0; // in tenths of Sudoku Explainer's scale: the base plus size or length
    std::vector<CellDigit> placements;   // digits the step writes
    std::vector<CellDigit> eliminations; // candidates the step strikes out

    // What the explanation speaks of and the board highlights (table above).
    std::vector<int> units;      // where the pattern lives
    std::vector<int> coverUnits; // where its eliminations fall, when not in `units`
    std::vector<int> cells;      // the pattern's cells
    std::vector<CellDigit> candidates; // the pattern's candidates, in those cells
    Candidates digits;           // the digits the pattern is about
    std::vector<Chain> chains;   // a chain step's chain; a forcing step's branches
    std::vector<Step> nested;    // steps that Pattern nodes of the chains rely on
    int sum = 0;                 // a killer's sum steps: what the open `cells` add up to

    bool operator==(const Step &) const = default;
};

// The almost locked set a LockedSet node of `step` follows from: its `set`, or, where the step
// names its sets itself (the ALS techniques), the one of them holding the node's cells. Empty
// for another node, or a step that does not read so.
std::vector<int> lockedSetOf(const Step &step, const ChainNode &node);

// The tables of the step's board: its variant's, else its shape's.
const Geometry &geometryOf(const Step &step);

// Gives the step, and the steps inside it, the board's variant (the finders name the shape).
void setVariant(Step &step, const std::shared_ptr<const Variant> &variant);

// The step of a single (FullHouse, NakedSingle, HiddenSingle) placing `digit` in `cell`, as
// the step finder makes it: `unit` (the full house's or hidden single's, -1 for a naked
// single) in `units`, the cell and candidate highlighted, the difficulty its
// technique's (a hidden single in a line is 1.5, in a box 1.2). With a logic trace's place
// event it rebuilds that step: singleStep(e.technique, e.cell, e.digit, e.unit).
Step singleStep(Technique technique, int cell, int digit, int unit, Shape shape = Shape::classic());

// The unit a first, vague hint names ("Look for a hidden single in box 6"): the step's first
// unit, else the box of its first cell, else -1.
int hintUnit(const Step &step);

// The first hint: the technique and where to look, not what it finds.
//   "Look for a hidden single in box 6."   "Look for an X-Wing on the digit 4."
Phrase nudge(const Step &step);
// The whole step, why and what: "X-Wing: 4 in rows 2 and 6 lies only in columns 3 and 7, so
// r1c3 - 4, r1c7 - 4"; "r4c7 = 3: hidden single — 3 fits nowhere else in box 6". A step that
// does not fit its technique's shape lists what it does: "<title>: r1c2 = 7, r1c5 - 7".
Phrase explanation(const Step &step);
// A chain of the step (a branch of a forcing chain) walked in words: "if r1c2 is 5, r1c7 is
// not 5, so r3c7 is 5, ...". Empty for a step without that chain.
Phrase chainExplanation(const Step &step, std::size_t chain);

// One line of a chain as a person follows it: its number, the lines it follows from when that
// is not just the line before, what it claims and why:
//   "6. from 3, 4: r7c2 is 3 (the only place left for 3 in column 2)"
// A node an inner step strikes is followed by that step's own lines, one level deeper and
// numbered on their own ("by a hidden pair:" then 1., 2., …).
struct ChainLine {
    int depth = 0;         // 0: the step's chain; 1 and up: an inner step's, under the line citing it
    int number = 0;        // from 1 within its chain (0: an inner step told in one sentence)
    std::vector<int> from; // the lines it follows from, when not just the one before
    int node = -1;         // its node in its chain (depth 0: in step.chains[chain]); -1 for none
    Phrase text;           // the whole line, number and all
    std::string eureka;    // the same line in Eureka claims: "6. from 4, 3: r7c2=3"; an inner
                           // step's sentence as describeEureka() writes it
};
// The lines of chain `chain` of the step, the inner steps' beneath the lines citing them.
std::vector<ChainLine> chainLines(const Step &step, std::size_t chain);
// Whether the step's chains read best as lines (a forcing step: its nodes follow from several
// earlier ones, from inner steps, from branches) rather than as one sentence of "so"s.
bool readsAsLines(const Step &step);

// Chains in Eureka notation, as HoDoKu's and Sudoku Explainer's users write them. A node is
// its digit and cells: "(4)r7c8", a group of one row or column "(4)r78c9", "(3)r4c12"; a
// link to a node that is on is strong, "=", to one that is off weak, "-":
//   "(4)r7c8=(4)r78c9-(4)r6c9=(4)r6c3-(4)r3c3=(4)r3c6"
// A forcing step's lines claim in HoDoKu's way instead, one node a line: "r7c2=3", "r7c2<>3".
// The cells are named on a board of `geometry`'s (a samurai's by their squares of its frame).
std::string eurekaNode(const ChainNode &node, const Geometry &geometry = geometryOf(Shape::classic()));
// The claim of a node as a forcing chain's line writes it: "r78c9=3", "r4c2<>3".
std::string eurekaClaim(const ChainNode &node, const Geometry &geometry = geometryOf(Shape::classic()));
// Chain `chain` of the step as one Eureka string (every node after the first linked to the
// one before); empty for a step without that chain.
std::string eurekaChain(const Step &step, std::size_t chain);
// The step in one line of Eureka notation: a chain step's chain and what it does, "3-link
// X-chain: (4)r7c8=…=(4)r3c6 => r7c6<>4"; another step's explanation as describe() writes it
// (a forcing step's chains are in its lines' `eureka`).
std::string describeEureka(const Step &step);
// The explanation in English (toEnglish(explanation(step))): what the command line prints.
std::string describe(const Step &step);

// The explanation of a single (FullHouse, NakedSingle, HiddenSingle) placing
// `digit` in `cell`; `unit` is the full house's or hidden single's unit. explanation(Step)
// uses it, and so does a logic trace's place event, so the two always agree.
Phrase singleExplanation(Technique technique, int cell, int digit, int unit, Shape shape = Shape::classic());
std::string describeSingle(Technique technique, int cell, int digit, int unit, Shape shape = Shape::classic());

// Writes the step's placements (each removing its digit from the peers' candidates, see
// Board::place) and strikes out its eliminations.
void applyStep(Board &board, const Step &step);

} // namespace sudoku
