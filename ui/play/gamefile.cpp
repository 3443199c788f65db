#include "gamefile.h"

#include "explain.h"
#include "format.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

namespace sudoku {

namespace {

constexpr auto FormatName = "sudoku-studio-game";
constexpr int FormatVersion = 1;
// 2^53: the largest whole number of milliseconds a JSON double holds exactly.
constexpr double MaxElapsedMs = 9007199254740992.0;

// The file's messages, in their own translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

// Reads an 81-char line field into digits; an error message on failure.
std::optional<QString> readLineField(const QJsonObject &root, const char *key,
                                     std::array<int, CellCount> &digits)
{
    const QJsonValue value = root.value(QLatin1String(key));
    if (!value.isString())
        return Text::tr("\"%1\" is missing or not a string").arg(QLatin1String(key));
    const QString text = value.toString();
    if (text.size() != CellCount)
        return Text::tr("\"%1\" has %2 cells, expected 81").arg(QLatin1String(key)).arg(text.size());
    for (int cell = 0; cell < CellCount; ++cell) {
        const QChar c = text.at(cell);
        if (c == QLatin1Char('.') || c == QLatin1Char('0'))
            digits[static_cast<std::size_t>(cell)] = 0;
        else if (c >= QLatin1Char('1') && c <= QLatin1Char('9'))
            digits[static_cast<std::size_t>(cell)] = c.digitValue();
        else
            return Text::tr("\"%1\", %2: expected a digit 1-9 or '.', found '%3'")
                .arg(QLatin1String(key), Explain::cell(cell), QString(c));
    }
    return std::nullopt;
}

std::optional<int> parseCellName(const QString &name)
{
    if (name.size() != 4 || name.at(0) != QLatin1Char('r') || name.at(2) != QLatin1Char('c'))
        return std::nullopt;
    const int row = name.at(1).digitValue();
    const int column = name.at(3).digitValue();
    if (row < 1 || row > 9 || column < 1 || column > 9)
        return std::nullopt;
    return cellAt(row - 1, column - 1);
}

QString lineOf(const Grid &grid, bool givensOnly)
{
    QString line(CellCount, QLatin1Char('.'));
    for (int cell = 0; cell < CellCount; ++cell) {
        if (grid.digit(cell) && (!givensOnly || grid.isGiven(cell)))
            line[cell] = QChar(u'0' + grid.digit(cell));
    }
    return line;
}

} // namespace

QByteArray writeGameFile(const SavedGame &game)
{
    QJsonObject marks;
    for (int cell = 0; cell < CellCount; ++cell) {
        const Candidates c = game.board.candidates[static_cast<std::size_t>(cell)];
        if (c.isEmpty())
            continue;
        QString digits;
        for (const int d : c)
            digits += QChar(u'0' + d);
        // The core's cell name: the file's keys never carry the window's language or direction.
        marks.insert(QString::fromStdString(cellName(cell)), digits);
    }
    QJsonObject root{
        {QStringLiteral("format"), QLatin1String(FormatName)},
        {QStringLiteral("version"), FormatVersion},
        {QStringLiteral("givens"), lineOf(game.board.grid, true)},
        {QStringLiteral("digits"), lineOf(game.board.grid, false)},
        {QStringLiteral("pencilMarks"), marks},
        {QStringLiteral("elapsedMs"), game.elapsedMs},
        {QStringLiteral("completed"), game.completed},
        {QStringLiteral("source"), game.source},
        {QStringLiteral("hintsUsed"), game.hintsUsed},
        {QStringLiteral("options"),
         QJsonObject{{QStringLiteral("autoRemovePencilMarks"), game.options.autoRemovePencilMarks},
                     {QStringLiteral("showMistakes"), game.options.showMistakes}}},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

GameFileResult readGameFile(const QByteArray &data)
{
    GameFileResult result;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (document.isNull()) {
        const qsizetype offset = std::clamp<qsizetype>(parseError.offset, 0, data.size());
        const QByteArray before = data.left(offset);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column = offset - (before.lastIndexOf('\n') + 1) + 1;
        result.error = Text::tr("not a Sudoku Studio game file: line %1, column %2: %3")
                           .arg(line)
                           .arg(column)
                           .arg(parseError.errorString());
        return result;
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QStringLiteral("format")).toString() != QLatin1String(FormatName)) {
        result.error = Text::tr("not a Sudoku Studio game file (no \"format\": \"%1\")").arg(QLatin1String(FormatName));
        return result;
    }
    const int version = root.value(QStringLiteral("version")).toInt(-1);
    if (version < 1) {
        result.error = Text::tr("\"version\" is missing or not a positive number");
        return result;
    }
    if (version > FormatVersion) {
        result.error = Text::tr("the file is version %1, made by a newer Sudoku Studio; this one reads version %2")
                           .arg(version)
                           .arg(FormatVersion);
        return result;
    }

    std::array<int, CellCount> givens{};
    std::array<int, CellCount> digits{};
    if (auto error = readLineField(root, "givens", givens)) {
        result.error = *error;
        return result;
    }
    if (auto error = readLineField(root, "digits", digits)) {
        result.error = *error;
        return result;
    }
    SavedGame game;
    for (int cell = 0; cell < CellCount; ++cell) {
        const int given = givens[static_cast<std::size_t>(cell)];
        const int digit = digits[static_cast<std::size_t>(cell)];
        if (given != 0 && digit != given) {
            result.error = Text::tr("\"digits\": %1 changes the given %2").arg(Explain::cell(cell)).arg(given);
            return result;
        }
        if (given != 0)
            game.board.grid.setGiven(cell, given);
        else
            game.board.grid.setDigit(cell, digit);
    }
    if (const auto contradiction = findContradiction(game.board.grid.givensOnly())) {
        result.error = Text::tr("\"givens\": %1").arg(QString::fromStdString(contradiction->message));
        return result;
    }

    const QJsonValue marksValue = root.value(QStringLiteral("pencilMarks"));
    if (!marksValue.isUndefined() && !marksValue.isObject()) {
        result.error = Text::tr("\"pencilMarks\" is not an object");
        return result;
    }
    const QJsonObject marks = marksValue.toObject();
    for (auto it = marks.begin(); it != marks.end(); ++it) {
        const std::optional<int> cell = parseCellName(it.key());
        if (!cell) {
            result.error = Text::tr("\"pencilMarks\": \"%1\" is not a cell name like r1c1").arg(it.key());
            return result;
        }
        if (!it.value().isString()) {
            result.error = Text::tr("\"pencilMarks\", %1: expected a string of digits").arg(it.key());
            return result;
        }
        Candidates candidates;
        for (const QChar c : it.value().toString()) {
            if (c < QLatin1Char('1') || c > QLatin1Char('9')) {
                result.error = Text::tr("\"pencilMarks\", %1: expected digits 1-9, found '%2'").arg(it.key(), QString(c));
                return result;
            }
            candidates.add(c.digitValue());
        }
        game.board.candidates[static_cast<std::size_t>(*cell)] = candidates;
    }

    const QJsonValue elapsed = root.value(QStringLiteral("elapsedMs"));
    if (!elapsed.isUndefined() && (!elapsed.isDouble() || elapsed.toDouble() < 0)) {
        result.error = Text::tr("\"elapsedMs\" must be a number of milliseconds, 0 or more");
        return result;
    }
    // Past this the number no longer converts to qint64 (and no game lasts 285 000 years).
    if (elapsed.toDouble(0) > MaxElapsedMs) {
        result.error = Text::tr("\"elapsedMs\" is too large for a time played");
        return result;
    }
    game.elapsedMs = static_cast<qint64>(elapsed.toDouble(0));
    game.completed = root.value(QStringLiteral("completed")).toBool(false);
    if (game.completed && !game.board.grid.isSolved()) {
        result.error = Text::tr("\"completed\" is true but the digits do not solve the puzzle");
        return result;
    }
    game.source = root.value(QStringLiteral("source")).toString();
    // Optional: files from before hints were counted have none.
    const QJsonValue hints = root.value(QStringLiteral("hintsUsed"));
    if (!hints.isUndefined()) {
        const double count = hints.toDouble(-1);
        if (!hints.isDouble() || count < 0 || count > 1e6 || count != std::floor(count)) {
            result.error = Text::tr("\"hintsUsed\" must be a whole number, 0 or more");
            return result;
        }
        game.hintsUsed = static_cast<int>(count);
    }
    const QJsonObject options = root.value(QStringLiteral("options")).toObject();
    game.options.autoRemovePencilMarks = options.value(QStringLiteral("autoRemovePencilMarks")).toBool(true);
    game.options.showMistakes = options.value(QStringLiteral("showMistakes")).toBool(false);
    result.game = game;
    return result;
}

} // namespace sudoku
