// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardlayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace sudoku {

BoardLayout::BoardLayout(QWidget *board, QWidget *side, QWidget *parent) : QLayout(parent)
{
    addWidget(board);
    addWidget(side);
}

BoardLayout::~BoardLayout()
{
    for (QLayoutItem *&item : m_items) {
        delete item;
        item = nullptr;
    }
}

void BoardLayout::addItem(QLayoutItem *item)
{
    for (QLayoutItem *&slot : m_items) {
        if (!slot) {
            slot = item;
            return;
        }
    }
    delete item; // two items only: the board and the side column
}

QLayoutItem *BoardLayout::itemAt(int index) const
{
    if (index < 0 || index >= static_cast<int>(m_items.size()))
        return nullptr;
    return m_items[static_cast<std::size_t>(index)];
}

QLayoutItem *BoardLayout::takeAt(int index)
{
    if (index < 0 || index >= static_cast<int>(m_items.size()))
        return nullptr;
    return std::exchange(m_items[static_cast<std::size_t>(index)], nullptr);
}

int BoardLayout::count() const
{
    return static_cast<int>(std::count_if(m_items.begin(), m_items.end(), [](QLayoutItem *item) { return item; }));
}

int BoardLayout::sideWidth() const
{
    const QLayoutItem *side = m_items[1];
    if (!side || side->isEmpty())
        return 0;
    // Its narrowest (the pad's width): the hint's text, which wraps, would ask for more and
    // take it from the board. A wide window's spare width goes to it in setGeometry.
    return side->minimumSize().width();
}

QSize BoardLayout::sizeHint() const
{
    const QSize board = m_items[0] ? m_items[0]->sizeHint() : QSize();
    const QSize side = m_items[1] ? m_items[1]->sizeHint() : QSize();
    const int width = board.width() + (sideWidth() > 0 ? spacing() + sideWidth() : 0);
    const QMargins margins = contentsMargins();
    return QSize(width, std::max(board.height(), side.height())).grownBy(margins);
}

QSize BoardLayout::minimumSize() const
{
    const QSize board = m_items[0] ? m_items[0]->minimumSize() : QSize();
    const QSize side = m_items[1] ? m_items[1]->minimumSize() : QSize();
    const int width = board.width() + (sideWidth() > 0 ? spacing() + sideWidth() : 0);
    return QSize(width, std::max(board.height(), side.height())).grownBy(contentsMargins());
}

Qt::Orientations BoardLayout::expandingDirections() const
{
    return Qt::Horizontal | Qt::Vertical;
}

int BoardLayout::square(QSize area) const
{
    const int preferred = sideWidth();
    const int gap = preferred > 0 ? spacing() : 0;
    const int boardMinimum = m_items[0] ? m_items[0]->minimumSize().width() : 0;
    return std::max(boardMinimum, std::min(area.height(), area.width() - preferred - gap));
}

int BoardLayout::boardSideIn(QSize size) const
{
    const QSize area = size.shrunkBy(contentsMargins());
    const bool columnFits = !m_items[1] || m_items[1]->minimumSize().height() <= area.height();
    return columnFits ? square(area) : 0;
}

void BoardLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int preferred = sideWidth();
    const int gap = preferred > 0 ? spacing() : 0;
    const int square = this->square(area.size());
    // A window wider than the board needs gives the column the width to spare, up to its
    // maximum: the hint's explanations wrap less.
    int side = preferred;
    if (preferred > 0) {
        const int spare = area.width() - square - gap - preferred;
        side += std::clamp(spare, 0, std::max(0, m_items[1]->maximumSize().width() - preferred));
    }
    const int left = area.left() + std::max(0, (area.width() - square - gap - side) / 2);
    const int top = area.top() + std::max(0, (area.height() - square) / 2);
    // Right to left, the board goes to the right and the column to its left.
    const Qt::LayoutDirection direction = parentWidget() ? parentWidget()->layoutDirection() : Qt::LeftToRight;
    if (m_items[0])
        m_items[0]->setGeometry(QStyle::visualRect(direction, area, QRect(left, top, square, square)));
    if (m_items[1] && side > 0) {
        // Level with the board's top, as tall as the board or as the column needs.
        const int height = std::max(square, m_items[1]->minimumSize().height());
        m_items[1]->setGeometry(QStyle::visualRect(
            direction, area, QRect(left + square + gap, top, side, std::min(height, area.bottom() - top + 1))));
    }
}

} // namespace sudoku
