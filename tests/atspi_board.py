#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The board through AT-SPI, as Orca reads it: run by tests/atspi_board.sh inside Xvfb and a
private D-Bus session. Starts the window on a puzzle with accessibility on, finds the board as
a table of 9 rows and 9 columns, reads cells' names, clicks a cell, types a digit and waits for
that cell's name to say it. Exits 0 when all holds, else 1 with what was seen.

Usage: atspi_board.py SUDOKU PUZZLE_FILE
"""
import os
import socket
import subprocess
import sys
import time

import pyatspi

# Top95First, the puzzle the file holds.
EXPECTED = {
    (0, 0): "row 1, column 1: 4, given",
    (0, 1): "row 1, column 2: empty",
    (2, 3): "row 3, column 4: 7, given",
}
DEADLINE = 60.0  # seconds for the window to appear and for a change to arrive: generous, a
                 # loaded machine is slow; the test fails only when nothing comes at all.


def fail(message):
    print("atspi_board: " + message, file=sys.stderr)
    sys.exit(1)


def wait_for(what, probe):
    """Polls probe() until it returns something true, or fails after DEADLINE."""
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        found = probe()
        if found:
            return found
        time.sleep(0.2)
    fail("gave up waiting for " + what)


def find(accessible, predicate, depth=0):
    if accessible is None or depth > 30:
        return None
    try:
        if predicate(accessible):
            return accessible
        for i in range(accessible.childCount):
            # A table's cells are leaves: do not walk 81 of them for every table.
            if accessible.getRole() == pyatspi.ROLE_TABLE:
                break
            found = find(accessible.getChildAtIndex(i), predicate, depth + 1)
            if found:
                return found
    except Exception:  # an object gone while we walk: look again next time
        return None
    return None


def application(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def display_accepts():
    """The X server of DISPLAY takes connections (xvfb-run may hand over before it does)."""
    number = os.environ.get("DISPLAY", ":0").lstrip(":").split(".")[0]
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.connect("/tmp/.X11-unix/X" + number)
        return True
    except OSError:
        return False
    finally:
        probe.close()


def main():
    if len(sys.argv) != 3:
        fail("usage: atspi_board.py SUDOKU PUZZLE_FILE")
    wait_for("the X server on " + os.environ.get("DISPLAY", "?"), display_accepts)
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
               QT_QPA_PLATFORM="xcb")
    command = [sys.argv[1], "--lang", "en", sys.argv[2]]
    window = subprocess.Popen(command, env=env)
    starts = [1]

    # A fresh Xvfb may still turn the first client away ("could not connect to display", the
    # window aborts): start it again, three times at most.
    def running_application():
        nonlocal window
        if window.poll() is not None:
            if starts[0] >= 3:
                fail("the window exited with %d, %d times, before it was seen (DISPLAY=%s)"
                     % (window.returncode, starts[0], os.environ.get("DISPLAY")))
            print("atspi_board: the window exited with %d; starting it again" % window.returncode,
                  file=sys.stderr)
            starts[0] += 1
            window = subprocess.Popen(command, env=env)
            return None
        return application(window.pid)

    try:
        app = wait_for("the application on the accessibility bus", running_application)
        board = wait_for("the board (a table named 'Sudoku board')",
                         lambda: find(app, lambda a: a.getRole() == pyatspi.ROLE_TABLE
                                      and a.name == "Sudoku board"))
        table = board.queryTable()
        if (table.nRows, table.nColumns) != (9, 9):
            fail("the board is a table of %d × %d, not 9 × 9" % (table.nRows, table.nColumns))
        if board.childCount != 81:
            fail("the board has %d cells" % board.childCount)
        for (row, column), name in EXPECTED.items():
            cell = table.getAccessibleAt(row, column)
            if cell.getRole() != pyatspi.ROLE_TABLE_CELL:
                fail("r%dc%d has role %s" % (row + 1, column + 1, cell.getRoleName()))
            if cell.name != name:
                fail("r%dc%d is named %r, not %r" % (row + 1, column + 1, cell.name, name))

        # Click r1c2 and type 5: its name says so.
        cell = table.getAccessibleAt(0, 1)
        extents = cell.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        x, y = extents.x + extents.width // 2, extents.y + extents.height // 2
        pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_B1C)
        wait_for("r1c2 to be selected",
                 lambda: table.getAccessibleAt(0, 1).getState().contains(pyatspi.STATE_SELECTED))
        pyatspi.Registry.generateKeyboardEvent(ord("5"), None, pyatspi.KEY_SYM)
        named = wait_for("r1c2's name to say 5",
                         lambda: table.getAccessibleAt(0, 1).name.startswith("row 1, column 2: 5"))
        print("atspi_board: board is a 9 × 9 table; cells named; r1c2 after typing 5: %r"
              % table.getAccessibleAt(0, 1).name)
        return 0 if named else 1
    finally:
        window.terminate()
        try:
            window.wait(timeout=20)
        except subprocess.TimeoutExpired:
            window.kill()


if __name__ == "__main__":
    sys.exit(main())
