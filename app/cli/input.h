// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a command's puzzles come from, and how it speaks about them on standard error.

#include "commands.h"

#include "format.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::cli {

// Called for every puzzle read: `source` is the file name as given ("-" for standard input).
using PuzzleVisitor = std::function<void(std::string_view source, const PuzzleRecord &record)>;

// Reads every puzzle of one input, in order. An input that cannot be opened or read is
// reported on context.err; returns ExitUsageOrIo then, else ExitSuccess.
int readPuzzlesOf(Context &context, const std::string &name, const PuzzleVisitor &visit);

// The same over every input named, in order, carrying on past the ones that fail;
// no names means standard input.
int readPuzzlesOf(Context &context, const std::vector<std::string> &names,
                  const PuzzleVisitor &visit);

// Whether writing to standard output has failed (EPIPE once the reader is gone, ENOSPC on a
// full disk): the first time, "sudoku-cli: cannot write standard output: Broken pipe" on
// context.err, and context.stop is set so that every search stops. The readers below stop at
// it; commands that write without reading check it.
bool outputFailed(Context &context);

// Hands the results written so far over to be written within milliseconds (outputbuffer.h),
// without a system call of its own: at the end of each puzzle's result. A failed write makes
// context.out bad, for outputFailed() to tell.
void handOver(Context &context);

// Whether the run has been told to stop (context.stop: its output is gone). The first time,
// marks the run as stopped short (Context::stoppedShort). The readers below stop at it too; a
// command whose search came back cancelled returns without writing that result.
bool stopRequested(Context &context);

// "FILE:LINE: message" on context.err; the file name's bytes that are not UTF-8 escaped.
void report(Context &context, std::string_view source, LineNumber line, std::string_view message);

// "FILE:LINE:COL: message" for a puzzle that could not be read (COL left out when 0).
void reportUnreadable(Context &context, std::string_view source, const PuzzleRecord &record);

// What every command does with a puzzle that could not be read: prints "invalid" as its
// result, reports it (reportUnreadable) and raises `status` to ExitPuzzleProblem. Returns
// whether the puzzle was unreadable; a readable one is left alone.
bool answeredUnreadable(Context &context, std::string_view source, const PuzzleRecord &record,
                        Status &status);

} // namespace sudoku::cli
