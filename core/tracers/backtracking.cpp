// SPDX-License-Identifier: GPL-3.0-or-later
// backtracking: the plain search — empty cells in reading order, digits 1 to n, each tried
// digit checked against the cell's peers (20 on 9×9).
// Backtracks with an undo stack: taking back a move empties one cell, cheaper than any copy.

#include "tracers.h"

namespace sudoku {
namespace {

using namespace tracing;

template <typename Layout>
class BacktrackingTracer final : public Tracer {
public:
    BacktrackingTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::Backtracking, puzzle, cancel), m_layout(puzzle),
          m_digits(digitsOf(m_layout, puzzle)), m_cages(puzzle),
          m_emptyCells(m_layout.template perCell<Cell>()),
          m_tried(m_layout.template perCell<int>())
    {
        for (int cell = 0; cell < m_layout.cellCount(); ++cell) {
            if (puzzle.isEmpty(cell))
                m_emptyCells[idx(m_emptyCount++)] = static_cast<Cell>(cell);
        }
    }

    int stackDepth() const override { return m_level; }

private:
    bool clashes(int cell, int digit) const
    {
        for (const Cell peer : m_layout.peersOf(cell)) {
            if (m_digits[peer] == digit)
                return true;
        }
        return !m_cages.allows(m_digits, cell, digit);
    }

    // Whether a digit above `digit` is still free in the cell: the digit placed is then a
    // guess the search may come back to.
    bool hasLaterDigit(int cell, int digit) const
    {
        unsigned used = 0;
        for (const Cell peer : m_layout.peersOf(cell))
            used |= 1u << m_digits[peer];
        const unsigned later = ((1u << (m_layout.size() + 1)) - 1) & ~((2u << digit) - 1);
        return (later & ~used) != 0;
    }

    // One event per turn of the loop: a try, then its verdict (reject or place) on the next.
    void produce(std::vector<Event> &out, std::size_t end) override
    {
        while (out.size() < end) {
            if (cancelled())
                return stopCancelled();
            const int cell = m_emptyCells[idx(m_level)];
            int &digit = m_tried[idx(m_level)];
            if (m_judging) {
                m_judging = false;
                if (clashes(cell, digit)) {
                    record(out, Event::reject(cell, digit));
                    continue;
                }
                m_digits[idx(cell)] = static_cast<std::uint8_t>(digit);
                record(out, hasLaterDigit(cell, digit) ? Event::tentativePlace(cell, digit) : Event::place(cell, digit));
                if (++m_level == m_emptyCount)
                    return finish(TraceStatus::Solved, m_digits.data());
                m_tried[idx(m_level)] = 0;
                continue;
            }
            if (++digit <= m_layout.size()) {
                record(out, Event::tryDigit(cell, digit));
                m_judging = true;
                continue;
            }
            // Every digit failed here: the previous cell's digit was wrong.
            if (m_level == 0)
                return finish(TraceStatus::NoSolution);
            const int previous = m_emptyCells[idx(--m_level)];
            m_digits[idx(previous)] = 0;
            record(out, Event::backtrack(previous));
        }
    }

    using Cell = typename Layout::Cell;
    template <typename T>
    using PerCell = typename Layout::template PerCell<T>;

    [[no_unique_address]] Layout m_layout;
    Digits<Layout> m_digits;
    CageSums m_cages;
    PerCell<Cell> m_emptyCells;
    int m_emptyCount = 0;
    // The explicit stack: level i fills m_emptyCells[i] and has tried digits up to m_tried[i].
    PerCell<int> m_tried;
    int m_level = 0;
    bool m_judging = false; // the last event was a try awaiting its verdict
};

} // namespace

std::unique_ptr<Tracer> makeBacktrackingTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                   tracing::LayoutChoice layout)
{
    return makeOnLayout<BacktrackingTracer>(puzzle, cancel, layout);
}

} // namespace sudoku
