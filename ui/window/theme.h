// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Theme: View › Theme — the system's look, or a light or dark one of our own.
//
// Light and Dark use Qt's Fusion style with a palette of ours, so they look the same on every
// desktop and work on Qt 6.4, which cannot ask the desktop for its colour scheme. System
// gives back the style and palette the program started with. The board takes its colours
// from the palette (BoardColors::fromPalette), so every cue follows. GUI thread only.

#include <QPalette>
#include <QString>

namespace sudoku::theme {

enum class Theme { System, Light, Dark };

// The palettes of Light and Dark.
QPalette lightPalette();
QPalette darkPalette();

// Sets the whole application's style and palette; remembers the system's on first use.
void apply(Theme theme);
Theme current();

// The theme kept in the settings (System when none), and keeping one.
Theme saved();
void save(Theme theme);

} // namespace sudoku::theme
