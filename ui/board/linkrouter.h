// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// LinkRouter: where a chain's links run over the board, so that the board stays readable.
// A link never crosses ink that is not the chain's — a digit, given or placed, or a
// candidate outside the chain — and crosses the chain's own marks only when nothing else
// gets through. Geometry alone: no widget, no painting (BoardWidget draws what it returns).
//
// Paths run on a lattice of the places a line can pass between inks: the candidates'
// centres, the gutters between them and the cells' lines (BoardWidget gives its
// coordinates). A* finds the cheapest lattice path — its length, its turns, the chain's marks
// it passes, the lattice edges earlier links already took — and the path is then pulled
// straight wherever a straight segment is clear, so a link is as straight as the board allows.

#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <cstdint>
#include <vector>

namespace sudoku {

class LinkRouter {
public:
    // Ink on the board: its rectangle and whose it is. A chain's node owns its mark (key >= 0,
    // any number the caller chooses); other ink has key -1 and is never crossed.
    struct Ink {
        QRectF rect;
        int key = -1;
    };

    // `xs` and `ys`: the lattice's coordinates, increasing; `clearance`: how far a line's
    // middle keeps from ink (half its pen, and its halo); `unit`: the length costs count in (a
    // cell's side). Every path stays inside `area`.
    LinkRouter(std::vector<qreal> xs, std::vector<qreal> ys, std::vector<Ink> inks, QRectF area,
               qreal clearance, qreal unit);

    // The cheapest path from one of `from` to one of `to` (lattice points: each is snapped to
    // the nearest), crossing no ink but that of `own` keys (the link's two nodes) and other
    // nodes' only at a cost; then pulled straight. Its corners, first to last; empty when
    // every way is blocked. The path's lattice edges count as taken for the links routed
    // after it.
    QPolygonF route(const std::vector<QPointF> &from, const std::vector<QPointF> &to,
                    const std::vector<int> &own);

    // Whether the segment keeps its clearance from every ink but that of `own` keys.
    bool isClear(QPointF a, QPointF b, const std::vector<int> &own) const;

    // Whether the segment comes within the clearance of ink that is not a node's: what the
    // router promises never to do.
    bool crossesForeignInk(QPointF a, QPointF b) const;
    // Whether the polygon (an arrow head) overlaps ink that is not a node's.
    bool coversForeignInk(const QPolygonF &polygon) const;

private:
    struct Crossing {
        bool foreign = false;     // crosses ink that is not a node's
        std::vector<int> keys;    // the nodes' marks it crosses
    };
    int nodeAt(QPointF point) const;
    QPointF point(int node) const;
    Crossing crossingOf(QPointF a, QPointF b) const;
    std::vector<int> inksNear(QRectF box) const;

    std::vector<qreal> m_xs;
    std::vector<qreal> m_ys;
    std::vector<Ink> m_inks;
    QRectF m_area;
    qreal m_clearance;
    qreal m_unit;
    // The inks by bucket (a square of m_unit), for the segment checks.
    int m_bucketColumns = 1;
    int m_bucketRows = 1;
    std::vector<std::vector<int>> m_buckets;
    // Per lattice node, per direction of its 8: what the edge to the neighbour crosses
    // (computed on first use), and how many paths took it.
    std::vector<std::int8_t> m_edgeState; // -1 unknown, 0 clear, 1 node marks, 2 foreign
    std::vector<std::vector<int>> m_edgeKeys;
    std::vector<std::uint8_t> m_edgeUse;
};

} // namespace sudoku
