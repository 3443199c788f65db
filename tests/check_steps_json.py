#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The steps as data, end to end: `sudoku-cli solve --json` on puzzles whose solves reach every
kind of chain, each line valid against docs/steps.schema.json, every chain node and every line
of words replayed without trusting the engine (replay_steps.py), and `rate --json` writing the
same lines.

    check_steps_json.py SUDOKU_CLI SCHEMA PUZZLES...
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import replay_steps  # noqa: E402

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is missing (scripts/test.sh installs it)")
    sys.exit(1)


def main():
    cli, schema_path, puzzles = sys.argv[1], sys.argv[2], sys.argv[3:]
    solved = subprocess.run([cli, "solve", "--json", *puzzles], capture_output=True, check=True).stdout
    rated = subprocess.run([cli, "rate", "--json", *puzzles], capture_output=True, check=True).stdout
    if solved != rated:
        print("rate --json and solve --json differ")
        return 1
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    validator = jsonschema.Draft202012Validator(schema)
    replay = replay_steps.Replay(sys.stdout)
    invalid = 0
    lines = solved.decode("utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        obj = json.loads(line)
        for error in validator.iter_errors(obj):
            invalid += 1
            print(f"line {number}: {error.message[:200]} at {list(error.absolute_path)}")
        replay.replay(f"line {number}", obj)
        if obj.get("solutions") == 1 and not obj.get("solved"):
            replay.fail(f"line {number}", "the steps do not solve the puzzle")
    print(f"{len(lines)} puzzles valid against the schema but {invalid} errors; replayed {replay.steps} steps, "
          f"{replay.nodes} chain nodes, {replay.words} lines of words: {replay.failures} failures")
    return 1 if invalid or replay.failures or not lines else 0


if __name__ == "__main__":
    sys.exit(main())
