// backtracking: the plain search — empty cells in reading order, digits 1 to 9, each tried
// digit checked against the 20 peers.
// Backtracks with an undo stack: taking back a move empties one cell, cheaper than any copy.

#include "tracers.h"

namespace sudoku {
namespace {

using namespace tracing;

class BacktrackingTracer final : public Tracer {
public:
    BacktrackingTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::Backtracking, puzzle, cancel), m_digits(digitsOf(puzzle))
    {
        for (int cell = 0; cell < CellCount; ++cell) {
            if (puzzle.isEmpty(cell))
                m_emptyCells[idx(m_emptyCount++)] = static_cast<std::uint8_t>(cell);
        }
    }

    int stackDepth() const override { return m_level; }

private:
    bool clashes(int cell, int digit) const
    {
        for (const std::uint8_t peer : peersOfCell[idx(cell)]) {
            if (m_digits[peer] == digit)
                return true;
        }
        return false;
    }

    // Whether a digit above `digit` is still free in the cell: the digit placed is then a
    // guess the search may come back to.
    bool hasLaterDigit(int cell, int digit) const
    {
        unsigned used = 0;
        for (const std::uint8_t peer : peersOfCell[idx(cell)])
            used |= 1u << m_digits[peer];
        const unsigned later = ((1u << (DigitCount + 1)) - 1) & ~((2u << digit) - 1);
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
            if (++digit <= DigitCount) {
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

    Digits m_digits;
    std::array<std::uint8_t, CellCount> m_emptyCells{};
    int m_emptyCount = 0;
    // The explicit stack: level i fills m_emptyCells[i] and has tried digits up to m_tried[i].
    std::array<int, CellCount> m_tried{};
    int m_level = 0;
    bool m_judging = false; // the last event was a try awaiting its verdict
};

} // namespace

std::unique_ptr<Tracer> makeBacktrackingTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
{
    return std::make_unique<BacktrackingTracer>(puzzle, cancel);
}

} // namespace sudoku
