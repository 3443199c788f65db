// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The board for screen readers: a table of n rows and n columns (9 × 9, or the board's size) whose cells each have a
// name and a state — "row 3, column 4: 7, given", "row 5, column 1: empty, pencil marks 2 5 7",
// with conflicts and mistakes when the board shows them. Focus follows the selected cell, and
// a cell whose name changes (a digit typed, a mark toggled, a hint applied) says so, so that
// Orca and other AT-SPI clients read the change.
//
// installBoardAccessibility() registers the factory once per application (every BoardWidget
// calls it as it is made); BoardWidget reports selection and changes through the functions below,
// which do nothing while no assistive technology listens (QAccessible::isActive(): Qt's AT-SPI
// bridge is on when a screen reader runs, or with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1).

#include <QString>

namespace sudoku {

class BoardWidget;

// Makes QAccessible describe every BoardWidget as a table. Idempotent.
void installBoardAccessibility();

// What a screen reader says for `cell` of `board` (its row and column, its digit or its
// pencil marks, given, conflict, mistake).
QString accessibleCellName(const BoardWidget &board, int cell);

// Tells assistive technology that the selection moved to `cell`, and that it has the focus
// when the board has it.
void notifyCellFocus(BoardWidget &board, int cell);
// Tells assistive technology that the name of `cell` changed.
void notifyCellChanged(BoardWidget &board, int cell);
// Tells assistive technology that the board became a table of another size.
void notifyTableReshaped(BoardWidget &board);

} // namespace sudoku
