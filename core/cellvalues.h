// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// CellValues: one value for each cell of a board of any shape — a grid's digits, a board's
// candidates, a player's pencil marks.
//
// A plain copyable value. It holds up to 81 values in place, so the classic board and the
// smaller ones stay as small and as quick to copy as a fixed array (the engines tuned for
// 9×9 copy boards freely); a larger board's values live on the heap, copied with it. No
// pointer is shared between copies: it crosses threads as is.

#include "geometry.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <memory>

namespace sudoku {

template <typename T>
class CellValues {
public:
    // Room for the cells of the classic board, each T{}.
    CellValues() = default;
    // Room for `count` cells (at most MaxCellCount), each T{}.
    explicit CellValues(int count) : m_count(count)
    {
        if (count > InPlace)
            m_heap = std::make_unique<T[]>(idx(count));
    }

    CellValues(const CellValues &other) : m_count(other.m_count), m_inPlace(other.m_inPlace)
    {
        if (other.m_heap) {
            m_heap = std::make_unique_for_overwrite<T[]>(idx(m_count));
            std::copy_n(other.m_heap.get(), m_count, m_heap.get());
        }
    }
    CellValues &operator=(const CellValues &other)
    {
        if (this != &other)
            *this = CellValues(other);
        return *this;
    }
    CellValues(CellValues &&) noexcept = default;
    CellValues &operator=(CellValues &&) noexcept = default;
    ~CellValues() = default;

    int size() const { return m_count; }
    T &operator[](std::size_t cell) { return data()[cell]; }
    const T &operator[](std::size_t cell) const { return data()[cell]; }
    T *begin() { return data(); }
    T *end() { return data() + m_count; }
    const T *begin() const { return data(); }
    const T *end() const { return data() + m_count; }
    void fill(const T &value) { std::fill(begin(), end(), value); }

    bool operator==(const CellValues &other) const
    {
        return m_count == other.m_count && std::equal(begin(), end(), other.begin());
    }

private:
    static constexpr int InPlace = CellCount;

    T *data() { return m_heap ? m_heap.get() : m_inPlace.data(); }
    const T *data() const { return m_heap ? m_heap.get() : m_inPlace.data(); }

    int m_count = InPlace;
    std::array<T, InPlace> m_inPlace{}; // the values of a board of up to 81 cells
    std::unique_ptr<T[]> m_heap;        // those of a larger one (m_inPlace then unused)
};

} // namespace sudoku
