// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The general step finder's techniques, one family to a function: the finders behind
// anysize::findStep (generalsteps.h). Inside core/ only.
//
// Each finder reads a Search (the board's Marks and the cancel flag) and returns the first step
// of the technique it is asked for in its fixed order, or nothing; a family's finder may give a
// step of another technique of the family (asked for a skyscraper, a 2-string kite). Steps fill
// their fields as step.h's table says, so the technique table's explainers, the nudges and the
// window's highlights read them unchanged, and name cells on the step's shape.

#include "marks.h"
#include "step.h"

#include <atomic>
#include <optional>

namespace sudoku::anysize {

struct Search {
    const Marks &marks;
    const std::atomic<bool> *cancel = nullptr;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

using Finder = std::optional<Step> (*)(const Search &search, Technique technique);

// A step of the technique on the board: its shape, its table difficulty.
Step newStep(const Marks &marks, Technique technique);
// Puts a step's eliminations and candidates in reading order (cell, then digit).
void sortLists(Step &step);
// A chain of alternating inferences through single candidates, as chain steps hold it (step.h):
// nodes[0] off, then on and off in turn, each node's reason read from the one before (a strong
// link's unit is one where the digit has only those two places on `marks`).
Chain alternatingChain(const Marks &marks, const std::vector<CellDigit> &nodes);

// basic.cpp
// FullHouse, HiddenSingle (boxes, columns, rows; digits 1..n), NakedSingle (reading order).
std::optional<Step> findSingle(const Search &search, Technique technique);
// LockedCandidatesPointing (box with columns, then with rows), LockedCandidatesClaiming
// (column with boxes, then row with boxes); digits 1..n, then the base unit.
std::optional<Step> findLockedCandidates(const Search &search, Technique technique);
// NakedPair, NakedTriple, NakedQuad; units boxes, columns, rows; combinations in increasing
// order of their mask of places.
std::optional<Step> findNakedSubset(const Search &search, Technique technique);
// HiddenPair, HiddenTriple, HiddenQuad; likewise over combinations of digits.
std::optional<Step> findHiddenSubset(const Search &search, Technique technique);
// XWing, Swordfish, Jellyfish: columns as base lines, then rows; combinations of lines, then
// digits.
std::optional<Step> findFish(const Search &search, Technique technique);
// XYWing, XYZWing: pivots in reading order, pincers among its peers in increasing order.
std::optional<Step> findXYWing(const Search &search, Technique technique);
// WWing: pairs of bivalue cells in reading order, a strong link in boxes, rows, columns.
std::optional<Step> findWWing(const Search &search, Technique technique);
// Skyscraper (asked for two links: or TwoStringKite, TurbotFish), ThreeLinkXChain,
// FourLinkXChain: strong links of one digit between single cells, every chain of that many
// links found and the easiest taken (then the one striking most, then the first).
std::optional<Step> findStrongLinks(const Search &search, Technique technique);

// chains.cpp
// XChain (or XYChain, RemotePair, AlternatingInferenceChain): the shortest alternating chain
// from each candidate, the easiest of all taken.
std::optional<Step> findChain(const Search &search, Technique technique);
// NishioForcingChain, CellForcingChain (or UnitForcingChain), DynamicContradictionChain (or
// DoubleForcingChain, DynamicCellForcingChain, DynamicUnitForcingChain), DynamicForcingChainPlus,
// NestedForcingChain.
std::optional<Step> findForcingChain(const Search &search, Technique technique);

} // namespace sudoku::anysize
