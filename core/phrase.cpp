// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrase.h"

#include "format.h"
#include "technique.h"

#include <algorithm>

namespace sudoku {

bool PhraseArg::operator==(const PhraseArg &other) const
{
    return kind == other.kind && value == other.value && number == other.number && values == other.values
        && candidates == other.candidates && phrases == other.phrases && verbatim == other.verbatim;
}

bool Phrase::operator==(const Phrase &other) const
{
    return std::string_view(text) == std::string_view(other.text) && args == other.args && size == other.size
        && variant == other.variant;
}

namespace arg {
namespace {

PhraseArg scalar(PhraseArg::Kind kind, int value)
{
    PhraseArg a;
    a.kind = kind;
    a.value = value;
    return a;
}

PhraseArg list(PhraseArg::Kind kind, std::vector<int> values)
{
    PhraseArg a;
    a.kind = kind;
    a.values = std::move(values);
    return a;
}

PhraseArg candidateList(PhraseArg::Kind kind, std::vector<CellDigit> candidates)
{
    PhraseArg a;
    a.kind = kind;
    a.candidates = std::move(candidates);
    return a;
}

PhraseArg phraseList(PhraseArg::Kind kind, std::vector<Phrase> phrases)
{
    PhraseArg a;
    a.kind = kind;
    a.phrases = std::move(phrases);
    return a;
}

std::vector<int> digitList(Candidates digits)
{
    std::vector<int> values;
    for (const int digit : digits)
        values.push_back(digit);
    return values;
}

} // namespace

PhraseArg number(std::int64_t value)
{
    PhraseArg a;
    a.kind = PhraseArg::Kind::Number;
    a.number = value;
    return a;
}
PhraseArg digit(int digit) { return scalar(PhraseArg::Kind::Digit, digit); }
PhraseArg cell(int cell) { return scalar(PhraseArg::Kind::Cell, cell); }
PhraseArg unit(int unit) { return scalar(PhraseArg::Kind::Unit, unit); }
PhraseArg cells(std::vector<int> cells) { return list(PhraseArg::Kind::Cells, std::move(cells)); }
PhraseArg units(std::vector<int> units) { return list(PhraseArg::Kind::Units, std::move(units)); }
PhraseArg digits(Candidates digits) { return list(PhraseArg::Kind::Digits, digitList(digits)); }
PhraseArg digitSet(Candidates digits) { return list(PhraseArg::Kind::DigitSet, digitList(digits)); }
PhraseArg candidates(std::vector<CellDigit> candidates)
{
    return candidateList(PhraseArg::Kind::Candidates, std::move(candidates));
}
PhraseArg eliminations(std::vector<CellDigit> eliminations)
{
    return candidateList(PhraseArg::Kind::Eliminations, std::move(eliminations));
}
PhraseArg placements(std::vector<CellDigit> placements)
{
    return candidateList(PhraseArg::Kind::Placements, std::move(placements));
}
PhraseArg technique(Technique technique)
{
    return scalar(PhraseArg::Kind::Technique, static_cast<int>(technique));
}
PhraseArg techniqueWithArticle(Technique technique)
{
    return scalar(PhraseArg::Kind::TechniqueWithArticle, static_cast<int>(technique));
}
PhraseArg phrase(Phrase phrase) { return phraseList(PhraseArg::Kind::Phrase, {std::move(phrase)}); }
PhraseArg phrases(std::vector<Phrase> phrases)
{
    return phraseList(PhraseArg::Kind::Phrases, std::move(phrases));
}
PhraseArg sequence(std::vector<Phrase> phrases)
{
    return phraseList(PhraseArg::Kind::Sequence, std::move(phrases));
}
PhraseArg cases(std::vector<Phrase> phrases)
{
    return phraseList(PhraseArg::Kind::Cases, std::move(phrases));
}

PhraseArg numbers(std::vector<int> numbers) { return list(PhraseArg::Kind::Numbers, std::move(numbers)); }

PhraseArg verbatim(std::string text)
{
    PhraseArg a;
    a.kind = PhraseArg::Kind::Verbatim;
    a.verbatim = std::move(text);
    return a;
}

} // namespace arg

Phrase phrase(const char *text, std::vector<PhraseArg> args)
{
    Phrase p;
    p.text = text ? text : "";
    p.args = std::move(args);
    return p;
}

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

std::string fillTemplate(std::string_view text, const std::vector<std::string> &values)
{
    std::string out;
    out.reserve(text.size() + 16 * values.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(text[i + 1] - '1');
            if (n < values.size()) {
                out += values[n];
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

namespace {

// "3", or "A" for 10: a digit as the command line writes it.
std::string digitText(int digit)
{
    return digit <= 9 ? std::to_string(digit) : std::string(1, digitSymbol(digit));
}

// How a phrase's board names its cells and units: its size, and its variant's geometry.
struct Naming {
    int size = 9;
    const Variant *variant = nullptr;
};

// "row 4", "box 6"; a variant's units as its geometry names them ("region 4", "the diagonal").
std::string unitText(int unit, const Naming &naming)
{
    return naming.variant ? naming.variant->geometry().unitName(unit) : unitName(unit, naming.size);
}

// "rows 2 and 6" when the units read as one kind, else "row 1 and box 1".
std::string unitsText(const std::vector<int> &units, const Naming &naming)
{
    const int size = naming.size;
    static constexpr const char *plurals[] = {"rows ", "columns ", "boxes "};
    std::vector<std::string> names;
    if (namedAsOneKind(units, size, naming.variant)) {
        for (const int unit : units)
            names.push_back(std::to_string(unit % size + 1));
        return plurals[units.front() / size] + joinWithAnd(names);
    }
    for (const int unit : units)
        names.push_back(unitText(unit, naming));
    return joinWithAnd(names);
}

std::string render(const Phrase &phrase, const Naming &naming);

// "r4c7"; a samurai's cells by their place in its frame.
std::string cellText(int cell, const Naming &naming)
{
    if (naming.variant && !naming.variant->geometry().isSquare())
        return naming.variant->geometry().cellName(cell);
    return cellName(cell, naming.size);
}

std::string argText(const PhraseArg &a, const Naming &naming)
{
    using Kind = PhraseArg::Kind;
    std::vector<std::string> parts;
    switch (a.kind) {
    case Kind::Number:
        return std::to_string(a.number);
    case Kind::Digit:
        return digitText(a.value);
    case Kind::Cell:
        return cellText(a.value, naming);
    case Kind::Unit:
        return unitText(a.value, naming);
    case Kind::Cells:
        for (const int cell : a.values)
            parts.push_back(cellText(cell, naming));
        return joinWithAnd(parts);
    case Kind::Units:
        return unitsText(a.values, naming);
    case Kind::Digits:
        for (const int digit : a.values)
            parts.push_back(digitText(digit));
        return joinWithAnd(parts);
    case Kind::DigitSet: {
        std::string text = "{";
        for (std::size_t i = 0; i < a.values.size(); ++i)
            text += (i > 0 ? ", " : "") + digitText(a.values[i]);
        return text + "}";
    }
    case Kind::Candidates:
        for (const CellDigit c : a.candidates)
            parts.push_back(digitText(c.digit) + " in " + cellText(c.cell, naming));
        return joinWithAnd(parts);
    case Kind::Eliminations:
    case Kind::Placements: {
        const char *sign = a.kind == Kind::Eliminations ? " - " : " = ";
        std::string text;
        for (const CellDigit c : a.candidates) {
            if (!text.empty())
                text += ", ";
            text += cellText(c.cell, naming) + sign + digitText(c.digit);
        }
        return text;
    }
    case Kind::Technique:
        return techniqueInfo(static_cast<Technique>(a.value)).title;
    case Kind::TechniqueWithArticle:
        return techniqueInfo(static_cast<Technique>(a.value)).withArticle;
    case Kind::Phrase:
        return a.phrases.empty() ? std::string() : render(a.phrases.front(), naming);
    case Kind::Phrases:
    case Kind::Sequence:
    case Kind::Cases: {
        for (const Phrase &p : a.phrases)
            parts.push_back(render(p, naming));
        if (a.kind == Kind::Phrases)
            return joinWithAnd(parts);
        const char *separator = a.kind == Kind::Cases ? "; " : ", ";
        std::string text;
        for (const std::string &part : parts)
            text += (text.empty() ? "" : separator) + part;
        return text;
    }
    case Kind::Numbers: {
        std::string text;
        for (const int n : a.values)
            text += (text.empty() ? "" : ", ") + std::to_string(n);
        return text;
    }
    case Kind::Verbatim:
        return a.verbatim;
    }
    return {};
}

std::string render(const Phrase &phrase, const Naming &naming)
{
    std::vector<std::string> values;
    values.reserve(phrase.args.size());
    for (const PhraseArg &a : phrase.args)
        values.push_back(argText(a, naming));
    return fillTemplate(phrase.text, values);
}

} // namespace

bool namedAsOneKind(const std::vector<int> &units, int size, const Variant *variant)
{
    if (units.size() < 2 || (variant && !variant->geometry().isSquare())) // a samurai's: each by its grid
        return false;
    const int kind = units.front() / size;
    const bool regions = kind == 2 && variant && variant->geometry().hasIrregularBoxes();
    return kind < 3 && !regions
        && std::all_of(units.begin(), units.end(), [size, kind](int unit) { return unit / size == kind; });
}

std::string toEnglish(const Phrase &phrase)
{
    return render(phrase, {phrase.size, phrase.variant.get()});
}

} // namespace sudoku
