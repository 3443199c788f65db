// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PracticeSession: Game › Practice without its widgets. The player chooses a technique (or
// the one their record says they find hardest); the session serves a position of it from the
// technique examples (serveExample: seen another way each time, its step found again on the
// pool thread), takes the player's marks — the digit the step places, the candidates it strikes
// out — and judges them (practice.h: right, partly right, wrong), then shows the step. The first
// check of a position, or the step shown before any, goes into the player's record
// (PlaySettings::addPracticeResult) with the time since the position was shown, read from the
// session's clock. Lives in the GUI thread.

#include "backgroundjob.h"
#include "highlight.h"
#include "position.h"
#include "practice.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <optional>

namespace sudoku {

class Clock;

class PracticeSession : public QObject {
    Q_OBJECT

public:
    enum class State {
        Idle,      // no position yet
        Serving,   // a position is being found
        Answering, // the position is shown: the player marks
        Judged,    // the answer was checked: the verdict and the step are shown
        Shown,     // the step was shown without an answer
    };

    explicit PracticeSession(const Clock &clock, QObject *parent = nullptr);

    // The technique practised; a new position of it follows (serve()).
    void setTechnique(Technique technique);
    Technique technique() const { return m_technique; }
    // The technique the player's record says they find hardest: of those tried, the one with
    // the smallest share right (partly right counting half), then the one that took longest
    // on average, then the hardest. None before anything was tried.
    static Technique hardestTechnique();

    // Serves a new position of the technique (the seed counts on from `setSeed`).
    void serve();
    void setSeed(std::uint64_t seed) { m_seed = seed; }

    // The player's marks, while answering: a candidate of an empty cell struck out or put back,
    // a digit placed or taken back (one a cell). Marks of a cell that cannot take them are
    // ignored.
    void toggleElimination(int cell, int digit);
    void togglePlacement(int cell, int digit);
    void clearMarks();
    const PracticeAnswer &answer() const { return m_answer; }

    // Judges the marks (Answering only); the first check of a position goes into the record.
    void check();
    // Shows the step (Answering: counted as tried, not right; Judged: the step was shown already).
    void showStep();

    State state() const { return m_state; }
    // The position on show and its step (once served).
    const std::optional<ServedExample> &served() const { return m_served; }
    const std::optional<Judgement> &judgement() const { return m_judgement; }
    // What the board highlights: the player's marks while answering; the step, with the
    // player's marks that were wrong, once judged or shown.
    Highlight highlight() const;
    // What the panel says: the task, then the verdict and the step explained.
    QString prompt() const;
    QString verdictText() const;

signals:
    void changed();
    // A new position is on show (after changed()).
    void positionServed();

private:
    void record(std::optional<Verdict> verdict);

    const Clock &m_clock;
    BackgroundJob *m_job;
    Technique m_technique = Technique::None;
    std::uint64_t m_seed = 0;
    State m_state = State::Idle;
    std::optional<ServedExample> m_served;
    std::optional<Grid> m_solution;
    PracticeAnswer m_answer;
    std::optional<Judgement> m_judgement;
    qint64 m_shownAt = 0;
    bool m_recorded = false;
};

} // namespace sudoku
