// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardwidget.h"

#include "boardaccessible.h"
#include "colourpaint.h"
#include "variantpaint.h"
#include "language.h"

#include <QAccessible>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPathStroker>
#include <QtMath>

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace sudoku {

namespace {

constexpr QSize PreferredSize(540, 540);
constexpr QSize SmallestSize(270, 270);
// How much of the background covers a cell a filter leaves out: its digit and marks fade to
// some a third of their contrast.
constexpr float FilterWash = 0.7f;

// Cues, as fractions of the cell's side: the conflict triangle's legs; the mistake's wavy
// underline (as under a misspelt word): its middle (below the digit, which ends near 0.72),
// width, wavelength, amplitude and pen.
constexpr qreal ConflictMarkScale = 0.26;
constexpr qreal MistakeLineAt = 0.85;
constexpr qreal MistakeLineWidth = 0.48;
constexpr qreal MistakeWaveLength = 0.12;
constexpr qreal MistakeWaveHeight = 0.035;
constexpr qreal MistakePenScale = 0.045;

// The paused notice: text sizes and padding as fractions of the cell's side.
constexpr qreal PausedTitleScale = 0.62;
constexpr qreal PausedHintScale = 0.26;
constexpr qreal PausedPadding = 0.35;

// Frames and crosses as fractions of the cell's side.
constexpr qreal FramePenScale = 0.07;
constexpr qreal ThinFramePenScale = 0.04;
constexpr qreal CrossInset = 0.12;
constexpr qreal MarkStrikePenScale = 0.035;

} // namespace

BoardWidget::BoardWidget(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    // The pointer on a link shows which line of the text tells it (linkHovered).
    setMouseTracking(true);
    // A table of n×n named cells for screen readers; installed before anything asks for the
    // board's interface (setAccessibleName does), which would be cached.
    installBoardAccessibility();
    setAccessibleName(tr("Sudoku board"));
    // r1c1 stays at the top left in every language: puzzle formats and cell names assume it.
    setLayoutDirection(Qt::LeftToRight);
}

// What a screen reader would say for every cell, while one listens: compared before and after
// a change, so that the cells whose names changed are announced.
class BoardWidget::AccessibleChange {
public:
    explicit AccessibleChange(BoardWidget &board) : m_board(board), m_active(QAccessible::isActive())
    {
        if (m_active)
            for (int cell = 0; cell < board.grid().cellCount(); ++cell)
                m_names.push_back(accessibleCellName(board, cell));
    }
    ~AccessibleChange()
    {
        if (!m_active)
            return;
        // A board of another size is another table: nothing to compare cell by cell.
        if (m_board.grid().cellCount() != static_cast<int>(m_names.size())) {
            notifyTableReshaped(m_board);
            return;
        }
        for (int cell = 0; cell < m_board.grid().cellCount(); ++cell)
            if (accessibleCellName(m_board, cell) != m_names[static_cast<std::size_t>(cell)])
                notifyCellChanged(m_board, cell);
    }
    AccessibleChange(const AccessibleChange &) = delete;
    AccessibleChange &operator=(const AccessibleChange &) = delete;

private:
    BoardWidget &m_board;
    bool m_active;
    std::vector<QString> m_names;
};

void BoardWidget::setView(const BoardView &view)
{
    setHighlight(view.highlight); // and its table of marks
    if (view == m_view)
        return;
    const AccessibleChange change(*this);
    // The size hint follows the board's side: n, or a samurai's 21.
    const bool resized = view.grid.geometry().frameSide() != m_view.grid.geometry().frameSide();
    m_view = view;
    if (resized) {
        updateGeometry(); // the size hint follows the board's size
        setFilter(m_filter); // off if its digit is not on this board
    }
    update();
}

void BoardWidget::setGrid(const Grid &grid)
{
    const AccessibleChange change(*this);
    const bool resized = grid.geometry().frameSide() != m_view.grid.geometry().frameSide();
    m_view.grid = grid;
    if (resized)
        updateGeometry();
    update();
}

void BoardWidget::setPencilMarks(const PencilMarks &marks)
{
    const AccessibleChange change(*this);
    m_view.marks = marks;
    update();
}

void BoardWidget::setConflicts(const std::bitset<MaxCellCount> &cells)
{
    if (cells == m_view.conflicts)
        return;
    const AccessibleChange change(*this);
    m_view.conflicts = cells;
    update();
}

void BoardWidget::setMistakes(const std::bitset<MaxCellCount> &cells)
{
    if (cells == m_view.mistakes)
        return;
    const AccessibleChange change(*this);
    m_view.mistakes = cells;
    update();
}

void BoardWidget::setFlaggedCells(const std::bitset<MaxCellCount> &cells)
{
    if (cells == m_view.flagged)
        return;
    m_view.flagged = cells;
    update();
}

void BoardWidget::setHighlight(const Highlight &highlight)
{
    if (highlight == m_view.highlight)
        return;
    if (highlight.links != m_view.highlight.links)
        m_emphasisedLine = 0; // another chain: the line pointed at is gone
    m_view.highlight = highlight;
    m_highlighting = !highlight.isEmpty();
    m_markTable = {};
    for (const CandidateMark &mark : highlight.marks) {
        // Within the table, not the board shown: a view's highlight may come with a board
        // of another size (setView), and painting reads only the cells of the board.
        if (mark.cell >= 0 && mark.cell < MaxCellCount && mark.digit >= 1 && mark.digit <= MaxSize)
            m_markTable[static_cast<std::size_t>(mark.cell)][static_cast<std::size_t>(mark.digit - 1)] =
                static_cast<std::uint8_t>(1 + static_cast<int>(mark.cue));
    }
    update();
}

void BoardWidget::setSelectionVisible(bool visible)
{
    if (visible == m_view.selectionVisible)
        return;
    m_view.selectionVisible = visible;
    update();
}

void BoardWidget::setPaused(bool paused)
{
    if (paused == m_view.paused)
        return;
    const AccessibleChange change(*this);
    m_view.paused = paused;
    update();
}

void BoardWidget::setInputEnabled(bool enabled)
{
    m_view.inputEnabled = enabled;
}

void BoardWidget::setFilter(const BoardFilter &filter)
{
    BoardFilter shown = filter;
    if (shown.kind == BoardFilter::Kind::Digit && (shown.digit < 1 || shown.digit > m_view.grid.size()))
        shown = {};
    if (shown == m_filter)
        return;
    m_filter = shown;
    update();
    emit filterChanged(m_filter);
}

void BoardWidget::setSelectedCell(int cell)
{
    Q_ASSERT(cell >= -1 && cell < m_view.grid.cellCount());
    if (cell < 0 || cell >= m_view.grid.cellCount())
        cell = -1;
    if (cell == m_selectedCell)
        return;
    m_selectedCell = cell;
    update();
    notifyCellFocus(*this, cell);
    emit selectionChanged(cell);
}

BoardMetrics BoardWidget::gridMetrics() const
{
    BoardMetrics metrics = BoardMetrics::fitting(size(), devicePixelRatio(), m_view.grid.shape(),
                                                 !m_view.grid.geometry().hasIrregularBoxes(), &m_view.grid.geometry());
    metrics.cages = hasCages(m_view.grid);
    return metrics;
}

int BoardWidget::cellAt(QPoint position) const
{
    const BoardMetrics board = gridMetrics();
    const int row = board.rows.indexAt(qFloor(position.y() * board.ratio) - board.origin.y());
    const int column = board.columns.indexAt(qFloor(position.x() * board.ratio) - board.origin.x());
    return row < 0 || column < 0 ? -1 : board.cellAt(row, column);
}

QRect BoardWidget::cellRect(int cell) const
{
    const BoardMetrics board = gridMetrics();
    return toLogicalInside(board.deviceCell(cell), board.ratio);
}

QRect BoardWidget::boardRect() const
{
    const BoardMetrics board = gridMetrics();
    return toLogicalInside(QRect(board.origin, board.size()), board.ratio);
}

QSize BoardWidget::sizeHint() const
{
    // Larger boards ask for room to keep their cells and pencil marks readable: 60 pixels a
    // cell on 9×9, 48 on 12×12 and 16×16 (marks 12 pixels apart), 36 on 25×25.
    // A samurai's 21 squares a side, 44 pixels each (its cells hold 9 digits, as 9×9's do).
    const Geometry &g = m_view.grid.geometry();
    const int n = g.frameSide();
    const int cellPixels = !g.isSquare() ? 44 : n > 16 ? 36 : 48;
    const int side = std::max(PreferredSize.width(), std::min(n > 9 ? cellPixels * n : 0, 920));
    return {side, side};
}

QSize BoardWidget::minimumSizeHint() const
{
    return SmallestSize;
}

void BoardWidget::paintEvent(QPaintEvent * /*event*/)
{
    const BoardMetrics board = gridMetrics();
    const BoardColors colors = this->colors();
    QPainter painter(this);

    for (int cell = 0; cell < m_view.grid.cellCount(); ++cell) {
        // A filter (not under a highlight, which speaks alone) tints the empty cells it picks
        // out (cellBackground) and dims the rest under a wash of the background.
        const bool filtered = m_filter.isActive() && !m_highlighting;
        const bool pickedOut = filtered && m_filter.picksOut(m_view.grid, m_view.marks, cell);
        paintCell(painter, board, colors, cell, pickedOut);
        if (filtered && !pickedOut && !m_view.paused) {
            QColor wash = colors.background;
            wash.setAlphaF(FilterWash);
            painter.fillRect(board.cellRect(cell), wash);
        }
    }

    // Lines are filled as whole device pixels, unsmoothed, thin ones first so the box
    // lines cover their crossings.
    painter.setRenderHint(QPainter::Antialiasing, false);
    paintLines(painter, board, colors, m_view.grid.geometry());
    // A variant's rules: a jigsaw's regions in box lines, a killer's cages and sums.
    const CellRectOf cellRect = [&board](int cell) { return board.cellRect(cell); };
    paintRegionBorders(painter, m_view.grid, cellRect, board.boxLine / board.ratio, colors.boxLine);
    if (m_view.paused) {
        paintPausedNotice(painter, board, colors);
        return;
    }
    paintCages(painter, m_view.grid, cellRect, sizedFont(font(), cageSumPixels(board.cellSide()), QFont::Normal),
               colors.cageLine);
    paintLinks(painter, board, colors);
}

void BoardWidget::paintLines(QPainter &painter, const BoardMetrics &board, const BoardColors &colors,
                             const Geometry &geometry)
{
    // The square's lines; a samurai's, each grid's across its 9×9 alone.
    const int span = geometry.size();
    for (const bool boxLines : {false, true}) {
        const QColor &color = boxLines ? colors.boxLine : colors.cellLine;
        for (const auto &[top, left] : geometry.gridCorners()) {
            const int x = board.columns.lineStart(left);
            const int y = board.rows.lineStart(top);
            const int width = board.columns.lineStart(left + span) + board.boxLine - x;
            const int height = board.rows.lineStart(top + span) + board.boxLine - y;
            for (int i = 0; i <= span; ++i) {
                if (((left + i) % board.columns.perBox == 0) == boxLines) {
                    const QRect vertical(board.origin + QPoint(board.columns.lineStart(left + i), y),
                                         QSize(board.columns.lineWidth(left + i), height));
                    painter.fillRect(toLogical(vertical, board.ratio), color);
                }
                if (((top + i) % board.rows.perBox == 0) == boxLines) {
                    const QRect horizontal(board.origin + QPoint(x, board.rows.lineStart(top + i)),
                                           QSize(width, board.rows.lineWidth(top + i)));
                    painter.fillRect(toLogical(horizontal, board.ratio), color);
                }
            }
        }
    }
}

void BoardWidget::paintPausedNotice(QPainter &painter, const BoardMetrics &metrics,
                                    const BoardColors &colors) const
{
    const QRectF board = toLogical(QRect(metrics.origin, metrics.size()), metrics.ratio);
    // Sized as on a 9×9 board of the same size, not by a 25×25 board's small cells.
    const qreal cell = board.width() / 9;
    const qreal padding = cell * PausedPadding;
    // The widget's own text size at the least, so the hint stays readable on a small board.
    const qreal textSize = QFontInfo(font()).pixelSize();
    const QFont titleFont = sizedFont(font(), std::max(cell * PausedTitleScale, 1.5 * textSize),
                                      QFont::Bold);
    const QFont hintFont = sizedFont(font(), std::max(cell * PausedHintScale, textSize),
                                     QFont::Normal);
    const QString title = tr("Paused");
    const QString hint = tr("Press P or click to resume");

    // A panel over the middle of the board, as wide as its text (wrapped to the board).
    const qreal widest = board.width() - 2 * cell;
    const int flags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
    const QRectF titleSize = QFontMetricsF(titleFont).boundingRect(
        QRectF(0, 0, widest, board.height()), flags, title);
    const QRectF hintSize = QFontMetricsF(hintFont).boundingRect(
        QRectF(0, 0, widest, board.height()), flags, hint);
    const QSizeF text(std::max(titleSize.width(), hintSize.width()),
                      titleSize.height() + hintSize.height());
    QRectF panel(QPointF(), text + QSizeF(4 * padding, 2 * padding));
    panel.moveCenter(board.center());

    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(colors.boxLine, metrics.cellLine / metrics.ratio));
    painter.setBrush(colors.background);
    painter.drawRoundedRect(panel, padding, padding);

    const QRectF inside = panel.adjusted(2 * padding, padding, -2 * padding, -padding);
    painter.setFont(titleFont);
    painter.setPen(colors.given);
    painter.drawText(inside, flags, title);
    painter.setFont(hintFont);
    painter.setPen(colors.pencil);
    painter.drawText(inside.adjusted(0, titleSize.height(), 0, 0), flags, hint);
}

QColor BoardWidget::cellBackground(const BoardColors &colors, int cell, bool pickedOut) const
{
    // A cell of a variant's diagonal or window is shaded where it would show the background.
    const QColor &background = inExtraUnit(m_view.grid, cell) ? colors.extraUnit : colors.background;
    // Paused: the same-digit shading would show where digits are.
    if (m_view.paused)
        return background;
    // A highlight speaks alone: the selection's shading would blur it (the selected cell keeps
    // its own colour where the highlight leaves it alone).
    const bool highlighted = m_highlighting;
    const bool selectionShown = m_view.selectionVisible && m_selectedCell >= 0;
    if (const CellCue cue = m_view.highlight.cue(cell); cue != CellCue::None)
        return colors.tint(cue);
    if (cell == m_selectedCell && selectionShown)
        return colors.selected;
    if (pickedOut && m_view.grid.isEmpty(cell))
        return colors.sameDigit;
    if (highlighted)
        return m_view.flagged.test(static_cast<std::size_t>(cell)) ? colors.flagged : background;
    if (m_view.flagged.test(static_cast<std::size_t>(cell)))
        return colors.flagged;
    if (!selectionShown)
        return background;
    const int selectedDigit = m_view.grid.digit(m_selectedCell);
    if (selectedDigit != 0 && m_view.grid.digit(cell) == selectedDigit)
        return colors.sameDigit;
    if (m_view.grid.geometry().arePeers(cell, m_selectedCell))
        return colors.peer;
    return background;
}

void BoardWidget::paintCell(QPainter &painter, const BoardMetrics &metrics, const BoardColors &colors, int cell,
                            bool pickedOut) const
{
    const QRectF rect = metrics.cellRect(cell);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(rect, cellBackground(colors, cell, pickedOut));
    if (m_view.paused)
        return;
    if (const int colour = shownColour(cell))
        colourpaint::paintCell(painter, rect, colors, colour);
    if (cell == m_selectedCell && m_view.selectionVisible && m_view.highlight.cue(cell) < CellCue::Try) {
        const qreal width = std::max(2.0 / metrics.ratio, rect.height() * ThinFramePenScale);
        QPen pen(colors.selectedFrame, width);
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    }

    const int digit = m_view.grid.digit(cell);
    if (digit == 0) {
        // A digit a highlight places here is shown where it will stand, full size, in the
        // placement's colour; the cell's small marks would only crowd it.
        const auto &cues = m_markTable[static_cast<std::size_t>(cell)];
        const auto placed = std::find(cues.begin(), cues.end(), 1 + static_cast<int>(MarkCue::Place));
        const auto marked = std::find_if(cues.begin(), cues.end(), [](int cue) { return cue != 0; });
        if (placed != cues.end()) {
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setFont(sizedFont(font(), rect.height() * DigitScale, QFont::Normal));
            painter.setPen(colors.ink(MarkCue::Place));
            drawCentred(painter, rect, language::sudokuDigit(static_cast<int>(placed - cues.begin()) + 1));
        } else if (m_view.highlight.cue(cell) == CellCue::Try && marked != cues.end()) {
            // The digit a search tries here (or has just rejected) as large as a placed one,
            // ringed (or struck out) as its candidate mark would be.
            paintMarkedCandidate(painter, rect, sizedFont(font(), rect.height() * DigitScale, QFont::Normal), colors,
                                 static_cast<MarkCue>(*marked - 1), static_cast<int>(marked - cues.begin()) + 1);
        } else {
            paintPencilMarks(painter, rect, colors, cell);
        }
        paintCellCue(painter, metrics, colors, cell);
        return;
    }
    const bool given = m_view.grid.isGiven(cell);
    const bool conflict = m_view.conflicts.test(static_cast<std::size_t>(cell));
    const bool mistake = m_view.mistakes.test(static_cast<std::size_t>(cell));
    QColor ink = given ? colors.given : colors.player;
    if (conflict)
        ink = colors.conflict;
    else if (mistake)
        ink = colors.mistake;
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Two figures (10–25 as numbers) take a smaller size to fit the cell.
    const qreal scale = digit > 9 && !language::lettersAboveNine() ? DigitScale * 0.7 : DigitScale;
    painter.setFont(sizedFont(font(), rect.height() * scale, given ? QFont::Bold : QFont::Normal));
    painter.setPen(ink);
    drawCentred(painter, rect, language::sudokuDigit(digit));

    // Shapes as well as colours, for players who cannot tell the colours apart.
    const qreal side = rect.height();
    painter.setPen(Qt::NoPen);
    if (conflict) {
        // In the top left corner; on a killer board, where cage sums stand there, the top right.
        const qreal leg = side * ConflictMarkScale;
        const bool cages = hasCages(m_view.grid);
        const QPointF corner = cages ? rect.topRight() : rect.topLeft();
        const qreal across = cages ? -leg : leg;
        painter.setBrush(colors.conflict);
        painter.drawPolygon(QPolygonF{corner, corner + QPointF(across, 0), corner + QPointF(0, leg)});
    }
    if (mistake) {
        // Whole half waves, centred under the digit.
        const qreal halfWave = side * MistakeWaveLength / 2;
        const int halfWaves = std::max(2, qRound(side * MistakeLineWidth / halfWave));
        const qreal y = rect.top() + side * MistakeLineAt;
        const qreal height = side * MistakeWaveHeight;
        QPolygonF wave;
        for (int index = 0; index <= halfWaves; ++index)
            wave << QPointF(rect.center().x() + (index - halfWaves / 2.0) * halfWave,
                            y + (index % 2 == 0 ? -height : height));
        QPen pen(colors.mistake, std::max(1.5 / metrics.ratio, side * MistakePenScale));
        pen.setJoinStyle(Qt::RoundJoin);
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(wave);
    }
    paintCellCue(painter, metrics, colors, cell);
}

void BoardWidget::paintCellCue(QPainter &painter, const BoardMetrics &metrics, const BoardColors &colors,
                               int cell) const
{
    paintCueShape(painter, metrics.cellRect(cell), 1.0 / metrics.ratio, colors, m_view.highlight.cue(cell));
}

void BoardWidget::paintCueShape(QPainter &painter, const QRectF &rect, qreal devicePixel,
                                const BoardColors &colors, CellCue cue)
{
    if (cue < CellCue::Try)
        return; // tints only, painted as the background
    const qreal side = rect.height();
    const bool thin = cue == CellCue::Try;
    const qreal width = std::max(devicePixel, side * (thin ? ThinFramePenScale : FramePenScale));
    QPen pen(colors.ink(cue), width);
    pen.setJoinStyle(Qt::MiterJoin);
    if (cue == CellCue::Guess)
        pen.setStyle(Qt::DashLine);
    else if (cue == CellCue::Backtrack)
        pen.setStyle(Qt::DotLine);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    if (cue == CellCue::Contradiction) {
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        const qreal inset = side * CrossInset;
        const QRectF cross = rect.adjusted(inset, inset, -inset, -inset);
        painter.drawLine(cross.topLeft(), cross.bottomRight());
        painter.drawLine(cross.topRight(), cross.bottomLeft());
    } else {
        painter.setPen(pen);
        painter.drawRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    }
    painter.restore();
}

void BoardWidget::paintMarkedCandidate(QPainter &painter, const QRectF &spot, const QFont &font,
                                       const BoardColors &colors, MarkCue cue, int digit)
{
    const QColor ink = colors.ink(cue);
    const qreal side = std::min(spot.width(), spot.height());
    QRectF disc(QPointF(), QSizeF(side, side) * MarkDiscScale);
    disc.moveCenter(spot.center());
    const QString text = language::sudokuDigit(digit);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setFont(font);
    switch (cue) {
    case MarkCue::Place:
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        painter.drawEllipse(disc);
        painter.setPen(colors.markText);
        drawCentred(painter, spot, text);
        break;
    case MarkCue::Pattern:
        painter.setPen(QPen(ink, std::max(1.0, side * 0.08)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(disc);
        drawCentred(painter, spot, text);
        break;
    case MarkCue::Eliminate: {
        painter.setPen(ink);
        drawCentred(painter, spot, text);
        QPen strike(ink, std::max(1.0, side * MarkStrikePenScale * 3));
        strike.setCapStyle(Qt::RoundCap);
        painter.setPen(strike);
        painter.drawLine(disc.bottomLeft(), disc.topRight());
        break;
    }
    }
    painter.restore();
}

void BoardWidget::paintPencilMarks(QPainter &painter, const QRectF &rect, const BoardColors &colors, int cell) const
{
    const auto &cues = m_markTable[static_cast<std::size_t>(cell)];
    const Candidates marks = shownCandidates(m_view, m_markTable, cell);
    if (marks.isEmpty())
        return;
    // A highlight speaks alone: no marks stand out for matching the selected digit then.
    const bool matching = m_selectedCell >= 0 && m_view.selectionVisible && !m_highlighting;
    const int selectedDigit = matching ? m_view.grid.digit(m_selectedCell) : 0;
    const Shape shape = m_view.grid.shape();
    const QRectF area = pencilArea(rect, hasCages(m_view.grid));
    const qreal textSize = pencilTextSize(std::min(area.width(), area.height()), shape);
    const QFont normal = sizedFont(font(), textSize, QFont::Normal);
    const QFont bold = sizedFont(font(), textSize, QFont::Bold);
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const int digit : marks) {
        const QRectF place = spotOf(area, digit, shape);
        const std::uint8_t cue = cues[static_cast<std::size_t>(digit - 1)];
        if (const int colour = cue == 0 ? shownColour(cell, digit) : 0) {
            colourpaint::paintCandidate(painter, place, bold, colors, colour, language::sudokuDigit(digit));
            continue;
        }
        if (cue == 0) {
            const bool matches = digit == selectedDigit;
            painter.setFont(matches ? bold : normal);
            painter.setPen(matches ? colors.pencilMatch : colors.pencil);
            drawCentred(painter, place, language::sudokuDigit(digit));
            continue;
        }
        paintMarkedCandidate(painter, place, bold, colors, static_cast<MarkCue>(cue - 1), digit);
    }
}

int BoardWidget::shownColour(int cell) const
{
    return m_view.paused || m_view.highlight.cue(cell) != CellCue::None ? 0 : m_view.colouring.cell(cell);
}

int BoardWidget::shownColour(int cell, int digit) const
{
    const bool marked = m_markTable[static_cast<std::size_t>(cell)][static_cast<std::size_t>(digit - 1)] != 0;
    return m_view.paused || marked ? 0 : m_view.colouring.candidate(cell, digit);
}

QRectF BoardWidget::candidateRect(int cell, int digit) const
{
    return gridMetrics().candidateRect(cell, digit);
}

qreal BoardWidget::markRadius() const
{
    return gridMetrics().markRadius();
}

std::vector<QRectF> BoardWidget::groupShapes() const
{
    const BoardMetrics metrics = gridMetrics();
    return LinkLayout(metrics, font(), m_view, m_markTable).groupShapes();
}

std::vector<LinkShape> BoardWidget::linkShapes() const
{
    return linkShapes(gridMetrics());
}

// The links are routed again only when what they depend on changes.
std::vector<LinkShape> BoardWidget::linkShapes(const BoardMetrics &metrics) const
{
    if (m_view.highlight.links.empty())
        return {};
    LinkCacheKey key{metrics.origin, metrics.cell, metrics.ratio, font(), m_view.grid, m_view.marks, m_view.highlight};
    if (!m_linkCache || m_linkCache->first != key)
        m_linkCache.emplace(std::move(key), LinkLayout(metrics, font(), m_view, m_markTable).shapes());
    return m_linkCache->second;
}

void BoardWidget::paintLinks(QPainter &painter, const BoardMetrics &metrics, const BoardColors &colors) const
{
    const std::vector<LinkShape> shapes = linkShapes(metrics);
    if (shapes.empty())
        return;
    const qreal cell = metrics.cellSide();
    const qreal devicePixel = 1.0 / metrics.ratio;
    const qreal width = std::max(1.5 * devicePixel, cell * LinkPenScale);
    const qreal halo = std::max(devicePixel, cell * LinkHaloScale);
    const qreal corner = metrics.markRadius();
    const std::vector<QRectF> groups = LinkLayout(metrics, font(), m_view, m_markTable).groupShapes();

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Halos first, under every link, so crossing links both stay whole.
    QPen haloPen(colors.linkHalo, width + 2 * halo, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(haloPen);
    painter.setBrush(Qt::NoBrush);
    for (const QRectF &group : groups)
        painter.drawRoundedRect(group, corner, corner);
    for (const LinkShape &shape : shapes) {
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(shape.line);
        painter.setBrush(colors.linkHalo);
        painter.drawPolygon(shape.head);
    }

    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colors.link, width * 0.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    for (const QRectF &group : groups)
        painter.drawRoundedRect(group, corner, corner);
    // With one line of the text pointed at, its links stand out over the others, faded.
    QColor faded = colors.link;
    faded.setAlphaF(0.3f);
    const auto inkOf = [&](const LinkShape &shape) {
        return m_emphasisedLine == 0 || shape.number == m_emphasisedLine ? colors.link : faded;
    };
    for (const bool emphasised : {false, true}) {
        for (const LinkShape &shape : shapes) {
            if ((m_emphasisedLine != 0 && shape.number == m_emphasisedLine) != emphasised)
                continue;
            const QColor ink = inkOf(shape);
            QPen pen(ink, emphasised ? width * 1.5 : width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
            if (!shape.strong) {
                pen.setCapStyle(Qt::FlatCap);
                pen.setDashPattern({WeakDashes[0], WeakDashes[1]});
            }
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(shape.line);
            painter.setPen(QPen(ink, devicePixel, Qt::SolidLine, Qt::RoundCap, Qt::MiterJoin));
            painter.setBrush(ink);
            painter.drawPolygon(shape.head);
        }
    }
    // Each link's number, as the text numbers its line: a disc of the background ringed in
    // the link's ink, the number in it.
    const qreal label = cell * LinkLabelScale;
    QFont numberFont = sizedFont(font(), label * 0.72, QFont::Bold);
    painter.setFont(numberFont);
    for (const LinkShape &shape : shapes) {
        if (shape.number <= 0)
            continue;
        const QString number = language::digits(QString::number(shape.number));
        const qreal wide = std::max(label, QFontMetricsF(numberFont).horizontalAdvance(number) + label * 0.35);
        QRectF disc(QPointF(), QSizeF(wide, label));
        disc.moveCenter(shape.labelAt);
        const QColor ink = inkOf(shape);
        painter.setPen(QPen(ink, std::max(devicePixel, width * 0.5)));
        painter.setBrush(colors.linkHalo);
        painter.drawRoundedRect(disc, label / 2, label / 2);
        painter.setPen(ink);
        drawCentred(painter, disc, number);
    }
    painter.restore();
}

void BoardWidget::paintLinkSample(QPainter &painter, const QRectF &rect, const BoardColors &colors, bool strong)
{
    const qreal side = rect.height();
    const qreal width = std::max(1.5, side * LinkPenScale * 2);
    const qreal y = rect.center().y();
    const QPointF start(rect.left() + side * 0.15, y);
    const QPointF tip(rect.right() - side * 0.15, y);
    const qreal headLength = side * 0.3;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QPen pen(colors.link, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    if (!strong) {
        pen.setCapStyle(Qt::FlatCap);
        pen.setDashPattern({WeakDashes[0], WeakDashes[1]});
    }
    painter.setPen(pen);
    painter.drawLine(start, tip - QPointF(headLength * 0.6, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(colors.link);
    painter.drawPolygon(QPolygonF{tip, tip - QPointF(headLength, side * 0.2), tip - QPointF(headLength, -side * 0.2)});
    painter.restore();
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    if (m_view.paused && event->button() == Qt::LeftButton) {
        emit resumeRequested();
        return;
    }
    const bool selects = event->button() == Qt::LeftButton && !m_view.paused;
    const int cell = selects ? cellAt(event->position().toPoint()) : -1;
    if (cell < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setSelectedCell(cell);
    emit cellClicked(cell);
    if (m_colourPen != 0 && m_view.inputEnabled)
        paintAt(cell, event->position());
}

void BoardWidget::paintAt(int cell, QPointF position)
{
    if (m_view.grid.isEmpty(cell)) {
        for (const int digit : shownCandidates(m_view, m_markTable, cell)) {
            if (candidateRect(cell, digit).contains(position)) {
                emit candidateColoured(cell, digit, m_colourPen);
                return;
            }
        }
    }
    emit cellColoured(cell, m_colourPen);
}

void BoardWidget::setColourPen(int colour)
{
    colour = std::clamp(colour, 0, ColourCount);
    if (colour == m_colourPen)
        return;
    m_colourPen = colour;
    // A cross-hair says that a click paints rather than selects.
    if (colour != 0)
        setCursor(Qt::CrossCursor);
    else
        unsetCursor();
    emit colourPenChanged(colour);
}

void BoardWidget::mouseMoveEvent(QMouseEvent *event)
{
    const int line = m_view.paused || m_view.highlight.links.empty() ? 0 : linkLineAt(event->position());
    if (line != m_hoveredLine) {
        m_hoveredLine = line;
        setEmphasisedLine(line);
        emit linkHovered(line);
    }
    QWidget::mouseMoveEvent(event);
}

void BoardWidget::leaveEvent(QEvent *event)
{
    if (m_hoveredLine != 0) {
        m_hoveredLine = 0;
        setEmphasisedLine(0);
        emit linkHovered(0);
    }
    QWidget::leaveEvent(event);
}

void BoardWidget::setEmphasisedLine(int line)
{
    if (line == m_emphasisedLine)
        return;
    m_emphasisedLine = line;
    update();
}

int BoardWidget::linkLineAt(QPointF position) const
{
    // Within a third of a mark's spot of the line, or on its number.
    const qreal reach = markRadius() * 0.7;
    QPainterPathStroker stroker;
    stroker.setWidth(2 * reach);
    for (const LinkShape &shape : linkShapes()) {
        if (shape.number <= 0)
            continue;
        if (QLineF(shape.labelAt, position).length() <= reach * 1.5 || stroker.createStroke(shape.line).contains(position)
            || shape.head.containsPoint(position, Qt::OddEvenFill))
            return shape.number;
    }
    return 0;
}

std::vector<LinkRouter::Ink> BoardWidget::linkObstacles() const
{
    const BoardMetrics metrics = gridMetrics();
    return LinkLayout(metrics, font(), m_view, m_markTable).obstacles();
}

BoardKeys::Entry BoardWidget::forwardedEntry(const QKeyEvent &event) const
{
    if (m_view.paused || !m_view.inputEnabled)
        return {};
    const BoardKeys::Entry entry = BoardKeys::entry(event, BoardKeys::hasXkbScanCodes(), m_view.grid.size());
    const bool needsCell = entry.action != BoardKeys::Action::TogglePencilMode;
    return needsCell && m_selectedCell < 0 ? BoardKeys::Entry{} : entry;
}

bool BoardWidget::event(QEvent *event)
{
    // The board's entry keys win over window shortcuts on the same keys while it has the
    // focus, as a line edit's typing does.
    if (event->type() == QEvent::ShortcutOverride
        && (forwardedEntry(*static_cast<QKeyEvent *>(event)).action != BoardKeys::Action::None
            || penKey(*static_cast<QKeyEvent *>(event)) != PenKey::None)) {
        event->accept();
        return true;
    }
    const bool handled = QWidget::event(event);
    // A screen reader coming back to the board hears the selected cell.
    if (event->type() == QEvent::FocusIn)
        notifyCellFocus(*this, m_selectedCell);
    return handled;
}

BoardWidget::PenKey BoardWidget::penKey(const QKeyEvent &event) const
{
    if (m_colourPen == 0 || m_view.paused || (event.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return PenKey::None;
    if (event.key() == Qt::Key_Escape)
        return PenKey::PutDown;
    const bool enter = event.key() == Qt::Key_Return || event.key() == Qt::Key_Enter;
    return enter && m_view.inputEnabled && m_selectedCell >= 0 ? PenKey::PaintCell : PenKey::None;
}

void BoardWidget::keyPressEvent(QKeyEvent *event)
{
    switch (penKey(*event)) {
    case PenKey::PaintCell:
        emit cellColoured(m_selectedCell, m_colourPen);
        event->accept();
        return;
    case PenKey::PutDown:
        setColourPen(0);
        event->accept();
        return;
    case PenKey::None:
        break;
    }
    const BoardKeys::Entry entry = forwardedEntry(*event);
    const bool painting = m_colourPen != 0;
    switch (entry.action) {
    case BoardKeys::Action::Digit:
        if (painting)
            emit candidateColoured(m_selectedCell, entry.digit, m_colourPen);
        else
            emit digitEntered(m_selectedCell, entry.digit);
        break;
    case BoardKeys::Action::PencilMark:
        emit pencilMarkToggled(m_selectedCell, entry.digit);
        break;
    case BoardKeys::Action::Clear:
        if (painting)
            emit coloursCleared(m_selectedCell);
        else
            emit clearRequested(m_selectedCell);
        break;
    case BoardKeys::Action::TogglePencilMode:
        emit pencilModeToggleRequested();
        break;
    case BoardKeys::Action::None:
        if (m_view.paused || !moveSelectionByKey(*event)) {
            QWidget::keyPressEvent(event);
            return;
        }
        break;
    }
    event->accept();
}

bool BoardWidget::moveSelectionByKey(const QKeyEvent &event)
{
    // Home and End go to the row's ends, with Ctrl to the board's; moves clamp at the edges.
    const int n = m_view.grid.geometry().frameSide();
    const int rows = event.modifiers().testFlag(Qt::ControlModifier) ? n : 0;
    switch (event.key()) {
    case Qt::Key_Left:
        moveSelection(0, -1);
        return true;
    case Qt::Key_Right:
        moveSelection(0, 1);
        return true;
    case Qt::Key_Up:
        moveSelection(-1, 0);
        return true;
    case Qt::Key_Down:
        moveSelection(1, 0);
        return true;
    case Qt::Key_Home:
        moveSelection(-rows, -n);
        return true;
    case Qt::Key_End:
        moveSelection(rows, n);
        return true;
    default:
        return false;
    }
}

void BoardWidget::moveSelection(int rowStep, int columnStep)
{
    // The first move of the keyboard picks r1c1; later moves stop at the board's edges.
    if (m_selectedCell < 0) {
        setSelectedCell(0);
        return;
    }
    // On a samurai the squares outside its grids are passed over: an arrow goes on in its
    // direction to the next cell (it stays where it is when there is none), a jump to the
    // frame's edge (Home, End) comes back towards the cell to the last one on the way.
    const Geometry &g = m_view.grid.geometry();
    const int n = g.frameSide();
    const int fromRow = g.rowOf(m_selectedCell);
    const int fromColumn = g.columnOf(m_selectedCell);
    int row = std::clamp(fromRow + rowStep, 0, n - 1);
    int column = std::clamp(fromColumn + columnStep, 0, n - 1);
    const int rowWay = row > fromRow ? 1 : row < fromRow ? -1 : 0;
    const int columnWay = column > fromColumn ? 1 : column < fromColumn ? -1 : 0;
    const bool arrow = std::abs(rowStep) + std::abs(columnStep) == 1;
    while (g.cellAt(row, column) < 0) {
        row += arrow ? rowWay : -rowWay;
        column += arrow ? columnWay : -columnWay;
        if (row < 0 || row >= n || column < 0 || column >= n)
            return;
    }
    setSelectedCell(g.cellAt(row, column));
}

} // namespace sudoku
