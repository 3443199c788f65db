#pragma once
// Reading and writing puzzles as text (design.md §6).
//
// Read, in any mix within one text or stream:
//   - the 81-character line: '1'..'9' a given; '.', '0' and the other placeholder
//     characters an empty cell; after the 81 cells, whitespace and any text are ignored
//     (so "puzzle rating" lines read);
//   - a block grid over several lines: rows of 9 cells with spaces, '|', '+---+' or
//     '*-----------*' borders (as printed by most programs, Simple Sudoku's .ss included);
//   - .sdk: 9 lines of 9 cells, '#X' metadata lines before them;
//   - the size-first coordinate list: "9", then the number of givens k, then k lines
//     "row col value" (1-based).
// Blank lines and lines starting with '#' between puzzles are skipped.
//
// Every failure is reported as a ParseError naming line and column (1-based) and what was
// wrong; contradictory givens are an error naming both cells. Nothing here throws for bad
// input. Pure functions and a reader object over a caller-owned stream: use one reader per
// thread.

#include "grid.h"

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

struct ParseError {
    int line = 0;   // 1-based; 0 when not tied to a line
    int column = 0; // 1-based; 0 when not tied to a column
    std::string message;

    // "line 3, column 12: expected a digit 1-9 or '.', found 'x'" (parts omitted when 0).
    std::string toString() const;
    bool operator==(const ParseError &) const = default;
};

// One puzzle read from a text: its grid (every digit a given) or what was wrong with it.
struct PuzzleRecord {
    int line = 0;              // the line where the puzzle starts, 1-based
    std::optional<Grid> grid;  // set when the puzzle was read
    ParseError error;          // set when it was not (grid empty)

    bool ok() const { return grid.has_value(); }
};

// Reads puzzles one after another from a stream: the engine of the sudoku-cli filter.
// The stream must outlive the reader. A bad puzzle yields a record with an error and the
// reader carries on with the next one.
class PuzzleReader {
public:
    explicit PuzzleReader(std::istream &input);
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
std::vector<PuzzleRecord> readPuzzles(std::string_view text);

// A text that must hold exactly one puzzle; more than one is an error on the second.
PuzzleRecord readPuzzle(std::string_view text);

// Checks a grid's digits against each other: the first conflict as an error naming both
// cells ("r4c1 and r9c1 both hold 5"), or nothing.
std::optional<ParseError> findContradiction(const Grid &grid);

// The 81-character line: digits, '.' for empty cells. No newline.
std::string toLine(const Grid &grid);

// The boxed grid, 13 lines each ending in '\n':
//   +---+---+---+
//   |4..|...|8.5|
std::string toBoxedGrid(const Grid &grid);

// Every empty cell showing its candidates (Grid::candidates), filled cells their digit,
// in boxes with aligned columns, each line ending in '\n'.
std::string toCandidateGrid(const Grid &grid);

} // namespace sudoku
