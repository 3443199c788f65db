#pragma once
// BoardWidget: paints a 9×9 board and forwards the player's input. It knows no rules: it
// shows the Grid, pencil marks and selection it is given, and reports clicks and moves of
// the selection. Lives in the GUI thread.
//
// Geometry is computed in device pixels so every line and cell edge falls on a whole pixel
// at any device pixel ratio:
//
//   ┃cell│cell│cell┃cell│ … ┃      ┃ box line (thick)   │ cell line (thin)
//
// The board is the largest such square that fits the widget, centred in it.

#include "grid.h"

#include <QColor>
#include <QWidget>

#include <array>

namespace sudoku {

// The board's colours, all derived from a QPalette so a light or dark system theme is
// followed. A plain value; tests compare painted pixels against it.
struct BoardColors {
    QColor background;  // an empty, unrelated cell
    QColor peer;        // a cell sharing a unit with the selected cell
    QColor sameDigit;   // a cell holding the selected cell's digit
    QColor selected;    // the selected cell
    QColor cellLine;    // thin line between cells
    QColor boxLine;     // thick line around boxes and the board
    QColor given;       // digit of the puzzle
    QColor player;      // digit the player entered
    QColor pencil;      // pencil mark
    QColor pencilMatch; // pencil mark of the selected cell's digit

    static BoardColors fromPalette(const QPalette &palette);
};

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    using PencilMarks = std::array<Candidates, CellCount>;

    explicit BoardWidget(QWidget *parent = nullptr);

    const Grid &grid() const { return m_grid; }
    void setGrid(const Grid &grid);

    // Marks are drawn only in empty cells, digit d always at the same spot of a 3×3 layout.
    const PencilMarks &pencilMarks() const { return m_pencilMarks; }
    void setPencilMarks(const PencilMarks &marks);

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

    BoardColors colors() const { return BoardColors::fromPalette(palette()); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    // The player pressed on a cell (it is selected by then), also when it already was.
    void cellClicked(int cell);
    // The selected cell changed, by click, arrow key or setSelectedCell; -1 for none.
    void selectionChanged(int cell);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Layout;
    Layout layout() const;
    QRectF cellRectF(const Layout &layout, int cell) const;
    void paintCell(QPainter &painter, const Layout &layout, const BoardColors &colors,
                   int cell) const;
    void paintPencilMarks(QPainter &painter, QRectF rect, const BoardColors &colors,
                          Candidates marks) const;
    QColor cellBackground(const BoardColors &colors, int cell) const;
    void moveSelection(int rowStep, int columnStep);

    Grid m_grid;
    PencilMarks m_pencilMarks{};
    int m_selectedCell = -1;
};

} // namespace sudoku
