#pragma once
// PuzzleChooser: picks one puzzle from a file that holds many (top95, a collection).
// Lists every record with its index, line, clue count and the puzzle as a line; unreadable
// records are listed with their error and cannot be chosen. A board shows the selection.

#include "format.h"

#include <QDialog>

#include <vector>

class QTableView;

namespace sudoku {

class BoardWidget;
class PuzzleListModel;

class PuzzleChooser : public QDialog {
    Q_OBJECT

public:
    PuzzleChooser(std::vector<PuzzleRecord> records, const QString &fileName, QWidget *parent = nullptr);
    ~PuzzleChooser() override;

    // The chosen record's index, or -1.
    int chosenIndex() const;
    QTableView *view() const { return m_view; }

private:
    void showSelected();

    std::vector<PuzzleRecord> m_records;
    PuzzleListModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    BoardWidget *m_preview = nullptr;
};

} // namespace sudoku
