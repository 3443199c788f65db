// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Inside the tracers: their factories (tracer.cpp's makeTracer picks one) and the small
// pieces several of them share. Not installed; included outside core/ only by tst_tracers,
// which checks that both layouts give the same events on 9×9 (makeGeneralTracer).

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

namespace tracing {

// Which layout (below) a tracer is compiled with: the one for the puzzle's shape, or the
// general one whatever the shape.
enum class LayoutChoice : std::uint8_t { ForShape, General };

// The tracer of `algorithm` on the general layout, on 9×9 too (where makeTracer takes the
// classic one), so that a test can check the two give the same events. Logic has one layout.
std::unique_ptr<Tracer> makeGeneralTracer(Algorithm algorithm, const Grid &puzzle,
                                          const std::atomic<bool> *cancel = nullptr);

} // namespace tracing

// The factories, one an algorithm.
using TracerFactory = std::unique_ptr<Tracer> (*)(const Grid &puzzle, const std::atomic<bool> *cancel,
                                                  tracing::LayoutChoice layout);
std::unique_ptr<Tracer> makeLogicTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                        tracing::LayoutChoice layout);
std::unique_ptr<Tracer> makeBacktrackingTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                               tracing::LayoutChoice layout);
std::unique_ptr<Tracer> makeBitmaskTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                          tracing::LayoutChoice layout);
std::unique_ptr<Tracer> makeMrvTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                      tracing::LayoutChoice layout);
std::unique_ptr<Tracer> makePropagationTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                              tracing::LayoutChoice layout);
std::unique_ptr<Tracer> makeForwardCheckingTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                                  tracing::LayoutChoice layout);

namespace tracing {

// How a search reads the board: the tables of its shape, and what it keeps for each cell.
// Every tracer but logic is a class template over one of two layouts, compiled twice:
//
//   ClassicLayout  9×9, from geometry.h's constexpr tables: the peer loops run over 20 bytes
//                  known at compile time and a search's per-cell state sits in fixed arrays,
//                  so the 9×9 searches compile to what they were before any other size (the
//                  plain backtracking tracer makes tens of millions of events a second)
//   AnyLayout      every other shape, from its Geometry (geometryOf): loops of the shape's
//                  length, per-cell state in vectors sized by the board
//
// Both give the same names, so a tracer is written once: size(), cellCount(), unitCount(),
// peersOf(cell), unitsOf(cell), cellsOf(unit), allDigits() (the board's digits as a mask),
// perCell<T>() (a T per cell, each T{}), the types Cell (a cell index), Mask (a stored digit
// mask, bit d-1 for digit d) and PerCell<T>, and the bounds MaxDigits and MaxUnits.
struct ClassicLayout {
    using Cell = std::uint8_t;
    using Mask = std::uint16_t;
    template <typename T>
    using PerCell = std::array<T, CellCount>;
    static constexpr int MaxDigits = DigitCount;
    static constexpr int MaxUnits = UnitCount;

    explicit ClassicLayout(const Grid &) {}

    static constexpr int size() { return DigitCount; }
    static constexpr int cellCount() { return CellCount; }
    static constexpr int unitCount() { return UnitCount; }
    static constexpr unsigned allDigits() { return Candidates::ClassicBits; }
    static constexpr const auto &peersOf(int cell) { return peersOfCell[idx(cell)]; }
    static constexpr const auto &unitsOf(int cell) { return unitsOfCell[idx(cell)]; }
    static constexpr const auto &cellsOf(int unit) { return cellsOfUnit[idx(unit)]; }
    template <typename T>
    static PerCell<T> perCell() { return {}; }
};

class AnyLayout {
public:
    using Cell = std::uint16_t;
    using Mask = std::uint32_t;
    template <typename T>
    using PerCell = std::vector<T>;
    static constexpr int MaxDigits = MaxSize;
    static constexpr int MaxUnits = MaxUnitCount;

    // The geometry outlives the layout: geometryOf() keeps a shape's for the life of the
    // program, and the tracer's copy of the puzzle keeps its variant's.
    explicit AnyLayout(const Grid &puzzle) : m_geometry(&puzzle.geometry()) {}

    int size() const { return m_geometry->size(); }
    int cellCount() const { return m_geometry->cellCount(); }
    int unitCount() const { return m_geometry->unitCount(); }
    unsigned allDigits() const { return Candidates::all(size()).bits(); }
    std::span<const std::uint16_t> peersOf(int cell) const { return m_geometry->peersOfCell(cell); }
    // Every unit of the cell: its row, column and box, and a variant's diagonals and windows.
    std::span<const std::uint8_t> unitsOf(int cell) const { return m_geometry->allUnitsOfCell(cell); }
    std::span<const std::uint16_t> cellsOf(int unit) const { return m_geometry->cellsOfUnit(unit); }
    template <typename T>
    PerCell<T> perCell() const { return PerCell<T>(idx(cellCount())); }

private:
    const Geometry *m_geometry;
};

// The tracer `Search` instantiated for the puzzle's shape: the classic layout on 9×9, the
// general one on any other (or on 9×9 too, when asked).
template <template <typename> class Search>
std::unique_ptr<Tracer> makeOnLayout(const Grid &puzzle, const std::atomic<bool> *cancel, LayoutChoice layout)
{
    if (layout == LayoutChoice::ForShape && puzzle.isClassic())
        return std::make_unique<Search<ClassicLayout>>(puzzle, cancel);
    return std::make_unique<Search<AnyLayout>>(puzzle, cancel);
}

// The digits of a search, one a cell, 0 for an empty cell: what Tracer::finish() takes.
template <typename Layout>
using Digits = typename Layout::template PerCell<std::uint8_t>;

template <typename Layout>
Digits<Layout> digitsOf(const Layout &layout, const Grid &grid)
{
    Digits<Layout> digits = layout.template perCell<std::uint8_t>();
    for (int cell = 0; cell < layout.cellCount(); ++cell)
        digits[idx(cell)] = static_cast<std::uint8_t>(grid.digit(cell));
    return digits;
}

// The digits each unit holds, as masks (bit d-1 for digit d): a cell's free digits in
// three ORs (one more for each diagonal or window of a variant's), a placement or its undo
// in as many.
template <typename Layout>
class UnitMasks {
public:
    UnitMasks(const Layout &layout, const Digits<Layout> &digits) : m_layout(layout)
    {
        for (int cell = 0; cell < layout.cellCount(); ++cell) {
            if (digits[idx(cell)])
                set(cell, digits[idx(cell)]);
        }
    }
    void set(int cell, int digit) { update(cell, bitOf(digit), true); }
    void clear(int cell, int digit) { update(cell, bitOf(digit), false); }
    // The digits no peer holds.
    unsigned freeDigits(int cell) const
    {
        unsigned used = 0;
        for (const std::uint8_t unit : m_layout.unitsOf(cell))
            used |= m_used[unit];
        return ~used & m_layout.allDigits();
    }

private:
    using Mask = typename Layout::Mask;
    static constexpr unsigned bitOf(int digit) { return 1u << (digit - 1); }
    void update(int cell, unsigned bit, bool on)
    {
        for (const std::uint8_t unit : m_layout.unitsOf(cell)) {
            const unsigned used = on ? (m_used[unit] | bit) : (m_used[unit] & ~bit);
            m_used[unit] = static_cast<Mask>(used);
        }
    }

    [[no_unique_address]] Layout m_layout;
    std::array<Mask, Layout::MaxUnits> m_used{};
};

// A killer's cages as a search keeps them (the peers' rule already keeps a cage's digits
// apart): the digits a cell may take as far as its cage's sum goes. Inactive (every digit
// allowed) for the other puzzles.
class CageSums {
public:
    explicit CageSums(const Grid &puzzle)
    {
        if (puzzle.variant() && !puzzle.variant()->cages().empty())
            m_variant = puzzle.variant();
    }

    bool active() const { return m_variant != nullptr; }

    // The digits (bit d-1 for digit d) `cell` may hold given the digits placed (0 for an empty
    // cell; `cell`'s own is not counted): none its cage holds, and each leaving a rest its
    // other empty cells can make with different digits. Every digit when it is in no cage.
    template <typename Digits>
    unsigned allowed(const Digits &digits, int cell) const
    {
        if (!m_variant || m_variant->cageOf(cell) < 0)
            return ~0u;
        const Cage &cage = m_variant->cages()[idx(m_variant->cageOf(cell))];
        const int size = m_variant->geometry().size();
        int placed = 0;
        int open = 0;
        unsigned used = 0;
        for (const std::uint16_t other : cage.cells) {
            if (other == cell)
                continue;
            if (const int digit = digits[other]) {
                placed += digit;
                used |= 1u << (digit - 1);
            } else {
                ++open;
            }
        }
        unsigned result = 0;
        for (int digit = 1; digit <= size; ++digit) {
            const int rest = cage.sum - placed - digit;
            if (!(used & (1u << (digit - 1))) && rest >= smallestCageSum(open) && rest <= largestCageSum(open, size))
                result |= 1u << (digit - 1);
        }
        return result;
    }
    template <typename Digits>
    bool allows(const Digits &digits, int cell, int digit) const
    {
        return (allowed(digits, cell) & (1u << (digit - 1))) != 0;
    }

private:
    std::shared_ptr<const Variant> m_variant;
};

// The lowest digit of a non-empty mask.
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
    // Room for `cellCount` levels: at most one a cell.
    explicit GuessStack(int cellCount) { m_levels.reserve(idx(cellCount)); }

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
