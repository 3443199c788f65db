// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowfit.h"

#include "boardlayout.h"
#include "boardwidget.h"
#include "watchpanel.h"

#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>

#include <algorithm>

namespace sudoku {
namespace {

// The first window, before the player has sized one: room for a board of about 600 pixels.
constexpr int DefaultWidth = 900;
constexpr int DefaultHeight = 720;

// QSettings keys of the window's own.
constexpr auto GeometryKey = "window/geometry";
constexpr auto WindowStateKey = "window/state";
// Whether the window state was saved right to left: a state saved in the other direction has
// its docked solver panel mirrored, so that it stays on the board's far side.
constexpr auto WindowStateRightToLeftKey = "window/stateRightToLeft";

} // namespace

WindowFit::WindowFit(const Parts &parts)
    : m_parts(parts)
{
}

void WindowFit::restore()
{
    QMainWindow &w = *m_parts.window;
    const QSettings settings;
    if (!w.restoreGeometry(settings.value(GeometryKey).toByteArray()))
        w.resize(QSize(DefaultWidth, DefaultHeight).boundedTo(w.screen()->availableGeometry().size()));
    const bool restored = w.restoreState(settings.value(WindowStateKey).toByteArray());
    // A state without its direction (none yet, or saved before it was kept) is taken as it is.
    QDockWidget *dock = m_parts.watchDock;
    if (restored && settings.contains(WindowStateRightToLeftKey)
        && settings.value(WindowStateRightToLeftKey).toBool() != w.isRightToLeft() && !dock->isFloating()) {
        const Qt::DockWidgetArea area = w.dockWidgetArea(dock);
        if (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea)
            w.addDockWidget(area == Qt::LeftDockWidgetArea ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea, dock);
    }
    arrangeWatchPanel();
}

void WindowFit::save() const
{
    const QMainWindow &w = *m_parts.window;
    QSettings settings;
    settings.setValue(GeometryKey, w.saveGeometry());
    settings.setValue(WindowStateKey, w.saveState());
    settings.setValue(WindowStateRightToLeftKey, w.isRightToLeft());
}

void WindowFit::moved()
{
    const QMainWindow &w = *m_parts.window;
    if (m_refitWhenFramed && w.frameGeometry() != w.geometry())
        fitOnScreen(m_fitWanted);
}

// Below the board the panel's parts go side by side; beside it or floating, one under the other.
void WindowFit::arrangeWatchPanel()
{
    QMainWindow &w = *m_parts.window;
    const bool below = !m_parts.watchDock->isFloating() && w.dockWidgetArea(m_parts.watchDock) == Qt::BottomDockWidgetArea;
    m_parts.watch->setArrangement(below ? Qt::Horizontal : Qt::Vertical);
}

// The most the window's inside may cover: its screen's available area less the window's frame
// (known once the window manager has framed it; none before).
QRect WindowFit::room() const
{
    QMainWindow &w = *m_parts.window;
    const QRect frame = w.frameGeometry();
    const QRect inside = w.geometry();
    const QMargins margins(inside.left() - frame.left(), inside.top() - frame.top(), frame.right() - inside.right(),
                           frame.bottom() - inside.bottom());
    return w.screen()->availableGeometry().marginsRemoved(margins);
}

// Resizes the window's inside to `wanted` as far as the screen allows and moves the window
// back onto the screen where it reached past an edge: the status bar and the clock stay in sight.
void WindowFit::fitOnScreen(QSize wanted)
{
    QMainWindow &w = *m_parts.window;
    if (w.isMaximized() || w.isFullScreen())
        return;
    // Until the window manager has framed the window its frame is unknown (none is counted):
    // the fit is done again once it is (moved()), or the title bar's height would push the
    // status bar below the screen.
    m_refitWhenFramed = w.isVisible() && w.frameGeometry() == w.geometry();
    m_fitWanted = wanted; // the size asked, not one a resize still on its way leaves
    const QRect room = this->room();
    QRect placed(w.geometry().topLeft(), wanted.boundedTo(room.size()));
    placed.moveLeft(std::clamp(placed.left(), room.left(), room.right() + 1 - placed.width()));
    placed.moveTop(std::clamp(placed.top(), room.top(), room.bottom() + 1 - placed.height()));
    if (placed.size() != w.size())
        w.resize(placed.size());
    if (placed.topLeft() != w.geometry().topLeft())
        w.move(placed.topLeft() - (w.geometry().topLeft() - w.pos())); // move() places the frame
}

// The board's side in a window whose inside is `inside`, with `panel` taken by the solver
// panel (its width beside the board, its height below it); 0 where the board's column (pad
// and hint) would not fit beside the board.
int WindowFit::boardSideIn(QSize inside, QSize panel) const
{
    QMainWindow &w = *m_parts.window;
    // What the board and its column get: the window's inside less the bars, the edit banner,
    // the central widget's margins and the panel; the board layout places them (BoardLayout).
    const QMarginsF margins = w.centralWidget()->layout()->contentsMargins();
    const int bars = w.menuBar()->height() + (w.statusBar()->isVisible() ? w.statusBar()->height() : 0)
                   + (m_parts.editBanner->isVisible() ? m_parts.editBanner->height() + w.centralWidget()->layout()->spacing() : 0);
    const QSize content = inside - panel
                        - QSize(qRound(margins.left() + margins.right()), qRound(margins.top() + margins.bottom()) + bars);
    return m_parts.content->boardSideIn(content);
}

// The solver panel goes where it takes least from the board: beside it (the window growing
// sideways as far as the screen allows), below it (its parts side by side, the window growing
// downward), or, where either would leave the board less than 70 % of its side, floating at
// the screen's far edge. A panel the player has made float stays as it is.
void WindowFit::placeWatchPanel()
{
    QMainWindow &w = *m_parts.window;
    if (m_parts.watchDock->isFloating())
        return;
    const QSize now = w.size();
    const QRect room = w.isMaximized() || w.isFullScreen() ? QRect(w.geometry().topLeft(), now) : this->room();
    const int separator = w.style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, &w);
    // The dock's title and frame around the panel (its scroll area keeps the size it first
    // asked for, so the panel itself is asked in each arrangement).
    const QSize chrome = m_parts.watchDock->sizeHint() - m_parts.watchDock->widget()->sizeHint();

    m_parts.watch->ensurePolished(); // its fonts and style as shown, before it is first shown
    // Beside: wide enough for the legend's two columns with room for a scroll bar (a bar taking
    // width from the legend would fold it into one taller column, and so need the bar).
    m_parts.watch->setArrangement(Qt::Vertical);
    const int scrollBar = w.style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, &w);
    const int besideWidth = m_parts.watch->sizeHint().width() + scrollBar + chrome.width() + separator;
    const QSize besideWindow(std::min(room.width(), now.width() + besideWidth), now.height());
    // Below: as wide as the window (wider if its parts need it), as high as its parts need at that width.
    m_parts.watch->setArrangement(Qt::Horizontal);
    const int columnsWidth = m_parts.watch->minimumSizeHint().width() + chrome.width();
    const int belowWidth = std::clamp(columnsWidth, now.width(), std::max(now.width(), room.width()));
    const int belowHeight = std::max(m_parts.watch->heightForWidth(belowWidth - chrome.width()),
                                     m_parts.watch->minimumSizeHint().height())
                          + chrome.height() + separator;
    const QSize belowWindow(belowWidth, std::min(room.height(), now.height() + belowHeight));

    const int alone = boardSideIn(now, {});
    const int beside = boardSideIn(besideWindow, {besideWidth, 0});
    const int below = columnsWidth <= belowWidth ? boardSideIn(belowWindow, {0, belowHeight}) : 0;
    const bool leftToRight = !w.isRightToLeft();
    if (10 * std::max(beside, below) < 7 * alone) {
        m_parts.watch->setArrangement(Qt::Vertical);
        m_parts.watchDock->setFloating(true);
        const QRect available = w.screen()->availableGeometry();
        const QSize size = QSize(besideWidth - separator, m_parts.watchDock->sizeHint().height()).boundedTo(available.size());
        m_parts.watchDock->setGeometry(QStyle::alignedRect(leftToRight ? Qt::LeftToRight : Qt::RightToLeft,
                                                     Qt::AlignRight | Qt::AlignTop, size, available));
        m_parts.watchDock->show(); // a dock made to float is hidden on the way
        w.activateWindow();    // the keys stay with the board
    } else if (beside >= below) {
        m_parts.watch->setArrangement(Qt::Vertical);
        w.addDockWidget(leftToRight ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea, m_parts.watchDock);
        fitOnScreen(besideWindow);
        w.resizeDocks({m_parts.watchDock}, {besideWidth - separator}, Qt::Horizontal);
    } else {
        w.addDockWidget(Qt::BottomDockWidgetArea, m_parts.watchDock);
        fitOnScreen(belowWindow);
        w.resizeDocks({m_parts.watchDock}, {belowHeight - separator}, Qt::Vertical);
    }
}

void WindowFit::growForBoard()
{
    QMainWindow &w = *m_parts.window;
    if (!w.isVisible() || w.isMaximized() || w.isFullScreen())
        return; // showEvent asks again
    const QSize want = m_parts.board->sizeHint();
    const QSize has = m_parts.board->size();
    const int grow = std::max({0, want.width() - has.width(), want.height() - has.height()});
    fitOnScreen(w.size() + QSize(grow, grow));
}

} // namespace sudoku
