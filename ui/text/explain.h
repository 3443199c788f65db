// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Explain: the sentences the window shows for steps, events, algorithms and hints, composed
// with tr() from the plain values the core hands over (core/ writes English for the command
// line only). Pure functions; call them from the GUI thread.

#include "event.h"
#include "format.h"
#include "generator.h"
#include "rating.h"
#include "step.h"
#include "tracer.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sudoku {

class Explain {
    Q_DECLARE_TR_FUNCTIONS(Explain)

public:
    // "r4c7": cells keep their one notation in every language, Western digits and all;
    // "r12c3" on a board of that size (`size`, 9 unless told).
    static QString cell(int cell, int size = 9);
    // The same on a board of that geometry: a samurai's cells by their squares of its frame.
    static QString cell(int cell, const Geometry &g);
    // "row 4", "column 7", "box 6".
    // A variant's units as it names them: "region 4", "the diagonal", "window 2".
    static QString unit(int unit, int size = 9, const Variant *variant = nullptr);
    // "r1c2, r1c5 and r3c4".
    static QString cells(const std::vector<int> &cells, int size = 9);
    static QString cells(const std::vector<int> &cells, const Geometry &g);
    // ", " between the items of a list; "، " in Persian.
    static QString listSeparator();
    // "7"; above 9 "A" or "10", as the player prefers (language::sudokuDigit).
    static QString digit(int digit);
    // "orange", "sky blue", …: the name of a player's colour (Colouring), 1..ColourCount, and of
    // the shape it is drawn with beside its hue ("circle", "square", …).
    static QString colour(int colour);
    static QString colourShape(int colour);

    // A phrase of the core (phrase.h) in the reader's language: its template through tr(),
    // each value rendered here.
    static QString text(const Phrase &phrase);
    // What was wrong with a puzzle read from a text, and where: "Line 3, column 12: expected
    // a digit 1-9 or '.', found 'x'" (without the parts that are 0).
    static QString parseError(const ParseError &error);

    // "X-Sudoku", "Killer Sudoku": a variant's name as a title and in sentences ("Classic
    // Sudoku" for none).
    static QString variant(VariantKind kind);
    // "killer": the variant's stable name, as files, settings and the command line spell it
    // (variantName), never translated.
    static QString variantKey(VariantKind kind);
    // "hidden single", in words for sentences.
    static QString technique(Technique technique);
    // "a hidden single", "an X-Wing": as a sentence names one.
    static QString techniqueWithArticle(Technique technique);
    // "Single-digit patterns": a family of techniques, as a list of them is headed.
    static QString family(Family family);
    // The first, vague hint: "Look for a hidden single in box 6."
    static QString nudge(const Step &step);
    // The full explanation: "r4c7 = 3: a hidden single — 3 fits nowhere else in box 6."
    static QString step(const Step &step);
    // The explanation with one branch of a forcing step walked (branchCount, highlight.h):
    // what every branch leads to, then the branch —
    //   "unit forcing chain: each of its 3 branches leads to r9c5 − 2.
    //    Branch 2 of 3: if r6c4 is 2, r6c4 is not 7, so r9c4 is 7, ..., so r9c5 is not 2."
    // A step of one branch has the full explanation.
    // How chains are written: in words, or in Eureka notation (step.h: "(4)r7c8=(4)r78c9-…",
    // a forcing step's lines as claims "6. from 4, 3: r7c2=3"), as HoDoKu's users read them.
    enum class Notation { Words, Eureka };
    static QString step(const Step &step, std::size_t branch, Notation notation = Notation::Words);
    // "Branch 2 of 3: if r6c4 is 2, ...": branch `branch` of a forcing step walked; a step
    // that reads as lines (readsAsLines) in its numbered lines, one a line:
    //   "Branch 2 of 3:\n1. r6c4 is 2 (supposed)\n2. r6c4 is not 7 (r6c4 holds 2)\n…"
    static QString branch(const Step &step, std::size_t branch, Notation notation = Notation::Words);
    // The numbered lines of chain `chain` of the step (chainLines), an inner step's indented.
    static QString lines(const Step &step, std::size_t chain, Notation notation = Notation::Words);
    // A chain step in Eureka notation: "3-link X-chain: (4)r7c8=…=(4)r3c6 ⇒ r7c6<>4"; the
    // explanation of a step that has no chain of its own to write so.
    static QString eureka(const Step &step);
    // What a step writes and strikes out: "r4c7 = 3", "r9c5 − 2, r4c5 − 6".
    static QString outcome(const Step &step);
    // What applying it did: "Placed 3 in r4c7 (hidden single)."
    static QString applied(const Step &step);

    // One event as the animation's log shows it, briefly: "Guess 1 in r3c4 (depth 2)",
    // "r4c7 = 3: hidden single in box 6" (Explain::step says why).
    // On a board of `size`.
    static QString event(const Event &event, int size = 9, const Variant *variant = nullptr);

    // "Hard".
    static QString level(Level level);
    // "7.2": a rating on Sudoku Explainer's scale, in the reader's locale.
    static QString difficulty(int tenths);
    // What a level asks for: "quads, fish, single-digit patterns and wings".
    static QString levelTechniques(Level level);
    // The families of technique those words speak of (easy's direct techniques, of three
    // families, place singles). tst_explain checks them against the technique table: a
    // technique of another family at a level asks for new words.
    static std::vector<Family> levelFamilies(Level level);
    // A rating in words, with its technique breakdown: "Hard, rated 3.2. Hardest step: an
    // X-Wing. Steps: 20 full house, 27 naked single, ...".
    static QString rating(const Rating &rating);
    // "Rotational (180°)".
    static QString symmetry(Symmetry symmetry);
    // "9×9", "6×6, boxes 2×3", "16×16": a board's size as a chooser lists it (the box when it
    // is not square).
    static QString shape(Shape shape);
    // "9×9", "6×6": the size alone, whichever way the boxes stand.
    static QString boardSize(Shape shape);

    // "Constraint propagation (Norvig)".
    static QString algorithm(Algorithm algorithm);
    // A sentence on how it searches, for tooltips and the panel.
    static QString algorithmIdea(Algorithm algorithm);
};

} // namespace sudoku
