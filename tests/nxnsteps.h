// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The puzzles of tests/data/nxn_steps.txt — boards of every shape but 9×9, each with its one
// solution ("box:puzzle:solution" lines, the '#' line before a puzzle naming its source) —
// for the tests that solve them with findStep alone.

#include "grid.h"
#include "testgrids.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace sudoku::test {

// A puzzle of the steps' data file: its shape, givens and solution.
struct NxnPuzzle {
    QString name; // its source, "(line N)": N counts the puzzles from 1
    Grid puzzle;
    Grid solution;
};

inline std::vector<NxnPuzzle> readNxnSteps()
{
    std::vector<NxnPuzzle> puzzles;
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/nxn_steps.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return puzzles;
    QString comment;
    while (!file.atEnd()) {
        const QString line = QString::fromLatin1(file.readLine()).trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1Char('#'))) {
            comment = line.mid(1).trimmed();
            continue;
        }
        const QStringList fields = line.split(QLatin1Char(':'));
        const std::optional<Shape> shape = Shape::fromBoxName(fields[0].toStdString());
        if (fields.size() != 3 || !shape)
            continue;
        puzzles.push_back({QStringLiteral("%1 (line %2)").arg(comment).arg(puzzles.size() + 1),
                           gridFromLine(fields[1].toStdString(), *shape),
                           gridFromLine(fields[2].toStdString(), *shape)});
    }
    return puzzles;
}

} // namespace sudoku::test
