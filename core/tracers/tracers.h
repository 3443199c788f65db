#pragma once
// Inside the tracers: their factories (tracer.cpp's makeTracer picks one) and the small
// pieces several of them share. Not installed, not included outside core/.

#include "tracer.h"

#include <array>
#include <bit>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace sudoku {

std::unique_ptr<Tracer> makeLogicTracer(const Grid &puzzle, const std::atomic<bool> *cancel);
std::unique_ptr<Tracer> makeBacktrackingTracer(const Grid &puzzle, const std::atomic<bool> *cancel);
std::unique_ptr<Tracer> makeBitmaskTracer(const Grid &puzzle, const std::atomic<bool> *cancel);
std::unique_ptr<Tracer> makeMrvTracer(const Grid &puzzle, const std::atomic<bool> *cancel);
std::unique_ptr<Tracer> makePropagationTracer(const Grid &puzzle, const std::atomic<bool> *cancel);
std::unique_ptr<Tracer> makeForwardCheckingTracer(const Grid &puzzle,
                                                  const std::atomic<bool> *cancel);

namespace tracing {


// The 81 digits of a search, 0 for an empty cell: what Tracer::finish() takes.
using Digits = std::array<std::uint8_t, CellCount>;

inline Digits digitsOf(const Grid &grid)
{
    Digits digits{};
    for (int cell = 0; cell < CellCount; ++cell)
        digits[idx(cell)] = static_cast<std::uint8_t>(grid.digit(cell));
    return digits;
}

// The digits each unit holds, as 9-bit masks (bit d-1 for digit d): a cell's free digits in
// three ORs, a placement or its undo in three more.
class UnitMasks {
public:
    explicit UnitMasks(const Digits &digits)
    {
        for (int cell = 0; cell < CellCount; ++cell) {
            if (digits[idx(cell)])
                set(cell, digits[idx(cell)]);
        }
    }
    void set(int cell, int digit) { update(cell, bitOf(digit), true); }
    void clear(int cell, int digit) { update(cell, bitOf(digit), false); }
    // The digits no peer holds.
    unsigned freeDigits(int cell) const
    {
        const auto &units = unitsOfCell[idx(cell)];
        return ~(unsigned{m_used[units[0]]} | m_used[units[1]] | m_used[units[2]])
             & Candidates::ClassicBits;
    }

private:
    static constexpr unsigned bitOf(int digit) { return 1u << (digit - 1); }
    void update(int cell, unsigned bit, bool on)
    {
        for (const std::uint8_t unit : unitsOfCell[idx(cell)]) {
            const unsigned used = on ? (m_used[unit] | bit) : (m_used[unit] & ~bit);
            m_used[unit] = static_cast<std::uint16_t>(used);
        }
    }

    std::array<std::uint16_t, UnitCount> m_used{};
};

// The lowest digit of a non-empty 9-bit mask.
inline int lowestDigit(unsigned bits) { return std::countr_zero(bits) + 1; }

// The open cell with fewest candidates, the first in reading order on a tie (the most
// constrained cell, where a search branches least); -1 when no cell is open.
template <typename IsOpen>
int fewestCandidatesCell(std::span<const Candidates> candidates, IsOpen isOpen)
{
    int best = -1;
    int fewest = MaxSize + 1;
    for (int cell = 0; cell < static_cast<int>(candidates.size()); ++cell) {
        const int count = candidates[idx(cell)].count();
        if (count < fewest && isOpen(cell)) {
            best = cell;
            fewest = count;
        }
    }
    return best;
}

// The guesses of a search that backs up by copying (logic, propagation): one level per
// guessed cell, holding the state from before its guesses and the digits not guessed yet.
// Both searches walk back from a dead end through retreat(), so both follow event.h's guess
// and backtrack semantics the same way.
template <typename State>
class GuessStack {
public:
    GuessStack() { m_levels.reserve(CellCount); }

    int depth() const { return static_cast<int>(m_levels.size()); }

    // Opens a level on `cell`, to guess `digits` in turn from `state`; returns the first guess.
    Event open(int cell, Candidates digits, const State &state)
    {
        m_levels.push_back({cell, digits, state});
        return *nextGuess();
    }

    // One move back from a dead end, one event per call, until a guess is made:
    //   the innermost guess is undone — `state` restored, its backtrack passed to `report`;
    //   then its level's next digit is guessed — passed to `guess`, the retreat is over;
    //   or, every digit tried, the level closes and the guess before is undone, and so on.
    // False when there is no guess left to undo: the puzzle has no solution.
    template <typename Report, typename Guess>
    bool retreat(State &state, Report report, Guess guess)
    {
        if (m_undone) {
            m_undone = false;
            if (const std::optional<Event> next = nextGuess()) {
                guess(*next);
                return true;
            }
        }
        if (m_levels.empty())
            return false;
        state = m_levels.back().saved;
        report(Event::backtrack(m_levels.back().cell, depth()));
        m_undone = true;
        return true;
    }

private:
    // The innermost level's next guess; nothing, and the level closed, when none is left.
    std::optional<Event> nextGuess()
    {
        Level &top = m_levels.back();
        if (top.untried.isEmpty()) {
            m_levels.pop_back();
            return std::nullopt;
        }
        const int digit = top.untried.first();
        top.untried.remove(digit);
        return Event::guess(top.cell, digit, depth());
    }

    struct Level {
        int cell = 0;
        Candidates untried;
        State saved;
    };
    std::vector<Level> m_levels; // the search's explicit stack
    bool m_undone = false;       // the innermost level's guess was just undone
};

} // namespace tracing
} // namespace sudoku
