// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// LinkLayout: where a chain's links are drawn on the board — each link's line (a straight
// segment, or a curve bent around candidates that lie in the way), its arrow head, and where
// its number sits — and the shapes around group nodes. The ink a link must not cross comes
// from the board as painted (its digits, pencil marks and marked candidates); LinkRouter
// (linkrouter.h) finds the paths between it. Geometry alone: BoardWidget paints the shapes.

#include "boardmetrics.h"
#include "boardview.h"
#include "linkrouter.h"

#include <QFont>
#include <QPainterPath>
#include <QPolygonF>
#include <QRectF>

#include <array>
#include <vector>

namespace sudoku {

// Links, as fractions of the cell's side: the link's pen, the halo beside it and the disc its
// number sits in; and the dashes of a weak link, in pen widths.
inline constexpr qreal LinkPenScale = 0.045;
inline constexpr qreal LinkHaloScale = 0.025;
inline constexpr qreal LinkLabelScale = 0.2;
inline constexpr std::array<qreal, 2> WeakDashes = {3.0, 2.0};

// A link as painted, in widget coordinates: the line and the arrow head at the node it
// concludes. The line starts at the edge of its first node's mark (or group shape) and ends
// in the arrow head, whose tip touches the second node's. A link's path runs between the
// candidates, never across a digit or a candidate outside the chain (linkrouter.h); `path` is
// its corners, `line` the same with rounded corners. A link the text tells in a numbered line
// carries that number in a small disc at `labelAt`.
struct LinkShape {
    QPainterPath line;
    QPolygonF head; // tip first
    QPolygonF path;
    bool strong = false;
    bool bent = false;
    int number = 0;
    QPointF labelAt;
};

// The shape drawn around a group node's marks.
QRectF groupRect(const BoardMetrics &metrics, const LinkEnd &end);

class LinkLayout {
public:
    // The links of `view`'s highlight on a board of `metrics`, its digits and marks in `font`;
    // `marks`, the highlight's marks by cell and digit. Keeps references: use it at once.
    LinkLayout(const BoardMetrics &metrics, const QFont &font, const BoardView &view, const MarkTable &marks);

    // The highlight's links as painted, in its order.
    std::vector<LinkShape> shapes() const;
    // The ink on the board a link must not cross (`key` -1) or may cross at a cost (a mark of
    // the chain, key linkKey()).
    std::vector<LinkRouter::Ink> obstacles() const;
    // The shapes drawn around group nodes, one per group.
    std::vector<QRectF> groupShapes() const;
    static int linkKey(int cell, int digit) { return cell * 32 + digit; }

private:
    std::vector<qreal> lattice(bool across) const;
    static void placeLabels(std::vector<LinkShape> &shapes, const std::vector<LinkRouter::Ink> &inks, qreal cell);

    const BoardMetrics &m_metrics;
    const QFont &m_font;
    const BoardView &m_view;
    const MarkTable &m_marks;
};

} // namespace sudoku
