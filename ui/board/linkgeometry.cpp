// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkgeometry.h"

#include "language.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sudoku {

namespace {

// Links, as fractions of the cell's side: the arrow head, and the gap between a group's
// candidates and its shape. A link's corners are rounded by up to LinkCornerScale of a cell.
// A curve between marks side by side bends by one of LinkBends' fractions of its length.
constexpr qreal ArrowLengthScale = 0.15;
constexpr qreal ArrowWidthScale = 0.11;
constexpr qreal LinkCornerScale = 0.12;
constexpr qreal GroupPadScale = 0.02;
constexpr std::array<qreal, 17> LinkBends = {0.0,  0.18, -0.18, 0.32, -0.32, 0.48, -0.48, 0.65, -0.65,
                                              0.85, -0.85, 1.1,  -1.1,  1.4,  -1.4,  1.8,  -1.8};
// Two marks too close for a straight arrow (side by side in a cell) are joined by a curve
// instead, checked at LinkSamples points: crossing ink that is not the chain's costs most,
// then a mark of the chain, then a line too short to show its arrow head, then the bend itself
// (per cell of how far it pulls the line aside).
constexpr int LinkSamples = 24;
constexpr qreal MarkedCost = 20;
constexpr qreal CrampedCost = 5;
constexpr qreal OffBoardCost = 100000;
constexpr qreal BendCostPerCell = 1.5;
// A line shorter than this many arrow heads is cramped: the head would hide it.
constexpr qreal CrampedLength = 2.5;


QPointF unitVector(QPointF vector)
{
    const qreal length = std::hypot(vector.x(), vector.y());
    return length > 0 ? vector / length : QPointF();
}

qreal distance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// A point of the quadratic Bézier curve from a to b pulled towards c.
QPointF onCurve(QPointF a, QPointF c, QPointF b, qreal t)
{
    const qreal u = 1 - t;
    return a * (u * u) + c * (2 * u * t) + b * (t * t);
}

// Where a ray from the centre of `rect` in `direction` leaves it.
QPointF exitOfRect(const QRectF &rect, QPointF direction)
{
    const QPointF d = unitVector(direction);
    constexpr qreal Far = 1e9;
    const qreal across = d.x() != 0 ? rect.width() / 2 / std::abs(d.x()) : Far;
    const qreal down = d.y() != 0 ? rect.height() / 2 / std::abs(d.y()) : Far;
    return rect.center() + d * std::min(across, down);
}

} // namespace

QRectF groupRect(const BoardMetrics &metrics, const LinkEnd &end)
{
    QRectF shape;
    for (const int cell : end.cells) {
        const QRectF spot = metrics.candidateRect(cell, end.digit);
        const qreal radius = std::min(spot.width(), spot.height()) * MarkDiscScale / 2;
        const QRectF disc(spot.center() - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
        shape = shape.isNull() ? disc : shape.united(disc);
    }
    const qreal pad = metrics.cell / metrics.ratio * GroupPadScale;
    return shape.adjusted(-pad, -pad, pad, pad);
}

LinkLayout::LinkLayout(const BoardMetrics &metrics, const QFont &font, const BoardView &view, const MarkTable &marks)
    : m_metrics(metrics)
    , m_font(font)
    , m_view(view)
    , m_marks(marks)
{
}

std::vector<QRectF> LinkLayout::groupShapes() const
{
    std::vector<QRectF> shapes;
    std::vector<LinkEnd> seen;
    for (const LinkCue &link : m_view.highlight.links) {
        for (const LinkEnd *end : {&link.from, &link.to}) {
            if (end->cells.size() < 2 || std::find(seen.begin(), seen.end(), *end) != seen.end())
                continue;
            seen.push_back(*end);
            shapes.push_back(groupRect(m_metrics, *end));
        }
    }
    return shapes;
}

std::vector<LinkRouter::Ink> LinkLayout::obstacles() const
{
    // Every end of a link owns its mark; the step's other ringed marks are the chain's too
    // (a link may pass them at a cost); the rest is never crossed.
    std::vector<int> ends;
    for (const LinkCue &link : m_view.highlight.links) {
        for (const LinkEnd *end : {&link.from, &link.to}) {
            for (const int cell : end->cells)
                ends.push_back(linkKey(cell, end->digit));
        }
    }
    const Shape shape = m_view.grid.shape();
    std::vector<LinkRouter::Ink> inks;
    // Every cell is as high as the first: one font for all the pencil marks.
    const QFont pencil = sizedFont(m_font, pencilTextSize(m_metrics.cellRect(0).height(), shape), QFont::Bold);
    for (int index = 0; index < m_view.grid.cellCount(); ++index) {
        const QRectF rect = m_metrics.cellRect(index);
        const auto &cues = m_marks[static_cast<std::size_t>(index)];
        const auto placed = std::find(cues.begin(), cues.end(), 1 + static_cast<int>(MarkCue::Place));
        const int digit = m_view.grid.digit(index);
        if (digit != 0 || placed != cues.end()) {
            const int shown = digit != 0 ? digit : static_cast<int>(placed - cues.begin()) + 1;
            const bool given = digit != 0 && m_view.grid.isGiven(index);
            const qreal scale = shown > 9 && !language::lettersAboveNine() ? DigitScale * 0.7 : DigitScale;
            inks.push_back({inkRect(sizedFont(m_font, rect.height() * scale, given ? QFont::Bold : QFont::Normal),
                                     rect, language::sudokuDigit(shown)),
                            -1});
            continue;
        }
        for (const int mark : shownCandidates(m_view, m_marks, index)) {
            const QRectF spot = spotOf(rect, mark, shape);
            const int key = linkKey(index, mark);
            const auto cue = cues[static_cast<std::size_t>(mark - 1)];
            const bool end = std::find(ends.begin(), ends.end(), key) != ends.end();
            if (cue != 0) {
                // A ring, a disc or a strike-out: as wide as the mark's spot.
                const qreal side = std::min(spot.width(), spot.height()) * MarkDiscScale;
                QRectF disc(QPointF(), QSizeF(side, side));
                disc.moveCenter(spot.center());
                inks.push_back({disc, end || cue == 1 + static_cast<int>(MarkCue::Pattern) ? key : -1});
            } else {
                inks.push_back({inkRect(pencil, spot, language::sudokuDigit(mark)), end ? key : -1});
            }
        }
    }
    return inks;
}

// The lattice a link's path runs on, along one axis: in every cell, its marks' centres and the
// gutters between them; between cells, the middle of the line.
std::vector<qreal> LinkLayout::lattice(bool across) const
{
    const Shape shape = m_view.grid.shape();
    const int n = m_metrics.columns.count; // the frame's side: a samurai's 21
    const int spots = across ? shape.boxColumns : shape.boxRows;
    std::vector<qreal> lattice;
    qreal previousEnd = -1;
    for (int i = 0; i < n; ++i) {
        // The i-th column's (or row's) square, whether or not a cell stands there.
        const QRect square(m_metrics.origin + QPoint(m_metrics.columns.cellStart(across ? i : 0),
                                                     m_metrics.rows.cellStart(across ? 0 : i)),
                           QSize(m_metrics.cell, m_metrics.cell));
        const QRectF cell = toLogical(square, m_metrics.ratio);
        const qreal start = across ? cell.left() : cell.top();
        const qreal side = across ? cell.width() : cell.height();
        if (previousEnd >= 0)
            lattice.push_back((previousEnd + start) / 2);
        const qreal inset = side * PencilInset;
        const qreal spot = (side - 2 * inset) / spots;
        for (int j = 0; j <= 2 * spots; ++j)
            lattice.push_back(start + inset + j * spot / 2);
        previousEnd = start + side;
    }
    return lattice;
}

// Each link runs on the router's path between its nodes (linkrouter.h): never across a digit
// or a candidate outside the chain. A link between two marks too close for an arrow arcs out
// between them instead: the first bend of LinkBends whose curve passes clear of every other
// candidate. Either is cut back to the edges of the two nodes' marks or group shapes.
std::vector<LinkShape> LinkLayout::shapes() const
{
    std::vector<LinkShape> shapes;
    if (m_view.highlight.links.empty())
        return shapes;
    const qreal cell = m_metrics.cellSide();
    const qreal radius = m_metrics.markRadius();
    const qreal arrowLength = cell * ArrowLengthScale;
    const qreal arrowWidth = cell * ArrowWidthScale;
    const qreal devicePixel = 1.0 / m_metrics.ratio;
    const QRectF board = m_metrics.boardRect();
    // A line's middle keeps half its pen and a device pixel from any ink.
    const qreal clearance = std::max(1.5 * devicePixel, cell * LinkPenScale) / 2 + devicePixel;
    const std::vector<LinkRouter::Ink> inks = obstacles();
    LinkRouter router(lattice(true), lattice(false), inks, board, clearance, cell);

    // A node's shape: its mark's ring, or the shape around a group's marks.
    struct EndShape {
        QPointF centre;
        QRectF group; // null for one cell
        QPointF exit(QPointF towards, qreal ring) const
        {
            if (!group.isNull())
                return exitOfRect(group, towards - centre);
            return centre + unitVector(towards - centre) * ring;
        }
        // Whether a point is within `ring` of the mark (within `pad` of a group's shape).
        bool holds(QPointF point, qreal ring, qreal pad) const
        {
            return group.isNull() ? distance(point, centre) <= ring
                                  : group.adjusted(-pad, -pad, pad, pad).contains(point);
        }
        // Where segment a-b first goes from outside the shape to inside (`entering`) or back:
        // sampled, then refined, as a segment may pass the mark and leave it again.
        bool crosses(QPointF a, QPointF b, qreal ring, qreal pad, bool entering, QPointF *at) const
        {
            if (holds(a, ring, pad) == entering)
                return false;
            constexpr int Samples = 32;
            for (int i = 1; i <= Samples; ++i) {
                qreal after = static_cast<qreal>(i) / Samples;
                if (holds(a + (b - a) * after, ring, pad) != entering)
                    continue;
                qreal before = (i - 1.0) / Samples;
                for (int step = 0; step < 20; ++step) {
                    const qreal middle = (before + after) / 2;
                    (holds(a + (b - a) * middle, ring, pad) == entering ? after : before) = middle;
                }
                *at = a + (b - a) * after;
                return true;
            }
            return false;
        }
    };
    const qreal tipGap = std::max(devicePixel, cell * 0.03);
    const auto shapeOf = [&](const LinkEnd &end) {
        if (end.cells.size() > 1) {
            const QRectF group = groupRect(m_metrics, end);
            return EndShape{group.center(), group};
        }
        return EndShape{m_metrics.candidateRect(end.cells.front(), end.digit).center(), QRectF()};
    };
    const auto centresOf = [&](const LinkEnd &end) {
        std::vector<QPointF> centres;
        for (const int member : end.cells)
            centres.push_back(m_metrics.candidateRect(member, end.digit).center());
        return centres;
    };
    const auto keysOf = [](const LinkEnd &end, std::vector<int> &keys) {
        for (const int member : end.cells)
            keys.push_back(linkKey(member, end.digit));
    };
    // A path cut back to where it leaves its first node's shape and enters its last's.
    const auto trimmed = [&](const QPolygonF &path, const EndShape &from, const EndShape &to) {
        const qsizetype count = path.size();
        qsizetype first = 1;
        QPointF start = path.front();
        for (qsizetype i = 0; i + 1 < count; ++i) {
            if (from.crosses(path[i], path[i + 1], radius, 0, false, &start)) {
                first = i + 1;
                break;
            }
        }
        // The tip where the path first comes within a gap of the last node's mark: a path
        // that arrives along a gutter beside the mark ends there, pointing along the gutter,
        // rather than turning into the mark too late for its head.
        QPolygonF cut;
        cut << start;
        for (qsizetype i = first; i < count; ++i)
            cut << path[i];
        for (qsizetype i = 0; i + 1 < cut.size(); ++i) {
            QPointF end;
            if (to.crosses(cut[i], cut[i + 1], radius + tipGap, tipGap, true, &end)) {
                cut.resize(i + 1);
                cut << end;
                return cut;
            }
        }
        return cut;
    };

    for (const LinkCue &link : m_view.highlight.links) {
        if (link.from.cells.empty() || link.to.cells.empty())
            continue;
        const EndShape from = shapeOf(link.from);
        const EndShape to = shapeOf(link.to);
        const qreal length = distance(from.centre, to.centre);
        if (length < 1e-6)
            continue;
        std::vector<int> own;
        keysOf(link.from, own);
        keysOf(link.to, own);

        LinkShape shape;
        shape.strong = link.strong;
        shape.number = link.line;
        QPointF direction;
        QPointF tip;
        QPolygonF corners;
        const bool neighbours = link.from.cells.size() == 1 && link.to.cells.size() == 1
                             && length - 2 * radius < CrampedLength * arrowLength;
        if (!neighbours)
            corners = router.route(centresOf(link.from), centresOf(link.to), own);
        if (corners.size() >= 2) {
            corners = trimmed(corners, from, to);
            tip = corners.back();
            direction = unitVector(tip - corners[corners.size() - 2]);
            shape.bent = corners.size() > 2;
        } else {
            // Marks side by side, or no way round: a curve, bent as little as clears the marks.
            const QPointF middle = (from.centre + to.centre) / 2;
            const QPointF across = unitVector(QPointF(to.centre.y() - from.centre.y(), from.centre.x() - to.centre.x()));
            qreal bestScore = std::numeric_limits<qreal>::max();
            QPointF control = middle;
            for (const qreal tried : LinkBends) {
                const QPointF pull = middle + across * (tried * length);
                const QPointF start = from.exit(pull, radius);
                const QPointF end = to.exit(pull, radius);
                qreal score = std::abs(tried) * length / cell * BendCostPerCell;
                qreal curveLength = 0;
                QPointF before = start;
                for (int i = 1; i <= LinkSamples; ++i) {
                    const QPointF point = onCurve(start, pull, end, static_cast<qreal>(i) / LinkSamples);
                    curveLength += distance(before, point);
                    if (!board.contains(point) || router.crossesForeignInk(before, point))
                        score += OffBoardCost;
                    else if (!router.isClear(before, point, own))
                        score += MarkedCost;
                    before = point;
                }
                if (curveLength < CrampedLength * arrowLength)
                    score += CrampedCost;
                if (score < bestScore) {
                    bestScore = score;
                    control = pull;
                }
            }
            const QPointF start = from.exit(control, radius);
            tip = to.exit(control, radius);
            shape.bent = control != middle;
            corners.clear();
            corners << start;
            if (shape.bent) {
                for (int i = 1; i < LinkSamples; ++i)
                    corners << onCurve(start, control, tip, static_cast<qreal>(i) / LinkSamples);
            }
            corners << tip;
            direction = unitVector(tip - corners[corners.size() - 2]);
        }
        shape.path = corners;

        // The head as long as its stretch of line allows, and shorter where it would
        // cover ink beside the line.
        const QPointF normal(-direction.y(), direction.x());
        qreal headLength = std::min({arrowLength, distance(corners.front(), tip) / 2,
                                     std::max(arrowLength * 0.4, distance(corners[corners.size() - 2], tip))});
        const auto headAt = [&](qreal along) {
            const QPointF back = tip - direction * along;
            const qreal wide = arrowWidth * along / arrowLength;
            return QPolygonF{tip, back + normal * (wide / 2), back - normal * (wide / 2)};
        };
        while (headLength > arrowLength * 0.3 && router.coversForeignInk(headAt(headLength)))
            headLength *= 0.8;
        const qreal headWidth = arrowWidth * headLength / arrowLength;
        const QPointF base = tip - direction * headLength;
        // The line goes on into the head, so no gap shows between the two; its corners are
        // rounded where the rounding stays clear of the ink around them.
        const QPointF lineEnd = tip - direction * (headLength * 0.6);
        shape.line.moveTo(corners.front());
        for (qsizetype i = 1; i + 1 < corners.size(); ++i) {
            const QPointF corner = corners[i];
            const QPointF in = unitVector(corners[i - 1] - corner);
            const QPointF out = unitVector(corners[i + 1] - corner);
            qreal round = std::min({cell * LinkCornerScale, distance(corners[i - 1], corner) / 2,
                                    distance(corners[i + 1], corner) / 2});
            // The rounding stays inside the corner's triangle: clear when its chord is.
            while (round > devicePixel && !router.isClear(corner + in * round, corner + out * round, own))
                round /= 2;
            if (round <= devicePixel) {
                shape.line.lineTo(corner);
                continue;
            }
            shape.line.lineTo(corner + in * round);
            shape.line.quadTo(corner, corner + out * round);
        }
        shape.line.lineTo(lineEnd);
        shape.head << tip << base + normal * (headWidth / 2) << base - normal * (headWidth / 2);
        shapes.push_back(shape);
    }
    placeLabels(shapes, inks, cell);
    return shapes;
}

// A number on each link, as the text numbers the line that tells it: where the number's disc
// covers no ink at all (the chain's own marks included) and no other number, nearest the
// middle of the link; failing that, where it covers the least.
void LinkLayout::placeLabels(std::vector<LinkShape> &shapes, const std::vector<LinkRouter::Ink> &inks, qreal cell)
{
    const qreal side = cell * LinkLabelScale;
    std::vector<QRectF> placed;
    const auto overlap = [&](const QRectF &box) {
        int count = 0;
        for (const LinkRouter::Ink &ink : inks)
            count += box.intersects(ink.rect) ? (ink.key < 0 ? 4 : 2) : 0;
        for (const QRectF &other : placed)
            count += box.intersects(other) ? 3 : 0;
        return count;
    };
    for (LinkShape &shape : shapes) {
        if (shape.number <= 0 || shape.path.size() < 2)
            continue;
        qreal total = 0;
        for (qsizetype i = 1; i < shape.path.size(); ++i)
            total += distance(shape.path[i - 1], shape.path[i]);
        qreal best = std::numeric_limits<qreal>::max();
        shape.labelAt = (shape.path.front() + shape.path.back()) / 2;
        qreal walked = 0;
        for (qsizetype i = 1; i < shape.path.size(); ++i) {
            const QPointF a = shape.path[i - 1];
            const QPointF b = shape.path[i];
            const qreal stretch = distance(a, b);
            for (qreal t = std::min(side / 2, stretch / 2); t <= stretch; t += side / 4) {
                const QPointF at = a + (b - a) * (t / stretch);
                QRectF box(QPointF(), QSizeF(side, side));
                box.moveCenter(at);
                const qreal score = std::abs(walked + t - total / 2) + overlap(box) * cell;
                if (score < best) {
                    best = score;
                    shape.labelAt = at;
                }
            }
            walked += stretch;
        }
        QRectF box(QPointF(), QSizeF(side, side));
        box.moveCenter(shape.labelAt);
        placed.push_back(box);
    }
}

} // namespace sudoku
