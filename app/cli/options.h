#pragma once
// Command-line options of sudoku-cli: what a command accepts (OptionSpec) and what one run
// was given (Arguments). Plain values; nothing here writes to a stream.

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::cli {

enum class OptionKind { Flag, PositiveInt, Choice };

struct OptionSpec {
    std::string_view name; // "--limit"
    OptionKind kind = OptionKind::Flag;
    std::string_view help;
    int defaultValue = 0; // PositiveInt only
    // Choice only: the values allowed; the first is the default.
    std::span<const std::string_view> choices = {};
};

struct Arguments {
    std::vector<std::string> files; // as given; "-" names standard input
    bool help = false;

    bool flag(std::string_view name) const { return values.contains(name); }
    // The option's value, or its default. Precondition: `name` is a PositiveInt option
    // of the command these arguments were parsed for.
    int number(std::string_view name) const { return values.find(name)->second; }
    // The option's choice, or its default. Precondition: `name` is a Choice option of the
    // command these arguments were parsed for.
    std::string_view choice(std::string_view name) const { return choices.find(name)->second; }

    std::map<std::string, int, std::less<>> values; // option name -> value; flags hold 1
    std::map<std::string, std::string_view, std::less<>> choices; // points into the specs
};

struct ParsedArguments {
    Arguments arguments;
    std::optional<std::string> error; // "unknown option '--frob'"; set when parsing failed
};

// Parses what follows the command name: options from `specs` ("--limit N" or "--limit=N",
// "--algorithm NAME" or "--algorithm=NAME"),
// --help and -h, file names, "-" for standard input and "--" ending the options.
ParsedArguments parseArguments(std::span<const std::string_view> args,
                               std::span<const OptionSpec> specs);

// A whole decimal number from 1 to INT_MAX, or nothing.
std::optional<int> parsePositiveInt(std::string_view text);

} // namespace sudoku::cli
