// SPDX-License-Identifier: GPL-3.0-or-later
// tst_autosavekill: the window is killed (SIGKILL) at random moments while it plays, and no
// more than Autosave::DelayMs of the moves before the kill is lost. The player is
// autosaveplayer (a digit every 120 ms, each move stamped on the monotonic clock it shares
// with this test); after the kill the autosave must hold every move made more than
// Autosave::DelayMs + SlackMs before it, and nothing but moves that were made.
//
// This test measures real time, as the promise it checks is about real time: SlackMs allows
// for the timer's dispatch and the write itself, and the test runs alone (RUN_SERIAL).
#include "autosave.h"
#include "gamefile.h"
#include "solver.h"
#include "testgrids.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <vector>

using namespace sudoku;

namespace {

// Milliseconds on the system's monotonic clock (steady_clock is CLOCK_MONOTONIC here), which
// the player and the test share.
qint64 monotonicMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

constexpr int SlackMs = 300;
constexpr int Trials = 8;
constexpr int ReadTimeoutMs = 60000; // a guard against a player that hangs, not a measure

struct Move {
    int number = 0;
    qint64 at = 0; // ms on the monotonic clock
};

// "move N MS" lines; other lines are skipped.
void readMoves(const QByteArray &output, std::vector<Move> &moves)
{
    for (const QByteArray &line : output.split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() == 3 && fields[0] == "move")
            moves.push_back({fields[1].toInt(), fields[2].toLongLong()});
    }
}

} // namespace

class TestAutosaveKill : public QObject {
    Q_OBJECT

private slots:
    void killedWhilePlaying_data();
    void killedWhilePlaying();
};

void TestAutosaveKill::killedWhilePlaying_data()
{
    QTest::addColumn<int>("killAfter"); // moves seen before the kill
    QRandomGenerator random(2026); // fixed: every run kills at the same moves
    for (int trial = 1; trial <= Trials; ++trial) {
        const int killAfter = random.bounded(3, 60);
        QTest::addRow("trial %d, after move %d", trial, killAfter) << killAfter;
    }
}

void TestAutosaveKill::killedWhilePlaying()
{
    QFETCH(int, killAfter);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcess player;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    player.setProcessEnvironment(environment);
    player.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    player.start(QStringLiteral(SUDOKU_AUTOSAVE_PLAYER), {});
    QVERIFY(player.waitForStarted());

    std::vector<Move> moves;
    QByteArray pending;
    while (moves.empty() || moves.back().number < killAfter) {
        QVERIFY2(player.waitForReadyRead(ReadTimeoutMs), "the player said nothing");
        pending += player.readAllStandardOutput();
        const qsizetype end = pending.lastIndexOf('\n');
        if (end < 0)
            continue;
        readMoves(pending.left(end), moves);
        pending.remove(0, end + 1);
    }
    player.kill();
    const qint64 killedAt = monotonicMs();
    QVERIFY(player.waitForFinished(ReadTimeoutMs));
    readMoves(pending + player.readAllStandardOutput(), moves);

    // What survived: the autosave of the game, its moves a prefix of those made.
    QFile file(home.filePath(QStringLiteral("data/Sudoku Studio/Sudoku Studio/autosave.sudoku")));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const GameFileResult read = readGameFile(file.readAll());
    QVERIFY2(read.game, qPrintable(read.error));
    const Grid puzzle = test::gridFromLine(test::Top95First);
    const Grid solution = solve(puzzle, 1).solution;
    const Grid &saved = read.game->board.grid;
    int savedMoves = 0;
    bool gap = false;
    for (int cell = 0; cell < CellCount; ++cell) {
        if (!puzzle.isEmpty(cell))
            continue;
        if (saved.isEmpty(cell)) {
            gap = true;
            continue;
        }
        QVERIFY2(!gap, "the autosave holds a move without the moves before it");
        QCOMPARE(saved.digit(cell), solution.digit(cell));
        ++savedMoves;
    }
    QVERIFY(savedMoves <= static_cast<int>(moves.size()));

    // Lost: the moves after the last one saved, all made within the delay before the kill.
    const qint64 lostFor = savedMoves < static_cast<int>(moves.size())
                               ? killedAt - moves[static_cast<std::size_t>(savedMoves)].at
                               : 0;
    qInfo("killed after move %d (%zu made): %d saved, the first lost %lld ms before the kill",
          killAfter, moves.size(), savedMoves, static_cast<long long>(lostFor));
    QVERIFY2(lostFor <= Autosave::DelayMs + SlackMs,
             qPrintable(QStringLiteral("lost %1 ms of moves").arg(lostFor)));
}

QTEST_GUILESS_MAIN(TestAutosaveKill)
#include "tst_autosavekill.moc"
