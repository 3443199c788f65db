#pragma once
// Step: one logical deduction — a technique, what it places and eliminates, and what an
// explanation needs to point at. The step finder (stepfinder.h) makes them; the hint, the
// Step command, the logic tracer and `sudoku-cli trace` use them.
//
// Every technique fits this one shape. Singles and BUG+1 place one digit; the others only
// eliminate (locked candidates, subsets, fish, wings, a unique rectangle, chains): they list
// eliminations and no placement, and name their pattern with `units`/`coverUnits`, `cells`,
// `candidates` and, for chains, `links` (the table above struct Step says which is which).
// A plain value that owns its lists and points into nothing: copy it across threads freely.

#include "board.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

// Techniques from simplest to hardest: the step finder tries them in this order. A new one
// takes its place by difficulty, raises TechniqueCount and gets a row in the tables of
// step.cpp, stepfinder.cpp and rating.cpp (each checked against this order at compile time).
// Only names are stable, never the numeric values. The rating's levels (rating.h) group them.
enum class Technique : std::uint8_t {
    None,         // not a deduction: a search algorithm's own move
    // Easy: singles
    FullHouse,    // the last empty cell of a unit takes the unit's missing digit
    NakedSingle,  // a cell with one candidate left takes it
    HiddenSingle, // a digit with one cell left in a unit goes there
    // Medium: intersections, pairs and triples
    LockedCandidatesPointing, // a digit's places in a box all lie in one line: not elsewhere
                              // in that line
    LockedCandidatesClaiming, // a digit's places in a line all lie in one box: not elsewhere
                              // in that box
    NakedPair,    // two cells of a unit hold only the same two digits: not elsewhere in it
    HiddenPair,   // two digits of a unit fit only in the same two cells: nothing else there
    NakedTriple,  // three cells, three digits, as a naked pair
    HiddenTriple, // three digits, three cells, as a hidden pair
    // Hard: basic fish, single-digit patterns, wings, quads
    XWing,        // a digit's places in two rows lie in two columns (or the other way
                  // round): not elsewhere in those columns
    Swordfish,    // the same with three lines
    Skyscraper,   // two parallel strong links on a digit joined at one end by a line
    TwoStringKite, // a row's and a column's strong links on a digit joined in a box
    XYWing,       // a pivot {x,y} sees pincers {x,z} and {y,z}: z leaves what sees both
    XYZWing,      // a pivot {x,y,z} sees pincers {x,z} and {y,z}: z leaves what sees all three
    WWing,        // two cells holding only {x,y}, joined by a strong link on x: y leaves what
                  // sees both
    NakedQuad,    // four cells, four digits, as a naked pair
    Jellyfish,    // the fish with four lines
    HiddenQuad,   // four digits, four cells, as a hidden pair
    // Expert: uniqueness, chains. Uniqueness techniques hold only for a board with exactly
    // one solution (stepfinder.h).
    UniqueRectangleType1, // three corners of a rectangle over two boxes hold only {x,y}: the
                          // fourth loses x and y, or they could swap in a second solution
    BugPlusOne,   // every empty cell but one has two candidates: the one digit that the odd
                  // cell holds thrice in its units goes there, or the puzzle has no one solution
    XChain,       // a chain of strong and weak links on one digit: what sees both ends loses it
};
inline constexpr int TechniqueCount = 23;

// "full-house": the stable name sudoku-cli prints and reads; "" for None.
std::string_view techniqueName(Technique technique);
// "full house": the words used in sentences; "" for None.
std::string_view techniqueTitle(Technique technique);
// The technique with a stable name, or nothing.
std::optional<Technique> techniqueFromName(std::string_view name);

// A link of a chain, between two candidates: strong (one of them is true) or weak (not both).
struct Link {
    CellDigit from;
    CellDigit to;
    bool strong = false;
    bool operator==(const Link &) const = default;
};

// What a step's fields hold, technique by technique (d: the step's digit; "line": a row or
// a column). Eliminations are always in reading order (cell, then digit), and so are
// `candidates`; `cells` follow the pattern's own order where it has one.
//
//   technique        units             coverUnits     cells               candidates     digits
//   full house       its unit          -              the cell            (cell, d)      {d}
//   naked single     -                 -              the cell            (cell, d)      {d}
//   hidden single    its unit          -              the cell            (cell, d)      {d}
//   pointing         the box           the line       the box's cells     d in them      {d}
//                                                     with d
//   claiming         the line          the box        the line's cells    d in them      {d}
//                                                     with d
//   naked subset     the unit searched, then the      the 2-4 cells       all their      the 2-4
//   (pair, triple,   other unit all the cells share,                      candidates     digits
//   quad)            if any: eliminations fall in both
//   hidden subset    its unit          -              the 2-4 cells       the subset's   the 2-4
//   (pair, ...)                                                           digits there   digits
//   fish (X-Wing,    the base lines    the cover      the base lines'     d in them      {d}
//   swordfish,       (all rows or all  lines (the     cells with d
//   jellyfish)       columns)          other kind)
//   skyscraper       the two lines of  the line       end1, base1,        d in them      {d}
//                    the strong links  joining the    base2, end2
//                                      bases
//   2-string kite    the row and the   the box        end1, base1,        d in them      {d}
//                    column of the     joining the    base2, end2
//                    strong links      bases
//   XY-Wing          -                 -              pivot, pincer1,     all their      {x,y,z}
//                                                     pincer2             candidates
//   XYZ-Wing         -                 -              pivot, pincer1,     all their      {x,y,z}
//                                                     pincer2             candidates
//   W-Wing           the strong        -              cell1, end1, end2,  x,y in cell1,  {x,y}
//                    link's unit                      cell2               cell2; x in
//                                                                         end1, end2
//   X-chain          -                 -              the chain's cells   d in them      {d}
//                                                     in chain order
//   unique           the two rows,     -              the three {x,y}     x,y in the     {x,y}
//   rectangle 1      then the two                     corners, then the   four corners
//                    columns                          fourth
//   BUG+1            -                 -              the cell            (cell, d)      {d}
//
// Singles and BUG+1 place one digit and eliminate nothing; every other technique only
// eliminates. The eliminated digit of a wing (z; y for a W-Wing) is the eliminations' digit.
//
// `links` — for skyscraper, 2-string kite, XY-Wing, W-Wing and X-chain — is the pattern as an
// alternating chain, strong link first and last: one of its two end candidates
// (links.front().from, links.back().to) is true, so no candidate that sees both can be.
//   skyscraper, kite  end1=base1, base1-base2, base2=end2                       (on d)
//   XY-Wing           (pincer1,z)=(pincer1,x), (pincer1,x)-(pivot,x),
//                     (pivot,x)=(pivot,y), (pivot,y)-(pincer2,y), (pincer2,y)=(pincer2,z)
//   W-Wing            (cell1,y)=(cell1,x), (cell1,x)-(end1,x), (end1,x)=(end2,x),
//                     (end2,x)-(cell2,x), (cell2,x)=(cell2,y)
//   X-chain           its links, in order                                       (on d)
// A strong link inside one cell joins the two candidates of a bivalue cell.
struct Step {
    Technique technique = Technique::None;
    std::vector<CellDigit> placements;   // digits the step writes
    std::vector<CellDigit> eliminations; // candidates the step strikes out

    // What the explanation speaks of and the board highlights (table above).
    std::vector<int> units;      // where the pattern lives
    std::vector<int> coverUnits; // where its eliminations fall, when not in `units`
    std::vector<int> cells;      // the pattern's cells
    std::vector<CellDigit> candidates; // the pattern's candidates, in those cells
    std::vector<Link> links;     // a chain's links, in order
    Candidates digits;           // the digits the pattern is about

    bool operator==(const Step &) const = default;
};

// The step of a single (FullHouse, NakedSingle, HiddenSingle) or a BUG+1 placing `digit` in
// `cell`, as the step finder makes it: `unit` (the full house's or hidden single's, -1 for a
// naked single or a BUG+1) in `units`, the cell and candidate highlighted. With a logic
// trace's place event it rebuilds that step: singleStep(e.technique, e.cell, e.digit, e.unit).
Step singleStep(Technique technique, int cell, int digit, int unit);

// The unit a first, vague hint names ("Look for a hidden single in box 6"): the step's first
// unit, else the box of its first cell, else -1.
int hintUnit(const Step &step);

// Plain English, for the command line and tests (the GUI composes its own with tr()):
//   "r4c7 = 3: full house — the last empty cell of box 6"
//   "r4c7 = 3: naked single — 3 is the only candidate left in r4c7"
//   "r4c7 = 3: hidden single — 3 fits nowhere else in box 6"
//   "locked candidates (pointing): 5 in box 4 lies only in row 6, so r6c7 - 5, r6c9 - 5"
//   "X-Wing: 4 in rows 2 and 6 lies only in columns 3 and 7, so r5c3 - 4, r5c7 - 4"
// and so on for every technique (tst_techniques shows each). A step that does not fit its
// technique's shape lists what it does: "<title>: r1c2 = 7, r1c5 - 7".
std::string describe(const Step &step);

// The sentence of a single (FullHouse, NakedSingle, HiddenSingle) or a BUG+1 placing `digit`
// in `cell`; `unit` is the full house's or hidden single's unit. describe(Step) uses it, and
// so does describe(Event) for a logic placement, so the two always agree.
std::string describeSingle(Technique technique, int cell, int digit, int unit);

// Writes the step's placements (each removing its digit from the peers' candidates, see
// Board::place) and strikes out its eliminations.
void applyStep(Board &board, const Step &step);

} // namespace sudoku
