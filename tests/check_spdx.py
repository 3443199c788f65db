#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every source, header, script and CMake file of the tree names its licence: an SPDX line
(`SPDX-License-Identifier: GPL-3.0-or-later`) among its first three lines. Lists the files
that lack it and exits 1 when there is any.

    check_spdx.py SOURCE_DIR
"""
import os
import re
import sys

TAG = "SPDX-License-Identifier: GPL-3.0-or-later"
SOURCE = re.compile(r".*\.(cpp|h|sh|py|cmake)$|^CMakeLists\.txt$")
# Folders that are not the project's sources: build trees, git's, the tests' data.
SKIPPED = {".git", "data"}


def licensed(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        head = [file.readline() for _ in range(3)]
    return any(TAG in line for line in head)


def main():
    root = sys.argv[1]
    missing = []
    checked = 0
    for top in ["app", "core", "ui", "tests", "scripts", ".ci", "resources"]:
        for folder, folders, files in os.walk(os.path.join(root, top)):
            folders[:] = [f for f in folders if f not in SKIPPED and not f.startswith("build")]
            for name in files:
                if SOURCE.match(name) or (top == ".ci" and name == "run"):
                    path = os.path.join(folder, name)
                    checked += 1
                    if not licensed(path):
                        missing.append(os.path.relpath(path, root))
    checked += 1
    if not licensed(os.path.join(root, "CMakeLists.txt")):
        missing.append("CMakeLists.txt")
    for path in sorted(missing):
        print(f"{path}: no '{TAG}' line in its first three lines")
    print(f"{checked} files checked, {len(missing)} without their licence line")
    return 1 if missing or checked < 100 else 0


if __name__ == "__main__":
    sys.exit(main())
