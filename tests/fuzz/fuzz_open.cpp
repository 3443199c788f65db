// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzing the window's open path (OpenedFile::readFile and readText: a file opened, dropped or
// named on the command line, a text pasted) with libFuzzer — or, in every build, replaying
// the corpus (replay.cpp). Any bytes at all, as a file and as a pasted text: no crash, no
// hang, and these hold:
//   - what is read is a game file (its game, or why not), puzzles, or why nothing could be;
//   - each listed record is read again from its place as reading the text whole reads it,
//     and says why when it cannot be read;
//   - pasted, the same bytes (when they are UTF-8) list the same records;
//   - what is held stays bounded by the text and 16 bytes a record.
// A broken promise aborts, so libFuzzer keeps the input that broke it.
#include "format.h"
#include "gamefile.h"
#include "openedfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string_view>

namespace {

void require(bool holds)
{
    if (!holds)
        std::abort();
}

// The folder the inputs are written to as files, made once.
const QString &scratchFile()
{
    static const auto folder = std::make_unique<QTemporaryDir>();
    static const QString path = folder->filePath(QStringLiteral("input.txt"));
    return path;
}

bool sameRecord(const sudoku::PuzzleRecord &a, const sudoku::PuzzleRecord &b)
{
    return a.line == b.line && a.offset == b.offset && a.grid == b.grid && a.error == b.error;
}

void checkPuzzles(const sudoku::OpenedFile &opened, std::string_view text)
{
    using namespace sudoku;
    require(!opened.isGameFile && !opened.game);
    const std::vector<PuzzleRecord> whole = readPuzzles(text);
    require(opened.puzzles && opened.puzzleCount() == whole.size());
    require(opened.ok() == !whole.empty());
    std::size_t readable = 0;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        const PuzzleRecord record = opened.puzzles->record(i);
        require(sameRecord(record, whole[i]));
        require(opened.puzzles->readable(i) == record.ok());
        require(opened.puzzles->line(i) == record.line);
        require(opened.problem(i).isEmpty() == record.ok());
        readable += record.ok() ? 1U : 0U;
    }
    require(opened.puzzles->readableCount() == readable);
    require(opened.puzzles->heldBytes() <= text.size() + 1 + whole.size() * sizeof(PuzzlePlace));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace sudoku;
    static int argc = 1;
    static char name[] = "fuzz_open";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);

    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const std::string_view text(bytes.constData(), size);
    {
        QFile file(scratchFile());
        require(file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size());
    }
    const OpenedFile opened = OpenedFile::readFile(scratchFile());
    require(!opened.isLargeFile); // the inputs are far below LargeFileBytes
    require(opened.name == QLatin1String("input.txt"));
    if (looksLikeGameFile(bytes)) {
        require(opened.isGameFile && opened.puzzleCount() == 0);
        require(opened.game.has_value() == opened.ok());
        require(opened.problem() == opened.error);
    } else {
        checkPuzzles(opened, text);
    }

    // Pasted: the text, as the clipboard holds it.
    const QString pasted = QString::fromUtf8(bytes);
    const OpenedFile read = OpenedFile::readText(pasted, QStringLiteral("pasted"));
    require(read.name == QLatin1String("pasted"));
    const QByteArray utf8 = pasted.toUtf8();
    checkPuzzles(read, std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    return 0;
}
