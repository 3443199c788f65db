// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The commands of sudoku-cli, as a table: adding a command is a run function and one row
// in commands.cpp (its name, summary, options and help come from the row).

#include "options.h"

#include "format.h"

#include <algorithm>
#include <atomic>
#include <iosfwd>
#include <mutex>
#include <span>
#include <string_view>

namespace sudoku::cli {

class OutputBuffer;

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
    // Set when standard output is gone: its reader left (the watch main() keeps on it,
    // readerwatch.h) or a write failed (outputFailed()). Every search a command runs takes it
    // as its cancel token, so that the run stops within milliseconds of the reader leaving.
    std::atomic<bool> &stop;
    bool interactive = false; // a person reads standard output as they type: answer at once
    // How puzzles are read (their size, box and symbols) and their digits above 9 written:
    // --size, --box and --symbols of the commands that read puzzles.
    ReadOptions puzzles;
    // Writing the results failed (a closed pipe, a full disk): said once on standard error
    // (outputFailed() in input.h); every command stops at it and the run exits 2.
    bool outputLost = false;
    // A command stopped short because `stop` was set while nothing failed to write (the watch
    // saw the reader go): run() then writes once more, so that the run ends as any filter's
    // whose reader has gone — SIGPIPE, or EPIPE and exit 2 (stopRequested() in input.h).
    bool stoppedShort = false;
    // When set, held around every use of `out` and `err` by the reading side (readPuzzlesOf()):
    // `rate` reads puzzles on a thread of its own while the main thread writes, holding it too.
    std::mutex *streams = nullptr;
    // `out`'s buffer, which writes what is handed over within milliseconds (outputbuffer.h);
    // null when `out` has another (handOver() in input.h then flushes).
    OutputBuffer *output = nullptr;
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
int runTechniques(const Arguments &arguments, Context &context);
// The levels and their techniques, from the technique table, as 'rate --help' lists them
// (techniques.cpp).
void printLevelTechniques(std::ostream &out);
int runTrace(const Arguments &arguments, Context &context);

// The most --jobs allows: rating is CPU-bound, so threads beyond the cores only add memory and
// switching; a fixed cap (not a multiple of this machine's cores) keeps a command line that
// works on one machine working on every other, and its help and tests the same. 256 is above
// the cores of any machine this runs on, and few enough that their stacks and a window of 16
// puzzles each stay small (rate.cpp).
inline constexpr int MaxJobs = 256;

// The --algorithm value of `trace` that runs every algorithm in turn.
inline constexpr std::string_view AllAlgorithms = "all";

// The --level values of `generate`: the levels a puzzle can be made at, easiest first, as
// levelName() spells them (tst_cli generates one of each).
inline constexpr std::string_view LevelNames[] = {"easy", "medium", "hard", "expert", "extreme", "nightmare"};
inline constexpr int DefaultLevel = 1; // medium

// Runs sudoku-cli on its arguments (argv without the program name); returns the exit status.
int run(std::span<const std::string_view> args, Context &context);

} // namespace sudoku::cli
