// SPDX-License-Identifier: GPL-3.0-or-later
// mrv: most-constrained cell first, as the classic Perl solver — fill the empty cell with the
// fewest free digits (the first in reading order on a tie), its digits in increasing order;
// at a dead end (a cell with no free digit) roll the last placement back.
// Backtracks with an undo stack: a rollback clears one cell and three mask bits.

#include "tracers.h"

namespace sudoku {
namespace {

using namespace tracing;

template <typename Layout>
class MrvTracer final : public Tracer {
public:
    MrvTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::Mrv, puzzle, cancel), m_layout(puzzle),
          m_digits(digitsOf(m_layout, puzzle)), m_masks(m_layout, m_digits), m_cages(puzzle),
          m_levels(m_layout.template perCell<Level>())
    {
    }

    int stackDepth() const override { return m_depth; }

private:
    struct Level {
        int cell = 0;
        unsigned untried = 0; // free digits not tried yet
    };

    // Pushes the level of the empty cell with fewest free digits; false when none is empty.
    bool chooseCell()
    {
        int best = -1;
        int bestCount = m_layout.size() + 1;
        unsigned bestFree = 0;
        for (int cell = 0; cell < m_layout.cellCount() && bestCount > 1; ++cell) {
            if (m_digits[idx(cell)])
                continue;
            const unsigned free = m_masks.freeDigits(cell) & m_cages.allowed(m_digits, cell);
            const int count = std::popcount(free);
            if (count < bestCount) {
                best = cell;
                bestCount = count;
                bestFree = free;
            }
        }
        if (best < 0)
            return false;
        m_levels[idx(m_depth++)] = {best, bestFree};
        return true;
    }

    void produce(std::vector<Event> &out, std::size_t end) override
    {
        while (out.size() < end) {
            if (cancelled())
                return stopCancelled();
            if (m_choose) {
                m_choose = false;
                if (!chooseCell())
                    return finish(TraceStatus::Solved, m_digits.data());
            }
            Level &top = m_levels[idx(m_depth - 1)];
            if (top.untried == 0) {
                // A dead end, or every digit failed: roll back the placement before it.
                if (--m_depth == 0)
                    return finish(TraceStatus::NoSolution);
                const int previous = m_levels[idx(m_depth - 1)].cell;
                m_masks.clear(previous, m_digits[idx(previous)]);
                m_digits[idx(previous)] = 0;
                record(out, Event::backtrack(previous));
                continue;
            }
            const int digit = lowestDigit(top.untried);
            top.untried &= top.untried - 1;
            m_masks.set(top.cell, digit);
            m_digits[idx(top.cell)] = static_cast<std::uint8_t>(digit);
            record(out, top.untried != 0 ? Event::tentativePlace(top.cell, digit) : Event::place(top.cell, digit));
            m_choose = true;
        }
    }

    [[no_unique_address]] Layout m_layout;
    Digits<Layout> m_digits;
    UnitMasks<Layout> m_masks;
    CageSums m_cages; // a killer's sums: the free digits a cage allows
    // The explicit stack, one level per chosen cell.
    typename Layout::template PerCell<Level> m_levels;
    int m_depth = 0;
    bool m_choose = true; // the next turn picks a cell
};

} // namespace

std::unique_ptr<Tracer> makeMrvTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                          tracing::LayoutChoice layout)
{
    return makeOnLayout<MrvTracer>(puzzle, cancel, layout);
}

} // namespace sudoku
