// SPDX-License-Identifier: GPL-3.0-or-later
#include "format.h"

#include "variantformat.h"

#include <algorithm>
#include <array>
#include <compare>
#include <istream>
#include <limits>
#include <sstream>
#include <utility>

namespace sudoku {

namespace {

constexpr std::size_t MaxLineBytes = std::size_t{1} << 20; // 1 MiB: no puzzle line comes near
constexpr std::string_view ByteOrderMark = "\xEF\xBB\xBF";
constexpr std::string_view LinePlaceholders = ".0_-*xX?";
constexpr std::string_view GridPlaceholders = ".0_";
constexpr std::string_view BorderCharacters = "-=+*|.:'";
// A quoted token longer than this is cut short in a message.
constexpr std::size_t MaxQuotedChars = 16;

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// Bytes 10xxxxxx continue a UTF-8 character; counting only the others counts characters.
bool isContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0u) == 0x80u; }

bool isOneOf(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }

bool isLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// "16×16": a board's size, in numbers.
Phrase sizePhrase(int size)
{
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1×%2"), {arg::number(size), arg::number(size)});
}

// What one cell character says on a board of a given size.
struct CellChar {
    enum class Kind : std::uint8_t { NotCell, Empty, Digit, OutOfRange } kind = Kind::NotCell;
    int value = 0; // Digit: 1..size; OutOfRange: the value named
};

// How the cells of one puzzle read: its size, its symbols, and whether it is a line (which
// takes more placeholders than a grid).
class CellReader {
public:
    CellReader(int size, Symbols symbols, bool line) : m_size(size), m_symbols(symbols), m_line(line) {}

    int size() const { return m_size; }

    CellChar read(char c) const
    {
        using Kind = CellChar::Kind;
        const bool zeroIsDigit = m_symbols == Symbols::ZeroBased;
        if (isOneOf(c, m_line ? LinePlaceholders : GridPlaceholders) && !(c == '0' && zeroIsDigit))
            return {Kind::Empty, 0};
        const int value = symbolValue(c, m_symbols);
        // On a board of 9 or fewer a letter is never a digit: a typo, not a value.
        if (value == 0 || (isLetter(c) && m_size <= 9))
            return {Kind::NotCell, 0};
        return {value > m_size ? Kind::OutOfRange : Kind::Digit, value};
    }

    // "a digit 1-9 or '.'", "a digit 1-9, a letter A-G or '.'", "a digit 0-9, a letter A-F or '.'"
    Phrase expected() const
    {
        const int first = m_symbols == Symbols::Letters ? 1 : 0;
        const int lastDigit = std::min(9, m_size - 1 + first);
        const PhraseArg from = arg::number(first);
        const PhraseArg to = arg::number(lastDigit);
        const char lastLetter = digitSymbol(m_size, m_symbols);
        if (lastDigit < 9 || m_size <= 10 - first)
            return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a digit %1-%2 or '.'"), {from, to});
        if (lastLetter == 'A')
            return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a digit %1-%2, the letter A or '.'"), {from, to});
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a digit %1-%2, a letter A-%3 or '.'"),
                      {from, to, arg::verbatim(std::string(1, lastLetter))});
    }

    // "value 17 is out of range for 16×16"
    Phrase outOfRange(int value) const
    {
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "value %1 is out of range for %2"),
                      {arg::number(value), arg::phrase(sizePhrase(m_size))});
    }

private:
    int m_size;
    Symbols m_symbols;
    bool m_line;
};

// A character that may stand for a cell on some board: where a line's cells end when its size
// is not known yet.
bool isCellLike(char c, Symbols symbols) { return isOneOf(c, LinePlaceholders) || symbolValue(c, symbols) != 0; }

// The sizes a board can have, in increasing order: those with a box.
const std::vector<int> &boardSizes()
{
    static const std::vector<int> sizes = [] {
        std::vector<int> found;
        for (int size = 1; size <= MaxSize; ++size) {
            if (Shape::forSize(size))
                found.push_back(size);
        }
        return found;
    }();
    return sizes;
}

// The size whose n² is `cells`, or 0. Every size is told from its length, as format.h says:
// what `generate --size 10` writes (100 cells) reads back without the size named.
int sizeOfCellCount(int cells)
{
    for (const int size : boardSizes()) {
        if (size * size == cells)
            return size;
    }
    return 0;
}

// The size whose n² lies nearest `cells` (the larger on a tie): what an error expects of a
// puzzle of no size's length.
int nearestSize(int cells)
{
    int best = 9;
    for (const int size : boardSizes()) {
        if (std::abs(size * size - cells) <= std::abs(best * best - cells))
            best = size;
    }
    return best;
}

// "a size is 4, 6, 8, ..., 24 or 25"
Phrase sizeList()
{
    std::vector<int> sizes = boardSizes();
    const int last = sizes.back();
    sizes.pop_back();
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a size is %1 or %2"),
                  {arg::numbers(std::move(sizes)), arg::number(last)});
}


int charCount(std::string_view text)
{
    return static_cast<int>(std::count_if(text.begin(), text.end(),
                                          [](char c) { return !isContinuationByte(c); }));
}

// The 1-based column of the character at byte `at`: a '·' counts once, as an editor shows it.
int columnAt(std::string_view line, std::size_t at) { return charCount(line.substr(0, at)) + 1; }

// The end of the UTF-8 character that starts at byte `at`.
std::size_t charEnd(std::string_view text, std::size_t at)
{
    std::size_t end = at + 1;
    while (end < text.size() && isContinuationByte(text[end]))
        ++end;
    return end;
}

// "\x01": a byte as a message shows one that is not text.
std::string escapedByte(unsigned char byte)
{
    constexpr std::string_view hex = "0123456789ABCDEF";
    return std::string("\\x") + hex[byte >> 4] + hex[byte & 0xFu];
}

// The number of bytes of the well-formed UTF-8 character at byte `at` (no overlong form, no
// surrogate, nothing past U+10FFFF), or 0 when the bytes there are not one.
std::size_t utf8Length(std::string_view text, std::size_t at)
{
    const auto lead = static_cast<unsigned char>(text[at]);
    if (lead < 0x80u)
        return 1;
    std::size_t length = 0;
    char32_t code = 0;
    if ((lead & 0xE0u) == 0xC0u) {
        length = 2;
        code = lead & 0x1Fu;
    } else if ((lead & 0xF0u) == 0xE0u) {
        length = 3;
        code = lead & 0x0Fu;
    } else if ((lead & 0xF8u) == 0xF0u) {
        length = 4;
        code = lead & 0x07u;
    } else {
        return 0;
    }
    if (at + length > text.size())
        return 0;
    for (std::size_t i = 1; i < length; ++i) {
        if (!isContinuationByte(text[at + i]))
            return 0;
        code = (code << 6) | (static_cast<unsigned char>(text[at + i]) & 0x3Fu);
    }
    constexpr std::array<char32_t, 5> leastOfLength = {0, 0, 0x80, 0x800, 0x10000};
    const bool surrogate = code >= 0xD800 && code <= 0xDFFF;
    return code < leastOfLength[length] || code > 0x10FFFF || surrogate ? 0 : length;
}

bool isControl(unsigned char byte) { return byte < 0x20u || byte == 0x7Fu; }

// The character at byte `at` for a message: 'x', or '\x01' for a control byte or a byte that
// is not UTF-8.
std::string quoteCharAt(std::string_view line, std::size_t at)
{
    const auto byte = static_cast<unsigned char>(line[at]);
    const std::size_t length = utf8Length(line, at);
    if (length == 0 || isControl(byte))
        return "'" + escapedByte(byte) + "'";
    return "'" + std::string(line.substr(at, length)) + "'";
}

std::string quoteToken(std::string_view token)
{
    std::size_t end = 0;
    for (std::size_t chars = 0; end < token.size() && chars < MaxQuotedChars; ++chars)
        end = charEnd(token, end);
    return "'" + printable(token.substr(0, end)) + (end < token.size() ? "...'" : "'");
}

struct Token {
    std::size_t begin = 0; // byte offset in the line
    std::string_view text;
};

// The whitespace-separated tokens of a line, at most `limit` of them.
std::vector<Token> tokensOf(std::string_view line, std::size_t limit = std::string_view::npos)
{
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (tokens.size() < limit) {
        while (i < line.size() && isSpace(line[i]))
            ++i;
        if (i == line.size())
            break;
        const std::size_t begin = i;
        while (i < line.size() && !isSpace(line[i]))
            ++i;
        tokens.push_back({begin, line.substr(begin, i - begin)});
    }
    return tokens;
}

Token firstToken(std::string_view line)
{
    const auto tokens = tokensOf(line, 1);
    return tokens.empty() ? Token{line.size(), {}} : tokens.front();
}

// A whole number of at most two ASCII digits in [low, high], else nothing.
std::optional<int> smallNumber(std::string_view token, int low, int high)
{
    if (token.empty() || token.size() > 2
        || !std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const int value = token.size() == 1 ? token[0] - '0' : (token[0] - '0') * 10 + (token[1] - '0');
    if (value < low || value > high)
        return std::nullopt;
    return value;
}

// How the reader tells lines apart; the rules are listed in format.h.
enum class LineKind { Blank, Comment, Border, CoordinateSize, LinePuzzle, GridRow };

bool isBorder(std::string_view line)
{
    bool hasRule = false;
    for (const char c : line) {
        if (c == '-' || c == '=')
            hasRule = true;
        else if (!isSpace(c) && !isOneOf(c, BorderCharacters))
            return false;
    }
    return hasRule;
}

// `rowCells`: the most cells a grid row may hold (9, or the size the options name).
LineKind classify(std::string_view line, bool inGrid, int rowCells)
{
    const Token first = firstToken(line);
    if (first.text.empty())
        return LineKind::Blank;
    if (first.text.front() == '#')
        return LineKind::Comment;
    if (isBorder(line))
        return LineKind::Border;
    if (!inGrid && tokensOf(line, 2).size() == 1 && smallNumber(first.text, 0, 99))
        return LineKind::CoordinateSize;
    if (!isOneOf('|', first.text) && charCount(first.text) > rowCells)
        return LineKind::LinePuzzle;
    return LineKind::GridRow;
}

struct Line {
    LineNumber number = 0;   // 1-based
    std::int64_t offset = 0; // of its first byte in the input
    std::string text;
    bool tooLong = false; // longer than MaxLineBytes: `text` is its start, the rest skipped
};

// Reads a line of at most MaxLineBytes (its '\n' not kept): false at the end of the input. A
// longer line is cut at the limit and marked; when its end has not been read yet (restLeft),
// the caller skips the rest (skipRestOfLine). Memory stays bounded on any input, /dev/zero
// included.
bool readBoundedLine(std::istream &input, Line &line, bool &restLeft, std::int64_t &consumed)
{
    line.text.clear();
    line.tooLong = false;
    restLeft = false;
    // In pieces through istream::getline, which scans the stream's buffer in bulk.
    std::array<char, 4096> piece;
    bool any = false;
    for (;;) {
        input.getline(piece.data(), static_cast<std::streamsize>(piece.size()));
        const auto got = static_cast<std::size_t>(input.gcount()); // the '\n' too, when read
        consumed += static_cast<std::int64_t>(got);
        if (input.bad())
            return false;
        if (input.fail() && got == 0)
            return any; // the end of the input (a last line without '\n' was returned before)
        any = true;
        const bool pieceFull = input.fail(); // no '\n' in it: the line goes on
        if (pieceFull)
            input.clear(input.rdstate() & ~std::ios::failbit);
        const bool newlineRead = !pieceFull && !input.eof();
        line.text.append(piece.data(), newlineRead ? got - 1 : got);
        if (line.text.size() > MaxLineBytes) {
            line.text.resize(MaxLineBytes);
            line.tooLong = true;
            restLeft = pieceFull; // unless the line has just ended
            return true;
        }
        if (!pieceFull)
            return true;
    }
}

// Skips to the end of the line, keeping nothing; the bytes skipped.
std::int64_t skipRestOfLine(std::istream &input)
{
    input.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
    return static_cast<std::int64_t>(input.gcount());
}

ParseError errorAt(const Line &line, std::size_t at, Phrase message)
{
    return {line.number, columnAt(line.text, at), std::move(message)};
}

Phrase endOfLine() { return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "end of line")); }

// "found 'x'": what stands where something else was expected.
PhraseArg foundText(std::string quoted) { return arg::verbatim(std::move(quoted)); }
PhraseArg foundEndOfLine() { return arg::phrase(endOfLine()); }

ParseError expectedAt(const Line &line, std::size_t at, Phrase what, PhraseArg found)
{
    return errorAt(line, at,
                   phrase(SUDOKU_TRANSLATE_NOOP("Explain", "expected %1, found %2"),
                          {arg::phrase(std::move(what)), std::move(found)}));
}

// A "# variant:" header whose name, from byte `at`, is not a variant's: the rest of the line
// is what was found (the variant the puzzles after it play by is left as it was).
ParseError unknownVariantAt(const Line &line, std::size_t at)
{
    std::string_view name = std::string_view(line.text).substr(at);
    while (!name.empty() && isSpace(name.back()))
        name.remove_suffix(1);
    return expectedAt(line, at,
                      phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a variant's name (classic, x, windoku, jigsaw, killer or samurai)")),
                      name.empty() ? foundEndOfLine() : foundText(quoteToken(name)));
}

Phrase noPuzzleFound() { return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "no puzzle found")); }

Phrase cellCountMessage(int cells, int size)
{
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "puzzle has %1 cells, expected %2"),
                  {arg::number(cells), arg::number(size * size)});
}

Phrase samuraiCellCountMessage(int cells)
{
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "puzzle has %1 cells, expected %2"),
                  {arg::number(cells), arg::number(SamuraiCellCount)});
}

ParseError cellCountError(LineNumber startLine, int cells, int size)
{
    return {startLine, 0, cellCountMessage(cells, size)};
}

Phrase contradictionMessage(const Grid &grid, const Conflict &conflict)
{
    Phrase message = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 and %2 both hold %3"),
                            {arg::cell(conflict.first), arg::cell(conflict.second), arg::digit(conflict.digit)});
    message.size = grid.size();
    if (!grid.geometry().isSquare())
        message.variant = grid.variant(); // a samurai's cells are named by its frame
    return message;
}

// Where a given was read. Positions order as the reader meets them.
struct Position {
    LineNumber line = 0;
    int column = 0;
    auto operator<=>(const Position &) const = default;
};

// The record with the byte offset of its first line.
PuzzleRecord placed(PuzzleRecord record, std::int64_t offset)
{
    record.offset = offset;
    return record;
}

PuzzleRecord failure(LineNumber startLine, ParseError error)
{
    PuzzleRecord record;
    record.line = startLine;
    record.error = std::move(error);
    return record;
}

// "the givens of the cage at r1c1 cannot add up to its sum, 3": cage `cage` of the grid's
// variant, whose digits cannot keep its sum.
Phrase brokenCageMessage(const Grid &grid, int cage)
{
    const Cage &broken = grid.variant()->cages()[idx(cage)];
    Phrase message = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the givens of the cage at %1 cannot add up to its sum, %2"),
                            {arg::cell(broken.cells.front()), arg::number(broken.sum)});
    message.size = grid.size();
    return message;
}

// A complete grid becomes a record, unless its givens contradict each other. The error then
// points at the later of the two cells read (`readAt(cell)` says where a given was read):
// that is where the reader learnt that the puzzle breaks the rules.
template <typename ReadAt>
PuzzleRecord success(LineNumber startLine, const Grid &grid, const ReadAt &readAt)
{
    if (grid.hasConflicts()) {
        const Conflict conflict = grid.conflicts().front();
        const Position later = std::max(readAt(conflict.first), readAt(conflict.second));
        return failure(startLine, {later.line, later.column, contradictionMessage(grid, conflict)});
    }
    // A killer's givens that cannot keep their cage's sum: at the cage's last given.
    if (const int cage = grid.brokenCage(); cage >= 0) {
        const Cage &broken = grid.variant()->cages()[idx(cage)];
        Position last;
        for (const std::uint16_t cell : broken.cells) {
            if (grid.digit(cell) != 0)
                last = std::max(last, readAt(cell));
        }
        return failure(startLine, {last.line, last.column, brokenCageMessage(grid, cage)});
    }
    PuzzleRecord record;
    record.line = startLine;
    record.grid = grid;
    return record;
}

// A grid row read a token a cell ("1 . 10 16 | ..."): its tokens between spaces (a token of
// bars alone separates boxes), when every one is a number of one or two digits or a single
// character and one at least is a number 10 or more. Nothing for a row of characters
// ("|43|12|", "4..|...|8.5").
struct RowToken {
    std::size_t begin = 0;
    std::string_view text;
};
std::optional<std::vector<RowToken>> numberTokens(std::string_view row)
{
    std::vector<RowToken> tokens;
    bool aNumberAboveNine = false;
    for (std::size_t i = 0; i < row.size();) {
        if (isSpace(row[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < row.size() && !isSpace(row[end]))
            ++end;
        const std::string_view token = row.substr(i, end - i);
        i = end;
        if (std::all_of(token.begin(), token.end(), [](char c) { return c == '|'; }))
            continue;
        const bool number = token.size() <= 2 && std::all_of(token.begin(), token.end(), [](char c) {
                                return c >= '0' && c <= '9';
                            });
        if (token.size() > 1 && !number)
            return std::nullopt;
        aNumberAboveNine = aNumberAboveNine || (number && token.size() == 2 && token[0] != '0');
        tokens.push_back({static_cast<std::size_t>(token.data() - row.data()), token});
    }
    return aNumberAboveNine ? std::optional(std::move(tokens)) : std::nullopt;
}

// The cells of a grid row read a character a cell.
int characterCells(std::string_view row)
{
    return static_cast<int>(std::count_if(row.begin(), row.end(), [](char c) {
        return !isSpace(c) && c != '|' && !isContinuationByte(c);
    }));
}

// The cells of a grid row: its number tokens ("12 . 3 16", boards above 9×9), else its
// characters.
int rowWidth(std::string_view row)
{
    const std::optional<std::vector<RowToken>> tokens = numberTokens(row);
    return tokens ? static_cast<int>(tokens->size()) : characterCells(row);
}

// The width a grid's rows have, from its first two (the second 0 when there is none): when
// they differ, one has a typo — 9 when either is 9, else the second's when only it is a
// size. So a first row of 8 cells ("4.|...|8.5") does not make a 9×9 grid an 8×8 one and
// its last row a puzzle of its own.
int gridWidth(int first, int second)
{
    if (second == 0 || second == first)
        return first;
    if (first == 9 || second == 9)
        return 9;
    const auto isSize = [](int width) { return sizeOfCellCount(width * width) != 0; };
    return !isSize(first) && isSize(second) ? second : first;
}

// Collects the cells of a block grid, row after row. After the first error it keeps
// counting cells (without reading them) so that the grid's remaining rows are consumed
// and the reader resumes after it. Its size is the options' or, when they name none, its
// rows' width (gridWidth) when that is a size, else 9.
class GridCollector {
public:
    explicit GridCollector(const ReadOptions &options) : m_options(options) {}

    bool isComplete() const { return m_size > 0 && m_cells >= m_size * m_size; }
    int cells() const { return m_cells; }
    int size() const { return m_size; }
    const std::optional<ParseError> &error() const { return m_error; }
    const Grid &grid() const { return m_grid; }
    Position readAt(int cell) const { return m_readAt[static_cast<std::size_t>(cell)]; }

    // A row; the first with the width of the row after it (0 when none follows).
    void addRow(const Line &line, int nextRowWidth = 0)
    {
        const std::optional<std::vector<RowToken>> tokens = numberTokens(line.text);
        if (m_size == 0) {
            start(gridWidth(rowWidth(line.text), nextRowWidth), line.text);
        }
        if (tokens && m_size > 9) {
            for (const RowToken &token : *tokens)
                addCell(line, token.begin, token.text);
            m_rowCells = 0;
            return;
        }
        for (std::size_t i = 0; i < line.text.size(); ++i) {
            const char c = line.text[i];
            if (!isSpace(c) && c != '|' && !isContinuationByte(c))
                addCell(line, i, line.text.substr(i, 1));
        }
        m_rowCells = 0;
    }

private:
    // `firstRow`: its text, when its width is to tell the size.
    void start(int firstRowCells, std::string_view firstRow = {})
    {
        m_size = m_options.size > 0 ? m_options.size : sizeOfCellCount(firstRowCells * firstRowCells) ? firstRowCells : 9;
        // A row of another width than 9 that is not all cells of that size ("not a puzzle at
        // all": 15 letters) is no row of a 15×15 grid: its errors read as a 9×9 row's.
        if (m_options.size == 0 && m_size != 9 && !firstRow.empty() && !numberTokens(firstRow)) {
            const CellReader reader(m_size, m_options.symbols, false);
            const bool allCells = std::all_of(firstRow.begin(), firstRow.end(), [&](char c) {
                if (isSpace(c) || c == '|' || isContinuationByte(c))
                    return true;
                const CellChar cell = reader.read(c);
                return cell.kind == CellChar::Kind::Empty || cell.kind == CellChar::Kind::Digit;
            });
            if (!allCells)
                m_size = 9;
        }
        m_grid = Grid(shapeForSize(m_size, m_options));
        m_reader = CellReader(m_size, m_options.symbols, false);
        m_readAt.assign(static_cast<std::size_t>(m_size * m_size), Position{});
    }

    // One cell, a character or a number token, at byte `at` of the line.
    void addCell(const Line &line, std::size_t at, std::string_view text)
    {
        if (isComplete()) {
            fail(errorAt(line, at, phrase(SUDOKU_TRANSLATE_NOOP("Explain", "puzzle has more than %1 cells"),
                                          {arg::number(m_size * m_size)})));
            return;
        }
        ++m_rowCells;
        CellChar cell = m_reader.read(text[0]);
        if (text.size() > 1) { // a number
            const int value = (text[0] - '0') * 10 + (text[1] - '0');
            cell = {value > m_size ? CellChar::Kind::OutOfRange : CellChar::Kind::Digit, value};
        }
        if (cell.kind == CellChar::Kind::NotCell)
            fail(expectedAt(line, at, m_reader.expected(), foundText(quoteCharAt(line.text, at))));
        else if (m_rowCells > m_size)
            fail(errorAt(line, at, phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a grid row has more than %1 cells"),
                                          {arg::number(m_size)})));
        else if (cell.kind == CellChar::Kind::OutOfRange)
            fail(errorAt(line, at, m_reader.outOfRange(cell.value)));
        else if (!m_error && cell.kind == CellChar::Kind::Digit)
            addGiven(line, at, cell.value);
        ++m_cells;
    }

    void addGiven(const Line &line, std::size_t at, int digit)
    {
        m_grid.setGiven(m_cells, digit);
        m_readAt[static_cast<std::size_t>(m_cells)] = {line.number, columnAt(line.text, at)};
    }

    void fail(ParseError error)
    {
        if (!m_error)
            m_error = std::move(error);
    }

    ReadOptions m_options;
    int m_size = 0; // 0 until the first row
    CellReader m_reader{9, Symbols::Letters, false};
    Grid m_grid;
    std::vector<Position> m_readAt;
    int m_cells = 0;
    int m_rowCells = 0;
    std::optional<ParseError> m_error;
};

class PuzzleParser {
public:
    PuzzleParser(std::istream &input, LineNumber firstLine, std::int64_t firstOffset, const ReadOptions &options)
        : m_input(input), m_options(options), m_lineNumber(firstLine - 1), m_offset(firstOffset)
    {
    }

    // The variant of the next puzzle (or of the one just read): the options', else the last
    // header's, else classic.
    VariantKind variant() const { return m_options.variant.value_or(m_headerVariant); }

    std::optional<PuzzleRecord> next()
    {
        LineNumber borderLine = 0; // the line just read, when it was a border
        std::int64_t borderOffset = 0;
        while (auto line = readLine()) {
            if (line->tooLong) {
                const Phrase message = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "longer than 1 MiB"));
                return placed(failure(line->number, {line->number, 0, message}), line->offset);
            }
            // A file whose lines end with CR alone (old Mac OS) is one line to this reader: its
            // puzzles after the first would pass for a comment and be lost without a word.
            if (const std::size_t cr = line->text.find('\r'); cr != std::string::npos) {
                const Phrase message = phrase(SUDOKU_TRANSLATE_NOOP(
                    "Explain", "a carriage return (CR) inside the line: lines that end with CR alone are not read; "
                               "end them with LF"));
                return placed(failure(line->number, errorAt(*line, cr, message)), line->offset);
            }
            // A border right after a complete grid is that grid's bottom border.
            const bool closesGrid = std::exchange(m_gridJustCompleted, false);
            const LineKind kind = classify(line->text, false, rowCells());
            if (variant() == VariantKind::Samurai && kind != LineKind::Blank && kind != LineKind::Comment)
                return placed(readSamurai(*line), line->offset);
            switch (kind) {
            case LineKind::Blank:
                borderLine = 0;
                break;
            case LineKind::Comment:
                borderLine = 0;
                if (const std::optional<VariantHeader> header = variantHeader(line->text)) {
                    if (!header->kind)
                        return placed(failure(line->number, unknownVariantAt(*line, header->nameAt)), line->offset);
                    m_headerVariant = *header->kind;
                }
                break;
            case LineKind::Border:
                borderLine = closesGrid ? 0 : line->number;
                borderOffset = line->offset;
                break;
            case LineKind::CoordinateSize:
                return placed(readCoordinateList(*line), line->offset);
            case LineKind::LinePuzzle:
                return placed(readLinePuzzle(*line), line->offset);
            case LineKind::GridRow:
                // A grid starts at its top border when it has one.
                if (borderLine != 0)
                    return placed(readGrid(*line, borderLine), borderOffset);
                return placed(readGrid(*line, line->number), line->offset);
            }
        }
        return std::nullopt;
    }

private:
    int rowCells() const { return m_options.size > 0 ? m_options.size : 9; }

    // A grid or list read: it takes the variant, which must need no field after its cells
    // (a jigsaw's and a killer's are read from their lines alone).
    PuzzleRecord withVariant(PuzzleRecord record, LineNumber startLine) const
    {
        const VariantKind kind = variant();
        if (!record.ok() || kind == VariantKind::Classic)
            return record;
        if (kind == VariantKind::Jigsaw || kind == VariantKind::Killer) {
            const Phrase message = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a %1 puzzle is read from one line: its cells, then its %2"),
                                          {arg::verbatim(std::string(variantName(kind))),
                                           arg::phrase(kind == VariantKind::Jigsaw
                                                           ? phrase(SUDOKU_TRANSLATE_NOOP("Explain", "regions"))
                                                           : phrase(SUDOKU_TRANSLATE_NOOP("Explain", "cages and their sums")))});
            return failure(startLine, {startLine, 0, message});
        }
        Grid grid = std::move(*record.grid);
        auto read = readVariantFields(kind, grid.shape(), {}, 0);
        if (auto *error = std::get_if<VariantFieldError>(&read))
            return failure(startLine, {startLine, 0, std::move(error->message)});
        grid.setVariant(std::get<std::shared_ptr<const Variant>>(std::move(read)));
        if (grid.hasConflicts()) {
            const Conflict conflict = grid.conflicts().front();
            return failure(startLine, {startLine, 0, contradictionMessage(grid, conflict)});
        }
        record.grid = std::move(grid);
        return record;
    }

    std::optional<Line> readLine()
    {
        if (m_pushedBack) {
            std::optional<Line> line = std::move(m_pushedBack);
            m_pushedBack.reset();
            return line;
        }
        if (std::exchange(m_skipRestOfLine, false))
            m_offset += skipRestOfLine(m_input);
        Line line;
        line.offset = m_offset;
        if (!readBoundedLine(m_input, line, m_skipRestOfLine, m_offset))
            return std::nullopt;
        line.number = ++m_lineNumber;
        if (!line.text.empty() && line.text.back() == '\r')
            line.text.pop_back();
        if (line.number == 1 && line.text.starts_with(ByteOrderMark))
            line.text.erase(0, ByteOrderMark.size());
        return line;
    }

    // The next line goes to whoever reads next: the line that ended a puzzle early.
    void unread(Line line) { m_pushedBack = std::move(line); }

    // The width of the next line when it is a grid row, else 0; the line is left to be read.
    int nextRowWidth()
    {
        std::optional<Line> next = readLine();
        if (!next)
            return 0;
        const bool row = !next->tooLong && classify(next->text, true, rowCells()) == LineKind::GridRow;
        const int width = row ? rowWidth(next->text) : 0;
        unread(std::move(*next));
        return width;
    }

    // The size of a line puzzle whose first token is `token`: the options', else the token's
    // length or that of the cells it starts with when one is a size's n²; 0 when neither is.
    int lineSize(std::string_view token) const
    {
        if (m_options.size > 0)
            return m_options.size;
        if (const int size = sizeOfCellCount(charCount(token)))
            return size;
        return sizeOfCellCount(leadingCells(token));
    }

    // How many characters that may be cells a token starts with.
    int leadingCells(std::string_view token) const
    {
        const auto cellsEnd = std::find_if(token.begin(), token.end(),
                                           [this](char c) { return !isCellLike(c, m_options.symbols); });
        return static_cast<int>(cellsEnd - token.begin());
    }

    // A line whose length is no size's. When a character that is no cell ends its cells
    // before the nearest size's count, that character is the error; else its cells are
    // counted, against the nearest size's (the classic's too, when that is another) — where
    // the next cell was expected, or where the first cell too many stands.
    PuzzleRecord lineOfNoSize(const Line &line, const Token &token) const
    {
        const int cells = leadingCells(token.text);
        const int size = nearestSize(cells);
        if (cells < size * size && static_cast<std::size_t>(cells) < token.text.size()) {
            // Worded for the classic board unless the token is longer.
            const CellReader reader(std::max(9, nearestSize(charCount(token.text))), m_options.symbols, true);
            const std::size_t at = token.begin + static_cast<std::size_t>(cells);
            const PhraseArg found = foundText(quoteCharAt(line.text, at));
            return failure(line.number, expectedAt(line, at, reader.expected(), found));
        }
        Phrase message = cellCountMessage(cells, size);
        if (size != 9)
            message = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "puzzle has %1 cells, expected %2 (%3) or %4 (%5)"),
                             {arg::number(cells), arg::number(size * size), arg::phrase(sizePhrase(size)),
                              arg::number(81), arg::phrase(sizePhrase(9))});
        const std::size_t at = token.begin + static_cast<std::size_t>(std::min(cells, size * size));
        return failure(line.number, errorAt(line, at, std::move(message)));
    }

    PuzzleRecord readLinePuzzle(const Line &line) const
    {
        const Token token = firstToken(line.text);
        const std::size_t end = token.begin + token.text.size();
        const int size = lineSize(token.text);
        if (size == 0)
            return lineOfNoSize(line, token);
        const int cellCount = size * size;
        // Told the size, a line all of cells but of another count says so first ("puzzle has
        // 81 cells, expected 16"), not that its first digit above the size is out of range.
        if (m_options.size > 0) {
            const int cells = leadingCells(token.text);
            if (cells != cellCount && cells == charCount(token.text)) {
                const std::size_t at = token.begin + static_cast<std::size_t>(std::min(cells, cellCount));
                return failure(line.number, errorAt(line, at, cellCountMessage(cells, size)));
            }
        }
        const CellReader reader(size, m_options.symbols, true);
        const auto isCell = [&reader](char c) { return reader.read(c).kind != CellChar::Kind::NotCell; };
        Grid grid(shapeForSize(size, m_options));
        int cell = 0;
        std::size_t i = token.begin;
        // Every byte checked here is ASCII: any other byte is not a cell and stops the loop.
        for (; i < end && cell < cellCount; ++i, ++cell) {
            const CellChar read = reader.read(line.text[i]);
            if (read.kind == CellChar::Kind::NotCell)
                return failure(line.number,
                               expectedAt(line, i, reader.expected(), foundText(quoteCharAt(line.text, i))));
            if (read.kind == CellChar::Kind::OutOfRange)
                return failure(line.number, errorAt(line, i, reader.outOfRange(read.value)));
            if (read.kind == CellChar::Kind::Digit)
                grid.setGiven(cell, read.value);
        }
        // Too few cells: the error stands where the next one was expected.
        if (cell < cellCount)
            return failure(line.number, errorAt(line, i, cellCountMessage(cell, size)));
        // A further cell character makes the line too long (a cell typed twice, two puzzles
        // run together); any other character ends the puzzle, so "puzzle:count:solution"
        // and "puzzle,solution" lines read.
        if (i < end && isCell(line.text[i])) {
            std::size_t cellsEnd = i;
            while (cellsEnd < end && isCell(line.text[cellsEnd]))
                ++cellsEnd;
            const int cells = static_cast<int>(cellsEnd - token.begin);
            return failure(line.number, errorAt(line, i, cellCountMessage(cells, size)));
        }
        // The variant's fields after the cells: its rules, or what is wrong with them.
        if (const VariantKind kind = variant(); kind != VariantKind::Classic) {
            auto read = readVariantFields(kind, grid.shape(), line.text, i);
            if (auto *error = std::get_if<VariantFieldError>(&read))
                return failure(line.number, errorAt(line, error->at, std::move(error->message)));
            grid.setVariant(std::get<std::shared_ptr<const Variant>>(std::move(read)));
        }
        // Every character before the cells is ASCII whitespace, so columns count bytes here.
        const int firstColumn = static_cast<int>(token.begin) + 1;
        return success(line.number, grid,
                       [&line, firstColumn](int at) { return Position{line.number, firstColumn + at}; });
    }

    // A samurai (format.h): its 369 cells on one line when the line's first token is longer
    // than the frame's side, else the 21 rows of its frame from this line on.
    PuzzleRecord readSamurai(const Line &first)
    {
        const CellReader reader(9, m_options.symbols, true);
        Grid grid(Variant::samurai());
        std::vector<Position> readAt(idx(SamuraiCellCount));
        const auto readCell = [&](const Line &line, std::size_t at, int cell) -> std::optional<ParseError> {
            const CellChar read = reader.read(line.text[at]);
            if (read.kind == CellChar::Kind::NotCell || read.kind == CellChar::Kind::OutOfRange)
                return expectedAt(line, at, reader.expected(), foundText(quoteCharAt(line.text, at)));
            if (read.kind == CellChar::Kind::Digit)
                grid.setGiven(cell, read.value);
            readAt[idx(cell)] = {line.number, columnAt(line.text, at)};
            return std::nullopt;
        };
        const Token token = firstToken(first.text);
        if (token.text.size() > idx(SamuraiSide)) {
            const std::size_t end = token.begin + token.text.size();
            std::size_t i = token.begin;
            for (int cell = 0; cell < SamuraiCellCount; ++cell, ++i) {
                if (i == end)
                    return failure(first.number, errorAt(first, i, samuraiCellCountMessage(cell)));
                if (auto error = readCell(first, i, cell))
                    return failure(first.number, std::move(*error));
            }
            if (i < end && reader.read(first.text[i]).kind != CellChar::Kind::NotCell) {
                std::size_t cellsEnd = i;
                while (cellsEnd < end && reader.read(first.text[cellsEnd]).kind != CellChar::Kind::NotCell)
                    ++cellsEnd;
                return failure(first.number,
                               errorAt(first, i, samuraiCellCountMessage(static_cast<int>(cellsEnd - token.begin))));
            }
            return success(first.number, grid, [&readAt](int cell) { return readAt[idx(cell)]; });
        }
        // The frame: 21 lines of 21 squares, a cell where a grid is, a space elsewhere (trailing
        // spaces may be left out).
        std::optional<Line> line = first;
        for (int row = 0; row < SamuraiSide; ++row) {
            if (row > 0)
                line = readLine();
            if (!line || line->tooLong || firstToken(line->text).text.empty()) {
                if (line && line->tooLong)
                    unread(std::move(*line));
                const Phrase message = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a samurai has 21 rows, this one ends after %1"),
                                              {arg::number(row)});
                return failure(first.number, {first.number, 0, message});
            }
            std::size_t at = 0;
            for (int column = 0; column < SamuraiSide; ++column) {
                const bool blank = at >= line->text.size() || line->text[at] == ' ';
                const int cell = grid.geometry().cellAt(row, column);
                if (cell >= 0 && at >= line->text.size())
                    return failure(first.number, expectedAt(*line, at, reader.expected(), foundEndOfLine()));
                if (cell >= 0) {
                    if (auto error = readCell(*line, at, cell))
                        return failure(first.number, std::move(*error));
                } else if (!blank) {
                    const Phrase what = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a space (r%1c%2 is outside the five grids)"),
                                               {arg::number(row + 1), arg::number(column + 1)});
                    return failure(first.number, expectedAt(*line, at, what, foundText(quoteCharAt(line->text, at))));
                }
                if (at < line->text.size())
                    at = charEnd(line->text, at);
            }
            for (; at < line->text.size(); at = charEnd(line->text, at)) {
                if (!isSpace(line->text[at])) {
                    const Phrase what = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the end of the row (21 squares)"));
                    return failure(first.number, expectedAt(*line, at, what, foundText(quoteCharAt(line->text, at))));
                }
            }
        }
        return success(first.number, grid, [&readAt](int cell) { return readAt[idx(cell)]; });
    }

    PuzzleRecord readGrid(const Line &first, LineNumber startLine)
    {
        GridCollector collector(m_options);
        collector.addRow(first, nextRowWidth());
        while (!collector.isComplete()) {
            std::optional<Line> line = readLine();
            if (!line)
                break;
            if (line->tooLong) {
                unread(std::move(*line)); // an error of its own: the grid ends before it
                break;
            }
            const LineKind kind = classify(line->text, true, rowCells());
            if (kind == LineKind::Comment || kind == LineKind::Border)
                continue;
            if (kind == LineKind::GridRow) {
                collector.addRow(*line);
                continue;
            }
            if (kind == LineKind::LinePuzzle)
                unread(std::move(*line));
            break; // a blank line (consumed) or a line puzzle (left for the next record)
        }
        m_gridJustCompleted = collector.isComplete();
        if (collector.error())
            return failure(startLine, *collector.error());
        if (!collector.isComplete())
            return failure(startLine, cellCountError(startLine, collector.cells(), collector.size()));
        return withVariant(success(startLine, collector.grid(), [&collector](int cell) { return collector.readAt(cell); }),
                           startLine);
    }

    // The next line of a coordinate list, skipping comments; nothing at a blank line
    // (which is consumed) or at the end of the input.
    std::optional<Line> readListLine()
    {
        while (std::optional<Line> line = readLine()) {
            if (line->tooLong) {
                unread(std::move(*line)); // an error of its own: the list ends before it
                return std::nullopt;
            }
            const LineKind kind = classify(line->text, false, rowCells());
            if (kind == LineKind::Blank)
                return std::nullopt;
            if (kind != LineKind::Comment)
                return line;
        }
        return std::nullopt;
    }

    // The next line of a coordinate list; nothing when the list ends early: at a blank line,
    // the end of the input, or an 81-character line (left for the next record).
    std::optional<Line> readListEntryLine()
    {
        std::optional<Line> line = readListLine();
        if (line && classify(line->text, false, rowCells()) == LineKind::LinePuzzle) {
            unread(std::move(*line));
            return std::nullopt;
        }
        return line;
    }

    // After an error in a coordinate list: consumes the lines that still look like its
    // entries (up to `limit` of them, any number when negative), so that reading resumes
    // at the next puzzle.
    void skipListEntries(int limit)
    {
        for (; limit != 0; --limit) {
            std::optional<Line> line = readListLine();
            if (!line)
                return;
            const auto tokens = tokensOf(line->text, 4);
            const bool looksLikeEntry = tokens.size() <= 3
                && std::all_of(tokens.begin(), tokens.end(),
                               [](const Token &t) { return smallNumber(t.text, 0, 99).has_value(); });
            if (!looksLikeEntry) {
                unread(std::move(*line));
                return;
            }
        }
    }

    PuzzleRecord readCoordinateList(const Line &sizeLine)
    {
        const LineNumber start = sizeLine.number;
        const Token sizeToken = firstToken(sizeLine.text);
        const int size = *smallNumber(sizeToken.text, 0, 99);
        const auto refuse = [&](Phrase message) {
            skipListEntries(-1);
            return failure(start, errorAt(sizeLine, sizeToken.begin, std::move(message)));
        };
        if (!Shape::forSize(size))
            return refuse(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "unsupported size %1: %2"),
                                 {arg::verbatim(std::string(sizeToken.text)), arg::phrase(sizeList())}));
        if (m_options.size > 0 && size != m_options.size)
            return refuse(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a puzzle of size %1, expected %2"),
                                 {arg::number(size), arg::number(m_options.size)}));
        const int cellCount = size * size;

        std::optional<Line> countLine = readListEntryLine();
        if (!countLine) {
            const Phrase noCount =
                phrase(SUDOKU_TRANSLATE_NOOP("Explain", "expected the number of givens on the line after the size"));
            return failure(start, {start, 0, noCount});
        }
        const auto countTokens = tokensOf(countLine->text, 2);
        const std::optional<int> count = smallCount(countTokens[0].text, cellCount);
        std::optional<ParseError> countError;
        if (!count)
            countError = expectedAt(*countLine, countTokens[0].begin,
                                    phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the number of givens 0-%1"),
                                           {arg::number(cellCount)}),
                                    foundText(quoteToken(countTokens[0].text)));
        else if (countTokens.size() > 1)
            countError = expectedAt(*countLine, countTokens[1].begin, endOfLine(),
                                    foundText(quoteToken(countTokens[1].text)));
        if (countError) {
            skipListEntries(count.value_or(-1));
            return failure(start, std::move(*countError));
        }

        Grid grid(shapeForSize(size, m_options));
        std::vector<Position> readAt(static_cast<std::size_t>(cellCount));
        for (int found = 0; found < *count; ++found) {
            std::optional<Line> line = readListEntryLine();
            if (!line) {
                const Phrase tooFew = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "expected %1 givens, found %2"),
                                             {arg::number(*count), arg::number(found)});
                return failure(start, {start, 0, tooFew});
            }
            if (auto error = addEntry(*line, grid, readAt)) {
                skipListEntries(*count - found - 1);
                return failure(start, std::move(*error));
            }
        }
        return withVariant(success(start, grid, [&readAt](int cell) { return readAt[static_cast<std::size_t>(cell)]; }),
                           start);
    }

    // A count of givens 0..most, written with up to three digits.
    static std::optional<int> smallCount(std::string_view token, int most)
    {
        if (token.empty() || token.size() > 3
            || !std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        int value = 0;
        for (const char c : token)
            value = value * 10 + (c - '0');
        return value <= most ? std::optional(value) : std::nullopt;
    }

    // Reads one "row col value" line into the grid, and where it was read into `readAt`.
    static std::optional<ParseError> addEntry(const Line &line, Grid &grid, std::vector<Position> &readAt)
    {
        const int size = grid.size();
        const std::array<Phrase, 3> fieldNames = {
            phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a row 1-%1"), {arg::number(size)}),
            phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a column 1-%1"), {arg::number(size)}),
            phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a value 1-%1"), {arg::number(size)}),
        };
        const auto tokens = tokensOf(line.text, fieldNames.size() + 1);
        std::array<int, fieldNames.size()> values{};
        for (std::size_t field = 0; field < fieldNames.size(); ++field) {
            if (field >= tokens.size())
                return expectedAt(line, line.text.size(), fieldNames[field], foundEndOfLine());
            const std::optional<int> value = smallNumber(tokens[field].text, 1, size);
            if (!value)
                return expectedAt(line, tokens[field].begin, fieldNames[field],
                                  foundText(quoteToken(tokens[field].text)));
            values[field] = *value;
        }
        if (tokens.size() > fieldNames.size()) {
            const Token &extra = tokens.back();
            return expectedAt(line, extra.begin, endOfLine(), foundText(quoteToken(extra.text)));
        }
        const int cell = (values[0] - 1) * size + values[1] - 1;
        Position &previous = readAt[static_cast<std::size_t>(cell)];
        if (previous.line != 0) {
            Phrase message = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 is already given on line %2"),
                                    {arg::cell(cell), arg::number(previous.line)});
            message.size = size;
            return errorAt(line, tokens[0].begin, std::move(message));
        }
        previous = {line.number, columnAt(line.text, tokens[0].begin)};
        grid.setGiven(cell, values[2]);
        return std::nullopt;
    }

    std::istream &m_input;
    ReadOptions m_options;
    LineNumber m_lineNumber = 0;
    std::optional<Line> m_pushedBack;
    bool m_gridJustCompleted = false;
    VariantKind m_headerVariant = VariantKind::Classic; // named by the last "# variant:" line
    bool m_skipRestOfLine = false; // the line read last was too long: skip its rest first
    std::int64_t m_offset = 0;     // bytes of the input read so far
};

} // namespace

std::string ParseError::toString() const
{
    std::string text;
    if (line > 0)
        text = "line " + std::to_string(line);
    if (column > 0)
        text += (text.empty() ? "" : ", ") + std::string("column ") + std::to_string(column);
    return text.empty() ? toEnglish(message) : text + ": " + toEnglish(message);
}

struct PuzzleReader::State {
    State(std::istream &input, LineNumber firstLine, std::int64_t firstOffset, const ReadOptions &options)
        : parser(input, firstLine, firstOffset, options)
    {
    }
    PuzzleParser parser;
};

PuzzleReader::PuzzleReader(std::istream &input, const ReadOptions &options) : PuzzleReader(input, 1, 0, options) {}

PuzzleReader::PuzzleReader(std::istream &input, LineNumber firstLine, std::int64_t firstOffset, const ReadOptions &options)
    : m_state(std::make_unique<State>(input, firstLine, firstOffset, options))
{
}

PuzzleReader::~PuzzleReader() = default;

std::optional<PuzzleRecord> PuzzleReader::next()
{
    std::optional<PuzzleRecord> record = m_state->parser.next();
    if (record)
        record->variant = m_state->parser.variant();
    return record;
}

std::vector<PuzzleRecord> readPuzzles(std::string_view text, const ReadOptions &options)
{
    std::istringstream input{std::string(text)};
    PuzzleReader reader(input, options);
    std::vector<PuzzleRecord> records;
    while (std::optional<PuzzleRecord> record = reader.next())
        records.push_back(std::move(*record));
    return records;
}

PuzzleRecord readPuzzleAt(std::string_view rest, LineNumber line, std::int64_t offset, const ReadOptions &options)
{
    std::istringstream input{std::string(rest)};
    PuzzleReader reader(input, line, offset, options);
    std::optional<PuzzleRecord> record = reader.next();
    if (!record)
        return placed(failure(line, {line, 0, noPuzzleFound()}), offset);
    return *record;
}

PuzzleRecord readPuzzle(std::string_view text, const ReadOptions &options)
{
    std::istringstream input{std::string(text)};
    PuzzleReader reader(input, options);
    std::optional<PuzzleRecord> first = reader.next();
    if (!first)
        return failure(0, {0, 0, noPuzzleFound()});
    if (!first->ok())
        return *first;
    std::optional<PuzzleRecord> second = reader.next();
    if (!second)
        return *first;
    // A second record that could not be read says best what the extra text is.
    if (!second->ok())
        return *second;
    const Phrase secondPuzzle =
        phrase(SUDOKU_TRANSLATE_NOOP("Explain", "expected one puzzle, found a second one here"));
    return failure(second->line, {second->line, 0, secondPuzzle});
}

std::string printable(std::string_view text)
{
    std::string shown;
    shown.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const auto byte = static_cast<unsigned char>(text[at]);
        const std::size_t length = utf8Length(text, at);
        if (length == 0 || isControl(byte)) {
            shown += escapedByte(byte);
            ++at;
            continue;
        }
        shown.append(text.substr(at, length));
        at += length;
    }
    return shown;
}

std::optional<ParseError> findContradiction(const Grid &grid)
{
    if (grid.hasConflicts())
        return ParseError{0, 0, contradictionMessage(grid, grid.conflicts().front())};
    if (const int cage = grid.brokenCage(); cage >= 0)
        return ParseError{0, 0, brokenCageMessage(grid, cage)};
    return std::nullopt;
}

namespace {

// A samurai's frame, 21 lines: each cell's entry in its square's column, as wide as the
// column's widest, spaces outside the grids. With no gap and entries of one character, the
// frame the reader reads, every line 21 characters; with a gap, two more between boxes and no
// spaces at the lines' ends.
std::string frameLayout(const Grid &grid, const std::vector<std::string> &entries, std::string_view gap)
{
    const Geometry &g = grid.geometry();
    const int side = g.frameSide();
    std::vector<std::size_t> widths(idx(side), 1);
    for (int cell = 0; cell < g.cellCount(); ++cell)
        widths[idx(g.columnOf(cell))] = std::max(widths[idx(g.columnOf(cell))], entries[idx(cell)].size());
    std::string text;
    for (int row = 0; row < side; ++row) {
        std::string line;
        for (int column = 0; column < side; ++column) {
            if (column > 0)
                line += column % g.shape().boxColumns == 0 && !gap.empty() ? std::string(gap) + std::string(gap) : gap;
            const int cell = g.cellAt(row, column);
            const std::string entry = cell >= 0 ? entries[idx(cell)] : std::string();
            line += entry;
            line.append(widths[idx(column)] - entry.size(), ' ');
        }
        while (!gap.empty() && !line.empty() && line.back() == ' ')
            line.pop_back();
        text += line + '\n';
    }
    return text;
}

// Lays out one entry per cell in boxes: a border above every band and below the last,
// '|' around every box. Each column is padded to its widest entry; `gap` goes between
// entries and inside the bars. A samurai's: its frame (frameLayout).
std::string boxedLayout(const Grid &grid, const std::vector<std::string> &entries, std::string_view gap)
{
    const Geometry &g = grid.geometry();
    if (!g.isSquare())
        return frameLayout(grid, entries, gap);
    const Shape shape = grid.shape();
    std::vector<std::size_t> widths(static_cast<std::size_t>(g.size()), 0);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        std::size_t &width = widths[static_cast<std::size_t>(g.columnOf(cell))];
        width = std::max(width, entries[static_cast<std::size_t>(cell)].size());
    }
    std::string border = "+";
    for (int box = 0; box < g.size() / shape.boxColumns; ++box) {
        std::size_t boxWidth = gap.size();
        for (int i = 0; i < shape.boxColumns; ++i)
            boxWidth += widths[static_cast<std::size_t>(box * shape.boxColumns + i)] + gap.size();
        border += std::string(boxWidth, '-') + "+";
    }
    border += '\n';

    std::string text;
    for (int row = 0; row < g.size(); ++row) {
        if (row % shape.boxRows == 0)
            text += border;
        text += '|';
        for (int column = 0; column < g.size(); ++column) {
            const std::string &entry = entries[static_cast<std::size_t>(g.cellAt(row, column))];
            text += gap;
            text += entry;
            text.append(widths[static_cast<std::size_t>(column)] - entry.size(), ' ');
            if (column % shape.boxColumns == shape.boxColumns - 1)
                text += std::string(gap) + "|";
        }
        text += '\n';
    }
    return text + border;
}

char cellCharacter(const Grid &grid, int cell, Symbols symbols)
{
    return grid.isEmpty(cell) ? '.' : digitSymbol(grid.digit(cell), symbols);
}

} // namespace

std::optional<Symbols> symbolsFromName(std::string_view name)
{
    for (const std::string_view letters : {"1-9A-P", "1-9A-G", "letters"}) {
        if (name == letters)
            return Symbols::Letters;
    }
    for (const std::string_view zeroBased : {"0-F", "0-9A-F", "0-O", "zero-based"}) {
        if (name == zeroBased)
            return Symbols::ZeroBased;
    }
    return std::nullopt;
}

char digitSymbol(int digit, Symbols symbols)
{
    const int index = symbols == Symbols::Letters ? digit : digit - 1; // 0..9 are '0'..'9'
    return static_cast<char>(index <= 9 ? '0' + index : 'A' + index - 10);
}

int symbolValue(char c, Symbols symbols)
{
    const int first = symbols == Symbols::Letters ? 1 : 0; // the value of '0' is first - 1 + 1
    if (c >= '0' + first && c <= '9')
        return c - '0' + 1 - first;
    if (c == 'x' || c == 'X')
        return 0;
    const int letters = 10 + 1 - first; // the value of 'A'
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + letters;
    if (c >= 'a' && c <= 'z')
        return c - 'a' + letters;
    return 0;
}

Shape shapeForSize(int size, const ReadOptions &options)
{
    if (options.box && options.box->size() == size)
        return *options.box;
    return *Shape::forSize(size);
}

std::string toLine(const Grid &grid, Symbols symbols)
{
    std::string line(static_cast<std::size_t>(grid.cellCount()), '.');
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        line[static_cast<std::size_t>(cell)] = cellCharacter(grid, cell, symbols);
    return line;
}

std::string toVariantLine(const Grid &grid, Symbols symbols)
{
    return grid.variant() ? toLine(grid, symbols) + variantFields(*grid.variant()) : toLine(grid, symbols);
}

std::string toBoxedGrid(const Grid &grid, Symbols symbols)
{
    std::vector<std::string> entries(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        entries[static_cast<std::size_t>(cell)] = std::string(1, cellCharacter(grid, cell, symbols));
    return boxedLayout(grid, entries, "");
}

std::string toCandidateGrid(const Grid &grid, Symbols symbols)
{
    std::vector<std::string> entries(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        std::string &entry = entries[static_cast<std::size_t>(cell)];
        if (!grid.isEmpty(cell)) {
            entry = std::string(1, digitSymbol(grid.digit(cell), symbols));
            continue;
        }
        for (const int digit : grid.candidates(cell))
            entry += digitSymbol(digit, symbols);
        if (entry.empty())
            entry = "-"; // an empty cell with no candidate left: a dead end
    }
    return boxedLayout(grid, entries, " ");
}

} // namespace sudoku
