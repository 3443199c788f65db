// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sudoku Studio core — the words, and the shape of the board.
//
//   cell       one of 81 squares, index 0..80 in reading order; shown as r1c1 .. r9c9
//   unit       a row, column or box (a "house"): 27 units, index 0..26
//              (rows 0..8, columns 9..17, boxes 18..26; boxes numbered left to right,
//              top to bottom)
//   peer       another cell sharing a unit with a cell: 20 peers each
//   digit      1..9; 0 is an empty cell
//   shape      the size of a board and of its boxes: 9×9 with 3×3 boxes is the classic one;
//              4×4 (2×2 boxes) to 25×25 (5×5) are the others (Shape, Geometry below)
//   given      a digit of the original puzzle (a clue); never editable while playing
//   candidate  a digit still possible in a cell; a pencil mark is one the player wrote
//   step       one logical deduction: technique, placements, eliminations, highlights
//   event      one move of an algorithm's search: try, place, eliminate, guess, backtrack
//   trace      the ordered events (or steps) of one solve
//
// Everything in core/ is standard C++ with no Qt, so it can cross threads as plain values
// and be used alone by sudoku-cli and the benchmarks. All tables here are constexpr and
// therefore safe to read from any thread.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudoku {

constexpr int CellCount = 81;
constexpr int UnitCount = 27;
constexpr int UnitSize = 9;
constexpr int PeerCount = 20;
constexpr int DigitCount = 9;

// A cell, unit or digit number as an index into the std::arrays below and elsewhere.
constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

// What a unit is. A variant (variant.h) adds units of its own after the boxes: the two
// diagonals of X-Sudoku, the four windows of windoku.
enum class UnitKind : std::uint8_t { Row, Column, Box, Diagonal, Window };

constexpr int rowOf(int cell) { return cell / 9; }
constexpr int columnOf(int cell) { return cell % 9; }
constexpr int boxOf(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
constexpr int cellAt(int row, int column) { return row * 9 + column; }

constexpr int rowUnit(int row) { return row; }
constexpr int columnUnit(int column) { return 9 + column; }
constexpr int boxUnit(int box) { return 18 + box; }
constexpr UnitKind unitKind(int unit)
{
    return unit < 9 ? UnitKind::Row : unit < 18 ? UnitKind::Column : UnitKind::Box;
}
// Index of the unit among those of its kind, 0..8.
constexpr int unitNumber(int unit) { return unit % 9; }

namespace detail {

constexpr std::array<std::array<std::uint8_t, UnitSize>, UnitCount> makeCellsOfUnit()
{
    std::array<std::array<std::uint8_t, UnitSize>, UnitCount> table{};
    for (int i = 0; i < 9; ++i) {
        for (int j = 0; j < 9; ++j) {
            const auto k = static_cast<std::size_t>(j);
            table[static_cast<std::size_t>(rowUnit(i))][k] = static_cast<std::uint8_t>(cellAt(i, j));
            table[static_cast<std::size_t>(columnUnit(i))][k] = static_cast<std::uint8_t>(cellAt(j, i));
            table[static_cast<std::size_t>(boxUnit(i))][k] = static_cast<std::uint8_t>(
                cellAt((i / 3) * 3 + j / 3, (i % 3) * 3 + j % 3));
        }
    }
    return table;
}

constexpr std::array<std::array<std::uint8_t, 3>, CellCount> makeUnitsOfCell()
{
    std::array<std::array<std::uint8_t, 3>, CellCount> table{};
    for (int c = 0; c < CellCount; ++c) {
        const auto i = static_cast<std::size_t>(c);
        table[i][0] = static_cast<std::uint8_t>(rowUnit(rowOf(c)));
        table[i][1] = static_cast<std::uint8_t>(columnUnit(columnOf(c)));
        table[i][2] = static_cast<std::uint8_t>(boxUnit(boxOf(c)));
    }
    return table;
}

constexpr bool arePeers(int a, int b)
{
    return a != b && (rowOf(a) == rowOf(b) || columnOf(a) == columnOf(b) || boxOf(a) == boxOf(b));
}

constexpr std::array<std::array<std::uint8_t, PeerCount>, CellCount> makePeersOfCell()
{
    std::array<std::array<std::uint8_t, PeerCount>, CellCount> table{};
    for (int c = 0; c < CellCount; ++c) {
        std::size_t n = 0;
        for (int other = 0; other < CellCount; ++other) {
            if (arePeers(c, other) && n < PeerCount)
                table[static_cast<std::size_t>(c)][n++] = static_cast<std::uint8_t>(other);
        }
    }
    return table;
}

} // namespace detail

// cellsOfUnit[unit] lists the 9 cells of a unit in reading order.
inline constexpr auto cellsOfUnit = detail::makeCellsOfUnit();
// unitsOfCell[cell] = {row unit, column unit, box unit}.
inline constexpr auto unitsOfCell = detail::makeUnitsOfCell();
// peersOfCell[cell] lists the 20 peers of a cell in increasing order.
inline constexpr auto peersOfCell = detail::makePeersOfCell();

constexpr bool arePeers(int a, int b) { return detail::arePeers(a, b); }

// "r4c7" for cell 34: how cells are named to people, 1-based.
std::string cellName(int cell);
// "row 4", "column 7", "box 6": how units are named to people, 1-based.
std::string unitName(int unit);

// ---- Every size ------------------------------------------------------------------------
//
// A board of size n has n rows and n columns of cells and n boxes of boxRows × boxColumns
// cells (n = boxRows × boxColumns): 4×4 with 2×2 boxes, 6×6 with 2×3 or 3×2, 8×8 with 2×4,
// the classic 9×9, 12×12 with 3×4 or 4×3, 16×16 with 4×4, 25×25 with 5×5, and any other
// pair of box sides from 2 up with a product of at most 25. The words stay the same: cells
// 0..n²-1 in reading order; 3n units — rows 0..n-1, columns n..2n-1, boxes 2n..3n-1, boxes
// numbered left to right, top to bottom; digits 1..n.
//
// The tables above are the classic shape's, constexpr, for the engines tuned for 9×9 (the
// fast solver, the step finder); Geometry holds the same tables for any shape.

inline constexpr int MaxSize = 25;
inline constexpr int MaxCellCount = MaxSize * MaxSize;
// 3n units of the largest shape, or a samurai's 131, the most.
inline constexpr int MaxUnitCount = 131;
static_assert(MaxUnitCount >= 3 * MaxSize);
// A 25×25 cell sees 24 others in its row, 24 in its column and 16 more in its box.
inline constexpr int MaxPeerCount = 64;

struct Shape {
    std::uint8_t boxRows = 3;    // the height of a box, in cells
    std::uint8_t boxColumns = 3; // its width

    static constexpr Shape classic() { return {3, 3}; }
    constexpr int size() const { return boxRows * boxColumns; }
    constexpr int cellCount() const { return size() * size(); }
    constexpr int unitCount() const { return 3 * size(); }
    constexpr int peerCount() const { return 3 * size() - boxRows - boxColumns - 1; }
    constexpr bool isClassic() const { return boxRows == 3 && boxColumns == 3; }
    // Both sides at least 2, the size at most MaxSize.
    constexpr bool isValid() const { return boxRows >= 2 && boxColumns >= 2 && size() <= MaxSize; }

    // The shape of a size, its box as square as can be and wider than tall when it cannot
    // be square (6: 2×3, 8: 2×4, 12: 3×4); nothing for a size no box fits (a prime, 1, or
    // more than MaxSize).
    static std::optional<Shape> forSize(int size);
    // A box written as rows x columns, "2x3" (an 'X' or '×' also separates): the shape of
    // boxes that size, or nothing when it is not one.
    static std::optional<Shape> fromBoxName(std::string_view name);

    constexpr bool operator==(const Shape &) const = default;
};
static_assert(Shape::classic().peerCount() == PeerCount && Shape{5, 5}.peerCount() == MaxPeerCount);

// "16×16": how a board's size is named to people (the box alone does not show).
std::string sizeName(Shape shape);
// "2x3": how a box is named on the command line and in files (rows x columns).
std::string boxName(Shape shape);

// A samurai (variant.h): five 9×9 grids on a frame of 21×21 squares, the middle one sharing
// its four corner boxes with the four others. Its 369 cells are numbered in the frame's
// reading order, the squares outside every grid left out; its units are the grids' 45 rows,
// then their 45 columns, then their 41 boxes (the four shared ones once), each kind grid by
// grid in SamuraiCorners' order, each grid's in its order.
inline constexpr int SamuraiSide = 21;
inline constexpr int SamuraiCellCount = 369;
inline constexpr int SamuraiUnitCount = 131;
static_assert(SamuraiUnitCount <= MaxUnitCount);
// The frame's row and column of each grid's top-left cell: top left, top right, middle,
// bottom left, bottom right.
inline constexpr std::array<std::array<int, 2>, 5> SamuraiCorners = {{{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}}};
// The samurai grid holding the frame's square (row, column), the first of two at a shared
// box; −1 outside every grid.
constexpr int samuraiGridAt(int row, int column)
{
    for (std::size_t g = 0; g < SamuraiCorners.size(); ++g) {
        const int top = SamuraiCorners[g][0];
        const int left = SamuraiCorners[g][1];
        if (row >= top && row < top + 9 && column >= left && column < left + 9)
            return static_cast<int>(g);
    }
    return -1;
}

// A unit a variant adds after the boxes (variant.h): its kind and its n cells, in reading order.
struct ExtraUnit {
    UnitKind kind = UnitKind::Diagonal;
    std::vector<std::uint16_t> cells;
};

// Where two units share two cells or more (a box and a row; a jigsaw's region and a column; a
// diagonal and a box): the cells of the overlap, and each unit's cells outside it. Locked
// candidates are read off them: a digit of `first` confined to the overlap leaves the rest of
// `second`, and the other way round.
struct UnitOverlap {
    int first = 0;
    int second = 0;
    std::vector<std::uint16_t> cells;
    std::vector<std::uint16_t> firstOnly;
    std::vector<std::uint16_t> secondOnly;
};

// The tables of one shape, as the constexpr ones above are the classic shape's; or of a
// variant's rules on a shape (variant.h): boxes of any shape (a jigsaw's regions), units after
// the boxes (diagonals, windows) and cells that must differ beyond their units (a killer's
// cages), which are then peers. Built once and never changed after: read them from any thread.
class Geometry {
public:
    explicit Geometry(Shape shape);
    // A variant's tables. `boxOfCell`: each cell's box 0..n-1, n cells each (empty: the
    // shape's boxes); `extraUnits` numbered after the boxes, in order; `distinct`: groups of
    // cells that hold different digits. Precondition: every box and extra unit has n cells.
    Geometry(Shape shape, std::vector<std::uint8_t> boxOfCell, std::vector<ExtraUnit> extraUnits,
             const std::vector<std::vector<std::uint16_t>> &distinct);

    // A samurai's tables (SamuraiCorners above): shape 3×3, 369 cells, 131 units.
    static Geometry samurai();

    Shape shape() const { return m_shape; }
    int size() const { return m_size; }
    int cellCount() const { return m_cellCount; }
    // The side of the square frame the cells are drawn on: n, or 21 for a samurai, whose
    // cells do not fill it (isSquare).
    int frameSide() const { return m_frameSide; }
    // The cells fill the n×n frame, cell = row × n + column: every board but a samurai.
    bool isSquare() const { return m_framePlace.empty(); }
    // 3n, then a variant's extra units.
    int unitCount() const { return m_unitCount; }
    // Where the units no cell's unitsOfCell names begin: 3n (a variant's extra units follow),
    // or 0 for a samurai, whose shared cells have two rows and two columns: an engine reads
    // every unit from this one on by its cells (cellsOfUnit), not through unitsOfCell.
    int firstExtraUnit() const { return isSquare() ? 3 * m_size : 0; }
    // The `number`th unit of a kind (a row, column or box): 0..n−1, a samurai's 0..44 or 0..40.
    int unitOf(UnitKind kind, int number) const
    {
        return (isSquare() ? m_size * static_cast<int>(kind) : m_firstOfKind[static_cast<std::size_t>(kind)]) + number;
    }
    // The shape's own rules: its boxes, no extra unit, no other peer.
    bool isPlain() const { return m_plain; }
    // Its boxes are not the shape's rectangles (a jigsaw's regions).
    bool hasIrregularBoxes() const { return m_irregularBoxes; }

    // The cell's row and column in the frame (a samurai's 0..20).
    int rowOf(int cell) const { return isSquare() ? cell / m_size : m_framePlace[idx(cell)] / m_frameSide; }
    int columnOf(int cell) const { return isSquare() ? cell % m_size : m_framePlace[idx(cell)] % m_frameSide; }
    int boxOf(int cell) const { return m_boxOfCell[idx(cell)]; }
    // The cell at a square of the frame; −1 for a square outside a samurai's grids.
    int cellAt(int row, int column) const
    {
        return isSquare() ? row * m_size + column : m_cellAtPlace[idx(row * m_frameSide + column)];
    }

    // The units of the shape's own rows, columns and boxes (not a samurai's: unitKind and
    // unitNumber say what its units are).
    int rowUnit(int row) const { return row; }
    int columnUnit(int column) const { return m_size + column; }
    int boxUnit(int box) const { return 2 * m_size + box; }
    UnitKind unitKind(int unit) const
    {
        if (!m_unitKinds.empty())
            return m_unitKinds[idx(unit)];
        if (unit >= 3 * m_size)
            return m_extraUnits[idx(unit - 3 * m_size)].kind;
        return unit < m_size ? UnitKind::Row : unit < 2 * m_size ? UnitKind::Column : UnitKind::Box;
    }
    // The unit's index among those of its kind, 0..n-1 (a samurai's: 0..44 for rows and
    // columns, grid by grid, 0..40 for boxes).
    int unitNumber(int unit) const
    {
        if (!m_unitNumbers.empty())
            return m_unitNumbers[idx(unit)];
        return unit >= 3 * m_size ? m_extraNumbers[idx(unit - 3 * m_size)] : unit % m_size;
    }

    // The n cells of a unit, in reading order.
    std::span<const std::uint16_t> cellsOfUnit(int unit) const
    {
        return {m_cellsOfUnit.data() + idx(unit * m_size), idx(m_size)};
    }
    // {row unit, column unit, box unit} (a samurai's first, where a cell has two).
    const std::array<std::uint8_t, 3> &unitsOfCell(int cell) const { return m_unitsOfCell[idx(cell)]; }
    // Every unit of the cell: its row, column and box (unitsOfCell), then the other units
    // holding it (a variant's extra units, a samurai's second row and column).
    std::span<const std::uint8_t> allUnitsOfCell(int cell) const
    {
        return std::span(m_allUnits).subspan(m_allUnitsStart[idx(cell)],
                                             m_allUnitsStart[idx(cell) + 1] - m_allUnitsStart[idx(cell)]);
    }
    // The peers of a cell, in increasing order: the cells of its units and of its distinct
    // groups but itself.
    std::span<const std::uint16_t> peersOfCell(int cell) const
    {
        return std::span(m_peersOfCell).subspan(m_peersStart[idx(cell)],
                                                m_peersStart[idx(cell) + 1] - m_peersStart[idx(cell)]);
    }
    bool arePeers(int a, int b) const;
    // Every pair of units sharing two cells or more, the first unit's index the smaller.
    const std::vector<UnitOverlap> &overlaps() const { return m_overlaps; }

    // A samurai's unit in its grid: the grid (its index in SamuraiCorners; a shared box's the
    // first holding it) and the unit's number there among those of its kind, 0..8.
    struct InGrid {
        int grid = 0;
        int number = 0;
    };
    InGrid inGrid(int unit) const;
    // The frame's row and column of each 9×9 (n×n) grid's top-left cell: {0, 0} alone on a
    // square board, a samurai's five (SamuraiCorners).
    std::span<const std::array<int, 2>> gridCorners() const;

    // "r12c3": the cell's name, 1-based (the classic cellName on 9×9).
    std::string cellName(int cell) const;
    // "row 12", "column 3", "box 16"; "region 4" for an irregular box; "the diagonal" (r1c1 to
    // r9c9), "the anti-diagonal" (r1c9 to r9c1), "window 2"; a samurai's "row 3 of the
    // top-left grid", "box 5 of the middle grid" (a shared box by the first grid holding it,
    // in SamuraiCorners' order).
    std::string unitName(int unit) const;

private:
    void buildTables(const std::vector<std::vector<std::uint16_t>> &distinct);

    Geometry() = default;
    void buildPeersAndOverlaps(const std::vector<std::vector<std::uint16_t>> &distinct);

    Shape m_shape;
    int m_size = 9;
    int m_cellCount = 81;
    int m_frameSide = 9;
    int m_unitCount = 27;
    bool m_plain = true;
    std::vector<std::uint16_t> m_framePlace;            // a samurai's: each cell's square, row × 21 + column
    std::vector<std::int16_t> m_cellAtPlace;            // a samurai's: each square's cell, −1 outside
    std::vector<UnitKind> m_unitKinds;                  // a samurai's: each unit's kind
    std::vector<std::uint8_t> m_unitNumbers;            // a samurai's: each unit's number in its kind
    std::array<int, 3> m_firstOfKind{};                 // a samurai's: its first row, column and box
    bool m_irregularBoxes = false;
    std::vector<std::uint8_t> m_boxOfCell;
    std::vector<ExtraUnit> m_extraUnits;
    std::vector<int> m_extraNumbers;                   // each extra unit's number in its kind
    std::vector<std::uint16_t> m_cellsOfUnit;           // unit by unit, n each
    std::vector<std::array<std::uint8_t, 3>> m_unitsOfCell;
    std::vector<std::uint8_t> m_allUnits;               // cell by cell
    std::vector<std::uint32_t> m_allUnitsStart;         // where each cell's start; one more at the end
    std::vector<std::uint16_t> m_peersOfCell;           // cell by cell
    std::vector<std::uint32_t> m_peersStart;            // where each cell's start; one more at the end
    std::vector<UnitOverlap> m_overlaps;
};

// The tables of a valid shape (Shape::isValid), built on first use; the reference stays
// valid for the life of the program.
const Geometry &geometryOf(Shape shape);

// A table derived from a shape's geometry (T constructed from a Geometry): built on first use,
// once per shape, and never changed after, like the geometry itself. For the tables an engine
// reads on every call (the general engine's segments, the clause search's groups).
template <typename T>
const T &derivedTables(Shape shape)
{
    static std::mutex lock;
    static std::vector<std::pair<Shape, std::unique_ptr<const T>>> built;
    const std::lock_guard guard(lock);
    for (const auto &[known, tables] : built) {
        if (known == shape)
            return *tables;
    }
    built.emplace_back(shape, std::make_unique<const T>(geometryOf(shape)));
    return *built.back().second;
}

// A cell's or unit's name on a board of `size` (the classic names on 9).
std::string cellName(int cell, int size);
std::string unitName(int unit, int size);

} // namespace sudoku
