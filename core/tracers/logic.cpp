// logic: solves as a person would — the step finder's simplest step each time (stepfinder.h),
// with the uniqueness techniques only when the fast solver finds the puzzle has exactly one
// solution (on any other puzzle they could strike every solution), and only when no
// technique applies a guess on the empty cell with fewest candidates (the
// first in reading order on a tie), its candidates in increasing order. A contradiction
// (findContradiction) undoes the innermost guess.
// Backtracks by copying: one saved board per guess (about 270 bytes); a logic step is not
// worth an undo log.
//
// A step becomes its events in one go — its placement (stepStart set), then the eliminations
// the placement implies in its empty peers, then the technique's own eliminations — held in
// a small queue and handed out one by one, so a batch can end in the middle of a step.

#include "tracers.h"

#include "solver.h"
#include "stepfinder.h"

#include <vector>

namespace sudoku {
namespace {

using namespace tracing;

// The uniqueness techniques hold when the board has exactly one solution and so do its givens
// alone: an avoidable rectangle reasons that digits not given could swap.
Uniqueness uniquenessOf(const Grid &grid)
{
    const bool unique = solve(grid, 2).count == 1
                        && (grid.givenCount() == grid.filledCount() || solve(grid.givensOnly(), 2).count == 1);
    return unique ? Uniqueness::Assumed : Uniqueness::Unknown;
}

class LogicTracer final : public Tracer {
public:
    LogicTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::Logic, puzzle, cancel), m_board(Board::fromGrid(puzzle)),
          m_uniqueness(uniquenessOf(puzzle))
    {
        m_queue.reserve(2 * CellCount);
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
        for (const std::uint8_t peer : peersOfCell[idx(cell)]) {
            if (m_board.grid.isEmpty(peer) && m_board.candidates[peer].contains(digit))
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
        if (m_board.grid.isFull())
            return finish(TraceStatus::Solved, digitsOf(m_board.grid).data());
        if (const auto step = findStep(m_board, m_uniqueness))
            return queueStep(*step);
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

std::unique_ptr<Tracer> makeLogicTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
{
    return std::make_unique<LogicTracer>(puzzle, cancel);
}

} // namespace sudoku
