// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NumberPad: the buttons beside the board. Its digits, 1-9 or up to the board's size (laid
// out as a box of the board: 4×4 for 16×16), each showing how many are left to place
// (disabled at none left), erase, the pencil-mode toggle, and the colour pens (none and one
// per colour: colourpaint.h). Draws and forwards clicks; the Game decides what they do.

#include "geometry.h"

#include <QWidget>

#include <vector>

class QAbstractButton;
class QGridLayout;
class QToolButton;

namespace sudoku {

class DigitButton;

class NumberPad : public QWidget {
    Q_OBJECT

public:
    explicit NumberPad(QWidget *parent = nullptr);

    // A digit button for each digit of a board of this shape (nothing changes when it is the
    // shape already shown).
    void setShape(Shape shape);
    // remaining[d-1]: how many more of digit d the grid needs (n minus those placed).
    void setRemaining(const std::vector<int> &remaining);
    void setPencilMode(bool on);
    // Off while paused or after completion.
    void setInputEnabled(bool enabled);
    // Off while the player types the givens of a puzzle: givens have no pencil marks.
    void setPencilAvailable(bool available);
    // Writes the digits anew, after View › Persian Digits.
    void refreshDigits();

    // The digit whose cells the board picks out (0: none), shown pressed in.
    void setFilteredDigit(int digit);
    int filteredDigit() const { return m_filteredDigit; }

    // The colour pen taken up (0: none), shown pressed in.
    void setColourPen(int colour);
    // Off while a puzzle is being entered: givens take no colours.
    void setColoursAvailable(bool available);

    // Null for a digit the board does not have.
    QAbstractButton *digitButton(int digit) const;
    QAbstractButton *eraseButton() const;
    QAbstractButton *pencilButton() const;
    // 0: no pen; 1..ColourCount.
    QAbstractButton *penButton(int colour) const;

signals:
    void digitClicked(int digit);
    // A digit button's right click (or context-menu key): show where the digit can go.
    void filterRequested(int digit);
    void eraseClicked();
    void pencilModeToggled(bool on);
    // A pen button was clicked: take up `colour`, or (0, or the pen already taken) put it down.
    void colourPenChosen(int colour);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateEnabled();
    void showPencilState(bool on);
    // Draws the pens' icons in the palette's colours.
    void drawPens();

    QGridLayout *m_layout = nullptr;
    Shape m_shape;
    std::vector<DigitButton *> m_digits;
    std::vector<int> m_remaining;
    int m_filteredDigit = 0;
    QToolButton *m_erase = nullptr;
    QToolButton *m_pencil = nullptr;
    std::vector<QToolButton *> m_pens; // 0: none, then one per colour
    QWidget *m_penRow = nullptr;
    int m_colourPen = 0;
    bool m_coloursAvailable = true;
    bool m_inputEnabled = true;
    bool m_pencilAvailable = true;
};

} // namespace sudoku
