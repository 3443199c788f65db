// SPDX-License-Identifier: GPL-3.0-or-later
// techniqueexamples: gathers the technique examples' file (resources/techniques/examples.txt)
// from puzzles — each puzzle solved step by step (solvePositions), the position before a step
// kept as an example of the step's technique, at most one a technique from each puzzle, at
// most K a technique in all. The techniques named with --alone (by stable name, separated by
// commas) are also looked for alone (position.h: the singles and the technique allowed) in
// every position where no single applies. Reads puzzle files (or standard input), writes
// example lines (position.h), and tells on standard error which techniques have fewer than
// K. With --only, only the techniques named are gathered, and the reading stops once each has
// K. Not installed: resources/techniques/README.md says how the file was made with it.
//
//   techniqueexamples [-k K] [--alone NAME,...] [--only NAME,...] [FILE...]

#include "format.h"
#include "position.h"
#include "technique.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace sudoku;

namespace {

struct Gathered {
    std::array<std::vector<std::string>, TechniqueCount> lines;
    std::size_t wanted = 4;
    std::vector<Technique> alone;
    std::vector<Technique> only; // when set, the techniques gathered (else every one)

    bool wants(Technique technique) const
    {
        return only.empty() || std::find(only.begin(), only.end(), technique) != only.end();
    }

    bool full() const
    {
        for (int t = 1; t < TechniqueCount; ++t) {
            if (wants(static_cast<Technique>(t)) && lines[static_cast<std::size_t>(t)].size() < wanted)
                return false;
        }
        return true;
    }

    void add(const Grid &puzzle)
    {
        std::array<bool, TechniqueCount> taken{};
        const auto keep = [&](const TechniqueExample &example) {
            const auto t = static_cast<std::size_t>(example.technique);
            if (taken[t] || lines[t].size() >= wanted || !wants(example.technique))
                return;
            taken[t] = true;
            lines[t].push_back(toExampleLine(example));
        };
        for (const TechniquePosition &found : solvePositions(puzzle)) {
            if (found.technique != Technique::None)
                keep({found.technique, false, found.position});
            if (techniqueInfo(found.technique).family == Family::Single)
                continue;
            for (const Technique technique : alone) {
                TechniqueExample example{technique, true, found.position};
                if (!taken[static_cast<std::size_t>(technique)] && exampleStep(example))
                    keep(example);
            }
        }
    }
};

void read(std::istream &input, Gathered &gathered)
{
    PuzzleReader reader(input);
    while (std::optional<PuzzleRecord> record = reader.next()) {
        if (record->ok() && record->grid->shape().isClassic())
            gathered.add(*record->grid);
        if (gathered.full())
            return;
    }
}

} // namespace

int main(int argc, char **argv)
{
    Gathered gathered;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "-k" && i + 1 < argc) {
            gathered.wanted = static_cast<std::size_t>(std::strtoul(argv[++i], nullptr, 10));
        } else if ((argument == "--alone" || argument == "--only") && i + 1 < argc) {
            std::vector<Technique> &list = argument == "--alone" ? gathered.alone : gathered.only;
            std::string names = argv[++i];
            for (std::size_t start = 0; start <= names.size();) {
                const std::size_t comma = std::min(names.find(',', start), names.size());
                const std::optional<Technique> technique = techniqueFromName(names.substr(start, comma - start));
                if (!technique) {
                    std::cerr << "no technique is named '" << names.substr(start, comma - start) << "'\n";
                    return 2;
                }
                list.push_back(*technique);
                start = comma + 1;
            }
        } else {
            files.push_back(argument);
        }
    }
    if (files.empty())
        read(std::cin, gathered);
    for (const std::string &file : files) {
        std::ifstream input(file);
        if (!input) {
            std::cerr << file << ": cannot be read\n";
            return 1;
        }
        read(input, gathered);
    }
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        for (const std::string &line : gathered.lines[static_cast<std::size_t>(t)])
            std::cout << line << '\n';
        if (gathered.wants(technique) && gathered.lines[static_cast<std::size_t>(t)].size() < gathered.wanted)
            std::cerr << techniqueName(technique) << ": " << gathered.lines[static_cast<std::size_t>(t)].size()
                      << " of " << gathered.wanted << '\n';
    }
    return 0;
}
