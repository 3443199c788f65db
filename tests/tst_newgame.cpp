// SPDX-License-Identifier: GPL-3.0-or-later
// New Game through the real window: the dialog makes a puzzle of the level and symmetry asked
// for on its own solver thread, Cancel stops it; the status bar shows each puzzle's level;
// a game solved without help sets the level's best time, one with hints does not.

#include "boardwidget.h"
#include "chainboards.h"
#include "explain.h"
#include "game.h"
#include "gamefile.h"
#include "manualclock.h"
#include "mainwindow.h"
#include "playsession.h"
#include "playsettings.h"
#include "rating.h"
#include "solvesession.h"
#include "newgamedialog.h"
#include "solver.h"
#include "testgrids.h"
#include "testmodal.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <functional>
#include <memory>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Level)
Q_DECLARE_METATYPE(sudoku::Symmetry)

namespace {

using test::answerNextModal;

// The image of a cell under a symmetry.
int imageOf(int cell, Symmetry symmetry)
{
    const int row = rowOf(cell);
    const int column = columnOf(cell);
    switch (symmetry) {
    case Symmetry::None:
        return cell;
    case Symmetry::Rotational:
        return CellCount - 1 - cell;
    case Symmetry::Diagonal:
        return cellAt(column, row);
    case Symmetry::Mirror:
        return cellAt(row, 8 - column);
    }
    return cell;
}

} // namespace

class TestNewGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void makesAPuzzleOfTheLevel_data();
    void makesAPuzzleOfTheLevel();
    void sameSeedSamePuzzle();
    void cancelStopsAGeneration();
    void dialogOffersEveryLevelWithWhatItAsks();
    void nightmareComesInANewGuise();
    void variantsOfferTheirLevels();
    void statusBarShowsTheLevel_data();
    void statusBarShowsTheLevel();
    void bestTimeCountsOnlyUnaidedGames();
    void hintsUsedSurviveASave();
    void replaceQuestionComesAfterTheDialog();

private:
    // Opens New Game, sets it up with `setUp`, presses Generate and waits for the puzzle.
    void generateThroughDialog(const std::function<void(NewGameDialog *)> &setUp);
    void solveByHand();

    test::ManualClock m_clock; // before the window, which reads it
    std::unique_ptr<MainWindow> m_window;
};

void TestNewGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SudokuStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_newgame"));
}

void TestNewGame::init()
{
    QSettings().clear();
    QFile::remove(Autosave::path());
    m_window = std::make_unique<MainWindow>(nullptr, m_clock);
    m_window->resize(900, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->activateWindow();
}

void TestNewGame::cleanup()
{
    for (QMessageBox *box : m_window->findChildren<QMessageBox *>())
        delete box;
    m_window.reset();
}

void TestNewGame::generateThroughDialog(const std::function<void(NewGameDialog *)> &setUp)
{
    bool answered = false;
    answerNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<NewGameDialog *>(modal);
        QVERIFY(dialog);
        setUp(dialog);
        answered = true;
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        QVERIFY(dialog->isGenerating());
    });
    m_window->actions().newGame->trigger(); // returns once the dialog closes
    QVERIFY(answered);
}

// With a game in progress, New Game asks nothing until the player has a new puzzle: the
// dialog first, then whether to replace the game; kept, the game stays as it was.
void TestNewGame::replaceQuestionComesAfterTheDialog()
{
    Game *game = m_window->play()->game();
    int empty = 0;
    while (!game->grid().isEmpty(empty))
        ++empty;
    game->enterDigit(empty, 1);
    QVERIFY(game->hasPlayerEntries());
    const Grid before = game->puzzle();
    QStringList seen;
    // The question, once the dialog (still generating meanwhile) has gone.
    std::function<void(QWidget *)> answerQuestion = [&](QWidget *modal) {
        if (qobject_cast<NewGameDialog *>(modal)) {
            answerNextModal(answerQuestion);
            return;
        }
        QCOMPARE(modal->objectName(), QStringLiteral("discardQuestion"));
        seen << QStringLiteral("question");
        qobject_cast<QMessageBox *>(modal)->done(QMessageBox::Cancel);
    };
    answerNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<NewGameDialog *>(modal);
        QVERIFY(dialog);
        seen << QStringLiteral("dialog");
        answerNextModal(answerQuestion);
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
    });
    m_window->actions().newGame->trigger();
    QTRY_COMPARE(seen, (QStringList{QStringLiteral("dialog"), QStringLiteral("question")}));
    QCOMPARE(game->puzzle(), before);
    QCOMPARE(game->grid().digit(empty), 1);
}

void TestNewGame::solveByHand()
{
    Game *game = m_window->play()->game();
    const Grid solution = solve(game->puzzle(), 1).solution;
    for (int cell = 0; cell < CellCount; ++cell) {
        if (game->grid().isEmpty(cell))
            game->setDigit(cell, solution.digit(cell));
    }
    QVERIFY(game->isCompleted());
}

void TestNewGame::makesAPuzzleOfTheLevel_data()
{
    QTest::addColumn<Level>("level");
    QTest::addColumn<Symmetry>("symmetry");
    QTest::newRow("easy, no symmetry") << Level::Easy << Symmetry::None;
    QTest::newRow("medium, rotational") << Level::Medium << Symmetry::Rotational;
    QTest::newRow("hard, mirror") << Level::Hard << Symmetry::Mirror;
    QTest::newRow("medium, diagonal") << Level::Medium << Symmetry::Diagonal;
}

void TestNewGame::makesAPuzzleOfTheLevel()
{
    QFETCH(Level, level);
    QFETCH(Symmetry, symmetry);
    generateThroughDialog([&](NewGameDialog *dialog) {
        dialog->findChild<QRadioButton *>(QString::fromLatin1(levelName(level).data()))->click();
        dialog->findChild<QComboBox *>(QStringLiteral("symmetry"))->setCurrentIndex(static_cast<int>(symmetry));
    });
    const Game *game = m_window->play()->game();
    const Grid puzzle = game->puzzle();
    QCOMPARE(solve(puzzle, 2).count, 1);
    QCOMPARE(rate(puzzle).level, level);
    for (int cell = 0; cell < CellCount; ++cell)
        QCOMPARE(puzzle.isGiven(imageOf(cell, symmetry)), puzzle.isGiven(cell));
    QVERIFY(m_window->play()->rating().has_value());
    QCOMPARE(m_window->play()->rating()->level, level);
    QVERIFY2(m_window->statusText().startsWith(QString::fromUtf8(levelName(level).data()), Qt::CaseInsensitive),
             qPrintable(m_window->statusText()));
    // The rating of the puzzle made, at once: the generator rated it.
    QCOMPARE(m_window->play()->rating()->difficulty, rate(puzzle).difficulty);
    QVERIFY2(m_window->statusText().startsWith(
                 QStringLiteral("%1 · %2 · Generated, seed ")
                     .arg(Explain::level(level), Explain::difficulty(m_window->play()->rating()->difficulty))),
             qPrintable(m_window->statusText()));
    // The next New Game starts from the level and symmetry chosen now.
    QSettings settings;
    QCOMPARE(settings.value(QStringLiteral("newGame/level")).toString(), QString::fromLatin1(levelName(level).data()));
}

void TestNewGame::sameSeedSamePuzzle()
{
    const auto withSeed = [](NewGameDialog *dialog) {
        dialog->findChild<QRadioButton *>(QStringLiteral("medium"))->click();
        dialog->findChild<QLineEdit *>(QStringLiteral("seed"))->setText(QStringLiteral("20261123"));
    };
    generateThroughDialog(withSeed);
    const Grid first = m_window->play()->game()->puzzle();
    QVERIFY(m_window->statusText().contains(QStringLiteral("seed 20261123")));
    generateThroughDialog(withSeed);
    QCOMPARE(m_window->play()->game()->puzzle(), first);
    // And a random seed, another puzzle.
    generateThroughDialog([](NewGameDialog *dialog) { dialog->findChild<QRadioButton *>(QStringLiteral("medium"))->click(); });
    QVERIFY(m_window->play()->game()->puzzle() != first);
}

void TestNewGame::cancelStopsAGeneration()
{
    const Grid before = m_window->play()->game()->puzzle();
    NewGameDialog dialog(m_window.get());
    dialog.setLevel(Level::Extreme);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.generate();
    QVERIFY(dialog.isGenerating());
    // The first Cancel stops the generation, and the dialog stays open: whatever the
    // solver thread was doing, its puzzle is not taken.
    dialog.reject();
    QVERIFY(!dialog.isGenerating());
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.generateButton()->isEnabled());
    // The next generation's answer comes after the cancelled run's, if it had any: the
    // puzzle taken is the easy one asked for now, never the extreme one cancelled.
    dialog.setLevel(Level::Easy);
    dialog.setSeed(1);
    dialog.generate();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 60000);
    QVERIFY(dialog.result().ok);
    QCOMPARE(rate(dialog.result().puzzle).level, Level::Easy);
    QCOMPARE(m_window->play()->game()->puzzle(), before); // the window takes it only from its own dialog

    // Cancel, then Cancel again: closed, nothing taken.
    NewGameDialog second(m_window.get());
    second.setLevel(Level::Extreme);
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    second.generate();
    second.reject();
    QVERIFY(second.isVisible());
    second.reject();
    QVERIFY(!second.isVisible());
    QCOMPARE(second.result().ok, false);
    QCOMPARE(m_window->play()->game()->puzzle(), before);
}

// A variant's rules, on 9×9: every level but nightmare, with a symmetry, and rated (a killer
// too). The puzzle made plays by them; back to classic, every level again.
void TestNewGame::variantsOfferTheirLevels()
{
    NewGameDialog dialog(m_window.get());
    const auto button = [&dialog](const char *name) { return dialog.findChild<QAbstractButton *>(QLatin1String(name)); };
    const auto symmetry = dialog.findChild<QComboBox *>(QStringLiteral("symmetry"));
    dialog.setShape(Shape{4, 4});
    dialog.setLevel(Level::Nightmare);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    dialog.setVariant(VariantKind::Killer);
    QCOMPARE(dialog.level(), Level::Medium); // nightmare is not offered
    QCOMPARE(dialog.shape(), Shape::classic());
    for (const char *level : {"easy", "medium", "hard", "expert", "extreme"})
        QVERIFY2(button(level)->isEnabled(), level);
    QVERIFY(!button("nightmare")->isEnabled());
    QVERIFY(symmetry->isEnabled());
    QVERIFY(!dialog.findChild<QComboBox *>(QStringLiteral("size"))->isEnabled());

    dialog.setVariant(VariantKind::Jigsaw);
    QCOMPARE(dialog.level(), Level::Medium);
    for (const char *level : {"easy", "medium", "hard", "expert", "extreme"})
        QVERIFY2(button(level)->isEnabled(), level);
    QVERIFY(!button("nightmare")->isEnabled());
    QVERIFY(symmetry->isEnabled());
    // Made at the level, by the rules and with the symmetry asked for, rated so: a jigsaw, a
    // killer, whose cages are drawn from a solution and whose few givens are dug in pairs, and a
    // samurai.
    const auto makes = [](NewGameDialog &made, VariantKind kind, Level level, std::uint64_t seed) {
        made.setVariant(kind);
        made.setLevel(level);
        made.setSymmetry(Symmetry::Rotational);
        made.setSeed(seed);
        made.show();
        QVERIFY(QTest::qWaitForWindowExposed(&made));
        made.generate();
        QTRY_VERIFY_WITH_TIMEOUT(!made.isVisible(), 60000);
        QVERIFY(made.result().ok);
        const Grid &puzzle = made.result().puzzle;
        QCOMPARE(puzzle.variantKind(), kind);
        QCOMPARE(solve(puzzle, 2).count, 1);
        // Half a turn takes each cell to the last but its number (a samurai's frame too).
        const int last = puzzle.cellCount() - 1;
        for (int cell = 0; cell <= last; ++cell)
            QCOMPARE(puzzle.isEmpty(cell), puzzle.isEmpty(last - cell));
        QVERIFY(made.rating());
        QCOMPARE(made.rating()->level, level);
        QCOMPARE(rate(puzzle).level, level);
    };
    makes(dialog, VariantKind::Jigsaw, Level::Hard, 3);
    if (QTest::currentTestFailed())
        return;
    NewGameDialog killer(m_window.get());
    makes(killer, VariantKind::Killer, Level::Easy, 5);
    if (QTest::currentTestFailed())
        return;
    NewGameDialog samurai(m_window.get());
    makes(samurai, VariantKind::Samurai, Level::Medium, 2);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(samurai.result().puzzle.cellCount(), SamuraiCellCount);

    NewGameDialog again(m_window.get());
    again.setVariant(VariantKind::Killer);
    again.setVariant(VariantKind::Classic);
    QCOMPARE(again.level(), Level::Medium);
    QVERIFY(again.findChild<QAbstractButton *>(QStringLiteral("nightmare"))->isEnabled());
}

void TestNewGame::dialogOffersEveryLevelWithWhatItAsks()
{
    NewGameDialog dialog(m_window.get());
    for (int i = 0; i < static_cast<int>(Level::NotUnique); ++i) {
        const auto level = static_cast<Level>(i);
        auto *button = dialog.findChild<QRadioButton *>(QString::fromLatin1(levelName(level).data()));
        QVERIFY2(button, levelName(level).data());
        QVERIFY(button->text().startsWith(Explain::level(level)));
        QVERIFY2(button->text().endsWith(Explain::levelTechniques(level)), qPrintable(button->text()));
    }
    QVERIFY(dialog.findChild<QRadioButton *>(QStringLiteral("nightmare"))->text().contains(QStringLiteral("Nightmare")));
}

void TestNewGame::nightmareComesInANewGuise()
{
    bool answered = false;
    answerNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<NewGameDialog *>(modal);
        QVERIFY(dialog);
        auto *symmetry = dialog->findChild<QComboBox *>(QStringLiteral("symmetry"));
        QVERIFY(symmetry->isEnabled());
        dialog->findChild<QRadioButton *>(QStringLiteral("nightmare"))->click();
        // Too rare to generate: no symmetry to choose, and the dialog says why.
        QVERIFY(!symmetry->isEnabled());
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("status"))->text().contains(QStringLiteral("too rare to generate")));
        dialog->findChild<QLineEdit *>(QStringLiteral("seed"))->setText(QStringLiteral("37"));
        answered = true;
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        // Rated on the dialog's solver thread: nested forcing chains take a while (a
        // generous limit for the sanitizer build on a loaded machine, not a latency bound).
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 600000);
        QVERIFY(dialog->rating());
        QCOMPARE(dialog->rating()->level, Level::Nightmare);
    });
    m_window->actions().newGame->trigger();
    QVERIFY(answered);
    // The generator's puzzle for that seed, as sudoku-cli generate --level nightmare makes it.
    GenerateOptions options;
    options.level = Level::Nightmare;
    options.seed = 37;
    const GenerateResult expected = generate(options);
    QVERIFY(expected.ok);
    QCOMPARE(m_window->play()->game()->puzzle(), expected.puzzle);
    QVERIFY(m_window->play()->rating().has_value());
    QCOMPARE(m_window->play()->rating()->level, Level::Nightmare);
    QVERIFY2(m_window->statusText().startsWith(QStringLiteral("Nightmare · %1 · Generated, seed 37")
                                                   .arg(Explain::difficulty(m_window->play()->rating()->difficulty))),
             qPrintable(m_window->statusText()));
}

void TestNewGame::statusBarShowsTheLevel_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<QString>("source");
    QTest::newRow("top95 #1") << QByteArray(test::Top95First) << QStringLiteral("top95 #1");
    QTest::newRow("singles") << QByteArray(test::WikipediaEasy) << QStringLiteral("Wikipedia");
    QTest::newRow("chains") << QByteArray(test::ChainPuzzle) << QStringLiteral("chains");
}

void TestNewGame::statusBarShowsTheLevel()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(QString, source);
    // Rated on the solver thread as it starts.
    const Grid grid = test::gridFromLine(puzzle.constData());
    m_window->play()->loadPuzzle(grid, source);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->play()->rating().has_value(), 60000);
    const Rating rating = rate(grid);
    QCOMPARE(m_window->play()->rating()->level, rating.level);
    QCOMPARE(m_window->play()->rating()->difficulty, rating.difficulty);
    // The level in words and the rating on Sudoku Explainer's scale: "Hard · 4.2 · top95 #1";
    // the tooltip has its breakdown.
    const QString expected = QStringLiteral("%1 · %2 · %3").arg(Explain::level(rating.level), Explain::difficulty(rating.difficulty), source);
    QVERIFY2(m_window->statusText().startsWith(expected), qPrintable(m_window->statusText() + QStringLiteral(" vs ") + expected));
    QVERIFY(QRegularExpression(QStringLiteral("^\\w+ · \\d+\\.\\d · ")).match(m_window->statusText()).hasMatch());
    QCOMPARE(m_window->statusToolTip(), Explain::rating(rating));
    QVERIFY(m_window->statusToolTip().startsWith(QStringLiteral("%1, rated %2.").arg(Explain::level(rating.level), Explain::difficulty(rating.difficulty))));
    // A puzzle with several solutions has no level.
    m_window->play()->loadPuzzle(Grid{}, QStringLiteral("empty"));
    QTRY_VERIFY(m_window->play()->rating().has_value());
    QCOMPARE(m_window->play()->rating()->level, Level::NotUnique);
    QVERIFY(m_window->statusText().startsWith(QStringLiteral("empty")));
}

void TestNewGame::bestTimeCountsOnlyUnaidedGames()
{
    QVERIFY(!PlaySettings::bestTime(Level::Easy));
    generateThroughDialog([](NewGameDialog *dialog) { dialog->findChild<QRadioButton *>(QStringLiteral("easy"))->click(); });
    m_clock.advance(20'000);
    solveByHand();
    const std::optional<qint64> first = PlaySettings::bestTime(Level::Easy);
    QVERIFY(first);
    QCOMPARE(*first, m_window->play()->game()->elapsedMs());
    auto *message = m_window->findChild<QMessageBox *>(QStringLiteral("completedMessage"));
    QVERIFY(message);
    QVERIFY2(message->informativeText().contains(QStringLiteral("first best time for easy 9×9 puzzles")),
             qPrintable(message->informativeText()));
    delete message;

    // A faster game with a hint does not count.
    generateThroughDialog([](NewGameDialog *dialog) { dialog->findChild<QRadioButton *>(QStringLiteral("easy"))->click(); });
    m_window->actions().step->trigger();
    QTRY_COMPARE(m_window->play()->game()->hintsUsed(), 1);
    QVERIFY(m_window->statusText().endsWith(QStringLiteral("1 hint")));
    QSettings().setValue(QStringLiteral("bestTimes/easy"), 3600000); // an hour: anything beats it
    solveByHand();
    QCOMPARE(*PlaySettings::bestTime(Level::Easy), qint64{3600000});
    message = m_window->findChild<QMessageBox *>(QStringLiteral("completedMessage"));
    QVERIFY(message);
    QVERIFY(message->informativeText().contains(QStringLiteral("does not count")));
    delete message;

    // Unaided and faster: the new best.
    generateThroughDialog([](NewGameDialog *dialog) { dialog->findChild<QRadioButton *>(QStringLiteral("easy"))->click(); });
    solveByHand();
    QVERIFY(*PlaySettings::bestTime(Level::Easy) < 3600000);
    message = m_window->findChild<QMessageBox *>(QStringLiteral("completedMessage"));
    QVERIFY(message->informativeText().contains(QStringLiteral("new best time")));
}

void TestNewGame::hintsUsedSurviveASave()
{
    m_window->play()->loadPuzzle(test::gridFromLine(test::WikipediaEasy), QStringLiteral("easy"));
    m_window->actions().step->trigger();
    QTRY_COMPARE(m_window->play()->game()->hintsUsed(), 1);
    const SavedGame saved = m_window->play()->game()->saved();
    QCOMPARE(saved.hintsUsed, 1);
    const GameFileResult read = readGameFile(writeGameFile(saved));
    QVERIFY(read.game);
    QCOMPARE(read.game->hintsUsed, 1);
    // Older files have no count; a bad one is refused.
    QByteArray older = writeGameFile(saved);
    older.replace("\"hintsUsed\": 1,", "");
    QVERIFY(!older.contains("hintsUsed"));
    QCOMPARE(readGameFile(older).game->hintsUsed, 0);
    QByteArray bad = writeGameFile(saved);
    bad.replace("\"hintsUsed\": 1", "\"hintsUsed\": -2");
    QVERIFY(readGameFile(bad).error.contains(QStringLiteral("hintsUsed")));
}

QTEST_MAIN(TestNewGame)
#include "tst_newgame.moc"
