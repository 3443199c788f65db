// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardkeys.h"

#include "language.h"

#include <QGuiApplication>
#include <QKeyEvent>

#include <algorithm>
#include <array>

namespace sudoku {

namespace {

// Shift+digit on a US layout, index = digit; used where scan codes say nothing.
constexpr std::array<int, 10> ShiftedDigitKeys = {
    Qt::Key_ParenRight, Qt::Key_Exclam,      Qt::Key_At,        Qt::Key_NumberSign,
    Qt::Key_Dollar,     Qt::Key_Percent,     Qt::Key_AsciiCircum, Qt::Key_Ampersand,
    Qt::Key_Asterisk,   Qt::Key_ParenLeft};
// XKB keycodes (evdev + 8) of the digit row 1..9, 0 and of the keypad's 0..9 (index = digit).
constexpr quint32 DigitRowFirstCode = 10;
constexpr quint32 DigitRowZeroCode = 19;
constexpr std::array<quint32, 10> KeypadDigitCodes = {90, 87, 88, 89, 83, 84, 85, 79, 80, 81};

// The digit 0..9 a key stands for, -1 for none. See BoardKeys::entry.
int digitOfKey(const QKeyEvent &event, bool xkbScanCodes, bool marking)
{
    const int key = event.key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9)
        return key - Qt::Key_0;
    // Persian and Arabic keyboards type their own digits.
    if (const int typed = language::digitValue(event.text().isEmpty() ? QChar(key < 0x10000 ? key : 0)
                                                                        : event.text().front());
        typed >= 0)
        return typed;
    if (xkbScanCodes) {
        const quint32 code = event.nativeScanCode();
        if (code >= DigitRowFirstCode && code <= DigitRowZeroCode)
            return static_cast<int>(code - DigitRowFirstCode + 1) % 10;
        // Shift on the keypad turns NumLock around, so Shift+1 arrives as End.
        const auto keypad = std::find(KeypadDigitCodes.begin(), KeypadDigitCodes.end(), code);
        if (marking && keypad != KeypadDigitCodes.end())
            return static_cast<int>(keypad - KeypadDigitCodes.begin());
    }
    if (event.modifiers().testFlag(Qt::ShiftModifier)) {
        const auto shifted = std::find(ShiftedDigitKeys.begin(), ShiftedDigitKeys.end(), key);
        if (shifted != ShiftedDigitKeys.end())
            return static_cast<int>(shifted - ShiftedDigitKeys.begin());
    }
    return -1;
}

} // namespace

BoardKeys::Entry BoardKeys::entry(const QKeyEvent &event, bool xkbScanCodes, int size)
{
    // Alt and Meta belong to menus and the desktop.
    const Qt::KeyboardModifiers modifiers = event.modifiers() & ~Qt::KeypadModifier;
    if (modifiers & ~(Qt::ShiftModifier | Qt::ControlModifier))
        return {};
    const bool marking = modifiers != Qt::NoModifier;
    // Above 9 the letters: A = 10 … P = 25, as far as the board goes; Shift marks one
    // (Ctrl + a letter is left to the window's shortcuts). On 25×25 N and P are digits.
    if (const int key = event.key(); size > 9 && key >= Qt::Key_A && key <= Qt::Key_Z
                                     && key - Qt::Key_A + 10 <= size && !modifiers.testFlag(Qt::ControlModifier))
        return {marking ? Action::PencilMark : Action::Digit, key - Qt::Key_A + 10};
    const int digit = digitOfKey(event, xkbScanCodes, marking);
    // A digit the board does not have (5 to 9 on 4×4) is no entry.
    if (digit > size)
        return {};
    if (digit == 0)
        return {Action::Clear};
    if (digit > 0)
        return {marking ? Action::PencilMark : Action::Digit, digit};
    if (marking)
        return {};
    switch (event.key()) {
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        return {Action::Clear};
    case Qt::Key_Space:
    case Qt::Key_N:
        return {Action::TogglePencilMode};
    default:
        return {};
    }
}

bool BoardKeys::hasXkbScanCodes()
{
    const QString platform = QGuiApplication::platformName();
    return platform == QLatin1String("xcb") || platform.startsWith(QLatin1String("wayland"));
}

} // namespace sudoku
