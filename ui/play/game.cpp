// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include "backgroundjob.h"
#include "explain.h"
#include "solver.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace sudoku {

// One undoable change of the board or its colours, as snapshots before and after.
class BoardCommand : public QUndoCommand {
public:
    BoardCommand(Game *game, Game::Position before, Game::Position after, const QString &text, Game::Mover mover)
        : QUndoCommand(text), m_game(game), m_mover(mover), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void redo() override { m_game->applyPosition(m_after, m_mover); }
    void undo() override { m_game->applyPosition(m_before, Game::Mover::Player); }

private:
    Game *m_game;
    Game::Mover m_mover;
    Game::Position m_before;
    Game::Position m_after;
};


Board Game::emptyBoard(Shape shape, std::shared_ptr<const Variant> variant)
{
    Board board;
    board.grid = variant ? Grid(std::move(variant)) : Grid(shape);
    board.candidates = CellValues<Candidates>(board.grid.cellCount());
    return board;
}

Game::Game(QObject *parent, const Clock &clock)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_solver(new BackgroundJob(this)), m_clock(clock)
{
}

Game::~Game() = default;

void Game::startPuzzle(const Grid &puzzle, const QString &source)
{
    SavedGame fresh;
    fresh.board = emptyBoard(puzzle.shape(), puzzle.variant());
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        fresh.board.grid.setGiven(cell, puzzle.digit(cell));
    fresh.source = source;
    fresh.options = m_options;
    restore(fresh);
}

void Game::restore(const SavedGame &saved)
{
    reset(saved, false);
}

void Game::reset(const SavedGame &saved, bool editing)
{
    m_undoStack->clear();
    m_editing = editing;
    m_board = saved.board;
    m_colouring = saved.colouring;
    m_source = saved.source;
    m_options = saved.options;
    m_completed = saved.completed;
    m_solvedBySolver = false;
    m_hintsUsed = saved.hintsUsed;
    m_paused = false;
    m_pencilMode = false;
    findSolution();
    resetClock(saved.elapsedMs, !m_completed && !editing);
    emit puzzleStarted();
    emit pausedChanged(false);
    emit pencilModeChanged(false);
    emit changed();
}

SavedGame Game::saved() const
{
    SavedGame result;
    result.board = m_board;
    result.colouring = m_colouring;
    result.elapsedMs = elapsedMs();
    result.completed = m_completed;
    result.source = m_source;
    result.options = m_options;
    result.hintsUsed = m_hintsUsed;
    return result;
}

void Game::findSolution()
{
    m_solver->cancel();
    m_solutionCount = -1;
    m_solution = Grid{};
    if (m_editing)
        return; // the entry's check searches the board as it stands (PlaySession::checkEntered)
    // Microseconds for a typical 9×9, but up to half a minute for some 25×25 puzzles.
    m_solver->start([puzzle = puzzle()](const std::atomic<bool> &cancel, const BackgroundJob::Progress &) {
        return solve(puzzle, 2, &cancel);
    }, [this](const SolveResult &result) {
        m_solutionCount = result.count;
        m_solution = result.count > 0 ? result.solution : Grid{};
        emit solutionFound();
    });
}

void Game::enterDigit(int cell, int digit)
{
    if (m_pencilMode)
        togglePencilMark(cell, digit);
    else
        setDigit(cell, digit);
}

void Game::setDigit(int cell, int digit)
{
    // A digit the board does not have (9 typed on a 4×4 board) is no move.
    if (!acceptsInput() || m_board.grid.digit(cell) == digit || digit < 0 || digit > m_board.grid.size())
        return;
    if (m_editing) {
        Board next = m_board;
        next.grid.setGiven(cell, digit);
        pushBoard(next, digit == 0 ? tr("Clear %1").arg(cellName(cell))
                                   : tr("Give %1 in %2").arg(Explain::digit(digit), cellName(cell)));
        return;
    }
    if (m_board.grid.isGiven(cell))
        return;
    Board next = m_board;
    place(next, cell, digit);
    pushBoard(next, digit == 0 ? tr("Clear %1").arg(cellName(cell))
                               : tr("Place %1 in %2").arg(Explain::digit(digit), cellName(cell)));
}

void Game::place(Board &state, int cell, int digit) const
{
    state.grid.setDigit(cell, digit);
    if (digit != 0 && m_options.autoRemovePencilMarks) {
        for (const int peer : state.grid.geometry().peersOfCell(cell))
            state.candidates[static_cast<std::size_t>(peer)].remove(digit);
    }
}

void Game::togglePencilMark(int cell, int digit)
{
    if (!acceptsInput() || m_editing || !m_board.grid.isEmpty(cell) || digit < 1 || digit > m_board.grid.size())
        return;
    Board next = m_board;
    next.candidates[static_cast<std::size_t>(cell)].toggle(digit);
    const bool added = next.candidates[static_cast<std::size_t>(cell)].contains(digit);
    pushBoard(next, (added ? tr("Pencil %1 in %2") : tr("Erase pencil %1 in %2"))
                        .arg(Explain::digit(digit), cellName(cell)));
}

void Game::clearCell(int cell)
{
    if (!acceptsInput() || (m_board.grid.isGiven(cell) && !m_editing))
        return;
    if (!m_board.grid.isEmpty(cell)) {
        setDigit(cell, 0);
        return;
    }
    if (pencilMarks(cell).isEmpty())
        return;
    Board next = m_board;
    next.candidates[static_cast<std::size_t>(cell)] = Candidates::none();
    pushBoard(next, tr("Erase pencil marks in %1").arg(cellName(cell)));
}

namespace {

// Writes the candidates of the board's empty cells (as its peers, and a killer's sums, allow) as their pencil marks: of every one, or
// (keepMarks) of those the player has not pencilled in.
void pencilCandidates(Board &board, bool keepMarks)
{
    for (int cell = 0; cell < board.grid.cellCount(); ++cell) {
        Candidates &marks = board.candidates[static_cast<std::size_t>(cell)];
        if (board.grid.isEmpty(cell) && (!keepMarks || marks.isEmpty()))
            marks = board.grid.candidates(cell) & board.grid.cageAllows(cell); // a killer's sums too
    }
}

} // namespace

void Game::fillPencilMarks()
{
    if (!acceptsInput() || m_editing)
        return;
    Board next = m_board;
    pencilCandidates(next, false);
    pushBoard(next, tr("Fill pencil marks"));
}

void Game::restart()
{
    if (m_paused || m_editing)
        return;
    if (m_completed) {
        // A finished game starts over from scratch: nothing to undo back into.
        startPuzzle(puzzle(), m_source);
        return;
    }
    Board next;
    next.grid = puzzle();
    pushPosition({next, Colouring{}}, tr("Restart"));
}

void Game::colourCell(int cell, int colour)
{
    if (!acceptsColours() || cell < 0 || cell >= m_board.grid.cellCount() || colour < 1 || colour > ColourCount)
        return;
    Colouring next = m_colouring;
    const bool clears = next.cell(cell) == colour;
    next.setCell(cell, clears ? 0 : colour);
    pushPosition({m_board, next}, clears ? tr("Clear the colour of %1").arg(cellName(cell))
                                         : tr("Colour %1 %2").arg(cellName(cell), Explain::colour(colour)));
}

void Game::colourCandidate(int cell, int digit, int colour)
{
    if (!acceptsColours() || cell < 0 || cell >= m_board.grid.cellCount() || !m_board.grid.isEmpty(cell) || digit < 1
        || digit > m_board.grid.size() || colour < 1 || colour > ColourCount)
        return;
    Position next{m_board, m_colouring};
    const bool clears = next.colouring.candidate(cell, digit) == colour;
    next.colouring.setCandidate(cell, digit, clears ? 0 : colour);
    // A cell without marks gets its candidates first, as the hint takes it to hold: one mark
    // alone would say the cell can take nothing else (a false mistake, a false single).
    Candidates &marks = next.board.candidates[static_cast<std::size_t>(cell)];
    if (marks.isEmpty())
        marks = next.board.grid.candidates(cell);
    marks.add(digit);
    pushPosition(next, clears ? tr("Clear the colour of %1 in %2").arg(Explain::digit(digit), cellName(cell))
                              : tr("Colour %1 in %2 %3").arg(Explain::digit(digit), cellName(cell), Explain::colour(colour)));
}

void Game::clearColours(int cell)
{
    if (!acceptsColours() || !m_colouring.touches(cell))
        return;
    Colouring next = m_colouring;
    next.clearCell(cell);
    pushPosition({m_board, next}, tr("Clear the colours of %1").arg(cellName(cell)));
}

void Game::clearAllColours()
{
    if (!acceptsColours() || m_colouring.isEmpty())
        return;
    pushPosition({m_board, Colouring{}}, tr("Clear all colours"));
}

void Game::applyStep(const Step &step, const QString &text)
{
    if (!acceptsInput() || m_editing)
        return;
    Board next = m_board;
    for (const CellDigit placement : step.placements) {
        if (next.grid.isGiven(placement.cell))
            continue;
        place(next, placement.cell, placement.digit);
    }
    // A step that strikes candidates out reasons about the candidates of the whole board:
    // every empty cell the player has not pencilled in gets its candidates first (what the
    // hint took it to hold), so the board shows them all and not only where this step struck.
    if (!step.eliminations.empty())
        pencilCandidates(next, true);
    for (const CellDigit elimination : step.eliminations) {
        if (next.grid.isEmpty(elimination.cell))
            next.candidates[static_cast<std::size_t>(elimination.cell)].remove(elimination.digit);
    }
    if (next != m_board)
        ++m_hintsUsed;
    pushBoard(next, text);
}

void Game::correctMistakes(const std::vector<Mistake> &mistakes)
{
    if (!acceptsInput() || m_editing)
        return;
    // Put right without telling what belongs where: a wrong digit goes, and gives its digit
    // back to every pencilled peer that allows it (what entering it struck out, and perhaps
    // more); a cell that lost its digit otherwise gets every candidate its peers allow.
    // Adding just the solution's digit would show it.
    Board next = m_board;
    for (const Mistake &mistake : mistakes) {
        if (mistake.kind == MistakeKind::WrongDigit && !next.grid.isGiven(mistake.cell))
            next.grid.setDigit(mistake.cell, 0);
    }
    const auto marksOf = [&next](int cell) -> Candidates & { return next.candidates[static_cast<std::size_t>(cell)]; };
    for (const Mistake &mistake : mistakes) {
        if (mistake.kind == MistakeKind::WrongDigit && next.grid.isEmpty(mistake.cell)) {
            for (const int peer : next.grid.geometry().peersOfCell(mistake.cell)) {
                if (next.grid.isEmpty(peer) && !marksOf(peer).isEmpty()
                    && next.grid.candidates(peer).contains(mistake.digit))
                    marksOf(peer).add(mistake.digit);
            }
        } else if (mistake.kind == MistakeKind::RemovedCandidate && mistake.struckBy < 0
                   && next.grid.isEmpty(mistake.cell)) {
            marksOf(mistake.cell) = marksOf(mistake.cell) | next.grid.candidates(mistake.cell);
        }
    }
    if (next != m_board)
        ++m_hintsUsed;
    pushBoard(next, tr("Correct %n mistake(s)", nullptr, static_cast<int>(mistakes.size())));
}

void Game::applySolution(const Grid &solution, const QString &text)
{
    if (m_paused || m_editing || m_completed || !solution.isSolutionOf(puzzle()))
        return;
    Board next = m_board;
    for (int cell = 0; cell < m_board.grid.cellCount(); ++cell) {
        if (!next.grid.isGiven(cell))
            next.grid.setDigit(cell, solution.digit(cell));
    }
    pushBoard(next, text, Mover::Solver);
}

void Game::pushBoard(const Board &next, const QString &text, Mover mover)
{
    pushPosition({next, m_colouring}, text, mover);
}

void Game::pushPosition(Position next, const QString &text, Mover mover)
{
    next.colouring.keepPencilled(next.board);
    Position now{m_board, m_colouring};
    if (next == now)
        return;
    m_undoStack->push(new BoardCommand(this, std::move(now), std::move(next), text, mover));
}

void Game::applyPosition(const Position &position, Mover mover)
{
    m_board = position.board;
    m_colouring = position.colouring;
    if (m_completed && m_solvedBySolver && !m_board.grid.isSolved()) {
        // The solver's solution undone: play goes on where it stood.
        m_completed = false;
        m_solvedBySolver = false;
        resetClock(m_elapsedBefore, !m_paused);
    } else if (!m_completed && !m_editing && m_board.grid.isSolved() && mover == Mover::Solver) {
        m_completed = true;
        m_solvedBySolver = true;
        resetClock(elapsedMs(), false);
        m_pencilMode = false;
        emit pencilModeChanged(false);
    } else if (!m_completed && !m_editing && m_board.grid.isSolved()) {
        // Givens cannot change, so a full grid without conflicts solves this puzzle.
        m_completed = true;
        resetClock(elapsedMs(), false);
        m_pencilMode = false;
        // A solved game is final: nothing to undo back into. We are inside the push of the
        // last command here, so the stack is cleared once that push has returned.
        QMetaObject::invokeMethod(m_undoStack, &QUndoStack::clear, Qt::QueuedConnection);
        emit changed();
        emit completedGame(m_elapsedBefore);
        return;
    }
    emit changed();
}

void Game::startEditing(Shape shape)
{
    m_beforeEditing = saved();
    SavedGame blank;
    blank.board = emptyBoard(shape);
    blank.source = tr("Your puzzle");
    blank.options = m_options;
    reset(blank, true);
}

bool Game::finishEditing(const PuzzleCheck &check)
{
    if (!m_editing || check.solutionCount == 0)
        return false;
    startPuzzle(m_board.grid, tr("Your puzzle"));
    return true;
}

void Game::cancelEditing()
{
    if (m_editing)
        restore(m_beforeEditing);
}

std::bitset<MaxCellCount> Game::conflictCells() const
{
    std::bitset<MaxCellCount> cells;
    for (const Conflict &conflict : m_board.grid.conflicts()) {
        cells.set(static_cast<std::size_t>(conflict.first));
        cells.set(static_cast<std::size_t>(conflict.second));
    }
    // A killer cage whose digits cannot keep its sum: its filled cells, as one conflict.
    for (const int cage : m_board.grid.brokenCages()) {
        for (const std::uint16_t cell : m_board.grid.variant()->cages()[static_cast<std::size_t>(cage)].cells) {
            if (!m_board.grid.isEmpty(cell))
                cells.set(cell);
        }
    }
    return cells;
}

bool Game::isMistake(int cell) const
{
    const int digit = m_board.grid.digit(cell);
    // With several solutions there is no one solution to differ from.
    return m_solutionCount == 1 && digit != 0 && !m_board.grid.isGiven(cell)
        && digit != m_solution.digit(cell);
}

QString Game::cellName(int cell) const
{
    return Explain::cell(cell, m_board.grid.geometry());
}

bool Game::hasPlayerEntries() const
{
    for (int cell = 0; cell < m_board.grid.cellCount(); ++cell) {
        if ((!m_board.grid.isEmpty(cell) && !m_board.grid.isGiven(cell)) || !pencilMarks(cell).isEmpty())
            return true;
    }
    return !m_colouring.isEmpty();
}

int Game::placedCount(int digit) const
{
    int count = 0;
    for (int cell = 0; cell < m_board.grid.cellCount(); ++cell)
        count += m_board.grid.digit(cell) == digit ? 1 : 0;
    return count;
}

qint64 Game::elapsedMs() const
{
    return m_elapsedBefore + (m_startedAt >= 0 ? m_clock.nowMs() - m_startedAt : 0);
}

void Game::resetClock(qint64 elapsedMs, bool running)
{
    m_elapsedBefore = elapsedMs;
    m_startedAt = running ? m_clock.nowMs() : -1;
}

void Game::setPaused(bool paused)
{
    if (paused == m_paused || (paused && m_completed))
        return;
    m_paused = paused;
    resetClock(elapsedMs(), !paused && !m_completed);
    emit pausedChanged(paused);
    emit changed();
}

void Game::setPencilMode(bool on)
{
    on = on && !m_editing; // givens have no pencil marks
    if (on == m_pencilMode) {
        emit pencilModeChanged(on); // so a toggled button springs back
        return;
    }
    m_pencilMode = on;
    emit pencilModeChanged(on);
}

void Game::setAutoRemovePencilMarks(bool on)
{
    m_options.autoRemovePencilMarks = on;
}

void Game::setShowMistakes(bool on)
{
    if (on == m_options.showMistakes)
        return;
    m_options.showMistakes = on;
    emit changed();
}

} // namespace sudoku
