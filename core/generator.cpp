// SPDX-License-Identifier: GPL-3.0-or-later
#include "generator.h"

#include "generalsolver.h"
#include "knownpuzzles.h"
#include "solver.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <span>
#include <utility>
#include <vector>

// One attempt, from a seed's stream of random numbers:
//   1. a random solution: an empty grid filled by a search that takes the cell with fewest
//      candidates and tries its digits in random order (a variant's: a random diagonal
//      completed by the solver under its rules, randomVariantSolution());
//   2. its cells grouped in orbits of the symmetry (one or two cells each), shuffled;
//   3. the orbits taken out in that order, each kept out only if the puzzle still has exactly
//      one solution (the fast solver, limit 2) — or, for easy, only if singles alone still
//      solve it, stopping at a random count of 30-36 givens;
//   4. the puzzle rated. Rated as asked: done. Harder than asked (and asked for medium, hard
//      or expert): walk back along the removals (walkBack()), and on a large board, whose
//      digging stops early, on with the orbits it never came to when the walk back lands
//      below the level. Easier: a new attempt, since no removal is left that keeps the
//      solution unique.
// Taking out every orbit that keeps the solution unique leaves about 22-28 givens (24-32 with
// a symmetry). Without symmetry such a puzzle is, for this rating, easy two times in five,
// medium, hard or extreme about one time in five each, and expert one time in 80 — so an
// expert puzzle is mostly found by walking back from an extreme one.

namespace sudoku {
namespace {


// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit counter run through a bit mixer. Small,
// passes BigCrush, and its numbers are defined to the bit on every machine.
class Random {
public:
    // Each hashed apart, so that near seeds, and one seed's streams, are unrelated.
    Random(std::uint64_t seed, std::uint64_t stream) : m_state(mix(seed) ^ mix(stream + Gamma)) {}

    std::uint64_t next() { return mix(m_state += Gamma); }

    // A number in [0, bound): multiply-shift range reduction (Lemire) of the upper 32 bits,
    // i.e. floor(r / 2^32 * bound). Biased by at most bound / 2^32: nothing at bounds of 81.
    // Precondition: 0 < bound.
    int below(int bound)
    {
        return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >> 32);
    }

    // Fisher-Yates: every order equally likely.
    template <typename T>
    void shuffle(std::span<T> items)
    {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[idx(below(static_cast<int>(i)))]);
    }

private:
    static constexpr std::uint64_t Gamma = 0x9E3779B97F4A7C15; // 2^64 / golden ratio, odd

    // The finaliser of MurmurHash3 with Stafford's "mix13" constants: every input bit
    // flips each output bit with probability about 1/2.
    static constexpr std::uint64_t mix(std::uint64_t z)
    {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
        return z ^ (z >> 31);
    }

    std::uint64_t m_state;
};

// The cell a symmetry pairs with `cell` (the cell itself on an axis or at the centre), on a
// board of size n.
constexpr int imageOf(Symmetry symmetry, int cell, int n)
{
    const int row = cell / n;
    const int column = cell % n;
    switch (symmetry) {
    case Symmetry::None:
        return cell;
    case Symmetry::Rotational:
        return (n - 1 - row) * n + (n - 1 - column);
    case Symmetry::Diagonal:
        return column * n + row;
    case Symmetry::Mirror:
        return row * n + (n - 1 - column);
    }
    return cell;
}

// Every symmetry pairs cells: the image of an image is the cell itself.
constexpr bool imagesArePairs(int n)
{
    for (int s = 0; s < SymmetryCount; ++s) {
        for (int cell = 0; cell < n * n; ++cell) {
            const auto symmetry = static_cast<Symmetry>(s);
            if (imageOf(symmetry, imageOf(symmetry, cell, n), n) != cell)
                return false;
        }
    }
    return true;
}
static_assert(imagesArePairs(9) && imagesArePairs(4) && imagesArePairs(6) && imagesArePairs(25));

// An orbit: cells whose givens come and go together, named by the lower one.
struct Orbit {
    std::uint16_t cell;
    std::uint16_t image;
};

// The orbits of a geometry's cells: by their squares in its frame, which a samurai's five grids
// fill symmetrically under each symmetry of the square.
std::vector<Orbit> orbitsOf(Symmetry symmetry, const Geometry &g)
{
    const int side = g.frameSide();
    std::vector<Orbit> orbits;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const int square = imageOf(symmetry, g.rowOf(cell) * side + g.columnOf(cell), side);
        const int image = g.cellAt(square / side, square % side);
        if (cell <= image)
            orbits.push_back({static_cast<std::uint16_t>(cell), static_cast<std::uint16_t>(image)});
    }
    return orbits;
}

void removeOrbit(Grid &puzzle, Orbit orbit)
{
    puzzle.setGiven(orbit.cell, 0);
    puzzle.setGiven(orbit.image, 0);
}

void restoreOrbit(Grid &puzzle, Orbit orbit, const Grid &solution)
{
    puzzle.setGiven(orbit.cell, solution.digit(orbit.cell));
    puzzle.setGiven(orbit.image, solution.digit(orbit.image));
}

// The digits held by a unit, or allowed in a cell, as masks (candidates.h), on the classic
// board.
struct Units {
    std::array<Candidates, UnitCount> placed{};

    Candidates candidatesOf(int cell) const
    {
        const auto &units = unitsOfCell[idx(cell)];
        return Candidates::all() & ~(placed[units[0]] | placed[units[1]] | placed[units[2]]);
    }
    void place(int cell, int digit)
    {
        for (const std::uint8_t unit : unitsOfCell[idx(cell)])
            placed[unit].add(digit);
    }
};

// The same on a board of any shape, and of a variant: every unit of a cell, a diagonal's and
// a window's too (a killer's cages are no units: singles leave their sums aside).
class ShapeUnits {
public:
    explicit ShapeUnits(const Geometry &g) : m_g(g), m_all(Candidates::all(g.size())) {}

    Candidates candidatesOf(int cell) const
    {
        Candidates placed;
        for (const std::uint8_t unit : m_g.allUnitsOfCell(cell))
            placed |= m_placed[unit];
        return m_all & ~placed;
    }
    void place(int cell, int digit)
    {
        for (const std::uint8_t unit : m_g.allUnitsOfCell(cell))
            m_placed[unit].add(digit);
    }

private:
    const Geometry &m_g;
    Candidates m_all;
    std::array<Candidates, MaxUnitCount> m_placed{};
};

// A random solution grid: the empty grid filled by a search on the cell with fewest
// candidates (so a dead end shows at once and there are few), its digits in random order.
// Backtracks by copying the 81 digits and 27 unit masks: cheaper than undoing, at this size.
struct Filling {
    std::array<std::uint8_t, CellCount> digits{};
    Units units;
};

bool fillRandomly(Filling &filling, Random &random)
{
    int cell = -1;
    Candidates options;
    for (int c = 0; c < CellCount; ++c) {
        if (filling.digits[idx(c)] != 0)
            continue;
        const Candidates here = filling.units.candidatesOf(c);
        if (cell < 0 || here.count() < options.count()) {
            cell = c;
            options = here;
            if (options.count() <= 1)
                break; // nothing beats a single or a dead end
        }
    }
    if (cell < 0)
        return true; // full
    std::array<int, DigitCount> digits{};
    int count = 0;
    for (const int digit : options)
        digits[idx(count++)] = digit;
    random.shuffle(std::span(digits.data(), idx(count)));
    for (int i = 0; i < count; ++i) {
        Filling next = filling;
        next.digits[idx(cell)] = static_cast<std::uint8_t>(digits[idx(i)]);
        next.units.place(cell, digits[idx(i)]);
        if (fillRandomly(next, random)) {
            filling = next;
            return true;
        }
    }
    return false;
}

Grid randomSolution(Random &random)
{
    Filling filling;
    fillRandomly(filling, random); // the empty grid always fills
    Grid solution;
    for (int cell = 0; cell < CellCount; ++cell)
        solution.setGiven(cell, filling.digits[idx(cell)]);
    return solution;
}

// A random solution grid of another shape, where a search like fillRandomly() can wander
// long on a large empty board: the boxes on the diagonal of bands and stacks (no two sharing
// a row or a column) filled with shuffled digits, the rest completed by the solver, then
// the whole relabelled and its rows, columns, bands and stacks shuffled — each keeps every
// unit a unit, so the grid stays a solution.
Grid randomSolutionOf(Shape shape, Random &random)
{
    const Geometry &g = geometryOf(shape);
    const int n = g.size();
    const int bands = n / shape.boxRows;     // boxes down
    const int stacks = n / shape.boxColumns; // boxes across
    std::vector<int> digits(idx(n));
    for (;;) {
        Grid seed(shape);
        for (int k = 0; k < std::min(bands, stacks); ++k) {
            for (int d = 0; d < n; ++d)
                digits[idx(d)] = d + 1;
            random.shuffle(std::span<int>(digits));
            const auto cells = g.cellsOfUnit(g.boxUnit(k * stacks + k));
            for (int i = 0; i < n; ++i)
                seed.setGiven(cells[idx(i)], digits[idx(i)]);
        }
        const SolveResult completed = solve(seed, 1);
        if (completed.count == 0)
            continue; // never seen, but a new draw costs nothing to try
        // Row r of the result is row rows[r] of the completed grid; the same for columns.
        const auto shuffledLines = [&random, n](int perBlock) {
            const int blocks = n / perBlock;
            std::vector<int> order(idx(blocks));
            for (int b = 0; b < blocks; ++b)
                order[idx(b)] = b;
            random.shuffle(std::span(order));
            std::vector<int> lines(idx(n));
            for (int b = 0; b < blocks; ++b) {
                std::vector<int> inBlock(idx(perBlock));
                for (int i = 0; i < perBlock; ++i)
                    inBlock[idx(i)] = i;
                random.shuffle(std::span(inBlock));
                for (int i = 0; i < perBlock; ++i)
                    lines[idx(b * perBlock + i)] = order[idx(b)] * perBlock + inBlock[idx(i)];
            }
            return lines;
        };
        const std::vector<int> rows = shuffledLines(shape.boxRows);
        const std::vector<int> columns = shuffledLines(shape.boxColumns);
        for (int d = 0; d < n; ++d)
            digits[idx(d)] = d + 1;
        random.shuffle(std::span<int>(digits));
        Grid solution(shape);
        for (int row = 0; row < n; ++row) {
            for (int column = 0; column < n; ++column) {
                const int digit = completed.solution.digit(g.cellAt(rows[idx(row)], columns[idx(column)]));
                solution.setGiven(g.cellAt(row, column), digits[idx(digit - 1)]);
            }
        }
        return solution;
    }
}

// Whether singles alone — naked and hidden, full houses among them — fill the grid: exactly
// when rate() calls it easy. The order they are found in does not matter: a placement only
// takes candidates away, so a single stays one until it is placed, and every order reaches
// the same board. Singles alone filling the grid also proves the solution unique.
bool singlesSolve(const Grid &puzzle)
{
    const Geometry &g = puzzle.geometry();
    std::vector<std::uint8_t> digits(idx(g.cellCount()));
    ShapeUnits units(g);
    int empty = 0;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        digits[idx(cell)] = static_cast<std::uint8_t>(puzzle.digit(cell));
        if (puzzle.isEmpty(cell))
            ++empty;
        else
            units.place(cell, puzzle.digit(cell));
    }
    auto place = [&](int cell, int digit) {
        digits[idx(cell)] = static_cast<std::uint8_t>(digit);
        units.place(cell, digit);
        --empty;
    };
    bool progress = true;
    while (empty > 0 && progress) {
        progress = false;
        for (int cell = 0; cell < g.cellCount(); ++cell) {
            if (digits[idx(cell)] != 0)
                continue;
            const Candidates candidates = units.candidatesOf(cell);
            if (candidates.isEmpty())
                return false; // a dead end: not from a subset of a solution, but be safe
            if (candidates.isSingle()) {
                place(cell, candidates.first());
                progress = true;
            }
        }
        for (int unit = 0; unit < g.unitCount(); ++unit) {
            // Seen once, seen twice: the digits in exactly one empty cell's candidates are
            // `once` without `twice`.
            Candidates once;
            Candidates twice;
            for (const int cell : g.cellsOfUnit(unit)) {
                if (digits[idx(cell)] == 0) {
                    const Candidates candidates = units.candidatesOf(cell);
                    twice |= once & candidates;
                    once |= candidates;
                }
            }
            const Candidates hidden = once & ~twice;
            if (hidden.isEmpty())
                continue;
            // One placement per unit and pass: the next one is recounted after it.
            const int digit = hidden.first();
            for (const int cell : g.cellsOfUnit(unit)) {
                if (digits[idx(cell)] == 0 && units.candidatesOf(cell).contains(digit)) {
                    place(cell, digit);
                    break;
                }
            }
            progress = true;
        }
    }
    return empty == 0;
}

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// The puzzle's solutions, up to 2; `solution` is one of them. The search itself heeds the
// cancel token (a 25×25 uniqueness check can take a while), and on a large board, once the
// clause-learning search takes over, it only looks for another solution.
int countUpToTwo(const Grid &puzzle, const Grid &solution, const std::atomic<bool> *cancel)
{
    // Another shape's clause-learning search takes the known solution; solve() takes the rest
    // (X-Sudoku and windoku on the bitboards, jigsaw and killer on the general engine).
    if (!puzzle.isClassic() && !puzzle.variant())
        return solveGeneral(puzzle, 2, cancel, &solution).count;
    return solve(puzzle, 2, cancel).count;
}

// What the givens of an easy puzzle number: as in published easy puzzles, not the fewest
// that singles allow (about 26), which look and play harder. Other sizes keep the same share
// of their cells (37-44 %).
constexpr int EasyGivensMin = 30;
constexpr int EasyGivensMax = 36;
// On 25×25, the share of the cells as givens below which a level below extreme takes the
// first puzzle that rates it: measured (medium, seed 114, which rates medium down to a
// minimal 275 givens), the uniqueness checks cost 0.3-1.9 s each below 300 givens and a
// millisecond or less above, 31 of its 31 s in all.
constexpr double SparseGivens = 0.48;

// The givens of an easy puzzle of `cellCount` cells, in proportion to the classic board's.
int easyGivens(int cellCount, int classicGivens)
{
    return (cellCount * classicGivens + CellCount / 2) / CellCount;
}

// Thins an easy puzzle down to `targetGivens`: every orbit whose removal singles still solve
// and that does not take the puzzle below the target (so a two-cell orbit can be passed over
// for a one-cell one further on).
void digEasy(Grid &puzzle, const Grid &solution, std::span<const Orbit> order, int targetGivens,
             const std::atomic<bool> *cancel)
{
    for (const Orbit orbit : order) {
        const int size = orbit.cell == orbit.image ? 1 : 2;
        if (puzzle.givenCount() - size < targetGivens)
            continue;
        if (cancelled(cancel))
            return;
        removeOrbit(puzzle, orbit);
        if (!singlesSolve(puzzle))
            restoreOrbit(puzzle, orbit, solution);
    }
}

// Thins a puzzle to a minimal one: every orbit whose removal leaves exactly one solution, in
// order. One pass is enough: an orbit that cannot go now cannot go later either (fewer
// givens never remove a solution). Returns the orbits taken out, in order, and those it
// never came to.
//
// With `stopAt`, it is asked after every removal (told how many so far), and the digging
// stops when it gives a rating: what a level below the top needs on a large board, whose last removals are the
// costly ones (proving a nearly minimal 25×25 puzzle unique takes seconds to minutes) and
// would only be walked back.
struct Dug {
    std::vector<Orbit> removed;
    std::span<const Orbit> untried;  // the orbits of `order` after the one it stopped at
    std::optional<Rating> stoppedAt; // the rating `stopAt` stopped it with: the puzzle's
};
Dug digUnique(Grid &puzzle, const Grid &solution, std::span<const Orbit> order, const std::atomic<bool> *cancel,
              const GenerateProgress &progress,
              const std::function<std::optional<Rating>(const Grid &, std::size_t removals)> &stopAt = {})
{
    Dug dug;
    std::size_t tried = 0;
    while (tried < order.size() && !dug.stoppedAt) {
        if (cancelled(cancel))
            break;
        if (progress)
            progress(static_cast<int>(tried), static_cast<int>(order.size()));
        const Orbit orbit = order[tried++];
        removeOrbit(puzzle, orbit);
        if (countUpToTwo(puzzle, solution, cancel) == 1) {
            dug.removed.push_back(orbit);
            if (stopAt)
                dug.stoppedAt = stopAt(puzzle, dug.removed.size());
        } else {
            restoreOrbit(puzzle, orbit, solution);
        }
    }
    dug.untried = order.subspan(tried);
    return dug;
}

// The solution with the first `count` of `removed` taken out.
Grid afterRemovals(const Grid &solution, std::span<const Orbit> removed, std::size_t count)
{
    Grid puzzle = solution;
    for (const Orbit orbit : removed.first(count))
        removeOrbit(puzzle, orbit);
    return puzzle;
}

struct Rated {
    Grid puzzle;
    Rating rating;
};

// A puzzle rated harder than `level`, walked back along its removals: bisection finds the
// most removals after which the puzzle still rates `level` or lower (the rating rises with
// removals nearly always, so this is close to where it crosses), then each later removal but
// the one that crossed is tried again, kept when the puzzle still rates no higher. Every
// puzzle on the way keeps exactly one solution: each holds all the givens of the minimal one.
// When that leaves it easier than `level` (one removal took it past the level, as from medium
// straight to expert), the orbits the digging never came to (`untried`) are taken out in
// turn, each kept when the puzzle keeps one solution and rates no higher, until it rates
// `level`: cheaper than digging a new puzzle, which on a 25×25 board costs most of a minute.
// Each puzzle is rated with `ceiling` (`level` or above): see walkBackCeiling().
// The result rates `level` or lower, or is empty when cancelled.
std::optional<Rated> walkBack(const Grid &solution, std::span<const Orbit> removed, std::span<const Orbit> untried,
                              Level level, Level ceiling, const std::atomic<bool> *cancel)
{
    std::size_t low = 0;              // rates at most `level`: the solution itself does
    std::size_t high = removed.size(); // rates harder
    Rated best{solution, rate(solution, ceiling, cancel)};
    while (high - low > 1) {
        if (cancelled(cancel))
            return std::nullopt;
        const std::size_t middle = low + (high - low) / 2;
        Grid puzzle = afterRemovals(solution, removed, middle);
        const Rating rating = rate(puzzle, ceiling, cancel);
        if (rating.level <= level) {
            low = middle;
            best = {puzzle, rating};
        } else {
            high = middle;
        }
    }
    // Takes `orbit` out of the best puzzle, kept when it keeps one solution (a removal the
    // digging made always does) and rates no higher.
    const auto tryRemoving = [&](Orbit orbit, bool proveUnique) {
        Grid puzzle = best.puzzle;
        removeOrbit(puzzle, orbit);
        if (proveUnique && countUpToTwo(puzzle, solution, cancel) != 1)
            return;
        const Rating rating = rate(puzzle, ceiling, cancel);
        if (rating.level <= level)
            best = {std::move(puzzle), rating};
    };
    for (const Orbit orbit : removed.subspan(high)) {
        if (cancelled(cancel))
            return std::nullopt;
        tryRemoving(orbit, false);
    }
    for (const Orbit orbit : untried) {
        if (best.rating.level == level)
            break;
        if (cancelled(cancel))
            return std::nullopt;
        tryRemoving(orbit, true);
    }
    return best;
}

// The ceiling of the walk back's ratings. The full rating, which has the last word, may take
// a harder technique that comes earlier in the step finder's order (an X-Wing, 3.2, before a
// hidden pair, 3.4) and so rate a puzzle a level above what a rating capped at the level saw.
// On boards of 12×12 and up, where fish abound and a failed attempt costs seconds, a medium
// puzzle's walk back rates up to hard, as the full rating sees it, so that it lands on a
// puzzle the full rating agrees with: measured on 25×25, 2.0 attempts a medium puzzle became
// 1.0. The other levels keep their own (one level up costs hard's walk back more than its
// rare failed attempts), and so do the smaller boards, whose seeds keep their puzzles.
// A jigsaw's expert puzzle is walked back with extreme's techniques: there the two ratings
// disagree most (a nishio, 7.8, found before the ALS chain, 7.7, that the capped rating
// took), and measured on 20 seeds its attempts fell from 4.1 to 1.6 a puzzle and the median
// from 0.99 s to 0.34-0.40 s. X's and windoku's expert puzzles took longer so (0.22 s to
// 0.50 s median), and keep their own.
Level walkBackCeiling(Level level, const Shape &shape, VariantKind variant)
{
    if (variant == VariantKind::Jigsaw && level == Level::Expert)
        return Level::Extreme;
    return shape.size() >= 12 && level == Level::Medium ? Level::Hard : level;
}

// A puzzle in a new guise with the same logic: its digits relabelled, its bands and stacks,
// and the rows and columns within them, reordered, and perhaps mirrored in the diagonal.
// Every unit stays a unit and every pattern a pattern, so it needs the same techniques.
Grid inNewGuise(const Grid &puzzle, Random &random)
{
    std::array<int, 9> digits{};   // digit d becomes digits[d - 1]
    std::array<int, 9> rows{};     // row r of the result is row rows[r] of the puzzle
    std::array<int, 9> columns{};
    std::array<int, 3> bands = {0, 1, 2};
    std::array<int, 3> stacks = {0, 1, 2};
    for (int i = 0; i < 9; ++i)
        digits[idx(i)] = i + 1;
    random.shuffle(std::span<int>(digits));
    random.shuffle(std::span<int>(bands));
    random.shuffle(std::span<int>(stacks));
    for (int b = 0; b < 3; ++b) {
        std::array<int, 3> inBand = {0, 1, 2};
        std::array<int, 3> inStack = {0, 1, 2};
        random.shuffle(std::span<int>(inBand));
        random.shuffle(std::span<int>(inStack));
        for (int i = 0; i < 3; ++i) {
            rows[idx(3 * b + i)] = 3 * bands[idx(b)] + inBand[idx(i)];
            columns[idx(3 * b + i)] = 3 * stacks[idx(b)] + inStack[idx(i)];
        }
    }
    const bool transpose = random.below(2) == 1;
    Grid result;
    for (int row = 0; row < 9; ++row) {
        for (int column = 0; column < 9; ++column) {
            const int from = transpose ? cellAt(columns[idx(column)], rows[idx(row)])
                                       : cellAt(rows[idx(row)], columns[idx(column)]);
            if (const int digit = puzzle.digit(from))
                result.setGiven(cellAt(row, column), digits[idx(digit - 1)]);
        }
    }
    return result;
}

// Nightmare: a known puzzle that needs nested forcing chains (knownNightmares), in a new
// guise, rated again to be sure.
GenerateResult generateNightmare(Random &random, const std::atomic<bool> *cancel)
{
    GenerateResult result;
    while (!cancelled(cancel)) {
        ++result.attempts;
        const std::string_view line = knownNightmares[idx(random.below(static_cast<int>(knownNightmares.size())))];
        Grid seed;
        for (int cell = 0; cell < CellCount; ++cell) {
            const char c = line[idx(cell)];
            if (c >= '1' && c <= '9')
                seed.setGiven(cell, c - '0');
        }
        const Grid puzzle = inNewGuise(seed, random);
        const Rating rating = rate(puzzle, Level::Nightmare, cancel);
        if (rating.level == Level::Nightmare && !rating.guessed() && !cancelled(cancel)) {
            result.ok = true;
            result.puzzle = puzzle;
            result.solution = solve(puzzle, 1).solution;
            result.rating = rating;
            return result;
        }
    }
    return result;
}

// --- Variants ---------------------------------------------------------------------------

// The most cages a killer's line can name (variantformat.h: a-z, A-Z, 0-9).
constexpr std::size_t MostCages = 62;

// The four side neighbours of a 9×9 cell (−1 past the edge).
std::array<int, 4> neighboursOf(int cell)
{
    const int row = cell / 9;
    const int column = cell % 9;
    return {row > 0 ? cell - 9 : -1, column < 8 ? cell + 1 : -1, row < 8 ? cell + 9 : -1, column > 0 ? cell - 1 : -1};
}

// A jigsaw's regions: the boxes, bent by swaps that move a cell into a neighbouring region and
// one of that region's cells back, kept when every region stays connected.
std::vector<std::uint8_t> randomRegions(Random &random)
{
    std::vector<std::uint8_t> regions(CellCount);
    for (int cell = 0; cell < CellCount; ++cell)
        regions[idx(cell)] = static_cast<std::uint8_t>(boxOf(cell));
    constexpr int Swaps = 600;
    for (int swap = 0; swap < Swaps; ++swap) {
        const int cell = random.below(CellCount);
        const int next = neighboursOf(cell)[idx(random.below(4))];
        if (next < 0 || regions[idx(next)] == regions[idx(cell)])
            continue;
        const std::uint8_t from = regions[idx(cell)];
        const std::uint8_t to = regions[idx(next)];
        // A cell of `to` beside `from` goes the other way.
        std::vector<int> back;
        for (int other = 0; other < CellCount; ++other) {
            if (regions[idx(other)] != to || other == next)
                continue;
            for (const int beside : neighboursOf(other)) {
                if (beside >= 0 && beside != cell && regions[idx(beside)] == from) {
                    back.push_back(other);
                    break;
                }
            }
        }
        if (back.empty())
            continue;
        const int returned = back[idx(random.below(static_cast<int>(back.size())))];
        regions[idx(cell)] = to;
        regions[idx(returned)] = from;
        if (checkRegions(Shape::classic(), regions)) {
            regions[idx(cell)] = from;
            regions[idx(returned)] = to;
        }
    }
    return regions;
}

// The solution `grid` (a full grid of some rules) with its digits relabelled at random: every
// unit and cage keeps different digits.
Grid relabelled(const Grid &grid, Random &random)
{
    std::array<int, 9> label = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    random.shuffle(std::span<int>(label));
    Grid shuffled = grid;
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        shuffled.setGiven(cell, label[idx(grid.digit(cell) - 1)]);
    return shuffled;
}

// The guesses the solver may take to complete a jigsaw's random layout before another layout
// is drawn. Measured on the 91 layouts of `generate --variant jigsaw --level extreme -n 60
// --seed 100`: half were completed within 26 guesses, 77 of 84 completed within 1,000 (a
// few milliseconds), the rest took up to 0.9 million; of the 7 without a solution, 5 took
// 34,000 to 31 million guesses to prove it (over three minutes).
constexpr std::uint64_t SolutionGuesses = 1000;

// A random solution of a variant that is not killer: its rules (a jigsaw's regions drawn at
// random), a random permutation on the main diagonal (each digit where its cell still allows
// it: a jigsaw's region may hold two of its cells), completed by the solver, relabelled.
// Empty when cancelled, or when the solver gives up on a jigsaw's layout: some layouts with
// that diagonal have no solution, and proving so could take minutes (measured: two seeds in
// 20 of `generate --variant jigsaw --level expert` took 226 and 282 s), where another layout
// takes milliseconds.
Grid randomVariantSolution(VariantKind kind, Random &random, const std::atomic<bool> *cancel)
{
    const std::shared_ptr<const Variant> variant = kind == VariantKind::X       ? Variant::x()
                                                 : kind == VariantKind::Windoku ? Variant::windoku()
                                                 : kind == VariantKind::Samurai ? Variant::samurai()
                                                                                : Variant::jigsaw(Shape::classic(), randomRegions(random));
    Grid start(variant);
    // A samurai's five grids each get a permutation on their diagonals, the middle one's first.
    const std::vector<std::array<int, 2>> corners = kind == VariantKind::Samurai
                                                        ? std::vector<std::array<int, 2>>{SamuraiCorners[2], SamuraiCorners[0],
                                                                                          SamuraiCorners[1], SamuraiCorners[3],
                                                                                          SamuraiCorners[4]}
                                                        : std::vector<std::array<int, 2>>{{0, 0}};
    const Geometry &g = start.geometry();
    for (const auto &[top, left] : corners) {
        std::array<int, 9> digits = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        random.shuffle(std::span<int>(digits));
        for (int i = 0; i < 9; ++i) {
            const int cell = g.cellAt(top + i, left + i);
            if (start.isEmpty(cell) && start.candidates(cell).contains(digits[idx(i)]))
                start.setGiven(cell, digits[idx(i)]);
        }
    }
    const SolveResult solved = solveWithinGuesses(start, 1, SolutionGuesses, cancel);
    if (solved.count == 0)
        return Grid();
    return relabelled(solved.solution, random);
}

// The sizes a killer's cages are drawn at, one picked at random per cage, by level: small
// cages for the easy levels (their sums narrow the digits at once), larger ones above (a
// cage of five or six leaves many combinations, which the 45 rule and chains must narrow).
std::span<const int> cageSizesFor(Level level)
{
    static constexpr std::array<int, 8> Small = {2, 2, 2, 3, 3, 3, 3, 4};
    static constexpr std::array<int, 8> Middle = {2, 2, 3, 3, 3, 4, 4, 5};
    static constexpr std::array<int, 8> Large = {2, 3, 3, 4, 4, 5, 5, 6};
    if (level <= Level::Easy)
        return Small;
    return level <= Level::Medium ? std::span<const int>(Middle) : std::span<const int>(Large);
}

// A killer's cages drawn from `solution`: from each cell not yet caged, in random order, a
// cage of a random size from `sizes` grows by random side neighbours not yet caged whose
// digits it lacks.
std::vector<Cage> randomCages(const Grid &solution, std::span<const int> sizes, Random &random)
{
    std::vector<int> order(CellCount);
    for (int cell = 0; cell < CellCount; ++cell)
        order[idx(cell)] = cell;
    random.shuffle(std::span(order));
    std::vector<bool> caged(CellCount, false);
    std::vector<Cage> cages;
    for (const int first : order) {
        if (caged[idx(first)])
            continue;
        const int size = sizes[idx(random.below(static_cast<int>(sizes.size())))];
        Cage cage;
        Candidates digits;
        const auto add = [&](int cell) {
            cage.cells.push_back(static_cast<std::uint16_t>(cell));
            cage.sum += solution.digit(cell);
            digits.add(solution.digit(cell));
            caged[idx(cell)] = true;
        };
        add(first);
        while (static_cast<int>(cage.cells.size()) < size) {
            std::vector<int> open;
            for (const std::uint16_t cell : cage.cells) {
                for (const int next : neighboursOf(cell)) {
                    if (next >= 0 && !caged[idx(next)] && !digits.contains(solution.digit(next)) && std::find(open.begin(), open.end(), next) == open.end())
                        open.push_back(next);
                }
            }
            if (open.empty())
                break;
            add(open[idx(random.below(static_cast<int>(open.size())))]);
        }
        std::sort(cage.cells.begin(), cage.cells.end());
        cages.push_back(std::move(cage));
    }
    std::sort(cages.begin(), cages.end(), [](const Cage &a, const Cage &b) { return a.cells.front() < b.cells.front(); });
    return cages;
}

// A random killer's solution: a random solution grid and cages drawn from it at the level's
// sizes (drawn again while there are more than a line can name), every cell a given.
Grid randomKillerSolution(Level level, Random &random)
{
    Grid solution = randomSolution(random);
    std::vector<Cage> cages;
    do
        cages = randomCages(solution, cageSizesFor(level), random);
    while (cages.size() > MostCages);
    solution.setVariant(Variant::killer(Shape::classic(), std::move(cages)));
    return solution;
}

} // namespace

std::string_view symmetryName(Symmetry symmetry)
{
    return symmetryNames[static_cast<std::size_t>(symmetry)];
}

std::optional<Symmetry> symmetryFromName(std::string_view name)
{
    const auto found = std::find(symmetryNames.begin(), symmetryNames.end(), name);
    if (found == symmetryNames.end())
        return std::nullopt;
    return static_cast<Symmetry>(found - symmetryNames.begin());
}

GenerateResult generate(const GenerateOptions &options, const std::atomic<bool> *cancel,
                        const GenerateProgress &progress)
{
    GenerateResult result;
    const bool variant = options.variant != VariantKind::Classic;
    if (variant && !options.shape.isClassic())
        return result; // variants are 9×9
    if (options.level == Level::NotUnique)
        return result; // no puzzle is made to have several solutions: never found, so refuse
    if (variant && options.level == Level::Nightmare)
        return result; // nightmare puzzles come from a classic collection
    // One stream per variant, level and symmetry: one seed gives unrelated puzzles at every
    // level. A nightmare puzzle keeps the symmetry its givens have, so the one asked for is no
    // part of it. (Classic's streams are numbered as before the variants, so its seeds keep
    // their puzzles.)
    const Symmetry symmetry = options.level == Level::Nightmare ? Symmetry::None : options.symmetry;
    const auto stream = (static_cast<std::uint64_t>(options.variant) << 8)
                      + static_cast<std::uint64_t>(options.level) * SymmetryCount
                      + static_cast<std::uint64_t>(symmetry);
    Random random(options.seed, stream);
    const Shape shape = options.shape;
    if (options.level == Level::Nightmare && shape.isClassic())
        return generateNightmare(random, cancel);
    const bool samurai = options.variant == VariantKind::Samurai;
    std::vector<Orbit> order = orbitsOf(symmetry, samurai ? Variant::samurai()->geometry() : geometryOf(shape));
    // A killer's easy puzzles are walked back to as well: singles alone leave its sums aside
    // (digEasy), so it is dug like the other levels and given back givens until it rates easy.
    const bool killer = options.variant == VariantKind::Killer;
    const bool canWalkBack = options.level >= (killer ? Level::Easy : Level::Medium) && options.level <= Level::Extreme;
    while (!cancelled(cancel)) {
        if (options.maxAttempts > 0 && result.attempts == options.maxAttempts) {
            result.exhausted = true; // that many made, none at the level
            break;
        }
        ++result.attempts;
        const Grid solution = killer    ? randomKillerSolution(options.level, random)
                            : variant ? randomVariantSolution(options.variant, random, cancel)
                            : shape.isClassic() ? randomSolution(random)
                                                : randomSolutionOf(shape, random);
        if (!solution.isFull())
            continue; // a jigsaw's layout the solver gave up on, or cancelled
        random.shuffle(std::span(order));
        Grid puzzle = solution;
        Rating rating;
        if (options.level == Level::Easy && !killer) {
            const int cells = solution.cellCount();
            const int low = easyGivens(cells, EasyGivensMin);
            const int target = low + random.below(easyGivens(cells, EasyGivensMax) - low + 1);
            digEasy(puzzle, solution, order, target, cancel);
            rating = rate(puzzle, options.level, cancel);
        } else {
            // Boards of 12×12 and up stop digging once the puzzle rates above a level below
            // extreme (checked every n removals); the walk back finds where it crossed.
            // Extreme digs to a minimal puzzle, where its puzzles are, except on 25×25, where
            // proving a nearly minimal puzzle unique takes too long: there it stops as soon
            // as the puzzle rates extreme, and at the other levels too once it is down to
            // SparseGivens of the cells (checked at every removal from there on: not for
            // extreme, whose ratings take forcing chains, some 20 s each there). The smaller
            // boards dig to a minimal puzzle: their checks would cost more than the digging
            // they spare (and the classic board's tests expect its seeds' puzzles).
            const bool reachingIsEnough = options.level == Level::Extreme;
            const int sparseGivens = shape.size() >= 25 && !reachingIsEnough
                                       ? static_cast<int>(SparseGivens * shape.cellCount())
                                       : 0;
            std::function<std::optional<Rating>(const Grid &, std::size_t)> stopAt;
            if (canWalkBack && shape.size() >= (reachingIsEnough ? 25 : 12)) {
                stopAt = [&](const Grid &dug, std::size_t removals) -> std::optional<Rating> {
                    const bool sparse = sparseGivens > 0 && dug.givenCount() <= sparseGivens;
                    if (removals % static_cast<std::size_t>(shape.size()) != 0 && !sparse)
                        return std::nullopt;
                    Rating rated = rate(dug, options.level, cancel);
                    if (rated.level > options.level
                        || ((reachingIsEnough || sparse) && rated.level == options.level))
                        return rated;
                    return std::nullopt;
                };
            }
            const Dug dug = digUnique(puzzle, solution, order, cancel, progress, stopAt);
            rating = dug.stoppedAt ? *dug.stoppedAt : rate(puzzle, options.level, cancel);
            if (canWalkBack && rating.level > options.level) {
                std::optional<Rated> walked = walkBack(solution, dug.removed, dug.untried, options.level,
                                                       walkBackCeiling(options.level, shape, options.variant), cancel);
                if (!walked)
                    break;
                puzzle = walked->puzzle;
                rating = walked->rating;
            }
        }
        // A rating with a ceiling saw only the techniques up to the level; the full one may
        // take a harder technique that comes earlier in the step finder's order (an X-Wing,
        // 3.2, before a hidden pair, 3.4) and so rate the puzzle a level higher.
        if (rating.level == options.level && options.level < Level::Extreme && !cancelled(cancel))
            rating = rate(puzzle, Level::Nightmare, cancel);
        if (rating.level == options.level && !cancelled(cancel)) {
            result.ok = true;
            result.puzzle = puzzle;
            result.solution = solution;
            result.rating = rating;
            return result;
        }
    }
    return result;
}

} // namespace sudoku
