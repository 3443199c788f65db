// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// TraceLog: the animation's log as a list model — the events shown, with readable
// explanations (Explain::event). A plain backtracking trace runs to millions of events, so
// the log keeps whole only what a learner returns to — logic steps (and the singles
// propagation finds), guesses and the backtracks that undo them — and of the ordinary events
// between two of those only the most recent RecentEvents, behind one row that counts the
// rest ("… 1,204 more events"). At most MaxRows rows are kept; the oldest go first.
// So memory stays flat at any speed and any length.
//
// Events are collected as they are shown (append) and reach the view once a frame (flush).
// Lives in the GUI thread.

#include "board.h"
#include "event.h"
#include "step.h"

#include <QAbstractListModel>

#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace sudoku {

class TraceLog : public QAbstractListModel {
    Q_OBJECT

public:
    static constexpr int RecentEvents = 200;
    static constexpr int MaxRows = 10000;
    // Above this many events in one flush the view is reset rather than told row by row.
    static constexpr std::size_t ResetThreshold = 64;

    enum Role {
        EventIndexRole = Qt::UserRole + 1, // the event's index in the trace (qulonglong)
        IsStepRole,                        // a logic step: stepAt() gives it
        SkippedRole,                       // a row that counts skipped events: how many
        TechniqueRole,                     // a logic step's technique (int); else none
    };

    explicit TraceLog(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Collects a shown event; `before` is the board just before it (null when unknown).
    void append(const Event &event, quint64 index, const Board *before);
    // Hands what was collected to the view.
    void flush();
    void clear();
    // The board the events are on (9×9 classic unless told): cells, units and digits above 9
    // are named on its size, a variant's units as the variant names them.
    void setBoard(const Grid &puzzle);
    // Every row's text anew (View › Persian Digits changed how digits are written).
    void refreshTexts();

    // The logic step a row shows, with what it highlights; nothing for other rows.
    std::optional<Step> stepAt(int row) const;
    // Rows dropped from the front to stay within MaxRows.
    quint64 droppedRows() const { return m_droppedRows; }
    // Events shown in all, listed or not.
    quint64 eventCount() const { return m_eventCount; }

    // Events a learner returns to; the others are ordinary and thinned out.
    static bool isMilestone(const Event &event);

private:
    struct Entry {
        Event event;
        quint64 index = 0;   // the event's index; for a gap row, the first skipped one's
        quint64 skipped = 0; // > 0: a row standing for this many skipped events
        std::shared_ptr<const Board> before; // a logic step's board, to rebuild the step
    };
    struct Pending {
        Event event;
        quint64 index = 0;
        std::shared_ptr<const Board> before;
    };

    // Applies one event to m_entries; `notify` tells the view row by row.
    void add(const Pending &pending, bool notify);

    std::deque<Entry> m_entries;
    // An empty grid of the board's shape and variant: names the events' cells and units
    // (Explain::event) and rebuilds a single's step (stepAt).
    Grid m_rules;
    std::vector<Pending> m_pending;
    int m_runLength = 0; // ordinary rows at the end, after the last milestone
    quint64 m_droppedRows = 0;
    quint64 m_eventCount = 0;
};

} // namespace sudoku
