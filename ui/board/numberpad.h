#pragma once
// NumberPad: the buttons beside the board. Digits 1-9, each showing how many are left to
// place (disabled at none left), erase, and the pencil-mode toggle. Draws and forwards
// clicks; the Game decides what they do.

#include <QWidget>

#include <array>

class QAbstractButton;
class QToolButton;

namespace sudoku {

class DigitButton;

class NumberPad : public QWidget {
    Q_OBJECT

public:
    explicit NumberPad(QWidget *parent = nullptr);

    // remaining[d-1]: how many more of digit d the grid needs (9 minus those placed).
    void setRemaining(const std::array<int, 9> &remaining);
    void setPencilMode(bool on);
    // Off while paused or after completion.
    void setInputEnabled(bool enabled);
    // Off while the player types the givens of a puzzle: givens have no pencil marks.
    void setPencilAvailable(bool available);
    // Writes the digits anew, after View › Persian Digits.
    void refreshDigits();

    QAbstractButton *digitButton(int digit) const;
    QAbstractButton *eraseButton() const;
    QAbstractButton *pencilButton() const;

signals:
    void digitClicked(int digit);
    void eraseClicked();
    void pencilModeToggled(bool on);

private:
    void updateEnabled();
    void showPencilState(bool on);

    std::array<DigitButton *, 9> m_digits{};
    std::array<int, 9> m_remaining{};
    QToolButton *m_erase = nullptr;
    QToolButton *m_pencil = nullptr;
    bool m_inputEnabled = true;
    bool m_pencilAvailable = true;
};

} // namespace sudoku
