#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sudoku {

ShortcutsDialog::ShortcutsDialog(QWidget *window) : QDialog(window)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<QPair<QString, QString>> boardKeys = {
        {tr("Arrow keys"), tr("Move the selection")},
        {tr("1 – 9"), tr("Place a digit (in pencil mode: toggle a pencil mark)")},
        {tr("Shift+1 – 9, Ctrl+1 – 9"), tr("Toggle a pencil mark, in either mode")},
        {tr("Delete, Backspace, 0"), tr("Clear the cell: its digit, else its pencil marks")},
        {tr("Click"), tr("Select a cell")},
    };
    QList<QPair<QString, QString>> rows = boardKeys;
    for (const QAction *action : window->actions()) {
        if (action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        // The tooltip: the action's text without '&', or a longer name where the menu
        // text alone would not say enough ("Easy" in the New Puzzle menu).
        rows.append({keys.join(QStringLiteral(", ")), action->toolTip().remove(QStringLiteral("…"))});
    }

    m_table = new QTableWidget(static_cast<int>(rows.size()), 2, this);
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Does")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    for (int row = 0; row < rows.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(rows[row].first));
        m_table->setItem(row, 1, new QTableWidgetItem(rows[row].second));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(560, 560);
}

} // namespace sudoku
