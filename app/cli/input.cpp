#include "input.h"

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

int inputError(Context &context, std::string_view what, std::string_view name, int error)
{
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
        if (outputFailed(context))
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
        if (context.outputLost)
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
    writeLine(context, std::string("sudoku-cli: cannot write standard output")
                           + (error != 0 ? std::string(": ") + std::strerror(error) : std::string()));
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
