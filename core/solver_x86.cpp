// The fast solver with SSE2, which every x86-64 processor has (see solverboard.h).
#if defined(__x86_64__) && SUDOKU_SOLVER_SIMD
#define SUDOKU_SOLVER_ISA 1
#include "solverboard.h"

namespace sudoku::kernel {

void searchX86(const std::uint8_t *digits, int limit, bool keepSolutions, Outcome &outcome)
{
    search(digits, limit, keepSolutions, outcome);
}

} // namespace sudoku::kernel
#endif
