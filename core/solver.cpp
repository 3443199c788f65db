#include "solver.h"

#include "solverkernel.h"
#include "solverpath.h"

#include <cstdint>

// The search itself is in solverboard.h, compiled once per instruction set; this file picks
// one and converts between Grids and the kernels' plain digits.

namespace sudoku {
namespace {

using Kernel = void (*)(const std::uint8_t *digits, int limit, bool keepSolutions, kernel::Outcome &outcome);

bool processorHasX86V4()
{
#if defined(__x86_64__) && SUDOKU_SOLVER_SIMD
    // Asked on every call: a few loads, and no state of our own to initialise.
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl")
        && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq")
        && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
#else
    return false;
#endif
}

SolverPath resolve(SolverPath path)
{
    if (path != SolverPath::Automatic)
        return path;
#if defined(__x86_64__) && SUDOKU_SOLVER_SIMD
    return processorHasX86V4() ? SolverPath::X86V4 : SolverPath::X86;
#else
    return SolverPath::Portable;
#endif
}

Kernel kernelFor(SolverPath path)
{
    switch (resolve(path)) {
#if defined(__x86_64__) && SUDOKU_SOLVER_SIMD
    case SolverPath::X86:
        return kernel::searchX86;
    case SolverPath::X86V4:
        return kernel::searchX86V4;
#endif
    default:
        return kernel::searchPortable;
    }
}

void search(const Grid &puzzle, int limit, SolverPath path, bool keepSolutions, kernel::Outcome &outcome)
{
    std::uint8_t digits[kernel::Cells];
    for (int cell = 0; cell < CellCount; ++cell)
        digits[cell] = static_cast<std::uint8_t>(puzzle.digit(cell));
    kernelFor(path)(digits, limit < 1 ? 1 : limit, keepSolutions, outcome);
}

// A solution as a Grid that keeps the puzzle's given flags.
Grid toGrid(const Grid &puzzle, const std::uint8_t *digits)
{
    Grid grid;
    for (int cell = 0; cell < CellCount; ++cell) {
        if (puzzle.isGiven(cell))
            grid.setGiven(cell, digits[cell]);
        else
            grid.setDigit(cell, digits[cell]);
    }
    return grid;
}

} // namespace

bool solverPathAvailable(SolverPath path)
{
    switch (path) {
    case SolverPath::Automatic:
    case SolverPath::Portable:
        return true;
    case SolverPath::X86:
#if defined(__x86_64__) && SUDOKU_SOLVER_SIMD
        return true;
#else
        return false;
#endif
    case SolverPath::X86V4:
        return processorHasX86V4();
    }
    return false;
}

SolverPath automaticSolverPath()
{
    return resolve(SolverPath::Automatic);
}

const char *solverPathName(SolverPath path)
{
    switch (resolve(path)) {
    case SolverPath::X86:
        return "x86-64";
    case SolverPath::X86V4:
        return "x86-64-v4";
    default:
        return "portable";
    }
}

SolveResult solve(const Grid &puzzle, int limit, SolverPath path)
{
    kernel::Outcome outcome;
    search(puzzle, limit, path, true, outcome);
    SolveResult result;
    result.count = outcome.count;
    result.stats.guesses = outcome.guesses;
    if (outcome.count > 0)
        result.solution = toGrid(puzzle, outcome.solutions[0]);
    if (outcome.count > 1)
        result.secondSolution = toGrid(puzzle, outcome.solutions[1]);
    return result;
}

SolveResult solve(const Grid &puzzle, int limit)
{
    return solve(puzzle, limit, SolverPath::Automatic);
}

SolutionCount countSolutions(const Grid &puzzle, int limit, SolverPath path)
{
    kernel::Outcome outcome;
    search(puzzle, limit, path, false, outcome);
    SolutionCount result;
    result.count = outcome.count;
    result.stats.guesses = outcome.guesses;
    return result;
}

} // namespace sudoku
