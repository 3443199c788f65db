#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The differential test of the step finder: every step of every solve, against a golden file.

    check_step_golden.py STEPGOLDEN PUZZLES GOLDEN.bz2 [--update]

Runs STEPGOLDEN (tests/stepgolden.cpp) on PUZZLES and compares what it prints, puzzle by
puzzle and step by step, with GOLDEN.bz2 (the same lines, bzip2-compressed). Each puzzle that
differs is named with its line, the first step that differs and the two versions of it; the
test fails when any does. --update writes GOLDEN.bz2 from this build instead (do that only when
a difference is understood and right, and say why in the commit).
"""
import bz2
import subprocess
import sys


def steps_by_puzzle(text):
    table = []
    for line in text.splitlines():
        puzzle, _, steps = line.partition("\t")
        table.append((puzzle, steps.split(" ; ") if steps else []))
    return table


def main():
    args = [a for a in sys.argv[1:] if a != "--update"]
    update = "--update" in sys.argv[1:]
    if len(args) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    tool, puzzles, golden = args
    run = subprocess.run([tool, puzzles], capture_output=True, text=True, check=False)
    if run.returncode != 0:
        print(f"{tool} failed ({run.returncode}): {run.stderr}", file=sys.stderr)
        return 1
    if update:
        with bz2.open(golden, "wt", encoding="utf-8", compresslevel=9) as out:
            out.write(run.stdout)
        print(f"wrote {golden}")
        return 0
    with bz2.open(golden, "rt", encoding="utf-8") as file:
        expected = steps_by_puzzle(file.read())
    actual = steps_by_puzzle(run.stdout)
    if len(expected) != len(actual):
        print(f"{len(actual)} puzzles solved, the golden file has {len(expected)}")
        return 1
    differing = 0
    step_count = 0
    for number, ((puzzle, want), (got_puzzle, got)) in enumerate(zip(expected, actual), start=1):
        step_count += len(want)
        if puzzle != got_puzzle:
            print(f"line {number}: puzzle {got_puzzle}, the golden file has {puzzle}")
            return 1
        if want == got:
            continue
        differing += 1
        first = next((i for i, (a, b) in enumerate(zip(want, got)) if a != b), min(len(want), len(got)))
        print(f"line {number} {puzzle}: step {first + 1} of {len(want)} differs")
        print(f"    golden: {want[first] if first < len(want) else '(no more steps)'}")
        print(f"    now:    {got[first] if first < len(got) else '(no more steps)'}")
    print(f"{len(expected)} puzzles, {step_count} steps; {differing} puzzles differ")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
