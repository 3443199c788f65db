#pragma once
// MainWindow: the GUI's top-level window — the board, the menus and a status bar naming the
// puzzle on show. Lives in the GUI thread.

#include "grid.h"

#include <QMainWindow>

class QLabel;

namespace sudoku {

class BoardWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Starts on the first bundled puzzle.
    explicit MainWindow(QWidget *parent = nullptr);

    // Shows `puzzle`; `source` says where it came from ("hard.txt, puzzle 1 of 4").
    void loadPuzzle(const Grid &puzzle, const QString &source);
    // Shows the first puzzle of a file in any format sudoku::readPuzzles reads. On failure
    // tells the player why (file, line, column) and keeps the current puzzle.
    bool openFile(const QString &path);

    BoardWidget *board() const { return m_board; }

private:
    void createMenus();
    void chooseFile();
    void showAbout();
    void loadBundledPuzzle();

    BoardWidget *m_board = nullptr;
    QLabel *m_puzzleLabel = nullptr;
};

} // namespace sudoku
