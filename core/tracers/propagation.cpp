// SPDX-License-Identifier: GPL-3.0-or-later
// propagation: Norvig's constraint propagation and search. Eliminating a digit from a cell
// applies both single rules — a cell left with one digit loses it from its peers (naked
// single), a unit left with one place for the digit gets it assigned there (hidden single);
// when nothing follows, guess each digit of the cell with fewest candidates in turn.
//
// Norvig's mutual recursion of assign and eliminate becomes an explicit stack of tasks
// (pushed in reverse, so they run in his order); each task emits at most one event, so the
// propagation stops and resumes between any two events like the search around it.
// Backtracks by copying, as Norvig does: one saved state per guess (about 400 bytes on 9×9,
// 1.3 kB on 16×16) is cheaper than logging every elimination of a propagation.
//
// Events: a single found is a place with its technique (and the hidden single's unit);
// eliminate events report the digits struck from empty cells (those struck from an
// assigned cell are implied by its place); a guess assigns on speculation; a contradiction
// ends the propagation, then the guess is undone (backtrack at its depth).

#include "tracers.h"

#include <vector>

namespace sudoku {
namespace {

using namespace tracing;

template <typename Layout>
class PropagationTracer final : public Tracer {
public:
    PropagationTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::Propagation, puzzle, cancel), m_layout(puzzle), m_cages(puzzle),
          m_guesses(m_layout.cellCount())
    {
        m_state.values = m_layout.template perCell<Candidates>();
        m_state.digits = digitsOf(m_layout, puzzle);
        for (int cell = 0; cell < m_layout.cellCount(); ++cell) {
            const int digit = puzzle.digit(cell);
            m_state.values[idx(cell)] = digit ? Candidates::single(digit) : puzzle.candidates(cell);
        }
        m_tasks.reserve(1024);
        // Norvig's grid starts propagated; ours starts from the givens' peers already
        // struck, so the single rules run once over everything: cells, then units.
        for (int unit = m_layout.unitCount() - 1; unit >= 0; --unit) {
            for (int digit = m_layout.size(); digit >= 1; --digit)
                m_tasks.push_back({TaskKind::CheckUnit, unit, digit});
        }
        for (int cell = m_layout.cellCount() - 1; cell >= 0; --cell) {
            if (puzzle.isEmpty(cell))
                m_tasks.push_back({TaskKind::CheckCell, cell, 0});
        }
    }

    int stackDepth() const override { return m_guesses.depth(); }

private:
    struct State {
        // Norvig's values: a filled cell's digit
        typename Layout::template PerCell<Candidates> values{};
        Digits<Layout> digits{}; // the digits placed (assigned, or found as singles)
    };

    enum class TaskKind : std::uint8_t {
        Eliminate, // strike `digit` from `target` (a cell), then check it and its units
        CheckCell, // rule 1: a cell with one digit left loses it from its peers
        CheckUnit, // rule 2: a digit with one place left in the unit (`target`) goes there
        Assign,    // the hidden single of rule 2: assign `digit` to `target`, in `unit`
    };
    struct Task {
        TaskKind kind;
        int target; // a cell, or for CheckUnit a unit
        int digit;
        int unit = -1;
    };

    enum class Phase : std::uint8_t {
        Propagate, // run tasks; when none is left, the puzzle is solved or a guess is due
        Retreat,   // a dead end: back to the last guess with a digit left to try
    };

    void contradiction(std::vector<Event> &out, const Event &event)
    {
        m_tasks.clear();
        record(out, event);
        m_phase = Phase::Retreat;
    }

    // Strikes every digit but `digit` from the cell, Norvig's assign; the place or guess
    // event is the caller's.
    void assign(int cell, int digit)
    {
        m_state.digits[idx(cell)] = static_cast<std::uint8_t>(digit);
        if (m_cages.active()) // checked against its cage's sum once the eliminations are done
            m_tasks.push_back({TaskKind::CheckCell, cell, 0});
        Candidates others = m_state.values[idx(cell)];
        others.remove(digit);
        for (int other = m_layout.size(); other >= 1; --other) {
            if (others.contains(other))
                m_tasks.push_back({TaskKind::Eliminate, cell, other});
        }
    }

    void runTask(const Task &task, std::vector<Event> &out)
    {
        const int digit = task.digit;
        switch (task.kind) {
        case TaskKind::Eliminate: {
            const int cell = task.target;
            Candidates &values = m_state.values[idx(cell)];
            if (!values.contains(digit))
                return;
            values.remove(digit);
            const auto &units = m_layout.unitsOf(cell);
            for (auto unit = units.rbegin(); unit != units.rend(); ++unit)
                m_tasks.push_back({TaskKind::CheckUnit, *unit, digit});
            m_tasks.push_back({TaskKind::CheckCell, cell, 0});
            if (m_state.digits[idx(cell)] == 0)
                record(out, Event::eliminate(cell, digit));
            return;
        }
        case TaskKind::CheckCell: {
            const int cell = task.target;
            const Candidates values = m_state.values[idx(cell)];
            const int placed = m_state.digits[idx(cell)];
            if (values.isEmpty() || (placed && !values.contains(placed)))
                return contradiction(out, Event::cellContradiction(cell));
            if (!values.isSingle())
                return;
            const int single = values.first();
            // A killer's cage: the digit must leave a sum its other cells can make.
            if (m_cages.active() && !m_cages.allows(m_state.digits, cell, single))
                return contradiction(out, Event::cellContradiction(cell));
            const auto &peers = m_layout.peersOf(cell);
            for (auto peer = peers.rbegin(); peer != peers.rend(); ++peer)
                m_tasks.push_back({TaskKind::Eliminate, *peer, single});
            if (!placed) {
                m_state.digits[idx(cell)] = static_cast<std::uint8_t>(single);
                record(out, Event::placeByStep(cell, single, Technique::NakedSingle));
            }
            return;
        }
        case TaskKind::CheckUnit: {
            int places = 0;
            int place = -1;
            for (const typename Layout::Cell cell : m_layout.cellsOf(task.target)) {
                if (m_state.values[cell].contains(digit)) {
                    ++places;
                    place = cell;
                }
            }
            if (places == 0)
                return contradiction(out, Event::unitContradiction(task.target, digit));
            if (places == 1)
                m_tasks.push_back({TaskKind::Assign, place, digit, task.target});
            return;
        }
        case TaskKind::Assign: {
            const int cell = task.target;
            const int placed = m_state.digits[idx(cell)];
            if (placed == digit)
                return;
            if (placed != 0) // the digit's only place in the unit holds another digit
                return contradiction(out, Event::unitContradiction(task.unit, digit));
            assign(cell, digit);
            record(out, Event::placeByStep(cell, digit, Technique::HiddenSingle, task.unit));
            return;
        }
        }
    }

    // With nothing left to propagate: finished, or a new level guessing on the unplaced
    // cell with fewest candidates.
    void chooseGuess(std::vector<Event> &out)
    {
        const int cell = fewestCandidatesCell(
            m_state.values, [this](int c) { return m_state.digits[idx(c)] == 0; });
        if (cell < 0)
            return finish(TraceStatus::Solved, m_state.digits.data());
        guess(out, m_guesses.open(cell, m_state.values[idx(cell)], m_state));
    }

    void guess(std::vector<Event> &out, const Event &event)
    {
        assign(event.cell, event.digit);
        record(out, event);
        m_phase = Phase::Propagate;
    }

    void produce(std::vector<Event> &out, std::size_t end) override
    {
        while (out.size() < end && !isFinished()) {
            if (cancelled())
                return stopCancelled();
            switch (m_phase) {
            case Phase::Propagate:
                if (m_tasks.empty()) {
                    chooseGuess(out);
                } else {
                    const Task task = m_tasks.back();
                    m_tasks.pop_back();
                    runTask(task, out);
                }
                break;
            case Phase::Retreat: {
                const auto report = [&](const Event &event) { record(out, event); };
                const auto guessed = [&](const Event &event) { guess(out, event); };
                if (!m_guesses.retreat(m_state, report, guessed))
                    return finish(TraceStatus::NoSolution);
                break;
            }
            }
        }
    }

    [[no_unique_address]] Layout m_layout;
    CageSums m_cages; // a killer's sums, checked at every digit placed
    State m_state;
    std::vector<Task> m_tasks; // the propagation's explicit stack, run from the back
    GuessStack<State> m_guesses; // the search's explicit stack, one level per guessed cell
    Phase m_phase = Phase::Propagate;
};

} // namespace

std::unique_ptr<Tracer> makePropagationTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                  tracing::LayoutChoice layout)
{
    return makeOnLayout<PropagationTracer>(puzzle, cancel, layout);
}

} // namespace sudoku
