#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's test command: installs what is missing, builds with warnings as errors, runs
# every test, installs into a staging folder (validating the desktop entry and the AppStream
# file), builds the Debian package, checks it with lintian and builds it again to compare the
# bytes (reproducible), runs every test again under AddressSanitizer +
# UndefinedBehaviorSanitizer, fuzzes, and runs the threaded tests under ThreadSanitizer.
#   scripts/test.sh          all of it
#   scripts/test.sh --tsan   only the ThreadSanitizer stage
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SUDOKU_ROOT"

only_tsan=false
case "${1:-}" in
    "") ;;
    --tsan) only_tsan=true ;;
    *) echo "usage: scripts/test.sh [--tsan]" >&2; exit 2 ;;
esac

sudoku_ensure_packages "${SUDOKU_PACKAGES[@]}" "${SUDOKU_TEST_PACKAGES[@]}"
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc)

# The tests with more than one thread (CTest label "threaded") under ThreadSanitizer, with
# clang. tests/tsan.supp names the reports of Qt's own and why they are false; any report in
# project code fails the test (exit 66), and the canary checks that such a report still comes.
tsan_stage() {
    echo "== build (thread sanitizer, clang) =="
    CC=clang CXX=clang++ cmake -S "$SUDOKU_ROOT" -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DSUDOKU_SANITIZE=thread -DSUDOKU_WERROR=ON
    local targets
    targets=$(ctest --test-dir build-tsan -N -L threaded | sed -n 's/^ *Test *#[0-9]*: //p')
    # shellcheck disable=SC2086 # one target per word
    cmake --build build-tsan --parallel "$jobs" --target $targets
    echo "== threaded tests under ThreadSanitizer =="
    ctest --test-dir build-tsan --output-on-failure --parallel "$jobs" -L threaded
}

if $only_tsan; then
    tsan_stage
    exit 0
fi

echo "== build (warnings as errors) =="
sudoku_build build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSUDOKU_WERROR=ON
echo "== tests =="
ctest --test-dir build --output-on-failure --parallel "$jobs"

echo "== install into a staging folder, check what lands where, build the package =="
rm -rf build/stage
DESTDIR="$SUDOKU_ROOT/build/stage" cmake --install build --prefix /usr > /dev/null
(cd build/stage && find . -type f | sort)
desktop-file-validate build/stage/usr/share/applications/org.sudokustudio.SudokuStudio.desktop
appstreamcli validate --no-net build/stage/usr/share/metainfo/org.sudokustudio.SudokuStudio.metainfo.xml
bash scripts/package.sh
dpkg-deb --field build-package/sudoku-studio_*.deb Package Version Depends Section
echo "== lintian =="
# Every error or warning fails the run, but for the overrides the package carries
# (resources/debian/lintian-overrides, each saying why).
lintian --fail-on error,warning --info build-package/sudoku-studio_*.deb
# The debug symbols package may hold nothing but debug files (non-debug-file-in-debug-package),
# so it cannot carry an overrides file: its one override, the same maintainer field, is given
# here.
lintian --fail-on error,warning --info --suppress-tags malformed-contact \
    build-package/sudoku-studio-dbgsym_*.ddeb
echo "== reproducible package =="
# Built again in a fresh tree from ccache's objects: the same bytes (scripts/reproducible.sh;
# with a folder named it also checks another path, a full build).
bash scripts/reproducible.sh

echo "== build (address,undefined sanitizers) =="
# At -O1, as AddressSanitizer advises: at -O0 the forcing chains of the technique and rating
# tests take many minutes under the sanitizers.
sudoku_build build-asan -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-g -O1" -DSUDOKU_WERROR=ON \
    -DSUDOKU_SANITIZE=address,undefined
echo "== tests under sanitizers =="
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure --parallel "$jobs"

echo "== fuzzing (clang, libFuzzer, address,undefined) =="
# The corpus was replayed by both runs above (replay_reader, replay_gamefile, replay_open); here
# each fuzzer runs for FUZZ_SECONDS from it. What it finds goes to a scratch folder, not into the tree; a
# crash fails the run and leaves the input that caused it in build-fuzz/.
fuzz_seconds=${FUZZ_SECONDS:-30}
CC=clang CXX=clang++ cmake -S "$SUDOKU_ROOT" -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSUDOKU_FUZZ=ON -DSUDOKU_SANITIZE=address,undefined -DSUDOKU_WERROR=ON
cmake --build build-fuzz --parallel "$jobs" --target fuzz_reader fuzz_gamefile fuzz_open
# Seeds besides the corpus: the reader also starts from the format and CLI tests' inputs, the
# window's open path from the format tests' inputs and the game files.
declare -A seeds=([reader]="tests/data/format tests/data/cli" [gamefile]=""
                  [open]="tests/data/format tests/data/fuzz/gamefile")
# The longest input each may grow: the readers see files of megabytes, and a record of a
# 25×25 board is 625 characters before its notes; a game file is a few kilobytes.
declare -A max_len=([reader]=65536 [gamefile]=8192 [open]=65536)
for harness in reader gamefile open; do
    scratch=$(mktemp -d)
    status=0
    # shellcheck disable=SC2086 # the seed folders, one a word
    QT_QPA_PLATFORM=offscreen build-fuzz/tests/fuzz_$harness -max_total_time="$fuzz_seconds" \
        -max_len="${max_len[$harness]}" \
        -artifact_prefix=build-fuzz/ -print_final_stats=1 "$scratch" "tests/data/fuzz/$harness" ${seeds[$harness]} \
        > build-fuzz/fuzz_$harness.log 2>&1 || status=$?
    rm -rf "$scratch"
    echo "fuzz_$harness:"
    grep -E '^(stat::number_of_executed_units|stat::new_units_added|Done |SUMMARY|artifact_prefix)' \
        build-fuzz/fuzz_$harness.log || true
    if [ "$status" -ne 0 ]; then
        tail -40 build-fuzz/fuzz_$harness.log
        echo "fuzz_$harness failed (exit $status)"
        exit 1
    fi
done

tsan_stage
