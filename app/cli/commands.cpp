// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "input.h"

#include "generator.h"
#include "tracer.h"

#include <algorithm>
#include <array>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace sudoku::cli {
namespace {

constexpr std::string_view Program = "sudoku-cli";

// --symbols: how digits above 9 are read and written (format.h, Symbols), default first.
constexpr std::string_view SymbolNames[] = {"1-9A-P", "0-F"};

// What --size needs, said of any value that is not a size (0, 7, 99999999999).
constexpr std::string_view SizeNeeds =
    "a size from 4 to 25 that boxes divide (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25)";

// The options of every command that reads puzzles: their size, box, symbols and variant.
constexpr std::array<OptionSpec, 4> puzzleOptions = {{
    {"--size", OptionKind::PositiveInt, "every puzzle is N×N, 4 to 25 (default: told from each text)", 0, {},
     MaxSize, SizeNeeds},
    {"--box", OptionKind::Text, "the box of puzzles of its size, ROWSxCOLUMNS (6×6: 2x3 by default, or 3x2)"},
    {"--symbols", OptionKind::Choice, "digits above 9: 1-9A-P, letters (the default), or 0-F (0 = 1 ... F = 16)", 0,
     SymbolNames},
    {"--variant", OptionKind::Choice,
     "the rules: classic, x, windoku, jigsaw, killer or samurai (default: classic, or a '# variant: NAME' line)", 0,
     variantNames},
}};

// A command's own options followed by the puzzle options.
template <std::size_t N>
constexpr std::array<OptionSpec, N + puzzleOptions.size()> withPuzzleOptions(const OptionSpec (&own)[N])
{
    std::array<OptionSpec, N + puzzleOptions.size()> all{};
    std::copy(own, own + N, all.begin());
    std::copy(puzzleOptions.begin(), puzzleOptions.end(), all.begin() + N);
    return all;
}

// --notation's values: chains in words, or in Eureka notation (step.h).
constexpr std::string_view notationNames[] = {"words", "eureka"};

constexpr OptionSpec solveOptionsOwn[] = {
    {"--pretty", OptionKind::Flag, "print each solution as a boxed grid"},
    {"--candidates", OptionKind::Flag,
     "print each puzzle's candidate grid before its solution"},
    {"--stats", OptionKind::Flag,
     "report each puzzle's guesses and solving time on standard error"},
    {"--steps", OptionKind::Flag, "print how a person would solve each puzzle, step by step"},
    {"--json", OptionKind::Flag, "write each puzzle and its steps as one line of JSON (implies --steps)"},
    {"--notation", OptionKind::Choice, "how --steps writes chains: words (the default) or eureka", 0, notationNames},
};
constexpr auto solveOptions = withPuzzleOptions(solveOptionsOwn);

constexpr OptionSpec countOptionsOwn[] = {
    {"--limit", OptionKind::PositiveInt, "stop counting at N solutions (default 2)", 2},
};
constexpr auto countOptions = withPuzzleOptions(countOptionsOwn);

constexpr OptionSpec generateOptionsOwn[] = {
    {"-n", OptionKind::PositiveInt, "make N puzzles (default 1)", 1},
    {"--level", OptionKind::Choice, "easy, medium (the default), hard, expert, extreme or nightmare",
     DefaultLevel, LevelNames},
    {"--symmetry", OptionKind::Choice,
     "of the givens: none (the default), rotational, diagonal or mirror", 0, symmetryNames},
    {"--seed", OptionKind::Unsigned64, "the first puzzle's seed (default: from the clock)"},
    {"--stats", OptionKind::Flag,
     "report each puzzle's time on standard error, then the median and mean"},
};
constexpr auto generateOptions = withPuzzleOptions(generateOptionsOwn);

constexpr OptionSpec rateOptionsOwn[] = {
    {"--jobs", OptionKind::PositiveInt, "rate N puzzles at a time, 1 to 256 (default: one per processor core)", 0,
     {}, MaxJobs},
    {"--stats", OptionKind::Flag,
     "report the time per puzzle, each step's search time (median, p90, p99) and the slowest step on standard error"},
    {"--check", OptionKind::Flag,
     "check every step against the solution: a wrong one is reported and makes the exit status 1"},
    {"--json", OptionKind::Flag,
     "write each puzzle, its rating and every step as one line of JSON, as solve --json does"},
};
constexpr auto rateOptions = withPuzzleOptions(rateOptionsOwn);
static_assert(MaxJobs == 256, "--jobs' help above, the README and the man page say 256");

constexpr OptionSpec techniquesOptions[] = {
    {"--markdown", OptionKind::Flag, "print the levels and their techniques as a Markdown table (the README's)"},
};

constexpr OptionSpec benchOptionsOwn[] = {
    {"--limit", OptionKind::PositiveInt, "let the solver look for N solutions (default 2)", 2},
};
constexpr auto benchOptions = withPuzzleOptions(benchOptionsOwn);

// Every algorithm by name (the default first), then "all".
constexpr auto traceAlgorithms = [] {
    std::array<std::string_view, AlgorithmCount + 1> names{};
    std::copy(algorithmNames.begin(), algorithmNames.end(), names.begin());
    names.back() = AllAlgorithms;
    return names;
}();

constexpr OptionSpec traceOptionsOwn[] = {
    {"--algorithm", OptionKind::Choice, "the algorithm to trace (default logic), or all", 0,
     traceAlgorithms},
    {"--events", OptionKind::Flag, "print every event, one per line, before the counts"},
    {"--explain", OptionKind::Flag, "print every event as a sentence (implies --events)"},
    {"--max-events", OptionKind::PositiveInt,
     "stop a trace after N events (no limit unless given)", 0},
};
constexpr auto traceOptions = withPuzzleOptions(traceOptionsOwn);

// The commands, in the order the help lists them.
constexpr std::array commandTable = {
    Command{"solve", "print the solution of every puzzle",
            "Prints the solution of every puzzle, one per line, in input order. A puzzle with\n"
            "no solution prints 'no solution', an unreadable one 'invalid', one with several\n"
            "solutions the first found; standard error says what was wrong and where.\n"
            "With --pretty or --candidates, a blank line separates the results.\n"
            "\n"
            "With --steps, a puzzle with exactly one solution first shows the solve that\n"
            "'rate' counts, one move per line, each with its difficulty on Sudoku\n"
            "Explainer's scale: each time the simplest technique that applies,\n"
            "  er=2.3 r1c1 = 4: naked single \u2014 4 is the only candidate left in r1c1\n"
            "  er=2.6 locked candidates (pointing): 5 in box 4 lies only in row 6, so r6c7 - 5\n"
            "and, where none applies, a guess of the solution's digit in the empty cell with\n"
            "fewest candidates (the first in reading order on a tie):\n"
            "  guess r3c4 = 5: guess \u2014 no technique applies; 5 is the solution's digit there\n"
            "then the solution; a blank line separates the puzzles. A puzzle without exactly\n"
            "one solution shows no moves. A forcing chain's branches follow its line, one\n"
            "numbered line a link, each naming the lines it follows from (when not just the\n"
            "one before) and why it holds; a step inside the chain is told beneath, indented:\n"
            "      6. from 4, 3: r7c2 is 3 (the only place left for 3 in column 2)\n"
            "\n"
            "With --notation eureka, chains are written as HoDoKu's and Sudoku Explainer's\n"
            "users write them: strong links '=', weak '-', a group of one row or column as\n"
            "one node, and a forcing chain's lines as claims:\n"
            "  er=6.6 3-link X-chain: (4)r7c8=(4)r78c9-(4)r6c9=(4)r6c3-(4)r3c3=(4)r3c6 => r7c6<>4\n"
            "      6. from 4, 3: r7c2=3\n"
            "\n"
            "With --json, each puzzle is one line of JSON instead: the puzzle, its solution,\n"
            "its rating and every step as data \u2014 technique, er, placements, eliminations,\n"
            "what to highlight, and each chain's nodes with the premises and the rule each\n"
            "follows by (docs/steps.schema.json; README, Steps as data).\n"
            "\n"
            "Exit status: 0 when every puzzle has exactly one solution, 1 otherwise,\n"
            "2 on a usage or I/O error.\n",
            solveOptions, FileArgs::Optional, runSolve},
    Command{"count", "print how many solutions every puzzle has",
            "Prints the number of solutions of every puzzle, one per line, in input order,\n"
            "counting no further than the limit; 'invalid' for an unreadable puzzle.\n"
            "\n"
            "Exit status: 0 when every puzzle was read, 1 otherwise, 2 on a usage or I/O error.\n",
            countOptions, FileArgs::Optional, runCount},
    Command{"rate", "rate how hard every puzzle is for a person",
            "Rates every puzzle by solving it as a person would, the simplest technique that\n"
            "applies each time, and prints one line per puzzle in input order:\n"
            "  LEVEL er=D hardest=TECHNIQUE steps=TECHNIQUE:N,...\n"
            "  hard er=3.2 hardest=x-wing steps=full-house:20,hidden-single:31,x-wing:1\n"
            "'er' is the difficulty of the hardest step on Sudoku Explainer's scale, chains\n"
            "rated by their length as it rates them; 'steps' counts the steps of each\n"
            "technique used, simplest first. The level is that of the hardest technique\n"
            "(levels, the base difficulties of their techniques, which chains raise by their\n"
            "length, and the techniques; 'sudoku-cli techniques' lists their names):\n"
            "{levels}"
            "A puzzle with one solution never needs a guess; should the techniques ever run\n"
            "out, the line says 'guesses=G' and the rating is nightmare er=20.0.\n"
            "A puzzle without exactly one solution prints 'not-unique solutions=0' or\n"
            "'not-unique solutions=2+', an unreadable one 'invalid'; standard error says\n"
            "what was wrong and where.\n"
            "Puzzles are rated --jobs at a time (at most 256), each result written as soon\n"
            "as it and those before it are rated.\n"
            "With --json, each puzzle is one line of JSON instead, as 'solve --json' writes\n"
            "it: the rating and every step of the solve as data.\n"
            "\n"
            "Exit status: 0 when every puzzle has exactly one solution, 1 otherwise,\n"
            "2 on a usage or I/O error.\n",
            rateOptions, FileArgs::Optional, runRate},
    Command{"generate", "make random puzzles with one solution at a level",
            "Makes N random puzzles, each with exactly one solution and the level asked for\n"
            "(as 'rate' rates it), and prints one per line: its 81 cells ('.' for an empty\n"
            "one), a space and its level.\n"
            "Puzzle i (counting from 0) comes from seed S+i, S being --seed: the same options\n"
            "and seed give the same puzzles on any machine, with the same version of this\n"
            "program. Without --seed, S comes from the clock and standard error says\n"
            "'seed S', so that the run can be repeated.\n"
            "Symmetries of the givens: rotational (half a turn about the centre), diagonal\n"
            "(mirrored in the main diagonal, r1c1 to r9c9) and mirror (left to right).\n"
            "Easy puzzles keep 30-36 givens; the others as few as leave one solution and the\n"
            "level, usually 22-30.\n"
            "Other sizes: --size N (4 to 25) or --box ROWSxCOLUMNS (2x3 or 3x2 for 6×6) makes\n"
            "puzzles of that shape, printed as lines of N×N cells, digits above 9 as --symbols\n"
            "says; easy ones keep 37-44 % of their cells. Nightmare on 9×9 comes from a\n"
            "collection of the hardest known puzzles; on other sizes it is made as the others.\n"
            "A level a size seldom or never reaches (medium on 4×4) stops the run after 300\n"
            "attempts with a message naming the level, size and seed.\n"
            "Variants (--variant x, windoku, jigsaw, killer or samurai; 9×9 grids): a\n"
            "'# variant: NAME' line, then each puzzle in its variant's line form (a samurai's\n"
            "369 cells on one line). Every variant takes every level up to extreme and every\n"
            "symmetry, and its lines end with the level; a jigsaw's regions are drawn at\n"
            "random, a killer's cages from a random solution (larger for the harder levels),\n"
            "its sums leaving few givens (often none).\n"
            "With --stats, standard error gets one line per puzzle,\n"
            "  seed S: T ms, A attempts, G givens\n"
            "(attempts: random solutions thinned to a puzzle and rated), then a summary: the\n"
            "median and mean time per puzzle, and the time to rate one and to solve one with\n"
            "the fast solver, measured on the same puzzles in the same run.\n"
            "\n"
            "Exit status: 0 on success, 1 when a level did not turn up, 2 on a usage or I/O\n"
            "error.\n",
            generateOptions, FileArgs::None, runGenerate},
    Command{"techniques", "list the techniques 'rate' and the hints use",
            "Lists every technique the step finder knows, one per line, easiest level first:\n"
            "  NAME LEVEL ER [unique] TITLE\n"
            "  x-wing                      hard       3.2        X-Wing\n"
            "NAME is what 'rate' prints in 'hardest=' and 'steps=' and 'solve --json' in each\n"
            "step; ER the base difficulty on Sudoku Explainer's scale (a chain's grows with\n"
            "its length); 'unique' marks the techniques that hold only on a puzzle with\n"
            "exactly one solution. The list is the program's own table: it names every\n"
            "technique there is.\n"
            "\n"
            "Exit status: 0, or 2 on a usage or I/O error.\n",
            techniquesOptions, FileArgs::None, runTechniques},
    Command{"bench", "time the fast solver on every puzzle of each file",
            "Times the fast solver on the puzzles of each FILE ('-' for standard input),\n"
            "repeating the file for at least a second, and prints one line per file:\n"
            "  FILE: P puzzles, R puzzles/s, T us/puzzle, G guesses/puzzle, median M us, max X us\n"
            "(M and X: one solve of each puzzle, timed alone in the check below).\n"
            "A file of more than 65536 puzzles is read, checked and timed 65536 at a time,\n"
            "in one pass, so that memory stays small; its line ends\n"
            "'(one pass, 65536 at a time)'.\n"
            "Each solution is checked once, outside the timing: it must be a full grid\n"
            "keeping the givens. A failed check is reported on standard error, and so is\n"
            "how many puzzles have no solution or more than one. The timing covers the\n"
            "search alone: it counts solutions without building result grids, as tdoku's\n"
            "benchmark does.\n"
            "\n"
            "Exit status: 0 when every puzzle was read and passed the check, 1 otherwise,\n"
            "2 on a usage or I/O error.\n",
            benchOptions, FileArgs::Required, runBench},
    Command{"trace", "count the moves of a watchable algorithm on every puzzle",
            "Runs one of the algorithms the GUI animates on every puzzle and prints, per\n"
            "puzzle, one line with what it did:\n"
            "  ALGORITHM: E events, P placements, G guesses, B backtracks, T ms\n"
            "followed by ', no solution' or ', stopped after N events' when it did not\n"
            "solve the puzzle. A puzzle with several solutions is solved by the first found.\n"
            "A guess is every placement the search may come back to: a digit written while\n"
            "another is still left to try in its cell ('place r1c1=4 tentative'), or a\n"
            "guess event of propagation. A cell with one digit left is no guess.\n"
            "Algorithms:\n"
            "  logic             the techniques of 'rate', simplest first: no guess on a\n"
            "                    puzzle with one solution\n"
            "  backtracking      reading order, digits 1 up: try, reject, place, backtrack\n"
            "  bitmask           the same search with row/column/box bitmasks\n"
            "  mrv               the cell with fewest candidates first, rolled back on dead ends\n"
            "  propagation       Norvig's constraint propagation and search\n"
            "  forward-checking  MRV, least-constraining value, forward checking\n"
            "  all               each of them in turn, one line each\n"
            "With --events, every event comes first, one per line (place r1c2=7 naked-single,\n"
            "eliminate r1c5-7, guess r3c4=1 depth 2, backtrack r3c4 depth 2, ...); with\n"
            "several lines per puzzle, a blank line separates the puzzles. An unreadable\n"
            "puzzle prints 'invalid'.\n"
            "Every size traces, 4x4 to 25x25: events name the cells, units and digits of the\n"
            "puzzle's board (place r12c16=G, contradiction B in box 16), digits above 9 as\n"
            "letters A = 10 ... P = 25 (with --symbols 0-F too). Plain backtracking may run\n"
            "practically forever on 16x16 and larger: --max-events stops it.\n"
            "\n"
            "Exit status: 0 when every puzzle was read and solved, 1 otherwise, 2 on a usage\n"
            "or I/O error.\n",
            traceOptions, FileArgs::Optional, runTrace},
};

const Command *findCommand(std::string_view name)
{
    const auto found = std::find_if(commandTable.begin(), commandTable.end(),
                                    [name](const Command &c) { return c.name == name; });
    return found == commandTable.end() ? nullptr : &*found;
}

// "sudoku-cli" or "sudoku-cli solve": who speaks in messages and usage lines.
std::string speaker(const Command *command)
{
    std::string name(Program);
    if (command)
        name.append(" ").append(command->name);
    return name;
}

std::string optionSynopsis(const OptionSpec &option)
{
    std::string text(option.name);
    if (option.kind == OptionKind::PositiveInt || option.kind == OptionKind::Unsigned64)
        text += " N";
    if (option.kind == OptionKind::Choice || option.kind == OptionKind::Text)
        text += " NAME";
    return text;
}

// Two-column lines, the second column aligned: "  --pretty      print ...".
void printTable(std::ostream &out, std::span<const std::pair<std::string, std::string_view>> rows)
{
    std::size_t width = 0;
    for (const auto &row : rows)
        width = std::max(width, row.first.size());
    for (const auto &[left, right] : rows)
        out << "  " << left << std::string(width - left.size() + 2, ' ') << right << '\n';
}

void printHelp(std::ostream &out)
{
    out << "Usage: " << Program << " COMMAND [OPTION...] [FILE...]\n"
        << "       " << Program << " --help | --version\n"
        << "\n"
        << "Solves, counts, rates, traces and benchmarks Sudoku puzzles, and generates\n"
           "them. Reads the FILEs named, else standard input ('-' names it too): any number\n"
           "of puzzles, one per line (81 cells, '.' or '0' for an empty one) or as block\n"
           "grids. Results go to standard output, one per puzzle in input order; diagnostics\n"
           "to standard error as FILE:LINE: message.\n"
        << "\nCommands:\n";
    std::vector<std::pair<std::string, std::string_view>> rows;
    for (const Command &command : commandTable)
        rows.emplace_back(command.name, command.summary);
    printTable(out, rows);
    out << "\nOptions:\n";
    const std::pair<std::string, std::string_view> options[] = {
        {"-h, --help", "show this help; after a command, that command's help"},
        {"    --version", "print the version"},
    };
    printTable(out, options);
    out << "\nRun '" << Program << " COMMAND --help' for a command's options and exit status.\n";
}

void printCommandHelp(std::ostream &out, const Command &command)
{
    out << "Usage: " << speaker(&command);
    for (const OptionSpec &option : command.options)
        out << " [" << optionSynopsis(option) << ']';
    switch (command.files) {
    case FileArgs::Optional:
        out << " [FILE...]";
        break;
    case FileArgs::Required:
        out << " FILE...";
        break;
    case FileArgs::None:
        break;
    }
    out << '\n';
    // The level list of 'rate' comes from the technique table.
    constexpr std::string_view Levels = "{levels}";
    const std::string_view description = command.description;
    if (const std::size_t at = description.find(Levels); at != std::string_view::npos) {
        out << '\n' << description.substr(0, at);
        printLevelTechniques(out);
        out << description.substr(at + Levels.size());
    } else {
        out << '\n' << description;
    }
    out << "\nOptions:\n";
    std::vector<std::pair<std::string, std::string_view>> rows;
    for (const OptionSpec &option : command.options) {
        // A long option lines up under the "--help" of "-h, --help", a short one under "-h".
        const std::string indent = option.name.starts_with("--") ? "    " : "";
        rows.emplace_back(indent + optionSynopsis(option), option.help);
    }
    rows.emplace_back("-h, --help", "show this help");
    printTable(out, rows);
}

// The puzzle options given (--size, --box, --symbols) into context.puzzles; what is wrong
// with them, or nothing.
std::optional<std::string> takePuzzleOptions(const Arguments &arguments, Context &context)
{
    ReadOptions &read = context.puzzles;
    if (arguments.values.contains("--size")) {
        read.size = arguments.number("--size");
        if (read.size != 0 && !Shape::forSize(read.size))
            return "option '--size' needs " + std::string(SizeNeeds) + ", not '" + std::to_string(read.size) + "'";
    }
    if (const std::optional<std::string> box = arguments.text("--box")) {
        read.box = Shape::fromBoxName(*box);
        if (!read.box)
            return "option '--box' needs ROWSxCOLUMNS, each from 2, at most 25 cells in all (such as 2x3 or 3x4), "
                   "not '"
                 + printable(*box) + "'";
        if (read.size != 0 && read.box->size() != read.size)
            return "option '--box' " + boxName(*read.box) + " is a box of a " + sizeName(*read.box)
                 + " board, not of a " + std::to_string(read.size) + "×" + std::to_string(read.size) + " one";
    }
    if (arguments.choices.contains("--symbols"))
        read.symbols = *symbolsFromName(arguments.choice("--symbols"));
    if (arguments.chosen.contains("--variant"))
        read.variant = *variantFromName(arguments.choice("--variant"));
    return std::nullopt;
}

int usageError(Context &context, const Command *command, std::string_view message)
{
    const std::string who = speaker(command);
    context.err << who << ": " << message << "\nTry '" << who
                << " --help' for more information.\n";
    return ExitUsageOrIo;
}

// Runs the command line; the output may still sit in the stream's buffer.
int dispatch(std::span<const std::string_view> args, Context &context)
{
    if (args.empty())
        return usageError(context, nullptr, "missing command");
    const std::string_view first = args.front();
    if (first == "--help" || first == "-h") {
        printHelp(context.out);
        return ExitSuccess;
    }
    if (first == "--version") {
        context.out << Program << ' ' << SUDOKU_VERSION << '\n';
        return ExitSuccess;
    }
    if (first.starts_with('-'))
        return usageError(context, nullptr, "unknown option '" + printable(first) + "'");
    const Command *command = findCommand(first);
    if (!command)
        return usageError(context, nullptr, "unknown command '" + printable(first) + "'");

    const ParsedArguments parsed = parseArguments(args.subspan(1), command->options);
    if (parsed.error)
        return usageError(context, command, *parsed.error);
    if (parsed.arguments.help) {
        printCommandHelp(context.out, *command);
        return ExitSuccess;
    }
    if (command->files == FileArgs::Required && parsed.arguments.files.empty())
        return usageError(context, command, "missing FILE");
    if (command->files == FileArgs::None && !parsed.arguments.files.empty())
        return usageError(context, command,
                          "takes no FILE, found '" + printable(parsed.arguments.files.front()) + "'");
    if (const std::optional<std::string> problem = takePuzzleOptions(parsed.arguments, context))
        return usageError(context, command, *problem);
    return command->run(parsed.arguments, context);
}

} // namespace

int run(std::span<const std::string_view> args, Context &context)
{
    Status status;
    status.raise(dispatch(args, context));
    // Help and version text too: output lost to a full disk or a closed pipe is an I/O error.
    context.out.flush();
    if (!outputFailed(context) && context.stoppedShort) {
        // The reader went while a search ran, and nothing has failed to write since. The watch
        // saw the output gone (readerwatch.h), so this write fails: with SIGPIPE, or with EPIPE
        // and the message every failed write gives. The newline is never read.
        context.out << '\n' << std::flush;
        if (!outputFailed(context))
            context.err << "sudoku-cli: stopped: standard output's reader has gone\n";
    }
    if (outputFailed(context) || context.stoppedShort)
        status.raise(ExitUsageOrIo);
    return status.code();
}

} // namespace sudoku::cli
