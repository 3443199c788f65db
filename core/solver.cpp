// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver.h"

#include "generalsolver.h"

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
// subband that changed (a pending bit per subband says which), a box's claim on a column
// across bands, naked singles. Only when it stalls, the stall pass looks at the whole board
// at once: the permutation rule in the stacks (column claims on a box, hidden singles in
// columns) and the triads. A triad is a minirow or a minicolumn; its three cells hold three
// different digits. So a triad where only three digits are possible holds each of them (the
// digit leaves the rest of its row or column and box), and a triad that three digits must
// meet (on every way left to them) holds no other digit. What the stall pass finds goes back
// to the cheap tier.
//
// A guess is binary. It picks the band or stack with the fewest ways left for its digits (a
// digit with one way is settled) and, in it, a digit with exactly two ways: one or the
// other. That splits the search more evenly than a cell does and so needs fewer guesses;
// without such a digit, a bivalue cell.
//
// Backtracking copies the state (under 200 bytes): cheaper than undo logs at this size.
//
// X-Sudoku and windoku keep the classic boxes and add units (the diagonals, four windows):
// a digit placed, given or found, is also cleared from the other cells of its cell's extra
// units (ExtraPeers), and once the stall pass finds nothing, a digit with one cell left in an
// extra unit goes there. The rest (locked candidates, triads) knows only rows, columns and
// boxes; the search does the rest, still far quicker than the general engine's on them.

namespace sudoku {
namespace {

using Mask = std::uint32_t; // a band's cells (27 bits), or a set of subbands (27 bits)
using Word = std::uint64_t; // a triad word: minirows in the low half, minicolumns in the high

constexpr int SubbandCount = 27;
constexpr Mask AllCells = 0x7FFFFFF;     // the 27 cells of a band
constexpr Mask AllSubbands = 0x7FFFFFF;  // the 27 subbands
constexpr Mask RowBits = 0x1FF;          // the 9 cells of one row of a band
constexpr Mask MatrixBits = 0x1FF;       // a 3x3 matrix
constexpr Word LowHalf = 0xFFFFFFFF;
constexpr Word AllTriads = Word{AllCells} | (Word{AllCells} << 32);

constexpr int subbandOf(int band, int digit) { return band * 9 + digit; }
constexpr int bandOfSubband(int subband) { return subband / 9; }
constexpr int digitOfSubband(int subband) { return subband % 9; }
constexpr unsigned u(int i) { return static_cast<unsigned>(i); }

// Bit tricks, named.
constexpr Mask lowestBit(Mask bits) { return bits & (~bits + 1); }
constexpr int lowestIndex(Mask bits) { return std::countr_zero(bits); }
constexpr Mask withoutLowest(Mask bits) { return bits & (bits - 1); }

// ---------------------------------------------------------------------------------------
// Tables, derived from the rules at compile time.

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
constexpr Mask cellsOfMatrix(unsigned matrix)
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

constexpr auto cellsOfMinirows = [] {
    std::array<Mask, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix)
        table[matrix] = cellsOfMatrix(matrix);
    return table;
}();

// The six ways a digit can lie in a band (or a stack): one entry in each row and in each
// column of its matrix.
constexpr unsigned permutationMatrix(int permutation)
{
    constexpr int columnOfRow[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    unsigned chosen = 0;
    for (unsigned row = 0; row < 3; ++row)
        chosen |= 1u << (row * 3 + u(columnOfRow[permutation][row]));
    return chosen;
}

// What the permutations inside a matrix say, for every matrix.
struct Permutations {
    std::uint16_t supported = 0; // entries on some fitting permutation; 0 when none fits,
                                 // which means the digit has no place left
    std::uint16_t required = 0;  // entries on every fitting permutation (0 when none fits)
    std::uint8_t fitting = 0;    // bit p: permutation p lies inside the matrix
    std::uint8_t count = 0;      // how many do (a table: std::popcount is a library call
                                 // where the target lacks the instruction)
};

constexpr auto permutationsOf = [] {
    std::array<Permutations, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix) {
        Permutations entry;
        unsigned required = MatrixBits;
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

// bandRuleOf[minirow matrix]: the band rule in one look-up. The cells of the supported
// minirows in the low half (what the subband keeps), the supported matrix in the high half.
constexpr auto bandRuleOf = [] {
    std::array<Word, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix) {
        const unsigned supported = permutationsOf[matrix].supported;
        table[matrix] = Word{cellsOfMatrix(supported)} | (Word{supported} << 32);
    }
    return table;
}();

// triadFacts[matrix]: the supported entries in bits 0-8, the required ones in bits 32-40,
// so that three matrices shifted by 0, 9 and 18 and or-ed give a digit's triad words for
// "possible" (low half) and "required" (high half) at once.
constexpr auto triadFacts = [] {
    std::array<Word, 512> table{};
    for (unsigned matrix = 0; matrix < 512; ++matrix)
        table[matrix] = Word{permutationsOf[matrix].supported} | (Word{permutationsOf[matrix].required} << 32);
    return table;
}();

// compatibleWith[required]: the entries of a 3x3 matrix that share no row and no column
// with a required entry (the required ones kept).
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
        table[required] = static_cast<std::uint16_t>(MatrixBits & ~barred);
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
//   bit:   26 .. 24 | 23 .. 21 | 20 .. 18 | 17 ...... 9 | 8 .. 6 | 5 .. 3 | 2 .. 0
//          band 2   | band 1   | band 0   |             | band 2 | band 1 | band 0
//          <------------ stack 2 ------->   stack 1     <------- stack 0 ------->
//
// (each band's three bits are the stack's columns, the leftmost in the lowest bit)
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

// keepInBand[cell of the band]: the band's cells that are not its peers (the cell kept).
constexpr auto keepInBand = [] {
    std::array<Mask, 27> table{};
    for (unsigned cell = 0; cell < 27; ++cell) {
        Mask keep = AllCells;
        for (unsigned other = 0; other < 27; ++other) {
            // The first band's cells stand for any band's.
            if (other != cell && arePeers(static_cast<int>(cell), static_cast<int>(other)))
                keep &= ~(Mask{1} << other);
        }
        table[cell] = keep;
    }
    return table;
}();

// The same digit in the other two bands.
struct OtherBands {
    std::uint8_t first;
    std::uint8_t second;
};
constexpr auto otherBandsOf = [] {
    std::array<OtherBands, SubbandCount> table{};
    for (unsigned subband = 0; subband < SubbandCount; ++subband)
        table[subband] = {static_cast<std::uint8_t>((subband + 9) % 27), static_cast<std::uint8_t>((subband + 18) % 27)};
    return table;
}();

// The 9-bit set of columns where a subband's digit is still possible.
constexpr Mask columnsOf(Mask cells) { return (cells | (cells >> 9) | (cells >> 18)) & RowBits; }
// The cells of a band in a 9-bit set of columns.
constexpr Mask spreadColumns(Mask columns) { return columns | (columns << 9) | (columns << 18); }
// A band's 9-bit column set out of a stack-major word.
constexpr Mask columnsOfBand(Mask stackMajor, int band)
{
    const Mask shifted = stackMajor >> (3 * band);
    return (shifted & 07u) | ((shifted >> 6) & 070u) | ((shifted >> 12) & 0700u);
}

// The cells of a subband alone in their row: its digit is placed there.
inline Mask placedCells(Mask cells)
{
    return Mask{loneCellOfRow[cells & RowBits]} | (Mask{loneCellOfRow[(cells >> 9) & RowBits]} << 9)
         | (Mask{loneCellOfRow[cells >> 18]} << 18);
}

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

// ---------------------------------------------------------------------------------------
// Extra units.

// The extra units of X-Sudoku (the two diagonals) and windoku (the windows at rows and
// columns 2-4 and 6-8, 1-based), as cell lists.
constexpr int MostExtraUnits = 4;
struct ExtraUnitCells {
    int count = 0;
    std::array<std::array<int, 9>, MostExtraUnits> cells{};
};

constexpr ExtraUnitCells diagonals()
{
    ExtraUnitCells units;
    units.count = 2;
    for (int i = 0; i < 9; ++i) {
        units.cells[0][u(i)] = i * 9 + i;
        units.cells[1][u(i)] = i * 9 + 8 - i;
    }
    return units;
}

constexpr ExtraUnitCells windows()
{
    ExtraUnitCells units;
    units.count = 4;
    for (int window = 0; window < 4; ++window) {
        const int top = 1 + 4 * (window / 2);
        const int left = 1 + 4 * (window % 2);
        for (int i = 0; i < 9; ++i)
            units.cells[u(window)][u(i)] = (top + i / 3) * 9 + left + i % 3;
    }
    return units;
}

// The same, per band as the subbands hold cells: each unit's cells, and the cells that share
// an extra unit with each cell (what a digit placed there leaves, besides its row, column and
// box).
struct ExtraPeers {
    int unitCount = 0;
    std::array<std::array<Mask, 3>, MostExtraUnits> units{};
    std::array<std::array<Mask, 3>, CellCount> ofCell{};
};

constexpr ExtraPeers extraPeersOf(const ExtraUnitCells &extra)
{
    ExtraPeers peers;
    peers.unitCount = extra.count;
    for (int unit = 0; unit < extra.count; ++unit) {
        for (const int cell : extra.cells[u(unit)]) {
            peers.units[u(unit)][u(cell / 27)] |= Mask{1} << (cell % 27);
            for (const int peer : extra.cells[u(unit)]) {
                if (peer != cell)
                    peers.ofCell[u(cell)][u(peer / 27)] |= Mask{1} << (peer % 27);
            }
        }
    }
    return peers;
}

constexpr ExtraPeers xPeers = extraPeersOf(diagonals());
constexpr ExtraPeers windokuPeers = extraPeersOf(windows());

// The extra peers of the puzzle's rules when the bitboards can keep them: X-Sudoku's and
// windoku's (their boxes are the classic ones). Null otherwise, a jigsaw's, a killer's or a
// samurai's among them.
const ExtraPeers *extraPeersFor(const Grid &puzzle)
{
    if (!puzzle.shape().isClassic())
        return nullptr;
    switch (puzzle.variantKind()) {
    case VariantKind::X:
        return &xPeers;
    case VariantKind::Windoku:
        return &windokuPeers;
    case VariantKind::Classic:
    case VariantKind::Jigsaw:
    case VariantKind::Killer:
    case VariantKind::Samurai:
        break;
    }
    return nullptr;
}

// Whether the bitboards take the puzzle: classic rules, X-Sudoku or windoku, on 9×9.
bool bitboardsTake(const Grid &puzzle)
{
    return puzzle.isClassic() || extraPeersFor(puzzle) != nullptr;
}

// ---------------------------------------------------------------------------------------
// The search.

// What a search found: the number of solutions and guesses, and (when asked for) the first
// two solutions as digits 1-9 in reading order.
struct Outcome {
    int count = 0;
    std::uint64_t guesses = 0;
    bool cancelled = false;
    std::uint8_t solutions[2][CellCount] = {};
};

struct Search {
    int limit = 1;
    bool keepSolutions = true;
    Outcome *outcome = nullptr;
    const std::atomic<bool> *cancel = nullptr;

    // Counts a guess. The cancel token is read every 1024 guesses: often enough to stop within
    // a millisecond or so, seldom enough that the search does not feel it.
    void countGuess()
    {
        constexpr std::uint64_t CancelCheckMask = 1023;
        if ((++outcome->guesses & CancelCheckMask) == 0 && cancel && cancel->load(std::memory_order_relaxed))
            outcome->cancelled = true;
    }

    // Whether the search ends: enough solutions found, or cancelled.
    bool done() const { return outcome->count >= limit || outcome->cancelled; }
};

// What the last stall pass saw, for the branch choice: it ran on the board as it is.
struct StallView {
    Mask stacks[9] = {}; // per digit, its minicolumns stack-major
};

class Board {
public:
    // `extra`: the extra units' peers (null for classic rules); outlives the board.
    explicit Board(const ExtraPeers *extra) : m_extra(extra) {}

    // Places the puzzle's digits; false when two of them contradict each other.
    bool placeDigits(const std::uint8_t *digits)
    {
        // The givens per band and digit; an empty cell (digit 0) goes to a slot of its own,
        // so that no branch asks.
        Mask givens[3][10] = {};
        for (int band = 0; band < 3; ++band) {
            for (int cell = 0; cell < 27; ++cell)
                givens[band][digits[band * 27 + cell]] |= Mask{1} << cell;
        }
        for (int band = 0; band < 3; ++band) {
            m_unsolved[band] = givens[band][0];
            for (int d = 0; d < 9; ++d) {
                const Mask mine = givens[band][d + 1];
                // Not in another digit's given, nor a peer of its own, nor in a column it
                // has in another band.
                Mask cells = m_unsolved[band] | mine;
                for (Mask rest = mine; rest; rest = withoutLowest(rest))
                    cells &= keepInBand[u(lowestIndex(rest))];
                cells &= ~spreadColumns(columnsOf(givens[(band + 1) % 3][d + 1] | givens[(band + 2) % 3][d + 1]));
                if ((cells & mine) != mine) // a given that is another given's peer
                    return false;
                m_cells[subbandOf(band, d)] = cells;
            }
        }
        if (m_extra) {
            // Each given leaves its extra peers; one that was another's peer is gone then.
            for (int cell = 0; cell < CellCount; ++cell) {
                if (digits[cell] != 0) {
                    for (int band = 0; band < 3; ++band)
                        m_cells[subbandOf(band, digits[cell] - 1)] &= ~m_extra->ofCell[u(cell)][u(band)];
                }
            }
            for (int cell = 0; cell < CellCount; ++cell) {
                if (digits[cell] != 0 && !(m_cells[subbandOf(cell / 27, digits[cell] - 1)] & (Mask{1} << (cell % 27))))
                    return false;
            }
        }
        m_pending = AllSubbands; // the band rule sees every subband once
        return true;
    }

    void run(Search &search)
    {
        StallView view;
        if (!propagate(view))
            return;
        if (isSolved()) {
            if (search.keepSolutions && search.outcome->count < 2)
                recordSolution(search.outcome->solutions[search.outcome->count]);
            ++search.outcome->count;
            return;
        }
        const Branch branch = chooseBranch(view);
        Board tried = *this;
        for (int band = 0; band < 3; ++band)
            tried.restrict(subbandOf(band, branch.digit), branch.first[band], tried.m_pending);
        search.countGuess();
        tried.run(search);
        if (search.done())
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
        const Mask before = m_cells[subband];
        const Mask after = before & keep;
        m_cells[subband] = after;
        pending |= Mask{after != before} << subband;
    }

    // Propagates until nothing changes: band rules, naked singles, then the stall pass.
    // False on a contradiction. When it returns true unsolved, `view` describes the board.
    bool propagate(StallView &view)
    {
        Mask pending = m_pending;
        m_pending = 0;
        for (;;) {
            // The pending subbands in batches: the next subband of a batch is known before
            // the band rule on this one has finished, so the processor can overlap them
            // (taking each from `pending` itself serialised them; about 10 % slower).
            while (pending) {
                Mask batch = pending;
                pending = 0;
                do {
                    const int subband = lowestIndex(batch);
                    batch = withoutLowest(batch);
                    if (!applyBandRule(subband, pending))
                        return false;
                } while (batch);
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
            if (!pending && m_extra && !placeExtraHiddenSingles(pending))
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
        const Word rule = bandRuleOf[minirowMatrix(m_cells[subband])];
        const Mask cells = m_cells[subband] & static_cast<Mask>(rule);
        if (cells == 0)
            return false;
        m_cells[subband] = cells;
        m_rowMatrix[subband] = static_cast<std::uint16_t>(rule >> 32);

        const Mask allowed = otherBandsAllowed[columnsOf(cells)];
        restrict(otherBandsOf[u(subband)].first, allowed, pending);
        restrict(otherBandsOf[u(subband)].second, allowed, pending);

        const int band = bandOfSubband(subband);
        const Mask placed = placedCells(cells) & m_unsolved[band];
        if (placed) {
            m_unsolved[band] &= ~placed;
            // Cleared from all nine digits at once, the placed digit's own cells put back.
            const Mask changed = clearCells(&m_cells[band * 9], placed) & ~(Mask{1} << digitOfSubband(subband));
            m_cells[subband] = cells;
            pending |= changed << (band * 9);
            if (m_extra)
                clearExtraPeers(band, placed, digitOfSubband(subband), pending);
        }
        return true;
    }

    // Hidden singles in the extra units, once the rest has stalled: a digit with one cell left
    // in a unit goes there. False when a digit has none.
    bool placeExtraHiddenSingles(Mask &pending)
    {
        for (int unit = 0; unit < m_extra->unitCount; ++unit) {
            const std::array<Mask, 3> &cellsOfUnit = m_extra->units[u(unit)];
            for (int digit = 0; digit < 9; ++digit) {
                // The digit's cells in the unit, and the band of the last band that has any:
                // one cell when only one band has any, and only one there.
                int bands = 0;
                int band = 0;
                Mask cells = 0;
                for (int b = 0; b < 3; ++b) {
                    const Mask inBand = m_cells[subbandOf(b, digit)] & cellsOfUnit[u(b)];
                    if (inBand) {
                        ++bands;
                        band = b;
                        cells = inBand;
                    }
                }
                if (bands == 0)
                    return false;
                if (bands == 1 && withoutLowest(cells) == 0 && (m_unsolved[band] & cells))
                    restrict(subbandOf(band, digit), keepInBand[u(lowestIndex(cells))], pending);
            }
        }
        return true;
    }

    // Clears `digit`, placed in the `placed` cells of `band`, from their extra peers. Two of
    // them in one extra unit clear each other: their band rule then finds a row without the
    // digit, a contradiction.
    void clearExtraPeers(int band, Mask placed, int digit, Mask &pending)
    {
        for (Mask rest = placed; rest; rest = withoutLowest(rest)) {
            const auto &peers = m_extra->ofCell[u(band * 27 + lowestIndex(rest))];
            for (int b = 0; b < 3; ++b) {
                if (peers[u(b)])
                    restrict(subbandOf(b, digit), ~peers[u(b)], pending);
            }
        }
    }

    // The stall pass: the permutation rule in the stacks and the triad rules, for every
    // digit at once. Each digit gets two triad words: where it is possible and where it is
    // required. Counting over the digits is bit-parallel: atLeastN collects the triads met N
    // times. False on a contradiction: a triad with fewer than three possible digits, or
    // more than three required ones.
    bool applyStallRules(Mask &pending, StallView &view)
    {
        Word possible[9], required[9];
        Word possible1 = 0, possible2 = 0, possible3 = 0, possible4 = 0;
        Word required1 = 0, required2 = 0, required3 = 0, required4 = 0;
        for (int d = 0; d < 9; ++d) {
            const Word rows = triadFacts[m_rowMatrix[d]] | (triadFacts[m_rowMatrix[9 + d]] << 9)
                            | (triadFacts[m_rowMatrix[18 + d]] << 18);
            const Mask seen = spreadToStacks[columnsOf(m_cells[d])] | (spreadToStacks[columnsOf(m_cells[9 + d])] << 3)
                            | (spreadToStacks[columnsOf(m_cells[18 + d])] << 6);
            view.stacks[d] = seen;
            const Word columns = triadFacts[seen & MatrixBits] | (triadFacts[(seen >> 9) & MatrixBits] << 9)
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
            // Not yet required where it must be, or where three others are.
            const Word must = p & onlyThree & ~q;
            const Word barred = p & full & ~q;
            const Mask columns = static_cast<Mask>(p >> 32);
            if (!(must | barred) && columns == view.stacks[d])
                continue;
            const Mask mustColumns = static_cast<Mask>(must >> 32);
            const Mask barredColumns = static_cast<Mask>(barred >> 32);
            Mask allowedColumns = 0;
            for (unsigned shift = 0; shift < 27; shift += 9) {
                const Mask compatible = Mask{compatibleWith[(mustColumns >> shift) & MatrixBits]} << shift;
                allowedColumns |= columns & compatible & ~barredColumns & (MatrixBits << shift);
            }
            const Mask rows = static_cast<Mask>(p) & ~static_cast<Mask>(barred);
            const Mask mustRows = static_cast<Mask>(must);
            for (int band = 0; band < 3; ++band) {
                const unsigned shift = 9 * u(band);
                const unsigned keepRows = (rows >> shift) & compatibleWith[(mustRows >> shift) & MatrixBits];
                const Mask keep = cellsOfMinirows[keepRows] & spreadColumns(columnsOfBand(allowedColumns, band));
                restrict(subbandOf(band, d), keep, pending);
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
            const Mask *digits = &m_cells[band * 9];
            // Cells with at least one, two candidates: a bit-parallel counter.
            Mask atLeast1 = 0, atLeast2 = 0;
            for (int d = 0; d < 9; ++d) {
                atLeast2 |= atLeast1 & digits[d];
                atLeast1 |= digits[d];
            }
            if (atLeast1 != AllCells)
                return -1;
            const Mask singles = atLeast1 & ~atLeast2 & m_unsolved[band];
            if (!singles)
                continue;
            for (int d = 0; d < 9; ++d) {
                Mask mine = digits[d] & singles;
                if (!mine)
                    continue;
                Mask keep = AllCells;
                for (; mine; mine = withoutLowest(mine))
                    keep &= keepInBand[u(lowestIndex(mine))];
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

    // The minirow matrix of a digit in band `unit` (0-2), or its minicolumn matrix in stack
    // `unit` - 3.
    unsigned matrixOf(const StallView &view, int unit, int digit) const
    {
        if (unit < 3)
            return m_rowMatrix[subbandOf(unit, digit)];
        return (view.stacks[digit] >> (9 * (unit - 3))) & MatrixBits;
    }

    static Mask waysOf3(unsigned first, unsigned second, unsigned third)
    {
        return Mask{permutationsOf[first].count} | (Mask{permutationsOf[second].count} << 10)
             | (Mask{permutationsOf[third].count} << 20);
    }

    // In the band or stack with the fewest ways left for its digits, a digit with two ways
    // (one or the other); else a bivalue cell (its first digit or not), else a cell with
    // the fewest candidates.
    Branch chooseBranch(const StallView &view) const
    {
        // The ways of the three bands, and of the three stacks, summed in 10-bit fields.
        Mask bandWays = 0, stackWays = 0;
        for (int d = 0; d < 9; ++d) {
            bandWays += waysOf3(m_rowMatrix[d], m_rowMatrix[9 + d], m_rowMatrix[18 + d]);
            const Mask stacks = view.stacks[d];
            stackWays += waysOf3(stacks & MatrixBits, (stacks >> 9) & MatrixBits, stacks >> 18);
        }
        int bestUnit = -1;
        int fewestWays = 1000;
        for (int unit = 0; unit < 6; ++unit) {
            const Mask ways = ((unit < 3 ? bandWays : stackWays) >> (10 * (unit % 3))) & 0x3FF;
            if (ways > 9 && static_cast<int>(ways) < fewestWays) { // every digit settled: 9
                fewestWays = static_cast<int>(ways);
                bestUnit = unit;
            }
        }
        for (int d = 0; bestUnit >= 0 && d < 9; ++d) {
            const Permutations &ways = permutationsOf[matrixOf(view, bestUnit, d)];
            if (ways.count != 2)
                continue;
            const unsigned one = permutationMatrix(lowestIndex(ways.fitting));
            const unsigned other = permutationMatrix(lowestIndex(withoutLowest(ways.fitting)));
            Branch branch;
            branch.digit = d;
            if (bestUnit < 3) {
                branch.first[bestUnit] = cellsOfMinirows[one];
                branch.second[bestUnit] = cellsOfMinirows[other];
            } else {
                // In each band, the stack's column on the permutation (other stacks kept).
                const unsigned stack = 3 * u(bestUnit - 3);
                const Mask outside = ~spreadColumns(Mask{7} << stack);
                for (int band = 0; band < 3; ++band) {
                    const unsigned row = 3 * u(band);
                    branch.first[band] = outside | spreadColumns(((one >> row) & 7u) << stack);
                    branch.second[band] = outside | spreadColumns(((other >> row) & 7u) << stack);
                }
            }
            return branch;
        }

        int band = -1;
        Mask cell = 0;
        for (int b = 0; b < 3 && !cell; ++b) {
            Mask atLeast1 = 0, atLeast2 = 0, atLeast3 = 0;
            for (int d = 0; d < 9; ++d) {
                const Mask cells = m_cells[b * 9 + d];
                atLeast3 |= atLeast2 & cells;
                atLeast2 |= atLeast1 & cells;
                atLeast1 |= cells;
            }
            const Mask bivalue = atLeast2 & ~atLeast3;
            if (bivalue) {
                band = b;
                cell = lowestBit(bivalue);
            }
        }
        if (!cell) {
            int fewest = 10;
            for (int b = 0; b < 3; ++b) {
                for (Mask rest = m_unsolved[b]; rest; rest = withoutLowest(rest)) {
                    const Mask candidate = lowestBit(rest);
                    int count = 0;
                    for (int d = 0; d < 9; ++d)
                        count += (m_cells[b * 9 + d] & candidate) ? 1 : 0;
                    if (count < fewest) {
                        fewest = count;
                        band = b;
                        cell = candidate;
                    }
                }
            }
        }
        int digit = 0;
        while (!(m_cells[band * 9 + digit] & cell)) // propagate() proved the cell has a candidate
            ++digit;
        Branch branch;
        branch.digit = digit;
        branch.first[band] = keepInBand[u(lowestIndex(cell))];
        branch.second[band] = ~cell;
        return branch;
    }

    void recordSolution(std::uint8_t *solution) const
    {
        for (int subband = 0; subband < SubbandCount; ++subband) {
            const auto digit = static_cast<std::uint8_t>(digitOfSubband(subband) + 1);
            const int first = bandOfSubband(subband) * 27;
            for (Mask rest = m_cells[subband]; rest; rest = withoutLowest(rest))
                solution[first + lowestIndex(rest)] = digit;
        }
    }

    Mask m_cells[SubbandCount] = {};               // candidate cells per band and digit
    Mask m_unsolved[3] = {};                       // cells without a placed digit, per band
    std::uint16_t m_rowMatrix[SubbandCount] = {}; // supported minirows, as the band rule
                                                   // last left each subband
    Mask m_pending = 0;                            // subbands the band rule has to see
    const ExtraPeers *m_extra = nullptr;           // the extra units' peers, or null
};

// Searches the puzzle's digits (givens and player digits alike) for up to `limit` solutions.
void search(const Grid &puzzle, int limit, bool keepSolutions, const std::atomic<bool> *cancel, Outcome &outcome)
{
    std::uint8_t digits[CellCount];
    for (int cell = 0; cell < CellCount; ++cell)
        digits[cell] = static_cast<std::uint8_t>(puzzle.digit(cell));
    Board board(extraPeersFor(puzzle));
    if (!board.placeDigits(digits))
        return;
    Search search{limit < 1 ? 1 : limit, keepSolutions, &outcome, cancel};
    board.run(search);
}

// A solution as a Grid that keeps the puzzle's given flags.
Grid toGrid(const Grid &puzzle, const std::uint8_t *digits)
{
    return solutionOf(puzzle, [digits](int cell) { return digits[cell]; });
}

} // namespace

SolveResult solve(const Grid &puzzle, int limit, const std::atomic<bool> *cancel)
{
    if (!bitboardsTake(puzzle))
        return solveGeneral(puzzle, limit, cancel);
    Outcome outcome;
    search(puzzle, limit, true, cancel, outcome);
    SolveResult result;
    result.count = outcome.count;
    result.stats.guesses = outcome.guesses;
    result.stats.cancelled = outcome.cancelled;
    if (outcome.count > 0)
        result.solution = toGrid(puzzle, outcome.solutions[0]);
    if (outcome.count > 1)
        result.secondSolution = toGrid(puzzle, outcome.solutions[1]);
    return result;
}

SolutionCount countSolutions(const Grid &puzzle, int limit, const std::atomic<bool> *cancel)
{
    if (!bitboardsTake(puzzle)) {
        const SolveResult general = solveGeneral(puzzle, limit, cancel);
        return {general.count, general.stats};
    }
    Outcome outcome;
    search(puzzle, limit, false, cancel, outcome);
    SolutionCount result;
    result.count = outcome.count;
    result.stats.guesses = outcome.guesses;
    result.stats.cancelled = outcome.cancelled;
    return result;
}

} // namespace sudoku
