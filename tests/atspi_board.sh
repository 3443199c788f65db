#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The board through AT-SPI with a real client (tests/atspi_board.py, pyatspi): the window runs
# in its own X server (Xvfb) and D-Bus session, where the accessibility bus (at-spi2-core)
# starts on demand, with a fresh home so that no autosave or setting of the user's applies.
# Usage: atspi_board.sh SUDOKU
set -euo pipefail
app=$1
here=$(cd "$(dirname "$0")" && pwd)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -m 700 "$home/runtime"
printf '%s\n' "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......" > "$home/top95-1.txt"
export HOME=$home XDG_RUNTIME_DIR=$home/runtime XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
export NO_AT_BRIDGE=0 GTK_MODULES=
status=0
xvfb-run -a -e "$home/xvfb.log" -s "-screen 0 1280x1024x24" \
    dbus-run-session -- /usr/bin/python3 "$here/atspi_board.py" "$app" "$home/top95-1.txt" || status=$?
[ "$status" = 0 ] || sed 's/^/xvfb: /' "$home/xvfb.log" >&2
exit "$status"
