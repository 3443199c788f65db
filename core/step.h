#pragma once
// Step: one logical deduction — a technique, what it places and eliminates, and what an
// explanation needs to point at. The step finder (stepfinder.h) makes them; the hint, the
// Step command, the logic tracer and `sudoku-cli trace` use them.
//
// Every technique fits this one shape. Singles place one digit; the techniques that only
// eliminate (locked candidates, subsets, fish, wings, chains) list eliminations and no
// placement, name their pattern with `units`/`coverUnits`, `cells`, `candidates` and, for
// chains, `links`. A plain value that owns its lists and points into nothing: copy it across
// threads freely.

#include "board.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

// Techniques from simplest to hardest. A new one takes its place by difficulty, raises
// TechniqueCount and gets a row in step.cpp's table (checked against this order at compile
// time). Only names are stable, never the numeric values.
enum class Technique : std::uint8_t {
    None,         // not a deduction: a search algorithm's own move
    FullHouse,    // the last empty cell of a unit takes the unit's missing digit
    NakedSingle,  // a cell with one candidate left takes it
    HiddenSingle, // a digit with one cell left in a unit goes there
};
inline constexpr int TechniqueCount = 4;

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

struct Step {
    Technique technique = Technique::None;
    std::vector<CellDigit> placements;   // digits the step writes
    std::vector<CellDigit> eliminations; // candidates the step strikes out

    // What the explanation speaks of and the board highlights.
    std::vector<int> units;      // where the pattern lives: a full house's or hidden single's
                                 // unit; a locked candidate's box; a fish's base units
    std::vector<int> coverUnits; // where its eliminations fall, when not in `units`: the
                                 // line of pointing candidates; a fish's cover units
    std::vector<int> cells;      // the pattern's cells: a single's cell; a pair's two cells
    std::vector<CellDigit> candidates; // the pattern's candidates, in those cells
    std::vector<Link> links;     // a chain's links, in order
    Candidates digits;           // the digits the pattern is about

    bool operator==(const Step &) const = default;
};

// The step of a single (FullHouse, NakedSingle, HiddenSingle) placing `digit` in `cell`, as
// the step finder makes it: `unit` (the full house's or hidden single's, -1 for a naked
// single) in `units`, the cell and candidate highlighted. With a logic trace's place event it
// rebuilds that step: singleStep(e.technique, e.cell, e.digit, e.unit).
Step singleStep(Technique technique, int cell, int digit, int unit);

// The unit a first, vague hint names ("Look for a hidden single in box 6"): the step's first
// unit, else the box of its first cell, else -1.
int hintUnit(const Step &step);

// Plain English, for the command line and tests (the GUI composes its own with tr()):
//   "r4c7 = 3: full house — the last empty cell of box 6"
//   "r4c7 = 3: naked single — 3 is the only candidate left in r4c7"
//   "r4c7 = 3: hidden single — 3 fits nowhere else in box 6"
// A technique without its own sentence lists what it does: "<title>: r1c2 = 7, r1c5 - 7".
std::string describe(const Step &step);

// The sentence of a single (FullHouse, NakedSingle, HiddenSingle) placing `digit` in `cell`;
// `unit` is the full house's or hidden single's unit. describe(Step) uses it, and so does
// describe(Event) for a logic placement, so the two always agree.
std::string describeSingle(Technique technique, int cell, int digit, int unit);

// Writes the step's placements (each removing its digit from the peers' candidates, see
// Board::place) and strikes out its eliminations.
void applyStep(Board &board, const Step &step);

} // namespace sudoku
