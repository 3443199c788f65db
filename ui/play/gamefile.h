#pragma once
// The game file: a small JSON document (README "Game file") written with QSaveFile.
//
//   {
//     "format": "sudoku-studio-game", "version": 2,
//     "size": 9, "box": "3x3",             the board: n, and its box as rows x columns
//     "givens": "4.....8.5.3...",          n² chars, '.' empty, 1-9 then A-P above 9
//     "digits": "4.2...8.5.3...",          n² chars: the givens plus the player's digits
//     "pencilMarks": {"r1c2": "169", ...}, cells with marks only (r12c3, "1AG" above 9)
//     "elapsedMs": 83000, "completed": false, "source": "Bundled: easy #1",
//     "hintsUsed": 0,                      optional: hints, steps and corrections taken
//     "options": {"autoRemovePencilMarks": true, "showMistakes": false}
//   }
//
// Reading validates everything before anything is used, so a corrupt or foreign file is
// rejected whole with a message that names what is wrong. Version 1 files (before "size" and
// "box") are 9×9 and read as they were.

#include "gamestate.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace sudoku {

QByteArray writeGameFile(const SavedGame &game);

struct GameFileResult {
    std::optional<SavedGame> game; // set on success
    QString error;                 // set on failure, e.g. "\"digits\": r2c4 changes the given 7"
};
GameFileResult readGameFile(const QByteArray &data);

} // namespace sudoku
