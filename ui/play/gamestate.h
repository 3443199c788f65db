// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The plain values of a game in play: what a save file holds. The board itself is core's
// Board, its candidates being the player's pencil marks (kept under a placed digit), beside the
// colours the player painted (Colouring). Both are plain values that copy deep: undo commands
// keep whole snapshots of them (about 270 bytes for 9×9 and a few per colour), which makes a
// placement and its automatic pencil-mark removals one step for free.

#include "board.h"
#include "colouring.h"

#include <QString>

#include <array>

namespace sudoku {

using PencilMarks = CellValues<Candidates>;

struct GameOptions {
    bool autoRemovePencilMarks = true; // placing a digit removes it from its peers' marks
    bool showMistakes = false;         // mark digits that differ from the solution
    bool operator==(const GameOptions &) const = default;
};

// Everything a save file restores.
struct SavedGame {
    Board board; // givens, the player's digits and pencil marks
    Colouring colouring; // the colours the player painted on cells and candidates
    qint64 elapsedMs = 0;
    bool completed = false;
    QString source; // where the puzzle came from, shown to the player ("Bundled: easy #1")
    GameOptions options;
    int hintsUsed = 0; // hints applied, steps taken, mistakes corrected: help a best time lacks
};

} // namespace sudoku
