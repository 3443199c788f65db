#include "explain.h"

#include <QStringList>

#include <array>

namespace sudoku {

namespace {

// The words of each technique, in enum order: its name in a sentence, and with the article a
// sentence names it with ("an X-Wing", "a naked pair"). Marked for translation here, looked
// up through tr() below.
struct TechniqueWords {
    Technique technique;
    const char *title;
    const char *withArticle;
};
constexpr std::array<TechniqueWords, TechniqueCount> techniqueWords = {{
    {Technique::None, "", ""},
    {Technique::FullHouse, QT_TRANSLATE_NOOP("Explain", "full house"),
     QT_TRANSLATE_NOOP("Explain", "a full house")},
    {Technique::NakedSingle, QT_TRANSLATE_NOOP("Explain", "naked single"),
     QT_TRANSLATE_NOOP("Explain", "a naked single")},
    {Technique::HiddenSingle, QT_TRANSLATE_NOOP("Explain", "hidden single"),
     QT_TRANSLATE_NOOP("Explain", "a hidden single")},
    {Technique::LockedCandidatesPointing, QT_TRANSLATE_NOOP("Explain", "locked candidates (pointing)"),
     QT_TRANSLATE_NOOP("Explain", "locked candidates (pointing)")},
    {Technique::LockedCandidatesClaiming, QT_TRANSLATE_NOOP("Explain", "locked candidates (claiming)"),
     QT_TRANSLATE_NOOP("Explain", "locked candidates (claiming)")},
    {Technique::NakedPair, QT_TRANSLATE_NOOP("Explain", "naked pair"),
     QT_TRANSLATE_NOOP("Explain", "a naked pair")},
    {Technique::HiddenPair, QT_TRANSLATE_NOOP("Explain", "hidden pair"),
     QT_TRANSLATE_NOOP("Explain", "a hidden pair")},
    {Technique::NakedTriple, QT_TRANSLATE_NOOP("Explain", "naked triple"),
     QT_TRANSLATE_NOOP("Explain", "a naked triple")},
    {Technique::HiddenTriple, QT_TRANSLATE_NOOP("Explain", "hidden triple"),
     QT_TRANSLATE_NOOP("Explain", "a hidden triple")},
    {Technique::XWing, QT_TRANSLATE_NOOP("Explain", "X-Wing"),
     QT_TRANSLATE_NOOP("Explain", "an X-Wing")},
    {Technique::Swordfish, QT_TRANSLATE_NOOP("Explain", "swordfish"),
     QT_TRANSLATE_NOOP("Explain", "a swordfish")},
    {Technique::Skyscraper, QT_TRANSLATE_NOOP("Explain", "skyscraper"),
     QT_TRANSLATE_NOOP("Explain", "a skyscraper")},
    {Technique::TwoStringKite, QT_TRANSLATE_NOOP("Explain", "2-string kite"),
     QT_TRANSLATE_NOOP("Explain", "a 2-string kite")},
    {Technique::XYWing, QT_TRANSLATE_NOOP("Explain", "XY-Wing"),
     QT_TRANSLATE_NOOP("Explain", "an XY-Wing")},
    {Technique::XYZWing, QT_TRANSLATE_NOOP("Explain", "XYZ-Wing"),
     QT_TRANSLATE_NOOP("Explain", "an XYZ-Wing")},
    {Technique::WWing, QT_TRANSLATE_NOOP("Explain", "W-Wing"),
     QT_TRANSLATE_NOOP("Explain", "a W-Wing")},
    {Technique::NakedQuad, QT_TRANSLATE_NOOP("Explain", "naked quad"),
     QT_TRANSLATE_NOOP("Explain", "a naked quad")},
    {Technique::Jellyfish, QT_TRANSLATE_NOOP("Explain", "jellyfish"),
     QT_TRANSLATE_NOOP("Explain", "a jellyfish")},
    {Technique::HiddenQuad, QT_TRANSLATE_NOOP("Explain", "hidden quad"),
     QT_TRANSLATE_NOOP("Explain", "a hidden quad")},
    {Technique::UniqueRectangleType1, QT_TRANSLATE_NOOP("Explain", "unique rectangle (type 1)"),
     QT_TRANSLATE_NOOP("Explain", "a unique rectangle")},
    {Technique::BugPlusOne, QT_TRANSLATE_NOOP("Explain", "BUG+1"),
     QT_TRANSLATE_NOOP("Explain", "a BUG+1")},
    {Technique::XChain, QT_TRANSLATE_NOOP("Explain", "X-chain"),
     QT_TRANSLATE_NOOP("Explain", "an X-chain")},
}};

// The table is indexed by the enum: its rows must follow the enum's order.
constexpr bool wordsFollowEnum()
{
    for (std::size_t i = 0; i < techniqueWords.size(); ++i) {
        if (static_cast<std::size_t>(techniqueWords[i].technique) != i)
            return false;
    }
    return true;
}
static_assert(wordsFollowEnum());

const TechniqueWords &wordsOf(Technique technique)
{
    return techniqueWords[static_cast<std::size_t>(technique)];
}

// "a", "a and b", "a, b and c": how every list in a sentence reads.
QString joined(QStringList items, const char *lastSeparatorComment)
{
    if (items.size() <= 1)
        return items.join(QString());
    const QString last = items.takeLast();
    return Explain::tr("%1 and %2", lastSeparatorComment).arg(items.join(QStringLiteral(", ")), last);
}

} // namespace

QString Explain::cell(int cell)
{
    return QString::fromStdString(cellName(cell));
}

QString Explain::unit(int unit)
{
    switch (unitKind(unit)) {
    case UnitKind::Row:
        return tr("row %1").arg(unitNumber(unit) + 1);
    case UnitKind::Column:
        return tr("column %1").arg(unitNumber(unit) + 1);
    case UnitKind::Box:
        break;
    }
    return tr("box %1").arg(unitNumber(unit) + 1);
}

QString Explain::cells(const std::vector<int> &cells)
{
    QStringList names;
    for (const int c : cells)
        names << cell(c);
    return joined(names, "the last of a list of cells");
}

QString Explain::technique(Technique technique)
{
    const char *title = wordsOf(technique).title;
    return *title ? tr(title) : QString();
}

QString Explain::techniqueWithArticle(Technique technique)
{
    const char *words = wordsOf(technique).withArticle;
    return *words ? tr(words) : QString();
}

namespace {

// "3 and 7", "1, 4 and 9".
QString digitList(Candidates digits)
{
    QStringList names;
    for (const int digit : digits)
        names << QString::number(digit);
    return joined(names, "the last of a list of digits");
}

// "rows 2 and 6", "columns 1, 4 and 8": units all of one kind, by number.
QString unitList(const std::vector<int> &units)
{
    if (units.size() == 1)
        return Explain::unit(units.front());
    QStringList numbers;
    for (const int unit : units)
        numbers << QString::number(unitNumber(unit) + 1);
    const QString list = joined(numbers, "the last of a list of unit numbers");
    switch (units.empty() ? UnitKind::Box : unitKind(units.front())) {
    case UnitKind::Row:
        return Explain::tr("rows %1").arg(list);
    case UnitKind::Column:
        return Explain::tr("columns %1").arg(list);
    case UnitKind::Box:
        break;
    }
    return Explain::tr("boxes %1").arg(list);
}

// "r6c7 − 5, r6c9 − 5": what a step strikes out.
QString eliminationList(const std::vector<CellDigit> &eliminations)
{
    QStringList parts;
    for (const CellDigit elimination : eliminations)
        parts << Explain::tr("%1 − %2").arg(Explain::cell(elimination.cell)).arg(elimination.digit);
    return parts.join(QStringLiteral(", "));
}

// The candidates the step shows in one cell: "{4, 7}".
QString candidatesIn(const Step &step, int cell)
{
    Candidates digits;
    for (const CellDigit candidate : step.candidates) {
        if (candidate.cell == cell)
            digits.add(candidate.digit);
    }
    QStringList names;
    for (const int digit : digits)
        names << QString::number(digit);
    return QStringLiteral("{%1}").arg(names.join(QStringLiteral(", ")));
}

std::vector<int> slice(const std::vector<int> &cells, std::size_t from, std::size_t count)
{
    std::vector<int> part;
    for (std::size_t i = from; i < from + count && i < cells.size(); ++i)
        part.push_back(cells[i]);
    return part;
}

bool isSingleDigitPattern(Technique technique)
{
    switch (technique) {
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::XChain:
        return true;
    default:
        return false;
    }
}

bool isWing(Technique technique)
{
    return technique == Technique::XYWing || technique == Technique::XYZWing || technique == Technique::WWing;
}

} // namespace

QString Explain::nudge(const Step &step)
{
    const QString what = techniqueWithArticle(step.technique);
    if (isSingleDigitPattern(step.technique) && !step.digits.isEmpty())
        return tr("Look for %1 on the digit %2.").arg(what).arg(step.digits.first());
    if (isWing(step.technique) && !step.cells.empty())
        return tr("Look for %1 around %2.").arg(what, cell(step.cells.front()));
    if (step.technique == Technique::UniqueRectangleType1)
        return tr("Look for %1 on %2.").arg(what, digitList(step.digits));
    if (step.technique == Technique::BugPlusOne)
        return tr("Look for %1: every empty cell but one has two candidates.").arg(what);
    const int where = hintUnit(step);
    if (where < 0)
        return tr("Look for %1.").arg(what);
    return tr("Look for %1 in %2.").arg(what, unit(where));
}

QString Explain::step(const Step &step)
{
    const auto &pattern = step.cells;
    const auto &units = step.units;
    const auto &covers = step.coverUnits;
    const int d = step.digits.first();
    const QString title = technique(step.technique);
    const QString struck = eliminationList(step.eliminations);
    // Every explanation follows one shape: the technique, why, then what it rules out.
    const auto sentence = [&](const QString &why) {
        return tr("%1: %2. Struck out: %3.").arg(title, why, struck);
    };

    if (step.placements.size() == 1) {
        const CellDigit placement = step.placements.front();
        const QString head = tr("%1 = %2").arg(cell(placement.cell)).arg(placement.digit);
        const int where = units.empty() ? -1 : units.front();
        switch (step.technique) {
        case Technique::FullHouse:
            return tr("%1: a full house — the last empty cell of %2 takes its missing digit, %3.")
                .arg(head, unit(where))
                .arg(placement.digit);
        case Technique::NakedSingle:
            return tr("%1: a naked single — every other digit is already in the row, column or "
                      "box of %2, so %3 is its only candidate.")
                .arg(head, cell(placement.cell))
                .arg(placement.digit);
        case Technique::HiddenSingle:
            return tr("%1: a hidden single — %2 fits nowhere else in %3.")
                .arg(head)
                .arg(placement.digit)
                .arg(unit(where));
        case Technique::BugPlusOne:
            return tr("%1: BUG+1 — every other empty cell has just two candidates, and %2 is the "
                      "one digit %3 holds three times in its units. Were %3 anything else, the "
                      "puzzle would have no single solution.")
                .arg(head)
                .arg(placement.digit)
                .arg(cell(placement.cell));
        default:
            break;
        }
    }

    if (!step.eliminations.empty() && step.placements.empty()) {
        switch (step.technique) {
        case Technique::LockedCandidatesPointing:
            if (units.size() == 1 && covers.size() == 1)
                return sentence(tr("in %1 the %2 can only go in %3, so it cannot go anywhere else in %3")
                                    .arg(unit(units[0]))
                                    .arg(d)
                                    .arg(unit(covers[0])));
            break;
        case Technique::LockedCandidatesClaiming:
            if (units.size() == 1 && covers.size() == 1)
                return sentence(tr("in %1 the %2 can only go in %3, so it cannot go anywhere else in %3")
                                    .arg(unit(units[0]))
                                    .arg(d)
                                    .arg(unit(covers[0])));
            break;
        case Technique::NakedPair:
        case Technique::NakedTriple:
        case Technique::NakedQuad:
            if (!units.empty())
                return sentence(tr("%1 hold only %2 between them, so those digits belong to these "
                                   "cells and leave the rest of %3")
                                    .arg(Explain::cells(pattern), digitList(step.digits), unitList(units)));
            break;
        case Technique::HiddenPair:
        case Technique::HiddenTriple:
        case Technique::HiddenQuad:
            if (units.size() == 1)
                return sentence(tr("in %1, %2 fit only in %3, so those cells can hold nothing else")
                                    .arg(unit(units[0]), digitList(step.digits), Explain::cells(pattern)));
            break;
        case Technique::XWing:
        case Technique::Swordfish:
        case Technique::Jellyfish:
            if (!units.empty() && !covers.empty())
                return sentence(tr("in %1 the %2 can only go in %3; each of those lines takes one %2, "
                                   "so no other cell of %3 can")
                                    .arg(unitList(units))
                                    .arg(d)
                                    .arg(unitList(covers)));
            break;
        case Technique::Skyscraper:
        case Technique::TwoStringKite:
            if (units.size() == 2 && covers.size() == 1 && pattern.size() == 4)
                return sentence(tr("in %1 the %2 can only go in %3, in %4 only in %5; %6 and %7 share "
                                   "%8, so %9 or %10 must be the %2")
                                    .arg(unit(units[0]), QString::number(d), Explain::cells(slice(pattern, 0, 2)),
                                         unit(units[1]), Explain::cells(slice(pattern, 2, 2)), cell(pattern[1]),
                                         cell(pattern[2]), unit(covers[0]), cell(pattern[0]), cell(pattern[3])));
            break;
        case Technique::XYWing:
        case Technique::XYZWing:
            if (pattern.size() == 3) {
                const int z = step.eliminations.front().digit;
                const QString wing = tr("the pivot %1 holds %2, the pincers %3 %4 and %5 %6")
                                            .arg(cell(pattern[0]), candidatesIn(step, pattern[0]), cell(pattern[1]),
                                                 candidatesIn(step, pattern[1]), cell(pattern[2]),
                                                 candidatesIn(step, pattern[2]));
                if (step.technique == Technique::XYZWing)
                    return sentence(tr("%1: whatever the pivot is, one of the three is %2").arg(wing).arg(z));
                return sentence(tr("%1: whatever the pivot is, one of the pincers is %2").arg(wing).arg(z));
            }
            break;
        case Technique::WWing:
            if (pattern.size() == 4 && units.size() == 1) {
                const int y = step.eliminations.front().digit;
                Candidates x = step.digits;
                x.remove(y);
                return sentence(tr("%1 and %2 both hold only %3; in %4 the %5 can only go in %6 and %7, "
                                   "so %1 or %2 must be the %8")
                                    .arg(cell(pattern[0]), cell(pattern[3]), digitList(step.digits), unit(units[0]))
                                    .arg(x.first())
                                    .arg(cell(pattern[1]), cell(pattern[2]))
                                    .arg(y));
            }
            break;
        case Technique::XChain:
            if (!step.links.empty())
                return sentence(tr("a chain of strong and weak links on the %1 runs from %2 to %3, so "
                                   "one end or the other is the %1")
                                    .arg(d)
                                    .arg(cell(step.links.front().from.cell), cell(step.links.back().to.cell)));
            break;
        case Technique::UniqueRectangleType1:
            if (pattern.size() == 4)
                return sentence(tr("%1 hold only %2; if %3 held only those too, they could swap places "
                                   "for a second solution, and the puzzle has just one")
                                    .arg(Explain::cells(slice(pattern, 0, 3)), digitList(step.digits), cell(pattern[3])));
            break;
        default:
            break;
        }
    }
    // A step that does not fit its technique's shape: what it writes and strikes out.
    QStringList parts;
    for (const CellDigit placement : step.placements)
        parts << tr("%1 = %2").arg(cell(placement.cell)).arg(placement.digit);
    if (!struck.isEmpty())
        parts << struck;
    return tr("%1: %2.").arg(title, parts.join(QStringLiteral(", ")));
}

QString Explain::applied(const Step &step)
{
    if (step.placements.size() == 1) {
        const CellDigit placement = step.placements.front();
        return tr("Placed %1 in %2 (%3).")
            .arg(placement.digit)
            .arg(cell(placement.cell), technique(step.technique));
    }
    // Plurals spelled out: without a translation loaded, tr()'s %n shows "candidate(s)".
    if (step.eliminations.size() == 1)
        return tr("Applied %1: 1 candidate struck out.").arg(techniqueWithArticle(step.technique));
    return tr("Applied %1: %2 candidates struck out.")
        .arg(techniqueWithArticle(step.technique))
        .arg(step.eliminations.size());
}

QString Explain::event(const Event &event)
{
    const int digit = event.digit;
    switch (event.kind) {
    case EventKind::Try:
        return tr("Try %1 in %2").arg(digit).arg(cell(event.cell));
    case EventKind::Reject:
        return tr("%1 clashes with a peer of %2").arg(digit).arg(cell(event.cell));
    case EventKind::Place:
        switch (event.technique) {
        case Technique::None:
            return tr("Place %1 in %2").arg(digit).arg(cell(event.cell));
        case Technique::FullHouse:
        case Technique::HiddenSingle:
            return tr("%1 = %2: %3 in %4")
                .arg(cell(event.cell))
                .arg(digit)
                .arg(technique(event.technique), unit(event.unit));
        default:
            return tr("%1 = %2: %3").arg(cell(event.cell)).arg(digit).arg(technique(event.technique));
        }
    case EventKind::Eliminate:
        if (event.technique == Technique::None)
            return tr("Remove %1 from %2").arg(digit).arg(cell(event.cell));
        return tr("Remove %1 from %2 (%3)").arg(digit).arg(cell(event.cell), technique(event.technique));
    case EventKind::Guess:
        return tr("Guess %1 in %2 (depth %3)").arg(digit).arg(cell(event.cell)).arg(event.depth);
    case EventKind::Contradiction:
        if (event.cell >= 0)
            return tr("Dead end: %1 has no candidate left").arg(cell(event.cell));
        return tr("Dead end: %1 has no place left in %2").arg(digit).arg(unit(event.unit));
    case EventKind::Backtrack:
        if (event.depth > 0)
            return tr("Back up: undo the guess in %1 (depth %2)").arg(cell(event.cell)).arg(event.depth);
        return tr("Back up: take back %1").arg(cell(event.cell));
    }
    return {};
}

QString Explain::level(Level level)
{
    switch (level) {
    case Level::Easy:
        return tr("Easy");
    case Level::Medium:
        return tr("Medium");
    case Level::Hard:
        return tr("Hard");
    case Level::Expert:
        return tr("Expert");
    case Level::Extreme:
        return tr("Extreme");
    case Level::NotUnique:
        break;
    }
    return tr("Not rated");
}

QString Explain::levelTechniques(Level level)
{
    switch (level) {
    case Level::Easy:
        return tr("singles only");
    case Level::Medium:
        return tr("locked candidates, pairs and triples");
    case Level::Hard:
        return tr("quads, fish, skyscrapers, kites and wings");
    case Level::Expert:
        return tr("chains and uniqueness");
    case Level::Extreme:
        return tr("no technique is enough: it needs a guess");
    case Level::NotUnique:
        break;
    }
    return tr("no single solution");
}

QString Explain::rating(const Rating &rating)
{
    if (rating.level == Level::NotUnique)
        return rating.solutionCount == 0 ? tr("Not rated: the puzzle has no solution.")
                                         : tr("Not rated: the puzzle has more than one solution.");
    QStringList steps;
    for (int i = 1; i < TechniqueCount; ++i) {
        const auto used = static_cast<Technique>(i);
        if (const int count = rating.stepsOf(used); count > 0)
            steps << tr("%1 %2").arg(count).arg(technique(used));
    }
    QString text = tr("%1, score %2.").arg(level(rating.level)).arg(rating.score);
    if (rating.hardest != Technique::None)
        text += QLatin1Char(' ') + tr("Hardest step: %1.").arg(techniqueWithArticle(rating.hardest));
    if (rating.guesses > 0)
        text += QLatin1Char(' ') + (rating.guesses == 1 ? tr("It needs a guess.") : tr("It needs %1 guesses.").arg(rating.guesses));
    if (!steps.isEmpty())
        text += QLatin1Char('\n') + tr("Steps: %1.").arg(steps.join(QStringLiteral(", ")));
    return text;
}

QString Explain::symmetry(Symmetry symmetry)
{
    switch (symmetry) {
    case Symmetry::None:
        return tr("None");
    case Symmetry::Rotational:
        return tr("Rotational (180°)");
    case Symmetry::Diagonal:
        return tr("Diagonal");
    case Symmetry::Mirror:
        return tr("Mirror (left–right)");
    }
    return {};
}

QString Explain::algorithm(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Logic:
        return tr("Human logic");
    case Algorithm::Backtracking:
        return tr("Backtracking");
    case Algorithm::Bitmask:
        return tr("Bitmask backtracking");
    case Algorithm::Mrv:
        return tr("Most constrained cell (MRV)");
    case Algorithm::Propagation:
        return tr("Constraint propagation (Norvig)");
    case Algorithm::ForwardChecking:
        return tr("Forward checking (MRV + LCV)");
    }
    return {};
}

QString Explain::algorithmIdea(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Logic:
        return tr("Solves as a person would: the simplest technique that applies, every time. "
                  "Guesses only when no technique helps, and backs up from dead ends.");
    case Algorithm::Backtracking:
        return tr("Fills the empty cells in reading order, trying 1 to 9 in each and checking "
                  "the peers; on a dead end it takes back the last digit and tries the next.");
    case Algorithm::Bitmask:
        return tr("The same search as backtracking, but row, column and box bitmasks give the "
                  "free digits at once, so no digit is ever rejected.");
    case Algorithm::Mrv:
        return tr("Always fills the cell with the fewest candidates left, and rolls back "
                  "when a cell runs out of them.");
    case Algorithm::Propagation:
        return tr("Peter Norvig's solver: every placement removes its digit from the peers, "
                  "singles follow from that, and it guesses only on the cell with fewest "
                  "candidates.");
    case Algorithm::ForwardChecking:
        return tr("Picks the most constrained cell, tries first the digit that constrains its "
                  "peers least, and backs up as soon as a peer has no candidate left.");
    }
    return {};
}

} // namespace sudoku
