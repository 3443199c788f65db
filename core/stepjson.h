// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Steps as data: a step written as JSON, for `sudoku-cli solve --steps --json` and
// `rate --json`, and for whatever reads them (a teacher's worksheet, an analysis script, the
// replay test that checks every link). docs/steps.schema.json is the schema; the README's
// "Steps as data" says what each field means.
//
//   {"technique": {"id": "x-wing", "name": "X-Wing"}, "er": 3.2,
//    "text": "X-Wing: 4 in rows 2 and 6 lies only in columns 3 and 7, so r1c3 - 4, r1c7 - 4",
//    "placements": [], "eliminations": [{"cell": "r1c3", "digit": 4}, …],
//    "highlight": {"units": ["row 2", "row 6"], "coverUnits": ["column 3", "column 7"],
//                  "cells": ["r2c3", …], "candidates": [{"cell": "r2c3", "digit": 4}, …],
//                  "digits": [4]},
//    "chains": [{"nodes": [{"cells": ["r4c7"], "digit": 3, "state": "on", "premises": [],
//                           "reason": {"rule": "assumption"}}, …],
//                "lines": [{"depth": 0, "node": 0, "from": [], "text": "1. r4c7 is 3 (supposed)"}, …]}],
//    "nested": [ …steps an "inner-step" reason points at, by index… ]}
//
// A node's reason names the rule it follows by from its premises (indexes of earlier nodes of
// its chain): "assumption" (a branch's start: none), "same-cell" (off: the cell holds its
// premise's digit), "same-unit" (off: its premise's digit is in `unit`, in other cells),
// "last-candidate" (on: the premises strike the cell's other candidates), "last-place" (on:
// the premises strike the digit's other places in `unit`), "locked-set" (on: the almost locked
// set `set`, in `unit`, lacks its premise's digit, so it holds each of its others), and
// "inner-step" (off: the step nested[`step`] finds it on the board the premises leave).
//
// A forcing step's chains also carry their words, line by line (chainLines): the node a line
// tells (-1 for an inner step's lines, which tell its nodes) and the lines it follows from.
//
// Cells are named r1c1 … r25c25, units "row 4", "column 7", "box 6"; digits are numbers. The
// words are English (the command line's); everything else is the same for every language.
// Pure functions of plain values: any thread.

#include "format.h"
#include "rating.h"
#include "step.h"

#include <optional>
#include <string>
#include <string_view>

namespace sudoku {

// One step as a JSON object, on one line. A guess (Technique::None) is technique "guess".
std::string stepJson(const Step &step);

// A puzzle and its solve, as `solve --steps --json` and `rate --json` write it (one line):
//   {"puzzle": "4.....8.5…", "source": "top95.txt", "line": 1, "solutions": 1,
//    "solution": "417369825…", "rating": {"er": 7.2, "level": "expert", "guesses": 0},
//    "solved": true, "steps": [ …stepJson… ]}
// `solution` when the puzzle has exactly one; `steps` the rating's moves (RatingDetails).
std::string puzzleJson(const Grid &puzzle, std::string_view source, LineNumber line, const Rating &rating,
                       const std::optional<Grid> &solution, const std::vector<Step> &steps);

// A JSON string literal of `text` (UTF-8), quotes included: control characters and
// quotes escaped.
std::string jsonString(std::string_view text);

} // namespace sudoku
