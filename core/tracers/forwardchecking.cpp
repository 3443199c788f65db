// SPDX-License-Identifier: GPL-3.0-or-later
// forward-checking: every empty cell keeps a domain (its candidates); the search fills the
// cell with the smallest domain (MRV; the first in reading order on a tie), tries its values
// least-constraining first (the value fewest empty peers share; the lower digit on a tie),
// and after each placement strikes the value from the peers' domains: a peer left with an
// empty domain is a forward-check failure, reported as a contradiction in that peer, and the
// placement is taken back at once.
// Backtracks by copying: each level keeps every cell's domain from before its placements (324
// bytes on 9×9, 1 kB on 16×16), simpler than logging each pruned value and about as fast.

#include "tracers.h"

#include <algorithm>

namespace sudoku {
namespace {

using namespace tracing;

template <typename Layout>
class ForwardCheckingTracer final : public Tracer {
public:
    ForwardCheckingTracer(const Grid &puzzle, const std::atomic<bool> *cancel)
        : Tracer(Algorithm::ForwardChecking, puzzle, cancel), m_layout(puzzle),
          m_digits(digitsOf(m_layout, puzzle)), m_domains(m_layout.template perCell<Candidates>()),
          m_levels(m_layout.template perCell<Level>()), m_cages(puzzle)
    {
        for (int cell = 0; cell < m_layout.cellCount(); ++cell)
            m_domains[idx(cell)] = puzzle.candidates(cell) & Candidates::fromBits(m_cages.allowed(m_digits, cell));
    }

    int stackDepth() const override { return m_depth; }

private:
    enum class Phase : std::uint8_t {
        Choose,   // pick the next cell (no event)
        Place,    // place the level's next value, or back out of an exhausted level
        Failed,   // report the forward-check failure
        TakeBack, // take back the placement that failed its forward check
    };

    using Domains = typename Layout::template PerCell<Candidates>;

    struct Level {
        int cell = 0;
        std::array<std::uint8_t, Layout::MaxDigits> values{}; // least-constraining first
        int valueCount = 0;
        int next = 0;         // index of the next value to place
        Domains domainsBefore; // as they were before this level's placements
    };

    // Pushes the level of the empty cell with the smallest domain; false when none is empty.
    bool chooseCell()
    {
        const int best =
            fewestCandidatesCell(m_domains, [this](int cell) { return m_digits[idx(cell)] == 0; });
        if (best < 0)
            return false;
        Level &level = m_levels[idx(m_depth++)];
        level.cell = best;
        level.next = 0;
        level.valueCount = 0;
        level.domainsBefore = m_domains;
        // Least-constraining value: how many empty peers would lose it.
        std::array<int, Layout::MaxDigits + 1> constrained{};
        for (const int digit : m_domains[idx(best)]) {
            for (const typename Layout::Cell peer : m_layout.peersOf(best))
                constrained[idx(digit)] += m_digits[peer] == 0 && m_domains[peer].contains(digit);
            level.values[idx(level.valueCount++)] = static_cast<std::uint8_t>(digit);
        }
        std::stable_sort(level.values.begin(), level.values.begin() + level.valueCount,
                         [&constrained](std::uint8_t a, std::uint8_t b) {
                             return constrained[a] < constrained[b];
                         });
        return true;
    }

    // Places the digit and strikes it from the empty peers' domains; returns the first peer
    // left with an empty domain, or -1.
    int placeAndCheck(int cell, int digit)
    {
        m_digits[idx(cell)] = static_cast<std::uint8_t>(digit);
        int emptied = -1;
        for (const typename Layout::Cell peer : m_layout.peersOf(cell)) {
            if (m_digits[peer] != 0 || !m_domains[peer].contains(digit))
                continue;
            m_domains[peer].remove(digit);
            if (m_domains[peer].isEmpty() && emptied < 0)
                emptied = peer;
        }
        // A killer's cage: its empty cells keep the digits that leave a sum they can make.
        if (m_cages.active()) {
            for (const typename Layout::Cell peer : m_layout.peersOf(cell)) {
                if (m_digits[peer] != 0)
                    continue;
                const Candidates kept = m_domains[peer] & Candidates::fromBits(m_cages.allowed(m_digits, peer));
                if (kept == m_domains[peer])
                    continue;
                m_domains[peer] = kept;
                if (kept.isEmpty() && emptied < 0)
                    emptied = peer;
            }
        }
        return emptied;
    }

    void takeBack(const Level &level, std::vector<Event> &out)
    {
        m_domains = level.domainsBefore;
        m_digits[idx(level.cell)] = 0;
        record(out, Event::backtrack(level.cell));
    }

    void produce(std::vector<Event> &out, std::size_t end) override
    {
        while (out.size() < end) {
            if (cancelled())
                return stopCancelled();
            switch (m_phase) {
            case Phase::Choose:
                if (!chooseCell())
                    return finish(TraceStatus::Solved, m_digits.data());
                m_phase = Phase::Place;
                break;
            case Phase::Place: {
                Level &top = m_levels[idx(m_depth - 1)];
                if (top.next == top.valueCount) {
                    // Every value failed: the placement of the level before was wrong.
                    if (--m_depth == 0)
                        return finish(TraceStatus::NoSolution);
                    takeBack(m_levels[idx(m_depth - 1)], out);
                    break;
                }
                const int digit = top.values[idx(top.next++)];
                m_failedCell = placeAndCheck(top.cell, digit);
                record(out, top.next < top.valueCount ? Event::tentativePlace(top.cell, digit)
                                                      : Event::place(top.cell, digit));
                m_phase = m_failedCell >= 0 ? Phase::Failed : Phase::Choose;
                break;
            }
            case Phase::Failed:
                record(out, Event::cellContradiction(m_failedCell));
                m_phase = Phase::TakeBack;
                break;
            case Phase::TakeBack:
                takeBack(m_levels[idx(m_depth - 1)], out);
                m_phase = Phase::Place;
                break;
            }
        }
    }

    [[no_unique_address]] Layout m_layout;
    Digits<Layout> m_digits;
    Domains m_domains; // the candidates of every empty cell
    // The explicit stack, one level per chosen cell (on any shape but 9×9 a level's domains
    // are allocated when it is first reached, and kept for its later uses).
    typename Layout::template PerCell<Level> m_levels;
    CageSums m_cages; // a killer's sums, kept by the domains of a cage's cells
    int m_depth = 0;
    Phase m_phase = Phase::Choose;
    int m_failedCell = -1;
};

} // namespace

std::unique_ptr<Tracer> makeForwardCheckingTracer(const Grid &puzzle, const std::atomic<bool> *cancel,
                                      tracing::LayoutChoice layout)
{
    return makeOnLayout<ForwardCheckingTracer>(puzzle, cancel, layout);
}

} // namespace sudoku
