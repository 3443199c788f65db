// SPDX-License-Identifier: GPL-3.0-or-later
#include "event.h"

#include "format.h"

#include <array>

namespace sudoku {
namespace {

constexpr std::array<std::string_view, EventKindCount> kindNames = {
    "try", "reject", "place", "eliminate", "guess", "contradiction", "backtrack",
};

// "7", or "A" for 10.
std::string digitText(int digit)
{
    return digit <= 9 ? std::to_string(digit) : std::string(1, digitSymbol(digit));
}

// "r1c2=7": a cell and a digit, as terse lines write them (a samurai's cell by its square).
std::string cellDigit(const Event &event, char separator, const Geometry &geometry)
{
    return geometry.cellName(event.cell) + separator + digitText(event.digit);
}

std::string depthSuffix(const Event &event)
{
    return event.depth > 0 ? " depth " + std::to_string(event.depth) : std::string();
}

} // namespace

std::string_view eventKindName(EventKind kind)
{
    return kindNames[static_cast<std::size_t>(kind)];
}

std::string toString(const Event &event, int size)
{
    return toString(event, geometryOf(*Shape::forSize(size)));
}

std::string toString(const Event &event, const Geometry &geometry)
{
    std::string text(eventKindName(event.kind));
    text += ' ';
    switch (event.kind) {
    case EventKind::Try:
    case EventKind::Reject:
    case EventKind::Place:
        text += cellDigit(event, '=', geometry);
        if (event.tentative)
            text += " tentative";
        break;
    case EventKind::Eliminate:
        text += cellDigit(event, '-', geometry);
        break;
    case EventKind::Guess:
        return text + cellDigit(event, '=', geometry) + depthSuffix(event);
    case EventKind::Contradiction:
        if (event.cell >= 0)
            return text + geometry.cellName(event.cell);
        return text + digitText(event.digit) + " in " + geometry.unitName(event.unit());
    case EventKind::Backtrack:
        return text + geometry.cellName(event.cell) + depthSuffix(event);
    }
    if (event.technique != Technique::None)
        text.append(" ").append(techniqueName(event.technique));
    if (event.unit() >= 0)
        text.append(" ").append(geometry.unitName(event.unit()));
    return text;
}

std::string describe(const Event &event, int size)
{
    return describe(event, geometryOf(*Shape::forSize(size)));
}

std::string describe(const Event &event, const Geometry &geometry)
{
    const int size = geometry.size();
    const std::string cell = event.cell >= 0 ? geometry.cellName(event.cell) : std::string();
    const std::string digit = digitText(event.digit);
    switch (event.kind) {
    case EventKind::Try:
        return "try " + digit + " in " + cell;
    case EventKind::Reject:
        return digit + " clashes with a peer of " + cell;
    case EventKind::Place:
        // A single in a variant's diagonal, window or region, or a samurai's, named by the
        // variant's geometry (describeSingle names the shape's units).
        if (event.technique != Technique::None
            && (event.unit() >= 3 * size || geometry.hasIrregularBoxes() || !geometry.isSquare()))
            return "place " + digit + " in " + cell + " (" + std::string(techniqueTitle(event.technique)) + " in "
                 + geometry.unitName(event.unit()) + ")";
        if (event.technique != Technique::None)
            return describeSingle(event.technique, event.cell, event.digit, event.unit(), geometry.shape());
        if (event.tentative)
            return "guess " + digit + " in " + cell + " (other digits left to try)";
        return "place " + digit + " in " + cell;
    case EventKind::Eliminate:
        if (event.technique != Technique::None) {
            return "remove " + digit + " from " + cell + " ("
                 + std::string(techniqueTitle(event.technique)) + ")";
        }
        return "remove " + digit + " from " + cell;
    case EventKind::Guess:
        return "guess " + digit + " in " + cell + " (depth " + std::to_string(event.depth) + ")";
    case EventKind::Contradiction:
        if (event.cell >= 0)
            return cell + " has no candidate left";
        return digit + " has no place left in " + geometry.unitName(event.unit());
    case EventKind::Backtrack:
        if (event.depth > 0)
            return "undo the guess in " + cell + " (depth " + std::to_string(event.depth) + ")";
        return "take back " + cell;
    }
    return toString(event, geometry);
}

Replay::Replay(const Grid &puzzle) : m_board(Board::fromGrid(puzzle)) {}

bool Replay::apply(const Event &event)
{
    const int cell = event.cell;
    const int digit = event.digit;
    const Grid &grid = m_board.grid;
    const bool validCell = cell >= 0 && cell < grid.cellCount();
    const bool validDigit = digit >= 1 && digit <= grid.size();
    const bool empty = validCell && m_board.grid.isEmpty(cell);
    switch (event.kind) {
    case EventKind::Try:
    case EventKind::Reject:
        return empty && validDigit;
    case EventKind::Place:
        if (!empty || !validDigit)
            return false;
        m_board.grid.setDigit(cell, digit);
        return true;
    case EventKind::Eliminate: {
        if (!empty || !validDigit)
            return false;
        Candidates &candidates = m_board.candidates[static_cast<std::size_t>(cell)];
        if (!candidates.contains(digit))
            return false;
        candidates.remove(digit);
        return true;
    }
    case EventKind::Guess:
        if (!empty || !validDigit || event.depth != depth() + 1)
            return false;
        m_restorePoints.push_back({m_board, cell});
        m_board.grid.setDigit(cell, digit);
        return true;
    case EventKind::Contradiction:
        return validCell || (event.unit() >= 0 && event.unit() < grid.geometry().unitCount() && validDigit);
    case EventKind::Backtrack:
        if (event.depth == 0) {
            if (!validCell || empty || m_board.grid.isGiven(cell))
                return false;
            m_board.grid.setDigit(cell, 0);
            return true;
        }
        if (event.depth != depth() || m_restorePoints.back().cell != cell)
            return false;
        m_board = m_restorePoints.back().board;
        m_restorePoints.pop_back();
        return true;
    }
    return false;
}

} // namespace sudoku
