// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BoardWidget: paints a board of any size (4×4 to 25×25, its grid's shape) and forwards the
// player's input. It knows no rules: it
// shows the Grid, pencil marks, selection, conflicts and mistakes it is given, and reports
// clicks, moves of the selection and the entry keys; it never changes its own grid. Lives in
// the GUI thread.
//
// Keys, with a cell selected (entry keys need input enabled; nothing works while paused):
//   1–9 (digit row or keypad)          digitEntered
//   A–P on boards above 9×9 (10–25)    digitEntered (Shift: pencilMarkToggled)
//   Shift or Ctrl + digit              pencilMarkToggled
//   0, Delete, Backspace               clearRequested
//   Space, N (no cell needed)          pencilModeToggleRequested
//   arrows; Home/End (row), Ctrl+Home/End (board)   move the selection
// With a colour pen taken up (setColourPen), a digit paints that candidate
// (candidateColoured), Enter paints the cell (cellColoured), 0/Delete/Backspace clears the
// cell's colours (coloursCleared), Esc puts the pen down; a click paints the candidate under
// the pointer, else the cell.
// Every other key goes on to the window, so its shortcuts keep working.
//
// Where lines, cells and marks fall: BoardMetrics (boardmetrics.h); where a chain's links run:
// LinkLayout (linkgeometry.h).

#include "boardcolors.h"
#include "boardfilter.h"
#include "boardkeys.h"
#include "boardmetrics.h"
#include "boardview.h"
#include "linkgeometry.h"

#include <QColor>
#include <QFont>
#include <QWidget>

#include <array>
#include <bitset>
#include <optional>
#include <utility>
#include <vector>

namespace sudoku {

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    using PencilMarks = decltype(BoardView::marks);

    explicit BoardWidget(QWidget *parent = nullptr);

    // Everything shown at once (boardview.h): what a session publishes. The setters below
    // change one part of it.
    const BoardView &view() const { return m_view; }
    void setView(const BoardView &view);

    const Grid &grid() const { return m_view.grid; }
    void setGrid(const Grid &grid);

    // Marks are drawn only in empty cells, digit d always at the same spot of a layout of the
    // box's shape (3×3 on 9×9, 4×4 on 16×16).
    const PencilMarks &pencilMarks() const { return m_view.marks; }
    void setPencilMarks(const PencilMarks &marks);

    // The cells picked out for the player (boardfilter.h): the others are dimmed. Emits
    // filterChanged when it changes; a digit the board does not have turns it off.
    const BoardFilter &filter() const { return m_filter; }
    void setFilter(const BoardFilter &filter);

    // The colour pen the player holds (1..ColourCount), 0 for none: with one, clicks and keys
    // paint (see the table above). Emits colourPenChanged when it changes.
    int colourPen() const { return m_colourPen; }
    void setColourPen(int colour);
    // -1 when no cell is selected.
    int selectedCell() const { return m_selectedCell; }
    // Selects `cell` (-1 clears); emits selectionChanged when it changes.
    void setSelectedCell(int cell);

    // The cell under a point in widget coordinates; -1 outside the board. A point on a line
    // between two cells belongs to the nearer one.
    int cellAt(QPoint position) const;
    // The pixels of a cell's interior, lines excluded, in widget coordinates.
    QRect cellRect(int cell) const;
    // The board's outer edge, box lines included, in widget coordinates.
    QRect boardRect() const;

    // Cells whose digit repeats in one of their units: the digit (given or player's) is drawn
    // in the conflict colour with a triangle in the cell's top-left corner, so the cue does
    // not rest on colour alone. Flags on empty cells are ignored.
    const std::bitset<MaxCellCount> &conflicts() const { return m_view.conflicts; }
    void setConflicts(const std::bitset<MaxCellCount> &cells);
    // Digits that differ from the solution (the window sets these only when the player asked
    // to see mistakes): the mistake colour and a wavy underline. Flags on empty cells are
    // ignored; a cell in both sets shows both cues, its digit in the conflict colour.
    const std::bitset<MaxCellCount> &mistakes() const { return m_view.mistakes; }
    void setMistakes(const std::bitset<MaxCellCount> &cells);
    // Cells tinted to draw the eye, empty or not: the cells a puzzle check names.
    const std::bitset<MaxCellCount> &flaggedCells() const { return m_view.flagged; }
    void setFlaggedCells(const std::bitset<MaxCellCount> &cells);

    // What to explain on the board: tints, frames and candidate marks over the position
    // (highlight.h). Marked candidates are drawn in empty cells even when not pencilled in.
    const Highlight &highlight() const { return m_view.highlight; }
    void setHighlight(const Highlight &highlight);
    // Without the selection's shading (row, column, box, same digit) the highlight stands
    // alone: an animation hides it. The selection itself is kept.
    bool isSelectionVisible() const { return m_view.selectionVisible; }
    void setSelectionVisible(bool visible);

    // While paused the board hides every digit, pencil mark, shading and cue (the player
    // must not study it while the clock stands still), keeps its lines, and shows a notice;
    // clicks and keys do nothing. The selection is kept for when play resumes.
    bool isPaused() const { return m_view.paused; }
    void setPaused(bool paused);
    // With input disabled (a completed game) entry keys are not forwarded; the selection
    // still moves.
    bool isInputEnabled() const { return m_view.inputEnabled; }
    void setInputEnabled(bool enabled);

    BoardColors colors() const { return BoardColors::fromPalette(palette()); }

    // The shapes of the highlight cues, as the board draws them; the legend draws them too.
    // A cell cue's frame or cross over a cell's rectangle (tints are backgrounds: not here);
    // `devicePixel` is the thinnest line worth drawing, in logical pixels.
    static void paintCueShape(QPainter &painter, const QRectF &cell, qreal devicePixel,
                              const BoardColors &colors, CellCue cue);
    // A marked candidate in its spot of the cell's 3×3 layout.
    static void paintMarkedCandidate(QPainter &painter, const QRectF &spot, const QFont &font,
                                     const BoardColors &colors, MarkCue cue, int digit);
    // A link as a legend shows it: a short arrow across `rect`, solid (strong) or dashed.
    static void paintLinkSample(QPainter &painter, const QRectF &rect, const BoardColors &colors,
                                bool strong);

    // Where digit's candidate is drawn in a cell: its spot of the marks' layout, in widget
    // coordinates. Marks are centred in it; a mark's ring has markRadius().
    QRectF candidateRect(int cell, int digit) const;
    qreal markRadius() const;
    // The highlight's links as painted, in widget coordinates and in its order (LinkShape,
    // linkgeometry.h).
    using LinkShape = sudoku::LinkShape;
    std::vector<LinkShape> linkShapes() const;
    // The ink on the board a link must not cross (`key` -1) or may cross at a cost (a mark of
    // the chain, key linkKey()), in widget coordinates.
    std::vector<LinkRouter::Ink> linkObstacles() const;
    static int linkKey(int cell, int digit) { return LinkLayout::linkKey(cell, digit); }

    // The links of one line of the text stand out, the others fade (0: none stands out). The
    // hint panel sets it while the pointer is on a line, or a line is selected.
    int emphasisedLine() const { return m_emphasisedLine; }
    void setEmphasisedLine(int line);
    // The number of the link under a point (its text's line), 0 for none.
    int linkLineAt(QPointF position) const;
    // The shapes drawn around group nodes, one per group, in widget coordinates.
    std::vector<QRectF> groupShapes() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    // The player pressed on a cell (it is selected by then), also when it already was; not
    // while paused.
    void cellClicked(int cell);
    // The selected cell changed, by click, arrow key or setSelectedCell; -1 for none.
    void selectionChanged(int cell);
    void filterChanged(const sudoku::BoardFilter &filter);
    // Entry keys (see the table above), for the selected cell.
    void digitEntered(int cell, int digit);
    void pencilMarkToggled(int cell, int digit);
    void clearRequested(int cell);
    void pencilModeToggleRequested();
    // With a colour pen: paint the cell, or a candidate in it; clear the cell's colours.
    void cellColoured(int cell, int colour);
    void candidateColoured(int cell, int digit, int colour);
    void coloursCleared(int cell);
    void colourPenChanged(int colour);
    // The paused board was clicked: the player wants to play on.
    void resumeRequested();
    // The pointer came onto a numbered link (its line), or left it (0).
    void linkHovered(int line);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    class AccessibleChange;
    BoardMetrics gridMetrics() const;
    void paintCell(QPainter &painter, const BoardMetrics &metrics, const BoardColors &colors, int cell,
                   bool pickedOut) const;
    void paintPencilMarks(QPainter &painter, const QRectF &rect, const BoardColors &colors, int cell) const;
    void paintCellCue(QPainter &painter, const BoardMetrics &metrics, const BoardColors &colors,
                      int cell) const;
    static void paintLines(QPainter &painter, const BoardMetrics &board, const BoardColors &colors,
                           const Geometry &geometry);
    void paintPausedNotice(QPainter &painter, const BoardMetrics &metrics,
                           const BoardColors &colors) const;
    void paintLinks(QPainter &painter, const BoardMetrics &metrics, const BoardColors &colors) const;
    std::vector<LinkShape> linkShapes(const BoardMetrics &metrics) const;
    // `pickedOut`: a filter picks the cell out (an empty one is tinted).
    QColor cellBackground(const BoardColors &colors, int cell, bool pickedOut) const;
    // The key's entry when the board would forward it now, else None.
    BoardKeys::Entry forwardedEntry(const QKeyEvent &event) const;
    bool moveSelectionByKey(const QKeyEvent &event);
    // What a key does with a colour pen taken up: Enter paints, Esc puts the pen down.
    enum class PenKey { None, PaintCell, PutDown };
    PenKey penKey(const QKeyEvent &event) const;
    // A press with the pen: paints the candidate under `position` in `cell`, else the cell.
    void paintAt(int cell, QPointF position);
    // The player's colour of the cell, or of a candidate, as drawn now: none where a highlight
    // tints the cell or marks the candidate (it speaks alone there), none while paused.
    int shownColour(int cell) const;
    int shownColour(int cell, int digit) const;
    void moveSelection(int rowStep, int columnStep);

    BoardView m_view;
    int m_selectedCell = -1;
    int m_colourPen = 0;
    BoardFilter m_filter;
    bool m_highlighting = false; // m_view.highlight is not empty: checked once, not per cell
    MarkTable m_markTable{}; // m_view.highlight.marks by cell and digit
    int m_emphasisedLine = 0;
    int m_hoveredLine = 0;
    // The links' shapes, routed again only when what they depend on changes.
    struct LinkCacheKey {
        QPoint origin;
        int cell = 0;
        qreal ratio = 1;
        QFont font;
        Grid grid;
        CellValues<Candidates> marks;
        Highlight highlight;
        bool operator==(const LinkCacheKey &) const = default;
    };
    mutable std::optional<std::pair<LinkCacheKey, std::vector<LinkShape>>> m_linkCache;
};

} // namespace sudoku
