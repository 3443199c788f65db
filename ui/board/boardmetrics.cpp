// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardmetrics.h"

#include "language.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QtMath>

#include <algorithm>

namespace sudoku {

Candidates shownCandidates(const BoardView &view, const MarkTable &marks, int cell)
{
    Candidates shown = view.marks[static_cast<std::size_t>(cell)] & Candidates::all(view.grid.size());
    const auto &cues = marks[static_cast<std::size_t>(cell)];
    for (int digit = 1; digit <= view.grid.size(); ++digit) {
        if (cues[static_cast<std::size_t>(digit - 1)] != 0)
            shown.add(digit);
    }
    return shown;
}

int BoardAxis::indexAt(int offset) const
{
    if (offset < boxLine || offset >= side() - boxLine)
        return -1;
    for (int index = 0; index < count - 1; ++index) {
        if (offset < cellStart(index) + cell + lineWidth(index + 1) / 2)
            return index;
    }
    return count - 1;
}

BoardMetrics BoardMetrics::fitting(QSize logical, qreal ratio, Shape shape, bool boxLines, const Geometry *frame)
{
    BoardMetrics metrics;
    metrics.ratio = ratio;
    metrics.shape = shape;
    metrics.frame = frame && !frame->isSquare() ? frame : nullptr;
    const int width = qFloor(logical.width() * ratio);
    const int height = qFloor(logical.height() * ratio);
    const int available = std::min(width, height);
    const int n = metrics.frame ? metrics.frame->frameSide() : shape.size();

    // Line widths follow the cell size, so the board looks the same at every scale.
    const int roughCell = available / n;
    metrics.cellLine = std::max(1, roughCell / 45);
    metrics.boxLine = std::max(metrics.cellLine + 1, qRound(roughCell / 16.0));
    // The side with more box lines (the shorter boxes') decides the cell's size.
    const int thickLines = boxLines ? n / std::min(shape.boxRows, shape.boxColumns) + 1 : 2;
    metrics.cell = std::max(1, (available - thickLines * metrics.boxLine - (n + 1 - thickLines) * metrics.cellLine) / n);
    metrics.columns = {n, boxLines ? shape.boxColumns : n, metrics.cell, metrics.cellLine, metrics.boxLine};
    metrics.rows = {n, boxLines ? shape.boxRows : n, metrics.cell, metrics.cellLine, metrics.boxLine};
    metrics.origin = QPoint((width - metrics.columns.side()) / 2, (height - metrics.rows.side()) / 2);
    return metrics;
}

QRectF BoardMetrics::cellRect(int cellIndex) const
{
    return toLogical(deviceCell(cellIndex), ratio);
}

QRectF BoardMetrics::boardRect() const
{
    return toLogical(QRect(origin, size()), ratio);
}

QRectF BoardMetrics::marksRect(int cellIndex) const
{
    return pencilArea(cellRect(cellIndex), cages);
}

QRectF BoardMetrics::candidateRect(int cellIndex, int digit) const
{
    return spotOf(marksRect(cellIndex), digit, shape);
}

qreal BoardMetrics::markRadius() const
{
    const QRectF spot = candidateRect(0, 1);
    return std::min(spot.width(), spot.height()) * MarkDiscScale / 2;
}

QRectF toLogical(const QRect &device, qreal ratio)
{
    return {device.x() / ratio, device.y() / ratio, device.width() / ratio,
            device.height() / ratio};
}

QRect toLogicalInside(const QRect &device, qreal ratio)
{
    const QPoint topLeft(qCeil(device.left() / ratio), qCeil(device.top() / ratio));
    const QPoint end(qFloor((device.right() + 1) / ratio), qFloor((device.bottom() + 1) / ratio));
    return {topLeft, end - QPoint(1, 1)};
}

QRectF pencilArea(const QRectF &cell, bool cages)
{
    if (!cages)
        return cell;
    // Clear of the outline on three sides, and of the sum's line at the top (less the
    // inset spotOf keeps anyway).
    const qreal side = cell.width();
    const qreal inset = side * (CageInset - PencilInset / 2);
    return cell.adjusted(inset, side * (CageInset + CageSumScale) * 0.8, -inset, -inset);
}

QRectF spotOf(QRectF cell, int digit, Shape shape)
{
    const qreal inset = cell.width() * PencilInset;
    cell.adjust(inset, inset, -inset, -inset);
    const QSizeF spot(cell.width() / shape.boxColumns, cell.height() / shape.boxRows);
    const int index = digit - 1;
    return {QPointF(cell.left() + (index % shape.boxColumns) * spot.width(),
                    cell.top() + (index / shape.boxColumns) * spot.height()),
            spot};
}

qreal pencilTextSize(qreal side, Shape shape)
{
    const qreal spot = side * (1 - 2 * PencilInset) / std::max(shape.boxRows, shape.boxColumns);
    const bool twoFigures = shape.size() > 9 && !language::lettersAboveNine();
    return std::min(side * PencilScale, spot * SpotTextScale * (twoFigures ? 0.62 : 1.0));
}

QFont sizedFont(QFont font, qreal pixels, QFont::Weight weight)
{
    font.setPixelSize(std::max(1, qRound(pixels)));
    font.setWeight(weight);
    return font;
}

void drawCentred(QPainter &painter, const QRectF &rect, const QString &text)
{
    const QFontMetricsF metrics(painter.font());
    const QRectF ink = metrics.tightBoundingRect(text);
    painter.drawText(QPointF(rect.center().x() - ink.center().x(),
                             rect.center().y() + metrics.capHeight() / 2),
                     text);
}

QRectF inkRect(const QFont &font, const QRectF &rect, const QString &text)
{
    const QFontMetricsF metrics(font);
    const QRectF ink = metrics.tightBoundingRect(text);
    const QPointF origin(rect.center().x() - ink.center().x(), rect.center().y() + metrics.capHeight() / 2);
    return ink.translated(origin);
}

} // namespace sudoku
