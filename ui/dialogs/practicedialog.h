// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PracticeDialog: Game › Practice — the view of a PracticeSession. A technique chooser (with
// "The ones I find hardest", from the player's record), the position on a board where a click
// on a candidate strikes it out or, in Place mode, marks it as the digit placed (keys: a digit
// does the same for the selected cell, Shift with a digit always strikes out), Check, Show
// Step, New Position, the verdict with the step explained, and the record as a chart
// (PracticeChart). Modal; the window's clock times the answers.

#include "playsettings.h"
#include "technique.h"

#include <QDialog>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace sudoku {

class BoardWidget;
class Clock;
class PracticeSession;

// The player's practice record as bars: a row a technique tried, its positions right (solid),
// partly right (hatched) and the rest (hollow), with "right of tried" and the average time.
class PracticeChart : public QWidget {
    Q_OBJECT

public:
    explicit PracticeChart(QWidget *parent = nullptr);
    // Reads the record again.
    void refresh();
    // The techniques shown, in their rows' order.
    const std::vector<Technique> &techniques() const { return m_techniques; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<Technique> m_techniques;
    std::vector<PlaySettings::PracticeRecord> m_records; // read by refresh(), one a technique shown
};

class PracticeDialog : public QDialog {
    Q_OBJECT

public:
    PracticeDialog(const Clock &clock, QWidget *parent = nullptr);

    PracticeSession *session() const { return m_session; }
    BoardWidget *board() const { return m_board; }
    QComboBox *techniqueBox() const { return m_techniques; }
    PracticeChart *chart() const { return m_chart; }
    QLabel *verdictLabel() const { return m_verdict; }
    // Chooses a technique as the chooser would (None: the ones the record finds hardest — the
    // hardest again at every new position, so that the practice moves on as the record changes).
    void choose(Technique technique);
    // In Place mode a click or a digit marks the digit placed; else it strikes out.
    void setPlaceMode(bool place);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void mark(int cell, int digit, bool place);

    PracticeSession *m_session;
    QComboBox *m_techniques = nullptr;
    BoardWidget *m_board = nullptr;
    QLabel *m_prompt = nullptr;
    QRadioButton *m_strike = nullptr;
    QRadioButton *m_place = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_showStep = nullptr;
    QPushButton *m_clear = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_verdict = nullptr;
    PracticeChart *m_chart = nullptr;
    bool m_followsHardest = false; // "The ones I find hardest" is chosen
};

} // namespace sudoku
