#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark reference for the general engine: solves and proves puzzles of any size with
CaDiCaL, the SAT solver (Debian's `cadical`), and prints each puzzle's time beside ours.
Other DIMACS solvers can run beside it (--solver, repeated), such as Kissat built from source.

Each puzzle becomes a CNF: one variable per empty cell and candidate its givens allow; exactly
one digit per cell; each digit a unit lacks at least once and at most once in it. The SAT
solver solves it; when satisfiable, the solution is blocked and the CNF solved again, so an
unsatisfiable second run proves the puzzle unique (as `sudoku-cli count --limit 2` does).
The time counted is the solver's own (both runs, process start included); writing the CNF is
not. Our time comes from `sudoku-cli solve --stats` on the same puzzle, run in the same loop.

    scripts/bench_cadical.py [--cli build-release/app/sudoku-cli] [--solver cadical]
                             [--solver PATH/kissat ...] FILE [FILE...]

Not product code: a benchmark script (README, Benchmarks). Puzzles are lines of n*n
characters, '.' for empty, 1-9 then A-Z for 10 and up, as ../shared/data/nxn holds them.
"""

import argparse
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def value_of(char):
    if char in ".0":
        return 0
    if char.isdigit():
        return int(char)
    return ord(char.upper()) - ord("A") + 10


def box_shape(size):
    """The squarest box, wider than tall (as Shape::forSize)."""
    for rows in range(5, 1, -1):
        if size % rows == 0 and size // rows >= rows:
            return rows, size // rows
    raise ValueError(f"no box for size {size}")


def encode(line):
    """The CNF of a puzzle line: (clauses, variable of (cell, digit), count of variables)."""
    size = math.isqrt(len(line))
    rows, columns = box_shape(size)
    cells = size * size
    givens = [value_of(c) for c in line]

    def units_of(cell):
        r, c = divmod(cell, size)
        return (r, size + c, 2 * size + (r // rows) * (size // columns) + c // columns)

    held = [set() for _ in range(3 * size)]
    for cell, digit in enumerate(givens):
        if digit:
            for unit in units_of(cell):
                held[unit].add(digit)
    variable = {}
    for cell in range(cells):
        if givens[cell]:
            continue
        seen = set().union(*(held[u] for u in units_of(cell)))
        for digit in range(1, size + 1):
            if digit not in seen:
                variable[(cell, digit)] = len(variable) + 1
    clauses = []
    unit_cells = [[] for _ in range(3 * size)]
    for cell in range(cells):
        for unit in units_of(cell):
            unit_cells[unit].append(cell)
    for cell in range(cells):
        if givens[cell]:
            continue
        own = [variable[(cell, d)] for d in range(1, size + 1) if (cell, d) in variable]
        clauses.append(own)
        clauses.extend([-a, -b] for i, a in enumerate(own) for b in own[i + 1:])
    for unit, members in enumerate(unit_cells):
        for digit in range(1, size + 1):
            if digit in held[unit]:
                continue
            places = [variable[(cell, digit)] for cell in members if (cell, digit) in variable]
            clauses.append(places)
            clauses.extend([-a, -b] for i, a in enumerate(places) for b in places[i + 1:])
    return clauses, variable, len(variable)


def run_solver(solver, clauses, variables):
    """Runs a DIMACS SAT solver on the clauses: (satisfiable, true variables, seconds)."""
    with tempfile.NamedTemporaryFile("w", suffix=".cnf", delete=False) as cnf:
        cnf.write(f"p cnf {variables} {len(clauses)}\n")
        for clause in clauses:
            cnf.write(" ".join(map(str, clause)) + " 0\n")
        path = cnf.name
    try:
        start = time.perf_counter()
        run = subprocess.run([solver, "-q", path], capture_output=True, text=True)
        seconds = time.perf_counter() - start
    finally:
        os.unlink(path)
    if run.returncode not in (10, 20):
        sys.exit(f"{solver} failed (exit {run.returncode}): {run.stderr.strip()}")
    satisfiable = run.returncode == 10
    true = set()
    if satisfiable:
        for line in run.stdout.splitlines():
            if line.startswith("v "):
                true.update(int(v) for v in line[2:].split() if int(v) > 0)
    return satisfiable, true, seconds


def count_with_solver(solver, clauses, variables):
    """Solutions up to 2 of a puzzle's CNF and the SAT solver's seconds to find and prove them."""
    if any(len(clause) == 0 for clause in clauses):
        return 0, 0.0  # a cell or a unit with nothing left: no solution, found while encoding
    satisfiable, true, seconds = run_solver(solver, clauses, variables)
    if not satisfiable:
        return 0, seconds
    blocked = clauses + [[-v for v in true if v <= variables]]
    again, _, more = run_solver(solver, blocked, variables)
    return (2 if again else 1), seconds + more


def ours(cli, line):
    """Solutions (1, or 0 / 2 as solve's exit and output say) and our engine's seconds, by --stats.
    A puzzle solve calls invalid (repeated givens) has none, as its CNF."""
    run = subprocess.run([cli, "solve", "--stats"], input=line + "\n", capture_output=True, text=True)
    match = re.search(r"(\d+) us", run.stderr)
    micros = int(match.group(1)) if match else 0
    none = run.stdout.strip() in ("no solution", "invalid")
    solutions = 1 if run.returncode == 0 else (0 if none else 2)
    return solutions, micros / 1e6


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", default="build-release/app/sudoku-cli")
    parser.add_argument("--solver", action="append", help="a DIMACS SAT solver to compare with (default cadical)")
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    solvers = arguments.solver or ["cadical"]
    names = [os.path.basename(solver) for solver in solvers]
    for program in [arguments.cli] + solvers:
        if shutil.which(program) is None:
            sys.exit(f"{program}: no such program (build sudoku-cli in Release, install cadical)")
    for name in arguments.files:
        our_times, sat_times = [], [[] for _ in solvers]
        with open(name) as file:
            lines = [line.split()[0] for line in file if line.strip() and not line.startswith("#")]
        for number, line in enumerate(lines, 1):
            our_count, our_seconds = ours(arguments.cli, line)
            our_times.append(our_seconds)
            report = f"{name}:{number}: solutions {our_count}, ours {our_seconds * 1000:.1f} ms"
            clauses, _, variables = encode(line)
            for solver, label, times in zip(solvers, names, sat_times):
                sat_count, sat_seconds = count_with_solver(solver, clauses, variables)
                times.append(sat_seconds)
                flag = "" if sat_count == our_count else " DISAGREE"
                report += f", {label} {sat_seconds * 1000:.1f} ms{flag}"
            print(report, flush=True)
        print(f"{name}: {len(lines)} puzzles; ours median {statistics.median(our_times) * 1000:.1f} ms, "
              f"max {max(our_times) * 1000:.1f} ms, total {sum(our_times):.2f} s")
        for label, times in zip(names, sat_times):
            print(f"{name}: {label} median {statistics.median(times) * 1000:.1f} ms, "
                  f"max {max(times) * 1000:.1f} ms, total {sum(times):.2f} s; "
                  f"ours/{label} total {sum(our_times) / sum(times):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
