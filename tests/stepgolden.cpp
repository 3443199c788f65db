// SPDX-License-Identifier: GPL-3.0-or-later
// stepgolden: every step of the solve `rate` counts, for each puzzle of a file, one puzzle a
// line — what tests/check_step_golden.py compares with tests/data/steps/se_rated_2100_steps.txt.bz2,
// so that a change to the step finder that changes any step of any solve is seen and named.
//
//   stepgolden PUZZLES        prints   PUZZLE TAB STEP ; STEP ; ...
//
// A step is its technique's stable name, its placements (r1c7=1) and its eliminations
// (r4c5-7), in the step's own order: "hidden-single r1c7=1", "x-wing r2c5-7 r8c5-7". A guess
// (never on these puzzles) is "guess r1c1=4". The puzzles are solved on two threads; the lines
// come in input order.

#include "format.h"
#include "geometry.h"
#include "rating.h"
#include "technique.h"

#include <algorithm>
#include <atomic>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

std::string stepsOf(const sudoku::Grid &puzzle)
{
    const int size = puzzle.shape().size();
    std::string line;
    for (const sudoku::Step &step : sudoku::ratingSteps(puzzle)) {
        if (!line.empty())
            line += " ; ";
        const std::string_view name = sudoku::techniqueName(step.technique);
        line += name.empty() ? std::string_view("guess") : name;
        for (const sudoku::CellDigit &placed : step.placements)
            line += ' ' + sudoku::cellName(placed.cell, size) + '=' + std::to_string(placed.digit);
        for (const sudoku::CellDigit &struck : step.eliminations)
            line += ' ' + sudoku::cellName(struck.cell, size) + '-' + std::to_string(struck.digit);
    }
    return line;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::cerr << "usage: stepgolden PUZZLES\n";
        return 2;
    }
    std::ifstream file(argv[1]);
    if (!file) {
        std::cerr << "stepgolden: cannot read " << argv[1] << '\n';
        return 2;
    }
    std::vector<std::string> puzzles;
    std::vector<std::string> lines;
    sudoku::PuzzleReader reader(file);
    while (const auto record = reader.next()) {
        if (!record->ok()) {
            std::cerr << argv[1] << ':' << record->line << ": " << record->error.toString() << '\n';
            return 2;
        }
        puzzles.push_back(sudoku::toLine(*record->grid));
    }
    lines.resize(puzzles.size());
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < puzzles.size(); i = next++)
            lines[i] = stepsOf(*sudoku::readPuzzle(puzzles[i]).grid);
    };
    const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
    std::vector<std::jthread> workers;
    for (unsigned t = 0; t < threads; ++t)
        workers.emplace_back(work);
    workers.clear(); // joins
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        std::cout << puzzles[i] << '\t' << lines[i] << '\n';
    return 0;
}
