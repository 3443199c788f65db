#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package: scripts/package.sh  ->  build-package/sudoku-studio_VERSION_ARCH.deb
# (optimised as Release, with debug symbols that go to sudoku-studio-dbgsym_VERSION_ARCH.ddeb;
# installed under /usr; its library dependencies computed by dpkg-shlibdeps).
# Install it with: apt install ./build-package/sudoku-studio_*.deb
#
# Reproducible: two builds of one commit, in any folders, give the same bytes. The time
# stamps are the commit's (SOURCE_DATE_EPOCH), the paths of the source and build folders are
# mapped out of the binaries (-ffile-prefix-map), and what the build compresses it compresses
# without names or times (gzip -9n). scripts/reproducible.sh checks it.
#   scripts/package.sh [BUILD_DIR]   (default build-package)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SUDOKU_ROOT"

build=${1:-build-package}
sudoku_ensure_packages "${SUDOKU_PACKAGES[@]}" "${SUDOKU_PACKAGE_PACKAGES[@]}"
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH=$(git -C "$SUDOKU_ROOT" log -1 --format=%ct 2> /dev/null || stat -c %Y CMakeLists.txt)
fi
export SOURCE_DATE_EPOCH
# Qt's resource compiler stores a time for each resource in the program: SOURCE_DATE_EPOCH,
# when it runs. A build tree made at another commit would keep that commit's time (ninja
# does not run rcc again for a changed date), so a tree made at another date starts afresh.
stamp="$build/source-date-epoch"
if [ -d "$build" ] && [ "$(cat "$stamp" 2> /dev/null)" != "$SOURCE_DATE_EPOCH" ]; then
    rm -rf "$build"
fi
mkdir -p "$build"
echo "$SOURCE_DATE_EPOCH" > "$stamp"
build_path=$(realpath -m "$build")
sudoku_build "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
    "-DCMAKE_CXX_FLAGS_RELEASE=-O3 -DNDEBUG -g -ffile-prefix-map=$SUDOKU_ROOT=. -ffile-prefix-map=$build_path=."
rm -f "$build"/sudoku-studio_*.deb "$build"/sudoku-studio-dbgsym_*.ddeb
(cd "$build" && cpack -G DEB)

# CPack 3.25 writes the debug symbols package's md5sums with the absolute paths of its own
# staging folder (lintian: md5sums-lists-nonexistent-file; and the build folder's path in the
# package), and gives it no documentation. Packed again as Debian's own -dbgsym packages are:
# md5sums of the files as installed, the documentation folder a link to the package's, the
# lintian overrides of the package (the same maintainer field), every time the commit's.
repack_debug_symbols() {
    local ddeb=$1 tree
    tree=$(mktemp -d)
    dpkg-deb -R "$ddeb" "$tree"
    mkdir -p "$tree/usr/share/doc"
    ln -s sudoku-studio "$tree/usr/share/doc/sudoku-studio-dbgsym"
    (cd "$tree" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum > DEBIAN/md5sums)
    chmod 0644 "$tree/DEBIAN/md5sums"
    find "$tree" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +
    rm "$ddeb"
    dpkg-deb --root-owner-group -Zxz --build "$tree" "$ddeb" > /dev/null
    rm -rf "$tree"
}
repack_debug_symbols "$(ls "$build"/sudoku-studio-dbgsym_*.ddeb)"
ls "$build"/sudoku-studio_*.deb "$build"/sudoku-studio-dbgsym_*.ddeb
