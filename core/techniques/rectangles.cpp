// SPDX-License-Identifier: GPL-3.0-or-later
// Rectangles Sudoku Explainer does not look for, both resting, like its unique rectangles, on
// the puzzle having exactly one solution.
//
// A rectangle here is four cells in two rows, two columns and two boxes. Were two of its
// corners diagonal to each other x and the other two y, swapping x and y in the four would
// leave every row, column and box as full as before: a second solution, unless a given stands
// in the way.
//
// Hidden rectangle: corner A holds only x and y, and the other three hold both (and maybe
// more). If x has no other place in the row and in the column of D, A's opposite corner, then
// D cannot be y: the two corners beside D would be x, A would be y — the deadly pattern.
//
// Avoidable rectangle: corners already solved, none of them a given, count as the pattern's
// cells. Type 1: three of them are x, y and y (x diagonal to the empty corner): the empty
// corner cannot be x. Type 2: two corners of a line are x and y; the other two, empty, hold y
// and x across from them and one more digit z, the same in both: one of them is z, so z leaves
// every cell that sees both.

#include "techniques.h"

#include <algorithm>

namespace sudoku::techniques {
namespace {

// Whether corners a and d, diagonal to each other, make a rectangle over exactly two boxes:
// their rows share a band or their columns share a stack, but not both.
template <typename Layout>
bool spansTwoBoxes(const Layout &layout, int a, int d)
{
    if (layout.rowOf(a) == layout.rowOf(d) || layout.columnOf(a) == layout.columnOf(d))
        return false;
    const Shape shape = layout.shape();
    const bool sameBand = layout.rowOf(a) / shape.boxRows == layout.rowOf(d) / shape.boxRows;
    const bool sameStack = layout.columnOf(a) / shape.boxColumns == layout.columnOf(d) / shape.boxColumns;
    return sameBand != sameStack;
}

// The rectangle of two diagonal corners: a, the corner in a's row, the one in a's column, d.
template <typename Layout>
std::array<int, 4> rectangleOf(const Layout &layout, int a, int d)
{
    return {a, layout.cellAt(layout.rowOf(a), layout.columnOf(d)), layout.cellAt(layout.rowOf(d), layout.columnOf(a)), d};
}

template <typename Layout>
bool solvedByPlayer(const Analysis<Layout> &analysis, int cell)
{
    return analysis.grid.digit(cell) != 0 && !analysis.grid.isGiven(cell);
}

// Calls visit(corners) for every rectangle with two corners of a line solved, none of them
// a given (both kinds of avoidable rectangle have such a line), until it gives a step: the
// solved pairs in rows, then in columns, each in reading order, with every line across.
template <typename Layout, typename Visit>
std::optional<Step> firstSolvedRectangle(const Layout &layout, typename Layout::CellSet solved, Visit visit)
{
    for (const UnitKind kind : {UnitKind::Row, UnitKind::Column}) {
        for (int line = 0; line < layout.size(); ++line) {
            const typename Layout::CellSet here = solved & layout.unitSet(layout.unitOf(kind, line));
            for (const int a : here) {
                for (const int b : here) {
                    if (b <= a)
                        continue;
                    for (int across = 0; across < layout.size(); ++across) {
                        if (across == line)
                            continue;
                        // d: b's counterpart in the line across, diagonal to a.
                        const int d = kind == UnitKind::Row ? layout.cellAt(across, layout.columnOf(b))
                                                            : layout.cellAt(layout.rowOf(b), across);
                        if (!spansTwoBoxes(layout, a, d))
                            continue;
                        if (std::optional<Step> step = visit(rectangleOf(layout, a, d)))
                            return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

// Type 1: three corners solved as x, y, y, none a given; the fourth, empty, holds x. Its
// cells: the corner x, those y in reading order, the empty one.
template <typename Layout>
std::optional<Step> avoidableType1(const Analysis<Layout> &analysis, const std::array<int, 4> &corners)
{
    int empty = -1;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        if (analysis.grid.digit(corners[i]) == 0) {
            if (empty >= 0)
                return std::nullopt;
            empty = static_cast<int>(i);
        } else if (!solvedByPlayer(analysis, corners[i])) {
            return std::nullopt;
        }
    }
    if (empty < 0)
        return std::nullopt;
    const int target = corners[idx(empty)];
    const int opposite = corners[idx(3 - empty)];
    const int beside1 = corners[idx(empty == 0 || empty == 3 ? 1 : 0)];
    const int beside2 = corners[idx(empty == 0 || empty == 3 ? 2 : 3)];
    const int x = analysis.grid.digit(opposite);
    const int y = analysis.grid.digit(beside1);
    if (analysis.grid.digit(beside2) != y || !analysis.candidatesOf(target).contains(x))
        return std::nullopt;
    Step step = newStep(analysis, Technique::AvoidableRectangleType1);
    step.eliminations = {{target, x}};
    step.cells = {opposite, std::min(beside1, beside2), std::max(beside1, beside2), target};
    step.candidates = {{target, x}};
    step.digits = Candidates::single(x) | Candidates::single(y);
    return step;
}

// Type 2: two corners of a line solved as x and y, neither a given; across from them, the
// other two hold only y and z, and x and z.
template <typename Layout>
std::optional<Step> avoidableType2(const Analysis<Layout> &analysis, const std::array<int, 4> &corners)
{
    // The pairs of corners sharing a line (rows, then columns), and the pair across from each,
    // in the same order: corners[across[k][i]] is in a line with corners[sides[k][i]].
    constexpr std::array<std::array<int, 2>, 4> sides = {{{0, 1}, {2, 3}, {0, 2}, {1, 3}}};
    constexpr std::array<std::array<int, 2>, 4> across = {{{2, 3}, {0, 1}, {1, 3}, {0, 2}}};
    for (std::size_t k = 0; k < sides.size(); ++k) {
        const int s1 = corners[idx(sides[k][0])];
        const int s2 = corners[idx(sides[k][1])];
        const int t1 = corners[idx(across[k][0])];
        const int t2 = corners[idx(across[k][1])];
        if (!solvedByPlayer(analysis, s1) || !solvedByPlayer(analysis, s2))
            continue;
        const int x = analysis.grid.digit(s1);
        const int y = analysis.grid.digit(s2);
        const Candidates at1 = analysis.candidatesOf(t1); // would be y
        const Candidates at2 = analysis.candidatesOf(t2); // would be x
        if (countOf(at1) != 2 || countOf(at2) != 2 || !at1.contains(y) || !at2.contains(x))
            continue;
        const Candidates z = at1 & ~Candidates::single(y);
        if (z != (at2 & ~Candidates::single(x)))
            continue;
        const typename Layout::CellSet struck =
            analysis.cellsWith(z.first()) & analysis.layout.peerSet(t1) & analysis.layout.peerSet(t2);
        if (struck.isEmpty())
            continue;
        Step step = newStep(analysis, Technique::AvoidableRectangleType2);
        addCellDigits(step.eliminations, struck, z.first());
        step.cells = {s1, s2, t1, t2};
        addCandidatesOf(analysis, t1, step.candidates);
        addCandidatesOf(analysis, t2, step.candidates);
        step.digits = Candidates::single(x) | Candidates::single(y);
        sortLists(step);
        return step;
    }
    return std::nullopt;
}

} // namespace

template <typename Layout>
std::optional<Step> findHiddenRectangle(const Analysis<Layout> &analysis, Technique)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    if (!analysis.assumeUnique)
        return std::nullopt;
    for (const int a : analysis.bivalueCells) {
        const Candidates pair = analysis.candidatesOf(a);
        const int first = pair.first();
        const int second = (pair & ~Candidates::single(first)).first();
        const CellSet holdingBoth = analysis.cellsWith(first) & analysis.cellsWith(second);
        for (const int d : holdingBoth) {
            if (!spansTwoBoxes(layout, a, d))
                continue;
            const std::array<int, 4> corners = rectangleOf(layout, a, d);
            const int b = corners[1]; // in a's row and d's column
            const int c = corners[2]; // in a's column and d's row
            if (!holdingBoth.contains(b) || !holdingBoth.contains(c))
                continue;
            const int row = layout.unitOf(UnitKind::Row, layout.rowOf(d));
            const int column = layout.unitOf(UnitKind::Column, layout.columnOf(d));
            for (const int x : pair) {
                const CellSet places = analysis.cellsWith(x);
                if ((places & layout.unitSet(row)) != (CellSet::of(c) | CellSet::of(d))
                    || (places & layout.unitSet(column)) != (CellSet::of(b) | CellSet::of(d)))
                    continue;
                Step step = newStep(analysis, Technique::HiddenRectangle);
                step.eliminations = {{d, x == first ? second : first}};
                step.units = {row, column};
                step.cells = {a, b, c, d};
                for (const int cell : step.cells) {
                    step.candidates.push_back({cell, first});
                    step.candidates.push_back({cell, second});
                }
                step.digits = pair;
                sortLists(step);
                return step;
            }
        }
    }
    return std::nullopt;
}

template <typename Layout>
std::optional<Step> findAvoidableRectangle(const Analysis<Layout> &analysis, Technique)
{
    if (!analysis.assumeUnique)
        return std::nullopt;
    typename Layout::CellSet solved; // by the player or the solve: not givens
    for (int cell = 0; cell < analysis.layout.cellCount(); ++cell) {
        if (solvedByPlayer(analysis, cell))
            solved.add(cell);
    }
    const auto type1 = [&](const auto &corners) { return avoidableType1(analysis, corners); };
    if (analysis.allows(Technique::AvoidableRectangleType1)) {
        if (auto step = firstSolvedRectangle(analysis.layout, solved, type1))
            return step;
    }
    if (!analysis.allows(Technique::AvoidableRectangleType2))
        return std::nullopt;
    return firstSolvedRectangle(analysis.layout, solved,
                                [&](const auto &corners) { return avoidableType2(analysis, corners); });
}

// A hidden rectangle: its cells are the corner holding only x and y, the corners in its row
// and its column, and the corner opposite it; its units the row and the column where x lies
// only in the rectangle.
Phrase whyHiddenRectangle(const Step &step)
{
    if (step.cells.size() != 4 || step.units.size() != 2 || step.eliminations.size() != 1)
        return {};
    const int y = step.eliminations.front().digit;
    Candidates rest = step.digits;
    rest.remove(y);
    const int x = rest.first();
    const int a = step.cells[0];
    const int d = step.cells[3];
    return phrase(
        SUDOKU_TRANSLATE_NOOP("Explain",
                              "%1 holds only %2, and %3 hold both; in %4 and in %5, %6 lies only in the rectangle's "
                              "corners, so were %7 %8, %9 would be %6, %1 would be %8, and %2 could swap round the "
                              "rectangle for a second solution"),
        {arg::cell(a), arg::digits(step.digits), arg::cells({step.cells[1], step.cells[2], d}),
         arg::unit(step.units[0]), arg::unit(step.units[1]), arg::digit(x), arg::cell(d), arg::digit(y),
         arg::cells({step.cells[1], step.cells[2]})});
}

// An avoidable rectangle: type 1's cells are the solved corner diagonal to the empty one, the
// two solved beside it, then the empty one; type 2's the two solved corners, then the corners
// across from them.
Phrase whyAvoidableRectangle(const Step &step)
{
    if (step.cells.size() != 4 || step.eliminations.empty())
        return {};
    const int x = step.eliminations.front().digit;
    if (step.technique == Technique::AvoidableRectangleType1) {
        Candidates rest = step.digits;
        rest.remove(x);
        return phrase(SUDOKU_TRANSLATE_NOOP(
                          "Explain",
                          "%1 is %2 and %3 are %4, none of them a given; were %5 %2, the four cells could swap %2 "
                          "and %4 for a second solution"),
                      {arg::cell(step.cells[0]), arg::digit(x), arg::cells({step.cells[1], step.cells[2]}),
                       arg::digit(rest.first()), arg::cell(step.cells[3])});
    }
    // Type 2: the struck digit is z; the empty corners hold the solved ones' digits the other
    // way round besides.
    const int z = x;
    int solved1 = 0; // cells[0]'s digit, which cells[3] holds
    int solved2 = 0; // cells[1]'s, which cells[2] holds
    for (const CellDigit candidate : step.candidates) {
        if (candidate.digit != z)
            (candidate.cell == step.cells[2] ? solved2 : solved1) = candidate.digit;
    }
    return phrase(SUDOKU_TRANSLATE_NOOP(
                      "Explain",
                      "%1 is %2 and %3 is %4, neither a given; were neither %5 nor %6 %7, they would be %4 and "
                      "%2, and the four cells could swap %2 and %4 for a second solution: one of them is %7"),
                  {arg::cell(step.cells[0]), arg::digit(solved1), arg::cell(step.cells[1]), arg::digit(solved2),
                   arg::cell(step.cells[2]), arg::cell(step.cells[3]), arg::digit(z)});
}

SUDOKU_FINDER_ON_LAYOUTS(findHiddenRectangle);
SUDOKU_FINDER_ON_LAYOUTS(findAvoidableRectangle);

} // namespace sudoku::techniques
