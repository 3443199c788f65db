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
    case Technique::None:
        break;
    }
    return placementText({cell, digit});
}

std::string describe(const Step &step)
{
    const bool single = step.technique == Technique::FullHouse
                     || step.technique == Technique::NakedSingle
                     || step.technique == Technique::HiddenSingle;
    if (single && step.placements.size() == 1) {
        const CellDigit placement = step.placements.front();
        return describeSingle(step.technique, placement.cell, placement.digit,
                              step.units.empty() ? -1 : step.units.front());
    }
    std::string text(techniqueTitle(step.technique));
    const char *separator = ": ";
    for (const CellDigit placement : step.placements) {
        text.append(separator).append(placementText(placement));
        separator = ", ";
    }
    for (const CellDigit elimination : step.eliminations) {
        text.append(separator)
            .append(cellName(elimination.cell))
            .append(" - ")
            .append(std::to_string(elimination.digit));
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
