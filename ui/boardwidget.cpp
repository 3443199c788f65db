#include "boardwidget.h"

#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace sudoku {

namespace {

constexpr QSize PreferredSize(540, 540);
constexpr QSize SmallestSize(270, 270);

// Text sizes as fractions of the cell's side.
constexpr qreal DigitScale = 0.62;
constexpr qreal PencilScale = 0.26;
// Pencil marks keep this fraction of the cell's side clear of the cell's lines.
constexpr qreal PencilInset = 0.05;

// Cells per box along one side, so pencil marks sit in a 3×3 layout too.
constexpr int BoxSide = 3;

QColor mix(const QColor &from, const QColor &to, float amount)
{
    const auto channel = [amount](float a, float b) { return a + (b - a) * amount; };
    return QColor::fromRgbF(channel(from.redF(), to.redF()), channel(from.greenF(), to.greenF()),
                            channel(from.blueF(), to.blueF()));
}

// A device-pixel rectangle in the painter's logical coordinates; exact, so an aliased fill
// covers whole device pixels.
QRectF toLogical(const QRect &device, qreal ratio)
{
    return {device.x() / ratio, device.y() / ratio, device.width() / ratio,
            device.height() / ratio};
}

// The whole logical pixels inside a device-pixel rectangle.
QRect toLogicalInside(const QRect &device, qreal ratio)
{
    const QPoint topLeft(qCeil(device.left() / ratio), qCeil(device.top() / ratio));
    const QPoint end(qFloor((device.right() + 1) / ratio), qFloor((device.bottom() + 1) / ratio));
    return {topLeft, end - QPoint(1, 1)};
}

// Draws a digit centred in `rect` by its ink: digits have no descenders, so AlignCenter
// would set them visibly high. Every digit stands on the same baseline (digits are as tall
// as capitals), so a row of pencil marks lines up.
void drawCentred(QPainter &painter, const QRectF &rect, const QString &text)
{
    const QFontMetricsF metrics(painter.font());
    const QRectF ink = metrics.tightBoundingRect(text);
    painter.drawText(QPointF(rect.center().x() - ink.center().x(),
                             rect.center().y() + metrics.capHeight() / 2),
                     text);
}

QFont sizedFont(QFont font, qreal pixels, QFont::Weight weight)
{
    font.setPixelSize(std::max(1, qRound(pixels)));
    font.setWeight(weight);
    return font;
}

} // namespace

BoardColors BoardColors::fromPalette(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor highlight = palette.color(QPalette::Highlight);
    const QColor mid = palette.color(QPalette::Mid);

    // Some dark themes make Mid nearly as dark as Base; cell lines must stay visible.
    constexpr float LeastLineContrast = 0.12f;
    const bool midStandsOut = std::abs(mid.lightnessF() - base.lightnessF()) >= LeastLineContrast;

    BoardColors colors;
    colors.background = base;
    colors.peer = mix(base, highlight, 0.10f);
    colors.sameDigit = mix(base, highlight, 0.24f);
    colors.selected = mix(base, highlight, 0.38f);
    colors.cellLine = midStandsOut ? mid : mix(base, text, 0.30f);
    colors.boxLine = text;
    colors.given = text;
    colors.player = mix(highlight, text, 0.40f);
    colors.pencil = mix(base, text, 0.60f);
    colors.pencilMatch = colors.player;
    return colors;
}

// The board's geometry in device pixels along one side; rows and columns share it.
struct BoardWidget::Layout {
    qreal ratio = 1;  // device pixels per logical pixel
    QPoint origin;    // outer corner of the board
    int cell = 1;     // side of a cell's interior
    int cellLine = 1; // width of a thin line
    int boxLine = 2;  // width of a thick line

    int side() const { return 9 * cell + 4 * boxLine + 6 * cellLine; }
    int lineWidth(int line) const { return line % BoxSide == 0 ? boxLine : cellLine; }
    // Offset of line 0..9 from the origin: line i follows i cells and the i lines before it.
    int lineStart(int line) const
    {
        const int boxLines = (line + BoxSide - 1) / BoxSide;
        return line * cell + boxLines * boxLine + (line - boxLines) * cellLine;
    }
    int cellStart(int index) const { return lineStart(index) + lineWidth(index); }

    // The row or column (0..8) at an offset from the origin, -1 outside the box lines; a
    // line belongs half to the cell on each side.
    int indexAt(int offset) const
    {
        if (offset < boxLine || offset >= side() - boxLine)
            return -1;
        for (int index = 0; index < UnitSize - 1; ++index) {
            if (offset < cellStart(index) + cell + lineWidth(index + 1) / 2)
                return index;
        }
        return UnitSize - 1;
    }

    QRect deviceCell(int cellIndex) const
    {
        return {origin.x() + cellStart(columnOf(cellIndex)), origin.y() + cellStart(rowOf(cellIndex)),
                cell, cell};
    }
};

BoardWidget::BoardWidget(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Sudoku board"));
}

void BoardWidget::setGrid(const Grid &grid)
{
    m_grid = grid;
    update();
}

void BoardWidget::setPencilMarks(const PencilMarks &marks)
{
    m_pencilMarks = marks;
    update();
}

void BoardWidget::setSelectedCell(int cell)
{
    Q_ASSERT(cell >= -1 && cell < CellCount);
    if (cell < 0 || cell >= CellCount)
        cell = -1;
    if (cell == m_selectedCell)
        return;
    m_selectedCell = cell;
    update();
    emit selectionChanged(cell);
}

BoardWidget::Layout BoardWidget::layout() const
{
    Layout layout;
    layout.ratio = devicePixelRatio();
    const int width = qFloor(this->width() * layout.ratio);
    const int height = qFloor(this->height() * layout.ratio);
    const int available = std::min(width, height);

    // Line widths follow the cell size, so the board looks the same at every scale.
    const int roughCell = available / UnitSize;
    layout.cellLine = std::max(1, roughCell / 45);
    layout.boxLine = std::max(layout.cellLine + 1, qRound(roughCell / 16.0));
    layout.cell = std::max(1, (available - 4 * layout.boxLine - 6 * layout.cellLine) / UnitSize);
    layout.origin = QPoint((width - layout.side()) / 2, (height - layout.side()) / 2);
    return layout;
}

QRectF BoardWidget::cellRectF(const Layout &layout, int cell) const
{
    return toLogical(layout.deviceCell(cell), layout.ratio);
}

int BoardWidget::cellAt(QPoint position) const
{
    const Layout board = layout();
    const int row = board.indexAt(qFloor(position.y() * board.ratio) - board.origin.y());
    const int column = board.indexAt(qFloor(position.x() * board.ratio) - board.origin.x());
    return row < 0 || column < 0 ? -1 : sudoku::cellAt(row, column);
}

QRect BoardWidget::cellRect(int cell) const
{
    const Layout board = layout();
    return toLogicalInside(board.deviceCell(cell), board.ratio);
}

QRect BoardWidget::boardRect() const
{
    const Layout board = layout();
    return toLogicalInside(QRect(board.origin, QSize(board.side(), board.side())), board.ratio);
}

QSize BoardWidget::sizeHint() const
{
    return PreferredSize;
}

QSize BoardWidget::minimumSizeHint() const
{
    return SmallestSize;
}

void BoardWidget::paintEvent(QPaintEvent * /*event*/)
{
    const Layout board = layout();
    const BoardColors colors = this->colors();
    QPainter painter(this);

    for (int cell = 0; cell < CellCount; ++cell)
        paintCell(painter, board, colors, cell);

    // Lines are filled as whole device pixels, unsmoothed, thin ones first so the box
    // lines cover their crossings.
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (const bool boxLines : {false, true}) {
        const QColor &color = boxLines ? colors.boxLine : colors.cellLine;
        for (int line = 0; line <= UnitSize; ++line) {
            if ((line % BoxSide == 0) != boxLines)
                continue;
            const int start = board.lineStart(line);
            const int width = board.lineWidth(line);
            const QRect vertical(board.origin + QPoint(start, 0), QSize(width, board.side()));
            const QRect horizontal(board.origin + QPoint(0, start), QSize(board.side(), width));
            painter.fillRect(toLogical(vertical, board.ratio), color);
            painter.fillRect(toLogical(horizontal, board.ratio), color);
        }
    }
}

QColor BoardWidget::cellBackground(const BoardColors &colors, int cell) const
{
    if (m_selectedCell < 0)
        return colors.background;
    if (cell == m_selectedCell)
        return colors.selected;
    const int selectedDigit = m_grid.digit(m_selectedCell);
    if (selectedDigit != 0 && m_grid.digit(cell) == selectedDigit)
        return colors.sameDigit;
    if (arePeers(cell, m_selectedCell))
        return colors.peer;
    return colors.background;
}

void BoardWidget::paintCell(QPainter &painter, const Layout &layout, const BoardColors &colors,
                            int cell) const
{
    const QRectF rect = cellRectF(layout, cell);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(rect, cellBackground(colors, cell));

    const int digit = m_grid.digit(cell);
    if (digit == 0) {
        paintPencilMarks(painter, rect, colors, m_pencilMarks[static_cast<std::size_t>(cell)]);
        return;
    }
    const bool given = m_grid.isGiven(cell);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setFont(sizedFont(font(), rect.height() * DigitScale,
                              given ? QFont::Bold : QFont::Normal));
    painter.setPen(given ? colors.given : colors.player);
    drawCentred(painter, rect, QString::number(digit));
}

void BoardWidget::paintPencilMarks(QPainter &painter, QRectF rect, const BoardColors &colors,
                                   Candidates marks) const
{
    if (marks.isEmpty())
        return;
    const int selectedDigit = m_selectedCell < 0 ? 0 : m_grid.digit(m_selectedCell);
    const QFont normal = sizedFont(font(), rect.height() * PencilScale, QFont::Normal);
    const QFont match = sizedFont(font(), rect.height() * PencilScale, QFont::Bold);
    const qreal inset = rect.width() * PencilInset;
    rect.adjust(inset, inset, -inset, -inset);
    const QSizeF spot = rect.size() / BoxSide;
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const int digit : marks) {
        const int index = digit - 1;
        const QPointF corner(rect.left() + (index % BoxSide) * spot.width(),
                             rect.top() + (index / BoxSide) * spot.height());
        const bool matches = digit == selectedDigit;
        painter.setFont(matches ? match : normal);
        painter.setPen(matches ? colors.pencilMatch : colors.pencil);
        drawCentred(painter, QRectF(corner, spot), QString::number(digit));
    }
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    const int cell = event->button() == Qt::LeftButton ? cellAt(event->position().toPoint()) : -1;
    if (cell < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setSelectedCell(cell);
    emit cellClicked(cell);
}

void BoardWidget::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        moveSelection(0, -1);
        break;
    case Qt::Key_Right:
        moveSelection(0, 1);
        break;
    case Qt::Key_Up:
        moveSelection(-1, 0);
        break;
    case Qt::Key_Down:
        moveSelection(1, 0);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardWidget::moveSelection(int rowStep, int columnStep)
{
    // The first move of the keyboard picks r1c1; later moves stop at the board's edges.
    if (m_selectedCell < 0) {
        setSelectedCell(0);
        return;
    }
    const int row = std::clamp(rowOf(m_selectedCell) + rowStep, 0, UnitSize - 1);
    const int column = std::clamp(columnOf(m_selectedCell) + columnStep, 0, UnitSize - 1);
    setSelectedCell(sudoku::cellAt(row, column));
}

} // namespace sudoku
