// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli count: how many solutions every puzzle has, up to a limit.

#include "commands.h"
#include "input.h"

#include "solver.h"

#include <ostream>

namespace sudoku::cli {

int runCount(const Arguments &arguments, Context &context)
{
    const int limit = arguments.number("--limit");
    Status status;
    auto countOne = [&](std::string_view source, const PuzzleRecord &record) {
        if (answeredUnreadable(context, source, record, status))
            return;
        const SolutionCount counted = countSolutions(*record.grid, limit, &context.stop);
        if (counted.stats.cancelled)
            return; // the reader has gone: the count so far is no answer
        context.out << counted.count << '\n';
    };
    status.raise(readPuzzlesOf(context, arguments.files, countOne));
    return status.code();
}

} // namespace sudoku::cli
