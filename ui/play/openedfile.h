// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// OpenedFile: what a file, or a text pasted or dropped, holds once read and before it is in
// play — a game file's game, or puzzles — and why it cannot be played. Reading is all it does:
// the window asks the player which puzzle of several, then PlaySession::open puts one in play.
// What is read comes from outside, so it is read without trust: only a regular file, opened
// without blocking (inputfile.h), a game file bounded (gamefile.h), a large file listed rather
// than read (PuzzleFile), a text of its places only (PuzzleText).
//
// Beside it, the sources a game keeps, which say where its puzzle came from: a file's name,
// numbered when it holds several ("top95.txt #3"), or a key without words ("pasted:",
// "bundled:easy:3", "generated:42") that sourceText() puts in the window's language when it is
// shown, so that a game reads in the language of whoever opens it. And the bundled puzzles.
//
// Functions of what they are given, with no state of their own; GUI thread (their words
// follow the window's language).

#include "format.h"
#include "gamestate.h"
#include "puzzlefile.h"

#include <QString>
#include <QtGlobal>

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

namespace sudoku {

// A puzzle file larger than this is not read whole: its puzzles are listed as a pass finds them
// (PuzzleFile) and each is read when chosen. A pasted or dropped text larger than this is not
// read at all (a file of any size can be opened).
inline constexpr qint64 LargeFileBytes = qint64{8} << 20;

struct OpenedFile {
    QString name;                       // the file's name, or what the text is called
    QString source;                     // the games' source when not the name: a key
                                        // (pastedSource(), droppedSource()), shown in the
                                        // window's language by sourceText()
    QString path;                       // a game file's or a large file's absolute path
    std::optional<SavedGame> game;      // a game file's game
    std::shared_ptr<const PuzzleText> puzzles; // else its puzzles, readable or not
    QString error;                      // why nothing could be read; empty when read
    bool isGameFile = false;
    bool isLargeFile = false;           // a puzzle file over LargeFileBytes, not read yet

    bool ok() const { return error.isEmpty(); }
    std::size_t puzzleCount() const { return puzzles ? puzzles->size() : 0; }
    // Why this cannot be put in play (its game, or its puzzle `index`): nothing could be read,
    // or the puzzle is unreadable ("Line 3, column 12: ..."); empty when it can.
    QString problem(std::size_t index = 0) const;

    // Only a regular file is read (a device, a FIFO or a socket is refused, without waiting on
    // it); at most LargeFileBytes of it, or GameFileBytes of a game file.
    static OpenedFile readFile(const QString &path);
    // A text's puzzles, the text called `name`; refused past LargeFileBytes.
    static OpenedFile readText(const QString &text, const QString &name);
};

// The source of puzzle `index` (from 0) of a file of several: "top95.txt #3".
QString numberedSource(const QString &fileName, std::size_t index);
// Sources kept without words ("bundled:easy:3", "generated:42").
QString bundledSource(const QString &level, int index);
QString generatedSource(quint64 seed);
// A puzzle pasted or dropped as text: kept as a key ("pasted:", "pasted:3" for the third of
// several), so that it reads "Pasted puzzle" in the language of whoever opens it.
QString pastedSource();
QString droppedSource();
// How a source reads in the window's language now ("Easy puzzle 3 (bundled)", its number in the
// window's digits); a source that is not a key reads as it is.
QString sourceText(const QString &source);

// The readable puzzles bundled for `level` ("easy", "medium", "hard"), in order; none (and a
// warning) when the resources lack them.
std::vector<Grid> bundledPuzzles(const QString &level);

} // namespace sudoku
