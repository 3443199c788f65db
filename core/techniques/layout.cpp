// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout.h"

#include "step.h"

#include <algorithm>

namespace sudoku::techniques {

GeneralLayout::Tables::Tables(const Geometry &shapeGeometry) // a shape's, or a variant's
    : geometry(&shapeGeometry)
    , unitSets(idx(shapeGeometry.unitCount()))
    , peerSets(idx(shapeGeometry.cellCount()))
    , positions(idx(shapeGeometry.cellCount()))
    , boxesColumnsRows(detail::unitsInOrder(shapeGeometry.size(), detail::BoxesColumnsRows))
    , boxesRowsColumns(detail::unitsInOrder(shapeGeometry.size(), detail::BoxesRowsColumns))
{
    for (int unit = 0; unit < shapeGeometry.unitCount(); ++unit) {
        for (const std::uint16_t cell : shapeGeometry.cellsOfUnit(unit))
            unitSets[idx(unit)].add(cell);
    }
    // positionIn: where each cell stands in its row, column and box (unitsOfCell).
    for (int cell = 0; cell < shapeGeometry.cellCount(); ++cell) {
        for (std::size_t kind = 0; kind < 3; ++kind) {
            const auto cells = shapeGeometry.cellsOfUnit(shapeGeometry.unitsOfCell(cell)[kind]);
            positions[idx(cell)][kind] = static_cast<std::uint8_t>(std::find(cells.begin(), cells.end(), cell) - cells.begin());
        }
    }
    if (!shapeGeometry.isSquare()) {
        // A samurai's: each kind's units in index order, in the kinds' order of each.
        const auto inOrder = [&shapeGeometry](std::array<UnitKind, 3> kinds, std::array<int, MaxUnitCount> &order) {
            std::size_t next = 0;
            for (const UnitKind kind : kinds) {
                for (int unit = 0; unit < shapeGeometry.unitCount(); ++unit) {
                    if (shapeGeometry.unitKind(unit) == kind)
                        order[next++] = unit;
                }
            }
        };
        inOrder(detail::BoxesColumnsRows, boxesColumnsRows);
        inOrder(detail::BoxesRowsColumns, boxesRowsColumns);
    }
    // A variant's extra units come after the rows, columns and boxes in both orders.
    for (int unit = 3 * shapeGeometry.size(); unit < shapeGeometry.unitCount() && shapeGeometry.isSquare(); ++unit) {
        boxesColumnsRows[idx(unit)] = unit;
        boxesRowsColumns[idx(unit)] = unit;
    }
    for (int cell = 0; cell < shapeGeometry.cellCount(); ++cell) {
        for (const std::uint16_t peer : shapeGeometry.peersOfCell(cell))
            peerSets[idx(cell)].add(peer);
    }
}

GeneralLayout GeneralLayout::ofVariant(std::shared_ptr<const Variant> variant)
{
    auto tables = std::make_shared<Tables>(variant->geometry());
    tables->variant = std::move(variant);
    GeneralLayout layout;
    layout.m_own = std::move(tables);
    layout.m_tables = layout.m_own.get();
    return layout;
}

GeneralLayout GeneralLayout::ofStep(const Step &step)
{
    return step.variant ? ofVariant(step.variant) : GeneralLayout(step.shape);
}

} // namespace sudoku::techniques
