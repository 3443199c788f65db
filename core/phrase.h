// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Phrase: a sentence for a person, written once for every reader. It is an English template
// with numbered places (%1 .. %9) and the values that fill them: cells, units, digits, lists,
// technique names, other phrases, and text quoted as it is. The command line renders it in English (toEnglish); the
// window translates the template with tr() and renders each value in the reader's language
// (ui/explain.h). So a technique's explanation has one wording, phrased in core/ beside its
// finder, and no sentence is written twice.
//
// Every template is marked with SUDOKU_TRANSLATE_NOOP so that lupdate collects it (configured
// as an alias of QT_TRANSLATE_NOOP); the context is always "Explain". A template's places
// may be reordered by a translation, as with QString::arg.
//
// A plain value that owns its parts: copy it across threads freely.

#include "board.h"

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

// Marks a sentence template for translation without translating it (core/ has no Qt).
#define SUDOKU_TRANSLATE_NOOP(context, text) text

namespace sudoku {

enum class Technique : std::uint8_t;

struct Phrase;

// One value a phrase's place shows.
struct PhraseArg {
    enum class Kind : std::uint8_t {
        Number,       // an integer, as a number: "3"
        Digit,        // a Sudoku digit 1..9: "3"
        Cell,         // "r4c7"
        Unit,         // "row 4", "column 7", "box 6"
        Cells,        // "r1c2, r1c5 and r3c4"
        Units,        // "rows 2 and 6"; "row 1 and box 1" when of mixed kinds
        Digits,       // "3 and 7"
        DigitSet,     // "{3, 7}"
        Candidates,   // "r1c2 5 and r1c5 5": digits in cells
        Eliminations, // "r6c4 - 5, r6c5 - 5"
        Placements,   // "r4c7 = 3, r5c1 = 2"
        Technique,    // "X-Wing": a technique's title
        TechniqueWithArticle, // "an X-Wing"
        Phrase,       // another phrase, rendered in place
        Phrases,      // several phrases: "a, b and c"
        Sequence,     // several phrases one after another, separated by ", " ("a, b, c")
        Cases,        // several phrases as cases, separated by "; " ("if a, b; if c, d")
        Numbers,      // integers, as numbers: "4, 6, 8" (a list without "and")
        Verbatim,     // text shown as it is in every language: "'x'" quoted from a file
    };
    Kind kind = Kind::Number;
    int value = 0;                      // Digit, Cell, Unit, Technique...
    std::int64_t number = 0;            // Number: as wide as a line number (format.h)
    std::vector<int> values;            // Cells, Units, Digits, DigitSet, Numbers
    std::vector<CellDigit> candidates;  // Candidates, Eliminations, Placements
    std::vector<Phrase> phrases;        // Phrase (one), Phrases, Sequence
    std::string verbatim;               // Verbatim: UTF-8

    bool operator==(const PhraseArg &) const;
};

struct Phrase {
    const char *text = ""; // the English template (a translation key), never null
    std::vector<PhraseArg> args;
    // The size of the board it speaks of: how its cells ("r12c3"), units and digits above 9
    // are named. A phrase inside another is named by the outer one's.
    int size = 9;
    // The rules of that board beyond its shape (null: the shape's own). A variant's units are
    // named as its geometry names them: "region 4" for a jigsaw's box, "the diagonal", "window 2".
    // A phrase inside another is named by the outer one's, as for the size.
    std::shared_ptr<const Variant> variant;

    bool isEmpty() const { return *text == '\0'; }
    bool operator==(const Phrase &other) const;
};

// Values for a phrase's places.
namespace arg {
PhraseArg number(std::int64_t value);
PhraseArg digit(int digit);
PhraseArg cell(int cell);
PhraseArg unit(int unit);
PhraseArg cells(std::vector<int> cells);
PhraseArg units(std::vector<int> units);
PhraseArg digits(Candidates digits);
PhraseArg digitSet(Candidates digits);
PhraseArg candidates(std::vector<CellDigit> candidates);
PhraseArg eliminations(std::vector<CellDigit> eliminations);
PhraseArg placements(std::vector<CellDigit> placements);
PhraseArg technique(Technique technique);
PhraseArg techniqueWithArticle(Technique technique);
PhraseArg phrase(Phrase phrase);
PhraseArg phrases(std::vector<Phrase> phrases);
PhraseArg sequence(std::vector<Phrase> phrases);
PhraseArg cases(std::vector<Phrase> phrases);
PhraseArg numbers(std::vector<int> numbers);
PhraseArg verbatim(std::string text);
} // namespace arg

// A phrase of a template and its values: phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 in %2"),
// {arg::digit(5), arg::unit(3)}).
Phrase phrase(const char *text, std::vector<PhraseArg> args = {});

// The phrase in English, for the command line and tests. Digits above 9 are written as
// letters (A = 10), as the command line writes puzzles.
std::string toEnglish(const Phrase &phrase);

// Whether units read as one kind and its numbers, "rows 2 and 6": two or more, all rows, all
// columns or all boxes of a board of `size` — not a jigsaw's regions (`variant`'s irregular
// boxes) nor a variant's extra units, which are named one by one.
bool namedAsOneKind(const std::vector<int> &units, int size, const Variant *variant);

// Fills a template's places %1..%9 with rendered values, as QString::arg does: "%1" takes
// values[0]. A '%' not followed by a digit 1..9 stays as it is. Shared by every renderer.
std::string fillTemplate(std::string_view text, const std::vector<std::string> &values);

// "a", "a and b", "a, b and c": how every list reads in English.
std::string joinWithAnd(const std::vector<std::string> &items);

} // namespace sudoku
