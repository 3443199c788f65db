#include "solver.h"

#include <array>
#include <bit>
#include <cstdint>

// The fast solver keeps the board as bitboards, one per digit and band, after the
// band-oriented design of JCZSolve (zhouyundong, champagne, JasonLion). Written anew here;
// its tables are derived at compile time from the rules they encode.
//
// A band is three rows of boxes. For digit d and band b, the "subband" index d*3+b holds a
// 27-bit mask of the cells of the band where d is still possible:
//
//   bit:   26 ........ 18 | 17 ........  9 |  8 ........  0
//          row 2 of band  | row 1 of band  | row 0 of band
//          c8 ...... c0   | c8 ...... c0   | c8 ...... c0
//
// Within a row, bits 0-2, 3-5 and 6-8 are its three minirows (the row's part of each box).
// Digit d appears in a band exactly three times, once per row and once per box, so the
// minirows holding it form a 3x3 permutation; that single rule gives locked candidates
// (pointing and claiming) inside a band for the price of three table look-ups.
//
// Propagation has two tiers. The cheap one runs to a fixed point: the permutation rule in
// every band that changed, a box's claim on a column across bands, naked singles. Only when
// it stalls, before a guess, the dearer one: the same permutation rule in the stacks (a
// digit's minicolumns, band by column, form a permutation too: column claims on a box,
// hidden singles in columns). What it finds goes back to the cheap tier. (Triad rules — the
// three cells a row or column shares with a box hold three different digits — cut guesses
// by a further fifth but cost more than they saved.)
//
// A guess is binary. It picks the band with the fewest ways left for its digits (a digit
// with one way is settled) and, in it, a digit with exactly two ways: one or the other.
// That splits the search more evenly than a cell does and so needs fewer guesses (about
// half as many on hard puzzles); without such a digit, a bivalue cell.
//
// Backtracking copies the state (about 250 bytes): cheaper than undo logs at this size.

namespace sudoku {
namespace {

using Mask = std::uint32_t;

constexpr Mask AllCells = 0x7FFFFFF; // the 27 cells of a band
constexpr Mask RowBits = 0x1FF;      // the 9 cells of one row of a band
constexpr int SubbandCount = 27;

constexpr int subbandOf(int digit, int band) { return (digit - 1) * 3 + band; }
constexpr Mask bitOfCell(int cell) { return Mask{1} << (cell % 27); }

// minirowsOfRow[row bits] = 3 bits, bit i set when minirow i (columns 3i..3i+2) is non-empty.
constexpr auto minirowsOfRow = [] {
    std::array<std::uint8_t, 512> table{};
    for (unsigned row = 0; row < 512; ++row) {
        unsigned minirows = 0;
        for (unsigned i = 0; i < 3; ++i) {
            if ((row >> (3 * i)) & 7u)
                minirows |= 1u << i;
        }
        table[row] = static_cast<std::uint8_t>(minirows);
    }
    return table;
}();

// The 9-bit minirow matrix of a subband: bit row*3+box.
inline unsigned minirowMatrix(Mask cells)
{
    return unsigned{minirowsOfRow[cells & RowBits]} | (unsigned{minirowsOfRow[(cells >> 9) & RowBits]} << 3)
         | (unsigned{minirowsOfRow[cells >> 18]} << 6);
}

// cellsOfMinirows[matrix]: the cells of the minirows a 9-bit matrix names.
constexpr Mask cellsOfMinirows(unsigned matrix)
{
    Mask cells = 0;
    for (unsigned row = 0; row < 3; ++row) {
        for (unsigned box = 0; box < 3; ++box) {
            if (matrix & (1u << (row * 3 + box)))
                cells |= Mask{7} << (row * 9 + box * 3);
        }
    }
    return cells;
}

// The six ways a digit can lie in a band: one minirow in each row and in each box. As a
// 9-bit minirow matrix (bit row*3+box).
constexpr unsigned permutationMatrix(int permutation)
{
    constexpr int boxOfRow[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    unsigned chosen = 0;
    for (unsigned row = 0; row < 3; ++row)
        chosen |= 1u << (row * 3 + static_cast<unsigned>(boxOfRow[permutation][row]));
    return chosen;
}

// What the permutations inside a minirow matrix say, for every matrix.
struct Permutations {
    std::uint8_t fitting = 0;   // bit p: permutation p lies inside the matrix
    std::uint8_t count = 0;     // how many do (a table, as std::popcount is a library call
                                // where the target lacks the instruction)
    std::uint16_t supported = 0; // minirows on some fitting permutation; 0 when none fits,
                                 // which means the digit has no place left in the band
};

constexpr auto permutationsOf = [] {
    std::array<Permutations, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix) {
        Permutations entry;
        for (int p = 0; p < 6; ++p) {
            const unsigned chosen = permutationMatrix(p);
            if ((matrix & chosen) != chosen)
                continue;
            entry.fitting = static_cast<std::uint8_t>(entry.fitting | (1u << p));
            ++entry.count;
            entry.supported = static_cast<std::uint16_t>(entry.supported | chosen);
        }
        table[matrix] = entry;
    }
    return table;
}();

// permutationCells[matrix]: the cells of the supported minirows.
constexpr auto permutationCells = [] {
    std::array<Mask, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix)
        table[matrix] = cellsOfMinirows(permutationsOf[matrix].supported);
    return table;
}();

// otherBandsAllowed[columns]: given the 9-bit set of columns where a digit is possible in
// one band, the cells the other two bands may keep. A box of this band with a single
// possible column claims that column: the digit leaves it in the other bands.
constexpr auto otherBandsAllowed = [] {
    std::array<Mask, 512> table{};
    for (unsigned columns = 0; columns < 512; ++columns) {
        Mask allowed = AllCells;
        for (unsigned box = 0; box < 3; ++box) {
            const unsigned inBox = (columns >> (3 * box)) & 7u;
            if (std::popcount(inBox) == 1) {
                const Mask column = inBox << (3 * box);
                allowed &= ~(column | (column << 9) | (column << 18));
            }
        }
        table[columns] = allowed;
    }
    return table;
}();

// loneCellOfRow[row bits]: the row bits themselves when exactly one cell is left (the
// digit is placed there), else 0.
constexpr auto loneCellOfRow = [] {
    std::array<std::uint16_t, 512> table{};
    for (unsigned row = 0; row < 512; ++row)
        table[row] = static_cast<std::uint16_t>(std::popcount(row) == 1 ? row : 0);
    return table;
}();

// The 9-bit set of columns where a subband's digit is still possible.
inline unsigned columnsOf(Mask cells) { return (cells | (cells >> 9) | (cells >> 18)) & RowBits; }

inline Mask placedCells(Mask cells)
{
    return Mask{loneCellOfRow[cells & RowBits]} | (Mask{loneCellOfRow[(cells >> 9) & RowBits]} << 9)
         | (Mask{loneCellOfRow[cells >> 18]} << 18);
}

// keepInBand[cell % 27]: the band's cells that are not peers of the cell (the cell kept).
constexpr auto keepInBand = [] {
    std::array<Mask, 27> table{};
    for (int cell = 0; cell < 27; ++cell) {
        Mask keep = AllCells;
        for (int other = 0; other < 27; ++other) {
            if (other != cell && arePeers(cell, other))
                keep &= ~(Mask{1} << other);
        }
        table[static_cast<std::size_t>(cell)] = keep;
    }
    return table;
}();

// The other two bands of a subband, same digit.
constexpr int otherBand1(int subband) { return subband % 3 == 2 ? subband - 2 : subband + 1; }
constexpr int otherBand2(int subband) { return subband % 3 == 0 ? subband + 2 : subband - 1; }

struct Search {
    int limit = 1;
    int count = 0;
    std::uint64_t guesses = 0;
    std::array<std::array<std::uint8_t, CellCount>, 2> solutions{}; // the first two found
};

class Board {
public:
    // Places the puzzle's digits; false when two of them contradict each other.
    bool placeDigits(const Grid &puzzle)
    {
        m_cells.fill(AllCells);
        m_processed.fill(~Mask{0}); // never a 27-bit value: every subband gets checked once
        m_unsolved.fill(AllCells);
        m_bivalue.fill(0);
        for (int cell = 0; cell < CellCount; ++cell) {
            const int digit = puzzle.digit(cell);
            if (digit == 0)
                continue;
            const int band = cell / 27;
            const int subband = subbandOf(digit, band);
            const Mask bit = bitOfCell(cell);
            if (!(m_cells[idx(subband)] & bit))
                return false;
            m_unsolved[idx(band)] &= ~bit;
            for (int other = band; other < SubbandCount; other += 3)
                m_cells[idx(other)] &= ~bit;
            m_cells[idx(subband)] |= bit;
            m_cells[idx(subband)] &= keepInBand[idx(cell % 27)];
            const Mask column = Mask{01001001} << (cell % 9);
            m_cells[idx(otherBand1(subband))] &= ~column;
            m_cells[idx(otherBand2(subband))] &= ~column;
        }
        return true;
    }

    void run(Search &search)
    {
        if (!propagate())
            return;
        if (isSolved()) {
            recordSolution(search);
            return;
        }
        const Branch branch = chooseBranch();
        Board tried = *this;
        tried.m_cells[idx(branch.subband)] &= branch.first;
        ++search.guesses;
        tried.run(search);
        if (search.count >= search.limit)
            return;
        // The guess failed or its solutions are counted: the other way.
        m_cells[idx(branch.subband)] &= branch.second;
        run(search);
    }

private:
    bool isSolved() const { return (m_unsolved[0] | m_unsolved[1] | m_unsolved[2]) == 0; }

    // Places a digit in a cell: removes it from the cell's peers in the band. The rest
    // (the column in other bands, other digits in the cell) follows in updateBands().
    void place(int subband, Mask bit) { m_cells[idx(subband)] &= keepInBand[idx(std::countr_zero(bit))]; }

    // Propagates until nothing changes: band rules, then naked singles. False on a
    // contradiction.
    bool propagate()
    {
        for (;;) {
            if (!updateBands())
                return false;
            if (isSolved())
                return true;
            const int singles = placeNakedSingles();
            if (singles < 0)
                return false;
            if (singles > 0)
                continue;
            // The cheap tier has stalled: the stacks.
            const int shrunk = applyStackRules();
            if (shrunk < 0)
                return false;
            if (shrunk == 0)
                return true;
        }
    }

    // Applies the band rules to every subband that changed since it was last seen, until
    // none changes. Hidden singles in rows and boxes and locked candidates fall out of the
    // permutation rule; column claims spread to the other bands.
    bool updateBands()
    {
        bool changed = true;
        while (changed) {
            changed = false;
            for (int subband = 0; subband < SubbandCount; ++subband) {
                Mask cells = m_cells[idx(subband)];
                if (cells == m_processed[idx(subband)])
                    continue;
                changed = true;
                cells &= permutationCells[minirowMatrix(cells)];
                if (cells == 0)
                    return false;
                m_cells[idx(subband)] = cells;
                m_processed[idx(subband)] = cells;

                const unsigned columns = columnsOf(cells);
                const Mask allowed = otherBandsAllowed[columns];
                m_cells[idx(otherBand1(subband))] &= allowed;
                m_cells[idx(otherBand2(subband))] &= allowed;

                const int band = subband % 3;
                const Mask placed = placedCells(cells) & m_unsolved[idx(band)];
                if (placed) {
                    m_unsolved[idx(band)] &= ~placed;
                    for (int other = band; other < SubbandCount; other += 3) {
                        if (other != subband)
                            m_cells[idx(other)] &= ~placed;
                    }
                }
            }
        }
        return true;
    }

    // The permutation rule in the stacks, for every digit: in a stack, a digit meets each
    // band once and each column once, so its minicolumns (band by column) form a permutation
    // too. Box claims on a column, column claims on a box and hidden singles in columns
    // follow. Returns how many subbands shrank, or -1 on a contradiction.
    int applyStackRules()
    {
        int shrunk = 0;
        for (int first = 0; first < SubbandCount; first += 3) {
            const int shrunkHere = applyStackRule(first);
            if (shrunkHere < 0)
                return -1;
            shrunk += shrunkHere;
        }
        return shrunk;
    }

    // The stack rule for one digit, given its first subband.
    int applyStackRule(int first)
    {
        const unsigned columns[3] = {columnsOf(m_cells[idx(first)]), columnsOf(m_cells[idx(first + 1)]),
                                     columnsOf(m_cells[idx(first + 2)])};
        unsigned allowed[3] = {0, 0, 0};
        for (unsigned stack = 0; stack < 9; stack += 3) {
            const unsigned matrix = ((columns[0] >> stack) & 7u) | (((columns[1] >> stack) & 7u) << 3)
                                  | (((columns[2] >> stack) & 7u) << 6);
            const unsigned supported = permutationsOf[matrix].supported;
            if (supported == 0)
                return -1;
            allowed[0] |= (supported & 7u) << stack;
            allowed[1] |= ((supported >> 3) & 7u) << stack;
            allowed[2] |= ((supported >> 6) & 7u) << stack;
        }
        int shrunk = 0;
        for (int band = 0; band < 3; ++band) {
            if (allowed[band] != columns[band]) {
                m_cells[idx(first + band)] &= allowed[band] | (allowed[band] << 9) | (allowed[band] << 18);
                ++shrunk;
            }
        }
        return shrunk;
    }

    // Places every unsolved cell with a single candidate; records bivalue cells for
    // guessing. Returns the number placed, or -1 when a cell has no candidate left.
    int placeNakedSingles()
    {
        int placed = 0;
        for (int band = 0; band < 3; ++band) {
            // Cells with at least one, two, three candidates: a bit-parallel counter.
            Mask atLeast1 = 0, atLeast2 = 0, atLeast3 = 0;
            for (int subband = band; subband < SubbandCount; subband += 3) {
                const Mask cells = m_cells[idx(subband)];
                atLeast3 |= atLeast2 & cells;
                atLeast2 |= atLeast1 & cells;
                atLeast1 |= cells;
            }
            if (atLeast1 != AllCells)
                return -1;
            m_bivalue[idx(band)] = atLeast2 & ~atLeast3;
            Mask singles = atLeast1 & ~atLeast2 & m_unsolved[idx(band)];
            while (singles) {
                const Mask bit = singles & (~singles + 1); // lowest set bit
                singles &= singles - 1;
                int subband = band;
                while (subband < SubbandCount && !(m_cells[idx(subband)] & bit))
                    subband += 3;
                if (subband >= SubbandCount)
                    return -1; // an earlier single in this pass took its only digit
                place(subband, bit);
                ++placed;
            }
        }
        return placed;
    }

    // A guess splits the search in two: one subband keeps `first` in one branch, `second`
    // in the other, and together they leave out nothing it holds.
    struct Branch {
        int subband = 0;
        Mask first = 0;
        Mask second = 0;
    };

    // In the band with the fewest ways left for its digits, a digit with two ways (one or
    // the other); else a bivalue cell (its first digit or not), else a cell with the fewest
    // candidates.
    Branch chooseBranch() const
    {
        int bestBand = -1;
        int fewestWays = 1000;
        std::array<std::uint16_t, SubbandCount> matrices{};
        for (int band = 0; band < 3; ++band) {
            int ways = 0;
            for (int subband = band; subband < SubbandCount; subband += 3) {
                const unsigned matrix = minirowMatrix(m_cells[idx(subband)]);
                matrices[idx(subband)] = static_cast<std::uint16_t>(matrix);
                ways += permutationsOf[matrix].count;
            }
            if (ways > DigitCount && ways < fewestWays) { // a band with every digit settled has 9
                fewestWays = ways;
                bestBand = band;
            }
        }
        for (int subband = bestBand; bestBand >= 0 && subband < SubbandCount; subband += 3) {
            const Permutations &ways = permutationsOf[matrices[idx(subband)]];
            if (ways.count != 2)
                continue;
            const unsigned rest = ways.fitting & (ways.fitting - 1u);
            return {subband, cellsOfMinirows(permutationMatrix(std::countr_zero(unsigned{ways.fitting}))),
                    cellsOfMinirows(permutationMatrix(std::countr_zero(rest)))};
        }

        int band = -1;
        Mask bit = 0;
        for (int b = 0; b < 3 && !bit; ++b) {
            if (m_bivalue[idx(b)]) {
                band = b;
                bit = m_bivalue[idx(b)] & (~m_bivalue[idx(b)] + 1);
            }
        }
        if (!bit) {
            int fewest = DigitCount + 1;
            for (int b = 0; b < 3; ++b) {
                for (Mask rest = m_unsolved[idx(b)]; rest; rest &= rest - 1) {
                    const Mask candidate = rest & (~rest + 1);
                    int count = 0;
                    for (int subband = b; subband < SubbandCount; subband += 3)
                        count += (m_cells[idx(subband)] & candidate) ? 1 : 0;
                    if (count < fewest) {
                        fewest = count;
                        band = b;
                        bit = candidate;
                    }
                }
            }
        }
        int subband = band;
        while (!(m_cells[idx(subband)] & bit)) // propagate() proved the cell has a candidate
            subband += 3;
        return {subband, keepInBand[idx(std::countr_zero(bit))], ~bit};
    }

    void recordSolution(Search &search) const
    {
        const int index = search.count++;
        if (index >= 2)
            return;
        auto &solution = search.solutions[idx(index)];
        for (int subband = 0; subband < SubbandCount; ++subband) {
            const int digit = subband / 3 + 1;
            const int base = (subband % 3) * 27;
            for (Mask rest = m_cells[idx(subband)]; rest; rest &= rest - 1)
                solution[idx(base + std::countr_zero(rest))] = static_cast<std::uint8_t>(digit);
        }
    }

    std::array<Mask, SubbandCount> m_cells{};     // candidate cells per digit and band
    std::array<Mask, SubbandCount> m_processed{}; // m_cells as updateBands() last left it
    std::array<Mask, 3> m_unsolved{};             // cells without a placed digit, per band
    std::array<Mask, 3> m_bivalue{};              // cells with two candidates, per band
};

} // namespace

SolveResult solve(const Grid &puzzle, int limit)
{
    SolveResult result;
    Board board;
    if (!board.placeDigits(puzzle))
        return result;
    Search search;
    search.limit = limit < 1 ? 1 : limit;
    board.run(search);
    result.count = search.count;
    result.stats.guesses = search.guesses;
    // Solutions keep the puzzle's given flags.
    const auto toGrid = [&puzzle](const std::array<std::uint8_t, CellCount> &digits) {
        Grid grid;
        for (int cell = 0; cell < CellCount; ++cell) {
            const int digit = digits[static_cast<std::size_t>(cell)];
            if (puzzle.isGiven(cell))
                grid.setGiven(cell, digit);
            else
                grid.setDigit(cell, digit);
        }
        return grid;
    };
    if (search.count > 0)
        result.solution = toGrid(search.solutions[0]);
    if (search.count > 1)
        result.secondSolution = toGrid(search.solutions[1]);
    return result;
}

} // namespace sudoku
