// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include "format.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace sudoku::cli {
namespace {

// "a, b or c": the values of a Choice option, in order.
std::string listOf(std::span<const std::string_view> choices)
{
    std::string list;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0)
            list += i + 1 == choices.size() ? " or " : ", ";
        list += choices[i];
    }
    return list;
}

// A whole decimal number of type T from `minimum` to `maximum`, or nothing: every character a
// digit (from_chars reads a '-' only into a signed type, where `minimum` rejects it).
template <typename T>
std::optional<T> parseWhole(std::string_view text, T minimum, T maximum)
{
    T value = 0;
    const char *end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc() || stop != end || value < minimum || value > maximum)
        return std::nullopt;
    return value;
}

} // namespace

std::optional<int> parsePositiveInt(std::string_view text, int maximum)
{
    return parseWhole(text, 1, maximum);
}

std::optional<std::uint64_t> parseUnsigned64(std::string_view text)
{
    return parseWhole(text, std::uint64_t{0}, std::numeric_limits<std::uint64_t>::max());
}

ParsedArguments parseArguments(std::span<const std::string_view> args,
                               std::span<const OptionSpec> specs)
{
    ParsedArguments parsed;
    Arguments &result = parsed.arguments;
    for (const OptionSpec &spec : specs) {
        if (spec.kind == OptionKind::PositiveInt)
            result.values.emplace(spec.name, spec.defaultValue);
        if (spec.kind == OptionKind::Choice && !spec.choices.empty())
            result.choices.emplace(spec.name,
                                   spec.choices[static_cast<std::size_t>(spec.defaultValue)]);
    }
    auto fail = [&parsed](std::string message) {
        parsed.error = std::move(message);
        return parsed;
    };

    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (optionsEnded || arg == "-" || !arg.starts_with('-')) {
            result.files.emplace_back(arg);
            continue;
        }
        if (arg == "--") {
            optionsEnded = true;
            continue;
        }
        if (arg == "--help" || arg == "-h") {
            result.help = true;
            continue;
        }
        const std::size_t equals = arg.find('=');
        const std::string_view name = arg.substr(0, equals);
        const auto spec = std::find_if(specs.begin(), specs.end(),
                                       [name](const OptionSpec &s) { return s.name == name; });
        if (spec == specs.end())
            return fail("unknown option '" + printable(arg) + "'");
        const std::string quotedName = "'" + std::string(name) + "'";

        if (spec->kind == OptionKind::Flag) {
            if (equals != std::string_view::npos)
                return fail("option " + quotedName + " takes no value");
            result.values[std::string(name)] = 1;
            continue;
        }
        std::string_view value;
        if (equals != std::string_view::npos)
            value = arg.substr(equals + 1);
        else if (i + 1 < args.size())
            value = args[++i];
        else
            return fail("option " + quotedName + " needs a value");
        if (spec->kind == OptionKind::Choice) {
            const auto choice = std::find(spec->choices.begin(), spec->choices.end(), value);
            if (choice == spec->choices.end())
                return fail("option " + quotedName + " needs one of " + listOf(spec->choices)
                            + ", not '" + printable(value) + "'");
            result.choices[std::string(name)] = *choice;
            result.chosen.insert(std::string(name));
            continue;
        }
        if (spec->kind == OptionKind::Text) {
            result.texts[std::string(name)] = std::string(value);
            continue;
        }
        if (spec->kind == OptionKind::Unsigned64) {
            const std::optional<std::uint64_t> number = parseUnsigned64(value);
            if (!number) {
                return fail("option " + quotedName
                            + " needs a whole number from 0 to 18446744073709551615, not '"
                            + printable(value) + "'");
            }
            result.unsignedValues[std::string(name)] = *number;
            continue;
        }
        const std::optional<int> number = parsePositiveInt(value, spec->maximum);
        if (!number) {
            const std::string needs = spec->needs.empty()
                                        ? "a whole number from 1 to " + std::to_string(spec->maximum)
                                        : std::string(spec->needs);
            return fail("option " + quotedName + " needs " + needs + ", not '" + printable(value) + "'");
        }
        result.values[std::string(name)] = *number;
    }
    return parsed;
}

} // namespace sudoku::cli
