// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkrouter.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <queue>

namespace sudoku {

namespace {

// The eight directions, around the compass: a turn of k steps is k × 45°.
constexpr std::array<int, 8> StepX = {1, 1, 0, -1, -1, -1, 0, 1};
constexpr std::array<int, 8> StepY = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int NoDirection = 8;
// What a path pays, in cells of length: for a turn of 0, 45, 90, 135 and 180 degrees (a line
// that turns often is hard to follow), for each time an earlier link took the same edge
// (lines on top of each other cannot be told apart), and for passing over another node's
// mark of the chain (it seems to run through that node).
constexpr std::array<double, 5> TurnCost = {0.0, 0.1, 0.3, 1.2, 4.0};
constexpr double SharedEdgeCost = 0.5;
constexpr double NodeMarkCost = 4.0;

double length(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// Whether segment a-b meets the rectangle (Liang–Barsky clipping).
bool segmentMeets(QPointF a, QPointF b, const QRectF &rect)
{
    double t0 = 0;
    double t1 = 1;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const std::array<double, 4> p = {-dx, dx, -dy, dy};
    const std::array<double, 4> q = {a.x() - rect.left(), rect.right() - a.x(), a.y() - rect.top(),
                                     rect.bottom() - a.y()};
    for (std::size_t i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    return true;
}

} // namespace

LinkRouter::LinkRouter(std::vector<qreal> xs, std::vector<qreal> ys, std::vector<Ink> inks, QRectF area,
                       qreal clearance, qreal unit)
    : m_xs(std::move(xs)), m_ys(std::move(ys)), m_inks(std::move(inks)), m_area(area),
      m_clearance(clearance), m_unit(std::max<qreal>(unit, 1e-3))
{
    m_bucketColumns = std::max(1, static_cast<int>(std::ceil(m_area.width() / m_unit)));
    m_bucketRows = std::max(1, static_cast<int>(std::ceil(m_area.height() / m_unit)));
    m_buckets.resize(static_cast<std::size_t>(m_bucketColumns * m_bucketRows));
    for (std::size_t i = 0; i < m_inks.size(); ++i) {
        const QRectF box = m_inks[i].rect.adjusted(-m_clearance, -m_clearance, m_clearance, m_clearance);
        const int left = std::clamp(static_cast<int>((box.left() - m_area.left()) / m_unit), 0, m_bucketColumns - 1);
        const int right = std::clamp(static_cast<int>((box.right() - m_area.left()) / m_unit), 0, m_bucketColumns - 1);
        const int top = std::clamp(static_cast<int>((box.top() - m_area.top()) / m_unit), 0, m_bucketRows - 1);
        const int bottom = std::clamp(static_cast<int>((box.bottom() - m_area.top()) / m_unit), 0, m_bucketRows - 1);
        for (int row = top; row <= bottom; ++row) {
            for (int column = left; column <= right; ++column)
                m_buckets[static_cast<std::size_t>(row * m_bucketColumns + column)].push_back(static_cast<int>(i));
        }
    }
    const std::size_t edges = m_xs.size() * m_ys.size() * 8;
    m_edgeState.assign(edges, -1);
    m_edgeKeys.resize(edges);
    m_edgeUse.assign(edges, 0);
}

std::vector<int> LinkRouter::inksNear(QRectF box) const
{
    std::vector<int> near;
    const int left = std::clamp(static_cast<int>((box.left() - m_area.left()) / m_unit), 0, m_bucketColumns - 1);
    const int right = std::clamp(static_cast<int>((box.right() - m_area.left()) / m_unit), 0, m_bucketColumns - 1);
    const int top = std::clamp(static_cast<int>((box.top() - m_area.top()) / m_unit), 0, m_bucketRows - 1);
    const int bottom = std::clamp(static_cast<int>((box.bottom() - m_area.top()) / m_unit), 0, m_bucketRows - 1);
    for (int row = top; row <= bottom; ++row) {
        for (int column = left; column <= right; ++column) {
            for (const int ink : m_buckets[static_cast<std::size_t>(row * m_bucketColumns + column)]) {
                if (std::find(near.begin(), near.end(), ink) == near.end())
                    near.push_back(ink);
            }
        }
    }
    return near;
}

LinkRouter::Crossing LinkRouter::crossingOf(QPointF a, QPointF b) const
{
    Crossing crossing;
    const QRectF box = QRectF(a, b).normalized();
    for (const int index : inksNear(box)) {
        const Ink &ink = m_inks[static_cast<std::size_t>(index)];
        if (!segmentMeets(a, b, ink.rect.adjusted(-m_clearance, -m_clearance, m_clearance, m_clearance)))
            continue;
        if (ink.key < 0)
            crossing.foreign = true;
        else if (std::find(crossing.keys.begin(), crossing.keys.end(), ink.key) == crossing.keys.end())
            crossing.keys.push_back(ink.key);
    }
    return crossing;
}

bool LinkRouter::isClear(QPointF a, QPointF b, const std::vector<int> &own) const
{
    if (!m_area.contains(a) || !m_area.contains(b))
        return false;
    const Crossing crossing = crossingOf(a, b);
    return !crossing.foreign && std::all_of(crossing.keys.begin(), crossing.keys.end(), [&own](int key) {
        return std::find(own.begin(), own.end(), key) != own.end();
    });
}

bool LinkRouter::crossesForeignInk(QPointF a, QPointF b) const
{
    return crossingOf(a, b).foreign;
}

bool LinkRouter::coversForeignInk(const QPolygonF &polygon) const
{
    for (const int index : inksNear(polygon.boundingRect())) {
        const Ink &ink = m_inks[static_cast<std::size_t>(index)];
        if (ink.key < 0 && !polygon.intersected(QPolygonF(ink.rect)).isEmpty())
            return true;
    }
    return false;
}

int LinkRouter::nodeAt(QPointF point) const
{
    const auto nearest = [](const std::vector<qreal> &axis, qreal value) {
        const auto after = std::lower_bound(axis.begin(), axis.end(), value);
        if (after == axis.end())
            return static_cast<int>(axis.size()) - 1;
        if (after != axis.begin() && value - *(after - 1) < *after - value)
            return static_cast<int>(after - axis.begin()) - 1;
        return static_cast<int>(after - axis.begin());
    };
    return nearest(m_ys, point.y()) * static_cast<int>(m_xs.size()) + nearest(m_xs, point.x());
}

QPointF LinkRouter::point(int node) const
{
    const int columns = static_cast<int>(m_xs.size());
    return {m_xs[static_cast<std::size_t>(node % columns)], m_ys[static_cast<std::size_t>(node / columns)]};
}

QPolygonF LinkRouter::route(const std::vector<QPointF> &from, const std::vector<QPointF> &to, const std::vector<int> &own)
{
    if (m_xs.empty() || m_ys.empty() || from.empty() || to.empty())
        return {};
    const int columns = static_cast<int>(m_xs.size());
    const int rows = static_cast<int>(m_ys.size());
    const std::size_t nodes = static_cast<std::size_t>(columns * rows);
    std::vector<int> targets;
    for (const QPointF &end : to)
        targets.push_back(nodeAt(end));
    const auto isTarget = [&targets](int node) { return std::find(targets.begin(), targets.end(), node) != targets.end(); };
    const auto estimate = [&](int node) {
        double best = std::numeric_limits<double>::max();
        for (const int target : targets)
            best = std::min(best, length(point(node), point(target)) / m_unit);
        return best;
    };

    // States: a lattice node and the direction the path arrived in.
    const std::size_t states = nodes * (NoDirection + 1);
    std::vector<double> cost(states, std::numeric_limits<double>::max());
    std::vector<int> previous(states, -1);
    struct Open {
        double priority;
        int state;
        bool operator>(const Open &other) const { return priority > other.priority; }
    };
    std::priority_queue<Open, std::vector<Open>, std::greater<>> open;
    for (const QPointF &start : from) {
        const int node = nodeAt(start);
        const int state = node * (NoDirection + 1) + NoDirection;
        cost[static_cast<std::size_t>(state)] = 0;
        open.push({estimate(node), state});
    }
    int reached = -1;
    while (!open.empty()) {
        const Open current = open.top();
        open.pop();
        const int node = current.state / (NoDirection + 1);
        const int arrived = current.state % (NoDirection + 1);
        const double here = cost[static_cast<std::size_t>(current.state)];
        if (current.priority > here + estimate(node) + 1e-9)
            continue; // a stale entry
        if (isTarget(node)) {
            reached = current.state;
            break;
        }
        const int x = node % columns;
        const int y = node / columns;
        for (int direction = 0; direction < 8; ++direction) {
            const int nx = x + StepX[static_cast<std::size_t>(direction)];
            const int ny = y + StepY[static_cast<std::size_t>(direction)];
            if (nx < 0 || ny < 0 || nx >= columns || ny >= rows)
                continue;
            const int next = ny * columns + nx;
            const std::size_t edge = static_cast<std::size_t>(node) * 8 + static_cast<std::size_t>(direction);
            if (m_edgeState[edge] < 0) {
                const Crossing crossing = crossingOf(point(node), point(next));
                m_edgeState[edge] = crossing.foreign ? 2 : crossing.keys.empty() ? 0 : 1;
                m_edgeKeys[edge] = crossing.keys;
            }
            if (m_edgeState[edge] == 2)
                continue;
            double step = length(point(node), point(next)) / m_unit + SharedEdgeCost * m_edgeUse[edge];
            for (const int key : m_edgeKeys[edge]) {
                if (std::find(own.begin(), own.end(), key) == own.end())
                    step += NodeMarkCost;
            }
            if (arrived != NoDirection) {
                const int turn = std::abs(direction - arrived);
                step += TurnCost[static_cast<std::size_t>(std::min(turn, 8 - turn))];
            }
            const int state = next * (NoDirection + 1) + direction;
            if (here + step < cost[static_cast<std::size_t>(state)]) {
                cost[static_cast<std::size_t>(state)] = here + step;
                previous[static_cast<std::size_t>(state)] = current.state;
                open.push({here + step + estimate(next), state});
            }
        }
    }
    if (reached < 0)
        return {};

    std::vector<int> lattice;
    for (int state = reached; state >= 0; state = previous[static_cast<std::size_t>(state)])
        lattice.push_back(state / (NoDirection + 1));
    std::reverse(lattice.begin(), lattice.end());
    for (std::size_t i = 1; i < lattice.size(); ++i) {
        for (const auto &[a, b] : {std::pair{lattice[i - 1], lattice[i]}, std::pair{lattice[i], lattice[i - 1]}}) {
            const int dx = b % columns - a % columns;
            const int dy = b / columns - a / columns;
            for (int direction = 0; direction < 8; ++direction) {
                if (StepX[static_cast<std::size_t>(direction)] == dx && StepY[static_cast<std::size_t>(direction)] == dy) {
                    std::uint8_t &use = m_edgeUse[static_cast<std::size_t>(a) * 8 + static_cast<std::size_t>(direction)];
                    use = static_cast<std::uint8_t>(std::min(use + 1, 255));
                }
            }
        }
    }

    // Pulled straight: from each corner to the farthest later one in clear sight.
    QPolygonF path;
    std::size_t at = 0;
    path << point(lattice.front());
    while (at + 1 < lattice.size()) {
        std::size_t next = lattice.size() - 1;
        while (next > at + 1 && !isClear(point(lattice[at]), point(lattice[next]), own))
            --next;
        path << point(lattice[next]);
        at = next;
    }
    return path;
}

} // namespace sudoku
