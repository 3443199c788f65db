// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Position: a puzzle part-way through its solve — its givens, the digits placed since and the
// candidates still open — as the technique pages draw it and practice serves it. A position
// "of" a technique is one where the step finder's next step (findStep, every technique
// allowed) is of that technique: what a player at that point would be hinted.
//
// The position line, one position per line of text:
//   GIVENS DIGITS CANDIDATES
// GIVENS, the puzzle as an 81-character line (toLine); DIGITS, the same with the digits
// placed since; CANDIDATES, 729 characters, nine a cell in reading order, the character for
// digit d at the cell's place d when d is a candidate, '.' else (a filled cell's nine are
// all '.'). Fields are separated by single spaces. Any size n: n² and n³ characters, digits
// above 9 in letters. A variant's position goes on with the variant's name and its fields as
// a puzzle line has them after its cells (variantformat.h): "… killer aabb… a=3,b=15,…".
//
// A technique example (the help's technique pages, practice): a position of a technique,
// written as a line "NAME SET POSITION-LINE" — the technique's stable name, then which
// techniques the step finder may use for the position to be the technique's: `all` (as
// hints go by default), or `alone` (the singles and the technique, as hints go when Settings ›
// Hints keeps only it). Some techniques are never the next step with every technique allowed,
// because another family, tried first, always finds the same deduction: a finned X-Wing is a
// skyscraper, a 2-string kite or a turbot fish too, a simple colouring a short X-chain.
//
// Pure functions of their arguments: call them from any thread.

#include "board.h"
#include "step.h"
#include "technique.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

struct Position {
    Grid givens; // the puzzle
    Board board; // its digits now (givens and placed) and the candidates of its empty cells

    bool operator==(const Position &) const = default;
};

// The position line (above). No newline.
std::string toPositionLine(const Position &position);

// The position a line holds (its three fields, and a variant's after them), or
// nothing with `error` saying what is wrong and at which column: a field of the wrong
// length, a character that is no digit of the size, a given the digits do not keep, digits
// that conflict, candidates in a filled cell.
std::optional<Position> readPositionLine(std::string_view line, std::string *error = nullptr);

// The positions of `technique` on the way through `puzzle`'s solve (the rating's: the
// easiest step each time), in solve order, at most `limit`. The solve stops at the last one
// wanted; nothing when the puzzle has no solution or several (every technique needs one for
// its positions to be the player's). Stops early, with what it found, when `cancel` is set.
std::vector<Position> positionsOf(const Grid &puzzle, Technique technique, std::size_t limit = 1,
                                  const std::atomic<bool> *cancel = nullptr);

// Every position of a solve with the technique of its next step, in solve order: one
// solve gathers the positions of every technique at once.
struct TechniquePosition {
    Technique technique = Technique::None;
    Position position;
};
std::vector<TechniquePosition> solvePositions(const Grid &puzzle, const std::atomic<bool> *cancel = nullptr);

// The same position seen another way: the digits relabelled, the bands and the rows within
// each band, the stacks and the columns within each stack reordered, and (on a board of
// square boxes) rows and columns swapped, all drawn from `seed`; a variant's board only turned
// or mirrored (the lines in order or reversed, maybe swapped), its rules moved with its cells,
// and a killer's digits kept. Each is a symmetry of
// Sudoku: the transformed position has the same steps, transformed. The same seed gives the
// same transformation.
Position transformed(const Position &position, std::uint64_t seed);

struct TechniqueExample {
    Technique technique = Technique::None;
    bool alone = false; // the step finder allowed the singles and the technique only
    Position position;

    bool operator==(const TechniqueExample &) const = default;
};

// The techniques the step finder may use on the example's position (findStep's `allowed`).
TechniqueSet allowedFor(const TechniqueExample &example);
// The step a hint shows on the example's position — findStep with allowedFor(example) — when
// it is of the example's technique; else nothing (cancelled too).
std::optional<Step> exampleStep(const TechniqueExample &example, const std::atomic<bool> *cancel = nullptr);

// An example to practise on, with its step: example `seed` modulo their count, seen another way
// (transformed, with seeds drawn from `seed`) when the hint's step there is still of its
// technique, else as it is — the chains' search order is not symmetric, and a transformed
// position may bring another chain of the same difficulty to the front. Nothing when
// `examples` is empty, when the example has lost its step, or when cancelled.
struct ServedExample {
    TechniqueExample example;
    Step step;
};
std::optional<ServedExample> serveExample(const std::vector<TechniqueExample> &examples, std::uint64_t seed,
                                          const std::atomic<bool> *cancel = nullptr);

std::string toExampleLine(const TechniqueExample &example);
// The example a line holds, or nothing with `error` naming the column and what is wrong.
std::optional<TechniqueExample> readExampleLine(std::string_view line, std::string *error = nullptr);

} // namespace sudoku
