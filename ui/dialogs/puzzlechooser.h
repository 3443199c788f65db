// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PuzzleChooser: picks one puzzle from a file that holds many (top95, a collection of
// millions). Lists every record with its index, line, clue count and the puzzle as a line;
// unreadable records are listed with their error and cannot be chosen. A board shows the
// selection.
//
// A big file (PuzzleFile) is listed as its pass finds the puzzles: the first rows at once, a
// progress bar while the rest are found, Stop to end the pass there; each row is read again
// from the file when it is shown.

#include "format.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace sudoku {

class BoardWidget;
class PuzzleFile;
class PuzzleListModel;
class PuzzleSource;
class PuzzleText;

class PuzzleChooser : public QDialog {
    Q_OBJECT

public:
    // The records of a text read whole.
    PuzzleChooser(std::shared_ptr<const PuzzleText> text, const QString &fileName, QWidget *parent = nullptr);
    // The puzzles of a big file, listed as `file`'s pass (started here) finds them.
    PuzzleChooser(PuzzleFile *file, const QString &fileName, QWidget *parent = nullptr);
    ~PuzzleChooser() override;

    // The chosen record's index, or -1.
    int chosenIndex() const;
    // The chosen record (read again from a big file), or nothing.
    std::optional<PuzzleRecord> chosenRecord() const;
    QTableView *view() const { return m_view; }
    // The pass over a big file is still going (the progress bar and Stop show).
    bool isListing() const;

private:
    // What both constructors share: the table, the preview, the buttons.
    void setUp();
    void showSelected();
    void onFound();
    void updateSummary();
    // Selects the first readable record from row `from` on, if there is one.
    void selectFirstReadable(int from);

    std::shared_ptr<const PuzzleText> m_text; // the records of a text; null for a file
    const PuzzleSource *m_source = nullptr;
    PuzzleFile *m_file = nullptr;
    QString m_fileName;
    PuzzleListModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    BoardWidget *m_preview = nullptr;
    QLabel *m_summary = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_open = nullptr;
    bool m_linesMatchIndex = true; // every record so far on the line of its number
    std::size_t m_linesChecked = 0;
};

} // namespace sudoku
