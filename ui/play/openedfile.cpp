// SPDX-License-Identifier: GPL-3.0-or-later
#include "openedfile.h"

#include "explain.h"
#include "gamefile.h"
#include "inputfile.h"
#include "language.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QStringList>

#include <string_view>

Q_LOGGING_CATEGORY(lcOpened, "sudoku.ui.play.open", QtInfoMsg)

namespace sudoku {
namespace {

// The texts keep the translation context they were translated in, PlaySession's, from before
// reading had a unit of its own.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(sudoku::PlaySession)
};

// How much is read of a file to tell a game file from puzzles: its blanks, then the '{'.
constexpr qint64 HeadBytes = 4096;

// "12.3 MB", in the window's digits.
QString megabytes(qint64 bytes)
{
    return language::digits(QString::number(static_cast<double>(bytes) / double(1 << 20), 'f', 1));
}

std::vector<PuzzleRecord> recordsOf(const QByteArray &text)
{
    return readPuzzles(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), windowReadOptions());
}

// A game's source is kept without words, so that it reads in the language of the day it is
// shown, not of the day it was saved: "bundled:easy:3", "generated:42"; other sources (file
// names, "top95.txt #3") are kept as they are.
const QString BundledPrefix = QStringLiteral("bundled:");
const QString GeneratedPrefix = QStringLiteral("generated:");
const QString PastedPrefix = QStringLiteral("pasted:");
const QString DroppedPrefix = QStringLiteral("dropped:");

} // namespace

// --- Reading -------------------------------------------------------------------------------

OpenedFile OpenedFile::readFile(const QString &path)
{
    OpenedFile opened;
    opened.name = QFileInfo(path).fileName();
    const RegularFile input = openRegularFile(path);
    if (!input.file) {
        opened.error = input.error;
        return opened;
    }
    QFile &file = *input.file;
    if (looksLikeGameFile(file.peek(HeadBytes))) {
        opened.isGameFile = true;
        opened.path = QFileInfo(path).absoluteFilePath();
        // One byte past the limit is enough for readGameFile to refuse it.
        const GameFileResult read = readGameFile(file.read(GameFileBytes + 1));
        opened.game = read.game;
        opened.error = read.error;
        return opened;
    }
    // A large file is listed as its puzzles are found, never read whole; so is one that grew
    // past the limit while it was read.
    QByteArray content;
    if (input.size <= LargeFileBytes) {
        // QIODevice::read allocates all it is asked for: the size, and a byte to see growth.
        content = file.read(input.size + 1);
        if (content.size() > input.size) // it grew since: the rest, up to the limit
            content += file.read(LargeFileBytes + 1 - content.size());
        content.squeeze();
    }
    if (input.size > LargeFileBytes || content.size() > LargeFileBytes) {
        opened.isLargeFile = true;
        opened.path = QFileInfo(path).absoluteFilePath();
        return opened;
    }
    if (file.error() != QFileDevice::NoError) {
        opened.error = file.errorString();
        return opened;
    }
    opened.puzzles = std::make_shared<const PuzzleText>(std::move(content));
    if (opened.puzzles->empty())
        opened.error = Text::tr("It holds no puzzle.");
    return opened;
}

OpenedFile OpenedFile::readText(const QString &text, const QString &name)
{
    OpenedFile opened;
    opened.name = name;
    // A character is one to four bytes of UTF-8: a text of more characters than the limit's
    // bytes is refused before it is converted.
    QByteArray bytes = text.size() <= LargeFileBytes ? text.toUtf8() : QByteArray();
    bytes.squeeze(); // the conversion may keep room for three bytes a character
    if (text.size() > LargeFileBytes || bytes.size() > LargeFileBytes) {
        const qint64 size = bytes.isEmpty() ? static_cast<qint64>(text.size()) : static_cast<qint64>(bytes.size());
        opened.error = Text::tr("The text is too long to read as puzzles: %1 MB, where %2 MB is the most. Save it in a "
                                "file and open the file: a file of any size can be opened.")
                           .arg(megabytes(size), language::number(LargeFileBytes >> 20));
        return opened;
    }
    opened.puzzles = std::make_shared<const PuzzleText>(bytes);
    if (opened.puzzles->empty())
        opened.error = Text::tr("It holds no puzzle.");
    return opened;
}

QString OpenedFile::problem(std::size_t index) const
{
    if (!ok() || game)
        return error;
    if (index >= puzzleCount())
        return Text::tr("It holds no puzzle.");
    const PuzzleRecord record = puzzles->record(index);
    return record.ok() ? QString() : Explain::parseError(record.error);
}

// --- Sources -------------------------------------------------------------------------------

QString numberedSource(const QString &fileName, std::size_t index)
{
    return Text::tr("%1 #%2").arg(fileName).arg(index + 1);
}

QString bundledSource(const QString &level, int index)
{
    return BundledPrefix + level + QLatin1Char(':') + QString::number(index + 1);
}

QString generatedSource(quint64 seed)
{
    return GeneratedPrefix + QString::number(seed);
}

QString pastedSource()
{
    return PastedPrefix;
}

QString droppedSource()
{
    return DroppedPrefix;
}

QString sourceText(const QString &source)
{
    for (const bool pasted : {true, false}) {
        const QString &prefix = pasted ? PastedPrefix : DroppedPrefix;
        if (!source.startsWith(prefix))
            continue;
        const QString name = pasted ? Text::tr("Pasted puzzle") : Text::tr("Dropped puzzle");
        const QString number = source.mid(prefix.size());
        return number.isEmpty() ? name : numberedSource(name, number.toULongLong() - 1);
    }
    if (source.startsWith(GeneratedPrefix))
        return Text::tr("Generated, seed %1").arg(language::digits(source.mid(GeneratedPrefix.size())));
    if (source.startsWith(BundledPrefix)) {
        const QStringList parts = source.mid(BundledPrefix.size()).split(QLatin1Char(':'));
        if (parts.size() == 2) {
            const QString levelName = parts[0] == QLatin1String("easy")     ? Text::tr("Easy")
                                    : parts[0] == QLatin1String("medium") ? Text::tr("Medium")
                                                                            : Text::tr("Hard");
            return Text::tr("%1 puzzle %2 (bundled)").arg(levelName, language::digits(parts[1]));
        }
    }
    return source;
}

// --- The bundled puzzles -------------------------------------------------------------------

std::vector<Grid> bundledPuzzles(const QString &level)
{
    QFile file(QStringLiteral(":/puzzles/%1.txt").arg(level));
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcOpened) << "bundled puzzles missing:" << file.fileName();
        return {};
    }
    std::vector<Grid> puzzles;
    for (const PuzzleRecord &record : recordsOf(file.readAll())) {
        if (record.ok())
            puzzles.push_back(*record.grid);
    }
    if (puzzles.empty())
        qCWarning(lcOpened) << "no readable bundled puzzle in" << file.fileName();
    return puzzles;
}

} // namespace sudoku
