#include "legend.h"

#include "boardwidget.h"

#include <QPainter>
#include <QResizeEvent>

#include <algorithm>

namespace sudoku {
namespace {

constexpr int Spacing = 6;   // between a swatch and its name, and between columns
constexpr int ShownDigit = 5; // the digit in the swatches of candidate marks

} // namespace

Legend::Legend(QWidget *parent) : QWidget(parent)
{
    m_items = {
        {CellCue::Try, false, MarkCue::Pattern, tr("Digit tried")},
        {CellCue::Place, false, MarkCue::Place, tr("Digit placed")},
        {CellCue::None, true, MarkCue::Eliminate, tr("Candidate removed")},
        {CellCue::Region, false, MarkCue::Place, tr("Unit of a step")},
        {CellCue::Guess, false, MarkCue::Place, tr("Guess")},
        {CellCue::Backtrack, false, MarkCue::Place, tr("Backtrack")},
        {CellCue::Contradiction, false, MarkCue::Place, tr("Dead end")},
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

int Legend::columns(int width) const
{
    int widest = 0;
    for (const Item &item : m_items)
        widest = std::max(widest, fontMetrics().horizontalAdvance(item.label));
    const int column = swatchSide() + Spacing + widest + Spacing;
    return std::clamp(width / std::max(1, column), 1, 2);
}

int Legend::heightForWidth(int width) const
{
    const int perColumn = (static_cast<int>(m_items.size()) + columns(width) - 1) / columns(width);
    return perColumn * rowHeight();
}

QSize Legend::sizeHint() const
{
    const int width = 2 * (swatchSide() + Spacing + fontMetrics().horizontalAdvance(tr("Candidate removed")) + Spacing);
    return {width, heightForWidth(width)};
}

QSize Legend::minimumSizeHint() const
{
    // Layouts in docks do not always ask heightForWidth: the height the current width needs.
    const int width = swatchSide() + Spacing + fontMetrics().horizontalAdvance(tr("Candidate removed"));
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
        const QRectF swatch(corner, QSizeF(side, side));
        painter.fillRect(swatch, colors.tint(item.cell));
        painter.setPen(colors.cellLine);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(swatch.adjusted(0, 0, -1, -1));
        if (item.mark)
            BoardWidget::paintMarkedCandidate(painter, swatch, markFont, colors, item.markCue, ShownDigit);
        else
            BoardWidget::paintCueShape(painter, swatch, 1.0, colors, item.cell);
        painter.setPen(palette().color(QPalette::WindowText));
        const QRect text(corner + QPoint(side + Spacing, 0), QSize(columnWidth - side - Spacing, side));
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft, item.label);
    }
}

} // namespace sudoku
