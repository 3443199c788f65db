// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BoardLayout: the board as the largest square that fits, with the side column (number pad,
// hint) right beside it, and the pair centred in the space — so on a wide window the pad
// stays next to the board instead of drifting to the far edge.
//
//   |      ┌───────────┐ ┌────┐      |
//   |      │   board   │ │side│      |
//   |      └───────────┘ └────┘      |
//
// The side column starts level with the board's top. It keeps its preferred width, and on a
// window wider than the board needs takes the width to spare, up to its maximum width.

#include <QLayout>

#include <array>

namespace sudoku {

class BoardLayout : public QLayout {
    Q_OBJECT

public:
    // Both widgets are added to the layout (and so reparented to its widget).
    BoardLayout(QWidget *board, QWidget *side, QWidget *parent = nullptr);
    ~BoardLayout() override;

    void addItem(QLayoutItem *item) override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    int count() const override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    Qt::Orientations expandingDirections() const override;
    void setGeometry(const QRect &rect) override;

    // The board's side in a layout of `size` (margins included), as setGeometry places it;
    // 0 where the side column's minimum height does not fit (it would be cut off).
    int boardSideIn(QSize size) const;

private:
    // Items in order: board, side; null once taken.
    std::array<QLayoutItem *, 2> m_items{};
    int sideWidth() const;
    int square(QSize area) const; // the board's side in the area inside the margins
};

} // namespace sudoku
