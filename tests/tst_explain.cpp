// SPDX-License-Identifier: GPL-3.0-or-later
// Explain and Highlight::ofStep for every technique: each step the step finder takes on the
// technique puzzles gets a sentence of its own (never the fallback list), names its
// eliminations and pattern, a nudge with the right article, and a highlight that shows every
// cell of the pattern and every candidate it strikes out.

#include "chainboards.h"
#include "explain.h"
#include "highlight.h"
#include "solver.h"
#include "stepfinder.h"
#include "testgrids.h"
#include "tracetest.h"

#include <QtTest>

#include <array>
#include <map>

using namespace sudoku;

namespace {

// The first step of each technique met while solving the technique puzzles, the board it
// was found on and the puzzle's solution.
struct Example {
    Step step;
    Board board;
};

// Direct claiming is never the step taken (a hidden single or a direct pointing always comes
// first, as in Sudoku Explainer): its example is built. Row 2 holds 7 only in box 3, row 1 in
// box 3 and in r1c2, so 7 goes in r1c2.
Example directClaimingExample()
{
    Board board;
    board.candidates.fill(Candidates::all());
    for (int column = 0; column < 9; ++column) {
        if (column < 6)
            board.candidates[static_cast<std::size_t>(cellAt(1, column))].remove(7);
        if (column != 1 && column != 7)
            board.candidates[static_cast<std::size_t>(cellAt(0, column))].remove(7);
    }
    return Example{*findStepOf(board, Technique::DirectClaiming), board};
}

// A remote pair, built by hand: the step finder never takes one (the naked pairs along it
// leave strong links, and a turbot fish or an X-chain takes its eliminations first). r1c1,
// r1c5, r5c5 and r5c9 hold only 1 and 2, each seeing the next: r1c1 or r5c9 is 1, so r1c9
// and r5c1, which see both, are not.
Example remotePairExample()
{
    Board board;
    board.candidates.fill(Candidates::all());
    Candidates pair = Candidates::single(1);
    pair.add(2);
    const std::array cells = {cellAt(0, 0), cellAt(0, 4), cellAt(4, 4), cellAt(4, 8)};
    const std::array units = {rowUnit(0), columnUnit(4), rowUnit(4)};
    Step step;
    step.technique = Technique::RemotePair;
    step.difficulty = techniqueInfo(Technique::RemotePair).difficulty;
    Chain chain;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        board.candidates[static_cast<std::size_t>(cells[i])] = pair;
        const int off = i % 2 == 0 ? 1 : 2; // r1c1 not 1, so 2; r1c5 not 2, so 1; ...
        ChainNode offNode;
        offNode.cells = {cells[i]};
        offNode.digit = off;
        offNode.on = false;
        if (i > 0) {
            offNode.parents = {static_cast<int>(chain.nodes.size()) - 1};
            offNode.reason = Reason::SameUnit;
            offNode.unit = units[i - 1];
        }
        chain.nodes.push_back(offNode);
        ChainNode onNode;
        onNode.cells = {cells[i]};
        onNode.digit = 3 - off;
        onNode.on = true;
        onNode.parents = {static_cast<int>(chain.nodes.size()) - 1};
        onNode.reason = Reason::LastCandidate;
        chain.nodes.push_back(onNode);
        step.cells.push_back(cells[i]);
        step.candidates.push_back({cells[i], 1});
        step.candidates.push_back({cells[i], 2});
    }
    step.chains = {chain};
    step.eliminations = {{cellAt(0, 8), 1}, {cellAt(4, 0), 1}};
    step.digits = pair;
    return Example{step, board};
}

std::map<Technique, Example> firstStepOfEachTechnique()
{
    std::map<Technique, Example> examples;
    const std::vector<test::PuzzleLine> puzzles = test::readPuzzleFile(QStringLiteral("technique_puzzles.txt"));
    for (const test::PuzzleLine &line : puzzles) {
        const Grid puzzle = test::gridFromLine(line.puzzle.toStdString());
        const SolveResult solved = solve(puzzle, 2);
        if (solved.count != 1)
            continue;
        Board board = Board::fromGrid(puzzle);
        while (!board.grid.isFull()) {
            std::optional<Step> step = findStep(board);
            if (!step) {
                // A dead end for logic: write the solution's digit in the first empty cell.
                for (int cell = 0; cell < CellCount; ++cell) {
                    if (board.grid.isEmpty(cell)) {
                        board.place(cell, solved.solution.digit(cell));
                        break;
                    }
                }
                continue;
            }
            examples.try_emplace(step->technique, Example{*step, board});
            applyStep(board, *step);
        }
        // Every technique but the two below and a killer's cage techniques (after them).
        if (examples.size() == static_cast<std::size_t>(TechniqueCount - 2) - techniquesOf(Family::Cage).count())
            break;
    }
    // A killer's cage techniques: the first step of each in killer_techniques.txt's solves.
    QFile killers(QStringLiteral(SUDOKU_TEST_DATA "/killer_techniques.txt"));
    if (killers.open(QIODevice::ReadOnly)) {
        const QByteArray text = killers.readAll();
        for (const PuzzleRecord &record : readPuzzles(std::string_view(text.constData(), std::size_t(text.size())))) {
            if (!record.ok())
                continue;
            Board board = Board::fromGrid(*record.grid);
            while (std::optional<Step> step = findStep(board)) {
                if (techniqueInfo(step->technique).family == Family::Cage)
                    examples.try_emplace(step->technique, Example{*step, board});
                applyStep(board, *step);
            }
        }
    }
    examples.try_emplace(Technique::DirectClaiming, directClaimingExample());
    examples.try_emplace(Technique::RemotePair, remotePairExample());
    // Colouring, the X-chain and X-cycle are never the step taken on these puzzles (the
    // strong-link techniques and colouring, tried first, find what they would), nor the finned
    // X-Wing (a grouped turbot fish comes first): their examples, and the finned fish's, are the
    // first their own finder finds on a board of a solve.
    for (const Technique technique : {Technique::SimpleColouring, Technique::MultiColouring, Technique::XChain,
                                      Technique::XCycle, Technique::FinnedXWing, Technique::FinnedSwordfish,
                                      Technique::FinnedJellyfish}) {
        for (std::size_t i = 0; i < puzzles.size() && !examples.contains(technique); ++i) {
            Board board = Board::fromGrid(test::gridFromLine(puzzles[i].puzzle.toStdString()));
            while (std::optional<Step> step = findStep(board)) {
                if (techniqueInfo(step->technique).family != Family::Single) {
                    if (std::optional<Step> alone = findStepOf(board, technique)) {
                        examples.try_emplace(technique, Example{*alone, board});
                        break;
                    }
                }
                applyStep(board, *step);
            }
        }
    }
    return examples;
}

} // namespace

class TestExplain : public QObject {
    Q_OBJECT

private slots:
    void everyTechniqueHasItsOwnWords_data();
    void everyTechniqueHasItsOwnWords();
    void levelWordsCoverTheirTechniques_data();
    void levelWordsCoverTheirTechniques();
    void articles_data();
    void articles();
    void listsReadAsEnglish();
    void ratingWithItsBreakdown();
    void forcingStepReadsOneBranchAtATime_data();
    void forcingStepReadsOneBranchAtATime();
    void stepOfOneBranchReadsWhole();
    void outcomeListsPlacementsThenEliminations();

private:
    // The examples, found on first use: solving every technique puzzle takes long, and only
    // the tests of every technique need them.
    const std::map<Technique, Example> &examples();

    std::optional<std::map<Technique, Example>> m_examples;
};

const std::map<Technique, Example> &TestExplain::examples()
{
    if (!m_examples)
        m_examples = firstStepOfEachTechnique();
    return *m_examples;
}

void TestExplain::everyTechniqueHasItsOwnWords_data()
{
    std::string missing;
    for (int i = 1; i < TechniqueCount; ++i) {
        if (!examples().contains(static_cast<Technique>(i)))
            missing += " " + std::string(techniqueName(static_cast<Technique>(i)));
    }
    QVERIFY2(missing.empty(), ("no example of" + missing).c_str());
    QTest::addColumn<Technique>("technique");
    for (int i = 1; i < TechniqueCount; ++i) {
        const auto technique = static_cast<Technique>(i);
        QTest::newRow(std::string(techniqueName(technique)).c_str()) << technique;
    }
}

void TestExplain::everyTechniqueHasItsOwnWords()
{
    QFETCH(Technique, technique);
    const auto found = examples().find(technique);
    QVERIFY(found != examples().end());
    const Step &step = found->second.step;
    const QString title = Explain::technique(technique);
    QVERIFY(!title.isEmpty());
    // The GUI's title is the core's title (bar capitalisation), so the CLI and the window agree.
    QCOMPARE(title.toLower(), QString::fromUtf8(techniqueTitle(technique).data()).toLower());

    const QString text = Explain::step(step);
    // A sentence that opens with the technique's name opens with a capital.
    QString opening = title;
    opening[0] = opening[0].toUpper();
    QVERIFY2(text.startsWith(opening) || text.contains(QStringLiteral(": a ") + title)
                 || text.contains(title + QStringLiteral(" —")),
             qPrintable(text));
    if (step.placements.empty()) {
        // Its own sentence: why, then every candidate it strikes out.
        QVERIFY2(text.contains(QStringLiteral(", so ")), qPrintable(text));
        for (const CellDigit elimination : step.eliminations)
            QVERIFY2(text.contains(QStringLiteral("%1 − %2").arg(Explain::cell(elimination.cell)).arg(elimination.digit)),
                     qPrintable(text));
        // ... and names the pattern's first cell or unit.
        const bool namesPattern = (!step.units.empty() && text.contains(Explain::unit(step.units.front())))
                               || (!step.cells.empty() && text.contains(Explain::cell(step.cells.front())))
                               || (!step.units.empty() && text.contains(QString::number(unitNumber(step.units.front()) + 1)));
        QVERIFY2(namesPattern, qPrintable(text));
    } else {
        const CellDigit placement = step.placements.front();
        QVERIFY2(text.startsWith(QStringLiteral("%1 = %2: ").arg(Explain::cell(placement.cell)).arg(placement.digit)),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral(" — ")));
    }
    qInfo("%s", qPrintable(text));
    // One wording: the window says what the command line says (its minus sign and the
    // capital a sentence opens with aside: the command line's lines start with the name as a
    // label, "naked pair: …").
    QString commandLine = QString::fromStdString(describe(step)).replace(QStringLiteral(" - "), QStringLiteral(" − "));
    if (commandLine.startsWith(title))
        commandLine[0] = commandLine[0].toUpper();
    QCOMPARE(text, commandLine);

    const QString nudge = Explain::nudge(step);
    QVERIFY2(nudge.startsWith(QStringLiteral("Look for ") + Explain::techniqueWithArticle(technique)), qPrintable(nudge));
    // The nudge points, it does not solve: no candidate struck out is named.
    for (const CellDigit elimination : step.eliminations)
        QVERIFY2(!nudge.contains(Explain::cell(elimination.cell)) || step.cells.empty()
                     || Explain::cell(elimination.cell) == Explain::cell(step.cells.front()),
                 qPrintable(nudge));
    QVERIFY(Explain::applied(step).contains(step.placements.empty() ? Explain::techniqueWithArticle(technique)
                                                                    : Explain::technique(technique)));

    // The board shows the whole pattern and everything it changes.
    const Highlight highlight = Highlight::ofStep(step);
    for (const int cell : step.cells)
        QVERIFY(highlight.cue(cell) == CellCue::Pattern);
    for (const int unit : step.units) {
        for (const std::uint8_t cell : cellsOfUnit[static_cast<std::size_t>(unit)])
            QVERIFY(highlight.cue(cell) != CellCue::None);
    }
    const auto marked = [&](CellDigit candidate, MarkCue cue) {
        return std::find(highlight.marks.begin(), highlight.marks.end(),
                         CandidateMark{candidate.cell, candidate.digit, cue})
            != highlight.marks.end();
    };
    for (const CellDigit elimination : step.eliminations)
        QVERIFY(marked(elimination, MarkCue::Eliminate));
    for (const CellDigit placement : step.placements)
        QVERIFY(marked(placement, MarkCue::Place));
}

void TestExplain::articles_data()
{
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<QString>("expected");
    QTest::newRow("x-wing") << Technique::XWing << QStringLiteral("an X-Wing");
    QTest::newRow("xy-wing") << Technique::XYWing << QStringLiteral("an XY-Wing");
    QTest::newRow("xyz-wing") << Technique::XYZWing << QStringLiteral("an XYZ-Wing");
    QTest::newRow("x-chain") << Technique::XChain << QStringLiteral("an X-chain");
    QTest::newRow("w-wing") << Technique::WWing << QStringLiteral("a W-Wing");
    QTest::newRow("hidden single") << Technique::HiddenSingle << QStringLiteral("a hidden single");
    QTest::newRow("pointing") << Technique::LockedCandidatesPointing << QStringLiteral("locked candidates (pointing)");
}

void TestExplain::articles()
{
    QFETCH(Technique, technique);
    QFETCH(QString, expected);
    QCOMPARE(Explain::techniqueWithArticle(technique), expected);
}

void TestExplain::listsReadAsEnglish()
{
    QCOMPARE(Explain::cells({0}), QStringLiteral("r1c1"));
    QCOMPARE(Explain::cells({0, 80}), QStringLiteral("r1c1 and r9c9"));
    QCOMPARE(Explain::cells({0, 1, 80}), QStringLiteral("r1c1, r1c2 and r9c9"));
    QCOMPARE(Explain::unit(rowUnit(3)), QStringLiteral("row 4"));
    QCOMPARE(Explain::unit(columnUnit(8)), QStringLiteral("column 9"));
    QCOMPARE(Explain::unit(boxUnit(5)), QStringLiteral("box 6"));
    // A samurai's cells by their squares of the frame, its units in their grids: as the core
    // names them in English (Geometry::cellName, unitName).
    const std::shared_ptr<const Variant> samurai = Variant::samurai();
    const Geometry &g = samurai->geometry();
    QCOMPARE(Explain::cells({g.cellAt(6, 6), g.cellAt(0, 12), g.cellAt(20, 20)}, g), QStringLiteral("r7c7, r1c13 and r21c21"));
    for (const int unit : g.allUnitsOfCell(g.cellAt(14, 14)))
        QCOMPARE(Explain::unit(unit, 9, samurai.get()), QString::fromStdString(g.unitName(unit)));
    QCOMPARE(Explain::unit(g.unitsOfCell(g.cellAt(14, 14))[2], 9, samurai.get()), QStringLiteral("box 9 of the middle grid"));
}

void TestExplain::ratingWithItsBreakdown()
{
    Rating rating;
    rating.level = Level::Hard;
    rating.difficulty = 32;
    rating.hardest = Technique::XWing;
    rating.steps[static_cast<std::size_t>(Technique::NakedSingle)] = 27;
    rating.steps[static_cast<std::size_t>(Technique::XWing)] = 1;
    rating.solutionCount = 1;
    QCOMPARE(Explain::rating(rating),
             QStringLiteral("Hard, rated 3.2. Hardest step: an X-Wing.\nSteps: 27 naked single, 1 X-Wing."));
    rating.level = Level::Nightmare;
    rating.guesses = 2;
    QVERIFY(Explain::rating(rating).contains(QStringLiteral("It needs 2 guesses.")));
    Rating several;
    several.solutionCount = 2;
    QCOMPARE(Explain::rating(several), QStringLiteral("Not rated: the puzzle has more than one solution."));
}

void TestExplain::forcingStepReadsOneBranchAtATime_data()
{
    test::addStepRows(test::ForcingSteps);
}

void TestExplain::forcingStepReadsOneBranchAtATime()
{
    const auto found = test::boardOfRow();
    QVERIFY(found);
    const Step &step = found->second;
    const Technique technique = step.technique;
    const std::size_t branches = step.chains.size();
    QVERIFY(branches > 1);

    // What every branch leads to, named once: every candidate struck out (and digit written),
    // in a sentence that opens with a capital.
    QString name = Explain::technique(technique);
    name[0] = name[0].toUpper();
    const QString summary = QStringLiteral("%1: each of its %2 branches leads to %3.")
                                .arg(name)
                                .arg(branches)
                                .arg(Explain::outcome(step));
    for (const CellDigit elimination : step.eliminations)
        QVERIFY(Explain::outcome(step).contains(QStringLiteral("%1 − %2").arg(Explain::cell(elimination.cell)).arg(elimination.digit)));
    QStringList seen;
    for (std::size_t branch = 0; branch < branches; ++branch) {
        const QString walked = Explain::branch(step, branch);
        // Its numbered lines, one a node, an inner step's indented beneath the line citing it.
        QStringList lines = walked.split(QLatin1Char('\n'));
        QCOMPARE(lines.takeFirst(), QStringLiteral("Branch %1 of %2:").arg(branch + 1).arg(branches));
        const Chain &chain = step.chains[branch];
        std::size_t node = 0;
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1Char(' ')))
                continue; // an inner step's
            QVERIFY2(node < chain.nodes.size(), qPrintable(walked));
            // "6. from 4, 3: …" names its premises unless its one premise is the line before.
            const std::vector<int> &premises = chain.nodes[node].parents;
            QStringList from;
            for (const int premise : premises)
                from << QString::number(premise + 1);
            const bool afterTheLineBefore = premises.empty() || premises == std::vector<int>{static_cast<int>(node) - 1};
            const QString opening = afterTheLineBefore ? QStringLiteral("%1. ").arg(node + 1)
                                                       : QStringLiteral("%1. from %2: ").arg(node + 1).arg(from.join(QStringLiteral(", ")));
            QVERIFY2(line.startsWith(opening), qPrintable(line + QStringLiteral(" / ") + opening));
            ++node;
        }
        QCOMPARE(node, chain.nodes.size());
        // It starts from its own assumption: "1. r6c4 is 2 (supposed)".
        const ChainNode &start = chain.nodes.front();
        QVERIFY2(lines.front().startsWith(QStringLiteral("1. %1 ").arg(Explain::cell(start.cells.front()))),
                 qPrintable(walked));
        QCOMPARE(Explain::step(step, branch), summary + QLatin1Char('\n') + walked);
        QVERIFY(!seen.contains(walked));
        seen << walked;
    }
}

void TestExplain::stepOfOneBranchReadsWhole()
{
    // (An AIC: the X-chain this once read is never the step taken since colouring and the
    // strong-link techniques come first.)
    const auto found = test::boardBefore(test::AicPuzzle, Technique::AlternatingInferenceChain);
    QVERIFY(found);
    QCOMPARE(Explain::step(found->second, 0), Explain::step(found->second));
    QVERIFY(!Explain::step(found->second).contains(QStringLiteral("Branch")));
}

void TestExplain::outcomeListsPlacementsThenEliminations()
{
    Step step;
    step.placements = {{0, 5}};
    step.eliminations = {{10, 3}, {11, 4}};
    QCOMPARE(Explain::outcome(step), QStringLiteral("r1c1 = 5, r2c2 − 3, r2c3 − 4"));
    step.placements.clear();
    QCOMPARE(Explain::outcome(step), QStringLiteral("r2c2 − 3, r2c3 − 4"));
}

void TestExplain::levelWordsCoverTheirTechniques_data()
{
    QTest::addColumn<Level>("level");
    for (const Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Expert, Level::Extreme, Level::Nightmare})
        QTest::newRow(std::string(levelName(level)).c_str()) << level;
}

// The words of each level (the New Game dialog's) speak of the families of its techniques: a
// technique of another family added at a level, or moved to it, fails here until the words
// and Explain::levelFamilies say it.
void TestExplain::levelWordsCoverTheirTechniques()
{
    QFETCH(Level, level);
    std::vector<Family> families;
    for (int i = 1; i < TechniqueCount; ++i) {
        const TechniqueInfo &info = techniqueInfo(static_cast<Technique>(i));
        if (info.level == level && std::find(families.begin(), families.end(), info.family) == families.end())
            families.push_back(info.family);
    }
    std::vector<Family> said = Explain::levelFamilies(level);
    std::sort(families.begin(), families.end());
    std::sort(said.begin(), said.end());
    QVERIFY(families == said);
    QVERIFY(!Explain::levelTechniques(level).isEmpty());
}

QTEST_MAIN(TestExplain)
#include "tst_explain.moc"
