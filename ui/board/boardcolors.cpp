// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardcolors.h"

#include <QPalette>

#include <algorithm>
#include <cmath>

namespace sudoku {

namespace {

// Hues (HSL, 0..1) of the cue colours, far apart so they differ in every colour-vision
// deficiency as well: red for a conflict; magenta, not orange, for a mistake, because
// red and orange look alike to deuteranopes and protanopes.
constexpr float ConflictHue = 0.0f;
constexpr float MistakeHue = 320.0f / 360.0f;
constexpr float CueSaturation = 0.8f;
// WCAG contrast: 4.5:1 for text on an unshaded cell, 3:1 (large text) on the selected one.
constexpr float TextContrast = 4.5f;
constexpr float ShadedTextContrast = 3.0f;

// The Okabe–Ito colours, told apart in every kind of colour vision, and how much of each
// tints a cell: strong enough to see at a glance, light enough for digits to read.
struct CueStyle {
    QRgb color;
    float tint;
};
constexpr std::array<CueStyle, CellCueCount> CueStyles = {{
    {0x000000, 0.0f},  // None
    {0x000000, 0.10f}, // Cover: neutral, the text colour over the cell
    {0xF0E442, 0.34f}, // Region: yellow
    {0x56B4E9, 0.42f}, // Pattern: sky blue
    {0x000000, 0.0f},  // Mistake: the mistake hue, as the flagged tint
    {0x56B4E9, 0.22f}, // Try: sky blue
    {0x0072B2, 0.30f}, // Place: blue
    {0xE69F00, 0.40f}, // Guess: orange
    {0xCC79A7, 0.40f}, // Backtrack: reddish purple
    {0xD55E00, 0.46f}, // Contradiction: vermillion
}};
constexpr QRgb EliminateColor = 0xD55E00; // vermillion, as a contradiction
// A chain's links: green, the one hue no other cue has — dark on a light board, light on a
// dark one, at the lightness that keeps them apart from every other ink in every colour vision
// (tst_boardwidget measures it) and readable on every tint they cross.
constexpr QRgb LinkColorOnLight = 0x008040;
constexpr QRgb LinkColorOnDark = 0x24FFAF;
// How much of a player's colour (ColourStyles) tints a painted cell, and fills a painted
// candidate's shape (as much as the digits allow).
constexpr float PaintTint = 0.42f;
constexpr float PaintFill = 0.60f;
// WCAG contrast for frames and crosses (graphics) against the cell's own tint.
constexpr float GraphicContrast = 3.0f;

// `amount` (0..1) of the way from `from` to `to`, channel by channel.
QColor mix(const QColor &from, const QColor &to, float amount)
{
    const auto channel = [amount](float a, float b) { return a + (b - a) * amount; };
    return QColor::fromRgbF(channel(from.redF(), to.redF()), channel(from.greenF(), to.greenF()),
                            channel(from.blueF(), to.blueF()));
}

// WCAG 2: https://www.w3.org/TR/WCAG20/#relativeluminancedef
float luminance(const QColor &color)
{
    const auto linear = [](float c) {
        return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f);
    };
    return 0.2126f * linear(color.redF()) + 0.7152f * linear(color.greenF())
        + 0.0722f * linear(color.blueF());
}

float contrast(const QColor &a, const QColor &b)
{
    const float first = luminance(a);
    const float second = luminance(b);
    return (std::max(first, second) + 0.05f) / (std::min(first, second) + 0.05f);
}

// `color`'s hue and saturation at the lightness nearest its own for which `reads` holds,
// moving away from the background: darker on a light theme, lighter on a dark one.
// `fallback` when no lightness does.
template <typename Reads>
QColor nearestReadable(const QColor &color, const QColor &background, Reads reads, const QColor &fallback)
{
    constexpr int Steps = 50;
    const float direction = background.lightnessF() < 0.5f ? 1.0f : -1.0f;
    const float start = color.lightnessF();
    const float span = direction > 0 ? 1.0f - start : start;
    for (int step = 0; step <= Steps; ++step) {
        const float lightness = start + direction * span * static_cast<float>(step) / Steps;
        const QColor candidate = QColor::fromHslF(color.hslHueF(), color.hslSaturationF(), lightness);
        if (reads(candidate))
            return candidate;
    }
    return fallback;
}

// The colour of `hue` nearest to mid lightness that reads as text on both backgrounds.
QColor readableHue(float hue, const QColor &base, const QColor &shaded, const QColor &fallback)
{
    const auto reads = [&](const QColor &color) {
        return contrast(color, base) >= TextContrast && contrast(color, shaded) >= ShadedTextContrast;
    };
    return nearestReadable(QColor::fromHslF(hue, CueSaturation, 0.5f), base, reads, fallback);
}

// `amount` of `hue` over `base`, less as far as needed for `text` to read on it (and `player`
// as large text).
QColor readableTint(const QColor &base, const QColor &hue, float amount, const QColor &text, const QColor &player)
{
    QColor tint = mix(base, hue, amount);
    while (amount > 0.05f && (contrast(text, tint) < TextContrast || contrast(player, tint) < ShadedTextContrast)) {
        amount -= 0.02f;
        tint = mix(base, hue, amount);
    }
    return tint;
}

// `color` made to stand out from `background` by `ratio`.
QColor withContrast(const QColor &color, const QColor &background, float ratio)
{
    const auto reads = [&](const QColor &candidate) { return contrast(candidate, background) >= ratio; };
    return nearestReadable(color, background, reads,
                           background.lightnessF() < 0.5f ? QColor(Qt::white) : QColor(Qt::black));
}

} // namespace

QColor controlEdge(const QPalette &palette)
{
    return withContrast(palette.color(QPalette::Mid), palette.color(QPalette::Window), GraphicContrast);
}

BoardColors BoardColors::fromPalette(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor highlight = palette.color(QPalette::Highlight);
    const QColor mid = palette.color(QPalette::Mid);

    // Some dark themes make Mid nearly as dark as Base; cell lines must stay visible.
    constexpr float LeastLineContrast = 0.12f;
    const bool midStandsOut = std::abs(mid.lightnessF() - base.lightnessF()) >= LeastLineContrast;

    BoardColors colors;
    colors.background = base;
    colors.peer = mix(base, highlight, 0.10f);
    colors.sameDigit = mix(base, highlight, 0.24f);
    colors.selected = mix(base, highlight, 0.38f);
    colors.selectedFrame = withContrast(highlight, colors.selected, GraphicContrast);
    colors.cellLine = midStandsOut ? mid : mix(base, text, 0.30f);
    colors.controlEdge = sudoku::controlEdge(palette);
    colors.boxLine = text;
    colors.given = text;
    colors.player = mix(highlight, text, 0.40f);
    colors.pencil = mix(base, text, 0.60f);
    colors.pencilMatch = colors.player;
    // A variant's diagonals and windows: a grey the peers' tint of the highlight hue stays
    // apart from, light enough for every digit and tint cue drawn over it to read.
    colors.extraUnit = readableTint(base, text, 0.09f, text, colors.player);
    colors.cageLine = withContrast(mix(base, text, 0.55f), colors.selected, GraphicContrast);
    colors.conflict = readableHue(ConflictHue, base, colors.selected, text);
    colors.mistake = readableHue(MistakeHue, base, colors.selected, text);
    // A quarter of the mistake hue over the cell: a tint that still lets digits read.
    const auto mix = [](double a, double b) { return 0.75 * a + 0.25 * b; };
    colors.flagged = QColor::fromRgbF(static_cast<float>(mix(base.redF(), colors.mistake.redF())),
                                      static_cast<float>(mix(base.greenF(), colors.mistake.greenF())),
                                      static_cast<float>(mix(base.blueF(), colors.mistake.blueF())));

    for (std::size_t cue = 0; cue < CueStyles.size(); ++cue) {
        const bool neutral = CueStyles[cue].color == 0;
        const QColor hue = neutral ? text : QColor::fromRgb(CueStyles[cue].color);
        const QColor tint = readableTint(base, hue, CueStyles[cue].tint, colors.given, colors.player);
        colors.cueTint[cue] = tint;
        colors.cueInk[cue] = withContrast(hue, tint, GraphicContrast);
    }
    colors.cueTint[static_cast<std::size_t>(CellCue::None)] = base;
    colors.cueInk[static_cast<std::size_t>(CellCue::None)] = text;
    // A dead end's cross in the text's own colour: a shape no other cue has, never to be
    // mistaken for the orange of a guess.
    colors.cueInk[static_cast<std::size_t>(CellCue::Contradiction)] = text;
    colors.cueTint[static_cast<std::size_t>(CellCue::Mistake)] = colors.flagged;
    colors.cueInk[static_cast<std::size_t>(CellCue::Mistake)] = colors.mistake;
    // Marks are small text: they need the text contrast on every tint they may sit on.
    const QColor patternTint = colors.tint(CellCue::Pattern);
    colors.markInk[static_cast<std::size_t>(MarkCue::Pattern)] =
        withContrast(QColor::fromRgb(CueStyles[static_cast<std::size_t>(CellCue::Place)].color), patternTint, TextContrast);
    colors.markInk[static_cast<std::size_t>(MarkCue::Place)] =
        withContrast(QColor::fromRgb(CueStyles[static_cast<std::size_t>(CellCue::Place)].color), patternTint, GraphicContrast);
    colors.markInk[static_cast<std::size_t>(MarkCue::Eliminate)] =
        withContrast(QColor::fromRgb(EliminateColor), patternTint, TextContrast);
    colors.markText = base;
    // Links cross every tint of a step's highlight: graphic contrast on each.
    const std::array<QColor, 4> crossed = {base, colors.tint(CellCue::Cover), colors.tint(CellCue::Region),
                                           patternTint};
    const auto linkReads = [&crossed](const QColor &candidate) {
        return std::all_of(crossed.begin(), crossed.end(),
                           [&](const QColor &under) { return contrast(candidate, under) >= GraphicContrast; });
    };
    const QRgb linkColor = base.lightnessF() < 0.5f ? LinkColorOnDark : LinkColorOnLight;
    colors.link = nearestReadable(QColor::fromRgb(linkColor), base, linkReads, text);
    colors.linkHalo = base;
    for (std::size_t colour = 0; colour < ColourStyles.size(); ++colour) {
        const QColor hue = QColor::fromRgb(ColourStyles[colour].rgb);
        colors.paintTint[colour] = readableTint(base, hue, PaintTint, colors.given, colors.player);
        colors.paintInk[colour] = withContrast(hue, colors.paintTint[colour], GraphicContrast);
        colors.paintFill[colour] = readableTint(base, hue, PaintFill, colors.given, colors.given);
    }
    return colors;
}

} // namespace sudoku
