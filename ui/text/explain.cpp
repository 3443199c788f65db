// SPDX-License-Identifier: GPL-3.0-or-later
#include "explain.h"

#include "colouring.h"
#include "highlight.h"
#include "language.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

#include <array>

namespace sudoku {

namespace {

// "; " between the cases of a forcing chain ("؛ " in Persian).
QString caseSeparator() { return Explain::tr("; ", "between the cases of a forcing chain"); }

// "a", "a and b", "a, b and c": how every list in a sentence reads.
QString joined(QStringList items, const char *lastSeparatorComment)
{
    if (items.size() <= 1)
        return items.join(QString());
    const QString last = items.takeLast();
    return Explain::tr("%1 and %2", lastSeparatorComment).arg(items.join(Explain::listSeparator()), last);
}

} // namespace

QString Explain::listSeparator()
{
    return tr(", ", "between the items of a list");
}

QString Explain::cell(int cell, int size)
{
    // Kept left to right in Persian and Hebrew sentences, or "r4c7" reads "4c7r"; and with its
    // own digits in Persian, where "r۴c۷" reads like "۲۴c۷" (the r looks like a ۲).
    return language::isolated(QString::fromStdString(cellName(cell, size)));
}

QString Explain::cell(int cell, const Geometry &g)
{
    return g.isSquare() ? Explain::cell(cell, g.size()) : language::isolated(QString::fromStdString(g.cellName(cell)));
}

QString Explain::cells(const std::vector<int> &cells, const Geometry &g)
{
    QStringList names;
    for (const int c : cells)
        names << cell(c, g);
    return joined(names, "the last of a list of cells");
}

QString Explain::unit(int unit, int size, const Variant *variant)
{
    if (variant && !variant->geometry().isSquare()) {
        // A samurai's: the unit in its grid, and the grid (Geometry::unitName).
        const Geometry &g = variant->geometry();
        const Geometry::InGrid where = g.inGrid(unit);
        const QString grids[] = {tr("the top-left grid", "of a samurai's five"), tr("the top-right grid", "of a samurai's five"),
                                 tr("the middle grid", "of a samurai's five"), tr("the bottom-left grid", "of a samurai's five"),
                                 tr("the bottom-right grid", "of a samurai's five")};
        const int number = where.number + 1;
        const QString inGrid = g.unitKind(unit) == UnitKind::Row      ? tr("row %1").arg(number)
                             : g.unitKind(unit) == UnitKind::Column ? tr("column %1").arg(number)
                                                                     : tr("box %1").arg(number);
        return tr("%1 of %2", "a samurai's unit: row 3 of the top-left grid").arg(inGrid, grids[where.grid]);
    }
    if (variant) {
        const Geometry &g = variant->geometry();
        const int number = g.unitNumber(unit) + 1;
        switch (g.unitKind(unit)) {
        case UnitKind::Box:
            if (g.hasIrregularBoxes())
                return tr("region %1", "a jigsaw's irregular box").arg(number);
            break;
        case UnitKind::Diagonal:
            return number == 1 ? tr("the diagonal", "r1c1 to r9c9") : tr("the anti-diagonal", "r1c9 to r9c1");
        case UnitKind::Window:
            return tr("window %1", "one of a windoku's four extra 3×3 units").arg(number);
        default:
            break;
        }
    }
    switch (unit / size) {
    case 0:
        return tr("row %1").arg(unit % size + 1);
    case 1:
        return tr("column %1").arg(unit % size + 1);
    default:
        break;
    }
    return tr("box %1").arg(unit % size + 1);
}

QString Explain::cells(const std::vector<int> &cells, int size)
{
    QStringList names;
    for (const int c : cells)
        names << cell(c, size);
    return joined(names, "the last of a list of cells");
}

QString Explain::digit(int digit)
{
    return language::sudokuDigit(digit);
}

QString Explain::colour(int colour)
{
    return colour >= 1 && colour <= ColourCount ? tr(ColourStyles[static_cast<std::size_t>(colour - 1)].name) : QString();
}

QString Explain::colourShape(int colour)
{
    return colour >= 1 && colour <= ColourCount ? tr(ColourStyles[static_cast<std::size_t>(colour - 1)].shape) : QString();
}

QString Explain::variant(VariantKind kind)
{
    switch (kind) {
    case VariantKind::Classic:
        return tr("Classic Sudoku");
    case VariantKind::X:
        return tr("X-Sudoku");
    case VariantKind::Windoku:
        return tr("Windoku");
    case VariantKind::Jigsaw:
        return tr("Jigsaw Sudoku");
    case VariantKind::Killer:
        return tr("Killer Sudoku");
    case VariantKind::Samurai:
        return tr("Samurai Sudoku");
    }
    return {};
}

QString Explain::variantKey(VariantKind kind)
{
    const std::string_view name = variantName(kind);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

QString Explain::technique(Technique technique)
{
    const char *title = techniqueInfo(technique).title;
    return *title ? tr(title) : QString();
}

QString Explain::techniqueWithArticle(Technique technique)
{
    const char *words = techniqueInfo(technique).withArticle;
    return *words ? tr(words) : QString();
}

QString Explain::family(Family family)
{
    switch (family) {
    case Family::None:
        break;
    case Family::Single:
        return tr("Singles");
    case Family::Intersection:
        return tr("Intersections");
    case Family::Subset:
        return tr("Subsets");
    case Family::Fish:
        return tr("Fish");
    case Family::SingleDigit:
        return tr("Single-digit patterns");
    case Family::Wing:
        return tr("Wings");
    case Family::Uniqueness:
        return tr("Uniqueness");
    case Family::Chain:
        return tr("Chains");
    case Family::AlmostLockedSet:
        return tr("Almost locked sets");
    case Family::Exclusion:
        return tr("Exclusion");
    case Family::ForcingChain:
        return tr("Forcing chains");
    case Family::Cage:
        return tr("Killer cages");
    }
    return {};
}

namespace {

// "3 and 7", "1, 4 and 9".
QString digitList(const std::vector<int> &digits)
{
    QStringList names;
    for (const int digit : digits)
        names << Explain::digit(digit);
    return joined(names, "the last of a list of digits");
}

// How a phrase's board names its cells and units: its size, and its variant (or null).
struct Naming {
    int size = 9;
    const Variant *variant = nullptr;
};

// "rows 2 and 6", "columns 1, 4 and 8" for units that read as one kind (namedAsOneKind);
// else "row 1 and box 1".
QString unitList(const std::vector<int> &units, const Naming &naming)
{
    const int size = naming.size;
    if (units.size() == 1)
        return Explain::unit(units.front(), size, naming.variant);
    if (!namedAsOneKind(units, size, naming.variant)) {
        QStringList names;
        for (const int unit : units)
            names << Explain::unit(unit, size, naming.variant);
        return joined(names, "the last of a list of units");
    }
    QStringList numbers;
    for (const int unit : units)
        numbers << QString::number(unit % size + 1);
    const QString list = joined(numbers, "the last of a list of unit numbers");
    switch (units.front() / size) {
    case 0:
        return Explain::tr("rows %1").arg(list);
    case 1:
        return Explain::tr("columns %1").arg(list);
    default:
        break;
    }
    return Explain::tr("boxes %1").arg(list);
}

// Fills a translated template's places %1..%9, as fillTemplate does for English.
QString fill(const QString &text, const QStringList &values)
{
    QString out;
    out.reserve(text.size() + 16 * values.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1')
            && text[i + 1] <= QLatin1Char('9')) {
            const qsizetype n = text[i + 1].unicode() - '1';
            if (n < values.size()) {
                out += values[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

// "r4c7": a cell of the board the naming names (a samurai's by its square of the frame).
QString cellText(int cell, const Naming &naming)
{
    return naming.variant ? Explain::cell(cell, naming.variant->geometry()) : Explain::cell(cell, naming.size);
}

// "r6c4 − 5, r6c5 − 5": candidates struck out.
QString eliminationList(const std::vector<CellDigit> &eliminations, const Naming &naming)
{
    QStringList parts;
    for (const CellDigit c : eliminations)
        parts << language::leftToRight(Explain::tr("%1 − %2", "a digit struck out of a cell")
                                           .arg(cellText(c.cell, naming), Explain::digit(c.digit)));
    return parts.join(Explain::listSeparator());
}

// "r4c7 = 3": a digit written, kept left to right in a right-to-left sentence.
QString placementText(CellDigit c, const Naming &naming)
{
    return language::leftToRight(Explain::tr("%1 = %2", "a digit written in a cell")
                                     .arg(cellText(c.cell, naming), Explain::digit(c.digit)));
}

// "r4c7 = 3, r5c1 = 2": digits written.
QString placementList(const std::vector<CellDigit> &placements, const Naming &naming)
{
    QStringList parts;
    for (const CellDigit c : placements)
        parts << placementText(c, naming);
    return parts.join(Explain::listSeparator());
}

QString text(const Phrase &phrase, const Naming &naming);

QString argText(const PhraseArg &a, const Naming &naming)
{
    const int size = naming.size;
    using Kind = PhraseArg::Kind;
    QStringList parts;
    switch (a.kind) {
    case Kind::Number:
        return QString::number(a.number);
    case Kind::Digit:
        return Explain::digit(a.value);
    case Kind::Cell:
        return cellText(a.value, naming);
    case Kind::Unit:
        return Explain::unit(a.value, size, naming.variant);
    case Kind::Cells:
        return naming.variant ? Explain::cells(a.values, naming.variant->geometry()) : Explain::cells(a.values, size);
    case Kind::Units:
        return unitList(a.values, naming);
    case Kind::Digits:
        return digitList(a.values);
    case Kind::DigitSet:
        for (const int digit : a.values)
            parts << Explain::digit(digit);
        return language::leftToRight(QStringLiteral("{%1}").arg(parts.join(QStringLiteral(", "))));
    case Kind::Candidates:
        for (const CellDigit c : a.candidates)
            parts << Explain::tr("%1 in %2", "a digit in a cell").arg(Explain::digit(c.digit), cellText(c.cell, naming));
        return joined(parts, "the last of a list of candidates");
    case Kind::Eliminations:
        return eliminationList(a.candidates, naming);
    case Kind::Placements:
        return placementList(a.candidates, naming);
    case Kind::Technique:
        return Explain::technique(static_cast<Technique>(a.value));
    case Kind::TechniqueWithArticle:
        return Explain::techniqueWithArticle(static_cast<Technique>(a.value));
    case Kind::Phrase:
        return a.phrases.empty() ? QString() : text(a.phrases.front(), naming);
    case Kind::Phrases:
    case Kind::Sequence:
    case Kind::Cases:
        for (const Phrase &p : a.phrases)
            parts << text(p, naming);
        if (a.kind == Kind::Phrases)
            return joined(parts, "the last of a list of claims");
        return parts.join(a.kind == Kind::Cases ? caseSeparator() : Explain::listSeparator());
    case Kind::Numbers:
        for (const int n : a.values)
            parts << QString::number(n);
        return parts.join(Explain::listSeparator());
    case Kind::Verbatim:
        // As it is in every language, its digits too ("'17'" quoted from a file), in its own
        // direction inside a Persian or Hebrew sentence.
        return language::isolated(QString::fromStdString(a.verbatim));
    }
    return {};
}

// A phrase inside another is named on the outer one's board.
QString text(const Phrase &phrase, const Naming &naming)
{
    QStringList values;
    values.reserve(static_cast<qsizetype>(phrase.args.size()));
    for (const PhraseArg &a : phrase.args)
        values << argText(a, naming);
    return fill(Explain::tr(phrase.text), values);
}

} // namespace

QString Explain::text(const Phrase &phrase)
{
    return sudoku::text(phrase, {phrase.size, phrase.variant.get()});
}

QString Explain::parseError(const ParseError &error)
{
    const QString message = text(error.message);
    if (error.line > 0 && error.column > 0)
        return tr("Line %1, column %2: %3").arg(error.line).arg(error.column).arg(message);
    if (error.line > 0)
        return tr("Line %1: %2").arg(error.line).arg(message);
    return message;
}

QString Explain::nudge(const Step &step)
{
    return text(sudoku::nudge(step));
}

namespace {

// A sentence that opens with the name of its technique opens with a capital ("Nested forcing
// chain: …", as "X-Wing: …" does); one that opens with a cell ("r4c7 = 3: …") stays as it is.
QString openedWithCapital(QString sentence, Technique technique)
{
    const QString title = Explain::technique(technique);
    return !title.isEmpty() && sentence.startsWith(title) ? language::capitalised(sentence) : sentence;
}

} // namespace

QString Explain::step(const Step &step)
{
    return openedWithCapital(text(explanation(step)), step.technique);
}

QString Explain::step(const Step &step, std::size_t branch, Notation notation)
{
    const std::size_t branches = branchCount(step);
    if (branches <= 1) {
        if (readsAsLines(step))
            return Explain::step(step) + QLatin1Char('\n') + lines(step, 0, notation);
        return notation == Notation::Eureka ? eureka(step) : Explain::step(step);
    }
    return openedWithCapital(tr("%1: each of its %2 branches leads to %3.")
                                 .arg(technique(step.technique))
                                 .arg(branches)
                                 .arg(outcome(step)),
                             step.technique)
         + QLatin1Char('\n') + Explain::branch(step, branch, notation);
}

QString Explain::branch(const Step &step, std::size_t branch, Notation notation)
{
    if (readsAsLines(step))
        return tr("Branch %1 of %2:").arg(branch + 1).arg(branchCount(step)) + QLatin1Char('\n')
             + lines(step, branch, notation);
    if (notation == Notation::Eureka)
        return tr("Branch %1 of %2:").arg(branch + 1).arg(branchCount(step)) + QLatin1Char(' ')
             + language::isolated(QString::fromStdString(eurekaChain(step, branch)));
    return tr("Branch %1 of %2: %3.")
        .arg(branch + 1)
        .arg(branchCount(step))
        .arg(text(chainExplanation(step, branch)));
}

QString Explain::lines(const Step &step, std::size_t chain, Notation notation)
{
    QStringList shown;
    for (const ChainLine &line : chainLines(step, chain)) {
        const QString told = notation == Notation::Eureka && line.number > 0
                               ? language::isolated(QString::fromStdString(line.eureka))
                               : text(line.text);
        shown << QString(4 * line.depth, QLatin1Char(' ')) + told;
    }
    return shown.join(QLatin1Char('\n'));
}

QString Explain::eureka(const Step &step)
{
    if (step.chains.size() != 1 || readsAsLines(step))
        return Explain::step(step);
    // The notation keeps its Western digits in every language, as cell names do: the whole
    // of it one isolate.
    const std::string told = describeEureka(step);
    const std::string notation = told.substr(told.find(": ") + 2);
    return openedWithCapital(technique(step.technique), step.technique) + QStringLiteral(": ")
         + language::isolated(QString::fromStdString(notation));
}

QString Explain::outcome(const Step &step)
{
    QStringList parts;
    const Naming naming{step.shape.size(), step.variant.get()};
    if (!step.placements.empty())
        parts << placementList(step.placements, naming);
    if (!step.eliminations.empty())
        parts << eliminationList(step.eliminations, naming);
    return parts.join(Explain::listSeparator());
}

QString Explain::applied(const Step &step)
{
    if (step.placements.size() == 1) {
        const CellDigit placement = step.placements.front();
        return tr("Placed %1 in %2 (%3).")
            .arg(digit(placement.digit), cellText(placement.cell, {step.shape.size(), step.variant.get()}),
                 technique(step.technique));
    }
    return tr("Applied %1: %n candidate(s) struck out.", nullptr, static_cast<int>(step.eliminations.size()))
        .arg(techniqueWithArticle(step.technique));
}

QString Explain::event(const Event &event, int size, const Variant *variant)
{
    const QString digit = Explain::digit(event.digit);
    const Naming naming{size, variant};
    const QString where = event.cell >= 0 ? cellText(event.cell, naming) : QString();
    switch (event.kind) {
    case EventKind::Try:
        return tr("Try %1 in %2").arg(digit, where);
    case EventKind::Reject:
        return tr("%1 clashes with a peer of %2").arg(digit, where);
    case EventKind::Place:
        switch (event.technique) {
        case Technique::None:
            if (event.tentative)
                return tr("Guess %1 in %2 (other digits left to try)").arg(digit, where);
            return tr("Place %1 in %2").arg(digit, where);
        case Technique::FullHouse:
        case Technique::HiddenSingle:
            return tr("%1: %2 in %3")
                .arg(placementText({event.cell, event.digit}, naming), technique(event.technique),
                     unit(event.unit(), size, variant));
        default:
            return tr("%1: %2").arg(placementText({event.cell, event.digit}, naming), technique(event.technique));
        }
    case EventKind::Eliminate:
        if (event.technique == Technique::None)
            return tr("Remove %1 from %2").arg(digit, where);
        return tr("Remove %1 from %2 (%3)").arg(digit, where, technique(event.technique));
    case EventKind::Guess:
        return tr("Guess %1 in %2 (depth %3)").arg(digit, where).arg(event.depth);
    case EventKind::Contradiction:
        if (event.cell >= 0)
            return tr("Dead end: %1 has no candidate left").arg(where);
        return tr("Dead end: %1 has no place left in %2").arg(digit, unit(event.unit(), size, variant));
    case EventKind::Backtrack:
        if (event.depth > 0)
            return tr("Back up: undo the guess in %1 (depth %2)").arg(where).arg(event.depth);
        return tr("Back up: take back %1").arg(where);
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
    case Level::Nightmare:
        return tr("Nightmare");
    case Level::NotUnique:
        break;
    }
    return tr("Not rated");
}

QString Explain::levelTechniques(Level level)
{
    switch (level) {
    case Level::Easy:
        return tr("singles only (on a killer, cage combinations too)");
    case Level::Medium:
        return tr("locked candidates, pairs and triples (on a killer, the 45 rule too)");
    case Level::Hard:
        return tr("quads, fish, skyscrapers, kites and wings");
    case Level::Expert:
        return tr("chains, uniqueness, almost locked sets, exclusion, bigger wings and finned fish");
    case Level::Extreme:
        return tr("forcing chains");
    case Level::Nightmare:
        return tr("forcing chains nested in forcing chains");
    case Level::NotUnique:
        break;
    }
    return tr("no single solution");
}

std::vector<Family> Explain::levelFamilies(Level level)
{
    using F = Family;
    switch (level) {
    case Level::Easy:
        return {F::Single, F::Intersection, F::Subset, F::Cage};
    case Level::Medium:
        return {F::Intersection, F::Subset, F::Cage};
    case Level::Hard:
        return {F::Subset, F::Fish, F::SingleDigit, F::Wing};
    case Level::Expert:
        return {F::Fish, F::SingleDigit, F::Wing, F::Uniqueness, F::Exclusion, F::Chain, F::AlmostLockedSet};
    case Level::Extreme:
    case Level::Nightmare:
        return {F::ForcingChain};
    case Level::NotUnique:
        break;
    }
    return {};
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
    QString text = tr("%1, rated %2.").arg(level(rating.level), difficulty(rating.difficulty));
    if (rating.hardest != Technique::None)
        text += QLatin1Char(' ') + tr("Hardest step: %1.").arg(techniqueWithArticle(rating.hardest));
    if (rating.guesses > 0)
        text += QLatin1Char(' ') + tr("It needs %n guess(es).", nullptr, rating.guesses);
    if (!steps.isEmpty())
        text += QLatin1Char('\n') + tr("Steps: %1.").arg(steps.join(Explain::listSeparator()));
    return text;
}

QString Explain::difficulty(int tenths)
{
    return QLocale().toString(tenths / 10.0, 'f', 1);
}

QString Explain::boardSize(Shape shape)
{
    const QString side = language::number(shape.size());
    return tr("%1×%2", "a board's size").arg(side, side);
}

QString Explain::shape(Shape shape)
{
    const QString size = boardSize(shape);
    if (shape.boxRows == shape.boxColumns)
        return size;
    return tr("%1, boxes %2×%3", "a board's size and its boxes' rows and columns")
        .arg(size, language::number(shape.boxRows), language::number(shape.boxColumns));
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
        return tr("Solves as a person would: the simplest technique that applies, every time, up "
                  "to nested forcing chains. A puzzle with one solution never needs a guess.");
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
