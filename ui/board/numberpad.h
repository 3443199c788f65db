// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NumberPad: the buttons beside the board. Its digits, 1-9 or up to the board's size (laid
// out as a box of the board: 4×4 for 16×16), each showing how many are left to place
// (disabled at none left), erase, and the pencil-mode toggle. Draws and forwards clicks; the
// Game decides what they do.

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

    // Null for a digit the board does not have.
    QAbstractButton *digitButton(int digit) const;
    QAbstractButton *eraseButton() const;
    QAbstractButton *pencilButton() const;

signals:
    void digitClicked(int digit);
    // A digit button's right click (or context-menu key): show where the digit can go.
    void filterRequested(int digit);
    void eraseClicked();
    void pencilModeToggled(bool on);

private:
    void updateEnabled();
    void showPencilState(bool on);

    QGridLayout *m_layout = nullptr;
    Shape m_shape;
    std::vector<DigitButton *> m_digits;
    std::vector<int> m_remaining;
    int m_filteredDigit = 0;
    QToolButton *m_erase = nullptr;
    QToolButton *m_pencil = nullptr;
    bool m_inputEnabled = true;
    bool m_pencilAvailable = true;
};

} // namespace sudoku
