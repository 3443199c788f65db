// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracelog.h"

#include "explain.h"
#include "language.h"
#include "stepfinder.h"

#include <QLocale>

#include <algorithm>
#include <climits>

namespace sudoku {
TraceLog::TraceLog(QObject *parent) : QAbstractListModel(parent) {}

bool TraceLog::isMilestone(const Event &event)
{
    switch (event.kind) {
    case EventKind::Guess:
        return true;
    case EventKind::Backtrack:
        return event.depth > 0; // a guess undone; depth 0 is a digit search's everyday move
    case EventKind::Place:
    case EventKind::Eliminate:
        return event.stepStart && event.technique != Technique::None;
    default:
        return false;
    }
}

int TraceLog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant TraceLog::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const Entry &entry = m_entries[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        if (entry.skipped > 0)
            return language::shown(
                tr("… %Ln more event(s)", nullptr, static_cast<int>(std::min<quint64>(entry.skipped, INT_MAX))));
        return language::shown(QStringLiteral("%1  %2").arg(QLocale().toString(entry.index + 1), Explain::event(entry.event, m_rules.size(), m_rules.variant().get())));
    case Qt::ToolTipRole:
        if (entry.skipped > 0)
            return tr("Events %1 to %2 are not listed: the log keeps the steps, guesses and the "
                      "most recent events.")
                .arg(QLocale().toString(entry.index + 1), QLocale().toString(entry.index + entry.skipped));
        if (isMilestone(entry.event) && entry.event.technique != Technique::None)
            return tr("%1\nClick to show this step on the board; double-click to read about %2.")
                .arg(Explain::event(entry.event, m_rules.size(), m_rules.variant().get()), Explain::techniqueWithArticle(entry.event.technique));
        return Explain::event(entry.event, m_rules.size(), m_rules.variant().get());
    case EventIndexRole:
        return QVariant::fromValue<qulonglong>(entry.index);
    case IsStepRole:
        return entry.skipped == 0 && entry.event.stepStart && entry.event.technique != Technique::None;
    case SkippedRole:
        return QVariant::fromValue<qulonglong>(entry.skipped);
    case TechniqueRole:
        if (entry.skipped == 0 && entry.event.stepStart && entry.event.technique != Technique::None)
            return static_cast<int>(entry.event.technique);
        return {};
    default:
        return {};
    }
}

void TraceLog::append(const Event &event, quint64 index, const Board *before)
{
    Pending pending{event, index, nullptr};
    // A placing step rebuilds from the event alone; others need the board they were found on.
    if (before && event.stepStart && event.technique != Technique::None && event.kind != EventKind::Place)
        pending.before = std::make_shared<const Board>(*before);
    m_pending.push_back(std::move(pending));
}

void TraceLog::flush()
{
    if (m_pending.empty())
        return;
    const bool reset = m_pending.size() > ResetThreshold;
    if (reset)
        beginResetModel();
    for (const Pending &pending : m_pending)
        add(pending, !reset);
    m_pending.clear();
    if (reset)
        endResetModel();
}

void TraceLog::setBoard(const Grid &puzzle)
{
    m_rules = puzzle.variant() ? Grid(puzzle.variant()) : Grid(puzzle.shape()); // a samurai's cells too
}

void TraceLog::clear()
{
    beginResetModel();
    m_entries.clear();
    m_pending.clear();
    m_runLength = 0;
    m_droppedRows = 0;
    m_eventCount = 0;
    endResetModel();
}

void TraceLog::add(const Pending &pending, bool notify)
{
    ++m_eventCount;
    const bool milestone = isMilestone(pending.event);
    if (!milestone && m_runLength == RecentEvents) {
        // The run is full: its oldest row joins the count of skipped events before it.
        const std::size_t oldest = m_entries.size() - static_cast<std::size_t>(RecentEvents);
        const bool hasGap = oldest > 0 && m_entries[oldest - 1].skipped > 0;
        if (hasGap) {
            Entry &gap = m_entries[oldest - 1];
            ++gap.skipped;
            if (notify) {
                beginRemoveRows({}, static_cast<int>(oldest), static_cast<int>(oldest));
                m_entries.erase(m_entries.begin() + static_cast<std::ptrdiff_t>(oldest));
                endRemoveRows();
                const QModelIndex changed = index(static_cast<int>(oldest - 1));
                emit dataChanged(changed, changed);
            } else {
                m_entries.erase(m_entries.begin() + static_cast<std::ptrdiff_t>(oldest));
            }
        } else {
            Entry &entry = m_entries[oldest];
            entry.skipped = 1;
            entry.before.reset();
            if (notify) {
                const QModelIndex changed = index(static_cast<int>(oldest));
                emit dataChanged(changed, changed);
            }
        }
        // Either way the oldest row left the run.
        --m_runLength;
    }
    const int row = static_cast<int>(m_entries.size());
    if (notify)
        beginInsertRows({}, row, row);
    m_entries.push_back({pending.event, pending.index, 0, pending.before});
    if (notify)
        endInsertRows();
    m_runLength = milestone ? 0 : m_runLength + 1;

    if (m_entries.size() > static_cast<std::size_t>(MaxRows)) {
        if (notify)
            beginRemoveRows({}, 0, 0);
        m_entries.pop_front();
        ++m_droppedRows;
        if (notify)
            endRemoveRows();
    }
}

std::optional<Step> TraceLog::stepAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return std::nullopt;
    const Entry &entry = m_entries[static_cast<std::size_t>(row)];
    if (entry.skipped > 0)
        return std::nullopt;
    return stepStartedBy(entry.event, entry.before.get(), m_rules);
}

void TraceLog::refreshTexts()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole});
}

} // namespace sudoku
