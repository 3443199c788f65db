// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BoardColors: the board's colours, made with WCAG contrast (boardcolors.cpp): hues moved in
// lightness until they read on the cells they are drawn over. A plain value; BoardWidget
// paints with it, tests measure it.

#include "colouring.h"
#include "highlight.h"

#include <QColor>

#include <array>

class QPalette;

namespace sudoku {

// The board's colours, all derived from a QPalette so a light or dark system theme is
// followed. A plain value; tests compare painted pixels against it.
struct BoardColors {
    QColor background;  // an empty, unrelated cell
    QColor peer;        // a cell sharing a unit with the selected cell
    QColor sameDigit;   // a cell holding the selected cell's digit
    QColor selected;    // the selected cell
    QColor selectedFrame; // the frame inside the selected cell: shape as well as shade
    QColor cellLine;    // thin line between cells
    QColor boxLine;     // thick line around boxes and the board
    QColor given;       // digit of the puzzle
    QColor player;      // digit the player entered
    QColor pencil;      // pencil mark
    QColor pencilMatch; // pencil mark of the selected cell's digit
    QColor conflict;    // digit and corner triangle of a cell in a conflict
    QColor mistake;     // digit and dotted underline of a digit that differs from the solution
    QColor flagged;     // background of a cell a check or a hint points at
    QColor controlEdge; // the edge of a legend swatch (controlEdge() below)
    QColor extraUnit;   // a cell of a variant's diagonal or window (variantpaint.h)
    QColor cageLine;    // a killer cage's dashed outline and its sum

    // Highlight cues (highlight.h), from the Okabe–Ito palette that every kind of colour
    // vision tells apart: the tint behind a cell and the ink of its frame, cross or mark.
    std::array<QColor, CellCueCount> cueTint;
    std::array<QColor, CellCueCount> cueInk;
    std::array<QColor, MarkCueCount> markInk;
    QColor markText; // a candidate on a placement's disc
    // A chain's links and group shapes (green, the one hue no other cue uses), readable on
    // every tint a link crosses; drawn over a halo of the background so a line stays apart
    // from the digits and lines beneath it.
    QColor link;
    QColor linkHalo;
    // The player's colours (ColourStyles, Okabe–Ito hues too): the tint of a painted cell
    // (every digit still reads on it) and the ink of its shape's outline, which also edges a
    // painted candidate's shape; and that shape's fill (the digit, in the text colour, reads
    // on it).
    std::array<QColor, ColourCount> paintTint;
    std::array<QColor, ColourCount> paintInk;
    std::array<QColor, ColourCount> paintFill;


    QColor tint(CellCue cue) const { return cueTint[static_cast<std::size_t>(cue)]; }
    QColor ink(CellCue cue) const { return cueInk[static_cast<std::size_t>(cue)]; }
    QColor ink(MarkCue cue) const { return markInk[static_cast<std::size_t>(cue)]; }

    static BoardColors fromPalette(const QPalette &palette);
};

// The edge of a control drawn on the window — a check box, a radio button, a legend swatch:
// the palette's Mid grey moved in lightness until it stands 3:1 from the window (WCAG's
// contrast for the parts of a control), lighter on a dark theme, darker on a light one.
QColor controlEdge(const QPalette &palette);

} // namespace sudoku
