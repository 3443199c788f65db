// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by tst_steps and tst_tracers: reading their puzzle files, and pulling a
// whole trace while replaying it.

#include "event.h"
#include "testgrids.h"
#include "tracer.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace sudoku::test {

// One puzzle of a data file: "puzzle", "puzzle rating" or "puzzle:count:solution" lines, or
// "box:puzzle:count:solution" for a board of another shape (nxn_golden.txt's lines: the box
// as rows x columns, "2x3"); the '#' line just before a puzzle, if any, is its label.
struct PuzzleLine {
    int line = 0;
    QByteArray puzzle;
    int count = -1;      // -1 when the file does not say
    QByteArray solution; // empty when the file does not give it
    QByteArray label;
    Shape shape = Shape::classic();

    // The puzzle as a grid of its shape, every digit a given.
    Grid grid() const { return gridFromLine(puzzle.toStdString(), shape); }
};

// The puzzles of a file under tests/data; empty when it cannot be read.
inline std::vector<PuzzleLine> readPuzzleFile(const QString &name)
{
    std::vector<PuzzleLine> puzzles;
    QFile file(QStringLiteral(SUDOKU_TEST_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return puzzles;
    QByteArray label;
    int number = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++number;
        if (line.startsWith('#')) {
            label = line.mid(1).trimmed();
            continue;
        }
        if (line.isEmpty())
            continue;
        QList<QByteArray> fields = line.split(' ').first().split(':');
        Shape shape = Shape::classic();
        if (fields.size() == 4) {
            const std::optional<Shape> box = Shape::fromBoxName(fields.takeFirst().toStdString());
            if (!box)
                return {}; // a broken file: the tests reading it find no puzzle
            shape = *box;
        }
        PuzzleLine puzzle{number, fields[0], -1, {}, label, shape};
        if (fields.size() == 3) {
            puzzle.count = fields[1].toInt();
            puzzle.solution = fields[2];
        }
        puzzles.push_back(puzzle);
        label.clear();
    }
    return puzzles;
}

// What pulling a whole trace showed.
struct TraceRun {
    TraceStatus status = TraceStatus::Running;
    TraceCounts counts;       // as the tracer reported them
    TraceCounts countedHere;  // counted from the events pulled
    Board replayed;           // the board after replaying every event
    bool replayFitted = true; // every event fitted the board (Replay::apply)
    int maxStackDepth = 0;    // the deepest stack seen between batches
    Grid solution;
};

// Pulls the trace of `algorithm` on `puzzle` in batches of `batchSize` until it finishes,
// replaying every event; `visit` (if any) sees each event and the replay before the event.
inline TraceRun runTrace(Algorithm algorithm, const Grid &puzzle, std::size_t batchSize,
                         const std::function<void(const Event &, const Replay &)> &visit = {})
{
    TraceRun run;
    const std::unique_ptr<Tracer> tracer = makeTracer(algorithm, puzzle);
    Replay replay(puzzle);
    std::vector<Event> batch;
    while (!tracer->isFinished()) {
        batch.clear();
        tracer->next(batch, batchSize);
        run.maxStackDepth = std::max(run.maxStackDepth, tracer->stackDepth());
        for (const Event &event : batch) {
            if (visit)
                visit(event, replay);
            run.replayFitted = replay.apply(event) && run.replayFitted;
            ++run.countedHere.events;
            const EventKind kind = event.kind;
            run.countedHere.placements += kind == EventKind::Place || kind == EventKind::Guess;
            run.countedHere.guesses += event.isGuess();
            run.countedHere.backtracks += kind == EventKind::Backtrack;
        }
    }
    run.status = tracer->status();
    run.counts = tracer->counts();
    run.replayed = replay.board();
    run.solution = tracer->solution();
    return run;
}

} // namespace sudoku::test
