// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// WindowFit: the main window's size and place — restored from the last run and kept for the
// next, fitted to its screen (the status bar and the clock stay in sight), grown for a larger
// board, and where the solver panel goes: beside the board, below it, or floating, whichever
// takes least from the board. Geometry decisions alone: the window builds its widgets and
// hands them over; GUI thread.

#include <QRect>
#include <QSize>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace sudoku {

class BoardLayout;
class BoardWidget;
class WatchPanel;

class WindowFit {
public:
    // The parts whose sizes decide: the window; its board and the layout of the board and its
    // column; the banner shown while a puzzle is entered; the solver panel and its dock.
    struct Parts {
        QMainWindow *window = nullptr;
        BoardWidget *board = nullptr;
        BoardLayout *content = nullptr;
        QWidget *editBanner = nullptr;
        WatchPanel *watch = nullptr;
        QDockWidget *watchDock = nullptr;
    };
    explicit WindowFit(const Parts &parts);

    // The window's size, place and docks as the last run left them (the docked panel mirrored
    // when the language's direction changed since); a first window of about 900×720.
    void restore();
    // Keeps them for the next run (the window is closing).
    void save() const;

    // Shows the solver panel where it takes least from the board (a panel the player has made
    // float stays as it is).
    void placeWatchPanel();
    // Below the board the panel's parts go side by side; beside it or floating, one under the
    // other. Called whenever the dock moves.
    void arrangeWatchPanel();
    // A larger board than the window has room for (16×16, 25×25): the window grows toward the
    // board's size hint as far as the screen allows; it never shrinks on its own, but comes
    // back onto the screen where it reached past an edge.
    void growForBoard();
    // The window was moved: once the window manager has framed it, a fit done before is done
    // again with the frame counted.
    void moved();

private:
    QRect room() const;
    void fitOnScreen(QSize wanted);
    int boardSideIn(QSize inside, QSize panel) const;

    Parts m_parts;
    bool m_refitWhenFramed = false; // fitOnScreen ran before the window manager framed the window
    QSize m_fitWanted;              // what it was asked for then
};

} // namespace sudoku
