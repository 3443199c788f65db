// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Language: which language the window speaks and how it writes digits.
//
// The language follows the system locale unless the player chose one (View › Language, kept in
// the settings) or `sudoku --lang CODE` names one; it is chosen once, at start, before any
// widget exists, because a translated window cannot be rebuilt in place. install() loads Qt's
// own translation (dialog buttons) and ours from the resources, makes the language's locale the
// default and mirrors the layout for right-to-left languages. The board itself never mirrors
// (BoardWidget): r1c1 stays at the top left, as every puzzle format and cell name assumes.
//
// Digits: Persian is written with Persian digits (۱–۹) unless the player turns them off
// (View › Persian Digits); the board takes typed Western, Persian and Arabic-Indic digits.
// Call these from the GUI thread.

#include <QList>
#include <QString>

class QCoreApplication;

namespace sudoku {

struct LanguageInfo {
    QString code;       // "fa", as the translation files and --lang name it
    QString nativeName; // "فارسی": how its speakers find it in a menu
};

namespace language {

// Installs the English plural forms ("1 puzzle", "2 puzzles"): tr()'s %n texts are written
// with "(s)" in the source and read right only through this translation. Every program that
// links sudoku_ui does it as its application starts (pluralforms.cpp), before any other
// translator, so that a language installed later takes precedence.
void installEnglishPlurals();

// The languages with a translation, English first; every code --lang and the menu offer.
const QList<LanguageInfo> &available();
// Whether code names one of available().
bool isAvailable(const QString &code);

// The code of the language to use: requested if it is given, else the one saved in the
// settings, else the system locale's when it has a translation, else "en".
QString choose(const QString &requested = {});
// Installs the translators of code (which must be available) into app in place of the
// language installed before, sets the default locale and the layout direction. Widgets made
// before keep their texts. Returns false if a translation could not be loaded.
bool install(QCoreApplication &app, const QString &code);
// The language installed last ("en" before any).
QString current();

// The language saved for the next start ("" for the system's), as View › Language sets it.
QString saved();
void save(const QString &code);

// Whether the window writes digits the current language's own way (Persian digits in fa).
// Only meaningful where hasNativeDigits(); the setting is kept per user.
bool hasNativeDigits();
bool nativeDigits();
void setNativeDigits(bool on);

// Whether the language reads right to left (Persian, Hebrew).
bool isRightToLeft();
// text kept left to right inside a right-to-left sentence ("r4c7 = 3"): wrapped in Unicode
// isolates when the language reads right to left, unchanged otherwise.
QString leftToRight(const QString &text);

// text opening with a capital, as a sentence does ("Nested forcing chain: …"); unchanged in
// scripts without capitals (Persian, Hebrew).
QString capitalised(QString text);

// A name of unknown direction inside a sentence (a puzzle's source, a file name), wrapped in a
// first-strong isolate where directions mix, so that a Persian name keeps an English sentence
// in order and the other way round.
QString isolated(const QString &text);

// A number as the window writes it: "7", or "۷" in Persian with native digits on.
QString number(qint64 n);
// text with every digit written as number() would write it: the locale's own digits (as
// QLocale and tr()'s %Ln write them in Persian) become Western ones when native digits are off.
// Names wrapped by isolated() keep their digits as they are.
QString digits(const QString &text);
// A text as a label shows it: digits() and, in a right-to-left language, a right-to-left mark
// first, so that a sentence that starts with a cell name ("r4c7 = 3: …") still reads from the
// right.
QString shown(const QString &text);
// A text as a tool tip shows it: shown(), as plain text. A tool tip renders what looks like
// markup, and a tip may quote a file ("unreadable: … found '<'"): this one shows its text as
// it is. (Labels and message boxes are set to plain text instead.)
QString toolTip(const QString &text);
// The value 0–9 of a typed digit in Western, Persian or Arabic-Indic script; -1 otherwise.
int digitValue(QChar c);

// A Sudoku digit as the board and every sentence write it: 1–9 as number() writes them; above
// 9, on boards larger than 9×9, the letters A = 10 … P = 25, or the numbers 10–25 when the
// player prefers them (View › Digits Above 9: kept per user).
QString sudokuDigit(int digit);
bool lettersAboveNine();
void setLettersAboveNine(bool letters);

} // namespace language
} // namespace sudoku
