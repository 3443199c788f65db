#!/usr/bin/env bash
# Builds the Debian package: scripts/package.sh  ->  build-package/sudoku-studio_VERSION_ARCH.deb
# (Release, installed under /usr; its library dependencies computed by dpkg-shlibdeps).
# Install it with: apt install ./build-package/sudoku-studio_*.deb
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SUDOKU_ROOT"

sudoku_ensure_packages "${SUDOKU_PACKAGES[@]}" "${SUDOKU_PACKAGE_PACKAGES[@]}"
sudoku_build build-package -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
rm -f build-package/sudoku-studio_*.deb
(cd build-package && cpack -G DEB)
ls build-package/sudoku-studio_*.deb
