// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The game file: a small JSON document (README "Game file") written with QSaveFile.
//
//   {
//     "format": "sudoku-studio-game", "version": 3,
//     "size": 9, "box": "3x3",             the board: n, and its box as rows x columns
//     "givens": "4.....8.5.3...",          n² chars, '.' empty, 1-9 then A-P above 9
//     "digits": "4.2...8.5.3...",          n² chars: the givens plus the player's digits
//     "pencilMarks": {"r1c2": "169", ...}, cells with marks only (r12c3, "1AG" above 9)
//     "elapsedMs": 83000, "completed": false, "source": "Bundled: easy #1",
//     "hintsUsed": 0,                      optional: hints, steps and corrections taken
//     "options": {"autoRemovePencilMarks": true, "showMistakes": false},
//     "cellColours": {"r3c4": 2, ...},     version 3: the player's colours, 1-6 (Colouring)
//     "candidateColours": {"r1c2": {"6": 1, "9": 3}, ...}   of pencilled-in candidates only
//   }
//
// Reading validates everything before anything is used, so a corrupt or foreign file is
// rejected whole with a message that names what is wrong. Version 1 files (before "size" and
// "box") are 9×9 and read as they were; a game without colours is written as version 2, so a
// Sudoku Studio from before colours still reads it. A UTF-8 byte order mark before the '{' is skipped.
//
// A game file comes from outside (a download, an old autosave), so what it may hold is
// bounded: GameFileBytes in all, a source of at most SourceLength characters, a cell's pencil
// marks at most the board's size in digits. A 25×25 game with every candidate pencilled in
// takes some 40 KB.

#include "gamestate.h"

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <optional>

namespace sudoku {

// The most bytes a game file may hold, and a game's source ("top95.txt #3") characters.
inline constexpr qint64 GameFileBytes = qint64{1} << 20;
// A game file's suffix, without its dot.
inline constexpr auto GameFileSuffix = "sudoku";
inline constexpr int SourceLength = 1000;

QByteArray writeGameFile(const SavedGame &game);
// Writes `game` to `path` through QSaveFile: a failed write leaves the file as it was. False
// and `error` set (when given) on failure.
bool saveGameFile(const QString &path, const SavedGame &game, QString *error);

// Whether `data` starts like a game file: a '{' after blanks (and a byte order mark).
bool looksLikeGameFile(const QByteArray &data);

struct GameFileResult {
    std::optional<SavedGame> game; // set on success
    QString error;                 // set on failure, e.g. "\"digits\": r2c4 changes the given 7"
};
GameFileResult readGameFile(const QByteArray &data);

} // namespace sudoku
