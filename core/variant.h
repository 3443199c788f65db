// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Variants: the rules a puzzle has beyond its shape's rows, columns and boxes.
//
//   X-Sudoku   the two diagonals hold every digit once too
//   windoku    so do four more 3×3 windows: rows 2-4 and 6-8 by columns 2-4 and 6-8
//   jigsaw     irregular regions of n connected cells stand in for the boxes
//   killer     cages: a cage's digits differ and add up to its sum; givens optional
//   samurai    five 9×9 grids overlapping at the middle one's corner boxes, 369 cells
//              (geometry.h: SamuraiCorners, Geometry::samurai)
//
// A variant is data: its Geometry (geometry.h) holds its units — the diagonals and windows
// after the boxes, a jigsaw's regions as its boxes — and its cages' cells as peers, so every
// engine that reads a grid's geometry (candidates, conflicts, the solvers) keeps its rules
// without knowing the variant. What a geometry cannot say, a cage's sum, the variant says
// (cages(), cageOf()). Classic Sudoku is no variant: a Grid without one (grid.h).
//
// A Variant is built once, never changed, and shared by the grids that play by it
// (std::shared_ptr<const Variant>): read it from any thread.

#include "geometry.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

enum class VariantKind : std::uint8_t { Classic, X, Windoku, Jigsaw, Killer, Samurai };

// "classic", "x", "windoku", "jigsaw", "killer", "samurai": a variant's name on the command
// line and in files, in enum order; variantFromName reads them (case-insensitive), nothing for
// another word.
inline constexpr std::array<std::string_view, 6> variantNames = {"classic", "x", "windoku", "jigsaw", "killer", "samurai"};
std::string_view variantName(VariantKind kind);
std::optional<VariantKind> variantFromName(std::string_view name);
// Every kind, classic first.
inline constexpr VariantKind AllVariants[] = {VariantKind::Classic, VariantKind::X,      VariantKind::Windoku,
                                              VariantKind::Jigsaw,  VariantKind::Killer, VariantKind::Samurai};

// A killer cage: its cells, in reading order, and the sum of their digits.
struct Cage {
    std::vector<std::uint16_t> cells;
    int sum = 0;
    bool operator==(const Cage &) const = default;
};

// The sums `count` different digits 1..size can make: from 1 + 2 + … + count to
// size + (size − 1) + … + (size − count + 1).
int smallestCageSum(int count);
int largestCageSum(int count, int size = 9);
// The sets of `count` different digits 1..size adding up to `sum` (bit d−1 for digit d), in
// increasing order of their bits; none when no set does.
std::vector<std::uint32_t> cageCombinations(int count, int sum, int size = 9);

// What is wrong with a variant's data: the cell where it shows, and which part.
struct VariantProblem {
    enum class Kind : std::uint8_t {
        RegionSize,        // region `index` has `count` cells, not n
        RegionDisconnected, // region `index` falls apart: `cell` is cut off from its first cell
        CageDisconnected,  // cage `index` falls apart at `cell`
        CageTooLarge,      // cage `index` has `count` cells, more than n
        CageSumImpossible, // no `count` different digits add up to cage `index`'s `sum`
        CageSumsTotal,     // the cages cover every cell but their sums add up to `sum`, not 405
    };
    Kind kind = Kind::RegionSize;
    int index = 0; // the region or cage, 0-based
    int cell = 0;  // where it shows: the region's or cage's first cell, or the cut-off cell
    int count = 0;
    int sum = 0;
    bool operator==(const VariantProblem &) const = default;
};

// The first problem of a jigsaw's regions (each cell's region 0..n−1, in reading order):
// a region without n cells, then one whose cells are not connected side to side.
std::optional<VariantProblem> checkRegions(Shape shape, const std::vector<std::uint8_t> &regions);
// The first problem of a killer's cages: a cage that is not connected, has more than n cells,
// or whose sum no different digits make; then, when they cover every cell, sums that do not
// add up to the board's total. Precondition: no cell in two cages.
std::optional<VariantProblem> checkCages(Shape shape, const std::vector<Cage> &cages);

class Variant {
public:
    // The variants, built once and shared (X and windoku on 9×9).
    static std::shared_ptr<const Variant> x();
    static std::shared_ptr<const Variant> windoku();
    // The samurai's five grids (one, shared).
    static std::shared_ptr<const Variant> samurai();
    // A jigsaw of these regions. Precondition: !checkRegions(shape, regions).
    static std::shared_ptr<const Variant> jigsaw(Shape shape, std::vector<std::uint8_t> regions);
    // A killer of these cages, on the shape's boxes. Precondition: !checkCages(shape, cages).
    static std::shared_ptr<const Variant> killer(Shape shape, std::vector<Cage> cages);

    VariantKind kind() const { return m_kind; }
    Shape shape() const { return m_geometry.shape(); }
    const Geometry &geometry() const { return m_geometry; }
    // A jigsaw's region of each cell (0..n−1); empty for the other kinds.
    const std::vector<std::uint8_t> &regions() const { return m_regions; }
    // A killer's cages, in order of their first cells; empty for the other kinds.
    const std::vector<Cage> &cages() const { return m_cages; }
    // The cage holding `cell`, or −1.
    int cageOf(int cell) const { return m_cageOfCell.empty() ? -1 : m_cageOfCell[idx(cell)]; }
    // The digit sets cage `cage` may hold (cageCombinations of its size and sum).
    const std::vector<std::uint32_t> &cageSets(int cage) const { return m_cageSets[idx(cage)]; }

    // The same rules: kind, shape, regions and cages.
    bool operator==(const Variant &other) const
    {
        return m_kind == other.m_kind && shape() == other.shape() && m_regions == other.m_regions
            && m_cages == other.m_cages;
    }

    Variant(VariantKind kind, Geometry geometry, std::vector<std::uint8_t> regions, std::vector<Cage> cages);

private:
    VariantKind m_kind;
    Geometry m_geometry;
    std::vector<std::uint8_t> m_regions;
    std::vector<Cage> m_cages;
    std::vector<int> m_cageOfCell;
    std::vector<std::vector<std::uint32_t>> m_cageSets;
};

// The same rules, either maybe classic (null).
bool sameRules(const std::shared_ptr<const Variant> &a, const std::shared_ptr<const Variant> &b);

} // namespace sudoku
