#pragma once
// The fast solver's paths: one per instruction set it was compiled for. solve() (solver.h)
// takes the fastest one this processor runs; tests and `sudoku-cli bench` name one to check
// or time it. Every path finds the same solutions in the same order.
//
// Thread safety: as solve(), all state on the stack; call from any thread.

#include "solver.h"

#include <cstdint>

namespace sudoku {

enum class SolverPath : std::uint8_t {
    Automatic, // the fastest this processor runs
    Portable,  // plain C++: every build
    X86,       // SSE2: x86-64 builds with SUDOKU_SOLVER_SIMD on
    X86V4,     // AVX-512 (F, VL, BW, DQ) and BMI2: those builds, where the processor has them
};

// Whether `path` can run here: compiled in, and the processor has its instructions.
bool solverPathAvailable(SolverPath path);
// The path Automatic stands for here.
SolverPath automaticSolverPath();
// "portable", "x86-64", "x86-64-v4"; Automatic is named after the path it takes.
const char *solverPathName(SolverPath path);

// solve() on the given path. Precondition: solverPathAvailable(path).
SolveResult solve(const Grid &puzzle, int limit, SolverPath path);

struct SolutionCount {
    int count = 0; // solutions found, 0 .. limit
    SolveStats stats;
};

// Counts solutions as solve() does, without building the result grids (the cost a caller
// that wants only the count, like tdoku's benchmark, does not pay). Precondition as above.
SolutionCount countSolutions(const Grid &puzzle, int limit, SolverPath path = SolverPath::Automatic);

} // namespace sudoku
