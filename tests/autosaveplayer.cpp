// SPDX-License-Identifier: GPL-3.0-or-later
// The program tst_autosavekill kills: the window, offscreen, playing a puzzle on its own — a
// digit of the solution into the next empty cell every MoveIntervalMs — and saying on
// standard output when it made each move, on the system's monotonic clock:
//   move N MS
// It never stops by itself: the test ends it with SIGKILL. The autosave goes where
// XDG_DATA_HOME says.
#include "game.h"
#include "mainwindow.h"
#include "playsession.h"
#include "solver.h"
#include "testgrids.h"

#include <QApplication>
#include <QTimer>

#include <chrono>
#include <cstdio>

namespace {

// Milliseconds on the system's monotonic clock (steady_clock is CLOCK_MONOTONIC here), which
// the player and the test share.
qint64 monotonicMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

constexpr int MoveIntervalMs = 120;

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Sudoku Studio"));
    QApplication::setOrganizationName(QStringLiteral("Sudoku Studio"));

    sudoku::MainWindow window;
    window.show();
    const sudoku::Grid puzzle = sudoku::test::gridFromLine(sudoku::test::Top95First);
    const sudoku::Grid solution = sudoku::solve(puzzle, 1).solution;
    window.play()->loadPuzzle(puzzle, QStringLiteral("kill test"));
    std::printf("ready %lld\n", static_cast<long long>(monotonicMs()));
    std::fflush(stdout);

    int moves = 0;
    QTimer mover;
    QObject::connect(&mover, &QTimer::timeout, &window, [&] {
        sudoku::Game *game = window.play()->game();
        for (int cell = 0; cell < sudoku::CellCount; ++cell) {
            if (!game->grid().isEmpty(cell))
                continue;
            game->enterDigit(cell, solution.digit(cell));
            std::printf("move %d %lld\n", ++moves, static_cast<long long>(monotonicMs()));
            std::fflush(stdout);
            return;
        }
        mover.stop(); // every cell filled
    });
    mover.start(MoveIntervalMs);
    return QApplication::exec();
}
