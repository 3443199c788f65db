// SPDX-License-Identifier: GPL-3.0-or-later
// Help › Techniques and what it stands on: the position line and the example line (read back
// as written; every bad field refused with its column), a page for every technique, an example
// of every technique in the program's file whose next step (findStep, with the example's set
// of techniques) is of that technique and true of the solution, the same for the examples
// practice serves (relabelled, lines reordered, transposed), and the dialog
// drawing every technique's example with its step's highlight.
#include "boardwidget.h"
#include "highlight.h"
#include "position.h"
#include "solver.h"
#include "stepfinder.h"
#include "techniqueexamples.h"
#include "techniquepages.h"
#include "techniquesdialog.h"
#include "testgrids.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

#include <string>

using namespace sudoku;

namespace {

constexpr const char *Puzzle =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

// What is wrong with the step on the example's position, or "" when it is its technique's
// and true of the solution.
QString stepProblem(const TechniqueExample &example)
{
    const std::optional<Step> step = exampleStep(example);
    if (!step) {
        const std::optional<Step> found =
            findStep(example.position.board, Uniqueness::Assumed, nullptr, Level::Nightmare, allowedFor(example));
        return QStringLiteral("the next step is %1")
            .arg(found ? QString::fromLatin1(techniqueName(found->technique)) : QStringLiteral("none"));
    }
    const SolveResult solved = solve(example.position.givens, 2);
    if (solved.count != 1)
        return QStringLiteral("the puzzle has %1 solutions").arg(solved.count);
    for (const CellDigit &placement : step->placements) {
        if (solved.solution.digit(placement.cell) != placement.digit)
            return QStringLiteral("a wrong placement in cell %1").arg(placement.cell);
    }
    for (const CellDigit &elimination : step->eliminations) {
        if (solved.solution.digit(elimination.cell) == elimination.digit)
            return QStringLiteral("the solution's digit struck out of cell %1").arg(elimination.cell);
    }
    if (step->placements.empty() && step->eliminations.empty())
        return QStringLiteral("a step that does nothing");
    return {};
}

QString name(Technique technique) { return QString::fromLatin1(techniqueName(technique)); }

} // namespace

class TestTechniquePages : public QObject {
    Q_OBJECT

private slots:
    void positionLinesReadBackAsWritten();
    void badLinesAreRefusedWithTheirColumn_data();
    void badLinesAreRefusedWithTheirColumn();
    void everyTechniqueHasItsPage();
    void everyExampleIsItsTechniquesNextStep_data();
    void everyExampleIsItsTechniquesNextStep();
    void servedExamplesAreOfTheirTechnique_data();
    void servedExamplesAreOfTheirTechnique();
    void dialogDrawsEveryTechniquesExample();
};

// Every position of a solve, written and read again, is the same position; an example line
// too; and a transformation keeps the givens given and the candidates' count.
void TestTechniquePages::positionLinesReadBackAsWritten()
{
    const std::vector<TechniquePosition> positions = solvePositions(test::gridFromLine(Puzzle));
    QVERIFY(positions.size() > 40);
    for (const TechniquePosition &found : positions) {
        const std::string line = toPositionLine(found.position);
        QCOMPARE(line.size(), std::size_t(81 + 1 + 81 + 1 + 729));
        std::string error;
        const std::optional<Position> read = readPositionLine(line, &error);
        QVERIFY2(read, error.c_str());
        QVERIFY(*read == found.position);

        const TechniqueExample example{found.technique, found.technique == Technique::HiddenSingle, found.position};
        const std::optional<TechniqueExample> readExample = readExampleLine(toExampleLine(example), &error);
        QVERIFY2(readExample, error.c_str());
        QVERIFY(*readExample == example);

        const Position turned = transformed(found.position, 42);
        QCOMPARE(turned.givens.givenCount(), found.position.givens.givenCount());
        QCOMPARE(turned.board.grid.filledCount(), found.position.board.grid.filledCount());
        int before = 0;
        int after = 0;
        for (int cell = 0; cell < 81; ++cell) {
            before += found.position.board.grid.isEmpty(cell) ? found.position.board.candidates[std::size_t(cell)].count() : 0;
            after += turned.board.grid.isEmpty(cell) ? turned.board.candidates[std::size_t(cell)].count() : 0;
        }
        QCOMPARE(after, before);
        QVERIFY(transformed(found.position, 42) == turned); // the same seed, the same board
    }
}

void TestTechniquePages::badLinesAreRefusedWithTheirColumn_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("error");
    const std::vector<TechniquePosition> positions = solvePositions(test::gridFromLine(Puzzle));
    const std::string good = "x-wing all " + toPositionLine(positions.at(10).position);
    const auto changed = [&good](std::size_t at, char c) {
        std::string line = good;
        line[at] = c;
        return QString::fromStdString(line);
    };
    // Columns: the name 1-6, "all" 8-10, givens 12-92, digits 94-174, candidates 176-904.
    QTest::newRow("no set") << "x-wing" << "column 7: expected a technique's name and 'all' or 'alone'";
    QTest::newRow("unknown technique") << QString::fromStdString("x-wang" + good.substr(6))
                                       << "column 1: no technique is named 'x-wang'";
    QTest::newRow("bad set") << QString::fromStdString("x-wing any" + good.substr(10))
                             << "column 8: expected 'all' or 'alone', found 'any'";
    QTest::newRow("two fields") << QString::fromStdString(good.substr(0, 174))
                                << "column 175: expected three fields (givens, digits, candidates), found 2";
    QTest::newRow("short givens") << QString::fromStdString(good.substr(0, 12) + good.substr(13))
                                  << "column 12: the givens have 80 cells, which is no board's count";
    QTest::newRow("bad given") << changed(11, 'x') << "column 12: expected a digit or '.'";
    QTest::newRow("given not kept") << changed(93, '5') << "column 94: the digits do not keep the given 4";
    QTest::newRow("bad candidate") << changed(175 + 9 * 1 + 2, '7')
                                   << "column 187: expected '3' or '.' (cell 2, digit 3)";
    QTest::newRow("candidate in a filled cell") << changed(175 + 0, '1') << "column 176: a candidate in a filled cell";
    QTest::newRow("short candidates") << QString::fromStdString(good.substr(0, good.size() - 1))
                                      << "column 176: the candidates have 728 characters, expected 729";
}

void TestTechniquePages::badLinesAreRefusedWithTheirColumn()
{
    QFETCH(QString, line);
    QFETCH(QString, error);
    std::string said;
    QVERIFY(!readExampleLine(line.toStdString(), &said));
    QCOMPARE(QString::fromStdString(said), error);
    const TechniqueExamples examples(("# a comment\n\n" + line + "\n").toStdString());
    QCOMPARE(examples.errors().size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(examples.errors().front()), QStringLiteral("line 3: ") + error);
}

// Every technique has its words: what it is and how to spot it.
void TestTechniquePages::everyTechniqueHasItsPage()
{
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        const TechniquePages::Page page = TechniquePages::page(technique);
        QVERIFY2(page.what.size() > 30, qPrintable(name(technique)));
        QVERIFY2(page.spot.size() > 20, qPrintable(name(technique)));
    }
    QVERIFY(TechniquePages::page(Technique::None).what.isEmpty());
}

void TestTechniquePages::everyExampleIsItsTechniquesNextStep_data()
{
    QTest::addColumn<int>("technique");
    for (int t = 1; t < TechniqueCount; ++t)
        QTest::newRow(techniqueName(static_cast<Technique>(t)).data()) << t;
}

// The program's file reads without an error, has an example of every technique, and each is
// a position where the hint (findStep with the example's set) is a step of the technique,
// true of the puzzle's one solution.
void TestTechniquePages::everyExampleIsItsTechniquesNextStep()
{
    QFETCH(int, technique);
    const TechniqueExamples &examples = TechniqueExamples::bundled();
    QVERIFY2(examples.errors().empty(), examples.errors().empty() ? "" : examples.errors().front().c_str());
    const std::vector<TechniqueExample> &of = examples.of(static_cast<Technique>(technique));
    QVERIFY(!of.empty());
    for (std::size_t i = 0; i < of.size(); ++i) {
        QCOMPARE(of[i].technique, static_cast<Technique>(technique));
        const QString problem = stepProblem(of[i]);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("example %1: %2").arg(i + 1).arg(problem)));
    }
}

void TestTechniquePages::servedExamplesAreOfTheirTechnique_data()
{
    everyExampleIsItsTechniquesNextStep_data();
}

// Practice serves an example seen another way: relabelled, its lines reordered, transposed.
// Served with seeds that reach every example, the position's step is of the technique and
// true of the solution, and most are transformed (a transformation can bring another chain of
// the same difficulty to the front: such an example is served as it is).
void TestTechniquePages::servedExamplesAreOfTheirTechnique()
{
    QFETCH(int, technique);
    const std::vector<TechniqueExample> &of = TechniqueExamples::bundled().of(static_cast<Technique>(technique));
    std::size_t turned = 0;
    for (std::uint64_t seed = 0; seed < 2 * of.size(); ++seed) {
        const std::optional<ServedExample> served = serveExample(of, seed);
        QVERIFY(served);
        const QString problem = stepProblem(served->example);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(problem)));
        QCOMPARE(served->step, *exampleStep(served->example));
        turned += served->example.position == of[seed % of.size()].position ? 0u : 1u;
    }
    QVERIFY2(turned * 2 >= of.size(), qPrintable(QStringLiteral("%1 of %2 transformed").arg(turned).arg(2 * of.size())));
}

// The dialog lists every technique; chosen, each shows its page's words, and its example's
// board with the step highlighted as a hint highlights it — a drawing that differs from the
// same board without the step — and the step explained.
void TestTechniquePages::dialogDrawsEveryTechniquesExample()
{
    TechniquesDialog dialog(nullptr);
    QSignalSpy shown(&dialog, &TechniquesDialog::exampleShown); // before its first step arrives
    dialog.resize(1000, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    int listed = 0;
    for (QTreeWidgetItemIterator it(dialog.list()); *it; ++it)
        listed += (*it)->data(0, Qt::UserRole).isValid() ? 1 : 0;
    QCOMPARE(listed, TechniqueCount - 1);

    // The dialog opens on the first technique, its step on the way.
    QCOMPARE(dialog.technique(), Technique::FullHouse);
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        if (t > 1) {
            shown.clear();
            dialog.showTechnique(technique);
        }
        if (shown.isEmpty())
            QVERIFY(shown.wait(60000));
        QCOMPARE(shown.last().at(0).value<Technique>(), technique);
        QCOMPARE(dialog.list()->currentItem()->data(0, Qt::UserRole).toInt(), t);
        QVERIFY(dialog.text()->toPlainText().contains(TechniquePages::page(technique).what.left(20)));
        QVERIFY2(dialog.exampleStep(), qPrintable(name(technique)));
        QCOMPARE(dialog.exampleStep()->technique, technique);
        QCOMPARE(dialog.board()->highlight(), Highlight::ofStep(*dialog.exampleStep()));
        QVERIFY(!dialog.board()->highlight().isEmpty());
        QVERIFY(!dialog.caption()->text().isEmpty());

        const QImage drawn = dialog.board()->grab().toImage();
        BoardView plain = dialog.board()->view();
        plain.highlight = {};
        dialog.board()->setView(plain);
        QVERIFY2(dialog.board()->grab().toImage() != drawn, qPrintable(name(technique)));
    }
}

QTEST_MAIN(TestTechniquePages)
#include "tst_techniquepages.moc"
