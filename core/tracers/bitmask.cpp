// SPDX-License-Identifier: GPL-3.0-or-later
// bitmask: the plain search (reading order, digits in increasing order) with the digits each
// row, column and box holds kept as bitmasks, so a cell's free digits come in three ORs and
// nothing is ever tried only to be rejected: the same placements and backtracks as
// `backtracking`, without its try and reject events.
// Backtracks with an undo stack: taking back a move clears one cell and three mask bits.

#include "tracers.h"

namespace sudoku {
namespace {

using namespace tracing;

template <typename Layout>
class BitmaskTracer final : public Tracer {
public:
    BitmaskTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::Bitmask, puzzle, cancel), m_layout(puzzle),
          m_digits(digitsOf(m_layout, puzzle)), m_masks(m_layout, m_digits), m_cages(puzzle),
          m_emptyCells(m_layout.template perCell<Cell>()),
          m_untried(m_layout.template perCell<Mask>())
    {
        for (int cell = 0; cell < m_layout.cellCount(); ++cell) {
            if (puzzle.isEmpty(cell))
                m_emptyCells[idx(m_emptyCount++)] = static_cast<Cell>(cell);
        }
        if (m_emptyCount > 0)
            m_untried[0] = static_cast<Mask>(freeDigits(m_emptyCells[0]));
    }

    int stackDepth() const override { return m_level; }

private:
    // The digits no peer holds that the cell's cage (a killer's) allows.
    unsigned freeDigits(int cell) const { return m_masks.freeDigits(cell) & m_cages.allowed(m_digits, cell); }

    void produce(std::vector<Event> &out, std::size_t end) override
    {
        while (out.size() < end) {
            if (cancelled())
                return stopCancelled();
            Mask &untried = m_untried[idx(m_level)];
            if (untried == 0) {
                // No free digit left here: the previous cell's digit was wrong.
                if (m_level == 0)
                    return finish(TraceStatus::NoSolution);
                const int previous = m_emptyCells[idx(--m_level)];
                m_masks.clear(previous, m_digits[idx(previous)]);
                m_digits[idx(previous)] = 0;
                record(out, Event::backtrack(previous));
                continue;
            }
            const int cell = m_emptyCells[idx(m_level)];
            const int digit = lowestDigit(untried);
            untried = static_cast<Mask>(untried & (untried - 1)); // drop the lowest bit
            m_masks.set(cell, digit);
            m_digits[idx(cell)] = static_cast<std::uint8_t>(digit);
            record(out, untried != 0 ? Event::tentativePlace(cell, digit) : Event::place(cell, digit));
            if (++m_level == m_emptyCount)
                return finish(TraceStatus::Solved, m_digits.data());
            m_untried[idx(m_level)] = static_cast<Mask>(freeDigits(m_emptyCells[idx(m_level)]));
        }
    }

    using Cell = typename Layout::Cell;
    using Mask = typename Layout::Mask;
    template <typename T>
    using PerCell = typename Layout::template PerCell<T>;

    [[no_unique_address]] Layout m_layout;
    Digits<Layout> m_digits;
    UnitMasks<Layout> m_masks;
    CageSums m_cages;
    PerCell<Cell> m_emptyCells;
    int m_emptyCount = 0;
    // The explicit stack: level i fills m_emptyCells[i]; m_untried[i] holds the free digits
    // it has not tried yet.
    PerCell<Mask> m_untried;
    int m_level = 0;
};

} // namespace

std::unique_ptr<Tracer> makeBitmaskTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                              tracing::LayoutChoice layout)
{
    return makeOnLayout<BitmaskTracer>(puzzle, cancel, layout);
}

} // namespace sudoku
