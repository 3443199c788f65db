// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry.h"

#include <atomic>
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
    : m_shape(shape), m_size(shape.size()), m_boxOfCell(idx(cellCount())),
      m_cellsOfUnit(idx(unitCount() * m_size)), m_unitsOfCell(idx(cellCount())),
      m_peersOfCell(idx(cellCount() * peerCount()))
{
    const int boxesAcross = m_size / shape.boxColumns;
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int box = (rowOf(cell) / shape.boxRows) * boxesAcross + columnOf(cell) / shape.boxColumns;
        m_boxOfCell[idx(cell)] = static_cast<std::uint8_t>(box);
        m_unitsOfCell[idx(cell)] = {static_cast<std::uint8_t>(rowUnit(rowOf(cell))),
                                    static_cast<std::uint8_t>(columnUnit(columnOf(cell))),
                                    static_cast<std::uint8_t>(boxUnit(box))};
    }
    std::vector<int> filled(idx(unitCount()), 0);
    for (int cell = 0; cell < cellCount(); ++cell) { // reading order, so each unit's is too
        for (const std::uint8_t unit : m_unitsOfCell[idx(cell)])
            m_cellsOfUnit[idx(unit * m_size + filled[unit]++)] = static_cast<std::uint16_t>(cell);
    }
    for (int cell = 0; cell < cellCount(); ++cell) {
        std::size_t at = idx(cell * peerCount());
        for (int other = 0; other < cellCount(); ++other) {
            if (arePeers(cell, other))
                m_peersOfCell[at++] = static_cast<std::uint16_t>(other);
        }
    }
}

std::string Geometry::cellName(int cell) const
{
    return "r" + std::to_string(rowOf(cell) + 1) + "c" + std::to_string(columnOf(cell) + 1);
}

std::string Geometry::unitName(int unit) const
{
    static constexpr const char *kinds[] = {"row ", "column ", "box "};
    return kinds[static_cast<int>(unitKind(unit))] + std::to_string(unitNumber(unit) + 1);
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
    return kinds[unit / size] + std::to_string(unit % size + 1);
}

} // namespace sudoku
