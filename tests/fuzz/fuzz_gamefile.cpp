// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzing the game file reader (ui/play/gamefile.h) with libFuzzer — or, in every build,
// replaying the corpus (replay.cpp). Any bytes at all: no crash, and either a message that
// says what is wrong, or a game that writes and reads back the same. A broken promise aborts.
#include "gamefile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

void require(bool holds)
{
    if (!holds)
        std::abort();
}

bool sameGame(const sudoku::SavedGame &a, const sudoku::SavedGame &b)
{
    return a.board == b.board && a.elapsedMs == b.elapsedMs && a.completed == b.completed && a.source == b.source
        && a.options == b.options && a.hintsUsed == b.hintsUsed;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace sudoku;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const GameFileResult read = readGameFile(bytes);
    require(read.game.has_value() == read.error.isEmpty());
    if (!read.game)
        return 0;
    const GameFileResult again = readGameFile(writeGameFile(*read.game));
    require(again.game && sameGame(*again.game, *read.game));
    return 0;
}
