// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Layouts: what the technique finders read of a board's shape — its cells, its units and the
// cells each sees — so that a finder is written once and runs on every size. Inside core/ only.
//
// A finder is a function template over the layout, compiled for two of them (as the tracers
// are, tracers/tracers.h):
//
//   ClassicLayout  9×9, from geometry.h's and cellset.h's constexpr tables, a CellSet of two
//                  words: every member static and constexpr, so a finder compiles to what it
//                  was when it was written for 9×9 alone
//   GeneralLayout  every shape (4×4 to 25×25; 9×9 too, which the differential test uses), from
//                  the shape's Geometry: tables built once per shape, a CellSet of ten words;
//                  and a variant's board (variant.h), from the variant's Geometry: tables built
//                  for the board, its extra units after the boxes
//
// Both give the same names:
//   CellSet, Places           a set of cells; a set of positions in a unit (bit i: cellsOf(unit)[i])
//   MaxCells, MaxUnits, MaxDigits     bounds, for fixed-size arrays
//   shape(), size(), cellCount(), unitCount()
//   unitSet(unit), peerSet(cell)      a unit's cells; a cell's peers (not the cell)
//   firstExtraUnit()                  3n, or a samurai's 0: the units from there on are read by
//                                     their cells (cellsOf), not through unitsOf
//   cellsOf(unit), unitsOf(cell)      a unit's cells in reading order; {row, column, box} units
//                                     (a variant's extra units are units 3n and up: unitCount())
//   extraUnitsOf(cell)                the other units holding the cell (none classic): a
//                                     variant's extra units, a samurai's second row and column
//   positionIn(cell, kind)            the cell's index in its unit of that kind
//   rowOf, columnOf, boxOf (cell); cellAt(row, column); unitOf(kind, number); kindOf, numberOf (unit)
//                                     (a samurai's rows and columns those of its 21×21 frame;
//                                     unitOf's first n of a kind are its top-left grid's)
//   unitHolding(cell, kind)           the cell's unit of that kind
//   boxesColumnsRows(), boxesRowsColumns()    every unit, in the two orders finders search (a
//                                     variant's extra units last)
// A layout is a small value; copy it. A default-constructed one is assigned before use.

#include "cellset.h"
#include "geometry.h"
#include "grid.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <type_traits>
#include <vector>

namespace sudoku {
struct Step;
}

namespace sudoku::techniques {

namespace detail {

// positionInUnit[cell][k]: the index of `cell` in cellsOfUnit[unitsOfCell[cell][k]].
inline constexpr auto positionInUnit = [] {
    std::array<std::array<std::uint8_t, 3>, CellCount> table{};
    for (std::size_t unit = 0; unit < UnitCount; ++unit) {
        for (std::size_t i = 0; i < UnitSize; ++i) {
            const std::size_t cell = cellsOfUnit[unit][i];
            const int kind = static_cast<int>(unitKind(static_cast<int>(unit)));
            table[cell][static_cast<std::size_t>(kind)] = static_cast<std::uint8_t>(i);
        }
    }
    return table;
}();

// Every unit of a board of `size`, kinds in the order given, each kind's in index order.
constexpr std::array<int, MaxUnitCount> unitsInOrder(int size, std::array<UnitKind, 3> kinds)
{
    std::array<int, MaxUnitCount> order{};
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        for (int i = 0; i < size; ++i)
            order[idx(size) * k + idx(i)] = size * static_cast<int>(kinds[k]) + i;
    }
    return order;
}
constexpr std::array<UnitKind, 3> BoxesColumnsRows = {UnitKind::Box, UnitKind::Column, UnitKind::Row};
constexpr std::array<UnitKind, 3> BoxesRowsColumns = {UnitKind::Box, UnitKind::Row, UnitKind::Column};
inline constexpr auto classicBoxesColumnsRows = unitsInOrder(9, BoxesColumnsRows);
inline constexpr auto classicBoxesRowsColumns = unitsInOrder(9, BoxesRowsColumns);

} // namespace detail

struct ClassicLayout {
    using CellSet = sudoku::CellSet;
    using Places = std::uint16_t;
    static constexpr int MaxCells = CellCount;
    static constexpr int MaxUnits = UnitCount;
    static constexpr int MaxDigits = DigitCount;

    constexpr ClassicLayout() = default;
    constexpr explicit ClassicLayout(Shape) {}

    static constexpr Shape shape() { return Shape::classic(); }
    static constexpr int size() { return DigitCount; }
    static constexpr int cellCount() { return CellCount; }
    static constexpr int unitCount() { return UnitCount; }
    static constexpr int firstExtraUnit() { return UnitCount; }
    static constexpr const CellSet &unitSet(int unit) { return sudoku::unitSet[idx(unit)]; }
    static constexpr const CellSet &peerSet(int cell) { return sudoku::peerSet[idx(cell)]; }
    static constexpr const auto &cellsOf(int unit) { return cellsOfUnit[idx(unit)]; }
    static constexpr const auto &unitsOf(int cell) { return unitsOfCell[idx(cell)]; }
    static constexpr std::span<const std::uint8_t> extraUnitsOf(int) { return {}; }
    static constexpr int positionIn(int cell, UnitKind kind)
    {
        return detail::positionInUnit[idx(cell)][static_cast<std::size_t>(kind)];
    }
    static constexpr int rowOf(int cell) { return sudoku::rowOf(cell); }
    static constexpr int columnOf(int cell) { return sudoku::columnOf(cell); }
    static constexpr int boxOf(int cell) { return sudoku::boxOf(cell); }
    static constexpr int cellAt(int row, int column) { return sudoku::cellAt(row, column); }
    static constexpr int unitOf(UnitKind kind, int number) { return 9 * static_cast<int>(kind) + number; }
    static constexpr int unitHolding(int cell, UnitKind kind) { return unitsOf(cell)[static_cast<std::size_t>(kind)]; }
    static constexpr UnitKind kindOf(int unit) { return unitKind(unit); }
    static constexpr int numberOf(int unit) { return unitNumber(unit); }
    static constexpr std::span<const int> boxesColumnsRows()
    {
        return std::span(detail::classicBoxesColumnsRows).first(UnitCount);
    }
    static constexpr std::span<const int> boxesRowsColumns()
    {
        return std::span(detail::classicBoxesRowsColumns).first(UnitCount);
    }
};

class GeneralLayout {
public:
    using CellSet = BasicCellSet<(MaxCellCount + 63) / 64>;
    using Places = std::uint32_t;
    static constexpr int MaxCells = MaxCellCount;
    static constexpr int MaxUnits = MaxUnitCount;
    static constexpr int MaxDigits = MaxSize;

    // The tables of one shape, built once (derivedTables) and shared by every layout of it; or
    // of one variant, built for its board (ofVariant), which they keep alive.
    struct Tables {
        explicit Tables(const Geometry &geometry);

        const Geometry *geometry;
        std::shared_ptr<const Variant> variant; // the variant whose geometry it is; null for a shape
        std::vector<CellSet> unitSets;
        std::vector<CellSet> peerSets;
        std::vector<std::array<std::uint8_t, 3>> positions; // positionIn, by kind
        std::array<int, MaxUnitCount> boxesColumnsRows{};
        std::array<int, MaxUnitCount> boxesRowsColumns{};
    };

    // Precondition: a valid shape (Shape::isValid).
    explicit GeneralLayout(Shape shape) : m_tables(&derivedTables<Tables>(shape)) {}
    // A variant's layout: its tables built here, shared by the copies of the layout, keeping
    // the variant alive.
    static GeneralLayout ofVariant(std::shared_ptr<const Variant> variant);
    // The layout of a step's board: its variant's, else its shape's.
    static GeneralLayout ofStep(const Step &step);
    // No shape yet: to be assigned one before any other use (a member of a value filled later).
    GeneralLayout() = default;

    Shape shape() const { return geometry().shape(); }
    int size() const { return geometry().size(); }
    int cellCount() const { return geometry().cellCount(); }
    int unitCount() const { return geometry().unitCount(); }
    int firstExtraUnit() const { return geometry().firstExtraUnit(); }
    const CellSet &unitSet(int unit) const { return m_tables->unitSets[idx(unit)]; }
    const CellSet &peerSet(int cell) const { return m_tables->peerSets[idx(cell)]; }
    std::span<const std::uint16_t> cellsOf(int unit) const { return geometry().cellsOfUnit(unit); }
    const std::array<std::uint8_t, 3> &unitsOf(int cell) const { return geometry().unitsOfCell(cell); }
    std::span<const std::uint8_t> extraUnitsOf(int cell) const { return geometry().allUnitsOfCell(cell).subspan(3); }
    int positionIn(int cell, UnitKind kind) const
    {
        return m_tables->positions[idx(cell)][static_cast<std::size_t>(kind)];
    }
    int rowOf(int cell) const { return geometry().rowOf(cell); }
    int columnOf(int cell) const { return geometry().columnOf(cell); }
    int boxOf(int cell) const { return geometry().boxOf(cell); }
    int cellAt(int row, int column) const { return geometry().cellAt(row, column); }
    int unitOf(UnitKind kind, int number) const { return geometry().unitOf(kind, number); }
    int unitHolding(int cell, UnitKind kind) const { return unitsOf(cell)[static_cast<std::size_t>(kind)]; }
    UnitKind kindOf(int unit) const { return geometry().unitKind(unit); }
    int numberOf(int unit) const { return geometry().unitNumber(unit); }
    std::span<const int> boxesColumnsRows() const
    {
        return std::span(m_tables->boxesColumnsRows).first(idx(unitCount()));
    }
    std::span<const int> boxesRowsColumns() const
    {
        return std::span(m_tables->boxesRowsColumns).first(idx(unitCount()));
    }

private:
    const Geometry &geometry() const { return *m_tables->geometry; }

    const Tables *m_tables = nullptr;
    std::shared_ptr<const Tables> m_own; // a variant's tables; null for a shape's
};

// The layout of a board's grid: its shape's, or its variant's (GeneralLayout only).
template <typename Layout>
Layout layoutOf(const Grid &grid)
{
    if constexpr (std::is_same_v<Layout, GeneralLayout>) {
        if (grid.variant())
            return GeneralLayout::ofVariant(grid.variant());
    }
    return Layout(grid.shape());
}

// Instantiates a finder (a function template over the layout, techniques.h) for both layouts,
// in the family's .cpp after its definition.
#define SUDOKU_FINDER_ON_LAYOUTS(finder)                                                           \
    template std::optional<Step> finder(const Analysis<ClassicLayout> &, Technique);               \
    template std::optional<Step> finder(const Analysis<GeneralLayout> &, Technique)

} // namespace sudoku::techniques
