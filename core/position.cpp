// SPDX-License-Identifier: GPL-3.0-or-later
#include "position.h"

#include "format.h"
#include "solver.h"
#include "step.h"
#include "stepfinder.h"
#include "variantformat.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <random>

namespace sudoku {
namespace {

bool isSet(const std::atomic<bool> *cancel) { return cancel && cancel->load(std::memory_order_relaxed); }

void setError(std::string *error, std::size_t column, const std::string &message)
{
    if (error)
        *error = "column " + std::to_string(column + 1) + ": " + message;
}

// The size whose n² cells a field of `length` characters holds, or 0.
int sizeOfCells(std::size_t length)
{
    for (int size = 4; size <= MaxSize; ++size) {
        if (static_cast<std::size_t>(size) * static_cast<std::size_t>(size) == length && Shape::forSize(size))
            return size;
    }
    return 0;
}

// A field of the line: its text and the column it starts at.
struct Field {
    std::string_view text;
    std::size_t column = 0;
};

// The first `wanted` fields of the line from column `at` on.
std::vector<Field> splitFields(std::string_view line, std::size_t wanted, std::size_t at = 0)
{
    std::vector<Field> fields;
    while (fields.size() < wanted) {
        while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
            ++at;
        if (at >= line.size() || line[at] == '\r' || line[at] == '\n')
            break;
        const std::size_t start = at;
        while (at < line.size() && line[at] != ' ' && line[at] != '\t' && line[at] != '\r' && line[at] != '\n')
            ++at;
        fields.push_back({line.substr(start, at - start), start});
    }
    return fields;
}

// The digit a cell character names on a board of `size`: 0 for '.', -1 for none.
int cellValue(char c, int size)
{
    if (c == '.')
        return 0;
    const int value = symbolValue(c);
    return value >= 1 && value <= size ? value : -1;
}

// The position of a board: its candidates of filled cells dropped (the board may keep them,
// as the game keeps pencil marks under placed digits; a position has none).
Position positionOf(const Grid &givens, const Board &board)
{
    Position position{givens, board};
    for (int cell = 0; cell < board.grid.cellCount(); ++cell) {
        if (!board.grid.isEmpty(cell))
            position.board.candidates[static_cast<std::size_t>(cell)] = Candidates::none();
    }
    return position;
}

} // namespace

std::string toPositionLine(const Position &position)
{
    const Grid &grid = position.board.grid;
    const int size = grid.size();
    std::string line = toLine(position.givens) + ' ' + toLine(grid) + ' ';
    line.reserve(line.size() + static_cast<std::size_t>(grid.cellCount() * size));
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const Candidates candidates = grid.isEmpty(cell) ? position.board.candidates[static_cast<std::size_t>(cell)] : Candidates::none();
        for (int digit = 1; digit <= size; ++digit)
            line += candidates.contains(digit) ? digitSymbol(digit) : '.';
    }
    if (const std::shared_ptr<const Variant> &variant = position.givens.variant())
        line += ' ' + std::string(variantName(variant->kind())) + variantFields(*variant);
    return line;
}

namespace {

// The position of the line's three fields from column `from` on, and of a variant's name and
// fields after them (readPositionLine).
std::optional<Position> readPositionFrom(std::string_view line, std::size_t from, std::string *error)
{
    const std::vector<Field> fields = splitFields(line, 4, from);
    if (fields.size() < 3) {
        setError(error, line.size(), "expected three fields (givens, digits, candidates), found " +
                                         std::to_string(fields.size()));
        return std::nullopt;
    }
    const int size = sizeOfCells(fields[0].text.size());
    if (size == 0) {
        setError(error, fields[0].column, "the givens have " + std::to_string(fields[0].text.size()) +
                                              " cells, which is no board's count");
        return std::nullopt;
    }
    const Shape shape = *Shape::forSize(size);
    const auto cellCount = static_cast<std::size_t>(shape.cellCount());
    if (fields[1].text.size() != cellCount) {
        setError(error, fields[1].column, "the digits have " + std::to_string(fields[1].text.size()) +
                                              " cells, expected " + std::to_string(cellCount));
        return std::nullopt;
    }
    if (fields[2].text.size() != cellCount * static_cast<std::size_t>(size)) {
        setError(error, fields[2].column, "the candidates have " + std::to_string(fields[2].text.size()) +
                                              " characters, expected " +
                                              std::to_string(cellCount * static_cast<std::size_t>(size)));
        return std::nullopt;
    }
    Position position{Grid(shape), Board{Grid(shape), CellValues<Candidates>(shape.cellCount())}};
    if (fields.size() == 4) { // the variant's name and its fields, as after a puzzle's cells
        const std::optional<VariantKind> kind = variantFromName(fields[3].text);
        if (!kind || *kind == VariantKind::Classic || *kind == VariantKind::Samurai) { // no samurai's positions yet
            setError(error, fields[3].column, "expected a variant (x, windoku, jigsaw or killer) or nothing");
            return std::nullopt;
        }
        auto read = readVariantFields(*kind, shape, line, fields[3].column + fields[3].text.size());
        if (const auto *wrong = std::get_if<VariantFieldError>(&read)) {
            setError(error, wrong->at, toEnglish(wrong->message));
            return std::nullopt;
        }
        const auto variant = std::get<std::shared_ptr<const Variant>>(std::move(read));
        position.givens.setVariant(variant);
        position.board.grid.setVariant(variant);
    }
    for (std::size_t cell = 0; cell < cellCount; ++cell) {
        const int given = cellValue(fields[0].text[cell] == '0' ? '.' : fields[0].text[cell], size);
        const int digit = cellValue(fields[1].text[cell] == '0' ? '.' : fields[1].text[cell], size);
        if (given < 0) {
            setError(error, fields[0].column + cell, "expected a digit or '.'");
            return std::nullopt;
        }
        if (digit < 0) {
            setError(error, fields[1].column + cell, "expected a digit or '.'");
            return std::nullopt;
        }
        if (given != 0 && digit != given) {
            setError(error, fields[1].column + cell, "the digits do not keep the given " + std::to_string(given));
            return std::nullopt;
        }
        const int index = static_cast<int>(cell);
        if (given != 0) {
            position.givens.setGiven(index, given);
            position.board.grid.setGiven(index, given);
        } else if (digit != 0) {
            position.board.grid.setDigit(index, digit);
        }
        Candidates candidates;
        for (int d = 1; d <= size; ++d) {
            const std::size_t at = cell * static_cast<std::size_t>(size) + static_cast<std::size_t>(d - 1);
            const char c = fields[2].text[at];
            if (c == '.')
                continue;
            if (cellValue(c, size) != d) {
                setError(error, fields[2].column + at,
                         "expected '" + std::string(1, digitSymbol(d)) + "' or '.' (cell " + std::to_string(cell + 1) +
                             ", digit " + std::to_string(d) + ")");
                return std::nullopt;
            }
            if (digit != 0) {
                setError(error, fields[2].column + at, "a candidate in a filled cell");
                return std::nullopt;
            }
            candidates.add(d);
        }
        position.board.candidates[cell] = candidates;
    }
    if (const std::optional<ParseError> conflict = findContradiction(position.board.grid)) {
        setError(error, fields[1].column, toEnglish(conflict->message));
        return std::nullopt;
    }
    return position;
}

} // namespace

std::optional<Position> readPositionLine(std::string_view line, std::string *error)
{
    return readPositionFrom(line, 0, error);
}

std::vector<TechniquePosition> solvePositions(const Grid &puzzle, const std::atomic<bool> *cancel)
{
    std::vector<TechniquePosition> positions;
    if (solve(puzzle, 2, cancel).count != 1)
        return positions;
    const Grid givens = puzzle.givensOnly();
    Board board = Board::fromGrid(puzzle);
    while (!board.grid.isFull() && !isSet(cancel)) {
        const std::optional<Step> step = findStep(board, Uniqueness::Assumed, cancel);
        if (!step)
            break; // cancelled (a puzzle with one solution never leaves the finder without a step)
        positions.push_back({step->technique, positionOf(givens, board)});
        applyStep(board, *step);
    }
    return positions;
}

std::vector<Position> positionsOf(const Grid &puzzle, Technique technique, std::size_t limit,
                                  const std::atomic<bool> *cancel)
{
    std::vector<Position> positions;
    if (limit == 0 || technique == Technique::None || solve(puzzle, 2, cancel).count != 1)
        return positions;
    const Grid givens = puzzle.givensOnly();
    Board board = Board::fromGrid(puzzle);
    while (!board.grid.isFull() && positions.size() < limit && !isSet(cancel)) {
        const std::optional<Step> step = findStep(board, Uniqueness::Assumed, cancel);
        if (!step)
            break;
        if (step->technique == technique)
            positions.push_back(positionOf(givens, board));
        applyStep(board, *step);
    }
    return positions;
}

namespace {

// The variant with each cell's rules moved to its new place (placeOf[cell]), by a symmetry
// of the square: X-Sudoku's diagonals and windoku's windows stay as they are.
std::shared_ptr<const Variant> movedVariant(const Variant &variant, const std::vector<int> &placeOf)
{
    switch (variant.kind()) {
    case VariantKind::Jigsaw: {
        std::vector<std::uint8_t> regions(variant.regions().size());
        for (std::size_t cell = 0; cell < regions.size(); ++cell)
            regions[static_cast<std::size_t>(placeOf[cell])] = variant.regions()[cell];
        return Variant::jigsaw(variant.shape(), std::move(regions));
    }
    case VariantKind::Killer: {
        std::vector<Cage> cages = variant.cages();
        for (Cage &cage : cages) {
            for (std::uint16_t &cell : cage.cells)
                cell = static_cast<std::uint16_t>(placeOf[cell]);
        }
        return Variant::killer(variant.shape(), std::move(cages)); // puts cells and cages in order
    }
    case VariantKind::X:
        return Variant::x();
    case VariantKind::Windoku:
        return Variant::windoku();
    case VariantKind::Samurai: // not moved: transformed() keeps a samurai's position as it is
    case VariantKind::Classic:
        break;
    }
    return nullptr;
}

} // namespace

Position transformed(const Position &position, std::uint64_t seed)
{
    if (!position.board.grid.geometry().isSquare())
        return position; // a samurai's: no symmetry of its frame is drawn yet
    const Shape shape = position.board.grid.shape();
    const int size = shape.size();
    std::mt19937_64 random(seed);
    const auto shuffled = [&random](int count) {
        std::vector<int> order(static_cast<std::size_t>(count));
        std::iota(order.begin(), order.end(), 0);
        std::shuffle(order.begin(), order.end(), random);
        return order;
    };
    // Lines: bands of boxRows rows, stacks of boxColumns columns, each reordered with its lines.
    const auto lineOrder = [&](int groups, int perGroup) {
        const std::vector<int> groupOrder = shuffled(groups);
        std::vector<int> order;
        for (const int group : groupOrder) {
            for (const int line : shuffled(perGroup))
                order.push_back(group * perGroup + line);
        }
        return order;
    };
    // A variant's board keeps its units only as the square's symmetries move them: the lines
    // in order or reversed, and a killer's sums its digits.
    const std::shared_ptr<const Variant> &variant = position.board.grid.variant();
    const auto inOrderOrReversed = [&random](int count) {
        std::vector<int> order(static_cast<std::size_t>(count));
        std::iota(order.begin(), order.end(), 0);
        if ((random() & 1U) != 0)
            std::reverse(order.begin(), order.end());
        return order;
    };
    const std::vector<int> rows = variant ? inOrderOrReversed(size) : lineOrder(size / shape.boxRows, shape.boxRows);
    const std::vector<int> columns =
        variant ? inOrderOrReversed(size) : lineOrder(size / shape.boxColumns, shape.boxColumns);
    std::vector<int> digits = shuffled(size); // digit d becomes digits[d - 1] + 1
    if (variant && variant->kind() == VariantKind::Killer)
        std::iota(digits.begin(), digits.end(), 0);
    const bool transpose = shape.boxRows == shape.boxColumns && (random() & 1u) != 0;

    const auto newDigit = [&digits](int digit) { return digit == 0 ? 0 : digits[static_cast<std::size_t>(digit - 1)] + 1; };
    // The new place of each old cell.
    std::vector<int> placeOf(static_cast<std::size_t>(shape.cellCount()));
    for (int row = 0; row < size; ++row) {
        for (int column = 0; column < size; ++column) {
            // The new cell (row, column) shows the old cell (rows[row], columns[column]).
            const int from = rows[static_cast<std::size_t>(row)] * size + columns[static_cast<std::size_t>(column)];
            placeOf[static_cast<std::size_t>(from)] = transpose ? column * size + row : row * size + column;
        }
    }
    Position result{Grid(shape), Board{Grid(shape), CellValues<Candidates>(shape.cellCount())}};
    if (variant) {
        const std::shared_ptr<const Variant> moved = movedVariant(*variant, placeOf);
        result.givens.setVariant(moved);
        result.board.grid.setVariant(moved);
    }
    for (int from = 0; from < shape.cellCount(); ++from) {
        const int to = placeOf[static_cast<std::size_t>(from)];
        const Grid &grid = position.board.grid;
        if (position.givens.isGiven(from)) {
            result.givens.setGiven(to, newDigit(grid.digit(from)));
            result.board.grid.setGiven(to, newDigit(grid.digit(from)));
        } else if (!grid.isEmpty(from)) {
            result.board.grid.setDigit(to, newDigit(grid.digit(from)));
        }
        Candidates candidates;
        for (const int digit : position.board.candidates[static_cast<std::size_t>(from)])
            candidates.add(newDigit(digit));
        result.board.candidates[static_cast<std::size_t>(to)] = candidates;
    }
    return result;
}

TechniqueSet allowedFor(const TechniqueExample &example)
{
    if (!example.alone)
        return allTechniques();
    TechniqueSet allowed = techniquesOf(Family::Single);
    allowed.set(static_cast<std::size_t>(example.technique));
    return allowed;
}

std::optional<Step> exampleStep(const TechniqueExample &example, const std::atomic<bool> *cancel)
{
    std::optional<Step> step =
        findStep(example.position.board, Uniqueness::Assumed, cancel, Level::Nightmare, allowedFor(example));
    if (!step || step->technique != example.technique)
        return std::nullopt;
    return step;
}

std::optional<ServedExample> serveExample(const std::vector<TechniqueExample> &examples, std::uint64_t seed,
                                          const std::atomic<bool> *cancel)
{
    if (examples.empty())
        return std::nullopt;
    const TechniqueExample &chosen = examples[seed % examples.size()];
    constexpr int Attempts = 4;
    std::mt19937_64 seeds(seed);
    for (int attempt = 0; attempt <= Attempts && !isSet(cancel); ++attempt) {
        TechniqueExample example = chosen;
        if (attempt < Attempts)
            example.position = transformed(chosen.position, seeds());
        if (std::optional<Step> step = exampleStep(example, cancel))
            return ServedExample{std::move(example), std::move(*step)};
    }
    return std::nullopt;
}

std::string toExampleLine(const TechniqueExample &example)
{
    return std::string(techniqueName(example.technique)) + (example.alone ? " alone " : " all ") +
           toPositionLine(example.position);
}

std::optional<TechniqueExample> readExampleLine(std::string_view line, std::string *error)
{
    const std::vector<Field> fields = splitFields(line, 2);
    if (fields.size() < 2) {
        setError(error, line.size(), "expected a technique's name and 'all' or 'alone'");
        return std::nullopt;
    }
    const std::optional<Technique> technique = techniqueFromName(fields[0].text);
    if (!technique || *technique == Technique::None) {
        setError(error, fields[0].column, "no technique is named '" + printable(fields[0].text) + "'");
        return std::nullopt;
    }
    if (fields[1].text != "all" && fields[1].text != "alone") {
        setError(error, fields[1].column, "expected 'all' or 'alone', found '" + printable(fields[1].text) + "'");
        return std::nullopt;
    }
    std::optional<Position> position = readPositionFrom(line, fields[1].column + fields[1].text.size(), error);
    if (!position)
        return std::nullopt;
    return TechniqueExample{*technique, fields[1].text == "alone", std::move(*position)};
}

} // namespace sudoku
