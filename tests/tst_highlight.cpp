// SPDX-License-Identifier: GPL-3.0-or-later
// Highlight: what the board is told to draw for a step — above all a chain's links (solid for
// a strong inference, dashed for a weak one, the arrow from the node an inference follows from
// to the node it concludes) and a forcing step one branch at a time.

#include "chainboards.h"
#include "highlight.h"

#include <QtTest>

#include <algorithm>

using namespace sudoku;

namespace {

bool hasMark(const Highlight &highlight, int cell, int digit, MarkCue cue)
{
    return std::find(highlight.marks.begin(), highlight.marks.end(), CandidateMark{cell, digit, cue})
        != highlight.marks.end();
}

// The links a chain should show: one per parent of every node, node order, from the parent.
// A step told in numbered lines (a forcing step) numbers the link into node i as line i + 1.
std::vector<LinkCue> expectedLinks(const Chain &chain, bool numbered = false)
{
    std::vector<LinkCue> links;
    for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
        const ChainNode &node = chain.nodes[i];
        for (const int parent : node.parents) {
            const ChainNode &from = chain.nodes[static_cast<std::size_t>(parent)];
            links.push_back({{from.cells, from.digit}, {node.cells, node.digit}, node.on,
                             numbered ? static_cast<int>(i) + 1 : 0});
        }
    }
    return links;
}

QString describe(const LinkCue &link)
{
    const auto end = [](const LinkEnd &e) {
        QStringList cells;
        for (const int cell : e.cells)
            cells << QString::fromStdString(cellName(cell));
        return QStringLiteral("%1#%2").arg(cells.join(QLatin1Char('+'))).arg(e.digit);
    };
    return QStringLiteral("%1 %2 %3").arg(end(link.from), link.strong ? QStringLiteral("=>") : QStringLiteral("->"),
                                          end(link.to));
}

} // namespace

class TestHighlight : public QObject {
    Q_OBJECT

private slots:
    void chainStepShowsItsLinks_data();
    void chainStepShowsItsLinks();
    void forcingStepShowsOneBranchAtATime_data();
    void forcingStepShowsOneBranchAtATime();
    void stepsWithoutChainsHaveNoLinks();
    void mergeKeepsLinks();
};

void TestHighlight::chainStepShowsItsLinks_data()
{
    test::addStepRows(test::ChainSteps);
}

void TestHighlight::chainStepShowsItsLinks()
{
    const auto found = test::boardOfRow();
    QVERIFY(found);
    const Step &step = found->second;
    QFETCH(Technique, technique);
    QCOMPARE(step.technique, technique);
    QCOMPARE(step.chains.size(), std::size_t{1});
    QCOMPARE(branchCount(step), std::size_t{1});

    const Highlight highlight = Highlight::ofStep(step);
    const Chain &chain = step.chains.front();
    QCOMPARE(highlight.links.size(), expectedLinks(chain).size());
    QVERIFY(!highlight.links.empty());
    // Each link as the chain reads: from the parent to the node, solid exactly when the node
    // is on (a strong inference), in the chain's order.
    std::size_t index = 0;
    for (const ChainNode &node : chain.nodes) {
        for (const int parent : node.parents) {
            const LinkCue &link = highlight.links[index++];
            const ChainNode &from = chain.nodes[static_cast<std::size_t>(parent)];
            QVERIFY2(link.from.cells == from.cells && link.from.digit == from.digit, qPrintable(describe(link)));
            QVERIFY2(link.to.cells == node.cells && link.to.digit == node.digit, qPrintable(describe(link)));
            QCOMPARE(link.strong, node.on);
        }
    }
    // A chain alternates: strong and weak links both show.
    QVERIFY(std::any_of(highlight.links.begin(), highlight.links.end(), [](const LinkCue &l) { return l.strong; }));
    QVERIFY(std::any_of(highlight.links.begin(), highlight.links.end(), [](const LinkCue &l) { return !l.strong; }));
    // Every node's candidate is ringed (unless struck out or placed) and its cell a pattern cell.
    for (const ChainNode &node : chain.nodes) {
        for (const int cell : node.cells) {
            QCOMPARE(highlight.cue(cell), CellCue::Pattern);
            QVERIFY(hasMark(highlight, cell, node.digit, MarkCue::Pattern)
                    || hasMark(highlight, cell, node.digit, MarkCue::Eliminate)
                    || hasMark(highlight, cell, node.digit, MarkCue::Place));
        }
    }
    for (const CellDigit elimination : step.eliminations)
        QVERIFY(hasMark(highlight, elimination.cell, elimination.digit, MarkCue::Eliminate));
    // The first link leaves the chain's first node: the arrow runs the chain's way.
    QCOMPARE(highlight.links.front().from.cells, chain.nodes.front().cells);
    QCOMPARE(highlight.links.back().to.cells, chain.nodes.back().cells);
}

void TestHighlight::forcingStepShowsOneBranchAtATime_data()
{
    test::addStepRows(test::ForcingSteps);
}

void TestHighlight::forcingStepShowsOneBranchAtATime()
{
    const auto found = test::boardOfRow();
    QVERIFY(found);
    const Step &step = found->second;
    QFETCH(Technique, technique);
    QCOMPARE(step.technique, technique);
    QVERIFY2(step.chains.size() > 1, qPrintable(QString::number(step.chains.size())));
    QCOMPARE(branchCount(step), step.chains.size());

    for (std::size_t branch = 0; branch < step.chains.size(); ++branch) {
        const QString row = QStringLiteral("branch %1").arg(branch + 1);
        const Highlight highlight = Highlight::ofStep(step, branch);
        // This branch's links and no other's (branches may share a link: the same inference).
        QCOMPARE(highlight.links, expectedLinks(step.chains[branch], readsAsLines(step)));
        for (std::size_t other = 0; other < step.chains.size(); ++other) {
            if (other != branch)
                QVERIFY2(Highlight::ofStep(step, other) != highlight, qPrintable(row));
        }
        // Every branch's start stays ringed; the common conclusion shows with every branch.
        for (const Chain &chain : step.chains) {
            for (const int cell : chain.nodes.front().cells)
                QVERIFY2(hasMark(highlight, cell, chain.nodes.front().digit, MarkCue::Pattern)
                             || hasMark(highlight, cell, chain.nodes.front().digit, MarkCue::Eliminate),
                         qPrintable(row));
        }
        for (const CellDigit elimination : step.eliminations)
            QVERIFY2(hasMark(highlight, elimination.cell, elimination.digit, MarkCue::Eliminate), qPrintable(row));
        for (const CellDigit placement : step.placements)
            QVERIFY2(hasMark(highlight, placement.cell, placement.digit, MarkCue::Place), qPrintable(row));
        // Only this branch's nodes are ringed, beside the starts and the step's own pattern.
        for (const CandidateMark &mark : highlight.marks) {
            if (mark.cue != MarkCue::Pattern)
                continue;
            const bool inBranch = std::any_of(step.chains[branch].nodes.begin(), step.chains[branch].nodes.end(),
                                              [&](const ChainNode &node) {
                                                  return node.digit == mark.digit
                                                      && std::find(node.cells.begin(), node.cells.end(), mark.cell)
                                                             != node.cells.end();
                                              });
            const bool isStart = std::any_of(step.chains.begin(), step.chains.end(), [&](const Chain &chain) {
                const ChainNode &start = chain.nodes.front();
                return start.digit == mark.digit
                    && std::find(start.cells.begin(), start.cells.end(), mark.cell) != start.cells.end();
            });
            QVERIFY2(inBranch || isStart, qPrintable(row + QStringLiteral(": r%1c%2 #%3")
                                                                .arg(rowOf(mark.cell) + 1)
                                                                .arg(columnOf(mark.cell) + 1)
                                                                .arg(mark.digit)));
        }
    }
    // A branch past the last shows no chain at all.
    QVERIFY(Highlight::ofStep(step, step.chains.size()).links.empty());
}

void TestHighlight::stepsWithoutChainsHaveNoLinks()
{
    const auto found = test::boardBefore(test::ChainPuzzle, Technique::NakedTriple);
    QVERIFY(found);
    QVERIFY(found->second.chains.empty());
    QCOMPARE(branchCount(found->second), std::size_t{1});
    const Highlight highlight = Highlight::ofStep(found->second);
    QVERIFY(highlight.links.empty());
    QVERIFY(!highlight.isEmpty());
}

void TestHighlight::mergeKeepsLinks()
{
    const auto found = test::boardBefore(test::AicPuzzle, Technique::AlternatingInferenceChain);
    QVERIFY(found);
    Highlight event;
    event.raise(0, CellCue::Place);
    QVERIFY(!event.isEmpty());
    Highlight links;
    links.links = Highlight::ofStep(found->second).links;
    QVERIFY(!links.isEmpty()); // links alone are something to draw
    event.merge(links);
    event.merge(links);
    QCOMPARE(event.links, links.links); // merged once
    QCOMPARE(event.cue(0), CellCue::Place);
}

QTEST_APPLESS_MAIN(TestHighlight)
#include "tst_highlight.moc"
