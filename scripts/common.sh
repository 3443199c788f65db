# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by run.sh and test.sh: install what is missing, configure and build a tree.
# Sourced, not run.

SUDOKU_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Debian 12 packages the build needs. Installed only when missing.
SUDOKU_PACKAGES=(cmake ninja-build g++ qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-l10n-tools
                 qt6-translations-l10n libgl-dev libglx-dev
                 qt6-qpa-plugins fonts-dejavu-core)
# And what test.sh needs besides: clang with its libFuzzer and sanitizer runtimes, and the
# checkers of the installed files and the package, poppler to rasterise printed PDFs, and an X
# server, a D-Bus session and AT-SPI with its Python client for the screen-reader test, and a
# JSON Schema validator for the steps as data, and CaDiCaL, the SAT solver that counts the
# variants' solutions on its own (check_variant_counts.py).
SUDOKU_TEST_PACKAGES=(clang libclang-rt-14-dev desktop-file-utils appstream poppler-utils
                      xvfb xauth dbus-daemon at-spi2-core python3-pyatspi python3-jsonschema ccache
                      cadical)
# What package.sh needs besides: dpkg-shlibdeps computes the package's dependencies; lintian
# checks the package (test.sh).
SUDOKU_PACKAGE_PACKAGES=(dpkg-dev lintian)

# ccache, when it is installed, keeps compiled objects in the home folder between builds and
# between clones (test.sh installs it: CI builds four trees from a clean clone each time). The
# base folder makes the clone's own path drop out of what is hashed, so a clone elsewhere hits.
# Called after the packages are installed; CMake reads the launcher from the environment when
# it first configures a tree.
sudoku_use_ccache() {
    command -v ccache > /dev/null || return 0
    export CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache
    export CCACHE_BASEDIR="$SUDOKU_ROOT" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-8G}
}

sudoku_ensure_packages() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' \
            || missing+=("$pkg")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        sudoku_use_ccache
        return 0
    fi
    echo "Installing missing packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
    sudoku_use_ccache
}

# sudoku_build DIR [cmake -D options...]: configure, then build incrementally.
# Configuring every time costs a fraction of a second on an existing tree and makes the
# options here win over any a tree was given by hand (a build/ without -Werror, say).
sudoku_build() {
    local dir=$1
    shift
    cmake -S "$SUDOKU_ROOT" -B "$dir" -G Ninja "$@"
    cmake --build "$dir" --parallel "$(nproc)"
}
