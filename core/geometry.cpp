#include "geometry.h"

namespace sudoku {

// Compile-time checks of the tables, as Norvig tested his: 27 units of 9, 20 peers.
static_assert(cellsOfUnit[0][8] == 8 && cellsOfUnit[9][8] == 72 && cellsOfUnit[26][8] == 80);
static_assert(unitsOfCell[80][0] == 8 && unitsOfCell[80][1] == 17 && unitsOfCell[80][2] == 26);
static_assert(peersOfCell[0][19] == 72 && peersOfCell[80][0] == 8);

std::string cellName(int cell)
{
    // Built in place: GCC 12 at -O2/-O3 warns falsely (-Wrestrict) on "r" + std::string.
    std::string name = "r0c0";
    name[1] = static_cast<char>('1' + rowOf(cell));
    name[3] = static_cast<char>('1' + columnOf(cell));
    return name;
}

std::string unitName(int unit)
{
    static constexpr const char *kinds[] = {"row ", "column ", "box "};
    return kinds[static_cast<int>(unitKind(unit))] + std::to_string(unitNumber(unit) + 1);
}

} // namespace sudoku
