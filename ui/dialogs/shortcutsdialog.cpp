// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include "explain.h"
#include "language.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace sudoku {

namespace {

// The dialog opens large enough to show every row, but never larger than this share of
// the screen (at 200 % scaling the screen is small in logical pixels).
constexpr double MostOfScreen = 0.85;
// Pixels added to the text's height in every row.
constexpr int RowPadding = 8;

// Keys as the menus' shortcuts are written, in Qt's words for the language ("Ctrl+Home",
// "کنترل+خانه"), joined as a list is: "Home, End".
QString keyNames(const QList<QKeySequence> &keys)
{
    QStringList names;
    for (const QKeySequence &key : keys)
        names << key.toString(QKeySequence::NativeText);
    return names.join(Explain::listSeparator());
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget *window) : QDialog(window)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<QPair<QString, QString>> boardKeys = {
        {tr("Arrow keys"), tr("Move the selection")},
        {keyNames({QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)}), tr("Move to the first or last cell of the row")},
        {keyNames({QKeySequence(Qt::CTRL | Qt::Key_Home), QKeySequence(Qt::CTRL | Qt::Key_End)}), tr("Move to the first or last cell of the board")},
        {tr("1 – 9"), tr("Place a digit (in pencil mode: toggle a pencil mark)")},
        {tr("A – P"), tr("Place 10 – 25 on a board that large (A = 10, G = 16, P = 25)")},
        {tr("%1 – 9, %2 – 9", "Shift+1 – 9, Ctrl+1 – 9")
             .arg(keyNames({QKeySequence(Qt::SHIFT | Qt::Key_1)}), keyNames({QKeySequence(Qt::CTRL | Qt::Key_1)})),
         tr("Toggle a pencil mark, in either mode")},
        {keyNames({QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_0)}), tr("Clear the cell: its digit, else its pencil marks")},
        {tr("Click"), tr("Select a cell; on the paused board, resume")},
        {tr("%1 – 9", "Alt+1 – 9").arg(keyNames({QKeySequence(Qt::ALT | Qt::Key_1)})),
         tr("Show where a digit can go (again: show every cell); any digit: right-click it on the pad")},
        {keyNames({QKeySequence(Qt::ALT | Qt::Key_0)}), tr("Show the cells with two candidates")},
        {tr("With a colour pen: click; 1 – 9; Enter"),
         tr("Paint the candidate clicked, else the cell; paint that candidate; paint the cell (the same colour again clears it)")},
        {tr("With a colour pen: %1; %2").arg(keyNames({QKeySequence(Qt::Key_Delete)}), keyNames({QKeySequence(Qt::Key_Escape)})),
         tr("Clear the cell's colours; put the pen down")},
    };
    // The undo stack renames its actions after the change they undo ("Undo Place 5 in
    // r1c6"); the keys do the same whatever the change, so they get a name of their own.
    const QHash<QString, QString> stableNames = {
        {QStringLiteral("undo"), tr("Undo the last change")},
        {QStringLiteral("redo"), tr("Redo the last undone change")},
    };
    QList<QPair<QString, QString>> rows = boardKeys;
    for (const QAction *action : window->actions()) {
        if (action->shortcuts().isEmpty())
            continue;
        const QString keys = keyNames(action->shortcuts());
        // The tooltip: the action's text without '&', or a longer name where the menu
        // text alone would not say enough ("Easy" in the New Puzzle menu).
        const QString does = stableNames.value(action->objectName(),
                                               action->toolTip().remove(QStringLiteral("…")));
        rows.append({keys, does});
    }

    m_table = new QTableWidget(static_cast<int>(rows.size()), 2, this);
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Does")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setWordWrap(false);
    for (int row = 0; row < rows.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(rows[row].first));
        // What a key does, with its numbers as the window writes them (Persian digits in fa);
        // the keys keep theirs, as on the keyboard ("F5").
        m_table->setItem(row, 1, new QTableWidgetItem(language::digits(rows[row].second)));
    }
    m_table->resizeColumnsToContents();
    // Rows a little taller than the text: easier to follow across the two columns.
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + RowPadding);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);

    // Every row and both columns in view when the screen allows; else scroll bars.
    const int frame = 2 * m_table->frameWidth();
    const QSize table(m_table->horizontalHeader()->length() + frame,
                      m_table->horizontalHeader()->height() + m_table->verticalHeader()->length() + frame);
    const QMargins margins = layout->contentsMargins();
    const QSize wanted(table.width() + margins.left() + margins.right(),
                       table.height() + layout->spacing() + buttons->sizeHint().height() + margins.top()
                           + margins.bottom());
    const QRect screen = (window ? window->screen() : this->screen())->availableGeometry();
    resize(std::min(wanted.width(), static_cast<int>(screen.width() * MostOfScreen)),
           std::min(wanted.height(), static_cast<int>(screen.height() * MostOfScreen)));
}

} // namespace sudoku
