// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// ShortcutsDialog: the keyboard map, from Help > Keyboard Shortcuts (Shift+F1). The board's own
// keys are listed from a table here; the menu commands from the window's actions, so the
// list never disagrees with the shortcuts that work.

#include <QDialog>

class QTableWidget;

namespace sudoku {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    // Lists the board keys, then every action of `window` that has a shortcut.
    explicit ShortcutsDialog(QWidget *window);

    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
};

} // namespace sudoku
