// bitmask: the plain search (reading order, digits in increasing order) with the digits each
// row, column and box holds kept as bitmasks, so a cell's free digits come in three ORs and
// nothing is ever tried only to be rejected: the same placements and backtracks as
// `backtracking`, without its try and reject events.
// Backtracks with an undo stack: taking back a move clears one cell and three mask bits.

#include "tracers.h"

namespace sudoku {
namespace {

using namespace tracing;

class BitmaskTracer final : public Tracer {
public:
    BitmaskTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::Bitmask, puzzle, cancel), m_digits(digitsOf(puzzle)), m_masks(m_digits)
    {
        for (int cell = 0; cell < CellCount; ++cell) {
            if (puzzle.isEmpty(cell))
                m_emptyCells[idx(m_emptyCount++)] = static_cast<std::uint8_t>(cell);
        }
        if (m_emptyCount > 0)
            m_untried[0] = static_cast<std::uint16_t>(m_masks.freeDigits(m_emptyCells[0]));
    }

    int stackDepth() const override { return m_level; }

private:
    void produce(std::vector<Event> &out, std::size_t end) override
    {
        while (out.size() < end) {
            if (cancelled())
                return stopCancelled();
            std::uint16_t &untried = m_untried[idx(m_level)];
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
            untried = static_cast<std::uint16_t>(untried & (untried - 1)); // drop the lowest bit
            m_masks.set(cell, digit);
            m_digits[idx(cell)] = static_cast<std::uint8_t>(digit);
            record(out, untried != 0 ? Event::tentativePlace(cell, digit) : Event::place(cell, digit));
            if (++m_level == m_emptyCount)
                return finish(TraceStatus::Solved, m_digits.data());
            m_untried[idx(m_level)] =
                static_cast<std::uint16_t>(m_masks.freeDigits(m_emptyCells[idx(m_level)]));
        }
    }

    Digits m_digits;
    UnitMasks m_masks;
    std::array<std::uint8_t, CellCount> m_emptyCells{};
    int m_emptyCount = 0;
    // The explicit stack: level i fills m_emptyCells[i]; m_untried[i] holds the free digits
    // it has not tried yet.
    std::array<std::uint16_t, CellCount> m_untried{};
    int m_level = 0;
};

} // namespace

std::unique_ptr<Tracer> makeBitmaskTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
{
    return std::make_unique<BitmaskTracer>(puzzle, cancel);
}

} // namespace sudoku
