// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamefile.h"

#include "explain.h"
#include "format.h"
#include "game.h"
#include "variantformat.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace sudoku {

namespace {

constexpr auto FormatName = "sudoku-studio-game";
// Version 4 added "variant" and "layout", and is written only for a variant's game; version 3
// added "cellColours" and "candidateColours", and is written only for a game with colours (a
// game without reads in the versions before); version 2 added "size" and "box" (and every
// size's lines, cells and marks); version 1 files are 9×9. All are read.
constexpr int FormatVersion = 4;
constexpr int ColourVersion = 3;
constexpr int ColourlessVersion = 2;
// 2^53: the largest whole number of milliseconds a JSON double holds exactly.
constexpr double MaxElapsedMs = 9007199254740992.0;
constexpr char ByteOrderMark[] = "\xEF\xBB\xBF";

// The file's messages, in their own translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

// The value of a digit's character in the file: '1'..'9', then letters (either case) for 10
// and up; 0 for another character (core's symbolValue).
int digitOfChar(QChar c)
{
    return symbolValue(c.toLatin1());
}

// The character a digit is written with in the file: '1'..'9', then letters (core's).
QChar symbolOf(int digit)
{
    return QLatin1Char(digitSymbol(digit));
}

// "a digit 1-9 or '.'", "a digit 1-9, a letter A-G or '.'"
QString expectedCell(int size)
{
    if (size <= 9)
        return Text::tr("a digit 1-%1 or '.'").arg(size);
    return Text::tr("a digit 1-9, a letter A-%1 or '.'").arg(symbolOf(size));
}

// "digits 1-9", "digits 1-9 or letters A-G": what a cell's pencil marks are written with.
QString expectedMarks(int size)
{
    if (size <= 9)
        return Text::tr("digits 1-%1").arg(size);
    return Text::tr("digits 1-9 or letters A-%1").arg(symbolOf(size));
}

// The digit a file writes with `c` on a board of `size`: '1'-'9', and above 9 letters; 0 for
// a character that is none of the board's digits.
int boardDigit(QChar c, int size)
{
    const int digit = digitOfChar(c);
    return digit == 0 || digit > size || (size <= 9 && !c.isDigit()) ? 0 : digit;
}

// A whole number from `min` to `max` (JSON keeps numbers as doubles); nothing else.
std::optional<int> wholeNumber(const QJsonValue &value, double min, double max)
{
    const double number = value.toDouble(min - 1);
    if (!value.isDouble() || number < min || number > max || number != std::floor(number))
        return std::nullopt;
    return static_cast<int>(number);
}

// Reads a line field of n² cells (a samurai's 369) into digits; an error message on failure.
std::optional<QString> readLineField(const QJsonObject &root, const char *key, const Geometry &g, std::vector<int> &digits)
{
    const Shape shape = g.shape();
    const int cells = g.cellCount();
    const QJsonValue value = root.value(QLatin1String(key));
    if (!value.isString())
        return Text::tr("\"%1\" is missing or not a string").arg(QLatin1String(key));
    const QString text = value.toString();
    if (text.size() != cells)
        return Text::tr("\"%1\" has %2 cells, expected %3").arg(QLatin1String(key)).arg(text.size()).arg(cells);
    digits.assign(static_cast<std::size_t>(cells), 0);
    for (int cell = 0; cell < cells; ++cell) {
        const QChar c = text.at(cell);
        if (c == QLatin1Char('.') || c == QLatin1Char('0'))
            continue;
        const int digit = boardDigit(c, shape.size());
        if (digit == 0)
            return Text::tr("\"%1\", %2: expected %3, found '%4'")
                .arg(QLatin1String(key), Explain::cell(cell, g), expectedCell(shape.size()),
                     QString(c));
        digits[static_cast<std::size_t>(cell)] = digit;
    }
    return std::nullopt;
}

// "r12c3" on a board of geometry `g`: the cell, or nothing (also for a square outside a
// samurai's grids).
std::optional<int> parseCellName(const QString &name, const Geometry &g)
{
    const qsizetype c = name.indexOf(QLatin1Char('c'));
    if (!name.startsWith(QLatin1Char('r')) || c < 2)
        return std::nullopt;
    bool rowOk = false;
    bool columnOk = false;
    const int row = name.mid(1, c - 1).toInt(&rowOk);
    const int column = name.mid(c + 1).toInt(&columnOk);
    // toInt takes signs and spaces: only digits make a name.
    const bool digitsOnly = std::all_of(name.begin() + 1, name.end(), [](QChar ch) { return ch.isDigit() || ch == QLatin1Char('c'); });
    const int side = g.frameSide();
    if (!rowOk || !columnOk || !digitsOnly || row < 1 || row > side || column < 1 || column > side)
        return std::nullopt;
    const int cell = g.cellAt(row - 1, column - 1);
    return cell >= 0 ? std::optional(cell) : std::nullopt;
}

QString lineOf(const Grid &grid, bool givensOnly)
{
    QString line(grid.cellCount(), QLatin1Char('.'));
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (grid.digit(cell) && (!givensOnly || grid.isGiven(cell)))
            line[cell] = symbolOf(grid.digit(cell));
    }
    return line;
}

// The board's shape: version 1 files are 9×9; version 2 names "size" and "box".
std::optional<Shape> readShape(const QJsonObject &root, int version, QString &error)
{
    if (version < 2)
        return Shape::classic();
    const QJsonValue size = root.value(QStringLiteral("size"));
    const int n = size.toInt(-1);
    if (!size.isDouble() || !Shape::forSize(n)) {
        error = Text::tr("\"size\" must be a board's size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25");
        return std::nullopt;
    }
    const std::optional<Shape> box = Shape::fromBoxName(root.value(QStringLiteral("box")).toString().toStdString());
    if (!box || box->size() != n) {
        error = Text::tr("\"box\" must be the box of a %1×%1 board, rows x columns such as %2").arg(n).arg(
            QString::fromStdString(boxName(*Shape::forSize(n))));
        return std::nullopt;
    }
    return box;
}

// The rules of a version 4 file: "variant" names them, "layout" holds a jigsaw's regions or a
// killer's cages and sums as a puzzle line writes them after its cells (variantformat.h).
// Null for classic (and for the versions before).
std::optional<std::shared_ptr<const Variant>> readVariant(const QJsonObject &root, int version, Shape shape,
                                                          QString &error)
{
    const QJsonValue name = root.value(QStringLiteral("variant"));
    if (version < 4 || name.isUndefined())
        return std::shared_ptr<const Variant>{};
    const std::optional<VariantKind> kind = variantFromName(name.toString().toStdString());
    if (!name.isString() || !kind) {
        QStringList names;
        for (const VariantKind each : AllVariants)
            names << Explain::variantKey(each);
        error = Text::tr("\"variant\" must be one of %1").arg(names.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    const QJsonValue layout = root.value(QStringLiteral("layout"));
    if (!layout.isUndefined() && !layout.isString()) {
        error = Text::tr("\"layout\" is not a string");
        return std::nullopt;
    }
    // Only a jigsaw's regions and a killer's cages have a layout: one beside another variant
    // would be dropped at the next save without a word.
    const bool hasLayout = *kind == VariantKind::Jigsaw || *kind == VariantKind::Killer;
    if (!layout.isUndefined() && !hasLayout) {
        error = Text::tr("\"layout\" belongs to jigsaw and killer games alone, not to %1").arg(name.toString());
        return std::nullopt;
    }
    // Read as the line it was written from: the cells (any will do), a space, the layout.
    const std::string fields = layout.toString().toStdString();
    const std::size_t cellsEnd = static_cast<std::size_t>(shape.cellCount());
    const std::string line = std::string(cellsEnd, '.') + (fields.empty() ? std::string() : " " + fields);
    auto read = readVariantFields(*kind, shape, line, cellsEnd);
    if (const auto *wrong = std::get_if<VariantFieldError>(&read)) {
        const std::size_t at = wrong->at > cellsEnd ? wrong->at - cellsEnd : 0;
        if (!hasLayout) { // the variant does not fit the board ("x puzzles are 9×9, not 16×16")
            error = Text::tr("\"variant\": %1").arg(Explain::text(wrong->message));
            return std::nullopt;
        }
        error = at > 0 ? Text::tr("\"layout\", character %1: %2").arg(at).arg(Explain::text(wrong->message))
                       : Text::tr("\"layout\": %1").arg(Explain::text(wrong->message));
        return std::nullopt;
    }
    return std::get<std::shared_ptr<const Variant>>(std::move(read));
}

// A name from the file inside a message: at most a few dozen characters of it.
QString quoted(const QString &name)
{
    constexpr qsizetype MostShown = 40;
    return name.size() <= MostShown ? name : name.left(MostShown) + QStringLiteral("…");
}

// A cell's key in the file ("r12c3"; a samurai's by its square of the frame): the core's cell
// name, which never carries the window's language or direction. Pencil marks and colours are
// keyed by it alike.
QString cellKey(int cell, const Geometry &g)
{
    return QString::fromStdString(g.cellName(cell));
}

// "cellColours": {"r1c2": 3, …}; "candidateColours": {"r1c2": {"5": 1, "7": 2}, …}.
void writeColours(QJsonObject &root, const Colouring &colouring, const Geometry &g)
{
    QJsonObject cells;
    for (const auto &[cell, colour] : colouring.cells())
        cells.insert(cellKey(cell, g), colour);
    QJsonObject candidates;
    for (const ColouredCandidate &coloured : colouring.candidates()) {
        const QString key = cellKey(coloured.cell, g);
        QJsonObject digits = candidates.value(key).toObject();
        digits.insert(QString(symbolOf(coloured.digit)), coloured.colour);
        candidates.insert(key, digits);
    }
    root.insert(QStringLiteral("cellColours"), cells);
    root.insert(QStringLiteral("candidateColours"), candidates);
}

// A colour number from the file, 1..ColourCount; nothing when it is none.
std::optional<int> colourOf(const QJsonValue &value)
{
    return wholeNumber(value, 1, ColourCount);
}

// Reads "cellColours" and "candidateColours" (both optional) into `game`, whose board is read:
// a candidate's colour only on an empty cell with that pencil mark. An error message on failure.
std::optional<QString> readColours(const QJsonObject &root, SavedGame &game)
{
    const int size = game.board.grid.size();
    const Geometry &g = game.board.grid.geometry();
    const auto badCell = [&g](const char *field, const QString &key) {
        return Text::tr("\"%1\": \"%2\" is not a cell name like r1c1 of a %3×%3 board")
            .arg(QLatin1String(field), quoted(key))
            .arg(g.frameSide());
    };
    const auto badColour = [](const char *field, const QString &where) {
        return Text::tr("\"%1\", %2: expected a colour number 1-%3").arg(QLatin1String(field), where).arg(ColourCount);
    };
    const QJsonValue cellsValue = root.value(QStringLiteral("cellColours"));
    const QJsonValue candidatesValue = root.value(QStringLiteral("candidateColours"));
    for (const auto &[field, value] : {std::pair{"cellColours", cellsValue}, std::pair{"candidateColours", candidatesValue}}) {
        if (!value.isUndefined() && !value.isObject())
            return Text::tr("\"%1\" is not an object").arg(QLatin1String(field));
    }
    const QJsonObject cells = cellsValue.toObject();
    for (auto it = cells.begin(); it != cells.end(); ++it) {
        const std::optional<int> cell = parseCellName(it.key(), g);
        if (!cell)
            return badCell("cellColours", it.key());
        const std::optional<int> colour = colourOf(it.value());
        if (!colour)
            return badColour("cellColours", it.key());
        game.colouring.setCell(*cell, *colour);
    }
    const QJsonObject candidates = candidatesValue.toObject();
    for (auto it = candidates.begin(); it != candidates.end(); ++it) {
        const std::optional<int> cell = parseCellName(it.key(), g);
        if (!cell)
            return badCell("candidateColours", it.key());
        if (!it.value().isObject())
            return Text::tr("\"candidateColours\", %1: expected an object of digits and colours").arg(it.key());
        const QJsonObject digits = it.value().toObject();
        for (auto entry = digits.begin(); entry != digits.end(); ++entry) {
            const QString where = it.key() + QLatin1Char(' ') + quoted(entry.key());
            const int digit = entry.key().size() == 1 ? boardDigit(entry.key().at(0), size) : 0;
            if (digit == 0)
                return Text::tr("\"candidateColours\", %1: expected %2, found \"%3\"")
                    .arg(it.key(), expectedMarks(size), quoted(entry.key()));
            const std::optional<int> colour = colourOf(entry.value());
            if (!colour)
                return badColour("candidateColours", where);
            if (!game.board.grid.isEmpty(*cell) || !game.board.candidates[static_cast<std::size_t>(*cell)].contains(digit))
                return Text::tr("\"candidateColours\", %1: %2 is not pencilled in there")
                    .arg(it.key(), QString(symbolOf(digit)));
            game.colouring.setCandidate(*cell, digit, *colour);
        }
    }
    return std::nullopt;
}

// The data after a UTF-8 byte order mark, if it starts with one.
QByteArray withoutByteOrderMark(const QByteArray &data)
{
    return data.startsWith(ByteOrderMark) ? data.mid(3) : data;
}

} // namespace

bool looksLikeGameFile(const QByteArray &data)
{
    return withoutByteOrderMark(data).trimmed().startsWith('{');
}

QByteArray writeGameFile(const SavedGame &game)
{
    QJsonObject marks;
    const Grid &grid = game.board.grid;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const Candidates c = game.board.candidates[static_cast<std::size_t>(cell)] & Candidates::all(grid.size());
        if (c.isEmpty())
            continue;
        QString digits;
        for (const int d : c)
            digits += symbolOf(d);
        marks.insert(cellKey(cell, grid.geometry()), digits);
    }
    const int version = grid.variant() ? FormatVersion : game.colouring.isEmpty() ? ColourlessVersion : ColourVersion;
    QJsonObject root{
        {QStringLiteral("format"), QLatin1String(FormatName)},
        {QStringLiteral("version"), version},
        {QStringLiteral("size"), grid.size()},
        {QStringLiteral("box"), QString::fromStdString(boxName(grid.shape()))},
        {QStringLiteral("givens"), lineOf(game.board.grid, true)},
        {QStringLiteral("digits"), lineOf(game.board.grid, false)},
        {QStringLiteral("pencilMarks"), marks},
        {QStringLiteral("elapsedMs"), game.elapsedMs},
        {QStringLiteral("completed"), game.completed},
        {QStringLiteral("source"), game.source.left(SourceLength)},
        {QStringLiteral("hintsUsed"), game.hintsUsed},
        {QStringLiteral("options"),
         QJsonObject{{QStringLiteral("autoRemovePencilMarks"), game.options.autoRemovePencilMarks},
                     {QStringLiteral("showMistakes"), game.options.showMistakes}}},
    };
    if (!game.colouring.isEmpty())
        writeColours(root, game.colouring, grid.geometry());
    if (const std::shared_ptr<const Variant> &variant = grid.variant()) {
        root.insert(QStringLiteral("variant"), Explain::variantKey(variant->kind()));
        // The fields after a puzzle line's cells, without the space before them.
        const std::string fields = variantFields(*variant);
        if (!fields.empty())
            root.insert(QStringLiteral("layout"), QString::fromStdString(fields.substr(1)));
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool saveGameFile(const QString &path, const SavedGame &game, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeGameFile(game)) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

GameFileResult readGameFile(const QByteArray &file)
{
    GameFileResult result;
    if (file.size() > GameFileBytes) {
        result.error = Text::tr("the file is larger than a game file can be (%1 MB at most)")
                           .arg(GameFileBytes >> 20);
        return result;
    }
    // Lines and columns of a JSON error count from after the mark, as an editor shows them.
    const QByteArray data = withoutByteOrderMark(file);
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
    // Read as the double JSON keeps: a version past int's range is a newer file's, not
    // a missing one.
    const QJsonValue versionValue = root.value(QStringLiteral("version"));
    if (versionValue.isUndefined()) {
        result.error = Text::tr("\"version\" is missing");
        return result;
    }
    const double versionNumber = versionValue.toDouble(-1);
    if (!versionValue.isDouble() || versionNumber < 1 || versionNumber != std::floor(versionNumber)) {
        result.error = Text::tr("\"version\" must be a whole number, 1 or more");
        return result;
    }
    if (versionNumber > FormatVersion) {
        result.error = Text::tr("the file is version %1, made by a newer Sudoku Studio; this one reads version %2")
                           .arg(QString::number(versionNumber, 'f', 0))
                           .arg(FormatVersion);
        return result;
    }
    const int version = static_cast<int>(versionNumber);

    const std::optional<Shape> shape = readShape(root, version, result.error);
    if (!shape)
        return result;
    // The variant first: a samurai's cells are not the shape's.
    const std::optional<std::shared_ptr<const Variant>> variant = readVariant(root, version, *shape, result.error);
    if (!variant)
        return result;
    SavedGame game;
    game.board = Game::emptyBoard(*shape, *variant);
    const Geometry &g = game.board.grid.geometry();
    std::vector<int> givens;
    std::vector<int> digits;
    if (auto error = readLineField(root, "givens", g, givens)) {
        result.error = *error;
        return result;
    }
    if (auto error = readLineField(root, "digits", g, digits)) {
        result.error = *error;
        return result;
    }
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const int given = givens[static_cast<std::size_t>(cell)];
        const int digit = digits[static_cast<std::size_t>(cell)];
        if (given != 0 && digit != given) {
            result.error = Text::tr("\"digits\": %1 changes the given %2")
                               .arg(Explain::cell(cell, g), QString(symbolOf(given)));
            return result;
        }
        if (given != 0)
            game.board.grid.setGiven(cell, given);
        else
            game.board.grid.setDigit(cell, digit);
    }
    if (const auto contradiction = findContradiction(game.board.grid.givensOnly())) {
        result.error = Text::tr("\"givens\": %1").arg(Explain::text(contradiction->message));
        return result;
    }

    const QJsonValue marksValue = root.value(QStringLiteral("pencilMarks"));
    if (!marksValue.isUndefined() && !marksValue.isObject()) {
        result.error = Text::tr("\"pencilMarks\" is not an object");
        return result;
    }
    const QJsonObject marks = marksValue.toObject();
    for (auto it = marks.begin(); it != marks.end(); ++it) {
        const std::optional<int> cell = parseCellName(it.key(), g);
        if (!cell) {
            result.error = Text::tr("\"pencilMarks\": \"%1\" is not a cell name like r1c1 of a %2×%2 board")
                               .arg(quoted(it.key()))
                               .arg(g.frameSide());
            return result;
        }
        if (!it.value().isString()) {
            result.error = Text::tr("\"pencilMarks\", %1: expected a string of digits").arg(it.key());
            return result;
        }
        const QString written = it.value().toString();
        if (written.size() > shape->size()) {
            result.error = Text::tr("\"pencilMarks\", %1: more than %2 digits").arg(it.key()).arg(shape->size());
            return result;
        }
        Candidates candidates;
        for (const QChar c : written) {
            const int digit = boardDigit(c, shape->size());
            if (digit == 0) {
                result.error = Text::tr("\"pencilMarks\", %1: expected %2, found '%3'")
                                   .arg(it.key(), expectedMarks(shape->size()), QString(c));
                return result;
            }
            candidates.add(digit);
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
    if (game.source.size() > SourceLength) {
        result.error = Text::tr("\"source\" is longer than %1 characters").arg(SourceLength);
        return result;
    }
    // Optional: files from before hints were counted have none.
    const QJsonValue hints = root.value(QStringLiteral("hintsUsed"));
    if (!hints.isUndefined()) {
        const std::optional<int> count = wholeNumber(hints, 0, 1e6);
        if (!count) {
            result.error = Text::tr("\"hintsUsed\" must be a whole number, 0 or more");
            return result;
        }
        game.hintsUsed = *count;
    }
    const QJsonObject options = root.value(QStringLiteral("options")).toObject();
    game.options.autoRemovePencilMarks = options.value(QStringLiteral("autoRemovePencilMarks")).toBool(true);
    game.options.showMistakes = options.value(QStringLiteral("showMistakes")).toBool(false);
    if (version >= 3) {
        if (auto error = readColours(root, game)) {
            result.error = *error;
            return result;
        }
    }
    result.game = game;
    return result;
}

} // namespace sudoku
