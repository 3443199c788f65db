// SPDX-License-Identifier: GPL-3.0-or-later
#include "hintsession.h"

#include "countdown.h"
#include "explain.h"
#include "game.h"
#include "stepfinder.h"

namespace sudoku {

HintSession::HintSession(Game *game, SolverController *controller, QObject *parent)
    : QObject(parent), m_game(game), m_controller(controller)
{
    connect(m_controller, &SolverController::hintReady, this, &HintSession::onResult);
    connect(m_controller, &SolverController::stepReady, this, &HintSession::onResult);
    connect(m_game, &Game::changed, this, &HintSession::onGameChanged);
    connect(m_game, &Game::puzzleStarted, this, &HintSession::reset);
    setThinkingCountdown(new TimerCountdown(ThinkingDelay));
}

void HintSession::setThinkingCountdown(Countdown *countdown)
{
    Countdown::replace(m_countdown, countdown, this);
    connect(m_countdown, &Countdown::expired, this, &HintSession::onCountdownExpired);
}

void HintSession::hint()
{
    if (m_waiting)
        return;
    if (m_level == 0 || m_game->board() != m_board) {
        request(false);
        return;
    }
    const bool step = m_result.kind == HintKind::Step;
    if (step && m_level == 1)
        show(2);
    else if ((step && m_level == 2) || (m_result.kind == HintKind::Mistakes && m_level == 1))
        applyResult();
}

void HintSession::step()
{
    if (!m_waiting)
        request(true);
}

void HintSession::request(bool apply)
{
    m_board = m_game->board();
    m_waiting = true;
    m_stepRequested = apply;
    m_run = apply ? m_controller->requestStep(m_board, m_allowed) : m_controller->requestHint(m_board, m_allowed);
    m_countdown->start();
    emit changed();
}

void HintSession::onCountdownExpired()
{
    if (!m_waiting || m_thinking)
        return;
    m_thinking = true;
    m_text = tr("Thinking…");
    emit changed();
}

void HintSession::cancel()
{
    if (!m_waiting)
        return;
    stopRequest();
    m_run = 0; // whatever the worker still sends for it is dropped
    m_waiting = false;
    m_thinking = false;
    m_level = 0;
    m_result = {};
    m_showsBranches = false;
    m_highlight = {};
    m_text = m_stepRequested ? tr("Step stopped. Nothing on the board has changed.")
                             : tr("Hint stopped. Nothing on the board has changed.");
    emit changed();
}

void HintSession::stopRequest()
{
    // Only our own run: a later request of ours may have replaced it already.
    if (m_controller->currentRun() == m_run)
        m_controller->cancel();
    m_countdown->stop();
}

void HintSession::onResult(int runId, const HintResult &result)
{
    if (runId != m_run)
        return;
    m_countdown->stop();
    m_waiting = false;
    m_thinking = false;
    m_result = result;
    if (m_stepRequested && result.kind == HintKind::Step) {
        applyResult();
        // Step explains what it did as fully as a second hint press would.
        m_branch = 0;
        m_showsBranches = true;
        showBranch();
        emit changed();
        return;
    }
    show(1);
}

void HintSession::setNotation(Explain::Notation notation)
{
    if (notation == m_notation)
        return;
    m_notation = notation;
    // A step on show is written again (its second level, or what Step did); a nudge names
    // no chain.
    if (m_result.kind == HintKind::Step && (m_level == 2 || m_showsBranches)) {
        m_text = Explain::step(m_result.step, m_branch, m_notation);
        emit changed();
    }
}

void HintSession::setAllowedTechniques(const TechniqueSet &allowed)
{
    if (allowed == m_allowed)
        return;
    m_allowed = allowed;
    reset();
}

void HintSession::showBranch()
{
    m_text = Explain::step(m_result.step, m_branch, m_notation);
    m_highlight = Highlight::ofStep(m_result.step, m_branch);
}

bool HintSession::showsBranches() const
{
    return m_showsBranches && branchCount() > 1 && !m_game->isPaused();
}

std::size_t HintSession::branchCount() const
{
    return m_result.kind == HintKind::Step ? sudoku::branchCount(m_result.step) : 1;
}

void HintSession::nextBranch()
{
    if (!hasNextBranch())
        return;
    ++m_branch;
    showBranch();
    emit changed();
}

void HintSession::previousBranch()
{
    if (!hasPreviousBranch())
        return;
    --m_branch;
    showBranch();
    emit changed();
}

void HintSession::show(int level)
{
    m_level = level;
    m_highlight = {};
    m_highlight.shape = m_board.grid.shape(); // a nudge's unit is one of this board's
    m_highlight.variant = m_board.grid.variant();
    m_showsBranches = false;
    switch (m_result.kind) {
    case HintKind::Step:
        if (level == 1) {
            m_text = Explain::nudge(m_result.step);
            m_highlight.raiseUnit(hintUnit(m_result.step), CellCue::Region);
        } else {
            m_branch = 0;
            m_showsBranches = true;
            showBranch();
        }
        break;
    case HintKind::Mistakes:
        m_text = mistakesText();
        m_highlight = Highlight::ofMistakes(shownMistakes(), m_board.grid.shape(), m_board.grid.variant());
        break;
    case HintKind::SeveralSolutions:
        m_text = plainMessage();
        m_highlight = Highlight::ofCells(m_result.differingCells, CellCue::Region, m_board.grid.shape(),
                                           m_board.grid.variant());
        break;
    default:
        m_text = plainMessage();
        break;
    }
    emit changed();
}

void HintSession::applyResult()
{
    m_applying = true;
    m_showsBranches = false;
    if (m_result.kind == HintKind::Step) {
        m_game->applyStep(m_result.step, tr("Hint: %1").arg(Explain::technique(m_result.step.technique)));
        m_text = Explain::applied(m_result.step);
        m_highlight = Highlight::ofStep(m_result.step, m_branch);
    } else if (m_result.kind == HintKind::Mistakes) {
        m_game->correctMistakes(m_result.mistakes);
        m_text = shownMistakes().size() == 1 ? tr("Corrected. Carry on!")
                                             : tr("Corrected %1 mistakes. Carry on!").arg(shownMistakes().size());
        m_highlight = Highlight::ofMistakes(shownMistakes(), m_board.grid.shape(), m_board.grid.variant());
    }
    m_applying = false;
    // What we show now is about the board as the change left it; the next press asks anew.
    m_board = m_game->board();
    m_level = 0;
    emit changed();
}

void HintSession::onGameChanged()
{
    if (m_applying || m_game->board() == m_board)
        return;
    reset();
}

void HintSession::reset()
{
    const bool hadSomething = m_waiting || m_level != 0 || !m_text.isEmpty() || !m_highlight.isEmpty();
    // A request still with the worker is about a board that is gone: stop its search.
    if (m_waiting)
        stopRequest();
    m_run = 0;
    m_waiting = false;
    m_thinking = false;
    m_showsBranches = false;
    m_branch = 0;
    m_level = 0;
    m_text.clear();
    m_highlight = {};
    m_result = {};
    if (hadSomething)
        emit changed();
}

Technique HintSession::shownTechnique() const
{
    return !m_text.isEmpty() && m_result.kind == HintKind::Step ? m_result.step.technique : Technique::None;
}

QString HintSession::nextAction() const
{
    if (m_thinking)
        return tr("Thinking…");
    if (m_result.kind == HintKind::Step && m_level == 1)
        return tr("Show Me");
    if (m_result.kind == HintKind::Step && m_level == 2)
        return tr("Apply");
    if (m_result.kind == HintKind::Mistakes && m_level == 1)
        return tr("Correct");
    return tr("Hint");
}

std::vector<Mistake> HintSession::shownMistakes() const
{
    std::vector<Mistake> shown = m_result.mistakes;
    std::erase_if(shown, [](const Mistake &mistake) { return mistake.struckBy >= 0; });
    return shown;
}

QString HintSession::mistakesText() const
{
    // Which cells are wrong, never what belongs there: pencil marks a wrong digit struck out
    // are not named (they would show where that digit goes), only the digit.
    std::vector<int> wrong;
    std::vector<int> lost;
    bool struck = false;
    for (const Mistake &mistake : m_result.mistakes) {
        if (mistake.kind == MistakeKind::WrongDigit)
            wrong.push_back(mistake.cell);
        else if (mistake.struckBy >= 0)
            struck = true;
        else
            lost.push_back(mistake.cell);
    }
    QStringList parts;
    if (wrong.size() == 1)
        parts << tr("The %1 in %2 is wrong.")
                     .arg(Explain::digit(m_game->grid().digit(wrong.front())))
                     .arg(Explain::cell(wrong.front(), m_game->grid().geometry()));
    else if (!wrong.empty())
        parts << tr("These digits are wrong: %1.").arg(Explain::cells(wrong, m_game->grid().geometry()));
    if (struck)
        parts << (wrong.size() == 1 ? tr("Correcting it also puts back the pencil marks it struck out.")
                                    : tr("Correcting them also puts back the pencil marks they struck out."));
    if (lost.size() == 1)
        parts << tr("The pencil marks of %1 lack a candidate the solution needs.").arg(Explain::cell(lost.front(), m_game->grid().geometry()));
    else if (!lost.empty())
        parts << tr("The pencil marks of %1 each lack a candidate the solution needs.").arg(Explain::cells(lost, m_game->grid().geometry()));
    const std::size_t count = wrong.size() + lost.size();
    parts << (count == 1 ? tr("Press Hint again to correct it.") : tr("Press Hint again to correct all %1.").arg(count));
    return parts.join(QLatin1Char(' '));
}

QString HintSession::plainMessage() const
{
    switch (m_result.kind) {
    case HintKind::NoSolution:
        return tr("This puzzle has no solution: its givens contradict each other, so no hint can help.");
    case HintKind::SeveralSolutions:
        return tr("This puzzle has more than one solution, so no step can be certain. The marked "
                  "cells differ between two of its solutions.");
    case HintKind::Solved:
        return tr("The board is full and correct: nothing left to find.");
    case HintKind::NoStep:
        if (leavesOutTechniques(m_allowed))
            return tr("None of the techniques hints may use applies here. Settings › Hints… allows more.");
        return tr("No technique Sudoku Studio knows applies here. Watch the human-logic solver "
                  "to see where it has to guess.");
    case HintKind::Cancelled:
        return tr("The search for a step was stopped. Nothing on the board has changed.");
    default:
        return {};
    }
}

} // namespace sudoku
