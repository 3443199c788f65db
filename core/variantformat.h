// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Variants as text (format.h reads and writes the cells; this, what a variant adds):
//
//   X, windoku   the cells alone; the variant is named: `--variant x`, ReadOptions::variant,
//                or a header line before the puzzles, `# variant: windoku`
//   jigsaw       the cells, a space, then each cell's region in reading order: 1-9 or a-i on
//                9×9 (either case), the digit symbols 1-9, A-P on other sizes
//                  3.......4..2.6.1... 111233333111222333144442223...
//   killer       the cells (givens optional: all '.' is usual), a space, each cell's cage in
//                reading order — a letter or a digit names a cage, '.' a cell in none — a
//                space, then each cage's sum, `name=sum` separated by commas
//                  ................. aabbbcdefgghh... a=3,b=15,c=22,...
//
// Regions and cages are numbered by their first cells whatever names they had, so the same
// rules read the same. Written back (variantFields), regions are 1-9 (1-9, A-P beyond 9) and
// cages a-z, A-Z, then 0-9 (62 at most), each in order of its first cell.
//
// Errors name the byte where they show, on the line read: a character that names no region
// or cage, too few or too many of them, a region without n cells or not connected side to
// side, a cage not connected or of more than n cells, a cage without a sum, a sum no
// different digits make, a sum for a cage that is not there, sums that do not add up to the
// board's total when the cages cover it. Pure functions: call them from any thread.

#include "phrase.h"
#include "variant.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace sudoku {

// An error in a variant's fields: the byte of the line where it shows, and what is wrong.
struct VariantFieldError {
    std::size_t at = 0;
    Phrase message;
};

// The variant a jigsaw's or killer's line describes after its cells, which end at byte
// `cellsEnd` of `line`; the cells' shape is `shape`. X and windoku need no field (the
// variant is returned, and anything after the cells is left alone, as on a classic line).
std::variant<std::shared_ptr<const Variant>, VariantFieldError> readVariantFields(VariantKind kind, Shape shape,
                                                                                  std::string_view line,
                                                                                  std::size_t cellsEnd);

// A header comment naming the variant a file's puzzles play by — "# variant: x", "#variant
// killer" (case-insensitive) — or nothing for another line. With the colon it is a header
// whatever follows: `kind` is empty when that is not one variant's name ("# variant: killer
// sudoku", a misspelt name), an error to name (`nameAt`: the byte where the name starts)
// rather than a comment to pass over; without it, such a line is a comment ("# variants are
// fun").
struct VariantHeader {
    std::optional<VariantKind> kind;
    std::size_t nameAt = 0;
    bool operator==(const VariantHeader &) const = default;
};
std::optional<VariantHeader> variantHeader(std::string_view line);

// What follows the cells on a variant's line, the space before it included: " 1112333…" for a
// jigsaw, " aabb… a=3,b=15,…" for a killer; empty for the others and for more than 62 cages.
std::string variantFields(const Variant &variant);

} // namespace sudoku
