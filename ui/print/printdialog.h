// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PrintDialog: Game › Print… and Export PDF… — what to print, then a preview, the printer or
// a PDF file.
//
// This puzzle: large, with its level, rating and source; optionally the player's digits and
// pencil marks; optionally its solution on a second page. A booklet: N new puzzles of a level
// from the generator (on the thread pool, with progress; Cancel stops it), 1, 2, 4 or 6 a page,
// with their solutions at the back.

#include "generator.h"
#include "printlayout.h"

#include <QDialog>

#include <functional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace sudoku {

class BackgroundJob;

class PrintDialog : public QDialog {
    Q_OBJECT

public:
    // `current`: the puzzle in play with the player's digits and marks (grid, marks), its
    // solution when it has exactly one, and its heading and details.
    PrintDialog(const PrintedPuzzle &current, QWidget *parent = nullptr);
    ~PrintDialog() override;

    enum class What { ThisPuzzle, Booklet };
    void setWhat(What what);
    void setIncludePlay(bool on);
    void setIncludeSolution(bool on);
    // The puzzle's solution is still being searched for (a large board just opened): the
    // solution page is offered, with a note, once solutionKnown() gives it.
    void setSolutionPending();
    // The search has ended: `solution` is the puzzle's one solution, or an empty grid when it
    // has none or several (the note says so).
    void solutionKnown(const Grid &solution);
    // The line under the solution choice: why it cannot be taken yet or at all; empty when it can.
    QString solutionNote() const;
    void setBooklet(Level level, int count, int perPage, std::uint64_t seed);

    // Makes what is chosen (a booklet is generated first), then writes it as a PDF to `path`;
    // exported(ok) tells how it went, with the reason on the dialog's status line when not.
    void exportPdf(const QString &path);
    // What would be printed now (the booklet's puzzles once made).
    std::vector<PrintedPuzzle> puzzles() const;
    PrintLayout printLayout() const;
    QString statusText() const;
    bool isMaking() const;

signals:
    void exported(bool ok);

protected:
    void reject() override;

private:
    // Runs `then` once the puzzles are ready: at once for this puzzle, after the generator
    // for a booklet.
    void whenReady(std::function<void()> then);
    void preview();
    void print();
    void choosePdf();
    void setBusy(bool busy);
    void updateEnabled();

    PrintedPuzzle m_current;
    std::vector<PrintedPuzzle> m_booklet; // made for the options in m_bookletFor
    QString m_bookletFor;
    std::uint64_t m_seed = 0;
    bool m_solutionPending = false;
    BackgroundJob *m_job;

    QButtonGroup *m_what;
    QCheckBox *m_includePlay, *m_includeSolution;
    QLabel *m_solutionNote;
    QComboBox *m_level, *m_perPage;
    QSpinBox *m_count;
    QCheckBox *m_bookletSolutions;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_previewButton, *m_printButton, *m_pdfButton;
};

} // namespace sudoku
