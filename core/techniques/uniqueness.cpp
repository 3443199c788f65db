// SPDX-License-Identifier: GPL-3.0-or-later
// Uniqueness: patterns that would give a puzzle two solutions, so cannot stand on a board
// with exactly one (Analysis::assumeUnique). On any other board these steps may be wrong,
// which is why the step finder leaves them out there.
//
// Unique loops (a rectangle is a loop of four): cells holding x and y that pair up in every
// unit they touch, so that x and y could swap round the loop. Some cells hold more; one of
// those extra digits must be true, which types 1-4 turn into eliminations. BUG (bivalue
// universal grave): were it not for a few extra digits, every empty cell would hold two
// candidates and every digit two places in each unit — a board with no solution or several —
// so one of the extra digits is true, which types 1-4 likewise use.
//
// Both follow Sudoku Explainer (with lkSudoku's fixes) step for step, down to its order, its
// duplicate check and its sort, so that the same board gives the same step as it does.

#include "techniques.h"

#include <algorithm>
#include <bit>
#include <bitset>
#include <span>

namespace sudoku::techniques {
namespace {

// Sudoku Explainer's order of the kinds of unit here: box, row, column.
constexpr std::array<UnitKind, 3> boxRowColumn = {UnitKind::Box, UnitKind::Row, UnitKind::Column};

// Sudoku Explainer's CommonTuple: the union of the sets when each holds at least `least`
// members and the union exactly `size`; else nothing (an empty set).
unsigned commonTuple(std::span<const unsigned> sets, int size, int least)
{
    unsigned all = 0;
    for (const unsigned set : sets) {
        if (countOf(set) < least)
            return 0;
        all |= set;
    }
    return countOf(all) == size ? all : 0;
}

// ---------------------------------------------------------------------------------------
// Unique loops

// Sudoku Explainer's base difficulty of a loop of `length` cells, as the double it sorts by:
// 4.5 for a rectangle, 4.6 for six cells, 4.7 for eight, 5.0 for ten or more.
double loopDifficulty(int length)
{
    double difficulty = 4.5;
    if (length >= 10)
        difficulty += 0.3;
    if (length >= 8)
        difficulty += 0.2;
    else if (length >= 6)
        difficulty += 0.1;
    return difficulty;
}

// Sudoku Explainer's kinds of unique loop hint; two hints are the same when of one kind, over
// the same cells, and (type 3) with the same set.
enum class LoopHintKind : std::uint8_t { Type1, Type2, NakedType3, HiddenType3, Type4 };

template <typename Layout>
struct LoopHint {
    using CellSet = typename Layout::CellSet;
    LoopHintKind kind = LoopHintKind::Type1;
    int type = 1;
    bool spread = false; // type 2: the cells holding more do not all share a unit (type 5)
    double difficulty = 0;
    int length = 0;
    CellSet loop;
    int unit = -1;              // type 3: the set's unit; type 4: the unit of the strong link
    Candidates setDigits;       // type 3: the naked set's digits, or the hidden set's
    std::array<int, 7> others{}; // naked type 3: the set's other cells, in order
    int otherCount = 0;
    CellSet hidden;                           // hidden type 3: the set's cells besides the loop's
    std::array<CellSet, Layout::MaxDigits> struck{}; // by digit

    bool sameAs(const LoopHint &o) const
    {
        if (kind != o.kind || length != o.length || loop != o.loop)
            return false;
        if (kind == LoopHintKind::NakedType3)
            return unit == o.unit && setDigits == o.setDigits && otherCount == o.otherCount && others == o.others;
        if (kind == LoopHintKind::HiddenType3)
            return unit == o.unit && setDigits == o.setDigits;
        return true;
    }
    bool strikes() const
    {
        for (const CellSet &cells : struck) {
            if (!cells.isEmpty())
                return true;
        }
        return false;
    }
};

Technique loopTechnique(int length, int type)
{
    constexpr std::array<Technique, 4> rectangles = {Technique::UniqueRectangleType1, Technique::UniqueRectangleType2,
                                                     Technique::UniqueRectangleType3, Technique::UniqueRectangleType4};
    constexpr std::array<Technique, 4> loops = {Technique::UniqueLoopType1, Technique::UniqueLoopType2,
                                                Technique::UniqueLoopType3, Technique::UniqueLoopType4};
    return (length == 4 ? rectangles : loops)[idx(type - 1)];
}

// Every unique loop from every bivalue cell, its hints kept as Sudoku Explainer keeps them
// (no two the same, each striking something) and the first of the easiest, then lowest type,
// made a step.
template <typename Layout>
class LoopSearch {
    using CellSet = typename Layout::CellSet;
    using Hint = LoopHint<Layout>;

public:
    explicit LoopSearch(const Analysis<Layout> &analysis) : m_analysis(analysis), m_layout(analysis.layout) {}

    std::optional<Step> run()
    {
        for (const int start : m_analysis.bivalueCells) {
            m_pair = m_analysis.candidatesOf(start);
            walk(start, 2, Candidates{}, -1);
        }
        return m_best;
    }

private:
    // Sudoku Explainer's depth-first search (lkSudoku's): from `cell`, through a unit of
    // another kind than the last step's, to each cell holding both digits — a bivalue cell, or
    // one more cell with other digits while two are allowed, or any cell that keeps all the
    // path's other digits to one — and back to the start after four cells or more. A path one
    // of whose sides (its cells taken alternately) meets a unit twice is not followed: no loop
    // it makes is valid (isValidLoop), so the loops found are the same, in the same order — but
    // on 16×16 and larger the search would otherwise wander through millions of such paths.
    void walk(int cell, int extrasAllowed, Candidates extraDigits, int lastKind)
    {
        // On 16×16 and larger a search can take seconds: a hint being cancelled stops it.
        if (m_analysis.cancel && m_analysis.cancel->load(std::memory_order_relaxed))
            return;
        std::bitset<Layout::MaxUnits> &side = m_sides[idx(m_length % 2)];
        const auto &units = m_layout.unitsOf(cell);
        if (side.test(units[0]) || side.test(units[1]) || side.test(units[2]))
            return;
        for (const std::uint8_t unit : units)
            side.set(unit);
        m_path[idx(m_length++)] = cell;
        m_onPath.add(cell);
        for (std::size_t k = 0; k < boxRowColumn.size(); ++k) {
            if (static_cast<int>(k) == lastKind)
                continue;
            const int unit = m_layout.unitHolding(cell, boxRowColumn[k]);
            m_links[idx(m_length - 1)] = unit;
            for (const int next : m_layout.cellsOf(unit)) {
                if (next == m_path[0] && m_length >= 4) {
                    closeLoop();
                    continue;
                }
                const Candidates digits = m_analysis.candidatesOf(next);
                if (m_onPath.contains(next) || (digits & m_pair) != m_pair)
                    continue;
                const Candidates extras = (extraDigits | digits) & ~m_pair;
                const bool bivalue = countOf(digits) == 2;
                if (bivalue || countOf(extras) == 1 || extrasAllowed > 0)
                    walk(next, extrasAllowed - (bivalue ? 0 : 1), extras, static_cast<int>(k));
            }
        }
        m_onPath.remove(cell);
        --m_length;
        for (const std::uint8_t unit : units)
            side.reset(unit);
    }

    // Sudoku Explainer's test of a loop: taking its cells alternately, each side meets every
    // unit at most once, and both sides meet the same units.
    bool isValidLoop() const
    {
        std::bitset<Layout::MaxUnits> even;
        std::bitset<Layout::MaxUnits> odd;
        for (int i = 0; i < m_length; ++i) {
            std::bitset<Layout::MaxUnits> &side = i % 2 == 0 ? even : odd;
            for (const std::uint8_t unit : m_layout.unitsOf(m_path[idx(i)])) {
                if (side.test(unit))
                    return false;
                side.set(unit);
            }
        }
        return even == odd;
    }

    void closeLoop()
    {
        if (!isValidLoop())
            return;
        std::array<int, Layout::MaxCells> extras{};
        int extraCount = 0;
        for (int i = 0; i < m_length; ++i) {
            if (countOf(m_analysis.candidatesOf(m_path[idx(i)])) > 2)
                extras[idx(extraCount++)] = m_path[idx(i)];
        }
        if (extraCount == 1) {
            Hint hint = hintOf(LoopHintKind::Type1, 1);
            for (const int digit : m_pair)
                hint.struck[idx(digit - 1)].add(extras[0]);
            consider(hint);
        } else if (extraCount > 2) {
            consider(type2(extras, extraCount));
        } else if (extraCount == 2) {
            const int c1 = extras[0];
            const int c2 = extras[1];
            const Candidates others = (m_analysis.candidatesOf(c1) | m_analysis.candidatesOf(c2)) & ~m_pair;
            if (countOf(others) == 1)
                consider(type2(extras, extraCount));
            else
                type3(c1, c2, others);
            type4(c1, c2);
        }
    }

    Hint hintOf(LoopHintKind kind, int type) const
    {
        Hint hint;
        hint.kind = kind;
        hint.type = type;
        hint.length = m_length;
        hint.difficulty = loopDifficulty(m_length);
        for (int i = 0; i < m_length; ++i)
            hint.loop.add(m_path[idx(i)]);
        return hint;
    }

    // Type 2: the cells holding more hold one more digit, the same: one of them is it. (On a
    // rectangle whose cells holding more share no unit, or are three, players call it type 5;
    // Sudoku Explainer finds and rates it as type 2.)
    Hint type2(const std::array<int, Layout::MaxCells> &extras, int count) const
    {
        Hint hint = hintOf(LoopHintKind::Type2, 2);
        const int digit = (m_analysis.candidatesOf(extras[0]) & ~m_pair).first();
        CellSet victims = m_analysis.cellsWith(digit);
        for (int i = 0; i < count; ++i)
            victims &= m_layout.peerSet(extras[idx(i)]);
        hint.spread = count > 2 || !m_layout.peerSet(extras[0]).contains(extras[1]);
        hint.struck[idx(digit - 1)] = victims;
        return hint;
    }

    // Type 3: the two cells holding more, as one cell holding their other digits, make a naked
    // set with other cells of a unit they share; or the loop's digits make a hidden set there
    // with other digits. Sudoku Explainer's order: sizes 2-7, units box, row, column, naked
    // then hidden.
    void type3(int c1, int c2, Candidates others)
    {
        for (int size = 2; size <= 7; ++size) {
            for (const UnitKind kind : boxRowColumn) {
                const int unit = m_layout.unitHolding(c1, kind);
                if (unit != m_layout.unitHolding(c2, kind))
                    continue;
                const int empty = m_analysis.emptyCount[idx(unit)];
                if (2 * size <= empty && size >= countOf(others))
                    nakedType3(c1, c2, others, size, unit, kind);
                if (2 * size < empty)
                    hiddenType3(c1, c2, others, size, unit, kind);
            }
        }
    }

    void nakedType3(int c1, int c2, Candidates others, int size, int unit, UnitKind kind)
    {
        const unsigned at1 = 1u << m_layout.positionIn(c1, kind);
        const unsigned at2 = 1u << m_layout.positionIn(c2, kind);
        const auto &cells = m_layout.cellsOf(unit);
        // A filled cell holds no candidate, so no set takes it (commonTuple): only the empty
        // cells' places are tried.
        unsigned open = at1;
        for (int i = 0; i < m_layout.size(); ++i) {
            if (!m_analysis.candidatesOf(cells[idx(i)]).isEmpty())
                open |= 1u << i;
        }
        forEachSubsetWithin(size, open & ~at2, [&](unsigned positions) {
            if ((positions & at1) == 0)
                return false;
            // Sudoku Explainer's count of the set's digits starts from the other digits both
            // cells hold.
            Candidates digits = others & m_analysis.candidatesOf(c1) & m_analysis.candidatesOf(c2);
            std::array<unsigned, 7> sets{};
            Hint hint = hintOf(LoopHintKind::NakedType3, 3);
            int n = 0;
            for (unsigned rest = positions; rest != 0; rest = withoutLowestBit(rest)) {
                const int position = std::countr_zero(rest);
                if (position == std::countr_zero(at1)) {
                    sets[idx(n++)] = others.bits();
                    continue;
                }
                const int cell = cells[idx(position)];
                sets[idx(n++)] = m_analysis.candidatesOf(cell).bits();
                digits |= m_analysis.candidatesOf(cell);
                hint.others[idx(hint.otherCount++)] = cell;
            }
            if (countOf(digits) != size)
                return false;
            const Candidates set = Candidates::fromBits(commonTuple(std::span(sets).first(idx(n)), size, 2));
            if (set.isEmpty())
                return false;
            CellSet rest = m_layout.unitSet(unit) - CellSet::of(c1) - CellSet::of(c2);
            for (int i = 0; i < hint.otherCount; ++i)
                rest.remove(hint.others[idx(i)]);
            for (const int digit : set)
                hint.struck[idx(digit - 1)] = m_analysis.cellsWith(digit) & rest;
            hint.unit = unit;
            hint.setDigits = set;
            hint.difficulty += (countOf(set) - 1) * 0.1;
            if (hint.strikes())
                consider(hint);
            return false;
        });
    }

    void hiddenType3(int c1, int c2, Candidates others, int size, int unit, UnitKind kind)
    {
        const unsigned at1 = 1u << m_layout.positionIn(c1, kind);
        const unsigned at2 = 1u << m_layout.positionIn(c2, kind);
        std::array<int, Layout::MaxDigits> rest{}; // the digits neither the loop's nor the others
        int restCount = 0;
        for (int digit = 1; digit <= m_layout.size(); ++digit) {
            if (!m_pair.contains(digit) && !others.contains(digit))
                rest[idx(restCount++)] = digit;
        }
        if (size - 2 > restCount)
            return;
        forEachSubset(size - 2, restCount, [&](unsigned chosen) {
            Candidates digits = m_pair;
            for (unsigned bits = chosen; bits != 0; bits = withoutLowestBit(bits))
                digits.add(rest[idx(std::countr_zero(bits))]);
            std::array<unsigned, Layout::MaxDigits> sets{};
            int n = 0;
            for (const int digit : digits)
                sets[idx(n++)] = m_analysis.placesOf(unit, digit) & ~at2;
            const unsigned places = commonTuple(std::span(sets).first(idx(n)), size, 1);
            if (places == 0)
                return false;
            Hint hint = hintOf(LoopHintKind::HiddenType3, 3);
            hint.hidden = cellsAt(m_layout, unit, static_cast<typename Layout::Places>(places & ~at1 & ~at2));
            for (const int cell : hint.hidden) {
                for (const int digit : m_analysis.candidatesOf(cell) & ~digits)
                    hint.struck[idx(digit - 1)].add(cell);
            }
            hint.unit = unit;
            hint.setDigits = digits;
            hint.difficulty += (hint.hidden.count() - 1) * 0.1;
            if (hint.strikes())
                consider(hint);
            return false;
        });
    }

    // Type 4: one loop digit has no other place than the two cells in a unit they share: one
    // of them is it, so neither can be the other loop digit.
    void type4(int c1, int c2)
    {
        const int v1 = m_pair.first();
        const int v2 = (m_pair & ~Candidates::single(v1)).first();
        int unit1 = -1;
        int unit2 = -1;
        for (const UnitKind kind : boxRowColumn) {
            const int unit = m_layout.unitHolding(c1, kind);
            if (unit != m_layout.unitHolding(c2, kind))
                continue;
            const CellSet rest = m_layout.unitSet(unit) - CellSet::of(c1) - CellSet::of(c2);
            if (!m_analysis.cellsWith(v1).intersects(rest))
                unit1 = unit;
            if (!m_analysis.cellsWith(v2).intersects(rest))
                unit2 = unit;
        }
        if (unit1 < 0 && unit2 < 0)
            return;
        Hint hint = hintOf(LoopHintKind::Type4, 4);
        hint.unit = unit1 >= 0 ? unit1 : unit2;
        const int struck = unit1 >= 0 ? v2 : v1;
        hint.struck[idx(struck - 1)] = CellSet::of(c1) | CellSet::of(c2);
        consider(hint);
    }

    // Sudoku Explainer's keeping of a hint (none the same before, something struck) and its
    // stable sort by difficulty, then type: the first kept of the least wins.
    void consider(const Hint &hint)
    {
        for (const Hint &kept : m_kept) {
            if (kept.sameAs(hint))
                return;
        }
        if (!hint.strikes())
            return;
        m_kept.push_back(hint);
        if (m_best && (hint.difficulty > m_bestDifficulty
                       || (hint.difficulty == m_bestDifficulty && hint.type >= m_bestType)))
            return;
        if (!m_analysis.allows(techniqueOf(hint)))
            return; // the easiest of the types a step may be of
        m_best = stepOf(hint);
        m_bestDifficulty = hint.difficulty;
        m_bestType = hint.type;
    }

    static Technique techniqueOf(const Hint &hint)
    {
        return hint.length == 4 && hint.spread ? Technique::UniqueRectangleType5 : loopTechnique(hint.length, hint.type);
    }

    Step stepOf(const Hint &hint) const
    {
        Step step = newStep(m_analysis, techniqueOf(hint));
        step.difficulty = tenthsOf(hint.difficulty);
        for (int digit = 1; digit <= m_layout.size(); ++digit)
            addCellDigits(step.eliminations, hint.struck[idx(digit - 1)], digit);
        std::array<Candidates, Layout::MaxCells> shown{};
        for (int i = 0; i < m_length; ++i) {
            const int cell = m_path[idx(i)];
            step.cells.push_back(cell);
            step.units.push_back(m_links[idx(i)]);
            shown[idx(cell)] = m_analysis.candidatesOf(cell);
        }
        const auto addCell = [&](int cell, Candidates digits) {
            if (shown[idx(cell)].isEmpty())
                step.cells.push_back(cell);
            shown[idx(cell)] |= digits;
        };
        for (int i = 0; i < hint.otherCount; ++i)
            addCell(hint.others[idx(i)], m_analysis.candidatesOf(hint.others[idx(i)]));
        for (const int cell : hint.hidden)
            addCell(cell, m_analysis.candidatesOf(cell) & hint.setDigits);
        for (int cell = 0; cell < m_layout.cellCount(); ++cell) {
            for (const int digit : shown[idx(cell)])
                step.candidates.push_back({cell, digit});
        }
        if (hint.unit >= 0)
            step.coverUnits = {hint.unit};
        step.digits = m_pair;
        sortLists(step);
        return step;
    }

    const Analysis<Layout> &m_analysis;
    const Layout &m_layout;
    Candidates m_pair;
    std::array<int, Layout::MaxCells> m_path{};
    std::array<int, Layout::MaxCells> m_links{}; // m_links[i]: the unit from m_path[i] to the next
    int m_length = 0;
    CellSet m_onPath;
    std::array<std::bitset<Layout::MaxUnits>, 2> m_sides{}; // the units each side of the path meets
    std::vector<Hint> m_kept;
    std::optional<Step> m_best;
    double m_bestDifficulty = 0;
    int m_bestType = 0;
};

// ---------------------------------------------------------------------------------------
// BUG

// A bivalue universal grave but for the extra digits of a few cells, as Sudoku Explainer (with
// lkSudoku's fix) finds it: in each unit (boxes, rows, columns) each digit with neither 0 nor
// 2 places must have exactly one place among its cells of three or more candidates, whose
// extra digit it is — or, when every such digit is the same one, its places of three or more
// candidates all count. Without the extra digits every empty cell keeps two candidates and
// every digit 0 or 2 places in each unit.
template <typename Layout>
struct Bug {
    using CellSet = typename Layout::CellSet;
    std::array<int, Layout::MaxCells> cells{}; // in the order found
    int cellCount = 0;
    CellSet cellSet;
    std::array<Candidates, Layout::MaxCells> extra{};
    Candidates extraDigits;             // the digits found one to a unit (not a lone digit's)
    CellSet common;                     // the cells that see every cell of the BUG
    bool hasCommon = false;
    std::array<Candidates, Layout::MaxCells> without{}; // the candidates without the extra digits
};

// Adds a cell holding an extra digit; false when the BUG cannot help (several digits in cells
// no cell sees all of).
template <typename Layout>
bool addBugCell(const Layout &layout, Bug<Layout> &bug, int cell, int digit)
{
    if (!bug.cellSet.contains(cell))
        bug.cells[idx(bug.cellCount++)] = cell;
    bug.cellSet.add(cell);
    bug.extra[idx(cell)].add(digit);
    bug.without[idx(cell)].remove(digit);
    bug.common = bug.hasCommon ? bug.common & layout.peerSet(cell) : layout.peerSet(cell);
    bug.hasCommon = true;
    bug.common -= bug.cellSet;
    return !(bug.cellCount > 1 && countOf(bug.extraDigits) > 1 && bug.common.isEmpty());
}

template <typename Layout>
bool isBivalueGrave(const Analysis<Layout> &analysis, const Bug<Layout> &bug)
{
    for (const int cell : analysis.emptyCells) {
        if (countOf(bug.without[idx(cell)]) != 2)
            return false;
    }
    for (int unit = 0; unit < analysis.layout.unitCount(); ++unit) {
        for (int digit = 1; digit <= analysis.size(); ++digit) {
            int places = 0;
            for (const int cell : analysis.layout.cellsOf(unit))
                places += bug.without[idx(cell)].contains(digit) ? 1 : 0;
            if (places != 0 && places != 2)
                return false;
        }
    }
    return true;
}

template <typename Layout>
std::optional<Bug<Layout>> bugOf(const Analysis<Layout> &analysis)
{
    using CellSet = typename Layout::CellSet;
    const Layout &layout = analysis.layout;
    Bug<Layout> bug;
    bug.without = analysis.candidates;
    CellSet loneDigitCells; // the cells of three or more candidates where a lone digit goes
    bool anyExtra = false;
    bool loneDigit = true;
    int onlyDigit = 0;
    for (const UnitKind kind : boxRowColumn) {
        for (int number = 0; number < layout.size(); ++number) {
            const int unit = layout.unitOf(kind, number);
            for (int digit = 1; digit <= layout.size(); ++digit) {
                const int places = countOf(analysis.placesOf(unit, digit));
                if (places == 0 || places == 2)
                    continue;
                CellSet crowded; // its places in cells of three or more candidates
                for (const int cell : analysis.cellsWith(digit) & layout.unitSet(unit)) {
                    if (countOf(analysis.candidatesOf(cell)) >= 3)
                        crowded.add(cell);
                }
                if (!anyExtra) {
                    loneDigitCells = crowded;
                    onlyDigit = digit;
                    anyExtra = true;
                } else if (loneDigit) {
                    if (digit == onlyDigit)
                        loneDigitCells |= crowded;
                    else
                        loneDigit = false;
                }
                if (crowded.count() == 1) {
                    bug.extraDigits.add(digit);
                    if (!addBugCell(layout, bug, crowded.first(), digit))
                        return std::nullopt;
                }
                if (crowded.isEmpty())
                    return std::nullopt;
            }
        }
    }
    if (loneDigit && anyExtra) {
        // Sudoku Explainer does not count the lone digit among the extra digits here.
        for (const int cell : loneDigitCells - bug.cellSet) {
            if (!addBugCell(layout, bug, cell, onlyDigit))
                return std::nullopt;
        }
    }
    if (!isBivalueGrave(analysis, bug))
        return std::nullopt;
    return bug;
}

template <typename Layout>
Step bugStep(const Analysis<Layout> &analysis, const Bug<Layout> &bug, Technique technique)
{
    Step step = newStep(analysis, technique);
    for (int i = 0; i < bug.cellCount; ++i) {
        const int cell = bug.cells[idx(i)];
        step.cells.push_back(cell);
        for (const int digit : bug.extra[idx(cell)])
            step.candidates.push_back({cell, digit});
    }
    step.digits = bug.extraDigits;
    return step;
}

// Type 1: one cell holds extra digits: it keeps only them.
template <typename Layout>
std::optional<Step> bugType1(const Analysis<Layout> &analysis, const Bug<Layout> &bug)
{
    const int cell = bug.cells[0];
    Step step = bugStep(analysis, bug, Technique::BugType1);
    for (const int digit : analysis.candidatesOf(cell) & ~bug.extraDigits)
        step.eliminations.push_back({cell, digit});
    sortLists(step);
    return step;
}

// Type 2: the cells holding extra digits hold the same one: it leaves what sees them all.
template <typename Layout>
std::optional<Step> bugType2(const Analysis<Layout> &analysis, const Bug<Layout> &bug)
{
    const int digit = bug.extraDigits.first();
    if (!bug.hasCommon)
        return std::nullopt;
    const typename Layout::CellSet struck = bug.common & analysis.cellsWith(digit);
    if (struck.isEmpty())
        return std::nullopt;
    Step step = bugStep(analysis, bug, Technique::BugType2);
    addCellDigits(step.eliminations, struck, digit);
    sortLists(step);
    return step;
}

// Type 4: two cells of a unit hold extra digits and share one other digit, k, that is not an
// extra one: k's two places in the unit are those cells, so one of them is k, the other takes
// its extra digit, and neither keeps anything else.
template <typename Layout>
std::optional<Step> bugType4(const Analysis<Layout> &analysis, const Bug<Layout> &bug)
{
    const int c1 = bug.cells[0];
    const int c2 = bug.cells[1];
    const Candidates shared = analysis.candidatesOf(c1) & analysis.candidatesOf(c2) & ~bug.extraDigits;
    if (!shared.isSingle())
        return std::nullopt;
    for (const UnitKind kind : boxRowColumn) {
        const int unit = analysis.layout.unitHolding(c1, kind);
        if (unit != analysis.layout.unitHolding(c2, kind))
            continue;
        Step step = bugStep(analysis, bug, Technique::BugType4);
        for (const int cell : {c1, c2}) {
            for (const int digit : analysis.candidatesOf(cell) & ~bug.extra[idx(cell)] & ~shared)
                step.eliminations.push_back({cell, digit});
        }
        if (step.eliminations.empty())
            return std::nullopt; // Sudoku Explainer would report it striking nothing
        step.units = {unit};
        step.candidates.push_back({c1, shared.first()});
        step.candidates.push_back({c2, shared.first()});
        step.digits = shared;
        sortLists(step);
        return step;
    }
    return std::nullopt;
}

// Type 3: the cells holding extra digits lie in one unit; with other cells of it that see them
// all, their extra digits make a naked set. Sizes 2-6, units box, row, column.
template <typename Layout>
std::optional<Step> bugType3(const Analysis<Layout> &analysis, const Bug<Layout> &bug)
{
    for (int size = 2; size <= 6; ++size) {
        for (const UnitKind kind : boxRowColumn) {
            const int unit = analysis.layout.unitHolding(bug.cells[0], kind);
            if (!bug.cellSet.isSubsetOf(analysis.layout.unitSet(unit)))
                continue;
            const std::vector<int> around = cellList(bug.common & analysis.layout.unitSet(unit));
            const int count = static_cast<int>(around.size());
            if (count < size)
                continue;
            const auto stepOf = [&](unsigned chosen) -> std::optional<Step> {
                std::array<unsigned, 6> sets{};
                int n = 0;
                typename Layout::CellSet naked;
                Candidates digits;
                for (unsigned rest = chosen; rest != 0; rest = withoutLowestBit(rest)) {
                    const int cell = around[idx(std::countr_zero(rest))];
                    naked.add(cell);
                    sets[idx(n++)] = analysis.candidatesOf(cell).bits();
                    digits |= analysis.candidatesOf(cell);
                }
                sets[idx(n++)] = bug.extraDigits.bits();
                if (countOf(digits) != size)
                    return std::nullopt;
                const Candidates set = Candidates::fromBits(commonTuple(std::span(sets).first(idx(n)), size, 2));
                if (set.isEmpty())
                    return std::nullopt;
                typename Layout::CellSet rest;
                for (const int cell : around)
                    rest.add(cell);
                rest -= naked | bug.cellSet;
                Step step = bugStep(analysis, bug, Technique::BugType3);
                for (const int digit : set)
                    addCellDigits(step.eliminations, analysis.cellsWith(digit) & rest, digit);
                if (step.eliminations.empty())
                    return std::nullopt;
                step.difficulty = tenthsOf(5.7 + (countOf(set) - 1) * 0.1);
                step.units = {unit};
                for (const int cell : naked) {
                    step.cells.push_back(cell);
                    addCandidatesOf(analysis, cell, step.candidates);
                }
                step.digits = set;
                sortLists(step);
                return step;
            };
            if (auto step = firstStepOfSubsets(size - 1, count, stepOf))
                return step;
        }
    }
    return std::nullopt;
}

} // namespace

template <typename Layout>
std::optional<Step> findUniqueLoop(const Analysis<Layout> &analysis, Technique)
{
    if (!analysis.assumeUnique)
        return std::nullopt;
    LoopSearch<Layout> search(analysis);
    return search.run();
}

template <typename Layout>
std::optional<Step> findBug(const Analysis<Layout> &analysis, Technique)
{
    if (!analysis.assumeUnique)
        return std::nullopt;
    const auto bug = bugOf(analysis);
    if (!bug || bug->cellCount == 0)
        return std::nullopt;
    // Each type only where a step may be of it.
    const auto allows = [&analysis](Technique type) { return analysis.allows(type); };
    if (bug->cellCount == 1)
        return allows(Technique::BugType1) ? bugType1(analysis, *bug) : std::nullopt;
    if (countOf(bug->extraDigits) == 1) {
        if (allows(Technique::BugType2)) {
            if (auto step = bugType2(analysis, *bug))
                return step;
        }
        return bug->cellCount == 2 && allows(Technique::BugType4) ? bugType4(analysis, *bug) : std::nullopt;
    }
    if (!bug->hasCommon || bug->common.isEmpty())
        return std::nullopt;
    if (bug->cellCount == 2 && allows(Technique::BugType4)) {
        if (auto step = bugType4(analysis, *bug))
            return step;
    }
    return allows(Technique::BugType3) ? bugType3(analysis, *bug) : std::nullopt;
}

SUDOKU_FINDER_ON_LAYOUTS(findUniqueLoop);
SUDOKU_FINDER_ON_LAYOUTS(findBug);

} // namespace sudoku::techniques

namespace sudoku::techniques {

// A unique loop step: its loop is its first units.size() cells (step.h), the cells holding more
// than the loop's digits are those whose candidates show more.
Phrase whyUniqueLoop(const Step &step)
{
    const std::size_t length = step.units.size();
    if (length < 4 || step.cells.size() < length || step.eliminations.empty())
        return {};
    const std::vector<int> loop(step.cells.begin(), step.cells.begin() + static_cast<std::ptrdiff_t>(length));
    const std::vector<int> added(step.cells.begin() + static_cast<std::ptrdiff_t>(length), step.cells.end());
    const Candidates pair = step.digits;
    std::vector<int> plain;
    std::vector<int> extras;
    Candidates extraDigits;
    for (const int cell : loop) {
        const Candidates more = candidatesIn(step, cell) & ~pair;
        (more.isEmpty() ? plain : extras).push_back(cell);
        extraDigits |= more;
    }
    const int struck = step.eliminations.front().digit;
    switch (step.technique) {
    case Technique::UniqueRectangleType1:
    case Technique::UniqueLoopType1:
        return phrase(
            SUDOKU_TRANSLATE_NOOP("Explain", "%1 hold only %2; if %3 did too, %2 could swap for a second solution"),
            {arg::cells(plain), arg::digits(pair), arg::cell(step.eliminations.front().cell)});
    case Technique::UniqueRectangleType2:
    case Technique::UniqueRectangleType5:
    case Technique::UniqueLoopType2:
        return phrase(SUDOKU_TRANSLATE_NOOP(
                          "Explain",
                          "%1 make a loop on %2, and %3 also hold %4: were none of them %4, %2 could swap round "
                          "the loop for a second solution"),
                      {arg::cells(loop), arg::digits(pair), arg::cells(extras), arg::digit(struck)});
    case Technique::UniqueRectangleType4:
    case Technique::UniqueLoopType4: {
        if (step.coverUnits.size() != 1)
            return {};
        Candidates kept = pair;
        kept.remove(struck);
        return phrase(SUDOKU_TRANSLATE_NOOP(
                          "Explain",
                          "%1 make a loop on %2, and %3 also hold %4; in %5, %6 lies only in %3, so one of them is "
                          "%6, and were the other %7, %2 could swap round the loop for a second solution"),
                      {arg::cells(loop), arg::digits(pair), arg::cells(extras), arg::digits(extraDigits),
                       arg::unit(step.coverUnits.front()), arg::digit(kept.first()), arg::digit(struck)});
    }
    default:
        break;
    }
    if (step.coverUnits.size() != 1 || added.empty())
        return {};
    const Phrase forced = phrase(
        SUDOKU_TRANSLATE_NOOP("Explain",
                              "%1 make a loop on %2, and %3 also hold %4: one of them holds one of %4, or %2 "
                              "could swap round the loop for a second solution"),
        {arg::cells(loop), arg::digits(pair), arg::cells(extras), arg::digits(extraDigits)});
    const bool hidden = std::all_of(step.eliminations.begin(), step.eliminations.end(), [&](CellDigit e) {
        return std::find(added.begin(), added.end(), e.cell) != added.end();
    });
    Candidates setDigits = hidden ? pair : extraDigits;
    for (const int cell : added)
        setDigits |= candidatesIn(step, cell);
    if (hidden)
        return phrase(
            SUDOKU_TRANSLATE_NOOP("Explain", "%1; so %2 fit only in the other one and %3 in %4"),
            {arg::phrase(forced), arg::digits(setDigits), arg::cells(added), arg::unit(step.coverUnits.front())});
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1; so %2, as one cell, and %3 hold only %4 in %5"),
                  {arg::phrase(forced), arg::cells(extras), arg::cells(added), arg::digits(setDigits),
                   arg::unit(step.coverUnits.front())});
}

// A BUG step: the cells holding extra digits and those digits are its first cells and their
// candidates (step.h).
Phrase whyBug(const Step &step)
{
    if (step.cells.empty() || step.eliminations.empty())
        return {};
    const Phrase grave = phrase(
        SUDOKU_TRANSLATE_NOOP("Explain",
                              "every empty cell would hold two candidates and every digit two places in each "
                              "unit, a board that never has exactly one solution"));
    std::size_t bugCells = step.cells.size();
    if (step.technique == Technique::BugType3)
        bugCells -= static_cast<std::size_t>(countOf(step.digits) - 1);
    const std::vector<int> cells(step.cells.begin(), step.cells.begin() + static_cast<std::ptrdiff_t>(bugCells));
    std::vector<CellDigit> extras;
    for (const int cell : cells) {
        for (const int digit : candidatesIn(step, cell)) {
            if (step.technique != Technique::BugType4 || !step.digits.contains(digit))
                extras.push_back({cell, digit});
        }
    }
    switch (step.technique) {
    case Technique::BugType1:
        if (step.digits.isSingle())
            return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 must be %2, or %3"),
                          {arg::cell(cells.front()), arg::digits(step.digits), arg::phrase(grave)});
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 must be one of %2, or %3"),
                      {arg::cell(cells.front()), arg::digits(step.digits), arg::phrase(grave)});
    case Technique::BugType2:
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "one of %1 must be %2, or %3"),
                      {arg::cells(cells), arg::digits(step.digits), arg::phrase(grave)});
    case Technique::BugType3: {
        if (step.units.size() != 1)
            return {};
        const std::vector<int> naked(step.cells.begin() + static_cast<std::ptrdiff_t>(bugCells), step.cells.end());
        return phrase(SUDOKU_TRANSLATE_NOOP(
                          "Explain", "one of %1 must be true, or %2; so %3, as one cell, and %4 hold only %5 in %6"),
                      {arg::candidates(extras), arg::phrase(grave), arg::cells(cells), arg::cells(naked),
                       arg::digits(step.digits), arg::unit(step.units.front())});
    }
    case Technique::BugType4:
        if (step.units.size() != 1)
            return {};
        return phrase(SUDOKU_TRANSLATE_NOOP(
                          "Explain",
                          "one of %1 must be true, or %2; in %3, %4 lies only in %5, so each of them is %4 or its "
                          "extra digit"),
                      {arg::candidates(extras), arg::phrase(grave), arg::unit(step.units.front()),
                       arg::digits(step.digits), arg::cells(cells)});
    default:
        return {};
    }
}

} // namespace sudoku::techniques
