// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BoardKeys: what a key asks of the board, whatever the board's state — a digit, a pencil
// mark, clearing the cell, pencil mode, or nothing (the key goes on to the window). Digits
// count by key and, when `xkbScanCodes` says the scan code is an XKB keycode (X11, Wayland),
// by position: the digit row and, with Shift or Ctrl, the keypad, so Shift+digit works on any
// layout. Elsewhere Shift+digit is recognised by the US symbols (! for 1 … ( for 9). Persian
// and Arabic keyboards type their own digits. Pure functions; BoardWidget forwards what they
// say when it takes input.

#include <QObject>

class QKeyEvent;

namespace sudoku {

class BoardKeys {
    Q_GADGET

public:
    enum class Action { None, Digit, PencilMark, Clear, TogglePencilMode };
    Q_ENUM(Action)
    struct Entry {
        Action action = Action::None;
        int digit = 0; // 1–9 (up to 25 on larger boards) for Digit and PencilMark
    };
    // On a board above 9×9 (`size`), the letters A … enter 10 … up to the size.
    static Entry entry(const QKeyEvent &event, bool xkbScanCodes, int size = 9);
    // Whether this platform's scan codes are XKB keycodes (X11 and Wayland).
    static bool hasXkbScanCodes();
};

} // namespace sudoku
