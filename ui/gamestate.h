#pragma once
// The plain values of a game in play: what the board holds, and what a save file holds.
// Copyable, no pointers: undo commands keep whole snapshots of BoardState (about 250 bytes),
// which makes a placement and its automatic pencil-mark removals one step for free.

#include "candidates.h"
#include "grid.h"

#include <QString>

#include <array>

namespace sudoku {

using PencilMarks = std::array<Candidates, CellCount>;

struct BoardState {
    Grid grid;               // givens and the player's digits
    PencilMarks pencilMarks; // the candidates the player wrote; kept under a placed digit
    bool operator==(const BoardState &) const = default;
};

struct GameOptions {
    bool autoRemovePencilMarks = true; // placing a digit removes it from its peers' marks
    bool showMistakes = false;         // mark digits that differ from the solution
    bool operator==(const GameOptions &) const = default;
};

// Everything a save file restores.
struct SavedGame {
    BoardState board;
    qint64 elapsedMs = 0;
    bool completed = false;
    QString source; // where the puzzle came from, shown to the player ("Bundled: easy #1")
    GameOptions options;
    int hintsUsed = 0; // hints applied, steps taken, mistakes corrected: help a best time lacks
};

} // namespace sudoku
