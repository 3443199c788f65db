// The fast solver in portable C++: the path every build has, and the one tests can force.
#define SUDOKU_SOLVER_ISA 0
#include "solverboard.h"

namespace sudoku::kernel {

void searchPortable(const std::uint8_t *digits, int limit, bool keepSolutions, Outcome &outcome)
{
    search(digits, limit, keepSolutions, outcome);
}

} // namespace sudoku::kernel
