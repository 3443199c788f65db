// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HintPanel: the hint column under the number pad — Hint and Step, what the hint says (it
// scrolls when a chain's explanation runs long), a busy bar with Cancel while a hint thinks,
// Previous / Next through a forcing step's branches, and whether chains are written in words or
// in Eureka notation. A view of the PlaySession's hints:
// its buttons go to the HintSession, and it shows the session's state whenever it changes.
// Its buttons leave the keys with the board. Lives in the GUI thread.

#include "technique.h"

#include <QString>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QTextBlock;
class QPushButton;

namespace sudoku {

class PlaySession;

class HintPanel : public QWidget {
    Q_OBJECT

public:
    explicit HintPanel(PlaySession *play, QWidget *parent = nullptr);

    // What the hint's text says now.
    QString text() const;
    // The link to the page of the technique the hint names ("About the X-Wing"), hidden when
    // it names none.
    QLabel *aboutLink() const { return m_about; }

    // Sizes the explanation's text for a board `boardSide` pixels high: the font's own size
    // up to the board of a window of the usual size, in proportion beyond — on a maximised
    // window or a projector the explanation reads from as far away as the board's digits.
    void fitTextToBoard(int boardSide);
    // The width of `characters` average characters of the explanation's text.
    int textWidth(int characters) const;

    // The numbered line of a forcing step's branch whose links stand out on the board (0:
    // none): the board sets it while the pointer is on a link; the line is shaded and
    // scrolled into sight.
    int emphasisedLine() const { return m_emphasisedLine; }
    void setEmphasisedLine(int line);
    // The number a paragraph of the text starts with, "12. ...", when it is a line of the
    // step's own chain; 0 for any other paragraph (an inner step's lines are indented).
    static int lineNumberOf(const QString &paragraph);
    // The text as shown: an inner step's lines are folded under the line that uses it (that
    // line ends in ▸) until a click on it opens them (▾), a level at a time.
    QString shownText() const;
    // Opens the inner lines under numbered line `line`, as a click on it would; false when it
    // has none folded.
    bool unfold(int line);

signals:
    // The link under the hint was followed: the page of the technique it names.
    void techniqueRequested(Technique technique);
    // The pointer is on a numbered line, or a click chose one (0: none): its links stand out.
    void lineEmphasised(int line);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    int lineAt(QPoint position) const;
    void foldInnerLines();
    bool toggleFold(const QTextBlock &block);

    PlaySession *m_play;
    QPlainTextEdit *m_text = nullptr;
    QString m_shown; // the text as given (the editor's own copy loses its no-break spaces)
    int m_emphasisedLine = 0;
    int m_selectedLine = 0; // chosen by a click; 0 for none
    QPushButton *m_hint = nullptr;
    QPushButton *m_step = nullptr;
    QWidget *m_thinkingRow = nullptr; // busy bar and Cancel
    QWidget *m_branchRow = nullptr;   // Previous and Next
    QPushButton *m_previousBranch = nullptr;
    QPushButton *m_nextBranch = nullptr;
    QCheckBox *m_eureka = nullptr;
    QLabel *m_about = nullptr; // "About the X-Wing": a link to the technique's page
    Technique m_aboutTechnique = Technique::None;
};

} // namespace sudoku
