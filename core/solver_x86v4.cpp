// The fast solver with AVX-512 and BMI2 (see solverboard.h). core/CMakeLists.txt compiles
// this file alone with those instructions; solver.cpp calls it only where the processor has
// them.
#if defined(__x86_64__) && SUDOKU_SOLVER_SIMD
#define SUDOKU_SOLVER_ISA 2
#include "solverboard.h"

namespace sudoku::kernel {

void searchX86V4(const std::uint8_t *digits, int limit, bool keepSolutions, Outcome &outcome)
{
    search(digits, limit, keepSolutions, outcome);
}

} // namespace sudoku::kernel
#endif
