#!/usr/bin/env bash
# The README's test command: installs what is missing, builds with warnings as errors,
# runs every test, then does it again under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SUDOKU_ROOT"

sudoku_ensure_packages "${SUDOKU_PACKAGES[@]}"
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc)

echo "== build (warnings as errors) =="
sudoku_build build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSUDOKU_WERROR=ON
echo "== tests =="
ctest --test-dir build --output-on-failure --parallel "$jobs"

echo "== build (address,undefined sanitizers) =="
# At -O1, as AddressSanitizer advises: at -O0 the forcing chains of the technique and rating
# tests take many minutes under the sanitizers.
sudoku_build build-asan -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-g -O1" -DSUDOKU_WERROR=ON \
    -DSUDOKU_SANITIZE=address,undefined
echo "== tests under sanitizers =="
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure --parallel "$jobs"
