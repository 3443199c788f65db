// SPDX-License-Identifier: GPL-3.0-or-later
#include "marks.h"

namespace sudoku::anysize {

Marks Marks::of(const Board &board)
{
    Marks marks;
    marks.m_shape = board.grid.shape();
    marks.m_size = board.grid.size();
    marks.m_geometry = &board.grid.geometry();
    const int n = marks.m_size;
    const int cells = n * n;
    marks.m_digits.resize(idx(cells));
    marks.m_cells.resize(idx(cells));
    marks.m_places.assign(idx(3 * n * n), 0);
    marks.m_empty.assign(idx(3 * n), 0);
    const CellValues<Candidates> effective = board.allEffectiveCandidates();
    const Mask every = marks.allDigits();
    for (int cell = 0; cell < cells; ++cell) {
        marks.m_digits[idx(cell)] = static_cast<std::uint8_t>(board.grid.digit(cell));
        marks.m_cells[idx(cell)] = board.grid.isEmpty(cell) ? effective[idx(cell)].bits() & every : 0;
    }
    for (int unit = 0; unit < 3 * n; ++unit) {
        const auto unitCells = marks.m_geometry->cellsOfUnit(unit);
        for (int i = 0; i < n; ++i) {
            const int cell = unitCells[idx(i)];
            if (board.grid.isEmpty(cell))
                marks.m_empty[idx(unit)] |= Mask{1} << i;
            for (const int d : bitsOf(marks.m_cells[idx(cell)]))
                marks.m_places[idx(unit * n + d)] |= Mask{1} << i;
        }
    }
    return marks;
}

int Marks::positionIn(int cell, UnitKind kind) const
{
    const Geometry &g = *m_geometry;
    switch (kind) {
    case UnitKind::Row:
        return g.columnOf(cell);
    case UnitKind::Column:
        return g.rowOf(cell);
    case UnitKind::Box:
        break;
    }
    return (g.rowOf(cell) % m_shape.boxRows) * m_shape.boxColumns + g.columnOf(cell) % m_shape.boxColumns;
}

std::vector<int> Marks::cellsAt(int unit, Mask places) const
{
    std::vector<int> cells;
    for (const int i : bitsOf(places))
        cells.push_back(cellAt(unit, i));
    return cells;
}

void Marks::remove(int cell, int digit)
{
    const Mask bit = digitBit(digit);
    if ((m_cells[idx(cell)] & bit) == 0)
        return;
    m_cells[idx(cell)] &= ~bit;
    const auto &units = m_geometry->unitsOfCell(cell);
    for (std::size_t k = 0; k < 3; ++k) {
        const int position = positionIn(cell, static_cast<UnitKind>(k));
        m_places[idx(units[k] * m_size + digit - 1)] &= ~(Mask{1} << position);
    }
}

int sharedUnit(const Geometry &geometry, int a, int b)
{
    if (geometry.rowOf(a) == geometry.rowOf(b))
        return geometry.rowUnit(geometry.rowOf(a));
    if (geometry.columnOf(a) == geometry.columnOf(b))
        return geometry.columnUnit(geometry.columnOf(a));
    if (geometry.boxOf(a) == geometry.boxOf(b))
        return geometry.boxUnit(geometry.boxOf(a));
    return -1;
}

} // namespace sudoku::anysize
