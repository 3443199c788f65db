// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The generator: random puzzles with exactly one solution, at a requested level (rating.h),
// with an optional symmetry of the givens, reproducible from a seed.
//
// How (generator.cpp has the details): a random solution grid, then givens removed in
// symmetric orbits, in a random order, for as long as the puzzle keeps exactly one solution
// (easy: for as long as singles alone still solve it, down to about 30-36 givens; on boards
// of 12×12 and up, medium to expert, until it rates above the level, and extreme on 25×25
// until it rates extreme, checked every n removals). The puzzle left is rated; one rated harder than asked is thinned less, by
// walking back along its removals. Whatever is returned has been rated by rate() itself, so its level is exact.
//
// Variants (9×9): X-Sudoku, windoku and jigsaw are made the same way, from a random solution
// under their rules (a jigsaw's regions are the boxes bent out of shape by random swaps of
// cells between neighbouring regions, kept connected, until a layout with a solution turns
// up; one the solver does not complete within 1,000 guesses is drawn again), at every level
// but nightmare, with the symmetry asked for. So is a killer, whose solution comes with cages
// drawn from it (cells joined to a neighbour while their digits differ; 2 to 4 cells a cage for
// easy, 2 to 5 for medium, 2 to 6 above, 1 where no neighbour is left): its givens are dug
// like any other puzzle's, and as its sums do most of the work, few are left (often none);
// one rated harder than asked gets givens back by the same walk back.
//
// Reproducible: a seed drives the generator's own pseudo-random numbers (no std::
// distribution, whose results differ between libraries), so the same options give the same
// puzzle on any machine with the same build of the core. A change to the rating or the
// solver may change which puzzle a seed gives.

#include "grid.h"
#include "rating.h"
#include "variant.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

namespace sudoku {

// Which cells' givens come in pairs: a cell is a given exactly when its image is.
//   none        no pairing
//   rotational  180° about the centre: r,c <-> 8-r,8-c (cell <-> 80 - cell)
//   diagonal    reflection in the main diagonal: r,c <-> c,r
//   mirror      left-right reflection: r,c <-> r,8-c
enum class Symmetry : std::uint8_t { None, Rotational, Diagonal, Mirror };
inline constexpr int SymmetryCount = 4;

// Their stable names, in enum order: what sudoku-cli reads and prints.
inline constexpr std::array<std::string_view, SymmetryCount> symmetryNames = {
    "none", "rotational", "diagonal", "mirror",
};

std::string_view symmetryName(Symmetry symmetry);  // "none", "rotational", "diagonal", "mirror"
std::optional<Symmetry> symmetryFromName(std::string_view name);

struct GenerateOptions {
    Shape shape;                       // the board's size and box: 9×9 unless set
    Level level = Level::Medium;       // Easy..Extreme (NotUnique is invalid)
    Symmetry symmetry = Symmetry::None; // ignored for Nightmare: a known puzzle keeps its own
    std::uint64_t seed = 0;            // same options + seed => same puzzle, on any machine
    // Attempts allowed before giving up (GenerateResult::exhausted); 0: until one has the
    // level. For a level that a size's minimal puzzles seldom reach, so a caller is not kept
    // waiting for ever.
    std::uint64_t maxAttempts = 0;
    // The rules (variant.h; X, windoku, jigsaw and killer are 9×9; not at nightmare).
    VariantKind variant = VariantKind::Classic;
};

// The attempts the window and sudoku-cli allow a size other than 9×9 before they say that
// the level did not turn up (no 4×4 puzzle in 300 needed more than singles). Most levels
// take one or two: a level that does not turn up in 300 is not worth the wait (on 16×16 an
// attempt takes 0.2-0.8 s, so this bounds the search at a few minutes; on small boards at
// well under a second).
inline constexpr std::uint64_t AttemptsOnOtherSizes = 300;

struct GenerateResult {
    bool ok = false;        // false when cancelled, out of attempts, or asked for NotUnique
    bool exhausted = false; // options.maxAttempts were made and none had the level
    Grid puzzle;            // every digit a given; exactly one solution;
                            // rate(puzzle).level == options.level
    Grid solution;          // the puzzle's solution, every cell a given
    Rating rating;          // rate(puzzle)
    std::uint64_t attempts = 0; // candidate puzzles rated before one had the level: random
                                // solutions thinned, the one that gave the puzzle included
                                // (and a jigsaw's layouts the solver gave up on)
};

// How far an attempt's thinning has got: the symmetric orbits of cells tried, out of all.
// Called from the generating thread; what a window shows while a 25×25 puzzle is made.
using GenerateProgress = std::function<void(int tried, int orbits)>;

// Precondition: options.level is not Level::NotUnique, and a variant is asked for on 9×9 below
// nightmare (otherwise ok is false at once).
// Thread safety: pure; `cancel` (may be null) is read between attempts, inside long loops and
// by every search it runs (uniqueness checks, ratings), so a cancel lands within milliseconds.
// Cancelled: ok is false, the grids are empty.
// Every shape: on sizes other than 9×9 a random solution is the solver's completion of
// shuffled diagonal boxes, relabelled and shuffled by lines; nightmare has no collection of
// its own there and is made like the other levels.
GenerateResult generate(const GenerateOptions &options, const std::atomic<bool> *cancel = nullptr,
                        const GenerateProgress &progress = {});

} // namespace sudoku
