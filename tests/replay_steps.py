#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Replays what `sudoku-cli solve --steps --json` says, without trusting the engine.

For every puzzle (one JSON object a line on standard input or in the files named) it keeps
the board a person would: the givens, every candidate their peers allow, and each step
applied in turn (a placement strikes its digit from the cell's peers, an elimination strikes
a candidate). At each step it checks:
  - every node of every chain follows, by its stated reason, from its stated premises and the
    candidates at that step (docs/steps.schema.json says what each reason claims), and so
    does every node of a nested step, on the board its premises leave;
  - a nested step's eliminations include the node that cites it;
  - a forcing step's words follow its data: each line names the lines it follows from (its
    premises, numbered from 1) unless that is just the line before;
  - what the step places and strikes agrees with the solution, when the object gives one.
Prints one line per failure and a summary; exits 1 when anything failed.

    sudoku-cli solve --steps --json puzzles.txt | python3 tests/replay_steps.py
"""
import json
import re
import sys

SYMBOLS = "123456789ABCDEFGHIJKLMNOP"
CELL = re.compile(r"^r(\d+)c(\d+)$")


class Geometry:
    def __init__(self, size):
        self.n = size
        self.box_rows, self.box_cols = box_of(size)
        self.units = {}
        for i in range(size):
            self.units[f"row {i + 1}"] = [i * size + c for c in range(size)]
            self.units[f"column {i + 1}"] = [r * size + i for r in range(size)]
        boxes_across = size // self.box_cols
        for b in range(size):
            top = (b // boxes_across) * self.box_rows
            left = (b % boxes_across) * self.box_cols
            self.units[f"box {b + 1}"] = [(top + r) * size + left + c
                                          for r in range(self.box_rows) for c in range(self.box_cols)]
        self.peers = [set() for _ in range(size * size)]
        for cells in self.units.values():
            for a in cells:
                self.peers[a].update(c for c in cells if c != a)

    def cell(self, name):
        m = CELL.match(name)
        r, c = int(m.group(1)), int(m.group(2))
        return (r - 1) * self.n + c - 1


def box_of(size):
    """The squarest box, wider than tall, as the reader chooses (format.h)."""
    best = None
    for rows in range(1, size + 1):
        if size % rows == 0:
            cols = size // rows
            if rows <= cols and (best is None or cols - rows < best[1] - best[0]):
                best = (rows, cols)
    return best


class Replay:
    def __init__(self, out):
        self.out = out
        self.failures = 0
        self.nodes = 0
        self.words = 0
        self.steps = 0
        self.puzzles = 0

    def fail(self, where, what):
        self.failures += 1
        if self.failures <= 200:
            print(f"{where}: {what}", file=self.out)

    # A node's claim as (cells, digit, on).
    def check_chain(self, where, geo, cands, chain, nested):
        nodes = chain["nodes"]
        for i, node in enumerate(nodes):
            self.nodes += 1
            here = f"{where}, node {i}"
            cells = [geo.cell(c) for c in node["cells"]]
            digit = node["digit"]
            on = node["state"] == "on"
            premises = node["premises"]
            if any(p < 0 or p >= i for p in premises):
                self.fail(here, f"a premise {premises} does not come before it")
                continue
            prem = [nodes[p] for p in premises]
            pcells = [[geo.cell(c) for c in p["cells"]] for p in prem]
            reason = node["reason"]
            rule = reason["rule"]
            unit = geo.units.get(reason.get("unit", ""), None)
            ok, why = True, ""
            if rule == "assumption":
                ok = not premises
                why = "an assumption has no premises"
            elif rule == "same-cell":
                ok = (not on and len(prem) == 1 and prem[0]["state"] == "on" and len(cells) == 1
                      and pcells[0] == cells and prem[0]["digit"] != digit)
                why = "not off by its premise, on in the same cell with another digit"
            elif rule == "same-unit":
                ok = (not on and len(prem) == 1 and prem[0]["state"] == "on" and prem[0]["digit"] == digit
                      and unit is not None and set(pcells[0]) <= set(unit) and set(cells) <= set(unit)
                      and not set(cells) & set(pcells[0]))
                why = "not off by its premise, the digit on elsewhere in its unit"
            elif rule == "last-candidate":
                others = set(cands[cells[0]]) - {digit} if len(cells) == 1 else None
                struck = {p["digit"] for p, pc in zip(prem, pcells) if p["state"] == "off" and pc == cells}
                ok = on and len(cells) == 1 and digit in cands[cells[0]] and others <= struck
                why = f"the premises leave more than {digit} in the cell (others {sorted(others or [])}, struck {sorted(struck)})"
            elif rule == "last-place":
                places = {c for c in (unit or []) if digit in cands[c]}
                struck = set()
                for p, pc in zip(prem, pcells):
                    if p["state"] == "off" and p["digit"] == digit:
                        struck.update(pc)
                ok = on and unit is not None and set(cells) <= places and places - set(cells) <= struck and cells
                why = f"the premises leave {digit} other places in its unit ({sorted(places - set(cells) - struck)})"
            elif rule == "locked-set":
                ok, why = self.check_locked_set(geo, cands, node, cells, digit, on, prem, pcells, reason)
            elif rule == "inner-step":
                ok, why = self.check_inner(here, geo, cands, node, cells, digit, on, prem, pcells, reason, nested)
            else:
                ok, why = False, f"unknown rule {rule}"
            if not ok:
                self.fail(here, f"{rule} {'on' if on else 'off'} {node['cells']} {digit}: {why}")

    def check_words(self, where, chain):
        """Each line at depth 0 tells its node and names its premises, unless its one premise
        is the line before."""
        nodes = chain["nodes"]
        told = set()
        for line in chain.get("lines", []):
            if line["depth"] != 0:
                continue
            i = line["node"]
            told.add(i)
            premises = nodes[i]["premises"]
            if line["from"]:
                ok = line["from"] == [p + 1 for p in premises]
                ok = ok and line["text"].startswith(f"{i + 1}. from " + ", ".join(map(str, line["from"])) + ":")
            else:
                ok = premises in ([], [i - 1]) and line["text"].startswith(f"{i + 1}. ")
            self.words += 1
            if not ok:
                self.fail(f"{where}, line {i + 1}", f"names {line['from']}, follows from {[p + 1 for p in premises]}")
        if chain.get("lines") and told != set(range(len(nodes))):
            self.fail(where, "not every node has its line")

    def check_locked_set(self, geo, cands, node, cells, digit, on, prem, pcells, reason):
        if not on or len(prem) != 1 or "set" not in reason:
            return False, "a locked set needs one premise and its set"
        members = [geo.cell(c) for c in reason["set"]]
        unit = geo.units.get(reason.get("unit", ""))
        if len(members) > 1 and (unit is None or not set(members) <= set(unit)):
            return False, "the set is not in its unit"
        held = set()
        for c in members:
            held.update(cands[c])
        lacking = prem[0]["digit"]
        if len(held) != len(members) + 1 or lacking not in held or digit not in held or digit == lacking:
            return False, f"not an almost locked set lacking {lacking}: holds {sorted(held)}"
        with_lacking = {c for c in members if lacking in cands[c]}
        if prem[0]["state"] != "off" or not with_lacking <= set(pcells[0]):
            return False, "its premise does not strike the lacking digit from the whole set"
        if set(cells) != {c for c in members if digit in cands[c]}:
            return False, "its cells are not the set's cells holding the digit"
        return True, ""

    def check_inner(self, where, geo, cands, node, cells, digit, on, prem, pcells, reason, nested):
        index = reason.get("step", -1)
        if on or index < 0 or index >= len(nested):
            return False, "an inner step strikes a candidate, and must name one"
        inner = nested[index]
        if not all(p["state"] == "off" for p in prem):
            return False, "an inner step rests on offs only"
        board = [set(c) for c in cands]
        for p, pc in zip(prem, pcells):
            for c in pc:
                board[c].discard(p["digit"])
        struck = {(geo.cell(e["cell"]), e["digit"]) for e in inner["eliminations"]}
        if not all((c, digit) in struck for c in cells):
            return False, "the inner step does not strike it"
        ok, why = check_pattern(geo, board, inner)
        if not ok:
            return False, f"inner {inner['technique']['id']}: {why}"
        for k, chain in enumerate(inner["chains"]):
            self.check_chain(f"{where} > inner chain {k}", geo, board, chain, inner.get("nested", []))
        return True, ""

    def replay(self, where, obj):
        self.puzzles += 1
        puzzle = obj["puzzle"]
        n = int(round(len(puzzle) ** 0.5))
        geo = Geometry(n)
        digits = [SYMBOLS.index(ch) + 1 if ch in SYMBOLS[:n] else 0 for ch in puzzle]
        cands = []
        for cell in range(n * n):
            if digits[cell]:
                cands.append(set())
            else:
                seen = {digits[p] for p in geo.peers[cell]}
                cands.append(set(range(1, n + 1)) - seen)
        solution = obj.get("solution")
        truth = [SYMBOLS.index(ch) + 1 for ch in solution] if solution else None
        for s, step in enumerate(obj.get("steps", [])):
            self.steps += 1
            here = f"{where}, step {s + 1} ({step['technique']['id']})"
            for k, chain in enumerate(step["chains"]):
                self.check_chain(f"{here}, chain {k}", geo, cands, chain, step.get("nested", []))
                self.check_words(f"{here}, chain {k}", chain)
            for e in step["eliminations"]:
                c = geo.cell(e["cell"])
                if truth and truth[c] == e["digit"]:
                    self.fail(here, f"strikes the solution's {e['digit']} from {e['cell']}")
                cands[c].discard(e["digit"])
            for p in step["placements"]:
                c = geo.cell(p["cell"])
                if truth and truth[c] != p["digit"]:
                    self.fail(here, f"places {p['digit']} in {p['cell']}, not the solution's")
                if p["digit"] not in cands[c]:
                    self.fail(here, f"places {p['digit']} in {p['cell']}, not a candidate there")
                digits[c] = p["digit"]
                cands[c] = set()
                for q in geo.peers[c]:
                    cands[q].discard(p["digit"])


def check_pattern(geo, board, step):
    """The basic techniques a nested chain applies (locked candidates, naked and hidden
    pairs, X-Wing) on the board the chain left; other techniques are checked by their
    chains."""
    tid = step["technique"]["id"]
    units = [geo.units[u] for u in step["highlight"]["units"]]
    cover = [geo.units[u] for u in step["highlight"]["coverUnits"]]
    cells = [geo.cell(c) for c in step["highlight"]["cells"]]
    digits = step["highlight"]["digits"]
    elims = [(geo.cell(e["cell"]), e["digit"]) for e in step["eliminations"]]
    if tid.startswith("locked-candidates") or tid == "x-wing":
        d = digits[0]
        places = {c for u in units for c in u if d in board[c]}
        covered = {c for u in cover for c in u}
        if not places <= covered:
            return False, f"{d} has places outside the cover units"
        if not all(e[1] == d and e[0] in covered and e[0] not in places for e in elims):
            return False, "an elimination is outside the cover or inside the base"
        return True, ""
    if tid.startswith("naked-"):
        held = set()
        for c in cells:
            held |= board[c]
        if len(held) != len(cells) or not all(e[1] in held and e[0] not in cells for e in elims):
            return False, f"the cells hold {sorted(held)}"
        return True, ""
    if tid.startswith("hidden-") and len(cells) > 1:
        unit = units[0]
        for d in digits:
            if not {c for c in unit if d in board[c]} <= set(cells):
                return False, f"{d} has places outside the subset"
        if not all(e[0] in cells and e[1] not in digits for e in elims):
            return False, "an elimination is not of the subset's cells or is one of its digits"
        return True, ""
    return True, ""


def main():
    replay = Replay(sys.stdout)
    sources = sys.argv[1:] or ["-"]
    for source in sources:
        stream = sys.stdin if source == "-" else open(source, encoding="utf-8")
        for number, line in enumerate(stream, 1):
            line = line.strip()
            if not line:
                continue
            obj = json.loads(line)
            replay.replay(f"{source}:{number}", obj)
    print(f"replayed {replay.puzzles} puzzles, {replay.steps} steps, {replay.nodes} chain nodes, "
          f"{replay.words} lines of words: {replay.failures} failures")
    return 1 if replay.failures else 0


if __name__ == "__main__":
    sys.exit(main())
