// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// FileDialogs: choosing a file to open or a path to save to, with Qt's file dialog made roomy
// enough to read: at its own size its columns cut the sizes and dates short ("28 Nov…:48:35"),
// in every language. A name typed without a suffix gets the filter's (a game saved as "monday"
// is "monday.sudoku"). An empty string when the player cancels. GUI thread only.

#include <QString>

class QWidget;

namespace sudoku::filedialogs {

QString openPath(QWidget *parent, const QString &title, const QString &directory, const QString &filter);
// `suffix`, without its dot, is added to a name typed without one.
QString savePath(QWidget *parent, const QString &title, const QString &path, const QString &filter,
                 const QString &suffix);

} // namespace sudoku::filedialogs
