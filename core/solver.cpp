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

// permutationCells[matrix]: the cells of every minirow that lies on some permutation
// (one minirow per row and per box) inside the matrix; 0 when no permutation fits, which
// means the digit cannot be placed in the band.
constexpr auto permutationCells = [] {
    constexpr int permutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                        {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    std::array<Mask, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix) {
        unsigned supported = 0;
        for (const auto &boxOfRow : permutations) {
            unsigned chosen = 0;
            for (unsigned row = 0; row < 3; ++row)
                chosen |= 1u << (row * 3 + static_cast<unsigned>(boxOfRow[row]));
            if ((matrix & chosen) == chosen)
                supported |= chosen;
        }
        table[matrix] = cellsOfMinirows(supported);
    }
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
        int cell = 0;
        const int digit = chooseGuess(cell);
        const int subband = subbandOf(digit, cell / 27);
        const Mask bit = bitOfCell(cell);

        Board tried = *this;
        tried.place(subband, bit);
        ++search.guesses;
        tried.run(search);
        if (search.count >= search.limit)
            return;
        // The guess failed or its solutions are counted: the digit is not in this cell.
        m_cells[idx(subband)] &= ~bit;
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
            if (singles == 0)
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

                const unsigned columns = (cells | (cells >> 9) | (cells >> 18)) & RowBits;
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

    // Picks the cell to guess on (a bivalue cell when there is one, else the unsolved cell
    // with fewest candidates) and returns the first digit to try; `cell` receives the cell.
    int chooseGuess(int &cell) const
    {
        int bestBand = -1;
        Mask bestBit = 0;
        for (int band = 0; band < 3 && !bestBit; ++band) {
            if (m_bivalue[idx(band)]) {
                bestBand = band;
                bestBit = m_bivalue[idx(band)] & (~m_bivalue[idx(band)] + 1);
            }
        }
        if (!bestBit) {
            int bestCount = DigitCount + 1;
            for (int band = 0; band < 3; ++band) {
                for (Mask rest = m_unsolved[idx(band)]; rest; rest &= rest - 1) {
                    const Mask bit = rest & (~rest + 1);
                    int count = 0;
                    for (int subband = band; subband < SubbandCount; subband += 3)
                        count += (m_cells[idx(subband)] & bit) ? 1 : 0;
                    if (count < bestCount) {
                        bestCount = count;
                        bestBand = band;
                        bestBit = bit;
                    }
                }
            }
        }
        cell = bestBand * 27 + std::countr_zero(bestBit);
        for (int digit = 1; digit <= DigitCount; ++digit) {
            if (m_cells[idx(subbandOf(digit, bestBand))] & bestBit)
                return digit;
        }
        return 1; // unreachable: propagate() proved every cell has a candidate
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
