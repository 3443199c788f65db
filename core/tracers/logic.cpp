// SPDX-License-Identifier: GPL-3.0-or-later
// logic: solves as a person would — the step finder's simplest step each time (stepfinder.h),
// with the uniqueness techniques only when a count (the fast solver on 9×9, the general engine
// elsewhere) finds the puzzle has exactly one solution (on any other puzzle they could strike
// every solution), and only when no technique applies a guess on the empty cell with fewest
// candidates (the first in reading order on a tie), its candidates in increasing order. A contradiction
// (findContradiction) undoes the innermost guess.
// Backtracks by copying: one saved board per guess (about 440 bytes on 9×9); a logic step is
// not worth an undo log.
//
// Any shape: the board's own geometry throughout (the step finder, not this loop, is where a
// logic trace spends its time); findStep() reasons on every shape (each technique's finder
// in the classic or the general layout), and only where it gives no step is the move a guess on the
// fewest-candidates cell.
//
// A step becomes its events in one go — its placement (stepStart set), then the eliminations
// the placement implies in its empty peers, then the technique's own eliminations — held in
// a small queue and handed out one by one, so a batch can end in the middle of a step.

#include "tracers.h"

#include "generalsolver.h"
#include "solver.h"
#include "stepfinder.h"

#include <algorithm>
#include <vector>

namespace sudoku {
namespace {

using namespace tracing;

// How many solutions `grid` has, up to 2. On 9×9 the fast solver takes microseconds; the
// general engine may take seconds on a hard 25×25 puzzle, so there the cancel token stops it
// (a trace cancelled while it counts stops before its first event).
int solutionsUpToTwo(const Grid &grid, const std::atomic<bool> *cancel)
{
    return grid.isClassic() ? solve(grid, 2).count : solveGeneral(grid, 2, cancel).count;
}

// The uniqueness techniques hold when the board has exactly one solution and so do its givens
// alone: an avoidable rectangle reasons that digits not given could swap.
Uniqueness uniquenessOf(const Grid &grid, const std::atomic<bool> *cancel)
{
    const bool unique = solutionsUpToTwo(grid, cancel) == 1
                        && (grid.givenCount() == grid.filledCount()
                            || solutionsUpToTwo(grid.givensOnly(), cancel) == 1);
    return unique ? Uniqueness::Assumed : Uniqueness::Unknown;
}

// Whether a step is made for this board: found on its shape, its cells, digits and unit in
// range (a guard: a step of another shape is not one this board can show, and the trace
// guesses instead).
bool fitsBoard(const Step &step, const Grid &grid)
{
    const auto fits = [&grid](const CellDigit &move) {
        return move.cell >= 0 && move.cell < grid.cellCount() && move.digit >= 1 && move.digit <= grid.size();
    };
    return step.shape == grid.shape() && std::all_of(step.placements.begin(), step.placements.end(), fits)
        && std::all_of(step.eliminations.begin(), step.eliminations.end(), fits)
        && (step.units.empty() || (step.units.front() >= 0 && step.units.front() < grid.geometry().unitCount()));
}

class LogicTracer final : public Tracer {
public:
    LogicTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::Logic, puzzle, cancel), m_board(Board::fromGrid(puzzle)),
          m_uniqueness(uniquenessOf(puzzle, cancelToken())), m_guesses(puzzle.cellCount())
    {
        m_queue.reserve(idx(2 * puzzle.cellCount()));
    }

    int stackDepth() const override { return m_guesses.depth(); }

private:
    enum class Phase : std::uint8_t {
        Think,     // look for a contradiction, the solution, a step, or else guess
        Retreat,   // a dead end: back to the last guess with a candidate left to try
    };

    void queue(const Event &event) { m_queue.push_back(event); }

    // Places the digit and queues the eliminations it implies in the cell's empty peers.
    void placeAndQueue(int cell, int digit)
    {
        for (const int peer : m_board.grid.geometry().peersOfCell(cell)) {
            if (m_board.grid.isEmpty(peer) && m_board.candidates[idx(peer)].contains(digit))
                queue(Event::eliminate(peer, digit));
        }
        m_board.place(cell, digit);
    }

    void queueStep(const Step &step)
    {
        const int unit = step.units.empty() ? -1 : step.units.front();
        bool first = true;
        for (const CellDigit placement : step.placements) {
            Event event = Event::placeByStep(placement.cell, placement.digit, step.technique, unit);
            event.stepStart = first;
            first = false;
            queue(event);
            placeAndQueue(placement.cell, placement.digit);
        }
        for (const CellDigit elimination : step.eliminations) {
            Candidates &candidates = m_board.candidates[idx(elimination.cell)];
            if (!m_board.grid.isEmpty(elimination.cell) || !candidates.contains(elimination.digit))
                continue;
            Event event = Event::eliminate(elimination.cell, elimination.digit, step.technique);
            event.stepStart = first;
            first = false;
            queue(event);
            candidates.remove(elimination.digit);
        }
    }

    void think()
    {
        if (const auto contradiction = findContradiction(m_board)) {
            queue(contradiction->cell >= 0
                      ? Event::cellContradiction(contradiction->cell)
                      : Event::unitContradiction(contradiction->unit, contradiction->digit));
            m_phase = Phase::Retreat;
            return;
        }
        if (m_board.grid.isFull()) {
            std::vector<std::uint8_t> digits(idx(m_board.grid.cellCount()));
            for (int cell = 0; cell < m_board.grid.cellCount(); ++cell)
                digits[idx(cell)] = static_cast<std::uint8_t>(m_board.grid.digit(cell));
            return finish(TraceStatus::Solved, digits.data());
        }
        if (const auto step = findStep(m_board, m_uniqueness, cancelToken()); step && fitsBoard(*step, m_board.grid))
            return queueStep(*step);
        if (cancelled()) // the step finder gave up half way: no guess for want of a step
            return stopCancelled();
        const CellValues<Candidates> candidates = m_board.allEffectiveCandidates();
        const int cell =
            fewestCandidatesCell(std::span(candidates.begin(), candidates.end()),
                                 [this](int c) { return m_board.grid.isEmpty(c); });
        guess(m_guesses.open(cell, candidates[idx(cell)], m_board));
    }

    void guess(const Event &event)
    {
        queue(event);
        placeAndQueue(event.cell, event.digit);
        m_phase = Phase::Think;
    }

    void produce(std::vector<Event> &out, std::size_t end) override
    {
        while (out.size() < end && !isFinished()) {
            if (m_next < m_queue.size()) {
                if (cancelled())
                    return stopCancelled();
                record(out, m_queue[m_next++]);
                continue;
            }
            m_queue.clear();
            m_next = 0;
            switch (m_phase) {
            case Phase::Think:
                think();
                break;
            case Phase::Retreat: {
                const auto report = [&](const Event &event) { queue(event); };
                const auto guessed = [&](const Event &event) { guess(event); };
                if (!m_guesses.retreat(m_board, report, guessed))
                    return finish(TraceStatus::NoSolution);
                break;
            }
            }
        }
    }

    Board m_board;
    Uniqueness m_uniqueness;
    std::vector<Event> m_queue; // the events of the step being handed out
    std::size_t m_next = 0;     // the next of them to hand out
    GuessStack<Board> m_guesses; // the search's explicit stack, one level per guessed cell
    Phase m_phase = Phase::Think;
};

} // namespace

// One layout: the board's own geometry on every shape.
std::unique_ptr<Tracer> makeLogicTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                        tracing::LayoutChoice)
{
    return std::make_unique<LogicTracer>(puzzle, cancel);
}

} // namespace sudoku
