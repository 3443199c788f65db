// sudoku-cli rate: how hard every puzzle is for a person, in input order (rating.h).

#include "commands.h"
#include "input.h"

#include "rating.h"

#include <ostream>

namespace sudoku::cli {

int runRate(const Arguments &arguments, Context &context)
{
    Status status;
    auto rateOne = [&](std::string_view source, const PuzzleRecord &record) {
        if (answeredUnreadable(context, source, record, status))
            return;
        const Rating rating = rate(*record.grid);
        context.out << toString(rating) << '\n';
        if (rating.level == Level::NotUnique) {
            report(context, source, record.line,
                   rating.solutionCount == 0 ? "no solution" : "multiple solutions");
            status.raise(ExitPuzzleProblem);
        }
    };
    status.raise(readPuzzlesOf(context, arguments.files, rateOne));
    return status.code();
}

} // namespace sudoku::cli
