#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Counts the solutions of variant Sudoku puzzles with a SAT solver, independently of the app.

    check_variant_counts.py [--variant V] [--cli SUDOKU_CLI] [--expect-unique] FILE...
    check_variant_counts.py --self-test

Reads the puzzle files of tests/data/variants/ (their formats are described in that folder's
README.md), encodes each puzzle as CNF and counts its solutions up to 2 with CaDiCaL (the
Debian package `cadical`): solve, add a clause that blocks the solution found, solve again.
Every solution found is also checked against the puzzle's rules here, apart from the CNF.
Prints one line per puzzle, `FILE:LINE: cnf=N`, N being 0, 1 or 2 (2 meaning "2 or more").

The variant comes from the file's name (x.txt, windoku.txt, jigsaw.txt, killer.txt,
samurai.txt, or such a name and "_" before the ".txt": killer_techniques.txt) unless --variant
names it:
  x        classic rules, and both main diagonals hold 1-9 once
  windoku  classic rules, and the windows at rows 2-4/6-8 x columns 2-4/6-8 hold 1-9 once
  jigsaw   rows, columns and nine irregular regions (given with the puzzle), no boxes
  killer   classic rules, and cages: distinct digits summing to the cage's total
  samurai  five overlapping 9x9 grids in a 21x21 canvas; every row, column and box of each
           grid holds 1-9 once. A puzzle is the canvas's 21 lines, or its 369 cells on one
           line in reading order of the canvas (what `generate` writes)

--cli SUDOKU_CLI also runs `SUDOKU_CLI count --variant V --limit 2` on each puzzle (the
puzzle's text on standard input, the 21 lines for samurai) and compares the first token of
its output line with the CNF count; each difference is printed as a `mismatch` line.
--expect-unique fails when a puzzle's CNF count is not 1.
--self-test checks the encoder itself on built-in cases (no files needed).
--generate N (with --cli) also checks what `SUDOKU_CLI generate --variant V -n N --seed 1`
makes of each variant at each `--level` from easy to extreme (a killer to expert): each
file must open with its `# variant: V` line, each puzzle's line end with the level asked,
and with --expect-unique every puzzle must have one solution.

From the top of the tree, after `apt-get install cadical`:

    tests/check_variant_counts.py --expect-unique tests/data/variants/*.txt

Exit status: 0 when every check passes; 1 when an input is malformed, a count differs from
the CLI's, --expect-unique finds a count other than 1 or a self-test fails; 2 when cadical
or the --cli program cannot be found, or a file cannot be read.
"""
import argparse
import itertools
import os
import shutil
import subprocess
import tempfile
import sys

VARIANTS = ("x", "windoku", "jigsaw", "killer", "samurai")
DIGITS = range(1, 10)
CAGE_NAMES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Top-left corners (0-based row, column) of the five 9x9 grids of a samurai canvas.
SAMURAI_ORIGINS = ((0, 0), (0, 12), (6, 6), (12, 0), (12, 12))
SAMURAI_SIZE = 21


class InputError(Exception):
    """A malformed puzzle; the message says what is wrong."""


class Puzzle:
    """A puzzle reduced to what the encoder needs: cells, givens, units and cages.

    cells: list of (row, col); givens: {cell index: digit}; units: lists of 9 cell indices
    that hold 1-9 once each; cages: list of (cell indices, total).
    """

    def __init__(self, cells, givens, units, cages=()):
        self.cells = cells
        self.givens = givens
        self.units = units
        self.cages = list(cages)


# ---------------------------------------------------------------------------------------
# Geometry

def classic_lines():
    rows = [[r * 9 + c for c in range(9)] for r in range(9)]
    cols = [[r * 9 + c for r in range(9)] for c in range(9)]
    return rows + cols


def classic_boxes():
    return [[(br + r) * 9 + bc + c for r in range(3) for c in range(3)]
            for br in (0, 3, 6) for bc in (0, 3, 6)]


def diagonals():
    return [[i * 9 + i for i in range(9)], [i * 9 + 8 - i for i in range(9)]]


def windows():
    # 1-based rows 2-4 and 6-8, columns 2-4 and 6-8.
    return [[(wr + r) * 9 + wc + c for r in range(3) for c in range(3)]
            for wr in (1, 5) for wc in (1, 5)]


def grid_cells_81():
    return [(r, c) for r in range(9) for c in range(9)]


def connected(cells):
    """Whether the (row, col) cells form one orthogonally connected group."""
    cells = set(cells)
    if not cells:
        return False
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        r, c = todo.pop()
        for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


# ---------------------------------------------------------------------------------------
# Parsing and validation

def parse_givens(text, allowed="123456789."):
    if len(text) != 81:
        raise InputError(f"the grid has {len(text)} characters, expected 81")
    bad = sorted({ch for ch in text if ch not in allowed})
    if bad:
        raise InputError(f"the grid has characters other than 1-9 and '.': {''.join(bad)!r}")
    return {i: int(ch) for i, ch in enumerate(text) if ch != "."}


def check_names_in_order(names, alphabet, what):
    """Names must be numbered in order of their first cell in reading order."""
    order = []
    for ch in names:
        if ch not in order:
            order.append(ch)
    expected = list(alphabet[:len(order)])
    if order != expected:
        for got, want in zip(order, expected):
            if got != want:
                raise InputError(f"{what} are not named in order of their first cell: "
                                 f"found {got!r} where {want!r} comes next")
    return order


def parse_plain(text, variant):
    parts = text.split()
    if len(parts) != 1:
        raise InputError(f"expected one field of 81 characters, found {len(parts)} fields")
    givens = parse_givens(parts[0])
    units = classic_lines() + classic_boxes()
    units += diagonals() if variant == "x" else windows()
    return Puzzle(grid_cells_81(), givens, units)


def parse_jigsaw(text):
    parts = text.split()
    if len(parts) != 2:
        raise InputError(f"expected the grid and the regions (2 fields), found {len(parts)}")
    givens = parse_givens(parts[0])
    regions = parts[1]
    if len(regions) != 81:
        raise InputError(f"the regions have {len(regions)} characters, expected 81")
    bad = sorted({ch for ch in regions if ch not in "123456789"})
    if bad:
        raise InputError(f"region names must be 1-9, found {''.join(bad)!r}")
    names = check_names_in_order(regions, "123456789", "regions")
    if len(names) != 9:
        raise InputError(f"there are {len(names)} regions, expected 9")
    units = classic_lines()
    for name in names:
        members = [i for i, ch in enumerate(regions) if ch == name]
        if len(members) != 9:
            raise InputError(f"region {name} has {len(members)} cells, expected 9")
        if not connected([divmod(i, 9) for i in members]):
            raise InputError(f"region {name} is not connected")
        units.append(members)
    return Puzzle(grid_cells_81(), givens, units)


def parse_killer(text):
    parts = text.split()
    if len(parts) != 3:
        raise InputError(f"expected the grid, the cages and the sums (3 fields), "
                         f"found {len(parts)}")
    givens = parse_givens(parts[0])
    cagemap = parts[1]
    if len(cagemap) != 81:
        raise InputError(f"the cages have {len(cagemap)} characters, expected 81")
    bad = sorted({ch for ch in cagemap if ch not in CAGE_NAMES})
    if bad:
        raise InputError(f"cage names must be a-z then A-Z, found {''.join(bad)!r}")
    names = check_names_in_order(cagemap, CAGE_NAMES, "cages")
    sums = {}
    pairs = parts[2].split(",")
    for pair in pairs:
        name, eq, total = pair.partition("=")
        if not eq or not name or not total:
            raise InputError(f"{pair!r} is not of the form cage=sum")
        if not total.isdigit():
            raise InputError(f"the sum of cage {name} is not a number: {total!r}")
        if name in sums:
            raise InputError(f"cage {name} has two sums")
        if name not in names:
            raise InputError(f"a sum is given for cage {name}, which has no cell")
        sums[name] = int(total)
    missing = [n for n in names if n not in sums]
    if missing:
        raise InputError(f"cage{'s' if len(missing) > 1 else ''} without a sum: "
                         f"{', '.join(missing)}")
    if [p.partition("=")[0] for p in pairs] != names:
        raise InputError("the sums are not listed in cage-name order")
    cages = []
    for name in names:
        members = [i for i, ch in enumerate(cagemap) if ch == name]
        if not connected([divmod(i, 9) for i in members]):
            raise InputError(f"cage {name} is not connected")
        cages.append((members, sums[name]))
    units = classic_lines() + classic_boxes()
    return Puzzle(grid_cells_81(), givens, units, cages)


def samurai_canvas_cells():
    inside = set()
    for r0, c0 in SAMURAI_ORIGINS:
        inside.update((r0 + r, c0 + c) for r in range(9) for c in range(9))
    return sorted(inside)


def parse_samurai(lines):
    if len(lines) != SAMURAI_SIZE:
        raise InputError(f"the puzzle has {len(lines)} lines, expected {SAMURAI_SIZE}")
    cells = samurai_canvas_cells()
    index = {cell: i for i, cell in enumerate(cells)}
    givens = {}
    for r, line in enumerate(lines):
        if len(line) != SAMURAI_SIZE:
            raise InputError(f"line {r + 1} of the puzzle has {len(line)} characters, "
                             f"expected {SAMURAI_SIZE} (keep the trailing spaces)")
        for c, ch in enumerate(line):
            if (r, c) in index:
                if ch not in "123456789.":
                    raise InputError(f"row {r + 1}, column {c + 1} is inside a grid: expected "
                                     f"1-9 or '.', found {ch!r}")
                if ch != ".":
                    givens[index[(r, c)]] = int(ch)
            elif ch != " ":
                raise InputError(f"row {r + 1}, column {c + 1} is outside the five grids: "
                                 f"expected a space, found {ch!r}")
    units = set()
    for r0, c0 in SAMURAI_ORIGINS:
        for k in range(9):
            units.add(tuple(index[(r0 + k, c0 + c)] for c in range(9)))
            units.add(tuple(index[(r0 + r, c0 + k)] for r in range(9)))
        for br in (0, 3, 6):
            for bc in (0, 3, 6):
                units.add(tuple(index[(r0 + br + r, c0 + bc + c)]
                                for r in range(3) for c in range(3)))
    return Puzzle(cells, givens, [list(u) for u in sorted(units)])


def parse_samurai_line(token):
    cells = samurai_canvas_cells()
    if len(token) != len(cells):
        raise InputError(f"the line has {len(token)} cells, expected {len(cells)}")
    rows = [[" "] * SAMURAI_SIZE for _ in range(SAMURAI_SIZE)]
    for (r, c), ch in zip(cells, token):
        rows[r][c] = ch
    return parse_samurai(["".join(row) for row in rows])


# The levels `generate --variant` takes (a killer's extreme ones, which take seconds to tens
# of seconds to make, are left out of the check).
LEVELS = ("easy", "medium", "hard", "expert", "extreme")


def read_puzzles(path, variant):
    """Yields (line number, puzzle text, Puzzle or InputError) for each puzzle of the file."""
    with open(path, encoding="utf-8") as file:
        raw = [line.rstrip("\r\n") for line in file]
    if variant == "samurai":
        block, start = [], None
        for number, line in enumerate(raw + [""], start=1):
            if not block and len(line.split(" ", 1)[0]) > SAMURAI_SIZE:
                # The one-line form: the 369 cells in reading order of the canvas.
                yield number, line + "\n", attempt(parse_samurai_line, line.split(" ", 1)[0])
                continue
            if line.strip() == "" or line.startswith("#"):
                if block:
                    yield start, "\n".join(block) + "\n", attempt(parse_samurai, block)
                    block, start = [], None
                continue
            if not block:
                start = number
            block.append(line)
        return
    parse = {"x": lambda t: parse_plain(t, "x"), "windoku": lambda t: parse_plain(t, "windoku"),
             "jigsaw": parse_jigsaw, "killer": parse_killer}[variant]
    for number, line in enumerate(raw, start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        yield number, text + "\n", attempt(parse, text)


def attempt(parse, arg):
    try:
        return parse(arg)
    except InputError as error:
        return error


# ---------------------------------------------------------------------------------------
# CNF encoding

class Cnf:
    def __init__(self, ncells):
        self.ncells = ncells
        self.nvars = ncells * 9
        self.clauses = []

    def var(self, cell, digit):
        return cell * 9 + digit

    def fresh(self):
        self.nvars += 1
        return self.nvars

    def add(self, clause):
        self.clauses.append(list(clause))

    def exactly_one(self, literals):
        self.add(literals)
        for a, b in itertools.combinations(literals, 2):
            self.add([-a, -b])

    def dimacs(self):
        out = [f"p cnf {self.nvars} {len(self.clauses)}"]
        out.extend(" ".join(map(str, clause)) + " 0" for clause in self.clauses)
        return "\n".join(out) + "\n"


def digit_sets(size, total):
    return [set(combo) for combo in itertools.combinations(DIGITS, size) if sum(combo) == total]


def encode(puzzle):
    cnf = Cnf(len(puzzle.cells))
    v = cnf.var
    for cell in range(len(puzzle.cells)):
        cnf.exactly_one([v(cell, d) for d in DIGITS])
    for unit in puzzle.units:
        for d in DIGITS:
            cnf.exactly_one([v(cell, d) for cell in unit])
    for cell, digit in puzzle.givens.items():
        cnf.add([v(cell, digit)])
    for members, total in puzzle.cages:
        for d in DIGITS:  # at most one cell of the cage holds d
            for a, b in itertools.combinations(members, 2):
                cnf.add([-v(a, d), -v(b, d)])
        sets = digit_sets(len(members), total)
        if not sets:
            cnf.add([])  # no set of distinct digits makes this total: no solution
            continue
        selectors = [cnf.fresh() for _ in sets]
        cnf.exactly_one(selectors)
        for selector, digits in zip(selectors, sets):
            for d in DIGITS:
                if d in digits:
                    cnf.add([-selector] + [v(cell, d) for cell in members])
                else:
                    for cell in members:
                        cnf.add([-selector, -v(cell, d)])
    return cnf


def solve(cnf, cadical):
    """Returns the model as {variable: bool}, or None when unsatisfiable."""
    run = subprocess.run([cadical, "-q"], input=cnf.dimacs(), capture_output=True, text=True)
    if run.returncode == 20:
        return None
    if run.returncode != 10:
        raise RuntimeError(f"cadical exited with {run.returncode}: {run.stderr.strip()}")
    model = {}
    for line in run.stdout.splitlines():
        if line.startswith("v "):
            for lit in map(int, line[2:].split()):
                if lit:
                    model[abs(lit)] = lit > 0
    return model


def grid_from_model(cnf, model):
    grid = []
    for cell in range(cnf.ncells):
        digits = [d for d in DIGITS if model.get(cnf.var(cell, d))]
        if len(digits) != 1:
            raise RuntimeError(f"the model gives cell {cell} the digits {digits}")
        grid.append(digits[0])
    return grid


def check_solution(puzzle, grid):
    """The rules checked directly on a solution, apart from the CNF."""
    for cell, digit in puzzle.givens.items():
        if grid[cell] != digit:
            raise RuntimeError(f"the solution does not keep the given at cell {cell}")
    for unit in puzzle.units:
        if sorted(grid[cell] for cell in unit) != list(DIGITS):
            raise RuntimeError(f"the solution breaks the unit {unit}")
    for members, total in puzzle.cages:
        values = [grid[cell] for cell in members]
        if len(set(values)) != len(values) or sum(values) != total:
            raise RuntimeError(f"the solution breaks the cage {members}={total}")


def count_solutions(puzzle, cadical):
    """0, 1 or 2 (2 meaning 2 or more)."""
    cnf = encode(puzzle)
    model = solve(cnf, cadical)
    if model is None:
        return 0
    grid = grid_from_model(cnf, model)
    check_solution(puzzle, grid)
    cnf.add([-cnf.var(cell, digit) for cell, digit in enumerate(grid)])
    model = solve(cnf, cadical)
    if model is None:
        return 1
    second = grid_from_model(cnf, model)
    check_solution(puzzle, second)
    if second == grid:
        raise RuntimeError("the second solution repeats the first")
    return 2


# ---------------------------------------------------------------------------------------
# The app's CLI

def cli_count(cli, variant, text):
    """The count `cli count` prints for one puzzle, or an error message (str)."""
    try:
        run = subprocess.run([cli, "count", "--variant", variant, "--limit", "2"], input=text,
                             capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"could not run {cli}: {error}"
    if run.returncode != 0:
        return f"{cli} exited with {run.returncode}: {run.stderr.strip()[:200]}"
    lines = [line for line in run.stdout.splitlines() if line.strip()]
    if len(lines) != 1:
        return f"{cli} printed {len(lines)} lines for one puzzle, expected 1"
    token = lines[0].split()[0]
    if token not in ("0", "1", "2"):
        return f"{cli} printed {lines[0]!r}, whose first token is not 0, 1 or 2"
    return int(token)


# ---------------------------------------------------------------------------------------
# Self-test

CLASSIC = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
BOX_REGIONS = "".join(str(3 * (r // 3) + c // 3 + 1) for r in range(9) for c in range(9))
# A 12-given X-Sudoku (sudocue.net's minimum Sudoku-X, tests/data/variants/x.txt): every given
# is needed.
MIN_X = "............................................1..2345...56.......1......7....8..23."
WIKI_KILLER = ("." * 81 + " "
               "aabbbcdefgghhccdefggiicjkkflmminjkoflppqnjoorsptqnuvvrsttqwuuxxsyzwwAAxxsyzwBBBCC"
               " a=3,b=15,c=22,d=4,e=16,f=15,g=25,h=17,i=9,j=8,k=20,l=6,m=14,n=17,o=17,p=13,"
               "q=20,r=12,s=27,t=6,u=20,v=6,w=10,x=14,y=8,z=16,A=15,B=13,C=17")


def self_test(cadical):
    """Checks of the encoder on cases whose counts are known. Returns the failures."""
    failures = []

    def expect(name, puzzle, want):
        got = count_solutions(puzzle, cadical)
        print(f"self-test: {name}: cnf={got} (expected {want})")
        if got != want:
            failures.append(name)

    # The classic puzzle, with the boxes given as jigsaw regions: unique.
    classic = parse_jigsaw(f"{CLASSIC} {BOX_REGIONS}")
    expect("classic as jigsaw", classic, 1)
    cnf = encode(classic)
    solution = grid_from_model(cnf, solve(cnf, cadical))
    # Extra units on a unique puzzle leave 1 solution if its solution keeps them, else 0.
    for variant, extra in (("x", diagonals()), ("windoku", windows())):
        keeps = all(sorted(solution[i] for i in unit) == list(DIGITS) for unit in extra)
        expect(f"classic as {variant} (its solution {'keeps' if keeps else 'breaks'} the "
               f"extra units)", parse_plain(CLASSIC, variant), 1 if keeps else 0)
    # One given fewer: the boxes-as-regions puzzle (minimal, 17 givens) gets more solutions.
    first = next(i for i, ch in enumerate(CLASSIC) if ch != ".")
    fewer = CLASSIC[:first] + "." + CLASSIC[first + 1:]
    expect("classic as jigsaw, one given removed", parse_jigsaw(f"{fewer} {BOX_REGIONS}"), 2)
    # The minimal X-Sudoku: unique; without any one of its givens, not.
    expect("minimal x", parse_plain(MIN_X, "x"), 1)
    for i in (i for i, ch in enumerate(MIN_X) if ch != "."):
        expect(f"minimal x without the given at r{i // 9 + 1}c{i % 9 + 1}",
               parse_plain(MIN_X[:i] + "." + MIN_X[i + 1:], "x"), 2)
    # An empty grid has many solutions in every 9x9 variant.
    expect("empty x", parse_plain("." * 81, "x"), 2)
    expect("empty windoku", parse_plain("." * 81, "windoku"), 2)
    # Two equal givens sharing no row, column or box, placed to share the extra units or not.
    def two_fives(a, b):
        grid = ["."] * 81
        grid[a] = grid[b] = "5"
        return "".join(grid)
    expect("x, two 5s on the main diagonal (r1c1, r5c5)", parse_plain(two_fives(0, 40), "x"), 0)
    expect("x, two 5s off the diagonals (r1c1, r2c5)", parse_plain(two_fives(0, 13), "x"), 2)
    expect("windoku, two 5s in one window (r2c2, r4c3)",
           parse_plain(two_fives(10, 29), "windoku"), 0)
    expect("windoku, two 5s in no window (r1c1, r2c5)",
           parse_plain(two_fives(0, 13), "windoku"), 2)
    # Windoku's four windows force a fifth region: rows 1, 5, 9 x columns 1, 5, 9.
    expect("windoku, two 5s in the implied region (r1c1, r5c5)",
           parse_plain(two_fives(0, 40), "windoku"), 0)
    # Wikipedia's killer: unique; a cage with a total no digit set makes: none.
    expect("killer, Wikipedia example", parse_killer(WIKI_KILLER), 1)
    expect("killer, cage a=3 changed to a=2", parse_killer(WIKI_KILLER.replace("a=3", "a=2")), 0)
    expect("killer, cage a=3 changed to a=18",
           parse_killer(WIKI_KILLER.replace("a=3", "a=18")), 0)
    # Samurai with every cell empty: many solutions.
    empty = [" " * SAMURAI_SIZE for _ in range(SAMURAI_SIZE)]
    cells = samurai_canvas_cells()
    empty = [list(row) for row in empty]
    for r, c in cells:
        empty[r][c] = "."
    expect("empty samurai", parse_samurai(["".join(row) for row in empty]), 2)
    return failures


# ---------------------------------------------------------------------------------------

def variant_of(path, override):
    if override:
        return override
    stem = os.path.splitext(os.path.basename(path))[0].lower()
    if stem in VARIANTS:
        return stem
    # "killer_techniques.txt": the variant's name, an underscore, what the file is for.
    if stem.split("_")[0] in VARIANTS:
        return stem.split("_")[0]
    raise InputError(f"cannot tell the variant from the file name {os.path.basename(path)!r}; "
                     f"name it {', '.join(v + '.txt' for v in VARIANTS)} (or killer_NAME.txt, ...) "
                     f"or pass --variant")


def main():
    parser = argparse.ArgumentParser(
        description="Count the solutions (up to 2) of variant Sudoku puzzles with CaDiCaL.")
    parser.add_argument("files", nargs="*", metavar="FILE")
    parser.add_argument("--variant", choices=VARIANTS, help="the variant of every FILE")
    parser.add_argument("--cli", metavar="PATH", help="sudoku-cli to compare counts with")
    parser.add_argument("--expect-unique", action="store_true",
                        help="fail when a puzzle has no solution or more than one")
    parser.add_argument("--self-test", action="store_true",
                        help="check the encoder on built-in cases")
    parser.add_argument("--generate", type=int, default=0, metavar="N",
                        help="also check N puzzles that --cli generates of each variant "
                             "(and N easy ones of X, windoku and jigsaw), seeds 1 to N")
    args = parser.parse_args()
    if not args.files and not args.self_test and not args.generate:
        parser.error("no FILE given")
    if args.generate and not args.cli:
        parser.error("--generate needs --cli")

    if args.cli and shutil.which(args.cli) is None:
        print(f"check_variant_counts: cannot run {args.cli}", file=sys.stderr)
        return 2
    cadical = shutil.which("cadical")
    if cadical is None:
        print("check_variant_counts: cadical is not on PATH (apt-get install cadical)",
              file=sys.stderr)
        return 2

    failed = False
    if args.self_test:
        failures = self_test(cadical)
        for name in failures:
            print(f"self-test FAILED: {name}")
        failed = bool(failures)

    generated = tempfile.TemporaryDirectory() if args.generate else None
    jobs = [(path, args.variant) for path in args.files]
    if generated:
        for variant in ("x", "windoku", "jigsaw", "killer", "samurai"):
            for level in (LEVELS[:-1] if variant == "killer" else LEVELS):
                path = os.path.join(generated.name, f"{variant}-{level}.txt")
                command = [args.cli, "generate", "--variant", variant, "-n", str(args.generate), "--seed", "1"]
                command += ["--level", level]
                made = subprocess.run(command, capture_output=True, text=True)
                if made.returncode != 0 or not made.stdout.startswith(f"# variant: {variant}\n"):
                    print(f"{' '.join(command[1:])}: failed ({made.returncode}): {made.stderr.strip()}")
                    failed = True
                    continue
                # A puzzle's line ends with its level, which the CNF needs no more.
                lines = made.stdout.splitlines()
                stripped = [lines[0]]
                for line in lines[1:]:
                    *fields, said = line.split()
                    if said != level:
                        print(f"{' '.join(command[1:])}: a puzzle came {said}: {line}")
                        failed = True
                    stripped.append(" ".join(fields))
                lines = stripped
                with open(path, "w") as out:
                    out.write("\n".join(lines) + "\n")
                jobs.append((path, variant))

    for path, named in jobs:
        try:
            variant = variant_of(path, named)
        except InputError as error:
            print(f"{path}: error: {error}")
            failed = True
            continue
        try:
            puzzles = list(read_puzzles(path, variant))
        except OSError as error:
            print(f"check_variant_counts: cannot read {path}: {error}", file=sys.stderr)
            return 2
        if not puzzles:
            print(f"{path}: error: no puzzle in the file")
            failed = True
        for number, text, puzzle in puzzles:
            where = f"{path}:{number}"
            if isinstance(puzzle, InputError):
                print(f"{where}: error: {puzzle}")
                failed = True
                continue
            count = count_solutions(puzzle, cadical)
            print(f"{where}: cnf={count}")
            sys.stdout.flush()
            if args.expect_unique and count != 1:
                print(f"{where}: expected exactly 1 solution, cnf={count}")
                failed = True
            if args.cli:
                theirs = cli_count(args.cli, variant, text)
                if isinstance(theirs, str):
                    print(f"{where}: mismatch: cnf={count}, cli error: {theirs}")
                    failed = True
                elif theirs != count:
                    print(f"{where}: mismatch: cnf={count} cli={theirs}")
                    failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
