#pragma once
// The fast solver's search, compiled once per instruction set (solver_portable.cpp,
// solver_x86.cpp, solver_x86v4.cpp) from solverboard.h. solver.cpp picks one at run time and
// turns Grids into digits and back, so that no code compiled for a newer processor runs
// before the processor has been asked.
//
// Plain data in, plain data out: nothing here allocates or keeps state between calls, so
// every kernel may run on any thread.

#include <cstdint>

namespace sudoku::kernel {

constexpr int Cells = 81;

// What a search found. `solutions` holds the first two solutions (digits 1-9, reading
// order) when they were asked for; only the first `count` of them are meaningful.
struct Outcome {
    int count = 0;
    std::uint64_t guesses = 0;
    std::uint8_t solutions[2][Cells] = {};
};

// Searches a puzzle (81 digits, 0 for an empty cell) for up to `limit` solutions (limit >= 1),
// writing the first two to `outcome` when `keepSolutions`.
void searchPortable(const std::uint8_t *digits, int limit, bool keepSolutions, Outcome &outcome);
// SSE2, which every x86-64 processor has. Defined only when compiled for x86-64.
void searchX86(const std::uint8_t *digits, int limit, bool keepSolutions, Outcome &outcome);
// AVX-512 (F, VL, BW, DQ) and BMI2: call only where the processor has them.
void searchX86V4(const std::uint8_t *digits, int limit, bool keepSolutions, Outcome &outcome);

} // namespace sudoku::kernel
