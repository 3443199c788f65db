// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HintPanel: the hint column under the number pad — Hint and Step, what the hint says (it
// scrolls when a chain's explanation runs long), a busy bar with Cancel while a hint thinks,
// Previous / Next through a forcing step's branches, and whether chains are written in words or
// in Eureka notation. A view of the PlaySession's hints:
// its buttons go to the HintSession, and it shows the session's state whenever it changes.
// Its buttons leave the keys with the board. Lives in the GUI thread.

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;

namespace sudoku {

class PlaySession;

class HintPanel : public QWidget {
    Q_OBJECT

public:
    explicit HintPanel(PlaySession *play, QWidget *parent = nullptr);

    // What the hint's text says now.
    QString text() const;

    // Sizes the explanation's text for a board `boardSide` pixels high: the font's own size
    // up to the board of a window of the usual size, in proportion beyond — on a maximised
    // window or a projector the explanation reads from as far away as the board's digits.
    void fitTextToBoard(int boardSide);
    // The width of `characters` average characters of the explanation's text.
    int textWidth(int characters) const;

private:
    void refresh();

    PlaySession *m_play;
    QLabel *m_text = nullptr;
    QPushButton *m_hint = nullptr;
    QPushButton *m_step = nullptr;
    QWidget *m_thinkingRow = nullptr; // busy bar and Cancel
    QWidget *m_branchRow = nullptr;   // Previous and Next
    QPushButton *m_previousBranch = nullptr;
    QPushButton *m_nextBranch = nullptr;
    QCheckBox *m_eureka = nullptr;
};

} // namespace sudoku
