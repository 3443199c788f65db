// SPDX-License-Identifier: GPL-3.0-or-later
#include "legend.h"

#include "boardwidget.h"

#include <QPainter>
#include <QResizeEvent>
#include <QStyle>

#include <algorithm>

namespace sudoku {
namespace {

constexpr int Spacing = 6;   // between a swatch and its name, and between columns
constexpr int ShownDigit = 5; // the digit in the swatches of candidate marks

} // namespace

Legend::Legend(QWidget *parent) : QWidget(parent)
{
    using Kind = Item::Kind;
    m_items = {
        {Kind::Cell, CellCue::Try, MarkCue::Pattern, false, tr("Digit tried")},
        {Kind::Cell, CellCue::Place, MarkCue::Place, false, tr("Digit placed")},
        {Kind::Mark, CellCue::None, MarkCue::Eliminate, false, tr("Candidate removed")},
        {Kind::Cell, CellCue::Region, MarkCue::Place, false, tr("Unit of a step")},
        {Kind::Cell, CellCue::Guess, MarkCue::Place, false, tr("Guess")},
        {Kind::Cell, CellCue::Backtrack, MarkCue::Place, false, tr("Backtrack")},
        {Kind::Cell, CellCue::Contradiction, MarkCue::Place, false, tr("Dead end")},
        {Kind::Link, CellCue::None, MarkCue::Place, true, tr("Chain: so it is")},
        {Kind::Link, CellCue::None, MarkCue::Place, false, tr("Chain: so it is not")},
    };
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Legend"));
}

QStringList Legend::labels() const
{
    QStringList labels;
    for (const Item &item : m_items)
        labels << item.label;
    return labels;
}

int Legend::swatchSide() const
{
    return fontMetrics().height() + 6;
}

int Legend::rowHeight() const
{
    return swatchSide() + Spacing / 2;
}

int Legend::widestLabel() const
{
    int widest = 0;
    for (const Item &item : m_items)
        widest = std::max(widest, fontMetrics().horizontalAdvance(item.label));
    return widest;
}

int Legend::columns(int width) const
{
    const int column = swatchSide() + Spacing + widestLabel() + Spacing;
    return std::clamp(width / std::max(1, column), 1, 2);
}

int Legend::heightForWidth(int width) const
{
    const int perColumn = (static_cast<int>(m_items.size()) + columns(width) - 1) / columns(width);
    return perColumn * rowHeight();
}

QSize Legend::sizeHint() const
{
    const int width = 2 * (swatchSide() + Spacing + widestLabel() + Spacing);
    return {width, heightForWidth(width)};
}

QSize Legend::minimumSizeHint() const
{
    // Layouts in docks do not always ask heightForWidth: the height the current width needs.
    const int width = swatchSide() + Spacing + widestLabel();
    return {width, heightForWidth(std::max(width, this->width()))};
}

void Legend::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // A new width may want another number of rows: ask the layout for the height again.
    if (heightForWidth(width()) != height())
        updateGeometry();
}

void Legend::paintEvent(QPaintEvent * /*event*/)
{
    QPainter painter(this);
    const BoardColors colors = BoardColors::fromPalette(palette());
    const int perColumn = (static_cast<int>(m_items.size()) + columns(width()) - 1) / columns(width());
    const int columnWidth = width() / columns(width());
    const int side = swatchSide();
    QFont markFont = font();
    markFont.setBold(true);
    markFont.setPixelSize(std::max(8, side * 2 / 3));
    for (int i = 0; i < static_cast<int>(m_items.size()); ++i) {
        const Item &item = m_items[static_cast<std::size_t>(i)];
        const QPoint corner((i / perColumn) * columnWidth, (i % perColumn) * rowHeight());
        // Right to left the columns run from the right and each swatch sits right of its words.
        const QRectF swatch = QStyle::visualRect(layoutDirection(), rect(), QRect(corner, QSize(side, side)));
        painter.fillRect(swatch, colors.tint(item.cell));
        // Edged as a control is: a pale tint on the window would otherwise barely show.
        painter.setPen(colors.controlEdge);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(swatch.adjusted(0, 0, -1, -1));
        switch (item.kind) {
        case Item::Kind::Cell:
            BoardWidget::paintCueShape(painter, swatch, 1.0, colors, item.cell);
            break;
        case Item::Kind::Mark:
            BoardWidget::paintMarkedCandidate(painter, swatch, markFont, colors, item.markCue, ShownDigit);
            break;
        case Item::Kind::Link:
            BoardWidget::paintLinkSample(painter, swatch, colors, item.strong);
            break;
        }
        painter.setPen(palette().color(QPalette::WindowText));
        const QRect text = QStyle::visualRect(
            layoutDirection(), rect(), QRect(corner + QPoint(side + Spacing, 0), QSize(columnWidth - side - Spacing, side)));
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft, item.label);
    }
}

} // namespace sudoku
