// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Puzzles whose solve meets chains and forcing chains, and the board a chosen step of that
// solve is found on: what tests of links, branches and long searches start from. The nested
// forcing chains are ForumHardestFirst's (testgrids.h).

#include "board.h"
#include "gamestate.h"
#include "stepfinder.h"
#include "testgrids.h"

#include <QByteArray>
#include <QMetaType>
#include <QTest>

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

Q_DECLARE_METATYPE(sudoku::Technique)

namespace sudoku::test {

// A naked triple, then turbot fish and an X-Wing.
inline constexpr const char *ChainPuzzle =
    "4...3...1..9...4...852.436..9.....3.5.......8.72...51.62.7.9.537...1...2..1...7..";
// A 2-string kite, then a W-Wing, a continuous nice loop and a three-link X-chain (SE 7.0).
inline constexpr const char *KitePuzzle =
    ".1.2..6....5......38..95..7.7..8.4..4.......5..9.7..2.8..73..61......2....6..2.8.";
// An X-chain of six nodes that the X-chain finder alone finds on the board its first singles
// leave (SE 6.6). The solve itself never takes an X-chain: colouring and the strong-link
// techniques, tried before the chains, find what they would.
inline constexpr const char *XChainPuzzle =
    "7...2.9435.3..4...1..7...8..7....5..9.......2..8....3..5...2..4...1..2.9429.6...8";
// XY-Wings and continuous nice loops (SE 7.0).
inline constexpr const char *LoopPuzzle =
    "..4.7.9..7...2...8...........39.25..45.....29.9.1.7.8..4.....3...63.42..9...8...1";
// An XY-cycle after a direct hidden pair (SE 7.1).
inline constexpr const char *CyclePuzzle =
    "59......7.4..1..83..8.349....14.2....69...82....1.93....467.2..98..4..3.7......16";
// AICs, an XY-chain and three-link X-chains (SE 7.3).
inline constexpr const char *AicPuzzle =
    ".........53.2.9.76...7.6...7.......4.4.5.2.8.15..3..6946.895.328...2...5.........";
// A Nishio forcing chain of one branch after an AIC (SE 8.0).
inline constexpr const char *NishioPuzzle =
    "2.......73.1..9.....51.8...9..2...1..8.597.2..5...1..8...8.25.....9..4.28.......9";
// A 2-string kite and an AIC, then a cell forcing chain of three branches (SE 8.4).
inline constexpr const char *CellForcingPuzzle =
    "..91.73..7.4...9.8.3.....6..78...53....3.8...4.......95..4.9..38...7...5..1...4..";
// Unit forcing chains of three branches, then dynamic cell and unit forcing chains (SE 9.0).
inline constexpr const char *ForcingPuzzle =
    "...5..7...95.7...6.....285.1.....9.7..7.1.2..9.8.....5.638.....7...5.64...1..4...";

// The board just before the first step of `puzzle`'s solve (findStep, each step applied in
// turn) that `wanted` accepts, and that step; nothing when the solve ends or gets stuck first.
template <typename Wanted>
std::optional<std::pair<Board, Step>> boardBefore(std::string_view puzzle, Wanted wanted)
{
    Board board = Board::fromGrid(gridFromLine(puzzle));
    while (std::optional<Step> step = findStep(board)) {
        if (wanted(*step))
            return std::pair{board, *step};
        applyStep(board, *step);
    }
    return std::nullopt;
}

// The board before the first step of `technique`.
inline std::optional<std::pair<Board, Step>> boardBefore(std::string_view puzzle, Technique technique)
{
    return boardBefore(puzzle, [technique](const Step &step) { return step.technique == technique; });
}

// The first board of `puzzle`'s solve that needs more than a single on which `technique`'s
// own finder (findStepOf) finds a step, and that step: for a technique the solve's order
// pre-empts. (Singles first, as a player would: before them the X-chain finder's first find
// is a conjugate pair of one link.)
inline std::optional<std::pair<Board, Step>> boardWith(std::string_view puzzle, Technique technique)
{
    Board board = Board::fromGrid(gridFromLine(puzzle));
    while (std::optional<Step> step = findStep(board)) {
        if (techniqueInfo(step->technique).family != Family::Single) {
            if (std::optional<Step> alone = findStepOf(board, technique))
                return std::pair{board, *alone};
        }
        applyStep(board, *step);
    }
    return std::nullopt;
}

// How a step example is found in its puzzle's solve.
enum class Found : std::uint8_t {
    InSolve, // the first step of its technique that the solve takes (boardBefore)
    Alone,   // the first its technique's finder finds on a board of the solve (boardWith)
};

} // namespace sudoku::test

Q_DECLARE_METATYPE(sudoku::test::Found)

namespace sudoku::test {

// A step to test with.
struct StepExample {
    const char *name;
    const char *puzzle;
    Technique technique;
    Found found;
};

// Chain steps: one chain each.
inline constexpr std::array<StepExample, 9> ChainSteps = {{
    {"2-string kite", KitePuzzle, Technique::TwoStringKite, Found::InSolve},
    {"X-chain", XChainPuzzle, Technique::XChain, Found::Alone},
    {"W-Wing", KitePuzzle, Technique::WWing, Found::InSolve},
    {"XY-Wing", LoopPuzzle, Technique::XYWing, Found::InSolve},
    {"continuous nice loop", LoopPuzzle, Technique::ContinuousNiceLoop, Found::InSolve},
    {"XY-cycle", CyclePuzzle, Technique::XYCycle, Found::InSolve},
    {"AIC", AicPuzzle, Technique::AlternatingInferenceChain, Found::InSolve},
    {"XY-chain", AicPuzzle, Technique::XYChain, Found::InSolve},
    {"Nishio (one branch)", NishioPuzzle, Technique::NishioForcingChain, Found::InSolve},
}};

// Forcing steps of several branches.
inline constexpr std::array<StepExample, 5> ForcingSteps = {{
    {"cell forcing chain", CellForcingPuzzle, Technique::CellForcingChain, Found::InSolve},
    {"unit forcing chain", ForcingPuzzle, Technique::UnitForcingChain, Found::InSolve},
    {"dynamic cell forcing chain", ForcingPuzzle, Technique::DynamicCellForcingChain, Found::InSolve},
    {"dynamic unit forcing chain", ForcingPuzzle, Technique::DynamicUnitForcingChain, Found::InSolve},
    {"nested forcing chain", ForumHardestFirst, Technique::NestedForcingChain, Found::InSolve},
}};

// A data function's rows, one per example: columns "puzzle", "technique" and "found".
template <std::size_t N>
void addStepRows(const std::array<StepExample, N> &examples)
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<Found>("found");
    for (const StepExample &example : examples)
        QTest::newRow(example.name) << QByteArray(example.puzzle) << example.technique << example.found;
}

// The current row's example (addStepRows): the board before its step, and the step.
inline std::optional<std::pair<Board, Step>> boardOfRow()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(Technique, technique);
    QFETCH(Found, found);
    return found == Found::Alone ? boardWith(puzzle.toStdString(), technique)
                                 : boardBefore(puzzle.toStdString(), technique);
}

// A game at `board`: its digits (givens and placed) and its candidates as pencil marks.
inline SavedGame savedGameAt(const Board &board)
{
    SavedGame saved;
    saved.board = Board{board.grid, board.candidates};
    saved.source = QStringLiteral("test position");
    return saved;
}

} // namespace sudoku::test
