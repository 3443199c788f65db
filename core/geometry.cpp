// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry.h"

#include <algorithm>
#include <atomic>
#include <iterator>
#include <memory>
#include <mutex>

namespace sudoku {

// Compile-time checks of the tables, as Norvig tested his: 27 units of 9, 20 peers.
static_assert(cellsOfUnit[0][8] == 8 && cellsOfUnit[9][8] == 72 && cellsOfUnit[26][8] == 80);
static_assert(unitsOfCell[80][0] == 8 && unitsOfCell[80][1] == 17 && unitsOfCell[80][2] == 26);
static_assert(peersOfCell[0][19] == 72 && peersOfCell[80][0] == 8);

std::string cellName(int cell)
{
    // Built in place: GCC 12 at -O2/-O3 warns falsely (-Wrestrict) on "r" + std::string.
    std::string name = "r0c0";
    name[1] = static_cast<char>('1' + rowOf(cell));
    name[3] = static_cast<char>('1' + columnOf(cell));
    return name;
}

std::string unitName(int unit)
{
    static constexpr const char *kinds[] = {"row ", "column ", "box "};
    return kinds[static_cast<int>(unitKind(unit))] + std::to_string(unitNumber(unit) + 1);
}

std::optional<Shape> Shape::forSize(int size)
{
    // The largest box height that divides the size and is no more than its width.
    for (int rows = 5; rows >= 2; --rows) {
        if (size % rows != 0 || size / rows < rows)
            continue;
        const Shape shape{static_cast<std::uint8_t>(rows), static_cast<std::uint8_t>(size / rows)};
        if (shape.isValid())
            return shape;
    }
    return std::nullopt;
}

std::optional<Shape> Shape::fromBoxName(std::string_view name)
{
    // rows, a separator ('x', 'X' or the UTF-8 '×'), columns: each one or two digits.
    const auto number = [&name](std::size_t &at) -> int {
        int value = 0;
        std::size_t digits = 0;
        while (at < name.size() && name[at] >= '0' && name[at] <= '9' && digits < 2) {
            value = value * 10 + (name[at] - '0');
            ++at;
            ++digits;
        }
        return digits == 0 ? -1 : value;
    };
    std::size_t at = 0;
    const int rows = number(at);
    if (name.substr(at, 1) == "x" || name.substr(at, 1) == "X")
        at += 1;
    else if (name.substr(at, 2) == "\xC3\x97")
        at += 2;
    else
        return std::nullopt;
    const int columns = number(at);
    if (rows < 0 || columns < 0 || at != name.size() || rows > MaxSize || columns > MaxSize)
        return std::nullopt;
    const Shape shape{static_cast<std::uint8_t>(rows), static_cast<std::uint8_t>(columns)};
    return shape.isValid() ? std::optional(shape) : std::nullopt;
}

std::string sizeName(Shape shape)
{
    const std::string side = std::to_string(shape.size());
    return side + "\xC3\x97" + side;
}

std::string boxName(Shape shape)
{
    return std::to_string(shape.boxRows) + "x" + std::to_string(shape.boxColumns);
}

Geometry::Geometry(Shape shape)
    : m_shape(shape), m_size(shape.size()), m_cellCount(shape.cellCount()), m_frameSide(shape.size()),
      m_unitCount(3 * m_size), m_boxOfCell(idx(cellCount()))
{
    const int boxesAcross = m_size / shape.boxColumns;
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int box = (rowOf(cell) / shape.boxRows) * boxesAcross + columnOf(cell) / shape.boxColumns;
        m_boxOfCell[idx(cell)] = static_cast<std::uint8_t>(box);
    }
    buildTables({});
}

Geometry::Geometry(Shape shape, std::vector<std::uint8_t> boxOfCell, std::vector<ExtraUnit> extraUnits,
                   const std::vector<std::vector<std::uint16_t>> &distinct)
    : Geometry(shape)
{
    if (!boxOfCell.empty() && boxOfCell != m_boxOfCell) {
        m_boxOfCell = std::move(boxOfCell);
        m_irregularBoxes = true;
    }
    m_extraUnits = std::move(extraUnits);
    m_unitCount = 3 * m_size + static_cast<int>(m_extraUnits.size());
    for (std::size_t i = 0; i < m_extraUnits.size(); ++i) {
        int number = 0;
        for (std::size_t j = 0; j < i; ++j)
            number += m_extraUnits[j].kind == m_extraUnits[i].kind ? 1 : 0;
        m_extraNumbers.push_back(number);
    }
    m_plain = !m_irregularBoxes && m_extraUnits.empty() && distinct.empty();
    buildTables(distinct);
}

void Geometry::buildTables(const std::vector<std::vector<std::uint16_t>> &distinct)
{
    const int n = m_size;
    m_unitsOfCell.assign(idx(cellCount()), {});
    for (int cell = 0; cell < cellCount(); ++cell) {
        m_unitsOfCell[idx(cell)] = {static_cast<std::uint8_t>(rowUnit(rowOf(cell))),
                                    static_cast<std::uint8_t>(columnUnit(columnOf(cell))),
                                    static_cast<std::uint8_t>(boxUnit(m_boxOfCell[idx(cell)]))};
    }
    m_cellsOfUnit.assign(idx(m_unitCount * n), 0);
    std::vector<int> filled(idx(3 * n), 0);
    for (int cell = 0; cell < cellCount(); ++cell) { // reading order, so each unit's is too
        for (const std::uint8_t unit : m_unitsOfCell[idx(cell)])
            m_cellsOfUnit[idx(unit * n + filled[unit]++)] = static_cast<std::uint16_t>(cell);
    }
    std::vector<std::vector<std::uint8_t>> extrasOfCell(idx(cellCount()));
    for (std::size_t e = 0; e < m_extraUnits.size(); ++e) {
        std::vector<std::uint16_t> cells = m_extraUnits[e].cells;
        std::sort(cells.begin(), cells.end());
        const int unit = 3 * n + static_cast<int>(e);
        for (std::size_t k = 0; k < cells.size(); ++k) {
            m_cellsOfUnit[idx(unit * n) + k] = cells[k];
            extrasOfCell[cells[k]].push_back(static_cast<std::uint8_t>(unit));
        }
    }
    m_allUnits.clear();
    m_allUnitsStart.assign(1, 0);
    for (int cell = 0; cell < cellCount(); ++cell) {
        const auto &units = m_unitsOfCell[idx(cell)];
        m_allUnits.insert(m_allUnits.end(), units.begin(), units.end());
        m_allUnits.insert(m_allUnits.end(), extrasOfCell[idx(cell)].begin(), extrasOfCell[idx(cell)].end());
        m_allUnitsStart.push_back(static_cast<std::uint32_t>(m_allUnits.size()));
    }
    buildPeersAndOverlaps(distinct);
}

void Geometry::buildPeersAndOverlaps(const std::vector<std::vector<std::uint16_t>> &distinct)
{
    // Peers: the cells of each unit of the cell and of each distinct group holding it.
    std::vector<std::vector<std::uint16_t>> groupsOfCell(idx(cellCount()));
    for (std::size_t g = 0; g < distinct.size(); ++g) {
        for (const std::uint16_t cell : distinct[g])
            groupsOfCell[cell].push_back(static_cast<std::uint16_t>(g));
    }
    m_peersOfCell.clear();
    m_peersStart.assign(1, 0);
    std::vector<bool> seen(idx(cellCount()), false);
    for (int cell = 0; cell < cellCount(); ++cell) {
        std::fill(seen.begin(), seen.end(), false);
        for (const std::uint8_t unit : allUnitsOfCell(cell)) {
            for (const std::uint16_t other : cellsOfUnit(unit))
                seen[other] = true;
        }
        for (const std::uint16_t g : groupsOfCell[idx(cell)]) {
            for (const std::uint16_t other : distinct[g])
                seen[other] = true;
        }
        seen[idx(cell)] = false;
        for (int other = 0; other < cellCount(); ++other) {
            if (seen[idx(other)])
                m_peersOfCell.push_back(static_cast<std::uint16_t>(other));
        }
        m_peersStart.push_back(static_cast<std::uint32_t>(m_peersOfCell.size()));
    }
    m_overlaps.clear();
    for (int first = 0; first < m_unitCount; ++first) {
        const auto a = cellsOfUnit(first);
        for (int second = first + 1; second < m_unitCount; ++second) {
            const auto b = cellsOfUnit(second);
            UnitOverlap overlap{first, second, {}, {}, {}};
            std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(overlap.cells));
            if (overlap.cells.size() < 2)
                continue;
            std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(overlap.firstOnly));
            std::set_difference(b.begin(), b.end(), a.begin(), a.end(), std::back_inserter(overlap.secondOnly));
            m_overlaps.push_back(std::move(overlap));
        }
    }
}

Geometry Geometry::samurai()
{
    Geometry g;
    g.m_shape = Shape::classic();
    g.m_size = 9;
    g.m_frameSide = SamuraiSide;
    g.m_plain = false;
    g.m_cellAtPlace.assign(idx(SamuraiSide * SamuraiSide), -1);
    for (int row = 0; row < SamuraiSide; ++row) {
        for (int column = 0; column < SamuraiSide; ++column) {
            if (samuraiGridAt(row, column) < 0)
                continue;
            g.m_cellAtPlace[idx(row * SamuraiSide + column)] = static_cast<std::int16_t>(g.m_framePlace.size());
            g.m_framePlace.push_back(static_cast<std::uint16_t>(row * SamuraiSide + column));
        }
    }
    g.m_cellCount = static_cast<int>(g.m_framePlace.size());

    // Each grid's rows, then columns, then boxes; a box two grids share (the same cells) once.
    // A unit's cells in reading order: the frame's, which is the cells' too.
    std::vector<std::vector<std::uint16_t>> units;
    const auto add = [&](UnitKind kind, const std::vector<std::uint16_t> &cells) {
        if (kind == UnitKind::Box && std::find(units.begin(), units.end(), cells) != units.end())
            return;
        units.push_back(cells);
        g.m_unitKinds.push_back(kind);
    };
    for (const UnitKind kind : {UnitKind::Row, UnitKind::Column, UnitKind::Box}) {
        for (const auto &[top, left] : SamuraiCorners) {
            for (int i = 0; i < 9; ++i) {
                std::vector<std::uint16_t> cells;
                for (int j = 0; j < 9; ++j) {
                    const int row = kind == UnitKind::Row ? i : kind == UnitKind::Column ? j : (i / 3) * 3 + j / 3;
                    const int column = kind == UnitKind::Row ? j : kind == UnitKind::Column ? i : (i % 3) * 3 + j % 3;
                    cells.push_back(static_cast<std::uint16_t>(g.cellAt(top + row, left + column)));
                }
                std::sort(cells.begin(), cells.end());
                add(kind, cells);
            }
        }
    }
    g.m_unitCount = static_cast<int>(units.size());
    std::array<int, 5> numbered{};
    g.m_cellsOfUnit.clear();
    g.m_boxOfCell.assign(idx(g.m_cellCount), 0);
    g.m_unitsOfCell.assign(idx(g.m_cellCount), {255, 255, 255});
    std::vector<std::vector<std::uint8_t>> unitsOf(idx(g.m_cellCount));
    for (int unit = 0; unit < g.m_unitCount; ++unit) {
        const auto kind = static_cast<std::size_t>(g.m_unitKinds[idx(unit)]);
        g.m_unitNumbers.push_back(static_cast<std::uint8_t>(numbered[kind]++));
        for (const std::uint16_t cell : units[idx(unit)]) {
            g.m_cellsOfUnit.push_back(cell);
            unitsOf[cell].push_back(static_cast<std::uint8_t>(unit));
            auto &first = g.m_unitsOfCell[cell][kind];
            if (first == 255)
                first = static_cast<std::uint8_t>(unit);
            if (kind == static_cast<std::size_t>(UnitKind::Box))
                g.m_boxOfCell[cell] = g.m_unitNumbers.back();
        }
    }
    for (std::size_t kind = 0; kind < 3; ++kind) {
        g.m_firstOfKind[kind] = static_cast<int>(
            std::find(g.m_unitKinds.begin(), g.m_unitKinds.end(), static_cast<UnitKind>(kind)) - g.m_unitKinds.begin());
    }
    // Each cell's row, column and box first, then its second row and column, if any.
    g.m_allUnits.clear();
    g.m_allUnitsStart.assign(1, 0);
    for (int cell = 0; cell < g.m_cellCount; ++cell) {
        const auto &first = g.m_unitsOfCell[idx(cell)];
        g.m_allUnits.insert(g.m_allUnits.end(), first.begin(), first.end());
        for (const std::uint8_t unit : unitsOf[idx(cell)]) {
            if (std::find(first.begin(), first.end(), unit) == first.end())
                g.m_allUnits.push_back(unit);
        }
        g.m_allUnitsStart.push_back(static_cast<std::uint32_t>(g.m_allUnits.size()));
    }
    g.buildPeersAndOverlaps({});
    return g;
}

bool Geometry::arePeers(int a, int b) const
{
    if (m_plain)
        return a != b && (rowOf(a) == rowOf(b) || columnOf(a) == columnOf(b) || boxOf(a) == boxOf(b));
    const auto peers = peersOfCell(a);
    return std::binary_search(peers.begin(), peers.end(), static_cast<std::uint16_t>(b));
}

std::string Geometry::cellName(int cell) const
{
    return "r" + std::to_string(rowOf(cell) + 1) + "c" + std::to_string(columnOf(cell) + 1);
}

Geometry::InGrid Geometry::inGrid(int unit) const
{
    const int first = cellsOfUnit(unit)[0];
    const int grid = unitKind(unit) == UnitKind::Box ? samuraiGridAt(rowOf(first), columnOf(first)) : unitNumber(unit) / 9;
    const int row = rowOf(first) - SamuraiCorners[idx(grid)][0];
    const int column = columnOf(first) - SamuraiCorners[idx(grid)][1];
    const int number = unitKind(unit) == UnitKind::Row ? row : unitKind(unit) == UnitKind::Column ? column : (row / 3) * 3 + column / 3;
    return {grid, number};
}

std::span<const std::array<int, 2>> Geometry::gridCorners() const
{
    static constexpr std::array<std::array<int, 2>, 1> Square = {{{0, 0}}};
    return isSquare() ? std::span<const std::array<int, 2>>(Square) : std::span<const std::array<int, 2>>(SamuraiCorners);
}

std::string Geometry::unitName(int unit) const
{
    if (!isSquare()) {
        static constexpr const char *grids[] = {"top-left", "top-right", "middle", "bottom-left", "bottom-right"};
        static constexpr const char *kinds[] = {"row ", "column ", "box "};
        const InGrid where = inGrid(unit);
        return kinds[static_cast<int>(unitKind(unit))] + std::to_string(where.number + 1) + " of the " + grids[where.grid]
             + " grid";
    }
    switch (unitKind(unit)) {
    case UnitKind::Row:
        return "row " + std::to_string(unitNumber(unit) + 1);
    case UnitKind::Column:
        return "column " + std::to_string(unitNumber(unit) + 1);
    case UnitKind::Box:
        return (m_irregularBoxes ? "region " : "box ") + std::to_string(unitNumber(unit) + 1);
    case UnitKind::Diagonal:
        return unitNumber(unit) == 0 ? "the diagonal" : "the anti-diagonal";
    case UnitKind::Window:
        return "window " + std::to_string(unitNumber(unit) + 1);
    }
    return {};
}

const Geometry &geometryOf(Shape shape)
{
    // One slot per pair of box sides; each built once, under the lock, published through
    // an atomic pointer and never changed or freed after, so a reader that finds it built
    // takes no lock.
    constexpr std::size_t Sides = MaxSize / 2 + 1;
    static std::mutex lock;
    static std::array<std::unique_ptr<const Geometry>, Sides * Sides> owned;
    static std::array<std::atomic<const Geometry *>, Sides * Sides> published{};
    const std::size_t slot = idx(shape.boxRows) * Sides + idx(shape.boxColumns);
    if (const Geometry *geometry = published[slot].load(std::memory_order_acquire))
        return *geometry;
    const std::lock_guard guard(lock);
    if (!owned[slot]) {
        owned[slot] = std::make_unique<const Geometry>(shape);
        published[slot].store(owned[slot].get(), std::memory_order_release);
    }
    return *owned[slot];
}

std::string cellName(int cell, int size)
{
    if (size == 9)
        return cellName(cell);
    return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

std::string unitName(int unit, int size)
{
    static constexpr const char *kinds[] = {"row ", "column ", "box "};
    if (unit >= 3 * size) // a variant's: its geometry names it (Geometry::unitName)
        return "unit " + std::to_string(unit + 1);
    return kinds[unit / size] + std::to_string(unit % size + 1);
}

} // namespace sudoku
