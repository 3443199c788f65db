// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardaccessible.h"

#include "boardwidget.h"
#include "explain.h"
#include "geometry.h"
#include "language.h"

#include <QAccessible>
#include <QAccessibleTableInterface>
#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>
#include <QStringList>

#include <array>

namespace sudoku {

namespace {

// The names' texts, in their own translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(BoardAccessible)
};

class BoardTable;

// One cell: a table cell without a QObject of its own; the board's interface owns it.
class CellInterface : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    CellInterface(BoardWidget *board, int cell) : m_board(board), m_cell(cell) {}

    // A cell of the board as it is now: after a 16×16 board gives way to a 9×9 one, the
    // interfaces of cells 81 and up stay registered but stand for nothing.
    bool isValid() const override { return onBoard(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_board ? m_board->window()->windowHandle() : nullptr; }
    QAccessibleInterface *focusChild() const override { return nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_board.data()); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }

    QString text(QAccessible::Text t) const override
    {
        if (!onBoard())
            return {};
        switch (t) {
        case QAccessible::Name:
            return accessibleCellName(*m_board, m_cell);
        case QAccessible::Value: {
            const int digit = m_board->grid().digit(m_cell);
            return digit ? language::sudokuDigit(digit) : QString();
        }
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        if (!onBoard())
            return {};
        const QRect local = m_board->cellRect(m_cell);
        return QRect(m_board->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!onBoard())
            return state;
        state.focusable = true;
        state.selectable = true;
        const bool selected = m_board->selectedCell() == m_cell;
        state.selected = selected;
        state.focused = selected && m_board->hasFocus();
        state.readOnly = m_board->grid().isGiven(m_cell); // conflicts and mistakes are in the name
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface *>(this) : nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return onBoard() && m_board->selectedCell() == m_cell; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    // Its square of the board (a samurai's of its 21×21 frame).
    int columnIndex() const override { return m_board ? m_board->grid().geometry().columnOf(m_cell) : 0; }
    int rowIndex() const override { return m_board ? m_board->grid().geometry().rowOf(m_cell) : 0; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return parent(); }

private:
    bool onBoard() const { return m_board && m_cell < m_board->grid().cellCount(); }

    QPointer<BoardWidget> m_board;
    int m_cell;
};

// The board: a widget that is an n×n table of CellInterfaces (one registered for every cell
// the largest board has, so that a new size needs no new ones).
class BoardTable : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardTable(BoardWidget *board) : QAccessibleWidget(board, QAccessible::Table)
    {
        for (int cell = 0; cell < MaxCellCount; ++cell)
            m_ids[static_cast<std::size_t>(cell)] =
                QAccessible::registerAccessibleInterface(new CellInterface(board, cell));
    }
    ~BoardTable() override
    {
        for (const QAccessible::Id id : m_ids)
            QAccessible::deleteAccessibleInterface(id);
    }

    BoardWidget *board() const { return static_cast<BoardWidget *>(widget()); }
    QAccessibleInterface *cellInterface(int cell) const
    {
        return QAccessible::accessibleInterface(m_ids[static_cast<std::size_t>(cell)]);
    }

    // The table's side: n, a samurai's 21 (its squares outside the grids have no cell).
    int size() const { return board()->grid().geometry().frameSide(); }
    int childCount() const override { return board()->grid().cellCount(); }
    QAccessibleInterface *child(int index) const override
    {
        return index >= 0 && index < childCount() ? cellInterface(index) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        for (int cell = 0; cell < childCount(); ++cell)
            if (cellInterface(cell) == child)
                return cell;
        return -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        const int cell = board()->cellAt(board()->mapFromGlobal(QPoint(x, y)));
        return cell >= 0 ? cellInterface(cell) : nullptr;
    }
    QAccessibleInterface *focusChild() const override
    {
        const int cell = board()->selectedCell();
        return cell >= 0 && board()->hasFocus() ? cellInterface(cell) : nullptr;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableInterface)
            return static_cast<QAccessibleTableInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override
    {
        if (row < 0 || row >= size() || column < 0 || column >= size())
            return nullptr;
        const int cell = board()->grid().geometry().cellAt(row, column);
        return cell >= 0 ? cellInterface(cell) : nullptr;
    }
    int selectedCellCount() const override { return board()->selectedCell() >= 0 ? 1 : 0; }
    QList<QAccessibleInterface *> selectedCells() const override
    {
        const int cell = board()->selectedCell();
        return cell >= 0 ? QList<QAccessibleInterface *>{cellInterface(cell)} : QList<QAccessibleInterface *>{};
    }
    QString columnDescription(int column) const override { return Text::tr("column %1").arg(language::number(column + 1)); }
    QString rowDescription(int row) const override { return Text::tr("row %1").arg(language::number(row + 1)); }
    int columnCount() const override { return size(); }
    int rowCount() const override { return size(); }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override {}

private:
    std::array<QAccessible::Id, MaxCellCount> m_ids{};
};

QAccessibleInterface *boardFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String("sudoku::BoardWidget") && object && object->isWidgetType())
        return new BoardTable(static_cast<BoardWidget *>(object));
    return nullptr;
}

} // namespace

void installBoardAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

namespace {

// What a variant's rules add to a cell: "cage of 3 cells, sum 12", "region 4", "on the
// diagonal", "in window 2"; nothing on a classic board.
QStringList variantWords(const Grid &grid, int cell)
{
    QStringList words;
    const std::shared_ptr<const Variant> &variant = grid.variant();
    if (!variant)
        return words;
    if (const int cage = variant->cageOf(cell); cage >= 0) {
        const Cage &cells = variant->cages()[static_cast<std::size_t>(cage)];
        words << Text::tr("cage of %n cell(s), sum %1", nullptr, static_cast<int>(cells.cells.size()))
                     .arg(language::number(cells.sum));
    }
    if (!variant->regions().empty())
        words << Text::tr("region %1").arg(language::number(variant->regions()[static_cast<std::size_t>(cell)] + 1));
    const Geometry &geometry = grid.geometry();
    for (const std::uint8_t unit : geometry.allUnitsOfCell(cell)) {
        if (geometry.unitKind(unit) == UnitKind::Diagonal)
            words << (geometry.unitNumber(unit) == 0 ? Text::tr("on the diagonal") : Text::tr("on the anti-diagonal"));
        else if (geometry.unitKind(unit) == UnitKind::Window)
            words << Text::tr("in window %1").arg(language::number(geometry.unitNumber(unit) + 1));
    }
    return words;
}

} // namespace

QString accessibleCellName(const BoardWidget &board, int cell)
{
    const BoardView &view = board.view();
    const std::size_t index = static_cast<std::size_t>(cell);
    const Geometry &g = view.grid.geometry();
    const QString where = Text::tr("row %1, column %2").arg(language::number(g.rowOf(cell) + 1), language::number(g.columnOf(cell) + 1));
    QStringList what;
    if (const int digit = view.grid.digit(cell)) {
        what << language::sudokuDigit(digit);
        if (view.grid.isGiven(cell))
            what << Text::tr("given");
    } else if (view.paused) {
        what << Text::tr("hidden while paused");
    } else {
        what << Text::tr("empty");
        QStringList marks;
        for (int d = 1; d <= g.size(); ++d) {
            if (!view.marks[index].contains(d))
                continue;
            const int colour = view.colouring.candidate(cell, d);
            marks << (colour == 0 ? language::sudokuDigit(d)
                                  : Text::tr("%1 (%2)").arg(language::sudokuDigit(d), Explain::colour(colour)));
        }
        if (!marks.isEmpty())
            what << Text::tr("pencil marks %1").arg(marks.join(QLatin1Char(' ')));
    }
    if (const int colour = view.colouring.cell(cell); colour != 0 && !view.paused)
        what << Text::tr("coloured %1").arg(Explain::colour(colour));
    if (view.conflicts.test(index))
        what << Text::tr("conflict");
    if (view.mistakes.test(index))
        what << Text::tr("mistake");
    what << variantWords(view.grid, cell);
    return Text::tr("%1: %2").arg(where, what.join(QStringLiteral(", ")));
}

void notifyCellFocus(BoardWidget &board, int cell)
{
    if (!QAccessible::isActive() || cell < 0)
        return;
    // Focus only while the board has it: a selection moved by a hint must not pull the
    // screen reader away from where the player is.
    if (board.hasFocus()) {
        QAccessibleEvent focus(&board, QAccessible::Focus);
        focus.setChild(cell);
        QAccessible::updateAccessibility(&focus);
    }
    QAccessibleEvent selection(&board, QAccessible::Selection);
    selection.setChild(cell);
    QAccessible::updateAccessibility(&selection);
}

void notifyTableReshaped(BoardWidget &board)
{
    if (!QAccessible::isActive())
        return;
    QAccessibleTableModelChangeEvent reset(&board, QAccessibleTableModelChangeEvent::ModelReset);
    QAccessible::updateAccessibility(&reset);
}

void notifyCellChanged(BoardWidget &board, int cell)
{
    if (!QAccessible::isActive())
        return;
    QAccessibleEvent changed(&board, QAccessible::NameChanged);
    changed.setChild(cell);
    QAccessible::updateAccessibility(&changed);
}

} // namespace sudoku
