// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout.h"

#include "step.h"

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
        const std::span<const std::uint16_t> cells = shapeGeometry.cellsOfUnit(unit);
        const auto kind = static_cast<std::size_t>(shapeGeometry.unitKind(unit));
        for (std::size_t i = 0; i < cells.size(); ++i) {
            unitSets[idx(unit)].add(cells[i]);
            if (unit < 3 * shapeGeometry.size())
                positions[cells[i]][kind] = static_cast<std::uint8_t>(i);
        }
    }
    // A variant's extra units come after the rows, columns and boxes in both orders.
    for (int unit = 3 * shapeGeometry.size(); unit < shapeGeometry.unitCount(); ++unit) {
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
