// SPDX-License-Identifier: GPL-3.0-or-later
#include "input.h"
#include "outputbuffer.h"
#include "stepfinder.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>

namespace sudoku::cli {
namespace {

constexpr std::string_view StandardInput = "-";

// Writes one diagnostic line in a single call, so lines stay whole on an unbuffered stream.
void writeLine(Context &context, std::string line)
{
    line += '\n';
    context.err << line;
}

// Holds context.streams, when it is set, for the reading side's use of the streams.
std::unique_lock<std::mutex> lockStreams(Context &context)
{
    return context.streams ? std::unique_lock(*context.streams) : std::unique_lock<std::mutex>();
}

int inputError(Context &context, std::string_view what, std::string_view name, int error)
{
    const std::unique_lock lock = lockStreams(context);
    writeLine(context, "sudoku-cli: cannot " + std::string(what) + " '" + printable(name)
                           + "': " + std::strerror(error));
    return ExitUsageOrIo;
}

int readStream(Context &context, std::istream &stream, std::string_view name,
               const PuzzleVisitor &visit)
{
    PuzzleReader reader(stream, context.puzzles);
    while (std::optional<PuzzleRecord> record = reader.next()) {
        visit(name, *record);
        const std::unique_lock lock = lockStreams(context);
        handOver(context);
        if (outputFailed(context) || stopRequested(context))
            return ExitUsageOrIo; // nobody reads what would follow
    }
    if (stream.bad())
        return inputError(context, "read", name, errno ? errno : EIO);
    return ExitSuccess;
}

} // namespace

int readPuzzlesOf(Context &context, const std::string &name, const PuzzleVisitor &visit)
{
    if (name == StandardInput)
        return readStream(context, context.in, name, visit);
    std::error_code ignored;
    if (std::filesystem::is_directory(name, ignored))
        return inputError(context, "open", name, EISDIR);
    errno = 0;
    std::ifstream file(name, std::ios::binary);
    if (!file)
        return inputError(context, "open", name, errno ? errno : EIO);
    return readStream(context, file, name, visit);
}

int readPuzzlesOf(Context &context, const std::vector<std::string> &names,
                  const PuzzleVisitor &visit)
{
    if (names.empty())
        return readPuzzlesOf(context, std::string(StandardInput), visit);
    Status status;
    for (const std::string &name : names) {
        status.raise(readPuzzlesOf(context, name, visit));
        const std::unique_lock lock = lockStreams(context);
        if (context.outputLost || context.stop.load(std::memory_order_relaxed))
            break;
    }
    return status.code();
}

bool outputFailed(Context &context)
{
    if (context.outputLost)
        return true;
    if (context.out.good())
        return false;
    const int error = errno; // the failed write's: no call that failed since has changed it
    context.outputLost = true;
    context.stop.store(true, std::memory_order_relaxed);
    writeLine(context, std::string("sudoku-cli: cannot write standard output")
                           + (error != 0 ? std::string(": ") + std::strerror(error) : std::string()));
    return true;
}

void handOver(Context &context)
{
    if (!context.output)
        context.out.flush();
    else if (!context.output->handOver())
        context.out.setstate(std::ios::badbit);
}

bool stopRequested(Context &context)
{
    if (!context.stop.load(std::memory_order_relaxed))
        return false;
    context.stoppedShort = true;
    return true;
}

void report(Context &context, std::string_view source, LineNumber line, std::string_view message)
{
    writeLine(context, printable(source) + ':' + std::to_string(line) + ": " + std::string(message));
}

void reportUnreadable(Context &context, std::string_view source, const PuzzleRecord &record)
{
    const ParseError &error = record.error;
    const LineNumber line = error.line ? error.line : record.line;
    std::string where = printable(source) + ':' + std::to_string(line);
    if (error.column)
        where += ':' + std::to_string(error.column);
    writeLine(context, where + ": " + toEnglish(error.message));
}

bool answeredUnreadable(Context &context, std::string_view source, const PuzzleRecord &record,
                        Status &status)
{
    if (record.ok())
        return false;
    context.out << "invalid\n";
    reportUnreadable(context, source, record);
    status.raise(ExitPuzzleProblem);
    return true;
}

} // namespace sudoku::cli
