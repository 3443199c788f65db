// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli techniques: every technique of the table (core/technique.h) — its stable name,
// level, base difficulty and words — and the level list of 'rate --help', both made from the
// table, so a technique added there is listed everywhere without another edit.

#include "commands.h"

#include "technique.h"

#include <algorithm>
#include <array>
#include <ostream>
#include <string>
#include <tuple>
#include <vector>

namespace sudoku::cli {

namespace {

// Every technique, by level, then base difficulty, then the table's order.
std::vector<const TechniqueInfo *> techniquesByLevel()
{
    std::vector<const TechniqueInfo *> infos;
    for (int i = 1; i < TechniqueCount; ++i)
        infos.push_back(&techniqueInfo(static_cast<Technique>(i)));
    std::stable_sort(infos.begin(), infos.end(), [](const TechniqueInfo *a, const TechniqueInfo *b) {
        return std::tie(a->level, a->difficulty) < std::tie(b->level, b->difficulty);
    });
    return infos;
}

std::vector<const TechniqueInfo *> ofLevel(Level level)
{
    std::vector<const TechniqueInfo *> infos = techniquesByLevel();
    std::erase_if(infos, [level](const TechniqueInfo *info) { return info->level != level; });
    return infos;
}

constexpr std::array<Level, 6> RatedLevels = {Level::Easy,    Level::Medium,  Level::Hard,
                                              Level::Expert, Level::Extreme, Level::Nightmare};

// Words filled into lines of at most `width` columns, each line after the first indented by
// `indent` spaces.
void printFilled(std::ostream &out, const std::vector<std::string> &words, std::size_t column, std::size_t indent,
                 std::size_t width)
{
    bool first = true;
    for (const std::string &word : words) {
        if (!first && column + 1 + word.size() > width) {
            out << '\n' << std::string(indent, ' ');
            column = indent;
        } else if (!first) {
            out << ' ';
            ++column;
        }
        out << word;
        column += word.size();
        first = false;
    }
    out << '\n';
}

} // namespace

void printLevelTechniques(std::ostream &out)
{
    constexpr std::size_t Indent = 22;
    for (const Level level : RatedLevels) {
        const std::vector<const TechniqueInfo *> infos = ofLevel(level);
        if (infos.empty())
            continue;
        int lowest = infos.front()->difficulty;
        int highest = lowest;
        for (const TechniqueInfo *info : infos) {
            lowest = std::min(lowest, info->difficulty);
            highest = std::max(highest, info->difficulty);
        }
        std::string head = "  " + std::string(levelName(level));
        head.resize(13, ' ');
        head += difficultyText(lowest) + (highest > lowest ? "-" + difficultyText(highest) : "");
        head.resize(Indent, ' ');
        std::vector<std::string> words;
        for (std::size_t i = 0; i < infos.size(); ++i) {
            std::string title = infos[i]->title;
            title += i + 1 < infos.size() ? "," : "";
            // Each title's own words, so that a line may break inside a long title.
            std::size_t start = 0;
            for (std::size_t space = title.find(' '); space != std::string::npos; space = title.find(' ', start)) {
                words.push_back(title.substr(start, space - start));
                start = space + 1;
            }
            words.push_back(title.substr(start));
        }
        out << head;
        printFilled(out, words, Indent, Indent, 79);
    }
}

int runTechniques(const Arguments &arguments, Context &context)
{
    std::ostream &out = context.out;
    if (arguments.flag("--markdown")) {
        out << "| level | techniques, each with its base difficulty on Sudoku Explainer's scale "
               "(\u2020: only on a puzzle with exactly one solution) |\n|---|---|\n";
        for (const Level level : RatedLevels) {
            out << "| " << levelName(level) << " |";
            const std::vector<const TechniqueInfo *> infos = ofLevel(level);
            for (std::size_t i = 0; i < infos.size(); ++i) {
                out << (i == 0 ? " " : ", ") << infos[i]->title << ' ' << difficultyText(infos[i]->difficulty)
                    << (infos[i]->needsUniqueness ? "\u2020" : "");
            }
            out << " |\n";
        }
        return ExitSuccess;
    }
    for (const TechniqueInfo *info : techniquesByLevel()) {
        std::string name(info->name);
        name.resize(std::max<std::size_t>(name.size() + 1, 28), ' ');
        std::string level(levelName(info->level));
        level.resize(11, ' ');
        out << name << level << difficultyText(info->difficulty) << (info->needsUniqueness ? " unique " : "        ")
            << info->title << '\n';
    }
    return ExitSuccess;
}

} // namespace sudoku::cli
