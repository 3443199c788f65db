#include "explain.h"

#include <QStringList>

namespace sudoku {

QString Explain::cell(int cell)
{
    return QStringLiteral("r%1c%2").arg(rowOf(cell) + 1).arg(columnOf(cell) + 1);
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
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return tr("%1 and %2", "the last of a list of cells").arg(names.join(QStringLiteral(", ")), last);
}

QString Explain::technique(Technique technique)
{
    switch (technique) {
    case Technique::None:
        return {};
    case Technique::FullHouse:
        return tr("full house");
    case Technique::NakedSingle:
        return tr("naked single");
    case Technique::HiddenSingle:
        return tr("hidden single");
    default:
        break;
    }
    // A technique without its own words here yet reads by the core's name.
    const std::string_view title = techniqueTitle(technique);
    return QString::fromUtf8(title.data(), static_cast<qsizetype>(title.size()));
}

QString Explain::nudge(const Step &step)
{
    const int where = hintUnit(step);
    if (where < 0)
        return tr("Look for a %1.").arg(technique(step.technique));
    return tr("Look for a %1 in %2.").arg(technique(step.technique), unit(where));
}

QString Explain::step(const Step &step)
{
    if (step.placements.size() == 1) {
        const CellDigit placement = step.placements.front();
        const QString head = tr("%1 = %2").arg(cell(placement.cell)).arg(placement.digit);
        const int where = step.units.empty() ? -1 : step.units.front();
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
        default:
            break;
        }
    }
    // The general form: the technique, then what it writes and strikes out.
    QStringList parts;
    for (const CellDigit placement : step.placements)
        parts << tr("%1 = %2").arg(cell(placement.cell)).arg(placement.digit);
    for (const CellDigit elimination : step.eliminations)
        parts << tr("%1 cannot be %2").arg(cell(elimination.cell)).arg(elimination.digit);
    return tr("%1: %2.").arg(technique(step.technique), parts.join(QStringLiteral("; ")));
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
        return tr("Applied a %1: 1 candidate struck out.").arg(technique(step.technique));
    return tr("Applied a %1: %2 candidates struck out.").arg(technique(step.technique)).arg(step.eliminations.size());
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
