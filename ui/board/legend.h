// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Legend: what the board's animation cues mean — each cue drawn as the board draws it
// (BoardWidget::paintCueShape, paintMarkedCandidate, paintLinkSample) beside its name, in two
// columns. Follows
// the palette, as the board does. Lives in the GUI thread.

#include "highlight.h"

#include <QWidget>

#include <vector>

namespace sudoku {

class Legend : public QWidget {
    Q_OBJECT

public:
    explicit Legend(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

    // The names shown, in order (for tests).
    QStringList labels() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Item {
        enum class Kind { Cell, Mark, Link };
        Kind kind = Kind::Cell;
        CellCue cell = CellCue::None;     // Cell: the cell's tint and shape
        MarkCue markCue = MarkCue::Place; // Mark: a candidate mark
        bool strong = false;              // Link: a chain's strong or weak link
        QString label;
    };
    int columns(int width) const;
    int widestLabel() const;
    int rowHeight() const;
    int swatchSide() const;

    std::vector<Item> m_items;
};

} // namespace sudoku
