// SPDX-License-Identifier: GPL-3.0-or-later
#include "colourpaint.h"

#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <array>
#include <cmath>

namespace sudoku::colourpaint {

namespace {

// How much of a cell the outline of a painted cell's shape takes, and its pen.
constexpr qreal CellShapeScale = 0.84;
constexpr qreal CellShapePen = 0.035;
// How much of a candidate's spot its shape's box takes: more for the shapes that leave the
// digit less room inside (a triangle holds a digit only if it reaches into the neighbouring
// spots a little, where the neighbours' digits leave room).
constexpr std::array<qreal, ColourCount> CandidateShapeScale = {0.98, 1.08, 1.25, 1.5, 1.5, 1.2};

std::size_t index(int colour)
{
    return static_cast<std::size_t>(std::clamp(colour, 1, ColourCount) - 1);
}

QRectF centredSquare(const QRectF &box, qreal scale)
{
    const qreal side = std::min(box.width(), box.height()) * scale;
    QRectF square(0, 0, side, side);
    square.moveCenter(box.center());
    return square;
}

} // namespace

QPainterPath shape(int colour, const QRectF &box)
{
    const QRectF r = centredSquare(box, 1.0);
    const QPointF c = r.center();
    QPainterPath path;
    switch (colour) {
    case 1:
        path.addEllipse(r);
        break;
    case 2:
        // A square as large to the eye as the circle: a little inside the box.
        path.addRect(centredSquare(r, 0.86));
        break;
    case 3:
        path.addPolygon(QPolygonF{{c.x(), r.top()}, {r.right(), c.y()}, {c.x(), r.bottom()}, {r.left(), c.y()}});
        break;
    case 4:
    case 5: {
        // Equilateral, its centroid (where a digit has most room) on the box's centre; upside
        // down for colour 5.
        const qreal side = r.width();
        const qreal height = side * std::sqrt(3.0) / 2;
        const qreal top = c.y() - height * 2 / 3;
        QPolygonF triangle{{c.x(), top}, {r.right(), top + height}, {r.left(), top + height}};
        if (colour == 5) {
            for (QPointF &point : triangle)
                point.setY(2 * c.y() - point.y());
        }
        path.addPolygon(triangle);
        break;
    }
    default: {
        // A plus sign, its arms wide enough to hold a digit where they cross.
        const qreal arm = r.width() * 0.42;
        path.addRect(QRectF(r.left(), c.y() - arm / 2, r.width(), arm));
        path.addRect(QRectF(c.x() - arm / 2, r.top(), arm, r.height()));
        path = path.simplified();
        break;
    }
    }
    path.closeSubpath();
    return path;
}

void paintCell(QPainter &painter, const QRectF &cell, const BoardColors &colors, int colour)
{
    painter.save();
    painter.fillRect(cell, colors.paintTint[index(colour)]);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const qreal pen = std::max(1.0, cell.height() * CellShapePen);
    painter.setPen(QPen(colors.paintInk[index(colour)], pen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(shape(colour, centredSquare(cell, CellShapeScale)));
    painter.restore();
}

void paintCandidate(QPainter &painter, const QRectF &spot, const QFont &font, const BoardColors &colors,
                    int colour, const QString &digit)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const qreal side = std::min(spot.width(), spot.height());
    painter.setPen(QPen(colors.paintInk[index(colour)], std::max(1.0, side * 0.07)));
    painter.setBrush(colors.paintFill[index(colour)]);
    painter.drawPath(shape(colour, centredSquare(spot, CandidateShapeScale[index(colour)])));
    painter.setFont(font);
    painter.setPen(colors.given);
    painter.drawText(spot, Qt::AlignCenter, digit);
    painter.restore();
}

QIcon penIcon(const BoardColors &colors, int colour, int side)
{
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    const QRectF cell(0.5, 0.5, side - 1.0, side - 1.0);
    if (colour == 0) {
        painter.fillRect(cell, colors.background);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(colors.pencil, std::max(1.0, side * 0.08)));
        painter.drawLine(cell.bottomLeft() + QPointF(side * 0.2, -side * 0.2), cell.topRight() + QPointF(-side * 0.2, side * 0.2));
    } else {
        painter.fillRect(cell, colors.paintTint[index(colour)]);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(colors.paintInk[index(colour)], std::max(1.0, side * 0.07)));
        painter.setBrush(colors.paintFill[index(colour)]);
        painter.drawPath(shape(colour, centredSquare(cell, 0.7)));
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(colors.controlEdge);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(0, 0, side - 1, side - 1));
    painter.end();
    return QIcon(pixmap);
}

} // namespace sudoku::colourpaint
