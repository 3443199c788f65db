// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzing the puzzle reader (core/format.h) with libFuzzer — or, in every build, replaying
// the corpus (replay.cpp). Any text at all: no crash, no hang, and these hold:
//   - every record is read or says why not, in a message that is valid UTF-8;
//   - every record reads again the same from its place (readPuzzleAt);
//   - a puzzle read writes as a line (with its variant's fields) and, but for a jigsaw or a
//     killer, as a boxed grid, that read back as the same grid under the same rules.
// A broken promise aborts, so libFuzzer keeps the input that broke it.
#include "format.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

void require(bool holds)
{
    if (!holds)
        std::abort();
}

// Well-formed UTF-8, as printable() promises for every message.
bool isUtf8(std::string_view text)
{
    for (std::size_t at = 0; at < text.size();) {
        const auto lead = static_cast<unsigned char>(text[at]);
        const std::size_t length = lead < 0x80 ? 1 : (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3
                                 : (lead & 0xF8) == 0xF0                   ? 4
                                                                           : 0;
        if (length == 0 || at + length > text.size())
            return false;
        for (std::size_t i = 1; i < length; ++i) {
            if ((static_cast<unsigned char>(text[at + i]) & 0xC0) != 0x80)
                return false;
        }
        at += length;
    }
    return true;
}

bool sameRecord(const sudoku::PuzzleRecord &a, const sudoku::PuzzleRecord &b)
{
    return a.line == b.line && a.offset == b.offset && a.grid == b.grid && a.error == b.error && a.variant == b.variant;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    for (const PuzzleRecord &record : readPuzzles(text)) {
        require(record.line >= 1 && record.offset >= 0 && static_cast<std::size_t>(record.offset) <= size);
        require(record.ok() == record.error.message.isEmpty());
        require(isUtf8(toEnglish(record.error.message)));
        // Read again under the variant it was read as (a "# variant:" line may stand before).
        ReadOptions same;
        same.variant = record.variant;
        const PuzzleRecord again =
            readPuzzleAt(text.substr(static_cast<std::size_t>(record.offset)), record.line, record.offset, same);
        require(sameRecord(again, record));
        if (!record.ok())
            continue;
        const Grid &grid = *record.grid;
        require(!grid.hasConflicts());
        require(grid.variantKind() == record.variant);
        const PuzzleRecord line = readPuzzle(toVariantLine(grid), same);
        require(line.ok() && *line.grid == grid);
        // A jigsaw's regions and a killer's cages are written on the line alone.
        if (record.variant != VariantKind::Jigsaw && record.variant != VariantKind::Killer) {
            const PuzzleRecord boxed = readPuzzle(toBoxedGrid(grid), same);
            require(boxed.ok() && *boxed.grid == grid);
        }
        require(!toCandidateGrid(grid).empty());
    }
    return 0;
}
