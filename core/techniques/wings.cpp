// Wings: a few bivalue cells (and for the W-Wing a strong link) that between them force one
// digit into one of two or three cells, so that no cell seeing them all can hold it.

#include "techniques.h"

#include <utility>

namespace sudoku::techniques {
namespace {

// Every candidate of the cells, for a wing's `candidates`.
void addAllCandidates(const Analysis &analysis, Step &step)
{
    for (const int cell : step.cells) {
        for (const int digit : analysis.candidatesOf(cell))
            step.candidates.push_back({cell, digit});
    }
}

// The step of a wing striking `digit` from `struck`.
Step wingStep(const Analysis &analysis, Technique technique, std::vector<int> cells,
              int digit, CellSet struck)
{
    Step step;
    step.technique = technique;
    addCellDigits(step.eliminations, struck, digit);
    step.cells = std::move(cells);
    addAllCandidates(analysis, step);
    sortLists(step);
    for (const int cell : step.cells)
        step.digits |= analysis.candidatesOf(cell);
    return step;
}

} // namespace

// XY-Wing: pivot {x,y}, pincers {x,z} and {y,z} among its bivalue peers. Whichever digit the
// pivot takes, one pincer is left with z.
std::optional<Step> findXYWing(const Analysis &analysis, Technique technique)
{
    for (const int pivot : analysis.bivalueCells) {
        const Candidates xy = analysis.candidatesOf(pivot);
        const CellSet pincers = analysis.bivalueCells & peerSet[idx(pivot)];
        for (const int pincer1 : pincers) {
            const Candidates xz = analysis.candidatesOf(pincer1);
            const Candidates x = xz & xy;
            if (!x.isSingle())
                continue;
            const Candidates z = xz & ~x;
            for (const int pincer2 : pincers) {
                // The second pincer holds z and the pivot's other digit: {y, z}.
                if (pincer2 <= pincer1 || analysis.candidatesOf(pincer2) != ((xy & ~x) | z))
                    continue;
                const int digit = z.first();
                const CellSet struck = (analysis.cellsWith(digit) & peerSet[idx(pincer1)]
                                        & peerSet[idx(pincer2)]);
                if (struck.isEmpty())
                    continue;
                Step step = wingStep(analysis, technique, {pivot, pincer1, pincer2}, digit, struck);
                const int dx = x.first();
                const int dy = (xy & ~x).first();
                step.chains = {alternatingChain(analysis, {{pincer1, digit}, {pincer1, dx}, {pivot, dx},
                                                           {pivot, dy}, {pincer2, dy}, {pincer2, digit}})};
                return step;
            }
        }
    }
    return std::nullopt;
}

// XYZ-Wing: pivot {x,y,z}, pincers {x,z} and {y,z} among its peers. One of the three holds z,
// so a cell seeing all three cannot.
std::optional<Step> findXYZWing(const Analysis &analysis, Technique technique)
{
    for (const int pivot : analysis.emptyCells) {
        const Candidates xyz = analysis.candidatesOf(pivot);
        if (countOf(xyz) != 3)
            continue;
        const CellSet pincers = analysis.bivalueCells & peerSet[idx(pivot)];
        for (const int pincer1 : pincers) {
            const Candidates xz = analysis.candidatesOf(pincer1);
            if ((xz & xyz) != xz)
                continue;
            for (const int pincer2 : pincers) {
                const Candidates yz = analysis.candidatesOf(pincer2);
                const Candidates z = xz & yz;
                if (pincer2 <= pincer1 || (yz & xyz) != yz || !z.isSingle())
                    continue;
                const int digit = z.first();
                const CellSet struck = analysis.cellsWith(digit) & peerSet[idx(pivot)]
                                     & peerSet[idx(pincer1)] & peerSet[idx(pincer2)];
                if (!struck.isEmpty())
                    return wingStep(analysis, technique, {pivot, pincer1, pincer2}, digit, struck);
            }
        }
    }
    return std::nullopt;
}

// W-Wing: two cells that hold only {x,y} and do not see each other, and a strong link on x
// whose ends see one cell each. One of the cells holds y: if the first is x, the link's end
// it sees is not, so the other end is x, so the second cell is y.
std::optional<Step> findWWing(const Analysis &analysis, Technique technique)
{
    for (const int cell1 : analysis.bivalueCells) {
        const Candidates pair = analysis.candidatesOf(cell1);
        for (const int cell2 : analysis.bivalueCells - peerSet[idx(cell1)]) {
            if (cell2 <= cell1 || analysis.candidatesOf(cell2) != pair)
                continue;
            for (const int x : pair) {
                const int y = (pair & ~Candidates::single(x)).first();
                const CellSet struck =
                    analysis.cellsWith(y) & peerSet[idx(cell1)] & peerSet[idx(cell2)];
                if (struck.isEmpty())
                    continue;
                for (const int unit : unitSearchOrder) {
                    const CellSet link = analysis.cellsWith(x) & unitSet[idx(unit)];
                    if (link.count() != 2 || link.contains(cell1) || link.contains(cell2))
                        continue;
                    int end1 = link.first();
                    int end2 = (link - CellSet::of(end1)).first();
                    const auto joins = [&](int a, int b) {
                        return peerSet[idx(a)].contains(cell1) && peerSet[idx(b)].contains(cell2);
                    };
                    if (!joins(end1, end2))
                        std::swap(end1, end2);
                    if (!joins(end1, end2))
                        continue;
                    Step step;
                    step.technique = technique;
                    addCellDigits(step.eliminations, struck, y);
                    step.units = {unit};
                    step.cells = {cell1, end1, end2, cell2};
                    step.candidates = {{cell1, x}, {cell1, y}, {end1, x}, {end2, x},
                                       {cell2, x}, {cell2, y}};
                    sortLists(step);
                    step.chains = {alternatingChain(analysis, {{cell1, y}, {cell1, x}, {end1, x}, {end2, x},
                                                               {cell2, x}, {cell2, y}})};
                    step.digits = pair;
                    return step;
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace sudoku::techniques

namespace sudoku::techniques {
namespace {

// The step's pattern digits in one cell.
Candidates candidatesIn(const Step &step, int cell)
{
    Candidates digits;
    for (const CellDigit candidate : step.candidates) {
        if (candidate.cell == cell)
            digits.add(candidate.digit);
    }
    return digits;
}

} // namespace

Phrase whyXYWing(const Step &step)
{
    const auto &cells = step.cells;
    if (cells.size() != 3 || step.eliminations.empty())
        return {};
    std::vector<Phrase> holds;
    for (const int cell : cells)
        holds.push_back(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 holds %2"),
                               {arg::cell(cell), arg::digits(candidatesIn(step, cell))}));
    const PhraseArg z = arg::digit(step.eliminations.front().digit);
    if (step.technique == Technique::XYZWing)
        return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: one of the three is %2"), {arg::sequence(holds), z});
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1: whichever %2 is, %3 or %4 is %5"),
                  {arg::sequence(holds), arg::cell(cells[0]), arg::cell(cells[1]), arg::cell(cells[2]), z});
}

Phrase whyWWing(const Step &step)
{
    const auto &cells = step.cells;
    if (cells.size() != 4 || step.units.size() != 1 || step.eliminations.empty())
        return {};
    const int y = step.eliminations.front().digit;
    Candidates x = step.digits;
    x.remove(y);
    return phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 hold only %2; in %3, %4 lies only in %5: %6 or %7 is %8"),
                  {arg::cells({cells[0], cells[3]}), arg::digits(step.digits), arg::unit(step.units[0]),
                   arg::digits(x), arg::cells({cells[1], cells[2]}), arg::cell(cells[0]), arg::cell(cells[3]),
                   arg::digit(y)});
}

} // namespace sudoku::techniques
