// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The techniques: what a person can use to make progress without guessing, and the one table
// that says everything about each — its stable name, its words, its family, its level and its
// difficulty on Sudoku Explainer's scale. The step finder (stepfinder.h), the rating
// (rating.h), the explanations (explain.h) and the window all read this table.
//
// Adding a technique: its name in the enum below; its row in the table (technique.cpp) with its
// finder, and its place in the search plan beside the table; the finder and its sentences in
// the family's file under core/techniques/. Nothing else lists techniques: the step finder
// runs the plan, the rating and the explanations read the rows.
//
// Difficulties are in tenths of Sudoku Explainer's scale (26 is 2.6), the scale the rating
// reports: a step's difficulty is its technique's base plus what the finder adds for its size
// or length (Step::difficulty), and a puzzle's rating is its hardest step.

#include "phrase.h"

#include <bitset>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace sudoku {

// How hard a puzzle is for a person, by the hardest technique its solve needs. Stable order:
// a later level is always harder.
enum class Level : std::uint8_t {
    Easy,      // singles (and singles a locked candidate or hidden subset opens); a killer's
               // cage combinations
    Medium,    // locked candidates, naked and hidden pairs and triples
    Hard,      // basic and finned fish, single-digit patterns, wings, quads
    Expert,    // uniqueness, bigger wings, chains, almost locked sets, exclusion
    Extreme,   // forcing chains and nets: Nishio, cell and unit forcing, dynamic
    Nightmare, // nested forcing chains: chains inside chains
    NotUnique, // no solution or several: not rated (the uniqueness techniques would mislead)
};
inline constexpr int LevelCount = 7;

// "easy", ..., "nightmare", "not-unique": stable, for the command line.
std::string_view levelName(Level level);
std::optional<Level> levelFromName(std::string_view name);

// Families: techniques that reason alike, for nudges and grouping.
enum class Family : std::uint8_t {
    None,
    Single,       // a digit placed in a cell
    Intersection, // a box and a line
    Subset,       // naked and hidden pairs, triples, quads
    Fish,         // a digit's places in base lines covered by as many cover lines
    SingleDigit,  // strong links of one digit
    Wing,         // a pivot and pincers
    Uniqueness,   // a pattern that would allow a second solution
    Chain,        // alternating chains and loops
    AlmostLockedSet, // sets of N cells in a unit holding N + 1 digits, and what links them
    Exclusion,    // aligned pair and triple exclusion
    ForcingChain, // every branch of a choice leads to the same conclusion, or one is absurd
    Cage,         // a killer's sums: the digits cells adding up to a sum can hold
};

// Every technique, grouped by family. The order of the enum is not the order they are tried
// in (the search plan in technique.cpp says that) and only the names are stable, never the numbers.
enum class Technique : std::uint8_t {
    None, // not a deduction: a search algorithm's own move, or a guess
    // Singles
    FullHouse,    // the last empty cell of a unit takes the unit's missing digit
    HiddenSingle, // a digit with one place left in a unit goes there
    NakedSingle,  // a cell with one candidate left takes it
    // Direct techniques: a pattern that leaves a digit one place in another unit, which it
    // takes (the pattern's own eliminations are not made: Sudoku Explainer's singles aid)
    DirectPointing,     // a digit's places in a box all lie in one line, so in another box
                        // crossing that line it has one place left
    DirectClaiming,     // a digit's places in a line all lie in one box, so in another line
                        // crossing that box it has one place left
    DirectHiddenPair,   // a hidden pair takes two cells of a unit, where another digit then
                        // has one place left
    DirectHiddenTriple, // a hidden triple does, likewise
    // Intersections
    LockedCandidatesPointing, // a digit's places in a box all lie in one line: not elsewhere
                              // in that line
    LockedCandidatesClaiming, // a digit's places in a line all lie in one box: not elsewhere
                              // in that box
    // Subsets
    NakedPair,    // two cells of a unit hold only the same two digits: not elsewhere in it
    NakedTriple,  // three cells, three digits, as a naked pair
    NakedQuad,    // four cells, four digits, as a naked pair
    HiddenPair,   // two digits of a unit fit only in the same two cells: nothing else there
    HiddenTriple, // three digits, three cells, as a hidden pair
    HiddenQuad,   // four digits, four cells, as a hidden pair
    // Fish
    XWing,        // a digit's places in two rows lie in two columns (or the other way
                  // round): not elsewhere in those columns
    Swordfish,    // the same with three lines
    Jellyfish,    // the fish with four lines
    FinnedXWing,     // an X-Wing but for fins in one box: the covers' cells there that are
                     // outside the base lines lose the digit (sashimi: a base line has one
                     // place left without the fins)
    FinnedSwordfish, // the same with three lines
    FinnedJellyfish, // the same with four lines
    // Single-digit patterns: strong links on one digit (units where it has two places, or
    // two groups of places) joined end to end by weak links
    Skyscraper,        // two strong links in parallel lines
    TwoStringKite,     // strong links in a row and a column
    TurbotFish,        // two strong links, one of them (or both) in a box
    EmptyRectangle,    // a box whose places for the digit all lie in one row and one column,
                       // and a strong link joined to it
    GroupedTurbotFish, // two strong links, one of them (or both) between groups of places
    ThreeLinkXChain,   // three strong links in a chain, or in a loop
    FourLinkXChain,    // four strong links in a chain, or in a loop
    SimpleColouring,   // a digit's conjugate pairs in two colours: a cell seeing both colours
                       // loses it (trap); two cells of one colour in a unit make it false (wrap)
    MultiColouring,    // two clusters of one digit, a colour of each seeing the other: a cell
                       // seeing both remaining colours loses it
    // Wings
    XYWing,       // a pivot {x,y} sees pincers {x,z} and {y,z}: z leaves what sees both
    XYZWing,      // a pivot {x,y,z} sees pincers {x,z} and {y,z}: z leaves what sees all three
    WWing,        // two cells holding only {x,y}, joined by a strong link on x: y leaves what
                  // sees both
    WXYZWing,     // three cells that see each other hold four digits; a cell {x,z} sees
                  // every one of them holding x: z leaves what sees all that hold z
    VWXYZWing,    // the same with four cells holding five digits
    UVWXYZWing,   // five cells, six digits
    TUVWXYZWing,  // six cells, seven digits
    // Uniqueness: only on a board with exactly one solution (stepfinder.h). A unique
    // rectangle is a unique loop of four cells: cells holding {x,y} in pairs in every unit
    // they touch, where x and y could swap for a second solution.
    UniqueRectangleType1, // one corner holds more: it loses x and y
    UniqueRectangleType2, // the corners holding more hold one more digit: it leaves what sees
                          // them all
    UniqueRectangleType3, // the corners holding more form a naked or hidden set with other
                          // cells of their unit
    UniqueRectangleType4, // x has no other place in a unit of the two corners holding more:
                          // they lose y
    UniqueRectangleType5, // as type 2, the corners holding more diagonal, or three of them
    UniqueLoopType1,      // a loop of 6 or more cells, as the rectangle type 1
    UniqueLoopType2,      // ... type 2
    UniqueLoopType3,      // ... type 3
    UniqueLoopType4,      // ... type 4
    HiddenRectangle,      // four corners holding x and y, one of them only these: x has no
                          // other place in the row or the column of the opposite corner,
                          // which loses y
    AvoidableRectangleType1, // three corners solved as x, y, y, none a given: the fourth
                             // loses x (the four could swap, no given stopping them)
    AvoidableRectangleType2, // two corners of a line solved as x and y, none a given; the
                             // other two hold y or x and one more digit z: z leaves what sees
                             // them both
    BugType1,     // bivalue universal grave: every empty cell would hold two candidates and
                  // every digit two places in each unit but for the digits of one cell,
                  // which keeps only them
    BugType2,     // ... the cells of those extra digits hold the same one digit: it leaves
                  // what sees them all
    BugType3,     // ... the extra digits form a naked set with other cells of their unit
    BugType4,     // ... two cells of one unit hold extra digits and share one more digit
    // Exclusion
    AlignedPairExclusion,   // two cells' digits may not leave a cell both see without a
                            // candidate: the digits no allowed combination uses go
    AlignedTripleExclusion, // the same with three cells
    // Chains: alternating chains of strong and weak inferences, and loops of them
    XChain,       // on one digit: one of its two ends holds the digit
    XCycle,       // a loop on one digit: every weak link of it is strong, what sees one loses
    XYChain,      // through cells of two candidates: one of its ends holds the digit
    RemotePair,   // an XY-chain whose cells all hold the same two digits
    XYCycle,      // a loop through cells of two candidates
    AlternatingInferenceChain, // links of both kinds: one of its two ends is true
    ContinuousNiceLoop,        // a loop with links of both kinds
    GroupedAlternatingInferenceChain, // an AIC with groups: a digit's places in a box-line
                                      // intersection as one node
    GroupedNiceLoop,           // a continuous loop with groups
    AlsAlternatingInferenceChain, // an AIC through almost locked sets too: a set lacking one
                                  // of its digits holds each of the others
    // Almost locked sets (ALS): N cells of a unit holding N + 1 digits, so lacking one of them
    SueDeCoq,     // two or three cells where a box and a line cross, their digits split
                  // between a set in the line and one in the box: each digit stays where it can
    AlsXZ,        // two sets sharing a restricted common x (its cells in both see each other):
                  // a digit z both hold leaves what sees all of it in them; with two
                  // restricted commons (doubly linked), both sets are locked
    AlsXYWing,    // a pivot set linked to two sets by different restricted commons: a digit
                  // those two share leaves what sees all of it in them
    AlsChain,     // four sets or more in a chain of restricted commons: a digit its two end
                  // sets hold leaves what sees all of it in them
    DeathBlossom, // a stem cell each of whose digits is a restricted common with its own
                  // petal set: a digit every petal holds leaves what sees all of it in them
    // Forcing chains: every branch of a choice leads to the same conclusion, or one is absurd
    NishioForcingChain,        // a digit placed in a cell leaves no place for it somewhere
    CellForcingChain,          // every candidate of a cell leads to the same conclusion
    UnitForcingChain,          // every place of a digit in a unit leads to the same conclusion
    DynamicContradictionChain, // a candidate leads to a contradiction (dynamic chains)
    DoubleForcingChain,        // a candidate and its absence lead to the same conclusion
    DynamicCellForcingChain,   // a cell forcing chain whose branches use dynamic chains
    DynamicUnitForcingChain,   // a unit forcing chain whose branches use dynamic chains
    DynamicForcingChainPlus,   // dynamic forcing chains that apply simple techniques too
    NestedForcingChain,        // forcing chains that apply forcing chains inside
    // Cages: a killer's sums (cells adding up to a sum keep the digits some filling of them
    // uses: different where two see each other, from their candidates)
    CageCombination,     // a cage's open cells keep the digits of the sets that add up to
                         // its sum and fit their candidates
    InniesOuties,        // the 45 rule: a group of units holds 1 + … + 9 in each, so the cells
                         // the cages wholly inside leave (innies), or the cells outside of the
                         // cages reaching out (outies), add up to what is left
    CageUnitInteraction, // a digit every fitting set of a cage holds lies in the cage's cells
                         // that can take it: not in a cell that sees them all
};
inline constexpr int TechniqueCount = 83;

// A set of techniques: bit t stands for the technique numbered t (bit 0 for None). What the
// hints may use (stepfinder.h: findStep's `allowed`).
using TechniqueSet = std::bitset<TechniqueCount>;
// Every technique (None's bit too).
inline TechniqueSet allTechniques() { return TechniqueSet().set(); }
inline bool holds(const TechniqueSet &set, Technique technique) { return set.test(static_cast<std::size_t>(technique)); }
// The techniques of a family, in one set.
TechniqueSet techniquesOf(Family family);

// A family with its techniques, easiest first (by base difficulty, then the table's order).
struct FamilyTechniques {
    Family family = Family::None;
    std::vector<Technique> techniques;
};
// Every family with its techniques, the families by their easiest technique: the order in
// which Settings › Hints and Help › Techniques list them.
std::vector<FamilyTechniques> familiesByDifficulty();

// Everything about a technique but how it is found.
struct TechniqueInfo {
    Technique technique = Technique::None;
    std::string_view name;        // stable, for the command line: "x-wing"; "" for None
    const char *title = "";       // in a sentence: "X-Wing" (a translation key, context Explain)
    const char *withArticle = ""; // as a sentence names one: "an X-Wing" (likewise)
    Family family = Family::None;
    Level level = Level::Easy;    // the level of a puzzle whose hardest step it is
    int difficulty = 0;           // base difficulty in tenths of Sudoku Explainer's scale
    bool needsUniqueness = false; // holds only on a board with exactly one solution
};

const TechniqueInfo &techniqueInfo(Technique technique);

// "full-house": the stable name sudoku-cli prints and reads; "" for None.
std::string_view techniqueName(Technique technique);
// "full house": the English words used in sentences; "" for None.
std::string_view techniqueTitle(Technique technique);
// The technique with a stable name, or nothing.
std::optional<Technique> techniqueFromName(std::string_view name);

// "7.2": a difficulty in tenths as Sudoku Explainer writes it.
std::string difficultyText(int tenths);

} // namespace sudoku
