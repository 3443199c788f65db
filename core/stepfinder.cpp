#include "stepfinder.h"

#include <array>

namespace sudoku {
namespace {

constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

// The order units are searched in: boxes, then rows, then columns (a box is where players
// look first for singles).
constexpr std::array<int, UnitCount> unitSearchOrder = [] {
    std::array<int, UnitCount> order{};
    for (int i = 0; i < 9; ++i) {
        order[idx(i)] = boxUnit(i);
        order[idx(9 + i)] = rowUnit(i);
        order[idx(18 + i)] = columnUnit(i);
    }
    return order;
}();

// What every technique reads: the digits each unit holds and each cell's effective
// candidates, computed once per search.
struct Analysis {
    std::array<Candidates, UnitCount> placed{};
    std::array<Candidates, CellCount> candidates{};

    explicit Analysis(const Board &board) : candidates(board.allEffectiveCandidates())
    {
        for (int unit = 0; unit < UnitCount; ++unit) {
            for (const int cell : cellsOfUnit[idx(unit)]) {
                if (const int digit = board.grid.digit(cell))
                    placed[idx(unit)].add(digit);
            }
        }
    }
};

std::optional<Step> findFullHouse(const Board &board, const Analysis &analysis)
{
    for (const int unit : unitSearchOrder) {
        int emptyCell = -1;
        int empties = 0;
        for (const int cell : cellsOfUnit[idx(unit)]) {
            if (board.grid.isEmpty(cell)) {
                emptyCell = cell;
                ++empties;
            }
        }
        const Candidates missing = ~analysis.placed[idx(unit)];
        if (empties == 1 && missing.isSingle()
            && analysis.candidates[idx(emptyCell)].contains(missing.first()))
            return singleStep(Technique::FullHouse, emptyCell, missing.first(), unit);
    }
    return std::nullopt;
}

std::optional<Step> findNakedSingle(const Analysis &analysis)
{
    for (int cell = 0; cell < CellCount; ++cell) {
        const Candidates candidates = analysis.candidates[idx(cell)];
        if (candidates.isSingle())
            return singleStep(Technique::NakedSingle, cell, candidates.first(), -1);
    }
    return std::nullopt;
}

std::optional<Step> findHiddenSingle(const Analysis &analysis)
{
    for (const int unit : unitSearchOrder) {
        // Digits seen in at least one, and in at least two, cells of the unit.
        Candidates once;
        Candidates twice;
        for (const int cell : cellsOfUnit[idx(unit)]) {
            const Candidates candidates = analysis.candidates[idx(cell)];
            twice |= once & candidates;
            once |= candidates;
        }
        const Candidates lone = once & ~twice & ~analysis.placed[idx(unit)];
        if (lone.isEmpty())
            continue;
        const int digit = lone.first();
        for (const int cell : cellsOfUnit[idx(unit)]) {
            if (analysis.candidates[idx(cell)].contains(digit))
                return singleStep(Technique::HiddenSingle, cell, digit, unit);
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findStep(const Board &board)
{
    const Analysis analysis(board);
    if (auto step = findFullHouse(board, analysis))
        return step;
    if (auto step = findNakedSingle(analysis))
        return step;
    return findHiddenSingle(analysis);
}

} // namespace sudoku
