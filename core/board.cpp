// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

namespace sudoku {

Board Board::fromGrid(const Grid &grid)
{
    Board board;
    board.grid = grid;
    board.candidates = CellValues<Candidates>(grid.cellCount());
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        board.candidates[idx(cell)] = grid.candidates(cell);
    return board;
}

Candidates Board::effectiveCandidates(int cell) const
{
    // Grid::candidates is empty for a filled cell, so the intersection is too.
    return candidates[idx(cell)] & grid.candidates(cell);
}

CellValues<Candidates> Board::allEffectiveCandidates() const
{
    const Geometry &tables = grid.geometry();
    const int cellCount = grid.cellCount();
    if (!tables.isPlain()) {
        // A variant's cell sees more than its row, column and box: its diagonals, windows,
        // cage mates. Each cell's peers, then (effectiveCandidates).
        CellValues<Candidates> effective(cellCount);
        for (int cell = 0; cell < cellCount; ++cell)
            effective[idx(cell)] = effectiveCandidates(cell);
        return effective;
    }
    std::array<Candidates, MaxUnitCount> held{}; // the digits each unit holds
    for (int cell = 0; cell < cellCount; ++cell) {
        if (const int digit = grid.digit(cell)) {
            for (const std::uint8_t unit : tables.unitsOfCell(cell))
                held[unit].add(digit);
        }
    }
    CellValues<Candidates> effective(cellCount);
    for (int cell = 0; cell < cellCount; ++cell) {
        if (!grid.isEmpty(cell))
            continue;
        const auto &units = tables.unitsOfCell(cell);
        const Candidates seen = held[units[0]] | held[units[1]] | held[units[2]];
        effective[idx(cell)] = candidates[idx(cell)] & ~seen;
    }
    return effective;
}

void Board::place(int cell, int digit)
{
    grid.setDigit(cell, digit);
    for (const int peer : grid.geometry().peersOfCell(cell)) {
        if (grid.isEmpty(peer))
            candidates[idx(peer)].remove(digit);
    }
}

std::optional<BoardContradiction> findContradiction(const Board &board)
{
    const Geometry &tables = board.grid.geometry();
    const CellValues<Candidates> effective = board.allEffectiveCandidates();
    for (int cell = 0; cell < tables.cellCount(); ++cell) {
        if (board.grid.isEmpty(cell) && effective[idx(cell)].isEmpty())
            return BoardContradiction{cell, -1, 0};
    }
    const Candidates every = Candidates::all(tables.size());
    for (int unit = 0; unit < tables.unitCount(); ++unit) {
        Candidates placed;   // digits the unit holds
        Candidates possible; // digits some empty cell of the unit may take
        for (const int cell : tables.cellsOfUnit(unit)) {
            if (const int digit = board.grid.digit(cell))
                placed.add(digit);
            possible |= effective[idx(cell)];
        }
        const Candidates stranded = every & ~(placed | possible);
        if (!stranded.isEmpty())
            return BoardContradiction{-1, unit, stranded.first()};
    }
    return std::nullopt;
}

std::vector<Mistake> findMistakes(const Board &board, const Grid &solution)
{
    std::vector<Mistake> mistakes;
    for (int cell = 0; cell < board.grid.cellCount(); ++cell) {
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
    for (Mistake &mistake : mistakes) {
        if (mistake.kind != MistakeKind::RemovedCandidate)
            continue;
        for (const int peer : board.grid.geometry().peersOfCell(mistake.cell)) {
            if (!board.grid.isGiven(peer) && board.grid.digit(peer) == mistake.digit && solution.digit(peer) != mistake.digit
                && (mistake.struckBy < 0 || peer < mistake.struckBy))
                mistake.struckBy = peer;
        }
    }
    return mistakes;
}

} // namespace sudoku
