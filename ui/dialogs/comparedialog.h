// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// CompareDialog: every algorithm on the puzzle in play, one after the other in a background
// job (compare.h), as a table — algorithm, result, events, placements, guesses, backtracks, time:
// the classroom comparison. Each algorithm gets at most a time cap; one that needs longer
// shows "stopped after N events". Cancellable; closing the dialog cancels too.
// Lives in the GUI thread.

#include "compare.h"
#include "grid.h"

#include <QDialog>

#include <chrono>

class QLabel;
class QPushButton;
class QTableWidget;

namespace sudoku {

class BackgroundJob;

class CompareDialog : public QDialog {
    Q_OBJECT

public:
    static constexpr std::chrono::milliseconds DefaultCap{5000};

    explicit CompareDialog(QWidget *parent = nullptr);
    ~CompareDialog() override;

    // Compares every algorithm on `puzzle` (its digits fixed), replacing any run before.
    void compare(const Grid &puzzle, const QString &name,
                 std::chrono::milliseconds capPerAlgorithm = DefaultCap);
    void stop();
    bool isRunning() const { return m_running; }

    QTableWidget *table() const { return m_table; }
    QString statusText() const;

signals:
    // The comparison ended: every row is in, or it was stopped.
    void finished();

protected:
    void done(int result) override;

private:
    void onRow(const CompareRow &row);
    void onFinished(bool cancelled);

    BackgroundJob *m_job;
    QTableWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_again = nullptr;
    Grid m_puzzle;
    QString m_name;
    std::chrono::milliseconds m_cap = DefaultCap;
    bool m_running = false;
};

} // namespace sudoku
