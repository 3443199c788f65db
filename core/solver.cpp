#include "solver.h"

#include <array>
#include <bit>
#include <cstdint>

// The fast solver keeps the board as bitboards, one per band and digit, after the
// band-oriented design of JCZSolve (zhouyundong, champagne, JasonLion), with the triad
// reasoning that makes tdoku (t-dillon) guess less. Written anew here; its tables are derived
// at compile time from the rules they encode.
//
// A band is three rows of boxes. For band b and digit d (0-based), the "subband" b*9+d holds
// a 27-bit mask of the cells of the band where d is still possible:
//
//   bit:   26 ........ 18 | 17 ........  9 |  8 ........  0
//          row 2 of band  | row 1 of band  | row 0 of band
//          c8 ...... c0   | c8 ...... c0   | c8 ...... c0
//
// Within a row, bits 0-2, 3-5 and 6-8 are its three minirows (the row's part of each box).
// The nine digits of a band sit side by side, so a placement clears its cell from all of
// them in one sweep.
//
// Digit d appears in a band exactly three times, once per row and once per box, so the
// minirows holding it form a 3x3 permutation: of the six ways, only those whose three
// minirows all still hold a candidate remain. That single rule gives hidden singles in rows
// and boxes and locked candidates inside a band. Its "minirow matrix" (bit row*3+box):
//
//            box 0  box 1  box 2
//   row 0:   bit 0  bit 1  bit 2
//   row 1:   bit 3  bit 4  bit 5
//   row 2:   bit 6  bit 7  bit 8
//
// The same holds in a stack, whose "minicolumns" (the three cells a column shares with a
// box) form a permutation of bands and columns; there the matrix is band by column.
//
// Propagation has two tiers. The cheap one runs to a fixed point: the band rule for every
// subband that changed (a set bit per subband says which), a box's claim on a column across
// bands, naked singles. Only when it stalls, the stall pass looks at the whole board at once:
// the permutation rule in the stacks (column claims on a box, hidden singles in columns) and
// the triads. A triad is a minirow or a minicolumn; its three cells hold three different
// digits. So a triad where only three digits are possible holds each of them (the digit
// leaves the rest of its row or column and box), and a triad that three digits must meet
// (on every way left to them) holds no other digit. What the stall pass finds goes back to
// the cheap tier.
//
// A guess is binary. It picks the band or stack with the fewest ways left for its digits (a
// digit with one way is settled) and, in it, a digit with exactly two ways: one or the
// other. That splits the search more evenly than a cell does and so needs fewer guesses;
// without such a digit, a bivalue cell.
//
// Backtracking copies the state (about 180 bytes): cheaper than undo logs at this size.

namespace sudoku {
namespace {

using Mask = std::uint32_t;

constexpr Mask AllCells = 0x7FFFFFF; // the 27 cells of a band
constexpr Mask RowBits = 0x1FF;      // the 9 cells of one row of a band
constexpr int SubbandCount = 27;
constexpr Mask AllSubbands = (Mask{1} << SubbandCount) - 1;

// subband index: band * 9 + digit (0-based)
constexpr int subbandOf(int band, int digit) { return band * 9 + digit; }
constexpr int bandOfSubband(int subband) { return subband / 9; }
constexpr int digitOfSubband(int subband) { return subband % 9; }
constexpr Mask bitOfCell(int cell) { return Mask{1} << (cell % 27); }
constexpr Mask lowestBit(Mask bits) { return bits & (~bits + 1); }
constexpr int lowestIndex(Mask bits) { return std::countr_zero(bits); }

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

// The minirow matrix of a subband: bit row*3+box set when the minirow holds a candidate.
inline unsigned minirowMatrix(Mask cells)
{
    return unsigned{minirowsOfRow[cells & RowBits]} | (unsigned{minirowsOfRow[(cells >> 9) & RowBits]} << 3)
         | (unsigned{minirowsOfRow[cells >> 18]} << 6);
}

// The cells of the minirows a matrix names.
constexpr Mask cellsOfMinirowsOf(unsigned matrix)
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

// cellsOfMinirowsOf() as a table, for the hot paths.
constexpr auto cellsOfMinirows = [] {
    std::array<Mask, 512> table{};
    for (unsigned m = 0; m < 512; ++m)
        table[m] = cellsOfMinirowsOf(m);
    return table;
}();

// The six ways a digit can lie in a band (or a stack): one entry in each row and in each
// column of its matrix.
constexpr unsigned permutationMatrix(int permutation)
{
    constexpr int boxOfRow[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    unsigned chosen = 0;
    for (unsigned row = 0; row < 3; ++row)
        chosen |= 1u << (row * 3 + static_cast<unsigned>(boxOfRow[permutation][row]));
    return chosen;
}

// What the permutations inside a matrix say, for every matrix.
struct Permutations {
    std::uint16_t supported = 0; // entries on some fitting permutation; 0 when none fits,
                                 // which means the digit has no place left
    std::uint16_t required = 0;  // entries on every fitting permutation (0 when none fits)
    std::uint8_t fitting = 0;    // bit p: permutation p lies inside the matrix
    std::uint8_t count = 0;      // how many do (a table, as std::popcount is a library call
                                 // where the target lacks the instruction)
};

constexpr auto permutationsOf = [] {
    std::array<Permutations, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix) {
        Permutations entry;
        unsigned required = 0x1FF;
        for (int p = 0; p < 6; ++p) {
            const unsigned chosen = permutationMatrix(p);
            if ((matrix & chosen) != chosen)
                continue;
            entry.fitting = static_cast<std::uint8_t>(entry.fitting | (1u << p));
            ++entry.count;
            entry.supported = static_cast<std::uint16_t>(entry.supported | chosen);
            required &= chosen;
        }
        entry.required = static_cast<std::uint16_t>(entry.count ? required : 0);
        table[matrix] = entry;
    }
    return table;
}();

// permutationCells[matrix]: the cells of the supported minirows (the band rule in one look-up).
constexpr auto permutationCells = [] {
    std::array<Mask, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix)
        table[matrix] = cellsOfMinirowsOf(permutationsOf[matrix].supported);
    return table;
}();

// triadFacts[matrix]: the supported entries in bits 0-8, the required ones in bits 32-40,
// so that three matrices shifted by 0, 9 and 18 and or-ed give both 27-bit words at once.
using Word = std::uint64_t;
constexpr Word LowHalf = 0xFFFFFFFF;
constexpr Word AllTriads = Word{AllCells} | (Word{AllCells} << 32);
constexpr auto triadFacts = [] {
    std::array<Word, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix)
        table[matrix] = Word{permutationsOf[matrix].supported} | (Word{permutationsOf[matrix].required} << 32);
    return table;
}();

// compatibleWith[required]: the entries of a 3x3 matrix that share no row and no column with
// a required entry (the required ones kept).
constexpr auto compatibleWith = [] {
    std::array<std::uint16_t, 512> table{};
    for (unsigned required = 0; required < 512; ++required) {
        unsigned barred = 0;
        for (unsigned m = 0; m < 9; ++m) {
            if (!(required & (1u << m)))
                continue;
            for (unsigned other = 0; other < 9; ++other) {
                if (other != m && (other / 3 == m / 3 || other % 3 == m % 3))
                    barred |= 1u << other;
            }
        }
        table[required] = static_cast<std::uint16_t>(0x1FF & ~barred);
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

// A digit's minicolumns, stack-major: bit 9s + 3*band + j for column 3s+j of the band, so
// that each stack's 9 bits are its band-by-column matrix, like a band's minirow matrix:
//
//   bit:   26 ...... 18 | 17 ....... 9 | 8 ........ 0
//          stack 2      | stack 1      | stack 0
//          (band 2 | band 1 | band 0, each 3 columns)
//
// spreadToStacks[columns]: a band's 9-bit column set with column 3s+j moved to bit 9s+j;
// shifted left by 3*band it takes its place in the word above.
constexpr auto spreadToStacks = [] {
    std::array<Mask, 512> table{};
    for (unsigned columns = 0; columns < 512; ++columns) {
        Mask spread = 0;
        for (unsigned c = 0; c < 9; ++c) {
            if (columns & (1u << c))
                spread |= Mask{1} << ((c / 3) * 9 + c % 3);
        }
        table[columns] = spread;
    }
    return table;
}();

// The 9-bit set of columns where a subband's digit is still possible.
inline unsigned columnsOf(Mask cells) { return (cells | (cells >> 9) | (cells >> 18)) & RowBits; }
// The cells of a band in a 9-bit set of columns.
constexpr Mask spreadColumns(Mask columns) { return columns | (columns << 9) | (columns << 18); }

// The columns of band `band` in a stack-major word (bit 9s + 3*band + j = column 3s+j).
inline Mask columnsOfBand(Mask stackMajor, int band)
{
    const Mask shifted = stackMajor >> (3 * band);
    return (shifted & 7u) | ((shifted >> 6) & 070u) | ((shifted >> 12) & 0700u);
}

// The cells of a subband alone in their row: its digit is placed there.
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

// Clears `cells` from the nine digits of a band; returns which digits (bit d) lost any.
inline Mask clearCells(Mask *digits, Mask cells)
{
    Mask changed = 0;
    for (int d = 0; d < 9; ++d) {
        const Mask before = digits[d];
        digits[d] = before & ~cells;
        changed |= Mask{(before & cells) != 0} << d;
    }
    return changed;
}

// The same digit in the other two bands.
constexpr int otherBand1(int subband) { return subband >= 18 ? subband - 18 : subband + 9; }
constexpr int otherBand2(int subband) { return subband >= 9 ? subband - 9 : subband + 18; }

struct Search {
    int limit = 1;
    int count = 0;
    std::uint64_t guesses = 0;
    std::array<std::array<std::uint8_t, CellCount>, 2> solutions{}; // the first two found
};

// What the last stall pass saw, for the branch choice: it ran on the board as it is.
struct StallView {
    Mask stacks[9] = {}; // per digit, its minicolumns stack-major
};

class Board {
public:
    // Places the puzzle's digits; false when two of them contradict each other.
    bool placeDigits(const Grid &puzzle)
    {
        for (Mask &c : m_cells)
            c = AllCells;
        for (Mask &u : m_unsolved)
            u = AllCells;
        m_pending = AllSubbands;
        for (int cell = 0; cell < CellCount; ++cell) {
            const int digit = puzzle.digit(cell);
            if (digit == 0)
                continue;
            const int band = cell / 27;
            const int subband = subbandOf(band, digit - 1);
            const Mask bit = bitOfCell(cell);
            if (!(m_cells[idx(subband)] & bit))
                return false;
            m_unsolved[idx(band)] &= ~bit;
            for (int other = band * 9; other < band * 9 + 9; ++other)
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
        StallView view;
        if (!propagate(view))
            return;
        if (isSolved()) {
            recordSolution(search);
            return;
        }
        const Branch branch = chooseBranch(view);
        Board tried = *this;
        for (int band = 0; band < 3; ++band)
            tried.restrict(subbandOf(band, branch.digit), branch.first[band], tried.m_pending);
        ++search.guesses;
        tried.run(search);
        if (search.count >= search.limit)
            return;
        // The guess failed or its solutions are counted: the other way.
        for (int band = 0; band < 3; ++band)
            restrict(subbandOf(band, branch.digit), branch.second[band], m_pending);
        run(search);
    }

private:
    bool isSolved() const { return (m_unsolved[0] | m_unsolved[1] | m_unsolved[2]) == 0; }

    // Keeps only `keep` of a subband's cells; a subband that shrinks becomes pending.
    // (`pending` is a local of propagate(), so that it lives in a register.)
    void restrict(int subband, Mask keep, Mask &pending)
    {
        const Mask before = m_cells[idx(subband)];
        const Mask after = before & keep;
        m_cells[idx(subband)] = after;
        pending |= Mask{after != before} << subband;
    }

    // Propagates until nothing changes: band rules, naked singles, then the stall pass.
    // False on a contradiction. When it returns true unsolved, `view` describes the board.
    bool propagate(StallView &view)
    {
        Mask pending = m_pending;
        m_pending = 0;
        for (;;) {
            while (pending) {
                const int subband = lowestIndex(pending);
                pending &= pending - 1;
                if (!applyBandRule(subband, pending))
                    return false;
            }
            if (isSolved())
                return true;
            const int singles = placeNakedSingles(pending);
            if (singles < 0)
                return false;
            if (singles > 0)
                continue;
            if (!applyStallRules(pending, view))
                return false;
            if (!pending)
                return true;
        }
    }

    // The band rule for one subband: the permutation rule (hidden singles in rows and boxes,
    // locked candidates), column claims on the other bands, and a digit placed leaves its
    // cell to no other digit.
    bool applyBandRule(int subband, Mask &pending)
    {
        Mask cells = m_cells[idx(subband)];
        const unsigned matrix = minirowMatrix(cells);
        cells &= permutationCells[matrix];
        if (cells == 0)
            return false;
        m_cells[idx(subband)] = cells;
        m_rowMatrix[idx(subband)] = permutationsOf[matrix].supported;

        const Mask allowed = otherBandsAllowed[columnsOf(cells)];
        restrict(otherBand1(subband), allowed, pending);
        restrict(otherBand2(subband), allowed, pending);

        const int band = bandOfSubband(subband);
        const Mask placed = placedCells(cells) & m_unsolved[idx(band)];
        if (placed) {
            m_unsolved[idx(band)] &= ~placed;
            // Cleared from all nine digits at once, the placed digit's own cells put back.
            Mask *digits = &m_cells[idx(band * 9)];
            const Mask changed = clearCells(digits, placed) & ~(Mask{1} << digitOfSubband(subband));
            m_cells[idx(subband)] = cells;
            pending |= changed << (band * 9);
        }
        return true;
    }

    // The stall pass: the permutation rule in the stacks and the triad rules, for every
    // digit at once. Each digit gets two 64-bit words, a bit per triad: where it is possible
    // and where it is required, minirows in the low half and minicolumns (stack-major) in
    // the high half. Counting over the digits is bit-parallel: atLeastN collects the triads
    // met N times. False on a contradiction: a triad with fewer than three possible digits,
    // or more than three required ones.
    bool applyStallRules(Mask &pending, StallView &view)
    {
        Word possible[9], required[9];
        Word possible1 = 0, possible2 = 0, possible3 = 0, possible4 = 0;
        Word required1 = 0, required2 = 0, required3 = 0, required4 = 0;
        for (int d = 0; d < 9; ++d) {
            const Word rows = triadFacts[m_rowMatrix[idx(d)]] | (triadFacts[m_rowMatrix[idx(9 + d)]] << 9)
                            | (triadFacts[m_rowMatrix[idx(18 + d)]] << 18);
            const Mask seen = spreadToStacks[columnsOf(m_cells[idx(d)])]
                            | (spreadToStacks[columnsOf(m_cells[idx(9 + d)])] << 3)
                            | (spreadToStacks[columnsOf(m_cells[idx(18 + d)])] << 6);
            view.stacks[d] = seen;
            const Word columns = triadFacts[seen & 0x1FF] | (triadFacts[(seen >> 9) & 0x1FF] << 9)
                               | (triadFacts[seen >> 18] << 18);
            const Word p = (rows & LowHalf) | (columns << 32);
            const Word q = (rows >> 32) | (columns & ~LowHalf);
            possible[d] = p;
            required[d] = q;
            possible4 |= possible3 & p;
            possible3 |= possible2 & p;
            possible2 |= possible1 & p;
            possible1 |= p;
            required4 |= required3 & q;
            required3 |= required2 & q;
            required2 |= required1 & q;
            required1 |= q;
        }
        if (possible3 != AllTriads || required4)
            return false;
        const Word onlyThree = possible3 & ~possible4;
        const Word full = required3;
        for (int d = 0; d < 9; ++d) {
            const Word p = possible[d], q = required[d];
            const Word must = p & onlyThree & ~q;
            const Word barred = p & full & ~q;
            const Mask columns = static_cast<Mask>(p >> 32);
            if (!(must | barred) && columns == view.stacks[d])
                continue;
            const Mask mustColumns = static_cast<Mask>(must >> 32), barredColumns = static_cast<Mask>(barred >> 32);
            Mask allowedColumns = 0;
            for (int s = 0; s < 3; ++s) {
                const unsigned shift = 9u * static_cast<unsigned>(s);
                const Mask compatible = Mask{compatibleWith[(mustColumns >> shift) & 0x1FF]} << shift;
                allowedColumns |= columns & compatible & ~barredColumns & (Mask{0x1FF} << shift);
            }
            const Mask rows = static_cast<Mask>(p), mustRows = static_cast<Mask>(must), barredRows = static_cast<Mask>(barred);
            for (int b = 0; b < 3; ++b) {
                const unsigned shift = 9u * static_cast<unsigned>(b);
                const unsigned keepRows = (rows & ~barredRows) >> shift & compatibleWith[(mustRows >> shift) & 0x1FF];
                const Mask keep = cellsOfMinirows[keepRows] & spreadColumns(columnsOfBand(allowedColumns, b));
                restrict(subbandOf(b, d), keep, pending);
            }
        }
        return true;
    }

    // Places every unsolved cell with a single candidate. Returns the number of digits
    // placed, or -1 when a cell has no candidate left.
    int placeNakedSingles(Mask &pending)
    {
        int placed = 0;
        for (int band = 0; band < 3; ++band) {
            const Mask *row = &m_cells[idx(band * 9)];
            Mask atLeast1 = 0, atLeast2 = 0;
            for (int d = 0; d < 9; ++d) {
                const Mask cells = row[d];
                atLeast2 |= atLeast1 & cells;
                atLeast1 |= cells;
            }
            if (atLeast1 != AllCells)
                return -1;
            const Mask singles = atLeast1 & ~atLeast2 & m_unsolved[idx(band)];
            if (!singles)
                continue;
            for (int d = 0; d < 9; ++d) {
                Mask mine = m_cells[idx(band * 9 + d)] & singles;
                if (!mine)
                    continue;
                Mask keep = AllCells;
                for (; mine; mine &= mine - 1)
                    keep &= keepInBand[idx(lowestIndex(mine))];
                restrict(band * 9 + d, keep, pending);
                ++placed;
            }
        }
        return placed;
    }

    // A guess splits the search in two: a digit keeps `first` of its cells (per band) in
    // one branch, `second` in the other, and together they leave out nothing it holds.
    struct Branch {
        int digit = 0;
        Mask first[3] = {AllCells, AllCells, AllCells};
        Mask second[3] = {AllCells, AllCells, AllCells};
    };

    // In the band or stack with the fewest ways left for its digits, a digit with two ways
    // (one or the other); else a bivalue cell (its first digit or not), else a cell with
    // the fewest candidates.
    // The minirow matrix of a digit in band `unit` (0-2), or its minicolumn matrix in stack
    // `unit` - 3.
    unsigned matrixOf(const StallView &view, int unit, int digit) const
    {
        if (unit < 3)
            return m_rowMatrix[idx(subbandOf(unit, digit))];
        return (view.stacks[idx(digit)] >> (9 * (unit - 3))) & 0x1FF;
    }

    Branch chooseBranch(const StallView &view) const
    {
        int bestUnit = -1;
        int fewestWays = 1000;
        for (int unit = 0; unit < 6; ++unit) {
            int ways = 0;
            for (int d = 0; d < 9; ++d)
                ways += permutationsOf[matrixOf(view, unit, d)].count;
            if (ways > DigitCount && ways < fewestWays) {
                fewestWays = ways;
                bestUnit = unit;
            }
        }
        for (int d = 0; bestUnit >= 0 && d < 9; ++d) {
            const Permutations &ways = permutationsOf[matrixOf(view, bestUnit, d)];
            if (ways.count != 2)
                continue;
            const unsigned rest = ways.fitting & (ways.fitting - 1u);
            const unsigned p1 = permutationMatrix(std::countr_zero(unsigned{ways.fitting}));
            const unsigned p2 = permutationMatrix(std::countr_zero(rest));
            Branch br;
            br.digit = d;
            if (bestUnit < 3) {
                br.first[bestUnit] = cellsOfMinirows[p1];
                br.second[bestUnit] = cellsOfMinirows[p2];
            } else {
                const unsigned st = unsigned(bestUnit - 3) * 3;
                for (int b = 0; b < 3; ++b) {
                    const Mask stackCells = spreadColumns(7u << st);
                    br.first[b] = ~stackCells | spreadColumns(((p1 >> (3 * b)) & 7u) << st);
                    br.second[b] = ~stackCells | spreadColumns(((p2 >> (3 * b)) & 7u) << st);
                }
            }
            return br;
        }

        int band = -1;
        Mask bit = 0;
        for (int b = 0; b < 3 && !bit; ++b) {
            Mask atLeast1 = 0, atLeast2 = 0, atLeast3 = 0;
            for (int d = 0; d < 9; ++d) {
                const Mask cells = m_cells[idx(b * 9 + d)];
                atLeast3 |= atLeast2 & cells;
                atLeast2 |= atLeast1 & cells;
                atLeast1 |= cells;
            }
            const Mask bivalue = atLeast2 & ~atLeast3;
            if (bivalue) {
                band = b;
                bit = lowestBit(bivalue);
            }
        }
        if (!bit) {
            int fewest = DigitCount + 1;
            for (int b = 0; b < 3; ++b) {
                for (Mask rest = m_unsolved[idx(b)]; rest; rest &= rest - 1) {
                    const Mask candidate = lowestBit(rest);
                    int count = 0;
                    for (int d = 0; d < 9; ++d)
                        count += (m_cells[idx(b * 9 + d)] & candidate) ? 1 : 0;
                    if (count < fewest) {
                        fewest = count;
                        band = b;
                        bit = candidate;
                    }
                }
            }
        }
        int d = 0;
        while (!(m_cells[idx(band * 9 + d)] & bit))
            ++d;
        Branch br;
        br.digit = d;
        br.first[band] = keepInBand[idx(lowestIndex(bit))];
        br.second[band] = ~bit;
        return br;
    }

    void recordSolution(Search &search) const
    {
        const int index = search.count++;
        if (index >= 2)
            return;
        auto &solution = search.solutions[idx(index)];
        for (int subband = 0; subband < SubbandCount; ++subband) {
            const int digit = digitOfSubband(subband) + 1;
            const int base = bandOfSubband(subband) * 27;
            for (Mask rest = m_cells[idx(subband)]; rest; rest &= rest - 1)
                solution[idx(base + lowestIndex(rest))] = static_cast<std::uint8_t>(digit);
        }
    }

    Mask m_cells[SubbandCount] = {};               // candidate cells per band and digit
    Mask m_unsolved[3] = {};                       // cells without a placed digit, per band
    std::uint16_t m_rowMatrix[SubbandCount] = {}; // supported minirows, as the band rule
                                                   // last left each subband
    Mask m_pending = 0;                            // subbands the band rule has to see
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
