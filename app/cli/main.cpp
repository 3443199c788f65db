// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli: solves, counts and benchmarks puzzles as a Unix filter. See commands.cpp.

#include "commands.h"
#include "outputbuffer.h"
#include "readerwatch.h"

#include <atomic>
#include <iostream>
#include <string_view>
#include <vector>

#include <unistd.h>

int main(int argc, char **argv)
{
    // Big files make millions of small writes: keep the streams buffered and unsynced (standard
    // output's buffer is an OutputBuffer), and stop reads from standard input flushing standard
    // output — unless a person reads the output as they type, when each answer must show
    // before the next puzzle is read.
    std::ios::sync_with_stdio(false);
    const bool interactive = isatty(STDOUT_FILENO) != 0;
    if (!interactive)
        std::cin.tie(nullptr);
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    // Results reach the reader within milliseconds, a write call for many of them.
    sudoku::cli::OutputBuffer output(std::cout, STDOUT_FILENO);
    // Every command stops within milliseconds of its reader leaving, even in a long search
    // that writes nothing meanwhile (readerwatch.h).
    std::atomic<bool> stop{false};
    const sudoku::cli::ReaderWatch watch(STDOUT_FILENO, stop);
    sudoku::cli::Context context{std::cin, std::cout, std::cerr, stop, interactive, {}, false, false, nullptr, &output};
    return sudoku::cli::run(args, context);
}
