// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicesession.h"

#include "clock.h"
#include "explain.h"
#include "language.h"
#include "playsettings.h"
#include "solver.h"
#include "techniqueexamples.h"

#include <QStringList>

#include <algorithm>
#include <tuple>

namespace sudoku {
namespace {

void toggle(std::vector<CellDigit> &list, const CellDigit &item)
{
    const auto found = std::find(list.begin(), list.end(), item);
    if (found != list.end())
        list.erase(found);
    else
        list.push_back(item);
}

// "r1c5 − 7, r2c5 = 3": marks as the hints write a step's outcome.
QString marksText(const PracticeAnswer &marks)
{
    QStringList parts;
    for (const CellDigit &placement : marks.placements)
        parts << language::leftToRight(QStringLiteral("%1 = %2").arg(Explain::cell(placement.cell), Explain::digit(placement.digit)));
    for (const CellDigit &elimination : marks.eliminations)
        parts << language::leftToRight(
            QStringLiteral("%1 \u2212 %2").arg(Explain::cell(elimination.cell), Explain::digit(elimination.digit)));
    return parts.join(Explain::listSeparator());
}

int markCount(const PracticeAnswer &marks)
{
    return static_cast<int>(marks.placements.size() + marks.eliminations.size());
}

struct Served {
    std::optional<ServedExample> example;
    Grid solution;
};

} // namespace

PracticeSession::PracticeSession(const Clock &clock, QObject *parent)
    : QObject(parent), m_clock(clock), m_job(new BackgroundJob(this))
{
}

void PracticeSession::setTechnique(Technique technique)
{
    m_technique = technique;
    serve();
}

Technique PracticeSession::hardestTechnique()
{
    Technique hardest = Technique::None;
    // Smaller is harder: the share right, then minus the average time, then minus the difficulty.
    std::tuple<double, double, int> hardestKey{2.0, 0.0, 0};
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        const PlaySettings::PracticeRecord record = PlaySettings::practiceRecord(technique);
        if (record.tried == 0)
            continue;
        const double share = (record.right + 0.5 * record.partlyRight) / record.tried;
        const std::tuple<double, double, int> key{share, -double(record.totalMs) / record.tried,
                                                  -techniqueInfo(technique).difficulty};
        if (key < hardestKey) {
            hardestKey = key;
            hardest = technique;
        }
    }
    return hardest;
}

void PracticeSession::serve()
{
    m_served.reset();
    m_solution.reset();
    m_answer = {};
    m_judgement.reset();
    m_recorded = false;
    if (m_technique == Technique::None) {
        m_job->cancel();
        m_state = State::Idle;
        emit changed();
        return;
    }
    m_state = State::Serving;
    const std::vector<TechniqueExample> examples = TechniqueExamples::bundled().of(m_technique);
    const std::uint64_t seed = m_seed++;
    m_job->start(
        [examples, seed](const std::atomic<bool> &cancel, const BackgroundJob::Progress &) {
            Served served{serveExample(examples, seed, &cancel), {}};
            if (served.example)
                served.solution = solve(served.example->example.position.givens, 2, &cancel).solution;
            return served;
        },
        [this](Served served) {
            m_served = std::move(served.example);
            m_solution = std::move(served.solution);
            m_state = m_served ? State::Answering : State::Idle;
            m_shownAt = m_clock.nowMs();
            emit changed();
            if (m_served)
                emit positionServed();
        });
    emit changed();
}

void PracticeSession::toggleElimination(int cell, int digit)
{
    if (m_state != State::Answering || !m_served->example.position.board.grid.isEmpty(cell) ||
        !m_served->example.position.board.candidates[static_cast<std::size_t>(cell)].contains(digit))
        return;
    toggle(m_answer.eliminations, {cell, digit});
    emit changed();
}

void PracticeSession::togglePlacement(int cell, int digit)
{
    if (m_state != State::Answering || !m_served->example.position.board.grid.isEmpty(cell) ||
        !m_served->example.position.board.candidates[static_cast<std::size_t>(cell)].contains(digit))
        return;
    const CellDigit placement{cell, digit};
    const bool had = std::find(m_answer.placements.begin(), m_answer.placements.end(), placement) !=
                     m_answer.placements.end();
    std::erase_if(m_answer.placements, [cell](const CellDigit &p) { return p.cell == cell; });
    if (!had)
        m_answer.placements.push_back(placement);
    emit changed();
}

void PracticeSession::clearMarks()
{
    if (m_state != State::Answering)
        return;
    m_answer = {};
    emit changed();
}

void PracticeSession::check()
{
    if (m_state != State::Answering || m_answer.isEmpty())
        return;
    m_judgement = judge(m_served->step, *m_solution, m_answer);
    m_state = State::Judged;
    record(m_judgement->verdict);
    emit changed();
}

void PracticeSession::showStep()
{
    if (m_state != State::Answering)
        return;
    m_state = State::Shown;
    record(std::nullopt);
    emit changed();
}

void PracticeSession::record(std::optional<Verdict> verdict)
{
    if (m_recorded)
        return;
    m_recorded = true;
    PlaySettings::addPracticeResult(m_technique, verdict, m_clock.nowMs() - m_shownAt);
}

Highlight PracticeSession::highlight() const
{
    if (!m_served)
        return {};
    if (m_state == State::Answering) {
        Highlight marks;
        for (const CellDigit &placement : m_answer.placements)
            marks.marks.push_back({placement.cell, placement.digit, MarkCue::Place});
        for (const CellDigit &elimination : m_answer.eliminations)
            marks.marks.push_back({elimination.cell, elimination.digit, MarkCue::Eliminate});
        return marks;
    }
    Highlight step = Highlight::ofStep(m_served->step);
    if (m_judgement) {
        for (const CellDigit &mark : m_judgement->wrong.placements)
            step.raise(mark.cell, CellCue::Mistake);
        for (const CellDigit &mark : m_judgement->wrong.eliminations)
            step.raise(mark.cell, CellCue::Mistake);
    }
    return step;
}

QString PracticeSession::prompt() const
{
    switch (m_state) {
    case State::Idle:
        return m_technique == Technique::None ? tr("Choose a technique to practise.")
                                              : tr("There is no position of this technique to practise.");
    case State::Serving:
        return tr("Finding a position…");
    case State::Answering:
    case State::Judged:
    case State::Shown:
        break;
    }
    const bool places = !m_served->step.placements.empty() && m_served->step.eliminations.empty();
    return language::shown(
        places ? tr("Find %1 on this board and mark the digit it places (a click on the candidate), then Check.")
                     .arg(Explain::techniqueWithArticle(m_technique))
               : tr("Find %1 on this board and strike out the candidates it removes (a click on each), then Check.")
                     .arg(Explain::techniqueWithArticle(m_technique)));
}

QString PracticeSession::verdictText() const
{
    if (m_state == State::Shown)
        return language::shown(tr("The step: %1").arg(Explain::step(m_served->step)));
    if (m_state != State::Judged)
        return {};
    const Judgement &judged = *m_judgement;
    QString verdict;
    switch (judged.verdict) {
    case Verdict::Right:
        verdict = tr("Right: that is the step.");
        break;
    case Verdict::PartlyRight:
        verdict = markCount(judged.found) > 0
                      ? tr("Partly right: you found %1 of the step's %2 marks; it also makes %3.")
                            .arg(language::number(markCount(judged.found)))
                            .arg(language::number(markCount(judged.found) + markCount(judged.missed)))
                            .arg(marksText(judged.missed))
                      : tr("Partly right: what you marked is true, but it is not this step.");
        if (markCount(judged.found) > 0 && markCount(judged.missed) == 0)
            verdict = tr("Partly right: the step's marks are all there, and more that are true but not this step's.");
        break;
    case Verdict::Wrong:
        verdict = markCount(judged.wrong) > 0
                      ? tr("Wrong: %1 is not true of this puzzle.").arg(marksText(judged.wrong))
                      : tr("Wrong: nothing was marked.");
        break;
    }
    return language::shown(verdict + QLatin1String("\n\n") + tr("The step: %1").arg(Explain::step(m_served->step)));
}

} // namespace sudoku
