#include "step.h"

#include <algorithm>
#include <array>

namespace sudoku {
namespace {

struct TechniqueInfo {
    Technique technique;
    std::string_view name;  // stable, for the command line
    std::string_view title; // for sentences
};

constexpr std::array<TechniqueInfo, TechniqueCount> techniqueInfo = {{
    {Technique::None, "", ""},
    {Technique::FullHouse, "full-house", "full house"},
    {Technique::NakedSingle, "naked-single", "naked single"},
    {Technique::HiddenSingle, "hidden-single", "hidden single"},
    {Technique::LockedCandidatesPointing, "locked-candidates-pointing",
     "locked candidates (pointing)"},
    {Technique::LockedCandidatesClaiming, "locked-candidates-claiming",
     "locked candidates (claiming)"},
    {Technique::NakedPair, "naked-pair", "naked pair"},
    {Technique::HiddenPair, "hidden-pair", "hidden pair"},
    {Technique::NakedTriple, "naked-triple", "naked triple"},
    {Technique::HiddenTriple, "hidden-triple", "hidden triple"},
    {Technique::XWing, "x-wing", "X-Wing"},
    {Technique::Swordfish, "swordfish", "swordfish"},
    {Technique::Skyscraper, "skyscraper", "skyscraper"},
    {Technique::TwoStringKite, "two-string-kite", "2-string kite"},
    {Technique::XYWing, "xy-wing", "XY-Wing"},
    {Technique::XYZWing, "xyz-wing", "XYZ-Wing"},
    {Technique::WWing, "w-wing", "W-Wing"},
    {Technique::NakedQuad, "naked-quad", "naked quad"},
    {Technique::Jellyfish, "jellyfish", "jellyfish"},
    {Technique::HiddenQuad, "hidden-quad", "hidden quad"},
    {Technique::UniqueRectangleType1, "unique-rectangle-type-1", "unique rectangle (type 1)"},
    {Technique::BugPlusOne, "bug-plus-one", "BUG+1"},
    {Technique::XChain, "x-chain", "X-chain"},
}};

// The table is indexed by the enum: its rows must follow the enum's order.
constexpr bool tableFollowsEnum()
{
    for (std::size_t i = 0; i < techniqueInfo.size(); ++i) {
        if (static_cast<std::size_t>(techniqueInfo[i].technique) != i)
            return false;
    }
    return true;
}
static_assert(tableFollowsEnum());

const TechniqueInfo &infoOf(Technique technique)
{
    return techniqueInfo[static_cast<std::size_t>(technique)];
}

std::string placementText(CellDigit placement)
{
    return cellName(placement.cell) + " = " + std::to_string(placement.digit);
}

std::string eliminationText(CellDigit elimination)
{
    return cellName(elimination.cell) + " - " + std::to_string(elimination.digit);
}

// "a", "a and b", "a, b and c".
std::string joinWithAnd(const std::vector<std::string> &items)
{
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            text += i + 1 == items.size() ? " and " : ", ";
        text += items[i];
    }
    return text;
}

// "r1c2 and r1c5": cells[first], ..., cells[first + count - 1].
std::string cellsText(const std::vector<int> &cells, std::size_t first, std::size_t count)
{
    std::vector<std::string> names;
    for (std::size_t i = first; i < first + count && i < cells.size(); ++i)
        names.push_back(cellName(cells[i]));
    return joinWithAnd(names);
}

std::string digitsText(Candidates digits)
{
    std::vector<std::string> names;
    for (const int digit : digits)
        names.push_back(std::to_string(digit));
    return joinWithAnd(names);
}

// "rows 2 and 6" when the units are of one kind, else "row 1 and box 1".
std::string unitsText(const std::vector<int> &units)
{
    static constexpr const char *plurals[] = {"rows ", "columns ", "boxes "};
    const auto sameKind = [&units](int unit) { return unitKind(unit) == unitKind(units.front()); };
    std::vector<std::string> names;
    if (units.size() > 1 && std::all_of(units.begin(), units.end(), sameKind)) {
        for (const int unit : units)
            names.push_back(std::to_string(unitNumber(unit) + 1));
        return plurals[static_cast<int>(unitKind(units.front()))] + joinWithAnd(names);
    }
    for (const int unit : units)
        names.push_back(unitName(unit));
    return joinWithAnd(names);
}

// The step's pattern digits in one cell: "3 and 7".
std::string candidatesIn(const Step &step, int cell)
{
    Candidates digits;
    for (const CellDigit candidate : step.candidates) {
        if (candidate.cell == cell)
            digits.add(candidate.digit);
    }
    return digitsText(digits);
}

// "r1c1 = r1c5 - r3c5 = r3c9": a chain's cells, "=" for a strong link, "-" for a weak one.
std::string chainText(const std::vector<Link> &links)
{
    std::string text = cellName(links.front().from.cell);
    for (const Link &link : links)
        text.append(link.strong ? " = " : " - ").append(cellName(link.to.cell));
    return text;
}

// The sentence of a step that only eliminates, without its eliminations ("..., so " follows);
// empty when the step does not have its technique's shape (step.h's table).
std::string patternText(const Step &step)
{
    const auto &cells = step.cells;
    const auto &units = step.units;
    const auto &covers = step.coverUnits;
    const std::string d = std::to_string(step.digits.first());
    const std::size_t size = cells.size();
    switch (step.technique) {
    case Technique::LockedCandidatesPointing:
    case Technique::LockedCandidatesClaiming:
        if (units.size() != 1 || covers.size() != 1)
            break;
        return d + " in " + unitName(units[0]) + " lies only in " + unitName(covers[0]);
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        if (units.empty())
            break;
        return cellsText(cells, 0, size) + " hold only " + digitsText(step.digits) + " in "
             + unitsText(units);
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        if (units.size() != 1)
            break;
        return digitsText(step.digits) + " fit only in " + cellsText(cells, 0, size) + " in "
             + unitName(units[0]);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
        if (units.empty() || covers.empty())
            break;
        return d + " in " + unitsText(units) + " lies only in " + unitsText(covers);
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
        if (units.size() != 2 || covers.size() != 1 || size != 4)
            break;
        return "in " + unitName(units[0]) + ", " + d + " lies only in " + cellsText(cells, 0, 2)
             + "; in " + unitName(units[1]) + ", only in " + cellsText(cells, 2, 2) + "; "
             + cellsText(cells, 1, 2) + " share " + unitName(covers[0]) + ": "
             + cellName(cells[0]) + " or " + cellName(cells[3]) + " is " + d;
    case Technique::XYWing:
    case Technique::XYZWing: {
        if (size != 3 || step.eliminations.empty())
            break;
        std::string text = cellName(cells[0]) + " holds " + candidatesIn(step, cells[0]);
        for (std::size_t i = 1; i < size; ++i)
            text += ", " + cellName(cells[i]) + " holds " + candidatesIn(step, cells[i]);
        text += ':';
        const std::string z = std::to_string(step.eliminations.front().digit);
        if (step.technique == Technique::XYZWing)
            return text + " one of the three is " + z;
        return text + " whichever " + cellName(cells[0]) + " is, " + cellName(cells[1]) + " or "
             + cellName(cells[2]) + " is " + z;
    }
    case Technique::WWing: {
        if (size != 4 || units.size() != 1 || step.eliminations.empty())
            break;
        const int y = step.eliminations.front().digit;
        Candidates x = step.digits;
        x.remove(y);
        return cellsText({cells[0], cells[3]}, 0, 2) + " hold only " + digitsText(step.digits)
             + "; in " + unitName(units[0]) + ", " + digitsText(x) + " lies only in "
             + cellsText(cells, 1, 2) + ": " + cellName(cells[0]) + " or " + cellName(cells[3])
             + " is " + std::to_string(y);
    }
    case Technique::XChain:
        if (step.links.empty())
            break;
        return d + " in " + chainText(step.links) + ": " + cellName(step.links.front().from.cell)
             + " or " + cellName(step.links.back().to.cell) + " is " + d;
    case Technique::UniqueRectangleType1:
        if (size != 4)
            break;
        return cellsText(cells, 0, 3) + " hold only " + digitsText(step.digits) + "; if "
             + cellName(cells[3]) + " did too, " + digitsText(step.digits)
             + " could swap for a second solution";
    case Technique::None:
    case Technique::FullHouse:
    case Technique::NakedSingle:
    case Technique::HiddenSingle:
    case Technique::BugPlusOne:
        break;
    }
    return {};
}

} // namespace

std::string_view techniqueName(Technique technique)
{
    return infoOf(technique).name;
}

std::string_view techniqueTitle(Technique technique)
{
    return infoOf(technique).title;
}

std::optional<Technique> techniqueFromName(std::string_view name)
{
    const auto named = [name](const TechniqueInfo &info) { return info.name == name; };
    const auto found = std::find_if(techniqueInfo.begin() + 1, techniqueInfo.end(), named);
    if (found == techniqueInfo.end())
        return std::nullopt;
    return found->technique;
}

Step singleStep(Technique technique, int cell, int digit, int unit)
{
    Step step;
    step.technique = technique;
    step.placements = {{cell, digit}};
    if (unit >= 0)
        step.units = {unit};
    step.cells = {cell};
    step.candidates = {{cell, digit}};
    step.digits = Candidates::single(digit);
    return step;
}

int hintUnit(const Step &step)
{
    if (!step.units.empty())
        return step.units.front();
    if (!step.cells.empty())
        return boxUnit(boxOf(step.cells.front()));
    return -1;
}

std::string describeSingle(Technique technique, int cell, int digit, int unit)
{
    const std::string head = placementText({cell, digit}) + ": "
                           + std::string(techniqueTitle(technique)) + " \u2014 ";
    const std::string d = std::to_string(digit);
    switch (technique) {
    case Technique::FullHouse:
        return head + "the last empty cell of " + unitName(unit);
    case Technique::NakedSingle:
        return head + d + " is the only candidate left in " + cellName(cell);
    case Technique::HiddenSingle:
        return head + d + " fits nowhere else in " + unitName(unit);
    case Technique::BugPlusOne:
        return head + "every other empty cell has two candidates; without " + d + " in "
             + cellName(cell) + " each digit would have two places in every unit, and such a "
             + "board never has exactly one solution";
    default: // the techniques that eliminate have no placement to describe
        break;
    }
    return placementText({cell, digit});
}

std::string describe(const Step &step)
{
    const bool placing = step.technique == Technique::FullHouse
                      || step.technique == Technique::NakedSingle
                      || step.technique == Technique::HiddenSingle
                      || step.technique == Technique::BugPlusOne;
    if (placing && step.placements.size() == 1) {
        const CellDigit placement = step.placements.front();
        return describeSingle(step.technique, placement.cell, placement.digit,
                              step.units.empty() ? -1 : step.units.front());
    }
    std::vector<std::string> eliminations;
    for (const CellDigit elimination : step.eliminations)
        eliminations.push_back(eliminationText(elimination));
    const std::string title(techniqueTitle(step.technique));
    if (!placing && step.placements.empty() && !eliminations.empty()) {
        if (const std::string pattern = patternText(step); !pattern.empty()) {
            std::string text = title + ": " + pattern + ", so ";
            for (const std::string &elimination : eliminations)
                text.append(elimination).append(", ");
            text.resize(text.size() - 2);
            return text;
        }
    }
    std::string text = title;
    const char *separator = ": ";
    for (const CellDigit placement : step.placements) {
        text.append(separator).append(placementText(placement));
        separator = ", ";
    }
    for (const std::string &elimination : eliminations) {
        text.append(separator).append(elimination);
        separator = ", ";
    }
    return text;
}

void applyStep(Board &board, const Step &step)
{
    for (const CellDigit placement : step.placements)
        board.place(placement.cell, placement.digit);
    for (const CellDigit elimination : step.eliminations)
        board.candidates[static_cast<std::size_t>(elimination.cell)].remove(elimination.digit);
}

} // namespace sudoku
