#include "board.h"

namespace sudoku {
namespace {


} // namespace

Board Board::fromGrid(const Grid &grid)
{
    Board board;
    board.grid = grid;
    for (int cell = 0; cell < CellCount; ++cell)
        board.candidates[idx(cell)] = grid.candidates(cell);
    return board;
}

Candidates Board::effectiveCandidates(int cell) const
{
    // Grid::candidates is empty for a filled cell, so the intersection is too.
    return candidates[idx(cell)] & grid.candidates(cell);
}

std::array<Candidates, CellCount> Board::allEffectiveCandidates() const
{
    std::array<Candidates, UnitCount> held{}; // the digits each unit holds
    for (int cell = 0; cell < CellCount; ++cell) {
        if (const int digit = grid.digit(cell)) {
            for (const std::uint8_t unit : unitsOfCell[idx(cell)])
                held[unit].add(digit);
        }
    }
    std::array<Candidates, CellCount> effective{};
    for (int cell = 0; cell < CellCount; ++cell) {
        if (!grid.isEmpty(cell))
            continue;
        const auto &units = unitsOfCell[idx(cell)];
        const Candidates seen = held[units[0]] | held[units[1]] | held[units[2]];
        effective[idx(cell)] = candidates[idx(cell)] & ~seen;
    }
    return effective;
}

void Board::place(int cell, int digit)
{
    grid.setDigit(cell, digit);
    for (const int peer : peersOfCell[idx(cell)]) {
        if (grid.isEmpty(peer))
            candidates[idx(peer)].remove(digit);
    }
}

std::optional<BoardContradiction> findContradiction(const Board &board)
{
    const std::array<Candidates, CellCount> effective = board.allEffectiveCandidates();
    for (int cell = 0; cell < CellCount; ++cell) {
        if (board.grid.isEmpty(cell) && effective[idx(cell)].isEmpty())
            return BoardContradiction{cell, -1, 0};
    }
    for (int unit = 0; unit < UnitCount; ++unit) {
        Candidates placed;   // digits the unit holds
        Candidates possible; // digits some empty cell of the unit may take
        for (const int cell : cellsOfUnit[idx(unit)]) {
            if (const int digit = board.grid.digit(cell))
                placed.add(digit);
            possible |= effective[idx(cell)];
        }
        const Candidates stranded = ~(placed | possible);
        if (!stranded.isEmpty())
            return BoardContradiction{-1, unit, stranded.first()};
    }
    return std::nullopt;
}

std::vector<Mistake> findMistakes(const Board &board, const Grid &solution)
{
    std::vector<Mistake> mistakes;
    for (int cell = 0; cell < CellCount; ++cell) {
        if (board.grid.isGiven(cell))
            continue;
        const int digit = board.grid.digit(cell);
        const int truth = solution.digit(cell);
        const Candidates marks = board.candidates[idx(cell)];
        if (digit != 0 && digit != truth)
            mistakes.push_back({MistakeKind::WrongDigit, cell, digit});
        else if (digit == 0 && !marks.isEmpty() && !marks.contains(truth))
            mistakes.push_back({MistakeKind::RemovedCandidate, cell, truth});
    }
    return mistakes;
}

} // namespace sudoku
