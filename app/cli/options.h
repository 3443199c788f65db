// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Command-line options of sudoku-cli: what a command accepts (OptionSpec) and what one run
// was given (Arguments). Plain values; nothing here writes to a stream.

#include <cstdint>
#include <limits>
#include <map>
#include <set>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::cli {

enum class OptionKind {
    Flag,
    PositiveInt, // 1 .. its maximum (INT_MAX unless told), with a default
    Choice,      // one of a list of names, with a default
    Unsigned64,  // 0 .. 2^64-1, absent unless given (a seed)
    Text,        // any text, absent unless given (checked by the command: a box, "2x3")
};

struct OptionSpec {
    std::string_view name; // "--limit", or a short name such as "-n"
    OptionKind kind = OptionKind::Flag;
    std::string_view help;
    // PositiveInt: the default value. Choice: the index of the default in `choices`.
    int defaultValue = 0;
    // Choice only: the values allowed.
    std::span<const std::string_view> choices = {};
    // PositiveInt only: the largest value allowed, and what a value must be, said when one is
    // not ("a size from 4 to 25 ..."; empty: "a whole number from 1 to MAXIMUM").
    int maximum = std::numeric_limits<int>::max();
    std::string_view needs = {};
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
    // The value of an Unsigned64 option, or nothing when it was not given.
    std::optional<std::uint64_t> unsignedNumber(std::string_view name) const
    {
        const auto found = unsignedValues.find(name);
        return found == unsignedValues.end() ? std::nullopt : std::optional(found->second);
    }

    // The value of a Text option, or nothing when it was not given.
    std::optional<std::string> text(std::string_view name) const
    {
        const auto found = texts.find(name);
        return found == texts.end() ? std::nullopt : std::optional(found->second);
    }

    std::map<std::string, int, std::less<>> values; // option name -> value; flags hold 1
    std::map<std::string, std::string, std::less<>> texts; // Text options given
    std::map<std::string, std::string_view, std::less<>> choices; // points into the specs
    std::set<std::string, std::less<>> chosen; // the Choice options given, not defaulted
    std::map<std::string, std::uint64_t, std::less<>> unsignedValues; // only those given
};

struct ParsedArguments {
    Arguments arguments;
    std::optional<std::string> error; // "unknown option '--frob'"; set when parsing failed
};

// Parses what follows the command name: options from `specs` ("--limit N" or "--limit=N",
// "--algorithm NAME" or "--algorithm=NAME", "-n N" or "-n=N"),
// --help and -h, file names, "-" for standard input and "--" ending the options.
ParsedArguments parseArguments(std::span<const std::string_view> args,
                               std::span<const OptionSpec> specs);

// A whole decimal number from 1 to `maximum`, or nothing.
std::optional<int> parsePositiveInt(std::string_view text, int maximum = std::numeric_limits<int>::max());

// A whole decimal number from 0 to 2^64-1, or nothing.
std::optional<std::uint64_t> parseUnsigned64(std::string_view text);

} // namespace sudoku::cli
