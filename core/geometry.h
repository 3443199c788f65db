#pragma once
// Sudoku Studio core — the words, and the shape of the board.
//
//   cell       one of 81 squares, index 0..80 in reading order; shown as r1c1 .. r9c9
//   unit       a row, column or box (a "house"): 27 units, index 0..26
//              (rows 0..8, columns 9..17, boxes 18..26; boxes numbered left to right,
//              top to bottom)
//   peer       another cell sharing a unit with a cell: 20 peers each
//   digit      1..9; 0 is an empty cell
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
#include <string>

namespace sudoku {

constexpr int CellCount = 81;
constexpr int UnitCount = 27;
constexpr int UnitSize = 9;
constexpr int PeerCount = 20;
constexpr int DigitCount = 9;

// A cell, unit or digit number as an index into the std::arrays below and elsewhere.
constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

enum class UnitKind : std::uint8_t { Row, Column, Box };

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

} // namespace sudoku
