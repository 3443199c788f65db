// SPDX-License-Identifier: GPL-3.0-or-later
#include "generalsolver.h"

#include "clausesearch.h"

#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

namespace sudoku {
namespace {

using Mask = std::uint32_t; // a set of digits: bit d-1 for digit d (as Candidates)

// The segments of a shape: where a row or a column crosses a box. Locked candidates are
// read off their masks: a digit of a box confined to one segment leaves the rest of the
// segment's line (pointing); a digit of a line confined to one segment leaves the rest of
// the segment's box (claiming).
//
//   row segment (r, k): row r's cells in the k-th box across, boxColumns of them
//   column segment (c, k): column c's cells in the k-th box down, boxRows of them
struct Segments {
    explicit Segments(const Geometry &g)
    {
        const Shape shape = g.shape();
        const int n = g.size();
        boxesAcross = n / shape.boxColumns;
        boxesDown = n / shape.boxRows;
        for (int row = 0; row < n; ++row) {
            for (int k = 0; k < boxesAcross; ++k) {
                for (int j = 0; j < shape.boxColumns; ++j)
                    rowCells.push_back(static_cast<std::uint16_t>(g.cellAt(row, k * shape.boxColumns + j)));
            }
        }
        for (int column = 0; column < n; ++column) {
            for (int k = 0; k < boxesDown; ++k) {
                for (int i = 0; i < shape.boxRows; ++i)
                    columnCells.push_back(static_cast<std::uint16_t>(g.cellAt(k * shape.boxRows + i, column)));
            }
        }
    }
    int boxesAcross = 0; // boxes in a band: row segments a row has
    int boxesDown = 0;   // boxes in a stack: column segments a column has
    std::vector<std::uint16_t> rowCells;    // segment by segment, row by row
    std::vector<std::uint16_t> columnCells; // segment by segment, column by column
};

// One node of the search: every cell's candidates, which cells are placed, how many. Room
// for `Cells` cells: 81 for the boards up to 9×9 (about 400 bytes, copied at every branch),
// else every size's.
template <std::size_t Cells>
struct State {
    std::array<Mask, Cells> candidates; // a placed cell holds its digit alone
    std::array<bool, Cells> placed;
    int unplaced = 0;
};

// A branch: the ways of one choice, tried in turn.
struct Branch {
    std::array<std::uint16_t, MaxSize> cells{}; // the cell of each way
    std::array<std::uint8_t, MaxSize> digits{}; // and the digit it places there
    int ways = 0;
};

template <std::size_t Cells>
class Engine {
public:
    using State = sudoku::State<Cells>;

    // `budget`: the guesses it may make before it gives up (SolveResult::stats.cancelled then
    // set), so that a puzzle hard for it goes to the clause-learning search instead.
    Engine(const Grid &puzzle, int limit, std::uint64_t budget, const std::atomic<bool> *cancel)
        : m_g(puzzle.geometry()), m_segments(derivedTables<Segments>(puzzle.shape())), m_variant(puzzle.variant().get()),
          m_n(m_g.size()), m_cellCount(m_g.cellCount()), m_all(static_cast<Mask>(Candidates::all(m_n).bits())),
          m_limit(limit), m_budget(budget), m_cancel(cancel)
    {
    }

    SolveResult run(const Grid &puzzle)
    {
        SolveResult result;
        State start;
        if (!startFrom(puzzle, start))
            return result;
        std::vector<State> stack; // a state before each branch, its ways yet to try beside
        std::vector<Branch> branches;
        std::vector<int> nextWay;
        State state = start;
        for (;;) {
            if (result.stats.guesses > m_budget || (m_cancel && m_cancel->load(std::memory_order_relaxed))) {
                result.stats.cancelled = true;
                break;
            }
            bool alive = propagate(state);
            if (alive && state.unplaced == 0) {
                record(state, puzzle, result);
                alive = false; // counted: look for the next one
                if (result.count >= m_limit)
                    break;
            }
            if (alive) {
                const Branch branch = chooseBranch(state);
                stack.push_back(state);
                branches.push_back(branch);
                nextWay.push_back(1);
                ++result.stats.guesses;
                placeOrFail(state, branch.cells[0], branch.digits[0]);
                continue;
            }
            // A dead end, or a solution counted: the next way of the innermost branch.
            while (!stack.empty() && nextWay.back() >= branches.back().ways) {
                stack.pop_back();
                branches.pop_back();
                nextWay.pop_back();
            }
            if (stack.empty())
                break;
            const int way = nextWay.back()++;
            const Branch &branch = branches.back();
            state = stack.back();
            // The ways tried before are not the solution of this branch's state.
            for (int earlier = 0; earlier < way; ++earlier)
                state.candidates[branch.cells[idx(earlier)]] &= ~bitOf(branch.digits[idx(earlier)]);
            if (way + 1 < branch.ways)
                ++result.stats.guesses; // a way with another still to try is a guess
            placeOrFail(state, branch.cells[idx(way)], branch.digits[idx(way)]);
        }
        return result;
    }

private:
    static constexpr Mask bitOf(int digit) { return Mask{1} << (digit - 1); }

    bool startFrom(const Grid &puzzle, State &state) const
    {
        state.unplaced = m_cellCount;
        for (int cell = 0; cell < m_cellCount; ++cell) {
            state.candidates[idx(cell)] = m_all;
            state.placed[idx(cell)] = false;
        }
        for (int cell = 0; cell < m_cellCount; ++cell) {
            if (const int digit = puzzle.digit(cell)) {
                if (!(state.candidates[idx(cell)] & bitOf(digit)) || !place(state, cell, digit))
                    return false;
            }
        }
        return true;
    }

    // Writes the digit and strikes it from the cell's peers; false when a peer is left
    // without a candidate (a peer placed with the same digit among them).
    bool place(State &state, int cell, int digit) const
    {
        const Mask bit = bitOf(digit);
        state.candidates[idx(cell)] = bit;
        state.placed[idx(cell)] = true;
        --state.unplaced;
        for (const int peer : m_g.peersOfCell(cell)) {
            Mask &peerCandidates = state.candidates[idx(peer)];
            if (peerCandidates & bit) {
                peerCandidates &= ~bit;
                if (peerCandidates == 0)
                    return false;
            }
        }
        return true;
    }

    // A branch's way: the digit placed, or the state marked dead (no candidate in the cell).
    void placeOrFail(State &state, int cell, int digit) const
    {
        if (!(state.candidates[idx(cell)] & bitOf(digit)) || !place(state, cell, digit))
            state.candidates[idx(cell)] = 0;
    }

    // To a fixed point: naked singles, hidden singles, locked candidates, and a killer's
    // cages. False on a contradiction (a cell without candidates, a digit without a place in a
    // unit, a cage whose sum its digits cannot make).
    bool propagate(State &state) const
    {
        for (;;) {
            int found = placeSingles(state);
            if (found < 0)
                return false;
            if (found > 0)
                continue;
            found = m_g.isPlain() ? lockCandidates(state) : lockOverlaps(state);
            if (found < 0)
                return false;
            if (found > 0)
                continue;
            found = m_variant && !m_variant->cages().empty() ? restrictCages(state) : 0;
            if (found < 0)
                return false;
            if (found == 0)
                return true;
        }
    }

    // Locked candidates on any units (a variant's): a digit of one unit confined to where it
    // overlaps another leaves the rest of the other. How many eliminations.
    int lockOverlaps(State &state) const
    {
        int struck = 0;
        const auto maskOf = [&state](const std::vector<std::uint16_t> &cells) {
            Mask m = 0;
            for (const int cell : cells) {
                if (!state.placed[idx(cell)])
                    m |= state.candidates[idx(cell)];
            }
            return m;
        };
        const auto strike = [&](const std::vector<std::uint16_t> &cells, Mask bits) {
            for (const int cell : cells) {
                Mask &c = state.candidates[idx(cell)];
                if (!state.placed[idx(cell)] && (c & bits)) {
                    struck += std::popcount(c & bits);
                    c &= ~bits;
                }
            }
        };
        for (const UnitOverlap &overlap : m_g.overlaps()) {
            const Mask inside = maskOf(overlap.cells);
            if (!inside)
                continue;
            const Mask firstRest = maskOf(overlap.firstOnly);
            const Mask secondRest = maskOf(overlap.secondOnly);
            if (const Mask confined = inside & ~firstRest & secondRest)
                strike(overlap.secondOnly, confined);
            if (const Mask confined = inside & ~secondRest & firstRest)
                strike(overlap.firstOnly, confined);
        }
        return struck;
    }

    // Each cage's cells keep only the digits of a set that makes its sum, holds its placed
    // digits and covers its other cells. How many eliminations, or -1 when no set does.
    int restrictCages(State &state) const
    {
        int struck = 0;
        const auto &cages = m_variant->cages();
        for (std::size_t i = 0; i < cages.size(); ++i) {
            const auto &cells = cages[i].cells;
            Mask placedDigits = 0;
            for (const int cell : cells) {
                if (state.placed[idx(cell)])
                    placedDigits |= state.candidates[idx(cell)];
            }
            std::array<Mask, MaxSize> allowed{};
            bool any = false;
            for (const std::uint32_t set : m_variant->cageSets(static_cast<int>(i))) {
                const Mask digits = static_cast<Mask>(set);
                if ((digits & placedDigits) != placedDigits)
                    continue;
                const Mask open = digits & ~placedDigits; // the digits the other cells must take
                Mask covered = 0;
                bool fits = true;
                for (const int cell : cells) {
                    if (state.placed[idx(cell)])
                        continue;
                    const Mask here = state.candidates[idx(cell)] & open;
                    fits = fits && here != 0;
                    covered |= here;
                }
                if (!fits || covered != open)
                    continue;
                any = true;
                for (std::size_t k = 0; k < cells.size(); ++k)
                    allowed[k] |= state.candidates[idx(cells[k])] & open;
            }
            if (!any)
                return -1;
            for (std::size_t k = 0; k < cells.size(); ++k) {
                Mask &c = state.candidates[idx(cells[k])];
                if (state.placed[idx(cells[k])] || c == allowed[k])
                    continue;
                struck += std::popcount(c & ~allowed[k]);
                c = allowed[k];
                if (c == 0)
                    return -1;
            }
        }
        return struck;
    }

    // Naked singles in every cell, then hidden singles in every unit: how many placed, or -1.
    int placeSingles(State &state) const
    {
        int placedHere = 0;
        for (int cell = 0; cell < m_cellCount; ++cell) {
            const Mask c = state.candidates[idx(cell)];
            if (c == 0)
                return -1;
            if (!state.placed[idx(cell)] && (c & (c - 1)) == 0) {
                if (!place(state, cell, std::countr_zero(c) + 1))
                    return -1;
                ++placedHere;
            }
        }
        for (int unit = 0; unit < m_g.unitCount(); ++unit) {
            const auto cells = m_g.cellsOfUnit(unit);
            // Digits seen in at least one cell, in at least two (a bit-parallel counter), and
            // those already placed (seen once, but nothing to find).
            Mask once = 0, twice = 0, placed = 0;
            for (const int cell : cells) {
                const Mask c = state.candidates[idx(cell)];
                twice |= once & c;
                once |= c;
                placed |= state.placed[idx(cell)] ? c : 0;
            }
            if (once != m_all)
                return -1; // a digit with no place left in the unit
            for (Mask hidden = once & ~twice & ~placed; hidden; hidden &= hidden - 1) {
                const Mask bit = hidden & (~hidden + 1);
                for (const int cell : cells) {
                    if ((state.candidates[idx(cell)] & bit) && !state.placed[idx(cell)]) {
                        if (!place(state, cell, std::countr_zero(bit) + 1))
                            return -1;
                        ++placedHere;
                        break;
                    }
                }
            }
        }
        return placedHere;
    }

    // Locked candidates over every box: pointing and claiming, rows then columns. How many
    // eliminations, or -1 on a contradiction.
    int lockCandidates(State &state) const
    {
        const Shape shape = m_g.shape();
        int struck = 0;
        // Rows: segments of boxColumns cells, boxesAcross to a row.
        struck += lockLines(state, m_segments.rowCells, m_segments.boxesAcross, shape.boxColumns, shape.boxRows);
        struck += lockLines(state, m_segments.columnCells, m_segments.boxesDown, shape.boxRows, shape.boxColumns);
        return struck;
    }

    // Locked candidates between lines of one kind and the boxes. `segmentCells` holds each
    // line's segments in turn, `perLine` segments of `length` cells; a box spans `linesPerBox`
    // lines of the kind.
    int lockLines(State &state, const std::vector<std::uint16_t> &segmentCells, int perLine, int length,
                  int linesPerBox) const
    {
        std::array<Mask, MaxSize * MaxSize> masks; // each segment's candidates, unplaced cells
        const int segmentCount = m_n * perLine;
        for (int s = 0; s < segmentCount; ++s) {
            Mask m = 0;
            for (int i = 0; i < length; ++i) {
                const int cell = segmentCells[idx(s * length + i)];
                if (!state.placed[idx(cell)])
                    m |= state.candidates[idx(cell)];
            }
            masks[idx(s)] = m;
        }
        int struck = 0;
        const auto strike = [&](int cell, Mask bit) {
            Mask &c = state.candidates[idx(cell)];
            if (!state.placed[idx(cell)] && (c & bit)) {
                c &= ~bit;
                ++struck;
            }
        };
        // Claiming: a digit of a line confined to one segment leaves the rest of its box.
        for (int line = 0; line < m_n; ++line) {
            Mask once = 0, twice = 0;
            for (int k = 0; k < perLine; ++k) {
                const Mask m = masks[idx(line * perLine + k)];
                twice |= once & m;
                once |= m;
            }
            for (Mask confined = once & ~twice; confined; confined &= confined - 1) {
                const Mask bit = confined & (~confined + 1);
                int k = 0;
                while (!(masks[idx(line * perLine + k)] & bit))
                    ++k;
                // The box's other lines, their segments in that box.
                const int first = line - line % linesPerBox;
                for (int other = first; other < first + linesPerBox; ++other) {
                    if (other == line)
                        continue;
                    const int s = other * perLine + k;
                    if (!(masks[idx(s)] & bit))
                        continue;
                    for (int i = 0; i < length; ++i)
                        strike(segmentCells[idx(s * length + i)], bit);
                }
            }
        }
        // Pointing: a digit of a box confined to one line's segment leaves the rest of the line.
        for (int firstLine = 0; firstLine < m_n; firstLine += linesPerBox) {
            for (int k = 0; k < perLine; ++k) {
                Mask once = 0, twice = 0;
                for (int line = firstLine; line < firstLine + linesPerBox; ++line) {
                    const Mask m = masks[idx(line * perLine + k)];
                    twice |= once & m;
                    once |= m;
                }
                for (Mask confined = once & ~twice; confined; confined &= confined - 1) {
                    const Mask bit = confined & (~confined + 1);
                    int line = firstLine;
                    while (!(masks[idx(line * perLine + k)] & bit))
                        ++line;
                    for (int other = 0; other < perLine; ++other) {
                        const int s = line * perLine + other;
                        if (other == k || !(masks[idx(s)] & bit))
                            continue;
                        for (int i = 0; i < length; ++i)
                            strike(segmentCells[idx(s * length + i)], bit);
                    }
                }
            }
        }
        return struck;
    }

    // The most constrained choice: the unplaced cell with fewest candidates, unless some
    // digit has fewer places left in a unit (then those places).
    Branch chooseBranch(const State &state) const
    {
        int bestCell = -1;
        int fewest = MaxSize + 1;
        for (int cell = 0; cell < m_cellCount && fewest > 2; ++cell) {
            if (state.placed[idx(cell)])
                continue;
            const int count = std::popcount(state.candidates[idx(cell)]);
            if (count < fewest) {
                fewest = count;
                bestCell = cell;
            }
        }
        Branch branch;
        if (fewest > 2) {
            // A digit with fewer places in some unit than the best cell has candidates.
            int bestUnit = -1;
            int bestDigit = 0;
            for (int unit = 0; unit < m_g.unitCount() && fewest > 2; ++unit) {
                std::array<int, MaxSize> places{};
                for (const int cell : m_g.cellsOfUnit(unit)) {
                    if (state.placed[idx(cell)])
                        continue;
                    for (Mask c = state.candidates[idx(cell)]; c; c &= c - 1)
                        ++places[idx(std::countr_zero(c))];
                }
                for (int d = 0; d < m_n; ++d) {
                    if (places[idx(d)] >= 2 && places[idx(d)] < fewest) {
                        fewest = places[idx(d)];
                        bestUnit = unit;
                        bestDigit = d + 1;
                    }
                }
            }
            if (bestUnit >= 0) {
                for (const int cell : m_g.cellsOfUnit(bestUnit)) {
                    if (!state.placed[idx(cell)] && (state.candidates[idx(cell)] & bitOf(bestDigit))) {
                        branch.cells[idx(branch.ways)] = static_cast<std::uint16_t>(cell);
                        branch.digits[idx(branch.ways++)] = static_cast<std::uint8_t>(bestDigit);
                    }
                }
                return branch;
            }
        }
        for (Mask c = state.candidates[idx(bestCell)]; c; c &= c - 1) {
            branch.cells[idx(branch.ways)] = static_cast<std::uint16_t>(bestCell);
            branch.digits[idx(branch.ways++)] = static_cast<std::uint8_t>(std::countr_zero(c) + 1);
        }
        return branch;
    }

    void record(const State &state, const Grid &puzzle, SolveResult &result) const
    {
        const int index = result.count++;
        if (index >= 2)
            return;
        Grid &solution = index == 0 ? result.solution : result.secondSolution;
        solution = solutionOf(puzzle, [&state](int cell) { return std::countr_zero(state.candidates[idx(cell)]) + 1; });
    }

    const Geometry &m_g;
    const Segments &m_segments;
    const Variant *m_variant; // null for the shape's own rules
    int m_n;
    int m_cellCount;
    Mask m_all;
    int m_limit;
    std::uint64_t m_budget;
    const std::atomic<bool> *m_cancel;
};

// The guesses the search by propagation may make before the clause-learning search takes
// over: enough for most puzzles a person would call easy or hard, and few enough that its
// cost stays small beside what the learning search then spends. Measured (bench, three
// interleaved rounds of budgets 8, 16, 32 and 64): 16 is the fastest or as fast on every
// set — 16x16_tarek_tough206 2.8 ms a puzzle against 3.8-5.6 ms with 64, krazydad's 16x16
// 0.69-0.75 ms against 0.90-1.03, 12x12 minimal 0.36-0.51 against 0.54-0.56, liviniuk's
// 25x25 several-solution puzzles 15.0-15.3 ms against 16.5-17.0.
constexpr std::uint64_t PropagationBudget = 16;

} // namespace

SolveResult solveGeneral(const Grid &puzzle, int limit, const std::atomic<bool> *cancel, const Grid *known)
{
    limit = limit < 1 ? 1 : limit;
    // The clause-learning search knows the four groups of the shape's own rules: a variant's
    // puzzle is searched by propagation alone.
    const bool plain = puzzle.geometry().isPlain();
    const std::uint64_t budget = plain ? PropagationBudget : std::numeric_limits<std::uint64_t>::max();
    SolveResult result = solveWithinGuesses(puzzle, limit, budget, cancel);
    if (!plain)
        return result;
    if (!result.stats.cancelled || (cancel && cancel->load(std::memory_order_relaxed)))
        return result;
    const std::uint64_t tried = result.stats.guesses;
    result = searchWithClauses(puzzle, limit, cancel, known);
    result.stats.guesses += tried;
    return result;
}

SolveResult solveWithinGuesses(const Grid &puzzle, int limit, std::uint64_t guesses, const std::atomic<bool> *cancel)
{
    limit = limit < 1 ? 1 : limit;
    return puzzle.cellCount() <= CellCount ? Engine<idx(CellCount)>(puzzle, limit, guesses, cancel).run(puzzle)
                                           : Engine<idx(MaxCellCount)>(puzzle, limit, guesses, cancel).run(puzzle);
}

} // namespace sudoku
