// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantformat.h"

#include "format.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace sudoku {
namespace {

using Result = std::variant<std::shared_ptr<const Variant>, VariantFieldError>;

constexpr std::string_view CageNames = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

// A CR too: a header line of a file with CR LF endings, read by the window whole.
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string quoted(char c)
{
    // A control byte or one that is no character alone as \xNN (printable), another quoted.
    const std::string shown = printable(std::string_view(&c, 1));
    return shown.size() == 1 ? "'" + shown + "'" : shown;
}

// A phrase naming cells on a board of `size`.
Phrase sized(Phrase message, int size)
{
    message.size = size;
    return message;
}

VariantFieldError expected(std::size_t at, Phrase what, std::string_view line, int size)
{
    const PhraseArg found = at < line.size() ? arg::verbatim(quoted(line[at]))
                                             : arg::phrase(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "end of line")));
    return {at, sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "expected %1, found %2"), {arg::phrase(std::move(what)), found}),
                      size)};
}

// The field that starts after the spaces from `from`: where it begins and its text.
struct Field {
    std::size_t begin = 0;
    std::string_view text;
};
Field fieldAfter(std::string_view line, std::size_t from)
{
    std::size_t begin = from;
    while (begin < line.size() && isSpace(line[begin]))
        ++begin;
    std::size_t end = begin;
    while (end < line.size() && !isSpace(line[end]))
        ++end;
    return {begin, line.substr(begin, end - begin)};
}

// The region a character names, 0-based, or -1: on 9×9 and below, 1-n or a letter from a;
// above, the digit symbols 1-9, A-P.
int regionOf(char c, int size)
{
    if (c >= '1' && c <= '9')
        return c - '1' < size ? c - '1' : -1;
    const int lower = std::tolower(static_cast<unsigned char>(c));
    if (lower < 'a' || lower > 'z')
        return -1;
    const int value = size <= 9 ? lower - 'a' : 9 + lower - 'a';
    return value < size ? value : -1;
}

// How a region is named back: its first character as written.
std::string regionName(std::string_view regions, std::size_t cell)
{
    return std::string(1, regions[cell]);
}

// The field after the cells, which must be there and be one a cell. `what`: the field, as
// expected; `countTemplate`: "the regions name %1 cells, expected %2" or the cages'.
std::optional<VariantFieldError> checkCellField(const Field &field, std::string_view line, std::size_t cellsEnd,
                                                int size, const Phrase &what, const char *countTemplate)
{
    const std::size_t cellCount = static_cast<std::size_t>(size * size);
    if (cellsEnd < line.size() && !isSpace(line[cellsEnd]))
        return expected(cellsEnd, what, line, size);
    if (field.text.empty())
        return expected(field.begin, what, line, size);
    if (field.text.size() != cellCount) {
        const std::size_t at = field.begin + std::min(field.text.size(), cellCount);
        return VariantFieldError{at, sized(phrase(countTemplate, {arg::number(static_cast<std::int64_t>(field.text.size())),
                                                                  arg::number(static_cast<std::int64_t>(cellCount))}),
                                           size)};
    }
    return std::nullopt;
}

Result readJigsaw(Shape shape, std::string_view line, std::size_t cellsEnd)
{
    const int n = shape.size();
    const Phrase what = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a space and each cell's region"));
    const Field field = fieldAfter(line, cellsEnd);
    if (auto error = checkCellField(field, line, cellsEnd, n, what,
                                    SUDOKU_TRANSLATE_NOOP("Explain", "the regions name %1 cells, expected %2")))
        return *error;
    std::vector<std::uint8_t> regions(idx(shape.cellCount()));
    for (std::size_t cell = 0; cell < field.text.size(); ++cell) {
        const int region = regionOf(field.text[cell], n);
        if (region < 0) {
            const Phrase name = n <= 9 ? phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a region 1-%1 or a-%2"),
                                                {arg::number(n), arg::verbatim(std::string(1, static_cast<char>('a' + n - 1)))})
                                       : phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a region 1-9 or A-%1"),
                                                {arg::verbatim(std::string(1, static_cast<char>('A' + n - 10)))});
            return expected(field.begin + cell, name, line, n);
        }
        regions[cell] = static_cast<std::uint8_t>(region);
    }
    if (const std::optional<VariantProblem> problem = checkRegions(shape, regions)) {
        const std::string name = regionName(field.text, idx(problem->cell));
        if (problem->kind == VariantProblem::Kind::RegionSize)
            return VariantFieldError{field.begin + idx(problem->cell),
                                     sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "region %1 has %2 cells, expected %3"),
                                                  {arg::verbatim(name), arg::number(problem->count), arg::number(n)}),
                                           n)};
        // The region's first cell, where the cut-off cell cannot be reached from.
        const auto first = static_cast<std::size_t>(
            std::find(regions.begin(), regions.end(), regions[idx(problem->cell)]) - regions.begin());
        return VariantFieldError{field.begin + idx(problem->cell),
                                 sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "region %1 is not connected: %2 is cut off from %3"),
                                              {arg::verbatim(name), arg::cell(problem->cell), arg::cell(static_cast<int>(first))}),
                                       n)};
    }
    return Variant::jigsaw(shape, std::move(regions));
}

Result readKiller(Shape shape, std::string_view line, std::size_t cellsEnd)
{
    const int n = shape.size();
    const Phrase what = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a space and each cell's cage"));
    const Field field = fieldAfter(line, cellsEnd);
    if (auto error = checkCellField(field, line, cellsEnd, n, what,
                                    SUDOKU_TRANSLATE_NOOP("Explain", "the cages name %1 cells, expected %2")))
        return *error;
    // The cages in order of their first cells, each remembered by its name.
    std::vector<char> names;
    std::vector<Cage> cages;
    for (std::size_t cell = 0; cell < field.text.size(); ++cell) {
        const char c = field.text[cell];
        if (c == '.')
            continue;
        if (CageNames.find(c) == std::string_view::npos)
            return expected(field.begin + cell,
                            phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a cage's name (a letter or a digit) or '.'")), line, n);
        auto known = std::find(names.begin(), names.end(), c);
        if (known == names.end()) {
            names.push_back(c);
            cages.push_back({});
            known = names.end() - 1;
        }
        cages[idx(static_cast<int>(known - names.begin()))].cells.push_back(static_cast<std::uint16_t>(cell));
    }
    // The sums: name=sum, separated by commas.
    const Field sums = fieldAfter(line, field.begin + field.text.size());
    const Phrase pairWords = phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a cage's name, '=' and its sum"));
    if (sums.text.empty())
        return expected(sums.begin, phrase(SUDOKU_TRANSLATE_NOOP("Explain", "a space and the cages' sums (a=12,b=7,…)")),
                        line, n);
    std::vector<std::size_t> sumAt(cages.size(), std::string_view::npos);
    std::size_t at = sums.begin;
    const std::size_t end = sums.begin + sums.text.size();
    while (at < end) {
        const char name = line[at];
        const auto known = std::find(names.begin(), names.end(), name);
        if (CageNames.find(name) == std::string_view::npos || at + 1 >= end || line[at + 1] != '=')
            return expected(CageNames.find(name) == std::string_view::npos ? at : at + 1, pairWords, line, n);
        if (known == names.end())
            return VariantFieldError{at, sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "no cell is in cage %1"),
                                                      {arg::verbatim(quoted(name))}),
                                               n)};
        const auto cage = static_cast<std::size_t>(known - names.begin());
        if (sumAt[cage] != std::string_view::npos)
            return VariantFieldError{at, sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "cage %1 has a second sum"),
                                                      {arg::verbatim(quoted(name))}),
                                               n)};
        std::size_t digit = at + 2;
        int sum = 0;
        while (digit < end && line[digit] >= '0' && line[digit] <= '9' && sum < 1000) {
            sum = sum * 10 + (line[digit] - '0');
            ++digit;
        }
        if (digit == at + 2)
            return expected(digit, pairWords, line, n);
        if (digit < end && line[digit] != ',')
            return expected(digit, phrase(SUDOKU_TRANSLATE_NOOP("Explain", "',' or the end of the sums")), line, n);
        cages[cage].sum = sum;
        sumAt[cage] = at;
        at = digit + 1;
    }
    for (std::size_t cage = 0; cage < cages.size(); ++cage) {
        if (sumAt[cage] == std::string_view::npos)
            return VariantFieldError{field.begin + cages[cage].cells.front(),
                                     sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "cage %1 has no sum"),
                                                  {arg::verbatim(quoted(names[cage]))}),
                                           n)};
    }
    if (const std::optional<VariantProblem> problem = checkCages(shape, cages)) {
        const auto cage = idx(problem->index);
        const PhraseArg name = arg::verbatim(quoted(names.empty() ? '?' : names[cage]));
        using Kind = VariantProblem::Kind;
        switch (problem->kind) {
        case Kind::CageDisconnected:
            return VariantFieldError{field.begin + idx(problem->cell),
                                     sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "cage %1 is not connected: %2 is cut off from %3"),
                                                  {name, arg::cell(problem->cell), arg::cell(cages[cage].cells.front())}),
                                           n)};
        case Kind::CageTooLarge:
            return VariantFieldError{field.begin + idx(problem->cell),
                                     sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "cage %1 has %2 cells, more than %3"),
                                                  {name, arg::number(problem->count), arg::number(n)}),
                                           n)};
        case Kind::CageSumImpossible:
            return VariantFieldError{sumAt[cage] + 2,
                                     sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "cage %1 cannot add up to %2: %3 different digits make %4 to %5"),
                                                  {name, arg::number(problem->sum), arg::number(problem->count),
                                                   arg::number(smallestCageSum(problem->count)),
                                                   arg::number(largestCageSum(problem->count, n))}),
                                           n)};
        case Kind::CageSumsTotal:
            return VariantFieldError{sums.begin,
                                     sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "the cages' sums add up to %1, expected %2"),
                                                  {arg::number(problem->sum), arg::number(n * largestCageSum(n, n))}),
                                           n)};
        case Kind::RegionSize:
        case Kind::RegionDisconnected:
            break;
        }
    }
    return Variant::killer(shape, std::move(cages));
}

} // namespace

Result readVariantFields(VariantKind kind, Shape shape, std::string_view line, std::size_t cellsEnd)
{
    // X's diagonals and windoku's windows are drawn on 9×9; a killer's cages sum digits 1-9; a
    // samurai's grids are 9×9.
    const bool nineOnly = kind == VariantKind::X || kind == VariantKind::Windoku || kind == VariantKind::Killer
                       || kind == VariantKind::Samurai;
    if (nineOnly && !shape.isClassic())
        return VariantFieldError{0, sized(phrase(SUDOKU_TRANSLATE_NOOP("Explain", "%1 puzzles are 9×9, not %2×%3"),
                                                 {arg::verbatim(std::string(variantName(kind))), arg::number(shape.size()),
                                                  arg::number(shape.size())}),
                                          shape.size())};
    switch (kind) {
    case VariantKind::Classic:
        return std::shared_ptr<const Variant>{};
    case VariantKind::X:
        return Variant::x();
    case VariantKind::Windoku:
        return Variant::windoku();
    case VariantKind::Jigsaw:
        return readJigsaw(shape, line, cellsEnd);
    case VariantKind::Killer:
        return readKiller(shape, line, cellsEnd);
    case VariantKind::Samurai:
        return Variant::samurai();
    }
    return std::shared_ptr<const Variant>{};
}

std::optional<VariantHeader> variantHeader(std::string_view line)
{
    std::size_t at = 0;
    while (at < line.size() && isSpace(line[at]))
        ++at;
    if (at >= line.size() || line[at] != '#')
        return std::nullopt;
    ++at;
    while (at < line.size() && isSpace(line[at]))
        ++at;
    constexpr std::string_view Word = "variant";
    if (line.size() - at < Word.size())
        return std::nullopt;
    for (std::size_t i = 0; i < Word.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(line[at + i])) != Word[i])
            return std::nullopt;
    }
    at += Word.size();
    const bool colon = at < line.size() && line[at] == ':';
    if (colon)
        ++at;
    std::size_t begin = at;
    while (begin < line.size() && isSpace(line[begin]))
        ++begin;
    std::size_t end = begin;
    while (end < line.size() && !isSpace(line[end]))
        ++end;
    bool oneWord = true;
    for (std::size_t rest = end; rest < line.size() && oneWord; ++rest)
        oneWord = isSpace(line[rest]);
    const std::optional<VariantKind> kind = oneWord ? variantFromName(line.substr(begin, end - begin)) : std::nullopt;
    if (!kind && !colon)
        return std::nullopt;
    return VariantHeader{kind, begin};
}

std::string variantFields(const Variant &variant)
{
    const int n = variant.geometry().size();
    if (variant.kind() == VariantKind::Jigsaw) {
        std::string text = " ";
        for (const std::uint8_t region : variant.regions())
            text += region < 9 ? static_cast<char>('1' + region) : static_cast<char>('A' + region - 9);
        return text;
    }
    if (variant.kind() != VariantKind::Killer || variant.cages().size() > CageNames.size())
        return {};
    std::string text = " " + std::string(idx(n * n), '.');
    std::string sums;
    for (std::size_t i = 0; i < variant.cages().size(); ++i) {
        for (const std::uint16_t cell : variant.cages()[i].cells)
            text[1 + idx(cell)] = CageNames[i];
        sums += (i == 0 ? "" : ",") + std::string(1, CageNames[i]) + "=" + std::to_string(variant.cages()[i].sum);
    }
    return text + " " + sums;
}

} // namespace sudoku
