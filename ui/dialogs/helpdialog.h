// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HelpDialog: Help › How to Play (F1), the page of HowToPlay in a text browser, in the
// window's language and direction; buttons open the techniques and the keyboard shortcuts.

#include <QDialog>

class QTextBrowser;

namespace sudoku {

class HelpDialog : public QDialog {
    Q_OBJECT

public:
    explicit HelpDialog(QWidget *window);

    QTextBrowser *browser() const { return m_browser; }

signals:
    void shortcutsRequested();
    void techniquesRequested();

private:
    QTextBrowser *m_browser = nullptr;
};

} // namespace sudoku
