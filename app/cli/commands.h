#pragma once
// The commands of sudoku-cli, as a table: adding a command is a run function and one row
// in commands.cpp (its name, summary, options and help come from the row).

#include "options.h"

#include "format.h"

#include <algorithm>
#include <iosfwd>
#include <span>
#include <string_view>

namespace sudoku::cli {

// Exit statuses, worst last: a run ends with the worst one any step reached.
enum ExitStatus : int {
    ExitSuccess = 0,
    ExitPuzzleProblem = 1, // a puzzle unreadable, unsolvable, ambiguous, or a failed check
    ExitUsageOrIo = 2,     // bad command line, a file that cannot be read
};

class Status {
public:
    void raise(int status) { m_code = std::max(m_code, status); }
    int code() const { return m_code; }

private:
    int m_code = ExitSuccess;
};

// The streams of one run; the CLI's only contact with the outside besides the files named.
struct Context {
    std::istream &in;
    std::ostream &out;
    std::ostream &err;
    bool interactive = false; // a person reads standard output as they type: answer at once
    // How puzzles are read (their size, box and symbols) and their digits above 9 written:
    // --size, --box and --symbols of the commands that read puzzles.
    ReadOptions puzzles;
    // Writing the results failed (a closed pipe, a full disk): said once on standard error
    // (outputFailed() in input.h); every command stops at it and the run exits 2.
    bool outputLost = false;
};

enum class FileArgs { Optional, Required, None }; // None: the command reads no puzzles

struct Command {
    std::string_view name;
    std::string_view summary;     // one line in the overall help
    std::string_view description; // the paragraphs of the command's own help
    std::span<const OptionSpec> options;
    FileArgs files = FileArgs::Optional;
    int (*run)(const Arguments &arguments, Context &context) = nullptr;
};

// The command functions, one file each (solve.cpp, count.cpp, rate.cpp, generate.cpp,
// bench.cpp, trace.cpp).
int runSolve(const Arguments &arguments, Context &context);
int runCount(const Arguments &arguments, Context &context);
int runRate(const Arguments &arguments, Context &context);
int runGenerate(const Arguments &arguments, Context &context);
int runBench(const Arguments &arguments, Context &context);
int runTrace(const Arguments &arguments, Context &context);

// The --algorithm value of `trace` that runs every algorithm in turn.
inline constexpr std::string_view AllAlgorithms = "all";

// The --level values of `generate`: the levels a puzzle can be made at, easiest first, as
// levelName() spells them (tst_cli generates one of each).
inline constexpr std::string_view LevelNames[] = {"easy", "medium", "hard", "expert", "extreme", "nightmare"};
inline constexpr int DefaultLevel = 1; // medium

// Runs sudoku-cli on its arguments (argv without the program name); returns the exit status.
int run(std::span<const std::string_view> args, Context &context);

} // namespace sudoku::cli
