// SPDX-License-Identifier: GPL-3.0-or-later
// How much of the heaviest sweeps over the puzzle files a test run takes. Under the address and
// undefined sanitizers (scripts/test.sh's second run, SUDOKU_TEST_SANITIZED) the searches run
// five to fifteen times slower: there those sweeps take every SweepStride-th puzzle. The first
// run takes every one; the sanitizer run checks the same code on a quarter of the positions.
#pragma once

namespace sudoku::test {

#ifdef SUDOKU_TEST_SANITIZED
inline constexpr int SweepStride = 4;
#else
inline constexpr int SweepStride = 1;
#endif

} // namespace sudoku::test
