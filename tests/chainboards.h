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
#include <optional>
#include <string_view>
#include <utility>

Q_DECLARE_METATYPE(sudoku::Technique)

namespace sudoku::test {

// A 2-string kite, an X-chain (r1c4 to r6c9 on 9) and a W-Wing (SE 7.x).
inline constexpr const char *ChainPuzzle =
    "4...3...1..9...4...852.436..9.....3.5.......8.72...51.62.7.9.537...1...2..1...7..";
// XY-Wings, continuous nice loops and an XY-cycle (SE 7.0).
inline constexpr const char *LoopPuzzle =
    "..4.7.9..7...2...8...........39.25..45.....29.9.1.7.8..4.....3...63.42..9...8...1";
// AICs, an XY-chain and an X-chain (SE 7.3).
inline constexpr const char *AicPuzzle =
    ".........53.2.9.76...7.6...7.......4.4.5.2.8.15..3..6946.895.328...2...5.........";
// Nishio forcing chains, a cell forcing chain and a unit forcing chain (SE 8.3).
inline constexpr const char *CellForcingPuzzle =
    "..96..7.87...18....68....4.8....9.1..3.....9..2.4....6.9....45....29...76.5..19..";
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

// A step to test with: the first of its technique in its puzzle's solve.
struct StepExample {
    const char *name;
    const char *puzzle;
    Technique technique;
};

// Chain steps: one chain each.
inline constexpr std::array<StepExample, 9> ChainSteps = {{
    {"2-string kite", ChainPuzzle, Technique::TwoStringKite},
    {"X-chain", ChainPuzzle, Technique::XChain},
    {"W-Wing", ChainPuzzle, Technique::WWing},
    {"XY-Wing", LoopPuzzle, Technique::XYWing},
    {"continuous nice loop", LoopPuzzle, Technique::ContinuousNiceLoop},
    {"XY-cycle", LoopPuzzle, Technique::XYCycle},
    {"AIC", AicPuzzle, Technique::AlternatingInferenceChain},
    {"XY-chain", AicPuzzle, Technique::XYChain},
    {"Nishio (one branch)", CellForcingPuzzle, Technique::NishioForcingChain},
}};

// Forcing steps of several branches.
inline constexpr std::array<StepExample, 5> ForcingSteps = {{
    {"cell forcing chain", CellForcingPuzzle, Technique::CellForcingChain},
    {"unit forcing chain", ForcingPuzzle, Technique::UnitForcingChain},
    {"dynamic cell forcing chain", ForcingPuzzle, Technique::DynamicCellForcingChain},
    {"dynamic unit forcing chain", ForcingPuzzle, Technique::DynamicUnitForcingChain},
    {"nested forcing chain", ForumHardestFirst, Technique::NestedForcingChain},
}};

// A data function's rows, one per example: columns "puzzle" and "technique".
template <std::size_t N>
void addStepRows(const std::array<StepExample, N> &examples)
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<Technique>("technique");
    for (const StepExample &example : examples)
        QTest::newRow(example.name) << QByteArray(example.puzzle) << example.technique;
}

// The current row's example (addStepRows): the board before its step, and the step.
inline std::optional<std::pair<Board, Step>> boardOfRow()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(Technique, technique);
    return boardBefore(puzzle.toStdString(), technique);
}

// A game at `board`: its digits (givens and placed) and its candidates as pencil marks.
inline SavedGame savedGameAt(const Board &board)
{
    SavedGame saved;
    saved.board = BoardState{board.grid, board.candidates};
    saved.source = QStringLiteral("test position");
    return saved;
}

} // namespace sudoku::test
