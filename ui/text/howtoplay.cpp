// SPDX-License-Identifier: GPL-3.0-or-later
#include "howtoplay.h"

namespace sudoku {

QList<HowToPlay::Section> HowToPlay::sections()
{
    return {
        {tr("The rules"),
         {tr("Fill every empty cell with a digit so that each row, each column and each box (the cells inside the "
             "thick lines) holds every digit exactly once. The digits in bold are the givens: they cannot be "
             "changed. A well-made puzzle has exactly one solution, and it can be reached by reasoning alone, "
             "without guessing."),
          tr("A 9×9 board takes the digits 1 to 9. A board of another size takes as many digits as it has "
             "columns: a 16×16 board writes 10 to 16 as A to G (or as numbers: View › Digits Above 9), and a 6×6 "
             "board has boxes of two rows and three columns.")}},
        {tr("Digits and pencil marks"),
         {tr("Select a cell with the mouse or the arrow keys and type a digit, or click it on the pad beside the "
             "board (its small number says how many are left to place). Delete, Backspace or 0 clears the cell. A "
             "digit repeated in a row, column or box is drawn in red with a mark in its corner; View › Show "
             "Mistakes also marks the digits that differ from the solution."),
          tr("Pencil marks note the digits a cell can still take. Space or N turns pencil mode on and off: in it, "
             "digits add and remove marks; Shift or Ctrl with a digit does so in either mode. Edit › Fill Pencil "
             "Marks writes every cell's candidates at once, and placing a digit removes it from the marks of its "
             "row, column and box."),
          tr("Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z). The game is saved as you play and "
             "resumed at the next start; P pauses the clock and hides the board.")}},
        {tr("Tools for harder puzzles"),
         {tr("View › Filter (Alt+1 to Alt+9) picks out the cells where a digit can still go and dims the rest; "
             "Alt+0 picks out the cells with two candidates. Edit › Colours gives six colour pens (Ctrl+Alt+1 to "
             "Ctrl+Alt+6, or the pens under the pad): with one, a click paints a candidate or a cell, to follow a "
             "chain or a colouring by hand. Each colour has a shape of its own, so the colours differ even to eyes "
             "that do not tell the hues apart.")}},
        {tr("Hints"),
         {tr("Press H, or Hint, when you are stuck. The first press says where to look and which technique to look "
             "for; the second explains the step and shows it on the board — the cells it uses, the candidates it "
             "removes and, for a chain, the links from candidate to candidate, numbered as in the text; the third "
             "makes the step. S makes the next step at once. A hint first checks your board: when a digit is wrong, "
             "or a pencil mark has lost the right digit, it says so instead."),
          tr("Hints use the techniques strong players use, from singles to forcing chains, under the names Sudoku "
             "Explainer and HoDoKu give them, and they never guess: every puzzle with one solution is solved by "
             "logic alone."),
          tr("Help › Techniques explains each technique, how to spot it, and shows it on a board where it is the "
             "next step; the link under a hint opens the page of the technique it names. Game › Practice serves "
             "positions where the technique you choose is the next step: mark what it does, and Check says whether "
             "you are right and keeps your record.")}},
        {tr("Watching the solver"),
         {tr("F5 (Solve › Watch Solve) shows a solving algorithm at work on the puzzle, step by step, in the "
             "solver panel: backtracking tries digits and takes them back, constraint propagation fills in what "
             "it can, and the human-style solver uses the techniques of the hints. Choose the algorithm and the "
             "pace in the panel; F6 takes one step, Shift+F5 stops. Solve › Compare Algorithms (F7) runs them all "
             "on the puzzle and compares their work.")}},
        {tr("New puzzles and sizes"),
         {tr("Game › New Game (Ctrl+N) makes a puzzle of the level and size you choose, from 4×4 for beginners "
             "and children to 25×25; each level names the techniques it needs. Game › Open reads puzzles from "
             "files in the common formats, Edit › Paste from the clipboard, and Game › Enter a Puzzle (Ctrl+E) "
             "lets you type one in from a newspaper: it is checked for exactly one solution before play starts."),
          tr("Every key is listed under Help › Keyboard Shortcuts.")}},
    };
}

QString HowToPlay::html()
{
    QString page = QStringLiteral("<h1>%1</h1>").arg(tr("How to Play").toHtmlEscaped());
    for (const Section &section : sections()) {
        page += QStringLiteral("<h2>%1</h2>").arg(section.title.toHtmlEscaped());
        for (const QString &paragraph : section.paragraphs)
            page += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    }
    return page;
}

} // namespace sudoku
