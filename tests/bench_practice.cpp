// SPDX-License-Identifier: GPL-3.0-or-later
// How long practice takes to serve a position of each technique (serveExample: an example of
// the technique seen another way, its step found again and checked): the median and the worst
// of 8 seeds a technique, by level. The goal is under a second for every technique up to the
// forcing chains (extreme) on 9×9. Figures, not pass/fail limits.
//
//   build/tests/bench_practice

#include "position.h"
#include "techniqueexamples.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace sudoku;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    constexpr int Seeds = 8;
    std::printf("%-34s %-10s %10s %10s\n", "technique", "level", "median ms", "worst ms");
    std::array<double, LevelCount> worstOfLevel{};
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        const std::vector<TechniqueExample> &examples = TechniqueExamples::bundled().of(technique);
        std::vector<double> times;
        for (std::uint64_t seed = 0; seed < Seeds && !examples.empty(); ++seed) {
            QElapsedTimer clock;
            clock.start();
            const std::optional<ServedExample> served = serveExample(examples, seed);
            times.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
            if (!served) {
                std::printf("%s: seed %llu served nothing\n", techniqueName(technique).data(),
                            static_cast<unsigned long long>(seed));
                return 1;
            }
        }
        if (times.empty()) {
            std::printf("%-34s no examples\n", techniqueName(technique).data());
            continue;
        }
        std::sort(times.begin(), times.end());
        const Level level = techniqueInfo(technique).level;
        worstOfLevel[static_cast<std::size_t>(level)] = std::max(worstOfLevel[static_cast<std::size_t>(level)], times.back());
        std::printf("%-34s %-10s %10.1f %10.1f\n", techniqueName(technique).data(), levelName(level).data(),
                    times[times.size() / 2], times.back());
    }
    std::printf("\nworst by level:");
    for (int level = 0; level < static_cast<int>(Level::NotUnique); ++level)
        std::printf(" %s %.1f ms;", levelName(static_cast<Level>(level)).data(), worstOfLevel[static_cast<std::size_t>(level)]);
    std::printf("\n");
    return 0;
}
