// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Event: one move of an algorithm's search, the same type for every algorithm (tracer.h),
// so the board can animate any of them and the log can list any of them.
//
// Replay semantics — what each event does to a Board when a trace is played from the
// puzzle's Board::fromGrid (class Replay below implements exactly this):
//
//   kind           fields                          effect on the board
//   try            cell, digit                     none: the search considers the digit in
//                                                  the empty cell
//   reject         cell, digit                     none: the digit just tried clashes with
//                                                  a peer
//   place          cell, digit[, technique, unit]  the digit is written into the empty cell;
//                  [, tentative]                   candidates untouched (a filled cell's are
//                                                  ignored). technique != None: a logic step
//                                                  or a single found by propagation; unit is
//                                                  the full house's or hidden single's unit.
//                                                  tentative: a backtracking search's guess —
//                                                  another digit is still to try in the cell
//   eliminate      cell, digit[, technique]        the digit is struck from the empty cell's
//                                                  candidates. technique None: implied by a
//                                                  placement just made in a peer
//   guess          cell, digit, depth              a place made on speculation: first saves
//                                                  the board as restore point `depth` (1 for
//                                                  the outermost guess; one more than the
//                                                  guesses open), then writes the digit
//   contradiction  cell, or unit and digit         none: a dead end — the empty cell has no
//                                                  candidate left, or the digit has no place
//                                                  left in the unit (cell -1)
//   backtrack      cell, depth                     takes back a move. depth 0 (a search that
//                                                  never guesses): the cell is emptied.
//                                                  depth d >= 1: the guess at depth d, in
//                                                  `cell`, failed — the board returns to
//                                                  restore point d (as it was just before
//                                                  that guess) and the point is dropped
//
// So the guesses open form a stack; a backtrack always closes the innermost one. Digit-only
// searches (backtracking, bitmask, mrv, forward-checking) never eliminate: their replayed
// candidates stay the puzzle's; the board shows Grid::candidates if it wants live ones.
//
// Events of one logic step are consecutive: the first has stepStart set (a single's place),
// then come the eliminations its placement implies (technique None). Replaying a logic
// trace up to a stepStart event and calling findStep() on the board gives that very step,
// with its highlights — events themselves stay 8 bytes; for a single, singleStep() (step.h)
// rebuilds it from the event alone. Propagation marks the singles it finds the same way.
//
// Plain copyable values; the functions here are pure, Replay is a value owned by one thread.

#include "board.h"
#include "step.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

enum class EventKind : std::uint8_t {
    Try, Reject, Place, Eliminate, Guess, Contradiction, Backtrack,
};
inline constexpr int EventKindCount = 7;

// "try", "reject", "place", "eliminate", "guess", "contradiction", "backtrack".
std::string_view eventKindName(EventKind kind);

struct Event {
    EventKind kind = EventKind::Try;
    Technique technique = Technique::None;
    std::int16_t cell = -1;  // 0..80 (0..n²-1); -1 when none
    std::int8_t digit = 0;   // 1..9 (1..n); 0 when none
    // The unit, 0..26 (0..3n-1; a variant's extra units after; a samurai's 0..130), or NoUnit:
    // unsigned, so that a samurai's units past 127 fit the byte. Read it with unit().
    std::uint8_t unitCode = NoUnit;
    std::uint16_t depth : 14 = 0; // guess and backtrack: the guess depth (0 when not guessing)
    bool stepStart : 1 = false;   // the first event of a logic step
    bool tentative : 1 = false;   // place: a guess of a backtracking search, made with another
                                  // digit still to try in the cell (a later backtrack undoes it)

    static constexpr std::uint8_t NoUnit = 0xFF;
    // The unit, or -1 when none.
    constexpr int unit() const { return unitCode == NoUnit ? -1 : unitCode; }

    // A placement made on speculation: a guess event, or a tentative place. What the counters
    // count as guesses and the board frames as one.
    constexpr bool isGuess() const
    {
        return kind == EventKind::Guess || (kind == EventKind::Place && tentative);
    }

    // Constructors by kind, so every event is made with the fields its kind uses.
    static constexpr Event tryDigit(int cell, int digit)
    {
        return make(EventKind::Try, cell, digit);
    }
    static constexpr Event reject(int cell, int digit)
    {
        return make(EventKind::Reject, cell, digit);
    }
    static constexpr Event place(int cell, int digit)
    {
        return make(EventKind::Place, cell, digit);
    }
    // A backtracking search's placement with another digit still to try in the cell: a guess,
    // counted as one (TraceCounts), though it leaves no restore point as a guess event does.
    static constexpr Event tentativePlace(int cell, int digit)
    {
        Event event = make(EventKind::Place, cell, digit);
        event.tentative = true;
        return event;
    }
    // A logic step's (or a propagation single's) placement; starts a step.
    static constexpr Event placeByStep(int cell, int digit, Technique technique, int unit = -1)
    {
        Event event = make(EventKind::Place, cell, digit, unit);
        event.technique = technique;
        event.stepStart = true;
        return event;
    }
    static constexpr Event eliminate(int cell, int digit, Technique technique = Technique::None)
    {
        Event event = make(EventKind::Eliminate, cell, digit);
        event.technique = technique;
        return event;
    }
    static constexpr Event guess(int cell, int digit, int depth)
    {
        return make(EventKind::Guess, cell, digit, -1, depth);
    }
    // A cell with no candidate left.
    static constexpr Event cellContradiction(int cell)
    {
        return make(EventKind::Contradiction, cell, 0);
    }
    // A digit with no place left in a unit.
    static constexpr Event unitContradiction(int unit, int digit)
    {
        return make(EventKind::Contradiction, -1, digit, unit);
    }
    static constexpr Event backtrack(int cell, int depth = 0)
    {
        return make(EventKind::Backtrack, cell, 0, -1, depth);
    }

    bool operator==(const Event &) const = default;

private:
    static constexpr Event make(EventKind kind, int cell, int digit, int unit = -1, int depth = 0)
    {
        Event event;
        event.kind = kind;
        event.cell = static_cast<std::int16_t>(cell);
        event.digit = static_cast<std::int8_t>(digit);
        event.unitCode = unit < 0 ? NoUnit : static_cast<std::uint8_t>(unit);
        event.depth = static_cast<std::uint16_t>(depth) & 0x3FFFu;
        return event;
    }
};
// Small on purpose: the plain backtracking tracer makes tens of millions a second.
static_assert(sizeof(Event) == 8);
static_assert(MaxUnitCount < Event::NoUnit, "every unit fits Event::unitCode");

// One terse line, as `sudoku-cli trace --events` prints it:
//   try r1c1=1            reject r1c1=1           place r1c2=7
//   place r1c2=7 naked-single                     place r4c7=3 hidden-single box 6
//   eliminate r1c5-7      guess r3c4=1 depth 2    contradiction r5c5
//   contradiction 7 in box 3                      backtrack r3c4    backtrack r3c4 depth 2
// On a board of another size, its cells and units are named on it (`size`), digits above 9
// written as letters.
std::string toString(const Event &event, int size = 9);
// The same on a grid's geometry: a variant's units named as it names them ("diagonal",
// "window 2", "region 4").
std::string toString(const Event &event, const Geometry &geometry);

// A sentence, as `sudoku-cli trace --explain` prints it: a logic placement reads as its
// step does (describeSingle), the others as "try 1 in r1c1", "1 clashes with a peer of r1c1",
// "place 7 in r1c2", "remove 7 from r1c5", "guess 1 in r3c4 (depth 2)",
// "r5c5 has no candidate left", "7 has no place left in box 3", "take back r3c4",
// "undo the guess in r3c4 (depth 2)".
std::string describe(const Event &event, int size = 9);
std::string describe(const Event &event, const Geometry &geometry);

// Plays events onto a board of the puzzle's shape by the semantics above, checking that each
// one fits. Memory: the board plus one saved board per open guess (at most one a cell).
class Replay {
public:
    // Starts from Board::fromGrid(puzzle).
    explicit Replay(const Grid &puzzle);

    // Applies one event. False, and the board unchanged, when the event does not fit: a
    // try, reject, place or guess on a filled cell; an eliminate of a candidate the empty
    // cell lacks; a guess whose depth is not one more than the guesses open; a backtrack at
    // depth 0 of an empty cell or a given, or at depth d >= 1 that does not close guess d
    // in that cell; a digit, cell or unit out of range for the puzzle's shape.
    bool apply(const Event &event);

    const Board &board() const { return m_board; }
    // Guesses open: the depth of the innermost one.
    int depth() const { return static_cast<int>(m_restorePoints.size()); }

private:
    struct RestorePoint {
        Board board; // as it was just before the guess
        int cell = 0;
    };
    Board m_board;
    std::vector<RestorePoint> m_restorePoints;
};

} // namespace sudoku
