// SPDX-License-Identifier: GPL-3.0-or-later
#include "variant.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>

namespace sudoku {
namespace {


// The cells of `members` (cells of the board) reachable from the first side to side, as flags.
std::vector<bool> reachable(Shape shape, const std::vector<bool> &members, int first)
{
    const int n = shape.size();
    std::vector<bool> reached(idx(n * n), false);
    std::vector<int> stack = {first};
    reached[idx(first)] = true;
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        const int row = cell / n;
        const int column = cell % n;
        const std::array<std::pair<int, int>, 4> sides = {{{row - 1, column}, {row + 1, column}, {row, column - 1}, {row, column + 1}}};
        for (const auto &[r, c] : sides) {
            if (r < 0 || r >= n || c < 0 || c >= n)
                continue;
            const int next = r * n + c;
            if (members[idx(next)] && !reached[idx(next)]) {
                reached[idx(next)] = true;
                stack.push_back(next);
            }
        }
    }
    return reached;
}

// The first cell of `cells` that is not connected to the first one, or −1.
int firstCutOff(Shape shape, const std::vector<std::uint16_t> &cells)
{
    std::vector<bool> members(idx(shape.cellCount()), false);
    for (const std::uint16_t cell : cells)
        members[cell] = true;
    const std::vector<bool> reached = reachable(shape, members, cells.front());
    for (const std::uint16_t cell : cells) {
        if (!reached[cell])
            return cell;
    }
    return -1;
}

// The n cells of a 3×3 block whose top left cell is at (row, column), on 9×9.
std::vector<std::uint16_t> blockAt(int row, int column)
{
    std::vector<std::uint16_t> cells;
    for (int r = row; r < row + 3; ++r) {
        for (int c = column; c < column + 3; ++c)
            cells.push_back(static_cast<std::uint16_t>(cellAt(r, c)));
    }
    return cells;
}

} // namespace

std::string_view variantName(VariantKind kind)
{
    return variantNames[static_cast<std::size_t>(kind)];
}

std::optional<VariantKind> variantFromName(std::string_view name)
{
    for (const VariantKind kind : AllVariants) {
        const std::string_view known = variantName(kind);
        if (known.size() == name.size()
            && std::equal(known.begin(), known.end(), name.begin(), [](char a, char b) {
                   return a == std::tolower(static_cast<unsigned char>(b));
               }))
            return kind;
    }
    return std::nullopt;
}

int smallestCageSum(int count)
{
    return count * (count + 1) / 2;
}

int largestCageSum(int count, int size)
{
    return count * (2 * size - count + 1) / 2;
}

std::vector<std::uint32_t> cageCombinations(int count, int sum, int size)
{
    std::vector<std::uint32_t> sets;
    if (count < 1 || count > size || sum < smallestCageSum(count) || sum > largestCageSum(count, size))
        return sets;
    for (std::uint32_t set = 1; set < (std::uint32_t{1} << size); ++set) {
        if (std::popcount(set) != count)
            continue;
        int total = 0;
        for (std::uint32_t rest = set; rest; rest &= rest - 1)
            total += std::countr_zero(rest) + 1;
        if (total == sum)
            sets.push_back(set);
    }
    return sets;
}

std::optional<VariantProblem> checkRegions(Shape shape, const std::vector<std::uint8_t> &regions)
{
    const int n = shape.size();
    std::vector<std::vector<std::uint16_t>> cells(idx(n));
    for (int cell = 0; cell < shape.cellCount(); ++cell)
        cells[regions[idx(cell)]].push_back(static_cast<std::uint16_t>(cell));
    // Regions in order of their first cells, so the problem named is the first one read.
    std::vector<int> order;
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        if (std::find(order.begin(), order.end(), regions[idx(cell)]) == order.end())
            order.push_back(regions[idx(cell)]);
    }
    for (const int region : order) {
        const auto &members = cells[idx(region)];
        if (static_cast<int>(members.size()) != n)
            return VariantProblem{VariantProblem::Kind::RegionSize, region, members.front(), static_cast<int>(members.size()), 0};
    }
    for (const int region : order) {
        const auto &members = cells[idx(region)];
        if (const int cut = firstCutOff(shape, members); cut >= 0)
            return VariantProblem{VariantProblem::Kind::RegionDisconnected, region, cut, n, 0};
    }
    return std::nullopt;
}

std::optional<VariantProblem> checkCages(Shape shape, const std::vector<Cage> &cages)
{
    const int n = shape.size();
    int covered = 0;
    int total = 0;
    for (std::size_t i = 0; i < cages.size(); ++i) {
        const Cage &cage = cages[i];
        const int index = static_cast<int>(i);
        const int count = static_cast<int>(cage.cells.size());
        if (count > n)
            return VariantProblem{VariantProblem::Kind::CageTooLarge, index, cage.cells.front(), count, cage.sum};
        if (const int cut = firstCutOff(shape, cage.cells); cut >= 0)
            return VariantProblem{VariantProblem::Kind::CageDisconnected, index, cut, count, cage.sum};
        if (cageCombinations(count, cage.sum, n).empty())
            return VariantProblem{VariantProblem::Kind::CageSumImpossible, index, cage.cells.front(), count, cage.sum};
        covered += count;
        total += cage.sum;
    }
    const int boardTotal = n * largestCageSum(n, n);
    if (covered == shape.cellCount() && total != boardTotal)
        return VariantProblem{VariantProblem::Kind::CageSumsTotal, 0, 0, covered, total};
    return std::nullopt;
}

Variant::Variant(VariantKind kind, Geometry geometry, std::vector<std::uint8_t> regions, std::vector<Cage> cages)
    : m_kind(kind), m_geometry(std::move(geometry)), m_regions(std::move(regions)), m_cages(std::move(cages))
{
    if (!m_cages.empty()) {
        m_cageOfCell.assign(idx(m_geometry.cellCount()), -1);
        for (std::size_t i = 0; i < m_cages.size(); ++i) {
            for (const std::uint16_t cell : m_cages[i].cells)
                m_cageOfCell[cell] = static_cast<int>(i);
            m_cageSets.push_back(
                cageCombinations(static_cast<int>(m_cages[i].cells.size()), m_cages[i].sum, m_geometry.size()));
        }
    }
}

std::shared_ptr<const Variant> Variant::x()
{
    static const std::shared_ptr<const Variant> built = [] {
        ExtraUnit diagonal{UnitKind::Diagonal, {}};
        ExtraUnit anti{UnitKind::Diagonal, {}};
        for (int i = 0; i < 9; ++i) {
            diagonal.cells.push_back(static_cast<std::uint16_t>(cellAt(i, i)));
            anti.cells.push_back(static_cast<std::uint16_t>(cellAt(i, 8 - i)));
        }
        return std::make_shared<const Variant>(VariantKind::X,
                                               Geometry(Shape::classic(), {}, {diagonal, anti}, {}), std::vector<std::uint8_t>{},
                                               std::vector<Cage>{});
    }();
    return built;
}

std::shared_ptr<const Variant> Variant::windoku()
{
    static const std::shared_ptr<const Variant> built = [] {
        std::vector<ExtraUnit> windows;
        for (const int row : {1, 5}) {
            for (const int column : {1, 5})
                windows.push_back({UnitKind::Window, blockAt(row, column)});
        }
        return std::make_shared<const Variant>(VariantKind::Windoku, Geometry(Shape::classic(), {}, std::move(windows), {}),
                                               std::vector<std::uint8_t>{}, std::vector<Cage>{});
    }();
    return built;
}

std::shared_ptr<const Variant> Variant::samurai()
{
    static const std::shared_ptr<const Variant> built = std::make_shared<const Variant>(
        VariantKind::Samurai, Geometry::samurai(), std::vector<std::uint8_t>{}, std::vector<Cage>{});
    return built;
}

std::shared_ptr<const Variant> Variant::jigsaw(Shape shape, std::vector<std::uint8_t> regions)
{
    // Regions renumbered in order of their first cells, so that the same regions are one variant.
    std::vector<int> number(idx(shape.size()), -1);
    int next = 0;
    for (std::uint8_t &region : regions) {
        if (number[region] < 0)
            number[region] = next++;
        region = static_cast<std::uint8_t>(number[region]);
    }
    Geometry geometry(shape, regions, {}, {});
    return std::make_shared<const Variant>(VariantKind::Jigsaw, std::move(geometry), std::move(regions),
                                           std::vector<Cage>{});
}

std::shared_ptr<const Variant> Variant::killer(Shape shape, std::vector<Cage> cages)
{
    for (Cage &cage : cages)
        std::sort(cage.cells.begin(), cage.cells.end());
    std::sort(cages.begin(), cages.end(), [](const Cage &a, const Cage &b) { return a.cells.front() < b.cells.front(); });
    std::vector<std::vector<std::uint16_t>> distinct;
    for (const Cage &cage : cages)
        distinct.push_back(cage.cells);
    Geometry geometry(shape, {}, {}, distinct);
    return std::make_shared<const Variant>(VariantKind::Killer, std::move(geometry), std::vector<std::uint8_t>{},
                                           std::move(cages));
}

bool sameRules(const std::shared_ptr<const Variant> &a, const std::shared_ptr<const Variant> &b)
{
    if (a == b)
        return true;
    return a && b && *a == *b;
}

} // namespace sudoku
