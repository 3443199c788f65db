#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that the Debian package is reproducible: builds it (scripts/package.sh), builds it
# again in a fresh tree, and compares the two byte for byte — the .deb and the debug symbols'
# .ddeb. With a folder named, the second build is made from a copy of the tree there instead,
# so that the paths differ too (that build cannot reuse ccache's objects: slower).
#   scripts/reproducible.sh [OTHER_FOLDER]
# On a difference it says which files differ inside the packages and exits 1.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
elsewhere=${1:-}

bash scripts/package.sh build-package > /dev/null
first=$(mktemp -d)
trap 'rm -rf "$first"' EXIT
cp build-package/sudoku-studio_*.deb build-package/sudoku-studio-dbgsym_*.ddeb "$first"/

if [ -n "$elsewhere" ]; then
    rm -rf "$elsewhere"
    git -C "$root" worktree add --detach "$elsewhere" HEAD > /dev/null
    (cd "$elsewhere" && bash scripts/package.sh build-package > /dev/null)
    second="$elsewhere/build-package"
else
    rm -rf build-package
    bash scripts/package.sh build-package > /dev/null
    second=build-package
fi

status=0
for package in "$first"/*; do
    name=$(basename "$package")
    if cmp -s "$package" "$second/$name"; then
        echo "reproducible: $name ($(stat -c %s "$package") bytes, the same twice)"
        continue
    fi
    status=1
    echo "NOT reproducible: $name differs between the two builds"
    a=$(mktemp -d); b=$(mktemp -d)
    dpkg-deb -R "$package" "$a"; dpkg-deb -R "$second/$name" "$b"
    diff -rq "$a" "$b" || true
    rm -rf "$a" "$b"
done
if [ -n "$elsewhere" ]; then
    git -C "$root" worktree remove --force "$elsewhere"
fi
exit $status
