#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's run command: installs what is missing, builds Release and starts the GUI on
# a bundled puzzle (or on the file named as the first argument).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SUDOKU_ROOT"

sudoku_ensure_packages "${SUDOKU_PACKAGES[@]}"
sudoku_build build-release -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
exec build-release/app/sudoku "$@"
