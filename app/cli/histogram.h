// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Percentiles of any number of durations in fixed memory: what `rate --stats` reports over
// millions of puzzles and their steps, where keeping every time (8 bytes a step, some 140
// steps a puzzle) took gigabytes.
//
// A histogram on a log scale: bin i counts the times in [Smallest × Growth^i,
// Smallest × Growth^(i+1)) milliseconds, bin 0 everything shorter too, the last bin everything
// longer. A percentile is read as the geometric middle of the bin that holds its rank, so it
// is within half a bin (0.5 %) of the exact value; the count, sum, smallest and largest are
// kept exactly, and the middle of a bin is kept between them.
//
// A plain value, ~21 KB whatever it holds; not thread-safe (one thread adds, as rate's writer
// does).

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace sudoku::cli {

class DurationHistogram {
public:
    void add(double ms)
    {
        ++m_bins[binOf(ms)];
        ++m_count;
        m_sum += ms;
        m_smallest = std::min(m_smallest, ms);
        m_largest = std::max(m_largest, ms);
    }

    std::uint64_t count() const { return m_count; }
    double sum() const { return m_sum; }
    double mean() const { return m_count == 0 ? 0 : m_sum / static_cast<double>(m_count); }
    double largest() const { return m_count == 0 ? 0 : m_largest; }

    // The p-th percentile (p from 0 to 1) by nearest rank: the value that would stand at rank
    // round(p × (count − 1)) of the sorted times, within 0.5 % (within 0.1 µs below 0.1 µs);
    // 0 when empty.
    double percentile(double p) const
    {
        if (m_count == 0)
            return 0;
        const auto rank = static_cast<std::uint64_t>(std::llround(p * static_cast<double>(m_count - 1)));
        std::uint64_t seen = 0;
        std::size_t bin = 0;
        for (; bin + 1 < BinCount; ++bin) {
            seen += m_bins[bin];
            if (seen > rank)
                break;
        }
        const double middle = Smallest * std::pow(Growth, static_cast<double>(bin) + 0.5);
        return std::clamp(middle, m_smallest, m_largest);
    }

private:
    // 0.1 µs: shorter than the steady clock tells apart usefully.
    static constexpr double Smallest = 1e-4;
    // Each bin 1 % wider than the one before: its middle lies within 0.5 % of all it holds, so
    // that a median printed to three or four figures is off by a unit in the last at most.
    static constexpr double Growth = 1.01;
    // Up to 1e-4 ms × 1.01^2600 ≈ 1.7e7 ms, four and a half hours: longer than a step takes.
    static constexpr std::size_t BinCount = 2600;

    static std::size_t binOf(double ms)
    {
        if (!(ms > Smallest)) // NaN too
            return 0;
        static const double logGrowth = std::log(Growth);
        const double bin = std::floor(std::log(ms / Smallest) / logGrowth);
        return bin >= static_cast<double>(BinCount - 1) ? BinCount - 1 : static_cast<std::size_t>(bin);
    }

    std::array<std::uint64_t, BinCount> m_bins{};
    std::uint64_t m_count = 0;
    double m_sum = 0;
    double m_smallest = std::numeric_limits<double>::infinity();
    double m_largest = 0;
};

} // namespace sudoku::cli
