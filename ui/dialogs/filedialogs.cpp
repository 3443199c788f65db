// SPDX-License-Identifier: GPL-3.0-or-later
#include "filedialogs.h"

#include <QDateTime>
#include <QFileDialog>
#include <QHeaderView>
#include <QLocale>
#include <QScreen>
#include <QTreeView>

namespace sudoku::filedialogs {
namespace {

// Qt's detailed view (when the dialog is Qt's own, not the desktop's): columns as wide as a
// size and a date, the dialog as large as its columns need, within the screen.
void makeRoomy(QFileDialog &dialog)
{
    auto *view = dialog.findChild<QTreeView *>(QStringLiteral("treeView"));
    if (!view)
        return;
    const QFontMetrics metrics = view->fontMetrics();
    const int padding = 3 * metrics.averageCharWidth();
    // The model writes sizes and dates in the system's locale (not the window's language).
    const QLocale locale = QLocale::system();
    const QString date = locale.toString(QDateTime(QDate(2026, 12, 28), QTime(23, 58, 58)), QLocale::ShortFormat);
    const int widths[] = {
        metrics.horizontalAdvance(locale.formattedDataSize(999'999)) + padding, // Size
        20 * metrics.averageCharWidth() + padding,                              // Type: "plain text document"
        metrics.horizontalAdvance(date) + padding,                                 // Date Modified
    };
    // The name takes what the others leave, rather than push the date out of sight.
    QHeaderView *header = view->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    int columns = 0;
    for (int column = 1; column <= 3; ++column) {
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        header->resizeSection(column, widths[column - 1]);
        columns += widths[column - 1];
    }
    // Beside the places list (some 20 letters), a name of some 40.
    const QSize wanted(columns + 60 * metrics.averageCharWidth(), 32 * metrics.height());
    const QSize room = dialog.screen()->availableGeometry().size() * 9 / 10;
    dialog.resize(wanted.expandedTo(dialog.sizeHint()).boundedTo(room));
}

QString run(QFileDialog &dialog)
{
    makeRoomy(dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

} // namespace

QString openPath(QWidget *parent, const QString &title, const QString &directory, const QString &filter)
{
    QFileDialog dialog(parent, title, directory, filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return run(dialog);
}

QString savePath(QWidget *parent, const QString &title, const QString &path, const QString &filter,
                 const QString &suffix)
{
    QFileDialog dialog(parent, title, path, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setDefaultSuffix(suffix);
    return run(dialog);
}

} // namespace sudoku::filedialogs
