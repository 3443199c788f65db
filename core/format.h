// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading and writing puzzles as text, of every size (geometry.h: 4×4 to 25×25).
//
// Read, in any mix within one text or stream:
//   - the 81-character line: '1'..'9' a given; '.', '0' and the other placeholder
//     characters an empty cell; whitespace and any text after the 81 cells are ignored
//     (so "puzzle rating", "puzzle:count:solution" and "puzzle,solution" lines read);
//     and the line of n² characters of any other size n: 16 for 4×4, 36 for 6×6, 256 for
//     16×16, 625 for 25×25;
//   - a block grid over several lines: rows of 9 cells with spaces, '|', '+---+' or
//     '*-----------*' borders (as printed by most programs, Simple Sudoku's .ss included);
//     of any size, rows of n cells, a cell a character or, separated by spaces, a number
//     ("10 . 3 16 | ...");
//   - .sdk: 9 lines of 9 cells, '#X' metadata lines before them;
//   - the size-first coordinate list: the size n, then the number of givens k, then k lines
//     "row col value" (1-based).
//
// Digits above 9 (symbols): by default the letters after the digits, A = 10 ... P = 25, in
// either case, so 16×16 writes 1-9A-G and 25×25 1-9A-P; or, asked for (Symbols::ZeroBased,
// hexadoku's "0-F"), 0 = 1, 1 = 2 ... 9 = 10, A = 11 ... F = 16 (then '0' is no empty cell).
// On boards of 9 or fewer a letter is never a digit.
//
// The size of each puzzle is told from its text, unless ReadOptions names one:
//   - a line: its first token's length when that is n² for a size n (see below), else the
//     length of the cells it starts with (a note may follow: "puzzle:1:solution");
//   - a block grid: the cells of its first row (n), when n is a size; else 9;
//   - a coordinate list: its first line.
// The sizes are those with a box (Shape::forSize): 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20,
// 21, 22, 24 and 25; a puzzle's box is the one ReadOptions names for its size, else the
// squarest, wider than tall (6×6: 2x3, 12×12: 3x4).
// Blank lines and lines starting with '#' between puzzles are skipped.
// CRLF line endings and a UTF-8 byte order mark are accepted.
//
// How a line is told apart (the first rule that fits wins):
//   1. blank, or its first non-space character is '#'       skipped (comment, .sdk metadata)
//   2. only the border characters - = + * | . : ' and spaces, with at least one '-' or '='
//                                                           a border or separator, skipped
//   3. outside a grid, a lone number of one or two digits    starts a coordinate list
//   4. its first whitespace-separated token has more than 9 characters (more than n when
//      ReadOptions names the size n) and no '|'             a line puzzle
//   5. anything else                                        a grid row
// (So a 16×16 grid written without spaces or bars, 16 characters a row, reads only with
// its size named: alone, such a row is a 4×4 line.)
// So "4..|...|8.5", "|4..|...|8.5|", "4 . . | . . . | 8 . 5" and "400000805" are grid rows,
// and a token of 10 to 80 or 82+ characters is a bad 81-character line, not a row.
// (Rule 2 makes an empty puzzle written with only '-' placeholders a border; write it
// with '.'.)
//
// The 81-character line: its first token's first 81 characters are the cells, in reading
// order: '1'..'9' a given, one of . 0 _ - * x X ? an empty cell, anything else an error at
// its column. A token that ends before the 81st cell is an error where the next cell was
// expected. After the 81st, one more cell character is an error at its column ("puzzle has
// 82 cells": a cell typed twice is likelier than a note glued on); any other character ends
// the puzzle and the rest of the line is ignored. Every size reads the same with n² for 81;
// when the size is not named and neither the token nor its cells have a size's length, the
// error expects the nearest size's ("puzzle has 80 cells, expected 81"). A digit above the
// size is an error of its own ("value 17 is out of range for 16×16").
//
// A block grid collects cells from consecutive grid rows until it holds 81: in a row,
// spaces and '|' are ignored and every other character is a cell ('1'..'9', or . 0 _ for
// an empty cell); a row holds at most 9. A grid of size n collects n² cells, at most n a row;
// on a board above 9 a row whose spaced tokens include a number 10..25 is read a token a
// cell ("1 . 10 16"), a number its value. Border lines and '#' lines inside a grid are
// skipped. A blank line, the end of the input or an 81-character line before the 81st
// cell ends the grid early: an error at the line where it started. The grid starts at
// its top border when the line just above its first row is a border, unless that border
// directly follows a complete grid (it is then the bottom border of that grid). Not named,
// the size is the width of the grid's first two rows; when they differ (a typo), 9 if
// either is 9, else the second's when only it is a size's.
//
// The coordinate list: a size line (a size, as above), a count line k (0..n²), then k
// lines "row col value", each field 1..n as a number; '#' lines are skipped. A blank line, the end of
// the input or an 81-character line before the k-th entry is an error at the list's
// first line. After an error in a list the reader skips the lines that still look like
// its entries (up to k of them), then carries on.
//
// PuzzleRecord::line is the puzzle's first line. An error that has a place names its line
// and column: a bad character or field, an 81-character line with too few or too many
// cells, and a contradiction (at the later of the two cells read). An error about a grid
// or list as a whole (cells or entries missing, a second puzzle) names the puzzle's first
// line and column 0. Columns count characters, not bytes.
//
// A line longer than 1 MiB is an error of its own ("longer than 1 MiB", at its line, column 0;
// it ends a grid or list under way), and reading goes on at the next line: memory stays
// bounded on any input. Lines end with LF or CR LF; a CR left inside a line (a file whose
// lines end with CR alone) is an error of its own at its column. A character quoted in a message is shown as it is when it is UTF-8,
// as \xNN when it is a control byte or not UTF-8, so a message is always valid UTF-8.
//
// Every failure is reported as a ParseError naming line and column (1-based) and what was
// wrong; contradictory givens are an error naming both cells ("r4c1 and r9c1 both hold 5"). Nothing here throws for bad
// input. Pure functions and a reader object over a caller-owned stream: use one reader per
// thread.

#include "grid.h"
#include "phrase.h"
#include "variant.h"

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

// Which characters stand for digits above 9 (format.h's head says how each reads).
enum class Symbols : std::uint8_t {
    Letters,   // 1-9, then A = 10 ... P = 25: "1-9A-P" (the default)
    ZeroBased, // 0 = 1 ... 9 = 10, then A = 11 ... F = 16 ... O = 25: hexadoku's "0-F"
};
// Their names on the command line: "1-9A-P" (also "1-9A-G" and "letters") and "0-F" (also
// "0-9A-F", "0-O" and "zero-based"); nothing for another text.
std::optional<Symbols> symbolsFromName(std::string_view name);

// The character a digit is written with (1..25): '1'..'9', then letters; or, zero-based,
// '0'..'9', then letters.
char digitSymbol(int digit, Symbols symbols = Symbols::Letters);
// The value a character names among the symbols, whatever the size: 1..35 (1..36
// zero-based), a letter in either case; 0 for a character that names none ('x' and 'X' never
// do: they stand for empty cells, and no board is large enough to need them).
int symbolValue(char c, Symbols symbols = Symbols::Letters);

// What the reader is told besides the text.
struct ReadOptions {
    int size = 0;               // every puzzle has this size (a Shape::forSize size); 0: told
                                // from each puzzle's text
    std::optional<Shape> box;   // the box of the puzzles of its size, else the squarest
    Symbols symbols = Symbols::Letters;
    // The variant of every puzzle (variantformat.h: a jigsaw's and a killer's lines carry
    // their regions or cages after the cells); nothing: classic, until a header line
    // "# variant: NAME" names one for the puzzles after it.
    std::optional<VariantKind> variant;
};

// The shape a puzzle of `size` is read as: the options' box when it has that size, else the
// squarest (Shape::forSize). Precondition: Shape::forSize(size) has one.
Shape shapeForSize(int size, const ReadOptions &options);

// A line's number, 1-based: 64 bits, so that a file of more than 2³¹ − 1 lines (a few GB of
// puzzles) keeps counting instead of wrapping to negative numbers.
using LineNumber = std::int64_t;

struct ParseError {
    LineNumber line = 0; // 1-based; 0 when not tied to a line
    int column = 0;      // 1-based; 0 when not tied to a column
    Phrase message;      // what was wrong: in English with toEnglish, in the reader's language
                         // in the window (Explain::text); empty when nothing was

    // "line 3, column 12: expected a digit 1-9 or '.', found 'y'" (parts omitted when 0).
    std::string toString() const;
    bool operator==(const ParseError &) const = default;
};

// One puzzle read from a text: its grid (every digit a given) or what was wrong with it.
struct PuzzleRecord {
    LineNumber line = 0;       // the line where the puzzle starts, 1-based
    std::int64_t offset = 0;   // the byte where that line starts in the input (readPuzzleAt)
    std::optional<Grid> grid;  // set when the puzzle was read
    ParseError error;          // set when it was not (grid empty)
    // The variant it was read as (ReadOptions::variant, or the "# variant:" line before it):
    // what readPuzzleAt needs to read it again the same from its place.
    VariantKind variant = VariantKind::Classic;

    bool ok() const { return grid.has_value(); }
};

// Reads puzzles one after another from a stream: the engine of the sudoku-cli filter.
// The stream must outlive the reader. A bad puzzle yields a record with an error and the
// reader carries on with the next one.
class PuzzleReader {
public:
    explicit PuzzleReader(std::istream &input, const ReadOptions &options = {});
    // Reads `input` as the part of a text that starts on line `firstLine`, `firstOffset` bytes
    // in: lines and offsets are counted as in the whole text, and only its line 1 may open
    // with a byte order mark.
    PuzzleReader(std::istream &input, LineNumber firstLine, std::int64_t firstOffset, const ReadOptions &options = {});
    ~PuzzleReader();
    PuzzleReader(const PuzzleReader &) = delete;
    PuzzleReader &operator=(const PuzzleReader &) = delete;

    // The next puzzle, or nothing at the end of the input.
    std::optional<PuzzleRecord> next();

private:
    struct State;
    std::unique_ptr<State> m_state;
};

// Every puzzle in a text (a file's contents, the clipboard).
std::vector<PuzzleRecord> readPuzzles(std::string_view text, const ReadOptions &options = {});

// The record that starts on line `line`, `offset` bytes into a text (PuzzleRecord's place),
// read again from `rest`, the text from that byte on (it may run past the record: what
// follows is not read). Its line numbers and offset are those of the whole text. So a file
// of millions of puzzles can be listed by their places and each read again when needed.
PuzzleRecord readPuzzleAt(std::string_view rest, LineNumber line, std::int64_t offset, const ReadOptions &options = {});

// A text that must hold exactly one puzzle; more than one is an error on the second's line
// (the second's own error when it could not be read), none is the error "no puzzle found"
// (line 0). When the first puzzle is bad, its record is returned.
PuzzleRecord readPuzzle(std::string_view text, const ReadOptions &options = {});

// `text` for a message: well-formed UTF-8 as it is, a control byte or a byte that is not
// UTF-8 as \xNN ("caf\xE9"). The result is always valid UTF-8.
std::string printable(std::string_view text);

// Checks a grid's digits against each other: the first conflict as an error naming both
// cells ("r4c1 and r9c1 both hold 5"), then a killer cage whose digits cannot keep its sum,
// or nothing.
std::optional<ParseError> findContradiction(const Grid &grid);

// The 81-character line: digits, '.' for empty cells. No newline. Any size: its n² cells,
// digits above 9 written with `symbols`.
std::string toLine(const Grid &grid, Symbols symbols = Symbols::Letters);
// The line with what the grid's variant adds after the cells (variantFields: a jigsaw's
// regions, a killer's cages and sums); toLine for the others.
std::string toVariantLine(const Grid &grid, Symbols symbols = Symbols::Letters);

// The boxed grid, 13 lines each ending in '\n':
//   +---+---+---+
//   |4..|...|8.5|
// Any size: a border above every band of boxes and below the last, '|' around every box. A
// samurai: its frame, 21 lines of 21 characters (a space outside the grids), as it is read.
std::string toBoxedGrid(const Grid &grid, Symbols symbols = Symbols::Letters);

// Every empty cell showing its candidates (Grid::candidates), filled cells their digit,
// in boxes with aligned columns, each line ending in '\n'. An empty cell with no candidate
// left shows '-'. Each column is as wide as its widest entry; one space separates entries
// and pads the inside of every '|'; borders are '+' and '-' (13 lines, as toBoxedGrid):
//   +----------------------+----------------------+--------------------+
//   | 4     1679   12679   | 139   2369   1269    | 8     1239  5      |
//   | 26789 3      1256789 | 14589 24569  1245689 | 12679 1249  124679 |
// Any size: as the boxed grid, each entry its candidates' symbols. A samurai: its frame, the
// columns aligned, two more spaces between boxes, no borders.
std::string toCandidateGrid(const Grid &grid, Symbols symbols = Symbols::Letters);

} // namespace sudoku
