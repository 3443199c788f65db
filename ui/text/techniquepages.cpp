// SPDX-License-Identifier: GPL-3.0-or-later
#include "techniquepages.h"

#include <QtGlobal>

#include <array>

namespace sudoku {
namespace {

struct PageText {
    Technique technique;
    const char *what;
    const char *spot;
};

// One row a technique, in the table's order (technique.h). tst_techniquepages checks that every
// technique has its row.
const auto Pages = std::to_array<PageText>({
    // Singles
    {Technique::FullHouse,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "When a row, a column or a box has one empty cell left, that cell takes the one digit the "
                       "unit is still missing."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for units with eight digits. It is the first thing to fill in, and the easiest.")},
    {Technique::HiddenSingle,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A digit that can go in only one cell of a row, column or box goes there, whatever else that "
                       "cell could hold."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Take a digit and a box (or a line) that lacks it. Every cell where a peer already holds the "
                       "digit is ruled out; when only one cell is left, that is the digit's place. Boxes give most "
                       "of them.")},
    {Technique::NakedSingle,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A cell whose row, column and box together hold every digit but one can only take that one."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look at cells with many filled peers, or at the pencil marks: a cell with one candidate left "
                       "is a naked single.")},
    // Direct techniques
    {Technique::DirectPointing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The places of a digit in a box all lie in one row or column, so the digit is in that line "
                       "inside the box. Another box crossing the line then has one place left for the digit, which "
                       "it takes."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "When a hidden single is almost there in a box, look at the boxes beside it: a digit confined "
                       "to one line of a neighbouring box rules out that line too.")},
    {Technique::DirectClaiming,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The places of a digit in a row or column all lie in one box, so the box holds it in that "
                       "line. Another line crossing the box then has one place left for the digit, which it takes."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look at a line where a digit has two or three places, all inside one box: the rest of that "
                       "box loses the digit, which can leave a single in another line of the box.")},
    {Technique::DirectHiddenPair,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two digits that fit only in the same two cells of a unit fill those cells between them, so "
                       "no other digit goes there. That can leave a third digit with one place left in the unit, "
                       "which it takes."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "In a unit with a digit that has two places, one of them shared with a pair of digits "
                       "confined to two cells: those two cells are taken, and the digit goes to its other place.")},
    {Technique::DirectHiddenTriple,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Three digits that fit only in the same three cells of a unit fill them, so no other digit "
                       "goes there; another digit is left with one place in the unit and takes it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the direct hidden pair, with three digits confined to three cells.")},
    // Intersections
    {Technique::LockedCandidatesPointing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The candidates of a digit in a box all lie in one row or one column. The digit is in that "
                       "line inside the box, so it cannot be anywhere else in the line."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "For each box and digit, see whether its pencil marks line up. Two or three marks in a row of "
                       "a box, and none elsewhere in the box, point along the row and strike the digit from it "
                       "outside the box.")},
    {Technique::LockedCandidatesClaiming,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The candidates of a digit in a row or column all lie in one box. The line's copy of the "
                       "digit is in that box, so the box cannot hold the digit anywhere off the line."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "For each line and digit, see whether its marks fall in one box; the other cells of that box "
                       "lose the digit.")},
    // Subsets
    {Technique::NakedPair,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two cells of a unit that hold only the same two candidates take those two digits between "
                       "them, so no other cell of the unit can hold either."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for two cells with the same two pencil marks in a row, column or box. Cross those two "
                       "digits out of every other cell there (and of the box too, when both cells share one).")},
    {Technique::NakedTriple,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Three cells of a unit whose candidates together are only three digits take those digits, so "
                       "the rest of the unit loses them. A cell need not hold all three: {1,2}, {2,3} and {1,3} are "
                       "a triple."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for three cells with two or three marks each, all drawn from the same three digits.")},
    {Technique::NakedQuad,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Four cells of a unit whose candidates together are four digits take those digits; the other "
                       "cells of the unit lose them."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Four cells with marks from the same four digits. It is rarer and harder to see: count the "
                       "digits the cells use together.")},
    {Technique::HiddenPair,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two digits that fit only in the same two cells of a unit must fill them, so those cells lose "
                       "every other candidate."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "In a unit, look for two digits that each have exactly two places, the same two. The pair is "
                       "hidden among the cells' other marks, which go.")},
    {Technique::HiddenTriple,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Three digits that fit only in the same three cells of a unit fill those cells; their other "
                       "candidates go."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Count the places of each digit in a unit: three digits whose places fall in the same three "
                       "cells.")},
    {Technique::HiddenQuad,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Four digits confined to the same four cells of a unit fill them; the cells' other candidates "
                       "go."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Rare: when a unit has many empty cells, four digits with few places may share four of them.")},
    // Fish
    {Technique::XWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A digit has exactly two places in each of two rows, and they lie in the same two columns. "
                       "Whichever way the two rows place it, the digit takes both columns, so it leaves every other "
                       "cell of those columns. (The same holds with columns and rows swapped.)"),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Use the filter (Alt and the digit) to see one digit's places. Look for two rows whose places "
                       "form the corners of a rectangle.")},
    {Technique::Swordfish,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A digit's places in three rows lie in the same three columns (two or three in each row). The "
                       "three rows put the digit in those three columns, so no other cell of the columns holds it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Filter by the digit and look for three rows with few places, all within three columns; the "
                       "columns' other places go.")},
    {Technique::Jellyfish,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The fish of four lines: a digit's places in four rows lie in four columns; the columns' "
                       "other cells lose it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the swordfish, with four lines. It is rare, and often a smaller fish is hidden in it.")},
    {Technique::FinnedXWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An X-Wing but for one or two extra places of the digit, the fins, in one box. Either a fin "
                       "holds the digit, or the X-Wing stands; a cell that sees the fins and lies in the X-Wing's "
                       "cover column loses the digit either way. (Sashimi: a corner of the X-Wing is missing too.)"),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for an almost X-Wing whose extra places sit in the box of one of its corners. Only the "
                       "cells of the cover line inside that box can lose the digit.")},
    {Technique::FinnedSwordfish,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A swordfish with fins in one box: the cells of a cover line in the fins' box lose the digit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the finned X-Wing, with three lines.")},
    {Technique::FinnedJellyfish,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A jellyfish with fins in one box: the cells of a cover line in the fins' box lose the digit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the finned X-Wing, with four lines.")},
    // Single-digit patterns
    {Technique::Skyscraper,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two rows where a digit has two places each (two strong links), sharing one column at their "
                       "bases. One of the two tops holds the digit, so a cell that sees both tops loses it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Filter by a digit and look for two lines with two places each, one end of each in the same "
                       "cross line: the other two ends are the tops.")},
    {Technique::TwoStringKite,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A strong link in a row and one in a column whose ends meet in one box. One of the two far "
                       "ends holds the digit, so a cell seeing both loses it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for a row and a column with two places each for a digit, one end of each in a shared "
                       "box.")},
    {Technique::TurbotFish,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two strong links on one digit joined by a weak link, at least one of them in a box. One of "
                       "the two outer ends holds the digit; a cell that sees both loses it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Find a digit with two places in a box and two in a line; when an end of one sees an end of "
                       "the other, look at what sees both other ends.")},
    {Technique::EmptyRectangle,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A box whose places for a digit all lie in one row and one column (an L or a cross), joined "
                       "to a strong link in a line. The box holds the digit in its row or its column, which makes "
                       "the far end of the strong link true or rules out one cell."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for a box with three to five places for a digit, none outside one row and one column of "
                       "it, and a line with two places for the digit that crosses one of them.")},
    {Technique::GroupedTurbotFish,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A turbot fish where a link joins groups of places (a digit's places where a box and a line "
                       "cross) rather than single cells."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the turbot fish, reading two or three places inside a box and line as one end.")},
    {Technique::ThreeLinkXChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Three strong links on one digit in a row, joined by weak links. One of the chain's two ends "
                       "holds the digit; a cell seeing both ends loses it. When the ends see each other, it is a "
                       "loop."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Follow a digit from a unit where it has two places to another, and another: what sees both "
                       "ends of the chain loses it.")},
    {Technique::FourLinkXChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Four strong links on one digit, joined by weak links: one end holds the digit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the three-link chain, one link longer.")},
    {Technique::SimpleColouring,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Colour a digit's conjugate pairs (units where it has two places) in two colours, alternating "
                       "along the pairs. One colour is the truth. A cell that sees both colours loses the digit; two "
                       "cells of one colour in a unit make that colour false."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Use the colour pens: start at a pair, give its ends two colours, and go on from each end "
                       "through its other pairs.")},
    {Technique::MultiColouring,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two clusters of colours on one digit. When a colour of one cluster sees a colour of the "
                       "other, at least one of the two opposite colours is true, so a cell seeing both of those "
                       "loses the digit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "After simple colouring finds nothing, colour a second cluster and see how the clusters "
                       "touch.")},
    // Wings
    {Technique::XYWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A pivot cell holding only {x,y} sees two pincers, {x,z} and {y,z}. Whatever the pivot holds, "
                       "one pincer holds z, so a cell seeing both pincers loses z."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look at cells with two candidates: for each, find two bivalue peers that share one digit "
                       "with it and one digit, z, with each other.")},
    {Technique::XYZWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A pivot holding {x,y,z} sees pincers {x,z} and {y,z}. One of the three holds z, so a cell "
                       "seeing all three loses z."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the XY-Wing, with a pivot of three candidates: only the cells that see the pivot too can "
                       "lose z.")},
    {Technique::WWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two cells holding only {x,y}, far apart, and a strong link on x whose ends each see one of "
                       "them. One of the two cells holds y, so a cell seeing both loses y."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for two identical bivalue cells that do not see each other, then for a unit where x has "
                       "two places that join them.")},
    {Technique::WXYZWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Four cells holding four digits between them, where every digit but z is restricted (its "
                       "cells all see each other). z is in one of the cells that hold it, so what sees all of them "
                       "loses z."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A bent naked quad: four cells within two units holding four digits together.")},
    {Technique::VWXYZWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The wing of five cells holding five digits: as the WXYZ-Wing, one size up."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Five cells within two units whose marks use five digits.")},
    {Technique::UVWXYZWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The wing of six cells holding six digits."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Six cells within two units whose marks use six digits.")},
    {Technique::TUVWXYZWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The wing of seven cells holding seven digits."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Seven cells within two units whose marks use seven digits.")},
    // Uniqueness
    {Technique::UniqueRectangleType1,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Four cells in two rows, two columns and two boxes could swap x and y if all four held only "
                       "{x,y}, giving a second solution. The puzzle has one, so the one corner holding more cannot "
                       "be x or y."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for three bivalue cells with the same pair at three corners of a rectangle spanning two "
                       "boxes; the fourth corner loses the pair.")},
    {Technique::UniqueRectangleType2,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A unique rectangle whose two extra corners hold the same one extra digit z. One of them must "
                       "hold z, so a cell seeing both loses z."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two corners {x,y}, two corners {x,y,z} in a line: strike z from what sees both.")},
    {Technique::UniqueRectangleType3,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The extra corners of a unique rectangle, with their extra digits, act as one cell: with "
                       "other cells of their unit they make a naked set, whose digits leave the rest of the unit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Treat the extra digits of the two corners as a pseudo-cell and look for a naked pair or "
                       "triple with it.")},
    {Technique::UniqueRectangleType4,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "In the two extra corners of a unique rectangle, x has no other place in their shared unit, "
                       "so one of them holds x; neither may then hold y."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A rectangle with two extra corners in a line where x has only those two places: they lose y.")},
    {Technique::UniqueRectangleType5,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A unique rectangle with the same extra digit in two diagonal corners or in three: a cell "
                       "seeing all of those corners loses it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the type 2, with the extra corners diagonal or three of them.")},
    {Technique::UniqueLoopType1,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A loop of six or more cells holding {x,y}, two in every unit it passes, could swap x and y. "
                       "Its one cell holding more loses x and y."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Follow cells with the same pair through rows, columns and boxes until you come back.")},
    {Technique::UniqueLoopType2,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A unique loop whose extra cells hold one extra digit: a cell seeing them all loses it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the unique rectangle type 2, on a longer loop.")},
    {Technique::UniqueLoopType3,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A unique loop whose extra cells form a naked set with others of their unit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the unique rectangle type 3, on a longer loop.")},
    {Technique::UniqueLoopType4,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A unique loop whose two extra cells in a unit must hold x there: they lose y."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the unique rectangle type 4, on a longer loop.")},
    {Technique::HiddenRectangle,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Four corners holding x and y, one of them only these two. When x has no other place in the "
                       "row and the column of the opposite corner, that corner cannot be y."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "From a bivalue corner, look at the opposite corner's row and column: strong links on x along "
                       "both.")},
    {Technique::AvoidableRectangleType1,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Three corners of a rectangle are solved as x, y and y, none of them a given. If the fourth "
                       "were x, the four could swap and the puzzle would have two solutions: the fourth loses x."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Only with digits you placed yourself: look for rectangles of placed digits with one empty "
                       "corner.")},
    {Technique::AvoidableRectangleType2,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two corners of a line solved as x and y, none a given; the other two hold y or x and one "
                       "more digit z. One of them must be z: a cell seeing both loses z."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the avoidable rectangle type 1, with two empty corners sharing an extra digit.")},
    {Technique::BugType1,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "If every empty cell held two candidates and every digit two places in each unit, the board "
                       "would have two solutions or none (a bivalue universal grave). When one cell holds three, it "
                       "must hold the digit that breaks the grave."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Late in a puzzle, when all cells but one hold two candidates: that one takes the candidate "
                       "that appears three times in its units.")},
    {Technique::BugType2,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A grave broken by the same extra digit in several cells: one of them holds it, so what sees "
                       "them all loses it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Almost every cell bivalue, the extra cells sharing one digit.")},
    {Technique::BugType3,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A grave whose extra digits form a naked set with other cells of their unit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Almost every cell bivalue; the extras together with some cells make a pair or triple.")},
    {Technique::BugType4,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two extra cells of one unit, whose extra digits break the grave, share one more digit that "
                       "must then go elsewhere: they lose it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Almost every cell bivalue; two three-candidate cells in one unit.")},
    // Exclusion
    {Technique::AlignedPairExclusion,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two cells that see each other (or share cells they both see) cannot take a pair of digits "
                       "that would leave a cell they both see without a candidate. A digit no allowed pair uses "
                       "leaves its cell."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Pick two cells with few candidates and list their pairs; strike the pairs that empty a "
                       "common bivalue peer.")},
    {Technique::AlignedTripleExclusion,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The same with three cells: a digit no allowed combination uses leaves its cell."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Slow by hand: list the combinations of three cells against their common peers.")},
    // Chains
    {Technique::XChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An alternating chain on one digit: strong links (a unit with two places) joined by weak "
                       "links. One of its two ends holds the digit, so a cell seeing both ends loses it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Filter by the digit and walk from a strong link to a cell that sees its end, then across "
                       "another strong link, and so on.")},
    {Technique::XCycle,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A loop of strong and weak links on one digit. Every weak link of the loop is then strong "
                       "too, so places that see both ends of one lose the digit; or the loop forces a digit in or "
                       "out of a cell."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An X-chain whose end comes back to its start.")},
    {Technique::XYChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A chain through bivalue cells: each cell's other digit is the next cell's first. One end "
                       "holds the digit the chain starts and ends with, so a cell seeing both ends loses it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Start at a bivalue cell holding {z,a} and go from cell to cell through the shared digit, "
                       "until a cell holds z.")},
    {Technique::RemotePair,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An XY-chain of cells all holding the same two digits. Cells an odd number of links apart "
                       "hold opposite digits, so a cell seeing two of them loses both digits."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Several cells with the same pair, each seeing the next.")},
    {Technique::XYCycle,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An XY-chain that closes on itself: every link is then strong, and cells seeing both ends of "
                       "a link lose its digit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An XY-chain whose last cell sees its first through their shared digit.")},
    {Technique::AlternatingInferenceChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A chain of candidates where a strong link (of a unit or a bivalue cell) and a weak link "
                       "alternate, so that if the first is false the last is true. A candidate that sees both ends "
                       "is false."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Mix X-chains and XY-chains: follow strong links of both kinds. The board draws the chain "
                       "with its links numbered as the text reads.")},
    {Technique::ContinuousNiceLoop,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An alternating chain that comes back to its start: each weak link of it becomes strong, and "
                       "whatever sees both ends of one loses the digit."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An AIC whose end links back to its beginning.")},
    {Technique::GroupedAlternatingInferenceChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An AIC whose nodes may be groups: a digit's places where a box and a line cross, read as one "
                       "node that is true when the digit is in one of them."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Where a chain stops at a box with two places for its digit in a line, take the two as one "
                       "node.")},
    {Technique::GroupedNiceLoop,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A continuous nice loop with groups."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the grouped AIC, closing into a loop.")},
    {Technique::AlsAlternatingInferenceChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "An AIC that passes through almost locked sets: N cells of a unit holding N + 1 digits. "
                       "Without one of its digits the set holds each of the others, a strong link that a chain can "
                       "use."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "When a chain stops, look for a set of cells that, lacking the chain's digit, would be a "
                       "naked set.")},
    // Almost locked sets
    {Technique::SueDeCoq,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two or three cells where a box and a line cross hold digits that split between a set in the "
                       "line and a set in the box. Each digit stays where it must; the rest of the line and box lose "
                       "the sets' digits."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look at a box-line intersection with two or three cells holding four or five digits, and "
                       "bivalue cells in the line and the box that take part of them.")},
    {Technique::AlsXZ,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Two almost locked sets sharing a restricted common digit x (every x in one sees every x in "
                       "the other). At most one holds x, so the other is locked: a digit z both hold leaves what "
                       "sees all its places in them."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Find two sets of N cells with N + 1 digits, linked by a digit whose places all see each "
                       "other.")},
    {Technique::AlsXYWing,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A pivot set linked to two other sets by two different restricted commons: a digit those two "
                       "sets share leaves what sees all of it in them."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the XY-Wing, with almost locked sets for cells.")},
    {Technique::AlsChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A chain of four or more almost locked sets, each linked to the next by a restricted common: "
                       "a digit both end sets hold leaves what sees all of it in them."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Long ALS-XZ links, one after the other.")},
    {Technique::DeathBlossom,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A stem cell whose every candidate is a restricted common with a petal set of its own. "
                       "Whichever digit the stem holds, one petal is locked: a digit every petal holds leaves what "
                       "sees all of it in them."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A cell with two or three candidates, each linking it to a different almost locked set.")},
    // Forcing chains
    {Technique::NishioForcingChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Suppose a digit in a cell and follow what it forces for that digit alone: when the digit is "
                       "left without a place in a unit, the supposition is false."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Hard by hand: try a candidate and follow only its own digit.")},
    {Technique::CellForcingChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Follow each candidate of a cell in turn: when every one of them leads to the same "
                       "conclusion, the conclusion holds."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Start from a cell with two or three candidates and follow each one's consequences.")},
    {Technique::UnitForcingChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Follow each place of a digit in a unit: when every one leads to the same conclusion, it "
                       "holds."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Start from a digit with two or three places in a unit.")},
    {Technique::DynamicContradictionChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Suppose a candidate and follow everything it forces, the board changing as it goes: when it "
                       "leads to a contradiction, the candidate is false."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The hint shows the chain's branches one at a time; step through them with the panel's "
                       "arrows.")},
    {Technique::DoubleForcingChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Follow a candidate and its absence: when both lead to the same conclusion, it holds."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the dynamic contradiction chain, following both cases.")},
    {Technique::DynamicCellForcingChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A cell forcing chain whose branches change the board as they go (dynamic chains)."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the cell forcing chain, following each branch further.")},
    {Technique::DynamicUnitForcingChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A unit forcing chain whose branches are dynamic chains."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "As the unit forcing chain, following each branch further.")},
    {Technique::DynamicForcingChainPlus,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Dynamic forcing chains whose branches also apply the simple techniques (locked candidates, "
                       "subsets, fish) on the board as they leave it."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Beyond hand solving for most players: watch how the hint's branches use patterns inside "
                       "them.")},
    {Technique::NestedForcingChain,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Forcing chains whose branches apply forcing chains of their own. They solve the hardest "
                       "puzzles known without a guess."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "For the hardest puzzles only: read the branches one at a time, each inner chain as a step of "
                       "its own.")},
    {Technique::CageCombination,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "A killer cage holds different digits that add up to its sum. Only a few sets of digits do: "
                       "two cells adding up to 3 hold 1 and 2, three adding up to 24 hold 7, 8 and 9. A digit that no "
                       "set fitting the cells' candidates uses can go from every cell of the cage."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Start with the cages of extreme sums (small or large for their size), then those whose cells "
                       "have lost candidates: list the sets that add up to the sum and keep those the candidates allow.")},
    {Technique::InniesOuties,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "The 45 rule: the digits of a row, a column or a box add up to 45 (of two rows, 90). Take off the "
                       "cages wholly inside it: the cells they leave (the innies) add up to the rest. Or add up the "
                       "cages that reach out of it: their cells outside (the outies) add up to what their cells inside "
                       "do not. One cell left names its digit; a few cells make a cage of their own."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Look for a row, column or box that the cages cover but for one or two cells, or that one or two "
                       "cages just stick out of.")},
    {Technique::CageUnitInteraction,
     QT_TRANSLATE_NOOP("TechniquePages",
                       "When every set that fits a cage holds the same digit, the cage holds it, in one of its cells "
                       "that can take it. A cell that sees all of those cells cannot: in a cage inside one row, the "
                       "digit leaves the rest of the row."),
     QT_TRANSLATE_NOOP("TechniquePages",
                       "Find a digit common to every set of a cage, see where in the cage it can go, and strike it from "
                       "the cells that see all those places.")},
});

} // namespace

TechniquePages::Page TechniquePages::page(Technique technique)
{
    for (const PageText &row : Pages) {
        if (row.technique == technique)
            return {tr(row.what), tr(row.spot)};
    }
    return {};
}

} // namespace sudoku
